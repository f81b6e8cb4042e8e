//! The first-game guide over the FFI: the core says which node each step marks and
//! what it says (`spelbord_core::guide`); the shell paints the mark over its board and
//! the caption with Next, Back and Skip.

use std::sync::{Arc, Mutex};

use spelbord_core::guide as cg;

use crate::error::{guard, Result};
use crate::i18n::Message;
use crate::scene::SceneNode;
use crate::table::Table;

/// The step on screen.
#[derive(Debug, Clone, PartialEq, uniffi::Record)]
pub struct GuideShown {
    /// The one-line caption.
    pub caption: Message,
    /// "2 of 4".
    pub progress: Message,
    /// The step's number from 0.
    pub index: u32,
    /// How many steps.
    pub count: u32,
    /// True on the last step (Next finishes).
    pub last: bool,
    /// The mark to draw over the board (add it to the scene's nodes), if the node is there.
    pub mark: Option<SceneNode>,
}

/// How a guide ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum GuideEnd {
    /// Every step was shown.
    Completed,
    /// Skipped.
    Skipped,
}

/// One game's guide being followed.
#[derive(uniffi::Object)]
pub struct Guide {
    inner: Mutex<cg::Guide>,
}

#[uniffi::export]
impl Guide {
    /// The guide of `game`, at its first step (`UnknownGame` for another id).
    #[uniffi::constructor]
    pub fn new(game: String) -> Result<Arc<Guide>> {
        guard(|| Ok(Arc::new(Guide { inner: Mutex::new(cg::Guide::new(&game)?) })))
    }

    /// The step over the board `table` shows now, or `None` once ended.
    pub fn shown(&self, table: Arc<Table>) -> Option<GuideShown> {
        let state = table.core_state();
        let colour = state.viewer.and_then(|v| state.view.seat_colours.get(v).cloned().flatten());
        let guide = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        guide.shown(&state.scene, state.viewer, colour.as_deref()).map(|s| GuideShown {
            caption: s.caption.into(),
            progress: s.progress.into(),
            index: s.index as u32,
            count: s.count as u32,
            last: s.last,
            mark: s.mark.map(Into::into),
        })
    }

    /// To the next step (after the last, the guide is completed).
    pub fn next(&self) {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).next();
    }

    /// Back one step.
    pub fn back(&self) {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).back();
    }

    /// Skips the rest.
    pub fn skip(&self) {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).skip();
    }

    /// How it ended, once it has.
    pub fn ended(&self) -> Option<GuideEnd> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner()).ended().map(|e| match e {
            cg::GuideEnd::Completed => GuideEnd::Completed,
            cg::GuideEnd::Skipped => GuideEnd::Skipped,
        })
    }
}
