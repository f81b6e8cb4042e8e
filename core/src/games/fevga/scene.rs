//! The Fevga board scene and the terminal picture.
//!
//! A backgammon board in landscape, in board units: a band on top with the match
//! score and the stake (a single game: the game, and how it ended), then the wooden
//! frame with two felt fields and the bar between them. Points 13-24 run along the top from left to right as triangles
//! pointing down, points 12-1 along the bottom pointing up, so white runs from the
//! bottom right (head on 1) round to the top right (home 19-24) and black from the
//! top left (head on 13) round to the bottom left (home 7-12). The trays for
//! borne-off checkers stand right of the frame, next to each side's home; the bar
//! holds the cube. The gap between the rows holds the pip counts (left) and the dice
//! (right). Fevga has no portrait form: a backgammon board is read across.

use crate::game::Seat;
use crate::message::Msg;
use crate::scene::parts::{color_name, die, label, piece, turn_frame};
use crate::scene::{mark_node, Face, MarkKind, Node, NodeKind, Rect, Role, Scene, Shape, STACK_DRAWN};

use super::board::{abs_point, OFF, POINTS};
use super::notation::format_play;
use super::rules::{checker_id, point_id, seat_color, Phase, State, BLACK, OFF_POINT, WHITE};
use crate::games::tavli::layout::*;

fn side(seat: Seat) -> Msg {
    color_name(seat_color(seat))
}

/// The board scene. Fevga has no private information, so `viewer` changes nothing.
pub fn scene(state: &State, _viewer: Option<Seat>) -> Scene {
    let mut sc = Scene::new(WIDTH, HEIGHT);
    frame_and_points(&mut sc);
    for seat in [WHITE, BLACK] {
        let off = state.board.off[seat];
        let said = Msg::new("scene-fevga-tray").arg("color", side(seat)).arg("count", off);
        sc.push(
            Node::new(point_id(seat, OFF_POINT), NodeKind::Space, tray_rect(seat))
                .shape(Shape::RoundRect { radius: 0.12 })
                .color("tray")
                .outline("board-edge", 0.05)
                .label(said)
                .z(2),
        );
    }
    last_play(state, &mut sc);
    checkers(state, &mut sc);
    dice_and_cube(state, &mut sc);
    labels(state, &mut sc);
    sc
}

/// Where the last play's outlines lie: over the points (2), under the checkers (10 up).
const LAST_Z: i32 = 3;

/// The last play: the points it started from and ended on.
fn last_play(state: &State, sc: &mut Scene) {
    let Some((seat, steps)) = &state.last else { return };
    let play = format_play(steps, " ");
    for (i, st) in steps.iter().enumerate() {
        for (end, p) in [("from", st.from), ("to", st.to)] {
            let target = point_id(*seat, p);
            let (rect, shape) = match sc.node(&target) {
                Some(n) => (n.rect, n.shape),
                None => continue,
            };
            let said = Msg::new("scene-fevga-last").arg("color", side(*seat)).arg("play", play.clone());
            // Under the checkers, over the point: the outline shows round the
            // triangle and never crosses a stack's count.
            sc.push(mark_node(MarkKind::Last, format!("last:{i}:{end}:{target}"), rect, shape, said).z(LAST_Z));
        }
    }
}

