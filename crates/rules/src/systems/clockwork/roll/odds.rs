//! The exact chance of each number of gains, counted rather than sampled.
//!
//! One d12 on a skill of rank r shows −1 on a 1, 0 on 2 to r − 1, +1 on r to 11 and +2 on a 12:
//! 1, r − 2, 12 − r and 1 faces of the 12. A pool of n dice is n such dice added, so the number
//! of ways to make each total is the n-fold convolution of that face count, out of 12^n
//! outcomes in all. Counts are exact integers; a chance is one division at the end.

use serde::{Deserialize, Serialize};

use super::{RollError, SIDES};
use crate::systems::clockwork::skills::SKILL_RANKS;

/// The most dice whose outcomes (12^n) the counts hold exactly in 128 bits.
pub const MAX_DICE: u8 = 35;

/// The exact distribution of a pool's gains.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GainOdds {
    dice: u8,
    skill_rank: u8,
    /// Ways to make each total, from `-dice` gains up to `2 × dice`.
    ways: Vec<u128>,
}

/// The chance of one number of gains, and of at least that many.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkGainChance"),
    schemars(rename = "ClockworkGainChance")
)]
#[serde(rename_all = "camelCase")]
pub struct GainChance {
    /// The gains.
    pub gains: i32,
    /// The chance of exactly these gains, 0 to 1.
    pub exactly: f64,
    /// The chance of these gains or more: of meeting a difficulty of this many.
    pub at_least: f64,
}

impl GainOdds {
    /// The distribution for `dice` d12s on a skill of `skill_rank`.
    pub fn new(dice: u8, skill_rank: u8) -> Result<GainOdds, RollError> {
        if !SKILL_RANKS.contains(&skill_rank) {
            return Err(RollError::SkillRank(skill_rank));
        }
        if dice > MAX_DICE {
            return Err(RollError::NoDice(format!(
                "{dice} dice, more than the {MAX_DICE} whose odds can be counted exactly"
            )));
        }
        // Faces per gain value −1, 0, +1, +2.
        let per_die: [u128; 4] = [
            1,
            u128::from(skill_rank) - 2,
            u128::from(SIDES - skill_rank),
            1,
        ];
        // ways[i] counts totals of i − dice; start with no dice: one way to make 0.
        let span = 3 * usize::from(dice) + 1;
        let mut ways = vec![0u128; span];
        let offset = usize::from(dice);
        ways[offset] = 1;
        let mut next = vec![0u128; span];
        for _ in 0..dice {
            next.iter_mut().for_each(|w| *w = 0);
            for (index, &count) in ways.iter().enumerate() {
                if count == 0 {
                    continue;
                }
                for (step, &faces) in per_die.iter().enumerate() {
                    // step 0 is −1 gain, step 3 is +2.
                    let target = index + step;
                    if faces > 0 && target >= 1 && target - 1 < span {
                        next[target - 1] += count * faces;
                    }
                }
            }
            std::mem::swap(&mut ways, &mut next);
        }
        Ok(GainOdds {
            dice,
            skill_rank,
            ways,
        })
    }

    /// The dice thrown.
    pub fn dice(&self) -> u8 {
        self.dice
    }

    /// The skill rank read against.
    pub fn skill_rank(&self) -> u8 {
        self.skill_rank
    }

    /// The fewest gains possible (every die a 1).
    pub fn min_gains(&self) -> i32 {
        -i32::from(self.dice)
    }

    /// The most gains possible (every die a 12).
    pub fn max_gains(&self) -> i32 {
        2 * i32::from(self.dice)
    }

    /// All outcomes: 12 to the power of the dice.
    pub fn outcomes(&self) -> u128 {
        u128::from(SIDES).pow(u32::from(self.dice))
    }

    /// The outcomes that make exactly `gains`.
    pub fn ways(&self, gains: i32) -> u128 {
        usize::try_from(gains - self.min_gains())
            .ok()
            .and_then(|index| self.ways.get(index))
            .copied()
            .unwrap_or(0)
    }

    /// The outcomes that make `gains` or more.
    pub fn ways_at_least(&self, gains: i32) -> u128 {
        (gains.max(self.min_gains())..=self.max_gains())
            .map(|g| self.ways(g))
            .sum()
    }

    /// The chance of exactly `gains`.
    pub fn exactly(&self, gains: i32) -> f64 {
        self.ways(gains) as f64 / self.outcomes() as f64
    }

    /// The chance of `gains` or more: of meeting a difficulty of `gains`.
    pub fn at_least(&self, gains: i32) -> f64 {
        self.ways_at_least(gains) as f64 / self.outcomes() as f64
    }

    /// The chance that a roll of these odds, the actor's, wins against `reactor`'s: its gains
    /// at least the reactor's, a tie going to the actor («Opposed Rolls»). Exact counts per
    /// total, one division per term (12^(n+m) outgrows 128 bits).
    pub fn actor_wins(&self, reactor: &GainOdds) -> f64 {
        (reactor.min_gains()..=reactor.max_gains())
            .map(|theirs| reactor.exactly(theirs) * self.at_least(theirs))
            .sum()
    }

