//! The online protocol as a state machine without I/O: it is told what happened (a
//! socket opened, a text frame came, the socket closed, time passed, the player
//! tapped) and answers with [`Effect`]s for its driver to carry out (connect, send,
//! close, wake me at, publish). The unit tests drive it with no socket and no clock;
//! [`super::RemoteTable`] drives it with the shell's WebSocket and a timer thread.
//!
//! What it keeps is what the server sent for this device's seat and nothing else:
//! the latest [`StateFrame`] (the core's `SeatView` and `Scene` for the seat), the
//! seat token, the catch-up lines and the move log. No other seat's card can reach a
//! [`TableState`] because none ever arrives here (the server's privacy tests).

use std::collections::BTreeMap;

use spelbord_core::fair_dice;
use spelbord_core::i18n::LogEntry;
use spelbord_core::scene::Scene;
use spelbord_core::session::Phase as CorePhase;
use spelbord_core::{Msg, SaveFile};
use spelbord_server::protocol::{
    ClientMsg, Ended, ErrorCode, Invite, SeatRequest, ServerMsg, StateFrame, PROTOCOL_VERSION,
};

use super::derive;
use crate::i18n::Message;
use crate::table::{TableSettings, TableState};

/// The refusal of a command made while the connection is down; cleared once it is back.
const NOT_SENT: &str = "app-online-not-sent";

/// The first wait before reconnecting; it doubles with every failed attempt...
pub const BACKOFF_FIRST_MS: u64 = 500;
/// ...up to this.
pub const BACKOFF_MAX_MS: u64 = 30_000;
/// Catch-up lines kept while it is not the seat's turn (the server's own cap).
const CATCH_UP_LINES: usize = 8;

/// How this device takes its seat on the first connection.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Hello {
    /// Creates a game with `seats` as the protocol has them.
    Create {
        /// The game's id.
        game: String,
        /// House rules.
        variants: BTreeMap<String, String>,
        /// The seats in order, exactly one of them `me`.
        seats: Vec<SeatRequest>,
    },
    /// Joins with an invite code.
    Join {
        /// The code as typed (the server forgives case and look-alikes).
        code: String,
        /// The joiner's own name, if they gave one.
        name: Option<String>,
    },
    /// Back to a seat held before (a game on the home screen).
    Resume {
        /// The ticket kept from the first connection.
        ticket: Ticket,
        /// The last version this device showed, for catch-up lines.
        seen_version: Option<u64>,
    },
}

/// What a device keeps to come back to its seat: the token is the seat's secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticket {
    /// The game's id on the server.
    pub game_id: String,
    /// The seat token (never logged, never in a [`TableState`]).
    pub token: String,
    /// The device's seat.
    pub seat: usize,
    /// True for the host.
    pub host: bool,
}

/// The connection, as the connection line shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// A socket is being opened.
    Connecting,
    /// The socket is open (the hello was sent).
    Open,
    /// The socket closed; another attempt is due at `at_ms`.
    Waiting {
        /// Failed attempts in a row so far.
        attempt: u32,
        /// When the next one starts.
        at_ms: u64,
    },
    /// Given up for good: the reason (a lost seat, an unknown code, a left game).
    Closed {
        /// Why, in the device's words.
        why: Msg,
    },
}

/// What the driver must do, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Open a socket to this URL (the previous one is closed).
    Connect(String),
    /// Send this text frame on the open socket.
    Send(String),
    /// Close the socket.
    Close,
    /// Call [`Machine::tick`] at this time (ms of the driver's clock) or later.
    WakeAt(u64),
    /// The state changed: publish [`Machine::state`].
    Publish,
    /// The seat was taken: keep the ticket.
    Joined(Ticket),
}

/// A player's command, made on the state of `version`.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A tap at unit coordinates of the scene shown.
    Tap(f32, f32),
    /// One offered step.
    Step(String),
    /// Confirms the built move.
    Confirm,
    /// Takes back a step or the move.
    Undo,
}

