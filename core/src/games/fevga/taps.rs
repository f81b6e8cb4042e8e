//! The tap table of a Fevga turn: every legal play with every order in which its
//! checkers may be moved.
//!
//! [`super::Fevga::step_orders`] finds the orders of one play by a search towards its
//! board; doing that for each of several hundred plays of a double took tens of
//! milliseconds. Here one search builds the reachable positions as a graph (a position
//! and the numbers left, each reached once, its steps in the search order: larger
//! number first, then from the head onwards), which gives the legal plays too. Each
//! position learns the first legal play (in table order) reachable from it, which
//! marks the positions that lead to a play and tells the first steps in table order
//! without listing a single order. The orders themselves (ten thousand on a crowded
//! double) are read off the graph only for the first step a player taps, in the same
//! order the whole table would list them. Orders are packed into one integer each and
//! steps are labelled once per distinct (from, to, number), so nothing is allocated
//! per order. The result equals the table listed from `step_orders` (tests compare
//! every answer).

use crate::fast_hash::FastMap;
use crate::game::StepInfo;
use crate::step_table::{OrderSource, Orders, StepTable};

use super::board::{Board, OFF};
use super::moves::{analyse_nodes, die_for, FastSet, Graph};
use super::rules::{Move, Phase, State, Step};
use super::{notation, step_info};

/// No play (a position that leads to none).
const NONE: u32 = u32::MAX;

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

/// The first step of a packed order.
fn first_of(packed: u64) -> (u8, u8) {
    unpack(packed, 1).next().unwrap_or_default()
}

/// What the orders of a turn are read from.
struct Source {
    state: State,
    g: Graph,
    /// Numbers left once a play is complete.
    goal: u8,
    /// Per vertex with `goal` numbers left: the legal play whose board it has.
    play_of: Vec<u32>,
    /// Per vertex: the first legal play reachable from it ([`NONE`]: it leads to none).
    first_play: Vec<u32>,
    /// Per play: its own order (the representative's steps), listed first.
    own: Vec<u64>,
    /// Steps of every play.
    len: usize,
}

/// The first play reachable from `v`, each vertex answered once.
fn first_play(g: &Graph, goal: u8, play_of: &[u32], memo: &mut [Option<u32>], v: u32) -> u32 {
    if let Some(known) = memo[v as usize] {
        return known;
    }
    let found = if g.left[v as usize] == goal {
        play_of[v as usize]
    } else {
        let (a, b) = g.range[v as usize];
        (a..b).map(|e| first_play(g, goal, play_of, memo, g.edges[e as usize].2)).min().unwrap_or(NONE)
    };
    memo[v as usize] = Some(found);
    found
}

impl Source {
    /// The die a first step uses, as an order labels it (the exact number, or the
    /// smallest that bears the checker off).
    fn first_die(&self, r: u8, t: u8) -> Option<u8> {
        if t as usize >= OFF {
            die_for(&self.state.board, self.state.turn, &self.state.dice, r as usize, t as usize).ok()
        } else {
            Some(t - r)
        }
    }

    /// The distinct first steps in table order: a step is first listed by the first
    /// play some order of which starts with it, and within that play the play's own
    /// order comes first, then the others in search order.
    fn firsts(&self) -> Vec<StepInfo> {
        let (a, b) = self.g.range[0];
        let mut best: Vec<((u8, u8), (u32, u32))> = Vec::new();
        for e in a..b {
            let (r, t, child) = self.g.edges[e as usize];
            let play = self.first_play[child as usize];
            if play == NONE {
                continue;
            }
            let rank = if first_of(self.own[play as usize]) == (r, t) { 0 } else { e - a + 1 };
            match best.iter_mut().find(|(step, _)| *step == (r, t)) {
                Some((_, key)) => *key = (*key).min((play, rank)),
                None => best.push(((r, t), (play, rank))),
            }
        }
        best.sort_by_key(|&(_, key)| key);
        let seat = self.state.turn;
        best.into_iter()
            .map(|((r, t), _)| {
                step_info(&self.state, &Step::of_rel(seat, r as usize, t as usize), self.first_die(r, t))
            })
            .collect()
    }

    fn walk(&self, v: u32, depth: usize, packed: u64, unique: &mut FastSet<u64>, found: &mut Vec<(u32, u64)>) {
        if self.g.left[v as usize] == self.goal {
            if !self.g.twin_edges || unique.insert(packed) {
                found.push((self.play_of[v as usize], packed));
            }
            return;
        }
        let (a, b) = self.g.range[v as usize];
        for e in a..b {
            let (r, t, c) = self.g.edges[e as usize];
            if self.first_play[c as usize] != NONE {
                self.walk(c, depth + 1, packed | ((r as u64) << 5 | t as u64) << (10 * depth), unique, found);
            }
        }
    }

