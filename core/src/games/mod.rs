//! One folder per game, the same files in each: `rules.rs` (state, moves, legality),
//! `notation.rs` (position and move text), `bot.rs` (the three levels), `scene.rs`
//! (the board picture) and `tests.rs`.

use crate::catalog::{Def, GameDef};

pub mod cards;
pub mod durak;
pub mod fevga;
pub mod fia;
pub mod fjols;
pub mod pairanoid;
pub mod plakoto;
pub mod portes;
pub mod tavli;
pub mod tavli_series;

/// Every game, in menu order.
pub static ALL: &[&dyn GameDef] = &[
    &Def::<fia::Fia>::new(),
    &Def::<pairanoid::Pairanoid>::new(),
    &Def::<fjols::Fjols>::new(),
    &Def::<fevga::Fevga>::new(),
    &Def::<durak::Durak>::new(),
    &Def::<portes::Portes>::new(),
    &Def::<plakoto::Plakoto>::new(),
    &Def::<tavli_series::TavliSeries>::new(),
];
