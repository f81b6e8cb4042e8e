//! A server game as stored: the seats with their hashed tokens and codes, the
//! fair-dice secret and contributions, and once every seat is taken the game itself
//! in the core's save format (checksummed, versioned; exported as it is).

use serde::{Deserialize, Serialize};
use spelbord_core::fair_dice::FairDiceProof;
use spelbord_core::BotLevel;
use std::collections::BTreeMap;

use spelbord_core::save::journal_rows::apply_lines;
use spelbord_core::session::PlaySession;
use spelbord_core::SaveFile;

use crate::store::StoredGame;
use spelbord_protocol::{Ended, SeatInfo};

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
    /// An imported game's device save (as the core read it), kept until every seat
    /// is taken: the game starts from it, reseeded from the fair-dice seed. Never
    /// sent to a device (it holds every hand and the pile).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imported: Option<String>,
}

impl GameRecord {
    /// The fair-dice proof a device may see now: the secret only once the game has ended.
    pub fn proof(&self) -> FairDiceProof {
        FairDiceProof {
            commitment: self.commitment.clone(),
            secret: if self.ended.is_some() { self.secret.clone() } else { String::new() },
            contributions: if !self.contributions.is_empty() {
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
                // A name stored before the name rule goes out without what could hide.
                name: spelbord_core::names::shown_name(&s.name),
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

    /// The move log entries a device holding the log as of `version` still holds
    /// rightly: the shortest the history has been since `version` (an undo after it
    /// took entries back, and what came next may differ). `history_len` is the
    /// history now. A version this game has not reached keeps nothing (the whole log
    /// is sent again).
    pub fn log_kept(&self, version: u64, history_len: usize) -> usize {
        let Some(since) = self.history_at.get(version as usize..).filter(|s| !s.is_empty()) else {
            return 0;
        };
        since.iter().copied().min().map_or(0, |l| l as usize).min(history_len)
    }
}

/// Notes that session version `version` has `history_len` history entries.
pub fn note_version(history_at: &mut Vec<u32>, version: u64, history_len: u32) {
    while history_at.len() <= version as usize {
        history_at.push(history_len);
    }
}

/// A stored game read back: its record (the save text taken out of it: the session
/// is the game) and, once it has started, the session the core replays from the
/// record's full save and the journal rows after it — the same game on every node.
pub fn stored_game(stored: &StoredGame) -> Result<(GameRecord, Option<Box<dyn PlaySession>>), String> {
    let mut rec: GameRecord =
        serde_json::from_str(&stored.record).map_err(|e| format!("the stored game cannot be read: {e}"))?;
    let Some(text) = rec.save.take() else { return Ok((rec, None)) };
    let base = SaveFile::from_json(&text, &rec.id).map_err(|e| e.to_string())?;
    let (save, actions) = apply_lines(base, stored.journal.iter().map(|r| r.line.as_str()))?;
    let def = spelbord_core::game(&save.game).map_err(|e| e.to_string())?;
    let session = def.load_session_with(&save, &rec.id, !actions).map_err(|e| e.to_string())?;
    for row in &stored.journal {
        note_version(&mut rec.history_at, row.version, row.history_len);
    }
    Ok((rec, Some(session)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(history_at: Vec<u32>) -> GameRecord {
        GameRecord {
            id: "g".into(),
            game: "fevga".into(),
            variants: BTreeMap::new(),
            host_seat: 0,
            seats: Vec::new(),
            secret: String::new(),
            commitment: String::new(),
            contributions: Vec::new(),
            save: None,
            history_at,
            ended: None,
            imported: None,
        }
    }

    #[test]
    fn a_device_keeps_the_log_up_to_the_shortest_the_history_has_been_since() {
        // Versions 0..=5: moves, an undo at version 3 (4 → 3 entries), moves again.
        let rec = record(vec![1, 2, 4, 3, 4, 6]);
        assert_eq!(rec.log_kept(5, 6), 6, "held as of now: nothing to send");
        assert_eq!(rec.log_kept(4, 6), 4);
        assert_eq!(rec.log_kept(2, 6), 3, "the entry undone after version 2 is sent again");
        assert_eq!(rec.log_kept(0, 6), 1);
        assert_eq!(rec.log_kept(9, 6), 0, "a version the game never reached: the whole log");
        assert_eq!(rec.log_kept(5, 5), 5, "never more than the history holds now");
    }
}
