//! The turn rules every tavli game shares, over any board that knows its single
//! steps: each number is its own step, as many numbers as possible must be played,
//! and if only one of two different numbers can be played, the larger when it can
//! (RULES.md §4–6). Distinct plays are distinct resulting boards.
//!
//! This is the readable search: Portes and Plakoto list their plays with the packed
//! search of [`super::plays`] (a test compares the two on every roll of random games)
//! and use this one for what is asked once per tap (refusals, step orders). Fevga keeps
//! a packed search of its own (`fevga::plays`, with its block rules on top), which
//! applies the same two rules; `fevga::moves::analyse_nodes` is its readable form.

use std::hash::Hash;

use crate::fast_hash::{FastMap, FastSet};
use crate::game::Seat;

use super::dice::{distinct_desc, remove_one};

/// A board whose single die steps are known.
pub trait StepBoard: Copy + Eq + Hash {
    /// Why one step is refused.
    type Error: Copy + std::fmt::Debug + PartialEq;

    /// Every step one checker of `seat` can make with die `d`: `f(from, to)`.
    fn each_step(&self, seat: Seat, d: u8, f: impl FnMut(usize, usize));

    /// Checks one step of `seat` from `r` with die `d`: the target, or why not.
    fn check_step(&self, seat: Seat, r: usize, d: u8) -> Result<usize, Self::Error>;

    /// Moves one checker of `seat` from `r` to `t`.
    fn apply_step(&mut self, seat: Seat, r: usize, t: usize);

    /// The dice that could move a checker of `seat` from `r` to `t`, the exact
    /// number first (bearing off may take a larger one).
    fn dice_for(&self, seat: Seat, r: usize, t: usize, dice: &[u8]) -> Vec<u8>;

    /// False when no sequence of steps of `seat` can lead from this board to
    /// `target` (checkers only move forward): prunes the search for step orders.
    fn may_reach(&self, seat: Seat, target: &Self) -> bool {
        let _ = (seat, target);
        true
    }
}

/// One die step: from, to (relative to the seat) and the number used.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RelStep {
    /// Relative point moved from.
    pub from: u8,
    /// Relative point moved to.
    pub to: u8,
    /// The die used.
    pub die: u8,
}

/// A candidate play: where its steps lead.
#[derive(Clone, Debug)]
pub struct Node<B> {
    /// The board after the steps.
    pub board: B,
    /// The steps in order.
    pub seq: Vec<RelStep>,
}

/// The legal plays of a turn and the facts that decided them.
#[derive(Clone, Debug)]
pub struct Analysis<B> {
    /// One representative step sequence per distinct resulting board.
    pub plays: Vec<Node<B>>,
    /// Numbers that must be played (the most that can be).
    pub maxlen: usize,
    /// True when only one number can be played and the larger one must be.
    pub larger_required: bool,
}

/// Every reachable step sequence from `board` with `dice` (each prefix is a node),
/// each board with the same numbers left reached once.
pub fn explore<B: StepBoard>(board: &B, seat: Seat, dice: &[u8]) -> Vec<Node<B>> {
    let mut nodes = vec![Node { board: *board, seq: Vec::new() }];
    let mut seen: FastSet<(B, [u8; 4])> = FastSet::default();
    visit(&mut nodes, &mut seen, 0, seat, dice);
    nodes
}

fn visit<B: StepBoard>(nodes: &mut Vec<Node<B>>, seen: &mut FastSet<(B, [u8; 4])>, v: usize, seat: Seat, dice: &[u8]) {
    let board = nodes[v].board;
    for &d in distinct_desc(dice).iter() {
        let rest = remove_one(dice, d);
        let mut steps = Vec::new();
        board.each_step(seat, d, |r, t| steps.push((r, t)));
        for (r, t) in steps {
            let mut next = board;
            next.apply_step(seat, r, t);
            if !seen.insert((next, super::dice::dice_key(&rest))) {
                continue;
            }
            let mut seq = nodes[v].seq.clone();
            seq.push(RelStep { from: r as u8, to: t as u8, die: d });
            nodes.push(Node { board: next, seq });
            if !rest.is_empty() {
                let id = nodes.len() - 1;
                visit(nodes, seen, id, seat, &rest);
            }
        }
    }
}

