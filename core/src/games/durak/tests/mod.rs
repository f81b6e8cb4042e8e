//! Tests of Durak: the rules and every variant (`rules.rs`), notation (`notation.rs`),
//! random games with invariants and privacy (`properties.rs`), the bots and the
//! hand-offs a bout asks for (`bots.rs`), the table as drawn (`scene.rs`). This file holds the helpers they share.

mod bots;
mod notation;
mod properties;
mod rules;
mod scene;

use super::rules::{Move, State};
use super::*;
use crate::game::{find_legal, legal_notations, Game};
use crate::games::cards::{Card, CardSet};
use crate::notation::Fields;

/// A card from its notation (`Ah`, `Ts`, `6c`).
fn c(text: &str) -> Card {
    Card::parse(text).unwrap()
}

/// A position from the fields given (after `durak`); every card of the deck not
/// listed in `trump`, `hands`, `stock`, `table` or `discard` goes to the discard, so a
/// test lists only what matters. `attacker`, `defender` default to 0 and 1.
fn pos(fields: &str) -> State {
    let text = format!("durak {fields}");
    let f = Fields::parse(&text, "durak").unwrap();
    let deck: usize = f.opt("deck").map_or(36, |d| d.parse().unwrap());
    let mut listed = CardSet::EMPTY;
    for key in ["hands", "stock", "table", "discard"] {
        if let Some(v) = f.opt(key) {
            for t in v.split(['/', ',']).filter(|t| *t != "-" && !t.is_empty()) {
                listed.insert(c(t));
            }
        }
    }
    let rest = CardSet::deck(deck).minus(listed);
    let mut extra = String::new();
    if f.opt("discard").is_none() {
        extra.push_str(&format!(" discard={}", crate::notation::join(rest.iter())));
    }
    for (key, default) in [("attacker", "0"), ("defender", "1")] {
        if f.opt(key).is_none() {
            extra.push_str(&format!(" {key}={default}"));
        }
    }
    let text = format!("{text}{extra}");
    Durak::parse_state(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The legal moves in notation, sorted, so a test compares them with a literal list.
fn legal(state: &State) -> Vec<String> {
    let mut v = legal_notations::<Durak>(state);
    v.sort();
    v
}

/// Plays one legal move given in notation.
fn play(state: &mut State, mv: &str) {
    let m = find_legal::<Durak>(state, mv).unwrap_or_else(|e| panic!("{mv}: {e} in {}", Durak::format_state(state)));
    Durak::advance(state, &m);
}

/// True when `mv` is legal now.
fn is_legal(state: &State, mv: &str) -> bool {
    find_legal::<Durak>(state, mv).is_ok()
}

/// Every combination of the variants (that a table of `players` may play).
fn setups(players: usize) -> Vec<crate::game::Setup> {
    let mut out = Vec::new();
    for kind in ["podkidnoy", "perevodnoy"] {
        for deck in ["36", "52", "24"] {
            for first in ["5", "6"] {
                for show in ["off", "on"] {
                    for teams in ["off", "on"] {
                        let s = crate::game::Setup::new(players)
                            .with("kind", kind)
                            .with("deck", deck)
                            .with("first", first)
                            .with("show", show)
                            .with("teams", teams);
                        if Durak::new_game(&s).is_ok() {
                            out.push(s);
                        }
                    }
                }
            }
        }
    }
    out
}

#[allow(dead_code)]
fn moves_of(state: &State) -> Vec<Move> {
    Durak::legal_moves(state)
}
