//! Durak, the Russian game of throw-ins whose name means "fool" (RULES.md §8): one
//! attacker and one defender a bout, cards of the ranks on the table thrown in by the
//! others, one trump suit, hands filled up to six; the last holding cards is the fool.
//! Podkidnoy and Perevodnoy (transfer) with the common house rules.

pub mod bot;
pub mod notation;
pub mod rules;
pub mod scene;
pub mod view;

#[cfg(test)]
mod tests;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove, VariantSpec};
use crate::games::cards::card_msg;
use crate::message::Msg;
use crate::rng::GameRng;
use crate::scene::Scene;

pub use rules::{Move, State, Variants};
pub use view::Observation;

/// The Durak rules.
pub struct Durak;

static VARIANTS: &[VariantSpec] = &[
    VariantSpec {
        key: "kind",
        label_key: "durak-variant-kind",
        values: &["podkidnoy", "perevodnoy"],
        help: "throw-in only, or throw-in with transfers to the next player",
    },
    VariantSpec {
        key: "deck",
        label_key: "durak-variant-deck",
        values: &["36", "52", "24"],
        help: "36 cards (6 to ace), the full 52, or 24 (9 to ace, at most four players)",
    },
    VariantSpec {
        key: "first",
        label_key: "durak-variant-first",
        values: &["5", "6"],
        help: "attack cards allowed in a game's first bout",
    },
    VariantSpec {
        key: "show",
        label_key: "durak-variant-show",
        values: &["off", "on"],
        help: "Perevodnoy: transfer by showing the trump of the attacking rank, once a bout",
    },
    VariantSpec {
        key: "teams",
        label_key: "durak-variant-teams",
        values: &["off", "on"],
        help: "four players 2 v 2 or six 3 v 3, partners in alternate seats (Podkidnoy only)",
    },
    VariantSpec {
        key: "next",
        label_key: "durak-variant-next",
        values: &["left", "right"],
        help: "who attacks first after a game: the fool's left, or the fool's right (the fool defends)",
    },
    VariantSpec {
        key: "fools",
        label_key: "durak-variant-fools",
        values: &["1", "2", "3", "5"],
        help: "a single game, or a series that ends when someone has been the fool this often",
    },
];

static INFO: GameInfo = GameInfo {
    id: "durak",
    name: "Durak",
    min_players: 2,
    max_players: 6,
    default_players: 3,
    teams: &[],
    variants: VARIANTS,
    private_info: true,
    confirm_moves: false,
};

/// The label of one step of a move, with its scene nodes.
fn step(notation: String, label: Msg, node: Option<String>, target: Option<String>) -> StepInfo {
    StepInfo { short: None, notation, label, node, target }
}

impl Game for Durak {
    type State = State;
    type Move = Move;
    type Observation = Observation;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new_game(setup: &Setup) -> Result<State, GameError> {
        let setup = setup.validated(&INFO)?;
        let variants = Variants::from_setup(&setup);
        if let Some(why) = variants.refusal(setup.players) {
            return Err(GameError::BadConfig(why));
        }
        Ok(State::new(setup.players, variants))
    }

    fn seat_count(state: &State) -> usize {
        state.players
    }

