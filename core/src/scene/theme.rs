//! The one theme: every colour key a scene uses, with its light and dark colour and
//! its colour-blind-safe colour and pattern. Shells keep no palette of their own:
//! they ask for [`theme`] and look keys up in it.
//!
//! The colour-blind set swaps the four player hues for the Okabe–Ito palette (told
//! apart by people with any common colour-vision deficiency) and gives each player
//! colour a fill pattern, so a piece, a nest or a home path is told apart without
//! hue at all. Pieces also carry their number ([`super::Face::Piece`]).

use serde::{Deserialize, Serialize};

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThemeName {
    /// Light surfaces, dark ink.
    Light,
    /// Dark surfaces, light ink.
    Dark,
}

/// A fill pattern laid over a colour in the colour-blind set (drawn in the colour's
/// `ink`, thin, over the fill).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pattern {
    /// Plain fill.
    #[default]
    None,
    /// Diagonal stripes (top-left to bottom-right).
    Stripes,
    /// A grid of dots.
    Dots,
    /// A cross-hatch of horizontal and vertical lines.
    Grid,
    /// Concentric rings.
    Rings,
}

/// One colour of the theme.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ThemeColor {
    /// The key nodes use (`red`, `felt`, `mark-last`, …).
    pub key: String,
    /// The colour, 0xRRGGBB.
    pub rgb: u32,
    /// Opacity, 0..1 (1 for everything solid; marks and tints may be translucent).
    pub alpha: f32,
    /// Text or pattern ink that reads on this colour, 0xRRGGBB (near-black or white).
    pub ink: u32,
    /// Pattern laid over fills of this colour (always `None` outside the
    /// colour-blind set).
    pub pattern: Pattern,
}

/// The whole palette for one look.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Theme {
    /// Light or dark.
    pub name: ThemeName,
    /// True for the colour-blind-safe set.
    pub colour_blind: bool,
    /// Every key a scene may use.
    pub colors: Vec<ThemeColor>,
}

impl Theme {
    /// The colour of a key.
    pub fn get(&self, key: &str) -> Option<&ThemeColor> {
        self.colors.iter().find(|c| c.key == key)
    }
}

/// One key: light, dark, and the colour-blind light and dark colours (0 = the same as
/// the normal set), the pattern of the colour-blind set, and the opacity.
struct Entry {
    key: &'static str,
    light: u32,
    dark: u32,
    cb_light: u32,
    cb_dark: u32,
    pattern: Pattern,
    alpha: f32,
}

const fn solid(key: &'static str, light: u32, dark: u32) -> Entry {
    Entry { key, light, dark, cb_light: 0, cb_dark: 0, pattern: Pattern::None, alpha: 1.0 }
}

const fn player(key: &'static str, light: u32, dark: u32, cb: u32, pattern: Pattern) -> Entry {
    Entry { key, light, dark, cb_light: cb, cb_dark: cb, pattern, alpha: 1.0 }
}

const fn mark(key: &'static str, light: u32, dark: u32, cb: u32) -> Entry {
    Entry { key, light, dark, cb_light: cb, cb_dark: cb, pattern: Pattern::None, alpha: 1.0 }
}

