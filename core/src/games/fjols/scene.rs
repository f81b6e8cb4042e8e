//! The Fjols table as a scene: the viewer's hand fanned at the bottom, the other
//! seats round the table with their card counts, the pile with the trump indicator,
//! the chain of laid cards with the card to beat, and the cards out of play.
//!
//! Every face-up card has the id `card:<card>` wherever it lies (hand, table, out of
//! play, a hand where it is known from a pick-up), so a shell animates it when it
//! moves. Hidden cards are backs with ids `back:<seat>:<i>` that never name a card.
//! Each seat's name and card count is the node `seat:<seat>`. Those two ids are what
//! the session's last-move marks look for (`Scene::mark_last_move`): the card just
//! laid, or the seat that just picked up.

use super::cards::{Card, Trumps};
use super::rules::State;
use super::view::{seat_name, sorted_hand};
use crate::game::Seat;
use crate::scene::{Node, NodeKind, Rect, Scene};

const CARD_W: f32 = 0.09;
const CARD_H: f32 = 0.13;
const SMALL_W: f32 = 0.045;
const SMALL_H: f32 = 0.065;
const TABLE_Y: f32 = 0.46;
/// Most cards drawn in a seat's small fan; the count label tells the rest.
const SMALL_FAN: usize = 8;

/// Scene id of a face-up card.
pub fn card_id(card: Card) -> String {
    format!("card:{card}")
}

fn card_node(card: Card, rect: Rect, trumps: Trumps, z: i32) -> Node {
    Node::new(card_id(card), NodeKind::Card, rect)
        .color(trumps.class(card).key())
        .text(card.to_string())
        .label(format!("fjols.card|{card}"))
        .face_up(true)
        .z(z)
}

/// Where a seat sits: the bottom seat (the viewer, or seat 0 for the table view) and
/// the others spread over the left, top and right of the table.
fn seat_centre(state: &State, seat: Seat, bottom: Seat) -> (f32, f32) {
    let n = state.players;
    let k = (seat + n - bottom) % n;
    if k == 0 {
        return (0.5, 0.95);
    }
    let angle = std::f32::consts::PI * (1.0 - k as f32 / n as f32);
    (0.5 + 0.38 * angle.cos(), 0.42 - 0.3 * angle.sin())
}

/// The scene as `viewer` sees it.
pub fn scene(state: &State, viewer: Option<Seat>) -> Scene {
    let mut scene = Scene::new(1.0);
    scene.push(
        Node::new("table", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: 1.0, h: 1.0 })
            .color("felt")
            .label("fjols.table")
            .z(-10),
    );
    if !state.dealt {
        scene.push(
            Node::new("pile", NodeKind::Space, Rect::centred_wh(0.5, TABLE_Y, CARD_W, CARD_H)).label("fjols.deck"),
        );
        return scene;
    }
    let trumps = state.trumps();
    pile_and_trump(state, trumps, &mut scene);
    chain(state, trumps, &mut scene);
    dead(state, trumps, &mut scene);
    let bottom = viewer.unwrap_or(0);
    for seat in 0..state.players {
        seat_label(state, seat, bottom, &mut scene);
        if viewer == Some(seat) {
            own_hand(state, seat, trumps, &mut scene);
        } else {
            other_hand(state, seat, bottom, trumps, &mut scene);
        }
    }
    scene
}

fn pile_and_trump(state: &State, trumps: Trumps, scene: &mut Scene) {
    let pile = Rect::centred_wh(0.12, TABLE_Y, CARD_W, CARD_H);
    scene.push(
        Node::new("pile", NodeKind::Space, pile)
            .text(state.pile.len().to_string())
            .label(format!("fjols.pile|{}", state.pile.len())),
    );
    if !state.pile.is_empty() {
        scene.push(Node::new("pile:top", NodeKind::Card, pile).label("fjols.pile_top").z(1));
    }
    if let Some(t) = state.trump_card {
        scene.push(
            Node::new("trump", NodeKind::Label, Rect::centred_wh(0.12, TABLE_Y + 0.11, 0.16, 0.05))
                .color(trumps.class(t).key())
                .text(format!("{t} {}/{}", trumps.high.letter(), trumps.low().letter()))
                .label(format!("fjols.trumps|{t}|{}|{}", trumps.high.name(), trumps.low().name())),
        );
    }
}

