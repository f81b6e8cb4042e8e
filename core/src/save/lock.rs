//! One writer per game: a lock file per game, held with the operating system's
//! advisory lock (`File::try_lock`: `flock` on Linux, Android, macOS and iOS,
//! `LockFileEx` on Windows) for as long as a writer has the game open. The OS
//! drops the lock when the process dies, so a crash never leaves a game locked.
//! A set of the locks held in this process names the case of a second open from
//! the same app, and keeps the message apart from a second program's.

use std::collections::BTreeSet;
use std::fs::{self, File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::error::GameError;
use crate::message::Msg;

/// Lock files held by this process.
static HELD: Mutex<BTreeSet<PathBuf>> = Mutex::new(BTreeSet::new());

fn held() -> std::sync::MutexGuard<'static, BTreeSet<PathBuf>> {
    HELD.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// The lock of one game; released when dropped.
#[derive(Debug)]
pub struct GameLock {
    path: PathBuf,
    file: File,
}

impl GameLock {
    /// The lock file of game `id` in `dir` (a canonical path, so two stores opened
    /// on the same folder by different spellings share their locks).
    pub fn path(dir: &Path, id: &str) -> PathBuf {
        dir.join(format!("{id}.lock"))
    }

    /// Takes the lock of `id`, or says who holds it: [`GameError::GameInUse`].
    pub fn acquire(dir: &Path, id: &str) -> Result<GameLock, GameError> {
        let path = GameLock::path(dir, id);
        if !held().insert(path.clone()) {
            return Err(GameError::GameInUse { id: id.to_string(), reason: Msg::new("reason-in-use-here") });
        }
        match GameLock::open_locked(&path, id) {
            Ok(file) => Ok(GameLock { path, file }),
            Err(e) => {
                held().remove(&path);
                Err(e)
            }
        }
    }

    fn open_locked(path: &Path, id: &str) -> Result<File, GameError> {
        let mut options = OpenOptions::new();
        options.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        let mut file = options.open(path)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(fs::TryLockError::WouldBlock) => {
                let owner = fs::read_to_string(path).unwrap_or_default();
                let owner = owner.trim();
                let reason = if owner.is_empty() {
                    Msg::new("reason-in-use-other")
                } else {
                    Msg::new("reason-in-use-process").arg("process", owner)
                };
                return Err(GameError::GameInUse { id: id.to_string(), reason });
            }
            Err(fs::TryLockError::Error(e)) => return Err(e.into()),
        }
        // Who holds it, for the other program's message (best effort).
        let _ = file.set_len(0).and_then(|()| file.write_all(std::process::id().to_string().as_bytes()));
        Ok(file)
    }

    /// True when this process holds the lock of `id` in `dir`.
    pub fn held_here(dir: &Path, id: &str) -> bool {
        held().contains(&GameLock::path(dir, id))
    }
}

impl Drop for GameLock {
    fn drop(&mut self) {
        // Unlock before forgetting it here, so a second open in this process never
        // meets the OS lock of a writer that is going away. The file itself stays
        // (removing it while another program opens it would split the lock in two);
        // deleting the game removes it, and opening the store removes stale ones.
        let _ = self.file.unlock();
        held().remove(&self.path);
    }
}