/// Every colour key. Grouped by what uses them; the comment says where.
const ENTRIES: &[Entry] = &[
    // Surfaces: the page round a board, the board, the lines between its spaces.
    solid("background", 0xf3efe6, 0x1c1d21),
    solid("board", 0xfbf6ea, 0x25272c),
    solid("board-edge", 0x5b5140, 0x9a9486),
    solid("track", 0xffffff, 0x34373e),
    solid("ink", 0x23211d, 0xf1efe9),
    solid("ink-soft", 0x6b655a, 0xb5b0a5),
    solid("label", 0xffffff, 0x3a3d45),
    // Player colours (pieces, start fields, home paths, goal triangles) and their
    // soft tints (nests, so a piece in its nest stands out).
    Entry { cb_dark: 0xe8772a, ..player("red", 0xd9412f, 0xf0645a, 0xd55e00, Pattern::Stripes) },
    Entry { cb_dark: 0x3a9ad6, ..player("blue", 0x2f67d0, 0x6a9bf5, 0x0072b2, Pattern::Dots) },
    player("yellow", 0xf2c230, 0xf5cf4a, 0xf0e442, Pattern::Grid),
    Entry { cb_dark: 0x1fbf8f, ..player("green", 0x2f9a45, 0x4cc265, 0x009e73, Pattern::Rings) },
    Entry { cb_dark: 0x5a2a28, ..player("red-soft", 0xf6d2cf, 0x5a2a28, 0xf7d3b8, Pattern::Stripes) },
    Entry { cb_dark: 0x233a63, ..player("blue-soft", 0xd3e0f7, 0x233a63, 0xc7dff0, Pattern::Dots) },
    Entry { cb_dark: 0x463b12, ..player("yellow-soft", 0xfbeec3, 0x463b12, 0xf8f3c0, Pattern::Grid) },
    Entry { cb_dark: 0x1f4a2a, ..player("green-soft", 0xd2ecd7, 0x1f4a2a, 0xc2ebdf, Pattern::Rings) },
    solid("piece-edge", 0x1e1c18, 0x141414),
    // Backgammon: checkers, points, the felt field, the bar and the trays.
    solid("white", 0xfbfaf5, 0xf4f1e8),
    solid("black", 0x2a2826, 0x1a1918),
    solid("checker-edge", 0x2a2520, 0x2a2520),
    solid("checker-rim", 0xc9c2b6, 0xc9c2b6),
    solid("point-dark", 0x8a4b2a, 0x9c5a35),
    solid("point-light", 0xe6cf9e, 0xcdb27a),
    solid("frame", 0x6b4626, 0x3d2a1a),
    solid("bar", 0x5a3a1e, 0x33241a),
    solid("tray", 0xb08c60, 0x4a3a2b),
    // Plakoto: the ring round a pinned checker (red: caught) and round a side's
    // mother checker (gold), each in a hue of its own and drawn solid, so neither
    // reads as the dotted hint, the orange turn frame or a legal step's mark.
    mark("tavli-pinned", 0xd32f2f, 0xff6e6e, 0xd55e00),
    mark("tavli-mother", 0xe6a800, 0xffd54f, 0xf0e442),
    // Cards: the table felt, the card, its back, the inks and the trump badges.
    solid("felt", 0x2f7a4f, 0x1f4d35),
    solid("card", 0xffffff, 0xf3f1ec),
    solid("card-edge", 0x55534e, 0x9c998f),
    solid("card-back", 0x2c4f94, 0x6d3b8a),
    solid("suit-red", 0xc62828, 0xc62828),
    solid("suit-black", 0x1d1d1d, 0x1d1d1d),
    mark("trump-high", 0xb71c1c, 0xef5350, 0xd55e00),
    mark("trump-low", 0xe08a00, 0xffb74d, 0x56b4e9),
    // Durak's one trump suit: neither Fjols colour, so a player of both never reads a
    // Durak trump as "high" (Okabe–Ito bluish green in the colour-blind set).
    mark("trump", 0x6a1b9a, 0xba68c8, 0x009e73),
    // Dice and the doubling cube.
    solid("die", 0xffffff, 0xf3f1ec),
    // A die whose number is played, greyed while the rest of the roll is played.
    solid("die-used", 0xb4afa5, 0x77736b),
    solid("pip", 0x1d1d1d, 0x1d1d1d),
    solid("cube", 0xf6f0dc, 0xe9e2c8),
    // Marks: one colour each, the same in every game. Where a piece may go is marked
    // in a hue no seat plays (magenta; the Okabe–Ito reddish purple in the
    // colour-blind set), so a legal target never reads as "the green player's".
    mark("mark-legal", 0xc800e0, 0xff40ff, 0xcc79a7),
    mark("mark-target", 0xc800e0, 0xff40ff, 0xcc79a7),
    mark("mark-selected", 0x0a84ff, 0x5eb0ff, 0x0072b2),
    mark("mark-last", 0x8e44ad, 0xc084fc, 0x56b4e9),
    mark("mark-hint", 0xff8f00, 0xffb74d, 0xe69f00),
    mark("mark-turn", 0xff6f00, 0xffab40, 0xe69f00),
    mark("mark-to-beat", 0xff6f00, 0xffab40, 0xe69f00),
];

/// Player colours the colour-blind set draws as another hue, and that hue's name:
/// red is drawn vermilion ("orange") and green bluish green ("teal"), so every text
/// names what the player sees (the catalogue's `color-orange`, `color-teal`).
const SEEN_AS: &[(&str, &str)] = &[("red", "orange"), ("green", "teal")];

/// The colour word for player colour `key` (`red`) in the set the player sees: `key`
/// itself, or in the colour-blind set the name of the hue drawn in its place.
pub fn colour_word(key: &str, colour_blind: bool) -> &str {
    match SEEN_AS.iter().find(|(k, _)| *k == key) {
        Some((_, seen)) if colour_blind => seen,
        _ => key,
    }
}

