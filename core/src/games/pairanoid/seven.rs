//! The 7: seven single steps split over one's marbles, every passed marble knocked.
//!
//! Legal moves list one split per distinct result (the first order found); the other
//! orders that give the same result are offered as tap orders and accepted as typed.

use std::collections::BTreeSet;

use super::board::{Board, Marble, Spot};
use super::rules::{acting_colour, pos_of, team_home, Action, Part};
use crate::game::Seat;

/// Every way to play a 7 in full, one per distinct result (the first order found).
/// A part moves one marble; each marble moves at most once; a part that brings the
/// last own marble in lets the next parts move the partner's marbles; a part that
/// completes the team's 8 marbles ends the move (the game is won).
pub fn sevens(board: &Board, seat: Seat) -> Vec<Action> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    let mut parts = Vec::new();
    let mut used = Vec::new();
    seven_dfs(board, seat, 7, &mut parts, &mut used, &mut seen, &mut out);
    out
}

fn seven_dfs(
    board: &Board,
    seat: Seat,
    left: u8,
    parts: &mut Vec<Part>,
    used: &mut Vec<Marble>,
    seen: &mut BTreeSet<Board>,
    out: &mut Vec<Action>,
) {
    if left == 0 || (!parts.is_empty() && team_home(board, seat)) {
        if !parts.is_empty() && seen.insert(*board) {
            out.push(Action::Seven(parts.clone()));
        }
        return;
    }
    let c = acting_colour(board, seat);
    for i in 0..4 {
        if used.contains(&(c, i)) {
            continue;
        }
        let Some(from) = Spot::of(c, board.marbles[c][i]) else { continue };
        for k in 1..=left {
            for (to, path) in board.forward_targets((c, i), k) {
                let mut next = *board;
                next.walk((c, i), &path, true, true);
                parts.push(Part { from, to: Spot::of(c, to).expect("on the board") });
                used.push((c, i));
                seven_dfs(&next, seat, left - k, parts, used, seen, out);
                parts.pop();
                used.pop();
            }
        }
    }
}

/// Plays the parts of a 7 in the given order on a copy of `board`; `None` when some
/// part is not possible in that order or the steps do not add up to 7 (a win may end
/// the split early, but only after its last part).
pub fn play_seven(board: &Board, seat: Seat, parts: &[Part]) -> Option<Board> {
    let mut b = *board;
    let mut left = 7u8;
    let mut used: Vec<Marble> = Vec::new();
    for part in parts {
        if team_home(&b, seat) {
            return None;
        }
        let c = acting_colour(&b, seat);
        let m = b.at(part.from).filter(|&(mc, _)| mc == c)?;
        if used.contains(&m) {
            return None;
        }
        let to = pos_of(part.to, c)?;
        let path = b.forward_path_to(m, to, left)?;
        left -= path.len() as u8;
        b.walk(m, &path, true, true);
        used.push(m);
    }
    (left == 0 || team_home(&b, seat)).then_some(b)
}

/// Every order of a 7's parts that is playable and gives the same result as the
/// given order (the given order first).
pub fn seven_orders(board: &Board, seat: Seat, parts: &[Part]) -> Vec<Vec<Part>> {
    let Some(result) = play_seven(board, seat, parts) else {
        return vec![parts.to_vec()];
    };
    let mut orders = vec![parts.to_vec()];
    let mut idx: Vec<usize> = (0..parts.len()).collect();
    // Heap's algorithm would do; the lists are short (at most a handful of parts).
    permutations(&mut idx, 0, &mut |perm| {
        let order: Vec<Part> = perm.iter().map(|&k| parts[k]).collect();
        if order != parts && !orders.contains(&order) && play_seven(board, seat, &order) == Some(result) {
            orders.push(order);
        }
    });
    orders
}

fn permutations(v: &mut Vec<usize>, k: usize, f: &mut dyn FnMut(&[usize])) {
    if k == v.len() {
        f(v);
        return;
    }
    for i in k..v.len() {
        v.swap(k, i);
        permutations(v, k + 1, f);
        v.swap(k, i);
    }
}
