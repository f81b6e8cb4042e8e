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
use crate::message::Msg;
use crate::resign::ResignScope;
use crate::rng::GameRng;
use crate::scene::Scene;
use crate::step_table::StepTable;

use rules::{piece_id, FiaMove, FiaState, Pos, Stage, COLOURS};

/// The Fia med knuff game.
pub struct Fia;

static INFO: GameInfo = GameInfo {
    id: "fia",
    name: "Fia med knuff",
    min_players: 2,
    max_players: 4,
    default_players: 4,
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

    fn random_move(state: &FiaState, rng: &mut GameRng) -> FiaMove {
        state.random_move(rng)
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

    /// Places as [`FiaState::places`]. Without a resignation no one is named a
    /// loser (the last place is the loss); with one, the seats that resigned are, and
    /// so is the last place of those who played on (when below first).
    fn outcome(state: &FiaState) -> Option<Outcome> {
        (state.stage == Stage::Over).then(|| {
            let places = state.places();
            let mut losers = Vec::new();
            if !state.out.is_empty() {
                let stayed = || (0..state.players()).filter(|s| !state.out.contains(s));
                let worst = stayed().map(|s| places[s]).max().unwrap_or(1);
                losers = stayed().filter(|&s| worst > 1 && places[s] == worst).collect();
                losers.extend(state.out.iter().copied());
                losers.sort_unstable();
            }
            Outcome {
                places,
                points: vec![0; state.players()],
                losers,
                summary: state.out.iter().map(|&s| crate::resign::note(s)).collect(),
                standings: Vec::new(),
            }
        })
    }

    /// Resigning leaves the game and the others play on.
    fn resign_scopes(state: &FiaState, seat: Seat) -> Vec<ResignScope> {
        let _ = (state, seat);
        vec![ResignScope::ThisGame]
    }

    fn resign_move(state: &FiaState, seat: Seat, settle: bool) -> Option<FiaMove> {
        state.may_resign(seat).then_some(FiaMove::Resign { seat, settle })
    }

    /// "Resign": the others play on, or (two left, or no other person playing)
    /// the game ends here.
    fn resign_words(state: &FiaState, seat: Seat, _scope: ResignScope, settle: bool) -> (Msg, Option<Msg>) {
        let others: Vec<Seat> = state.playing_seats().into_iter().filter(|&s| s != seat).collect();
        let detail = match others[..] {
            [only] => Msg::new("fia-resign-detail-wins").arg("player", crate::scene::seat_name(only)),
            _ if settle => Msg::new("fia-resign-detail-ends"),
            _ => Msg::new("fia-resign-detail-play-on").arg("place", state.players() - state.out.len()),
        };
        (Msg::new("resign-choice-all"), Some(detail))
    }

    fn still_playing(state: &FiaState, seat: Seat) -> bool {
        state.is_playing(seat)
    }

    fn resigned_seats(state: &FiaState) -> Vec<Seat> {
        state.out.clone()
    }

    /// A resignation is not taken back.
    fn undo_blocked(before: &FiaState, after: &FiaState) -> Option<Msg> {
        (after.out.len() != before.out.len()).then(|| Msg::new("reason-undo-resigned"))
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
        let piece = |i: usize| Msg::new("fia-piece").arg("color", colour_msg(colour)).arg("piece", i + 1);
        let (label, node, target) = match mv {
            FiaMove::Roll => (Msg::new("fia-step-roll"), Some("fia:die".to_string()), None),
            FiaMove::Out | FiaMove::OutTwo | FiaMove::OutFive => {
                let (count, to) = match mv {
                    FiaMove::OutTwo => (2, 0),
                    FiaMove::OutFive => (1, 5),
                    _ => (1, 0),
                };
                let key = if to == 0 { "fia-step-out-start" } else { "fia-step-out-six" };
                let label = Msg::new(key)
                    .arg("color", colour_msg(colour))
                    .arg("count", count)
                    .arg("square", scene::spot_msg(state, seat, to));
                (label, Some(piece_id(colour, nest_piece)), Some(scene::target_space(state, seat, Pos::At(to))))
            }
            FiaMove::Piece(i) => {
                let i = *i as usize;
                let target = state.plan(mv).map(|plan| plan.walk.target);
                let from = state.pieces[seat][i];
                // Squares as the board labels them (the notation counts from each
                // colour's start; a reader looks for the board's square).
                let spot = |p: u8| scene::spot_msg(state, seat, p);
                let label = match (from, target) {
                    (Pos::At(a), Some(Pos::Goal)) => {
                        Msg::new("fia-step-goal").arg("piece", piece(i)).arg("from", spot(a))
                    }
                    (Pos::At(a), Some(Pos::At(b))) => {
                        Msg::new("fia-step-move").arg("piece", piece(i)).arg("from", spot(a)).arg("to", spot(b))
                    }
                    _ => piece(i),
                };
                (label, Some(piece_id(colour, i)), target.map(|t| scene::target_space(state, seat, t)))
            }
            FiaMove::Die(_) | FiaMove::RollOff(_) => (Msg::new("step-chance"), None, None),
            FiaMove::Resign { seat, .. } => (crate::resign::note(*seat), None, None),
        };
        vec![StepInfo { short: None, notation, label, node, target }]
    }

    /// Two pieces of one colour on one square make the same move: the player is
    /// offered it once (the lower-numbered piece), not two options that read alike.
    /// Either stays legal when typed or replayed from a save.
    fn step_table(state: &FiaState) -> StepTable<FiaMove> {
        let mut table = StepTable::new(Self::legal_moves(state));
        for i in 0..table.moves().len() {
            let mv = table.moves()[i].clone();
            if table.moves()[..i].iter().any(|earlier| same_square(state, earlier, &mv)) {
                continue;
            }
            for steps in Self::step_orders(state, &mv) {
                table.push_order(i, steps);
            }
        }
        table
    }

    /// The lowest-numbered piece on the same square: the one [`Fia::step_table`] offers.
    fn offered(state: &FiaState, mv: FiaMove) -> FiaMove {
        Self::legal_moves(state).into_iter().find(|m| *m == mv || same_square(state, m, &mv)).unwrap_or(mv)
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

    fn text_board(state: &FiaState, viewer: Option<Seat>) -> String {
        Self::text_board_in(state, viewer, crate::i18n::Lang::En)
    }

    fn text_board_in(state: &FiaState, _viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
        let mut out = scene::text_board(state);
        let die = match state.stage {
            Stage::Moving => state.die.map(|d| d.to_string()).unwrap_or_default(),
            _ => "-".into(),
        };
        let colour = state.colours.get(state.turn).map(|&c| colour_msg(c)).unwrap_or_else(|| Msg::new("color-red"));
        let status = Msg::new("fia-board-status").arg("color", colour).arg("die", die);
        out.push_str(&crate::i18n::render(&status, lang));
        out.push('\n');
        // The letters are the colours' English initials: yellow is `Y` on a board
        // that says "gul", so the board says which letter is which.
        let letters = Msg::new("fia-board-letters").arg("letters", Msg::new("board-letters"));
        out.push_str(&crate::i18n::render(&letters, lang));
        out.push('\n');
        out
    }

    fn explain_refusal(state: &FiaState, steps: &[String]) -> Msg {
        refusal(state, steps)
    }

    fn seat_colour(state: &FiaState, seat: Seat) -> Option<&'static str> {
        state.colours.get(seat).map(|&c| COLOURS[c as usize])
    }

    fn seat_count(state: &FiaState) -> usize {
        state.players()
    }

    fn seat_name(state: &FiaState, seat: Seat) -> String {
        state.colours.get(seat).map(|&c| COLOURS[c as usize].to_string()).unwrap_or_default()
    }
}

/// The catalogue name of a colour (`color-red`).
fn colour_msg(colour: u8) -> Msg {
    Msg::new(format!("color-{}", COLOURS[colour as usize]))
}

/// Why the piece `index` (at progress `from`) cannot move with the die: the goal
/// rule, the own piece in the way, or the protected piece where it would land, as far
/// as the position tells (the general reason otherwise).
fn piece_blocked(state: &FiaState, index: usize, from: u8) -> Msg {
    let seat = state.turn;
    let Some(walk) = state.die.and_then(|die| state.walk(from, die)) else {
        return Msg::new("fia-refuse-piece-overshoot").arg("count", rules::GOAL - from);
    };
    let own = state.pieces[seat]
        .iter()
        .enumerate()
        .find(|&(j, p)| j != index && matches!(p, Pos::At(q) if walk.path.contains(q) && *q != rules::GOAL));
    if let Some((j, _)) = own {
        return Msg::new("fia-refuse-piece-own").arg("piece", j + 1);
    }
    if let (true, Pos::At(stop)) = (state.variants.safe_start, walk.target) {
        let square = state.square_of(seat, stop);
        let guarded = (0..state.players())
            .find(|&o| o != seat && Some(state.start_square(o)) == square && state.pieces[o].contains(&Pos::At(0)));
        if let Some(other) = guarded {
            return Msg::new("fia-refuse-piece-protected").arg("color", colour_msg(state.colours[other]));
        }
    }
    Msg::new("fia-refuse-piece-blocked")
}

/// Why a step is refused, naming the reason where the position tells it.
fn refusal(state: &FiaState, steps: &[String]) -> Msg {
    let wanted = steps.join(" ");
    let seat = state.turn;
    match state.stage {
        Stage::AwaitRoll => Msg::new("fia-refuse-roll-first"),
        Stage::Moving => match notation::parse_move(state, &wanted) {
            Ok(mv @ (FiaMove::Out | FiaMove::OutTwo | FiaMove::OutFive)) => {
                let die = state.die.unwrap_or(0);
                let in_nest = state.pieces[seat].iter().filter(|p| **p == Pos::Nest).count();
                let own_on_start = state.pieces[seat].contains(&Pos::At(0));
                let exit_key = if state.variants.exit_on_one { "fia-exit-1or6" } else { "fia-exit-6" };
                if die != 6 && !(die == 1 && state.variants.exit_on_one) {
                    Msg::new("fia-refuse-out-number").arg("numbers", Msg::new(exit_key)).arg("die", die)
                } else if in_nest == 0 {
                    Msg::new("fia-refuse-out-nest-empty")
                } else if own_on_start {
                    Msg::new("fia-refuse-out-own-start")
                } else if mv == FiaMove::OutTwo && in_nest < 2 {
                    Msg::new("fia-refuse-out-two")
                } else {
                    Msg::new("fia-refuse-out")
                }
            }
            Ok(FiaMove::Piece(i)) => match state.pieces[seat].get(i as usize) {
                Some(Pos::Nest) => Msg::new("fia-refuse-piece-in-nest"),
                Some(Pos::Goal) => Msg::new("fia-refuse-piece-in-goal"),
                Some(&Pos::At(from)) => piece_blocked(state, i as usize, from),
                None => Msg::new("fia-refuse-piece-blocked"),
            },
            _ => Msg::new("refuse-not-legal").arg("move", wanted),
        },
        _ => Msg::new("refuse-nobody-moves"),
    }
}

/// True when `a` and `b` move two pieces of the seat to move that stand on one square
/// of the track or home path (the same move, told apart only by the pieces' numbers).
fn same_square(state: &FiaState, a: &FiaMove, b: &FiaMove) -> bool {
    let at = |mv: &FiaMove| match mv {
        FiaMove::Piece(i) => match state.pieces[state.turn][*i as usize] {
            Pos::At(x) => Some(x),
            _ => None,
        },
        _ => None,
    };
    matches!((at(a), at(b)), (Some(x), Some(y)) if x == y)
}
