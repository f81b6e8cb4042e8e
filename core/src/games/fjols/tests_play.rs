//! Whole-game tests of Fjols: random games with invariants after every action, bots,
//! and sessions (step building, hand-off, undo, saves, the fjols tally).

use super::cards::CardSet;
use super::rules::{check, Move, State};
use super::tests::{c, pos};
use super::*;
use crate::game::{find_legal, legal_notations, BotLevel, Game, Setup, ToMove};
use crate::save::SaveFile;
use crate::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};

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

fn dealt(setup: &Setup, rng: &mut GameRng) -> State {
    let mut s = Fjols::new_game(setup).unwrap();
    let mv = Fjols::sample_chance(&s, rng);
    Fjols::apply(&mut s, &mv);
    s
}

/// Invariants that hold after every action (`notation`: also the notation round trip).
fn invariants(s: &State, notation: bool) {
    check(s).unwrap_or_else(|e| panic!("{e}: {}", Fjols::format_state(s)));
    if notation {
        let text = Fjols::format_state(s);
        let back = Fjols::parse_state(&text).unwrap();
        assert_eq!(&back, s, "{text}");
        assert_eq!(Fjols::format_state(&back), text);
    }
    let deck = s.variants.deck;
    for seat in 0..s.players {
        let o = Fjols::observe(s, seat);
        assert_eq!(o.hand, s.hands[seat]);
        assert_eq!(o.counts.iter().sum::<usize>() + o.pile + o.table.len() + o.dead.len(), deck);
        let unknown_elsewhere: usize =
            (0..s.players).filter(|&x| x != seat).map(|x| o.counts[x] - o.known[x].len()).sum();
        assert_eq!(o.unseen().len(), unknown_elsewhere + o.pile);
    }
    if !s.pile.is_empty() {
        assert!(s.out.is_empty());
    }
    match Fjols::to_move(s) {
        ToMove::Seat(seat) => {
            assert!(s.active(seat));
            let legal = Fjols::legal_moves(s);
            assert!(!legal.is_empty());
            for m in &legal {
                assert_eq!(&Fjols::parse_move(s, &Fjols::format_move(s, m)).unwrap(), m);
                if let Move::Lay(card) = m {
                    assert!(s.hands[seat].contains(*card));
                }
            }
            // Free lead: every card; facing a card: take is legal exactly when no card
            // beats or beating is optional.
            if s.table.is_empty() {
                assert_eq!(legal.len(), s.hands[seat].len());
            }
        }
        ToMove::Over => {
            let o = Fjols::outcome(s).unwrap();
            let mut places = o.places.clone();
            places.sort_unstable();
            assert_eq!(places, (1..=s.players as u32).collect::<Vec<_>>());
            assert_eq!(o.losers.len(), 1);
            assert_eq!(o.places[o.losers[0]], s.players as u32);
            assert!(!s.hands[o.losers[0]].is_empty());
        }
        ToMove::Chance => panic!("chance after the deal"),
    }
}

const GAMES_PER_SETUP: usize = 32;
const PLY_CAP: usize = 400;

