//! The Fevga board scene and the terminal picture.
//!
//! Layout (aspect 1.5): points 13-24 along the top from left to right, points 12-1
//! along the bottom, so white runs from the bottom right (head on 1) round to the top
//! right (home 19-24) and black from the top left (head on 13) round to the bottom
//! left (home 7-12). Trays for borne-off checkers sit at the right edge, the bar in
//! the middle holds the cube; dice sit in the right half.

use crate::game::Seat;
use crate::scene::{Node, NodeKind, Rect, Scene};

use super::board::{abs_point, OFF, POINTS};
use super::notation::format_play;
use super::rules::{checker_id, point_id, seat_color, Phase, State, BLACK, OFF_POINT, WHITE};

const LEFT: f32 = 0.02;
const BAR_W: f32 = 0.04;
const BOARD_RIGHT: f32 = 0.90;
const TOP: f32 = 0.03;
const BOTTOM: f32 = 0.97;
const ROW_H: f32 = 0.40;
const TRAY_X: f32 = 0.92;
const TRAY_W: f32 = 0.07;

fn col_w() -> f32 {
    (BOARD_RIGHT - LEFT - BAR_W) / 12.0
}

/// Column 0..12 left to right and whether the point is on the top row.
fn column(abs: u8) -> (usize, bool) {
    if abs >= 13 {
        ((abs - 13) as usize, true)
    } else {
        ((12 - abs) as usize, false)
    }
}

/// The rectangle of an absolute point 1..=24.
pub fn point_rect(abs: u8) -> Rect {
    let (c, top) = column(abs);
    let x = LEFT + c as f32 * col_w() + if c >= 6 { BAR_W } else { 0.0 };
    let y = if top { TOP } else { BOTTOM - ROW_H };
    Rect { x, y, w: col_w(), h: ROW_H }
}

fn tray_rect(seat: Seat) -> Rect {
    // Each side's tray is next to its home: white's top right, black's bottom right.
    let y = if seat == WHITE { TOP } else { BOTTOM - ROW_H };
    Rect { x: TRAY_X, y, w: TRAY_W, h: ROW_H }
}

/// Centre of the `i`-th of `n` checkers stacked on a point, from the board's edge.
fn stack_pos(abs: u8, i: usize, n: usize) -> (f32, f32, f32) {
    let r = point_rect(abs);
    let size = col_w() * 0.9;
    let step = if n <= 1 { size } else { size.min((ROW_H - size) / (n - 1) as f32) };
    let (_, top) = column(abs);
    let cx = r.x + r.w / 2.0;
    let cy = if top { r.y + size / 2.0 + i as f32 * step } else { r.y + r.h - size / 2.0 - i as f32 * step };
    (cx, cy, size)
}

fn tray_pos(seat: Seat, i: usize) -> Rect {
    let t = tray_rect(seat);
    let h = t.h / 15.0;
    let y = if seat == WHITE { t.y + i as f32 * h } else { t.y + t.h - (i + 1) as f32 * h };
    Rect { x: t.x + 0.005, y, w: t.w - 0.01, h: h * 0.9 }
}

