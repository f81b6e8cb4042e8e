//! Fevga, the Greek race game of the tavli series (RULES.md §4): both sides run the
//! same way round from opposite heads, one checker holds a point, no hitting.
//!
//! A turn is a seat move `roll` (or `double`, answered by `take`/`drop`), a chance
//! move with the dice, and a seat move with the whole play (`1/7 7/13`), which the
//! player builds die by die and confirms. Crazy Fevga progressions and leftovers and
//! match play live inside the state.

pub mod board;
pub mod bot;
pub mod moves;
pub mod nn;
pub mod notation;
pub mod plays;
pub mod race;
pub mod rules;
pub mod scene;
/// The inline step list is the tavli family's (kept at this path for Fevga's users).
pub use crate::games::tavli::step_list;
pub mod taps;
pub mod train;

#[cfg(test)]
mod tests;

use crate::error::GameError;
use crate::event_sink::Events;
use crate::game::{BotLevel, Game, GameInfo, Outcome, Seat, Setup, StepInfo, ToMove, VariantSpec};
use crate::games::tavli::game::tavli_info;
use crate::message::Msg;
use crate::resign::ResignScope;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::step_table::StepTable;

use board::{rel_point, StepError, CHECKERS, OFF};
use moves::{follow, orders_to, turn_refusal, Refusal};
use rules::{colour_msg, point_id, seat_color, Move, Options, Phase, State, Step, OFF_POINT};

/// The Fevga rules.
pub struct Fevga;

static VARIANTS: &[VariantSpec] = &[
    VariantSpec {
        key: "match",
        label_key: "fevga-variant-match",
        values: &["1", "3", "5", "7"],
        help: "Points to win the match: a single game, or a match to 3, 5 or 7 points",
    },
    VariantSpec {
        key: "mars",
        label_key: "fevga-variant-mars",
        values: &["on", "off"],
        help: "A win before the loser bore off any checker (mars) counts double",
    },
    VariantSpec {
        key: "cube",
        label_key: "fevga-variant-cube",
        values: &["off", "on"],
        help: "Doubling cube: offer before rolling; take doubles the stake, drop loses the current stake",
    },
    VariantSpec {
        key: "crazy",
        label_key: "fevga-variant-crazy",
        values: &["off", "on"],
        help: "Crazy Fevga: after five ordinary rolls each, a double is followed by every higher double; \
               unplayable numbers of a following double pass to the opponent",
    },
];

static INFO: GameInfo = tavli_info("fevga", "Fevga", VARIANTS);

/// What a seat sees: everything (Fevga has no hidden information; future dice are
/// not in the state).
pub type Observation = crate::games::tavli::game::Whole<State>;

