//! Motion, decided in core: from the events of a move and the scenes before and
//! after it, how each node that moved gets from where it was to where it is.
//!
//! A shell tweens each [`Transition`] along its keyframes (linearly between them, or
//! with its own easing), starting `delay_ms` after the move and lasting
//! `duration_ms`, both at normal speed: multiply by the player's speed factor (0 for
//! "off" and for reduced motion, which shows the new scene at once). Until a node's
//! transition starts it stands at its first keyframe. A transition with `flip` turns
//! the card over half-way (scale it to zero width and back, showing the new face in
//! the second half).
//!
//! Every transition starts where its node was in the old scene (or, for a card that
//! comes out of a hidden hand, at that hand's card back or the seat's name) and ends
//! exactly where the node is in the new scene.

use serde::{Deserialize, Serialize};

use super::{Face, Node, NodeKind, Rect, Scene};
use crate::event::Event;

/// How a node moves, so a shell may choose an easing (a hop bounces, a fly arcs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MotionKind {
    /// A piece hopping field by field along its path.
    Hop,
    /// A piece or checker sliding straight to its place.
    Slide,
    /// A knocked piece flying home to its nest.
    Fly,
    /// A card moving from one place to another (hand to table, table to hand, deal).
    Deal,
    /// A card turned over where it lies.
    Flip,
    /// A die tumbling before it settles on its value.
    Roll,
}

/// One point of a path: where the node is at `at` (0 = start, 1 = end) of its
/// transition.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Keyframe {
    /// Fraction of the transition's duration, 0..=1, increasing along the path.
    pub at: f32,
    /// The node's rectangle at that moment.
    pub rect: Rect,
}

/// How one node moves.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Transition {
    /// The node's id in the new scene.
    pub node: String,
    /// What kind of motion it is.
    pub kind: MotionKind,
    /// When it starts, in milliseconds after the move at normal speed.
    pub delay_ms: u32,
    /// How long it lasts at normal speed.
    pub duration_ms: u32,
    /// Where it passes: first = where it was, last = where it is now.
    pub path: Vec<Keyframe>,
    /// True when the card turns over on the way (from a back to its face, or back).
    pub flip: bool,
}

/// Milliseconds per field of a hop, and the shortest and longest of any motion.
const HOP_MS: u32 = 160;
const SLIDE_MS: u32 = 320;
const FLY_MS: u32 = 480;
const DEAL_MS: u32 = 380;
const ROLL_MS: u32 = 560;
const GAP_MS: u32 = 60;

/// Keyframes evenly spread over `rects`.
fn spread(rects: &[Rect]) -> Vec<Keyframe> {
    let n = rects.len().max(2) - 1;
    rects.iter().enumerate().map(|(i, &rect)| Keyframe { at: i as f32 / n as f32, rect }).collect()
}

/// The marks laid on node `id` (`mark:legal:<id>`, `mark:last:…:<id>`).
fn marks_on<'a>(scene: &'a Scene, id: &'a str) -> impl Iterator<Item = &'a Node> + 'a {
    scene
        .nodes
        .iter()
        .filter(move |n| n.kind == NodeKind::Mark && n.id.strip_suffix(id).is_some_and(|h| h.ends_with(':')))
}

/// The transitions planned so far and when the next one starts.
struct Plan {
    out: Vec<Transition>,
    clock: u32,
}

impl Plan {
    /// Adds a transition (the first one for a node wins); with `after`, the next
    /// motion waits for this one to end.
    fn add(&mut self, t: Transition, after: bool) {
        if self.out.iter().any(|o| o.node == t.node) {
            return;
        }
        if after {
            self.clock = self.clock.max(t.delay_ms + t.duration_ms + GAP_MS);
        }
        self.out.push(t);
    }
}

/// How long one cheer hop of a winner's piece lasts, and how many hops.
const CHEER_MS: u32 = 900;
const CHEER_HOPS: usize = 2;

