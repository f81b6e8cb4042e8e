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

/// Four people passing one device round a Podkidnoy table, each deciding as club
/// would from their own hand: every hand-off the session asks for is counted (a
/// hand-off is the device passing, and each is a screen the players tap through), with
/// the bouts, the throw-ins and the passes of seats that held a card to add (a seat
/// with nothing to add is passed over without a decision or a hand-off). Printed; the
/// bound fails if the throw-in round asked every seat in turn (a storm of hand-offs)
/// or a hand-off came between two decisions of the same seat.
#[test]
fn four_people_passing_the_device_hand_it_on_a_few_times_a_bout() {
    use crate::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};
    let (mut hand_offs, mut bouts, mut throw_ins, mut passes) = (0usize, 0u32, 0usize, 0usize);
    for seed in 0..3u64 {
        let seats = ["Ann", "Bo", "Cai", "Dag"].into_iter().map(SeatConfig::human).collect();
        let config =
            SessionConfig { game: "durak".into(), seats, variants: Default::default(), seed: Some(seed), title: None };
        let mut s = Session::<Durak>::new(&config).unwrap();
        let mut rng = GameRng::new(seed);
        let mut last_mover = None;
        for _ in 0..3000 {
            match s.phase() {
                Phase::Over => break,
                Phase::HandOff { seat } => {
                    assert_ne!(last_mover, Some(seat), "a hand-off between two decisions of one seat");
                    hand_offs += 1;
                    s.confirm_handoff(seat).unwrap();
                }
                Phase::HumanTurn { seat } => {
                    let state = s.state().clone();
                    let mv = Durak::bot_move(&Durak::observe(&state, seat), BotLevel::Club, &mut rng);
                    throw_ins += usize::from(matches!(mv, Move::Attack(_)) && !state.table.is_empty());
                    passes += usize::from(mv == Move::Pass);
                    s.act(None, seat, &Durak::format_move(&state, &mv)).unwrap();
                    let after = s.state();
                    bouts += u32::from(after.bouts != state.bouts || after.games != state.games);
                    last_mover = Some(seat);
                }
                Phase::BotTurn { .. } => unreachable!("four people"),
            }
        }
        assert_eq!(s.phase(), Phase::Over, "seed {seed}: the game ends");
    }
    let per_bout = hand_offs as f64 / f64::from(bouts);
    println!(
        "durak pass-and-play, 4 people, podkidnoy: {hand_offs} hand-offs in {bouts} bouts = {per_bout:.2} a bout \
         ({throw_ins} throw-ins, {passes} passes by a seat that could have added)"
    );
    assert!(throw_ins > 20, "the games had throw-ins: {throw_ins}");
    assert!(per_bout < 5.0, "{per_bout:.2} hand-offs a bout");
}

/// Strong really samples: at the first decision of a game every candidate is played
/// out on all [`bot::STRONG_SAMPLES`] deals to the game's end (a 36-card game of two
/// is dozens of moves), and the scores differ between candidates and between deals
/// (a rollout that stopped at once would score ½ everywhere). Its speed (well under a
/// millisecond optimised) is that of ~8 × candidates playouts of ~30 cheap moves.
#[test]
fn strong_plays_every_candidate_out_on_every_deal() {
    let mut rng = GameRng::new(3);
    let mut s = Durak::new_game(&Setup::new(2)).unwrap();
    let deal = Durak::sample_chance(&s, &mut rng);
    Durak::advance(&mut s, &deal);
    let ToMove::Seat(seat) = Durak::to_move(&s) else { panic!("a seat attacks") };
    let obs = Durak::observe(&s, seat);
    let moves = Durak::legal_moves(&s);
    assert!(moves.len() >= 4, "an opening attack offers every card");
    let sampled = bot::sample(&obs, &moves, &mut rng);
    assert_eq!(sampled.rollouts, bot::STRONG_SAMPLES * moves.len());
    let per_rollout = sampled.moves as f64 / sampled.rollouts as f64;
    assert!(per_rollout >= 20.0, "each rollout plays the game to its end ({per_rollout:.1} moves)");
    for t in &sampled.totals {
        assert!((0.0..=bot::STRONG_SAMPLES as f64).contains(t), "{t}");
    }
    let decided = sampled.totals.iter().filter(|&&t| t != 0.5 * bot::STRONG_SAMPLES as f64).count();
    assert!(decided > 0, "rollouts end in a fool, not undecided: {:?}", sampled.totals);
    let first = sampled.totals[0];
    assert!(sampled.totals.iter().any(|&t| t != first), "candidates score differently: {:?}", sampled.totals);
}
