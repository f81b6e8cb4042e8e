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

    /// Plays one step of a table of people: a hand-off taken, else the first step
    /// offered (a move built a step at a time, so some lines hold pending steps only),
    /// confirmed when complete.
    fn human_step(session: &mut dyn PlaySession) {
        use crate::session::Phase;
        match session.phase() {
            Phase::HandOff { seat } => session.confirm_handoff(seat).unwrap(),
            Phase::HumanTurn { seat } => match session.next_steps().first() {
                Some(step) => drop(session.choose_step(None, seat, &step.notation).unwrap()),
                None => drop(session.confirm(None, seat).unwrap()),
            },
            phase => panic!("a table of people in {phase:?}"),
        }
    }

    /// A node following another's lines ends with the game the writer holds, after
    /// every line (moves, chance drawn again, moves being built, hand-offs), and its
    /// own planner writes the very line it followed; a full save is read afresh.
    #[test]
    fn a_session_following_the_lines_is_the_game_the_writer_holds() {
        for (game, players) in [("fia", 4), ("fjols", 3), ("pairanoid", 4), ("fevga", 2)] {
            let def = crate::game(game).unwrap();
            let seats = (0..players).map(|i| SeatConfig::human(format!("P{i}"))).collect();
            let config =
                SessionConfig { game: game.into(), seats, variants: Default::default(), seed: Some(11), title: None };
            let mut writer = crate::new_session(&config).unwrap();
            let mut planner = JournalPlanner::new(writer.id());
            let mut follower: Option<(Box<dyn PlaySession>, JournalPlanner)> = None;
            let mut followed = 0;
            for step in 0..400 {
                if writer.outcome().is_some() {
                    break;
                }
                human_step(writer.as_mut());
                match planner.plan(writer.as_ref()) {
                    Some(JournalChange::Line(json)) => {
                        let (session, own) = follower.as_mut().expect("a full save comes first");
                        session.follow_line(&json).unwrap_or_else(|e| panic!("{game}, step {step}: {e:?}"));
                        assert_eq!(session.to_save(), writer.to_save(), "{game}: after step {step}");
                        assert_eq!(own.plan(session.as_ref()), Some(JournalChange::Line(json)), "{game}: {step}");
                        followed += 1;
                    }
                    Some(JournalChange::Full(save)) => {
                        let loaded = def.load_session_with(&save, "t", true).unwrap();
                        follower = Some((loaded, JournalPlanner::loaded(*save, 0)));
                    }
                    None => {}
                }
            }
            assert!(followed > 40, "{game}: {followed} lines followed");
        }
    }

    /// A line that does not continue the session as it is changes nothing the caller
    /// keeps: it is refused (an undo's line, a move out of turn, a broken line).
    #[test]
    fn a_line_that_does_not_continue_the_session_is_refused() {
        let seats = (0..2).map(|i| SeatConfig::human(format!("P{i}"))).collect();
        let config =
            SessionConfig { game: "fevga".into(), seats, variants: Default::default(), seed: Some(3), title: None };
        let mut writer = crate::new_session(&config).unwrap();
        let mut planner = JournalPlanner::new(writer.id());
        let _ = planner.plan(writer.as_ref());
        let base = writer.to_save();
        let follower = || crate::game("fevga").unwrap().load_session_with(&base, "t", true).unwrap();
        let seat = match writer.phase() {
            crate::session::Phase::HumanTurn { seat } => seat,
            phase => panic!("{phase:?}"),
        };
        let mv = writer.legal_moves()[0].clone();
        writer.act(None, seat, &mv).unwrap();
        let Some(JournalChange::Line(line)) = planner.plan(writer.as_ref()) else { panic!("a move is a line") };
        // The other seat's move: out of turn here.
        let other = line.replacen(&format!("[{seat},"), &format!("[{},", 1 - seat), 1);
        assert!(follower().follow_line(&other).is_err(), "out of turn: {other}");
        let undo = line.replacen("\"k\":", "\"k\":0,\"x\":", 1);
        assert!(follower().follow_line(&undo).is_err(), "an unknown field: {undo}");
        assert!(follower().follow_line("{\"k\":0,\"a\":[],\"v\":9,\"t\":0}").is_err(), "keeps fewer entries");
        assert!(follower().follow_line("not json").is_err());
        let mut fresh = follower();
        fresh.follow_line(&line).unwrap();
        assert_eq!(fresh.to_save(), writer.to_save(), "the line as written is followed");
    }
}
