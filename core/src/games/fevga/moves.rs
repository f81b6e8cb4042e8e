//! Legal plays: every sequence of die steps, filtered by the turn-level rules.
//!
//! The per-step rules (closed points, first checker, starting quarter, bearing off)
//! live in [`Board::check_step`]. The turn-level rules are applied here in the order
//! RULES.md §4 gives: drop plays that end with the forbidden block (unless it was
//! already there), keep the plays that use as many numbers as possible, then the
//! larger number, then — if a forbidden block stood at the start — the plays that
//! open it, when any does. Distinct plays are distinct resulting boards.

use crate::game::Seat;

use super::board::{Board, StepError, StepRules, CHECKERS, OFF, POINTS};
use super::rules::{Move, Step};

pub use crate::fast_hash::{FastHasher, FastMap, FastSet};
// The dice helpers are the tavli family's (Portes and Plakoto use them too).
pub use crate::games::tavli::dice::{dice_key, distinct_desc, remove_one, roll_numbers, Numbers};

/// One die step in the seat's relative coordinates (`to` may be [`OFF`]): the tavli
/// family's, as Portes and Plakoto have it.
pub use crate::games::tavli::turn::RelStep;

/// The steps of a candidate play, held inline (a turn has at most four), so the
/// search copies a node instead of allocating one.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seq {
    len: u8,
    v: [RelStep; 4],
}

impl Seq {
    /// These steps and one more (a turn has at most four).
    pub fn push(mut self, step: RelStep) -> Seq {
        self.v[self.len as usize] = step;
        self.len += 1;
        self
    }
}

impl std::ops::Deref for Seq {
    type Target = [RelStep];

    fn deref(&self) -> &[RelStep] {
        &self.v[..self.len as usize]
    }
}

/// A reachable sequence of steps (a candidate play) and where it leads.
#[derive(Clone, Debug)]
pub struct Node {
    /// The board after the steps.
    pub board: Board,
    /// The steps in order.
    pub seq: Seq,
    /// True when the first step used the larger of two different dice.
    pub uses_larger: bool,
}

impl Node {
    /// The play of `seat` these steps make, in absolute points.
    pub fn play(&self, seat: Seat) -> Move {
        play_move(seat, &self.seq)
    }
}

/// The play of `seat` that relative steps make, in absolute points.
pub fn play_move(seat: Seat, steps: &[RelStep]) -> Move {
    Move::Play(steps.iter().map(|s| Step::of_rel(seat, s.from as usize, s.to as usize)).collect())
}

/// The legal plays of a turn and the facts that decided them.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// One representative step sequence per distinct resulting board.
    pub plays: Vec<Node>,
    /// Numbers that must be played (the most that can be).
    pub maxlen: usize,
    /// True when only one number can be played and the larger one must be.
    pub larger_required: bool,
    /// True when a forbidden block stood at the start and some play opens it.
    pub must_open: bool,
    /// True when a forbidden block stood at the start of the turn.
    pub block_at_start: bool,
}

/// Every step one checker of `seat` can make on `board` with one of `dice`, in the
/// order every search goes (each distinct number once, larger first, then from the
/// head onwards): `f(step, board after it, numbers left)`.
#[inline(always)]
pub fn for_each_step(board: &Board, seat: Seat, dice: &[u8], mut f: impl FnMut(RelStep, &Board, &Numbers)) {
    let rules = StepRules::of(board, seat);
    for &d in distinct_desc(dice).iter() {
        let rest = remove_one(dice, d);
        for r in 0..POINTS {
            if board.cnt[seat][r] == 0 {
                continue;
            }
            let Some(t) = rules.target(board, seat, r, d) else { continue };
            let mut next = *board;
            next.apply_step(seat, r, t);
            f(RelStep { from: r as u8, to: t as u8, die: d }, &next, &rest);
        }
    }
}

/// Most steps leaving one position: every point with every distinct number.
const MAX_EDGES: usize = POINTS * 2;

