//! Two server nodes on one PostgreSQL (the one scripts/test.sh starts): devices of one
//! game on different nodes see each other's moves, and one action sent at once through
//! both nodes is applied exactly once.

mod common;

use std::sync::atomic::Ordering::Relaxed;
use std::time::{Duration, Instant};

use common::{server, Device, PG_ENV};
use serde_json::{json, Value};
use spelbord_protocol::{ErrorCode, ServerMsg};
use spelbord_server::Config;

/// The test PostgreSQL, or `None` outside the test script (in CI that is a failure).
fn postgres() -> Option<String> {
    match std::env::var(PG_ENV) {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var("CI").is_ok() => panic!("{PG_ENV} is not set in CI: scripts/test.sh starts PostgreSQL"),
        _ => {
            eprintln!("{PG_ENV} not set: two-node test skipped (scripts/test.sh sets it)");
            None
        }
    }
}

/// What a device's last state shows: the version and the steps chosen so far.
fn key(d: &Device) -> Option<(u64, Vec<String>)> {
    let view = &d.state.as_ref()?.play.as_ref()?.view;
    Some((view.version, view.pending.clone()))
}

/// Reads both devices until they show the same position and `x` has an action to take
/// (the bots have moved), or the game has ended. False when it ended.
async fn settle(x: &mut Device, y: &mut Device) -> bool {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if x.ended() && y.ended() {
            return false;
        }
        if key(x).is_some() && key(x) == key(y) && x.action(&mut |_| 0).is_some() {
            return true;
        }
        assert!(Instant::now() < deadline, "the two nodes never showed the same position: {:?} / {:?}", key(x), key(y));
        let _ = tokio::time::timeout(Duration::from_millis(50), x.next()).await;
        let _ = tokio::time::timeout(Duration::from_millis(50), y.next()).await;
    }
}

