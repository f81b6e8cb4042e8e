//! The game catalog: what the new-game screen offers.

use spelbord_core as sc;

use crate::error::{guard, Result};
use crate::types::{BotLevelInfo, GameInfo, RulesText};

/// Every game, in menu order.
#[uniffi::export]
pub fn games() -> Result<Vec<GameInfo>> {
    guard(|| Ok(sc::games().into_iter().map(|g| g.info().into()).collect()))
}

/// The game with this id.
#[uniffi::export]
pub fn game_info(id: String) -> Result<GameInfo> {
    guard(|| Ok(sc::game(&id)?.info().into()))
}

/// Each seat's colour (a theme key such as "red"; `None` where the game's players have
/// none) for `players` seats and these house rules: the new-game screen shows it beside
/// each seat, so players pick a colour by picking a seat.
#[uniffi::export]
pub fn seat_colours(
    game_id: String,
    players: u32,
    variants: std::collections::HashMap<String, String>,
) -> Result<Vec<Option<String>>> {
    guard(|| {
        let setup = sc::Setup { players: players as usize, variants: variants.into_iter().collect() };
        Ok(sc::game(&game_id)?.seat_colours(&setup)?.into_iter().map(|c| c.map(str::to_string)).collect())
    })
}

/// The bot levels a seat can take, weakest first, each with its name and a line on how
/// it plays: the new-game form lists them as they are.
#[uniffi::export]
pub fn bot_levels() -> Vec<BotLevelInfo> {
    sc::BotLevel::ALL.into_iter().map(BotLevelInfo::from).collect()
}

/// Each seat's team (0-based) for `players` players of `game_id`, for games played
/// in partnerships (Pairanoid); `None` for every seat of the others.
#[uniffi::export]
pub fn seat_teams(game_id: String, players: u32) -> Result<Vec<Option<u32>>> {
    guard(|| Ok(sc::game(&game_id)?.seat_teams(players as usize).into_iter().map(|t| t.map(|t| t as u32)).collect()))
}

/// The newest save-file version this library reads and writes.
#[uniffi::export]
pub fn save_format_version() -> u32 {
    sc::save::SAVE_VERSION
}

/// How to play `game_id`, as Markdown, for a device language such as `sv-SE` (only
/// the language part counts); English where the language is not written yet.
#[uniffi::export]
pub fn rules_text(game_id: String, language: String) -> Result<RulesText> {
    guard(|| Ok(sc::rules_text::rules_text(&game_id, &language)?.into()))
}
