//! Where the table writes the game after every change: the one call into the store.

use crate::error::GameError;
use crate::save::GameWriter;
use crate::session::PlaySession;

/// Somewhere a game is saved after every change. A failure is reported in the
/// published state (the game goes on; the next save may work).
pub trait Autosave: Send + Sync {
    /// Records the game as it is now (the store's writer appends only what is new).
    fn save(&self, session: &dyn PlaySession) -> Result<(), GameError>;
}

impl Autosave for GameWriter {
    fn save(&self, session: &dyn PlaySession) -> Result<(), GameError> {
        self.record(session)
    }
}
