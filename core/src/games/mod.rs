//! games
use crate::catalog::GameDef;
/// all
pub static ALL: &[&dyn GameDef] = &[];
