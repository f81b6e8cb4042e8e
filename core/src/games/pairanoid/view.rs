//! What one seat may know, and how a bot fills in the rest.
//!
//! A seat sees the board, the face-up discard pile, its own hand, how many cards
//! everyone holds, which seats have chosen their swap card, the card it gave and
//! (once the pair has exchanged) the card it received. Nobody sees another hand, a
//! partner's swap choice before the exchange, or the draw pile.
//!
//! A seat does know where the card it gave is, until its partner may have played one
//! like it: [`determinise`] keeps that card in the partner's hand and deals only the
//! rest at random.

use std::collections::HashSet;

use serde::Serialize;

use super::board::{partner, Board};
use super::cards::{deal_size, missing_cards, Card};
use super::rules::{next_holder, LastPlay, Stage, State};
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

impl Observation {
    /// The card this seat gave its partner in this deal's swap when the partner is
    /// known to hold it still: the pair has exchanged, and the public record of this
    /// deal's plays (the face-up discard pile, the turn order, the hand counts and the
    /// last card played) leaves no way in which the partner has played or thrown away
    /// a card of that rank since. `None` when that is not certain.
    ///
    /// The state does not record who played each card, so a hand thrown away whole
    /// can make the record ambiguous; the answer is then `None` rather than a guess,
    /// because a bot sampling deals must never rule out the real one.
    pub fn gift_with_partner(&self) -> Option<Card> {
        let gift = self.gave?;
        // `received` is set exactly when the pair has exchanged.
        self.received?;
        let p = partner(self.seat);
        match self.stage {
            // The exchange is done and no card has been played yet in this deal.
            Stage::Swap | Stage::Exchange => Some(gift),
            Stage::Play => {
                let d = deal_size(self.deal_no);
                if self.hand_counts[p] >= d {
                    return Some(gift); // the partner has not played a card yet
                }
                let plays = self.deal_plays(d)?;
                if !plays.contains(&gift) {
                    return Some(gift);
                }
                let mut record = Record::new(self, plays, gift);
                record.walk(Walk { at: 0, counts: [d; 4], turn: (self.dealer? + 1) % 4, last: None, gift: false });
                (record.consistent && !record.gift_played).then_some(gift)
            }
            _ => None,
        }
    }

    /// The cards played or thrown away in this deal's play so far, oldest first: the
    /// top of the discard pile (no reshuffle happens during play). `None` when the
    /// counts do not add up (a position typed in by hand).
    fn deal_plays(&self, d: usize) -> Option<&[Card]> {
        let held: usize = self.hand_counts.iter().sum();
        let n = (4 * d).checked_sub(held)?;
        let from = self.discard.len().checked_sub(n)?;
        Some(&self.discard[from..])
    }
}

/// A search over the ways this deal's plays can have happened, to learn whether the
/// partner can have played the given card's rank in any of them.
struct Record<'a> {
    /// This deal's plays, oldest first.
    plays: &'a [Card],
    /// The rank given to the partner.
    gift: Card,
    /// The partner.
    partner: Seat,
    /// Hand counts now.
    counts: [usize; 4],
    /// The seat to play now.
    turn: Seat,
    /// The last card played (a whole hand thrown away does not change it).
    last: Option<(Seat, Card)>,
    /// Histories already explored (the outcome depends only on the walk's state).
    seen: HashSet<Walk>,
    /// Some history matches everything public.
    consistent: bool,
    /// Some matching history has the partner playing or throwing away the rank.
    gift_played: bool,
}

/// Where a walk through this deal's plays stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Walk {
    /// Plays explained so far.
    at: usize,
    /// Hand counts after them.
    counts: [usize; 4],
    /// The seat to play next.
    turn: Seat,
    /// The last card played in this deal so far.
    last: Option<(Seat, Card)>,
    /// The partner has played or thrown away the gift's rank so far.
    gift: bool,
}

impl<'a> Record<'a> {
    fn new(obs: &Observation, plays: &'a [Card], gift: Card) -> Record<'a> {
        Record {
            plays,
            gift,
            partner: partner(obs.seat),
            counts: obs.hand_counts,
            turn: obs.turn,
            last: obs.last.map(|l| (l.seat, l.card)),
            seen: HashSet::new(),
            consistent: false,
            gift_played: false,
        }
    }

    /// Tries both things the seat to play may have done: play one card, or throw
    /// away its whole (sorted) hand because no card could be played.
    fn walk(&mut self, w: Walk) {
        if self.gift_played || !self.seen.insert(w) {
            return;
        }
        if w.at == self.plays.len() {
            // An earlier deal's last card is not checked: this deal played none.
            let last_ok = w.last.is_none() || w.last == self.last;
            if w.counts == self.counts && w.turn == self.turn && last_ok {
                self.consistent = true;
                self.gift_played |= w.gift;
            }
            return;
        }
        let t = w.turn;
        let held = w.counts[t];
        if held == 0 {
            return;
        }
        let card = self.plays[w.at];
        let mut counts = w.counts;
        counts[t] -= 1;
        if let Some(turn) = next_holder(&counts, t) {
            let gift = w.gift || (t == self.partner && card == self.gift);
            self.walk(Walk { at: w.at + 1, counts, turn, last: Some((t, card)), gift });
        }
        let Some(hand) = self.plays.get(w.at..w.at + held) else { return };
        if hand.windows(2).all(|p| p[0] <= p[1]) {
            let mut counts = w.counts;
            counts[t] = 0;
            if let Some(turn) = next_holder(&counts, t) {
                let gift = w.gift || (t == self.partner && hand.contains(&self.gift));
                self.walk(Walk { at: w.at + held, counts, turn, last: w.last, gift });
            }
        }
    }
}

/// A full state consistent with the observation: the unseen cards (all but the own
/// hand and the discard pile) dealt at random to the other hands and the pile, except
/// that the card this seat gave its partner stays in the partner's hand while the
/// partner is known to hold it ([`Observation::gift_with_partner`]).
pub fn determinise(obs: &Observation, rng: &mut GameRng) -> State {
    let mut unseen = missing_cards(obs.hand.iter().chain(&obs.discard)).unwrap_or_default();
    let p = partner(obs.seat);
    // Taken out before the shuffle, so the rest is dealt exactly as uniformly as before.
    let kept: Option<Card> = obs
        .gift_with_partner()
        .filter(|_| obs.hand_counts[p] > 0)
        .and_then(|g| unseen.iter().position(|&c| c == g))
        .map(|i| unseen.remove(i));
    rng.shuffle(&mut unseen);
    let mut s = State::new();
    s.board = obs.board;
    for k in 0..4 {
        if k == obs.seat {
            s.hands[k] = obs.hand.clone();
        } else {
            let known: Vec<Card> = if k == p { kept.into_iter().collect() } else { Vec::new() };
            let n = (obs.hand_counts[k] - known.len()).min(unseen.len());
            s.hands[k] = unseen.split_off(unseen.len() - n);
            s.hands[k].extend(known);
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
        } else if k == p && obs.received.is_some() {
            // The seat knows what its partner gave once the pair has exchanged.
            obs.received
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
