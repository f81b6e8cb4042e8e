//! The catalogue described for people: each family of messages (what it covers,
//! which files hold it, how many keys) with one real message rendered in every
//! language. `docs/words.md` is this text (`cargo run -p spelbord-core --example
//! words > docs/words.md`, or the test below with `SPELBORD_WRITE_WORDS=1`), and a
//! test keeps the two the same.

use super::{catalogue::keys_by_area, log_lines, render, Lang, AREAS};
use crate::event::Event;
use crate::message::{Arg, Msg};

/// One family of messages: the keys it holds and a sample built as the code builds it.
pub struct Family {
    /// The family's name.
    pub name: &'static str,
    /// What a player reads from it.
    pub covers: &'static str,
    /// Key parts that put a key in this family: a key belongs to the first family
    /// one of whose parts it starts with (`log-`) or contains (`-refuse-`).
    pub parts: &'static [&'static str],
    /// One message of the family, with its arguments.
    pub sample: fn() -> Msg,
}

fn colour(c: &str) -> Msg {
    Msg::new(format!("color-{c}"))
}

fn card(rank: &str, suit: &str) -> Msg {
    Msg::new("card-name").arg("rank", Msg::new(format!("rank-{rank}"))).arg("suit", Msg::new(format!("suit-{suit}")))
}

/// A Fia move that knocks, as the log tells it (built from the events a move gives).
fn knock_line() -> Msg {
    let events = vec![
        Event::PieceSentHome {
            piece: "fia:piece:blue:0".into(),
            from: "fia:track:18".into(),
            to: "fia:nest:blue:0".into(),
        },
        Event::PieceMoved { piece: "fia:piece:red:1".into(), path: vec!["fia:track:13".into(), "fia:track:18".into()] },
    ];
    log_lines(&events, &|_| Arg::Text("Anna".into())).pop().unwrap_or_default()
}

/// The families, the catch-all last.
pub const FAMILIES: &[Family] = &[
    Family {
        name: "Move log",
        covers: "what happened, one line per event: rolls, moves in words, knocks, cards played, passes",
        parts: &["log-"],
        sample: knock_line,
    },
    Family {
        name: "Step labels",
        covers: "the moves offered to the player to move (menu lines, button labels)",
        parts: &["-step-"],
        sample: || Msg::new("fjols-step-beat").arg("target", card("9", "clubs")).arg("card", card("king", "clubs")),
    },
    Family {
        name: "Refusals",
        covers: "why a move is not allowed, naming the rule, and why a wanted move is missing",
        parts: &["refuse-", "-refuse-", "-beaten-", "fia-exit-"],
        sample: || Msg::new("error-refused").arg("reason", Msg::new("fia-refuse-out-own-start")),
    },
    Family {
        name: "Pass reasons",
        covers: "why a player passes, as the log says it",
        parts: &["-pass-"],
        sample: || Msg::new("log-passes").arg("seat", "Bo").arg("reason", Msg::new("fia-pass-no-move-six")),
    },
    Family {
        name: "Game notes",
        covers: "what the rules tell the table: trumps turned, doubles offered, the dealer, the fjols",
        parts: &["-note-"],
        sample: || {
            Msg::new("fjols-note-trumps")
                .arg("card", card("10", "diamonds"))
                .arg("high", Msg::new("suit-diamonds"))
                .arg("low", Msg::new("suit-hearts"))
        },
    },
    Family {
        name: "Outcomes",
        covers: "how a game ended and the places, for the end screen and the log",
        parts: &["-end-", "title-"],
        sample: || Msg::new("fevga-end-mars").arg("player", "Eva").arg("loser", "Fred").arg("points", 2),
    },
    Family {
        name: "House rules",
        covers: "each variant's name, its values and a sentence on what it does",
        parts: &["-variant-"],
        sample: || Msg::new("fia-variant-exit-help"),
    },
    Family {
        name: "Names and counts",
        covers: "colours, suits, ranks, cards, seats, bot levels, games, counted nouns with plurals",
        parts: &["color-", "suit-", "rank-", "card-", "seat-", "bot-", "game-", "count-", "word-", "board-letters"],
        sample: || Msg::new("count-pieces").arg("count", 3),
    },
    Family {
        name: "Errors",
        covers: "whole sentences for a failed action: setup, turn, undo, saves, storage, imports",
        parts: &["error-", "reason-", "import-"],
        sample: || Msg::new("error-cannot-undo").arg("reason", Msg::new("reason-undo-played-since")),
    },
    Family {
        name: "Typed moves",
        covers: "why a move typed in the terminal cannot be read",
        parts: &["-parse-"],
        sample: || Msg::new("error-bad-move").arg("move", "d9").arg("reason", Msg::new("fia-parse-die")),
    },
    Family {
        name: "Positions",
        covers: "why a position given to the notation tools cannot be read",
        parts: &["notation-", "-position-"],
        sample: || {
            Msg::new("error-bad-position").arg("reason", Msg::new("fia-position-sixes").arg("sixes", 3).arg("rolls", 2))
        },
    },
    Family {
        name: "Text boards",
        covers: "the terminal's boards: status lines, legends, hands and tables",
        parts: &["-board-"],
        sample: || Msg::new("fia-board-status").arg("color", colour("yellow")).arg("die", "6"),
    },
    Family {
        name: "Scene labels",
        covers: "what a screen reader says for each thing on the board",
        parts: &["scene-"],
        sample: || {
            Msg::new("scene-fia-piece")
                .arg("color", colour("green"))
                .arg("number", 2)
                .arg("place", Msg::new("scene-fia-on-square").arg("square", 19))
        },
    },
    Family {
        name: "Terminal",
        covers: "the terminal's prompts, hand-offs, saved-games list and command-line errors",
        parts: &["cli-"],
        sample: || Msg::new("cli-handoff").arg("who", "Bo").arg("name", "Bo"),
    },
    Family {
        name: "App",
        covers: "the apps' buttons, headings, settings and hand-off screens",
        parts: &["app-"],
        sample: || Msg::new("app-hand-off").arg("name", "Cia"),
    },
    Family {
        name: "Game words",
        covers: "the rest of each game's nouns and phrases (places, pieces, whose marbles)",
        parts: &[""],
        sample: || Msg::new("fia-piece").arg("color", colour("red")).arg("piece", 2),
    },
];

