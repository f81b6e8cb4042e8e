//! Refusals as typed error frames: the core's errors mapped to protocol codes, with
//! the core's own message in the device's language.

use spelbord_core::i18n::{render, Lang};
use spelbord_core::GameError;

use crate::hub::Refusal;
use crate::protocol::{ErrorCode, ServerMsg};

/// A refusal that leaves the connection open.
pub fn refuse(code: ErrorCode, message: impl Into<String>) -> Refusal {
    Box::new(ServerMsg::error(code, message, false))
}

/// The protocol code of a core error.
pub fn code_of(error: &GameError) -> ErrorCode {
    match error {
        GameError::StaleAction { .. } => ErrorCode::Stale,
        GameError::WrongSeat { .. } | GameError::HandOffPending(_) => ErrorCode::WrongSeat,
        GameError::GameOver => ErrorCode::GameOver,
        GameError::BadMove { .. } | GameError::IllegalMove { .. } | GameError::CannotUndo(_) => ErrorCode::Illegal,
        GameError::UnknownGame(_) | GameError::BadConfig(_) | GameError::BadPosition(_) => ErrorCode::BadRequest,
        _ => ErrorCode::Storage,
    }
}

/// A core error as a refusal: its code, its message in `lang`, and for a stale
/// action the version the game is at.
pub fn game_error(error: &GameError, lang: Lang) -> Refusal {
    let msg = error.message();
    let version = match error {
        GameError::StaleAction { expected, .. } => Some(*expected),
        _ => None,
    };
    Box::new(ServerMsg::Error {
        code: code_of(error),
        message: render(&msg, lang),
        msg: Some(msg),
        version,
        fatal: false,
    })
}
