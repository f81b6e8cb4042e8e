//! Plakoto, the second game of Greek tavli (RULES.md §6): all 15 start on the
//! 24-point, a single opposing checker is pinned rather than hit, and a pinned mother
//! ends the game. The board, turn rules, flow, notation, scene and bots are the tavli
//! family's ([`crate::games::tavli`]); this folder holds what is Plakoto's own.

pub mod bot;
pub mod notation;
pub mod rules;
pub mod scene;

#[cfg(test)]
mod tests;

use crate::game::{GameInfo, VariantSpec};
use crate::games::tavli::game::{tavli_info, Opposed, Rules};
use crate::games::tavli::rules::Kind;

/// Plakoto's house rule, the mother checker (also the series', for its Plakoto games).
pub const MOTHER: VariantSpec = VariantSpec {
    key: "mother",
    label_key: "tavli-variant-mother",
    values: &["on", "off"],
    help: "A mother checker pinned on its starting point ends the game (2 points) unless the pinner still has checkers on its own start",
};

static INFO: GameInfo = tavli_info("plakoto", "Plakoto", &[MOTHER]);

/// Which game [`Plakoto`] is.
pub struct PlakotoRules;

impl Rules for PlakotoRules {
    const KIND: Kind = Kind::Plakoto;

    fn info() -> &'static GameInfo {
        &INFO
    }
}

/// The Plakoto rules.
pub type Plakoto = Opposed<PlakotoRules>;
