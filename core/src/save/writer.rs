//! The writer of one open game: autosave in constant time per action.
//!
//! Call [`GameWriter::record`] after every change of the session (a move, a step,
//! an undo, a hand-off, a new title). It appends one checksummed line to the game's
//! journal and syncs it — the same few hundred bytes at action 10 and at action
//! 10,000 — and falls back to a full save when it cannot describe the change as a
//! line. Full saves (compactions) happen at quiet moments: when the game is opened,
//! when it ends, when the journal has grown as long as the history, and at
//! [`GameWriter::close`].
//!
//! Where a UI thread must never wait for the disk, split the call:
//! [`GameWriter::stage`] under the session's lock (cheap: it only reads the
//! session), then [`Staged::commit`] after releasing it (the write and the sync).
//! Stages are committed in order: a stage holds the writer until committed.
//!
//! Before each write the writer checks that the full save is still the file it
//! wrote; if another program replaced or removed it, the write is refused (a newer
//! app's file as [`GameError::NewerSave`]) and the file is left as it is.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::sync::{Mutex, MutexGuard};

use super::format::{HistoryEntry, SaveFile};
use super::journal::{self, JournalRecord};
use super::lock::GameLock;
use super::store::{SaveStore, Stamp};
use crate::error::GameError;
use crate::message::Msg;
use crate::session::PlaySession;

/// History entries below the common length that a record compares with what it
/// wrote last, to notice a change it was not told about (then it saves in full).
const TAIL: usize = 8;
/// The journal is folded into a full save once it has this many lines, or as many
/// lines as the history has entries if that is more (so compaction costs O(1) per
/// action on average).
const MIN_COMPACT_LINES: usize = 1024;

/// The writer of one game. Holds the game's lock until dropped.
#[derive(Debug)]
pub struct GameWriter {
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    store: SaveStore,
    id: String,
    _lock: GameLock,
    /// The full save as last written by this writer (`None`: not written yet).
    stamp: Option<Stamp>,
    token: String,
    journal: Option<File>,
    journal_len: u64,
    lines: usize,
    /// History length as saved, and its last entries.
    saved_len: usize,
    saved_tail: Vec<HistoryEntry>,
    /// Everything but the history, as last saved (to skip a record that changes nothing).
    saved_rest: String,
}

/// What a record will write.
enum Work {
    Nothing,
    Line { line: String, len: usize, tail: Vec<HistoryEntry>, rest: String },
    Full(Box<SaveFile>),
}

/// A record prepared under the session's lock, to be committed after releasing it.
pub struct Staged<'a> {
    state: MutexGuard<'a, State>,
    work: Work,
    /// The game once it is over, to count in the statistics after the save.
    finished: Option<crate::stats::FinishedGame>,
}

impl GameWriter {
    pub(crate) fn new(store: SaveStore, id: &str, lock: GameLock, stamp: Option<Stamp>) -> GameWriter {
        GameWriter {
            state: Mutex::new(State {
                store,
                id: id.to_string(),
                _lock: lock,
                stamp,
                token: String::new(),
                journal: None,
                journal_len: 0,
                lines: 0,
                saved_len: 0,
                saved_tail: Vec::new(),
                saved_rest: String::new(),
            }),
        }
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The id of the game this writer writes.
    pub fn id(&self) -> String {
        self.lock().id.clone()
    }

    /// Saves the change(s) since the last record: one journal line, synced.
    pub fn record(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.stage(session).commit()
    }

    /// Prepares a record from the session (call it under the session's lock; it
    /// only reads). Nothing is written until [`Staged::commit`].
    pub fn stage(&self, session: &dyn PlaySession) -> Staged<'_> {
        let state = self.lock();
        let work = state.plan(session);
        Staged { state, work, finished: crate::stats::FinishedGame::of(session) }
    }

    /// Writes the whole game as one full save and empties the journal.
    pub fn compact(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        let mut state = self.lock();
        state.write_full(&session.to_save())
    }

    /// Writes a full save and releases the game.
    pub fn close(self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.compact(session)
    }
}

