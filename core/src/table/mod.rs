//! The table: one game's flow, decided once for every shell.
//!
//! A [`Table`] owns what a game screen used to decide for itself: bots move on a
//! thread of their own at the chosen pace, a human's only legal move is played for
//! them, hints think off the lock, every change is saved, pass-and-play hands the
//! device on (see [`reveal`] for the privacy rule after a move played for a human),
//! and each new screen state goes to a [`TableListener`]. Shells forward taps with
//! the version they showed (a tap on a board that has since changed is dropped) and
//! paint what they are given.
//!
//! Locks: the table's flow, then the session; the listener is called with neither
//! held, one state at a time and in order, so it may call the table back.

mod autosave;
mod flow;
pub mod remote;
pub mod reveal;
pub mod sound;
mod state;
mod worker;

#[cfg(test)]
mod pace_tests;
#[cfg(test)]
mod remote_tests;
#[cfg(test)]
mod tests;

use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

pub use autosave::{Autosave, PendingSave};
pub use state::{HandOffTo, Reveal, ShownHint, TableSettings, TableState, TakeBack};

use crate::error::GameError;
use crate::event::Event;
use crate::game::Seat;
use crate::message::Msg;
use crate::session::PlaySession;
use flow::Flow;

/// A session shared between a table and other readers (the FFI's game object).
pub type SharedSession = Arc<Mutex<Box<dyn PlaySession>>>;

/// Receives every new screen state, in order.
pub trait TableListener: Send + Sync {
    /// A new state; the shell shows it (on its UI thread).
    fn on_state(&self, state: TableState);
}

/// Locks a mutex; a panic elsewhere does not make the game unreadable (every change
/// to a session is made whole or not at all).
pub(crate) fn lock<T: ?Sized>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// What the table's threads share.
struct Inner {
    flow: Mutex<Flow>,
    /// Signalled on every published state and every change of settings.
    wake: Condvar,
    listener: Arc<dyn TableListener>,
}

impl Inner {
    fn flow(&self) -> MutexGuard<'_, Flow> {
        lock(&self.flow)
    }

    /// Publishes the state of now and wakes the worker and anyone settling. While a
    /// save is under way the state waits for it (see [`Inner::finish_saves`]).
    fn publish(&self, flow: &mut Flow) {
        if flow.saving == 0 {
            flow.publish();
        }
        self.wake.notify_all();
    }

    /// Waits, with no lock held, for the saves staged under the lock, then shows
    /// their result and publishes: a change reaches the screen once it is on disk,
    /// and no screen, tap or bot waits for the disk meanwhile.
    fn finish_saves(&self) {
        loop {
            let Some((n, pending)) = self.flow().unsaved.pop_front() else { return };
            let result = pending.wait();
            let mut flow = self.flow();
            flow.saving -= 1;
            // Saves finish in the order they were staged; show the latest one's result.
            if n > flow.save_shown {
                flow.save_shown = n;
                flow.autosave_error = result.err();
            }
            if flow.saving == 0 {
                // The change (or changes) saved: now it is shown.
                self.publish(&mut flow);
            }
        }
    }

    /// Hands queued states to the listener, in order, with no lock held. A thread
    /// that finds another one delivering (or itself, called back from the listener)
    /// leaves its states to it.
    fn drain(&self) {
        self.finish_saves();
        let mut flow = self.flow();
        if flow.deliverer.is_some() {
            return;
        }
        flow.deliverer = Some(std::thread::current().id());
        while let Some(state) = flow.outbox.pop_front() {
            drop(flow);
            self.listener.on_state(state);
            flow = self.flow();
        }
        flow.deliverer = None;
        self.wake.notify_all();
    }
}

/// One game's flow. Dropping it closes it.
pub struct Table {
    inner: Arc<Inner>,
}

impl Table {
    /// Opens a table on `session`, saving to `saver` after every change, and
    /// publishes its first state; bots start moving at once. Whoever held the device
    /// when the game was saved may not be the one who picks it up now: in
    /// pass-and-play the table opens at a hand-off (see [`PlaySession::leave_device`]).
    pub fn open(
        session: SharedSession,
        saver: Option<Arc<dyn Autosave>>,
        settings: TableSettings,
        listener: Arc<dyn TableListener>,
    ) -> Table {
        Table::open_on(session, saver, settings, listener, None)
    }

