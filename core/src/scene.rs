//! The board scene: what the shells draw.
//!
//! A scene is a flat list of semantic nodes with stable ids and geometry in a unit
//! square (x right, y down, 0..1). The shells draw each kind natively, animate a node
//! whose id moved, and hit-test taps against node rectangles; the CLI renders the
//! same list to SVG. Nothing here knows a rule.

use serde::{Deserialize, Serialize};

/// A rectangle in unit coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// A square of side `size` centred on `(cx, cy)`.
    pub fn centred(cx: f32, cy: f32, size: f32) -> Rect {
        Rect { x: cx - size / 2.0, y: cy - size / 2.0, w: size, h: size }
    }

    /// A rectangle of `w` × `h` centred on `(cx, cy)`.
    pub fn centred_wh(cx: f32, cy: f32, w: f32, h: f32) -> Rect {
        Rect { x: cx - w / 2.0, y: cy - h / 2.0, w, h }
    }

    /// Centre point.
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// True when the point lies inside.
    pub fn contains(&self, px: f32, py: f32) -> bool {
        px >= self.x && px <= self.x + self.w && py >= self.y && py <= self.y + self.h
    }
}

/// What a node is, so a shell knows how to draw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// The board's background or an area (arm, quarter, table).
    Area,
    /// A space a piece can stand on: track square, home path, goal, nest, point, slot.
    Space,
    /// A pawn, marble or checker stack.
    Piece,
    /// A playing card (see `face_up`).
    Card,
    /// A die showing `text`.
    Die,
    /// A highlight: legal target, last move, selection, whose turn.
    Mark,
    /// A text label (pip count, card count, deal number).
    Label,
}

/// One drawable thing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// Stable id: the same piece keeps its id as it moves, so shells animate it.
    pub id: String,
    /// What it is.
    pub kind: NodeKind,
    /// Where it is.
    pub rect: Rect,
    /// Colour key (`red`, `blue`, `white`, `high_trump`, …) or empty.
    pub color: String,
    /// Text shown on it (a die's number, a card's rank, a stack count), or empty.
    pub text: String,
    /// Accessibility label key (localised by the shells); args follow after `|`.
    pub label_key: String,
    /// Step notation a tap on this node triggers, when it is tappable now.
    pub action: Option<String>,
    /// Cards: true when the face is shown to this viewer.
    pub face_up: bool,
    /// Drawing order: higher is on top.
    pub z: i32,
}

impl Node {
    /// A node with the given id, kind and rectangle and nothing else set.
    pub fn new(id: impl Into<String>, kind: NodeKind, rect: Rect) -> Node {
        Node {
            id: id.into(),
            kind,
            rect,
            color: String::new(),
            text: String::new(),
            label_key: String::new(),
            action: None,
            face_up: false,
            z: 0,
        }
    }

    /// Sets the colour key.
    pub fn color(mut self, color: impl Into<String>) -> Node {
        self.color = color.into();
        self
    }

    /// Sets the text.
    pub fn text(mut self, text: impl Into<String>) -> Node {
        self.text = text.into();
        self
    }

    /// Sets the accessibility label key.
    pub fn label(mut self, key: impl Into<String>) -> Node {
        self.label_key = key.into();
        self
    }

    /// Sets the drawing order.
    pub fn z(mut self, z: i32) -> Node {
        self.z = z;
        self
    }

    /// Marks a card as face up.
    pub fn face_up(mut self, up: bool) -> Node {
        self.face_up = up;
        self
    }
}

/// A whole board picture.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// Width / height of the drawing area (1.0 = square).
    pub aspect: f32,
    /// Nodes, drawn in `z` order then list order.
    pub nodes: Vec<Node>,
}

impl Scene {
    /// An empty scene of the given aspect ratio.
    pub fn new(aspect: f32) -> Scene {
        Scene { aspect, nodes: Vec::new() }
    }

    /// Adds a node.
    pub fn push(&mut self, node: Node) {
        self.nodes.push(node);
    }

    /// The node with this id.
    pub fn node(&self, id: &str) -> Option<&Node> {
        self.nodes.iter().find(|n| n.id == id)
    }

    /// The topmost tappable node under a point, for hit-testing taps.
    pub fn hit(&self, x: f32, y: f32) -> Option<&Node> {
        let mut best: Option<&Node> = None;
        for n in &self.nodes {
            if n.action.is_some() && n.rect.contains(x, y) && best.is_none_or(|b| n.z >= b.z) {
                best = Some(n);
            }
        }
        best
    }

