//! A scene sent as its changes since the previous one.
//!
//! A board scene is tens of kilobytes of JSON (a Fia board is 120 nodes), and one
//! move changes a few of them: a piece's place, a die's face, the marks. A server
//! that sends every seat its whole scene after every action spends most of its time
//! and bandwidth on nodes the device already holds. So the sender keeps one
//! fingerprint per node position of the scene it last sent a device (8 bytes a node,
//! never the scene itself: an idle device costs the server little) and sends only the
//! positions whose node differs; the device, which holds that previous scene, patches
//! it. A node that only moved along the list (a hand closing up after a card is
//! played) is sent as the position it had, not again. The list order (the drawing
//! order within a `z`) is kept.
//!
//! The changes never show more than the new scene does: every node in them is a node
//! of the scene the seat is allowed to see.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash, Hasher};

use foldhash::quality::{FixedState, FoldHasher};

use serde::{Deserialize, Serialize};

use super::{Layout, Node, Rect, Scene, Shape};

/// The changes that turn the scene a device holds into the new one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SceneChanges {
    /// The new scene's width in board units.
    pub width: f32,
    /// The new scene's height in board units.
    pub height: f32,
    /// The new scene's arrangement.
    pub layout: Layout,
    /// How many nodes the new scene has: the held list is cut to this length, or
    /// grown with the nodes in [`SceneChanges::nodes`].
    pub len: u32,
    /// The new nodes at positions that differ from the held scene: (position, node).
    pub nodes: Vec<(u32, Node)>,
    /// Nodes of the held scene at another position in the new one: (new position,
    /// held position).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moved: Vec<(u32, u32)>,
}

/// Why changes could not be applied to the scene a device holds: the frames arrived
/// out of order or one was lost. The device asks for the whole scene again (it
/// reconnects); nothing is drawn from a patched scene that may be wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SceneChangesError {
    /// A changed node's position is past the new scene's end.
    #[error("a changed node at position {position} is past the scene's {len} nodes")]
    PastTheEnd {
        /// The position given.
        position: u32,
        /// The new scene's length.
        len: u32,
    },
    /// A moved node's held position is past the held scene's end.
    #[error("a node moved from position {position}, past the held scene's {held} nodes")]
    NotHeld {
        /// The held position given.
        position: u32,
        /// The held scene's length.
        held: u32,
    },
    /// The new scene is longer than the held one and a new position has no node.
    #[error("the scene grows to {len} nodes but position {position} is missing")]
    Missing {
        /// The first position without a node.
        position: u32,
        /// The new scene's length.
        len: u32,
    },
    /// Changes arrived when no scene is held.
    #[error("scene changes without a scene to change")]
    NoScene,
}

/// Changes worth sending: when more than this share of the nodes changed, the whole
/// scene is about as long and simpler for the device.
const WORTH_IT: f32 = 0.6;

/// One fingerprint per node of `scene`, in list order: what a sender keeps of a scene
/// it sent to tell next time which nodes changed.
pub fn fingerprints(scene: &Scene) -> Vec<u64> {
    scene.nodes.iter().map(fingerprint).collect()
}

/// The changes from the scene whose fingerprints are `before` to `after`, and the
/// fingerprints of `after` to keep for next time; `None` for the changes when most of
/// the scene changed (send it whole).
pub fn changes_since(before: &[u64], after: &Scene) -> (Option<SceneChanges>, Vec<u64>) {
    let prints = fingerprints(after);
    let held: HashMap<u64, u32> = before.iter().enumerate().map(|(i, p)| (*p, i as u32)).collect();
    let (mut nodes, mut moved) = (Vec::new(), Vec::new());
    for (i, print) in prints.iter().enumerate() {
        if before.get(i) == Some(print) {
            continue;
        }
        match held.get(print) {
            Some(from) => moved.push((i as u32, *from)),
            None => nodes.push((i as u32, after.nodes[i].clone())),
        }
    }
    if nodes.len() as f32 > WORTH_IT * after.nodes.len() as f32 {
        return (None, prints);
    }
    let len = after.nodes.len() as u32;
    let changes = SceneChanges { width: after.width, height: after.height, layout: after.layout, len, nodes, moved };
    (Some(changes), prints)
}

impl SceneChanges {
    /// The new scene: `held` (the scene the device was sent last) with these changes.
    pub fn apply(&self, held: &Scene) -> Result<Scene, SceneChangesError> {
        let len = self.len as usize;
        let mut nodes: Vec<Option<Node>> = held.nodes.iter().take(len).cloned().map(Some).collect();
        nodes.resize(len, None);
        let past = |position: u32| SceneChangesError::PastTheEnd { position, len: self.len };
        for (position, from) in &self.moved {
            let node = held
                .nodes
                .get(*from as usize)
                .ok_or(SceneChangesError::NotHeld { position: *from, held: held.nodes.len() as u32 })?;
            *nodes.get_mut(*position as usize).ok_or(past(*position))? = Some(node.clone());
        }
        for (position, node) in &self.nodes {
            *nodes.get_mut(*position as usize).ok_or(past(*position))? = Some(node.clone());
        }
        let nodes = nodes
            .into_iter()
            .enumerate()
            .map(|(i, n)| n.ok_or(SceneChangesError::Missing { position: i as u32, len: self.len }))
            .collect::<Result<Vec<Node>, _>>()?;
        Ok(Scene { width: self.width, height: self.height, layout: self.layout, nodes, fresh_board: false })
    }
}

