//! Resigning where the game plays on: a Fia seat of three or four leaves and the
//! others play on (placed last among those still playing, a loss, its pieces off the
//! board), through sessions, saves, statistics and the table.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::game::BotLevel;
use crate::resign::ResignScope;
use crate::session::{Phase, PlaySession, SeatConfig, SessionConfig};
use crate::GameError;

// The session helpers are the resignation tests' own.
use super::session_tests::{new, play, reloaded};

fn people(n: usize) -> Vec<SeatConfig> {
    ["Anna", "Bo", "Cilla", "Dan"][..n].iter().map(|&name| SeatConfig::human(name)).collect()
}

/// Pieces of `colour` drawn on the board.
fn pieces_drawn(s: &dyn PlaySession, colour: &str) -> usize {
    let prefix = format!("fia:piece:{colour}:");
    s.scene(None).nodes.iter().filter(|n| n.id.starts_with(&prefix)).count()
}

#[test]
fn a_fia_seat_of_four_resigns_and_the_others_play_on_to_the_end() {
    let mut s = new("fia", people(4), 21);
    play(&mut s, 40);
    let Phase::HumanTurn { seat: anna } = s.phase() else { panic!("a person is to move") };
    let colour = s.seat_color(anna);
    let choices = s.resign_choices(anna);
    assert_eq!(choices.len(), 1, "one way to resign in Fia");
    assert_eq!(choices[0].scope, ResignScope::ThisGame);
    assert_eq!(choices[0].detail.as_ref().unwrap().key, "fia-resign-detail-play-on");
    let version = s.version();
    s.resign(anna).unwrap();
    assert_eq!(s.version(), version + 1, "a resignation is a change the screens see");
    assert!(s.outcome().is_none(), "the others play on");
    assert!(!s.still_playing(anna));
    assert_eq!(s.resigners(), vec![anna]);
    assert_ne!(s.phase(), Phase::HumanTurn { seat: anna }, "the turn passed on");
    assert_eq!(pieces_drawn(s.as_ref(), &colour), 0, "its pieces left the board");
    assert!(s.scene(None).nodes.iter().any(|n| n.id == format!("fia:resigned:{colour}")), "the nest says so");
    assert!(s.log().last().unwrap().lines.iter().any(|l| l.key == "resign-note"), "the log says who resigned");
    // The seat that left is refused everything, typed, and nothing changes.
    let before = s.to_save().to_json();
    assert!(
        matches!(s.resign(anna), Err(GameError::WrongSeat { reason, .. }) if reason.key == "reason-seat-not-playing")
    );
    assert!(s.resign_choices(anna).is_empty());
    assert!(matches!(s.undo(anna), Err(GameError::CannotUndo(_))), "a resignation is not taken back");
    assert_eq!(s.to_save().to_json(), before);
    // Mid-game, the save replays the resignation where it happened.
    let back = reloaded(s.as_ref());
    assert_eq!(back.position(), s.position());
    assert_eq!(back.resigners(), vec![anna]);
    play(&mut s, 100_000);
    let outcome = s.outcome().expect("played to the end by the three others");
    assert_eq!(outcome.places[anna], 4, "placed last");
    assert!(outcome.losers.contains(&anna));
    assert_eq!(outcome.places.iter().filter(|&&p| p == 1).count(), 1, "one of the others won");
    assert_eq!(outcome.summary[0].key, "resign-note");
    assert_eq!(s.tally()[anna].losses, 1);
    assert_eq!(s.tally().iter().map(|r| r.wins).sum::<u32>(), 1);
    let back = reloaded(s.as_ref());
    assert_eq!(back.outcome(), s.outcome());
    assert_eq!(back.tally(), s.tally());
    assert_eq!(back.to_save().to_json(), s.to_save().to_json());
}

#[test]
fn with_two_left_when_one_resigns_the_other_wins_and_places_follow_the_order_of_leaving() {
    let mut s = new("fia", people(4), 5);
    play(&mut s, 12);
    // Three resign one after the other, each when it is their turn or not.
    let order: Vec<usize> = match s.phase() {
        Phase::HumanTurn { seat } => vec![seat, (seat + 2) % 4, (seat + 1) % 4],
        other => panic!("{other:?}"),
    };
    let winner = (order[0] + 3) % 4;
    for (k, &seat) in order.iter().enumerate() {
        let last = k == 2;
        let detail = s.resign_choices(seat)[0].detail.clone().unwrap();
        assert_eq!(detail.key, if last { "fia-resign-detail-wins" } else { "fia-resign-detail-play-on" });
        s.resign(seat).unwrap();
        assert_eq!(s.outcome().is_some(), last);
    }
    let outcome = s.outcome().unwrap();
    let mut places = vec![0; 4];
    places[order[0]] = 4;
    places[order[1]] = 3;
    places[order[2]] = 2;
    places[winner] = 1;
    assert_eq!(outcome.places, places);
    let mut losers = order.clone();
    losers.sort_unstable();
    assert_eq!(outcome.losers, losers);
    assert_eq!(s.tally()[winner].wins, 1);
    assert_eq!(reloaded(s.as_ref()).outcome(), Some(outcome));
    // Statistics count each resigner's loss and resignation.
    let game = crate::stats::FinishedGame::of(s.as_ref()).unwrap();
    let mut stats = crate::stats::Stats::default();
    stats.count(&game);
    for &seat in &order {
        let name = &s.seats()[seat].name;
        let row = &stats.players[name].all;
        assert_eq!((row.losses, row.resigned), (1, 1), "{name}");
    }
    let row = &stats.players[&s.seats()[winner].name].all;
    assert_eq!((row.wins, row.resigned), (1, 0));
}

