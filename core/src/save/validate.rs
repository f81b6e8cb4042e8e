//! What a save says about its seats and counters, checked before a session is built
//! from it: a seat number the table does not have, a bot handed the device, or a
//! counter that would overflow is refused with the reason.

use super::format::{SaveFile, MAX_SESSION_VERSION};

/// Checks the seats, the viewer, the seat to move, the tally and the session
/// version against a table of `players` seats.
pub(crate) fn seats_and_counters(save: &SaveFile, players: usize) -> Result<(), String> {
    let seats = &save.seats;
    if seats.len() != players {
        return Err("seat list does not match the player count".into());
    }
    // A bot may have no name of its own (it is named by its level when read).
    if seats.iter().any(|s| s.is_human() && !s.has_own_name()) {
        return Err("a person's seat has no name".into());
    }
    if let Some(v) = save.viewer {
        match seats.get(v) {
            None => return Err(format!("viewer seat {v} does not exist ({players} seats)")),
            Some(seat) if !seat.is_human() => return Err(format!("viewer seat {v} is a bot")),
            Some(_) => {}
        }
    }
    if let Some(s) = save.to_move.filter(|&s| s >= players) {
        return Err(format!("seat {s} to move does not exist ({players} seats)"));
    }
    // Files from before the tally have none; otherwise one row per seat.
    if !save.tally.is_empty() && save.tally.len() != players {
        return Err("the tally does not have one row per seat".into());
    }
    if let Some(v) = save.session_version.filter(|&v| v > MAX_SESSION_VERSION) {
        return Err(format!("session version {v} is out of range"));
    }
    Ok(())
}
