//! Tavli, the Greek series (RULES.md §7): Portes, Plakoto, Fevga, Portes, … until a
//! player's total reaches 3, 5 or 7 points, as one game with one save.
//!
//! The series holds the game in play and plays it by that game's own rules, notation,
//! taps, scene and bots ([`crate::games::tavli`] for Portes and Plakoto,
//! [`crate::games::fevga`] for Fevga, which is played as a single game with mars, no
//! cube and no Crazy Fevga). What is the series' own lives in [`rules`]: the order,
//! the score, who starts the next game (the previous winner, who rolls both dice; a
//! roll-off after a drawn Plakoto and for the first game), the Western opening
//! variant; the score strip and the next game in [`scene`]; positions in
//! [`notation`] (docs/notation-tavli.md).

pub mod notation;
pub mod rules;
pub mod scene;

#[cfg(test)]
mod tests;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove, VariantSpec};
use crate::games::fevga::Fevga;
use crate::games::portes::Portes;
use crate::games::tavli::game::{tavli_info, Whole};
use crate::message::Msg;
use crate::resign::ResignScope;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::step_table::StepTable;

use rules::{Current, Move, Options, State, BLACK};

/// The tavli series.
pub struct TavliSeries;

static VARIANTS: &[VariantSpec] = &[
    VariantSpec {
        key: "to",
        label_key: "tavli-series-variant-to",
        values: &["5", "3", "7"],
        help: "Points that win the series: Portes, Plakoto, Fevga in turn until a player has this many",
    },
    VariantSpec {
        key: "opening",
        label_key: "tavli-series-variant-opening",
        values: &["greek", "western"],
        help: "Greek: the roll-off's winner rolls both dice for the first turn; \
               Western: the winner plays the two single dice of the roll-off",
    },
    // Portes' and Plakoto's own house rules, for the games of the series.
    crate::games::portes::TRIPLE,
    crate::games::plakoto::MOTHER,
];

static INFO: GameInfo = tavli_info("tavli", "Tavli", VARIANTS);

/// What a seat sees: the whole series (no hidden information; future dice are not in
/// the state).
pub type Observation = Whole<State>;

fn opposed_moves(moves: Vec<crate::games::tavli::rules::Move>) -> Vec<Move> {
    moves.into_iter().map(Move::Opposed).collect()
}

fn fevga_moves(moves: Vec<crate::games::fevga::rules::Move>) -> Vec<Move> {
    moves.into_iter().map(Move::Fevga).collect()
}

/// `state` with the game in play replaced.
fn with_game(state: &State, game: Current) -> State {
    State {
        opts: state.opts,
        score: state.score,
        game_no: state.game_no,
        played: state.played.clone(),
        game,
        resigned: state.resigned,
    }
}

/// The end screen's words: how the last game was won (or who resigned it), and the
/// series' result.
fn end_summary(state: &State, winner: Seat) -> Vec<Msg> {
    let mut lines = match (&state.game, state.resigned) {
        (_, Some(seat)) => vec![resign_line(state, seat)],
        (Current::Opposed(s), None) => Portes::outcome(s).map(|o| o.summary).unwrap_or_default(),
        (Current::Fevga(s), None) => Fevga::outcome(s).map(|o| o.summary).unwrap_or_default(),
    };
    lines.push(rules::series_line(winner, state.score, state.opts.to));
    lines
}

/// "Bo resigned Fevga: Anna scores 2 points", for the last game of a series that a
/// resignation ended.
fn resign_line(state: &State, seat: Seat) -> Msg {
    let points = state.played.last().map_or(0, |p| p.points);
    Msg::new("tavli-series-end-resigned")
        .arg("loser", crate::scene::seat_name(seat))
        .arg("player", crate::scene::seat_name(1 - seat))
        .arg("game", state.game.which().msg())
        .arg("points", points)
}

/// A finished game of the series as an outcome of its own: the winner first with
/// its points; a draw both second with no loser, so the statistics count it as
/// neither a win nor a loss.
fn part_outcome(p: &rules::Played) -> Outcome {
    match p.winner {
        Some(w) => {
            let (mut places, mut points) = (vec![2, 2], vec![0, 0]);
            places[w] = 1;
            points[w] = i32::from(p.points);
            Outcome { places, points, losers: vec![1 - w], summary: Vec::new(), standings: Vec::new() }
        }
        None => Outcome {
            places: vec![2, 2],
            points: vec![0, 0],
            losers: Vec::new(),
            summary: Vec::new(),
            standings: Vec::new(),
        },
    }
}

