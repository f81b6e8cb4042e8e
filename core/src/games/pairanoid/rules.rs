//! The game state, the moves, which moves are legal and what they do.
//!
//! Flow: a chance move draws the first dealer; each deal takes cards from the
//! shuffled draw pile (a chance move reshuffles every card not in a hand whenever the
//! pile is empty and a card must be dealt); then the four seats choose a card to give
//! their partner (the pair's cards change hands once both have chosen); then seats
//! play one card per turn, clockwise from the player left of the dealer, until all
//! hands are empty, and the next dealer (to the left) deals.

use serde::Serialize;

use super::board::{partner, start, team, Board, Marble, Pos, Spot, COLOURS};
use super::cards::{deal_size, Card};
use super::steps::colour_msg;
use crate::event::Event;
use crate::event_sink::Events;
use crate::game::Seat;
use crate::message::Msg;

/// What the table is doing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Stage {
    /// Chance draws the first dealer.
    Dealer,
    /// A deal is under way (chance: deal from the pile, or reshuffle when it is empty).
    Deal,
    /// Partners choose the card they give each other.
    Swap,
    /// A pair has both chosen: their cards change hands (a chance step with one
    /// outcome, so the second chooser cannot take the choice back after seeing the
    /// card received).
    Exchange,
    /// Seats play cards.
    Play,
    /// A team has won.
    Over,
}

impl Stage {
    /// Notation.
    pub fn name(self) -> &'static str {
        match self {
            Stage::Dealer => "dealer",
            Stage::Deal => "deal",
            Stage::Swap => "swap",
            Stage::Exchange => "exchange",
            Stage::Play => "play",
            Stage::Over => "over",
        }
    }

    /// Every stage.
    pub const ALL: [Stage; 6] = [Stage::Dealer, Stage::Deal, Stage::Swap, Stage::Exchange, Stage::Play, Stage::Over];
}

/// The last card played, for the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LastPlay {
    /// Who played it.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The rank it was played as (differs from `card` for a joker).
    pub value: Card,
}

/// The whole state, hidden cards included.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    /// Marbles.
    pub board: Board,
    /// Each seat's hand, sorted.
    pub hands: [Vec<Card>; 4],
    /// The draw pile, next card first (hidden from everyone).
    pub pile: Vec<Card>,
    /// Played and discarded cards, oldest first (face up).
    pub discard: Vec<Card>,
    /// What the table is doing.
    pub stage: Stage,
    /// The dealer of the current deal (`None` before the first).
    pub dealer: Option<Seat>,
    /// Deals started so far (1 = the first deal).
    pub deal_no: u32,
    /// Cards dealt so far in the current deal.
    pub dealt: usize,
    /// The card each seat chose to give its partner in this deal's swap.
    pub given: [Option<Card>; 4],
    /// The seat to play (stage play).
    pub turn: Seat,
    /// The last card played.
    pub last: Option<LastPlay>,
    /// The winning team (0 = red + green, 1 = blue + yellow).
    pub winner: Option<usize>,
}

/// One marble's move inside a card's action: from a spot to a spot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Part {
    /// Where the marble stands.
    pub from: Spot,
    /// Where it ends.
    pub to: Spot,
}

/// What a card does.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Action {
    /// Bring a marble out of the nest onto its start field (A, K).
    Out,
    /// Move one marble `n` steps forward.
    Forward {
        /// Steps (1 or 11 for an ace, 13 for a king, ...).
        n: u8,
        /// The marble and its target.
        part: Part,
    },
    /// Move one marble 4 steps back (a 4).
    Back(Part),
    /// Swap one own marble with another colour's marble (a jack): own spot first.
    Swap(Spot, Spot),
    /// A 7 split into parts, one marble each, played in order.
    Seven(Vec<Part>),
}

/// A seat's decision or a chance outcome.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Chance: the first dealer.
    Dealer(Seat),
    /// Chance: the new draw pile, next card first.
    Shuffle(Vec<Card>),
    /// Chance with one outcome: deal from the pile until the deal is complete or the
    /// pile is empty. A chance step so that no undo reaches back across a deal.
    Deal,
    /// Chance with one outcome: the pair that has chosen exchanges its cards.
    Exchange,
    /// Partner swap: the card this seat gives.
    Give(Card),
    /// No card can be played: the whole hand is discarded.
    Discard,
    /// Play a card.
    Play {
        /// The card from the hand.
        card: Card,
        /// The rank it is played as (a joker's choice; else the card itself).
        value: Card,
        /// What it does.
        action: Action,
    },
}

impl State {
    /// A new game: marbles in the nests, the dealer still to draw, all 108 cards in
    /// the discard pile (the first deal finds the pile empty and shuffles them).
    pub fn new() -> State {
        State {
            board: Board::new(),
            hands: Default::default(),
            pile: Vec::new(),
            discard: super::cards::full_deck(),
            stage: Stage::Dealer,
            dealer: None,
            deal_no: 0,
            dealt: 0,
            given: [None; 4],
            turn: 0,
            last: None,
            winner: None,
        }
    }

