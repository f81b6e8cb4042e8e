//! The table's decisions, made under its lock: whose eyes the screen uses, what the
//! table plays by itself next, and the state it publishes.

use std::collections::VecDeque;
use std::sync::{Arc, MutexGuard};

use crate::error::GameError;
use crate::event::Event;
use crate::game::Seat;
use crate::message::Msg;
use crate::scene::motion::transitions;
use crate::scene::{Node, NodeKind, Scene, CHOICE_PREFIX};
use crate::session::{Phase, PlaySession, SeatView};

use super::autosave::{Autosave, PendingSave};
use super::state::{HandOffTo, Reveal, ShownHint, TableSettings, TableState, TakeBack};
use super::{lock, SharedSession};

/// What the table plays by itself next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Work {
    /// A bot is to move.
    Bot,
    /// The human to move has one legal move, played for them after a pause.
    Forced {
        /// The human.
        seat: Seat,
        /// The move.
        notation: String,
        /// The session version it is for.
        version: u64,
    },
    /// A reveal that holds the table ends after the pause the settings give it.
    Release,
}

/// The table's own state beside the session.
pub(super) struct Flow {
    pub session: SharedSession,
    pub saver: Option<Arc<dyn Autosave>>,
    pub settings: TableSettings,
    /// A move played for a human (or their roll that brought no move), shown until
    /// they confirm or for the settings' pause.
    pub reveal: Option<Reveal>,
    /// True once the device was left unattended while a reveal was shown: it waits
    /// behind a hand-off to its player (nothing private until they confirm).
    pub away: bool,
    /// The human whose own tap made the last change, while they may still take it
    /// back at the hand-off that followed; cleared by anything the table plays and
    /// when the device is left.
    pub mover: Option<Seat>,
    /// Set once "Undo <mover>'s move" was tapped at the hand-off: the device goes to
    /// the mover first (nothing private meanwhile), and their move is taken back when
    /// they confirm holding it. Cleared by that, by keeping the move, and when the
    /// device is left.
    pub undo_asked: Option<Seat>,
    /// The last hint and the version it was given for.
    pub hint: Option<(u64, ShownHint)>,
    /// The version a hint is being thought out for.
    pub hint_asked: Option<u64>,
    pub error: Option<GameError>,
    pub autosave_error: Option<GameError>,
    pub events: Vec<Event>,
    /// True while the worker holds a bot's or a forced move.
    pub thinking: bool,
    /// Set when the table could not play a move by itself; a human's command clears it
    /// (so a failing bot is reported once, not retried in a loop).
    pub stalled: bool,
    /// Counts every change made through the table (a pending step too), so work
    /// prepared before a change is dropped.
    pub changes: u64,
    pub seq: u64,
    pub closed: bool,
    /// Published states not yet handed to the listener, oldest first.
    pub outbox: VecDeque<TableState>,
    pub latest: Option<TableState>,
    /// The thread handing states to the listener, while one does.
    pub deliverer: Option<std::thread::ThreadId>,
    /// The shape of the shell's board area, which the scene is arranged for.
    pub layout: crate::scene::Layout,
    /// Saves staged under the lock, each numbered, for a thread to wait for with no
    /// lock held (see `Inner::finish_saves`).
    pub unsaved: VecDeque<(u64, PendingSave)>,
    /// Saves staged and not yet finished: while any is, nothing is published, so a
    /// change is shown only once it is on disk.
    pub saving: usize,
    /// Numbers the staged saves; the last one whose result is shown.
    pub saves_staged: u64,
    pub save_shown: u64,
    /// The one seat this device holds when every player has a device of their own
    /// and the game is shared in this process (one table per seat over one session,
    /// [`super::Table::open_seat`]): its eyes whatever the phase, only its forced
    /// moves played here, its reveals holding only this device. `None`: the device
    /// holds every human seat (pass and play), or the session says (online).
    pub device: Option<Seat>,
    /// Online: whether the last change shown was this device's seat's turn (`None`
    /// before the first: opening a game is no change of turn), for the turn chime.
    pub turn_shown: Option<bool>,
}

