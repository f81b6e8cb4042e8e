//! Each rule of RULES.md §6 on a position written for it.

use crate::game::{find_legal, legal_notations, Game, Setup};
use crate::games::plakoto::Plakoto;
use crate::games::tavli::rules::{Phase, State};

fn pos(text: &str) -> State {
    Plakoto::parse_state(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn legal(s: &State) -> Vec<String> {
    legal_notations::<Plakoto>(s)
}

fn play(s: &mut State, mv: &str) {
    let m = find_legal::<Plakoto>(s, mv).unwrap_or_else(|e| panic!("{mv}: {e:?}"));
    Plakoto::apply(s, &m);
}

fn field<'a>(line: &'a str, key: &str) -> &'a str {
    line.split(' ').find_map(|f| f.strip_prefix(key).and_then(|v| v.strip_prefix('='))).unwrap_or("")
}

#[test]
fn all_fifteen_start_on_the_24_point() {
    let s = Plakoto::new_game(&Setup::new(2)).unwrap();
    assert_eq!(
        Plakoto::format_state(&s),
        "plakoto mother=on white=24:15 black=1:15 pinned=- off=0,0 turn=white phase=opening dice=- last=-"
    );
}

#[test]
fn a_single_checker_landed_on_is_pinned_cannot_move_and_closes_its_point() {
    let mut s = pos(
        "plakoto mother=on white=18:1,24:14 black=1:13,10:1,13:1 pinned=- off=0,0 turn=white phase=move dice=5,2 last=-",
    );
    play(&mut s, "18/13 24/22");
    let line = Plakoto::format_state(&s);
    assert_eq!(field(&line, "pinned"), "black:13", "{line}");
    assert_eq!(field(&line, "white"), "13:1,22:1,24:13", "{line}");
    // Black: the pinned checker cannot move, and 10/13 (a 3) may not land on it.
    play(&mut s, "roll");
    let dice = Plakoto::parse_move(&s, "3-1").unwrap();
    Plakoto::apply(&mut s, &dice);
    let moves = legal(&s);
    assert!(moves.iter().all(|m| !m.contains("13/") && !m.contains("/13")), "{moves:?}");
    // The pinning side may add checkers; when the last pinner leaves, the checker is free.
    let mut s = pos(
        "plakoto mother=on white=13:1,15:1,24:13 black=1:13,10:1 pinned=black:13 off=0,0 turn=white phase=move dice=2,1 last=-",
    );
    play(&mut s, "15/13 13/12");
    assert_eq!(field(&Plakoto::format_state(&s), "pinned"), "black:13", "one white checker still pins");
    let mut s = pos(
        "plakoto mother=on white=13:1,24:14 black=1:13,10:1 pinned=black:13 off=0,0 turn=white phase=move dice=2,1 last=-",
    );
    play(&mut s, "13/11 11/10");
    let line = Plakoto::format_state(&s);
    assert_eq!(field(&line, "pinned"), "black:10", "{line}");
    assert!(field(&line, "black").contains("13:1"), "freed: {line}");
}

#[test]
fn bearing_off_stops_while_a_checker_is_pinned() {
    // White has everything home, but one checker pinned on its 6-point.
    let pinned = "plakoto mother=on white=1:5,2:5,3:4 black=6:1,19:14 pinned=white:6 off=0,0 turn=white phase=move dice=6,5 last=-";
    assert_eq!(legal(&pos(pinned)), ["pass"]);
    let refused = find_legal::<Plakoto>(&pos(pinned), "3/off").unwrap_err();
    assert!(format!("{refused:?}").contains("tavli-refuse-pinned-bear-off"), "{refused:?}");
    let free =
        "plakoto mother=on white=1:5,2:5,3:4,6:1 black=19:15 pinned=- off=0,0 turn=white phase=move dice=6,5 last=-";
    assert!(legal(&pos(free)).contains(&"6/off 3/off".to_string()));
}

/// Black to play 6-5 with a checker on 18 that pins white's mother on 24.
fn mother(mother: &str, black: &str) -> State {
    pos(&format!(
        "plakoto mother={mother} white=12:14,24:1 black={black} pinned=- off=0,0 turn=black phase=move dice=6,5 last=-"
    ))
}

#[test]
fn a_pinned_mother_loses_two_points_unless_the_pinner_still_has_its_own_start() {
    let mut s = mother("on", "18:1,20:14");
    play(&mut s, "18/24 20/off");
    assert_eq!(s.phase, Phase::Over);
    let out = Plakoto::outcome(&s).unwrap();
    assert_eq!((out.places.clone(), out.points.clone()), (vec![2, 1], vec![0, 2]));
    assert_eq!(out.summary[0].key, "tavli-end-mother");
    let words = crate::i18n::render(&out.summary[0], crate::i18n::Lang::En);
    assert!(words.contains("1's mother checker is pinned: ") && words.ends_with("2 wins 2 points"), "{words}");
    // Black still has checkers on its start (point 1): play goes on.
    let mut s = mother("on", "1:2,18:1,20:12");
    play(&mut s, "18/24 1/6");
    assert_eq!((s.phase, s.turn), (Phase::Start, 0));
    // ... and the game ends once the pinner's start is empty while the mother is pinned.
    let mut s = mother("on", "1:1,18:1,20:13");
    play(&mut s, "18/24 1/6");
    assert_eq!(Plakoto::outcome(&s).map(|o| o.points), Some(vec![0, 2]));
}

#[test]
fn with_the_mother_rule_off_a_pinned_mother_is_only_a_pin() {
    let mut s = mother("off", "18:1,20:14");
    play(&mut s, "18/24 20/off");
    assert_eq!((s.phase, s.turn), (Phase::Start, 0));
    assert_eq!(field(&Plakoto::format_state(&s), "pinned"), "white:24");
}

#[test]
fn both_mothers_pinned_is_a_draw() {
    // Black's mother is pinned on 1 by white, who still has its own mother on 24.
    let mut s = pos(
        "plakoto mother=on white=1:1,6:13,24:1 black=18:1,20:13 pinned=black:1 off=0,0 turn=black phase=move dice=6,5 last=-",
    );
    assert_eq!(legal(&s), ["18/24"]);
    play(&mut s, "18/24");
    assert_eq!(s.phase, Phase::Over);
    let out = Plakoto::outcome(&s).unwrap();
    assert_eq!((out.places, out.points), (vec![1, 1], vec![0, 0]));
    assert_eq!(out.summary[0].key, "tavli-end-both-mothers");
}

#[test]
fn a_win_by_bearing_off_is_two_points_when_the_loser_bore_off_none() {
    let finish = |black: &str, off: &str| {
        let mut s = pos(&format!(
            "plakoto mother=on white=1:1 black={black} pinned=- off={off} turn=white phase=move dice=2,1 last=-"
        ));
        play(&mut s, "1/off");
        Plakoto::outcome(&s).unwrap().points
    };
    assert_eq!(finish("24:15", "14,0"), [2, 0]);
    assert_eq!(finish("24:14", "14,1"), [1, 0]);
}
