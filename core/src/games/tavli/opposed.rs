//! The board of the two tavli games played in opposite directions, Portes and
//! Plakoto (RULES.md §5–6), and the rules of a single die step on it.
//!
//! Points are numbered 1..=24 from white's side, as in Fevga's notation: white runs
//! from 24 down to its home 1–6, black from 1 up to its home 19–24. Each seat counts
//! along its own route: relative point `r` = 0 is its 24-point (where it starts in
//! Plakoto), 23 its 1-point, [`OFF`] borne off, [`BAR`] the bar. White's relative `r`
//! is the absolute point `24 - r`, black's `r + 1`, so the opponent's relative index
//! of the same point is always `23 - r`, which keeps every rule symmetric.
//!
//! What landing on a single opposing checker does is the one difference the step rules
//! know: [`Landing::Hit`] sends it to the bar (Portes), [`Landing::Pin`] pins it under
//! the landing checker (Plakoto).

use serde::{Deserialize, Serialize};

use crate::game::Seat;

use super::step::{Step, BAR_POINT, OFF_POINT};

/// Points on the board.
pub const POINTS: usize = 24;
/// Checkers per side.
pub const CHECKERS: u8 = 15;
/// Relative index meaning "borne off".
pub const OFF: usize = 24;
/// Relative index meaning "on the bar".
pub const BAR: usize = 25;
/// The first relative point of the home quarter.
pub const HOME: usize = 18;

/// What landing on a single opposing checker does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Landing {
    /// Portes: the checker is hit and goes to the bar.
    Hit,
    /// Plakoto: the checker is pinned and cannot move while the pinner stays.
    Pin,
}

/// The absolute point (1..=24) of a seat's relative point.
pub fn abs_point(seat: Seat, r: usize) -> u8 {
    if seat == 0 {
        (POINTS - r) as u8
    } else {
        r as u8 + 1
    }
}

/// The relative point of a seat for an absolute point 1..=24.
pub fn rel_point(seat: Seat, abs: u8) -> usize {
    if seat == 0 {
        POINTS - abs as usize
    } else {
        abs as usize - 1
    }
}

/// The opponent's relative index of a seat's relative point `r` (0..24).
#[inline]
pub fn mirror(r: usize) -> usize {
    POINTS - 1 - r
}

/// A notation step of `seat` for a relative move (`from` may be [`BAR`], `to` [`OFF`]).
pub fn step_of(seat: Seat, from: usize, to: usize) -> Step {
    Step {
        from: if from == BAR { BAR_POINT } else { abs_point(seat, from) },
        to: if to >= OFF { OFF_POINT } else { abs_point(seat, to) },
    }
}

/// The relative `(from, to)` of a notation step for `seat`.
pub fn rel_of(seat: Seat, st: &Step) -> (usize, usize) {
    let from = if st.from == BAR_POINT { BAR } else { rel_point(seat, st.from) };
    let to = if st.to == OFF_POINT { OFF } else { rel_point(seat, st.to) };
    (from, to)
}

/// Checkers of both sides, each side in its own relative coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    /// What landing on a single opposing checker does.
    pub landing: Landing,
    /// `cnt[seat][r]`: free (unpinned) checkers of `seat` on its relative point `r`.
    pub cnt: [[u8; POINTS]; 2],
    /// Bits of the relative points where a checker of the seat lies pinned (Plakoto).
    pub pinned: [u32; 2],
    /// Checkers on the bar (Portes).
    pub bar: [u8; 2],
    /// Checkers borne off.
    pub off: [u8; 2],
}

/// Why one die step is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepError {
    /// No free own checker stands on the point.
    NoChecker,
    /// A checker on the bar must enter before any other moves.
    MustEnter,
    /// The target point is closed (two or more opposing checkers, or a pin).
    Closed,
    /// Bearing off before all 15 checkers are home.
    NotAllHome,
    /// Bearing off while one of the side's checkers is pinned.
    PinnedStopsBearOff,
    /// A number larger than needed bears off only from the highest occupied point.
    HigherChecker,
}

impl Board {
    /// An empty board of the kind.
    pub fn empty(landing: Landing) -> Board {
        Board { landing, cnt: [[0; POINTS]; 2], pinned: [0, 0], bar: [0, 0], off: [0, 0] }
    }

    /// True when `seat` holds a pinned checker on its relative point `r`.
    #[inline]
    pub fn is_pinned(&self, seat: Seat, r: usize) -> bool {
        r < POINTS && self.pinned[seat] >> r & 1 != 0
    }

