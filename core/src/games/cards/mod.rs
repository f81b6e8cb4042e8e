//! What the card games with a French deck share (Fjols, Durak): cards, suits and
//! ranks, card sets, the decks of 24, 36 and 52 cards, the shuffle and the deal round
//! the table, and the beating order "a higher card of the suit, or a card of a higher
//! class" that each game fills with its own trumps.
//!
//! A card is a number 0..52 (suit × 13 + rank − 2) so that a hand fits in one `u64`
//! bit set: legal moves, sampling and rollouts then cost a few bit operations.

use std::fmt;

use serde::{Serialize, Serializer};

use crate::error::GameError;
use crate::game::Seat;
use crate::message::Msg;
use crate::notation::bad_move;
use crate::rng::GameRng;

pub mod hands;
pub mod notation;

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

    /// The suit of a notation letter (`c d h s`, either case).
    pub fn from_letter(c: char) -> Option<Suit> {
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
        let bad = || bad_move(text, Msg::new("card-parse").arg("text", text));
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

    /// The cards of one deck: 36 (6 to A), 52 (2 to A) or 24 (9 to A); any other
    /// size is the 36-card deck.
    pub fn deck(size: usize) -> CardSet {
        // Each suit's 13 bits run from the two up; the short decks drop the low ranks.
        let suit = match size {
            52 => 0x1fff,
            24 => 0x1f80,
            _ => 0x1ff0,
        };
        CardSet((0..4).fold(0, |bits, s| bits | suit << (s * 13)))
    }

    /// The set with these raw bits (bit i = card index i; bits above 51 are dropped).
    pub fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & ((1 << 52) - 1))
    }

    /// Every card of the same suit ranked above `card` (of a 52-card deck).
    pub fn above_in_suit(card: Card) -> CardSet {
        CardSet(!0u64 << (card.index() + 1)).and(CardSet::suit(card.suit()))
    }

    /// The cards of `rank`, one of each suit.
    pub fn rank(rank: u8) -> CardSet {
        Suit::ALL.into_iter().map(|s| Card::new(s, rank)).collect()
    }

    /// The ranks (2..=14) of the cards in the set, as a bit set over bit `rank`.
    pub fn rank_bits(self) -> u16 {
        self.iter().fold(0, |bits, c| bits | 1 << c.rank())
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

/// True when `beater` beats `card` by a beating order of classes (trumps above plain
/// cards; Fjols has two trump classes, Durak one): a higher card of the same suit, or
/// a card of a higher class. Follow-suit rules, where a game has them, come on top.
pub fn beats_by_class<C: Ord>(beater: Card, card: Card, class: impl Fn(Card) -> C) -> bool {
    if beater.suit() == card.suit() {
        beater.rank() > card.rank()
    } else {
        class(beater) > class(card)
    }
}

/// The cards of a deck of `size` in shuffled order: the one chance move of a deal.
pub fn shuffled(size: usize, rng: &mut GameRng) -> Vec<Card> {
    let mut cards = CardSet::deck(size).to_vec();
    rng.shuffle(&mut cards);
    cards
}

/// Deals `per_seat` cards to each of `hands` one at a time round the table, starting
/// with seat `first`, from `cards`; a seat gets fewer when the cards run out.
pub fn deal_round(cards: &mut impl Iterator<Item = Card>, hands: &mut [CardSet], first: Seat, per_seat: usize) {
    let players = hands.len();
    for _ in 0..per_seat {
        for seat in (0..players).map(|k| (first + k) % players) {
            if let Some(c) = cards.next() {
                hands[seat].insert(c);
            }
        }
    }
}

/// Checks that a shuffle given in notation is an ordering of exactly the deck of `size`.
pub fn is_deck_order(order: &[Card], size: usize) -> bool {
    let set: CardSet = order.iter().copied().collect();
    set == CardSet::deck(size) && order.len() == size
}

/// A suit's name in words (`suit-hearts`), and one card of it in words (`suit-card-hearts`:
/// "a higher heart").
pub fn suit_msg(suit: Suit) -> Msg {
    Msg::new(format!("suit-{}", suit.name()))
}

/// "a higher heart": one card of a suit in words.
pub fn suit_card_msg(suit: Suit) -> Msg {
    Msg::new(format!("suit-card-{}", suit.name()))
}

/// A card in words ("king of hearts"), rendered at the edge.
pub fn card_msg(card: Card) -> Msg {
    let rank = match card.rank() {
        11 => "rank-jack".to_string(),
        12 => "rank-queen".to_string(),
        13 => "rank-king".to_string(),
        14 => "rank-ace".to_string(),
        n => format!("rank-{n}"),
    };
    Msg::new("card-name").arg("rank", Msg::new(rank)).arg("suit", suit_msg(card.suit()))
}

/// The scene's suit of a card's suit (its symbol and ink).
pub fn suit_of(s: Suit) -> crate::scene::Suit {
    match s {
        Suit::Clubs => crate::scene::Suit::Clubs,
        Suit::Diamonds => crate::scene::Suit::Diamonds,
        Suit::Hearts => crate::scene::Suit::Hearts,
        Suit::Spades => crate::scene::Suit::Spades,
    }
}

/// The scene's rank of a rank value (2..=14, the ace high).
pub fn rank_of_value(rank: u8) -> crate::scene::Rank {
    match rank {
        14 => crate::scene::Rank::Ace,
        13 => crate::scene::Rank::King,
        12 => crate::scene::Rank::Queen,
        11 => crate::scene::Rank::Jack,
        n => crate::scene::Rank::Number(n),
    }
}

/// A card as the board's card corner shows it, in the reader's language (`K♥`; `Kn♠`
/// in Swedish, `B♠` in Danish): the scene's index and suit symbol, so the terminal and
/// the apps letter a card alike. The typed notation (`Kh`) is for the keyboard only.
pub fn short(card: Card, lang: crate::i18n::Lang) -> String {
    format!("{}{}", short_rank(card.rank(), lang), suit_of(card.suit()).symbol())
}

/// Cards as the terminal's board writes them, space-separated ("7♥ J♠"), "-" for none.
pub fn cards_line(cards: impl IntoIterator<Item = Card>, lang: crate::i18n::Lang) -> String {
    let v: Vec<String> = cards.into_iter().map(|c| short(c, lang)).collect();
    if v.is_empty() {
        "-".into()
    } else {
        v.join(" ")
    }
}

/// A seat's cards on the terminal's board of the card game `game` (`fjols`, `durak`):
/// the whole hand to the seat itself (`<game>-board-hand`), to anyone else only the
/// cards the table knows it holds (`<game>-board-known`), nothing when there are none.
/// `sort` puts cards in the game's order for people.
pub fn board_cards(
    game: &str,
    own: bool,
    hand: CardSet,
    known: CardSet,
    sort: impl Fn(CardSet) -> Vec<Card>,
    lang: crate::i18n::Lang,
) -> Option<String> {
    let (key, cards) = match own {
        true => ("hand", hand),
        false if !known.is_empty() => ("known", known),
        false => return None,
    };
    let msg = Msg::new(format!("{game}-board-{key}")).arg("cards", cards_line(sort(cards), lang));
    Some(crate::i18n::render(&msg, lang))
}

/// The cards of a deck of `size` a seat cannot place: not among `placed` (its own
/// hand, the cards out of play and on the table) nor `known` to be in any hand. What
/// Fjols' and Durak's observations deal at random when a bot imagines the hidden cards.
pub fn unseen(size: usize, placed: CardSet, known: &[CardSet]) -> CardSet {
    CardSet::deck(size).minus(known.iter().fold(placed, |all, k| all.or(*k)))
}

/// A rank as the board's card corner shows it (the scene's `scene-index`).
pub fn short_rank(rank: u8, lang: crate::i18n::Lang) -> String {
    crate::i18n::render(&rank_of_value(rank).index_msg(), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_decks_hold_their_ranks() {
        assert_eq!(CardSet::deck(52).len(), 52);
        assert_eq!(CardSet::deck(36).len(), 36);
        assert_eq!(CardSet::deck(24).len(), 24);
        assert!(CardSet::deck(36).iter().all(|c| c.rank() >= 6));
        assert!(CardSet::deck(24).iter().all(|c| c.rank() >= 9));
        assert!(CardSet::deck(24).contains(Card::new(Suit::Hearts, 9)));
    }

    #[test]
    fn beating_by_class_is_the_suit_first_then_the_class() {
        let is_trump = |c: Card| c.suit() == Suit::Spades;
        let c = |t: &str| Card::parse(t).unwrap();
        assert!(beats_by_class(c("Kh"), c("9h"), is_trump));
        assert!(!beats_by_class(c("9h"), c("Kh"), is_trump));
        assert!(!beats_by_class(c("Ad"), c("6h"), is_trump), "another plain suit never beats");
        assert!(beats_by_class(c("6s"), c("Ah"), is_trump), "any trump beats a plain card");
        assert!(!beats_by_class(c("Ah"), c("6s"), is_trump));
        assert!(beats_by_class(c("7s"), c("6s"), is_trump) && !beats_by_class(c("6s"), c("7s"), is_trump));
    }

    #[test]
    fn the_deal_goes_round_one_card_at_a_time_from_the_first_seat() {
        let order = shuffled(36, &mut GameRng::new(4));
        let mut hands = vec![CardSet::EMPTY; 3];
        let mut rest = order.iter().copied();
        deal_round(&mut rest, &mut hands, 1, 2);
        assert!(hands[1].contains(order[0]) && hands[2].contains(order[1]) && hands[0].contains(order[2]));
        assert!(hands[1].contains(order[3]) && hands.iter().all(|h| h.len() == 2));
        assert_eq!(rest.next(), Some(order[6]));
        assert!(is_deck_order(&order, 36) && !is_deck_order(&order[1..], 36));
        assert_eq!(CardSet::above_in_suit(Card::parse("Jh").unwrap()).to_vec().len(), 3);
    }
}
