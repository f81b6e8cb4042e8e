//! The rules of Fjols: the state, the legal moves and what a move does.
//!
//! The deck is shuffled by one chance move; dealing, turning the trump card and
//! drawing from the pile then follow the shuffled order, so the whole game replays
//! from the shuffle and the players' choices.

use serde::Serialize;

use super::cards::{card_msg, suit_card_msg, suit_msg, Card, CardSet, Class, Limits, Trumps, NO_LIMITS};
use crate::error::GameError;
use crate::event::Event;
use crate::event_sink::Events;
use crate::game::{Outcome, Seat, Setup};
use crate::message::Msg;
use crate::scene::seat_name;

/// What a player picks up when they cannot (or will not) beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Pickup {
    /// Only the most recently laid card; the rest of the chain goes out of play.
    Last,
    /// Every card laid since the last free lead.
    Chain,
}

/// Whether a player who can beat must beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Beating {
    /// A player who can beat must beat.
    Forced,
    /// A player may always pick up instead.
    Optional,
}

/// The house rules of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Variants {
    /// 36 (6 to A) or 52 cards.
    pub deck: usize,
    /// Cards dealt to each player: 5 or 6.
    pub hand: usize,
    /// What a pick-up takes.
    pub pickup: Pickup,
    /// Whether beating is compulsory.
    pub beating: Beating,
}

impl Default for Variants {
    fn default() -> Self {
        Variants { deck: 36, hand: 5, pickup: Pickup::Last, beating: Beating::Forced }
    }
}

impl Variants {
    /// Reads the variants of a validated setup.
    pub fn from_setup(setup: &Setup) -> Variants {
        Variants {
            deck: if setup.variant("deck") == "52" { 52 } else { 36 },
            hand: if setup.variant("hand") == "6" { 6 } else { 5 },
            pickup: if setup.variant("pickup") == "chain" { Pickup::Chain } else { Pickup::Last },
            beating: if setup.variant("beating") == "optional" { Beating::Optional } else { Beating::Forced },
        }
    }
}

/// The whole truth of a game of Fjols, hidden cards included.
#[derive(Debug, PartialEq, Eq)]
pub struct State {
    /// Number of seats (2..=5).
    pub players: usize,
    /// House rules.
    pub variants: Variants,
    /// False until the shuffle (a chance move) has dealt the cards.
    pub dealt: bool,
    /// The card turned after the deal: its suit is high trump.
    pub trump_card: Option<Card>,
    /// Each seat's hand.
    pub hands: Vec<CardSet>,
    /// Cards everybody knows to be in each hand (picked up from the table, not laid since).
    pub known: Vec<CardSet>,
    /// What everybody can tell about each seat's unseen cards: set when the seat trumps
    /// instead of following suit (void) or has to pick up (nothing that beats), and
    /// forgotten when it draws from the pile.
    pub limits: Vec<Limits>,
    /// The face-down draw pile, top card LAST.
    pub pile: Vec<Card>,
    /// The chain of cards laid since the last free lead, oldest first; the last one is
    /// the card to beat. Empty: the player to move leads freely.
    pub table: Vec<Card>,
    /// Cards out of play (left on the table when only the last card was picked up).
    pub dead: CardSet,
    /// The seat to move.
    pub turn: Seat,
    /// The dealer; the forehand on their left (the next seat) plays first. The last
    /// seat in a table's first game, then one seat further left each new game.
    pub dealer: Seat,
    /// Seats that have gone out, in order (first = winner).
    pub out: Vec<Seat>,
}

/// A decision of a seat, or the shuffle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Move {
    /// Lay a card from the hand (beating the card on the table, or leading freely).
    Lay(Card),
    /// Pick up from the table instead of beating.
    PickUp,
    /// Chance: the deck in shuffled order (dealt from the front).
    Shuffle(Vec<Card>),
}

/// Cloned by hand so that `clone_from` reuses the destination's buffers: a search
/// overwrites one state with a fresh deal thousands of times a decision
/// ([`super::bot::Deals`]). Both list every field, so a new field cannot be missed.
impl Clone for State {
    fn clone(&self) -> State {
        State {
            players: self.players,
            variants: self.variants,
            dealt: self.dealt,
            trump_card: self.trump_card,
            hands: self.hands.clone(),
            known: self.known.clone(),
            limits: self.limits.clone(),
            pile: self.pile.clone(),
            table: self.table.clone(),
            dead: self.dead,
            turn: self.turn,
            dealer: self.dealer,
            out: self.out.clone(),
        }
    }

