//! The Portes and Plakoto board scene and terminal picture, on the tavli board of
//! [`super::layout`]. White runs from 24 (top right) round to its home 1–6 (bottom
//! right), black from 1 (bottom right) round to 19–24 (top right); each tray stands
//! next to its side's home. Portes draws the bar's checkers on the bar; Plakoto draws
//! a pinned checker at the base of its point, visible under the checkers that pin it,
//! and rings each side's mother (its last checker on the starting point).

use crate::game::Seat;
use crate::message::Msg;
use crate::scene::parts::{color_name, die, label, piece, turn_frame};
use crate::scene::{mark_node, Face, MarkKind, Node, NodeKind, Rect, Role, Scene, Shape, STACK_DRAWN};

use super::layout::{
    frame_and_points, stack_centre, tray_rect, tray_slab, BAND_LABEL_Y, BAR_W, BOTTOM, CHECKER, COL, GAP, LEFT, ROW_H,
    TOP, WIDTH,
};
use super::notation::format_play;
use super::opposed::{abs_point, rel_point, Board, POINTS};
use super::rules::{point_id, seat_color, End, Kind, Phase, State, BLACK, WHITE};
use super::step::{BAR_POINT, OFF_POINT};

fn side(seat: Seat) -> Msg {
    color_name(seat_color(seat))
}

/// The tray of a seat: next to its home (white's bottom right, black's top right),
/// where Fevga has the other side's.
fn tray(seat: Seat) -> Rect {
    tray_rect(1 - seat)
}

/// The bar half a seat's hit checkers wait on: the half nearer where they enter.
fn bar_centre(seat: Seat, i: usize) -> (f32, f32) {
    let x = LEFT + 6.0 * COL + BAR_W / 2.0;
    let k = i.min(STACK_DRAWN - 1) as f32 * CHECKER;
    if seat == WHITE {
        (x, TOP + CHECKER / 2.0 + 0.3 + k)
    } else {
        (x, BOTTOM - CHECKER / 2.0 - 0.3 - k)
    }
}

/// True when `seat`'s checker on its starting point is its last one there (the
/// mother of Plakoto).
pub fn is_mother(board: &Board, seat: Seat) -> bool {
    board.on_point(seat, 0) == 1
}

/// The board scene. No private information, so `viewer` changes nothing.
pub fn scene(state: &State, _viewer: Option<Seat>) -> Scene {
    let mut sc = Scene::new(WIDTH, super::layout::HEIGHT);
    frame_and_points(&mut sc);
    for seat in [WHITE, BLACK] {
        let off = state.board.off[seat];
        let said = Msg::new("scene-fevga-tray").arg("color", side(seat)).arg("count", off);
        sc.push(
            Node::new(point_id(seat, OFF_POINT), NodeKind::Space, tray(seat))
                .shape(Shape::RoundRect { radius: 0.12 })
                .color("tray")
                .outline("board-edge", 0.05)
                .label(said)
                .z(2),
        );
        if state.kind == Kind::Portes {
            let (cx, cy) = bar_centre(seat, 2);
            let said = Msg::new("tavli-scene-bar").arg("color", side(seat)).arg("count", state.board.bar[seat]);
            sc.push(
                Node::new(point_id(seat, BAR_POINT), NodeKind::Space, Rect::centred_wh(cx, cy, BAR_W, 5.0 * CHECKER))
                    .color("bar")
                    .label(said)
                    .z(2),
            );
        }
    }
    last_play(state, &mut sc);
    checkers(state, &mut sc);
    dice(state, &mut sc);
    labels(state, &mut sc);
    sc
}

const LAST_Z: i32 = 3;

fn last_play(state: &State, sc: &mut Scene) {
    let Some((seat, steps)) = &state.last else { return };
    let play = format_play(steps, " ");
    for (i, st) in steps.iter().enumerate() {
        for (end, p) in [("from", st.from), ("to", st.to)] {
            let target = point_id(*seat, p);
            let Some((rect, shape)) = sc.node(&target).map(|n| (n.rect, n.shape)) else { continue };
            let said = Msg::new("scene-fevga-last").arg("color", side(*seat)).arg("play", play.clone());
            sc.push(mark_node(MarkKind::Last, format!("last:{i}:{end}:{target}"), rect, shape, said).z(LAST_Z));
        }
    }
}