    /// Opens a table on a device that holds only `seat` of a game whose other seats
    /// are on devices of their own, each a table over the same `session` in this
    /// process: what an online game is, without the server (the differential test's
    /// reference). Its screens are `seat`'s whatever the phase; only its own forced
    /// moves are played here, and what is shown to it holds only this device; a
    /// hand-off is confirmed at once (nothing is passed round). A change made through
    /// another device's table is shown here once told ([`Table::moved_elsewhere`]).
    /// Nothing is saved.
    pub fn open_seat(
        session: SharedSession,
        seat: Seat,
        settings: TableSettings,
        listener: Arc<dyn TableListener>,
    ) -> Table {
        Table::open_on(session, None, settings, listener, Some(seat))
    }

    fn open_on(
        session: SharedSession,
        saver: Option<Arc<dyn Autosave>>,
        settings: TableSettings,
        listener: Arc<dyn TableListener>,
        device: Option<Seat>,
    ) -> Table {
        let autosave_error = saver.as_ref().and_then(|s| s.recovered());
        if device.is_none() {
            lock(&session).leave_device();
        }
        let flow = Flow {
            session,
            saver,
            settings,
            reveal: None,
            away: false,
            mover: None,
            undo_asked: None,
            hint: None,
            hint_asked: None,
            error: None,
            autosave_error,
            events: Vec::new(),
            thinking: false,
            stalled: false,
            changes: 0,
            seq: 0,
            closed: false,
            outbox: Default::default(),
            latest: None,
            deliverer: None,
            layout: crate::scene::Layout::Portrait,
            unsaved: Default::default(),
            saving: 0,
            saves_staged: 0,
            save_shown: 0,
            turn_shown: None,
            device,
        };
        flow.settle_hand_off(lock(&flow.session).as_mut());
        let inner = Arc::new(Inner { flow: Mutex::new(flow), wake: Condvar::new(), listener });
        inner.publish(&mut inner.flow());
        let for_worker = inner.clone();
        std::thread::Builder::new()
            .name("spelbord-table".into())
            .spawn(move || worker::run(&for_worker))
            .expect("the system can start a thread");
        inner.drain();
        Table { inner }
    }

    /// Opens a table on an online seat (see [`remote`]): the same flow as on the
    /// device, its states made from the server's frames ([`Table::receive`]), its
    /// actions sent by the session's [`remote::RemoteLink`]. Nothing is saved here
    /// (the server keeps the game).
    pub fn open_remote(
        session: remote::RemoteSession,
        settings: TableSettings,
        listener: Arc<dyn TableListener>,
    ) -> Table {
        let shared: SharedSession = Arc::new(Mutex::new(Box::new(session)));
        Table::open(shared, None, settings, listener)
    }

    /// A frame of the server for the online seat of this table: the change it brings
    /// is shown as on the device. Answering the player's own action, their roll is
    /// shown (as [`Table::choose_step`] shows it); answering a move the table played
    /// for them, "Played for you" with its dice waits for their tap (as the worker
    /// shows it); another seat's change is simply the new board, with the catch-up on
    /// the player's turn. Nothing on a table of a game on the device.
    pub fn receive(&self, frame: remote::RemoteFrame) {
        {
            let mut flow = self.inner.flow();
            if flow.closed {
                return;
            }
            let shared = flow.session.clone();
            let mut s = lock(&shared);
            let before = (s.version(), s.pending(s.online_seat()).to_vec());
            let Some(r) = s.as_remote_mut() else { return };
            let sent = r.receive(frame);
            let events = s.last_events().to_vec();
            if s.version() != before.0 {
                match sent {
                    Some(remote::Sent::Own { seat }) => flow.own_move(s.as_ref(), Some(seat), &events),
                    Some(remote::Sent::Forced { seat, hand_before, earlier_dice }) => {
                        flow.played_for(s.as_ref(), seat, &hand_before, &events, &earlier_dice)
                    }
                    None => flow.mover = None,
                }
                flow.stalled = false;
                flow.changed(s.as_ref(), events);
            } else if s.pending(s.online_seat()) != before.1.as_slice() {
                // A step of the move being built: a change with nothing to tell.
                flow.changed(s.as_ref(), Vec::new());
            }
            drop(s);
            self.inner.publish(&mut flow);
        }
        self.inner.drain();
    }

    /// Another device's table changed the session this one shares (see
    /// [`Table::open_seat`]): the change is shown here as another seat's (the new
    /// board; the catch-up on this seat's turn), as an online device shows a frame
    /// of another seat's move. Nothing when this table has shown it already.
    pub fn moved_elsewhere(&self) {
        {
            let mut flow = self.inner.flow();
            if flow.closed || flow.device.is_none() {
                return;
            }
            let shared = flow.session.clone();
            let s = lock(&shared);
            if flow.latest.as_ref().is_some_and(|l| l.version == s.version()) {
                return;
            }
            flow.mover = None;
            flow.stalled = false;
            let events = s.last_events().to_vec();
            flow.changed(s.as_ref(), events);
            drop(s);
            self.inner.publish(&mut flow);
        }
        self.inner.drain();
    }

