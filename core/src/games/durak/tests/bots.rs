//! Every level plays legal moves to the end of a game; club's ideas; and the
//! hand-offs a bout asks of a pass-and-play table.

use super::*;
use crate::game::{BotLevel, Setup, ToMove};
use crate::rng::GameRng;

/// Plays a whole game with `levels` round the table; returns the final state and
/// (decisions, seat changes between consecutive decisions, bouts).
fn bot_game(setup: &Setup, levels: &[BotLevel], seed: u64) -> (State, usize, usize, u32) {
    let mut rng = GameRng::new(seed);
    let mut s = Durak::new_game(setup).unwrap();
    let (mut decisions, mut changes, mut last, mut bouts) = (0, 0, None, 0);
    for _ in 0..5000 {
        match Durak::to_move(&s) {
            ToMove::Over => break,
            ToMove::Chance => {
                let mv = Durak::sample_chance(&s, &mut rng);
                Durak::advance(&mut s, &mv);
            }
            ToMove::Seat(seat) => {
                let obs = Durak::observe(&s, seat);
                let mv = Durak::bot_move(&obs, levels[seat % levels.len()], &mut rng);
                assert!(Durak::legal_moves(&s).contains(&mv), "{mv:?} in {}", Durak::format_state(&s));
                decisions += 1;
                if last.is_some_and(|l| l != seat) {
                    changes += 1;
                }
                last = Some(seat);
                let before = s.bouts + s.games * 1000;
                Durak::advance(&mut s, &mv);
                if s.bouts + s.games * 1000 != before {
                    bouts += 1;
                }
            }
        }
    }
    (s, decisions, changes, bouts)
}

#[test]
fn every_level_plays_a_legal_game_to_the_end() {
    for (i, level) in BotLevel::ALL.into_iter().enumerate() {
        let players = 2 + i % 3;
        let setup = Setup::new(players).with("kind", if i % 2 == 0 { "podkidnoy" } else { "perevodnoy" });
        let (s, ..) = bot_game(&setup, &[level, BotLevel::Club], i as u64);
        assert_eq!(Durak::to_move(&s), ToMove::Over, "{level:?}");
    }
}

#[test]
fn club_beats_with_the_cheapest_card_and_keeps_its_trumps() {
    let s = pos("players=2 turn=1 trump=6s hands=7d,8d/Td,Ad,7s,Kc stock=Qh,Jh table=9d bouts=2");
    let obs = Durak::observe(&s, 1);
    let mv = Durak::bot_move(&obs, BotLevel::Club, &mut GameRng::new(1));
    assert_eq!(Durak::format_move(&s, &mv), "Td 9d");
    let s = pos("players=2 turn=0 trump=6s hands=7d,Ad,7s,Kc/Td,8d stock=Qh,Jh table=- bouts=2");
    let mv = Durak::bot_move(&Durak::observe(&s, 0), BotLevel::Club, &mut GameRng::new(1));
    assert_eq!(Durak::format_move(&s, &mv), "7d", "attacks with its lowest plain card");
}

/// The table asks for a hand-off whenever the seat to decide changes: this counts
/// them per bout over club games of four (printed; the bound keeps the throw-in round
/// from turning into a storm of hand-offs).
#[test]
fn a_bout_asks_for_few_hand_offs() {
    let (mut changes, mut bouts) = (0, 0);
    for seed in 0..4 {
        let (_, _, c, b) = bot_game(&Setup::new(4), &[BotLevel::Club], seed);
        changes += c;
        bouts += b;
    }
    let per_bout = changes as f64 / f64::from(bouts);
    println!("durak, 4 players, club: {changes} seat changes in {bouts} bouts = {per_bout:.2} a bout");
    // At least two a bout (the defender answers, the next bout's attacker opens
    // unless it is the same seat); each throw-in exchange adds two.
    assert!(per_bout < 5.0, "{per_bout:.2} hand-offs a bout");
}
