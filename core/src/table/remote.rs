//! An online seat as the table's session: the same [`super::Table`] flow (reveal,
//! pace, catch-up, undo, "Played for you") runs for a seat of a game held by a
//! server, and only two things differ from a game on the device: its states come
//! from the server's frames for this seat ([`RemoteFrame`], fed with
//! [`super::Table::receive`]), and its actions go to the server ([`RemoteLink`])
//! instead of changing a local game. Nothing here decides a rule: the server's core
//! session decides, this seat's frame tells what it may know (its view, its scene,
//! the public events of each change), and the table decides the screens from that.
//!
//! An action sent is remembered until the frame that answers it: the change it
//! brings is then shown as the table shows the same change on the device (the
//! player's own roll, or a move played for them with its dice, held until they tap).

use std::sync::Arc;

use crate::catch_up::{Seen, TakenBackLog};
use crate::error::GameError;
use crate::event::Event;
use crate::game::{GameInfo, Outcome, Seat, Setup, StepInfo, ToMove};
use crate::i18n::log::LogEntry;
use crate::message::Msg;
use crate::resign::{ResignChoice, ResignScope};
use crate::rng::RngState;
use crate::save::{HistoryEntry, Reseed, SaveFile, SAVE_FORMAT, SAVE_VERSION};
use crate::scene::{Face, Layout, Scene};
use crate::session::{BotDecision, BotTask, Phase, PlaySession, SeatConfig, SeatView, TallyRow};

/// An action of the online seat, for the server (the version it was made on is
/// the one the server checks it against).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RemoteAction {
    /// One step of a move being built.
    Step {
        /// The version shown.
        version: u64,
        /// The step in notation.
        step: String,
    },
    /// A whole move (the table plays a forced move so).
    Act {
        /// The version shown.
        version: u64,
        /// The move in notation.
        mv: String,
    },
    /// Confirms the move built.
    Confirm {
        /// The version shown.
        version: u64,
    },
    /// Takes back the last step or the seat's own move.
    Undo {
        /// The version shown.
        version: u64,
    },
    /// The seat resigns `scope` (one of the choices the table offered).
    Resign {
        /// The version shown.
        version: u64,
        /// What is given up.
        scope: ResignScope,
    },
}

/// Where an online seat's actions go (the bindings' protocol driver). Called under
/// the table's lock: queue the action and send it with no lock held.
pub trait RemoteLink: Send + Sync {
    /// Sends `action` to the server.
    fn send(&self, action: RemoteAction);
}

/// What the server's latest frame for this seat says: everything the seat may know.
#[derive(Clone, Debug)]
pub struct RemoteFrame {
    /// The seat's view (version, phase, steps offered, forced move, outcome).
    pub view: SeatView,
    /// The board as the seat sees it.
    pub scene: Scene,
    /// The seats, as every device sees them.
    pub seats: Vec<SeatConfig>,
    /// The ways this seat may resign now, as the server's session offers them (the
    /// core's [`crate::resign::offer`]); empty when it may not.
    pub resign: Vec<ResignChoice>,
    /// What the change this frame shows did, as the server's session told it (the
    /// events the table publishes on the device too: public to every seat).
    pub events: Vec<Event>,
    /// The catch-up lines gathered since the player last acted, in their words.
    pub catch_up: Vec<String>,
    /// The whole move log as the device holds it.
    pub log: Vec<LogEntry>,
    /// True for the first frame on a new connection: nothing sent before it will be
    /// answered (the connection that carried it is gone).
    pub fresh: bool,
}

/// What this device sent and waits to see answered.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Sent {
    /// The player's own tap (a step, a move, a confirm, an undo).
    Own {
        /// Their seat.
        seat: Seat,
    },
    /// The table played the player's only legal move for them.
    Forced {
        /// Their seat.
        seat: Seat,
        /// Their hand before it.
        hand_before: Vec<String>,
        /// The dice they rolled for it, with the roll before.
        earlier_dice: Vec<u8>,
    },
}

/// An online seat's game, as the table's session (see the module's text).
pub struct RemoteSession {
    info: &'static GameInfo,
    seat: Seat,
    setup: Setup,
    seats: Vec<SeatConfig>,
    view: SeatView,
    scene: Scene,
    resign: Vec<ResignChoice>,
    events: Vec<Event>,
    log: Vec<LogEntry>,
    /// The log entries the frames took back (an undo, seen as entries replaced), with
    /// the version of the frame that did: the catch-up says them so, as on the device.
    taken_back: TakenBackLog,
    /// The version of the frame that brought this seat's last move (0 before one):
    /// where it last looked, as [`PlaySession::last_seen`] says on the device.
    moved_at: u64,
    link: Arc<dyn RemoteLink>,
    sent: Option<Sent>,
}

