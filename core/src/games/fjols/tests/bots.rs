//! The bots: legal to the end at every level, blind to hidden cards, sampling worlds
//! consistent with what they have seen, and the arena harness.

use super::*;

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
    let with_hard = [BotLevel::Strong, BotLevel::Beginner, BotLevel::Master, BotLevel::Beginner, BotLevel::Club];
    let without = [BotLevel::Club, BotLevel::Beginner, BotLevel::Club, BotLevel::Beginner, BotLevel::Club];
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
fn hard_samples_until_its_move_budget_is_spent() {
    use crate::games::fjols::bot::{another_sample, HARD_MIN_SAMPLES, HARD_NODES, HARD_SAMPLES};
    // The first samples are taken whatever they cost, so every candidate is tried.
    assert!(another_sample(0, usize::MAX));
    assert!(another_sample(HARD_MIN_SAMPLES - 1, usize::MAX));
    // Then samples go on while moves are left in the budget, up to the cap.
    assert!(another_sample(HARD_MIN_SAMPLES, HARD_NODES - 1));
    assert!(!another_sample(HARD_MIN_SAMPLES, HARD_NODES));
    assert!(!another_sample(HARD_SAMPLES, 0));
}

#[test]
fn medium_beats_with_the_cheapest_card() {
    let s = pos("players=2 turn=0 trump=Kh hands=Js,Ks,6c/Ac pile=Qc table=9s");
    let o = Fjols::observe(&s, 0);
    for seed in 0..10 {
        assert_eq!(Fjols::bot_move(&o, BotLevel::Club, &mut GameRng::new(seed)), Move::Lay(c("Js")));
    }
    // Void: a low trump before a high trump.
    let s = pos("players=2 turn=0 trump=Kh hands=6h,Td,6c/Ac pile=Qc table=9s");
    let o = Fjols::observe(&s, 0);
    assert_eq!(Fjols::bot_move(&o, BotLevel::Club, &mut GameRng::new(3)), Move::Lay(c("Td")));
}

#[test]
fn the_lower_levels_beat_with_a_plain_card_where_one_beats() {
    // 9s to beat, beating optional: the Js beats it (a spade must follow spades), or
    // the player picks up; picking up is the move a child would not make.
    let s = pos("players=2 beating=optional turn=0 trump=Kh hands=Js,Kh,6c/Ac pile=Qc table=9s");
    let o = Fjols::observe(&s, 0);
    assert_eq!(Fjols::legal_moves(&s), vec![Move::Lay(c("Js")), Move::PickUp]);
    for level in [BotLevel::Beginner, BotLevel::Casual] {
        for seed in 0..60 {
            assert_eq!(Fjols::bot_move(&o, level, &mut GameRng::new(seed)), Move::Lay(c("Js")), "{level:?} {seed}");
        }
    }
}

#[test]
fn hard_finds_the_lead_that_avoids_being_the_fjols() {
    // Leading 7c lets seat 1 beat with 8c and go out; leading the high-trump ace
    // makes seat 1 pick up, and seat 0 then goes out with 7c.
    let s = pos("players=2 turn=0 trump=Kh hands=Ah,7c/8c pile=- table=-");
    let o = Fjols::observe(&s, 0);
    assert_eq!(Fjols::bot_move(&o, BotLevel::Strong, &mut GameRng::new(1)), Move::Lay(c("Ah")));
    // The medium heuristic (lead what is hard to beat... by count, cheaply) does not see it.
    assert_eq!(Fjols::bot_move(&o, BotLevel::Club, &mut GameRng::new(1)), Move::Lay(c("7c")));
}

