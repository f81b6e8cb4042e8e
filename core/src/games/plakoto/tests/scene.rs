//! Plakoto drawn so a player sees its pins and mothers (RULES.md §6): a pinned
//! checker at the base of its point, visible under the checkers that pin it, in a
//! ring of its own; each side's mother ringed in a colour no mark of the moves uses;
//! and a game that ends on the mother says so in words, on the board and at the end.

use crate::game::{find_legal, Game};
use crate::games::plakoto::Plakoto;
use crate::games::tavli::layout::stack_centre;
use crate::games::tavli::rules::State;
use crate::games::tavli::scene::{MOTHER_RING, PINNED_RING};
use crate::i18n::{render, Lang};
use crate::scene::{Face, NodeKind, Scene};

fn pos(text: &str) -> State {
    Plakoto::parse_state(text).unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn said(sc: &Scene, id: &str) -> String {
    render(&sc.node(id).unwrap_or_else(|| panic!("no {id}")).label, Lang::En)
}

/// Black's checker pinned on 13 under two white ones; each side down to its mother.
const PINNED: &str = "plakoto mother=on white=13:2,24:1,6:12 black=1:1,19:13 pinned=black:13 off=0,0 \
    turn=white phase=start dice=- last=-";

#[test]
fn a_pinned_checker_lies_at_the_base_of_its_point_ringed_under_the_pinning_ones() {
    let sc = Plakoto::scene(&pos(PINNED), None);
    let on_13: Vec<_> = sc.nodes.iter().filter(|n| n.kind == NodeKind::Piece).collect();
    let pinned: Vec<_> = on_13.iter().filter(|n| render(&n.label, Lang::En).contains("pinned")).collect();
    assert_eq!(pinned.len(), 1, "one checker is pinned");
    let pinned = pinned[0];
    assert_eq!(render(&pinned.label, Lang::En), "black checker pinned on point 13 under white");
    assert_eq!(pinned.rect.centre(), stack_centre(13, 0), "at the base of the point");
    assert_eq!(pinned.outline, PINNED_RING);
    let pinners: Vec<_> = on_13
        .iter()
        .filter(|n| n.color == "white" && render(&n.label, Lang::En).contains("point 13"))
        .map(|n| (n.rect.centre(), n.z))
        .collect();
    assert_eq!(pinners.len(), 2);
    for (i, (centre, z)) in pinners.iter().enumerate() {
        assert_eq!(*centre, stack_centre(13, i + 1), "the pinning checkers stand above it, not on it");
        assert!(*z > pinned.z);
    }
    // The pinned checker still shows: the first pinning one covers less than half of it.
    let cover = (pinners[0].0 .1 - pinned.rect.centre().1).abs();
    assert!(cover >= pinned.rect.h * 0.5, "{cover}");
}

#[test]
fn each_mother_is_ringed_in_its_own_colour_not_as_a_hint() {
    let sc = Plakoto::scene(&pos(PINNED), None);
    for (id, point, words) in [
        ("mother:white", 24, "white's mother checker on point 24"),
        ("mother:black", 1, "black's mother checker on point 1"),
    ] {
        let ring = sc.node(id).unwrap_or_else(|| panic!("no {id}"));
        assert_eq!(said(&sc, id), words);
        assert_eq!(ring.outline, MOTHER_RING);
        assert!(!ring.dashed, "solid: a hint's marks are dashed");
        assert_eq!(ring.face, Face::Plain, "not one of the marks of the moves");
        assert_eq!(ring.rect.centre(), stack_centre(point, 0));
    }
    // Colours of their own in every look, apart from the hint, the turn, the legal marks.
    for dark in [false, true] {
        for cb in [false, true] {
            let name = if dark { crate::scene::ThemeName::Dark } else { crate::scene::ThemeName::Light };
            let t = crate::scene::theme(name, cb);
            let colour = |k: &str| t.colors.iter().find(|c| c.key == k).unwrap_or_else(|| panic!("{k}")).rgb;
            for own in [MOTHER_RING, PINNED_RING] {
                for other in ["mark-hint", "mark-turn", "mark-legal", "mark-selected", "mark-last", "white", "black"] {
                    assert_ne!(colour(own), colour(other), "{own} vs {other}");
                }
            }
        }
    }
    // A side with two or more on its start has no mother yet.
    let start = pos("plakoto mother=on white=24:15 black=1:15 pinned=- off=0,0 turn=white phase=start dice=- last=-");
    assert!(Plakoto::scene(&start, None).node("mother:white").is_none());
}

#[test]
fn a_game_ended_on_the_mother_says_so_on_the_board_and_at_the_end() {
    let mut s = pos(
        "plakoto mother=on white=12:14,24:1 black=18:1,20:14 pinned=- off=0,0 turn=black phase=move dice=6,5 last=-",
    );
    let m = find_legal::<Plakoto>(&s, "18/24 20/off").unwrap();
    Plakoto::apply(&mut s, &m);
    let sc = Plakoto::scene(&s, None);
    assert_eq!(said(&sc, "status"), "Plakoto: white's mother is pinned, black wins 2 points");
    assert_eq!(said(&sc, "mother:white"), "white's mother checker on point 24");
    assert_eq!(sc.node("mother:white").unwrap().rect.centre(), stack_centre(24, 0), "ringed where it lies pinned");
    let mut summary = Plakoto::outcome(&s).unwrap().summary;
    let names = [crate::message::Arg::from("Anna"), crate::message::Arg::from("Bo")];
    for m in &mut summary {
        m.name_seats(&|seat| names.get(seat).cloned());
    }
    assert_eq!(render(&summary[0], Lang::En), "Anna's mother checker is pinned: Bo wins 2 points");
    assert_eq!(render(&summary[0], Lang::Sv), "Annas moderbricka är fångad: Bo vinner 2 poäng");
}

#[test]
fn a_tall_stack_over_a_pinned_checker_counts_only_its_own_checkers() {
    // Thirteen white on 10 pinning one black: five discs drawn (the pinned one and four
    // white), the top white one saying 13, the white checkers there, not the discs.
    let text = "plakoto mother=on white=3:1,10:13 black=1:1,20:12,24:1 pinned=white:24,black:10 off=0,0 \
        turn=white phase=move dice=2,1 last=-";
    let sc = Plakoto::scene(&pos(text), None);
    let stacked: Vec<_> = sc.nodes.iter().filter(|n| matches!(n.face, Face::Stack { .. })).collect();
    let on_10 = stacked.iter().find(|n| n.rect.centre() == stack_centre(10, 4)).expect("a count on 10");
    assert_eq!(on_10.color, "white");
    assert_eq!(on_10.face, Face::Stack { count: 13 });
    // Black's twelve on 20 with nothing under them: the count is the stack's.
    let on_20 = stacked.iter().find(|n| n.rect.centre() == stack_centre(20, 4)).expect("a count on 20");
    assert_eq!(on_20.face, Face::Stack { count: 12 });
}