    fn clone_from(&mut self, source: &State) {
        let State { players, variants, dealt, trump_card, hands, known, limits, pile, table, dead, turn, dealer, out } =
            source;
        self.players = *players;
        self.variants = *variants;
        self.dealt = *dealt;
        self.trump_card = *trump_card;
        self.hands.clone_from(hands);
        self.known.clone_from(known);
        self.limits.clone_from(limits);
        self.pile.clone_from(pile);
        self.table.clone_from(table);
        self.dead = *dead;
        self.turn = *turn;
        self.dealer = *dealer;
        self.out.clone_from(out);
    }
}

impl State {
    /// A new game before the shuffle.
    pub fn new(players: usize, variants: Variants) -> State {
        State {
            players,
            variants,
            dealt: false,
            trump_card: None,
            hands: vec![CardSet::EMPTY; players],
            known: vec![CardSet::EMPTY; players],
            limits: vec![NO_LIMITS; players],
            pile: Vec::new(),
            table: Vec::new(),
            dead: CardSet::EMPTY,
            turn: 0,
            dealer: players - 1,
            out: Vec::new(),
        }
    }

    /// The forehand: the seat left of the dealer, dealt to first and first to play.
    pub fn forehand(&self) -> Seat {
        (self.dealer + 1) % self.players
    }

    /// The trump suits (hearts high before the deal, which never matters).
    pub fn trumps(&self) -> Trumps {
        Trumps::from_card(self.trump_card.unwrap_or(Card::new(super::cards::Suit::Hearts, 14)))
    }

    /// True when the game is over (at most one seat still holds cards).
    pub fn is_over(&self) -> bool {
        self.dealt && self.out.len() + 1 >= self.players
    }

    /// True when `seat` is still playing.
    pub fn active(&self, seat: Seat) -> bool {
        !self.out.contains(&seat)
    }

    /// The next seat clockwise after `seat` that is still playing.
    pub fn next_active(&self, seat: Seat) -> Seat {
        (1..=self.players).map(|k| (seat + k) % self.players).find(|&s| self.active(s)).unwrap_or(seat)
    }

    /// The card to beat, if any (`None`: free lead).
    pub fn to_beat(&self) -> Option<Card> {
        self.table.last().copied()
    }

    /// The fjols: the one seat left holding cards, once over.
    pub fn fjols(&self) -> Option<Seat> {
        if self.is_over() {
            (0..self.players).find(|&s| self.active(s))
        } else {
            None
        }
    }
}

/// The legal moves of a hand facing the card to beat (`None`: a free lead), as the
/// cards it may lay and whether it may pick up: any card to lead, else the cards that
/// beat, and picking up when none does or beating is optional. The one statement of
/// the rule; searches that keep moves as card sets (the tree, the exact endgame) use it
/// without building a list.
pub fn options_for(hand: CardSet, to_beat: Option<Card>, trumps: Trumps, beating: Beating) -> (CardSet, bool) {
    match to_beat {
        None => (hand, false),
        Some(card) => {
            let beaters = trumps.beaters(hand, card);
            (beaters, beaters.is_empty() || beating == Beating::Optional)
        }
    }
}

/// The legal moves of a hand facing a table (shared by the rules and the bots): the
/// cards of [`options_for`] in order, then picking up.
pub fn legal_for(hand: CardSet, table: &[Card], trumps: Trumps, beating: Beating) -> Vec<Move> {
    let (cards, pick) = options_for(hand, table.last().copied(), trumps, beating);
    let mut moves: Vec<Move> = cards.iter().map(Move::Lay).collect();
    if pick {
        moves.push(Move::PickUp);
    }
    moves
}

/// The legal moves of the seat to move.
pub fn legal_moves(state: &State) -> Vec<Move> {
    if !state.dealt || state.is_over() {
        return Vec::new();
    }
    legal_for(state.hands[state.turn], &state.table, state.trumps(), state.variants.beating)
}

