//! Training the Fevga network by TD(λ) self-play: what `spelbord train fevga` runs.
//!
//! Games are single games without cube or Crazy rules; both sides play greedily by the
//! network (the dice explore). Every `check_every` games the network plays 200 games
//! against the heuristic (the medium bot's evaluation), and the caller is told, so it
//! can show progress and write the weights.

use super::board::{Board, CHECKERS};
use super::bot::win_chance;
use super::moves::{analyse, roll_numbers};
use super::nn::{encode, Net};
use crate::game::Seat;
use crate::rng::GameRng;

/// How to train.
#[derive(Clone, Debug)]
pub struct TrainConfig {
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

impl Default for TrainConfig {
    /// The settings the shipped weights were trained with (45,000 games in runs).
    fn default() -> Self {
        TrainConfig { games: 10_000, check_every: 2_000, check_games: 200, seed: 1, alpha: 0.1, lambda: 0.7 }
    }
}

/// Progress after a check.
#[derive(Clone, Debug, PartialEq)]
pub struct Checkpoint {
    /// Games trained so far.
    pub games: usize,
    /// Mean plays per game since the last check.
    pub plays_per_game: f64,
    /// The network's win share against the heuristic at this check.
    pub win_share: f64,
}

/// The numbers of a random roll.
fn roll(rng: &mut GameRng) -> Vec<u8> {
    roll_numbers(rng.die(), rng.die())
}

/// The play the network likes best for `seat`, if any.
fn greedy(net: &Net, board: &Board, seat: Seat, dice: &[u8]) -> Option<Board> {
    let options = analyse(board, seat, dice).plays;
    options.iter().max_by(|x, y| net.value(&x.board, seat).total_cmp(&net.value(&y.board, seat))).map(|p| p.board)
}

/// White's winning chance as the network sees `x` (encoded for `seat`).
fn for_white(seat: Seat, value_for_seat: f32) -> f32 {
    if seat == 0 {
        value_for_seat
    } else {
        1.0 - value_for_seat
    }
}

/// One self-play game with TD(λ) updates; returns its number of plays.
fn train_game(net: &mut Net, rng: &mut GameRng, alpha: f32, lambda: f32, trace: &mut [f32]) -> usize {
    trace.iter_mut().for_each(|t| *t = 0.0);
    let mut b = Board::start();
    let mut seat = rng.below(2) as usize;
    let mut v_prev: Option<f32> = None;
    let mut plays = 0;
    loop {
        let dice = roll(rng);
        if let Some(next) = greedy(net, &b, seat, &dice) {
            b = next;
        }
        plays += 1;
        let won = b.off[seat] == CHECKERS;
        let x = encode(&b, seat);
        let v_white = for_white(seat, if won { 1.0 } else { net.forward(&x).1 });
        if let Some(vp) = v_prev {
            net.update(alpha * (v_white - vp), trace);
        }
        if won || plays > 2000 {
            return plays;
        }
        let sign = if seat == 0 { 1.0 } else { -1.0 };
        let f = net.accumulate_gradient(&x, sign, lambda, trace);
        v_prev = Some(for_white(seat, f));
        seat = 1 - seat;
    }
}

/// The network (greedy) against the heuristic (greedy), sides alternating; the
/// network's win share.
pub fn check(net: &Net, games: usize, seed: u64) -> f64 {
    let mut rng = GameRng::new(seed);
    let mut wins = 0;
    for g in 0..games {
        let net_seat = g % 2;
        let mut b = Board::start();
        let mut seat = rng.below(2) as usize;
        loop {
            let dice = roll(&mut rng);
            let pick = if seat == net_seat {
                greedy(net, &b, seat, &dice)
            } else {
                let options = analyse(&b, seat, &dice).plays;
                options
                    .iter()
                    .max_by(|x, y| {
                        win_chance(&x.board, seat, 1 - seat).total_cmp(&win_chance(&y.board, seat, 1 - seat))
                    })
                    .map(|p| p.board)
            };
            if let Some(p) = pick {
                b = p;
            }
            if b.off[seat] == CHECKERS {
                wins += usize::from(seat == net_seat);
                break;
            }
            seat = 1 - seat;
        }
    }
    wins as f64 / games.max(1) as f64
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
        plays += train_game(&mut net, &mut rng, config.alpha, config.lambda, &mut trace);
        since += 1;
        if g % every == 0 || g == config.games {
            let win_share = check(&net, config.check_games, 1000 + g as u64);
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
        let config = TrainConfig { games: 30, check_every: 10, check_games: 4, ..TrainConfig::default() };
        let mut seen = Vec::new();
        let a = train(&config, None, |c, _| seen.push(c.games));
        assert_eq!(seen, [10, 20, 30]);
        let b = train(&config, None, |_, _| {});
        assert_eq!(a.to_text(), b.to_text(), "same seed, same weights");
        let untrained = Net::random(&mut GameRng::new(config.seed));
        assert_ne!(a.to_text(), untrained.to_text(), "the weights moved");
        let other = train(&TrainConfig { seed: 2, ..config }, None, |_, _| {});
        assert_ne!(a.to_text(), other.to_text());
    }

    #[test]
    fn the_shipped_network_beats_the_heuristic_it_was_checked_against() {
        let shipped = crate::games::fevga::nn::shipped().expect("weights ship with the library");
        let share = check(shipped, 200, 7);
        assert!(share > 0.5, "shipped net wins {share} of 200 against the heuristic");
    }
}
