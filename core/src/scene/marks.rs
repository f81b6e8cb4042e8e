//! Marks: the highlights every game shares (legal steps and their targets, the last
//! move, the hint, whose turn). Nothing here knows a game: marks find their nodes by
//! id, and a mark copies the shape of what it marks, so a ring goes round a piece
//! and a dashed triangle round a backgammon point.

use super::{Face, MarkKind, Node, NodeKind, Rect, Role, Scene, Shape};
use crate::game::StepInfo;
use crate::message::Msg;

/// Id of the area where a card game's laid cards lie in play (Fjols' chain). In a
/// scene that has one, a laid card is marked as a last move only there.
pub const LAID_AREA: &str = "laid";

/// Id prefix of a choice chip ([`Scene::mark_choices`]); the rest is the step's notation.
pub const CHOICE_PREFIX: &str = "choice:";

/// Drawing order of choice chips: over every piece, card and mark.
const CHOICE_Z: i32 = 200;

/// Marks a group key in [`Scene::mark_choices`] as "nodeless steps at this anchor".
const CHOICE_ANCHOR_ONLY: &str = "\u{1}";

/// A mark of `kind` over `rect`, outlined in the mark's colour. `shape` is the shape
/// of what it marks (a ring's outline follows its circle).
pub fn mark_node(kind: MarkKind, id: impl Into<String>, rect: Rect, shape: Shape, label: Msg) -> Node {
    let shape = match shape {
        Shape::Ring { .. } => Shape::Circle,
        Shape::Arrow { .. } => Shape::Rect,
        s => s,
    };
    let side = rect.w.min(rect.h);
    // A round thing takes a bold ring; a card or a point a finer line, so the
    // index of the card beside it and the count on a stack stay readable.
    let line = if matches!(shape, Shape::Circle) { 0.12 } else { 0.06 };
    let node = Node::new(id, NodeKind::Mark, rect)
        .shape(shape)
        .outline(kind.color(), side * line)
        .face(Face::Mark { mark: kind })
        .label(label)
        .role(Role::Hidden)
        .z(kind.z());
    if matches!(kind, MarkKind::Target | MarkKind::Hint) {
        node.dashed()
    } else {
        node
    }
}

impl Scene {
    /// Marks each seat's last turn (from [`crate::recent_turns::last_turns`]: `turns`
    /// holds each seat and the events of its turn's actions), so a player who looks up
    /// sees what every opponent did since their own last turn: where each moved piece
    /// started and ended, the card laid, the pieces swapped, and the seat that picked
    /// cards up from the table. Each mark's label names the seat (with
    /// [`super::seat_name`], filled in by [`Scene::name_seats`]); the mark where a move
    /// ended is an accessibility item, so a screen reader lists who did what.
    ///
    /// The events find their nodes by id: a piece and its path by the ids in
    /// `PieceMoved` and `PiecesSwapped`; a laid card by `card:<notation>`, the notation
    /// being the one in `CardPlayed`; a seat by `seat:<n>`. A game whose scene has no
    /// such node simply gets no mark for that event. A laid card is marked only where
    /// it lies face up, and in a scene with a [`LAID_AREA`] only inside it: a card
    /// picked up since is in a hand, and a hand is no place for a public mark (nor is
    /// a card face a viewer may not see). So the marks are the same for every viewer.
    /// A draw from the pile is not marked: it follows from the laid card by rule, and
    /// the seat's choice was the card. A scene that already holds last-move marks of
    /// its own (Fevga: the whole play, under the checkers so no outline crosses a
    /// stack's count) gets none, nor does a [`Scene::fresh_board`].
    pub fn mark_last_turns(&mut self, turns: &[(crate::game::Seat, Vec<crate::event::Event>)]) {
        if self.fresh_board
            || self.nodes.iter().any(|n| n.kind == NodeKind::Mark && n.outline == MarkKind::Last.color())
        {
            return;
        }
        let mut marks = Vec::new();
        for (seat, events) in turns {
            self.turn_marks(*seat, events, &mut marks);
        }
        self.nodes.extend(marks);
    }

