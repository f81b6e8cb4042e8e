//! Pictures of a Pairanoid table: the scene for the shells and the text board.
//!
//! A Dog-style board on a 17 × 17 grid, one board unit a cell. The 64 track fields
//! are the outer ring; red's start field is the middle of the top edge and the ring
//! runs clockwise, so blue starts mid-right, green mid-bottom and yellow mid-left.
//! Each start field wears a ring in its colour; each goal lane runs straight inward
//! from it; each nest is a 2 × 2 block of spots on a soft tint just before it. The
//! centre holds the deal, the last card played (`card:<notation>`, so the session
//! marks it as the last move) and the pile; below the board (or to
//! its right, in landscape) the viewer's hand is dealt out as real cards.

use super::board::{marble_id, partner, start, team, Pos, Spot, COLOURS, LETTERS, TRACK};
use super::cards::Card;
use super::rules::{Stage, State};
use super::steps::card_id;
use crate::game::Seat;
use crate::message::Msg;
use crate::scene::parts::{card, color_name, label, piece, turn_frame, turn_ring};
use crate::scene::{Face, Layout, MarkKind, Node, NodeKind, Rank, Rect, Scene, Shape};

const GRID: f32 = 17.0;
const N: u8 = 16;
/// Field and marble diameters, in cells.
const FIELD: f32 = 0.86;
const MARBLE: f32 = 0.66;
/// A hand card's size.
const HAND_W: f32 = 2.1;
const HAND_H: f32 = 3.0;
/// In portrait, the band under the board that holds the two team labels side by side
/// (a phone shows their short form, "3/8 home", in the team's colours). Inside the
/// ring they had to grow out of a 0.6 gap to be read, over the bottom nest; a row each
/// made the scene so tall that a phone drew the whole board smaller.
const TEAMS: f32 = 1.45;
/// A team line's height: 12 sp needs 0.55 of it at about 18 dp a unit (a phone).
const TEAM_H: f32 = 1.25;

/// Turns a cell a quarter clockwise `times` times.
fn rotate((x, y): (u8, u8), times: usize) -> (u8, u8) {
    (0..times).fold((x, y), |(x, y), _| (N - y, x))
}

/// Turns a continuous point a quarter clockwise `times` times.
fn rotate_point((x, y): (f32, f32), times: usize) -> (f32, f32) {
    (0..times).fold((x, y), |(x, y), _| (GRID - y, x))
}

/// Grid cell of track field `f`.
pub fn track_cell(f: u8) -> (u8, u8) {
    let k = f % 16;
    let red = if k <= 8 { (8 + k, 0) } else { (N, k - 8) };
    rotate(red, (f / 16) as usize)
}

/// Grid cell of colour `c`'s goal field `g` (0-based).
pub fn goal_cell(c: usize, g: u8) -> (u8, u8) {
    rotate((8, g + 1), c)
}

/// Grid cell of colour `c`'s nest spot `i`: the block turned with its colour, its
/// spots read in the same order (1 2 / 3 4) in every nest.
pub fn nest_cell(c: usize, i: usize) -> (u8, u8) {
    const RED: [(u8, u8); 4] = [(5, 2), (6, 2), (5, 3), (6, 3)];
    let mut cells = RED.map(|cell| rotate(cell, c));
    cells.sort_by_key(|&(x, y)| (y, x));
    cells[i % 4]
}

fn cell_rect((x, y): (u8, u8), size: f32) -> Rect {
    Rect::centred(x as f32 + 0.5, y as f32 + 0.5, size)
}

fn space_rect(spot: Spot) -> Rect {
    match spot {
        Spot::Track(f) => cell_rect(track_cell(f), FIELD),
        Spot::Goal(c, g) => cell_rect(goal_cell(c, g), FIELD),
    }
}

/// A rank as the card face prints it.
pub fn rank_of(card: Card) -> Rank {
    match card.0 {
        1 => Rank::Ace,
        11 => Rank::Jack,
        12 => Rank::Queen,
        13 => Rank::King,
        14 => Rank::Joker,
        n => Rank::Number(n),
    }
}

fn card_face(card: Card) -> Face {
    Face::Card { rank: rank_of(card), suit: None, trump: Default::default() }
}

