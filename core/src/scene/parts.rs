//! The building blocks the four boards share, so a piece, a card, a die or a label
//! looks the same in every game.

use super::{Face, MarkKind, Node, NodeKind, Rect, Role, Shape};
use crate::message::Msg;

/// Outline width of a piece, as a fraction of its size.
const PIECE_EDGE: f32 = 0.09;

/// A pawn, marble or checker of theme colour `color`: a circle of diameter `size`
/// centred on `(cx, cy)` with a contrasting edge and its number.
pub fn piece(id: impl Into<String>, (cx, cy): (f32, f32), size: f32, color: &str, number: u8, label: Msg) -> Node {
    Node::new(id, NodeKind::Piece, Rect::centred(cx, cy, size))
        .shape(Shape::Circle)
        .color(color)
        .outline("piece-edge", size * PIECE_EDGE)
        .face(Face::Piece { number })
        .label(label)
        .z(10)
}

/// A card with `face` (a face-up [`Face::Card`] or [`Face::CardBack`]) in `rect`.
pub fn card(id: impl Into<String>, rect: Rect, face: Face, label: Msg) -> Node {
    let color = if matches!(face, Face::CardBack) { "card-back" } else { "card" };
    Node::new(id, NodeKind::Card, rect)
        .shape(Shape::CARD)
        .color(color)
        .outline("card-edge", rect.w * 0.025)
        .face(face)
        .label(label)
}

/// A die showing `value` (0 = blank) as pips.
pub fn die(id: impl Into<String>, rect: Rect, value: u8, label: Msg) -> Node {
    Node::new(id, NodeKind::Die, rect)
        .shape(Shape::ROUNDED)
        .color("die")
        .outline("piece-edge", rect.w * 0.05)
        .face(Face::Die { value })
        .label(label)
        .role(Role::Status)
        .z(20)
}

/// A text label: `text` written on a pill of theme colour `color` (empty: no pill),
/// read out as `label`.
pub fn label(id: impl Into<String>, rect: Rect, color: &str, text: Msg, label: Msg) -> Node {
    let node = Node::new(id, NodeKind::Label, rect).shape(Shape::ROUNDED).color(color).text(text).label(label);
    let node = if color.is_empty() { node } else { node.outline("board-edge", rect.h * 0.04) };
    node.role(Role::Text).z(30)
}

/// The turn ring: a ring the size of a piece round `rect`'s centre, announced as
/// whose turn it is.
pub fn turn_ring(id: impl Into<String>, (cx, cy): (f32, f32), size: f32, label: Msg) -> Node {
    Node::new(id, NodeKind::Mark, Rect::centred(cx, cy, size))
        .shape(Shape::Ring { width: 0.14 })
        .color(MarkKind::Turn.color())
        .face(Face::Mark { mark: MarkKind::Turn })
        .label(label)
        .role(Role::Status)
        .z(MarkKind::Turn.z())
}

/// A frame round a seat's name or a player's area, marking whose turn it is.
pub fn turn_frame(id: impl Into<String>, rect: Rect, label: Msg) -> Node {
    Node::new(id, NodeKind::Mark, rect)
        .shape(Shape::ROUNDED)
        .outline(MarkKind::Turn.color(), rect.h.min(rect.w) * 0.1)
        .face(Face::Mark { mark: MarkKind::Turn })
        .label(label)
        .role(Role::Status)
        .z(MarkKind::Turn.z() + 25)
}

/// A colour's catalogue name (`color-red`), for labels.
pub fn color_name(color: &str) -> Msg {
    Msg::new(format!("color-{color}"))
}
