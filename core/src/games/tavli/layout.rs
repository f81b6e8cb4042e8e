//! The backgammon board all three tavli games are drawn on, in board units: a band
//! on top for the score, the wooden frame with two felt fields and the bar between
//! them, points 13-24 along the top from left to right as triangles pointing down and
//! 12-1 along the bottom pointing up, the trays right of the frame. Fevga, Portes and
//! Plakoto number the points the same way (from white's side), so one geometry serves
//! them all.

use crate::game::Seat;
use crate::message::Msg;
use crate::scene::parts::label;
use crate::scene::{plain, Dir, Node, NodeKind, Rect, Role, Scene, Shape, STACK_DRAWN};

/// Points on the board.
const POINTS: usize = 24;
/// White's seat (its tray is top right, next to Fevga's white home).
const WHITE: Seat = 0;

/// Height of the band above the board: the score and stake labels (centred at
/// [`BAND_LABEL_Y`]), room for them to grow to a phone's smallest readable size.
pub const BAND: f32 = 1.35;
/// The middle of the band's labels.
pub const BAND_LABEL_Y: f32 = 0.55;
/// The wooden frame's width.
pub const FRAME: f32 = 0.4;
/// The frame's height above and below the fields: it holds the point numbers, tall
/// enough for them at 12 sp on a 360 dp phone (a board 15.7 units wide is then about
/// 22 dp a unit, and text takes 0.55 of its box). On a 0.4 frame the numbers grew out
/// of it to be read and covered the checkers next to the frame.
pub const FRAME_V: f32 = 1.1;
/// A point's width.
pub const COL: f32 = 1.0;
/// The bar's width.
pub const BAR_W: f32 = 1.0;
/// A row of points' height.
pub const ROW_H: f32 = 4.2;
/// The gap between the two rows (pip counts and dice).
pub const GAP: f32 = 1.4;
/// The left edge of the fields.
pub const LEFT: f32 = FRAME;
/// The top edge of the fields.
pub const TOP: f32 = BAND + FRAME_V;
/// The bottom edge of the fields.
pub const BOTTOM: f32 = TOP + 2.0 * ROW_H + GAP;
/// The right edge of the fields.
pub const FIELD_RIGHT: f32 = LEFT + 12.0 * COL + BAR_W;
/// The trays' left edge.
pub const TRAY_X: f32 = FIELD_RIGHT + FRAME + 0.2;
/// A tray's width.
pub const TRAY_W: f32 = 1.5;
/// The scene's width.
pub const WIDTH: f32 = TRAY_X + TRAY_W + 0.2;
/// The scene's height.
pub const HEIGHT: f32 = BOTTOM + FRAME_V;
/// A checker's diameter and the step between checkers of a stack.
pub const CHECKER: f32 = 0.92;
/// The step between checkers of a stack.
pub const STACK_STEP: f32 = (ROW_H - CHECKER) / (STACK_DRAWN - 1) as f32;

/// Column 0..12 left to right and whether the point is on the top row.
pub fn column(abs: u8) -> (usize, bool) {
    if abs >= 13 {
        ((abs - 13) as usize, true)
    } else {
        ((12 - abs) as usize, false)
    }
}

/// The rectangle of an absolute point 1..=24.
pub fn point_rect(abs: u8) -> Rect {
    let (c, top) = column(abs);
    let x = LEFT + c as f32 * COL + if c >= 6 { BAR_W } else { 0.0 };
    let y = if top { TOP } else { BOTTOM - ROW_H };
    Rect { x, y, w: COL, h: ROW_H }
}

/// The tray of borne-off checkers of `seat` in Fevga (white's top right).
pub fn tray_rect(seat: Seat) -> Rect {
    // Each side's tray is next to its home: white's top right, black's bottom right.
    let y = if seat == WHITE { TOP } else { BOTTOM - ROW_H };
    Rect { x: TRAY_X, y, w: TRAY_W, h: ROW_H }
}

/// Centre of the `i`-th checker of a stack on a point, from the board's edge; past
/// the fifth they stand under the fifth, which shows the count.
pub fn stack_centre(abs: u8, i: usize) -> (f32, f32) {
    let r = point_rect(abs);
    let (_, top) = column(abs);
    let k = i.min(STACK_DRAWN - 1) as f32;
    let cy = if top { r.y + CHECKER / 2.0 + k * STACK_STEP } else { r.y + r.h - CHECKER / 2.0 - k * STACK_STEP };
    (r.x + r.w / 2.0, cy)
}

/// A borne-off checker: a slab in its tray, seen edge on.
pub fn tray_slab(seat: Seat, i: usize) -> Rect {
    let t = tray_rect(seat);
    let h = t.h / 15.0;
    let y = if seat == WHITE { t.y + i as f32 * h } else { t.y + t.h - (i + 1) as f32 * h };
    Rect { x: t.x + 0.12, y: y + h * 0.06, w: t.w - 0.24, h: h * 0.88 }
}

/// The frame, the two felt fields, the bar and the 24 triangles with their numbers.
pub fn frame_and_points(sc: &mut Scene) {
    sc.push(Node::new("board", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: WIDTH, h: HEIGHT }).color("background").z(-1));
    let frame = Rect { x: 0.0, y: BAND, w: FIELD_RIGHT + FRAME, h: HEIGHT - BAND };
    sc.push(Node::new("frame", NodeKind::Area, frame).shape(Shape::RoundRect { radius: 0.03 }).color("frame"));
    for (i, x) in [LEFT, LEFT + 6.0 * COL + BAR_W].into_iter().enumerate() {
        let field = Rect { x, y: TOP, w: 6.0 * COL, h: BOTTOM - TOP };
        sc.push(Node::new(format!("field:{i}"), NodeKind::Area, field).color("felt").z(1));
    }
    sc.push(
        Node::new("bar", NodeKind::Area, Rect { x: LEFT + 6.0 * COL, y: TOP, w: BAR_W, h: BOTTOM - TOP })
            .color("bar")
            .z(1),
    );
    for p in 1..=POINTS as u8 {
        let r = point_rect(p);
        let (_, top) = column(p);
        sc.push(
            Node::new(format!("point:{p}"), NodeKind::Space, r)
                .shape(Shape::Triangle { apex: if top { Dir::Down } else { Dir::Up } })
                .color(if p % 2 == 0 { "point-dark" } else { "point-light" })
                .label(Msg::new("scene-fevga-point").arg("point", p))
                .z(2),
        );
        // The number sits on the frame at the point's base.
        let y = if top { BAND + 0.02 } else { BOTTOM + 0.02 };
        let number = Rect { x: r.x, y, w: r.w, h: FRAME_V - 0.04 };
        sc.push(
            label(format!("point:{p}:number"), number, "frame", plain(p.to_string()), Msg::default())
                .role(Role::Hidden)
                .outline("", 0.0),
        );
    }
}
