//! The Fevga board and the rules of a single die step.
//!
//! Each seat counts points along its own route: relative point `r` = 0 is its head,
//! 23 the last point before bearing off, 24 means borne off. White's relative point
//! `r` is the absolute point `r + 1`; black's is `(r + 12) % 24 + 1`. Because the two
//! routes are half a board apart, the opponent's relative index of the same point is
//! always `(r + 12) % 24`, which keeps every rule symmetric.

use serde::{Deserialize, Serialize};

use crate::game::Seat;

/// Points on the board.
pub const POINTS: usize = 24;
/// Checkers per side.
pub const CHECKERS: u8 = 15;
/// Relative index meaning "borne off".
pub const OFF: usize = 24;
/// The first relative point beyond the opponent's head: the first checker must reach it
/// before a second checker may leave the head.
pub const PAST_OPPONENT_HEAD: usize = 13;
/// The first relative point of the home quarter.
pub const HOME: usize = 18;

/// The absolute point (1..=24, numbered from white's side) of a seat's relative point.
pub fn abs_point(seat: Seat, r: usize) -> u8 {
    ((r + 12 * seat) % POINTS) as u8 + 1
}

/// The relative point of a seat for an absolute point 1..=24.
pub fn rel_point(seat: Seat, abs: u8) -> usize {
    (abs as usize - 1 + 12 * seat) % POINTS
}

/// Checker counts of both sides, in each side's own relative coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    /// `cnt[seat][r]`: checkers of `seat` on its relative point `r`.
    pub cnt: [[u8; POINTS]; 2],
    /// Checkers borne off by each seat.
    pub off: [u8; 2],
}

/// The per-step rules of one seat on one board, worked out once for all its steps:
/// [`Board::check_step`] finds each of these out again for every step, and the
/// search tries every point with every number.
#[derive(Clone, Copy, Debug)]
pub struct StepRules {
    /// The first-checker rule holds the head.
    locked: bool,
    /// Empty points of the starting quarter.
    empties: u8,
    /// Every checker is home (bearing off is allowed).
    home: bool,
    /// The lowest occupied home point ([`OFF`] if none).
    lowest_home: usize,
    /// Bits of the relative points the opponent holds.
    closed: u32,
}

impl StepRules {
    /// The rules of `seat` on `board`.
    pub fn of(board: &Board, seat: Seat) -> StepRules {
        let row = &board.cnt[seat];
        let opp = &board.cnt[1 - seat];
        let closed = (0..POINTS).fold(0u32, |m, t| m | ((opp[(t + 12) % POINTS] > 0) as u32) << t);
        StepRules {
            locked: board.head_locked(seat),
            empties: row[..6].iter().filter(|&&c| c == 0).count() as u8,
            home: board.all_home(seat),
            lowest_home: (HOME..POINTS).find(|&r| row[r] > 0).unwrap_or(OFF),
            closed,
        }
    }

    /// Where a step of `seat` from `r` with `d` lands on `board` (the board these
    /// rules are of), or `None` when [`Board::check_step`] refuses it.
    #[inline]
    pub fn target(&self, board: &Board, seat: Seat, r: usize, d: u8) -> Option<usize> {
        let row = &board.cnt[seat];
        if r >= POINTS || row[r] == 0 || (r == 0 && self.locked) {
            return None;
        }
        let t = r + d as usize;
        if t < POINTS {
            if self.closed >> t & 1 != 0 {
                return None;
            }
            if t < 6 && self.empties > 0 {
                // The quarter fills when the step takes its last empty point and
                // leaves none behind.
                let after = self.empties - (row[t] == 0) as u8 + (r < 6 && row[r] == 1) as u8;
                if after == 0 {
                    return None;
                }
            }
            return Some(t);
        }
        if !self.home || (t > POINTS && self.lowest_home < r) {
            return None;
        }
        Some(OFF)
    }
}

/// Why one die step is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepError {
    /// No own checker stands on the point.
    NoChecker,
    /// The target point holds opponent checkers.
    Closed,
    /// The first checker has not yet passed the opponent's head.
    FirstChecker,
    /// The step would fill the last free point of the starting quarter.
    StartQuarter,
    /// Bearing off before all 15 checkers are home.
    NotAllHome,
    /// A number larger than needed bears off only from the highest occupied point.
    HigherChecker,
}

impl Board {
    /// The starting position: 15 checkers on each head.
    pub fn start() -> Board {
        let mut cnt = [[0u8; POINTS]; 2];
        cnt[0][0] = CHECKERS;
        cnt[1][0] = CHECKERS;
        Board { cnt, off: [0, 0] }
    }

    /// True when `seat` may not land on its relative point `r` (an opponent holds it).
    pub fn closed(&self, seat: Seat, r: usize) -> bool {
        self.cnt[1 - seat][(r + 12) % POINTS] > 0
    }

