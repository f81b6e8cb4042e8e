//! Resigning a single game of the tavli family (Fevga, Portes, Plakoto): the other
//! wins it at the value it has now, as a backgammon player expects. The resignation
//! is the resigner's move (so saves, replays and the server need nothing new); the
//! end screen says it in words, the outcome's points and the statistics carry it, and
//! the band above the board reads no match score. A save written before, with the
//! game resigned beside the history, still loads as the same finished game.

use crate::i18n::{render, Lang};
use crate::resign::{ResignScope, Resignation};
use crate::session::{Phase, PlaySession, SeatConfig};
use crate::stats::FinishedGame;

use super::session_tests::{new, play, reloaded};

fn anna_and_bo() -> Vec<SeatConfig> {
    vec![SeatConfig::human("Anna"), SeatConfig::human("Bo")]
}

/// The band's words above the board, in English.
fn band(s: &dyn PlaySession) -> String {
    let scene = s.scene(None);
    let node = scene.node("status").unwrap_or_else(|| panic!("{}: a status line in the band", s.info().id));
    render(node.text.as_ref().unwrap(), Lang::En)
}

#[test]
fn a_single_tavli_game_resigned_is_won_at_its_value_in_words_points_and_statistics() {
    for game in ["fevga", "portes", "plakoto"] {
        let mut s = new(game, anna_and_bo(), 5);
        play(&mut s, 4);
        assert_eq!(band(s.as_ref()), crate::i18n::text(&format!("game-{game}"), Lang::En), "{game}: the game only");
        assert!(s.scene(None).node("score").is_none(), "{game}: no match score in a single game");
        // Bo resigns (in turn or not): nobody has borne off, so Anna wins 2 points.
        let choices = s.resign_choices(1);
        assert_eq!(choices.iter().map(|c| c.scope).collect::<Vec<_>>(), vec![ResignScope::All], "{game}");
        let detail = render(choices[0].detail.as_ref().expect("what it costs"), Lang::En);
        assert_eq!(detail, "Anna wins the game: 2 points.", "{game}");
        let history = s.history_len();
        s.resign(1).unwrap();
        assert_eq!(s.history_len(), history + 1, "{game}: the resignation is Bo's move in the history");
        assert_eq!(s.phase(), Phase::Over);
        let outcome = s.outcome().unwrap();
        assert_eq!((outcome.places.clone(), outcome.points.clone()), (vec![1, 2], vec![2, 0]), "{game}");
        assert_eq!(outcome.losers, vec![1]);
        assert_eq!(render(&outcome.summary[0], Lang::En), "Bo resigned: Anna wins 2 points", "{game}");
        let over = band(s.as_ref());
        assert!(over.contains("black resigned") && over.contains("white wins 2 points"), "{game}: {over}");
        assert!(s.position().contains("resigned=black"), "{game}: {}", s.position());
        if game == "fevga" {
            // The log tells a single game without a game number or a match score.
            let notes: Vec<String> = s
                .last_events()
                .iter()
                .filter_map(|e| match e {
                    crate::event::Event::Note { msg } => Some(render(msg, Lang::En)),
                    _ => None,
                })
                .collect();
            assert!(notes.iter().any(|n| n == "black resigns the game (2 points)"), "{notes:?}");
            assert!(notes.iter().any(|n| n == "white wins the game for 2 points"), "{notes:?}");
        }
        assert_eq!(s.resigners(), vec![1]);
        assert_eq!((s.tally()[0].wins, s.tally()[1].losses), (1, 1), "{game}: counted once");
        let counted = FinishedGame::of(s.as_ref()).unwrap();
        assert_eq!((counted.resigned, counted.outcome.points), (vec![1], vec![2, 0]), "{game}");
        assert!(s.resign(0).is_err() && !s.can_undo(1), "{game}: over, not taken back");
        let back = reloaded(s.as_ref());
        assert_eq!(back.outcome(), Some(outcome), "{game}");
        assert_eq!(back.tally(), s.tally(), "{game}: the tally counts it once after a reload");
        assert_eq!(back.to_save().to_json(), s.to_save().to_json(), "{game}");
    }
}

/// The save of a single Fevga game resigned by the code before this one: the game
/// resigned beside the history (`resigned`), finished, the tally counting it, the
/// version one past the history's.
#[test]
fn a_single_game_resigned_in_an_older_save_loads_as_the_same_finished_game() {
    let mut s = new("fevga", anna_and_bo(), 5);
    play(&mut s, 4);
    let mut save = s.to_save();
    save.resigned = Some(Resignation { seat: 1 });
    save.finished = true;
    save.to_move = None;
    save.session_version = Some(s.version() + 1);
    for (seat, row) in save.tally.iter_mut().enumerate() {
        row.games += 1;
        row.wins += u32::from(seat == 0);
        row.losses += u32::from(seat == 1);
    }
    let text = save.to_json();
    let read = crate::SaveFile::from_json(&text, "old").unwrap();
    let mut old = crate::game("fevga").unwrap().load_session(&read, "old").expect("an older save loads");
    assert_eq!(old.phase(), Phase::Over);
    assert_eq!((old.resigned(), old.resigners()), (Some(1), vec![1]));
    let outcome = old.outcome().unwrap();
    assert_eq!((outcome.places.clone(), outcome.losers.clone()), (vec![1, 2], vec![1]));
    assert_eq!(outcome.summary[0].key, "resign-note", "as it was shown when it was resigned");
    assert_eq!(old.tally(), read.tally, "counted once, when it was resigned");
    assert_eq!(FinishedGame::of(old.as_ref()).unwrap().resigned, vec![1]);
    assert_eq!(band(old.as_ref()), "Fevga", "no 0–0 above the board");
    assert!(old.resign_choices(0).is_empty() && old.resign(0).is_err());
    assert_eq!(old.to_save().to_json(), text, "it saves again exactly as it was");
}
