//! What happened, for animation and for the move log. Games return these from
//! `apply`; the shells animate them (a piece sliding along `path`, a die tumbling).

use serde::{Deserialize, Serialize};

use crate::game::Seat;
use crate::message::Msg;

/// One thing that happened when a move or chance outcome was applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// Dice (or one die) were rolled.
    DiceRolled {
        /// Who rolled (None for a roll-off shown to all).
        seat: Option<Seat>,
        /// The numbers.
        values: Vec<u8>,
    },
    /// A piece moved along a path of scene space ids (first = where it started).
    PieceMoved {
        /// Scene id of the piece.
        piece: String,
        /// Space ids visited, in order.
        path: Vec<String>,
    },
    /// A piece was knocked (or otherwise sent) back to its nest.
    PieceSentHome {
        /// Scene id of the piece.
        piece: String,
        /// Space it was knocked from.
        from: String,
        /// Nest space it went to.
        to: String,
    },
    /// Two pieces changed places (a jack swap).
    PiecesSwapped {
        /// Scene id of one piece.
        a: String,
        /// Scene id of the other.
        b: String,
    },
    /// Cards were shuffled into a new draw pile.
    Shuffled {
        /// Cards in the new pile.
        cards: usize,
    },
    /// Cards were dealt to each seat.
    Dealt {
        /// Cards each seat received.
        per_seat: usize,
    },
    /// A card was laid or played (notation of the card).
    CardPlayed {
        /// Who played it.
        seat: Seat,
        /// The card in notation.
        card: String,
    },
    /// A seat drew or picked up cards.
    CardsTaken {
        /// Who took them.
        seat: Seat,
        /// How many.
        count: usize,
        /// True when picked up from the table (Fjols), false when drawn.
        from_table: bool,
    },
    /// A seat passed (no legal move, or a discarded hand).
    Passed {
        /// Who passed.
        seat: Seat,
        /// Localisation key of the reason.
        reason: String,
    },
    /// The turn went to another seat.
    TurnChanged {
        /// Whose turn it is now.
        seat: Seat,
    },
    /// A seat finished (all pieces home, or out of cards) and took a place.
    Finished {
        /// Who.
        seat: Seat,
        /// Place taken, 1 = first.
        place: u32,
    },
    /// A game-specific note ("white offers the cube at 2") as a catalogue message,
    /// rendered at the edge in the player's language (`Display` gives English).
    Note {
        /// What happened.
        msg: Msg,
    },
    /// The game ended.
    GameOver,
}

impl Event {
    /// True when every seat may know this event: it tells only what the whole table
    /// sees happen (and what the public move log says). The match has no catch-all:
    /// a new kind of event must be decided here before it can go to another device.
    pub fn is_public(&self) -> bool {
        match self {
            // Dice, pieces and the board are in plain sight.
            Event::DiceRolled { .. }
            | Event::PieceMoved { .. }
            | Event::PieceSentHome { .. }
            | Event::PiecesSwapped { .. } => true,
            // How many cards, never which.
            Event::Shuffled { .. } | Event::Dealt { .. } | Event::CardsTaken { .. } => true,
            // A card laid face up on the table (its log line names it for everyone).
            Event::CardPlayed { .. } => true,
            // The turn, a pass, a finish, the end.
            Event::Passed { .. } | Event::TurnChanged { .. } | Event::Finished { .. } | Event::GameOver => true,
            // A note is a line of the move log, which every seat reads.
            Event::Note { .. } => true,
        }
    }
}

/// `events` as any one seat may know them, in order: the public ones
/// ([`Event::is_public`]). What a server sends a device with a change (the device's
/// table shows that seat's own roll and a move played for it from them), so nothing
/// in it tells one seat what another holds.
pub fn public(events: &[Event]) -> Vec<Event> {
    events.iter().filter(|e| e.is_public()).cloned().collect()
}
