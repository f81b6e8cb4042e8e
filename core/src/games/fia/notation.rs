//! Fia position and move notation (docs/notation.md, "Fia med knuff").
//!
//! Position: `fia players=4 pieces=4 exit=1or6 three_sixes=play knock=land goal=bounce
//! start_squares=open end=first two_player=opposite stage=roll turn=0 die=- rolls=0
//! sixes=0 finished=- rolloff=- red=n,n,n,n blue=… yellow=… green=…`
//! (one line). A piece is `n` (nest), a progress `0`..`55`, or `g` (goal).
//!
//! A seat that resigned and left is listed in `out=2,0` (first to leave first; the
//! field is written only once someone has).
//!
//! Moves: `roll`, `out` (a 1), `out2` / `out5` (a 6), `p0`..`p3` (move that piece),
//! `resign:2` (seat 2 resigns and leaves; `resign:2:end` when that ends the game);
//! chance: `d1`..`d6` (the die) and `rolloff:4,6,-,2` (each seat's roll-off die,
//! `-` for a seat not rolling).

use crate::error::GameError;
use crate::message::Msg;
use crate::notation::{bad, bad_count, bad_entry, bad_move, bad_value, join, list, listed_twice, Fields};

use super::rules::{FiaMove, FiaState, Pos, Stage, Variants, COLOURS, GOAL};
use super::variants::{variant_pairs, variants_from};

fn pos_text(pos: Pos) -> String {
    match pos {
        Pos::Nest => "n".into(),
        Pos::Goal => "g".into(),
        Pos::At(p) => p.to_string(),
    }
}

fn parse_pos(text: &str) -> Result<Pos, GameError> {
    match text {
        "n" => Ok(Pos::Nest),
        "g" => Ok(Pos::Goal),
        _ => match text.parse::<u8>() {
            Ok(p) if p < GOAL => Ok(Pos::At(p)),
            _ => Err(bad_entry(text, format!("n, g, 0–{}", GOAL - 1))),
        },
    }
}

fn die_text(d: Option<u8>) -> String {
    d.map_or("-".to_string(), |d| d.to_string())
}

fn parse_die(text: &str) -> Result<Option<u8>, GameError> {
    match text {
        "-" => Ok(None),
        _ => match text.parse::<u8>() {
            Ok(d @ 1..=6) => Ok(Some(d)),
            _ => Err(bad_entry(text, "1–6, -")),
        },
    }
}

/// Writes a position.
pub fn format_state(s: &FiaState) -> String {
    let mut f = Fields::new("fia");
    f.add("players", s.players());
    for (k, v) in variant_pairs(&s.variants) {
        f.add(k, v);
    }
    let stage = match &s.stage {
        Stage::RollOff { contenders } => format!("rolloff:{}", join(contenders)),
        Stage::AwaitRoll => "roll".into(),
        Stage::Rolling => "rolling".into(),
        Stage::Moving => "move".into(),
        Stage::Over => "over".into(),
    };
    f.add("stage", stage)
        .add("turn", s.turn)
        .add("die", die_text(s.die))
        .add("rolls", s.rolls)
        .add("sixes", s.sixes)
        .add("finished", join(&s.finished))
        .add(
            "rolloff",
            if s.rolloff.iter().all(Option::is_none) {
                "-".into()
            } else {
                join(s.rolloff.iter().map(|d| die_text(*d)))
            },
        );
    if !s.out.is_empty() {
        f.add("out", join(&s.out));
    }
    for (seat, pieces) in s.pieces.iter().enumerate() {
        f.add(COLOURS[s.colours[seat] as usize], join(pieces.iter().map(|p| pos_text(*p))));
    }
    f.to_string()
}

