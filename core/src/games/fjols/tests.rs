//! Rule, notation and scene tests of Fjols: each builds a position from notation and
//! checks one rule or variant.

use super::cards::{Card, CardSet, Class, Suit, Trumps};
use super::rules::{check, Move, State};
use super::*;
use crate::catalog::{Def, GameDef};
use crate::event::Event;
use crate::game::{find_legal, legal_notations, Game, ToMove};
use crate::notation::Fields;

pub(super) fn c(text: &str) -> Card {
    Card::parse(text).unwrap()
}

/// A position from the fields given; every card of the deck not listed in `hands`,
/// `pile`, `table` or `dead` is put out of play (`dead`), so tests list only what matters.
pub(super) fn pos(fields: &str) -> State {
    let text = format!("fjols {fields}");
    let f = Fields::parse(&text, "fjols").unwrap();
    let deck = if f.opt("deck") == Some("52") { 52 } else { 36 };
    let mut listed = CardSet::EMPTY;
    for key in ["hands", "pile", "table", "dead"] {
        if let Some(v) = f.opt(key) {
            for t in v.split(['/', ',']).filter(|t| *t != "-" && !t.is_empty()) {
                listed.insert(c(t));
            }
        }
    }
    let rest = CardSet::deck(deck).minus(listed);
    let mut dead: Vec<Card> = rest.to_vec();
    if let Some(v) = f.opt("dead") {
        dead.extend(v.split(',').filter(|t| *t != "-").map(c));
    }
    let text = if f.opt("dead").is_some() {
        let mut f2 = f.clone();
        f2.pairs.retain(|(k, _)| k != "dead");
        format!("{f2} dead={}", crate::notation::join(dead))
    } else {
        format!("{text} dead={}", crate::notation::join(dead))
    };
    Fjols::parse_state(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn legal(state: &State) -> Vec<String> {
    let mut v = legal_notations::<Fjols>(state);
    v.sort();
    v
}

fn play(state: &mut State, mv: &str) -> Vec<Event> {
    let m = find_legal::<Fjols>(state, mv).unwrap_or_else(|e| panic!("{e}"));
    Fjols::apply(state, &m)
}

fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

#[test]
fn cards_parse_and_print() {
    assert_eq!(c("Ah").to_string(), "Ah");
    assert_eq!(c("10s").to_string(), "Ts");
    assert_eq!(c("tc"), Card::new(Suit::Clubs, 10));
    assert_eq!(c("6D").rank(), 6);
    for bad in ["", "A", "1h", "Ax", "AAh", "h"] {
        assert!(Card::parse(bad).is_err(), "{bad}");
    }
    assert_eq!(CardSet::deck(36).len(), 36);
    assert_eq!(CardSet::deck(52).len(), 52);
    assert!(!CardSet::deck(36).contains(c("5h")));
    assert!(CardSet::deck(36).contains(c("6h")));
    assert!(CardSet::deck(52).contains(c("2c")));
}

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
fn notation_round_trips_and_rejects_bad_positions() {
    let texts = [
        "fjols players=3 deck=36 hand=5 pickup=last beating=forced turn=deal trump=- hands=-/-/- pile=- table=- dead=- known=-/-/- limits=-/-/- out=-",
    ];
    for t in texts {
        assert_eq!(Fjols::format_state(&Fjols::parse_state(t).unwrap()), t);
    }
    let s = pos("players=3 pickup=chain beating=optional turn=1 trump=Kh hands=6c/7c,8c,As/9c pile=Qs,Js table=Td,Ts known=-/As/- ");
    let text = Fjols::format_state(&s);
    assert_eq!(Fjols::parse_state(&text).unwrap(), s);
    assert_eq!(Fjols::format_state(&Fjols::parse_state(&text).unwrap()), text);
    let good = text.clone();
    for (from, to) in [
        ("players=3", "players=6"),
        ("turn=1", "turn=7"),
        ("turn=1", "turn=over"),
        ("trump=Kh", "trump=Xh"),
        ("pile=Qs,Js", "pile=Qs,Qs"),
        ("pile=Qs,Js", "pile=Qs"),
        ("known=-/As/-", "known=As/-/-"),
        ("known=-/As/-", "known=-/-"),
        ("hands=6c/", "hands=-/"),
        ("deck=36", "deck=40"),
        ("pickup=chain", "pickup=all"),
        ("out=-", "out=0"),
        ("limits=-/-/-", "limits=-/c-/-"),
        ("limits=-/-/-", "limits=-/-"),
        ("limits=-/-/-", "limits=-/x9/-"),
        ("limits=-/-/-", "limits=-/sA/-"),
        ("limits=-/-/-", "limits=-/s9,c9/-"),
    ] {
        assert!(good.contains(from), "{from}");
        let broken = good.replace(from, to);
        assert!(Fjols::parse_state(&broken).is_err(), "accepted: {broken}");
    }
    assert!(Fjols::parse_state("fia players=3").is_err());
    assert!(Fjols::parse_state(&format!("{good} extra=1")).is_err());
    // A 2 is not in the 36-card deck.
    assert!(Fjols::parse_state(&good.replace("pile=Qs,Js", "pile=Qs,Js,2h")).is_err());
}

#[test]
fn move_notation_round_trips_and_rejects_bad_moves() {
    let s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac pile=- table=9s");
    for m in [Move::Lay(c("Ts")), Move::PickUp] {
        assert_eq!(Fjols::parse_move(&s, &Fjols::format_move(&s, &m)).unwrap(), m);
    }
    for bad in ["", "Xx", "Ts 6c", "shuffle:Ah"] {
        assert!(Fjols::parse_move(&s, bad).is_err(), "{bad}");
    }
    let fresh = Fjols::new_game(&Setup::new(2)).unwrap();
    let mv = Fjols::sample_chance(&fresh, &mut GameRng::new(4));
    let text = Fjols::format_move(&fresh, &mv);
    assert_eq!(Fjols::parse_move(&fresh, &text).unwrap(), mv);
    // A shuffle of the wrong deck or with a repeated card is refused.
    let repeated = text.replacen("6c", "7c", 1);
    assert!(repeated == text || Fjols::parse_move(&fresh, &repeated).is_err());
    let fresh52 = Fjols::new_game(&Setup::new(2).with("deck", "52")).unwrap();
    assert!(Fjols::parse_move(&fresh52, &text).is_err());
}

#[test]
fn an_illegal_move_is_refused_with_the_rule_and_changes_nothing() {
    let def = Def::<Fjols>::new();
    let s = pos("players=2 turn=0 trump=Kh hands=7s,Js,6h,Ac/Ad pile=- table=9s");
    let text = Fjols::format_state(&s);
    let cases = [
        ("6h", "must follow suit"),
        ("7s", "lower than 9s"),
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

#[test]
fn observation_holds_only_what_the_seat_may_know() {
    let s = pos("players=3 pickup=chain turn=1 trump=Kh hands=6c/7c,8c,As/9c,Qc pile=Qs,Js table=Td known=-/As/-");
    let o = Fjols::observe(&s, 0);
    assert_eq!(o.hand, set("6c"));
    assert_eq!(o.counts, vec![1, 3, 2]);
    assert_eq!(o.known[1], set("As"));
    assert_eq!(o.pile, 2);
    assert_eq!(o.table, vec![c("Td")]);
    assert_eq!(o.trump_card, Some(c("Kh")));
    let json = serde_json::to_string(&o).unwrap();
    for hidden in ["7c", "8c", "9c", "Qc", "Qs", "Js"] {
        assert!(!json.contains(&format!("\"{hidden}\"")), "{hidden} leaked: {json}");
    }
    // Unseen = the others' unknown cards and the pile.
    assert_eq!(o.unseen(), set("7c 8c 9c Qc Qs Js"));
}

#[test]
fn steps_point_at_scene_nodes_of_the_viewer() {
    let s = pos("players=2 beating=optional turn=0 trump=Kh hands=Ts,6c/Ac pile=- table=9s");
    let scene = Fjols::scene(&s, Some(0));
    for mv in Fjols::legal_moves(&s) {
        let steps = Fjols::steps(&s, &mv);
        assert_eq!(steps.len(), 1);
        let node = steps[0].node.clone().unwrap();
        assert!(scene.node(&node).is_some(), "{node}");
        assert!(scene.node(steps[0].target.as_ref().unwrap()).is_some());
    }
    // Hidden cards never appear by name in another seat's scene.
    let other = Fjols::scene(&s, Some(1));
    assert!(other.node("card:Ts").is_none());
    assert!(other.node("card:Ac").is_some());
    assert!(other.node("back:0:0").is_some());
    let table = Fjols::scene(&s, None);
    assert!(table.node("card:Ts").is_none() && table.node("card:Ac").is_none());
    assert!(table.node("card:9s").is_some(), "the table is public");
}

#[test]
fn a_card_keeps_its_scene_id_as_it_moves() {
    let mut s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac,Qc pile=- table=9s");
    let before = Fjols::scene(&s, Some(0));
    let in_hand = before.node("card:Ts").unwrap().rect;
    play(&mut s, "Ts");
    let after = Fjols::scene(&s, Some(0));
    let on_table = after.node("card:Ts").unwrap();
    assert_ne!(on_table.rect, in_hand);
    assert!(after.node("to_beat").unwrap().rect == on_table.rect);
    // Seat 1 picks it up: it is now known and shown face up at seat 1's place.
    play(&mut s, "take");
    assert!(Fjols::scene(&s, Some(0)).node("card:Ts").is_some());
    for n in &after.nodes {
        let r = n.rect;
        assert!(r.x >= -0.01 && r.y >= -0.01 && r.x + r.w <= 1.01 && r.y + r.h <= 1.01, "{} {:?}", n.id, r);
    }
}

#[test]
fn text_board_shows_own_hand_only() {
    let s = pos("players=2 turn=0 trump=Kh hands=Ts,6c/Ac,Qc pile=Js table=9s known=-/Qc");
    let mine = Fjols::text_board(&s, Some(0));
    assert!(mine.contains("hand: 6c Ts"), "{mine}");
    assert!(mine.contains("known: Qc"));
    assert!(!mine.contains("Ac"));
    assert!(mine.contains("[9s]"));
    assert!(mine.contains("Your move: Ts"));
    let table = Fjols::text_board(&s, None);
    assert!(!table.contains("Ts") && !table.contains("6c"));
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

#[test]
fn the_positions_in_the_notation_doc_parse_and_round_trip() {
    let doc = include_str!("../../../../docs/notation-fjols.md");
    let lines: Vec<&str> = doc.lines().filter(|l| l.starts_with("fjols players=")).collect();
    assert!(lines.len() >= 2);
    for line in lines {
        let s = Fjols::parse_state(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert_eq!(Fjols::format_state(&s), line);
    }
}
