//! The games the server holds: each loaded game is one [`LiveGame`] behind an async
//! lock, so a game's actions, bot moves and writes happen one at a time while other
//! games go on. Every change is written to the store (revision-checked) before it
//! is acknowledged or shown to anyone; a failed write puts the game back as stored.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{Duration, Instant};

use spelbord_core::fair_dice::{self, CONTRIBUTION_BYTES};
use spelbord_core::i18n::{render, Lang};
use spelbord_core::save::journal_rows::{JournalChange, JournalPlanner};
use spelbord_core::session::{now_ms, Phase, PlaySession, SeatConfig, Seen, SessionConfig};
use spelbord_core::{BotLevel, GameError, Setup};
use tokio::sync::{mpsc, Mutex, Notify};

use crate::errors::{game_error, refuse};
use crate::guesses::{GuessLimits, Guesses};
use crate::notify::TurnNotifier;
use crate::record::{note_version, stored_game, GameRecord, SeatRecord};
use crate::secrets;
use crate::store::{JournalRow, Store, StoreError, StoredGame};
use spelbord_protocol::frame::{play_frame, FrameFor};
use spelbord_protocol::{
    ClientMsg, Ended, ErrorCode, GameStatus, Invite, SeatRequest, ServerMsg, StateFrame, StatusAsk, MAX_STATUS_GAMES,
};

/// The level of the bot that takes over the seat of someone who left.
pub const LEAVER_BOT: BotLevel = BotLevel::Club;

/// The longest game id a device may ask about (`resume`, `status`): a longer one is no
/// game of ours and is answered without a look in the store.
const MAX_GAME_ID_BYTES: usize = 200;

/// Settings of a server.
#[derive(Clone, Debug)]
pub struct Config {
    /// How long an invite code works.
    pub invite_ttl: Duration,
    /// The start of an invite link (`http://host:port`); the code follows `/join/`.
    pub public_url: String,
    /// Frames queued for one device before it is dropped as too slow.
    pub outbox: usize,
    /// How long a game with no device connected stays in memory before it is
    /// unloaded (it is read from the store again when someone comes back).
    pub unload_after: Duration,
    /// Told when a game comes to wait for a person whose device is not connected
    /// (a push relay connects here; see [`TurnNotifier`]).
    pub notifier: Arc<dyn TurnNotifier>,
    /// The server key's file (`--key-file`); `None`: as [`crate::server_key::ServerKey::resolve`]
    /// finds it (the environment, else beside an SQLite database).
    pub key_file: Option<std::path::PathBuf>,
    /// How many wrong invite codes and seat tokens are judged (see [`crate::guesses`]).
    pub guesses: GuessLimits,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            invite_ttl: Duration::from_secs(3 * 24 * 3600),
            public_url: String::new(),
            outbox: 32,
            unload_after: Duration::from_secs(120),
            notifier: Arc::new(crate::notify::NoNotifier),
            key_file: None,
            guesses: GuessLimits::default(),
        }
    }
}

/// A game locked for one request.
type OwnedGuard = tokio::sync::OwnedMutexGuard<LiveGame>;

/// A typed refusal: the error frame to send.
pub type Refusal = Box<ServerMsg>;

/// One device's connection as the hub knows it.
#[derive(Clone)]
pub struct Conn {
    /// Unique per connection, so a closing connection never unbinds its successor.
    pub id: u64,
    /// Its outgoing queue (bounded; a device that reads nothing is dropped).
    pub tx: mpsc::Sender<Box<ServerMsg>>,
    /// Its language.
    pub lang: Lang,
    /// Told when the hub lets the device go (its queue was full): the socket closes.
    pub closing: Arc<Notify>,
    /// Set when the device's hello asked for deflated frames; its socket's writer
    /// reads it for every frame.
    pub deflate: Arc<std::sync::atomic::AtomicBool>,
    /// Set when the device's hello asked for scene changes instead of whole scenes.
    pub scene_changes: bool,
    /// Cleared when the device's hello said it never shows the board as text.
    pub text_board: bool,
    /// Where the connection comes from (behind a proxy: the proxy), which failed
    /// `join`s and `resume`s are counted under; unspecified for a connection made
    /// without a socket (tests driving the frame handler).
    pub peer: std::net::IpAddr,
}

impl Conn {
    /// A connection with the outgoing queue `tx`.
    pub fn new(id: u64, tx: mpsc::Sender<Box<ServerMsg>>, lang: Lang) -> Conn {
        Conn {
            id,
            tx,
            lang,
            closing: Arc::new(Notify::new()),
            deflate: Arc::default(),
            scene_changes: false,
            text_board: true,
            peer: std::net::Ipv4Addr::UNSPECIFIED.into(),
        }
    }

    /// Queues `msg` for the device without waiting; false when the queue is full or
    /// the connection is gone. Queued boxed: a queue's slots are allocated in blocks
    /// of 32 and kept while the connection lives, so an unboxed message (over 100
    /// bytes) cost every idle device about 3.5 KB.
    pub fn send(&self, msg: ServerMsg) -> bool {
        self.tx.try_send(Box::new(msg)).is_ok()
    }

    /// Asks the connection's socket to close (the device was too slow to read).
    pub fn close(&self) {
        self.closing.notify_one();
    }
}

/// Where a connection sits once it has created, joined or resumed.
#[derive(Clone)]
pub struct Binding {
    /// The game.
    pub game: Arc<Mutex<LiveGame>>,
    /// The seat.
    pub seat: usize,
}

/// A connected device on a seat, with where its catch-up was last told from, the
/// version up to which it holds the move log (`None`: none of it) and, for a device
/// sent scene changes, the fingerprints of the scene it holds (empty: none yet).
struct SeatConn {
    conn: Conn,
    logged: Option<u64>,
    held_scene: Option<Vec<u64>>,
    /// Where the device's catch-up lines were last told from: the history's length and
    /// the version then. It moves on only with a frame that told some, so the lines
    /// the core gives once another seat moved start where the player last looked (their
    /// own turn, as [`PlaySession::last_seen`] says), as at a table on one device.
    told: Seen,
    /// True until the first frame on this connection: that one tells from where the
    /// device says it looked (a resume's `seen_version`), its own turns aside.
    first: bool,
}

