//! Fjols, the Danish beating game with a high and a low trump (RULES.md §3).
//!
//! Each player in turn must beat the card laid before theirs (following suit when
//! they can, trumping only when void); who cannot beat picks up, and the next player
//! leads freely. The first out of cards wins; the last holding cards is the fjols.

pub mod bot;
pub mod cards;
mod endgame;
pub mod notation;
pub mod rules;
pub mod scene;
pub(crate) mod tree;
pub mod view;

#[cfg(test)]
mod tests;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove, VariantSpec};
use crate::message::Msg;
use crate::rng::GameRng;
use crate::scene::Scene;
use cards::card_msg;

pub use cards::{Card, CardSet, Suit, Trumps};
pub use rules::{Move, State, Variants};
pub use view::Observation;

/// The Fjols rules.
pub struct Fjols;

static VARIANTS: &[VariantSpec] = &[
    VariantSpec {
        key: "deck",
        label_key: "fjols-variant-deck",
        values: &["36", "52"],
        help: "36 cards (6 to ace) or the full 52-card deck",
    },
    VariantSpec {
        key: "hand",
        label_key: "fjols-variant-hand",
        values: &["5", "6"],
        help: "cards dealt to each player",
    },
    VariantSpec {
        key: "pickup",
        label_key: "fjols-variant-pickup",
        values: &["last", "chain"],
        help: "who cannot beat picks up the last card laid, or every card laid since the last free lead",
    },
    VariantSpec {
        key: "beating",
        label_key: "fjols-variant-beating",
        values: &["forced", "optional"],
        help: "a player who can beat must beat, or may always pick up instead",
    },
];

static INFO: GameInfo = GameInfo {
    id: "fjols",
    name: "Fjols",
    min_players: 2,
    max_players: 5,
    default_players: 3,
    teams: &[],
    variants: VARIANTS,
    private_info: true,
    confirm_moves: false,
};

impl Game for Fjols {
    type State = State;
    type Move = Move;
    type Observation = Observation;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new_game(setup: &Setup) -> Result<State, GameError> {
        let setup = setup.validated(&INFO)?;
        Ok(State::new(setup.players, Variants::from_setup(&setup)))
    }

    /// RULES.md §3: the dealer moves one seat to the left with each new game at the
    /// same table, so the forehand moves too.
    fn new_game_at_table(setup: &Setup, earlier_games: u32) -> Result<State, GameError> {
        let mut state = Self::new_game(setup)?;
        state.dealer = (state.players - 1 + earlier_games as usize % state.players) % state.players;
        Ok(state)
    }

    fn to_move(state: &State) -> ToMove {
        if !state.dealt {
            ToMove::Chance
        } else if state.is_over() {
            ToMove::Over
        } else {
            ToMove::Seat(state.turn)
        }
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        rules::legal_moves(state)
    }

    fn sample_chance(state: &State, rng: &mut GameRng) -> Move {
        rules::shuffled_deck(state, rng)
    }

    fn apply_into(state: &mut State, mv: &Move, events: &mut Events) {
        rules::apply_into(state, mv, events)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        rules::outcome(state)
    }

    /// The one who resigns is the fjols.
    fn resign_note(seat: Seat) -> Msg {
        crate::resign::note_fjols(seat)
    }

    fn observe(state: &State, seat: Seat) -> Observation {
        view::observe(state, seat)
    }

    fn bot_move(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
        bot::choose(obs, level, rng)
    }

    fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
        let step = match mv {
            Move::Lay(c) => {
                let label = match state.to_beat() {
                    Some(t) => Msg::new("fjols-step-beat").arg("target", card_msg(t)).arg("card", card_msg(*c)),
                    None => Msg::new("fjols-step-lead").arg("card", card_msg(*c)),
                };
                let id = scene::card_id(*c);
                StepInfo { short: None, notation: c.to_string(), label, node: Some(id.clone()), target: Some(id) }
            }
            Move::PickUp => {
                let label = match (state.variants.pickup, state.table.len()) {
                    (rules::Pickup::Chain, n) if n > 1 => Msg::new("fjols-step-pick-up-table").arg("count", n),
                    _ => match state.to_beat() {
                        Some(c) => Msg::new("fjols-step-pick-up").arg("card", card_msg(c)),
                        None => Msg::new("fjols-step-pick-up-nothing"),
                    },
                };
                // No card of its own: a tap on the card to beat plays it too, but a
                // player looks for a button, pinned at the thumb in short words.
                let target = state.to_beat().map(scene::card_id);
                StepInfo {
                    short: Some(Msg::new("fjols-short-pick-up")),
                    notation: "take".into(),
                    label,
                    node: None,
                    target,
                }
            }
            Move::Shuffle(_) => StepInfo::plain(notation::format_move(mv), Msg::new("fjols-step-shuffle")),
        };
        vec![step]
    }

    /// The face-down draw pile is shuffled again; the hands, the trump card and
    /// the table stay.
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

    /// A shuffle's order is every hand and the pile: nobody may read it.
    fn history_notation(_before: &State, mv: &Move, _by: Option<Seat>, _viewer: Option<Seat>) -> String {
        match mv {
            Move::Shuffle(_) => "shuffle".into(),
            _ => notation::format_move(mv),
        }
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
        notation::parse_move(state, text)
    }

    /// A viewer who is not at the table sees what the table sees.
    fn scene(state: &State, viewer: Option<Seat>) -> Scene {
        let viewer = viewer.filter(|&v| v < state.players);
        scene::scene(state, viewer)
    }

    fn scene_in(state: &State, viewer: Option<Seat>, layout: crate::scene::Layout) -> Scene {
        let viewer = viewer.filter(|&v| v < state.players);
        scene::scene_in(state, viewer, layout)
    }

    fn text_board(state: &State, viewer: Option<Seat>) -> String {
        Self::text_board_in(state, viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        let viewer = viewer.filter(|&v| v < state.players);
        view::text_board(state, viewer, lang)
    }

    fn explain_refusal(state: &State, steps: &[String]) -> Msg {
        rules::explain_refusal(state, steps)
    }

    fn undo_blocked(before: &State, after: &State) -> Option<Msg> {
        (after.pile.len() < before.pile.len()).then(|| Msg::new("fjols-undo-drawn"))
    }

    fn seat_count(state: &State) -> usize {
        state.players
    }

    fn seat_name(_state: &State, seat: Seat) -> String {
        view::seat_name(seat)
    }

    fn hand(state: &State, seat: Seat) -> Vec<String> {
        state.hands.get(seat).map(|h| h.iter().map(|c| c.to_string()).collect()).unwrap_or_default()
    }

    fn hand_faces(state: &State, seat: Seat) -> Vec<(crate::scene::Face, crate::message::Msg)> {
        state.hands.get(seat).map(|h| scene::hand_faces(state, h.iter())).unwrap_or_default()
    }
}
