//! `Table`: one game's flow over the FFI (see `spelbord_core::table`). The shell
//! implements [`TableListener`] to receive each new screen state and forwards taps;
//! it decides nothing.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use spelbord_core::Msg;

use spelbord_core::table as st;
use spelbord_protocol::SeatRequest;

use crate::error::seat_out;
use crate::i18n::Message;
use crate::remote::machine::{Effect, Hello, Machine, Ticket};
use crate::remote::{Driver, OnlineTicket, RemoteSeat, WebSocketTransport};
use crate::scene::BoardScene;
use crate::session::GameSession;
use crate::types::{events_out, Event, Hint, LogEntry, Phase, SeatView};

/// How the table paces what it plays by itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Record)]
pub struct TableSettings {
    /// Least time a bot's move takes, thinking included.
    pub bot_ms: u32,
    /// Time a forced move of a human is shown before it is played for them.
    pub forced_ms: u32,
    /// Play a human's only legal move for them.
    pub auto_play: bool,
    /// How long a move played for a human stays before the table goes on to another
    /// seat; `None` waits for their tap (the default a family expects).
    pub shown_ms: Option<u32>,
}

impl From<TableSettings> for st::TableSettings {
    fn from(s: TableSettings) -> Self {
        st::TableSettings { bot_ms: s.bot_ms, forced_ms: s.forced_ms, auto_play: s.auto_play, shown_ms: s.shown_ms }
    }
}

/// The device must go to another player; nothing private is shown meanwhile.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct HandOffTo {
    /// The seat that should take the device.
    pub seat: u32,
    /// Its name as typed.
    pub name: String,
    /// Its name as the hand-off screen says it, to render with `render_message` (or
    /// to pass as a message argument): a default or bot name in the reader's language.
    pub who: Message,
    /// "Undo Anna's move", to render with `render_message`: offered while the player
    /// who just moved may take it back (call `undo_before_hand_off`); none otherwise.
    pub undo: Option<Message>,
    /// Set while this hand-off is for that undo: the device goes back to the player
    /// who moved, and their move is taken back only when they confirm. Show its
    /// words in place of the usual hand-off line and button.
    pub take_back: Option<TakeBack>,
}

/// The words of the hand-off that "Undo Anna's move" asks for, each to render with
/// `render_message`.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct TakeBack {
    /// What happens, in place of the usual hand-off line.
    pub explain: Message,
    /// The confirm button ("I am Anna: take back my move"): call `confirm_hand_off`.
    pub ready: Message,
    /// The way back for a tap made by mistake ("Keep the move: back to Bo"): call
    /// `keep_move`.
    pub keep: Message,
}

/// Something of the viewer's that happened without their choosing it: a move played
/// for them, or their roll that brought no move; shown until they acknowledge it
/// (or for the pause the settings give).
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct Reveal {
    /// The player it was played for.
    pub seat: u32,
    /// Their name.
    pub name: String,
    /// What it is ("Played for Anna:", "Anna rolled:"), to render with `render_message`.
    pub title: Message,
    /// What the move did, in words (the move log's lines), to render with `render_message`.
    pub lines: Vec<Message>,
    /// The dice rolled for it, with their pips: paint it with the board's painter
    /// (no node when none).
    pub dice: BoardScene,
    /// The button that ends it, to render with `render_message`.
    pub done: Message,
    /// True while the table waits for it; false when it is the viewer's turn again.
    pub holds: bool,
    /// The cards it brought into their hand, laid side by side as the board prints
    /// them: paint it with the board's painter (no node when none came).
    pub cards: BoardScene,
    /// What it did.
    pub events: Vec<Event>,
}

/// The table's short sounds; the shell has one file each and only plays them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Sound {
    /// Dice rolled.
    Roll,
    /// A piece or checker moved.
    Move,
    /// A piece knocked another home.
    Knock,
    /// Cards laid, dealt, drawn or picked up.
    Card,
    /// The game ended.
    Win,
    /// An online game came to this device's turn.
    Turn,
}

