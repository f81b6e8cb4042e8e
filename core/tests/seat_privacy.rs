//! What one seat may do to or learn from another: only the seat to move undoes the
//! steps it is building, and the history a seat reads holds no card it may not know.

use spelbord_core::{catalog, Phase, PlaySession, SeatConfig, SessionConfig};

fn humans(game: &str, players: usize, seed: u64) -> Box<dyn PlaySession> {
    catalog::new_session(&SessionConfig {
        game: game.into(),
        seats: (0..players).map(|i| SeatConfig::human(format!("P{i}"))).collect(),
        variants: Default::default(),
        seed: Some(seed),
        title: None,
    })
    .unwrap()
}

/// Takes the device for the seat to move and returns it.
fn seat_to_move(s: &mut dyn PlaySession) -> usize {
    loop {
        match s.phase() {
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => return seat,
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn another_seat_cannot_undo_the_steps_of_the_seat_to_move() {
    let mut s = humans("fevga", 2, 1);
    let seat = loop {
        let seat = seat_to_move(s.as_mut());
        let step = s.next_steps()[0].notation.clone();
        s.choose_step(Some(s.version()), seat, &step).unwrap();
        if !s.pending(Some(seat)).is_empty() {
            break seat;
        }
    };
    let other = 1 - seat;
    assert!(!s.can_undo(other));
    assert!(s.undo(other).is_err());
    assert_eq!(s.pending(Some(seat)).len(), 1, "the other seat's undo removed nothing");
    assert!(s.can_undo(seat));
    s.undo(seat).unwrap();
    assert!(s.pending(Some(seat)).is_empty());
}

#[test]
fn a_seat_reads_no_shuffle_and_no_other_seats_swap_card_in_the_history() {
    let mut s = humans("pairanoid", 4, 2);
    let seat = seat_to_move(s.as_mut());
    let give = s.legal_moves()[0].clone();
    assert!(give.starts_with("give:"), "{give}");
    s.act(Some(s.version()), seat, &give).unwrap();
    let full = s.history();
    assert!(full.iter().any(|h| h.mv.starts_with("shuffle:")), "the save keeps the whole history");
    for viewer in [None, Some(0), Some(1), Some(2), Some(3)] {
        let seen = s.history_for(viewer);
        assert_eq!(seen.len(), full.len(), "every action is listed");
        assert!(seen.iter().all(|h| !h.mv.starts_with("shuffle:")), "{viewer:?} reads a shuffle");
        let gift = seen.last().unwrap();
        if viewer == Some(seat) {
            assert_eq!(gift.mv, give, "the giver knows their own card");
        } else {
            assert_eq!(gift.mv, "give", "{viewer:?} reads the card {seat} gave");
        }
    }
    let fjols = humans("fjols", 3, 2);
    assert!(fjols.history_for(Some(0)).iter().all(|h| !h.mv.starts_with("shuffle:")));
}
