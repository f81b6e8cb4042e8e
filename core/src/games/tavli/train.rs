//! Training the Portes and Plakoto networks by TD(λ) self-play: what
//! `spelbord train portes|plakoto` runs, the way Fevga's network was trained
//! (`fevga/train.rs`).
//!
//! Games are single games with the default variants (Portes without the triple,
//! Plakoto with the mother); both sides play greedily by the network (the dice
//! explore). A game's last target is exact: its result once over (a draw a half), or
//! the bear-off table's value once every checker of both sides is home, where the
//! self-play game stops. Every `check_every` games the network plays `check_games`
//! games against the hand-set heuristic (`tavli::bot::heuristic_value`), and the caller
//! is told, so it can show progress and write the weights.

use super::bot::heuristic_value;
use super::dice::roll_numbers;
use super::nn::{encode, exact_value, value, Net};
use super::opposed::Board;
use super::plays::each_play_board;
use super::rules::{Kind, Options};
use crate::game::Seat;
use crate::rng::GameRng;

/// How to train.
#[derive(Clone, Debug)]
pub struct TrainConfig {
    /// Which game.
    pub kind: Kind,
    /// Self-play games.
    pub games: usize,
    /// Games between checks against the heuristic.
    pub check_every: usize,
    /// Games per check.
    pub check_games: usize,
    /// Seed of the dice and of the random first weights.
    pub seed: u64,
    /// Learning rate.
    pub alpha: f32,
    /// Trace decay λ.
    pub lambda: f32,
}

impl TrainConfig {
    /// Fevga's settings for `kind`.
    pub fn new(kind: Kind) -> TrainConfig {
        TrainConfig { kind, games: 10_000, check_every: 2_000, check_games: 200, seed: 1, alpha: 0.1, lambda: 0.7 }
    }
}

/// Progress after a check.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    /// Games trained so far.
    pub games: usize,
    /// Mean plays per game since the last check.
    pub plays_per_game: f64,
    /// The network's win share against the heuristic at this check (a draw a half).
    pub win_share: f64,
}

fn default_opts() -> Options {
    Options { triple: false, mother: true }
}

/// The play `pick` likes best for `seat` (the board unchanged when none can be made).
fn greedy(board: &Board, seat: Seat, dice: &[u8], mut score: impl FnMut(&Board) -> f64) -> Board {
    let mut best = (*board, f64::NEG_INFINITY);
    each_play_board(board, seat, dice, |p| {
        let v = score(p);
        if v > best.1 {
            best = (*p, v);
        }
    });
    best.0
}

/// White's chance from a value for `seat`.
fn for_white(seat: Seat, v: f32) -> f32 {
    if seat == 0 {
        v
    } else {
        1.0 - v
    }
}

/// One self-play game with TD(λ) updates; returns its number of plays.
fn train_game(net: &mut Net, kind: Kind, rng: &mut GameRng, alpha: f32, lambda: f32, trace: &mut [f32]) -> usize {
    let opts = default_opts();
    trace.iter_mut().for_each(|t| *t = 0.0);
    let mut b = kind.start();
    let mut seat = rng.below(2) as usize;
    let mut v_prev: Option<f32> = None;
    let mut plays = 0;
    loop {
        let dice = roll_numbers(rng.die(), rng.die());
        b = greedy(&b, seat, &dice, |n| value(net, kind, &opts, n, seat));
        plays += 1;
        let exact = exact_value(kind, &opts, &b, seat);
        let x = encode(&b, seat);
        let v_white = for_white(seat, exact.map_or_else(|| net.forward(&x).1, |v| v as f32));
        if let Some(vp) = v_prev {
            net.update(alpha * (v_white - vp), trace);
        }
        if exact.is_some() || plays > 2000 {
            return plays;
        }
        let sign = if seat == 0 { 1.0 } else { -1.0 };
        let f = net.accumulate_gradient(&x, sign, lambda, trace);
        v_prev = Some(for_white(seat, f));
        seat = 1 - seat;
    }
}

/// The network (greedy) against the heuristic (greedy), sides alternating, both
/// valuing exactly where the game is decided; the network's share (a draw a half).
pub fn check(net: &Net, kind: Kind, games: usize, seed: u64) -> f64 {
    let opts = default_opts();
    let mut rng = GameRng::new(seed);
    let mut score = 0.0;
    for g in 0..games {
        let net_seat = g % 2;
        let mut b = kind.start();
        let mut seat = rng.below(2) as usize;
        for _ in 0..2000 {
            let dice = roll_numbers(rng.die(), rng.die());
            b = if seat == net_seat {
                greedy(&b, seat, &dice, |n| value(net, kind, &opts, n, seat))
            } else {
                greedy(&b, seat, &dice, |n| heuristic_value(kind, &opts, n, seat))
            };
            if let Some(end) = super::rules::end_of(kind, &opts, &b, seat) {
                score += match end.winner() {
                    Some(w) if w == net_seat => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
                break;
            }
            seat = 1 - seat;
        }
    }
    score / games.max(1) as f64
}

/// Trains `net` (or new random weights) for `config.games` games, calling `progress`
/// after every check (and after the last game) with the network so far.
pub fn train(config: &TrainConfig, net: Option<Net>, mut progress: impl FnMut(&Checkpoint, &Net)) -> Net {
    let mut rng = GameRng::new(config.seed);
    let mut net = net.unwrap_or_else(|| Net::random(&mut rng));
    let mut trace = vec![0.0f32; Net::len()];
    let (mut plays, mut since) = (0, 0);
    let every = config.check_every.max(1);
    for g in 1..=config.games {
        plays += train_game(&mut net, config.kind, &mut rng, config.alpha, config.lambda, &mut trace);
        since += 1;
        if g % every == 0 || g == config.games {
            let win_share = check(&net, config.kind, config.check_games, 1000 + g as u64);
            progress(&Checkpoint { games: g, plays_per_game: plays as f64 / since as f64, win_share }, &net);
            (plays, since) = (0, 0);
        }
    }
    net
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn training_is_seeded_learns_and_reports_progress() {
        for kind in [Kind::Portes, Kind::Plakoto] {
            let config = TrainConfig { games: 6, check_every: 3, check_games: 2, ..TrainConfig::new(kind) };
            let mut seen = Vec::new();
            let a = train(&config, None, |c, _| seen.push(c.games));
            assert_eq!(seen, [3, 6]);
            let b = train(&config, None, |_, _| {});
            assert_eq!(a.to_text(), b.to_text(), "same seed, same weights");
            let untrained = Net::random(&mut GameRng::new(config.seed));
            assert_ne!(a.to_text(), untrained.to_text(), "the weights moved");
        }
    }

    #[test]
    fn the_shipped_networks_beat_the_heuristic() {
        for kind in [Kind::Portes, Kind::Plakoto] {
            let net = super::super::nn::shipped(kind).expect("weights ship with the library");
            let share = check(net, kind, 100, 7);
            assert!(share > 0.5, "{kind:?}: the shipped net scores {share} of 100 against the heuristic");
        }
    }
}
