//! A server game as stored: the seats with their hashed tokens and codes, the
//! fair-dice secret and contributions, and once every seat is taken the game itself
//! in the core's save format (checksummed, versioned; exported as it is).

use serde::{Deserialize, Serialize};
use spelbord_core::fair_dice::FairDiceProof;
use spelbord_core::BotLevel;
use std::collections::BTreeMap;

use crate::protocol::{Ended, SeatInfo};

/// One seat of a server game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRecord {
    /// The seat's name (empty for a bot: the core names it by its level).
    pub name: String,
    /// `None` for a person, the level for a bot (also a person's seat after they left).
    pub bot: Option<BotLevel>,
    /// Hash of the seat token, once a device holds the seat.
    pub token_hash: Option<String>,
    /// Hash of the open invite code, while the seat waits for someone.
    pub code_hash: Option<String>,
    /// The device's contribution to the seed (hex), given when it took the seat.
    pub contribution: Option<String>,
    /// True when the person left and a bot plays the seat.
    pub left: bool,
}

impl SeatRecord {
    /// True when nobody needs to join this seat any more.
    pub fn filled(&self) -> bool {
        self.bot.is_some() || self.token_hash.is_some()
    }
}

/// Everything the server keeps of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The game's id (also the save's id).
    pub id: String,
    /// Game id (`fia`, …).
    pub game: String,
    /// House rules as the host chose them.
    pub variants: BTreeMap<String, String>,
    /// The host's seat.
    pub host_seat: usize,
    /// The seats.
    pub seats: Vec<SeatRecord>,
    /// The fair-dice secret (hex): never sent to a device before the game has ended.
    pub secret: String,
    /// The commitment to the secret (hex SHA-256), public from the start.
    pub commitment: String,
    /// The contributions the seed was derived from (hex, seat order), fixed at the start.
    pub contributions: Vec<String>,
    /// The game in the core's save format, once it has started.
    pub save: Option<String>,
    /// The history length at each session version, for catch-up lines.
    pub history_at: Vec<u32>,
    /// Set once the game has ended.
    pub ended: Option<Ended>,
}

impl GameRecord {
    /// The fair-dice proof a device may see now: the secret only once the game has ended.
    pub fn proof(&self) -> FairDiceProof {
        FairDiceProof {
            commitment: self.commitment.clone(),
            secret: if self.ended.is_some() { self.secret.clone() } else { String::new() },
            contributions: if self.save.is_some() {
                self.contributions.clone()
            } else {
                self.seats.iter().filter_map(|s| s.contribution.clone()).collect()
            },
        }
    }

    /// The seats as devices see them, with `connected` telling which have a device now.
    pub fn seat_infos(&self, connected: &[bool]) -> Vec<SeatInfo> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                name: s.name.clone(),
                bot: s.bot,
                taken: s.filled(),
                connected: s.bot.is_some() || connected.get(i).copied().unwrap_or(false),
                left: s.left,
            })
            .collect()
    }

    /// The history length at `version` (clamped to the known versions).
    pub fn history_at(&self, version: u64) -> usize {
        let last = self.history_at.len().saturating_sub(1);
        self.history_at.get((version as usize).min(last)).copied().unwrap_or(0) as usize
    }
}