fn checker_id(seat: Seat, k: usize) -> String {
    format!("{}{}", if seat == WHITE { "w" } else { "b" }, k)
}

/// Checkers, numbered along each side's route (the bar, its points from the start,
/// the tray). On a point a pinned checker stands at the base, the pinning ones above
/// it; at most five are drawn, the fifth showing the count of the rest.
fn checkers(state: &State, sc: &mut Scene) {
    let b = &state.board;
    for seat in [WHITE, BLACK] {
        let color = seat_color(seat);
        let edge = if seat == WHITE { "checker-edge" } else { "checker-rim" };
        let mut k = 0;
        for i in 0..b.bar[seat] as usize {
            let said = Msg::new("tavli-scene-checker-bar").arg("color", side(seat));
            let mut node =
                piece(checker_id(seat, k), bar_centre(seat, i), CHECKER, color, 0, said).outline(edge, CHECKER * 0.07);
            node.z = 10 + i.min(STACK_DRAWN - 1) as i32;
            if i >= STACK_DRAWN {
                node.role = Role::Hidden;
            }
            sc.push(node);
            k += 1;
        }
        for r in 0..POINTS {
            let abs = abs_point(seat, r);
            let pinned = b.is_pinned(seat, r);
            let n = b.cnt[seat][r] as usize;
            // Over a pinned checker of the other side this side's stack starts one up.
            let base = b.is_pinned(1 - seat, super::opposed::mirror(r)) as usize;
            if pinned {
                let pinner = side(1 - seat);
                let said = Msg::new("tavli-scene-pinned").arg("color", side(seat)).arg("point", abs).arg("by", pinner);
                let node = piece(checker_id(seat, k), stack_centre(abs, 0), CHECKER, color, 0, said)
                    .outline(PINNED_RING, CHECKER * 0.12);
                sc.push(node.z(10));
                if state.kind == Kind::Plakoto && r == 0 {
                    mother_ring(sc, seat, abs, 0);
                }
                k += 1;
                continue;
            }
            for i in 0..n {
                let at = base + i;
                let said = Msg::new("scene-fevga-checker").arg("color", side(seat)).arg("point", abs).arg("count", n);
                let mut node = piece(checker_id(seat, k), stack_centre(abs, at), CHECKER, color, 0, said)
                    .outline(edge, CHECKER * 0.07);
                node.z = 10 + at.min(STACK_DRAWN - 1) as i32;
                if at >= STACK_DRAWN {
                    node.z -= 1;
                    node.role = Role::Hidden;
                } else if at + 1 == STACK_DRAWN && base + n > STACK_DRAWN {
                    // The count is this side's checkers on the point: a pinned one of
                    // the other side under them is drawn on its own, not counted.
                    node.face = Face::Stack { count: n as u8 };
                }
                sc.push(node);
                k += 1;
            }
            if state.kind == Kind::Plakoto && r == 0 && n == 1 {
                mother_ring(sc, seat, abs, base);
            }
        }
        for i in 0..b.off[seat] as usize {
            let said = Msg::new("scene-fevga-checker-off").arg("color", side(seat));
            // The tray of the seat is the one Fevga gives the other side.
            sc.push(
                Node::new(checker_id(seat, k), NodeKind::Piece, tray_slab(1 - seat, i))
                    .shape(Shape::RoundRect { radius: 0.3 })
                    .color(color)
                    .outline(edge, 0.04)
                    .label(said)
                    .z(10 + i as i32),
            );
            k += 1;
        }
    }
}

/// Theme key of the outline of a pinned checker.
pub const PINNED_RING: &str = "tavli-pinned";

