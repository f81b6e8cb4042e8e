//! The series' state and flow (RULES.md §7): the game in play, the score, the games
//! finished, and what happens when a game ends (score it, end the series at the
//! target, or start the next game: the previous winner rolls, a drawn Plakoto rolls
//! for the start again).

use serde::{Deserialize, Serialize};

use crate::event::Event;
use crate::event_sink::Events;
use crate::game::{Seat, Setup};
use crate::games::fevga::rules as fevga;
use crate::games::tavli::rules::{self as opposed, Kind};
use crate::message::Msg;

/// White (seat 0).
pub const WHITE: Seat = 0;
/// Black (seat 1).
pub const BLACK: Seat = 1;

/// One of the three games of a series, in the order they are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Which {
    /// Portes (RULES.md §5).
    Portes,
    /// Plakoto (RULES.md §6).
    Plakoto,
    /// Fevga (RULES.md §4), single game: no cube, no Crazy Fevga, mars counts 2.
    Fevga,
}

impl Which {
    /// The game played as game `game_no` (from 1) of a series: Portes, Plakoto,
    /// Fevga, Portes, …
    pub fn of_game(game_no: u16) -> Which {
        match (game_no.max(1) - 1) % 3 {
            0 => Which::Portes,
            1 => Which::Plakoto,
            _ => Which::Fevga,
        }
    }

    /// The game's id (`portes`, `plakoto`, `fevga`), as notation and the catalogue
    /// (`game-portes`) name it.
    pub fn id(self) -> &'static str {
        match self {
            Which::Portes => "portes",
            Which::Plakoto => "plakoto",
            Which::Fevga => "fevga",
        }
    }

    /// Reads a game id.
    pub fn from_id(id: &str) -> Option<Which> {
        [Which::Portes, Which::Plakoto, Which::Fevga].into_iter().find(|w| w.id() == id)
    }

    /// The game's name in words.
    pub fn msg(self) -> Msg {
        Msg::new(format!("game-{}", self.id()))
    }
}

/// The series' variants (part of every position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Points that win the series: 3, 5 or 7.
    pub to: u8,
    /// Western opening: the winner of a roll-off plays the two single dice rolled.
    pub western: bool,
    /// Portes' triple-game house rule.
    pub triple: bool,
    /// Plakoto's mother rule (on: a pinned mother ends the game).
    pub mother: bool,
}

impl Options {
    /// The options of a validated setup.
    pub fn from_setup(setup: &Setup) -> Options {
        Options {
            to: setup.variant("to").parse().unwrap_or(5),
            western: setup.variant("opening") == "western",
            triple: setup.variant("triple") == "on",
            mother: setup.variant("mother") != "off",
        }
    }

    /// Fevga's options inside a series: a single game, mars counts 2, no cube, no
    /// Crazy Fevga (RULES.md §7).
    pub fn fevga(&self) -> fevga::Options {
        fevga::Options { match_to: 1, mars: true, cube: false, crazy: false }
    }

    /// Portes' or Plakoto's options inside this series: each game keeps only its own
    /// house rule (and the other at the value its notation reads it as).
    pub fn opposed(&self, kind: Kind) -> opposed::Options {
        match kind {
            Kind::Portes => opposed::Options { triple: self.triple, mother: true },
            Kind::Plakoto => opposed::Options { triple: false, mother: self.mother },
        }
    }
}

/// The game being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Current {
    /// Portes or Plakoto (the state says which).
    Opposed(opposed::State),
    /// Fevga.
    Fevga(fevga::State),
}

/// A move of the series: a move of the game in play, or a seat giving that game up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Move {
    /// A move of Portes or Plakoto.
    Opposed(opposed::Move),
    /// A move of Fevga.
    Fevga(fevga::Move),
    /// The seat resigns the game in play (not the series): the other scores it at
    /// what a win would be worth now, and the series goes on as after any game.
    Resign(Seat),
}

/// How a finished game of the series ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// Which game it was.
    pub which: Which,
    /// Its winner; `None` for a drawn Plakoto (both mothers pinned).
    pub winner: Option<Seat>,
    /// What it scored for the winner.
    pub points: u8,
}

/// The whole state of a tavli series.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Variants.
    pub opts: Options,
    /// Series points of white and black.
    pub score: [u8; 2],
    /// The number of the game in play (or the last one, once over), from 1.
    pub game_no: u16,
    /// The games finished, first first.
    pub played: Vec<Played>,
    /// The game in play; once the series is over, the last game as it ended.
    pub game: Current,
    /// The seat that resigned the last game when that resignation ended the series
    /// (the game then stays as it was left); `None` otherwise.
    pub resigned: Option<Seat>,
}

