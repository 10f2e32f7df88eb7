//! Pools of same-sided dice, rolled by the engine or entered by the GM from the physical table.
//!
//! Several systems roll handfuls of one kind of die and read them together (ClockWork's d12
//! pools count gains die by die; Lytharian Chess rolls six-sided dice). Each die is a
//! [`DieRoll`] built as [`roll_or_enter`] builds one, so a pool validates entered faces exactly like a
//! single roll does and remembers, die by die, whether the engine rolled it or the GM entered it.
//! The pool adds only what a single die cannot check: that the GM entered one value per die.

use serde::{Deserialize, Serialize};

use crate::random::{roll_or_enter, DieRoll, ImpossibleRoll, Rng};

/// An entered pool that no real roll of those dice could have shown.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PoolEntryError {
    /// A different number of values than dice.
    #[error("{count}d{sides} needs {count} values, one per die; {entered} were entered")]
    WrongCount {
        /// Dice in the pool.
        count: usize,
        /// Their sides.
        sides: u8,
        /// Values entered.
        entered: usize,
    },
    /// A value the die cannot show.
    #[error("die {die} of the pool: {roll}")]
    ImpossibleFace {
        /// Which die, counted from 1 as the GM reads them.
        die: usize,
        /// The die and the value entered.
        roll: ImpossibleRoll,
    },
    /// A die index past the end of the pool.
    #[error("the pool has {count} dice; there is no die {die}")]
    NoSuchDie {
        /// Which die, counted from 1.
        die: usize,
        /// Dice in the pool.
        count: usize,
    },
}

/// A pool of dice that all have the same number of sides, each with its origin.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DicePool {
    sides: u8,
    dice: Vec<DieRoll>,
}

impl DicePool {
    /// `count` dice of `sides` faces rolled with the seeded source.
    pub fn roll(rng: &mut Rng, count: usize, sides: u8) -> DicePool {
        let dice = (0..count).map(|_| DieRoll::rolled(rng, sides)).collect();
        DicePool { sides, dice }
    }

