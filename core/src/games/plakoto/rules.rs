//! What is Plakoto's own (RULES.md §6): all 15 start on the 24-point, a single
//! opposing checker landed on is pinned (the landing rule of
//! [`crate::games::tavli::opposed`]), the mother, and the score. Everything else
//! (bearing off, stopped while a checker is pinned; the turn rules; the flow) is the
//! tavli family's.
//!
//! The mother is the last checker of a side still on its starting point. When it is
//! pinned there the game ends: its side loses 2 points, unless the pinning side still
//! has a checker on its own starting point (then play goes on, and the game ends once
//! that is no longer so while the mother stays pinned); both mothers pinned is a draw.
//! The rule is looked at when a play is complete (a play is one move: the numbers of
//! a roll are played as a whole), so a player may pin the mother with one number and
//! play the others.

use crate::game::Seat;
use crate::games::tavli::opposed::Board;
use crate::games::tavli::rules::End;

/// Points a mother win is worth.
pub const MOTHER_POINTS: u8 = 2;

/// Points a win by bearing off is worth: 1, or 2 when the loser has borne off none.
pub fn win_points(board: &Board, winner: Seat) -> u8 {
    if board.off[1 - winner] == 0 {
        2
    } else {
        1
    }
}

/// How the game ends on the mothers, if it does: both pinned is a draw; one pinned
/// while the pinning side has no checker left on its own starting point wins that
/// side 2 points.
pub fn mother_end(board: &Board) -> Option<End> {
    let pinned = [board.mother_pinned(0), board.mother_pinned(1)];
    if pinned[0] && pinned[1] {
        return Some(End::BothMothers);
    }
    (0..2)
        .find(|&seat| pinned[seat] && !board.on_start(1 - seat))
        .map(|loser| End::Mother { winner: 1 - loser, points: MOTHER_POINTS })
}
