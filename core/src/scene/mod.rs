//! The board scene: everything a shell needs to paint a board, and nothing about the
//! rules.
//!
//! # How to paint a scene
//!
//! A [`Scene`] is `width` × `height` board units with the origin top left, x to the
//! right and y down; both axes use the same unit, so a square stays square. Scale it
//! uniformly into the drawing area (`min(W / width, H / height)`) and centre it.
//!
//! Paint [`Scene::nodes`] sorted by `z` (stable: equal `z` keeps list order). For each
//! [`Node`]:
//!
//! 1. Take its `rect` and [`Shape`]: the shape always fills the rectangle.
//! 2. Fill it with the theme colour of `color` (empty: no fill). In the colour-blind
//!    set lay the colour's [`Pattern`] over the fill in the colour's `ink`.
//! 3. Stroke it with the theme colour of `outline` (empty: none), `line` board units
//!    wide, dashed when `dashed`.
//! 4. Draw the [`Face`] inside the rectangle: a piece's number, a stack's count, a
//!    card's corner index and suit symbol in the suit's ink plus the trump badge, a
//!    card back, a die's pips, the cube's number. A mark face is only its outline.
//! 5. Write `text` (a [`Msg`] rendered in the player's language) centred in the
//!    rectangle, in the `ink` of the node's colour (or of `board` when unfilled).
//!
//! Hit-test taps with [`Scene::hit`]: the topmost node with an `action` under the
//! finger; send the action as a step. Accessibility: every node whose [`Role`] is not
//! `Hidden` is an element with its `label` as the description (a button when it has
//! an action; `Status` nodes are announced when they change). Animate a node whose id
//! is in both the old and the new scene with [`motion`]'s transitions.
//!
//! Ids are stable: a piece keeps its id as it moves (`fia:piece:red:1`,
//! `marble:red:0`, `checker:white:3`), a face-up card is `card:<notation>` wherever it
//! lies (a Pairanoid hand card is `card:<colour>:<index>`), a seat's name is
//! `seat:<n>`. Hidden cards never carry a card in their id, face or label.

pub mod changes;
mod face;
mod layout;
mod marks;
pub mod motion;
pub mod parts;
mod shape;
pub mod theme;

#[cfg(test)]
pub(crate) mod tests;

pub use face::{Face, MarkKind, Rank, Suit, Trump};
pub use layout::Layout;
pub use marks::{mark_node, CHOICE_PREFIX, LAID_AREA};
pub use shape::{Dir, Shape};
pub use theme::{theme, Pattern, Theme, ThemeColor, ThemeName};

use serde::{Deserialize, Serialize};

use crate::message::{Arg, Msg};

/// The most checkers drawn on one point; the top one shows the count when more stand there.
pub const STACK_DRAWN: usize = 5;

/// A rectangle in board units.
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

    /// The same rectangle grown by `d` on every side (negative shrinks).
    pub fn grown(&self, d: f32) -> Rect {
        Rect { x: self.x - d, y: self.y - d, w: self.w + 2.0 * d, h: self.h + 2.0 * d }
    }

    /// A rectangle of the same size centred on `(cx, cy)`.
    pub fn moved_to(&self, cx: f32, cy: f32) -> Rect {
        Rect::centred_wh(cx, cy, self.w, self.h)
    }
}

/// What a node is, so a shell knows what it holds (how it looks is shape, colours and face).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NodeKind {
    /// The board's background or an area (arm, nest area, table, home quarter).
    Area,
    /// A space a piece can stand on: track square, home path, goal, nest spot, point, slot, pile.
    Space,
    /// A pawn, marble or checker.
    Piece,
    /// A playing card (face up or back, see [`Face`]).
    Card,
    /// A die or the doubling cube.
    Die,
    /// A highlight: legal target, selection, last move, hint, whose turn.
    Mark,
    /// A text label (name and card count, pip count, score, trump, deal).
    Label,
}

/// What a node is to a screen reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Decoration: not an accessibility element (backgrounds, lines, marks whose
    /// meaning is in another node's label).
    #[default]
    Hidden,
    /// A thing on the board to know about or tap: a space, piece, card, die.
    Item,
    /// Text to read (a label).
    Text,
    /// Changes a player must hear about (whose turn, the roll): announce on change.
    Status,
}

/// One drawable thing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Node {
    /// Stable id: the same piece keeps its id as it moves, so shells animate it.
    pub id: String,
    /// What it is.
    pub kind: NodeKind,
    /// Where it is, in board units.
    pub rect: Rect,
    /// How it is outlined.
    pub shape: Shape,
    /// Theme key of the fill, or empty for none.
    pub color: String,
    /// Theme key of the outline, or empty for none.
    pub outline: String,
    /// Outline width in board units.
    pub line: f32,
    /// True when the outline is dashed (targets, hints).
    pub dashed: bool,
    /// What is printed on it.
    pub face: Face,
    /// Visible text, rendered in the player's language, if any.
    pub text: Option<Msg>,
    /// The text's short form, drawn instead where the board is too small for `text` at
    /// the smallest readable size (a phone): a label that grew past its box would cover
    /// its neighbours. The screen reader still says `label` whole.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<Msg>,
    /// What a screen reader says for it.
    pub label: Msg,
    /// Its accessibility role.
    pub role: Role,
    /// Step notation a tap on this node triggers, when it is tappable now.
    pub action: Option<String>,
    /// Drawing order: higher is on top.
    pub z: i32,
}

