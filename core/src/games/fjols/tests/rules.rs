//! The rules, one at a time: the deal, the beating order, following suit and trumping,
//! picking up in both variants, drawing, going out and the fjols, refusals with the
//! rule named, what a trump or a forced pick-up tells the table, and undo limits.

use super::cards::Class;
use super::*;
use crate::catalog::{Def, GameDef};

#[test]
fn the_turned_suit_is_high_trump_and_its_colour_partner_low_trump() {
    for (turned, high, low) in [
        ("9h", Suit::Hearts, Suit::Diamonds),
        ("9d", Suit::Diamonds, Suit::Hearts),
        ("9s", Suit::Spades, Suit::Clubs),
        ("9c", Suit::Clubs, Suit::Spades),
    ] {
        let t = Trumps::from_card(c(turned));
        assert_eq!((t.high, t.low()), (high, low), "{turned}");
    }
    let t = Trumps::from_card(c("Kh"));
    assert_eq!(t.class(c("6h")), Class::HighTrump);
    assert_eq!(t.class(c("Ad")), Class::LowTrump);
    assert_eq!(t.class(c("As")), Class::Plain);
    assert_eq!(t.class(c("Ac")), Class::Plain);
}

#[test]
fn the_beating_order() {
    let t = Trumps::from_card(c("Kh")); // hearts high, diamonds low
                                        // A higher card of the same suit beats, in every suit.
    for (hi, lo) in [("7s", "6s"), ("Ad", "Kd"), ("7h", "6h"), ("Tc", "9c")] {
        assert!(t.beats(c(hi), c(lo)), "{hi} beats {lo}");
        assert!(!t.beats(c(lo), c(hi)), "{lo} does not beat {hi}");
    }
    // An ordinary card is beaten by any low trump and any high trump.
    assert!(t.beats(c("6d"), c("As")));
    assert!(t.beats(c("6h"), c("As")));
    // ...but not by another ordinary suit.
    assert!(!t.beats(c("Ac"), c("6s")));
    // A low trump is beaten by any high trump, not by an ordinary card.
    assert!(t.beats(c("6h"), c("Ad")));
    assert!(!t.beats(c("As"), c("6d")));
    // A high trump only by a higher high trump.
    assert!(!t.beats(c("Ad"), c("6h")));
    assert!(!t.beats(c("As"), c("6h")));
    assert!(t.beats(c("7h"), c("6h")));
}

#[test]
fn forehand_must_beat_the_turned_card_after_the_deal() {
    let setup = Setup::new(3);
    let mut s = Fjols::new_game(&setup).unwrap();
    assert_eq!(Fjols::to_move(&s), ToMove::Chance);
    let deck: Vec<Card> = CardSet::deck(36).to_vec(); // 6c 7c ... As
    Fjols::apply(&mut s, &Move::Shuffle(deck.clone()));
    // Dealt one card at a time round the table from seat 0, five each.
    assert_eq!(s.hands[0], deck.iter().step_by(3).take(5).copied().collect());
    assert_eq!(s.hands[1], deck.iter().skip(1).step_by(3).take(5).copied().collect());
    assert_eq!(s.hands.iter().map(|h| h.len()).collect::<Vec<_>>(), vec![5, 5, 5]);
    // The 16th card is turned: trump and the first card to beat, for seat 0.
    assert_eq!(s.trump_card, Some(deck[15]));
    assert_eq!(s.table, vec![deck[15]]);
    assert_eq!(Fjols::to_move(&s), ToMove::Seat(0));
    // The rest is the pile, the 17th card on top.
    assert_eq!(s.pile.len(), 20);
    assert_eq!(s.pile.last(), Some(&deck[16]));
    check(&s).unwrap();
}

#[test]
fn deck_and_hand_variants_change_the_deal() {
    for (deck, hand, players) in [("36", "5", 2), ("36", "6", 5), ("52", "5", 4), ("52", "6", 5)] {
        let setup = Setup::new(players).with("deck", deck).with("hand", hand);
        let mut s = Fjols::new_game(&setup).unwrap();
        let mv = Fjols::sample_chance(&s, &mut GameRng::new(9));
        Fjols::apply(&mut s, &mv);
        let (d, h): (usize, usize) = (deck.parse().unwrap(), hand.parse().unwrap());
        assert!(s.hands.iter().all(|x| x.len() == h));
        assert_eq!(s.pile.len(), d - players * h - 1);
        let all = s.hands.iter().fold(CardSet::EMPTY, |a, b| a.or(*b));
        assert_eq!(all.or(s.pile.iter().copied().collect()).or(s.table.iter().copied().collect()), CardSet::deck(d));
    }
    assert!(Fjols::new_game(&Setup::new(6)).is_err());
    assert!(Fjols::new_game(&Setup::new(1)).is_err());
    assert!(Fjols::new_game(&Setup::new(3).with("deck", "40")).is_err());
}

