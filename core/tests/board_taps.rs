//! The board is the control: on every human turn of every game, each offered step
//! that belongs on the board (it names a node or a target the scene shows, or it
//! follows a tapped node, as a joker's value follows the joker) is played by exactly
//! one kind of tap: the topmost tappable node at some place plays it, and no place
//! plays two steps (where one tap would be ambiguous the board offers chips). Games
//! are played to their end by board taps alone, each choice rotated through the steps.

use std::collections::BTreeMap;

use spelbord_core::scene::{Scene, CHOICE_PREFIX};
use spelbord_core::{catalog, Phase, SeatConfig, SessionConfig, StepInfo};

/// The notation a tap at the centre of each tappable node plays (the topmost node there).
fn taps(scene: &Scene) -> Vec<(String, String)> {
    scene
        .nodes
        .iter()
        .filter(|n| n.action.is_some())
        .filter_map(|n| {
            let (x, y) = n.rect.centre();
            let top = scene.hit(x, y)?;
            Some((n.id.clone(), top.action.clone()?))
        })
        .collect()
}

/// Plays `game` by board taps for up to `actions` actions; returns how many chips
/// were offered by the kind of step they chose (its notation's first character).
fn play_by_taps(game: &str, players: usize, seed: u64, actions: usize) -> BTreeMap<String, usize> {
    let mut s = catalog::new_session(&SessionConfig {
        game: game.into(),
        seats: (0..players).map(|i| SeatConfig::human(format!("P{i}"))).collect(),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    })
    .unwrap();
    let mut chips = BTreeMap::new();
    for k in 0..actions {
        let seat = match s.phase() {
            Phase::HandOff { seat } => {
                s.confirm_handoff(seat).unwrap();
                continue;
            }
            Phase::HumanTurn { seat } => seat,
            Phase::Over => break,
            other => panic!("{game}: {other:?}"),
        };
        let view = s.view(Some(seat));
        if view.can_confirm && (k % 2 == 0 || view.next_steps.is_empty()) {
            s.confirm(Some(s.version()), seat).unwrap();
            continue;
        }
        let scene = s.scene(Some(seat));
        let tapped = taps(&scene);
        let on_board = |st: &StepInfo| {
            [&st.node, &st.target].into_iter().flatten().any(|id| scene.node(id).is_some())
                || (st.node.is_none() && st.target.is_none() && !s.pending(Some(seat)).is_empty())
        };
        let mut board_steps = Vec::new();
        for st in &view.next_steps {
            let by = tapped.iter().filter(|(_, a)| a == &st.notation).map(|(id, _)| id.as_str()).collect::<Vec<_>>();
            if on_board(st) {
                assert!(
                    !by.is_empty(),
                    "{game} seed {seed}: step {} ({:?} → {:?}) has no tap on the board",
                    st.notation,
                    st.node,
                    st.target
                );
                board_steps.push((st.notation.clone(), by[0].to_string()));
            }
        }
        // No tappable node plays a step that is not offered.
        for (id, action) in &tapped {
            assert!(
                view.next_steps.iter().any(|st| &st.notation == action),
                "{game}: {id} plays {action}, not offered"
            );
        }
        for (id, action) in &tapped {
            if id.starts_with(CHOICE_PREFIX) {
                *chips.entry(action.chars().next().unwrap_or(' ').to_string()).or_insert(0) += 1;
            }
        }
        if board_steps.is_empty() {
            // Only list steps (a discard, a take or drop): played from the list.
            let st = view.next_steps[k % view.next_steps.len()].notation.clone();
            s.choose_step(Some(s.version()), seat, &st).unwrap();
            continue;
        }
        let (step, _) = &board_steps[k % board_steps.len()];
        s.choose_step(Some(s.version()), seat, step).unwrap();
    }
    chips
}

#[test]
fn fevga_is_played_by_board_taps_with_chips_where_one_tap_is_ambiguous() {
    let chips = play_by_taps("fevga", 2, 5, 600);
    assert!(!chips.is_empty(), "some Fevga tap was ambiguous in 600 actions and offered chips: {chips:?}");
}