/// A new game of `which` for a series with `opts`: a roll-off first (`starter`
/// `None`), or started by `starter`, who rolls both dice.
pub fn new_game(which: Which, opts: &Options, starter: Option<Seat>) -> Current {
    let mut game = match which {
        Which::Portes => Current::Opposed(opposed::State::new(Kind::Portes, opts.opposed(Kind::Portes))),
        Which::Plakoto => Current::Opposed(opposed::State::new(Kind::Plakoto, opts.opposed(Kind::Plakoto))),
        Which::Fevga => Current::Fevga(fevga::State::new(opts.fevga())),
    };
    if let Some(seat) = starter {
        match &mut game {
            Current::Opposed(s) => {
                s.phase = opposed::Phase::Start;
                s.turn = seat;
            }
            Current::Fevga(s) => {
                s.phase = fevga::Phase::Start;
                s.turn = seat;
            }
        }
    }
    game
}

impl Current {
    /// Which game this is.
    pub fn which(&self) -> Which {
        match self {
            Current::Opposed(s) if s.kind == Kind::Portes => Which::Portes,
            Current::Opposed(_) => Which::Plakoto,
            Current::Fevga(_) => Which::Fevga,
        }
    }

    /// True once the game is over.
    pub fn over(&self) -> bool {
        match self {
            Current::Opposed(s) => s.phase == opposed::Phase::Over,
            Current::Fevga(s) => s.phase == fevga::Phase::Over,
        }
    }

    /// True while the roll-off is to be rolled.
    pub fn in_roll_off(&self) -> bool {
        match self {
            Current::Opposed(s) => s.phase == opposed::Phase::Opening,
            Current::Fevga(s) => s.phase == fevga::Phase::Opening,
        }
    }

    /// The result of a finished game: its winner (`None`: a draw) and its points.
    pub fn result(&self) -> Option<(Option<Seat>, u8)> {
        if !self.over() {
            return None;
        }
        match self {
            Current::Opposed(s) => s.end.map(|e| (e.winner(), e.points())),
            Current::Fevga(s) => s.winner().map(|w| (Some(w), s.score[w])),
        }
    }

    /// True while a game is under way past its roll-off: the time a seat may resign it.
    pub fn playing(&self) -> bool {
        match self {
            Current::Opposed(s) => matches!(s.phase, opposed::Phase::Start | opposed::Phase::Moving),
            Current::Fevga(s) => matches!(s.phase, fevga::Phase::Start | fevga::Phase::Moving),
        }
    }

    /// What the game is worth to `winner` if it ended now with the other resigning:
    /// the points of a win by bearing off in this position (2 when the loser has
    /// none off, Portes' triple game when it is on).
    pub fn resign_points(&self, winner: Seat) -> u8 {
        match self {
            // The single games score a resignation by the same rule.
            Current::Opposed(s) => opposed::win_points(s.kind, &s.opts, &s.board, winner),
            Current::Fevga(s) => s.win_points(winner),
        }
    }

    /// The seat whose turn it is in the game.
    pub fn turn(&self) -> Seat {
        match self {
            Current::Opposed(s) => s.turn,
            Current::Fevga(s) => s.turn,
        }
    }
}

impl State {
    /// A new series: Portes first, opened by a roll-off.
    pub fn new(opts: Options) -> State {
        State {
            opts,
            score: [0, 0],
            game_no: 1,
            played: Vec::new(),
            game: new_game(Which::Portes, &opts, None),
            resigned: None,
        }
    }

    /// True once a player has reached the target.
    pub fn over(&self) -> bool {
        self.resigned.is_some() || self.game.over()
    }

    /// The series' winner, once over.
    pub fn winner(&self) -> Option<Seat> {
        self.over().then(|| if self.score[WHITE] >= self.score[BLACK] { WHITE } else { BLACK })
    }

    /// The game that follows the one in play.
    pub fn next(&self) -> Which {
        Which::of_game(self.game_no.saturating_add(1))
    }

    /// Applies a move of the game in play (checked legal by the caller, or a chance
    /// outcome); a move of the other family does nothing. When it ends the game, the
    /// game is scored and the series ends or goes on with the next game.
    pub fn apply_into(&mut self, mv: &Move, events: &mut Events) {
        if let Move::Resign(seat) = *mv {
            if self.over() || !self.game.playing() || seat > BLACK {
                return;
            }
            let winner = 1 - seat;
            let points = self.game.resign_points(winner);
            let which = self.game.which();
            events.push(|| Event::Note {
                msg: Msg::new("tavli-series-note-resigned")
                    .arg("player", crate::scene::seat_name(seat))
                    .arg("game", which.msg()),
            });
            self.finish_game(which, Some(winner), points, Vec::new(), events);
            if self.score.iter().any(|&p| p >= self.opts.to) {
                self.resigned = Some(seat);
                events.push(|| Event::GameOver);
            }
            return;
        }
        let mut inner = if events.wanted() { Events::on() } else { Events::off() };
        let roll_off = self.game.in_roll_off();
        match (&mut self.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => s.apply_into(m, &mut inner),
            (Current::Fevga(s), Move::Fevga(m)) => s.apply_into(m, &mut inner),
            _ => return,
        }
        let mut inner = inner.into_vec();
        if roll_off && !self.game.in_roll_off() && self.opts.western {
            self.western_opening(&mut inner);
        }
        let Some((winner, points)) = self.game.result() else {
            for e in inner {
                events.push(|| e);
            }
            return;
        };
        // A Plakoto won on the mother says why in the log, as its end screen would:
        // the series goes straight on to the next game.
        if let Current::Opposed(opposed::State { end: Some(end @ opposed::End::Mother { .. }), .. }) = &self.game {
            let lines = crate::games::tavli::game::end_summary(*end);
            inner.extend(lines.into_iter().map(|msg| Event::Note { msg }));
        }
        let which = self.game.which();
        self.finish_game(which, winner, points, inner, events);
    }

