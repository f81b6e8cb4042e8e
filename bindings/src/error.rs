//! The one error type of the surface, and the guard that keeps panics out of it.
//!
//! Every case is something an app can act on (show the reason, refresh the view,
//! offer to delete a save). Core errors convert one to one; a panic inside the core
//! becomes [`SpelbordError::Internal`] instead of unwinding into Kotlin or Swift.

use std::panic::{catch_unwind, AssertUnwindSafe};

use spelbord_core::GameError;

use crate::i18n::Message;

/// Everything that can go wrong across the FFI.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum SpelbordError {
    /// No game with this id in the catalog.
    #[error("unknown game '{id}'")]
    UnknownGame {
        /// The id as given.
        id: String,
    },
    /// Seat count, seat names or a variant value not allowed.
    #[error("bad configuration: {reason}")]
    BadConfig {
        /// What is wrong.
        reason: String,
    },
    /// The step or move is not offered now (or cannot be read); nothing changed.
    #[error("illegal action '{action}': {reason}")]
    IllegalAction {
        /// The step or move as given.
        action: String,
        /// The rule that refuses it, in English (for logs).
        reason: String,
        /// The same reason as a catalogue message, to render in the player's
        /// language with `render_message` (not `message`: Kotlin's exceptions have one).
        reason_message: Message,
    },
    /// The action was made for an older version of the game; refresh and retry.
    #[error("stale action: the game is at version {current}, not {given}")]
    StaleAction {
        /// The session's version now.
        current: u64,
        /// The version the caller acted on.
        given: u64,
    },
    /// The seat that acted may not act now (not its turn, a bot's turn, no such seat).
    #[error("seat {seat} cannot act: {reason}")]
    WrongSeat {
        /// The seat that tried to act.
        seat: u32,
        /// Whose turn it is, or why the seat cannot act.
        reason: String,
    },
    /// Pass-and-play: the device must be handed to `player` and the hand-off confirmed.
    #[error("waiting for {player} to take the device")]
    HandOffPending {
        /// Name of the seat that should take the device.
        player: String,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Nothing to undo, or undo would re-roll a die or redraw a card.
    #[error("cannot undo: {reason}")]
    CannotUndo {
        /// Why not.
        reason: String,
    },
    /// A save that cannot be read (damaged, not a save, replay mismatch).
    #[error("unreadable save '{id}': {reason}")]
    UnreadableSave {
        /// Save id.
        id: String,
        /// What is wrong.
        reason: String,
    },
    /// A save written by a newer app version; it is left untouched.
    #[error("save '{id}' is version {found}, newer than this app's {supported}")]
    NewerSaveVersion {
        /// Save id.
        id: String,
        /// Version in the file.
        found: u32,
        /// Newest version this build reads.
        supported: u32,
    },
    /// The game is open in another writer (another screen's session is handed out
    /// instead, so this means another program), or its file was changed by one.
    #[error("game '{id}' is in use: {reason}")]
    GameInUse {
        /// Save id.
        id: String,
        /// Who has it, or what changed it.
        reason: String,
    },
    /// No save with this id.
    #[error("no saved game '{id}'")]
    NoSuchSave {
        /// The id as given.
        id: String,
    },
    /// File-system failure.
    #[error("i/o error: {reason}")]
    Io {
        /// The system's message.
        reason: String,
    },
    /// A bug inside the library (a panic was caught); the game may need reloading.
    #[error("internal error: {reason}")]
    Internal {
        /// What was caught.
        reason: String,
    },
}

/// Result of every entry point.
pub type Result<T> = std::result::Result<T, SpelbordError>;

/// Seat numbers cross the FFI as `u32`; the core's "no seat" marker saturates.
pub(crate) fn seat_out(seat: usize) -> u32 {
    u32::try_from(seat).unwrap_or(u32::MAX)
}

impl From<GameError> for SpelbordError {
    fn from(e: GameError) -> Self {
        match e {
            GameError::UnknownGame(id) => SpelbordError::UnknownGame { id },
            GameError::BadConfig(reason) => SpelbordError::BadConfig { reason },
            // No entry point takes a position, so a bad one is the library's own fault.
            GameError::BadPosition(reason) => SpelbordError::Internal { reason },
            GameError::BadMove { mv, reason } => {
                let message = spelbord_core::Msg::new("refuse-bad-notation").arg("reason", reason.as_str()).into();
                SpelbordError::IllegalAction { action: mv, reason, reason_message: message }
            }
            GameError::IllegalMove { mv, reason } => {
                SpelbordError::IllegalAction { action: mv, reason: reason.to_string(), reason_message: reason.into() }
            }
            GameError::StaleAction { expected, got } => SpelbordError::StaleAction { current: expected, given: got },
            GameError::WrongSeat { seat, reason } => SpelbordError::WrongSeat { seat: seat_out(seat), reason },
            GameError::GameOver => SpelbordError::GameOver,
            GameError::CannotUndo(reason) => SpelbordError::CannotUndo { reason },
            GameError::HandOffPending(player) => SpelbordError::HandOffPending { player },
            GameError::UnreadableSave { name, reason } => SpelbordError::UnreadableSave { id: name, reason },
            GameError::NewerSave { name, found, supported } => {
                SpelbordError::NewerSaveVersion { id: name, found, supported }
            }
            GameError::NoSuchSave(id) => SpelbordError::NoSuchSave { id },
            GameError::GameInUse { id, reason } => SpelbordError::GameInUse { id, reason },
            GameError::Io(reason) => SpelbordError::Io { reason },
        }
    }
}

/// Runs `f`, turning a panic into [`SpelbordError::Internal`] so none crosses the FFI.
pub(crate) fn guard<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => {
            let reason = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".to_string());
            log::error!("caught a panic at the FFI boundary: {reason}");
            Err(SpelbordError::Internal { reason })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_internal_error() {
        let r: Result<()> = guard(|| panic!("boom"));
        assert_eq!(r, Err(SpelbordError::Internal { reason: "boom".into() }));
        let r: Result<u8> = guard(|| panic!("{}", String::from("formatted")));
        assert_eq!(r, Err(SpelbordError::Internal { reason: "formatted".into() }));
    }

    #[test]
    fn core_errors_keep_their_case_and_details() {
        let e: SpelbordError = GameError::StaleAction { expected: 5, got: 3 }.into();
        assert_eq!(e, SpelbordError::StaleAction { current: 5, given: 3 });
        let e: SpelbordError = GameError::WrongSeat { seat: usize::MAX, reason: "x".into() }.into();
        assert_eq!(e, SpelbordError::WrongSeat { seat: u32::MAX, reason: "x".into() });
        let e: SpelbordError = GameError::NewerSave { name: "a".into(), found: 9, supported: 1 }.into();
        assert_eq!(e, SpelbordError::NewerSaveVersion { id: "a".into(), found: 9, supported: 1 });
        let e: SpelbordError = GameError::HandOffPending("Ann".into()).into();
        assert_eq!(e, SpelbordError::HandOffPending { player: "Ann".into() });
    }
}
