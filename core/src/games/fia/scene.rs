//! Pictures of a Fia position: the board scene for the shells and a text board for
//! the terminal.
//!
//! The board is the classic 15 × 15 cross. Red's arm is the west arm with its nest in
//! the top-left corner; the other colours are the same layout turned a quarter clockwise
//! each (blue north-east, yellow south-east, green south-west).

use crate::game::Seat;
use crate::scene::{Node, NodeKind, Rect, Scene};

use super::rules::{nest_space, piece_id, progress_space, FiaState, Pos, Stage, COLOURS, GOAL, HOME_FIRST, TRACK_LEN};

const GRID: f32 = 15.0;

/// Red's quarter of the track, in grid cells, from its start square.
const RED_QUARTER: [(u8, u8); 13] =
    [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (7, 0), (8, 0)];
/// Red's home path cells, then its goal cell.
const RED_HOME: [(u8, u8); 6] = [(1, 7), (2, 7), (3, 7), (4, 7), (5, 7), (6, 7)];
/// Red's nest spots (continuous grid coordinates of their centres).
const RED_NEST: [(f32, f32); 4] = [(1.75, 1.75), (4.25, 1.75), (1.75, 4.25), (4.25, 4.25)];

/// Turns a cell a quarter clockwise `times` times.
fn rotate_cell((x, y): (u8, u8), times: u8) -> (u8, u8) {
    (0..times).fold((x, y), |(x, y), _| (14 - y, x))
}

/// Turns a continuous point a quarter clockwise `times` times.
fn rotate_point((x, y): (f32, f32), times: u8) -> (f32, f32) {
    (0..times).fold((x, y), |(x, y), _| (GRID - y, x))
}

/// Grid cell of a track square.
pub fn track_cell(square: u8) -> (u8, u8) {
    rotate_cell(RED_QUARTER[(square % 13) as usize], square / 13)
}

/// Grid cell of a colour's home-path square (1..=5) or goal (6).
pub fn home_cell(colour: u8, step: u8) -> (u8, u8) {
    rotate_cell(RED_HOME[(step - 1) as usize], colour)
}

fn cell_rect((x, y): (u8, u8)) -> Rect {
    Rect { x: x as f32 / GRID, y: y as f32 / GRID, w: 1.0 / GRID, h: 1.0 / GRID }
}

fn point_rect((x, y): (f32, f32), size: f32) -> Rect {
    Rect::centred(x / GRID, y / GRID, size / GRID)
}

/// Centre (grid units) of the space where a seat's piece stands.
fn piece_centre(state: &FiaState, seat: Seat, index: usize) -> (f32, f32) {
    let colour = state.colours[seat];
    let cell_centre = |(x, y): (u8, u8)| (x as f32 + 0.5, y as f32 + 0.5);
    match state.pieces[seat][index] {
        Pos::Nest => rotate_point(RED_NEST[index % 4], colour),
        Pos::Goal => cell_centre(home_cell(colour, 6)),
        Pos::At(p) if p >= HOME_FIRST => cell_centre(home_cell(colour, p - HOME_FIRST + 1)),
        Pos::At(p) => cell_centre(track_cell(state.square_of(seat, p).unwrap_or(0))),
    }
}

