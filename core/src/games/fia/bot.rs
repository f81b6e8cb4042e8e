//! Fia bots at five levels.
//!
//! - Beginner: any move not far worse than the greedy one ([`crate::bot::Sloppiness`]),
//!   at random: it misses knocks and leaves pieces in danger, but never passes up a
//!   move that is far better (the last piece home, out of the nest).
//! - Casual: the greedy move three times in four, else a beginner's move.
//! - Club (medium before): greedy on progress, knocks and getting out; every other move
//!   it also weighs the danger to its pieces (strong's evaluation, one move deep).
//!   Medium was blind to danger; in 1-against-3 arena runs it could not stand a step
//!   above casual and a step below strong at once (seed 7, docs/bots.md).
//! - Master: sampled futures ([`master`]): each candidate strong's look-ahead keeps is
//!   played on for about two rounds on the same sampled dice, every seat choosing as
//!   club does when careful, and scored by strong's evaluation. (The next two
//!   opponents answering by strong's evaluation, the first master, won 28.3% of first
//!   places against three strong bots, short of the ladder's 33%.)
//! - Strong (hard before): looks one roll ahead. After a 6 it rolls again, so a move is worth the
//!   average over the six dice of its best follow-up; then, for each of the next
//!   opponent's six dice, that opponent answers with medium's greedy move. The
//!   positions reached are scored like medium plus risk (how likely each piece is to
//!   be knocked before its owner moves again: opponents 1–12 squares behind, or able
//!   to come out onto it) and a small bonus for pieces out; against a lone opponent
//!   the rival's position counts double. Tens of microseconds per decision.
//!   Arena against medium, 1000 games, before → after: 4 players seed 1
//!   70.6% → 79.0%, seed 2 66.2% → 73.5%; 2 players seed 1 78.2% → 85.7%.
//!   Tuning (seed 7, 3000 games, 4 players) found the extra roll worth ~5 points
//!   and risk after the reply ~11; counting only the seats still to move before us
//!   in the danger lost ~3, so it is not done.

use crate::bot::{best_by, sloppy_by, Sloppiness};
use crate::event_sink::Events;
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
    let medium = |mv: &FiaMove| score_after(state, mv, me, &MEDIUM);
    let beginner = |rng: &mut GameRng| sloppy_by(&moves, BEGINNER, rng, medium).unwrap_or(FiaMove::Roll);
    match level {
        BotLevel::Beginner => beginner(rng),
        BotLevel::Casual if rng.unit() >= CASUAL_SENSE => beginner(rng),
        BotLevel::Casual => best_by(&moves, rng, medium).unwrap_or(FiaMove::Roll),
        BotLevel::Club if rng.unit() < CLUB_CARE => {
            best_by(&moves, rng, |mv| score_after(state, mv, me, &CAREFUL)).unwrap_or(FiaMove::Roll)
        }
        BotLevel::Club => best_by(&moves, rng, medium).unwrap_or(FiaMove::Roll),
        BotLevel::Strong => best_by(&moves, rng, |mv| look_ahead(state, mv, me, &STRONG)).unwrap_or(FiaMove::Roll),
        BotLevel::Master => master(state, &moves, me, rng),
    }
}

/// How often casual plays the greedy move rather than a beginner's.
const CASUAL_SENSE: f64 = 0.75;
/// How often club also weighs the danger to its pieces (strong's evaluation, one move
/// deep) rather than playing greedily.
const CLUB_CARE: f64 = 0.5;
/// Club's careful evaluation: strong's weights, without the look-ahead.
const CAREFUL: Weights = HARD;

/// Beginner: any move that is not far worse than the greedy one (a piece is worth
/// 12–90 points), nearly at random: in Fia a spread over the greedy scores loses
/// little (arena, seed 7), so the beginner's choice is wide.
const BEGINNER: Sloppiness = Sloppiness { temperature: 1000.0, blunder: 45.0 };

/// How far a search level looks: opponents answering in turn, and how they choose.
struct Search {
    /// Opponents' turns followed after ours.
    replies: usize,
    /// The weights the opponents choose by.
    reply_by: &'static Weights,
}

/// Strong: the next opponent, choosing greedily (as medium did).
const STRONG: Search = Search { replies: 1, reply_by: &MEDIUM };

/// Master's sampled futures per candidate move. Tuning against three strong bots
/// (seed 7, 400 games, first places; 25% is even): 48 futures of 14 dice 29.5%,
/// 64 of 24 34.2%, 64 of 48 29.2%, 128 of 32 34.5% (±4.5 points each: the longer
/// horizon is not clearly better, more futures are kept for steadier choices).
const MASTER_FUTURES: usize = 128;
/// Dice rolled in each sampled future (every seat's rolls, three tries and sixes
/// included): about eight turns, two rounds of four players.
const MASTER_HORIZON: usize = 32;

