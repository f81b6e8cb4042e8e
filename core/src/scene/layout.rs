//! Portrait or landscape: the arrangement a caller asks for (a phone held upright, a
//! tablet on its side) and the one a scene states it was laid out for.

use serde::{Deserialize, Serialize};

/// The arrangement of a scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Layout {
    /// Square (a board that looks the same either way, like Fia's cross).
    #[default]
    Square,
    /// Taller than wide (a phone held upright).
    Portrait,
    /// Wider than tall (a tablet on its side, the backgammon board).
    Landscape,
}

impl Layout {
    /// The arrangement a scene of this size has.
    pub fn of(width: f32, height: f32) -> Layout {
        if (width - height).abs() < 1e-3 {
            Layout::Square
        } else if width > height {
            Layout::Landscape
        } else {
            Layout::Portrait
        }
    }

    /// The arrangement that fits a drawing area of `w` × `h` pixels.
    pub fn for_area(w: f32, h: f32) -> Layout {
        if w > h * 1.15 {
            Layout::Landscape
        } else if h > w * 1.15 {
            Layout::Portrait
        } else {
            Layout::Square
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_follow_the_shape() {
        assert_eq!(Layout::of(1.0, 1.0), Layout::Square);
        assert_eq!(Layout::of(1.5, 1.0), Layout::Landscape);
        assert_eq!(Layout::of(1.0, 1.6), Layout::Portrait);
        assert_eq!(Layout::for_area(1080.0, 2200.0), Layout::Portrait);
        assert_eq!(Layout::for_area(2000.0, 1200.0), Layout::Landscape);
        assert_eq!(Layout::for_area(1000.0, 1000.0), Layout::Square);
    }
}