/// Theme key of the ring round a mother checker.
pub const MOTHER_RING: &str = "tavli-mother";

/// A solid ring round a side's mother checker, said as such: its own colour, not a
/// mark of the moves (a hint, a legal step), which come and go with the turn.
fn mother_ring(sc: &mut Scene, seat: Seat, abs: u8, at: usize) {
    let said = Msg::new("tavli-scene-mother").arg("color", side(seat)).arg("point", abs);
    let (cx, cy) = stack_centre(abs, at);
    let rect = Rect::centred(cx, cy, CHECKER * 1.18);
    let ring = Node::new(format!("mother:{}", seat_color(seat)), NodeKind::Mark, rect)
        .shape(Shape::Circle)
        .outline(MOTHER_RING, CHECKER * 0.1)
        .label(said)
        .role(Role::Hidden)
        .z(25);
    sc.push(ring);
}

fn dice(state: &State, sc: &mut Scene) {
    let gap_y = TOP + ROW_H + GAP / 2.0;
    let right = LEFT + 6.0 * COL + BAR_W;
    let area = Rect::centred_wh(right + 3.0 * COL, gap_y, 5.6, GAP - 0.2);
    let said = match state.phase {
        Phase::Start => Msg::new("scene-fevga-to-roll").arg("color", side(state.turn)),
        _ => Msg::new("scene-fevga-dice"),
    };
    sc.push(Node::new("dice", NodeKind::Area, area).label(said).role(Role::Status).z(5));
    if state.phase != Phase::Moving {
        return;
    }
    let shown = match state.rolled.or_else(|| State::rolled_of(&state.dice)) {
        Some((hi, lo)) if hi == lo => vec![hi; 4],
        Some((hi, lo)) => vec![hi, lo],
        None => Vec::new(),
    };
    let mut left = state.dice.clone();
    let n = shown.len() as f32;
    for (i, d) in shown.iter().enumerate() {
        let cx = area.x + area.w / 2.0 + (i as f32 - (n - 1.0) / 2.0) * 1.15;
        let unused = left.iter().position(|x| x == d).map(|k| left.remove(k)).is_some();
        let key = if unused { "scene-die" } else { "scene-die-used" };
        let node = die(format!("die:{i}"), Rect::centred(cx, gap_y, 0.95), *d, Msg::new(key).arg("value", *d));
        sc.push(if unused { node } else { node.color("die-used") });
    }
}

/// Pip counts, the game and how it ended, whose turn.
fn labels(state: &State, sc: &mut Scene) {
    let gap_y = TOP + ROW_H + GAP / 2.0;
    for seat in [WHITE, BLACK] {
        let pips = state.board.pips(seat);
        let said = Msg::new("scene-fevga-pips").arg("color", side(seat)).arg("pips", pips);
        let text = Msg::new("scene-fevga-pips-short").arg("pips", pips);
        let cx = LEFT + if seat == WHITE { 1.55 } else { 4.45 };
        let r = Rect::centred_wh(cx, gap_y, 2.8, 0.8);
        sc.push(label(format!("pips:{}", seat_color(seat)), r, seat_color(seat), text, said));
    }
    let status = status_msg(state);
    let rect = Rect::centred_wh(WIDTH * 0.5, BAND_LABEL_Y, 12.0, 0.8);
    sc.push(label("status", rect, "label", status.clone(), status));
    if state.phase != Phase::Over {
        let said = Msg::new("scene-turn").arg("seat", side(state.turn));
        if let Some(pips) = sc.node(&format!("pips:{}", seat_color(state.turn))) {
            let r = pips.rect.grown(0.08);
            sc.push(turn_frame("turn", r, said));
        }
    }
}

