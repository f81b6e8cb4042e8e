//! A move as the taps a player makes: the card, a joker's value, what the card does,
//! then the marble part(s); plus the other tap orders of a 7 and the words that
//! explain a refused step.

use super::board::{marble_id, start, Board, Pos, Spot, COLOURS};
use super::cards::Card;
use super::notation::{parse_move, part_token, step_tokens};
use super::rules::{acting_colour, actions, legal_moves, pos_of, Action, Move, Part, Stage, State};
use super::seven::{marked_orders, play_seven, seven_orders};
use crate::game::StepInfo;
use crate::message::Msg;
use crate::step_table::{StepKeys, StepTable};

/// Scene id of the `k`th card (sorted order) of a seat's hand.
pub fn card_id(seat: usize, k: usize) -> String {
    format!("card:{}:{k}", COLOURS[seat])
}

/// The seat whose move this is.
fn mover(state: &State) -> usize {
    match state.stage {
        Stage::Swap => state.swap_chooser().unwrap_or(state.turn),
        _ => state.turn,
    }
}

fn card_node(state: &State, seat: usize, card: Card) -> Option<String> {
    state.hands[seat].iter().position(|&c| c == card).map(|k| card_id(seat, k))
}

fn describe(spot: Spot) -> Msg {
    match spot {
        Spot::Track(f) => Msg::new("pairanoid-field").arg("field", f),
        Spot::Goal(c, g) => Msg::new("pairanoid-goal-field").arg("color", colour_msg(c)).arg("field", g + 1),
    }
}

/// The catalogue name of a colour (`color-red`).
pub(crate) fn colour_msg(c: usize) -> Msg {
    Msg::new(format!("color-{}", COLOURS[c]))
}

/// The same colour before a plural or definite noun (`color-red-def`: "den röda kulan").
fn colour_def_msg(c: usize) -> Msg {
    Msg::new(format!("color-{}-def", COLOURS[c]))
}

/// A card's name in words (`rank-ace`, `rank-7`, `rank-joker`).
pub fn card_msg(card: Card) -> Msg {
    Msg::new(match card.0 {
        1 => "rank-ace".to_string(),
        11 => "rank-jack".to_string(),
        12 => "rank-queen".to_string(),
        13 => "rank-king".to_string(),
        14 => "rank-joker".to_string(),
        n => format!("rank-{n}"),
    })
}

/// What determines a step's info within one position: steps with the same key have
/// the same notation, label and nodes, so a table builds each one once.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum StepKey {
    /// Giving a card in the swap.
    Give(Card),
    /// The only move: discard the hand.
    Discard,
    /// Playing a card.
    Card(Card),
    /// A joker's value.
    JokerAs(Card),
    /// A marble of this colour out onto its start.
    Out(usize),
    /// The mode of a card that can move several ways (a four's +4, or the count).
    Mode(bool, u8),
    /// The four's backward mode.
    Back,
    /// A jack's swap of two spots.
    Swap(Spot, Spot),
    /// A marble's part of a move, with the marble that stands at its start then.
    Part(Part, Option<(usize, usize)>),
}

/// Where the steps of a move go: a list of infos, or a table's step ids.
trait StepSink {
    /// Adds the step `make` builds; `key` (when given) says which steps are the same.
    fn add(&mut self, key: Option<StepKey>, make: impl FnOnce() -> StepInfo);
}

impl StepSink for Vec<StepInfo> {
    fn add(&mut self, _key: Option<StepKey>, make: impl FnOnce() -> StepInfo) {
        self.push(make());
    }
}

/// A table being built: each distinct step's info made once, orders as step ids.
struct TableSink {
    table: StepTable<Move>,
    keys: StepKeys<StepKey>,
    order: Vec<u32>,
}

impl StepSink for TableSink {
    fn add(&mut self, key: Option<StepKey>, make: impl FnOnce() -> StepInfo) {
        let id = match key {
            Some(key) => self.table.step_id_keyed(&mut self.keys, key, make),
            None => self.table.step_id(make()),
        };
        self.order.push(id);
    }
}

