//! Where games are kept: one [`Store`] interface over SQLite (the embedded default,
//! a file in the data directory) and PostgreSQL (`--database postgres://…`).
//!
//! A game is a row holding its record (JSON with the core's full save text) and a
//! revision, plus a journal: one small row per action since that full save (the
//! core's journal line, see `spelbord_core::save::journal_rows`), so an action costs
//! one short insert, not a rewrite of the whole game. Every write names the revision
//! it read and makes the next one: a journal row is keyed by (game, revision), so of
//! two writes of one revision (two server nodes on one database) the second fails
//! with [`StoreError::Conflict`]; a full save takes its revision's key the same way,
//! folds the journal in and deletes its rows, and an action is only appended to a
//! game whose full save is older than it (under a share lock on PostgreSQL), so a
//! node holding an old copy can never slip a row in behind a fold.
//! Invite codes have a table of their own, keyed by the code's hash, so a code is
//! found without knowing its game; it is spent (deleted) in the very transaction
//! that writes the seat taken with it, so a failure between the two leaves both.
//!
//! At rest ([`crate::server_key`]): records and journal lines are stored sealed with
//! the server key, code hashes keyed with it, and the database keeps the key's check
//! value (`spelbord_meta`): another key is refused at start, and a database from
//! before there was a key is sealed and its code hashes converted in place then. An
//! SQLite database and its folder are the owner's only (0600, 0700).

use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::Path;
use std::sync::Arc;

use async_trait::async_trait;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use tokio::sync::{mpsc, oneshot};

use crate::server_key::{line_context, record_context, sqlite_path, KeyError, ServerKey, SEALED};

/// What can go wrong in a store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row changed since it was read (another write, maybe on another node).
    #[error("the game changed since it was read")]
    Conflict,
    /// The database failed or could not be reached.
    #[error("database: {0}")]
    Database(String),
    /// The invite code was spent meanwhile (another device joined with it).
    #[error("the invite code was used meanwhile")]
    CodeSpent,
    /// The server key is missing, wrong, or does not open a stored text.
    #[error(transparent)]
    Key(#[from] KeyError),
    /// The database's files or folder are not the owner's only.
    #[error("{0}")]
    Files(String),
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> StoreError {
        StoreError::Database(e.to_string())
    }
}

/// A game as read: its record at the revision of its last full save, and the
/// journal rows after it, in order (revisions `rev + 1`, `rev + 2`, …).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Revision of the record: 1 when created, one more with every write.
    pub rev: i64,
    /// The record's JSON text.
    pub record: String,
    /// The actions since the record's full save.
    pub journal: Vec<JournalRow>,
}

impl StoredGame {
    /// The game's revision: its last journal row's, else its record's.
    pub fn head(&self) -> i64 {
        self.rev + self.journal.len() as i64
    }
}

/// One action of a game's journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalRow {
    /// The session version after the action.
    pub version: u64,
    /// The history length after it (for the catch-up lines of a version).
    pub history_len: u32,
    /// The core's journal line.
    pub line: String,
}

/// An invite code as stored: the seat it opens and until when it is good.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredInvite {
    /// The game.
    pub game_id: String,
    /// The seat.
    pub seat: usize,
    /// When the code expired or expires (Unix milliseconds).
    pub expires_ms: u64,
}

