//! The board marks each seat's last turn of the round (issue 20: "the board marks each
//! opponent's last move"), in every game, the same for every viewer, through save and
//! load and undo.

use spelbord_core::game::{BotLevel, Seat};
use spelbord_core::scene::{NodeKind, Role};
use spelbord_core::{catalog, Msg, Phase, PlaySession, SeatConfig, SessionConfig};

fn session(game: &str, seats: Vec<SeatConfig>, seed: u64) -> Box<dyn PlaySession> {
    let config =
        SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None };
    catalog::new_session(&config).unwrap()
}

fn bots(n: usize) -> Vec<SeatConfig> {
    (0..n).map(|i| SeatConfig::bot(format!("bot{i}"), BotLevel::Beginner)).collect()
}

/// The last-turn marks of `viewer`'s scene: (id, label), in the scene's order.
fn marks(s: &dyn PlaySession, viewer: Option<Seat>) -> Vec<(String, Msg)> {
    s.scene(viewer)
        .nodes
        .iter()
        .filter(|n| n.kind == NodeKind::Mark && n.outline == "mark-last")
        .map(|n| (n.id.clone(), n.label.clone()))
        .collect()
}

/// The seats a scene's marks name, from ids `mark:last:<seat>:…` (Fevga's own
/// last-play marks, `last:…`, name none).
fn seats_marked(marks: &[(String, Msg)]) -> Vec<Seat> {
    let mut seats: Vec<Seat> =
        marks.iter().filter_map(|(id, _)| id.strip_prefix("mark:last:")?.split(':').next()?.parse().ok()).collect();
    seats.sort_unstable();
    seats.dedup();
    seats
}

/// The marks are public: every seat's view and the table's mark the same things.
fn same_for_every_viewer(s: &dyn PlaySession, players: usize) -> Vec<(String, Msg)> {
    let table = marks(s, None);
    for v in 0..players {
        assert_eq!(marks(s, Some(v)), table, "seat {v} sees the table's marks");
    }
    table
}

#[test]
fn after_a_round_of_fia_every_seat_that_moved_has_its_last_move_marked() {
    let players = 4;
    let mut s = session("fia", bots(players), 7);
    let mut full_rounds = 0;
    for _ in 0..600 {
        if s.phase() == Phase::Over {
            break;
        }
        s.bot_step().unwrap();
        let marks = same_for_every_viewer(s.as_ref(), players);
        // Every seat whose last move is a piece move in the last four turns: the seats
        // that moved since each moved seat's own previous turn.
        let seats = seats_marked(&marks);
        for seat in &seats {
            let to = format!("mark:last:{seat}:to:");
            let (_, label) = marks.iter().find(|(id, _)| id.starts_with(&to)).expect("each move marks where it ended");
            assert_eq!(label.key, "scene-mark-last-to");
            assert_eq!(label.get("who"), Some(&spelbord_core::Arg::Text(format!("bot{seat}"))), "named by its seat");
        }
        full_rounds += usize::from(seats.len() == players);
    }
    assert!(full_rounds > 20, "rounds in which all four seats' last moves were on the board: {full_rounds}");
}

#[test]
fn the_mark_where_a_move_ended_is_read_out_and_where_it_started_is_not() {
    let mut s = session("fia", bots(2), 3);
    while marks(s.as_ref(), None).is_empty() {
        s.bot_step().unwrap();
    }
    let scene = s.scene(None);
    let roles: Vec<(bool, Role)> = scene
        .nodes
        .iter()
        .filter(|n| n.id.starts_with("mark:last:"))
        .map(|n| (n.id.contains(":to:"), n.role))
        .collect();
    assert!(roles.iter().all(|&(to, role)| role == if to { Role::Item } else { Role::Hidden }), "{roles:?}");
}

