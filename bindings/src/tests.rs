//! Rust-side tests of the surface, generic over the catalog: the Kotlin tests in
//! tests/kotlin prove the same through the generated bindings.

use std::collections::HashMap;
use std::sync::Arc;

use crate::catalog::{game_info, games};
use crate::error::SpelbordError;
use crate::session::GameSession;
use crate::store::SaveStore;
use crate::types::{BotLevel, GameConfig, GameInfo, Phase, SeatSpec};

fn temp_dir(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("spelbord-ffi-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.to_string_lossy().into_owned()
}

/// Seat 0 human, the rest bots of `level`.
fn config(info: &GameInfo, level: BotLevel, seed: u64) -> GameConfig {
    let seats =
        (0..info.min_players).map(|i| SeatSpec { name: format!("P{i}"), bot: (i > 0).then_some(level) }).collect();
    GameConfig { game: info.id.clone(), seats, variants: HashMap::new(), seed: Some(seed), title: None }
}

/// Plays until the game is over: bots step, the human taps the first offered step.
fn play_out(session: &GameSession, max_actions: usize) {
    for _ in 0..max_actions {
        match session.phase().unwrap() {
            Phase::Over => return,
            Phase::BotTurn { .. } => {
                session.bot_step(0).unwrap();
            }
            Phase::HandOff { seat } => {
                session.confirm_handoff(seat).unwrap();
            }
            Phase::HumanTurn { seat } => {
                let view = session.view(Some(seat)).unwrap();
                if view.can_confirm {
                    session.confirm(view.version, seat).unwrap();
                } else {
                    let step = view.next_steps.first().expect("a human to move is offered a step").notation.clone();
                    session.choose_step(view.version, seat, step).unwrap();
                }
            }
        }
    }
    panic!("game did not end within {max_actions} actions");
}

#[test]
fn every_game_plays_to_the_end_and_resumes_from_its_save() {
    for info in games().unwrap() {
        let dir = temp_dir(&format!("resume-{}", info.id));
        let store = SaveStore::open(dir.clone()).unwrap();
        let session = GameSession::new(config(&info, BotLevel::Beginner, 11), Some(store.clone())).unwrap();
        // A few actions, then resume from the autosave and finish there.
        for _ in 0..10 {
            if session.phase().unwrap() == Phase::Over {
                break;
            }
            match session.phase().unwrap() {
                Phase::BotTurn { .. } => drop(session.bot_step(0).unwrap()),
                _ => play_out_one(&session),
            }
        }
        let before = session.view(None).unwrap();
        let id = session.id().unwrap();
        let reopened = SaveStore::open(dir.clone()).unwrap();
        let listing = reopened.list().unwrap();
        assert_eq!(listing.games.len(), 1, "{}", info.id);
        assert_eq!(listing.games[0].id, id);
        let resumed = reopened.clone().load(id.clone()).unwrap();
        let after = resumed.view(None).unwrap();
        // The version restarts from the history length on load, so it is not compared.
        assert_eq!((after.phase, after.status), (before.phase, before.status));
        assert_eq!(resumed.history(None).unwrap(), session.history(None).unwrap());
        play_out(&resumed, 20_000);
        let outcome = resumed.outcome().unwrap().expect("over");
        assert_eq!(outcome.places.len(), info.min_players as usize);
        assert!(!outcome.winners.is_empty());
        // The autosave followed the resumed game to its end.
        assert!(reopened.list().unwrap().games[0].finished, "{}", info.id);
        let _ = std::fs::remove_dir_all(dir);
    }
}

fn play_out_one(session: &GameSession) {
    if let Phase::HumanTurn { seat } = session.phase().unwrap() {
        let view = session.view(Some(seat)).unwrap();
        if view.can_confirm {
            session.confirm(view.version, seat).unwrap();
        } else {
            session.choose_step(view.version, seat, view.next_steps[0].notation.clone()).unwrap();
        }
    } else if let Phase::HandOff { seat } = session.phase().unwrap() {
        session.confirm_handoff(seat).unwrap();
    }
}

#[test]
fn bad_input_gives_typed_errors_and_changes_nothing() {
    assert!(matches!(game_info("no-such-game".into()), Err(SpelbordError::UnknownGame { .. })));
    for info in games().unwrap() {
        let mut cfg = config(&info, BotLevel::Beginner, 3);
        cfg.game = "nope".into();
        assert!(matches!(GameSession::new(cfg, None), Err(SpelbordError::UnknownGame { .. })));
        let mut cfg = config(&info, BotLevel::Beginner, 3);
        cfg.variants.insert("no_such_variant".into(), "x".into());
        assert!(matches!(GameSession::new(cfg, None), Err(SpelbordError::BadConfig { .. })));
        let mut cfg = config(&info, BotLevel::Beginner, 3);
        cfg.seats.truncate(info.min_players as usize - 1);
        assert!(matches!(GameSession::new(cfg, None), Err(SpelbordError::BadConfig { .. })));

        // All humans: seat 0 or another human is to move after setup.
        let mut cfg = config(&info, BotLevel::Beginner, 3);
        cfg.seats.iter_mut().for_each(|s| s.bot = None);
        let session = GameSession::new(cfg, None).unwrap();
        if let Phase::HandOff { seat } = session.phase().unwrap() {
            session.confirm_handoff(seat).unwrap();
        }
        let Phase::HumanTurn { seat } = session.phase().unwrap() else { panic!("a human is to move") };
        let v = session.version().unwrap();
        let step = session.next_steps().unwrap()[0].notation.clone();
        let other = (seat + 1) % info.min_players;
        assert!(matches!(session.choose_step(v + 1, seat, step.clone()), Err(SpelbordError::StaleAction { .. })));
        assert!(matches!(session.choose_step(v, other, step.clone()), Err(SpelbordError::WrongSeat { .. })));
        assert!(matches!(session.choose_step(v, 99, step.clone()), Err(SpelbordError::WrongSeat { .. })));
        assert!(matches!(
            session.choose_step(v, seat, "zz-not-a-step".into()),
            Err(SpelbordError::IllegalAction { .. })
        ));
        assert!(matches!(session.bot_step(0), Err(SpelbordError::WrongSeat { .. })));
        assert!(matches!(session.undo(v, seat), Err(SpelbordError::CannotUndo { .. })));
        assert!(matches!(session.seat_color(99), Err(SpelbordError::WrongSeat { .. })));
        assert_eq!(session.version().unwrap(), v);
        assert!(session.pending(Some(seat)).unwrap().is_empty());
    }
}

#[test]
fn a_bot_decision_for_an_older_version_is_refused_as_stale() {
    for info in games().unwrap() {
        let mut cfg = config(&info, BotLevel::Beginner, 5);
        cfg.seats.iter_mut().for_each(|s| s.bot = Some(BotLevel::Beginner));
        let session = GameSession::new(cfg, None).unwrap();
        let outer = session.bot_step_with(|_| {
            // Another bot step completes while the first one is thinking.
            session.bot_step(0).unwrap();
        });
        assert!(matches!(outer, Err(SpelbordError::StaleAction { .. })), "{}: {outer:?}", info.id);
    }
}

#[test]
fn sessions_and_stores_are_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<GameSession>();
    check::<SaveStore>();
    check::<Arc<GameSession>>();
}

