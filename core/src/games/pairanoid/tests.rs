//! Tests of every rule, the notation, the session, the scene and the bots.

use super::board::{Pos, Spot};
use super::cards::{full_deck, Card};
use super::rules::{Move, Stage, State};
use super::*;
use crate::event::Event;
use crate::game::{find_legal, legal_notations, BotLevel, Game, Setup, ToMove};
use crate::rng::GameRng;

type G = Pairanoid;

/// A play-stage position: red to move unless `turn` says otherwise; the pile holds
/// every other card.
fn pos_with(turn: &str, marbles: [&str; 4], hands: [&str; 4]) -> State {
    let text = format!(
        "pairanoid stage=play deal=1 dealer=yellow dealt=24 turn={turn} red={} blue={} green={} yellow={} \
         hands={} pile=rest discard=- given=-,-,-,- last=- winner=-",
        marbles[0],
        marbles[1],
        marbles[2],
        marbles[3],
        hands.join("/")
    );
    G::parse_state(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

const NESTS: &str = "n,n,n,n";

fn pos(marbles: [&str; 4], hand: &str) -> State {
    pos_with("red", marbles, [hand, "2", "2", "2"])
}

fn legal(s: &State) -> Vec<String> {
    legal_notations::<G>(s)
}

fn has(s: &State, mv: &str) -> bool {
    legal(s).iter().any(|m| m == mv)
}

/// Plays a legal move given in notation and returns the new state.
fn play(s: &State, mv: &str) -> State {
    let m = find_legal::<G>(s, mv).unwrap_or_else(|e| panic!("{mv}: {e}\nlegal: {:?}", legal(s)));
    let mut next = s.clone();
    G::apply(&mut next, &m);
    resolve_fixed_chance(&mut next);
    next
}

/// Applies chance steps that have a single outcome (a deal from the pile, a swap
/// exchange); stops at a reshuffle.
fn resolve_fixed_chance(s: &mut State) {
    while G::to_move(s) == ToMove::Chance {
        match G::chance_outcomes(s) {
            Some(o) if o.len() == 1 => {
                G::apply(s, &o[0].0);
            }
            _ => break,
        }
    }
}

fn marbles(s: &State, c: usize) -> Vec<Pos> {
    s.board.marbles[c].to_vec()
}

// ---------------------------------------------------------------- invariants

fn check_invariants(s: &State) {
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
                assert_eq!(p, Pos::Track(board::start(c)), "ready flag off the start field");
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
    }
}

fn random_game(seed: u64, max_actions: usize, bots: bool) -> (State, usize) {
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
                    G::bot_move(&G::observe(&s, seat), BotLevel::Medium, &mut rng)
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
    while actions < 5000 {
        match G::to_move(&s) {
            ToMove::Over => break,
            ToMove::Chance => {
                let mv = G::sample_chance(&s, &mut rng);
                G::apply(&mut s, &mv);
            }
            ToMove::Seat(seat) => {
                let mut bot_rng = GameRng::derived(seed, actions as u64);
                let t = std::time::Instant::now();
                let mv = G::bot_move(&G::observe(&s, seat), levels[seat], &mut bot_rng);
                times.push(t.elapsed().as_secs_f64());
                G::apply(&mut s, &mv);
            }
        }
        actions += 1;
    }
    (s.winner, actions)
}

/// Team A (seats 0, 2) at `a` against team B (seats 1, 3) at `b`; team A takes the
/// even seats in even games and the odd seats in odd games.
fn match_up(a: BotLevel, b: BotLevel, games: u64, seed: u64) -> (f64, f64, f64, f64, f64) {
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
    for (a, b) in
        [(BotLevel::Hard, BotLevel::Easy), (BotLevel::Hard, BotLevel::Medium), (BotLevel::Medium, BotLevel::Easy)]
    {
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

// ---------------------------------------------------------------- cards and deals

#[test]
fn the_deck_has_108_cards_eight_of_each_rank_and_four_jokers() {
    let d = full_deck();
    assert_eq!(d.len(), 108);
    for r in 1..=13 {
        assert_eq!(d.iter().filter(|c| c.0 == r).count(), 8, "rank {r}");
    }
    assert_eq!(d.iter().filter(|c| c.is_joker()).count(), 4);
}

#[test]
fn a_new_game_draws_a_dealer_shuffles_and_deals_six_each_then_waits_for_the_swap() {
    let s = G::new_game(&Setup::new(4)).unwrap();
    assert_eq!(G::to_move(&s), ToMove::Chance);
    assert_eq!(G::chance_outcomes(&s).unwrap().len(), 4);
    let mut rng = GameRng::new(9);
    let mut s = s;
    let dealer = G::sample_chance(&s, &mut rng);
    G::apply(&mut s, &dealer);
    assert_eq!(G::to_move(&s), ToMove::Chance, "the pile is empty: a shuffle comes next");
    let shuffle = G::sample_chance(&s, &mut rng);
    let events = G::apply(&mut s, &shuffle);
    assert!(events.contains(&Event::Shuffled { cards: 108 }));
    assert_eq!(G::chance_outcomes(&s), Some(vec![(Move::Deal, 1.0)]), "dealing is a fixed chance step");
    let events = G::apply(&mut s, &Move::Deal);
    assert!(events.contains(&Event::Dealt { per_seat: 6 }));
    assert!(s.hands.iter().all(|h| h.len() == 6));
    assert_eq!(s.pile.len(), 108 - 24);
    assert_eq!(s.stage, Stage::Swap);
    // The first card went to the player left of the dealer: the pile was dealt in order.
    let Move::Shuffle(pile) = shuffle else { panic!() };
    let d = s.dealer.unwrap();
    assert!(s.hands[(d + 1) % 4].contains(&pile[0]));
    assert!(s.hands[(d + 2) % 4].contains(&pile[1]));
    assert_eq!(s.pile[..], pile[24..]);
}

#[test]
fn deals_cycle_six_five_four_three_two_and_the_dealer_moves_left() {
    let mut rng = GameRng::new(4);
    let mut s = G::new_game(&Setup::new(4)).unwrap();
    let mut deals: Vec<(u32, usize, usize)> = Vec::new();
    while deals.len() < 12 && G::to_move(&s) != ToMove::Over {
        let mv = match G::to_move(&s) {
            ToMove::Chance => G::sample_chance(&s, &mut rng),
            _ => rng.choose(&G::legal_moves(&s)).unwrap().clone(),
        };
        let events = G::apply(&mut s, &mv);
        if let Some(Event::Dealt { per_seat }) = events.iter().find(|e| matches!(e, Event::Dealt { .. })) {
            assert!(s.hands.iter().all(|h| h.len() == *per_seat));
            deals.push((s.deal_no, s.dealer.unwrap(), *per_seat));
        }
    }
    assert!(deals.len() >= 7, "{deals:?}");
    for w in deals.windows(2) {
        assert_eq!(w[1].0, w[0].0 + 1);
        assert_eq!(w[1].1, (w[0].1 + 1) % 4, "the next dealer sits left");
    }
    let sizes: Vec<usize> = deals.iter().map(|d| d.2).take(7).collect();
    assert_eq!(sizes, [6, 5, 4, 3, 2, 6, 5]);
}

#[test]
fn an_empty_pile_mid_deal_reshuffles_every_card_not_in_a_hand_and_dealing_goes_on() {
    // Deal 5 ends with red's last card; deal 6 (6 cards each) finds only 3 in the pile.
    let text = "pairanoid stage=play deal=5 dealer=yellow dealt=8 turn=red red=5,n,n,n blue=n,n,n,n \
                green=n,n,n,n yellow=n,n,n,n hands=2/-/-/- pile=Q,K,Jk discard=rest given=A,A,A,A last=- winner=-";
    let s = G::parse_state(text).unwrap();
    let s = play(&s, "2 5>7");
    assert_eq!(s.stage, Stage::Deal);
    assert_eq!(G::to_move(&s), ToMove::Chance);
    assert_eq!(s.dealer, Some(0), "red deals deal 6");
    // Q, K, Jk went to blue, green, yellow (left of the dealer first).
    assert_eq!(s.hands[1], vec![Card(12)]);
    assert_eq!(s.hands[2], vec![Card(13)]);
    assert_eq!(s.hands[3], vec![Card::JOKER]);
    assert_eq!(s.dealt, 3);
    let gathered = rules::reshuffle_cards(&s);
    assert_eq!(gathered.len(), 105, "everything but the three dealt cards");
    let mut rng = GameRng::new(1);
    let mv = G::sample_chance(&s, &mut rng);
    let mut s2 = s.clone();
    G::apply(&mut s2, &mv);
    resolve_fixed_chance(&mut s2);
    assert!(s2.hands.iter().all(|h| h.len() == 6));
    assert_eq!(s2.pile.len() + s2.discard.len(), 108 - 24);
    assert!(s2.discard.is_empty());
    assert_eq!(s2.stage, Stage::Swap);
    check_invariants(&s2);
}

fn swap_position() -> State {
    // Dealer yellow: red, blue, green, yellow choose in that order.
    let text = "pairanoid stage=swap deal=1 dealer=yellow dealt=24 turn=red red=n,n,n,n blue=n,n,n,n \
                green=n,n,n,n yellow=n,n,n,n hands=A,2,3,5,6,8/K,2,3,5,6,8/7,2,3,5,6,8/Q,2,3,5,6,8 \
                pile=rest discard=- given=-,-,-,- last=- winner=-";
    G::parse_state(text).unwrap()
}

#[test]
fn partners_swap_one_card_secretly_and_at_the_same_time() {
    let s = swap_position();
    assert_eq!(G::to_move(&s), ToMove::Seat(0), "left of the dealer chooses first");
    assert_eq!(legal(&s).len(), 6);
    let green_before = G::observe(&s, 2);
    let s1 = play(&s, "give:A");
    // Red's choice is stored but nothing moved and green cannot tell which card.
    assert_eq!(s1.hands[0].len(), 6);
    assert!(s1.hands[0].contains(&Card::ACE));
    let green_after = G::observe(&s1, 2);
    assert_eq!(green_after.hand, green_before.hand);
    assert_eq!(green_after.received, None);
    assert_eq!(green_after.chosen, [true, false, false, false]);
    let s_other = play(&s, "give:2");
    assert_eq!(G::observe(&s_other, 2), green_after, "green's view does not depend on red's choice");
    assert_eq!(G::to_move(&s1), ToMove::Seat(1));
    let s2 = play(&s1, "give:K");
    assert_eq!(G::to_move(&s2), ToMove::Seat(2));
    let s3 = play(&s2, "give:7");
    // Red and green exchanged at once.
    assert!(s3.hands[0].contains(&Card::SEVEN) && !s3.hands[0].contains(&Card::ACE));
    assert!(s3.hands[2].contains(&Card::ACE) && !s3.hands[2].contains(&Card::SEVEN));
    assert_eq!(G::observe(&s3, 0).received, Some(Card::SEVEN));
    assert_eq!(G::observe(&s3, 1).received, None, "blue's pair has not exchanged yet");
    let s4 = play(&s3, "give:Q");
    assert!(s4.hands[1].contains(&Card(12)) && s4.hands[3].contains(&Card::KING));
    assert_eq!(s4.stage, Stage::Play);
    assert_eq!(G::to_move(&s4), ToMove::Seat(0), "the player left of the dealer starts");
    assert!(s4.hands.iter().all(|h| h.len() == 6));
    check_invariants(&s4);
    // A card not held cannot be given.
    assert!(find_legal::<G>(&s, "give:K").is_err());
}

// ---------------------------------------------------------------- turns and discarding

#[test]
fn a_hand_with_no_playable_card_is_discarded_and_its_seat_sits_out_the_deal() {
    let s = pos_with("red", [NESTS, "20,n,n,n", NESTS, NESTS], ["2,3,Q", "5,6", "-", "9"]);
    assert_eq!(legal(&s), ["discard"]);
    let s2 = play(&s, "discard");
    assert!(s2.hands[0].is_empty());
    assert_eq!(s2.discard.len(), 3);
    assert_eq!(s2.turn, 1);
    let s3 = play(&s2, "5 20>25");
    assert_eq!(s3.turn, 3, "green holds no cards and is skipped");
    let s4 = play(&s3, "discard");
    assert_eq!(s4.turn, 1, "red sits out the rest of the deal");
}

#[test]
fn discarding_is_refused_while_a_card_can_be_played() {
    let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], "2,3");
    assert!(!has(&s, "discard"));
    let err = find_legal::<G>(&s, "discard").unwrap_err().to_string();
    assert!(err.contains("may not discard"), "{err}");
}

#[test]
fn a_seven_must_be_played_in_full_or_not_at_all() {
    // Yellow protected on 48 stops red's marble on 46 after one step.
    let blocked = pos(["46,n,n,n", NESTS, NESTS, "48,n,n,n"], "7,5");
    assert_eq!(legal(&blocked), ["discard"]);
    let err = find_legal::<G>(&blocked, "7 46>47").unwrap_err().to_string();
    assert!(err.contains("discard"), "{err}");
    // With a second marble the 7 can be used in full, so it must be played.
    let s = pos(["46,10,n,n", NESTS, NESTS, "48,n,n,n"], "7");
    let moves = legal(&s);
    assert!(!moves.contains(&"discard".to_string()));
    assert!(moves.contains(&"7 46>47 10>16".to_string()), "{moves:?}");
    assert!(moves.contains(&"7 10>17".to_string()));
    assert!(moves.iter().all(|m| m.starts_with("7 ")));
    let err = G::explain_refusal(&s, &["7".into(), "10>13".into()]);
    assert!(err.contains("4 step(s) are left"), "{err}");
}

// ---------------------------------------------------------------- every card

#[test]
fn ace_moves_one_or_eleven_or_brings_a_marble_out() {
    let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], "A");
    assert_eq!(legal(&s), ["A out", "A 1 5>6", "A 11 5>16"]);
    let out = play(&s, "A out");
    assert_eq!(marbles(&out, 0)[..2], [Pos::Track(5), Pos::Track(0)]);
}

