//! Every legal move of a position with every order in which its steps may be tapped,
//! listed once per position. A session keeps one table per position and version and
//! answers every question a shell asks on a human's turn (the next steps after the
//! steps chosen so far, the whole move they form, the forced move) from it, so a tap
//! costs a scan of small integers instead of a fresh listing of legal plays.

use std::hash::Hash;

use crate::fast_hash::FastMap;
use crate::game::{Game, StepInfo};

/// The step ids of a table being built, by a game's own key for a step (see
/// [`StepTable::step_id_keyed`]).
pub struct StepKeys<K>(FastMap<K, u32>);

impl<K> Default for StepKeys<K> {
    fn default() -> Self {
        StepKeys(FastMap::default())
    }
}

/// The legal moves of a position and their tap orders, with each distinct step
/// (notation, label and nodes) stored once.
#[derive(Clone, Debug)]
pub struct StepTable<M> {
    moves: Vec<M>,
    /// Distinct steps.
    steps: Vec<StepInfo>,
    /// Per step, the id of its notation (steps that share a notation share the id).
    notation_of: Vec<u32>,
    /// Notation → its id and the steps that have it.
    by_notation: FastMap<String, (u32, Vec<u32>)>,
    /// Per order: the move it builds and its range in `flat`.
    orders: Vec<(u32, u32, u32)>,
    /// Step ids of every order, one after another.
    flat: Vec<u32>,
}

impl<M> StepTable<M> {
    /// A table of `moves` with no tap orders yet.
    pub fn new(moves: Vec<M>) -> StepTable<M> {
        StepTable {
            moves,
            steps: Vec::new(),
            notation_of: Vec::new(),
            by_notation: FastMap::default(),
            orders: Vec::new(),
            flat: Vec::new(),
        }
    }

    /// The legal moves, in the game's order.
    pub fn moves(&self) -> &[M] {
        &self.moves
    }

    /// The id of a step, adding it if it is new.
    pub fn step_id(&mut self, step: StepInfo) -> u32 {
        let next_notation = self.by_notation.len() as u32;
        let (notation, ids) = self.by_notation.entry(step.notation.clone()).or_insert((next_notation, Vec::new()));
        if let Some(&id) = ids.iter().find(|&&id| self.steps[id as usize] == step) {
            return id;
        }
        let id = self.steps.len() as u32;
        ids.push(id);
        self.notation_of.push(*notation);
        self.steps.push(step);
        id
    }

    /// The id of the step with `key`, calling `make` only for a key not seen before:
    /// a game whose orders share few distinct steps builds each one's words once.
    /// Steps with equal keys must have equal infos.
    pub fn step_id_keyed<K: Hash + Eq>(
        &mut self,
        keys: &mut StepKeys<K>,
        key: K,
        make: impl FnOnce() -> StepInfo,
    ) -> u32 {
        if let Some(&id) = keys.0.get(&key) {
            return id;
        }
        let id = self.step_id(make());
        keys.0.insert(key, id);
        id
    }

    /// Adds a tap order of move `mv` (an index into [`StepTable::moves`]) as step ids.
    pub fn push_order_ids(&mut self, mv: usize, ids: impl IntoIterator<Item = u32>) {
        let start = self.flat.len() as u32;
        self.flat.extend(ids);
        self.orders.push((mv as u32, start, self.flat.len() as u32));
    }

    /// Adds a tap order of move `mv`.
    pub fn push_order(&mut self, mv: usize, steps: Vec<StepInfo>) {
        let ids: Vec<u32> = steps.into_iter().map(|s| self.step_id(s)).collect();
        self.push_order_ids(mv, ids);
    }

    /// The notation ids of `prefix`, or `None` when some step is no step of any order.
    fn prefix_ids(&self, prefix: &[String]) -> Option<Vec<u32>> {
        prefix.iter().map(|p| self.by_notation.get(p).map(|(n, _)| *n)).collect()
    }