    /// Every possible number of gains with its chances, fewest first.
    pub fn chances(&self) -> Vec<GainChance> {
        (self.min_gains()..=self.max_gains())
            .map(|gains| GainChance {
                gains,
                exactly: self.exactly(gains),
                at_least: self.at_least(gains),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::{prop_assert_eq, proptest};

    use super::*;
    use crate::systems::clockwork::roll::gains;

    /// Every one of the 12^n outcomes, counted by its gains.
    fn enumerate(dice: u8, rank: u8) -> Vec<u128> {
        let mut ways = vec![0u128; 3 * usize::from(dice) + 1];
        let outcomes = 12usize.pow(u32::from(dice));
        let mut faces = vec![0u8; usize::from(dice)];
        for mut code in 0..outcomes {
            for face in faces.iter_mut() {
                *face = u8::try_from(code % 12).unwrap_or(0) + 1;
                code /= 12;
            }
            let total = gains(faces.iter().copied(), rank);
            let index = usize::try_from(total + i32::from(dice)).unwrap_or(usize::MAX);
            ways[index] += 1;
        }
        ways
    }

    #[test]
    fn the_counts_match_every_outcome_enumerated_for_pools_up_to_four_dice() {
        for dice in 0..=4 {
            for rank in SKILL_RANKS {
                let odds = GainOdds::new(dice, rank).expect("a legal pool");
                assert_eq!(
                    odds.ways,
                    enumerate(dice, rank),
                    "{dice} dice at rank {rank}"
                );
            }
        }
    }

    proptest! {
        /// For any pool and rank, the ways add up to 12^n, and the mean gains are n times one
        /// die's ((12 − r) + 2 − 1) / 12.
        #[test]
        fn the_distribution_is_whole_and_centred(dice in 0u8..=20, rank in 4u8..=12) {
            let odds = GainOdds::new(dice, rank).expect("a legal pool");
            let total: u128 = (odds.min_gains()..=odds.max_gains()).map(|g| odds.ways(g)).sum();
            prop_assert_eq!(total, odds.outcomes());
            let weighted: i128 = (odds.min_gains()..=odds.max_gains())
                .map(|g| i128::from(g) * i128::try_from(odds.ways(g)).unwrap_or(0))
                .sum();
            // Mean × 12^n = n × (13 − r) × 12^(n−1), kept in integers.
            let expected = i128::from(dice) * (13 - i128::from(rank))
                * i128::try_from(odds.outcomes()).unwrap_or(0) / 12;
            prop_assert_eq!(weighted, expected);
            prop_assert_eq!(odds.ways_at_least(odds.min_gains()), odds.outcomes());
        }

        /// A small pool's counts equal the enumeration's for any rank.
        #[test]
        fn small_pools_agree_with_enumeration(dice in 0u8..=3, rank in 4u8..=12) {
            let odds = GainOdds::new(dice, rank).expect("a legal pool");
            prop_assert_eq!(odds.ways.clone(), enumerate(dice, rank));
        }
    }

    /// Every pair of outcomes of two small pools, counted by who wins (ties to the actor).
    #[test]
    fn opposed_rolls_the_actors_chance_matches_every_pair_of_outcomes_enumerated() {
        for (actor_dice, actor_rank, reactor_dice, reactor_rank) in
            [(2, 7, 2, 7), (3, 5, 2, 9), (1, 12, 3, 4), (2, 4, 1, 11)]
        {
            let actor = enumerate(actor_dice, actor_rank);
            let reactor = enumerate(reactor_dice, reactor_rank);
            let mut wins = 0u128;
            for (a, ways_a) in actor.iter().enumerate() {
                for (r, ways_r) in reactor.iter().enumerate() {
                    let a_gains = a as i64 - i64::from(actor_dice);
                    let r_gains = r as i64 - i64::from(reactor_dice);
                    if a_gains >= r_gains {
                        wins += ways_a * ways_r;
                    }
                }
            }
            let all = 12u128.pow(u32::from(actor_dice + reactor_dice));
            let odds = GainOdds::new(actor_dice, actor_rank).expect("legal");
            let theirs = GainOdds::new(reactor_dice, reactor_rank).expect("legal");
            let counted = wins as f64 / all as f64;
            assert!(
                (odds.actor_wins(&theirs) - counted).abs() < 1e-12,
                "{actor_dice}d12 at {actor_rank} against {reactor_dice}d12 at {reactor_rank}"
            );
        }
    }

    #[test]
    fn one_die_on_rank_seven() {
        let odds = GainOdds::new(1, 7).expect("legal");
        // A 1; 2 to 6; 7 to 11; a 12.
        assert_eq!(
            (odds.ways(-1), odds.ways(0), odds.ways(1), odds.ways(2)),
            (1, 5, 5, 1)
        );
        assert!((odds.at_least(1) - 0.5).abs() < 1e-12);
        assert_eq!(odds.chances().len(), 4);
    }

    #[test]
    fn refused_pools() {
        assert_eq!(GainOdds::new(3, 3), Err(RollError::SkillRank(3)));
        assert!(GainOdds::new(MAX_DICE + 1, 7).is_err());
        let biggest = GainOdds::new(MAX_DICE, 4).expect("fits in 128 bits");
        assert_eq!(
            biggest.ways_at_least(biggest.min_gains()),
            biggest.outcomes()
        );
    }
}