#[test]
fn king_moves_thirteen_or_brings_a_marble_out_queen_twelve() {
    let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], "K,Q");
    assert_eq!(legal(&s), ["Q 5>17", "K out", "K 13 5>18"]);
}

#[test]
fn number_cards_move_forward_their_value_and_four_also_back() {
    for (card, target) in [("2", 7), ("3", 8), ("5", 10), ("6", 11), ("8", 13), ("9", 14), ("10", 15)] {
        let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], card);
        assert_eq!(legal(&s), [format!("{card} 5>{target}")]);
    }
    let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], "4");
    assert_eq!(legal(&s), ["4 +4 5>9", "4 -4 5>1"]);
    let back = pos(["2,n,n,n", NESTS, NESTS, NESTS], "4");
    assert!(has(&back, "4 -4 2>62"), "backward over the empty own start field: {:?}", legal(&back));
}

#[test]
fn coming_out_needs_a_free_own_start_field_and_knocks_any_other_marble_there() {
    let own = pos(["0,n,n,n", NESTS, NESTS, NESTS], "A");
    assert!(!has(&own, "A out"), "an own marble on the start field blocks coming out");
    let other = pos(["n,n,n,n", "0,n,n,n", NESTS, NESTS], "K");
    let s = play(&other, "K out");
    assert_eq!(s.board.marbles[1][0], Pos::Nest, "blue was knocked from red's start field");
    assert_eq!(s.board.marbles[0][0], Pos::Track(0));
    assert!(!s.board.ready[0][0]);
}