/// Adds the step of one part, then, when `more` parts follow, plays it on `board` so
/// the next part sees it (finding the path is most of a part's cost).
fn part_step(out: &mut impl StepSink, board: &mut Board, part: &Part, forward: bool, seven: bool, more: bool) {
    let m = board.at(part.from);
    add_part(out, part, m);
    if let Some(m) = m.filter(|_| more) {
        let path = match pos_of(part.to, m.0) {
            Some(to) if forward => board.forward_path_to(m, to, 13),
            Some(_) => board.backward_target(m).map(|(_, p)| p),
            None => None,
        };
        if let Some(path) = path {
            board.walk(m, &path, forward, seven);
        }
    }
}

/// Adds the step of a part that moves marble `m` (the one standing at its start).
fn add_part(out: &mut impl StepSink, part: &Part, m: Option<(usize, usize)>) {
    out.add(Some(StepKey::Part(*part, m)), || StepInfo {
        short: Some(Msg::new("step-short-move").arg("from", describe(part.from)).arg("to", describe(part.to))),
        notation: part_token(part),
        // The marble by colour and number, as the board's marble list and the log name it.
        label: Msg::new("pairanoid-step-part")
            .arg(
                "marble",
                match m {
                    Some((c, i)) => Msg::new("pairanoid-marble").arg("color", colour_msg(c)).arg("piece", i + 1),
                    None => Msg::new("pairanoid-no-colour"),
                },
            )
            .arg("from", describe(part.from))
            .arg("to", describe(part.to)),
        node: m.map(|(c, i)| marble_id(c, i)),
        target: Some(part.to.space_id()),
    });
}

/// Adds the card step of a play by `seat` and, for a joker, the step naming its value.
fn add_card(out: &mut impl StepSink, state: &State, seat: usize, card: Card, value: Card) {
    out.add(Some(StepKey::Card(card)), || StepInfo {
        short: None,
        notation: card.to_string(),
        label: Msg::new("pairanoid-step-play").arg("card", card_msg(card)),
        node: card_node(state, seat, card),
        target: None,
    });
    if card.is_joker() {
        out.add(Some(StepKey::JokerAs(value)), || {
            StepInfo::plain(format!("={value}"), Msg::new("pairanoid-step-joker-as").arg("card", card_msg(value)))
                .with_short(Msg::new("step-short-as").arg("card", card_msg(value)))
        });
    }
}

/// The steps of `mv` in tap order (a 7's parts in the order `parts_override` gives,
/// if any) into `out`.
fn steps_with_parts(out: &mut impl StepSink, state: &State, mv: &Move, parts_override: Option<&[Part]>) {
    let seat = mover(state);
    match mv {
        Move::Dealer(_) | Move::Shuffle(_) | Move::Deal | Move::Exchange => {
            for t in step_tokens(mv) {
                out.add(None, || StepInfo::plain(t, Msg::new("step-chance")));
            }
        }
        Move::Give(card) => out.add(Some(StepKey::Give(*card)), || StepInfo {
            short: None,
            notation: step_tokens(mv).swap_remove(0),
            label: Msg::new("pairanoid-step-give").arg("card", card_msg(*card)),
            node: card_node(state, seat, *card),
            target: None,
        }),
        Move::Discard => {
            out.add(Some(StepKey::Discard), || StepInfo::plain("discard", Msg::new("pairanoid-step-discard")))
        }
        Move::Play { card, value, action } => {
            add_card(out, state, seat, *card, *value);
            let c = acting_colour(&state.board, seat);
            let mut board = state.board;
            match action {
                Action::Out => out.add(Some(StepKey::Out(c)), || StepInfo {
                    short: None,
                    notation: "out".into(),
                    label: Msg::new("pairanoid-step-out").arg("color", colour_msg(c)),
                    node: Some(marble_id(c, board.nest_marble(c).unwrap_or(0))),
                    target: Some(Spot::Track(start(c)).space_id()),
                }),
                Action::Forward { n, part } => {
                    if matches!(value.0, 1 | 13 | 4) {
                        out.add(Some(StepKey::Mode(value.0 == 4, *n)), || {
                            let mode = if value.0 == 4 { "+4".to_string() } else { n.to_string() };
                            StepInfo::plain(mode, Msg::new("pairanoid-step-forward").arg("count", *n))
                        });
                    }
                    part_step(out, &mut board, part, true, false, false);
                }
                Action::Back(part) => {
                    out.add(Some(StepKey::Back), || {
                        StepInfo::plain("-4", Msg::new("pairanoid-step-back").arg("count", 4))
                    });
                    part_step(out, &mut board, part, false, false, false);
                }
                Action::Swap(a, b) => out.add(Some(StepKey::Swap(*a, *b)), || {
                    let other = board
                        .at(*b)
                        .map(|(oc, _)| colour_def_msg(oc))
                        .unwrap_or_else(|| Msg::new("pairanoid-no-colour"));
                    StepInfo {
                        short: Some(Msg::new("step-short-swap").arg("from", describe(*a)).arg("to", describe(*b))),
                        notation: format!("{}<>{}", a.name(), b.name()),
                        label: Msg::new("pairanoid-step-swap")
                            .arg("from", describe(*a))
                            .arg("other", other)
                            .arg("to", describe(*b)),
                        node: board.at(*a).map(|(ac, ai)| marble_id(ac, ai)),
                        target: Some(b.space_id()),
                    }
                }),
                Action::Seven(parts) => {
                    let parts = parts_override.unwrap_or(parts);
                    for (k, part) in parts.iter().enumerate() {
                        part_step(out, &mut board, part, true, true, k + 1 < parts.len());
                    }
                }
            }
        }
    }
}

