//! The rules of Durak (RULES.md §8): the state, the legal moves and what a move does.
//!
//! A bout is played as a sequence of single decisions so that a table can follow it
//! and a pass-and-play device changes hands as rarely as it can:
//!
//! - the first attacker opens with one card and, while they hold another card of a
//!   rank on the table and the limit allows, keeps the turn to add it ("several of one
//!   rank") or says `pass`;
//! - the defender then answers every unbeaten card, one beat at a time, or takes, or
//!   (Perevodnoy) transfers before anything is beaten;
//! - once everything is beaten (or the defender takes), the throw-in offer goes round
//!   the attackers in turn, first attacker first, but only to a seat that holds a card
//!   of a rank on the table while the limit allows: a seat with nothing to add is passed
//!   over without a decision (the table sees "nothing to add", as it would hear it at a
//!   real table). A seat that passed is asked again only after a new rank came onto the
//!   table, so a throw-in round never asks the same question twice.
//!
//! The bout ends when nobody is offered a throw-in: the table is discarded (or goes to
//! the taking defender), everyone draws up to six, the first attacker first and the
//! defender last, and a seat with no cards once the stock is gone is out.

use serde::Serialize;

use crate::error::GameError;
use crate::event::Event;
use crate::event_sink::Events;
use crate::game::{Outcome, Seat, Setup};
use crate::games::cards::{beats_by_class, card_msg, suit_msg, Card, CardSet, Suit};
use crate::message::Msg;
use crate::scene::seat_name;

/// Cards a hand is filled up to after each bout, and dealt at the start.
pub const HAND: usize = 6;
/// Attack cards in one bout, at most (the first bout may have a lower limit).
pub const LIMIT: usize = 6;

/// Throw-in only, or throw-in with transfers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Podkidnoy: attackers throw in cards of ranks on the table.
    Podkidnoy,
    /// Perevodnoy: the defender may also pass the attack on with a card of its rank.
    Perevodnoy,
}

/// Who attacks first in the next game of a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum NextGame {
    /// The player on the fool's left.
    Left,
    /// The player on the fool's right, so the fool defends first.
    Right,
}

/// The house rules of one game (RULES.md §8's variants).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Variants {
    /// Podkidnoy or Perevodnoy.
    pub kind: Kind,
    /// 36 (6 to A), 52 (2 to A) or 24 (9 to A) cards.
    pub deck: usize,
    /// Attack cards allowed in a game's first bout: 5 or 6.
    pub first_limit: usize,
    /// Perevodnoy: a defender may transfer by showing the trump of the attacking rank
    /// (kept in hand), once a bout.
    pub show: bool,
    /// 2 v 2 (four players) or 3 v 3 (six), partners in alternate seats.
    pub teams: bool,
    /// Who attacks first after a game.
    pub next: NextGame,
    /// Fools that end a series (1: a single game).
    pub fools: u32,
}

impl Default for Variants {
    fn default() -> Self {
        Variants {
            kind: Kind::Podkidnoy,
            deck: 36,
            first_limit: 5,
            show: false,
            teams: false,
            next: NextGame::Left,
            fools: 1,
        }
    }
}

impl Variants {
    /// Reads the variants of a validated setup.
    pub fn from_setup(setup: &Setup) -> Variants {
        Variants {
            kind: if setup.variant("kind") == "perevodnoy" { Kind::Perevodnoy } else { Kind::Podkidnoy },
            deck: setup.variant("deck").parse().unwrap_or(36),
            first_limit: if setup.variant("first") == "6" { 6 } else { 5 },
            show: setup.variant("show") == "on",
            teams: setup.variant("teams") == "on",
            next: if setup.variant("next") == "right" { NextGame::Right } else { NextGame::Left },
            fools: setup.variant("fools").parse().unwrap_or(1),
        }
    }

