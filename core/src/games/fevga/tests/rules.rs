//! The rules of RULES.md §4, one test per rule and variant.

use super::*;
use crate::game::ToMove;
use crate::games::fevga::board::Board;
use crate::games::fevga::rules::{Chain, Phase, BLACK};

// ---------------------------------------------------------------- the seed's opening

#[test]
fn seed_worked_opening() {
    let mut s = start_of_game(WHITE);
    assert_eq!(Fevga::to_move(&s), ToMove::Seat(WHITE));
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(6, 6));
    // One checker 1->7; 7->13 is black's head; no second checker may leave: three sixes lost.
    assert_eq!(legal(&s), vec!["1/7"]);
    assert!(refusal(&s, "1/7 1/7").contains("first-checker"));
    assert!(refusal(&s, "1/7 7/13").contains("held by the opponent"));
    play(&mut s, "1/7");
    assert_eq!(Fevga::to_move(&s), ToMove::Seat(BLACK));
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(5, 3));
    // Black 5-3: 13->18->21 or 13->16->21, one play, either order accepted.
    assert_eq!(legal(&s).len(), 1);
    let a = Fevga::parse_move(&s, "13/16 16/21").unwrap();
    let b = Fevga::parse_move(&s, "13/18 18/21").unwrap();
    assert_eq!(a, b);
    let orders: Vec<String> = Fevga::step_orders(&s, &a)
        .iter()
        .map(|o| o.iter().map(|st| st.notation.clone()).collect::<Vec<_>>().join(" "))
        .collect();
    assert!(orders.contains(&"13/16 16/21".to_string()) && orders.contains(&"13/18 18/21".to_string()), "{orders:?}");
    play(&mut s, "13/16 16/21");
    assert!(s.board.head_locked(WHITE));
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(5, 2));
    // White 5-2: the checker on 7 goes 7->12->14 (or 7->9->14); the head stays shut meanwhile.
    assert_eq!(legal(&s), vec!["7/12 12/14"]);
    play(&mut s, "7/9 9/14");
    assert!(!s.board.head_locked(WHITE), "past black's head, white may leave the head again");
    assert_eq!(s.board.cnt[WHITE][13], 1);
}

#[test]
fn first_checker_rule_has_no_exception_for_doubles() {
    let mut s = start_of_game(WHITE);
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(4, 4));
    // 1->5->9, then 9->13 is closed; a second checker may not leave the head.
    assert_eq!(legal(&s), vec!["1/5 5/9"]);
    let mut s = start_of_game(WHITE);
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(3, 3));
    assert_eq!(legal(&s), vec!["1/4 4/7 7/10"]);
}

#[test]
fn head_opens_within_the_turn_once_the_first_checker_passes() {
    // White's first checker on 12 (not yet past 13); 2-1: 12->14 with the 2 frees the head for the 1.
    let s = pos("1:14,12:1", "13:15", "white", "2,1");
    let plays = legal(&s);
    assert!(plays.contains(&"12/14 1/2".to_string()), "{plays:?}");
    // With the 1 first the checker stays behind 13 (12->13 is closed anyway): only the 2 then 1.
    assert!(plays.iter().all(|p| p.contains("12/14")), "{plays:?}");
}

// ---------------------------------------------------------------- closed points, numbers

#[test]
fn one_checker_closes_a_point_but_can_be_jumped() {
    // Black checker on 5 (black relative 16). White 4-2 from 1 with the head unlocked by a checker on 20.
    let s = pos("1:14,20:1", "5:1,13:14", "white", "4,2");
    let plays = legal(&s);
    assert!(plays.iter().all(|p| !p.contains("/5")), "no landing on a closed point: {plays:?}");
    // 1->3 then 3->7 jumps over 5 with a single number: fine.
    assert!(plays.contains(&"1/3 3/7".to_string()) || plays.contains(&"3/7 1/3".to_string()), "{plays:?}");
    // The combined 1->7 via 5 is refused; via 3 it is the same play.
    assert!(refusal(&s, "1/5 5/7").contains("held by the opponent"));
    assert_eq!(Fevga::parse_move(&s, "1/3 3/7").unwrap(), find_legal::<Fevga>(&s, "1/3 3/7").unwrap());
}

