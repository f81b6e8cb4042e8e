//! Where the table writes the game after every change: the one call into the store.

use crate::error::GameError;
use crate::save::{SaveFile, SaveStore};

/// Somewhere a game is saved after every change. A failure is reported in the
/// published state (the game goes on; the next save may work).
pub trait Autosave: Send + Sync {
    /// Writes the whole game.
    fn save(&self, save: &SaveFile) -> Result<(), GameError>;
}

impl Autosave for SaveStore {
    fn save(&self, save: &SaveFile) -> Result<(), GameError> {
        self.write(save)
    }
}
