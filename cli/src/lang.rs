//! The terminal's language: `--lang` if given, else `LC_ALL` / `LC_MESSAGES` /
//! `LANG`; never stored in a save, so a save reads in whatever language opens it.

use std::sync::atomic::{AtomicUsize, Ordering};

use spelbord_core::i18n::{self, Lang};
use spelbord_core::{GameError, Msg};

use crate::args::Args;

/// The chosen language, as its place in `Lang::ALL`.
static LANG: AtomicUsize = AtomicUsize::new(0);

/// Chooses the language from the command line or the environment (again once the
/// command line is read: its own errors speak the environment's language).
pub fn init(args: &Args) {
    let tag = args.opt("lang").map(str::to_string).unwrap_or_else(crate::tools::env_language);
    let lang = Lang::from_tag(&tag);
    LANG.store(Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0), Ordering::Relaxed);
}

/// The chosen language (English before [`init`]).
pub fn lang() -> Lang {
    Lang::ALL.get(LANG.load(Ordering::Relaxed)).copied().unwrap_or_default()
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

/// [`error_text`] taking the error, for `map_err(lang::err)`: a failed command ends
/// with the player's sentence, never the English `Display`.
pub fn err(e: GameError) -> String {
    error_text(&e)
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
