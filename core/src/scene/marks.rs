//! Marks: the highlights every game shares (legal steps and their targets, the last
//! move, the hint, whose turn). Nothing here knows a game: marks find their nodes by
//! id, and a mark copies the shape of what it marks, so a ring goes round a piece
//! and a dashed triangle round a backgammon point.

use super::{Face, MarkKind, Node, NodeKind, Rect, Role, Scene, Shape};
use crate::message::Msg;

/// A mark of `kind` over `rect`, outlined in the mark's colour. `shape` is the shape
/// of what it marks (a ring's outline follows its circle).
pub fn mark_node(kind: MarkKind, id: impl Into<String>, rect: Rect, shape: Shape, label: Msg) -> Node {
    let shape = match shape {
        Shape::Ring { .. } => Shape::Circle,
        Shape::Arrow { .. } => Shape::Rect,
        s => s,
    };
    let side = rect.w.min(rect.h);
    // A round thing takes a bold ring; a card or a point a finer line, so the
    // index of the card beside it and the count on a stack stay readable.
    let line = if matches!(shape, Shape::Circle) { 0.12 } else { 0.06 };
    let node = Node::new(id, NodeKind::Mark, rect)
        .shape(shape)
        .outline(kind.color(), side * line)
        .face(Face::Mark { mark: kind })
        .label(label)
        .role(Role::Hidden)
        .z(kind.z());
    if matches!(kind, MarkKind::Target | MarkKind::Hint) {
        node.dashed()
    } else {
        node
    }
}

impl Scene {
    /// Marks what the last move did, so a player who looks up sees what the previous
    /// player did: where each moved piece started and ended, the card laid, and the
    /// seat that picked cards up from the table.
    ///
    /// The events find their nodes by id: a piece and its path by the ids in
    /// `PieceMoved`; a laid card by `card:<notation>`, the notation being the one in
    /// `CardPlayed`; a seat by `seat:<n>`. A game whose scene has no such node simply
    /// gets no mark for that event. A card is marked only where this viewer sees its
    /// face, so a mark can never point at (or name) a card hidden from them. A draw
    /// from the pile is not marked: it follows from the laid card by rule, and the
    /// seat's choice was the card. A scene that already holds last-move marks of its
    /// own gets none.
    pub fn mark_last_move(&mut self, events: &[crate::event::Event]) {
        use crate::event::Event;
        // A game that marks its last move itself (Fevga: the whole play, under the
        // checkers so no outline crosses a stack's count) is left as it marks it.
        if self.nodes.iter().any(|n| n.kind == NodeKind::Mark && n.outline == MarkKind::Last.color()) {
            return;
        }
        let mut marks = Vec::new();
        for event in events {
            let (id, node, label) = match event {
                Event::PieceMoved { piece, path } => {
                    for (end, id) in [("from", path.first()), ("to", path.last())] {
                        let Some(space) = id.and_then(|id| self.node(id)) else { continue };
                        let label = Msg::new(format!("scene-mark-last-{end}")).arg("what", space.label.clone());
                        marks.push(mark_node(
                            MarkKind::Last,
                            format!("mark:last:{end}:{piece}"),
                            space.rect,
                            space.shape,
                            label,
                        ));
                    }
                    continue;
                }
                Event::CardPlayed { card, .. } => {
                    let laid = self.node(&format!("card:{card}")).filter(|n| n.kind == NodeKind::Card && n.face_up());
                    let Some(laid) = laid else { continue };
                    (
                        format!("mark:last:played:{card}"),
                        laid,
                        Msg::new("scene-mark-last-played").arg("what", laid.label.clone()),
                    )
                }
                Event::CardsTaken { seat, count, from_table: true } => {
                    let Some(place) = self.node(&format!("seat:{seat}")) else { continue };
                    let label =
                        Msg::new("scene-mark-last-picked-up").arg("who", place.label.clone()).arg("count", *count);
                    (format!("mark:last:picked_up:{seat}"), place, label)
                }
                _ => continue,
            };
            marks.push(mark_node(MarkKind::Last, id, node.rect, node.shape, label));
        }
        self.nodes.extend(marks);
    }

    /// Marks the nodes a player has chosen for the move being built (a card picked
    /// before its marble): the pending steps that name a node but no target. A step
    /// with a target has moved something, which the preview already shows where it went.
    pub fn mark_chosen(&mut self, chosen: &[crate::game::StepInfo]) {
        let mut marks: Vec<Node> = Vec::new();
        for step in chosen.iter().filter(|s| s.target.is_none()) {
            let Some(id) = &step.node else { continue };
            let Some(n) = self.nodes.iter().find(|n| &n.id == id) else { continue };
            let label = Msg::new("scene-mark-chosen").arg("what", n.label.clone());
            marks.push(mark_node(MarkKind::Selected, format!("mark:selected:{id}"), n.rect, n.shape, label).z(n.z + 1));
        }
        self.nodes.extend(marks);
    }

