//! Position and move notation (documented in `docs/notation-pairanoid.md`).
//!
//! Position: `pairanoid stage=play deal=2 dealer=red dealt=20 turn=blue
//! red=0*,n,n,R1 blue=n,n,n,n green=... yellow=... hands=A,7/2,Jk/-/K
//! pile=... discard=... given=-,-,-,- last=blue:Jk=7 winner=-`.
//!
//! Move: its steps joined by spaces: the card (`A` `2`..`10` `J` `Q` `K` `Jk`), a
//! joker's value (`=7`), the mode where a card has several (`1` `11` `out` for an
//! ace, `13` `out` for a king, `+4` `-4` for a four), then the marble part(s)
//! `from>to` (a 7 has one part per marble), or for a jack `own<>other`.

use super::board::{Board, Pos, Spot, COLOURS, LETTERS};
use super::cards::{missing_cards, Card, DECK_SIZE};
use super::rules::{Action, LastPlay, Move, Part, Stage, State};
use super::steps::colour_msg;
use crate::error::GameError;
use crate::message::Msg;
use crate::notation::{bad, bad_count, bad_move, bad_value, join, list, Fields};

const GAME: &str = "pairanoid";

/// A colour by name.
pub fn colour(name: &str) -> Option<usize> {
    COLOURS.iter().position(|&c| c == name)
}

fn marble_token(board: &Board, c: usize, i: usize) -> String {
    match board.marbles[c][i] {
        Pos::Nest => "n".into(),
        Pos::Track(f) if board.ready[c][i] => format!("{f}*"),
        p => Spot::of(c, p).map(Spot::name).unwrap_or_default(),
    }
}

fn cards_list(cards: &[Card]) -> String {
    join(cards.iter().map(|c| c.name()))
}

fn parse_cards(value: &str, what: &str) -> Result<Vec<Card>, GameError> {
    list(value).into_iter().map(|t| Card::parse(t).ok_or_else(|| bad_value(what, t, CARDS))).collect()
}

fn opt_seat(seat: Option<usize>) -> String {
    seat.map(|s| COLOURS[s].to_string()).unwrap_or_else(|| "-".into())
}

/// Writes a position.
pub fn format_state(s: &State) -> String {
    let mut f = Fields::new(GAME);
    f.add("stage", s.stage.name())
        .add("deal", s.deal_no)
        .add("dealer", opt_seat(s.dealer))
        .add("dealt", s.dealt)
        .add("turn", COLOURS[s.turn]);
    for (c, name) in COLOURS.iter().enumerate() {
        f.add(name, (0..4).map(|i| marble_token(&s.board, c, i)).collect::<Vec<_>>().join(","));
    }
    f.add("hands", s.hands.iter().map(|h| cards_list(h)).collect::<Vec<_>>().join("/"))
        .add("pile", cards_list(&s.pile))
        .add("discard", cards_list(&s.discard))
        .add("given", s.given.iter().map(|g| g.map(|c| c.name()).unwrap_or("-")).collect::<Vec<_>>().join(","))
        .add(
            "last",
            match s.last {
                Some(l) if l.card == l.value => format!("{}:{}", COLOURS[l.seat], l.card),
                Some(l) => format!("{}:{}={}", COLOURS[l.seat], l.card, l.value),
                None => "-".into(),
            },
        )
        .add("winner", opt_seat(s.winner));
    f.to_string()
}

