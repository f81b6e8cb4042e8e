//! Bots at five levels, deciding from one seat's observation only.
//!
//! The bot first rebuilds a full state from its observation, dealing the cards it
//! cannot see at random ([`determinise`]), except the card it gave its partner, which
//! stays with the partner while the partner is known to hold it; its own legal moves
//! depend only on its own hand and the public board, so they are exact.
//!
//! - Beginner and casual: club's score of each move, drawn with a spread
//!   ([`crate::bot::Sloppiness`]): they waste cards and leave marbles in reach, but
//!   never play a move far below the best (knocking a partner's marble far along,
//!   passing up the winning move).
//! - Club (medium before): the best move by a one-move evaluation with team sense: team progress
//!   against the opponents', marbles left in reach of opponents, the partner counted
//!   as own (so knocking the partner is bad), a bonus for a marble blocking on its
//!   own start field, and a price for spending A/K/joker while marbles wait in the
//!   nest, and for spending 7s and jacks.
//! - Strong (hard before): club's shortlist, each candidate followed by the next four
//!   turns (a whole round, back to this seat) played greedily on several sampled deals
//!   of the hidden cards, averaged.
//! - Master: strong's search played out for three rounds instead of one, on four
//!   times the sampled deals: it sees a marble walking into reach a round later and
//!   the cards a partner will need.

use super::board::{partner, rel, start, team, Board, Pos};
use super::cards::Card;
use super::rules::{apply_into, legal_moves, Action, Move, Stage, State};
use super::view::{determinise, Observation};
use crate::bot::{best_by, sloppy_by, Sloppiness};
use crate::event_sink::Events;
use crate::game::{BotLevel, Seat};
use crate::rng::GameRng;

/// The bot's move for the seat observing.
pub fn choose(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
    let state = determinise(obs, rng);
    let moves = legal_moves(&state);
    if moves.len() <= 1 {
        return moves.into_iter().next().unwrap_or(Move::Discard);
    }
    let seat = obs.seat;
    let club = |m: &Move| score(&state, m, seat);
    match level {
        BotLevel::Beginner => sloppy_by(&moves, BEGINNER, rng, club).unwrap_or(Move::Discard),
        BotLevel::Casual => sloppy_by(&moves, CASUAL, rng, club).unwrap_or(Move::Discard),
        BotLevel::Club => best_by(&moves, rng, club).unwrap_or(Move::Discard),
        BotLevel::Strong => hard(obs, &state, &moves, &STRONG, rng),
        BotLevel::Master => hard(obs, &state, &moves, &MASTER, rng),
    }
}

/// Beginner: a wide spread over club's scores (a marble's progress runs 0–112).
const BEGINNER: Sloppiness = Sloppiness { temperature: 10.0, blunder: 40.0 };
/// Casual: mostly club's move.
const CASUAL: Sloppiness = Sloppiness { temperature: 3.0, blunder: 20.0 };

/// How much a searching level looks at.
struct Search {
    /// Candidates from club's shortlist.
    width: usize,
    /// Sampled deals of the unseen cards.
    samples: usize,
    /// Turns played out after each candidate (four: a whole round, back to this seat).
    turns: usize,
}

/// Strong's search.
const STRONG: Search = Search { width: 8, samples: 8, turns: 4 };
/// Master's search: three rounds played out on four times strong's deals. Seed 7,
/// 400 games against strong: 24 deals and one round 55.0% (seed 1, 600 games), 48 deals
/// and one round 55.5%, 24 deals and two rounds 59.5%, 32 deals and three rounds
/// 60.8% (max 143 ms a decision): the horizon, not the sampling, held master back.
const MASTER: Search = Search { width: 8, samples: 32, turns: 12 };

/// How far along marble `i` of colour `c` is: 0 in the nest, 20 just out, up to 84
/// on its start field ready to turn in, 90+ in the goal lane.
fn progress(board: &Board, c: usize, i: usize) -> f64 {
    match board.marbles[c][i] {
        Pos::Nest => 0.0,
        Pos::Goal(g) => 92.0 + 2.0 * g as f64,
        Pos::Track(f) => {
            let r = rel(c, f) as f64;
            let remaining = if r == 0.0 {
                if board.ready[c][i] {
                    0.0
                } else {
                    64.0
                }
            } else {
                64.0 - r
            };
            84.0 - remaining
        }
    }
}

/// Opponent marbles that could reach track field `f` with one card (1..=13 behind).
fn threats(board: &Board, f: u8, friend_team: usize) -> f64 {
    let mut n = 0.0;
    for c in (0..4).filter(|&c| team(c) != friend_team) {
        for i in 0..4 {
            if let Pos::Track(o) = board.marbles[c][i] {
                let d = (f + 64 - o) % 64;
                if (1..=13).contains(&d) {
                    n += if d == 4 { 1.0 } else { 0.7 };
                }
                let back = (o + 64 - f) % 64;
                if back == 4 {
                    n += 0.5;
                }
            }
        }
        if board.nest_marble(c).is_some() && f == start(c) {
            n += 1.5;
        }
    }
    n
}