    /// The orders that start with `first` (every order for `None`), in table order:
    /// play by play, each play's own order first, then the others in search order.
    fn list(&self, first: Option<(u8, u8)>) -> Orders {
        let mut found = Vec::new();
        let mut unique = FastSet::default();
        let (a, b) = self.g.range[0];
        for e in a..b {
            let (r, t, c) = self.g.edges[e as usize];
            if first.is_none_or(|f| f == (r, t)) && self.first_play[c as usize] != NONE {
                self.walk(c, 1, (r as u64) << 5 | t as u64, &mut unique, &mut found);
            }
        }
        // Group by play (stable, so each play keeps search order).
        let plays = self.own.len();
        let mut starts = vec![0usize; plays + 1];
        for &(play, _) in &found {
            starts[play as usize + 1] += 1;
        }
        for i in 0..plays {
            starts[i + 1] += starts[i];
        }
        let mut grouped = vec![0u64; found.len()];
        let mut fill = starts.clone();
        for &(play, packed) in &found {
            grouped[fill[play as usize]] = packed;
            fill[play as usize] += 1;
        }
        let mut orders = Orders::default();
        let mut ids = vec![u32::MAX; 25 * 25 * 7];
        for play in 0..plays {
            let own = self.own[play];
            let own_here = first.is_none_or(|f| f == first_of(own)).then_some(own);
            let rest = grouped[starts[play]..starts[play + 1]].iter().copied().filter(|&o| o != own);
            for order in own_here.into_iter().chain(rest) {
                let steps = self.order_ids(&mut orders, &mut ids, order);
                orders.push_order_ids(play, steps.into_iter().take(self.len));
            }
        }
        orders
    }

    /// The step ids of one order, each step labelled with the number it uses, found
    /// the way [`super::Fevga::steps`] finds it (the exact number first when bearing off).
    fn order_ids(&self, orders: &mut Orders, ids: &mut [u32], order: u64) -> [u32; 4] {
        let state = &self.state;
        let seat = state.turn;
        let bears_off = unpack(order, self.len).any(|(_, t)| t as usize >= OFF);
        let mut dice = if bears_off { state.dice.clone() } else { Vec::new() };
        let mut board = state.board;
        let mut out = [0u32; 4];
        for (k, (r, t)) in unpack(order, self.len).enumerate() {
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
                *slot = orders.step_id(step_info(state, &Step::of_rel(seat, r as usize, t as usize), die));
            }
            out[k] = *slot;
        }
        out
    }
}

impl OrderSource for Source {
    fn orders_from(&self, first: &str) -> Orders {
        match notation::parse_step(first) {
            Ok(step) => {
                let (r, t) = step.rel(self.state.turn);
                self.list(Some((r as u8, t.min(OFF) as u8)))
            }
            Err(_) => Orders::default(),
        }
    }

    fn all_orders(&self) -> Orders {
        self.list(None)
    }
}

/// The table of a turn in [`Phase::Moving`] with at least one number to play; `None`
/// for any other position (the default table serves those).
pub fn table(state: &State) -> Option<StepTable<Move>> {
    if state.phase != Phase::Moving || state.dice.is_empty() || state.dice.len() > 4 {
        return None;
    }
    let seat = state.turn;
    // One search serves the legal plays and the steps between positions.
    let g = Graph::explore(&state.board, seat, &state.dice, true, 1024);
    let analysis = analyse_nodes(&g.nodes, &state.board, seat, &state.dice);
    let len = analysis.maxlen;
    if len == 0 {
        return None;
    }
    let moves: Vec<Move> = analysis.plays.iter().map(|n| n.play(seat)).collect();
    let goal = (state.dice.len() - len) as u8;
    let target: FastMap<Board, u32> = analysis.plays.iter().enumerate().map(|(i, n)| (n.board, i as u32)).collect();
    let play_of: Vec<u32> = (0..g.nodes.len())
        .map(|v| if g.left[v] == goal { target.get(&g.nodes[v].board).copied().unwrap_or(NONE) } else { NONE })
        .collect();
    let mut memo = vec![None; g.nodes.len()];
    first_play(&g, goal, &play_of, &mut memo, 0);
    // Vertices the search from the start never asked about lead to no play.
    let first_play = memo.into_iter().map(|p| p.unwrap_or(NONE)).collect();
    let own = analysis.plays.iter().map(|n| pack(n.seq.iter().map(|s| (s.from, s.to)))).collect();
    let source = Source { state: state.clone(), g, goal, play_of, first_play, own, len };
    let firsts = source.firsts();
    Some(StepTable::lazy(moves, firsts, Box::new(source)))
}