    /// `count` dice of `sides` faces showing what the GM entered: exactly one value per die,
    /// each one a face the die has.
    pub fn entered(count: usize, sides: u8, values: &[u8]) -> Result<DicePool, PoolEntryError> {
        if values.len() != count {
            return Err(PoolEntryError::WrongCount {
                count,
                sides,
                entered: values.len(),
            });
        }
        let dice = values
            .iter()
            .enumerate()
            .map(|(index, &value)| {
                DieRoll::entered(sides, value).map_err(|roll| PoolEntryError::ImpossibleFace {
                    die: index + 1,
                    roll,
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(DicePool { sides, dice })
    }

    /// The GM's values when given, else a roll: the one call a command makes with its optional
    /// "entered" field.
    pub fn roll_or_enter(
        rng: &mut Rng,
        count: usize,
        sides: u8,
        entered: Option<&[u8]>,
    ) -> Result<DicePool, PoolEntryError> {
        match entered {
            Some(values) => DicePool::entered(count, sides, values),
            None => Ok(DicePool::roll(rng, count, sides)),
        }
    }

    /// Rerolls die number `die` (from 1), or sets it to the GM's entered value; the other dice
    /// keep their values and origins. Refused, changing nothing, for a die the pool lacks or a
    /// face it cannot show.
    pub fn reroll(
        &mut self,
        die: usize,
        rng: &mut Rng,
        entered: Option<u8>,
    ) -> Result<DieRoll, PoolEntryError> {
        let count = self.dice.len();
        let slot = die
            .checked_sub(1)
            .and_then(|index| self.dice.get_mut(index))
            .ok_or(PoolEntryError::NoSuchDie { die, count })?;
        *slot = roll_or_enter(rng, self.sides, entered)
            .map_err(|roll| PoolEntryError::ImpossibleFace { die, roll })?;
        Ok(*slot)
    }

    /// The dice's sides.
    pub fn sides(&self) -> u8 {
        self.sides
    }

    /// Each die with its value and origin, in the order rolled or entered.
    pub fn dice(&self) -> &[DieRoll] {
        &self.dice
    }

    /// The faces shown, in order.
    pub fn values(&self) -> impl Iterator<Item = u8> + '_ {
        self.dice.iter().map(|die| die.value)
    }

    /// The sum of the faces.
    pub fn total(&self) -> u32 {
        self.values().map(u32::from).sum()
    }

    /// How many dice show `at_least` or more: the success count of pool systems.
    pub fn count_at_least(&self, at_least: u8) -> usize {
        self.values().filter(|value| *value >= at_least).count()
    }

    /// How many dice show exactly `face`.
    pub fn count_of(&self, face: u8) -> usize {
        self.values().filter(|value| *value == face).count()
    }

    /// The highest face, if the pool has any dice.
    pub fn highest(&self) -> Option<u8> {
        self.values().max()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::{any, prop, prop_assert, prop_assert_eq, proptest};

    use super::*;
    use crate::random::Origin;

    #[test]
    fn a_rolled_pool_is_seeded_and_every_die_is_marked_rolled() {
        let a = DicePool::roll(&mut Rng::from_seed(4), 8, 12);
        let b = DicePool::roll(&mut Rng::from_seed(4), 8, 12);
        assert_eq!(a, b);
        assert_eq!(a.dice().len(), 8);
        assert!(a
            .dice()
            .iter()
            .all(|d| d.origin == Origin::Rolled && d.sides == 12));
    }

    #[test]
    fn entered_values_are_checked_die_by_die() {
        // The faces of ClockWork's worked example (1, 5, 12, 6, 5, 8, 7); reading them as gains
        // is ClockWork's rule, tested with that system.
        let pool = DicePool::entered(7, 12, &[1, 5, 12, 6, 5, 8, 7]).expect("real faces");
        assert!(pool.dice().iter().all(|d| d.origin == Origin::Entered));
        assert_eq!(pool.count_at_least(7), 3);
        assert_eq!(pool.count_of(12), 1);
        assert_eq!(pool.total(), 44);
        assert_eq!(pool.highest(), Some(12));
        assert_eq!(
            DicePool::entered(8, 12, &[1, 5, 12, 6, 5, 8, 7]),
            Err(PoolEntryError::WrongCount {
                count: 8,
                sides: 12,
                entered: 7
            })
        );
        let refused = DicePool::entered(3, 12, &[4, 13, 0]).expect_err("13 on a d12");
        assert_eq!(
            refused,
            PoolEntryError::ImpossibleFace {
                die: 2,
                roll: ImpossibleRoll {
                    sides: 12,
                    value: 13
                }
            }
        );
        assert_eq!(
            refused.to_string(),
            "die 2 of the pool: a d12 cannot show 13; enter a number from 1 to 12"
        );
    }

    #[test]
    fn a_reroll_changes_one_die_and_keeps_the_others_origins() {
        let mut rng = Rng::from_seed(9);
        let mut pool = DicePool::roll_or_enter(&mut rng, 3, 6, Some(&[2, 3, 4])).expect("ok");
        let die = pool.reroll(2, &mut rng, None).expect("die 2 exists");
        assert_eq!(die.origin, Origin::Rolled);
        assert_eq!(pool.dice()[0].origin, Origin::Entered);
        assert_eq!(pool.dice()[1], die);
        let before = pool.clone();
        assert_eq!(
            pool.reroll(4, &mut rng, None),
            Err(PoolEntryError::NoSuchDie { die: 4, count: 3 })
        );
        assert_eq!(
            pool.reroll(0, &mut rng, None).map(|_| ()),
            Err(PoolEntryError::NoSuchDie { die: 0, count: 3 })
        );
        assert!(pool.reroll(1, &mut rng, Some(7)).is_err());
        assert_eq!(pool, before);
        assert_eq!(
            pool.reroll(1, &mut rng, Some(6))
                .map(|d| (d.value, d.origin)),
            Ok((6, Origin::Entered))
        );
    }

    proptest! {
        /// Rolled dice always show a real face, and entered ones are accepted exactly when
        /// every value is a face and there is one per die.
        #[test]
        fn pools_only_ever_hold_real_faces(
            seed in any::<u64>(),
            sides in 1u8..=20,
            count in 0usize..15,
            values in prop::collection::vec(0u8..=22, 0..15),
        ) {
            let rolled = DicePool::roll(&mut Rng::from_seed(seed), count, sides);
            prop_assert_eq!(rolled.dice().len(), count);
            prop_assert!(rolled.values().all(|v| (1..=sides).contains(&v)));
            let valid = values.len() == count && values.iter().all(|v| (1..=sides).contains(v));
            let entered = DicePool::entered(count, sides, &values);
            prop_assert_eq!(entered.is_ok(), valid);
            if let Ok(pool) = entered {
                prop_assert_eq!(pool.values().collect::<Vec<_>>(), values);
            }
        }
    }
}
