//! Fia med knuff, the Swedish ludo (RULES.md §1).

mod bot;
pub mod notation;
pub mod rules;
pub mod scene;
#[cfg(test)]
mod tests;
pub mod variants;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove};
use crate::rng::GameRng;
use crate::scene::Scene;

use rules::{piece_id, FiaMove, FiaState, Pos, Stage, COLOURS};

/// The Fia med knuff game.
pub struct Fia;

static INFO: GameInfo = GameInfo {
    id: "fia",
    name: "Fia med knuff",
    min_players: 2,
    max_players: 4,
    teams: &[],
    variants: &variants::SPECS,
    private_info: false,
    confirm_moves: false,
};

impl Game for Fia {
    type State = FiaState;
    type Move = FiaMove;
    type Observation = FiaState;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new_game(setup: &Setup) -> Result<FiaState, GameError> {
        Ok(FiaState::new(setup.players, variants::from_setup(setup)))
    }

    fn to_move(state: &FiaState) -> ToMove {
        match state.stage {
            Stage::RollOff { .. } | Stage::Rolling => ToMove::Chance,
            Stage::AwaitRoll | Stage::Moving => ToMove::Seat(state.turn),
            Stage::Over => ToMove::Over,
        }
    }

    fn legal_moves(state: &FiaState) -> Vec<FiaMove> {
        state.legal_moves()
    }

    fn sample_chance(state: &FiaState, rng: &mut GameRng) -> FiaMove {
        match &state.stage {
            Stage::RollOff { contenders } => {
                FiaMove::RollOff((0..state.players()).map(|s| contenders.contains(&s).then(|| rng.die())).collect())
            }
            _ => FiaMove::Die(rng.die()),
        }
    }

    fn chance_outcomes(state: &FiaState) -> Option<Vec<(FiaMove, f64)>> {
        match state.stage {
            Stage::Rolling => Some((1..=6).map(|d| (FiaMove::Die(d), 1.0 / 6.0)).collect()),
            _ => None,
        }
    }

    /// A roll-off gives a die to exactly the seats still rolling; the die of a turn
    /// is one of the listed outcomes.
    fn chance_possible(state: &FiaState, mv: &FiaMove) -> bool {
        match (&state.stage, mv) {
            (Stage::RollOff { contenders }, FiaMove::RollOff(dice)) => {
                dice.len() == state.players()
                    && dice.iter().enumerate().all(|(s, d)| d.is_some() == contenders.contains(&s))
            }
            (Stage::Rolling, FiaMove::Die(d)) => (1..=6).contains(d),
            _ => false,
        }
    }

    fn apply_into(state: &mut FiaState, mv: &FiaMove, events: &mut Events) {
        state.apply_into(mv, events)
    }

    fn outcome(state: &FiaState) -> Option<Outcome> {
        (state.stage == Stage::Over).then(|| Outcome {
            places: state.places(),
            points: vec![0; state.players()],
            losers: Vec::new(),
        })
    }

    fn observe(state: &FiaState, _seat: Seat) -> FiaState {
        state.clone()
    }

    fn bot_move(obs: &FiaState, level: BotLevel, rng: &mut GameRng) -> FiaMove {
        bot::choose(obs, level, rng)
    }

    /// The player rolls the die themselves, even when rolling is all there is to do.
    fn always_ask(_state: &FiaState, mv: &FiaMove) -> bool {
        matches!(mv, FiaMove::Roll)
    }

    fn steps(state: &FiaState, mv: &FiaMove) -> Vec<StepInfo> {
        let notation = notation::format_move(state, mv);
        let seat = state.turn;
        let colour = state.colours[seat];
        let nest_piece = state.pieces[seat].iter().position(|p| *p == Pos::Nest).unwrap_or(0);
        let (label, node, target) = match mv {
            FiaMove::Roll => ("roll the die".to_string(), Some("fia:die".to_string()), None),
            FiaMove::Out | FiaMove::OutTwo | FiaMove::OutFive => {
                let (count, to) = match mv {
                    FiaMove::OutTwo => (2, 0),
                    FiaMove::OutFive => (1, 5),
                    _ => (1, 0),
                };
                let what = if count == 2 { "two pieces out" } else { "a piece out" };
                let label = if to == 0 { format!("{what} to the start square") } else { format!("{what} to square 6") };
                (label, Some(piece_id(colour, nest_piece)), Some(scene::target_space(state, seat, Pos::At(to))))
            }
            FiaMove::Piece(i) => {
                let i = *i as usize;
                let target = state.plan(mv).map(|plan| plan.walk.target);
                let from = state.pieces[seat][i];
                let label = match (from, target) {
                    (Pos::At(a), Some(Pos::Goal)) => format!("piece {} from {} into the goal", i + 1, a + 1),
                    (Pos::At(a), Some(Pos::At(b))) => format!("piece {} from {} to {}", i + 1, a + 1, b + 1),
                    _ => format!("piece {}", i + 1),
                };
                (label, Some(piece_id(colour, i)), target.map(|t| scene::target_space(state, seat, t)))
            }
            FiaMove::Die(_) | FiaMove::RollOff(_) => ("chance".to_string(), None, None),
        };
        vec![StepInfo { notation, label, node, target }]
    }

    fn format_state(state: &FiaState) -> String {
        notation::format_state(state)
    }

    fn parse_state(text: &str) -> Result<FiaState, GameError> {
        notation::parse_state(text)
    }

    fn format_move(state: &FiaState, mv: &FiaMove) -> String {
        notation::format_move(state, mv)
    }

    fn parse_move(state: &FiaState, text: &str) -> Result<FiaMove, GameError> {
        notation::parse_move(state, text)
    }

    fn scene(state: &FiaState, viewer: Option<Seat>) -> Scene {
        scene::scene(state, viewer)
    }

    fn text_board(state: &FiaState, _viewer: Option<Seat>) -> String {
        let mut out = scene::text_board(state);
        let die = match state.stage {
            Stage::Moving => state.die.map(|d| d.to_string()).unwrap_or_default(),
            _ => "-".into(),
        };
        out.push_str(&format!("to move: {}   die: {die}\n", Self::seat_name(state, state.turn)));
        out
    }

    fn explain_refusal(state: &FiaState, steps: &[String]) -> String {
        let wanted = steps.join(" ");
        match state.stage {
            Stage::AwaitRoll => "roll the die first".into(),
            Stage::Moving => match notation::parse_move(state, &wanted) {
                Ok(FiaMove::Out | FiaMove::OutTwo | FiaMove::OutFive) => {
                    "cannot go out: it needs the right number, a piece in the nest and a free start square (own pieces never pass or share a square)".into()
                }
                Ok(FiaMove::Piece(i)) => match state.pieces[state.turn].get(i as usize) {
                    Some(Pos::Nest) => "that piece is in the nest".into(),
                    Some(Pos::Goal) => "that piece is already in the goal".into(),
                    _ => "that piece cannot move: it would pass or land on an own piece, land on a protected piece, or overshoot the goal".into(),
                },
                _ => format!("'{wanted}' is not a move here"),
            },
            _ => "nobody can move now".into(),
        }
    }

    fn seat_name(state: &FiaState, seat: Seat) -> String {
        state.colours.get(seat).map(|&c| COLOURS[c as usize].to_string()).unwrap_or_default()
    }
}
