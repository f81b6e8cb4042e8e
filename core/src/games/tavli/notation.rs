//! Position and move notation of Portes and Plakoto (docs/notation-portes.md,
//! docs/notation-plakoto.md).
//!
//! Position: `portes triple=off white=6:5,8:3,13:5,24:2 black=1:2,12:5,17:3,19:5
//! bar=0,0 off=0,0 turn=white phase=start dice=- last=-`; Plakoto writes
//! `mother=on` for `triple`, and `pinned=white:18,black:7` (the points where a
//! checker of that colour lies pinned) for `bar`. Points are numbered from white's
//! side: white runs 24 → 1, black 1 → 24. `white=`/`black=` list the free checkers;
//! a pinned one is listed only under `pinned`. How an ended game ended is read from
//! the board. `rolled=6,3` is written only for a play being built. Moves: `roll`,
//! `pass`, a play `13/7 7/4` (`bar/22` enters, `5/off` bears off; a trailing `*`
//! on a hit is accepted), chance `6-5` and `open 4-2` (white's die first), and
//! `resign white` / `resign black` for a seat giving the game up (the position then
//! writes `resigned=black`: how such a game ended is not on the board).

use crate::error::GameError;
use crate::game::Seat;
use crate::message::Msg;
use crate::notation::{bad, bad_count, bad_entry, bad_move, bad_value, join, list, listed_twice, Fields};

use super::opposed::{abs_point, mirror, rel_point, Board, CHECKERS, POINTS};
use super::rules::{end_of, seat_color, win_points, End, Kind, Move, Options, Phase, State, BLACK, WHITE};
use super::step::{Step, BAR_POINT, OFF_POINT};
use super::step_list::StepList;

const KNOWN: &[&str] = &[
    "triple", "mother", "white", "black", "bar", "pinned", "off", "turn", "phase", "dice", "last", "rolled", "resigned",
];

/// `on` or `off` (every tavli game's notation writes its flags so).
pub(crate) fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Opening => "opening",
        Phase::Start => "start",
        Phase::Rolling => "rolling",
        Phase::Moving => "move",
        Phase::Over => "over",
    }
}

/// `white` or `black` as a seat (Fevga's notation reads them so too).
pub(crate) fn parse_seat(v: &str) -> Result<Seat, GameError> {
    match v {
        "white" => Ok(WHITE),
        "black" => Ok(BLACK),
        _ => Err(bad_entry(v, "white, black")),
    }
}

/// Two numbers `a,b` of field `key` (Fevga's notation reads its pairs so too).
pub(crate) fn parse_pair(key: &str, v: &str) -> Result<[u8; 2], GameError> {
    let items = list(v);
    if items.len() != 2 {
        return Err(bad_count(key, items.len(), 2));
    }
    let mut out = [0u8; 2];
    for (i, s) in items.iter().enumerate() {
        out[i] =
            s.parse().map_err(|_| bad(Msg::new("notation-position-not-number").arg("field", key).arg("value", *s)))?;
    }
    Ok(out)
}

/// One step as text: `13/7`, `bar/22`, `5/off`.
pub fn format_step(s: &Step) -> String {
    let from = if s.from == BAR_POINT { "bar".to_string() } else { s.from.to_string() };
    if s.to == OFF_POINT {
        format!("{from}/off")
    } else {
        format!("{from}/{}", s.to)
    }
}

/// Parses `13/7`, `bar/22`, `5/off` (a trailing `*`, the usual mark of a hit, is
/// accepted and ignored).
pub fn parse_step(text: &str) -> Result<Step, GameError> {
    let bare = text.trim_end_matches('*');
    let (a, b) = bare.split_once('/').ok_or_else(|| bad_move(text, Msg::new("tavli-parse-step")))?;
    let point = |s: &str| -> Result<u8, GameError> {
        match s.parse::<u8>() {
            Ok(p) if (1..=24).contains(&p) => Ok(p),
            _ => Err(bad_move(text, Msg::new("fevga-parse-point").arg("text", s))),
        }
    };
    let from = if a == "bar" { BAR_POINT } else { point(a)? };
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
    let mut items: Vec<(u8, u8)> =
        (0..POINTS).filter(|&r| board.cnt[seat][r] > 0).map(|r| (abs_point(seat, r), board.cnt[seat][r])).collect();
    items.sort();
    join(items.iter().map(|(p, c)| format!("{p}:{c}")))
}