#[test]
fn as_many_numbers_as_possible_and_unplayable_numbers_are_lost() {
    // Only the 1 can be played (1/7 and 1/2 are closed, 20 cannot bear off): the 6 is lost.
    let s = pos("1:14,20:1", "2:1,7:1,8:1,13:12", "white", "6,1");
    assert_eq!(legal(&s), vec!["20/21"]);
    // Nothing can be played: the only move is an explicit pass.
    let s = pos("1:14,17:1", "2:1,7:1,18:1,23:1,13:11", "white", "6,1");
    assert_eq!(legal(&s), vec!["pass"]);
    assert!(refusal(&s, "17/18").contains("held by the opponent"));
    // 4 then 2 from 14 leaves the 2 unplayable; 17/21 21/23 plays both, so it is the only play.
    let s = pos("1:13,14:1,17:1", "3:1,5:1,16:1,19:1,20:1,13:10", "white", "4,2");
    assert_eq!(legal(&s), vec!["17/21 21/23"]);
    assert!(refusal(&s, "14/18").contains("max numbers"), "{}", refusal(&s, "14/18"));
    assert!(refusal(&s, "17/21").contains("not complete"));
    // Both dice must be used when they can, also in the session's confirm.
    let s = pos("1:14,17:1", "2:1,3:1,5:1,7:1,21:1,13:10", "white", "4,2");
    assert_eq!(legal(&s), vec!["17/19 19/23"]);
}

#[test]
fn larger_number_when_only_one_can_be_played() {
    // White: 1:14, 18:1. Black holds 2,6,7 and 22,23,24? Dice 5-4: 18/23 (5) or 18/22 (4); either
    // blocks the other afterwards (black on 27? no): after 18/22 the 5 is 27 (not home-all).
    // Only one number can be played either way: the larger (5).
    let s = pos("1:14,18:1", "5:1,6:1,13:13", "white", "5,4");
    assert_eq!(legal(&s), vec!["18/23"]);
    assert!(refusal(&s, "18/22").contains("larger number"));
}

#[test]
fn doubles_are_played_four_times() {
    let s = pos("1:14,14:1", "13:15", "white", "2,2,2,2");
    let mv = find_legal::<Fevga>(&s, "14/16 16/18 18/20 20/22").unwrap();
    let Move::Play(steps) = mv else { panic!() };
    assert_eq!(steps.len(), 4);
    assert!(legal(&s).iter().all(|p| p.split(' ').count() == 4));
}

// ---------------------------------------------------------------- blocks

