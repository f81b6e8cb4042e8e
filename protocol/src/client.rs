//! A device's side of one connection, as a state machine without I/O: it is told what
//! happened (a socket opened, a frame came, the socket closed, time passed, the
//! player chose) and answers with [`Effect`]s for its driver to carry out (connect,
//! send, close, wake me at, show). The apps drive it over the platform's WebSocket
//! (the bindings' remote table), the terminal over tokio-tungstenite; the unit tests
//! drive it with no socket and no clock.
//!
//! It speaks the protocol and nothing more: the hello (create, import, join, or
//! resume with the seat's ticket), the version every action is made on, refusals
//! (a lost seat closes for good, a stale tap is dropped, others are shown), reconnect
//! with a growing pause, the catch-up lines and the move log the frames carry, a
//! forced move played for the player, and the fair-dice check at the end. What a
//! screen makes of it is the driver's. What it keeps is what the server sent for this
//! device's seat and nothing else: no other seat's card can reach it because none
//! ever arrives (the server's privacy tests).

use std::collections::BTreeMap;

use spelbord_core::fair_dice::{self, FairCheck};
use spelbord_core::i18n::LogEntry;
use spelbord_core::scene::Scene;
use spelbord_core::session::Phase;
use spelbord_core::{Msg, SaveFile};

use crate::messages::{ClientMsg, ErrorCode, Invite, SeatRequest, ServerMsg, StateFrame, PROTOCOL_VERSION};

/// The refusal of a command made while the connection is down; cleared once it is back.
const NOT_SENT: &str = "app-online-not-sent";

/// The first wait before reconnecting; it doubles with every failed attempt...
pub const BACKOFF_FIRST_MS: u64 = 500;
/// ...up to this.
pub const BACKOFF_MAX_MS: u64 = 30_000;
/// Catch-up lines kept while the player has not acted (the server's own cap).
pub const CATCH_UP_LINES: usize = 8;

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
    /// Continues a game saved on this device online.
    Import {
        /// The device save's text.
        save: String,
        /// The seats in the save's order, exactly one of them `me`.
        seats: Vec<SeatRequest>,
    },
    /// Joins with an invite code.
    Join {
        /// The code as typed (the server forgives case and look-alikes).
        code: String,
        /// The joiner's own name, if they gave one.
        name: Option<String>,
    },
    /// Back to a seat held before.
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
    /// The seat token (never logged, never shown).
    pub token: String,
    /// The device's seat (a resume learns it again from the first state).
    pub seat: usize,
    /// True for the host.
    pub host: bool,
}

/// The connection.
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
    /// Call [`Client::tick`] at this time (ms of the driver's clock) or later.
    WakeAt(u64),
    /// Something shown changed (the connection, the game, a refusal): show it again.
    Publish,
    /// The seat was taken: keep the ticket.
    Joined(Ticket),
    /// The server sent invite codes (the host's, for the open seats).
    Invites(Vec<Invite>),
    /// A new state frame is held ([`Client::frame`]), its `since` lines the catch-up
    /// since the previous one.
    State,
    /// A forced move was sent for the player (the only legal one): its notation.
    PlayedForYou(String),
    /// The server refused something; nothing changed there. For a driver that shows
    /// each refusal as it comes (the terminal); [`Client::error`] keeps the latest.
    Refused {
        /// What went wrong.
        code: ErrorCode,
        /// In the device's language.
        message: String,
    },
    /// The game is over and its export was checked against the fair-dice proof
    /// ([`Client::dice_check`]).
    DiceChecked,
}

/// A player's command, made on the state of a version.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A tap at unit coordinates of the scene shown: the step of the node under it.
    Tap(f32, f32),
    /// One offered step.
    Step(String),
    /// A whole move in notation.
    Act(String),
    /// Confirms the built move.
    Confirm,
    /// Takes back a step or the move.
    Undo,
    /// Resigns one of the ways the seat's frame offers ([`crate::PlayFrame::resign`]);
    /// `None`: the first.
    Resign(Option<spelbord_core::resign::ResignScope>),
}