impl Flow {
    /// The session, locked (flow first, then session: the one lock order).
    pub fn session(&self) -> MutexGuard<'_, Box<dyn PlaySession>> {
        lock(&self.session)
    }

    /// What the table plays by itself now, if anything.
    pub fn next_work(&self) -> Option<Work> {
        let s = self.session();
        self.next_work_in(s.as_ref())
    }

    /// [`Flow::next_work`] with the session already locked.
    fn next_work_in(&self, s: &dyn PlaySession) -> Option<Work> {
        if self.closed || self.stalled {
            return None;
        }
        if let Some(reveal) = &self.reveal {
            // A reveal that holds stops everything (bots, forced moves) until the
            // player taps, or for the pause they chose; on their own turn they go on.
            if reveal.holds || self.away {
                return match self.settings.shown_ms {
                    Some(_) if !self.away => Some(Work::Release),
                    _ => None,
                };
            }
        }
        match s.phase() {
            // Online the server plays the bots; with a device per seat, seat 0's.
            Phase::BotTurn { .. } if s.as_remote().is_none() && self.device.unwrap_or(0) == 0 => Some(Work::Bot),
            // Another seat's forced move is played on its own device.
            Phase::HumanTurn { seat } if self.device.is_some_and(|d| d != seat) => None,
            Phase::HumanTurn { seat } if self.settings.auto_play => {
                s.forced_move().map(|notation| Work::Forced { seat, notation, version: s.version() })
            }
            _ => None,
        }
    }

    /// True while the table has something to do before a human must act.
    pub fn busy(&self) -> bool {
        self.thinking
            || self.hint_asked.is_some()
            || self.saving > 0
            || !self.outbox.is_empty()
            || self.next_work().is_some()
    }

    /// Whose eyes the screen uses. In pass-and-play a private view is shown only to
    /// the human to move, or to the one a move was just played for; never during a
    /// hand-off, and not while bots play (the device may be on its way).
    pub fn viewer(&self, s: &dyn PlaySession) -> Option<Seat> {
        if let Some(reveal) = &self.reveal {
            return (!self.away).then_some(reveal.seat);
        }
        if let Some(me) = s.online_seat().or(self.device) {
            // A device of one's own (online, or one table per seat): its eyes,
            // whoever is to move.
            return Some(me);
        }
        match s.phase() {
            Phase::HumanTurn { seat } => Some(seat),
            Phase::HandOff { .. } => None,
            _ if s.pass_and_play() => None,
            _ => s.viewer(),
        }
    }

    /// Why `viewer` may not take anything back while a reveal is on screen, if so
    /// (one rule for a phone and a tablet, local and online). A reveal shows a move
    /// the table played for its player (their only one) or their roll that brought
    /// no move: neither is theirs to take back, as at the hand-off. Taken back, the
    /// same only move would be theirs to play again by hand, and the reveal that
    /// holds the table for their tap would go unseen. The steps of a move they build
    /// meanwhile (their turn again) are theirs, and may be taken back.
    pub fn undo_held(&self, s: &dyn PlaySession, viewer: Option<Seat>) -> Option<GameError> {
        let building = viewer.is_some_and(|v| !s.pending(Some(v)).is_empty());
        (self.reveal.is_some() && !building).then(|| GameError::CannotUndo(Msg::new("reason-undo-played-for-you")))
    }

    /// The human who may take their move back at the hand-off on screen, if any.
    pub fn undo_before_hand_off(&self, s: &dyn PlaySession) -> Option<Seat> {
        match (s.phase(), self.mover) {
            (Phase::HandOff { .. }, Some(m)) if !self.away && self.reveal.is_none() && s.can_undo(m) => Some(m),
            _ => None,
        }
    }

    /// After the change made by `viewer`'s own command (its `events`): what was
    /// shown before it is done with, and their roll that brought no move the board
    /// shows is shown now. Run when the change is made: on the device at once, online
    /// when the server's frame brings it.
    pub fn own_move(&mut self, s: &dyn PlaySession, viewer: Option<Seat>, events: &[Event]) {
        self.mover = viewer;
        self.reveal = viewer.and_then(|v| {
            let shown = dice_on(&s.scene_in(Some(v), self.layout));
            super::reveal::after_own_roll(s, v, events, &shown)
        });
    }

    /// After the table played `seat`'s only legal move for them (its `events`, their
    /// hand before it and the dice of the roll before): "Played for you", with its
    /// dice and what it brought into their hand, merged with one still shown. On the
    /// device at once; online when the server's frame brings the move back.
    pub fn played_for(
        &mut self,
        s: &dyn PlaySession,
        seat: Seat,
        hand_before: &[String],
        events: &[Event],
        earlier_dice: &[u8],
    ) {
        let next = super::reveal::after_move_played_for(s, seat, hand_before, events, earlier_dice);
        self.reveal = match (self.reveal.take(), next) {
            (Some(earlier), Some(next)) => Some(super::reveal::merged(earlier, next)),
            (_, next) => next,
        };
        self.mover = None;
    }

    /// With a device per seat nothing is passed round: the hand-off the session asks
    /// for between two people is confirmed at once, as the server does online.
    pub fn settle_hand_off(&self, s: &mut dyn PlaySession) {
        if let (Some(_), Phase::HandOff { seat }) = (self.device, s.phase()) {
            let _ = s.confirm_handoff(seat);
        }
    }

    /// After a change: remember what it did, forget the last refusal, save.
    pub fn changed(&mut self, s: &dyn PlaySession, events: Vec<Event>) {
        self.changes += 1;
        self.events = events;
        self.error = None;
        self.autosave(s);
    }

    /// Queues the game for the store (no disk wait here: the caller's thread waits
    /// for it after releasing the locks, and the state is published after that).
    fn autosave(&mut self, s: &dyn PlaySession) {
        if let Some(saver) = &self.saver {
            let pending = saver.stage(s);
            self.saves_staged += 1;
            self.saving += 1;
            self.unsaved.push_back((self.saves_staged, pending));
        }
    }

    /// Builds the state of now and queues it for the listener.
    pub fn publish(&mut self) {
        if self.closed {
            return;
        }
        self.seq += 1;
        let mut state = {
            let s = self.session();
            self.build(s.as_ref())
        };
        // Motion and sound belong to a change: only the first state that shows it has them.
        if self.latest.as_ref().is_none_or(|last| last.version != state.version) {
            state.motion = self.motion(&state);
            state.sound = super::sound::of(&self.events);
            let online = self.session().online_seat();
            if let Some(me) = online {
                // Online the others play out of sight: the chime when it comes to this seat.
                let yours = !state.over && state.phase == Phase::HumanTurn { seat: me };
                if let Some(was) = self.turn_shown.replace(yours) {
                    state.sound = super::sound::online(state.sound, was, yours);
                }
            }
        }
        self.latest = Some(state.clone());
        self.outbox.push_back(state);
    }

    /// How the board gets from the last published scene (what the screen shows) to
    /// `state`'s: only when the same eyes see the same arrangement. A new viewer (a
    /// hand-off) sees their board appear, never pieces flying from another seat's view
    /// of it, and a re-arranged board is simply drawn anew.
    fn motion(&self, state: &TableState) -> Vec<crate::scene::motion::Transition> {
        match &self.latest {
            Some(last) if last.viewer == state.viewer && last.scene.layout == state.scene.layout => {
                let mut motion = transitions(&last.scene, &state.scene, &self.events);
                // The move that ends the game: the winners' pieces cheer after it.
                if self.events.iter().any(|e| matches!(e, crate::event::Event::GameOver)) {
                    crate::scene::motion::cheer_at_end(&state.scene, &mut motion, &state.view);
                }
                motion
            }
            _ => Vec::new(),
        }
    }

    fn build(&self, s: &dyn PlaySession) -> TableState {
        let viewer = self.viewer(s);
        let phase = s.phase();
        let mut scene = s.scene_in(viewer, self.layout);
        if let Some(reveal) = &self.reveal {
            mark_revealed(&mut scene, &reveal.in_notation);
        }
        let hand_off = match (&self.reveal, &phase) {
            (Some(reveal), _) if self.away => Some(HandOffTo {
                seat: reveal.seat,
                name: reveal.name.clone(),
                who: name_msg(s, reveal.seat),
                undo: None,
                take_back: None,
            }),
            (None, Phase::HandOff { seat }) => Some(match self.undo_asked {
                // The undo asked for: the device goes back to the one who moved.
                Some(mover) => HandOffTo {
                    seat: mover,
                    name: crate::names::shown_name(&s.seats()[mover].name),
                    who: name_msg(s, mover),
                    undo: None,
                    take_back: Some(TakeBack {
                        explain: Msg::new("table-undo-hand-off").arg("name", name_arg(s, mover)),
                        ready: Msg::new("table-undo-ready").arg("name", name_arg(s, mover)),
                        keep: Msg::new("table-undo-keep").arg("name", name_arg(s, *seat)),
                    }),
                },
                None => HandOffTo {
                    seat: *seat,
                    name: crate::names::shown_name(&s.seats()[*seat].name),
                    who: name_msg(s, *seat),
                    undo: self.undo_before_hand_off(s).map(|m| Msg::new("table-undo-move").arg("name", name_arg(s, m))),
                    take_back: None,
                },
            }),
            _ => None,
        };
        let catch_up = match (&phase, viewer, &self.reveal, &hand_off) {
            (Phase::HumanTurn { seat }, Some(v), None, None) if *seat == v => s.catch_up(s.last_seen(v), v),
            _ => Vec::new(),
        };
        let hint = match &self.hint {
            Some((version, hint)) if *version == s.version() && viewer == Some(hint.seat) => {
                // Steps played since the hint came are no longer shown as to play.
                Some(ShownHint { steps: s.move_steps(&hint.notation).unwrap_or_default(), ..hint.clone() })
            }
            _ => None,
        };
        if let Some(hint) = &hint {
            scene.mark_hint(&hint.steps);
        }
        let mut view = s.view(viewer);
        if self.undo_held(s, viewer).is_some() {
            view.can_undo = false;
        }
        let decisions =
            if phase == Phase::Over || self.reveal.is_some() { Vec::new() } else { pinned_decisions(&view, &scene) };
        TableState {
            seq: self.seq,
            title: s.title_msg(),
            version: s.version(),
            over: phase == Phase::Over,
            phase,
            viewer,
            view,
            scene,
            decisions,
            // Also while a bot's or a forced move is due but not yet picked up by the
            // worker: the screen must not offer that turn to anyone.
            // Online, also while what this device sent waits for the server's answer.
            thinking: self.thinking
                || self.hint_asked.is_some()
                || self.next_work_in(s).is_some()
                || s.as_remote().is_some_and(|r| r.waiting()),
            hand_off,
            reveal: self.reveal.clone(),
            hint,
            catch_up,
            error: self.error.clone(),
            autosave_error: self.autosave_error.clone(),
            events: self.events.clone(),
            motion: Vec::new(),
            sound: None,
        }
    }
}