/// A game in memory: its record (without the save text: the session is the game)
/// and revision, the session playing it, what its journal has been told, and the
/// devices connected to each seat.
pub struct LiveGame {
    rev: i64,
    rec: GameRecord,
    session: Option<Box<dyn PlaySession>>,
    journal: JournalPlanner,
    conns: Vec<Option<SeatConn>>,
    /// A write failed and the game could not be read back: what is in memory may be
    /// ahead of the store, so it is read again before it is used or shown.
    stale: bool,
    /// Taken out of the hub (nobody connected for a while): a request that reached
    /// it meanwhile looks the game up again (it is read from the store).
    unloaded: bool,
    /// Since when no device has been connected.
    idle_since: Option<Instant>,
    /// The wait (version, seat) the notifier was last shown: each wait is told once.
    waited: Option<(u64, usize)>,
}

/// All games this server has loaded, and the store behind them.
pub struct Hub {
    store: Arc<dyn Store>,
    config: Config,
    games: StdMutex<HashMap<String, Arc<Mutex<LiveGame>>>>,
    next_conn: AtomicU64,
    news: NewsTaken,
    guesses: Guesses,
}

/// How a node took other nodes' changes of the games it holds (counted since it
/// started; for tests and the load harness).
#[derive(Debug, Default)]
pub struct NewsTaken {
    /// Actions followed: the other node's journal line applied to the game held.
    pub followed: AtomicU64,
    /// Games read again whole from the store (a full save, a gap, a line that did
    /// not continue the game held).
    pub read_again: AtomicU64,
    /// Games found behind by the periodic look ([`Hub::recheck`]): news not received.
    pub rechecked: AtomicU64,
}

fn storage(e: StoreError) -> Refusal {
    match e {
        StoreError::Conflict => refuse(ErrorCode::Conflict, spelbord_core::Msg::new("server-refuse-conflict")),
        StoreError::CodeSpent => refuse(ErrorCode::UnknownCode, spelbord_core::Msg::new("server-unknown-code")),
        StoreError::Database(_) | StoreError::Key(_) | StoreError::Files(_) => {
            eprintln!("spelbord-server: {e}");
            refuse(ErrorCode::Storage, spelbord_core::Msg::new("server-refuse-storage"))
        }
    }
}

/// A stored game that could not be read back: the detail goes to the log, the
/// device gets the words.
fn damaged(detail: String) -> Refusal {
    eprintln!("spelbord-server: stored game unreadable: {detail}");
    refuse(ErrorCode::Storage, spelbord_core::Msg::new("server-refuse-damaged"))
}

/// What a host sends to open a game: `create`'s fields, and for `import` the
/// device save the core has read (its game and house rules are the save's).
struct Opening {
    game: String,
    variants: std::collections::BTreeMap<String, String>,
    seats: Vec<SeatRequest>,
    contribution: String,
    imported: Option<String>,
}

/// A refused import in the core's words, with the protocol's code for its kind.
fn import_refusal(error: &spelbord_core::import::ImportError) -> Refusal {
    use spelbord_core::import::ImportError as E;
    let code = match error {
        E::BadSave(_) => ErrorCode::BadSave,
        E::NewerSave { .. } => ErrorCode::NewerSave,
        E::GameOver => ErrorCode::GameOver,
        E::BadRequest(_) => ErrorCode::BadRequest,
    };
    refuse(code, error.message())
}

fn check_contribution(hex: &str) -> Result<(), Refusal> {
    fair_dice::from_hex(hex, CONTRIBUTION_BYTES).map(|_| ()).map_err(|_| {
        refuse(
            ErrorCode::BadRequest,
            spelbord_core::Msg::new("server-refuse-contribution").arg("digits", CONTRIBUTION_BYTES * 2),
        )
    })
}

/// A typed name by the core's one rule ([`spelbord_core::names`]), refused in the
/// core's words.
fn check_name(name: &str) -> Result<String, Refusal> {
    spelbord_core::names::check_name(name).map_err(|e| refuse(ErrorCode::BadRequest, e.message()))
}

impl LiveGame {
    /// A game as stored: its full save with the journal after it, replayed by the core.
    fn from_stored(stored: StoredGame) -> Result<LiveGame, String> {
        let (rec, session) = stored_game(&stored)?;
        let journal = match &session {
            Some(session) => JournalPlanner::loaded(session.to_save(), stored.journal.len()),
            None => JournalPlanner::new(&rec.id),
        };
        let mut session = session;
        if let Some(session) = session.as_mut() {
            settle_hand_off(session.as_mut());
        }
        let mut live = LiveGame::new(stored.head(), rec, session, journal);
        // The wait it was stored in was told when it began (by this node or another):
        // reading the game again tells nobody.
        live.waited = live.wait();
        Ok(live)
    }

    fn new(rev: i64, rec: GameRecord, session: Option<Box<dyn PlaySession>>, journal: JournalPlanner) -> LiveGame {
        let conns = rec.seats.iter().map(|_| None).collect();
        LiveGame {
            rev,
            rec,
            session,
            journal,
            conns,
            stale: false,
            unloaded: false,
            idle_since: Some(Instant::now()),
            waited: None,
        }
    }

    /// The person the game waits for, as (version, seat): `None` while it has not
    /// started, has ended, or a bot is to move.
    fn wait(&self) -> Option<(u64, usize)> {
        if self.ended().is_some() {
            return None;
        }
        let session = self.session.as_ref()?;
        match session.phase() {
            Phase::HumanTurn { seat } if self.rec.seats.get(seat).is_some_and(|s| s.bot.is_none()) => {
                Some((session.version(), seat))
            }
            _ => None,
        }
    }

    /// Tells `notifier` when the game has come to wait for a person with no device
    /// connected: once per wait (a new version or seat), and not at all when their
    /// device is on the seat as the wait begins (they see it on screen). Called after
    /// each change this node stored, so in a cluster only the writing node tells.
    fn notify_wait(&mut self, notifier: &dyn TurnNotifier) {
        if self.stale {
            return;
        }
        let wait = self.wait();
        if wait == self.waited {
            return;
        }
        self.waited = wait;
        if let Some((_, seat)) = wait {
            if self.conns[seat].is_none() {
                notifier.waiting(&self.rec.id, seat, &self.rec.game);
            }
        }
    }

