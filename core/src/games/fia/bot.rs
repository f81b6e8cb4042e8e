//! Fia bots.
//!
//! - Easy: any legal move, at random.
//! - Medium: greedy on progress, knocks and getting out, blind to danger.
//! - Hard: the same features plus risk: how likely each of its pieces is to be
//!   knocked before its next turn (opponents 1–6 squares behind, or able to come out
//!   onto it), and how much it threatens opponents. One ply, because the opponents'
//!   replies are dominated by their own dice.

use crate::bot::best_by;
use crate::game::{BotLevel, Seat};
use crate::rng::GameRng;

use super::rules::{FiaMove, FiaState, Pos, Stage, GOAL, HOME_FIRST, LAST_TRACK, TRACK_LEN};

/// Chooses a move for the seat to move.
pub fn choose(state: &FiaState, level: BotLevel, rng: &mut GameRng) -> FiaMove {
    let moves = state.legal_moves();
    if moves.len() == 1 || state.stage != Stage::Moving {
        return moves.into_iter().next().unwrap_or(FiaMove::Roll);
    }
    let me = state.turn;
    match level {
        BotLevel::Easy => rng.choose(&moves).cloned().unwrap_or(FiaMove::Roll),
        BotLevel::Medium => best_by(&moves, rng, |mv| score_after(state, mv, me, false)).unwrap_or(FiaMove::Roll),
        BotLevel::Hard => best_by(&moves, rng, |mv| score_after(state, mv, me, true)).unwrap_or(FiaMove::Roll),
    }
}

fn score_after(state: &FiaState, mv: &FiaMove, me: Seat, risk: bool) -> f64 {
    let mut next = state.clone();
    next.apply(mv);
    evaluate(&next, me, risk)
}

/// Value of one piece for its owner: nothing in the nest, more the further it is,
/// a bonus once safe on the home path, most in the goal.
fn piece_value(pos: Pos) -> f64 {
    match pos {
        Pos::Nest => 0.0,
        Pos::Goal => 90.0,
        Pos::At(p) if p >= HOME_FIRST => 70.0 + p as f64 * 0.2,
        Pos::At(p) => 12.0 + p as f64,
    }
}

/// Probability that a piece on track square `square` is knocked before its owner
/// moves again, from opponents behind it and from opponents' nests next to it.
fn danger(state: &FiaState, owner: Seat, square: u8) -> f64 {
    let mut p_safe = 1.0;
    for (seat, pieces) in state.pieces.iter().enumerate() {
        if seat == owner {
            continue;
        }
        let start = state.start_square(seat);
        for pos in pieces {
            match pos {
                Pos::At(p) if *p <= LAST_TRACK => {
                    let from = (start + p) % TRACK_LEN;
                    let dist = (square + TRACK_LEN - from) % TRACK_LEN;
                    // Only squares the opponent will really pass before turning home.
                    if dist >= 1 && *p + dist <= LAST_TRACK {
                        let hit = match dist {
                            1..=6 => 1.0 / 6.0,
                            7..=12 => 1.0 / 36.0,
                            _ => 0.0,
                        };
                        p_safe *= 1.0 - hit;
                    }
                }
                Pos::Nest if square == start => p_safe *= 1.0 - 11.0 / 36.0,
                Pos::Nest if square == (start + 5) % TRACK_LEN => p_safe *= 1.0 - 1.0 / 6.0,
                _ => {}
            }
        }
    }
    if state.variants.safe_start && square == state.start_square(owner) {
        return 0.0;
    }
    1.0 - p_safe
}

/// Position value for `me`: own pieces minus the strongest opponent's, with expected
/// losses to knocks when `risk` is on.
pub fn evaluate(state: &FiaState, me: Seat, risk: bool) -> f64 {
    if state.finished.contains(&me) {
        return 10_000.0 - state.finished.iter().position(|&s| s == me).unwrap_or(0) as f64 * 1000.0;
    }
    let side = |seat: Seat| -> f64 {
        let mut total = 0.0;
        for pos in &state.pieces[seat] {
            let value = piece_value(*pos);
            total += value;
            if risk {
                if let Pos::At(p) = pos {
                    if let Some(square) = state.square_of(seat, *p) {
                        total -= danger(state, seat, square) * value;
                    }
                }
            }
        }
        total
    };
    let mine = side(me);
    let rival = (0..state.players()).filter(|&s| s != me && !state.finished.contains(&s)).map(side).fold(0.0, f64::max);
    let spread = if risk { spread_bonus(state, me) } else { 0.0 };
    mine - 0.6 * rival + spread
}

/// Hard bot: prefer having several pieces out (more choice for later dice) and not
/// leaving pieces at the very end of the track where they can only be knocked.
fn spread_bonus(state: &FiaState, me: Seat) -> f64 {
    let out = state.pieces[me].iter().filter(|p| matches!(p, Pos::At(q) if *q < GOAL)).count();
    (out.min(3) as f64) * 3.0
}