fn parse_marbles(board: &mut Board, c: usize, value: &str) -> Result<(), GameError> {
    let tokens: Vec<&str> = value.split(',').collect();
    if tokens.len() != 4 {
        return Err(bad(Msg::new("pairanoid-position-marbles")
            .arg("color", Msg::new(format!("color-{}", COLOURS[c])))
            .arg("value", value)));
    }
    for (i, t) in tokens.iter().enumerate() {
        let (t, ready) = match t.strip_suffix('*') {
            Some(rest) => (rest, true),
            None => (*t, false),
        };
        let pos = if t == "n" {
            Pos::Nest
        } else {
            match Spot::parse(t) {
                Some(Spot::Track(f)) => Pos::Track(f),
                Some(Spot::Goal(gc, g)) if gc == c => Pos::Goal(g),
                _ => {
                    return Err(bad_value(COLOURS[c], t, "n, 0–63, 0–63*, { R B G Y }1–4"));
                }
            }
        };
        if ready && pos != Pos::Track(super::board::start(c)) {
            return Err(bad(Msg::new("pairanoid-position-ready").arg("color", colour_msg(c))));
        }
        let here = Spot::of(c, pos);
        let taken = |(oc, ms): (usize, &[Pos; 4])| ms.iter().any(|&p| p != Pos::Nest && Spot::of(oc, p) == here);
        if here.is_some() && board.marbles.iter().enumerate().any(taken) {
            let field = Spot::of(c, pos).map(Spot::name).unwrap_or_default();
            return Err(bad(Msg::new("pairanoid-position-two-marbles").arg("field", field)));
        }
        board.marbles[c][i] = pos;
        board.ready[c][i] = ready;
    }
    Ok(())
}

/// The most deals a position may count: a deal takes at least twenty actions, so a
/// million deals is beyond any game played (and the counter stays far from its limit).
const MAX_DEALS: u32 = 1_000_000;

/// Reads a position. `pile=rest` (or `discard=rest`) fills that pile with every card
/// not elsewhere, in rank order (handy for setting up positions by hand).
pub fn parse_state(text: &str) -> Result<State, GameError> {
    let f = Fields::parse(text, GAME)?;
    f.only(&[
        "stage", "deal", "dealer", "dealt", "turn", "red", "blue", "green", "yellow", "hands", "pile", "discard",
        "given", "last", "winner",
    ])?;
    let mut s = State::new();
    let stage = f.get("stage")?;
    s.stage = Stage::ALL
        .into_iter()
        .find(|st| st.name() == stage)
        .ok_or_else(|| bad_value("stage", stage, Stage::ALL.map(|st| st.name()).join(", ")))?;
    s.deal_no = f.num("deal")?;
    if s.deal_no > MAX_DEALS {
        return Err(bad_value("deal", &s.deal_no.to_string(), format!("0–{MAX_DEALS}")));
    }
    let seat_or_none = |key: &str| -> Result<Option<usize>, GameError> {
        match f.get(key)? {
            "-" => Ok(None),
            v => colour(v).map(Some).ok_or_else(|| bad_value(key, v, "-, red, blue, green, yellow")),
        }
    };
    s.dealer = seat_or_none("dealer")?;
    s.dealt = f.num("dealt")?;
    let turn = f.get("turn")?;
    s.turn = colour(turn).ok_or_else(|| bad_value("turn", turn, COLOURS.join(", ")))?;
    for (c, name) in COLOURS.iter().enumerate() {
        parse_marbles(&mut s.board, c, f.get(name)?)?;
    }
    let hands: Vec<&str> = f.get("hands")?.split('/').collect();
    if hands.len() != 4 {
        return Err(bad_count("hands", hands.len(), 4));
    }
    for (k, h) in hands.iter().enumerate() {
        let mut cards = parse_cards(h, "hands")?;
        cards.sort();
        if cards.len() > 6 {
            return Err(bad(Msg::new("pairanoid-position-hand-size").arg("color", colour_msg(k))));
        }
        s.hands[k] = cards;
    }
    // `rest` (in the pile or the discard, not both) stands for every other card.
    let (pile, discard) = (f.get("pile")?, f.get("discard")?);
    if pile == "rest" && discard == "rest" {
        return Err(bad(Msg::new("pairanoid-position-rest-twice")));
    }
    let held: Vec<Card> = s.hands.iter().flatten().copied().collect();
    let rest = |given: &[Card]| {
        missing_cards(held.iter().chain(given)).ok_or_else(|| bad(Msg::new("pairanoid-position-copies")))
    };
    if pile == "rest" {
        s.discard = parse_cards(discard, "discard")?;
        s.pile = rest(&s.discard)?;
    } else {
        s.pile = parse_cards(pile, "pile")?;
        s.discard = if discard == "rest" { rest(&s.pile)? } else { parse_cards(discard, "discard")? };
    }
    let all: Vec<Card> = s.hands.iter().flatten().chain(&s.pile).chain(&s.discard).copied().collect();
    if all.len() != DECK_SIZE || missing_cards(&all).is_none_or(|m| !m.is_empty()) {
        return Err(bad(Msg::new("pairanoid-position-deck").arg("count", all.len())));
    }
    let given: Vec<&str> = f.get("given")?.split(',').collect();
    if given.len() != 4 {
        return Err(bad_count("given", given.len(), 4));
    }
    for (k, g) in given.iter().enumerate() {
        s.given[k] = match *g {
            "-" => None,
            t => Some(Card::parse(t).ok_or_else(|| bad_value("given", t, CARDS))?),
        };
    }
    s.last = match f.get("last")? {
        "-" => None,
        v => {
            let wrong = || bad_value("last", v, "-, red:K, blue:Jk=5, …");
            let (who, card) = v.split_once(':').ok_or_else(wrong)?;
            let seat = colour(who).ok_or_else(wrong)?;
            let (c, val) = card.split_once('=').unwrap_or((card, card));
            let card = Card::parse(c).ok_or_else(wrong)?;
            let value = Card::parse(val).ok_or_else(wrong)?;
            Some(LastPlay { seat, card, value })
        }
    };
    s.winner = seat_or_none("winner")?.map(|w| w % 2);
    check_consistent(&s)?;
    Ok(s)
}

