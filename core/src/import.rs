//! A game saved on a device, continued online: what may be imported, and the game a
//! server goes on with. Pure, no I/O: the server decides with it and the terminal
//! client plans its seats with it.
//!
//! The save is read by the loader every device uses ([`SaveFile::from_json`] and a
//! replay through the game's session), never by a parser of its own, so whatever a
//! device can open the server can continue, and nothing else. The online game is
//! reseeded at the import ([`crate::session::Session::reseed`]): its dice and the
//! cards still to be dealt come from the server's fair-dice seed, not from the
//! device's seed, which the device's owner could know.

use crate::error::GameError;
use crate::game::Seat;
use crate::message::Msg;
use crate::save::SaveFile;
use crate::seat_request::SeatRequest;
use crate::session::{PlaySession, SeatConfig};

/// Why a save cannot be continued online. Each has a stable code for the wire
/// ([`ImportError::code`]) and words for a person ([`ImportError::message`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// Not a save, damaged (a checksum that does not match), or a history that does
    /// not replay: the detail is for logs.
    #[error("the save cannot be read: {0}")]
    BadSave(String),
    /// Written by a newer version of Spelbord than this one.
    #[error("the save is format version {found}; this build reads up to {supported}")]
    NewerSave {
        /// The save's format version.
        found: u32,
        /// The newest this build reads.
        supported: u32,
    },
    /// The game in the save is over: there is nothing to continue.
    #[error("the game in the save is over")]
    GameOver,
    /// The request does not fit the save (a seat it does not have, another number
    /// of seats): why, in words.
    #[error("the request does not fit the save ({0:?})")]
    BadRequest(Msg),
}

impl ImportError {
    /// The refusal's code as the protocol names it: `bad_save`, `newer_save`,
    /// `game_over` or `bad_request`.
    pub fn code(&self) -> &'static str {
        match self {
            ImportError::BadSave(_) => "bad_save",
            ImportError::NewerSave { .. } => "newer_save",
            ImportError::GameOver => "game_over",
            ImportError::BadRequest(_) => "bad_request",
        }
    }

    /// What a person reads: a catalogue message (`import-*`).
    pub fn message(&self) -> Msg {
        match self {
            ImportError::BadSave(_) => Msg::new("import-bad-save"),
            ImportError::NewerSave { .. } => Msg::new("import-newer-save"),
            ImportError::GameOver => Msg::new("import-game-over"),
            ImportError::BadRequest(reason) => Msg::new("import-bad-request").arg("reason", reason.clone()),
        }
    }
}

/// Reads a device save for import: readable by this build, its history replays from
/// its seed, and its game is not over. Returns the save as the replay gives it.
pub fn read(text: &str) -> Result<SaveFile, ImportError> {
    let save = SaveFile::from_json(text, "import").map_err(|e| match e {
        GameError::NewerSave { found, supported, .. } => ImportError::NewerSave { found, supported },
        other => ImportError::BadSave(other.to_string()),
    })?;
    let session = load(&save)?;
    if save.finished || session.outcome().is_some() || session.resigned().is_some() {
        return Err(ImportError::GameOver);
    }
    Ok(session.to_save())
}

/// The seats of `save` for an import by the person in seat `me`: the other people
/// invited under their names, the bots kept at their levels. A seat the save does
/// not have, or a bot's seat, is refused.
pub fn seats_for(save: &SaveFile, me: Seat) -> Result<Vec<SeatRequest>, ImportError> {
    let players = save.seats.len();
    let Some(mine) = save.seats.get(me) else {
        let reason = Msg::new("import-no-such-seat").arg("seat", (me as u64).saturating_add(1)).arg("seats", players);
        return Err(ImportError::BadRequest(reason));
    };
    if !mine.is_human() {
        return Err(ImportError::BadRequest(Msg::new("import-bot-seat").arg("seat", (me as u64).saturating_add(1))));
    }
    Ok(save
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| match s.bot {
            Some(level) => SeatRequest::Bot { level },
            None if i == me => SeatRequest::Me { name: s.name.clone() },
            None => SeatRequest::Invite { name: s.name.clone() },
        })
        .collect())
}

