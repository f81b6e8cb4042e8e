//! Tests of Fevga: rules (`rules.rs`), notation and random-game properties
//! (`properties.rs`), sessions, scene, bots and the network (`play.rs`), master's exact
//! bear-off values (`race.rs`). This file holds the position-building helpers they
//! share.

use super::board::Board;
use super::rules::{Move, State, WHITE};
use super::*;
use crate::game::{find_legal, legal_notations, Game};

/// Counts of checkers in a `point:count,...` list.
pub(super) fn on_board(list: &str) -> u32 {
    if list == "-" {
        return 0;
    }
    list.split(',').map(|i| i.split_once(':').unwrap().1.parse::<u32>().unwrap()).sum()
}

/// A position with the given checkers, white (or black) to play `dice`.
pub(super) fn pos_with(white: &str, black: &str, turn: &str, phase: &str, dice: &str, extra: &str) -> State {
    let off = format!("{},{}", 15 - on_board(white), 15 - on_board(black));
    let chain = if extra.contains("chain=") { "" } else { "chain=none " };
    let text = format!(
        "fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white={white} black={black} off={off} \
         turn={turn} phase={phase} dice={dice} {chain}rolls=0,0 stake=1 owner=- last=- {extra}"
    );
    // Later fields override earlier ones (so `extra` can change any default).
    let mut merged = crate::notation::Fields::new("fevga");
    for token in text.split_whitespace().skip(1) {
        let (k, v) = token.split_once('=').unwrap();
        match merged.pairs.iter_mut().find(|(mk, _)| mk == k) {
            Some(pair) => pair.1 = v.to_string(),
            None => {
                merged.add(k, v);
            }
        }
    }
    Fevga::parse_state(&merged.to_string()).unwrap()
}

pub(super) fn pos(white: &str, black: &str, turn: &str, dice: &str) -> State {
    pos_with(white, black, turn, "move", dice, "")
}

pub(super) fn legal(state: &State) -> Vec<String> {
    let mut v = legal_notations::<Fevga>(state);
    v.sort();
    v
}

pub(super) fn play(state: &mut State, text: &str) {
    let mv = find_legal::<Fevga>(state, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Fevga::apply(state, &mv);
}

pub(super) fn refusal(state: &State, text: &str) -> String {
    match find_legal::<Fevga>(state, text) {
        Err(GameError::IllegalMove { reason, .. }) => reason.to_string(),
        other => panic!("expected a refusal of '{text}', got {other:?}"),
    }
}

pub(super) fn start_of_game(first: Seat) -> State {
    let mut s = Fevga::new_game(&Setup::new(2)).unwrap();
    Fevga::apply(&mut s, &if first == WHITE { Move::Opening(5, 2) } else { Move::Opening(2, 5) });
    s
}

mod play;
mod plays;
mod properties;
mod race;
mod rules;
mod taps;
