//! The Fjols table as a scene: green felt, the other seats round the top with their
//! names, card counts and card backs, the pile with the turned trump card and the
//! trump badges beside it, the chain of laid cards with the card to beat, the cards
//! out of play, and the viewer's own hand as real cards at the bottom.
//!
//! Every face-up card has the id `card:<card>` wherever it lies (hand, table, out of
//! play, a hand where it is known from a pick-up), so a shell animates it when it
//! moves. Hidden cards are backs with ids `back:<seat>:<i>` that never name a card.
//! Each seat's name and card count is the node `seat:<seat>`. Those two ids are what
//! the session's last-turn marks look for (`Scene::mark_last_turns`): a card laid
//! (marked only while it lies in the chain, the scene's `LAID_AREA`), or the seat that
//! picked up.

use super::cards::{Card, Class, Trumps};
use super::rules::State;
use super::view::sorted_hand;
use crate::game::Seat;
use crate::games::cards::hands;
use crate::message::Msg;
use crate::scene::parts::{card, label, turn_frame};
use crate::scene::{
    mark_node, plain, seat_name, Face, Layout, MarkKind, Node, NodeKind, Rank, Rect, Scene, Shape, Trump,
};

/// Most cards drawn in another seat's small fan; the count label tells the rest.
const SMALL_FAN: usize = 5;

/// Sizes and rows of one arrangement, in board units.
struct Table {
    w: f32,
    h: f32,
    /// Centre line of the pile and the cards out of play.
    pile_y: f32,
    /// Centre line of the chain, and where it starts and ends.
    chain_y: f32,
    chain_x: (f32, f32),
    /// Top of the viewer's hand.
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
                pile_y: 4.6,
                chain_y: 4.6,
                chain_x: (4.6, 12.6),
                hand_y: 7.1,
                card: (1.45, 2.1),
                small: (0.7, 1.0),
            },
            _ => Table {
                w: 10.0,
                h: 14.0,
                pile_y: 5.9,
                chain_y: 8.9,
                chain_x: (0.6, 9.4),
                hand_y: 11.5,
                card: (1.45, 2.1),
                small: (0.7, 1.0),
            },
        }
    }
}

/// Scene id of a face-up card.
pub fn card_id(card: Card) -> String {
    format!("card:{card}")
}

pub(super) use crate::games::cards::{rank_of_value, suit_of};

fn rank_of(c: Card) -> Rank {
    rank_of_value(c.rank())
}

/// A card's face with its trump badge.
fn face_of(c: Card, trumps: Trumps) -> Face {
    let trump = match trumps.class(c) {
        Class::HighTrump => Trump::High,
        Class::LowTrump => Trump::Low,
        Class::Plain => Trump::None,
    };
    Face::Card { rank: rank_of(c), suit: Some(suit_of(c.suit())), trump }
}

/// A card's spoken name ("queen of hearts, high trump").
fn card_msg(c: Card, trumps: Trumps) -> Msg {
    let name = Msg::new("card-name").arg("rank", rank_of(c).msg()).arg("suit", suit_of(c.suit()).msg());
    let trump = match trumps.class(c) {
        Class::HighTrump => "high",
        Class::LowTrump => "low",
        Class::Plain => return name,
    };
    Msg::new("scene-card-trump").arg("card", name).arg("trump", trump)
}

/// Faces and names of `cards` as this board prints them (see `Game::hand_faces`).
pub fn hand_faces(state: &State, cards: impl IntoIterator<Item = Card>) -> Vec<(Face, Msg)> {
    let trumps = state.trumps();
    cards.into_iter().map(|c| (face_of(c, trumps), card_msg(c, trumps))).collect()
}

fn card_node(c: Card, rect: Rect, trumps: Trumps, z: i32) -> Node {
    card(card_id(c), rect, face_of(c, trumps), card_msg(c, trumps)).z(z)
}

