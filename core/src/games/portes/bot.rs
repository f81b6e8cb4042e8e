//! Portes' weights for the hand-set evaluation of the tavli bots
//! ([`crate::games::tavli::bot::heuristic_value`], which training checks the network
//! against): blots are hit and checkers on the bar lose their whole way, so both cost;
//! there are no pins. The bots play by Portes' network (`weights.txt`, `tavli/nn.rs`).

use crate::games::tavli::bot::Weights;

/// The evaluation's weights, in pips (hand-set).
pub const WEIGHTS: Weights =
    Weights { point: 1.5, home_point: 3.0, blot: 5.0, bar: 4.0, pin: 0.0, pin_depth: 0.0, mother: 0.0 };
