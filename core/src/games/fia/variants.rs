//! Fia's house rules as a table: the variant specs shown to players, and their
//! mapping to [`Variants`]. One row per variant keeps notation, setup and docs in step.

use crate::game::{Setup, VariantSpec};

use super::rules::{GoalRule, Variants};

/// The variants, default value first (RULES.md §1 "Variants").
pub static SPECS: [VariantSpec; 8] = [
    VariantSpec {
        key: "pieces",
        label_key: "fia-variant-pieces",
        values: &["4", "2"],
        help: "pieces per player (2: short game)",
    },
    VariantSpec {
        key: "exit",
        label_key: "fia-variant-exit",
        values: &["1or6", "6"],
        help: "numbers that bring a piece out of the nest",
    },
    VariantSpec {
        key: "three_sixes",
        label_key: "fia-variant-three-sixes",
        values: &["play", "pass"],
        help: "pass: the third 6 in a row is not played and the turn passes",
    },
    VariantSpec {
        key: "knock",
        label_key: "fia-variant-knock",
        values: &["land", "passed"],
        help: "passed: every opponent piece passed on the track is knocked too",
    },
    VariantSpec {
        key: "goal",
        label_key: "fia-variant-goal",
        values: &["bounce", "exact", "reach"],
        help: "overshooting the goal: bounce back, need the exact count, or reaching is enough",
    },
    VariantSpec {
        key: "start_squares",
        label_key: "fia-variant-start-squares",
        values: &["open", "safe"],
        help: "safe: a piece on its own start square cannot be knocked",
    },
    VariantSpec {
        key: "end",
        label_key: "fia-variant-end",
        values: &["first", "all"],
        help: "all: play on for the remaining places",
    },
    VariantSpec {
        key: "two_player",
        label_key: "fia-variant-two-player",
        values: &["opposite", "adjacent"],
        help: "colours of a two-player game",
    },
];

/// The variant keys, in notation order.
pub const KEYS: [&str; 8] = ["pieces", "exit", "three_sixes", "knock", "goal", "start_squares", "end", "two_player"];

const GOALS: [(&str, GoalRule); 3] =
    [("bounce", GoalRule::Bounce), ("exact", GoalRule::Exact), ("reach", GoalRule::Reach)];

/// Builds [`Variants`] from a lookup of values (missing keys take the default).
pub fn variants_from<'a>(get: impl Fn(&str) -> Option<&'a str>) -> Result<Variants, crate::error::GameError> {
    let value = |i: usize| -> Result<usize, crate::error::GameError> {
        let spec = &SPECS[i];
        let v = get(spec.key).unwrap_or(spec.default_value());
        spec.values
            .iter()
            .position(|x| *x == v)
            .ok_or_else(|| crate::notation::bad_value(spec.key, v, spec.values.join(", ")))
    };
    Ok(Variants {
        pieces: if value(0)? == 0 { 4 } else { 2 },
        exit_on_one: value(1)? == 0,
        three_sixes_pass: value(2)? == 1,
        knock_passed: value(3)? == 1,
        goal: GOALS[value(4)?].1,
        safe_start: value(5)? == 1,
        play_on: value(6)? == 1,
        two_adjacent: value(7)? == 1,
    })
}

/// The variants of a validated setup.
pub fn from_setup(setup: &Setup) -> Variants {
    variants_from(|k| setup.variants.get(k).map(String::as_str)).unwrap_or_default()
}

/// Key/value pairs of a [`Variants`], in notation order.
pub fn variant_pairs(v: &Variants) -> Vec<(&'static str, &'static str)> {
    let pick = |i: usize, second: bool| SPECS[i].values[usize::from(second)];
    vec![
        ("pieces", pick(0, v.pieces == 2)),
        ("exit", pick(1, !v.exit_on_one)),
        ("three_sixes", pick(2, v.three_sixes_pass)),
        ("knock", pick(3, v.knock_passed)),
        ("goal", GOALS.iter().find(|(_, g)| *g == v.goal).map(|(n, _)| *n).unwrap_or("bounce")),
        ("start_squares", pick(5, v.safe_start)),
        ("end", pick(6, v.play_on)),
        ("two_player", pick(7, v.two_adjacent)),
    ]
}