/// A full shuffled deck as a chance move.
pub fn shuffled_deck(state: &State, rng: &mut crate::rng::GameRng) -> Move {
    Move::Shuffle(crate::games::cards::shuffled(state.variants.deck, rng))
}

/// Applies a legal move (or the shuffle) and tells what happened.
pub fn apply(state: &mut State, mv: &Move) -> Vec<Event> {
    let mut events = Events::on();
    apply_into(state, mv, &mut events);
    events.into_vec()
}

/// [`apply`] into a sink (off in search: no event is built).
pub fn apply_into(state: &mut State, mv: &Move, events: &mut Events) {
    match mv {
        Move::Shuffle(order) => deal(state, order, events),
        Move::Lay(card) => lay(state, *card, events),
        Move::PickUp => pick_up(state, events),
    }
}

/// Deals `order` round the table one card at a time from the forehand (left of the
/// dealer), turns the next card as trump and card to beat, and leaves the rest as the
/// pile (the card after the trump card on top).
fn deal(state: &mut State, order: &[Card], events: &mut Events) {
    let per_seat = state.variants.hand;
    let forehand = state.forehand();
    let mut next = order.iter().copied();
    crate::games::cards::deal_round(&mut next, &mut state.hands, forehand, per_seat);
    let turned = next.next();
    state.trump_card = turned;
    state.table = turned.into_iter().collect();
    state.pile = next.rev().collect();
    state.dealt = true;
    state.turn = forehand;
    let trumps = state.trumps();
    events.push(|| Event::Shuffled { cards: order.len() });
    events.push(|| Event::Dealt { per_seat });
    events.push(|| Event::Note {
        msg: Msg::new("fjols-note-trumps")
            .arg("card", turned.map(card_msg).unwrap_or_else(|| Msg::new("fjols-no-card")))
            .arg("high", suit_msg(trumps.high))
            .arg("low", suit_msg(trumps.low())),
    });
    events.push(|| Event::Note {
        msg: Msg::new("fjols-note-dealer").arg("dealer", seat_name(state.dealer)).arg("forehand", seat_name(forehand)),
    });
    events.push(|| Event::TurnChanged { seat: forehand });
}

fn lay(state: &mut State, card: Card, events: &mut Events) {
    let seat = state.turn;
    events.push(|| Event::CardPlayed { seat, card: card.to_string() });
    if let Some(to_beat) = state.to_beat() {
        if card.suit() != to_beat.suit() {
            // Laying another suit is allowed only when void in the suit to beat.
            state.limits[seat][to_beat.suit().index()] = 0;
        }
    }
    state.hands[seat].remove(card);
    state.known[seat].remove(card);
    state.table.push(card);
    if let Some(drawn) = state.pile.pop() {
        state.hands[seat].insert(drawn);
        state.limits[seat] = NO_LIMITS;
        events.push(|| Event::CardsTaken { seat, count: 1, from_table: false });
        if state.pile.is_empty() {
            events.push(|| Event::Note { msg: Msg::new("fjols-note-pile-empty") });
        }
    }
    if state.hands[seat].is_empty() && state.pile.is_empty() {
        state.out.push(seat);
        events.push(|| Event::Finished { seat, place: state.out.len() as u32 });
    }
    finish_turn(state, seat, events);
}

fn pick_up(state: &mut State, events: &mut Events) {
    let seat = state.turn;
    if state.variants.beating == Beating::Forced {
        if let Some(to_beat) = state.to_beat() {
            learn_from_pick_up(state, seat, to_beat);
        }
    }
    let taken: Vec<Card> = match state.variants.pickup {
        Pickup::Last => state.table.pop().into_iter().collect(),
        Pickup::Chain => std::mem::take(&mut state.table),
    };
    for &c in &state.table {
        state.dead.insert(c);
    }
    state.table.clear();
    for &c in &taken {
        state.hands[seat].insert(c);
        state.known[seat].insert(c);
    }
    events.push(|| Event::CardsTaken { seat, count: taken.len(), from_table: true });
    finish_turn(state, seat, events);
}