/// The board scene. Fevga has no private information, so `viewer` changes nothing.
pub fn scene(state: &State, _viewer: Option<Seat>) -> Scene {
    let mut sc = Scene::new(1.5);
    sc.push(Node::new("board", NodeKind::Area, Rect { x: 0.0, y: 0.0, w: 1.0, h: 1.0 }).color("board").z(0));
    sc.push(
        Node::new("bar", NodeKind::Area, Rect { x: LEFT + 6.0 * col_w(), y: 0.0, w: BAR_W, h: 1.0 }).color("bar").z(1),
    );
    // Home quarters and heads.
    for (seat, first) in [(WHITE, 19u8), (BLACK, 7u8)] {
        let a = point_rect(first);
        let b = point_rect(first + 5);
        let x0 = a.x.min(b.x);
        let x1 = (a.x + a.w).max(b.x + b.w);
        sc.push(
            Node::new(format!("home:{}", seat_color(seat)), NodeKind::Area, Rect { x: x0, y: a.y, w: x1 - x0, h: a.h })
                .color(format!("home_{}", seat_color(seat)))
                .label(format!("fevga.home|{}", seat_color(seat)))
                .z(1),
        );
    }
    for p in 1..=POINTS as u8 {
        sc.push(
            Node::new(point_id(WHITE, p), NodeKind::Space, point_rect(p))
                .color(if p % 2 == 0 { "point_dark" } else { "point_light" })
                .text(p.to_string())
                .label(format!("fevga.point|{p}"))
                .z(2),
        );
    }
    for (seat, head) in [(WHITE, 1u8), (BLACK, 13u8)] {
        sc.push(
            Node::new(format!("head:{}", seat_color(seat)), NodeKind::Mark, point_rect(head))
                .color(format!("head_{}", seat_color(seat)))
                .label(format!("fevga.head|{}", seat_color(seat)))
                .z(3),
        );
        sc.push(
            Node::new(point_id(seat, OFF_POINT), NodeKind::Space, tray_rect(seat))
                .color("tray")
                .text(state.board.off[seat].to_string())
                .label(format!("fevga.tray|{}|{}", seat_color(seat), state.board.off[seat]))
                .z(2),
        );
    }
    // Last play: mark the points it started from and ended on.
    if let Some((seat, steps)) = &state.last {
        for (i, st) in steps.iter().enumerate() {
            for (end, p) in [("from", st.from), ("to", st.to)] {
                let target = point_id(*seat, p);
                let rect = if p == OFF_POINT { tray_rect(*seat) } else { point_rect(p) };
                sc.push(
                    Node::new(format!("last:{i}:{end}:{target}"), NodeKind::Mark, rect)
                        .color("last")
                        .label(format!("fevga.last|{}|{}", seat_color(*seat), format_play(steps, " ")))
                        .z(4),
                );
            }
        }
    }
    // Checkers, each with a stable id; within a point ids ascend from the edge.
    for seat in [WHITE, BLACK] {
        let mut per_point: Vec<Vec<usize>> = vec![Vec::new(); POINTS + 1];
        for (id, &r) in state.at[seat].iter().enumerate() {
            per_point[(r as usize).min(OFF)].push(id);
        }
        for (r, ids) in per_point.iter().enumerate() {
            for (i, &id) in ids.iter().enumerate() {
                let rect = if r == OFF {
                    tray_pos(seat, i)
                } else {
                    let (cx, cy, size) = stack_pos(abs_point(seat, r), i, ids.len());
                    Rect::centred(cx, cy, size)
                };
                let place = if r == OFF { "off".to_string() } else { abs_point(seat, r).to_string() };
                let mut node = Node::new(checker_id(seat, id), NodeKind::Piece, rect)
                    .color(seat_color(seat))
                    .label(format!("fevga.checker|{}|{place}", seat_color(seat)))
                    .z(10 + i as i32);
                if i + 1 == ids.len() && ids.len() > 5 && r != OFF {
                    node = node.text(ids.len().to_string());
                }
                sc.push(node);
            }
        }
    }
    // Dice (the numbers still to play), the roll button area, the cube.
    let dice_area = Rect::centred_wh(LEFT + 9.0 * col_w() + BAR_W, 0.5, 0.3, 0.08);
    let mut dice_node = Node::new("dice", NodeKind::Area, dice_area).color("dice_area").label("fevga.dice").z(5);
    if state.phase == Phase::Start {
        dice_node.label_key = format!("fevga.roll|{}", seat_color(state.turn));
    }
    sc.push(dice_node);
    if state.phase == Phase::Moving {
        let n = state.dice.len() as f32;
        for (i, d) in state.dice.iter().enumerate() {
            let cx = dice_area.x + dice_area.w * (i as f32 + 0.5) / n.max(1.0);
            sc.push(
                Node::new(format!("die:{i}"), NodeKind::Die, Rect::centred(cx, 0.5, 0.06))
                    .color(seat_color(state.turn))
                    .text(d.to_string())
                    .label(format!("fevga.die|{d}"))
                    .z(20),
            );
        }
    }
    if state.opts.cube {
        let cy = match state.owner {
            None => 0.5,
            Some(WHITE) => 0.9,
            Some(_) => 0.1,
        };
        sc.push(
            Node::new("cube", NodeKind::Piece, Rect::centred(LEFT + 6.0 * col_w() + BAR_W / 2.0, cy, BAR_W * 0.9))
                .color("cube")
                .text(state.stake.to_string())
                .label(format!("fevga.cube|{}", state.stake))
                .z(20),
        );
    }
    // Pip counts, score, whose turn.
    for seat in [WHITE, BLACK] {
        let y = if seat == WHITE { 0.46 } else { 0.50 };
        sc.push(
            Node::new(format!("pips:{}", seat_color(seat)), NodeKind::Label, Rect { x: TRAY_X, y, w: TRAY_W, h: 0.04 })
                .color(seat_color(seat))
                .text(state.board.pips(seat).to_string())
                .label(format!("fevga.pips|{}|{}", seat_color(seat), state.board.pips(seat)))
                .z(5),
        );
    }
    sc.push(
        Node::new("score", NodeKind::Label, Rect { x: LEFT, y: 0.46, w: 0.2, h: 0.08 })
            .text(format!("{}-{}", state.score[WHITE], state.score[BLACK]))
            .label(format!("fevga.score|{}|{}|{}", state.score[WHITE], state.score[BLACK], state.opts.match_to))
            .z(5),
    );
    if state.phase != Phase::Over {
        let seat = match state.phase {
            Phase::Offered => 1 - state.turn,
            _ => state.turn,
        };
        sc.push(
            Node::new("turn", NodeKind::Mark, tray_rect(seat))
                .color(format!("turn_{}", seat_color(seat)))
                .label(format!("mark.turn|{}", seat_color(seat)))
                .z(3),
        );
    }
    sc
}

