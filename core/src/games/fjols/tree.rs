//! Master's search: an information-set tree (single-observer ISMCTS, Cowling, Powley
//! and Whitehouse 2012) over the master's moves and everyone's moves after them.
//!
//! Why a tree and not strong's sampled deals (PIMC): PIMC judges each move by many
//! deals played out by club's policy, one deal at a time, so a move that is good only
//! if you knew the deal looks good, and four times its rollouts made master no
//! stronger (docs/bots.md). The tree shares what it learns across deals: the
//! observer's later choices are one node whatever the deal, and every other seat's
//! replies are chosen in the tree to suit that seat, so a move is judged against
//! replies that fit it rather than against club's habits. Measured against strong
//! (docs/bots.md), this search with random playouts improves with its iterations where
//! PIMC did not.
//!
//! Written for Fjols alone so that an iteration costs little: moves are one byte (a
//! card's index, or [`PICK_UP`]), the legal moves a card set, and a playout draws its
//! random move without building a list. The budget is in iterations, not time, so a
//! seed plays the same game on every machine.

use super::bot::Deals;
use super::cards::{Card, CardSet};
use super::rules::{self, Move, State};
use super::view::Observation;
use crate::event_sink::Events;
use crate::game::Seat;
use crate::rng::GameRng;

/// A move as one byte: a card's index, or this for picking up.
const PICK_UP: u8 = u8::MAX;
/// A playout is cut off (and scored as half a loss) after this many moves: a chain
/// game can pass cards round for long, and no real game comes near it.
const PLAYOUT_CAP: usize = 2_000;
/// Iterations the search makes whatever its playouts cost.
pub(crate) const MIN_ITERATIONS: usize = 200;
/// UCB1's exploration constant (rewards are 0 or 1).
const EXPLORATION: f64 = 0.7;

/// One node: the move that led to it, who made it, and its statistics from that
/// seat's side (how often it was tried, how often it could have been, how often the
/// seat was not the fjols after it).
struct Node {
    code: u8,
    by: u8,
    children: Vec<u32>,
    visits: f64,
    available: f64,
    reward: f64,
}

/// The legal moves of the seat to move, as the cards it may lay and whether it may
/// pick up.
fn options(state: &State) -> (CardSet, bool) {
    rules::options_for(state.hands[state.turn], state.to_beat(), state.trumps(), state.variants.beating)
}

fn decode(code: u8) -> Move {
    if code == PICK_UP {
        Move::PickUp
    } else {
        Move::Lay(Card::from_index(usize::from(code)))
    }
}

fn is_legal(code: u8, cards: CardSet, pick: bool) -> bool {
    if code == PICK_UP {
        pick
    } else {
        cards.contains(Card::from_index(usize::from(code)))
    }
}

/// The `k`-th of the legal moves (cards in order, then picking up).
fn nth_option(cards: CardSet, pick: bool, k: usize) -> u8 {
    match cards.iter().nth(k) {
        Some(c) => c.index() as u8,
        None if pick => PICK_UP,
        None => cards.iter().next().map_or(PICK_UP, |c| c.index() as u8),
    }
}

/// Plays `state` out with uniformly random legal moves; the fjols, if the game ended,
/// and the moves played.
fn playout(state: &mut State, rng: &mut GameRng) -> (Option<Seat>, usize) {
    for played in 0..PLAYOUT_CAP {
        if state.is_over() {
            return (state.fjols(), played);
        }
        let (cards, pick) = options(state);
        let count = cards.len() + usize::from(pick);
        let code = nth_option(cards, pick, rng.below(count.max(1) as u32) as usize);
        rules::apply_into(state, &decode(code), &mut Events::off());
    }
    (state.fjols(), PLAYOUT_CAP)
}

/// What a search found and what it spent (the spending is read by the tests, which
/// check the budget).
#[cfg_attr(not(test), allow(dead_code))]
pub(crate) struct Searched {
    /// The root move tried most.
    pub mv: Move,
    /// Deals searched.
    pub iterations: usize,
    /// Moves made in the tree and the playouts.
    pub moves: usize,
}

