//! Position notation of the tavli series (docs/notation-tavli.md): the series' own
//! fields, then the game in play written as that game writes itself.
//!
//! `tavli to=5 opening=greek triple=off mother=on game=2 score=2,0
//! played=portes:white:2 plakoto mother=on white=24:15 …`: the target, the opening
//! variant, Portes' and Plakoto's house rules, the number of the game in play, the
//! score, each finished game as `game:winner:points` (`draw` for a drawn Plakoto),
//! and from the game's id on, the game's own position. Moves are the game's own
//! (`roll`, `13/7 7/4`, `6-5`, `open 4-2`), and `resign white` / `resign black` for
//! a seat giving up the game in play; `resigned=black` once such a resignation
//! ended the series.

use crate::error::GameError;
use crate::game::Seat;
use crate::message::Msg;
use crate::notation::{bad, bad_entry, bad_value, join, list, Fields};

use crate::games::tavli::rules::Kind;

use super::rules::{Current, Options, Played, State, Which, BLACK, WHITE};

const KNOWN: &[&str] = &["to", "opening", "triple", "mother", "game", "score", "played", "resigned"];

fn on_off(b: bool) -> &'static str {
    if b {
        "on"
    } else {
        "off"
    }
}

fn winner_name(w: Option<Seat>) -> &'static str {
    match w {
        Some(WHITE) => "white",
        Some(_) => "black",
        None => "draw",
    }
}

/// A seat's resignation of the game in play: `resign white`, `resign black`.
pub fn format_resign(seat: Seat) -> String {
    format!("resign {}", winner_name(Some(seat)))
}

/// Reads `resign white` or `resign black`.
pub fn parse_resign(text: &str) -> Option<Seat> {
    match text.trim().strip_prefix("resign")?.trim() {
        "white" => Some(WHITE),
        "black" => Some(BLACK),
        _ => None,
    }
}

/// Formats a position.
pub fn format_state(s: &State) -> String {
    let mut f = Fields::new("tavli");
    f.add("to", s.opts.to)
        .add("opening", if s.opts.western { "western" } else { "greek" })
        .add("triple", on_off(s.opts.triple))
        .add("mother", on_off(s.opts.mother))
        .add("game", s.game_no)
        .add("score", join(s.score))
        .add(
            "played",
            join(s.played.iter().map(|p| format!("{}:{}:{}", p.which.id(), winner_name(p.winner), p.points))),
        );
    if let Some(seat) = s.resigned {
        f.add("resigned", winner_name(Some(seat)));
    }
    let game = match &s.game {
        Current::Opposed(g) => crate::games::tavli::notation::format_state(g),
        Current::Fevga(g) => crate::games::fevga::notation::format_state(g),
    };
    format!("{f} {game}")
}

fn flag(f: &Fields, k: &str) -> Result<bool, GameError> {
    match f.get(k)? {
        "on" => Ok(true),
        "off" => Ok(false),
        v => Err(bad_value(k, v, "on, off")),
    }
}

fn parse_played(v: &str) -> Result<Vec<Played>, GameError> {
    let allowed = "portes|plakoto|fevga:white|black|draw:0–3";
    list(v)
        .into_iter()
        .map(|item| {
            let parts: Vec<&str> = item.split(':').collect();
            let [game, who, points] = parts[..] else { return Err(bad_entry(item, allowed)) };
            let which = Which::from_id(game).ok_or_else(|| bad_entry(item, allowed))?;
            let winner = match who {
                "white" => Some(WHITE),
                "black" => Some(BLACK),
                "draw" => None,
                _ => return Err(bad_entry(item, allowed)),
            };
            let points: u8 = points.parse().map_err(|_| bad_entry(item, allowed))?;
            // A game won scores 1–3; only a Plakoto is drawn, at 0.
            let fits = match winner {
                Some(_) => (1..=3).contains(&points),
                None => which == Which::Plakoto && points == 0,
            };
            if !fits {
                return Err(bad_entry(item, allowed));
            }
            Ok(Played { which, winner, points })
        })
        .collect()
}

