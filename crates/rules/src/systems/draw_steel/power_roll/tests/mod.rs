//! The digest's power-roll vectors (DS-01..DS-36, DS-57/58, DS-74, DS-91), each named after its
//! glossary entry, then exhaustive and property checks of the lean path and the odds.

use super::*;
use crate::random::{Origin, Rng};

mod pieces;
mod properties;
mod tests_and_assists;
mod tiers;

/// Two d10 faces that sum to `natural` (2..=20).
fn dice_for(natural: u8) -> [u8; 2] {
    assert!((2..=20).contains(&natural), "2d10 cannot sum to {natural}");
    if natural <= 11 {
        [1, natural - 1]
    } else {
        [natural - 10, 10]
    }
}

/// Resolves `input` on dice summing to `natural`.
fn roll(natural: u8, input: PowerRollInput) -> PowerRoll {
    resolve(dice_for(natural), input)
}

/// The (total, tier) of a roll, the pair most vectors state.
fn total_and_tier(natural: u8, input: PowerRollInput) -> (i32, Tier) {
    let rolled = roll(natural, input);
    (rolled.total, rolled.tier)
}
