//! Translatable messages: a catalogue key with named arguments.
//!
//! Everything a player reads that the core produces (step labels, log lines,
//! refusals, scene accessibility labels, outcomes) travels as a [`Msg`] all the way
//! to the edge, where one function renders it for the player's language. Keeping the
//! key and arguments (not a sentence) means a log re-renders when the language
//! changes and no shell ever holds a sentence of its own.
//!
//! An argument is text that is not translated (a name, a card in notation), a number
//! (Fluent picks the plural form from it), or another message (a colour or a suit
//! name, translated before it is put in).

use serde::{Deserialize, Serialize};

/// One message: a catalogue key and its named arguments, in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Msg {
    /// Catalogue key, lower-case words joined by `-` (Fluent's identifier syntax).
    pub key: String,
    /// Named arguments.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

/// The value of one message argument.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    /// Text put in as it is (a player's name, a card or move in notation).
    Text(String),
    /// A number; plural forms are chosen from it.
    Num(i64),
    /// A message rendered first in the same language (a colour, a suit, a rank).
    Msg(Msg),
}

impl Msg {
    /// A message with no arguments.
    pub fn new(key: impl Into<String>) -> Msg {
        Msg { key: key.into(), args: Vec::new() }
    }

    /// Adds a named argument (builder style).
    pub fn arg(mut self, name: impl Into<String>, value: impl Into<Arg>) -> Msg {
        self.args.push((name.into(), value.into()));
        self
    }

    /// The seat this message stands for, when it is a seat counted from 1 with no
    /// name of its own (`seat-numbered`: "player 2"), as rules and scenes write it
    /// where they do not know the players' names.
    pub fn numbered_seat(&self) -> Option<usize> {
        match (self.key.as_str(), self.get("number")) {
            ("seat-numbered", Some(Arg::Num(n))) => usize::try_from(*n - 1).ok(),
            _ => None,
        }
    }

    /// Puts names into every argument, at any depth, that is a numbered seat
    /// ([`Msg::numbered_seat`]): `name` gives the seat's name, or `None` to leave it.
    pub fn name_seats(&mut self, name: &dyn Fn(usize) -> Option<Arg>) {
        for (_, arg) in self.args.iter_mut() {
            if let Arg::Msg(inner) = arg {
                match inner.numbered_seat().and_then(name) {
                    Some(named) => *arg = named,
                    None => inner.name_seats(name),
                }
            }
        }
    }

    /// The argument of this name, if given.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, v)| v)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(m)
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as i64)
            }
        }
    )*};
}
num_arg!(i32, i64, u8, u16, u32, u64, usize);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_keep_their_names_order_and_kinds() {
        let m = Msg::new("fia-step-move").arg("color", Msg::new("color-red")).arg("piece", 2u8).arg("name", "Bo");
        assert_eq!(m.get("piece"), Some(&Arg::Num(2)));
        assert_eq!(m.get("color"), Some(&Arg::Msg(Msg::new("color-red"))));
        assert_eq!(m.get("name"), Some(&Arg::Text("Bo".into())));
        assert_eq!(m.get("other"), None);
        let names: Vec<&str> = m.args.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["color", "piece", "name"]);
    }

    #[test]
    fn a_message_round_trips_through_json() {
        let m = Msg::new("cards-count").arg("count", 5usize).arg("suit", Msg::new("suit-hearts"));
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(serde_json::from_str::<Msg>(&json).unwrap(), m);
        let bare = serde_json::to_string(&Msg::new("k")).unwrap();
        assert_eq!(bare, r#"{"key":"k"}"#);
    }
}