/// Checks what the stage needs: a dealer once dealing started, cards for the seat to
/// play, a pile to deal from only when a deal is finished.
fn check_consistent(s: &State) -> Result<(), GameError> {
    if s.stage != Stage::Dealer && s.dealer.is_none() {
        return Err(bad(Msg::new("pairanoid-position-no-dealer")));
    }
    if s.dealt > 4 * s.deal_size() {
        return Err(bad(Msg::new("pairanoid-position-dealt")
            .arg("most", 4 * s.deal_size())
            .arg("deal", s.deal_no)
            .arg("count", s.dealt)));
    }
    let held: usize = s.hands.iter().map(Vec::len).sum();
    if s.stage == Stage::Dealer && (held > 0 || !s.pile.is_empty() || s.deal_no != 0) {
        return Err(bad(Msg::new("pairanoid-position-before-deal")));
    }
    if s.stage == Stage::Deal && held != s.dealt {
        return Err(bad(Msg::new("pairanoid-position-during-deal")));
    }
    if s.stage != Stage::Dealer && s.hands.iter().any(|h| h.len() > s.deal_size()) {
        return Err(bad(Msg::new("pairanoid-position-hand-over-deal")
            .arg("deal", s.deal_no)
            .arg("size", s.deal_size())));
    }
    match s.stage {
        Stage::Play if s.hands[s.turn].is_empty() => Err(bad(Msg::new("pairanoid-position-no-cards-to-play"))),
        Stage::Exchange if s.pending_exchange().is_none_or(|(a, b)| s.given[a].is_none() || s.given[b].is_none()) => {
            Err(bad(Msg::new("pairanoid-position-exchange")))
        }
        Stage::Swap if s.swap_chooser().is_none() => Err(bad(Msg::new("pairanoid-position-swap-done"))),
        Stage::Swap if (0..4).any(|k| s.given[k].is_some_and(|c| !s.hands[k].contains(&c) && !s.swap_done(k))) => {
            Err(bad(Msg::new("pairanoid-position-swap-card")))
        }
        Stage::Swap if s.swap_chooser().is_some_and(|k| s.hands[k].is_empty()) => {
            Err(bad(Msg::new("pairanoid-position-swap-empty")))
        }
        Stage::Over if s.winner.is_none() => Err(bad(Msg::new("pairanoid-position-over-no-winner"))),
        _ => check_result(s),
    }
}

