//! Property tests over many random and bot games, and the arena harness.

use super::*;
use crate::game::play_one;

// ---------------------------------------------------------------- invariants

pub(super) fn check_invariants(s: &State) {
    // 108 cards accounted for.
    let mut all: Vec<Card> = s.hands.iter().flatten().chain(&s.pile).chain(&s.discard).copied().collect();
    all.sort();
    assert_eq!(all, full_deck(), "cards lost or duplicated in {}", G::format_state(s));
    // 4 marbles per colour, never two on one spot, goal lanes of 4.
    let mut spots = Vec::new();
    for c in 0..4 {
        for i in 0..4 {
            let p = s.board.marbles[c][i];
            if let Pos::Goal(g) = p {
                assert!(g < 4);
            }
            if let Some(sp) = Spot::of(c, p) {
                assert!(!spots.contains(&sp), "two marbles on {sp:?}");
                spots.push(sp);
            }
            if s.board.ready[c][i] {
                assert_eq!(p, Pos::Track(crate::games::pairanoid::board::start(c)), "ready flag off the start field");
            }
        }
    }
    assert!(s.hands.iter().all(|h| h.len() <= 6));
    if s.stage == Stage::Play {
        assert!(!s.hands[s.turn].is_empty(), "seat to play holds no cards");
    }
    // Notation round trip.
    let text = G::format_state(s);
    let back = G::parse_state(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, s);
    assert_eq!(G::format_state(&back), text);
    // Observations hold only the own hand.
    for seat in 0..4 {
        let o = G::observe(s, seat);
        assert_eq!(o.hand, s.hands[seat]);
        assert_eq!(o.hand_counts, [0, 1, 2, 3].map(|k| s.hands[k].len()));
        let json = serde_json::to_string(&o).unwrap();
        assert!(!json.contains("pile\":["), "the pile leaks into an observation");
        // A card the seat believes is with its partner is there.
        if let Some(g) = o.gift_with_partner() {
            assert!(s.hands[crate::games::pairanoid::board::partner(seat)].contains(&g), "{text}");
        }
    }
}

pub(super) fn random_game(seed: u64, max_actions: usize, bots: bool) -> (State, usize) {
    let mut rng = GameRng::new(seed);
    let mut s = G::new_game(&Setup::new(4)).unwrap();
    let mut actions = 0;
    while actions < max_actions {
        match G::to_move(&s) {
            ToMove::Over => break,
            ToMove::Chance => {
                let mv = G::sample_chance(&s, &mut rng);
                G::apply(&mut s, &mv);
            }
            ToMove::Seat(seat) => {
                let moves = G::legal_moves(&s);
                assert!(!moves.is_empty());
                for m in &moves {
                    let text = G::format_move(&s, m);
                    assert_eq!(G::parse_move(&s, &text).as_ref(), Ok(m), "{text}");
                    let steps: Vec<String> = G::steps(&s, m).into_iter().map(|st| st.notation).collect();
                    assert_eq!(steps.join(" "), text);
                }
                let mv = if bots && seat % 2 == 0 {
                    G::bot_move(&G::observe(&s, seat), BotLevel::Club, &mut rng)
                } else {
                    rng.choose(&moves).unwrap().clone()
                };
                assert!(moves.contains(&mv), "bot chose an illegal move");
                let before_hand = s.hands[seat].len();
                G::apply(&mut s, &mv);
                if let Move::Play { .. } = mv {
                    let after = if s.stage == Stage::Swap { usize::MAX } else { s.hands[seat].len() };
                    assert!(after == before_hand - 1 || after == usize::MAX || s.stage == Stage::Over || after > 0);
                }
            }
        }
        actions += 1;
        check_invariants(&s);
    }
    (s, actions)
}

#[test]
fn random_games_keep_every_invariant() {
    let mut finished = 0;
    for seed in 0..60 {
        let (s, _) = random_game(seed, 400, seed % 2 == 1);
        finished += usize::from(s.stage == Stage::Over);
    }
    let _ = finished;
}

/// Plays one bot game: `levels[seat]` for each seat. Returns the winning team and the
/// number of actions, and adds decision times to `times` (seconds).
fn bot_game(seed: u64, levels: [BotLevel; 4], times: &mut Vec<f64>) -> (Option<usize>, usize) {
    let mut rng = GameRng::new(seed);
    let mut s = G::new_game(&Setup::new(4)).unwrap();
    let mut actions = 0;
    while actions < 5000
        && play_one::<G>(&mut s, &mut rng, |s, seat, _| {
            let mut bot_rng = GameRng::derived(seed, actions as u64);
            let t = std::time::Instant::now();
            let mv = G::bot_move(&G::observe(s, seat), levels[seat], &mut bot_rng);
            times.push(t.elapsed().as_secs_f64());
            mv
        })
    {
        actions += 1;
    }
    (s.winner, actions)
}

/// Team A (seats 0, 2) at `a` against team B (seats 1, 3) at `b`; team A takes the
/// even seats in even games and the odd seats in odd games.
pub(super) fn match_up(a: BotLevel, b: BotLevel, games: u64, seed: u64) -> (f64, f64, f64, f64, f64) {
    let mut wins = 0.0;
    let mut times = Vec::new();
    let mut lengths = 0;
    for g in 0..games {
        let swap = g % 2 == 1;
        let levels = if swap { [b, a, b, a] } else { [a, b, a, b] };
        let (winner, n) = bot_game(seed * 1_000_003 + g, levels, &mut times);
        lengths += n;
        let a_team = usize::from(swap);
        if winner == Some(a_team) {
            wins += 1.0;
        } else if winner.is_none() {
            wins += 0.5;
        }
    }
    let p = wins / games as f64;
    let ci = 1.96 * (p * (1.0 - p) / games as f64).sqrt();
    let mean = times.iter().sum::<f64>() / times.len().max(1) as f64;
    let max = times.iter().cloned().fold(0.0, f64::max);
    (p, ci, mean * 1000.0, max * 1000.0, lengths as f64 / games as f64)
}

