//! The move log in words: one function turns a move's [`Event`]s into the lines a
//! player reads ("red piece 2: 14 → 19, knocks blue home"), as messages, so a log
//! re-renders in another language. Scene ids in the events (`fia:piece:red:1`,
//! `marble:blue:0`, `w3`, `track:14`, `point:7`) are read back into words by one
//! table of id shapes, so no game's rules needed a second description of a move.

use crate::event::Event;
use crate::game::{Game, Seat};
use crate::message::{Arg, Msg};

/// One history entry of the move log: who acted (`None`: the dice or the cards) and
/// the lines it reads as. Every event in a log is public (plays, rolls, counts), so
/// the log is the same for every viewer (and the online server sends it to every seat
/// in this serde form).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LogEntry {
    /// The seat that acted, `None` for chance.
    pub by: Option<Seat>,
    /// What happened, in words.
    pub lines: Vec<Msg>,
    /// The scene nodes where the move happened, for a shell to mark on the board when
    /// its line is tapped: where each moved piece started and ended, the pieces
    /// swapped, the card laid (`card:<notation>`, a node only where it lies face up).
    /// Public as the lines are; a shell marks the ones its scene shows. Empty for a
    /// roll, a deal, a pass, and for an entry kept only as notation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
}

/// The log entry of `mv` played from `before` by `by`: its events replayed into
/// lines. An entry kept only as notation (taken from a save's checkpoint, with no
/// position to replay from) reads as that notation.
pub fn log_entry<G: Game>(
    by: Option<Seat>,
    before: &G::State,
    mv: Option<&G::Move>,
    notation: &str,
    seat: &dyn Fn(Seat) -> Arg,
) -> LogEntry {
    match mv {
        Some(mv) => {
            let events = G::apply(&mut before.clone(), mv);
            LogEntry { by, lines: log_lines(&events, seat), marks: log_marks(&events) }
        }
        None => LogEntry { by, lines: vec![Msg::new("log-notation").arg("move", notation)], marks: Vec::new() },
    }
}

/// The scene ids a move's events happened at (see [`LogEntry::marks`]), each once, in
/// order: a piece moved twice in one move is marked where it started and where it
/// ended last.
pub fn log_marks(events: &[Event]) -> Vec<String> {
    // Per piece (or swap, or card): the ids it marks; a piece's end moves on.
    let mut moved: Vec<(&str, Vec<String>)> = Vec::new();
    for event in events {
        match event {
            Event::PieceMoved { piece, path } if path.len() >= 2 => {
                let to = path[path.len() - 1].clone();
                match moved.iter_mut().find(|(p, _)| *p == piece.as_str()) {
                    Some((_, ids)) => ids[1] = to,
                    None => moved.push((piece.as_str(), vec![path[0].clone(), to])),
                }
            }
            Event::PiecesSwapped { a, b } => moved.push(("", vec![a.clone(), b.clone()])),
            // A joker played as another card is laid as the joker.
            Event::CardPlayed { card, .. } => {
                moved.push(("", vec![format!("card:{}", card.split('=').next().unwrap_or(card))]))
            }
            _ => {}
        }
    }
    let mut out: Vec<String> = Vec::new();
    for id in moved.into_iter().flat_map(|(_, ids)| ids) {
        if !out.contains(&id) {
            out.push(id);
        }
    }
    out
}

/// Fia's track: 13 squares per colour, 52 in all (`rules::start_square`).
const FIA_TRACK: i64 = 52;
const FIA_ARM: i64 = 13;