/// The moving seat's counts as one integer, four bits a point (the opponent's never
/// change within a turn): with [`left_key`], a position of the search.
fn row_key(board: &Board, seat: Seat) -> u128 {
    board.cnt[seat].iter().enumerate().fold(0u128, |k, (r, &c)| k | (c as u128) << (4 * r))
}

/// The numbers left, as the bits above a [`row_key`].
fn left_key(dice: &[u8]) -> u128 {
    dice_key(dice).iter().fold(0u128, |k, &d| k << 3 | d as u128) << (4 * POINTS)
}

/// The [`row_key`] after one step (from `r` to `t`, which may be [`OFF`]).
fn row_after(row: u128, r: usize, t: usize) -> u128 {
    let row = row - (1u128 << (4 * r));
    if t < POINTS {
        row + (1u128 << (4 * t))
    } else {
        row
    }
}

/// The positions reachable from a board with the dice, each (board and numbers left)
/// once, in the order the search first reaches them (vertex 0 is the start): the
/// candidate plays, and for the tap table the steps between them.
#[derive(Default)]
pub struct Graph {
    /// Per vertex: the board and the first step sequence that reached it.
    pub nodes: Vec<Node>,
    /// Per vertex: how many numbers are left to play.
    pub left: Vec<u8>,
    /// Per vertex: its steps' range in `edges` (only when built with steps).
    pub range: Vec<(u32, u32)>,
    /// Steps as (from, to, next vertex).
    pub edges: Vec<(u8, u8, u32)>,
    /// True when some vertex has two steps with the same from and to (bearing off
    /// with two different numbers), so the same order can be found twice.
    pub twin_edges: bool,
    seen: FastMap<u128, u32>,
    with_edges: bool,
}

/// What every vertex of one search shares.
struct Search {
    seat: Seat,
    two_different: bool,
    larger: u8,
}

impl Graph {
    /// Every reachable position from `board` with `dice`; with `with_edges`, also
    /// every step between them (what the tap table walks). `capacity` sizes the
    /// tables up front (growing them was a third of the time on crowded doubles).
    pub fn explore(board: &Board, seat: Seat, dice: &[u8], with_edges: bool, capacity: usize) -> Graph {
        let mut g = Graph {
            nodes: Vec::with_capacity(capacity),
            left: Vec::with_capacity(capacity),
            range: Vec::with_capacity(if with_edges { capacity } else { 0 }),
            edges: Vec::with_capacity(if with_edges { 3 * capacity } else { 0 }),
            twin_edges: false,
            seen: FastMap::with_capacity_and_hasher(capacity, Default::default()),
            with_edges,
        };
        g.fill(board, seat, dice);
        g
    }

    fn fill(&mut self, board: &Board, seat: Seat, dice: &[u8]) {
        let search = Search {
            seat,
            two_different: dice.len() == 2 && dice[0] != dice[1],
            larger: dice.iter().copied().max().unwrap_or(0),
        };
        self.add(board, Seq::default(), false, dice.len());
        let row = row_key(board, seat);
        self.seen.insert(row | left_key(dice), 0);
        self.visit(&search, 0, row, dice);
    }

    fn add(&mut self, board: &Board, seq: Seq, uses_larger: bool, left: usize) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node { board: *board, seq, uses_larger });
        self.left.push(left as u8);
        if self.with_edges {
            self.range.push((0, 0));
        }
        id
    }

    fn visit(&mut self, s: &Search, v: u32, row: u128, dice: &[u8]) {
        let board = self.nodes[v as usize].board;
        let seq = self.nodes[v as usize].seq;
        let mut local = [(0u8, 0u8, 0u32); MAX_EDGES];
        let mut n = 0;
        for_each_step(&board, s.seat, dice, |step, next, rest| {
            let child_row = row_after(row, step.from as usize, step.to as usize);
            let key = child_row | left_key(rest);
            let child = match self.seen.get(&key) {
                Some(_) if !self.with_edges => return,
                Some(&id) => id,
                None => {
                    let seq = seq.push(step);
                    let uses_larger = s.two_different && seq[0].die == s.larger;
                    let id = self.add(next, seq, uses_larger, rest.len());
                    self.seen.insert(key, id);
                    if !rest.is_empty() {
                        self.visit(s, id, child_row, rest);
                    }
                    id
                }
            };
            if self.with_edges {
                let (r, t) = (step.from, step.to);
                if local[..n].iter().any(|e| (e.0, e.1) == (r, t)) {
                    self.twin_edges = true;
                }
                local[n] = (r, t, child);
                n += 1;
            }
        });
        if self.with_edges {
            let start = self.edges.len() as u32;
            self.edges.extend_from_slice(&local[..n]);
            self.range[v as usize] = (start, start + n as u32);
        }
    }
}