    /// The marks of one seat's turn (see [`Scene::mark_last_turns`]).
    fn turn_marks(&self, seat: crate::game::Seat, events: &[crate::event::Event], marks: &mut Vec<Node>) {
        use crate::event::Event;
        let who = super::seat_name(seat);
        let table = self.node(LAID_AREA).map(|n| n.rect);
        let on_table = |n: &Node| {
            let (x, y) = n.rect.centre();
            table.is_none_or(|t| t.contains(x, y))
        };
        // One mark per id: a piece that moved twice in the turn is marked where it
        // first started and where it last ended.
        let mut push = |mark: Node| match marks.iter_mut().find(|m| m.id == mark.id) {
            Some(was) if mark.id.contains(":to:") => *was = mark,
            Some(_) => {}
            None => marks.push(mark),
        };
        for event in events {
            match event {
                Event::PieceMoved { piece, path } => {
                    for (end, id) in [("from", path.first()), ("to", path.last())] {
                        let Some(space) = id.and_then(|id| self.node(id)) else { continue };
                        let label = Msg::new(format!("scene-mark-last-{end}"))
                            .arg("who", who.clone())
                            .arg("what", space.label.clone());
                        let id = format!("mark:last:{seat}:{end}:{piece}");
                        let mark = mark_node(MarkKind::Last, id, space.rect, space.shape, label);
                        push(if end == "to" { mark.role(Role::Item) } else { mark });
                    }
                }
                Event::PiecesSwapped { a, b } => {
                    for piece in [a, b] {
                        let Some(node) = self.node(piece) else { continue };
                        let label =
                            Msg::new("scene-mark-last-swapped").arg("who", who.clone()).arg("what", node.label.clone());
                        let id = format!("mark:last:{seat}:swapped:{piece}");
                        push(mark_node(MarkKind::Last, id, node.rect, node.shape, label).role(Role::Item));
                    }
                }
                Event::CardPlayed { card, .. } => {
                    let laid = self.node(&format!("card:{card}"));
                    let Some(laid) = laid.filter(|n| n.kind == NodeKind::Card && n.face_up() && on_table(n)) else {
                        continue;
                    };
                    let label =
                        Msg::new("scene-mark-last-played").arg("who", who.clone()).arg("what", laid.label.clone());
                    let id = format!("mark:last:{seat}:played:{card}");
                    push(mark_node(MarkKind::Last, id, laid.rect, laid.shape, label).role(Role::Item));
                }
                Event::CardsTaken { seat: taker, count, from_table: true } => {
                    let Some(place) = self.node(&format!("seat:{taker}")) else { continue };
                    let label =
                        Msg::new("scene-mark-last-picked-up").arg("who", place.label.clone()).arg("count", *count);
                    let id = format!("mark:last:{taker}:picked_up:seat:{taker}");
                    push(mark_node(MarkKind::Last, id, place.rect, place.shape, label).role(Role::Item));
                }
                _ => {}
            }
        }
    }

    /// Marks the nodes a player has chosen for the move being built (a card picked
    /// before its marble): the pending steps that name a node but no target. A step
    /// with a target has moved something, which the preview already shows where it went.
    pub fn mark_chosen(&mut self, chosen: &[crate::game::StepInfo]) {
        let mut marks: Vec<Node> = Vec::new();
        for step in chosen.iter().filter(|s| s.target.is_none()) {
            let Some(id) = &step.node else { continue };
            let Some(n) = self.nodes.iter().find(|n| &n.id == id) else { continue };
            let label = Msg::new("scene-mark-chosen").arg("what", n.label.clone());
            marks.push(mark_node(MarkKind::Selected, format!("mark:selected:{id}"), n.rect, n.shape, label).z(n.z + 1));
        }
        self.nodes.extend(marks);
    }

    /// Marks the offered next steps and wires each step to its node: the node a step
    /// starts from becomes tappable with that step and gets a `Legal` ring, and the
    /// node it ends on gets a `Target` mark (itself tappable when the start node is
    /// shared by several steps, so a tap on the target picks the step).
    pub fn mark_steps(&mut self, steps: &[crate::game::StepInfo]) {
        let mut marks: Vec<Node> = Vec::new();
        for step in steps {
            let shared = steps.iter().filter(|s| s.node.is_some() && s.node == step.node).count() > 1;
            if let Some(id) = &step.node {
                if let Some(n) = self.nodes.iter_mut().find(|n| &n.id == id) {
                    if n.action.is_none() && !shared {
                        n.action = Some(step.notation.clone());
                    }
                    let ring = format!("mark:legal:{id}");
                    if !marks.iter().any(|m| m.id == ring) {
                        let label = Msg::new("scene-mark-legal").arg("what", n.label.clone());
                        // Just over its own node: under the checkers on a point, under
                        // the next card of a fanned hand.
                        marks.push(mark_node(MarkKind::Legal, ring, n.rect, n.shape, label).z(n.z + 1));
                    }
                }
            }
            if let Some(target) = &step.target {
                if let Some(t) = self.nodes.iter().find(|n| &n.id == target) {
                    let label =
                        Msg::new("scene-mark-target").arg("what", t.label.clone()).arg("step", step.label.clone());
                    let id = format!("mark:{}:{}", target, step.notation);
                    let mut mark = mark_node(MarkKind::Target, id, t.rect, t.shape, label).z(t.z + 1);
                    mark.action = Some(step.notation.clone());
                    mark.role = Role::Item;
                    marks.push(mark);
                }
            }
        }
        self.nodes.extend(marks);
    }

