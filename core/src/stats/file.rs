//! The statistics file: `statistics.stats` in the save folder, JSON with a format
//! marker and a version, written whole to a new file that is synced and renamed over
//! the old one (a crash leaves the old file or the new one, never half of either).
//!
//! A file that cannot be read (damaged, hand-edited into nonsense) or that a newer
//! app wrote is reported and left as it is: counting into it is refused, so nothing
//! is lost silently. Only an explicit reset replaces it, and the unreadable file is
//! first kept beside it as `statistics.stats.damaged`.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{FinishedGame, Stats};
use crate::error::GameError;

/// The file's name in the save folder (not `.json`: the save list reads those).
pub const FILE_NAME: &str = "statistics.stats";
/// The `format` field of the file.
pub const STATS_FORMAT: &str = "spelbord-stats";
/// The newest version this build reads and writes.
pub const STATS_VERSION: u32 = 1;

/// The file as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OnDisk {
    format: String,
    version: u32,
    stats: Stats,
}

/// The statistics file of one save folder.
#[derive(Clone, Debug)]
pub struct StatsFile {
    path: PathBuf,
}

impl StatsFile {
    /// The statistics of the save folder `dir` (the file need not exist yet).
    pub fn in_dir(dir: impl AsRef<Path>) -> StatsFile {
        StatsFile { path: dir.as_ref().join(FILE_NAME) }
    }

    /// Where the file is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Reads the statistics; none yet when there is no file. A damaged file is
    /// [`GameError::UnreadableSave`], a newer one [`GameError::NewerSave`].
    pub fn load(&self) -> Result<Stats, GameError> {
        let text = match fs::read_to_string(&self.path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Stats::default()),
            Err(e) => return Err(e.into()),
        };
        let bad = |reason: String| GameError::UnreadableSave { name: FILE_NAME.to_string(), reason };
        let value: serde_json::Value = serde_json::from_str(&text).map_err(|e| bad(format!("not JSON: {e}")))?;
        if value.get("format").and_then(|f| f.as_str()) != Some(STATS_FORMAT) {
            return Err(bad("not a Spelbord statistics file".into()));
        }
        match value.get("version").and_then(|v| v.as_u64()) {
            Some(v) if v > u64::from(STATS_VERSION) => {
                return Err(GameError::NewerSave {
                    name: FILE_NAME.to_string(),
                    found: v.min(u64::from(u32::MAX)) as u32,
                    supported: STATS_VERSION,
                })
            }
            Some(v) if v >= 1 => {}
            _ => return Err(bad("no valid version".into())),
        }
        let disk: OnDisk = serde_json::from_value(value).map_err(|e| bad(format!("missing or wrong field: {e}")))?;
        Ok(disk.stats)
    }

    /// Writes `stats` atomically.
    pub fn store(&self, stats: &Stats) -> Result<(), GameError> {
        let disk = OnDisk { format: STATS_FORMAT.to_string(), version: STATS_VERSION, stats: stats.clone() };
        let text = serde_json::to_string_pretty(&disk).expect("statistics always serialise") + "\n";
        let tmp = self.path.with_extension("stats.new");
        let result = (|| -> std::io::Result<()> {
            let mut file = fs::File::create(&tmp)?;
            file.write_all(text.as_bytes())?;
            file.sync_all()?;
            drop(file);
            fs::rename(&tmp, &self.path)?;
            if let Some(dir) = self.path.parent().and_then(|d| fs::File::open(d).ok()) {
                let _ = dir.sync_all();
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        Ok(result?)
    }

    /// Reads, changes and writes back (nothing is written when reading fails or
    /// `change` says nothing changed).
    pub fn update(&self, change: impl FnOnce(&mut Stats) -> bool) -> Result<(), GameError> {
        let mut stats = self.load()?;
        if change(&mut stats) {
            self.store(&stats)?;
        }
        Ok(())
    }

    /// Counts a finished game (once per game id).
    pub fn count(&self, game: &FinishedGame) -> Result<(), GameError> {
        self.update(|stats| stats.count(game))
    }

    /// Counts the finished game a save's text holds (once per game id): an online
    /// game's export, which a device is sent at its end (played out or resigned).
    /// True when it was a finished game; a game still being played counts nothing.
    pub fn count_save(&self, text: &str) -> Result<bool, GameError> {
        let save = crate::SaveFile::from_json(text, "online")?;
        let session = crate::game(&save.game)?.load_session(&save, "online")?;
        match FinishedGame::of(session.as_ref()) {
            Some(game) => self.count(&game).map(|()| true),
            None => Ok(false),
        }
    }

    /// Forgets every count (the player confirmed). A file that could not be read is
    /// kept as `statistics.stats.damaged` and a fresh one started.
    pub fn reset(&self) -> Result<(), GameError> {
        match self.load() {
            Ok(mut stats) => {
                stats.reset();
                self.store(&stats)
            }
            Err(GameError::UnreadableSave { .. } | GameError::NewerSave { .. }) => {
                fs::rename(&self.path, self.path.with_extension("stats.damaged"))?;
                self.store(&Stats::default())
            }
            Err(e) => Err(e),
        }
    }
}
