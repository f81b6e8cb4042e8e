//! The on-disk store: one folder, per game a full save `{id}.json`, a journal
//! `{id}.journal` of the changes since, and a lock file `{id}.lock`.
//!
//! Full saves are written atomically: to a temporary name unique to the write, synced,
//! renamed over the old file, then the folder is synced, so a crash at any instant
//! leaves the old or the new file. Temporary files a crash left behind are removed
//! when the store opens. A damaged file, or one from a newer format version, is
//! listed as unreadable with its reason and is never overwritten.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

use serde::Serialize;

use super::format::SaveFile;
use super::ids::os_random_u64;
use super::journal;
use super::lock::GameLock;
use super::writer::GameWriter;
use crate::error::GameError;
use crate::message::Msg;
use crate::session::PlaySession;

const EXTENSION: &str = "json";
const JOURNAL: &str = "journal";
const TEMP: &str = "tmp";

/// One line of the saved-games list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SaveSummary {
    /// Save id (pass to load or delete).
    pub id: String,
    /// Game id.
    pub game: String,
    /// Title, in words (see [`crate::session::title_msg`]).
    pub title: Msg,
    /// Seat names, in words (a bot without a name is named by its level).
    pub players: Vec<Msg>,
    /// The players in a line under the title, or `None` when the title already names
    /// them (the made-up "Fia med knuff – Anna, Bo"), so a list row says it once.
    pub players_line: Option<Msg>,
    /// Name of the seat to move; `None` when over.
    pub to_move: Option<Msg>,
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
    /// Why it cannot be read, in English with the details (for logs).
    pub reason: String,
    /// What a player reads: damaged, or saved by a newer version.
    pub message: Msg,
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

/// The size and modification time of a full save as its writer left it: if they
/// change, someone else wrote the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
}

/// A save read with its journal (see [`journal::Replayed`]) and its full save's stamp.
pub(crate) struct Journaled {
    pub save: SaveFile,
    pub stamp: Stamp,
    pub actions: bool,
    pub damage: Option<String>,
}

/// A full save read from disk: the file's save, its journal token and its stamp.
pub(crate) struct Base {
    pub save: SaveFile,
    pub token: String,
    pub stamp: Stamp,
}

/// Saved games in one directory.
///
/// To play a saved game, take its writer: [`SaveStore::open_game`] (a saved game)
/// or [`SaveStore::create_game`] (a new one). At most one writer per game exists at a
/// time, in this process or any other: a second open is refused with
/// [`GameError::GameInUse`], so two players can never overwrite each other's moves.
#[derive(Clone, Debug)]
pub struct SaveStore {
    dir: PathBuf,
}

/// Counts writes in this process, for unique temporary names.
static WRITES: AtomicU64 = AtomicU64::new(0);

