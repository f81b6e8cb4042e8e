//! Where `apply` puts the events it builds. A session asks for them (to animate and
//! log a move); search, playouts and bot look-ahead do not, and there building them
//! (heap strings, paths) was a quarter of the time. An [`Events`] sink that is off
//! never calls the closure that would build an event, so it costs nothing.

use crate::event::Event;

/// A sink for the events of applied moves: a list when on, nothing when off.
#[derive(Debug, Default)]
pub struct Events(Option<Vec<Event>>);

impl Events {
    /// A sink that keeps every event, for a session.
    pub fn on() -> Events {
        Events(Some(Vec::new()))
    }

    /// A sink that builds nothing, for search and playouts.
    pub fn off() -> Events {
        Events(None)
    }

    /// True when events are kept (a caller may skip work that only feeds events).
    pub fn wanted(&self) -> bool {
        self.0.is_some()
    }

    /// Adds the event `make` builds, calling it only when the sink is on.
    #[inline]
    pub fn push(&mut self, make: impl FnOnce() -> Event) {
        if let Some(list) = &mut self.0 {
            list.push(make());
        }
    }

    /// The events kept (empty when off).
    pub fn into_vec(self) -> Vec<Event> {
        self.0.unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_off_sink_never_builds_an_event() {
        let mut off = Events::off();
        off.push(|| panic!("built although off"));
        assert!(!off.wanted());
        assert!(off.into_vec().is_empty());
    }

    #[test]
    fn an_on_sink_keeps_events_in_order() {
        let mut on = Events::on();
        on.push(|| Event::GameOver);
        on.push(|| Event::TurnChanged { seat: 2 });
        assert_eq!(on.into_vec(), vec![Event::GameOver, Event::TurnChanged { seat: 2 }]);
    }
}
