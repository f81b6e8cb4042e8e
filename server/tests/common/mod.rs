//! Test support: a real server on a loopback port (SQLite in a temporary directory,
//! or the PostgreSQL the test script started), and scripted WebSocket devices.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use spelbord_protocol::{ErrorCode, ServerMsg, StateFrame, PROTOCOL_VERSION};
use spelbord_server::{Config, Running};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// The environment variable with the URL of the test PostgreSQL (scripts/test.sh).
pub const PG_ENV: &str = "SPELBORD_TEST_POSTGRES";

/// How long a test waits for one frame before failing.
pub const WAIT: Duration = Duration::from_secs(30);

static COUNTER: AtomicU32 = AtomicU32::new(0);

/// A fresh temporary directory.
pub fn temp_dir(tag: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("spelbord-server-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The databases to run a test on: SQLite always, PostgreSQL when the test script
/// gave one (in CI it must have: a missing URL there is a failure, not a skip).
pub fn databases(tag: &str) -> Vec<String> {
    let mut urls = vec![spelbord_server::SqlStore::sqlite_url(&temp_dir(tag)).unwrap()];
    match std::env::var(PG_ENV) {
        Ok(url) if !url.is_empty() => urls.push(url),
        _ if std::env::var("CI").is_ok() => panic!("{PG_ENV} is not set in CI: scripts/test.sh starts PostgreSQL"),
        _ => eprintln!("{PG_ENV} not set: PostgreSQL part skipped (scripts/test.sh sets it)"),
    }
    urls
}

/// The loopback ports tests may use: `SPELBORD_TEST_PORTS=FIRST-LAST` (on a shared
/// machine each engineer has a range of their own), else 41000-41999.
pub fn port_range() -> (u16, u16) {
    std::env::var("SPELBORD_TEST_PORTS")
        .ok()
        .and_then(|r| {
            let (a, b) = r.split_once('-')?;
            Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
        })
        .filter(|(a, b)| a + 10 < *b)
        .unwrap_or((41000, 41999))
}

/// A free loopback port in the test range.
pub fn free_port() -> u16 {
    let (first, last) = port_range();
    let span = (last - first) as u32;
    let start = first + ((std::process::id() + COUNTER.fetch_add(7, Ordering::Relaxed) * 13) % span) as u16;
    (start..=last)
        .chain(first..start)
        .find(|p| std::net::TcpListener::bind(("127.0.0.1", *p)).is_ok())
        .unwrap_or_else(|| panic!("a free port in {first}-{last}"))
}

/// The server key every test node on the test PostgreSQL shares (made owner-only on
/// first use; nodes on one PostgreSQL must share one key).
pub fn pg_key_file() -> PathBuf {
    std::env::temp_dir().join("spelbord-test-postgres.key")
}

/// The key file to give a server on `url`: the shared one on PostgreSQL; on SQLite
/// none (the server makes one beside the database).
pub fn key_file_for(url: &str) -> Option<PathBuf> {
    url.starts_with("postgres").then(pg_key_file)
}

/// The store at `url` with the tests' key.
pub async fn open_store(url: &str) -> spelbord_server::SqlStore {
    spelbord_server::SqlStore::open_with_key_file(url, key_file_for(url).as_deref()).await.expect("opens")
}

/// Starts a server in this process on a free loopback port.
pub async fn server(url: &str, mut config: Config) -> Running {
    if config.key_file.is_none() {
        config.key_file = key_file_for(url);
    }
    for _ in 0..20 {
        let addr: SocketAddr = ([127, 0, 0, 1], free_port()).into();
        match spelbord_server::start(addr, url, config.clone()).await {
            Ok(running) => return running,
            Err(e) if e.contains("in use") => continue,
            Err(e) => panic!("server did not start: {e}"),
        }
    }
    panic!("no free port")
}

/// A random contribution for a scripted device.
pub fn contribution() -> String {
    spelbord_core::fair_dice::fresh_contribution()
}

/// A Fevga game between a host, Anna (seat 0), and a guest, Bo (seat 1), both joined and
/// each holding its first state with play in it.
pub async fn two_people(addr: SocketAddr) -> (Device, Device) {
    let mut host = Device::connect(addr).await;
    let codes = host
        .create("fevga", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]), json!({}))
        .await;
    let mut guest = Device::connect(addr).await;
    guest.join(&codes[0], "Bo").await.unwrap();
    for d in [&mut host, &mut guest] {
        if d.state.as_ref().is_none_or(|s| s.play.is_none()) {
            d.until(|m| matches!(m, ServerMsg::State(f) if f.play.is_some()).then_some(())).await;
        }
    }
    (host, guest)
}

