//! Portes rules tests (RULES.md §5), each position written in notation.

mod rules;
