//! games
use crate::catalog::{Def, GameDef};
pub mod fevga;
/// all
pub static ALL: &[&dyn GameDef] = &[&Def::<fevga::Fevga>::new()];
