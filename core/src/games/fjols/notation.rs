//! Position and move notation of Fjols (documented in `docs/notation-fjols.md`).
//!
//! A position is one line:
//! `fjols players=3 deck=36 hand=5 pickup=last beating=forced turn=0 trump=Ah
//! hands=6h,Ks/7c,8c/9d pile=Qd,Jd table=Ah dead=- known=-/-/- out=-`.
//! Cards are rank (`2-9 T J Q K A`) plus suit (`c d h s`); hands are listed per seat,
//! separated by `/`; the pile is listed top first; the table oldest first.

use super::cards::{Card, CardSet, Limits, Suit, NO_LIMITS};
use super::rules::{check, Beating, Move, Pickup, State, Variants};
use crate::error::GameError;
use crate::game::Seat;
use crate::games::cards::notation::CardFields;
use crate::message::Msg;
use crate::notation::{bad, bad_count, bad_entry, bad_move, bad_value, choice, join, list, listed_twice, Fields};

const GAME: &str = "fjols";
const SHUFFLE: &str = "shuffle:";

fn cards_text(cards: impl IntoIterator<Item = Card>) -> String {
    join(cards)
}

fn per_seat(sets: &[CardSet]) -> String {
    sets.iter().map(|s| cards_text(s.iter())).collect::<Vec<_>>().join("/")
}

/// Formats a position.
pub fn format_state(state: &State) -> String {
    let v = &state.variants;
    let mut f = Fields::new(GAME);
    f.add("players", state.players)
        .add("deck", v.deck)
        .add("hand", v.hand)
        .add("pickup", if v.pickup == Pickup::Chain { "chain" } else { "last" })
        .add("beating", if v.beating == Beating::Optional { "optional" } else { "forced" });
    let turn = if !state.dealt {
        "deal".to_string()
    } else if state.is_over() {
        "over".to_string()
    } else {
        state.turn.to_string()
    };
    // The dealer is written when it is not the last seat (a table's first game), so
    // the positions of first games read as before.
    if state.dealer != state.players - 1 {
        f.add("dealer", state.dealer);
    }
    f.add("turn", turn)
        .add("trump", state.trump_card.map(|c| c.to_string()).unwrap_or_else(|| "-".into()))
        .add("hands", per_seat(&state.hands))
        .add("pile", cards_text(state.pile.iter().rev().copied()))
        .add("table", cards_text(state.table.iter().copied()))
        .add("dead", cards_text(state.dead.iter()))
        .add("known", per_seat(&state.known))
        .add("limits", state.limits.iter().map(|&l| limits_text(l)).collect::<Vec<_>>().join("/"))
        .add("out", join(&state.out));
    f.to_string()
}

/// Limits as `<suit><highest rank>` per limited suit in suit order, `-` for a void
/// (`d-,hT`: no unseen diamond, no unseen heart above ten); `-` for no limits.
fn limits_text(l: Limits) -> String {
    let parts: Vec<String> = Suit::ALL
        .iter()
        .filter(|s| l[s.index()] < 14)
        .map(|s| match l[s.index()] {
            r if r < 2 => format!("{}-", s.letter()),
            r => format!("{}{}", s.letter(), Card::new(*s, r).to_string().chars().next().unwrap_or('?')),
        })
        .collect();
    join(parts)
}

fn parse_limits(text: &str) -> Result<Limits, GameError> {
    let mut limits = NO_LIMITS;
    let mut last = None;
    for part in list(text) {
        let err = || bad_entry(part, "c, d, h, s + 2–K, -");
        let mut chars = part.chars();
        let suit = chars.next().and_then(|c| Suit::ALL.into_iter().find(|s| s.letter() == c)).ok_or_else(err)?;
        let rank = match chars.as_str() {
            "-" => 0,
            r => Card::parse(&format!("{r}{}", suit.letter())).map_err(|_| err())?.rank(),
        };
        if last.is_some_and(|l| l >= suit) || rank == 14 {
            return Err(bad(Msg::new("fjols-position-limits").arg("text", text)));
        }
        last = Some(suit);
        limits[suit.index()] = rank;
    }
    Ok(limits)
}

/// Fjols' card fields: a card that cannot be read, in the same words as a move's card.
const CARDS: CardFields = CardFields { not_a_card: "fjols-parse-card" };

/// Why a table of this many players is not a Fjols position.
pub(super) fn players_refused(players: usize) -> Msg {
    Msg::new("reason-players-between")
        .arg("game", Msg::new("game-fjols"))
        .arg("min", 2)
        .arg("max", 5)
        .arg("given", players)
}

