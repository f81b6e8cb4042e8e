//! `SaveStore`: the saved games in a directory the app passes in.
//!
//! One live session per game: [`SaveStore::load`] of a game that is already open in
//! this app (another screen, a second tap in the list) hands out that same
//! [`GameSession`], so two sessions can never write over each other. Across
//! programs the core's lock refuses the second with `GameInUse`.

use std::path::PathBuf;
use std::sync::{Arc, Mutex, Weak};

use spelbord_core as sc;

use crate::error::{guard, Result};
use crate::scene::BoardScene;
use crate::session::GameSession;
use crate::types::SaveListing;

/// A live session and the save folder and id it writes.
type Live = ((PathBuf, String), Weak<GameSession>);

/// Sessions open in this process.
static LIVE: Mutex<Vec<Live>> = Mutex::new(Vec::new());

fn live() -> std::sync::MutexGuard<'static, Vec<Live>> {
    LIVE.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Saved games in one directory: a full save, a journal and a lock file per game.
#[derive(uniffi::Object)]
pub struct SaveStore {
    inner: sc::SaveStore,
}

impl SaveStore {
    /// The core store.
    pub(crate) fn core(&self) -> &sc::SaveStore {
        &self.inner
    }

    /// Notes that `session` is the live session of `id` here.
    pub(crate) fn register(&self, id: &str, session: &Arc<GameSession>) {
        let mut live = live();
        live.retain(|(_, weak)| weak.strong_count() > 0);
        live.push(((self.inner.dir().to_path_buf(), id.to_string()), Arc::downgrade(session)));
    }

    /// The live session of `id` in this folder, if one is open in this process.
    fn live_session(&self, id: &str) -> Option<Arc<GameSession>> {
        let key = (self.inner.dir().to_path_buf(), id.to_string());
        live().iter().find(|(k, _)| *k == key).and_then(|(_, weak)| weak.upgrade())
    }
}

#[uniffi::export]
impl SaveStore {
    /// Opens (creating if needed) the store on a directory; an empty path is refused.
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

    /// Loads a saved game; it autosaves back into this store. If the game is already
    /// open in this app, that session is returned (one live session per game).
    pub fn load(self: Arc<Self>, id: String) -> Result<Arc<GameSession>> {
        guard(|| {
            if let Some(session) = self.live_session(&id) {
                return Ok(session);
            }
            let (session, writer) = self.inner.open_game(&id)?;
            let session = GameSession::attach(session, Some((self.clone(), writer)));
            self.register(&id, &session);
            Ok(session)
        })
    }

    /// The table's view of a saved game, for its picture in the list (nothing
    /// private): read without opening the game, so it shows while the game is open
    /// or still closing (a finished game just left for a rematch).
    pub fn table_scene(&self, id: String) -> Result<BoardScene> {
        guard(|| Ok(self.inner.table_scene(&id)?.into()))
    }

    /// Deletes a save (unreadable ones too: the user's choice). Refused with
    /// `GameInUse` while the game is open: close its session first.
    pub fn delete(&self, id: String) -> Result<()> {
        guard(|| Ok(self.inner.delete(&id)?))
    }
}
