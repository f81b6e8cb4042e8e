//! Typed errors of the core. Every fallible entry point returns one of these: an
//! illegal or stale action leaves the state untouched and says why.

use thiserror::Error;

use crate::message::Msg;

/// Everything that can go wrong when creating, playing, saving or loading a game.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum GameError {
    /// No game with this id.
    #[error("unknown game '{0}' (fia, pairanoid, fjols, fevga)")]
    UnknownGame(String),
    /// Seat count, variant or seat configuration not allowed.
    #[error("bad configuration: {0}")]
    BadConfig(String),
    /// Position notation that cannot be read.
    #[error("bad position: {0}")]
    BadPosition(String),
    /// Move or step notation that cannot be read.
    #[error("bad move '{mv}': {reason}")]
    BadMove {
        /// The text as given.
        mv: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A readable move that the rules do not allow now.
    #[error("illegal move '{mv}': {reason}")]
    IllegalMove {
        /// The move as given.
        mv: String,
        /// The rule that refuses it, in a player's words (shown in English by
        /// `Display`, rendered in the player's language at the edge).
        reason: Msg,
    },
    /// The action was made for an older state (another action came first).
    #[error("stale action: the game has moved on (expected version {expected}, got {got})")]
    StaleAction {
        /// The session's current version.
        expected: u64,
        /// The version the caller acted on.
        got: u64,
    },
    /// The seat that acted is not the seat to move (or not a human seat).
    #[error("it is not {seat}'s turn: {reason}")]
    WrongSeat {
        /// The seat that tried to act.
        seat: usize,
        /// Whose turn it is, or why the seat cannot act.
        reason: String,
    },
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// Nothing to undo, or undo would re-roll a die or redraw a card.
    #[error("cannot undo: {0}")]
    CannotUndo(String),
    /// A hand-off must be confirmed before the next private view is shown.
    #[error("waiting for {0} to take the device")]
    HandOffPending(String),
    /// A save file that cannot be read (damaged, not a save, replay mismatch).
    #[error("unreadable save '{name}': {reason}")]
    UnreadableSave {
        /// File name in the store.
        name: String,
        /// What is wrong.
        reason: String,
    },
    /// A save written by a newer version of Spelbord; it is left untouched.
    #[error("save '{name}' is format version {found}, newer than this app's {supported}")]
    NewerSave {
        /// File name in the store.
        name: String,
        /// Version in the file.
        found: u32,
        /// Newest version this build reads.
        supported: u32,
    },
    /// The game is open in another writer (this app or another program): one
    /// writer per game, so no two can overwrite each other's moves.
    #[error("game '{id}' is in use: {reason}")]
    GameInUse {
        /// Save id.
        id: String,
        /// Who has it, or what changed it.
        reason: String,
    },
    /// No save with this id.
    #[error("no saved game '{0}'")]
    NoSuchSave(String),
    /// File-system failure.
    #[error("i/o error: {0}")]
    Io(String),
}

impl From<std::io::Error> for GameError {
    fn from(e: std::io::Error) -> Self {
        GameError::Io(e.to_string())
    }
}