fn cell(state: &State, abs: u8) -> String {
    let w = state.board.cnt[WHITE][super::board::rel_point(WHITE, abs)];
    let b = state.board.cnt[BLACK][super::board::rel_point(BLACK, abs)];
    if w > 0 {
        format!("w{w:<2}")
    } else if b > 0 {
        format!("b{b:<2}")
    } else {
        " . ".into()
    }
}

/// The terminal picture.
pub fn text_board(state: &State, _viewer: Option<Seat>) -> String {
    let mut out = String::new();
    let top: Vec<u8> = (13..=24).collect();
    let bottom: Vec<u8> = (1..=12).rev().collect();
    let row = |pts: &[u8], f: &dyn Fn(u8) -> String| {
        let cells: Vec<String> = pts.iter().map(|&p| f(p)).collect();
        format!(" {} | {}\n", cells[..6].join(" "), cells[6..].join(" "))
    };
    out.push_str(&format!(
        "Fevga  game {}  score white {} - black {}  (match to {})  stake {}{}\n",
        state.game_no,
        state.score[WHITE],
        state.score[BLACK],
        state.opts.match_to,
        state.stake,
        match state.owner {
            Some(s) => format!(" (cube: {})", seat_color(s)),
            None => String::new(),
        }
    ));
    out.push_str(&row(&top, &|p| format!("{p:>3}")));
    out.push_str(&row(&top, &|p| cell(state, p)));
    out.push_str(&format!(" {}\n", "-".repeat(49)));
    out.push_str(&row(&bottom, &|p| cell(state, p)));
    out.push_str(&row(&bottom, &|p| format!("{p:>3}")));
    out.push_str(&format!(
        "white: {} pips, {} off (head 1, home 19-24)   black: {} pips, {} off (head 13, home 7-12)\n",
        state.board.pips(WHITE),
        state.board.off[WHITE],
        state.board.pips(BLACK),
        state.board.off[BLACK]
    ));
    if let Some((seat, steps)) = &state.last {
        out.push_str(&format!("last: {} {}\n", seat_color(*seat), format_play(steps, " ")));
    }
    let who = seat_color(state.turn);
    let line = match state.phase {
        Phase::Opening => "roll-off: each side rolls one die".to_string(),
        Phase::Start => format!("{who} to roll"),
        Phase::Offered => format!("{} to take or drop the cube at {}", seat_color(1 - state.turn), state.stake * 2),
        Phase::Rolling => format!("{who} rolls"),
        Phase::Moving => format!(
            "{who} to play {}{}",
            state.dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-"),
            match state.chain {
                super::rules::Chain::Leftover => " (the opponent's leftover numbers)",
                super::rules::Chain::Follow => " (Crazy Fevga progression)",
                _ => "",
            }
        ),
        Phase::Over => format!("match over: {} wins", seat_color(state.winner().unwrap_or(WHITE))),
    };
    out.push_str(&line);
    out.push('\n');
    out
}