#[test]
fn with_bots_the_game_plays_on_while_a_person_plays_and_ends_when_the_last_person_resigns() {
    let seats = vec![
        SeatConfig::human("Anna"),
        SeatConfig::bot("", BotLevel::Beginner),
        SeatConfig::human("Bo"),
        SeatConfig::bot("", BotLevel::Beginner),
    ];
    let mut s = new("fia", seats, 9);
    play(&mut s, 20);
    s.resign(0).unwrap();
    assert!(s.outcome().is_none(), "Bo still plays with the bots");
    assert!(matches!(s.resign(1), Err(GameError::WrongSeat { reason, .. }) if reason.key == "reason-seat-resign-bot"));
    play(&mut s, 6);
    if s.outcome().is_none() {
        let choice = &s.resign_choices(2)[0];
        assert_eq!(choice.detail.as_ref().unwrap().key, "fia-resign-detail-ends");
        s.resign(2).unwrap();
        let outcome = s.outcome().expect("no person plays on: the game ends");
        assert_eq!((outcome.places[0], outcome.places[2]), (4, 3));
        assert_eq!((outcome.places[1], outcome.places[3]), (1, 1), "the bots share the places above");
        assert!(s.bot_task().is_none());
        let back = reloaded(s.as_ref());
        assert_eq!(back.outcome(), Some(outcome));
        assert_eq!(back.phase(), Phase::Over);
    }
}

#[test]
fn a_save_with_a_resignation_it_could_not_have_is_refused_as_damaged() {
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner), SeatConfig::human("Bo")];
    let mut s = new("fia", seats, 3);
    play(&mut s, 10);
    s.resign(0).unwrap();
    let good = s.to_save();
    let at = good.history.iter().position(|e| e.mv.starts_with("resign")).unwrap();
    assert_eq!(good.history[at].mv, "resign:0");
    for (by, mv) in [(Some(1), "resign:1"), (Some(0), "resign:0:end"), (Some(2), "resign:0")] {
        let mut save = good.clone();
        save.history[at].by = by;
        save.history[at].mv = mv.into();
        let text = crate::SaveFile::from_json(&save.to_json(), "x").unwrap();
        let loaded = crate::game("fia").unwrap().load_session(&text, "x");
        assert!(matches!(loaded, Err(GameError::UnreadableSave { .. })), "{by:?} {mv}");
    }
}

#[test]
fn the_table_offers_the_fia_choice_and_resigns_the_player_holding_the_device() {
    struct Quiet;
    impl crate::table::TableListener for Quiet {
        fn on_state(&self, _: crate::table::TableState) {}
    }
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::human("Bo"), SeatConfig::bot("", BotLevel::Beginner)];
    let shared = Arc::new(Mutex::new(new("fia", seats, 4)));
    let settings = crate::table::TableSettings { bot_ms: 0, forced_ms: 0, auto_play: false, shown_ms: None };
    let table = crate::table::Table::open(shared.clone(), None, settings, Arc::new(Quiet));
    let state = table.settle(Duration::from_secs(30));
    let seat = state.viewer.expect("a person holds the device");
    let choices = table.resign_choices();
    assert_eq!(choices.iter().map(|c| c.scope).collect::<Vec<_>>(), vec![ResignScope::ThisGame]);
    table.resign_as(state.version, ResignScope::All);
    let state = table.settle(Duration::from_secs(30));
    assert!(state.error.is_some() && !state.over, "a choice not offered is refused");
    table.resign_as(state.version, ResignScope::ThisGame);
    let state = table.settle(Duration::from_secs(30));
    assert!(!state.over && state.error.is_none(), "the others play on: {:?}", state.error);
    assert_eq!(shared.lock().unwrap().resigners(), vec![seat]);
    assert_ne!(state.viewer, Some(seat), "the device is with a player still playing");
}

