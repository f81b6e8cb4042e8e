//! The message catalogue for the apps: every word they show comes from here, so no
//! app holds a sentence of its own. A [`Message`] mirrors the core's `Msg` (a key and
//! named arguments) so a log kept as messages re-renders when the language changes.

use std::panic::{catch_unwind, AssertUnwindSafe};

use spelbord_core::i18n::{self, Lang};
use spelbord_core::{Arg, Msg};

/// A language with a complete catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, uniffi::Enum)]
pub enum Language {
    /// English (also every language not written yet).
    En,
    /// Swedish.
    Sv,
    /// Danish (also Norwegian).
    Da,
}

impl From<Lang> for Language {
    fn from(l: Lang) -> Language {
        match l {
            Lang::En => Language::En,
            Lang::Sv => Language::Sv,
            Lang::Da => Language::Da,
        }
    }
}

impl From<Language> for Lang {
    fn from(l: Language) -> Lang {
        match l {
            Language::En => Lang::En,
            Language::Sv => Lang::Sv,
            Language::Da => Lang::Da,
        }
    }
}

/// One translatable message: a catalogue key and its named arguments.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct Message {
    /// Catalogue key (`fia-step-move`).
    pub key: String,
    /// Named arguments, in order.
    pub args: Vec<MessageArg>,
}

/// One named argument of a [`Message`].
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct MessageArg {
    /// The argument's name in the catalogue (`$piece` is `piece`).
    pub name: String,
    /// Its value.
    pub value: MessageValue,
}

/// The value of a message argument.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Enum)]
pub enum MessageValue {
    /// Text put in as it is (a name, a card in notation).
    Text {
        /// The text.
        text: String,
    },
    /// A number (plural forms follow it).
    Number {
        /// The number.
        number: i64,
    },
    /// A message rendered first in the same language (a colour, a suit).
    Nested {
        /// The inner message.
        message: Message,
    },
}

impl From<Msg> for Message {
    fn from(m: Msg) -> Message {
        let args = m
            .args
            .into_iter()
            .map(|(name, value)| MessageArg {
                name,
                value: match value {
                    Arg::Text(text) => MessageValue::Text { text },
                    Arg::Num(number) => MessageValue::Number { number },
                    Arg::Msg(inner) => MessageValue::Nested { message: inner.into() },
                },
            })
            .collect();
        Message { key: m.key, args }
    }
}

impl From<Message> for Msg {
    fn from(m: Message) -> Msg {
        let args = m
            .args
            .into_iter()
            .map(|a| {
                let value = match a.value {
                    MessageValue::Text { text } => Arg::Text(text),
                    MessageValue::Number { number } => Arg::Num(number),
                    MessageValue::Nested { message } => Arg::Msg(message.into()),
                };
                (a.name, value)
            })
            .collect();
        Msg { key: m.key, args }
    }
}

/// Renders under a panic guard: a panic (none is known) gives the missing marker
/// with the key instead of unwinding into Kotlin or Swift.
fn guarded(msg: Msg, lang: Lang) -> String {
    catch_unwind(AssertUnwindSafe(|| i18n::render(&msg, lang))).unwrap_or_else(|_| {
        log::error!("rendering '{}' panicked", msg.key);
        format!("{}{}⟧", i18n::MISSING, msg.key)
    })
}

/// `message` in `lang`. A key the catalogue lacks renders as `⟦key⟧` (never empty),
/// so a missing translation is visible and tests can find it.
#[uniffi::export]
pub fn render_message(message: Message, lang: Language) -> String {
    guarded(message.into(), lang.into())
}

/// `message` in `lang` with its colour words as the palette draws them: in the
/// colour-blind set a red seat's pieces are drawn vermilion and read "orange" (see
/// the core's `i18n::palette`); otherwise the same as [`render_message`].
#[uniffi::export]
pub fn render_message_seen(message: Message, lang: Language, colour_blind: bool) -> String {
    guarded(i18n::palette::as_seen(&message.into(), colour_blind), lang.into())
}

/// The message `key` with no arguments in `lang` (a button, a heading).
#[uniffi::export]
pub fn text(key: String, lang: Language) -> String {
    guarded(Msg::new(key), lang.into())
}

/// The message `key` with arguments in `lang` (`app-player-count` with `n`).
#[uniffi::export]
pub fn text_with(key: String, args: Vec<MessageArg>, lang: Language) -> String {
    render_message(Message { key, args }, lang)
}