#[test]
fn random_games_keep_every_card_in_exactly_one_place() {
    let mut rng = GameRng::new(2024);
    let (mut finished, mut games, mut finished_last, mut games_last) = (0, 0, 0, 0);
    for setup in setups() {
        for _ in 0..GAMES_PER_SETUP {
            games += 1;
            let mut s = dealt(&setup, &mut rng);
            // The notation round trip is slower than the rest: every fourth game.
            let notation = games % 4 == 0;
            invariants(&s, true);
            for _ in 0..PLY_CAP {
                if Fjols::to_move(&s) == ToMove::Over {
                    break;
                }
                let before = s.clone();
                let hand_before = s.hands[s.turn].len();
                let pile_before = s.pile.len();
                // A card that is not legal is refused and changes nothing.
                let legal = Fjols::legal_moves(&s);
                if let Some(bad) = CardSet::deck(s.variants.deck).iter().find(|c| !legal.contains(&Move::Lay(*c))) {
                    assert!(find_legal::<Fjols>(&s, &bad.to_string()).is_err());
                    assert_eq!(s, before);
                }
                // Half the moves at random, half by the medium bot: every move type
                // gets played, and games with the chain pick-up still end.
                let mv = if rng.unit() < 0.5 {
                    rng.choose(&legal).unwrap().clone()
                } else {
                    Fjols::bot_move(&Fjols::observe(&s, s.turn), BotLevel::Medium, &mut rng)
                };
                let seat = s.turn;
                Fjols::apply(&mut s, &mv);
                match mv {
                    Move::Lay(_) if pile_before > 0 => assert_eq!(s.hands[seat].len(), hand_before),
                    Move::Lay(_) => assert_eq!(s.hands[seat].len(), hand_before - 1),
                    Move::PickUp => {
                        assert!(s.hands[seat].len() > hand_before);
                        assert_eq!(s.pile.len(), pile_before, "picking up never draws");
                        assert!(s.table.is_empty(), "the next player leads freely");
                    }
                    Move::Shuffle(_) => unreachable!(),
                }
                assert!(s.out.starts_with(&before.out));
                invariants(&s, notation);
            }
            invariants(&s, true);
            let over = Fjols::to_move(&s) == ToMove::Over;
            finished += usize::from(over);
            if setup.variant("pickup") == "last" {
                games_last += 1;
                finished_last += usize::from(over);
            }
        }
    }
    // With the last card picked up, beaten cards leave play and every game ends soon;
    // with the chain picked up no card ever leaves play, and careless play can pass
    // cards back and forth for a long time, so only most of those end within the cap.
    assert!(games >= 2000);
    assert_eq!(finished_last, games_last, "every pick-up-the-last-card game ends");
    assert!(finished > finished_last, "some chain games end within the cap too");
}

fn bot_game(setup: &Setup, levels: &[BotLevel], seed: u64) -> State {
    let mut rng = GameRng::new(seed);
    let mut s = dealt(setup, &mut rng);
    for _ in 0..2000 {
        let ToMove::Seat(seat) = Fjols::to_move(&s) else { break };
        let obs = Fjols::observe(&s, seat);
        let mv = Fjols::bot_move(&obs, levels[seat], &mut rng);
        assert!(Fjols::legal_moves(&s).contains(&mv), "{mv:?} in {}", Fjols::format_state(&s));
        Fjols::apply(&mut s, &mv);
    }
    s
}

#[test]
fn bots_of_every_level_play_legal_moves_to_the_end() {
    let with_hard = [BotLevel::Hard, BotLevel::Easy, BotLevel::Medium, BotLevel::Easy, BotLevel::Medium];
    let without = [BotLevel::Medium, BotLevel::Easy, BotLevel::Medium, BotLevel::Easy, BotLevel::Medium];
    for (i, setup) in setups().iter().enumerate().filter(|(i, _)| i % 3 == 0) {
        // The hard bot's rollouts are long in the chain variant: it plays the others.
        let levels = if setup.variant("pickup") == "last" { &with_hard } else { &without };
        let s = bot_game(setup, levels, i as u64);
        // Chain games can end in two big hands passing cards back and forth for a
        // long time (no card ever leaves play); the others always end.
        if setup.variant("pickup") == "last" {
            assert_eq!(Fjols::to_move(&s), ToMove::Over, "{}", Fjols::format_state(&s));
        }
    }
}

/// Moves the cards `seat` cannot see (the others' unknown cards and the pile) around at
/// random, keeping what is public (counts, picked-up cards, voids).
fn reshuffle_hidden(s: &State, seat: usize, rng: &mut GameRng) -> State {
    loop {
        let o = Fjols::observe(s, seat);
        let mut hidden = o.unseen().to_vec();
        rng.shuffle(&mut hidden);
        let mut next = hidden.into_iter();
        let mut t = s.clone();
        for x in (0..s.players).filter(|&x| x != seat) {
            let mut h = s.known[x];
            while h.len() < s.hands[x].len() {
                h.insert(next.next().unwrap());
            }
            t.hands[x] = h;
        }
        t.pile = next.collect();
        if check(&t).is_ok() {
            return t;
        }
    }
}