/// The pace [`Device::send`] keeps: a margin under the server's
/// [`spelbord_protocol::RATE_PER_SECOND`] and [`spelbord_protocol::RATE_BURST`].
const PACE_PER_SECOND: f64 = spelbord_protocol::RATE_PER_SECOND * 0.8;
const PACE_BURST: f64 = spelbord_protocol::RATE_BURST * 0.5;

/// A scripted device: a WebSocket, every text frame it received, and its seat.
pub struct Device {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Every frame received, as text, in order.
    pub frames: Vec<String>,
    /// The last state received.
    pub state: Option<StateFrame>,
    /// The game id, token and seat once joined.
    pub game_id: String,
    /// The seat token.
    pub token: String,
    /// The seat.
    pub seat: usize,
    /// True when the device asks for deflated frames in its hello.
    pub deflate: bool,
    /// Bytes of frame payload received, as sent (deflated or not).
    pub wire_bytes: usize,
    /// True when the device asks for scene changes in its hello (it patches the scene
    /// of its last state with them, as the apps' remote table does).
    pub scene_changes: bool,
    /// State frames that carried scene changes rather than the whole scene.
    pub changed_frames: usize,
    /// False when the device's hello says it never shows the board as text.
    pub text_board: bool,
    /// The device's own copy of the server's token bucket ([`Device::send`] paces by it).
    pace: (f64, std::time::Instant),
}

impl Device {
    /// Connects to the server's `/ws`.
    pub async fn connect(addr: SocketAddr) -> Device {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.expect("connects");
        Device::over(ws)
    }

    /// Connects to the server's `/ws` from the loopback address `source` (any of
    /// 127.0.0.0/8 on Linux): the server sees another device's network.
    pub async fn connect_from(addr: SocketAddr, source: std::net::IpAddr) -> Device {
        let socket = tokio::net::TcpSocket::new_v4().expect("a socket");
        socket.bind((source, 0).into()).expect("binds to a loopback source address");
        let stream = socket.connect(addr).await.expect("connects");
        let (ws, _) = tokio_tungstenite::client_async(format!("ws://{addr}/ws"), MaybeTlsStream::Plain(stream))
            .await
            .expect("upgrades");
        Device::over(ws)
    }