/// The log lines of one batch of events (one move or chance outcome, in order).
/// `seat` names a seat (the player's name, or a colour). A knock is folded into
/// the move that caused it; turn changes and private draws make no line.
pub fn log_lines(events: &[Event], seat: &dyn Fn(Seat) -> Arg) -> Vec<Msg> {
    let knocks: Vec<(&str, &str)> = events
        .iter()
        .filter_map(|e| match e {
            Event::PieceSentHome { piece, from, .. } => Some((piece.as_str(), from.as_str())),
            _ => None,
        })
        .collect();
    let mut folded = vec![false; knocks.len()];
    let mut out = Vec::new();
    for event in events {
        let line = match event {
            Event::PieceMoved { piece, path } => {
                if path.len() < 2 {
                    continue;
                }
                let (from, to) = (&path[0], &path[path.len() - 1]);
                // The knocks this move caused: on its path (landing, or passing with
                // a 7 or knock=passed), not yet told.
                let mut knocked: Vec<Msg> = Vec::new();
                for (k, (victim, at)) in knocks.iter().enumerate() {
                    if !folded[k] && path.iter().skip(1).any(|p| p == at) {
                        folded[k] = true;
                        knocked.push(piece_colour(victim));
                    }
                }
                let moved = move_line(piece, from, to);
                match join(knocked) {
                    Some(who) => Msg::new("log-knocks").arg("move", moved).arg("knocked", who),
                    None => moved,
                }
            }
            _ => continue,
        };
        out.push(line);
    }
    // Everything else in order; knocks not folded into a move get their own line.
    let mut lines = Vec::new();
    let mut moves = out.into_iter();
    let mut k = 0;
    let mut rolled_off = false;
    for event in events {
        let line = match event {
            Event::PieceMoved { path, .. } if path.len() >= 2 => moves.next(),
            Event::PieceMoved { .. } => None,
            Event::PieceSentHome { piece, .. } => {
                let line = (!folded[k]).then(|| Msg::new("log-sent-home").arg("piece", piece_words(piece)));
                k += 1;
                line
            }
            Event::DiceRolled { seat: Some(s), values } => {
                Some(Msg::new("log-rolled").arg("seat", seat(*s)).arg("dice", dice(values)))
            }
            Event::DiceRolled { seat: None, values } => {
                rolled_off = true;
                Some(roll_off(values, seat))
            }
            Event::PiecesSwapped { a, b } => {
                Some(Msg::new("log-swapped").arg("a", piece_words(a)).arg("b", piece_words(b)))
            }
            Event::Shuffled { cards } => Some(Msg::new("log-shuffled").arg("count", *cards)),
            Event::Dealt { per_seat } => Some(Msg::new("log-dealt").arg("count", *per_seat)),
            Event::CardPlayed { seat: s, card } => {
                Some(Msg::new("log-card-played").arg("seat", seat(*s)).arg("card", card_words(card)))
            }
            Event::CardsTaken { seat: s, count, from_table: true } => {
                Some(Msg::new("log-picked-up").arg("seat", seat(*s)).arg("count", *count))
            }
            // Who won the roll-off starts: said once, right after it.
            Event::TurnChanged { seat: s } if std::mem::take(&mut rolled_off) => {
                Some(Msg::new("log-starts").arg("seat", seat(*s)))
            }
            Event::CardsTaken { .. } | Event::TurnChanged { .. } => None,
            Event::Passed { seat: s, reason } => {
                Some(Msg::new("log-passes").arg("seat", seat(*s)).arg("reason", Msg::new(reason.as_str())))
            }
            Event::Finished { seat: s, place } => {
                Some(Msg::new("log-finished").arg("seat", seat(*s)).arg("place", *place))
            }
            Event::Note { msg } => {
                // Rules write "player 2" where they do not know names (the Fjols
                // dealer and the fjols); the log knows them.
                let mut named = msg.clone();
                named.name_seats(&|s| Some(seat(s)));
                Some(named)
            }
            Event::GameOver => Some(Msg::new("log-game-over")),
        };
        lines.extend(line);
    }
    lines
}

/// "a and b", "a, b and c" as nested messages; `None` for no one.
fn join(mut items: Vec<Msg>) -> Option<Msg> {
    let last = items.pop()?;
    Some(items.into_iter().rev().fold(last, |acc, first| Msg::new("list-and").arg("first", first).arg("last", acc)))
}

/// "roll-off: Anna 3, Bo 5": each seat that rolled with its die (a 0 is a seat out
/// of an earlier tie, which did not roll).
fn roll_off(values: &[u8], seat: &dyn Fn(Seat) -> Arg) -> Msg {
    let each: Vec<Msg> = values
        .iter()
        .enumerate()
        .filter(|&(_, &v)| v > 0)
        .map(|(s, &v)| Msg::new("log-roll-off-one").arg("seat", seat(s)).arg("value", v))
        .collect();
    match join(each) {
        Some(rolls) => Msg::new("log-roll-off-each").arg("rolls", rolls),
        None => Msg::new("log-roll-off").arg("dice", dice(values)),
    }
}

fn dice(values: &[u8]) -> String {
    values.iter().map(|v| if *v == 0 { "–".to_string() } else { v.to_string() }).collect::<Vec<_>>().join("-")
}

/// The parts of a scene id without a game prefix (`fia:track:3` → `track`, `3`).
fn parts(id: &str) -> Vec<&str> {
    let mut p: Vec<&str> = id.split(':').collect();
    if p.first() == Some(&"fia") {
        p.remove(0);
    }
    p
}

fn colour(name: &str) -> Msg {
    Msg::new(format!("color-{name}"))
}

fn number(text: &str) -> i64 {
    text.parse().unwrap_or(0)
}