/// The board scene. Fia has no private information, so every viewer sees the same.
pub fn scene(state: &FiaState, _viewer: Option<Seat>) -> Scene {
    let mut scene = Scene::new(1.0);
    scene.push(Node::new("fia:board", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: 1.0, h: 1.0 }).color("board"));
    for colour in 0..4u8 {
        let name = COLOURS[colour as usize];
        let (ax, ay) = rotate_point((0.0, 0.0), colour);
        let (bx, by) = rotate_point((6.0, 6.0), colour);
        let area =
            Rect { x: ax.min(bx) / GRID, y: ay.min(by) / GRID, w: (ax - bx).abs() / GRID, h: (ay - by).abs() / GRID };
        scene.push(Node::new(format!("fia:nestarea:{name}"), NodeKind::Area, area).color(name).z(1));
        for (i, &spot) in RED_NEST.iter().enumerate() {
            scene.push(
                Node::new(nest_space(colour, i), NodeKind::Space, point_rect(rotate_point(spot, colour), 1.6))
                    .color(name)
                    .label(format!("fia.space.nest|{name}"))
                    .z(2),
            );
        }
        for step in 1..=5u8 {
            scene.push(
                Node::new(format!("fia:home:{name}:{step}"), NodeKind::Space, cell_rect(home_cell(colour, step)))
                    .color(name)
                    .label(format!("fia.space.home|{name}|{step}"))
                    .z(2),
            );
        }
        scene.push(
            Node::new(format!("fia:goal:{name}"), NodeKind::Space, cell_rect(home_cell(colour, 6)))
                .color(name)
                .label(format!("fia.space.goal|{name}"))
                .z(2),
        );
    }
    for square in 0..TRACK_LEN {
        let arm = (square / 13) as usize;
        let (color, label) = if square % 13 == 0 {
            (COLOURS[arm].to_string(), format!("fia.space.start|{}", COLOURS[arm]))
        } else if (square + 2) % 13 == 0 {
            // Progress 50 of the next colour's arm: where it turns into its home path.
            let owner = ((square + 2) / 13 % 4) as usize;
            (format!("arrow_{}", COLOURS[owner]), format!("fia.space.arrow|{}", COLOURS[owner]))
        } else {
            ("track".to_string(), format!("fia.space.track|{square}"))
        };
        scene.push(
            Node::new(format!("fia:track:{square}"), NodeKind::Space, cell_rect(track_cell(square)))
                .color(color)
                .label(label)
                .z(2),
        );
    }
    for (seat, pieces) in state.pieces.iter().enumerate() {
        let colour = state.colours[seat];
        let name = COLOURS[colour as usize];
        for (i, pos) in pieces.iter().enumerate() {
            let (mut cx, mut cy) = piece_centre(state, seat, i);
            // Two pieces on one square (a double start) or several in the goal sit side by side.
            let sharing: Vec<usize> = (0..pieces.len()).filter(|&j| pieces[j] == *pos).collect();
            if *pos != Pos::Nest && sharing.len() > 1 {
                let k = sharing.iter().position(|&j| j == i).unwrap_or(0) as f32;
                let offset = (k - (sharing.len() as f32 - 1.0) / 2.0) * 0.22;
                cx += offset;
                cy += offset;
            }
            let where_ = match pos {
                Pos::Nest => "nest".to_string(),
                Pos::Goal => "goal".to_string(),
                Pos::At(p) => p.to_string(),
            };
            scene.push(
                Node::new(piece_id(colour, i), NodeKind::Piece, point_rect((cx, cy), 0.8))
                    .color(name)
                    .text((i + 1).to_string())
                    .label(format!("fia.piece|{name}|{}|{where_}", i + 1))
                    .z(10),
            );
        }
    }
    add_dice_and_turn(state, &mut scene);
    scene
}

fn nest_centre(colour: u8) -> (f32, f32) {
    rotate_point((3.0, 3.0), colour)
}

fn add_dice_and_turn(state: &FiaState, scene: &mut Scene) {
    if let Stage::RollOff { .. } = state.stage {
        for (seat, die) in state.rolloff.iter().enumerate() {
            if let Some(d) = die {
                let name = COLOURS[state.colours[seat] as usize];
                scene.push(
                    Node::new(
                        format!("fia:rolloff:{name}"),
                        NodeKind::Die,
                        point_rect(nest_centre(state.colours[seat]), 1.0),
                    )
                    .color(name)
                    .text(d.to_string())
                    .label(format!("fia.die.rolloff|{name}|{d}"))
                    .z(20),
                );
            }
        }
        return;
    }
    if state.stage == Stage::Over {
        return;
    }
    let colour = state.colours[state.turn];
    let name = COLOURS[colour as usize];
    if let Some(node) = scene.nodes.iter().find(|n| n.id == format!("fia:nestarea:{name}")) {
        let rect = node.rect;
        scene.push(
            Node::new("fia:mark:turn", NodeKind::Mark, rect).color("turn").label(format!("fia.turn|{name}")).z(3),
        );
    }
    // While waiting for a roll the die is blank: the number shown belongs to the roll
    // being played, never to the previous player's.
    let text = match state.stage {
        Stage::Moving | Stage::Rolling => state.die.map(|d| d.to_string()).unwrap_or_default(),
        _ => String::new(),
    };
    scene.push(
        Node::new("fia:die", NodeKind::Die, point_rect(nest_centre(colour), 1.0))
            .color(name)
            .text(text.clone())
            .label(format!("fia.die|{name}|{text}"))
            .z(20),
    );
}