/// The protocol state machine of one remote table.
pub struct Machine {
    url: String,
    lang: String,
    hello: Hello,
    ticket: Option<Ticket>,
    invites: Vec<Invite>,
    link: Link,
    attempt: u32,
    frame: Option<StateFrame>,
    /// The scene shown before the latest frame's, for motion.
    shown_scene: Option<Scene>,
    motion_events: Vec<spelbord_core::Event>,
    settings: TableSettings,
    seq: u64,
    /// Actions sent and not yet answered (ack or error): the table is busy.
    in_flight: u32,
    /// Actions acknowledged whose new state has not come yet.
    acked: u32,
    /// The hello (create, join, resume) was sent and no state has answered it yet.
    hello_pending: bool,
    /// Why the last command was refused, in the device's words.
    error: Option<Msg>,
    /// Catch-up lines gathered while others played; shown at the seat's turn.
    since: Vec<String>,
    /// The move log as the frames carried it, entry by entry since the game began.
    log: Vec<LogEntry>,
    /// False once a frame's log started past the entries held (a gap): the next
    /// connection asks for the whole log again.
    log_whole: bool,
    /// A forced move waiting to be played for the player: (version, move, due at).
    forced: Option<(u64, String, u64)>,
    /// The version a forced move was last sent for (never twice).
    forced_sent: Option<u64>,
    /// `Some(true)` once the exported game checked against the dice proof.
    fair_checked: Option<bool>,
    export_asked: bool,
    closed_by_user: bool,
}

/// `ws://host:port/ws` from what a person types as a server address.
pub fn server_url(address: &str) -> String {
    let a = address.trim();
    if a.starts_with("ws://") || a.starts_with("wss://") {
        a.to_string()
    } else if let Some(rest) = a.strip_prefix("https://") {
        format!("wss://{}/ws", rest.trim_end_matches('/'))
    } else if let Some(rest) = a.strip_prefix("http://") {
        format!("ws://{}/ws", rest.trim_end_matches('/'))
    } else {
        format!("ws://{}/ws", a.trim_end_matches('/'))
    }
}

/// The wait before reconnect attempt `attempt` (0-based): doubling from
/// [`BACKOFF_FIRST_MS`] to [`BACKOFF_MAX_MS`].
pub fn backoff_ms(attempt: u32) -> u64 {
    BACKOFF_FIRST_MS.saturating_mul(1u64 << attempt.min(16)).min(BACKOFF_MAX_MS)
}

impl Machine {
    /// A machine that will take its seat with `hello` on server `address`, speaking
    /// `lang` (en, sv, da).
    pub fn new(address: &str, lang: &str, hello: Hello, settings: TableSettings) -> Machine {
        let ticket = match &hello {
            Hello::Resume { ticket, .. } => Some(ticket.clone()),
            _ => None,
        };
        Machine {
            url: server_url(address),
            lang: lang.to_string(),
            hello,
            ticket,
            invites: Vec::new(),
            link: Link::Connecting,
            attempt: 0,
            frame: None,
            shown_scene: None,
            motion_events: Vec::new(),
            settings,
            seq: 0,
            in_flight: 0,
            acked: 0,
            hello_pending: false,
            error: None,
            since: Vec::new(),
            log: Vec::new(),
            log_whole: true,
            forced: None,
            forced_sent: None,
            fair_checked: None,
            export_asked: false,
            closed_by_user: false,
        }
    }

    /// Starts: the first connection.
    pub fn start(&mut self) -> Vec<Effect> {
        self.link = Link::Connecting;
        vec![Effect::Connect(self.url.clone()), Effect::Publish]
    }

    /// The ticket, once the seat is taken.
    pub fn ticket(&self) -> Option<&Ticket> {
        self.ticket.as_ref()
    }

    /// The connection.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// The invite codes the host was given.
    pub fn invites(&self) -> &[Invite] {
        &self.invites
    }

    /// The latest frame the server sent.
    pub fn frame(&self) -> Option<&StateFrame> {
        self.frame.as_ref()
    }

    /// True while nothing is due: the connection is open, the game's state is here,
    /// every frame sent is answered and no forced move waits (or it is closed).
    pub fn settled(&self) -> bool {
        matches!(self.link, Link::Closed { .. })
            || (self.link == Link::Open
                && self.frame.is_some()
                && !self.hello_pending
                && self.in_flight == 0
                && self.acked == 0
                && self.forced.is_none())
    }