fn parse_checkers(board: &mut Board, seat: Seat, v: &str) -> Result<(), GameError> {
    for item in list(v) {
        let (p, c) = item.split_once(':').ok_or_else(|| bad_entry(item, "1–24:1–15"))?;
        let p: u8 = p.parse().ok().filter(|p| (1..=24).contains(p)).ok_or_else(|| bad_entry(p, "1–24"))?;
        let c: u8 = c.parse().ok().filter(|&c| c > 0 && c <= CHECKERS).ok_or_else(|| bad_entry(c, "1–15"))?;
        let r = rel_point(seat, p);
        if board.cnt[seat][r] > 0 {
            return Err(listed_twice(seat_color(seat), p));
        }
        board.cnt[seat][r] = c;
    }
    Ok(())
}

fn format_pinned(board: &Board) -> String {
    let mut items = Vec::new();
    for seat in [WHITE, BLACK] {
        let mut points: Vec<u8> =
            (0..POINTS).filter(|&r| board.is_pinned(seat, r)).map(|r| abs_point(seat, r)).collect();
        points.sort();
        items.extend(points.into_iter().map(|p| format!("{}:{p}", seat_color(seat))));
    }
    join(items)
}

fn parse_pinned(board: &mut Board, v: &str) -> Result<(), GameError> {
    for item in list(v) {
        let (c, p) = item.split_once(':').ok_or_else(|| bad_entry(item, "white:1–24, black:1–24"))?;
        let seat = parse_seat(c)?;
        let p: u8 = p.parse().ok().filter(|p| (1..=24).contains(p)).ok_or_else(|| bad_entry(p, "1–24"))?;
        let r = rel_point(seat, p);
        if board.is_pinned(seat, r) {
            return Err(listed_twice("pinned", item));
        }
        board.pinned[seat] |= 1 << r;
    }
    Ok(())
}

/// Formats a position.
pub fn format_state(s: &State) -> String {
    let mut f = Fields::new(s.kind.id());
    match s.kind {
        Kind::Portes => f.add("triple", on_off(s.opts.triple)),
        Kind::Plakoto => f.add("mother", on_off(s.opts.mother)),
    };
    f.add("white", format_checkers(&s.board, WHITE)).add("black", format_checkers(&s.board, BLACK));
    match s.kind {
        Kind::Portes => f.add("bar", join(s.board.bar)),
        Kind::Plakoto => f.add("pinned", format_pinned(&s.board)),
    };
    f.add("off", join(s.board.off))
        .add("turn", seat_color(s.turn))
        .add("phase", phase_name(s.phase))
        .add("dice", join(&s.dice));
    if let Some((hi, lo)) = s.rolled.filter(|r| Some(*r) != State::rolled_of(&s.dice)) {
        f.add("rolled", join([hi, lo]));
    }
    match &s.last {
        None => f.add("last", "-"),
        Some((seat, steps)) => f.add("last", format!("{}:{}", seat_color(*seat), format_play(steps, ","))),
    };
    // A game given up cannot be read from the board: who gave it up is written.
    if let Some(End::Resigned { winner, .. }) = s.end {
        f.add("resigned", seat_color(1 - winner));
    }
    f.to_string()
}

fn flag(f: &Fields, k: &str) -> Result<bool, GameError> {
    match f.get(k)? {
        "on" => Ok(true),
        "off" => Ok(false),
        v => Err(bad_value(k, v, "on, off")),
    }
}

