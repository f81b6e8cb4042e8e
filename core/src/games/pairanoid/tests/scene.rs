//! The scene and the text board.

use super::*;

// ---------------------------------------------------------------- scene and text board

#[test]
fn the_scene_keeps_marble_ids_stays_on_the_board_and_shows_only_the_viewers_hand() {
    let s = pos(["5,n,n,n", "20,n,n,n", NESTS, NESTS], "3,7");
    let scene = G::scene(&s, Some(0));
    for n in &scene.nodes {
        let r = n.rect;
        assert!(
            r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= scene.width + 1e-6 && r.y + r.h <= scene.height + 1e-6,
            "{}",
            n.id
        );
    }
    let mut ids: Vec<&str> = scene.nodes.iter().map(|n| n.id.as_str()).collect();
    let total = ids.len();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), total, "ids are unique");
    assert_eq!(scene.nodes.iter().filter(|n| n.kind == crate::scene::NodeKind::Space).count(), 64 + 16 + 16);
    assert_eq!(scene.nodes.iter().filter(|n| n.kind == crate::scene::NodeKind::Piece).count(), 16);
    let hand: Vec<crate::scene::Face> =
        scene.nodes.iter().filter(|n| n.id.starts_with("card:")).map(|n| n.face.clone()).collect();
    let face =
        |n| crate::scene::Face::Card { rank: crate::scene::Rank::Number(n), suit: None, trump: Default::default() };
    assert_eq!(hand, [face(3), face(7)]);
    assert!(G::scene(&s, Some(1)).nodes.iter().all(|n| !n.id.starts_with("card:red")));
    assert!(G::scene(&s, None).nodes.iter().all(|n| !n.id.starts_with("card:")));
    // The marble keeps its id and moves onto the target field's space.
    let after = play(&s, "3 5>8");
    let moved = G::scene(&after, Some(0));
    let m = moved.node("marble:red:0").unwrap();
    assert_eq!(m.rect.centre(), moved.node("track:8").unwrap().rect.centre());
    assert_eq!(moved.node("card:3").unwrap().face, face(3));
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
        let (a, b) =
            (crate::games::pairanoid::scene::track_cell(f), crate::games::pairanoid::scene::track_cell((f + 1) % 64));
        assert_eq!(a.0.abs_diff(b.0) + a.1.abs_diff(b.1), 1, "{f}");
    }
    for c in 0..4 {
        let s = crate::games::pairanoid::scene::track_cell(crate::games::pairanoid::board::start(c));
        let g = crate::games::pairanoid::scene::goal_cell(c, 0);
        assert_eq!(s.0.abs_diff(g.0) + s.1.abs_diff(g.1), 1);
    }
}

#[test]
fn the_text_board_shows_the_viewers_hand_only() {
    let s = pos(["5,n,n,n", "20,n,n,n", NESTS, NESTS], "3,7");
    let red = G::text_board(&s, Some(0));
    assert!(red.contains("hand: 3, 7"), "{red}");
    assert!(red.contains("blue    (start 16) marbles: 1:20 2:nest 3:nest 4:nest"), "{red}");
    assert!(red.contains("hand: 1 card\n"), "{red}");
    let table = G::text_board(&s, None);
    assert!(!table.contains("hand: 3, 7"));
    assert!(table.contains("to play: red"));
}

/// One numbering: the marble the board shows as `R1` on field 5 is "red marble 1" on
/// field 5 in the step labels and in the log.
#[test]
fn the_board_the_steps_and_the_log_number_a_marble_alike() {
    use crate::i18n::{log_lines, render, Lang};
    let s = pos(["n,5,n,n", "20,n,n,n", NESTS, NESTS], "3");
    let board = G::text_board(&s, Some(0));
    assert!(board.contains(" R2"), "the grid numbers the marble: {board}");
    assert!(board.contains("marbles: 1:nest 2:5 "), "{board}");
    let mv = find_legal::<G>(&s, "3 5>8").expect("legal");
    let labels: Vec<String> = G::steps(&s, &mv).iter().map(|st| render(&st.label, Lang::En)).collect();
    assert_eq!(labels.last().unwrap(), "red marble 2: field 5 → field 8", "{labels:?}");
    let mut next = s.clone();
    let events = G::apply(&mut next, &mv);
    let log: Vec<String> = log_lines(&events, &|seat| crate::message::Arg::Text(format!("seat {seat}")))
        .iter()
        .map(|m| render(m, Lang::En))
        .collect();
    assert!(log.iter().any(|l| l == "red marble 2: field 5 → field 8"), "{log:?}");
}