fn step_info(state: &State, st: &Step, die_hint: Option<u8>) -> StepInfo {
    let who = colour_msg(state.turn);
    let mut label = if st.to == OFF_POINT {
        Msg::new("fevga-step-off").arg("color", who).arg("from", st.from)
    } else {
        Msg::new("fevga-step-move").arg("color", who).arg("from", st.from).arg("to", st.to)
    };
    let mut short = if st.to == OFF_POINT {
        Msg::new("step-short-off").arg("from", st.from)
    } else {
        Msg::new("step-short-move").arg("from", st.from).arg("to", st.to)
    };
    if let Some(d) = die_hint {
        label = Msg::new("fevga-step-with-die").arg("step", label).arg("die", d);
        short = Msg::new("step-short-with-die").arg("step", short).arg("die", d);
    }
    StepInfo {
        short: Some(short),
        notation: notation::format_step(st),
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
            let (r, t) = st.rel(seat);
            let die = moves::die_for(&board, seat, &dice, r, t).ok();
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

/// A player's words for a refusal; `step` is the step it is about, if one.
pub fn refusal_msg(state: &State, refusal: Refusal, step: Option<&Step>) -> Msg {
    let seat = state.turn;
    let opp_head = if seat == rules::WHITE { 13 } else { 1 };
    let quarter = if seat == rules::WHITE { "1–6" } else { "13–18" };
    let dice = dice_text(&state.dice);
    match refusal {
        Refusal::Step(StepError::NoChecker) => Msg::new("fevga-refuse-no-checker"),
        Refusal::Step(StepError::Closed) => Msg::new("fevga-refuse-closed"),
        Refusal::Step(StepError::FirstChecker) => Msg::new("fevga-refuse-first-checker").arg("head", opp_head),
        Refusal::Step(StepError::StartQuarter) => Msg::new("fevga-refuse-start-quarter").arg("points", quarter),
        Refusal::Step(StepError::NotAllHome) => Msg::new("fevga-refuse-not-all-home"),
        Refusal::Step(StepError::HigherChecker) => Msg::new("fevga-refuse-higher-checker"),
        Refusal::NoDie => match step.map(|st| st.rel(seat)) {
            // A step longer than every die left, which the dice together could
            // cover: the player wrote two numbers as one step.
            Some((r, t)) if t < OFF && t > r && (t - r) as u8 > state.dice.iter().copied().max().unwrap_or(0) => {
                Msg::new("fevga-refuse-one-step-per-number").arg("distance", t - r).arg("dice", dice)
            }
            _ => Msg::new("fevga-refuse-no-die").arg("dice", dice),
        },
        Refusal::MaxNumbers => Msg::new("fevga-refuse-max-numbers").arg("count", state.analysis().maxlen),
        Refusal::LargerNumber => {
            Msg::new("fevga-refuse-larger-number").arg("die", state.dice.iter().max().copied().unwrap_or(0))
        }
        Refusal::ForbiddenBlock => Msg::new("fevga-refuse-six-block"),
        Refusal::MustOpen => Msg::new("fevga-refuse-must-open"),
        Refusal::Incomplete => {
            Msg::new("fevga-refuse-incomplete").arg("count", state.analysis().maxlen).arg("dice", dice)
        }
    }
}

/// How the last game of a finished match was won, and the match score, for the end
/// screen. Read from the final position: the board is left as the last game ended, so
/// a winner with every checker off bore off (a mars when the loser had none off and the
/// house rule counts it), and one without was handed the game by a dropped double.
fn end_summary(state: &State, winner: Seat) -> Vec<Msg> {
    let loser = 1 - winner;
    let player = crate::scene::seat_name;
    let (key, points) = if state.resigned == Some(loser) && state.opts.match_to <= 1 {
        // A single game: the family's words ("Bo resigned: Anna wins 2 points").
        ("tavli-end-resigned", state.win_points(winner))
    } else if state.resigned == Some(loser) {
        ("fevga-end-resigned", state.win_points(winner))
    } else if state.board.off[winner] < CHECKERS {
        ("fevga-end-dropped", state.stake)
    } else if state.win_points(winner) > state.stake {
        ("fevga-end-mars", state.win_points(winner))
    } else {
        ("fevga-end-borne-off", state.stake)
    };
    let mut lines = vec![Msg::new(key).arg("player", player(winner)).arg("loser", player(loser)).arg("points", points)];
    if state.opts.cube && state.stake > 1 {
        lines.push(Msg::new("fevga-end-cube").arg("stake", state.stake));
    }
    if state.opts.match_to > 1 {
        lines.push(
            Msg::new("fevga-end-match")
                .arg("player", player(winner))
                .arg("won", state.score[winner])
                .arg("lost", state.score[loser])
                .arg("to", state.opts.match_to),
        );
    }
    lines
}

fn dice_text(dice: &[u8]) -> String {
    dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-")
}

/// `seat` giving up the game in play, where it may now (a game under way, one of
/// the two seats).
fn resign_now(state: &State, seat: Seat) -> Option<Move> {
    let playing = matches!(state.phase, Phase::Start | Phase::Offered | Phase::Moving);
    (playing && seat < 2).then_some(Move::Resign(seat))
}

/// Why a step list is refused in a position.
pub fn explain(state: &State, steps: &[String]) -> Msg {
    match state.phase {
        Phase::Opening | Phase::Rolling => return Msg::new("fevga-refuse-dice-next"),
        Phase::Over => return Msg::new("fevga-refuse-match-over"),
        Phase::Offered => return Msg::new("fevga-refuse-answer-double"),
        Phase::Start => {
            return Msg::new(match steps.first().map(String::as_str) {
                Some("double") if !state.opts.cube => "fevga-refuse-no-cube",
                Some("double") if state.stake >= rules::MAX_CUBE => "fevga-refuse-cube-highest",
                Some("double") => "fevga-refuse-not-cube-owner",
                _ => "fevga-refuse-roll-first",
            })
        }
        Phase::Moving => {}
    }
    if steps.len() == 1 && steps[0] == "pass" {
        return Msg::new("fevga-refuse-cannot-pass");
    }
    let mut parsed = Vec::new();
    for s in steps {
        match notation::parse_step(s) {
            Ok(st) => parsed.push(st),
            Err(_) => return Msg::new("fevga-refuse-bad-step").arg("step", s.as_str()),
        }
    }
    let seat = state.turn;
    let rel = state.rel_steps(&parsed);
    match follow(&state.board, seat, &state.dice, &rel) {
        Err((i, refusal)) => Msg::new("fevga-refuse-step")
            .arg("step", steps[i].as_str())
            .arg("reason", refusal_msg(state, refusal, Some(&parsed[i]))),
        Ok((after, left)) => {
            let analysis = state.analysis();
            refusal_msg(state, turn_refusal(&analysis, seat, &after, &left, parsed.len()), None)
        }
    }
}

impl Game for Fevga {
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
        match state.phase {
            Phase::Opening | Phase::Rolling => ToMove::Chance,
            Phase::Start | Phase::Moving => ToMove::Seat(state.turn),
            Phase::Offered => ToMove::Seat(1 - state.turn),
            Phase::Over => ToMove::Over,
        }
    }

    fn legal_moves(state: &State) -> Vec<Move> {
        state.legal_moves()
    }

    fn random_move(state: &State, rng: &mut GameRng) -> Move {
        match state.phase {
            Phase::Moving => plays::random_play(&state.board, state.turn, &state.dice, rng),
            _ => rng.take_one(state.legal_moves()),
        }
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
        let w = state.winner()?;
        let mut places = vec![2, 2];
        places[w] = 1;
        let points = state.score.iter().map(|&p| p as i32).collect();
        Some(Outcome { places, points, losers: vec![1 - w], summary: end_summary(state, w), standings: Vec::new() })
    }

    /// In match play: this game (the first choice) or the whole match; a single game
    /// is resigned whole (by [`Game::resign_all_move`], at its value).
    fn resign_scopes(state: &State, seat: Seat) -> Vec<ResignScope> {
        match Self::resign_move(state, seat, false) {
            Some(_) => vec![ResignScope::ThisGame, ResignScope::All],
            None => vec![ResignScope::All],
        }
    }

    fn resign_move(state: &State, seat: Seat, _settle: bool) -> Option<Move> {
        (state.opts.match_to > 1).then(|| resign_now(state, seat)).flatten()
    }

    /// A single game resigned is won by the opponent at its value, as a game given
    /// up inside a match is: the same move, which ends the match of one game.
    fn resign_all_move(state: &State, seat: Seat) -> Option<Move> {
        (state.opts.match_to <= 1).then(|| resign_now(state, seat)).flatten()
    }

    /// This game: what the opponent scores for it (the stake, doubled for a mars) and
    /// whether the match goes on; the match: the opponent wins it. A single game: what
    /// the opponent wins.
    fn resign_words(state: &State, seat: Seat, scope: ResignScope, _settle: bool) -> (Msg, Option<Msg>) {
        let winner = 1 - seat.min(1);
        let player = crate::scene::seat_name(winner);
        if state.opts.match_to <= 1 {
            let detail =
                Msg::new("tavli-resign-single-detail").arg("player", player).arg("points", state.win_points(winner));
            return (Msg::new("resign-choice-all"), Some(detail));
        }
        match scope {
            ResignScope::ThisGame => {
                let points = state.win_points(winner);
                let ends = u32::from(state.score[winner]) + u32::from(points) >= u32::from(state.opts.match_to);
                let key = match (ends, points > state.stake) {
                    (true, _) => "fevga-resign-game-ends-match",
                    (false, true) => "fevga-resign-game-detail-mars",
                    (false, false) => "fevga-resign-game-detail",
                };
                let detail = Msg::new(key)
                    .arg("player", player)
                    .arg("points", points)
                    .arg("stake", state.stake)
                    .arg("match", state.opts.match_to);
                (Msg::new("fevga-resign-game"), Some(detail))
            }
            ResignScope::All => {
                (Msg::new("fevga-resign-match"), Some(Msg::new("fevga-resign-match-detail").arg("player", player)))
            }
        }
    }

    fn resigned_seats(state: &State) -> Vec<Seat> {
        state.resigned.into_iter().collect()
    }

    fn observe(state: &State, seat: Seat) -> Observation {
        Observation { seat, state: state.clone() }
    }

    fn bot_move(obs: &Observation, level: BotLevel, rng: &mut GameRng) -> Move {
        bot::choose(&obs.state, level, rng)
    }

    /// Master values all-home races by the bear-off table (the levels under it never
    /// read it): built now, off this thread, so master's first race does not build it.
    fn prepare_bots(levels: &[BotLevel]) {
        if levels.contains(&BotLevel::Master) {
            race::warm_up();
        }
    }

    /// The player rolls the die themselves, even when rolling is all there is to do.
    fn always_ask(_state: &State, mv: &Move) -> bool {
        matches!(mv, Move::Roll)
    }

    fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
        match mv {
            Move::Play(steps) => play_steps(state, steps),
            Move::Roll => {
                vec![StepInfo { node: Some("dice".into()), ..StepInfo::plain("roll", Msg::new("fevga-step-roll")) }]
            }
            Move::Double => vec![StepInfo {
                node: Some("cube".into()),
                ..StepInfo::plain("double", Msg::new("fevga-step-double").arg("stake", state.stake * 2))
            }],
            Move::Take => vec![StepInfo::plain("take", Msg::new("fevga-step-take").arg("stake", state.stake * 2))],
            Move::Drop => vec![StepInfo::plain("drop", Msg::new("fevga-step-drop").arg("stake", state.stake))],
            other => vec![StepInfo::plain(notation::format_move(other), Msg::new("step-chance"))],
        }
    }

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
                let alt: Vec<Step> = order.iter().map(|&(r, t)| Step::of_rel(seat, r, t)).collect();
                out.push(play_steps(state, &alt));
            }
        }
        out
    }

    fn step_table(state: &State) -> StepTable<Move> {
        taps::table(state).unwrap_or_else(|| crate::step_table::listed::<Fevga>(state))
    }

    fn preview(state: &State, steps: &[String]) -> Option<State> {
        let steps: Vec<Step> = steps.iter().map(|s| notation::parse_step(s)).collect::<Result<_, _>>().ok()?;
        state.preview(&steps)
    }

    fn confirm_move(_state: &State, mv: &Move) -> bool {
        matches!(mv, Move::Play(_))
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

    fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
        notation::parse_move(state, text)
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
        explain(state, steps)
    }

    fn seat_colour(_state: &State, seat: Seat) -> Option<&'static str> {
        Some(seat_color(seat))
    }

    fn seat_name(_state: &State, seat: Seat) -> String {
        seat_color(seat).to_string()
    }
}

/// The relative point of an absolute point for `seat`, or [`OFF`] for 0.
pub fn rel_or_off(seat: Seat, abs: u8) -> usize {
    if abs == OFF_POINT {
        OFF
    } else {
        rel_point(seat, abs)
    }
}
