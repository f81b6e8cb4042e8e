//! The writer of one open game: autosave in constant time per action, with the disk
//! work on a thread of its own.
//!
//! [`GameWriter::stage`] is called under the session's lock after every change (a
//! move, a step, an undo, a hand-off, a new title). It only reads the session: it
//! plans one journal line (or, when it cannot describe the change as a line, a full
//! save) and queues it. The writer's thread writes the queue in order — append and
//! `fdatasync` a line, or write, sync and rename a full save — so no lock that a
//! screen, a tap or a bot needs is ever held while the disk works. A caller that
//! must know the change is on disk (an app reporting "saved", the kill -9 test)
//! waits for its [`Staged`] ([`Staged::commit`]) with no lock held; what it was told
//! saved survives a crash, and later changes are never on disk before earlier ones.
//!
//! Full saves (compactions) happen when the game is opened, when it ends, every 64
//! lines, when something a line cannot say changes (seats, tally) and at
//! [`GameWriter::close`]. A write that fails makes the next stage a full save (the
//! lines queued after it are not written: they continue a journal whose end is
//! unknown), so one failure never leaves a gap.
//!
//! Before each write the thread checks that the full save is still the file it
//! wrote; if another program replaced or removed it, the write is refused (a newer
//! app's file as [`GameError::NewerSave`]) and the file is left as it is.

use std::collections::{BTreeMap, VecDeque};
use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;

use super::format::{HistoryEntry, SaveFile};
use super::journal::{self, ActionRecord};
use super::lock::GameLock;
use super::store::{SaveStore, Stamp};
use crate::error::GameError;
use crate::message::Msg;
use crate::session::PlaySession;

/// History entries below the common length that a record compares with what it
/// wrote last, to notice a change it was not told about (then it saves in full).
const TAIL: usize = 8;
/// The journal is folded into a full save once it has this many lines: a load
/// replays at most these actions past the full save's checkpoint, so a long match
/// loads in a few milliseconds from any state the disk is left in. The full save is
/// written on the writer's thread; under the session's lock it costs a copy of the
/// history every 64 actions.
const COMPACT_LINES: usize = 64;
/// Failed writes remembered for the callers still to wait for them.
const FAILURES_KEPT: usize = 64;

/// The writer of one game. Holds the game's lock until dropped (its thread then
/// finishes what is queued and releases it).
pub struct GameWriter {
    plan: Mutex<Plan>,
    /// What was lost when the game was opened (a damaged journal), to report once.
    recovered: Mutex<Option<GameError>>,
    disk: Arc<Disk>,
    thread: Option<JoinHandle<()>>,
    /// The save folder, where a finished game is counted in the statistics.
    stats_dir: PathBuf,
}

impl std::fmt::Debug for GameWriter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameWriter").field("id", &lock(&self.plan).id).finish()
    }
}

/// What the planner knows: what will be on disk once the queue is written.
#[derive(Debug)]
pub(super) struct Plan {
    id: String,
    /// False until the first full save is planned.
    based: bool,
    /// Lines planned since the last full save.
    pub(super) lines: usize,
    /// History length as planned, and its last entries.
    saved_len: usize,
    saved_tail: Vec<HistoryEntry>,
    /// Everything but the history, as last planned (to skip a record that changes nothing).
    saved_rest: String,
    /// What lines cannot change, as in the last full save; the title as last planned.
    saved_fixed: String,
    saved_title: String,
}

/// One piece of disk work, in queue order.
pub(super) enum Job {
    /// Append this record as the next line of the journal of the last full save.
    Line { seq: u64, json: String },
    /// Write this save as the full save and start a new journal.
    Full(Box<SaveFile>),
}

/// The queue between the planner and the thread.
struct Disk {
    queue: Mutex<Queue>,
    changed: Condvar,
}

#[derive(Default)]
struct Queue {
    jobs: VecDeque<(u64, Job)>,
    /// Number given to the next job.
    next: u64,
    /// Every job numbered below this is finished (written or failed).
    done: u64,
    /// Failed jobs and why (the latest few).
    failures: BTreeMap<u64, GameError>,
    /// Set by a failure, cleared by a full save: lines are not written meanwhile.
    broken: Option<GameError>,
    /// The writer is going away: finish the queue and stop.
    stop: bool,
}

