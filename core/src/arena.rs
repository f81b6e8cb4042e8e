//! Bot-vs-bot arena: plays many seeded games between bot levels and reports win and
//! loss shares with 95% confidence intervals and decision times. This is how bot
//! strength is measured (never by timed unit tests).
//!
//! Decision times are kept one by one and summarised as mean, median, 95th percentile
//! and maximum per level ([`timing`]). The budget is per decision on one core:
//! run with one thread and pass a thread CPU clock ([`ArenaConfig::clock`]) so that
//! other programs on a shared machine do not inflate the figures.

pub mod timing;

#[cfg(test)]
mod ismcts;

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use serde::Serialize;

use crate::catalog::game;
use crate::error::GameError;
use crate::game::BotLevel;
use crate::message::Msg;
use crate::session::{Phase, SeatConfig, SessionConfig};

use timing::TimeSummary;

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// Game id.
    pub game: String,
    /// Levels dealt round the seats (or teams) in order; rotated by one seat each game
    /// so that no level keeps the advantage of a seat.
    pub lineup: Vec<BotLevel>,
    /// Number of seats (defaults to the game's maximum, or the lineup length).
    pub players: Option<usize>,
    /// Variant values.
    pub variants: BTreeMap<String, String>,
    /// Number of games.
    pub games: u32,
    /// Seed of the first game; game `i` uses `seed + i`.
    pub seed: u64,
    /// Worker threads (games run in parallel).
    pub threads: usize,
    /// Actions after which a game is abandoned (guards against a rules bug looping).
    pub max_actions: u32,
    /// CPU time of the calling thread, to time decisions by; `None` times them by the
    /// wall clock, which waiting for a shared core inflates. The core has no portable
    /// way to read it, so the caller (the CLI) supplies one.
    pub clock: Option<fn() -> Duration>,
}

/// Results of one level.
#[derive(Clone, Debug, Serialize)]
pub struct LevelReport {
    /// The level.
    pub level: BotLevel,
    /// Seats this level held per game.
    pub seats_per_game: f64,
    /// Share of games won by a seat of this level if all levels were equal.
    pub fair_share: f64,
    /// Games won (a seat of this level took first place).
    pub wins: u32,
    /// Win share and its 95% Wilson interval.
    pub win_rate: Interval,
    /// Games lost outright (a seat of this level was the loser, e.g. the fjols).
    pub losses: u32,
    /// Loss share and its 95% Wilson interval.
    pub loss_rate: Interval,
    /// Decisions made (moves chosen, forced ones included).
    pub decisions: u64,
    /// Decision times: mean, median, 95th percentile and maximum.
    pub time: TimeSummary,
}

/// A proportion with its 95% confidence interval.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Interval {
    /// The observed share.
    pub rate: f64,
    /// Lower bound.
    pub low: f64,
    /// Upper bound.
    pub high: f64,
}

/// The whole arena result.
#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    /// Game id.
    pub game: String,
    /// Seats per game.
    pub players: usize,
    /// Games played to the end.
    pub games: u32,
    /// Games abandoned at `max_actions`.
    pub abandoned: u32,
    /// What the decision times measure: `thread-cpu` or `wall`.
    pub clock: &'static str,
    /// Mean actions (decisions and chance) per game.
    pub mean_actions: f64,
    /// One row per level in the lineup.
    pub levels: Vec<LevelReport>,
}

/// The 95% Wilson score interval of `k` successes in `n` trials.
pub fn wilson(k: u32, n: u32) -> Interval {
    if n == 0 {
        return Interval { rate: 0.0, low: 0.0, high: 1.0 };
    }
    let (k, n) = (k as f64, n as f64);
    let z = 1.96f64;
    let p = k / n;
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * ((p * (1.0 - p) / n) + z * z / (4.0 * n * n)).sqrt() / denom;
    Interval { rate: p, low: (centre - half).max(0.0), high: (centre + half).min(1.0) }
}

#[derive(Default)]
struct Tally {
    wins: u32,
    losses: u32,
    times: Vec<Duration>,
}

struct GameResult {
    levels: Vec<BotLevel>,
    winners: Vec<usize>,
    losers: Vec<usize>,
    times: Vec<(BotLevel, Duration)>,
    actions: u32,
    finished: bool,
}

fn play_one(config: &ArenaConfig, players: usize, index: u32) -> Result<GameResult, GameError> {
    let def = game(&config.game)?;
    let levels: Vec<BotLevel> =
        (0..players).map(|s| config.lineup[(s + index as usize) % config.lineup.len()]).collect();
    let seats = levels.iter().enumerate().map(|(s, l)| SeatConfig::bot(format!("{}{s}", l.name()), *l)).collect();
    let mut session = def.new_session(&SessionConfig {
        game: config.game.clone(),
        seats,
        variants: config.variants.clone(),
        seed: Some(config.seed.wrapping_add(index as u64)),
        title: None,
    })?;
    let mut times = Vec::new();
    let mut actions = 0;
    while session.phase() != Phase::Over && actions < config.max_actions {
        let task = session.bot_task().ok_or_else(|| GameError::BadConfig(Msg::new("reason-arena-no-bot")))?;
        let seat = task.seat;
        let start = config.clock.map(|now| (now, now()));
        let decision = task.run();
        let took = start.map_or(decision.elapsed, |(now, start)| now().saturating_sub(start));
        times.push((levels[seat], took));
        session.apply_bot(&decision)?;
        actions += 1;
    }
    let outcome = session.outcome();
    Ok(GameResult {
        levels,
        winners: outcome.as_ref().map(|o| o.winners()).unwrap_or_default(),
        losers: outcome.as_ref().map(|o| o.losers.clone()).unwrap_or_default(),
        times,
        actions: session.history().len() as u32,
        finished: outcome.is_some(),
    })
}