/// A card's label: its rank's name (Pairanoid's cards have no suits).
fn card_msg(card: Card) -> Msg {
    rank_of(card).msg()
}

/// Faces and names of `cards` as this board prints them (see `Game::hand_faces`).
pub fn hand_faces(cards: &[Card]) -> Vec<(Face, Msg)> {
    cards.iter().map(|&c| (card_face(c), card_msg(c))).collect()
}

/// A seat, named by the session (see `Scene::name_seats`), with its colour.
fn seat_msg(seat: Seat) -> Msg {
    Msg::new("scene-seat-colored").arg("seat", crate::scene::seat_name(seat)).arg("color", color_name(COLOURS[seat]))
}

/// The scene as `viewer` sees it in the default (portrait) arrangement.
pub fn scene(state: &State, viewer: Option<Seat>) -> Scene {
    scene_in(state, viewer, Layout::Portrait)
}

/// The scene as `viewer` sees it: only the viewer's own hand is shown face up, below
/// the board in portrait and to its right in landscape.
pub fn scene_in(state: &State, viewer: Option<Seat>, layout: Layout) -> Scene {
    let mut scene = match layout {
        Layout::Landscape => Scene::new(GRID + HAND_W * 2.0 + 1.4, GRID),
        _ => Scene::new(GRID, GRID + TEAMS + HAND_H + 0.6),
    };
    scene.push(
        Node::new("board", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: GRID, h: GRID })
            .shape(Shape::RoundRect { radius: 0.03 })
            .color("board")
            .outline("board-edge", 0.08),
    );
    track(&mut scene);
    for (c, name) in COLOURS.iter().enumerate() {
        lane_and_nest(c, name, &mut scene);
        for i in 0..4 {
            let pos = state.board.marbles[c][i];
            let rect = match Spot::of(c, pos) {
                Some(spot) => space_rect(spot),
                None => cell_rect(nest_cell(c, i), FIELD),
            };
            let place = match pos {
                Pos::Nest => Msg::new("scene-pairanoid-in-nest"),
                Pos::Track(f) => Msg::new("scene-pairanoid-on-field").arg("field", f),
                Pos::Goal(g) => Msg::new("scene-pairanoid-in-goal").arg("field", g + 1),
            };
            let label = Msg::new("scene-pairanoid-marble").arg("color", color_name(name)).arg("place", place);
            scene.push(piece(marble_id(c, i), rect.centre(), MARBLE, name, (i + 1) as u8, label));
        }
    }
    add_table(state, viewer, &mut scene);
    add_teams(state, viewer, layout, &mut scene);
    if let Some(v) = viewer {
        add_hand(state, v, layout, &mut scene);
    }
    scene
}

/// The 64 fields; each start field is in its colour with a ring round it.
fn track(scene: &mut Scene) {
    for f in 0..TRACK {
        let rect = space_rect(Spot::Track(f));
        let node = Node::new(Spot::Track(f).space_id(), NodeKind::Space, rect)
            .shape(Shape::Circle)
            .outline("board-edge", 0.05)
            .z(1);
        if f.is_multiple_of(16) {
            let c = (f / 16) as usize;
            let label = Msg::new("scene-pairanoid-start").arg("color", color_name(COLOURS[c])).arg("field", f);
            scene.push(node.color(format!("{}-soft", COLOURS[c])).label(label));
            scene.push(
                Node::new(format!("start-ring:{}", COLOURS[c]), NodeKind::Area, rect.grown(0.06))
                    .shape(Shape::Ring { width: 0.16 })
                    .color(COLOURS[c])
                    .z(2),
            );
        } else {
            scene.push(node.color("track").label(Msg::new("scene-pairanoid-field").arg("field", f)));
        }
    }
}

