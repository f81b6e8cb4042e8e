//! An outside anchor for the card games' master bots: single-observer
//! information-set Monte Carlo tree search (SO-ISMCTS, Cowling, Powley and Whitehouse,
//! "Information Set Monte Carlo Tree Search", 2012), as the literature writes it and
//! with nothing of our bots in it: one tree over the observer's moves and everyone's
//! moves after them, each iteration on a fresh deal of the cards the observer cannot
//! see, selection by UCB1 with availability counts, random playouts to the end, the
//! move visited most.
//!
//! Test code only: it exists to measure master against it at equal thinking time
//! (`master_against_ismcts`, ignored by default because it is an arena run; see
//! docs/bots.md for the command). Its budget is in iterations, not time, so a seed
//! plays the same games on every machine; the figure it prints gives both sides'
//! CPU time per decision, so the iterations can be set to match master's.

use std::time::Duration;

use crate::arena::timing::TimeSummary;
use crate::arena::{wilson, Interval};
use crate::game::{BotLevel, Game, Outcome, Seat, Setup, ToMove};
use crate::rng::GameRng;

pub use crate::bot::ismcts::Ismcts;

/// CPU time of this thread.
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec through a valid, exclusive pointer.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if status != 0 {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec.max(0) as u64, ts.tv_nsec.clamp(0, 999_999_999) as u32)
}

/// What a run of master against the search gives.
pub struct AnchorReport {
    /// Games played to the end.
    pub games: u32,
    /// Games master's side won (for Fjols: the fjols sat on the search's side).
    pub master_wins: u32,
    /// Master's share and its 95% interval.
    pub rate: Interval,
    /// Master's CPU time per decision.
    pub master_time: TimeSummary,
    /// The search's CPU time per decision.
    pub search_time: TimeSummary,
}

/// How master's side chooses a move: from the observation alone (the master bot), or,
/// to measure a ceiling, from the true state too.
pub type MasterPlayer<'a, G> =
    &'a dyn Fn(&<G as Game>::State, &<G as Game>::Observation, &mut GameRng) -> <G as Game>::Move;

/// The master bot: what it may see and nothing more.
pub fn the_master_bot<G: Game>(_: &G::State, obs: &G::Observation, rng: &mut GameRng) -> G::Move {
    G::bot_move(obs, BotLevel::Master, rng)
}

