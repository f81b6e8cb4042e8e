//! Fevga bots at five levels, deciding from the (fully public) observed state.
//!
//! - beginner, casual and club: one ply, each play valued by the evaluation strong
//!   uses (below), drawn with a spread ([`crate::bot::Sloppiness`]) that narrows up
//!   the ladder, so that they make the mistakes people make, never a play far below
//!   the best. Medium before the five levels played the heuristic's best play; arena
//!   runs put strong 77% above it, more than a step of the ladder, so club now plays
//!   by the network, with a little spread (strong wins about 65% against it);
//! - strong: the best few plays by its evaluation (the TD-trained network of [`super::nn`]
//!   when one ships, else the heuristic), each scored by expectimax over the 21 rolls
//!   of the opponent, who answers with the evaluation's best play;
//! - master: strong's search over more plays, and the closest three looked at one roll
//!   deeper (our best answer to each of our next rolls after the opponent's reply), over
//!   as many of our rolls as a budget of work allows (all of them in most decisions);
//!   wherever its search meets a race with every checker of both sides home, it values
//!   it exactly ([`super::race`]) instead of by the network, which errs there; every
//!   other position it values by its own network, strong's trained on further
//!   ([`super::nn::master_fast`]).
//!
//! The heuristic counts in pips: the race lead, plus primes that hold opponent
//! checkers behind them, points made in the opponent's path, and the cost of a head
//! still locked by the first-checker rule. A logistic of the total, scaled by the
//! length of the race, estimates the chance of winning; the cube decisions use it.

use crate::bot::{best_by, sloppy_by, Sloppiness};
use crate::game::{BotLevel, Seat};
use crate::rng::GameRng;

use super::board::{Board, CHECKERS, HOME, PAST_OPPONENT_HEAD, POINTS};
use super::moves::{analyse, roll_numbers};
use super::rules::{Move, Phase, State};

/// Average pips a roll is worth (doubles count four times): the tempo of being on roll.
const TEMPO: f64 = 8.17;
/// Plays the hard bot looks at in depth.
const HARD_WIDTH: usize = 4;
/// Plays whose evaluation is this far below the best are not searched.
const HARD_MARGIN: f64 = 0.04;

/// Plays the master bot searches two plies deep.
const MASTER_WIDTH: usize = 6;
/// Plays whose evaluation is this far below the best are not searched by master.
const MASTER_MARGIN: f64 = 0.08;
/// Plays master looks at three plies deep (those closest after two).
const MASTER_DEEP: usize = 3;
/// How close after two plies a play must be to the best to be looked at deeper.
const MASTER_CLOSE: f64 = 0.05;
/// Work master's third ply may do in one decision, in positions evaluated and move
/// lists built ([`deep_values`]): it bounds the slowest decision.
const MASTER_BUDGET: u64 = 200_000;
/// Beginner: often a weaker play, never one far below the best (in win chance).
/// The spreads of the three one-ply levels were tuned on seed 7 (docs/bots.md).
const BEGINNER: Sloppiness = Sloppiness { temperature: 0.045, blunder: 0.15 };
/// Casual: the evaluation's play more often than not.
const CASUAL: Sloppiness = Sloppiness { temperature: 0.025, blunder: 0.08 };
/// Club: nearly always the evaluation's play, now and then a close second.
const CLUB: Sloppiness = Sloppiness { temperature: 0.01, blunder: 0.05 };

/// Value of a prime of `len` points holding opponent checkers behind it, in pips.
const PRIME_VALUE: [f64; 7] = [0.0, 0.0, 1.0, 3.0, 7.0, 13.0, 22.0];

/// Positional credit of `seat` in pips.
fn positional(b: &Board, seat: Seat) -> f64 {
    let opp = 1 - seat;
    let mut v = 0.0;
    // The rearmost opponent checker, in our relative coordinates (what lies in front of it
    // on its route is what we can block).
    let opp_rear = (0..POINTS).find(|&q| b.cnt[opp][q] > 0);
    if let Some(q) = opp_rear {
        // Walk the opponent's route ahead of its rear checker and score our runs.
        let mut run = 0usize;
        let mut behind = b.cnt[opp][q] as f64;
        for i in q + 1..POINTS {
            let ours = b.cnt[seat][(i + 12) % POINTS] > 0;
            if ours {
                run += 1;
                // Points of ours in the opponent's path cost it flexibility.
                v += 1.2;
            } else {
                if run >= 2 {
                    v += PRIME_VALUE[run.min(6)] * (behind.min(6.0) / 3.0);
                }
                run = 0;
                behind += b.cnt[opp][i] as f64;
            }
        }
        if run >= 2 {
            v += PRIME_VALUE[run.min(6)] * (behind.min(6.0) / 3.0);
        }
    }
    // First-checker rule: a locked head wastes numbers.
    if b.head_locked(seat) {
        let lead = (PAST_OPPONENT_HEAD..POINTS).find(|&r| b.cnt[seat][r] > 0).unwrap_or(0);
        let front = (1..POINTS).rev().find(|&r| b.cnt[seat][r] > 0).unwrap_or(lead);
        v -= 12.0 + (PAST_OPPONENT_HEAD.saturating_sub(front)) as f64 * 0.8;
    }
    // A tall head stack is slow to develop.
    v -= (b.cnt[seat][0] as f64 - 3.0).max(0.0) * 0.6;
    // Stacks of more than four on one point waste pips later.
    for r in 1..POINTS {
        v -= (b.cnt[seat][r] as f64 - 4.0).max(0.0) * 0.5;
    }
    // Bearing off: checkers deep in home bear off efficiently; gaps waste.
    if b.all_home(seat) {
        v += b.off[seat] as f64 * 0.5;
    } else {
        let outside: u32 = b.cnt[seat][..HOME].iter().map(|&c| c as u32).sum();
        v -= outside as f64 * 0.2;
    }
    v
}