/// One screen state, decided by the core.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct TableState {
    /// Grows with every published state.
    pub seq: u64,
    /// Title of the game, to render with `render_message`.
    pub title: Message,
    /// The version this state shows; pass it back with taps.
    pub version: u64,
    /// What the session waits for.
    pub phase: Phase,
    /// Whose eyes the screen uses (None: the table, nothing private).
    pub viewer: Option<u32>,
    /// The viewer's view.
    pub view: SeatView,
    /// The board as the viewer sees it.
    pub scene: BoardScene,
    /// True while the table plays by itself.
    pub thinking: bool,
    /// Set while the device must go to another player.
    pub hand_off: Option<HandOffTo>,
    /// Set while a move played for the viewer is shown to them.
    pub reveal: Option<Reveal>,
    /// A hint for the viewer.
    pub hint: Option<Hint>,
    /// What happened since the viewer's last turn, in words, when their turn starts
    /// after others moved; empty otherwise. Render each with `render_message`.
    pub catch_up: Vec<Message>,
    /// Why the last command was refused, to render with `render_message`.
    pub error: Option<Message>,
    /// Why the last autosave failed, to render with `render_message`.
    pub autosave_error: Option<Message>,
    /// What the last change did.
    pub events: Vec<Event>,
    /// How the board moves from the previous state's scene to this one.
    pub motion: Vec<crate::motion::Transition>,
    /// The sound to play for this state (only on the first state of a change).
    pub sound: Option<Sound>,
    /// True once the game has ended.
    pub over: bool,
    /// The notations of the steps of `view.next_steps` to show as buttons at the
    /// thumb, pinned under the board in their short words: those with no place on the
    /// board (the core decides which; none at the end or while a reveal waits).
    pub decisions: Vec<String>,
    /// Set for a game on a server: who is connected, whom it waits for, the invite
    /// codes and the connection line. `None` for a game on this device.
    pub online: Option<crate::remote::OnlineStatus>,
}

/// The record of a core sound.
pub(crate) fn sound_out(s: spelbord_core::table::sound::Sound) -> Sound {
    match s {
        spelbord_core::table::sound::Sound::Roll => Sound::Roll,
        spelbord_core::table::sound::Sound::Move => Sound::Move,
        spelbord_core::table::sound::Sound::Knock => Sound::Knock,
        spelbord_core::table::sound::Sound::Card => Sound::Card,
        spelbord_core::table::sound::Sound::Win => Sound::Win,
        spelbord_core::table::sound::Sound::Turn => Sound::Turn,
    }
}

impl From<st::TableState> for TableState {
    fn from(s: st::TableState) -> Self {
        TableState {
            seq: s.seq,
            title: s.title.into(),
            version: s.version,
            phase: s.phase.into(),
            viewer: s.viewer.map(seat_out),
            view: s.view.into(),
            scene: s.scene.into(),
            thinking: s.thinking,
            hand_off: s.hand_off.map(|h| HandOffTo {
                seat: seat_out(h.seat),
                name: h.name,
                who: h.who.into(),
                undo: h.undo.map(Into::into),
                take_back: h.take_back.map(|t| TakeBack {
                    explain: t.explain.into(),
                    ready: t.ready.into(),
                    keep: t.keep.into(),
                }),
            }),
            reveal: s.reveal.map(|r| Reveal {
                seat: seat_out(r.seat),
                name: r.name,
                title: r.title.into(),
                lines: r.lines.into_iter().map(Into::into).collect(),
                dice: r.dice.into(),
                done: r.done.into(),
                holds: r.holds,
                cards: r.cards.into(),
                events: events_out(r.events),
            }),
            hint: s.hint.map(|h| Hint {
                seat: seat_out(h.seat),
                notation: h.notation,
                steps: h.steps.into_iter().map(Into::into).collect(),
                think_ms: h.think_ms,
            }),
            catch_up: s.catch_up.into_iter().map(Into::into).collect(),
            error: s.error.map(|e| e.message().into()),
            autosave_error: s.autosave_error.map(|e| e.message().into()),
            events: events_out(s.events),
            motion: s.motion.into_iter().map(Into::into).collect(),
            sound: s.sound.map(sound_out),
            over: s.over,
            decisions: s.decisions,
            online: None,
        }
    }
}

