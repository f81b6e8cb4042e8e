//! The one rule for a name a person types for a seat: on this device (a new local
//! game, the terminal's `--seats` and prompts) and on the server (`create`, `import`,
//! `join`). What another device shows is what was typed, so a name may hold nothing
//! that draws differently from what it says: no bidi override turning
//! `Anna` + U+202E + `gnp.exe` into what reads `Annaexe.png`, no zero-width character making two
//! names look alike, no line separator breaking a terminal's line, no control
//! character, no private-use or unassigned code point.
//!
//! Allowed are letters, marks, numbers, punctuation, symbols and spaces. A space other
//! than U+0020 (no-break, thin, ideographic…: what some keyboards type for a space) is
//! read as U+0020 rather than refused: it draws as a space, so nothing is hidden by
//! it. The zero-width joiner is allowed inside an emoji sequence (👩‍🚀), where it is
//! what makes one picture of two, and nowhere else. A name is trimmed, then 1 to
//! [`MAX_NAME_GRAPHEMES`] characters as a reader counts them (grapheme clusters:
//! `é` written as e + accent is one, so is 👩‍🚀).
//!
//! Names stored before this rule (saves, server records) still load; they are shown
//! through [`shown_name`], with what the rule refuses taken out.

use unicode_properties::{GeneralCategory, UnicodeEmoji, UnicodeGeneralCategory};
use unicode_segmentation::UnicodeSegmentation;

use crate::message::Msg;

/// The longest name, in characters as a reader counts them (grapheme clusters).
pub const MAX_NAME_GRAPHEMES: usize = 40;

/// Why a typed name is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameError {
    /// Nothing but spaces, or longer than [`MAX_NAME_GRAPHEMES`].
    #[error("a name is 1 to {MAX_NAME_GRAPHEMES} characters long")]
    Length,
    /// A character that draws as nothing or as something else: a format, control,
    /// line or paragraph separator, private-use, surrogate or unassigned code point.
    #[error("a name can't contain invisible or control characters (U+{:04X})", *.0 as u32)]
    Hidden(char),
}

impl NameError {
    /// What a player reads, as a sentence ("A name can't contain invisible or
    /// control characters.").
    pub fn message(&self) -> Msg {
        match self {
            NameError::Length => Msg::new("name-length").arg("max", MAX_NAME_GRAPHEMES),
            NameError::Hidden(_) => Msg::new("name-hidden"),
        }
    }

    /// The same as a clause, for a refusal that says more around it ("That setup is
    /// not possible: a name can't contain …").
    pub fn reason(&self) -> Msg {
        match self {
            NameError::Length => Msg::new("reason-name-length").arg("max", MAX_NAME_GRAPHEMES),
            NameError::Hidden(_) => Msg::new("reason-name-hidden"),
        }
    }
}

/// What a character is in a name.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Kept as it is.
    Kept,
    /// A space other than U+0020: read as U+0020.
    Space,
    /// Refused (and taken out when an old name is shown).
    Hidden,
}

/// The kind of `c`, with the characters before and after it (for the joiner).
fn kind(before: Option<char>, c: char, after: Option<char>) -> Kind {
    use GeneralCategory as G;
    match c.general_category() {
        G::SpaceSeparator if c == ' ' => Kind::Kept,
        G::SpaceSeparator => Kind::Space,
        // The joiner between two emoji (or an emoji and its modifier or selector)
        // is part of the picture; anywhere else it only hides.
        G::Format if c == '\u{200D}' && before.is_some_and(in_emoji) && after.is_some_and(in_emoji) => Kind::Kept,
        G::Format | G::Control | G::LineSeparator | G::ParagraphSeparator | G::PrivateUse | G::Surrogate => {
            Kind::Hidden
        }
        G::Unassigned => Kind::Hidden,
        _ => Kind::Kept,
    }
}

/// True for a character an emoji sequence is made of (the emoji, its skin-tone
/// modifiers, the emoji presentation selector). The ASCII digits, `#` and `*` are
/// emoji characters too (keycaps), but a joiner between two digits would only hide.
fn in_emoji(c: char) -> bool {
    (c.is_emoji_char() && !c.is_ascii()) || c == '\u{FE0F}'
}

/// Each character of `text` with its kind.
fn kinds(text: &str) -> impl Iterator<Item = (char, Kind)> + '_ {
    let chars: Vec<char> = text.chars().collect();
    (0..chars.len()).map(move |i| {
        let before = i.checked_sub(1).map(|j| chars[j]);
        (chars[i], kind(before, chars[i], chars.get(i + 1).copied()))
    })
}

/// A typed name as it is kept: other spaces read as U+0020, trimmed. Refused when it
/// holds a hidden character, or is empty or too long after trimming.
pub fn check_name(typed: &str) -> Result<String, NameError> {
    let mut name = String::with_capacity(typed.len());
    for (c, kind) in kinds(typed) {
        match kind {
            Kind::Kept => name.push(c),
            Kind::Space => name.push(' '),
            Kind::Hidden => return Err(NameError::Hidden(c)),
        }
    }
    let name = name.trim();
    let length = name.graphemes(true).count();
    if length == 0 || length > MAX_NAME_GRAPHEMES {
        return Err(NameError::Length);
    }
    Ok(name.to_string())
}

/// A stored name as it is shown: what [`check_name`] refuses taken out, other spaces
/// as U+0020, trimmed. A name typed under the rule is shown as it is; one stored
/// before it (a save, a server record) loads and is shown without what could hide.
pub fn shown_name(stored: &str) -> String {
    let cleaned: String = kinds(stored)
        .filter_map(|(c, kind)| match kind {
            Kind::Kept => Some(c),
            Kind::Space => Some(' '),
            Kind::Hidden => None,
        })
        .collect();
    cleaned.trim().to_string()
}

#[cfg(test)]
#[path = "names_tests.rs"]
mod tests;
