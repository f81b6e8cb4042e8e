//! The legal plays of a Fevga turn, searched on packed rows: what
//! [`super::moves::analyse`] answers for bots and random playouts thousands of times
//! a second.
//!
//! Within a turn only the moving seat's checkers change, so a position of the search
//! is that seat's row of counts packed four bits a point (a `u128`) with the bits of
//! its occupied points. Every per-step rule of [`Board::check_step`] is then a few bit
//! operations, and the points the opponent closes are worked out once per search, not
//! once per position. The numbers left are counts per value, three bits each, so
//! taking one out is a subtraction. Positions already seen (the row and the numbers
//! left) are kept in an open-addressed table whose slots carry the search's
//! generation: a new search starts with an empty table without clearing it.
//!
//! The search goes the way [`super::moves::Graph`] goes (each distinct number, larger
//! first, then from the head onwards, each position with its numbers left once), so
//! it finds the same plays in the same order with the same steps; a test compares the
//! two on many positions.

use std::cell::RefCell;

use crate::game::Seat;
use crate::rng::GameRng;

use super::board::{Board, CHECKERS, HOME, OFF, PAST_OPPONENT_HEAD, POINTS};
use super::moves::{Analysis, Node, Seq};
use super::rules::{Move, Step};
use super::step_list::{StepList, INLINE};
use crate::games::tavli::packed::{Seen, Steps};

/// One seat's checkers during a turn: counts four bits a point, occupied points, off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Row {
    cnt: u128,
    occ: u32,
    off: u8,
}

impl Row {
    fn of(board: &Board, seat: Seat) -> Row {
        let mut row = Row { cnt: 0, occ: 0, off: board.off[seat] };
        for (r, &c) in board.cnt[seat].iter().enumerate() {
            row.cnt |= (c as u128) << (4 * r);
            row.occ |= ((c > 0) as u32) << r;
        }
        row
    }

    #[inline(always)]
    fn count(&self, r: usize) -> u8 {
        count_of(self.cnt, r)
    }

    /// The row after one checker moves from `r` to `t` ([`OFF`]: borne off).
    #[inline(always)]
    fn step(self, r: usize, t: usize) -> Row {
        let mut next = self;
        next.cnt -= 1u128 << (4 * r);
        if next.count(r) == 0 {
            next.occ &= !(1 << r);
        }
        if t < POINTS {
            next.cnt += 1u128 << (4 * t);
            next.occ |= 1 << t;
        } else {
            next.off += 1;
        }
        next
    }
}

/// The count of point `r` in packed counts.
#[inline(always)]
fn count_of(cnt: u128, r: usize) -> u8 {
    (cnt >> (4 * r)) as u8 & 15
}

/// The occupied points of packed counts, as bits.
fn occupied(cnt: u128) -> u32 {
    (0..POINTS).fold(0, |m, r| m | ((count_of(cnt, r) > 0) as u32) << r)
}

/// The steps as the graph's [`Seq`].
fn seq_of(steps: Steps) -> Seq {
    (0..steps.len()).fold(Seq::default(), |seq, k| seq.push(steps.get(k)))
}

/// A position the search reached: the moving seat's packed counts and the first
/// steps that reached it.
#[derive(Clone, Copy, Debug)]
struct Vertex {
    cnt: u128,
    steps: Steps,
}

impl Vertex {
    /// `base` with this position's checkers for `seat`.
    fn board(&self, base: &Board, seat: Seat) -> Board {
        let mut board = *base;
        for (r, c) in board.cnt[seat].iter_mut().enumerate() {
            *c = count_of(self.cnt, r);
        }
        let off = (0..self.steps.len()).filter(|&k| self.steps.get(k).to as usize == OFF).count();
        board.off[seat] += off as u8;
        board
    }
}

/// Bits of the numbers-left code: a count per die value, three bits each.
fn die_bit(d: u8) -> u32 {
    1 << (3 * (d as u32 - 1))
}

/// A search key's generation bits (above the row and the numbers left).
const GEN_SHIFT: u32 = 114;

/// The search's memory, kept between the searches of a thread.
struct Search {
    verts: Vec<Vertex>,
    /// The positions seen, with the numbers left.
    seen: Seen<GEN_SHIFT>,
    // What every position of one search shares.
    seat: Seat,
    closed: u32,
    values: [u8; 2],
}

impl Search {
    fn new() -> Search {
        Search { verts: Vec::with_capacity(256), seen: Seen::new(), seat: 0, closed: 0, values: [0; 2] }
    }

