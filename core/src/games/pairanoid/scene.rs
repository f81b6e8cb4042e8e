//! Pictures of a Pairanoid table: the scene for the shells and the text board.
//!
//! The 64 track fields are the outer ring of a 17 × 17 grid. Red's start field is the
//! middle of the top edge; the ring runs clockwise, so blue starts mid-right, green
//! mid-bottom and yellow mid-left. Each goal lane runs straight inward from its start
//! field; each nest is a 2 × 2 block inside the ring just before its start field. The
//! centre square holds the deal label, the last card and the viewer's hand.

use super::board::{marble_id, start, Pos, Spot, COLOURS, LETTERS, TRACK};
use super::rules::{Stage, State};
use super::steps::card_id;
use crate::game::Seat;
use crate::scene::{Node, NodeKind, Rect, Scene};

const GRID: f32 = 17.0;
const N: u8 = 16;

/// Turns a cell a quarter clockwise `times` times.
fn rotate((x, y): (u8, u8), times: usize) -> (u8, u8) {
    (0..times).fold((x, y), |(x, y), _| (N - y, x))
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

/// Grid cell of colour `c`'s nest spot `i`.
pub fn nest_cell(c: usize, i: usize) -> (u8, u8) {
    const RED: [(u8, u8); 4] = [(5, 2), (6, 2), (5, 3), (6, 3)];
    rotate(RED[i % 4], c)
}

fn cell_rect((x, y): (u8, u8), scale: f32) -> Rect {
    Rect::centred((x as f32 + 0.5) / GRID, (y as f32 + 0.5) / GRID, scale / GRID)
}

fn space_rect(spot: Spot) -> Rect {
    match spot {
        Spot::Track(f) => cell_rect(track_cell(f), 0.9),
        Spot::Goal(c, g) => cell_rect(goal_cell(c, g), 0.9),
    }
}

/// The scene as `viewer` sees it: only the viewer's own hand is shown face up.
pub fn scene(state: &State, viewer: Option<Seat>) -> Scene {
    let mut scene = Scene::new(1.0);
    scene.push(Node::new("board", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: 1.0, h: 1.0 }).color("board"));
    for f in 0..TRACK {
        let owner = f.is_multiple_of(16).then_some((f / 16) as usize);
        let node = Node::new(Spot::Track(f).space_id(), NodeKind::Space, space_rect(Spot::Track(f))).z(1);
        scene.push(match owner {
            Some(c) => node.color(COLOURS[c]).label(format!("pairanoid.space.start|{}|{f}", COLOURS[c])),
            None => node.color("track").label(format!("pairanoid.space.track|{f}")),
        });
    }
    for (c, name) in COLOURS.iter().enumerate() {
        for g in 0..4 {
            scene.push(
                Node::new(Spot::Goal(c, g).space_id(), NodeKind::Space, space_rect(Spot::Goal(c, g)))
                    .color(*name)
                    .label(format!("pairanoid.space.goal|{name}|{}", g + 1))
                    .z(1),
            );
        }
        for i in 0..4 {
            scene.push(
                Node::new(format!("nest:{name}:{i}"), NodeKind::Space, cell_rect(nest_cell(c, i), 0.9))
                    .color(*name)
                    .label(format!("pairanoid.space.nest|{name}"))
                    .z(1),
            );
        }
        for i in 0..4 {
            let pos = state.board.marbles[c][i];
            let rect = match Spot::of(c, pos) {
                Some(spot) => space_rect(spot),
                None => cell_rect(nest_cell(c, i), 0.9),
            };
            let (cx, cy) = rect.centre();
            let inner = Rect::centred(cx, cy, rect.w * 0.75);
            let place = match pos {
                Pos::Nest => "nest".to_string(),
                Pos::Track(f) => f.to_string(),
                Pos::Goal(g) => format!("{}{}", LETTERS[c], g + 1),
            };
            scene.push(
                Node::new(marble_id(c, i), NodeKind::Piece, inner)
                    .color(*name)
                    .label(format!("pairanoid.marble|{name}|{place}"))
                    .z(10),
            );
        }
    }
    add_table(state, viewer, &mut scene);
    scene
}