    /// The socket opened: say hello (create, join, or resume with the token).
    pub fn opened(&mut self) -> Vec<Effect> {
        if !matches!(self.link, Link::Connecting) {
            return Vec::new();
        }
        self.link = Link::Open;
        // The connection is back: a refusal for want of it is no longer true.
        if self.error.as_ref().is_some_and(|e| e.key == NOT_SENT) {
            self.error = None;
        }
        let (protocol, lang, deflate) = (PROTOCOL_VERSION, self.lang.clone(), false);
        // The table holds the scene it was sent last: after the first frame, only
        // what changed is sent (a move changes a few nodes of a hundred).
        let scene_changes = true;
        // The app draws the scene; the board as text is the terminal's.
        let text_board = false;
        let hello = match (&self.ticket, &self.hello) {
            (Some(t), hello) => {
                let seen_version = match hello {
                    Hello::Resume { seen_version, .. } if self.frame.is_none() => *seen_version,
                    _ => self.frame.as_ref().and_then(|f| f.play.as_ref()).map(|p| p.view.version),
                };
                let (game_id, token) = (t.game_id.clone(), t.token.clone());
                // The log this table holds (none when it was just opened): the rest is sent.
                let log_version = self.version().filter(|_| self.log_whole);
                ClientMsg::Resume {
                    protocol,
                    lang,
                    game_id,
                    token,
                    seen_version,
                    log_version,
                    deflate,
                    scene_changes,
                    text_board,
                }
            }
            (None, Hello::Create { game, variants, seats }) => ClientMsg::Create {
                protocol,
                lang,
                game: game.clone(),
                variants: variants.clone(),
                seats: seats.clone(),
                contribution: fair_dice::fresh_contribution(),
                deflate,
                scene_changes,
                text_board,
            },
            (None, Hello::Join { code, name }) => ClientMsg::Join {
                protocol,
                lang,
                code: code.clone(),
                name: name.clone(),
                contribution: fair_dice::fresh_contribution(),
                deflate,
                scene_changes,
                text_board,
            },
            (None, Hello::Resume { .. }) => unreachable!("a resume hello always has its ticket"),
        };
        self.hello_pending = true;
        vec![Effect::Send(hello.to_text()), Effect::Publish]
    }

    /// The socket closed (or failed to open): wait, then try again, unless the seat
    /// is lost for good or the player left.
    pub fn closed(&mut self, now_ms: u64) -> Vec<Effect> {
        if matches!(self.link, Link::Closed { .. }) || self.closed_by_user {
            return Vec::new();
        }
        self.in_flight = 0;
        self.acked = 0;
        self.hello_pending = false;
        self.forced = None;
        let at_ms = now_ms + backoff_ms(self.attempt);
        self.link = Link::Waiting { attempt: self.attempt + 1, at_ms };
        self.attempt += 1;
        vec![Effect::WakeAt(at_ms), Effect::Publish]
    }

