//! Fjols bots at five levels, deciding from a seat's observation only.
//!
//! - Beginner: mostly a sensible move at random, sometimes club's choice. Sensible:
//!   it beats when it can rather than picking up, and does not spend a trump where a
//!   plain card beats (the absurd moves a child would not make).
//! - Casual: club's choice most of the time, otherwise a sensible move at random.
//! - Master: an information-set tree search ([`super::tree`]) of [`MASTER_ITERATIONS`]
//!   deals with random playouts, scored by the fjols alone: where strong judges each
//!   move on each deal by club's play, the tree chooses everyone's replies to suit
//!   them and shares what it learns across deals. Once the pile is gone and two hands
//!   are left, nothing is hidden (the other hand is every unseen card): master then
//!   searches the endgame exactly ([`ENDGAME_NODES`] positions at most) and plays a
//!   move that goes out first against any defence, leaving lost (or too big) endgames
//!   to the tree.
//! - Club (medium before): beats with the cheapest card that beats, keeps trumps, leads low cards
//!   while the pile lasts and hard-to-beat cards once it is gone.
//! - Strong (hard before): determinised rollouts (PIMC). It deals the cards it cannot see at random
//!   among the other hands and the pile, consistent with what it has seen (each
//!   seat's card count and the cards it is known to hold from pick-ups), plays every
//!   candidate move out to the end with the medium policy for all seats, and keeps
//!   the move with the best average result over the samples. It samples until it has
//!   spent a budget of rollout moves ([`HARD_NODES`]), so a chain game's long rollouts
//!   get fewer samples and every seed plays the same game on every machine.
//!   Arena against medium (1000 games, seed 1, fjols share, fair 33.3% / 25%), 160
//!   rollouts → 40,000 rollout moves: 3 players 22.2% [19.7, 24.9] → 17.7% [15.5,
//!   20.2], 4 players 12.3% [10.4, 14.5] → 10.4% [8.7, 12.4]; one core, median 0.4 ms,
//!   max 18 ms per decision (chain, 52 cards, 5 players: median 17 ms, max 30 ms).
//!   Tuning on seed 7 (3 players): 4× the old rollouts 22.1% → 17.8%, 16× 16.0%
//!   (but 527 ms in the chain game, hence a budget in moves).

use super::cards::{Card, CardSet, Trumps};
use super::endgame::Duel;
use super::rules::{self, legal_for, Beating, Move, State};
use super::view::Observation;
use crate::bot::best_by;
use crate::event_sink::Events;
use crate::game::{BotLevel, Seat};
use crate::rng::GameRng;

/// Samples of the hidden cards the hard bot searches over at most (with few moves).
pub const HARD_SAMPLES: usize = 256;
/// Rollout moves per decision, summed over every candidate and sample: once spent, no
/// further sample is taken. The budget is counted in moves, not time, so that a seed
/// plays the same game on every machine; moves rather than rollouts, because a chain
/// game's rollouts are ten times longer than a short game's.
pub const HARD_NODES: usize = 40_000;
/// Samples the hard bot takes however many moves it has.
pub(crate) const HARD_MIN_SAMPLES: usize = 6;
/// Rollouts stop after this many moves and are scored by hand sizes.
const ROLLOUT_CAP: usize = 300;
/// How often a rollout player plays a random legal move instead of the policy.
const ROLLOUT_NOISE: f64 = 0.1;
/// Random tries at a deal of the unseen cards that respects the known limits.
const DEAL_TRIES: usize = 20;
/// How often the beginner plays club's move instead of a sensible one at random.
const BEGINNER_SENSE: f64 = 0.1;
/// How often the casual player plays club's move instead of a sensible one at random.
const CASUAL_SENSE: f64 = 0.55;

/// How much a searching level samples.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    /// Samples at most (with few moves).
    pub samples: usize,
    /// Rollout moves per decision, summed over every candidate and sample.
    pub nodes: usize,
}

/// Strong's budget.
pub(crate) const STRONG: Budget = Budget { samples: HARD_SAMPLES, nodes: HARD_NODES };
/// Deals master's tree search plays per decision, at most.
pub const MASTER_ITERATIONS: usize = 30_000;
/// Playout moves master's tree search spends per decision, at most: a chain game's
/// playouts are far longer than a short game's, and the budget is in moves rather
/// than time so that a seed plays the same game on every machine.
pub const MASTER_MOVES: usize = 1_000_000;
/// Positions master's exact search of a two-hand endgame may visit before it leaves
/// the decision to the tree.
pub const ENDGAME_NODES: usize = 200_000;