/// The band's line: the game, and once over how it ended.
pub fn status_msg(state: &State) -> Msg {
    let game = Msg::new(format!("game-{}", state.kind.id()));
    match state.end {
        Some(End::BorneOff { winner, points }) => {
            Msg::new("tavli-scene-won").arg("game", game).arg("color", side(winner)).arg("points", points)
        }
        Some(End::Mother { winner, points }) => Msg::new("tavli-scene-won-mother")
            .arg("game", game)
            .arg("color", side(winner))
            .arg("loser", side(1 - winner))
            .arg("points", points),
        Some(End::BothMothers) => Msg::new("tavli-scene-draw").arg("game", game),
        Some(End::Resigned { winner, points }) => Msg::new("tavli-scene-resigned")
            .arg("game", game)
            .arg("color", side(winner))
            .arg("loser", side(1 - winner))
            .arg("points", points),
        None => Msg::new("tavli-scene-game").arg("game", game),
    }
}

/// A point's cell for the terminal: `w3` (three white), `b1` pinned under `w2` as
/// `w2/b`, ` . ` when empty.
fn cell(b: &Board, abs: u8, letters: &[String; 2]) -> String {
    let mut s = String::new();
    for seat in [WHITE, BLACK] {
        let r = rel_point(seat, abs);
        if b.cnt[seat][r] > 0 {
            s = format!("{}{}", letters[seat], b.cnt[seat][r]);
        }
    }
    for seat in [WHITE, BLACK] {
        if b.is_pinned(seat, rel_point(seat, abs)) {
            s = format!("{s}/{}", letters[seat]);
        }
    }
    if s.is_empty() {
        " . ".into()
    } else {
        format!("{s:<3}")
    }
}

/// The terminal picture, its words in `lang`.
pub fn text_board(state: &State, _viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
    let say = |msg: Msg| crate::i18n::render(&msg, lang) + "\n";
    let b = &state.board;
    let mut out = say(status_msg(state));
    let top: Vec<u8> = (13..=24).collect();
    let bottom: Vec<u8> = (1..=12).rev().collect();
    let row = |pts: &[u8], f: &dyn Fn(u8) -> String| {
        let cells: Vec<String> = pts.iter().map(|&p| f(p)).collect();
        format!(" {} | {}\n", cells[..6].join(" "), cells[6..].join(" "))
    };
    let letters =
        [WHITE, BLACK].map(|seat| crate::i18n::text(&format!("fevga-board-letter-{}", seat_color(seat)), lang));
    out.push_str(&row(&top, &|p| format!("{p:>3}")));
    out.push_str(&row(&top, &|p| cell(b, p, &letters)));
    out.push_str(&format!(" {}\n", "-".repeat(49)));
    out.push_str(&row(&bottom, &|p| cell(b, p, &letters)));
    out.push_str(&row(&bottom, &|p| format!("{p:>3}")));
    for seat in [WHITE, BLACK] {
        // Plakoto has no bar: its line leaves it out.
        let key = if state.kind == Kind::Portes { "tavli-board-side" } else { "tavli-board-side-plakoto" };
        out.push_str(&say(Msg::new(key)
            .arg("color", side(seat))
            .arg("pips", b.pips(seat))
            .arg("off", b.off[seat])
            .arg("bar", b.bar[seat])
            .arg("home", if seat == WHITE { "1-6" } else { "19-24" })));
    }
    let [white, black] = letters.clone();
    out.push_str(&say(Msg::new("tavli-board-legend").arg("white", white).arg("black", black)));
    if let Some((seat, steps)) = &state.last {
        out.push_str(&say(Msg::new("fevga-board-last")
            .arg("color", side(*seat))
            .arg("play", format_play(steps, ", "))));
    }
    let who = side(state.turn);
    let dice = state.dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-");
    let line = match state.phase {
        Phase::Opening => Some(Msg::new("fevga-board-opening")),
        Phase::Start => Some(Msg::new("fevga-board-to-roll").arg("color", who)),
        Phase::Rolling => Some(Msg::new("fevga-board-rolls").arg("color", who)),
        Phase::Moving => Some(Msg::new("fevga-board-to-play").arg("color", who).arg("dice", dice)),
        Phase::Over => None,
    };
    if let Some(line) = line {
        out.push_str(&say(line));
    }
    out
}
