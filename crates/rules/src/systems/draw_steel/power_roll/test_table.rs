//! Tests out of combat: the Director's difficulty and the test table ("Test"), the odds of
//! each outcome, what an assist grants ("Assist"), and the jump test ("Jump").

use serde::{Deserialize, Serialize};

use super::{every_pair_of_dice, natural_of, tier_of, PowerRoll, PowerRollInput, Tier};

/// How hard a test is, as the Director sets it ("Test").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TestDifficulty {
    /// Easy.
    Easy,
    /// Medium.
    Medium,
    /// Hard.
    Hard,
}

/// The outcome of a test ("Test"), worst first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TestOutcome {
    /// Failure with consequence.
    FailureWithConsequence,
    /// Failure.
    Failure,
    /// Success with consequence.
    SuccessWithConsequence,
    /// Success.
    Success,
    /// Success with reward.
    SuccessWithReward,
}

impl TestOutcome {
    /// The five outcomes, worst first; [`TestOdds`] arrays follow this order.
    pub const ALL: [TestOutcome; 5] = [
        TestOutcome::FailureWithConsequence,
        TestOutcome::Failure,
        TestOutcome::SuccessWithConsequence,
        TestOutcome::Success,
        TestOutcome::SuccessWithReward,
    ];

    /// The outcome's position in [`TestOutcome::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether it is one of the three successes.
    pub const fn is_success(self) -> bool {
        matches!(
            self,
            TestOutcome::SuccessWithConsequence
                | TestOutcome::Success
                | TestOutcome::SuccessWithReward
        )
    }
}

/// The test table: a tier at a difficulty, with the row of its own for a natural 19 or 20.
///
/// The natural row is read when the roll is a natural 19 or 20 that ended at tier 3, which is
/// always under the default table rule. Under the natural-first table rule a double bane can
/// lower a natural to tier 2, and the roll then reads the 12–16 row.
const fn outcome_of(difficulty: TestDifficulty, tier: Tier, natural_19_20: bool) -> TestOutcome {
    use TestDifficulty::{Easy, Hard, Medium};
    use TestOutcome::*;
    if natural_19_20 && matches!(tier, Tier::Three) {
        return SuccessWithReward;
    }
    match (tier, difficulty) {
        (Tier::One, Easy) => SuccessWithConsequence,
        (Tier::One, Medium) => Failure,
        (Tier::One, Hard) => FailureWithConsequence,
        (Tier::Two, Easy) => Success,
        (Tier::Two, Medium) => SuccessWithConsequence,
        (Tier::Two, Hard) => Failure,
        (Tier::Three, Easy) => SuccessWithReward,
        (Tier::Three, Medium | Hard) => Success,
    }
}

/// The outcome of a test `roll` at `difficulty` ("Test").
pub const fn test_outcome(difficulty: TestDifficulty, roll: &PowerRoll) -> TestOutcome {
    outcome_of(difficulty, roll.tier, roll.natural_19_20)
}

/// The exact chance of each test outcome, out of the 100 outcomes of 2d10.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TestOdds {
    /// How many of the 100 outcomes give each outcome, in [`TestOutcome::ALL`] order.
    pub counts: [u8; 5],
    /// The same as percentages.
    pub percent: [f32; 5],
}

impl TestOdds {
    /// How many of the 100 outcomes give `outcome`.
    pub const fn count(&self, outcome: TestOutcome) -> u8 {
        self.counts[outcome.index()]
    }
}

/// The exact odds of each outcome of a test rolled with `input` at `difficulty`.
pub fn test_odds(difficulty: TestDifficulty, input: PowerRollInput) -> TestOdds {
    let mut counts = [0u8; 5];
    every_pair_of_dice(|dice| {
        let (tier, _) = tier_of(dice, input);
        let natural_19_20 = natural_of(dice) >= 19;
        counts[outcome_of(difficulty, tier, natural_19_20).index()] += 1;
    });
    TestOdds {
        counts,
        percent: counts.map(f32::from),
    }
}

/// What an assister's test gives the creature it helps ("Assist").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum AssistGrant {
    /// 11 or lower: the assister gets in the way; a bane.
    Bane,
    /// 12–16: an edge.
    Edge,
    /// 17 or higher: a double edge.
    DoubleEdge,
}

impl AssistGrant {
    /// The grant for the assister's tier.
    pub const fn from_tier(tier: Tier) -> AssistGrant {
        match tier {
            Tier::One => AssistGrant::Bane,
            Tier::Two => AssistGrant::Edge,
            Tier::Three => AssistGrant::DoubleEdge,
        }
    }

    /// The grant of the assister's resolved test (read by its final tier, so a natural 19 or 20
    /// or a double edge on the assist counts).
    pub const fn of(roll: &PowerRoll) -> AssistGrant {
        AssistGrant::from_tier(roll.tier)
    }

    /// Adds the grant to a roll's `(edges, banes)`; a double edge is two edges.
    pub const fn add_to(self, edges: u8, banes: u8) -> (u8, u8) {
        match self {
            AssistGrant::Bane => (edges, banes.saturating_add(1)),
            AssistGrant::Edge => (edges.saturating_add(1), banes),
            AssistGrant::DoubleEdge => (edges.saturating_add(2), banes),
        }
    }
}

/// The jump test ("Jump"): how many squares longer and higher than the baseline jump a tier
/// reaches (tier 1: none, tier 2: 1, tier 3: 2).
pub const fn jump_test_extra(tier: Tier) -> u8 {
    tier.number() - 1
}
