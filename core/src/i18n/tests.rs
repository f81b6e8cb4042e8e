//! The catalogue test: every file parses, every key exists in every language with
//! the same argument names, no message is empty, and every key renders with sample
//! arguments in every language.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use super::catalogue::{sources, FILES};
use super::*;

/// Variables a pattern uses, through selectors, variants and call arguments.
fn pattern_vars<'s>(pattern: &ast::Pattern<&'s str>, out: &mut BTreeSet<&'s str>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars<'s>(expression: &ast::Expression<&'s str>, out: &mut BTreeSet<&'s str>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, out),
    }
}

fn inline_vars<'s>(inline: &ast::InlineExpression<&'s str>, out: &mut BTreeSet<&'s str>) {
    use ast::InlineExpression as I;
    let call = |args: &ast::CallArguments<&'s str>, out: &mut BTreeSet<&'s str>| {
        for a in &args.positional {
            inline_vars(a, out);
        }
        for a in &args.named {
            inline_vars(&a.value, out);
        }
    };
    match inline {
        I::VariableReference { id } => {
            out.insert(id.name);
        }
        I::FunctionReference { arguments, .. } => call(arguments, out),
        I::TermReference { arguments: Some(arguments), .. } => call(arguments, out),
        I::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

/// key → (area, argument names) of every message of `lang`; panics on a parse error.
fn messages(lang: Lang) -> BTreeMap<&'static str, (&'static str, BTreeSet<&'static str>)> {
    let mut out = BTreeMap::new();
    for (area, source) in sources(lang) {
        let resource = fluent_syntax::parser::parse(source)
            .unwrap_or_else(|(_, errors)| panic!("{}/{area}.ftl does not parse: {errors:?}", lang.code()));
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    let value =
                        m.value.unwrap_or_else(|| panic!("{} {}: a message with no value", lang.code(), m.id.name));
                    pattern_vars(&value, &mut vars);
                    let previous = out.insert(m.id.name, (area, vars));
                    assert!(previous.is_none(), "{} {}: defined twice", lang.code(), m.id.name);
                }
                ast::Entry::Junk { content } => panic!("{}/{area}.ftl: junk {content:?}", lang.code()),
                _ => {}
            }
        }
    }
    out
}

#[test]
fn every_area_has_a_file_in_every_language() {
    for lang in Lang::ALL {
        let areas: Vec<&str> = sources(lang).map(|(a, _)| a).collect();
        assert_eq!(areas, AREAS, "{}", lang.code());
    }
    assert_eq!(FILES.len(), AREAS.len() * Lang::ALL.len());
}

