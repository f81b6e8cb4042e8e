//! The [`Game`] of Portes and Plakoto: one implementation over [`Rules`], which says
//! which of the two a type is (its catalogue facts and its kind).

use std::marker::PhantomData;

use serde::Serialize;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove, VariantSpec};
use crate::message::Msg;
use crate::resign::ResignScope;
use crate::rng::GameRng;
use crate::scene::Scene;

use super::opposed::{rel_of, step_of, StepError};
use super::rules::{colour_msg, point_id, seat_color, End, Kind, Move, Options, Phase, State};
use super::step::{Step, OFF_POINT};
use super::turn::{die_for, follow, orders_to, turn_refusal, Refusal};

/// Which game a [`Opposed`] type is.
pub trait Rules: 'static + Send + Sync {
    /// The kind.
    const KIND: Kind;
    /// Catalogue facts and variants.
    fn info() -> &'static GameInfo;
}

/// Portes or Plakoto, by `R`.
pub struct Opposed<R: Rules>(PhantomData<R>);

/// What a seat sees in a tavli game (Portes, Plakoto, Fevga, the series): the whole
/// state, for there is no hidden information and future dice are not in it.
#[derive(Clone, Debug, Serialize)]
pub struct Whole<S> {
    /// The observing seat.
    pub seat: Seat,
    /// The whole state.
    pub state: S,
}

/// What a seat sees in Portes and Plakoto.
pub type Observation = Whole<State>;

/// The catalogue facts every tavli game shares (two players, no teams, nothing
/// private, a play confirmed once built), with its own id, name and variants.
pub const fn tavli_info(id: &'static str, name: &'static str, variants: &'static [VariantSpec]) -> GameInfo {
    GameInfo {
        id,
        name,
        min_players: 2,
        max_players: 2,
        default_players: 2,
        teams: &[],
        variants,
        private_info: false,
        confirm_moves: true,
    }
}

/// One step of a play as a player taps it, with the number it uses when known.
pub fn step_info(state: &State, st: &Step, die: Option<u8>) -> StepInfo {
    let who = colour_msg(state.turn);
    let mut label = if st.to == OFF_POINT {
        Msg::new("fevga-step-off").arg("color", who).arg("from", st.from)
    } else if st.from == super::step::BAR_POINT {
        Msg::new("tavli-step-enter").arg("color", who).arg("to", st.to)
    } else {
        Msg::new("fevga-step-move").arg("color", who).arg("from", st.from).arg("to", st.to)
    };
    let mut short = if st.to == OFF_POINT {
        Msg::new("step-short-off").arg("from", st.from)
    } else if st.from == super::step::BAR_POINT {
        Msg::new("step-short-enter").arg("to", st.to)
    } else {
        Msg::new("step-short-move").arg("from", st.from).arg("to", st.to)
    };
    if let Some(d) = die {
        label = Msg::new("fevga-step-with-die").arg("step", label).arg("die", d);
        short = Msg::new("step-short-with-die").arg("step", short).arg("die", d);
    }
    StepInfo {
        short: Some(short),
        notation: super::notation::format_step(st),
        label,
        node: Some(point_id(state.turn, st.from)),
        target: Some(point_id(state.turn, st.to)),
    }
}

fn play_steps(state: &State, steps: &[Step]) -> Vec<StepInfo> {
    if steps.is_empty() {
        return vec![StepInfo::plain("pass", Msg::new("fevga-step-pass"))];
    }
    let seat = state.turn;
    let mut dice = state.dice.clone();
    let mut board = state.board;
    steps
        .iter()
        .map(|st| {
            let (r, t) = rel_of(seat, st);
            let die = die_for(&board, seat, &dice, r, t).ok();
            if let Some(d) = die {
                if let Some(i) = dice.iter().position(|&x| x == d) {
                    dice.remove(i);
                }
                board.apply_step(seat, r, t);
            }
            step_info(state, st, die)
        })
        .collect()
}

