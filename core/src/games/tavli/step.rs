//! One checker movement of a tavli game, in the absolute points notation shows.

use serde::{Deserialize, Serialize};

/// One checker movement in absolute points (what notation shows).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Step {
    /// Absolute point 1..=24 moved from, or [`BAR_POINT`] for a checker entering.
    pub from: u8,
    /// Absolute point 1..=24 moved to, or [`OFF_POINT`] for borne off.
    pub to: u8,
}

/// `to` value of a bear-off step.
pub const OFF_POINT: u8 = 0;

/// `from` value of a step that enters a checker from the bar (Portes only).
pub const BAR_POINT: u8 = 25;
