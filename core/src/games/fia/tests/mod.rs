//! Tests of Fia med knuff: the rules and variants (`rules.rs`, each test builds a
//! position from notation and would fail if the rule it names were wrong), notation
//! (`notation.rs`), random-game properties across all variant combinations
//! (`properties.rs`), the scene (`scene.rs`) and the hard bot's look-ahead
//! (`bot.rs`). This file holds the helpers they share.

mod bot;
mod notation;
mod properties;
mod refusals;
mod rules;
mod scene;

use super::notation::{format_state, parse_move, parse_state};
use super::rules::{FiaMove, FiaState, Pos, Stage};
use super::Fia;
use crate::event::Event;
use crate::game::{play_one, BotLevel, Game, Seat, ToMove};
use crate::rng::GameRng;

/// A position: the defaults (4 players, standard rules, red to move with die 1, all
/// pieces in their nests), overridden by the `key=value` fields in `fields`.
pub(super) fn pos(fields: &str) -> FiaState {
    let mut map: Vec<(String, String)> = "players=4 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce \
         start_squares=open end=first two_player=opposite stage=move turn=0 die=1 rolls=1 sixes=0 finished=- \
         rolloff=- red=n,n,n,n blue=n,n,n,n yellow=n,n,n,n green=n,n,n,n"
        .split_whitespace()
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    for kv in fields.split_whitespace() {
        let (k, v) = kv.split_once('=').unwrap();
        match map.iter_mut().find(|(key, _)| key == k) {
            Some(entry) => entry.1 = v.to_string(),
            None => map.push((k.to_string(), v.to_string())),
        }
    }
    let players: usize = map.iter().find(|(k, _)| k == "players").unwrap().1.parse().unwrap();
    let pieces: usize = map.iter().find(|(k, _)| k == "pieces").unwrap().1.parse().unwrap();
    let adjacent = map.iter().any(|(k, v)| k == "two_player" && v == "adjacent");
    let colours: &[&str] = match players {
        2 if adjacent => &["red", "blue"],
        2 => &["red", "yellow"],
        3 => &["red", "blue", "yellow"],
        _ => &["red", "blue", "yellow", "green"],
    };
    let nest = vec!["n"; pieces].join(",");
    let all = ["red", "blue", "yellow", "green"];
    map.retain(|(k, _)| !all.contains(&k.as_str()) || colours.contains(&k.as_str()));
    for c in colours {
        if let Some(entry) = map.iter_mut().find(|(k, _)| k == c) {
            if entry.1.split(',').count() != pieces {
                entry.1 = nest.clone();
            }
        }
    }
    let text = format!("fia {}", map.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(" "));
    parse_state(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// The moves the die `die` would offer in the position of `fields` (with the turn's
/// roll still to come). A die that moves nothing passes the roll, so such a position
/// never stands at `stage=move`; this looks at the moves the rules find for it.
pub(super) fn moves_for_die(fields: &str, die: u8) -> Vec<String> {
    let mut s = pos(&format!("stage=roll die=- rolls=0 {fields}"));
    s.stage = Stage::Moving;
    s.die = Some(die);
    legal(&s)
}

pub(super) fn legal(state: &FiaState) -> Vec<String> {
    crate::game::legal_notations::<Fia>(state)
}

pub(super) fn play(state: &mut FiaState, mv: &str) -> Vec<Event> {
    let m = crate::game::find_legal::<Fia>(state, mv).unwrap_or_else(|e| panic!("{e} in {}", format_state(state)));
    Fia::apply(state, &m)
}

pub(super) fn roll(state: &mut FiaState, die: u8) -> Vec<Event> {
    let mut events = play(state, "roll");
    assert_eq!(Fia::to_move(state), ToMove::Chance);
    events.extend(Fia::apply(state, &FiaMove::Die(die)));
    events
}

pub(super) fn knocked(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PieceSentHome { piece, .. } => Some(piece.clone()),
            _ => None,
        })
        .collect()
}