/// Where a seat's name sits: the viewer (or seat 0 for the table view) at the
/// bottom above the hand, the others spread along the top of the table.
fn seat_centre(state: &State, t: &Table, seat: Seat, bottom: Seat) -> (f32, f32) {
    let n = state.players;
    let k = (seat + n - bottom) % n;
    if k == 0 {
        return (t.w / 2.0, t.hand_y - 0.55);
    }
    // The others sit round the far half of the table, left to right in turn order.
    let others = (n - 1) as f32;
    let angle = std::f32::consts::PI * (1.0 - (k as f32 - 0.5) / others);
    let (rx, ry) = (t.w / 2.0 - 1.6, t.pile_y - 1.5 - 0.7);
    (t.w / 2.0 + rx * angle.cos(), t.pile_y - 1.5 - ry * angle.sin())
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
    let pile_rect = Rect::centred_wh(t.card.0 * 0.5 + 0.5, t.pile_y, t.card.0, t.card.1);
    if !state.dealt {
        scene.push(card("pile", pile_rect, Face::CardBack, Msg::new("scene-fjols-deck")));
        return scene;
    }
    let trumps = state.trumps();
    pile_and_trump(state, pile_rect, trumps, &mut scene);
    chain(state, &t, trumps, &mut scene);
    dead(state, &t, trumps, &mut scene);
    let bottom = viewer.unwrap_or(0);
    for seat in 0..state.players {
        seat_label(state, &t, seat, bottom, &mut scene);
        if viewer == Some(seat) {
            own_hand(state, &t, seat, trumps, &mut scene);
        } else {
            other_hand(state, &t, seat, bottom, trumps, &mut scene);
        }
    }
    scene
}

/// The pile (a back with its count), the turned trump card beside it while it
/// lies under the pile, and the trump badges: "♥ high · ♦ low".
fn pile_and_trump(state: &State, pile: Rect, trumps: Trumps, scene: &mut Scene) {
    let count = Msg::new("scene-pile").arg("count", state.pile.len());
    if state.pile.is_empty() {
        scene.push(
            Node::new("pile", NodeKind::Space, pile)
                .shape(Shape::CARD)
                .outline("card-edge", 0.04)
                .dashed()
                .label(count.clone()),
        );
    } else {
        scene.push(card("pile", pile, Face::CardBack, count.clone()).z(2));
    }
    // The turned card starts the chain (it is the first card to beat); its suit stays
    // named here all game.
    if state.trump_card.is_some() {
        let high = suit_of(trumps.high);
        let low = suit_of(trumps.low());
        let shown = Msg::new("scene-fjols-trumps-short")
            .arg("high", high.symbol().to_string())
            .arg("low", low.symbol().to_string());
        let said = Msg::new("scene-fjols-trumps").arg("high", high.msg()).arg("low", low.msg());
        // Under the pile, clear of it: laid over the pile's foot it hid the pile.
        let r = Rect::centred_wh(pile.x + pile.w / 2.0 + 1.0, pile.y + pile.h + 0.4, 3.2, 0.7);
        scene.push(label("trumps", r, "label", shown, said));
    }
    let r = Rect::centred_wh(pile.x + pile.w / 2.0, pile.y - 0.4, 1.6, 0.6);
    scene.push(label("pile:count", r, "label", plain(state.pile.len().to_string()), count));
}

/// The chain of laid cards since the last free lead, overlapping left to right,
/// with the card to beat marked.
fn chain(state: &State, t: &Table, trumps: Trumps, scene: &mut Scene) {
    let (x0, x1) = t.chain_x;
    let area = Rect { x: x0, y: t.chain_y - t.card.1 / 2.0 - 0.15, w: x1 - x0, h: t.card.1 + 0.3 };
    let said = if state.table.is_empty() { Msg::new("scene-fjols-free-lead") } else { Msg::new("scene-fjols-chain") };
    scene.push(
        Node::new(crate::scene::LAID_AREA, NodeKind::Space, area)
            .shape(Shape::RoundRect { radius: 0.1 })
            .outline("card-edge", 0.03)
            .dashed()
            .label(said),
    );
    let n = state.table.len();
    let step = if n > 1 { ((area.w - t.card.0 - 0.3) / (n - 1) as f32).min(t.card.0 * 0.62) } else { 0.0 };
    for (i, &c) in state.table.iter().enumerate() {
        let rect = Rect::centred_wh(x0 + 0.15 + t.card.0 / 2.0 + step * i as f32, t.chain_y, t.card.0, t.card.1);
        scene.push(card_node(c, rect, trumps, 10 + i as i32));
        if i + 1 == n {
            let said = Msg::new("scene-fjols-to-beat").arg("card", card_msg(c, trumps));
            scene
                .push(mark_node(MarkKind::ToBeat, "to_beat", rect, Shape::CARD, said).role(crate::scene::Role::Status));
        }
    }
}

