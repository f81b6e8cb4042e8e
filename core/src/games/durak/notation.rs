//! Position and move notation of Durak (documented in `docs/notation-durak.md`).
//!
//! A position is one line of `key=value` fields:
//! `durak players=2 kind=podkidnoy deck=36 first=5 show=off teams=off next=left fools=1
//! dealer=1 turn=1 trump=6s hands=9h,Kc/Jh,7d stock=Qd,6s table=9h/Jh,9d discard=-
//! known=-/- attacker=0 defender=1 taking=no passed=- shown=no cap=5 bouts=0 out=-
//! score=0/0 games=0 last=-`.
//! Cards are rank (`2-9 T J Q K A`) plus suit (`c d h s`); hands per seat separated
//! by `/`; the stock top first (the turned trump last, while it lies under the stock);
//! the table in the order laid, a beaten pair as `attack/beat`.
//!
//! Moves: a card to attack or throw in (`9h`), `pass`, a beat as the card laid then
//! the card it beats (`Jh 9h`), `take`, a transfer (`9d transfer`), show-the-trump
//! (`9s show`), and the deal `deal:<deck order>`.

use super::rules::{check, GameEnd, Kind, Move, NextGame, Pair, State, Variants};
use crate::error::GameError;
use crate::game::Seat;
use crate::games::cards::notation::CardFields;
use crate::games::cards::{is_deck_order, Card, CardSet};
use crate::message::Msg;
use crate::notation::{bad, bad_count, bad_entry, bad_move, bad_value, choice, join, list, listed_twice, Fields};

const GAME: &str = "durak";
const DEAL: &str = "deal:";

fn per_seat(sets: &[CardSet]) -> String {
    sets.iter().map(|s| join(s.iter())).collect::<Vec<_>>().join("/")
}

fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Formats a position.
pub fn format_state(state: &State) -> String {
    let v = &state.variants;
    let mut f = Fields::new(GAME);
    f.add("players", state.players)
        .add("kind", if v.kind == Kind::Perevodnoy { "perevodnoy" } else { "podkidnoy" })
        .add("deck", v.deck)
        .add("first", v.first_limit)
        .add("show", if v.show { "on" } else { "off" })
        .add("teams", if v.teams { "on" } else { "off" })
        .add("next", if v.next == NextGame::Right { "right" } else { "left" })
        .add("fools", v.fools)
        .add("dealer", state.dealer);
    let turn = if state.over {
        "over".to_string()
    } else if !state.dealt {
        "deal".to_string()
    } else {
        state.turn.to_string()
    };
    f.add("turn", turn);
    if state.dealt {
        let table = state.table.iter().map(|p| match p.beat {
            Some(b) => format!("{}/{b}", p.attack),
            None => p.attack.to_string(),
        });
        let passed = (0..state.players).filter(|&s| state.passed[s]);
        f.add("trump", state.trump.map(|c| c.to_string()).unwrap_or_else(|| "-".into()))
            .add("hands", per_seat(&state.hands))
            .add("stock", join(state.stock.iter().rev()))
            .add("table", join(table))
            .add("discard", join(state.discard.iter()))
            .add("known", per_seat(&state.known))
            .add("attacker", state.attacker)
            .add("defender", state.defender)
            .add("taking", yes(state.taking))
            .add("passed", join(passed))
            .add("shown", yes(state.shown))
            .add("cap", state.cap)
            .add("bouts", state.bouts)
            .add("out", join(&state.out));
    }
    f.add("score", state.fools.iter().map(|f| f.to_string()).collect::<Vec<_>>().join("/"))
        .add("games", state.games)
        .add("last", last_text(&state.last));
    f.to_string()
}

fn last_text(last: &Option<GameEnd>) -> String {
    match last {
        None => "-".into(),
        Some(GameEnd::Draw) => "draw".into(),
        Some(GameEnd::Fools(f)) => format!("fools:{}", f.iter().map(|s| s.to_string()).collect::<Vec<_>>().join(",")),
    }
}

/// Why a table of this many players is not a Durak position.
pub(super) fn players_refused(players: usize) -> Msg {
    Msg::new("reason-players-between")
        .arg("game", Msg::new("game-durak"))
        .arg("min", 2)
        .arg("max", 6)
        .arg("given", players)
}