    /// The server refused what the online seat sent: nothing is awaited any more (a
    /// forced move may be tried again), and the state is published again.
    pub fn remote_refused(&self) {
        {
            let mut flow = self.inner.flow();
            if let Some(r) = flow.session().as_remote_mut() {
                r.refused();
            }
            self.inner.publish(&mut flow);
        }
        self.inner.drain();
    }

    /// The latest published state.
    pub fn state(&self) -> TableState {
        self.inner.flow().latest.clone().expect("published on open")
    }

    /// Runs a command of the human whose eyes the screen uses, made on the state of
    /// `version`: a tap on a board that has changed since is dropped (the state is
    /// published again); a refusal is published in [`TableState::error`].
    fn command(
        &self,
        version: u64,
        act: impl FnOnce(&mut Flow, &mut dyn PlaySession, Option<Seat>) -> Result<Option<Vec<Event>>, GameError>,
    ) {
        {
            let mut flow = self.inner.flow();
            if flow.closed {
                return;
            }
            flow.stalled = false;
            let shared = flow.session.clone();
            let mut s = lock(&shared);
            if s.version() == version {
                let viewer = flow.viewer(s.as_ref());
                let before = s.version();
                match act(&mut flow, s.as_mut(), viewer) {
                    Ok(Some(events)) => {
                        flow.settle_hand_off(s.as_mut());
                        if s.version() != before {
                            flow.own_move(s.as_ref(), viewer, &events);
                        }
                        flow.changed(s.as_ref(), events)
                    }
                    Ok(None) => {}
                    Err(e) => flow.error = Some(e),
                }
            }
            drop(s);
            self.inner.publish(&mut flow);
        }
        self.inner.drain();
    }

    /// A tap at board units of the scene on screen: the topmost tappable node's step.
    pub fn tap(&self, version: u64, x: f32, y: f32) {
        self.command(version, |flow, s, viewer| {
            let Some(seat) = viewer else { return Ok(None) };
            match s.scene_in(Some(seat), flow.layout).hit(x, y).and_then(|n| n.action.clone()) {
                Some(step) => s.choose_step(None, seat, &step).map(Some),
                None => Ok(None),
            }
        });
    }

    /// Chooses one offered step (from the board or the list of steps).
    pub fn choose_step(&self, version: u64, step: &str) {
        self.command(version, |_, s, viewer| s.choose_step(None, need(viewer)?, step).map(Some));
    }

    /// Commits the built move (games that confirm moves).
    pub fn confirm(&self, version: u64) {
        self.command(version, |_, s, viewer| s.confirm(None, need(viewer)?).map(Some));
    }

    /// Takes back the last step or move, where the core allows it; never while a
    /// reveal is shown, but for the steps of a move being built then
    /// ([`Flow::undo_held`]).
    pub fn undo(&self, version: u64) {
        self.command(version, |flow, s, viewer| {
            if let Some(refusal) = flow.undo_held(s, viewer) {
                return Err(refusal);
            }
            s.undo(need(viewer)?)?;
            flow.reveal = None;
            Ok(Some(Vec::new()))
        });
    }

    /// The player whose eyes the screen uses resigns (the shell asked them to
    /// confirm): the game ends as their side's loss and is saved so. Refused during a
    /// hand-off (no player holds the device), and for a game already over.
    pub fn resign(&self, version: u64) {
        self.command(version, |flow, s, viewer| {
            s.resign(need(viewer)?)?;
            flow.reveal = None;
            Ok(Some(Vec::new()))
        });
    }

    /// The player holding the device resigns `scope`, one of [`Table::resign_choices`]
    /// (in a Fevga match: this game, or the match). Refused as [`Table::resign`] is,
    /// and for a scope not offered now.
    pub fn resign_as(&self, version: u64, scope: crate::resign::ResignScope) {
        self.command(version, |flow, s, viewer| {
            s.resign_as(need(viewer)?, scope)?;
            flow.reveal = None;
            Ok(Some(Vec::new()))
        });
    }

