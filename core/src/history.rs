//! The actions of a session, kept for the save file, for undo and for the move list,
//! in memory bounded by what undo needs rather than by the game's length.
//!
//! A full state per action made a long game grow without end (113 MB after 200,000
//! Fjols actions of players who keep picking up). Undo only ever restores the state
//! before the *last* action, so that one state is kept whole; earlier states are
//! rebuilt on demand by replaying the recorded moves from a kept state, one every
//! [`CHECKPOINT_EVERY`] actions. A session loaded from a save's checkpoint holds the
//! entries before it as notation only (no move, no state): they are bound to the
//! checkpoint by their digest and lie before a chance entry, beyond undo.

use crate::game::{Game, Seat};
use crate::rng::RngState;
use crate::save::checksum::{chain_digest, HISTORY_DIGEST_START};

/// Actions between two kept states: rebuilding a state replays fewer than this many moves.
pub const CHECKPOINT_EVERY: usize = 64;

/// One applied action.
pub struct Record<G: Game> {
    /// The seat that acted, `None` for chance.
    pub by: Option<Seat>,
    /// The move applied (replayed to rebuild earlier states); `None` for an entry
    /// taken from a save's checkpoint, which is never replayed.
    pub mv: Option<G::Move>,
    /// The action in notation, as the save file holds it.
    pub notation: String,
    /// The random stream's position before the action.
    pub rng_before: RngState,
    /// [`chain_digest`] of the history up to and including this action (what a
    /// save's checkpoint is bound to).
    pub digest: u64,
}

impl<G: Game> Record<G> {
    /// A record of `notation` by `by` following `prev` (the previous record, if any),
    /// its digest chained on.
    pub fn after(
        prev: Option<&Record<G>>,
        by: Option<Seat>,
        mv: Option<G::Move>,
        notation: String,
        rng_before: RngState,
    ) -> Record<G> {
        let digest = chain_digest(prev.map_or(HISTORY_DIGEST_START, |r| r.digest), by, &notation);
        Record { by, mv, notation, rng_before, digest }
    }
}

/// The history of a session: every action, the state before the last one, and a kept
/// state every [`CHECKPOINT_EVERY`] actions from where replay can start.
pub struct History<G: Game> {
    records: Vec<Record<G>>,
    /// `(i, state before action i)`, ascending; the first is where replay starts (0,
    /// or a save's checkpoint), the others at least [`CHECKPOINT_EVERY`] apart.
    kept: Vec<(usize, G::State)>,
    /// The state before the last action, `None` when it is not known (nothing
    /// played, or the last action came from a save's checkpoint).
    last_before: Option<G::State>,
    /// `(i, state before action i)` where the state was changed outside the moves
    /// (a reseed drew the hidden pile again): a replay reaching action `i` takes this
    /// state, which no move leads to. Each is a kept state too.
    jumps: Vec<(usize, G::State)>,
}

impl<G: Game> Default for History<G> {
    fn default() -> Self {
        History { records: Vec::new(), kept: Vec::new(), last_before: None, jumps: Vec::new() }
    }
}

impl<G: Game> History<G> {
    /// Starts from a save's checkpoint: `records` (no moves) are the entries it
    /// covers, `state` the position after them.
    pub fn resume(records: Vec<Record<G>>, state: G::State) -> History<G> {
        History { kept: vec![(records.len(), state)], records, last_before: None, jumps: Vec::new() }
    }

    /// The state now was changed outside the moves (a reseed): kept as where every
    /// replay of the actions from here on starts.
    pub fn jump(&mut self, state: G::State) {
        let n = self.records.len();
        self.kept.retain(|(i, _)| *i < n);
        self.kept.push((n, state.clone()));
        self.jumps.retain(|(i, _)| *i < n);
        self.jumps.push((n, state));
    }

    /// Makes room for `more` actions.
    pub fn reserve(&mut self, more: usize) {
        self.records.reserve(more);
    }

    /// Appends an action (by `by`, `mv` in `notation`) applied to `before`, chaining
    /// its digest onto the history's.
    pub fn push(&mut self, by: Option<Seat>, mv: G::Move, notation: String, rng_before: RngState, before: G::State) {
        let n = self.records.len();
        if self.kept.last().is_none_or(|(i, _)| n - i >= CHECKPOINT_EVERY) {
            self.kept.push((n, before.clone()));
        }
        let record = Record::after(self.records.last(), by, Some(mv), notation, rng_before);
        self.records.push(record);
        self.last_before = Some(before);
    }

    /// The last action.
    pub fn last(&self) -> Option<&Record<G>> {
        self.records.last()
    }

    /// The state before the last action, when known.
    pub fn last_before(&self) -> Option<&G::State> {
        self.last_before.as_ref()
    }

