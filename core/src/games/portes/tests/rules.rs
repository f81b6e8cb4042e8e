//! Each rule of RULES.md §5 on a position written for it.

use crate::game::{find_legal, legal_notations, Game, Setup};
use crate::games::portes::Portes;
use crate::games::tavli::opposed::portes_start;
use crate::games::tavli::rules::{Phase, State};

fn pos(text: &str) -> State {
    Portes::parse_state(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn legal(s: &State) -> Vec<String> {
    legal_notations::<Portes>(s)
}

fn play(s: &mut State, mv: &str) {
    let m = find_legal::<Portes>(s, mv).unwrap_or_else(|e| panic!("{mv}: {e:?}"));
    Portes::apply(s, &m);
}

/// White's only movable checker on 13; 14 more on its 1-point cannot move (not all
/// home), black's 2 on point `block` closes it.
fn lone_checker(black: &str, dice: &str) -> State {
    pos(&format!(
        "portes triple=off white=1:14,13:1 black={black} bar=0,0 off=0,0 turn=white phase=move dice={dice} last=-"
    ))
}

#[test]
fn the_start_is_backgammons_and_the_roll_off_decides_who_starts() {
    let s = Portes::new_game(&Setup::new(2)).unwrap();
    assert_eq!(s.board, portes_start());
    assert_eq!(
        Portes::format_state(&s),
        "portes triple=off white=6:5,8:3,13:5,24:2 black=1:2,12:5,17:3,19:5 bar=0,0 off=0,0 turn=white phase=opening dice=- last=-"
    );
    let mut s = s;
    play_chance(&mut s, "open 2-5");
    assert_eq!((s.phase, s.turn), (Phase::Start, 1));
    play(&mut s, "roll");
    play_chance(&mut s, "3-1");
    // Black's classic 3-1: make its 5-point (own numbering), points 17/20 19/20.
    assert!(legal(&s).contains(&"17/20 19/20".to_string()), "{:?}", legal(&s));
}

fn play_chance(s: &mut State, mv: &str) {
    let m = Portes::parse_move(s, mv).unwrap();
    assert!(Portes::chance_possible(s, &m));
    Portes::apply(s, &m);
}

#[test]
fn a_single_checker_is_hit_to_the_bar_and_two_close_a_point() {
    // Black has a blot on 10 and two on 9: white's 13 hits on 10 with a 3, cannot
    // land on 9 with a 4.
    let mut s = lone_checker("9:2,10:1,24:12", "4,3");
    let moves = legal(&s);
    assert!(moves.iter().all(|m| !m.contains("13/9")), "{moves:?}");
    play(&mut s, "13/10 10/6");
    assert_eq!(s.board.bar[1], 1, "the blot went to the bar");
    assert_eq!(Portes::format_state(&s).split(' ').find(|f| f.starts_with("bar=")), Some("bar=0,1"));
}

#[test]
fn a_checker_on_the_bar_enters_first_and_numbers_that_cannot_enter_are_lost() {
    // Black's bar checker enters on 1–6 (a 5 on 5); white holds 6, so the 6 cannot
    // enter, and with a second checker on the bar the 6 is lost.
    let base = "portes triple=off white=6:2,24:13 black=12:13 bar=0,2 off=0,0 turn=black phase=move dice=6,5 last=-";
    assert_eq!(legal(&pos(base)), ["bar/5"]);
    // One on the bar: it enters with the 5, then the 6 moves any checker.
    let one = base.replace("black=12:13 bar=0,2", "black=12:14 bar=0,1");
    let moves = legal(&pos(&one));
    assert!(moves.iter().all(|m| m.starts_with("bar/5")), "{moves:?}");
    assert!(moves.contains(&"bar/5 12/18".to_string()) && moves.contains(&"bar/5 5/11".to_string()), "{moves:?}");
    // Another checker may not move first.
    let refused = find_legal::<Portes>(&pos(&one), "12/18 bar/5").unwrap_err();
    assert!(format!("{refused:?}").contains("tavli-refuse-must-enter"), "{refused:?}");
    // Both entry points closed: nothing can be played.
    let shut = one.replace("white=6:2,24:13", "white=5:2,6:2,24:11");
    assert_eq!(legal(&pos(&shut)), ["pass"]);
}

#[test]
fn as_many_numbers_as_possible_must_be_played() {
    // 13/7 is closed (black holds 7); 13/8 8/2 plays both numbers, so 13/8 alone is
    // not a play.
    let s = lone_checker("7:2,24:13", "6,5");
    assert_eq!(legal(&s), ["13/8 8/2"]);
    let refused = find_legal::<Portes>(&s, "13/8").unwrap_err();
    assert!(format!("{refused:?}").contains("fevga-refuse-incomplete"), "{refused:?}");
}

#[test]
fn when_only_one_number_can_be_played_it_is_the_larger() {
    // Black holds 2: after 13/7 the 5 cannot be played, after 13/8 the 6 cannot.
    let s = lone_checker("2:2,24:13", "6,5");
    assert_eq!(legal(&s), ["13/7"]);
    let refused = find_legal::<Portes>(&s, "13/8").unwrap_err();
    assert!(format!("{refused:?}").contains("fevga-refuse-larger-number"), "{refused:?}");
}

#[test]
fn bearing_off_takes_the_exact_point_else_moves_inside_else_the_highest() {
    let home = |white: &str, dice: &str| {
        pos(&format!(
            "portes triple=off white={white} black=24:15 bar=0,0 off=13,0 turn=white phase=move dice={dice} last=-"
        ))
    };
    // Exact numbers (or the 3 inside home first, then the 5 from the highest point).
    let moves = legal(&home("3:1,5:1", "5,3"));
    assert!(moves.contains(&"5/off 3/off".to_string()), "{moves:?}");
    // A 4 with a checker on 6 and none on 4 moves inside home; it bears off nothing.
    let moves = legal(&home("2:1,6:1", "4,1"));
    assert!(moves.iter().all(|m| !m.contains("off")), "{moves:?}");
    // A 6 with nothing higher bears off from the highest point.
    assert_eq!(legal(&home("2:1,3:1", "6,5")), ["3/off 2/off"]);
    // Not all home: no bearing off.
    let out = pos("portes triple=off white=2:14,8:1 black=24:15 bar=0,0 off=0,0 turn=white phase=move dice=2,1 last=-");
    assert!(legal(&out).iter().all(|m| !m.contains("off")));
}

#[test]
fn a_checker_hit_while_bearing_off_comes_home_before_bearing_off_goes_on() {
    let s = pos("portes triple=off white=1:4 black=13:15 bar=1,0 off=10,0 turn=white phase=move dice=6,5 last=-");
    let moves = legal(&s);
    assert!(!moves.is_empty() && moves.iter().all(|m| m.starts_with("bar/") && !m.contains("off")), "{moves:?}");
}

#[test]
fn a_win_is_one_point_two_when_the_loser_bore_off_none_three_only_with_the_triple() {
    let finish = |black: &str, bar: &str, off: &str, triple: &str| {
        let mut s = pos(&format!(
            "portes triple={triple} white=1:1 black={black} bar={bar} off={off} turn=white phase=move dice=2,1 last=-"
        ));
        play(&mut s, "1/off");
        assert_eq!(s.phase, Phase::Over);
        Portes::outcome(&s).unwrap()
    };
    let single = finish("24:14", "0,0", "14,1", "on");
    assert_eq!((single.places.clone(), single.points.clone()), (vec![1, 2], vec![1, 0]));
    assert_eq!(single.summary[0].key, "tavli-end-borne-off");
    assert_eq!(finish("24:15", "0,0", "14,0", "off").points, [2, 0]);
    // A black checker in white's home (1–6) or on the bar: 3 with the triple on only.
    assert_eq!(finish("3:1,24:14", "0,0", "14,0", "on").points, [3, 0]);
    assert_eq!(finish("24:14", "0,1", "14,0", "on").points, [3, 0]);
    assert_eq!(finish("3:1,24:14", "0,0", "14,0", "off").points, [2, 0]);
    assert_eq!(finish("24:15", "0,0", "14,0", "on").points, [2, 0]);
}

/// A position where the outside oracle olympus-backgammon differs (docs/oracles.md,
/// class "oracle-number"): white's 5 cannot be played (6/1 is closed, and a 5 bears
/// off only from the highest point while 6 is occupied), so the 3 is played, from
/// either 6 or 3. The oracle tries 3/off as the 5, counts the 5 as playable and keeps
/// only 3/off.
#[test]
fn oracle_vector_the_smaller_number_is_played_any_way_when_the_larger_cannot_be() {
    let s = pos(
        "portes triple=off white=2:4,3:3,4:5,6:2 black=1:4,5:1,17:3,20:1,22:2,23:3,24:1 bar=0,0 off=1,0 turn=white phase=move dice=5,3 last=-",
    );
    let mut moves = legal(&s);
    moves.sort();
    assert_eq!(moves, vec!["3/off", "6/3"]);
}
