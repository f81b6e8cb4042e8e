//! Colour words as the player sees them. The colour-blind set draws red as vermilion
//! and green as bluish green ([`crate::scene::theme::colour_word`]); a text that said
//! "the red marble" would then name a colour that is not on the screen. Messages keep
//! the seat's colour (`color-red`), and this renames it at the edge, where the
//! palette is known, the same way the language is chosen there.

use crate::message::{Arg, Msg};
use crate::scene::theme::colour_word;

use super::Lang;

/// `msg` with every colour word in it (`color-red`, `color-red-def`, at any depth)
/// named as the palette draws it: unchanged outside the colour-blind set.
pub fn as_seen(msg: &Msg, colour_blind: bool) -> Msg {
    let key = seen_key(&msg.key, colour_blind).unwrap_or_else(|| msg.key.clone());
    let args = msg
        .args
        .iter()
        .map(|(name, value)| {
            let value = match value {
                Arg::Msg(inner) => Arg::Msg(as_seen(inner, colour_blind)),
                other => other.clone(),
            };
            (name.clone(), value)
        })
        .collect();
    Msg { key, args }
}

/// The key of colour word `key` in the palette, or `None` when `key` is no colour word
/// or keeps its name.
fn seen_key(key: &str, colour_blind: bool) -> Option<String> {
    let rest = key.strip_prefix("color-")?;
    let (colour, tail) = match rest.strip_suffix("-def") {
        Some(colour) => (colour, "-def"),
        None => (rest, ""),
    };
    let seen = colour_word(colour, colour_blind);
    (seen != colour).then(|| format!("color-{seen}{tail}"))
}

/// `msg` in `lang` with its colour words as the palette draws them.
pub fn render_seen(msg: &Msg, lang: Lang, colour_blind: bool) -> String {
    super::render(&as_seen(msg, colour_blind), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_words_are_renamed_at_any_depth_only_in_the_colour_blind_set() {
        let piece = Msg::new("fia-step-move").arg("color", Msg::new("color-red")).arg("piece", 2u8);
        let list = Msg::new("title-list").arg("first", piece.clone()).arg("rest", Msg::new("color-green-def"));
        let seen = as_seen(&list, true);
        assert_eq!(seen.get("rest"), Some(&Arg::Msg(Msg::new("color-teal-def"))));
        let Some(Arg::Msg(first)) = seen.get("first") else { panic!("nested message kept") };
        assert_eq!(first.get("color"), Some(&Arg::Msg(Msg::new("color-orange"))));
        assert_eq!(as_seen(&list, false), list);
        assert_eq!(as_seen(&Msg::new("color-blue"), true), Msg::new("color-blue"));
        assert_eq!(render_seen(&Msg::new("color-red"), Lang::Sv, true), "orange");
        assert_eq!(render_seen(&Msg::new("color-green-def"), Lang::Da, true), "blågrønne");
    }
}