/// A text board for the terminal: the 15 × 15 cross, three characters a cell.
/// Pieces show as their colour's initial and number (`R1`); the goal cells show how
/// many pieces each colour has home (`R:2`).
pub fn text_board(state: &FiaState) -> String {
    let mut grid = vec![vec!["   ".to_string(); 15]; 15];
    for square in 0..TRACK_LEN {
        let (x, y) = track_cell(square);
        grid[y as usize][x as usize] =
            if square % 13 == 0 { format!(" {} ", initial(square / 13).to_ascii_lowercase()) } else { " . ".into() };
    }
    for colour in 0..4u8 {
        for step in 1..=5u8 {
            let (x, y) = home_cell(colour, step);
            grid[y as usize][x as usize] = " - ".into();
        }
        let (x, y) = home_cell(colour, 6);
        grid[y as usize][x as usize] = format!(" {}:", initial(colour).to_ascii_lowercase());
    }
    // Pieces per cell: a double start shows both numbers (`R12`); nest pieces are lower case.
    let mut occupants: std::collections::BTreeMap<(u8, u8), String> = std::collections::BTreeMap::new();
    for (seat, pieces) in state.pieces.iter().enumerate() {
        let colour = state.colours[seat];
        let c = initial(colour);
        let home = pieces.iter().filter(|p| **p == Pos::Goal).count();
        let (gx, gy) = home_cell(colour, 6);
        grid[gy as usize][gx as usize] = format!("{c}:{home}");
        for (i, pos) in pieces.iter().enumerate() {
            let (cell, letter) = match pos {
                Pos::Goal => continue,
                Pos::Nest => {
                    let (px, py) = rotate_point(RED_NEST[i % 4], colour);
                    ((px as u8, py as u8), c.to_ascii_lowercase())
                }
                Pos::At(p) if *p >= HOME_FIRST => (home_cell(colour, p - HOME_FIRST + 1), c),
                Pos::At(p) => (track_cell(state.square_of(seat, *p).unwrap_or(0)), c),
            };
            occupants.entry(cell).or_insert_with(|| letter.to_string()).push_str(&(i + 1).to_string());
        }
    }
    for ((x, y), text) in occupants {
        grid[y as usize][x as usize] = format!("{text:<3}");
    }
    let mut out = String::new();
    for row in grid {
        out.push_str(row.join("").trim_end());
        out.push('\n');
    }
    out
}

fn initial(colour: u8) -> char {
    COLOURS[colour as usize].chars().next().unwrap_or('?').to_ascii_uppercase()
}

/// Space id a progress leads to, for step targets.
pub fn target_space(state: &FiaState, seat: Seat, pos: Pos) -> String {
    match pos {
        Pos::At(p) => progress_space(state, seat, p),
        _ => progress_space(state, seat, GOAL),
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::LAST_TRACK;
    use super::*;

    #[test]
    fn track_cells_are_distinct_and_neighbours_in_order() {
        let cells: Vec<(u8, u8)> = (0..TRACK_LEN).map(track_cell).collect();
        for (i, a) in cells.iter().enumerate() {
            let b = cells[(i + 1) % cells.len()];
            // Neighbours share a side, or a corner where the track turns round the centre.
            let d = (a.0 as i32 - b.0 as i32).abs().max((a.1 as i32 - b.1 as i32).abs());
            assert_eq!(d, 1, "squares {i} and {} are not neighbours: {a:?} {b:?}", i + 1);
            assert_eq!(cells.iter().filter(|c| *c == a).count(), 1);
        }
        // The square before each start is never visited, and the arrow square
        // (progress 50) is next to the first home square.
        for colour in 0..4u8 {
            let arrow = track_cell((colour * 13 + LAST_TRACK) % TRACK_LEN);
            let home1 = home_cell(colour, 1);
            let d = (arrow.0 as i32 - home1.0 as i32).abs() + (arrow.1 as i32 - home1.1 as i32).abs();
            assert_eq!(d, 1, "colour {colour}: arrow {arrow:?} home {home1:?}");
        }
    }
}
