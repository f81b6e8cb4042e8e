//! Every rule: deals, the swap, turns, each card, the goal lane, partner play, the win.

use super::props::check_invariants;
use super::*;

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
    let gathered = crate::games::pairanoid::rules::reshuffle_cards(&s);
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
    let err = G::explain_refusal(&s, &["7".into(), "10>13".into()]).to_string();
    assert!(err.contains("4 more steps go to another marble"), "{err}");
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
    let why = G::explain_refusal(&s, &["2".into(), "0>R2".into()]).to_string();
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
    let why = G::explain_refusal(&s, &["J".into(), "5<>40".into()]).to_string();
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

#[test]
fn a_legal_move_must_be_played_even_when_it_knocks_the_partner() {
    let s = pos(["10,n,n,n", NESTS, "13,n,n,n", NESTS], "3");
    assert_eq!(legal(&s), ["3 10>13"]);
    let s2 = play(&s, "3 10>13");
    assert_eq!(s2.board.marbles[2][0], Pos::Nest);
}

#[test]
fn a_seven_turning_into_the_lane_knocks_what_it_passes_on_the_way() {
    // Blue stands (unprotected) on red's start field; red's 7 passes it into R2.
    let s = pos(["59,n,n,n", "0,n,n,n", NESTS, NESTS], "7");
    assert!(has(&s, "7 59>R2"), "{:?}", legal(&s));
    let s2 = play(&s, "7 59>R2");
    assert_eq!(s2.board.marbles[1][0], Pos::Nest);
    assert_eq!(s2.board.marbles[0][0], Pos::Goal(1));
    // A plain card passes it without knocking.
    let s = pos(["59,n,n,n", "0,n,n,n", NESTS, NESTS], "7,6");
    let s3 = play(&s, "6 59>R1");
    assert_eq!(s3.board.marbles[1][0], Pos::Track(0));
}
