//! The actions of a session, kept for the save file, for undo and for the move list,
//! in memory bounded by what undo needs rather than by the game's length.
//!
//! A full state per action made a long game grow without end (113 MB after 200,000
//! Fjols actions of players who keep picking up). Undo only ever restores the state
//! before the *last* action, so that one state is kept whole; earlier states are
//! rebuilt on demand by replaying the recorded moves from a checkpoint, a state
//! kept every [`CHECKPOINT_EVERY`] actions.

use crate::game::{Game, Seat};
use crate::rng::RngState;

/// Actions between two kept states: an undo replays fewer than this many moves.
pub const CHECKPOINT_EVERY: usize = 64;

/// One applied action.
pub struct Record<G: Game> {
    /// The seat that acted, `None` for chance.
    pub by: Option<Seat>,
    /// The action in notation, as the save file holds it.
    pub notation: String,
    /// The move applied (replayed to rebuild earlier states).
    pub mv: G::Move,
    /// The random stream's position before the action.
    pub rng_before: RngState,
}

/// The history of a session: every action, the state before the last one, and a
/// checkpoint state every [`CHECKPOINT_EVERY`] actions.
pub struct History<G: Game> {
    records: Vec<Record<G>>,
    /// `(i, state before action i)` for every `i` that is a multiple of the interval.
    checkpoints: Vec<(usize, G::State)>,
    /// The state before the last action.
    last_before: Option<G::State>,
}

impl<G: Game> Default for History<G> {
    fn default() -> Self {
        History { records: Vec::new(), checkpoints: Vec::new(), last_before: None }
    }
}

impl<G: Game> History<G> {
    /// Appends an action applied to `before`.
    pub fn push(&mut self, record: Record<G>, before: G::State) {
        if self.records.len().is_multiple_of(CHECKPOINT_EVERY) {
            self.checkpoints.push((self.records.len(), before.clone()));
        }
        self.records.push(record);
        self.last_before = Some(before);
    }

    /// The last action and the state before it.
    pub fn last(&self) -> Option<(&Record<G>, &G::State)> {
        Some((self.records.last()?, self.last_before.as_ref()?))
    }

    /// Removes the last action; returns it with the state before it. The state before
    /// the new last action is rebuilt from the nearest checkpoint.
    pub fn pop(&mut self) -> Option<(Record<G>, G::State)> {
        let record = self.records.pop()?;
        let before = self.last_before.take()?;
        let n = self.records.len();
        self.checkpoints.retain(|(i, _)| *i < n);
        if n > 0 {
            let (at, state) = self.checkpoints.last().expect("a checkpoint at action 0");
            let mut state = state.clone();
            for r in &self.records[*at..n - 1] {
                G::advance(&mut state, &r.mv);
            }
            self.last_before = Some(state);
        }
        Some((record, before))
    }

    /// Number of actions.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    /// True when nothing has been played.
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// The actions, first first.
    pub fn records(&self) -> &[Record<G>] {
        &self.records
    }

    /// `f` of every action with the state before it, rebuilt by replaying the moves
    /// from the first checkpoint (one pass over the game).
    pub fn replayed<T>(&self, mut f: impl FnMut(&Record<G>, &G::State) -> T) -> Vec<T> {
        let Some((_, first)) = self.checkpoints.first() else { return Vec::new() };
        let mut state = first.clone();
        self.records
            .iter()
            .map(|r| {
                let out = f(r, &state);
                G::advance(&mut state, &r.mv);
                out
            })
            .collect()
    }
}
