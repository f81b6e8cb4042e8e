//! The Fevga state, its moves, and the turn flow: roll-off, cube, roll, play,
//! Crazy Fevga progressions and leftovers, game and match ends.

use serde::{Deserialize, Serialize};

use crate::event::Event;
use crate::event_sink::Events;
use crate::game::{Seat, Setup};
use crate::message::Msg;

use super::board::{abs_point, rel_point, Board, CHECKERS, OFF};
use super::moves::{analyse, roll_numbers, Analysis, RelStep};
use super::step_list::StepList;

/// White moves first on the board's numbering (seat 0).
pub const WHITE: Seat = 0;
/// Black (seat 1).
pub const BLACK: Seat = 1;
/// Largest cube value; no redouble beyond it.
pub const MAX_CUBE: u8 = 64;
/// Rolls per player that are ordinary in Crazy Fevga before doubles start progressions.
pub const GRACE_ROLLS: u8 = 5;

/// The variants of a game (they are part of every position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Points needed to win the match (1 = a single game).
    pub match_to: u8,
    /// A win before the opponent bore off any checker counts double.
    pub mars: bool,
    /// The doubling cube is in play.
    pub cube: bool,
    /// Crazy Fevga: doubles start progressions after the grace rolls.
    pub crazy: bool,
}

impl Options {
    /// The options of a validated setup.
    pub fn from_setup(setup: &Setup) -> Options {
        Options {
            match_to: setup.variant("match").parse().unwrap_or(1),
            mars: setup.variant("mars") != "off",
            cube: setup.variant("cube") == "on",
            crazy: setup.variant("crazy") == "on",
        }
    }
}

/// What the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Chance: each player rolls one die; the higher starts (ties roll again).
    Opening,
    /// The player to move decides to roll (or to offer the cube).
    Start,
    /// The opponent of the player to move answers a double: take or drop.
    Offered,
    /// Chance: the two dice of the player to move.
    Rolling,
    /// The player to move plays the dice.
    Moving,
    /// The match is over.
    Over,
}

/// Where a double stands in a Crazy Fevga progression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Chain {
    /// Ordinary dice.
    None,
    /// A rolled double after the grace rolls: an ordinary roll (numbers it cannot play
    /// are lost), followed by the next higher double whether played in full or not.
    Rolled,
    /// A progression double: played in full, the next follows; otherwise its unplayed
    /// numbers pass to the opponent.
    Follow,
    /// The opponent's unplayed progression numbers, played before one's own roll.
    Leftover,
}

// A step and its bear-off value are the tavli family's; Fevga's points convert here.
pub use crate::games::tavli::step::{Step, OFF_POINT};

impl Step {
    /// The step in absolute points of a relative move of `seat`.
    pub fn of_rel(seat: Seat, from: usize, to: usize) -> Step {
        Step { from: abs_point(seat, from), to: if to >= OFF { OFF_POINT } else { abs_point(seat, to) } }
    }

    /// The relative `(from, to)` of this step for `seat`.
    pub fn rel(&self, seat: Seat) -> (usize, usize) {
        (rel_point(seat, self.from), if self.to == OFF_POINT { OFF } else { rel_point(seat, self.to) })
    }
}

/// A decision of a seat, or a chance outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Roll the dice (a seat's decision, so undo inside a turn never re-rolls).
    Roll,
    /// Offer the cube before rolling.
    Double,
    /// Accept the cube: the stake doubles and the taker owns the cube.
    Take,
    /// Decline the cube: the doubler wins the current stake.
    Drop,
    /// A whole play: the steps in order (empty: nothing can be played), held inline
    /// (listing the legal plays allocates no list per play).
    Play(StepList),
    /// Chance: the two dice of a turn, larger first.
    Dice(u8, u8),
    /// Chance: the roll-off, white's die then black's.
    Opening(u8, u8),
    /// This seat gives up the game in play (any time, in turn or not; never in the
    /// legal moves): the opponent scores it at the value it has now, the stake,
    /// doubled for a mars when the resigner has borne off none, and the match goes on
    /// with the next game (or ends, if that reaches the match; a single game is a
    /// match of one game).
    Resign(Seat),
}

