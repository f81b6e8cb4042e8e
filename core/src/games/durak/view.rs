//! What one seat may know, whose decision it is in words, and the terminal picture.

use serde::Serialize;

use super::rules::{legal_moves, GameEnd, Move, Pair, State, Variants};
use crate::game::Seat;
use crate::games::cards::{Card, CardSet, Suit};
use crate::message::Msg;
use crate::scene::seat_name;

/// A seat's view: its own hand and what the whole table knows, never a hidden card.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// Number of seats.
    pub players: usize,
    /// House rules.
    pub variants: Variants,
    /// The seat to decide (`None` before a deal and once over).
    pub to_move: Option<Seat>,
    /// The turned card (its suit is trump).
    pub trump: Option<Card>,
    /// True while the turned card still lies under the stock.
    pub trump_in_stock: bool,
    /// The observer's own hand.
    pub hand: CardSet,
    /// Cards held by every seat.
    pub counts: Vec<usize>,
    /// Cards everybody knows each seat holds.
    pub known: Vec<CardSet>,
    /// Cards left in the stock (the turned card included).
    pub stock: usize,
    /// The bout's cards.
    pub table: Vec<Pair>,
    /// Cards out of play.
    pub discard: CardSet,
    /// The bout's first attacker.
    pub attacker: Seat,
    /// The bout's defender.
    pub defender: Seat,
    /// The defender has said take.
    pub taking: bool,
    /// Seats that passed (or had nothing to add) since the last new rank.
    pub passed: Vec<bool>,
    /// Show-the-trump used this bout.
    pub shown: bool,
    /// Attack cards this bout may hold.
    pub cap: usize,
    /// Bouts finished this game.
    pub bouts: u32,
    /// Seats out of this game, in order.
    pub out: Vec<Seat>,
    /// The dealer of this game.
    pub dealer: Seat,
    /// Fools per seat in the series.
    pub fools: Vec<u32>,
    /// Games finished in the series.
    pub games: u32,
    /// How the last game ended.
    pub last: Option<GameEnd>,
}

impl Observation {
    /// Cards the observer cannot place: in other hands (unknown part) or in the stock.
    pub fn unseen(&self) -> CardSet {
        let mut placed = self.hand.or(self.discard);
        for p in &self.table {
            placed.insert(p.attack);
            if let Some(b) = p.beat {
                placed.insert(b);
            }
        }
        if let (Some(t), true) = (self.trump, self.trump_in_stock) {
            placed.insert(t);
        }
        crate::games::cards::unseen(self.variants.deck, placed, &self.known)
    }

    /// A full state that agrees with everything this seat knows, the unseen cards
    /// dealt at random among the other hands and the stock (the turned card stays at
    /// the bottom of the stock). What bots search over; never the truth.
    pub fn determinise(&self, rng: &mut crate::rng::GameRng) -> State {
        let mut unseen = self.unseen().to_vec();
        rng.shuffle(&mut unseen);
        let mut rest = unseen.into_iter();
        let mut state = State::new(self.players, self.variants);
        state.dealt = self.to_move.is_some() || self.trump.is_some();
        state.trump = self.trump;
        for s in 0..self.players {
            state.hands[s] = if s == self.seat { self.hand } else { self.known[s] };
            while state.hands[s].len() < self.counts[s] {
                if let Some(c) = rest.next() {
                    state.hands[s].insert(c);
                } else {
                    break;
                }
            }
        }
        state.known = self.known.clone();
        let mut stock: Vec<Card> = rest.collect();
        if let (Some(t), true) = (self.trump, self.trump_in_stock) {
            stock.insert(0, t);
        }
        state.stock = stock;
        state.table = self.table.clone();
        state.discard = self.discard;
        state.attacker = self.attacker;
        state.defender = self.defender;
        state.turn = self.to_move.unwrap_or(self.seat);
        state.taking = self.taking;
        state.passed = self.passed.clone();
        state.shown = self.shown;
        state.cap = self.cap;
        state.bouts = self.bouts;
        state.out = self.out.clone();
        state.dealer = self.dealer;
        state.fools = self.fools.clone();
        state.games = self.games;
        state.last = self.last.clone();
        state
    }

    /// The observer's legal moves when it is to decide.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.to_move != Some(self.seat) {
            return Vec::new();
        }
        // Legality reads only the mover's hand and the public counts, so any
        // determinisation gives the same list.
        legal_moves(&self.determinise(&mut crate::rng::GameRng::new(0)))
    }
}

