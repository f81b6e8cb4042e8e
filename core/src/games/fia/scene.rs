//! Pictures of a Fia position: the board scene for the shells and a text board for
//! the terminal.
//!
//! The board is the classic 15 × 15 cross, one board unit a cell. Red's arm is the
//! west arm with its nest in the top-left corner; the other colours are the same
//! layout turned a quarter clockwise each (blue north-east, yellow south-east, green
//! south-west). The centre 3 × 3 cells hold the four goal triangles, tips inward.

use crate::game::Seat;
use crate::message::Msg;
use crate::scene::parts::{color_name, die, label, piece, turn_ring};
use crate::scene::{Dir, Node, NodeKind, Rect, Scene, Shape};

use super::rules::{nest_space, piece_id, progress_space, FiaState, Pos, Stage, COLOURS, GOAL, HOME_FIRST, TRACK_LEN};

const GRID: f32 = 15.0;
/// Diameter of a piece and of a track field, in cells.
const PIECE: f32 = 0.74;
/// A piece's diameter when two share a field, and how far apart their centres sit
/// along each axis: the diagonal gap (0.4 × √2 ≈ 0.57) is more than the diameter, so
/// neither hides the other, and both stay inside the field.
const SHARED_PIECE: f32 = 0.54;
const SHARED_STEP: f32 = 0.4;
const FIELD: f32 = 0.92;

/// Red's quarter of the track, in grid cells, from its start square.
const RED_QUARTER: [(u8, u8); 13] =
    [(1, 6), (2, 6), (3, 6), (4, 6), (5, 6), (6, 5), (6, 4), (6, 3), (6, 2), (6, 1), (6, 0), (7, 0), (8, 0)];
/// Red's home path cells, then its goal cell.
const RED_HOME: [(u8, u8); 6] = [(1, 7), (2, 7), (3, 7), (4, 7), (5, 7), (6, 7)];
/// Red's nest spots (continuous grid coordinates of their centres).
const RED_NEST: [(f32, f32); 4] = [(1.9, 1.9), (4.1, 1.9), (1.9, 4.1), (4.1, 4.1)];
/// Where red's pieces stand in its goal triangle (continuous coordinates), by arrival.
const RED_GOAL: [(f32, f32); 4] = [(6.42, 6.85), (6.42, 8.15), (6.98, 7.5), (6.42, 7.5)];

/// Turns a cell a quarter clockwise `times` times.
fn rotate_cell((x, y): (u8, u8), times: u8) -> (u8, u8) {
    (0..times).fold((x, y), |(x, y), _| (14 - y, x))
}

/// Turns a continuous point a quarter clockwise `times` times.
fn rotate_point((x, y): (f32, f32), times: u8) -> (f32, f32) {
    (0..times).fold((x, y), |(x, y), _| (GRID - y, x))
}

/// Turns a direction a quarter clockwise `times` times.
fn rotate_dir(d: Dir, times: u8) -> Dir {
    (0..times).fold(d, |d, _| match d {
        Dir::Up => Dir::Right,
        Dir::Right => Dir::Down,
        Dir::Down => Dir::Left,
        Dir::Left => Dir::Up,
    })
}

/// Grid cell of a track square.
pub fn track_cell(square: u8) -> (u8, u8) {
    rotate_cell(RED_QUARTER[(square % 13) as usize], square / 13)
}

/// Grid cell of a colour's home-path square (1..=5) or goal (6).
pub fn home_cell(colour: u8, step: u8) -> (u8, u8) {
    rotate_cell(RED_HOME[(step - 1) as usize], colour)
}

fn centre_of((x, y): (u8, u8)) -> (f32, f32) {
    (x as f32 + 0.5, y as f32 + 0.5)
}

/// Where a seat's piece stands, and whether it stands in the goal (drawn smaller).
fn piece_centre(state: &FiaState, seat: Seat, index: usize) -> (f32, f32) {
    let colour = state.colours[seat];
    match state.pieces[seat][index] {
        Pos::Nest => nest_spot(colour, index),
        Pos::Goal => {
            let k = state.pieces[seat][..index].iter().filter(|p| **p == Pos::Goal).count();
            rotate_point(RED_GOAL[k % 4], colour)
        }
        Pos::At(p) if p >= HOME_FIRST => centre_of(home_cell(colour, p - HOME_FIRST + 1)),
        Pos::At(p) => centre_of(track_cell(state.square_of(seat, p).unwrap_or(0))),
    }
}

/// Centre of nest spot `index`: the same reading order (1 2 / 3 4) in every nest, so
/// a number is found in the same place whatever the colour.
fn nest_spot(colour: u8, index: usize) -> (f32, f32) {
    let (cx, cy) = rotate_point((3.0, 3.0), colour);
    let (x, y) = RED_NEST[index % 4];
    (cx + x - 3.0, cy + y - 3.0)
}