    /// Why these rules cannot be played by `players`, if they cannot: a deck too small
    /// to deal six each, teams at a table that cannot split in two, teams in Perevodnoy.
    pub fn refusal(&self, players: usize) -> Option<Msg> {
        if players * HAND > self.deck {
            return Some(Msg::new("durak-refuse-deck-small").arg("deck", self.deck).arg("players", players));
        }
        if self.teams && players != 4 && players != 6 {
            return Some(Msg::new("durak-refuse-teams-players").arg("players", players));
        }
        if self.teams && self.kind == Kind::Perevodnoy {
            return Some(Msg::new("durak-refuse-teams-perevodnoy"));
        }
        None
    }
}

/// One attack card and the card that beat it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Pair {
    /// The attack card.
    pub attack: Card,
    /// The card laid over it, once beaten.
    pub beat: Option<Card>,
}

/// The whole truth of a game (or series) of Durak, hidden cards included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Number of seats (2..=6).
    pub players: usize,
    /// House rules.
    pub variants: Variants,
    /// False until the shuffle (a chance move) has dealt the cards.
    pub dealt: bool,
    /// The turned card: its suit is trump.
    pub trump: Option<Card>,
    /// Each seat's hand.
    pub hands: Vec<CardSet>,
    /// Cards everybody knows to be in each hand (taken from the table, shown, the
    /// turned trump drawn), not laid since.
    pub known: Vec<CardSet>,
    /// The stock, top card LAST; the turned trump lies under it (first) until drawn.
    pub stock: Vec<Card>,
    /// The bout's cards, in the order they were laid.
    pub table: Vec<Pair>,
    /// Cards out of play (beaten bouts).
    pub discard: CardSet,
    /// The bout's first attacker: first to be offered a throw-in, first to draw.
    pub attacker: Seat,
    /// The bout's defender.
    pub defender: Seat,
    /// The seat to decide.
    pub turn: Seat,
    /// The defender has said "take": attackers may still add, then it takes all.
    pub taking: bool,
    /// Seats that passed since the last new rank came onto the table.
    pub passed: Vec<bool>,
    /// Show-the-trump has been used in this bout.
    pub shown: bool,
    /// Attack cards this bout may hold: the limit, and no more than the defender held
    /// when the bout (or the transfer to it) began.
    pub cap: usize,
    /// Bouts finished in this game (the first bout has its own limit).
    pub bouts: u32,
    /// Seats out of this game, in the order they went out.
    pub out: Vec<Seat>,
    /// The dealer of this game.
    pub dealer: Seat,
    /// Fools per seat over the series.
    pub fools: Vec<u32>,
    /// Games finished in the series.
    pub games: u32,
    /// How the last finished game ended (the next deal follows from it).
    pub last: Option<GameEnd>,
    /// The series is over.
    pub over: bool,
}

/// How one game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum GameEnd {
    /// These seats were left holding cards: the fool (or, in teams, the losing team's
    /// seats still holding cards).
    Fools(Vec<Seat>),
    /// The last bout emptied the last hands at once: nobody is the fool.
    Draw,
}

/// A decision of a seat, or the shuffle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Chance: the deck in shuffled order (dealt from the front).
    Deal(Vec<Card>),
    /// An attacker lays a card: the opening, or a throw-in of a rank on the table.
    Attack(Card),
    /// An attacker adds nothing (more).
    Pass,
    /// The defender beats `attack` with `with`.
    Beat {
        /// The attack card beaten.
        attack: Card,
        /// The defender's card laid over it.
        with: Card,
    },
    /// The defender takes the table.
    Take,
    /// Perevodnoy: the defender adds a card of the attacking rank and passes the attack on.
    Transfer(Card),
    /// Perevodnoy with show-the-trump: the defender shows the trump of the attacking
    /// rank, keeps it, and passes the attack on.
    Show(Card),
}

impl State {
    /// A new series before the first shuffle. The first game's dealer is the last seat.
    pub fn new(players: usize, variants: Variants) -> State {
        State {
            players,
            variants,
            dealt: false,
            trump: None,
            hands: vec![CardSet::EMPTY; players],
            known: vec![CardSet::EMPTY; players],
            stock: Vec::new(),
            table: Vec::new(),
            discard: CardSet::EMPTY,
            attacker: 0,
            defender: 1 % players,
            turn: 0,
            taking: false,
            passed: vec![false; players],
            shown: false,
            cap: 0,
            bouts: 0,
            out: Vec::new(),
            dealer: players - 1,
            fools: vec![0; players],
            games: 0,
            last: None,
            over: false,
        }
    }

