//! Master's exact bear-off values (`race.rs`).

use super::*;
use crate::game::BotLevel;
use crate::games::fevga::race::{bearoff_value, mean_rolls, no_contact};
use crate::games::fevga::rules::BLACK;
use crate::rng::GameRng;

/// One checker on the six-point is off in one roll unless the roll moves it fewer than
/// six pips (1-1, 2-1, 3-1, 4-1, 3-2: 9 rolls in 36), and then surely in the next:
/// 1.25 rolls on average. With the opponent on roll from there and our last checker on
/// the one-point, we win only when it misses: 9 in 36.
#[test]
fn bearoff_values_match_the_hand_worked_ones() {
    let s = pos("24:1", "7:1", "white", "6,5");
    assert!(no_contact(&s.board));
    let mean = mean_rolls(&s.board, BLACK).unwrap();
    assert!((mean - 1.25).abs() < 1e-6, "{mean}");
    let v = bearoff_value(&s.board, WHITE).unwrap();
    assert!((v - 0.25).abs() < 1e-6, "{v}");
    // White's checker moved back outside its home (relative point 16, absolute 17): a
    // race still, not a bear-off, so the network decides.
    let mut b = s.board;
    b.cnt[WHITE][23] = 0;
    b.cnt[WHITE][16] = 1;
    assert!(no_contact(&b) && bearoff_value(&b, WHITE).is_none());
    // Back before black's head (absolute 12): contact again.
    b.cnt[WHITE][16] = 0;
    b.cnt[WHITE][11] = 1;
    assert!(!no_contact(&b));
}

/// White, with checkers on its three-, two- (two) and one-point, plays 5-1 against
/// black's three checkers. Bearing off two (the 5 from the three-point, the 1 from the
/// one-point) leaves two checkers, off next roll unless black finishes first; the
/// network's favourite (measured: 5 from the three-point, then 2-point to 1-point)
/// leaves three. Master's evaluation must rank the two-off play first by itself (the
/// network alone ranks the other first), and master must play it.
#[test]
fn master_bears_off_two_checkers_where_the_network_keeps_three() {
    use crate::games::fevga::moves::analyse;
    let mut s = pos("22:1,23:2,24:1", "11:2,12:1", "white", "5,1");
    let plays = analyse(&s.board, WHITE, &s.dice).plays;
    let top = |value: fn(&Board, usize) -> f64| {
        plays.iter().max_by(|a, b| value(&a.board, WHITE).total_cmp(&value(&b.board, WHITE))).unwrap().board
    };
    assert_eq!(top(bot::master_value).cnt[WHITE][18..], [0, 0, 0, 0, 2, 0]);
    let mv = Fevga::bot_move(&Fevga::observe(&s, WHITE), BotLevel::Master, &mut GameRng::new(1));
    Fevga::apply(&mut s, &mv);
    assert_eq!(s.board.cnt[WHITE][18..], [0, 0, 0, 0, 2, 0], "{mv:?}");
}