#[test]
fn a_bots_choice_does_not_change_when_hidden_cards_are_reshuffled() {
    let mut rng = GameRng::new(77);
    let mut checked = 0;
    for setup in setups().iter().filter(|s| s.players >= 3).step_by(3) {
        let mut s = dealt(setup, &mut rng);
        for ply in 0..60 {
            let ToMove::Seat(seat) = Fjols::to_move(&s) else { break };
            if ply % 7 == 3 {
                let other = reshuffle_hidden(&s, seat, &mut rng);
                check(&other).unwrap();
                assert_eq!(Fjols::observe(&s, seat), Fjols::observe(&other, seat));
                for level in BotLevel::ALL {
                    let a = Fjols::bot_move(&Fjols::observe(&s, seat), level, &mut GameRng::new(ply));
                    let b = Fjols::bot_move(&Fjols::observe(&other, seat), level, &mut GameRng::new(ply));
                    assert_eq!(a, b, "{level:?}");
                }
                checked += 1;
            }
            let mv = rng.choose(&Fjols::legal_moves(&s)).unwrap().clone();
            Fjols::apply(&mut s, &mv);
        }
    }
    assert!(checked > 20);
}

#[test]
fn determinised_worlds_agree_with_what_the_bot_has_seen() {
    let s = pos("players=3 pickup=chain turn=0 trump=Kh hands=6c,Ad/7c,8c,As/9c,Qc pile=Qs,Js table=Td known=-/As/-");
    let o = Fjols::observe(&s, 0);
    let mut rng = GameRng::new(1);
    for _ in 0..50 {
        let w = bot::determinise(&o, &mut rng);
        assert_eq!(w.limits, o.limits);
        check(&w).unwrap();
        assert_eq!(Fjols::observe(&w, 0), o);
        assert!(w.hands[1].contains(c("As")), "a picked-up card stays with its seat");
    }
}

#[test]
fn determinised_worlds_respect_known_voids() {
    // Seat 1 is known to hold no spades: every sample gives the unseen spades to seat 2.
    let s = pos("players=3 turn=0 trump=Kh hands=6c,Ad/7c,8c,9d/Qs,Js,9c pile=- table=Td limits=-/s-/-");
    let o = Fjols::observe(&s, 0);
    let mut rng = GameRng::new(2);
    for _ in 0..50 {
        let w = bot::determinise(&o, &mut rng);
        check(&w).unwrap();
        assert!(w.hands[2].contains(c("Qs")) && w.hands[2].contains(c("Js")));
    }
}

#[test]
fn medium_beats_with_the_cheapest_card() {
    let s = pos("players=2 turn=0 trump=Kh hands=Js,Ks,6c/Ac pile=Qc table=9s");
    let o = Fjols::observe(&s, 0);
    for seed in 0..10 {
        assert_eq!(Fjols::bot_move(&o, BotLevel::Medium, &mut GameRng::new(seed)), Move::Lay(c("Js")));
    }
    // Void: a low trump before a high trump.
    let s = pos("players=2 turn=0 trump=Kh hands=6h,Td,6c/Ac pile=Qc table=9s");
    let o = Fjols::observe(&s, 0);
    assert_eq!(Fjols::bot_move(&o, BotLevel::Medium, &mut GameRng::new(3)), Move::Lay(c("Td")));
}

#[test]
fn hard_finds_the_lead_that_avoids_being_the_fjols() {
    // Leading 7c lets seat 1 beat with 8c and go out; leading the high-trump ace
    // makes seat 1 pick up, and seat 0 then goes out with 7c.
    let s = pos("players=2 turn=0 trump=Kh hands=Ah,7c/8c pile=- table=-");
    let o = Fjols::observe(&s, 0);
    assert_eq!(Fjols::bot_move(&o, BotLevel::Hard, &mut GameRng::new(1)), Move::Lay(c("Ah")));
    // The medium heuristic (lead what is hard to beat... by count, cheaply) does not see it.
    assert_eq!(Fjols::bot_move(&o, BotLevel::Medium, &mut GameRng::new(1)), Move::Lay(c("7c")));
}

fn config(seats: Vec<SeatConfig>, seed: u64, variants: &[(&str, &str)]) -> SessionConfig {
    SessionConfig {
        game: "fjols".into(),
        seats,
        variants: variants.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: Some(seed),
        title: None,
    }
}

fn bot_seats(n: usize) -> Vec<SeatConfig> {
    (0..n).map(|i| SeatConfig::bot(format!("bot{i}"), BotLevel::ALL[i % 3])).collect()
}