impl Node {
    /// A node with the given id, kind and rectangle: a plain rectangle, no colours,
    /// no text, hidden from screen readers.
    pub fn new(id: impl Into<String>, kind: NodeKind, rect: Rect) -> Node {
        Node {
            id: id.into(),
            kind,
            rect,
            shape: Shape::Rect,
            color: String::new(),
            outline: String::new(),
            line: 0.0,
            dashed: false,
            face: Face::Plain,
            text: None,
            short: None,
            label: Msg::default(),
            role: Role::Hidden,
            action: None,
            z: 0,
        }
    }

    /// Sets the shape.
    pub fn shape(mut self, shape: Shape) -> Node {
        self.shape = shape;
        self
    }

    /// Sets the fill's theme key.
    pub fn color(mut self, color: impl Into<String>) -> Node {
        self.color = color.into();
        self
    }

    /// Sets the outline's theme key and width.
    pub fn outline(mut self, color: impl Into<String>, line: f32) -> Node {
        self.outline = color.into();
        self.line = line;
        self
    }

    /// Makes the outline dashed.
    pub fn dashed(mut self) -> Node {
        self.dashed = true;
        self
    }

    /// Sets the face.
    pub fn face(mut self, face: Face) -> Node {
        self.face = face;
        self
    }

    /// Sets the visible text.
    pub fn text(mut self, text: Msg) -> Node {
        self.text = Some(text);
        self
    }

    /// Sets the short form of the visible text (see [`Node::short`]).
    pub fn short(mut self, short: Msg) -> Node {
        self.short = Some(short);
        self
    }

    /// Sets the accessibility label; a node with a label is an [`Role::Item`] unless
    /// a role is set after.
    pub fn label(mut self, label: Msg) -> Node {
        self.label = label;
        if self.role == Role::Hidden {
            self.role = Role::Item;
        }
        self
    }

    /// Sets the role.
    pub fn role(mut self, role: Role) -> Node {
        self.role = role;
        self
    }

    /// Sets the drawing order.
    pub fn z(mut self, z: i32) -> Node {
        self.z = z;
        self
    }

    /// True for a card whose face this viewer sees.
    pub fn face_up(&self) -> bool {
        self.face.is_face_up_card()
    }
}

/// A whole board picture.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// Width in board units.
    pub width: f32,
    /// Height in board units.
    pub height: f32,
    /// The arrangement this scene was laid out for.
    pub layout: Layout,
    /// Nodes, drawn in `z` order then list order.
    pub nodes: Vec<Node>,
    /// True when the game has said there is no earlier turn to mark on this board
    /// (a new game of a series, set up after the moves of the last one): the
    /// session then adds no last-turn marks ([`Scene::mark_last_turns`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fresh_board: bool,
}

impl Default for Scene {
    fn default() -> Scene {
        Scene::new(1.0, 1.0)
    }
}

impl Scene {
    /// An empty scene of `width` × `height` board units.
    pub fn new(width: f32, height: f32) -> Scene {
        Scene { width, height, layout: Layout::of(width, height), nodes: Vec::new(), fresh_board: false }
    }

    /// True when the scene has no nodes (a frame that carries changes instead).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Width / height.
    pub fn aspect(&self) -> f32 {
        self.width / self.height.max(1e-6)
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

    /// Every theme key the scene's nodes use (fills and outlines, suit inks, marks).
    pub fn color_keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = Vec::new();
        for n in &self.nodes {
            let mut add = |k: &str| {
                if !k.is_empty() && !keys.iter().any(|e| e == k) {
                    keys.push(k.to_string());
                }
            };
            add(&n.color);
            add(&n.outline);
            match &n.face {
                Face::Card { suit: Some(s), trump, .. } => {
                    add(s.ink());
                    add(match trump {
                        Trump::High => "trump-high",
                        Trump::Low => "trump-low",
                        Trump::Only => "trump",
                        Trump::None => "card",
                    });
                }
                Face::Mark { mark } => add(mark.color()),
                _ => {}
            }
        }
        keys
    }
}

/// A seat's name in a label, filled in by the session from its seats (see
/// [`Scene::name_seats`]); without a session it reads "player 2" (`seat-numbered`).
pub fn seat_name(seat: usize) -> Msg {
    Msg::new("seat-numbered").arg("number", seat + 1)
}

impl Scene {
    /// Puts the seats' names into every label and text that names a seat with
    /// [`seat_name`], so a card count reads "Bo · 5 cards".
    pub fn name_seats(&mut self, names: &[Arg]) {
        let name = |s: usize| names.get(s).cloned();
        for n in &mut self.nodes {
            for m in n.text.iter_mut().chain(n.short.iter_mut()).chain(std::iter::once(&mut n.label)) {
                match m.numbered_seat().and_then(|s| names.get(s)) {
                    Some(Arg::Msg(whole)) => *m = whole.clone(),
                    Some(whole) => *m = Msg::new("scene-text").arg("text", whole.clone()),
                    None => m.name_seats(&name),
                }
            }
        }
    }
}

/// A message whose text is put in as it is (a number on a point, a name): the
/// catalogue's `scene-text = { $text }`.
pub fn plain(text: impl Into<String>) -> Msg {
    Msg::new("scene-text").arg("text", text.into())
}