/// The whole state of a Fevga match.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Variants.
    pub opts: Options,
    /// Checker counts.
    pub board: Board,
    /// Relative point of each checker by id (24 = borne off), so the scene can give
    /// every checker a stable id as it moves.
    pub at: [[u8; CHECKERS as usize]; 2],
    /// What the table waits for.
    pub phase: Phase,
    /// The player whose turn it is (in [`Phase::Offered`], the doubler).
    pub turn: Seat,
    /// Numbers still to play in [`Phase::Moving`] (two, four, or a leftover).
    pub dice: Vec<u8>,
    /// The pair on the table while numbers are played (higher first; a double for a
    /// progression or a leftover): the board shows it whole and greys what
    /// [`State::dice`] no longer holds, as Backgammon apps do. It always matches the
    /// dice in a committed position (see [`State::rolled_of`]), so position notation
    /// writes it only for a play being built.
    #[serde(default)]
    pub rolled: Option<(u8, u8)>,
    /// Crazy Fevga progression state of the dice.
    pub chain: Chain,
    /// Turn rolls each player made this game (capped), for the Crazy grace rolls.
    pub rolls: [u8; 2],
    /// The stake (cube value).
    pub stake: u8,
    /// Who owns the cube (`None`: centred).
    pub owner: Option<Seat>,
    /// Match score.
    pub score: [u8; 2],
    /// Game number within the match, from 1.
    pub game_no: u16,
    /// The last play: who made it and its steps.
    pub last: Option<(Seat, StepList)>,
    /// The seat that gave up the game that ended the match (a single game: that
    /// game), so the end screen says so; `None` otherwise.
    #[serde(default)]
    pub resigned: Option<Seat>,
}

/// The canonical checker ids of a board: ids ascend with the relative point.
pub fn canonical_at(board: &Board) -> [[u8; CHECKERS as usize]; 2] {
    let mut at = [[OFF as u8; CHECKERS as usize]; 2];
    for (seat, row) in at.iter_mut().enumerate() {
        let mut k = 0;
        for r in 0..OFF {
            for _ in 0..board.cnt[seat][r] {
                if k < row.len() {
                    row[k] = r as u8;
                    k += 1;
                }
            }
        }
    }
    at
}

/// Scene id of a checker.
pub fn checker_id(seat: Seat, id: usize) -> String {
    format!("{}{}", if seat == WHITE { "w" } else { "b" }, id)
}

/// The catalogue name of a seat's colour (`color-white`).
pub fn colour_msg(seat: Seat) -> Msg {
    Msg::new(format!("color-{}", seat_color(seat)))
}

/// Scene id of an absolute point (1..=24) or a seat's tray (`to` = 0).
pub fn point_id(seat: Seat, abs: u8) -> String {
    if abs == OFF_POINT {
        format!("tray:{}", seat_color(seat))
    } else {
        format!("point:{abs}")
    }
}

/// `white` or `black`.
pub fn seat_color(seat: Seat) -> &'static str {
    if seat == WHITE {
        "white"
    } else {
        "black"
    }
}

impl State {
    /// A new match for the options: roll-off next.
    pub fn new(opts: Options) -> State {
        let board = Board::start();
        State {
            opts,
            board,
            at: canonical_at(&board),
            phase: Phase::Opening,
            turn: WHITE,
            dice: Vec::new(),
            rolled: None,
            chain: Chain::None,
            rolls: [0, 0],
            stake: 1,
            owner: None,
            score: [0, 0],
            game_no: 1,
            last: None,
            resigned: None,
        }
    }

    /// The legal plays in [`Phase::Moving`].
    pub fn analysis(&self) -> Analysis {
        analyse(&self.board, self.turn, &self.dice)
    }

    /// True when the player to move may offer the cube now.
    pub fn may_double(&self) -> bool {
        self.opts.cube && self.phase == Phase::Start && self.owner != Some(1 - self.turn) && self.stake < MAX_CUBE
    }

