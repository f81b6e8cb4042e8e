//! Each game's guide marks nodes of the real board at the start of a game, reads in
//! every language, and can be completed and skipped.

use super::*;
use crate::game::BotLevel;
use crate::i18n::{render, Lang};
use crate::session::{SeatConfig, SessionConfig};

const GAMES: [(&str, usize); 4] = [("fia", 4), ("pairanoid", 4), ("fjols", 3), ("fevga", 2)];

/// A new game with a person in `seat` and bots elsewhere; the scene and colour they see.
fn board(game: &str, players: usize, seat: usize) -> (Scene, Option<String>) {
    board_of(game, players, seat, 4)
}

/// [`board`] with the dice and deck of `seed` (a Fjols start with or without a card to beat).
fn board_of(game: &str, players: usize, seat: usize, seed: u64) -> (Scene, Option<String>) {
    let seats = (0..players)
        .map(|s| if s == seat { SeatConfig::human("Anna") } else { SeatConfig::bot("", BotLevel::Beginner) })
        .collect();
    let config =
        SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None };
    let session = crate::new_session(&config).unwrap();
    let colour = session.view(Some(seat)).seat_colours[seat].clone();
    (session.scene(Some(seat)), colour)
}

#[test]
fn every_step_of_every_guide_marks_a_node_of_the_players_own_board() {
    for (game, players) in GAMES {
        for (seat, seed) in [0, players - 1].into_iter().flat_map(|s| (1..=6).map(move |seed| (s, seed))) {
            let (scene, colour) = board_of(game, players, seat, seed);
            let mut guide = Guide::new(game).unwrap();
            let mut seen = 0;
            while let Some(shown) = guide.shown(&scene, Some(seat), colour.as_deref()) {
                let mark =
                    shown.mark.unwrap_or_else(|| panic!("{game} seat {seat}: step {} marks nothing", shown.index));
                assert_eq!(mark.kind, NodeKind::Mark);
                assert!(mark.rect.w > 0.0 && mark.rect.h > 0.0, "{game}: {mark:?}");
                // On the board: a mark grown past its edge was drawn over the title.
                let r = mark.rect;
                assert!(
                    r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= scene.width + 1e-4 && r.y + r.h <= scene.height + 1e-4,
                    "{game} step {}: the mark {r:?} leaves the board ({} x {})",
                    shown.index,
                    scene.width,
                    scene.height
                );
                assert_eq!(
                    (shown.index, shown.count, shown.last),
                    (seen, guide.steps.len(), seen + 1 == guide.steps.len())
                );
                seen += 1;
                guide.next();
            }
            assert_eq!(seen, guide.steps.len(), "{game}: every step was shown");
            assert_eq!(guide.ended(), Some(GuideEnd::Completed), "{game}: completed");
        }
    }
}

fn near(a: (f32, f32), b: (f32, f32)) -> bool {
    (a.0 - b.0).abs() < 1e-5 && (a.1 - b.1).abs() < 1e-5
}

#[test]
fn the_guide_marks_the_viewers_own_colour() {
    let (scene, colour) = board("fevga", 2, 1);
    let seat = 1;
    let guide = Guide::new("fevga").unwrap();
    let mark = guide.shown(&scene, Some(seat), colour.as_deref()).unwrap().mark.unwrap();
    let node = scene.node("b0").unwrap().rect;
    assert!(near(mark.rect.centre(), node.centre()), "black's checker for the player of black");
    assert!(mark.rect.w > node.w, "the mark rings the node");
}

#[test]
fn the_pairanoid_guide_marks_the_partner_opposite() {
    let (scene, colour) = board("pairanoid", 4, 1);
    let guide = Guide { at: 4, ..Guide::new("pairanoid").unwrap() };
    let mark = guide.shown(&scene, Some(1), colour.as_deref()).unwrap().mark.unwrap();
    assert!(near(mark.rect.centre(), scene.node("seat:3").unwrap().rect.centre()), "seat 1 plays with seat 3");
}