    /// The home screen's line for `seat`: whose turn, the version, whether it is over,
    /// the game and its seats as every device sees them (no board, no card).
    fn status(&self, seat: usize) -> GameStatus {
        GameStatus {
            game_id: self.rec.id.clone(),
            seat,
            your_turn: self.wait().is_some_and(|(_, s)| s == seat),
            version: self.session.as_ref().map_or(0, |s| s.version()),
            over: self.ended().is_some(),
            game: self.rec.game.clone(),
            seats: self.rec.seat_infos(&self.connected()),
            to_move: match self.session.as_ref().map(|s| s.phase()) {
                _ if self.ended().is_some() => None,
                Some(Phase::HumanTurn { seat } | Phase::BotTurn { seat } | Phase::HandOff { seat }) => Some(seat),
                _ => None,
            },
        }
    }

    fn ended(&self) -> Option<Ended> {
        self.rec.ended
    }

    fn connected(&self) -> Vec<bool> {
        self.conns.iter().map(Option::is_some).collect()
    }

    /// The frame `seat` sees, with the catch-up lines from history entry `seen` on,
    /// the move log's entries the device does not hold as of version `logged`, and
    /// its scene as changes to the one `held_scene` fingerprints (when given).
    fn frame(&self, seat: usize, c: &SeatConn, held_scene: Option<&mut Vec<u64>>) -> StateFrame {
        let play = self.session.as_ref().map(|s| {
            let kept = c.logged.map_or(0, |v| self.rec.log_kept(v, s.history_len()));
            // Where the device's lines were last told, or the seat's own last turn if it
            // came later: the catch-up a table on one device gives at the seat's turn
            // (undos after it are news).
            let mine = if c.first { Seen::default() } else { s.last_seen(seat) };
            let seen = Seen { history: c.told.history.max(mine.history), version: c.told.version.max(mine.version) };
            let sent = FrameFor { lang: c.conn.lang, seen, log_from: kept, text_board: c.conn.text_board };
            play_frame(s.as_ref(), seat, &sent, held_scene)
        });
        StateFrame {
            game_id: self.rec.id.clone(),
            seat,
            seats: self.rec.seat_infos(&self.connected()),
            fair: self.rec.proof(),
            ended: self.ended(),
            play,
        }
    }

    fn history_len(&self) -> usize {
        self.session.as_ref().map_or(0, |s| s.history_len())
    }

    /// Sends each connected seat its state, with what happened since it last looked.
    /// A device whose queue is full is dropped (it reconnects and catches up).
    fn broadcast(&mut self) {
        if self.stale {
            // Memory may be ahead of the store: nothing unstored is ever shown.
            return;
        }
        let now = self.history_len();
        let version = self.session.as_ref().map(|s| s.version());
        // A device dropped here shows as away to the others: they are sent the
        // seats again (at most once per device dropped, so this ends).
        let mut again = true;
        while again {
            again = false;
            for seat in 0..self.conns.len() {
                let Some(mut held) = self.conns[seat].as_mut().map(|c| c.held_scene.take()) else { continue };
                let Some(c) = &self.conns[seat] else { continue };
                let frame = self.frame(seat, c, held.as_mut());
                let told = frame.play.as_ref().is_some_and(|p| !p.since.is_empty());
                let full = !c.conn.send(ServerMsg::State(Box::new(frame)));
                if full {
                    // Too slow: its connection is closed (the device resumes and catches up).
                    c.conn.close();
                    self.unbind(seat);
                    again = true;
                } else if let Some(c) = &mut self.conns[seat] {
                    c.logged = version;
                    c.first = false;
                    if told {
                        c.told = Seen { history: now, version: version.unwrap_or(0) };
                    }
                    c.held_scene = held;
                }
            }
        }
    }

    fn send(&self, seat: usize, msg: ServerMsg) {
        if let Some(c) = &self.conns[seat] {
            let _ = c.conn.send(msg);
        }
    }

    /// Notes the session's version in the record (for catch-up lines) and its end.
    fn note_progress(&mut self) {
        if let Some(session) = &self.session {
            note_version(&mut self.rec.history_at, session.version(), session.history_len() as u32);
            if session.outcome().is_some() && self.rec.ended.is_none() {
                self.rec.ended = Some(Ended::Finished);
            }
        }
    }

    /// The whole record's JSON, with the session's full save in it (the journal
    /// planner is told: what follows is written as lines after this save).
    fn full_record(&mut self) -> String {
        let mut rec = self.rec.clone();
        if let Some(session) = &self.session {
            if let JournalChange::Full(save) = self.journal.full(session.as_ref()) {
                rec.save = Some(save.to_json());
            }
        }
        serde_json::to_string(&rec).expect("records always serialise")
    }

    /// Writes what changed: one journal row for an action, the whole record when the
    /// seats or the table changed (`whole`), when the game ended or when the journal
    /// is due to be folded in. On failure the game is read back as stored.
    async fn persist(&mut self, store: &dyn Store, whole: bool) -> Result<(), Refusal> {
        if let Some(session) = self.session.as_mut() {
            settle_hand_off(session.as_mut());
        }
        let ended_before = self.rec.ended;
        self.note_progress();
        let whole = whole || self.rec.ended != ended_before;
        let change = match &self.session {
            Some(session) if !whole => self.journal.plan(session.as_ref()),
            _ => None,
        };
        let id = self.rec.id.clone();
        let written = match change {
            Some(JournalChange::Line(line)) => {
                let session = self.session.as_ref().expect("planned for a session");
                let row = JournalRow { version: session.version(), history_len: session.history_len() as u32, line };
                store.append_action(&id, self.rev, &row).await
            }
            Some(JournalChange::Full(save)) => {
                let mut rec = self.rec.clone();
                rec.save = Some(save.to_json());
                store.update_game(&id, self.rev, &serde_json::to_string(&rec).expect("records always serialise")).await
            }
            None if whole => {
                let text = self.full_record();
                store.update_game(&id, self.rev, &text).await
            }
            None => return Ok(()),
        };
        self.written(store, written).await
    }

    /// Writes the whole record with a seat taken by the invite code `code_hash`,
    /// spending the code in the same transaction (both or neither).
    async fn persist_join(&mut self, store: &dyn Store, code_hash: &str) -> Result<(), Refusal> {
        if let Some(session) = self.session.as_mut() {
            settle_hand_off(session.as_mut());
        }
        self.note_progress();
        let text = self.full_record();
        let id = self.rec.id.clone();
        let written = store.join_game(&id, self.rev, &text, code_hash).await;
        self.written(store, written).await
    }

