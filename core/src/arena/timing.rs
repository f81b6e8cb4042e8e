//! Decision-time figures of the arena: the bot budget is stated as a median and
//! a maximum per decision, and a mean hides both, so every decision's time is kept and
//! summarised here.

use std::time::Duration;

use serde::Serialize;

/// The `p`-th percentile (0–100) of `sorted` (ascending), interpolated linearly between
/// the two nearest ranks (the usual "type 7" definition, so the 50th percentile of an
/// even count is the mean of the middle two). `None` for no samples.
pub fn percentile(sorted: &[f64], p: f64) -> Option<f64> {
    let last = sorted.len().checked_sub(1)?;
    let at = (p.clamp(0.0, 100.0) / 100.0) * last as f64;
    let below = at.floor() as usize;
    let above = (below + 1).min(last);
    let weight = at - below as f64;
    Some(sorted[below] + (sorted[above] - sorted[below]) * weight)
}

/// Decision times of one bot level, in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct TimeSummary {
    /// Mean.
    pub mean_ms: f64,
    /// Median: the typical wait for the player.
    pub median_ms: f64,
    /// 95th percentile: the wait that one decision in twenty exceeds.
    pub p95_ms: f64,
    /// Longest decision: the worst wait.
    pub max_ms: f64,
}

impl TimeSummary {
    /// Summarises `times` (any order); all zero for none.
    pub fn of(times: &[Duration]) -> TimeSummary {
        let mut ms: Vec<f64> = times.iter().map(|d| d.as_secs_f64() * 1000.0).collect();
        ms.sort_by(f64::total_cmp);
        let at = |p: f64| percentile(&ms, p).unwrap_or(0.0);
        TimeSummary {
            mean_ms: if ms.is_empty() { 0.0 } else { ms.iter().sum::<f64>() / ms.len() as f64 },
            median_ms: at(50.0),
            p95_ms: at(95.0),
            max_ms: at(100.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_interpolates_between_ranks() {
        let odd = [1.0, 2.0, 3.0, 4.0, 5.0];
        assert_eq!(percentile(&odd, 50.0), Some(3.0));
        assert_eq!(percentile(&odd, 0.0), Some(1.0));
        assert_eq!(percentile(&odd, 100.0), Some(5.0));
        assert_eq!(percentile(&odd, 25.0), Some(2.0));
        // Even count: the median is the mean of the middle two.
        assert_eq!(percentile(&[1.0, 2.0, 3.0, 4.0], 50.0), Some(2.5));
        // 0..=100: the p-th percentile is p itself.
        let hundred: Vec<f64> = (0..=100).map(f64::from).collect();
        assert_eq!(percentile(&hundred, 95.0), Some(95.0));
        // 21 samples 0, 5, .., 100: rank 19 of 20 exactly.
        let fives: Vec<f64> = (0..=20).map(|i| f64::from(i) * 5.0).collect();
        assert_eq!(percentile(&fives, 95.0), Some(95.0));
        assert_eq!(percentile(&[7.0], 95.0), Some(7.0));
        assert_eq!(percentile(&[], 50.0), None);
    }

    #[test]
    fn summary_sorts_and_reports_median_p95_and_max() {
        // 1..=20 ms out of order: median 10.5, p95 at rank 18.05 → 19.05, max 20, mean 10.5.
        let times: Vec<Duration> = (1..=20u64).rev().map(Duration::from_millis).collect();
        let s = TimeSummary::of(&times);
        assert!((s.median_ms - 10.5).abs() < 1e-9, "{s:?}");
        assert!((s.p95_ms - 19.05).abs() < 1e-9, "{s:?}");
        assert!((s.max_ms - 20.0).abs() < 1e-9, "{s:?}");
        assert!((s.mean_ms - 10.5).abs() < 1e-9, "{s:?}");
        assert_eq!(TimeSummary::of(&[]), TimeSummary::default());
    }
}
