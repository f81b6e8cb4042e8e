//! What happened since a player last looked, in words: the one rule for the local
//! table (at the start of a player's turn) and the online server (in every frame).
//!
//! An undo takes entries out of the history, so "the entries after the length the
//! player saw" is not enough: a move they saw and that was then taken back would
//! vanish without a word, and a move played again in its place would read as a
//! second move ("1→3, 3→4, 1→3, 3→4"). So the session keeps the moves taken back
//! (the latest few, in memory) with the version each undo made, and a reader is
//! told, from where they last looked ([`Seen`]: the history's length and the version
//! then), first the moves taken back since, each marked so, then every entry of the
//! history from the lowest point an undo cut it to.

use std::collections::VecDeque;

use crate::game::Seat;
use crate::i18n::log::LogEntry;
use crate::message::Msg;

/// The most lines a catch-up shows (the latest; the log keeps the rest).
pub const CATCH_UP_LINES: usize = 8;

/// How many moves taken back a session remembers (far more than a catch-up shows).
const TAKEN_BACK_KEPT: usize = 32;

/// Where a reader last looked at a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Seen {
    /// The history's length then.
    pub history: usize,
    /// The session's version then: undos after it are news to the reader.
    pub version: u64,
}

/// A move taken back.
#[derive(Clone, Debug)]
struct TakenBack {
    /// The history index it had.
    at: usize,
    /// The session version its undo made.
    version: u64,
    /// Its move log entry.
    entry: LogEntry,
}

/// The moves taken back in a session, oldest first (not saved: a game loaded again
/// starts with none, and its readers start from a hand-off or a fresh frame).
#[derive(Clone, Debug, Default)]
pub struct TakenBackLog(VecDeque<TakenBack>);

impl TakenBackLog {
    /// Notes that the entry at history index `at`, `entry`, was taken back by the
    /// undo that made `version`.
    pub fn note(&mut self, at: usize, version: u64, entry: LogEntry) {
        if self.0.len() == TAKEN_BACK_KEPT {
            self.0.pop_front();
        }
        self.0.push_back(TakenBack { at, version, entry });
    }

    /// The moves taken back after `version`, in the order they were taken back.
    fn since(&self, version: u64) -> impl Iterator<Item = &TakenBack> {
        self.0.iter().filter(move |t| t.version > version)
    }
}