/// Reads until the answer to an action: true for an acknowledgement, false for the
/// refusal a lost race gets (stale, or another node's write came first).
async fn answer(d: &mut Device) -> bool {
    let acked = d
        .until(|m| match m {
            ServerMsg::Ack { .. } => Some(true),
            ServerMsg::Error { code: ErrorCode::Stale | ErrorCode::Conflict, .. } => Some(false),
            ServerMsg::Error { code, message, .. } => panic!("refused: {code:?} {message}"),
            _ => None,
        })
        .await;
    if acked {
        // The device's new state follows its ack: read it before acting again.
        d.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
    }
    acked
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn devices_on_two_nodes_play_one_game_to_the_end() {
    let Some(url) = postgres() else { return };
    let a = server(&url, Config::default()).await;
    let b = server(&url, Config::default()).await;
    for (game, seats) in [
        (
            "fia",
            json!([{"kind": "me", "name": "A"}, {"kind": "invite", "name": "B"}, {"kind": "bot", "level": "beginner"}]),
        ),
        (
            "fjols",
            json!([{"kind": "me", "name": "A"}, {"kind": "bot", "level": "beginner"}, {"kind": "invite", "name": "B"}]),
        ),
    ] {
        // The host on node A, the invited player joins through node B.
        let mut host = Device::connect(a.addr).await;
        let codes = host.create(game, seats, json!({})).await;
        let mut guest = Device::connect(b.addr).await;
        guest.join(&codes[0], "B").await.expect("node B opens a seat of node A's game");
        tokio::time::timeout(Duration::from_secs(240), async {
            tokio::join!(host.play_to_end(7), guest.play_to_end(8));
        })
        .await
        .unwrap_or_else(|_| panic!("{game}: the game did not end across two nodes"));
        let (h, g) = (host.state.clone().unwrap(), guest.state.clone().unwrap());
        assert!(h.ended.is_some() && g.ended.is_some(), "{game}");
        let (hv, gv) = (h.play.unwrap().view, g.play.unwrap().view);
        assert_eq!((hv.version, &hv.outcome), (gv.version, &gv.outcome), "{game}: both nodes show the same end");
        // Each device's own actions were acknowledged and reached the other node: the
        // guest saw the host's moves in its catch-up lines.
        let lines: Vec<Value> = guest.frames.iter().map(|f| serde_json::from_str(f).unwrap()).collect();
        let told = lines.iter().filter_map(|f| f.pointer("/play/since")?.as_array()).flatten().count();
        assert!(told > 0, "{game}: the guest on node B was told what happened on node A");
    }
    // Node B took node A's actions from the lines the news carried, reading a game
    // again whole only for a full save (seats filled, the end, a fold) or a race.
    let news = b.hub.news_taken();
    let (followed, read_again) = (news.followed.load(Relaxed), news.read_again.load(Relaxed));
    eprintln!("node B: {followed} actions followed, {read_again} games read again");
    assert!(
        followed > 10 * read_again.max(1),
        "node B followed {followed} actions, read a game again {read_again} times"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_action_sent_through_two_nodes_at_once_is_applied_once() {
    let Some(url) = postgres() else { return };
    let a = server(&url, Config::default()).await;
    let b = server(&url, Config::default()).await;
    let mut host = Device::connect(a.addr).await;
    host.create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "bot", "level": "beginner"}]), json!({})).await;
    let (game_id, token) = (host.game_id.clone(), host.token.clone());
    // The same seat on both nodes: a phone through node A, a tablet through node B
    // (each node only knows its own device, so neither replaces the other).
    let mut x = host;
    let mut y = Device::connect(b.addr).await;
    y.resume(&game_id, &token, None).await.expect("node B resumes node A's game");
    let mut races = 0;
    while races < 12 && settle(&mut x, &mut y).await {
        let action = x.action(&mut |_| 0).unwrap();
        if action["type"] == "step" {
            // Build the move through node A alone; race only on what completes it.
            // (Refused only if node A had not yet heard of a bot move made on node B;
            // the next round starts from the position both show then.)
            x.send(action).await;
            let _ = answer(&mut x).await;
            continue;
        }
        let before = key(&x).unwrap();
        x.send(action.clone()).await;
        y.send(action).await;
        let (ax, ay) = (answer(&mut x).await, answer(&mut y).await);
        assert_eq!(u8::from(ax) + u8::from(ay), 1, "race {races} at {before:?}: exactly one node applies it");
        races += 1;
    }
    assert!(races >= 6, "only {races} races before the game ended");
    // Every race moved the game on by exactly one version: nothing applied twice.
    let _ = settle(&mut x, &mut y).await;
    let stored = common::open_store(&url).await;
    use spelbord_server::Store;
    let row = stored.load_game(&game_id).await.unwrap().unwrap();
    let (_, session) = spelbord_server::record::stored_game(&row).unwrap();
    let session = session.expect("the game started");
    assert_eq!(session.version(), key(&x).unwrap().0, "the database holds what both nodes show");
}

/// Nodes starting at the same moment on a new PostgreSQL database all come up: the
/// tables are created once, under a lock (PostgreSQL refuses concurrent
/// `CREATE TABLE IF NOT EXISTS` of one table with a duplicate key in its catalogue).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nodes_starting_together_on_a_new_database_all_come_up() {
    let Some(url) = postgres() else { return };
    let fresh = format!("spelbord_start_{}", std::process::id());
    let (base, _) = url.rsplit_once('/').expect("a database in the URL");
    let fresh_url = format!("{base}/{fresh}");
    sqlx::any::install_default_drivers();
    let admin = sqlx::AnyPool::connect(&url).await.unwrap();
    sqlx::query(&format!("DROP DATABASE IF EXISTS {fresh}")).execute(&admin).await.unwrap();
    sqlx::query(&format!("CREATE DATABASE {fresh}")).execute(&admin).await.unwrap();
    let key = common::pg_key_file();
    for round in 0..3 {
        let opened = futures_util::future::join_all(
            (0..6).map(|_| spelbord_server::store::SqlStore::open_with_key_file(&fresh_url, Some(key.as_path()))),
        )
        .await;
        for store in &opened {
            assert!(store.is_ok(), "round {round}: a node failed to start: {:?}", store.as_ref().err());
        }
        drop(opened);
        if round < 2 {
            // Start over on an empty database.
            let pool = sqlx::AnyPool::connect(&fresh_url).await.unwrap();
            sqlx::query("DROP TABLE IF EXISTS spelbord_games, spelbord_invites, spelbord_journal, spelbord_meta")
                .execute(&pool)
                .await
                .unwrap();
            pool.close().await;
        }
    }
    let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {fresh} WITH (FORCE)")).execute(&admin).await;
}

