//! What is Portes' own (RULES.md §5): backgammon's start (2 on the 24-point, 5 on
//! the 13, 3 on the 8, 5 on the 6), hitting a single opposing checker to the bar
//! (the landing rule of [`crate::games::tavli::opposed`]), and the score. Everything
//! else (entering, bearing off, the turn rules, the flow) is the tavli family's.

use crate::game::Seat;
use crate::games::tavli::opposed::{mirror, Board, HOME, POINTS};

/// Points a win by bearing off is worth: 1; 2 (diplo) when the loser has borne off
/// none; with `triple`, 3 when such a loser also has a checker on the bar or in the
/// winner's home quarter.
pub fn win_points(board: &Board, winner: Seat, triple: bool) -> u8 {
    let loser = 1 - winner;
    if board.off[loser] > 0 {
        return 1;
    }
    // The winner's home (its relative 18..24) is the loser's relative 0..6.
    let in_winners_home = (HOME..POINTS).any(|r| board.on_point(loser, mirror(r)) > 0);
    if triple && (board.bar[loser] > 0 || in_winners_home) {
        3
    } else {
        2
    }
}
