//! The Durak table as a scene: green felt, the other seats round the top with their
//! names, roles and card backs, the stock with the trump card lying crosswise under it
//! and its count (always shown, also once the stock is gone), the bout's cards as
//! pairs (each attack card with the card that beat it laid over it, offset), the
//! discard's count, a line that says whose decision it is, and the viewer's own hand.
//!
//! Face-up cards have the id `card:<card>` wherever they lie; hidden cards are backs
//! `back:<seat>:<i>` that never name a card; seat labels are `seat:<seat>`.

use super::rules::{GameEnd, State};
use super::view::{sorted_hand, whose_decision};
use crate::game::Seat;
use crate::games::cards::{hands, rank_of_value, suit_of, Card, Suit};
use crate::message::Msg;
use crate::scene::parts::{card, label, turn_frame};
use crate::scene::{plain, seat_name, Face, Layout, Node, NodeKind, Rect, Role, Scene, Shape, Trump};

/// Most cards drawn in another seat's small fan; the count label tells the rest.
const SMALL_FAN: usize = 6;

/// Sizes and rows of one arrangement, in board units. From the pairs down: the
/// pairs' area, the status line, the own seat's name (with its turn frame) and the
/// hand each have a band of their own, so no word lies over another.
struct Table {
    w: f32,
    h: f32,
    stock_y: f32,
    pairs_y: f32,
    status_y: f32,
    hand_y: f32,
    card: (f32, f32),
    small: (f32, f32),
    /// The discard at the right end of the pairs' row (landscape) rather than under
    /// the stock (portrait, where the stock has a row of its own).
    discard_right: bool,
}

impl Table {
    fn of(layout: Layout) -> Table {
        match layout {
            Layout::Landscape => Table {
                w: 16.0,
                h: 10.0,
                stock_y: 4.4,
                pairs_y: 4.4,
                status_y: 6.43,
                hand_y: 7.55,
                card: (1.45, 2.1),
                small: (0.7, 1.0),
                discard_right: true,
            },
            _ => Table {
                w: 10.0,
                h: 14.0,
                stock_y: 5.6,
                pairs_y: 8.6,
                status_y: 10.53,
                hand_y: 11.65,
                card: (1.3, 1.9),
                small: (0.7, 1.0),
                discard_right: false,
            },
        }
    }

    /// The stock: far enough from the left edge for the turned trump to stick out
    /// under it to the left, its corner index showing.
    fn stock(&self) -> Rect {
        Rect::centred_wh(STOCK_LEFT + self.card.0 / 2.0, self.stock_y, self.card.0, self.card.1)
    }

    /// Left edge of the pairs' area: clear of the stock and the trump under it.
    fn pairs_x0(&self) -> f32 {
        STOCK_LEFT + self.card.0 + 0.35
    }

    /// Right edge of the pairs' area: clear of the discard where it shares the row.
    fn pairs_x1(&self) -> f32 {
        if self.discard_right {
            self.w - 2.1
        } else {
            self.w - 0.4
        }
    }
}

/// Left edge of the stock; the turned trump lies crosswise under it and sticks out
/// [`TRUMP_OUT`] to its left (a face's corner index is printed top left).
const STOCK_LEFT: f32 = 0.95;
/// How far the turned trump sticks out to the left of the stock.
const TRUMP_OUT: f32 = 0.75;
/// Height of the status line.
const STATUS_H: f32 = 0.5;

/// Scene id of a face-up card.
pub fn card_id(card: Card) -> String {
    format!("card:{card}")
}

