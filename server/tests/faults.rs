//! Faults: fuzzed frames by the hundred thousand while another game is played, and
//! the server killed with SIGKILL between actions, restarted, with every
//! acknowledged action still there (SQLite, and PostgreSQL when the script gave one).

mod common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{connect_when_up, databases, free_port, server, spawn_server, temp_dir, Device};
use serde_json::json;
use spelbord_core::GameRng;
use spelbord_protocol::ServerMsg;
use spelbord_server::hub::Conn;
use spelbord_server::{socket, Config, SqlStore};

/// A device save of a Fevga game under way, for import frames.
fn device_save() -> &'static str {
    static SAVE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SAVE.get_or_init(|| {
        let seats = vec![
            spelbord_core::SeatConfig::human("F"),
            spelbord_core::SeatConfig::bot("B", spelbord_core::BotLevel::Beginner),
        ];
        let config = spelbord_core::SessionConfig {
            game: "fevga".into(),
            seats,
            variants: Default::default(),
            seed: Some(5),
            title: None,
        };
        let mut session = spelbord_core::new_session(&config).unwrap();
        for _ in 0..6 {
            match session.to_move() {
                spelbord_core::ToMove::Seat(0) => {
                    let mv = session.legal_moves()[0].clone();
                    session.act(None, 0, &mv).unwrap();
                }
                _ => {
                    session.bot_step().unwrap();
                }
            }
        }
        session.to_save().to_json()
    })
}

/// An import frame with a device save, one character of it changed (the save is
/// nearly always refused as damaged) or cut short.
fn fuzz_import(rng: &mut GameRng) -> String {
    let mut save: Vec<char> = device_save().chars().collect();
    let at = rng.below(save.len() as u32) as usize;
    match rng.below(3) {
        0 => save.truncate(at),
        _ => save[at] = (rng.below(95) as u8 + 32) as char,
    }
    let seats = match rng.below(3) {
        0 => json!([{"kind": "me", "name": "F"}, {"kind": "bot", "level": "beginner"}]),
        1 => json!([{"kind": "me", "name": "F"}]),
        _ => json!("x"),
    };
    json!({"type": "import", "protocol": 1, "lang": "da", "save": save.into_iter().collect::<String>(),
        "seats": seats, "contribution": common::contribution()})
    .to_string()
}

