//! The tap table of a Fevga turn: every legal play with every order in which its
//! checkers may be moved, built in one pass.
//!
//! [`super::Fevga::step_orders`] finds the orders of one play by a search towards its
//! board; doing that for each of several hundred plays of a double took tens of
//! milliseconds. Here the reachable positions are built once as a graph (a position
//! and the numbers left, each reached once, its steps in the search order: larger
//! number first, then from the head onwards), the positions from which some legal
//! play's board is reached are marked, and the paths to those boards are read off in
//! that same order. Orders are packed into one integer each and steps are labelled
//! once per distinct (from, to, number), so nothing is allocated per order. The
//! result equals the table listed from `step_orders` (a test compares them).

use crate::fast_hash::FastMap;
use crate::step_table::StepTable;

use super::board::{Board, OFF, POINTS};
use super::moves::{dice_key, die_for, distinct_desc, remove_one};
use super::rules::{Move, Phase, State, Step};
use super::step_info;

/// Most steps leaving one position: every point with every distinct number.
const MAX_EDGES: usize = POINTS * 2;

/// The graph of positions reachable with the dice, from the start (vertex 0).
#[derive(Default)]
struct Graph {
    /// Per vertex: numbers still to play and the range of its steps in `edges`.
    vertices: Vec<(usize, u32, u32)>,
    boards: Vec<Board>,
    /// Steps as (from, to, next vertex).
    edges: Vec<(u8, u8, u32)>,
    /// True when some vertex has two steps with the same from and to (bearing off
    /// with two different numbers), so the same order can be found twice.
    twin_edges: bool,
}

fn build(g: &mut Graph, seen: &mut FastMap<(Board, [u8; 4]), u32>, board: &Board, seat: usize, dice: &[u8]) -> u32 {
    let key = (*board, dice_key(dice));
    if let Some(&id) = seen.get(&key) {
        return id;
    }
    let id = g.vertices.len() as u32;
    g.vertices.push((dice.len(), 0, 0));
    g.boards.push(*board);
    seen.insert(key, id);
    let mut local = [(0u8, 0u8, 0u32); MAX_EDGES];
    let mut n = 0;
    // Each distinct number once, larger first, as the legal-play search goes.
    for &d in distinct_desc(dice).iter() {
        let rest = remove_one(dice, d);
        for r in 0..POINTS {
            if board.cnt[seat][r] == 0 {
                continue;
            }
            let Ok(t) = board.check_step(seat, r, d) else { continue };
            let mut next = *board;
            next.apply_step(seat, r, t);
            let child = build(g, seen, &next, seat, &rest);
            if local[..n].iter().any(|e| (e.0, e.1) == (r as u8, t as u8)) {
                g.twin_edges = true;
            }
            local[n] = (r as u8, t as u8, child);
            n += 1;
        }
    }
    let start = g.edges.len() as u32;
    g.edges.extend_from_slice(&local[..n]);
    g.vertices[id as usize].1 = start;
    g.vertices[id as usize].2 = start + n as u32;
    id
}

/// An order packed into one integer: 10 bits per step (from, to), at most four.
fn pack(steps: impl IntoIterator<Item = (u8, u8)>) -> u64 {
    steps.into_iter().enumerate().fold(0, |acc, (i, (r, t))| acc | ((r as u64) << 5 | t as u64) << (10 * i))
}

fn unpack(packed: u64, len: usize) -> impl Iterator<Item = (u8, u8)> {
    (0..len).map(move |i| {
        let s = (packed >> (10 * i)) & 0x3ff;
        ((s >> 5) as u8, (s & 0x1f) as u8)
    })
}

/// What the walk over the graph needs and collects.
struct Walk<'a> {
    g: &'a Graph,
    goal: usize,
    target: &'a FastMap<Board, usize>,
    /// Per vertex: `Some(true)` when it leads to a legal play's board.
    useful: Vec<Option<bool>>,
    /// Orders found: (play, packed order), in search order.
    found: Vec<(u32, u64)>,
    /// Orders already found, when twin steps can repeat one.
    unique: super::moves::FastSet<u64>,
}