#[test]
fn starting_quarter_may_not_be_filled() {
    // White holds 1,2,3,4,5 (head), a checker past 13. The 5 from the head to 6 would fill 1-6.
    let s = pos("1:10,2:1,3:1,4:1,5:1,14:1", "13:15", "white", "5,1");
    let plays = legal(&s);
    assert!(plays.iter().all(|p| !p.starts_with("1/6")), "{plays:?}");
    assert!(refusal(&s, "1/6").contains("starting-quarter"));
    // Emptying 2 first and then filling 6 is legal, but not in the other order: each number is checked.
    let mv = find_legal::<Fevga>(&s, "2/3 1/6").unwrap();
    let orders: Vec<String> = Fevga::step_orders(&s, &mv)
        .iter()
        .map(|o| o.iter().map(|st| st.notation.clone()).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(orders, vec!["2/3 1/6"]);
    assert!(refusal(&s, "1/6 2/3").contains("starting-quarter"));
    // Emptying a point while filling 6 is fine: 5/6.
    assert!(plays.iter().any(|p| p.contains("5/6")), "{plays:?}");
    // Black the same on 13-18.
    let s = pos("1:15", "13:10,14:1,15:1,16:1,17:1,2:1", "black", "5,1");
    assert!(refusal(&s, "13/18").contains("starting-quarter"));
}

#[test]
fn starting_quarter_is_checked_after_every_number() {
    // 1/6 6/7 would end with point 6 empty again, but the 5 alone fills the quarter: the
    // check is made after each number, so the combined move is refused.
    let s = pos("1:10,2:1,3:1,4:1,5:1,14:1", "13:15", "white", "5,1");
    assert!(refusal(&s, "1/6 6/7").contains("starting-quarter"));
}

#[test]
fn no_six_block_in_front_of_all_fifteen() {
    // Black has all 15 on its head 13; white holds 14,15,16,17,18 and could fill 19.
    let s = pos("1:8,14:1,15:1,16:1,17:1,18:2,12:1", "13:15", "white", "2,1");
    let plays = legal(&s);
    for p in &plays {
        let mut t = s.clone();
        play(&mut t, p);
        assert!(!t.board.forbidden_block(WHITE), "{p} builds the forbidden block");
    }
    assert!(refusal(&s, "18/19 12/14").contains("six-block"));
    // Not in front of 15 checkers (one black checker has left): the block is allowed.
    let s2 = pos("1:8,14:1,15:1,16:1,17:1,18:2,12:1", "13:14,10:1", "white", "2,1");
    assert!(legal(&s2).iter().any(|p| p.contains("18/19")), "{:?}", legal(&s2));
}

#[test]
fn held_block_must_be_opened_when_possible() {
    // White already holds 14-19 in front of black's 15 on 13.
    let s = pos("14:2,15:2,16:2,17:2,18:2,19:2,10:3", "13:15", "white", "3,2");
    let plays = legal(&s);
    assert!(!plays.is_empty());
    for p in &plays {
        let mut t = s.clone();
        play(&mut t, p);
        assert!(!t.board.forbidden_block(WHITE), "{p} keeps the block");
    }
    assert!(refusal(&s, "10/13 10/12").contains("held by the opponent"));
    assert!(refusal(&s, "10/12 12/15").contains("must-open"));
}

#[test]
fn must_open_lapse_keeps_plays_that_keep_the_block() {
    // Analysis-level check: a held block that no play can open leaves the plays as they are.
    // White: block 14-19 with 2 each, spares on 2; dice 1 (leftover of one number): any 1 from the
    // block keeps two there -> one checker stays: no single 1 can open a point of two.
    let s = pos_with("14:2,15:2,16:2,17:2,18:2,19:2,2:3", "13:15", "white", "move", "1", "crazy=on chain=leftover");
    let an = s.analysis();
    assert!(an.block_at_start && !an.must_open);
    assert!(!an.plays.is_empty());
    assert!(an.plays.iter().all(|n| n.board.forbidden_block(WHITE)), "no play can open, so none is asked to");
}

// ---------------------------------------------------------------- bearing off

#[test]
fn bearing_off_exact_higher_and_highest() {
    // All white home: 19:2, 21:3, 23:10 (+0 off). 6 bears off from 19 exactly.
    let s = pos("19:2,21:3,23:10", "13:15", "white", "6,5");
    let plays = legal(&s);
    assert!(plays.contains(&"19/off 20/off".to_string()) || plays.iter().any(|p| p.contains("19/off")), "{plays:?}");
    // 5 bears off from 20 -- empty: must move inside home from a higher point (19), not off from 21.
    let s = pos("19:2,21:3,23:10", "13:15", "white", "5,5,5,5");
    assert!(refusal(&s, "21/off").contains("highest"));
    let plays = legal(&s);
    assert!(plays.iter().all(|p| p.starts_with("19/24")), "{plays:?}");
    // No checker higher than 21 with a 6: it bears off from the highest occupied point (21).
    let s = pos("21:3,23:12", "13:15", "white", "6,6,6,6");
    assert_eq!(legal(&s), vec!["21/off 21/off 21/off 23/off"]);
    // Not all home: no bearing off.
    let s = pos("18:1,21:2,23:12", "13:15", "white", "6,1");
    assert!(refusal(&s, "23/off").contains("all 15"));
    // A checker entering home in the turn allows bearing off with the next number.
    let s = pos("18:1,21:2,23:12", "13:15", "white", "2,1");
    assert!(legal(&s).iter().any(|p| p == "18/19 23/off"), "{:?}", legal(&s));
}

#[test]
fn black_bears_off_past_twelve() {
    let s = pos("1:15", "7:2,12:13", "black", "6,1");
    let plays = legal(&s);
    assert!(plays.contains(&"7/off 12/off".to_string()), "{plays:?}");
}

// ---------------------------------------------------------------- result, mars, cube, match

fn near_win(extra: &str) -> State {
    pos_with("24:1", "13:15", "white", "move", "2,1", extra)
}

#[test]
fn mars_counts_double_and_can_be_switched_off() {
    let mut s = near_win("");
    play(&mut s, "24/off");
    assert_eq!(Fevga::to_move(&s), ToMove::Over);
    let out = Fevga::outcome(&s).unwrap();
    assert_eq!(out.places, vec![1, 2]);
    assert_eq!(out.points, vec![2, 0]);
    let mut s = near_win("mars=off");
    play(&mut s, "24/off");
    assert_eq!(Fevga::outcome(&s).unwrap().points, vec![1, 0]);
    // Loser with one checker off: a single win.
    let mut s = pos_with("24:1", "7:14", "white", "move", "2,1", "");
    play(&mut s, "24/off");
    assert_eq!(Fevga::outcome(&s).unwrap().points, vec![1, 0]);
}

#[test]
fn cube_offer_take_drop_and_ownership() {
    let s0 = pos_with("1:15", "13:15", "white", "start", "-", "cube=on");
    assert_eq!(legal(&s0), vec!["double", "roll"]);
    let mut s = s0.clone();
    play(&mut s, "double");
    assert_eq!(Fevga::to_move(&s), ToMove::Seat(BLACK));
    assert_eq!(legal(&s), vec!["drop", "take"]);
    play(&mut s, "take");
    assert_eq!((s.stake, s.owner), (2, Some(BLACK)));
    // White rolls now and may not redouble (black owns the cube).
    assert_eq!(legal(&s), vec!["roll"]);
    assert!(refusal(&s, "double").contains("owner"));
    // Black may redouble at its turn.
    let mut t = s.clone();
    t.turn = BLACK;
    assert_eq!(legal(&t), vec!["double", "roll"]);
    // Drop: the doubler wins the current stake, no mars.
    let mut s = s0.clone();
    play(&mut s, "double");
    play(&mut s, "drop");
    assert_eq!(Fevga::outcome(&s).unwrap().points, vec![1, 0]);
    // Cube off: no double.
    let s = pos_with("1:15", "13:15", "white", "start", "-", "");
    assert_eq!(legal(&s), vec!["roll"]);
    assert!(refusal(&s, "double").contains("not in play"));
    // The stake multiplies the mars.
    let mut s = pos_with("24:1", "13:15", "white", "move", "2,1", "stake=4 owner=black cube=on");
    play(&mut s, "24/off");
    assert_eq!(Fevga::outcome(&s).unwrap().points, vec![8, 0]);
}

#[test]
fn match_play_starts_new_games_until_the_target() {
    let mut s = pos_with("24:1", "13:15", "white", "move", "2,1", "match=3 mars=off cube=on stake=2 owner=black");
    play(&mut s, "24/off");
    assert_eq!(s.score, [2, 0]);
    assert_eq!(s.phase, Phase::Opening, "a new game starts within the match");
    assert_eq!(s.game_no, 2);
    assert_eq!((s.stake, s.owner), (1, None));
    assert_eq!(s.board, Board::start());
    assert_eq!(Fevga::to_move(&s), ToMove::Chance);
    // Opening roll: ties roll again, then the higher starts.
    Fevga::apply(&mut s, &Move::Opening(3, 3));
    assert_eq!(s.phase, Phase::Opening);
    Fevga::apply(&mut s, &Move::Opening(2, 6));
    assert_eq!((s.phase, s.turn), (Phase::Start, BLACK));
    // Black wins the next game 1 point: 2-1, not over; then white's 1 more: 3-1 over.
    let mut s = pos_with("24:1", "13:15", "white", "move", "2,1", "match=3 mars=off score=2,1 game=4");
    play(&mut s, "24/off");
    assert_eq!(s.score, [3, 1]);
    assert_eq!(Fevga::to_move(&s), ToMove::Over);
    assert_eq!(Fevga::outcome(&s).unwrap().points, vec![3, 1]);
}

/// The end screen's lines for a finished match, in English.
fn end_lines(s: &State) -> Vec<String> {
    let out = Fevga::outcome(s).expect("over");
    out.summary.iter().map(|m| crate::i18n::render(m, crate::i18n::Lang::En)).collect()
}

#[test]
fn the_end_screen_says_how_the_last_game_was_won_and_the_match_score() {
    // A mars: black has nothing off.
    let mut s = near_win("");
    play(&mut s, "24/off");
    assert_eq!(end_lines(&s), vec!["Mars! player 1 bore off before player 2 had borne off a single checker: 2 points"]);
    // A single win: black has one checker off.
    let mut s = pos_with("24:1", "7:14", "white", "move", "2,1", "");
    play(&mut s, "24/off");
    assert_eq!(end_lines(&s), vec!["player 1 bore off first: 1 point"]);
    // Mars off by house rule: a plain bear-off even with nothing off.
    let mut s = near_win("mars=off");
    play(&mut s, "24/off");
    assert_eq!(end_lines(&s), vec!["player 1 bore off first: 1 point"]);
    // A dropped double, the cube at 2 and the match line.
    let mut s =
        pos_with("1:15", "13:15", "white", "start", "-", "cube=on stake=2 owner=white match=3 score=1,0 game=2");
    play(&mut s, "double");
    play(&mut s, "drop");
    assert_eq!(
        end_lines(&s),
        vec![
            "player 2 dropped the double: 2 points to player 1",
            "The doubling cube stood at 2.",
            "player 1 wins the match 3–0 (played to 3)",
        ]
    );
    // Black wins a match with a mars on a cube of 2.
    let mut s = pos_with("13:15", "12:1", "black", "move", "2,1", "cube=on stake=2 owner=white match=5 score=1,2");
    play(&mut s, "12/off");
    assert_eq!(
        end_lines(&s),
        vec![
            "Mars! player 2 bore off before player 1 had borne off a single checker: 4 points",
            "The doubling cube stood at 2.",
            "player 2 wins the match 6–1 (played to 5)",
        ]
    );
}

// ---------------------------------------------------------------- Crazy Fevga

fn crazy_rolled(rolls: &str, die: u8) -> State {
    let mut s = pos_with("1:14,14:1", "13:14,2:1", "white", "start", "-", &format!("crazy=on rolls={rolls}"));
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(die, die));
    s
}

