//! Online games: a [`crate::table::Table`] whose game runs on a Spelbord server.
//!
//! The shells see the same `Table` and the same `TableState` as for a game on the
//! device; only [`TableState::online`](crate::table::TableState) is set (who is
//! connected, whom the game waits for, the invite codes, the connection line). The
//! protocol (hello, seat token, versions, refusals, reconnect with backoff, catch-up
//! lines) is spelbord-protocol's client machine, which has no I/O and is tested
//! without a socket; [`machine::Machine`] makes the screen states from it.
//!
//! The socket is the platform's own WebSocket, behind [`WebSocketTransport`]: the
//! shell opens it, sends text frames and closes it, and tells the table what
//! happened through [`SocketEvents`] (as mozilla/application-services' viaduct
//! leaves HTTP to the platform). So the phone library carries no TLS stack or async
//! runtime, and the platform's certificate store and proxy settings apply.

pub mod home;
pub mod machine;
#[cfg(test)]
pub(crate) mod tests;
pub mod turns;

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, Weak};
use std::time::{Duration, Instant};

use machine::{Command, Effect, Machine};
use spelbord_core::table::remote::{RemoteAction, RemoteSession};

use crate::i18n::Message;
use crate::table::{TableListener, TableState};

/// The platform's WebSocket, one socket at a time (implemented by each shell: the
/// JDK's `java.net.http.WebSocket` on the desktop, OkHttp on Android,
/// `URLSessionWebSocketTask` on iOS). Each call returns at once; what happens later
/// is told to the `events` of the latest `connect`.
#[uniffi::export(callback_interface)]
pub trait WebSocketTransport: Send + Sync {
    /// Opens a socket to `url` (`ws://` or `wss://`), closing any earlier one; calls
    /// `events.on_open()` once open, `on_text` for each text frame, and `on_closed`
    /// once when it closes or fails to open.
    fn connect(&self, url: String, events: Arc<SocketEvents>);
    /// Sends a text frame on the open socket (in order: the next send waits for this one).
    fn send(&self, text: String);
    /// Closes the socket (no `on_closed` is needed afterwards).
    fn close(&self);
}

/// Where one socket of the shell reports to its table (or to a one-shot status
/// request, [`turns::check_turns`]). A socket replaced by a newer one reports to
/// nobody: its late events are dropped.
#[derive(uniffi::Object)]
pub struct SocketEvents {
    target: Target,
}

/// Who a socket's events are for.
enum Target {
    /// A table's driver, for the socket of this generation.
    Table { driver: Weak<Driver>, generation: u64 },
    /// A status request waiting for its answer.
    Status(Arc<turns::Call>),
}

#[uniffi::export]
impl SocketEvents {
    /// The socket is open.
    pub fn on_open(&self) {
        if let Target::Status(call) = &self.target {
            call.opened();
        }
        self.with(|d| {
            let effects = d.machine().opened();
            d.run(effects);
        });
    }

    /// A text frame arrived.
    pub fn on_text(&self, text: String) {
        if let Target::Status(call) = &self.target {
            call.text(&text);
        }
        self.with(|d| {
            let now = d.now_ms();
            let effects = d.machine().text(now, &text);
            d.run(effects);
        });
    }

    /// The socket closed or could not be opened (`reason` is for the log only).
    pub fn on_closed(&self, reason: String) {
        if let Target::Status(call) = &self.target {
            call.closed();
        }
        self.with(|d| {
            log::info!("online: socket closed ({})", reason.chars().take(200).collect::<String>());
            d.generation.fetch_add(1, Ordering::SeqCst);
            let now = d.now_ms();
            let effects = d.machine().closed(now);
            d.run(effects);
        });
    }
}

impl SocketEvents {
    /// The events of a status request's socket.
    pub(crate) fn status(call: Arc<turns::Call>) -> SocketEvents {
        SocketEvents { target: Target::Status(call) }
    }

    fn with(&self, f: impl FnOnce(&Arc<Driver>)) {
        let Target::Table { driver, generation } = &self.target else { return };
        if let Some(d) = driver.upgrade() {
            if d.generation.load(Ordering::SeqCst) == *generation {
                f(&d);
            }
        }
    }
}

