//! Several server nodes on one PostgreSQL: "game N changed (revision R)" carried
//! between nodes by PostgreSQL's own LISTEN/NOTIFY.
//!
//! Any node serves any game. A node loads a game when one of its devices asks for it,
//! and every write it makes is revision-checked in the database (see
//! [`crate::store`]), so a move is applied once however many nodes hold the game. What
//! this module adds is the news, and every node listens: a trigger on the games table
//! sends a notification with the game's id and new revision in a full save's own
//! transaction (PostgreSQL delivers it when, and only when, the write commits); an
//! action's news is sent by the node that appended it, right after its batch committed
//! and before any device is told the action was taken (so an acknowledged action was
//! announced). News says only which game changed and its revision, never a move:
//! PostgreSQL lets any login LISTEN, whatever its rights on the tables, so a line in a
//! notification (a card given face down) would be anyone's. A node holding the game
//! reads the journal rows after its revision from the tables (sealed, see
//! [`crate::server_key`]) and plays them on the game it holds (a full save or anything
//! they cannot continue makes it read the game again whole), and shows it to its
//! devices, so a move made through one node reaches devices on every node.
//!
//! A node killed between an action's commit and its news leaves it stored and
//! unannounced: every node also compares the revisions of the games it holds with the
//! database every [`RECHECK`] ([`Hub::recheck`]), so a device learns of such an action
//! within that bound (and at once when it comes back to a node or at the node's next
//! write of the game, which the revision check refuses).
//!
//! Bots: only the node that made a write runs the bots that move next (a node
//! following or reading the game again never does), and a bot's move is stored with
//! the same revision check, so two nodes can never both store a bot move for one
//! position.
//!
//! When the listening connection is lost (PostgreSQL restarted, connections dropped)
//! notifications sent meanwhile are gone: once listening again, the node compares
//! every game it holds with the database and reloads the changed ones.

use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::postgres::{PgConnection, PgListener};
use sqlx::{Connection, Executor};

use crate::hub::Hub;

/// The notification channel: payload `"<game id> <revision>"`, nothing more.
pub const CHANNEL: &str = "spelbord_game_changed";

/// How often a node compares the revisions of the games it holds with the database
/// (news a dead node never sent): the bound on how late a device learns of it.
pub const RECHECK: Duration = Duration::from_millis(1500);

/// An arbitrary fixed key for the advisory lock that keeps nodes starting at the same
/// moment from replacing the trigger under each other.
const INSTALL_LOCK: i64 = 0x5350_454c_424f_5244;

/// The trigger that announces a full save (its row inserted or updated: a new game,
/// seats, the end, a fold), and the removal of the journal's trigger of earlier
/// versions. An action's news is sent by the appending node itself, after its batch
/// committed ([`action_news`]): a notification sent inside a writing transaction takes
/// PostgreSQL's cluster-wide notify lock through that transaction's disk flush, which
/// put every node's commits in one line, one flush each.
const TRIGGER: [&str; 4] = [
    "CREATE OR REPLACE FUNCTION spelbord_game_changed() RETURNS trigger AS $$
     BEGIN
       PERFORM pg_notify('spelbord_game_changed', NEW.id || ' ' || NEW.rev);
       RETURN NULL;
     END $$ LANGUAGE plpgsql",
    "CREATE OR REPLACE TRIGGER spelbord_game_changed AFTER INSERT OR UPDATE ON spelbord_games
     FOR EACH ROW EXECUTE FUNCTION spelbord_game_changed()",
    "DROP TRIGGER IF EXISTS spelbord_action_appended ON spelbord_journal",
    "DROP FUNCTION IF EXISTS spelbord_action_appended()",
];

/// The payload announcing an action: `"<game id> <revision>"` (the move is read from
/// the tables, never sent in news anyone may LISTEN to).
pub fn action_payload(id: &str, rev: i64) -> String {
    format!("{id} {rev}")
}