#[test]
fn crazy_grace_rolls_are_ordinary() {
    // The roll that makes five is still ordinary; the sixth starts a progression.
    let s = crazy_rolled("4,0", 2);
    assert_eq!(s.chain, Chain::None);
    let s = crazy_rolled("5,0", 2);
    assert_eq!(s.chain, Chain::Rolled);
    // Without crazy: never a chain.
    let mut s = pos_with("1:14,14:1", "13:15", "white", "start", "-", "rolls=5,5");
    play(&mut s, "roll");
    Fevga::apply(&mut s, &Move::Dice(2, 2));
    assert_eq!(s.chain, Chain::None);
}

#[test]
fn crazy_progression_and_leftovers() {
    let mut s = crazy_rolled("5,0", 3);
    assert_eq!(s.dice, vec![3, 3, 3, 3]);
    play(&mut s, "1/4 4/7 7/10 14/17");
    // Played in full: 4-4 follows for the same player without a roll.
    assert_eq!((s.phase, s.turn, s.chain), (Phase::Moving, WHITE, Chain::Follow));
    assert_eq!(s.dice, vec![4, 4, 4, 4]);
    play(&mut s, "10/14 14/18 17/21 1/5");
    assert_eq!((s.phase, s.turn, s.chain), (Phase::Moving, WHITE, Chain::Follow));
    assert_eq!(s.dice, vec![5, 5, 5, 5]);
    // A follow-up 6-6 played in full ends the progression: the turn passes normally.
    let mut six = pos_with("1:13,14:1,20:1", "13:15", "white", "move", "6,6,6,6", "crazy=on chain=follow rolls=6,6");
    let p = legal(&six).into_iter().find(|p| p.split(' ').count() == 4).expect("a full 6-6 play");
    play(&mut six, &p);
    assert_eq!((six.phase, six.turn, six.chain), (Phase::Start, BLACK, Chain::None));
    // A follow-up double that cannot be played at all passes all four numbers.
    let mut s =
        pos_with("1:13,20:1,22:1", "13:13,2:1,6:1", "white", "move", "5,5,5,5", "crazy=on chain=follow rolls=6,6");
    // 20 and 22 cannot bear off (not all home); 1/6 is closed by black on 6.
    assert_eq!(legal(&s), vec!["pass"]);
    play(&mut s, "pass");
    assert_eq!((s.phase, s.turn, s.chain), (Phase::Moving, BLACK, Chain::Leftover));
    assert_eq!(s.dice, vec![5, 5, 5, 5]);
    // Black plays the leftover 5s, then decides to roll for its own turn.
    let p = legal(&s)[0].clone();
    assert_eq!(p.split(' ').count(), 4);
    play(&mut s, &p);
    assert_eq!((s.phase, s.turn, s.chain), (Phase::Start, BLACK, Chain::None));
}

