//! The append-only journal of a game: one line per change since the last full save,
//! so an autosave costs the same at action 10 and at action 10,000.
//!
//! A line is `{crc32} {base} {seq} {json}`: the CRC covers the rest of the line;
//! `base` names the full save the line continues (a token of that file's checksum
//! and length), so lines left over from before a compaction are recognised and
//! skipped; `seq` counts from 1 and must have no gaps. The JSON ([`ActionRecord`])
//! holds only the action: how many history entries of the previous state to keep (an
//! undo keeps fewer), the entries appended (a chance entry as its seat alone: the
//! seed draws it again on load, and must draw a legal continuation), the steps of a
//! move being built, the viewer, the session version and the time — under 200 bytes.
//! Everything else (position, random stream, seat to move) follows from the replay
//! that every load does. Lines written by version-2 builds (the whole save but the
//! history, [`JournalRecord`]) are still read.
//!
//! A last line without its newline is a write the machine never finished (power
//! loss): it is ignored, losing at most that action. A complete line that fails its
//! CRC, is out of order or does not parse is damage: that line and every line after
//! it are left out, the game before them loads, and the damage is reported (see
//! [`Replayed::damage`]), never loaded differently or silently.

use serde::{Deserialize, Serialize};

use super::checksum::crc32;
use super::format::{first_difference, HistoryEntry, SaveFile};

/// One journal record as version-2 builds wrote it (still read).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct JournalRecord {
    /// History entries of the previous state kept.
    pub keep: usize,
    /// The save after the change, with only the appended entries in its history.
    pub save: SaveFile,
}

/// The token naming a full save's text in the journal lines that continue it.
pub(crate) fn base_token(base_text: &str) -> String {
    format!("{:08x}-{:x}", crc32(base_text.as_bytes()), base_text.len())
}

/// A record's JSON, the last part of its line.
pub(crate) fn encode_record(record: &ActionRecord) -> String {
    serde_json::to_string(record).expect("records always serialise")
}

/// A journal line (with its newline) holding a record's JSON.
pub(crate) fn encode_line(token: &str, seq: u64, json: &str) -> String {
    let body = format!("{token} {seq} {json}");
    format!("{:08x} {body}\n", crc32(body.as_bytes()))
}

/// One journal line of this version: the action alone. Short keys keep a line of a
/// move with its dice under 200 bytes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ActionRecord {
    /// History entries of the previous state kept.
    pub k: usize,
    /// Entries appended: the seat and its move, or chance and `""` (drawn again on load).
    pub a: Vec<(Option<usize>, String)>,
    /// Steps of a move being built.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub p: Vec<String>,
    /// The human holding the device.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub w: Option<usize>,
    /// The session version after the change.
    pub v: u64,
    /// Last played, ms since the Unix epoch.
    pub t: u64,
    /// A new title, when it changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub n: Option<String>,
}

/// A journal read onto its base save.
pub(crate) struct Replayed {
    /// The save with the good lines applied.
    pub save: SaveFile,
    /// True when an action line was applied: the position, random stream and seat to
    /// move in `save` are the base's, to be recomputed by the replay of the load.
    pub actions: bool,
    /// Why the journal stops early: the first damaged line and how many lines from
    /// it on were left out.
    pub damage: Option<String>,
}

/// The lines of `text` that continue the base named `token`, checked (CRC, order)
/// but not parsed, up to the first damaged one; and the damage, if any.
pub(crate) fn scan<'a>(text: &'a str, token: &str) -> (Vec<&'a str>, Option<String>) {
    let complete = match text.rfind('\n') {
        Some(end) => &text[..=end],
        None => "",
    };
    let mut lines = Vec::new();
    let total = complete.lines().count();
    for (i, line) in complete.lines().enumerate() {
        let damaged = |what: &str| {
            Some(format!("journal line {} {what}: it and the {} line(s) after it are left out", i + 1, total - i - 1))
        };
        let Some((crc, body)) = line.split_once(' ') else { return (lines, damaged("is damaged")) };
        if crc.len() != 8 || u32::from_str_radix(crc, 16).ok() != Some(crc32(body.as_bytes())) {
            return (lines, damaged("is damaged"));
        }
        let mut parts = body.splitn(3, ' ');
        let (Some(base), Some(seq), Some(json)) = (parts.next(), parts.next(), parts.next()) else {
            return (lines, damaged("is damaged"));
        };
        if base != token {
            continue; // left over from before the last full save, which includes it
        }
        if seq.parse::<u64>().ok() != Some(lines.len() as u64 + 1) {
            return (lines, damaged("is out of order"));
        }
        lines.push(json);
    }
    (lines, None)
}

