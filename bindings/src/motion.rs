//! Motion over the FFI: how the board gets from the previous screen state to the new
//! one, decided in core (`spelbord_core::scene::motion`). A shell tweens each
//! transition's rectangle through its keyframes, starting `delay_ms` after the state
//! arrives, for `duration_ms`, both multiplied by the player's animation speed (0
//! shows the new board at once); until it starts, a node stands at its first keyframe.

use spelbord_core::scene::motion as mo;

use crate::scene::UnitRect;

/// How a node moves, so a shell may pick an easing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum MotionKind {
    /// A piece hopping field by field along its path.
    Hop,
    /// A piece or checker sliding straight to its place.
    Slide,
    /// A knocked piece flying home.
    Fly,
    /// A card moving between hand, table and pile.
    Deal,
    /// A card turned over where it lies.
    Flip,
    /// A die tumbling before it settles.
    Roll,
}

/// Where a node is at fraction `at` (0 = start, 1 = end) of its transition.
#[derive(Debug, Clone, Copy, PartialEq, uniffi::Record)]
pub struct Keyframe {
    /// Fraction of the duration, 0..=1, increasing along the path.
    pub at: f32,
    /// The node's rectangle then, in board units.
    pub rect: UnitRect,
}

/// How one node of the new scene moves.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct Transition {
    /// The node's id in the new scene.
    pub node: String,
    /// What kind of motion it is.
    pub kind: MotionKind,
    /// Start, in milliseconds after the state arrives, at normal speed.
    pub delay_ms: u32,
    /// Length at normal speed.
    pub duration_ms: u32,
    /// Keyframes: first where it was, last where it is now.
    pub path: Vec<Keyframe>,
    /// The card turns over half-way (scale its width to zero and back, showing the
    /// new face in the second half).
    pub flip: bool,
}

impl From<mo::Transition> for Transition {
    fn from(t: mo::Transition) -> Self {
        Transition {
            node: t.node,
            kind: match t.kind {
                mo::MotionKind::Hop => MotionKind::Hop,
                mo::MotionKind::Slide => MotionKind::Slide,
                mo::MotionKind::Fly => MotionKind::Fly,
                mo::MotionKind::Deal => MotionKind::Deal,
                mo::MotionKind::Flip => MotionKind::Flip,
                mo::MotionKind::Roll => MotionKind::Roll,
            },
            delay_ms: t.delay_ms,
            duration_ms: t.duration_ms,
            path: t.path.into_iter().map(|k| Keyframe { at: k.at, rect: k.rect.into() }).collect(),
            flip: t.flip,
        }
    }
}