#[test]
fn a_seat_that_passed_its_turn_keeps_no_mark_from_rounds_ago() {
    // Two seats of Fia: early on most rolls bring no piece out. A seat whose turn
    // went by without a move has no mark, though it moved some rounds before.
    let mut s = session("fia", bots(2), 11);
    let mut seen_one_seat_only = 0;
    for _ in 0..300 {
        if s.phase() == Phase::Over {
            break;
        }
        s.bot_step().unwrap();
        let seats = seats_marked(&marks(s.as_ref(), None));
        let moved: Vec<Seat> = s.history().iter().filter_map(|e| e.by).collect();
        if seats.len() == 1 && moved.contains(&0) && moved.contains(&1) {
            seen_one_seat_only += 1;
        }
    }
    assert!(seen_one_seat_only > 0, "some round had a pass after both seats had moved");
}

#[test]
fn pairanoid_marks_each_seats_marble_move_for_every_viewer_and_hides_no_hand() {
    let players = 4;
    let mut s = session("pairanoid", bots(players), 5);
    let mut most = 0;
    for _ in 0..400 {
        if s.phase() == Phase::Over {
            break;
        }
        s.bot_step().unwrap();
        let marks = same_for_every_viewer(s.as_ref(), players);
        for (id, _) in &marks {
            // Only marbles and the one card on the table (`card:<rank>`): never a card
            // of a hand (`card:<colour>:…`).
            let card = id.split(":played:").nth(1);
            assert!(card.is_none_or(|c| !c.contains(':')), "{id}");
        }
        most = most.max(seats_marked(&marks).len());
    }
    assert!(most >= 3, "at most {most} seats' last moves were marked at once");
}

#[test]
fn fevga_marks_the_opponents_last_play_itself() {
    let mut s = session("fevga", bots(2), 2);
    let mut plays = 0;
    for _ in 0..200 {
        if s.phase() == Phase::Over {
            break;
        }
        let mover = match s.phase() {
            Phase::BotTurn { seat } => seat,
            _ => break,
        };
        s.bot_step().unwrap();
        let marks = same_for_every_viewer(s.as_ref(), 2);
        if s.history().last().and_then(|e| e.by) == Some(mover) && !marks.is_empty() {
            // Fevga's own marks: the whole play, named by its colour, and no second set.
            assert!(marks.iter().all(|(id, m)| id.starts_with("last:") && m.key == "scene-fevga-last"), "{marks:?}");
            plays += 1;
        }
    }
    assert!(plays > 20, "{plays} plays checked");
}

#[test]
fn marks_survive_save_and_load_and_undo_brings_back_the_ones_before() {
    for game in ["fia", "pairanoid", "fjols"] {
        let players = if game == "pairanoid" { 4 } else { 2 };
        let mut seats = bots(players);
        seats[0] = SeatConfig::human("Ann");
        let mut s = session(game, seats, 9);
        let mut undone = 0;
        for _ in 0..300 {
            match s.phase() {
                Phase::Over => break,
                Phase::BotTurn { .. } => {
                    s.bot_step().unwrap();
                }
                Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
                Phase::HumanTurn { seat } => {
                    let before = marks(s.as_ref(), None);
                    let moves = s.legal_moves();
                    s.act(Some(s.version()), seat, &moves[moves.len() / 2]).unwrap();
                    if s.can_undo(seat) {
                        s.undo(seat).unwrap();
                        assert_eq!(marks(s.as_ref(), None), before, "{game}: undo restores the marks");
                        undone += 1;
                        s.act(Some(s.version()), seat, &moves[moves.len() / 2]).unwrap();
                    }
                }
            }
            let loaded = catalog::game(game).unwrap().load_session(&s.to_save(), "marks").unwrap();
            for v in std::iter::once(None).chain((0..players).map(Some)) {
                assert_eq!(marks(loaded.as_ref(), v), marks(s.as_ref(), v), "{game}: after save and load, {v:?}");
            }
        }
        assert!(undone > 3, "{game}: {undone} undos checked");
    }
}
