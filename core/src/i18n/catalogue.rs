//! The catalogue files, built into the library, and one Fluent bundle per language.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::FluentResource;
use fluent_syntax::ast;

use super::Lang;

/// The catalogue's areas, one file each per language; each area has one owner
/// (`common` holds the nouns every area shares: colours, suits, ranks, seats, games).
pub const AREAS: [&str; 10] = ["common", "fia", "pairanoid", "fjols", "fevga", "durak", "tavli", "cli", "scene", "app"];

macro_rules! files {
    ($($lang:literal),*) => {
        &[$(
            ($lang, "common", include_str!(concat!("../../locales/", $lang, "/common.ftl"))),
            ($lang, "fia", include_str!(concat!("../../locales/", $lang, "/fia.ftl"))),
            ($lang, "pairanoid", include_str!(concat!("../../locales/", $lang, "/pairanoid.ftl"))),
            ($lang, "fjols", include_str!(concat!("../../locales/", $lang, "/fjols.ftl"))),
            ($lang, "fevga", include_str!(concat!("../../locales/", $lang, "/fevga.ftl"))),
            ($lang, "durak", include_str!(concat!("../../locales/", $lang, "/durak.ftl"))),
            ($lang, "tavli", include_str!(concat!("../../locales/", $lang, "/tavli.ftl"))),
            ($lang, "cli", include_str!(concat!("../../locales/", $lang, "/cli.ftl"))),
            ($lang, "scene", include_str!(concat!("../../locales/", $lang, "/scene.ftl"))),
            ($lang, "app", include_str!(concat!("../../locales/", $lang, "/app.ftl"))),
        )*]
    };
}

/// (language code, area, Fluent source) for every file.
pub(super) const FILES: &[(&str, &str, &str)] = files!("en", "sv", "da");

/// The sources of one language, in area order.
pub(super) fn sources(lang: Lang) -> impl Iterator<Item = (&'static str, &'static str)> {
    FILES.iter().filter(move |(l, _, _)| *l == lang.code()).map(|&(_, area, source)| (area, source))
}

/// The bundle of `lang`, built once. A file that fails to parse keeps the messages
/// that did parse (the catalogue test fails on any parse error, so this is only a
/// guard against a broken build reaching a player as a panic).
pub(super) fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&l| build(l)).collect());
    &bundles[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)]
}

fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks (U+2068/U+2069) around every argument show as boxes in a
    // terminal and in test output; none of the three languages is right-to-left.
    bundle.set_use_isolating(false);
    for (_, source) in sources(lang) {
        let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// Every message key of `lang`, in file order.
pub fn keys(lang: Lang) -> Vec<&'static str> {
    keys_by_area(lang).into_iter().map(|(_, key)| key).collect()
}

/// Every message key of `lang` with the area (file) it is in, in file order: the
/// catalogue's files are read once (for the key tests and docs/words.md alike).
pub fn keys_by_area(lang: Lang) -> Vec<(&'static str, &'static str)> {
    static KEYS: OnceLock<Vec<Vec<(&'static str, &'static str)>>> = OnceLock::new();
    let all = KEYS.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&l| {
                sources(l)
                    .flat_map(|(area, source)| {
                        let resource = fluent_syntax::parser::parse(source).unwrap_or_else(|(partial, _)| partial);
                        resource
                            .body
                            .into_iter()
                            .filter_map(move |entry| match entry {
                                ast::Entry::Message(m) => Some((area, m.id.name)),
                                _ => None,
                            })
                            .collect::<Vec<_>>()
                    })
                    .collect()
            })
            .collect()
    });
    all[Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0)].clone()
}