    /// Cards each seat gets in the current deal.
    pub fn deal_size(&self) -> usize {
        deal_size(self.deal_no)
    }

    /// The seat to choose a swap card: clockwise from the player left of the dealer.
    pub fn swap_chooser(&self) -> Option<Seat> {
        let dealer = self.dealer?;
        (1..=4).map(|k| (dealer + k) % 4).find(|&s| self.given[s].is_none())
    }

    /// The pair whose exchange is pending (stage exchange): the pair of the seat that
    /// chose last.
    pub fn pending_exchange(&self) -> Option<(Seat, Seat)> {
        if self.stage != Stage::Exchange {
            return None;
        }
        let dealer = self.dealer?;
        let first = if self.given.iter().all(Option::is_some) { (dealer + 2) % 4 } else { (dealer + 1) % 4 };
        Some((first, partner(first)))
    }

    /// True when the pair of `seat` has exchanged its swap cards.
    pub fn swap_done(&self, seat: Seat) -> bool {
        self.given[seat].is_some()
            && self.given[partner(seat)].is_some()
            && self.pending_exchange().is_none_or(|(a, b)| seat != a && seat != b)
    }
}

impl Default for State {
    fn default() -> Self {
        State::new()
    }
}

/// The colour whose marbles `seat`'s cards move: its own, or the partner's once all
/// four own marbles are in the goal lane.
pub fn acting_colour(board: &Board, seat: Seat) -> usize {
    if board.all_home(seat) {
        partner(seat)
    } else {
        seat
    }
}

/// True when both colours of `seat`'s team have all marbles in their goal lanes.
pub fn team_home(board: &Board, seat: Seat) -> bool {
    board.all_home(seat) && board.all_home(partner(seat))
}

/// The legal moves of the seat to move (chance and game-over: none).
pub fn legal_moves(s: &State) -> Vec<Move> {
    match s.stage {
        Stage::Swap => match s.swap_chooser() {
            Some(seat) => distinct(&s.hands[seat]).into_iter().map(Move::Give).collect(),
            None => Vec::new(),
        },
        Stage::Play => {
            let plays = plays(&s.board, &s.hands[s.turn], s.turn);
            if plays.is_empty() {
                vec![Move::Discard]
            } else {
                plays
            }
        }
        _ => Vec::new(),
    }
}

/// The distinct cards of a hand, in order.
pub fn distinct(hand: &[Card]) -> Vec<Card> {
    let mut v = hand.to_vec();
    v.sort();
    v.dedup();
    v
}

/// Every card play of `seat` holding `hand` on `board`.
pub fn plays(board: &Board, hand: &[Card], seat: Seat) -> Vec<Move> {
    let mut out = Vec::new();
    for card in distinct(hand) {
        let values: Vec<Card> = if card.is_joker() { Card::joker_values().collect() } else { vec![card] };
        for value in values {
            for action in actions(board, seat, value) {
                out.push(Move::Play { card, value, action });
            }
        }
    }
    out
}

/// Every action of a card of rank `value` for `seat`.
pub fn actions(board: &Board, seat: Seat, value: Card) -> Vec<Action> {
    let c = acting_colour(board, seat);
    let mut out = Vec::new();
    let forward = |n: u8, out: &mut Vec<Action>| {
        for i in 0..4 {
            let Some(from) = Spot::of(c, board.marbles[c][i]) else { continue };
            for (to, _) in board.forward_targets((c, i), n) {
                let to = Spot::of(c, to).expect("targets are on the board");
                out.push(Action::Forward { n, part: Part { from, to } });
            }
        }
    };
    match value.0 {
        1 | 13 => {
            if board.can_come_out(c) {
                out.push(Action::Out);
            }
            for n in if value.0 == 1 { vec![1, 11] } else { vec![13] } {
                forward(n, &mut out);
            }
        }
        4 => {
            forward(4, &mut out);
            for i in 0..4 {
                if let Some((to, _)) = board.backward_target((c, i)) {
                    let from = Spot::of(c, board.marbles[c][i]).expect("on the track");
                    out.push(Action::Back(Part { from, to: Spot::of(c, to).expect("on the track") }));
                }
            }
        }
        7 => out.extend(super::seven::sevens(board, seat)),
        11 => out.extend(swaps(board, c)),
        n => forward(n, &mut out),
    }
    out
}