/// Weights of the evaluation, as data so that tuning touches one table.
#[derive(Clone, Copy, Debug)]
struct Weights {
    /// How much the strongest opponent's position counts against ours with two or
    /// more opponents still playing: below 1, because knocking one of them also
    /// helps the others.
    rival: f64,
    /// The same with a single opponent left, where the game is zero-sum: tuned by
    /// arena (2 players, seed 7: 1.0 → 81.8%, 2.0 → 85.0%, 3.0 → 85.1% against medium).
    rival_alone: f64,
    /// Bonus per piece out (up to three), for more choice with later dice.
    spread: f64,
    /// Whether to subtract the expected loss to knocks (the danger model).
    risk: bool,
}

/// Medium: greedy, blind to danger.
const MEDIUM: Weights = Weights { rival: 0.6, rival_alone: 0.6, spread: 0.0, risk: false };

/// Hard, tuned on seed 7 (see the module comment for the figures).
const HARD: Weights = Weights { rival: 0.6, rival_alone: 2.0, spread: 3.0, risk: true };

/// Hard's value of a move: after a 6 the mover rolls again, so the average over the
/// six dice of its best follow-up; otherwise (and after that follow-up) the average
/// over the next opponent's reply to each die. Two plies of chance at most, to stay
/// at tens of microseconds.
fn look_ahead(state: &FiaState, mv: &FiaMove, me: Seat, search: &Search) -> f64 {
    let mut next = state.clone();
    next.apply_into(mv, &mut Events::off());
    if next.stage != Stage::AwaitRoll || next.turn != me {
        return after_reply(&next, me, search, search.replies);
    }
    let mut total = 0.0;
    for die in 1..=6 {
        let rolled = rolled(&next, die);
        total += if rolled.stage == Stage::Moving && rolled.turn == me {
            rolled
                .legal_moves()
                .iter()
                .map(|m| {
                    let mut after = rolled.clone();
                    after.apply_into(m, &mut Events::off());
                    after_reply(&after, me, search, search.replies)
                })
                .fold(f64::NEG_INFINITY, f64::max)
        } else {
            after_reply(&rolled, me, search, search.replies)
        };
    }
    total / 6.0
}

/// Master: sampled futures. Each candidate move is followed by the same
/// [`MASTER_FUTURES`] dice sequences (common random numbers, so the candidates are
/// compared on equal luck), every seat (master included) answering each die with
/// club's careful one-move choice for [`MASTER_HORIZON`] dice, and the positions
/// reached are scored by strong's evaluation, where somebody else having finished
/// first counts as lost. Strong's exact look-ahead stops after one reply; in Fia the
/// knocks that decide a game come two and three turns later (a piece walking into
/// an opponent's reach, a nest about to open), which only a deeper look sees.
/// Candidates strong's look-ahead puts far below its best are not sampled.
fn master(state: &FiaState, moves: &[FiaMove], me: Seat, rng: &mut GameRng) -> FiaMove {
    let scored: Vec<(f64, &FiaMove)> = moves.iter().map(|mv| (look_ahead(state, mv, me, &STRONG), mv)).collect();
    let best = scored.iter().map(|(v, _)| *v).fold(f64::NEG_INFINITY, f64::max);
    let candidates: Vec<&FiaMove> =
        scored.iter().filter(|(v, _)| *v >= best - MASTER_PRUNE).map(|(_, mv)| *mv).collect();
    if candidates.len() == 1 {
        return candidates[0].clone();
    }
    let dice: Vec<u8> = (0..MASTER_FUTURES * MASTER_HORIZON).map(|_| rng.die()).collect();
    let totals: Vec<f64> = candidates
        .iter()
        .map(|mv| {
            let mut after = state.clone();
            after.apply_into(mv, &mut Events::off());
            dice.chunks(MASTER_HORIZON).map(|future| future_value(&after, me, future)).sum()
        })
        .collect();
    let pick = crate::bot::argmax_random_tie(&totals, rng).unwrap_or(0);
    candidates[pick].clone()
}

/// Candidates more than this below strong's best (a piece is worth 12–90 points)
/// are not worth sampling.
const MASTER_PRUNE: f64 = 30.0;

