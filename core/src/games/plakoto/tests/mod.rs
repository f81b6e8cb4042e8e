//! Plakoto rules tests (RULES.md §6), each position written in notation.

mod rules;
mod scene;