fn dice_text(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

/// A player's words for a refusal.
pub fn refusal_msg(state: &State, refusal: Refusal<StepError>) -> Msg {
    let dice = dice_text(&state.dice);
    match refusal {
        Refusal::Step(StepError::NoChecker) => Msg::new("fevga-refuse-no-checker"),
        Refusal::Step(StepError::MustEnter) => Msg::new("tavli-refuse-must-enter"),
        Refusal::Step(StepError::Closed) => Msg::new(match state.kind {
            Kind::Portes => "tavli-refuse-closed-portes",
            Kind::Plakoto => "tavli-refuse-closed-plakoto",
        }),
        Refusal::Step(StepError::NotAllHome) => Msg::new("fevga-refuse-not-all-home"),
        Refusal::Step(StepError::PinnedStopsBearOff) => Msg::new("tavli-refuse-pinned-bear-off"),
        Refusal::Step(StepError::HigherChecker) => Msg::new("fevga-refuse-higher-checker"),
        Refusal::NoDie => Msg::new("fevga-refuse-no-die").arg("dice", dice),
        Refusal::MaxNumbers => Msg::new("fevga-refuse-max-numbers").arg("count", state.analysis().maxlen),
        Refusal::LargerNumber => {
            Msg::new("fevga-refuse-larger-number").arg("die", state.dice.iter().max().copied().unwrap_or(0))
        }
        Refusal::Incomplete => {
            Msg::new("fevga-refuse-incomplete").arg("count", state.analysis().maxlen).arg("dice", dice)
        }
    }
}

/// Why a step list is refused in a position.
pub fn explain(state: &State, steps: &[String]) -> Msg {
    match state.phase {
        Phase::Opening | Phase::Rolling => return Msg::new("fevga-refuse-dice-next"),
        Phase::Over => return Msg::new("tavli-refuse-game-over"),
        Phase::Start => return Msg::new("fevga-refuse-roll-first"),
        Phase::Moving => {}
    }
    if steps.len() == 1 && steps[0] == "pass" {
        return Msg::new("fevga-refuse-cannot-pass");
    }
    let mut parsed = Vec::new();
    for s in steps {
        match super::notation::parse_step(s) {
            Ok(st) => parsed.push(st),
            Err(_) => return Msg::new("tavli-refuse-bad-step").arg("step", s.as_str()),
        }
    }
    let seat = state.turn;
    let rel = state.rel_steps(&parsed);
    match follow(&state.board, seat, &state.dice, &rel) {
        Err((i, refusal)) => {
            Msg::new("fevga-refuse-step").arg("step", steps[i].as_str()).arg("reason", refusal_msg(state, refusal))
        }
        Ok((after, left)) => {
            let analysis = state.analysis();
            refusal_msg(state, turn_refusal(&analysis, seat, &after, &left, parsed.len()))
        }
    }
}

/// The end screen's words: how the game was won and what it is worth.
pub fn end_summary(end: End) -> Vec<Msg> {
    let player = crate::scene::seat_name;
    let msg = match end {
        End::BorneOff { winner, points } => Msg::new("tavli-end-borne-off")
            .arg("player", player(winner))
            .arg("loser", player(1 - winner))
            .arg("points", points),
        End::Mother { winner, points } => Msg::new("tavli-end-mother")
            .arg("player", player(winner))
            .arg("loser", player(1 - winner))
            .arg("points", points),
        End::BothMothers => Msg::new("tavli-end-both-mothers"),
        End::Resigned { winner, points } => Msg::new("tavli-end-resigned")
            .arg("player", player(winner))
            .arg("loser", player(1 - winner))
            .arg("points", points),
    };
    vec![msg]
}

impl<R: Rules> Game for Opposed<R> {
    type State = State;
    type Move = Move;
    type Observation = Observation;

    fn info() -> &'static GameInfo {
        R::info()
    }

    fn new_game(setup: &Setup) -> Result<State, GameError> {
        let setup = setup.validated(R::info())?;
        Ok(State::new(R::KIND, Options::from_setup(&setup)))
    }

    fn to_move(state: &State) -> ToMove {
        match state.phase {
            Phase::Opening | Phase::Rolling => ToMove::Chance,
            Phase::Start | Phase::Moving => ToMove::Seat(state.turn),
            Phase::Over => ToMove::Over,
        }
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        state.legal_moves()
    }

    fn sample_chance(state: &State, rng: &mut GameRng) -> Move {
        let a = rng.die();
        let b = rng.die();
        match state.phase {
            Phase::Opening => Move::Opening(a, b),
            _ => Move::Dice(a.max(b), a.min(b)),
        }
    }

    fn chance_outcomes(state: &State) -> Option<Vec<(Move, f64)>> {
        match state.phase {
            Phase::Opening => {
                Some((1..=6).flat_map(|w| (1..=6).map(move |b| (Move::Opening(w, b), 1.0 / 36.0))).collect())
            }
            Phase::Rolling => Some(
                (1..=6u8)
                    .flat_map(|a| {
                        (1..=a).map(move |b| (Move::Dice(a, b), if a == b { 1.0 / 36.0 } else { 2.0 / 36.0 }))
                    })
                    .collect(),
            ),
            _ => None,
        }
    }

    fn apply_into(state: &mut State, mv: &Move, events: &mut Events) {
        state.apply_into(mv, events)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        let end = state.end.filter(|_| state.phase == Phase::Over)?;
        let (places, points) = match end.winner() {
            Some(w) => {
                let mut places = vec![2, 2];
                places[w] = 1;
                let mut points = vec![0, 0];
                points[w] = end.points() as i32;
                (places, points)
            }
            None => (vec![1, 1], vec![0, 0]),
        };
        let losers = end.winner().map(|w| vec![1 - w]).unwrap_or_default();
        Some(Outcome { places, points, losers, summary: end_summary(end), standings: Vec::new() })
    }

    /// A game under way is given up by the seat's own move, won by the other at
    /// the value it has now (as the tavli series scores a game given up).
    fn resign_all_move(state: &State, seat: Seat) -> Option<Move> {
        let playing = matches!(state.phase, Phase::Start | Phase::Moving);
        (playing && seat <= super::rules::BLACK).then_some(Move::Resign(seat))
    }

    /// "Resign", and what the other wins.
    fn resign_words(state: &State, seat: Seat, _scope: ResignScope, _settle: bool) -> (Msg, Option<Msg>) {
        let winner = 1 - seat.min(super::rules::BLACK);
        let points = super::rules::win_points(state.kind, &state.opts, &state.board, winner);
        let detail =
            Msg::new("tavli-resign-single-detail").arg("player", crate::scene::seat_name(winner)).arg("points", points);
        (Msg::new("resign-choice-all"), Some(detail))
    }

    fn resigned_seats(state: &State) -> Vec<Seat> {
        match state.end {
            Some(End::Resigned { winner, .. }) => vec![1 - winner],
            _ => Vec::new(),
        }
    }

    fn observe(state: &State, seat: Seat) -> Observation {
        Observation { seat, state: state.clone() }
    }

    fn bot_move(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
        super::bot::choose(&obs.state, level, rng)
    }

    /// Every level plays by the network's value, which is the bear-off table's where
    /// all checkers are home (`nn::value`): built now, off this thread, so no bot's
    /// first race builds it inside its decision.
    fn prepare_bots(_levels: &[BotLevel]) {
        crate::games::fevga::race::warm_up();
    }

    /// The player rolls the dice themselves, even when rolling is all there is to do.
    fn always_ask(_state: &State, mv: &Move) -> bool {
        matches!(mv, Move::Roll)
    }

    fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
        match mv {
            Move::Play(steps) => play_steps(state, steps),
            Move::Roll => {
                vec![StepInfo { node: Some("dice".into()), ..StepInfo::plain("roll", Msg::new("fevga-step-roll")) }]
            }
            other => vec![StepInfo::plain(super::notation::format_move(other), Msg::new("step-chance"))],
        }
    }

    /// Every order in which a play's checkers may be moved to the same result.
    fn step_orders(state: &State, mv: &Move) -> Vec<Vec<StepInfo>> {
        let Move::Play(steps) = mv else {
            return vec![Self::steps(state, mv)];
        };
        if steps.is_empty() || state.phase != Phase::Moving {
            return vec![Self::steps(state, mv)];
        }
        let seat = state.turn;
        let rel = state.rel_steps(steps);
        let Ok((target, _)) = follow(&state.board, seat, &state.dice, &rel) else {
            return vec![Self::steps(state, mv)];
        };
        let mut out = vec![Self::steps(state, mv)];
        for order in orders_to(&state.board, seat, &state.dice, &target, steps.len()) {
            if order != rel {
                let alt: Vec<Step> = order.iter().map(|&(r, t)| step_of(seat, r, t)).collect();
                out.push(play_steps(state, &alt));
            }
        }
        out
    }

    fn preview(state: &State, steps: &[String]) -> Option<State> {
        let steps: Vec<Step> = steps.iter().map(|s| super::notation::parse_step(s)).collect::<Result<_, _>>().ok()?;
        state.preview(&steps)
    }

    fn confirm_move(_state: &State, mv: &Move) -> bool {
        matches!(mv, Move::Play(_))
    }

    fn format_state(state: &State) -> String {
        super::notation::format_state(state)
    }

    fn parse_state(text: &str) -> Result<State, GameError> {
        super::notation::parse_state(text, R::KIND)
    }

    fn format_move(_state: &State, mv: &Move) -> String {
        super::notation::format_move(mv)
    }

    fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
        super::notation::parse_move(state, text)
    }

    fn scene(state: &State, viewer: Option<Seat>) -> Scene {
        super::scene::scene(state, viewer)
    }

    fn text_board(state: &State, viewer: Option<Seat>) -> String {
        super::scene::text_board(state, viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        super::scene::text_board(state, viewer, lang)
    }

    fn explain_refusal(state: &State, steps: &[String]) -> Msg {
        explain(state, steps)
    }

    fn seat_colour(_state: &State, seat: Seat) -> Option<&'static str> {
        Some(seat_color(seat))
    }

    fn seat_name(_state: &State, seat: Seat) -> String {
        seat_color(seat).to_string()
    }
}