/// A 7 (or a joker as 7) split into parts: the position with the parts typed so far
/// played (passed marbles knocked, as the 7 does), and how many of its 7 steps are
/// left. `None` when `steps` are not the start of a 7 with at least one part.
pub fn seven_so_far(state: &State, steps: &[String]) -> Option<(State, u8)> {
    let seat = mover(state);
    let (card, rest) = steps.split_first()?;
    let rest = match Card::parse(card)? {
        c if c.is_joker() => rest.strip_prefix(&["=7".to_string()])?,
        c if c.0 == 7 => rest,
        _ => return None,
    };
    if rest.is_empty() {
        return None;
    }
    let mut next = state.clone();
    let mut left = 7u8;
    for token in rest {
        let (a, b) = token.split_once('>')?;
        let (from, to) = (Spot::parse(a)?, Spot::parse(b)?);
        let c = acting_colour(&next.board, seat);
        let m = next.board.at(from).filter(|&(mc, _)| mc == c)?;
        let path = next.board.forward_path_to(m, pos_of(to, c)?, left)?;
        left = left.checked_sub(path.len() as u8)?;
        next.board.walk(m, &path, true, true);
    }
    Some((next, left))
}

/// The steps of a move in tap order.
pub fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
    let mut out = Vec::new();
    steps_with_parts(&mut out, state, mv, None);
    out
}

/// The tap orders of a move as part lists (`None`: the move's own order only): a 7's
/// parts may come in any order that is playable and gives the same result.
fn part_orders(state: &State, mv: &Move) -> Option<Vec<Vec<Part>>> {
    match mv {
        Move::Play { action: Action::Seven(parts), .. } if parts.len() > 1 => {
            Some(seven_orders(&state.board, mover(state), parts))
        }
        _ => None,
    }
}

/// Every tap order of a move; other moves than a 7 of several parts have one order.
pub fn step_orders(state: &State, mv: &Move) -> Vec<Vec<StepInfo>> {
    match part_orders(state, mv) {
        Some(orders) => orders
            .iter()
            .map(|order| {
                let mut out = Vec::new();
                steps_with_parts(&mut out, state, mv, Some(order));
                out
            })
            .collect(),
        None => vec![steps(state, mv)],
    }
}