/// The storage interface every backend implements.
#[async_trait]
pub trait Store: Send + Sync {
    /// Stores a new game at revision 1.
    async fn insert_game(&self, id: &str, record: &str) -> Result<(), StoreError>;
    /// Reads a game, `None` when there is none with this id.
    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError>;
    /// Writes a game's whole record (its full save folding the journal in) if the
    /// game is still at revision `expected`; returns the new revision.
    async fn update_game(&self, id: &str, expected: i64, record: &str) -> Result<i64, StoreError>;
    /// Appends one action to the game's journal if the game is still at revision
    /// `expected`; returns the new revision.
    async fn append_action(&self, id: &str, expected: i64, row: &JournalRow) -> Result<i64, StoreError>;
    /// The journal rows of a game after revision `after`, as far as they follow on
    /// from it (revisions `after + 1`, `after + 2`, …): how a node that holds the game
    /// catches up with another node's actions without reading the whole game. Empty
    /// when the next revision is a full save (or nothing was written since).
    async fn journal_after(&self, id: &str, after: i64) -> Result<Vec<JournalRow>, StoreError>;
    /// The game's revision as stored (its last journal row's, else its record's),
    /// `None` when there is no such game: a cheap look at whether a game held in
    /// memory missed a write.
    async fn head(&self, id: &str) -> Result<Option<i64>, StoreError>;
    /// The heads ([`Store::head`]) of the games `ids` that exist: how a node looks
    /// at once whether any game it holds missed news.
    async fn heads(&self, ids: &[String]) -> Result<Vec<(String, i64)>, StoreError>;
    /// The stored form of a normalised invite code (keyed with the server key).
    fn code_hash(&self, code: &str) -> String;
    /// Stores an invite code's hash for a seat.
    async fn put_invite(&self, code_hash: &str, game_id: &str, seat: usize, expires_ms: u64) -> Result<(), StoreError>;
    /// The invite with this code hash, left in place (looking spends nothing).
    async fn find_invite(&self, code_hash: &str) -> Result<Option<StoredInvite>, StoreError>;
    /// A seat taken with an invite code: the game's whole record written (as
    /// [`Store::update_game`]) and the code spent, in one transaction: both or
    /// neither. [`StoreError::CodeSpent`] when the code is gone (nothing written).
    async fn join_game(&self, id: &str, expected: i64, record: &str, code_hash: &str) -> Result<i64, StoreError>;
    /// How many invite codes are open (stored and not expired at `now_ms`): the K of
    /// the guessing arithmetic in docs/server.md, kept below a ceiling.
    async fn open_invites(&self, now_ms: u64) -> Result<u64, StoreError>;
}

/// SQLite or PostgreSQL through sqlx's `Any` driver: one set of queries for both.
pub struct SqlStore {
    pool: AnyPool,
    /// PostgreSQL (several nodes may write): appends take a share lock on the game row.
    shared: bool,
    /// Actions waiting to be appended, taken in batches by the appending tasks.
    appends: mpsc::Sender<Append>,
    /// Seals records and journal lines, keys code hashes.
    key: Arc<ServerKey>,
}

/// One action's journal row waiting to be written, and who waits for the outcome.
struct Append {
    id: String,
    rev: i64,
    row: JournalRow,
    done: oneshot::Sender<Result<(), StoreError>>,
}

// One appending task per store, writing one batch (one transaction) at a time: what
// waits meanwhile is the next batch. Measured (docs/server.md, fifth round): with the
// news sent outside the writing transaction, three tasks made batches of one or two
// actions and more commits, and two nodes carried 0.94 of one node; with one task
// each, 0.96 to 1.01.
/// Most actions in one transaction.
const BATCH: usize = 64;