/// Parses a line's JSON strictly (every key known, none missing): an action line, or
/// a version-2 line holding the save.
fn parse(json: &str) -> Result<Result<ActionRecord, JournalRecord>, String> {
    let mut value: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("journal: {e}"))?;
    // A version-2 line holds the save it continues, written with that version's fields.
    if let Some(save) = value.get_mut("save") {
        let version = save.get("version").and_then(serde_json::Value::as_u64).unwrap_or(0);
        super::format::upgrade(save, version.min(u64::from(u32::MAX)) as u32);
    }
    let old = value.get("save").is_some();
    let canonical = if old {
        let record = JournalRecord::deserialize(&value).map_err(|e| format!("journal: missing or wrong field: {e}"))?;
        let canonical = serde_json::to_value(&record).expect("records always serialise");
        (canonical, Err(record))
    } else {
        let record = ActionRecord::deserialize(&value).map_err(|e| format!("journal: missing or wrong field: {e}"))?;
        let canonical = serde_json::to_value(&record).expect("records always serialise");
        (canonical, Ok(record))
    };
    if let Some(place) = (value != canonical.0).then(|| first_difference(&value, &canonical.0, "")).flatten() {
        return Err(format!("journal: unknown, missing or malformed field at {place}"));
    }
    Ok(canonical.1)
}

/// An action line's record, parsed strictly (see [`parse`]); a version-2 line (the
/// whole save) is refused: only a live session's own writes are followed.
pub(crate) fn parse_action(json: &str) -> Result<ActionRecord, String> {
    match parse(json)? {
        Ok(action) => Ok(action),
        Err(_) => Err("journal: a line holding a whole save".into()),
    }
}

/// Applies a version-2 record to the save it continues.
fn apply(save: &mut SaveFile, record: JournalRecord) -> Result<(), String> {
    let same_game = record.save.id == save.id && record.save.game == save.game && record.save.seed == save.seed;
    if !same_game || record.keep > save.history.len() {
        return Err("the journal does not continue this save".into());
    }
    let mut next = record.save;
    let mut history = std::mem::take(&mut save.history);
    history.truncate(record.keep);
    history.append(&mut next.history);
    next.history = history;
    *save = next;
    Ok(())
}

/// Applies an action record to the save it continues.
fn apply_action(save: &mut SaveFile, record: ActionRecord) -> Result<(), String> {
    if record.k > save.history.len() || record.a.iter().any(|(by, mv)| by.is_some() == mv.is_empty()) {
        return Err("the journal does not continue this save".into());
    }
    save.history.truncate(record.k);
    save.history.extend(record.a.into_iter().map(|(by, mv)| HistoryEntry { by, mv }));
    // A checkpoint stays good for the entries it covers while they are kept.
    if save.checkpoint.as_ref().is_some_and(|c| c.at > record.k) {
        save.checkpoint = None;
    }
    save.pending = record.p;
    save.viewer = record.w;
    save.session_version = Some(record.v);
    save.updated_ms = record.t;
    if let Some(title) = record.n {
        save.title = title;
    }
    Ok(())
}

/// The base save with every good journal line that continues it applied.
pub(crate) fn replay(mut save: SaveFile, token: &str, text: &str) -> Replayed {
    let (lines, mut damage) = scan(text, token);
    let mut actions = false;
    for (i, json) in lines.iter().enumerate() {
        // Both applications check before they change anything.
        let applied = parse(json).and_then(|record| match record {
            Ok(action) => {
                actions = true;
                apply_action(&mut save, action)
            }
            Err(old) => apply(&mut save, old),
        });
        if let Err(e) = applied {
            damage = Some(format!(
                "journal line {} of this save cannot be read ({e}): it and the {} line(s) after it are left out",
                i + 1,
                lines.len() - i - 1
            ));
            break;
        }
    }
    Replayed { save, actions, damage }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::{SeatConfig, SessionConfig};
    use crate::BotLevel;

    #[test]
    fn a_version_2_line_holding_the_save_is_still_read() {
        let seats = (0..2).map(|i| SeatConfig::bot(format!("B{i}"), BotLevel::Beginner)).collect();
        let config =
            SessionConfig { game: "fia".into(), seats, variants: Default::default(), seed: Some(1), title: None };
        let mut session = crate::new_session(&config).unwrap();
        let base = session.to_save();
        for _ in 0..3 {
            session.bot_step().unwrap();
        }
        let after = session.to_save();
        let mut tail = after.clone();
        tail.history = after.history[base.history.len()..].to_vec();
        let json = serde_json::to_string(&JournalRecord { keep: base.history.len(), save: tail }).unwrap();
        let replayed = replay(base, "token", &encode_line("token", 1, &json));
        assert!(replayed.damage.is_none() && !replayed.actions);
        assert_eq!(replayed.save, after, "a version-2 line carries the whole save and is applied as it was");
    }
}