/// The end's short celebration, after `motion` (the last move's own transitions):
/// every piece in a winner's colour (`winners`: the theme keys of the winning seats'
/// colours), or where a game has no pieces (cards) each winner's seat label
/// (`seat:<n>`, `seats`: the winning seats), hops twice in place, after the last
/// move's motion ends. A node that moves in `motion` keeps that motion (one
/// transition per node). It is motion like any other: a shell
/// with reduced motion or animation off (speed 0) shows nothing of it.
pub fn celebration(scene: &Scene, motion: &[Transition], winners: &[String], seats: &[usize]) -> Vec<Transition> {
    let start = motion.iter().map(|t| t.delay_ms + t.duration_ms + GAP_MS).max().unwrap_or(0);
    let pieces: Vec<&Node> =
        scene.nodes.iter().filter(|n| n.kind == NodeKind::Piece && winners.contains(&n.color)).collect();
    let cheering: Vec<&Node> = if pieces.is_empty() {
        seats.iter().filter_map(|s| scene.node(&format!("seat:{s}"))).collect()
    } else {
        pieces
    };
    cheering
        .into_iter()
        .filter(|n| motion.iter().all(|t| t.node != n.id))
        .enumerate()
        .map(|(k, n)| {
            let up = Rect { y: n.rect.y - n.rect.h * 0.45, ..n.rect };
            let mut rects = vec![n.rect];
            for _ in 0..CHEER_HOPS {
                rects.extend([up, n.rect]);
            }
            Transition {
                node: n.id.clone(),
                kind: MotionKind::Hop,
                // A small wave across the winner's pieces rather than one jump.
                delay_ms: start + (k as u32 % 8) * 40,
                duration_ms: CHEER_MS,
                path: spread(&rects),
                flip: false,
            }
        })
        .collect()
}

/// Adds the end's [`celebration`] to `motion` when `view` shows a finished game with
/// winners: the winners are the seats in first place, their pieces found by the
/// seats' colours. Call it on the first state that shows the end only.
pub fn cheer_at_end(scene: &Scene, motion: &mut Vec<Transition>, view: &crate::session::SeatView) {
    let Some(outcome) = &view.outcome else { return };
    let seats: Vec<usize> = (0..outcome.places.len()).filter(|&s| outcome.places[s] == 1).collect();
    let colours: Vec<String> = seats.iter().filter_map(|&s| view.seat_colours.get(s).cloned().flatten()).collect();
    let cheer = celebration(scene, motion, &colours, &seats);
    motion.extend(cheer);
}