/// A seat of a game a host creates on a server.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum RemoteSeat {
    /// The host, on this device (exactly one).
    Me {
        /// Their name.
        name: String,
    },
    /// Someone invited with a code.
    Invite {
        /// The name the host gives them (they may give their own when joining).
        name: String,
    },
    /// A bot the server plays.
    Bot {
        /// Its strength.
        level: crate::types::BotLevel,
    },
}

/// What a device keeps to come back to its seat of an online game (store it with
/// the app's private files: the token is the seat's only key).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineTicket {
    /// The server address the game is on.
    pub server: String,
    /// The game's id.
    pub game_id: String,
    /// The seat's secret token.
    pub token: String,
    /// The device's seat.
    pub seat: u32,
    /// True for the host.
    pub host: bool,
}

/// The connection, for the connection line.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum Connection {
    /// Opening the socket.
    Connecting,
    /// Connected.
    Connected,
    /// Lost; trying again after a pause that grows with each failed attempt.
    Reconnecting {
        /// Failed attempts in a row.
        attempt: u32,
    },
    /// Given up: the seat is gone (another device took it, a bad code); the line says why.
    Closed,
}

/// One seat of an online game, as every device sees it.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineSeat {
    /// The seat's name, to render with `render_message`.
    pub name: Message,
    /// True for a bot.
    pub bot: bool,
    /// True once someone holds the seat (bots: always).
    pub taken: bool,
    /// True while their device is connected (bots: always).
    pub connected: bool,
    /// True when the person left and a bot plays for them.
    pub left: bool,
}

/// An invite code for a seat still open (shown to the host, large, to read aloud).
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct InviteCode {
    /// The seat.
    pub seat: u32,
    /// The code as shown (`ABCD-EFGH`).
    pub code: String,
    /// The link form, to share.
    pub link: String,
    /// When it stops working (Unix ms).
    pub expires_ms: u64,
}

/// What an online game adds to the screen state.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct OnlineStatus {
    /// The game's id on the server (empty until the seat is taken).
    pub game_id: String,
    /// This device's seat.
    pub seat: u32,
    /// True for the host.
    pub host: bool,
    /// The connection.
    pub connection: Connection,
    /// The connection line ("Waiting for Bo", "Reconnecting…"), to render with
    /// `render_message`; none while nothing is awaited.
    pub line: Option<Message>,
    /// Every seat, with who is connected.
    pub seats: Vec<OnlineSeat>,
    /// Codes of the seats still open (the host's).
    pub invites: Vec<InviteCode>,
    /// The fair-dice commitment (hex), shown from the start.
    pub dice_commitment: String,
    /// Once the game is over: whether its dice checked out against the commitment.
    pub dice_checked: Option<bool>,
    /// The fair-dice line in words: the sealed seed's hash from the start, and at the
    /// end whether every roll and deal replayed from it; none before the game starts.
    pub dice_line: Option<Message>,
    /// True when the host ended the game.
    pub ended_by_host: bool,
}

/// Drives a [`Machine`]: runs its effects with no lock held, wakes it on time,
/// hands its states to the listener in order.
pub(crate) struct Driver {
    inner: Mutex<Inner>,
    /// The core's table of this seat, once the game has started: the screens come
    /// from its flow (reveal, pace, catch-up, undo), fed by the server's frames.
    table: Mutex<Option<Arc<spelbord_core::table::Table>>>,
    /// Actions the core's table made, to send with no lock held.
    actions: Arc<Mutex<std::collections::VecDeque<RemoteAction>>>,
    /// Held while the queued actions are handed to the client (see [`Driver::flush`]).
    flushing: Mutex<()>,
    /// The table's pace and auto-play, for the core's table once it opens.
    settings: Mutex<spelbord_core::table::TableSettings>,
    changed: Condvar,
    transport: Box<dyn WebSocketTransport>,
    listener: Box<dyn TableListener>,
    started: Instant,
    generation: AtomicU64,
    server: String,
    me: Mutex<Weak<Driver>>,
}

struct Inner {
    machine: Machine,
    outbox: std::collections::VecDeque<TableState>,
    latest: Option<TableState>,
    latest_core: Option<spelbord_core::table::TableState>,
    deliverer: Option<std::thread::ThreadId>,
    next_wake: Option<u64>,
    closed: bool,
    /// True from a (re)connect until the first frame on it.
    fresh: bool,
}

/// Where the core's table sends the online seat's actions: queued, and sent by the
/// driver with no lock held ([`Driver::flush`]); the timer thread is woken for those
/// the table's worker makes (a forced move).
struct Link {
    actions: Arc<Mutex<std::collections::VecDeque<RemoteAction>>>,
    wake: Weak<Driver>,
}