    /// Takes a write's outcome: the new revision, or the game read back as stored.
    async fn written(&mut self, store: &dyn Store, written: Result<i64, StoreError>) -> Result<(), Refusal> {
        match written {
            Ok(rev) => {
                self.rev = rev;
                Ok(())
            }
            Err(e) => {
                let conflict = matches!(e, StoreError::Conflict);
                if self.reload(store).await.is_err() {
                    self.stale = true;
                }
                if conflict {
                    // Another node wrote first: every device here sees the game as it
                    // is now (the refused device retries from it).
                    self.broadcast();
                }
                Err(storage(e))
            }
        }
    }

    /// Reads the game again as stored (another node wrote, or a write failed); the
    /// devices stay connected.
    async fn reload(&mut self, store: &dyn Store) -> Result<(), Refusal> {
        let stored = store.load_game(&self.rec.id).await.map_err(storage)?;
        let stored = stored.ok_or_else(|| refuse(ErrorCode::Storage, spelbord_core::Msg::new("server-refuse-gone")))?;
        let fresh = LiveGame::from_stored(stored).map_err(damaged)?;
        self.rev = fresh.rev;
        self.waited = fresh.waited;
        self.rec = fresh.rec;
        self.session = fresh.session;
        self.journal = fresh.journal;
        self.stale = false;
        Ok(())
    }

    /// Applies the journal line of the next revision that another node wrote, as the
    /// core follows it; true when the game here is then the writer's to the last
    /// detail (this node's planner writes the very same line from it). False leaves
    /// the game part-changed: the caller reads it again.
    fn follow(&mut self, line: &str) -> bool {
        let Some(session) = self.session.as_mut().filter(|_| !self.stale) else { return false };
        if session.follow_line(line).is_err() {
            return false;
        }
        if self.journal.plan(session.as_ref()) != Some(JournalChange::Line(line.to_string())) {
            return false;
        }
        self.rev += 1;
        self.note_progress();
        // The wait this line began was told by the node that wrote it.
        self.waited = self.wait();
        true
    }

    /// Reads the game again if a failed write left it stale (refused while the store
    /// cannot be read).
    async fn fresh(&mut self, store: &dyn Store) -> Result<(), Refusal> {
        if self.stale {
            self.reload(store).await?;
        }
        Ok(())
    }

    /// Starts the game once every seat is filled: the seed from the secret and the
    /// contributions, then a session through the core.
    fn start_if_full(&mut self) -> Result<(), Refusal> {
        if self.session.is_some() || !self.rec.seats.iter().all(SeatRecord::filled) {
            return Ok(());
        }
        let contributions: Vec<String> = self.rec.seats.iter().filter_map(|s| s.contribution.clone()).collect();
        let secret = fair_dice::from_hex(&self.rec.secret, fair_dice::SECRET_BYTES).expect("the server wrote it");
        let parts: Vec<Vec<u8>> = contributions
            .iter()
            .map(|c| fair_dice::from_hex(c, CONTRIBUTION_BYTES).expect("checked on join"))
            .collect();
        let seats: Vec<SeatConfig> =
            self.rec.seats.iter().map(|s| SeatConfig { name: s.name.clone(), bot: s.bot }).collect();
        let seed = fair_dice::derive_seed(&secret, &parts);
        let mut session = match &self.rec.imported {
            // An imported game goes on from its save, reseeded from the fair seed.
            Some(text) => {
                let save = spelbord_core::import::read(text).map_err(|e| import_refusal(&e))?;
                spelbord_core::import::continue_online(&save, seats, seed).map_err(|e| import_refusal(&e))?
            }
            None => {
                let config = SessionConfig {
                    game: self.rec.game.clone(),
                    seats,
                    variants: self.rec.variants.clone(),
                    seed: Some(seed),
                    title: None,
                };
                spelbord_core::new_session(&config).map_err(|e| game_error(&e, Lang::En))?
            }
        };
        settle_hand_off(session.as_mut());
        self.rec.contributions = contributions;
        // The game holds the save from now on (in the record's full save).
        self.rec.imported = None;
        self.session = Some(session);
        Ok(())
    }

    /// Lets the server's bots play while it is their turn, storing and showing each move.
    async fn run_bots(&mut self, store: &dyn Store) {
        while self.ended().is_none() {
            let Some(task) = self.session.as_ref().and_then(|s| s.bot_task()) else { return };
            let Ok(decision) = tokio::task::spawn_blocking(move || task.run()).await else { return };
            let Some(session) = self.session.as_mut() else { return };
            if session.apply_bot(&decision).is_err() {
                return;
            }
            if self.persist(store, false).await.is_err() {
                // Put back as stored; the next action or reconnect tries again.
                return;
            }
            self.broadcast();
        }
    }

    /// The seat whose token this is, compared against every seat in constant time.
    fn seat_of_token(&self, token: &str) -> Option<usize> {
        let mut found = None;
        for (i, seat) in self.rec.seats.iter().enumerate() {
            if let Some(hash) = &seat.token_hash {
                if secrets::matches(token, hash) && found.is_none() {
                    found = Some(i);
                }
            }
        }
        found
    }

    /// Puts `conn` on `seat`; a device already there is told it was replaced.
    fn bind(&mut self, seat: usize, conn: Conn, seen: usize, logged: Option<u64>) {
        if let Some(old) = self.conns[seat].take() {
            if old.conn.id != conn.id {
                let _ = old.conn.send(ServerMsg::error(
                    ErrorCode::Replaced,
                    render(&spelbord_core::Msg::new("server-replaced"), old.conn.lang),
                    true,
                ));
            }
        }
        // A new connection holds no scene: its first frame carries the whole one.
        let held_scene = conn.scene_changes.then(Vec::new);
        let told = Seen { history: seen, version: logged.unwrap_or(0) };
        self.conns[seat] = Some(SeatConn { conn, logged, held_scene, told, first: true });
        self.idle_since = None;
    }

    /// Takes the device off `seat`; the game is idle from now when it was the last.
    fn unbind(&mut self, seat: usize) {
        self.conns[seat] = None;
        if self.conns.iter().all(Option::is_none) {
            self.idle_since = Some(Instant::now());
        }
    }
}

/// Online every seat has its own device, so nothing is passed round: the hand-off a
/// card game asks for between two people is confirmed for the seat to move at once
/// (the core's views are per seat either way).
fn settle_hand_off(session: &mut dyn PlaySession) {
    if let Phase::HandOff { seat } = session.phase() {
        let _ = session.confirm_handoff(seat);
    }
}

