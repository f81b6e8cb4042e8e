//! The table at a family's pace (issue 20): a saved or left game opens behind a
//! hand-off, what is played for a player waits for them, a roll with no move is shown
//! with its dice and reason, undo from the hand-off screen, the catch-up in words.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::tests::{face_up, human_acts, open_with, quick, session};
use super::*;
use crate::game::BotLevel;
use crate::i18n::{render, Lang};
use crate::session::{Phase, SeatConfig, SessionConfig};

const LONG: Duration = Duration::from_secs(60);

/// The settings of the apps (bots and forced moves quick for the test): what is
/// played for a player waits for their tap.
fn family() -> TableSettings {
    TableSettings { shown_ms: None, ..quick() }
}

fn en(msgs: &[Msg]) -> Vec<String> {
    msgs.iter().map(|m| render(m, Lang::En)).collect()
}

/// Plays on a settled table until `stop` says so (true), acting as the humans do.
fn play_until(table: &Table, mut stop: impl FnMut(&TableState) -> bool) -> Option<TableState> {
    for _ in 0..3000 {
        let state = table.settle(LONG);
        if stop(&state) {
            return Some(state);
        }
        if !human_acts(table) {
            return None;
        }
    }
    None
}

/// The session a table plays, saved and loaded again as a new process would.
fn saved_and_loaded(shared: &SharedSession) -> SharedSession {
    let save = lock(shared).to_save();
    let loaded = crate::game(&save.game).unwrap().load_session(&save, "resumed").unwrap();
    Arc::new(Mutex::new(loaded))
}

/// No face is up beyond what the table shows everybody: nothing private.
fn nothing_private(shared: &SharedSession, state: &TableState) -> bool {
    let public = face_up(&lock(shared).scene(None));
    face_up(&state.scene) == public && state.view.observation_json.is_empty() && state.viewer.is_none()
}

/// The flaw: a saved pass-and-play card game opened with the eyes of whoever held
/// the device when it was saved, their hand face up for whoever picks it up. Now it
/// opens at a hand-off naming who is to play, nothing private before they confirm.
#[test]
fn a_saved_pass_and_play_card_game_opens_at_a_hand_off_with_nothing_private() {
    for (game, list) in [("fjols", "hhe"), ("pairanoid", "hhhe")] {
        let shared = session(game, list, 4);
        let (table, _) = open_with(shared.clone(), quick(), None);
        // A human holds the device, their own hand on screen, when the game is saved.
        let playing = play_until(&table, |s| matches!(s.phase, Phase::HumanTurn { .. }) && s.viewer.is_some())
            .expect("a human's turn");
        assert!(face_up(&playing.scene).len() > face_up(&lock(&shared).scene(None)).len(), "{game}: a hand shows");
        table.close();
        let Phase::HumanTurn { seat } = playing.phase else { unreachable!() };

        let resumed = saved_and_loaded(&shared);
        let (table, recorder) = open_with(resumed.clone(), quick(), None);
        let first = recorder.states()[0].clone();
        let hand_off = first.hand_off.clone().unwrap_or_else(|| panic!("{game}: opens at a hand-off"));
        assert_eq!(hand_off.seat, seat, "{game}: naming who is to play");
        assert_eq!(hand_off.undo, None, "{game}: nobody takes back a move made before the save");
        assert!(nothing_private(&resumed, &first), "{game}: nothing private before the confirmation");
        table.confirm_hand_off(first.version);
        let shown = table.settle(LONG);
        assert_eq!(shown.viewer, Some(seat), "{game}: their view after they confirm");
        assert!(recorder.breaches.lock().unwrap().is_empty());
    }
}

