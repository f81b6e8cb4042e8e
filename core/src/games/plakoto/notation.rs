//! Plakoto's notation is the tavli family's ([`crate::games::tavli::notation`], see
//! docs/notation-plakoto.md); this names its starting position.

/// The position a new game of Plakoto starts from (before the roll-off), in notation.
pub fn start_position() -> String {
    use crate::game::{Game, Setup};
    let state = super::Plakoto::new_game(&Setup::new(2)).expect("the default setup is valid");
    super::Plakoto::format_state(&state)
}