/// Every reachable step sequence from `board` with `dice` (each prefix is a node),
/// skipping subtrees already seen with the same board and remaining dice.
pub fn explore(board: &Board, seat: Seat, dice: &[u8]) -> Vec<Node> {
    Graph::explore(board, seat, dice, false, 256).nodes
}

/// The legal plays of `seat` with `dice` on `board`: the search on packed rows of
/// [`super::plays`], which finds what [`analyse_nodes`] finds among the nodes of
/// [`explore`] (a test compares them).
pub fn analyse(board: &Board, seat: Seat, dice: &[u8]) -> Analysis {
    super::plays::analyse(board, seat, dice)
}

/// The legal plays among the reachable `nodes` of a search from `board` with `dice`.
pub fn analyse_nodes(nodes: &[Node], board: &Board, seat: Seat, dice: &[u8]) -> Analysis {
    let block_at_start = board.forbidden_block(seat);
    // A block is forbidden only in front of an opponent's point of 15, and the
    // opponent does not move in this turn: without such a point no play makes one.
    let blocks_possible = board.cnt[1 - seat].contains(&CHECKERS);
    let allowed = |n: &&Node| block_at_start || !blocks_possible || !n.board.forbidden_block(seat);
    let maxlen = nodes.iter().filter(allowed).map(|n| n.seq.len()).max().unwrap_or(0);
    let mut cand: Vec<Node> = nodes.iter().filter(|n| n.seq.len() == maxlen).filter(allowed).cloned().collect();
    let two_different = dice.len() == 2 && dice[0] != dice[1];
    let mut larger_required = false;
    if maxlen == 1 && two_different && cand.iter().any(|n| n.uses_larger) {
        larger_required = true;
        cand.retain(|n| n.uses_larger);
    }
    let mut must_open = false;
    if block_at_start && cand.iter().any(|n| !n.board.forbidden_block(seat)) {
        must_open = true;
        cand.retain(|n| !n.board.forbidden_block(seat));
    }
    // Plays that use every number were told apart by board already (the search's key
    // is the board and the numbers left, none); only shorter plays can repeat a board.
    if maxlen < dice.len() {
        let mut seen = FastSet::with_capacity_and_hasher(cand.len(), Default::default());
        cand.retain(|n| seen.insert(n.board));
    }
    Analysis { plays: cand, maxlen, larger_required, must_open, block_at_start }
}

/// Every step order (as `(from, to)` pairs, distinct) of `len` steps that leads from
/// `board` to `target`. Checkers only move forward, so a branch is cut as soon as
/// fewer checkers remain behind some point than the target has there.
pub fn orders_to(board: &Board, seat: Seat, dice: &[u8], target: &Board, len: usize) -> Vec<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut seen = FastSet::default();
    let mut seq = Vec::new();
    orders_dfs(board, seat, dice, target, len, &mut seq, &mut seen, &mut out);
    out
}

fn reachable(board: &Board, seat: Seat, target: &Board) -> bool {
    let mut a = 0u32;
    let mut b = 0u32;
    for r in 0..POINTS {
        a += board.cnt[seat][r] as u32;
        b += target.cnt[seat][r] as u32;
        if a < b {
            return false;
        }
    }
    true
}