/// The game a server continues from `save` (as [`read`] returned it), with the
/// server's `seats` and reseeded from `seed` (its fair-dice seed) at the import:
/// from here on the dice, and in a card game the undealt pile, follow `seed`; the
/// hands already dealt stay (the device's owner may have seen them). Nothing of the
/// device's pass-and-play carries over (the device holder, a half-built move).
pub fn continue_online(
    save: &SaveFile,
    seats: Vec<SeatConfig>,
    seed: u64,
) -> Result<Box<dyn PlaySession>, ImportError> {
    check_seat_count(save, seats.len())?;
    let mut online = save.clone();
    online.seats = seats;
    online.viewer = None;
    online.pending.clear();
    let mut session = load(&online)?;
    if session.outcome().is_some() {
        return Err(ImportError::GameOver);
    }
    session.reseed(seed);
    Ok(session)
}

/// Refuses a table of `given` seats for a save of another number.
pub fn check_seat_count(save: &SaveFile, given: usize) -> Result<(), ImportError> {
    if given != save.seats.len() {
        let reason = Msg::new("import-seat-count").arg("saved", save.seats.len()).arg("given", given);
        return Err(ImportError::BadRequest(reason));
    }
    Ok(())
}

/// True when the game deals hidden cards: an imported one keeps the hands the
/// device dealt, which its owner may have seen (the host is told so).
pub fn hands_carried_over(save: &SaveFile) -> bool {
    crate::catalog::game(&save.game).is_ok_and(|def| def.info().private_info)
}

