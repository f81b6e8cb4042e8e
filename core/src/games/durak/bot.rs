//! Durak bots at five levels, deciding from a seat's observation only (the hidden
//! cards are dealt at random by [`Observation::determinise`] wherever a level needs a
//! full state).
//!
//! - Club: a one-move player with the main ideas: attack with low plain cards (a pair
//!   of them gladly), beat with the cheapest card that beats, keep trumps while the
//!   stock lasts, take rather than spend a high trump on a low card early, throw in
//!   low plain cards (junk gladly onto a taking defender), transfer with a low card.
//! - Beginner and casual: club's scores drawn sloppily ([`crate::bot::Sloppiness`]):
//!   the beginner nearly at random among moves that are not absurd, casual closer to
//!   club.
//! - Strong: determinised rollouts (PIMC): each candidate on [`STRONG_SAMPLES`] deals
//!   of the unseen cards, played out by club's policy with a little noise, scored by
//!   not being the fool.
//! - Master: the shared information-set tree search ([`crate::bot::ismcts`]) of
//!   [`MASTER_ITERATIONS`] deals with club's policy in the playouts.
//!
//! The ladder's figures (each level against the one below, master against the arena's
//! random-playout ISMCTS anchor) are in docs/bots.md ("Durak, measured").

use super::rules::{Move, State};
use super::view::Observation;
use super::Durak;
use crate::bot::ismcts::Ismcts;
use crate::bot::{best_by, sloppy_by, Sloppiness};
use crate::game::{BotLevel, Game, Outcome, Seat, ToMove};
use crate::games::cards::Card;
use crate::rng::GameRng;

/// Deals of the unseen cards strong plays each candidate out on (12 made strong 75.9%
/// of its decided games against club, above the ladder's 75%; docs/bots.md).
pub const STRONG_SAMPLES: usize = 8;
/// Master's tree-search iterations per decision (300 beat strong in 87.7% of the
/// decided games, far above the ladder's step; 55 keeps it 60–75% at two players and
/// the fool ≤ 0.70 × as often as strong at four; docs/bots.md).
pub const MASTER_ITERATIONS: usize = 55;
/// Playout moves after which a rollout is scored as undecided.
const ROLLOUT_CAP: usize = 400;
/// How often a rollout player plays a random legal move instead of club's.
const ROLLOUT_NOISE: f64 = 0.1;

const BEGINNER: Sloppiness = Sloppiness { temperature: 8.0, blunder: 20.0 };
// Casual's spread: 2.5 won 76% against beginner at two players and lost too often to
// club at four (club the fool 0.73 × as often); 4.5 puts both steps in their bands.
const CASUAL: Sloppiness = Sloppiness { temperature: 4.5, blunder: 10.0 };

/// A bot's move for the seat to move in `obs`.
pub fn choose(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
    let state = obs.determinise(rng);
    let moves = super::rules::legal_moves(&state);
    if moves.len() <= 1 {
        return moves.into_iter().next().unwrap_or(Move::Pass);
    }
    let fallback = moves[0].clone();
    match level {
        BotLevel::Beginner => sloppy_by(&moves, BEGINNER, rng, |m| score(&state, m)),
        BotLevel::Casual => sloppy_by(&moves, CASUAL, rng, |m| score(&state, m)),
        BotLevel::Club => best_by(&moves, rng, |m| score(&state, m)),
        BotLevel::Strong => Some(rollouts(obs, &moves, rng)),
        BotLevel::Master => Some(master_search().choose(obs, obs.seat, rng)),
    }
    .unwrap_or(fallback)
}

/// Worth of a card to keep: its rank, trumps above every plain card.
fn worth(state: &State, c: Card) -> f64 {
    f64::from(c.rank()) + if c.suit() == state.trump_suit() { 13.0 } else { 0.0 }
}

/// Club's score of a move (higher is better), from the mover's hand and the table.
pub fn score(state: &State, mv: &Move) -> f64 {
    let seat = state.turn;
    let stock = !state.stock.is_empty();
    match mv {
        Move::Attack(c) if state.table.is_empty() => {
            let pairs = state.hands[seat].iter().filter(|d| d.rank() == c.rank()).count() as f64;
            20.0 - worth(state, *c) + 2.0 * (pairs - 1.0)
        }
        Move::Attack(c) => {
            let junk = if state.taking { 4.0 } else { 0.0 };
            let keep = if stock { worth(state, *c) - 9.0 } else { worth(state, *c) - 16.0 };
            junk - keep
        }
        Move::Pass => 0.0,
        Move::Beat { with, .. } => {
            let trump = with.suit() == state.trump_suit();
            -worth(state, *with) / 2.0 - if trump && stock { 3.0 } else { 0.0 }
        }
        Move::Take => {
            let cards = state.table.len() as f64;
            if stock {
                -12.0 - 2.0 * cards
            } else {
                -20.0 - 3.0 * cards
            }
        }
        Move::Transfer(c) => 4.0 - worth(state, *c) / 2.0,
        Move::Show(_) => 8.0,
        Move::Deal(_) => 0.0,
    }
}