impl Staged<'_> {
    /// Writes what was staged (and syncs it); a game that is over is then counted
    /// in the statistics of the save folder (once: see [`crate::stats`]).
    pub fn commit(mut self) -> Result<(), GameError> {
        match std::mem::replace(&mut self.work, Work::Nothing) {
            Work::Nothing => {}
            Work::Full(save) => self.state.write_full(&save)?,
            Work::Line { line, len, tail, rest } => self.state.append(&line, len, tail, rest)?,
        }
        match self.finished.take() {
            Some(game) => crate::stats::StatsFile::in_dir(self.state.store.dir()).count(&game),
            None => Ok(()),
        }
    }
}

impl State {
    /// What to write for the session as it is now.
    fn plan(&self, session: &dyn PlaySession) -> Work {
        let len = session.history_len();
        let common = len.min(self.saved_len);
        let from = common.saturating_sub(TAIL);
        let mut tail = session.save_tail(from);
        // The saved tail covers entries saved_len - saved_tail.len() .. saved_len.
        let tail_start = self.saved_len - self.saved_tail.len();
        let unchanged =
            from >= tail_start && (from..common).all(|i| tail.history[i - from] == self.saved_tail[i - tail_start]);
        let journal_full = self.lines >= MIN_COMPACT_LINES.max(self.saved_len);
        if self.stamp.is_none() || !unchanged || tail.finished || journal_full {
            return Work::Full(Box::new(session.to_save()));
        }
        let appended = tail.history.split_off(common - from);
        let kept = std::mem::take(&mut tail.history);
        let rest = serde_json::to_string(&tail).expect("saves always serialise");
        if common == self.saved_len && appended.is_empty() && rest == self.saved_rest {
            return Work::Nothing;
        }
        let mut new_tail = kept;
        new_tail.extend(appended.iter().cloned());
        let cut = new_tail.len().saturating_sub(TAIL);
        new_tail.drain(..cut);
        tail.history = appended;
        let line = journal::encode(&self.token, self.lines as u64 + 1, &JournalRecord { keep: common, save: tail });
        Work::Line { line, len, tail: new_tail, rest }
    }

    /// Refuses to write when the full save is no longer the file this writer wrote.
    fn check_base(&self) -> Result<(), GameError> {
        let now = self.store.stamp(&self.id)?;
        if now == self.stamp {
            return Ok(());
        }
        let changed = |key: &str| GameError::GameInUse { id: self.id.clone(), reason: Msg::new(key) };
        match now {
            None => Err(changed("reason-in-use-removed")),
            Some(_) => match self.store.read_base(&self.id) {
                Err(e @ (GameError::NewerSave { .. } | GameError::UnreadableSave { .. })) => Err(e),
                _ => Err(changed("reason-in-use-replaced")),
            },
        }
    }

    fn append(&mut self, line: &str, len: usize, tail: Vec<HistoryEntry>, rest: String) -> Result<(), GameError> {
        self.check_base()?;
        if self.journal.is_none() {
            let path = self.store.journal_path(&self.id)?;
            let file = OpenOptions::new().create(true).append(true).open(path)?;
            self.journal_len = file.metadata()?.len();
            self.journal = Some(file);
            self.store.sync_dir();
        }
        let file = self.journal.as_mut().expect("opened above");
        let written = file.write_all(line.as_bytes()).and_then(|()| file.sync_data());
        if let Err(e) = written {
            // Cut a partial line off, so the next line starts on a line of its own.
            let _ = file.set_len(self.journal_len);
            return Err(e.into());
        }
        self.journal_len += line.len() as u64;
        self.lines += 1;
        self.saved_len = len;
        self.saved_tail = tail;
        self.saved_rest = rest;
        Ok(())
    }

    fn write_full(&mut self, save: &SaveFile) -> Result<(), GameError> {
        match self.stamp {
            Some(_) => self.check_base()?,
            None => self.store.check_replaceable(&self.id)?,
        }
        self.journal = None;
        let (token, stamp) = self.store.write_base(save)?;
        self.token = token;
        self.stamp = Some(stamp);
        self.journal_len = 0;
        self.lines = 0;
        self.saved_len = save.history.len();
        self.saved_tail = save.history[save.history.len().saturating_sub(TAIL)..].to_vec();
        let mut rest = save.clone();
        rest.history.clear();
        self.saved_rest = serde_json::to_string(&rest).expect("saves always serialise");
        Ok(())
    }
}