/// The bot's move for the observing seat (which must be the seat to move).
pub fn choose(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
    let legal = obs.legal_moves();
    if legal.len() <= 1 {
        return legal.into_iter().next().unwrap_or(Move::PickUp);
    }
    match level {
        BotLevel::Beginner | BotLevel::Casual => {
            let sense = if level == BotLevel::Beginner { BEGINNER_SENSE } else { CASUAL_SENSE };
            if rng.unit() < sense {
                medium(obs, rng)
            } else {
                let sensible = sensible(&legal, &obs.table, obs.trumps());
                rng.choose(&sensible).cloned().unwrap_or(Move::PickUp)
            }
        }
        BotLevel::Club => medium(obs, rng),
        BotLevel::Strong => hard(obs, &legal, STRONG, rng),
        BotLevel::Master => master(obs, rng),
    }
}

/// The legal moves without the absurd ones: picking up when a card beats, and a trump
/// laid on the table's card where a plain card beats it too.
pub(crate) fn sensible(legal: &[Move], table: &[Card], trumps: Trumps) -> Vec<Move> {
    if table.is_empty() {
        return legal.to_vec();
    }
    let plain = |m: &Move| matches!(m, Move::Lay(c) if trumps.class(*c) == super::cards::Class::Plain);
    let lays: Vec<Move> = legal.iter().filter(|m| matches!(m, Move::Lay(_))).cloned().collect();
    if lays.is_empty() {
        return legal.to_vec();
    }
    if lays.iter().any(plain) {
        return lays.into_iter().filter(plain).collect();
    }
    lays
}

/// What the medium policy looks at: the mover's hand and public facts.
struct Ctx<'a> {
    hand: CardSet,
    table: &'a [Card],
    trumps: Trumps,
    beating: Beating,
    pile: usize,
    /// Cards the mover cannot see (other hands and the pile).
    elsewhere: CardSet,
}

fn medium(obs: &Observation, rng: &mut GameRng) -> Move {
    let mut elsewhere = CardSet::deck(obs.variants.deck).minus(obs.hand.or(obs.dead));
    for &c in &obs.table {
        elsewhere.remove(c);
    }
    let ctx = Ctx {
        hand: obs.hand,
        table: &obs.table,
        trumps: obs.trumps(),
        beating: obs.variants.beating,
        pile: obs.pile,
        elsewhere,
    };
    policy(&ctx, rng)
}

/// The medium policy.
fn policy(ctx: &Ctx, rng: &mut GameRng) -> Move {
    let legal = legal_for(ctx.hand, ctx.table, ctx.trumps, ctx.beating);
    let t = ctx.trumps;
    match ctx.table.last() {
        Some(&to_beat) => {
            let cheapest = legal
                .iter()
                .filter_map(|m| match m {
                    Move::Lay(c) => Some(*c),
                    _ => None,
                })
                .min_by_key(|&c| t.worth(c));
            match cheapest {
                None => Move::PickUp,
                // With optional beating, a plain card early on is not worth a high trump.
                Some(c)
                    if ctx.beating == Beating::Optional
                        && ctx.pile > 0
                        && t.class(c) == super::cards::Class::HighTrump
                        && t.class(to_beat) == super::cards::Class::Plain =>
                {
                    Move::PickUp
                }
                Some(c) => Move::Lay(c),
            }
        }
        None => best_by(&legal, rng, |m| {
            let Move::Lay(c) = *m else { return f64::NEG_INFINITY };
            let worth = f64::from(t.worth(c));
            if ctx.pile > 0 {
                -worth
            } else {
                let beaters = ctx.elsewhere.iter().filter(|&b| t.beats(b, c)).count() as f64;
                -2.0 * beaters - 0.5 * worth
            }
        })
        .unwrap_or(Move::PickUp),
    }
}

/// The medium policy (with a little noise) for the seat to move in a full state.
fn rollout_move(state: &State, rng: &mut GameRng) -> Move {
    let seat = state.turn;
    let hand = state.hands[seat];
    if rng.unit() < ROLLOUT_NOISE {
        let legal = legal_for(hand, &state.table, state.trumps(), state.variants.beating);
        return rng.choose(&legal).cloned().unwrap_or(Move::PickUp);
    }
    let mut elsewhere = CardSet::deck(state.variants.deck).minus(hand.or(state.dead));
    for &c in &state.table {
        elsewhere.remove(c);
    }
    let ctx = Ctx {
        hand,
        table: &state.table,
        trumps: state.trumps(),
        beating: state.variants.beating,
        pile: state.pile.len(),
        elsewhere,
    };
    policy(&ctx, rng)
}

