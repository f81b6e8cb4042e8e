//! The one error type of the surface, and the guard that keeps panics out of it.
//!
//! Every case is something an app can act on (show the reason, refresh the view,
//! offer to delete a save). Core errors convert one to one; a panic inside the core
//! becomes [`SpelbordError::Internal`] instead of unwinding into Kotlin or Swift.

use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};

use spelbord_core::{GameError, Msg};

use crate::i18n::Message;

/// Everything that can go wrong across the FFI. What a player reads of any case is
/// [`error_message`] (a catalogue message for `render_message`); the fields are for
/// acting on the case and for logs.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Error)]
pub enum SpelbordError {
    /// No game with this id in the catalog.
    UnknownGame {
        /// The id as given.
        id: String,
    },
    /// Seat count, seat names or a variant value not allowed.
    BadConfig {
        /// What is wrong, in words.
        reason: Message,
    },
    /// The step or move is not offered now (or cannot be read); nothing changed.
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
    StaleAction {
        /// The session's version now.
        current: u64,
        /// The version the caller acted on.
        given: u64,
    },
    /// The seat that acted may not act now (not its turn, a bot's turn, no such seat).
    WrongSeat {
        /// The seat that tried to act.
        seat: u32,
        /// Whose turn it is, or why the seat cannot act, in words.
        reason: Message,
    },
    /// Pass-and-play: the device must be handed to `player` and the hand-off confirmed.
    HandOffPending {
        /// Name of the seat that should take the device.
        player: String,
    },
    /// The game has ended.
    GameOver,
    /// Nothing to undo, or undo would re-roll a die or redraw a card.
    CannotUndo {
        /// Why not, in words.
        reason: Message,
    },
    /// A save that cannot be read (damaged, not a save, replay mismatch).
    UnreadableSave {
        /// Save id.
        id: String,
        /// What is wrong, in English for logs (a player reads that it is damaged).
        reason: String,
    },
    /// A save written by a newer app version; it is left untouched.
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
    GameInUse {
        /// Save id.
        id: String,
        /// Who has it, or what changed it, in words.
        reason: Message,
    },
    /// No save with this id.
    NoSuchSave {
        /// The id as given.
        id: String,
    },
    /// File-system failure.
    Io {
        /// The system's message.
        reason: String,
    },
    /// A bug inside the library (a panic was caught); the game may need reloading.
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
            GameError::BadConfig(reason) => SpelbordError::BadConfig { reason: reason.into() },
            // No entry point takes a position, so a bad one is the library's own fault.
            GameError::BadPosition(reason) => SpelbordError::Internal { reason: reason.to_string() },
            GameError::BadMove { mv, reason } => SpelbordError::IllegalAction {
                action: mv,
                reason: reason.to_string(),
                reason_message: Msg::new("refuse-bad-notation").arg("reason", reason).into(),
            },
            GameError::IllegalMove { mv, reason } => {
                SpelbordError::IllegalAction { action: mv, reason: reason.to_string(), reason_message: reason.into() }
            }
            GameError::StaleAction { expected, got } => SpelbordError::StaleAction { current: expected, given: got },
            GameError::WrongSeat { seat, reason } => {
                SpelbordError::WrongSeat { seat: seat_out(seat), reason: reason.into() }
            }
            GameError::GameOver => SpelbordError::GameOver,
            GameError::CannotUndo(reason) => SpelbordError::CannotUndo { reason: reason.into() },
            GameError::HandOffPending(player) => SpelbordError::HandOffPending { player },
            GameError::UnreadableSave { name, reason } => SpelbordError::UnreadableSave { id: name, reason },
            GameError::NewerSave { name, found, supported } => {
                SpelbordError::NewerSaveVersion { id: name, found, supported }
            }
            GameError::NoSuchSave(id) => SpelbordError::NoSuchSave { id },
            GameError::GameInUse { id, reason } => SpelbordError::GameInUse { id, reason: reason.into() },
            GameError::Io(reason) => SpelbordError::Io { reason },
        }
    }
}

