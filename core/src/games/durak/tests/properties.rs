//! Random games under every variant: the invariants hold after every move, positions
//! survive notation, a seat's observation names no card it may not see, and the legal
//! moves read from an observation are the true ones.

use super::*;
use crate::game::{play_one, Setup, ToMove};
use crate::games::durak::rules::check;
use crate::games::durak::view::observe;
use crate::rng::GameRng;

/// Plays random games of `setup`, calling `each` on every position.
fn walk(setup: &Setup, seed: u64, games: usize, mut each: impl FnMut(&State)) -> usize {
    let mut rng = GameRng::new(seed);
    let mut moves = 0;
    for _ in 0..games {
        let mut s = Durak::new_game(setup).unwrap();
        for _ in 0..3000 {
            each(&s);
            if !play_one::<Durak>(&mut s, &mut rng, |st, _, r| Durak::random_move(st, r)) {
                break;
            }
            moves += 1;
        }
        assert_eq!(Durak::to_move(&s), ToMove::Over, "a random game ends");
    }
    moves
}

#[test]
fn random_games_of_every_variant_keep_the_invariants_and_round_trip_through_notation() {
    let mut positions = 0;
    for players in 2..=6 {
        for (i, setup) in setups(players).into_iter().enumerate() {
            walk(&setup, (players * 100 + i) as u64, 1, |s| {
                check(s).unwrap_or_else(|e| panic!("{e}: {}", Durak::format_state(s)));
                let text = Durak::format_state(s);
                let back = Durak::parse_state(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
                assert_eq!(Durak::format_state(&back), text);
                assert_eq!(legal(&back), legal(s), "{text}");
                positions += 1;
            });
        }
    }
    assert!(positions > 5000, "{positions}");
}

#[test]
fn an_observation_names_no_card_of_another_hand_unless_the_table_knows_it() {
    let mut looked = 0;
    for (players, seed) in [(2, 1), (3, 2), (4, 3), (6, 4)] {
        let setup = Setup::new(players).with("kind", if seed % 2 == 0 { "perevodnoy" } else { "podkidnoy" });
        walk(&setup, seed, 2, |s| {
            for seat in 0..players {
                let obs = observe(s, seat);
                let json = serde_json::to_string(&obs).unwrap();
                for other in (0..players).filter(|&o| o != seat) {
                    for c in s.hands[other].iter().filter(|&c| !s.known[other].contains(c)) {
                        assert!(!json.contains(&format!("\"{c}\"")), "{c} of seat {other} in seat {seat}'s view");
                        looked += 1;
                    }
                }
                for c in s.stock.iter().filter(|&&c| Some(c) != s.trump) {
                    assert!(!json.contains(&format!("\"{c}\"")), "stock card {c} in seat {seat}'s view");
                }
                if s.dealt && Durak::to_move(s) == ToMove::Seat(seat) {
                    let mut a: Vec<String> = obs.legal_moves().iter().map(|m| Durak::format_move(s, m)).collect();
                    a.sort();
                    assert_eq!(a, legal(s), "the legal moves read from the observation are the true ones");
                }
            }
        });
    }
    assert!(looked > 10_000, "{looked}");
}

#[test]
fn a_determinised_state_keeps_what_the_seat_knows_and_changes_only_hidden_cards() {
    walk(&Setup::new(4), 7, 1, |s| {
        if !s.dealt {
            return;
        }
        let obs = observe(s, 2);
        let d = obs.determinise(&mut GameRng::new(5));
        check(&d).unwrap_or_else(|e| panic!("{e}: {}", Durak::format_state(&d)));
        assert_eq!(d.hands[2], s.hands[2]);
        assert_eq!((d.table.clone(), d.discard, d.stock.len()), (s.table.clone(), s.discard, s.stock.len()));
        assert!((0..4).all(|o| d.hands[o].len() == s.hands[o].len() && d.known[o] == s.known[o]));
        assert_eq!(d.stock.first(), s.stock.first().filter(|&&c| Some(c) == s.trump).or(d.stock.first()));
    });
}
