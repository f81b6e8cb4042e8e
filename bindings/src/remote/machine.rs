//! The remote table's screen state, made from the protocol's client machine
//! ([`spelbord_protocol::client::Client`], which has no I/O: hello, seat ticket,
//! versions, refusals, reconnect with backoff, catch-up lines, forced moves). This
//! adds what a screen needs on top: the local table's [`TableState`] built from the
//! seat's frame, its motion and sound, the title and the online line. The unit tests
//! drive it with no socket and no clock; [`super::RemoteTable`] drives it with the
//! shell's WebSocket and a timer thread.
//!
//! What it keeps is what the server sent for this device's seat and nothing else:
//! the latest [`StateFrame`] (the core's `SeatView` and `Scene` for the seat), the
//! seat token, the catch-up lines and the move log. No other seat's card can reach a
//! [`TableState`] because none ever arrives here (the server's privacy tests).

use spelbord_core::i18n::LogEntry;
use spelbord_core::scene::Scene;
use spelbord_core::session::Phase as CorePhase;
use spelbord_core::Msg;
use spelbord_protocol::client::{Client, Options};
use spelbord_protocol::{Ended, StateFrame};

pub use spelbord_protocol::client::{
    backoff_ms, server_url, Command, Effect, Hello, Link, Ticket, BACKOFF_FIRST_MS, BACKOFF_MAX_MS,
};

use crate::i18n::Message;
use crate::table::TableState;

/// The protocol client of one remote table, and what its screen states add.
pub struct Machine {
    client: Client,
    seq: u64,
}

impl Machine {
    /// A machine that will take its seat with `hello` on server `address`, speaking
    /// `lang` (en, sv, da).
    pub fn new(address: &str, lang: &str, hello: Hello) -> Machine {
        let options = Options {
            lang: lang.to_string(),
            // The platform's socket hands over text frames only.
            deflate: false,
            // The table holds the scene it was sent last: after the first frame, only
            // what changed is sent (a move changes a few nodes of a hundred).
            scene_changes: true,
            // The app draws the scene; the board as text is the terminal's.
            text_board: false,
            // The core's table plays a forced move (spelbord_core::table::remote), at
            // its pace, and shows it as played for the player: never the client.
            auto_play_ms: None,
        };
        Machine { client: Client::new(address, hello, options), seq: 0 }
    }

    /// Starts: the first connection.
    pub fn start(&mut self) -> Vec<Effect> {
        self.client.start()
    }

    /// The ticket, once the seat is taken.
    pub fn ticket(&self) -> Option<&Ticket> {
        self.client.ticket()
    }

    /// The connection.
    pub fn link(&self) -> &Link {
        self.client.link()
    }

    /// True while nothing is due (see [`Client::settled`]).
    pub fn settled(&self) -> bool {
        self.client.settled()
    }

    /// The socket opened: say hello.
    pub fn opened(&mut self) -> Vec<Effect> {
        self.client.opened()
    }

    /// The socket closed (or failed to open): wait, then try again.
    pub fn closed(&mut self, now_ms: u64) -> Vec<Effect> {
        self.client.closed(now_ms)
    }

    /// Time passed: a due reconnect starts, a due forced move is played.
    pub fn tick(&mut self, now_ms: u64) -> Vec<Effect> {
        self.client.tick(now_ms)
    }

    /// The app came back to the front: a reconnect waiting for its backoff starts now.
    pub fn wake_up(&mut self, now_ms: u64) -> Vec<Effect> {
        self.client.wake_up(now_ms)
    }

    /// The player leaves the screen: the socket is closed and nothing is retried.
    pub fn close(&mut self) -> Vec<Effect> {
        self.client.close()
    }

    /// The move log in the order the game was played, as the server's frames carried it.
    pub fn move_log(&self) -> &[LogEntry] {
        self.client.move_log()
    }

    /// The version shown, once the game has started.
    pub fn version(&self) -> Option<u64> {
        self.client.version()
    }

    /// A command of the player, made on the state of `version` (see [`Client::command`]).
    pub fn command(&mut self, version: u64, command: Command) -> Vec<Effect> {
        self.client.command(version, command)
    }

    /// The player leaves the game for good (a bot takes the seat); the socket closes.
    pub fn leave_game(&mut self) -> Vec<Effect> {
        self.client.leave_game()
    }

    /// The host ends the game for everyone (the server refuses anyone else).
    pub fn end_game(&mut self) -> Vec<Effect> {
        self.client.end_game()
    }

    /// A refusal that never reaches the server (a hint, a hand-off: nothing of the
    /// kind in an online game).
    pub fn refuse(&mut self, why: Msg) -> Vec<Effect> {
        self.client.refuse(why)
    }

    /// The latest refusal (the server's, or one made here), until the next change.
    pub fn error(&self) -> Option<&Msg> {
        self.client.error()
    }

    /// True while the device waits for the server (the hello or an action
    /// unanswered), not while the connection is down (the line says that).
    pub fn busy(&self) -> bool {
        !self.client.settled() && !self.client.reconnecting()
    }

    /// True while the connection is down and being tried again.
    pub fn reconnecting(&self) -> bool {
        self.client.reconnecting()
    }

