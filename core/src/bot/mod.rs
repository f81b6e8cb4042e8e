//! Shared bot machinery: choosing among scored moves, and the level-independent
//! helpers the games' bots build on.

use crate::rng::GameRng;

pub mod ismcts;

/// The index of the highest score, ties broken at random (so bots do not always
/// pick the first of equal moves, which would make them predictable).
pub fn argmax_random_tie(scores: &[f64], rng: &mut GameRng) -> Option<usize> {
    let best = scores.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    if !best.is_finite() && scores.iter().all(|s| !s.is_finite()) {
        return if scores.is_empty() { None } else { Some(rng.below(scores.len() as u32) as usize) };
    }
    let ties: Vec<usize> = (0..scores.len()).filter(|&i| (scores[i] - best).abs() < 1e-9).collect();
    rng.choose(&ties).copied()
}

/// Picks the best move by `score`, ties broken at random. `None` for no moves.
pub fn best_by<M: Clone>(moves: &[M], rng: &mut GameRng, mut score: impl FnMut(&M) -> f64) -> Option<M> {
    let scores: Vec<f64> = moves.iter().map(&mut score).collect();
    argmax_random_tie(&scores, rng).map(|i| moves[i].clone())
}

/// How a lower level picks among scored moves: like a person who sees the main idea
/// but not always the best move. Moves scoring more than `blunder` below the best are
/// never played (the absurd moves a child would not make); among the rest a move is
/// drawn with weight `exp((score - best) / temperature)`, so near-best moves are
/// common and clear mistakes rare. A temperature of zero plays the best move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sloppiness {
    /// Spread of the draw, in the game's score units.
    pub temperature: f64,
    /// How far below the best a move may score and still be played.
    pub blunder: f64,
}

/// Index of the move a player of `style` picks among `scores` (see [`Sloppiness`]).
pub fn sloppy_pick(scores: &[f64], style: Sloppiness, rng: &mut GameRng) -> Option<usize> {
    let best = scores.iter().cloned().filter(|s| s.is_finite()).fold(f64::NEG_INFINITY, f64::max);
    if !best.is_finite() || style.temperature <= 0.0 {
        return argmax_random_tie(scores, rng);
    }
    let weights: Vec<f64> = scores
        .iter()
        .map(|&s| if s.is_finite() && s >= best - style.blunder { ((s - best) / style.temperature).exp() } else { 0.0 })
        .collect();
    let total: f64 = weights.iter().sum();
    let mut target = rng.unit() * total;
    for (i, w) in weights.iter().enumerate() {
        if *w > 0.0 {
            target -= w;
            if target <= 0.0 {
                return Some(i);
            }
        }
    }
    weights.iter().rposition(|w| *w > 0.0)
}

/// The move a player of `style` picks by `score` (see [`sloppy_pick`]).
pub fn sloppy_by<M: Clone>(
    moves: &[M],
    style: Sloppiness,
    rng: &mut GameRng,
    score: impl FnMut(&M) -> f64,
) -> Option<M> {
    let scores: Vec<f64> = moves.iter().map(score).collect();
    sloppy_pick(&scores, style, rng).map(|i| moves[i].clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn argmax_picks_the_best_and_breaks_ties_among_equals_only() {
        let mut rng = GameRng::new(5);
        assert_eq!(argmax_random_tie(&[1.0, 3.0, 2.0], &mut rng), Some(1));
        let mut seen = [false; 3];
        for _ in 0..200 {
            let i = argmax_random_tie(&[2.0, 2.0, 1.0], &mut rng).unwrap();
            seen[i] = true;
        }
        assert_eq!(seen, [true, true, false]);
        assert_eq!(argmax_random_tie(&[], &mut rng), None);
    }

    #[test]
    fn a_sloppy_player_never_blunders_and_mostly_plays_well() {
        let mut rng = GameRng::new(11);
        let style = Sloppiness { temperature: 1.0, blunder: 3.0 };
        let scores = [10.0, 9.0, 5.0, 0.0];
        let mut seen = [0u32; 4];
        for _ in 0..2000 {
            seen[sloppy_pick(&scores, style, &mut rng).unwrap()] += 1;
        }
        assert_eq!(seen[2] + seen[3], 0, "moves more than the blunder margin below the best: {seen:?}");
        assert!(seen[0] > seen[1] && seen[1] > 300, "the best most often, the near-best often: {seen:?}");
        let greedy = Sloppiness { temperature: 0.0, blunder: 3.0 };
        assert_eq!(sloppy_pick(&scores, greedy, &mut rng), Some(0));
        assert_eq!(sloppy_pick(&[], style, &mut rng), None);
    }
}