    /// The trump suit (hearts before the deal, which never matters).
    pub fn trump_suit(&self) -> Suit {
        self.trump.map_or(Suit::Hearts, |c| c.suit())
    }

    /// True when `beater` beats `card`: a higher card of its suit, or a trump (a trump
    /// only by a higher trump).
    pub fn beats(&self, beater: Card, card: Card) -> bool {
        beats_with(self.trump_suit(), beater, card)
    }

    /// True while `seat` is in this game (not out).
    pub fn active(&self, seat: Seat) -> bool {
        !self.out.contains(&seat)
    }

    /// True when `a` and `b` play against each other (always, without teams).
    pub fn opponents(&self, a: Seat, b: Seat) -> bool {
        !self.variants.teams || a % 2 != b % 2
    }

    /// The next seat clockwise after `seat` still in the game (`seat` itself if none).
    pub fn next_active(&self, seat: Seat) -> Seat {
        (1..=self.players).map(|k| (seat + k) % self.players).find(|&s| self.active(s)).unwrap_or(seat)
    }

    /// The next seat clockwise after `seat` still in the game that plays against it.
    pub fn next_opponent(&self, seat: Seat) -> Seat {
        (1..=self.players)
            .map(|k| (seat + k) % self.players)
            .find(|&s| self.active(s) && self.opponents(seat, s))
            .unwrap_or(seat)
    }

    /// The seats that may throw in this bout, in the order they are offered: the first
    /// attacker, then clockwise, never the defender (nor, in teams, its partners).
    pub fn throwers(&self) -> Vec<Seat> {
        (0..self.players)
            .map(|k| (self.attacker + k) % self.players)
            .filter(|&s| s != self.defender && self.active(s) && self.opponents(s, self.defender))
            .collect()
    }

    /// The attack-card limit of the bout now being played (before its defender's hand).
    pub fn limit(&self) -> usize {
        if self.bouts == 0 {
            self.variants.first_limit
        } else {
            LIMIT
        }
    }

    /// The ranks on the table (attack and beating cards), as bits over the rank.
    pub fn table_ranks(&self) -> u16 {
        self.table.iter().flat_map(|p| std::iter::once(p.attack).chain(p.beat)).fold(0, |b, c| b | 1 << c.rank())
    }

    /// The attack cards not yet beaten.
    pub fn unbeaten(&self) -> impl Iterator<Item = Card> + '_ {
        self.table.iter().filter(|p| p.beat.is_none()).map(|p| p.attack)
    }

    /// The cards `seat` may lay as an attacker now: any card to open, else cards of a
    /// rank on the table while the bout's limit leaves room.
    pub fn throw_ins(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        if self.table.is_empty() {
            return hand;
        }
        if self.table.len() >= self.cap {
            return CardSet::EMPTY;
        }
        let ranks = self.table_ranks();
        CardSet::from_bits(hand.iter().filter(|c| ranks & 1 << c.rank() != 0).fold(0, |b, c| b | 1 << c.index()))
    }

    /// The seat to whom a transfer would pass the attack.
    pub fn transfer_to(&self) -> Seat {
        self.next_active(self.defender)
    }

    /// True when the defender may pass the attack on now with `added` more attack cards
    /// (1 for a transfer, 0 for showing the trump): Perevodnoy, nothing beaten yet, not
    /// taking, and the next player holds at least as many cards as would then lie on
    /// the table.
    pub fn may_pass_on(&self, added: usize) -> bool {
        self.variants.kind == Kind::Perevodnoy
            && !self.taking
            && !self.table.is_empty()
            && self.table.iter().all(|p| p.beat.is_none())
            && self.hands[self.transfer_to()].len() >= self.table.len() + added
            && self.table.len() + added <= self.limit()
    }

    /// The seats still holding cards, in seat order.
    pub fn holding(&self) -> Vec<Seat> {
        (0..self.players).filter(|&s| self.active(s)).collect()
    }
}

