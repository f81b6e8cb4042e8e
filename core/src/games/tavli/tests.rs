//! Properties of Portes and Plakoto over random games: the checkers are kept, every
//! position reads back from its notation, every tap order of a play reaches it, and
//! every bot level finishes a game.

use crate::game::{play_one, BotLevel, Game, Setup, ToMove};
use crate::games::plakoto::Plakoto;
use crate::games::portes::Portes;
use crate::rng::GameRng;

use super::rules::{Move, Phase, State};
use super::turn::follow;

fn random_games<G: Game<State = State, Move = Move>>(seeds: u64) -> usize {
    let mut checked = 0;
    for seed in 0..seeds {
        let mut s = G::new_game(&Setup::new(2)).unwrap();
        let mut rng = GameRng::new(seed);
        for _ in 0..3000 {
            for seat in 0..2 {
                assert_eq!(s.board.total(seat), 15, "{s:?}");
            }
            let text = G::format_state(&s);
            assert_eq!(G::parse_state(&text).as_ref(), Ok(&s), "{text}");
            if s.phase == Phase::Moving {
                let moves = G::legal_moves(&s);
                assert!(!moves.is_empty());
                for mv in moves.iter().take(8) {
                    let Move::Play(steps) = mv else { panic!("{mv:?}") };
                    let (want, _) = follow(&s.board, s.turn, &s.dice, &s.rel_steps(steps)).unwrap();
                    for order in G::step_orders(&s, mv) {
                        let rel: Vec<(usize, usize)> = order
                            .iter()
                            .filter(|st| st.notation != "pass")
                            .map(|st| {
                                super::opposed::rel_of(s.turn, &super::notation::parse_step(&st.notation).unwrap())
                            })
                            .collect();
                        let (got, _) = follow(&s.board, s.turn, &s.dice, &rel).unwrap();
                        assert_eq!(got, want, "{text}: {order:?}");
                    }
                    checked += 1;
                }
            }
            if !play_one::<G>(&mut s, &mut rng, |s, _, rng| G::random_move(s, rng)) {
                break;
            }
        }
        assert_eq!(G::to_move(&s), ToMove::Over, "seed {seed} did not end");
        assert!(G::outcome(&s).is_some());
    }
    checked
}

#[test]
fn random_games_keep_the_checkers_read_back_and_tap_in_any_order() {
    assert!(random_games::<Portes>(4) > 200);
    assert!(random_games::<Plakoto>(4) > 200);
}

fn bot_game<G: Game<State = State, Move = Move>>(level: BotLevel, seed: u64) {
    let mut s = G::new_game(&Setup::new(2)).unwrap();
    let mut rng = GameRng::new(seed);
    for _ in 0..3000 {
        let moved = play_one::<G>(&mut s, &mut rng, |s, seat, rng| {
            let mv = G::bot_move(&G::observe(s, seat), level, rng);
            assert!(G::legal_moves(s).contains(&mv), "{level:?} chose {mv:?}");
            mv
        });
        if !moved {
            return;
        }
    }
    panic!("{level:?} did not finish a game");
}

#[test]
fn every_bot_level_plays_legal_moves_to_the_end() {
    for level in BotLevel::ALL {
        bot_game::<Portes>(level, 1);
        bot_game::<Plakoto>(level, 2);
    }
}

/// Setting up a Plakoto game against a master bot starts building the bear-off table
/// on a thread of its own (docs/bots.md: built inside the bot's first all-home race it
/// pushed that decision over 250 ms), and that thread, not a decision, makes it ready.
/// (The only test that joins the warm-up thread, so its join sees the whole build.)
#[test]
fn setting_up_a_bot_builds_the_bear_off_table_before_its_first_decision() {
    use crate::games::fevga::race;
    use crate::session::{SeatConfig, SessionConfig};
    let config = SessionConfig {
        game: "plakoto".into(),
        seats: vec![SeatConfig::human("Anna"), SeatConfig::bot("Bo", BotLevel::Master)],
        variants: Default::default(),
        seed: Some(1),
        title: None,
    };
    let _session = crate::new_session(&config).unwrap();
    assert!(race::warm_up_started(), "the set-up started the table's build");
    race::join_warm_up();
    assert!(race::ready(), "built before any decision asked for it");
}
