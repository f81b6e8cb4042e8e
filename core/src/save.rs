//! The save format and the on-disk store.
//!
//! A save is JSON a person can read: the setup, the seats, the seed and the move
//! history in notation. Loading replays the history from the seed, so a resumed game
//! rolls exactly the dice it would have rolled without the save; the stored RNG
//! position and final position are checked against the replay.
//!
//! Writes are atomic: the file is written to a temporary name, synced, and renamed
//! over the old one, then the directory is synced. A crash at any instant leaves the
//! old or the new save. A damaged file, or one from a newer format version, is listed
//! as unreadable with its reason and is never overwritten.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::GameError;
use crate::game::{Seat, Setup};
use crate::rng::RngState;
use crate::session::{SeatConfig, TallyRow};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "spelbord-save";
/// The newest save version this build writes and reads.
pub const SAVE_VERSION: u32 = 1;
const EXTENSION: &str = "json";

/// One action in a saved history.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The seat that acted, `None` for chance (rolls, shuffles, deals).
    pub by: Option<Seat>,
    /// The move in notation.
    #[serde(rename = "move")]
    pub mv: String,
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
    /// Seat to move, for the list (None: chance or over).
    pub to_move: Option<Seat>,
    /// True once the game is over.
    pub finished: bool,
    /// Tally across rematches at this table.
    #[serde(default)]
    pub tally: Vec<TallyRow>,
    /// The session's action counter, so versions held by an app stay comparable after
    /// a reload (older files without it start from the history length).
    #[serde(default)]
    pub session_version: Option<u64>,
}

impl SaveFile {
    /// Serialises to pretty JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("save files always serialise")
    }

    /// Parses JSON, checking the format marker and version before anything else so a
    /// newer file is reported as newer rather than as damaged.
    pub fn from_json(text: &str, name: &str) -> Result<SaveFile, GameError> {
        let bad = |reason: String| GameError::UnreadableSave { name: name.to_string(), reason };
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| bad(format!("not JSON: {e}")))?;
        if value.get("format").and_then(|f| f.as_str()) != Some(SAVE_FORMAT) {
            return Err(bad("not a Spelbord save".into()));
        }
        let version = value.get("version").and_then(|v| v.as_u64()).ok_or_else(|| bad("no version".into()))?;
        if version > u64::from(SAVE_VERSION) {
            return Err(GameError::NewerSave {
                name: name.to_string(),
                found: version.min(u64::from(u32::MAX)) as u32,
                supported: SAVE_VERSION,
            });
        }
        serde_json::from_value(value).map_err(|e| bad(format!("missing or wrong field: {e}")))
    }
}

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SaveSummary {
    /// Save id (pass to load or delete).
    pub id: String,
    /// Game id.
    pub game: String,
    /// Title.
    pub title: String,
    /// Seat names.
    pub players: Vec<String>,
    /// Name of the seat to move, or empty when over.
    pub to_move: String,
    /// True once the game is over.
    pub finished: bool,
    /// Last played, ms since the Unix epoch.
    pub updated_ms: u64,
}

/// A file in the store that cannot be loaded, with the reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UnreadableSave {
    /// Save id (file name without extension).
    pub id: String,
    /// Why it cannot be read.
    pub reason: String,
    /// True when it was written by a newer version of the app.
    pub newer: bool,
}

/// The store's listing: readable games, newest first, and unreadable files.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SaveListing {
    /// Readable saves, most recently played first.
    pub games: Vec<SaveSummary>,
    /// Files that cannot be read.
    pub unreadable: Vec<UnreadableSave>,
}

/// Saved games in one directory, one JSON file each.
#[derive(Clone, Debug)]
pub struct SaveStore {
    dir: PathBuf,
}

impl SaveStore {
    /// Opens (creating if needed) a store on a directory.
    pub fn open(dir: impl AsRef<Path>) -> Result<SaveStore, GameError> {
        let dir = dir.as_ref().to_path_buf();
        fs::create_dir_all(&dir)?;
        Ok(SaveStore { dir })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn path_of(&self, id: &str) -> Result<PathBuf, GameError> {
        let ok =
            !id.is_empty() && id.len() <= 200 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !ok {
            return Err(GameError::NoSuchSave(id.to_string()));
        }
        Ok(self.dir.join(format!("{id}.{EXTENSION}")))
    }

    /// Lists every save: readable ones newest first, unreadable ones with a reason.
    pub fn list(&self) -> Result<SaveListing, GameError> {
        let mut listing = SaveListing::default();
        let mut entries: Vec<_> = fs::read_dir(&self.dir)?.filter_map(Result::ok).collect();
        entries.sort_by_key(|e| e.file_name());
        for entry in entries {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) != Some(EXTENSION) {
                continue;
            }
            let id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            match self.read(&id) {
                Ok(save) => listing.games.push(SaveSummary {
                    id,
                    game: save.game.clone(),
                    title: save.title.clone(),
                    players: save.seats.iter().map(|s| s.name.clone()).collect(),
                    to_move: save.to_move.and_then(|s| save.seats.get(s)).map(|s| s.name.clone()).unwrap_or_default(),
                    finished: save.finished,
                    updated_ms: save.updated_ms,
                }),
                Err(e) => listing.unreadable.push(UnreadableSave {
                    id,
                    newer: matches!(e, GameError::NewerSave { .. }),
                    reason: e.to_string(),
                }),
            }
        }
        listing.games.sort_by(|a, b| b.updated_ms.cmp(&a.updated_ms).then(a.id.cmp(&b.id)));
        Ok(listing)
    }

    /// Reads and parses one save (does not replay it; see `catalog::load_session`).
    pub fn read(&self, id: &str) -> Result<SaveFile, GameError> {
        let path = self.path_of(id)?;
        let text = match fs::read(&path) {
            Ok(bytes) => String::from_utf8(bytes)
                .map_err(|_| GameError::UnreadableSave { name: id.to_string(), reason: "not UTF-8 text".into() })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(GameError::NoSuchSave(id.to_string())),
            Err(e) => return Err(e.into()),
        };
        let save = SaveFile::from_json(&text, id)?;
        if save.id != id {
            return Err(GameError::UnreadableSave {
                name: id.to_string(),
                reason: format!("file holds game '{}'", save.id),
            });
        }
        Ok(save)
    }

    /// Writes a save atomically. Refuses to replace a file that is unreadable or newer,
    /// so nothing the app cannot read is ever lost.
    pub fn write(&self, save: &SaveFile) -> Result<(), GameError> {
        let path = self.path_of(&save.id)?;
        if path.exists() {
            match self.read(&save.id) {
                Ok(_) | Err(GameError::NoSuchSave(_)) => {}
                Err(e) => return Err(e),
            }
        }
        let tmp = self.dir.join(format!(".{}.{}.tmp", save.id, std::process::id()));
        let result = (|| -> std::io::Result<()> {
            let mut file = fs::File::create(&tmp)?;
            file.write_all(save.to_json().as_bytes())?;
            file.sync_all()?;
            drop(file);
            fs::rename(&tmp, &path)?;
            // Make the rename itself durable (not possible on every platform).
            if let Ok(dir) = fs::File::open(&self.dir) {
                let _ = dir.sync_all();
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        result.map_err(GameError::from)
    }

    /// Deletes a save. Deleting an unreadable file is allowed: it is the user's choice.
    pub fn delete(&self, id: &str) -> Result<(), GameError> {
        let path = self.path_of(id)?;
        match fs::remove_file(path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(GameError::NoSuchSave(id.to_string())),
            Err(e) => Err(e.into()),
        }
    }
}
