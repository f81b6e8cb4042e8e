//! The scene: every step names a node that exists.

use super::*;

#[test]
fn steps_name_scene_nodes_that_exist() {
    let s = pos("die=6 red=20,n,n,n");
    let scene = Fia::scene(&s, None);
    for mv in Fia::legal_moves(&s) {
        for step in Fia::steps(&s, &mv) {
            for id in [step.node.as_ref(), step.target.as_ref()].into_iter().flatten() {
                assert!(scene.node(id).is_some(), "{id} missing");
            }
        }
    }
    assert!(scene.nodes.iter().filter(|n| n.id.starts_with("fia:track:")).count() == 52);
}

/// The text board's status line comes from the catalogue.
#[test]
fn the_text_board_speaks_the_language_asked_for() {
    use crate::i18n::Lang;
    let s = pos("die=6 red=20,n,n,n");
    assert!(Fia::text_board_in(&s, None, Lang::Sv).contains("på tur: röd   tärning: 6"));
    assert!(Fia::text_board_in(&s, None, Lang::Da).contains("i tur: rød   terning: 6"));
    assert!(Fia::text_board(&s, None).contains("to move: red   die: 6"));
}

/// Two pieces of one colour on the start square (after a double start): both are
/// seen whole and both can be tapped, inside the field they stand on.
#[test]
fn two_pieces_on_one_field_stand_apart_and_inside_it() {
    let s = pos("die=6 red=0,0,n,n");
    let scene = Fia::scene(&s, None);
    let pieces: Vec<_> = scene.nodes.iter().filter(|n| n.id.starts_with("fia:piece:red:")).collect();
    let on_start: Vec<_> =
        pieces.iter().filter(|n| ["fia:piece:red:0", "fia:piece:red:1"].contains(&n.id.as_str())).collect();
    assert_eq!(on_start.len(), 2, "{:?}", pieces.iter().map(|n| &n.id).collect::<Vec<_>>());
    let (a, b) = (on_start[0].rect, on_start[1].rect);
    let centre = |r: crate::scene::Rect| (r.x + r.w / 2.0, r.y + r.h / 2.0);
    let ((ax, ay), (bx, by)) = (centre(a), centre(b));
    let apart = ((ax - bx).powi(2) + (ay - by).powi(2)).sqrt();
    assert!(apart >= a.w, "the pieces overlap: centres {apart} apart, diameter {}", a.w);
    // The field under them: the track node that holds both centres.
    let field = scene
        .nodes
        .iter()
        .filter(|n| n.id.starts_with("fia:track:"))
        .find(|n| {
            n.rect.x <= ax.min(bx)
                && ax.max(bx) <= n.rect.x + n.rect.w
                && n.rect.y <= ay.min(by)
                && ay.max(by) <= n.rect.y + n.rect.h
        })
        .expect("both pieces stand on one field");
    for r in [a, b] {
        assert!(
            r.x >= field.rect.x - 0.05 && r.x + r.w <= field.rect.x + field.rect.w + 0.05,
            "{r:?} leaves {:?}",
            field.rect
        );
    }
}

/// A move's words name its squares as the board labels them, whatever the colour:
/// the "from" and "to" of a blue piece's step are the numbers of the board squares
/// its piece stands on and its target is (the notation counts from each colour's
/// start; a log line "yellow piece 2: 12 → 14" could not be found on the board).
#[test]
fn a_steps_words_name_its_squares_as_the_board_labels_them() {
    use crate::i18n::{render, Lang};
    let mut looked = 0;
    for fields in ["turn=1 die=3 blue=20,n,n,n", "turn=1 die=4 blue=48,n,n,n", "turn=2 die=6 yellow=40,n,n,n"] {
        let s = pos(fields);
        let scene = Fia::scene(&s, None);
        for mv in Fia::legal_moves(&s).into_iter().filter(|m| matches!(m, FiaMove::Piece(_))) {
            for step in Fia::steps(&s, &mv) {
                let (Some(node), Some(target)) = (step.node.as_ref(), step.target.as_ref()) else { continue };
                let words = render(&step.label, Lang::En);
                let on = |id: &str| {
                    let n = scene.node(id).unwrap_or_else(|| panic!("{id} missing"));
                    render(&n.label, Lang::En)
                };
                // The piece's label says where it is ("…, on square 34"); the target's
                // label is the square ("square 37") or the home square ("… home square 2").
                let from = on(node).rsplit(' ').next().unwrap().to_string();
                let to_label = on(target);
                let to = to_label.rsplit(' ').next().unwrap().to_string();
                // A home square in the log's words ("home path 2"), as the step says it.
                let expected_to = if to_label.contains("home") { format!("home path {to}") } else { to };
                assert_eq!(
                    words,
                    format!("{}: {from} → {expected_to}", words.split(':').next().unwrap()),
                    "{fields}: {mv:?}"
                );
                looked += 1;
            }
        }
    }
    assert!(looked >= 3, "piece steps were looked at ({looked})");
}