/// A random frame: mostly near-misses of real messages, some noise.
fn fuzz_frame(rng: &mut GameRng) -> String {
    const TYPES: [&str; 17] = [
        "create", "import", "join", "resume", "act", "step", "confirm", "undo", "resign", "leave", "end", "reissue",
        "export", "ping", "status", "", "x",
    ];
    const VALUES: [&str; 14] = [
        "0",
        "-1",
        "18446744073709551615",
        "1e308",
        "null",
        "true",
        "\"\"",
        "\"é🙂\"",
        "[]",
        "{}",
        "\"a1\"",
        "3",
        "[{\"game_id\":\"fia-x\",\"token\":\"00\"}]",
        "[{\"game_id\":1}]",
    ];
    const KEYS: [&str; 14] = [
        "version",
        "mv",
        "step",
        "seat",
        "code",
        "token",
        "game_id",
        "protocol",
        "lang",
        "seats",
        "game",
        "contribution",
        "save",
        "games",
    ];
    match rng.below(10) {
        0 => (0..rng.below(60)).map(|_| (rng.below(95) as u8 + 32) as char).collect(),
        1 => "[".repeat(rng.below(3000) as usize),
        2 => format!("{{\"type\":\"{}\"", TYPES[rng.below(16) as usize]),
        3 => fuzz_import(rng),
        _ => {
            let mut fields = vec![format!("\"type\":\"{}\"", TYPES[rng.below(16) as usize])];
            for _ in 0..rng.below(5) {
                fields.push(format!("\"{}\":{}", KEYS[rng.below(14) as usize], VALUES[rng.below(14) as usize]));
            }
            format!("{{{}}}", fields.join(","))
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hundred_thousand_fuzzed_frames_panic_nothing_while_another_game_is_played() {
    let url = SqlStore::sqlite_url(&temp_dir("fuzz")).unwrap();
    let running = server(&url, Config::default()).await;
    let addr = running.addr;
    // A real game goes on over sockets the whole time.
    let game = tokio::spawn(async move {
        let mut host = Device::connect(addr).await;
        let codes = host
            .create(
                "fia",
                json!([{"kind": "me", "name": "A"}, {"kind": "invite", "name": "B"}, {"kind": "bot", "level": "beginner"}]),
                json!({}),
            )
            .await;
        let mut guest = Device::connect(addr).await;
        guest.join(&codes[0], "B").await.unwrap();
        tokio::join!(host.play_to_end(3), guest.play_to_end(4));
        host.ended() && guest.ended()
    });
    // 100,000 frames straight into the server's frame handler (the socket's rate
    // limit would otherwise close each connection after a few dozen), on a
    // connection bound to a game of its own, then unbound.
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Box<ServerMsg>>(64);
    let drain = tokio::spawn(async move { while rx.recv().await.is_some() {} });
    let mut conn = Conn::new(running.hub.conn_id(), tx, spelbord_core::i18n::Lang::Sv);
    let mut binding = None;
    let create = json!({"type": "create", "protocol": 1, "lang": "sv", "game": "fevga",
        "seats": [{"kind": "me", "name": "F"}, {"kind": "bot", "level": "beginner"}],
        "contribution": common::contribution()});
    socket::handle_text(&running.hub, &mut conn, &mut binding, &create.to_string()).await.unwrap();
    let mut rng = GameRng::new(99);
    let mut refused = 0;
    for i in 0..100_000 {
        if i == 50_000 {
            binding = None;
        }
        let frame = fuzz_frame(&mut rng);
        refused += usize::from(socket::handle_text(&running.hub, &mut conn, &mut binding, &frame).await.is_err());
    }
    assert!(refused > 90_000, "nearly every fuzzed frame is refused ({refused})");
    // And over real sockets: each bad frame gets an error frame and a close.
    for _ in 0..300 {
        let mut d = Device::connect(addr).await;
        d.send_text(&fuzz_frame(&mut rng)).await;
        // Every frame is answered (an error, mostly fatal; a pong) or the socket closes.
        let _ = d.next().await;
    }
    assert!(tokio::time::timeout(Duration::from_secs(300), game).await.unwrap().unwrap(), "the other game ended");
    drop(conn);
    drop(binding);
    drain.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_between_actions_keeps_every_acknowledged_action() {
    for url in databases("kill") {
        let port = free_port();
        let addr: SocketAddr = ([127, 0, 0, 1], port).into();
        let mut child = spawn_server(port, &url);
        let mut host = connect_when_up(addr).await;
        let codes = host
            .create("fevga", json!([{"kind": "me", "name": "A"}, {"kind": "invite", "name": "B"}]), json!({}))
            .await;
        let mut guest = Device::connect(addr).await;
        guest.join(&codes[0], "B").await.unwrap();
        let (game_id, tokens) = (host.game_id.clone(), [host.token.clone(), guest.token.clone()]);
        let mut rng = GameRng::new(5);
        let mut devices = [host, guest];
        let mut acked = 0;
        for round in 0..4 {
            // A few actions, each waited for until acknowledged.
            let mut last = None;
            for _ in 0..5 {
                let Some(i) = (0..2).find(|&i| devices[i].action(&mut |n| rng.below(n as u32) as usize).is_some())
                else {
                    break;
                };
                let action = devices[i].action(&mut |n| rng.below(n as u32) as usize).unwrap();
                devices[i].send(action).await;
                let version = devices[i]
                    .until(|m| match m {
                        ServerMsg::Ack { version } => Some(*version),
                        ServerMsg::Error { message, .. } => panic!("refused: {message}"),
                        _ => None,
                    })
                    .await;
                // The state that follows the acknowledgement.
                devices[i]
                    .until(|m| match m {
                        ServerMsg::State(f) => (f.play.as_ref()?.view.version == version).then_some(()),
                        _ => None,
                    })
                    .await;
                let state = devices[i].state.clone().unwrap().play.unwrap().view;
                acked += 1;
                last = Some((i, state.clone()));
                // The other device's copy of the same version, for its next action
                // (the steps being built are the mover's alone: the other sees none).
                let j = 1 - i;
                devices[j]
                    .until(|m| match m {
                        ServerMsg::State(f) => (f.play.as_ref()?.view.version == state.version).then_some(()),
                        _ => None,
                    })
                    .await;
            }
            child.kill().expect("SIGKILL");
            child.wait().unwrap();
            child = spawn_server(port, &url);
            let mut back = [connect_when_up(addr).await, Device::connect(addr).await];
            for (i, d) in back.iter_mut().enumerate() {
                let state = d.resume(&game_id, &tokens[i], None).await.expect("the token still opens the seat");
                d.seat = state.seat;
                if let Some((mover, last)) = &last {
                    let view = state.play.unwrap().view;
                    assert_eq!(view.version, last.version, "round {round}: every acknowledged move is kept");
                    if i == *mover {
                        assert_eq!(view.pending, last.pending, "round {round}: every acknowledged step is kept");
                    }
                }
            }
            devices = back;
        }
        assert!(acked >= 10, "{acked} acknowledged actions survived the kills");
        child.kill().unwrap();
        child.wait().unwrap();
    }
}