/// Reads a position, checking it could occur (piece counts, seats, colours).
pub fn parse_state(text: &str) -> Result<FiaState, GameError> {
    let f = Fields::parse(text, "fia")?;
    let players: usize = f.num("players")?;
    if !(2..=4).contains(&players) {
        return Err(bad(Msg::new("reason-players-between")
            .arg("game", Msg::new("game-fia"))
            .arg("min", 2)
            .arg("max", 4)
            .arg("given", players)));
    }
    let variants: Variants = variants_from(|k| f.opt(k))?;
    let mut state = FiaState::new(players, variants);
    let mut known: Vec<&str> = vec!["players", "stage", "turn", "die", "rolls", "sixes", "finished", "rolloff", "out"];
    known.extend(super::variants::KEYS);
    known.extend(state.colours.iter().map(|&c| COLOURS[c as usize]));
    f.only(&known)?;
    let seat_of = |v: &str| -> Result<usize, GameError> {
        match v.parse::<usize>() {
            Ok(s) if s < players => Ok(s),
            _ => Err(bad_entry(v, format!("0–{}", players - 1))),
        }
    };
    let stage = f.get("stage")?;
    state.stage = match stage.strip_prefix("rolloff:") {
        Some(list_text) => {
            Stage::RollOff { contenders: list(list_text).into_iter().map(seat_of).collect::<Result<_, _>>()? }
        }
        None => match stage {
            "roll" => Stage::AwaitRoll,
            "rolling" => Stage::Rolling,
            "move" => Stage::Moving,
            "over" => Stage::Over,
            _ => return Err(bad_value("stage", stage, "roll, rolling, move, over, rolloff:…")),
        },
    };
    state.turn = seat_of(f.get("turn")?)?;
    state.die = parse_die(f.get("die")?)?;
    state.rolls = f.num("rolls")?;
    state.sixes = f.num("sixes")?;
    state.finished = list(f.get("finished")?).into_iter().map(seat_of).collect::<Result<_, _>>()?;
    if let Some(out) = f.opt("out") {
        state.out = list(out).into_iter().map(seat_of).collect::<Result<_, _>>()?;
    }
    let rolloff = list(f.get("rolloff")?);
    if !rolloff.is_empty() {
        if rolloff.len() != players {
            return Err(bad_count("rolloff", rolloff.len(), players));
        }
        state.rolloff = rolloff.into_iter().map(parse_die).collect::<Result<_, _>>()?;
    }
    for seat in 0..players {
        let colour = COLOURS[state.colours[seat] as usize];
        let pieces: Vec<Pos> = list(f.get(colour)?).into_iter().map(parse_pos).collect::<Result<_, _>>()?;
        if pieces.len() != variants.pieces as usize {
            return Err(bad_count(colour, pieces.len(), variants.pieces as usize));
        }
        state.pieces[seat] = pieces;
    }
    if state.stage == Stage::Moving && state.die.is_none() {
        return Err(bad(Msg::new("fia-position-move-needs-die")));
    }
    check_possible(&state)?;
    Ok(state)
}

/// The most sixes a position may count in one turn without the three-sixes rule: no
/// real game rolls 60 sixes in a row (the odds are 6⁻⁶⁰), and the counters stay far
/// from their limit.
const MAX_SIXES_IN_A_TURN: u8 = 60;

/// Refuses a position no game can reach, naming what is impossible.
fn check_possible(s: &FiaState) -> Result<(), GameError> {
    let name = |seat: usize| Msg::new(format!("color-{}", COLOURS[s.colours[seat] as usize]));
    let impossible = |key: &str| bad(Msg::new(key));
    let players = s.players();
    let over = s.stage == Stage::Over;
    if let Stage::RollOff { contenders } = &s.stage {
        if contenders.len() < 2 || contenders.windows(2).any(|w| w[0] >= w[1]) {
            return Err(impossible("fia-position-rolloff-seats"));
        }
    }
    let mut seen = vec![false; players];
    for &seat in &s.finished {
        if std::mem::replace(&mut seen[seat], true) {
            return Err(listed_twice("finished", seat));
        }
    }
    let mut gone = vec![false; players];
    for &seat in &s.out {
        if std::mem::replace(&mut gone[seat], true) || seen[seat] {
            return Err(listed_twice("out", seat));
        }
        if s.pieces[seat].iter().any(|p| *p != Pos::Nest) {
            return Err(bad_value("out", &seat.to_string(), "a seat with every piece off the board"));
        }
    }
    let resigned = !s.out.is_empty();
    // With play on (or after a resignation), the seat left last is listed at the end
    // without being home.
    let left_last = if over && (s.variants.play_on || resigned) { s.finished.last().copied() } else { None };
    for seat in (0..players).filter(|&seat| Some(seat) != left_last) {
        if seen[seat] != s.has_finished(seat) {
            return Err(match seen[seat] {
                true => bad(Msg::new("fia-position-finished-not-home").arg("color", name(seat))),
                false => bad(Msg::new("fia-position-home-not-finished").arg("color", name(seat))),
            });
        }
    }
    // Play on: the game ends when one seat is left (and is listed last); else at the first finisher.
    let finished_at_end = if s.variants.play_on { players } else { 1 };
    // A resignation may end the game early (one left, or no person playing on).
    let still = players - s.finished.len() - s.out.len();
    if resigned && !over && still < 2 {
        return Err(bad(Msg::new("fia-position-not-over").arg("count", s.finished.len())));
    }
    if over && !resigned && s.finished.len() != finished_at_end {
        return Err(bad(Msg::new("fia-position-over-count")
            .arg("expected", finished_at_end)
            .arg("count", s.finished.len())));
    }
    if over && resigned && s.finished.len() > finished_at_end {
        return Err(bad(Msg::new("fia-position-over-count")
            .arg("expected", finished_at_end)
            .arg("count", s.finished.len())));
    }
    if !over && s.finished.len() >= finished_at_end - usize::from(s.variants.play_on) {
        return Err(bad(Msg::new("fia-position-not-over").arg("count", s.finished.len())));
    }
    if matches!(s.stage, Stage::RollOff { .. }) && s.pieces.iter().flatten().any(|p| *p != Pos::Nest) {
        return Err(impossible("fia-position-rolloff-pieces-out"));
    }
    let playing = matches!(s.stage, Stage::AwaitRoll | Stage::Rolling | Stage::Moving);
    if playing && (seen[s.turn] || gone[s.turn]) {
        return Err(bad(Msg::new("fia-position-finished-to-move").arg("color", name(s.turn))));
    }
    if s.sixes > s.rolls {
        return Err(bad(Msg::new("fia-position-sixes").arg("sixes", s.sixes).arg("rolls", s.rolls)));
    }
    // A turn goes on after a roll only after a six or while it has tries left (three
    // while nothing is out): at most three rolls of a turn are not sixes.
    let most_sixes = if s.variants.three_sixes_pass { 2 } else { MAX_SIXES_IN_A_TURN };
    if s.sixes > most_sixes {
        return Err(bad_value("sixes", &s.sixes.to_string(), format!("0–{most_sixes}")));
    }
    if s.rolls > s.sixes + 3 {
        return Err(bad_value("rolls", &s.rolls.to_string(), format!("0–{} (with {} sixes)", s.sixes + 3, s.sixes)));
    }
    if s.stage == Stage::Moving && s.piece_moves().is_empty() {
        return Err(impossible("fia-position-move-no-piece"));
    }
    for seat in 0..players {
        for (i, p) in s.pieces[seat].iter().enumerate() {
            let Pos::At(progress) = *p else { continue };
            // Two pieces share only the start square, after a 6 brought them out together.
            let twins = s.pieces[seat][..i].iter().filter(|q| **q == *p).count();
            if twins > usize::from(progress == 0) {
                return Err(bad(Msg::new("fia-position-two-pieces")
                    .arg("color", name(seat))
                    .arg("progress", progress)));
            }
            let Some(square) = s.square_of(seat, progress) else { continue };
            if let Some((other, _)) = s.pieces_on_square(square).into_iter().find(|&(o, _)| o != seat) {
                return Err(bad(Msg::new("fia-position-share-square")
                    .arg("a", name(seat))
                    .arg("b", name(other))
                    .arg("square", square)));
            }
        }
    }
    Ok(())
}