/// True when `beater` beats `card` with `trump` as the trump suit.
pub fn beats_with(trump: Suit, beater: Card, card: Card) -> bool {
    beats_by_class(beater, card, |c| c.suit() == trump)
}

/// The legal moves of the seat to move.
pub fn legal_moves(state: &State) -> Vec<Move> {
    if !state.dealt || state.over {
        return Vec::new();
    }
    let seat = state.turn;
    let hand = state.hands[seat];
    if seat == state.defender && !state.taking && state.unbeaten().next().is_some() {
        let mut moves = Vec::new();
        for attack in state.unbeaten() {
            for with in hand.iter().filter(|&c| state.beats(c, attack)) {
                moves.push(Move::Beat { attack, with });
            }
        }
        let rank = state.table[0].attack.rank();
        if state.may_pass_on(1) {
            moves.extend(hand.iter().filter(|c| c.rank() == rank).map(Move::Transfer));
        }
        if state.variants.show && !state.shown && state.may_pass_on(0) {
            let trump = Card::new(state.trump_suit(), rank);
            if hand.contains(trump) {
                moves.push(Move::Show(trump));
            }
        }
        moves.push(Move::Take);
        return moves;
    }
    let mut moves: Vec<Move> = state.throw_ins(seat).iter().map(Move::Attack).collect();
    if !state.table.is_empty() {
        moves.push(Move::Pass);
    }
    moves
}

/// A full shuffled deck as a chance move.
pub fn shuffled_deck(state: &State, rng: &mut crate::rng::GameRng) -> Move {
    Move::Deal(crate::games::cards::shuffled(state.variants.deck, rng))
}

/// Applies a legal move (or the deal) into a sink (off in search: nothing is built).
pub fn apply_into(state: &mut State, mv: &Move, events: &mut Events) {
    match mv {
        Move::Deal(order) => deal(state, order, events),
        Move::Attack(card) => attack(state, *card, events),
        Move::Pass => {
            state.passed[state.turn] = true;
            let seat = state.turn;
            events.push(|| Event::Passed { seat, reason: "durak-pass".into() });
            next_turn(state, events);
        }
        Move::Beat { attack, with } => beat(state, *attack, *with, events),
        Move::Take => {
            state.taking = true;
            let seat = state.turn;
            events.push(|| Event::Note { msg: Msg::new("durak-note-takes").arg("player", seat_name(seat)) });
            next_turn(state, events);
        }
        Move::Transfer(card) => pass_on(state, Some(*card), *card, events),
        Move::Show(card) => pass_on(state, None, *card, events),
    }
}

/// Deals six cards each round the table from the dealer's left, turns the next card
/// as trump and slides it under the stock; the first attacker holds the lowest trump
/// in a series' first game (or after a draw), else sits by the last fool.
fn deal(state: &mut State, order: &[Card], events: &mut Events) {
    let n = state.players;
    let first = (state.dealer + 1) % n;
    let mut next = order.iter().copied();
    crate::games::cards::deal_round(&mut next, &mut state.hands, first, HAND);
    let rest: Vec<Card> = next.collect();
    let turned = match rest.first() {
        Some(&c) => c,
        // Every card dealt (24 cards to four, 36 to six): the last card dealt is turned
        // for all to see and stays in the dealer's hand.
        None => {
            let c = order[n * HAND - 1];
            if let Some(s) = (0..n).find(|&s| state.hands[s].contains(c)) {
                state.known[s].insert(c);
            }
            c
        }
    };
    state.trump = Some(turned);
    state.stock = rest.iter().rev().copied().collect();
    if let Some(pos) = state.stock.iter().position(|&c| c == turned) {
        // The turned card lies crosswise under the stock: drawn last.
        state.stock.remove(pos);
        state.stock.insert(0, turned);
    }
    state.dealt = true;
    events.push(|| Event::Shuffled { cards: order.len() });
    events.push(|| Event::Dealt { per_seat: HAND });
    events.push(|| Event::Note {
        msg: Msg::new("durak-note-trump").arg("card", card_msg(turned)).arg("suit", suit_msg(turned.suit())),
    });
    let attacker = match &state.last {
        Some(GameEnd::Fools(fools)) => {
            let fool = fools[0];
            match state.variants.next {
                NextGame::Left => (fool + 1) % n,
                NextGame::Right => (fool + n - 1) % n,
            }
        }
        _ => match lowest_trump(state) {
            Some((seat, card)) => {
                state.known[seat].insert(card);
                events.push(|| Event::Note {
                    msg: Msg::new("durak-note-lowest-trump").arg("player", seat_name(seat)).arg("card", card_msg(card)),
                });
                seat
            }
            None => first,
        },
    };
    start_bout(state, attacker, events);
}

