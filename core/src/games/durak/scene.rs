//! The Durak table as a scene: green felt, the other seats round the top with their
//! names, roles and card backs, the stock with the trump card lying crosswise under it
//! and its count (always shown, also once the stock is gone), the bout's cards as
//! pairs (each attack card with the card that beat it laid over it, offset), the
//! discard's count, a line that says whose decision it is, and the viewer's own hand.
//!
//! Face-up cards have the id `card:<card>` wherever they lie; hidden cards are backs
//! `back:<seat>:<i>` that never name a card; seat labels are `seat:<seat>`.

use super::rules::State;
use super::view::{sorted_hand, whose_decision};
use crate::game::Seat;
use crate::games::cards::{hands, rank_of_value, suit_of, Card, Suit};
use crate::message::Msg;
use crate::scene::parts::{card, label, turn_frame};
use crate::scene::{plain, seat_name, Face, Layout, Node, NodeKind, Rect, Role, Scene, Shape, Trump};

/// Most cards drawn in another seat's small fan; the count label tells the rest.
const SMALL_FAN: usize = 6;

/// Sizes and rows of one arrangement, in board units.
struct Table {
    w: f32,
    h: f32,
    stock_y: f32,
    pairs_y: f32,
    status_y: f32,
    hand_y: f32,
    card: (f32, f32),
    small: (f32, f32),
}

impl Table {
    fn of(layout: Layout) -> Table {
        match layout {
            Layout::Landscape => Table {
                w: 16.0,
                h: 10.0,
                stock_y: 4.4,
                pairs_y: 4.4,
                status_y: 6.6,
                hand_y: 7.3,
                card: (1.45, 2.1),
                small: (0.7, 1.0),
            },
            _ => Table {
                w: 10.0,
                h: 14.0,
                stock_y: 5.6,
                pairs_y: 8.6,
                status_y: 10.6,
                hand_y: 11.5,
                card: (1.3, 1.9),
                small: (0.7, 1.0),
            },
        }
    }
}

/// Scene id of a face-up card.
pub fn card_id(card: Card) -> String {
    format!("card:{card}")
}

fn face_of(c: Card, trump: Suit) -> Face {
    let badge = if c.suit() == trump { Trump::High } else { Trump::None };
    Face::Card { rank: rank_of_value(c.rank()), suit: Some(suit_of(c.suit())), trump: badge }
}

/// A card's spoken name ("six of spades, trump").
fn card_msg(c: Card, trump: Suit) -> Msg {
    let name = Msg::new("card-name").arg("rank", rank_of_value(c.rank()).msg()).arg("suit", suit_of(c.suit()).msg());
    if c.suit() == trump {
        Msg::new("durak-card-trump").arg("card", name)
    } else {
        name
    }
}

/// Faces and names of `cards` as this board prints them (see `Game::hand_faces`).
pub fn hand_faces(state: &State, cards: impl IntoIterator<Item = Card>) -> Vec<(Face, Msg)> {
    let trump = state.trump_suit();
    cards.into_iter().map(|c| (face_of(c, trump), card_msg(c, trump))).collect()
}

fn card_node(c: Card, rect: Rect, trump: Suit, z: i32) -> Node {
    card(card_id(c), rect, face_of(c, trump), card_msg(c, trump)).z(z)
}

fn seat_centre(state: &State, t: &Table, seat: Seat, bottom: Seat) -> (f32, f32) {
    let n = state.players;
    let k = (seat + n - bottom) % n;
    if k == 0 {
        return (t.w / 2.0, t.hand_y - 0.45);
    }
    let others = (n - 1) as f32;
    let angle = std::f32::consts::PI * (1.0 - (k as f32 - 0.5) / others);
    let (rx, ry) = (t.w / 2.0 - 1.6, t.stock_y - 2.7);
    (t.w / 2.0 + rx * angle.cos(), t.stock_y - 2.2 - ry * angle.sin())
}