    /// Scores a finished game (`inner`: the events of its last move) and ends the
    /// series at the target, or sets up the next game: the winner to roll, or a
    /// roll-off after a draw.
    fn finish_game(&mut self, which: Which, winner: Option<Seat>, points: u8, inner: Vec<Event>, events: &mut Events) {
        self.played.push(Played { which, winner, points });
        if let Some(w) = winner {
            self.score[w] = self.score[w].saturating_add(points);
        }
        let done = self.score.iter().any(|&p| p >= self.opts.to);
        // The game's own "finished, in place 1" is never the series' words: the game
        // line says who won the game and its points, and the last one is followed by
        // who won the series. Its "game over" is the series' only when the series ends,
        // and then comes after both lines.
        let mut game_over = false;
        for e in inner {
            match e {
                Event::Finished { .. } => {}
                Event::GameOver => game_over = done,
                e => events.push(|| e),
            }
        }
        let score = self.score;
        let next = self.next();
        events.push(|| Event::Note { msg: game_line(which, winner, points, score, (!done).then_some(next)) });
        if done {
            let w = if score[WHITE] >= score[BLACK] { WHITE } else { BLACK };
            events.push(|| Event::Note { msg: series_line(w, score, self.opts.to) });
            if game_over {
                events.push(|| Event::GameOver);
            }
            return;
        }
        self.game_no = self.game_no.saturating_add(1);
        self.game = new_game(next, &self.opts, winner);
        match winner {
            Some(w) => events.push(|| Event::TurnChanged { seat: w }),
            None => events.push(|| Event::Note { msg: Msg::new("tavli-series-note-roll-again") }),
        }
    }

    /// The Western opening: the roll-off's winner plays the two single dice just rolled.
    fn western_opening(&mut self, events: &mut [Event]) {
        let dice = events.iter().find_map(|e| match e {
            Event::DiceRolled { seat: None, values } if values.len() == 2 => Some((values[0], values[1])),
            _ => None,
        });
        match &mut self.game {
            Current::Opposed(s) => {
                if let Some((hi, lo)) = opening_pair(dice) {
                    s.dice = crate::games::tavli::dice::roll_numbers(hi, lo);
                    s.rolled = Some((hi, lo));
                    s.phase = opposed::Phase::Moving;
                }
            }
            Current::Fevga(s) => {
                if let Some((hi, lo)) = opening_pair(dice) {
                    s.dice = crate::games::tavli::dice::roll_numbers(hi, lo);
                    s.rolled = Some((hi, lo));
                    s.phase = fevga::Phase::Moving;
                }
            }
        }
    }
}

/// The pair of a roll-off's two dice, higher first (they differ once someone won it).
fn opening_pair(dice: Option<(u8, u8)>) -> Option<(u8, u8)> {
    let (a, b) = dice?;
    (a != b).then_some((a.max(b), a.min(b)))
}

/// The log's line for a finished game: "Portes won by Anna, 2 points · 2–0 · next:
/// Plakoto" (or a drawn Plakoto, or no next game when the series ends).
pub fn game_line(which: Which, winner: Option<Seat>, points: u8, score: [u8; 2], next: Option<Which>) -> Msg {
    let base = match winner {
        Some(w) => Msg::new("tavli-series-note-won")
            .arg("game", which.msg())
            .arg("player", crate::scene::seat_name(w))
            .arg("points", points),
        None => Msg::new("tavli-series-note-draw").arg("game", which.msg()),
    };
    let line = base.arg("white", score[WHITE]).arg("black", score[BLACK]);
    match next {
        Some(n) => Msg::new("tavli-series-note-next").arg("line", line).arg("next", n.msg()),
        None => line,
    }
}

/// The line that ends the series: "Anna wins the series 5–3".
pub fn series_line(winner: Seat, score: [u8; 2], to: u8) -> Msg {
    Msg::new("tavli-series-won")
        .arg("player", crate::scene::seat_name(winner))
        .arg("won", score[winner])
        .arg("lost", score[1 - winner])
        .arg("to", to)
}