/// A forced pick-up shows the seat had nothing that beats `to_beat`: no higher card of
/// its suit, and when it holds none of that suit, no trump of a higher class either.
fn learn_from_pick_up(state: &mut State, seat: Seat, to_beat: Card) {
    let suit = to_beat.suit().index();
    let trumps = state.trumps();
    // Public facts only: a void in the unseen cards and no known card of the suit.
    let known_in_suit = !state.known[seat].and(CardSet::suit(to_beat.suit())).is_empty();
    let limits = &mut state.limits[seat];
    limits[suit] = limits[suit].min(to_beat.rank());
    if limits[suit] == 0 && !known_in_suit {
        let class = trumps.class(to_beat);
        if class < Class::LowTrump {
            limits[trumps.low().index()] = 0;
        }
        if class < Class::HighTrump {
            limits[trumps.high.index()] = 0;
        }
    }
}

fn finish_turn(state: &mut State, seat: Seat, events: &mut Events) {
    if state.is_over() {
        if let Some(fjols) = state.fjols() {
            state.turn = fjols;
            events.push(|| Event::Note { msg: fjols_note(fjols) });
        }
        events.push(|| Event::GameOver);
    } else {
        state.turn = state.next_active(seat);
        events.push(|| Event::TurnChanged { seat: state.turn });
    }
}

/// The outcome once over: places in the order players went out, the fjols last.
pub fn outcome(state: &State) -> Option<Outcome> {
    let fjols = state.fjols()?;
    let mut places = vec![state.players as u32; state.players];
    for (i, &s) in state.out.iter().enumerate() {
        places[s] = i as u32 + 1;
    }
    Some(Outcome {
        places,
        points: vec![0; state.players],
        losers: vec![fjols],
        summary: vec![fjols_note(fjols)],
        standings: Vec::new(),
    })
}

/// "Bo is the fjols": the log's note at the end and the end screen's line.
fn fjols_note(fjols: Seat) -> Msg {
    Msg::new("fjols-note-fjols").arg("player", seat_name(fjols))
}

/// Why a step list is refused, naming the rule.
pub fn explain_refusal(state: &State, steps: &[String]) -> Msg {
    if !state.dealt {
        return Msg::new("fjols-refuse-not-dealt");
    }
    if state.is_over() {
        return Msg::new("refuse-game-over");
    }
    if steps.len() != 1 {
        return Msg::new("fjols-refuse-one-card");
    }
    let hand = state.hands[state.turn];
    let trumps = state.trumps();
    let text = steps[0].as_str();
    let to_beat = state.to_beat();
    if text == "take" {
        return match to_beat {
            None => Msg::new("fjols-refuse-nothing-to-take"),
            Some(card) => {
                let beaters = trumps.beaters(hand, card);
                let list = beaters.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(", ");
                Msg::new("fjols-refuse-must-beat").arg("card", card_msg(card)).arg("cards", list)
            }
        };
    }
    let card = match Card::parse(text) {
        Ok(c) => c,
        Err(_) => return Msg::new("fjols-refuse-not-a-card").arg("text", text),
    };
    if !hand.contains(card) {
        return Msg::new("fjols-refuse-not-held").arg("card", card_msg(card));
    }
    let Some(target) = to_beat else {
        return Msg::new("fjols-refuse-cannot-lead").arg("card", card_msg(card));
    };
    let suit = target.suit();
    let (card_m, target_m) = (card_msg(card), card_msg(target));
    if card.suit() == suit {
        return Msg::new("fjols-refuse-lower")
            .arg("card", card_m)
            .arg("target", target_m)
            .arg("suit", suit_card_msg(suit));
    }
    if !hand.and(CardSet::suit(suit)).is_empty() {
        return Msg::new("fjols-refuse-follow-suit")
            .arg("suits", suit_msg(suit))
            .arg("target", target_m)
            .arg("suit", suit_card_msg(suit));
    }
    let what = match trumps.class(target) {
        Class::Plain => Msg::new("fjols-beaten-by-plain")
            .arg("suit", suit_card_msg(suit))
            .arg("high", suit_msg(trumps.high))
            .arg("low", suit_msg(trumps.low())),
        Class::LowTrump => {
            Msg::new("fjols-beaten-by-low").arg("suit", suit_card_msg(suit)).arg("high", suit_msg(trumps.high))
        }
        Class::HighTrump => Msg::new("fjols-beaten-by-high").arg("suit", suit_card_msg(suit)),
    };
    Msg::new("fjols-refuse-does-not-beat").arg("card", card_m).arg("target", target_m).arg("what", what)
}