fn face_of(c: Card, trump: Suit) -> Face {
    // Durak has one trump suit: its star, never Fjols' high or low arrow.
    let badge = if c.suit() == trump { Trump::Only } else { Trump::None };
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
    let stock = t.stock();
    if !state.dealt {
        scene.push(card("stock", stock, Face::CardBack, Msg::new("scene-durak-deck")));
        return scene;
    }
    let trump = state.trump_suit();
    stock_and_trump(state, stock, trump, &mut scene);
    pairs(state, &t, trump, &mut scene);
    discard(state, &t, &mut scene);
    if let Some(msg) = whose_decision(state) {
        // Landscape: right of the stock's column, whose trump label ends just above
        // this line (on a small phone the label's pill reached the line's).
        let (x0, x1) = if t.discard_right { (t.pairs_x0(), t.w - 0.5) } else { (0.5, t.w - 0.5) };
        let r = Rect { x: x0, y: t.status_y - STATUS_H / 2.0, w: x1 - x0, h: STATUS_H };
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
        // Crosswise: a wide card sticking out to the left of the stock, so its
        // corner index (top left) shows.
        let r = Rect { x: stock.x - TRUMP_OUT, y: stock.y + (stock.h - stock.w) / 2.0, w: stock.h, h: stock.w };
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
    let r = Rect::centred_wh(stock.x + stock.w / 2.0, stock.y + stock.h + 0.4, 2.2, 0.5);
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
    let (x0, x1) = (t.pairs_x0(), t.pairs_x1());
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

/// The cards out of play, face down, and their count in words ("out 12"): under
/// the stock in portrait, at the right end of the pairs' row in landscape.
fn discard(state: &State, t: &Table, scene: &mut Scene) {
    let (w, h) = (t.card.0 * 0.8, t.card.1 * 0.8);
    let cx = if t.discard_right { t.w - 1.05 } else { t.stock().x + t.card.0 / 2.0 };
    let rect = Rect::centred_wh(cx, t.pairs_y - 0.2, w, h);
    let count = state.discard.len();
    let said = Msg::new("scene-durak-discard").arg("count", count);
    if count > 0 {
        scene.push(card("discard", rect, Face::CardBack, said.clone()).z(1));
    }
    let r = Rect::centred_wh(cx, rect.y + rect.h + 0.35, 1.9, 0.5);
    scene.push(label("discard:count", r, "label", Msg::new("scene-durak-discard-short").arg("count", count), said));
}

fn seat_label(state: &State, t: &Table, seat: Seat, bottom: Seat, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, t, seat, bottom);
    let count = state.hands[seat].len();
    let who = seat_name(seat);
    let fool = state.over && matches!(&state.last, Some(GameEnd::Fools(f)) if f.contains(&seat));
    let text = match state.out.iter().position(|&s| s == seat) {
        Some(p) => Msg::new("scene-seat-out").arg("seat", who).arg("place", p + 1),
        None if fool => Msg::new("scene-durak-seat-fool").arg("seat", who),
        None if seat == state.defender && !state.over => {
            Msg::new("scene-durak-defender").arg("seat", who).arg("count", count)
        }
        None if seat == state.attacker && !state.over => {
            Msg::new("scene-durak-attacker").arg("seat", who).arg("count", count)
        }
        None => Msg::new("scene-seat-cards").arg("seat", who).arg("count", count),
    };
    let rect = Rect::centred_wh(cx, cy, label_width(state, t, seat, bottom), 0.6);
    // Out of the game, or the fool: the words themselves ("Bo · out second"), never
    // the count of an empty hand ("Bo · 0").
    let short = if fool || state.out.contains(&seat) {
        text.clone()
    } else {
        Msg::new("scene-durak-seat-short").arg("seat", seat_name(seat)).arg("count", count)
    };
    scene.push(label(format!("seat:{seat}"), rect, "label", text.clone(), text).short(short));
    if !state.over && state.turn == seat {
        let said = Msg::new("scene-turn").arg("seat", seat_name(seat));
        scene.push(turn_frame("turn", rect.grown(0.1), said));
    }
}

/// Width of a seat's name label: 3 units, narrower where a neighbour's label stands
/// beside it on nearly the same line (six round a phone's table), so no two touch;
/// the short form ("Bo · 5") is drawn where the whole words no longer fit.
fn label_width(state: &State, t: &Table, seat: Seat, bottom: Seat) -> f32 {
    let (cx, cy) = seat_centre(state, t, seat, bottom);
    (0..state.players)
        .filter(|&o| o != seat)
        .map(|o| seat_centre(state, t, o, bottom))
        .filter(|&(_, oy)| (oy - cy).abs() < 0.65)
        .map(|(ox, _)| (ox - cx).abs() - 0.1)
        .fold(3.0, f32::min)
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
