//! Games saved on a device, continued on the server (`import`): a Fevga and a
//! Pairanoid save played to the end by scripted devices and server bots on SQLite
//! and PostgreSQL, their dice checked from the import on; refused imports (damaged,
//! newer, finished, the wrong seats, too long) store nothing; and after a card game's
//! import no frame shows the guest another seat's cards.

mod common;

use common::{contribution, databases, server, temp_dir, Device};
use serde_json::{json, Value};
use spelbord_core::session::{PlaySession, SeatConfig, SessionConfig};
use spelbord_core::{BotLevel, SaveFile, ToMove};
use spelbord_protocol::{Ended, ErrorCode, ServerMsg, StateFrame, MAX_IMPORT_BYTES, PROTOCOL_VERSION};
use spelbord_server::{Config, SqlStore};

/// A game of `game` on a device: `seats` (people by name, `None` a beginner bot)
/// played `actions` actions from `seed` (people play their first legal move).
fn device_game(game: &str, seats: &[Option<&str>], seed: u64, actions: usize) -> Box<dyn PlaySession> {
    let seats = seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s {
            Some(name) => SeatConfig::human(*name),
            None => SeatConfig::bot(format!("B{i}"), BotLevel::Beginner),
        })
        .collect();
    let config =
        SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None };
    let mut session = spelbord_core::new_session(&config).unwrap();
    for _ in 0..actions {
        if let spelbord_core::Phase::HandOff { seat } = session.phase() {
            session.confirm_handoff(seat).unwrap();
        }
        match session.to_move() {
            ToMove::Seat(s) if session.seats()[s].is_human() => {
                let mv = session.legal_moves()[0].clone();
                session.act(None, s, &mv).unwrap();
            }
            ToMove::Seat(_) => {
                session.bot_step().unwrap();
            }
            _ => break,
        }
    }
    assert!(session.outcome().is_none(), "{game}: the device game is still on");
    session
}

fn import_frame(save: &str, seats: Value) -> Value {
    json!({"type": "import", "protocol": PROTOCOL_VERSION, "lang": "en", "save": save, "seats": seats,
        "contribution": contribution()})
}

/// Sends an import and returns the invite codes, or the refusal's code.
async fn import(device: &mut Device, save: &str, seats: Value) -> Result<Vec<String>, ErrorCode> {
    device.send(import_frame(save, seats)).await;
    device
        .until(|m| match m {
            ServerMsg::Joined { invites, .. } => Some(Ok(invites.iter().map(|i| i.code.clone()).collect())),
            ServerMsg::Error { code, .. } => Some(Err(*code)),
            _ => None,
        })
        .await
}

async fn export(device: &mut Device) -> SaveFile {
    device.send(json!({"type": "export"})).await;
    let text = device
        .until(|m| match m {
            ServerMsg::Save { text } => Some(text.clone()),
            _ => None,
        })
        .await;
    SaveFile::from_json(&text, "export").expect("a device save")
}