/// How a device speaks: its language and what it asks the server for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// Language tag of the device's words (`en`, `sv`, `da`).
    pub lang: String,
    /// Larger server frames deflated (see [`crate::deflate`]).
    pub deflate: bool,
    /// The scene as changes from the one held (see [`crate::PlayFrame::scene_changes`]).
    pub scene_changes: bool,
    /// The board as text in each frame (the terminal shows it; the apps draw the scene).
    pub text_board: bool,
    /// When a forced move (the only legal one) is played for the player: after this
    /// many ms; `None`: never, the player plays it.
    pub auto_play_ms: Option<u64>,
}

/// The client side of one online seat.
pub struct Client {
    url: String,
    options: Options,
    hello: Hello,
    ticket: Option<Ticket>,
    invites: Vec<Invite>,
    link: Link,
    attempt: u32,
    frame: Option<StateFrame>,
    /// The scene shown before the latest change of version (for motion), until taken.
    changed_from: Option<Scene>,
    /// Actions sent and not yet answered (ack or error).
    in_flight: u32,
    /// Actions acknowledged whose new state has not come yet.
    acked: u32,
    /// The hello (create, import, join, resume) was sent and no state has answered it yet.
    hello_pending: bool,
    /// Why the last command was refused, in the device's words.
    error: Option<Msg>,
    /// Catch-up lines gathered while others played, until the player's turn is over.
    since: Vec<String>,
    /// The version the player last acted on: the lines are read once a frame shows the
    /// game moved on from it (their roll or move made; while they build a move step by
    /// step they still see them), as at a table on one device, where the catch-up runs
    /// from the seat's own last entry of the history.
    acted: Option<u64>,
    /// The move log as the frames carried it, entry by entry since the game began.
    log: Vec<LogEntry>,
    /// False once a frame's log started past the entries held (a gap): the next
    /// connection asks for the whole log again.
    log_whole: bool,
    /// A forced move waiting to be played for the player: (version, move, due at).
    forced: Option<(u64, String, u64)>,
    /// The version a forced move was last sent for (never twice).
    forced_sent: Option<u64>,
    /// The exported game checked against the dice proof (the reason when it failed).
    dice: Option<Result<FairCheck, String>>,
    /// The game's save as the server exported it at its end.
    export: Option<String>,
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

impl Client {
    /// A client that will take its seat with `hello` on server `address`.
    pub fn new(address: &str, hello: Hello, options: Options) -> Client {
        let ticket = match &hello {
            Hello::Resume { ticket, .. } => Some(ticket.clone()),
            _ => None,
        };
        Client {
            url: server_url(address),
            options,
            hello,
            ticket,
            invites: Vec::new(),
            link: Link::Connecting,
            attempt: 0,
            frame: None,
            changed_from: None,
            in_flight: 0,
            acked: 0,
            hello_pending: false,
            error: None,
            since: Vec::new(),
            acted: None,
            log: Vec::new(),
            log_whole: true,
            forced: None,
            forced_sent: None,
            dice: None,
            export: None,
            export_asked: false,
            closed_by_user: false,
        }
    }

    /// Starts: the first connection.
    pub fn start(&mut self) -> Vec<Effect> {
        self.link = Link::Connecting;
        vec![Effect::Connect(self.url.clone()), Effect::Publish]
    }