/// The palette for `name`, colour-blind-safe when asked.
pub fn theme(name: ThemeName, colour_blind: bool) -> Theme {
    let colors = ENTRIES
        .iter()
        .map(|e| {
            let normal = if name == ThemeName::Light { e.light } else { e.dark };
            let cb = if name == ThemeName::Light { e.cb_light } else { e.cb_dark };
            let rgb = if colour_blind && cb != 0 { cb } else { normal };
            ThemeColor {
                key: e.key.to_string(),
                rgb,
                alpha: e.alpha,
                ink: ink_on(rgb),
                pattern: if colour_blind { e.pattern } else { Pattern::None },
            }
        })
        .collect();
    Theme { name, colour_blind, colors }
}

/// Every key of the theme (the same in every look).
pub fn keys() -> impl Iterator<Item = &'static str> {
    ENTRIES.iter().map(|e| e.key)
}

/// Relative luminance (WCAG 2) of 0xRRGGBB.
pub fn luminance(rgb: u32) -> f32 {
    let channel = |shift: u32| {
        let c = ((rgb >> shift) & 0xff) as f32 / 255.0;
        if c <= 0.03928 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/// WCAG contrast ratio of two colours, 1 (same) to 21 (black on white).
pub fn contrast(a: u32, b: u32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Near-black or white, whichever reads better on `rgb`.
fn ink_on(rgb: u32) -> u32 {
    const DARK: u32 = 0x1d1d1d;
    const LIGHT: u32 = 0xffffff;
    if contrast(rgb, DARK) >= contrast(rgb, LIGHT) {
        DARK
    } else {
        LIGHT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all() -> Vec<Theme> {
        let names = [ThemeName::Light, ThemeName::Dark];
        names.iter().flat_map(|&n| [theme(n, false), theme(n, true)]).collect()
    }

    #[test]
    fn keys_are_unique_and_every_look_has_them_all() {
        let keys: Vec<&str> = keys().collect();
        let mut sorted = keys.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), keys.len(), "a key is defined twice");
        for t in all() {
            assert_eq!(t.colors.len(), keys.len());
            assert!(keys.iter().all(|k| t.get(k).is_some()));
        }
    }

    #[test]
    fn ink_reads_on_every_colour() {
        for t in all() {
            for c in &t.colors {
                assert!(contrast(c.rgb, c.ink) >= 3.0, "{:?} {}: ink does not read", t.name, c.key);
            }
        }
    }

    #[test]
    fn the_colour_blind_set_patterns_every_player_colour_and_only_it() {
        let players = ["red", "blue", "yellow", "green"];
        let cb = theme(ThemeName::Light, true);
        let patterns: Vec<Pattern> = players.iter().map(|k| cb.get(k).unwrap().pattern).collect();
        assert!(patterns.iter().all(|&p| p != Pattern::None));
        let mut distinct = patterns.clone();
        distinct.dedup();
        assert_eq!(distinct.len(), 4, "each player colour has its own pattern");
        assert!(theme(ThemeName::Dark, false).colors.iter().all(|c| c.pattern == Pattern::None));
    }

    /// RGB distance of two colours (0 the same, 441 black to white).
    fn distance(a: u32, b: u32) -> f32 {
        let d = |shift: u32| ((a >> shift) & 0xff) as f32 - ((b >> shift) & 0xff) as f32;
        (d(16).powi(2) + d(8).powi(2) + d(0).powi(2)).sqrt()
    }

    #[test]
    fn a_legal_target_is_marked_in_no_seat_colour() {
        for t in all() {
            for mark in ["mark-legal", "mark-target"] {
                let m = t.get(mark).unwrap().rgb;
                for seat in ["red", "blue", "yellow", "green", "white", "black"] {
                    let s = t.get(seat).unwrap().rgb;
                    let d = distance(m, s);
                    assert!(
                        d >= 120.0,
                        "{:?} cb={}: {mark} {m:06x} is close to {seat} {s:06x} ({d})",
                        t.name,
                        t.colour_blind
                    );
                }
                for other in ["mark-last", "mark-selected"] {
                    assert!(distance(m, t.get(other).unwrap().rgb) >= 80.0, "{mark} is told from {other}");
                }
            }
        }
    }

    #[test]
    fn colour_words_follow_the_palette() {
        assert_eq!(colour_word("red", false), "red");
        assert_eq!(colour_word("red", true), "orange");
        assert_eq!(colour_word("green", true), "teal");
        assert_eq!(colour_word("blue", true), "blue");
    }

    #[test]
    fn contrast_is_one_for_equal_colours_and_21_for_black_on_white() {
        assert!((contrast(0x123456, 0x123456) - 1.0).abs() < 1e-4);
        assert!((contrast(0x000000, 0xffffff) - 21.0).abs() < 0.01);
    }
}
