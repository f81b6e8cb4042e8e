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
//! found without knowing its game and is taken (deleted) exactly once.

use async_trait::async_trait;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};
use tokio::sync::{mpsc, oneshot};

/// What can go wrong in a store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The row changed since it was read (another write, maybe on another node).
    #[error("the game changed since it was read")]
    Conflict,
    /// The database failed or could not be reached.
    #[error("database: {0}")]
    Database(String),
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

/// A taken invite code: the seat it opens and until when it was good.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakenInvite {
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
    /// Stores an invite code's hash for a seat.
    async fn put_invite(&self, code_hash: &str, game_id: &str, seat: usize, expires_ms: u64) -> Result<(), StoreError>;
    /// Takes (deletes and returns) an invite: a code is used at most once.
    async fn take_invite(&self, code_hash: &str) -> Result<Option<TakenInvite>, StoreError>;
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

const SCHEMA: [&str; 3] = [
    "CREATE TABLE IF NOT EXISTS spelbord_games (
        id TEXT PRIMARY KEY, rev BIGINT NOT NULL, record TEXT NOT NULL, updated_ms BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS spelbord_invites (
        code_hash TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat BIGINT NOT NULL, expires_ms BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS spelbord_journal (
        game_id TEXT NOT NULL, rev BIGINT NOT NULL, version BIGINT NOT NULL, history_len BIGINT NOT NULL,
        line TEXT NOT NULL, PRIMARY KEY (game_id, rev))",
];

/// An arbitrary fixed key for the advisory lock under which a node creates the tables.
const SCHEMA_LOCK: i64 = 0x5350_454c_5343_4845;

/// How often a load is tried again when a fold came between its two reads.
const LOAD_TRIES: usize = 4;

impl SqlStore {
    /// Opens (and creates the tables of) the database at `url`: `sqlite://path?mode=rwc`
    /// or `postgres://user@host:port/db`.
    pub async fn open(url: &str) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
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
        let shared = !sqlite;
        let (appends, queue) = mpsc::channel(4 * 1024);
        tokio::spawn(append_batches(pool.clone(), shared, queue));
        Ok(SqlStore { pool, shared, appends })
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
            .map(|(_, r)| JournalRow {
                version: r.get::<i64, _>(1) as u64,
                history_len: r.get::<i64, _>(2) as u32,
                line: r.get(3),
            })
            .collect();
        Ok((rows.len(), following))
    }

    /// The SQLite URL of the database file in `dir` (created if missing).
    pub fn sqlite_url(dir: &std::path::Path) -> std::io::Result<String> {
        std::fs::create_dir_all(dir)?;
        Ok(format!("sqlite://{}?mode=rwc", dir.join("spelbord.db").display()))
    }
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
                        .map(|((id, rev, row), _)| crate::cluster::action_payload(id, *rev, &row.line))
                        .collect();
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
            .bind(record)
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
        let next = expected + 1;
        let mut tx = self.pool.begin().await?;
        // The revision's key first: a journal row of the same revision (another node's
        // action) makes this fail, and so does a full save written meanwhile.
        let empty = JournalRow { version: 0, history_len: 0, line: String::new() };
        if claim(&mut *tx, self.shared, &[(id, next, &empty)]).await? != [true] {
            return Err(StoreError::Conflict);
        }
        sqlx::query("UPDATE spelbord_games SET rev = $1, record = $2, updated_ms = $3 WHERE id = $4")
            .bind(next)
            .bind(record)
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

    async fn append_action(&self, id: &str, expected: i64, row: &JournalRow) -> Result<i64, StoreError> {
        // Queued for the appending tasks, which commit many games' actions at once.
        let next = expected + 1;
        let (done, outcome) = oneshot::channel();
        let append = Append { id: id.to_string(), rev: next, row: row.clone(), done };
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

    async fn take_invite(&self, code_hash: &str) -> Result<Option<TakenInvite>, StoreError> {
        let row: Option<AnyRow> =
            sqlx::query("DELETE FROM spelbord_invites WHERE code_hash = $1 RETURNING game_id, seat, expires_ms")
                .bind(code_hash)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| TakenInvite {
            game_id: r.get(0),
            seat: r.get::<i64, _>(1) as usize,
            expires_ms: r.get::<i64, _>(2) as u64,
        }))
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