    /// Time passed: a due reconnect starts, a due forced move is played.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Effect> {
        let mut out = Vec::new();
        if let Link::Waiting { at_ms, .. } = self.link {
            if now_ms >= at_ms {
                self.link = Link::Connecting;
                out.push(Effect::Connect(self.url.clone()));
                out.push(Effect::Publish);
            } else {
                out.push(Effect::WakeAt(at_ms));
            }
        }
        if let Some((version, mv, due)) = self.forced.clone() {
            if now_ms >= due {
                self.forced = None;
                if self.link == Link::Open && self.version() == Some(version) {
                    self.forced_sent = Some(version);
                    out.push(self.send(&ClientMsg::Act { version, mv, seat: None }));
                    out.push(Effect::Publish);
                }
            } else {
                out.push(Effect::WakeAt(due));
            }
        }
        out
    }

    /// The app came back to the front: a reconnect waiting for its backoff starts now.
    pub fn wake_up(&mut self, now_ms: u64) -> Vec<Effect> {
        if let Link::Waiting { attempt, .. } = self.link {
            self.link = Link::Waiting { attempt, at_ms: now_ms };
            return self.tick(now_ms);
        }
        Vec::new()
    }

    /// The player leaves the screen: the socket is closed and nothing is retried.
    pub fn close(&mut self) -> Vec<Effect> {
        self.closed_by_user = true;
        self.forced = None;
        vec![Effect::Close]
    }

    /// The move log in the order the game was played, as the server's frames carried
    /// it (the core's log: the same for every seat, no private card).
    pub fn move_log(&self) -> &[LogEntry] {
        &self.log
    }

    /// The version shown, once the game has started.
    pub fn version(&self) -> Option<u64> {
        self.frame.as_ref().and_then(|f| f.play.as_ref()).map(|p| p.view.version)
    }

    fn send(&mut self, msg: &ClientMsg) -> Effect {
        self.in_flight += 1;
        Effect::Send(msg.to_text())
    }

    /// A command of the player, made on the state of `version`. A command on a board
    /// that has changed since is dropped (the state is published again), as on a
    /// local table; offline it is refused with the reason.
    pub fn command(&mut self, version: u64, command: Command) -> Vec<Effect> {
        let Some(play) = self.frame.as_ref().and_then(|f| f.play.as_ref()) else {
            return vec![Effect::Publish];
        };
        if play.view.version != version {
            return vec![Effect::Publish];
        }
        if self.link != Link::Open {
            self.error = Some(Msg::new(NOT_SENT));
            return vec![Effect::Publish];
        }
        let pending = Some(play.view.pending.clone());
        let msg = match command {
            Command::Tap(x, y) => match play.scene.hit(x, y).and_then(|n| n.action.clone()) {
                Some(step) => ClientMsg::Step { version, step, seat: None, pending },
                None => return Vec::new(),
            },
            Command::Step(step) => ClientMsg::Step { version, step, seat: None, pending },
            Command::Confirm => ClientMsg::Confirm { version, pending },
            Command::Undo => ClientMsg::Undo { version, pending },
        };
        self.error = None;
        // The player acted: what others did before is read.
        self.since.clear();
        vec![self.send(&msg), Effect::Publish]
    }

    /// The player leaves the game for good (a bot takes the seat); the socket closes.
    pub fn leave_game(&mut self) -> Vec<Effect> {
        if self.link != Link::Open {
            self.error = Some(Msg::new(NOT_SENT));
            return vec![Effect::Publish];
        }
        let leave = Effect::Send(ClientMsg::Leave {}.to_text());
        self.link = Link::Closed { why: Msg::new("app-online-left") };
        self.closed_by_user = true;
        vec![leave, Effect::Close, Effect::Publish]
    }

    /// The host ends the game for everyone (the server refuses anyone else).
    pub fn end_game(&mut self) -> Vec<Effect> {
        if self.link != Link::Open {
            self.error = Some(Msg::new(NOT_SENT));
            return vec![Effect::Publish];
        }
        // Answered by the ended state only (no ack): not counted as in flight.
        vec![Effect::Send(ClientMsg::End {}.to_text()), Effect::Publish]
    }

    /// A refusal that never reaches the server (a hint, a hand-off: nothing of the
    /// kind in an online game).
    pub fn refuse(&mut self, why: Msg) -> Vec<Effect> {
        self.error = Some(why);
        vec![Effect::Publish]
    }

    /// Changes the pace (the forced-move pause) and auto-play.
    pub fn set_settings(&mut self, settings: TableSettings) {
        self.settings = settings;
    }

    /// A text frame from the server.
    pub fn text(&mut self, now_ms: u64, text: &str) -> Vec<Effect> {
        let Ok(msg) = serde_json::from_str::<ServerMsg>(text) else {
            // Not ours to read (a newer server?): ignored, the next state tells all.
            log::warn!("online: an unreadable frame of {} bytes", text.len());
            return Vec::new();
        };
        match msg {
            ServerMsg::Joined { game_id, seat, token, host, invites } => {
                self.attempt = 0;
                if !invites.is_empty() {
                    self.invites = invites;
                }
                if token.is_empty() {
                    return vec![Effect::Publish];
                }
                let ticket = Ticket { game_id, token, seat, host };
                self.ticket = Some(ticket.clone());
                vec![Effect::Joined(ticket), Effect::Publish]
            }
            ServerMsg::State(frame) => self.state_frame(now_ms, *frame),
            ServerMsg::Ack { .. } => {
                self.in_flight = self.in_flight.saturating_sub(1);
                self.acked += 1;
                Vec::new()
            }
            ServerMsg::Pong | ServerMsg::Status { .. } => Vec::new(),
            ServerMsg::Save { text } => {
                let checked = match (SaveFile::from_json(&text, "online"), self.frame.as_ref()) {
                    (Ok(save), Some(f)) => f.fair.verify(&save).is_ok(),
                    _ => false,
                };
                self.fair_checked = Some(checked);
                vec![Effect::Publish]
            }
            ServerMsg::Error { code, message, msg, fatal, .. } => self.error_frame(now_ms, code, message, msg, fatal),
        }
    }

    fn state_frame(&mut self, now_ms: u64, mut frame: StateFrame) -> Vec<Effect> {
        let held = self.frame.as_ref().and_then(|f| f.play.as_ref()).map(|p| &p.scene);
        if let Some(play) = frame.play.as_mut() {
            if let Err(e) = play.patch_scene(held) {
                // Frames out of step with the scene held: nothing is drawn from a scene
                // that may be wrong; reconnecting brings the whole scene.
                log::warn!("online: {e}; reconnecting");
                let mut out = vec![Effect::Close];
                out.extend(self.closed(now_ms));
                return out;
            }
        }
        let mut out = Vec::new();
        self.attempt = 0;
        // The hello and every acknowledged action are answered by a state.
        self.hello_pending = false;
        self.acked = 0;
        let old = self.frame.as_ref().and_then(|f| f.play.as_ref());
        let old_version = old.map(|p| p.view.version);
        let new = frame.play.as_ref();
        if let Some(play) = new {
            if old_version != Some(play.view.version) {
                // A change: its motion and sound, from what this seat saw before and now.
                self.motion_events = match old {
                    Some(o) => derive::events(&o.scene, &play.scene),
                    None => Vec::new(),
                };
                self.shown_scene = old.map(|o| o.scene.clone());
                self.error = None;
            }
            self.since.extend(play.since.iter().cloned());
            // The entries from `log_from` on replace those held (an undo took some back).
            self.log_whole = play.log_from <= self.log.len();
            self.log.truncate(play.log_from);
            self.log.extend(play.log.iter().cloned());
            let excess = self.since.len().saturating_sub(CATCH_UP_LINES);
            self.since.drain(..excess);
            let mine = frame.ended.is_none() && play.view.forced_move.is_some() && self.settings.auto_play;
            self.forced = None;
            if mine && self.forced_sent != Some(play.view.version) {
                let due = now_ms + u64::from(self.settings.forced_ms);
                self.forced = Some((play.view.version, play.view.forced_move.clone().unwrap_or_default(), due));
                out.push(Effect::WakeAt(due));
            }
        }
        let ended = frame.ended.is_some();
        self.frame = Some(frame);
        if ended && !self.export_asked && self.link == Link::Open {
            // The game is over: the save, to check the dice against the proof.
            self.export_asked = true;
            out.push(Effect::Send(ClientMsg::Export {}.to_text()));
        }
        out.push(Effect::Publish);
        out
    }

    fn error_frame(
        &mut self,
        now_ms: u64,
        code: ErrorCode,
        message: String,
        msg: Option<Msg>,
        fatal: bool,
    ) -> Vec<Effect> {
        if self.hello_pending {
            self.hello_pending = false;
        } else {
            self.in_flight = self.in_flight.saturating_sub(1);
        }
        let why = msg.unwrap_or_else(|| Msg::new("scene-text").arg("text", message.as_str()));
        match code {
            // The seat is gone for good, or was never there: no reconnecting.
            ErrorCode::Replaced
            | ErrorCode::BadToken
            | ErrorCode::UnknownCode
            | ErrorCode::ExpiredCode
            | ErrorCode::ProtocolVersion => {
                self.link = Link::Closed { why };
                vec![Effect::Close, Effect::Publish]
            }
            // A tap on a board that had changed: the new state is here or on its way.
            ErrorCode::Stale | ErrorCode::Conflict => vec![Effect::Publish],
            _ if fatal => {
                // The server closes the connection; it reconnects with backoff.
                self.error = Some(why);
                let mut out = vec![Effect::Close];
                out.extend(self.closed(now_ms));
                out
            }
            _ => {
                self.error = Some(why);
                vec![Effect::Publish]
            }
        }
    }

    /// The seat's name as the screen says it.
    fn seat_name(&self, seat: usize) -> Msg {
        let frame = self.frame.as_ref();
        if let Some(name) = frame.and_then(|f| f.play.as_ref()).and_then(|p| p.view.seat_names.get(seat)) {
            return name.clone();
        }
        let info = frame.and_then(|f| f.seats.get(seat));
        let config = spelbord_core::SeatConfig {
            name: info.map(|s| s.name.clone()).unwrap_or_default(),
            bot: info.and_then(|s| s.bot),
        };
        config.name_msg(seat)
    }

    /// True while the connection is down after the game was shown: waiting to try
    /// again, or trying.
    fn reconnecting(&self) -> bool {
        matches!(self.link, Link::Waiting { .. }) || (self.link == Link::Connecting && self.frame.is_some())
    }

    /// The connection line: what the device or the game waits for, if anything.
    pub fn line(&self) -> Option<Msg> {
        if self.reconnecting() {
            return Some(Msg::new("app-online-reconnecting"));
        }
        match &self.link {
            Link::Closed { why } => return Some(why.clone()),
            Link::Waiting { .. } | Link::Connecting => return Some(Msg::new("app-online-connecting")),
            Link::Open if self.frame.is_none() => return Some(Msg::new("app-online-connecting")),
            Link::Open => {}
        }
        let frame = self.frame.as_ref()?;
        if frame.ended.is_some() {
            return None;
        }
        if let Some(open) = frame.seats.iter().position(|s| !s.taken) {
            return Some(Msg::new("app-online-waiting-join").arg("name", self.seat_name(open)));
        }
        let play = frame.play.as_ref()?;
        match play.view.phase {
            CorePhase::HumanTurn { seat } if seat != frame.seat => {
                let away = frame.seats.get(seat).is_some_and(|s| !s.connected);
                let key = if away { "app-online-waiting-away" } else { "app-online-waiting-for" };
                Some(Msg::new(key).arg("name", self.seat_name(seat)))
            }
            _ => None,
        }
    }

    /// The screen state: built from this seat's frame only, in the local table's form
    /// (and the core's record of it, for the guide).
    pub fn state(&mut self) -> (TableState, spelbord_core::table::TableState) {
        self.seq += 1;
        let frame = self.frame.as_ref();
        let play = frame.and_then(|f| f.play.as_ref());
        // Whose eyes: this device's seat once known; before that nobody's (nothing shown).
        let known = frame.map(|f| f.seat).or(self.ticket.as_ref().map(|t| t.seat));
        let seat = known.unwrap_or(usize::MAX);
        let (view, scene, phase) = match play {
            Some(p) => (p.view.clone(), p.scene.clone(), p.view.phase.clone()),
            None => {
                // Seats still open: no board yet; the game waits for the first of them.
                let open = frame.and_then(|f| f.seats.iter().position(|s| !s.taken)).or(known).unwrap_or(0);
                let phase = CorePhase::HumanTurn { seat: open };
                (waiting_view(frame, known, phase.clone()), Scene::default(), phase)
            }
        };
        let over = phase == CorePhase::Over || frame.is_some_and(|f| f.ended.is_some());
        let my_turn = phase == CorePhase::HumanTurn { seat } && view.pending.is_empty();
        let catch_up = if my_turn {
            self.since.iter().map(|l| Msg::new("scene-text").arg("text", l.as_str())).collect()
        } else {
            Vec::new()
        };
        let motion = match &self.shown_scene {
            Some(old) if old.layout == scene.layout => {
                spelbord_core::scene::motion::transitions(old, &scene, &self.motion_events)
            }
            _ => Vec::new(),
        };
        let sound = spelbord_core::table::sound::of(&self.motion_events);
        // Motion and sound belong to the first state showing a change.
        self.shown_scene = None;
        self.motion_events.clear();
        // Before the board: the game's name when this device created it, else "Online games"
        // (a joiner learns the game with the first board).
        let title = match (&self.hello, view.game.is_empty()) {
            (_, false) => title(&view),
            (Hello::Create { game, .. }, true) => Msg::new(format!("game-{game}")),
            (_, true) => Msg::new("app-online-games"),
        };
        let core = spelbord_core::table::TableState {
            seq: self.seq,
            title,
            version: view.version,
            phase: phase.clone(),
            viewer: known,
            scene,
            // Busy while an action or the hello is unanswered, or a forced move is due; not
            // while others are awaited (the connection line says whom), nor while the
            // connection is down (the line says "Reconnecting…", not the bots' word).
            thinking: self.forced.is_some() || (!self.settled() && !self.reconnecting()),
            hand_off: None,
            reveal: None,
            hint: None,
            catch_up,
            error: None,
            autosave_error: None,
            events: Vec::new(),
            motion: Vec::new(),
            sound: None,
            over,
            view,
        };
        let mut state: TableState = core.clone().into();
        state.motion = motion.into_iter().map(Into::into).collect();
        state.sound = sound.map(crate::table::sound_out);
        state.error = self.error.clone().map(Message::from);
        state.online = Some(self.online_status());
        (state, core)
    }

    fn online_status(&self) -> crate::remote::OnlineStatus {
        let frame = self.frame.as_ref();
        let connection = match &self.link {
            Link::Connecting => crate::remote::Connection::Connecting,
            Link::Open => crate::remote::Connection::Connected,
            Link::Waiting { attempt, .. } => crate::remote::Connection::Reconnecting { attempt: *attempt },
            Link::Closed { .. } => crate::remote::Connection::Closed,
        };
        crate::remote::OnlineStatus {
            game_id: self.ticket.as_ref().map(|t| t.game_id.clone()).unwrap_or_default(),
            seat: self.ticket.as_ref().map_or(0, |t| t.seat as u32),
            host: self.ticket.as_ref().is_some_and(|t| t.host),
            connection,
            line: self.line().map(Into::into),
            seats: frame
                .map(|f| {
                    f.seats
                        .iter()
                        .enumerate()
                        .map(|(i, s)| crate::remote::OnlineSeat {
                            name: self.seat_name(i).into(),
                            bot: s.bot.is_some(),
                            taken: s.taken,
                            connected: s.connected,
                            left: s.left,
                        })
                        .collect()
                })
                .unwrap_or_default(),
            invites: self
                .invites
                .iter()
                .filter(|i| frame.and_then(|f| f.seats.get(i.seat)).is_none_or(|s| !s.taken))
                .map(|i| crate::remote::InviteCode {
                    seat: i.seat as u32,
                    code: i.code.clone(),
                    link: i.link.clone(),
                    expires_ms: i.expires_ms,
                })
                .collect(),
            dice_commitment: frame.map(|f| f.fair.commitment.clone()).unwrap_or_default(),
            dice_checked: self.fair_checked,
            dice_line: frame.and_then(|f| dice_line(&f.fair.commitment, self.fair_checked)).map(Into::into),
            ended_by_host: frame.is_some_and(|f| f.ended == Some(Ended::ByHost)),
        }
    }
}

