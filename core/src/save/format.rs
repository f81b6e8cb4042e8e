//! The save file: what it holds, how it is written (pretty JSON with a CRC-32 over
//! everything before the checksum field) and how it is read strictly.
//!
//! Reading is strict so that damage is refused instead of silently changing the game:
//! the parsed save, written back to JSON, must equal the JSON that was read, key for
//! key and value for value. An unknown key (`"bmt"` for `"bot"`), a missing one, or
//! a value the types cannot hold is a typed error naming the place. Version-1 files
//! (no checksum) stay readable; of them only the keys version 1 added late may be
//! missing, and they take the values version 1 gave them.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::checksum::crc32;
use crate::error::GameError;
use crate::game::{Seat, Setup};
use crate::rng::RngState;
use crate::session::{SeatConfig, TallyRow};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "spelbord-save";
/// The newest save version this build writes and reads. Version 2 added the
/// checksum and the checkpoint; version 3 journal lines that hold the action alone
/// and the five bot levels ([`super::bot_levels`]: older files' easy/medium/hard are
/// mapped onto them). Version 1 and 2 files are still read.
pub const SAVE_VERSION: u32 = 3;
/// The highest session version a save may carry: far beyond any real game, and low
/// enough that counting on from it can never overflow.
pub const MAX_SESSION_VERSION: u64 = 1 << 53;

/// The key of the checksum, always the last field of a version-2 file.
const CHECKSUM_KEY: &str = "checksum";
/// Keys a version-1 file may lack (older version-1 builds did not write them).
const V1_OPTIONAL: [&str; 4] = ["pending", "viewer", "tally", "session_version"];

/// One action in a saved history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The seat that acted, `None` for chance (rolls, shuffles, deals).
    pub by: Option<Seat>,
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
}

/// A verified point in the history to resume the replay from, so a long match loads
/// in milliseconds. Written by the session that played the game: the position and
/// random-stream position after the first `at` entries, bound by a digest to exactly
/// those entries. Entry `at - 1` is a chance entry and no seat moved since it before
/// the last seat move, so nothing before it can ever be undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Entries covered.
    pub at: usize,
    /// Position notation after them.
    pub position: String,
    /// Random-stream position after them.
    pub rng: RngState,
    /// [`super::checksum::chain_digest`] of the covered entries.
    pub digest: u64,
}

/// A point where the game's random stream was replaced: a game continued online from
/// a device save is reseeded from the server's fair-dice seed at the import (the
/// device's owner may know the old seed). Before history entry `at` is replayed the
/// stream becomes [`crate::rng::GameRng::new`] of `seed` and the game's hidden order
/// of what is still to be dealt is drawn again from it
/// ([`crate::game::Game::reshuffle_hidden`]), so a load replays the game exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reseed {
    /// History entries played before the reseed.
    pub at: usize,
    /// The new seed.
    pub seed: u64,
}

/// A saved game, as written to disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    /// Always [`SAVE_FORMAT`].
    pub format: String,
    /// Format version; newer than [`SAVE_VERSION`] is refused, never overwritten.
    pub version: u32,
    /// Session id, also the file name.
    pub id: String,
    /// Game id.
    pub game: String,
    /// Title shown in the list.
    pub title: String,
    /// Created, ms since the Unix epoch.
    pub created_ms: u64,
    /// Last played, ms since the Unix epoch.
    pub updated_ms: u64,
    /// Players and variants.
    pub setup: Setup,
    /// Seats.
    pub seats: Vec<SeatConfig>,
    /// Seed of the dice and decks.
    pub seed: u64,
    /// RNG position after the history (checked on load).
    pub rng: RngState,
    /// Every action since the start, chance included.
    pub history: Vec<HistoryEntry>,
    /// Steps of a move being built when the game was saved.
    #[serde(default)]
    pub pending: Vec<String>,
    /// The human holding the device in pass-and-play.
    #[serde(default)]
    pub viewer: Option<Seat>,
    /// Position notation after the history (checked on load; handy when debugging).
    pub position: String,
    /// Seat to move, for the list (None: chance or over); checked on load.
    pub to_move: Option<Seat>,
    /// True once the game is over; checked on load.
    pub finished: bool,
    /// Tally across rematches at this table.
    #[serde(default)]
    pub tally: Vec<TallyRow>,
    /// The session's action counter, so versions held by an app stay comparable after
    /// a reload (version-1 files without it start from the history length).
    #[serde(default)]
    pub session_version: Option<u64>,
    /// Where a load may resume the replay (version 2; `None` replays everything).
    #[serde(default)]
    pub checkpoint: Option<Checkpoint>,
    /// Who resigned, ending the game (absent while no one has: older files and
    /// every game not resigned read and write exactly as before).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<crate::resign::Resignation>,
    /// Where the random stream was replaced, in order (a game imported to a server);
    /// absent when never, so every other save reads and writes exactly as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reseeds: Vec<Reseed>,
}

impl SaveFile {
    /// The file text: pretty JSON ending in `"checksum": "<crc32 of what precedes>"`.
    pub fn to_json(&self) -> String {
        let body = serde_json::to_string_pretty(self).expect("save files always serialise");
        let open = body.strip_suffix("\n}").expect("a JSON object ends with a brace");
        format!("{open},\n  \"{CHECKSUM_KEY}\": \"{:08x}\"\n}}\n", crc32(open.as_bytes()))
    }