#[test]
fn every_guide_can_be_skipped_at_any_step_and_back_stays_inside() {
    for (game, players) in GAMES {
        let (scene, colour) = board(game, players, 0);
        let seat = 0;
        let mut guide = Guide::new(game).unwrap();
        guide.back();
        assert_eq!(
            guide.shown(&scene, Some(seat), colour.as_deref()).unwrap().index,
            0,
            "{game}: no step before the first"
        );
        guide.next();
        guide.skip();
        assert_eq!(guide.ended(), Some(GuideEnd::Skipped), "{game}");
        assert!(guide.shown(&scene, Some(seat), colour.as_deref()).is_none(), "{game}: nothing shown after a skip");
        guide.next();
        assert_eq!(guide.ended(), Some(GuideEnd::Skipped), "{game}: ended stays ended");
    }
    assert!(matches!(Guide::new("chess"), Err(GameError::UnknownGame(_))));
}

#[test]
fn every_caption_reads_in_english_swedish_and_danish() {
    for (game, _) in GAMES {
        for step in steps(game).unwrap() {
            for lang in [Lang::En, Lang::Sv, Lang::Da] {
                let text = render(&Msg::new(step.caption), lang);
                assert!(!crate::i18n::is_missing(&text) && text.len() > 12, "{game} {}: {text}", step.caption);
            }
        }
    }
}

/// Fia's last step marks the whole home path with its goal, not the goal alone.
#[test]
fn the_fia_guide_marks_the_home_path_and_the_goal() {
    let (scene, colour) = board("fia", 4, 0);
    let guide = Guide { at: 3, ..Guide::new("fia").unwrap() };
    let mark = guide.shown(&scene, Some(0), colour.as_deref()).unwrap().mark.unwrap();
    let colour = colour.unwrap();
    let inside = |id: String| {
        let n = scene.node(&id).unwrap_or_else(|| panic!("{id}")).rect;
        let m = mark.rect;
        n.x >= m.x - 1e-4 && n.y >= m.y - 1e-4 && n.x + n.w <= m.x + m.w + 1e-4 && n.y + n.h <= m.y + m.h + 1e-4
    };
    for step in 1..=5 {
        assert!(inside(format!("fia:home:{colour}:{step}")), "home square {step} is marked");
    }
    assert!(inside(format!("fia:goal:{colour}")), "the goal is marked");
}

/// The highlight takes the node's own shape from the scene: a step that marks one node
/// (a round nest, a card, a point's triangle) is outlined in that node's shape, a
/// path of several in one rounded box round them (a dashed rectangle round a round
/// nest read as a mark of something else).
#[test]
fn a_guide_mark_takes_the_shape_of_the_node_it_marks() {
    let mut single = 0;
    for (game, players) in GAMES {
        let (scene, colour) = board(game, players, 0);
        let mut guide = Guide::new(game).unwrap();
        while let Some(shown) = guide.shown(&scene, Some(0), colour.as_deref()) {
            let step = guide.steps[guide.at];
            let nodes = step
                .node
                .split('|')
                .find_map(|alt| {
                    alt.split('+')
                        .map(|p| find(&scene, p, guide.teams, Some(0), colour.as_deref()))
                        .collect::<Option<Vec<&Node>>>()
                })
                .unwrap_or_else(|| panic!("{game} step {}: no node", shown.index));
            let mark = shown.mark.unwrap_or_else(|| panic!("{game} step {}: no mark", shown.index));
            match nodes.as_slice() {
                [n] => {
                    // In the node's shape as a mark outlines it (a ring as its circle, an arrow in its box).
                    let outline = mark_node(MarkKind::Hint, "x", n.rect, n.shape, Msg::new("x")).shape;
                    assert_eq!(mark.shape, outline, "{game} step {}: the mark of {} in its shape", shown.index, n.id);
                    single += 1;
                }
                _ => assert_eq!(mark.shape, Shape::ROUNDED, "{game} step {}: a path in one rounded box", shown.index),
            }
            guide.next();
        }
    }
    assert!(single >= GAMES.len(), "steps that mark one node were looked at ({single})");
}