/// A colour's goal lane (its four fields in the colour) and its nest on a soft tint.
fn lane_and_nest(c: usize, name: &str, scene: &mut Scene) {
    for g in 0..4 {
        let label = Msg::new("scene-pairanoid-goal").arg("color", color_name(name)).arg("field", g + 1);
        scene.push(
            Node::new(Spot::Goal(c, g).space_id(), NodeKind::Space, space_rect(Spot::Goal(c, g)))
                .shape(Shape::Circle)
                .color(name)
                .outline("board-edge", 0.05)
                .label(label)
                .z(1),
        );
    }
    let (a, b) = (rotate_point((4.9, 1.9), c), rotate_point((7.1, 4.1), c));
    let area = Rect { x: a.0.min(b.0), y: a.1.min(b.1), w: (a.0 - b.0).abs(), h: (a.1 - b.1).abs() };
    scene.push(
        Node::new(format!("nestarea:{name}"), NodeKind::Area, area)
            .shape(Shape::RoundRect { radius: 0.2 })
            .color(format!("{name}-soft"))
            .outline(name, 0.08),
    );
    for i in 0..4 {
        scene.push(
            Node::new(format!("nest:{name}:{i}"), NodeKind::Space, cell_rect(nest_cell(c, i), FIELD))
                .shape(Shape::Circle)
                .color("track")
                .outline(name, 0.06)
                .label(Msg::new("scene-pairanoid-nest").arg("color", color_name(name)))
                .z(1),
        );
    }
}

/// Where a seat's name and card count sit: beside its nest, inside the ring (low
/// enough that the team labels under the bottom seats keep clear of them on a phone).
fn seat_rect(c: usize) -> Rect {
    // Far enough from the lane beside it that a phone's 12 sp label (grown past its
    // box: "6 cards · partner") keeps clear of the lane's marbles.
    let (x, y) = rotate_point((12.6, 2.9), c);
    Rect::centred_wh(x.clamp(3.5, GRID - 3.5), y.clamp(1.9, GRID - 1.9), 4.6, 1.1)
}

/// Both teams' progress off the board: the two partners and how many of their eight
/// marbles are home (the viewer's team first, marked as theirs). In portrait each is
/// a line of its own under the board, in landscape under the hand beside it.
fn add_teams(state: &State, viewer: Option<Seat>, layout: Layout, scene: &mut Scene) {
    let first = viewer.map_or(0, team);
    for (k, t) in [first, 1 - first].into_iter().enumerate() {
        let home = state.board.home_count(t) + state.board.home_count(partner(t));
        let yours = viewer.is_some() && k == 0;
        let team_msg = |key: &str| {
            Msg::new(key)
                .arg("a", crate::scene::seat_name(t))
                .arg("b", crate::scene::seat_name(partner(t)))
                .arg("home", home)
        };
        // The viewer's team is tinted; a screen reader says "your team" in words.
        let said = team_msg(if yours { "scene-pairanoid-team-yours" } else { "scene-pairanoid-team" });
        let rect = match layout {
            // Under the hand's three rows of two cards (they end at y 11.2).
            Layout::Landscape => Rect::centred_wh(
                GRID + 0.5 + HAND_W + 0.15,
                12.6 + k as f32 * (TEAM_H + 0.3),
                HAND_W * 2.0 + 0.3,
                TEAM_H,
            ),
            _ => Rect::centred_wh(
                if k == 0 { GRID * 0.25 } else { GRID * 0.75 },
                GRID + 0.1 + TEAM_H / 2.0,
                GRID / 2.0 - 0.6,
                TEAM_H,
            ),
        };
        let short = Msg::new("scene-pairanoid-team-short").arg("home", home);
        let mut node = label(format!("team:{t}"), rect, "label", team_msg("scene-pairanoid-team"), said)
            .short(short)
            .outline(COLOURS[t], 0.06);
        if yours {
            node = node.color(format!("{}-soft", COLOURS[t]));
        }
        scene.push(node);
    }
}