    /// Parses a file's text, checking the format marker and version before anything
    /// else (so a newer file is reported as newer rather than as damaged), then the
    /// checksum, then every key and value.
    pub fn from_json(text: &str, name: &str) -> Result<SaveFile, GameError> {
        let bad = |reason: String| GameError::UnreadableSave { name: name.to_string(), reason };
        let version = check_header(text, name)?;
        // A file as this app writes it is exactly what its save writes again: one quick
        // parse and one comparison prove that every key is known and none is missing.
        if version == SAVE_VERSION {
            if let Ok(save) = serde_json::from_str::<SaveFile>(text) {
                if save.to_json() == text {
                    return Ok(save);
                }
            }
        }
        let mut value: Value = serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))?;
        upgrade(&mut value, version);
        let object = value.as_object_mut().ok_or_else(|| bad("not a Spelbord save".into()))?;
        if version >= 2 {
            object.remove(CHECKSUM_KEY);
        } else if object.contains_key(CHECKSUM_KEY) || object.contains_key("checkpoint") {
            return Err(bad("a version-1 save cannot have a checksum or checkpoint".into()));
        }
        let save = SaveFile::deserialize(&value).map_err(|e| bad(format!("missing or wrong field: {e}")))?;
        let mut canonical = serde_json::to_value(&save).expect("save files always serialise");
        if version == 1 {
            let present = value.as_object().expect("checked above");
            let canon = canonical.as_object_mut().expect("a save is an object");
            canon.remove("checkpoint");
            for key in V1_OPTIONAL {
                if !present.contains_key(key) {
                    canon.remove(key);
                }
            }
        }
        // Equality is quick; the place of a difference is only looked for when there is one.
        if let Some(place) = (value != canonical).then(|| first_difference(&value, &canonical, "")).flatten() {
            return Err(bad(format!("unknown, missing or malformed field at {place}")));
        }
        Ok(save)
    }
}

/// Brings a save (or a journal record's save) of `version` up to this build's format,
/// one step per version it is behind. The steps change values only, never keys, so
/// the strict reading that follows still sees every key the file had.
pub(crate) fn upgrade(save: &mut Value, version: u32) {
    if version < super::bot_levels::BOT_LEVELS_VERSION {
        super::bot_levels::migrate_bot_levels(save);
    }
}

/// Checks what can be checked without parsing: that `text` is a Spelbord save of a
/// version this build reads and, from version 2, that its checksum matches. Returns
/// the version. Cheap (one pass), so listing a folder validates every file.
pub fn check_header(text: &str, name: &str) -> Result<u32, GameError> {
    let bad = |reason: &str| GameError::UnreadableSave { name: name.to_string(), reason: reason.to_string() };
    // The two header fields are the first two lines of every file this app writes;
    // a hand-edited file in another layout falls back to a JSON parse.
    let (format, version) = match header_fields(text) {
        Some(found) => found,
        None => {
            let value: Value = serde_json::from_str(text).map_err(|e| bad(&format!("not JSON: {e}")))?;
            let format = value.get("format").and_then(Value::as_str).map(str::to_string);
            (format, value.get("version").and_then(Value::as_u64))
        }
    };
    if format.as_deref() != Some(SAVE_FORMAT) {
        return Err(bad("not a Spelbord save"));
    }
    let version = version.ok_or_else(|| bad("no version"))?;
    if version > u64::from(SAVE_VERSION) {
        return Err(GameError::NewerSave {
            name: name.to_string(),
            found: version.min(u64::from(u32::MAX)) as u32,
            supported: SAVE_VERSION,
        });
    }
    if version == 0 {
        return Err(bad("version 0 does not exist"));
    }
    if version >= 2 {
        verify_checksum(text).map_err(bad)?;
    }
    Ok(version as u32)
}

/// `format` and `version` from the first lines as this app writes them.
fn header_fields(text: &str) -> Option<(Option<String>, Option<u64>)> {
    let mut lines = text.lines();
    if lines.next()? != "{" {
        return None;
    }
    let format = lines.next()?.strip_prefix("  \"format\": \"")?.strip_suffix("\",")?.to_string();
    let version = lines.next()?.strip_prefix("  \"version\": ")?.strip_suffix(',')?.parse().ok()?;
    Some((Some(format), Some(version)))
}

/// The checksum field must close the file and match the CRC of what precedes it.
fn verify_checksum(text: &str) -> Result<(), &'static str> {
    let marker = format!(",\n  \"{CHECKSUM_KEY}\": \"");
    let at = text.rfind(&marker).ok_or("no checksum (the end of the file is missing)")?;
    let rest = &text[at + marker.len()..];
    let hex = rest.strip_suffix("\"\n}\n").ok_or("the file does not end after its checksum")?;
    let stored = (hex.len() == 8).then(|| u32::from_str_radix(hex, 16).ok()).flatten().ok_or("malformed checksum")?;
    if stored != crc32(&text.as_bytes()[..at]) {
        return Err("checksum mismatch: the file was changed or damaged");
    }
    Ok(())
}

/// The first place where `read` and `canonical` differ, as a path like
/// `seats[0].bmt`, or `None` when they are equal.
pub(crate) fn first_difference(read: &Value, canonical: &Value, path: &str) -> Option<String> {
    match (read, canonical) {
        (Value::Object(a), Value::Object(b)) => {
            let keys: std::collections::BTreeSet<&String> = a.keys().chain(b.keys()).collect();
            keys.into_iter().find_map(|k| {
                let here = if path.is_empty() { k.clone() } else { format!("{path}.{k}") };
                match (a.get(k), b.get(k)) {
                    (Some(x), Some(y)) => first_difference(x, y, &here),
                    _ => Some(here),
                }
            })
        }
        (Value::Array(a), Value::Array(b)) if a.len() == b.len() => {
            a.iter().zip(b).enumerate().find_map(|(i, (x, y))| first_difference(x, y, &format!("{path}[{i}]")))
        }
        _ if read == canonical => None,
        _ => Some(if path.is_empty() { "the top level".to_string() } else { path.to_string() }),
    }
}