const SCHEMA: [&str; 4] = [
    "CREATE TABLE IF NOT EXISTS spelbord_games (
        id TEXT PRIMARY KEY, rev BIGINT NOT NULL, record TEXT NOT NULL, updated_ms BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS spelbord_invites (
        code_hash TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat BIGINT NOT NULL, expires_ms BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS spelbord_journal (
        game_id TEXT NOT NULL, rev BIGINT NOT NULL, version BIGINT NOT NULL, history_len BIGINT NOT NULL,
        line TEXT NOT NULL, PRIMARY KEY (game_id, rev))",
    // The key's check value ('key_check'): a server with another key refuses to start.
    "CREATE TABLE IF NOT EXISTS spelbord_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
];

/// An arbitrary fixed key for the advisory lock under which a node creates the tables.
const SCHEMA_LOCK: i64 = 0x5350_454c_5343_4845;

/// How often a load is tried again when a fold came between its two reads.
const LOAD_TRIES: usize = 4;

impl SqlStore {
    /// Opens (and creates the tables of) the database at `url`: `sqlite://path?mode=rwc`
    /// or `postgres://user@host:port/db`, with the key found as
    /// [`ServerKey::resolve`] finds it given no key file.
    pub async fn open(url: &str) -> Result<SqlStore, StoreError> {
        SqlStore::open_with_key_file(url, None).await
    }

    /// [`SqlStore::open`] with the key in `key_file` when given.
    pub async fn open_with_key_file(url: &str, key_file: Option<&Path>) -> Result<SqlStore, StoreError> {
        if let Some(db) = sqlite_path(url) {
            // The folder checked (and the database file made owner-only) before the
            // key is made in it.
            secure_sqlite_files(&db)?;
        }
        let key = ServerKey::resolve(url, key_file)?;
        SqlStore::open_keyed(url, key).await
    }

    /// Opens the database at `url` with `key`: its check value compared with the
    /// database's (another key is refused), and a database from before there was a
    /// key sealed and its code hashes converted.
    pub async fn open_keyed(url: &str, key: ServerKey) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        if let Some(db) = sqlite_path(url) {
            secure_sqlite_files(&db)?;
        }
        let pool = AnyPoolOptions::new()
            // PostgreSQL commits the actions of many games at once (one WAL flush for
            // all the commits waiting): enough connections to let it.
            .max_connections(if sqlite { 4 } else { 24 })
            .acquire_timeout(std::time::Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if sqlite {
                        // WAL: readers never wait for the writer; FULL: a write acknowledged
                        // to a device is on disk even if the machine loses power.
                        sqlx::query("PRAGMA journal_mode=WAL").execute(&mut *conn).await?;
                        sqlx::query("PRAGMA synchronous=FULL").execute(&mut *conn).await?;
                        sqlx::query("PRAGMA busy_timeout=10000").execute(&mut *conn).await?;
                    }
                    Ok(())
                })
            })
            .connect(url)
            .await?;
        create_schema(&pool, sqlite).await?;
        check_key_and_migrate(&pool, sqlite, &key).await?;
        let shared = !sqlite;
        let (appends, queue) = mpsc::channel(4 * 1024);
        tokio::spawn(append_batches(pool.clone(), shared, queue));
        Ok(SqlStore { pool, shared, appends, key: Arc::new(key) })
    }

    /// A stored record opened.
    fn open_record(&self, id: &str, stored: &str) -> Result<String, StoreError> {
        Ok(self.key.open(&record_context(id), stored)?)
    }

    /// A game's journal rows after revision `after`: how many there are, and those
    /// that follow on from `after` without a gap (a fold deletes the rows it folds in).
    async fn read_journal(&self, id: &str, after: i64) -> Result<(usize, Vec<JournalRow>), sqlx::Error> {
        let rows: Vec<AnyRow> = sqlx::query(
            "SELECT rev, version, history_len, line FROM spelbord_journal WHERE game_id = $1 AND rev > $2 ORDER BY rev",
        )
        .bind(id)
        .bind(after)
        .fetch_all(&self.pool)
        .await?;
        let following = rows
            .iter()
            .enumerate()
            .take_while(|(i, r)| r.get::<i64, _>(0) == after + 1 + *i as i64)
            .map(|(_, r)| {
                let rev = r.get::<i64, _>(0);
                Ok(JournalRow {
                    version: r.get::<i64, _>(1) as u64,
                    history_len: r.get::<i64, _>(2) as u32,
                    line: self.key.open(&line_context(id, rev), &r.get::<String, _>(3))?,
                })
            })
            .collect::<Result<Vec<_>, KeyError>>()
            .map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
        Ok((rows.len(), following))
    }

    /// The SQLite URL of the database file in `dir`, the folder made owner-only
    /// (0700) if missing; a folder others may write is refused.
    pub fn sqlite_url(dir: &Path) -> std::io::Result<String> {
        secure_folder(dir).map_err(|e| std::io::Error::other(e.to_string()))?;
        Ok(format!("sqlite://{}?mode=rwc", dir.join("spelbord.db").display()))
    }

    /// The whole-record write of [`Store::update_game`], spending `code_hash` in the
    /// same transaction when given.
    async fn write_whole(&self, id: &str, expected: i64, record: &str, spend: Option<&str>) -> Result<i64, StoreError> {
        let next = expected + 1;
        let mut tx = self.pool.begin().await?;
        if let Some(code_hash) = spend {
            let spent = sqlx::query("DELETE FROM spelbord_invites WHERE code_hash = $1 AND game_id = $2")
                .bind(code_hash)
                .bind(id)
                .execute(&mut *tx)
                .await?;
            if spent.rows_affected() != 1 {
                return Err(StoreError::CodeSpent);
            }
            if hooks::join_write_fails(id) {
                // Dropped unfinished: the transaction is rolled back, the code kept.
                return Err(StoreError::Database("a write failed (injected by a test)".into()));
            }
        }
        // The revision's key first: a journal row of the same revision (another node's
        // action) makes this fail, and so does a full save written meanwhile.
        let empty = JournalRow { version: 0, history_len: 0, line: String::new() };
        if claim(&mut *tx, self.shared, &[(id, next, &empty)]).await? != [true] {
            return Err(StoreError::Conflict);
        }
        sqlx::query("UPDATE spelbord_games SET rev = $1, record = $2, updated_ms = $3 WHERE id = $4")
            .bind(next)
            .bind(self.key.seal(&record_context(id), record))
            .bind(now_ms())
            .bind(id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM spelbord_journal WHERE game_id = $1 AND rev <= $2")
            .bind(id)
            .bind(next)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(next)
    }
}