    /// Removes the last action when the state before it is known; returns it with
    /// that state. The state before the new last action is rebuilt from the nearest
    /// kept state (unknown when that action came from a save's checkpoint).
    pub fn pop(&mut self) -> Option<(Record<G>, G::State)> {
        let before = self.last_before.take()?;
        let record = self.records.pop().expect("a state before the last action means there is one");
        let n = self.records.len();
        // A state kept before action n is the state now, still where replay can start.
        self.kept.retain(|(i, _)| *i <= n);
        self.jumps.retain(|(i, _)| *i <= n);
        self.last_before = n.checked_sub(1).and_then(|last| self.state_before(last));
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

    /// The state before action `i`, rebuilt by replaying from the nearest kept state
    /// (at most [`CHECKPOINT_EVERY`] moves); `None` for an action from a save's
    /// checkpoint or beyond the history.
    pub fn state_before(&self, i: usize) -> Option<G::State> {
        if i + 1 == self.records.len() {
            if let Some(before) = &self.last_before {
                return Some(before.clone());
            }
        }
        if i >= self.records.len() {
            return None;
        }
        let (at, kept) = self.kept.iter().rev().find(|(at, _)| *at <= i)?;
        let mut state = kept.clone();
        for r in &self.records[*at..i] {
            G::advance(&mut state, r.mv.as_ref()?);
        }
        Some(state)
    }

    /// `f` of every action with the state before it (`None` for the entries from a
    /// save's checkpoint), rebuilt by replaying the moves once over the game.
    pub fn replayed<T>(&self, f: impl FnMut(&Record<G>, Option<&G::State>) -> T) -> Vec<T> {
        self.replayed_from(0, f)
    }

    /// [`History::replayed`] of the actions from `from` on: the replay starts at the
    /// nearest kept state, so a caller that keeps what it made of the earlier actions
    /// (the move log) pays for the new ones only.
    pub fn replayed_from<T>(&self, from: usize, mut f: impl FnMut(&Record<G>, Option<&G::State>) -> T) -> Vec<T> {
        let from = from.min(self.records.len());
        let Some((start, _)) = self.kept.first() else {
            return self.records[from..].iter().map(|r| f(r, None)).collect();
        };
        let begin = from.max(*start);
        let mut out: Vec<T> = self.records[from..begin].iter().map(|r| f(r, None)).collect();
        let (at, kept) = self.kept.iter().rev().find(|(at, _)| *at <= begin).expect("the first kept state is before");
        let mut state = kept.clone();
        for mv in self.records[*at..begin].iter().filter_map(|r| r.mv.as_ref()) {
            G::advance(&mut state, mv);
        }
        for (i, r) in self.records.iter().enumerate().skip(begin) {
            if let Some((_, jumped)) = self.jumps.iter().find(|(at, _)| *at == i && i > begin) {
                state = jumped.clone();
            }
            out.push(f(r, Some(&state)));
            if let Some(mv) = &r.mv {
                G::advance(&mut state, mv);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Setup, ToMove};
    use crate::games::fia::Fia;
    use crate::rng::GameRng;

    /// A random 4-player Fia game of `n` actions: its history and the state before
    /// each action (and the state after the last as the final element).
    fn played(n: usize) -> (History<Fia>, Vec<<Fia as Game>::State>) {
        let mut state = Fia::new_game(&Setup::new(4).validated(Fia::info()).unwrap()).unwrap();
        let mut rng = GameRng::new(7);
        let (mut history, mut states) = (History::<Fia>::default(), Vec::new());
        for _ in 0..n {
            let rng_before = rng.state();
            let (by, mv) = match Fia::to_move(&state) {
                ToMove::Chance => (None, Fia::sample_chance(&state, &mut rng)),
                ToMove::Seat(s) => (Some(s), rng.choose(&Fia::legal_moves(&state)).unwrap().clone()),
                ToMove::Over => break,
            };
            let notation = Fia::format_move(&state, &mv);
            states.push(state.clone());
            history.push(by, mv.clone(), notation, rng_before, state.clone());
            Fia::advance(&mut state, &mv);
        }
        states.push(state);
        (history, states)
    }

    #[test]
    fn every_earlier_state_is_rebuilt_exactly_and_memory_holds_one_state_per_interval() {
        let (history, states) = played(300);
        assert_eq!(history.len(), 300);
        for (i, state) in states[..300].iter().enumerate() {
            assert_eq!(history.state_before(i).as_ref(), Some(state), "before action {i}");
        }
        assert_eq!(history.state_before(300), None);
        assert_eq!(history.kept.len(), 300usize.div_ceil(CHECKPOINT_EVERY));
        let replayed = history.replayed(|_, before| before.cloned());
        assert_eq!(replayed, states[..300].iter().cloned().map(Some).collect::<Vec<_>>());
    }

    #[test]
    fn popping_to_the_start_restores_each_state_before_and_the_digests_chain() {
        let (mut history, states) = played(150);
        let digests: Vec<u64> = history.records().iter().map(|r| r.digest).collect();
        for i in (0..150).rev() {
            assert_eq!(history.last_before(), Some(&states[i]));
            let (record, before) = history.pop().unwrap();
            assert_eq!(before, states[i]);
            assert_eq!(record.digest, digests[i]);
        }
        assert!(history.is_empty() && history.pop().is_none());
        // Played again from the start, the history holds the same kept state.
        assert_eq!(history.kept.len(), 1);
    }

    #[test]
    fn a_resumed_history_replays_from_its_checkpoint_and_never_pops_before_it() {
        let (full, states) = played(100);
        let at = 40;
        let covered: Vec<Record<Fia>> = full.records()[..at]
            .iter()
            .map(|r| Record {
                by: r.by,
                mv: None,
                notation: r.notation.clone(),
                rng_before: r.rng_before,
                digest: r.digest,
            })
            .collect();
        let mut resumed = History::resume(covered, states[at].clone());
        assert!(resumed.last_before().is_none() && resumed.pop().is_none());
        assert_eq!(resumed.len(), at, "a refused pop removes nothing");
        for r in &full.records()[at..] {
            let i = resumed.len();
            resumed.push(r.by, r.mv.clone().unwrap(), r.notation.clone(), r.rng_before, states[i].clone());
        }
        let digests = |h: &History<Fia>| h.records().iter().map(|r| r.digest).collect::<Vec<_>>();
        assert_eq!(digests(&resumed), digests(&full));
        for (i, state) in states[..100].iter().enumerate() {
            let expected = (i >= at).then(|| state.clone());
            assert_eq!(resumed.state_before(i), expected, "before action {i}");
        }
        let replayed = resumed.replayed(|_, before| before.is_some());
        assert_eq!(replayed.iter().filter(|known| **known).count(), 100 - at);
        for i in (at..100).rev() {
            assert_eq!(resumed.pop().unwrap().1, states[i]);
        }
        assert_eq!(resumed.len(), at);
        assert!(resumed.pop().is_none(), "the entries from the checkpoint stay");
    }

    #[test]
    fn a_state_changed_outside_the_moves_is_where_every_later_replay_starts() {
        // 100 actions, then the state jumps to one no move leads to (a reseed's
        // reshuffle; here an earlier position), and play goes on from it.
        let (mut history, states) = played(100);
        let mut state = states[30].clone();
        history.jump(state.clone());
        let mut rng = GameRng::new(11);
        let mut after = Vec::new();
        for _ in 0..80 {
            let (by, mv) = match Fia::to_move(&state) {
                ToMove::Chance => (None, Fia::sample_chance(&state, &mut rng)),
                ToMove::Seat(s) => (Some(s), rng.choose(&Fia::legal_moves(&state)).unwrap().clone()),
                ToMove::Over => break,
            };
            let notation = Fia::format_move(&state, &mv);
            after.push(state.clone());
            history.push(by, mv.clone(), notation, rng.state(), state.clone());
            Fia::advance(&mut state, &mv);
        }
        let before: Vec<_> = states[..100].iter().chain(&after).cloned().collect();
        for (i, expected) in before.iter().enumerate() {
            assert_eq!(history.state_before(i).as_ref(), Some(expected), "before action {i}");
        }
        for from in [0, 99, 100, 101, 150] {
            let part = history.replayed_from(from, |_, b| b.cloned().unwrap());
            assert_eq!(part, before[from..], "from {from}");
        }
        // Taking actions back keeps the jump while it is before them.
        while history.len() > 100 {
            history.pop().unwrap();
        }
        assert_eq!(history.state_before(99).as_ref(), Some(&states[99]));
        assert_eq!(history.replayed_from(99, |_, b| b.cloned().unwrap()), states[99..100]);
    }

    #[test]
    fn a_replay_from_any_action_sees_the_same_states_as_the_whole_replay() {
        let (history, states) = played(300);
        let whole = history.replayed(|_, before| before.cloned());
        assert_eq!(whole.iter().map(|s| s.clone().unwrap()).collect::<Vec<_>>(), states[..300]);
        for from in [0, 1, 63, 64, 65, 130, 299, 300, 400] {
            let part = history.replayed_from(from, |_, before| before.cloned());
            assert_eq!(part, whole[from.min(300)..], "from {from}");
        }
    }
}