/// A winner exactly when the game is over, and only a team with every marble home.
fn check_result(s: &State) -> Result<(), GameError> {
    let home = |team: usize| super::rules::team_home(&s.board, team);
    match (s.stage, s.winner) {
        (Stage::Over, Some(w)) if !home(w) => Err(bad(team_says("pairanoid-position-won-not-home", w))),
        (Stage::Over, _) => Ok(()),
        (_, Some(w)) => Err(bad(team_says("pairanoid-position-winner-playing", w))),
        (_, None) => match (0..2).find(|&t| home(t)) {
            Some(t) => Err(bad(team_says("pairanoid-position-home-not-over", t))),
            None if s.stage != Stage::Dealer && s.deal_no == 0 => Err(bad(Msg::new("pairanoid-position-deal-zero"))),
            None => Ok(()),
        },
    }
}

/// A team's name for messages: "red and green".
/// The message `key` about a team, named by its two colours.
fn team_says(key: &str, team: usize) -> Msg {
    Msg::new(key).arg("a", colour_msg(team)).arg("b", colour_msg(team + 2))
}

/// The cards as a position writes them.
const CARDS: &str = "A, 2–10, J, Q, K, Jk";

/// The steps of a seat's move, in tap order.
pub fn step_tokens(mv: &Move) -> Vec<String> {
    match mv {
        Move::Dealer(d) => vec![format!("dealer:{}", COLOURS[*d])],
        Move::Shuffle(pile) => vec![format!("shuffle:{}", cards_list(pile))],
        Move::Deal => vec!["deal".into()],
        Move::Exchange => vec!["exchange".into()],
        Move::Give(c) => vec![format!("give:{c}")],
        Move::Discard => vec!["discard".into()],
        Move::Play { card, value, action } => {
            let mut t = vec![card.to_string()];
            if card.is_joker() {
                t.push(format!("={value}"));
            }
            t.extend(action_tokens(*value, action));
            t
        }
    }
}

/// The part notation `from>to`.
pub fn part_token(p: &Part) -> String {
    format!("{}>{}", p.from.name(), p.to.name())
}

fn action_tokens(value: Card, action: &Action) -> Vec<String> {
    let multi = matches!(value.0, 1 | 13 | 4);
    match action {
        Action::Out => vec!["out".into()],
        Action::Forward { n, part } => {
            let mut t = Vec::new();
            if multi {
                t.push(if value.0 == 4 { "+4".to_string() } else { n.to_string() });
            }
            t.push(part_token(part));
            t
        }
        Action::Back(part) => vec!["-4".into(), part_token(part)],
        Action::Swap(a, b) => vec![format!("{}<>{}", a.name(), b.name())],
        Action::Seven(parts) => parts.iter().map(part_token).collect(),
    }
}

/// Writes a move.
pub fn format_move(mv: &Move) -> String {
    step_tokens(mv).join(" ")
}

fn parse_part(t: &str, mv: &str) -> Result<Part, GameError> {
    let (a, b) = t.split_once('>').ok_or_else(|| bad_move(mv, Msg::new("pairanoid-parse-part").arg("text", t)))?;
    let from = Spot::parse(a).ok_or_else(|| bad_move(mv, Msg::new("pairanoid-parse-field").arg("text", a)))?;
    let to = Spot::parse(b).ok_or_else(|| bad_move(mv, Msg::new("pairanoid-parse-field").arg("text", b)))?;
    Ok(Part { from, to })
}

