//! Resigning online, on SQLite and on PostgreSQL: the core's resign rule applied by
//! the server to the device's seat, stored like any action and shown to every seat.
//! A two-player game ends as the resigner's loss on both devices (and stays so when
//! the server reads it again); a stale, a not-offered and a second resignation are
//! refused with their codes and change nothing; in Fia of three the seat leaves and
//! the others play on; the exported game counts the resignation in statistics.

mod common;

use common::{databases, server, two_people, Device};
use serde_json::json;
use spelbord_core::resign::ResignScope;
use spelbord_core::session::Phase;
use spelbord_protocol::{Ended, ErrorCode, ServerMsg, StateFrame};
use spelbord_server::Config;

fn play(d: &Device) -> &spelbord_protocol::PlayFrame {
    d.state.as_ref().and_then(|s| s.play.as_ref()).expect("a game in play")
}

/// Reads until a state whose game has ended.
async fn until_ended(d: &mut Device) -> StateFrame {
    d.until(|m| match m {
        ServerMsg::State(f) if f.ended.is_some() => Some((**f).clone()),
        _ => None,
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guest_resigns_a_two_player_game_and_every_seat_sees_the_score() {
    for url in databases("resign") {
        let running = server(&url, Config::default()).await;
        let (mut host, mut guest) = two_people(running.addr).await;
        let version = play(&guest).view.version;
        // The core offers Bo, out of turn or not, the whole game (a single game of Fevga).
        let offers: Vec<ResignScope> = play(&guest).resign.iter().map(|o| o.scope).collect();
        assert_eq!(offers, vec![ResignScope::All], "{url}");
        assert_eq!(play(&guest).resign_question.as_ref().map(|q| q.key.as_str()), Some("resign-question"));
        // Stale, and a way not offered: refused, nothing changes.
        guest.send(json!({"type": "resign", "version": version + 3})).await;
        assert_eq!(guest.error().await, ErrorCode::Stale);
        guest.send(json!({"type": "resign", "version": version, "scope": "this_game"})).await;
        assert_eq!(guest.error().await, ErrorCode::WrongSeat);
        assert!(!guest.ended() && !host.ended());
        // The resignation: acknowledged, and both devices are shown the end with its score.
        guest.send(json!({"type": "resign", "version": version})).await;
        let seen = until_ended(&mut guest).await;
        let at_host = until_ended(&mut host).await;
        for frame in [&seen, &at_host] {
            assert_eq!(frame.ended, Some(Ended::Finished));
            let play = frame.play.as_ref().unwrap();
            let outcome = play.view.outcome.as_ref().expect("the end screen's outcome");
            assert_eq!(outcome.places, vec![1, 2], "Anna first, Bo last");
            assert_eq!(outcome.losers, vec![guest.seat]);
            // A single Fevga game given up is Anna's at its value: none off, a mars.
            assert_eq!(outcome.points, vec![2, 0], "{url}: the score the core counts");
            assert_eq!(outcome.summary[0].key, "tavli-end-resigned");
            assert!(play.resign.is_empty() && play.resign_question.is_none(), "nothing to resign once over");
            assert!(!frame.fair.secret.is_empty(), "the dice's secret is revealed at the end");
        }
        // A second resignation, from either seat: the game is over.
        guest.send(json!({"type": "resign", "version": play(&guest).view.version})).await;
        assert_eq!(guest.error().await, ErrorCode::GameOver);
        host.send(json!({"type": "resign", "version": play(&host).view.version})).await;
        assert_eq!(host.error().await, ErrorCode::GameOver);
        // The exported game is the resigned one: counted as Bo's loss in statistics.
        guest.send(json!({"type": "export"})).await;
        let text = guest
            .until(|m| match m {
                ServerMsg::Save { text } => Some(text.clone()),
                _ => None,
            })
            .await;
        let save = spelbord_core::SaveFile::from_json(&text, "export").unwrap();
        let session = spelbord_core::game(&save.game).unwrap().load_session(&save, "export").unwrap();
        let finished = spelbord_core::stats::FinishedGame::of(session.as_ref()).expect("a finished game");
        assert_eq!(finished.resigned, vec![guest.seat]);
        let dir = common::temp_dir("resign-stats");
        let file = spelbord_core::stats::StatsFile::in_dir(&dir);
        file.count(&finished).unwrap();
        let counted = spelbord_core::stats::StatsView::of(file.load());
        let names: Vec<&str> = counted.players.iter().map(|p| p.name.as_str()).collect();
        assert!(names.contains(&"Bo") && names.contains(&"Anna"), "both counted: {names:?}");
        // Read again from the store by a new server: the same finished game.
        let (id, token) = (guest.game_id.clone(), guest.token.clone());
        guest.close().await;
        host.close().await;
        let _ = running.stop.send(());
        let again = server(&url, Config::default()).await;
        let fresh = Device::connect(again.addr).await.resume(&id, &token, None).await.unwrap();
        assert_eq!(fresh.ended, Some(Ended::Finished));
        let outcome = fresh.play.unwrap().view.outcome.unwrap();
        assert_eq!((outcome.losers, outcome.points), (vec![1], vec![2, 0]));
        let _ = again.stop.send(());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_fia_of_three_the_resigning_seat_leaves_and_the_others_play_on() {
    for url in databases("resign-fia") {
        let running = server(&url, Config::default()).await;
        let mut host = Device::connect(running.addr).await;
        let seats = json!([{"kind": "me", "name": "Anna"}, {"kind": "invite", "name": "Bo"}, {"kind": "bot", "level": "beginner"}]);
        let codes = host.create("fia", seats, json!({})).await;
        let mut guest = Device::connect(running.addr).await;
        guest.join(&codes[0], "Bo").await.unwrap();
        // Until the server's bot has moved: the game waits for a person (the host never moves).
        let settled = |d: &Device| {
            d.state
                .as_ref()
                .and_then(|s| s.play.as_ref())
                .is_some_and(|p| matches!(p.view.phase, Phase::HumanTurn { .. }))
        };
        while !settled(&guest) {
            guest.next().await;
        }
        let offers: Vec<ResignScope> = play(&guest).resign.iter().map(|o| o.scope).collect();
        assert_eq!(offers.first(), Some(&ResignScope::ThisGame), "{url}: Bo leaves, the game plays on");
        let version = play(&guest).view.version;
        guest.send(json!({"type": "resign", "version": version, "scope": "this_game"})).await;
        let after = guest
            .until(|m| match m {
                ServerMsg::State(f) if f.play.as_ref().is_some_and(|p| p.view.version > version) => Some((**f).clone()),
                ServerMsg::Error { message, .. } => panic!("refused: {message}"),
                _ => None,
            })
            .await;
        assert_eq!(after.ended, None, "{url}: Anna and the bot play on");
        let play = after.play.unwrap();
        assert!(play.resign.is_empty(), "Bo is out: nothing more to resign");
        assert!(play.log.iter().any(|e| e.by == Some(1)), "the resignation is Bo's entry in the log");
        // Bo may not resign again.
        guest.send(json!({"type": "resign", "version": play.view.version})).await;
        assert!(matches!(guest.error().await, ErrorCode::WrongSeat | ErrorCode::Stale));
        let _ = running.stop.send(());
    }
}
