//! Exact values for the end of a Fevga race, for the master bot.
//!
//! In Fevga a checker blocks by standing on a point, and both sides run the same way
//! round the board, half a board apart. Once every checker of both sides is past the
//! opponent's head (relative point 12 or beyond), the two sides' remaining paths no
//! longer share a point: neither can ever block the other, and the game is a pure race.
//! When, in such a race, every checker of both sides is home, each side's future is
//! a one-sided bear-off: this module holds, for every way of placing up to 15 checkers
//! on the six home points, the chance of bearing them all off in exactly n rolls when
//! playing to bear off in the fewest rolls on average (as gnubg's one-sided bear-off
//! database does). Two such distributions give the exact chance of winning, where the
//! network only estimates it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};
use std::thread::JoinHandle;

use crate::game::Seat;

use super::board::{Board, CHECKERS, HOME, POINTS};

/// Home points.
const SLOTS: usize = POINTS - HOME;
/// Rolls tracked per distribution; the last entry holds this many rolls and more (15
/// checkers on the six-point need about 20 rolls at worst without doubles).
const MAX_ROLLS: usize = 24;
/// Positions of up to 15 checkers on 6 points: C(21, 6).
const POSITIONS: usize = 54_264;

/// One side's home, by distance from bearing off: `h[0]` is the one-pip point.
type Home = [u8; SLOTS];

/// The index of `h` in the table: the checkers and the borne-off rest (15 minus their
/// number) are a composition of 15 into 7 parts, ranked as the 6-subset of 21 slots
/// where its bars stand (the combinatorial number system).
fn rank(h: &Home) -> usize {
    // C(n, k) for n ≤ 20, k ≤ 6, worked out once: the build ranks millions of homes.
    const fn binomials() -> [[u32; SLOTS + 1]; 21] {
        let mut t = [[0u32; SLOTS + 1]; 21];
        let mut n = 0;
        while n < 21 {
            t[n][0] = 1;
            let mut k = 1;
            while k <= SLOTS && k <= n {
                t[n][k] = t[n - 1][k - 1] + if k < n { t[n - 1][k] } else { 0 };
                k += 1;
            }
            n += 1;
        }
        t
    }
    const C: [[u32; SLOTS + 1]; 21] = binomials();
    let mut sum = 0usize;
    let mut r = 0usize;
    for (i, &c) in h.iter().enumerate() {
        sum += c as usize;
        r += C[sum + i][i + 1] as usize;
    }
    r
}

/// The bear-off distributions, built on first use (about 54,000 positions).
struct Table {
    /// Per position, the chance of finishing in exactly n rolls, n < [`MAX_ROLLS`].
    dist: Vec<[f32; MAX_ROLLS]>,
}

/// The table, once built (by [`warm_up`]'s thread or by the first decision to need it).
static TABLE: OnceLock<Table> = OnceLock::new();

/// Set by the first [`warm_up`] (which starts one thread per process at most, none if a
/// decision built the table already).
static WARMING: AtomicBool = AtomicBool::new(false);

/// The warm-up thread, until a test joins it ([`join_warm_up`]).
static WARM_UP: Mutex<Option<JoinHandle<()>>> = Mutex::new(None);

fn table() -> &'static Table {
    // While the warm-up thread builds it, a decision that needs it waits for that build
    // rather than starting a second one.
    TABLE.get_or_init(build)
}

/// Starts building the bear-off table on a thread of its own, once per process, and
/// returns at once. Called when a bot that reads the table is set up for a game
/// ([`crate::game::Game::prepare_bots`]): the build takes about 0.2 s of one core, and
/// inside the first decision that meets an all-home race it pushed that decision over
/// the 250 ms a decision may take (docs/bots.md). A game set up on the UI thread does
/// not wait for it either. Where no thread can be started, the first decision that
/// needs the table builds it, as before.
pub fn warm_up() {
    if WARMING.swap(true, Ordering::SeqCst) || TABLE.get().is_some() {
        return;
    }
    let spawned = std::thread::Builder::new().name("bear-off table".into()).spawn(|| {
        table();
    });
    if let Ok(handle) = spawned {
        *WARM_UP.lock().unwrap_or_else(|p| p.into_inner()) = Some(handle);
    }
}