#[test]
fn session_hand_off_and_step_by_step_building() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::human("Bo"), SeatConfig::bot("Cy", BotLevel::Medium)];
    let mut s = Session::<Fjols>::new(&config(seats, 5, &[])).unwrap();
    assert_eq!(s.phase(), Phase::HandOff { seat: 0 });
    assert!(s.view(Some(0)).next_steps.is_empty(), "nothing offered before the hand-off");
    assert!(s.choose_step(None, 0, "take").is_err());
    s.confirm_handoff(0).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 0 });
    let steps = s.next_steps();
    let legal = s.legal_moves();
    assert_eq!(steps.iter().map(|x| x.notation.clone()).collect::<Vec<_>>(), legal);
    // Every offered step is tappable in the viewer's scene.
    let scene = s.scene(Some(0));
    for st in &steps {
        assert!(scene.nodes.iter().any(|n| n.action.as_deref() == Some(st.notation.as_str())), "{}", st.notation);
    }
    // An illegal step is refused with a reason and changes nothing.
    let v = s.version();
    let hand = s.state().hands[0];
    let illegal = CardSet::deck(36).iter().find(|c| hand.contains(*c) && !legal.contains(&c.to_string()));
    if let Some(card) = illegal {
        let err = s.choose_step(Some(v), 0, &card.to_string()).unwrap_err();
        assert!(matches!(err, crate::error::GameError::IllegalMove { .. }));
        assert_eq!(s.version(), v);
    }
    assert!(s.choose_step(Some(v), 0, "Zz").is_err());
    // A legal step is a whole move: committed at once.
    s.choose_step(Some(v), 0, &steps[0].notation).unwrap();
    assert_eq!(s.version(), v + 1);
    assert_eq!(s.phase(), Phase::HandOff { seat: 1 });
    assert!(s.choose_step(None, 1, &legal[0]).is_err());
    s.confirm_handoff(1).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 1 });
    let view = s.view(Some(1));
    assert!(view.status.is_empty(), "no private position in a pass-and-play view");
    assert!(!view.observation_json.contains("\"pile\":[") && view.observation_json.contains("\"pile\":"));
}

#[test]
fn session_undo_never_reveals_a_drawn_card() {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::bot("Bo", BotLevel::Easy)];
    let mut s = Session::<Fjols>::new(&config(seats, 11, &[("beating", "optional")])).unwrap();
    assert_eq!(s.phase(), Phase::HumanTurn { seat: 0 });
    let start = s.position();
    // Picking up draws nothing: it may be taken back.
    s.act(None, 0, "take").unwrap();
    assert!(s.can_undo(0));
    s.undo(0).unwrap();
    assert_eq!(s.position(), start);
    // Laying a card draws from the pile: undo would show the next card, so it is refused.
    let lay = s.legal_moves().into_iter().find(|m| m != "take").unwrap();
    s.act(None, 0, &lay).unwrap();
    assert!(!s.can_undo(0));
    let err = s.undo(0).unwrap_err().to_string();
    assert!(err.contains("drawn") || err.contains("another seat"), "{err}");
}

fn play_out(s: &mut dyn PlaySession) {
    for _ in 0..5000 {
        match s.phase() {
            Phase::Over => return,
            Phase::BotTurn { .. } => {
                s.bot_step().unwrap();
            }
            Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => {
                let mv = s.legal_moves()[0].clone();
                s.act(None, seat, &mv).unwrap();
            }
        }
    }
    panic!("game did not end");
}

#[test]
fn save_and_resume_continue_with_the_same_cards() {
    let seats =
        vec![SeatConfig::human("Ann"), SeatConfig::bot("Bo", BotLevel::Hard), SeatConfig::bot("Cy", BotLevel::Easy)];
    let mut a = Session::<Fjols>::new(&config(seats, 42, &[("hand", "6"), ("beating", "optional")])).unwrap();
    for _ in 0..12 {
        match a.phase() {
            Phase::BotTurn { .. } => {
                a.bot_step().unwrap();
            }
            Phase::HumanTurn { seat } => {
                let mv = a.legal_moves()[0].clone();
                a.act(None, seat, &mv).unwrap();
            }
            _ => break,
        }
    }
    let json = a.to_save().to_json();
    let save = SaveFile::from_json(&json, "x").unwrap();
    let mut b = Session::<Fjols>::from_save(&save, "x").unwrap();
    assert_eq!(b.position(), a.position());
    assert_eq!(b.state().pile, a.state().pile, "the pile keeps its order");
    play_out(&mut a);
    play_out(&mut b);
    assert_eq!(a.history(), b.history());
    assert_eq!(a.outcome(), b.outcome());
    // A tampered history is detected.
    let mut bad = save.clone();
    if let Some(first) = bad.history.first_mut() {
        first.mv = first.mv.replacen("6", "7", 1);
    }
    assert!(Session::<Fjols>::from_save(&bad, "x").is_err());
}