impl spelbord_core::table::remote::RemoteLink for Link {
    fn send(&self, action: RemoteAction) {
        crate::table::lock(&self.actions).push_back(action);
        if let Some(d) = self.wake.upgrade() {
            d.changed.notify_all();
        }
    }
}

/// Hands the core table's states to the shell, with what the online game adds.
struct Relay(Weak<Driver>);

impl spelbord_core::table::TableListener for Relay {
    fn on_state(&self, core: spelbord_core::table::TableState) {
        if let Some(d) = self.0.upgrade() {
            d.deliver(core);
        }
    }
}

/// The machine, borrowed from the driver's lock.
pub(crate) struct MachineGuard<'a>(MutexGuard<'a, Inner>);

impl std::ops::Deref for MachineGuard<'_> {
    type Target = Machine;
    fn deref(&self) -> &Machine {
        &self.0.machine
    }
}

impl std::ops::DerefMut for MachineGuard<'_> {
    fn deref_mut(&mut self) -> &mut Machine {
        &mut self.0.machine
    }
}

impl Driver {
    /// Starts a driver: the first connection is opened at once, a timer thread wakes
    /// the machine for reconnects and forced moves.
    pub(crate) fn start(
        server: String,
        machine: Machine,
        settings: crate::table::TableSettings,
        transport: Box<dyn WebSocketTransport>,
        listener: Box<dyn TableListener>,
    ) -> Arc<Driver> {
        let driver = Arc::new(Driver {
            inner: Mutex::new(Inner {
                machine,
                outbox: Default::default(),
                latest: None,
                latest_core: None,
                deliverer: None,
                next_wake: None,
                closed: false,
                fresh: true,
            }),
            table: Mutex::new(None),
            actions: Default::default(),
            flushing: Mutex::new(()),
            settings: Mutex::new(settings.into()),
            changed: Condvar::new(),
            transport,
            listener,
            started: Instant::now(),
            generation: AtomicU64::new(0),
            server,
            me: Mutex::new(Weak::new()),
        });
        *crate::table::lock(&driver.me) = Arc::downgrade(&driver);
        let weak = Arc::downgrade(&driver);
        std::thread::Builder::new()
            .name("spelbord-online".into())
            .spawn(move || timer(&weak))
            .expect("the system can start a thread");
        let effects = driver.machine().start();
        driver.run(effects);
        driver
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        crate::table::lock(&self.inner)
    }