/// Bot-vs-bot figures: how often the hard bot ends as the fjols against easy and
/// medium bots, at 3 and 4 players (seat rotated). Run with
/// `FJOLS_ARENA_GAMES=1000 cargo test --release -p spelbord-core fjols_arena -- --ignored --nocapture`.
#[test]
#[ignore]
fn fjols_arena() {
    let games: usize = std::env::var("FJOLS_ARENA_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(200);
    for players in [3, 4] {
        for opp in [BotLevel::Beginner, BotLevel::Club] {
            let mut fjols = 0;
            let mut wins = 0;
            let mut times = Vec::new();
            for g in 0..games {
                let hard_seat = g % players;
                let mut levels = vec![opp; players];
                levels[hard_seat] = BotLevel::Strong;
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

/// Whether the seat to move goes out before the other, searched by the rules
/// themselves (slow, no transpositions): what the endgame search must agree with.
/// `None` past a depth no short endgame reaches (a chain game may go round in circles).
fn goes_out_first(s: &State, depth: usize) -> Option<bool> {
    if depth > 24 {
        return None;
    }
    let me = s.turn;
    let mut any = false;
    for mv in Fjols::legal_moves(s) {
        let mut t = s.clone();
        Fjols::apply(&mut t, &mv);
        any |= if t.is_over() { t.fjols() != Some(me) } else { !goes_out_first(&t, depth + 1)? };
    }
    Some(any)
}

/// A random two-hand endgame: `cards` cards each, the pile gone, the rest out of play;
/// a card to beat when `to_beat`.
fn random_duel(variants: Variants, cards: usize, to_beat: bool, rng: &mut GameRng) -> State {
    let mut deck = CardSet::deck(variants.deck).to_vec();
    rng.shuffle(&mut deck);
    let mut s = State::new(2, variants);
    s.dealt = true;
    s.trump_card = Some(deck[0]);
    s.hands[0] = deck[1..=cards].iter().copied().collect();
    s.hands[1] = deck[cards + 1..=2 * cards].iter().copied().collect();
    if to_beat {
        s.table = vec![deck[2 * cards + 1]];
    }
    s.dead = CardSet::deck(variants.deck).minus(s.hands[0].or(s.hands[1]));
    for &c in &s.table {
        s.dead.remove(c);
    }
    s
}

#[test]
fn the_endgame_search_finds_the_moves_that_go_out_first() {
    use crate::games::fjols::endgame::Duel;
    let mut rng = GameRng::new(11);
    let mut compared = 0;
    for (i, setup) in setups().iter().filter(|s| s.players == 2).enumerate() {
        let variants = Variants::from_setup(setup);
        for k in 0..12 {
            let s = random_duel(variants, 2 + k % 2, k % 4 >= 2, &mut rng);
            check(&s).unwrap();
            let Some(wins) = Duel::new(&s, 100_000).winning_moves(&s) else { continue };
            let by_rules: Option<Vec<Move>> = Fjols::legal_moves(&s)
                .into_iter()
                .filter_map(|mv| {
                    let mut t = s.clone();
                    Fjols::apply(&mut t, &mv);
                    let out_first =
                        if t.is_over() { Some(t.fjols() != Some(0)) } else { goes_out_first(&t, 0).map(|b| !b) };
                    match out_first {
                        Some(true) => Some(Some(mv)),
                        Some(false) => None,
                        None => Some(None),
                    }
                })
                .collect();
            let Some(by_rules) = by_rules else { continue };
            assert_eq!(wins, by_rules, "setup {i}: {}", Fjols::format_state(&s));
            compared += 1;
        }
    }
    assert!(compared > 100, "{compared}");
}

#[test]
fn master_plays_the_lead_that_wins_a_two_hand_endgame() {
    // Only Td goes out first against every defence (found by the exact search); strong's
    // rollouts, both hands played by club's policy, prefer another lead.
    let s = pos("players=2 turn=0 trump=Qc hands=8c,Td,8s,9s,Ks/6c,Tc,Jd,6h,Ah pile=- table=-");
    let o = Fjols::observe(&s, 0);
    for seed in 0..4 {
        assert_ne!(Fjols::bot_move(&o, BotLevel::Strong, &mut GameRng::new(seed)), Move::Lay(c("Td")));
        assert_eq!(Fjols::bot_move(&o, BotLevel::Master, &mut GameRng::new(seed)), Move::Lay(c("Td")));
    }
}

#[test]
fn master_lays_its_last_card_rather_than_pick_up() {
    // Beating is optional: laying Ah empties the hand with the pile gone (out, never the
    // fjols); picking up keeps master in a three-hand game it may lose. The tree scores
    // each seat's moves by that seat's own result, so it lays.
    let s = pos("players=3 beating=optional turn=0 trump=Qc hands=Ah/7s,8s/9d,Td pile=- table=6h");
    let o = Fjols::observe(&s, 0);
    assert_eq!(o.legal_moves().len(), 2);
    for seed in 0..4 {
        assert_eq!(Fjols::bot_move(&o, BotLevel::Master, &mut GameRng::new(seed)), Move::Lay(c("Ah")));
    }
}

#[test]
fn masters_tree_plays_the_same_move_for_the_same_seed_and_keeps_to_its_budget() {
    use crate::games::fjols::tree::{search, MIN_ITERATIONS};
    let mut rng = GameRng::new(5);
    let setup = Setup { players: 4, variants: Default::default() };
    let mut s = dealt(&setup, &mut rng);
    for _ in 0..9 {
        let mv = rng.choose(&Fjols::legal_moves(&s)).unwrap().clone();
        Fjols::apply(&mut s, &mv);
    }
    let o = Fjols::observe(&s, s.turn);
    let a = search(&o, 3_000, usize::MAX, &mut GameRng::new(1));
    let b = search(&o, 3_000, usize::MAX, &mut GameRng::new(1));
    assert_eq!((a.mv.clone(), a.iterations, a.moves), (b.mv, b.iterations, b.moves));
    assert_eq!(a.iterations, 3_000);
    assert!(Fjols::legal_moves(&s).contains(&a.mv));
    // A budget of moves ends the search early, but never before its minimum of deals.
    let short = search(&o, 3_000, a.moves / 4, &mut GameRng::new(1));
    assert!(short.iterations < 3_000 && short.iterations >= MIN_ITERATIONS, "{}", short.iterations);
    assert!(short.moves >= a.moves / 4);
    let tiny = search(&o, 3_000, 1, &mut GameRng::new(1));
    assert_eq!(tiny.iterations, MIN_ITERATIONS);
}

/// The ceiling measurement's master (shown the true hands, test code only) sees them
/// only in the phase it is told: outside it, it is the master bot move for move; inside
/// it, every world its tree searches is the true one but for the pile's order, and its
/// moves are legal.
#[test]
fn master_shown_the_hands_sees_them_only_in_its_phase() {
    use crate::games::fjols::bot::{deal_true_hands, master_seeing, Sees};
    use crate::games::fjols::tree::search_deals;
    let setup = Setup { players: 4, variants: Default::default() };
    let mut rng = GameRng::new(11);
    let mut s = dealt(&setup, &mut rng);
    let (mut while_pile, mut without_pile) = (0, 0);
    for _ in 0..400 {
        let ToMove::Seat(seat) = Fjols::to_move(&s) else { break };
        let o = Fjols::observe(&s, seat);
        if Fjols::legal_moves(&s).len() > 1 && o.pile > 0 {
            // While the pile lasts, a master shown the hands once it is gone is the bot.
            let seeing = master_seeing(&s, &o, Sees::OncePileGone, &mut GameRng::new(3));
            assert_eq!(seeing, Fjols::bot_move(&o, BotLevel::Master, &mut GameRng::new(3)));
            while_pile += 1;
        }
        if Fjols::legal_moves(&s).len() > 1 && o.pile == 0 && without_pile < 3 {
            let mut worlds = 0;
            let mut deal = |w: &mut State, r: &mut GameRng| {
                deal_true_hands(&s, w, r);
                // Every world is the truth but for the pile's order.
                let pile = |st: &State| st.pile.iter().copied().collect::<CardSet>();
                assert_eq!((&w.hands, &w.table, pile(w)), (&s.hands, &s.table, pile(&s)));
                worlds += 1;
            };
            let found = search_deals(&o, 300, usize::MAX, &mut deal, &mut GameRng::new(3));
            assert_eq!((worlds, found.iterations), (300, 300));
            assert!(Fjols::legal_moves(&s).contains(&master_seeing(&s, &o, Sees::Always, &mut GameRng::new(3))));
            without_pile += 1;
        }
        let mv = Fjols::bot_move(&o, BotLevel::Club, &mut rng);
        Fjols::apply(&mut s, &mv);
    }
    assert!(while_pile > 0 && without_pile > 0, "{while_pile} {without_pile}");
}