    /// True when `seat` may not land on its relative point `r` (0..24): two or more
    /// opposing checkers, or an opposing checker that pins one of `seat`'s.
    #[inline]
    pub fn closed(&self, seat: Seat, r: usize) -> bool {
        let opp = self.cnt[1 - seat][mirror(r)];
        opp >= 2 || (opp >= 1 && self.is_pinned(seat, r))
    }

    /// Checkers `seat` has on its relative point `r`, pinned or free.
    pub fn on_point(&self, seat: Seat, r: usize) -> u8 {
        self.cnt[seat][r] + self.is_pinned(seat, r) as u8
    }

    /// True when all of `seat`'s checkers are in its home quarter or borne off.
    pub fn all_home(&self, seat: Seat) -> bool {
        self.bar[seat] == 0
            && self.cnt[seat][..HOME].iter().all(|&c| c == 0)
            && self.pinned[seat] & ((1 << HOME) - 1) == 0
    }

    /// True when `seat` may bear off now: all home and none of its checkers pinned.
    pub fn may_bear_off(&self, seat: Seat) -> bool {
        self.all_home(seat) && self.pinned[seat] == 0
    }

    /// Pips `seat` still has to travel to bear everything off.
    pub fn pips(&self, seat: Seat) -> u32 {
        let on_points: u32 = (0..POINTS).map(|r| self.on_point(seat, r) as u32 * (POINTS - r) as u32).sum();
        on_points + self.bar[seat] as u32 * (POINTS + 1) as u32
    }

    /// Checkers of `seat` on the board, on the bar, pinned and borne off.
    pub fn total(&self, seat: Seat) -> u32 {
        self.cnt[seat].iter().map(|&c| c as u32).sum::<u32>()
            + self.pinned[seat].count_ones()
            + self.bar[seat] as u32
            + self.off[seat] as u32
    }

    /// Checks one step of `seat` from relative point `r` (or [`BAR`]) with die `d`;
    /// returns the target (relative point, or [`OFF`]).
    pub fn check_step(&self, seat: Seat, r: usize, d: u8) -> Result<usize, StepError> {
        if self.bar[seat] > 0 {
            if r != BAR {
                return Err(StepError::MustEnter);
            }
            let t = d as usize - 1;
            return if self.closed(seat, t) { Err(StepError::Closed) } else { Ok(t) };
        }
        if r >= POINTS || self.cnt[seat][r] == 0 {
            return Err(StepError::NoChecker);
        }
        let t = r + d as usize;
        if t < POINTS {
            return if self.closed(seat, t) { Err(StepError::Closed) } else { Ok(t) };
        }
        if !self.all_home(seat) {
            return Err(StepError::NotAllHome);
        }
        if self.pinned[seat] != 0 {
            return Err(StepError::PinnedStopsBearOff);
        }
        if t > POINTS && self.cnt[seat][HOME..r].iter().any(|&c| c > 0) {
            return Err(StepError::HigherChecker);
        }
        Ok(OFF)
    }

    /// Moves one checker of `seat` from `r` (or [`BAR`]) to `t` (or [`OFF`]), hitting
    /// or pinning a single opposing checker on `t` and freeing one this checker was
    /// the last to pin on `r`.
    pub fn apply_step(&mut self, seat: Seat, r: usize, t: usize) {
        let opp = 1 - seat;
        if r == BAR {
            self.bar[seat] -= 1;
        } else {
            self.cnt[seat][r] -= 1;
            if self.cnt[seat][r] == 0 && self.is_pinned(opp, mirror(r)) {
                self.pinned[opp] &= !(1 << mirror(r));
                self.cnt[opp][mirror(r)] = 1;
            }
        }
        if t >= OFF {
            self.off[seat] += 1;
            return;
        }
        let m = mirror(t);
        if self.cnt[opp][m] == 1 {
            self.cnt[opp][m] = 0;
            match self.landing {
                Landing::Hit => self.bar[opp] += 1,
                Landing::Pin => self.pinned[opp] |= 1 << m,
            }
        }
        self.cnt[seat][t] += 1;
    }

    /// Every step one checker of `seat` can make with die `d`, in search order (the
    /// bar, then from the start of the route onwards): `f(from, to)`.
    #[inline]
    pub fn each_step(&self, seat: Seat, d: u8, mut f: impl FnMut(usize, usize)) {
        if self.bar[seat] > 0 {
            let t = d as usize - 1;
            if !self.closed(seat, t) {
                f(BAR, t);
            }
            return;
        }
        let bear = self.may_bear_off(seat);
        let row = &self.cnt[seat];
        // The highest home point occupied (lowest relative index), for bearing off
        // with a larger number than needed.
        let highest = (HOME..POINTS).find(|&r| row[r] > 0).unwrap_or(OFF);
        for (r, &n) in row.iter().enumerate() {
            if n == 0 {
                continue;
            }
            let t = r + d as usize;
            if t < POINTS {
                if !self.closed(seat, t) {
                    f(r, t);
                }
            } else if bear && (t == POINTS || r == highest) {
                f(r, OFF);
            }
        }
    }