    /// Marks the offered next steps and wires each step to its node: the node a step
    /// starts from becomes tappable with that step and gets a `Legal` ring, and the
    /// node it ends on gets a `Target` mark (itself tappable when the start node is
    /// shared by several steps, so a tap on the target picks the step).
    pub fn mark_steps(&mut self, steps: &[crate::game::StepInfo]) {
        let mut marks: Vec<Node> = Vec::new();
        for step in steps {
            let shared = steps.iter().filter(|s| s.node.is_some() && s.node == step.node).count() > 1;
            if let Some(id) = &step.node {
                if let Some(n) = self.nodes.iter_mut().find(|n| &n.id == id) {
                    if n.action.is_none() && !shared {
                        n.action = Some(step.notation.clone());
                    }
                    let ring = format!("mark:legal:{id}");
                    if !marks.iter().any(|m| m.id == ring) {
                        let label = Msg::new("scene-mark-legal").arg("what", n.label.clone());
                        // Just over its own node: under the checkers on a point, under
                        // the next card of a fanned hand.
                        marks.push(mark_node(MarkKind::Legal, ring, n.rect, n.shape, label).z(n.z + 1));
                    }
                }
            }
            if let Some(target) = &step.target {
                if let Some(t) = self.nodes.iter().find(|n| &n.id == target) {
                    let label =
                        Msg::new("scene-mark-target").arg("what", t.label.clone()).arg("step", step.label.clone());
                    let id = format!("mark:{}:{}", target, step.notation);
                    let mut mark = mark_node(MarkKind::Target, id, t.rect, t.shape, label).z(t.z + 1);
                    mark.action = Some(step.notation.clone());
                    mark.role = Role::Item;
                    marks.push(mark);
                }
            }
        }
        self.nodes.extend(marks);
    }