impl SaveStore {
    /// Opens (creating if needed) a store on a directory, and removes temporary files
    /// left by writes that a crash interrupted. An empty path is refused (it would
    /// mean the working directory, wherever that is).
    pub fn open(dir: impl AsRef<Path>) -> Result<SaveStore, GameError> {
        let dir = dir.as_ref();
        if dir.as_os_str().is_empty() {
            return Err(GameError::Io("no save folder given".into()));
        }
        fs::create_dir_all(dir)?;
        let store = SaveStore { dir: fs::canonicalize(dir)? };
        store.remove_stale_files()?;
        Ok(store)
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Temporary files of games nobody has open (their writer died mid-write), and
    /// lock files of games that were deleted.
    fn remove_stale_files(&self) -> Result<(), GameError> {
        for entry in fs::read_dir(&self.dir)?.filter_map(Result::ok) {
            let name = entry.file_name().to_string_lossy().into_owned();
            let (id, stale) = if let Some(rest) = name.strip_prefix('.').filter(|n| n.ends_with(&format!(".{TEMP}"))) {
                (rest.split('.').next().unwrap_or_default().to_string(), true)
            } else if let Some(id) = name.strip_suffix(".lock") {
                (id.to_string(), !self.dir.join(format!("{id}.{EXTENSION}")).exists())
            } else {
                continue;
            };
            if !stale || valid_id(&id).is_err() {
                continue;
            }
            // Only while nobody writes that game: its lock proves no write is under way.
            if let Ok(lock) = GameLock::acquire(&self.dir, &id) {
                let _ = fs::remove_file(entry.path());
                drop(lock);
            }
        }
        Ok(())
    }

    pub(crate) fn base_path(&self, id: &str) -> Result<PathBuf, GameError> {
        valid_id(id)?;
        Ok(self.dir.join(format!("{id}.{EXTENSION}")))
    }

    pub(crate) fn journal_path(&self, id: &str) -> Result<PathBuf, GameError> {
        valid_id(id)?;
        Ok(self.dir.join(format!("{id}.{JOURNAL}")))
    }

    /// Lists every save: readable ones newest first, unreadable ones with a reason.
    /// Each game is read (checksums, journal) and replayed as a load would, so a game
    /// listed here opens and a damaged one is listed as unreadable with the reason.
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
            match self.summary(&id) {
                Ok(summary) => listing.games.push(summary),
                Err(e) => listing.unreadable.push(UnreadableSave {
                    id,
                    newer: matches!(e, GameError::NewerSave { .. }),
                    message: e.message(),
                    reason: e.to_string(),
                }),
            }
        }
        listing.games.sort_by(|a, b| b.updated_ms.cmp(&a.updated_ms).then(a.id.cmp(&b.id)));
        Ok(listing)
    }

    /// The list line of one game, validated as [`SaveStore::list`] says.
    fn summary(&self, id: &str) -> Result<SaveSummary, GameError> {
        // Checksums catch damage; the replay (from the checkpoint: milliseconds) also
        // catches a consistent edit the rules refuse, so what is listed opens.
        let (session, _) = self.load_journaled(id)?;
        let save = session.save_tail(session.history_len());
        let seats: Vec<_> = save.seats.iter().enumerate().map(|(i, s)| s.clone().without_made_up_name(i)).collect();
        Ok(SaveSummary {
            id: id.to_string(),
            game: save.game.clone(),
            title: crate::session::title_msg(&save.game, &save.title, &seats),
            players: seats.iter().enumerate().map(|(i, s)| s.name_msg(i)).collect(),
            players_line: (!save.title.trim().is_empty()).then(|| crate::session::players_msg(&seats)),
            to_move: save.to_move.and_then(|s| seats.get(s).map(|x| x.name_msg(s))),
            finished: save.finished,
            updated_ms: save.updated_ms,
        })
    }

    /// Reads and replays a game (its full save and the good lines of its journal):
    /// the session, and the journal's damage if lines were left out.
    fn load_journaled(&self, id: &str) -> Result<(Box<dyn PlaySession>, Journaled), GameError> {
        let journaled = self.read_with_base(id)?;
        let def = crate::catalog::game(&journaled.save.game).map_err(|_| GameError::UnreadableSave {
            name: id.to_string(),
            reason: format!("unknown game '{}'", journaled.save.game),
        })?;
        let session = def.load_session_with(&journaled.save, id, !journaled.actions)?;
        Ok((session, journaled))
    }

    /// Loads a saved game to look at it (not to play it: see [`SaveStore::open_game`]).
    /// A journal damaged part-way loads as it was before the damage.
    pub fn load_game(&self, id: &str) -> Result<Box<dyn PlaySession>, GameError> {
        Ok(self.load_journaled(id)?.0)
    }

    /// The full save alone (not its journal), checked.
    pub(crate) fn read_base(&self, id: &str) -> Result<Base, GameError> {
        let path = self.base_path(id)?;
        let bytes = match fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(GameError::NoSuchSave(id.to_string())),
            Err(e) => return Err(e.into()),
        };
        let stamp = stamp_of(&path)?;
        let text = String::from_utf8(bytes)
            .map_err(|_| GameError::UnreadableSave { name: id.to_string(), reason: "not UTF-8 text".into() })?;
        let save = SaveFile::from_json(&text, id)?;
        if save.id != id {
            return Err(GameError::UnreadableSave {
                name: id.to_string(),
                reason: format!("file holds game '{}'", save.id),
            });
        }
        Ok(Base { save, token: journal::base_token(&text), stamp })
    }

    fn read_journal(&self, id: &str) -> Result<String, GameError> {
        match fs::read(self.journal_path(id)?) {
            Ok(bytes) => String::from_utf8(bytes)
                .map_err(|_| GameError::UnreadableSave { name: id.to_string(), reason: "journal is not UTF-8".into() }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(String::new()),
            Err(e) => Err(e.into()),
        }
    }

    /// Reads one save: the full save with its journal applied (when the journal holds
    /// actions, the game is replayed to fill in the position and what follows from it).
    pub fn read(&self, id: &str) -> Result<SaveFile, GameError> {
        let journaled = self.read_with_base(id)?;
        if !journaled.actions {
            return Ok(journaled.save);
        }
        Ok(self.load_journaled(id)?.0.to_save())
    }

    /// The save with the good lines of its journal applied, and the stamp of the full
    /// save it was read from.
    pub(crate) fn read_with_base(&self, id: &str) -> Result<Journaled, GameError> {
        let Base { save, token, stamp } = self.read_base(id)?;
        let text = self.read_journal(id)?;
        let journal::Replayed { save, actions, damage } = journal::replay(save, &token, &text);
        Ok(Journaled { save, stamp, actions, damage })
    }

    /// Writes a whole save once, outside any writer (an export, a tool, a test).
    /// Refused while the game is open ([`GameError::GameInUse`]) and when the file on
    /// disk is unreadable or newer, so nothing the app cannot read is ever lost.
    /// A copy older than the save on disk (a lower session version: the game was
    /// played on after the copy was taken) is refused with
    /// [`GameError::StaleAction`] naming both versions, so it never replaces the newer game.
    pub fn write(&self, save: &SaveFile) -> Result<(), GameError> {
        let _lock = GameLock::acquire(&self.dir, &save.id)?;
        if let Some(on_disk) = self.check_replaceable(&save.id)? {
            let given = version_of(save);
            if given < on_disk {
                return Err(GameError::StaleAction { expected: on_disk, got: given });
            }
        }
        self.write_base(save)?;
        Ok(())
    }

    /// Refuses to replace a file that is unreadable (as a load would find: read and
    /// replayed) or newer; the session version of the game on disk, if there is one.
    /// A journal damaged part-way counts as unreadable here: replacing it would lose
    /// the lines a person may still want to recover.
    pub(crate) fn check_replaceable(&self, id: &str) -> Result<Option<u64>, GameError> {
        match self.load_journaled(id) {
            Ok((_, Journaled { damage: Some(reason), .. })) => {
                Err(GameError::UnreadableSave { name: id.to_string(), reason })
            }
            Ok((session, _)) => Ok(Some(session.version())),
            Err(GameError::NoSuchSave(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Writes the full save atomically and removes the journal it supersedes.
    /// Returns the new file's journal token and stamp. The caller holds the lock.
    pub(crate) fn write_base(&self, save: &SaveFile) -> Result<(String, Stamp), GameError> {
        let path = self.base_path(&save.id)?;
        let text = save.to_json();
        let n = WRITES.fetch_add(1, Ordering::Relaxed);
        let tmp =
            self.dir.join(format!(".{}.{}-{n}-{:08x}.{TEMP}", save.id, std::process::id(), os_random_u64() as u32));
        let result = (|| -> std::io::Result<Stamp> {
            let mut file = private_file(&tmp, false)?;
            file.write_all(text.as_bytes())?;
            file.sync_all()?;
            drop(file);
            fs::rename(&tmp, &path)?;
            self.sync_dir();
            stamp_of(&path).map_err(|e| std::io::Error::other(e.to_string()))
        })();
        if result.is_err() {
            let _ = fs::remove_file(&tmp);
        }
        let stamp = result?;
        // The journal's lines name the old file, so a crash before this removal only
        // leaves lines that are recognised as superseded and skipped.
        match fs::remove_file(self.journal_path(&save.id)?) {
            Ok(()) => self.sync_dir(),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e.into()),
        }
        Ok((journal::base_token(&text), stamp))
    }

    /// Makes renames and removals durable (not possible on every platform).
    pub(crate) fn sync_dir(&self) {
        if let Ok(dir) = fs::File::open(&self.dir) {
            let _ = dir.sync_all();
        }
    }

    /// The current stamp of a game's full save (`None`: no file).
    pub(crate) fn stamp(&self, id: &str) -> Result<Option<Stamp>, GameError> {
        match stamp_of(&self.base_path(id)?) {
            Ok(stamp) => Ok(Some(stamp)),
            Err(GameError::NoSuchSave(_)) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Deletes a save. Refused while the game is open anywhere
    /// ([`GameError::GameInUse`]: close it first), so a deleted game never comes back
    /// with the next autosave. Deleting an unreadable file is allowed: it is the
    /// user's choice.
    pub fn delete(&self, id: &str) -> Result<(), GameError> {
        let path = self.base_path(id)?;
        let _lock = GameLock::acquire(&self.dir, id)?;
        match fs::remove_file(path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(GameError::NoSuchSave(id.to_string())),
            Err(e) => return Err(e.into()),
        }
        let _ = fs::remove_file(self.journal_path(id)?);
        // The lock file goes with its game, removed while held: a program opening the
        // game now finds it held (and then no save), or no game at all.
        let _ = fs::remove_file(GameLock::path(&self.dir, id));
        self.sync_dir();
        Ok(())
    }

    /// Opens a saved game to play it: takes the game's lock, loads and replays it, and
    /// returns the session with its writer (which has just written it back as one
    /// full save). Refused with [`GameError::GameInUse`] while another writer has it.
    ///
    /// A journal damaged part-way does not lose the game: it opens as it was before
    /// the first damaged line, the damaged journal is kept beside the save as
    /// `{id}.damaged-journal`, and the writer reports it ([`GameWriter::recovered`]:
    /// a table shows it as its autosave error until the next save).
    pub fn open_game(&self, id: &str) -> Result<(Box<dyn PlaySession>, GameWriter), GameError> {
        valid_id(id)?;
        let lock = GameLock::acquire(&self.dir, id)?;
        let (session, journaled) = self.load_journaled(id)?;
        if journaled.damage.is_some() {
            let kept = self.dir.join(format!("{id}.damaged-journal"));
            fs::rename(self.journal_path(id)?, &kept)?;
            self.sync_dir();
        }
        let writer = GameWriter::new(self.clone(), id, lock, Some(journaled.stamp));
        writer.compact(session.as_ref())?;
        if let Some(reason) = journaled.damage {
            writer.set_recovered(GameError::UnreadableSave {
                name: id.to_string(),
                reason: format!("{reason}; the game goes on from before it"),
            });
        }
        Ok((session, writer))
    }

    /// The table's view of a saved game (its picture in the list; nothing private),
    /// read without opening it: no lock is taken and nothing is written, so a game
    /// still open here, or closing on another thread, still shows its board.
    pub fn table_scene(&self, id: &str) -> Result<crate::scene::Scene, GameError> {
        valid_id(id)?;
        Ok(self.load_journaled(id)?.0.scene(None))
    }

    /// Takes the writer of a new game and writes its first full save. Refused if a
    /// save with its id exists (ids are random, so only a caller reusing one).
    pub fn create_game(&self, session: &dyn PlaySession) -> Result<GameWriter, GameError> {
        let lock = GameLock::acquire(&self.dir, session.id())?;
        if self.base_path(session.id())?.exists() {
            return Err(GameError::GameInUse {
                id: session.id().to_string(),
                reason: Msg::new("reason-in-use-exists"),
            });
        }
        let writer = GameWriter::new(self.clone(), session.id(), lock, None);
        writer.compact(session)?;
        Ok(writer)
    }
}

/// The session version a save records (version-1 files: the history length).
fn version_of(save: &SaveFile) -> u64 {
    save.session_version.unwrap_or(save.history.len() as u64)
}

/// Creates (or, with `append`, opens for appending) a file that only this user may
/// read and write where the system has modes (unix: 0600): saves hold every hidden
/// card, which another user of a shared computer must not read.
pub(crate) fn private_file(path: &Path, append: bool) -> std::io::Result<fs::File> {
    let mut options = fs::OpenOptions::new();
    if append {
        options.append(true).create(true);
    } else {
        options.write(true).create(true).truncate(true);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

fn stamp_of(path: &Path) -> Result<Stamp, GameError> {
    match fs::metadata(path) {
        Ok(meta) => Ok(Stamp { len: meta.len(), modified: meta.modified().ok() }),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(GameError::NoSuchSave(path.display().to_string())),
        Err(e) => Err(e.into()),
    }
}

/// Ids are file names: letters, digits, `-` and `_`, at most 200 of them.
fn valid_id(id: &str) -> Result<(), GameError> {
    let ok = !id.is_empty() && id.len() <= 200 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        Err(GameError::NoSuchSave(id.to_string()))
    }
}
