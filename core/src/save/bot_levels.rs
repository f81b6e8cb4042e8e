//! The step from save version 2 to 3: the five bot levels.
//!
//! Before version 3 a bot seat held one of three levels, `easy`, `medium` or `hard`.
//! Each is still the same player under a new name on the five-level ladder, so a saved
//! opponent plays on as it did: easy is the beginner (the old random-ish player, now
//! never playing an absurd move), medium is club (the same one-move heuristic) and
//! hard is strong (the same search). Casual and master are new levels between and
//! above them.

use serde_json::Value;

use crate::game::BotLevel;

/// The first save version that names the five levels.
pub const BOT_LEVELS_VERSION: u32 = 3;

/// Renames the old levels of every bot seat of a save (as JSON) to the levels they
/// play on as. Anything else is left as it is, so that a level no version wrote is
/// still refused by the strict reading that follows.
pub fn migrate_bot_levels(save: &mut Value) {
    let Some(seats) = save.get_mut("seats").and_then(Value::as_array_mut) else {
        return;
    };
    for seat in seats {
        let Some(bot) = seat.get_mut("bot") else { continue };
        if let Some(level) = bot.as_str().and_then(BotLevel::from_legacy) {
            *bot = Value::from(level.name());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_levels_become_the_levels_they_play_on_as() {
        let mut save = serde_json::json!({
            "seats": [
                { "name": "Anna", "bot": null },
                { "name": "", "bot": "easy" },
                { "name": "", "bot": "medium" },
                { "name": "Hard bot", "bot": "hard" },
                { "name": "", "bot": "expert" },
            ]
        });
        migrate_bot_levels(&mut save);
        let bots: Vec<&Value> = save["seats"].as_array().unwrap().iter().map(|s| &s["bot"]).collect();
        assert_eq!(bots, [&Value::Null, &"beginner".into(), &"club".into(), &"strong".into(), &"expert".into()]);
        assert_eq!(save["seats"][3]["name"], "Hard bot", "names are the players' own");
    }
}