#[test]
fn landing_knocks_any_marble_opponent_partner_or_own() {
    for (marbles_, victim) in [
        (["5,n,n,n", "8,n,n,n", NESTS, NESTS], (1, 0)),
        (["5,n,n,n", NESTS, "8,n,n,n", NESTS], (2, 0)),
        (["5,8,n,n", NESTS, NESTS, NESTS], (0, 1)),
    ] {
        let s = play(&pos(marbles_, "3"), "3 5>8");
        assert_eq!(s.board.marbles[victim.0][victim.1], Pos::Nest);
        assert_eq!(s.board.marbles[0][0], Pos::Track(8));
    }
}

#[test]
fn passing_knocks_nothing_except_with_a_seven() {
    let s = play(&pos(["5,n,n,n", "6,n,n,n", "7,n,n,n", NESTS], "3"), "3 5>8");
    assert_eq!(s.board.marbles[1][0], Pos::Track(6));
    assert_eq!(s.board.marbles[2][0], Pos::Track(7));
    let s = play(&pos(["5,8,n,n", "6,n,n,n", "7,n,n,n", NESTS], "7"), "7 5>12");
    assert_eq!(s.board.marbles[1][0], Pos::Nest, "opponent passed by a 7");
    assert_eq!(s.board.marbles[2][0], Pos::Nest, "partner passed by a 7");
    assert_eq!(s.board.marbles[0][1], Pos::Nest, "own marble passed by a 7");
}