    /// The machine, locked.
    pub(crate) fn machine(&self) -> MachineGuard<'_> {
        MachineGuard(self.lock())
    }

    /// Milliseconds since the table started (the machine's clock).
    pub(crate) fn now_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }

    /// The core's table of the seat, once the game has started.
    pub(crate) fn table(&self) -> Option<Arc<spelbord_core::table::Table>> {
        crate::table::lock(&self.table).clone()
    }

    /// A core table's state, with what the online game adds (the connection, the
    /// server's refusal, the wait for the server), queued for the shell.
    fn deliver(&self, core: spelbord_core::table::TableState) {
        if self.table().is_none() {
            // The core's table is still opening: it shows its state once it is ours.
            return;
        }
        {
            let mut inner = self.lock();
            if inner.closed {
                return;
            }
            let state = inner.machine.screen(core.clone());
            inner.latest = Some(state.clone());
            inner.latest_core = Some(core);
            inner.outbox.push_back(state);
        }
        self.drain();
    }

    /// The latest frame to the core's table (opened on the first frame with a board).
    fn feed(&self) {
        let frame = {
            let mut inner = self.lock();
            if inner.closed {
                return;
            }
            let fresh = inner.fresh;
            let frame = inner.machine.remote_frame(fresh);
            if frame.is_some() {
                inner.fresh = false;
            }
            frame
        };
        let Some((seat, frame)) = frame else { return };
        match self.table() {
            Some(table) => table.receive(frame),
            None => {
                let link = Arc::new(Link { actions: self.actions.clone(), wake: crate::table::lock(&self.me).clone() });
                let Some(session) = RemoteSession::new(seat, frame, link) else {
                    log::warn!("online: a game this app does not know");
                    return;
                };
                let settings = *crate::table::lock(&self.settings);
                let relay = Arc::new(Relay(crate::table::lock(&self.me).clone()));
                let table = Arc::new(spelbord_core::table::Table::open_remote(session, settings, relay));
                *crate::table::lock(&self.table) = Some(table.clone());
                // Its states are shown from now on (those it published while opening
                // were dropped: a tap on them would have found no table yet).
                table.refresh();
            }
        }
    }

    /// Sends the actions the core's table made, in order, with no lock held. One the
    /// client drops (made on a board that has changed, or while disconnected) is
    /// told to the table as refused, so nothing waits for an answer that never comes.
    pub(crate) fn flush(&self) {
        // One thread at a time, so actions go in the order the table made them; a
        // thread that finds another flushing (or itself, from `run`) leaves it to that
        // one (and the timer thread, which an action queued wakes, picks up any left).
        let _one = match self.flushing.try_lock() {
            Ok(guard) => guard,
            Err(std::sync::TryLockError::Poisoned(p)) => p.into_inner(),
            Err(std::sync::TryLockError::WouldBlock) => return,
        };
        loop {
            let Some(action) = crate::table::lock(&self.actions).pop_front() else { return };
            let effects = match action {
                RemoteAction::Step { version, step } => self.machine().command(version, Command::Step(step)),
                RemoteAction::Act { version, mv } => self.machine().command(version, Command::Act(mv)),
                RemoteAction::Confirm { version } => self.machine().command(version, Command::Confirm),
                RemoteAction::Undo { version } => self.machine().command(version, Command::Undo),
                RemoteAction::Resign { version, scope } => {
                    self.machine().command(version, Command::Resign(Some(scope)))
                }
            };
            let sent = effects.iter().any(|e| matches!(e, Effect::Send(_)));
            if !sent {
                if let Some(t) = self.table() {
                    t.remote_refused();
                }
            }
            self.run(effects);
        }
    }

    /// Carries out effects in order, with no lock held while the shell is called.
    pub(crate) fn run(&self, effects: Vec<Effect>) {
        // A state frame is shown by the core's table: the publish after it is its.
        let mut fed = false;
        for effect in effects {
            match effect {
                Effect::Connect(url) => {
                    if self.lock().closed {
                        continue;
                    }
                    self.lock().fresh = true;
                    let generation = self.generation.fetch_add(1, Ordering::SeqCst) + 1;
                    let target = Target::Table { driver: crate::table::lock(&self.me).clone(), generation };
                    let events = Arc::new(SocketEvents { target });
                    self.transport.connect(url, events);
                }
                Effect::Send(text) => self.transport.send(text),
                Effect::Close => {
                    self.generation.fetch_add(1, Ordering::SeqCst);
                    self.transport.close();
                }
                Effect::WakeAt(at) => {
                    let mut inner = self.lock();
                    inner.next_wake = Some(inner.next_wake.map_or(at, |w| w.min(at)));
                }
                Effect::Joined(ticket) => {
                    log::info!("online: seat {} of game {}", ticket.seat, ticket.game_id);
                }
                Effect::State => {
                    self.feed();
                    fed = self.table().is_some();
                }
                Effect::Refused { .. } => {
                    if let Some(t) = self.table() {
                        t.remote_refused();
                    }
                }
                // What these tell is in the next published state (its invite codes
                // and dice line).
                Effect::Invites(_) | Effect::PlayedForYou(_) | Effect::DiceChecked => {}
                Effect::Publish if std::mem::take(&mut fed) => {}
                Effect::Publish => match self.table() {
                    // The game's screens are the core table's; it shows the connection again.
                    Some(t) => t.refresh(),
                    None => {
                        // Before the game starts: the seats and codes, no board yet.
                        let mut inner = self.lock();
                        if !inner.closed {
                            let (state, core) = inner.machine.state();
                            inner.latest = Some(state.clone());
                            inner.latest_core = Some(core);
                            inner.outbox.push_back(state);
                        }
                    }
                },
            }
        }
        self.changed.notify_all();
        self.drain();
        self.flush();
    }

    /// Hands queued states to the listener in order, with no lock held (a listener
    /// that calls the table back finds its states queued for this same loop).
    fn drain(&self) {
        let mut inner = self.lock();
        if inner.deliverer.is_some() {
            return;
        }
        inner.deliverer = Some(std::thread::current().id());
        while let Some(state) = inner.outbox.pop_front() {
            drop(inner);
            self.listener.on_state(state);
            inner = self.lock();
        }
        inner.deliverer = None;
        drop(inner);
        self.changed.notify_all();
    }

    /// The latest published state.
    pub(crate) fn state(&self) -> TableState {
        let mut inner = self.lock();
        match inner.latest.clone() {
            Some(s) => s,
            None => inner.machine.state().0,
        }
    }

    /// The latest state as the core's record (for the guide).
    pub(crate) fn core_state(&self) -> spelbord_core::table::TableState {
        let mut inner = self.lock();
        match inner.latest_core.clone() {
            Some(s) => s,
            None => inner.machine.state().1,
        }
    }

    /// Waits until nothing is due (connected, every action answered, the core's
    /// table needing the player, every state delivered), at most `timeout`; the
    /// latest state.
    pub(crate) fn settle(&self, timeout: Duration) -> TableState {
        let me = std::thread::current().id();
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let inner = self.lock();
            let (inner, _) = self
                .changed
                .wait_timeout_while(inner, left, |i| {
                    !i.closed && (!i.machine.settled() || !i.outbox.is_empty() || i.deliverer.is_some_and(|d| d != me))
                })
                .unwrap_or_else(|p| p.into_inner());
            drop(inner);
            let Some(table) = self.table() else { break };
            table.settle(deadline.saturating_duration_since(Instant::now()));
            // The table may have sent something meanwhile (a forced move): wait for its answer too.
            self.flush();
            let quiet = {
                let i = self.lock();
                i.closed || (i.machine.settled() && i.outbox.is_empty())
            };
            // The core's table waits for the answer to what it sent (its state says so
            // from the moment it sent it, even while the timer thread is still handing
            // it to the client): not settled until the answer is shown.
            let answered = !table.state().thinking;
            if (quiet && answered && crate::table::lock(&self.actions).is_empty()) || Instant::now() >= deadline {
                break;
            }
            if quiet {
                // The action is on its way to the client: a moment for it.
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        self.state()
    }

    /// The move log the server's frames carried, as records.
    pub(crate) fn move_log(&self) -> Vec<crate::types::LogEntry> {
        self.machine().move_log().iter().cloned().map(Into::into).collect()
    }

    /// Changes the pace and auto-play of the core's table (now, or when it opens).
    pub(crate) fn set_settings(&self, settings: spelbord_core::table::TableSettings) {
        *crate::table::lock(&self.settings) = settings;
        if let Some(t) = self.table() {
            t.set_settings(settings);
        }
    }

    /// The ticket to come back to the seat, once it is taken.
    pub(crate) fn ticket(&self) -> Option<OnlineTicket> {
        self.machine().ticket().map(|t| OnlineTicket {
            server: self.server.clone(),
            game_id: t.game_id.clone(),
            token: t.token.clone(),
            seat: t.seat as u32,
            host: t.host,
        })
    }

    /// Closes the socket; nothing is published afterwards.
    pub(crate) fn close(&self) {
        if let Some(t) = self.table() {
            t.close();
        }
        let effects = self.machine().close();
        {
            let mut inner = self.lock();
            inner.closed = true;
            inner.outbox.clear();
        }
        self.run(effects);
        let me = std::thread::current().id();
        let mut inner = self.lock();
        while inner.deliverer.is_some_and(|d| d != me) {
            inner = self.changed.wait(inner).unwrap_or_else(|p| p.into_inner());
        }
    }
}

/// The timer thread: wakes the machine when it asked to be woken; ends with the table.
fn timer(driver: &Weak<Driver>) {
    loop {
        let Some(d) = driver.upgrade() else { return };
        let effects = {
            let inner = d.lock();
            if inner.closed {
                return;
            }
            let now = d.now_ms();
            let wait = match inner.next_wake {
                Some(at) if at <= now => None,
                Some(at) => Some(Duration::from_millis((at - now).min(200))),
                None => Some(Duration::from_millis(200)),
            };
            match wait {
                Some(wait) => {
                    // Short waits: the thread notices a dropped table soon.
                    let _ = d.changed.wait_timeout(inner, wait).unwrap_or_else(|p| p.into_inner());
                    None
                }
                None => {
                    let mut inner = inner;
                    inner.next_wake = None;
                    Some(inner.machine.tick(now))
                }
            }
        };
        if let Some(effects) = effects {
            d.run(effects);
        }
        // A forced move the core's table played is sent from here.
        d.flush();
    }
}
