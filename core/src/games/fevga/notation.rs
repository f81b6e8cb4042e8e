//! Position and move notation (see `docs/notation-fevga.md`).
//!
//! Position: `fevga match=1 mars=on cube=off crazy=off game=1 score=0,0 white=1:15
//! black=13:15 off=0,0 turn=white phase=start dice=- chain=none rolls=0,0 stake=1
//! owner=- last=-` plus `ids=...` only when the checker ids differ from the canonical
//! order, and `rolled=6,3` only when the pair on the table is not the one the dice
//! imply (a play being built, its used numbers greyed; never a committed position, so
//! no save written before the field existed reads differently). Moves: `roll`, `double`, `take`, `drop`, `pass`, a play `1/7 7/13`
//! (`22/off` bears off), chance `6-5` (a turn roll) and `open 4-2` (the roll-off,
//! white's die first).

use crate::error::GameError;
use crate::game::Seat;
use crate::message::Msg;
use crate::notation::{bad, bad_count, bad_entry, bad_move, bad_value, join, list, listed_twice, Fields};

use super::board::{rel_point, Board, CHECKERS, OFF, POINTS};
use super::rules::{canonical_at, seat_color, Chain, Move, Options, Phase, State, Step, BLACK, OFF_POINT, WHITE};
use super::step_list::StepList;
use crate::games::tavli::notation::{on_off, parse_pair, parse_seat};

const KNOWN: &[&str] = &[
    "match", "mars", "cube", "crazy", "game", "score", "white", "black", "off", "turn", "phase", "dice", "chain",
    "rolls", "stake", "owner", "last", "ids", "rolled", "resigned",
];

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Opening => "opening",
        Phase::Start => "start",
        Phase::Offered => "offered",
        Phase::Rolling => "rolling",
        Phase::Moving => "move",
        Phase::Over => "over",
    }
}

fn chain_name(c: Chain) -> &'static str {
    match c {
        Chain::None => "none",
        Chain::Rolled => "rolled",
        Chain::Follow => "follow",
        Chain::Leftover => "leftover",
    }
}

/// One step as text: `1/7`, `22/off`.
pub fn format_step(s: &Step) -> String {
    if s.to == OFF_POINT {
        format!("{}/off", s.from)
    } else {
        format!("{}/{}", s.from, s.to)
    }
}

/// Parses `1/7` or `22/off`.
pub fn parse_step(text: &str) -> Result<Step, GameError> {
    let (a, b) = text.split_once('/').ok_or_else(|| bad_move(text, Msg::new("fevga-parse-step")))?;
    let point = |s: &str| -> Result<u8, GameError> {
        match s.parse::<u8>() {
            Ok(p) if (1..=24).contains(&p) => Ok(p),
            _ => Err(bad_move(text, Msg::new("fevga-parse-point").arg("text", s))),
        }
    };
    let from = point(a)?;
    let to = if b == "off" { OFF_POINT } else { point(b)? };
    Ok(Step { from, to })
}

/// A play as text: its steps joined by `sep`, or `pass`.
pub fn format_play(steps: &[Step], sep: &str) -> String {
    if steps.is_empty() {
        "pass".into()
    } else {
        steps.iter().map(format_step).collect::<Vec<_>>().join(sep)
    }
}

fn format_checkers(board: &Board, seat: Seat) -> String {
    let mut items: Vec<(u8, u8)> = (0..POINTS)
        .filter(|&r| board.cnt[seat][r] > 0)
        .map(|r| (super::board::abs_point(seat, r), board.cnt[seat][r]))
        .collect();
    items.sort();
    join(items.iter().map(|(p, c)| format!("{p}:{c}")))
}

fn parse_checkers(board: &mut Board, seat: Seat, v: &str) -> Result<(), GameError> {
    for item in list(v) {
        let (p, c) = item.split_once(':').ok_or_else(|| bad_entry(item, "1–24:1–15"))?;
        let p: u8 = p.parse().ok().filter(|p| (1..=24).contains(p)).ok_or_else(|| bad_entry(p, "1–24"))?;
        let c: u8 = c.parse().ok().filter(|&c| c > 0).ok_or_else(|| bad_entry(c, "1–15"))?;
        let r = rel_point(seat, p);
        if board.cnt[seat][r] > 0 {
            return Err(listed_twice(if seat == WHITE { "white" } else { "black" }, p));
        }
        board.cnt[seat][r] = c;
    }
    Ok(())
}