/// Hex digits of the seed's commitment shown to people: enough to compare aloud.
const DICE_HASH_SHOWN: usize = 12;

/// The fair-dice line: the commitment's first digits while the game runs, and at the
/// end whether the exported game replayed from the revealed seed (`checked`).
pub(crate) fn dice_line(commitment: &str, checked: Option<bool>) -> Option<Msg> {
    if commitment.is_empty() {
        return None;
    }
    let hash: String = commitment.chars().take(DICE_HASH_SHOWN).collect();
    let key = match checked {
        None => "app-online-dice",
        Some(true) => "app-online-dice-checked",
        Some(false) => "app-online-dice-failed",
    };
    Some(Msg::new(key).arg("hash", hash))
}

/// The view before the game starts: the seats' names, nothing to choose.
fn waiting_view(frame: Option<&StateFrame>, seat: Option<usize>, phase: CorePhase) -> spelbord_core::SeatView {
    let seats = frame.map(|f| f.seats.as_slice()).unwrap_or_default();
    spelbord_core::SeatView {
        game: String::new(),
        version: 0,
        phase,
        seat_names: seats
            .iter()
            .enumerate()
            .map(|(i, s)| spelbord_core::SeatConfig { name: s.name.clone(), bot: s.bot }.name_msg(i))
            .collect(),
        seat_colours: seats.iter().map(|_| None).collect(),
        viewer: seat,
        pending: Vec::new(),
        next_steps: Vec::new(),
        can_confirm: false,
        can_undo: false,
        forced_move: None,
        outcome: None,
        observation_json: String::new(),
        status: String::new(),
        tally: Vec::new(),
    }
}

/// The game's title: its name and players, as a local game's default title.
fn title(view: &spelbord_core::SeatView) -> Msg {
    let mut names = view.seat_names.iter().rev().cloned();
    let last = names.next().unwrap_or_default();
    let players = names.fold(last, |rest, first| Msg::new("title-list").arg("first", first).arg("rest", rest));
    Msg::new("title-default").arg("game", Msg::new(format!("game-{}", view.game))).arg("players", players)
}