/// A full state consistent with the observation: the unseen cards dealt at random to
/// the other hands (beside the cards known to be there, and never a card the seat is
/// known not to hold) and the pile.
pub fn determinise(obs: &Observation, rng: &mut GameRng) -> State {
    let mut state = State::new(obs.players, obs.variants);
    Deals::new(obs).deal_into(&mut state, rng);
    state
}

/// What every deal of one observation shares, worked out once: a search deals
/// thousands of times per decision, so the deals reuse one state's buffers instead of
/// building a new one each time ([`determinise`] is one deal).
pub(crate) struct Deals<'a> {
    obs: &'a Observation,
    /// The other seats, most constrained first (a few random tries then find a
    /// consistent deal).
    seats: Vec<Seat>,
    /// The cards the observer cannot place, in card order.
    unseen: Vec<Card>,
    /// Everything public and the observer's own hand; the other hands and the pile empty.
    base: State,
}

impl<'a> Deals<'a> {
    /// The shared part of the deals of `obs`.
    pub(crate) fn new(obs: &'a Observation) -> Deals<'a> {
        let mut base = State::new(obs.players, obs.variants);
        base.dealt = true;
        base.trump_card = obs.trump_card;
        base.known = obs.known.clone();
        base.limits = obs.limits.clone();
        base.table = obs.table.clone();
        base.dead = obs.dead;
        base.out = obs.out.clone();
        base.turn = obs.to_move.unwrap_or(obs.seat);
        base.hands[obs.seat] = obs.hand;
        let mut seats: Vec<Seat> = (0..obs.players).filter(|&s| s != obs.seat).collect();
        seats.sort_by_key(|&s| obs.limits[s].iter().map(|&l| u32::from(l)).sum::<u32>());
        Deals { obs, seats, unseen: obs.unseen().to_vec(), base }
    }

    /// Overwrites `state` with a fresh deal (its buffers reused).
    pub(crate) fn deal_into(&self, state: &mut State, rng: &mut GameRng) {
        let obs = self.obs;
        state.clone_from(&self.base);
        // A few random tries find a consistent deal (one exists: the real one). If they
        // all fail the limits are ignored for this deal. The pile's buffer holds the
        // cards still to deal; what is left of it is the pile.
        for attempt in 0..=DEAL_TRIES {
            let respect = attempt < DEAL_TRIES;
            let unseen = &mut state.pile;
            unseen.clone_from(&self.unseen);
            rng.shuffle(unseen);
            let mut ok = true;
            for &seat in &self.seats {
                let mut hand = obs.known[seat];
                let need = obs.counts[seat].saturating_sub(hand.len());
                let allowed = |c: &Card| !respect || c.rank() <= obs.limits[seat][c.suit().index()];
                let mut taken = 0;
                unseen.retain(|c| {
                    if taken < need && allowed(c) {
                        hand.insert(*c);
                        taken += 1;
                        false
                    } else {
                        true
                    }
                });
                ok &= taken == need;
                state.hands[seat] = hand;
            }
            if ok || !respect {
                break;
            }
        }
    }
}

/// The value of a finished (or cut-off) rollout for `me`: 0 for the fjols, 1 and a
/// little more for an early finish; cut-off games by relative hand size.
fn value(state: &State, me: Seat) -> f64 {
    let n = state.players as f64;
    if let Some(place) = state.out.iter().position(|&s| s == me) {
        return 1.0 + 0.2 * (n - 1.0 - place as f64) / (n - 1.0);
    }
    if state.is_over() {
        return 0.0;
    }
    let mine = state.hands[me].len() as f64;
    let others: f64 =
        (0..state.players).filter(|&s| s != me && state.active(s)).map(|s| state.hands[s].len() as f64).sum();
    let active_others = (0..state.players).filter(|&s| s != me && state.active(s)).count().max(1) as f64;
    0.5 - 0.05 * (mine - others / active_others)
}

/// Plays `state` out with the rollout policy; the value for `me` and the moves played.
fn rollout(mut state: State, me: Seat, rng: &mut GameRng) -> (f64, usize) {
    let mut moves = 0;
    while moves < ROLLOUT_CAP && !state.is_over() && state.active(me) {
        let mv = rollout_move(&state, rng);
        rules::apply_into(&mut state, &mv, &mut Events::off());
        moves += 1;
    }
    (value(&state, me), moves)
}

/// Whether the hard bot takes another sample after `samples` that cost `nodes` moves.
#[cfg(test)]
pub(crate) fn another_sample(samples: usize, nodes: usize) -> bool {
    another_within(STRONG, samples, nodes)
}

/// Whether a search with `budget` takes another sample after `samples` that cost `nodes`.
fn another_within(budget: Budget, samples: usize, nodes: usize) -> bool {
    samples < HARD_MIN_SAMPLES || (samples < budget.samples && nodes < budget.nodes)
}

/// Master: the exact endgame where it decides, else the tree search.
fn master(obs: &Observation, rng: &mut GameRng) -> Move {
    winning_endgame_move(obs, rng).unwrap_or_else(|| super::tree::search(obs, MASTER_ITERATIONS, MASTER_MOVES, rng).mv)
}

/// Two hands left and the pile gone: the other hand is every unseen card, so the one
/// world consistent with the observation can be searched to the end. A move that goes
/// out first against any defence; `None` when there is none (every move loses against
/// best play, and the tree picks the one most likely to profit from a mistake) or the
/// position is no such endgame.
fn winning_endgame_move(obs: &Observation, rng: &mut GameRng) -> Option<Move> {
    let active = (0..obs.players).filter(|s| !obs.out.contains(s)).count();
    if obs.pile != 0 || active != 2 {
        return None;
    }
    let world = determinise(obs, rng);
    Duel::new(&world, ENDGAME_NODES).winning_moves(&world)?.into_iter().next()
}

/// When master is shown the other hands (never in play: the arena's measurement of
/// what knowing them is worth against the ISMCTS anchor, `arena/ismcts.rs`).
#[cfg(test)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sees {
    /// Every decision.
    Always,
    /// Once the pile is gone (no card is drawn any more).
    OncePileGone,
    /// While the pile lasts.
    WhilePileLasts,
}

