//! Pairanoid, the partnership card race game for four (RULES.md §2).
//!
//! `board` moves marbles, `cards` knows the deck, `rules` holds the state and the
//! legal moves (`seven` the 7 splits), `notation` writes and reads them, `view` is
//! what one seat may know, `steps` splits a move into taps, `scene` draws the table
//! and `bot` plays.

mod board;
mod bot;
mod cards;
pub mod notation;
pub mod rules;
pub mod scene;
mod seven;
mod steps;
#[cfg(test)]
mod tests;
pub mod view;

pub use board::{Board, Pos, Spot, COLOURS};
pub use cards::Card;
pub use rules::{Action, Move, Part, Stage, State};
pub use view::Observation;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove};
use crate::message::Msg;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::step_table::StepTable;

/// The Pairanoid game.
pub struct Pairanoid;

static INFO: GameInfo = GameInfo {
    id: "pairanoid",
    name: "Pairanoid",
    min_players: 4,
    max_players: 4,
    default_players: 4,
    teams: &[&[0, 2], &[1, 3]],
    variants: &[],
    private_info: true,
    confirm_moves: false,
};

impl Game for Pairanoid {
    type State = State;
    type Move = Move;
    type Observation = Observation;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new_game(_setup: &Setup) -> Result<State, GameError> {
        Ok(State::new())
    }

    fn to_move(state: &State) -> ToMove {
        match state.stage {
            Stage::Dealer | Stage::Deal | Stage::Exchange => ToMove::Chance,
            Stage::Swap => state.swap_chooser().map(ToMove::Seat).unwrap_or(ToMove::Over),
            Stage::Play => ToMove::Seat(state.turn),
            Stage::Over => ToMove::Over,
        }
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        rules::legal_moves(state)
    }

    fn sample_chance(state: &State, rng: &mut GameRng) -> Move {
        match state.stage {
            Stage::Dealer => Move::Dealer(rng.below(4) as Seat),
            Stage::Exchange => Move::Exchange,
            _ if !state.pile.is_empty() => Move::Deal,
            _ => {
                let mut pile = rules::reshuffle_cards(state);
                rng.shuffle(&mut pile);
                Move::Shuffle(pile)
            }
        }
    }

    fn chance_outcomes(state: &State) -> Option<Vec<(Move, f64)>> {
        match state.stage {
            Stage::Dealer => Some((0..4).map(|s| (Move::Dealer(s), 0.25)).collect()),
            Stage::Exchange => Some(vec![(Move::Exchange, 1.0)]),
            Stage::Deal if !state.pile.is_empty() => Some(vec![(Move::Deal, 1.0)]),
            _ => None,
        }
    }

    fn apply_into(state: &mut State, mv: &Move, events: &mut Events) {
        rules::apply_into(state, mv, events)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let winner = state.winner.filter(|_| state.stage == Stage::Over)?;
        Some(Outcome {
            places: (0..4).map(|s| if s % 2 == winner { 1 } else { 2 }).collect(),
            points: (0..4).map(|s| i32::from(s % 2 == winner)).collect(),
            losers: Vec::new(),
            // Partners sit opposite each other: seats 0 and 2, 1 and 3.
            summary: vec![Msg::new("pairanoid-end-team")
                .arg("first", crate::scene::seat_name(winner))
                .arg("second", crate::scene::seat_name(winner + 2))],
            standings: Vec::new(),
        })
    }

    /// A pair concedes together.
    fn resign_note(seat: Seat) -> Msg {
        crate::resign::note_team(&INFO, seat)
    }

    fn observe(state: &State, seat: Seat) -> Observation {
        view::observe(state, seat)
    }

    fn bot_move(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
        bot::choose(obs, level, rng)
    }

    fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
        steps::steps(state, mv)
    }

    fn step_orders(state: &State, mv: &Move) -> Vec<Vec<StepInfo>> {
        steps::step_orders(state, mv)
    }

    fn step_table(state: &State) -> StepTable<Move> {
        steps::table(state)
    }

    /// A 7 being split: its parts so far already played on the board.
    fn preview(state: &State, steps: &[String]) -> Option<State> {
        steps::seven_so_far(state, steps).map(|(board, _)| board)
    }

    /// A 7 being split: how many of its steps are played and how many are left.
    fn pending_note(state: &State, steps: &[String]) -> Option<crate::message::Msg> {
        let (_, left) = steps::seven_so_far(state, steps)?;
        Some(crate::message::Msg::new("pairanoid-seven-left").arg("used", 7 - left).arg("left", left))
    }

    /// The draw pile (face down, dealt from the front) is shuffled again; hands,
    /// the discards and the cards on the board stay.
    fn reshuffle_hidden(state: &mut State, rng: &mut GameRng) {
        rng.shuffle(&mut state.pile);
    }

    fn format_state(state: &State) -> String {
        notation::format_state(state)
    }

    fn parse_state(text: &str) -> Result<State, GameError> {
        notation::parse_state(text)
    }

    fn format_move(_state: &State, mv: &Move) -> String {
        notation::format_move(mv)
    }

    /// A shuffle's order is every hidden card of the deal, and a swap card is known
    /// to its giver only (the partner sees it in their hand once exchanged).
    fn history_notation(_before: &State, mv: &Move, by: Option<Seat>, viewer: Option<Seat>) -> String {
        match mv {
            Move::Shuffle(_) => "shuffle".into(),
            Move::Give(_) if viewer.is_none() || viewer != by => "give".into(),
            _ => notation::format_move(mv),
        }
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
        let mv = notation::parse_move(state, text)?;
        Ok(steps::canonical(state, mv))
    }

    /// A viewer who is not at the table sees what the table sees.
    fn scene(state: &State, viewer: Option<Seat>) -> Scene {
        let viewer = viewer.filter(|&v| v < 4);
        scene::scene(state, viewer)
    }

    fn scene_in(state: &State, viewer: Option<Seat>, layout: crate::scene::Layout) -> Scene {
        let viewer = viewer.filter(|&v| v < 4);
        scene::scene_in(state, viewer, layout)
    }

    fn text_board(state: &State, viewer: Option<Seat>) -> String {
        Self::text_board_in(state, viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        let viewer = viewer.filter(|&v| v < 4);
        scene::text_board(state, viewer, lang)
    }

    fn explain_refusal(state: &State, steps: &[String]) -> crate::message::Msg {
        steps::explain_refusal(state, steps)
    }

    fn seat_colour(_state: &State, seat: Seat) -> Option<&'static str> {
        COLOURS.get(seat).copied()
    }

    /// Partners sit opposite: seats 1 + 3 against 2 + 4.
    fn seat_team(players: usize, seat: Seat) -> Option<usize> {
        (seat < players).then(|| board::team(seat))
    }

    fn seat_name(_state: &State, seat: Seat) -> String {
        COLOURS.get(seat).map(|c| c.to_string()).unwrap_or_default()
    }

    fn hand(state: &State, seat: Seat) -> Vec<String> {
        state.hands.get(seat).map(|h| h.iter().map(|c| c.to_string()).collect()).unwrap_or_default()
    }

    fn hand_faces(state: &State, seat: Seat) -> Vec<(crate::scene::Face, crate::message::Msg)> {
        state.hands.get(seat).map(|h| scene::hand_faces(h)).unwrap_or_default()
    }
}
