//! The privacy rule after a move played for a human in pass-and-play: the player is
//! shown their own view with what the move brought into their hand until they
//! confirm, and only then does the device go to the next player. The table and the
//! terminal both ask this module, so the rule is written once.

use crate::event::Event;
use crate::game::Seat;
use crate::i18n::log::log_lines;
use crate::message::{Arg, Msg};
use crate::scene::parts::card;
use crate::scene::{Face, Rect, Scene};
use crate::session::{Phase, PlaySession};

use super::state::Reveal;

/// A revealed card's size and the gap between two, in board units (a hand card's).
const CARD: (f32, f32) = (1.45, 2.1);
const GAP: f32 = 0.3;

/// Where in `after` the cards are that were not in `before`, counting duplicates
/// (Pairanoid plays with two decks, so a hand can hold the same card twice).
pub fn new_positions(before: &[String], after: &[String]) -> Vec<usize> {
    let mut left: Vec<&String> = before.iter().collect();
    let mut added = Vec::new();
    for (k, card) in after.iter().enumerate() {
        match left.iter().position(|c| *c == card) {
            Some(i) => {
                left.swap_remove(i);
            }
            None => added.push(k),
        }
    }
    added
}

/// The cards of `after` that were not in `before`, in notation.
pub fn new_cards(before: &[String], after: &[String]) -> Vec<String> {
    new_positions(before, after).into_iter().map(|k| after[k].clone()).collect()
}

/// The new cards laid side by side, each with the face and name the board gives it
/// (ids `reveal:<k>`), so a shell paints them with its board painter.
pub fn card_row(cards: &[(Face, Msg)]) -> Scene {
    let n = cards.len() as f32;
    let mut row = Scene::new((n * CARD.0 + (n - 1.0).max(0.0) * GAP + 2.0 * GAP).max(1.0), CARD.1 + 2.0 * GAP);
    for (k, (face, name)) in cards.iter().enumerate() {
        let rect = Rect { x: GAP + k as f32 * (CARD.0 + GAP), y: GAP, w: CARD.0, h: CARD.1 };
        row.push(card(format!("reveal:{k}"), rect, face.clone(), name.clone()).z(k as i32));
    }
    row
}

/// What to show `seat` after a move was played for them (forced or timed out),
/// given their hand before it and what it did; `None` when nothing needs showing:
/// not pass-and-play, the game is over, or it is their turn again (they see their view).
pub fn after_move_played_for(
    session: &dyn PlaySession,
    seat: Seat,
    hand_before: &[String],
    events: &[Event],
) -> Option<Reveal> {
    if !session.pass_and_play() {
        return None;
    }
    match session.phase() {
        Phase::Over => None,
        Phase::HumanTurn { seat: s } if s == seat => None,
        _ => {
            let seats = session.seats();
            let name = |s: Seat| seats.get(s).map_or(Arg::Num(s as i64 + 1), |x| x.name_arg(s));
            let after = session.hand(seat);
            let faces = session.hand_faces(seat);
            let new = new_positions(hand_before, &after);
            Some(Reveal {
                seat,
                name: seats.get(seat).map(|s| s.name.clone()).unwrap_or_default(),
                lines: log_lines(events, &name),
                cards: card_row(&new.iter().filter_map(|&k| faces.get(k).cloned()).collect::<Vec<_>>()),
                in_notation: new.iter().map(|&k| after[k].clone()).collect(),
                events: events.to_vec(),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{card_row, new_cards};
    use crate::scene::{Face, NodeKind, Rank};
    use crate::Msg;

    fn cards(list: &[&str]) -> Vec<String> {
        list.iter().map(|c| c.to_string()).collect()
    }

    #[test]
    fn new_cards_counts_duplicates_and_ignores_cards_laid() {
        assert_eq!(new_cards(&cards(&["7h", "Qs"]), &cards(&["Qs", "7h", "9d"])), cards(&["9d"]));
        assert_eq!(new_cards(&cards(&["7h"]), &cards(&["7h", "7h"])), cards(&["7h"]), "a second 7h came in");
        assert!(new_cards(&cards(&["7h", "Qs"]), &cards(&["Qs"])).is_empty(), "a card laid is not new");
    }

    #[test]
    fn the_card_row_lays_each_face_as_a_card_side_by_side_inside_the_scene() {
        let face = |n| Face::Card { rank: Rank::Number(n), suit: None, trump: Default::default() };
        let row = card_row(&[(face(7), Msg::new("rank-7")), (face(9), Msg::new("rank-9"))]);
        assert_eq!(row.nodes.len(), 2);
        assert!(row.nodes.iter().all(|n| n.kind == NodeKind::Card && n.face_up()));
        assert_eq!(row.nodes[1].face, face(9));
        assert_eq!(row.nodes[1].label, Msg::new("rank-9"));
        let (a, b) = (row.nodes[0].rect, row.nodes[1].rect);
        assert!(a.x + a.w < b.x, "side by side, not overlapping");
        assert!(b.x + b.w <= row.width && b.y + b.h <= row.height, "inside the scene");
        assert!(card_row(&[]).nodes.is_empty());
    }
}