/// Deal label, counts, last card, turn mark and the viewer's hand.
fn add_table(state: &State, viewer: Option<Seat>, scene: &mut Scene) {
    let u = 1.0 / GRID;
    scene.push(
        Node::new("deal", NodeKind::Label, Rect { x: 5.0 * u, y: 5.0 * u, w: 7.0 * u, h: u })
            .text(format!("deal {} · {} cards", state.deal_no, state.deal_size()))
            .label(format!("pairanoid.deal|{}|{}", state.deal_no, state.deal_size()))
            .z(5),
    );
    for (c, name) in COLOURS.iter().enumerate() {
        let (x, y) = rotate((10, 2), c);
        scene.push(
            Node::new(format!("count:{name}"), NodeKind::Label, cell_rect((x, y), 1.0))
                .color(*name)
                .text(state.hands[c].len().to_string())
                .label(format!("pairanoid.cards_held|{name}|{}", state.hands[c].len()))
                .z(5),
        );
    }
    if let Some(last) = state.last {
        let text =
            if last.card == last.value { last.card.to_string() } else { format!("{}={}", last.card, last.value) };
        scene.push(
            Node::new("last", NodeKind::Card, Rect::centred_wh(8.5 * u, 7.5 * u, 1.4 * u, 2.0 * u))
                .color(COLOURS[last.seat])
                .text(text.clone())
                .label(format!("pairanoid.last_card|{}|{text}", COLOURS[last.seat]))
                .face_up(true)
                .z(6),
        );
    }
    let mover = match state.stage {
        Stage::Swap => state.swap_chooser(),
        Stage::Play => Some(state.turn),
        _ => None,
    };
    if let Some(m) = mover {
        scene.push(
            Node::new("turn", NodeKind::Mark, space_rect(Spot::Track(start(m))))
                .color(COLOURS[m])
                .label(format!("pairanoid.turn|{}", COLOURS[m]))
                .z(3),
        );
    }
    if let Some(v) = viewer {
        let hand = &state.hands[v];
        let width = 1.1 * u;
        let left = 8.5 * u - width * hand.len() as f32 / 2.0;
        for (k, card) in hand.iter().enumerate() {
            let chosen = state.stage == Stage::Swap
                && state.given[v] == Some(*card)
                && hand.iter().position(|c| c == card) == Some(k);
            scene.push(
                Node::new(
                    card_id(v, k),
                    NodeKind::Card,
                    Rect { x: left + width * k as f32, y: 9.5 * u, w: width * 0.95, h: 1.6 * u },
                )
                .color(if chosen { "chosen" } else { COLOURS[v] })
                .text(card.to_string())
                .label(format!("pairanoid.card|{card}"))
                .face_up(true)
                .z(20),
            );
        }
    }
}

/// A text picture: the ring as a 17 × 17 grid (`R` `B` `G` `Y` marbles, lower-case
/// letters empty start fields, `:` empty goal fields, `o` empty nest spots), then the
/// marble list, the deal, the last card and the hands as `viewer` may see them.
pub fn text_board(state: &State, viewer: Option<Seat>) -> String {
    let mut grid = vec![vec!["  ".to_string(); 17]; 17];
    let mut put = |(x, y): (u8, u8), s: String| grid[y as usize][x as usize] = s;
    for f in 0..TRACK {
        let empty =
            if f % 16 == 0 { format!(" {}", LETTERS[(f / 16) as usize].to_ascii_lowercase()) } else { " .".into() };
        put(track_cell(f), empty);
    }
    for c in 0..4 {
        for g in 0..4 {
            put(goal_cell(c, g), " :".into());
        }
        for i in 0..4 {
            put(nest_cell(c, i), " o".into());
        }
    }
    for (c, letter) in LETTERS.iter().enumerate() {
        for i in 0..4 {
            let cell = match state.board.marbles[c][i] {
                Pos::Nest => nest_cell(c, i),
                Pos::Track(f) => track_cell(f),
                Pos::Goal(g) => goal_cell(c, g),
            };
            put(cell, format!(" {letter}"));
        }
    }
    let mut out = String::new();
    for row in grid {
        out.push_str(row.concat().trim_end());
        out.push('\n');
    }
    for (c, name) in COLOURS.iter().enumerate() {
        let places: Vec<String> = (0..4)
            .map(|i| match state.board.marbles[c][i] {
                Pos::Nest => "nest".into(),
                Pos::Track(f) if state.board.ready[c][i] => format!("{f}*"),
                p => Spot::of(c, p).map(Spot::name).unwrap_or_default(),
            })
            .collect();
        let hand = if viewer == Some(c) {
            state.hands[c].iter().map(|k| k.to_string()).collect::<Vec<_>>().join(" ")
        } else {
            format!("{} cards", state.hands[c].len())
        };
        out.push_str(&format!("{name:<7} (start {:>2}) marbles: {:<22} hand: {hand}\n", start(c), places.join(", ")));
    }
    let dealer = state.dealer.map(|d| COLOURS[d]).unwrap_or("-");
    out.push_str(&format!(
        "deal {} ({} cards each), dealer {dealer}, pile {} cards, discard {} cards\n",
        state.deal_no,
        state.deal_size(),
        state.pile.len(),
        state.discard.len()
    ));
    if let Some(l) = state.last {
        let v = if l.card == l.value { String::new() } else { format!(" as {}", l.value) };
        out.push_str(&format!("last card: {} played {}{v}\n", COLOURS[l.seat], l.card));
    }
    match state.stage {
        Stage::Swap => {
            let who = state.swap_chooser().map(|s| COLOURS[s]).unwrap_or("-");
            out.push_str(&format!("partner swap: {who} chooses a card to give (give:CARD)\n"));
            if let Some(v) = viewer {
                if let Some(g) = state.given[v] {
                    out.push_str(&format!("you give: {g}\n"));
                }
            }
        }
        Stage::Play => out.push_str(&format!("to play: {}\n", COLOURS[state.turn])),
        Stage::Exchange => out.push_str("partners exchange their cards\n"),
        Stage::Over => {
            let w = state.winner.unwrap_or(0);
            out.push_str(&format!("game over: {} and {} win\n", COLOURS[w], COLOURS[w + 2]));
        }
        _ => out.push_str("dealing\n"),
    }
    out
}