/// A change queued for the disk; [`Staged::commit`] waits until it is written.
/// Dropping it does not cancel the write.
#[must_use = "commit() waits for the disk and reports a failed write"]
pub struct Staged {
    disk: Arc<Disk>,
    job: Option<u64>,
    /// The game once it is over and the save folder, to count it in the statistics
    /// after the save is on disk.
    finished: Option<(crate::stats::FinishedGame, PathBuf)>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl GameWriter {
    pub(crate) fn new(store: SaveStore, id: &str, game_lock: GameLock, stamp: Option<Stamp>) -> GameWriter {
        let disk = Arc::new(Disk { queue: Mutex::new(Queue::default()), changed: Condvar::new() });
        let stats_dir = store.dir().to_path_buf();
        let state = DiskState {
            store,
            id: id.to_string(),
            _lock: game_lock,
            stamp,
            token: String::new(),
            journal: None,
            journal_len: 0,
        };
        let for_thread = disk.clone();
        let thread = std::thread::Builder::new()
            .name("spelbord-save".into())
            .spawn(move || for_thread.run(state))
            .expect("the system can start a thread");
        GameWriter {
            plan: Mutex::new(Plan::new(id)),
            recovered: Mutex::new(None),
            disk,
            thread: Some(thread),
            stats_dir,
        }
    }

    /// The id of the game this writer writes.
    pub fn id(&self) -> String {
        lock(&self.plan).id.clone()
    }

    /// Notes what opening the game could not keep (see [`SaveStore::open_game`]).
    pub(crate) fn set_recovered(&self, error: GameError) {
        *lock(&self.recovered) = Some(error);
    }

    /// What opening the game could not keep, in words: the damaged journal lines
    /// left out. Once: later calls say nothing.
    pub fn recovered(&self) -> Option<GameError> {
        lock(&self.recovered).take()
    }

    /// Saves the change(s) since the last record and waits until they are on disk.
    pub fn record(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.stage(session).commit()
    }

    /// Queues the record of the session as it is now (call it under the session's
    /// lock: it only reads the session and never waits for the disk).
    pub fn stage(&self, session: &dyn PlaySession) -> Staged {
        let mut plan = lock(&self.plan);
        let broken = lock(&self.disk.queue).broken.is_some();
        let job = plan.plan(session, broken);
        let mut staged = self.queue(job);
        staged.finished = crate::stats::FinishedGame::of(session).map(|game| (game, self.stats_dir.clone()));
        staged
    }

    /// Queues a full save of the session (folding the journal in).
    pub fn stage_full(&self, session: &dyn PlaySession) -> Staged {
        let mut plan = lock(&self.plan);
        let job = plan.full(session.to_save());
        self.queue(job)
    }

    /// Writes the whole game as one full save and empties the journal; waits for it.
    pub fn compact(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.stage_full(session).commit()
    }

    /// Writes a full save and releases the game.
    pub fn close(self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.compact(session)
    }

    /// Waits until everything queued so far is on disk; the failure of the last
    /// write queued, if it failed.
    pub fn flush(&self) -> Result<(), GameError> {
        let mut q = lock(&self.disk.queue);
        let last = q.next;
        while q.done < last {
            q = self.disk.changed.wait(q).unwrap_or_else(|p| p.into_inner());
        }
        match last.checked_sub(1).and_then(|n| q.failures.get(&n)) {
            Some(e) => Err(e.clone()),
            None => Ok(()),
        }
    }

    fn queue(&self, job: Option<Job>) -> Staged {
        let Some(job) = job else { return Staged { disk: self.disk.clone(), job: None, finished: None } };
        let mut q = lock(&self.disk.queue);
        let n = q.next;
        q.next += 1;
        q.jobs.push_back((n, job));
        self.disk.changed.notify_all();
        Staged { disk: self.disk.clone(), job: Some(n), finished: None }
    }
}

impl Drop for GameWriter {
    fn drop(&mut self) {
        lock(&self.disk.queue).stop = true;
        self.disk.changed.notify_all();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Staged {
    /// Waits until the change is on disk (with no lock of the caller's held, the
    /// screens go on meanwhile); the failure if its write failed.
    /// A game that is over is then counted in the statistics of the save folder
    /// (once: see [`crate::stats`]).
    pub fn commit(self) -> Result<(), GameError> {
        if let Some(job) = self.job {
            let mut q = lock(&self.disk.queue);
            while q.done <= job {
                q = self.disk.changed.wait(q).unwrap_or_else(|p| p.into_inner());
            }
            if let Some(e) = q.failures.get(&job) {
                return Err(e.clone());
            }
        }
        match self.finished {
            Some((game, dir)) => crate::stats::StatsFile::in_dir(&dir).count(&game),
            None => Ok(()),
        }
    }
}

impl Plan {
    /// A planner that has planned nothing yet (its first plan is a full save).
    pub(super) fn new(id: &str) -> Plan {
        Plan {
            id: id.to_string(),
            based: false,
            lines: 0,
            saved_len: 0,
            saved_tail: Vec::new(),
            saved_rest: String::new(),
            saved_fixed: String::new(),
            saved_title: String::new(),
        }
    }

    /// What to write for the session as it is now (`None`: nothing changed).
    pub(super) fn plan(&mut self, session: &dyn PlaySession, broken: bool) -> Option<Job> {
        let len = session.history_len();
        let common = len.min(self.saved_len);
        let from = common.saturating_sub(TAIL);
        let mut tail = session.save_tail(from);
        // The saved tail covers entries saved_len - saved_tail.len() .. saved_len.
        let tail_start = self.saved_len - self.saved_tail.len();
        let unchanged =
            from >= tail_start && (from..common).all(|i| tail.history[i - from] == self.saved_tail[i - tail_start]);
        let journal_full = self.lines >= COMPACT_LINES;
        if !self.based || broken || !unchanged || tail.finished || journal_full || fixed(&tail) != self.saved_fixed {
            return self.full(session.to_save());
        }
        let appended = tail.history.split_off(common - from);
        let kept = std::mem::take(&mut tail.history);
        let rest = serde_json::to_string(&tail).expect("saves always serialise");
        if common == self.saved_len && appended.is_empty() && rest == self.saved_rest {
            return None;
        }
        let record = ActionRecord {
            k: common,
            a: appended.iter().map(|e| (e.by, if e.by.is_some() { e.mv.clone() } else { String::new() })).collect(),
            p: tail.pending.clone(),
            w: tail.viewer,
            v: tail.session_version.unwrap_or(len as u64),
            t: tail.updated_ms,
            n: (tail.title != self.saved_title).then(|| tail.title.clone()),
        };
        let mut new_tail = kept;
        new_tail.extend(appended);
        let cut = new_tail.len().saturating_sub(TAIL);
        new_tail.drain(..cut);
        self.lines += 1;
        self.saved_len = len;
        self.saved_tail = new_tail;
        self.saved_rest = rest;
        self.saved_title = tail.title;
        Some(Job::Line { seq: self.lines as u64, json: journal::encode_record(&record) })
    }

    /// A full save of `save`.
    pub(super) fn full(&mut self, save: SaveFile) -> Option<Job> {
        self.based = true;
        self.lines = 0;
        self.saved_len = save.history.len();
        self.saved_tail = save.history[save.history.len().saturating_sub(TAIL)..].to_vec();
        self.saved_fixed = fixed(&save);
        self.saved_title = save.title.clone();
        let mut rest = save.clone();
        rest.history.clear();
        self.saved_rest = serde_json::to_string(&rest).expect("saves always serialise");
        Some(Job::Full(Box::new(save)))
    }
}

/// What a journal line cannot change (a change of it needs a full save): the game,
/// its table and seats, the seed, the tally and the reseeds.
fn fixed(save: &SaveFile) -> String {
    let table = (&save.id, &save.game, save.created_ms, &save.setup, &save.seats, save.seed, &save.tally);
    serde_json::to_string(&(table, &save.reseeds)).expect("saves always serialise")
}

/// What the writer's thread owns: the files.
struct DiskState {
    store: SaveStore,
    id: String,
    _lock: GameLock,
    /// The full save as last written by this writer (`None`: not written yet).
    stamp: Option<Stamp>,
    token: String,
    journal: Option<File>,
    journal_len: u64,
}

impl Disk {
    /// The thread: writes the queue in order until the writer is dropped.
    fn run(&self, mut state: DiskState) {
        loop {
            let (n, job, broken) = {
                let mut q = lock(&self.queue);
                while q.jobs.is_empty() && !q.stop {
                    q = self.changed.wait(q).unwrap_or_else(|p| p.into_inner());
                }
                let Some((n, job)) = q.jobs.pop_front() else { break };
                (n, job, q.broken.clone())
            };
            let full = matches!(job, Job::Full(_));
            let result = match (job, broken) {
                (Job::Full(save), _) => state.write_full(&save),
                (Job::Line { .. }, Some(e)) => Err(e),
                (Job::Line { seq, json }, None) => state.append(seq, &json),
            };
            let mut q = lock(&self.queue);
            q.done = n + 1;
            match result {
                Ok(()) if full => q.broken = None,
                Ok(()) => {}
                Err(e) => {
                    q.broken = Some(e.clone());
                    q.failures.insert(n, e);
                    while q.failures.len() > FAILURES_KEPT {
                        q.failures.pop_first();
                    }
                }
            }
            self.changed.notify_all();
        }
    }
}

impl DiskState {
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

    fn append(&mut self, seq: u64, json: &str) -> Result<(), GameError> {
        self.check_base()?;
        if self.journal.is_none() {
            let path = self.store.journal_path(&self.id)?;
            let file = super::store::private_file(&path, true)?;
            self.journal_len = file.metadata()?.len();
            self.journal = Some(file);
            self.store.sync_dir();
        }
        let line = journal::encode_line(&self.token, seq, json);
        let file = self.journal.as_mut().expect("opened above");
        let written = file.write_all(line.as_bytes()).and_then(|()| file.sync_data());
        if let Err(e) = written {
            // Cut a partial line off, so the next line starts on a line of its own.
            let _ = file.set_len(self.journal_len);
            return Err(e.into());
        }
        self.journal_len += line.len() as u64;
        Ok(())
    }

    fn write_full(&mut self, save: &SaveFile) -> Result<(), GameError> {
        match self.stamp {
            Some(_) => self.check_base()?,
            None => drop(self.store.check_replaceable(&self.id)?),
        }
        self.journal = None;
        let (token, stamp) = self.store.write_base(save)?;
        self.token = token;
        self.stamp = Some(stamp);
        self.journal_len = 0;
        Ok(())
    }
}