#[test]
fn a_marble_on_its_own_start_field_cannot_be_passed_landed_on_swapped_or_knocked() {
    let s = pos(["10,18,n,n", "16,n,n,n", NESTS, NESTS], "8,6,4,7,J");
    let moves = legal(&s);
    assert!(!moves.iter().any(|m| m == "8 10>18" || m == "6 10>16"), "{moves:?}");
    assert!(!moves.contains(&"4 -4 18>14".to_string()), "backward past it");
    assert!(!moves.iter().any(|m| m.starts_with("7 ") && m.contains("10>17")));
    assert!(!moves.iter().any(|m| m.contains("<>16")), "no swap with a protected marble");
    // Red's own marble on red's start field blocks red too.
    let own = pos(["60,0,n,n", NESTS, NESTS, NESTS], "5");
    assert!(!has(&own, "5 60>1"));
    // Protection applies again whenever the marble comes back to its start field.
    let s = pos_with("blue", ["10,n,n,n", "12,n,n,n", NESTS, NESTS], ["8", "4", "-", "-"]);
    assert!(!s.board.protected(16));
    let s = play(&s, "4 +4 12>16");
    assert!(s.board.protected(16));
    assert_eq!(s.turn, 0);
    assert_eq!(legal(&s), ["discard"], "red's 8 would pass the protected blue marble");
}

#[test]
fn a_seven_splits_over_own_marbles_in_any_order_and_is_played_inside_the_goal_lane() {
    let s = pos(["5,20,R1,n", NESTS, NESTS, NESTS], "7");
    let moves = legal(&s);
    assert!(moves.contains(&"7 5>9 20>23".to_string()));
    assert!(moves.contains(&"7 5>7 20>22 R1>R4".to_string()), "1 + 1 + 5 style splits, parts in the lane");
    assert!(moves
        .iter()
        .all(|m| !m.contains("R1>R") || m.contains("R1>R2") || m.contains("R1>R3") || m.contains("R1>R4")));
    // Each distinct result is listed once; another order of the same parts is accepted.
    let canonical = find_legal::<G>(&s, "7 5>9 20>23").unwrap();
    assert_eq!(find_legal::<G>(&s, "7 20>23 5>9").unwrap(), canonical);
    assert_eq!(moves.iter().filter(|m| m.contains("5>9") && m.contains("20>23")).count(), 1);
    let orders = G::step_orders(&s, &canonical);
    assert_eq!(orders.len(), 2);
    // Order matters when one part passes another marble.
    let s = pos(["5,8,n,n", NESTS, NESTS, NESTS], "7");
    assert!(has(&s, "7 8>10 5>10"), "{:?}", legal(&s));
    assert!(find_legal::<G>(&s, "7 5>10 8>10").is_err(), "5>10 knocks the marble on 8 first");
    let s2 = play(&s, "7 8>10 5>10");
    assert_eq!(s2.board.nest_marble(0), Some(1), "landing on the own marble knocked it");
}

// ---------------------------------------------------------------- goal lane

#[test]
fn the_goal_lane_is_optional_needs_no_exact_count_and_never_goes_past_the_last_field() {
    let s = pos(["62,n,n,n", NESTS, NESTS, NESTS], "5,3,8");
    let moves = legal(&s);
    assert!(moves.contains(&"5 62>R3".to_string()), "{moves:?}");
    assert!(moves.contains(&"5 62>3".to_string()), "going on around instead");
    assert!(moves.contains(&"3 62>R1".to_string()));
    assert!(moves.contains(&"8 62>6".to_string()));
    assert!(!moves.iter().any(|m| m.starts_with("8 62>R")), "past the last field");
    let s = play(&s, "5 62>R3");
    assert_eq!(s.board.marbles[0][0], Pos::Goal(2));
}

#[test]
fn no_jumping_inside_the_goal_lane() {
    let s = pos(["62,R2,n,n", NESTS, NESTS, NESTS], "5,3,2");
    let moves = legal(&s);
    assert!(!moves.contains(&"5 62>R3".to_string()), "{moves:?}");
    assert!(moves.contains(&"3 62>R1".to_string()));
    assert!(moves.contains(&"2 R2>R4".to_string()));
    assert!(!moves.iter().any(|m| m.contains("R2>R2")));
}