#[test]
fn follow_suit_with_a_higher_card_when_holding_the_suit() {
    // Hearts high, diamonds low. To beat: 9s. Seat 0 holds spades 7s and Js and trumps.
    let s = pos("players=2 turn=0 trump=Kh hands=7s,Js,6h,6d/Ac pile=- table=9s");
    assert_eq!(legal(&s), vec!["Js"]);
    // Only lower spades: no trumping allowed, so pick up.
    let s = pos("players=2 turn=0 trump=Kh hands=7s,6h,6d/Ac pile=- table=9s");
    assert_eq!(legal(&s), vec!["take"]);
}

#[test]
fn trump_only_when_void() {
    // Void in spades: any low or high trump beats a plain card; plain cards do not.
    let s = pos("players=2 turn=0 trump=Kh hands=Ac,6h,6d/As pile=- table=9s");
    assert_eq!(legal(&s), vec!["6d", "6h"]);
    // Facing a low trump while void in diamonds: only high trumps.
    let s = pos("players=2 turn=0 trump=Kh hands=Ac,6h,7h/As pile=- table=9d");
    assert_eq!(legal(&s), vec!["6h", "7h"]);
    // Facing a low trump while holding a lower diamond: no high trump allowed.
    let s = pos("players=2 turn=0 trump=Kh hands=6d,6h/As pile=- table=9d");
    assert_eq!(legal(&s), vec!["take"]);
    // Facing a high trump: only a higher high trump.
    let s = pos("players=2 turn=0 trump=Kh hands=Ad,As,Th/Ac pile=- table=9h");
    assert_eq!(legal(&s), vec!["Th"]);
    let s = pos("players=2 turn=0 trump=Kh hands=Ad,As/Ac pile=- table=9h");
    assert_eq!(legal(&s), vec!["take"]);
}

#[test]
fn beating_is_compulsory_unless_the_variant_allows_picking_up() {
    let forced = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac pile=- table=9s");
    assert_eq!(legal(&forced), vec!["Ts"]);
    let optional = pos("players=2 beating=optional turn=0 trump=Kh hands=Ts,6c/Ac pile=- table=9s");
    assert_eq!(legal(&optional), vec!["Ts", "take"]);
}

#[test]
fn a_free_lead_allows_any_card_and_no_pick_up() {
    let s = pos("players=2 beating=optional turn=0 trump=Kh hands=Ts,6c,Ah/Ac pile=- table=-");
    assert_eq!(legal(&s), vec!["6c", "Ah", "Ts"]);
}

#[test]
fn picking_up_takes_the_last_card_and_the_next_player_leads_freely() {
    let mut s = pos("players=3 turn=1 trump=Kh hands=6c/7c,8c/9c pile=Qs,Js table=Td,Ts,As");
    // Seat 1 holds no spade beater and no trump: picks up As only.
    assert_eq!(legal(&s), vec!["take"]);
    let ev = play(&mut s, "take");
    assert!(ev.contains(&Event::CardsTaken { seat: 1, count: 1, from_table: true }));
    assert_eq!(s.hands[1], set("7c 8c As"));
    assert_eq!(s.known[1], set("As"), "the picked-up card is known to all");
    // The rest of the chain is out of play, nothing was drawn, seat 2 leads freely.
    assert!(s.dead.contains(c("Td")) && s.dead.contains(c("Ts")));
    assert!(s.table.is_empty());
    assert_eq!(s.pile.len(), 2);
    assert_eq!(Fjols::to_move(&s), ToMove::Seat(2));
    assert_eq!(legal(&s), vec!["9c"]);
}

#[test]
fn chain_variant_picks_up_everything_since_the_last_free_lead() {
    let mut s = pos("players=3 pickup=chain turn=1 trump=Kh hands=6c/7c,8c/9c pile=Qs,Js table=Td,Ts,As");
    play(&mut s, "take");
    assert_eq!(s.hands[1], set("7c 8c Td Ts As"));
    assert_eq!(s.known[1], set("Td Ts As"));
    assert!(!s.dead.contains(c("Td")));
    assert!(s.table.is_empty());
    assert_eq!(Fjols::to_move(&s), ToMove::Seat(2));
}