/// The tap table of a position: the same as listing [`step_orders`] of every legal
/// move, but each distinct step's words and nodes are built once (a crowded board
/// has hundreds of orders sharing a few dozen steps).
pub fn table(state: &State) -> StepTable<Move> {
    let seat = mover(state);
    let mut sink =
        TableSink { table: StepTable::new(legal_moves(state)), keys: StepKeys::default(), order: Vec::new() };
    for i in 0..sink.table.moves().len() {
        let mv = sink.table.moves()[i].clone();
        let orders = match &mv {
            // The search for a 7's orders knows each part's marble: no part is walked again.
            Move::Play { card, value, action: Action::Seven(parts) } if parts.len() > 1 => {
                marked_orders(&state.board, seat, parts).map(|orders| (card, value, orders))
            }
            _ => None,
        };
        match orders {
            Some((card, value, orders)) => {
                for order in orders {
                    add_card(&mut sink, state, seat, *card, *value);
                    for (part, m) in &order {
                        add_part(&mut sink, part, Some(*m));
                    }
                    let ids = std::mem::take(&mut sink.order);
                    sink.table.push_order_ids(i, ids);
                }
            }
            None => {
                steps_with_parts(&mut sink, state, &mv, None);
                let ids = std::mem::take(&mut sink.order);
                sink.table.push_order_ids(i, ids);
            }
        }
    }
    sink.table
}

/// Maps a 7 typed in another playable order onto the listed legal move with the same
/// result (legal moves keep one order per result).
pub fn canonical(state: &State, mv: Move) -> Move {
    let Move::Play { card, value, action: Action::Seven(parts) } = &mv else {
        return mv;
    };
    let seat = mover(state);
    let Some(result) = play_seven(&state.board, seat, parts) else {
        return mv;
    };
    legal_moves(state)
        .into_iter()
        .find(|m| match m {
            Move::Play { card: c2, value: v2, action: Action::Seven(p2) } => {
                c2 == card && v2 == value && play_seven(&state.board, seat, p2) == Some(result)
            }
            _ => false,
        })
        .unwrap_or(mv)
}

/// Why a card of rank `value` does nothing for `seat` here.
fn card_reason(state: &State, seat: usize, value: Card) -> Msg {
    let c = acting_colour(&state.board, seat);
    let whose = Msg::new(if c == seat { "pairanoid-whose-own" } else { "pairanoid-whose-partner" });
    match value.0 {
        7 => Msg::new("pairanoid-refuse-seven-cannot").arg("whose", whose),
        11 => Msg::new("pairanoid-refuse-jack-cannot").arg("whose", whose),
        1 | 13 if !state.board.can_come_out(c) => Msg::new("pairanoid-refuse-cannot-come-out-or-move")
            .arg("color", colour_msg(c))
            .arg("card", card_msg(value)),
        n => Msg::new(if n == 4 { "pairanoid-refuse-cannot-move-four" } else { "pairanoid-refuse-cannot-move" })
            .arg("color", colour_msg(c))
            .arg("count", n),
    }
}

