//! The journal of actions for a store that keeps it itself (a server's database, one
//! row per action) instead of in a file beside the full save: the same planner as the
//! on-device writer decides what a change needs (one action line, or a full save
//! every 64 lines, at the end, or when the seats change), and the same reader applies
//! the lines to their full save, so a game stored this way loads to exactly the game
//! that was played (the seed draws its chance entries again).
//!
//! The rows' framing (order, which full save they continue, integrity) is the store's
//! job: a database keys the rows by game and revision and checks them in its writes.

use super::format::SaveFile;
use super::journal;
use super::writer::{Job, Plan};
use crate::session::PlaySession;

/// What a change of a game needs written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JournalChange {
    /// One action line (JSON, under 200 bytes) continuing the last full save.
    Line(String),
    /// The whole game: the lines written so far are folded into it.
    Full(Box<SaveFile>),
}

/// Plans the writes of one game (see the module's introduction).
#[derive(Debug)]
pub struct JournalPlanner {
    plan: Plan,
}

impl JournalPlanner {
    /// A planner whose first plan is a full save.
    pub fn new(id: &str) -> JournalPlanner {
        JournalPlanner { plan: Plan::new(id) }
    }

    /// A planner for a game just read from its full save and `lines` lines after it
    /// (`save` is the loaded session's [`PlaySession::to_save`]): its next change is a
    /// line again, until the journal is due to be folded in.
    pub fn loaded(save: SaveFile, lines: usize) -> JournalPlanner {
        let mut plan = Plan::new(&save.id);
        let _ = plan.full(save);
        plan.lines = lines;
        JournalPlanner { plan }
    }

    /// What the session's change since the last plan needs written (`None`: nothing
    /// changed). A line is planned only when it describes the change exactly.
    pub fn plan(&mut self, session: &dyn PlaySession) -> Option<JournalChange> {
        self.plan.plan(session, false).map(change)
    }

    /// A full save of the session, whatever changed (the seats or the table did).
    pub fn full(&mut self, session: &dyn PlaySession) -> JournalChange {
        change(self.plan.full(session.to_save()).expect("a full save is always planned"))
    }
}

fn change(job: Job) -> JournalChange {
    match job {
        Job::Line { json, .. } => JournalChange::Line(json),
        Job::Full(save) => JournalChange::Full(save),
    }
}

/// The full save with the action `lines` after it applied, in order: the save to load
/// with [`crate::catalog::GameDef::load_session_with`], whose last argument is false
/// when a line was applied (the position then follows from the replay). A line that
/// does not parse or does not continue the save is an error naming it.
pub fn apply_lines<'a>(base: SaveFile, lines: impl IntoIterator<Item = &'a str>) -> Result<(SaveFile, bool), String> {
    let token = "rows";
    let text: String =
        lines.into_iter().enumerate().map(|(i, json)| journal::encode_line(token, i as u64 + 1, json)).collect();
    let replayed = journal::replay(base, token, &text);
    match replayed.damage {
        Some(damage) => Err(damage),
        None => Ok((replayed.save, replayed.actions)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{SeatConfig, SessionConfig};
    use crate::BotLevel;

    /// A game stored as rows (a full save, lines after it, a fold every so often, a
    /// planner loaded from the rows part-way) loads back to the game that was played,
    /// at every step; most changes are a line of under 200 bytes.
    #[test]
    fn a_game_stored_as_rows_loads_back_to_the_game_played() {
        for (game, players) in [("fia", 4), ("fjols", 3), ("pairanoid", 4), ("fevga", 2)] {
            let seats = (0..players).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect();
            let config =
                SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(7), title: None };
            let mut session = crate::new_session(&config).unwrap();
            let def = crate::game(game).unwrap();
            let mut planner = JournalPlanner::new(session.id());
            let (mut base, mut rows): (SaveFile, Vec<String>) = (session.to_save(), Vec::new());
            let (mut lines, mut fulls) = (0, 0);
            for step in 0..300 {
                if session.outcome().is_some() {
                    break;
                }
                session.bot_step().unwrap();
                match planner.plan(session.as_ref()) {
                    Some(JournalChange::Line(json)) => {
                        assert!(json.len() < 200, "{game}: a line of {} bytes", json.len());
                        rows.push(json);
                        lines += 1;
                    }
                    Some(JournalChange::Full(save)) => {
                        base = *save;
                        rows.clear();
                        fulls += 1;
                    }
                    None => {}
                }
                let (save, actions) = apply_lines(base.clone(), rows.iter().map(String::as_str)).unwrap();
                let loaded = def.load_session_with(&save, "t", !actions).unwrap();
                assert_eq!(loaded.to_save(), session.to_save(), "{game}: after step {step}");
                if step == 40 {
                    // Another node loads the game from the rows and writes on from there.
                    planner = JournalPlanner::loaded(loaded.to_save(), rows.len());
                    session = loaded;
                }
            }
            assert!(lines > 5 * fulls, "{game}: {lines} lines, {fulls} full saves");
        }
        let base = crate::new_session(&SessionConfig {
            game: "fevga".into(),
            seats: (0..2).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect(),
            variants: Default::default(),
            seed: Some(1),
            title: None,
        })
        .unwrap()
        .to_save();
        assert!(apply_lines(base, ["{\"k\":9}"]).is_err(), "a broken line is an error");
    }
}
