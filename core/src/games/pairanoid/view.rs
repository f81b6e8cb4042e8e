//! What one seat may know, and how a bot fills in the rest.
//!
//! A seat sees the board, the face-up discard pile, its own hand, how many cards
//! everyone holds, which seats have chosen their swap card, the card it gave and
//! (once the pair has exchanged) the card it received. Nobody sees another hand, a
//! partner's swap choice before the exchange, or the draw pile.

use serde::Serialize;

use super::board::{partner, Board};
use super::cards::{missing_cards, Card};
use super::rules::{LastPlay, Stage, State};
use crate::game::Seat;
use crate::rng::GameRng;

/// One seat's view of the table.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Observation {
    /// The observing seat.
    pub seat: Seat,
    /// What the table is doing.
    pub stage: Stage,
    /// Every marble (public).
    pub board: Board,
    /// The seat's own hand.
    pub hand: Vec<Card>,
    /// Cards each seat holds.
    pub hand_counts: [usize; 4],
    /// Cards in the draw pile.
    pub pile_count: usize,
    /// Played and discarded cards, oldest first.
    pub discard: Vec<Card>,
    /// The dealer.
    pub dealer: Option<Seat>,
    /// Deal number.
    pub deal_no: u32,
    /// Cards dealt so far in this deal.
    pub dealt: usize,
    /// The seat to play.
    pub turn: Seat,
    /// The card this seat chose to give its partner this deal.
    pub gave: Option<Card>,
    /// The card the partner gave, once the pair has exchanged.
    pub received: Option<Card>,
    /// Which seats have chosen their swap card.
    pub chosen: [bool; 4],
    /// The last card played.
    pub last: Option<LastPlay>,
    /// The winning team, once over.
    pub winner: Option<usize>,
}

/// The view of `seat`.
pub fn observe(s: &State, seat: Seat) -> Observation {
    Observation {
        seat,
        stage: s.stage,
        board: s.board,
        hand: s.hands[seat].clone(),
        hand_counts: [0, 1, 2, 3].map(|k| s.hands[k].len()),
        pile_count: s.pile.len(),
        discard: s.discard.clone(),
        dealer: s.dealer,
        deal_no: s.deal_no,
        dealt: s.dealt,
        turn: s.turn,
        gave: s.given[seat],
        received: if s.swap_done(seat) { s.given[partner(seat)] } else { None },
        chosen: [0, 1, 2, 3].map(|k| s.given[k].is_some()),
        last: s.last,
        winner: s.winner,
    }
}

/// A full state consistent with the observation: the unseen cards (all but the own
/// hand and the discard pile) dealt at random to the other hands and the pile.
pub fn determinise(obs: &Observation, rng: &mut GameRng) -> State {
    let mut unseen = missing_cards(obs.hand.iter().chain(&obs.discard)).unwrap_or_default();
    rng.shuffle(&mut unseen);
    let mut s = State::new();
    s.board = obs.board;
    for k in 0..4 {
        if k == obs.seat {
            s.hands[k] = obs.hand.clone();
        } else {
            let n = obs.hand_counts[k].min(unseen.len());
            s.hands[k] = unseen.split_off(unseen.len() - n);
            s.hands[k].sort();
        }
    }
    s.pile = unseen;
    s.discard = obs.discard.clone();
    s.stage = obs.stage;
    s.dealer = obs.dealer;
    s.deal_no = obs.deal_no;
    s.dealt = obs.dealt;
    s.turn = obs.turn;
    for k in 0..4 {
        s.given[k] = if k == obs.seat {
            obs.gave
        } else if obs.chosen[k] {
            Some(s.hands[k].first().copied().unwrap_or(Card::ACE))
        } else {
            None
        };
    }
    s.last = obs.last;
    s.winner = obs.winner;
    s
}