/// Durak's card fields: a bad card in the words every card game uses.
const CARDS: CardFields = CardFields { not_a_card: "card-parse" };

fn seat_field(f: &Fields, key: &str, players: usize) -> Result<Seat, GameError> {
    let text = f.get(key)?;
    match text.parse::<Seat>() {
        Ok(s) if s < players => Ok(s),
        _ => Err(bad_value(key, text, format!("0–{}", players - 1))),
    }
}

fn seats(text: &str, players: usize, key: &str) -> Result<Vec<Seat>, GameError> {
    let mut out: Vec<Seat> = Vec::new();
    for t in list(text) {
        let s = t
            .parse::<Seat>()
            .ok()
            .filter(|&s| s < players)
            .ok_or_else(|| bad_entry(t, format!("0–{}", players - 1)))?;
        if out.contains(&s) {
            return Err(listed_twice(key, s));
        }
        out.push(s);
    }
    Ok(out)
}

/// Parses a position and checks its invariants.
pub fn parse_state(text: &str) -> Result<State, GameError> {
    let f = Fields::parse(text, GAME)?;
    f.only(&[
        "players", "kind", "deck", "first", "show", "teams", "next", "fools", "dealer", "turn", "trump", "hands",
        "stock", "table", "discard", "known", "attacker", "defender", "taking", "passed", "shown", "cap", "bouts",
        "out", "score", "games", "last",
    ])?;
    let players: usize = f.num("players")?;
    if !(2..=6).contains(&players) {
        return Err(bad(players_refused(players)));
    }
    let onoff = [("off", false), ("on", true)];
    let variants = Variants {
        kind: choice(
            f.opt("kind").unwrap_or("podkidnoy"),
            "kind",
            &[("podkidnoy", Kind::Podkidnoy), ("perevodnoy", Kind::Perevodnoy)],
        )?,
        deck: choice(f.opt("deck").unwrap_or("36"), "deck", &[("36", 36), ("52", 52), ("24", 24)])?,
        first_limit: choice(f.opt("first").unwrap_or("5"), "first", &[("5", 5), ("6", 6)])?,
        show: choice(f.opt("show").unwrap_or("off"), "show", &onoff)?,
        teams: choice(f.opt("teams").unwrap_or("off"), "teams", &onoff)?,
        next: choice(f.opt("next").unwrap_or("left"), "next", &[("left", NextGame::Left), ("right", NextGame::Right)])?,
        fools: choice(f.opt("fools").unwrap_or("1"), "fools", &[("1", 1), ("2", 2), ("3", 3), ("5", 5)])?,
    };
    if let Some(why) = variants.refusal(players) {
        return Err(bad(why));
    }
    let mut state = State::new(players, variants);
    if f.opt("dealer").is_some() {
        state.dealer = seat_field(&f, "dealer", players)?;
    }
    if let Some(score) = f.opt("score") {
        let parts: Vec<&str> = score.split('/').collect();
        if parts.len() != players {
            return Err(bad_count("score", parts.len(), players));
        }
        state.fools =
            parts.iter().map(|p| p.parse::<u32>().map_err(|_| bad_entry(p, "0, 1, 2, …"))).collect::<Result<_, _>>()?;
    }
    state.games = f.opt("games").map(|_| f.num("games")).transpose()?.unwrap_or(0);
    state.last = match f.opt("last").unwrap_or("-") {
        "-" => None,
        "draw" => Some(GameEnd::Draw),
        t => match t.strip_prefix("fools:") {
            Some(rest) if !rest.is_empty() => Some(GameEnd::Fools(seats(rest, players, "last")?)),
            _ => return Err(bad_value("last", t, "-, draw, fools:<seats>")),
        },
    };
    state.over =
        state.fools.iter().any(|&n| n >= variants.fools) || (variants.fools == 1 && f.opt("turn") == Some("over"));
    let turn = f.get("turn")?;
    match turn {
        "over" if !state.over => return Err(bad(Msg::new("durak-position-not-over"))),
        "over" if f.opt("hands").is_none() => return Ok(state),
        "over" => {}
        _ if state.over => return Err(bad(Msg::new("durak-position-over"))),
        "deal" => {
            let dealt = ["trump", "hands", "stock", "table"].iter().any(|k| f.opt(k).is_some());
            return if dealt { Err(bad(Msg::new("durak-position-cards-before-deal"))) } else { Ok(state) };
        }
        _ => {}
    }
    state.dealt = true;
    state.turn = match (&state.last, turn) {
        (Some(GameEnd::Fools(f)), "over") => f[0],
        (_, "over") => 0,
        _ => seat_field(&f, "turn", players)?,
    };
    state.trump = Some(CARDS.card(f.get("trump")?)?);
    state.hands = CARDS.per_seat(f.get("hands")?, players, "hands")?;
    state.known = match f.opt("known") {
        Some(k) => CARDS.per_seat(k, players, "known")?,
        None => vec![CardSet::EMPTY; players],
    };
    state.stock = CARDS.cards(f.opt("stock").unwrap_or("-"))?.into_iter().rev().collect();
    state.table = list(f.opt("table").unwrap_or("-"))
        .into_iter()
        .map(|t| match t.split_once('/') {
            Some((a, b)) => Ok(Pair { attack: CARDS.card(a)?, beat: Some(CARDS.card(b)?) }),
            None => Ok(Pair { attack: CARDS.card(t)?, beat: None }),
        })
        .collect::<Result<_, GameError>>()?;
    state.discard = CARDS.set(f.opt("discard").unwrap_or("-"))?;
    state.attacker = seat_field(&f, "attacker", players)?;
    state.defender = seat_field(&f, "defender", players)?;
    state.taking = choice(f.opt("taking").unwrap_or("no"), "taking", &[("no", false), ("yes", true)])?;
    state.shown = choice(f.opt("shown").unwrap_or("no"), "shown", &[("no", false), ("yes", true)])?;
    for s in seats(f.opt("passed").unwrap_or("-"), players, "passed")? {
        state.passed[s] = true;
    }
    state.out = seats(f.opt("out").unwrap_or("-"), players, "out")?;
    state.bouts = f.opt("bouts").map(|_| f.num("bouts")).transpose()?.unwrap_or(0);
    state.cap = match f.opt("cap") {
        Some(_) => f.num("cap")?,
        None => state
            .limit()
            .min(state.hands[state.defender].len() + state.table.iter().filter(|p| p.beat.is_some()).count()),
    };
    check(&state)?;
    Ok(state)
}