/// Makes `dir` (and what is missing above it) owner-only, or checks that others
/// cannot write it: a folder others may write lets them swap the database or key.
fn secure_folder(dir: &Path) -> Result<(), StoreError> {
    let files = |e: std::io::Error| StoreError::Files(format!("{}: {e}", dir.display()));
    if !dir.exists() {
        std::fs::DirBuilder::new().recursive(true).mode(0o700).create(dir).map_err(files)?;
        // The mode asked is cut by the umask, never widened: set it as meant.
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).map_err(files)?;
    }
    let mode = std::fs::metadata(dir).map_err(files)?.permissions().mode();
    if mode & 0o022 != 0 {
        return Err(StoreError::Files(format!(
            "{}: others may write this data folder (mode {:o}); refusing to keep games in it (chmod 700 it)",
            dir.display(),
            mode & 0o777
        )));
    }
    Ok(())
}

/// An SQLite database's folder checked ([`secure_folder`]) and its files made the
/// owner's only (0600) whatever the umask: made empty before SQLite opens it (its
/// `-wal` and `-shm` files take the database file's mode), and existing ones narrowed.
fn secure_sqlite_files(db: &Path) -> Result<(), StoreError> {
    let files = |e: std::io::Error| StoreError::Files(format!("{}: {e}", db.display()));
    let dir = db.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    secure_folder(dir)?;
    std::fs::OpenOptions::new().append(true).create(true).mode(0o600).open(db).map_err(files)?;
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let path = format!("{}{suffix}", db.display());
        if let Ok(meta) = std::fs::metadata(&path) {
            if meta.permissions().mode() & 0o077 != 0 {
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).map_err(files)?;
            }
        }
    }
    Ok(())
}

