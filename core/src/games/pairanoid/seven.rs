//! The 7: seven single steps split over one's marbles, every passed marble knocked.
//!
//! Legal moves list one split per distinct result (the first order found); the other
//! orders that give the same result are offered as tap orders and accepted as typed.

use crate::fast_hash::FastSet;

use super::board::{Board, Marble, Pos, Spot};
use super::rules::{acting_colour, pos_of, team_home, Action, Part};
use crate::game::Seat;

/// Every way to play a 7 in full, one per distinct result (the first order found).
/// A part moves one marble; each marble moves at most once; a part that brings the
/// last own marble in lets the next parts move the partner's marbles; a part that
/// completes the team's 8 marbles ends the move (the game is won).
pub fn sevens(board: &Board, seat: Seat) -> Vec<Action> {
    // Only membership is asked of `seen`; the order of `out` is the search's.
    let mut seen = FastSet::default();
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
    seen: &mut FastSet<u128>,
    out: &mut Vec<Action>,
) {
    if left == 0 || (!parts.is_empty() && team_home(board, seat)) {
        if !parts.is_empty() && seen.insert(board.key()) {
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
            board.for_each_forward_target((c, i), k, |to, path| {
                let mut next = *board;
                next.walk_with((c, i), path, true, true, |_, _| {});
                parts.push(Part { from, to: Spot::of(c, to).expect("on the board") });
                used.push((c, i));
                seven_dfs(&next, seat, left - k, parts, used, seen, out);
                parts.pop();
                used.pop();
            });
        }
    }
}

/// One part of a 7: marble `m` forward to `to` in at most `max` steps (the fewest
/// that reach it, as [`Board::forward_path_to`] finds them), every passed marble
/// knocked; the board after it and the steps used. The path stays on the stack: the
/// search for a 7's tap orders plays every part of every order.
fn seven_part(board: &Board, m: Marble, to: Pos, max: u8) -> Option<(Board, u8)> {
    (1..=max).find_map(|n| {
        let mut found = None;
        board.for_each_forward_target(m, n, |target, path| {
            if target == to && found.is_none() {
                let mut next = *board;
                next.walk_with(m, path, true, true, |_, _| {});
                found = Some((next, path.len() as u8));
            }
        });
        found
    })
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
        let (next, steps) = seven_part(&b, m, pos_of(part.to, c)?, left)?;
        left -= steps;
        b = next;
        used.push(m);
    }
    (left == 0 || team_home(&b, seat)).then_some(b)
}

/// Every order of a 7's parts that is playable and gives the same result as the
/// given order (the given order first, then the others in the order the permutations
/// of the parts come in).
pub fn seven_orders(board: &Board, seat: Seat, parts: &[Part]) -> Vec<Vec<Part>> {
    match marked_orders(board, seat, parts) {
        Some(orders) => orders.into_iter().map(|o| o.into_iter().map(|(part, _)| part).collect()).collect(),
        None => vec![parts.to_vec()],
    }
}

/// [`seven_orders`] with the marble each part moves; `None` when the given order is
/// not playable.
pub fn marked_orders(board: &Board, seat: Seat, parts: &[Part]) -> Option<Vec<Vec<(Part, Marble)>>> {
    let result = play_seven(board, seat, parts)?;
    let mut search =
        Orders { seat, parts, result, idx: (0..parts.len()).collect(), moved: Vec::new(), orders: Vec::new() };
    search.from(board, 0, 7);
    // The identity permutation comes first and passes the checks play_seven made.
    debug_assert!(search.orders.first().is_some_and(|o| o.iter().map(|(p, _)| *p).eq(parts.iter().copied())));
    Some(search.orders)
}

/// The search for a 7's other orders: the permutations of its parts (each position
/// fixed in turn by swapping), each part played as soon as it is placed, so an order
/// whose start cannot be played is dropped with all the orders that share that start.
struct Orders<'a> {
    seat: Seat,
    parts: &'a [Part],
    result: Board,
    idx: Vec<usize>,
    moved: Vec<Marble>,
    orders: Vec<Vec<(Part, Marble)>>,
}

impl Orders<'_> {
    /// Orders with the first `k` places fixed and played onto `board`, `left` steps left.
    fn from(&mut self, board: &Board, k: usize, left: u8) {
        if k == self.idx.len() {
            let order: Vec<(Part, Marble)> =
                self.idx.iter().zip(&self.moved).map(|(&i, &m)| (self.parts[i], m)).collect();
            if (left == 0 || team_home(board, self.seat)) && *board == self.result && !self.orders.contains(&order) {
                self.orders.push(order);
            }
            return;
        }
        if team_home(board, self.seat) {
            return;
        }
        let c = acting_colour(board, self.seat);
        for i in k..self.idx.len() {
            self.idx.swap(k, i);
            let part = self.parts[self.idx[k]];
            let played = board
                .at(part.from)
                .filter(|&(mc, _)| mc == c)
                .filter(|m| !self.moved.contains(m))
                .and_then(|m| Some((m, seven_part(board, m, pos_of(part.to, c)?, left)?)));
            if let Some((m, (next, steps))) = played {
                self.moved.push(m);
                self.from(&next, k + 1, left - steps);
                self.moved.pop();
            }
            self.idx.swap(k, i);
        }
    }
}