/// Imports `device`'s game with the host in seat 0 and one invited guest, plays it
/// to the end, and checks the dice from the import on. Returns the guest (its frames
/// for the privacy check), the exported game and the device save.
async fn import_and_finish(
    addr: std::net::SocketAddr,
    device: &dyn PlaySession,
    seats: Value,
) -> (Device, SaveFile, SaveFile) {
    let game = device.info().id;
    let text = device.to_save().to_json();
    let before = SaveFile::from_json(&text, "device").unwrap();
    let mut host = Device::connect(addr).await;
    let codes = import(&mut host, &text, seats).await.unwrap_or_else(|e| panic!("{game}: import refused: {e:?}"));
    assert_eq!(codes.len(), 1, "{game}: one invited seat");
    let mut guest = Device::connect(addr).await;
    guest.deflate = true;
    guest.join(&codes[0], "Bo").await.expect("the code opens the seat");
    // The game goes on from the save: the first state holds the device's history.
    let first = guest.until(|m| match m {
        ServerMsg::State(s) if s.play.is_some() => Some((**s).clone()),
        _ => None,
    });
    let first = first.await;
    let log_len = |s: &StateFrame| s.play.as_ref().map_or(0, |p| p.log_from + p.log.len());
    assert_eq!(log_len(&first), before.history.len(), "{game}: the log goes on from the device's");
    let (a, b) = (host.seat as u64, guest.seat as u64);
    tokio::join!(host.play_to_end(a + 3), guest.play_to_end(b + 9));
    let hs = host.state.clone().unwrap();
    assert_eq!(hs.ended, Some(Ended::Finished), "{game}");
    let save = export(&mut guest).await;
    assert!(save.finished, "{game}");
    assert_eq!(save.history[..before.history.len()], before.history[..], "{game}: the device's moves stay");
    assert_eq!(save.reseeds.len(), 1, "{game}: reseeded once, at the import");
    assert_eq!(save.reseeds[0].at, before.history.len(), "{game}");
    let fair = guest.state.as_ref().unwrap().fair.clone();
    let check = fair.check(&save).unwrap_or_else(|e| panic!("{game}: fair dice: {e}"));
    let moves = before.history.iter().filter(|e| e.by.is_some()).count();
    assert_eq!((check.from, check.device_moves), (before.history.len(), moves), "{game}");
    assert!(moves > 0, "{game}: moves were played on the device");
    host.close().await;
    (guest, save, before)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fevga_and_a_pairanoid_save_continue_online_to_the_end_and_their_dice_check() {
    for url in databases("import") {
        let running = server(&url, Config::default()).await;
        let me = json!({"kind": "me", "name": "Anna"});
        let invite = json!({"kind": "invite", "name": "Bo"});
        let bot = json!({"kind": "bot", "level": "beginner"});
        let fevga = device_game("fevga", &[Some("Anna"), Some("Bo")], 41, 30);
        let (guest, ..) = import_and_finish(running.addr, fevga.as_ref(), json!([me, invite])).await;
        guest.close().await;
        let pairanoid = device_game("pairanoid", &[Some("Anna"), None, Some("Bo"), None], 43, 40);
        let (guest, ..) = import_and_finish(running.addr, pairanoid.as_ref(), json!([me, bot, invite, bot])).await;
        guest.close().await;
        let _ = running.stop.send(());
    }
}

/// Rows in the store's tables (games, invites, journal).
async fn rows(url: &str) -> Vec<i64> {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(url).await.unwrap();
    let mut counts = Vec::new();
    for table in ["spelbord_games", "spelbord_invites", "spelbord_journal"] {
        let row: (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table}")).fetch_one(&pool).await.unwrap();
        counts.push(row.0);
    }
    counts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_import_is_typed_in_the_devices_language_and_stores_nothing() {
    // SQLite of its own: the count of rows is this test's alone.
    let url = SqlStore::sqlite_url(&temp_dir("import-refused")).unwrap();
    let running = server(&url, Config::default()).await;
    let me = json!({"kind": "me", "name": "Anna"});
    let invite = json!({"kind": "invite", "name": "Bo"});
    let text = device_game("fevga", &[Some("Anna"), Some("Bo")], 5, 12).to_save().to_json();
    let damaged = text.replacen("\"move\": \"", "\"move\": \"x", 1);
    let newer = text.replacen("\"version\": 3,", "\"version\": 99,", 1);
    let mut over = device_game("fevga", &[Some("Anna"), None], 6, 0);
    while over.outcome().is_none() {
        match over.to_move() {
            ToMove::Seat(0) => {
                let mv = over.legal_moves()[0].clone();
                over.act(None, 0, &mv).unwrap();
            }
            _ => {
                over.bot_step().unwrap();
            }
        }
    }
    let over = over.to_save().to_json();
    let cases = [
        (damaged.as_str(), json!([me, invite]), ErrorCode::BadSave),
        ("not a save", json!([me, invite]), ErrorCode::BadSave),
        (newer.as_str(), json!([me, invite]), ErrorCode::NewerSave),
        (over.as_str(), json!([me, invite]), ErrorCode::GameOver),
        (text.as_str(), json!([me, invite, invite]), ErrorCode::BadRequest),
        (text.as_str(), json!([invite, invite]), ErrorCode::BadRequest),
    ];
    for (save, seats, expected) in cases {
        let mut device = Device::connect(running.addr).await;
        assert_eq!(import(&mut device, save, seats).await.err(), Some(expected));
        device.close().await;
    }
    // In the device's language.
    let mut device = Device::connect(running.addr).await;
    let mut frame = import_frame(&newer, json!([me, invite]));
    frame["lang"] = json!("sv");
    device.send(frame).await;
    let words = device
        .until(|m| match m {
            ServerMsg::Error { message, .. } => Some(message.clone()),
            _ => None,
        })
        .await;
    assert!(words.contains("nyare version"), "{words}");
    assert_eq!(rows(&url).await, vec![0, 0, 0], "a refused import stores nothing");
    // A frame past the import limit: a typed error, the connection closed.
    let mut big = Device::connect(running.addr).await;
    let padding = " ".repeat(MAX_IMPORT_BYTES);
    let long = import_frame(&text, json!([me, invite])).to_string().replacen('{', &format!("{{{padding}"), 1);
    big.send_text(&long).await;
    assert_eq!(big.error().await, ErrorCode::BadFrame);
    assert!(big.next().await.is_none(), "closed after it");
    // A good import is stored, larger than a normal frame or not.
    let mut host = Device::connect(running.addr).await;
    let roomy =
        import_frame(&text, json!([me, invite])).to_string().replacen('{', &format!("{{{}", " ".repeat(40_000)), 1);
    host.send_text(&roomy).await;
    host.until(|m| matches!(m, ServerMsg::Joined { .. }).then_some(())).await;
    assert_eq!(rows(&url).await[..2], [1, 1], "the game and its invite");
    let _ = running.stop.send(());
}

/// Loads the exported `save` as it was when the history had `len` entries (the
/// device save's tally: the game was not over yet).
fn at_length(save: &SaveFile, device: &SaveFile, len: usize) -> Box<dyn PlaySession> {
    let mut part = save.clone();
    part.history.truncate(len);
    part.reseeds.retain(|r| r.at <= len);
    part.checkpoint = None;
    part.finished = false;
    part.tally = device.tally.clone();
    part.session_version = None;
    let def = spelbord_core::game(&save.game).unwrap();
    let mut session = def.load_session_with(&part, "part", false).unwrap();
    // Online nothing is passed round: the server confirms a hand-off at once.
    if let spelbord_core::Phase::HandOff { seat } = session.phase() {
        session.confirm_handoff(seat).unwrap();
    }
    session
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_card_games_import_the_guest_sees_only_its_own_cards() {
    let url = SqlStore::sqlite_url(&temp_dir("import-privacy")).unwrap();
    let running = server(&url, Config::default()).await;
    let me = json!({"kind": "me", "name": "Anna"});
    let invite = json!({"kind": "invite", "name": "Bo"});
    let bot = json!({"kind": "bot", "level": "beginner"});
    for (game, seats, json_seats) in [
        ("pairanoid", vec![Some("Anna"), None, Some("Bo"), None], json!([me, bot, invite, bot])),
        ("fjols", vec![Some("Anna"), Some("Bo"), None], json!([me, invite, bot])),
    ] {
        let device = device_game(game, &seats, 47, 6);
        let (guest, save, before) = import_and_finish(running.addr, device.as_ref(), json_seats).await;
        let mut log = 0;
        let mut checked = 0;
        for text in &guest.frames {
            let Ok(ServerMsg::State(frame)) = serde_json::from_str::<ServerMsg>(text) else { continue };
            let Some(play) = &frame.play else { continue };
            log = play.log_from + play.log.len();
            if frame.ended.is_some() || log >= save.history.len() {
                continue;
            }
            // What the guest's seat may see with the history as long as the frame's log.
            let core = at_length(&save, &before, log);
            let own = core.view(Some(guest.seat)).observation_json;
            assert_eq!(play.view.observation_json, own, "{game}: only the guest's own observation (log {log})");
            if play.view.pending.is_empty() {
                let board = core.text_board_in(Some(guest.seat), spelbord_core::i18n::Lang::En);
                assert_eq!(play.board, board, "{game}: only the guest's own board (log {log})");
            }
            for other in (0..seats.len()).filter(|&s| s != guest.seat) {
                let theirs = core.view(Some(other)).observation_json;
                assert_ne!(play.view.observation_json, theirs, "{game}: not seat {other}'s view");
            }
            checked += 1;
        }
        assert!(checked > 5, "{game}: {checked} frames checked (log {log})");
        guest.close().await;
    }
    let _ = running.stop.send(());
}