/// The colour of a piece id, for "knocks blue home".
fn piece_colour(id: &str) -> Msg {
    match parts(id).as_slice() {
        ["piece" | "marble", c, ..] => colour(c),
        _ => colour(if id.starts_with('w') { "white" } else { "black" }),
    }
}

/// A piece in words: "red piece 2", "blue marble 1", "white checker".
fn piece_words(id: &str) -> Msg {
    match parts(id).as_slice() {
        ["piece", c, i] => Msg::new("fia-piece").arg("color", colour(c)).arg("piece", number(i) + 1),
        ["marble", c, i] => Msg::new("pairanoid-marble").arg("color", colour(c)).arg("piece", number(i) + 1),
        _ => Msg::new("log-checker").arg("color", piece_colour(id)),
    }
}

/// True when the Fia place `id` is the start square of colour `owner`.
fn fia_start_of(id: &str, owner: &str) -> bool {
    const FIA: [&str; 4] = ["red", "blue", "yellow", "green"];
    let start = FIA.iter().position(|c| *c == owner).unwrap_or(0) as i64 * FIA_ARM;
    id.starts_with("fia:")
        && matches!(parts(id).as_slice(), ["track", n] if (number(n) - start).rem_euclid(FIA_TRACK) == 0)
}

/// A place in words: Fia squares by the number the board labels them with (counted
/// from 1 at red's start for every colour, as the step labels do: a log line is found
/// on the board by it).
fn place_words(id: &str) -> Msg {
    let fia = id.starts_with("fia:");
    match parts(id).as_slice() {
        ["track", n] if fia => Msg::new("log-square").arg("square", number(n) + 1),
        ["home", _, n] => Msg::new("log-home-path").arg("square", number(n)),
        ["goal", _] => Msg::new("log-goal"),
        ["nest", ..] => Msg::new("log-nest"),
        ["track", n] => Msg::new("pairanoid-field").arg("field", number(n)),
        ["goal", c, n] => Msg::new("pairanoid-goal-field").arg("color", colour(c)).arg("field", number(n)),
        ["point", n] => Msg::new("log-point").arg("point", number(n)),
        ["tray", _] => Msg::new("log-off-board"),
        ["bar", _] => Msg::new("log-bar"),
        _ => Msg::new("log-place").arg("id", id),
    }
}

fn move_line(piece: &str, from: &str, to: &str) -> Msg {
    let owner = match parts(piece).as_slice() {
        ["piece" | "marble", c, ..] => c.to_string(),
        _ => String::new(),
    };
    let who = piece_words(piece);
    if parts(from).first() == Some(&"nest") {
        // Out onto the start square (Fia's square 1, always in Pairanoid), or
        // further with a Fia six.
        let to_words = place_words(to);
        let on_start = to_words.key == "pairanoid-field" || fia_start_of(to, &owner);
        return if on_start {
            Msg::new("log-comes-out").arg("piece", who)
        } else {
            Msg::new("log-comes-out-to").arg("piece", who).arg("to", to_words)
        };
    }
    Msg::new("log-move").arg("piece", who).arg("from", place_words(from)).arg("to", place_words(to))
}

/// A card in words: a Fjols card (`Kh`, `Ts`) with its suit, a Pairanoid card (`K`,
/// `7`, `Jk`) by its rank; other text as it is.
fn card_words(card: &str) -> Arg {
    // A Pairanoid joker played as another card (`Jk=K`): "the joker as king".
    if let Some((card, value)) = card.split_once('=') {
        return Msg::new("log-card-as").arg("card", card_words(card)).arg("value", card_words(value)).into();
    }
    let rank_key = |r: &str| -> Option<String> {
        Some(match r {
            "A" => "rank-ace".into(),
            "K" => "rank-king".into(),
            "Q" => "rank-queen".into(),
            "J" => "rank-jack".into(),
            "Jk" => "rank-joker".into(),
            "T" | "10" => "rank-10".into(),
            n if n.len() == 1 && ('2'..='9').contains(&n.chars().next()?) => format!("rank-{n}"),
            _ => return None,
        })
    };
    let suit = match card.chars().last() {
        Some('c') => Some("clubs"),
        Some('d') => Some("diamonds"),
        Some('h') => Some("hearts"),
        Some('s') => Some("spades"),
        _ => None,
    };
    if let (Some(suit), Some(rank)) = (suit, rank_key(&card[..card.len() - 1])) {
        return Msg::new("card-name").arg("rank", Msg::new(rank)).arg("suit", Msg::new(format!("suit-{suit}"))).into();
    }
    match rank_key(card) {
        Some(rank) => Msg::new(rank).into(),
        None => card.into(),
    }
}