/// True once [`warm_up`] has been called in this process (its thread then builds the
/// table, unless a decision had built it already). For the tests.
#[cfg(test)]
pub(crate) fn warm_up_started() -> bool {
    WARMING.load(Ordering::SeqCst)
}

/// True once the table is built: a decision reads it without building it. For the tests.
#[cfg(test)]
pub(crate) fn ready() -> bool {
    TABLE.get().is_some()
}

/// Waits for the warm-up thread, if one was started and no one has waited for it yet
/// (for the tests: they check that the warm-up, not a decision, built the table).
#[cfg(test)]
pub(crate) fn join_warm_up() {
    let handle = WARM_UP.lock().unwrap_or_else(|p| p.into_inner()).take();
    if let Some(handle) = handle {
        handle.join().expect("the bear-off table's build");
    }
}

/// Every home of up to 15 checkers, fewest pips first (a play only lowers the pips,
/// so every position's successors are done before it).
fn all_homes() -> Vec<Home> {
    let mut out = Vec::with_capacity(POSITIONS);
    fn fill(i: usize, left: u8, h: &mut Home, out: &mut Vec<Home>) {
        if i == SLOTS {
            out.push(*h);
            return;
        }
        for c in 0..=left {
            h[i] = c;
            fill(i + 1, left - c, h, out);
        }
        h[i] = 0;
    }
    fill(0, CHECKERS, &mut [0; SLOTS], &mut out);
    out.sort_by_key(pips);
    out
}

fn pips(h: &Home) -> u32 {
    h.iter().enumerate().map(|(i, &c)| (i as u32 + 1) * c as u32).sum()
}

/// One step of `d` from distance `from` (0-based: the point `from + 1` pips from off),
/// by the rules of bearing off: exact or inside the home always; a larger number only
/// from the highest occupied point.
fn step(h: &Home, from: usize, d: usize) -> Option<Home> {
    if h[from] == 0 {
        return None;
    }
    let dist = from + 1;
    if d < dist {
        let mut n = *h;
        n[from] -= 1;
        n[from - d] += 1;
        return Some(n);
    }
    if d > dist && h[from + 1..].iter().any(|&c| c > 0) {
        return None;
    }
    let mut n = *h;
    n[from] -= 1;
    Some(n)
}

/// Builds the table, fewest pips first. A roll's best result is found through the best
/// results of single dice: `best[i][k - 1][d - 1]` is where `k` steps of `d` can take home
/// `i` with the fewest rolls still needed on average (that mean and the home's index),
/// worked out from those of the homes one step on, which have fewer pips and are done.
/// That makes the build a fraction of what trying every whole play costs (it runs on
/// [`warm_up`]'s thread when a bot is set up, else inside the first decision that needs
/// it, whose time counts).
fn build() -> Table {
    let empty = rank(&[0; SLOTS]);
    let mut dist = vec![[0f32; MAX_ROLLS]; POSITIONS];
    let mut mean = vec![0f32; POSITIONS];
    let mut best = vec![[[(0f32, 0u32); 6]; 4]; POSITIONS];
    for h in all_homes() {
        let i = rank(&h);
        if i == empty {
            dist[i][0] = 1.0;
            best[i] = [[(0.0, empty as u32); 6]; 4];
            continue;
        }
        let mut b = [[(f32::INFINITY, 0u32); 6]; 4];
        for d in 1..=6 {
            for from in 0..SLOTS {
                // Every home with a checker has a step for every number (a larger number
                // bears off from the highest point), so each minimum is found.
                if let Some(n) = step(&h, from, d) {
                    let j = rank(&n);
                    for k in 0..4 {
                        let cand = if k == 0 { (mean[j], j as u32) } else { best[j][k - 1][d - 1] };
                        if cand.0 < b[k][d - 1].0 {
                            b[k][d - 1] = cand;
                        }
                    }
                }
            }
        }
        best[i] = b;
        let mut dd = [0f32; MAX_ROLLS];
        let mut m = 1.0f32;
        for x in 1..=6usize {
            for y in 1..=x {
                let (w, chosen) = if x == y {
                    (1.0 / 36.0, b[3][x - 1])
                } else {
                    // Either number first: each first step, then the best single step
                    // of the other number from there (none when the first finished).
                    let mut c = (f32::INFINITY, 0u32);
                    for (p, q) in [(x, y), (y, x)] {
                        for from in 0..SLOTS {
                            if let Some(n) = step(&h, from, p) {
                                let j = rank(&n);
                                let cand = if j == empty { (0.0, empty as u32) } else { best[j][0][q - 1] };
                                if cand.0 < c.0 {
                                    c = cand;
                                }
                            }
                        }
                    }
                    (2.0 / 36.0, c)
                };
                m += w * chosen.0;
                let s = &dist[chosen.1 as usize];
                for n in 0..MAX_ROLLS {
                    dd[(n + 1).min(MAX_ROLLS - 1)] += w * s[n];
                }
            }
        }
        mean[i] = m;
        dist[i] = dd;
    }
    Table { dist }
}

