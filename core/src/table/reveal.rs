//! The privacy rule after a move played for a human in pass-and-play: the player is
//! shown their own view with what the move brought into their hand until they
//! confirm, and only then does the device go to the next player. The table and the
//! terminal both ask this module, so the rule is written once.

use crate::event::Event;
use crate::game::Seat;
use crate::i18n::log::log_lines;
use crate::message::{Arg, Msg};
use crate::scene::parts::{card, die};
use crate::scene::{Face, Rect, Scene};
use crate::session::{Phase, PlaySession};

use super::state::Reveal;

/// A revealed card's size and the gap between two, in board units (a hand card's).
const CARD: (f32, f32) = (1.45, 2.1);
const GAP: f32 = 0.3;
/// A revealed die's side, in board units.
const DIE: f32 = 1.2;

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

/// The dice of `values` side by side (ids `reveal:die:<k>`), as the board draws dice.
pub fn dice_row(values: &[u8]) -> Scene {
    let n = values.len() as f32;
    let mut row = Scene::new((n * DIE + (n - 1.0).max(0.0) * GAP + 2.0 * GAP).max(1.0), DIE + 2.0 * GAP);
    for (k, &value) in values.iter().enumerate() {
        let rect = Rect { x: GAP + k as f32 * (DIE + GAP), y: GAP, w: DIE, h: DIE };
        row.push(die(format!("reveal:die:{k}"), rect, value, Msg::new("scene-die").arg("value", value)));
    }
    row
}

/// The dice `seat` rolled among `events`, the last roll of theirs; empty when none.
pub fn rolled_by(events: &[Event], seat: Seat) -> Vec<u8> {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::DiceRolled { seat: Some(s), values } if *s == seat => Some(values.clone()),
            _ => None,
        })
        .unwrap_or_default()
}

/// The seat's name as a message argument (its number for a seat the table lacks).
fn name_arg(session: &dyn PlaySession, seat: Seat) -> Arg {
    session.seats().get(seat).map_or(Arg::Num(seat as i64 + 1), |x| x.name_arg(seat))
}

/// True when the table must wait for `seat` before going on: the next thing is
/// another seat's (not their own turn again).
fn holds(session: &dyn PlaySession, seat: Seat) -> bool {
    !matches!(session.phase(), Phase::HumanTurn { seat: s } if s == seat)
}

/// What to show `seat` after a move was played for them (forced or timed out),
/// given their hand before it, what it did, and the dice they had rolled for it
/// (`earlier_dice`, from the roll before, when the move's own events hold none);
/// `None` once the game is over (the end says it all).
pub fn after_move_played_for(
    session: &dyn PlaySession,
    seat: Seat,
    hand_before: &[String],
    events: &[Event],
    earlier_dice: &[u8],
) -> Option<Reveal> {
    if session.phase() == Phase::Over {
        return None;
    }
    let name = |s: Seat| name_arg(session, s);
    let after = session.hand(seat);
    let faces = session.hand_faces(seat);
    let new = new_positions(hand_before, &after);
    let rolled = rolled_by(events, seat);
    let mut lines = log_lines(events, &name);
    let dice = if rolled.is_empty() && !earlier_dice.is_empty() {
        // The roll it was played for came with the tap before: said first, so the
        // reason ("no number can be played") reads with the dice it is about.
        let values: Vec<String> = earlier_dice.iter().map(u8::to_string).collect();
        lines.insert(0, Msg::new("log-rolled").arg("seat", name(seat)).arg("dice", values.join("-")));
        earlier_dice.to_vec()
    } else {
        rolled
    };
    let holds = holds(session, seat);
    let done = match (holds, session.pass_and_play()) {
        (true, true) => "table-reveal-done-pass",
        _ => "table-reveal-done",
    };
    Some(Reveal {
        seat,
        name: session.seats().get(seat).map(|s| crate::names::shown_name(&s.name)).unwrap_or_default(),
        title: Msg::new("table-reveal-played").arg("name", name(seat)),
        lines,
        dice: dice_row(&dice),
        done: Msg::new(done),
        holds,
        cards: card_row(&new.iter().filter_map(|&k| faces.get(k).cloned()).collect::<Vec<_>>()),
        in_notation: new.iter().map(|&k| after[k].clone()).collect(),
        events: events.to_vec(),
    })
}

/// What to show `seat` after their own roll brought no move the board can show (no
/// piece may move, a pass, "roll again"): the dice they rolled and the reason in
/// words. `None` when they rolled nothing here, the board shows those dice (`shown`:
/// the values of the dice on the viewer's board now), or the game is over.
pub fn after_own_roll(session: &dyn PlaySession, seat: Seat, events: &[Event], shown: &[u8]) -> Option<Reveal> {
    let rolled = rolled_by(events, seat);
    if rolled.is_empty() || session.phase() == Phase::Over {
        return None;
    }
    let mut left = shown.to_vec();
    let on_board = rolled.iter().all(|v| match left.iter().position(|s| s == v) {
        Some(i) => {
            left.swap_remove(i);
            true
        }
        None => false,
    });
    if on_board {
        return None;
    }
    let name = |s: Seat| name_arg(session, s);
    let holds = holds(session, seat);
    let done = if holds && session.pass_and_play() { "table-reveal-done-pass" } else { "table-reveal-done" };
    Some(Reveal {
        seat,
        name: session.seats().get(seat).map(|s| crate::names::shown_name(&s.name)).unwrap_or_default(),
        title: Msg::new("table-reveal-roll").arg("name", name(seat)),
        lines: log_lines(events, &name),
        dice: dice_row(&rolled),
        done: Msg::new(done),
        holds,
        cards: card_row(&[]),
        in_notation: Vec::new(),
        events: events.to_vec(),
    })
}

/// `next` after `earlier` for the same seat, shown as one: the lines, dice and cards
/// of both (two forced moves in a row are told together, never one lost).
pub fn merged(earlier: Reveal, next: Reveal) -> Reveal {
    if earlier.seat != next.seat {
        return next;
    }
    let faces = |scene: &Scene| scene.nodes.iter().map(|n| (n.face.clone(), n.label.clone())).collect::<Vec<_>>();
    let values = |scene: &Scene| {
        scene
            .nodes
            .iter()
            .filter_map(|n| match n.face {
                Face::Die { value } => Some(value),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let mut cards = faces(&earlier.cards);
    cards.extend(faces(&next.cards));
    let dice = if next.dice.nodes.is_empty() { values(&earlier.dice) } else { values(&next.dice) };
    Reveal {
        lines: earlier.lines.into_iter().chain(next.lines).collect(),
        dice: dice_row(&dice),
        cards: card_row(&cards),
        in_notation: earlier.in_notation.into_iter().chain(next.in_notation).collect(),
        events: earlier.events.into_iter().chain(next.events).collect(),
        ..next
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