/// The deal, the pile, each seat's name and card count, the last card and whose turn.
fn add_table(state: &State, viewer: Option<Seat>, scene: &mut Scene) {
    let dealer = state.dealer.map(seat_msg).unwrap_or_else(|| Msg::new("scene-nobody"));
    let deal_msg = |key: &str| Msg::new(key).arg("deal", state.deal_no).arg("cards", state.deal_size());
    let deal = deal_msg("scene-pairanoid-deal").arg("dealer", dealer);
    let short = deal_msg("scene-pairanoid-deal-short");
    scene.push(label("deal", Rect::centred_wh(8.5, 6.9, 7.4, 0.9), "label", deal.clone(), deal).short(short));
    let pile = Msg::new("scene-pile").arg("count", state.pile.len());
    scene.push(label("pile", Rect::centred_wh(8.5, 11.0, 4.2, 0.8), "label", pile.clone(), pile));
    for (c, _) in COLOURS.iter().enumerate() {
        let count = state.hands[c].len();
        let text = Msg::new("scene-seat-cards").arg("seat", crate::scene::seat_name(c)).arg("count", count);
        let said = Msg::new("scene-seat-cards").arg("seat", seat_msg(c)).arg("count", count);
        // The viewer's partner is named as such on the board: partners win together.
        // A phone's board is too small for the names at a readable size: the short form
        // is the count alone, the pill's colour says whose.
        let short = Msg::new("scene-cards-short").arg("count", count);
        let (text, said, short) = match viewer {
            Some(v) if partner(v) == c => (
                Msg::new("scene-pairanoid-partner").arg("seat", text),
                Msg::new("scene-pairanoid-partner").arg("seat", said),
                // Named even on a phone: "partner Bo · 6" (the count alone hid who).
                Msg::new("scene-pairanoid-partner-short").arg("seat", crate::scene::seat_name(c)).arg("count", count),
            ),
            _ => (text, said, short),
        };
        let mut node =
            label(format!("seat:{c}"), seat_rect(c), "label", text, said).short(short).outline(COLOURS[c], 0.1);
        if viewer == Some(c) || viewer.is_some_and(|v| partner(v) == c) {
            node = node.color(format!("{}-soft", COLOURS[c]));
        }
        scene.push(node);
    }
    let slot = Rect::centred_wh(8.5, 9.0, 1.8, 2.5);
    match state.last {
        Some(last) => {
            let said = if last.card == last.value {
                Msg::new("scene-pairanoid-last").arg("seat", seat_msg(last.seat)).arg("card", card_msg(last.card))
            } else {
                Msg::new("scene-pairanoid-last-joker")
                    .arg("seat", seat_msg(last.seat))
                    .arg("value", card_msg(last.value))
            };
            scene.push(
                card(format!("card:{}", last.card), slot, card_face(last.card), said)
                    .outline(COLOURS[last.seat], 0.12)
                    .z(6),
            );
            if last.card != last.value {
                let as_ = Msg::new("scene-pairanoid-as").arg("rank", rank_of(last.value).msg());
                scene.push(label("last:value", Rect::centred_wh(10.6, 9.0, 2.2, 0.8), "label", as_.clone(), as_));
            }
        }
        None => scene.push(
            Node::new("last", NodeKind::Area, slot)
                .shape(Shape::CARD)
                .outline("board-edge", 0.05)
                .dashed()
                .label(Msg::new("scene-pairanoid-no-card")),
        ),
    }
    let mover = match state.stage {
        Stage::Swap => state.swap_chooser(),
        Stage::Play => Some(state.turn),
        _ => None,
    };
    if let Some(m) = mover {
        let said = Msg::new("scene-turn").arg("seat", seat_msg(m));
        let start_field = space_rect(Spot::Track(start(m)));
        let (cx, cy) = start_field.centre();
        scene.push(turn_ring("turn", (cx, cy), 0.98, said.clone()));
        scene.push(turn_frame("turn:seat", seat_rect(m).grown(0.12), said));
    }
}