impl Hub {
    /// A hub over `store`.
    pub fn new(store: Arc<dyn Store>, config: Config) -> Hub {
        Hub {
            guesses: Guesses::new(config.guesses),
            store,
            config,
            games: StdMutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            news: NewsTaken::default(),
        }
    }

    /// Failed `join`s and `resume`s, counted per address and on the node.
    pub fn guesses(&self) -> &Guesses {
        &self.guesses
    }

    /// A fresh connection id.
    pub fn conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// The live game `id`, loaded from the store on first use.
    async fn game(&self, id: &str) -> Result<Option<Arc<Mutex<LiveGame>>>, Refusal> {
        if let Some(game) = self.games.lock().expect("not poisoned").get(id) {
            return Ok(Some(game.clone()));
        }
        let Some(stored) = self.store.load_game(id).await.map_err(storage)? else { return Ok(None) };
        let live = LiveGame::from_stored(stored).map_err(damaged)?;
        let mut games = self.games.lock().expect("not poisoned");
        Ok(Some(games.entry(id.to_string()).or_insert_with(|| Arc::new(Mutex::new(live))).clone()))
    }

    /// The live game `id` locked, loaded on first use; never one the hub has just
    /// unloaded (that one is looked up again, which reads it from the store).
    async fn locked(&self, id: &str) -> Result<Option<(Arc<Mutex<LiveGame>>, OwnedGuard)>, Refusal> {
        loop {
            let Some(game) = self.game(id).await? else { return Ok(None) };
            let g = game.clone().lock_owned().await;
            if !g.unloaded {
                return Ok(Some((game, g)));
            }
        }
    }

    /// Unloads the games nobody has been connected to for [`Config::unload_after`]
    /// (a game busy with a request or a bot's move is left for the next sweep).
    /// Returns how many were unloaded.
    pub fn unload_idle(&self) -> usize {
        let after = self.config.unload_after;
        let mut games = self.games.lock().expect("not poisoned");
        let before = games.len();
        games.retain(|_, game| {
            let Ok(mut g) = game.try_lock() else { return true };
            let idle = g.idle_since.is_some_and(|t| t.elapsed() >= after) && g.conns.iter().all(Option::is_none);
            if idle {
                g.unloaded = true;
            }
            !idle
        });
        before - games.len()
    }

    /// How often idle games are looked for: a quarter of [`Config::unload_after`],
    /// between 50 ms and 30 s.
    pub fn sweep_every(&self) -> Duration {
        (self.config.unload_after / 4).clamp(Duration::from_millis(50), Duration::from_secs(30))
    }

    /// How many games this node holds in memory.
    pub fn loaded(&self) -> usize {
        self.games.lock().expect("not poisoned").len()
    }

    fn invite(&self, seat: usize, code: &str, expires_ms: u64) -> Invite {
        let link = format!("{}/join/{code}", self.config.public_url);
        Invite { seat, code: code.to_string(), link, expires_ms }
    }

    /// A new code for `seat`: stored hashed in the record and the invite table.
    async fn open_seat(&self, rec: &mut GameRecord, seat: usize) -> Result<Invite, Refusal> {
        // Every open code is one more a guess may hit: their number is bounded (see
        // crate::guesses and docs/server.md).
        if self.store.open_invites(now_ms()).await.map_err(storage)? >= self.config.guesses.open_codes {
            return Err(refuse(ErrorCode::RateLimited, spelbord_core::Msg::new("server-refuse-busy")));
        }
        let code = secrets::fresh_code();
        let hash = self.store.code_hash(&secrets::normalise_code(&code).expect("fresh codes read back"));
        let expires_ms = now_ms() + self.config.invite_ttl.as_millis() as u64;
        self.store.put_invite(&hash, &rec.id, seat, expires_ms).await.map_err(storage)?;
        rec.seats[seat].code_hash = Some(hash);
        rec.seats[seat].token_hash = None;
        Ok(self.invite(seat, &code, expires_ms))
    }

    /// `create`: a new game with the device in the host's seat.
    pub async fn create(&self, msg: ClientMsg, conn: Conn) -> Result<Binding, Refusal> {
        let ClientMsg::Create { game, variants, seats, contribution, .. } = msg else {
            unreachable!("called for create only")
        };
        self.open_game(conn, Opening { game, variants, seats, contribution, imported: None }).await
    }

    /// `import`: a game saved on a device, continued here with the device in the
    /// host's seat. The core decides what may be imported; a refused import stores
    /// nothing (every check comes before the first write).
    pub async fn import(&self, msg: ClientMsg, conn: Conn) -> Result<Binding, Refusal> {
        let ClientMsg::Import { save, seats, contribution, .. } = msg else { unreachable!("called for import only") };
        check_contribution(&contribution)?;
        let save = spelbord_core::import::read(&save).map_err(|e| import_refusal(&e))?;
        spelbord_core::import::check_seat_count(&save, seats.len()).map_err(|e| import_refusal(&e))?;
        let opening = Opening {
            game: save.game.clone(),
            variants: save.setup.variants.clone(),
            seats,
            contribution,
            imported: Some(save.to_json()),
        };
        self.open_game(conn, opening).await
    }