/// A node's fingerprint: every field, so that any change a device would draw or say
/// differs (a 64-bit hash of good quality: two different nodes at one position
/// agree about once in 2^64). The seed is fixed: fingerprints are compared only
/// within one server process, but the same node must always give the same one.
fn fingerprint(node: &Node) -> u64 {
    // Named field by field, so a field added to `Node` fails to compile here until it
    // is fingerprinted too.
    let Node { id, kind, rect, shape, color, outline, line, dashed, face, text, short, label, role, action, z } = node;
    let mut h = FixedState::with_seed(0x5350_454c_424f_5244).build_hasher();
    id.hash(&mut h);
    kind.hash(&mut h);
    hash_rect(rect, &mut h);
    hash_shape(shape, &mut h);
    color.hash(&mut h);
    outline.hash(&mut h);
    line.to_bits().hash(&mut h);
    dashed.hash(&mut h);
    face.hash(&mut h);
    text.hash(&mut h);
    short.hash(&mut h);
    label.hash(&mut h);
    role.hash(&mut h);
    action.hash(&mut h);
    z.hash(&mut h);
    h.finish()
}

fn hash_rect(rect: &Rect, h: &mut FoldHasher) {
    let Rect { x, y, w, h: height } = rect;
    for v in [x, y, w, height] {
        v.to_bits().hash(h);
    }
}

