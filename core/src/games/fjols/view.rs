//! What one seat may know, and the terminal picture.

use serde::Serialize;

use super::cards::{Card, CardSet, Limits, Trumps};
use super::rules::{legal_for, Beating, Move, Pickup, State, Variants};
use crate::game::Seat;
use crate::message::Msg;

/// A seat's view: its own hand, public facts about the others, never a hidden card.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// Number of seats.
    pub players: usize,
    /// House rules.
    pub variants: Variants,
    /// The seat to move (`None` before the deal and once over).
    pub to_move: Option<Seat>,
    /// The turned card (its suit is high trump).
    pub trump_card: Option<Card>,
    /// The observer's own hand.
    pub hand: CardSet,
    /// Cards held by every seat.
    pub counts: Vec<usize>,
    /// Cards everybody knows each seat holds (picked up from the table, not laid since).
    pub known: Vec<CardSet>,
    /// What everybody can tell about each seat's unseen cards (see `State::limits`).
    pub limits: Vec<Limits>,
    /// Cards left in the pile.
    pub pile: usize,
    /// The chain on the table, oldest first; the last is the card to beat.
    pub table: Vec<Card>,
    /// Cards out of play (seen by all).
    pub dead: CardSet,
    /// Seats out, in order.
    pub out: Vec<Seat>,
    /// The dealer of this game (the forehand, on their left, played first).
    pub dealer: Seat,
}

impl Observation {
    /// The trump suits.
    pub fn trumps(&self) -> Trumps {
        Trumps::from_card(self.trump_card.unwrap_or(Card::new(super::cards::Suit::Hearts, 14)))
    }

    /// The observer's legal moves when it is to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.to_move != Some(self.seat) {
            return Vec::new();
        }
        legal_for(self.hand, &self.table, self.trumps(), self.variants.beating)
    }

    /// Cards the observer cannot place: in other hands (unknown part) or in the pile.
    pub fn unseen(&self) -> CardSet {
        let placed = self.hand.or(self.dead).or(self.table.iter().copied().collect());
        crate::games::cards::unseen(self.variants.deck, placed, &self.known)
    }
}

/// The observation of `seat`.
pub fn observe(state: &State, seat: Seat) -> Observation {
    Observation {
        seat,
        players: state.players,
        variants: state.variants,
        to_move: if state.dealt && !state.is_over() { Some(state.turn) } else { None },
        trump_card: state.trump_card,
        hand: state.hands.get(seat).copied().unwrap_or_default(),
        counts: state.hands.iter().map(|h| h.len()).collect(),
        known: state.known.clone(),
        limits: state.limits.clone(),
        pile: state.pile.len(),
        table: state.table.clone(),
        dealer: state.dealer,
        dead: state.dead,
        out: state.out.clone(),
    }
}

/// Name of a seat for people: `player 1` for seat 0.
pub fn seat_name(seat: Seat) -> String {
    format!("player {}", seat + 1)
}

pub use crate::games::cards::short;
use crate::games::cards::{board_cards, short_rank};

/// The hand sorted for people: plain suits first, then low trump, then high trump, by rank.
pub fn sorted_hand(hand: CardSet, trumps: Trumps) -> Vec<Card> {
    let mut cards = hand.to_vec();
    cards.sort_by_key(|&c| (trumps.class(c), c.suit(), c.rank()));
    cards
}

/// The terminal picture as `viewer` may see it, its words in `lang`.
pub fn text_board(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
    let say = |msg: Msg| crate::i18n::render(&msg, lang);
    let suit = |x: super::cards::Suit| Msg::new(format!("suit-{}", x.name()));
    let v = &state.variants;
    let pickup = if v.pickup == Pickup::Chain { "fjols-board-pickup-chain" } else { "fjols-board-pickup-last" };
    let beating =
        if v.beating == Beating::Optional { "fjols-board-beating-optional" } else { "fjols-board-beating-forced" };
    let rules = Msg::new("fjols-board-rules")
        .arg("deck", v.deck)
        .arg("hand", v.hand)
        .arg("pickup", Msg::new(pickup))
        .arg("beating", Msg::new(beating));
    let mut out = say(rules) + "\n";
    if !state.dealt {
        out.push_str(&(say(Msg::new("fjols-board-not-dealt")) + "\n"));
        return out;
    }
    let trumps = state.trumps();
    if let Some(t) = state.trump_card {
        let msg = Msg::new("fjols-board-trumps")
            .arg("card", short(t, lang))
            .arg("high", suit(trumps.high))
            .arg("low", suit(trumps.low()));
        out.push_str(&(say(msg) + "\n"));
    }
    let pile = Msg::new("fjols-board-pile").arg("pile", state.pile.len()).arg("dead", state.dead.len());
    out.push_str(&(say(pile) + "\n"));
    let table = match state.table.split_last() {
        None if !state.is_over() => Msg::new("fjols-board-table-free"),
        None => Msg::new("fjols-board-table-empty"),
        Some((last, rest)) => {
            let before: String = rest.iter().map(|&c| short(c, lang) + " ").collect();
            Msg::new("fjols-board-table").arg("cards", format!("{before}[{}]", short(*last, lang)))
        }
    };
    out.push_str(&(say(table) + "\n"));
    for seat in 0..state.players {
        let marker = if !state.is_over() && state.turn == seat { ">" } else { " " };
        let name = say(crate::scene::seat_name(seat));
        let mut line = format!("{marker} {name:<9}");
        let count = state.hands[seat].len();
        let status = if let Some(place) = state.out.iter().position(|&s| s == seat) {
            Msg::new("fjols-board-out").arg("place", place + 1)
        } else if state.fjols() == Some(seat) {
            Msg::new("fjols-board-fjols").arg("count", count)
        } else {
            Msg::new("count-cards").arg("count", count)
        };
        line.push_str(&format!(" {}", say(status)));
        let (hand, known) = (state.hands[seat], state.known[seat]);
        if let Some(cards) = board_cards("fjols", viewer == Some(seat), hand, known, |h| sorted_hand(h, trumps), lang) {
            line.push_str(&format!("  {cards}"));
        }
        if viewer != Some(seat) {
            let notes: Vec<String> = super::cards::Suit::ALL
                .iter()
                .filter(|x| state.limits[seat][x.index()] < 14)
                .map(|x| match state.limits[seat][x.index()] {
                    r if r < 2 => say(Msg::new("fjols-board-no-suit").arg("suit", suit(*x))),
                    r => {
                        let rank = short_rank(r, lang);
                        say(Msg::new("fjols-board-none-above").arg("suit", suit(*x)).arg("rank", rank))
                    }
                })
                .collect();
            if !notes.is_empty() {
                // On a line of its own: with the known cards it would not fit 80 columns.
                line = format!("{}\n             ({})", line.trim_end(), notes.join(", "));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let (Some(v), false) = (viewer, state.is_over()) {
        if v == state.turn {
            let moves = legal_for(state.hands[v], &state.table, trumps, state.variants.beating);
            // In the board's card words; picking up by its word ("tag op"), not `take`.
            let names: Vec<String> = moves
                .iter()
                .map(|m| match m {
                    Move::Lay(c) => short(*c, lang),
                    _ => say(Msg::new("fjols-step-pick-up-nothing")),
                })
                .collect();
            out.push_str(&(say(Msg::new("fjols-board-your-move").arg("moves", names.join(", "))) + "\n"));
        }
    }
    out
}
