//! Resigning: a human ends the game (in Fevga match play, the match) as a loss, or
//! (where the game plays on) gives up only their part of it ([`ResignScope`]).
//!
//! A resignation is not a move of the rules: it is the session's own record, saved
//! beside the history (`resigned` in the save file) and applied again after the
//! replay, so a resigned game reloads as the same finished game. The outcome is
//! decided here once for every game: the resigning side (the player, or in a team
//! game the whole team: a Pairanoid pair concedes together) takes the last place and
//! counts as having lost outright; every other seat shares the first place. The
//! words of the end screen come from the game ([`crate::game::Game::resign_note`]):
//! in Fjols the one who resigns is the fjols.
//!
//! A game may instead play on ([`crate::game::Game::resign_move`]): in Fia of three
//! or four the resigning seat leaves and is placed last among those still playing;
//! in a Fevga match one game is given up at the value it has and the next begins.
//! That resignation is a move of the history, by the resigning seat, so a save
//! replays it where it happened and nothing in the save format changes.
//!
//! A single game of the tavli family (Fevga, Portes, Plakoto) is resigned whole by
//! such a move too ([`crate::game::Game::resign_all_move`]): the other wins it at the
//! value it has now, as the tavli series scores a game given up, and the game's own
//! outcome carries the points. Saves written before, with the game resigned beside
//! the history, load as they were.

use serde::{Deserialize, Serialize};

use crate::game::{GameInfo, Outcome, Seat};
use crate::message::Msg;

/// What a resignation gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ResignScope {
    /// Only this game, and the rules play on: in Fia of three or four the seat
    /// leaves (placed last among those still playing, its pieces off the board) and
    /// the others play on; in a Fevga match the opponent scores this game at the
    /// value it has now and the match goes on with the next game. Recorded in the
    /// history as the seat's move ([`crate::game::Game::resign_move`]).
    ThisGame,
    /// Everything: the game (a match: the whole match) ends as the side's loss.
    All,
}

/// One way the player holding the device may resign now, in the game's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResignChoice {
    /// What it gives up.
    pub scope: ResignScope,
    /// The button's label ("Resign this game").
    pub label: Msg,
    /// What it means, when the question does not say it all ("Bo scores 2 points;
    /// the match goes on").
    pub detail: Option<Msg>,
}

/// Who resigned, as the save file keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resignation {
    /// The human seat that resigned (for the whole team in a team game).
    pub seat: Seat,
}

/// The seats that resign with `seat`: its team in a team game, else only itself.
pub fn side_of(info: &GameInfo, seat: Seat) -> Vec<Seat> {
    info.teams.iter().find(|team| team.contains(&seat)).map_or_else(|| vec![seat], |team| team.to_vec())
}

/// The outcome of a game `seat` resigned, at a table of `players` seats: the
/// resigning side last (and lost outright), everyone else first, no points, and
/// `note` (the game's words for it) as the end screen's line.
pub fn outcome(info: &GameInfo, players: usize, seat: Seat, note: Msg) -> Outcome {
    let side = side_of(info, seat);
    // Places count sides: two teams, or every player on their own.
    let sides = if info.teams.is_empty() { players } else { info.teams.len() };
    let last = sides.max(2) as u32;
    let places = (0..players).map(|s| if side.contains(&s) { last } else { 1 }).collect();
    Outcome { places, points: vec![0; players], losers: side, summary: vec![note], standings: Vec::new() }
}

/// The usual line for a resignation: "Anna resigned".
pub fn note(seat: Seat) -> Msg {
    Msg::new("resign-note").arg("player", crate::scene::seat_name(seat))
}

/// A Fjols resignation: "Anna resigned and is the fjols".
pub fn note_fjols(seat: Seat) -> Msg {
    Msg::new("resign-note-fjols").arg("player", crate::scene::seat_name(seat))
}

/// A team's concession in words: "Anna and Cilla conceded".
pub fn note_team(info: &GameInfo, seat: Seat) -> Msg {
    let side = side_of(info, seat);
    let first = side.first().copied().unwrap_or(seat);
    let second = side.get(1).copied().unwrap_or(seat);
    Msg::new("resign-note-team")
        .arg("first", crate::scene::seat_name(first))
        .arg("second", crate::scene::seat_name(second))
}

/// The confirmation asked before `seat` (named `name`) resigns: a loss for them, or
/// for them and their partner in a team game.
pub fn question(info: &GameInfo, seat: Seat, name: crate::message::Arg) -> Msg {
    let key = if side_of(info, seat).len() > 1 { "resign-team" } else { "resign-question" };
    Msg::new(key).arg("name", name)
}

/// What `seat` is offered to resign now at `session`: the question to ask and the
/// ways (a button each), or `None` when the seat may not resign (the game is over,
/// the seat is a bot's or out of the game). One rule for a table on the device and
/// an online seat (the server sends it in the seat's frame).
pub fn offer(session: &dyn crate::session::PlaySession, seat: Seat) -> Option<(Msg, Vec<ResignChoice>)> {
    if session.phase() == crate::session::Phase::Over {
        return None;
    }
    let choices = session.resign_choices(seat);
    if choices.is_empty() {
        return None;
    }
    let name = session.seats().get(seat)?.name_arg(seat);
    Some((question(session.info(), seat, name), choices))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_offered_a_resignation_with_its_question_until_the_game_is_over() {
        let config = crate::session::SessionConfig {
            game: "fevga".into(),
            seats: vec![crate::session::SeatConfig::human("Anna"), crate::session::SeatConfig::human("Bo")],
            variants: Default::default(),
            seed: Some(3),
            title: None,
        };
        let mut s = crate::new_session(&config).unwrap();
        let (question, choices) = offer(s.as_ref(), 1).expect("Bo may resign out of turn");
        assert_eq!(question.key, "resign-question");
        assert!(choices.iter().any(|c| c.scope == ResignScope::All));
        s.resign(1).unwrap();
        assert!(offer(s.as_ref(), 0).is_none(), "nothing to resign once it is over");
        assert!(offer(s.as_ref(), 1).is_none());
    }

    #[test]
    fn a_pairanoid_pair_concedes_together_and_the_other_pair_wins() {
        let info = <crate::games::pairanoid::Pairanoid as crate::game::Game>::info();
        let o = outcome(info, 4, 2, note_team(info, 2));
        assert_eq!(o.places, vec![2, 1, 2, 1]);
        assert_eq!(o.losers, vec![0, 2]);
    }

    #[test]
    fn in_a_game_of_three_the_resigner_is_last_and_the_others_share_first() {
        let info = <crate::games::fjols::Fjols as crate::game::Game>::info();
        let o = outcome(info, 3, 1, note_fjols(1));
        assert_eq!(o.places, vec![1, 3, 1]);
        assert_eq!(o.losers, vec![1]);
        assert_eq!(o.summary[0].key, "resign-note-fjols");
    }
}

#[cfg(test)]
mod session_tests;

#[cfg(test)]
mod play_on_tests;

#[cfg(test)]
mod single_tests;