    /// The server's URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// How the seat is taken on the first connection.
    pub fn hello(&self) -> &Hello {
        &self.hello
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

    /// The latest frame the server sent (its scene whole, changes applied).
    pub fn frame(&self) -> Option<&StateFrame> {
        self.frame.as_ref()
    }

    /// The version shown, once the game has started.
    pub fn version(&self) -> Option<u64> {
        self.frame.as_ref().and_then(|f| f.play.as_ref()).map(|p| p.view.version)
    }

    /// Why the last command was refused, in the device's words; cleared by the next
    /// command and by a new version.
    pub fn error(&self) -> Option<&Msg> {
        self.error.as_ref()
    }

    /// The ways this seat may resign now and the question to ask first, as the
    /// server's latest frame says the core offers them; `None` when it may not. (A
    /// resignation asked while the connection is down is refused as not sent, as
    /// every command is.)
    pub fn resign_offer(&self) -> Option<(&Msg, &[crate::messages::ResignOffer])> {
        let play = self.frame.as_ref().filter(|f| f.ended.is_none())?.play.as_ref()?;
        let question = play.resign_question.as_ref()?;
        (!play.resign.is_empty()).then_some((question, play.resign.as_slice()))
    }

    /// The catch-up lines gathered since the player last acted (at most
    /// [`CATCH_UP_LINES`], the latest).
    pub fn catch_up(&self) -> &[String] {
        &self.since
    }

    /// The move log in the order the game was played, as the server's frames carried
    /// it (the core's log: the same for every seat, no private card).
    pub fn move_log(&self) -> &[LogEntry] {
        &self.log
    }

    /// Once the game is over: its export checked against the fair-dice proof (from
    /// where, for an imported game), or why the check failed.
    pub fn dice_check(&self) -> Option<&Result<FairCheck, String>> {
        self.dice.as_ref()
    }

    /// The finished game's save as the server exported it (asked for once the game
    /// ended), for the device's statistics.
    pub fn export(&self) -> Option<&str> {
        self.export.as_deref()
    }

    /// True while a forced move waits to be played for the player.
    pub fn forced_due(&self) -> bool {
        self.forced.is_some()
    }

    /// The scene shown before the latest change of version, once (for its motion).
    pub fn take_changed_from(&mut self) -> Option<Scene> {
        self.changed_from.take()
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

    /// The socket opened: say hello (create, import, join, or resume with the token).
    pub fn opened(&mut self) -> Vec<Effect> {
        if !matches!(self.link, Link::Connecting) {
            return Vec::new();
        }
        self.link = Link::Open;
        // The connection is back: a refusal for want of it is no longer true.
        if self.error.as_ref().is_some_and(|e| e.key == NOT_SENT) {
            self.error = None;
        }
        let Options { lang, deflate, scene_changes, text_board, .. } = self.options.clone();
        let protocol = PROTOCOL_VERSION;
        let hello = match (&self.ticket, &self.hello) {
            (Some(t), hello) => {
                let seen_version = match hello {
                    Hello::Resume { seen_version, .. } if self.frame.is_none() => *seen_version,
                    _ => self.version(),
                };
                let (game_id, token) = (t.game_id.clone(), t.token.clone());
                // The log this device holds (none when it was just opened): the rest is sent.
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
            (None, Hello::Import { save, seats }) => ClientMsg::Import {
                protocol,
                lang,
                save: save.clone(),
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
                    out.push(self.send(&ClientMsg::Act { version, mv: mv.clone(), seat: None }));
                    out.push(Effect::PlayedForYou(mv));
                    out.push(Effect::Publish);
                }
            } else {
                out.push(Effect::WakeAt(due));
            }
        }
        out
    }

    /// The device came back to the front: a reconnect waiting for its pause starts now.
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

    fn send(&mut self, msg: &ClientMsg) -> Effect {
        self.in_flight += 1;
        Effect::Send(msg.to_text())
    }

    /// Changes when a forced move is played for the player (see [`Options::auto_play_ms`]).
    pub fn set_auto_play(&mut self, auto_play_ms: Option<u64>) {
        self.options.auto_play_ms = auto_play_ms;
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
            Command::Act(mv) => ClientMsg::Act { version, mv, seat: None },
            Command::Confirm => ClientMsg::Confirm { version, pending },
            Command::Undo => ClientMsg::Undo { version, pending },
            Command::Resign(scope) => ClientMsg::Resign { version, scope },
        };
        self.error = None;
        // The player acted: what others did before is read once their turn is over.
        self.acted = Some(version);
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

    /// A refusal made by the driver itself, never sent (a hint asked for online):
    /// shown as a server's refusal is.
    pub fn refuse(&mut self, why: Msg) -> Vec<Effect> {
        self.error = Some(why);
        vec![Effect::Publish]
    }

    /// A text frame from the server (a binary one is [`crate::inflate_frame`]d first).
    pub fn text(&mut self, now_ms: u64, text: &str) -> Vec<Effect> {
        let Ok(msg) = ServerMsg::from_text(text) else {
            // Not ours to read (a newer server?): ignored, the next state tells all.
            log::warn!("online: an unreadable frame of {} bytes", text.len());
            return Vec::new();
        };
        match msg {
            ServerMsg::Joined { game_id, seat, token, host, invites } => {
                self.attempt = 0;
                let mut out = Vec::new();
                if !token.is_empty() {
                    let ticket = Ticket { game_id, token, seat, host };
                    self.ticket = Some(ticket.clone());
                    out.push(Effect::Joined(ticket));
                }
                if !invites.is_empty() {
                    self.invites = invites.clone();
                    out.push(Effect::Invites(invites));
                }
                out.push(Effect::Publish);
                out
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
                    (Ok(save), Some(f)) => f.fair.check(&save).map_err(|e| e.to_string()),
                    (Err(e), _) => Err(e.to_string()),
                    (_, None) => Err("no game".to_string()),
                };
                self.dice = Some(checked);
                self.export = Some(text);
                vec![Effect::DiceChecked, Effect::Publish]
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
        if let Some(ticket) = self.ticket.as_mut() {
            ticket.seat = frame.seat;
        }
        let old = self.frame.as_ref().and_then(|f| f.play.as_ref());
        if let Some(play) = frame.play.as_ref() {
            if old.map(|o| o.view.version) != Some(play.view.version) {
                self.changed_from = old.map(|o| o.scene.clone());
                self.error = None;
            }
            if self.acted.is_some_and(|v| v != play.view.version) {
                // What the player did is in the game: the lines before it are read.
                self.since.clear();
                self.acted = None;
            }
            self.since.extend(play.since.iter().cloned());
            // The entries from `log_from` on replace those held (an undo took some back).
            self.log_whole = play.log_from <= self.log.len();
            self.log.truncate(play.log_from);
            self.log.extend(play.log.iter().cloned());
            let excess = self.since.len().saturating_sub(CATCH_UP_LINES);
            self.since.drain(..excess);
            self.forced = None;
            if let (None, Some(mv), Some(pause)) =
                (frame.ended, play.view.forced_move.as_ref(), self.options.auto_play_ms)
            {
                if self.forced_sent != Some(play.view.version) {
                    let due = now_ms + pause;
                    self.forced = Some((play.view.version, mv.clone(), due));
                    out.push(Effect::WakeAt(due));
                }
            }
        }
        let ended = frame.ended.is_some();
        self.frame = Some(frame);
        out.push(Effect::State);
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
        let refused = Effect::Refused { code, message: message.clone() };
        let why = msg.unwrap_or_else(|| Msg::new("scene-text").arg("text", message.as_str()));
        match code {
            // The seat is gone for good, or was never there: no reconnecting.
            ErrorCode::Replaced
            | ErrorCode::BadToken
            | ErrorCode::UnknownCode
            | ErrorCode::ExpiredCode
            | ErrorCode::ProtocolVersion => {
                self.link = Link::Closed { why };
                vec![refused, Effect::Close, Effect::Publish]
            }
            // A tap on a board that had changed: the new state is here or on its way.
            ErrorCode::Stale | ErrorCode::Conflict => vec![refused, Effect::Publish],
            _ if fatal => {
                // The server closes the connection; it reconnects with backoff.
                self.error = Some(why);
                let mut out = vec![refused, Effect::Close];
                out.extend(self.closed(now_ms));
                out
            }
            _ => {
                self.error = Some(why);
                vec![refused, Effect::Publish]
            }
        }
    }

    /// The seat's name as the screen says it.
    pub fn seat_name(&self, seat: usize) -> Msg {
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
    pub fn reconnecting(&self) -> bool {
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
            Phase::HumanTurn { seat } if seat != frame.seat => {
                let away = frame.seats.get(seat).is_some_and(|s| !s.connected);
                let key = if away { "app-online-waiting-away" } else { "app-online-waiting-for" };
                Some(Msg::new(key).arg("name", self.seat_name(seat)))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests;