    /// The orders whose steps start with `prefix`: (move index, step ids).
    fn matching<'a>(&'a self, prefix: &[String]) -> impl Iterator<Item = (usize, &'a [u32])> + 'a {
        let want = self.prefix_ids(prefix);
        self.orders.iter().filter_map(move |&(mv, a, b)| {
            let ids = &self.flat[a as usize..b as usize];
            let want = want.as_ref()?;
            let fits =
                ids.len() >= want.len() && ids.iter().zip(want).all(|(&id, &n)| self.notation_of[id as usize] == n);
            fits.then_some((mv as usize, ids))
        })
    }

    /// The distinct next steps after `prefix` (first listed first), or `None` if no
    /// legal move starts so.
    pub fn next_steps(&self, prefix: &[String]) -> Option<Vec<StepInfo>> {
        let mut any = false;
        let mut next: Vec<u32> = Vec::new();
        for (_, ids) in self.matching(prefix) {
            any = true;
            if let Some(&id) = ids.get(prefix.len()) {
                if !next.iter().any(|&n| self.notation_of[n as usize] == self.notation_of[id as usize]) {
                    next.push(id);
                }
            }
        }
        any.then(|| next.into_iter().map(|id| self.steps[id as usize].clone()).collect())
    }

    /// True when some order of a legal move starts with `prefix` and goes on after it.
    pub fn extendable(&self, prefix: &[String]) -> bool {
        self.matching(prefix).any(|(_, ids)| ids.len() > prefix.len())
    }

    /// The legal move whose steps are exactly `prefix`, if any.
    pub fn complete(&self, prefix: &[String]) -> Option<&M> {
        self.matching(prefix).find(|(_, ids)| ids.len() == prefix.len()).map(|(mv, _)| &self.moves[mv])
    }

    /// Every tap order of every move, move by move: what [`crate::game::Game::step_orders`]
    /// lists for each legal move (for tests that compare a game's fast table with it).
    pub fn orders_by_move(&self) -> Vec<Vec<Vec<StepInfo>>> {
        let mut out: Vec<Vec<Vec<StepInfo>>> = self.moves.iter().map(|_| Vec::new()).collect();
        for &(mv, a, b) in &self.orders {
            let steps = self.flat[a as usize..b as usize].iter().map(|&id| self.steps[id as usize].clone()).collect();
            out[mv as usize].push(steps);
        }
        out
    }
}

/// The table of a position from [`Game::legal_moves`] and [`Game::step_orders`] of
/// each move: the default of [`Game::step_table`], and the reference a game's faster
/// table must equal.
pub fn listed<G: Game + ?Sized>(state: &G::State) -> StepTable<G::Move> {
    let mut table = StepTable::new(G::legal_moves(state));
    for i in 0..table.moves.len() {
        for steps in G::step_orders(state, &table.moves[i]) {
            table.push_order(i, steps);
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::message::Msg;

    fn table() -> StepTable<&'static str> {
        let mut t = StepTable::new(vec!["a b", "a c", "d"]);
        t.push_order(0, vec![StepInfo::plain("a", Msg::new("first-a")), StepInfo::plain("b", Msg::new("b"))]);
        t.push_order(0, vec![StepInfo::plain("b", Msg::new("b")), StepInfo::plain("a", Msg::new("second-a"))]);
        t.push_order(1, vec![StepInfo::plain("a", Msg::new("another-label")), StepInfo::plain("c", Msg::new("c"))]);
        t.push_order(2, vec![StepInfo::plain("d", Msg::new("d"))]);
        t
    }

    #[test]
    fn next_steps_follow_notation_and_keep_the_first_label() {
        let t = table();
        let first: Vec<String> = t.next_steps(&[]).unwrap().iter().map(|s| s.label.key.clone()).collect();
        assert_eq!(first, ["first-a", "b", "d"]);
        let after_a: Vec<String> = t.next_steps(&["a".into()]).unwrap().iter().map(|s| s.notation.clone()).collect();
        assert_eq!(after_a, ["b", "c"]);
        assert_eq!(t.next_steps(&["x".into()]), None);
        assert_eq!(t.next_steps(&["d".into()]), Some(Vec::new()));
    }

    #[test]
    fn a_whole_move_is_found_in_any_of_its_orders() {
        let t = table();
        assert_eq!(t.complete(&["b".into(), "a".into()]), Some(&"a b"));
        assert_eq!(t.complete(&["a".into(), "c".into()]), Some(&"a c"));
        assert_eq!(t.complete(&["a".into()]), None);
        assert!(t.extendable(&["a".into()]));
        assert!(!t.extendable(&["d".into()]));
        assert_eq!(t.orders_by_move()[0].len(), 2);
    }
}
