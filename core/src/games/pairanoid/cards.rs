//! Cards: ranks, the 108-card deck and the deal cycle.
//!
//! Suits play no part in Pairanoid, so a card is its rank alone; hands are kept
//! sorted so a hand is a multiset with one spelling.

use serde::{Serialize, Serializer};

/// A card: rank 1 = ace, 2..=10, 11 = jack, 12 = queen, 13 = king, 14 = joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(pub u8);

/// Notation of each rank, index = rank.
const NAMES: [&str; 15] = ["?", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "Jk"];

impl Card {
    /// The ace.
    pub const ACE: Card = Card(1);
    /// The four (forward or backward).
    pub const FOUR: Card = Card(4);
    /// The seven (split).
    pub const SEVEN: Card = Card(7);
    /// The jack (swap).
    pub const JACK: Card = Card(11);
    /// The king.
    pub const KING: Card = Card(13);
    /// The joker (any card from 2 to ace).
    pub const JOKER: Card = Card(14);

    /// Every rank a joker may stand for, ace first.
    pub fn joker_values() -> impl Iterator<Item = Card> {
        (1..=13).map(Card)
    }

    /// Notation: `A`, `2`..`10`, `J`, `Q`, `K`, `Jk`.
    pub fn name(self) -> &'static str {
        NAMES.get(self.0 as usize).copied().unwrap_or("?")
    }

    /// Parses notation.
    pub fn parse(s: &str) -> Option<Card> {
        (1..NAMES.len()).find(|&i| NAMES[i] == s).map(|i| Card(i as u8))
    }

    /// True for the joker.
    pub fn is_joker(self) -> bool {
        self == Card::JOKER
    }

    /// How many copies the deck holds: 8 of each rank (two decks), 4 jokers.
    pub fn copies(self) -> usize {
        if self.is_joker() {
            4
        } else {
            8
        }
    }
}

impl std::fmt::Display for Card {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Cards in the whole game.
pub const DECK_SIZE: usize = 108;

/// The full deck in rank order (the order a reshuffle starts from).
pub fn full_deck() -> Vec<Card> {
    (1..=14).flat_map(|r| std::iter::repeat_n(Card(r), Card(r).copies())).collect()
}

/// Cards dealt to each seat in deal number `deal` (1-based): 6, 5, 4, 3, 2, 6, ...
pub fn deal_size(deal: u32) -> usize {
    const CYCLE: [usize; 5] = [6, 5, 4, 3, 2];
    CYCLE[(deal.max(1) as usize - 1) % CYCLE.len()]
}

/// Counts per rank (index = rank), for checking that all 108 cards are present.
pub fn rank_counts<'a>(cards: impl IntoIterator<Item = &'a Card>) -> [usize; 15] {
    let mut counts = [0; 15];
    for c in cards {
        counts[c.0 as usize] += 1;
    }
    counts
}

/// The cards of the full deck missing from `present` (a multiset difference), in
/// rank order. `None` when `present` holds more copies of a rank than exist.
pub fn missing_cards<'a>(present: impl IntoIterator<Item = &'a Card>) -> Option<Vec<Card>> {
    let counts = rank_counts(present);
    let mut out = Vec::new();
    for r in 1..=14u8 {
        let have = counts[r as usize];
        let copies = Card(r).copies();
        if have > copies {
            return None;
        }
        out.extend(std::iter::repeat_n(Card(r), copies - have));
    }
    Some(out)
}
