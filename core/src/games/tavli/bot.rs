//! Portes and Plakoto bots at five levels, deciding from the (fully public) state.
//!
//! One evaluation over the shared board, weighted per game ([`Weights`]; the weights
//! live in each game's `bot.rs`): the pip race, scaled by its length into a chance of
//! winning, plus points made (more at home), blots the opponent can reach, checkers on
//! the bar, and pins (a pinned opposing checker, more the further back it is; a
//! pinned mother the exception keeps in play).
//!
//! - beginner, casual, club: one ply, drawn with a spread that narrows up the ladder
//!   ([`crate::bot::Sloppiness`]);
//! - strong: the evaluation's best play;
//! - master: the best few plays by the evaluation, each scored by expectimax over the
//!   21 rolls of the opponent, who answers with the evaluation's best play.
//!
//! These are hand-set heuristics, not yet measured on the ladder nor trained by
//! self-play as Fevga's networks are (issue 42 lists that as later work).

use crate::bot::{best_by, sloppy_by, Sloppiness};
use crate::game::{BotLevel, Seat};
use crate::rng::GameRng;

use super::dice::roll_numbers;
use super::opposed::{mirror, Board, CHECKERS, HOME, POINTS};
use super::rules::{end_of, Kind, Move, Options, Phase, State};
use super::turn::analyse;

/// The evaluation's weights, in pips.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// A point made (two or more own checkers) outside home.
    pub point: f64,
    /// A point made in home.
    pub home_point: f64,
    /// A single checker the opponent can reach with one or two dice.
    pub blot: f64,
    /// A checker on the bar.
    pub bar: f64,
    /// An opposing checker pinned (Plakoto), plus [`Weights::pin_depth`] per point
    /// it is still from its home.
    pub pin: f64,
    /// See [`Weights::pin`].
    pub pin_depth: f64,
    /// The opponent's mother pinned while the exception keeps the game going.
    pub mother: f64,
}

const BEGINNER: Sloppiness = Sloppiness { temperature: 0.05, blunder: 0.2 };
const CASUAL: Sloppiness = Sloppiness { temperature: 0.025, blunder: 0.1 };
const CLUB: Sloppiness = Sloppiness { temperature: 0.01, blunder: 0.04 };
/// Plays master searches.
const MASTER_WIDTH: usize = 4;

fn weights(kind: Kind) -> &'static Weights {
    match kind {
        Kind::Portes => &crate::games::portes::bot::WEIGHTS,
        Kind::Plakoto => &crate::games::plakoto::bot::WEIGHTS,
    }
}

/// Positional credit of `seat` in pips.
fn positional(b: &Board, seat: Seat, w: &Weights) -> f64 {
    let opp = 1 - seat;
    let mut v = -(b.bar[seat] as f64) * w.bar;
    // The opponent's rearmost checker (in its coordinates): nothing ahead of our
    // checkers beyond it can be hit or pinned.
    let opp_rear =
        if b.bar[opp] > 0 { Some(-1i32) } else { (0..POINTS).find(|&q| b.on_point(opp, q) > 0).map(|q| q as i32) };
    for r in 0..POINTS {
        let n = b.cnt[seat][r];
        if n >= 2 {
            v += if r >= HOME { w.home_point } else { w.point };
        } else if n == 1 && !b.is_pinned(opp, mirror(r)) {
            // Reachable: some free opposing checker (or one on the bar) 1..=12 behind it.
            let m = mirror(r) as i32;
            let reach = (m - 12..m).any(|q| (q == -1 && b.bar[opp] > 0) || (q >= 0 && b.cnt[opp][q as usize] > 0));
            if reach && opp_rear.is_some_and(|q| q < m) {
                v -= w.blot;
            }
        }
        if b.is_pinned(opp, mirror(r)) {
            v += w.pin + w.pin_depth * (POINTS - mirror(r)) as f64 / 6.0;
        }
    }
    if b.mother_pinned(opp) {
        v += w.mother;
    }
    v
}

/// The chance that `me` wins from `b` with the opponent to roll (an estimate; exact
/// when the game is over).
pub fn value(kind: Kind, opts: &Options, b: &Board, me: Seat) -> f64 {
    if let Some(end) = end_of(kind, opts, b, me) {
        return match end.winner() {
            Some(w) if w == me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    let w = weights(kind);
    let opp = 1 - me;
    let (mine, theirs) = (b.pips(me) as f64, b.pips(opp) as f64);
    // Being on roll is worth about four pips to the opponent.
    let lead = theirs - mine - 4.0 + positional(b, me, w) - positional(b, opp, w);
    let scale = 6.0 + (mine + theirs) / 20.0;
    let _ = CHECKERS;
    1.0 / (1.0 + (-lead / scale).exp())
}

/// The 21 rolls with their weights out of 36.
fn rolls() -> impl Iterator<Item = (f64, Vec<u8>)> {
    (1..=6u8).flat_map(|a| (1..=a).map(move |d| (if a == d { 1.0 } else { 2.0 }, roll_numbers(a, d))))
}

/// `me`'s chance after the opponent's roll and best reply by the evaluation.
fn expect_reply(kind: Kind, opts: &Options, b: &Board, me: Seat) -> f64 {
    if end_of(kind, opts, b, me).is_some() {
        return value(kind, opts, b, me);
    }
    let opp = 1 - me;
    let mut total = 0.0;
    for (w, dice) in rolls() {
        let plays = analyse(b, opp, &dice).plays;
        let best = plays.iter().map(|n| value(kind, opts, &n.board, opp)).fold(f64::NEG_INFINITY, f64::max);
        let best = if best.is_finite() { best } else { 1.0 - value(kind, opts, b, me) };
        total += w * (1.0 - best);
    }
    total / 36.0
}

/// The bot's move for the seat to move.
pub fn choose(state: &State, level: BotLevel, rng: &mut GameRng) -> Move {
    if state.phase != Phase::Moving {
        return Move::Roll;
    }
    let seat = state.turn;
    let analysis = state.analysis();
    let plays: Vec<(Move, Board)> =
        analysis.plays.iter().map(|n| (Move::Play(state.steps_of(&n.seq)), n.board)).collect();
    if plays.len() <= 1 {
        return plays.into_iter().next().map(|(m, _)| m).unwrap_or(Move::Play(Default::default()));
    }
    let (kind, opts) = (state.kind, state.opts);
    let idx: Vec<usize> = (0..plays.len()).collect();
    let one_ply = |i: &usize| value(kind, &opts, &plays[*i].1, seat);
    let i = match level {
        BotLevel::Beginner => sloppy_by(&idx, BEGINNER, rng, one_ply),
        BotLevel::Casual => sloppy_by(&idx, CASUAL, rng, one_ply),
        BotLevel::Club => sloppy_by(&idx, CLUB, rng, one_ply),
        BotLevel::Strong => best_by(&idx, rng, one_ply),
        BotLevel::Master => {
            let mut scored: Vec<(usize, f64)> = idx.iter().map(|i| (*i, one_ply(i))).collect();
            scored.sort_by(|a, b| b.1.total_cmp(&a.1));
            scored.truncate(MASTER_WIDTH);
            let deep: Vec<usize> = scored.iter().map(|&(i, _)| i).collect();
            best_by(&deep, rng, |&i| expect_reply(kind, &opts, &plays[i].1, seat))
        }
    }
    .unwrap_or(0);
    plays[i].0.clone()
}
