//! What the statistics screen shows: per player a summary line, a bar chart (wins of
//! games, per game: the shells draw the bars from these numbers) and lines per game,
//! per opponent and per bot level, all in catalogue words.

use super::{PlayerStats, Record, Stats};
use crate::error::GameError;
use crate::message::Msg;

/// One bar of the chart: `value` out of `total`, under `label`, with `caption`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// What the bar is (a game's name).
    pub label: Msg,
    /// The filled part (wins).
    pub value: u32,
    /// The whole (games); never 0 for a bar shown.
    pub total: u32,
    /// The numbers in words ("2 of 5 won").
    pub caption: Msg,
}

/// A line about one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// Game id (for the shells' test tags only; never branched on).
    pub game: String,
    /// Games, wins, losses, resignations and streaks in words.
    pub text: Msg,
    /// How often each place was taken, in words ("1st ×3, 2nd ×1").
    pub places: Msg,
}

/// A line about one opponent (a person, or the bots of one level).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpponentLine {
    /// In words: "against Bo: 4 games, ahead in 3".
    pub text: Msg,
}

/// Everything shown for one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    /// The player's name as kept (a key: a default name is kept in English).
    pub name: String,
    /// The name as the reader reads it: a default name ("Player 1") in the reader's language.
    pub title: Msg,
    /// Games, wins, streak in words.
    pub summary: Msg,
    /// Wins of games per game, for the chart.
    pub chart: Vec<Bar>,
    /// Per game.
    pub games: Vec<GameLine>,
    /// Per human opponent, then per bot level.
    pub opponents: Vec<OpponentLine>,
}

/// The statistics screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsView {
    /// Each player with a finished game, by name.
    pub players: Vec<PlayerLine>,
    /// Why the file could not be read (it is kept as it is until a reset), if so.
    pub problem: Option<Msg>,
}

impl StatsView {
    /// The view of the statistics as read (or of the reason they could not be).
    pub fn of(read: Result<Stats, GameError>) -> StatsView {
        match read {
            Ok(stats) => StatsView {
                players: stats.players.iter().filter(|(_, p)| p.all.games > 0).map(|(n, p)| player(n, p)).collect(),
                problem: None,
            },
            Err(e) => {
                let key = match e {
                    GameError::NewerSave { .. } => "stats-problem-newer",
                    GameError::UnreadableSave { .. } => "stats-problem-damaged",
                    _ => "stats-problem-io",
                };
                StatsView { players: Vec::new(), problem: Some(Msg::new(key).arg("reason", e.message())) }
            }
        }
    }
}

fn player(name: &str, p: &PlayerStats) -> PlayerLine {
    let game_name = |id: &str| Msg::new(format!("game-{id}"));
    let chart = p
        .games
        .iter()
        .filter(|(_, r)| r.games > 0)
        .map(|(id, r)| Bar {
            label: game_name(id),
            value: r.wins,
            total: r.games,
            caption: Msg::new("stats-bar").arg("wins", r.wins).arg("games", r.games),
        })
        .collect();
    let games = p
        .games
        .iter()
        .map(|(id, r)| GameLine { game: id.clone(), text: record(game_name(id), r), places: places(r) })
        .collect();
    let people = p.people.iter().map(|(who, v)| OpponentLine {
        text: Msg::new("stats-versus-person")
            .arg("name", super::shown_name(who))
            .arg("games", v.games)
            .arg("ahead", v.ahead),
    });
    let bots = p.bots.iter().map(|(level, r)| OpponentLine {
        text: Msg::new("stats-versus-bots").arg("level", level.msg()).arg("games", r.games).arg("wins", r.wins),
    });
    PlayerLine {
        name: name.to_string(),
        title: Msg::new("scene-text").arg("text", super::shown_name(name)),
        summary: Msg::new("stats-summary")
            .arg("games", p.all.games)
            .arg("wins", p.all.wins)
            .arg("streak", p.all.streak)
            .arg("best", p.all.best_streak),
        chart,
        games,
        opponents: people.chain(bots).collect(),
    }
}

/// "Fia med knuff: 5 games, 2 won, 1 lost (1 resigned), best streak 2".
fn record(what: Msg, r: &Record) -> Msg {
    Msg::new("stats-game")
        .arg("game", what)
        .arg("games", r.games)
        .arg("wins", r.wins)
        .arg("losses", r.losses)
        .arg("resigned", r.resigned)
        .arg("best", r.best_streak)
}

/// "Places: 1st ×2, 2nd ×1" (places never taken left out), and in a game that names
/// a fool "; the fool 3 times".
fn places(r: &Record) -> Msg {
    let mut items = r
        .places
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(i, &n)| Msg::new("stats-place").arg("place", i + 1).arg("count", n))
        .rev();
    let last = items.next().unwrap_or_else(|| Msg::new("stats-place-none"));
    let list = items.fold(last, |rest, first| Msg::new("title-list").arg("first", first).arg("rest", rest));
    match r.fools {
        Some(fools) => Msg::new("stats-places-fools").arg("list", list).arg("fools", fools),
        None => Msg::new("stats-places").arg("list", list),
    }
}