/// The cards out of play, face up in one stack with their count.
fn dead(state: &State, t: &Table, trumps: Trumps, scene: &mut Scene) {
    let rect = Rect::centred_wh(t.w - t.card.0 / 2.0 - 0.5, t.pile_y, t.card.0, t.card.1);
    let count = state.dead.len();
    let said = Msg::new("scene-fjols-out-of-play").arg("count", count);
    scene.push(
        Node::new("dead", NodeKind::Space, rect)
            .shape(Shape::CARD)
            .outline("card-edge", 0.03)
            .dashed()
            .label(said.clone()),
    );
    // One stack: only its top card is seen (and read out); the ones under it are drawn
    // but hidden, as a Fevga checker under a stack's fifth is, so nothing counts them as
    // covered and a screen reader does not list cards no one can see.
    for (i, c) in state.dead.iter().enumerate() {
        let node = card_node(c, rect, trumps, 1 + i as i32);
        scene.push(if i + 1 < count { node.role(crate::scene::Role::Hidden) } else { node });
    }
    let r = Rect::centred_wh(rect.x + rect.w / 2.0, rect.y - 0.4, 1.6, 0.6);
    scene.push(label("dead:count", r, "label", plain(count.to_string()), said));
}

/// A seat's name with its card count ("Bo · 5 cards"), its place once out, or the
/// fjols; the seat to move is framed.
fn seat_label(state: &State, t: &Table, seat: Seat, bottom: Seat, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, t, seat, bottom);
    let count = state.hands[seat].len();
    let place = state.out.iter().position(|&s| s == seat).map(|p| p + 1);
    let who = seat_name(seat);
    let text = match place {
        Some(p) => Msg::new("scene-seat-out").arg("seat", who).arg("place", p),
        None if state.fjols() == Some(seat) => Msg::new("scene-seat-fjols").arg("seat", who),
        None => Msg::new("scene-seat-cards").arg("seat", who).arg("count", count),
    };
    let rect = Rect::centred_wh(cx, cy, 2.9, 0.7);
    // A phone's board is too small for "Beginner bot 2 · 5 cards" at a readable size:
    // two such labels grew into each other. The short form keeps the name and the count.
    let short = match place {
        None if state.fjols() != Some(seat) => {
            Some(Msg::new("scene-seat-cards-short").arg("seat", seat_name(seat)).arg("count", count))
        }
        // "… · out second" outgrew its place beside another seat on a 360 dp phone.
        Some(_) => Some(Msg::new("scene-seat-out-short").arg("seat", seat_name(seat))),
        _ => None,
    };
    let node = label(format!("seat:{seat}"), rect, "label", text.clone(), text);
    scene.push(match short {
        Some(short) => node.short(short),
        None => node,
    });
    if !state.is_over() && state.turn == seat {
        let said = Msg::new("scene-turn").arg("seat", seat_name(seat));
        scene.push(turn_frame("turn", rect.grown(0.1), said));
    }
}

fn own_hand(state: &State, t: &Table, seat: Seat, trumps: Trumps, scene: &mut Scene) {
    let face = |c, rect, z| card_node(c, rect, trumps, z);
    hands::own_hand(sorted_hand(state.hands[seat], trumps), t.w, t.card, t.hand_y, 20, face, scene);
}

