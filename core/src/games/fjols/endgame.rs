//! The exact endgame of two players with the pile gone: no card is hidden any more
//! (the unseen cards are all in the other hand), so the game can be searched to the
//! end and the first to go out found with best play on both sides.

use std::collections::HashMap;

use super::cards::{Card, CardSet, Trumps};
use super::rules::{legal_for, Beating, Move, Pickup, State};
use crate::game::Seat;

/// Deeper than this the search gives up: a chain game can pass cards back and forth
/// without end, and no real two-hand endgame comes near it.
const MAX_DEPTH: usize = 120;

/// A two-hand endgame search with its transpositions and a budget of positions.
pub(crate) struct Duel {
    trumps: Trumps,
    beating: Beating,
    chain: bool,
    /// Whether the mover goes out first, by (mover's hand, other hand, table, card to beat).
    memo: HashMap<(u64, u64, u64, u64), bool>,
    /// Positions searched so far (transpositions not counted again).
    pub nodes: usize,
    limit: usize,
}

impl Duel {
    /// A search of the rules of `state` that gives up after `limit` positions.
    pub fn new(state: &State, limit: usize) -> Duel {
        Duel {
            trumps: state.trumps(),
            beating: state.variants.beating,
            chain: state.variants.pickup == Pickup::Chain,
            memo: HashMap::new(),
            nodes: 0,
            limit,
        }
    }

    /// The moves of the seat to move in `state` with which it goes out before the
    /// other, with best play by both; `None` when the state is not a two-hand endgame
    /// with the pile gone, or the budget ran out first.
    pub fn winning_moves(&mut self, state: &State) -> Option<Vec<Move>> {
        let (me, other) = duellists(state)?;
        let mine = state.hands[me];
        let theirs = state.hands[other];
        let table = state.table.iter().copied().collect::<CardSet>();
        let last = state.table.last().copied();
        let mut wins = Vec::new();
        for mv in self.moves(mine, last) {
            if self.after(mine, theirs, table, last, &mv, 0)? {
                wins.push(mv);
            }
        }
        Some(wins)
    }

    /// The mover's moves, by the rules' own [`legal_for`] facing the card to beat.
    fn moves(&self, mine: CardSet, last: Option<Card>) -> Vec<Move> {
        legal_for(mine, last.as_slice(), self.trumps, self.beating)
    }

    /// Whether the mover goes out first after playing `mv`.
    fn after(
        &mut self,
        mine: CardSet,
        theirs: CardSet,
        table: CardSet,
        last: Option<Card>,
        mv: &Move,
        depth: usize,
    ) -> Option<bool> {
        match *mv {
            Move::Lay(c) => {
                let mut left = mine;
                left.remove(c);
                if left.is_empty() {
                    return Some(true);
                }
                let mut on_table = table;
                on_table.insert(c);
                Some(!self.escapes(theirs, left, on_table, Some(c), depth + 1)?)
            }
            Move::PickUp => {
                let taken = if self.chain { table } else { last.into_iter().collect() };
                Some(!self.escapes(theirs, mine.or(taken), CardSet::EMPTY, None, depth + 1)?)
            }
            Move::Shuffle(_) => None,
        }
    }

    /// Whether the mover, holding `mine`, goes out before the other holding `theirs`.
    fn escapes(
        &mut self,
        mine: CardSet,
        theirs: CardSet,
        table: CardSet,
        last: Option<Card>,
        depth: usize,
    ) -> Option<bool> {
        // With only the last card picked up, the rest of the table is dead: no part of
        // the position.
        let table = if self.chain { table } else { CardSet::EMPTY };
        let last_bits = last.map_or(0, |c| std::iter::once(c).collect::<CardSet>().bits());
        let key = (mine.bits(), theirs.bits(), table.bits(), last_bits);
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        self.nodes += 1;
        if self.nodes > self.limit || depth > MAX_DEPTH {
            return None;
        }
        let mut result = false;
        for mv in self.moves(mine, last) {
            if self.after(mine, theirs, table, last, &mv, depth)? {
                result = true;
                break;
            }
        }
        self.memo.insert(key, result);
        Some(result)
    }
}

/// The seat to move and the one other seat still holding cards, when the pile is gone
/// and only those two are left.
fn duellists(state: &State) -> Option<(Seat, Seat)> {
    if !state.dealt || state.is_over() || !state.pile.is_empty() {
        return None;
    }
    let me = state.turn;
    let others: Vec<Seat> = (0..state.players).filter(|&s| s != me && state.active(s)).collect();
    match others[..] {
        [other] => Some((me, other)),
        _ => None,
    }
}