fn hash_shape(shape: &Shape, h: &mut FoldHasher) {
    std::mem::discriminant(shape).hash(h);
    match shape {
        Shape::Rect | Shape::Circle => {}
        Shape::RoundRect { radius } => radius.to_bits().hash(h),
        Shape::Ring { width } => width.to_bits().hash(h),
        Shape::Triangle { apex } => apex.hash(h),
        Shape::Arrow { dir } => dir.hash(h),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::{Face, NodeKind};

    fn node(id: &str, x: f32) -> Node {
        Node::new(id, NodeKind::Piece, Rect { x, y: 0.0, w: 1.0, h: 1.0 })
    }

    fn scene(nodes: Vec<Node>) -> Scene {
        let mut s = Scene::new(4.0, 3.0);
        s.nodes = nodes;
        s
    }

    #[test]
    fn only_changed_positions_are_sent_and_applying_them_gives_the_new_scene() {
        let mut many: Vec<Node> = (0..10).map(|i| node(&format!("n{i}"), i as f32)).collect();
        let before = scene(many.clone());
        many[3].rect.x = 7.5;
        many[8].face = Face::Die { value: 4 };
        let after = scene(many);
        let (changes, prints) = changes_since(&fingerprints(&before), &after);
        let changes = changes.expect("two of ten nodes changed");
        assert_eq!(changes.nodes.iter().map(|(i, _)| *i).collect::<Vec<_>>(), vec![3, 8]);
        assert_eq!(changes.apply(&before).unwrap(), after);
        assert_eq!(prints, fingerprints(&after));
    }

    #[test]
    fn every_field_a_device_draws_or_reads_changes_the_fingerprint() {
        let base = node("a", 1.0);
        let mut variants = vec![base.clone()];
        let mut push = |f: &dyn Fn(&mut Node)| {
            let mut n = base.clone();
            f(&mut n);
            variants.push(n);
        };
        push(&|n| n.id = "b".into());
        push(&|n| n.kind = NodeKind::Card);
        push(&|n| n.rect.h = 2.0);
        push(&|n| n.shape = Shape::RoundRect { radius: 0.2 });
        push(&|n| n.shape = Shape::RoundRect { radius: 0.1 });
        push(&|n| n.color = "red".into());
        push(&|n| n.outline = "edge".into());
        push(&|n| n.line = 0.5);
        push(&|n| n.dashed = true);
        push(&|n| n.face = Face::Piece { number: 2 });
        push(&|n| n.text = Some(crate::Msg::new("scene-text").arg("text", "x")));
        push(&|n| n.short = Some(crate::Msg::new("x")));
        push(&|n| n.label = crate::Msg::new("scene-fia-square").arg("square", 3));
        push(&|n| n.role = crate::scene::Role::Item);
        push(&|n| n.action = Some("a1".into()));
        push(&|n| n.z = 9);
        let prints: Vec<u64> = variants.iter().map(fingerprint).collect();
        for (i, p) in prints.iter().enumerate() {
            assert_eq!(prints.iter().filter(|q| *q == p).count(), 1, "variant {i} has another's fingerprint");
        }
    }

    #[test]
    fn a_node_that_only_moved_along_the_list_is_sent_as_its_old_position() {
        let nodes: Vec<Node> = (0..10).map(|i| node(&format!("n{i}"), i as f32)).collect();
        let before = scene(nodes.clone());
        let mut closed_up = nodes.clone();
        closed_up.remove(2);
        let after = scene(closed_up);
        let (changes, _) = changes_since(&fingerprints(&before), &after);
        let changes = changes.unwrap();
        assert!(changes.nodes.is_empty(), "no node is sent again");
        assert_eq!(changes.moved, (2..9).map(|i| (i, i + 1)).collect::<Vec<_>>());
        assert_eq!(changes.apply(&before).unwrap(), after);
    }

    #[test]
    fn a_shorter_or_longer_scene_is_cut_or_grown() {
        let nodes: Vec<Node> = (0..10).map(|i| node(&format!("n{i}"), i as f32)).collect();
        let long = scene(nodes.clone());
        let short = scene(nodes[..8].to_vec());
        let (cut, _) = changes_since(&fingerprints(&long), &short);
        let cut = cut.unwrap();
        assert!(cut.nodes.is_empty());
        assert_eq!(cut.apply(&long).unwrap(), short);
        let (grown, _) = changes_since(&fingerprints(&short), &long);
        let grown = grown.unwrap();
        assert_eq!(grown.nodes.iter().map(|(i, _)| *i).collect::<Vec<_>>(), vec![8, 9]);
        assert_eq!(grown.apply(&short).unwrap(), long);
    }

    #[test]
    fn a_scene_mostly_changed_is_sent_whole() {
        let before = scene((0..10).map(|i| node(&format!("n{i}"), i as f32)).collect());
        let after = scene((0..10).map(|i| node(&format!("m{i}"), i as f32)).collect());
        assert_eq!(changes_since(&fingerprints(&before), &after).0, None);
        assert_eq!(changes_since(&[], &after).0, None, "nothing held: everything is new");
    }

    #[test]
    fn changes_that_do_not_fit_the_held_scene_are_refused() {
        let nodes: Vec<Node> = (0..4).map(|i| node(&format!("n{i}"), i as f32)).collect();
        let held = scene(nodes.clone());
        let changes = |len: u32, nodes: Vec<(u32, Node)>, moved: Vec<(u32, u32)>| SceneChanges {
            width: 4.0,
            height: 3.0,
            layout: held.layout,
            len,
            nodes,
            moved,
        };
        let past = changes(4, vec![(4, nodes[0].clone())], vec![]);
        assert_eq!(past.apply(&held), Err(SceneChangesError::PastTheEnd { position: 4, len: 4 }));
        let gap = changes(6, vec![(5, nodes[0].clone())], vec![]);
        assert_eq!(gap.apply(&held), Err(SceneChangesError::Missing { position: 4, len: 6 }));
        let ghost = changes(4, vec![], vec![(1, 7)]);
        assert_eq!(ghost.apply(&held), Err(SceneChangesError::NotHeld { position: 7, held: 4 }));
    }

    /// Real games: after every action, each seat's changes rebuild its new scene
    /// exactly, and they are a small part of it (the reason to send them).
    #[test]
    fn in_real_games_the_changes_rebuild_each_seats_scene_and_are_small() {
        use crate::session::{Phase, SeatConfig, SessionConfig};
        for (game, players) in [("fia", 4), ("pairanoid", 4), ("fevga", 2), ("fjols", 3)] {
            let seats = (0..players).map(|i| SeatConfig::human(format!("P{i}"))).collect();
            let config =
                SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(7), title: None };
            let mut s = crate::new_session(&config).unwrap();
            let mut held: Vec<Scene> = (0..players).map(|seat| s.scene(Some(seat))).collect();
            let (mut sent, mut whole) = (0usize, 0usize);
            for _ in 0..80 {
                match s.phase() {
                    Phase::HandOff { seat } => s.confirm_handoff(seat).unwrap(),
                    Phase::HumanTurn { seat } => {
                        let mv = s.legal_moves()[0].clone();
                        s.act(None, seat, &mv).unwrap();
                    }
                    Phase::BotTurn { .. } | Phase::Over => break,
                }
                for (seat, old) in held.iter_mut().enumerate() {
                    let new = s.scene(Some(seat));
                    let (changes, _) = changes_since(&fingerprints(old), &new);
                    match changes {
                        Some(c) => {
                            assert_eq!(c.apply(old).unwrap(), new, "{game} seat {seat}");
                            sent += c.nodes.len();
                        }
                        None => sent += new.nodes.len(),
                    }
                    whole += new.nodes.len();
                    *old = new;
                }
            }
            assert!(whole > 0, "{game} played");
            let share = sent as f32 / whole as f32;
            assert!(share < 0.3, "{game}: {:.0}% of the nodes sent", share * 100.0);
        }
    }
}