/// A Fevga match to `to` points between Anna (white) and a bot.
fn fevga_match(to: &str, seed: u64) -> Box<dyn PlaySession> {
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner)];
    let variants = [("match".to_string(), to.to_string())].into_iter().collect();
    let config = SessionConfig { game: "fevga".into(), seats, variants, seed: Some(seed), title: None };
    crate::new_session(&config).unwrap()
}

/// A field of a position in notation (`score=0,2`).
fn field(s: &dyn PlaySession, key: &str) -> String {
    let position = s.position();
    let prefix = format!("{key}=");
    position.split_whitespace().find_map(|f| f.strip_prefix(&prefix)).unwrap_or_default().to_string()
}

#[test]
fn a_fevga_game_resigned_in_a_match_scores_at_its_value_and_the_match_goes_on() {
    let mut s = fevga_match("7", 12);
    play(&mut s, 3);
    assert_eq!(field(s.as_ref(), "off"), "0,0", "early: no checker borne off");
    let choices = s.resign_choices(0);
    let scopes: Vec<ResignScope> = choices.iter().map(|c| c.scope).collect();
    assert_eq!(scopes, vec![ResignScope::ThisGame, ResignScope::All], "this game first, or the match");
    assert_eq!(choices[0].label.key, "fevga-resign-game");
    let detail = choices[0].detail.clone().unwrap();
    assert_eq!(detail.key, "fevga-resign-game-detail-mars", "Anna has none off: a mars doubles it");
    assert_eq!(choices[1].label.key, "fevga-resign-match");
    let version = s.version();
    s.resign_as(0, ResignScope::ThisGame).unwrap();
    assert!(s.outcome().is_none(), "the match goes on");
    assert!(s.version() > version);
    assert_eq!(field(s.as_ref(), "score"), "0,2", "the stake of 1, doubled for the mars");
    assert_eq!(field(s.as_ref(), "game"), "2", "the next game has begun");
    assert_eq!(field(s.as_ref(), "off"), "0,0");
    assert!(s.log().iter().flat_map(|e| e.lines.iter()).any(|l| l.key == "fevga-note-resigned"));
    assert!(s.resigners().is_empty(), "a game given up inside the match is in its score");
    let back = reloaded(s.as_ref());
    assert_eq!(back.position(), s.position());
    // Resigning the match ends it as before.
    play(&mut s, 2);
    if s.phase() != Phase::Over {
        s.resign_as(0, ResignScope::All).unwrap();
        let outcome = s.outcome().unwrap();
        assert_eq!(outcome.losers, vec![0]);
        assert_eq!(s.resigned(), Some(0));
        assert_eq!(reloaded(s.as_ref()).outcome(), Some(outcome));
    }
}

#[test]
fn a_fevga_game_resigned_that_reaches_the_match_ends_it_in_the_matchs_words() {
    let mut s = fevga_match("3", 31);
    let mut games = 0;
    while s.outcome().is_none() {
        play(&mut s, 2);
        if s.outcome().is_some() {
            break;
        }
        let last = s.resign_choices(0)[0].detail.clone().unwrap();
        s.resign(0).unwrap();
        games += 1;
        if s.outcome().is_some() {
            assert_eq!(last.key, "fevga-resign-game-ends-match");
        }
    }
    assert!(games >= 2, "a match to 3 takes two resigned games at least");
    let outcome = s.outcome().unwrap();
    assert_eq!((outcome.losers.clone(), s.resigners()), (vec![0], vec![0]), "Anna's last resignation ended it");
    assert_eq!(outcome.summary[0].key, "fevga-end-resigned");
    assert_eq!(field(s.as_ref(), "resigned"), "white");
    assert_eq!(s.tally()[0].losses, 1);
    let back = reloaded(s.as_ref());
    assert_eq!(back.outcome(), Some(outcome));
    assert_eq!(back.to_save().to_json(), s.to_save().to_json());
}

#[test]
fn a_single_fevga_game_offers_only_the_whole_resignation_at_its_value() {
    let mut s = fevga_match("1", 2);
    play(&mut s, 2);
    let choices = s.resign_choices(0);
    assert_eq!(choices.iter().map(|c| c.scope).collect::<Vec<_>>(), vec![ResignScope::All]);
    assert_eq!(choices[0].detail.as_ref().map(|d| d.key.as_str()), Some("tavli-resign-single-detail"));
    assert!(
        matches!(s.resign_as(0, ResignScope::ThisGame), Err(GameError::WrongSeat { reason, .. }) if reason.key == "reason-resign-not-offered")
    );
    s.resign(0).unwrap();
    // The game's own move, not the session's record: the game's outcome scores it.
    assert_eq!((s.resigned(), s.resigners()), (None, vec![0]));
    assert_eq!(s.outcome().unwrap().points, vec![0, 2], "the stake, doubled for the mars");
    assert_eq!(field(s.as_ref(), "resigned"), "white");
}