/// Formats a position.
pub fn format_state(s: &State) -> String {
    let mut f = Fields::new("fevga");
    f.add("match", s.opts.match_to)
        .add("mars", on_off(s.opts.mars))
        .add("cube", on_off(s.opts.cube))
        .add("crazy", on_off(s.opts.crazy))
        .add("game", s.game_no)
        .add("score", join(s.score))
        .add("white", format_checkers(&s.board, WHITE))
        .add("black", format_checkers(&s.board, BLACK))
        .add("off", join(s.board.off))
        .add("turn", seat_color(s.turn))
        .add("phase", phase_name(s.phase))
        .add("dice", join(&s.dice))
        .add("chain", chain_name(s.chain))
        .add("rolls", join(s.rolls))
        .add("stake", s.stake)
        .add("owner", s.owner.map(seat_color).unwrap_or("-"));
    if let Some((hi, lo)) = s.rolled.filter(|r| Some(*r) != State::rolled_of(&s.dice)) {
        f.add("rolled", join([hi, lo]));
    }
    match &s.last {
        None => f.add("last", "-"),
        Some((seat, steps)) => f.add("last", format!("{}:{}", seat_color(*seat), format_play(steps, ","))),
    };
    if let Some(seat) = s.resigned {
        f.add("resigned", seat_color(seat));
    }
    if s.at != canonical_at(&s.board) {
        let ids: Vec<u8> = (0..2)
            .flat_map(|seat| {
                s.at[seat]
                    .iter()
                    .map(move |&r| if r as usize >= OFF { 0 } else { super::board::abs_point(seat, r as usize) })
            })
            .collect();
        f.add("ids", join(ids));
    }
    f.to_string()
}

/// Parses a position.
pub fn parse_state(text: &str) -> Result<State, GameError> {
    let f = Fields::parse(text, "fevga")?;
    f.only(KNOWN)?;
    let match_to: u8 = f.num("match")?;
    if ![1, 3, 5, 7].contains(&match_to) {
        return Err(bad_value("match", &match_to.to_string(), "1, 3, 5, 7"));
    }
    let flag = |k: &str| -> Result<bool, GameError> {
        match f.get(k)? {
            "on" => Ok(true),
            "off" => Ok(false),
            v => Err(bad_value(k, v, "on, off")),
        }
    };
    let opts = Options { match_to, mars: flag("mars")?, cube: flag("cube")?, crazy: flag("crazy")? };
    let mut board = Board { cnt: [[0; POINTS]; 2], off: parse_pair("off", f.get("off")?)? };
    parse_checkers(&mut board, WHITE, f.get("white")?)?;
    parse_checkers(&mut board, BLACK, f.get("black")?)?;
    for seat in [WHITE, BLACK] {
        if board.total(seat) != CHECKERS as u32 {
            return Err(bad(Msg::new("fevga-position-checkers")
                .arg("color", Msg::new(format!("color-{}", seat_color(seat))))
                .arg("count", board.total(seat))));
        }
    }
    for r in 0..POINTS {
        if board.cnt[WHITE][r] > 0 && board.cnt[BLACK][(r + 12) % POINTS] > 0 {
            return Err(bad(Msg::new("fevga-position-both-colours").arg("point", r + 1)));
        }
    }
    let phase = match f.get("phase")? {
        "opening" => Phase::Opening,
        "start" => Phase::Start,
        "offered" => Phase::Offered,
        "rolling" => Phase::Rolling,
        "move" => Phase::Moving,
        "over" => Phase::Over,
        v => return Err(bad_value("phase", v, "opening, start, offered, rolling, move, over")),
    };
    let chain = match f.get("chain")? {
        "none" => Chain::None,
        "rolled" => Chain::Rolled,
        "follow" => Chain::Follow,
        "leftover" => Chain::Leftover,
        v => return Err(bad_value("chain", v, "none, rolled, follow, leftover")),
    };
    let mut dice = Vec::new();
    for d in list(f.get("dice")?) {
        match d.parse::<u8>() {
            Ok(v) if (1..=6).contains(&v) => dice.push(v),
            _ => return Err(bad_entry(d, "1–6")),
        }
    }
    if phase == Phase::Moving {
        // A play being built (its pair named) has any of the pair's numbers left;
        // `rolled` is checked against them below.
        let ok = f.opt("rolled").is_some()
            || match chain {
                Chain::Leftover => (1..=4).contains(&dice.len()) && dice.iter().all(|&d| d == dice[0]),
                Chain::Rolled | Chain::Follow => dice.len() == 4 && dice.iter().all(|&d| d == dice[0]),
                Chain::None => {
                    (dice.len() == 2 && dice[0] > dice[1]) || (dice.len() == 4 && dice.iter().all(|&d| d == dice[0]))
                }
            };
        if !ok {
            return Err(bad(Msg::new("fevga-position-dice")));
        }
    } else if !dice.is_empty() || chain != Chain::None {
        return Err(bad(Msg::new("fevga-position-dice-not-moving")));
    }
    let rolled = match f.opt("rolled") {
        None => State::rolled_of(&dice),
        Some(v) => {
            let [hi, lo] = parse_pair("rolled", v)?;
            let shown = if hi == lo { vec![hi; 4] } else { vec![hi, lo] };
            let mut left = shown;
            let covered = dice.iter().all(|d| left.iter().position(|x| x == d).map(|i| left.remove(i)).is_some());
            if phase != Phase::Moving || hi < lo || !(1..=6).contains(&lo) || hi > 6 || !covered {
                return Err(bad_value("rolled", v, "the pair the dice were rolled as, higher first"));
            }
            Some((hi, lo))
        }
    };
    let stake: u8 = f.num("stake")?;
    if !stake.is_power_of_two() || stake > super::rules::MAX_CUBE {
        return Err(bad_value("stake", &stake.to_string(), "1, 2, 4, 8, 16, 32, 64"));
    }
    let owner = match f.get("owner")? {
        "-" => None,
        v => Some(parse_seat(v)?),
    };
    let last = match f.get("last")? {
        "-" => None,
        v => {
            let (who, play) = v.split_once(':').ok_or_else(|| bad_value("last", v, "-, white:…, black:…"))?;
            let steps = if play == "pass" {
                Vec::new()
            } else {
                play.split(',').map(parse_step).collect::<Result<Vec<_>, _>>().map_err(|e| match e {
                    GameError::BadMove { reason, .. } => bad(reason),
                    other => other,
                })?
            };
            Some((parse_seat(who)?, steps.into()))
        }
    };
    let at = match f.opt("ids") {
        None => canonical_at(&board),
        Some(v) => parse_ids(v, &board)?,
    };
    let game_no: u16 = f.num("game")?;
    let rolls = parse_pair("rolls", f.get("rolls")?)?;
    let state = State {
        opts,
        board,
        at,
        phase,
        turn: parse_seat(f.get("turn")?)?,
        dice,
        rolled,
        chain,
        rolls,
        stake,
        owner,
        score: parse_pair("score", f.get("score")?)?,
        game_no,
        last,
        resigned: f.opt("resigned").map(parse_seat).transpose()?,
    };
    if state.resigned.is_some() && state.phase != Phase::Over {
        return Err(bad_value("resigned", f.get("resigned")?, "only once the match is over"));
    }
    check_possible(&state)?;
    Ok(state)
}