    /// The latest frame's game for the core's table (see
    /// [`spelbord_core::table::remote`]): this seat's view, scene and the events of
    /// the change, the ways it may resign, the catch-up lines and the move log; `None`
    /// before the game starts.
    pub fn remote_frame(&self, fresh: bool) -> Option<(usize, spelbord_core::table::remote::RemoteFrame)> {
        let frame = self.client.frame()?;
        let play = frame.play.as_ref()?;
        let seats =
            frame.seats.iter().map(|s| spelbord_core::SeatConfig { name: s.name.clone(), bot: s.bot }).collect();
        let mut view = play.view.clone();
        if frame.ended.is_some() {
            // Ended by the host (or every person left): over for the table too.
            view.phase = CorePhase::Over;
        }
        let resign = play
            .resign
            .iter()
            .map(|o| spelbord_core::resign::ResignChoice {
                scope: o.scope,
                label: o.label.clone(),
                detail: o.detail.clone(),
            })
            .collect();
        Some((
            frame.seat,
            spelbord_core::table::remote::RemoteFrame {
                view,
                resign,
                scene: play.scene.clone(),
                seats,
                events: play.events.clone(),
                catch_up: self.client.catch_up().to_vec(),
                log: self.client.move_log().to_vec(),
                fresh,
            },
        ))
    }

    /// A text frame from the server.
    pub fn text(&mut self, now_ms: u64, text: &str) -> Vec<Effect> {
        self.client.text(now_ms, text)
    }

    /// The question to ask before this seat resigns and the ways it may, as the
    /// server's frame carries the core's offer; `None` when it may not.
    pub fn resign_offer(&self) -> Option<(Msg, Vec<spelbord_protocol::ResignOffer>)> {
        self.client.resign_offer().map(|(q, offers)| (q.clone(), offers.to_vec()))
    }

    /// The finished game's save as the server exported it, for the statistics.
    pub fn finished_save(&self) -> Option<String> {
        self.client.export().map(str::to_string)
    }

    /// The connection line: what the device or the game waits for, if anything.
    pub fn line(&self) -> Option<Msg> {
        self.client.line()
    }

    /// The core table's state of the online seat as the shell's record, with what the
    /// online game adds: the connection and the seats, the server's refusal, and the
    /// wait for the server (never "Thinking…" while the connection is down: the line
    /// says so).
    pub fn screen(&self, core: spelbord_core::table::TableState) -> TableState {
        let mut state: TableState = core.into();
        state.thinking = (state.thinking && !self.reconnecting()) || self.busy();
        if let Some(e) = self.error() {
            state.error = Some(e.clone().into());
        }
        state.online = Some(self.online_status());
        state
    }

    /// The screen state before the game has started (seats still open, no board),
    /// or while the core's table is not open yet: the seats' names and the online
    /// line, nothing to choose (and the core's record of it, for the guide). Once a
    /// board comes, the core's table over [`spelbord_core::table::remote`] makes
    /// every screen.
    pub fn state(&mut self) -> (TableState, spelbord_core::table::TableState) {
        self.seq += 1;
        let client = &self.client;
        let frame = client.frame();
        // Whose eyes: this device's seat once known; before that nobody's (nothing shown).
        let known = frame.map(|f| f.seat).or(client.ticket().map(|t| t.seat));
        // Seats still open: the game waits for the first of them.
        let open = frame.and_then(|f| f.seats.iter().position(|s| !s.taken)).or(known).unwrap_or(0);
        let phase = CorePhase::HumanTurn { seat: open };
        let view = waiting_view(frame, known, phase.clone());
        let over = frame.is_some_and(|f| f.ended.is_some());
        // Before the board: the game's name when this device created it, else "Online games"
        // (a joiner learns the game with the first board).
        let title = match client.hello() {
            Hello::Create { game, .. } => Msg::new(format!("game-{game}")),
            _ => Msg::new("app-online-games"),
        };
        let core = spelbord_core::table::TableState {
            seq: self.seq,
            title,
            version: view.version,
            phase,
            viewer: known,
            scene: Scene::default(),
            // Busy while the hello is unanswered; not while others are awaited (the
            // connection line says whom), nor while the connection is down (the line
            // says "Reconnecting…", not the bots' word).
            thinking: self.busy(),
            hand_off: None,
            reveal: None,
            hint: None,
            catch_up: Vec::new(),
            error: None,
            autosave_error: None,
            events: Vec::new(),
            motion: Vec::new(),
            sound: None,
            over,
            view,
            decisions: Vec::new(),
        };
        let mut state: TableState = core.clone().into();
        state.error = client.error().cloned().map(Message::from);
        state.online = Some(self.online_status());
        (state, core)
    }

    /// What an online game adds to the screen state: the connection, the seats, the codes.
    pub fn online_status(&self) -> crate::remote::OnlineStatus {
        let client = &self.client;
        let frame = client.frame();
        let dice_checked = client.dice_check().map(|check| check.is_ok());
        let connection = match client.link() {
            Link::Connecting => crate::remote::Connection::Connecting,
            Link::Open => crate::remote::Connection::Connected,
            Link::Waiting { attempt, .. } => crate::remote::Connection::Reconnecting { attempt: *attempt },
            Link::Closed { .. } => crate::remote::Connection::Closed,
        };
        crate::remote::OnlineStatus {
            game_id: client.ticket().map(|t| t.game_id.clone()).unwrap_or_default(),
            seat: client.ticket().map_or(0, |t| t.seat as u32),
            host: client.ticket().is_some_and(|t| t.host),
            connection,
            line: client.line().map(Into::into),
            seats: frame
                .map(|f| {
                    f.seats
                        .iter()
                        .enumerate()
                        .map(|(i, s)| crate::remote::OnlineSeat {
                            name: client.seat_name(i).into(),
                            bot: s.bot.is_some(),
                            taken: s.taken,
                            connected: s.connected,
                            left: s.left,
                        })
                        .collect()
                })
                .unwrap_or_default(),
            invites: client
                .invites()
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
            dice_checked,
            dice_line: frame.and_then(|f| dice_line(&f.fair.commitment, dice_checked)).map(Into::into),
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
        hand: Vec::new(),
        hand_faces: Vec::new(),
    }
}
