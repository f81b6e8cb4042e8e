//! Where games are kept: one [`Store`] interface over SQLite (the embedded default,
//! a file in the data directory) and PostgreSQL (`--database postgres://…`).
//!
//! A game is one row: its record (JSON holding the core's save text) and a revision
//! number. Every write names the revision it read and succeeds only if the row still
//! has it (optimistic concurrency), so two server nodes on one database can never
//! both apply a move to the same game: the second gets [`StoreError::Conflict`].
//! Invite codes have a table of their own, keyed by the code's hash, so a code is
//! found without knowing its game and is taken (deleted) exactly once.

use async_trait::async_trait;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::{AnyPool, Row};

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

/// A game's row as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredGame {
    /// Revision: 1 when created, one more with every write.
    pub rev: i64,
    /// The record's JSON text.
    pub record: String,
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
    /// Writes a game's record if its revision is still `expected`; returns the new one.
    async fn update_game(&self, id: &str, expected: i64, record: &str) -> Result<i64, StoreError>;
    /// Stores an invite code's hash for a seat.
    async fn put_invite(&self, code_hash: &str, game_id: &str, seat: usize, expires_ms: u64) -> Result<(), StoreError>;
    /// Takes (deletes and returns) an invite: a code is used at most once.
    async fn take_invite(&self, code_hash: &str) -> Result<Option<TakenInvite>, StoreError>;
}

/// SQLite or PostgreSQL through sqlx's `Any` driver: one set of queries for both.
pub struct SqlStore {
    pool: AnyPool,
}

const SCHEMA: [&str; 2] = [
    "CREATE TABLE IF NOT EXISTS spelbord_games (
        id TEXT PRIMARY KEY, rev BIGINT NOT NULL, record TEXT NOT NULL, updated_ms BIGINT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS spelbord_invites (
        code_hash TEXT PRIMARY KEY, game_id TEXT NOT NULL, seat BIGINT NOT NULL, expires_ms BIGINT NOT NULL)",
];

impl SqlStore {
    /// Opens (and creates the tables of) the database at `url`: `sqlite://path?mode=rwc`
    /// or `postgres://user@host:port/db`.
    pub async fn open(url: &str) -> Result<SqlStore, StoreError> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let pool = AnyPoolOptions::new()
            .max_connections(if sqlite { 4 } else { 8 })
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
        Ok(SqlStore { pool })
    }

    /// The SQLite URL of the database file in `dir` (created if missing).
    pub fn sqlite_url(dir: &std::path::Path) -> std::io::Result<String> {
        std::fs::create_dir_all(dir)?;
        Ok(format!("sqlite://{}?mode=rwc", dir.join("spelbord.db").display()))
    }
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
        let row: Option<AnyRow> = sqlx::query("SELECT rev, record FROM spelbord_games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| StoredGame { rev: r.get(0), record: r.get(1) }))
    }

    async fn update_game(&self, id: &str, expected: i64, record: &str) -> Result<i64, StoreError> {
        let done =
            sqlx::query("UPDATE spelbord_games SET rev = $1, record = $2, updated_ms = $3 WHERE id = $4 AND rev = $5")
                .bind(expected + 1)
                .bind(record)
                .bind(now_ms())
                .bind(id)
                .bind(expected)
                .execute(&self.pool)
                .await?;
        match done.rows_affected() {
            1 => Ok(expected + 1),
            _ => Err(StoreError::Conflict),
        }
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
}

/// Creates the tables once. Nodes starting together on one PostgreSQL would race in
/// `CREATE TABLE IF NOT EXISTS` (PostgreSQL then refuses one with a duplicate key in
/// its own catalogue), so there the statements run under a transaction-scoped
/// advisory lock: one node creates, the others wait and find the tables.
async fn create_schema(pool: &AnyPool, sqlite: bool) -> Result<(), sqlx::Error> {
    let mut tx = pool.begin().await?;
    if !sqlite {
        sqlx::query("SELECT pg_advisory_xact_lock(5170123)").execute(&mut *tx).await?;
    }
    for statement in SCHEMA {
        sqlx::query(statement).execute(&mut *tx).await?;
    }
    tx.commit().await
}
