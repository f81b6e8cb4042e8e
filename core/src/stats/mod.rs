//! Statistics of the people who play on this device: games, wins, places, streaks,
//! per game, per opponent and per bot level; and which first-game guides each
//! player has seen.
//!
//! Counted here, once, from finished games: a game played out or resigned, against
//! bots or passed round the table. Every human seat counts for its own name (two
//! people passing the device both have the game counted); bots are counted only as
//! opponents, by level. A game is counted once, however often it is saved after its
//! end (its id is remembered).
//!
//! - [`file`]: the file in the save folder (versioned, written atomically; a damaged
//!   or newer file is reported and never written over).
//! - [`view`]: what the statistics screen shows, numbers and words decided here.

pub mod file;
pub mod view;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::game::{BotLevel, Outcome, Seat};
use crate::session::PlaySession;

pub use file::StatsFile;
pub use view::{Bar, GameLine, OpponentLine, PlayerLine, StatsView};

/// How many counted game ids the file remembers (a finished game is saved again
/// only right after its end, so the last few hundred are plenty).
const REMEMBERED_IDS: usize = 500;

/// Counts of one kind of game, or of all games, for one player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Games finished.
    pub games: u32,
    /// Games won (first place, alone or with a partner).
    pub wins: u32,
    /// Games lost outright: the fjols, the last place, a resignation.
    pub losses: u32,
    /// Of the games, how many this player resigned (or their team conceded).
    pub resigned: u32,
    /// How often each place was taken: `places[0]` first places, `places[1]` seconds…
    pub places: Vec<u32>,
    /// Wins in a row up to the last game (0 after a game not won).
    pub streak: u32,
    /// The longest run of wins.
    pub best_streak: u32,
    /// Times left the fool, in games that name one (Durak: each game of a series
    /// counts); `None` until such a game is counted (older files have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fools: Option<u32>,
}

impl Record {
    /// Counts one game finished at `place`, in which the player was the fool `fools`
    /// times where the game names a fool.
    fn count(&mut self, place: u32, lost: bool, resigned: bool, fools: Option<u32>) {
        self.games += 1;
        if let Some(n) = fools {
            self.fools = Some(self.fools.unwrap_or(0) + n);
        }
        let won = place == 1;
        self.wins += u32::from(won);
        self.losses += u32::from(lost);
        self.resigned += u32::from(resigned);
        let at = place.max(1) as usize - 1;
        if self.places.len() <= at {
            self.places.resize(at + 1, 0);
        }
        self.places[at] += 1;
        self.streak = if won { self.streak + 1 } else { 0 };
        self.best_streak = self.best_streak.max(self.streak);
    }
}

/// Games against one opponent: how many, and how often this player finished ahead.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Versus {
    /// Games played with this opponent at the table (not as a partner).
    pub games: u32,
    /// Games this player finished ahead of them.
    pub ahead: u32,
}

/// Everything counted for one player (a human name on this device).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// All games together.
    pub all: Record,
    /// Per game id.
    pub games: BTreeMap<String, Record>,
    /// Per human opponent, by name.
    pub people: BTreeMap<String, Versus>,
    /// Games with at least one bot of a level at the table (as an opponent), per level.
    pub bots: BTreeMap<BotLevel, Record>,
}

/// One seat of a finished game, as the statistics need it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedSeat {
    /// The name as the players typed it (a bot's is not used).
    pub name: String,
    /// `None` for a person.
    pub bot: Option<BotLevel>,
}

/// A finished game, taken from its session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    /// The game's save id (so it is counted once).
    pub id: String,
    /// Game id.
    pub game: String,
    /// The seats.
    pub seats: Vec<FinishedSeat>,
    /// The outcome (places, losers).
    pub outcome: Outcome,
    /// Each seat's side (a seat's partners in a team game share a side number).
    pub sides: Vec<usize>,
    /// The seats that resigned (with their sides: a Pairanoid pair concedes together).
    pub resigned: Vec<Seat>,
    /// The games finished inside this one (a tavli series' Portes, Plakoto and Fevga
    /// games), by game id: each counts under its own game too.
    pub parts: Vec<(String, Outcome)>,
    /// How often each seat was the fool, in a game that names one (Durak).
    pub fools: Option<Vec<u32>>,
}

impl FinishedGame {
    /// The finished game of `session`, or `None` while it is being played.
    pub fn of(session: &dyn PlaySession) -> Option<FinishedGame> {
        let outcome = session.outcome()?;
        let info = session.info();
        let players = session.seats().len();
        let sides = (0..players)
            .map(|s| info.teams.iter().position(|team| team.contains(&s)).unwrap_or(s + info.teams.len()))
            .collect();
        Some(FinishedGame {
            id: session.id().to_string(),
            game: info.id.to_string(),
            seats: session
                .seats()
                .iter()
                .enumerate()
                .map(|(i, s)| FinishedSeat { name: counted_name(i, s), bot: s.bot })
                .collect(),
            resigned: session.resigners().into_iter().flat_map(|s| crate::resign::side_of(info, s)).collect(),
            parts: session.parts().into_iter().map(|(id, o)| (id.to_string(), o)).collect(),
            outcome,
            sides,
            fools: session.fools(),
        })
    }
}