/// True when the catalogue has `key` (every key is in every language; a test checks).
#[uniffi::export]
pub fn has_text(key: String) -> bool {
    i18n::keys(Lang::En).contains(&key.as_str())
}

/// The language for a device tag such as `sv-SE`, `da`, `nb-NO` (Norwegian reads
/// Danish) or anything else (English).
#[uniffi::export]
pub fn resolve_language(tag: String) -> Language {
    Lang::from_tag(&tag).into()
}

/// Every language, English first (for the settings screen; each names itself with
/// `text("lang-<code>")`).
#[uniffi::export]
pub fn languages() -> Vec<Language> {
    Lang::ALL.iter().map(|&l| l.into()).collect()
}

/// The language's code (`en`, `sv`, `da`), e.g. for `rules_text`.
#[uniffi::export]
pub fn language_code(lang: Language) -> String {
    Lang::from(lang).code().to_string()
}

/// True when `text` came out of the catalogue with a missing key or argument (for
/// the apps' tests).
#[uniffi::export]
pub fn is_missing_text(text: String) -> bool {
    i18n::is_missing(&text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nested_message_round_trips_and_renders_like_the_core() {
        let msg = Msg::new("card-name").arg("rank", Msg::new("rank-ace")).arg("suit", Msg::new("suit-spades"));
        let record: Message = msg.clone().into();
        assert!(matches!(&record.args[0].value, MessageValue::Nested { message } if message.key == "rank-ace"));
        assert_eq!(Msg::from(record.clone()), msg);
        assert_eq!(render_message(record.clone(), Language::Sv), "spader ess");
        assert_eq!(render_message(record, Language::Da), "spar es");
        let count = vec![MessageArg { name: "count".into(), value: MessageValue::Number { number: 2 } }];
        assert_eq!(text_with("count-pieces".into(), count, Language::Sv), "2 pjäser");
        assert_eq!(text("color-red".into(), Language::Da), "rød");
        assert!(is_missing_text(text("no-such-key".into(), Language::En)));
        assert!(has_text("app-undo".into()) && !has_text("no-such-key".into()));
    }

    #[test]
    fn device_tags_resolve_as_in_the_core() {
        assert_eq!(resolve_language("sv-FI".into()), Language::Sv);
        assert_eq!(resolve_language("nb-NO".into()), Language::Da);
        assert_eq!(resolve_language("fr-FR".into()), Language::En);
        assert_eq!(languages(), [Language::En, Language::Sv, Language::Da]);
        assert_eq!(language_code(Language::Da), "da");
    }

    /// The new-game form shows a house rule by the record's messages alone: its name,
    /// its sentence and each value in words, in every language, never a code.
    #[test]
    fn every_house_rule_reaches_the_apps_in_words() {
        let fia = crate::catalog::game_info("fia".into()).unwrap();
        let exit = fia.variants.iter().find(|v| v.key == "exit").unwrap();
        let six = exit.values.iter().position(|v| v == "6").unwrap();
        assert_eq!(render_message(exit.value_labels[six].clone(), Language::Da), "kun på sekser");
        for game in crate::catalog::games().unwrap() {
            for v in &game.variants {
                assert_eq!(v.values.len(), v.value_labels.len(), "{}: a label per value", v.key);
                for lang in languages() {
                    let name = render_message(v.name.clone(), lang);
                    let help = render_message(v.help.clone(), lang);
                    assert!(!is_missing_text(name.clone()) && !name.is_empty(), "{} name in {lang:?}", v.key);
                    assert!(!is_missing_text(help.clone()) && help.len() > name.len(), "{} help in {lang:?}", v.key);
                    for (code, label) in v.values.iter().zip(&v.value_labels) {
                        let text = render_message(label.clone(), lang);
                        assert!(!is_missing_text(text.clone()), "{}={code} in {lang:?}", v.key);
                        // A value reads as words: a code such as '1or6' or 'land_passed'
                        // (letters mixed with digits or '_') never reaches a player.
                        let is_code = code.contains(|c: char| c.is_ascii_alphabetic())
                            && code.contains(|c: char| c.is_ascii_digit() || c == '_');
                        assert!(!(is_code && text.contains(code.as_str())), "{}={code} in {lang:?}: {text}", v.key);
                    }
                }
            }
        }
    }
}