    /// True when `seat`'s mother (its last checker on its starting point) is pinned
    /// there (Plakoto).
    pub fn mother_pinned(&self, seat: Seat) -> bool {
        self.is_pinned(seat, 0)
    }

    /// True when `seat` still has a checker on its starting point, free or pinned.
    pub fn on_start(&self, seat: Seat) -> bool {
        self.on_point(seat, 0) > 0
    }
}

/// Both sides at the Portes start: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
pub fn portes_start() -> Board {
    let mut b = Board::empty(Landing::Hit);
    for seat in 0..2 {
        for (own, n) in [(24usize, 2u8), (13, 5), (8, 3), (6, 5)] {
            b.cnt[seat][POINTS - own] = n;
        }
    }
    b
}

/// Both sides at the Plakoto start: all 15 on the 24-point (the opponent's 1-point).
pub fn plakoto_start() -> Board {
    let mut b = Board::empty(Landing::Pin);
    b.cnt[0][0] = CHECKERS;
    b.cnt[1][0] = CHECKERS;
    b
}

impl super::turn::StepBoard for Board {
    type Error = StepError;

    fn each_step(&self, seat: Seat, d: u8, f: impl FnMut(usize, usize)) {
        Board::each_step(self, seat, d, f)
    }

    fn check_step(&self, seat: Seat, r: usize, d: u8) -> Result<usize, StepError> {
        Board::check_step(self, seat, r, d)
    }

    fn apply_step(&mut self, seat: Seat, r: usize, t: usize) {
        Board::apply_step(self, seat, r, t)
    }

    fn dice_for(&self, seat: Seat, r: usize, t: usize, dice: &[u8]) -> Vec<u8> {
        let _ = seat;
        if t >= OFF {
            if r >= POINTS {
                return Vec::new();
            }
            let need = (POINTS - r) as u8;
            let mut v: Vec<u8> = dice.iter().copied().filter(|&d| d >= need).collect();
            v.sort_unstable();
            v.dedup();
            return v;
        }
        let from = if r == BAR { -1 } else { r as i32 };
        let d = t as i32 - from;
        if (1..=6).contains(&d) && dice.contains(&(d as u8)) {
            vec![d as u8]
        } else {
            Vec::new()
        }
    }

    /// Checkers only move forward along the route (the bar first): at every point the
    /// checkers at or behind it can only become fewer.
    fn may_reach(&self, seat: Seat, target: &Board) -> bool {
        let (mut a, mut b) = (self.bar[seat] as u32, target.bar[seat] as u32);
        if a < b {
            return false;
        }
        for r in 0..POINTS {
            a += self.on_point(seat, r) as u32;
            b += target.on_point(seat, r) as u32;
            if a < b {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_step_lists_exactly_what_check_step_allows() {
        // A crowded midgame of each kind, every seat, die and point.
        let mut boards = vec![portes_start(), plakoto_start()];
        // Portes: white 24/22 leaves a blot that black's 17/22 hits.
        let mut b = portes_start();
        b.apply_step(0, 0, 2);
        b.apply_step(1, 16, 21);
        assert_eq!(b.bar[0], 1);
        boards.push(b);
        // Plakoto: white 24/18 is pinned by a black checker landing on 18.
        let mut p = plakoto_start();
        p.apply_step(0, 0, 6);
        p.apply_step(1, 0, 17);
        assert!(p.is_pinned(0, 6) && p.closed(0, 6));
        boards.push(p);
        for b in boards {
            for seat in 0..2 {
                for d in 1..=6u8 {
                    let mut listed = Vec::new();
                    b.each_step(seat, d, |r, t| listed.push((r, t)));
                    let mut checked = Vec::new();
                    for r in (0..POINTS).chain([BAR]) {
                        if let Ok(t) = b.check_step(seat, r, d) {
                            checked.push((r, t));
                        }
                    }
                    listed.sort();
                    checked.sort();
                    assert_eq!(listed, checked, "{b:?} seat {seat} die {d}");
                }
            }
        }
    }

    #[test]
    fn coordinates_run_opposite_ways() {
        assert_eq!(abs_point(0, 0), 24);
        assert_eq!(abs_point(1, 0), 1);
        for seat in 0..2 {
            for r in 0..POINTS {
                assert_eq!(rel_point(seat, abs_point(seat, r)), r);
                assert_eq!(abs_point(1 - seat, mirror(r)), abs_point(seat, r));
            }
        }
    }
}