#[test]
#[ignore = "arena figures: cargo test --release -p spelbord-core pairanoid_arena -- --ignored --nocapture"]
fn pairanoid_arena() {
    let games: u64 = std::env::var("PAIRANOID_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    for (a, b) in [
        (BotLevel::Strong, BotLevel::Beginner),
        (BotLevel::Strong, BotLevel::Club),
        (BotLevel::Club, BotLevel::Beginner),
    ] {
        let (p, ci, mean, max, len) = match_up(a, b, games, 1);
        println!(
            "{} team vs {} team: {games} games, win rate {:.1}% ± {:.1}%, mean decision {mean:.2} ms, max {max:.1} ms, {len:.0} actions/game",
            a.name(),
            b.name(),
            p * 100.0,
            ci * 100.0
        );
    }
}

/// Cheap invariants for the many-games test: cards, marbles, notation round trip.
fn check_light(s: &State, notation: bool) {
    let mut all: Vec<Card> = s.hands.iter().flatten().chain(&s.pile).chain(&s.discard).copied().collect();
    all.sort();
    assert_eq!(all.len(), 108);
    assert_eq!(all, full_deck());
    let mut spots: Vec<Spot> =
        (0..4).flat_map(|c| (0..4).filter_map(move |i| Spot::of(c, s.board.marbles[c][i]))).collect();
    let n = spots.len();
    spots.sort();
    spots.dedup();
    assert_eq!(spots.len(), n, "two marbles share a field");
    if notation {
        let text = G::format_state(s);
        assert_eq!(G::format_state(&G::parse_state(&text).unwrap()), text);
    }
}

#[test]
fn thousands_of_games_to_the_end_keep_cards_and_marbles_whole() {
    let mut finished = 0;
    let games = 1000;
    for seed in 0..games {
        let mut rng = GameRng::new(10_000 + seed);
        let mut s = G::new_game(&Setup::new(4)).unwrap();
        // Easy bots with random seats mixed in: real endgames, varied positions.
        let random_seat = rng.below(5) as usize;
        for step in 0..1500 {
            let more = play_one::<G>(&mut s, &mut rng, |s, seat, rng| {
                let moves = G::legal_moves(s);
                let mv = if seat == random_seat {
                    rng.choose(&moves).unwrap().clone()
                } else {
                    G::bot_move(&G::observe(s, seat), BotLevel::Beginner, rng)
                };
                assert!(moves.contains(&mv));
                let text = G::format_move(s, &mv);
                assert_eq!(G::parse_move(s, &text).unwrap(), mv);
                mv
            });
            if !more {
                break;
            }
            check_light(&s, step % 8 == 0);
        }
        if s.stage == Stage::Over {
            finished += 1;
            let out = G::outcome(&s).unwrap();
            let w = s.winner.unwrap();
            assert!(crate::games::pairanoid::board::team(w) == w && s.board.all_home(w) && s.board.all_home(w + 2));
            assert_eq!(out.winners(), [w, w + 2]);
        }
    }
    assert!(finished > games * 9 / 10, "only {finished} of {games} games finished");
}

#[test]
fn mangled_mid_game_positions_and_steps_give_errors_not_panics() {
    let mut rng = GameRng::new(5);
    let (s, _) = random_game(3, 150, true);
    let text = G::format_state(&s);
    let fields: Vec<&str> = text.split(' ').collect();
    for k in 0..400 {
        let mut f: Vec<String> = fields.iter().map(|x| x.to_string()).collect();
        let i = 1 + rng.below(f.len() as u32 - 1) as usize;
        let junk = ["n", "0*", "R5", "-", "Jk", "99", "B1", ",", "/", "play", "swap", "exchange", "deal"];
        match k % 3 {
            0 => f[i] = format!("{}={}", f[i].split('=').next().unwrap(), rng.choose(&junk).unwrap()),
            1 => f[i].push_str(rng.choose(&junk).unwrap()),
            _ => {
                f.remove(i);
            }
        }
        if let Ok(p) = G::parse_state(&f.join(" ")) {
            let moves = G::legal_moves(&p);
            let _ = G::scene(&p, Some(0));
            let _ = G::text_board(&p, Some(1));
            let _ = G::explain_refusal(&p, &["7".into(), "5>R9".into()]);
            let mut q = p.clone();
            match G::to_move(&p) {
                ToMove::Chance => {
                    let mv = G::sample_chance(&p, &mut rng);
                    G::apply(&mut q, &mv);
                }
                ToMove::Seat(_) => {
                    G::apply(&mut q, &moves[0]);
                }
                ToMove::Over => {}
            }
            let _ = G::format_state(&q);
        }
        for bad in ["7 0>R1 0>R1", "J 0<>0", "Jk =7", "A out 5>6", "give:", "shuffle:A", "4 -4 R1>R2"] {
            let _ = find_legal::<G>(&s, bad);
            let _ = G::explain_refusal(&s, &bad.split(' ').map(str::to_string).collect::<Vec<_>>());
        }
    }
}
