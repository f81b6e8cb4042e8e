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