/// The board from `seat`'s team's side: own team's progress minus the opponents'.
pub fn evaluate(board: &Board, seat: Seat) -> f64 {
    let mine = team(seat);
    let mut total = 0.0;
    for c in 0..4 {
        let sign = if team(c) == mine { 1.0 } else { -1.0 };
        for i in 0..4 {
            let p = progress(board, c, i);
            let mut v = p;
            match board.marbles[c][i] {
                Pos::Track(f) if board.protected(f) => v += 3.0,
                Pos::Track(f) => v -= (p * 0.06 + 2.0) * threats(board, f, team(c)).min(3.0),
                Pos::Goal(_) => v += 20.0,
                Pos::Nest => {}
            }
            total += sign * v;
        }
        if board.all_home(c) {
            total += sign * 30.0;
        }
    }
    total
}

/// The price of spending a card: jokers, aces and kings are kept for coming out.
fn card_cost(board: &Board, seat: Seat, card: Card, action: &Action) -> f64 {
    let nest = board.nest_marble(seat).is_some() || board.nest_marble(partner(seat)).is_some();
    let out = matches!(action, Action::Out);
    match card.0 {
        14 => {
            if out {
                4.0
            } else {
                12.0
            }
        }
        1 | 13 if nest && !out => 8.0,
        7 => 3.0,
        11 => 2.0,
        _ => 0.0,
    }
}

fn after(state: &State, mv: &Move) -> State {
    let mut next = state.clone();
    apply_into(&mut next, mv, &mut Events::off());
    next
}

/// The medium score of a move.
fn score(state: &State, mv: &Move, seat: Seat) -> f64 {
    match mv {
        Move::Give(card) => -keep_value(&state.board, seat, *card),
        Move::Play { card, action, .. } => {
            let next = after(state, mv);
            if next.stage == Stage::Over {
                return 1e6;
            }
            evaluate(&next.board, seat) - card_cost(&state.board, seat, *card, action)
        }
        _ => 0.0,
    }
}

/// How much a card is worth keeping (low: give it to the partner).
fn keep_value(board: &Board, seat: Seat, card: Card) -> f64 {
    let nest = (0..4).filter(|&i| board.marbles[seat][i] == Pos::Nest).count() as f64;
    match card.0 {
        14 => 20.0,
        1 | 13 => 8.0 + 3.0 * nest,
        7 => 10.0,
        11 => 7.0,
        4 => 6.0,
        12 => 4.0,
        n => n as f64 * 0.3,
    }
}

/// The hard level: the medium shortlist, each candidate followed by four greedy
/// turns (one round) on sampled deals of the unseen cards.
fn hard(obs: &Observation, state: &State, moves: &[Move], search: &Search, rng: &mut GameRng) -> Move {
    let seat = obs.seat;
    if let Some(Move::Give(_)) = moves.first() {
        return give_hard(state, moves, seat, rng);
    }
    let mut scored: Vec<(f64, Move)> = moves.iter().map(|m| (score(state, m, seat), m.clone())).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    if scored[0].0 >= 1e6 {
        return scored[0].1.clone();
    }
    scored.truncate(search.width);
    let worlds: Vec<State> = (0..search.samples).map(|_| determinise(obs, rng)).collect();
    let mut values = Vec::new();
    for (base, mv) in &scored {
        let mut total = 0.0;
        for world in &worlds {
            let mut s = after(world, mv);
            for _ in 0..search.turns {
                if s.stage != Stage::Play {
                    break;
                }
                let mover = s.turn;
                let replies = legal_moves(&s);
                let reply = best_by(&replies, rng, |m| score(&s, m, mover)).unwrap_or(Move::Discard);
                s = after(&s, &reply);
            }
            total += if s.stage == Stage::Over {
                if s.winner == Some(team(seat)) {
                    1e5
                } else {
                    -1e5
                }
            } else {
                evaluate(&s.board, seat)
            };
        }
        let card_price = match mv {
            Move::Play { card, action, .. } => card_cost(&state.board, seat, *card, action),
            _ => 0.0,
        };
        values.push(total / search.samples as f64 - card_price + 0.1 * base);
    }
    let best = values.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<usize> = (0..values.len()).filter(|&k| values[k] >= best - 1e-9).collect();
    let k = *rng.choose(&ties).unwrap_or(&0);
    scored[k].1.clone()
}

/// Hard swap choice: help a partner stuck in the nest with an ace or king when we
/// can spare one; otherwise give the card we need least.
fn give_hard(state: &State, moves: &[Move], seat: Seat, rng: &mut GameRng) -> Move {
    let b = &state.board;
    let p = partner(seat);
    let partner_nest = (0..4).filter(|&i| b.marbles[p][i] == Pos::Nest).count();
    let hand = &state.hands[seat];
    let outs = hand.iter().filter(|c| matches!(c.0, 1 | 13 | 14)).count();
    if partner_nest >= 3 && outs >= 2 && !b.all_home(seat) {
        if let Some(m) = moves.iter().find(|m| matches!(m, Move::Give(c) if matches!(c.0, 1 | 13))) {
            return m.clone();
        }
    }
    best_by(moves, rng, |m| score(state, m, seat)).unwrap_or(Move::Discard)
}