/// After the partner swap a player's own board says which card they received; no
/// other seat's board and not the table's says it.
#[test]
fn the_received_swap_card_is_told_to_its_receiver_only() {
    let text = "pairanoid stage=play deal=1 dealer=yellow dealt=24 turn=red red=n,n,n,n blue=n,n,n,n \
                green=n,n,n,n yellow=n,n,n,n hands=K,3/5,4/9,8/2,7 pile=rest discard=- given=9,2,K,5 last=- \
                winner=-";
    let s = G::parse_state(text).unwrap();
    let red = G::text_board(&s, Some(0));
    assert!(red.contains("you gave 9 and received king"), "{red}");
    let blue = G::text_board(&s, Some(1));
    assert!(blue.contains("you gave 2 and received 5") && !blue.contains("received king"), "{blue}");
    assert!(!G::text_board(&s, None).contains("received"), "the table is told nothing");
    // Before the pair has exchanged, nothing is received yet.
    let swapping =
        G::parse_state(&text.replace("stage=play", "stage=swap").replace("given=9,2,K,5", "given=3,-,-,-")).unwrap();
    assert!(!G::text_board(&swapping, Some(0)).contains("received"));
    assert!(G::text_board(&swapping, Some(0)).contains("you give: 3"));
}

/// The text board's words come from the catalogue: Swedish and Danish boards say no
/// English word.
#[test]
fn the_text_board_speaks_the_language_asked_for() {
    use crate::i18n::Lang;
    let s = pos(["5,n,n,n", "20,n,n,n", NESTS, NESTS], "3,7");
    let sv = G::text_board_in(&s, Some(0), Lang::Sv);
    assert!(sv.contains("på tur: röd") && sv.contains(" kulor: ") && sv.contains("hand: 1 kort"), "{sv}");
    let da = G::text_board_in(&s, Some(0), Lang::Da);
    assert!(da.contains("i tur: rød") && da.contains(" kugler: ") && da.contains("giver gul"), "{da}");
    for text in [&sv, &da] {
        for english in ["to play", "marbles", "dealer", "cards each"] {
            assert!(!text.contains(english), "{english}: {text}");
        }
    }
    assert_eq!(G::text_board_in(&s, Some(0), Lang::En), G::text_board(&s, Some(0)));
}

/// Partners win together: the board names the viewer's partner as such and shows
/// both teams' progress (the viewer's team first), in words with the seats' names.
#[test]
fn the_board_marks_the_partner_and_both_teams_progress() {
    let s = pos(["R1,R2,5,n", "B1,n,n,n", "G1,n,n,n", NESTS], "3,7");
    let mut scene = G::scene(&s, Some(0));
    let names: Vec<crate::message::Arg> =
        ["Anna", "Bo", "Cy", "Di"].iter().map(|n| crate::message::Arg::Text(n.to_string())).collect();
    scene.name_seats(&names);
    let read = |id: &str| crate::i18n::render(&scene.node(id).unwrap().label, crate::i18n::Lang::En);
    assert!(read("seat:2").contains("Cy") && read("seat:2").contains("partner"), "{}", read("seat:2"));
    assert!(!read("seat:1").contains("partner") && !read("seat:3").contains("partner"));
    // The short form a phone draws names the partner too (it once said "6 cards · partner").
    let short = |id: &str, lang| crate::i18n::render(scene.node(id).unwrap().short.as_ref().unwrap(), lang);
    let count = s.hands[2].len();
    assert_eq!(short("seat:2", crate::i18n::Lang::En), format!("partner Cy · {count}"));
    assert_eq!(short("seat:2", crate::i18n::Lang::Sv), format!("partner Cy · {count}"));
    assert_eq!(short("seat:2", crate::i18n::Lang::Da), format!("makker Cy · {count}"));
    assert_eq!(read("team:0"), "Your team Anna + Cy: 3/8 home");
    assert_eq!(read("team:1"), "Bo + Di: 1/8 home");
    assert!(scene.node("team:0").unwrap().rect.x < scene.node("team:1").unwrap().rect.x, "the viewer's team first");
    // Blue's partner is yellow; the table's view names nobody's partner.
    let blue = G::scene(&s, Some(1));
    assert!(crate::i18n::render(&blue.node("seat:3").unwrap().label, crate::i18n::Lang::En).contains("partner"));
    assert!(blue.node("team:1").unwrap().rect.x < blue.node("team:0").unwrap().rect.x);
    let table = G::scene(&s, None);
    assert!(table.nodes.iter().all(|n| !crate::i18n::render(&n.label, crate::i18n::Lang::En).contains("partner")));
}