/// What happened since `seen`, for `seat`, in words (at most [`CATCH_UP_LINES`], the
/// latest), when another seat moved or took a move back since; empty otherwise. The
/// reader's own moves taken back are not told (they took them back).
/// `log_since(from)` gives the move log's entries from history index `from` on (the
/// log tells no private card, so any seat may read it).
pub fn lines(
    seen: Seen,
    seat: Seat,
    taken_back: &TakenBackLog,
    log_since: impl FnOnce(usize) -> Vec<LogEntry>,
) -> Vec<Msg> {
    // A move the reader took back is no news to them: they took it back themselves
    // (only a seat's own move is ever taken back), on the device as online.
    let mut undone: Vec<&TakenBack> = taken_back.since(seen.version).filter(|t| t.entry.by != Some(seat)).collect();
    // Everything from the lowest cut on was played after the reader looked.
    let from = undone.iter().map(|t| t.at).fold(seen.history, usize::min);
    let later = log_since(from);
    let by_another = |e: &LogEntry| e.by.is_some_and(|by| by != seat);
    if !later.iter().any(by_another) && !undone.iter().any(|t| by_another(&t.entry)) {
        return Vec::new();
    }
    // In the order they stood in the history (an undo of two moves takes the later first).
    undone.sort_by_key(|t| t.at);
    let taken_back: Vec<Msg> = undone
        .iter()
        .flat_map(|t| t.entry.lines.iter())
        .map(|line| Msg::new("catch-up-taken-back").arg("line", line.clone()))
        .collect();
    // Told where it happened: what was played before the (lowest) cut, then the moves
    // taken back there, then what was played from the cut on (before, the taken-back
    // lines came first and a reader took the moves after them for older ones).
    let cut = undone.iter().map(|t| t.at).min().unwrap_or(usize::MAX);
    let split = cut.saturating_sub(from).min(later.len());
    let mut later = later;
    let after: Vec<Msg> = later.split_off(split).into_iter().flat_map(|e| e.lines).collect();
    let before: Vec<Msg> = later.into_iter().flat_map(|e| e.lines).collect();
    // At most CATCH_UP_LINES, the latest; but a move taken back is the news a reader
    // cannot find in the log, so its lines are never the ones cut for other lines (the
    // log keeps those).
    let kept_back = &taken_back[taken_back.len().saturating_sub(CATCH_UP_LINES)..];
    let room = CATCH_UP_LINES - kept_back.len();
    let after = &after[after.len().saturating_sub(room)..];
    let room = room - after.len();
    let before = &before[before.len().saturating_sub(room)..];
    before.iter().chain(kept_back).chain(after).cloned().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{render, Lang};

    fn entry(by: Seat, text: &str) -> LogEntry {
        LogEntry { by: Some(by), lines: vec![Msg::new("scene-text").arg("text", text)], marks: Vec::new() }
    }

    fn said(lines: &[Msg]) -> Vec<String> {
        lines.iter().map(|l| render(l, Lang::En)).collect()
    }

    /// Bo (seat 1) played 1→3 and 3→4 after Anna looked, took both back and played
    /// them again: four lines, the first two marked as taken back (issue 40).
    #[test]
    fn moves_taken_back_since_the_reader_looked_are_said_so() {
        let history = [entry(0, "Anna: 5→6"), entry(1, "1→3"), entry(1, "3→4")];
        let mut log = TakenBackLog::default();
        // Versions: Anna looked at 10; Bo's moves 11, 12; his undos 13 (3→4), 14 (1→3).
        log.note(2, 13, entry(1, "3→4"));
        log.note(1, 14, entry(1, "1→3"));
        let seen = Seen { history: 1, version: 10 };
        let lines = lines(seen, 0, &log, |from| history[from..].to_vec());
        assert_eq!(said(&lines), ["1→3 (taken back)", "3→4 (taken back)", "1→3", "3→4"]);
        // A reader who looked after the undos is told only what came after.
        let lines = super::lines(Seen { history: 2, version: 15 }, 0, &log, |from| history[from..].to_vec());
        assert_eq!(said(&lines), ["3→4"]);
    }

    /// A reader who saw the moves before they were taken back (the online device that
    /// holds their lines) is told of the undo, and of the move played again, once each.
    #[test]
    fn a_reader_who_saw_the_moves_is_told_of_each_undo_once() {
        let mut log = TakenBackLog::default();
        let mut history = vec![entry(0, "Anna: 5→6"), entry(1, "1→3"), entry(1, "3→4")];
        let told = |seen: Seen, log: &TakenBackLog, history: &[LogEntry]| {
            said(&lines(seen, 0, log, |from| history.get(from..).unwrap_or_default().to_vec()))
        };
        // The device saw all three (length 3, version 12); Bo takes back 3→4.
        history.pop();
        log.note(2, 13, entry(1, "3→4"));
        assert_eq!(told(Seen { history: 3, version: 12 }, &log, &history), ["3→4 (taken back)"]);
        // Then 1→3.
        history.pop();
        log.note(1, 14, entry(1, "1→3"));
        assert_eq!(told(Seen { history: 2, version: 13 }, &log, &history), ["1→3 (taken back)"]);
        // Then he plays 1→3 again.
        history.push(entry(1, "1→3"));
        assert_eq!(told(Seen { history: 1, version: 14 }, &log, &history), ["1→3"]);
    }

    #[test]
    fn the_readers_own_undo_alone_is_no_news() {
        let mut log = TakenBackLog::default();
        log.note(0, 2, entry(0, "Anna: 5→6"));
        assert!(lines(Seen { history: 1, version: 1 }, 0, &log, |_| Vec::new()).is_empty());
    }

    /// Anna took her move back and played again, then Bo moved: she is told Bo's
    /// move, never her own undo (one rule for the device and the server; before it,
    /// the device told her "(taken back)" where the server did not).
    #[test]
    fn the_readers_own_undo_is_not_told_beside_another_seats_move() {
        let mut log = TakenBackLog::default();
        // Versions: Anna's move 1, her undo 2, her move again 3, Bo's move 4.
        log.note(0, 2, entry(0, "Anna: 5→6"));
        let history = [entry(0, "Anna: 1→2"), entry(1, "Bo: 3→4")];
        let lines = lines(Seen { history: 1, version: 1 }, 0, &log, |from| history[from..].to_vec());
        assert_eq!(said(&lines), ["Bo: 3→4"]);
        // Bo, who looked before it, is told of Anna's undo and both moves since.
        let lines = super::lines(Seen { history: 0, version: 0 }, 1, &log, |from| history[from..].to_vec());
        assert_eq!(said(&lines), ["Anna: 5→6 (taken back)", "Anna: 1→2", "Bo: 3→4"]);
    }

    /// Bo took a move back and then played a long turn (Fia's tries): the catch-up's
    /// lines are capped, and the later lines, never the one taken back, are cut (the
    /// taken-back line was the first cut, seen in OnlineRevealTest).
    #[test]
    fn a_long_turn_after_an_undo_does_not_push_the_taken_back_line_out() {
        let mut log = TakenBackLog::default();
        log.note(1, 12, entry(1, "Bo: 1→3"));
        let history: Vec<LogEntry> =
            std::iter::once(entry(0, "Anna: 5→6")).chain((0..12).map(|k| entry(1, &format!("Bo rolls {k}")))).collect();
        let told = said(&lines(Seen { history: 1, version: 10 }, 0, &log, |from| history[from..].to_vec()));
        assert_eq!(told.len(), CATCH_UP_LINES);
        assert_eq!(told[0], "Bo: 1→3 (taken back)");
        assert_eq!(told[CATCH_UP_LINES - 1], "Bo rolls 11", "then the latest lines");
    }

    /// Bo played two moves after Anna looked, then took the second back and played
    /// again: she is told his first move, then the one taken back, then the new one, in
    /// the order they happened (seen in OnlineRevealTest's picture: the taken-back line
    /// stood first, over moves played before it).
    #[test]
    fn a_move_taken_back_is_told_where_it_was_played() {
        let mut log = TakenBackLog::default();
        // Versions: Anna looked at 10; Bo's moves 11, 12; his undo of the second 13.
        log.note(2, 13, entry(1, "Bo: 3→4"));
        let history = [entry(0, "Anna: 5→6"), entry(1, "Bo: 1→3"), entry(1, "Bo: 3→5")];
        let told = said(&lines(Seen { history: 1, version: 10 }, 0, &log, |from| history[from..].to_vec()));
        assert_eq!(told, ["Bo: 1→3", "Bo: 3→4 (taken back)", "Bo: 3→5"]);
    }

    #[test]
    fn only_the_latest_moves_taken_back_are_kept() {
        let mut log = TakenBackLog::default();
        for v in 0..100 {
            log.note(0, v, entry(1, "x"));
        }
        assert_eq!(log.since(0).count(), TAKEN_BACK_KEPT);
    }
}
