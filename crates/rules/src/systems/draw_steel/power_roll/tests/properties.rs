//! Exhaustive and property checks of the lean path and the odds.

use super::*;
use proptest::prelude::*;

// ---- Exhaustive and property checks -------------------------------------------------------

const KINDS: [RollKind; 4] = [
    RollKind::Ability { main_action: true },
    RollKind::Ability { main_action: false },
    RollKind::Test,
    RollKind::Project,
];

/// Every combination of the three table rules.
fn all_rules() -> Vec<PowerRollRules> {
    let mut all = Vec::new();
    for netting in [EdgeBaneNetting::CapThenCancel, EdgeBaneNetting::MixedCancel] {
        for natural in [NaturalOverride::AfterShift, NaturalOverride::BeforeShift] {
            for project_skill in [ProjectSkill::Applies, ProjectSkill::Never] {
                all.push(PowerRollRules {
                    netting,
                    natural,
                    project_skill,
                });
            }
        }
    }
    all
}

/// The arithmetic of the total, written out once more from the glossary for the checks.
fn expected_total(dice: [u8; 2], input: PowerRollInput) -> i32 {
    let skill = if input.skill && input.kind.takes_skill(input.rules) {
        2
    } else {
        0
    };
    i32::from(dice[0])
        + i32::from(dice[1])
        + i32::from(input.characteristic)
        + skill
        + input.net().bonus()
        + i32::from(input.bonus)
}

#[test]
fn resolve_agrees_with_the_lean_path_on_every_pair_of_dice() {
    let rules = all_rules();
    let mut checked = 0u32;
    for kind in KINDS {
        for &rules in &rules {
            for characteristic in [-5, -1, 0, 2, 5] {
                for skill in [false, true] {
                    for edges in 0..=3 {
                        for banes in 0..=3 {
                            for bonus in [-2, 0, 3] {
                                let input = PowerRollInput {
                                    kind,
                                    characteristic,
                                    skill,
                                    edges,
                                    banes,
                                    bonus,
                                    rules,
                                };
                                every_pair_of_dice(|dice| {
                                    let rolled = resolve(dice, input);
                                    assert_eq!(
                                        (rolled.tier, rolled.critical_hit),
                                        tier_of(dice, input),
                                        "{dice:?} {input:?}"
                                    );
                                    assert_eq!(rolled.total, expected_total(dice, input));
                                    assert_eq!(rolled.explained.value, rolled.total);
                                    checked += 1;
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(checked, 4 * 8 * 5 * 2 * 4 * 4 * 3 * 100);
}

fn any_kind() -> impl Strategy<Value = RollKind> {
    prop::sample::select(KINDS.to_vec())
}

fn any_rules() -> impl Strategy<Value = PowerRollRules> {
    prop::sample::select(all_rules())
}

prop_compose! {
    fn any_input()(
        kind in any_kind(),
        characteristic in -12i8..=12,
        skill in any::<bool>(),
        edges in 0u8..=6,
        banes in 0u8..=6,
        bonus in -12i8..=12,
        rules in any_rules(),
    ) -> PowerRollInput {
        PowerRollInput { kind, characteristic, skill, edges, banes, bonus, rules }
    }
}

fn any_difficulty() -> impl Strategy<Value = TestDifficulty> {
    prop::sample::select(vec![
        TestDifficulty::Easy,
        TestDifficulty::Medium,
        TestDifficulty::Hard,
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The tier odds count all 100 outcomes, and each count matches resolving every pair of
    /// dice with the full explanation.
    #[test]
    fn tier_odds_count_100_outcomes_and_match_brute_force(input in any_input()) {
        let odds = tier_odds(input);
        prop_assert_eq!(odds.counts.iter().map(|&c| u32::from(c)).sum::<u32>(), 100);
        let mut brute = [0u8; 3];
        every_pair_of_dice(|dice| brute[resolve(dice, input).tier.index()] += 1);
        prop_assert_eq!(odds.counts, brute);
        prop_assert_eq!(odds.percent, brute.map(f32::from));
    }

    /// The test odds count all 100 outcomes and match the test table read from resolved rolls.
    #[test]
    fn test_odds_count_100_outcomes_and_match_brute_force(
        input in any_input(),
        difficulty in any_difficulty(),
    ) {
        let odds = test_odds(difficulty, input);
        prop_assert_eq!(odds.counts.iter().map(|&c| u32::from(c)).sum::<u32>(), 100);
        let mut brute = [0u8; 5];
        every_pair_of_dice(|dice| {
            brute[test_outcome(difficulty, &resolve(dice, input)).index()] += 1;
        });
        prop_assert_eq!(odds.counts, brute);
    }

    /// A natural 19 or 20 is tier 3 under the default rules whatever else applies, and a
    /// critical hit exactly on a main action's ability roll.
    #[test]
    fn natural_19_or_20_is_always_tier_3_by_default(
        mut input in any_input(),
        dice in prop::sample::select(vec![[9u8, 10], [10, 9], [10, 10]]),
    ) {
        input.rules.natural = NaturalOverride::AfterShift;
        let rolled = resolve(dice, input);
        prop_assert_eq!(rolled.tier, Tier::Three);
        prop_assert_eq!(rolled.critical_hit, input.kind == RollKind::Ability { main_action: true });
    }

    /// The two netting options agree on pure edges or pure banes, and neither doubles a roll
    /// that has both.
    #[test]
    fn netting_options_agree_on_pure_cases_and_never_double_a_mixed_roll(
        edges in 0u8..=10,
        banes in 0u8..=10,
    ) {
        let capped = EdgeBaneNet::of(edges, banes, EdgeBaneNetting::CapThenCancel);
        let cancelled = EdgeBaneNet::of(edges, banes, EdgeBaneNetting::MixedCancel);
        if edges == 0 || banes == 0 {
            prop_assert_eq!(capped, cancelled);
        } else {
            prop_assert!(capped.tier_shift() == 0 && cancelled.tier_shift() == 0);
        }
    }

    /// One more edge never lowers the tier and one more bane never raises it.
    #[test]
    fn another_edge_never_hurts_and_another_bane_never_helps(
        input in any_input(),
        first in 1u8..=10,
        second in 1u8..=10,
    ) {
        let dice = [first, second];
        let (tier, _) = tier_of(dice, input);
        prop_assert!(tier_of(dice, input.with_edges(input.edges + 1)).0 >= tier);
        prop_assert!(tier_of(dice, input.with_banes(input.banes + 1)).0 <= tier);
    }
}
