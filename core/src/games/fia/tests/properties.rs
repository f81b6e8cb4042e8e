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
        let level = [BotLevel::Beginner, BotLevel::Club, BotLevel::Strong][game % 3];
        while play_one::<Fia>(&mut s, &mut rng, |s, seat, rng| {
            let mv = Fia::bot_move(&Fia::observe(s, seat), level, rng);
            assert!(Fia::legal_moves(s).contains(&mv));
            mv
        }) {}
    }
}

/// A move's path and the opponent pieces (seat, index) it knocks.
type PathKnocks = (Vec<u8>, Vec<(Seat, usize)>);

/// A seat move read straight from RULES.md §1, step by step along its walk (slow and
/// plain, for comparison with the bit masks the engine uses): `None` when illegal,
/// else the path and the opponent pieces it knocks, in path order.
fn plain_plan(s: &FiaState, mv: &FiaMove) -> Option<PathKnocks> {
    let seat = s.turn;
    let (moving, path): (Option<usize>, Vec<u8>) = match mv {
        FiaMove::Out | FiaMove::OutTwo => (None, vec![0]),
        FiaMove::OutFive => (None, (0..=5).collect()),
        FiaMove::Piece(i) => {
            let Pos::At(p) = *s.pieces[seat].get(*i as usize)? else { return None };
            (Some(*i as usize), s.walk(p, s.die?)?.path)
        }
        _ => return None,
    };
    let mut knocked = Vec::new();
    for (step, &q) in path.iter().enumerate() {
        let own_there = s.pieces[seat].iter().enumerate().any(|(j, p)| Some(j) != moving && *p == Pos::At(q));
        if q != crate::games::fia::rules::GOAL && own_there {
            return None;
        }
        let landing = step + 1 == path.len();
        let Some(square) = s.square_of(seat, q) else { continue };
        for (other, i) in s.pieces_on_square(square).into_iter().filter(|(o, _)| *o != seat) {
            let protected = s.variants.safe_start && s.pieces[other][i] == Pos::At(0);
            if protected && landing {
                return None;
            }
            if !protected && (landing || s.variants.knock_passed) && !knocked.contains(&(other, i)) {
                knocked.push((other, i));
            }
        }
    }
    Some((path, knocked))
}

/// The legal moves by [`plain_plan`], in the listed order: exits first, then pieces.
fn plain_moves(s: &FiaState) -> Vec<FiaMove> {
    let die = s.die.unwrap_or(0);
    let mine = &s.pieces[s.turn];
    let in_nest = mine.iter().filter(|p| **p == Pos::Nest).count();
    let mut candidates = Vec::new();
    if in_nest > 0 && !mine.contains(&Pos::At(0)) {
        if die == 1 && s.variants.exit_on_one {
            candidates.push(FiaMove::Out);
        }
        if die == 6 && in_nest >= 2 {
            candidates.push(FiaMove::OutTwo);
        }
        if die == 6 {
            candidates.push(FiaMove::OutFive);
        }
    }
    candidates.extend((0..mine.len() as u8).map(FiaMove::Piece));
    candidates.into_iter().filter(|m| plain_plan(s, m).is_some()).collect()
}

#[test]
fn property_moves_plans_and_knocks_match_the_rules_read_step_by_step() {
    let mut rng = GameRng::new(15);
    let mut positions = 0;
    for combo in variant_combos() {
        for players in 2..=4 {
            let mut setup = crate::game::Setup::new(players);
            for (k, v) in &combo {
                setup = setup.with(k, v);
            }
            let mut s = Fia::new_game(&setup.validated(Fia::info()).unwrap()).unwrap();
            while play_one::<Fia>(&mut s, &mut rng, |s, _, rng| {
                if s.stage != Stage::Moving {
                    return FiaMove::Roll;
                }
                positions += 1;
                let legal = s.legal_moves();
                assert_eq!(legal, plain_moves(s), "{}", format_state(s));
                for mv in
                    [FiaMove::Out, FiaMove::OutTwo, FiaMove::OutFive].into_iter().chain((0..4).map(FiaMove::Piece))
                {
                    let plan = s.plan(&mv).map(|p| (p.walk.path, p.knocked));
                    assert_eq!(plan, plain_plan(s, &mv), "{mv:?} in {}", format_state(s));
                }
                let mv = legal[rng.below(legal.len() as u32) as usize].clone();
                let (_, knocked) = plain_plan(s, &mv).unwrap();
                let mut after = s.clone();
                after.apply(&mv);
                for (seat, pieces) in s.pieces.iter().enumerate().filter(|(o, _)| *o != s.turn) {
                    for (i, pos) in pieces.iter().enumerate() {
                        let expected = if knocked.contains(&(seat, i)) { Pos::Nest } else { *pos };
                        assert_eq!(after.pieces[seat][i], expected, "{mv:?} in {}", format_state(s));
                    }
                }
                mv
            }) {}
        }
    }
    assert!(positions > 10_000, "{positions}");
}

#[test]
fn a_random_move_is_the_move_the_whole_list_gives_for_the_same_draw() {
    let mut compared = 0;
    for (g, combo) in variant_combos().into_iter().enumerate() {
        let mut setup = crate::game::Setup::new(2 + g % 3);
        for (k, v) in combo {
            setup = setup.with(k, v);
        }
        let mut s = Fia::new_game(&setup.validated(Fia::info()).unwrap()).unwrap();
        let mut rng = GameRng::new(g as u64);
        while Fia::to_move(&s) != ToMove::Over {
            let mv = match Fia::to_move(&s) {
                ToMove::Chance => Fia::sample_chance(&s, &mut rng),
                _ => {
                    let mut listed = rng.clone();
                    let mut legal = Fia::legal_moves(&s);
                    let want = legal.swap_remove(listed.below(legal.len() as u32) as usize);
                    let got = Fia::random_move(&s, &mut rng);
                    assert_eq!(got, want, "{}", Fia::format_state(&s));
                    assert_eq!(rng.state(), listed.state(), "the same words drawn");
                    compared += 1;
                    got
                }
            };
            Fia::advance(&mut s, &mv);
        }
    }
    assert!(compared > 10_000, "{compared}");
}