/// Formats a move.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Deal(order) => format!("{DEAL}{}", order.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(",")),
        Move::Attack(c) => c.to_string(),
        Move::Pass => "pass".into(),
        Move::Beat { attack, with } => format!("{with} {attack}"),
        Move::Take => "take".into(),
        Move::Transfer(c) => format!("{c} transfer"),
        Move::Show(c) => format!("{c} show"),
    }
}

/// Parses a move (not checking legality); a deal must be an ordering of this game's deck.
pub fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
    let text = text.trim();
    if let Some(rest) = text.strip_prefix(DEAL) {
        let refused = || bad_move(text, Msg::new("durak-parse-deal").arg("count", state.variants.deck));
        let order: Vec<Card> = rest.split(',').map(Card::parse).collect::<Result<_, _>>().map_err(|_| refused())?;
        if !is_deck_order(&order, state.variants.deck) {
            return Err(refused());
        }
        return Ok(Move::Deal(order));
    }
    let card = |t: &str| Card::parse(t).map_err(|_| bad_move(text, Msg::new("card-parse").arg("text", t)));
    let words: Vec<&str> = text.split_whitespace().collect();
    match words.as_slice() {
        ["pass"] => Ok(Move::Pass),
        ["take"] => Ok(Move::Take),
        [c] => Ok(Move::Attack(card(c)?)),
        [c, "transfer"] => Ok(Move::Transfer(card(c)?)),
        [c, "show"] => Ok(Move::Show(card(c)?)),
        [with, attack] => Ok(Move::Beat { attack: card(attack)?, with: card(with)? }),
        _ => Err(bad_move(text, Msg::new("durak-parse-move"))),
    }
}
