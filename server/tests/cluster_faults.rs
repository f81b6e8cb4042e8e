//! Faults of a deployment with several nodes: a node killed with SIGKILL mid-game (its
//! devices go on through the other node, nothing acknowledged is lost or applied
//! twice), PostgreSQL restarted mid-game (typed errors, nothing corrupted, service
//! resumes), and a device that reads nothing (dropped once its bounded queue is full,
//! while the others play on).

// The two devices' facts sit in arrays indexed by device: loops by number read plainest.
#![allow(clippy::needless_range_loop)]

mod common;

use std::net::SocketAddr;
use std::process::Command;
use std::time::Duration;

use common::{connect_when_up, free_port, server, spawn_server, Device, PG_ENV, WAIT};
use serde_json::json;
use spelbord_core::GameRng;
use spelbord_protocol::{ErrorCode, ServerMsg};
use spelbord_server::{Config, SqlStore, Store};

fn postgres() -> Option<String> {
    match std::env::var(PG_ENV) {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var("CI").is_ok() => panic!("{PG_ENV} is not set in CI: scripts/test.sh starts PostgreSQL"),
        _ => {
            eprintln!("{PG_ENV} not set: skipped (scripts/test.sh sets it)");
            None
        }
    }
}

/// The stored game: whole moves per seat in its history, and its session version.
async fn stored_moves(url: &str, game_id: &str) -> (Vec<u64>, u64) {
    let store = common::open_store(url).await;
    let row = store.load_game(game_id).await.unwrap().expect("the game is stored");
    let (_, session) = spelbord_server::record::stored_game(&row).expect("the stored game replays");
    let save = session.expect("the game started").to_save();
    let mut per_seat = vec![0; save.seats.len()];
    for h in &save.history {
        if let Some(s) = h.by {
            per_seat[s] += 1;
        }
    }
    (per_seat, save.session_version.unwrap_or(0))
}

