//! Portes and Plakoto bots at five levels, deciding from the (fully public) state.
//!
//! Each game has a network trained by self-play (`tavli/nn.rs`, `tavli/train.rs`),
//! which values a position after a play; positions where the game is over or every
//! checker of both sides is home are valued exactly (the bear-off table), never by
//! the network. The hand-set evaluation below ([`heuristic_value`], weighted per game
//! by [`Weights`] in each game's `bot.rs`) is what training checks the network
//! against, and what the levels fall back to if a weights file were missing.
//!
//! - beginner, casual, club: one ply, drawn with a spread that narrows up the ladder
//!   ([`crate::bot::Sloppiness`]), per game ([`style_of`]);
//! - strong: the network's play with a small spread (a step below master);
//! - master: the network's best few plays (within a margin of the best), each scored
//!   by expectimax over the opponent's 21 rolls answered with the network's best play.
use crate::bot::{best_by, sloppy_by, Sloppiness};
use crate::game::{BotLevel, Seat};
use crate::rng::GameRng;

use super::dice::roll_numbers;
use super::opposed::{mirror, Board, CHECKERS, HOME, POINTS};
use super::plays::each_play_board;
use super::rules::{end_of, Kind, Move, Options, Phase, State};

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

// Each level's spread per game, set so that every step of the ladder lies in 60–75%
// (docs/bots.md, "Portes and Plakoto"). Master's two-ply lookahead over the same
// network is only about 60% against that network's best play, so strong draws its
// play with a small spread (Plakoto 0.008, Portes 0.012) to stand a clear step below
// master, and the levels under it are spaced out to match: Plakoto's beginner draws
// wider (0.08) so that the whole ladder has room for four steps.
const PLAKOTO_BEGINNER: Sloppiness = Sloppiness { temperature: 0.08, blunder: 0.15 };
const PLAKOTO_CASUAL: Sloppiness = Sloppiness { temperature: 0.038, blunder: 0.08 };
const PLAKOTO_CLUB: Sloppiness = Sloppiness { temperature: 0.024, blunder: 0.05 };
const PLAKOTO_STRONG: Sloppiness = Sloppiness { temperature: 0.008, blunder: 0.03 };
const PORTES_BEGINNER: Sloppiness = Sloppiness { temperature: 0.05, blunder: 0.15 };
const PORTES_CASUAL: Sloppiness = Sloppiness { temperature: 0.035, blunder: 0.12 };
const PORTES_CLUB: Sloppiness = Sloppiness { temperature: 0.024, blunder: 0.07 };
const PORTES_STRONG: Sloppiness = Sloppiness { temperature: 0.012, blunder: 0.03 };
/// Plays master searches two plies deep, at most.
const MASTER_WIDTH: usize = 6;
/// How far below the best one-ply value a play may be and still be searched.
const MASTER_MARGIN: f64 = 0.08;

/// How a level picks a play (public so `examples/tavli_oracle.rs duel` can set two
/// against each other while the levels are tuned).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Style {
    /// One ply by the network, drawn with this spread.
    Sloppy(Sloppiness),
    /// One ply by the network, the best.
    Greedy,
    /// The best `width` plays within `margin` of the best, by two-ply expectimax.
    Deep {
        /// Plays searched.
        width: usize,
        /// Margin below the best one-ply value.
        margin: f64,
    },
    /// One ply by the hand-set evaluation, the best (the heuristic before training).
    Heuristic,
}

/// The style of each level in each game.
pub fn style_of(kind: Kind, level: BotLevel) -> Style {
    let master = Style::Deep { width: MASTER_WIDTH, margin: MASTER_MARGIN };
    match (kind, level) {
        (_, BotLevel::Master) => master,
        (Kind::Portes, BotLevel::Beginner) => Style::Sloppy(PORTES_BEGINNER),
        (Kind::Portes, BotLevel::Casual) => Style::Sloppy(PORTES_CASUAL),
        (Kind::Portes, BotLevel::Club) => Style::Sloppy(PORTES_CLUB),
        (Kind::Portes, BotLevel::Strong) => Style::Sloppy(PORTES_STRONG),
        (Kind::Plakoto, BotLevel::Beginner) => Style::Sloppy(PLAKOTO_BEGINNER),
        (Kind::Plakoto, BotLevel::Casual) => Style::Sloppy(PLAKOTO_CASUAL),
        (Kind::Plakoto, BotLevel::Club) => Style::Sloppy(PLAKOTO_CLUB),
        (Kind::Plakoto, BotLevel::Strong) => Style::Sloppy(PLAKOTO_STRONG),
    }
}

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
pub fn heuristic_value(kind: Kind, opts: &Options, b: &Board, me: Seat) -> f64 {
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

/// The chance that `me`, who just moved to `b`, wins (the opponent to roll): exact
/// where the game is decided, else the game's network (the hand-set evaluation if no
/// network ships).
pub fn net_value(kind: Kind, opts: &Options, b: &Board, me: Seat) -> f64 {
    match super::nn::shipped(kind) {
        Some(net) => super::nn::value(net, kind, opts, b, me),
        None => heuristic_value(kind, opts, b, me),
    }
}

/// `me`'s chance after the opponent's roll and best reply by the network.
fn expect_reply(kind: Kind, opts: &Options, b: &Board, me: Seat) -> f64 {
    if let Some(v) = super::nn::exact_value(kind, opts, b, me) {
        return v;
    }
    let opp = 1 - me;
    let mut total = 0.0;
    for a in 1..=6u8 {
        for d in 1..=a {
            let w = if a == d { 1.0 } else { 2.0 };
            let mut best = f64::NEG_INFINITY;
            each_play_board(b, opp, &roll_numbers(a, d), |n| best = best.max(net_value(kind, opts, n, opp)));
            total += w * (1.0 - best);
        }
    }
    total / 36.0
}

/// The bot's move for the seat to move.
pub fn choose(state: &State, level: BotLevel, rng: &mut GameRng) -> Move {
    choose_by(state, style_of(state.kind, level), rng)
}

/// The move a player of `style` makes for the seat to move.
pub fn choose_by(state: &State, style: Style, rng: &mut GameRng) -> Move {
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
    let one_ply = |i: &usize| net_value(kind, &opts, &plays[*i].1, seat);
    let i = match style {
        Style::Sloppy(s) => sloppy_by(&idx, s, rng, one_ply),
        Style::Greedy => best_by(&idx, rng, one_ply),
        Style::Heuristic => best_by(&idx, rng, |i| heuristic_value(kind, &opts, &plays[*i].1, seat)),
        Style::Deep { width, margin } => {
            let mut scored: Vec<(usize, f64)> = idx.iter().map(|i| (*i, one_ply(i))).collect();
            scored.sort_by(|a, b| b.1.total_cmp(&a.1));
            let top = scored[0].1;
            scored.retain(|&(_, v)| v >= top - margin);
            scored.truncate(width);
            let deep: Vec<usize> = scored.iter().map(|&(i, _)| i).collect();
            best_by(&deep, rng, |&i| expect_reply(kind, &opts, &plays[i].1, seat))
        }
    }
    .unwrap_or(0);
    plays[i].0.clone()
}