/// Plays the arena. `progress(done, total)` is called after every game.
pub fn run_arena(config: &ArenaConfig, progress: &(dyn Fn(u32, u32) + Sync)) -> Result<ArenaReport, GameError> {
    let def = game(&config.game)?;
    let info = def.info();
    if config.lineup.is_empty() {
        return Err(GameError::BadConfig(Msg::new("reason-lineup-empty")));
    }
    let players = config.players.unwrap_or(info.max_players);
    if players < info.min_players || players > info.max_players {
        return Err(GameError::BadConfig(info.players_refusal(players)));
    }
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<GameResult>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<GameError>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..config.threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                if i >= config.games || failure.lock().map(|f| f.is_some()).unwrap_or(true) {
                    break;
                }
                match play_one(config, players, i) {
                    Ok(r) => {
                        let mut all = results.lock().expect("arena results");
                        all.push(r);
                        progress(all.len() as u32, config.games);
                    }
                    Err(e) => {
                        *failure.lock().expect("arena failure") = Some(e);
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().ok().flatten() {
        return Err(e);
    }
    let results = results.into_inner().unwrap_or_default();
    let mut order: Vec<BotLevel> = Vec::new();
    for l in &config.lineup {
        if !order.contains(l) {
            order.push(*l);
        }
    }
    let mut tallies: BTreeMap<BotLevel, Tally> = BTreeMap::new();
    let mut seat_counts: BTreeMap<BotLevel, usize> = BTreeMap::new();
    let finished: Vec<&GameResult> = results.iter().filter(|r| r.finished).collect();
    for r in &finished {
        for l in &r.levels {
            *seat_counts.entry(*l).or_default() += 1;
        }
        for level in &order {
            let t = tallies.entry(*level).or_default();
            t.wins += u32::from(r.winners.iter().any(|&s| r.levels[s] == *level));
            t.losses += u32::from(r.losers.iter().any(|&s| r.levels[s] == *level));
        }
    }
    for r in &results {
        for (level, d) in &r.times {
            tallies.entry(*level).or_default().times.push(*d);
        }
    }
    let n = finished.len() as u32;
    let levels = order
        .iter()
        .map(|level| {
            let t = tallies.remove(level).unwrap_or_default();
            let seats_per_game = seat_counts.get(level).copied().unwrap_or(0) as f64 / n.max(1) as f64;
            LevelReport {
                level: *level,
                seats_per_game,
                fair_share: seats_per_game / players as f64,
                wins: t.wins,
                win_rate: wilson(t.wins, n),
                losses: t.losses,
                loss_rate: wilson(t.losses, n),
                decisions: t.times.len() as u64,
                time: TimeSummary::of(&t.times),
            }
        })
        .collect();
    Ok(ArenaReport {
        game: config.game.clone(),
        players,
        games: n,
        abandoned: results.len() as u32 - n,
        clock: if config.clock.is_some() { "thread-cpu" } else { "wall" },
        mean_actions: results.iter().map(|r| r.actions as f64).sum::<f64>() / results.len().max(1) as f64,
        levels,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_brackets_the_rate() {
        let i = wilson(50, 100);
        assert!((i.rate - 0.5).abs() < 1e-12);
        assert!(i.low > 0.39 && i.low < 0.41, "{i:?}");
        assert!(i.high > 0.59 && i.high < 0.61, "{i:?}");
        let z = wilson(0, 10);
        assert_eq!(z.low, 0.0);
        assert!(z.high > 0.2);
    }

    #[test]
    fn arena_plays_seeded_games_to_the_end() {
        let config = ArenaConfig {
            game: "fia".into(),
            lineup: vec![BotLevel::Beginner, BotLevel::Club],
            players: Some(2),
            variants: BTreeMap::new(),
            games: 4,
            seed: 9,
            threads: 2,
            max_actions: 20_000,
            clock: None,
        };
        let a = run_arena(&config, &|_, _| {}).unwrap();
        let b = run_arena(&config, &|_, _| {}).unwrap();
        assert_eq!(a.games, 4);
        assert_eq!(a.levels.iter().map(|l| l.wins).sum::<u32>(), 4, "one winner per 2-player game");
        assert_eq!(
            a.levels.iter().map(|l| l.wins).collect::<Vec<_>>(),
            b.levels.iter().map(|l| l.wins).collect::<Vec<_>>(),
            "same seed, same results"
        );
    }

    thread_local! {
        static TICKS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    }

    /// A clock that moves on 3 ms each time it is read, so every decision takes 3 ms.
    fn ticking() -> Duration {
        TICKS.with(|t| {
            t.set(t.get() + 3);
            Duration::from_millis(t.get())
        })
    }

    #[test]
    fn decisions_are_timed_by_the_given_clock() {
        let config = ArenaConfig {
            game: "fia".into(),
            lineup: vec![BotLevel::Strong, BotLevel::Beginner],
            players: Some(2),
            variants: BTreeMap::new(),
            games: 2,
            seed: 3,
            threads: 1,
            max_actions: 20_000,
            clock: Some(ticking),
        };
        let report = run_arena(&config, &|_, _| {}).unwrap();
        assert_eq!(report.clock, "thread-cpu");
        for level in &report.levels {
            assert!(level.decisions > 0, "{level:?}");
            let t = level.time;
            for ms in [t.mean_ms, t.median_ms, t.p95_ms, t.max_ms] {
                assert!((ms - 3.0).abs() < 1e-9, "{level:?}");
            }
        }
    }
}