/// The app went to the background (or the window lost focus) during a player's turn,
/// and during a move shown to a player: a hand-off to that player hides everything.
#[test]
fn a_device_left_unattended_is_handed_back_before_anything_private_shows() {
    for (game, list) in [("fjols", "hhe"), ("pairanoid", "hhhe")] {
        let shared = session(game, list, 6);
        let (table, recorder) = open_with(shared.clone(), family(), None);
        let turn = play_until(&table, |s| matches!(s.phase, Phase::HumanTurn { .. }) && s.reveal.is_none())
            .expect("a human's turn");
        table.device_left();
        let left = table.settle(LONG);
        assert_eq!(left.hand_off.as_ref().map(|h| h.seat), turn.viewer, "{game}: handed back to the player");
        assert!(nothing_private(&shared, &left), "{game}: nothing private while away");
        table.device_returned();
        assert!(table.settle(LONG).hand_off.is_some(), "{game}: coming back does not show the hand");
        table.confirm_hand_off(left.version);
        assert_eq!(table.settle(LONG).viewer, turn.viewer, "{game}: shown again after the confirmation");
        assert!(recorder.breaches.lock().unwrap().is_empty(), "{game}");
    }
    // A reveal shown when the device is left waits behind a hand-off to its player.
    for seed in 1..40 {
        let shared = session("fjols", "hhh", seed);
        let (table, _) = open_with(shared.clone(), family(), None);
        let Some(shown) = play_until(&table, |s| s.reveal.as_ref().is_some_and(|r| r.holds)) else { continue };
        let seat = shown.reveal.as_ref().unwrap().seat;
        table.device_left();
        let left = table.settle(LONG);
        assert_eq!(left.hand_off.as_ref().map(|h| h.seat), Some(seat));
        assert!(nothing_private(&shared, &left), "the reveal's cards are hidden too");
        table.acknowledge(left.version);
        assert!(matches!(table.settle(LONG).error, Some(GameError::HandOffPending(_))), "seen only by its player");
        table.confirm_hand_off(left.version);
        let back = table.settle(LONG);
        assert_eq!((back.viewer, back.reveal.map(|r| r.seat)), (Some(seat), Some(seat)));
        return;
    }
    panic!("no reveal in 40 Fjols games");
}

/// A forced move of a human is played for them, announced ("played for …"), and the
/// table waits for their tap before another seat moves; with a pause set, it goes on
/// by itself after it.
#[test]
fn a_move_played_for_a_human_is_announced_and_waits_for_them() {
    let mut seen = 0;
    for (game, list) in [("fevga", "he"), ("pairanoid", "heee"), ("fjols", "hee"), ("fia", "he")] {
        let shared = session(game, list, 2);
        let (table, _) = open_with(shared.clone(), family(), None);
        let Some(held) = play_until(&table, |s| s.reveal.as_ref().is_some_and(|r| r.holds)) else { continue };
        let reveal = held.reveal.clone().unwrap();
        assert_eq!(held.viewer, Some(reveal.seat), "{game}");
        assert!(
            !en(&reveal.lines).is_empty() && !en(std::slice::from_ref(&reveal.done))[0].is_empty(),
            "{game}: in words"
        );
        let history = lock(&shared).history_len();
        std::thread::sleep(Duration::from_millis(150));
        let waiting = table.settle(LONG);
        assert_eq!(lock(&shared).history_len(), history, "{game}: nobody moved while it was shown");
        assert!(waiting.reveal.is_some() && !waiting.thinking, "{game}: it waits for the player");
        let own_turn = matches!(waiting.phase, Phase::HumanTurn { seat } if seat == reveal.seat);
        assert!(!own_turn && !waiting.over, "{game}: the next seat has not played ({:?})", waiting.phase);
        table.acknowledge(waiting.version);
        assert!(table.settle(LONG).reveal.is_none(), "{game}");
        seen += 1;

        // With a pause set, the table goes on by itself after it.
        let shared = session(game, list, 2);
        let paced = TableSettings { shown_ms: Some(30), ..quick() };
        let (table, recorder) = open_with(shared, paced, None);
        for _ in 0..3000 {
            let state = table.settle(LONG);
            if state.over || recorder.states().iter().any(|s| s.reveal.as_ref().is_some_and(|r| r.holds)) {
                break;
            }
            assert!(state.reveal.is_none() || !state.reveal.as_ref().unwrap().holds, "{game}: released by itself");
            if !human_acts(&table) {
                break;
            }
        }
        assert!(table.settle(LONG).reveal.is_none_or(|r| !r.holds), "{game}: released after the pause");
    }
    assert!(seen >= 3, "{seen} games showed a move played for the player");
}

/// Fevga: a roll with no play is passed for the player, shown with the dice they
/// rolled; Fia: a roll that lets no piece out is shown with its die and the reason.
#[test]
fn a_roll_with_no_move_is_shown_with_its_dice_and_reason() {
    for game in ["fia", "fevga"] {
        let mut found = false;
        for seed in 1..30 {
            let shared = session(game, "he", seed);
            let (table, _) = open_with(shared.clone(), family(), None);
            let Some(state) = play_until(&table, |s| {
                s.reveal.as_ref().is_some_and(|r| !r.dice.nodes.is_empty())
                    && en(&r_lines(s)).iter().any(|l| l.contains("pass") || l.contains("again"))
            }) else {
                continue;
            };
            let reveal = state.reveal.unwrap();
            let values: Vec<u8> = reveal
                .dice
                .nodes
                .iter()
                .map(|n| match n.face {
                    crate::scene::Face::Die { value } => value,
                    _ => panic!("{game}: only dice"),
                })
                .collect();
            assert!(values.iter().all(|v| (1..=6).contains(v)), "{game}: dice with pips {values:?}");
            let said = en(&reveal.lines).join(" / ");
            assert!(values.iter().all(|v| said.contains(&v.to_string())), "{game}: '{said}' says the roll");
            found = true;
            break;
        }
        assert!(found, "{game}: no roll without a move in 30 games");
    }
}

