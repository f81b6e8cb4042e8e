//! A move as the taps a player makes: the card, a joker's value, what the card does,
//! then the marble part(s); plus the other tap orders of a 7 and the words that
//! explain a refused step.

use super::board::{marble_id, start, Board, Pos, Spot, COLOURS};
use super::cards::Card;
use super::notation::{parse_move, part_token, step_tokens};
use super::rules::{acting_colour, actions, legal_moves, pos_of, Action, Move, Part, Stage, State};
use super::seven::{play_seven, seven_orders};
use crate::game::StepInfo;

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

fn describe(spot: Spot) -> String {
    match spot {
        Spot::Track(f) => format!("field {f}"),
        Spot::Goal(c, g) => format!("{} goal field {}", COLOURS[c], g + 1),
    }
}

/// Step infos of one part, then plays it on `board` (so the next part sees it).
fn part_step(board: &mut Board, part: &Part, forward: bool, seven: bool) -> StepInfo {
    let m = board.at(part.from);
    let node = m.map(|(c, i)| marble_id(c, i));
    let who = m.map(|(c, _)| COLOURS[c]).unwrap_or("?");
    let label = format!("{who} marble from {} to {}", describe(part.from), describe(part.to));
    if let Some(m) = m {
        let path = match pos_of(part.to, m.0) {
            Some(to) if forward => board.forward_path_to(m, to, 13),
            Some(_) => board.backward_target(m).map(|(_, p)| p),
            None => None,
        };
        if let Some(path) = path {
            board.walk(m, &path, forward, seven);
        }
    }
    StepInfo { notation: part_token(part), label, node, target: Some(part.to.space_id()) }
}

fn steps_with_parts(state: &State, mv: &Move, parts_override: Option<&[Part]>) -> Vec<StepInfo> {
    let seat = mover(state);
    let tokens = step_tokens(mv);
    match mv {
        Move::Dealer(_) | Move::Shuffle(_) | Move::Deal | Move::Exchange => {
            tokens.into_iter().map(|t| StepInfo::plain(t, "chance")).collect()
        }
        Move::Give(card) => vec![StepInfo {
            notation: tokens[0].clone(),
            label: format!("give your partner this card: {card}"),
            node: card_node(state, seat, *card),
            target: None,
        }],
        Move::Discard => vec![StepInfo::plain("discard", "discard your hand: no card can be played")],
        Move::Play { card, value, action } => {
            let mut out = vec![StepInfo {
                notation: card.to_string(),
                label: format!("play {card}"),
                node: card_node(state, seat, *card),
                target: None,
            }];
            if card.is_joker() {
                out.push(StepInfo::plain(format!("={value}"), format!("the joker as {value}")));
            }
            let c = acting_colour(&state.board, seat);
            let mut board = state.board;
            match action {
                Action::Out => {
                    let nest = board.nest_marble(c).unwrap_or(0);
                    out.push(StepInfo {
                        notation: "out".into(),
                        label: format!("bring a {} marble out", COLOURS[c]),
                        node: Some(marble_id(c, nest)),
                        target: Some(Spot::Track(start(c)).space_id()),
                    });
                }
                Action::Forward { n, part } => {
                    if matches!(value.0, 1 | 13 | 4) {
                        let mode = if value.0 == 4 { "+4".to_string() } else { n.to_string() };
                        out.push(StepInfo::plain(mode, format!("forward {n}")));
                    }
                    out.push(part_step(&mut board, part, true, false));
                }
                Action::Back(part) => {
                    out.push(StepInfo::plain("-4", "back 4"));
                    out.push(part_step(&mut board, part, false, false));
                }
                Action::Swap(a, b) => {
                    let other = board.at(*b).map(|(oc, _)| COLOURS[oc]).unwrap_or("?");
                    out.push(StepInfo {
                        notation: format!("{}<>{}", a.name(), b.name()),
                        label: format!(
                            "swap your marble on {} with the {other} marble on {}",
                            describe(*a),
                            describe(*b)
                        ),
                        node: board.at(*a).map(|(ac, ai)| marble_id(ac, ai)),
                        target: Some(b.space_id()),
                    });
                }
                Action::Seven(parts) => {
                    for part in parts_override.unwrap_or(parts) {
                        out.push(part_step(&mut board, part, true, true));
                    }
                }
            }
            out
        }
    }
}

/// The steps of a move in tap order.
pub fn steps(state: &State, mv: &Move) -> Vec<StepInfo> {
    steps_with_parts(state, mv, None)
}