/// True when no checker of either side can ever block the other again: every checker
/// still on the board stands past the opponent's head. (For the tests: they check
/// that a bear-off [`bearoff_value`] values is such a race; the bot asks only
/// [`bearoff_value`].)
#[cfg(test)]
pub(crate) fn no_contact(b: &Board) -> bool {
    (0..2).all(|s| b.cnt[s][..POINTS / 2].iter().all(|&c| c == 0))
}

fn home_of(b: &Board, seat: Seat) -> Home {
    let mut h = [0; SLOTS];
    for (i, slot) in h.iter_mut().enumerate() {
        *slot = b.cnt[seat][POINTS - 1 - i];
    }
    h
}

/// The exact chance that `me`, who just moved to `b`, wins, the opponent to roll, when
/// `b` is a race with every checker of both sides home; `None` otherwise.
pub fn bearoff_value(b: &Board, me: Seat) -> Option<f64> {
    let opp = 1 - me;
    if b.off[me] == CHECKERS {
        return Some(1.0);
    }
    if b.off[opp] == CHECKERS {
        return Some(0.0);
    }
    if !b.all_home(me) || !b.all_home(opp) {
        return None;
    }
    Some(race_win(&home_of(b, me), &home_of(b, opp)))
}

/// The exact chance that the side whose home is `ours` (checkers by distance from
/// bearing off: `ours[0]` on the one-pip point) wins a pure bear-off race against
/// `theirs`, the other side to roll. Portes and Plakoto (`tavli::nn`) value their
/// all-home positions by the same one-sided table.
pub fn race_win(ours: &[u8; 6], theirs: &[u8; 6]) -> f64 {
    let t = table();
    let ours = &t.dist[rank(ours)];
    let theirs = &t.dist[rank(theirs)];
    // The opponent, on roll, wins when it needs no more rolls than we do.
    let mut at_least = 1.0f64; // chance we need at least n rolls
    let mut opp_wins = 0.0f64;
    for n in 0..MAX_ROLLS {
        opp_wins += theirs[n] as f64 * at_least.max(0.0);
        at_least -= ours[n] as f64;
    }
    (1.0 - opp_wins).clamp(0.0, 1.0)
}

/// The mean number of rolls `seat` needs to bear off from `b` (every checker home).
/// (For the tests: they check the table against values worked out by hand.)
#[cfg(test)]
pub(crate) fn mean_rolls(b: &Board, seat: Seat) -> Option<f64> {
    if !b.all_home(seat) {
        return None;
    }
    let d = &table().dist[rank(&home_of(b, seat))];
    Some(d.iter().enumerate().map(|(n, &p)| n as f64 * p as f64).sum())
}