/// The appending task: takes the actions waiting (at most [`BATCH`]) and writes them
/// in one transaction, until the store is gone. Group commit: one disk flush for the
/// actions that came while the last batch was written (and PostgreSQL flushes several
/// nodes' commits at once); an action that finds the task idle is written at once.
/// On PostgreSQL the batch's news follows its commit ([`announce`]).
async fn append_batches(pool: AnyPool, shared: bool, mut queue: mpsc::Receiver<Append>) {
    let mut batch = Vec::with_capacity(BATCH);
    loop {
        match queue.recv().await {
            Some(first) => batch.push(first),
            None => return,
        }
        while batch.len() < BATCH {
            match queue.try_recv() {
                Ok(next) => batch.push(next),
                Err(_) => break,
            }
        }
        let rows: Vec<(&str, i64, &JournalRow)> = batch.iter().map(|a| (a.id.as_str(), a.rev, &a.row)).collect();
        match claim(&pool, shared, &rows).await {
            Ok(claimed) => {
                if shared {
                    let news: Vec<String> = rows
                        .iter()
                        .zip(&claimed)
                        .filter(|(_, claimed)| **claimed)
                        .map(|((id, rev, _), _)| crate::cluster::action_payload(id, *rev))
                        .collect();
                    hooks::pause_before_news(rows.iter().map(|(id, _, _)| *id)).await;
                    announce(&pool, &news).await;
                }
                for (append, claimed) in batch.drain(..).zip(claimed) {
                    let _ = append.done.send(if claimed { Ok(()) } else { Err(StoreError::Conflict) });
                }
            }
            // Nothing of the batch was stored (the transaction is rolled back): each
            // waiting game reads itself back and its device is told.
            Err(e) => {
                let why = e.to_string();
                for append in batch.drain(..) {
                    let _ = append.done.send(Err(StoreError::Database(why.clone())));
                }
            }
        }
    }
}

/// How often a batch's news is tried before the node gives up on it.
const ANNOUNCE_TRIES: usize = 3;

/// Tells the other nodes (PostgreSQL's notifications) of the actions a batch stored,
/// before their devices are told: tried again on another connection if it fails, and
/// in the end given up (the actions are stored; a node that missed them reads them at
/// its next write of the game, which the revision check refuses, or when one of the
/// game's devices comes back to it).
async fn announce(pool: &AnyPool, news: &[String]) {
    if news.is_empty() {
        return;
    }
    let sql = crate::cluster::action_news(news.len());
    for _ in 0..ANNOUNCE_TRIES {
        let query = news.iter().fold(sqlx::query(&sql), |q, payload| q.bind(payload.as_str()));
        if query.execute(pool).await.is_ok() {
            return;
        }
    }
}

/// Inserts journal rows (game, revision, row) in one statement, each only while its
/// game's full save is older than the row (a fold of a later revision refuses it; on
/// PostgreSQL under a share lock on the game's row, so a fold in progress is waited
/// for) and only once per revision (the key; a second inserts nothing rather than
/// failing, so the others go on): which of them were inserted. A batch of appends on
/// the pool (its own transaction), or a full save's claim of its revision inside its
/// transaction.
async fn claim<'e, E>(executor: E, shared: bool, rows: &[(&str, i64, &JournalRow)]) -> Result<Vec<bool>, sqlx::Error>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let sql = claim_sql(rows.len(), shared);
    let mut query = sqlx::query(&sql);
    for (id, rev, row) in rows {
        query = query
            .bind(*id)
            .bind(*rev)
            .bind(row.version as i64)
            .bind(i64::from(row.history_len))
            .bind(row.line.as_str());
    }
    let inserted: Vec<(String, i64)> =
        query.fetch_all(executor).await?.iter().map(|r| (r.get::<String, _>(0), r.get::<i64, _>(1))).collect();
    Ok(rows.iter().map(|(id, rev, _)| inserted.iter().any(|(i, r)| i == id && r == rev)).collect())
}

/// The insert of `rows` journal rows at once, for SQLite and PostgreSQL alike (a
/// common table of the values; a comma join with a WHERE, as SQLite's upsert after
/// a SELECT asks).
fn claim_sql(rows: usize, shared: bool) -> String {
    let values: Vec<String> = (0..rows)
        .map(|i| {
            let p = 5 * i;
            format!("(${}, ${}, ${}, ${}, ${})", p + 1, p + 2, p + 3, p + 4, p + 5)
        })
        .collect();
    let lock = if shared { " FOR SHARE OF g" } else { "" };
    format!(
        "WITH v (game_id, rev, version, history_len, line) AS (VALUES {}) \
         INSERT INTO spelbord_journal (game_id, rev, version, history_len, line) \
         SELECT v.game_id, v.rev, v.version, v.history_len, v.line FROM v, spelbord_games g \
         WHERE g.id = v.game_id AND g.rev < v.rev{lock} \
         ON CONFLICT DO NOTHING RETURNING game_id, rev",
        values.join(", ")
    )
}