/// The steps of `view` that have short words for a button and no piece, card or chip
/// of their own on the board of `scene`: see [`TableState::decisions`]. A step whose
/// only place is a tap on an area (Durak's Take: the cards laid on the table) is still
/// pinned: nothing on the board says that area is a button.
pub(crate) fn pinned_decisions(view: &SeatView, scene: &Scene) -> Vec<String> {
    view.next_steps
        .iter()
        .filter(|step| step.node.is_none() && step.short.is_some())
        .filter(|step| scene.node(&format!("{CHOICE_PREFIX}{}", step.notation)).is_none())
        .map(|step| step.notation.clone())
        .collect()
}

/// `seat`'s name as a message: its own name, or a default or bot name in the reader's language.
fn name_msg(s: &dyn PlaySession, seat: Seat) -> Msg {
    match name_arg(s, seat) {
        crate::message::Arg::Msg(m) => m,
        other => Msg::new("scene-text").arg("text", other),
    }
}

fn name_arg(s: &dyn PlaySession, seat: Seat) -> crate::message::Arg {
    s.seats().get(seat).map_or(crate::message::Arg::Num(seat as i64 + 1), |x| x.name_arg(seat))
}

/// Marks the cards a reveal brought into the hand, where the viewer sees their face
/// (found by the `card:<notation>` id every card scene uses).
fn mark_revealed(scene: &mut crate::scene::Scene, cards: &[String]) {
    use crate::scene::{mark_node, MarkKind};
    let marks: Vec<Node> = cards
        .iter()
        .filter_map(|card| {
            let node = scene.node(&format!("card:{card}")).filter(|n| n.kind == NodeKind::Card && n.face_up())?;
            let label = Msg::new("scene-mark-revealed").arg("what", node.label.clone());
            Some(mark_node(MarkKind::Last, format!("mark:revealed:{card}"), node.rect, node.shape, label).z(node.z + 1))
        })
        .collect();
    scene.nodes.extend(marks);
}

/// The values of the dice a scene shows (a blank die shows 0).
fn dice_on(scene: &crate::scene::Scene) -> Vec<u8> {
    scene
        .nodes
        .iter()
        .filter_map(|n| match n.face {
            crate::scene::Face::Die { value } => Some(value),
            _ => None,
        })
        .collect()
}
