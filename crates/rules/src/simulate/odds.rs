//! A probability estimated from counts, with its 95% confidence interval.

use serde::{Deserialize, Serialize};

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_963_984_540_054;

/// An estimated probability: how often something happened out of how many tries, and the
/// Wilson score interval around it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Probability {
    /// How often it happened.
    pub count: u32,
    /// Out of how many runs.
    pub of: u32,
    /// count / of (0 when nothing was run).
    pub estimate: f64,
    /// The 95% interval's lower bound.
    pub low: f64,
    /// The 95% interval's upper bound.
    pub high: f64,
}

impl Probability {
    /// The estimate of `count` out of `of`.
    pub fn of(count: u32, of: u32) -> Probability {
        let (low, high) = wilson_interval(count, of);
        Probability {
            count,
            of,
            estimate: if of == 0 {
                0.0
            } else {
                f64::from(count) / f64::from(of)
            },
            low,
            high,
        }
    }
}

/// The Wilson score interval (95%) for `successes` out of `trials`: unlike the normal
/// approximation it stays inside 0..1 and is honest at 0 or all successes. With no trials
/// nothing is known: 0..1.
pub fn wilson_interval(successes: u32, trials: u32) -> (f64, f64) {
    if trials == 0 {
        return (0.0, 1.0);
    }
    let n = f64::from(trials);
    let p = f64::from(successes.min(trials)) / n;
    let z2 = Z95 * Z95;
    let denominator = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denominator;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denominator;
    // At the edges the bound is exactly 0 or 1 (the arithmetic leaves a rounding crumb).
    let low = if successes == 0 {
        0.0
    } else {
        (centre - half).max(0.0)
    };
    let high = if successes >= trials {
        1.0
    } else {
        (centre + half).min(1.0)
    };
    (low, high)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_matches_published_values() {
        // 81 of 263: Wilson's interval is 0.2553..0.3662 (Newcombe 1998, method 3 example).
        let (low, high) = wilson_interval(81, 263);
        assert!((low - 0.2553).abs() < 5e-4, "{low}");
        assert!((high - 0.3662).abs() < 5e-4, "{high}");
    }

    #[test]
    fn wilson_interval_at_the_edges_stays_in_range() {
        assert_eq!(wilson_interval(0, 1_000).0, 0.0);
        assert_eq!(wilson_interval(1_000, 1_000).1, 1.0);
        let (low, high) = wilson_interval(0, 10_000);
        assert_eq!(low, 0.0);
        assert!(high > 0.0 && high < 0.001, "{high}");
        let (low, high) = wilson_interval(10_000, 10_000);
        assert!(low > 0.999 && low < 1.0, "{low}");
        assert!((high - 1.0).abs() < 1e-12, "{high}");
        assert_eq!(wilson_interval(0, 0), (0.0, 1.0));
    }
}