/// Master's move with its tree's deals replaced, when `sees` says so, by the true
/// hands of `truth` (the pile's order still shuffled): the ceiling of master's kind of
/// player. Test code only.
#[cfg(test)]
pub(crate) fn master_seeing(truth: &State, obs: &Observation, sees: Sees, rng: &mut GameRng) -> Move {
    let shown = match sees {
        Sees::Always => true,
        Sees::OncePileGone => obs.pile == 0,
        Sees::WhilePileLasts => obs.pile > 0,
    };
    let legal = obs.legal_moves();
    if !shown || legal.len() <= 1 {
        return choose(obs, BotLevel::Master, rng);
    }
    if let Some(mv) = winning_endgame_move(obs, rng) {
        return mv;
    }
    let mut deal = |state: &mut State, rng: &mut GameRng| deal_true_hands(truth, state, rng);
    super::tree::search_deals(obs, MASTER_ITERATIONS, MASTER_MOVES, &mut deal, rng).mv
}

/// The world [`master_seeing`]'s tree searches: the true hands, the pile's order
/// shuffled. Test code only.
#[cfg(test)]
pub(crate) fn deal_true_hands(truth: &State, state: &mut State, rng: &mut GameRng) {
    state.clone_from(truth);
    rng.shuffle(&mut state.pile);
}

fn hard(obs: &Observation, legal: &[Move], budget: Budget, rng: &mut GameRng) -> Move {
    let mut totals = vec![0.0; legal.len()];
    let (mut samples, mut nodes) = (0, 0);
    // Every candidate gets the same samples (the same deals), so a big hand (the chain
    // variant) has fewer samples, not fewer candidates.
    let deals = Deals::new(obs);
    let mut world = State::new(obs.players, obs.variants);
    while another_within(budget, samples, nodes) {
        deals.deal_into(&mut world, rng);
        for (i, mv) in legal.iter().enumerate() {
            let mut s = world.clone();
            rules::apply_into(&mut s, mv, &mut Events::off());
            let (value, moves) = rollout(s, obs.seat, rng);
            totals[i] += value;
            nodes += moves + 1;
        }
        samples += 1;
    }
    let index: Vec<usize> = (0..legal.len()).collect();
    let best = best_by(&index, rng, |&i| totals[i]).unwrap_or(0);
    legal[best].clone()
}
