//! The state and turn flow of Portes and Plakoto (RULES.md §5–6): the roll-off, a
//! roll, a play of the dice, until a side has borne off all 15 or, in Plakoto, a
//! mother is pinned. Each is a single game; the tavli series plays them in turn.

use serde::{Deserialize, Serialize};

use crate::event::Event;
use crate::event_sink::Events;
use crate::game::{Seat, Setup};
use crate::message::Msg;

use super::dice::roll_into;
use super::opposed::{rel_of, step_of, Board, CHECKERS};
use super::step::Step;
use super::step_list::StepList;
use super::turn::{Analysis, RelStep};

/// White (seat 0): runs from 24 to its home 1–6.
pub const WHITE: Seat = 0;
/// Black (seat 1): runs from 1 to its home 19–24.
pub const BLACK: Seat = 1;

/// Which of the two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Portes: backgammon's start, hitting, the bar.
    Portes,
    /// Plakoto: all 15 on the 24-point, pinning, the mother.
    Plakoto,
}

impl Kind {
    /// The game's id (`portes`, `plakoto`).
    pub fn id(self) -> &'static str {
        match self {
            Kind::Portes => "portes",
            Kind::Plakoto => "plakoto",
        }
    }

    /// The starting board.
    pub fn start(self) -> Board {
        match self {
            Kind::Portes => super::opposed::portes_start(),
            Kind::Plakoto => super::opposed::plakoto_start(),
        }
    }
}

/// The variants of a game (part of every position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Portes: a loser with none off and a checker on the bar or in the winner's home
    /// loses 3 points.
    pub triple: bool,
    /// Plakoto: a pinned mother ends the game (off: it is only a pin).
    pub mother: bool,
}

impl Options {
    /// The options of a validated setup (keys a game does not have read as their
    /// default).
    pub fn from_setup(setup: &Setup) -> Options {
        Options { triple: setup.variant("triple") == "on", mother: setup.variant("mother") != "off" }
    }
}

/// What the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Chance: each player rolls one die; the higher starts (ties roll again).
    Opening,
    /// The player to move rolls.
    Start,
    /// Chance: the two dice of the player to move.
    Rolling,
    /// The player to move plays the dice.
    Moving,
    /// The game is over.
    Over,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// The winner bore off all 15; `points` 1, 2 (none off for the loser) or 3 (Portes
    /// triple).
    BorneOff {
        /// Who bore off.
        winner: Seat,
        /// What the game is worth.
        points: u8,
    },
    /// Plakoto: the loser's mother is pinned (2 points).
    Mother {
        /// The pinning side.
        winner: Seat,
        /// What the game is worth.
        points: u8,
    },
    /// Plakoto: both mothers are pinned: a draw, 0 points each.
    BothMothers,
    /// The loser resigned: the winner scores what a win by bearing off would be worth
    /// in the position it was given up in (2 when the loser has none off, Portes'
    /// triple when it is on), as the tavli series scores a game given up.
    Resigned {
        /// The one who did not resign.
        winner: Seat,
        /// What the game is worth.
        points: u8,
    },
}

impl End {
    /// The winner, if not a draw.
    pub fn winner(self) -> Option<Seat> {
        match self {
            End::BorneOff { winner, .. } | End::Mother { winner, .. } | End::Resigned { winner, .. } => Some(winner),
            End::BothMothers => None,
        }
    }

    /// Points the winner scores (0 for a draw).
    pub fn points(self) -> u8 {
        match self {
            End::BorneOff { points, .. } | End::Mother { points, .. } | End::Resigned { points, .. } => points,
            End::BothMothers => 0,
        }
    }
}

/// A decision of a seat, or a chance outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// Roll the dice (a seat's decision, so undo inside a turn never re-rolls).
    Roll,
    /// A whole play: the steps in order (empty: nothing can be played).
    Play(StepList),
    /// Chance: the two dice of a turn, larger first.
    Dice(u8, u8),
    /// Chance: the roll-off, white's die then black's.
    Opening(u8, u8),
    /// This seat gives up the game (any time while it is under way, in turn or not;
    /// never in the legal moves): the other wins it at the value it has now
    /// ([`End::Resigned`]).
    Resign(Seat),
}