    /// A new game (`create` or `import`) with the device in the host's seat: the
    /// seats checked, a code for each invited seat, the game stored, then started at
    /// once if no seat waits for anyone.
    async fn open_game(&self, conn: Conn, opening: Opening) -> Result<Binding, Refusal> {
        let Opening { game, variants, seats, contribution, imported } = opening;
        check_contribution(&contribution)?;
        let def = spelbord_core::game(&game).map_err(|e| game_error(&e, conn.lang))?;
        Setup { players: seats.len(), variants: variants.clone() }
            .validated(def.info())
            .map_err(|e| game_error(&e, conn.lang))?;
        let hosts = seats.iter().filter(|s| matches!(s, SeatRequest::Me { .. })).count();
        if hosts != 1 {
            return Err(refuse(ErrorCode::BadRequest, spelbord_core::Msg::new("server-refuse-one-host")));
        }
        let mut records = Vec::new();
        for seat in &seats {
            let (name, bot) = match seat {
                SeatRequest::Me { name } | SeatRequest::Invite { name } => (check_name(name)?, None),
                SeatRequest::Bot { level } => (String::new(), Some(*level)),
            };
            records.push(SeatRecord { name, bot, token_hash: None, code_hash: None, contribution: None, left: false });
        }
        let host_seat = seats.iter().position(|s| matches!(s, SeatRequest::Me { .. })).expect("counted one");
        let token = secrets::fresh_token();
        records[host_seat].token_hash = Some(secrets::hash_secret(&token));
        records[host_seat].contribution = Some(contribution.to_lowercase());
        let secret = fair_dice::fresh_secret();
        let id = spelbord_core::save::ids::fresh_id(&game, now_ms());
        let mut rec = GameRecord {
            id: id.clone(),
            game,
            variants,
            host_seat,
            seats: records,
            secret: fair_dice::to_hex(&secret),
            commitment: fair_dice::commitment(&secret),
            contributions: Vec::new(),
            save: None,
            history_at: Vec::new(),
            ended: None,
            imported,
        };
        let mut invites = Vec::new();
        for (i, seat) in seats.iter().enumerate() {
            if matches!(seat, SeatRequest::Invite { .. }) {
                invites.push(self.open_seat(&mut rec, i).await?);
            }
        }
        let mut live = LiveGame::new(0, rec, None, JournalPlanner::new(&id));
        live.start_if_full()?;
        live.note_progress();
        let text = live.full_record();
        self.store.insert_game(&id, &text).await.map_err(storage)?;
        live.rev = 1;
        let _ = conn.send(ServerMsg::Joined { game_id: id.clone(), seat: host_seat, token, host: true, invites });
        let game = Arc::new(Mutex::new(live));
        // Bound before anyone else can see it, so it is never unloaded unbound.
        let mut g = game.clone().lock_owned().await;
        g.bind(host_seat, conn, 0, None);
        self.games.lock().expect("not poisoned").insert(id, game.clone());
        g.broadcast();
        g.run_bots(self.store.as_ref()).await;
        g.notify_wait(self.config.notifier.as_ref());
        drop(g);
        Ok(Binding { game, seat: host_seat })
    }

    /// `join`: takes the seat an invite code opens.
    pub async fn join(&self, msg: ClientMsg, conn: Conn) -> Result<Binding, Refusal> {
        let ClientMsg::Join { code, name, contribution, .. } = msg else { unreachable!("called for join only") };
        check_contribution(&contribution)?;
        let name = name.as_deref().map(check_name).transpose()?;
        let unknown = || refuse(ErrorCode::UnknownCode, spelbord_core::Msg::new("server-unknown-code"));
        let hash = self.store.code_hash(&secrets::normalise_code(&code).ok_or_else(unknown)?);
        // Looked up, not spent: an expired code stays expired for every try, and the
        // code is spent only with the seat's write below.
        let taken = self.store.find_invite(&hash).await.map_err(storage)?.ok_or_else(unknown)?;
        if taken.expires_ms < now_ms() {
            return Err(refuse(ErrorCode::ExpiredCode, spelbord_core::Msg::new("server-expired-code")));
        }
        let (game, mut g) = self.locked(&taken.game_id).await?.ok_or_else(unknown)?;
        let seat = taken.seat;
        if g.rec.seats.get(seat).and_then(|s| s.code_hash.as_ref()) != Some(&hash) || g.ended().is_some() {
            return Err(unknown());
        }
        let token = secrets::fresh_token();
        // A write that loses to another node's (a bot move stored at the same moment)
        // spends nothing and is retried on the game as stored.
        let mut tries = 0;
        loop {
            let before = (g.rec.clone(), g.session.is_some());
            if g.rec.seats.get(seat).and_then(|s| s.code_hash.as_ref()) != Some(&hash) || g.ended().is_some() {
                return Err(unknown());
            }
            {
                let s = &mut g.rec.seats[seat];
                s.code_hash = None;
                s.token_hash = Some(secrets::hash_secret(&token));
                if !before.1 {
                    s.contribution = Some(contribution.to_lowercase());
                    if let Some(name) = name.clone() {
                        s.name = name;
                    }
                }
            }
            if let Err(e) = g.start_if_full() {
                g.rec = before.0;
                return Err(e);
            }
            match g.persist_join(self.store.as_ref(), &hash).await {
                Ok(()) => break,
                Err(e) if tries < 3 && matches!(*e, ServerMsg::Error { code: ErrorCode::Conflict, .. }) => tries += 1,
                Err(e) => return Err(e),
            }
        }
        let _ = conn.send(ServerMsg::Joined { game_id: g.rec.id.clone(), seat, token, host: false, invites: vec![] });
        g.bind(seat, conn, 0, None);
        g.broadcast();
        g.run_bots(self.store.as_ref()).await;
        g.notify_wait(self.config.notifier.as_ref());
        drop(g);
        Ok(Binding { game, seat })
    }

    /// `resume`: back to the seat the token holds, with what happened since `seen_version`.
    pub async fn resume(&self, msg: ClientMsg, conn: Conn) -> Result<Binding, Refusal> {
        let ClientMsg::Resume { game_id, token, seen_version, log_version, .. } = msg else {
            unreachable!("called for resume only")
        };
        let bad = || refuse(ErrorCode::BadToken, spelbord_core::Msg::new("server-bad-token"));
        if game_id.len() > MAX_GAME_ID_BYTES {
            return Err(bad());
        }
        let (game, mut g) = self.locked(&game_id).await?.ok_or_else(bad)?;
        g.fresh(self.store.as_ref()).await?;
        // A node killed between storing an action and announcing it (see
        // `crate::cluster`) leaves the nodes holding the game a revision behind: a
        // device coming back (as its node's devices do, to another node) is shown the
        // game as stored, and its bots move.
        if let Ok(Some(head)) = self.store.head(&game_id).await {
            self.catch_up(&mut g, head, None).await;
        }
        let seat = g.seat_of_token(&token).ok_or_else(bad)?;
        let seen = seen_version.map_or(0, |v| g.rec.history_at(v));
        g.bind(seat, conn, seen, log_version);
        g.broadcast();
        // A bot move whose write failed earlier is made now.
        g.run_bots(self.store.as_ref()).await;
        g.notify_wait(self.config.notifier.as_ref());
        drop(g);
        Ok(Binding { game, seat })
    }