impl Walk<'_> {
    fn leads(&mut self, v: u32) -> bool {
        if let Some(known) = self.useful[v as usize] {
            return known;
        }
        let (left, a, b) = self.g.vertices[v as usize];
        let ok = if left == self.goal {
            self.target.contains_key(&self.g.boards[v as usize])
        } else {
            // Every child is visited (no short cut), so each one's answer is known.
            (a..b).fold(false, |any, e| self.leads(self.g.edges[e as usize].2) | any)
        };
        self.useful[v as usize] = Some(ok);
        ok
    }

    fn walk(&mut self, v: u32, depth: usize, packed: u64) {
        let (left, a, b) = self.g.vertices[v as usize];
        if left == self.goal {
            let play = self.target[&self.g.boards[v as usize]];
            if !self.g.twin_edges || self.unique.insert(packed) {
                self.found.push((play as u32, packed));
            }
            return;
        }
        for e in a..b {
            let (r, t, c) = self.g.edges[e as usize];
            if self.useful[c as usize] == Some(true) {
                self.walk(c, depth + 1, packed | ((r as u64) << 5 | t as u64) << (10 * depth));
            }
        }
    }
}

/// The table of a turn in [`Phase::Moving`] with at least one number to play; `None`
/// for any other position (the default table serves those).
pub fn table(state: &State) -> Option<StepTable<Move>> {
    if state.phase != Phase::Moving || state.dice.is_empty() || state.dice.len() > 4 {
        return None;
    }
    let seat = state.turn;
    let analysis = state.analysis();
    let len = analysis.maxlen;
    if len == 0 {
        return None;
    }
    let moves: Vec<Move> = analysis
        .plays
        .iter()
        .map(|n| Move::Play(n.seq.iter().map(|s| Step::of_rel(seat, s.from, s.to)).collect()))
        .collect();
    let target: FastMap<Board, usize> = analysis.plays.iter().enumerate().map(|(i, n)| (n.board, i)).collect();
    // Sized up front from the number of plays (on crowded doubles about 1.5 positions,
    // 4.6 steps and 18 orders per play): growing these was a fifth of the time.
    let plays = analysis.plays.len();
    let mut g = Graph {
        vertices: Vec::with_capacity(2 * plays + 16),
        boards: Vec::with_capacity(2 * plays + 16),
        edges: Vec::with_capacity(6 * plays + 64),
        twin_edges: false,
    };
    let mut seen = FastMap::default();
    seen.reserve(2 * plays + 16);
    build(&mut g, &mut seen, &state.board, seat, &state.dice);
    let mut w = Walk {
        g: &g,
        goal: state.dice.len() - len,
        target: &target,
        useful: vec![None; g.vertices.len()],
        found: Vec::with_capacity(20 * plays + 16),
        unique: Default::default(),
    };
    w.leads(0);
    w.walk(0, 0, 0);
    // Group by play (stable, so each play keeps search order), its own order first.
    let mut starts = vec![0usize; moves.len() + 1];
    for &(play, _) in &w.found {
        starts[play as usize + 1] += 1;
    }
    for i in 0..moves.len() {
        starts[i + 1] += starts[i];
    }
    let mut grouped = vec![0u64; w.found.len()];
    let mut fill = starts.clone();
    for &(play, packed) in &w.found {
        grouped[fill[play as usize]] = packed;
        fill[play as usize] += 1;
    }
    let mut table = StepTable::new(moves);
    let mut ids = vec![u32::MAX; 25 * 25 * 7];
    for (play, node) in analysis.plays.iter().enumerate() {
        let first = pack(node.seq.iter().map(|s| (s.from as u8, s.to as u8)));
        let rest = grouped[starts[play]..starts[play + 1]].iter().copied().filter(|&o| o != first);
        for order in std::iter::once(first).chain(rest) {
            let steps = order_ids(state, &mut table, &mut ids, order, len);
            table.push_order_ids(play, steps.into_iter().take(len));
        }
    }
    Some(table)
}

/// The step ids of one order, each step labelled with the number it uses, found the
/// way [`super::Fevga::steps`] finds it (the exact number first when bearing off).
fn order_ids(state: &State, table: &mut StepTable<Move>, ids: &mut [u32], order: u64, len: usize) -> [u32; 4] {
    let seat = state.turn;
    let bears_off = unpack(order, len).any(|(_, t)| t as usize >= OFF);
    let mut dice = if bears_off { state.dice.clone() } else { Vec::new() };
    let mut board = state.board;
    let mut out = [0u32; 4];
    for (k, (r, t)) in unpack(order, len).enumerate() {
        let die = if bears_off {
            let die = die_for(&board, seat, &dice, r as usize, t as usize).ok();
            if let Some(d) = die {
                if let Some(i) = dice.iter().position(|&x| x == d) {
                    dice.remove(i);
                }
                board.apply_step(seat, r as usize, t as usize);
            }
            die
        } else {
            Some(t - r)
        };
        let slot = &mut ids[(r as usize * 25 + t as usize) * 7 + die.unwrap_or(0) as usize];
        if *slot == u32::MAX {
            *slot = table.step_id(step_info(state, &Step::of_rel(seat, r as usize, t as usize), die));
        }
        out[k] = *slot;
    }
    out
}
