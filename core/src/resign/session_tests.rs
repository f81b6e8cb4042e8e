//! Resigning through a session and a table: the outcome, the refusals (typed, nothing
//! changed), and a resigned game that saves and replays as the same finished game.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::game::BotLevel;
use crate::session::{Phase, PlaySession, SeatConfig, SessionConfig};
use crate::GameError;

pub(super) fn new(game: &str, seats: Vec<SeatConfig>, seed: u64) -> Box<dyn PlaySession> {
    let config =
        SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None };
    crate::new_session(&config).unwrap()
}

/// Plays `n` actions (bots think, humans play their first legal move).
pub(super) fn play(s: &mut Box<dyn PlaySession>, n: usize) {
    for _ in 0..n {
        match s.phase() {
            Phase::BotTurn { .. } => drop(s.bot_step().unwrap()),
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(None, seat, &mv).unwrap();
            }
            Phase::Over => return,
        }
    }
}

/// The session a save of `s` loads as.
pub(super) fn reloaded(s: &dyn PlaySession) -> Box<dyn PlaySession> {
    let text = s.to_save().to_json();
    let save = crate::SaveFile::from_json(&text, "x").unwrap();
    crate::game(&save.game).unwrap().load_session(&save, "x").unwrap()
}

#[test]
fn a_resigned_game_is_over_lost_for_the_resigner_and_reloads_the_same() {
    let mut s = new("fia", vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner)], 11);
    play(&mut s, 9);
    let version = s.version();
    s.resign(0).unwrap();
    assert_eq!(s.version(), version + 1, "a resignation is a change the screens see");
    assert_eq!(s.phase(), Phase::Over);
    let outcome = s.outcome().unwrap();
    assert_eq!((outcome.places.clone(), outcome.losers.clone()), (vec![2, 1], vec![0]));
    assert_eq!(outcome.summary[0].key, "resign-note");
    assert_eq!(s.tally()[0].losses, 1);
    assert_eq!(s.tally()[1].wins, 1);
    assert!(s.bot_task().is_none(), "no bot plays on");
    assert!(!s.can_undo(0), "a resignation is not taken back");
    let back = reloaded(s.as_ref());
    assert_eq!(back.resigners(), vec![0]);
    assert_eq!(back.outcome(), s.outcome());
    assert_eq!(back.phase(), Phase::Over);
    assert_eq!(back.version(), s.version());
    assert_eq!(back.tally(), s.tally(), "the tally counts the game once, after a reload too");
    assert_eq!(back.to_save().to_json(), s.to_save().to_json());
    // A rematch starts fresh with the tally kept.
    let next = s.rematch().unwrap();
    assert_eq!(next.resigned(), None);
    assert_eq!(next.tally()[0].games, 1);
}

#[test]
fn resigning_is_refused_for_a_bot_an_unknown_seat_and_a_finished_game_and_changes_nothing() {
    let mut s = new(
        "fjols",
        vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner), SeatConfig::human("Bo")],
        2,
    );
    play(&mut s, 4);
    let before = s.to_save().to_json();
    assert!(
        matches!(s.resign(1), Err(GameError::WrongSeat { seat: 1, reason }) if reason.key == "reason-seat-resign-bot")
    );
    assert!(matches!(s.resign(7), Err(GameError::WrongSeat { seat: 7, .. })));
    assert_eq!(s.to_save().to_json(), before, "a refusal changes nothing");
    s.resign(2).unwrap();
    assert_eq!(s.outcome().unwrap().losers, vec![2], "Bo resigned: Bo is the fjols");
    let after = s.to_save().to_json();
    assert_eq!(s.resign(0), Err(GameError::GameOver));
    assert!(matches!(s.act(None, 0, "Ac"), Err(GameError::GameOver)));
    assert_eq!(s.to_save().to_json(), after);
    // A game played to its end cannot be resigned either.
    let mut done =
        new("fevga", vec![SeatConfig::bot("", BotLevel::Beginner), SeatConfig::bot("", BotLevel::Beginner)], 3);
    play(&mut done, 100_000);
    assert!(done.outcome().is_some());
    let mut human_end = new("fevga", vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner)], 3);
    play(&mut human_end, 100_000);
    assert_eq!(human_end.resign(0), Err(GameError::GameOver));
}

#[test]
fn a_pairanoid_pair_concedes_together() {
    let seats = vec![
        SeatConfig::bot("", BotLevel::Beginner),
        SeatConfig::bot("", BotLevel::Beginner),
        SeatConfig::human("Cilla"),
        SeatConfig::bot("", BotLevel::Beginner),
    ];
    let mut s = new("pairanoid", seats, 5);
    play(&mut s, 6);
    s.resign(2).unwrap();
    let outcome = s.outcome().unwrap();
    assert_eq!(outcome.places, vec![2, 1, 2, 1]);
    assert_eq!(outcome.summary[0].key, "resign-note-team");
    assert_eq!(reloaded(s.as_ref()).outcome(), Some(outcome));
}

#[test]
fn a_save_whose_resignation_does_not_fit_the_game_is_refused_as_damaged() {
    let mut s = new("fia", vec![SeatConfig::human("Anna"), SeatConfig::bot("", BotLevel::Beginner)], 11);
    play(&mut s, 5);
    s.resign(0).unwrap();
    let mut save = s.to_save();
    save.resigned = Some(super::Resignation { seat: 1 });
    let text = save.to_json();
    let read = crate::SaveFile::from_json(&text, "x").unwrap();
    let loaded = crate::game("fia").unwrap().load_session(&read, "x");
    assert!(matches!(loaded, Err(GameError::UnreadableSave { .. })), "a bot cannot have resigned");
}

#[test]
fn the_table_resigns_for_the_player_holding_the_device_and_never_during_a_hand_off() {
    struct Quiet;
    impl crate::table::TableListener for Quiet {
        fn on_state(&self, _: crate::table::TableState) {}
    }
    let seats = vec![SeatConfig::human("Anna"), SeatConfig::human("Bo"), SeatConfig::bot("", BotLevel::Beginner)];
    let shared = Arc::new(Mutex::new(new("fjols", seats, 8)));
    let settings = crate::table::TableSettings { bot_ms: 0, forced_ms: 0, auto_play: false, shown_ms: None };
    let table = crate::table::Table::open(shared.clone(), None, settings, Arc::new(Quiet));
    let state = table.settle(Duration::from_secs(30));
    assert!(state.hand_off.is_some(), "two people: the device goes to the first");
    assert_eq!(table.resign_question(), None, "no resigning while the device is passed on");
    table.resign(state.version);
    let state = table.settle(Duration::from_secs(30));
    assert!(state.error.is_some() && !state.over, "no one holds the device: refused");
    table.confirm_hand_off(state.version);
    let state = table.settle(Duration::from_secs(30));
    let seat = state.viewer.unwrap();
    let question = table.resign_question().expect("the player holding the device may resign");
    assert_eq!(question.key, "resign-question");
    table.resign(state.version);
    let state = table.settle(Duration::from_secs(30));
    assert!(state.over && state.error.is_none());
    assert_eq!(state.view.outcome.unwrap().losers, vec![seat]);
    assert_eq!(shared.lock().unwrap().resigned(), Some(seat));
    assert_eq!(table.resign_question(), None, "nothing to resign once over");
}