impl Game for TavliSeries {
    type State = State;
    type Move = Move;
    type Observation = Observation;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new_game(setup: &Setup) -> Result<State, GameError> {
        let setup = setup.validated(&INFO)?;
        Ok(State::new(Options::from_setup(&setup)))
    }

    fn to_move(state: &State) -> ToMove {
        if state.resigned.is_some() {
            return ToMove::Over;
        }
        match &state.game {
            Current::Opposed(s) => Portes::to_move(s),
            Current::Fevga(s) => Fevga::to_move(s),
        }
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        if state.resigned.is_some() {
            return Vec::new();
        }
        match &state.game {
            Current::Opposed(s) => opposed_moves(Portes::legal_moves(s)),
            Current::Fevga(s) => fevga_moves(Fevga::legal_moves(s)),
        }
    }

    fn random_move(state: &State, rng: &mut GameRng) -> Move {
        match &state.game {
            Current::Opposed(s) => Move::Opposed(Portes::random_move(s, rng)),
            Current::Fevga(s) => Move::Fevga(Fevga::random_move(s, rng)),
        }
    }

    fn sample_chance(state: &State, rng: &mut GameRng) -> Move {
        match &state.game {
            Current::Opposed(s) => Move::Opposed(Portes::sample_chance(s, rng)),
            Current::Fevga(s) => Move::Fevga(Fevga::sample_chance(s, rng)),
        }
    }

    fn chance_outcomes(state: &State) -> Option<Vec<(Move, f64)>> {
        match &state.game {
            Current::Opposed(s) => {
                Some(Portes::chance_outcomes(s)?.into_iter().map(|(m, p)| (Move::Opposed(m), p)).collect())
            }
            Current::Fevga(s) => {
                Some(Fevga::chance_outcomes(s)?.into_iter().map(|(m, p)| (Move::Fevga(m), p)).collect())
            }
        }
    }

    fn chance_possible(state: &State, mv: &Move) -> bool {
        match (&state.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => Portes::chance_possible(s, m),
            (Current::Fevga(s), Move::Fevga(m)) => Fevga::chance_possible(s, m),
            _ => false,
        }
    }

    fn apply_into(state: &mut State, mv: &Move, events: &mut Events) {
        state.apply_into(mv, events)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let w = state.winner()?;
        let mut places = vec![2, 2];
        places[w] = 1;
        let points = state.score.iter().map(|&p| p as i32).collect();
        Some(Outcome { places, points, losers: vec![1 - w], summary: end_summary(state, w), standings: Vec::new() })
    }

    /// The games finished so far, each as its own game: the statistics count them
    /// under Portes, Plakoto and Fevga beside the series.
    fn parts(state: &State) -> Vec<(&'static str, Outcome)> {
        state.played.iter().map(|p| (p.which.id(), part_outcome(p))).collect()
    }

    /// While a game is under way: this game (the first choice) or the whole series.
    fn resign_scopes(state: &State, seat: Seat) -> Vec<ResignScope> {
        match Self::resign_move(state, seat, false) {
            Some(_) => vec![ResignScope::ThisGame, ResignScope::All],
            None => vec![ResignScope::All],
        }
    }

    fn resign_move(state: &State, seat: Seat, _settle: bool) -> Option<Move> {
        (!state.over() && state.game.playing() && seat <= BLACK).then_some(Move::Resign(seat))
    }

    /// The seat whose resignation of a game ended the series (the statistics count it
    /// as that seat's resignation, as a Fevga match ended so); a game given up inside
    /// the series is only in its score.
    fn resigned_seats(state: &State) -> Vec<Seat> {
        state.resigned.into_iter().collect()
    }

    /// This game: what the other scores for it and whether the series goes on; the
    /// series: the other wins it.
    fn resign_words(state: &State, seat: Seat, scope: ResignScope, _settle: bool) -> (Msg, Option<Msg>) {
        let winner = 1 - seat.min(BLACK);
        let player = crate::scene::seat_name(winner);
        match scope {
            ResignScope::ThisGame => {
                let points = state.game.resign_points(winner);
                let ends = u32::from(state.score[winner]) + u32::from(points) >= u32::from(state.opts.to);
                let key = if ends { "tavli-series-resign-game-ends" } else { "tavli-series-resign-game-detail" };
                let detail = Msg::new(key)
                    .arg("player", player)
                    .arg("points", points)
                    .arg("game", state.game.which().msg())
                    .arg("next", state.next().msg())
                    .arg("to", state.opts.to);
                (Msg::new("tavli-series-resign-game"), Some(detail))
            }
            ResignScope::All => (
                Msg::new("tavli-series-resign-series"),
                Some(Msg::new("tavli-series-resign-series-detail").arg("player", player)),
            ),
        }
    }