/// The viewer's hand as real cards; in the swap the card chosen to give is selected.
fn add_hand(state: &State, v: Seat, layout: Layout, scene: &mut Scene) {
    let hand = &state.hands[v];
    let n = hand.len();
    let rect = |k: usize| match layout {
        Layout::Landscape => {
            let (col, row) = (k % 2, k / 2);
            Rect {
                x: GRID + 0.5 + col as f32 * (HAND_W + 0.3),
                y: 1.0 + row as f32 * (HAND_H + 0.4),
                w: HAND_W,
                h: HAND_H,
            }
        }
        _ => {
            let step = (HAND_W + 0.35).min((GRID - 1.0 - HAND_W) / n.max(2) as f32);
            let left = GRID / 2.0 - (HAND_W + step * n.saturating_sub(1) as f32) / 2.0;
            Rect { x: left + step * k as f32, y: GRID + TEAMS + 0.2, w: HAND_W, h: HAND_H }
        }
    };
    let given = if state.stage == Stage::Swap { state.given[v] } else { None };
    let chosen = given.and_then(|g| hand.iter().position(|c| *c == g));
    for (k, c) in hand.iter().enumerate() {
        scene.push(card(card_id(v, k), rect(k), card_face(*c), card_msg(*c)).z(20 + k as i32));
        if chosen == Some(k) {
            let said = Msg::new("scene-pairanoid-giving").arg("card", card_msg(*c));
            scene.push(crate::scene::mark_node(
                MarkKind::Selected,
                format!("mark:selected:{}", card_id(v, k)),
                rect(k),
                Shape::CARD,
                said,
            ));
        }
    }
}

/// A text picture: the ring as a 17 × 17 grid, three characters a cell (`R1`..`Y4`
/// marbles by colour and number, as the steps and the log name them; lower-case
/// letters empty start fields, `:` empty goal fields, `o` empty nest spots), then the
/// numbered marble list, the deal, the last card and the hands as `viewer` may see them.
pub fn text_board(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
    let mut grid = vec![vec!["   ".to_string(); 17]; 17];
    let mut put = |(x, y): (u8, u8), s: String| grid[y as usize][x as usize] = s;
    for f in 0..TRACK {
        let empty =
            if f % 16 == 0 { format!(" {} ", LETTERS[(f / 16) as usize].to_ascii_lowercase()) } else { " . ".into() };
        put(track_cell(f), empty);
    }
    for c in 0..4 {
        for g in 0..4 {
            put(goal_cell(c, g), " : ".into());
        }
        for i in 0..4 {
            put(nest_cell(c, i), " o ".into());
        }
    }
    for (c, letter) in LETTERS.iter().enumerate() {
        for i in 0..4 {
            let cell = match state.board.marbles[c][i] {
                Pos::Nest => nest_cell(c, i),
                Pos::Track(f) => track_cell(f),
                Pos::Goal(g) => goal_cell(c, g),
            };
            put(cell, format!(" {letter}{}", i + 1));
        }
    }
    let mut out = String::new();
    for row in grid {
        out.push_str(row.concat().trim_end());
        out.push('\n');
    }
    let say = |msg: Msg| crate::i18n::render(&msg, lang) + "\n";
    let colour = |c: usize| super::steps::colour_msg(c);
    for c in 0..COLOURS.len() {
        let places: Vec<String> = (0..4)
            .map(|i| match state.board.marbles[c][i] {
                Pos::Nest => format!("{}:{}", i + 1, crate::i18n::render(&Msg::new("pairanoid-board-nest"), lang)),
                Pos::Track(f) if state.board.ready[c][i] => format!("{}:{f}*", i + 1),
                p => format!("{}:{}", i + 1, Spot::of(c, p).map(Spot::name).unwrap_or_default()),
            })
            .collect();
        let hand = if viewer == Some(c) {
            // By name ("ess, 4, knekt"), not notation (`A 4 J`): the board is read.
            state.hands[c].iter().map(|&k| crate::i18n::render(&card_msg(k), lang)).collect::<Vec<_>>().join(", ")
        } else {
            crate::i18n::render(&Msg::new("count-cards").arg("count", state.hands[c].len()), lang)
        };
        let name = crate::i18n::render(&colour(c), lang);
        let line = Msg::new("pairanoid-board-seat")
            .arg("start", format!("{:>2}", start(c)))
            .arg("marbles", format!("{:<27}", places.join(" ")))
            .arg("hand", hand);
        out.push_str(&format!("{name:<7} {}", say(line)));
    }
    // The marbles' letters are the colours' English initials (`Y` for gul).
    out.push_str(&say(Msg::new("board-letters")));
    let dealer = state.dealer.map(colour).unwrap_or_else(|| Msg::new("pairanoid-no-colour"));
    out.push_str(&say(Msg::new("pairanoid-board-deal")
        .arg("deal", state.deal_no)
        .arg("size", state.deal_size())
        .arg("dealer", dealer)
        .arg("pile", state.pile.len())
        .arg("discard", state.discard.len())));
    if let Some(l) = state.last {
        let msg = Msg::new("pairanoid-board-last").arg("color", colour(l.seat)).arg("card", card_msg(l.card));
        out.push_str(&say(match l.card == l.value {
            true => msg,
            false => Msg::new("pairanoid-board-last-as").arg("last", msg).arg("value", card_msg(l.value)),
        }));
    }
    match state.stage {
        Stage::Swap => {
            let who = state.swap_chooser().map(colour).unwrap_or_else(|| Msg::new("pairanoid-no-colour"));
            out.push_str(&say(Msg::new("pairanoid-board-swap").arg("color", who)));
            if let (Some(v), false) = (viewer, viewer.is_some_and(|v| state.swap_done(v))) {
                if let Some(g) = state.given[v] {
                    out.push_str(&say(Msg::new("pairanoid-board-you-give").arg("card", card_msg(g))));
                }
            }
        }
        Stage::Play => out.push_str(&say(Msg::new("pairanoid-board-to-play").arg("color", colour(state.turn)))),
        Stage::Exchange => out.push_str(&say(Msg::new("pairanoid-board-exchange"))),
        Stage::Over => {
            let w = state.winner.unwrap_or(0);
            out.push_str(&say(Msg::new("pairanoid-board-over").arg("a", colour(w)).arg("b", colour(w + 2))));
        }
        _ => out.push_str(&say(Msg::new("pairanoid-board-dealing"))),
    }
    // The card the partner passed, told to its receiver only (their own board) for
    // the rest of the deal, so the first turn after the exchange shows it.
    if let Some(v) = viewer.filter(|&v| state.swap_done(v) && state.stage != Stage::Over) {
        if let (Some(gave), Some(got)) = (state.given[v], state.given[partner(v)]) {
            let msg = Msg::new("pairanoid-board-received").arg("gave", card_msg(gave)).arg("got", card_msg(got));
            out.push_str(&say(msg));
        }
    }
    out
}