#[test]
fn a_marble_just_out_cannot_enter_its_goal_lane_but_the_back_way_works() {
    let s = pos(["0,n,n,n", NESTS, NESTS, NESTS], "2");
    assert_eq!(legal(&s), ["2 0>2"]);
    let why = G::explain_refusal(&s, &["2".into(), "0>R2".into()]);
    assert!(why.contains("just come out"), "{why}");
    // Back 4, then forward past the start field into the lane.
    let s = pos(["0,n,n,n", NESTS, NESTS, NESTS], "4");
    let s = play(&s, "4 -4 0>60");
    let s2 = pos(["60,n,n,n", NESTS, NESTS, NESTS], "5");
    assert_eq!(s.board.marbles[0][0], s2.board.marbles[0][0]);
    assert!(has(&s2, "5 60>R1"));
    // A marble that came forward onto its start field may turn in from there.
    let s = play(&pos(["60,n,n,n", NESTS, NESTS, NESTS], "4,A"), "4 +4 60>0");
    assert!(s.board.ready[0][0]);
    assert!(G::format_state(&s).contains("red=0*,"));
    let s = pos_with("red", ["0*,n,n,n", NESTS, NESTS, NESTS], ["A", "2", "2", "2"]);
    assert!(has(&s, "A 1 0>R1"));
    // Backing onto the start field or being swapped there does not count as coming forward.
    let s = play(&pos(["4,n,n,n", NESTS, NESTS, NESTS], "4"), "4 -4 4>0");
    assert!(!s.board.ready[0][0]);
}

#[test]
fn backward_four_never_enters_or_moves_inside_a_goal_lane() {
    let s = pos(["R1,n,n,n", NESTS, NESTS, NESTS], "4");
    assert_eq!(legal(&s), ["discard"]);
    let s = pos(["R1,3,n,n", NESTS, NESTS, NESTS], "4");
    assert_eq!(legal(&s), ["4 +4 3>7", "4 -4 3>63"]);
}

// ---------------------------------------------------------------- jack and joker

#[test]
fn the_jack_swaps_an_own_track_marble_with_another_colours_track_marble() {
    let s = pos(["5,40,0,R1", "20,B1,n,n", "30,n,n,n", "48,n,n,n"], "J");
    assert_eq!(legal(&s), ["J 5<>20", "J 5<>30", "J 40<>20", "J 40<>30"]);
    let s2 = play(&s, "J 5<>20");
    assert_eq!(s2.board.marbles[0][0], Pos::Track(20));
    assert_eq!(s2.board.marbles[1][0], Pos::Track(5));
    assert_eq!(s2.board.marbles.iter().flatten().filter(|p| **p == Pos::Nest).count(), 16 - 8, "nobody knocked");
    let why = G::explain_refusal(&s, &["J".into(), "5<>40".into()]);
    assert!(why.contains("same colour"), "{why}");
}

#[test]
fn the_joker_stands_for_any_card_including_seven_and_jack() {
    let s = pos(["5,n,n,n", "20,n,n,n", NESTS, NESTS], "Jk");
    let moves = legal(&s);
    for m in ["Jk =A out", "Jk =K out", "Jk =A 11 5>16", "Jk =7 5>12", "Jk =J 5<>20", "Jk =4 -4 5>1", "Jk =Q 5>17"] {
        assert!(moves.contains(&m.to_string()), "{m} missing from {moves:?}");
    }
    let s2 = play(&s, "Jk =7 5>12");
    assert_eq!(s2.last.map(|l| (l.card, l.value)), Some((Card::JOKER, Card::SEVEN)));
    assert!(G::format_state(&s2).contains("last=red:Jk=7"));
}

// ---------------------------------------------------------------- partner and win

#[test]
fn with_all_four_marbles_home_a_player_moves_the_partners_marbles() {
    let s = pos(["R1,R2,R3,R4", NESTS, "40,n,n,n", NESTS], "3,A");
    let moves = legal(&s);
    assert!(moves.contains(&"3 40>43".to_string()), "{moves:?}");
    assert!(moves.contains(&"A out".to_string()));
    let s2 = play(&s, "A out");
    assert_eq!(s2.board.marbles[2][1], Pos::Track(32), "green came out on green's start field");
}

#[test]
fn a_seven_that_brings_the_last_marble_home_goes_on_with_the_partners_marbles() {
    let s = pos(["62,R2,R3,R4", NESTS, "40,n,n,n", NESTS], "7");
    assert!(has(&s, "7 62>R1 40>44"), "{:?}", legal(&s));
    assert!(find_legal::<G>(&s, "7 40>44 62>R1").is_err(), "the partner's marbles only after the last own one");
    let s2 = play(&s, "7 62>R1 40>44");
    assert_eq!(s2.board.marbles[2][0], Pos::Track(44));
}

#[test]
fn the_team_with_all_eight_marbles_home_wins_at_once() {
    let s = pos(["62,R2,R3,R4", NESTS, "G1,G2,G3,G4", NESTS], "3,7");
    let s3 = play(&s, "3 62>R1");
    assert_eq!(G::to_move(&s3), ToMove::Over);
    let out = G::outcome(&s3).unwrap();
    assert_eq!(out.places, [1, 2, 1, 2]);
    assert_eq!(out.winners(), [0, 2]);
    // A 7 ends as soon as the team is home; its remaining steps are not needed.
    assert!(has(&s, "7 62>R1"));
    let s7 = play(&s, "7 62>R1");
    assert_eq!(s7.winner, Some(0));
    assert!(G::legal_moves(&s7).is_empty());
}

// ---------------------------------------------------------------- notation