/// Refuses a position no match can reach, naming what is impossible: the match, the
/// borne-off checkers, Crazy Fevga and the cube must agree with the phase and options.
fn check_possible(s: &State) -> Result<(), GameError> {
    let over = s.phase == Phase::Over;
    let names = [WHITE, BLACK].map(|seat| Msg::new(format!("color-{}", seat_color(seat))));
    for seat in [WHITE, BLACK] {
        let name = || names[seat].clone();
        if !over && s.score[seat] >= s.opts.match_to {
            return Err(bad(Msg::new("fevga-position-match-won")
                .arg("color", name())
                .arg("points", s.score[seat])
                .arg("match", s.opts.match_to)));
        }
        if !over && s.board.off[seat] == CHECKERS {
            return Err(bad(Msg::new("fevga-position-all-off").arg("color", name())));
        }
        if s.board.off[seat] > 0 && !s.board.all_home(seat) {
            return Err(bad(Msg::new("fevga-position-off-not-home").arg("color", name())));
        }
        if s.rolls[seat] > super::rules::GRACE_ROLLS + 1 {
            let most = super::rules::GRACE_ROLLS + 1;
            return Err(bad_value("rolls", &s.rolls[seat].to_string(), format!("0–{most}")));
        }
    }
    if over && s.score.iter().all(|&p| p < s.opts.match_to) {
        return Err(bad(Msg::new("fevga-position-over-no-winner")));
    }
    if over {
        // One game ended the match: the loser is short of it, and the winner passed it
        // by at most what that game was worth (the stake, doubled for a mars).
        let most = u32::from(s.opts.match_to) - 1 + u32::from(s.stake) * if s.opts.mars { 2 } else { 1 };
        let [white, black] = s.score.map(u32::from);
        let (high, low) = (white.max(black), white.min(black));
        if low >= u32::from(s.opts.match_to) || high > most {
            let allowed = format!("one side {}–{most}, the other below {}", s.opts.match_to, s.opts.match_to);
            return Err(bad_value("score", &format!("{white},{black}"), allowed));
        }
    }
    if s.game_no == 0 {
        return Err(bad(Msg::new("fevga-position-game-zero")));
    }
    // Every finished game gave its winner at least one point.
    if u32::from(s.game_no) > u32::from(s.score[0]) + u32::from(s.score[1]) + 1 {
        return Err(bad(Msg::new("fevga-position-game-score")
            .arg("game", s.game_no)
            .arg("white", s.score[0])
            .arg("black", s.score[1])));
    }
    if !s.opts.crazy && s.chain != Chain::None {
        return Err(bad(Msg::new("fevga-position-chain-not-crazy")));
    }
    if !s.opts.cube && (s.stake != 1 || s.owner.is_some() || s.phase == Phase::Offered) {
        return Err(bad(Msg::new("fevga-position-cube-off")));
    }
    if (s.stake > 1) != s.owner.is_some() {
        return Err(bad(Msg::new("fevga-position-stake-owner")));
    }
    Ok(())
}