    /// The ways the player holding the device may resign now, in the game's words
    /// (a button each; the first is what [`Table::resign`] takes): empty when no one
    /// may resign (a hand-off, a game over, a seat that left). The shells show the
    /// question of [`Table::resign_question`] and these choices, nothing of their own.
    pub fn resign_choices(&self) -> Vec<crate::resign::ResignChoice> {
        let flow = self.inner.flow();
        let s = flow.session();
        match flow.viewer(s.as_ref()).filter(|_| s.phase() != crate::session::Phase::Over) {
            Some(seat) => s.resign_choices(seat),
            None => Vec::new(),
        }
    }

    /// What to ask the player holding the device before they resign ("It counts as a
    /// loss for Anna (and their partner)"), or `None` when no one may resign now (a
    /// hand-off, a game over): the shells offer Resign only with a question.
    pub fn resign_question(&self) -> Option<Msg> {
        let flow = self.inner.flow();
        let s = flow.session();
        let seat = flow.viewer(s.as_ref()).filter(|_| s.phase() != crate::session::Phase::Over)?;
        if s.resign_choices(seat).is_empty() {
            return None;
        }
        let name = s.seats().get(seat)?.name_arg(seat);
        Some(crate::resign::question(s.info(), seat, name))
    }

    /// The named player has taken the device. At the hand-off asked for by
    /// [`Table::undo_before_hand_off`] that is the player who moved: their move is
    /// taken back now, and their own view shown.
    pub fn confirm_hand_off(&self, version: u64) {
        self.command(version, |flow, s, _| {
            if flow.away && flow.reveal.is_some() {
                // The player shown a reveal when the device was left has it back.
                flow.away = false;
                return Ok(None);
            }
            flow.mover = None;
            if let Some(mover) = flow.undo_asked.take() {
                s.undo(mover)?;
                // The device was theirs when they moved; should the session still
                // wait for them to take it, they just did.
                if s.phase() == (crate::session::Phase::HandOff { seat: mover }) {
                    s.confirm_handoff(mover)?;
                }
                return Ok(Some(Vec::new()));
            }
            match s.phase() {
                crate::session::Phase::HandOff { seat } => s.confirm_handoff(seat).map(|()| Some(Vec::new())),
                _ => Err(GameError::WrongSeat { seat: usize::MAX, reason: Msg::new("reason-seat-no-hand-off") }),
            }
        });
    }

    /// "Undo Anna's move" on the hand-off screen (see [`HandOffTo::undo`]): whoever
    /// holds the device may be the next player, so nothing is undone yet and nothing
    /// private shown: the hand-off turns to Anna ([`HandOffTo::take_back`]), and her
    /// move is taken back when she confirms ([`Table::confirm_hand_off`]).
    /// Refused with the rules' reason where they forbid the undo (a die was rolled or
    /// a card drawn since), and when the move was not hers to take back (played for
    /// her, or the device was left).
    pub fn undo_before_hand_off(&self, version: u64) {
        self.command(version, |flow, s, _| {
            let crate::session::Phase::HandOff { .. } = s.phase() else {
                return Err(GameError::WrongSeat { seat: usize::MAX, reason: Msg::new("reason-seat-no-hand-off") });
            };
            let Some(mover) = flow.mover.filter(|_| !flow.away && flow.reveal.is_none()) else {
                return Err(GameError::CannotUndo(Msg::new("reason-undo-own-only")));
            };
            if let Some(refusal) = s.undo_refusal(mover) {
                return Err(refusal);
            }
            flow.undo_asked = Some(mover);
            flow.error = None;
            Ok(None)
        });
    }

    /// Back from the hand-off asked for by [`Table::undo_before_hand_off`] (a tap
    /// made by mistake): the move stays, and the device goes to the next player as
    /// before, the undo still offered.
    pub fn keep_move(&self, version: u64) {
        self.command(version, |flow, _, _| match flow.undo_asked.take() {
            Some(_) => {
                flow.error = None;
                Ok(None)
            }
            None => Err(GameError::CannotUndo(Msg::new("reason-undo-not-asked"))),
        });
    }

    /// The player shown a move played for them has seen it; the table goes on.
    pub fn acknowledge(&self, version: u64) {
        self.command(version, |flow, _, _| match &flow.reveal {
            // Behind a hand-off: its player must take the device first.
            Some(reveal) if flow.away => Err(GameError::HandOffPending(reveal.name.clone())),
            Some(_) => {
                flow.reveal = None;
                Ok(None)
            }
            None => Err(GameError::WrongSeat { seat: usize::MAX, reason: Msg::new("reason-seat-nothing-to-see") }),
        });
    }

