//! Tests of every rule, the notation, the session, the scene and the bots, with the
//! position helpers they share.

mod bots;
mod fast_search;
mod notation;
mod props;
mod rules;
mod scene;
mod session;
mod taps;

use super::board::{Pos, Spot};
use super::cards::{full_deck, Card};
use super::rules::{Move, Stage, State};
use super::*;
use crate::event::Event;
use crate::game::{find_legal, legal_notations, BotLevel, Game, Setup, ToMove};
use crate::rng::GameRng;

type G = Pairanoid;

/// A play-stage position: red to move unless `turn` says otherwise; the pile holds
/// every other card.
fn pos_with(turn: &str, marbles: [&str; 4], hands: [&str; 4]) -> State {
    let text = format!(
        "pairanoid stage=play deal=1 dealer=yellow dealt=24 turn={turn} red={} blue={} green={} yellow={} \
         hands={} pile=rest discard=- given=-,-,-,- last=- winner=-",
        marbles[0],
        marbles[1],
        marbles[2],
        marbles[3],
        hands.join("/")
    );
    G::parse_state(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const NESTS: &str = "n,n,n,n";

fn pos(marbles: [&str; 4], hand: &str) -> State {
    pos_with("red", marbles, [hand, "2", "2", "2"])
}

fn legal(s: &State) -> Vec<String> {
    legal_notations::<G>(s)
}

fn has(s: &State, mv: &str) -> bool {
    legal(s).iter().any(|m| m == mv)
}

/// Plays a legal move given in notation and returns the new state.
fn play(s: &State, mv: &str) -> State {
    let m = find_legal::<G>(s, mv).unwrap_or_else(|e| panic!("{mv}: {e}\nlegal: {:?}", legal(s)));
    let mut next = s.clone();
    G::apply(&mut next, &m);
    resolve_fixed_chance(&mut next);
    next
}

/// Applies chance steps that have a single outcome (a deal from the pile, a swap
/// exchange); stops at a reshuffle.
fn resolve_fixed_chance(s: &mut State) {
    while G::to_move(s) == ToMove::Chance {
        match G::chance_outcomes(s) {
            Some(o) if o.len() == 1 => {
                G::apply(s, &o[0].0);
            }
            _ => break,
        }
    }
}

fn marbles(s: &State, c: usize) -> Vec<Pos> {
    s.board.marbles[c].to_vec()
}