    fn observe(state: &State, seat: Seat) -> Observation {
        Observation { seat, state: state.clone() }
    }

    /// The bot of the game in play, at the chosen level.
    fn bot_move(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
        match &obs.state.game {
            Current::Opposed(s) => Move::Opposed(crate::games::tavli::bot::choose(s, level, rng)),
            Current::Fevga(s) => Move::Fevga(crate::games::fevga::bot::choose(s, level, rng)),
        }
    }

    /// The series' Portes and Plakoto bots read the bear-off table at every level (and
    /// its Fevga master too): built now, off this thread (see [`Portes::prepare_bots`]).
    fn prepare_bots(levels: &[BotLevel]) {
        Portes::prepare_bots(levels);
    }

    fn always_ask(state: &State, mv: &Move) -> bool {
        match (&state.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => Portes::always_ask(s, m),
            (Current::Fevga(s), Move::Fevga(m)) => Fevga::always_ask(s, m),
            _ => false,
        }
    }

    fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
        match (&state.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => Portes::steps(s, m),
            (Current::Fevga(s), Move::Fevga(m)) => Fevga::steps(s, m),
            _ => Vec::new(),
        }
    }

    fn step_orders(state: &State, mv: &Move) -> Vec<Vec<StepInfo>> {
        match (&state.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => Portes::step_orders(s, m),
            (Current::Fevga(s), Move::Fevga(m)) => Fevga::step_orders(s, m),
            _ => Vec::new(),
        }
    }

    /// The table of the game in play (Fevga's fast table included).
    fn step_table(state: &State) -> StepTable<Move> {
        match &state.game {
            Current::Opposed(s) => Portes::step_table(s).map(Move::Opposed),
            Current::Fevga(s) => Fevga::step_table(s).map(Move::Fevga),
        }
    }

    fn preview(state: &State, steps: &[String]) -> Option<State> {
        let game = match &state.game {
            Current::Opposed(s) => Current::Opposed(Portes::preview(s, steps)?),
            Current::Fevga(s) => Current::Fevga(Fevga::preview(s, steps)?),
        };
        Some(with_game(state, game))
    }

    fn pending_note(state: &State, steps: &[String]) -> Option<Msg> {
        match &state.game {
            Current::Opposed(s) => Portes::pending_note(s, steps),
            Current::Fevga(s) => Fevga::pending_note(s, steps),
        }
    }

    fn confirm_move(state: &State, mv: &Move) -> bool {
        match (&state.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => Portes::confirm_move(s, m),
            (Current::Fevga(s), Move::Fevga(m)) => Fevga::confirm_move(s, m),
            _ => false,
        }
    }

    fn format_state(state: &State) -> String {
        notation::format_state(state)
    }

    fn parse_state(text: &str) -> Result<State, GameError> {
        notation::parse_state(text)
    }

    fn format_move(state: &State, mv: &Move) -> String {
        match (&state.game, mv) {
            (Current::Opposed(s), Move::Opposed(m)) => Portes::format_move(s, m),
            (Current::Fevga(s), Move::Fevga(m)) => Fevga::format_move(s, m),
            (_, Move::Opposed(m)) => crate::games::tavli::notation::format_move(m),
            (_, Move::Fevga(m)) => crate::games::fevga::notation::format_move(m),
            (_, Move::Resign(seat)) => notation::format_resign(*seat),
        }
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
        if let Some(seat) = notation::parse_resign(text) {
            return Ok(Move::Resign(seat));
        }
        match &state.game {
            Current::Opposed(s) => Portes::parse_move(s, text).map(Move::Opposed),
            Current::Fevga(s) => Fevga::parse_move(s, text).map(Move::Fevga),
        }
    }

    fn scene(state: &State, viewer: Option<Seat>) -> Scene {
        scene::scene(state, viewer)
    }

    fn text_board(state: &State, viewer: Option<Seat>) -> String {
        scene::text_board(state, viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        scene::text_board(state, viewer, lang)
    }

    fn explain_refusal(state: &State, steps: &[String]) -> Msg {
        match &state.game {
            Current::Opposed(s) => Portes::explain_refusal(s, steps),
            Current::Fevga(s) => Fevga::explain_refusal(s, steps),
        }
    }

    fn seat_colour(_state: &State, seat: Seat) -> Option<&'static str> {
        Some(crate::games::tavli::rules::seat_color(seat))
    }

    fn seat_name(_state: &State, seat: Seat) -> String {
        crate::games::tavli::rules::seat_color(seat).to_string()
    }
}
