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
    let (mut seen, mut undoable) = (0, 0);
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
        // The move played for them is not theirs to take back while it is shown (the
        // session alone would take it back, and the player would have to play the
        // same only move by hand): no Undo offered, and an undo is refused.
        undoable += usize::from(lock(&shared).can_undo(reveal.seat));
        assert!(!waiting.view.can_undo, "{game}: no undo offered while a reveal waits for its tap");
        table.undo(waiting.version);
        let refused = table.settle(LONG);
        assert_eq!(lock(&shared).history_len(), history, "{game}: nothing taken back");
        assert!(refused.reveal.is_some(), "{game}: the reveal stays");
        assert!(
            matches!(&refused.error, Some(GameError::CannotUndo(m)) if m.key == "reason-undo-played-for-you"),
            "{game}: {:?}",
            refused.error
        );
        table.acknowledge(refused.version);
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
    assert!(undoable >= 1, "the session alone would have taken a move played for the player back");
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
/// screen while the rules allow (the device going back to them first); where they do
/// not (a card was drawn since), the hand-off offers no undo and the table refuses it.
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
            let asked = table.settle(LONG);
            if hand_off.undo.is_some() {
                assert_eq!(asked.error, None);
                assert_eq!(lock(&shared).history_len(), history, "nothing is undone before the mover confirms");
                let to_mover = asked.hand_off.clone().expect("a hand-off to the player who moved");
                assert!(to_mover.take_back.is_some() && to_mover.seat != hand_off.seat);
                table.confirm_hand_off(asked.version);
                let after = table.settle(LONG);
                assert_eq!(lock(&shared).history_len(), history - 1, "the move is taken back");
                assert!(after.hand_off.is_none() && after.phase == Phase::HumanTurn { seat: to_mover.seat });
                assert_eq!(after.viewer, Some(to_mover.seat), "the player who moved sees their own view again");
                undone += 1;
            } else {
                assert!(matches!(asked.error, Some(GameError::CannotUndo(_))), "{:?}", asked.error);
                assert_eq!(lock(&shared).history_len(), history, "nothing changed");
                assert_eq!(asked.hand_off.as_ref().map(|h| h.seat), Some(hand_off.seat), "the same hand-off");
                refused += 1;
                // The refusal stays on screen until the next player takes the device.
                table.confirm_hand_off(asked.version);
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

/// The flaw (issue 40): in 4-person Pairanoid, after Player 3 gave a card, "Undo
/// Player 3's move" on the hand-off screen to Player 4 undid at once and showed
/// Player 3's whole hand to whoever held the device. Now the tap hands the device to
/// Player 3 first; nothing private is published until Player 3 confirms, a tap made
/// by mistake can be taken back, and only Player 3's confirm undoes and shows them
/// their own hand.
#[test]
fn the_hand_off_undo_shows_the_movers_hand_only_after_they_confirm_holding_the_device() {
    let seats = (1..=4).map(|i| SeatConfig::human(format!("Player {i}"))).collect();
    let config =
        SessionConfig { game: "pairanoid".into(), seats, variants: Default::default(), seed: Some(5), title: None };
    let shared: SharedSession = Arc::new(Mutex::new(crate::new_session(&config).unwrap()));
    let (table, recorder) = open_with(shared.clone(), family(), None);
    let offered = "Undo Player 3\u{2019}s move";
    let state = play_until(&table, |s| {
        s.hand_off.as_ref().and_then(|h| h.undo.as_ref()).is_some_and(|u| render(u, Lang::En) == offered)
    })
    .expect("Player 3 moved and may take it back");
    let next = state.hand_off.clone().unwrap();
    assert_eq!(next.seat, 3, "the device was on its way to Player 4");
    let history = lock(&shared).history_len();
    let public = face_up(&lock(&shared).scene(None));
    let own = face_up(&lock(&shared).scene(Some(2)));
    assert!(own.len() > public.len(), "Player 3 holds cards the table does not show");
    let nothing_private = |s: &TableState| {
        s.viewer.is_none() && s.view.observation_json.is_empty() && face_up(&s.scene) == public && s.reveal.is_none()
    };

    // Someone taps the undo: the hand-off turns to Player 3, nothing undone or shown.
    let from = recorder.states().len();
    table.undo_before_hand_off(state.version);
    let asked = table.settle(LONG);
    let to_mover = asked.hand_off.clone().expect("a hand-off");
    assert_eq!(to_mover.seat, 2, "the device goes to Player 3");
    assert_eq!(render(&to_mover.who, Lang::En), "Player 3");
    assert_eq!(to_mover.undo, None);
    let words = to_mover.take_back.clone().expect("said to be for the undo");
    assert_eq!(render(&words.ready, Lang::En), "I am Player 3: take back my move");
    assert_eq!(render(&words.keep, Lang::En), "Keep the move: back to Player 4");
    assert!(render(&words.explain, Lang::Sv).contains("Spelare 3"), "a default name in the reader's language");
    assert_eq!(lock(&shared).history_len(), history, "nothing undone on someone else's tap");

    // A tap made by mistake: the move stays and the device goes on to Player 4.
    table.keep_move(asked.version);
    let kept = table.settle(LONG);
    assert_eq!(
        kept.hand_off.as_ref().map(|h| (h.seat, h.undo.is_some(), h.take_back.is_some())),
        Some((3, true, false))
    );
    assert_eq!(lock(&shared).history_len(), history);

    // Asked again, and Player 3 confirms: now the move is undone and their view shown.
    table.undo_before_hand_off(kept.version);
    let asked = table.settle(LONG);
    let before_confirm = recorder.states().len();
    for s in &recorder.states()[from..before_confirm] {
        assert!(nothing_private(s), "published before Player 3 confirmed: {:?} {:?}", s.viewer, face_up(&s.scene));
    }
    table.confirm_hand_off(asked.version);
    let after = table.settle(LONG);
    assert_eq!(lock(&shared).history_len(), history - 1, "the move is taken back");
    assert_eq!((after.phase.clone(), after.viewer), (Phase::HumanTurn { seat: 2 }, Some(2)));
    assert!(face_up(&after.scene).len() > public.len(), "Player 3 sees their own hand");
    assert!(recorder.breaches.lock().unwrap().is_empty(), "{:?}", recorder.breaches.lock().unwrap());
    table.close();
}

/// Leaving the device while the undo's hand-off is up drops the undo: whoever picks
/// the device up next is handed it as before, with no undo offered.
#[test]
fn leaving_the_device_at_the_undo_hand_off_keeps_the_move() {
    let shared = session("fjols", "hh", 2);
    let (table, _) = open_with(shared.clone(), family(), None);
    let state = play_until(&table, |s| s.hand_off.as_ref().is_some_and(|h| h.undo.is_some())).expect("an undo offered");
    let next = state.hand_off.clone().unwrap().seat;
    let history = lock(&shared).history();
    table.undo_before_hand_off(state.version);
    assert!(table.settle(LONG).hand_off.unwrap().take_back.is_some());
    table.device_left();
    let left = table.settle(LONG);
    let h = left.hand_off.expect("a hand-off");
    assert_eq!((h.seat, h.undo, h.take_back), (next, None, None));
    table.confirm_hand_off(left.version);
    assert_eq!(table.settle(LONG).viewer, Some(next));
    // The move stays (the next player's forced move may follow it).
    assert_eq!(lock(&shared).history()[..history.len()], history[..], "the move stays");
}

/// Issue 40: a move taken back at the hand-off and played again read in the next
/// player's catch-up as two moves. Now the one taken back is said so, then the move
/// played in its place.
#[test]
fn the_catch_up_after_an_undo_says_the_move_was_taken_back() {
    for seed in 1..20 {
        let shared = session("fjols", "hh", seed);
        let (table, _) = open_with(shared.clone(), family(), None);
        let state =
            play_until(&table, |s| s.hand_off.as_ref().is_some_and(|h| h.undo.is_some())).expect("an undo offered");
        let next = state.hand_off.clone().unwrap().seat;
        let undone = en(&lock(&shared).log().last().unwrap().lines);
        table.undo_before_hand_off(state.version);
        table.confirm_hand_off(table.settle(LONG).version);
        // The mover plays again (the same first step as before), and the device goes on.
        let shown = play_until(&table, |s| s.viewer == Some(next) && s.hand_off.is_none()).expect("the next turn");
        if shown.reveal.is_some() {
            // A move was played for the next player: their turn has no catch-up.
            continue;
        }
        let said = en(&shown.catch_up);
        let taken_back: Vec<String> = undone.iter().map(|l| format!("{l} (taken back)")).collect();
        assert!(said.len() > taken_back.len(), "{said:?}");
        assert_eq!(said[..taken_back.len()], taken_back[..], "the move taken back is said so: {said:?}");
        let again = en(&lock(&shared).log().last().unwrap().lines);
        assert!(said.ends_with(&again), "then the move played in its place: {said:?}");
        return;
    }
    panic!("no turn started after an undo at the hand-off");
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
    assert_eq!(s.catch_up(s.last_seen(0), 0), state.catch_up);
    let now = crate::session::Seen { history: s.history_len(), version: s.version() };
    assert!(s.catch_up(now, 0).is_empty(), "nothing since now");
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