/// The save replayed by its game's session, as a device loads it.
fn load(save: &SaveFile) -> Result<Box<dyn PlaySession>, ImportError> {
    let def = crate::catalog::game(&save.game).map_err(|e| ImportError::BadSave(e.to_string()))?;
    def.load_session(save, "import").map_err(|e| ImportError::BadSave(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fair_dice::{self, FairDiceProof, CONTRIBUTION_BYTES, SECRET_BYTES};
    use crate::game::BotLevel;
    use crate::session::SessionConfig;

    /// A game of `game` for `players` (seat 0 a person, the rest bots) played
    /// `moves` bot steps from `seed`.
    fn device_game(game: &str, players: usize, seed: u64, moves: usize) -> Box<dyn PlaySession> {
        let seats = (0..players)
            .map(|i| match i {
                0 => SeatConfig::human("Anna"),
                _ => SeatConfig::bot(format!("B{i}"), BotLevel::Beginner),
            })
            .collect();
        let config =
            SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(seed), title: None };
        let mut session = crate::new_session(&config).unwrap();
        let mut played = 0;
        while played < moves && session.outcome().is_none() {
            let seat = match session.to_move() {
                crate::ToMove::Seat(s) => s,
                _ => break,
            };
            if session.seats()[seat].is_human() {
                let mv = session.legal_moves()[0].clone();
                session.act(None, seat, &mv).unwrap();
            } else {
                session.bot_step().unwrap();
            }
            played += 1;
        }
        session
    }

    fn all_bots(save: &SaveFile) -> Vec<SeatConfig> {
        save.seats.iter().enumerate().map(|(i, _)| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect()
    }

    fn loaded(save: &SaveFile) -> Result<Box<dyn PlaySession>, GameError> {
        crate::catalog::game(&save.game)?.load_session(save, "t")
    }

    /// Plays to the end: bots as bots, people their first legal move.
    fn finish(session: &mut Box<dyn PlaySession>) {
        while session.outcome().is_none() {
            match session.to_move() {
                crate::ToMove::Seat(s) if session.seats()[s].is_human() => {
                    let mv = session.legal_moves()[0].clone();
                    session.act(None, s, &mv).unwrap();
                }
                _ => {
                    session.bot_step().unwrap();
                }
            }
        }
    }

    #[test]
    fn a_damaged_or_foreign_save_is_a_bad_save() {
        let text = device_game("fevga", 2, 3, 10).to_save().to_json();
        assert!(read(&text).is_ok());
        let damaged = text.replacen("\"move\": \"", "\"move\": \"x", 1);
        assert!(matches!(read(&damaged), Err(ImportError::BadSave(_))));
        assert!(matches!(read("not json"), Err(ImportError::BadSave(_))));
        assert!(matches!(read("{\"format\": \"other\"}"), Err(ImportError::BadSave(_))));
        assert_eq!(ImportError::BadSave(String::new()).code(), "bad_save");
    }

    #[test]
    fn a_save_from_a_newer_version_is_refused_as_newer() {
        let text = device_game("fia", 2, 3, 4).to_save().to_json();
        let newer = text.replacen("\"version\": 3,", "\"version\": 99,", 1);
        let err = read(&newer).unwrap_err();
        assert_eq!(err, ImportError::NewerSave { found: 99, supported: crate::save::SAVE_VERSION });
        assert_eq!(err.code(), "newer_save");
        assert_eq!(err.message().key, "import-newer-save");
    }

    #[test]
    fn a_finished_game_cannot_be_continued() {
        let mut session = device_game("fevga", 2, 5, 0);
        finish(&mut session);
        let err = read(&session.to_save().to_json()).unwrap_err();
        assert_eq!((err.code(), err.message().key.as_str()), ("game_over", "import-game-over"));
    }

    #[test]
    fn a_seat_the_save_has_not_or_a_bot_seat_or_another_count_is_a_bad_request() {
        let save = read(&device_game("fjols", 3, 5, 6).to_save().to_json()).unwrap();
        assert_eq!(seats_for(&save, 0).unwrap()[0], SeatRequest::Me { name: "Anna".into() });
        assert_eq!(seats_for(&save, 0).unwrap()[1], SeatRequest::Bot { level: BotLevel::Beginner });
        for bad in [seats_for(&save, 3).unwrap_err(), seats_for(&save, 1).unwrap_err()] {
            assert_eq!(bad.code(), "bad_request");
        }
        let two = all_bots(&save)[..2].to_vec();
        assert!(matches!(continue_online(&save, two, 1), Err(ImportError::BadRequest(_))));
    }

    #[test]
    fn dice_after_the_import_come_from_the_online_seed_and_verify() {
        let device = device_game("fevga", 2, 11, 12);
        let save = read(&device.to_save().to_json()).unwrap();
        let at = save.history.len();
        let (secret, parts) = ([4u8; SECRET_BYTES], vec![vec![6u8; CONTRIBUTION_BYTES]]);
        let seed = fair_dice::derive_seed(&secret, &parts);
        let mut online = continue_online(&save, all_bots(&save), seed).unwrap();
        // The same seats and moves on the device: only the seed differs, so the rolls do.
        let mut device_save = save.clone();
        device_save.seats = all_bots(&save);
        let mut on_device_bots = loaded(&device_save).unwrap();
        finish(&mut online);
        finish(&mut on_device_bots);
        let rolls = |s: &dyn PlaySession| -> Vec<String> {
            s.history()[at..].iter().filter(|e| e.by.is_none()).map(|e| e.mv.clone()).take(6).collect()
        };
        assert_ne!(rolls(online.as_ref()), rolls(on_device_bots.as_ref()), "the dice after the import differ");
        let saved = online.to_save();
        assert_eq!(saved.seed, save.seed, "the save keeps the device's seed for the part before");
        assert_eq!(saved.reseeds, vec![crate::save::Reseed { at, seed }]);
        let proof = FairDiceProof {
            commitment: fair_dice::commitment(&secret),
            secret: fair_dice::to_hex(&secret),
            contributions: vec![fair_dice::to_hex(&parts[0])],
        };
        let check = proof.check(&saved).unwrap();
        let moves = save.history.iter().filter(|e| e.by.is_some()).count();
        assert_eq!((check.from, check.device_moves), (at, moves));
        assert_eq!(check.note().unwrap().key, "fair-dice-from-import");
        // The device's seed does not verify the online part.
        let device_proof = FairDiceProof { contributions: vec![fair_dice::to_hex(&[7u8; 16])], ..proof.clone() };
        assert!(device_proof.verify(&saved).is_err());
    }

    #[test]
    fn the_undealt_pile_is_shuffled_again_and_the_hands_stay() {
        for (game, players) in [("pairanoid", 4), ("fjols", 3)] {
            let save = read(&device_game(game, players, 21, 3).to_save().to_json()).unwrap();
            let before = loaded(&save).unwrap();
            let online = continue_online(&save, save.seats.clone(), 99).unwrap();
            for seat in 0..players {
                assert_eq!(online.hand(seat), before.hand(seat), "{game}: seat {seat}'s hand stays");
            }
            assert_ne!(online.position(), before.position(), "{game}: the pile is in another order");
            assert_eq!(online.history_len(), before.history_len());
        }
    }

    #[test]
    fn a_reseeded_game_saves_loads_and_replays_the_same_after_every_move() {
        for (game, players, moves) in [("pairanoid", 4, 30), ("fjols", 3, 5), ("fevga", 2, 12), ("fia", 4, 20)] {
            let save = read(&device_game(game, players, 31, moves).to_save().to_json()).unwrap();
            let mut online = continue_online(&save, all_bots(&save), 1234).unwrap();
            let mut steps = 0;
            while online.outcome().is_none() && steps < 400 {
                let saved = online.to_save();
                let text = saved.to_json();
                let again = loaded(&SaveFile::from_json(&text, "t").unwrap()).unwrap();
                assert_eq!(again.to_save(), saved, "{game}: after {steps} moves online");
                let mut whole = saved.clone();
                whole.checkpoint = None;
                assert_eq!(loaded(&whole).unwrap().position(), online.position(), "{game}");
                online.bot_step().unwrap();
                steps += 1;
            }
        }
    }

    #[test]
    fn no_undo_reaches_back_past_the_import() {
        // The person's last move before the save is theirs to undo on the device.
        let mut device = device_game("fia", 2, 8, 0);
        let mut i = 0;
        while i < 40 {
            match device.to_move() {
                crate::ToMove::Seat(0) => {
                    let mv = device.legal_moves()[0].clone();
                    device.act(None, 0, &mv).unwrap();
                    if device.can_undo(0) {
                        break;
                    }
                }
                _ => {
                    device.bot_step().unwrap();
                }
            }
            i += 1;
        }
        assert!(device.can_undo(0), "the test needs an undoable move before the save");
        let save = read(&device.to_save().to_json()).unwrap();
        let mut online = continue_online(&save, save.seats.clone(), 5).unwrap();
        assert!(!online.can_undo(0));
        let err = online.undo(0).unwrap_err();
        assert_eq!(err, GameError::CannotUndo(Msg::new("reason-undo-imported")));
    }

    #[test]
    fn a_save_without_reseeds_is_written_as_before() {
        let save = device_game("fevga", 2, 3, 6).to_save();
        assert!(!save.to_json().contains("reseeds"));
        let online = continue_online(&read(&save.to_json()).unwrap(), all_bots(&save), 9).unwrap();
        assert!(online.to_save().to_json().contains("\"reseeds\""));
        assert!(hands_carried_over(&read(&device_game("fjols", 3, 1, 2).to_save().to_json()).unwrap()));
        assert!(!hands_carried_over(&save));
    }
}
