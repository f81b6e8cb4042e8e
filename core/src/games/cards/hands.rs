//! Where the card games draw hands: the holder's own hand fanned across the table and
//! another seat's small fan (cards the table knows face up, the rest as backs). Fjols
//! and Durak draw their hands alike; each game passes its own card face (its trump
//! marks) as `face`.

use super::Card;
use crate::game::Seat;
use crate::message::Msg;
use crate::scene::parts::card;
use crate::scene::{Face, Node, Rect, Scene};

/// The holder's own hand: `cards` in order across a table `width` wide (0.3 at each
/// edge), overlapping only as much as they must and never spread wider than a card
/// and a twentieth apart, centred, at height `y`; drawn above z `z0`.
pub fn own_hand(
    cards: Vec<Card>,
    width: f32,
    size: (f32, f32),
    y: f32,
    z0: i32,
    face: impl Fn(Card, Rect, i32) -> Node,
    scene: &mut Scene,
) {
    let n = cards.len();
    let span = width - 0.6;
    let step = if n > 1 { ((span - size.0) / (n - 1) as f32).min(size.0 * 1.05) } else { 0.0 };
    let fanned = size.0 + step * n.saturating_sub(1) as f32;
    let x0 = width / 2.0 - fanned / 2.0;
    for (i, c) in cards.into_iter().enumerate() {
        let rect = Rect { x: x0 + step * i as f32, y, w: size.0, h: size.1 };
        scene.push(face(c, rect, z0 + i as i32));
    }
}

/// Another seat's hand of `held` cards as a small fan centred on `cx` at height `y`:
/// at most `most` cards drawn, the `known` ones face up first, then backs (ids
/// `back:{seat}:{i}`), each a little over the one before.
#[allow(clippy::too_many_arguments)]
pub fn other_hand(
    known: Vec<Card>,
    held: usize,
    most: usize,
    seat: Seat,
    (cx, y): (f32, f32),
    size: (f32, f32),
    face: impl Fn(Card, Rect, i32) -> Node,
    scene: &mut Scene,
) {
    let hidden = held - known.len();
    let shown = held.min(most);
    if shown == 0 {
        return;
    }
    let (w, h) = size;
    let step = w * 0.45;
    let x0 = cx - (w + step * (shown - 1) as f32) / 2.0;
    let rect = |i: usize| Rect { x: x0 + step * i as f32, y, w, h };
    let mut i = 0;
    for c in known.into_iter().take(shown) {
        scene.push(face(c, rect(i), 20 + i as i32));
        i += 1;
    }
    for b in 0..hidden.min(shown - i) {
        scene.push(
            card(format!("back:{seat}:{b}"), rect(i), Face::CardBack, Msg::new("scene-card-back")).z(20 + i as i32),
        );
        i += 1;
    }
}