#[test]
fn a_panic_inside_the_lock_is_an_internal_error_and_later_calls_say_so() {
    for info in games().unwrap() {
        let session = GameSession::new(config(&info, BotLevel::Beginner, 1), None).unwrap();
        let caught = session.change(true, |_| panic!("rules bug"));
        assert_eq!(caught, Err(SpelbordError::Internal { reason: "rules bug".into() }));
        // The mutex is poisoned: every later call is a typed error, never a panic.
        assert!(matches!(session.view(None), Err(SpelbordError::Internal { .. })));
        assert!(matches!(session.bot_step(0), Err(SpelbordError::Internal { .. })));
    }
}

#[test]
fn opening_a_game_that_is_already_open_hands_out_the_same_session_and_the_save_stays_whole() {
    let info = games().unwrap().into_iter().find(|g| g.id == "fjols").unwrap();
    let dir = temp_dir("one-live-session");
    let store = SaveStore::open(dir.clone()).unwrap();
    let mut cfg = config(&info, BotLevel::Beginner, 21);
    cfg.seats.iter_mut().for_each(|s| s.bot = Some(BotLevel::Beginner));
    let first = GameSession::new(cfg, Some(store.clone())).unwrap();
    let id = first.id().unwrap();
    // The same game from the list (the same store, or a second one on the folder).
    let second = store.clone().load(id.clone()).unwrap();
    let third = SaveStore::open(dir.clone()).unwrap().load(id.clone()).unwrap();
    assert!(Arc::ptr_eq(&first, &second) && Arc::ptr_eq(&first, &third));
    // Bot steps on two threads, as two screens would: every autosave succeeds.
    std::thread::scope(|scope| {
        for session in [&first, &second] {
            scope.spawn(move || {
                for _ in 0..100 {
                    match session.bot_step(0) {
                        Ok(step) => assert_eq!(step.result.autosave_error, None),
                        Err(SpelbordError::StaleAction { .. }) => {}
                        Err(SpelbordError::GameOver) => return,
                        Err(e) => panic!("{e}"),
                    }
                }
            });
        }
    });
    let history = first.history(None).unwrap();
    // Deleting it while it is open is refused; the game is left whole.
    assert!(matches!(store.delete(id.clone()), Err(SpelbordError::GameInUse { .. })));
    drop((first, second, third));
    let reloaded = store.clone().load(id.clone()).unwrap();
    assert_eq!(reloaded.history(None).unwrap(), history);
    drop(reloaded);
    store.delete(id).unwrap();
    assert!(store.list().unwrap().games.is_empty() && store.list().unwrap().unreadable.is_empty());
    let _ = std::fs::remove_dir_all(dir);
}