    /// Every position reachable from `board` with `dice`, in search order.
    fn run(&mut self, board: &Board, seat: Seat, dice: &[u8]) {
        self.verts.clear();
        self.seen.start();
        self.seat = seat;
        let opp = &board.cnt[1 - seat];
        self.closed = (0..POINTS).fold(0u32, |m, t| m | ((opp[(t + 12) % POINTS] > 0) as u32) << t);
        let mut values = [0u8; 2];
        let mut code = 0u32;
        for &d in dice.iter().take(4) {
            code += die_bit(d);
            if !values.contains(&d) {
                if values[0] == 0 {
                    values[0] = d;
                } else {
                    values[1] = d;
                }
            }
        }
        if values[1] > values[0] {
            values.swap(0, 1);
        }
        self.values = values;
        let row = Row::of(board, seat);
        let left = dice.len().min(4) as u8;
        self.verts.push(Vertex { cnt: row.cnt, steps: Steps::default() });
        self.seen.insert(key(&row, code));
        if left > 0 {
            self.visit(row, Steps::default(), code, left);
        }
    }

    /// Every step from `row` with the numbers `code` (`left` of them), each new
    /// position added and searched on before the next step, as the graph does.
    fn visit(&mut self, row: Row, steps: Steps, code: u32, left: u8) {
        let occ = row.occ;
        // The per-step rules of Board::check_step, worked out once for this row.
        let locked = occ & 1 != 0 && row.count(0) < CHECKERS && row.off == 0 && occ >> PAST_OPPONENT_HEAD == 0;
        let empties = 6 - (occ & 0x3f).count_ones();
        let home = occ & ((1 << HOME) - 1) == 0;
        let froms = if locked { occ & !1 } else { occ };
        for d in self.values {
            if d == 0 || code >> (3 * (d as u32 - 1)) & 7 == 0 {
                continue;
            }
            let rest = code - die_bit(d);
            let mut bits = movable(froms, occ, self.closed, home, d as usize);
            while bits != 0 {
                let r = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                let t = r + d as usize;
                // The quarter fills when the step takes its last empty point and leaves
                // none behind (a step into the quarter starts in it).
                if t < 6 && empties == 1 && occ >> t & 1 == 0 && row.count(r) != 1 {
                    continue;
                }
                let t = t.min(OFF);
                let next = row.step(r, t);
                if !self.seen.insert(key(&next, rest)) {
                    continue;
                }
                let steps = steps.push(r, t, d);
                self.verts.push(Vertex { cnt: next.cnt, steps });
                if left > 1 {
                    self.visit(next, steps, rest, left - 1);
                }
            }
        }
    }

    /// The legal plays among the positions found from `board` with `dice`: the
    /// indices of [`Search::verts`] that are plays, in order, and the facts that
    /// decided them (the rules of [`super::moves::analyse_nodes`]).
    fn choose(&self, board: &Board, dice: &[u8], out: &mut Vec<u32>) -> Facts {
        let seat = self.seat;
        let block_at_start = board.forbidden_block(seat);
        // A block is forbidden only in front of an opponent's point of 15 (which does
        // not move this turn): the six own points in front of it, as bits.
        let block = match board.cnt[1 - seat].iter().position(|&c| c == CHECKERS) {
            Some(q) if q + 6 < POINTS => (q + 1..=q + 6).fold(0u32, |m, i| m | 1 << ((i + 12) % POINTS)),
            _ => 0,
        };
        let forbidden = |v: &Vertex| block != 0 && occupied(v.cnt) & block == block;
        let allowed = |v: &Vertex| block_at_start || !forbidden(v);
        let maxlen = self.verts.iter().filter(|v| allowed(v)).map(|v| v.steps.len()).max().unwrap_or(0);
        out.clear();
        out.extend((0..self.verts.len() as u32).filter(|&i| {
            let v = &self.verts[i as usize];
            v.steps.len() == maxlen && allowed(v)
        }));
        let two_different = dice.len() == 2 && dice[0] != dice[1];
        let larger = dice.iter().copied().max().unwrap_or(0);
        let uses_larger = |i: &u32| two_different && self.verts[*i as usize].steps.first_die() == larger;
        let mut larger_required = false;
        if maxlen == 1 && two_different && out.iter().any(uses_larger) {
            larger_required = true;
            out.retain(uses_larger);
        }
        let mut must_open = false;
        if block_at_start && out.iter().any(|&i| !forbidden(&self.verts[i as usize])) {
            must_open = true;
            out.retain(|&i| !forbidden(&self.verts[i as usize]));
        }
        // Plays that use every number differ by row already (the key had no numbers
        // left); only shorter plays can repeat a row. Same row means same board.
        if maxlen < dice.len() {
            let mut k = 0;
            for j in 0..out.len() {
                let cnt = self.verts[out[j] as usize].cnt;
                if !out[..k].iter().any(|&i| self.verts[i as usize].cnt == cnt) {
                    out[k] = out[j];
                    k += 1;
                }
            }
            out.truncate(k);
        }
        Facts { maxlen, larger_required, must_open, block_at_start, two_different, larger }
    }
}