impl RemoteSession {
    /// The session of `seat` from its first frame with a board; `None` for a game
    /// this core does not know.
    pub fn new(seat: Seat, frame: RemoteFrame, link: Arc<dyn RemoteLink>) -> Option<RemoteSession> {
        let info = crate::games::ALL.iter().map(|d| d.info()).find(|i| i.id == frame.view.game)?;
        let mut s = RemoteSession {
            info,
            seat,
            setup: Setup::new(frame.seats.len()),
            seats: Vec::new(),
            view: frame.view.clone(),
            scene: Scene::default(),
            resign: Vec::new(),
            events: Vec::new(),
            log: Vec::new(),
            taken_back: TakenBackLog::default(),
            moved_at: 0,
            link,
            sent: None,
        };
        s.take(frame);
        Some(s)
    }

    /// This device's seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// True while an action sent waits for the frame that answers it.
    pub fn waiting(&self) -> bool {
        self.sent.is_some()
    }

    fn take(&mut self, frame: RemoteFrame) {
        let version = frame.view.version;
        self.setup = Setup::new(frame.seats.len());
        self.seats = frame.seats;
        self.view = frame.view;
        self.scene = frame.scene;
        self.resign = frame.resign;
        self.events = frame.events;
        // Where the frame's log parts from the one held, entries were taken back
        // (latest first, as undos take them); a move of this seat's among the new
        // ones is where it last looked.
        let kept = self.log.iter().zip(&frame.log).take_while(|(a, b)| a == b).count();
        for at in (kept..self.log.len()).rev() {
            self.taken_back.note(at, version, self.log[at].clone());
        }
        if frame.log[kept..].iter().any(|e| e.by == Some(self.seat)) {
            self.moved_at = version;
        }
        self.log = frame.log;
    }

    /// Takes a new frame; what this device sent and the frame answers (the game
    /// moved on), if anything. A frame on a new connection forgets what was sent.
    pub(super) fn receive(&mut self, frame: RemoteFrame) -> Option<Sent> {
        let moved = frame.view.version != self.view.version;
        // A step of a move being built changes the steps chosen, not the version.
        let stepped = frame.view.pending != self.view.pending;
        let fresh = frame.fresh;
        self.take(frame);
        if moved || stepped || fresh {
            // The answer came, or will never come: either way nothing is awaited.
            return self.sent.take().filter(|_| moved);
        }
        None
    }

    /// The server refused what was sent: nothing is awaited any more.
    pub(super) fn refused(&mut self) {
        self.sent = None;
    }

    /// Sends the only legal move for the player, remembering what to show them when
    /// the server's frame brings it back.
    pub(super) fn send_forced(&mut self, version: u64, seat: Seat, mv: &str, earlier_dice: Vec<u8>) {
        let hand_before = self.hand(seat);
        self.sent = Some(Sent::Forced { seat, hand_before, earlier_dice });
        self.link.send(RemoteAction::Act { version, mv: mv.to_string() });
    }

    /// Sends the player's own action: refused here when it is not theirs to make.
    fn own(&mut self, version: Option<u64>, seat: Seat, action: RemoteAction) -> Result<Vec<Event>, GameError> {
        if seat != self.seat {
            return Err(GameError::WrongSeat { seat, reason: Msg::new("server-refuse-own-seat") });
        }
        if let Some(v) = version.filter(|v| *v != self.view.version) {
            return Err(GameError::StaleAction { expected: self.view.version, got: v });
        }
        self.sent = Some(Sent::Own { seat });
        self.link.send(action);
        // Nothing changed here yet: the server's frame brings the change.
        Ok(Vec::new())
    }

    fn not_online(&self, why: &str) -> GameError {
        GameError::WrongSeat { seat: self.seat, reason: Msg::new(why.to_string()) }
    }
}