/// Reads a move (structure only; the session checks legality).
pub fn parse_move(s: &State, text: &str) -> Result<Move, GameError> {
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let Some(&first) = tokens.first() else {
        return Err(bad_move(text, Msg::new("reason-move-empty")));
    };
    if let Some(name) = first.strip_prefix("dealer:") {
        return colour(name)
            .map(Move::Dealer)
            .ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-colour").arg("text", name)));
    }
    if let Some(cards) = first.strip_prefix("shuffle:") {
        let pile = parse_cards(cards, "shuffle").map_err(|_| bad_move(text, Msg::new("pairanoid-parse-reshuffle")))?;
        let mut sorted = pile.clone();
        sorted.sort();
        if sorted != super::rules::reshuffle_cards(s) {
            return Err(bad_move(text, Msg::new("pairanoid-parse-reshuffle")));
        }
        return Ok(Move::Shuffle(pile));
    }
    if let Some(card) = first.strip_prefix("give:") {
        return Card::parse(card)
            .map(Move::Give)
            .ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-card").arg("text", card)));
    }
    if tokens.len() == 1 && first == "deal" {
        return Ok(Move::Deal);
    }
    if tokens.len() == 1 && first == "exchange" {
        return Ok(Move::Exchange);
    }
    if first == "discard" {
        return if tokens.len() == 1 {
            Ok(Move::Discard)
        } else {
            Err(bad_move(text, Msg::new("pairanoid-refuse-discard-alone")))
        };
    }
    let card = Card::parse(first).ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-card").arg("text", first)))?;
    let mut rest = &tokens[1..];
    let value = if card.is_joker() {
        let v = rest
            .first()
            .and_then(|t| t.strip_prefix('='))
            .ok_or_else(|| bad_move(text, Msg::new("pairanoid-refuse-joker-value")))?;
        rest = &rest[1..];
        Card::parse(v)
            .filter(|c| !c.is_joker())
            .ok_or_else(|| bad_move(text, Msg::new("pairanoid-refuse-joker-value")))?
    } else {
        card
    };
    let need = |n: usize, rest: &[&str]| {
        if rest.len() == n {
            Ok(())
        } else {
            Err(bad_move(text, Msg::new("pairanoid-parse-step-count").arg("count", n).arg("given", rest.len())))
        }
    };
    let action = match value.0 {
        1 | 13 | 4 => {
            let mode = *rest.first().ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-mode")))?;
            match (value.0, mode) {
                (1 | 13, "out") => {
                    need(1, rest)?;
                    Action::Out
                }
                (1, "1" | "11") | (13, "13") | (4, "+4") => {
                    need(2, rest)?;
                    let n = if value.0 == 4 { 4 } else { mode.parse().unwrap_or(1) };
                    Action::Forward { n, part: parse_part(rest[1], text)? }
                }
                (4, "-4") => {
                    need(2, rest)?;
                    Action::Back(parse_part(rest[1], text)?)
                }
                _ => return Err(bad_move(text, mode_hint(value))),
            }
        }
        7 => {
            if rest.is_empty() {
                return Err(bad_move(text, Msg::new("pairanoid-parse-seven")));
            }
            Action::Seven(rest.iter().map(|t| parse_part(t, text)).collect::<Result<_, _>>()?)
        }
        11 => {
            need(1, rest)?;
            let (a, b) = rest[0].split_once("<>").ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-swap")))?;
            let a = Spot::parse(a).ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-field").arg("text", a)))?;
            let b = Spot::parse(b).ok_or_else(|| bad_move(text, Msg::new("pairanoid-parse-field").arg("text", b)))?;
            Action::Swap(a, b)
        }
        n => {
            need(1, rest)?;
            Action::Forward { n, part: parse_part(rest[0], text)? }
        }
    };
    Ok(Move::Play { card, value, action })
}

/// The letter of a colour (for the text board).
pub fn letter(c: usize) -> char {
    LETTERS[c]
}

/// What a card with several uses needs after it, for a move typed without its mode.
fn mode_hint(value: Card) -> Msg {
    match value.0 {
        1 => Msg::new("pairanoid-parse-mode-ace"),
        13 => Msg::new("pairanoid-parse-mode-king"),
        4 => Msg::new("pairanoid-parse-mode-four"),
        _ => Msg::new("pairanoid-parse-no-mode").arg("card", value.to_string()),
    }
}