/// Marbles a jack may swap: colour `c`'s marbles on the track with another colour's
/// marble on the track, neither protected on its own start field.
pub fn swaps(board: &Board, c: usize) -> Vec<Action> {
    let free = |(cc, i): Marble| match board.marbles[cc][i] {
        Pos::Track(f) => !board.protected(f),
        _ => false,
    };
    let mut out = Vec::new();
    for i in 0..4 {
        if !free((c, i)) {
            continue;
        }
        let Pos::Track(a) = board.marbles[c][i] else { continue };
        let mut others: Vec<u8> = (0..4)
            .filter(|&oc| oc != c)
            .flat_map(|oc| (0..4).map(move |j| (oc, j)))
            .filter(|&m| free(m))
            .filter_map(|(oc, j)| match board.marbles[oc][j] {
                Pos::Track(b) => Some(b),
                _ => None,
            })
            .collect();
        others.sort();
        out.extend(others.into_iter().map(|b| Action::Swap(Spot::Track(a), Spot::Track(b))));
    }
    out
}

/// The position of colour `c`'s marble at a spot (`None` if the spot is another
/// colour's goal lane).
pub fn pos_of(spot: Spot, c: usize) -> Option<Pos> {
    match spot {
        Spot::Track(f) => Some(Pos::Track(f)),
        Spot::Goal(gc, g) if gc == c => Some(Pos::Goal(g)),
        Spot::Goal(..) => None,
    }
}

fn piece_moved(c: usize, i: usize, from: Pos, path: &[Pos]) -> Event {
    let space = |p: Pos| match Spot::of(c, p) {
        Some(s) => s.space_id(),
        None => format!("nest:{}:{}", COLOURS[c], i),
    };
    let mut spaces = vec![space(from)];
    spaces.extend(path.iter().map(|&p| space(p)));
    Event::PieceMoved { piece: super::board::marble_id(c, i), path: spaces }
}

fn sent_home(knocked: &[(Marble, u8)], events: &mut Events) {
    for &((c, i), f) in knocked {
        events.push(|| Event::PieceSentHome {
            piece: super::board::marble_id(c, i),
            from: Spot::Track(f).space_id(),
            to: format!("nest:{}:{}", COLOURS[c], i),
        });
    }
}

/// Carries out an action for `seat` on the board, putting what happened into `events`.
pub fn do_action(board: &mut Board, seat: Seat, action: &Action, events: &mut Events) {
    let c = acting_colour(board, seat);
    let mut step = |board: &mut Board, part: &Part, path: Option<Vec<Pos>>, forward: bool, all: bool| {
        let Some(m) = board.at(part.from) else { return };
        let Some(path) = path else { return };
        let from = board.marbles[m.0][m.1];
        let knocked = board.walk(m, &path, forward, all);
        events.push(|| piece_moved(m.0, m.1, from, &path));
        sent_home(&knocked, events);
    };
    match action {
        Action::Out => {
            if let Some((i, knocked)) = board.come_out(c) {
                events.push(|| Event::PieceMoved {
                    piece: super::board::marble_id(c, i),
                    path: vec![format!("nest:{}:{}", COLOURS[c], i), Spot::Track(start(c)).space_id()],
                });
                if let Some(k) = knocked {
                    sent_home(&[(k, start(c))], events);
                }
            }
        }
        Action::Forward { n, part } => {
            let path = board.at(part.from).and_then(|m| {
                let to = pos_of(part.to, m.0)?;
                board.forward_targets(m, *n).into_iter().find(|(t, _)| *t == to).map(|(_, p)| p)
            });
            step(board, part, path, true, false);
        }
        Action::Back(part) => {
            let path = board.at(part.from).and_then(|m| board.backward_target(m)).map(|(_, p)| p);
            step(board, part, path, false, false);
        }
        Action::Swap(a, b) => {
            if let (Some(ma), Some(mb)) = (board.at(*a), board.at(*b)) {
                board.swap(ma, mb);
                events.push(|| Event::PiecesSwapped {
                    a: super::board::marble_id(ma.0, ma.1),
                    b: super::board::marble_id(mb.0, mb.1),
                });
            }
        }
        Action::Seven(parts) => {
            let mut left = 7u8;
            for part in parts {
                if team_home(board, seat) {
                    break;
                }
                let path = board.at(part.from).and_then(|m| board.forward_path_to(m, pos_of(part.to, m.0)?, left));
                if let Some(p) = &path {
                    left = left.saturating_sub(p.len() as u8);
                }
                step(board, part, path, true, true);
            }
        }
    }
}

/// Applies a move (legal, or a chance outcome) to the state.
pub fn apply(s: &mut State, mv: &Move) -> Vec<Event> {
    let mut events = Events::on();
    apply_into(s, mv, &mut events);
    events.into_vec()
}