    /// A game action of the device on `binding`'s seat.
    pub async fn act(&self, binding: &Binding, conn: &Conn, msg: ClientMsg) -> Result<(), Refusal> {
        let mut g = binding.game.lock().await;
        let seat = binding.seat;
        let ours = g.conns[seat].as_ref().is_some_and(|c| c.conn.id == conn.id);
        if !ours {
            return Err(refuse(ErrorCode::Replaced, spelbord_core::Msg::new("server-replaced")));
        }
        g.fresh(self.store.as_ref()).await?;
        match msg {
            ClientMsg::Leave {} => return self.leave(&mut g, seat).await,
            ClientMsg::End {} => return self.end(&mut g, seat).await,
            ClientMsg::Reissue { seat: other } => return self.reissue(&mut g, seat, other).await,
            ClientMsg::Export {} => {
                if g.ended().is_none() {
                    return Err(refuse(
                        ErrorCode::BadRequest,
                        spelbord_core::Msg::new("server-refuse-export-not-ended"),
                    ));
                }
                let session = g.session.as_ref();
                let text = session.map(|s| s.to_save().to_json()).ok_or_else(|| {
                    refuse(ErrorCode::NotStarted, spelbord_core::Msg::new("server-refuse-never-started"))
                })?;
                g.send(seat, ServerMsg::Save { text });
                return Ok(());
            }
            _ => {}
        }
        if g.ended().is_some() {
            return Err(game_error(&GameError::GameOver, conn.lang));
        }
        let lang = conn.lang;
        let session = g
            .session
            .as_mut()
            .ok_or_else(|| refuse(ErrorCode::NotStarted, spelbord_core::Msg::new("server-refuse-not-started")))?;
        let claimed = match &msg {
            ClientMsg::Act { seat, .. } | ClientMsg::Step { seat, .. } => *seat,
            _ => None,
        };
        if claimed.is_some_and(|s| s != seat) {
            return Err(refuse(ErrorCode::WrongSeat, spelbord_core::Msg::new("server-refuse-own-seat")));
        }
        let seen_pending = match &msg {
            ClientMsg::Step { pending, .. } | ClientMsg::Confirm { pending, .. } | ClientMsg::Undo { pending, .. } => {
                pending.as_deref()
            }
            _ => None,
        };
        // Compared with what this seat may see of the steps: a seat not building the
        // move sees none, so its guess at the mover's chosen card never gets another
        // answer than a wrong guess would (the refusal is no oracle of a hidden card).
        if seen_pending.is_some_and(|p| p != session.pending(Some(seat))) {
            let version = session.version();
            return Err(game_error(&GameError::StaleAction { expected: version, got: version }, lang));
        }
        let result = match msg {
            ClientMsg::Act { version, mv, .. } => session.act(Some(version), seat, &mv).map(|_| ()),
            ClientMsg::Step { version, step, .. } => session.choose_step(Some(version), seat, &step).map(|_| ()),
            ClientMsg::Confirm { version, .. } => session.confirm(Some(version), seat).map(|_| ()),
            ClientMsg::Undo { version, .. } if version != session.version() => {
                Err(GameError::StaleAction { expected: session.version(), got: version })
            }
            ClientMsg::Undo { .. } => session.undo(seat),
            // The core's resign rule, as for a player at a table on one device: who may
            // (in turn or not), what it gives up, the outcome and the tally. Stored and
            // shown like any action (a whole resignation ends the game: a full record).
            ClientMsg::Resign { version, .. } if version != session.version() => {
                Err(GameError::StaleAction { expected: session.version(), got: version })
            }
            ClientMsg::Resign { scope: Some(scope), .. } => session.resign_as(seat, scope),
            ClientMsg::Resign { scope: None, .. } => session.resign(seat),
            _ => return Err(refuse(ErrorCode::AlreadyInGame, spelbord_core::Msg::new("server-refuse-in-game"))),
        };
        result.map_err(|e| game_error(&e, lang))?;
        g.persist(self.store.as_ref(), false).await?;
        let version = g.session.as_ref().map_or(0, |s| s.version());
        g.send(seat, ServerMsg::Ack { version });
        g.broadcast();
        g.run_bots(self.store.as_ref()).await;
        g.notify_wait(self.config.notifier.as_ref());
        Ok(())
    }

    async fn leave(&self, g: &mut LiveGame, seat: usize) -> Result<(), Refusal> {
        let old_rec = g.rec.clone();
        let s = &mut g.rec.seats[seat];
        s.left = true;
        s.token_hash = None;
        s.bot = Some(LEAVER_BOT);
        if let Some(session) = &g.session {
            // The core's own save, with the seat played by a bot from now on.
            let mut save = session.to_save();
            save.seats[seat].bot = Some(LEAVER_BOT);
            let def = spelbord_core::game(&save.game).expect("a running game");
            match def.load_session(&save, &g.rec.id) {
                Ok(next) => g.session = Some(next),
                Err(e) => {
                    g.rec = old_rec;
                    return Err(game_error(&e, Lang::En));
                }
            }
        } else if let Err(e) = g.start_if_full() {
            g.rec = old_rec;
            return Err(e);
        }
        g.persist(self.store.as_ref(), true).await?;
        g.send(seat, ServerMsg::Ack { version: g.session.as_ref().map_or(0, |s| s.version()) });
        g.unbind(seat);
        g.broadcast();
        g.run_bots(self.store.as_ref()).await;
        g.notify_wait(self.config.notifier.as_ref());
        Ok(())
    }

    async fn end(&self, g: &mut LiveGame, seat: usize) -> Result<(), Refusal> {
        if seat != g.rec.host_seat {
            return Err(refuse(ErrorCode::NotHost, spelbord_core::Msg::new("server-refuse-host-ends")));
        }
        if g.ended().is_some() {
            return Err(game_error(&GameError::GameOver, Lang::En));
        }
        g.rec.ended = Some(Ended::ByHost);
        // A failed write reads the game back as stored (not ended).
        g.persist(self.store.as_ref(), true).await?;
        g.broadcast();
        Ok(())
    }

