//! One test per rule and variant of RULES.md §8.

use super::*;
use crate::game::{Setup, ToMove};
use crate::games::durak::rules::GameEnd;

#[test]
fn a_card_is_beaten_by_a_higher_card_of_its_suit_or_by_a_trump() {
    let s = pos("players=2 turn=1 trump=6s hands=7d/9h,Kh,7s,8d,Td stock=- table=9d");
    assert_eq!(legal(&s), ["7s 9d", "Td 9d", "take"]);
    let s = pos("players=2 turn=1 trump=6s hands=7d/9s,6s,Ad stock=- table=8s");
    assert_eq!(legal(&s), ["9s 8s", "take"], "a trump only by a higher trump");
}

#[test]
fn the_deal_gives_six_each_turns_the_trump_under_the_stock_and_the_lowest_trump_attacks() {
    let p0 = ["7h", "8h", "9h", "Th", "Jh", "Qh"];
    let p1 = ["7s", "8c", "9c", "Tc", "Jc", "Qc"];
    let mut order: Vec<Card> = Vec::new();
    for i in 0..6 {
        order.push(c(p0[i]));
        order.push(c(p1[i]));
    }
    order.push(c("Ks"));
    order.extend(CardSet::deck(36).iter().filter(|x| !order.contains(x)).collect::<Vec<_>>());
    let mut s = Durak::new_game(&Setup::new(2)).unwrap();
    Durak::advance(&mut s, &Move::Deal(order.clone()));
    assert_eq!(s.hands[0], p0.iter().map(|t| c(t)).collect::<CardSet>(), "dealt one at a time from the dealer's left");
    assert_eq!(s.trump, Some(c("Ks")));
    assert_eq!(s.stock.len(), 24);
    assert_eq!(s.stock[0], c("Ks"), "the turned card lies under the stock: drawn last");
    assert_eq!(*s.stock.last().unwrap(), order[13], "the card after the trump is on top");
    assert_eq!((s.attacker, s.defender, s.turn), (1, 0, 1), "7s is the lowest trump dealt");
    assert!(s.known[1].contains(c("7s")), "the lowest trump is shown to the table");
    // Nobody holds a trump: the dealer's left attacks.
    let mut order2 = order.clone();
    let at = order2.iter().position(|&x| x == c("7s")).unwrap();
    let h6 = order2.iter().position(|&x| x == c("Ah")).unwrap();
    order2.swap(at, h6);
    let mut s = Durak::new_game(&Setup::new(2)).unwrap();
    Durak::advance(&mut s, &Move::Deal(order2));
    assert_eq!((s.attacker, s.defender), (0, 1));
}

#[test]
fn a_deck_dealt_out_turns_the_last_card_which_stays_in_its_hand() {
    let mut s = Durak::new_game(&Setup::new(4).with("deck", "24")).unwrap();
    let order = crate::games::cards::shuffled(24, &mut crate::rng::GameRng::new(3));
    Durak::advance(&mut s, &Move::Deal(order.clone()));
    assert!(s.stock.is_empty());
    assert_eq!(s.trump, Some(order[23]));
    assert!(s.hands[3].contains(order[23]) && s.known[3].contains(order[23]));
    assert!(Durak::new_game(&Setup::new(5).with("deck", "24")).is_err(), "24 cards cannot deal six to five");
}

#[test]
fn the_first_bout_allows_five_attack_cards_and_the_variant_six() {
    let fields = "players=2 bouts=0 turn=0 trump=6s hands=7h,8h,Th,Qs/As,Ks stock=- \
                  table=7c/Tc,7d/Td,8c/Jc,8d/Jd";
    let mut s = pos(fields);
    assert_eq!(s.cap, 5);
    assert_eq!(legal(&s), ["7h", "8h", "Th", "pass"]);
    play(&mut s, "7h");
    assert_eq!(s.turn, 1, "the fifth card fills the first bout: the defender answers");
    let mut s = pos(&format!("{fields} first=6"));
    play(&mut s, "7h");
    assert_eq!(s.turn, 0, "with a first-bout limit of six the attacker may add a sixth");
    assert_eq!(legal(&s), ["8h", "Th", "pass"]);
    let mut s = pos(&fields.replace("bouts=0", "bouts=1"));
    play(&mut s, "7h");
    assert_eq!(s.turn, 0, "after the first bout the limit is six");
}

#[test]
fn never_more_attack_cards_than_the_defender_held_when_the_bout_began() {
    let mut s = pos("players=2 bouts=2 turn=1 trump=6s hands=6c,6d,6h/Tc,7c,7d,7h,7s stock=- table=9c");
    play(&mut s, "Tc 9c");
    assert_eq!((s.attacker, s.defender), (1, 0), "the defender beat everything and attacks");
    assert_eq!(s.cap, 3, "the new defender holds three cards");
    play(&mut s, "7c");
    play(&mut s, "7d");
    assert_eq!(legal(&s), ["7h", "7s", "pass"]);
    play(&mut s, "7h");
    assert_eq!(s.turn, 0, "a fourth seven would be more than the defender's three cards");
    assert_eq!(s.table.len(), 3);
}

