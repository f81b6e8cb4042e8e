//! What happened since a device last looked, in its language: the core decides
//! (`PlaySession::catch_up`: the move log's latest lines after another seat moved,
//! never a private card); the server only renders the lines for the device.

use spelbord_core::i18n::{render, Lang};
use spelbord_core::session::PlaySession;

/// The core's catch-up for `seat` since the history had `from` entries, rendered in
/// `lang`. Reads only the log entries after `from` (not the whole game's log).
pub fn catch_up_lines(session: &dyn PlaySession, from: usize, seat: usize, lang: Lang) -> Vec<String> {
    session.catch_up(from, seat).iter().map(|line| render(line, lang)).collect()
}
