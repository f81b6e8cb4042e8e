//! Shapes a node is drawn as. Every shape fills its node's rectangle, so a shell
//! needs the rectangle and the shape and nothing about the game.

use serde::{Deserialize, Serialize};

/// A direction on the board (y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dir {
    /// Towards the top edge.
    Up,
    /// Towards the bottom edge.
    Down,
    /// Towards the left edge.
    Left,
    /// Towards the right edge.
    Right,
}

impl Dir {
    /// The unit step of this direction in board coordinates.
    pub fn step(self) -> (f32, f32) {
        match self {
            Dir::Up => (0.0, -1.0),
            Dir::Down => (0.0, 1.0),
            Dir::Left => (-1.0, 0.0),
            Dir::Right => (1.0, 0.0),
        }
    }
}

/// The outline a node is drawn with, always fitted to its rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum Shape {
    /// The rectangle itself (squares of a track, areas).
    Rect,
    /// A rectangle with rounded corners; `radius` is a fraction (0..0.5) of the
    /// shorter side (cards, dice, labels, nests).
    RoundRect {
        /// Corner radius as a fraction of the shorter side.
        radius: f32,
    },
    /// The ellipse inscribed in the rectangle, a circle when it is square (pieces,
    /// checkers, nest spots, round fields).
    Circle,
    /// A ring: the inscribed circle's outline only, `width` thick as a fraction of
    /// the shorter side (a start-field ring, the turn ring round a piece).
    Ring {
        /// Ring thickness as a fraction of the shorter side.
        width: f32,
    },
    /// An isosceles triangle whose base is the rectangle's side opposite `apex`
    /// and whose tip is the middle of the side towards `apex` (a backgammon point
    /// with its tip towards the middle of the board, a Fia goal triangle with its
    /// tip in the centre).
    Triangle {
        /// Which side the tip touches.
        apex: Dir,
    },
    /// An arrow across the rectangle pointing towards `dir` (the entry of a home
    /// path): a shaft along the middle and a head filling the last third.
    Arrow {
        /// Where the arrow points.
        dir: Dir,
    },
}

impl Shape {
    /// The shape of a card: a rounded rectangle with small corners.
    pub const CARD: Shape = Shape::RoundRect { radius: 0.1 };
    /// The shape of a die or a label pill.
    pub const ROUNDED: Shape = Shape::RoundRect { radius: 0.2 };
}