/// The seat holding the lowest trump, and that card.
fn lowest_trump(state: &State) -> Option<(Seat, Card)> {
    let suit = state.trump_suit();
    (2..=14)
        .map(|r| Card::new(suit, r))
        .find_map(|c| (0..state.players).find(|&s| state.hands[s].contains(c)).map(|s| (s, c)))
}

/// Starts a bout with `attacker` against the next opponent on its left.
fn start_bout(state: &mut State, attacker: Seat, events: &mut Events) {
    state.attacker = attacker;
    state.defender = state.next_opponent(attacker);
    state.turn = attacker;
    state.taking = false;
    state.shown = false;
    state.passed = vec![false; state.players];
    state.cap = state.limit().min(state.hands[state.defender].len());
    let (a, d) = (attacker, state.defender);
    events.push(|| Event::Note {
        msg: Msg::new("durak-note-bout").arg("attacker", seat_name(a)).arg("defender", seat_name(d)),
    });
    events.push(|| Event::TurnChanged { seat: a });
}

/// Lays a card from the hand onto the table; a card of a new rank lets every attacker
/// who passed be asked again.
fn lay(state: &mut State, seat: Seat, card: Card) {
    if state.table_ranks() & 1 << card.rank() == 0 {
        state.passed = vec![false; state.players];
    }
    state.hands[seat].remove(card);
    state.known[seat].remove(card);
}

fn attack(state: &mut State, card: Card, events: &mut Events) {
    let seat = state.turn;
    lay(state, seat, card);
    state.table.push(Pair { attack: card, beat: None });
    events.push(|| Event::CardPlayed { seat, card: card.to_string() });
    if state.throw_ins(seat).is_empty() {
        // Nothing more to add: no decision to ask for.
        state.passed[seat] = true;
    }
    if !state.passed[seat] {
        return;
    }
    next_turn(state, events);
}

fn beat(state: &mut State, attack: Card, with: Card, events: &mut Events) {
    let seat = state.turn;
    lay(state, seat, with);
    if let Some(p) = state.table.iter_mut().find(|p| p.attack == attack) {
        p.beat = Some(with);
    }
    events.push(|| Event::CardPlayed { seat, card: with.to_string() });
    next_turn(state, events);
}

/// Transfers the attack to the next player, adding `added` (a transfer) or showing
/// `card` (show-the-trump): the passing defender becomes the first attacker.
fn pass_on(state: &mut State, added: Option<Card>, card: Card, events: &mut Events) {
    let seat = state.turn;
    let to = state.transfer_to();
    match added {
        Some(c) => {
            lay(state, seat, c);
            state.table.push(Pair { attack: c, beat: None });
            events.push(|| Event::CardPlayed { seat, card: c.to_string() });
        }
        None => {
            state.shown = true;
            state.known[seat].insert(card);
        }
    }
    let key = if added.is_some() { "durak-note-transfer" } else { "durak-note-show" };
    events.push(|| Event::Note {
        msg: Msg::new(key).arg("player", seat_name(seat)).arg("to", seat_name(to)).arg("card", card_msg(card)),
    });
    state.attacker = seat;
    state.defender = to;
    state.passed = vec![false; state.players];
    state.cap = state.limit().min(state.hands[to].len());
    state.turn = to;
    events.push(|| Event::TurnChanged { seat: to });
}