/// [`apply`] into a sink (off in search: no event is built).
pub fn apply_into(s: &mut State, mv: &Move, events: &mut Events) {
    match mv {
        Move::Dealer(d) => {
            s.dealer = Some(*d);
            events.push(|| Event::Note { msg: Msg::new("pairanoid-note-first-dealer").arg("color", colour_msg(*d)) });
            start_deal(s, false);
        }
        Move::Shuffle(pile) => {
            s.discard.clear();
            s.pile = pile.clone();
            events.push(|| Event::Shuffled { cards: s.pile.len() });
        }
        Move::Deal => continue_deal(s, events),
        Move::Give(card) => {
            let Some(seat) = s.swap_chooser() else { return };
            s.given[seat] = Some(*card);
            if s.given[partner(seat)].is_some() {
                s.stage = Stage::Exchange;
            }
        }
        Move::Exchange => {
            let Some((a, b)) = s.pending_exchange() else { return };
            let (Some(ca), Some(cb)) = (s.given[a], s.given[b]) else { return };
            take(&mut s.hands[a], ca);
            take(&mut s.hands[b], cb);
            s.hands[a].push(cb);
            s.hands[b].push(ca);
            s.hands[a].sort();
            s.hands[b].sort();
            events.push(|| Event::Note {
                msg: Msg::new("pairanoid-note-swapped").arg("a", colour_msg(a)).arg("b", colour_msg(b)),
            });
            s.stage = Stage::Swap;
            if s.swap_chooser().is_none() {
                s.stage = Stage::Play;
                s.turn = (s.dealer.unwrap_or(0) + 1) % 4;
                events.push(|| Event::TurnChanged { seat: s.turn });
            }
        }
        Move::Discard => {
            let seat = s.turn;
            let hand = std::mem::take(&mut s.hands[seat]);
            s.discard.extend(hand);
            events.push(|| Event::Passed { seat, reason: "pairanoid-pass-no-playable-card".into() });
            advance(s, events);
        }
        Move::Play { card, value, action } => {
            let seat = s.turn;
            take(&mut s.hands[seat], *card);
            s.discard.push(*card);
            s.last = Some(LastPlay { seat, card: *card, value: *value });
            events.push(|| Event::CardPlayed {
                seat,
                card: if card == value { card.to_string() } else { format!("{card}={value}") },
            });
            do_action(&mut s.board, seat, action, events);
            if team_home(&s.board, seat) {
                s.stage = Stage::Over;
                s.winner = Some(team(seat));
                for w in [seat, partner(seat)] {
                    events.push(|| Event::Finished { seat: w, place: 1 });
                }
                events.push(|| Event::GameOver);
            } else {
                advance(s, events);
            }
        }
    }
}

/// Removes one copy of `card` from a hand.
fn take(hand: &mut Vec<Card>, card: Card) {
    if let Some(k) = hand.iter().position(|&c| c == card) {
        hand.remove(k);
    }
}

/// The next seat clockwise after `t` that holds cards, given every seat's hand
/// count; `None` when every hand is empty, which ends the deal. (The bots' view
/// replays a deal's plays with the same rule.)
pub(super) fn next_holder(counts: &[usize; 4], t: Seat) -> Option<Seat> {
    (1..=4).map(|k| (t + k) % 4).find(|&s| counts[s] > 0)
}

/// Passes the turn to the next seat clockwise that holds cards, or starts the next
/// deal when all hands are empty.
fn advance(s: &mut State, events: &mut Events) {
    match next_holder(&s.hands.each_ref().map(Vec::len), s.turn) {
        Some(t) => {
            s.turn = t;
            events.push(|| Event::TurnChanged { seat: t });
        }
        None => start_deal(s, true),
    }
}

/// Starts a deal (the next dealer to the left when `next_dealer`).
fn start_deal(s: &mut State, next_dealer: bool) {
    if next_dealer {
        s.dealer = Some((s.dealer.unwrap_or(0) + 1) % 4);
    }
    s.deal_no = s.deal_no.saturating_add(1);
    s.dealt = 0;
    s.given = [None; 4];
    s.stage = Stage::Deal;
}

/// Deals from the pile, one card at a time clockwise from the player left of the
/// dealer, until the deal is complete or the pile is empty (a reshuffle comes next).
fn continue_deal(s: &mut State, events: &mut Events) {
    let dealer = s.dealer.unwrap_or(0);
    let total = 4 * s.deal_size();
    while s.dealt < total {
        if s.pile.is_empty() {
            return;
        }
        let card = s.pile.remove(0);
        let hand = &mut s.hands[(dealer + 1 + s.dealt) % 4];
        hand.push(card);
        hand.sort();
        s.dealt += 1;
    }
    s.stage = Stage::Swap;
    events.push(|| Event::Dealt { per_seat: s.deal_size() });
}

/// The cards a reshuffle gathers: every card not in a hand, in rank order.
pub fn reshuffle_cards(s: &State) -> Vec<Card> {
    let mut cards: Vec<Card> = s.discard.iter().chain(&s.pile).copied().collect();
    cards.sort();
    cards
}