/// The heuristic's positional credit of `me` minus the opponent's, in pips.
pub fn positional_balance(b: &Board, me: Seat) -> f64 {
    positional(b, me) - positional(b, 1 - me)
}

/// Estimated chance that `seat` wins from `b`, with `on_roll` to move next.
pub fn win_chance(b: &Board, seat: Seat, on_roll: Seat) -> f64 {
    let opp = 1 - seat;
    if b.off[seat] == CHECKERS {
        return 1.0;
    }
    if b.off[opp] == CHECKERS {
        return 0.0;
    }
    let ps = b.pips(seat) as f64;
    let po = b.pips(opp) as f64;
    let tempo = if on_roll == seat { TEMPO } else { -TEMPO };
    let lead = po - ps + tempo + positional(b, seat) - positional(b, opp);
    let scale = 4.0 + 0.09 * (ps + po) / 2.0;
    1.0 / (1.0 + (-1.6 * lead / scale).exp())
}

fn plays_of(state: &State) -> Vec<(Move, Board)> {
    let seat = state.turn;
    analyse(&state.board, seat, &state.dice).plays.into_iter().map(|n| (n.play(seat), n.board)).collect()
}

/// The hard bot's estimate that `me`, who just moved to `b`, wins (the opponent to
/// roll): the trained network when one ships, else the heuristic.
pub fn afterstate_value(b: &Board, me: Seat) -> f64 {
    match super::nn::shipped_fast() {
        Some(net) => net.value(b, me),
        None => win_chance(b, me, 1 - me),
    }
}

/// Master's estimate that `me`, who just moved to `b`, wins: exact when the game is a
/// race with every checker home ([`super::race`]), where the network errs most
/// measurably (it picks a worse bear-off than the exact one in about one decision in
/// seven), else by master's own network ([`master_network_value`]).
pub fn master_value(b: &Board, me: Seat) -> f64 {
    super::race::bearoff_value(b, me).unwrap_or_else(|| master_network_value(b, me))
}

/// Master's network estimate that `me`, who just moved to `b`, wins: the further-trained
/// network ([`super::nn::master_fast`]) when it ships, else strong's evaluation.
pub fn master_network_value(b: &Board, me: Seat) -> f64 {
    match super::nn::master_fast() {
        Some(net) => net.value(b, me),
        None => afterstate_value(b, me),
    }
}

/// Expected chance for `seat` after its play left `b`, the opponent to roll and answer
/// with its best play by [`afterstate_value`].
fn expect_reply(b: &Board, seat: Seat) -> f64 {
    expect_reply_by(b, seat, afterstate_value)
}

/// [`expect_reply`] with the evaluation `value` (master's or strong's).
fn expect_reply_by(b: &Board, seat: Seat, value: fn(&Board, Seat) -> f64) -> f64 {
    let opp = 1 - seat;
    let mut total = 0.0;
    for a in 1..=6u8 {
        for d in 1..=a {
            let w = if a == d { 1.0 } else { 2.0 };
            let dice = roll_numbers(a, d);
            let plays = analyse(b, opp, &dice).plays;
            let best = plays.iter().map(|n| value(&n.board, opp)).fold(f64::NEG_INFINITY, f64::max);
            let best = if best.is_finite() { best } else { value(b, opp) };
            total += w * (1.0 - best);
        }
    }
    total / 36.0
}