#[test]
fn every_key_is_in_every_language_with_the_same_arguments_and_its_areas_prefix() {
    let english = messages(Lang::En);
    assert!(english.len() > 20, "the catalogue is nearly empty");
    for lang in [Lang::Sv, Lang::Da] {
        let other = messages(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{}: missing {missing:?}, extra {extra:?}", lang.code());
        for (key, (area, vars)) in &english {
            let (other_area, other_vars) = &other[key];
            assert_eq!(area, other_area, "{key}: in {area}.ftl in English, {other_area}.ftl in {}", lang.code());
            assert_eq!(vars, other_vars, "{key}: arguments differ in {}", lang.code());
        }
    }
    for (key, (area, _)) in &english {
        assert!(key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'), "{key}");
        if *area != "common" {
            assert!(key.starts_with(&format!("{area}-")), "{key} in {area}.ftl must start with '{area}-'");
        }
    }
}

#[test]
fn every_key_renders_with_sample_arguments_in_every_language() {
    for (key, (_, vars)) in messages(Lang::En) {
        // Numbers (picking plural forms) and text (picking the default variant).
        let samples: [fn(&str) -> Arg; 3] = [|_| Arg::Num(1), |_| Arg::Num(2), |name| Arg::Text(format!("<{name}>"))];
        for sample in samples {
            let msg = vars.iter().fold(Msg::new(key), |m, v| m.arg(*v, sample(v)));
            for lang in Lang::ALL {
                let text = render(&msg, lang);
                assert!(!is_missing(&text), "{} {key}: {text}", lang.code());
                assert!(!text.trim().is_empty(), "{} {key}: empty", lang.code());
                assert!(!text.contains('\u{2068}'), "{} {key}: isolation marks", lang.code());
            }
        }
    }
}

#[test]
fn a_missing_key_or_argument_is_marked_not_empty() {
    let unknown = render(&Msg::new("no-such-key"), Lang::Sv);
    assert!(is_missing(&unknown) && unknown.contains("no-such-key"), "{unknown}");
    let without_count = render(&Msg::new("count-cards"), Lang::En);
    assert!(is_missing(&without_count), "{without_count}");
    assert!(!is_missing(&render(&Msg::new("count-cards").arg("count", 3), Lang::En)));
}

#[test]
fn plurals_follow_the_number_and_nested_messages_render_in_the_same_language() {
    let cards = |n: i64, lang| render(&Msg::new("count-cards").arg("count", n), lang);
    assert_eq!(cards(1, Lang::En), "1 card");
    assert_eq!(cards(2, Lang::En), "2 cards");
    assert_eq!(cards(1, Lang::Sv), "1 kort");
    assert_eq!(cards(2, Lang::Da), "2 kort");
    let pieces = |n: i64, lang| render(&Msg::new("count-pieces").arg("count", n), lang);
    assert_eq!(pieces(1, Lang::Sv), "1 pjäs");
    assert_eq!(pieces(3, Lang::Sv), "3 pjäser");
    assert_eq!(pieces(3, Lang::Da), "3 brikker");
    let card = Msg::new("card-name").arg("rank", Msg::new("rank-king")).arg("suit", Msg::new("suit-hearts"));
    assert_eq!(render(&card, Lang::En), "king of hearts");
    assert_eq!(render(&card, Lang::Sv), "hjärter kung");
    assert_eq!(render(&card, Lang::Da), "hjerter konge");
}

#[test]
fn language_tags_pick_a_language() {
    for (tag, lang) in [
        ("sv-SE", Lang::Sv),
        ("sv-FI", Lang::Sv),
        ("sv_SE.UTF-8", Lang::Sv),
        ("da", Lang::Da),
        ("da_DK.UTF-8", Lang::Da),
        ("nb-NO", Lang::Da),
        ("nn", Lang::Da),
        ("no", Lang::Da),
        ("en-GB", Lang::En),
        ("de-DE", Lang::En),
        ("C", Lang::En),
        ("", Lang::En),
    ] {
        assert_eq!(Lang::from_tag(tag), lang, "{tag}");
    }
    assert_eq!(keys(Lang::Sv).len(), keys(Lang::En).len());
}

/// Keys whose Swedish or Danish text may read exactly as the English: names, the
/// languages' own names, card letters and words the languages share.
const SAME_AS_ENGLISH: &[&str] = &[
    "game-fia",
    "game-pairanoid",
    "game-fjols",
    "game-fevga",
    "game-durak",
    "durak-step-card",
    // The Greek names of the tavli games are kept in every language.
    "game-portes",
    "game-plakoto",
    "game-tavli",
    // The series' terminal line is only its parts: "Tavli: <score> · <game>".
    "tavli-series-board",
    "lang-en",
    "lang-sv",
    "lang-da",
    "app-language-en",
    "app-language-sv",
    "app-language-da",
    "app-name",
    "app-seat-human",
    "app-start",
    "rank-joker",
    "fjols-board-hand",
    "durak-board-hand",
    "cli-standard",
    "fjols-variant-hand",
    "fevga-variant-match",
    "fevga-variant-mars",
    // The colour-blind palette's vermilion reads "orange" in all three.
    "color-orange",
    "color-orange-def",
    // "Server" is the word in Swedish and Danish too.
    "app-online-server",
    // "partner" is the Swedish word too (Danish: "makker"); "bar" is the tavli word in all three.
    "scene-pairanoid-partner-short",
    "step-short-enter",
];

/// A message left in English in the Swedish or Danish file is caught: every key
/// whose rendered text has a word of its own (not only arguments and signs) reads
/// differently from the English, unless it is a name the languages share.
#[test]
fn no_swedish_or_danish_message_is_left_in_english() {
    for (key, (_, vars)) in messages(Lang::En) {
        let msg = vars.iter().fold(Msg::new(key), |m, v| m.arg(*v, Arg::Text(format!("<{v}>"))));
        let en = render(&msg, Lang::En);
        let own_words = vars.iter().fold(en.clone(), |t, v| t.replace(&format!("<{v}>"), ""));
        if !own_words.chars().any(char::is_alphabetic) || SAME_AS_ENGLISH.contains(&key) {
            continue;
        }
        for lang in [Lang::Sv, Lang::Da] {
            assert_ne!(render(&msg, lang), en, "{key} in {} is the English text", lang.code());
        }
    }
    for key in SAME_AS_ENGLISH {
        assert!(keys(Lang::En).contains(key), "{key} is listed but not in the catalogue");
    }
}