/// Checkers, each with a stable id; within a point ids ascend from the edge. At most
/// five are drawn on a point: the rest stand under the fifth, which shows the count.
fn checkers(state: &State, sc: &mut Scene) {
    for seat in [WHITE, BLACK] {
        let color = seat_color(seat);
        // A dark edge round white checkers, a light rim round black ones: each stands
        // out on the dark and the light points and in the tray.
        let edge = if seat == WHITE { "checker-edge" } else { "checker-rim" };
        let mut per_point: Vec<Vec<usize>> = vec![Vec::new(); POINTS + 1];
        for (id, &r) in state.at[seat].iter().enumerate() {
            per_point[(r as usize).min(OFF)].push(id);
        }
        for (r, ids) in per_point.iter().enumerate() {
            let n = ids.len();
            for (i, &id) in ids.iter().enumerate() {
                if r == OFF {
                    let said = Msg::new("scene-fevga-checker-off").arg("color", side(seat));
                    sc.push(
                        Node::new(checker_id(seat, id), NodeKind::Piece, tray_slab(seat, i))
                            .shape(Shape::RoundRect { radius: 0.3 })
                            .color(color)
                            .outline(edge, 0.04)
                            .label(said)
                            .z(10 + i as i32),
                    );
                    continue;
                }
                let abs = abs_point(seat, r);
                let said = Msg::new("scene-fevga-checker").arg("color", side(seat)).arg("point", abs).arg("count", n);
                let mut node = piece(checker_id(seat, id), stack_centre(abs, i), CHECKER, color, 0, said)
                    .outline(edge, CHECKER * 0.07);
                node.z = 10 + i.min(STACK_DRAWN - 1) as i32;
                if i >= STACK_DRAWN {
                    // Under the fifth: drawn, never seen, not read out twice.
                    node.z -= 1;
                    node.role = Role::Hidden;
                } else if i + 1 == STACK_DRAWN && n > STACK_DRAWN {
                    node.face = Face::Stack { count: n as u8 };
                }
                sc.push(node);
            }
        }
    }
}

