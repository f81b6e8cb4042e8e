//! Plakoto's weights for the hand-set evaluation of the tavli bots
//! ([`crate::games::tavli::bot::heuristic_value`], which training checks the network
//! against): a pinned checker cannot move and stops its side bearing off, more so the
//! further it is from home; a single checker in reach risks exactly that. The bots play
//! by Plakoto's network (`weights.txt`, `tavli/nn.rs`).

use crate::games::tavli::bot::Weights;

/// The evaluation's weights, in pips (hand-set).
pub const WEIGHTS: Weights =
    Weights { point: 2.0, home_point: 2.5, blot: 4.0, bar: 0.0, pin: 6.0, pin_depth: 2.0, mother: 20.0 };