/// Club's move with a little noise, for rollouts and playouts.
pub fn playout_move(state: &State, rng: &mut GameRng) -> Move {
    let moves = super::rules::legal_moves(state);
    if moves.len() > 1 && rng.unit() < ROLLOUT_NOISE {
        return rng.take_one(moves);
    }
    best_by(&moves, rng, |m| score(state, m)).unwrap_or(Move::Pass)
}

/// 1 when `seat` is not a fool of the finished game (or series), ½ for a draw.
fn reward(o: &Outcome, seat: Seat) -> f64 {
    if o.losers.contains(&seat) {
        0.0
    } else if o.losers.is_empty() {
        0.5
    } else {
        1.0
    }
}

/// Plays `state` on with club's noisy policy to the end of the current game and
/// scores it for `seat`: 0 the fool, ½ a draw or too long, 1 otherwise; with the
/// number of moves played.
fn rollout(mut state: State, seat: Seat, rng: &mut GameRng) -> (f64, usize) {
    let games = state.games;
    for played in 0..ROLLOUT_CAP {
        if state.games > games {
            let score = match &state.last {
                Some(super::rules::GameEnd::Fools(f)) if f.contains(&seat) => 0.0,
                Some(super::rules::GameEnd::Fools(_)) => 1.0,
                _ => 0.5,
            };
            return (score, played);
        }
        match Durak::to_move(&state) {
            ToMove::Over => return (Durak::outcome(&state).map_or(0.5, |o| reward(&o, seat)), played),
            ToMove::Chance => {
                let mv = Durak::sample_chance(&state, rng);
                Durak::advance(&mut state, &mv);
            }
            ToMove::Seat(_) => {
                let mv = playout_move(&state, rng);
                Durak::advance(&mut state, &mv);
            }
        }
    }
    (0.5, ROLLOUT_CAP)
}

/// What strong's sampling did for one decision: each candidate's summed score over
/// the deals, and the playout moves played in all.
#[derive(Debug)]
pub(crate) struct Sampled {
    /// Per candidate, the sum of its rollouts' scores (0..=[`STRONG_SAMPLES`]).
    pub totals: Vec<f64>,
    /// Rollouts played: [`STRONG_SAMPLES`] × candidates.
    pub rollouts: usize,
    /// Playout moves played over all rollouts.
    pub moves: usize,
}

/// Strong's sampling: every candidate played out on the same [`STRONG_SAMPLES`] deals
/// of the unseen cards, each to the end of the game.
pub(crate) fn sample(obs: &Observation, moves: &[Move], rng: &mut GameRng) -> Sampled {
    let mut out = Sampled { totals: vec![0.0; moves.len()], rollouts: 0, moves: 0 };
    for _ in 0..STRONG_SAMPLES {
        let deal = obs.determinise(rng);
        for (i, mv) in moves.iter().enumerate() {
            let mut s = deal.clone();
            Durak::advance(&mut s, mv);
            let (score, played) = rollout(s, obs.seat, rng);
            out.totals[i] += score;
            out.rollouts += 1;
            out.moves += played;
        }
    }
    out
}

/// Strong: every candidate played out on the same deals, the best average kept.
fn rollouts(obs: &Observation, moves: &[Move], rng: &mut GameRng) -> Move {
    let totals = sample(obs, moves, rng).totals;
    let best = crate::bot::argmax_random_tie(&totals, rng).unwrap_or(0);
    moves[best].clone()
}

fn determinise(obs: &Observation, rng: &mut GameRng) -> State {
    obs.determinise(rng)
}

/// Master's search: the shared ISMCTS with club's playouts.
fn master_search() -> Ismcts<Durak> {
    Ismcts {
        iterations: MASTER_ITERATIONS,
        playout_cap: ROLLOUT_CAP,
        exploration: 0.7,
        determinise,
        reward,
        playout: playout_move,
    }
}