/// The statistics of every player on this device, and the guides they have seen.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// Per player name.
    pub players: BTreeMap<String, PlayerStats>,
    /// Game ids already counted, newest last (so a game saved again is not counted twice).
    pub counted: Vec<String>,
    /// Per player name, the games whose first-game guide they have finished or skipped.
    pub guided: BTreeMap<String, Vec<String>>,
}

/// The most seats a game has: default names are looked for up to it.
const MOST_SEATS: usize = 8;

/// A name as the statistics keep it: trimmed, and a default person name in any
/// language ("Spelare 2", "Spiller 2") as the English one ("Player 2"), so one seat's
/// games count together whatever the language of the day, and read in the reader's
/// language ([`shown_name`]).
pub fn canonical(name: &str) -> String {
    let name = name.trim();
    match default_seat(name) {
        Some(seat) => crate::i18n::render(&crate::session::default_person_name(seat), crate::i18n::Lang::En),
        None => name.to_string(),
    }
}

/// The seat whose default person name `name` is, in any language.
fn default_seat(name: &str) -> Option<Seat> {
    (0..MOST_SEATS).find(|&seat| crate::SeatConfig::human(name).has_default_name(seat))
}

/// A kept name as the reader reads it: a default person name in the reader's
/// language ("Spiller 1" on a Danish screen), any other name as it is.
pub fn shown_name(name: &str) -> crate::message::Arg {
    match default_seat(name) {
        Some(seat) => crate::message::Arg::Msg(crate::session::default_person_name(seat)),
        None => crate::message::Arg::Text(name.to_string()),
    }
}

/// The name a finished game's seat `seat` counts under: a person without a typed
/// name (the apps' field starts empty) counts as the seat's default name.
fn counted_name(seat: Seat, s: &crate::SeatConfig) -> String {
    if s.bot.is_none() && !s.has_own_name() {
        return crate::i18n::render(&crate::session::default_person_name(seat), crate::i18n::Lang::En);
    }
    canonical(&s.name)
}

impl Stats {
    /// Counts `game` for each of its human seats; false when it was counted already.
    pub fn count(&mut self, game: &FinishedGame) -> bool {
        if self.counted.contains(&game.id) {
            return false;
        }
        let o = &game.outcome;
        let last = o.places.iter().copied().max().unwrap_or(1);
        for (seat, who) in game.seats.iter().enumerate() {
            if who.bot.is_some() || who.name.is_empty() {
                continue;
            }
            let place = o.places.get(seat).copied().unwrap_or(last);
            // A place shared by everyone (no winner named) is no loss; the last of several is.
            let lost = o.losers.contains(&seat) || (o.losers.is_empty() && place == last && last > 1);
            let resigned = game.resigned.contains(&seat);
            let fools = game.fools.as_ref().map(|f| f.get(seat).copied().unwrap_or(0));
            let player = self.players.entry(who.name.clone()).or_default();
            player.all.count(place, lost, resigned, fools);
            player.games.entry(game.game.clone()).or_default().count(place, lost, resigned, fools);
            let mut levels: Vec<BotLevel> = Vec::new();
            for (other, them) in game.seats.iter().enumerate() {
                if other == seat || game.sides.get(other) == game.sides.get(seat) {
                    continue;
                }
                match them.bot {
                    Some(level) if !levels.contains(&level) => levels.push(level),
                    Some(_) => {}
                    None if them.name != who.name => {
                        let versus = player.people.entry(them.name.clone()).or_default();
                        versus.games += 1;
                        versus.ahead += u32::from(place < o.places.get(other).copied().unwrap_or(last));
                    }
                    None => {}
                }
            }
            for level in levels {
                player.bots.entry(level).or_default().count(place, lost, resigned, fools);
            }
            // The games of a series count under their own games as well (the series
            // alone counts in the totals, by opponent and by bot level).
            for (id, part) in &game.parts {
                let place = part.places.get(seat).copied().unwrap_or(1);
                let lost = part.losers.contains(&seat);
                player.games.entry(id.clone()).or_default().count(place, lost, false, None);
            }
        }
        self.counted.push(game.id.clone());
        if self.counted.len() > REMEMBERED_IDS {
            let extra = self.counted.len() - REMEMBERED_IDS;
            self.counted.drain(..extra);
        }
        true
    }

    /// True when the first-game guide of `game` is due for someone among `players`
    /// (the human names at a new table): one of them has never finished a game of it
    /// on this device, nor finished or skipped its guide.
    pub fn guide_due(&self, game: &str, players: &[String]) -> bool {
        players.iter().map(|n| canonical(n)).filter(|n| !n.is_empty()).any(|name| {
            let played = self.players.get(&name).is_some_and(|p| p.games.get(game).is_some_and(|r| r.games > 0));
            let guided = self.guided.get(&name).is_some_and(|g| g.iter().any(|x| x == game));
            !played && !guided
        })
    }

    /// Notes that `players` have finished or skipped the guide of `game`.
    pub fn guide_seen(&mut self, game: &str, players: &[String]) {
        for name in players.iter().map(|n| canonical(n)).filter(|n| !n.is_empty()) {
            let seen = self.guided.entry(name).or_default();
            if !seen.iter().any(|x| x == game) {
                seen.push(game.to_string());
            }
        }
    }

    /// Forgets every count. The guides seen stay seen, and the ids of games counted
    /// stay remembered, so a finished game saved again is not counted anew.
    pub fn reset(&mut self) {
        self.players.clear();
    }
}

#[cfg(test)]
mod tests;
