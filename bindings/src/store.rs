//! `SaveStore`: the saved games in a directory the app passes in.

use std::sync::Arc;

use spelbord_core as sc;

use crate::error::{guard, Result};
use crate::session::GameSession;
use crate::types::SaveListing;

/// Saved games, one JSON file each, in one directory.
#[derive(uniffi::Object)]
pub struct SaveStore {
    inner: sc::SaveStore,
}

impl SaveStore {
    /// Writes a save (atomic; refuses to replace an unreadable or newer file).
    pub(crate) fn write(&self, save: &sc::SaveFile) -> Result<()> {
        Ok(self.inner.write(save)?)
    }

    /// The core's store (a table autosaves through it).
    pub(crate) fn core(&self) -> &sc::SaveStore {
        &self.inner
    }
}

#[uniffi::export]
impl SaveStore {
    /// Opens (creating if needed) the store on a directory.
    #[uniffi::constructor]
    pub fn open(dir: String) -> Result<Arc<SaveStore>> {
        guard(|| Ok(Arc::new(SaveStore { inner: sc::SaveStore::open(&dir)? })))
    }

    /// The directory.
    pub fn dir(&self) -> String {
        self.inner.dir().to_string_lossy().into_owned()
    }

    /// Readable saves (most recent first) and unreadable files with the reason.
    pub fn list(&self) -> Result<SaveListing> {
        guard(|| Ok(self.inner.list()?.into()))
    }

    /// Loads a saved game; it autosaves back into this store.
    pub fn load(self: Arc<Self>, id: String) -> Result<Arc<GameSession>> {
        guard(|| {
            let session = sc::load_session(&self.inner, &id)?;
            Ok(GameSession::attach(session, self.clone()))
        })
    }

    /// Deletes a save (unreadable ones too: the user's choice).
    pub fn delete(&self, id: String) -> Result<()> {
        guard(|| Ok(self.inner.delete(&id)?))
    }
}