    /// Offers at the board the choices one tap cannot make: chips (small tappable
    /// labels, each one step, in its short words, [`StepInfo::short_label`]; a screen
    /// reader hears the whole label) drawn beside what they belong to.
    /// Called after [`Scene::mark_steps`] with the same `steps` and the steps chosen
    /// so far. Three cases, each a place where a tap alone would be ambiguous:
    ///
    /// - several steps are played by a tap on the same place (two checkers reach one
    ///   point, a bear-off with either die, two marbles of a 7 reach one field, a point
    ///   whose own checker moves and onto which another may come): that place and its
    ///   target marks stop being tappable (the topmost would win whatever the player
    ///   meant) and the chips sit there, unless each of those steps is also played
    ///   by a tap on its own piece or card (every card of a hand laid on one table);
    /// - several steps start at the same node and name no target (a card played two
    ///   ways): the chips sit at the node;
    /// - steps that name no node at all (a joker's value, an ace's 1 or 11, a four's
    ///   direction) after a step that did (the card just tapped): the chips sit at
    ///   that node. With nothing chosen yet they stay in the list only.
    ///
    /// The list of steps stays the accessible and keyboard way; the chips are
    /// accessibility items too (their label is the step's).
    pub fn mark_choices(&mut self, steps: &[StepInfo], chosen: &[StepInfo]) {
        type Group<'a> = (String, Vec<&'a StepInfo>);
        fn add<'a>(groups: &mut Vec<Group<'a>>, at: &str, step: &'a StepInfo) {
            match groups.iter_mut().find(|(a, _)| a == at) {
                Some((_, g)) if g.iter().any(|s| s.notation == step.notation) => {}
                Some((_, g)) => g.push(step),
                None => groups.push((at.to_string(), vec![step])),
            }
        }
        let mut groups: Vec<Group> = Vec::new();
        // What the player tapped last that is on the board: where a nodeless step belongs.
        let anchor = chosen
            .iter()
            .rev()
            .find_map(|s| s.target.as_ref().or(s.node.as_ref()))
            .filter(|id| self.node(id).is_some());
        for step in steps {
            // Every place a tap could play this step: its target, and its node where a
            // tap there plays it (mark_steps wired it) or where it names no target.
            if let Some(target) = step.target.as_deref().filter(|t| self.node(t).is_some()) {
                add(&mut groups, target, step);
            }
            if let Some(node) = step.node.as_deref().and_then(|id| self.node(id)) {
                if node.action.as_deref() == Some(step.notation.as_str()) || step.target.is_none() {
                    add(&mut groups, &node.id.clone(), step);
                }
            }
            if step.node.is_none() && step.target.is_none() {
                if let Some(a) = anchor {
                    add(&mut groups, &format!("{CHOICE_ANCHOR_ONLY}{a}"), step)
                }
            }
        }
        let mut chips = Vec::new();
        for (at, group) in groups {
            let only_anchor = at.strip_prefix(CHOICE_ANCHOR_ONLY);
            // One step at a target or node is a plain tap (mark_steps wired it); nodeless
            // steps are offered at the anchor even alone (nothing else shows them).
            if group.len() < 2 && only_anchor.is_none() {
                continue;
            }
            let at = only_anchor.unwrap_or(&at).to_string();
            // Each step here played by a tap on its own piece or card elsewhere (every
            // attack card of a Durak hand goes to the one table): that tap is the way
            // to it, and chips for all of them would cover the board for nothing.
            let own_node = |step: &StepInfo| {
                step.node.as_deref().is_some_and(|id| {
                    id != at && self.node(id).is_some_and(|n| n.action.as_deref() == Some(step.notation.as_str()))
                })
            };
            let needs_chips = only_anchor.is_some() || !group.iter().all(|s| own_node(s));
            // The place and its target marks no longer pick a step themselves: the
            // topmost would win whatever the player meant.
            for step in &group {
                let mark = format!("mark:{}:{}", at, step.notation);
                for n in self.nodes.iter_mut().filter(|n| n.id == mark || n.id == at) {
                    if n.action.as_deref() == Some(step.notation.as_str()) {
                        n.action = None;
                    }
                }
            }
            if !needs_chips {
                continue;
            }
            let Some(rect) = self.node(&at).map(|n| n.rect) else { continue };
            // A step offered at two ambiguous places gets one chip (ids stay unique), at the first.
            let group: Vec<&StepInfo> = group
                .into_iter()
                .filter(|s| !chips.iter().any(|c: &Node| c.id == format!("{CHOICE_PREFIX}{}", s.notation)))
                .collect();
            if group.is_empty() {
                continue;
            }
            for (k, place) in self.chip_rects(rect, group.len(), &chips).into_iter().enumerate() {
                let step = group[k];
                chips.push(
                    Node::new(format!("{CHOICE_PREFIX}{}", step.notation), NodeKind::Label, place)
                        .shape(Shape::RoundRect { radius: 0.5 })
                        .color("label")
                        .outline(MarkKind::Target.color(), place.h * 0.08)
                        .text(step.short_label().clone())
                        .label(step.label.clone())
                        .role(Role::Item)
                        .z(CHOICE_Z),
                );
                if let Some(chip) = chips.last_mut() {
                    chip.action = Some(step.notation.clone());
                }
            }
        }
        self.nodes.extend(chips);
    }

    /// Places for `n` chips beside `at`: in rows of up to two (three for many), kept
    /// inside the board, where they cover no other chip, no label and no centre of a node a tap
    /// plays (another piece or target stays tappable while the chips are up): just
    /// below `at`, else just above, else the free row nearest to it. Where no row is
    /// free (a crowded board), just below or above.
    fn chip_rects(&self, at: Rect, n: usize, chips: &[Node]) -> Vec<Rect> {
        let cols = match n {
            0..=3 => 1,
            4..=8 => 2,
            _ => 3,
        };
        let rows = n.div_ceil(cols);
        let side = self.width.min(self.height);
        let h = side * 0.075;
        let gap = h * 0.15;
        let w = (self.width * 0.9 / cols as f32).min(self.width * 0.4);
        let total_w = cols as f32 * w + (cols - 1) as f32 * gap;
        let total_h = rows as f32 * h + (rows - 1) as f32 * gap;
        let (cx, cy) = at.centre();
        let left = (cx - total_w / 2.0).clamp(0.0, (self.width - total_w).max(0.0));
        let place = |top: f32| -> Vec<Rect> {
            let top = top.clamp(0.0, (self.height - total_h).max(0.0));
            (0..n)
                .map(|k| {
                    let (r, c) = (k / cols, k % cols);
                    Rect { x: left + c as f32 * (w + gap), y: top + r as f32 * (h + gap), w, h }
                })
                .collect()
        };
        let overlaps = |a: &Rect, b: &Rect| a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
        // Free: over no other chip and no centre of a node a tap plays; `quiet` also
        // over no label the player reads (a pip count, a name, a score), wanted
        // first and given up only on a board too crowded for it.
        let free = |rects: &[Rect], quiet: bool| {
            rects.iter().all(|r| {
                chips.iter().all(|c| !overlaps(r, &c.rect))
                    && (!quiet
                        || self
                            .nodes
                            .iter()
                            .filter(|n| n.kind == NodeKind::Label && n.action.is_none())
                            .all(|n| !overlaps(r, &n.rect)))
                    && self.nodes.iter().filter(|n| n.action.is_some()).all(|n| {
                        let (x, y) = n.rect.centre();
                        !r.contains(x, y)
                    })
            })
        };
        let below = at.y + at.h + gap;
        let above = at.y - gap - total_h;
        let first = if below + total_h <= self.height { below } else { above };
        let mut tops = vec![first, if first == below { above } else { below }];
        // Then every row of the board, nearest to the place first.
        let steps = ((self.height - total_h) / (h * 0.5)).max(0.0) as usize;
        let mut rest: Vec<f32> = (0..=steps).map(|k| k as f32 * h * 0.5).collect();
        rest.sort_by(|a, b| (a + total_h / 2.0 - cy).abs().total_cmp(&(b + total_h / 2.0 - cy).abs()));
        tops.extend(rest);
        let placed: Vec<Vec<Rect>> = tops.into_iter().map(place).collect();
        (placed.iter().find(|r| free(r, true)))
            .or_else(|| placed.iter().find(|r| free(r, false)))
            .cloned()
            .unwrap_or_else(|| place(first))
    }

    /// The marks of a move picked in the log: each of `ids` (a log entry's
    /// [`crate::i18n::LogEntry::marks`]) that this scene shows is outlined as a past
    /// move, over its node, and named for a screen reader. A card is marked only where
    /// this viewer sees its face (never in a hand turned away); an id the scene does
    /// not show (a piece since taken off) gets no mark.
    pub fn log_marks(&self, ids: &[String]) -> Vec<Node> {
        ids.iter()
            .filter_map(|id| self.node(id))
            .filter(|n| n.kind != NodeKind::Card || n.face_up())
            .map(|n| {
                let label = Msg::new("scene-mark-logged").arg("what", n.label.clone());
                mark_node(MarkKind::Last, format!("mark:log:{}", n.id), n.rect, n.shape, label)
                    .role(Role::Item)
                    .z(n.z.max(MarkKind::Last.z()) + 1)
            })
            .collect()
    }

    /// Marks the steps of a hinted move (from
    /// [`crate::session::PlaySession::move_steps`]): each step's start and end node
    /// gets a dashed `Hint` outline, numbered in its label so a screen reader says the
    /// hint step by step.
    pub fn mark_hint(&mut self, steps: &[crate::game::StepInfo]) {
        let mut marks = Vec::new();
        for (i, step) in steps.iter().enumerate() {
            for (end, id) in [("from", &step.node), ("to", &step.target)] {
                let Some(n) = id.as_deref().and_then(|id| self.node(id)) else { continue };
                let label = Msg::new("scene-mark-hint")
                    .arg("step", step.label.clone())
                    .arg("number", i + 1)
                    .arg("what", n.label.clone());
                marks.push(mark_node(MarkKind::Hint, format!("mark:hint:{i}:{end}"), n.rect, n.shape, label));
            }
        }
        self.nodes.extend(marks);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Event;
    use crate::game::StepInfo;

    fn named(key: &str) -> Msg {
        Msg::new(key)
    }

    /// A small card-table scene: seat 1's node, a face-up `7h` on the table and, as a
    /// hand hidden from this viewer would be, a back that still carries a card id
    /// (no game should do that; the marks must not trust it).
    fn table() -> Scene {
        let mut scene = Scene::new(1.0, 1.0);
        scene.push(Node::new("seat:1", NodeKind::Label, Rect::centred(0.5, 0.1, 0.2)).label(named("seat")));
        let up = Face::Card {
            rank: super::super::Rank::Number(7),
            suit: Some(super::super::Suit::Hearts),
            trump: Default::default(),
        };
        scene.push(Node::new("card:7h", NodeKind::Card, Rect::centred(0.5, 0.5, 0.1)).face(up).label(named("seven")));
        scene.push(Node::new("card:Qs", NodeKind::Card, Rect::centred(0.2, 0.1, 0.1)).face(Face::CardBack));
        scene
    }

    fn marks_of(scene: &Scene, kind: MarkKind) -> Vec<&Node> {
        scene.nodes.iter().filter(|n| n.face == Face::Mark { mark: kind }).collect()
    }

    fn who(seat: usize) -> crate::message::Arg {
        crate::message::Arg::Msg(crate::scene::seat_name(seat))
    }

    #[test]
    fn a_laid_card_is_marked_where_it_lies_and_names_who_laid_it() {
        let mut scene = table();
        scene.mark_last_turns(&[(0, vec![Event::CardPlayed { seat: 0, card: "7h".into() }])]);
        let marks = marks_of(&scene, MarkKind::Last);
        assert_eq!(marks.len(), 1);
        let m = marks[0];
        assert_eq!(m.id, "mark:last:0:played:7h");
        assert_eq!((m.kind, m.z, m.outline.as_str(), m.role), (NodeKind::Mark, 40, "mark-last", Role::Item));
        assert_eq!(m.label, Msg::new("scene-mark-last-played").arg("who", who(0)).arg("what", named("seven")));
        assert_eq!(m.rect, scene.node("card:7h").unwrap().rect, "the mark lies on the card");
    }

    #[test]
    fn a_card_face_down_or_absent_is_never_marked() {
        let mut scene = table();
        let before = scene.clone();
        scene.mark_last_turns(&[(
            0,
            vec![Event::CardPlayed { seat: 0, card: "Qs".into() }, Event::CardPlayed { seat: 0, card: "Ah".into() }],
        )]);
        assert_eq!(scene, before);
    }

    #[test]
    fn a_laid_card_outside_the_table_area_is_not_marked() {
        // The scene keeps its laid cards in a table area; 7h lies outside it (picked up
        // into a hand since): no mark, though its face is up.
        let mut scene = table();
        scene.push(Node::new(LAID_AREA, NodeKind::Space, Rect::centred(0.5, 0.9, 0.2)));
        let before = scene.clone();
        scene.mark_last_turns(&[(0, vec![Event::CardPlayed { seat: 0, card: "7h".into() }])]);
        assert_eq!(scene, before);
        scene.nodes.iter_mut().find(|n| n.id == LAID_AREA).unwrap().rect = Rect::centred(0.5, 0.5, 0.4);
        scene.mark_last_turns(&[(0, vec![Event::CardPlayed { seat: 0, card: "7h".into() }])]);
        assert_eq!(marks_of(&scene, MarkKind::Last).len(), 1, "inside the area it is marked");
    }

    #[test]
    fn a_pick_up_from_the_table_marks_the_seat_and_a_draw_does_not() {
        let mut scene = table();
        scene.mark_last_turns(&[(
            1,
            vec![
                Event::CardsTaken { seat: 1, count: 3, from_table: false },
                Event::CardsTaken { seat: 1, count: 2, from_table: true },
                Event::CardsTaken { seat: 4, count: 1, from_table: true },
            ],
        )]);
        let marks = marks_of(&scene, MarkKind::Last);
        assert_eq!(marks.len(), 1, "only the pick-up by a seat the scene shows");
        let m = marks[0];
        assert_eq!(m.id, "mark:last:1:picked_up:seat:1");
        assert_eq!(m.label, Msg::new("scene-mark-last-picked-up").arg("who", named("seat")).arg("count", 2));
        assert_eq!(m.rect.centre(), scene.node("seat:1").unwrap().rect.centre());
    }

    fn row() -> Scene {
        let mut scene = Scene::new(1.0, 1.0);
        for (i, id) in ["a", "b", "c"].into_iter().enumerate() {
            scene.push(Node::new(id, NodeKind::Space, Rect::centred(0.2 * i as f32 + 0.2, 0.5, 0.1)).label(named(id)));
        }
        scene.push(
            Node::new("p", NodeKind::Piece, Rect::centred(0.2, 0.5, 0.08)).shape(Shape::Circle).label(named("p")),
        );
        scene
    }

    #[test]
    fn a_moved_piece_is_marked_at_both_ends() {
        let mut scene = row();
        let path = ["a", "b", "c"].map(String::from).to_vec();
        scene.mark_last_turns(&[(2, vec![Event::PieceMoved { piece: "p".into(), path }])]);
        let marks: Vec<(&str, Msg, (f32, f32), Role)> = marks_of(&scene, MarkKind::Last)
            .iter()
            .map(|m| (m.id.as_str(), m.label.clone(), m.rect.centre(), m.role))
            .collect();
        assert_eq!(
            marks,
            vec![
                (
                    "mark:last:2:from:p",
                    Msg::new("scene-mark-last-from").arg("who", who(2)).arg("what", named("a")),
                    scene.node("a").unwrap().rect.centre(),
                    Role::Hidden,
                ),
                (
                    "mark:last:2:to:p",
                    Msg::new("scene-mark-last-to").arg("who", who(2)).arg("what", named("c")),
                    scene.node("c").unwrap().rect.centre(),
                    Role::Item,
                ),
            ]
        );
    }

    #[test]
    fn a_piece_moved_twice_in_a_turn_is_marked_where_it_first_started_and_last_ended() {
        let mut scene = row();
        let path = |a: &str, b: &str| vec![a.to_string(), b.to_string()];
        let twice = vec![
            Event::PieceMoved { piece: "p".into(), path: path("a", "b") },
            Event::PieceMoved { piece: "p".into(), path: path("b", "c") },
        ];
        scene.mark_last_turns(&[(0, twice)]);
        let ends: Vec<(&str, (f32, f32))> =
            marks_of(&scene, MarkKind::Last).iter().map(|m| (m.id.as_str(), m.rect.centre())).collect();
        let at = |id: &str| scene.node(id).unwrap().rect.centre();
        assert_eq!(ends, [("mark:last:0:from:p", at("a")), ("mark:last:0:to:p", at("c"))]);
    }

    #[test]
    fn every_seats_turn_is_marked_and_a_game_that_marks_its_own_gets_none() {
        let mut scene = row();
        scene.push(
            Node::new("q", NodeKind::Piece, Rect::centred(0.6, 0.5, 0.08)).shape(Shape::Circle).label(named("q")),
        );
        let path = |a: &str, b: &str| vec![a.to_string(), b.to_string()];
        let turns = [
            (0, vec![Event::PieceMoved { piece: "p".into(), path: path("a", "b") }]),
            (1, vec![Event::PiecesSwapped { a: "p".into(), b: "q".into() }]),
        ];
        let mut marked = scene.clone();
        marked.mark_last_turns(&turns);
        let ids: Vec<&str> = marks_of(&marked, MarkKind::Last).iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["mark:last:0:from:p", "mark:last:0:to:p", "mark:last:1:swapped:p", "mark:last:1:swapped:q"]);
        // Fevga lays its own last-play marks: the session adds none over them.
        scene.push(mark_node(MarkKind::Last, "last:own", Rect::centred(0.2, 0.5, 0.1), Shape::Rect, named("own")));
        let before = scene.clone();
        scene.mark_last_turns(&turns);
        assert_eq!(scene, before);
    }

    #[test]
    fn steps_ring_the_piece_and_mark_tappable_targets() {
        let mut scene = row();
        let step = |n: &str, t: &str| StepInfo {
            short: None,
            notation: n.into(),
            label: crate::scene::plain(n),
            node: Some("p".into()),
            target: Some(t.into()),
        };
        scene.mark_steps(&[step("p-b", "b"), step("p-c", "c")]);
        assert_eq!(scene.node("p").unwrap().action, None, "a piece with two steps waits for the target tap");
        let legal = marks_of(&scene, MarkKind::Legal);
        assert_eq!(legal.len(), 1);
        assert_eq!(legal[0].shape, Shape::Circle, "the ring follows the piece's shape");
        let targets = marks_of(&scene, MarkKind::Target);
        let actions: Vec<Option<&str>> = targets.iter().map(|m| m.action.as_deref()).collect();
        assert_eq!(actions, [Some("p-b"), Some("p-c")]);
        assert!(targets.iter().all(|m| m.dashed && m.role == Role::Item));
        assert_eq!(scene.hit(0.6, 0.5).and_then(|n| n.action.as_deref()), Some("p-c"));
    }

    fn info(n: &str, node: Option<&str>, target: Option<&str>) -> StepInfo {
        StepInfo {
            short: None,
            notation: n.into(),
            label: crate::scene::plain(n),
            node: node.map(String::from),
            target: target.map(String::from),
        }
    }

    fn chips(scene: &Scene) -> Vec<&Node> {
        scene.nodes.iter().filter(|n| n.id.starts_with(CHOICE_PREFIX)).collect()
    }

    #[test]
    fn two_steps_onto_one_target_are_chosen_by_chips_at_the_target() {
        // Pieces p (on a) and q (on c) can both reach b: a tap on b alone cannot say which.
        let mut scene = row();
        scene.push(
            Node::new("q", NodeKind::Piece, Rect::centred(0.6, 0.5, 0.08)).shape(Shape::Circle).label(named("q")),
        );
        let steps =
            [info("p-b", Some("p"), Some("b")), info("q-b", Some("q"), Some("b")), info("q-c", Some("q"), Some("c"))];
        scene.mark_steps(&steps);
        scene.mark_choices(&steps, &[]);
        let offered: Vec<(&str, Option<&str>)> =
            chips(&scene).iter().map(|c| (c.id.as_str(), c.action.as_deref())).collect();
        assert_eq!(
            offered,
            [("choice:p-b", Some("p-b")), ("choice:q-b", Some("q-b"))],
            "one chip per step onto b, none for c"
        );
        assert_eq!(scene.node("mark:b:p-b").unwrap().action, None, "b's marks no longer pick a step");
        assert_eq!(scene.node("mark:b:q-b").unwrap().action, None);
        assert_eq!(
            scene.node("mark:c:q-c").unwrap().action.as_deref(),
            Some("q-c"),
            "a target of one step is still tapped"
        );
        let b = scene.node("b").unwrap().rect;
        for chip in chips(&scene) {
            assert!(chip.rect.y >= b.y + b.h, "the chips lie just under b");
            assert!((chip.rect.centre().0 - b.centre().0).abs() < 1e-4, "centred on b");
            assert!(
                chip.rect.x >= 0.0
                    && chip.rect.x + chip.rect.w <= scene.width
                    && chip.rect.y + chip.rect.h <= scene.height
            );
            assert_eq!((chip.text.as_ref(), chip.role), (Some(&chip.label), Role::Item), "the chip says its step");
            let (x, y) = chip.rect.centre();
            assert_eq!(scene.hit(x, y).map(|n| n.id.as_str()), Some(chip.id.as_str()), "a chip lies on top");
        }
    }

    #[test]
    fn cards_each_laid_by_a_tap_on_itself_onto_one_table_get_no_chips() {
        // A Durak hand: every card may attack, each goes to the one table "b". A tap on
        // a card plays it; chips for all of them at the table covered the trump and stock.
        let mut scene = row();
        for (id, x) in [("q", 0.4), ("r", 0.6)] {
            scene.push(Node::new(id, NodeKind::Card, Rect::centred(x, 0.9, 0.08)).label(named(id)));
        }
        let steps = [info("p", Some("p"), Some("b")), info("q", Some("q"), Some("b")), info("r", Some("r"), Some("b"))];
        scene.mark_steps(&steps);
        scene.mark_choices(&steps, &[]);
        assert!(chips(&scene).is_empty(), "no chips: {:?}", chips(&scene).iter().map(|c| &c.id).collect::<Vec<_>>());
        for id in ["p", "q", "r"] {
            assert_eq!(scene.node(id).unwrap().action.as_deref(), Some(id), "{id} is played by a tap on it");
            assert_eq!(scene.node(&format!("mark:b:{id}")).unwrap().action, None, "the table alone picks no card");
        }
    }

    #[test]
    fn a_chip_says_its_step_in_short_words_and_reads_out_the_whole_label() {
        let mut scene = row();
        scene.push(
            Node::new("q", NodeKind::Piece, Rect::centred(0.6, 0.5, 0.08)).shape(Shape::Circle).label(named("q")),
        );
        let short = |s: StepInfo, w: &str| s.with_short(named(w));
        let steps = [
            short(info("p-b", Some("p"), Some("b")), "a → b"),
            short(info("q-b", Some("q"), Some("b")), "c → b"),
            info("q-c", Some("q"), Some("c")),
        ];
        scene.mark_steps(&steps);
        scene.mark_choices(&steps, &[]);
        let said: Vec<(Option<Msg>, Msg)> = chips(&scene).iter().map(|c| (c.text.clone(), c.label.clone())).collect();
        assert_eq!(
            said,
            [(Some(named("a → b")), crate::scene::plain("p-b")), (Some(named("c → b")), crate::scene::plain("q-b"))]
        );
    }

    #[test]
    fn a_place_that_is_both_a_piece_to_move_and_a_target_offers_both_as_chips() {
        // p on a moves to c; q on b moves to a: a tap on a could mean either.
        let mut scene = row();
        scene.push(
            Node::new("q", NodeKind::Piece, Rect::centred(0.4, 0.5, 0.08)).shape(Shape::Circle).label(named("q")),
        );
        let steps = [info("a-c", Some("a"), Some("c")), info("b-a", Some("b"), Some("a"))];
        scene.mark_steps(&steps);
        assert_eq!(scene.node("a").unwrap().action.as_deref(), Some("a-c"), "mark_steps alone wires a to its own step");
        scene.mark_choices(&steps, &[]);
        let offered: Vec<Option<&str>> = chips(&scene).iter().map(|c| c.action.as_deref()).collect();
        assert_eq!(offered, [Some("a-c"), Some("b-a")]);
        assert_eq!(scene.node("a").unwrap().action, None);
        assert_eq!(scene.node("mark:a:b-a").unwrap().action, None);
        assert_eq!(scene.node("b").unwrap().action.as_deref(), Some("b-a"), "b still plays its one step");
    }

    #[test]
    fn a_logged_move_is_marked_where_the_scene_shows_its_places_and_a_hidden_card_is_not() {
        let scene = table();
        let ids = ["card:7h", "card:Qs", "seat:1", "gone"].map(String::from);
        let marks = scene.log_marks(&ids);
        let got: Vec<(&str, Rect, Role)> = marks.iter().map(|m| (m.id.as_str(), m.rect, m.role)).collect();
        assert_eq!(
            got,
            [
                ("mark:log:card:7h", scene.node("card:7h").unwrap().rect, Role::Item),
                ("mark:log:seat:1", scene.node("seat:1").unwrap().rect, Role::Item),
            ],
            "the face-up card and the seat; not the card turned away, not a node the scene lacks"
        );
        assert_eq!(marks[0].face, Face::Mark { mark: MarkKind::Last });
        assert_eq!(marks[0].label, Msg::new("scene-mark-logged").arg("what", named("seven")));
        assert!(marks.iter().all(|m| m.z > scene.node(&m.id["mark:log:".len()..]).unwrap().z), "over what it marks");
    }

    #[test]
    fn steps_without_a_node_are_offered_at_what_was_tapped_last() {
        // A joker tapped (a step with a node, no target), then its value (no node):
        // the values are chips at the card; before anything is chosen, none.
        let mut scene = row();
        let values = [info("=5", None, None), info("=Q", None, None)];
        let mut before = scene.clone();
        before.mark_choices(&values, &[]);
        assert!(chips(&before).is_empty(), "nothing chosen: the list alone offers them");
        scene.mark_choices(&values, &[info("X", Some("p"), None)]);
        let offered: Vec<Option<&str>> = chips(&scene).iter().map(|c| c.action.as_deref()).collect();
        assert_eq!(offered, [Some("=5"), Some("=Q")]);
        let p = scene.node("p").unwrap().rect;
        assert!(chips(&scene).iter().all(|c| c.rect.y > p.y), "beside the card");
        // A single nodeless step is offered too: nothing else on the board shows it.
        let mut one = row();
        one.mark_choices(&values[..1], &[info("X", Some("p"), None)]);
        assert_eq!(chips(&one).len(), 1);
    }

    #[test]
    fn two_ways_of_one_card_without_targets_are_chips_at_the_card_and_near_the_edge_they_go_above() {
        let mut scene = row();
        // The piece at the bottom edge: the chips cannot go below it.
        scene.nodes.iter_mut().find(|n| n.id == "p").unwrap().rect = Rect::centred(0.2, 0.95, 0.08);
        let ways = [info("1", Some("p"), None), info("11", Some("p"), None)];
        scene.mark_steps(&ways);
        scene.mark_choices(&ways, &[]);
        let placed = chips(&scene);
        assert_eq!(placed.len(), 2);
        let p = scene.node("p").unwrap().rect;
        assert!(placed.iter().all(|c| c.rect.y + c.rect.h <= p.y), "above the piece");
        assert!(placed[0].rect.y + placed[0].rect.h <= placed[1].rect.y, "one under the other, not overlapping");
    }

    #[test]
    fn a_hint_marks_each_step_at_both_ends_in_order() {
        let mut scene = row();
        let steps = [StepInfo {
            short: None,
            notation: "p-c".into(),
            label: crate::scene::plain("p-c"),
            node: Some("p".into()),
            target: Some("c".into()),
        }];
        scene.mark_hint(&steps);
        let ids: Vec<&str> = marks_of(&scene, MarkKind::Hint).iter().map(|m| m.id.as_str()).collect();
        assert_eq!(ids, ["mark:hint:0:from", "mark:hint:0:to"]);
        assert_eq!(marks_of(&scene, MarkKind::Hint)[1].rect.centre(), scene.node("c").unwrap().rect.centre());
    }
}