impl Table {
    /// The core's latest state (for the guide, which marks nodes of its scene).
    pub(crate) fn core_state(&self) -> st::TableState {
        match &self.inner {
            Inner::Local(t) => t.state(),
            Inner::Remote(d) => d.core_state(),
        }
    }

    /// A command of the player: the core's table decides it, on this device or for
    /// the online seat (whose session sends it to the server). Before an online game
    /// has started there is no board: the command is refused with `why`.
    fn command(&self, act: impl FnOnce(&st::Table), why: &str) {
        match &self.inner {
            Inner::Local(t) => act(t),
            Inner::Remote(d) => match d.table() {
                Some(t) => {
                    act(&t);
                    d.flush();
                }
                None => {
                    let effects = d.machine().refuse(Msg::new(why));
                    d.run(effects);
                }
            },
        }
    }

    /// What the core's table answers, on this device or for the online seat (its
    /// default before an online game has started).
    fn ask<T: Default>(&self, f: impl FnOnce(&st::Table) -> T) -> T {
        match &self.inner {
            Inner::Local(t) => f(t),
            Inner::Remote(d) => d.table().map(|t| f(&t)).unwrap_or_default(),
        }
    }

    fn remote(
        server: String,
        lang: String,
        hello: Hello,
        settings: TableSettings,
        transport: Box<dyn WebSocketTransport>,
        listener: Box<dyn TableListener>,
    ) -> Arc<Table> {
        let machine = Machine::new(&server, &lang, hello);
        Arc::new(Table { inner: Inner::Remote(Driver::start(server, machine, settings, transport, listener)) })
    }
}

