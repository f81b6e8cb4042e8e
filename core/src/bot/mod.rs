//! Shared bot machinery: choosing among scored moves, and the level-independent
//! helpers the games' bots build on.

use crate::rng::GameRng;

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
}