    async fn reissue(&self, g: &mut LiveGame, seat: usize, other: usize) -> Result<(), Refusal> {
        if seat != g.rec.host_seat {
            return Err(refuse(ErrorCode::NotHost, spelbord_core::Msg::new("server-refuse-host-reissues")));
        }
        let open = g.rec.seats.get(other).is_some_and(|s| s.bot.is_none() && !s.left) && other != seat;
        if !open || g.ended().is_some() {
            return Err(refuse(ErrorCode::BadRequest, spelbord_core::Msg::new("server-refuse-reissue-other")));
        }
        let mut rec = g.rec.clone();
        let invite = self.open_seat(&mut rec, other).await?;
        g.rec = rec;
        // A failed write reads the game back as stored (the old token still works).
        g.persist(self.store.as_ref(), true).await?;
        if let Some(old) = g.conns[other].take() {
            let words = render(&spelbord_core::Msg::new("server-replaced"), old.conn.lang);
            let _ = old.conn.send(ServerMsg::error(ErrorCode::Replaced, words, true));
            g.unbind(other);
        }
        g.send(
            seat,
            ServerMsg::Joined {
                game_id: g.rec.id.clone(),
                seat,
                token: String::new(),
                host: true,
                invites: vec![invite],
            },
        );
        g.broadcast();
        Ok(())
    }

    /// `status`: for each (game, token) pair, whether the game waits for the token's
    /// seat, its version and whether it is over. A pair whose game is unknown or whose
    /// token opens no seat is left out, the same way for both: the answer tells a
    /// guesser nothing. More than [`MAX_STATUS_GAMES`] pairs is `bad_request`.
    pub async fn status(&self, asks: &[StatusAsk]) -> Result<Vec<GameStatus>, Refusal> {
        if asks.len() > MAX_STATUS_GAMES {
            return Err(refuse(
                ErrorCode::BadRequest,
                spelbord_core::Msg::new("server-refuse-status-many").arg("max", MAX_STATUS_GAMES),
            ));
        }
        let mut found = Vec::new();
        for ask in asks {
            if ask.game_id.len() > MAX_GAME_ID_BYTES {
                continue;
            }
            let Some((_, mut g)) = self.locked(&ask.game_id).await? else { continue };
            g.fresh(self.store.as_ref()).await?;
            if let Some(seat) = g.seat_of_token(&ask.token) {
                found.push(g.status(seat));
            }
        }
        Ok(found)
    }

    /// The size of each device's outgoing queue ([`Config::outbox`]).
    pub fn outbox(&self) -> usize {
        self.config.outbox.max(1)
    }

    /// True when this node has game `id` loaded (only then does news of it matter here).
    pub fn holds(&self, id: &str) -> bool {
        self.games.lock().expect("not poisoned").contains_key(id)
    }

    /// Game `id` is at revision `rev` in the store (another node wrote it; `line` is
    /// that revision's journal line when it was an action, carried by the news). A
    /// game held here at an older revision follows the other node's actions (the line
    /// given, else the rows after its own revision read from the store) and is read
    /// again whole only when they do not continue it (a full save, a fold, an undo);
    /// then its devices are shown it. Following costs a move's work where reading the
    /// game again cost a replay of it from its full save, on every node, per action.
    /// Bots are not run here: the node that wrote runs them.
    pub async fn changed(&self, id: &str, rev: i64, line: Option<&str>) {
        let Some(game) = self.games.lock().expect("not poisoned").get(id).cloned() else { return };
        let mut g = game.lock().await;
        if g.unloaded {
            return;
        }
        self.catch_up(&mut g, rev, line).await;
    }

    /// Brings game `g`, held here, to revision `rev` of the store (see [`Hub::changed`]).
    async fn catch_up(&self, g: &mut LiveGame, rev: i64, line: Option<&str>) {
        if g.rev >= rev {
            return;
        }
        let held = g.rev;
        let followed = match line {
            Some(line) if g.rev + 1 == rev => g.follow(line),
            _ => match self.store.journal_after(&g.rec.id.clone(), g.rev).await {
                Ok(rows) if g.rev + rows.len() as i64 >= rev => rows.iter().all(|row| g.follow(&row.line)),
                _ => false,
            },
        };
        if followed {
            self.news.followed.fetch_add((g.rev - held) as u64, Ordering::Relaxed);
            g.broadcast();
            return;
        }
        self.news.read_again.fetch_add(1, Ordering::Relaxed);
        match g.reload(self.store.as_ref()).await {
            Ok(()) => g.broadcast(),
            // The store cannot be read now, and a line that did not continue the game
            // may have been half played on it: it is read again before it is used or
            // shown (a lost connection also resyncs every game).
            Err(_) => g.stale = true,
        }
    }

    /// How this node has taken other nodes' changes so far.
    pub fn news_taken(&self) -> &NewsTaken {
        &self.news
    }

    /// After news may have been missed (the listening connection was lost): every
    /// game held here is compared with the store and reloaded where it changed.
    pub async fn resync_all(&self) {
        let ids: Vec<String> = self.games.lock().expect("not poisoned").keys().cloned().collect();
        for id in ids {
            if let Ok(Some(head)) = self.store.head(&id).await {
                self.changed(&id, head, None).await;
            }
        }
    }

    /// News a node never sent (it died between an action's commit and its news): the
    /// revisions of every game held here compared with the store in one look, and the
    /// games behind brought up to date. Run every [`crate::cluster::RECHECK`] on
    /// PostgreSQL. A game busy with a request is left for the next look (the request
    /// itself reads the game fresh).
    pub async fn recheck(&self) {
        let held: Vec<(String, Arc<Mutex<LiveGame>>)> =
            self.games.lock().expect("not poisoned").iter().map(|(id, g)| (id.clone(), g.clone())).collect();
        if held.is_empty() {
            return;
        }
        let ids: Vec<String> = held.iter().map(|(id, _)| id.clone()).collect();
        let Ok(heads) = self.store.heads(&ids).await else { return };
        let heads: HashMap<String, i64> = heads.into_iter().collect();
        for (id, game) in held {
            let Some(&head) = heads.get(&id) else { continue };
            let Ok(mut g) = game.try_lock() else { continue };
            if !g.unloaded && g.rev < head {
                self.news.rechecked.fetch_add(1, Ordering::Relaxed);
                self.catch_up(&mut g, head, None).await;
            }
        }
    }

    /// The connection closed: its seat shows as away (unless another device took it).
    pub async fn disconnect(&self, binding: &Binding, conn_id: u64) {
        let mut g = binding.game.lock().await;
        if g.conns[binding.seat].as_ref().is_some_and(|c| c.conn.id == conn_id) {
            g.unbind(binding.seat);
            g.broadcast();
        }
    }
}