/// Takes `d`'s next turn (reading until it has one) and reads the answer.
async fn act_once(d: &mut Device) {
    loop {
        if let Some(action) = d.action(&mut |_| 0) {
            d.send(action).await;
            assert!(answer(d).await, "an action of the only device on the seat is taken");
            return;
        }
        d.next().await.expect("the game goes on");
    }
}

/// The stored game's head revision and session version, once the bots on node A
/// are done (the revision has stopped moving).
async fn settled_head(store: &spelbord_server::SqlStore, id: &str, d: &mut Device) -> (i64, u64) {
    use spelbord_server::Store;
    let mut last = -1;
    loop {
        let _ = tokio::time::timeout(Duration::from_millis(300), d.next()).await;
        let row = store.load_game(id).await.unwrap().unwrap();
        if row.head() == last {
            let (_, session) = spelbord_server::record::stored_game(&row).unwrap();
            return (last, session.unwrap().version());
        }
        last = row.head();
    }
}

/// Two nodes on one SQLite file, with no news between them but what the test hands
/// over (as the listener would): the node that did not write follows the other's
/// actions from the journal rows after the revision it holds, and its device sees
/// them; a line that does not continue the game it holds makes it read the game
/// again whole (its device is never shown a game the store does not hold).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_follows_another_nodes_actions_and_reads_again_what_it_cannot_follow() {
    let url = spelbord_server::SqlStore::sqlite_url(&common::temp_dir("follow")).unwrap();
    let a = server(&url, Config::default()).await;
    let b = server(&url, Config::default()).await;
    let mut x = Device::connect(a.addr).await;
    x.create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "bot", "level": "beginner"}]), json!({})).await;
    let id = x.game_id.clone();
    let store = common::open_store(&url).await;
    // Node B reads the game once node A's bots are done (at the revision `start`).
    let (start, _) = settled_head(&store, &id, &mut x).await;
    let mut y = Device::connect(b.addr).await;
    y.resume(&id, &x.token.clone(), None).await.expect("node B reads node A's game");
    for _ in 0..8 {
        act_once(&mut x).await;
    }
    let (head, version) = settled_head(&store, &id, &mut x).await;
    assert!(head >= start + 8, "eight actions or more were stored ({start} → {head})");
    b.hub.changed(&id, head, None).await;
    y.until(|m| {
        matches!(m, ServerMsg::State(f) if f.play.as_ref().is_some_and(|p| p.view.version == version)).then_some(())
    })
    .await;
    let news = b.hub.news_taken();
    let followed = |n: &spelbord_server::hub::NewsTaken| n.followed.load(Relaxed);
    let read_again = |n: &spelbord_server::hub::NewsTaken| n.read_again.load(Relaxed);
    assert_eq!((followed(news), read_again(news)), ((head - start) as u64, 0), "every action followed, none read");
    // Node A moves on; node B is handed a line that does not continue its game.
    act_once(&mut x).await;
    let (later, version) = settled_head(&store, &id, &mut x).await;
    b.hub.changed(&id, head + 1, Some("{\"k\":0,\"a\":[],\"v\":1,\"t\":0}")).await;
    y.until(|m| {
        matches!(m, ServerMsg::State(f) if f.play.as_ref().is_some_and(|p| p.view.version == version)).then_some(())
    })
    .await;
    assert_eq!((followed(news), read_again(news)), ((head - start) as u64, 1), "read again whole, at {later}");
    b.hub.changed(&id, later, None).await;
    assert_eq!(read_again(news), 1, "news of what it holds already is ignored");
}

