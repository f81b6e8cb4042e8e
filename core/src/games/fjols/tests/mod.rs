//! Tests of Fjols: the rules (`rules.rs`), the notation (`notation.rs`), what a seat
//! sees (`scene.rs`), random games with invariants (`properties.rs`), the bots
//! (`bots.rs`) and sessions (`session.rs`). This file holds the helpers they share:
//! positions from notation, moves by name and the list of every variant setup.

mod bots;
mod notation;
mod properties;
mod rules;
mod scene;
mod session;

use super::cards::{Card, CardSet, Suit, Trumps};
use super::rules::{check, Move, State};
use super::*;
use crate::event::Event;
use crate::game::{find_legal, legal_notations, BotLevel, Game, ToMove};
use crate::notation::Fields;

/// A card from its notation (`Ah`, `Ts`, `6c`).
fn c(text: &str) -> Card {
    Card::parse(text).unwrap()
}

/// A position from the fields given; every card of the deck not listed in `hands`,
/// `pile`, `table` or `dead` is put out of play (`dead`), so tests list only what matters.
fn pos(fields: &str) -> State {
    let text = format!("fjols {fields}");
    let f = Fields::parse(&text, "fjols").unwrap();
    let deck = if f.opt("deck") == Some("52") { 52 } else { 36 };
    let mut listed = CardSet::EMPTY;
    for key in ["hands", "pile", "table", "dead"] {
        if let Some(v) = f.opt(key) {
            for t in v.split(['/', ',']).filter(|t| *t != "-" && !t.is_empty()) {
                listed.insert(c(t));
            }
        }
    }
    let rest = CardSet::deck(deck).minus(listed);
    let mut dead: Vec<Card> = rest.to_vec();
    if let Some(v) = f.opt("dead") {
        dead.extend(v.split(',').filter(|t| *t != "-").map(c));
    }
    let text = if f.opt("dead").is_some() {
        let mut f2 = f.clone();
        f2.pairs.retain(|(k, _)| k != "dead");
        format!("{f2} dead={}", crate::notation::join(dead))
    } else {
        format!("{text} dead={}", crate::notation::join(dead))
    };
    Fjols::parse_state(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The legal moves in notation, sorted, so a test compares them with a literal list.
fn legal(state: &State) -> Vec<String> {
    let mut v = legal_notations::<Fjols>(state);
    v.sort();
    v
}

/// Plays a legal move given in notation (panics on an illegal one) and returns its events.
fn play(state: &mut State, mv: &str) -> Vec<Event> {
    let m = find_legal::<Fjols>(state, mv).unwrap_or_else(|e| panic!("{e}"));
    Fjols::apply(state, &m)
}

/// A card set from space-separated notation (`"7c 8c As"`).
fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

/// Each variant key with its two values, for [`setups`].
const VARIANT_VALUES: [(&str, [&str; 2]); 4] =
    [("deck", ["36", "52"]), ("hand", ["5", "6"]), ("pickup", ["last", "chain"]), ("beating", ["forced", "optional"])];

/// Every combination of variants (16) with a player count.
fn setups() -> Vec<Setup> {
    let mut out = Vec::new();
    for players in 2..=5 {
        for bits in 0..16u32 {
            let mut s = Setup::new(players);
            for (i, (key, values)) in VARIANT_VALUES.iter().enumerate() {
                s = s.with(key, values[(bits >> i & 1) as usize]);
            }
            out.push(s);
        }
    }
    out
}

/// A new game of `setup` with the cards shuffled by `rng` and dealt.
fn dealt(setup: &Setup, rng: &mut GameRng) -> State {
    let mut s = Fjols::new_game(setup).unwrap();
    let mv = Fjols::sample_chance(&s, rng);
    Fjols::apply(&mut s, &mv);
    s
}