    fn to_move(state: &State) -> ToMove {
        if state.over {
            ToMove::Over
        } else if !state.dealt {
            ToMove::Chance
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

    fn observe(state: &State, seat: Seat) -> Observation {
        view::observe(state, seat)
    }

    fn bot_move(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
        bot::choose(obs, level, rng)
    }

    /// Attack, throw-in and the take are one tap; a beat is the card then the card it
    /// beats; a transfer or show-the-trump is the card then the word.
    fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
        let id = |c: &crate::games::cards::Card| Some(scene::card_id(*c));
        match mv {
            Move::Attack(c) => {
                let key = if state.table.is_empty() { "durak-step-attack" } else { "durak-step-throw-in" };
                vec![step(c.to_string(), Msg::new(key).arg("card", card_msg(*c)), id(c), Some("laid".into()))]
            }
            Move::Pass => {
                vec![StepInfo::plain("pass", Msg::new("durak-step-pass")).with_short(Msg::new("durak-short-pass"))]
            }
            Move::Take => {
                let label = Msg::new("durak-step-take").arg("count", state.table.len());
                vec![step("take".into(), label, None, Some("laid".into())).with_short(Msg::new("durak-short-take"))]
            }
            Move::Beat { attack, with } => vec![
                step(with.to_string(), Msg::new("durak-step-card").arg("card", card_msg(*with)), id(with), None),
                step(
                    attack.to_string(),
                    Msg::new("durak-step-beat").arg("card", card_msg(*with)).arg("target", card_msg(*attack)),
                    id(attack),
                    id(attack),
                ),
            ],
            Move::Transfer(c) => vec![
                step(c.to_string(), Msg::new("durak-step-card").arg("card", card_msg(*c)), id(c), None),
                step(
                    "transfer".into(),
                    Msg::new("durak-step-transfer")
                        .arg("card", card_msg(*c))
                        .arg("to", crate::scene::seat_name(state.transfer_to())),
                    None,
                    Some("laid".into()),
                )
                .with_short(Msg::new("durak-short-transfer").arg("to", crate::scene::seat_name(state.transfer_to()))),
            ],
            Move::Show(c) => vec![
                step(c.to_string(), Msg::new("durak-step-card").arg("card", card_msg(*c)), id(c), None),
                step(
                    "show".into(),
                    Msg::new("durak-step-show")
                        .arg("card", card_msg(*c))
                        .arg("to", crate::scene::seat_name(state.transfer_to())),
                    None,
                    None,
                )
                .with_short(Msg::new("durak-short-show").arg("to", crate::scene::seat_name(state.transfer_to()))),
            ],
            Move::Deal(_) => vec![StepInfo::plain(notation::format_move(mv), Msg::new("durak-step-deal"))],
        }
    }

    /// The stock is shuffled again under the turned trump; hands and table stay.
    fn reshuffle_hidden(state: &mut State, rng: &mut GameRng) {
        if state.stock.len() > 1 {
            let under = state.trump.is_some() && state.stock.first() == state.trump.as_ref();
            let start = usize::from(under);
            rng.shuffle(&mut state.stock[start..]);
        }
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

    /// A deal's order is every hand and the stock: nobody may read it.
    fn history_notation(_before: &State, mv: &Move, _by: Option<Seat>, _viewer: Option<Seat>) -> String {
        match mv {
            Move::Deal(_) => "deal".into(),
            _ => notation::format_move(mv),
        }
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
        notation::parse_move(state, text)
    }

    fn scene(state: &State, viewer: Option<Seat>) -> Scene {
        scene::scene(state, viewer.filter(|&v| v < state.players))
    }

    fn scene_in(state: &State, viewer: Option<Seat>, layout: crate::scene::Layout) -> Scene {
        scene::scene_in(state, viewer.filter(|&v| v < state.players), layout)
    }

    fn text_board(state: &State, viewer: Option<Seat>) -> String {
        Self::text_board_in(state, viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        view::text_board(state, viewer.filter(|&v| v < state.players), lang)
    }

    fn explain_refusal(state: &State, steps: &[String]) -> Msg {
        rules::explain_refusal(state, steps)
    }

    /// A move after which someone drew from the stock showed them new cards.
    fn undo_blocked(before: &State, after: &State) -> Option<Msg> {
        (after.stock.len() < before.stock.len() || after.games > before.games).then(|| Msg::new("durak-undo-drawn"))
    }

    fn seat_name(_state: &State, seat: Seat) -> String {
        format!("player {}", seat + 1)
    }

    fn hand(state: &State, seat: Seat) -> Vec<String> {
        state.hands.get(seat).map(|h| h.iter().map(|c| c.to_string()).collect()).unwrap_or_default()
    }

    fn hand_faces(state: &State, seat: Seat) -> Vec<(crate::scene::Face, Msg)> {
        state.hands.get(seat).map(|h| scene::hand_faces(state, h.iter())).unwrap_or_default()
    }

    /// Fools per seat over the series (a single game: one fool, or none in a draw).
    fn fools(state: &State) -> Option<Vec<u32>> {
        Some(state.fools.clone())
    }

    /// The one who resigns is the fool.
    fn resign_note(seat: Seat) -> Msg {
        Msg::new("durak-resigned").arg("player", crate::scene::seat_name(seat))
    }
}