#[test]
fn crazy_partial_progression_double_passes_the_rest() {
    // Progression 4-4 where only two 4s can be played: two pass to black.
    let mut s =
        pos_with("1:13,14:1,20:1", "13:12,2:1,5:1,22:1", "white", "move", "4,4,4,4", "crazy=on chain=follow rolls=6,6");
    // 14/18 18/22? 22 closed. 20/24 ok then 24 stuck. 1/5 closed. 14/18 then 18/22 closed.
    let plays = legal(&s);
    assert!(plays.iter().all(|p| p.split(' ').count() == 2), "{plays:?}");
    play(&mut s, "14/18 20/24");
    assert_eq!((s.phase, s.turn, s.chain), (Phase::Moving, BLACK, Chain::Leftover));
    assert_eq!(s.dice, vec![4, 4]);
}

#[test]
fn crazy_rolled_double_not_played_in_full_loses_its_numbers_and_the_progression_still_follows() {
    // RULES.md §4: the rolled double is an ordinary roll, so its two unplayable 4s are
    // lost (black gets nothing), and the player goes on with 5-5.
    let mut s =
        pos_with("1:13,14:1,20:1", "13:12,2:1,5:1,22:1", "white", "move", "4,4,4,4", "crazy=on chain=rolled rolls=6,6");
    play(&mut s, "14/18 20/24");
    assert_eq!((s.phase, s.turn, s.chain), (Phase::Moving, WHITE, Chain::Follow));
    assert_eq!(s.dice, vec![5, 5, 5, 5]);
    // After a rolled 6-6 there is no higher double, played in full or not.
    let mut six = pos_with("1:13,14:1,20:1", "13:15", "white", "move", "6,6,6,6", "crazy=on chain=rolled rolls=6,6");
    let p = legal(&six)[0].clone();
    play(&mut six, &p);
    assert_eq!((six.phase, six.turn, six.chain), (Phase::Start, BLACK, Chain::None));
}