/// Plays `games` games of `players` seats, master in the even seats and the search in
/// the odd ones, sides swapped every other game (same seed for each pair).
/// `master_won` says from the outcome and master's seats whether master's side won.
pub fn master_against<G: Game>(
    setup: &Setup,
    master: MasterPlayer<'_, G>,
    search: &Ismcts<G>,
    games: u32,
    seed: u64,
    master_won: fn(&Outcome, &[Seat]) -> bool,
) -> AnchorReport {
    let (mut wins, mut done) = (0u32, 0u32);
    let (mut master_times, mut search_times) = (Vec::new(), Vec::new());
    for g in 0..games {
        let flip = g % 2;
        let mut rng = GameRng::new(seed.wrapping_add(u64::from(g / 2)));
        let mut bots = GameRng::new(seed.wrapping_add(u64::from(g)).wrapping_mul(0x9e37_79b9));
        let mut state = G::new_game(setup).expect("a valid setup");
        let master_seats: Vec<Seat> = (0..setup.players).filter(|s| (s + flip as usize).is_multiple_of(2)).collect();
        let mut actions = 0;
        while actions < 20_000 {
            match G::to_move(&state) {
                ToMove::Over => break,
                ToMove::Chance => {
                    let mv = G::sample_chance(&state, &mut rng);
                    G::advance(&mut state, &mv);
                }
                ToMove::Seat(s) => {
                    let obs = G::observe(&state, s);
                    let start = thread_cpu();
                    let mv = if master_seats.contains(&s) {
                        master(&state, &obs, &mut bots)
                    } else {
                        search.choose(&obs, s, &mut bots)
                    };
                    let took = thread_cpu().saturating_sub(start);
                    if master_seats.contains(&s) { &mut master_times } else { &mut search_times }.push(took);
                    G::advance(&mut state, &mv);
                }
            }
            actions += 1;
        }
        if let Some(outcome) = G::outcome(&state) {
            done += 1;
            wins += u32::from(master_won(&outcome, &master_seats));
        }
    }
    AnchorReport {
        games: done,
        master_wins: wins,
        rate: wilson(wins, done),
        master_time: TimeSummary::of(&master_times),
        search_time: TimeSummary::of(&search_times),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::durak::Durak;
    use crate::games::fjols::bot::{master_seeing, Sees};
    use crate::games::fjols::rules::State as FjolsState;
    use crate::games::fjols::view::Observation as FjolsObservation;
    use crate::games::fjols::Fjols;
    use crate::games::pairanoid::Pairanoid;

    fn pairanoid_search(iterations: usize) -> Ismcts<Pairanoid> {
        Ismcts {
            iterations,
            playout_cap: 2_000,
            exploration: 0.7,
            determinise: crate::games::pairanoid::view::determinise,
            reward: |o, s| f64::from(o.places[s] == 1),
            playout: Pairanoid::random_move,
        }
    }

    fn fjols_search(iterations: usize) -> Ismcts<Fjols> {
        Ismcts {
            iterations,
            playout_cap: 2_000,
            exploration: 0.7,
            determinise: crate::games::fjols::bot::determinise,
            reward: |o, s| f64::from(!o.losers.contains(&s)),
            playout: Fjols::random_move,
        }
    }

    fn durak_search(iterations: usize) -> Ismcts<Durak> {
        Ismcts {
            iterations,
            playout_cap: 2_000,
            exploration: 0.7,
            determinise: |obs, rng| obs.determinise(rng),
            reward: |o, s| f64::from(!o.losers.contains(&s)),
            playout: Durak::random_move,
        }
    }

    fn pairanoid_won(o: &Outcome, master: &[Seat]) -> bool {
        master.iter().any(|&s| o.places[s] == 1)
    }

    fn fjols_won(o: &Outcome, master: &[Seat]) -> bool {
        !o.losers.is_empty() && o.losers.iter().all(|s| !master.contains(s))
    }

    fn env(name: &str, default: u64) -> u64 {
        std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
    }

    fn print(game: &str, iterations: usize, r: &AnchorReport) {
        let t =
            |s: &TimeSummary| format!("median {:.2} ms, max {:.1} ms, mean {:.2} ms", s.median_ms, s.max_ms, s.mean_ms);
        println!(
            "{game}: master vs ISMCTS ({iterations} iterations): {} games, master won {} = {:.1}% [{:.1}, {:.1}]\n  master {}\n  ismcts {}",
            r.games,
            r.master_wins,
            r.rate.rate * 100.0,
            r.rate.low * 100.0,
            r.rate.high * 100.0,
            t(&r.master_time),
            t(&r.search_time)
        );
    }

    /// The search plays whole games against master, both sides' decisions are timed,
    /// and a tiny run is the same twice (same seed, same games).
    #[test]
    fn the_search_plays_whole_games_the_same_way_twice() {
        let setup = Setup { players: 2, variants: Default::default() };
        let a = master_against(&setup, &the_master_bot::<Fjols>, &fjols_search(20), 2, 5, fjols_won);
        let b = master_against(&setup, &the_master_bot::<Fjols>, &fjols_search(20), 2, 5, fjols_won);
        assert_eq!(a.games, 2);
        assert_eq!(a.master_wins, b.master_wins);
        assert!(a.master_time.max_ms > 0.0 && a.search_time.max_ms > 0.0);
    }

    /// The arena run of the issue: `ANCHOR_GAMES` games (default 400) from
    /// `ANCHOR_SEED` (default 2) with `ANCHOR_ITERATIONS` iterations per decision for
    /// each game, printed with intervals and times. Not part of `cargo test`: see
    /// docs/bots.md.
    #[test]
    #[ignore = "an arena run: minutes of CPU"]
    fn master_against_ismcts() {
        let games = env("ANCHOR_GAMES", 400) as u32;
        let seed = env("ANCHOR_SEED", 2);
        let only = std::env::var("ANCHOR_GAME").unwrap_or_default();
        if only.is_empty() || only == "pairanoid" {
            let iterations = env("ANCHOR_ITERATIONS_PAIRANOID", 40) as usize;
            let setup = Setup { players: 4, variants: Default::default() };
            let r = master_against(
                &setup,
                &the_master_bot::<Pairanoid>,
                &pairanoid_search(iterations),
                games,
                seed,
                pairanoid_won,
            );
            print("pairanoid", iterations, &r);
        }
        if only.is_empty() || only == "fjols" {
            let iterations = env("ANCHOR_ITERATIONS_FJOLS", 400) as usize;
            // `ANCHOR_PLAYERS_FJOLS` seats (default 4): master and the search alternate
            // round the table, so an odd table seats one side once more, swapped every
            // other game.
            let players = env("ANCHOR_PLAYERS_FJOLS", 4) as usize;
            let setup = Setup { players, variants: Default::default() };
            // `ANCHOR_FJOLS_SEES` (hands, hands-once-pile-gone, hands-while-pile-lasts)
            // shows master's tree the true hands: not a bot, the ceiling of its kind.
            let sees = match std::env::var("ANCHOR_FJOLS_SEES").as_deref() {
                Ok("hands") => Some(Sees::Always),
                Ok("hands-once-pile-gone") => Some(Sees::OncePileGone),
                Ok("hands-while-pile-lasts") => Some(Sees::WhilePileLasts),
                _ => None,
            };
            let seeing = move |truth: &FjolsState, obs: &FjolsObservation, rng: &mut GameRng| match sees {
                Some(sees) => master_seeing(truth, obs, sees, rng),
                None => the_master_bot::<Fjols>(truth, obs, rng),
            };
            let r = master_against(&setup, &seeing, &fjols_search(iterations), games, seed, fjols_won);
            print(
                &format!(
                    "fjols, {players} players{}",
                    sees.map_or(String::new(), |s| format!(" (master sees the hands: {s:?})"))
                ),
                iterations,
                &r,
            );
        }
        if only.is_empty() || only == "durak" {
            // `ANCHOR_PLAYERS_DURAK` seats (default 2), master and the search alternating;
            // a win is a game whose fool sat on the search's side (a draw is no win).
            let iterations = env("ANCHOR_ITERATIONS_DURAK", 300) as usize;
            let players = env("ANCHOR_PLAYERS_DURAK", 2) as usize;
            let setup = Setup { players, variants: Default::default() };
            let r = master_against(&setup, &the_master_bot::<Durak>, &durak_search(iterations), games, seed, fjols_won);
            print(&format!("durak, {players} players"), iterations, &r);
        }
    }
}
