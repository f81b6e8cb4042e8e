//! Which short sound a change makes, decided from its events: the shells only play it.

use crate::event::Event;

/// The table's sounds, one file each in the apps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// Dice rolled.
    Roll,
    /// A piece or checker moved.
    Move,
    /// A piece knocked another home.
    Knock,
    /// Cards laid, dealt, drawn or picked up.
    Card,
    /// The game (or the match) ended.
    Win,
}

/// The sound of a change whose events are `events`: the most telling one, in the order
/// end, knock, move, card, roll (a move that knocks sounds as a knock; a turn that
/// rolls and moves sounds as the move); `None` when nothing audible happened.
pub fn of(events: &[Event]) -> Option<Sound> {
    let rank = |e: &Event| match e {
        Event::GameOver => Some((0, Sound::Win)),
        Event::PieceSentHome { .. } => Some((1, Sound::Knock)),
        Event::PieceMoved { .. } | Event::PiecesSwapped { .. } => Some((2, Sound::Move)),
        Event::CardPlayed { .. } | Event::Dealt { .. } | Event::CardsTaken { .. } | Event::Shuffled { .. } => {
            Some((3, Sound::Card))
        }
        Event::DiceRolled { .. } => Some((4, Sound::Roll)),
        _ => None,
    };
    events.iter().filter_map(rank).min_by_key(|(r, _)| *r).map(|(_, s)| s)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moved() -> Event {
        Event::PieceMoved { piece: "p".into(), path: vec!["a".into(), "b".into()] }
    }

    #[test]
    fn the_most_telling_event_sounds() {
        let roll = Event::DiceRolled { seat: Some(0), values: vec![3] };
        let knock = Event::PieceSentHome { piece: "q".into(), from: "b".into(), to: "n".into() };
        assert_eq!(of(std::slice::from_ref(&roll)), Some(Sound::Roll));
        assert_eq!(of(&[roll.clone(), moved()]), Some(Sound::Move));
        assert_eq!(of(&[moved(), knock.clone()]), Some(Sound::Knock));
        assert_eq!(of(&[moved(), knock, Event::GameOver]), Some(Sound::Win));
        assert_eq!(of(&[Event::CardPlayed { seat: 1, card: "7h".into() }]), Some(Sound::Card));
        assert_eq!(of(&[Event::TurnChanged { seat: 1 }]), None);
        assert_eq!(of(&[]), None);
    }
}