/// Locks a mutex; a panic elsewhere does not make it unreadable.
pub(crate) fn lock<T: ?Sized>(m: &std::sync::Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Drop for Table {
    fn drop(&mut self) {
        if let Inner::Remote(d) = &self.inner {
            d.close();
        }
    }
}

/// Where a table's game runs.
enum Inner {
    /// On this device.
    Local(st::Table),
    /// On a server; the device shows its seat's view.
    Remote(Arc<Driver>),
}

/// Receives each new screen state, in order, on a thread of the core's: post it to
/// the UI thread. It may call the table back.
#[uniffi::export(callback_interface)]
pub trait TableListener: Send + Sync {
    /// A new state to show.
    fn on_state(&self, state: TableState);
}

/// Hands the core's states to the shell's listener as records.
struct Relay(Box<dyn TableListener>);

impl st::TableListener for Relay {
    fn on_state(&self, state: st::TableState) {
        self.0.on_state(state.into());
    }
}

/// One game's flow: bots, forced moves, hints, autosave, hand-off. Close it when
/// leaving the game (nothing is played or published afterwards).
///
/// The same object plays a game on a server (`host`, `join`, `resume`): the same
/// commands, the same states, with [`TableState::online`] set. The server plays the
/// bots and decides; there is no hand-off (each device holds one seat) and no hint;
/// a player resigns as the core offers it, or leaves the game to a bot with `leave_game`.
#[derive(uniffi::Object)]
pub struct Table {
    inner: Inner,
}

#[uniffi::export]
impl Table {
    /// Opens a table on `session` (saving where the session saves) and publishes its
    /// first state to `listener`; bots start at once.
    #[uniffi::constructor]
    pub fn new(session: Arc<GameSession>, settings: TableSettings, listener: Box<dyn TableListener>) -> Arc<Table> {
        let saver = session.saver();
        Arc::new(Table {
            inner: Inner::Local(st::Table::open(session.shared(), saver, settings.into(), Arc::new(Relay(listener)))),
        })
    }

    /// Creates a game on the server at `server` (an address such as `host:port`, or
    /// a `ws://`/`wss://` URL) and takes the `Me` seat; each `Invite` seat gets a code
    /// ([`OnlineStatus::invites`](crate::remote::OnlineStatus)). `lang` is the
    /// device's language for the server's words.
    #[uniffi::constructor]
    #[allow(clippy::too_many_arguments)]
    pub fn host(
        server: String,
        lang: String,
        game: String,
        variants: HashMap<String, String>,
        seats: Vec<RemoteSeat>,
        settings: TableSettings,
        transport: Box<dyn WebSocketTransport>,
        listener: Box<dyn TableListener>,
    ) -> Arc<Table> {
        let seats = seats
            .into_iter()
            .map(|s| match s {
                RemoteSeat::Me { name } => SeatRequest::Me { name },
                RemoteSeat::Invite { name } => SeatRequest::Invite { name },
                RemoteSeat::Bot { level } => SeatRequest::Bot { level: level.into() },
            })
            .collect();
        let hello = Hello::Create { game, variants: variants.into_iter().collect(), seats };
        Table::remote(server, lang, hello, settings, transport, listener)
    }

    /// Joins a game on `server` with an invite code (case, spaces, dashes and the
    /// look-alikes O/0, I/L/1 do not matter); `name` replaces the host's name for the
    /// seat.
    #[uniffi::constructor]
    pub fn join(
        server: String,
        lang: String,
        code: String,
        name: Option<String>,
        settings: TableSettings,
        transport: Box<dyn WebSocketTransport>,
        listener: Box<dyn TableListener>,
    ) -> Arc<Table> {
        Table::remote(server, lang, Hello::Join { code, name }, settings, transport, listener)
    }

    /// Back to a seat of an online game with its ticket; `seen_version` (the last
    /// version this device showed) brings the lines of what happened since.
    #[uniffi::constructor]
    pub fn resume(
        ticket: OnlineTicket,
        lang: String,
        seen_version: Option<u64>,
        settings: TableSettings,
        transport: Box<dyn WebSocketTransport>,
        listener: Box<dyn TableListener>,
    ) -> Arc<Table> {
        let hello = Hello::Resume {
            ticket: Ticket {
                game_id: ticket.game_id,
                token: ticket.token,
                seat: ticket.seat as usize,
                host: ticket.host,
            },
            seen_version,
        };
        Table::remote(ticket.server, lang, hello, settings, transport, listener)
    }

    /// For an online game, what to keep to come back to the seat (once taken);
    /// `None` for a game on this device.
    pub fn ticket(&self) -> Option<OnlineTicket> {
        match &self.inner {
            Inner::Local(_) => None,
            Inner::Remote(d) => d.ticket(),
        }
    }

    /// Leaves an online game for good: a bot plays the seat from now on and the
    /// ticket stops working. Nothing on a local table.
    pub fn leave_game(&self) {
        if let Inner::Remote(d) = &self.inner {
            let effects = d.machine().leave_game();
            d.run(effects);
        }
    }

    /// The host ends an online game for everyone. Nothing on a local table.
    pub fn end_game(&self) {
        if let Inner::Remote(d) = &self.inner {
            let effects = d.machine().end_game();
            d.run(effects);
        }
    }

    /// The move log in words, one entry per history entry, to render with
    /// `render_message`: of the game on this device, or as the server sent it for a
    /// game on a server (the same for every seat: it tells no private card).
    pub fn move_log(&self) -> Vec<LogEntry> {
        match &self.inner {
            Inner::Local(t) => t.move_log().into_iter().map(Into::into).collect(),
            Inner::Remote(d) => d.move_log(),
        }
    }

    /// An online game once it has ended: its save as the server exported it, to count
    /// in this device's statistics (`SaveStore::count_finished`); `None` before that
    /// and for a game on this device (its saves count it already).
    pub fn finished_save(&self) -> Option<String> {
        match &self.inner {
            Inner::Local(_) => None,
            Inner::Remote(d) => d.machine().finished_save(),
        }
    }

    /// The marks of a move picked in the log: `ids` are a log entry's `marks`; the
    /// nodes outline those the latest scene shows (the core decides which and how),
    /// for the shell to draw over the board until another line or the board is tapped.
    pub fn log_marks(&self, ids: Vec<String>) -> Vec<crate::scene::SceneNode> {
        self.core_state().scene.log_marks(&ids).into_iter().map(Into::into).collect()
    }

    /// The latest published state.
    pub fn state(&self) -> TableState {
        match &self.inner {
            Inner::Local(t) => t.state().into(),
            Inner::Remote(d) => d.state(),
        }
    }

    /// A tap at unit coordinates of the scene shown at `version`.
    pub fn tap(&self, version: u64, x: f32, y: f32) {
        self.command(|t| t.tap(version, x, y), "server-refuse-not-started");
    }

    /// Chooses one offered step.
    pub fn choose_step(&self, version: u64, step: String) {
        self.command(|t| t.choose_step(version, &step), "server-refuse-not-started");
    }

    /// Commits the built move.
    pub fn confirm(&self, version: u64) {
        self.command(|t| t.confirm(version), "server-refuse-not-started");
    }

    /// Takes back the last step or move, where allowed.
    pub fn undo(&self, version: u64) {
        self.command(|t| t.undo(version), "server-refuse-not-started");
    }

    /// The player holding the device resigns (ask them first, with
    /// `resign_question`): the game ends as their side's loss. Online the seat
    /// resigns on the server, as the core decides there (every device is shown it).
    pub fn resign(&self, version: u64) {
        self.command(|t| t.resign(version), "server-refuse-not-started");
    }

    /// The question to ask before resigning, or `None` when no one may resign now
    /// (offer the Resign button only with a question).
    pub fn resign_question(&self) -> Option<Message> {
        self.ask(|t| t.resign_question().map(Into::into))
    }

    /// The ways the player holding the device may resign now, a button each, in the
    /// core's words (a Fevga match: this game, or the match); empty when no one may.
    /// Online: the ways the core offers this seat, as the server's frame carries them.
    pub fn resign_choices(&self) -> Vec<ResignChoice> {
        self.ask(|t| {
            t.resign_choices()
                .into_iter()
                .map(|c| ResignChoice {
                    scope: c.scope.into(),
                    label: c.label.into(),
                    detail: c.detail.map(Into::into),
                })
                .collect()
        })
    }

    /// The player holding the device resigns `scope`, one of `resign_choices`.
    pub fn resign_as(&self, version: u64, scope: ResignScope) {
        let scope = scope.into();
        self.command(|t| t.resign_as(version, scope), "server-refuse-not-started");
    }

    /// The named player has taken the device.
    pub fn confirm_hand_off(&self, version: u64) {
        self.command(|t| t.confirm_hand_off(version), "reason-seat-no-hand-off");
    }

    /// "Undo Anna's move" on the hand-off screen (where `HandOffTo::undo` offers
    /// it): nothing is undone yet; the hand-off turns to Anna (`HandOffTo::take_back`)
    /// and her move is taken back when she confirms. Refused with the reason otherwise.
    pub fn undo_before_hand_off(&self, version: u64) {
        self.command(|t| t.undo_before_hand_off(version), "reason-seat-no-hand-off");
    }

    /// Back from the hand-off an undo asked for (a tap made by mistake): the move
    /// stays and the device goes to the next player as before.
    pub fn keep_move(&self, version: u64) {
        self.command(|t| t.keep_move(version), "reason-undo-not-asked");
    }

    /// The player shown a move played for them has seen it.
    pub fn acknowledge(&self, version: u64) {
        self.command(|t| t.acknowledge(version), "reason-seat-nothing-to-see");
    }

    /// The device was left unattended (app paused, window lost focus): in
    /// pass-and-play a hand-off hides everything private until the named player
    /// confirms. Call it from the platform's pause.
    pub fn device_left(&self) {
        if let Inner::Local(t) = &self.inner {
            t.device_left();
        }
    }

    /// The device is back in front of someone (app resumed, window focused).
    pub fn device_returned(&self) {
        match &self.inner {
            Inner::Local(t) => t.device_returned(),
            Inner::Remote(d) => {
                // Back in front: a reconnect waiting for its pause starts now.
                let now = d.now_ms();
                let mut effects = d.machine().wake_up(now);
                effects.push(Effect::Publish);
                d.run(effects);
            }
        }
    }

    /// Asks for a hint (thought out on a thread of its own).
    pub fn hint(&self, version: u64) {
        self.command(|t| t.hint(version), "app-online-no-hint");
    }

    /// Changes the pace and auto-play.
    pub fn set_settings(&self, settings: TableSettings) {
        match &self.inner {
            Inner::Local(t) => t.set_settings(settings.into()),
            Inner::Remote(d) => d.set_settings(settings.into()),
        }
    }

    /// Arranges the board for a drawing area of `layout`'s shape (call it when the
    /// board area's shape changes; see `layout_for_area`).
    pub fn set_layout(&self, layout: crate::scene::Layout) {
        // An online board comes from the server as the seat sees it, in one arrangement.
        if let Inner::Local(t) = &self.inner {
            t.set_layout(layout.into());
        }
    }

    /// Publishes the state again.
    pub fn refresh(&self) {
        match &self.inner {
            Inner::Local(t) => t.refresh(),
            Inner::Remote(d) => d.run(vec![Effect::Publish]),
        }
    }

    /// Waits until the table needs a human, at most `timeout_ms`; the latest state.
    pub fn settle(&self, timeout_ms: u32) -> TableState {
        let timeout = Duration::from_millis(u64::from(timeout_ms));
        match &self.inner {
            Inner::Local(t) => t.settle(timeout).into(),
            Inner::Remote(d) => d.settle(timeout),
        }
    }

    /// Leaves the game: nothing is played or published after this returns. (Not
    /// `close`: the generated objects already have one, which frees the handle.)
    pub fn leave(&self) {
        match &self.inner {
            Inner::Local(t) => t.close(),
            Inner::Remote(d) => d.close(),
        }
    }
}

/// What a resignation gives up (mirrors the core's `ResignScope`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum ResignScope {
    /// Only this game: a Fia seat leaves and the others play on; a Fevga game of a
    /// match is given up and the match goes on.
    ThisGame,
    /// The whole game (a match: the whole match).
    All,
}

impl From<spelbord_core::resign::ResignScope> for ResignScope {
    fn from(s: spelbord_core::resign::ResignScope) -> Self {
        match s {
            spelbord_core::resign::ResignScope::ThisGame => ResignScope::ThisGame,
            spelbord_core::resign::ResignScope::All => ResignScope::All,
        }
    }
}

impl From<ResignScope> for spelbord_core::resign::ResignScope {
    fn from(s: ResignScope) -> Self {
        match s {
            ResignScope::ThisGame => spelbord_core::resign::ResignScope::ThisGame,
            ResignScope::All => spelbord_core::resign::ResignScope::All,
        }
    }
}

/// One way to resign, as the core words it: a button's label and what it means.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct ResignChoice {
    /// What it gives up.
    pub scope: ResignScope,
    /// The button's label.
    pub label: Message,
    /// What it means, when the question does not say it all.
    pub detail: Option<Message>,
}