    /// Marks what the last move did (`last` colour), so a player who looks up sees
    /// what the previous player did: where each moved piece started and ended, the
    /// card laid, and the seat that picked cards up from the table.
    ///
    /// Nothing here knows a game, so the events find their nodes by id: a piece and
    /// its path by the ids in `PieceMoved`; a laid card by `card:<notation>`, the
    /// notation being the one in `CardPlayed`; a seat by `seat:<n>`. A game whose
    /// scene has no such node simply gets no mark for that event. A card is marked
    /// only where this viewer sees its face, so a mark can never point at (or name)
    /// a card hidden from them. A draw from the pile is not marked: it follows from
    /// the laid card by rule, and the seat's choice was the card.
    pub fn mark_last_move(&mut self, events: &[crate::event::Event]) {
        use crate::event::Event;
        let mut marks = Vec::new();
        for event in events {
            match event {
                Event::PieceMoved { piece, path } => {
                    for (end, id) in [("from", path.first()), ("to", path.last())] {
                        let Some(id) = id else { continue };
                        if let Some(space) = self.node(id) {
                            marks.push(last_mark(
                                format!("mark:last:{end}:{piece}"),
                                space.rect,
                                format!("mark.last_{end}|{piece}"),
                            ));
                        }
                    }
                }
                Event::CardPlayed { card, .. } => {
                    let face_up = self.node(&format!("card:{card}")).filter(|n| n.kind == NodeKind::Card && n.face_up);
                    if let Some(laid) = face_up {
                        marks.push(last_mark(
                            format!("mark:last:played:{card}"),
                            laid.rect,
                            format!("mark.last_played|{card}"),
                        ));
                    }
                }
                Event::CardsTaken { seat, count, from_table: true } => {
                    if let Some(place) = self.node(&format!("seat:{seat}")) {
                        marks.push(last_mark(
                            format!("mark:last:picked_up:{seat}"),
                            place.rect,
                            format!("mark.last_picked_up|{seat}|{count}"),
                        ));
                    }
                }
                _ => {}
            }
        }
        self.nodes.extend(marks);
    }

    /// Adds `marks` for the offered next steps and wires each step to its node:
    /// the node a step starts from becomes tappable with that step, and the node it
    /// ends on gets a `legal_target` mark (itself tappable when the start node is
    /// shared by several steps, so a tap on the target picks the step).
    pub fn mark_steps(&mut self, steps: &[crate::game::StepInfo]) {
        let mut marks = Vec::new();
        for step in steps {
            let shared = steps.iter().filter(|s| s.node.is_some() && s.node == step.node).count() > 1;
            if let Some(id) = &step.node {
                if let Some(n) = self.nodes.iter_mut().find(|n| &n.id == id) {
                    if n.action.is_none() && !shared {
                        n.action = Some(step.notation.clone());
                    }
                }
            }
            if let Some(target) = &step.target {
                if let Some(t) = self.nodes.iter().find(|n| &n.id == target) {
                    let mut mark = Node::new(format!("mark:{}:{}", target, step.notation), NodeKind::Mark, t.rect)
                        .color("legal")
                        .label(format!("mark.legal_target|{}", step.label))
                        .z(50);
                    mark.action = Some(step.notation.clone());
                    marks.push(mark);
                }
            }
        }
        self.nodes.extend(marks);
    }
}

/// A last-move mark: one look (colour, drawing order) for every kind of last move, so
/// the shells draw them alike.
fn last_mark(id: String, rect: Rect, label: String) -> Node {
    Node::new(id, NodeKind::Mark, rect).color("last").label(label).z(40)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;

    /// A small card-table scene: seat 1's node, a face-up `7h` on the table and, as a
    /// hand hidden from this viewer would be, a face-down card that still carries a
    /// card id (no game should do that; the marks must not trust it).
    fn table() -> Scene {
        let mut scene = Scene::new(1.0);
        scene.push(Node::new("seat:1", NodeKind::Label, Rect::centred(0.5, 0.1, 0.2)));
        scene.push(Node::new("card:7h", NodeKind::Card, Rect::centred(0.5, 0.5, 0.1)).face_up(true));
        scene.push(Node::new("card:Qs", NodeKind::Card, Rect::centred(0.2, 0.1, 0.1)));
        scene
    }

    fn last_marks(scene: &Scene) -> Vec<&Node> {
        scene.nodes.iter().filter(|n| n.color == "last").collect()
    }

    #[test]
    fn a_laid_card_is_marked_where_it_lies() {
        let mut scene = table();
        scene.mark_last_move(&[Event::CardPlayed { seat: 0, card: "7h".into() }]);
        let marks = last_marks(&scene);
        assert_eq!(marks.len(), 1);
        let m = marks[0];
        assert_eq!(m.id, "mark:last:played:7h");
        assert_eq!((m.kind, m.z, m.label_key.as_str()), (NodeKind::Mark, 40, "mark.last_played|7h"));
        assert_eq!(m.rect, scene.node("card:7h").unwrap().rect);
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
        let marks = last_marks(&scene);
        assert_eq!(marks.len(), 1, "only the pick-up by a seat the scene shows");
        let m = marks[0];
        assert_eq!(m.id, "mark:last:picked_up:1");
        assert_eq!((m.kind, m.z, m.label_key.as_str()), (NodeKind::Mark, 40, "mark.last_picked_up|1|2"));
        assert_eq!(m.rect, scene.node("seat:1").unwrap().rect);
    }

    #[test]
    fn a_moved_piece_is_marked_at_both_ends() {
        let mut scene = Scene::new(1.0);
        for (i, id) in ["a", "b", "c"].into_iter().enumerate() {
            scene.push(Node::new(id, NodeKind::Space, Rect::centred(0.2 * i as f32 + 0.2, 0.5, 0.1)));
        }
        let path = ["a", "b", "c"].map(String::from).to_vec();
        scene.mark_last_move(&[Event::PieceMoved { piece: "p".into(), path }]);
        let marks: Vec<(&str, &str, Rect)> =
            last_marks(&scene).iter().map(|m| (m.id.as_str(), m.label_key.as_str(), m.rect)).collect();
        assert_eq!(
            marks,
            vec![
                ("mark:last:from:p", "mark.last_from|p", scene.node("a").unwrap().rect),
                ("mark:last:to:p", "mark.last_to|p", scene.node("c").unwrap().rect),
            ]
        );
        assert!(last_marks(&scene).iter().all(|m| m.kind == NodeKind::Mark && m.z == 40));
    }
}
