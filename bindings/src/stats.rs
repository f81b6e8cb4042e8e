//! Statistics over the FFI: what the statistics screen shows, its reset, and whether
//! a first-game guide is due. All counted and worded by the core (`spelbord_core::stats`);
//! the games are counted when their end is saved, so the shells never count.

use spelbord_core::stats as cs;

use crate::error::{guard, Result};
use crate::i18n::Message;
use crate::store::SaveStore;

/// One bar of the chart: `value` of `total` (wins of games), drawn by the shell.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsBar {
    /// What the bar is (a game's name).
    pub label: Message,
    /// The filled part.
    pub value: u32,
    /// The whole (never 0).
    pub total: u32,
    /// The numbers in words.
    pub caption: Message,
}

/// A line about one game.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsGameLine {
    /// Game id (for test tags; never branch on it).
    pub game: String,
    /// Games, wins, losses, resignations and the best run.
    pub text: Message,
    /// How often each place was taken.
    pub places: Message,
}

/// Everything the screen shows for one player.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsPlayer {
    /// The player's name as kept (for test tags and keys; shown as [`title`](Self::title)).
    pub name: String,
    /// The name in the reader's language ("Player 1" reads "Spiller 1" in Danish).
    pub title: Message,
    /// Games, wins and streak.
    pub summary: Message,
    /// The chart: wins of games per game.
    pub chart: Vec<StatsBar>,
    /// Per game.
    pub games: Vec<StatsGameLine>,
    /// Per person played against, then per bot level.
    pub opponents: Vec<Message>,
}

/// The statistics screen.
#[derive(Debug, Clone, PartialEq, Eq, uniffi::Record)]
pub struct StatsView {
    /// Each player with a finished game.
    pub players: Vec<StatsPlayer>,
    /// Why the statistics file could not be read (it is kept until a reset).
    pub problem: Option<Message>,
}

impl From<cs::StatsView> for StatsView {
    fn from(v: cs::StatsView) -> Self {
        StatsView {
            players: v
                .players
                .into_iter()
                .map(|p| StatsPlayer {
                    name: p.name,
                    title: p.title.into(),
                    summary: p.summary.into(),
                    chart: p
                        .chart
                        .into_iter()
                        .map(|b| StatsBar {
                            label: b.label.into(),
                            value: b.value,
                            total: b.total,
                            caption: b.caption.into(),
                        })
                        .collect(),
                    games: p
                        .games
                        .into_iter()
                        .map(|g| StatsGameLine { game: g.game, text: g.text.into(), places: g.places.into() })
                        .collect(),
                    opponents: p.opponents.into_iter().map(|o| o.text.into()).collect(),
                })
                .collect(),
            problem: v.problem.map(Into::into),
        }
    }
}

#[uniffi::export]
impl SaveStore {
    /// The statistics of the players on this device (kept in this save folder).
    pub fn statistics(&self) -> StatsView {
        cs::StatsView::of(self.stats_file().load()).into()
    }

    /// Counts an online game that ended, from its save as the server exported it
    /// (`Table::finished_save`): once per game, however often it is called. True when
    /// it was a finished game.
    pub fn count_finished(&self, save: String) -> Result<bool> {
        guard(|| Ok(self.stats_file().count_save(&save)?))
    }

    /// Forgets every count (ask the player first). A damaged file is kept aside.
    pub fn reset_statistics(&self) -> Result<()> {
        guard(|| Ok(self.stats_file().reset()?))
    }

    /// True when the first-game guide of `game` is due for one of `players` (the
    /// people at a new table): they never finished a game of it here, nor the guide.
    /// An unreadable statistics file offers the guide (it can always be skipped).
    pub fn guide_due(&self, game: String, players: Vec<String>) -> bool {
        self.stats_file().load().map_or(true, |s| s.guide_due(&game, &players))
    }

    /// Notes that `players` finished or skipped the guide of `game`.
    pub fn guide_seen(&self, game: String, players: Vec<String>) -> Result<()> {
        guard(|| {
            Ok(self.stats_file().update(|s| {
                s.guide_seen(&game, &players);
                true
            })?)
        })
    }
}

impl SaveStore {
    fn stats_file(&self) -> cs::StatsFile {
        cs::StatsFile::in_dir(self.core().dir())
    }
}