    /// Marks the steps of a hinted move (from
    /// [`crate::session::PlaySession::move_steps`]): each step's start and end node
    /// gets a dashed `Hint` outline, numbered in its label so a screen reader says the
    /// hint step by step.
    pub fn mark_hint(&mut self, steps: &[crate::game::StepInfo]) {
        let mut marks = Vec::new();
        for (i, step) in steps.iter().enumerate() {
            for (end, id) in [("from", &step.node), ("to", &step.target)] {
                let Some(n) = id.as_deref().and_then(|id| self.node(id)) else { continue };
                let label = Msg::new("scene-mark-hint")
                    .arg("step", step.label.clone())
                    .arg("number", i + 1)
                    .arg("what", n.label.clone());
                marks.push(mark_node(MarkKind::Hint, format!("mark:hint:{i}:{end}"), n.rect, n.shape, label));
            }
        }
        self.nodes.extend(marks);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::game::StepInfo;

    fn named(key: &str) -> Msg {
        Msg::new(key)
    }

    /// A small card-table scene: seat 1's node, a face-up `7h` on the table and, as a
    /// hand hidden from this viewer would be, a back that still carries a card id
    /// (no game should do that; the marks must not trust it).
    fn table() -> Scene {
        let mut scene = Scene::new(1.0, 1.0);
        scene.push(Node::new("seat:1", NodeKind::Label, Rect::centred(0.5, 0.1, 0.2)).label(named("seat")));
        let up = Face::Card {
            rank: super::super::Rank::Number(7),
            suit: Some(super::super::Suit::Hearts),
            trump: Default::default(),
        };
        scene.push(Node::new("card:7h", NodeKind::Card, Rect::centred(0.5, 0.5, 0.1)).face(up).label(named("seven")));
        scene.push(Node::new("card:Qs", NodeKind::Card, Rect::centred(0.2, 0.1, 0.1)).face(Face::CardBack));
        scene
    }

    fn marks_of(scene: &Scene, kind: MarkKind) -> Vec<&Node> {
        scene.nodes.iter().filter(|n| n.face == Face::Mark { mark: kind }).collect()
    }

    #[test]
    fn a_laid_card_is_marked_where_it_lies() {
        let mut scene = table();
        scene.mark_last_move(&[Event::CardPlayed { seat: 0, card: "7h".into() }]);
        let marks = marks_of(&scene, MarkKind::Last);
        assert_eq!(marks.len(), 1);
        let m = marks[0];
        assert_eq!(m.id, "mark:last:played:7h");
        assert_eq!((m.kind, m.z, m.outline.as_str()), (NodeKind::Mark, 40, "mark-last"));
        assert_eq!(m.label, Msg::new("scene-mark-last-played").arg("what", named("seven")));
        let card = scene.node("card:7h").unwrap().rect;
        assert_eq!(m.rect.centre(), card.centre());
        assert_eq!(m.rect, card, "the mark lies on the card");
    }

    #[test]
    fn a_card_face_down_or_absent_is_never_marked() {
        let mut scene = table();
        let before = scene.clone();
        scene.mark_last_move(&[
            Event::CardPlayed { seat: 0, card: "Qs".into() },
            Event::CardPlayed { seat: 0, card: "Ah".into() },
        ]);
        assert_eq!(scene, before);
    }

    #[test]
    fn a_pick_up_from_the_table_marks_the_seat_and_a_draw_does_not() {
        let mut scene = table();
        scene.mark_last_move(&[
            Event::CardsTaken { seat: 1, count: 3, from_table: false },
            Event::CardsTaken { seat: 1, count: 2, from_table: true },
            Event::CardsTaken { seat: 4, count: 1, from_table: true },
        ]);
        let marks = marks_of(&scene, MarkKind::Last);
        assert_eq!(marks.len(), 1, "only the pick-up by a seat the scene shows");
        let m = marks[0];
        assert_eq!(m.id, "mark:last:picked_up:1");
        assert_eq!(m.label, Msg::new("scene-mark-last-picked-up").arg("who", named("seat")).arg("count", 2));
        assert_eq!(m.rect.centre(), scene.node("seat:1").unwrap().rect.centre());
    }

    fn row() -> Scene {
        let mut scene = Scene::new(1.0, 1.0);
        for (i, id) in ["a", "b", "c"].into_iter().enumerate() {
            scene.push(Node::new(id, NodeKind::Space, Rect::centred(0.2 * i as f32 + 0.2, 0.5, 0.1)).label(named(id)));
        }
        scene.push(
            Node::new("p", NodeKind::Piece, Rect::centred(0.2, 0.5, 0.08)).shape(Shape::Circle).label(named("p")),
        );
        scene
    }

    #[test]
    fn a_moved_piece_is_marked_at_both_ends() {
        let mut scene = row();
        let path = ["a", "b", "c"].map(String::from).to_vec();
        scene.mark_last_move(&[Event::PieceMoved { piece: "p".into(), path }]);
        let marks: Vec<(&str, Msg, (f32, f32))> = marks_of(&scene, MarkKind::Last)
            .iter()
            .map(|m| (m.id.as_str(), m.label.clone(), m.rect.centre()))
            .collect();
        assert_eq!(
            marks,
            vec![
                (
                    "mark:last:from:p",
                    Msg::new("scene-mark-last-from").arg("what", named("a")),
                    scene.node("a").unwrap().rect.centre()
                ),
                (
                    "mark:last:to:p",
                    Msg::new("scene-mark-last-to").arg("what", named("c")),
                    scene.node("c").unwrap().rect.centre()
                ),
            ]
        );
    }

    #[test]
    fn steps_ring_the_piece_and_mark_tappable_targets() {
        let mut scene = row();
        let step = |n: &str, t: &str| StepInfo {
            notation: n.into(),
            label: crate::scene::plain(n),
            node: Some("p".into()),
            target: Some(t.into()),
        };
        scene.mark_steps(&[step("p-b", "b"), step("p-c", "c")]);
        assert_eq!(scene.node("p").unwrap().action, None, "a piece with two steps waits for the target tap");
        let legal = marks_of(&scene, MarkKind::Legal);
        assert_eq!(legal.len(), 1);
        assert_eq!(legal[0].shape, Shape::Circle, "the ring follows the piece's shape");
        let targets = marks_of(&scene, MarkKind::Target);
        let actions: Vec<Option<&str>> = targets.iter().map(|m| m.action.as_deref()).collect();
        assert_eq!(actions, [Some("p-b"), Some("p-c")]);
        assert!(targets.iter().all(|m| m.dashed && m.role == Role::Item));
        assert_eq!(scene.hit(0.6, 0.5).and_then(|n| n.action.as_deref()), Some("p-c"));
    }

    #[test]
    fn a_hint_marks_each_step_at_both_ends_in_order() {
        let mut scene = row();
        let steps = [StepInfo {
            notation: "p-c".into(),
            label: crate::scene::plain("p-c"),
            node: Some("p".into()),
            target: Some("c".into()),
        }];
        scene.mark_hint(&steps);
        let ids: Vec<&str> = marks_of(&scene, MarkKind::Hint).iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["mark:hint:0:from", "mark:hint:0:to"]);
        assert_eq!(marks_of(&scene, MarkKind::Hint)[1].rect.centre(), scene.node("c").unwrap().rect.centre());
    }
}