/// Every tap order of a move: a 7's parts may come in any order that is playable and
/// gives the same result; other moves have one order.
pub fn step_orders(state: &State, mv: &Move) -> Vec<Vec<StepInfo>> {
    match mv {
        Move::Play { action: Action::Seven(parts), .. } if parts.len() > 1 => {
            seven_orders(&state.board, mover(state), parts)
                .iter()
                .map(|order| steps_with_parts(state, mv, Some(order)))
                .collect()
        }
        _ => vec![steps(state, mv)],
    }
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
fn card_reason(state: &State, seat: usize, value: Card) -> String {
    let c = acting_colour(&state.board, seat);
    let whose = if c == seat { "your" } else { "your partner's" };
    match value.0 {
        7 => format!("a 7 must be used in full (all 7 steps over {whose} marbles) and cannot be here"),
        11 => format!(
            "a jack swaps one of {whose} marbles on the track with another colour's marble on the track; \
             marbles in a nest, in a goal lane or protected on their own start field cannot be swapped"
        ),
        1 | 13 if !state.board.can_come_out(c) => format!(
            "no {} marble can come out (nest empty or an own marble on the start field) and none can move {}",
            COLOURS[c],
            if value.0 == 1 { "1 or 11" } else { "13" }
        ),
        n => format!(
            "no {} marble can move {n}{}: a protected marble on its start field blocks the way, or the goal lane is \
             too short or blocked",
            COLOURS[c],
            if n == 4 { " forward or back" } else { "" }
        ),
    }
}

/// Words for a refused step list.
pub fn explain_refusal(state: &State, steps: &[String]) -> String {
    let seat = mover(state);
    match state.stage {
        Stage::Dealer | Stage::Deal => return "cards are being dealt; nobody plays now".into(),
        Stage::Exchange => return "partners are exchanging their cards".into(),
        Stage::Over => return "the game is over".into(),
        Stage::Swap => {
            return match steps.first().and_then(|s| s.strip_prefix("give:")).map(Card::parse) {
                Some(Some(card)) if !state.hands[seat].contains(&card) => format!("you hold no {card}"),
                _ => "first each partner chooses one card to give the other: give:CARD".into(),
            }
        }
        Stage::Play => {}
    }
    let Some(first) = steps.first() else {
        return "choose a card".into();
    };
    let legal = legal_moves(state);
    if first == "discard" {
        return if legal == vec![Move::Discard] {
            "discard takes nothing more".into()
        } else {
            "you can play a card, so you may not discard your hand (a playable card must be played, a 7 that can be \
             played in full too)"
                .into()
        };
    }
    if legal == vec![Move::Discard] {
        return "none of your cards can be played: discard your hand".into();
    }
    let Some(card) = Card::parse(first) else {
        return format!("'{first}' is not a card (A, 2..10, J, Q, K, Jk)");
    };
    if !state.hands[seat].contains(&card) {
        return format!("you hold no {card}");
    }
    let mut value = card;
    let mut at = 1;
    if card.is_joker() {
        match steps.get(1).and_then(|t| t.strip_prefix('=')).and_then(Card::parse) {
            Some(v) if !v.is_joker() => {
                value = v;
                at = 2;
            }
            Some(_) | None if steps.len() > 1 => return "a joker stands for a rank: =A, =2 .. =10, =J, =Q, =K".into(),
            _ => {}
        }
    }
    let acts = actions(&state.board, seat, value);
    if acts.is_empty() {
        return card_reason(state, seat, value);
    }
    if let Some(mode) = steps.get(at) {
        if mode == "out" && matches!(value.0, 1 | 13) && !acts.contains(&Action::Out) {
            return "no marble can come out: the nest is empty or an own marble stands on the start field".into();
        }
    }
    let text = steps.join(" ");
    if let Ok(Move::Play { action: Action::Seven(parts), .. }) = parse_move(state, &text) {
        return seven_reason(state, seat, &parts);
    }
    if let Ok(Move::Play { action: Action::Swap(a, b), .. }) = parse_move(state, &text) {
        let c = acting_colour(&state.board, seat);
        return match (state.board.at(a), state.board.at(b)) {
            (Some((ac, _)), _) if ac != c => format!("the jack swaps a {} marble first", COLOURS[c]),
            (_, Some((bc, _))) if bc == c => "a jack cannot swap two of the same colour's marbles".into(),
            (None, _) | (_, None) => "both fields need a marble".into(),
            _ => "a marble protected on its own start field, in a nest or in a goal lane cannot be swapped".into(),
        };
    }
    if let Some(part) = steps.last().and_then(|t| t.split_once('>')) {
        let c = acting_colour(&state.board, seat);
        if let (Some(from), Some(to)) = (Spot::parse(part.0), Spot::parse(part.1)) {
            return part_reason(&state.board, c, from, to);
        }
    }
    format!("'{text}' is not a legal move here")
}

fn part_reason(board: &Board, c: usize, from: Spot, to: Spot) -> String {
    match board.at(from) {
        None => format!("no marble stands on {}", describe(from)),
        Some((mc, _)) if mc != c => format!("that is a {} marble; you move {} marbles now", COLOURS[mc], COLOURS[c]),
        Some(m) => match (board.marbles[m.0][m.1], pos_of(to, c)) {
            (_, None) => "only a marble's own goal lane can be entered".into(),
            (Pos::Goal(_), Some(Pos::Track(_))) => "a marble in the goal lane only moves forward inside it".into(),
            (Pos::Track(f), Some(Pos::Goal(_))) if f == start(c) && !board.ready[c][m.1] => {
                "a marble that has just come out (or came back or was swapped onto its start field) cannot go \
                 straight into the goal lane: it must come forward past its start field"
                    .into()
            }
            _ => "the card does not take that marble there: a protected marble on its start field blocks the way, \
                  the goal lane is blocked (no jumping) or too short, or the count is wrong"
                .into(),
        },
    }
}

fn seven_reason(state: &State, seat: usize, parts: &[Part]) -> String {
    let mut board = state.board;
    let mut left = 7u8;
    let mut used = Vec::new();
    for part in parts {
        let c = acting_colour(&board, seat);
        let Some(m) = board.at(part.from).filter(|&(mc, _)| mc == c) else {
            return part_reason(&board, c, part.from, part.to);
        };
        if used.contains(&m) {
            return "each marble takes one part of a 7 (give it all its steps at once)".into();
        }
        let Some(path) = pos_of(part.to, c).and_then(|to| board.forward_path_to(m, to, left)) else {
            return if left == 0 {
                "all 7 steps are used".into()
            } else {
                format!("{} ({left} of the 7 steps left)", part_reason(&board, c, part.from, part.to))
            };
        };
        left -= path.len() as u8;
        board.walk(m, &path, true, true);
        used.push(m);
    }
    format!("a 7 must be used in full: after these parts {left} step(s) are left that no marble can use")
}