/// The dice still to play (drawn as pips), and the cube on the bar (moved to its
/// owner's side once taken).
fn dice_and_cube(state: &State, sc: &mut Scene) {
    let gap_y = TOP + ROW_H + GAP / 2.0;
    let right = LEFT + 6.0 * COL + BAR_W;
    let area = Rect::centred_wh(right + 3.0 * COL, gap_y, 5.6, GAP - 0.2);
    let said = match state.phase {
        Phase::Start => Msg::new("scene-fevga-to-roll").arg("color", side(state.turn)),
        _ => Msg::new("scene-fevga-dice"),
    };
    sc.push(Node::new("dice", NodeKind::Area, area).label(said).role(Role::Status).z(5));
    if state.phase == Phase::Moving {
        // The whole roll stays on the table; the numbers played are greyed (each die
        // keeps its id, so nothing jumps as the play is built).
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
    if state.opts.cube {
        let cy = match state.owner {
            None => gap_y,
            Some(WHITE) => BOTTOM - 0.6,
            Some(_) => TOP + 0.6,
        };
        let owner = state.owner.map(side).unwrap_or_else(|| Msg::new("scene-nobody"));
        let said = Msg::new("scene-fevga-cube").arg("stake", state.stake).arg("owner", owner);
        let value = if state.owner.is_none() && state.stake <= 1 { 64 } else { state.stake as u32 };
        sc.push(
            Node::new("cube", NodeKind::Die, Rect::centred(LEFT + 6.0 * COL + BAR_W / 2.0, cy, BAR_W * 0.8))
                .shape(Shape::RoundRect { radius: 0.15 })
                .color("cube")
                .outline("piece-edge", 0.05)
                .face(Face::Cube { value })
                .label(said)
                .z(20),
        );
    }
}

/// Pip counts with whose they are, the match score and stake (a single game: the
/// game and how it ended), and whose turn.
fn labels(state: &State, sc: &mut Scene) {
    let gap_y = TOP + ROW_H + GAP / 2.0;
    for seat in [WHITE, BLACK] {
        let pips = state.board.pips(seat);
        let said = Msg::new("scene-fevga-pips").arg("color", side(seat)).arg("pips", pips);
        // The pill is in the side's colour, so the words on it need not name it: short
        // enough to read at a phone's smallest text size.
        let text = Msg::new("scene-fevga-pips-short").arg("pips", pips);
        let cx = LEFT + if seat == WHITE { 1.55 } else { 4.45 };
        let r = Rect::centred_wh(cx, gap_y, 2.8, 0.8);
        sc.push(label(format!("pips:{}", seat_color(seat)), r, seat_color(seat), text, said));
    }
    if state.opts.match_to <= 1 {
        // A single game has no match score and no game number ("0–0 · to 1" read as
        // a match nobody plays): the band says the game, and once over how it ended,
        // as Portes' and Plakoto's do; the cube on the bar shows the stake.
        let status = status_msg(state);
        let rect = Rect::centred_wh(WIDTH * 0.5, BAND_LABEL_Y, 12.0, 0.8);
        sc.push(label("status", rect, "label", status.clone(), status));
    } else {
        match_labels(state, sc);
    }
    if state.phase != Phase::Over {
        let seat = match state.phase {
            Phase::Offered => 1 - state.turn,
            _ => state.turn,
        };
        let said = Msg::new("scene-turn").arg("seat", side(seat));
        if let Some(pips) = sc.node(&format!("pips:{}", seat_color(seat))) {
            let r = pips.rect.grown(0.08);
            sc.push(turn_frame("turn", r, said));
        }
    }
}

/// The band's line of a single game: "Fevga", and once over who won it and its
/// points ("Fevga: black resigned, white wins 2 points").
pub fn status_msg(state: &State) -> Msg {
    let game = Msg::new("game-fevga");
    match state.winner() {
        Some(w) if state.resigned == Some(1 - w) => Msg::new("tavli-scene-resigned")
            .arg("game", game)
            .arg("color", side(w))
            .arg("loser", side(1 - w))
            .arg("points", state.score[w]),
        Some(w) => Msg::new("tavli-scene-won").arg("game", game).arg("color", side(w)).arg("points", state.score[w]),
        None => Msg::new("tavli-scene-game").arg("game", game),
    }
}

/// A match's score and the game's number and stake.
fn match_labels(state: &State, sc: &mut Scene) {
    // On a phone both would outgrow the band side by side: each has a short form,
    // with the same arguments.
    let score = |key: &str| {
        Msg::new(key).arg("white", state.score[WHITE]).arg("black", state.score[BLACK]).arg("to", state.opts.match_to)
    };
    let (whole, short) = (score("scene-fevga-score"), score("scene-fevga-score-short"));
    let rect = Rect::centred_wh(WIDTH * 0.36, BAND_LABEL_Y, 6.4, 0.8);
    sc.push(label("score", rect, "label", whole.clone(), whole).short(short));
    let stake = |key: &str| Msg::new(key).arg("game", state.game_no).arg("stake", state.stake);
    let (whole, short) = (stake("scene-fevga-stake"), stake("scene-fevga-stake-short"));
    let rect = Rect::centred_wh(WIDTH * 0.78, BAND_LABEL_Y, 5.0, 0.8);
    sc.push(label("stake", rect, "label", whole.clone(), whole).short(short));
}

/// A point's cell: the count after the colour's letter in the reader's language
/// (`w14`; `v14` in Swedish, for vit), ` . ` when empty.
fn cell(state: &State, abs: u8, letters: &[String; 2]) -> String {
    let w = state.board.cnt[WHITE][super::board::rel_point(WHITE, abs)];
    let b = state.board.cnt[BLACK][super::board::rel_point(BLACK, abs)];
    if w > 0 {
        format!("{}{w:<2}", letters[WHITE])
    } else if b > 0 {
        format!("{}{b:<2}", letters[BLACK])
    } else {
        " . ".into()
    }
}

/// The last play in words for the terminal: "13 → 18, 18 → off the board".
fn last_play_words(steps: &[super::rules::Step], lang: crate::i18n::Lang) -> String {
    let step = |st: &super::rules::Step| match st.to {
        OFF_POINT => Msg::new("fevga-board-step-off").arg("from", st.from),
        to => Msg::new("fevga-board-step").arg("from", st.from).arg("to", to),
    };
    if steps.is_empty() {
        // A roll with no playable number is a play too: say so rather than nothing.
        return crate::i18n::render(&Msg::new("fevga-pass-no-play"), lang);
    }
    steps.iter().map(|st| crate::i18n::render(&step(st), lang)).collect::<Vec<_>>().join(", ")
}

/// The terminal picture, its words in `lang`: the points numbered as the notation
/// and the log number them, `w14` = 14 white checkers on a point (said in the legend).
pub fn text_board(state: &State, _viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
    let say = |msg: Msg| crate::i18n::render(&msg, lang) + "\n";
    let colour = |seat: Seat| Msg::new(format!("color-{}", seat_color(seat)));
    let mut out = String::new();
    let top: Vec<u8> = (13..=24).collect();
    let bottom: Vec<u8> = (1..=12).rev().collect();
    let row = |pts: &[u8], f: &dyn Fn(u8) -> String| {
        let cells: Vec<String> = pts.iter().map(|&p| f(p)).collect();
        format!(" {} | {}\n", cells[..6].join(" "), cells[6..].join(" "))
    };
    // A single game has no match score: the stake is all there is to say.
    let header = match state.opts.match_to {
        0 | 1 => Msg::new("fevga-board-header-single").arg("stake", state.stake),
        _ => Msg::new("fevga-board-header")
            .arg("game", state.game_no)
            .arg("white", state.score[WHITE])
            .arg("black", state.score[BLACK])
            .arg("match", state.opts.match_to)
            .arg("stake", state.stake),
    };
    out.push_str(&say(match state.owner {
        Some(s) => Msg::new("fevga-board-cube").arg("header", header).arg("color", colour(s)),
        None => header,
    }));
    out.push_str(&row(&top, &|p| format!("{p:>3}")));
    let letters =
        [WHITE, BLACK].map(|seat| crate::i18n::text(&format!("fevga-board-letter-{}", seat_color(seat)), lang));
    out.push_str(&row(&top, &|p| cell(state, p, &letters)));
    out.push_str(&format!(" {}\n", "-".repeat(49)));
    out.push_str(&row(&bottom, &|p| cell(state, p, &letters)));
    out.push_str(&row(&bottom, &|p| format!("{p:>3}")));
    for (seat, head, home) in [(WHITE, 1, "19-24"), (BLACK, 13, "7-12")] {
        out.push_str(&say(Msg::new("fevga-board-side")
            .arg("color", colour(seat))
            .arg("pips", state.board.pips(seat))
            .arg("off", state.board.off[seat])
            .arg("head", head)
            .arg("home", home)));
    }
    let [white, black] = letters.clone();
    out.push_str(&say(Msg::new("fevga-board-legend").arg("white", white).arg("black", black)));
    if let Some((seat, steps)) = &state.last {
        out.push_str(&say(Msg::new("fevga-board-last")
            .arg("color", colour(*seat))
            .arg("play", last_play_words(steps, lang))));
    }
    let who = colour(state.turn);
    let dice = state.dice.iter().map(u8::to_string).collect::<Vec<_>>().join("-");
    let line = match state.phase {
        Phase::Opening => Msg::new("fevga-board-opening"),
        Phase::Start => Msg::new("fevga-board-to-roll").arg("color", who),
        Phase::Offered => {
            Msg::new("fevga-board-offered").arg("color", colour(1 - state.turn)).arg("stake", state.stake * 2)
        }
        Phase::Rolling => Msg::new("fevga-board-rolls").arg("color", who),
        Phase::Moving => Msg::new(match state.chain {
            super::rules::Chain::Leftover => "fevga-board-to-play-leftover",
            super::rules::Chain::Follow => "fevga-board-to-play-progression",
            _ => "fevga-board-to-play",
        })
        .arg("color", who)
        .arg("dice", dice),
        Phase::Over if state.opts.match_to <= 1 => status_msg(state),
        Phase::Over => Msg::new("fevga-board-over").arg("color", colour(state.winner().unwrap_or(WHITE))),
    };
    out.push_str(&say(line));
    out
}