/// The whole state of a Portes or Plakoto game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Which game.
    pub kind: Kind,
    /// Variants.
    pub opts: Options,
    /// Checkers.
    pub board: Board,
    /// What the table waits for.
    pub phase: Phase,
    /// The player whose turn it is.
    pub turn: Seat,
    /// Numbers still to play in [`Phase::Moving`].
    pub dice: Vec<u8>,
    /// The pair on the table while numbers are played (higher first).
    pub rolled: Option<(u8, u8)>,
    /// The last play: who made it and its steps.
    pub last: Option<(Seat, StepList)>,
    /// How the game ended, once [`Phase::Over`].
    pub end: Option<End>,
}

/// `white` or `black`.
pub fn seat_color(seat: Seat) -> &'static str {
    if seat == WHITE {
        "white"
    } else {
        "black"
    }
}

/// The catalogue name of a seat's colour (`color-white`).
pub fn colour_msg(seat: Seat) -> Msg {
    Msg::new(format!("color-{}", seat_color(seat)))
}

/// Scene id of an absolute point (1..=24), a seat's tray (0) or its bar (25).
pub fn point_id(seat: Seat, abs: u8) -> String {
    match abs {
        super::step::OFF_POINT => format!("tray:{}", seat_color(seat)),
        super::step::BAR_POINT => format!("bar:{}", seat_color(seat)),
        _ => format!("point:{abs}"),
    }
}

/// What a win is worth to `winner` on `board`: the points of bearing off in this
/// position (2 when the other has none off, Portes' triple when it is on). A game
/// given up there is worth the same.
pub fn win_points(kind: Kind, opts: &Options, board: &Board, winner: Seat) -> u8 {
    match kind {
        Kind::Portes => crate::games::portes::rules::win_points(board, winner, opts.triple),
        Kind::Plakoto => crate::games::plakoto::rules::win_points(board, winner),
    }
}

/// How the game has ended on `board` after `mover`'s play, if it has: all 15 off,
/// or (Plakoto, with the variant on) a pinned mother.
pub fn end_of(kind: Kind, opts: &Options, board: &Board, mover: Seat) -> Option<End> {
    for winner in [mover, 1 - mover] {
        if board.off[winner] == CHECKERS {
            return Some(End::BorneOff { winner, points: win_points(kind, opts, board, winner) });
        }
    }
    match kind {
        Kind::Plakoto if opts.mother => crate::games::plakoto::rules::mother_end(board),
        _ => None,
    }
}

impl State {
    /// A new game: roll-off next.
    pub fn new(kind: Kind, opts: Options) -> State {
        State {
            kind,
            opts,
            board: kind.start(),
            phase: Phase::Opening,
            turn: WHITE,
            dice: Vec::new(),
            rolled: None,
            last: None,
            end: None,
        }
    }

    /// The legal plays in [`Phase::Moving`] (the packed search of
    /// [`super::plays`]).
    pub fn analysis(&self) -> Analysis<Board> {
        super::plays::analyse(&self.board, self.turn, &self.dice)
    }