#[test]
fn laying_a_card_draws_the_top_of_the_pile_while_it_lasts() {
    let mut s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac,7c pile=Qs,Js table=9s");
    let ev = play(&mut s, "Ts");
    assert!(ev.contains(&Event::CardsTaken { seat: 0, count: 1, from_table: false }));
    assert_eq!(s.hands[0], set("6c Qs"), "Qs was on top of the pile");
    assert_eq!(s.pile, vec![c("Js")]);
    assert_eq!(s.table, vec![c("9s"), c("Ts")]);
    // Seat 1 must now beat Ts (void in spades, no trumps): picks up.
    assert_eq!(legal(&s), vec!["take"]);
}

#[test]
fn a_player_out_of_cards_after_the_pile_is_gone_is_out_and_skipped() {
    let mut s = pos("players=3 turn=0 trump=Kh hands=Ts/Ac,7c/9c,Js pile=- table=9s");
    let ev = play(&mut s, "Ts");
    assert!(ev.contains(&Event::Finished { seat: 0, place: 1 }));
    assert_eq!(s.out, vec![0]);
    // Seat 1 (void in spades, no trump) picks up Ts; seat 2 leads, then seat 1, never seat 0.
    play(&mut s, "take");
    assert_eq!(Fjols::to_move(&s), ToMove::Seat(2));
    play(&mut s, "9c");
    assert_eq!(Fjols::to_move(&s), ToMove::Seat(1));
    play(&mut s, "Ac");
    assert_eq!(Fjols::to_move(&s), ToMove::Seat(2), "seat 0 is skipped");
}

#[test]
fn while_the_pile_lasts_an_emptied_hand_is_refilled() {
    let mut s = pos("players=2 turn=0 trump=Kh hands=Ts/Ac pile=Qs table=9s");
    play(&mut s, "Ts");
    assert!(s.out.is_empty());
    assert_eq!(s.hands[0], set("Qs"));
}

#[test]
fn the_first_out_wins_and_the_last_holding_cards_is_the_fjols() {
    let mut s = pos("players=3 turn=2 trump=Kh hands=-/Ac,7c/Js pile=- table=9s out=0");
    let ev = play(&mut s, "Js");
    assert!(ev.contains(&Event::Finished { seat: 2, place: 2 }));
    assert!(ev.contains(&Event::GameOver));
    assert_eq!(Fjols::to_move(&s), ToMove::Over);
    let o = Fjols::outcome(&s).unwrap();
    assert_eq!(o.places, vec![1, 3, 2]);
    assert_eq!(o.losers, vec![1]);
    assert_eq!(o.winners(), vec![0]);
    assert!(Fjols::legal_moves(&s).is_empty());
    assert_eq!(Fjols::format_state(&s).split(' ').find(|f| f.starts_with("turn=")), Some("turn=over"));
}

#[test]
fn two_players_the_one_left_with_cards_is_the_fjols() {
    let mut s = pos("players=2 turn=1 trump=Kh hands=6c,7c/Ah pile=- table=-");
    play(&mut s, "Ah");
    let o = Fjols::outcome(&s).unwrap();
    assert_eq!(o.places, vec![2, 1]);
    assert_eq!(o.losers, vec![0]);
}

#[test]
fn an_illegal_move_is_refused_with_the_rule_and_changes_nothing() {
    let def = Def::<Fjols>::new();
    let s = pos("players=2 turn=0 trump=Kh hands=7s,Js,6h,Ac/Ad pile=- table=9s");
    let text = Fjols::format_state(&s);
    let cases = [
        ("6h", "must follow suit"),
        ("7s", "lower than the 9 of spades"),
        ("take", "compulsory"),
        ("Kd", "do not hold"),
        ("Zz", "e.g. Ah"),
    ];
    for (mv, why) in cases {
        let err = def.apply(&text, mv).unwrap_err().to_string();
        assert!(err.contains(why), "{mv}: {err}");
    }
    let void = pos("players=2 turn=0 trump=Kh hands=Ac,6c/Ad pile=- table=9s");
    let err = def.apply(&Fjols::format_state(&void), "Ac").unwrap_err().to_string();
    assert!(err.contains("does not beat") && err.contains("trump"), "{err}");
    let free = pos("players=2 turn=0 trump=Kh hands=Ac,6c/Ad pile=- table=-");
    let err = def.apply(&Fjols::format_state(&free), "take").unwrap_err().to_string();
    assert!(err.contains("nothing to pick up"), "{err}");
    // The position is unchanged by the refusals: the legal move still works.
    let (after, _) = def.apply(&text, "Js").unwrap();
    assert!(after.contains("table=9s,Js"));
}

fn limits(state: &State, seat: usize) -> [u8; 4] {
    state.limits[seat]
}

