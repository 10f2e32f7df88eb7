//! Seeded randomness, and values the GM enters from the physical table.
//!
//! The engine never reads a global random source: every draw comes from a [`Rng`] built from a
//! seed that is stored with whatever it drives, so replaying the same inputs gives the same
//! results. Wherever the engine would roll or draw, the GM may instead enter what the real die or
//! card showed; entered values are validated and recorded the same way.

use rand::{Rng as _, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// A deterministic random source. ChaCha8 gives the same stream on every platform and version.
#[derive(Clone, Debug)]
pub struct Rng(ChaCha8Rng);

impl Rng {
    /// A source seeded with `seed`.
    pub fn from_seed(seed: u64) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform roll of a die with `sides` faces, 1..=sides.
    pub fn roll(&mut self, sides: u8) -> u8 {
        self.0.random_range(1..=sides.max(1))
    }

    /// A fair coin: `true` for heads.
    pub fn coin(&mut self) -> bool {
        self.0.random_bool(0.5)
    }

    /// A uniform index below `len` (`len` > 0).
    pub fn index(&mut self, len: usize) -> usize {
        self.0.random_range(0..len.max(1))
    }

    /// Shuffles `items` in place (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            let other = self.0.random_range(0..=last);
            items.swap(last, other);
        }
    }
}

/// Where a random value came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// The engine rolled or drew it from the seeded source.
    Rolled,
    /// The GM entered what the table showed.
    Entered,
}

/// One die roll with its origin.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DieRoll {
    /// Number of faces.
    pub sides: u8,
    /// The face shown, 1..=sides.
    pub value: u8,
    /// Rolled by the engine or entered by the GM.
    pub origin: Origin,
}

/// An entered die value that no such die can show.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a d{sides} cannot show {value}; enter a number from 1 to {sides}")]
pub struct ImpossibleRoll {
    /// The die.
    pub sides: u8,
    /// What was entered.
    pub value: u8,
}

impl DieRoll {
    /// A d`sides` rolled with the seeded source.
    pub fn rolled(rng: &mut Rng, sides: u8) -> DieRoll {
        DieRoll {
            sides,
            value: rng.roll(sides),
            origin: Origin::Rolled,
        }
    }

    /// The GM's entered value for a d`sides`, after checking a real die could show it.
    pub fn entered(sides: u8, value: u8) -> Result<DieRoll, ImpossibleRoll> {
        if value == 0 || value > sides {
            return Err(ImpossibleRoll { sides, value });
        }
        Ok(DieRoll {
            sides,
            value,
            origin: Origin::Entered,
        })
    }
}

/// Rolls a d`sides`, or takes the GM's entered value after checking a real die could show it.
pub fn roll_or_enter(
    rng: &mut Rng,
    sides: u8,
    entered: Option<u8>,
) -> Result<DieRoll, ImpossibleRoll> {
    match entered {
        Some(value) => DieRoll::entered(sides, value),
        None => Ok(DieRoll::rolled(rng, sides)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_stream() {
        let mut a = Rng::from_seed(42);
        let mut b = Rng::from_seed(42);
        let rolls_a: Vec<u8> = (0..100).map(|_| a.roll(12)).collect();
        let rolls_b: Vec<u8> = (0..100).map(|_| b.roll(12)).collect();
        assert_eq!(rolls_a, rolls_b);
        assert!(rolls_a.iter().all(|r| (1..=12).contains(r)));
        assert!(
            (1..=12).all(|face| rolls_a.contains(&face)),
            "100 d12 rolls show every face"
        );
    }

    #[test]
    fn entered_values_are_checked_against_the_die() {
        let mut rng = Rng::from_seed(1);
        assert_eq!(
            roll_or_enter(&mut rng, 12, Some(7)).map(|r| (r.value, r.origin)),
            Ok((7, Origin::Entered))
        );
        assert_eq!(
            roll_or_enter(&mut rng, 12, Some(13)),
            Err(ImpossibleRoll {
                sides: 12,
                value: 13
            })
        );
        assert_eq!(
            roll_or_enter(&mut rng, 6, Some(0)),
            Err(ImpossibleRoll { sides: 6, value: 0 })
        );
        assert_eq!(
            roll_or_enter(&mut rng, 6, None).map(|r| r.origin),
            Ok(Origin::Rolled)
        );
    }
}