/// What decided the legal plays of a turn.
struct Facts {
    maxlen: usize,
    larger_required: bool,
    must_open: bool,
    block_at_start: bool,
    two_different: bool,
    larger: u8,
}

/// The points of `froms` a checker may leave with `d` by the rules that bits answer
/// at once: the target not closed, and bearing off only when all are home (`home`),
/// with a larger number than needed only from the highest point (the lowest set bit
/// of `occ`). The starting-quarter rule is left to the caller.
#[inline(always)]
fn movable(froms: u32, occ: u32, closed: u32, home: bool, d: usize) -> u32 {
    // Points whose target is on the board and open.
    let on_board = froms & ((1 << (POINTS - d)) - 1) & !(closed >> d);
    if !home {
        return on_board;
    }
    let exact = 1u32 << (POINTS - d);
    let lowest = occ & occ.wrapping_neg();
    on_board | (froms & (exact | if lowest > exact { lowest } else { 0 }))
}

/// A search key: the row's counts and the numbers left (the generation is added
/// by the table).
#[inline(always)]
fn key(row: &Row, code: u32) -> u128 {
    row.cnt | (code as u128) << (4 * POINTS)
}

thread_local! {
    /// Each thread's search memory with the chosen plays' indices.
    static SCRATCH: RefCell<(Search, Vec<u32>)> = RefCell::new((Search::new(), Vec::with_capacity(256)));
}

/// Runs `f` on this thread's search memory (a fresh one if it is in use already).
fn with_search<R>(f: impl FnOnce(&mut Search, &mut Vec<u32>) -> R) -> R {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut pair) => {
            let (search, chosen) = &mut *pair;
            f(search, chosen)
        }
        Err(_) => f(&mut Search::new(), &mut Vec::new()),
    })
}

/// The legal plays of `seat` with `dice` on `board` (what [`super::moves::analyse`]
/// returns).
pub fn analyse(board: &Board, seat: Seat, dice: &[u8]) -> Analysis {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        let facts = search.choose(board, dice, chosen);
        let plays = chosen
            .iter()
            .map(|&i| {
                let v = &search.verts[i as usize];
                let uses_larger = facts.two_different && v.steps.first_die() == facts.larger;
                Node { board: v.board(board, seat), seq: seq_of(v.steps), uses_larger }
            })
            .collect();
        Analysis {
            plays,
            maxlen: facts.maxlen,
            larger_required: facts.larger_required,
            must_open: facts.must_open,
            block_at_start: facts.block_at_start,
        }
    })
}

/// The legal plays of `seat` with `dice` on `board` as moves: the plays of
/// [`analyse`] in their order, each made straight from the search's packed steps.
/// The bots need each play's board, a move list does not: building fifteen boards
/// and step sequences a turn only to drop them was a third of a playout that looks
/// at the whole list (issue 21).
pub fn legal_plays(board: &Board, seat: Seat, dice: &[u8]) -> Vec<Move> {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        search.choose(board, dice, chosen);
        chosen.iter().map(|&i| play_of(seat, search.verts[i as usize].steps)).collect()
    })
}

/// A uniformly random legal play of `seat` with `dice` on `board`: the play at
/// `rng.below(count)` of the legal plays in their listed order, as a random playout
/// draws from [`super::rules::State::legal_moves`], without building the others.
pub fn random_play(board: &Board, seat: Seat, dice: &[u8], rng: &mut GameRng) -> Move {
    with_search(|search, chosen| {
        search.run(board, seat, dice);
        search.choose(board, dice, chosen);
        let i = rng.below(chosen.len() as u32) as usize;
        play_of(seat, search.verts[chosen[i] as usize].steps)
    })
}

/// The play of `seat` that packed steps make, in absolute points (what
/// [`super::moves::play_move`] makes of the same steps as a [`Seq`]).
#[inline(always)]
fn play_of(seat: Seat, steps: Steps) -> Move {
    // A search never plays more than four numbers, so the steps fit inline as they are.
    let mut inline = [Step { from: 0, to: 0 }; INLINE];
    let len = steps.len().min(INLINE);
    for (k, slot) in inline[..len].iter_mut().enumerate() {
        let s = steps.get(k);
        *slot = Step::of_rel(seat, s.from as usize, s.to as usize);
    }
    Move::Play(StepList::Inline { len: len as u8, steps: inline })
}