/// Value for `me` after playing on from `state` with `dice`, each seat choosing as
/// club does when careful.
pub(super) fn future_value(state: &FiaState, me: Seat, dice: &[u8]) -> f64 {
    let mut s = state.clone();
    let mut dice = dice.iter();
    loop {
        match s.stage {
            Stage::AwaitRoll => match dice.next() {
                Some(&d) => {
                    s.apply_into(&FiaMove::Roll, &mut Events::off());
                    s.apply_into(&FiaMove::Die(d), &mut Events::off());
                }
                None => break,
            },
            Stage::Moving => match greedy_reply(&s, &CAREFUL) {
                Some(t) => s = t,
                None => break,
            },
            _ => break,
        }
    }
    match s.finished.first() {
        Some(&first) if first != me => evaluate_with(&s, me, &HARD) - LOST_FIRST,
        _ => evaluate_with(&s, me, &HARD),
    }
}

/// What another seat finishing first costs in master's futures: more than any
/// position is worth, since the game's first place is then gone.
const LOST_FIRST: f64 = 1000.0;

/// The state after the seat to move rolls `die`.
fn rolled(state: &FiaState, die: u8) -> FiaState {
    let mut s = state.clone();
    s.apply_into(&FiaMove::Roll, &mut Events::off());
    s.apply_into(&FiaMove::Die(die), &mut Events::off());
    s
}

/// Value for `me` once the next `replies` opponent turns have answered each die with
/// a greedy move by `search.reply_by`, averaged. Three tries are not followed (an
/// extra roll after a 6 counts as the next reply): the danger model still prices
/// what the later seats may do.
fn after_reply(state: &FiaState, me: Seat, search: &Search, replies: usize) -> f64 {
    if replies == 0 || state.stage != Stage::AwaitRoll || state.turn == me {
        return evaluate_with(state, me, &HARD);
    }
    let opp = state.turn;
    let mut total = 0.0;
    for die in 1..=6 {
        let mut s = rolled(state, die);
        if s.stage == Stage::Moving && s.turn == opp {
            if let Some(t) = greedy_reply(&s, search.reply_by) {
                s = t;
            }
        }
        total += after_reply(&s, me, search, replies - 1);
    }
    total / 6.0
}

/// The position after the seat to move (state in [`Stage::Moving`]) plays its best
/// move by `w`, one move deep; `None` when it has no move. The first best on ties: a
/// fixed guess at a player the search only imagines, no rng needed.
fn greedy_reply(state: &FiaState, w: &Weights) -> Option<FiaState> {
    let mover = state.turn;
    let mut best: Option<(f64, FiaState)> = None;
    for m in state.piece_moves() {
        let mut t = state.clone();
        t.apply_into(&m, &mut Events::off());
        let v = evaluate_with(&t, mover, w);
        if best.as_ref().is_none_or(|(b, _)| v > *b) {
            best = Some((v, t));
        }
    }
    best.map(|(_, t)| t)
}

/// Value for `me` right after `mv`, under weights `w` (medium's whole decision).
fn score_after(state: &FiaState, mv: &FiaMove, me: Seat, w: &Weights) -> f64 {
    let mut next = state.clone();
    next.apply_into(mv, &mut Events::off());
    evaluate_with(&next, me, w)
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
    if state.variants.safe_start && square == state.start_square(owner) {
        return 0.0;
    }
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
    1.0 - p_safe
}

/// Position value for `me`: own pieces minus a share of the strongest opponent's,
/// with expected losses to knocks and the spread bonus when the weights ask for them.
fn evaluate_with(state: &FiaState, me: Seat, w: &Weights) -> f64 {
    if state.finished.contains(&me) {
        return 10_000.0 - state.finished.iter().position(|&s| s == me).unwrap_or(0) as f64 * 1000.0;
    }
    let side = |seat: Seat| -> f64 {
        let mut total = 0.0;
        for pos in &state.pieces[seat] {
            let value = piece_value(*pos);
            total += value;
            if w.risk {
                if let Pos::At(p) = pos {
                    if let Some(square) = state.square_of(seat, *p) {
                        total -= danger(state, seat, square) * value;
                    }
                }
            }
        }
        total
    };
    let rivals: Vec<Seat> = (0..state.players()).filter(|&s| s != me && state.is_playing(s)).collect();
    let rival = rivals.iter().map(|&s| side(s)).fold(0.0, f64::max);
    let factor = if rivals.len() == 1 { w.rival_alone } else { w.rival };
    side(me) - factor * rival + w.spread * pieces_out(state, me)
}

/// Pieces out on the track or home path, up to three: more choice for later dice.
fn pieces_out(state: &FiaState, me: Seat) -> f64 {
    state.pieces[me].iter().filter(|p| matches!(p, Pos::At(q) if *q < GOAL)).count().min(3) as f64
}