/// Writes a move.
pub fn format_move(_state: &FiaState, mv: &FiaMove) -> String {
    match mv {
        FiaMove::RollOff(dice) => format!("rolloff:{}", join(dice.iter().map(|d| die_text(*d)))),
        FiaMove::Die(d) => format!("d{d}"),
        FiaMove::Roll => "roll".into(),
        FiaMove::Out => "out".into(),
        FiaMove::OutTwo => "out2".into(),
        FiaMove::OutFive => "out5".into(),
        FiaMove::Piece(i) => format!("p{i}"),
        FiaMove::Resign { seat, settle: false } => format!("resign:{seat}"),
        FiaMove::Resign { seat, settle: true } => format!("resign:{seat}:end"),
    }
}

/// Reads a move (legality is checked by the caller).
pub fn parse_move(state: &FiaState, text: &str) -> Result<FiaMove, GameError> {
    let t = text.trim();
    let mv = match t {
        "roll" => FiaMove::Roll,
        "out" => FiaMove::Out,
        "out2" => FiaMove::OutTwo,
        "out5" => FiaMove::OutFive,
        _ => {
            if let Some(rest) = t.strip_prefix("rolloff:") {
                let dice: Vec<Option<u8>> = list(rest)
                    .into_iter()
                    .map(parse_die)
                    .collect::<Result<_, _>>()
                    .map_err(|_| bad_move(t, Msg::new("fia-parse-rolloff")))?;
                if dice.len() != state.players() {
                    return Err(bad_move(t, Msg::new("fia-parse-rolloff")));
                }
                FiaMove::RollOff(dice)
            } else if let Some(rest) = t.strip_prefix("resign:") {
                let (seat, settle) = match rest.strip_suffix(":end") {
                    Some(seat) => (seat, true),
                    None => (rest, false),
                };
                match seat.parse::<usize>() {
                    Ok(seat) if seat < state.players() => FiaMove::Resign { seat, settle },
                    _ => return Err(bad_move(t, Msg::new("fia-parse-move"))),
                }
            } else if let Some(d) = t.strip_prefix('d') {
                match d.parse::<u8>() {
                    Ok(d @ 1..=6) => FiaMove::Die(d),
                    _ => return Err(bad_move(t, Msg::new("fia-parse-die"))),
                }
            } else if let Some(i) = t.strip_prefix('p') {
                match i.parse::<u8>() {
                    Ok(i) if i < state.variants.pieces => FiaMove::Piece(i),
                    _ => return Err(bad_move(t, Msg::new("fia-parse-piece").arg("last", state.variants.pieces - 1))),
                }
            } else {
                return Err(bad_move(t, Msg::new("fia-parse-move")));
            }
        }
    };
    Ok(mv)
}