/// Whose decision comes next: the defender while a card is unbeaten (and it has not
/// said take), else the first attacker in turn who has not passed and holds a card to
/// add; nobody left: the bout ends.
fn next_turn(state: &mut State, events: &mut Events) {
    if !state.taking && state.unbeaten().next().is_some() {
        state.turn = state.defender;
        let d = state.defender;
        events.push(|| Event::TurnChanged { seat: d });
        return;
    }
    for s in state.throwers() {
        if state.passed[s] {
            continue;
        }
        if state.throw_ins(s).is_empty() {
            // Passed over without a decision: the table sees "nothing to add", the
            // same words as a pass by choice.
            state.passed[s] = true;
            events.push(|| Event::Passed { seat: s, reason: "durak-pass".into() });
            continue;
        }
        state.turn = s;
        events.push(|| Event::TurnChanged { seat: s });
        return;
    }
    end_bout(state, events);
}

/// Clears the table, draws (first attacker first, defender last), puts out the seats
/// left without cards once the stock is gone, and starts the next bout or ends the game.
fn end_bout(state: &mut State, events: &mut Events) {
    let defender = state.defender;
    let cards: Vec<Card> = state.table.iter().flat_map(|p| std::iter::once(p.attack).chain(p.beat)).collect();
    state.table.clear();
    let took = state.taking;
    if took {
        for &c in &cards {
            state.hands[defender].insert(c);
            state.known[defender].insert(c);
        }
        let count = cards.len();
        events.push(|| Event::CardsTaken { seat: defender, count, from_table: true });
    } else {
        for &c in &cards {
            state.discard.insert(c);
        }
        events.push(|| Event::Note { msg: Msg::new("durak-note-beaten").arg("player", seat_name(defender)) });
    }
    for seat in draw_order(state) {
        let mut count = 0;
        while state.hands[seat].len() < HAND {
            let Some(c) = state.stock.pop() else { break };
            state.hands[seat].insert(c);
            if Some(c) == state.trump {
                state.known[seat].insert(c);
            }
            count += 1;
        }
        if count > 0 {
            events.push(|| Event::CardsTaken { seat, count, from_table: false });
        }
    }
    if state.stock.is_empty() {
        for seat in draw_order(state) {
            if state.hands[seat].is_empty() {
                state.out.push(seat);
                let place = state.out.len() as u32;
                events.push(|| Event::Finished { seat, place });
            }
        }
    }
    state.bouts += 1;
    if let Some(end) = game_end(state) {
        finish_game(state, end, events);
        return;
    }
    let after = if took || !state.active(defender) { state.next_active(defender) } else { defender };
    start_bout(state, after, events);
}

/// The order of drawing: the first attacker, the other seats clockwise from it, the
/// defender last.
pub fn draw_order(state: &State) -> Vec<Seat> {
    let mut order: Vec<Seat> = (0..state.players)
        .map(|k| (state.attacker + k) % state.players)
        .filter(|&s| s != state.defender && state.active(s))
        .collect();
    if state.active(state.defender) {
        order.push(state.defender);
    }
    order
}

/// How the game ends now, if it does: one seat (or, in teams, one team) left holding
/// cards is the fool; nobody left is a draw.
fn game_end(state: &State) -> Option<GameEnd> {
    let holding = state.holding();
    if state.variants.teams {
        let left = |team: usize| holding.iter().any(|&s| s % 2 == team);
        return match (left(0), left(1)) {
            (true, true) => None,
            (false, false) => Some(GameEnd::Draw),
            _ => Some(GameEnd::Fools(holding)),
        };
    }
    match holding.len() {
        0 => Some(GameEnd::Draw),
        1 => Some(GameEnd::Fools(holding)),
        _ => None,
    }
}