/// The legal plays of `seat` with `dice` on `board`.
pub fn analyse<B: StepBoard>(board: &B, seat: Seat, dice: &[u8]) -> Analysis<B> {
    let nodes = explore(board, seat, dice);
    let maxlen = nodes.iter().map(|n| n.seq.len()).max().unwrap_or(0);
    let mut plays: Vec<Node<B>> = nodes.into_iter().filter(|n| n.seq.len() == maxlen).collect();
    let two_different = dice.len() == 2 && dice[0] != dice[1];
    let larger = dice.iter().copied().max().unwrap_or(0);
    let uses_larger = |n: &Node<B>| n.seq.first().is_some_and(|s| s.die == larger);
    let mut larger_required = false;
    if maxlen == 1 && two_different && plays.iter().any(uses_larger) {
        larger_required = true;
        plays.retain(uses_larger);
    }
    // Plays of every number differ by board already (the search's key); shorter
    // plays may repeat a board with different numbers left.
    if maxlen < dice.len() {
        let mut seen = FastSet::default();
        plays.retain(|n| seen.insert(n.board));
    }
    Analysis { plays, maxlen, larger_required }
}

/// Which rule refuses a step list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal<E> {
    /// A single step breaks a per-step rule.
    Step(E),
    /// No remaining die moves a checker that far.
    NoDie,
    /// The steps cannot be completed to use as many numbers as possible.
    MaxNumbers,
    /// Only one number can be played and it must be the larger.
    LargerNumber,
    /// The steps are legal so far but do not yet make a whole play.
    Incomplete,
}

/// Finds a die among `dice` for a step from `r` to `t` that the board allows,
/// preferring the exact number.
pub fn die_for<B: StepBoard>(board: &B, seat: Seat, dice: &[u8], r: usize, t: usize) -> Result<u8, Refusal<B::Error>> {
    let candidates = board.dice_for(seat, r, t, dice);
    let mut first_err = None;
    for d in candidates {
        match board.check_step(seat, r, d) {
            Ok(to) if to == t => return Ok(d),
            Ok(_) => {}
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    Err(first_err.map(Refusal::Step).unwrap_or(Refusal::NoDie))
}

/// Plays `steps` (relative `(from, to)` pairs) from `board` with `dice`, checking
/// each; returns the board and the numbers left, or the first refusal and its index.
#[allow(clippy::type_complexity)]
pub fn follow<B: StepBoard>(
    board: &B,
    seat: Seat,
    dice: &[u8],
    steps: &[(usize, usize)],
) -> Result<(B, Vec<u8>), (usize, Refusal<B::Error>)> {
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
pub fn turn_refusal<B: StepBoard>(
    analysis: &Analysis<B>,
    seat: Seat,
    after: &B,
    left: &[u8],
    played: usize,
) -> Refusal<B::Error> {
    let nodes = explore(after, seat, left);
    if !nodes.iter().any(|n| played + n.seq.len() == analysis.maxlen) {
        return Refusal::MaxNumbers;
    }
    if analysis.larger_required {
        return Refusal::LargerNumber;
    }
    if played < analysis.maxlen {
        return Refusal::Incomplete;
    }
    Refusal::MaxNumbers
}

/// Every step order (as `(from, to)` pairs, distinct) of `len` steps that leads from
/// `board` to `target`.
pub fn orders_to<B: StepBoard>(board: &B, seat: Seat, dice: &[u8], target: &B, len: usize) -> Vec<Vec<(usize, usize)>> {
    let mut out = Vec::new();
    let mut seen = FastSet::default();
    let mut seq = Vec::new();
    let mut dead: FastMap<(B, [u8; 4]), ()> = FastMap::default();
    orders_dfs(board, seat, dice, target, len, &mut seq, &mut seen, &mut out, &mut dead);
    out
}

#[allow(clippy::too_many_arguments)]
fn orders_dfs<B: StepBoard>(
    board: &B,
    seat: Seat,
    dice: &[u8],
    target: &B,
    len: usize,
    seq: &mut Vec<(usize, usize)>,
    seen: &mut FastSet<Vec<(usize, usize)>>,
    out: &mut Vec<Vec<(usize, usize)>>,
    dead: &mut FastMap<(B, [u8; 4]), ()>,
) -> bool {
    if seq.len() == len {
        let hit = board == target;
        if hit && seen.insert(seq.clone()) {
            out.push(seq.clone());
        }
        return hit;
    }
    let key = (*board, super::dice::dice_key(dice));
    if dead.contains_key(&key) {
        return false;
    }
    let mut any = false;
    for &d in distinct_desc(dice).iter() {
        let rest = remove_one(dice, d);
        let mut steps = Vec::new();
        board.each_step(seat, d, |r, t| steps.push((r, t)));
        for (r, t) in steps {
            let mut next = *board;
            next.apply_step(seat, r, t);
            if !next.may_reach(seat, target) {
                continue;
            }
            seq.push((r, t));
            any |= orders_dfs(&next, seat, &rest, target, len, seq, seen, out, dead);
            seq.pop();
        }
    }
    if !any {
        dead.insert(key, ());
    }
    any
}
