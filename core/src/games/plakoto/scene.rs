//! Plakoto is drawn by the tavli family's scene ([`crate::games::tavli::scene`]) on the
//! board all three tavli games share ([`crate::games::tavli::layout`]).

pub use crate::games::tavli::scene::{scene, text_board};
