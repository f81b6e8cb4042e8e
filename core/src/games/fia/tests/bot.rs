//! The hard bot: positions where a one-move evaluation sees two equal moves (or the
//! wrong one) and hard, looking at the next dice, must pick the better one.

use super::*;

/// The move `level` chooses in `state` for each of many rng seeds (ties between equal
/// moves are broken by the rng, so a single seed could pass by luck).
fn choices(state: &FiaState, level: BotLevel) -> Vec<FiaMove> {
    (0..40).map(|seed| Fia::bot_move(state, level, &mut GameRng::new(seed))).collect()
}

#[test]
fn hard_lines_up_a_knock_that_medium_sees_as_a_tie() {
    // Two players. Red rolled a 6: piece 0 from square 10 to 16, three behind yellow's
    // last piece on square 19, or piece 1 from 30 to 36, the same progress; neither
    // can be reached by yellow. From 16, the roll that follows the 6 (or the next turn)
    // knocks yellow with a 3.
    let s = pos("players=2 die=6 red=10,30,g,g yellow=45,g,g,g");
    assert_eq!(legal(&s), ["p0", "p1"]);
    assert!(choices(&s, BotLevel::Strong).iter().all(|m| *m == FiaMove::Piece(0)));
    let medium = choices(&s, BotLevel::Club);
    assert!(medium.contains(&FiaMove::Piece(1)), "medium sees a tie");
}

#[test]
fn hard_does_not_stop_one_square_in_front_of_an_opponent() {
    // Red rolled a 2: piece 1 (square 30) would pass blue on square 31 and stop on 32,
    // where blue's 1 knocks it; piece 0 goes from 20 to 22, out of reach.
    let s = pos("die=2 red=20,30,g,g blue=18,n,n,n");
    assert_eq!(legal(&s), ["p0", "p1"]);
    assert!(choices(&s, BotLevel::Strong).iter().all(|m| *m == FiaMove::Piece(0)));
    let medium = choices(&s, BotLevel::Club);
    assert!(medium.contains(&FiaMove::Piece(1)), "medium sees a tie");
}

#[test]
fn hard_uses_the_extra_roll_after_a_six() {
    // Green rolled a 6 and rolls again. Moving the front piece 42 → 48 looks worse
    // one move deep (it stands near the end of the track, in reach of red behind it)
    // than bringing piece 1 from 6 to 12; but the extra roll takes the front piece
    // onto the safe home path with most dice. Found by search: without the look-ahead
    // over the follow-up roll, hard's own evaluation prefers p1 (64.4 against 75.3);
    // with it, p0 (86.5 against 77.3).
    let s =
        pos("turn=3 die=6 rolls=1 sixes=1 rolloff=4,6,3,3 red=7,n,3,n blue=n,0,17,n yellow=n,16,9,n green=42,6,2,n");
    assert_eq!(legal(&s), ["p0", "p1"]);
    assert!(choices(&s, BotLevel::Strong).iter().all(|m| *m == FiaMove::Piece(0)));
}

#[test]
fn master_keeps_what_strong_sees() {
    // The positions above, where strong's look-ahead finds the better move: master's
    // sampled futures start from strong's shortlist and mostly keep it. Not always:
    // both are close calls by strong's own evaluation (within 10 points), and 128
    // sampled futures of two rounds weigh them nearly alike: master plays the other
    // piece on 8 of 40 seeds in the first and 14 of 40 in the second. A master blind
    // to the knock and the danger would split them evenly.
    for fields in [
        "players=2 die=6 red=10,30,g,g yellow=45,g,g,g",
        "die=2 red=20,30,g,g blue=18,n,n,n",
        "turn=3 die=6 rolls=1 sixes=1 rolloff=4,6,3,3 red=7,n,3,n blue=n,0,17,n yellow=n,16,9,n green=42,6,2,n",
    ] {
        let s = pos(fields);
        let c = choices(&s, BotLevel::Master);
        let better = c.iter().filter(|m| **m == FiaMove::Piece(0)).count();
        assert!(better * 10 >= c.len() * 6, "{fields}: {c:?}");
    }
}

#[test]
fn masters_futures_count_another_seat_home_first_as_lost() {
    // Strong's evaluation only weighs the rivals still playing, so a future where the
    // rival got every piece home would look better than one where it still runs; in
    // master's futures that first place is gone.
    let rival_home = pos("players=2 stage=over finished=1 red=10,30,g,g yellow=g,g,g,g");
    let rival_running = pos("players=2 stage=roll red=10,30,g,g yellow=45,g,g,g");
    let lost = super::super::bot::future_value(&rival_home, 0, &[]);
    let open = super::super::bot::future_value(&rival_running, 0, &[]);
    assert!(lost < open, "home first {lost} against still running {open}");
}

#[test]
fn master_plays_the_same_move_for_the_same_seed() {
    let s = pos("die=2 red=20,30,4,g blue=18,n,n,n yellow=12,n,n,n green=40,n,n,n");
    let first = choices(&s, BotLevel::Master);
    assert_eq!(first, choices(&s, BotLevel::Master));
}
