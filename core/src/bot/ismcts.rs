//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling,
//! Powley and Whitehouse, "Information Set Monte Carlo Tree Search", 2012), generic
//! over a game: one tree over the observer's moves and everyone's moves after them,
//! each iteration on a fresh deal of the cards the observer cannot see
//! (`determinise`), selection by UCB1 with availability counts, playouts to the end,
//! the move visited most. The arena uses it with random playouts as an outside anchor
//! (`arena::ismcts`); a game's bot may use it with its own playout policy (Durak's
//! master). Its budget is in iterations, not time, so a seed plays the same game on
//! every machine.

use crate::game::{Game, Outcome, Seat, ToMove};
use crate::rng::GameRng;

/// One node of the tree: the move that led to it and its statistics, from the side
/// of the seat that made that move.
struct Node<M> {
    mv: Option<M>,
    by: Seat,
    children: Vec<usize>,
    visits: f64,
    available: f64,
    reward: f64,
}

/// The search's settings.
pub struct Ismcts<G: Game> {
    /// Iterations per decision.
    pub iterations: usize,
    /// Playout moves after which a playout is scored as a draw (0.5).
    pub playout_cap: usize,
    /// UCB1's exploration constant.
    pub exploration: f64,
    /// A full state consistent with what the observer may know.
    pub determinise: fn(&G::Observation, &mut GameRng) -> G::State,
    /// The result of a finished game for a seat, 0 to 1.
    pub reward: fn(&Outcome, Seat) -> f64,
    /// The move a playout plays for the seat to move: the literature's uniformly
    /// random move ([`Game::random_move`]) for the arena's anchor, a game's cheap
    /// policy for a bot.
    pub playout: fn(&G::State, &mut GameRng) -> G::Move,
}

impl<G: Game> Ismcts<G> {
    /// The move for `seat`, which is to move in the game `obs` observes.
    pub fn choose(&self, obs: &G::Observation, seat: Seat, rng: &mut GameRng) -> G::Move {
        let mut nodes: Vec<Node<G::Move>> =
            vec![Node { mv: None, by: seat, children: Vec::new(), visits: 0.0, available: 0.0, reward: 0.0 }];
        for _ in 0..self.iterations.max(1) {
            let mut state = (self.determinise)(obs, rng);
            let mut path = vec![0usize];
            let mut node = 0usize;
            let mut expanded = false;
            // Selection and expansion.
            while !expanded {
                let mover = match G::to_move(&state) {
                    ToMove::Over => break,
                    ToMove::Chance => {
                        let mv = G::sample_chance(&state, rng);
                        G::advance(&mut state, &mv);
                        continue;
                    }
                    ToMove::Seat(s) => s,
                };
                let legal = G::legal_moves(&state);
                let mut untried: Vec<usize> = (0..legal.len()).collect();
                let mut usable = Vec::new();
                for &c in &nodes[node].children {
                    if nodes[c].by != mover {
                        continue;
                    }
                    if let Some(k) = legal.iter().position(|m| Some(m) == nodes[c].mv.as_ref()) {
                        untried.retain(|&u| u != k);
                        usable.push(c);
                    }
                }
                for &c in &usable {
                    nodes[c].available += 1.0;
                }
                let (next, mv) = if !untried.is_empty() {
                    let k = untried[rng.below(untried.len() as u32) as usize];
                    let mv = legal[k].clone();
                    nodes.push(Node {
                        mv: Some(mv.clone()),
                        by: mover,
                        children: Vec::new(),
                        visits: 0.0,
                        available: 1.0,
                        reward: 0.0,
                    });
                    let id = nodes.len() - 1;
                    nodes[node].children.push(id);
                    expanded = true;
                    (id, mv)
                } else {
                    let ucb = |c: usize| {
                        let n = &nodes[c];
                        n.reward / n.visits + self.exploration * (n.available.ln() / n.visits).sqrt()
                    };
                    let best = usable.iter().copied().max_by(|&a, &b| ucb(a).total_cmp(&ucb(b)));
                    let Some(best) = best else { break };
                    (best, nodes[best].mv.clone().expect("children hold moves"))
                };
                G::advance(&mut state, &mv);
                path.push(next);
                node = next;
            }
            // Random playout.
            let mut moves = 0;
            let result = loop {
                match G::to_move(&state) {
                    ToMove::Over => break G::outcome(&state),
                    _ if moves >= self.playout_cap => break None,
                    ToMove::Chance => {
                        let mv = G::sample_chance(&state, rng);
                        G::advance(&mut state, &mv);
                    }
                    ToMove::Seat(_) => {
                        let mv = (self.playout)(&state, rng);
                        G::advance(&mut state, &mv);
                        moves += 1;
                    }
                }
            };
            for &n in &path[1..] {
                let node = &mut nodes[n];
                node.visits += 1.0;
                node.reward += result.as_ref().map_or(0.5, |o| (self.reward)(o, node.by));
            }
        }
        let root = &nodes[0];
        let best = root.children.iter().copied().max_by(|&a, &b| nodes[a].visits.total_cmp(&nodes[b].visits));
        match best.and_then(|c| nodes[c].mv.clone()) {
            Some(mv) => mv,
            None => G::random_move(&(self.determinise)(obs, rng), rng),
        }
    }
}
