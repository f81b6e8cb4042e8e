//! Portes' weights for the tavli bots ([`crate::games::tavli::bot`]): blots are hit
//! and checkers on the bar lose their whole way, so both cost; there are no pins.

use crate::games::tavli::bot::Weights;

/// The evaluation's weights, in pips (hand-set, not yet tuned by arena runs).
pub const WEIGHTS: Weights =
    Weights { point: 1.5, home_point: 3.0, blot: 5.0, bar: 4.0, pin: 0.0, pin_depth: 0.0, mother: 0.0 };