fn chain(state: &State, trumps: Trumps, scene: &mut Scene) {
    let area = Rect { x: 0.24, y: TABLE_Y - CARD_H / 2.0 - 0.01, w: 0.54, h: CARD_H + 0.02 };
    scene.push(Node::new("chain", NodeKind::Space, area).label(if state.table.is_empty() {
        "fjols.free_lead"
    } else {
        "fjols.chain"
    }));
    let n = state.table.len();
    let step = if n > 1 { ((area.w - CARD_W) / (n - 1) as f32).min(CARD_W * 0.6) } else { 0.0 };
    for (i, &c) in state.table.iter().enumerate() {
        let rect = Rect::centred_wh(area.x + CARD_W / 2.0 + step * i as f32, TABLE_Y, CARD_W, CARD_H);
        scene.push(card_node(c, rect, trumps, 10 + i as i32));
        if i + 1 == n {
            scene.push(
                Node::new("to_beat", NodeKind::Mark, rect).color("to_beat").label(format!("fjols.to_beat|{c}")).z(40),
            );
        }
    }
}

fn dead(state: &State, trumps: Trumps, scene: &mut Scene) {
    let rect = Rect::centred_wh(0.89, TABLE_Y, CARD_W, CARD_H);
    scene.push(
        Node::new("dead", NodeKind::Space, rect)
            .text(state.dead.len().to_string())
            .label(format!("fjols.out_of_play|{}", state.dead.len())),
    );
    for (i, c) in state.dead.iter().enumerate() {
        scene.push(card_node(c, rect, trumps, 1 + i as i32));
    }
}

fn seat_label(state: &State, seat: Seat, bottom: Seat, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, seat, bottom);
    let count = state.hands[seat].len();
    let place = state.out.iter().position(|&s| s == seat).map(|p| p + 1);
    let (color, text) = match place {
        Some(p) => ("finished", format!("{} {p}.", seat_name(seat))),
        None if state.fjols() == Some(seat) => ("fjols", format!("{} fjols", seat_name(seat))),
        None if !state.is_over() && state.turn == seat => ("turn", format!("{} {count}", seat_name(seat))),
        None => ("seat", format!("{} {count}", seat_name(seat))),
    };
    let label = match place {
        Some(p) => format!("fjols.seat_out|{}|{p}", seat_name(seat)),
        None => format!("fjols.seat|{}|{count}", seat_name(seat)),
    };
    scene.push(
        Node::new(format!("seat:{seat}"), NodeKind::Label, Rect::centred_wh(cx, cy, 0.24, 0.05))
            .color(color)
            .text(text)
            .label(label)
            .z(5),
    );
    if !state.is_over() && state.turn == seat {
        scene.push(
            Node::new("turn", NodeKind::Mark, Rect::centred_wh(cx, cy, 0.26, 0.06))
                .color("turn")
                .label("fjols.to_move")
                .z(4),
        );
    }
}

fn own_hand(state: &State, seat: Seat, trumps: Trumps, scene: &mut Scene) {
    let cards = sorted_hand(state.hands[seat], trumps);
    let n = cards.len();
    let span = 0.84;
    let step = if n > 1 { ((span - CARD_W) / (n - 1) as f32).min(CARD_W * 1.05) } else { 0.0 };
    let width = CARD_W + step * n.saturating_sub(1) as f32;
    let x0 = 0.5 - width / 2.0;
    for (i, c) in cards.into_iter().enumerate() {
        let rect = Rect { x: x0 + step * i as f32, y: 0.78, w: CARD_W, h: CARD_H };
        scene.push(card_node(c, rect, trumps, 20 + i as i32));
    }
}

fn other_hand(state: &State, seat: Seat, bottom: Seat, trumps: Trumps, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, seat, bottom);
    let known = sorted_hand(state.known[seat], trumps);
    let hidden = state.hands[seat].len() - known.len();
    let shown = state.hands[seat].len().min(SMALL_FAN);
    if shown == 0 {
        return;
    }
    let step = SMALL_W * 0.6;
    let x0 = cx - (SMALL_W + step * (shown - 1) as f32) / 2.0;
    let y = if cy > 0.9 { cy - 0.1 } else { cy + 0.035 };
    let rect = |i: usize| Rect { x: x0 + step * i as f32, y, w: SMALL_W, h: SMALL_H };
    let mut i = 0;
    for c in known.into_iter().take(shown) {
        scene.push(card_node(c, rect(i), trumps, 20 + i as i32));
        i += 1;
    }
    for b in 0..hidden.min(shown - i) {
        scene.push(
            Node::new(format!("back:{seat}:{b}"), NodeKind::Card, rect(i)).label("fjols.card_back").z(20 + i as i32),
        );
        i += 1;
    }
}
