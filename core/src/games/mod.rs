//! The games of the catalog, one folder each.
use crate::catalog::{Def, GameDef};

pub mod fjols;

/// Every game, in menu order.
pub static ALL: &[&dyn GameDef] = &[&Def::<fjols::Fjols>::new()];
