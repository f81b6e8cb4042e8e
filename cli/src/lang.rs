//! The terminal's language: `--lang` if given, else `LC_ALL` / `LC_MESSAGES` /
//! `LANG`; never stored in a save, so a save reads in whatever language opens it.

use std::sync::OnceLock;

use spelbord_core::i18n::{self, Lang};
use spelbord_core::{GameError, Msg};

use crate::args::Args;

static LANG: OnceLock<Lang> = OnceLock::new();

/// Chooses the language once, from the command line or the environment.
pub fn init(args: &Args) {
    let tag = args.opt("lang").map(str::to_string).unwrap_or_else(crate::tools::env_language);
    let _ = LANG.set(Lang::from_tag(&tag));
}

/// The chosen language (English before [`init`]).
pub fn lang() -> Lang {
    LANG.get().copied().unwrap_or_default()
}

/// A message in the chosen language.
pub fn t(msg: &Msg) -> String {
    i18n::render(msg, lang())
}

/// An error for the player, in the chosen language.
pub fn error_text(e: &GameError) -> String {
    match e {
        GameError::IllegalMove { mv, reason } => format!("'{mv}': {}", t(reason)),
        other => t(&other.message()),
    }
}

/// The catalogue message `key` with named arguments, in the chosen language.
pub fn tr(key: &str, args: &[(&str, spelbord_core::Arg)]) -> String {
    t(&args.iter().fold(Msg::new(key), |m, (name, value)| m.arg(*name, value.clone())))
}

/// A seat's colour or place in words: `red` → "röd"; Fjols' `player 2` → "spelare 2".
pub fn colour_words(name: &str) -> String {
    match name.strip_prefix("player ").and_then(|n| n.parse::<i64>().ok()) {
        Some(n) => t(&Msg::new("seat-numbered").arg("number", n)),
        None => t(&Msg::new(format!("color-{name}"))),
    }
}