/// Parses a position of `kind`.
pub fn parse_state(text: &str, kind: Kind) -> Result<State, GameError> {
    let f = Fields::parse(text, kind.id())?;
    let own: &[&str] = match kind {
        Kind::Portes => &["mother", "pinned"],
        Kind::Plakoto => &["triple", "bar"],
    };
    if let Some(k) = own.iter().find(|k| f.opt(k).is_some()) {
        return Err(bad(Msg::new("notation-position-unknown-field").arg("field", *k)));
    }
    f.only(KNOWN)?;
    let opts = match kind {
        Kind::Portes => Options { triple: flag(&f, "triple")?, mother: true },
        Kind::Plakoto => Options { triple: false, mother: flag(&f, "mother")? },
    };
    let mut board = kind.start();
    board.cnt = [[0; POINTS]; 2];
    board.off = parse_pair("off", f.get("off")?)?;
    parse_checkers(&mut board, WHITE, f.get("white")?)?;
    parse_checkers(&mut board, BLACK, f.get("black")?)?;
    match kind {
        Kind::Portes => board.bar = parse_pair("bar", f.get("bar")?)?,
        Kind::Plakoto => parse_pinned(&mut board, f.get("pinned")?)?,
    }
    check_board(&board)?;
    let turn = parse_seat(f.get("turn")?)?;
    let phase = match f.get("phase")? {
        "opening" => Phase::Opening,
        "start" => Phase::Start,
        "rolling" => Phase::Rolling,
        "move" => Phase::Moving,
        "over" => Phase::Over,
        v => return Err(bad_value("phase", v, "opening, start, rolling, move, over")),
    };
    let mut dice = Vec::new();
    for d in list(f.get("dice")?) {
        match d.parse::<u8>() {
            Ok(v) if (1..=6).contains(&v) => dice.push(v),
            _ => return Err(bad_entry(d, "1–6")),
        }
    }
    let rolled = match f.opt("rolled") {
        Some(v) => {
            let [hi, lo] = parse_pair("rolled", v)?;
            Some((hi, lo))
        }
        None => State::rolled_of(&dice),
    };
    if phase == Phase::Moving {
        let whole = (dice.len() == 2 && dice[0] > dice[1]) || (dice.len() == 4 && dice.iter().all(|&d| d == dice[0]));
        if !(whole || f.opt("rolled").is_some() && !dice.is_empty()) {
            return Err(bad(Msg::new("fevga-position-dice")));
        }
    } else if !dice.is_empty() {
        return Err(bad(Msg::new("fevga-position-dice-not-moving")));
    }
    let last = match f.get("last")? {
        "-" => None,
        v => {
            let (c, play) = v.split_once(':').ok_or_else(|| bad_entry(v, "white:13/7,7/4"))?;
            let seat = parse_seat(c)?;
            let steps = if play == "pass" {
                StepList::new()
            } else {
                play.split(',').map(parse_step).collect::<Result<StepList, _>>()?
            };
            Some((seat, steps))
        }
    };
    // How the game ended is read from the board: the side that moved last made it so;
    // a game given up says who gave it up (and is worth what the board says).
    let mover = last.as_ref().map(|(s, _)| *s).unwrap_or(turn);
    let end = match f.opt("resigned") {
        Some(v) => {
            let winner = 1 - parse_seat(v)?;
            if end_of(kind, &opts, &board, mover).is_some() {
                return Err(bad(Msg::new("tavli-position-ended")));
            }
            Some(End::Resigned { winner, points: win_points(kind, &opts, &board, winner) })
        }
        None => end_of(kind, &opts, &board, mover),
    };
    match (phase, end) {
        (Phase::Over, None) => return Err(bad(Msg::new("tavli-position-over-not-ended"))),
        (p, Some(_)) if p != Phase::Over => return Err(bad(Msg::new("tavli-position-ended"))),
        _ => {}
    }
    Ok(State { kind, opts, board, phase, turn, dice, rolled, last, end })
}

/// Checks a board can stand: 15 checkers a side, no point held by both sides, a
/// pinned checker under opposing ones only. (Checkers off with others outside home
/// can stand: a checker hit while bearing off.)
fn check_board(board: &Board) -> Result<(), GameError> {
    for seat in [WHITE, BLACK] {
        if board.total(seat) != CHECKERS as u32 {
            return Err(bad(Msg::new("fevga-position-checkers")
                .arg("color", Msg::new(format!("color-{}", seat_color(seat))))
                .arg("count", board.total(seat))));
        }
        for r in 0..POINTS {
            let opp = board.cnt[1 - seat][mirror(r)];
            if board.cnt[seat][r] > 0 && opp > 0 {
                return Err(bad(Msg::new("fevga-position-both-colours").arg("point", abs_point(seat, r))));
            }
            if board.is_pinned(seat, r) && (opp == 0 || board.cnt[seat][r] > 0) {
                return Err(bad(Msg::new("tavli-position-pin").arg("point", abs_point(seat, r))));
            }
        }
    }
    Ok(())
}

/// Formats a move.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Roll => "roll".into(),
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

/// Parses a move. A play written in any step order that ends where a legal play ends
/// is normalised to the representative the legal list holds.
pub fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
    let text = text.trim();
    match text {
        "roll" => return Ok(Move::Roll),
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
    let rel = state.rel_steps(&steps);
    let Ok((after, _)) = super::turn::follow(&state.board, state.turn, &state.dice, &rel) else {
        return steps;
    };
    for n in state.analysis().plays {
        if n.seq.len() == steps.len() && n.board == after {
            return state.steps_of(&n.seq).to_vec();
        }
    }
    steps
}