    /// The first-checker rule: true when no further checker may leave the head.
    pub fn head_locked(&self, seat: Seat) -> bool {
        let head = self.cnt[seat][0];
        head > 0
            && head < CHECKERS
            && self.off[seat] == 0
            && self.cnt[seat][PAST_OPPONENT_HEAD..].iter().all(|&c| c == 0)
    }

    /// True when all of `seat`'s checkers are in its home quarter (or borne off).
    pub fn all_home(&self, seat: Seat) -> bool {
        self.cnt[seat][..HOME].iter().all(|&c| c == 0)
    }

    /// True when `seat` holds all six points of its starting quarter.
    pub fn quarter_full(&self, seat: Seat) -> bool {
        self.cnt[seat][..6].iter().all(|&c| c > 0)
    }

    /// True when `seat` holds six points in a row directly in front of a point on
    /// which all 15 opponent checkers stand (in front along the opponent's route).
    pub fn forbidden_block(&self, seat: Seat) -> bool {
        let opp = 1 - seat;
        let Some(q) = self.cnt[opp].iter().position(|&c| c == CHECKERS) else {
            return false;
        };
        q + 6 < POINTS && (q + 1..=q + 6).all(|i| self.cnt[seat][(i + 12) % POINTS] > 0)
    }

    /// Pips `seat` still has to travel to bear everything off.
    pub fn pips(&self, seat: Seat) -> u32 {
        self.cnt[seat].iter().enumerate().map(|(r, &c)| c as u32 * (POINTS - r) as u32).sum()
    }

    /// Checks one step of `seat` from relative point `r` with die `d`; returns the
    /// target (relative point, or [`OFF`]).
    pub fn check_step(&self, seat: Seat, r: usize, d: u8) -> Result<usize, StepError> {
        if r >= POINTS || self.cnt[seat][r] == 0 {
            return Err(StepError::NoChecker);
        }
        if r == 0 && self.head_locked(seat) {
            return Err(StepError::FirstChecker);
        }
        let t = r + d as usize;
        if t < POINTS {
            if self.closed(seat, t) {
                return Err(StepError::Closed);
            }
            if t < 6 && !self.quarter_full(seat) {
                let mut after = *self;
                after.cnt[seat][r] -= 1;
                after.cnt[seat][t] += 1;
                if after.quarter_full(seat) {
                    return Err(StepError::StartQuarter);
                }
            }
            return Ok(t);
        }
        if !self.all_home(seat) {
            return Err(StepError::NotAllHome);
        }
        if t > POINTS && self.cnt[seat][HOME..r].iter().any(|&c| c > 0) {
            return Err(StepError::HigherChecker);
        }
        Ok(OFF)
    }

    /// Moves one checker of `seat` from `r` to `t` (relative; `t` may be [`OFF`]).
    pub fn apply_step(&mut self, seat: Seat, r: usize, t: usize) {
        self.cnt[seat][r] -= 1;
        if t >= OFF {
            self.off[seat] += 1;
        } else {
            self.cnt[seat][t] += 1;
        }
    }

    /// Checkers of `seat` on the board plus borne off (15 in every legal position).
    pub fn total(&self, seat: Seat) -> u32 {
        self.cnt[seat].iter().map(|&c| c as u32).sum::<u32>() + self.off[seat] as u32
    }

    /// Number of checkers of `seat` on its relative points `0..=r` (never grows as
    /// `seat` moves, since checkers only move forward).
    pub fn behind(&self, seat: Seat, r: usize) -> u32 {
        self.cnt[seat][..=r].iter().map(|&c| c as u32).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{play_one, Game, Setup};
    use crate::games::fevga::Fevga;
    use crate::rng::GameRng;

    #[test]
    fn step_rules_answer_every_step_as_check_step_does() {
        let mut boards = 0;
        for seed in 0..30u64 {
            let setup = Setup::new(2).validated(Fevga::info()).unwrap();
            let mut s = Fevga::new_game(&setup).unwrap();
            let mut rng = GameRng::new(seed);
            for _ in 0..2000 {
                for seat in 0..2 {
                    let rules = StepRules::of(&s.board, seat);
                    for r in 0..=POINTS {
                        for d in 1..=6u8 {
                            let want = s.board.check_step(seat, r, d).ok();
                            assert_eq!(rules.target(&s.board, seat, r, d), want, "{:?} seat {seat} {r}+{d}", s.board);
                        }
                    }
                }
                boards += 1;
                if !play_one::<Fevga>(&mut s, &mut rng, |s, _, rng| rng.choose(&Fevga::legal_moves(s)).unwrap().clone())
                {
                    break;
                }
            }
        }
        assert!(boards > 5000, "{boards} boards");
    }
}