#[cfg(test)]
mod privacy {
    use super::*;
    use crate::game::Setup;
    use crate::games::pairanoid::Pairanoid;
    use crate::scene::tests::walk;

    /// Over whole bot games: a viewer's scene shows card faces only in their own hand
    /// and the card last played, names no card anywhere else, and never carries
    /// another seat's hand card ids; the table view shows no hand at all.
    #[test]
    fn no_other_hand_appears_in_a_viewers_scene() {
        let mut looked = 0;
        for seed in 1..4 {
            walk::<Pairanoid>(Setup::new(4), seed, 600, |s, _| {
                for viewer in std::iter::once(None).chain((0..4).map(Some)) {
                    let scene = scene(s, viewer);
                    let own = |id: &str| viewer.is_some_and(|v| id.contains(&format!("card:{}:", COLOURS[v])));
                    let mine = |id: &str| own(id) && id.starts_with("card:");
                    let last = s.last.map(|l| format!("card:{}", l.card));
                    let mut hand = Vec::new();
                    for n in &scene.nodes {
                        let public = last.as_deref() == Some(n.id.as_str()) || n.id == "last:value";
                        if mine(&n.id) {
                            hand.push(n.face.clone());
                        } else if !public && !own(&n.id) {
                            assert!(!matches!(n.face, Face::Card { .. }), "{} shows a card to {viewer:?}", n.id);
                            assert!(!n.id.starts_with("card:"), "{} to {viewer:?}", n.id);
                            let said = serde_json::to_string(&(&n.label, &n.text)).unwrap();
                            assert!(!said.contains("\"rank-"), "{} names a card to {viewer:?}: {said}", n.id);
                        }
                        if n.face == Face::CardBack {
                            assert!(n.id.starts_with("back:"), "{}", n.id);
                        }
                        looked += 1;
                    }
                    let expected: Vec<Face> =
                        viewer.map(|v| s.hands[v].iter().map(|&c| card_face(c)).collect()).unwrap_or_default();
                    assert_eq!(hand, expected, "{viewer:?} sees exactly their own hand");
                }
            });
        }
        assert!(looked > 10_000);
    }
}