#[test]
fn trumping_shows_a_void_until_the_next_draw() {
    // Pile gone: seat 1 trumps 9s with 6d, so everybody knows it has no spades left.
    let mut s = pos("players=3 turn=1 trump=Kh hands=6c/7c,6d,Ac/Qs,Kd pile=- table=9s");
    play(&mut s, "6d");
    assert_eq!(limits(&s, 1), [14, 14, 14, 0]);
    assert_eq!(Fjols::observe(&s, 0).limits[1], [14, 14, 14, 0]);
    let text = Fjols::format_state(&s);
    assert!(text.contains("limits=-/s-/-"), "{text}");
    assert_eq!(Fjols::parse_state(&text).unwrap(), s);
    assert!(Fjols::text_board(&s, Some(0)).contains("no spades"));
    // A position claiming a void the hand contradicts is refused.
    assert!(Fjols::parse_state(&text.replace("limits=-/s-/-", "limits=-/c-/-")).is_err());
    // Following suit says nothing; a draw forgets what was known.
    let mut s = pos("players=2 turn=0 trump=Kh hands=Ts,6d/Ac pile=Qs,Js table=9c");
    play(&mut s, "6d");
    assert_eq!(limits(&s, 0), [14; 4], "the drawn card may be a club");
    let mut s = pos("players=2 turn=0 trump=Kh hands=Ts,6d/Ac pile=- table=9s");
    play(&mut s, "Ts");
    assert_eq!(limits(&s, 0), [14; 4]);
}

#[test]
fn a_forced_pick_up_shows_what_the_seat_does_not_hold() {
    // Seat 1 must pick up Ts: so it holds no spade above ten that nobody has seen.
    let mut s = pos("players=3 turn=1 trump=Kh hands=6c/7c,8s/Qs,Kd pile=- table=Ts");
    play(&mut s, "take");
    assert_eq!(limits(&s, 1), [14, 14, 14, 10]);
    assert!(Fjols::format_state(&s).contains("limits=-/sT/-"));
    // Known void in clubs and no known club: a pick-up of a club means no trumps either.
    let mut s = pos("players=3 turn=1 trump=Kh hands=6c/7s,8s/Qs,Kd pile=- table=Tc limits=-/c-/-");
    play(&mut s, "take");
    assert_eq!(limits(&s, 1), [0, 0, 0, 14]);
    // With optional beating a pick-up says nothing.
    let mut s = pos("players=3 beating=optional turn=1 trump=Kh hands=6c/7c,8s/Qs,Kd pile=- table=Ts");
    play(&mut s, "take");
    assert_eq!(limits(&s, 1), [14; 4]);
}

#[test]
fn undo_is_blocked_after_a_draw_only() {
    let s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac pile=Js table=9s");
    let mut drew = s.clone();
    play(&mut drew, "Ts");
    assert!(Fjols::undo_blocked(&s, &drew).is_some());
    let mut took = pos("players=2 turn=1 trump=Kh hands=Ts,6c/Ac pile=Js table=9s");
    let before = took.clone();
    play(&mut took, "take");
    assert!(Fjols::undo_blocked(&before, &took).is_none());
}

/// The cards that may beat, computed with bit masks, are the rule in words: holding
/// the suit of the card to beat, only its higher cards; void in it, every card of a
/// higher class (plain < low trump < high trump). Random hands of both decks, every
/// card to beat, every trump suit.
#[test]
fn the_beaters_are_the_higher_cards_of_the_suit_or_when_void_of_a_higher_class() {
    let mut rng = crate::rng::GameRng::new(3);
    let mut deck = CardSet::deck(52).to_vec();
    for high in Suit::ALL {
        let trumps = Trumps { high };
        for _ in 0..300 {
            rng.shuffle(&mut deck);
            let hand: CardSet = deck[..1 + rng.below(14) as usize].iter().copied().collect();
            for &card in &deck {
                let follows = hand.iter().any(|b| b.suit() == card.suit());
                let expected: CardSet = hand
                    .iter()
                    .filter(|&b| {
                        if follows {
                            b.suit() == card.suit() && b.rank() > card.rank()
                        } else {
                            trumps.class(b) > trumps.class(card)
                        }
                    })
                    .collect();
                assert_eq!(trumps.beaters(hand, card), expected, "{card} against {:?}", hand.to_vec());
            }
        }
    }
}

/// The short deck is the 36 cards from six to ace, the long one all 52.
#[test]
fn the_decks_hold_six_to_ace_or_every_card() {
    let short = CardSet::deck(36);
    assert_eq!(short.len(), 36);
    assert!(short.iter().all(|c| c.rank() >= 6));
    for suit in Suit::ALL {
        assert_eq!(short.and(CardSet::suit(suit)).len(), 9);
    }
    assert_eq!(CardSet::deck(52).len(), 52);
}
