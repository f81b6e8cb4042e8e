//! Whole games of all four games through the real server, on SQLite and on
//! PostgreSQL: two scripted devices (a host reading text frames, an invited player
//! reading deflated ones) and server bots, then the fair-dice check on the exported
//! game.

mod common;

use common::{databases, server, Device};
use serde_json::json;
use spelbord_protocol::{Ended, ServerMsg};
use spelbord_server::Config;

async fn play_game(addr: std::net::SocketAddr, game: &str, seats: serde_json::Value) {
    let mut host = Device::connect(addr).await;
    let codes = host.create(game, seats, json!({})).await;
    assert_eq!(codes.len(), 1, "{game}: one invited seat");
    // The guest reads deflated frames and patches its scene with the changes, as the
    // apps do; the host reads text frames with whole scenes: the same game either way.
    let mut guest = Device::connect(addr).await;
    guest.deflate = true;
    guest.scene_changes = true;
    guest.text_board = false;
    guest.join(&codes[0].to_lowercase(), "Bo").await.expect("the code opens the seat");
    let (a, b) = (host.seat as u64, guest.seat as u64);
    tokio::join!(host.play_to_end(a + 11), guest.play_to_end(b + 17));
    let (hs, gs) = (host.state.clone().unwrap(), guest.state.clone().unwrap());
    // The board as text only for the device that shows it (the terminal).
    assert!(!hs.play.as_ref().unwrap().board.is_empty(), "{game}: the host shows the text board");
    assert!(gs.play.as_ref().unwrap().board.is_empty(), "{game}: the guest said it does not");
    assert_eq!(hs.ended, Some(Ended::Finished), "{game}");
    assert_eq!(hs.play.as_ref().unwrap().view.outcome, gs.play.as_ref().unwrap().view.outcome, "{game}");
    // The secret is revealed at the end and the exported game replays from the seed.
    assert!(!hs.fair.secret.is_empty(), "{game}: secret revealed at the end");
    assert_eq!(hs.fair.contributions.len(), 2, "{game}: one contribution per person");
    guest.send(json!({"type": "export"})).await;
    let text = guest
        .until(|m| match m {
            ServerMsg::Save { text } => Some(text.clone()),
            _ => None,
        })
        .await;
    let save = spelbord_core::SaveFile::from_json(&text, "export").expect("a device save");
    assert!(save.finished, "{game}");
    gs.fair.verify(&save).unwrap_or_else(|e| panic!("{game}: fair dice: {e}"));
    let read: usize = guest.frames.iter().map(String::len).sum();
    // Scene changes are short already: deflated they shrink about 3× (whole scenes 15×).
    assert!(guest.wire_bytes * 2 < read, "{game}: deflated frames are small ({} bytes for {read})", guest.wire_bytes);
    assert_eq!(host.wire_bytes, host.frames.iter().map(String::len).sum::<usize>(), "{game}: text frames as they are");
    // The scene the guest patched, move by move, is the whole scene a fresh
    // connection is sent; most frames carried only changes.
    let states = guest.frames.iter().filter(|f| f.starts_with(r#"{"type":"state""#)).count();
    assert!(guest.changed_frames * 2 > states, "{game}: {} of {states} states", guest.changed_frames);
    let patched = gs.play.as_ref().unwrap().scene.clone();
    let (id, token) = (guest.game_id.clone(), guest.token.clone());
    guest.close().await;
    let mut again = Device::connect(addr).await;
    again.scene_changes = true;
    let fresh = again.resume(&id, &token, None).await.expect("the seat resumes");
    assert_eq!(fresh.play.unwrap().scene, patched, "{game}: the patched scene is the seat's scene");
    assert_eq!(again.changed_frames, 0, "{game}: a new connection is sent the whole scene");
    again.close().await;
    host.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn all_four_games_play_to_the_end_with_devices_and_bots() {
    for url in databases("games") {
        let running = server(&url, Config::default()).await;
        let addr = running.addr;
        let me = json!({"kind": "me", "name": "Anna"});
        let invite = json!({"kind": "invite", "name": "Guest"});
        let bot = json!({"kind": "bot", "level": "beginner"});
        play_game(addr, "fia", json!([me, invite, bot, bot])).await;
        play_game(addr, "pairanoid", json!([me, bot, invite, bot])).await;
        play_game(addr, "fjols", json!([me, invite, bot])).await;
        play_game(addr, "fevga", json!([me, invite])).await;
        let _ = running.stop.send(());
    }
}

/// A tavli series (Portes, Plakoto, Fevga … to 5) is a core game like any other: the
/// server plays it between two devices to the end, with fair dice, by its id alone.
/// Portes and Plakoto are each played online inside it (a game of each on its own
/// cost some 19 s more). On SQLite only: the store does not know one game from another
/// (the four games above cover PostgreSQL), and the series is the longest game here.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tavli_series_plays_online_to_the_end() {
    let url = databases("tavli").swap_remove(0);
    let running = server(&url, Config::default()).await;
    let me = json!({"kind": "me", "name": "Anna"});
    let invite = json!({"kind": "invite", "name": "Guest"});
    play_game(running.addr, "tavli", json!([me, invite])).await;
    let _ = running.stop.send(());
}