/// The move the tree search finds for the observing seat after `iterations` deals
/// of the cards it cannot see, or fewer once its playouts have made `moves` moves (but
/// at least [`MIN_ITERATIONS`]): the root move tried most.
pub(crate) fn search(obs: &Observation, iterations: usize, moves: usize, rng: &mut GameRng) -> Searched {
    let deals = Deals::new(obs);
    search_deals(obs, iterations, moves, &mut |state, rng| deals.deal_into(state, rng), rng)
}

/// [`search`] with its deals made by `deal`, which overwrites a state with a world to
/// search: the deals consistent with the observation, or (for the arena's measurement
/// of what knowing the other hands is worth) the true hands.
pub(crate) fn search_deals(
    obs: &Observation,
    iterations: usize,
    moves: usize,
    deal: &mut dyn FnMut(&mut State, &mut GameRng),
    rng: &mut GameRng,
) -> Searched {
    let root_seat = obs.seat;
    let mut nodes = vec![Node {
        code: PICK_UP,
        by: root_seat as u8,
        children: Vec::new(),
        visits: 0.0,
        available: 0.0,
        reward: 0.0,
    }];
    let mut path: Vec<usize> = Vec::new();
    let mut usable: Vec<u32> = Vec::new();
    let (mut played, mut done) = (0, 0);
    let mut state = State::new(obs.players, obs.variants);
    while done < iterations.max(1) && (done < MIN_ITERATIONS || played < moves) {
        deal(&mut state, rng);
        done += 1;
        path.clear();
        let mut node = 0usize;
        // Selection down the tree and one new node.
        while !state.is_over() {
            let mover = state.turn;
            let (cards, pick) = options(&state);
            let (mut untried, mut pick_untried) = (cards, pick);
            usable.clear();
            for &c in &nodes[node].children {
                let child = &nodes[c as usize];
                if usize::from(child.by) != mover || !is_legal(child.code, cards, pick) {
                    continue;
                }
                if child.code == PICK_UP {
                    pick_untried = false;
                } else {
                    untried.remove(Card::from_index(usize::from(child.code)));
                }
                usable.push(c);
            }
            for &c in &usable {
                nodes[c as usize].available += 1.0;
            }
            let untried_count = untried.len() + usize::from(pick_untried);
            let next = if untried_count > 0 {
                let code = nth_option(untried, pick_untried, rng.below(untried_count as u32) as usize);
                nodes.push(Node {
                    code,
                    by: mover as u8,
                    children: Vec::new(),
                    visits: 0.0,
                    available: 1.0,
                    reward: 0.0,
                });
                let id = nodes.len() - 1;
                nodes[node].children.push(id as u32);
                id
            } else {
                let ucb = |c: u32| {
                    let n = &nodes[c as usize];
                    n.reward / n.visits + EXPLORATION * (n.available.ln() / n.visits).sqrt()
                };
                match usable.iter().copied().max_by(|&a, &b| ucb(a).total_cmp(&ucb(b))) {
                    Some(best) => best as usize,
                    None => break,
                }
            };
            rules::apply_into(&mut state, &decode(nodes[next].code), &mut Events::off());
            path.push(next);
            node = next;
            if untried_count > 0 {
                break;
            }
        }
        let (fjols, length) = playout(&mut state, rng);
        played += length + path.len();
        for &n in &path {
            let node = &mut nodes[n];
            node.visits += 1.0;
            node.reward += match fjols {
                Some(f) => f64::from(usize::from(node.by) != f),
                None => 0.5,
            };
        }
    }
    let best = nodes[0].children.iter().copied().max_by(|&a, &b| {
        let (a, b) = (&nodes[a as usize], &nodes[b as usize]);
        a.visits.total_cmp(&b.visits)
    });
    let mv = match best {
        Some(c) => decode(nodes[c as usize].code),
        None => obs.legal_moves().into_iter().next().unwrap_or(Move::PickUp),
    };
    Searched { mv, iterations: done, moves: played }
}
