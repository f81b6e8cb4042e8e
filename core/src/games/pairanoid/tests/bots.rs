//! Bots: hidden information, team sense, strength.

use super::props::{match_up, random_game};
use super::*;

// ---------------------------------------------------------------- bots

/// Deals the cards hidden from `seat` (other hands and the pile) afresh among the
/// same places, keeping every count.
fn reshuffle_hidden(s: &State, seat: usize, rng: &mut GameRng) -> State {
    let mut t = s.clone();
    let mut hidden: Vec<Card> =
        (0..4).filter(|&k| k != seat).flat_map(|k| s.hands[k].clone()).chain(s.pile.clone()).collect();
    rng.shuffle(&mut hidden);
    for k in (0..4).filter(|&k| k != seat) {
        let n = s.hands[k].len();
        t.hands[k] = hidden.split_off(hidden.len() - n);
        t.hands[k].sort();
    }
    t.pile = hidden;
    t
}

#[test]
fn a_bots_choice_does_not_change_when_the_hidden_cards_are_reshuffled() {
    let mut rng = GameRng::new(21);
    let mut checked = 0;
    for seed in 0..6 {
        let (mut s, _) = random_game(seed, 0, false);
        let mut game_rng = GameRng::new(seed + 100);
        for _ in 0..120 {
            match G::to_move(&s) {
                ToMove::Over => break,
                ToMove::Chance => {
                    let mv = G::sample_chance(&s, &mut game_rng);
                    G::apply(&mut s, &mv);
                }
                ToMove::Seat(seat) => {
                    let other = reshuffle_hidden(&s, seat, &mut rng);
                    let changed = (&other.hands, &other.pile) != (&s.hands, &s.pile);
                    if changed && s.stage == Stage::Play && s.given.iter().all(Option::is_some) {
                        assert_eq!(G::observe(&other, seat), G::observe(&s, seat));
                        for level in BotLevel::ALL {
                            let a = G::bot_move(&G::observe(&s, seat), level, &mut GameRng::new(checked));
                            let b = G::bot_move(&G::observe(&other, seat), level, &mut GameRng::new(checked));
                            assert_eq!(a, b, "{level:?}");
                            assert!(G::legal_moves(&s).contains(&a));
                        }
                        checked += 1;
                    }
                    let mv = G::bot_move(&G::observe(&s, seat), BotLevel::Medium, &mut game_rng);
                    G::apply(&mut s, &mv);
                }
            }
        }
    }
    assert!(checked > 50);
}

#[test]
fn bots_do_not_knock_the_partner_needlessly() {
    // Red may land on green's marble with the 3, or move another marble with the 5.
    let s = pos(["10,30,n,n", NESTS, "13,n,n,n", NESTS], "3,5");
    for level in [BotLevel::Medium, BotLevel::Hard] {
        for seed in 0..5 {
            let mv = G::bot_move(&G::observe(&s, 0), level, &mut GameRng::new(seed));
            assert_ne!(G::format_move(&s, &mv), "3 10>13", "{level:?} knocked its partner");
        }
    }
}

#[test]
fn bots_keep_aces_and_kings_for_coming_out() {
    // Red cannot come out now (own marble on the start field) but has marbles waiting.
    let s = pos(["0,n,n,n", NESTS, NESTS, NESTS], "A,5");
    for level in [BotLevel::Medium, BotLevel::Hard] {
        let mv = G::bot_move(&G::observe(&s, 0), level, &mut GameRng::new(1));
        assert_eq!(G::format_move(&s, &mv), "5 0>5", "{level:?}");
    }
}

#[test]
fn bots_knock_an_opponent_and_take_the_win() {
    let s = pos(["10,n,n,n", "13,n,n,n", NESTS, NESTS], "3,2");
    let mv = G::bot_move(&G::observe(&s, 0), BotLevel::Medium, &mut GameRng::new(1));
    assert_eq!(G::format_move(&s, &mv), "3 10>13");
    let s = pos(["62,R2,R3,R4", NESTS, "G1,G2,G3,G4", NESTS], "3,7,A");
    for level in BotLevel::ALL.into_iter().skip(1) {
        let mv = G::bot_move(&G::observe(&s, 0), level, &mut GameRng::new(1));
        let mut t = s.clone();
        G::apply(&mut t, &mv);
        assert_eq!(t.winner, Some(0), "{level:?}");
    }
}

#[test]
fn the_hard_team_beats_the_easy_team() {
    let (p, _, _, _, _) = match_up(BotLevel::Hard, BotLevel::Easy, 12, 2);
    assert!(p >= 0.75, "hard won only {p}");
}
