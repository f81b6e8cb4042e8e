//! Where the table writes the game after every change: the one call into the store.

use crate::error::GameError;
use crate::save::GameWriter;
use crate::session::PlaySession;

/// Somewhere a game is saved after every change. A failure is reported in the
/// published state (the game goes on; the next save may work).
pub trait Autosave: Send + Sync {
    /// Records the game as it is now (the store's writer appends only what is new)
    /// and returns once it is saved.
    fn save(&self, session: &dyn PlaySession) -> Result<(), GameError>;

    /// Starts recording the game as it is now, under the table's locks: it must not
    /// wait for the disk. The table waits for the returned [`PendingSave`] with no
    /// lock held. Default: saves at once (for savers that never wait).
    fn stage(&self, session: &dyn PlaySession) -> PendingSave {
        PendingSave::done(self.save(session))
    }

    /// What opening the game could not keep (a damaged journal's lines), reported
    /// once; the table shows it as its autosave error until the next save.
    fn recovered(&self) -> Option<GameError> {
        None
    }
}

/// A save under way: waiting for it blocks until it is written.
pub struct PendingSave(Box<dyn FnOnce() -> Result<(), GameError> + Send>);

impl PendingSave {
    /// A save that finished already, with its result.
    pub fn done(result: Result<(), GameError>) -> PendingSave {
        PendingSave(Box::new(move || result))
    }

    /// A save that `wait` finishes (it blocks until the save is written).
    pub fn waiting(wait: impl FnOnce() -> Result<(), GameError> + Send + 'static) -> PendingSave {
        PendingSave(Box::new(wait))
    }

    /// Waits until it is written; the failure if it failed.
    pub fn wait(self) -> Result<(), GameError> {
        (self.0)()
    }
}

impl Autosave for GameWriter {
    fn save(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.record(session)
    }

    fn stage(&self, session: &dyn PlaySession) -> PendingSave {
        let staged = GameWriter::stage(self, session);
        PendingSave::waiting(move || staged.commit())
    }

    fn recovered(&self) -> Option<GameError> {
        GameWriter::recovered(self)
    }
}
