//! Cards, suits, card sets and the two trump suits of Fjols.
//!
//! A card is a number 0..52 (suit × 13 + rank − 2) so that a hand fits in one `u64`
//! bit set: legal moves, sampling and rollouts then cost a few bit operations.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::error::GameError;
use crate::message::Msg;
use crate::notation::bad_move;

/// The four suits, in notation order (`c d h s`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// ♣, black.
    Clubs,
    /// ♦, red.
    Diamonds,
    /// ♥, red.
    Hearts,
    /// ♠, black.
    Spades,
}

impl Suit {
    /// All suits in index order.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// 0..4, the suit's place in [`Suit::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// The notation letter.
    pub fn letter(self) -> char {
        ['c', 'd', 'h', 's'][self.index()]
    }

    /// English name (plural), for labels and the terminal.
    pub fn name(self) -> &'static str {
        ["clubs", "diamonds", "hearts", "spades"][self.index()]
    }

    /// The other suit of the same colour: the low trump when this one is high.
    pub fn partner(self) -> Suit {
        match self {
            Suit::Clubs => Suit::Spades,
            Suit::Spades => Suit::Clubs,
            Suit::Diamonds => Suit::Hearts,
            Suit::Hearts => Suit::Diamonds,
        }
    }

    fn from_letter(c: char) -> Option<Suit> {
        Suit::ALL.into_iter().find(|s| s.letter() == c.to_ascii_lowercase())
    }
}

/// One playing card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card(u8);

const RANK_LETTERS: &[u8; 13] = b"23456789TJQKA";

impl Card {
    /// The card of `suit` and `rank` (2..=14, ace high). Panics on a bad rank (a
    /// programming error; text goes through [`Card::parse`]).
    pub fn new(suit: Suit, rank: u8) -> Card {
        assert!((2..=14).contains(&rank), "rank {rank}");
        Card(suit as u8 * 13 + rank - 2)
    }

    /// The card with index 0..52.
    pub fn from_index(i: usize) -> Card {
        debug_assert!(i < 52);
        Card(i as u8)
    }

    /// 0..52.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit.
    pub fn suit(self) -> Suit {
        Suit::ALL[self.0 as usize / 13]
    }

    /// 2..=14 (ace high).
    pub fn rank(self) -> u8 {
        self.0 % 13 + 2
    }

    /// Parses `Ah`, `Tc`, `6s` (rank letter `2-9 T J Q K A`, `10` also accepted; suit `c d h s`).
    pub fn parse(text: &str) -> Result<Card, GameError> {
        let bad = || bad_move(text, Msg::new("fjols-parse-card").arg("text", text));
        let text = text.trim();
        let (rank_text, suit_char) = match text.char_indices().last() {
            Some((i, c)) if i > 0 => (&text[..i], c),
            _ => return Err(bad()),
        };
        let suit = Suit::from_letter(suit_char).ok_or_else(bad)?;
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "10" => 10,
            r if r.len() == 1 => RANK_LETTERS.iter().position(|&b| b == r.as_bytes()[0]).ok_or_else(bad)? as u8 + 2,
            _ => return Err(bad()),
        };
        Ok(Card::new(suit, rank))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", RANK_LETTERS[(self.rank() - 2) as usize] as char, self.suit().letter())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

/// A set of cards as a bit set (a hand, the cards out of play, what is known of a hand).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The cards of one deck: 36 (6 to A) or 52 (2 to A).
    pub fn deck(size: usize) -> CardSet {
        // Each suit's 13 bits run from the two up; the short deck drops 2 to 5.
        let suit = if size == 52 { 0x1fff } else { 0x1ff0 };
        CardSet((0..4).fold(0, |bits, s| bits | suit << (s * 13)))
    }

    /// All cards of one suit (of a 52-card deck).
    pub fn suit(suit: Suit) -> CardSet {
        CardSet(0x1fff << (suit.index() * 13))
    }

    /// The raw bits (bit i = card index i).
    pub fn bits(self) -> u64 {
        self.0
    }

    /// Number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// True when empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1 << card.0) != 0
    }

    /// Adds a card.
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1 << card.0;
    }

    /// Removes a card (no-op if absent).
    pub fn remove(&mut self, card: Card) {
        self.0 &= !(1 << card.0);
    }

    /// Cards in both sets.
    pub fn and(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// Cards in either set.
    pub fn or(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// Cards in `self` but not in `other`.
    pub fn minus(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards in index order (by suit, then rank).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Card(i as u8))
        })
    }

    /// The cards as a vector in index order.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

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
        if beater.suit() == card.suit() {
            beater.rank() > card.rank()
        } else {
            self.class(beater) > self.class(card)
        }
    }

    /// The cards of `hand` allowed to beat `card`: with the suit in hand only higher
    /// cards of that suit; without it (void) any card of a higher class.
    pub fn beaters(self, hand: CardSet, card: Card) -> CardSet {
        // As bit masks: searches ask this at every move of every playout.
        let suit = CardSet::suit(card.suit());
        if !hand.and(suit).is_empty() {
            let above = CardSet(!0u64 << (card.index() + 1));
            hand.and(suit).and(above)
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

/// A suit's name in words (`suit-hearts`), and one card of it in words (`suit-card-hearts`:
/// "a higher heart").
pub fn suit_msg(suit: Suit) -> crate::message::Msg {
    crate::message::Msg::new(format!("suit-{}", suit.name()))
}

/// "a higher heart": one card of a suit in words.
pub fn suit_card_msg(suit: Suit) -> crate::message::Msg {
    crate::message::Msg::new(format!("suit-card-{}", suit.name()))
}

/// A card in words ("king of hearts"), rendered at the edge.
pub fn card_msg(card: Card) -> crate::message::Msg {
    let rank = match card.rank() {
        11 => "rank-jack".to_string(),
        12 => "rank-queen".to_string(),
        13 => "rank-king".to_string(),
        14 => "rank-ace".to_string(),
        n => format!("rank-{n}"),
    };
    crate::message::Msg::new("card-name").arg("rank", crate::message::Msg::new(rank)).arg("suit", suit_msg(card.suit()))
}
