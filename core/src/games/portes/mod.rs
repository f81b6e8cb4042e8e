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
use crate::games::tavli::game::{Opposed, Rules};
use crate::games::tavli::rules::Kind;

static VARIANTS: &[VariantSpec] = &[VariantSpec {
    key: "triple",
    label_key: "tavli-variant-triple",
    values: &["off", "on"],
    help: "A loser who bore off none and still has a checker on the bar or in the winner's home loses 3 points",
}];

static INFO: GameInfo = GameInfo {
    id: "portes",
    name: "Portes",
    min_players: 2,
    max_players: 2,
    default_players: 2,
    teams: &[],
    variants: VARIANTS,
    private_info: false,
    confirm_moves: true,
};

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