fn now_ms() -> i64 {
    spelbord_core::session::now_ms() as i64
}

#[async_trait]
impl Store for SqlStore {
    async fn insert_game(&self, id: &str, record: &str) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO spelbord_games (id, rev, record, updated_ms) VALUES ($1, 1, $2, $3)")
            .bind(id)
            .bind(self.key.seal(&record_context(id), record))
            .bind(now_ms())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn load_game(&self, id: &str) -> Result<Option<StoredGame>, StoreError> {
        for _ in 0..LOAD_TRIES {
            let row: Option<AnyRow> = sqlx::query("SELECT rev, record FROM spelbord_games WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            let Some(row) = row else { return Ok(None) };
            let (rev, record): (i64, String) = (row.get(0), row.get(1));
            let record = self.open_record(id, &record)?;
            // A fold committed between the two reads deletes rows the record read does
            // not hold yet: the revisions then do not follow on, and the load is repeated.
            let (read, journal) = self.read_journal(id, rev).await?;
            if journal.len() != read {
                continue;
            }
            return Ok(Some(StoredGame { rev, record, journal }));
        }
        Err(StoreError::Database(format!("game {id}: its journal kept changing while it was read")))
    }

    async fn update_game(&self, id: &str, expected: i64, record: &str) -> Result<i64, StoreError> {
        self.write_whole(id, expected, record, None).await
    }

    async fn append_action(&self, id: &str, expected: i64, row: &JournalRow) -> Result<i64, StoreError> {
        // Queued for the appending tasks, which commit many games' actions at once.
        let next = expected + 1;
        let (done, outcome) = oneshot::channel();
        let sealed = JournalRow { line: self.key.seal(&line_context(id, next), &row.line), ..row.clone() };
        let append = Append { id: id.to_string(), rev: next, row: sealed, done };
        let gone = || StoreError::Database("the store is closing".into());
        self.appends.send(append).await.map_err(|_| gone())?;
        outcome.await.map_err(|_| gone())??;
        Ok(next)
    }

    async fn journal_after(&self, id: &str, after: i64) -> Result<Vec<JournalRow>, StoreError> {
        Ok(self.read_journal(id, after).await?.1)
    }

    async fn head(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let row: Option<AnyRow> = sqlx::query(
            "SELECT g.rev, (SELECT max(j.rev) FROM spelbord_journal j WHERE j.game_id = g.id) \
             FROM spelbord_games g WHERE g.id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| r.get::<i64, _>(0).max(r.get::<Option<i64>, _>(1).unwrap_or(0))))
    }

    async fn put_invite(&self, code_hash: &str, game_id: &str, seat: usize, expires_ms: u64) -> Result<(), StoreError> {
        sqlx::query("INSERT INTO spelbord_invites (code_hash, game_id, seat, expires_ms) VALUES ($1, $2, $3, $4)")
            .bind(code_hash)
            .bind(game_id)
            .bind(seat as i64)
            .bind(expires_ms as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    async fn find_invite(&self, code_hash: &str) -> Result<Option<StoredInvite>, StoreError> {
        let row: Option<AnyRow> =
            sqlx::query("SELECT game_id, seat, expires_ms FROM spelbord_invites WHERE code_hash = $1")
                .bind(code_hash)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| StoredInvite {
            game_id: r.get(0),
            seat: r.get::<i64, _>(1) as usize,
            expires_ms: r.get::<i64, _>(2) as u64,
        }))
    }

    async fn join_game(&self, id: &str, expected: i64, record: &str, code_hash: &str) -> Result<i64, StoreError> {
        self.write_whole(id, expected, record, Some(code_hash)).await
    }

    async fn heads(&self, ids: &[String]) -> Result<Vec<(String, i64)>, StoreError> {
        let mut heads = Vec::with_capacity(ids.len());
        // Some hundreds a statement: well inside both databases' limits on parameters.
        for chunk in ids.chunks(500) {
            let list: Vec<String> = (1..=chunk.len()).map(|i| format!("${i}")).collect();
            let sql = format!(
                "SELECT g.id, g.rev, (SELECT max(j.rev) FROM spelbord_journal j WHERE j.game_id = g.id) \
                 FROM spelbord_games g WHERE g.id IN ({})",
                list.join(", ")
            );
            let rows = chunk.iter().fold(sqlx::query(&sql), |q, id| q.bind(id.as_str())).fetch_all(&self.pool).await?;
            heads.extend(
                rows.iter()
                    .map(|r| (r.get::<String, _>(0), r.get::<i64, _>(1).max(r.get::<Option<i64>, _>(2).unwrap_or(0)))),
            );
        }
        Ok(heads)
    }

    fn code_hash(&self, code: &str) -> String {
        self.key.code_hash(code)
    }

    async fn open_invites(&self, now_ms: u64) -> Result<u64, StoreError> {
        let row: AnyRow = sqlx::query("SELECT COUNT(*) FROM spelbord_invites WHERE expires_ms >= $1")
            .bind(now_ms as i64)
            .fetch_one(&self.pool)
            .await?;
        Ok(row.get::<i64, _>(0).max(0) as u64)
    }
}

/// Creates the tables once. Nodes starting together on one PostgreSQL would race in
/// `CREATE TABLE IF NOT EXISTS` (PostgreSQL then refuses one with a duplicate key in
/// its own catalogue), so there the statements run under a transaction-scoped
/// advisory lock: one node creates, the others wait and find the tables.
async fn create_schema(pool: &AnyPool, sqlite: bool) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    if !sqlite {
        sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(SCHEMA_LOCK).execute(&mut *tx).await?;
    }
    for statement in SCHEMA {
        sqlx::query(statement).execute(&mut *tx).await?;
    }
    tx.commit().await
}

/// Compares the key with the database's check value; a database without one (from
/// before there was a key, or new) is given it, in the same transaction as every
/// record and journal line still in clear is sealed and every code hash keyed (the
/// invites' and the records' seats'), so a crash halfway leaves it as it was.
async fn check_key_and_migrate(pool: &AnyPool, sqlite: bool, key: &ServerKey) -> Result<(), StoreError> {
    let mut tx = pool.begin().await?;
    if !sqlite {
        // Nodes starting together: one migrates, the others then find the check value.
        sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(SCHEMA_LOCK).execute(&mut *tx).await?;
    }
    let stored: Option<String> = sqlx::query("SELECT value FROM spelbord_meta WHERE name = 'key_check'")
        .fetch_optional(&mut *tx)
        .await?
        .map(|r: AnyRow| r.get(0));
    if let Some(stored) = stored {
        use subtle::ConstantTimeEq;
        let same = stored.len() == key.check_value().len()
            && bool::from(stored.as_bytes().ct_eq(key.check_value().as_bytes()));
        return if same { Ok(()) } else { Err(KeyError::Wrong.into()) };
    }
    let invites: Vec<AnyRow> = sqlx::query("SELECT code_hash FROM spelbord_invites").fetch_all(&mut *tx).await?;
    for row in invites {
        let old: String = row.get(0);
        if let Some(new) = key.rekey_code_hash(&old) {
            sqlx::query("UPDATE spelbord_invites SET code_hash = $1 WHERE code_hash = $2")
                .bind(new)
                .bind(old)
                .execute(&mut *tx)
                .await?;
        }
    }
    let games: Vec<AnyRow> = sqlx::query("SELECT id, record FROM spelbord_games").fetch_all(&mut *tx).await?;
    for row in games {
        let (id, record): (String, String) = (row.get(0), row.get(1));
        if record.starts_with(SEALED) {
            continue;
        }
        let record = rekey_seat_codes(&record, key)
            .ok_or_else(|| StoreError::Database(format!("game {id}: its record cannot be read to seal it")))?;
        sqlx::query("UPDATE spelbord_games SET record = $1 WHERE id = $2")
            .bind(key.seal(&record_context(&id), &record))
            .bind(&id)
            .execute(&mut *tx)
            .await?;
    }
    let lines: Vec<AnyRow> = sqlx::query("SELECT game_id, rev, line FROM spelbord_journal").fetch_all(&mut *tx).await?;
    for row in lines {
        let (id, rev, line): (String, i64, String) = (row.get(0), row.get(1), row.get(2));
        if line.starts_with(SEALED) || line.is_empty() {
            continue;
        }
        sqlx::query("UPDATE spelbord_journal SET line = $1 WHERE game_id = $2 AND rev = $3")
            .bind(key.seal(&line_context(&id, rev), &line))
            .bind(&id)
            .bind(rev)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("INSERT INTO spelbord_meta (name, value) VALUES ('key_check', $1)")
        .bind(key.check_value())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// A record in clear with its seats' code hashes keyed (as the invite table's).
fn rekey_seat_codes(record: &str, key: &ServerKey) -> Option<String> {
    let mut value: serde_json::Value = serde_json::from_str(record).ok()?;
    if let Some(seats) = value.get_mut("seats").and_then(|s| s.as_array_mut()) {
        for seat in seats {
            if let Some(hash) = seat.get("code_hash").and_then(|h| h.as_str()) {
                let keyed = key.rekey_code_hash(hash)?;
                seat["code_hash"] = keyed.into();
            }
        }
    }
    serde_json::to_string(&value).ok()
}

/// Test-only hooks that make rare moments reachable: a write failing inside a join's
/// transaction, a node pausing between an action's commit and its news. Each names
/// the games it applies to, so tests running side by side do not meet each other's;
/// with none set they cost one atomic load.
pub mod hooks {
    use std::collections::HashMap;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Mutex;
    use std::time::Duration;

    static ANY: AtomicBool = AtomicBool::new(false);
    static FAIL_JOIN: Mutex<Vec<String>> = Mutex::new(Vec::new());
    static PAUSE_NEWS: Mutex<Option<HashMap<String, Duration>>> = Mutex::new(None);

    /// The next join of game `id` fails between spending its code and writing the seat.
    pub fn fail_next_join_write(id: &str) {
        FAIL_JOIN.lock().expect("not poisoned").push(id.to_string());
        ANY.store(true, Ordering::Relaxed);
    }

    /// From now on a batch holding an action of game `id` waits `pause` between its
    /// commit and its news (a node killed there never sends it).
    pub fn pause_news(id: &str, pause: Duration) {
        PAUSE_NEWS.lock().expect("not poisoned").get_or_insert_with(HashMap::new).insert(id.to_string(), pause);
        ANY.store(true, Ordering::Relaxed);
    }

    pub(crate) fn join_write_fails(id: &str) -> bool {
        if !ANY.load(Ordering::Relaxed) {
            return false;
        }
        let mut fail = FAIL_JOIN.lock().expect("not poisoned");
        let found = fail.iter().position(|f| f == id);
        found.map(|i| fail.remove(i)).is_some()
    }

    pub(crate) async fn pause_before_news<'a>(ids: impl Iterator<Item = &'a str>) {
        if !ANY.load(Ordering::Relaxed) {
            return;
        }
        let pause = {
            let pauses = PAUSE_NEWS.lock().expect("not poisoned");
            let Some(pauses) = pauses.as_ref() else { return };
            ids.filter_map(|id| pauses.get(id).copied()).max()
        };
        if let Some(pause) = pause {
            tokio::time::sleep(pause).await;
        }
    }
}
