//! Shared helpers for text notation.
//!
//! Every game writes a position as one line: the game id, then `key=value` fields
//! separated by spaces (values never contain spaces). Variants are fields too, so a
//! position stands alone: `fia players=4 pieces=4 ... turn=red ...`. Moves are short
//! tokens; a move of several steps is its steps joined by spaces.

use crate::error::GameError;
use crate::message::Msg;

/// A position that cannot be read, and why.
pub fn bad(reason: Msg) -> GameError {
    GameError::BadPosition(reason)
}

/// A field's value that is none of the forms the field takes (`allowed`, written
/// in notation: `n, g, 0–55`).
pub fn bad_value(field: &str, value: &str, allowed: impl Into<String>) -> GameError {
    bad(Msg::new("notation-position-bad-value").arg("field", field).arg("value", value).arg("allowed", allowed.into()))
}

/// An entry of a list field that is none of the forms an entry takes.
pub fn bad_entry(value: &str, allowed: impl Into<String>) -> GameError {
    bad(Msg::new("notation-position-bad-entry").arg("value", value).arg("allowed", allowed.into()))
}

/// A list field with the wrong number of entries.
pub fn bad_count(field: &str, count: usize, expected: usize) -> GameError {
    bad(Msg::new("notation-position-count").arg("field", field).arg("count", count).arg("expected", expected))
}

/// An entry a list field names twice.
pub fn listed_twice(field: &str, value: impl ToString) -> GameError {
    bad(Msg::new("notation-position-twice").arg("field", field).arg("value", value.to_string()))
}

/// The value of a field that takes one of a few words (`on`/`off`, `36`/`52`), as
/// its meaning; any other word is refused with the words it takes.
pub fn choice<T: Copy>(value: &str, key: &str, options: &[(&str, T)]) -> Result<T, GameError> {
    options
        .iter()
        .find(|(k, _)| *k == value)
        .map(|(_, v)| *v)
        .ok_or_else(|| bad_value(key, value, options.iter().map(|(k, _)| *k).collect::<Vec<_>>().join(", ")))
}

/// A parsed position line: the game id and its fields in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fields {
    /// The game id (first token).
    pub game: String,
    /// `key=value` pairs in order.
    pub pairs: Vec<(String, String)>,
}

impl Fields {
    /// Starts a position line for a game.
    pub fn new(game: &str) -> Fields {
        Fields { game: game.to_string(), pairs: Vec::new() }
    }

    /// Adds a field (builder style).
    pub fn add(&mut self, key: &str, value: impl ToString) -> &mut Fields {
        self.pairs.push((key.to_string(), value.to_string()));
        self
    }

    /// Parses a line that must start with `game`.
    pub fn parse(text: &str, game: &str) -> Result<Fields, GameError> {
        let mut tokens = text.split_whitespace();
        let head = tokens.next().ok_or_else(|| bad(Msg::new("notation-position-empty")))?;
        if head != game {
            return Err(bad(Msg::new("notation-position-wrong-game").arg("game", game).arg("head", head)));
        }
        let mut pairs = Vec::new();
        // A set, so a line of many fields is checked in linear time, not pairwise.
        let mut seen = std::collections::HashSet::new();
        for token in tokens {
            let (k, v) = token
                .split_once('=')
                .ok_or_else(|| bad(Msg::new("notation-position-not-key-value").arg("field", token)))?;
            if !seen.insert(k) {
                return Err(bad(Msg::new("notation-position-field-twice").arg("field", k)));
            }
            pairs.push((k.to_string(), v.to_string()));
        }
        Ok(Fields { game: game.to_string(), pairs })
    }

    /// The value of a required field.
    pub fn get(&self, key: &str) -> Result<&str, GameError> {
        self.opt(key).ok_or_else(|| bad(Msg::new("notation-position-missing-field").arg("field", key)))
    }

    /// The value of an optional field.
    pub fn opt(&self, key: &str) -> Option<&str> {
        self.pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A required field parsed with `FromStr`.
    pub fn num<T: std::str::FromStr>(&self, key: &str) -> Result<T, GameError> {
        let v = self.get(key)?;
        v.parse().map_err(|_| bad(Msg::new("notation-position-not-number").arg("field", key).arg("value", v)))
    }

    /// Fails on any field not in `known`, so typos are not silently ignored.
    pub fn only(&self, known: &[&str]) -> Result<(), GameError> {
        match self.pairs.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            Some((k, _)) => Err(bad(Msg::new("notation-position-unknown-field").arg("field", k.as_str()))),
            None => Ok(()),
        }
    }
}

impl std::fmt::Display for Fields {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.game)?;
        for (k, v) in &self.pairs {
            write!(f, " {k}={v}")?;
        }
        Ok(())
    }
}

/// Splits a comma-separated list, treating `-` as the empty list.
pub fn list(value: &str) -> Vec<&str> {
    if value == "-" || value.is_empty() {
        Vec::new()
    } else {
        value.split(',').collect()
    }
}

/// Joins items with commas, writing `-` for the empty list.
pub fn join<T: ToString>(items: impl IntoIterator<Item = T>) -> String {
    let v: Vec<String> = items.into_iter().map(|i| i.to_string()).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(",")
    }
}

/// A `BadMove` error.
pub fn bad_move(mv: &str, reason: Msg) -> GameError {
    GameError::BadMove { mv: mv.to_string(), reason }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_round_trip_and_reject_bad_input() {
        let mut f = Fields::new("fia");
        f.add("players", 4).add("turn", "red");
        let text = f.to_string();
        assert_eq!(text, "fia players=4 turn=red");
        let back = Fields::parse(&text, "fia").unwrap();
        assert_eq!(back, f);
        assert_eq!(back.num::<u32>("players").unwrap(), 4);
        assert!(Fields::parse("fevga a=1", "fia").is_err());
        assert!(Fields::parse("fia a", "fia").is_err());
        assert!(Fields::parse("fia a=1 a=2", "fia").is_err());
        assert!(back.only(&["players"]).is_err());
        assert!(back.get("nope").is_err());
        assert_eq!(list("-"), Vec::<&str>::new());
        assert_eq!(join(Vec::<u8>::new()), "-");
        assert_eq!(join([1, 2]), "1,2");
    }
}