    fn over(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Device {
        Device {
            ws,
            frames: Vec::new(),
            state: None,
            game_id: String::new(),
            token: String::new(),
            seat: 0,
            deflate: false,
            wire_bytes: 0,
            scene_changes: false,
            changed_frames: 0,
            text_board: true,
            pace: (PACE_BURST, std::time::Instant::now()),
        }
    }

    /// Sends a JSON value as a text frame, kept under the server's rate limit as a
    /// person is (a device that goes over is cut off): it waits only when its copy of
    /// the server's token bucket runs dry, so a short test never waits. With
    /// TCP_NODELAY the answers come at once, and a scripted player outpaced the limit.
    pub async fn send(&mut self, value: Value) {
        let (tokens, at) = self.pace;
        let now = std::time::Instant::now();
        let mut tokens = (tokens + now.duration_since(at).as_secs_f64() * PACE_PER_SECOND).min(PACE_BURST);
        if tokens < 1.0 {
            tokio::time::sleep(Duration::from_secs_f64((1.0 - tokens) / PACE_PER_SECOND)).await;
            tokens = 1.0;
        }
        self.pace = (tokens - 1.0, std::time::Instant::now());
        self.ws.send(Message::Text(value.to_string().into())).await.expect("sends");
    }

    /// Sends raw text.
    pub async fn send_text(&mut self, text: &str) -> bool {
        self.ws.send(Message::Text(text.to_string().into())).await.is_ok()
    }

    /// The next server message; `None` when the server closed the connection.
    pub async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            let frame = tokio::time::timeout(WAIT, self.ws.next()).await.expect("a frame in time");
            let text = match frame {
                Some(Ok(Message::Text(text))) => {
                    self.wire_bytes += text.len();
                    text.to_string()
                }
                Some(Ok(Message::Binary(bytes))) => {
                    self.wire_bytes += bytes.len();
                    assert!(self.deflate, "binary frames only for a device that asked for them");
                    spelbord_protocol::inflate_frame(&bytes).expect("deflated frames inflate")
                }
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => continue,
            };
            self.frames.push(text.clone());
            let mut msg: ServerMsg = serde_json::from_str(&text).expect("server frames parse");
            match &mut msg {
                ServerMsg::State(frame) => {
                    if let Some(play) = frame.play.as_mut() {
                        if play.scene_changes.is_some() {
                            assert!(self.scene_changes, "scene changes only for a device that asked for them");
                            self.changed_frames += 1;
                        }
                        let held = self.state.as_ref().and_then(|s| s.play.as_ref()).map(|p| &p.scene);
                        play.patch_scene(held).expect("scene changes fit the scene held");
                    }
                    self.state = Some((**frame).clone());
                }
                ServerMsg::Joined { game_id, seat, token, .. } if !token.is_empty() => {
                    self.game_id = game_id.clone();
                    self.seat = *seat;
                    self.token = token.clone();
                }
                _ => {}
            }
            return Some(msg);
        }
    }

    /// Reads until `pick` returns something.
    pub async fn until<T>(&mut self, mut pick: impl FnMut(&ServerMsg) -> Option<T>) -> T {
        loop {
            let msg = self.next().await.expect("connection open");
            if let Some(found) = pick(&msg) {
                return found;
            }
        }
    }

    /// Reads until an error frame and returns its code.
    pub async fn error(&mut self) -> ErrorCode {
        self.until(|m| match m {
            ServerMsg::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await
    }

    /// A hello with what this device asks of the server's frames.
    fn hello(&self, mut hello: Value) -> Value {
        hello["deflate"] = self.deflate.into();
        hello["scene_changes"] = self.scene_changes.into();
        hello["text_board"] = self.text_board.into();
        hello
    }

    /// Creates a game; returns the invite codes.
    pub async fn create(&mut self, game: &str, seats: Value, variants: Value) -> Vec<String> {
        self.send(self.hello(json!({"type": "create", "protocol": PROTOCOL_VERSION, "lang": "en", "game": game,
            "variants": variants, "seats": seats, "contribution": contribution()})))
            .await;
        self.until(|m| match m {
            ServerMsg::Joined { invites, .. } => Some(invites.iter().map(|i| i.code.clone()).collect()),
            ServerMsg::Error { message, .. } => panic!("create refused: {message}"),
            _ => None,
        })
        .await
    }

    /// Joins with a code; returns the error code if refused.
    pub async fn join(&mut self, code: &str, name: &str) -> Result<(), ErrorCode> {
        self.send(self.hello(json!({"type": "join", "protocol": PROTOCOL_VERSION, "lang": "en", "code": code,
            "name": name, "contribution": contribution()})))
            .await;
        self.until(|m| match m {
            ServerMsg::Joined { .. } => Some(Ok(())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
    }

    /// Resumes a seat; returns the error code if refused.
    pub async fn resume(&mut self, game_id: &str, token: &str, seen: Option<u64>) -> Result<StateFrame, ErrorCode> {
        self.send(self.hello(json!({"type": "resume", "protocol": PROTOCOL_VERSION, "lang": "en", "game_id": game_id,
            "token": token, "seen_version": seen})))
            .await;
        self.until(|m| match m {
            ServerMsg::State(frame) => Some(Ok((**frame).clone())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
    }

    /// The version of the last state.
    pub fn version(&self) -> u64 {
        self.state.as_ref().and_then(|s| s.play.as_ref()).map_or(0, |p| p.view.version)
    }

    /// True when the last state says the game has ended.
    pub fn ended(&self) -> bool {
        self.state.as_ref().is_some_and(|s| s.ended.is_some())
    }

    /// The action this device would take on its last state, if it is its turn: the
    /// forced move, a confirm, or a step picked by `pick` among those offered.
    pub fn action(&self, pick: &mut dyn FnMut(usize) -> usize) -> Option<Value> {
        let play = self.state.as_ref()?.play.as_ref()?;
        let view = &play.view;
        if self.ended() {
            return None;
        }
        let version = view.version;
        if let Some(mv) = &view.forced_move {
            return Some(json!({"type": "act", "version": version, "mv": mv}));
        }
        // The steps already chosen go with a step or confirm: choosing a step keeps
        // the version, so they are what makes a repeated step stale.
        let pending = &view.pending;
        if view.can_confirm {
            return Some(json!({"type": "confirm", "version": version, "pending": pending}));
        }
        if view.next_steps.is_empty() {
            return None;
        }
        let step = &view.next_steps[pick(view.next_steps.len())].notation;
        Some(json!({"type": "step", "version": version, "step": step, "pending": pending}))
    }

    /// Plays on every state until the game ends: answers its turns with `action`.
    pub async fn play_to_end(&mut self, seed: u64) {
        self.play_until(seed, &|_| false).await;
    }

    /// Plays on every state until the game ends or `stop` says so for a state.
    pub async fn play_until(&mut self, seed: u64, stop: &(dyn Fn(&StateFrame) -> bool + Sync)) {
        let mut rng = spelbord_core::GameRng::new(seed);
        let mut pick = move |n: usize| rng.below(n as u32) as usize;
        // One action per distinct position (version and steps chosen): a state sent
        // again (someone connected) must not make the device act twice.
        let mut acted: Option<(u64, Vec<String>)> = None;
        loop {
            if self.state.as_ref().is_some_and(stop) {
                return;
            }
            let key =
                self.state.as_ref().and_then(|s| s.play.as_ref()).map(|p| (p.view.version, p.view.pending.clone()));
            if key.is_some() && key != acted {
                if let Some(action) = self.action(&mut pick) {
                    self.send(action).await;
                    acted = key;
                }
            }
            if self.ended() || self.state.as_ref().is_some_and(stop) {
                return;
            }
            match self.next().await {
                Some(ServerMsg::State(_)) => {}
                Some(ServerMsg::Error { code, message, .. }) => {
                    assert!(matches!(code, ErrorCode::Stale), "refused: {code:?} {message}");
                }
                Some(_) => {}
                None => panic!("closed before the end"),
            }
        }
    }

    /// Closes the connection.
    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// The server binary as a child process on `port` (the fault tests kill it).
pub fn spawn_server(port: u16, database: &str) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_spelbord-server"))
        .args(["--listen", &format!("127.0.0.1:{port}"), "--database", database])
        .args(key_file_for(database).iter().flat_map(|k| ["--key-file".into(), k.clone().into_os_string()]))
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the server starts")
}

/// A device on the server at `addr` once it accepts connections (it may be starting).
pub async fn connect_when_up(addr: SocketAddr) -> Device {
    for _ in 0..400 {
        if TcpStream::connect(addr).await.is_ok() {
            return Device::connect(addr).await;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("no server came up at {addr}");
}