/// Words for a refused step list.
pub fn explain_refusal(state: &State, steps: &[String]) -> Msg {
    let seat = mover(state);
    match state.stage {
        Stage::Dealer | Stage::Deal => return Msg::new("pairanoid-refuse-dealing"),
        Stage::Exchange => return Msg::new("pairanoid-refuse-exchanging"),
        Stage::Over => return Msg::new("refuse-game-over"),
        Stage::Swap => {
            return match steps.first().and_then(|s| s.strip_prefix("give:")).map(Card::parse) {
                Some(Some(card)) if !state.hands[seat].contains(&card) => {
                    Msg::new("pairanoid-refuse-not-held").arg("card", card_msg(card))
                }
                _ => Msg::new("pairanoid-refuse-give-first"),
            }
        }
        Stage::Play => {}
    }
    let Some(first) = steps.first() else {
        return Msg::new("pairanoid-refuse-choose-card");
    };
    let legal = legal_moves(state);
    if first == "discard" {
        return Msg::new(if legal == vec![Move::Discard] {
            "pairanoid-refuse-discard-alone"
        } else {
            "pairanoid-refuse-must-play"
        });
    }
    if legal == vec![Move::Discard] {
        return Msg::new("pairanoid-refuse-must-discard");
    }
    let Some(card) = Card::parse(first) else {
        return Msg::new("pairanoid-refuse-not-a-card").arg("text", first.as_str());
    };
    if !state.hands[seat].contains(&card) {
        return Msg::new("pairanoid-refuse-not-held").arg("card", card_msg(card));
    }
    let mut value = card;
    let mut at = 1;
    if card.is_joker() {
        match steps.get(1).and_then(|t| t.strip_prefix('=')).and_then(Card::parse) {
            Some(v) if !v.is_joker() => {
                value = v;
                at = 2;
            }
            Some(_) | None if steps.len() > 1 => return Msg::new("pairanoid-refuse-joker-value"),
            _ => {}
        }
    }
    let acts = actions(&state.board, seat, value);
    if acts.is_empty() {
        return card_reason(state, seat, value);
    }
    if let Some(mode) = steps.get(at) {
        if mode == "out" && matches!(value.0, 1 | 13) && !acts.contains(&Action::Out) {
            return Msg::new("pairanoid-refuse-no-out");
        }
    }
    let text = steps.join(" ");
    if let Ok(Move::Play { action: Action::Seven(parts), .. }) = parse_move(state, &text) {
        return seven_reason(state, seat, &parts);
    }
    if let Ok(Move::Play { action: Action::Swap(a, b), .. }) = parse_move(state, &text) {
        let c = acting_colour(&state.board, seat);
        return match (state.board.at(a), state.board.at(b)) {
            (Some((ac, _)), _) if ac != c => Msg::new("pairanoid-refuse-jack-own-first").arg("color", colour_msg(c)),
            (_, Some((bc, _))) if bc == c => Msg::new("pairanoid-refuse-jack-same-colour"),
            (None, _) | (_, None) => Msg::new("pairanoid-refuse-jack-empty"),
            _ => Msg::new("pairanoid-refuse-jack-protected"),
        };
    }
    if let Some(part) = steps.last().and_then(|t| t.split_once('>')) {
        let c = acting_colour(&state.board, seat);
        if let (Some(from), Some(to)) = (Spot::parse(part.0), Spot::parse(part.1)) {
            return part_reason(&state.board, c, from, to);
        }
    }
    Msg::new("refuse-not-legal").arg("move", text)
}

fn part_reason(board: &Board, c: usize, from: Spot, to: Spot) -> Msg {
    match board.at(from) {
        None => Msg::new("pairanoid-refuse-no-marble").arg("field", describe(from)),
        Some((mc, _)) if mc != c => {
            Msg::new("pairanoid-refuse-other-colour").arg("color", colour_msg(mc)).arg("own", colour_def_msg(c))
        }
        Some(m) => Msg::new(match (board.marbles[m.0][m.1], pos_of(to, c)) {
            (_, None) => "pairanoid-refuse-own-lane-only",
            (Pos::Goal(_), Some(Pos::Track(_))) => "pairanoid-refuse-lane-forward",
            (Pos::Track(f), Some(Pos::Goal(_))) if f == start(c) && !board.ready[c][m.1] => {
                "pairanoid-refuse-not-ready"
            }
            _ => "pairanoid-refuse-part-blocked",
        }),
    }
}

fn seven_reason(state: &State, seat: usize, parts: &[Part]) -> Msg {
    let mut board = state.board;
    let mut left = 7u8;
    let mut used = Vec::new();
    for part in parts {
        let c = acting_colour(&board, seat);
        let Some(m) = board.at(part.from).filter(|&(mc, _)| mc == c) else {
            return part_reason(&board, c, part.from, part.to);
        };
        if used.contains(&m) {
            return Msg::new("pairanoid-refuse-seven-one-part");
        }
        let Some(path) = pos_of(part.to, c).and_then(|to| board.forward_path_to(m, to, left)) else {
            return if left == 0 {
                Msg::new("pairanoid-refuse-seven-used")
            } else {
                Msg::new("pairanoid-refuse-seven-part")
                    .arg("reason", part_reason(&board, c, part.from, part.to))
                    .arg("count", left)
            };
        };
        left -= path.len() as u8;
        board.walk(m, &path, true, true);
        used.push(m);
    }
    Msg::new("pairanoid-refuse-seven-short").arg("used", 7 - left).arg("count", left)
}