/// The rectangle and apex of a colour's goal triangle in the centre square.
fn goal_triangle(colour: u8) -> (Rect, Dir) {
    let (ax, ay) = rotate_point((6.0, 6.0), colour);
    let (bx, by) = rotate_point((7.5, 9.0), colour);
    let rect = Rect { x: ax.min(bx), y: ay.min(by), w: (ax - bx).abs(), h: (ay - by).abs() };
    (rect, rotate_dir(Dir::Right, colour))
}

/// A space's label: the catalogue key with the colour and number.
fn space_label(key: &str, colour: &str) -> Msg {
    Msg::new(key).arg("color", color_name(colour))
}

/// The number a track square carries on the board: counted from 1 at red's start,
/// the same for every colour (a log line's "12 → 14" is found on the board by it).
pub fn square_number(square: u8) -> u8 {
    square + 1
}

/// A spot `progress` steps into `seat`'s walk, named as the board labels it: a track
/// square by its board number, a home-path square as "home path N", as the log says.
pub fn spot_msg(state: &FiaState, seat: Seat, progress: u8) -> Msg {
    match state.square_of(seat, progress) {
        Some(square) => Msg::new("fia-spot-square").arg("square", square_number(square)),
        // In the log's own words ("home path 2"): a step once said "home 2".
        None => Msg::new("log-home-path").arg("square", progress.saturating_sub(HOME_FIRST) + 1),
    }
}

/// Where a piece is, for its label.
fn place_msg(state: &FiaState, seat: Seat, pos: Pos) -> Msg {
    match pos {
        Pos::Nest => Msg::new("scene-fia-in-nest"),
        Pos::Goal => Msg::new("scene-fia-in-goal"),
        Pos::At(p) if p >= HOME_FIRST => Msg::new("scene-fia-on-home").arg("step", p - HOME_FIRST + 1),
        Pos::At(p) => {
            Msg::new("scene-fia-on-square").arg("square", square_number(state.square_of(seat, p).unwrap_or(0)))
        }
    }
}

/// The board scene. Fia has no private information, so every viewer sees the same.
pub fn scene(state: &FiaState, _viewer: Option<Seat>) -> Scene {
    let mut scene = Scene::new(GRID, GRID);
    scene.push(
        Node::new("fia:board", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: GRID, h: GRID })
            .shape(Shape::RoundRect { radius: 0.03 })
            .color("board")
            .outline("board-edge", 0.08),
    );
    for colour in 0..4u8 {
        nest_and_home(colour, &mut scene);
    }
    track(&mut scene);
    for (seat, pieces) in state.pieces.iter().enumerate() {
        let colour = state.colours[seat];
        let name = COLOURS[colour as usize];
        if state.out.contains(&seat) {
            // Resigned: the pieces are off the board; the nest says why.
            let (cx, cy) = nest_centre(colour);
            let text = Msg::new("scene-fia-resigned-text");
            let said = Msg::new("scene-fia-resigned").arg("color", color_name(name));
            scene.push(label(
                format!("fia:resigned:{name}"),
                Rect { x: cx - 2.3, y: cy - 0.6, w: 4.6, h: 1.2 },
                "track",
                text,
                said,
            ));
            continue;
        }
        for (i, pos) in pieces.iter().enumerate() {
            let (mut cx, mut cy) = piece_centre(state, seat, i);
            let mut size = if *pos == Pos::Goal { PIECE * 0.72 } else { PIECE };
            // Two pieces on one field (a double start) sit side by side on its diagonal,
            // smaller, apart enough that both numbers read and both can be tapped.
            let sharing: Vec<usize> = (0..pieces.len()).filter(|&j| pieces[j] == *pos).collect();
            if matches!(pos, Pos::At(_)) && sharing.len() > 1 {
                let k = sharing.iter().position(|&j| j == i).unwrap_or(0) as f32;
                let offset = (k - (sharing.len() as f32 - 1.0) / 2.0) * SHARED_STEP;
                cx += offset;
                cy -= offset;
                size = SHARED_PIECE;
            }
            let label = Msg::new("scene-fia-piece")
                .arg("color", color_name(name))
                .arg("number", i + 1)
                .arg("place", place_msg(state, seat, *pos));
            scene.push(piece(piece_id(colour, i), (cx, cy), size, name, (i + 1) as u8, label));
        }
    }
    add_dice_and_turn(state, &mut scene);
    scene
}