#[allow(clippy::too_many_arguments)]
fn orders_dfs(
    board: &Board,
    seat: Seat,
    dice: &[u8],
    target: &Board,
    len: usize,
    seq: &mut Vec<(usize, usize)>,
    seen: &mut FastSet<Vec<(usize, usize)>>,
    out: &mut Vec<Vec<(usize, usize)>>,
) {
    if seq.len() == len {
        if board == target && seen.insert(seq.clone()) {
            out.push(seq.clone());
        }
        return;
    }
    for_each_step(board, seat, dice, |step, next, rest| {
        if reachable(next, seat, target) {
            seq.push((step.from as usize, step.to as usize));
            orders_dfs(next, seat, rest, target, len, seq, seen, out);
            seq.pop();
        }
    });
}

/// Which rule refuses a step list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A single step breaks a per-step rule.
    Step(StepError),
    /// No remaining die moves a checker that far.
    NoDie,
    /// The steps cannot be completed to use as many numbers as possible.
    MaxNumbers,
    /// Only one number can be played and it must be the larger.
    LargerNumber,
    /// The play would end with a six-point block in front of the opponent's 15.
    ForbiddenBlock,
    /// The block in front of the opponent's 15 must be opened.
    MustOpen,
    /// The steps are legal so far but do not yet make a whole play.
    Incomplete,
}

/// Finds a die among `dice` for a step from `r` to `t` (relative; `t` may be
/// [`OFF`]) that the board allows, preferring the exact number.
pub fn die_for(board: &Board, seat: Seat, dice: &[u8], r: usize, t: usize) -> Result<u8, Refusal> {
    let mut candidates: Vec<u8> = if t >= OFF {
        let need = (POINTS - r) as u8;
        let mut v: Vec<u8> = dice.iter().copied().filter(|&d| d >= need).collect();
        v.sort_unstable();
        v.dedup();
        v
    } else if t > r && (t - r) <= 6 && dice.contains(&((t - r) as u8)) {
        vec![(t - r) as u8]
    } else {
        Vec::new()
    };
    if candidates.is_empty() {
        return Err(Refusal::NoDie);
    }
    let mut first_err = None;
    for d in candidates.drain(..) {
        match board.check_step(seat, r, d) {
            Ok(_) => return Ok(d),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    Err(Refusal::Step(first_err.expect("at least one candidate")))
}

/// Plays `steps` (relative `(from, to)` pairs) from `board` with `dice`, checking each
/// step; returns the board and the dice left, or the first refusal.
pub fn follow(
    board: &Board,
    seat: Seat,
    dice: &[u8],
    steps: &[(usize, usize)],
) -> Result<(Board, Vec<u8>), (usize, Refusal)> {
    let mut b = *board;
    let mut left = dice.to_vec();
    for (i, &(r, t)) in steps.iter().enumerate() {
        let d = die_for(&b, seat, &left, r, t).map_err(|e| (i, e))?;
        b.apply_step(seat, r, t);
        left = remove_one(&left, d).to_vec();
    }
    Ok((b, left))
}

/// Why a step list whose every step is playable still is no legal play (or prefix).
pub fn turn_refusal(analysis: &Analysis, seat: Seat, after: &Board, left: &[u8], played: usize) -> Refusal {
    let nodes = explore(after, seat, left);
    let ok_block: Vec<&Node> =
        nodes.iter().filter(|n| analysis.block_at_start || !n.board.forbidden_block(seat)).collect();
    if ok_block.is_empty() {
        return Refusal::ForbiddenBlock;
    }
    let full: Vec<&&Node> = ok_block.iter().filter(|n| played + n.seq.len() == analysis.maxlen).collect();
    if full.is_empty() {
        return if nodes.iter().any(|n| played + n.seq.len() == analysis.maxlen) {
            Refusal::ForbiddenBlock
        } else {
            Refusal::MaxNumbers
        };
    }
    if analysis.larger_required {
        return Refusal::LargerNumber;
    }
    if analysis.must_open {
        return Refusal::MustOpen;
    }
    if played < analysis.maxlen {
        return Refusal::Incomplete;
    }
    Refusal::MaxNumbers
}
