//! Thousands of random and bot games across every variant combination keep the invariants.

use super::*;

/// All combinations of the variants that change rules (two-player seating aside).
fn variant_combos() -> Vec<Vec<(&'static str, &'static str)>> {
    let mut combos = vec![vec![]];
    for spec in crate::games::fia::variants::SPECS.iter().filter(|s| s.key != "two_player") {
        combos = combos
            .into_iter()
            .flat_map(|c| {
                spec.values.iter().map(move |v| {
                    let mut c = c.clone();
                    c.push((spec.key, *v));
                    c
                })
            })
            .collect();
    }
    combos
}

fn check_invariants(s: &FiaState, variants: &crate::games::fia::rules::Variants) {
    let mut squares: std::collections::BTreeMap<u8, Seat> = std::collections::BTreeMap::new();
    for (seat, pieces) in s.pieces.iter().enumerate() {
        assert_eq!(pieces.len(), variants.pieces as usize);
        for p in pieces {
            if let Pos::At(q) = p {
                assert!(*q <= 55);
                let same = pieces.iter().filter(|o| *o == p).count();
                assert!(same == 1 || (*q == 0 && same == 2), "own pieces share {q}: {}", format_state(s));
                if let Some(sq) = s.square_of(seat, *q) {
                    if let Some(other) = squares.insert(sq, seat) {
                        assert_eq!(other, seat, "two colours on track {sq}: {}", format_state(s));
                    }
                }
            }
        }
        if s.has_finished(seat) {
            assert!(s.finished.contains(&seat), "a finished seat is placed: {}", format_state(s));
        }
    }
}

#[test]
fn property_random_games_across_all_variants_keep_the_invariants() {
    let mut rng = GameRng::new(2024);
    let mut games = 0;
    for (ci, combo) in variant_combos().iter().enumerate().cycle().take(4 * 96) {
        for players in 2..=4 {
            let mut setup = crate::game::Setup::new(players);
            for (k, v) in combo {
                setup = setup.with(k, v);
            }
            let setup = setup.validated(Fia::info()).unwrap();
            let variants = crate::games::fia::variants::from_setup(&setup);
            let mut s = Fia::new_game(&setup).unwrap();
            let mut steps = 0;
            while play_one::<Fia>(&mut s, &mut rng, |s, _, rng| {
                let legal = Fia::legal_moves(s);
                assert!(!legal.is_empty(), "a seat to move always has a move: {}", format_state(s));
                legal[rng.below(legal.len() as u32) as usize].clone()
            }) {
                check_invariants(&s, &variants);
                assert_eq!(parse_state(&format_state(&s)).unwrap(), s, "notation round-trips");
                steps += 1;
                assert!(steps < 50_000, "game {ci} does not end");
            }
            let outcome = Fia::outcome(&s).unwrap();
            assert_eq!(outcome.places.iter().filter(|&&p| p == 1).count(), 1);
            games += 1;
        }
    }
    assert!(games >= 1000, "{games}");
}

#[test]
fn property_thousands_of_bot_games_take_only_legal_moves() {
    let mut rng = GameRng::new(77);
    for game in 0..1200 {
        let players = 2 + game % 3;
        let setup = crate::game::Setup::new(players).with("pieces", "2").validated(Fia::info()).unwrap();
        let mut s = Fia::new_game(&setup).unwrap();
        let level = BotLevel::ALL[game % 3];
        while play_one::<Fia>(&mut s, &mut rng, |s, seat, rng| {
            let mv = Fia::bot_move(&Fia::observe(s, seat), level, rng);
            assert!(Fia::legal_moves(s).contains(&mv));
            mv
        }) {}
    }
}