/// The scene as `viewer` sees it, in the default (portrait) arrangement.
pub fn scene(state: &State, viewer: Option<Seat>) -> Scene {
    scene_in(state, viewer, Layout::Portrait)
}

/// The scene as `viewer` sees it, arranged for `layout`.
pub fn scene_in(state: &State, viewer: Option<Seat>, layout: Layout) -> Scene {
    let t = Table::of(layout);
    let mut scene = Scene::new(t.w, t.h);
    scene.push(
        Node::new("table", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: t.w, h: t.h })
            .shape(Shape::RoundRect { radius: 0.04 })
            .color("felt")
            .z(-10),
    );
    let stock = Rect::centred_wh(t.card.0 * 0.5 + 0.6, t.stock_y, t.card.0, t.card.1);
    if !state.dealt {
        scene.push(card("stock", stock, Face::CardBack, Msg::new("scene-durak-deck")));
        return scene;
    }
    let trump = state.trump_suit();
    stock_and_trump(state, stock, trump, &mut scene);
    pairs(state, &t, trump, &mut scene);
    discard(state, &t, &mut scene);
    if let Some(msg) = whose_decision(state) {
        let r = Rect::centred_wh(t.w / 2.0, t.status_y, t.w - 1.0, 0.6);
        scene.push(label("status", r, "label", msg.clone(), msg).role(Role::Status));
    }
    let bottom = viewer.unwrap_or(0);
    for seat in 0..state.players {
        seat_label(state, &t, seat, bottom, &mut scene);
        if viewer == Some(seat) {
            own_hand(state, &t, seat, trump, &mut scene);
        } else {
            other_hand(state, &t, seat, bottom, trump, &mut scene);
        }
    }
    scene
}

/// The stock (a back, or a dashed place once gone) with its count, and the turned
/// trump card crosswise under it while it is there; once drawn, the trump suit is
/// still named beside the stock.
fn stock_and_trump(state: &State, stock: Rect, trump: Suit, scene: &mut Scene) {
    let count = Msg::new("scene-durak-stock").arg("count", state.stock.len());
    let in_stock = state.trump.is_some() && state.stock.first() == state.trump.as_ref();
    if let (Some(t), true) = (state.trump, in_stock) {
        // Crosswise: a wide card peeking out to the right of the stock.
        let r = Rect { x: stock.x + stock.w * 0.45, y: stock.y + (stock.h - stock.w) / 2.0, w: stock.h, h: stock.w };
        scene.push(card_node(t, r, trump, 1));
    }
    if state.stock.len() > usize::from(in_stock) {
        scene.push(card("stock", stock, Face::CardBack, count.clone()).z(2));
    } else {
        scene.push(
            Node::new("stock", NodeKind::Space, stock)
                .shape(Shape::CARD)
                .outline("card-edge", 0.04)
                .dashed()
                .label(count.clone()),
        );
    }
    let r = Rect::centred_wh(stock.x + stock.w / 2.0, stock.y - 0.4, 1.6, 0.6);
    scene.push(label("stock:count", r, "label", plain(state.stock.len().to_string()), count));
    let s = suit_of(trump);
    let said = Msg::new("scene-durak-trump").arg("suit", s.msg());
    let r = Rect::centred_wh(stock.x + stock.w / 2.0 + 0.6, stock.y + stock.h + 0.45, 2.6, 0.6);
    scene.push(label(
        "trump",
        r,
        "label",
        Msg::new("scene-durak-trump-short").arg("suit", s.symbol().to_string()),
        said,
    ));
}