/// The family a key belongs to (its index in [`FAMILIES`]).
pub fn family_of(key: &str) -> usize {
    let fits = |part: &str| if part.starts_with('-') { key.contains(part) } else { key.starts_with(part) };
    FAMILIES.iter().position(|f| f.parts.iter().any(|p| fits(p))).unwrap_or(FAMILIES.len() - 1)
}

/// `docs/words.md`: the families as a table and one sample line each in English,
/// Swedish and Danish, rendered by the catalogue.
pub fn words_markdown() -> String {
    let keys = keys_by_area(Lang::En);
    let mut out = String::from(
        "# Every word in the player's language\n\n\
         Everything a player reads comes from one Fluent catalogue in `core/locales/{en,sv,da}/<area>.ftl`: \
         the core and the shells pass a key with named arguments to the edge, where it is rendered in the \
         player's language (and rendered again when the language changes). This page is generated from the \
         catalogue by `cargo run -p spelbord-core --example words > docs/words.md`; a test fails when it is \
         out of date.\n\n",
    );
    out.push_str(&format!(
        "{} keys in {} files per language ({}), the same keys with the same arguments in English, Swedish \
         and Danish.\n\n",
        keys.len(),
        AREAS.len(),
        AREAS.map(|a| format!("`{a}.ftl`")).join(", ")
    ));
    out.push_str("| family | what it covers | files | keys |\n| --- | --- | --- | ---: |\n");
    for (i, family) in FAMILIES.iter().enumerate() {
        let mine: Vec<&(&str, &str)> = keys.iter().filter(|(_, k)| family_of(k) == i).collect();
        let mut areas: Vec<&str> = mine.iter().map(|(a, _)| *a).collect();
        areas.sort_by_key(|a| AREAS.iter().position(|x| x == a));
        areas.dedup();
        let files = areas.iter().map(|a| format!("`{a}.ftl`")).collect::<Vec<_>>().join(", ");
        out.push_str(&format!("| {} | {} | {files} | {} |\n", family.name, family.covers, mine.len()));
    }
    out.push_str("\n## One line of each family\n");
    for family in FAMILIES {
        let msg = (family.sample)();
        out.push_str(&format!("\n### {}\n\n`{}`\n\n", family.name, msg.key));
        for lang in Lang::ALL {
            out.push_str(&format!("- {}: {}\n", lang.code(), render(&msg, lang)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_renders_in_every_language_and_belongs_to_its_family() {
        for (i, family) in FAMILIES.iter().enumerate() {
            let msg = (family.sample)();
            let mut keys = Vec::new();
            keys_in(&msg, &mut keys);
            assert!(keys.iter().any(|k| family_of(k) == i), "{}: no key of the family in {keys:?}", family.name);
            let said = Lang::ALL.map(|l| render(&msg, l));
            for text in &said {
                assert!(!super::super::is_missing(text) && !text.trim().is_empty(), "{}: {text}", family.name);
            }
            assert!(said[1] != said[0] && said[2] != said[0], "{}: {said:?} is not translated", family.name);
        }
    }

    /// The keys of `msg` and of every message inside it.
    fn keys_in(msg: &Msg, out: &mut Vec<String>) {
        out.push(msg.key.clone());
        for (_, arg) in &msg.args {
            if let Arg::Msg(inner) = arg {
                keys_in(inner, out);
            }
        }
    }

    #[test]
    fn every_family_holds_keys() {
        let keys = keys_by_area(Lang::En);
        for (i, family) in FAMILIES.iter().enumerate() {
            assert!(keys.iter().any(|(_, k)| family_of(k) == i), "{} holds no key", family.name);
        }
    }

    /// `docs/words.md` is what the catalogue says now (`SPELBORD_WRITE_WORDS=1` writes
    /// it, as the example does).
    #[test]
    fn the_words_page_is_up_to_date() {
        if std::env::var_os("SPELBORD_WRITE_WORDS").is_some() {
            std::fs::write(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/words.md"), words_markdown()).unwrap();
            return;
        }
        let page = include_str!("../../../docs/words.md");
        assert!(
            page == words_markdown(),
            "docs/words.md is out of date: cargo run -p spelbord-core --example words > docs/words.md"
        );
    }
}