/// Counts the fools, ends the series when a seat reached the target, else gets the
/// next deal ready with the fool dealing (the same dealer after a draw).
fn finish_game(state: &mut State, end: GameEnd, events: &mut Events) {
    state.games += 1;
    if let GameEnd::Fools(fools) = &end {
        for &f in fools {
            state.fools[f] += 1;
        }
        if let Some(&fool) = fools.first() {
            state.turn = fool;
        }
    }
    let note = end_note(&end);
    events.push(|| Event::Note { msg: note });
    // A single game ends with it, a draw included; a series when someone reached the
    // fools it is played to (after a draw the same dealer deals again).
    state.over = state.variants.fools == 1 || state.fools.iter().any(|&f| f >= state.variants.fools);
    if let GameEnd::Fools(fools) = &end {
        state.dealer = fools[0];
    }
    state.last = Some(end);
    if state.over {
        events.push(|| Event::GameOver);
        return;
    }
    // The next game of the series: a new deal (a chance move) by the fool.
    state.dealt = false;
    state.trump = None;
    state.hands = vec![CardSet::EMPTY; state.players];
    state.known = vec![CardSet::EMPTY; state.players];
    state.stock.clear();
    state.discard = CardSet::EMPTY;
    state.out.clear();
    state.bouts = 0;
    state.taking = false;
    state.shown = false;
    state.passed = vec![false; state.players];
    let dealer = state.dealer;
    events.push(|| Event::Note { msg: Msg::new("durak-note-next-game").arg("dealer", seat_name(dealer)) });
}

/// "Bo is the fool", "Bo and Di are the fools", or "a draw: nobody is the fool".
pub fn end_note(end: &GameEnd) -> Msg {
    match end {
        GameEnd::Draw => Msg::new("durak-note-draw"),
        GameEnd::Fools(f) if f.len() == 1 => Msg::new("durak-note-fool").arg("player", seat_name(f[0])),
        GameEnd::Fools(f) => Msg::new("durak-note-team-fools").arg("players", f.len()).arg("player", seat_name(f[0])),
    }
}

/// The outcome once the series is over: fewer fools place higher; the seats that
/// reached the target are the losers.
pub fn outcome(state: &State) -> Option<Outcome> {
    if !state.over {
        return None;
    }
    let places =
        (0..state.players).map(|s| 1 + state.fools.iter().filter(|&&f| f < state.fools[s]).count() as u32).collect();
    let losers: Vec<Seat> = (0..state.players).filter(|&s| state.fools[s] >= state.variants.fools).collect();
    let mut summary = Vec::new();
    if let Some(end) = &state.last {
        summary.push(end_note(end));
    }
    if state.variants.fools > 1 {
        let score = state.fools.iter().map(|f| f.to_string()).collect::<Vec<_>>().join(" – ");
        summary.push(Msg::new("durak-end-series").arg("score", score).arg("to", state.variants.fools));
    }
    let points = state.fools.iter().map(|&f| -(f as i32)).collect();
    Some(Outcome { places, points, losers, summary, standings: standings(state) })
}

/// Each seat's line on the end screen in Durak's own words: in a single game where it
/// went out ("out first") or "the fool"; in a series how often it was the fool.
fn standings(state: &State) -> Vec<Msg> {
    let fools = match &state.last {
        Some(GameEnd::Fools(f)) => f.as_slice(),
        _ => &[],
    };
    (0..state.players)
        .map(|seat| {
            let player = seat_name(seat);
            let out = state.out.iter().position(|&s| s == seat);
            match out {
                _ if state.variants.fools > 1 => {
                    Msg::new("durak-end-fools").arg("player", player).arg("count", state.fools[seat])
                }
                Some(p) => Msg::new("durak-end-out").arg("player", player).arg("place", p + 1),
                None if fools.contains(&seat) => Msg::new("durak-end-fool").arg("player", player),
                None => Msg::new("durak-end-fools").arg("player", player).arg("count", state.fools[seat]),
            }
        })
        .collect()
}