/// The bout's cards as pairs, left to right in the order laid: the attack card, and
/// the card that beat it over it, shifted down and right so both can be read.
fn pairs(state: &State, t: &Table, trump: Suit, scene: &mut Scene) {
    let (x0, x1) = (2.6_f32.min(t.w * 0.26), t.w - 0.4);
    let area = Rect { x: x0, y: t.pairs_y - t.card.1 / 2.0 - 0.2, w: x1 - x0, h: t.card.1 + 0.9 };
    scene.push(
        Node::new(crate::scene::LAID_AREA, NodeKind::Space, area)
            .shape(Shape::RoundRect { radius: 0.1 })
            .outline("card-edge", 0.03)
            .dashed()
            .label(Msg::new("scene-durak-table").arg("count", state.table.len()).arg("cap", state.cap)),
    );
    let n = state.table.len().max(1) as f32;
    let step = ((area.w - t.card.0 - 0.6) / n.max(2.0 - 1.0)).min(t.card.0 * 1.15);
    for (i, p) in state.table.iter().enumerate() {
        let x = x0 + 0.15 + step * i as f32;
        let rect = Rect { x, y: t.pairs_y - t.card.1 / 2.0, w: t.card.0, h: t.card.1 };
        scene.push(card_node(p.attack, rect, trump, 10 + 2 * i as i32));
        if let Some(b) = p.beat {
            let over = Rect { x: x + 0.3, y: rect.y + 0.55, w: t.card.0, h: t.card.1 };
            scene.push(card_node(b, over, trump, 11 + 2 * i as i32));
        }
    }
}

fn discard(state: &State, t: &Table, scene: &mut Scene) {
    let rect = Rect::centred_wh(t.card.0 * 0.5 + 0.6, t.pairs_y + t.card.1 * 0.2, t.card.0 * 0.8, t.card.1 * 0.8);
    let count = state.discard.len();
    let said = Msg::new("scene-durak-discard").arg("count", count);
    if count > 0 && rect.y > 0.0 {
        scene.push(card("discard", rect, Face::CardBack, said.clone()).z(1));
    }
    let r = Rect::centred_wh(rect.x + rect.w / 2.0, rect.y + rect.h + 0.3, 1.6, 0.5);
    scene.push(label("discard:count", r, "label", plain(count.to_string()), said));
}

fn seat_label(state: &State, t: &Table, seat: Seat, bottom: Seat, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, t, seat, bottom);
    let count = state.hands[seat].len();
    let who = seat_name(seat);
    let text = match state.out.iter().position(|&s| s == seat) {
        Some(p) => Msg::new("scene-seat-out").arg("seat", who).arg("place", p + 1),
        None if seat == state.defender && !state.over => {
            Msg::new("scene-durak-defender").arg("seat", who).arg("count", count)
        }
        None if seat == state.attacker && !state.over => {
            Msg::new("scene-durak-attacker").arg("seat", who).arg("count", count)
        }
        None => Msg::new("scene-seat-cards").arg("seat", who).arg("count", count),
    };
    let rect = Rect::centred_wh(cx, cy, 3.0, 0.6);
    scene.push(label(format!("seat:{seat}"), rect, "label", text.clone(), text));
    if !state.over && state.turn == seat {
        let said = Msg::new("scene-turn").arg("seat", seat_name(seat));
        scene.push(turn_frame("turn", rect.grown(0.1), said));
    }
}

fn own_hand(state: &State, t: &Table, seat: Seat, trump: Suit, scene: &mut Scene) {
    let face = |c, rect, z| card_node(c, rect, trump, z);
    hands::own_hand(sorted_hand(state.hands[seat], trump), t.w, t.card, t.hand_y, 30, face, scene);
}

/// Another seat's hand: the cards the table knows face up, the rest as backs.
fn other_hand(state: &State, t: &Table, seat: Seat, bottom: Seat, trump: Suit, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, t, seat, bottom);
    let known = sorted_hand(state.known[seat], trump);
    let face = |c, rect, z| card_node(c, rect, trump, z);
    hands::other_hand(known, state.hands[seat].len(), SMALL_FAN, seat, (cx, cy + 0.4), t.small, face, scene);
}
