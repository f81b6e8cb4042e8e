//! Who sits in a seat of a game opened on a server: the protocol's record (`create`
//! and `import` carry a list of them), kept here because the core also proposes them
//! when a device save is imported ([`crate::import::seats_for`]).

use serde::{Deserialize, Serialize};

use crate::game::BotLevel;

/// Who sits in a seat when a host creates (or imports) a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatRequest {
    /// The host's own seat (exactly one).
    Me {
        /// The host's name.
        name: String,
    },
    /// A seat for someone invited with a code.
    Invite {
        /// The name the host gives them (the joiner may give their own).
        name: String,
    },
    /// A bot the server plays.
    Bot {
        /// Its strength.
        level: BotLevel,
    },
}
