//! "Your turn" while the app is closed: the `status` message a device sends without a
//! seat connection, and the turn notifier (once per wait, never for a connected seat).
//! SQLite, and PostgreSQL when the test script gave one.

mod common;

use std::sync::Arc;

use common::{databases, server, two_people, Device};
use serde_json::json;
use spelbord_core::session::Phase;
use spelbord_protocol::{ErrorCode, GameStatus, ServerMsg, StateFrame, MAX_STATUS_GAMES};
use spelbord_server::notify::RecordingNotifier;
use spelbord_server::Config;

/// The seat the last state says the game waits for.
fn waits_for(d: &Device) -> Option<usize> {
    match d.state.as_ref()?.play.as_ref()?.view.phase {
        Phase::HumanTurn { seat } => Some(seat),
        _ => None,
    }
}

/// Asks `status` on `d` and returns the answer.
async fn status(d: &mut Device, pairs: &[(&str, &str)]) -> Result<Vec<GameStatus>, ErrorCode> {
    let games: Vec<_> = pairs.iter().map(|(g, t)| json!({"game_id": g, "token": t})).collect();
    d.send(json!({"type": "status", "games": games})).await;
    d.until(|m| match m {
        ServerMsg::Status { games } => Some(Ok(games.clone())),
        ServerMsg::Error { code, .. } => Some(Err(*code)),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn status_needs_no_seat_tells_whose_turn_and_leaves_out_wrong_tokens_and_unknown_games() {
    for url in databases("status") {
        let running = server(&url, Config::default()).await;
        let (mut host, guest) = two_people(running.addr).await;
        let game = host.game_id.clone();
        let to_move = waits_for(&host).expect("someone is to move");
        // A fresh connection with no hello: an app just opened.
        let mut app = Device::connect(running.addr).await;
        let wrong = "0".repeat(64);
        let asked = [
            (game.as_str(), host.token.as_str()),
            (game.as_str(), wrong.as_str()),
            ("fevga-no-such-game", host.token.as_str()),
            (game.as_str(), guest.token.as_str()),
        ];
        let games = status(&mut app, &asked).await.expect("answered");
        assert_eq!(games.len(), 2, "the wrong token and the unknown game are both left out: {games:?}");
        assert_eq!(games.iter().map(|g| g.seat).collect::<Vec<_>>(), vec![0, 1], "in the order asked");
        for g in &games {
            assert_eq!(g.game_id, game);
            assert_eq!(g.your_turn, g.seat == to_move, "{g:?}");
            assert_eq!(g.version, host.version());
            assert!(!g.over);
        }
        // For Home's card: the game, whose turn, and the seats exactly as the seat's own
        // state shows them to its holder (the token opens both alike); nothing more.
        for g in &games {
            assert_eq!(g.game, "fevga");
            assert_eq!(g.to_move, Some(to_move), "{g:?}");
            assert_eq!(&g.seats, &host.state.as_ref().unwrap().seats, "{g:?}");
        }
        // Nothing private in the answer: no token, no board, no scene, no log.
        let text = app.frames.last().unwrap().clone();
        for secret in [&host.token, &guest.token, &"scene".to_string(), &"\"log\"".to_string(), &"board".to_string()] {
            assert!(!text.contains(secret.as_str()), "{secret} in {text}");
        }
        // Only wrong pairs: the same answer as nothing asked.
        assert_eq!(status(&mut app, &[(game.as_str(), wrong.as_str())]).await, Ok(vec![]));
        assert_eq!(status(&mut app, &[]).await, Ok(vec![]));
        // Too many pairs: a typed refusal, and the connection stays open.
        let many: Vec<(&str, &str)> = (0..=MAX_STATUS_GAMES).map(|_| (game.as_str(), wrong.as_str())).collect();
        assert_eq!(status(&mut app, &many).await, Err(ErrorCode::BadRequest));
        assert!(!app.frames.last().unwrap().contains("\"fatal\":true"));
        // Over once the host ends it, and then waiting for nobody.
        host.send(json!({"type": "end"})).await;
        host.until(|m| matches!(m, ServerMsg::State(f) if f.ended.is_some()).then_some(())).await;
        let games = status(&mut app, &[(game.as_str(), host.token.as_str())]).await.unwrap();
        assert!(games[0].over && !games[0].your_turn && games[0].to_move.is_none(), "{games:?}");
    }
}

/// Reads `d`'s frames until `done` holds for its state.
async fn until_state(d: &mut Device, done: impl Fn(&StateFrame) -> bool) {
    while !d.state.as_ref().is_some_and(&done) {
        d.next().await.expect("connection open");
    }
}

/// A ping answered: every frame `d` sent before it has been handled in full.
async fn synced(d: &mut Device) {
    d.send(json!({"type": "ping"})).await;
    d.until(|m| matches!(m, ServerMsg::Pong).then_some(())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_notifier_is_told_once_per_wait_and_never_for_a_connected_seat() {
    for url in databases("notify") {
        let notes = Arc::new(RecordingNotifier::default());
        let config = Config { notifier: notes.clone(), ..Config::default() };
        let running = server(&url, config).await;
        let (mut host, mut guest) = two_people(running.addr).await;
        let game = host.game_id.clone();
        synced(&mut host).await;
        synced(&mut guest).await;
        assert_eq!(notes.calls(), vec![], "both devices are connected");
        // Bo plays first if the game begins with him; then his device goes away and
        // Anna plays until the game waits for Bo.
        let waits_for_bo =
            |s: &StateFrame| matches!(s.play.as_ref().map(|p| &p.view.phase), Some(Phase::HumanTurn { seat: 1 }));
        let waits_for_anna =
            |s: &StateFrame| matches!(s.play.as_ref().map(|p| &p.view.phase), Some(Phase::HumanTurn { seat: 0 }));
        guest.play_until(4, &waits_for_anna).await;
        synced(&mut guest).await;
        let (id, token) = (guest.game_id.clone(), guest.token.clone());
        guest.close().await;
        until_state(&mut host, |s| !s.seats[1].connected).await;
        host.play_until(5, &waits_for_bo).await;
        synced(&mut host).await;
        assert_eq!(notes.calls(), vec![(game.clone(), 1, "fevga".to_string())], "told once that it waits for Bo");
        // Anna's app opens the game again while it still waits for Bo: the same wait,
        // not told again.
        let anna_token = host.token.clone();
        host.close().await;
        let mut host = Device::connect(running.addr).await;
        host.resume(&game, &anna_token, None).await.unwrap();
        synced(&mut host).await;
        assert_eq!(notes.calls().len(), 1, "{:?}", notes.calls());
        // Bo comes back: the same wait, not told again; Bo plays until it waits for
        // Anna, who is connected: nobody is told.
        let mut bo = Device::connect(running.addr).await;
        bo.resume(&id, &token, None).await.unwrap();
        bo.play_until(6, &waits_for_anna).await;
        synced(&mut bo).await;
        assert_eq!(notes.calls().len(), 1, "Anna's device is on her seat: {:?}", notes.calls());
        // Anna's device goes away mid-wait: the wait began while she was there, so no
        // push follows her closing the app.
        host.close().await;
        until_state(&mut bo, |s| !s.seats[0].connected).await;
        synced(&mut bo).await;
        assert_eq!(notes.calls().len(), 1);
        // Anna comes back and plays until Bo's turn: Bo is connected, nobody is told.
        let mut anna = Device::connect(running.addr).await;
        anna.resume(&game, &anna_token, None).await.unwrap();
        anna.play_until(7, &waits_for_bo).await;
        synced(&mut anna).await;
        assert_eq!(notes.calls().len(), 1, "{:?}", notes.calls());
        // Bo plays his turn and goes away; Anna's next move comes to Bo's turn again:
        // a new wait, told.
        synced(&mut bo).await; // Bo's state is the one after Anna's move
        bo.play_until(9, &waits_for_anna).await;
        synced(&mut bo).await;
        bo.close().await;
        until_state(&mut anna, |s| !s.seats[1].connected).await;
        anna.play_until(8, &waits_for_bo).await;
        synced(&mut anna).await;
        let calls = notes.calls();
        assert_eq!(calls.len(), 2, "{calls:?}");
        assert_eq!(calls[1], (game.clone(), 1, "fevga".to_string()));
    }
}
