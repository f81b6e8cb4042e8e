//! `spelbord-load`: the load harness (a bench, not a test). Starts one or two
//! `spelbord-server` nodes on loopback ports over one PostgreSQL, opens idle tables of
//! four connected devices, then plays tables of scripted people (random legal moves
//! after a think time) and bots for a bounded time, optionally killing a node with
//! SIGKILL now and then, and prints what it measured:
//! connected devices held, memory per open table and per idle device, actions per
//! second, action round trip p50/p99/max, database writes per action, CPU per action,
//! and lost or duplicated actions (checked against the stored games at the end).
//!
//! The nodes and the harness's own check of the stored games need the server key:
//! `SPELBORD_SERVER_KEY_FILE=PATH` in the environment (made on first use; the nodes
//! inherit it).
//!
//! ```text
//! SPELBORD_SERVER_KEY_FILE=/tmp/load.key \
//! cargo run --release -p spelbord-server --features load --bin spelbord-load -- \
//!     --database postgres://spelbord@127.0.0.1:55501/postgres --nodes 2 \
//!     --idle-tables 2500 --tables 600 --seconds 60 --think-ms 100-600
//! ```
//! Loopback only: the nodes listen on 127.0.0.1 and every client connects there.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde::Deserialize;
use serde_json::json;
use spelbord_core::GameRng;
use spelbord_protocol::inflate_frame;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

const USAGE: &str = "spelbord-load --database postgres://USER@127.0.0.1:PORT/DB [--nodes 1|2] [--port FIRST]
             [--idle-tables N] [--tables N] [--seconds S] [--think-ms MIN-MAX]
             [--kill-every S] [--setup-parallel N] [--server PATH] [--seed N] [--text-frames]
             [--whole-scenes] [--sticky]
  --nodes        server nodes to start (default 1), on ports FIRST, FIRST+1 (default 43100)
  --idle-tables  tables of four connected people that never move (default 0)
  --tables       tables played by scripted people and easy bots (default 100)
  --seconds      how long the tables play (default 30; at most 600)
  --think-ms     a person's think time before each action (default 200-1000)
  --kill-every   with two nodes: SIGKILL a node every S seconds and restart it
  --server       the spelbord-server binary (default: next to this one)
  --text-frames  devices read text frames, as the apps' remote table does today (default: deflated, as the CLI)
  --whole-scenes devices are sent whole scenes (default: scene changes, as the apps ask)
  --sticky       with two nodes: every device of a table on the node its host is on (a
                 load balancer routing by game); default: a table's devices spread over both";

/// Settings of one run.
struct Args {
    database: String,
    nodes: usize,
    port: u16,
    idle_tables: usize,
    tables: usize,
    seconds: u64,
    think: (u64, u64),
    kill_every: Option<u64>,
    setup_parallel: usize,
    server: std::path::PathBuf,
    seed: u64,
}

/// True when the devices ask for deflated frames (all but `--text-frames` runs): set
/// once from the arguments, read by every hello.
static DEFLATE: AtomicBool = AtomicBool::new(true);

/// True when a table's devices all connect to its host's node (`--sticky`).
static STICKY: AtomicBool = AtomicBool::new(false);

/// The nodes the invited devices of table `i` join through: its host's with
/// `--sticky`, else the others in turn.
fn join_nodes(addrs: &[SocketAddr], i: usize) -> Vec<SocketAddr> {
    let step = if STICKY.load(Ordering::Relaxed) { 0 } else { 1 };
    (1..4).map(|k| addrs[(i + k * step) % addrs.len()]).collect()
}

/// True when the devices ask for scene changes (all but `--whole-scenes` runs).
static SCENE_CHANGES: AtomicBool = AtomicBool::new(true);

/// A device's hello with what it asks of the server's frames: deflated (unless
/// `--text-frames`), scene changes (unless `--whole-scenes`), never the text board
/// (the apps draw the scene).
fn hello(mut hello: serde_json::Value) -> serde_json::Value {
    hello["deflate"] = DEFLATE.load(Ordering::Relaxed).into();
    hello["scene_changes"] = SCENE_CHANGES.load(Ordering::Relaxed).into();
    hello["text_board"] = false.into();
    hello
}