/// A device's answer to an action: Some(version) for an ack, None for a refusal
/// (stale), Err when its node went away.
async fn answer(d: &mut Device) -> Result<Option<u64>, ()> {
    loop {
        match d.next().await {
            Some(ServerMsg::Ack { version }) => {
                // The device's new state follows its ack: read it before acting again.
                loop {
                    match d.next().await {
                        Some(ServerMsg::State(_)) => return Ok(Some(version)),
                        Some(_) => continue,
                        None => return Err(()),
                    }
                }
            }
            Some(ServerMsg::Error { code: ErrorCode::Stale | ErrorCode::Conflict, .. }) => return Ok(None),
            Some(ServerMsg::Error { code, message, .. }) => panic!("refused: {code:?} {message}"),
            Some(_) => continue,
            None => return Err(()),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killing_a_node_mid_game_loses_nothing_and_applies_nothing_twice() {
    let Some(url) = postgres() else { return };
    let ports = [free_port(), free_port()];
    let addrs: Vec<SocketAddr> = ports.iter().map(|p| SocketAddr::from(([127, 0, 0, 1], *p))).collect();
    let mut nodes = [spawn_server(ports[0], &url), spawn_server(ports[1], &url)];
    // Host on node 0, guest through node 1; a bot makes moves of its own.
    let mut host = connect_when_up(addrs[0]).await;
    let codes = host
        .create(
            "fia",
            json!([{"kind": "me", "name": "A"}, {"kind": "invite", "name": "B"}, {"kind": "bot", "level": "beginner"}]),
            json!({}),
        )
        .await;
    let mut guest = connect_when_up(addrs[1]).await;
    guest.join(&codes[0], "B").await.unwrap();
    let game_id = host.game_id.clone();
    let tokens = [host.token.clone(), guest.token.clone()];
    let mut devices = [host, guest];
    let mut on_node = [0usize, 1];
    let (mut sent, mut acked) = ([0u64; 2], [0u64; 2]);
    let mut last_ack = [0u64; 2];
    let mut rng = GameRng::new(11);
    let mut kills = 0;
    let mut actions = 0;
    while kills < 4 && actions < 400 {
        // The device whose turn it is, once both show the same position.
        let Some(i) = (0..2).find(|&i| devices[i].action(&mut |_| 0).is_some()) else {
            if devices[0].ended() {
                break;
            }
            let _ = tokio::time::timeout(Duration::from_millis(50), devices[0].next()).await;
            let _ = tokio::time::timeout(Duration::from_millis(50), devices[1].next()).await;
            continue;
        };
        let action = devices[i].action(&mut |n| rng.below(n as u32) as usize).unwrap();
        // A step may complete a move too: every action sent may store at most one move.
        let whole = action["type"] != "step";
        devices[i].send(action).await;
        sent[i] += 1;
        actions += 1;
        // Every 25th action the node of the acting device is killed with the action in
        // flight: it may or may not have been stored.
        let kill_now = actions % 25 == 0;
        if kill_now {
            let n = on_node[i];
            nodes[n].kill().unwrap();
            nodes[n].wait().unwrap();
            kills += 1;
        }
        let result = if kill_now { Err(()) } else { answer(&mut devices[i]).await };
        match result {
            Ok(Some(version)) => {
                acked[i] += u64::from(whole);
                last_ack[i] = version;
            }
            Ok(None) => {}
            Err(()) => {
                // Every device on the dead node resumes through the other one.
                let dead = on_node[i];
                nodes[dead] = spawn_server(ports[dead], &url);
                for j in 0..2 {
                    if on_node[j] == dead {
                        let other = 1 - dead;
                        let mut d = connect_when_up(addrs[other]).await;
                        let state =
                            d.resume(&game_id, &tokens[j], Some(last_ack[j])).await.expect("the other node resumes");
                        let version = state.play.as_ref().unwrap().view.version;
                        assert!(version >= last_ack[j], "acknowledged version {} lost: at {version}", last_ack[j]);
                        d.seat = state.seat;
                        devices[j] = d;
                        on_node[j] = other;
                    }
                }
            }
        }
        // Let frames of the other device catch up (its copy of the position).
        let j = 1 - i;
        let _ = tokio::time::timeout(Duration::from_millis(30), devices[j].next()).await;
    }
    assert!(kills >= 3, "only {kills} kills before the game ended");
    // Give the last in-flight writes a moment, then compare with what is stored.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (stored, _) = stored_moves(&url, &game_id).await;
    for seat in 0..2 {
        assert!(
            stored[seat] >= acked[seat],
            "seat {seat}: {} acknowledged moves, {} stored",
            acked[seat],
            stored[seat]
        );
        assert!(
            stored[seat] <= sent[seat],
            "seat {seat}: {} sent moves, {} stored (applied twice)",
            sent[seat],
            stored[seat]
        );
    }
    for mut n in nodes {
        let _ = n.kill();
        let _ = n.wait();
    }
}

/// A PostgreSQL cluster of the test's own (it is stopped and started mid-game), when
/// this machine can start one (root, Debian's postgresql). `None` otherwise.
struct OwnPostgres {
    dir: std::path::PathBuf,
    port: u16,
}

const PG_BIN: &str = "/usr/lib/postgresql/15/bin";

impl OwnPostgres {
    fn start() -> Option<OwnPostgres> {
        let bin = std::env::var("PG_BIN").unwrap_or_else(|_| PG_BIN.to_string());
        if !std::path::Path::new(&format!("{bin}/initdb")).exists() {
            return None;
        }
        let port = std::env::var("SPELBORD_TEST_PG_PORT")
            .ok()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port());
        let dir = common::temp_dir("own-pg");
        let ok = Command::new("chown").args(["postgres", dir.to_str().unwrap()]).status().is_ok_and(|s| s.success());
        if !ok {
            return None;
        }
        let pg = OwnPostgres { dir, port };
        let init = format!("{bin}/initdb -D {}/data -A trust -U spelbord >/dev/null", pg.dir.display());
        pg.su(&init).then_some(())?;
        pg.ctl("start").then_some(pg)
    }

    fn su(&self, script: &str) -> bool {
        Command::new("su").args(["postgres", "-s", "/bin/sh", "-c", script]).status().is_ok_and(|s| s.success())
    }

    fn ctl(&self, what: &str) -> bool {
        let bin = std::env::var("PG_BIN").unwrap_or_else(|_| PG_BIN.to_string());
        let d = self.dir.display();
        let opts = format!("-o '-p {} -k {d} -c listen_addresses=127.0.0.1'", self.port);
        let extra = if what == "start" { opts.as_str() } else { "-m fast" };
        self.su(&format!("{bin}/pg_ctl -D {d}/data -l {d}/log -w {what} {extra} >/dev/null"))
    }

    fn url(&self) -> String {
        format!("postgres://spelbord@127.0.0.1:{}/postgres", self.port)
    }
}

impl Drop for OwnPostgres {
    fn drop(&mut self) {
        self.ctl("stop");
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// Plays whole moves between two devices (each waits for its ack) until `n` are done.
async fn play_moves(devices: &mut [Device; 2], n: usize, rng: &mut GameRng) {
    let mut done = 0;
    while done < n {
        let Some(i) = (0..2).find(|&i| devices[i].action(&mut |_| 0).is_some()) else {
            let _ = tokio::time::timeout(Duration::from_millis(50), devices[0].next()).await;
            let _ = tokio::time::timeout(Duration::from_millis(50), devices[1].next()).await;
            continue;
        };
        let action = devices[i].action(&mut |k| rng.below(k as u32) as usize).unwrap();
        devices[i].send(action).await;
        if answer(&mut devices[i]).await.expect("connected").is_some() {
            done += 1;
        }
        let _ = tokio::time::timeout(Duration::from_millis(30), devices[1 - i].next()).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_restarted_mid_game_gives_typed_errors_and_service_resumes() {
    let Some(pg) = OwnPostgres::start() else {
        // Where the test script started a PostgreSQL (or in CI) this machine can start
        // one: a skip there would hide a broken set-up, as a 0700 TMPDIR once did.
        let can = std::env::var("CI").is_ok() || std::env::var(common::PG_ENV).is_ok_and(|u| !u.is_empty());
        assert!(!can, "this machine can start PostgreSQL (root, postgresql-15): see the log above");
        eprintln!("cannot start a PostgreSQL of the test's own here: skipped");
        return;
    };
    let url = pg.url();
    let a = server(&url, Config::default()).await;
    let b = server(&url, Config::default()).await;
    let mut host = Device::connect(a.addr).await;
    let codes =
        host.create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "invite", "name": "B"}]), json!({})).await;
    let mut guest = Device::connect(b.addr).await;
    guest.join(&codes[0], "B").await.unwrap();
    let game_id = host.game_id.clone();
    let mut devices = [host, guest];
    let mut rng = GameRng::new(3);
    play_moves(&mut devices, 6, &mut rng).await;
    let before = stored_moves(&url, &game_id).await;

    // PostgreSQL goes down: an action is refused with a typed storage error and the
    // position stays as it was.
    assert!(pg.ctl("stop"), "PostgreSQL stops");
    let i = loop {
        if let Some(i) = (0..2).find(|&i| devices[i].action(&mut |_| 0).is_some()) {
            break i;
        }
        let _ = tokio::time::timeout(Duration::from_millis(100), devices[0].next()).await;
        let _ = tokio::time::timeout(Duration::from_millis(100), devices[1].next()).await;
    };
    let key = devices[i].state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
    let action = devices[i].action(&mut |_| 0).unwrap();
    devices[i].send(action.clone()).await;
    let code = tokio::time::timeout(WAIT, devices[i].error()).await.expect("an answer while the database is down");
    assert_eq!(code, ErrorCode::Storage, "a database outage is a storage error");

    // Back up: the same action goes through, the other node hears of it, nothing was
    // lost or corrupted while it was down.
    assert!(pg.ctl("start"), "PostgreSQL starts again");
    // The pool's old connections break on first use: a few storage errors may come
    // before the database answers again; a stale refusal would mean the failed action
    // had been applied after all.
    let mut acked = false;
    for _ in 0..40 {
        devices[i].send(action.clone()).await;
        match devices[i]
            .until(|m| match m {
                ServerMsg::Ack { .. } => Some(Ok(())),
                ServerMsg::Error { code, .. } => Some(Err(*code)),
                _ => None,
            })
            .await
        {
            Ok(()) => {
                // The new state follows the ack: the next action is built on it (a
                // step keeps the version, so one built on the old state would repeat
                // the step just acknowledged).
                devices[i].until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
                acked = true;
                break;
            }
            Err(ErrorCode::Storage) => tokio::time::sleep(Duration::from_millis(500)).await,
            Err(code) => panic!("the retried action was refused with {code:?}"),
        }
    }
    assert!(acked, "the service did not resume after PostgreSQL came back");
    let after_retry = stored_moves(&url, &game_id).await;
    assert_eq!(after_retry.0.len(), before.0.len(), "the stored game reads back whole");
    assert!(after_retry.1 >= before.1 && after_retry.1 <= key.version + 1, "one action more at most");
    // Both nodes carry on: more moves between a device on each.
    play_moves(&mut devices, 6, &mut rng).await;
    let end = stored_moves(&url, &game_id).await;
    assert!(end.1 > after_retry.1 || end.0.iter().sum::<u64>() > after_retry.0.iter().sum::<u64>(), "play resumed");
    let _ = (a.stop.send(()), b.stop.send(()));
}

/// A device that never reads: a real WebSocket whose socket has a small receive
/// buffer, so the server's writes to it soon wait.
async fn device_that_reads_nothing(addr: SocketAddr) -> tokio_tungstenite::WebSocketStream<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let stream = socket.connect(addr).await.unwrap();
    let (ws, _) = tokio_tungstenite::client_async(format!("ws://{addr}/ws"), stream).await.unwrap();
    ws
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_that_reads_nothing_is_let_go_while_the_others_play_on() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let url = SqlStore::sqlite_url(&common::temp_dir("slow")).unwrap();
    let running = server(&url, Config { outbox: 4, ..Config::default() }).await;
    let addr = running.addr;
    let mut host = Device::connect(addr).await;
    let codes = host
        .create(
            "fia",
            json!([{"kind": "me", "name": "A"}, {"kind": "invite", "name": "Slow"}, {"kind": "bot", "level": "beginner"}]),
            json!({}),
        )
        .await;
    let mut slow = device_that_reads_nothing(addr).await;
    let join =
        json!({"type": "join", "protocol": 1, "lang": "en", "code": codes[0], "contribution": common::contribution()});
    slow.send(Message::Text(join.to_string().into())).await.unwrap();
    let (game_id, token) = (host.game_id.clone(), host.token.clone());
    // Each time the host's device comes back, every seat is sent the game: the slow
    // device's socket fills, then its bounded queue, and it is let go (shown away)
    // while the host is answered at once every time.
    let let_go = |s: &spelbord_protocol::StateFrame| s.seats[1].taken && !s.seats[1].connected;
    let mut away = false;
    for _ in 0..2000 {
        let mut d = Device::connect(addr).await;
        let asked = std::time::Instant::now();
        let state = d.resume(&game_id, &token, None).await.expect("the host resumes");
        assert!(asked.elapsed() < Duration::from_secs(5), "the host waited for the slow device");
        host = d;
        if let_go(&state) {
            away = true;
            break;
        }
    }
    assert!(away, "the slow device was never let go");
    // Its connection is closed: reading it now ends, after what the network had buffered.
    let ended = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match slow.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert!(ended.is_ok(), "the server closed the slow device's connection");
    // The others play on: the host's actions are answered while the seat is away.
    let mut rng = GameRng::new(1);
    for _ in 0..5 {
        let Some(action) = host.action(&mut |n| rng.below(n as u32) as usize) else { break };
        host.send(action).await;
        let answered = tokio::time::timeout(Duration::from_secs(10), answer(&mut host)).await;
        assert!(answered.is_ok(), "an action waited for the slow device");
    }
    let _ = running.stop.send(());
}