/// The bot's move for the seat to move in `state`.
pub fn choose(state: &State, level: BotLevel, rng: &mut GameRng) -> Move {
    match state.phase {
        Phase::Start => {
            if state.may_double() && level != BotLevel::Beginner {
                let searched = level >= BotLevel::Strong;
                let p = match searched {
                    true => 1.0 - afterstate_value(&state.board, 1 - state.turn),
                    false => win_chance(&state.board, state.turn, state.turn),
                };
                let (lo, hi) = if searched { (0.70, 0.88) } else { (0.75, 0.92) };
                if p > lo && p < hi {
                    return Move::Double;
                }
            }
            Move::Roll
        }
        Phase::Offered => {
            let taker = 1 - state.turn;
            let p = match level >= BotLevel::Strong {
                true => afterstate_value(&state.board, taker),
                false => win_chance(&state.board, taker, state.turn),
            };
            if level == BotLevel::Beginner || p >= 0.24 {
                Move::Take
            } else {
                Move::Drop
            }
        }
        Phase::Moving => choose_play(state, level, rng),
        _ => Move::Roll,
    }
}

fn choose_play(state: &State, level: BotLevel, rng: &mut GameRng) -> Move {
    let seat = state.turn;
    let plays = plays_of(state);
    if plays.len() <= 1 {
        return plays.into_iter().next().map(|(m, _)| m).unwrap_or(Move::Play(Default::default()));
    }
    // Who rolls after this play: usually the opponent; the same seat in a progression.
    let next = match state.chain {
        super::rules::Chain::Rolled | super::rules::Chain::Follow => seat,
        super::rules::Chain::Leftover => seat,
        super::rules::Chain::None => 1 - seat,
    };
    let moves: Vec<usize> = (0..plays.len()).collect();
    match level {
        BotLevel::Beginner | BotLevel::Casual | BotLevel::Club => {
            let style = match level {
                BotLevel::Beginner => BEGINNER,
                BotLevel::Casual => CASUAL,
                _ => CLUB,
            };
            let i = sloppy_by(&moves, style, rng, |&i| afterstate_value(&plays[i].1, seat)).unwrap_or(0);
            plays[i].0.clone()
        }
        BotLevel::Strong => {
            let mut scored: Vec<(usize, f64)> =
                moves.iter().map(|&i| (i, afterstate_value(&plays[i].1, seat))).collect();
            scored.sort_by(|a, b| b.1.total_cmp(&a.1));
            // Look deeper only at plays the evaluation finds close to the best.
            let best = scored[0].1;
            scored.retain(|&(_, v)| v >= best - HARD_MARGIN);
            scored.truncate(HARD_WIDTH);
            if next == seat || scored.len() == 1 {
                return plays[scored[0].0].0.clone();
            }
            let deep: Vec<usize> = scored.iter().map(|&(i, _)| i).collect();
            let i = best_by(&deep, rng, |&i| expect_reply(&plays[i].1, seat)).unwrap_or(scored[0].0);
            plays[i].0.clone()
        }
        BotLevel::Master => master_play(&plays, seat, next, rng),
    }
}

/// Master: strong's two-ply search over more plays, then the closest few of those
/// searched one roll deeper, as deep as [`MASTER_BUDGET`] allows, every position valued
/// by [`master_value`].
fn master_play(plays: &[(Move, Board)], seat: Seat, next: Seat, rng: &mut GameRng) -> Move {
    let mut scored: Vec<(usize, f64)> = (0..plays.len()).map(|i| (i, master_value(&plays[i].1, seat))).collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1));
    let best = scored[0].1;
    scored.retain(|&(_, v)| v >= best - MASTER_MARGIN);
    scored.truncate(MASTER_WIDTH);
    if next == seat || scored.len() == 1 {
        return plays[scored[0].0].0.clone();
    }
    let mut two: Vec<(usize, f64)> =
        scored.iter().map(|&(i, _)| (i, expect_reply_by(&plays[i].1, seat, master_value))).collect();
    two.sort_by(|a, b| b.1.total_cmp(&a.1));
    // Only a close call is worth the third ply.
    let best = two[0].1;
    two.retain(|&(_, v)| v >= best - MASTER_CLOSE);
    two.truncate(MASTER_DEEP);
    if two.len() == 1 {
        return plays[two[0].0].0.clone();
    }
    let boards: Vec<Board> = two.iter().map(|&(i, _)| plays[i].1).collect();
    match deep_values_by(&boards, seat, MASTER_BUDGET, master_value) {
        Some((values, _)) => {
            let deep: Vec<usize> = (0..two.len()).collect();
            let k = best_by(&deep, rng, |&k| values[k]).unwrap_or(0);
            plays[two[k].0].0.clone()
        }
        // Too many plays to look at even a third of our rolls: the two-ply choice.
        None => plays[two[0].0].0.clone(),
    }
}

/// Work a search may still do, counted in positions evaluated and move lists built,
/// never in time, so that a seed plays the same game on every machine.
struct Work {
    left: u64,
}