#[test]
fn positions_round_trip_and_bad_positions_are_typed_errors() {
    let s = pos(["0*,R2,n,17", "16,n,n,n", NESTS, NESTS], "A,7,Jk");
    let text = G::format_state(&s);
    assert!(text.contains("red=0*,R2,n,17"), "{text}");
    assert!(text.contains("hands=A,7,Jk/2/2/2"));
    assert_eq!(G::format_state(&G::parse_state(&text).unwrap()), text);
    let base = text.clone();
    for (from, to, why) in [
        ("red=0*,R2,n,17", "red=5*,R2,n,17", "'*' off the start field"),
        ("red=0*,R2,n,17", "red=0,0,n,n", "two marbles on a field"),
        ("red=0*,R2,n,17", "red=0,B2,n,n", "another colour's goal field"),
        ("red=0*,R2,n,17", "red=0,n,n", "three marbles"),
        ("hands=A,7,Jk/", "hands=A,7,Jk,Jk/", "an extra card"),
        ("hands=A,7,Jk/", "hands=A,7,X/", "not a card"),
        ("stage=play", "stage=dance", "unknown stage"),
        ("turn=red", "turn=pink", "unknown colour"),
    ] {
        let bad = base.replacen(from, to, 1);
        assert_ne!(bad, base, "{why}");
        assert!(matches!(G::parse_state(&bad), Err(crate::GameError::BadPosition(_))), "{why}: {bad}");
    }
    assert!(G::parse_state("fia stage=play").is_err());
}

#[test]
fn moves_round_trip_and_bad_or_illegal_moves_change_nothing() {
    let s = pos(["5,20,n,n", "30,n,n,n", NESTS, NESTS], "A,4,7,J,Jk");
    for m in G::legal_moves(&s) {
        let text = G::format_move(&s, &m);
        assert_eq!(G::parse_move(&s, &text).unwrap(), m, "{text}");
    }
    for bad in ["", "Z", "A 2 5>7", "A 1", "7", "J 5-30", "Jk 7 5>12", "Jk =Jk out", "5 5>R9", "discard now"] {
        assert!(matches!(G::parse_move(&s, bad), Err(crate::GameError::BadMove { .. })), "'{bad}'");
    }
    let before = s.clone();
    for illegal in ["A 1 20>22", "K out", "7 5>9", "J 5<>20"] {
        assert!(
            matches!(
                find_legal::<G>(&s, illegal),
                Err(crate::GameError::IllegalMove { .. } | crate::GameError::BadMove { .. })
            ),
            "{illegal}"
        );
    }
    assert_eq!(s, before);
}

#[test]
fn refusals_name_the_rule() {
    let s = pos(["5,n,n,n", NESTS, NESTS, NESTS], "2,7");
    let why = |steps: &[&str]| G::explain_refusal(&s, &steps.iter().map(|t| t.to_string()).collect::<Vec<_>>());
    assert!(why(&["K"]).contains("you hold no K"));
    assert!(why(&["2", "6>8"]).contains("no marble stands on field 6"));
    assert!(why(&["7", "5>9"]).contains("3 step(s) are left"));
    let blocked = pos(["14,n,n,n", "16,n,n,n", NESTS, NESTS], "5,A");
    let why = G::explain_refusal(&blocked, &["5".into()]);
    assert!(why.contains("protected"), "{why}");
}

// ---------------------------------------------------------------- sessions

use crate::session::{Phase, PlaySession, SeatConfig, Session, SessionConfig};

fn config(seats: Vec<SeatConfig>, seed: u64) -> SessionConfig {
    SessionConfig { game: "pairanoid".into(), seats, variants: Default::default(), seed: Some(seed), title: None }
}

fn humans() -> Vec<SeatConfig> {
    ["Ann", "Bo", "Cy", "Di"].into_iter().map(SeatConfig::human).collect()
}

fn bots(level: BotLevel) -> Vec<SeatConfig> {
    ["Ann", "Bo", "Cy", "Di"].into_iter().map(|n| SeatConfig::bot(n, level)).collect()
}

#[test]
fn pass_and_play_hands_off_before_each_swap_choice_and_each_turn() {
    let mut s = Session::<G>::new(&config(humans(), 3)).unwrap();
    let dealer = s.state().dealer.unwrap();
    let mut handoffs = Vec::new();
    // The four swap choices, each behind its own hand-off.
    for _ in 0..4 {
        let Phase::HandOff { seat } = s.phase() else { panic!("expected a hand-off, got {:?}", s.phase()) };
        handoffs.push(seat);
        assert!(matches!(s.choose_step(None, seat, "give:A"), Err(crate::GameError::HandOffPending(_))));
        s.confirm_handoff(seat).unwrap();
        assert_eq!(s.phase(), Phase::HumanTurn { seat });
        let view = s.view(Some(seat));
        assert!(view.next_steps.iter().all(|st| st.notation.starts_with("give:")));
        let give = view.next_steps[0].notation.clone();
        s.choose_step(Some(s.version()), seat, &give).unwrap();
    }
    assert_eq!(handoffs, (1..=4).map(|k| (dealer + k) % 4).collect::<Vec<_>>());
    assert_eq!(s.phase(), Phase::HandOff { seat: (dealer + 1) % 4 }, "the first turn is handed off too");
    // Another seat's view holds no hand.
    let v = s.view(Some(0));
    let obs: serde_json::Value = serde_json::from_str(&v.observation_json).unwrap();
    assert_eq!(obs["hand"].as_array().unwrap().len(), s.state().hands[0].len());
    assert!(v.status.is_empty(), "no full position is shown in a private-information game");
}

/// A session with humans, past the swap, at the first turn of the player left of the dealer.
fn session_at_first_turn(seed: u64) -> (Session<G>, usize) {
    let mut s = Session::<G>::new(&config(humans(), seed)).unwrap();
    while let Phase::HandOff { seat } = s.phase() {
        s.confirm_handoff(seat).unwrap();
        if s.state().stage == Stage::Play {
            return (s, seat);
        }
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
    }
    panic!("no play stage reached")
}