impl SpelbordError {
    /// The core's error this case came from (`None` for a caught panic), so the words
    /// a player reads come from one place: `GameError::message`.
    fn core(&self) -> Option<GameError> {
        use SpelbordError as S;
        Some(match self.clone() {
            S::UnknownGame { id } => GameError::UnknownGame(id),
            S::BadConfig { reason } => GameError::BadConfig(reason.into()),
            S::IllegalAction { action, reason_message, .. } => {
                GameError::IllegalMove { mv: action, reason: reason_message.into() }
            }
            S::StaleAction { current, given } => GameError::StaleAction { expected: current, got: given },
            S::WrongSeat { seat, reason } => {
                GameError::WrongSeat { seat: usize::try_from(seat).unwrap_or(usize::MAX), reason: reason.into() }
            }
            S::HandOffPending { player } => GameError::HandOffPending(player),
            S::GameOver => GameError::GameOver,
            S::CannotUndo { reason } => GameError::CannotUndo(reason.into()),
            S::UnreadableSave { id, reason } => GameError::UnreadableSave { name: id, reason },
            S::NewerSaveVersion { id, found, supported } => GameError::NewerSave { name: id, found, supported },
            S::GameInUse { id, reason } => GameError::GameInUse { id, reason: reason.into() },
            S::NoSuchSave { id } => GameError::NoSuchSave(id),
            S::Io { reason } => GameError::Io(reason),
            S::Internal { .. } => return None,
        })
    }

    /// What a player reads of this error.
    pub fn message(&self) -> Msg {
        self.core().map_or_else(|| Msg::new("error-internal"), |e| e.message())
    }
}

/// In English with the details a log needs (Kotlin's and Swift's error text).
impl fmt::Display for SpelbordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.core(), self) {
            (Some(e), _) => write!(f, "{e}"),
            (None, SpelbordError::Internal { reason }) => write!(f, "{} [{reason}]", self.message()),
            (None, other) => write!(f, "{}", other.message()),
        }
    }
}

impl std::error::Error for SpelbordError {}

/// What a player reads of `error`, as a message to render with `render_message` in
/// the player's language (and again after a language switch).
#[uniffi::export]
pub fn error_message(error: SpelbordError) -> Message {
    error.message().into()
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

/// [`guard`] for an entry point that has no error to give: a panic is logged and
/// `fallback` returned (still never across the FFI).
pub(crate) fn guard_value<T>(f: impl FnOnce() -> T, fallback: T) -> T {
    guard(|| Ok(f())).unwrap_or(fallback)
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
        let why = Msg::new("reason-seat-no-bot");
        let e: SpelbordError = GameError::WrongSeat { seat: usize::MAX, reason: why.clone() }.into();
        assert_eq!(e, SpelbordError::WrongSeat { seat: u32::MAX, reason: why.into() });
        let e: SpelbordError = GameError::NewerSave { name: "a".into(), found: 9, supported: 1 }.into();
        assert_eq!(e, SpelbordError::NewerSaveVersion { id: "a".into(), found: 9, supported: 1 });
        let e: SpelbordError = GameError::HandOffPending("Ann".into()).into();
        assert_eq!(e, SpelbordError::HandOffPending { player: "Ann".into() });
    }

    #[test]
    fn every_case_has_the_cores_words_for_a_player() {
        use crate::i18n::{render_message, Language};
        let why = Msg::new("reason-seat-turn").arg("name", "Anna");
        let e: SpelbordError = GameError::WrongSeat { seat: 1, reason: why }.into();
        assert_eq!(render_message(error_message(e.clone()), Language::Sv), "Inte nu: det är Anna som står på tur.");
        assert_eq!(e.to_string(), "Not now: it is Anna's turn. [seat 1]");
        let bad: SpelbordError = spelbord_core::notation::bad_move("p9", Msg::new("fia-parse-die")).into();
        assert_eq!(
            render_message(error_message(bad), Language::Da),
            "Ikke tilladt: det kan ikke læses: en terning viser 1 til 6."
        );
        let internal = SpelbordError::Internal { reason: "boom".into() };
        assert_eq!(
            render_message(error_message(internal.clone()), Language::En),
            "Something went wrong inside Spelbord; reopen the game."
        );
        assert!(internal.to_string().ends_with("[boom]"));
        let stale = SpelbordError::StaleAction { current: 4, given: 2 };
        assert_eq!(render_message(error_message(stale), Language::Da), "Spillet er gået videre; prøv igen.");
    }
}
