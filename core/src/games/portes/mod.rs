//! Portes, the first game of Greek tavli (RULES.md §5): backgammon without cube,
//! hitting to the bar, 1 point or 2 for a win before the loser bore off any (3 with
//! the triple variant). The board, turn rules, flow, notation, scene and bots are the
//! tavli family's ([`crate::games::tavli`]); this folder holds what is Portes' own.

pub mod bot;
pub mod notation;
pub mod rules;
pub mod scene;

#[cfg(test)]
mod tests;

use crate::game::{GameInfo, VariantSpec};
use crate::games::tavli::game::{tavli_info, Opposed, Rules};
use crate::games::tavli::rules::Kind;

/// Portes' house rule, the triple game (also the series', for its Portes games).
pub const TRIPLE: VariantSpec = VariantSpec {
    key: "triple",
    label_key: "tavli-variant-triple",
    values: &["off", "on"],
    help: "A loser who bore off none and still has a checker on the bar or in the winner's home loses 3 points",
};

static INFO: GameInfo = tavli_info("portes", "Portes", &[TRIPLE]);

/// Which game [`Portes`] is.
pub struct PortesRules;

impl Rules for PortesRules {
    const KIND: Kind = Kind::Portes;

    fn info() -> &'static GameInfo {
        &INFO
    }
}

/// The Portes rules.
pub type Portes = Opposed<PortesRules>;