fn parse_args() -> Result<Args, String> {
    let mut args = std::env::args().skip(1);
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut a = Args {
        database: String::new(),
        nodes: 1,
        port: 43100,
        idle_tables: 0,
        tables: 100,
        seconds: 30,
        think: (200, 1000),
        kill_every: None,
        setup_parallel: 32,
        server: exe.with_file_name("spelbord-server"),
        seed: 1,
    };
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or_else(|| format!("{arg} needs a value"));
        let num = |v: String| v.parse::<u64>().map_err(|e| format!("{arg}: {e}"));
        match arg.as_str() {
            "--database" => a.database = value()?,
            "--nodes" => a.nodes = num(value()?)?.clamp(1, 2) as usize,
            "--port" => a.port = num(value()?)? as u16,
            "--idle-tables" => a.idle_tables = num(value()?)?.min(4_500) as usize,
            "--tables" => a.tables = num(value()?)?.min(4_000) as usize,
            "--seconds" => a.seconds = num(value()?)?.min(600),
            "--think-ms" => {
                let v = value()?;
                let (lo, hi) = v.split_once('-').unwrap_or((&v, &v));
                a.think = (num(lo.to_string())?, num(hi.to_string())?.max(num(lo.to_string())?));
            }
            "--kill-every" => a.kill_every = Some(num(value()?)?.max(1)),
            "--setup-parallel" => a.setup_parallel = num(value()?)?.max(1) as usize,
            "--server" => a.server = value()?.into(),
            "--seed" => a.seed = num(value()?)?,
            "--text-frames" => DEFLATE.store(false, Ordering::Relaxed),
            "--whole-scenes" => SCENE_CHANGES.store(false, Ordering::Relaxed),
            "--sticky" => STICKY.store(true, Ordering::Relaxed),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    if !a.database.starts_with("postgres") {
        return Err("--database postgres://… is needed (the nodes share it)".into());
    }
    Ok(a)
}

// ---------------------------------------------------------------- the nodes

/// A server node the harness started.
struct Node {
    addr: SocketAddr,
    child: Child,
    database: String,
    server: std::path::PathBuf,
}

impl Node {
    fn spawn(server: &std::path::Path, addr: SocketAddr, database: &str) -> Node {
        let child = Command::new(server)
            .args(["--listen", &addr.to_string(), "--database", database])
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {e}", server.display()));
        Node { addr, child, database: database.to_string(), server: server.to_path_buf() }
    }

    async fn wait_up(&self) {
        for _ in 0..400 {
            if TcpStream::connect(self.addr).await.is_ok() {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("node {} did not come up", self.addr);
    }

    /// SIGKILL, then the same node started again on the same port.
    fn kill_and_restart(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        *self = Node::spawn(&self.server.clone(), self.addr, &self.database.clone());
    }

    /// Resident memory in bytes and CPU time (user + system) in seconds, from /proc.
    fn usage(&self) -> (u64, f64) {
        let pid = self.child.id();
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let rss_kb: u64 = status
            .lines()
            .find(|l| l.starts_with("VmRSS:"))
            .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
            .unwrap_or(0);
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
        let fields: Vec<&str> = after.split_whitespace().collect();
        let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
        // utime and stime are fields 14 and 15 of stat; 12 and 13 after the name.
        let hz = 100.0;
        (rss_kb * 1024, (ticks(11) + ticks(12)) / hz)
    }
}

/// Rows inserted, updated or deleted in the server's tables so far (PostgreSQL's own
/// statistics, flushed about once a second).
async fn db_writes(db: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar::<_, Option<i64>>(
        "SELECT sum(n_tup_ins + n_tup_upd + n_tup_del)::bigint FROM pg_stat_user_tables WHERE relname LIKE 'spelbord_%'",
    )
    .fetch_one(db)
    .await
    .ok()
    .flatten()
    .unwrap_or(0)
}

/// Bytes of write-ahead log PostgreSQL has written so far (every write of every
/// database of the cluster: run the bench on a cluster of its own).
async fn wal_bytes(db: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar::<_, Option<i64>>("SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::bigint")
        .fetch_one(db)
        .await
        .ok()
        .flatten()
        .unwrap_or(0)
}

// ---------------------------------------------------------------- a device

/// The parts of a server frame a scripted device reads (the rest is skipped).
#[derive(Deserialize, Default)]
struct Frame {
    #[serde(rename = "type")]
    kind: String,
    game_id: Option<String>,
    token: Option<String>,
    seat: Option<usize>,
    invites: Option<Vec<InviteCode>>,
    version: Option<u64>,
    code: Option<String>,
    ended: Option<String>,
    play: Option<Play>,
}

#[derive(Deserialize)]
struct InviteCode {
    code: String,
}

#[derive(Deserialize)]
struct Play {
    view: View,
}

#[derive(Deserialize)]
struct View {
    version: u64,
    pending: Vec<String>,
    next_steps: Vec<StepOffer>,
    can_confirm: bool,
    forced_move: Option<String>,
}

#[derive(Deserialize)]
struct StepOffer {
    notation: String,
}

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// One scripted device's connection.
struct Device {
    ws: Ws,
    game_id: String,
    token: String,
    seat: usize,
}

async fn connect(addr: SocketAddr) -> Result<Ws, String> {
    // Small buffers, as an idle phone's connection would have on the server side.
    let config = WebSocketConfig::default().read_buffer_size(4096).write_buffer_size(4096);
    let url = format!("ws://{addr}/ws");
    let (ws, _) =
        tokio_tungstenite::connect_async_with_config(url, Some(config), false).await.map_err(|e| e.to_string())?;
    Ok(ws)
}

async fn send(ws: &mut Ws, value: serde_json::Value) -> Result<(), String> {
    ws.send(Message::Text(value.to_string().into())).await.map_err(|e| e.to_string())
}

async fn recv(ws: &mut Ws) -> Result<Frame, String> {
    loop {
        match tokio::time::timeout(Duration::from_secs(60), ws.next()).await {
            Err(_) => return Err("no frame for 60 s".into()),
            Ok(Some(Ok(Message::Text(text)))) => {
                return serde_json::from_str(text.as_str()).map_err(|e| format!("frame: {e}"));
            }
            Ok(Some(Ok(Message::Binary(bytes)))) => {
                let text = inflate_frame(&bytes).ok_or("a deflated frame that does not inflate")?;
                return serde_json::from_str(&text).map_err(|e| format!("frame: {e}"));
            }
            Ok(Some(Ok(Message::Close(_)))) | Ok(None) => return Err("closed".into()),
            Ok(Some(Err(e))) => return Err(e.to_string()),
            Ok(Some(Ok(_))) => continue,
        }
    }
}

fn contribution(rng: &mut GameRng) -> String {
    (0..16).map(|_| format!("{:02x}", rng.below(256))).collect()
}

/// Creates a table on `host_addr` with `seats`; the invited seats join through
/// `join_addrs` in turn. Returns every person's device (host first).
async fn open_table(
    game: &str,
    seats: serde_json::Value,
    host_addr: SocketAddr,
    join_addrs: &[SocketAddr],
    rng: &mut GameRng,
) -> Result<Vec<Device>, String> {
    let mut ws = connect(host_addr).await?;
    send(
        &mut ws,
        hello(json!({"type": "create", "protocol": 1, "lang": "en", "game": game, "seats": seats,
        "contribution": contribution(rng)})),
    )
    .await?;
    let joined = loop {
        let f = recv(&mut ws).await?;
        match f.kind.as_str() {
            "joined" => break f,
            "error" => return Err(format!("create refused: {:?}", f.code)),
            _ => {}
        }
    };
    let mut devices = vec![Device {
        ws,
        game_id: joined.game_id.clone().unwrap_or_default(),
        token: joined.token.unwrap_or_default(),
        seat: joined.seat.unwrap_or(0),
    }];
    for (i, invite) in joined.invites.unwrap_or_default().iter().enumerate() {
        let mut ws = connect(join_addrs[i % join_addrs.len()]).await?;
        send(
            &mut ws,
            hello(json!({"type": "join", "protocol": 1, "lang": "en", "code": invite.code,
            "contribution": contribution(rng)})),
        )
        .await?;
        let f = loop {
            let f = recv(&mut ws).await?;
            match f.kind.as_str() {
                "joined" => break f,
                "error" => return Err(format!("join refused: {:?}", f.code)),
                _ => {}
            }
        };
        devices.push(Device {
            ws,
            game_id: f.game_id.unwrap_or_default(),
            token: f.token.unwrap_or_default(),
            seat: f.seat.unwrap_or(0),
        });
    }
    Ok(devices)
}

// ---------------------------------------------------------------- figures

/// What the playing devices count, shared.
#[derive(Default)]
struct Tally {
    acked: AtomicU64,
    refused: AtomicU64,
    reconnects: AtomicU64,
    lost: AtomicU64,
    games_finished: AtomicU64,
    rtt_us: Mutex<Vec<u32>>,
    /// Per (game, seat): actions sent (each stores at most one move), whole moves acknowledged.
    moves: Mutex<HashMap<(String, usize), (u64, u64)>>,
}

/// The action a device takes on `view`, and whether it completes a move.
fn choose(view: &View, rng: &mut GameRng) -> Option<(serde_json::Value, bool)> {
    let v = view.version;
    if let Some(mv) = &view.forced_move {
        return Some((json!({"type": "act", "version": v, "mv": mv}), true));
    }
    let pending = &view.pending;
    if view.can_confirm {
        return Some((json!({"type": "confirm", "version": v, "pending": pending}), true));
    }
    if view.next_steps.is_empty() {
        return None;
    }
    let step = &view.next_steps[rng.below(view.next_steps.len() as u32) as usize].notation;
    Some((json!({"type": "step", "version": v, "step": step, "pending": pending}), false))
}

/// Plays one person's seat until `stop`: a random legal action after a think time on
/// each new position; on a lost connection resumes on any node and goes on.
async fn play_seat(
    mut d: Device,
    nodes: Vec<SocketAddr>,
    think: (u64, u64),
    seed: u64,
    tally: Arc<Tally>,
    stop: Arc<AtomicBool>,
) -> Option<Device> {
    let mut rng = GameRng::new(seed);
    let mut acted: Option<(u64, Vec<String>)> = None;
    let mut sent_at: Option<(Instant, bool)> = None;
    let mut last_acked: u64 = 0;
    let mut view: Option<View> = None;
    let mut next_node = (seed as usize) % nodes.len();
    let key = (d.game_id.clone(), d.seat);
    loop {
        if stop.load(Ordering::Relaxed) {
            return Some(d);
        }
        // Act on a new position after thinking (reading what arrives meanwhile).
        let due = match &view {
            Some(v) if acted.as_ref() != Some(&(v.version, v.pending.clone())) && sent_at.is_none() => {
                choose(v, &mut rng).map(|a| (a, (v.version, v.pending.clone())))
            }
            _ => None,
        };
        let frame = if let Some(((action, whole), k)) = due {
            let wait = think.0 + rng.below((think.1 - think.0 + 1) as u32) as u64;
            tokio::time::sleep(Duration::from_millis(wait)).await;
            // Anything that arrived while thinking may have changed the position.
            match tokio::time::timeout(Duration::from_millis(0), recv(&mut d.ws)).await {
                Ok(r) => r,
                Err(_) => {
                    let ok = send(&mut d.ws, action).await;
                    if ok.is_ok() {
                        sent_at = Some((Instant::now(), whole));
                        acted = Some(k);
                        // A step may complete a move: every action bounds the moves stored.
                        tally.moves.lock().unwrap().entry(key.clone()).or_default().0 += 1;
                        continue;
                    }
                    Err("send failed".into())
                }
            }
        } else {
            recv(&mut d.ws).await
        };
        match frame {
            Ok(f) => match f.kind.as_str() {
                "state" => {
                    if f.ended.is_some() {
                        tally.games_finished.fetch_add(1, Ordering::Relaxed);
                        return None;
                    }
                    view = f.play.map(|p| p.view);
                }
                "ack" => {
                    if let Some((at, whole)) = sent_at.take() {
                        tally.rtt_us.lock().unwrap().push(at.elapsed().as_micros().min(u32::MAX as u128) as u32);
                        if whole {
                            tally.moves.lock().unwrap().entry(key.clone()).or_default().1 += 1;
                        }
                    }
                    tally.acked.fetch_add(1, Ordering::Relaxed);
                    last_acked = last_acked.max(f.version.unwrap_or(0));
                }
                "error" => {
                    sent_at = None;
                    tally.refused.fetch_add(1, Ordering::Relaxed);
                    if f.code.as_deref() == Some("game_over") {
                        return None;
                    }
                }
                _ => {}
            },
            Err(_) => {
                // The node went away (or the socket broke): resume on the next node.
                sent_at = None;
                acted = None;
                let mut attempts = 0;
                loop {
                    if stop.load(Ordering::Relaxed) || attempts > 200 {
                        return None;
                    }
                    attempts += 1;
                    next_node = (next_node + 1) % nodes.len();
                    let Ok(mut ws) = connect(nodes[next_node]).await else {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    };
                    let resume = hello(json!({"type": "resume", "protocol": 1, "lang": "en", "game_id": d.game_id,
                        "token": d.token, "seen_version": last_acked}));
                    if send(&mut ws, resume).await.is_err() {
                        continue;
                    }
                    match recv(&mut ws).await {
                        Ok(f) if f.kind == "state" => {
                            let v = f.play.map(|p| p.view);
                            // Every acknowledged action is in the game the other node serves.
                            if v.as_ref().is_some_and(|v| v.version < last_acked) {
                                tally.lost.fetch_add(1, Ordering::Relaxed);
                            }
                            if f.ended.is_some() {
                                tally.games_finished.fetch_add(1, Ordering::Relaxed);
                                return None;
                            }
                            view = v;
                            d.ws = ws;
                            tally.reconnects.fetch_add(1, Ordering::Relaxed);
                            break;
                        }
                        _ => tokio::time::sleep(Duration::from_millis(100)).await,
                    }
                }
            }
        }
    }
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

/// The table kinds the playing tables cycle through: people and easy bots.
fn table_kind(i: usize) -> (&'static str, serde_json::Value) {
    let me = json!({"kind": "me", "name": "P"});
    let inv = json!({"kind": "invite", "name": "Q"});
    let bot = json!({"kind": "bot", "level": "beginner"});
    match i % 4 {
        0 => ("fia", json!([me, inv, inv, bot])),
        1 => ("fevga", json!([me, inv])),
        2 => ("fjols", json!([me, inv, bot])),
        _ => ("pairanoid", json!([me, bot, inv, bot])),
    }
}

/// Checks the stored games against what the devices counted: per seat, the whole
/// moves in the stored history must be at least those acknowledged (none lost) and at
/// most those sent (none applied twice). Returns (seats checked, lost, duplicated).
async fn check_stored(store: &spelbord_server::SqlStore, tally: &Tally) -> (usize, u64, u64) {
    use spelbord_server::Store;
    let moves = tally.moves.lock().unwrap().clone();
    let mut by_game: HashMap<String, Vec<(usize, u64, u64)>> = HashMap::new();
    for ((game, seat), (sent, acked)) in moves {
        by_game.entry(game).or_default().push((seat, sent, acked));
    }
    let (mut seats, mut lost, mut dup) = (0, 0, 0);
    for (game, rows) in by_game {
        // The stored game as any node reads it: the full save and the journal after it.
        let Ok(Some(stored)) = store.load_game(&game).await else { continue };
        let Ok((_, Some(session))) = spelbord_server::record::stored_game(&stored) else { continue };
        let history = session.history();
        for (seat, sent, acked) in rows {
            let stored = history.iter().filter(|h| h.by == Some(seat)).count() as u64;
            seats += 1;
            lost += acked.saturating_sub(stored);
            dup += stored.saturating_sub(sent);
        }
    }
    (seats, lost, dup)
}

#[tokio::main]
async fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("spelbord-load: {e}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let db = sqlx::postgres::PgPoolOptions::new().max_connections(2).connect(&args.database).await.expect("database");
    let mut nodes: Vec<Node> = (0..args.nodes)
        .map(|i| Node::spawn(&args.server, ([127, 0, 0, 1], args.port + i as u16).into(), &args.database))
        .collect();
    for n in &nodes {
        n.wait_up().await;
    }
    let addrs: Vec<SocketAddr> = nodes.iter().map(|n| n.addr).collect();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss0: Vec<u64> = nodes.iter().map(|n| n.usage().0).collect();
    println!(
        "nodes: {} over one PostgreSQL; baseline RSS {:?} KB",
        args.nodes,
        rss0.iter().map(|r| r / 1024).collect::<Vec<_>>()
    );

    // Idle tables: four people connected, nobody moves.
    let t = Instant::now();
    let idle: Arc<Mutex<Vec<Device>>> = Arc::default();
    let sem = Arc::new(tokio::sync::Semaphore::new(args.setup_parallel));
    let mut tasks = Vec::new();
    for i in 0..args.idle_tables {
        let (sem, idle, addrs) = (sem.clone(), idle.clone(), addrs.clone());
        let seed = args.seed * 1_000_003 + i as u64;
        tasks.push(tokio::spawn(async move {
            let _permit = sem.acquire().await.unwrap();
            let mut rng = GameRng::new(seed);
            let p = json!({"kind": "invite", "name": "Q"});
            let seats = json!([{"kind": "me", "name": "P"}, p, p, p]);
            let host = addrs[i % addrs.len()];
            let joins = join_nodes(&addrs, i);
            match open_table("fia", seats, host, &joins, &mut rng).await {
                Ok(devices) => idle.lock().unwrap().extend(devices),
                Err(e) => eprintln!("idle table {i}: {e}"),
            }
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    let idle_devices = idle.lock().unwrap().len();
    if args.idle_tables > 0 {
        tokio::time::sleep(Duration::from_secs(2)).await;
        let rss1: Vec<u64> = nodes.iter().map(|n| n.usage().0).collect();
        let grown: u64 = rss1.iter().zip(&rss0).map(|(a, b)| a.saturating_sub(*b)).sum();
        println!(
            "idle: {} tables, {} devices connected and held (opened in {:.1} s); RSS {:?} KB",
            args.idle_tables,
            idle_devices,
            t.elapsed().as_secs_f64(),
            rss1.iter().map(|r| r / 1024).collect::<Vec<_>>()
        );
        println!(
            "idle memory: {:.1} KB per open table of 4 devices, {:.1} KB per idle device (table included)",
            grown as f64 / 1024.0 / args.idle_tables as f64,
            grown as f64 / 1024.0 / idle_devices.max(1) as f64
        );
    }

    // Playing tables.
    let tally = Arc::new(Tally::default());
    let stop = Arc::new(AtomicBool::new(false));
    let mut players = Vec::new();
    // Tables are opened --setup-parallel at a time.
    let mut opening = Vec::new();
    for i in 0..args.tables {
        let (sem, addrs) = (sem.clone(), addrs.clone());
        let seed = args.seed;
        opening.push(tokio::spawn(async move {
            let _permit = sem.acquire().await.unwrap();
            let (game, seats) = table_kind(i);
            let mut rng = GameRng::new(seed * 7_919 + i as u64);
            let host = addrs[i % addrs.len()];
            let joins = join_nodes(&addrs, i);
            (i, open_table(game, seats, host, &joins, &mut rng).await)
        }));
    }
    let mut opened = 0;
    for task in opening {
        let Ok((i, result)) = task.await else { continue };
        match result {
            Ok(devices) => {
                opened += 1;
                for (k, d) in devices.into_iter().enumerate() {
                    let seed = args.seed * 104_729 + (i * 4 + k) as u64;
                    players.push(tokio::spawn(play_seat(
                        d,
                        addrs.clone(),
                        args.think,
                        seed,
                        tally.clone(),
                        stop.clone(),
                    )));
                }
            }
            Err(e) => eprintln!("table {i}: {e}"),
        }
    }
    tokio::time::sleep(Duration::from_secs(1)).await;
    let writes0 = db_writes(&db).await;
    let wal0 = wal_bytes(&db).await;
    let cpu0: f64 = nodes.iter().map(|n| n.usage().1).sum();
    let acked0 = tally.acked.load(Ordering::Relaxed);
    tally.rtt_us.lock().unwrap().clear();
    let t0 = Instant::now();
    println!(
        "playing: {opened} tables, {} people on them, {} s, think {}-{} ms",
        players.len(),
        args.seconds,
        args.think.0,
        args.think.1
    );
    let mut kills = 0;
    let mut cpu_before_kill = 0.0;
    let mut next_kill = args.kill_every.map(|s| Instant::now() + Duration::from_secs(s));
    while t0.elapsed() < Duration::from_secs(args.seconds) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        if let (Some(at), Some(every)) = (next_kill, args.kill_every) {
            if Instant::now() >= at && nodes.len() > 1 {
                let victim = kills % nodes.len();
                cpu_before_kill += nodes[victim].usage().1;
                nodes[victim].kill_and_restart();
                kills += 1;
                next_kill = Some(Instant::now() + Duration::from_secs(every));
            }
        }
    }
    let elapsed = t0.elapsed().as_secs_f64();
    let acked = tally.acked.load(Ordering::Relaxed) - acked0;
    let cpu1: f64 = nodes.iter().map(|n| n.usage().1).sum::<f64>() + cpu_before_kill;
    stop.store(true, Ordering::Relaxed);
    let mut rtt = tally.rtt_us.lock().unwrap().clone();
    rtt.sort_unstable();
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let writes = db_writes(&db).await - writes0;
    let wal = wal_bytes(&db).await - wal0;
    let rss2: Vec<u64> = nodes.iter().map(|n| n.usage().0).collect();
    let held: usize = idle_devices + players.len();
    println!("devices connected at the end of play: {held} ({} idle + {} playing)", idle_devices, players.len());
    println!(
        "actions: {acked} acknowledged in {elapsed:.1} s = {:.0} actions/s; refused (stale/conflict) {}; games finished {}",
        acked as f64 / elapsed,
        tally.refused.load(Ordering::Relaxed),
        tally.games_finished.load(Ordering::Relaxed)
    );
    println!(
        "round trip (action sent -> ack): p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms over {} actions",
        percentile(&rtt, 0.50),
        percentile(&rtt, 0.99),
        rtt.last().map_or(0.0, |m| *m as f64 / 1000.0),
        rtt.len()
    );
    println!(
        "database: {writes} rows written = {:.2} per action (bot moves and invites included); \
         {:.1} KB of WAL per action",
        writes as f64 / acked.max(1) as f64,
        wal as f64 / 1024.0 / acked.max(1) as f64
    );
    println!(
        "server CPU: {:.1} s over {elapsed:.1} s = {:.0} µs per action ({:.0}% of one core)",
        cpu1 - cpu0,
        (cpu1 - cpu0) * 1e6 / acked.max(1) as f64,
        (cpu1 - cpu0) * 100.0 / elapsed
    );
    println!("RSS at the end {:?} KB", rss2.iter().map(|r| r / 1024).collect::<Vec<_>>());
    // Acknowledged moves are counted after their ack, sent ones before: whatever is
    // still in flight now, stored >= acknowledged and stored <= sent must hold.
    let store = spelbord_server::SqlStore::open(&args.database).await.expect("database");
    let (seats, lost, dup) = check_stored(&store, &tally).await;
    println!(
        "faults: {kills} SIGKILLs of a node; {} reconnects; {} resumed below an acknowledged version; \
         stored games checked per seat ({seats} seats): {lost} acknowledged moves lost, {dup} applied twice",
        tally.reconnects.load(Ordering::Relaxed),
        tally.lost.load(Ordering::Relaxed)
    );
    drop(players);
    for mut n in nodes {
        let _ = n.child.kill();
        let _ = n.child.wait();
    }
    std::process::exit(0);
}