/// Another seat's hand: the cards the table knows face up, the rest as backs.
fn other_hand(state: &State, t: &Table, seat: Seat, bottom: Seat, trumps: Trumps, scene: &mut Scene) {
    let (cx, cy) = seat_centre(state, t, seat, bottom);
    let known = sorted_hand(state.known[seat], trumps);
    let face = |c, rect, z| card_node(c, rect, trumps, z);
    hands::other_hand(known, state.hands[seat].len(), SMALL_FAN, seat, (cx, cy + 0.45), t.small, face, scene);
}

#[cfg(test)]
mod privacy {
    use super::*;
    use crate::game::Setup;
    use crate::games::fjols::Fjols;
    use crate::scene::tests::walk;

    /// Over whole bot games: every card face, card id and card name in a viewer's
    /// scene is a card that viewer may see (their hand, the table, the cards out of
    /// play, cards known from a pick-up); the table view shows no hand at all.
    #[test]
    fn a_hidden_card_never_appears_in_another_viewers_scene() {
        let mut looked = 0;
        for (players, seed) in [(3, 1), (4, 2), (5, 3), (2, 4)] {
            walk::<Fjols>(Setup::new(players), seed, 400, |s, _| {
                let trumps = s.trumps();
                for viewer in std::iter::once(None).chain((0..players).map(Some)) {
                    let scene = scene(s, viewer);
                    let json = serde_json::to_string(&scene).unwrap();
                    for seat in 0..players {
                        if Some(seat) == viewer {
                            continue;
                        }
                        for c in s.hands[seat].iter().filter(|&c| !s.known[seat].contains(c)) {
                            assert!(scene.node(&card_id(c)).is_none(), "{c} of seat {seat} by id to {viewer:?}");
                            assert!(scene.nodes.iter().all(|n| n.face != face_of(c, trumps)), "{c} face to {viewer:?}");
                            let name = serde_json::to_string(&card_msg(c, trumps)).unwrap();
                            assert!(!json.contains(&name), "{c} named to {viewer:?}");
                            looked += 1;
                        }
                    }
                }
            });
        }
        assert!(looked > 1000, "hidden cards were looked for ({looked})");
    }
}

#[cfg(test)]
mod layout {
    use super::*;
    use crate::game::Setup;
    use crate::games::fjols::Fjols;
    use crate::scene::tests::walk;
    use crate::scene::Role;

    fn overlaps(a: Rect, b: Rect) -> bool {
        a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
    }

    /// In both arrangements over whole bot games: the trump label lies clear of the
    /// pile (laid over its foot it hid the pile on a phone), and of the cards out of
    /// play, one face-up stack, only the top card is seen; the ones under it are drawn
    /// hidden (a phone check counted them as covered, a screen reader listed them).
    #[test]
    fn the_trump_label_clears_the_pile_and_only_the_dead_stacks_top_card_is_seen() {
        let mut looked = 0;
        for (players, seed) in [(3, 5), (4, 6)] {
            walk::<Fjols>(Setup::new(players), seed, 300, |s, _| {
                for layout in [Layout::Portrait, Layout::Landscape] {
                    let scene = scene_in(s, Some(0), layout);
                    if let (Some(pile), Some(trumps)) = (scene.node("pile"), scene.node("trumps")) {
                        assert!(
                            !overlaps(pile.rect, trumps.rect),
                            "{layout:?}: {:?} over the pile {:?}",
                            trumps.rect,
                            pile.rect
                        );
                        looked += 1;
                    }
                    let seen: Vec<_> = s
                        .dead
                        .iter()
                        .filter_map(|c| scene.node(&card_id(c)))
                        .filter(|n| n.role != Role::Hidden)
                        .map(|n| n.id.clone())
                        .collect();
                    let top = s.dead.iter().last().map(card_id);
                    assert_eq!(seen, top.into_iter().collect::<Vec<_>>(), "{layout:?}: the dead stack's seen cards");
                }
            });
        }
        assert!(looked > 100, "scenes with a pile and its trump label were looked at ({looked})");
    }
}