impl Work {
    /// Takes `n` units; false (and nothing left) when fewer remain.
    fn spend(&mut self, n: usize) -> bool {
        match self.left.checked_sub(n as u64) {
            Some(left) => {
                self.left = left;
                true
            }
            None => {
                self.left = 0;
                false
            }
        }
    }
}

/// For each of `boards` (plays of `seat`, the opponent to roll), the chance for `seat`
/// three plies on: over the opponent's 21 rolls its best reply by [`afterstate_value`],
/// then over our 21 rolls our best answer by the same evaluation. The search runs in
/// three passes, each over a third of our rolls for every reply: which third turns with
/// the opponent's roll (gnubg's "reduced" search does the like), so after any pass every
/// roll of ours has counted equally often overall, and after three the search is exact.
/// A pass that would spend more than `budget` (see [`Work`]) is dropped: the values are
/// those of the passes done (returned with their number), `None` when not even the
/// first fits.
/// (By the network alone: the tests check the search against three plies written out
/// plainly; master searches with [`master_value`] through [`deep_values_by`].)
#[cfg(test)]
pub(super) fn deep_values(boards: &[Board], seat: Seat, budget: u64) -> Option<(Vec<f64>, usize)> {
    deep_values_by(boards, seat, budget, afterstate_value)
}

/// [`deep_values`] with the evaluation `value` (master's).
fn deep_values_by(
    boards: &[Board],
    seat: Seat,
    budget: u64,
    value: fn(&Board, Seat) -> f64,
) -> Option<(Vec<f64>, usize)> {
    let opp = 1 - seat;
    let mut work = Work { left: budget };
    // The opponent's reply to each of its rolls is the same in every pass.
    let mut replies: Vec<Vec<(f64, Board)>> = Vec::with_capacity(boards.len());
    for b in boards {
        let mut row = Vec::with_capacity(21);
        for (w, dice) in rolls() {
            let plays = analyse(b, opp, &dice).plays;
            if !work.spend(plays.len() + 1) {
                return None;
            }
            let reply = plays
                .iter()
                .map(|n| (value(&n.board, opp), n.board))
                .max_by(|a, c| a.0.total_cmp(&c.0))
                .map(|(_, board)| board)
                .unwrap_or(*b);
            row.push((w, reply));
        }
        replies.push(row);
    }
    // Per board and reply, our rolls' summed values and weights over the passes done.
    let mut sums: Vec<Vec<(f64, f64)>> = vec![vec![(0.0, 0.0); 21]; boards.len()];
    for pass in 0..3 {
        let mut this = sums.clone();
        for (row, reps) in this.iter_mut().zip(&replies) {
            for (k, (cell, (_, reply))) in row.iter_mut().zip(reps).enumerate() {
                let (v, w) = match reply.off[opp] == CHECKERS {
                    true => (0.0, 1.0),
                    false => match our_best_summed(reply, seat, (k + pass) % 3, &mut work, value) {
                        Some(got) => got,
                        None if pass == 0 => return None,
                        None => return Some((deep_totals(&sums, &replies), pass)),
                    },
                };
                cell.0 += v;
                cell.1 += w;
            }
        }
        sums = this;
    }
    Some((deep_totals(&sums, &replies), 3))
}

/// The values of [`deep_values`] from its per-reply sums.
fn deep_totals(sums: &[Vec<(f64, f64)>], replies: &[Vec<(f64, Board)>]) -> Vec<f64> {
    sums.iter()
        .zip(replies)
        .map(|(row, reps)| row.iter().zip(reps).map(|(&(v, w), &(weight, _))| weight * (v / w)).sum::<f64>() / 36.0)
        .collect()
}

/// For `seat`, to roll on `b`, over the rolls of one third (`third`) of the 21: the
/// summed chance of its best play, weighted, and the summed weights; `None` when `work`
/// runs out.
fn our_best_summed(
    b: &Board,
    seat: Seat,
    third: usize,
    work: &mut Work,
    value: fn(&Board, Seat) -> f64,
) -> Option<(f64, f64)> {
    let (mut total, mut weight) = (0.0, 0.0);
    for (_, (w, dice)) in rolls().enumerate().filter(|(j, _)| j % 3 == third) {
        let plays = analyse(b, seat, &dice).plays;
        if !work.spend(plays.len() + 1) {
            return None;
        }
        let best = plays.iter().map(|n| value(&n.board, seat)).fold(f64::NEG_INFINITY, f64::max);
        total += w * if best.is_finite() { best } else { 1.0 - value(b, 1 - seat) };
        weight += w;
    }
    Some((total, weight))
}

/// The 21 distinct rolls with their weights out of 36.
fn rolls() -> impl Iterator<Item = (f64, Vec<u8>)> {
    (1..=6u8).flat_map(|a| (1..=a).map(move |d| (if a == d { 1.0 } else { 2.0 }, roll_numbers(a, d))))
}