fn series_error(key: &str) -> GameError {
    bad(Msg::new(format!("tavli-series-position-{key}")))
}

/// Parses a position.
pub fn parse_state(text: &str) -> Result<State, GameError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let at = tokens
        .iter()
        .position(|t| Which::from_id(t).is_some())
        .filter(|&i| i > 0)
        .ok_or_else(|| series_error("no-game"))?;
    let f = Fields::parse(&tokens[..at].join(" "), "tavli")?;
    f.only(KNOWN)?;
    let to = match f.get("to")? {
        v @ ("3" | "5" | "7") => v.parse().unwrap_or(5),
        v => return Err(bad_value("to", v, "3, 5, 7")),
    };
    let western = match f.get("opening")? {
        "greek" => false,
        "western" => true,
        v => return Err(bad_value("opening", v, "greek, western")),
    };
    let opts = Options { to, western, triple: flag(&f, "triple")?, mother: flag(&f, "mother")? };
    let game_no: u16 = f.num("game")?;
    if game_no == 0 {
        return Err(bad_value("game", "0", "1, 2, 3 …"));
    }
    let played = parse_played(f.get("played")?)?;
    let resigned = match f.opt("resigned") {
        None => None,
        Some("white") => Some(WHITE),
        Some("black") => Some(BLACK),
        Some(v) => return Err(bad_value("resigned", v, "white, black")),
    };
    let score_text = f.get("score")?;
    let inner = tokens[at..].join(" ");
    let which = Which::from_id(tokens[at]).unwrap_or(Which::Portes);
    let game = match which {
        Which::Portes => Current::Opposed(crate::games::tavli::notation::parse_state(&inner, Kind::Portes)?),
        Which::Plakoto => Current::Opposed(crate::games::tavli::notation::parse_state(&inner, Kind::Plakoto)?),
        Which::Fevga => Current::Fevga(crate::games::fevga::notation::parse_state(&inner)?),
    };
    if which != Which::of_game(game_no) {
        return Err(bad(Msg::new("tavli-series-position-order")
            .arg("game", game_no)
            .arg("expected", Which::of_game(game_no).msg())
            .arg("found", which.msg())));
    }
    let own_rules = match &game {
        Current::Opposed(g) => g.opts == opts.opposed(g.kind),
        Current::Fevga(g) => g.opts == opts.fevga(),
    };
    if !own_rules {
        return Err(series_error("rules"));
    }
    // A series ended by a resignation keeps its last game as it was left, unfinished.
    if resigned.is_some() && game.over() {
        return Err(series_error("resigned"));
    }
    let over = game.over() || resigned.is_some();
    // Every finished game in order, the last one the game on the board once over.
    let finished = usize::from(game_no) - usize::from(!over);
    if played.len() != finished || played.iter().enumerate().any(|(i, p)| p.which != Which::of_game(i as u16 + 1)) {
        return Err(series_error("played"));
    }
    if let Some((winner, points)) = game.result() {
        let last = played.last().map(|p| (p.winner, p.points));
        if last != Some((winner, points)) {
            return Err(series_error("played"));
        }
    }
    if let Some(seat) = resigned {
        if played.last().map(|p| p.winner) != Some(Some(1 - seat)) {
            return Err(series_error("played"));
        }
    }
    let mut score = [0u8; 2];
    for p in &played {
        if let Some(w) = p.winner {
            score[w] = score[w].saturating_add(p.points);
        }
    }
    if join(score) != score_text {
        return Err(series_error("score"));
    }
    // Over exactly when the target is reached, and only once: no game after it.
    let reached = score.iter().any(|&p| p >= to);
    let before_last = played[..played.len().saturating_sub(1)].iter().fold([0u8; 2], |mut acc, p| {
        if let Some(w) = p.winner {
            acc[w] = acc[w].saturating_add(p.points);
        }
        acc
    });
    if reached != over || (over && before_last.iter().any(|&p| p >= to)) {
        return Err(series_error("over"));
    }
    Ok(State { opts, score, game_no, played, game, resigned })
}
