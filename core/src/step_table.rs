//! Every legal move of a position with every order in which its steps may be tapped,
//! listed once per position. A session keeps one table per position and version and
//! answers every question a shell asks on a human's turn (the next steps after the
//! steps chosen so far, the whole move they form, the forced move) from it, so a tap
//! costs a scan of small integers instead of a fresh listing of legal plays.
//!
//! A game with very many orders (a Fevga double: ten thousand) lists them lazily: the
//! table then knows its moves and first steps, and lists the orders that start with
//! one first step when that step is first tapped ([`StepTable::lazy`]).

use std::hash::Hash;
use std::sync::OnceLock;

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

/// Tap orders of the moves of a table (by move index), with each distinct step
/// (notation, label and nodes) stored once.
#[derive(Clone, Debug, Default)]
pub struct Orders {
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

impl Orders {
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

    /// Adds a tap order of move `mv` (an index into the table's moves) as step ids.
    pub fn push_order_ids(&mut self, mv: usize, ids: impl IntoIterator<Item = u32>) {
        let start = self.flat.len() as u32;
        self.flat.extend(ids);
        self.orders.push((mv as u32, start, self.flat.len() as u32));
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

    fn next_steps(&self, prefix: &[String]) -> Option<Vec<StepInfo>> {
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

    fn extendable(&self, prefix: &[String]) -> bool {
        self.matching(prefix).any(|(_, ids)| ids.len() > prefix.len())
    }

    fn complete(&self, prefix: &[String]) -> Option<usize> {
        self.matching(prefix).find(|(_, ids)| ids.len() == prefix.len()).map(|(mv, _)| mv)
    }

    fn by_move(&self, moves: usize) -> Vec<Vec<Vec<StepInfo>>> {
        let mut out: Vec<Vec<Vec<StepInfo>>> = (0..moves).map(|_| Vec::new()).collect();
        for &(mv, a, b) in &self.orders {
            let steps = self.flat[a as usize..b as usize].iter().map(|&id| self.steps[id as usize].clone()).collect();
            out[mv as usize].push(steps);
        }
        out
    }
}

/// Lists the tap orders of a lazy table (see [`StepTable::lazy`]).
pub trait OrderSource: Send + Sync {
    /// Every order whose first step has the notation `first`, in table order (moves in
    /// order, each move's orders in the game's order).
    fn orders_from(&self, first: &str) -> Orders;
    /// Every order, in table order.
    fn all_orders(&self) -> Orders;
}

/// The part of a table that is listed on demand.
struct Lazy {
    /// The distinct first steps, in table order, each with its first order's label.
    firsts: Vec<StepInfo>,
    /// Per first step, its orders once listed.
    parts: Vec<OnceLock<Orders>>,
    source: Box<dyn OrderSource>,
}

/// The legal moves of a position and their tap orders.
pub struct StepTable<M> {
    moves: Vec<M>,
    /// The orders listed up front (all of them, unless the table is lazy).
    eager: Orders,
    lazy: Option<Lazy>,
}

impl<M: std::fmt::Debug> std::fmt::Debug for StepTable<M> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StepTable")
            .field("moves", &self.moves)
            .field("orders", &self.eager.orders.len())
            .field("lazy", &self.lazy.as_ref().map(|l| l.firsts.len()))
            .finish()
    }
}

impl<M> StepTable<M> {
    /// A table of `moves` with no tap orders yet.
    pub fn new(moves: Vec<M>) -> StepTable<M> {
        StepTable { moves, eager: Orders::default(), lazy: None }
    }

    /// A table of `moves` whose orders `source` lists per first step when asked;
    /// `firsts` are the distinct first steps in table order, each with the label of
    /// the first order that starts with it (what [`StepTable::next_steps`] of no
    /// steps answers). A game must offer at least one first step here.
    pub fn lazy(moves: Vec<M>, firsts: Vec<StepInfo>, source: Box<dyn OrderSource>) -> StepTable<M> {
        let parts = firsts.iter().map(|_| OnceLock::new()).collect();
        StepTable { moves, eager: Orders::default(), lazy: Some(Lazy { firsts, parts, source }) }
    }

    /// The same table over each move mapped by `f`, in the same order: a game whose
    /// moves wrap another game's (the tavli series plays Portes', Plakoto's and Fevga's)
    /// keeps that game's table, lazy orders and all.
    pub fn map<N>(self, f: impl FnMut(M) -> N) -> StepTable<N> {
        StepTable { moves: self.moves.into_iter().map(f).collect(), eager: self.eager, lazy: self.lazy }
    }

    /// The legal moves, in the game's order.
    pub fn moves(&self) -> &[M] {
        &self.moves
    }

    /// The id of a step, adding it if it is new.
    pub fn step_id(&mut self, step: StepInfo) -> u32 {
        self.eager.step_id(step)
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
        self.eager.push_order_ids(mv, ids);
    }

    /// Adds a tap order of move `mv`.
    pub fn push_order(&mut self, mv: usize, steps: Vec<StepInfo>) {
        let ids: Vec<u32> = steps.into_iter().map(|s| self.step_id(s)).collect();
        self.push_order_ids(mv, ids);
    }

    /// The orders that can start with `prefix`: the listed ones, or (lazy) the part
    /// of its first step; `Err(firsts)` for no steps of a lazy table, `None` when no
    /// first step fits.
    fn part(&self, prefix: &[String]) -> Option<Result<&Orders, &[StepInfo]>> {
        let Some(lazy) = &self.lazy else { return Some(Ok(&self.eager)) };
        let Some(first) = prefix.first() else { return Some(Err(&lazy.firsts)) };
        let i = lazy.firsts.iter().position(|s| &s.notation == first)?;
        Some(Ok(lazy.parts[i].get_or_init(|| lazy.source.orders_from(first))))
    }

    /// The distinct next steps after `prefix` (first listed first), or `None` if no
    /// legal move starts so.
    pub fn next_steps(&self, prefix: &[String]) -> Option<Vec<StepInfo>> {
        match self.part(prefix)? {
            Ok(orders) => orders.next_steps(prefix),
            Err(firsts) => Some(firsts.to_vec()),
        }
    }

    /// True when some order of a legal move starts with `prefix` and goes on after it.
    pub fn extendable(&self, prefix: &[String]) -> bool {
        match self.part(prefix) {
            Some(Ok(orders)) => orders.extendable(prefix),
            Some(Err(firsts)) => !firsts.is_empty(),
            None => false,
        }
    }

    /// The legal move whose steps are exactly `prefix`, if any.
    pub fn complete(&self, prefix: &[String]) -> Option<&M> {
        match self.part(prefix)? {
            Ok(orders) => orders.complete(prefix).map(|mv| &self.moves[mv]),
            // Every order of a lazy table has a first step.
            Err(_) => None,
        }
    }

    /// Every tap order of every move, move by move: what [`crate::game::Game::step_orders`]
    /// lists for each legal move (for tests that compare a game's fast table with it).
    pub fn orders_by_move(&self) -> Vec<Vec<Vec<StepInfo>>> {
        match &self.lazy {
            Some(lazy) => lazy.source.all_orders().by_move(self.moves.len()),
            None => self.eager.by_move(self.moves.len()),
        }
    }
}

/// The table of a position from [`Game::legal_moves`] and [`Game::step_orders`] of
/// each move: the default of [`Game::step_table`], and the reference a game's faster
/// table must equal.
pub fn listed<G: Game + ?Sized>(state: &G::State) -> StepTable<G::Move> {
    let mut table = StepTable::new(G::legal_moves(state));
    for i in 0..table.moves().len() {
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