#[test]
fn throw_ins_are_cards_of_ranks_on_the_table_offered_in_turn_never_to_the_defender() {
    let mut s = pos("players=3 turn=0 trump=6s hands=Qh,9d,8h/As,Ah,Ad/8d,Kc stock=- table=8c/Qc bouts=1");
    assert_eq!(legal(&s), ["8h", "Qh", "pass"], "the attack card's rank and the beating card's rank");
    play(&mut s, "pass");
    assert_eq!(s.turn, 2, "the next attacker in turn is offered a throw-in");
    assert_eq!(legal(&s), ["8d", "pass"]);
    play(&mut s, "pass");
    assert!(s.table.is_empty() && s.discard.contains(c("Qc")), "nobody adds: the table is discarded");
    assert_eq!((s.attacker, s.defender), (1, 2), "the defender who beat everything attacks next");
}

#[test]
fn a_seat_with_nothing_to_add_is_passed_over_and_a_new_rank_asks_again() {
    // Seat 2 holds nothing of the table's ranks: seat 0's pass ends the bout.
    let mut s = pos("players=3 turn=0 trump=6s hands=Qh,9d/As,Ah,Ad/7d,Kc stock=- table=8c/Qc bouts=1");
    play(&mut s, "pass");
    assert!(s.table.is_empty(), "nothing to add: no decision asked of seat 2");
    // Seat 0 passes, seat 2 throws in an eight, the defender beats it with a king: a
    // new rank, so seat 0 (who holds a king) is asked again.
    let mut s = pos("players=3 turn=0 trump=6s hands=Qh,Kh,9d/Kd,As,Ah/8d,Tc stock=- table=8c/Qc bouts=1");
    play(&mut s, "pass");
    play(&mut s, "8d");
    assert_eq!(s.turn, 1, "seat 2 has nothing more: the defender answers");
    play(&mut s, "Kd 8d");
    assert_eq!(s.turn, 0, "the king is a new rank: seat 0 may throw in again");
    assert_eq!(legal(&s), ["Kh", "Qh", "pass"]);
    play(&mut s, "pass");
    assert!(s.table.is_empty(), "no new rank since seat 0 passed: the bout ends");
}

#[test]
fn after_a_take_attackers_may_still_add_and_the_defender_loses_its_attack() {
    let mut s = pos("players=3 turn=1 trump=6s hands=9d,9h,Ks/7c,8d/9s,Jd,Jh stock=- table=9c bouts=1");
    play(&mut s, "take");
    assert_eq!(s.turn, 0, "the attackers may still add");
    assert_eq!(legal(&s), ["9d", "9h", "pass"]);
    play(&mut s, "9d");
    assert_eq!(s.cap, 2);
    assert!(s.table.is_empty(), "the defender held two cards: two attack cards at most, then it takes");
    assert!(s.hands[1].contains(c("9c")) && s.hands[1].contains(c("9d")) && s.known[1].contains(c("9d")));
    assert_eq!((s.attacker, s.defender), (2, 0), "the taker's turn to attack is skipped");
}

#[test]
fn a_transfer_comes_before_any_beat_and_not_past_the_next_players_hand() {
    let fields = "players=3 kind=perevodnoy turn=1 trump=6s hands=Ac,Ad/9d,Tc,Jc/Kc,Kd stock=- table=9c bouts=1";
    let mut s = pos(fields);
    assert!(is_legal(&s, "9d transfer"));
    assert!(!is_legal(&pos(&fields.replace("Kc,Kd", "Kc")), "9d transfer"), "seat 2 would face two cards holding one");
    assert!(!is_legal(&pos(&fields.replace("kind=perevodnoy", "kind=podkidnoy")), "9d transfer"));
    play(&mut s, "9d transfer");
    assert_eq!((s.attacker, s.defender, s.turn), (1, 2, 2), "seat 2 defends against both nines");
    assert_eq!(s.table.len(), 2);
    let beaten =
        pos("players=3 kind=perevodnoy turn=1 trump=6s hands=Ac,9s/9d,Jc,Jd/Kc,Kd,Kh stock=- table=9c/Tc,9h bouts=1");
    assert!(!is_legal(&beaten, "9d transfer"), "after a beat the attack can no longer be passed on");
}

#[test]
fn showing_the_trump_passes_the_attack_on_once_a_bout() {
    let fields = "players=3 kind=perevodnoy show=on turn=1 trump=6s hands=9d,Qc,Qd/9s,Ac,Ad/9h,Kc,Kd,Kh \
                  stock=- table=9c bouts=1";
    let mut s = pos(fields);
    assert!(!is_legal(&pos(&fields.replace("show=on", "show=off")), "9s show"));
    play(&mut s, "9s show");
    assert!(s.hands[1].contains(c("9s")) && s.known[1].contains(c("9s")), "shown, kept in hand");
    assert_eq!((s.defender, s.turn, s.table.len()), (2, 2, 1));
    play(&mut s, "9h transfer");
    play(&mut s, "9d transfer");
    assert_eq!((s.defender, s.table.len()), (1, 3));
    assert!(!is_legal(&s, "9s show"), "show-the-trump once a bout");
    assert!(is_legal(&s, "take"));
}

