//! The catch-up a device is sent after an undo (issue 40): the server tells it with
//! the core's rule (`PlaySession::catch_up` from where the device last looked), so a
//! move it was shown and that was then taken back is said to be taken back, not left
//! to read as played.

mod common;

use common::{server, temp_dir, two_people, Device};
use serde_json::json;
use spelbord_protocol::ServerMsg;
use spelbord_server::{Config, SqlStore};

fn mine(d: &Device) -> bool {
    d.state.as_ref().and_then(|s| s.play.as_ref()).is_some_and(|p| !p.view.next_steps.is_empty() || p.view.can_confirm)
}

/// Reads states until the device holds version `version` or a later one.
async fn reach(d: &mut Device, version: u64) {
    while d.version() < version {
        d.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
    }
}

/// Reads states until the device's own view changed from `key` (its action answered).
async fn answered(d: &mut Device, key: (u64, Vec<String>)) {
    loop {
        d.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
        let view = &d.state.as_ref().unwrap().play.as_ref().unwrap().view;
        if (view.version, view.pending.clone()) != key {
            return;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_taken_back_is_said_so_on_the_other_device() {
    let url = SqlStore::sqlite_url(&temp_dir("catch-up")).unwrap();
    let running = server(&url, Config::default()).await;
    let (mut host, mut guest) = two_people(running.addr).await;
    for _ in 0..400 {
        let latest = host.version().max(guest.version());
        reach(&mut host, latest).await;
        reach(&mut guest, latest).await;
        let (mover, waiter) = if mine(&host) { (&mut host, &mut guest) } else { (&mut guest, &mut host) };
        assert!(mine(mover), "someone is to move");
        let view = mover.state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
        let action = mover.action(&mut |_| 0).expect("an action");
        mover.send(action).await;
        answered(mover, (view.version, view.pending.clone())).await;
        let after = mover.state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
        // A whole move made (the turn passed) that its player may still take back.
        if !(after.can_undo && after.pending.is_empty() && !mine(mover)) {
            continue;
        }
        reach(waiter, after.version).await;
        let played = waiter.state.as_ref().unwrap().play.as_ref().unwrap().since.clone();
        assert!(!played.is_empty(), "the move is told to the other device");
        mover.send(json!({"type": "undo", "version": after.version, "pending": []})).await;
        answered(mover, (after.version, Vec::new())).await;
        reach(waiter, mover.version()).await;
        let since = waiter.state.as_ref().unwrap().play.as_ref().unwrap().since.clone();
        let last = played.last().unwrap();
        assert!(since.contains(&format!("{last} (taken back)")), "the undo is said: {since:?} after {played:?}");
        assert!(!since.contains(last), "and the move is not told as played again: {since:?}");
        return;
    }
    panic!("no move was taken back in 400 actions");
}