#[test]
fn a_move_is_built_tap_by_tap_and_pending_steps_can_be_undone() {
    let (mut s, seat) = session_at_first_turn(11);
    let steps = s.next_steps();
    assert!(!steps.is_empty());
    let scene = s.scene(Some(seat));
    for st in &steps {
        if let Some(node) = &st.node {
            assert!(scene.node(node).is_some(), "step {} names missing node {node}", st.notation);
        }
    }
    let version = s.version();
    let history = s.history().len();
    let first = steps[0].notation.clone();
    let events = s.choose_step(Some(version), seat, &first).unwrap();
    if events.is_empty() {
        assert_eq!(s.pending(), std::slice::from_ref(&first));
        // A refused step leaves the pending steps alone.
        assert!(s.choose_step(None, seat, "nonsense").is_err());
        assert_eq!(s.pending(), std::slice::from_ref(&first));
        s.undo(seat).unwrap();
        assert!(s.pending().is_empty());
        assert_eq!(s.version(), version);
    }
    // Build the whole move by always taking the first offered step.
    let mut taps = 0;
    while s.history().len() == history {
        let next = s.next_steps();
        assert!(!next.is_empty() || !s.pending().is_empty());
        s.choose_step(None, seat, &next[0].notation).unwrap();
        taps += 1;
        assert!(taps < 20);
    }
    assert_eq!(s.history()[history].by, Some(seat));
    assert!(s.pending().is_empty());
}

#[test]
fn a_seven_can_be_tapped_in_either_order() {
    let state = pos(["5,20,n,n", NESTS, NESTS, NESTS], "7");
    let mv = find_legal::<G>(&state, "7 5>9 20>23").unwrap();
    let orders: Vec<Vec<String>> =
        G::step_orders(&state, &mv).into_iter().map(|o| o.into_iter().map(|st| st.notation).collect()).collect();
    assert!(orders.contains(&vec!["7".into(), "5>9".into(), "20>23".into()]));
    assert!(orders.contains(&vec!["7".into(), "20>23".into(), "5>9".into()]));
    // The part steps name the marble and its target field.
    let steps = G::steps(&state, &mv);
    assert_eq!(steps[1].node.as_deref(), Some("marble:red:0"));
    assert_eq!(steps[1].target.as_deref(), Some("track:9"));
    assert_eq!(steps[0].node.as_deref(), Some("card:red:0"));
}

fn run_bots(s: &mut Session<G>, steps: usize) {
    for _ in 0..steps {
        if s.outcome().is_some() {
            break;
        }
        s.bot_step().unwrap();
    }
}

#[test]
fn a_saved_game_resumes_with_the_same_future_cards_mid_deal_and_mid_swap() {
    let mut s = Session::<G>::new(&config(bots(BotLevel::Medium), 77)).unwrap();
    run_bots(&mut s, 90);
    // Mid-deal: resume and play on in both.
    let check = |s: &Session<G>, steps: usize| {
        let json = s.to_save().to_json();
        let save = crate::save::SaveFile::from_json(&json, "t").unwrap();
        let mut resumed = Session::<G>::from_save(&save, "t").unwrap();
        assert_eq!(resumed.position(), s.position());
        let mut original = Session::<G>::from_save(&save, "t").unwrap();
        run_bots(&mut original, steps);
        run_bots(&mut resumed, steps);
        assert_eq!(resumed.position(), original.position());
        assert_eq!(resumed.history(), original.history());
        resumed
    };
    let resumed = check(&s, 200);
    assert!(resumed.history().iter().filter(|h| h.mv.starts_with("shuffle:")).count() >= 2, "crossed a reshuffle");
    // Mid-swap: one partner has chosen, the other not.
    while !(s.state().stage == Stage::Swap && s.state().given.iter().any(Option::is_some)) {
        s.bot_step().unwrap();
    }
    let hidden = s.state().given;
    let resumed = check(&s, 40);
    let again = crate::save::SaveFile::from_json(&s.to_save().to_json(), "t").unwrap();
    assert_eq!(Session::<G>::from_save(&again, "t").unwrap().state().given, hidden);
    let _ = resumed;
}

#[test]
fn undo_takes_back_an_own_move_but_not_across_another_seats_move() {
    let (mut s, seat) = session_at_first_turn(5);
    let before = s.position();
    let mv = s.legal_moves()[0].clone();
    s.act(None, seat, &mv).unwrap();
    if s.state().stage == Stage::Play && s.state().turn != seat {
        assert!(s.can_undo(seat));
        s.undo(seat).unwrap();
        assert_eq!(s.position(), before);
        s.act(None, seat, &mv).unwrap();
        let next = s.state().turn;
        s.confirm_handoff(next).unwrap();
        let mv2 = s.legal_moves()[0].clone();
        s.act(None, next, &mv2).unwrap();
        assert!(!s.can_undo(seat));
        assert!(matches!(s.undo(seat), Err(crate::GameError::CannotUndo(_))));
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
            match G::to_move(&s) {
                ToMove::Over => break,
                ToMove::Chance => {
                    let mv = G::sample_chance(&s, &mut rng);
                    G::apply(&mut s, &mv);
                }
                ToMove::Seat(seat) => {
                    let moves = G::legal_moves(&s);
                    let mv = if seat == random_seat {
                        rng.choose(&moves).unwrap().clone()
                    } else {
                        G::bot_move(&G::observe(&s, seat), BotLevel::Easy, &mut rng)
                    };
                    assert!(moves.contains(&mv));
                    let text = G::format_move(&s, &mv);
                    assert_eq!(G::parse_move(&s, &text).unwrap(), mv);
                    G::apply(&mut s, &mv);
                }
            }
            check_light(&s, step % 8 == 0);
        }
        if s.stage == Stage::Over {
            finished += 1;
            let out = G::outcome(&s).unwrap();
            let w = s.winner.unwrap();
            assert!(board::team(w) == w && s.board.all_home(w) && s.board.all_home(w + 2));
            assert_eq!(out.winners(), [w, w + 2]);
        }
    }
    assert!(finished > games * 9 / 10, "only {finished} of {games} games finished");
}

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

