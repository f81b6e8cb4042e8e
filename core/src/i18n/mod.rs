//! Every word a player reads, in the player's language: one Fluent catalogue in
//! `core/locales/{en,sv,da}/<area>.ftl`, built into the library, and one function that
//! renders a [`Msg`] for a [`Lang`].
//!
//! The core and the shells hand [`Msg`]s (a key and named arguments) to the edge and
//! render there, so a log written in one language reads in another after a switch,
//! and no shell holds a sentence of its own. A key the catalogue lacks renders as a
//! visible marker ([`MISSING`]) that tests look for, never as an empty string.

mod catalogue;
#[cfg(test)]
mod games_test;
mod lang;
pub mod log;
#[cfg(test)]
mod names_test;
pub mod palette;
pub mod summary;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod words_test;

pub use catalogue::{keys, AREAS};
pub use lang::Lang;
pub use log::{log_lines, LogEntry};

use fluent_bundle::{FluentArgs, FluentValue};

use crate::message::{Arg, Msg};

/// Marks text that could not be rendered from the catalogue: `⟦key⟧` for a key no
/// file has, the rendered text followed by `⟦key⟧` when an argument was missing.
/// Tests check that no rendered line contains it.
pub const MISSING: char = '⟦';

/// True when `text` came out of [`render`] with a missing key or argument.
pub fn is_missing(text: &str) -> bool {
    text.contains(MISSING)
}

/// `msg` in `lang`. Nested messages ([`Arg::Msg`]) are rendered first in the same
/// language; numbers stay Fluent numbers so plural forms follow them.
pub fn render(msg: &Msg, lang: Lang) -> String {
    let bundle = catalogue::bundle(lang);
    let Some(pattern) = bundle.get_message(&msg.key).and_then(|m| m.value()) else {
        return format!("{MISSING}{}⟧", msg.key);
    };
    let mut args = FluentArgs::new();
    for (name, value) in &msg.args {
        let value: FluentValue = match value {
            Arg::Text(text) => text.clone().into(),
            Arg::Num(n) => (*n).into(),
            Arg::Msg(inner) => render(inner, lang).into(),
        };
        args.set(name.clone(), value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors).into_owned();
    if errors.is_empty() {
        text
    } else {
        format!("{text}{MISSING}{}⟧", msg.key)
    }
}

/// A house rule's value in words (`fia-variant-exit-1or6`: "on a 1 or a 6"), never the
/// code a save or the command line uses.
pub fn variant_value(spec: &crate::game::VariantSpec, value: &str) -> Msg {
    Msg::new(format!("{}-{}", spec.label_key, value.replace('_', "-")))
}

/// What a house rule does, in a sentence (`fia-variant-exit-help`).
pub fn variant_help(spec: &crate::game::VariantSpec) -> Msg {
    Msg::new(format!("{}-help", spec.label_key))
}

/// The message `key` with no arguments in `lang` (a button, a heading, a colour).
pub fn text(key: &str, lang: Lang) -> String {
    render(&Msg::new(key), lang)
}

/// English, for logs, the command-line tools and `GameError`'s `Display`.
impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&render(self, Lang::En))
    }
}