/// Parses a position and checks its invariants.
pub fn parse_state(text: &str) -> Result<State, GameError> {
    let f = Fields::parse(text, GAME)?;
    f.only(&[
        "players", "deck", "hand", "pickup", "beating", "dealer", "turn", "trump", "hands", "pile", "table", "dead",
        "known", "limits", "out",
    ])?;
    let players: usize = f.num("players")?;
    if !(2..=5).contains(&players) {
        return Err(bad(players_refused(players)));
    }
    let variants = Variants {
        deck: choice(f.opt("deck").unwrap_or("36"), "deck", &[("36", 36), ("52", 52)])?,
        hand: choice(f.opt("hand").unwrap_or("5"), "hand", &[("5", 5), ("6", 6)])?,
        pickup: choice(
            f.opt("pickup").unwrap_or("last"),
            "pickup",
            &[("last", Pickup::Last), ("chain", Pickup::Chain)],
        )?,
        beating: choice(
            f.opt("beating").unwrap_or("forced"),
            "beating",
            &[("forced", Beating::Forced), ("optional", Beating::Optional)],
        )?,
    };
    let mut state = State::new(players, variants);
    if let Some(dealer) = f.opt("dealer") {
        state.dealer = match dealer.parse::<Seat>() {
            Ok(d) if d < players => d,
            _ => return Err(bad_value("dealer", dealer, format!("0–{}", players - 1))),
        };
    }
    let turn = f.get("turn")?;
    if turn == "deal" {
        let empty_ok = |key: &str| f.opt(key).is_none_or(|v| v.split('/').all(|p| p == "-" || p.is_empty()));
        if ["trump", "hands", "pile", "table", "dead", "known", "limits", "out"].iter().all(|k| empty_ok(k)) {
            return Ok(state);
        }
        return Err(bad(Msg::new("fjols-position-cards-before-deal")));
    }
    state.dealt = true;
    state.trump_card = Some(CARDS.card(f.get("trump")?)?);
    state.hands = CARDS.per_seat(f.get("hands")?, players, "hands")?;
    state.known = match f.opt("known") {
        Some(k) => CARDS.per_seat(k, players, "known")?,
        None => vec![CardSet::EMPTY; players],
    };
    if let Some(v) = f.opt("limits") {
        let parts: Vec<&str> = v.split('/').collect();
        if parts.len() != players {
            return Err(bad_count("limits", parts.len(), players));
        }
        state.limits = parts.into_iter().map(parse_limits).collect::<Result<_, _>>()?;
    }
    state.pile = CARDS.cards(f.opt("pile").unwrap_or("-"))?.into_iter().rev().collect();
    state.table = CARDS.cards(f.opt("table").unwrap_or("-"))?;
    state.dead = CARDS.set(f.opt("dead").unwrap_or("-"))?;
    state.out = list(f.opt("out").unwrap_or("-"))
        .into_iter()
        .map(|t| t.parse::<Seat>().map_err(|_| bad_entry(t, format!("0–{}", players - 1))))
        .collect::<Result<_, _>>()?;
    // Checked before anything that counts the seats out, so the error names the list.
    for (i, &seat) in state.out.iter().enumerate() {
        if seat >= players {
            return Err(bad_entry(&seat.to_string(), format!("0–{}", players - 1)));
        }
        if state.out[..i].contains(&seat) {
            return Err(listed_twice("out", seat));
        }
    }
    if turn == "over" {
        if !state.is_over() {
            return Err(bad(Msg::new("fjols-position-over-too-soon")));
        }
        state.turn = (0..players).find(|&s| state.active(s)).unwrap_or(0);
    } else {
        state.turn = turn.parse().map_err(|_| bad_value("turn", turn, format!("0–{}, deal, over", players - 1)))?;
        if state.is_over() {
            return Err(bad(Msg::new("fjols-position-write-over")));
        }
    }
    check(&state)?;
    Ok(state)
}

/// Formats a move: a card (`Ah`), `take`, or the shuffle `shuffle:<deck order>`.
pub fn format_move(mv: &Move) -> String {
    match mv {
        Move::Lay(c) => c.to_string(),
        Move::PickUp => "take".into(),
        Move::Shuffle(order) => {
            format!("{SHUFFLE}{}", order.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(","))
        }
    }
}

/// Parses a move; a shuffle must be an ordering of exactly this game's deck.
pub fn parse_move(state: &State, text: &str) -> Result<Move, GameError> {
    let text = text.trim();
    if let Some(rest) = text.strip_prefix(SHUFFLE) {
        let order: Vec<Card> = rest
            .split(',')
            .map(Card::parse)
            .collect::<Result<_, _>>()
            .map_err(|_| bad_move(text, Msg::new("fjols-parse-shuffle").arg("count", state.variants.deck)))?;
        if !crate::games::cards::is_deck_order(&order, state.variants.deck) {
            return Err(bad_move(text, Msg::new("fjols-parse-shuffle").arg("count", state.variants.deck)));
        }
        return Ok(Move::Shuffle(order));
    }
    match text {
        "take" => Ok(Move::PickUp),
        _ if text.contains(char::is_whitespace) => Err(bad_move(text, Msg::new("fjols-refuse-one-card"))),
        _ => Card::parse(text)
            .map(Move::Lay)
            .map_err(|_| bad_move(text, Msg::new("fjols-refuse-not-a-card").arg("text", text))),
    }
}
