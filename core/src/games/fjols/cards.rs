//! The two trump suits of Fjols and what the table knows of a hand. Cards, suits and
//! card sets are the card games' shared ones (`games::cards`), re-exported here.

pub use crate::games::cards::{card_msg, suit_card_msg, suit_msg, Card, CardSet, Suit};

/// What is public about the cards a seat holds that nobody has seen: per suit (index
/// as in [`Suit::ALL`]) the highest rank such a card can have. 14 says nothing; 0 means
/// the seat has no unseen card of that suit (it trumped instead of following suit).
pub type Limits = [u8; 4];

/// Limits that say nothing.
pub const NO_LIMITS: Limits = [14; 4];

/// How strong a card is as a beater: plain cards, then low trumps, then high trumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Class {
    /// Neither trump suit.
    Plain,
    /// The other suit of the turned card's colour.
    LowTrump,
    /// The turned card's suit.
    HighTrump,
}

impl Class {
    /// Colour key of the class in scenes.
    pub fn key(self) -> &'static str {
        match self {
            Class::Plain => "plain",
            Class::LowTrump => "low_trump",
            Class::HighTrump => "high_trump",
        }
    }
}

/// The two trump suits, fixed by the turned card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Trumps {
    /// The turned card's suit.
    pub high: Suit,
}

impl Trumps {
    /// The trumps set by a turned card.
    pub fn from_card(turned: Card) -> Trumps {
        Trumps { high: turned.suit() }
    }

    /// The low trump suit: the other suit of the same colour.
    pub fn low(self) -> Suit {
        self.high.partner()
    }

    /// The class of a card.
    pub fn class(self, card: Card) -> Class {
        if card.suit() == self.high {
            Class::HighTrump
        } else if card.suit() == self.low() {
            Class::LowTrump
        } else {
            Class::Plain
        }
    }

    /// True when `beater` beats `card` by the beating order alone (follow-suit aside):
    /// a higher card of the same suit, or a card of a higher class.
    pub fn beats(self, beater: Card, card: Card) -> bool {
        crate::games::cards::beats_by_class(beater, card, |c| self.class(c))
    }

    /// The cards of `hand` allowed to beat `card`: with the suit in hand only higher
    /// cards of that suit; without it (void) any card of a higher class.
    pub fn beaters(self, hand: CardSet, card: Card) -> CardSet {
        // As bit masks: searches ask this at every move of every playout.
        let suit = CardSet::suit(card.suit());
        if !hand.and(suit).is_empty() {
            hand.and(CardSet::above_in_suit(card))
        } else {
            let high = CardSet::suit(self.high);
            let higher = match self.class(card) {
                Class::Plain => high.or(CardSet::suit(self.low())),
                Class::LowTrump => high,
                Class::HighTrump => CardSet::EMPTY,
            };
            hand.and(higher)
        }
    }

    /// A number ordering cards by worth as beaters (for bots and hand sorting).
    pub fn worth(self, card: Card) -> u32 {
        self.class(card) as u32 * 20 + u32::from(card.rank())
    }
}
