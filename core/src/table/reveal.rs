//! The privacy rule after a move played for a human in pass-and-play: the player is
//! shown their own view with what the move brought into their hand until they
//! confirm, and only then does the device go to the next player. The table and the
//! terminal both ask this module, so the rule is written once.

use crate::event::Event;
use crate::game::Seat;
use crate::session::{Phase, PlaySession};

use super::state::Reveal;

/// The cards of `after` that were not in `before`, counting duplicates (Pairanoid
/// plays with two decks, so a hand can hold the same card twice).
pub fn new_cards(before: &[String], after: &[String]) -> Vec<String> {
    let mut left: Vec<&String> = before.iter().collect();
    let mut added = Vec::new();
    for card in after {
        match left.iter().position(|c| *c == card) {
            Some(i) => {
                left.swap_remove(i);
            }
            None => added.push(card.clone()),
        }
    }
    added
}

/// What to show `seat` after the move `notation` was played for them (forced or
/// timed out), given their hand before it; `None` when nothing needs showing: not
/// pass-and-play, the game is over, or it is their turn again (they see their view).
pub fn after_move_played_for(
    session: &dyn PlaySession,
    seat: Seat,
    hand_before: &[String],
    notation: &str,
    events: &[Event],
) -> Option<Reveal> {
    if !session.pass_and_play() {
        return None;
    }
    match session.phase() {
        Phase::Over => None,
        Phase::HumanTurn { seat: s } if s == seat => None,
        _ => Some(Reveal {
            seat,
            name: session.seats().get(seat).map(|s| s.name.clone()).unwrap_or_default(),
            notation: notation.to_string(),
            cards: new_cards(hand_before, &session.hand(seat)),
            events: events.to_vec(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::new_cards;

    fn cards(list: &[&str]) -> Vec<String> {
        list.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn new_cards_counts_duplicates_and_ignores_cards_laid() {
        assert_eq!(new_cards(&cards(&["7h", "Qs"]), &cards(&["Qs", "7h", "9d"])), cards(&["9d"]));
        assert_eq!(new_cards(&cards(&["7h"]), &cards(&["7h", "7h"])), cards(&["7h"]), "a second 7h came in");
        assert!(new_cards(&cards(&["7h", "Qs"]), &cards(&["Qs"])).is_empty(), "a card laid is not new");
    }
}