/// The transitions of a move whose `events` turned `old` into `new`.
pub fn transitions(old: &Scene, new: &Scene, events: &[Event]) -> Vec<Transition> {
    let mut plan = Plan { out: Vec::new(), clock: 0 };
    for event in events {
        match event {
            Event::DiceRolled { .. } => {
                for die in new.nodes.iter().filter(|n| matches!(n.face, Face::Die { .. })) {
                    let end = die.rect;
                    let start = old.node(&die.id).map(|n| n.rect).unwrap_or(end);
                    let wobble = |dx: f32, dy: f32| Rect { x: end.x + dx * end.w, y: end.y + dy * end.h, ..end };
                    let rects = [start, wobble(-0.35, 0.2), wobble(0.3, -0.25), wobble(-0.12, 0.1), end];
                    let t = Transition {
                        node: die.id.clone(),
                        kind: MotionKind::Roll,
                        delay_ms: plan.clock,
                        duration_ms: ROLL_MS,
                        path: spread(&rects),
                        flip: false,
                    };
                    // A mark on the die (where to tap to roll, the last roll) tumbles
                    // with it rather than waiting where the die will land.
                    for mark in marks_on(new, &die.id) {
                        let on_mark =
                            |r: &Rect| Rect { x: r.x + mark.rect.x - end.x, y: r.y + mark.rect.y - end.y, ..mark.rect };
                        let path = spread(&rects.iter().map(on_mark).collect::<Vec<_>>());
                        plan.add(Transition { node: mark.id.clone(), path, ..t.clone() }, false);
                    }
                    plan.add(t, true);
                }
            }
            Event::PieceMoved { piece, path } => {
                let (Some(from), Some(to)) = (old.node(piece), new.node(piece)) else { continue };
                let mut rects = vec![from.rect];
                for id in path.iter().skip(1).take(path.len().saturating_sub(2)) {
                    if let Some(space) = new.node(id).or_else(|| old.node(id)) {
                        let (cx, cy) = space.rect.centre();
                        rects.push(to.rect.moved_to(cx, cy));
                    }
                }
                rects.push(to.rect);
                let hops = rects.len() - 1;
                let (kind, duration_ms) =
                    if hops > 1 { (MotionKind::Hop, HOP_MS * hops as u32) } else { (MotionKind::Slide, SLIDE_MS) };
                let t = Transition {
                    node: piece.clone(),
                    kind,
                    delay_ms: plan.clock,
                    duration_ms,
                    path: spread(&rects),
                    flip: false,
                };
                plan.add(t, true);
            }
            Event::PieceSentHome { piece, .. } => {
                let (Some(from), Some(to)) = (old.node(piece), new.node(piece)) else { continue };
                let t = Transition {
                    node: piece.clone(),
                    kind: MotionKind::Fly,
                    delay_ms: plan.clock.saturating_sub(GAP_MS),
                    duration_ms: FLY_MS,
                    path: spread(&[from.rect, to.rect]),
                    flip: false,
                };
                plan.add(t, true);
            }
            Event::PiecesSwapped { a, b } => {
                let start = plan.clock;
                for id in [a, b] {
                    let (Some(from), Some(to)) = (old.node(id), new.node(id)) else { continue };
                    let t = Transition {
                        node: id.clone(),
                        kind: MotionKind::Slide,
                        delay_ms: start,
                        duration_ms: SLIDE_MS,
                        path: spread(&[from.rect, to.rect]),
                        flip: false,
                    };
                    plan.add(t, true);
                }
            }
            Event::CardPlayed { seat, card } => {
                let Some(laid) = new.node(&format!("card:{card}")) else { continue };
                // From the same card where this viewer saw it, else from a card of
                // the hand it came out of (its face shown to this viewer), else from
                // the seat's hidden hand or name, turning face up on the way.
                // A card of the same id already lying there (Pairanoid's card of the
                // same rank on the same slot) does not move.
                if old.node(&laid.id).is_some_and(|n| n.rect == laid.rect) {
                    continue;
                }
                let same_id = old.node(&laid.id);
                let same_face = old
                    .nodes
                    .iter()
                    .find(|n| n.kind == NodeKind::Card && n.face == laid.face && new.node(&n.id).is_none());
                let hidden = old
                    .nodes
                    .iter()
                    .find(|n| n.id.starts_with(&format!("back:{seat}:")))
                    .or_else(|| old.node(&format!("seat:{seat}")));
                let (from, flip) = match (same_id.or(same_face), hidden) {
                    (Some(n), _) => (n.rect, false),
                    (None, Some(n)) => (n.rect.moved_to(n.rect.centre().0, n.rect.centre().1), true),
                    (None, None) => continue,
                };
                let from = if flip { laid.rect.moved_to(from.centre().0, from.centre().1) } else { from };
                let t = Transition {
                    node: laid.id.clone(),
                    kind: MotionKind::Deal,
                    delay_ms: plan.clock,
                    duration_ms: DEAL_MS,
                    path: spread(&[from, laid.rect]),
                    flip,
                };
                plan.add(t, true);
            }
            Event::Dealt { .. } => {
                let Some(pile) = old.node("pile") else { continue };
                let (px, py) = pile.rect.centre();
                let mut k = 0;
                for card in new.nodes.iter().filter(|n| n.kind == NodeKind::Card && old.node(&n.id).is_none()) {
                    let t = Transition {
                        node: card.id.clone(),
                        kind: MotionKind::Deal,
                        delay_ms: plan.clock + k * GAP_MS,
                        duration_ms: DEAL_MS,
                        path: spread(&[card.rect.moved_to(px, py), card.rect]),
                        flip: matches!(card.face, Face::Card { .. }),
                    };
                    plan.add(t, false);
                    k += 1;
                }
                plan.clock += k * GAP_MS + DEAL_MS;
            }
            _ => {}
        }
    }
    // Everything else that moved (cards picked up, a checker borne off, a stack
    // re-spaced) slides from where it was, together, after the named motions.
    let Plan { mut out, clock: start } = plan;
    for n in &new.nodes {
        if n.kind == NodeKind::Mark || out.iter().any(|t| t.node == n.id) {
            continue;
        }
        let Some(before) = old.node(&n.id) else { continue };
        let turned = before.face_up() != n.face_up();
        if before.rect == n.rect && !turned {
            continue;
        }
        let kind = match (n.kind, before.rect == n.rect) {
            (NodeKind::Card, true) => MotionKind::Flip,
            (NodeKind::Card, false) => MotionKind::Deal,
            _ => MotionKind::Slide,
        };
        out.push(Transition {
            node: n.id.clone(),
            kind,
            delay_ms: start,
            duration_ms: SLIDE_MS,
            path: spread(&[before.rect, n.rect]),
            flip: turned,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Seat, Setup};
    use crate::games::{fevga::Fevga, fia::Fia, fjols::Fjols, pairanoid::Pairanoid};
    use crate::scene::tests::walk;

    /// Every transition of every move of a few bot games, as each viewer sees them:
    /// it starts where its node was (or on a node of the old scene it comes out of,
    /// a hidden hand or the pile) and ends where the node is; its keyframes run from
    /// 0 to 1 in order. Returns how many transitions were checked.
    fn check<G: Game>(players: usize, seeds: u64, moves: usize) -> usize {
        let mut checked = 0;
        for seed in 0..seeds {
            let mut before: Option<G::State> = None;
            walk::<G>(Setup::new(players), seed, moves, |s, events| {
                let Some(prev) = before.replace(s.clone()) else { return };
                for viewer in std::iter::once(None).chain((0..players).map(|v| Some(v as Seat))) {
                    let (old, new) = (G::scene(&prev, viewer), G::scene(s, viewer));
                    for t in transitions(&old, &new, events) {
                        let (first, last) = (t.path[0], t.path[t.path.len() - 1]);
                        let node = new.node(&t.node).unwrap_or_else(|| panic!("{} is not in the new scene", t.node));
                        assert_eq!(last.rect, node.rect, "{} {:?}: ends where it is", t.node, t.kind);
                        assert_eq!((first.at, last.at), (0.0, 1.0));
                        assert!(t.path.windows(2).all(|w| w[0].at < w[1].at), "{}: keyframes in order", t.node);
                        match old.node(&t.node) {
                            Some(was) => {
                                assert_eq!(first.rect, was.rect, "{} {:?}: starts where it was", t.node, t.kind)
                            }
                            None => {
                                let (cx, cy) = first.rect.centre();
                                let source = old.nodes.iter().any(|n| {
                                    let (ox, oy) = n.rect.centre();
                                    (ox - cx).abs() < 1e-3 && (oy - cy).abs() < 1e-3
                                });
                                // A die new to the board tumbles in on its own place.
                                let in_place = t.kind == MotionKind::Roll && first.rect == last.rect;
                                assert!(
                                    source || in_place,
                                    "{} {:?}: starts on a node of the old scene",
                                    t.node,
                                    t.kind
                                );
                            }
                        }
                        checked += 1;
                    }
                }
            });
        }
        checked
    }

    /// The highlight on a die tumbles with the die: the same times, the same path
    /// (moved by the mark's offset), never waiting where the die will land.
    #[test]
    fn a_mark_on_a_die_moves_with_the_die() {
        use crate::message::Msg;
        use crate::scene::parts::die;
        use crate::scene::{mark_node, MarkKind, Rect as R};
        let at = |x: f32| die("fia:die", R::centred(x, 5.0, 1.0), 3, Msg::new("scene-die"));
        let mut old = Scene::default();
        old.push(at(2.0));
        let mut new = Scene::default();
        new.push(at(6.0));
        let end = new.node("fia:die").unwrap().rect;
        new.push(mark_node(MarkKind::Legal, "mark:legal:fia:die", end, crate::scene::Shape::ROUNDED, Msg::new("x")));
        let ts = transitions(&old, &new, &[Event::DiceRolled { seat: Some(0), values: vec![3] }]);
        let die_t = ts.iter().find(|t| t.node == "fia:die").expect("the die rolls");
        let mark_t = ts.iter().find(|t| t.node == "mark:legal:fia:die").expect("its mark rolls with it");
        assert_eq!((mark_t.delay_ms, mark_t.duration_ms), (die_t.delay_ms, die_t.duration_ms));
        let mark = new.node("mark:legal:fia:die").unwrap().rect;
        for (d, m) in die_t.path.iter().zip(&mark_t.path) {
            assert_eq!(d.at, m.at);
            assert!(
                (m.rect.x - d.rect.x - (mark.x - end.x)).abs() < 1e-5
                    && (m.rect.y - d.rect.y - (mark.y - end.y)).abs() < 1e-5
            );
        }
    }

    #[test]
    fn every_transition_runs_from_the_old_place_to_the_new() {
        assert!(check::<Fia>(4, 2, 300) > 100);
        assert!(check::<Pairanoid>(4, 1, 200) > 50);
        assert!(check::<Fjols>(3, 2, 150) > 50);
        assert!(check::<Fevga>(2, 2, 200) > 50);
    }
}

#[cfg(test)]
mod cheer_tests {
    use super::*;
    use crate::scene::Shape;

    fn board() -> Scene {
        let mut scene = Scene::new(4.0, 2.0);
        for (id, colour, x) in [("r0", "red", 0.5), ("r1", "red", 1.5), ("b0", "blue", 2.5)] {
            scene.push(Node::new(id, NodeKind::Piece, Rect::centred(x, 1.0, 0.4)).shape(Shape::Circle).color(colour));
        }
        scene.push(Node::new("seat:0", NodeKind::Label, Rect::centred(2.0, 0.2, 0.3)));
        scene
    }

    #[test]
    fn the_winners_pieces_hop_in_place_after_the_last_move_and_no_one_elses() {
        let scene = board();
        let moved = Transition {
            node: "r1".into(),
            kind: MotionKind::Slide,
            delay_ms: 0,
            duration_ms: 300,
            path: spread(&[Rect::centred(3.5, 1.0, 0.4), scene.node("r1").unwrap().rect]),
            flip: false,
        };
        let cheer = celebration(&scene, std::slice::from_ref(&moved), &["red".to_string()], &[0]);
        let ids: Vec<&str> = cheer.iter().map(|t| t.node.as_str()).collect();
        assert_eq!(ids, ["r0"], "red's pieces, not blue's; r1 keeps its move");
        let t = &cheer[0];
        let home = scene.node("r0").unwrap().rect;
        assert_eq!((t.path.first().unwrap().rect, t.path.last().unwrap().rect), (home, home), "in place");
        assert!(t.path.iter().any(|k| k.rect.y < home.y), "it rises");
        assert!(t.delay_ms >= 300, "after the last move");
        assert_eq!(t.kind, MotionKind::Hop);
    }

    #[test]
    fn a_card_game_cheers_with_the_winners_seat_label() {
        let mut scene = board();
        scene.nodes.retain(|n| n.kind != NodeKind::Piece);
        let cheer = celebration(&scene, &[], &["red".to_string()], &[0]);
        assert_eq!(cheer.iter().map(|t| t.node.as_str()).collect::<Vec<_>>(), ["seat:0"]);
        assert!(celebration(&scene, &[], &[], &[]).is_empty(), "no winner, no cheer");
    }
}