    /// The legal moves of the seat to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        match self.phase {
            Phase::Start => vec![Move::Roll],
            Phase::Moving => super::plays::legal_plays(&self.board, self.turn, &self.dice),
            Phase::Opening | Phase::Rolling | Phase::Over => Vec::new(),
        }
    }

    /// [`State::legal_moves`] by the readable search over whole boards
    /// ([`super::turn::analyse`]), for the test that compares the two.
    #[cfg(test)]
    pub fn legal_moves_readable(&self) -> Vec<Move> {
        super::turn::analyse(&self.board, self.turn, &self.dice)
            .plays
            .iter()
            .map(|n| Move::Play(self.steps_of(&n.seq)))
            .collect()
    }

    /// Notation steps of relative steps of the player to move.
    pub fn steps_of(&self, seq: &[RelStep]) -> StepList {
        seq.iter().map(|s| step_of(self.turn, s.from as usize, s.to as usize)).collect()
    }

    /// The relative steps of a play for the player to move.
    pub fn rel_steps(&self, steps: &[Step]) -> Vec<(usize, usize)> {
        steps.iter().map(|s| rel_of(self.turn, s)).collect()
    }

    /// The pair a committed position's `dice` were rolled as.
    pub fn rolled_of(dice: &[u8]) -> Option<(u8, u8)> {
        Some((*dice.iter().max()?, *dice.iter().min()?))
    }

    /// The winner once over (`None` for a draw or while playing).
    pub fn winner(&self) -> Option<Seat> {
        self.end.and_then(End::winner)
    }

    /// Applies a move (checked legal by the caller, or a chance outcome).
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
            (Phase::Rolling, Move::Dice(a, b)) => {
                let seat = self.turn;
                events.push(|| Event::DiceRolled { seat: Some(seat), values: vec![*a, *b] });
                roll_into(*a, *b, &mut self.dice);
                self.phase = Phase::Moving;
            }
            (Phase::Moving, Move::Play(steps)) => self.apply_play(steps, events),
            (Phase::Start | Phase::Moving, Move::Resign(seat)) if *seat <= BLACK => {
                let (seat, winner) = (*seat, 1 - *seat);
                let points = win_points(self.kind, &self.opts, &self.board, winner);
                events.push(|| Event::Note {
                    msg: Msg::new("tavli-note-resigned").arg("color", colour_msg(seat)).arg("points", points),
                });
                // The board stays as it was given up; the dice not played are gone.
                self.dice.clear();
                self.end = Some(End::Resigned { winner, points });
                self.phase = Phase::Over;
                events.push(|| Event::Finished { seat: winner, place: 1 });
                events.push(|| Event::GameOver);
            }
            _ => {}
        }
        self.rolled = State::rolled_of(&self.dice);
    }

    fn apply_play(&mut self, steps: &[Step], events: &mut Events) {
        let seat = self.turn;
        for st in steps {
            let (r, t) = rel_of(seat, st);
            let opp = 1 - seat;
            // Only what a hit or a pin changes (not a copy of the whole board a step).
            let before = (self.board.bar[opp], self.board.pinned[opp]);
            self.board.apply_step(seat, r, t);
            events.push(|| Event::PieceMoved {
                piece: format!("{}:{}", seat_color(seat), st.from),
                path: vec![point_id(seat, st.from), point_id(seat, st.to)],
            });
            if self.board.bar[opp] > before.0 {
                events.push(|| Event::Note {
                    msg: Msg::new("tavli-note-hit").arg("color", colour_msg(opp)).arg("point", st.to),
                });
            }
            if self.board.pinned[opp] & !before.1 != 0 {
                events.push(|| Event::Note {
                    msg: Msg::new("tavli-note-pinned").arg("color", colour_msg(opp)).arg("point", st.to),
                });
            }
        }
        if steps.is_empty() {
            events.push(|| Event::Passed { seat, reason: "fevga-pass-no-play".into() });
        }
        self.last = Some((seat, steps.into()));
        self.dice.clear();
        if let Some(end) = end_of(self.kind, &self.opts, &self.board, seat) {
            self.end = Some(end);
            self.phase = Phase::Over;
            if let Some(w) = end.winner() {
                events.push(|| Event::Finished { seat: w, place: 1 });
            }
            events.push(|| Event::GameOver);
            return;
        }
        self.turn = 1 - seat;
        self.phase = Phase::Start;
        events.push(|| Event::TurnChanged { seat: self.turn });
    }

    /// The position to show while the steps of a play are chosen but not committed.
    pub fn preview(&self, steps: &[Step]) -> Option<State> {
        if self.phase != Phase::Moving {
            return None;
        }
        let mut next = self.clone();
        for st in steps {
            let (r, t) = rel_of(next.turn, st);
            let die = super::turn::die_for(&next.board, next.turn, &next.dice, r, t).ok()?;
            let i = next.dice.iter().position(|&d| d == die)?;
            next.dice.remove(i);
            next.board.apply_step(next.turn, r, t);
        }
        next.last = Some((next.turn, steps.into()));
        Some(next)
    }
}