/// Why a step list is refused, naming the rule.
pub fn explain_refusal(state: &State, steps: &[String]) -> Msg {
    if !state.dealt {
        return Msg::new("durak-refuse-not-dealt");
    }
    if state.over {
        return Msg::new("refuse-game-over");
    }
    let defending = state.turn == state.defender && !state.taking && state.unbeaten().next().is_some();
    let first = steps.first().map(String::as_str).unwrap_or("");
    if defending {
        if first == "pass" {
            return Msg::new("durak-refuse-defender-pass");
        }
        match steps.get(1).map(String::as_str) {
            Some("transfer") | Some("show") => return Msg::new("durak-refuse-pass-on"),
            Some(_) => {
                if let (Ok(with), Ok(target)) = (Card::parse(first), Card::parse(&steps[1])) {
                    if state.hands[state.turn].contains(with) && !state.beats(with, target) {
                        return Msg::new("durak-refuse-does-not-beat")
                            .arg("card", card_msg(with))
                            .arg("target", card_msg(target));
                    }
                }
            }
            None => {}
        }
        return Msg::new("refuse-not-legal").arg("move", steps.join(" "));
    }
    if first == "take" {
        return Msg::new("durak-refuse-attacker-take");
    }
    if let Ok(card) = Card::parse(first) {
        if !state.hands[state.turn].contains(card) {
            return Msg::new("durak-refuse-not-held").arg("card", card_msg(card));
        }
        if state.table.len() >= state.cap {
            return Msg::new("durak-refuse-limit").arg("count", state.cap);
        }
        return Msg::new("durak-refuse-rank").arg("card", card_msg(card));
    }
    Msg::new("refuse-not-legal").arg("move", steps.join(" "))
}

/// Checks that a state obeys the invariants (used by notation and the property tests):
/// every card of the deck in exactly one place, known cards held, roles at the table.
pub fn check(state: &State) -> Result<(), GameError> {
    let bad = |m: Msg| Err(crate::notation::bad(m));
    if !(2..=6).contains(&state.players) {
        return Err(crate::notation::bad(super::notation::players_refused(state.players)));
    }
    if let Some(why) = state.variants.refusal(state.players) {
        return bad(why);
    }
    if !state.dealt {
        return Ok(());
    }
    let deck = CardSet::deck(state.variants.deck);
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    let table: Vec<Card> = state.table.iter().flat_map(|p| std::iter::once(p.attack).chain(p.beat)).collect();
    let singles = state.stock.iter().chain(&table).map(|&c| std::iter::once(c).collect::<CardSet>());
    for set in state.hands.iter().copied().chain([state.discard]).chain(singles) {
        if !set.and(seen).is_empty() {
            let card = set.and(seen).iter().next().map(|c| c.to_string()).unwrap_or_default();
            return bad(Msg::new("durak-position-two-places").arg("card", card));
        }
        seen = seen.or(set);
        count += set.len();
    }
    if seen != deck || count != deck.len() {
        let list = |s: CardSet| s.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
        return bad(Msg::new("durak-position-cards")
            .arg("missing", list(deck.minus(seen)))
            .arg("extra", list(seen.minus(deck))));
    }
    for s in 0..state.players {
        if !state.known[s].minus(state.hands[s]).is_empty() {
            return bad(Msg::new("durak-position-known").arg("seat", seat_name(s)));
        }
    }
    let roles_ok = state.over
        || state.attacker < state.players
            && state.defender < state.players
            && state.turn < state.players
            && state.attacker != state.defender
            && state.active(state.defender);
    if !roles_ok {
        return bad(Msg::new("durak-position-roles"));
    }
    for p in &state.table {
        if let Some(b) = p.beat {
            if !state.beats(b, p.attack) {
                return bad(Msg::new("durak-refuse-does-not-beat")
                    .arg("card", card_msg(b))
                    .arg("target", card_msg(p.attack)));
            }
        }
    }
    if state.table.len() > state.cap.max(1) && !state.table.is_empty() {
        return bad(Msg::new("durak-refuse-limit").arg("count", state.cap));
    }
    Ok(())
}
