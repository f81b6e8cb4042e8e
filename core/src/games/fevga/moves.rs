//! Legal plays: every sequence of die steps, filtered by the turn-level rules.
//!
//! The per-step rules (closed points, first checker, starting quarter, bearing off)
//! live in [`Board::check_step`]. The turn-level rules are applied here in the order
//! RULES.md §4 gives: drop plays that end with the forbidden block (unless it was
//! already there), keep the plays that use as many numbers as possible, then the
//! larger number, then — if a forbidden block stood at the start — the plays that
//! open it, when any does. Distinct plays are distinct resulting boards.

use crate::game::Seat;

use super::board::{Board, StepError, OFF, POINTS};

pub use crate::fast_hash::{FastHasher, FastSet};

/// One die step in the seat's relative coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelStep {
    /// Relative point moved from.
    pub from: usize,
    /// Relative point moved to, or [`OFF`].
    pub to: usize,
    /// The die used.
    pub die: u8,
}

/// A reachable sequence of steps (a candidate play) and where it leads.
#[derive(Clone, Debug)]
pub struct Node {
    /// The board after the steps.
    pub board: Board,
    /// The steps in order.
    pub seq: Vec<RelStep>,
    /// True when the first step used the larger of two different dice.
    pub uses_larger: bool,
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

/// The distinct dice values still to play, largest first.
/// At most four numbers of the dice, held without allocating: the searches make a
/// few of these for every position they reach.
#[derive(Clone, Copy, Default)]
pub struct Numbers {
    len: usize,
    v: [u8; 4],
}

impl Numbers {
    /// The first four of `dice` (a turn never has more).
    fn of(dice: &[u8]) -> Numbers {
        let len = dice.len().min(4);
        let mut v = [0u8; 4];
        v[..len].copy_from_slice(&dice[..len]);
        Numbers { len, v }
    }
}

impl std::ops::Deref for Numbers {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.v[..self.len]
    }
}

/// Each distinct number of `dice` once, larger first (the order the searches try them).
pub fn distinct_desc(dice: &[u8]) -> Numbers {
    let mut n = Numbers::of(dice);
    n.v[..n.len].sort_unstable_by(|a, b| b.cmp(a));
    let mut len = 0;
    for i in 0..n.len {
        if i == 0 || n.v[i] != n.v[len - 1] {
            n.v[len] = n.v[i];
            len += 1;
        }
    }
    n.len = len;
    n
}

/// `dice` with one `d` taken out.
pub fn remove_one(dice: &[u8], d: u8) -> Numbers {
    let mut n = Numbers::of(dice);
    if let Some(i) = n.iter().position(|&x| x == d) {
        n.v.copy_within(i + 1..n.len, i);
        n.len -= 1;
    }
    n
}

/// The numbers left as a search key: sorted, zero-padded.
pub fn dice_key(dice: &[u8]) -> [u8; 4] {
    let mut n = Numbers::of(dice);
    n.v[..n.len].sort_unstable();
    n.v[n.len..].fill(0);
    n.v
}

fn key_of(board: &Board, dice: &[u8]) -> (Board, [u8; 4]) {
    (*board, dice_key(dice))
}

/// Every reachable step sequence from `board` with `dice` (each prefix is a node),
/// skipping subtrees already seen with the same board and remaining dice.
pub fn explore(board: &Board, seat: Seat, dice: &[u8]) -> Vec<Node> {
    let larger = dice.iter().copied().max().unwrap_or(0);
    let two_different = dice.len() == 2 && dice[0] != dice[1];
    let mut out = Vec::with_capacity(64);
    out.push(Node { board: *board, seq: Vec::new(), uses_larger: false });
    // Sized for a crowded double up front: growing the set was a third of the time.
    let mut seen = FastSet::with_capacity_and_hasher(256, Default::default());
    let mut seq = Vec::new();
    dfs(board, seat, dice, &mut seq, &mut seen, &mut out, two_different, larger);
    out
}

#[allow(clippy::too_many_arguments)]
fn dfs(
    board: &Board,
    seat: Seat,
    dice: &[u8],
    seq: &mut Vec<RelStep>,
    seen: &mut FastSet<(Board, [u8; 4])>,
    out: &mut Vec<Node>,
    two_different: bool,
    larger: u8,
) {
    for &d in distinct_desc(dice).iter() {
        let rest = remove_one(dice, d);
        for r in 0..POINTS {
            if board.cnt[seat][r] == 0 {
                continue;
            }
            let Ok(t) = board.check_step(seat, r, d) else { continue };
            let mut next = *board;
            next.apply_step(seat, r, t);
            if !seen.insert(key_of(&next, &rest)) {
                continue;
            }
            seq.push(RelStep { from: r, to: t, die: d });
            let uses_larger = two_different && seq[0].die == larger;
            out.push(Node { board: next, seq: seq.clone(), uses_larger });
            if !rest.is_empty() {
                dfs(&next, seat, &rest, seq, seen, out, two_different, larger);
            }
            seq.pop();
        }
    }
}

/// The numbers a roll gives to play, larger first: a double is played four times.
pub fn roll_numbers(a: u8, b: u8) -> Vec<u8> {
    if a == b {
        vec![a; 4]
    } else {
        vec![a.max(b), a.min(b)]
    }
}

/// The legal plays of `seat` with `dice` on `board`.
pub fn analyse(board: &Board, seat: Seat, dice: &[u8]) -> Analysis {
    let nodes = explore(board, seat, dice);
    let block_at_start = board.forbidden_block(seat);
    let mut cand: Vec<Node> = nodes.into_iter().filter(|n| block_at_start || !n.board.forbidden_block(seat)).collect();
    let maxlen = cand.iter().map(|n| n.seq.len()).max().unwrap_or(0);
    cand.retain(|n| n.seq.len() == maxlen);
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
    for &d in distinct_desc(dice).iter() {
        let rest = remove_one(dice, d);
        for r in 0..POINTS {
            if board.cnt[seat][r] == 0 {
                continue;
            }
            let Ok(t) = board.check_step(seat, r, d) else { continue };
            let mut next = *board;
            next.apply_step(seat, r, t);
            if !reachable(&next, seat, target) {
                continue;
            }
            seq.push((r, t));
            orders_dfs(&next, seat, &rest, target, len, seq, seen, out);
            seq.pop();
        }
    }
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