/// Every seat human.
fn humans_config(info: &GameInfo, seed: u64) -> GameConfig {
    let seats = (0..info.min_players).map(|i| SeatSpec { name: format!("P{i}"), bot: None }).collect();
    GameConfig { game: info.id.clone(), seats, variants: HashMap::new(), seed: Some(seed), title: None }
}

#[test]
fn only_the_seat_building_a_move_can_undo_its_steps() {
    // The audit's repro: Fevga, two humans, seed 1; the seat to move builds a step.
    let info = game_info("fevga".into()).unwrap();
    let session = GameSession::new(humans_config(&info, 1), None).unwrap();
    let seat = loop {
        match session.phase().unwrap() {
            Phase::HumanTurn { seat } => {
                let view = session.view(Some(seat)).unwrap();
                let step = view.next_steps[0].notation.clone();
                session.choose_step(view.version, seat, step).unwrap();
                if !session.view(Some(seat)).unwrap().pending.is_empty() {
                    break seat;
                }
            }
            Phase::HandOff { seat } => {
                session.confirm_handoff(seat).unwrap();
            }
            other => panic!("{other:?}"),
        }
    };
    let other = 1 - seat;
    let version = session.view(None).unwrap().version;
    assert!(!session.can_undo(other).unwrap(), "the other seat may not undo these steps");
    assert!(session.undo(version, other).is_err());
    assert!(!session.view(Some(seat)).unwrap().pending.is_empty(), "the steps are still there");
    assert!(session.can_undo(seat).unwrap());
    session.undo(version, seat).unwrap();
    assert!(session.view(Some(seat)).unwrap().pending.is_empty());
}

#[test]
fn the_history_holds_no_hidden_card_for_a_seat_or_the_table() {
    for id in ["pairanoid", "fjols"] {
        let info = game_info(id.into()).unwrap();
        let session = GameSession::new(humans_config(&info, 3), None).unwrap();
        for seat in [None, Some(0)] {
            let history = session.history(seat).unwrap();
            assert!(history.iter().any(|h| h.notation == "shuffle"), "{id}: the shuffle is listed");
            assert!(
                history.iter().all(|h| !h.notation.contains(':') || h.notation.starts_with("dealer:")),
                "{id}: {history:?}"
            );
        }
    }
}

/// The new-game form's levels come from the core, weakest first, each with its name
/// and a line on how it plays in the reader's language: the shells only paint them.
#[test]
fn the_bot_levels_cross_with_their_words() {
    let levels = crate::catalog::bot_levels();
    assert_eq!(
        levels.iter().map(|l| l.level).collect::<Vec<_>>(),
        [BotLevel::Beginner, BotLevel::Casual, BotLevel::Club, BotLevel::Strong, BotLevel::Master]
    );
    let club = &levels[2];
    assert_eq!(crate::i18n::render_message(club.name.clone(), crate::i18n::Language::Sv), "Klubbdator");
    let about = crate::i18n::render_message(club.about.clone(), crate::i18n::Language::En);
    assert_eq!(about, "plays like a careful club player, one move at a time");
}
