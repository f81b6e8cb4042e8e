//! The protocol's rules against the real server: reconnecting with the token, wrong
//! and expired codes and tokens, a token acting for another seat, stale versions,
//! a step sent twice, two devices on one seat, the host's re-issue, and frames that break the rules.

mod common;

use std::time::Duration;

use common::{server, temp_dir, two_people, Device};
use serde_json::json;
use spelbord_core::i18n::LogEntry;
use spelbord_protocol::{ErrorCode, ServerMsg, StateFrame};
use spelbord_server::{Config, SqlStore};

fn sqlite() -> String {
    SqlStore::sqlite_url(&temp_dir("protocol")).unwrap()
}

fn at_version(v: u64) -> impl Fn(&StateFrame) -> bool + Sync {
    move |s: &StateFrame| s.play.as_ref().is_some_and(|p| p.view.version >= v)
}

fn mine(d: &Device) -> bool {
    d.state.as_ref().and_then(|s| s.play.as_ref()).is_some_and(|p| !p.view.next_steps.is_empty() || p.view.can_confirm)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reconnect_mid_turn_with_the_token_gives_the_same_state_and_what_happened() {
    let running = server(&sqlite(), Config::default()).await;
    let (mut host, mut guest) = two_people(running.addr).await;
    let stop = at_version(6);
    tokio::join!(host.play_until(1, &stop), guest.play_until(2, &stop));
    // Whoever is to move chooses one step of a move and drops the connection.
    let (mut mover, other) = if mine(&host) { (host, guest) } else { (guest, host) };
    assert!(mine(&mover), "someone is to move");
    let view = mover.state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
    if view.forced_move.is_none() && !view.can_confirm {
        let step = view.next_steps[0].notation.clone();
        mover.send(json!({"type": "step", "version": view.version, "step": step})).await;
        mover.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
    }
    let before = mover.state.clone().unwrap().play.unwrap().view;
    let (game_id, token) = (mover.game_id.clone(), mover.token.clone());
    mover.close().await;
    let mut back = Device::connect(running.addr).await;
    let state = back.resume(&game_id, &token, Some(2)).await.expect("the token opens the seat");
    let play = state.play.unwrap();
    assert_eq!(play.view.version, before.version);
    assert_eq!(play.view.pending, before.pending);
    assert_eq!(play.view.next_steps, before.next_steps);
    assert!(!play.since.is_empty(), "what happened since version 2 is told");
    let fresh = Device::connect(running.addr).await.resume(&game_id, &token, Some(before.version)).await.unwrap();
    assert!(fresh.play.unwrap().since.len() < play.since.len(), "less happened since a later version");
    drop(other);
}

/// The move log a device gathers from the state frames it was sent, in order: each
/// frame's entries replace those from its `log_from` on. Also the largest count of
/// entries one frame carried after the first.
fn gathered(d: &Device) -> (Vec<LogEntry>, usize) {
    let (mut log, mut most, mut first) = (Vec::new(), 0, true);
    for text in &d.frames {
        let Ok(ServerMsg::State(frame)) = serde_json::from_str::<ServerMsg>(text) else { continue };
        let Some(play) = frame.play else { continue };
        assert!(play.log_from <= log.len(), "a frame's entries start within what the device holds");
        log.truncate(play.log_from);
        log.extend(play.log.iter().cloned());
        if !first {
            most = most.max(play.log.len());
        }
        first = false;
    }
    (log, most)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_log_comes_a_move_at_a_time_and_a_resume_sends_what_the_device_missed() {
    let running = server(&sqlite(), Config::default()).await;
    let (mut host, mut guest) = two_people(running.addr).await;
    let stop = at_version(8);
    tokio::join!(host.play_until(1, &stop), guest.play_until(2, &stop));
    let (host_log, host_most) = gathered(&host);
    let (guest_log, _) = gathered(&guest);
    let whole = |d: &Device| (d.game_id.clone(), d.token.clone());
    // The seat not to move drops its connection; the other plays its turn.
    let (mut mover, waiter) = if mine(&host) { (host, guest) } else { (guest, host) };
    let (waiter_log, _) = gathered(&waiter);
    let waiter_version = waiter.version();
    let (game_id, token) = whole(&waiter);
    waiter.close().await;
    let played = |f: &StateFrame| f.play.as_ref().is_some_and(|p| p.view.next_steps.is_empty() && !p.view.can_confirm);
    mover.play_until(3, &played).await;
    // Back with the version whose log it holds: only the entries it missed come.
    let mut back = Device::connect(running.addr).await;
    back.send(json!({"type": "resume", "protocol": spelbord_protocol::PROTOCOL_VERSION, "lang": "en",
        "game_id": game_id, "token": token, "seen_version": waiter_version, "log_version": waiter_version}))
        .await;
    back.until(|m| matches!(m, ServerMsg::State(f) if f.play.is_some()).then_some(())).await;
    let play = back.state.clone().unwrap().play.unwrap();
    assert_eq!(play.log_from, waiter_log.len(), "the entries after those it holds");
    assert!(!play.log.is_empty(), "the mover's turn is in the log");
    let mut log = waiter_log;
    log.extend(play.log);
    let now = Device::connect(running.addr).await.resume(&game_id, &token, None).await.unwrap().play.unwrap();
    assert_eq!(now.log_from, 0, "a device that holds none is sent all of it");
    assert_eq!(log, now.log, "what it held and what it missed is the whole log");
    // Both devices had gathered the game's log, though no frame after the first
    // carried more than a move's entries.
    assert!(host_log.len() >= 4, "{} entries", host_log.len());
    assert!(now.log.starts_with(&host_log) && now.log.starts_with(&guest_log));
    assert!(host_most < host_log.len(), "frames carry the new entries, not the whole log");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_expired_and_used_codes_and_wrong_tokens_are_refused() {
    let config = Config { invite_ttl: Duration::from_millis(700), ..Config::default() };
    let running = server(&sqlite(), config).await;
    let mut host = Device::connect(running.addr).await;
    let seats =
        json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}, {"kind": "invite", "name": "Cai"}]);
    let codes = host.create("fia", seats, json!({})).await;
    let mut d = Device::connect(running.addr).await;
    assert_eq!(d.join("ZZZZ-ZZZZ", "X").await, Err(ErrorCode::UnknownCode));
    assert_eq!(d.join("abc", "X").await, Err(ErrorCode::UnknownCode));
    // A code read aloud and typed with look-alikes and in lower case still works.
    let typed = codes[0].to_lowercase().replace('0', "o").replace('1', "l").replace('-', " ");
    assert_eq!(d.join(&typed, "Bo").await, Ok(()));
    let mut again = Device::connect(running.addr).await;
    assert_eq!(again.join(&codes[0], "Eve").await, Err(ErrorCode::UnknownCode), "a code is used once");
    tokio::time::sleep(Duration::from_millis(900)).await;
    assert_eq!(again.join(&codes[1], "Cai").await, Err(ErrorCode::ExpiredCode));
    let mut t = Device::connect(running.addr).await;
    assert_eq!(t.resume(&host.game_id, &"0".repeat(64), None).await.err(), Some(ErrorCode::BadToken));
    assert_eq!(t.resume("no-such-game", &host.token, None).await.err(), Some(ErrorCode::BadToken));
    assert_eq!(t.resume(&host.game_id, &d.token, None).await.map(|s| s.seat), Ok(1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_acts_only_for_its_own_seat_and_stale_versions_change_nothing() {
    let running = server(&sqlite(), Config::default()).await;
    let (host, guest) = two_people(running.addr).await;
    let (mut mover, mut waiter) = if mine(&host) { (host, guest) } else { (guest, host) };
    let view = mover.state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
    let step = view.next_steps.first().map(|s| s.notation.clone()).unwrap_or_default();
    // The waiting seat acts: not its turn. It names the mover's seat: not its seat.
    waiter.send(json!({"type": "step", "version": view.version, "step": step})).await;
    assert_eq!(waiter.error().await, ErrorCode::WrongSeat);
    waiter.send(json!({"type": "step", "version": view.version, "step": step, "seat": mover.seat})).await;
    assert_eq!(waiter.error().await, ErrorCode::WrongSeat);
    // The mover with an old version: stale, and told the version.
    mover.send(json!({"type": "step", "version": view.version + 7, "step": step})).await;
    let told = mover
        .until(|m| match m {
            ServerMsg::Error { code, version, .. } => Some((*code, *version)),
            _ => None,
        })
        .await;
    assert_eq!(told, (ErrorCode::Stale, Some(view.version)));
    mover.send(json!({"type": "act", "version": view.version, "mv": "not a move"})).await;
    assert_eq!(mover.error().await, ErrorCode::Illegal);
    // Nothing changed: a fresh look at the seat shows the same version and steps.
    let again = Device::connect(running.addr).await.resume(&mover.game_id, &mover.token, None).await.unwrap();
    let now = again.play.unwrap().view;
    assert_eq!((now.version, now.pending), (view.version, view.pending));
    // A token of one game opens no seat of another.
    let (other_host, _other_guest) = two_people(running.addr).await;
    let mut d = Device::connect(running.addr).await;
    assert_eq!(d.resume(&mover.game_id, &other_host.token, None).await.err(), Some(ErrorCode::BadToken));
}

/// A step or an undo sent twice (a double tap, a retry) is applied once: choosing a
/// step keeps the version, so the steps the device saw decide whether it is stale.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_step_or_undo_sent_twice_is_applied_once() {
    let running = server(&sqlite(), Config::default()).await;
    let (mut host, mut guest) = two_people(running.addr).await;
    // Play on (rolls, forced moves, whole moves) until a seat's first checker step of a
    // move leaves the move open: the step to send twice.
    let (mut mover, _waiter, view, step, one) = loop {
        let (mut mover, mut waiter) = if mine(&host) { (host, guest) } else { (guest, host) };
        let view = mover.state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
        let action = mover.action(&mut |_| 0).unwrap();
        mover.send(action.clone()).await;
        mover.until(|m| matches!(m, ServerMsg::Ack { .. }).then_some(())).await;
        mover.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
        let one = mover.state.as_ref().unwrap().play.as_ref().unwrap().view.clone();
        let step = action["step"].as_str().unwrap_or_default().to_string();
        if view.pending.is_empty() && step != "roll" && one.version == view.version && one.pending == [step.clone()] {
            break (mover, waiter, view, step, one);
        }
        if !mine(&mover) {
            waiter
                .until(|m| {
                    matches!(m, ServerMsg::State(f) if f.play.as_ref().is_some_and(|p| !p.view.next_steps.is_empty()))
                        .then_some(())
                })
                .await;
        }
        (host, guest) = (mover, waiter);
    };
    let tap = json!({"type": "step", "version": view.version, "step": step, "pending": view.pending});
    mover.send(tap).await;
    assert_eq!(mover.error().await, ErrorCode::Stale, "the same tap again is stale");
    let undo = json!({"type": "undo", "version": one.version, "pending": one.pending});
    mover.send(undo.clone()).await;
    mover.until(|m| matches!(m, ServerMsg::State(_)).then_some(())).await;
    mover.send(undo).await;
    assert_eq!(mover.error().await, ErrorCode::Stale, "the same undo again is stale");
    let now = Device::connect(running.addr).await.resume(&mover.game_id, &mover.token, None).await.unwrap();
    let now = now.play.unwrap().view;
    assert_eq!((now.version, now.pending), (view.version, view.pending), "one step chosen and taken back");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_device_on_a_seat_takes_over_and_the_first_is_told() {
    let running = server(&sqlite(), Config::default()).await;
    let (mut host, guest) = two_people(running.addr).await;
    let mut second = Device::connect(running.addr).await;
    let state = second.resume(&guest.game_id, &guest.token, None).await.unwrap();
    assert_eq!(state.seat, guest.seat);
    let mut first = guest;
    let code = first.error().await;
    assert_eq!(code, ErrorCode::Replaced);
    assert!(first.next().await.is_none(), "the older connection is closed");
    // The host's guest-seat shows as connected still (the newer device).
    host.send(json!({"type": "ping"})).await;
    host.until(|m| matches!(m, ServerMsg::Pong).then_some(())).await;
    assert!(host.state.as_ref().unwrap().seats[1].connected);
    // Re-issuing the seat (a lost phone) voids the token and tells the device.
    host.send(json!({"type": "reissue", "seat": 1})).await;
    let code = host
        .until(|m| match m {
            ServerMsg::Joined { invites, .. } => Some(invites[0].code.clone()),
            _ => None,
        })
        .await;
    assert_eq!(second.error().await, ErrorCode::Replaced);
    let mut lost = Device::connect(running.addr).await;
    assert_eq!(lost.resume(&host.game_id, &first.token, None).await.err(), Some(ErrorCode::BadToken));
    let mut new_phone = Device::connect(running.addr).await;
    assert_eq!(new_phone.join(&code, "Bo").await, Ok(()));
    assert_eq!(new_phone.seat, 1);
    // Only the host ends the game; then nothing can be played.
    new_phone.send(json!({"type": "end"})).await;
    assert_eq!(new_phone.error().await, ErrorCode::NotHost);
    host.send(json!({"type": "end"})).await;
    let ended = host
        .until(|m| match m {
            ServerMsg::State(f) if f.ended.is_some() => Some(f.fair.secret.clone()),
            _ => None,
        })
        .await;
    assert!(!ended.is_empty(), "the secret is revealed when the host ends the game");
    new_phone.send(json!({"type": "confirm", "version": 0})).await;
    assert_eq!(new_phone.error().await, ErrorCode::GameOver);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_that_break_the_rules_get_a_typed_error_and_the_connection_closes() {
    let running = server(&sqlite(), Config::default()).await;
    let cases: Vec<(String, ErrorCode)> = vec![
        ("{".into(), ErrorCode::BadJson),
        (r#"{"type":"fly"}"#.into(), ErrorCode::UnknownType),
        // A key twice: serde would keep the last `type` and answer a pong.
        (r#"{"type":"act","type":"ping"}"#.into(), ErrorCode::BadJson),
        (r#"{"type":"ping","type":"ping"}"#.into(), ErrorCode::BadJson),
        ("x".repeat(20_000), ErrorCode::BadFrame),
        ("y".repeat(200_000), ErrorCode::BadFrame),
        (
            r#"{"type":"create","protocol":99,"lang":"en","game":"fia","seats":[],"contribution":""}"#.into(),
            ErrorCode::ProtocolVersion,
        ),
    ];
    for (text, code) in cases {
        let mut d = Device::connect(running.addr).await;
        d.send_text(&text).await;
        assert_eq!(d.error().await, code, "{:.40}", text);
        assert!(d.next().await.is_none(), "closed after {code:?}");
    }
    // Acting before joining is refused, the connection stays.
    let mut d = Device::connect(running.addr).await;
    d.send(json!({"type": "confirm", "version": 0})).await;
    assert_eq!(d.error().await, ErrorCode::NotInGame);
    // A flood: refused as too many per second, then closed.
    for _ in 0..100 {
        if !d.send_text(r#"{"type":"ping"}"#).await {
            break;
        }
    }
    let code = d
        .until(|m| match m {
            ServerMsg::Error { code, .. } => Some(*code),
            _ => None,
        })
        .await;
    assert_eq!(code, ErrorCode::RateLimited);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_nobody_is_connected_to_is_unloaded_and_read_back_on_resume() {
    let config = Config { unload_after: Duration::from_millis(200), ..Config::default() };
    let running = server(&sqlite(), config).await;
    let (mut host, mut guest) = two_people(running.addr).await;
    let stop = at_version(6);
    tokio::join!(host.play_until(1, &stop), guest.play_until(2, &stop));
    // While a device is connected the game stays, however long.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(running.hub.loaded(), 1, "a game with devices connected is kept");
    let game_id = host.game_id.clone();
    let tokens = [host.token.clone(), guest.token.clone()];
    let seen = host.version().max(guest.version());
    let view =
        |d: &Device| d.state.as_ref().and_then(|s| s.play.as_ref()).map(|p| (p.view.version, p.view.pending.clone()));
    let before = [view(&host), view(&guest)];
    host.close().await;
    guest.close().await;
    // Nobody is connected: the game leaves memory…
    let t = std::time::Instant::now();
    while running.hub.loaded() > 0 {
        assert!(t.elapsed() < Duration::from_secs(10), "the idle game was not unloaded");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(!running.hub.holds(&game_id));
    // …and comes back from the store as it was when a device resumes, and play goes on.
    let mut back = [Device::connect(running.addr).await, Device::connect(running.addr).await];
    for (i, d) in back.iter_mut().enumerate() {
        let state = d.resume(&game_id, &tokens[i], Some(seen)).await.expect("the token opens the seat");
        let now = state.play.as_ref().map(|p| (p.view.version, p.view.pending.clone()));
        assert_eq!(now, before[i], "seat {i}");
    }
    assert!(running.hub.holds(&game_id), "read back into memory");
    let [mut h, mut g] = back;
    tokio::time::timeout(Duration::from_secs(120), async {
        tokio::join!(h.play_to_end(3), g.play_to_end(4));
    })
    .await
    .expect("the game reloaded from the store plays to its end");
    assert!(h.ended() && g.ended());
}

/// The next error frame's code and words.
async fn refusal(d: &mut Device) -> (ErrorCode, String) {
    d.until(|m| match m {
        ServerMsg::Error { code, message, .. } => Some((*code, message.clone())),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_servers_own_refusals_read_in_the_devices_language() {
    let running = server(&sqlite(), Config::default()).await;
    let create = |lang: &str, seats: serde_json::Value| {
        json!({"type": "create", "protocol": spelbord_protocol::PROTOCOL_VERSION, "lang": lang,
            "game": "fia", "variants": {}, "seats": seats, "contribution": common::contribution()})
    };
    // A Swedish device asks for two host seats: refused in Swedish.
    let two_hosts = json!([{"kind": "me", "name": "Anna"}, {"kind": "me", "name": "Bo"}]);
    let mut sv = Device::connect(running.addr).await;
    sv.send(create("sv", two_hosts.clone())).await;
    assert_eq!(refusal(&mut sv).await, (ErrorCode::BadRequest, "Exakt en plats ska vara värdens egen.".to_string()));
    // Seated, it acts before the others have joined: Swedish again.
    sv.send(create("sv", json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}]))).await;
    sv.until(|m| matches!(m, ServerMsg::Joined { .. }).then_some(())).await;
    sv.send(json!({"type": "act", "version": 0, "mv": "roll"})).await;
    assert_eq!(refusal(&mut sv).await, (ErrorCode::NotStarted, "Alla platser är inte tagna än.".to_string()));
    // A Danish device reads Danish, an English one English.
    let mut da = Device::connect(running.addr).await;
    da.send(create("da", two_hosts.clone())).await;
    assert_eq!(refusal(&mut da).await.1, "Præcis én plads skal være værtens egen.");
    let mut en = Device::connect(running.addr).await;
    en.send(create("en", two_hosts)).await;
    assert_eq!(refusal(&mut en).await.1, "Exactly one seat is the host's own.");
}