#[test]
fn everyone_draws_up_to_six_the_first_attacker_first_and_the_defender_last() {
    let mut s = pos(
        "players=3 turn=0 trump=6s hands=Ac,Ad,Ah,Kc,Kd/7d,Jc,Jd,Jh/Qc,Qd,Qh,Qs,Ts stock=As,Ks,6s table=7c/8c bouts=1",
    );
    play(&mut s, "pass");
    assert!(s.hands[0].contains(c("As")), "the first attacker draws first");
    assert!(s.hands[2].contains(c("Ks")), "then the next attacker");
    assert!(
        s.hands[1].contains(c("6s")) && s.known[1].contains(c("6s")),
        "the defender last, the turned trump last of all"
    );
    assert_eq!(s.hands[1].len(), 5, "the stock ran out before the defender had six");
}

#[test]
fn out_once_the_stock_is_gone_the_last_holding_cards_is_the_fool_and_an_empty_table_a_draw() {
    let mut s = pos("players=2 turn=1 trump=6s hands=-/Tc stock=- table=9c bouts=4");
    play(&mut s, "Tc 9c");
    assert_eq!(Durak::to_move(&s), ToMove::Over);
    assert_eq!(s.last, Some(GameEnd::Draw), "both hands emptied by the last bout: a draw");
    assert!(Durak::outcome(&s).unwrap().losers.is_empty());
    let mut s = pos("players=2 turn=1 trump=6s hands=-/Tc,Ad stock=- table=9c bouts=4");
    play(&mut s, "Tc 9c");
    assert_eq!(s.last, Some(GameEnd::Fools(vec![1])));
    assert_eq!(Durak::outcome(&s).unwrap().losers, [1]);
    let mut s = pos("players=3 turn=1 trump=6s hands=-/Tc,Ad/Kh stock=- table=9c bouts=4");
    play(&mut s, "Tc 9c");
    assert_eq!(s.out, [0], "seat 0 is out; two still hold cards");
    assert_eq!((s.attacker, s.defender), (1, 2));
}

#[test]
fn in_teams_partners_never_throw_in_and_a_team_loses_when_it_is_last_holding_cards() {
    let fields = "players=4 teams=on turn=0 trump=6s hands=Ac,Qd/As,Ah/9h,Kc/9d,Kd stock=- table=9c/Tc bouts=1";
    let mut s = pos(fields);
    play(&mut s, "pass");
    assert_eq!(s.turn, 2, "seat 2 (an opponent of the defender) is offered the nine");
    play(&mut s, "pass");
    assert!(s.table.is_empty(), "seat 3, the defender's partner, is never offered a throw-in");
    let mut solo = pos(&fields.replace("teams=on ", ""));
    play(&mut solo, "pass");
    play(&mut solo, "pass");
    assert_eq!(solo.turn, 3, "without teams seat 3 may throw in");
    let mut s = pos("players=4 teams=on out=2 turn=1 trump=6s hands=-/Tc,Ad/-/Kd stock=- table=9c bouts=5");
    play(&mut s, "Tc 9c");
    assert_eq!(s.last, Some(GameEnd::Fools(vec![1, 3])), "seats 0 and 2 are out: their team won");
    assert_eq!(Durak::outcome(&s).unwrap().losers, [1, 3]);
    assert!(Durak::new_game(&Setup::new(3).with("teams", "on")).is_err());
    assert!(Durak::new_game(&Setup::new(4).with("teams", "on").with("kind", "perevodnoy")).is_err());
}

#[test]
fn a_series_to_two_fools_has_the_fool_deal_and_the_next_attacker_by_the_variant() {
    for (next, attacker, defender) in [("left", 2, 0), ("right", 0, 1)] {
        let mut s = pos(&format!(
            "players=3 fools=2 next={next} turn=1 trump=6s hands=-/Tc,Ad/- stock=- table=9c bouts=4 out=2"
        ));
        play(&mut s, "Tc 9c");
        assert_eq!(s.fools, [0, 1, 0]);
        assert_eq!(Durak::to_move(&s), ToMove::Chance, "the series goes on with a new deal");
        assert_eq!(s.dealer, 1, "the fool deals");
        let order = crate::games::cards::shuffled(36, &mut crate::rng::GameRng::new(9));
        Durak::advance(&mut s, &Move::Deal(order));
        assert_eq!((s.attacker, s.defender), (attacker, defender), "next={next}");
        assert!(Durak::outcome(&s).is_none());
    }
}