/// Checks that a state obeys the invariants (used by notation and the property tests):
/// every card of the deck in exactly one place, known cards in their hands, seats
/// still playing hold cards, seats out hold none, and the pile is gone once anyone is out.
pub fn check(state: &State) -> Result<(), GameError> {
    let bad = |m: Msg| Err(crate::notation::bad(m));
    let seat_says = |key: &str, s: usize| Msg::new(key).arg("seat", crate::scene::seat_name(s));
    if !(2..=5).contains(&state.players) {
        return Err(crate::notation::bad(super::notation::players_refused(state.players)));
    }
    if state.hands.len() != state.players || state.known.len() != state.players || state.limits.len() != state.players {
        return bad(Msg::new("fjols-position-hands"));
    }
    let deck = CardSet::deck(state.variants.deck);
    if !state.dealt {
        let empty = state.hands.iter().all(|h| h.is_empty())
            && state.pile.is_empty()
            && state.table.is_empty()
            && state.dead.is_empty()
            && state.out.is_empty()
            && state.known.iter().all(|k| k.is_empty())
            && state.limits.iter().all(|&v| v == NO_LIMITS);
        return if empty { Ok(()) } else { bad(Msg::new("fjols-position-cards-before-deal")) };
    }
    let Some(trump) = state.trump_card else {
        return bad(Msg::new("fjols-position-no-trump"));
    };
    if !deck.contains(trump) {
        return bad(Msg::new("fjols-position-not-in-deck").arg("cards", trump.to_string()));
    }
    let mut seen = CardSet::EMPTY;
    let mut count = 0;
    let places =
        state.hands.iter().copied().chain([state.dead]).chain(state.pile.iter().chain(&state.table).map(|&c| {
            let mut s = CardSet::EMPTY;
            s.insert(c);
            s
        }));
    for set in places {
        if !set.and(seen).is_empty() {
            let card = set.and(seen).iter().next().unwrap_or(trump);
            return bad(Msg::new("fjols-position-two-places").arg("card", card.to_string()));
        }
        seen = seen.or(set);
        count += set.len();
    }
    if seen != deck || count != deck.len() {
        let missing = deck.minus(seen).to_vec();
        let extra = seen.minus(deck).to_vec();
        let list = |cards: Vec<Card>| cards.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
        return bad(match extra.is_empty() {
            true => Msg::new("fjols-position-missing").arg("cards", list(missing)),
            false => Msg::new("fjols-position-not-in-deck").arg("cards", list(extra)),
        });
    }
    for s in 0..state.players {
        if state.known[s].minus(state.hands[s]) != CardSet::EMPTY {
            return bad(seat_says("fjols-position-known-not-held", s));
        }
        let unknown = state.hands[s].minus(state.known[s]);
        if let Some(c) = unknown.iter().find(|c| c.rank() > state.limits[s][c.suit().index()]) {
            return bad(seat_says("fjols-position-known-limit", s).arg("card", c.to_string()));
        }
        if state.limits[s].iter().any(|&l| l > 14) {
            return bad(seat_says("fjols-position-bad-limits", s));
        }
        let is_out = state.out.contains(&s);
        if is_out && !state.hands[s].is_empty() {
            return bad(seat_says("fjols-position-out-holding", s));
        }
        if !is_out && state.hands[s].is_empty() {
            return bad(seat_says("fjols-position-empty-not-out", s));
        }
    }
    let mut outs = state.out.clone();
    outs.sort_unstable();
    outs.dedup();
    if outs.len() != state.out.len() || outs.iter().any(|&s| s >= state.players) {
        return bad(Msg::new("fjols-position-bad-out"));
    }
    if !state.out.is_empty() && !state.pile.is_empty() {
        return bad(Msg::new("fjols-position-out-with-pile"));
    }
    if state.out.len() >= state.players {
        return bad(Msg::new("fjols-position-all-out"));
    }
    if !state.is_over() && !state.active(state.turn) {
        return bad(seat_says("fjols-position-out-to-move", state.turn));
    }
    if state.turn >= state.players {
        let allowed = format!("0–{}", state.players - 1);
        return Err(crate::notation::bad_value("turn", &state.turn.to_string(), allowed));
    }
    Ok(())
}