// ---------------------------------------------------------------- scene and text board

#[test]
fn the_scene_keeps_marble_ids_stays_in_the_unit_square_and_shows_only_the_viewers_hand() {
    let s = pos(["5,n,n,n", "20,n,n,n", NESTS, NESTS], "3,7");
    let scene = G::scene(&s, Some(0));
    for n in &scene.nodes {
        let r = n.rect;
        assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= 1.0 + 1e-6 && r.y + r.h <= 1.0 + 1e-6, "{}", n.id);
    }
    let mut ids: Vec<&str> = scene.nodes.iter().map(|n| n.id.as_str()).collect();
    let total = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), total, "ids are unique");
    assert_eq!(scene.nodes.iter().filter(|n| n.kind == crate::scene::NodeKind::Space).count(), 64 + 16 + 16);
    assert_eq!(scene.nodes.iter().filter(|n| n.kind == crate::scene::NodeKind::Piece).count(), 16);
    let hand: Vec<&str> = scene.nodes.iter().filter(|n| n.id.starts_with("card:")).map(|n| n.text.as_str()).collect();
    assert_eq!(hand, ["3", "7"]);
    assert!(G::scene(&s, Some(1)).nodes.iter().all(|n| !n.id.starts_with("card:red")));
    assert!(G::scene(&s, None).nodes.iter().all(|n| !n.id.starts_with("card:")));
    // The marble keeps its id and moves onto the target field's space.
    let after = play(&s, "3 5>8");
    let moved = G::scene(&after, Some(0));
    let m = moved.node("marble:red:0").unwrap();
    assert_eq!(m.rect.centre(), moved.node("track:8").unwrap().rect.centre());
    assert_eq!(moved.node("last").unwrap().text, "3");
    // Every step names nodes that exist.
    for mv in G::legal_moves(&s) {
        for st in G::steps(&s, &mv) {
            for id in st.node.iter().chain(st.target.iter()) {
                assert!(scene.node(id).is_some(), "{} names {id}", st.notation);
            }
        }
    }
}

#[test]
fn track_cells_form_a_ring_of_neighbours_and_lanes_start_beside_their_start_field() {
    for f in 0..64u8 {
        let (a, b) = (scene::track_cell(f), scene::track_cell((f + 1) % 64));
        assert_eq!(a.0.abs_diff(b.0) + a.1.abs_diff(b.1), 1, "{f}");
    }
    for c in 0..4 {
        let s = scene::track_cell(board::start(c));
        let g = scene::goal_cell(c, 0);
        assert_eq!(s.0.abs_diff(g.0) + s.1.abs_diff(g.1), 1);
    }
}

#[test]
fn the_text_board_shows_the_viewers_hand_only() {
    let s = pos(["5,n,n,n", "20,n,n,n", NESTS, NESTS], "3,7");
    let red = G::text_board(&s, Some(0));
    assert!(red.contains("hand: 3 7"), "{red}");
    assert!(red.contains("blue    (start 16) marbles: 20, nest, nest, nest"), "{red}");
    assert!(red.contains("hand: 1 cards"));
    let table = G::text_board(&s, None);
    assert!(!table.contains("hand: 3 7"));
    assert!(table.contains("to play: red"));
}

#[test]
fn the_second_partner_cannot_take_back_a_swap_choice_after_receiving_a_card() {
    let mut s = Session::<G>::new(&config(humans(), 8)).unwrap();
    for k in 0..3 {
        let Phase::HandOff { seat } = s.phase() else { panic!() };
        s.confirm_handoff(seat).unwrap();
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
        match k {
            0 => assert!(s.can_undo(seat), "a first choice reveals nothing and may be taken back"),
            2 => {
                assert!(!s.can_undo(seat), "the exchange (a chance step) closes the choice");
                assert_eq!(s.history().last().unwrap().mv, "exchange");
            }
            _ => {}
        }
    }
}

#[test]
fn no_undo_reaches_back_across_a_deal() {
    // Red plays the last card of the deal; the next deal follows as a chance step.
    let mut s = Session::<G>::new(&config(humans(), 2)).unwrap();
    let mut guard = 0;
    loop {
        guard += 1;
        assert!(guard < 2000);
        let seat = match s.phase() {
            Phase::HandOff { seat } => {
                s.confirm_handoff(seat).unwrap();
                seat
            }
            Phase::HumanTurn { seat } => seat,
            p => panic!("{p:?}"),
        };
        let last_of_deal = s.state().stage == Stage::Play && s.state().hands.iter().map(Vec::len).sum::<usize>() == 1;
        let mv = s.legal_moves()[0].clone();
        s.act(None, seat, &mv).unwrap();
        if last_of_deal {
            assert_eq!(s.history().last().unwrap().by, None, "the deal is recorded as chance");
            assert!(!s.can_undo(seat));
            break;
        }
    }
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