#[test]
fn fia_is_played_by_board_taps() {
    play_by_taps("fia", 4, 7, 600);
}

#[test]
fn pairanoid_jokers_and_sevens_are_played_by_board_taps() {
    let chips = play_by_taps("pairanoid", 4, 3, 1500);
    assert!(chips.contains_key("="), "a joker's value was offered as chips at the joker: {chips:?}");
}

#[test]
fn card_games_are_played_by_board_taps() {
    play_by_taps("fjols", 3, 2, 300);
    play_by_taps("durak", 3, 2, 300);
}

/// Every move's log entry names where it happened on the board: for a one-step move
/// played by a tap (a Fia piece, a Pairanoid card and marble), the entry's marks end
/// on the step's target, start where the moved piece stood, and are all nodes of the
/// scene the player saw.
fn log_marks_follow_the_taps(game: &str, players: usize, seed: u64, actions: usize) -> usize {
    let mut s = catalog::new_session(&SessionConfig {
        game: game.into(),
        seats: (0..players).map(|i| SeatConfig::human(format!("P{i}"))).collect(),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    })
    .unwrap();
    let mut checked = 0;
    for k in 0..actions {
        let seat = match s.phase() {
            Phase::HandOff { seat } => {
                s.confirm_handoff(seat).unwrap();
                continue;
            }
            Phase::HumanTurn { seat } => seat,
            _ => break,
        };
        let view = s.view(Some(seat));
        if view.can_confirm {
            s.confirm(Some(s.version()), seat).unwrap();
            continue;
        }
        let before = s.scene(Some(seat));
        let st = view.next_steps[k % view.next_steps.len()].clone();
        let history = s.history().len();
        s.choose_step(Some(s.version()), seat, &st.notation).unwrap();
        if s.history().len() == history + 1 && s.history().last().and_then(|h| h.by) == Some(seat) {
            let entry = s.log().pop().unwrap();
            for id in &entry.marks {
                let card_laid = id.starts_with("card:") && s.scene(Some(seat)).node(id).is_some();
                assert!(before.node(id).is_some() || card_laid, "{game}: mark {id} is on the board");
            }
            if let (Some(piece), Some(target)) = (&st.node, &st.target) {
                // A move whose piece went somewhere: it ends where the step said.
                if before.node(piece).is_some_and(|n| n.kind == spelbord_core::NodeKind::Piece) {
                    // (A knock also marks where the knocked piece went.)
                    assert!(
                        entry.marks.contains(target),
                        "{game}: {} ends on its target: {:?}",
                        st.notation,
                        entry.marks
                    );
                    let (x, y) = before.node(piece).unwrap().rect.centre();
                    let from = before.node(&entry.marks[0]).unwrap();
                    assert!(from.rect.contains(x, y), "{game}: {} starts where the piece stood", st.notation);
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn a_log_entry_marks_where_its_move_started_and_ended() {
    assert!(log_marks_follow_the_taps("fia", 2, 4, 300) > 10);
    let fevga = catalog::new_session(&SessionConfig {
        game: "fevga".into(),
        seats: vec![SeatConfig::human("A"), SeatConfig::human("B")],
        variants: Default::default(),
        seed: Some(1),
        title: None,
    });
    let mut s = fevga.unwrap();
    // A Fevga play of several checkers: each checker's start and end are points or the tray.
    for _ in 0..60 {
        match s.phase() {
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(Some(s.version()), seat, &mv).unwrap();
            }
            _ => break,
        }
    }
    let scene = s.scene(None);
    let log = s.log();
    let plays: Vec<_> = log.iter().filter(|e| !e.marks.is_empty()).collect();
    assert!(plays.len() > 10, "Fevga plays are marked");
    for e in plays {
        assert!(e.marks.iter().all(|id| scene.node(id).is_some()), "Fevga marks are board nodes: {:?}", e.marks);
        assert!(e.marks.len() >= 2, "a start and an end: {:?}", e.marks);
    }
    // A roll has none.
    assert!(log.iter().any(|e| e.by.is_none() && e.marks.is_empty()));
}