/// The news of an action names only the game and its revision, once (any database
/// login may LISTEN: a journal line in it would tell a card given face down); the
/// other nodes read the line from the tables. An action's news is sent by the node
/// after its batch committed, not by a trigger in the writing transaction (which took
/// PostgreSQL's cluster-wide notify lock through every commit's disk flush): a journal
/// trigger an earlier version installed is removed when a node starts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_news_of_an_action_names_only_the_game_and_revision() {
    use spelbord_server::Store;
    let Some(url) = postgres() else { return };
    let store = common::open_store(&url).await;
    // The database as an earlier version left it: the journal announcing its rows.
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&url).await.unwrap();
    for statement in [
        "CREATE OR REPLACE FUNCTION spelbord_action_appended() RETURNS trigger AS $$
         BEGIN
           PERFORM pg_notify('spelbord_game_changed', NEW.game_id || ' ' || NEW.rev || E'\\n' || NEW.line);
           RETURN NULL;
         END $$ LANGUAGE plpgsql",
        "CREATE OR REPLACE TRIGGER spelbord_action_appended AFTER INSERT ON spelbord_journal
         FOR EACH ROW EXECUTE FUNCTION spelbord_action_appended()",
    ] {
        sqlx::query(statement).execute(&db).await.unwrap();
    }
    let a = server(&url, Config::default()).await;
    let triggers: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM pg_trigger WHERE tgrelid = 'spelbord_journal'::regclass AND NOT tgisinternal",
    )
    .fetch_one(&db)
    .await
    .unwrap();
    assert_eq!(triggers, 0, "a starting node removes the journal's trigger");
    let mut listener = sqlx::postgres::PgListener::connect(&url).await.unwrap();
    listener.listen(spelbord_server::cluster::CHANNEL).await.unwrap();
    let mut x = Device::connect(a.addr).await;
    x.create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "bot", "level": "beginner"}]), json!({})).await;
    // Two actions of the person (whoever starts, at least two action lines).
    act_once(&mut x).await;
    act_once(&mut x).await;
    let (mut full_saves, mut lines) = (0, std::collections::HashMap::new());
    // Every notification of the game until none has come for a second (bots moved).
    while let Ok(note) = tokio::time::timeout(Duration::from_secs(1), listener.recv()).await {
        let note = note.unwrap();
        let Some((id, rev)) = spelbord_server::cluster::parse_payload(note.payload()) else { continue };
        if id != x.game_id {
            continue;
        }
        assert_eq!(note.payload(), format!("{id} {rev}"), "the game and its revision, nothing more");
        // An action's revision is a journal row (until a fold takes it in).
        match store.journal_after(id, rev - 1).await.unwrap().first() {
            None => full_saves += 1,
            Some(_) => *lines.entry(rev).or_insert(0) += 1,
        }
    }
    assert!(lines.len() >= 2, "the actions were announced: {lines:?}");
    assert!(lines.values().all(|&n| n == 1), "each action announced once: {lines:?}");
    assert!(full_saves >= 1, "the game's creation and start are full saves, announced too");
}

/// A node killed after storing an action and before announcing it leaves the other
/// nodes that hold the game a revision behind. A device coming back to such a node
/// (as a killed node's devices do) is shown the game as stored, not the node's
/// older copy. Two nodes on one SQLite file: no news passes between them at all.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_coming_back_to_a_node_that_missed_actions_is_shown_the_game_as_stored() {
    let url = spelbord_server::SqlStore::sqlite_url(&common::temp_dir("missed")).unwrap();
    let a = server(&url, Config::default()).await;
    let b = server(&url, Config::default()).await;
    let mut x = Device::connect(a.addr).await;
    x.create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "bot", "level": "beginner"}]), json!({})).await;
    let (id, token) = (x.game_id.clone(), x.token.clone());
    let mut y = Device::connect(b.addr).await;
    y.resume(&id, &token, None).await.expect("node B reads node A's game");
    let held = key(&y).expect("node B shows the game").0;
    let store = common::open_store(&url).await;
    for _ in 0..3 {
        act_once(&mut x).await;
    }
    let (_, version) = settled_head(&store, &id, &mut x).await;
    assert!(version > held, "node A moved the game on ({held} → {version})");
    // Node B was told nothing; the device comes back to it.
    let mut z = Device::connect(b.addr).await;
    z.resume(&id, &token, None).await.expect("node B resumes the game");
    assert_eq!(key(&z).map(|k| k.0), Some(version), "the device is shown the stored game, not node B's copy");
}
