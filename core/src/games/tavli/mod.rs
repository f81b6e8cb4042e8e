//! What the three tavli games share (RULES.md §4–7): the dice, a step and the
//! inline list of a play's steps, the turn rules ("as many numbers as possible / the
//! larger"), and for Portes and Plakoto, which run in opposite directions, the board
//! with its bar, pins and bearing off, the turn flow, notation, scene and bots. Each
//! game's folder keeps only what is its own (start, what landing does, scoring, the
//! bots' weights).

pub mod bot;
pub mod dice;
pub mod game;
pub mod layout;
pub mod mlp;
pub mod nn;
pub mod notation;
pub mod opposed;
pub mod packed;
pub mod plays;
pub mod rules;
pub mod scene;
pub mod step;
pub mod step_list;
pub mod train;
pub mod turn;

#[cfg(test)]
mod tests;