    /// The legal moves of the seat to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.phase {
            Phase::Start => {
                let mut v = vec![Move::Roll];
                if self.may_double() {
                    v.push(Move::Double);
                }
                v
            }
            Phase::Offered => vec![Move::Take, Move::Drop],
            Phase::Moving => super::plays::legal_plays(&self.board, self.turn, &self.dice),
            Phase::Opening | Phase::Rolling | Phase::Over => Vec::new(),
        }
    }

    /// Points a win is worth now for `winner` (stake, doubled for a mars).
    pub fn win_points(&self, winner: Seat) -> u8 {
        let mars = self.opts.mars && self.board.off[1 - winner] == 0;
        self.stake.saturating_mul(if mars { 2 } else { 1 })
    }

    /// Applies a move (checked legal by the caller, or a chance outcome).
    pub fn apply(&mut self, mv: &Move) -> Vec<Event> {
        let mut events = Events::on();
        self.apply_into(mv, &mut events);
        events.into_vec()
    }

    /// [`State::apply`] into a sink (off in search: no event is built).
    pub fn apply_into(&mut self, mv: &Move, events: &mut Events) {
        match (self.phase, mv) {
            (Phase::Opening, Move::Opening(w, b)) => {
                events.push(|| Event::DiceRolled { seat: None, values: vec![*w, *b] });
                if w != b {
                    self.turn = if w > b { WHITE } else { BLACK };
                    self.phase = Phase::Start;
                    events.push(|| Event::TurnChanged { seat: self.turn });
                } else {
                    events.push(|| Event::Note { msg: Msg::new("fevga-note-opening-tie") });
                }
            }
            (Phase::Start, Move::Roll) => self.phase = Phase::Rolling,
            (Phase::Start, Move::Double) => {
                self.phase = Phase::Offered;
                events.push(|| Event::Note {
                    msg: Msg::new("fevga-note-double-offered")
                        .arg("color", colour_msg(self.turn))
                        .arg("stake", self.stake * 2),
                });
            }
            (Phase::Offered, Move::Take) => {
                self.stake = self.stake.saturating_mul(2);
                self.owner = Some(1 - self.turn);
                self.phase = Phase::Start;
                events.push(|| Event::Note {
                    msg: Msg::new("fevga-note-double-taken")
                        .arg("color", colour_msg(1 - self.turn))
                        .arg("stake", self.stake),
                });
            }
            (Phase::Offered, Move::Drop) => {
                events.push(|| Event::Note {
                    msg: Msg::new("fevga-note-double-dropped").arg("color", colour_msg(1 - self.turn)),
                });
                let pts = self.stake;
                self.end_game(self.turn, pts, events);
            }
            (Phase::Rolling, Move::Dice(a, b)) => {
                let seat = self.turn;
                self.rolls[seat] = self.rolls[seat].saturating_add(1).min(GRACE_ROLLS + 1);
                events.push(|| Event::DiceRolled { seat: Some(seat), values: vec![*a, *b] });
                let (hi, lo) = if a >= b { (*a, *b) } else { (*b, *a) };
                self.dice = roll_numbers(hi, lo);
                self.chain = if self.opts.crazy && hi == lo && self.rolls[seat] > GRACE_ROLLS {
                    Chain::Rolled
                } else {
                    Chain::None
                };
                self.phase = Phase::Moving;
            }
            (Phase::Moving, Move::Play(steps)) => self.apply_play(steps, events),
            (Phase::Start | Phase::Offered | Phase::Moving, Move::Resign(seat)) if *seat < 2 => {
                let (seat, winner) = (*seat, 1 - *seat);
                let pts = self.win_points(winner);
                let single = self.opts.match_to <= 1;
                events.push(|| Event::Note {
                    msg: Msg::new(if single { "fevga-note-single-resigned" } else { "fevga-note-resigned" })
                        .arg("color", colour_msg(seat))
                        .arg("game", self.game_no)
                        .arg("points", pts),
                });
                self.end_game(winner, pts, events);
                if self.phase == Phase::Over {
                    self.resigned = Some(seat);
                }
            }
            _ => {}
        }
        // In a committed position the pair on the table is the one the dice imply.
        self.rolled = State::rolled_of(&self.dice);
    }

    /// Moves one checker of the seat to move for one step (the top checker of the
    /// stack, the highest id on the point, so ids stay stable for animation).
    fn move_checker(&mut self, st: &Step, events: &mut Events) -> Option<()> {
        let seat = self.turn;
        let (r, t) = st.rel(seat);
        if self.board.cnt[seat][r] == 0 {
            return None;
        }
        self.board.apply_step(seat, r, t);
        let id = (0..CHECKERS as usize).rev().find(|&k| self.at[seat][k] as usize == r)?;
        self.at[seat][id] = t.min(OFF) as u8;
        events.push(|| Event::PieceMoved {
            piece: checker_id(seat, id),
            path: vec![point_id(seat, st.from), point_id(seat, st.to)],
        });
        Some(())
    }

    /// The pair a committed position's `dice` were rolled as: the higher and the lower
    /// number, or a double (`None` without dice).
    pub fn rolled_of(dice: &[u8]) -> Option<(u8, u8)> {
        Some((*dice.iter().max()?, *dice.iter().min()?))
    }

    /// The position to show while the steps of a play are chosen but not committed:
    /// the checkers already moved and the numbers they used gone from `dice` (the
    /// rolled pair stays, so the board greys them). `None` if a step does not fit the
    /// dice.
    pub fn preview(&self, steps: &[Step]) -> Option<State> {
        if self.phase != Phase::Moving {
            return None;
        }
        let mut next = self.clone();
        for st in steps {
            let (r, t) = st.rel(next.turn);
            let die = super::moves::die_for(&next.board, next.turn, &next.dice, r, t).ok()?;
            let i = next.dice.iter().position(|&d| d == die)?;
            next.dice.remove(i);
            next.move_checker(st, &mut Events::off())?;
        }
        next.last = Some((next.turn, steps.into()));
        Some(next)
    }

    fn apply_play(&mut self, steps: &[Step], events: &mut Events) {
        let seat = self.turn;
        for st in steps {
            self.move_checker(st, events);
        }
        if steps.is_empty() {
            events.push(|| Event::Passed { seat, reason: "fevga-pass-no-play".into() });
        }
        self.last = Some((seat, steps.into()));
        if self.board.off[seat] == CHECKERS {
            let pts = self.win_points(seat);
            self.end_game(seat, pts, events);
            return;
        }
        let d = self.dice.first().copied().unwrap_or(0);
        let played = steps.len();
        // RULES.md §4: the rolled double is an ordinary roll (numbers it cannot play are
        // lost) and the progression follows it anyway; a progression double played in
        // full is followed by the next, one not played in full passes its numbers on.
        match self.chain {
            Chain::Rolled | Chain::Follow if (played == 4 || self.chain == Chain::Rolled) && d < 6 => {
                self.dice = vec![d + 1; 4];
                self.chain = Chain::Follow;
                events.push(|| Event::DiceRolled { seat: Some(seat), values: vec![d + 1, d + 1] });
                events.push(|| Event::Note {
                    msg: Msg::new("fevga-note-progression").arg("color", colour_msg(seat)).arg("die", d + 1),
                });
            }
            Chain::Follow if played < 4 => {
                self.dice = vec![d; 4 - played];
                self.chain = Chain::Leftover;
                self.turn = 1 - seat;
                events.push(|| Event::Note {
                    msg: Msg::new("fevga-note-leftover")
                        .arg("color", colour_msg(1 - seat))
                        .arg("count", 4 - played)
                        .arg("die", d),
                });
                events.push(|| Event::TurnChanged { seat: self.turn });
            }
            Chain::Leftover => {
                self.dice.clear();
                self.chain = Chain::None;
                self.phase = Phase::Start;
            }
            _ => {
                self.dice.clear();
                self.chain = Chain::None;
                self.turn = 1 - seat;
                self.phase = Phase::Start;
                events.push(|| Event::TurnChanged { seat: self.turn });
            }
        }
    }

    /// Scores a finished game and starts the next one, or ends the match.
    fn end_game(&mut self, winner: Seat, pts: u8, events: &mut Events) {
        self.score[winner] = self.score[winner].saturating_add(pts);
        events.push(|| Event::Finished { seat: winner, place: 1 });
        // A single game has no game number or match score to tell.
        let single = self.opts.match_to <= 1;
        events.push(|| Event::Note {
            msg: Msg::new(if single { "fevga-note-single-won" } else { "fevga-note-game-won" })
                .arg("color", colour_msg(winner))
                .arg("game", self.game_no)
                .arg("points", pts)
                .arg("white", self.score[WHITE])
                .arg("black", self.score[BLACK]),
        });
        self.dice.clear();
        self.chain = Chain::None;
        if self.score[winner] >= self.opts.match_to {
            self.phase = Phase::Over;
            self.turn = winner;
            events.push(|| Event::GameOver);
        } else {
            let board = Board::start();
            self.board = board;
            self.at = canonical_at(&board);
            self.phase = Phase::Opening;
            self.rolls = [0, 0];
            self.stake = 1;
            self.owner = None;
            self.game_no = self.game_no.saturating_add(1);
            self.last = None;
        }
    }

    /// The winner of the match, once over.
    pub fn winner(&self) -> Option<Seat> {
        (self.phase == Phase::Over).then(|| if self.score[WHITE] >= self.score[BLACK] { WHITE } else { BLACK })
    }

    /// The relative steps of a play for the player to move.
    pub fn rel_steps(&self, steps: &[Step]) -> Vec<(usize, usize)> {
        steps.iter().map(|s| s.rel(self.turn)).collect()
    }

    /// A checker's relative step as a notation step.
    pub fn step_of(&self, s: &RelStep) -> Step {
        Step::of_rel(self.turn, s.from as usize, s.to as usize)
    }
}
