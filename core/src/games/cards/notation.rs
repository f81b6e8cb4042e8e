//! Reading the card fields of a position line (a hand, a stock, a discard, one set per
//! seat), shared by Fjols and Durak so that both refuse a bad card, a card listed twice
//! or a wrong number of seats in the same way.

use super::{Card, CardSet};
use crate::error::GameError;
use crate::message::Msg;
use crate::notation::{bad, bad_count, list, listed_twice};

/// Reads cards for one game: only the words for "not a card" differ between games
/// (each says it as its moves say it).
#[derive(Clone, Copy, Debug)]
pub struct CardFields {
    /// The message key for a card that cannot be read (its argument: `text`).
    pub not_a_card: &'static str,
}

impl CardFields {
    /// The error for `text` that is not a card.
    pub fn not_a_card(&self, text: &str) -> GameError {
        bad(Msg::new(self.not_a_card).arg("text", text))
    }

    /// One card (`Ah`, `10s`).
    pub fn card(&self, text: &str) -> Result<Card, GameError> {
        Card::parse(text).map_err(|_| self.not_a_card(text))
    }

    /// A list of cards in order (`-` for none).
    pub fn cards(&self, text: &str) -> Result<Vec<Card>, GameError> {
        list(text).into_iter().map(|t| self.card(t)).collect()
    }

    /// A set of cards: the same card twice is refused, naming it.
    pub fn set(&self, text: &str) -> Result<CardSet, GameError> {
        let cards = self.cards(text)?;
        let set: CardSet = cards.iter().copied().collect();
        if set.len() != cards.len() {
            let twice = cards.iter().find(|&&c| cards.iter().filter(|&&d| d == c).count() > 1);
            return Err(listed_twice(text, twice.map(|c| c.to_string()).unwrap_or_default()));
        }
        Ok(set)
    }

    /// One set a seat, separated by `/`: exactly `players` of them.
    pub fn per_seat(&self, text: &str, players: usize, what: &str) -> Result<Vec<CardSet>, GameError> {
        let parts: Vec<&str> = text.split('/').collect();
        if parts.len() != players {
            return Err(bad_count(what, parts.len(), players));
        }
        parts.into_iter().map(|p| self.set(p)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FIELDS: CardFields = CardFields { not_a_card: "card-parse" };

    #[test]
    fn a_set_refuses_a_card_twice_and_a_wrong_seat_count() {
        assert_eq!(FIELDS.set("Ah,Ks").unwrap().len(), 2);
        assert!(FIELDS.set("Ah,Ah").is_err());
        assert!(FIELDS.cards("Zz").is_err());
        assert_eq!(FIELDS.per_seat("Ah/-/Ks", 3, "hands").unwrap().len(), 3);
        assert!(FIELDS.per_seat("Ah/Ks", 3, "hands").is_err());
    }
}