/// The observation of `seat`.
pub fn observe(state: &State, seat: Seat) -> Observation {
    Observation {
        seat,
        players: state.players,
        variants: state.variants,
        to_move: (state.dealt && !state.over).then_some(state.turn),
        trump: state.trump,
        trump_in_stock: state.trump.is_some() && state.stock.first() == state.trump.as_ref(),
        hand: state.hands.get(seat).copied().unwrap_or_default(),
        counts: state.hands.iter().map(|h| h.len()).collect(),
        known: state.known.clone(),
        stock: state.stock.len(),
        table: state.table.clone(),
        discard: state.discard,
        attacker: state.attacker,
        defender: state.defender,
        taking: state.taking,
        passed: state.passed.clone(),
        shown: state.shown,
        cap: state.cap,
        bouts: state.bouts,
        out: state.out.clone(),
        dealer: state.dealer,
        fools: state.fools.clone(),
        games: state.games,
        last: state.last.clone(),
    }
}

/// True when the seat to move is the defender answering unbeaten cards.
pub fn defending(state: &State) -> bool {
    state.turn == state.defender && !state.taking && state.unbeaten().next().is_some()
}

/// Whose decision it is, in words: "Bo attacks: lay a card", "Bo may throw in or
/// pass", "Cai defends: beat or take" (with "or transfer" in Perevodnoy).
pub fn whose_decision(state: &State) -> Option<Msg> {
    if !state.dealt || state.over {
        return None;
    }
    let who = seat_name(state.turn);
    let key = if defending(state) {
        let moves = legal_moves(state);
        if moves.iter().any(|m| matches!(m, Move::Transfer(_) | Move::Show(_))) {
            "durak-decide-defend-transfer"
        } else {
            "durak-decide-defend"
        }
    } else if state.table.is_empty() {
        "durak-decide-open"
    } else if state.taking {
        "durak-decide-add-taking"
    } else {
        "durak-decide-throw-in"
    };
    Some(Msg::new(key).arg("player", who).arg("defender", seat_name(state.defender)))
}

/// The hand sorted for people: plain suits first, then trumps, by rank.
pub fn sorted_hand(hand: CardSet, trump: Suit) -> Vec<Card> {
    let mut cards = hand.to_vec();
    cards.sort_by_key(|&c| (c.suit() == trump, c.rank(), c.suit()));
    cards
}

use crate::games::cards::{board_cards, short};

/// The terminal picture as `viewer` may see it, its words in `lang`.
pub fn text_board(state: &State, viewer: Option<Seat>, lang: crate::i18n::Lang) -> String {
    let say = |msg: Msg| crate::i18n::render(&msg, lang);
    let mut out = String::new();
    if state.variants.fools > 1 {
        let score = state.fools.iter().map(|f| f.to_string()).collect::<Vec<_>>().join(" – ");
        out.push_str(&(say(Msg::new("durak-board-series").arg("score", score).arg("to", state.variants.fools)) + "\n"));
    }
    if !state.dealt {
        out.push_str(&(say(Msg::new("durak-board-not-dealt")) + "\n"));
        return out;
    }
    let trump = state.trump_suit();
    if let Some(t) = state.trump {
        let msg = Msg::new("durak-board-trump").arg("card", short(t, lang)).arg("stock", state.stock.len());
        out.push_str(&(say(msg) + "\n"));
    }
    let table: Vec<String> = state
        .table
        .iter()
        .map(|p| match p.beat {
            Some(b) => format!("{}/{}", short(p.attack, lang), short(b, lang)),
            None => format!("[{}]", short(p.attack, lang)),
        })
        .collect();
    let table = if table.is_empty() { "-".to_string() } else { table.join(" ") };
    out.push_str(
        &(say(Msg::new("durak-board-table").arg("cards", table).arg("count", state.table.len()).arg("cap", state.cap))
            + "\n"),
    );
    out.push_str(&(say(Msg::new("durak-board-discard").arg("count", state.discard.len())) + "\n"));
    for seat in 0..state.players {
        let marker = if !state.over && state.turn == seat { ">" } else { " " };
        let name = say(seat_name(seat));
        let role = if seat == state.defender {
            say(Msg::new("durak-board-defender"))
        } else if seat == state.attacker {
            say(Msg::new("durak-board-attacker"))
        } else {
            String::new()
        };
        let mut line = format!("{marker} {name:<9} {:<10}", role);
        let count = state.hands[seat].len();
        let status = match state.out.iter().position(|&s| s == seat) {
            Some(p) => Msg::new("durak-board-out").arg("place", p + 1),
            None => Msg::new("count-cards").arg("count", count),
        };
        line.push_str(&format!(" {}", say(status)));
        let (hand, known) = (state.hands[seat], state.known[seat]);
        if let Some(cards) = board_cards("durak", viewer == Some(seat), hand, known, |h| sorted_hand(h, trump), lang) {
            line.push_str(&format!("  {cards}"));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let Some(msg) = whose_decision(state) {
        out.push_str(&(say(msg) + "\n"));
    }
    out
}
