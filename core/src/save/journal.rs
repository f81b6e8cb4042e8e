//! The append-only journal of a game: one line per change since the last full save,
//! so an autosave costs the same at action 10 and at action 10,000.
//!
//! A line is `{crc32} {base} {seq} {json}`: the CRC covers the rest of the line;
//! `base` names the full save the line continues (a token of that file's checksum
//! and length), so lines left over from before a compaction are recognised and
//! skipped; `seq` counts from 1 and must have no gaps. The JSON holds how many
//! history entries of the previous state to keep (an undo keeps fewer), the entries
//! to append, and every other field of the save (small and bounded: seats, pending
//! steps, position, checkpoint).
//!
//! A last line without its newline is a write the machine never finished (power
//! loss): it is ignored, losing at most that action. A complete line that fails its
//! CRC is damage: the game is refused with the reason, never loaded differently.

use serde::{Deserialize, Serialize};

use super::checksum::crc32;
use super::format::{first_difference, SaveFile};
use crate::error::GameError;

/// One journal record.
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
pub(crate) fn encode_record(record: &JournalRecord) -> String {
    serde_json::to_string(record).expect("records always serialise")
}

/// A journal line (with its newline) holding a record's JSON.
pub(crate) fn encode_line(token: &str, seq: u64, json: &str) -> String {
    let body = format!("{token} {seq} {json}");
    format!("{:08x} {body}\n", crc32(body.as_bytes()))
}

/// The lines of `text` that continue the base named `token`, checked (CRC, order)
/// but not parsed: `(seq, json)`. Used by the listing, which parses only the last.
pub(crate) fn scan<'a>(text: &'a str, token: &str, name: &str) -> Result<Vec<&'a str>, GameError> {
    let bad = |reason: String| GameError::UnreadableSave { name: name.to_string(), reason };
    let complete = match text.rfind('\n') {
        Some(end) => &text[..=end],
        None => "",
    };
    let mut lines = Vec::new();
    for (i, line) in complete.lines().enumerate() {
        let damaged = || bad(format!("journal line {} is damaged", i + 1));
        let (crc, body) = line.split_once(' ').ok_or_else(damaged)?;
        if crc.len() != 8 || u32::from_str_radix(crc, 16).ok() != Some(crc32(body.as_bytes())) {
            return Err(damaged());
        }
        let mut parts = body.splitn(3, ' ');
        let (Some(base), Some(seq), Some(json)) = (parts.next(), parts.next(), parts.next()) else {
            return Err(damaged());
        };
        if base != token {
            continue; // left over from before the last full save, which includes it
        }
        if seq.parse::<u64>().ok() != Some(lines.len() as u64 + 1) {
            return Err(bad(format!("journal line {} is out of order", i + 1)));
        }
        lines.push(json);
    }
    Ok(lines)
}

/// Parses one line's JSON strictly (every key known, none missing).
pub(crate) fn parse(json: &str, name: &str) -> Result<JournalRecord, GameError> {
    let bad = |reason: String| GameError::UnreadableSave { name: name.to_string(), reason };
    let mut value: serde_json::Value = serde_json::from_str(json).map_err(|e| bad(format!("journal: {e}")))?;
    // A journal an older build wrote continues a save of its version.
    if let Some(save) = value.get_mut("save") {
        let version = save.get("version").and_then(serde_json::Value::as_u64).unwrap_or(0);
        super::format::upgrade(save, version.min(u64::from(u32::MAX)) as u32);
    }
    let record =
        JournalRecord::deserialize(&value).map_err(|e| bad(format!("journal: missing or wrong field: {e}")))?;
    let canonical = serde_json::to_value(&record).expect("records always serialise");
    if let Some(place) = (value != canonical).then(|| first_difference(&value, &canonical, "")).flatten() {
        return Err(bad(format!("journal: unknown, missing or malformed field at {place}")));
    }
    Ok(record)
}

/// Applies a record to the save it continues.
pub(crate) fn apply(save: &mut SaveFile, record: JournalRecord, name: &str) -> Result<(), GameError> {
    let same_game = record.save.id == save.id && record.save.game == save.game && record.save.seed == save.seed;
    if !same_game || record.keep > save.history.len() {
        return Err(GameError::UnreadableSave {
            name: name.to_string(),
            reason: "the journal does not continue this save".into(),
        });
    }
    let mut next = record.save;
    let mut history = std::mem::take(&mut save.history);
    history.truncate(record.keep);
    history.append(&mut next.history);
    next.history = history;
    *save = next;
    Ok(())
}

/// The base save with every journal line that continues it applied; also returns
/// how many lines were applied.
pub(crate) fn replay(mut save: SaveFile, token: &str, text: &str, name: &str) -> Result<(SaveFile, usize), GameError> {
    let lines = scan(text, token, name)?;
    for json in &lines {
        apply(&mut save, parse(json, name)?, name)?;
    }
    Ok((save, lines.len()))
}
