//! Refusals as typed error frames: the core's errors mapped to protocol codes, with
//! the core's own message in the device's language.

use spelbord_core::i18n::{render, Lang};
use spelbord_core::{GameError, Msg};

use crate::hub::Refusal;
use spelbord_protocol::{ErrorCode, ServerMsg};

/// A refusal that leaves the connection open, in the catalogue's words: `msg` is
/// written in English here and in the connection's language when it is sent (see
/// [`in_lang`]), so every refusal the server builds reads as the device reads.
pub fn refuse(code: ErrorCode, msg: Msg) -> Refusal {
    Box::new(worded(code, msg, false))
}

/// An error frame worded by the catalogue (English until [`in_lang`] renders it).
pub fn worded(code: ErrorCode, msg: Msg, fatal: bool) -> ServerMsg {
    ServerMsg::Error { code, message: render(&msg, Lang::En), msg: Some(msg), version: None, fatal }
}

/// `frame` with an error's words rendered in `lang` (the connection's language);
/// other frames, and errors without a catalogue message, unchanged.
pub fn in_lang(mut frame: ServerMsg, lang: Lang) -> ServerMsg {
    if let ServerMsg::Error { message, msg: Some(msg), .. } = &mut frame {
        *message = render(msg, lang);
    }
    frame
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