    /// The device was left unattended (the app went to the background, its window
    /// lost focus, the screen locked): in pass-and-play nothing private stays on
    /// screen, and whoever picks it up next gets a hand-off naming who is to play
    /// (the one shown a reveal, or the human to move). The shells call it on pause.
    pub fn device_left(&self) {
        let mut flow = self.inner.flow();
        if flow.closed {
            return;
        }
        {
            let mut s = flow.session();
            if !s.pass_and_play() || flow.device.is_some() {
                return;
            }
            s.leave_device();
        }
        flow.mover = None;
        // An undo asked for goes too: the move is no longer theirs to take back.
        flow.undo_asked = None;
        flow.away = flow.reveal.is_some();
        self.inner.publish(&mut flow);
        drop(flow);
        self.inner.drain();
    }

    /// The device is back in front of someone (the app resumed, its window has focus
    /// again): the state is published again; a hand-off asked for by
    /// [`Table::device_left`] stays until the named player confirms.
    pub fn device_returned(&self) {
        self.refresh();
    }

    /// Thinks out a hint for the human to move (off the lock, on a thread of its
    /// own); it shows in [`TableState::hint`] until the game moves on.
    pub fn hint(&self, version: u64) {
        self.command(version, |flow, s, viewer| {
            let task = s.hint_task(need(viewer)?)?;
            worker::think_hint(self.inner.clone(), task)?;
            flow.hint_asked = Some(version);
            Ok(None)
        });
    }

    /// Changes the pace and auto-play; takes effect from the next move.
    pub fn set_settings(&self, settings: TableSettings) {
        let mut flow = self.inner.flow();
        flow.settings = settings;
        self.inner.wake.notify_all();
    }

    /// Arranges the board for a drawing area of `layout`'s shape (the shell calls this
    /// when its board area turns wide or tall); publishes the state again if it changed.
    pub fn set_layout(&self, layout: crate::scene::Layout) {
        let mut flow = self.inner.flow();
        if flow.layout == layout {
            return;
        }
        // The same board re-arranged: nothing moves (see Flow::motion), nothing sounds.
        flow.layout = layout;
        self.inner.publish(&mut flow);
        drop(flow);
        self.inner.drain();
    }

    /// The move log in words, one entry per history entry: the session's
    /// [`PlaySession::log`] (the same for every viewer: it tells no private card).
    pub fn move_log(&self) -> Vec<crate::i18n::LogEntry> {
        // Built under the session's lock only, not the flow's that the worker needs
        // (a long game's log takes a while).
        let shared = self.inner.flow().session.clone();
        let log = lock(&shared).log();
        log
    }

    /// Publishes the state again (after the app comes back to the front).
    pub fn refresh(&self) {
        let mut flow = self.inner.flow();
        flow.stalled = false;
        self.inner.publish(&mut flow);
        drop(flow);
        self.inner.drain();
    }

    /// Waits until the table needs a human (nothing to play by itself, no hint
    /// being thought out, every state delivered), at most `timeout`; returns the
    /// latest state. For tools and tests; a shell just listens.
    pub fn settle(&self, timeout: Duration) -> TableState {
        let flow = self.inner.flow();
        // A state the listener is still being told counts as not delivered: the last
        // one leaves the outbox before the listener has it, and the listener may act
        // on it (confirm a hand-off) — settling then would return a state already
        // on its way out. The listener's own thread does not wait for itself.
        let me = std::thread::current().id();
        let (flow, _) = self
            .inner
            .wake
            .wait_timeout_while(flow, timeout, |f| !f.closed && (f.busy() || f.deliverer.is_some_and(|d| d != me)))
            .unwrap_or_else(|p| p.into_inner());
        flow.latest.clone().expect("published on open")
    }

    /// Leaves the game: nothing is played or published after this returns (a bot
    /// still thinking finishes on its thread and its move is dropped). A state being
    /// handed to the listener on another thread is waited for, so the listener must
    /// not wait for the thread that closes (post to the UI thread, do not block on it).
    pub fn close(&self) {
        let mut flow = self.inner.flow();
        flow.closed = true;
        flow.outbox.clear();
        self.inner.wake.notify_all();
        let me = std::thread::current().id();
        while flow.deliverer.is_some_and(|d| d != me) {
            flow = self.inner.wake.wait(flow).unwrap_or_else(|p| p.into_inner());
        }
    }

    /// True once closed.
    pub fn is_closed(&self) -> bool {
        self.inner.flow().closed
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        self.close();
    }
}

/// The seat whose eyes the screen uses, or the refusal when there is none.
fn need(viewer: Option<Seat>) -> Result<Seat, GameError> {
    viewer.ok_or_else(|| GameError::WrongSeat { seat: usize::MAX, reason: Msg::new("reason-seat-no-player") })
}