fn r_lines(s: &TableState) -> Vec<Msg> {
    s.reveal.as_ref().map(|r| r.lines.clone()).unwrap_or_default()
}

/// In pass-and-play the player who just moved may take it back from the hand-off
/// screen while the rules allow; where they do not (a card was drawn since), the
/// hand-off offers no undo and the table refuses it.
#[test]
fn undo_from_the_hand_off_screen_works_where_the_rules_allow_and_is_refused_elsewhere() {
    let (mut undone, mut refused) = (0, 0);
    for seed in 1..20 {
        let shared = session("fjols", "hh", seed);
        let (table, _) = open_with(shared.clone(), family(), None);
        for _ in 0..200 {
            let state = table.settle(LONG);
            if state.over {
                break;
            }
            let Some(hand_off) = state.hand_off.clone() else {
                human_acts(&table);
                continue;
            };
            let history = lock(&shared).history_len();
            table.undo_before_hand_off(state.version);
            let after = table.settle(LONG);
            if hand_off.undo.is_some() {
                assert_eq!(after.error, None);
                assert_eq!(lock(&shared).history_len(), history - 1, "the move is taken back");
                assert!(after.hand_off.is_none() && matches!(after.phase, Phase::HumanTurn { .. }));
                assert!(after.viewer.is_some(), "the player who moved sees their own view again");
                undone += 1;
            } else {
                assert!(matches!(after.error, Some(GameError::CannotUndo(_))), "{:?}", after.error);
                assert_eq!(lock(&shared).history_len(), history, "nothing changed");
                refused += 1;
                // The refusal stays on screen until the next player takes the device.
                table.confirm_hand_off(after.version);
                continue;
            }
            if undone >= 2 && refused >= 2 {
                return;
            }
            human_acts(&table);
        }
    }
    panic!("undone {undone}, refused {refused}");
}

/// When a human's turn starts after a bot moved, the table lists what happened since
/// their last turn, in words; and the log's roll-off says who rolled what and who starts.
#[test]
fn a_turn_after_others_moved_starts_with_a_catch_up_in_words() {
    let shared = session("fia", "hee", 3);
    let (table, _) = open_with(shared.clone(), family(), None);
    let state = play_until(&table, |s| {
        !s.catch_up.is_empty() && lock(&shared).history().iter().filter(|e| e.by == Some(0)).count() > 0
    })
    .expect("a catch-up");
    let said = en(&state.catch_up);
    assert!(said.iter().any(|l| l.contains("bot 2") || l.contains("bot 3")), "names the bots: {said:?}");
    assert!(said.len() <= crate::session::CATCH_UP_LINES);
    // The same words for anyone asking from a history length (the online server).
    let s = lock(&shared);
    assert_eq!(s.catch_up(s.last_turn_end(0), 0), state.catch_up);
    assert!(s.catch_up(s.history_len(), 0).is_empty(), "nothing since now");
    let roll_off = en(&s.log()[0].lines).join(" / ");
    assert!(roll_off.contains("Human 0") && roll_off.contains("starts"), "{roll_off}");
}

/// The hand-off screen names the player in the reader's language: a seat with the
/// name a new table gives ("Player 2") reads "Spelare 2" in Swedish, not the English
/// the game was started in; a typed name stays as it is (issue 22's leftover).
#[test]
fn the_hand_off_names_a_default_named_player_in_the_readers_language() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::human("Player 2"), SeatConfig::bot("", BotLevel::Club)];
    let config =
        SessionConfig { game: "fjols".into(), seats, variants: Default::default(), seed: Some(3), title: None };
    let shared: SharedSession = Arc::new(Mutex::new(crate::new_session(&config).unwrap()));
    let (table, _) = open_with(shared, quick(), None);
    let mut names = Vec::new();
    play_until(&table, |s| {
        if let Some(h) = &s.hand_off {
            if !names.iter().any(|(seat, _, _)| *seat == h.seat) {
                names.push((h.seat, render(&h.who, Lang::Sv), render(&h.who, Lang::Da)));
            }
        }
        names.len() == 2
    })
    .expect("both people were handed the device");
    names.sort();
    assert_eq!(
        names,
        vec![(0, "Ann".to_string(), "Ann".to_string()), (1, "Spelare 2".to_string(), "Spiller 2".to_string())]
    );
    table.close();
}
