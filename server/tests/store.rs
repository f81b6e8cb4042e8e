//! The store's appends under load: many games' actions are committed in one
//! transaction (group commit), and a refused action in such a batch refuses only
//! itself.

mod common;

use common::databases;
use futures_util::future::join_all;
use spelbord_server::store::{JournalRow, StoreError};
use spelbord_server::Store;
use sqlx::Connection;

fn row(version: u64) -> JournalRow {
    JournalRow { version, history_len: version as u32, line: format!("line {version}") }
}

/// PostgreSQL's next transaction id: the write transactions between two reads.
async fn next_xid(url: &str) -> Option<i64> {
    if !url.starts_with("postgres") {
        return None;
    }
    let mut conn = sqlx::PgConnection::connect(url).await.expect("connects");
    let (xid,): (i64,) = sqlx::query_as("SELECT txid_current()").fetch_one(&mut conn).await.expect("reads");
    Some(xid)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_games_actions_commit_together_and_a_refused_one_refuses_only_itself() {
    let run = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos();
    for url in databases("store") {
        let store = common::open_store(&url).await;
        let ids: Vec<String> = (0..40).map(|i| format!("batch-{run}-{i}")).collect();
        for id in &ids {
            store.insert_game(id, "{}").await.expect("inserted");
        }
        // Game 0's revision 2 is taken already (another node's action).
        store.append_action(&ids[0], 1, &row(1)).await.expect("the first action of game 0");
        let before = next_xid(&url).await;
        let first = row(1);
        let results = join_all(ids.iter().map(|id| store.append_action(id, 1, &first))).await;
        let after = next_xid(&url).await;
        assert!(matches!(results[0], Err(StoreError::Conflict)), "{url}: a second write of a revision is refused");
        for (id, result) in ids.iter().zip(&results).skip(1) {
            assert_eq!(result.as_ref().ok(), Some(&2), "{url}: {id}'s action is stored beside the refused one");
            let stored = store.load_game(id).await.unwrap().expect("stored");
            assert_eq!(stored.journal, vec![row(1)], "{url}: {id}");
        }
        if let (Some(before), Some(after)) = (before, after) {
            // One transaction an action would be 40 (plus the reading one).
            let transactions = after - before - 1;
            assert!(transactions <= 10, "{url}: 40 actions in {transactions} transactions");
        }
    }
}
