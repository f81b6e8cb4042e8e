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

    /// Marks where the last move's pieces started and ended (`last` colour), so a
    /// player who looks up sees what the previous player did.
    pub fn mark_last_move(&mut self, events: &[crate::event::Event]) {
        let mut marks = Vec::new();
        for event in events {
            if let crate::event::Event::PieceMoved { piece, path } = event {
                for (end, id) in [("from", path.first()), ("to", path.last())] {
                    let Some(id) = id else { continue };
                    if let Some(space) = self.node(id) {
                        marks.push(
                            Node::new(format!("mark:last:{end}:{piece}"), NodeKind::Mark, space.rect)
                                .color("last")
                                .label(format!("mark.last_{end}|{piece}"))
                                .z(40),
                        );
                    }
                }
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