/// A colour's nest (its soft tint, so its own pieces stand out), the four spots,
/// the home path and the goal triangle.
fn nest_and_home(colour: u8, scene: &mut Scene) {
    let name = COLOURS[colour as usize];
    let (ax, ay) = rotate_point((0.3, 0.3), colour);
    let (bx, by) = rotate_point((5.7, 5.7), colour);
    let area = Rect { x: ax.min(bx), y: ay.min(by), w: (ax - bx).abs(), h: (ay - by).abs() };
    scene.push(
        Node::new(format!("fia:nestarea:{name}"), NodeKind::Area, area)
            .shape(Shape::RoundRect { radius: 0.12 })
            .color(format!("{name}-soft"))
            .outline(name, 0.12)
            .z(1),
    );
    for i in 0..RED_NEST.len() {
        let (cx, cy) = nest_spot(colour, i);
        scene.push(
            Node::new(nest_space(colour, i), NodeKind::Space, Rect::centred(cx, cy, 1.3))
                .shape(Shape::Circle)
                .color("track")
                .outline(name, 0.1)
                .label(space_label("scene-fia-nest", name))
                .z(2),
        );
    }
    for step in 1..=5u8 {
        let (cx, cy) = centre_of(home_cell(colour, step));
        scene.push(
            Node::new(format!("fia:home:{name}:{step}"), NodeKind::Space, Rect::centred(cx, cy, FIELD))
                .shape(Shape::Circle)
                .color(name)
                .outline("board-edge", 0.05)
                .label(space_label("scene-fia-home", name).arg("step", step))
                .z(2),
        );
    }
    let (rect, apex) = goal_triangle(colour);
    scene.push(
        Node::new(format!("fia:goal:{name}"), NodeKind::Space, rect)
            .shape(Shape::Triangle { apex })
            .color(name)
            .outline("board-edge", 0.05)
            .label(space_label("scene-fia-goal", name))
            .z(2),
    );
}

/// The 52 track fields: start fields in their colour with a number, arrows on the
/// field where each colour turns into its home path.
fn track(scene: &mut Scene) {
    for square in 0..TRACK_LEN {
        let (cx, cy) = centre_of(track_cell(square));
        let node = Node::new(format!("fia:track:{square}"), NodeKind::Space, Rect::centred(cx, cy, FIELD))
            .shape(Shape::Circle)
            .outline("board-edge", 0.05)
            .z(2);
        let arm = (square / 13) as usize;
        if square % 13 == 0 {
            scene.push(
                node.color(COLOURS[arm])
                    .label(space_label("scene-fia-start", COLOURS[arm]).arg("square", square_number(square))),
            );
        } else if (square + 2) % 13 == 0 {
            // Progress 50 of the next colour's arm: where it turns into its home path.
            let owner = (square + 2) / 13 % 4;
            let name = COLOURS[owner as usize];
            scene.push(
                node.color("track").label(space_label("scene-fia-turn-off", name).arg("square", square_number(square))),
            );
            let (hx, hy) = centre_of(home_cell(owner, 1));
            let dir = match ((hx - cx).round() as i32, (hy - cy).round() as i32) {
                (1, _) => Dir::Right,
                (-1, _) => Dir::Left,
                (_, 1) => Dir::Down,
                _ => Dir::Up,
            };
            scene.push(
                Node::new(format!("fia:arrow:{name}"), NodeKind::Area, Rect::centred(cx, cy, FIELD * 0.62))
                    .shape(Shape::Arrow { dir })
                    .color(name)
                    .z(3),
            );
        } else {
            scene.push(node.color("track").label(Msg::new("scene-fia-square").arg("square", square_number(square))));
        }
    }
}

fn nest_centre(colour: u8) -> (f32, f32) {
    rotate_point((3.0, 3.0), colour)
}

fn add_dice_and_turn(state: &FiaState, scene: &mut Scene) {
    if let Stage::RollOff { .. } = state.stage {
        for (seat, d) in state.rolloff.iter().enumerate() {
            if let Some(d) = d {
                let name = COLOURS[state.colours[seat] as usize];
                let (cx, cy) = nest_centre(state.colours[seat]);
                let label = Msg::new("scene-fia-rolloff").arg("color", color_name(name)).arg("value", *d);
                scene.push(die(format!("fia:rolloff:{name}"), Rect::centred(cx, cy, 1.0), *d, label));
            }
        }
        return;
    }
    if state.stage == Stage::Over {
        return;
    }
    let colour = state.colours[state.turn];
    let name = COLOURS[colour as usize];
    let (cx, cy) = nest_centre(colour);
    // While waiting for a roll the die is blank: the number shown belongs to the roll
    // being played, never to the previous player's.
    let value = match state.stage {
        Stage::Moving | Stage::Rolling => state.die.unwrap_or(0),
        _ => 0,
    };
    let turn = Msg::new("scene-fia-turn").arg("color", color_name(name));
    scene.push(turn_ring("fia:mark:turn", (cx, cy), 1.55, turn.clone()));
    let label = Msg::new("scene-fia-die").arg("color", color_name(name)).arg("value", value);
    scene.push(die("fia:die", Rect::centred(cx, cy, 1.0), value, label));
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
                    let (px, py) = nest_spot(colour, i);
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