// ------------------------------------------- positions where the outside oracle differs

/// olympus-backgammon (docs/oracles.md, class "oracle-number") lets black bear two
/// checkers off its 12 with 6-1 while 9 is still occupied: its doMove spends the 6 for
/// the 1-step (it measures black's bear-off on its own pip numbers) and keeps the 1.
/// A 6 bears off only from the highest point, 9.
#[test]
fn oracle_vector_a_larger_number_bears_off_only_from_the_highest_point() {
    let s = pos("24:3", "9:2,12:5", "black", "6,1");
    assert_eq!(legal(&s).len(), 2, "{:?}", legal(&s));
    assert!(find_legal::<Fevga>(&s, "12/off 12/off").is_err());
    assert!(find_legal::<Fevga>(&s, "9/off 12/off").is_ok());
}

/// olympus-backgammon leaves the starting-quarter rule as a TODO (docs/oracles.md,
/// class "rules"): it lets black's 5-5 move 13/18 18/23 although the step 13/18 fills
/// the last free point of black's starting quarter 13-18. Once 14 is emptied, 13/18
/// is fine.
#[test]
fn oracle_vector_a_step_may_not_fill_the_starting_quarter_even_in_passing() {
    let s = pos("1:9,5:1,8:1,11:1,21:1,22:1,24:1", "12:1,13:7,14:3,15:1,16:2,17:1", "black", "5,5,5,5");
    assert!(find_legal::<Fevga>(&s, "13/18 18/23 14/19 14/19").is_err());
    assert!(legal(&s).contains(&"14/19 14/19 14/19 13/18".to_string()), "{:?}", legal(&s));
}