/// The statement that sends `count` payloads (bound as `$1`..) on [`CHANNEL`] in one
/// short transaction of its own: it writes nothing, so its commit waits for no disk
/// flush and holds the notify lock only for a moment.
pub fn action_news(count: usize) -> String {
    let values: Vec<String> = (1..=count).map(|i| format!("(${i})")).collect();
    format!("SELECT pg_notify('{CHANNEL}', p) FROM (VALUES {}) AS v (p)", values.join(", "))
}

/// How long the listener waits before trying to reach the database again.
const RETRY: Duration = Duration::from_millis(500);

/// True when `url` names a database that several nodes can share (PostgreSQL).
pub fn is_shared(url: &str) -> bool {
    url.starts_with("postgres:") || url.starts_with("postgresql:")
}

/// A notification's payload read back: the game id and its revision (whatever
/// follows a newline, as an older node sent, is not read).
pub fn parse_payload(payload: &str) -> Option<(&str, i64)> {
    let head = payload.split_once('\n').map_or(payload, |(head, _)| head);
    let (id, rev) = head.rsplit_once(' ')?;
    Some((id, rev.parse().ok()?))
}

/// Installs the trigger (once per database; repeated installs replace it) and starts
/// the task that listens for other nodes' changes on behalf of `hub`. The task ends
/// when the hub is gone.
pub async fn join(url: &str, hub: &Arc<Hub>) -> Result<tokio::task::JoinHandle<()>, String> {
    install(url).await.map_err(|e| format!("database: {e}"))?;
    let mut listener = listen(url).await.map_err(|e| format!("database: {e}"))?;
    let url = url.to_string();
    let hub = Arc::downgrade(hub);
    Ok(tokio::spawn(async move {
        loop {
            relay(&mut listener, &hub).await;
            if hub.upgrade().is_none() {
                return;
            }
            // The connection was lost: listen again, then catch up on what was missed.
            listener = loop {
                tokio::time::sleep(RETRY).await;
                if hub.upgrade().is_none() {
                    return;
                }
                if let Ok(l) = listen(&url).await {
                    break l;
                }
            };
            let Some(hub) = hub.upgrade() else { return };
            tokio::spawn(async move { hub.resync_all().await });
        }
    }))
}

async fn install(url: &str) -> Result<(), sqlx::Error> {
    let mut conn = PgConnection::connect(url).await?;
    let mut tx = conn.begin().await?;
    tx.execute(sqlx::query("SELECT pg_advisory_xact_lock($1)").bind(INSTALL_LOCK)).await?;
    for statement in TRIGGER {
        tx.execute(statement).await?;
    }
    tx.commit().await?;
    conn.close().await
}

async fn listen(url: &str) -> Result<PgListener, sqlx::Error> {
    let mut listener = PgListener::connect(url).await?;
    listener.listen(CHANNEL).await?;
    Ok(listener)
}

/// Hands each notification to the hub until the connection is lost or the hub is gone.
async fn relay(listener: &mut PgListener, hub: &Weak<Hub>) {
    while let Ok(Some(note)) = listener.try_recv().await {
        let Some(hub) = hub.upgrade() else { return };
        if let Some((id, rev)) = parse_payload(note.payload()) {
            if hub.holds(id) {
                let id = id.to_string();
                tokio::spawn(async move { hub.changed(&id, rev, None).await });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payloads_read_back_and_junk_is_ignored() {
        assert_eq!(parse_payload("fia-20261202-ab12 17"), Some(("fia-20261202-ab12", 17)));
        assert_eq!(parse_payload("a b c 3"), Some(("a b c", 3)));
        assert_eq!(action_payload("fia-1", 18), "fia-1 18", "the game and revision, nothing more");
        let older = "fia-1 18\n{\"k\":3,\"a\":[[0,\"a 1\"]],\"v\":4,\"t\":1}";
        assert_eq!(parse_payload(older), Some(("fia-1", 18)));
        assert_eq!(parse_payload("fia"), None);
        assert_eq!(parse_payload("fia x"), None);
        assert!(is_shared("postgres://u@127.0.0.1:1/db") && !is_shared("sqlite://x.db"));
    }
}