impl PlaySession for RemoteSession {
    fn as_remote(&self) -> Option<&RemoteSession> {
        Some(self)
    }
    fn as_remote_mut(&mut self) -> Option<&mut RemoteSession> {
        Some(self)
    }
    fn info(&self) -> &'static GameInfo {
        self.info
    }
    fn id(&self) -> &str {
        ""
    }
    fn title(&self) -> &str {
        ""
    }
    /// The game's name and players, as a local game's default title.
    fn title_msg(&self) -> Msg {
        let mut names = self.view.seat_names.iter().rev().cloned();
        let last = names.next().unwrap_or_default();
        let players = names.fold(last, |rest, first| Msg::new("title-list").arg("first", first).arg("rest", rest));
        Msg::new("title-default").arg("game", Msg::new(format!("game-{}", self.view.game))).arg("players", players)
    }
    fn set_title(&mut self, _title: &str) {}
    fn setup(&self) -> &Setup {
        &self.setup
    }
    fn seats(&self) -> &[SeatConfig] {
        &self.seats
    }
    fn seed(&self) -> u64 {
        0
    }
    fn version(&self) -> u64 {
        self.view.version
    }
    fn phase(&self) -> Phase {
        self.view.phase.clone()
    }
    fn to_move(&self) -> ToMove {
        match self.view.phase {
            Phase::Over => ToMove::Over,
            Phase::HumanTurn { seat } | Phase::BotTurn { seat } | Phase::HandOff { seat } => ToMove::Seat(seat),
        }
    }
    fn viewer(&self) -> Option<Seat> {
        Some(self.seat)
    }
    fn online_seat(&self) -> Option<Seat> {
        Some(self.seat)
    }
    fn confirm_handoff(&mut self, _seat: Seat) -> Result<(), GameError> {
        Err(self.not_online("reason-seat-no-hand-off"))
    }
    fn leave_device(&mut self) {}
    fn view(&self, _viewer: Option<Seat>) -> SeatView {
        self.view.clone()
    }
    fn scene_in(&self, _viewer: Option<Seat>, _layout: Layout) -> Scene {
        // The server sends the seat's board in one arrangement.
        self.scene.clone()
    }
    fn legal_moves(&self) -> Vec<String> {
        self.view.forced_move.iter().cloned().collect()
    }
    fn text_board(&self, _viewer: Option<Seat>) -> String {
        String::new()
    }
    fn text_board_in(&self, _viewer: Option<Seat>, _lang: crate::i18n::Lang) -> String {
        String::new()
    }
    /// The steps this seat has chosen, as its own view holds them: only this seat
    /// sees them (another viewer is never this device's).
    fn pending(&self, viewer: Option<Seat>) -> &[String] {
        match viewer == Some(self.seat) {
            true => &self.view.pending,
            false => &[],
        }
    }
    /// The seat's only legal move on its turn, as the server's view offers it; none
    /// while an action sent is unanswered (it would be sent twice).
    fn forced_move(&self) -> Option<String> {
        match self.view.phase {
            Phase::HumanTurn { seat } if seat == self.seat && self.sent.is_none() => self.view.forced_move.clone(),
            _ => None,
        }
    }
    fn next_steps(&self) -> Vec<StepInfo> {
        self.view.next_steps.clone()
    }
    fn choose_step(&mut self, version: Option<u64>, seat: Seat, step: &str) -> Result<Vec<Event>, GameError> {
        let v = version.unwrap_or(self.view.version);
        self.own(version, seat, RemoteAction::Step { version: v, step: step.to_string() })
    }
    fn confirm(&mut self, version: Option<u64>, seat: Seat) -> Result<Vec<Event>, GameError> {
        let v = version.unwrap_or(self.view.version);
        self.own(version, seat, RemoteAction::Confirm { version: v })
    }
    fn act(&mut self, version: Option<u64>, seat: Seat, mv: &str) -> Result<Vec<Event>, GameError> {
        let v = version.unwrap_or(self.view.version);
        self.own(version, seat, RemoteAction::Act { version: v, mv: mv.to_string() })
    }
    fn can_undo(&self, seat: Seat) -> bool {
        seat == self.seat && self.view.can_undo
    }
    fn undo_refusal(&self, seat: Seat) -> Option<GameError> {
        (!self.can_undo(seat)).then(|| GameError::CannotUndo(Msg::new("reason-undo-own-only")))
    }
    fn undo(&mut self, seat: Seat) -> Result<(), GameError> {
        let version = self.view.version;
        self.own(Some(version), seat, RemoteAction::Undo { version }).map(|_| ())
    }
    /// The server plays the bots.
    fn bot_task(&self) -> Option<BotTask> {
        None
    }
    fn hint_task(&self, _seat: Seat) -> Result<BotTask, GameError> {
        Err(self.not_online("app-online-no-hint"))
    }
    fn move_steps(&self, _notation: &str) -> Result<Vec<StepInfo>, GameError> {
        Err(self.not_online("app-online-no-hint"))
    }
    fn apply_bot(&mut self, _decision: &BotDecision) -> Result<Vec<Event>, GameError> {
        Err(self.not_online("reason-seat-no-player"))
    }
    fn bot_step(&mut self) -> Result<Vec<Event>, GameError> {
        Err(self.not_online("reason-seat-no-player"))
    }
    fn last_events(&self) -> &[Event] {
        &self.events
    }
    fn pending_note(&self, _viewer: Option<Seat>) -> Option<Msg> {
        None
    }
    fn outcome(&self) -> Option<Outcome> {
        self.view.outcome.clone()
    }
    /// An online game is counted from the save the server exports at its end.
    fn parts(&self) -> Vec<(&'static str, Outcome)> {
        Vec::new()
    }
    /// Counted from the exported save, like [`PlaySession::parts`].
    fn fools(&self) -> Option<Vec<u32>> {
        None
    }
    /// Resigns the first way the server's session offers (what a resignation without
    /// a scope takes there too).
    fn resign(&mut self, seat: Seat) -> Result<(), GameError> {
        let scope = self.resign.first().map_or(ResignScope::All, |c| c.scope);
        self.resign_as(seat, scope)
    }
    fn resigned(&self) -> Option<Seat> {
        None
    }
    fn resigners(&self) -> Vec<Seat> {
        Vec::new()
    }
    /// The ways the server's session offers this seat (none to another seat, and
    /// none while an action sent is unanswered).
    fn resign_choices(&self, seat: Seat) -> Vec<ResignChoice> {
        match seat == self.seat && self.sent.is_none() {
            true => self.resign.clone(),
            false => Vec::new(),
        }
    }
    fn resign_as(&mut self, seat: Seat, scope: ResignScope) -> Result<(), GameError> {
        let version = self.view.version;
        self.own(Some(version), seat, RemoteAction::Resign { version, scope }).map(|_| ())
    }
    fn still_playing(&self, _seat: Seat) -> bool {
        self.view.phase != Phase::Over
    }
    fn position(&self) -> String {
        self.view.status.clone()
    }
    fn seat_color(&self, seat: Seat) -> String {
        self.view.seat_colours.get(seat).cloned().flatten().unwrap_or_default()
    }
    fn history(&self) -> Vec<HistoryEntry> {
        Vec::new()
    }
    fn history_for(&self, _viewer: Option<Seat>) -> Vec<HistoryEntry> {
        Vec::new()
    }
    fn log_since(&self, from: usize) -> Vec<LogEntry> {
        self.log.get(from..).map(<[LogEntry]>::to_vec).unwrap_or_default()
    }
    /// The end of this seat's last turn in the log the frames brought, and the
    /// version of the frame that brought it.
    fn last_seen(&self, seat: Seat) -> Seen {
        let history = self.log.iter().rposition(|e| e.by == Some(seat)).map_or(0, |i| i + 1);
        Seen { history, version: if seat == self.seat { self.moved_at } else { 0 } }
    }
    /// The core's one catch-up rule ([`crate::catch_up::lines`]) over the log the
    /// frames brought and the entries they took back: what a table on the device
    /// tells the seat at its turn.
    fn catch_up(&self, since: Seen, seat: Seat) -> Vec<Msg> {
        crate::catch_up::lines(since, seat, &self.taken_back, |from| self.log_since(from))
    }
    /// A game on a server is saved there: the device keeps only its ticket.
    fn save_tail(&self, _from: usize) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.to_string(),
            version: SAVE_VERSION,
            id: String::new(),
            game: self.view.game.clone(),
            title: String::new(),
            created_ms: 0,
            updated_ms: 0,
            setup: self.setup.clone(),
            seats: self.seats.clone(),
            seed: 0,
            rng: RngState { seed: 0, position: 0 },
            history: Vec::new(),
            pending: self.view.pending.clone(),
            viewer: Some(self.seat),
            position: self.view.status.clone(),
            to_move: None,
            finished: self.view.phase == Phase::Over,
            tally: self.view.tally.clone(),
            session_version: Some(self.view.version),
            checkpoint: None,
            resigned: None,
            reseeds: Vec::new(),
        }
    }
    fn history_len(&self) -> usize {
        self.log.len()
    }
    fn reseed(&mut self, _seed: u64) {}
    fn follow_line(&mut self, _json: &str) -> Result<(), GameError> {
        Err(self.not_online("reason-seat-no-player"))
    }
    fn reseeds(&self) -> &[Reseed] {
        &[]
    }
    fn tally(&self) -> &[TallyRow] {
        &self.view.tally
    }
    fn rematch(&self) -> Result<Box<dyn PlaySession>, GameError> {
        Err(self.not_online("reason-seat-no-player"))
    }
    /// One seat per device: never a hand-off.
    fn pass_and_play(&self) -> bool {
        false
    }
    /// The cards the seat holds, as the server's session told this seat in its own
    /// view (only its own): what a move played for it brought in is told from these,
    /// as on the device.
    fn hand(&self, seat: Seat) -> Vec<String> {
        match seat == self.seat {
            true => self.view.hand.clone(),
            false => Vec::new(),
        }
    }
    fn hand_faces(&self, seat: Seat) -> Vec<(Face, Msg)> {
        match seat == self.seat {
            true => self.view.hand_faces.clone(),
            false => Vec::new(),
        }
    }
}