#[test]
fn the_fjols_tally_is_kept_across_rematches_and_saves() {
    let mut first: Box<dyn PlaySession> = Box::new(Session::<Fjols>::new(&config(bot_seats(3), 8, &[])).unwrap());
    play_out(first.as_mut());
    let loser = first.outcome().unwrap().losers[0];
    assert_eq!(first.tally()[loser].losses, 1);
    assert_eq!(first.tally().iter().map(|r| r.losses).sum::<u32>(), 1);
    assert_eq!(first.tally().iter().map(|r| r.wins).sum::<u32>(), 1);
    let mut second = first.rematch().unwrap();
    assert_eq!(second.tally(), first.tally());
    play_out(second.as_mut());
    let tally = second.tally().to_vec();
    assert!(tally.iter().all(|r| r.games == 2));
    assert_eq!(tally.iter().map(|r| r.losses).sum::<u32>(), 2);
    let loser2 = second.outcome().unwrap().losers[0];
    assert_eq!(tally[loser2].losses, 1 + u32::from(loser2 == loser));
    let save = SaveFile::from_json(&second.to_save().to_json(), "t").unwrap();
    let back = Session::<Fjols>::from_save(&save, "t").unwrap();
    assert_eq!(back.tally(), &tally[..]);
}

#[test]
fn the_catalog_runs_fjols_by_id() {
    let def = crate::catalog::game("fjols").unwrap();
    assert!(def.info().private_info);
    let setup = Setup::new(4).with("deck", "52");
    let start = def.start_position(&setup, 3).unwrap();
    assert_eq!(def.to_move(&start).unwrap(), ToMove::Seat(0));
    assert_eq!(def.normalise(&start).unwrap(), start);
    let legal = def.legal(&start).unwrap();
    assert_eq!(legal, legal_notations::<Fjols>(&Fjols::parse_state(&start).unwrap()));
    let (next, _) = def.apply(&start, &legal[0]).unwrap();
    assert_ne!(next, start);
    assert!(def.perft(&start, 3).unwrap() >= 1);
    let fresh = def.start_position(&setup, 3).unwrap();
    assert_eq!(fresh, start, "the same seed deals the same cards");
}

/// Bot-vs-bot figures: how often the hard bot ends as the fjols against easy and
/// medium bots, at 3 and 4 players (seat rotated). Run with
/// `FJOLS_ARENA_GAMES=1000 cargo test --release -p spelbord-core fjols_arena -- --ignored --nocapture`.
#[test]
#[ignore]
fn fjols_arena() {
    let games: usize = std::env::var("FJOLS_ARENA_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(200);
    for players in [3, 4] {
        for opp in [BotLevel::Easy, BotLevel::Medium] {
            let mut fjols = 0;
            let mut wins = 0;
            let mut times = Vec::new();
            for g in 0..games {
                let hard_seat = g % players;
                let mut levels = vec![opp; players];
                levels[hard_seat] = BotLevel::Hard;
                let mut rng = GameRng::new(1000 + g as u64);
                let mut s = dealt(&Setup::new(players), &mut rng);
                for _ in 0..3000 {
                    let ToMove::Seat(seat) = Fjols::to_move(&s) else { break };
                    let obs = Fjols::observe(&s, seat);
                    let t = std::time::Instant::now();
                    let mv = Fjols::bot_move(&obs, levels[seat], &mut rng);
                    if seat == hard_seat {
                        times.push(t.elapsed().as_secs_f64() * 1000.0);
                    }
                    Fjols::apply(&mut s, &mv);
                }
                if let Some(o) = Fjols::outcome(&s) {
                    fjols += usize::from(o.losers.contains(&hard_seat));
                    wins += usize::from(o.places[hard_seat] == 1);
                }
            }
            let p = fjols as f64 / games as f64;
            let half = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
            let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
            let max = times.iter().cloned().fold(0.0, f64::max);
            println!(
                "{players} players, hard vs {}: hard fjols {fjols}/{games} = {:.1}% ± {:.1} (fair share {:.1}%), first {wins}, decision mean {mean:.2} ms max {max:.1} ms",
                opp.name(),
                100.0 * p,
                100.0 * half,
                100.0 / players as f64
            );
        }
    }
}