fn parse_ids(v: &str, board: &Board) -> Result<[[u8; CHECKERS as usize]; 2], GameError> {
    let items = list(v);
    if items.len() != 2 * CHECKERS as usize {
        return Err(bad_count("ids", items.len(), 2 * CHECKERS as usize));
    }
    let mut at = [[0u8; CHECKERS as usize]; 2];
    let mut check = Board { cnt: [[0; POINTS]; 2], off: [0, 0] };
    for (i, item) in items.iter().enumerate() {
        let seat = i / CHECKERS as usize;
        let p: u8 = item.parse().ok().filter(|p| *p <= 24).ok_or_else(|| bad_entry(item, "0–24"))?;
        let r = if p == 0 { OFF } else { rel_point(seat, p) };
        at[seat][i % CHECKERS as usize] = r as u8;
        if r == OFF {
            check.off[seat] += 1;
        } else {
            check.cnt[seat][r] += 1;
        }
    }
    if &check != board {
        return Err(bad(Msg::new("fevga-position-ids")));
    }
    Ok(at)
}

/// Formats a move in the context of `state`.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Roll => "roll".into(),
        Move::Double => "double".into(),
        Move::Take => "take".into(),
        Move::Drop => "drop".into(),
        Move::Play(steps) => format_play(steps, " "),
        Move::Dice(a, b) => format!("{a}-{b}"),
        Move::Opening(w, b) => format!("open {w}-{b}"),
        Move::Resign(seat) => format!("resign {}", seat_color(*seat)),
    }
}

fn parse_dice(text: &str, s: &str) -> Result<(u8, u8), GameError> {
    let (a, b) = s.split_once('-').ok_or_else(|| bad_move(text, Msg::new("fevga-parse-dice")))?;
    let die = |x: &str| match x.parse::<u8>() {
        Ok(v) if (1..=6).contains(&v) => Ok(v),
        _ => Err(bad_move(text, Msg::new("fevga-parse-die").arg("text", x))),
    };
    Ok((die(a)?, die(b)?))
}

/// Parses a move. A play's steps are followed in the order written, each by one
/// unplayed number; steps that end where a legal play ends are normalised to the
/// representative `legal_moves` lists (docs/notation-fevga.md).
pub fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
    let text = text.trim();
    match text {
        "roll" => return Ok(Move::Roll),
        "double" => return Ok(Move::Double),
        "take" => return Ok(Move::Take),
        "drop" => return Ok(Move::Drop),
        "pass" => return Ok(Move::Play(StepList::new())),
        _ => {}
    }
    if let Some(rest) = text.strip_prefix("resign ") {
        return Ok(Move::Resign(parse_seat(rest.trim())?));
    }
    if let Some(rest) = text.strip_prefix("open ") {
        let (w, b) = parse_dice(text, rest.trim())?;
        return Ok(Move::Opening(w, b));
    }
    if text.contains('-') && !text.contains('/') {
        let (a, b) = parse_dice(text, text)?;
        return Ok(Move::Dice(a.max(b), a.min(b)));
    }
    let steps = text.split_whitespace().map(parse_step).collect::<Result<Vec<_>, _>>()?;
    if steps.is_empty() {
        return Err(bad_move(text, Msg::new("reason-move-empty")));
    }
    Ok(Move::Play(normalise_play(state, steps).into()))
}

/// The representative of a play written in any step order, or the steps unchanged
/// when they are no legal play (the caller then refuses it and explains why).
pub fn normalise_play(state: &State, steps: Vec<Step>) -> Vec<Step> {
    if state.phase != Phase::Moving {
        return steps;
    }
    let seat = state.turn;
    let rel = state.rel_steps(&steps);
    let Ok((after, _)) = super::moves::follow(&state.board, seat, &state.dice, &rel) else {
        return steps;
    };
    for n in state.analysis().plays {
        if n.seq.len() == steps.len() && n.board == after {
            return n.seq.iter().map(|s| state.step_of(s)).collect();
        }
    }
    steps
}
