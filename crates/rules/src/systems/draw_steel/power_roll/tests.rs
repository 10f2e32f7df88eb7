//! The digest's power-roll vectors (DS-01..DS-36, DS-57/58, DS-74, DS-91), each named after its
//! glossary entry, then exhaustive and property checks of the lean path and the odds.

use proptest::prelude::*;

use super::*;
use crate::random::{Origin, Rng};

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

// ---- The tier bands (ability rolls) -------------------------------------------------------

#[test]
fn ability_roll_total_11_is_tier_1_ds_01() {
    assert_eq!(
        total_and_tier(9, PowerRollInput::ability(2, true)),
        (11, Tier::One)
    );
}

#[test]
fn ability_roll_total_12_is_tier_2_ds_02() {
    assert_eq!(
        total_and_tier(10, PowerRollInput::ability(2, true)),
        (12, Tier::Two)
    );
}

#[test]
fn ability_roll_total_16_is_tier_2_ds_03() {
    assert_eq!(
        total_and_tier(14, PowerRollInput::ability(2, true)),
        (16, Tier::Two)
    );
}

#[test]
fn ability_roll_total_17_is_tier_3_ds_04() {
    assert_eq!(
        total_and_tier(15, PowerRollInput::ability(2, true)),
        (17, Tier::Three)
    );
}

// ---- Edges and banes ----------------------------------------------------------------------

#[test]
fn edge_adds_2_ds_05() {
    let rolled = roll(9, PowerRollInput::ability(2, true).with_edges(1));
    assert_eq!((rolled.total, rolled.tier), (13, Tier::Two));
    assert_eq!(rolled.net, EdgeBaneNet::Edge);
}

#[test]
fn bane_takes_2_ds_06() {
    let rolled = roll(10, PowerRollInput::ability(2, true).with_banes(1));
    assert_eq!((rolled.total, rolled.tier), (10, Tier::One));
    assert_eq!(rolled.net, EdgeBaneNet::Bane);
}

#[test]
fn double_bane_cannot_lower_tier_1_ds_07() {
    let rolled = roll(9, PowerRollInput::ability(2, true).with_banes(2));
    assert_eq!(rolled.total, 11, "a double bane takes no 2 off the total");
    assert_eq!(rolled.tier_from_total, Tier::One);
    assert_eq!(rolled.tier_after_shift, Tier::One);
    assert_eq!(rolled.tier, Tier::One);
    assert_eq!(rolled.tier_rule, DOUBLE_BANE);
    assert!(
        rolled
            .explained
            .notes
            .iter()
            .any(|note| note.starts_with("Already tier 1")),
        "{:?}",
        rolled.explained.notes
    );
}

#[test]
fn double_bane_lowers_tier_2_to_tier_1_ds_08() {
    let rolled = roll(12, PowerRollInput::ability(2, true).with_banes(2));
    assert_eq!(rolled.total, 14);
    assert_eq!(rolled.tier_from_total, Tier::Two);
    assert_eq!(rolled.tier, Tier::One);
    assert_eq!(rolled.net, EdgeBaneNet::DoubleBane);
}

#[test]
fn double_bane_from_3_banes_lowers_tier_3_to_tier_2_ds_09() {
    let rolled = roll(16, PowerRollInput::ability(2, true).with_banes(3));
    assert_eq!(rolled.total, 18);
    assert_eq!(rolled.tier_from_total, Tier::Three);
    assert_eq!(rolled.tier, Tier::Two);
}

#[test]
fn double_edge_raises_tier_2_to_tier_3_ds_10() {
    let rolled = roll(13, PowerRollInput::ability(3, true).with_edges(2));
    assert_eq!(rolled.total, 16, "a double edge adds no 2 to the total");
    assert_eq!(rolled.tier_from_total, Tier::Two);
    assert_eq!(rolled.tier_after_shift, Tier::Three);
    assert_eq!(rolled.tier, Tier::Three);
    assert_eq!(rolled.tier_rule, DOUBLE_EDGE);
}

#[test]
fn double_edge_cannot_raise_tier_3_ds_11() {
    let rolled = roll(15, PowerRollInput::ability(2, true).with_edges(2));
    assert_eq!((rolled.total, rolled.tier), (17, Tier::Three));
    assert!(rolled
        .explained
        .notes
        .iter()
        .any(|note| note.starts_with("Already tier 3")));
}

#[test]
fn edge_and_bane_cancel_ds_12() {
    let rolled = roll(
        10,
        PowerRollInput::ability(1, true).with_edges(1).with_banes(1),
    );
    assert_eq!(rolled.net, EdgeBaneNet::None);
    assert_eq!((rolled.total, rolled.tier), (11, Tier::One));
}

#[test]
fn double_edge_needs_no_banes_two_edges_and_a_bane_leave_an_edge_ds_13() {
    let rolled = roll(
        10,
        PowerRollInput::ability(1, true).with_edges(2).with_banes(1),
    );
    assert_eq!(rolled.net, EdgeBaneNet::Edge);
    assert_eq!((rolled.total, rolled.tier), (13, Tier::Two));
}

#[test]
fn double_bane_needs_no_edges_an_edge_and_three_banes_leave_a_bane_ds_14() {
    let rolled = roll(
        12,
        PowerRollInput::ability(1, true).with_edges(1).with_banes(3),
    );
    assert_eq!(rolled.net, EdgeBaneNet::Bane);
    assert_eq!((rolled.total, rolled.tier), (11, Tier::One));
}

#[test]
fn double_edge_and_double_bane_cancel_ds_15() {
    let rolled = roll(
        15,
        PowerRollInput::ability(2, true).with_edges(2).with_banes(2),
    );
    assert_eq!(rolled.net, EdgeBaneNet::None);
    assert_eq!((rolled.total, rolled.tier), (17, Tier::Three));
}

#[test]
fn mixed_cancel_table_rule_leaves_nothing_of_two_edges_and_a_bane() {
    let rules = PowerRollRules {
        netting: EdgeBaneNetting::MixedCancel,
        ..PowerRollRules::default()
    };
    let rolled = roll(
        10,
        PowerRollInput::ability(1, true)
            .with_edges(2)
            .with_banes(1)
            .with_rules(rules),
    );
    assert_eq!(rolled.net, EdgeBaneNet::None);
    assert_eq!((rolled.total, rolled.tier), (11, Tier::One));
}

// ---- Natural 19 or 20 and critical hits ---------------------------------------------------

#[test]
fn natural_19_or_20_beats_a_double_bane_ds_16() {
    let input = PowerRollInput::ability(-1, true).with_banes(2);
    let rolled = resolve([9, 10], input);
    assert_eq!(rolled.natural, 19);
    assert_eq!(rolled.total, 18);
    assert_eq!(rolled.tier_after_shift, Tier::Two);
    assert_eq!(rolled.tier, Tier::Three);
    assert_eq!(rolled.tier_rule, NATURAL_19_OR_20);

    // The other reading of A1: the natural first, then the double bane.
    let natural_first = PowerRollRules {
        natural: NaturalOverride::BeforeShift,
        ..PowerRollRules::default()
    };
    let rolled = resolve([9, 10], input.with_rules(natural_first));
    assert_eq!(rolled.tier, Tier::Two);
    assert_eq!(rolled.tier_rule, DOUBLE_BANE);
}

#[test]
fn natural_19_or_20_is_tier_3_whatever_the_total_ds_17() {
    let rolled = resolve([10, 10], PowerRollInput::ability(-5, true).with_banes(1));
    assert_eq!(rolled.total, 13);
    assert_eq!(rolled.tier_from_total, Tier::Two);
    assert_eq!(rolled.tier, Tier::Three);
    assert!(rolled.natural_19_20);
}

#[test]
fn critical_hit_on_a_main_action_ds_18() {
    let rolled = resolve([10, 10], PowerRollInput::ability(0, true));
    assert_eq!(rolled.tier, Tier::Three);
    assert!(rolled.critical_hit);
    assert_eq!(
        tier_of([10, 10], PowerRollInput::ability(0, true)),
        (Tier::Three, true)
    );
}

#[test]
fn critical_hit_never_on_a_maneuver_ds_19() {
    let rolled = resolve([9, 10], PowerRollInput::ability(0, false));
    assert_eq!(rolled.tier, Tier::Three);
    assert!(rolled.natural_19_20);
    assert!(!rolled.critical_hit);
}

#[test]
fn critical_hit_never_on_a_test_ds_20() {
    let rolled = resolve([10, 9], PowerRollInput::test(0, false));
    assert!(rolled.natural_19_20);
    assert!(!rolled.critical_hit);
    assert_eq!(
        test_outcome(TestDifficulty::Hard, &rolled),
        TestOutcome::SuccessWithReward
    );
}

// ---- Skills, tests and assists ------------------------------------------------------------

#[test]
fn skill_adds_2_to_a_test_ds_21() {
    let rolled = roll(8, PowerRollInput::test(2, true));
    assert_eq!((rolled.total, rolled.tier), (12, Tier::Two));
    assert_eq!(
        test_outcome(TestDifficulty::Medium, &rolled),
        TestOutcome::SuccessWithConsequence
    );
}

#[test]
fn ability_roll_never_takes_a_skill_ds_22() {
    let mut input = PowerRollInput::ability(2, true);
    input.skill = true;
    let rolled = roll(8, input);
    assert_eq!((rolled.total, rolled.tier), (10, Tier::One));
    assert!(rolled.explained.terms.iter().all(|term| term.rule != SKILL));
    assert!(rolled
        .explained
        .notes
        .iter()
        .any(|note| note.contains("never applies to an ability roll")));
}

#[test]
fn test_natural_19_or_20_row_is_success_with_reward_ds_23() {
    let rolled = resolve([9, 10], PowerRollInput::test(0, false));
    for difficulty in [
        TestDifficulty::Easy,
        TestDifficulty::Medium,
        TestDifficulty::Hard,
    ] {
        assert_eq!(
            test_outcome(difficulty, &rolled),
            TestOutcome::SuccessWithReward
        );
    }
}

/// The outcomes at easy, medium and hard of a test whose dice sum to `natural`, char 0.
fn outcomes(natural: u8) -> [TestOutcome; 3] {
    let rolled = roll(natural, PowerRollInput::test(0, false));
    [
        TestDifficulty::Easy,
        TestDifficulty::Medium,
        TestDifficulty::Hard,
    ]
    .map(|difficulty| test_outcome(difficulty, &rolled))
}

#[test]
fn test_total_11_row_ds_24() {
    assert_eq!(
        outcomes(11),
        [
            TestOutcome::SuccessWithConsequence,
            TestOutcome::Failure,
            TestOutcome::FailureWithConsequence
        ]
    );
}

#[test]
fn test_total_14_row_ds_25() {
    assert_eq!(
        outcomes(14),
        [
            TestOutcome::Success,
            TestOutcome::SuccessWithConsequence,
            TestOutcome::Failure
        ]
    );
}

#[test]
fn test_total_17_row_not_natural_ds_26() {
    assert_eq!(
        outcomes(17),
        [
            TestOutcome::SuccessWithReward,
            TestOutcome::Success,
            TestOutcome::Success
        ]
    );
    // 17 through a characteristic rather than the dice reads the same row.
    let rolled = roll(15, PowerRollInput::test(2, false));
    assert_eq!(
        test_outcome(TestDifficulty::Hard, &rolled),
        TestOutcome::Success
    );
}

#[test]
fn test_tier_3_from_a_double_edge_reads_the_17_row_not_the_natural_row() {
    let rolled = roll(14, PowerRollInput::test(0, false).with_edges(2));
    assert_eq!(rolled.tier, Tier::Three);
    assert_eq!(
        test_outcome(TestDifficulty::Hard, &rolled),
        TestOutcome::Success
    );
}

#[test]
fn assist_total_11_gives_a_bane_ds_27() {
    let assister = roll(11, PowerRollInput::test(0, false));
    assert_eq!(assister.total, 11);
    assert_eq!(AssistGrant::of(&assister), AssistGrant::Bane);
    assert_eq!(AssistGrant::Bane.add_to(0, 0), (0, 1));
}

#[test]
fn assist_total_14_gives_an_edge_ds_28() {
    let assister = roll(12, PowerRollInput::test(0, true));
    assert_eq!(assister.total, 14);
    assert_eq!(AssistGrant::of(&assister), AssistGrant::Edge);
    assert_eq!(AssistGrant::Edge.add_to(0, 0), (1, 0));
}

#[test]
fn assist_total_17_gives_a_double_edge_ds_29() {
    let assister = roll(15, PowerRollInput::test(2, false));
    assert_eq!(assister.total, 17);
    assert_eq!(AssistGrant::of(&assister), AssistGrant::DoubleEdge);
    assert_eq!(AssistGrant::DoubleEdge.add_to(0, 0), (2, 0));
}

#[test]
fn assist_double_edge_lifts_a_test_to_success_with_consequence_ds_30() {
    let helped = PowerRollInput::test(1, false).with_assist(AssistGrant::DoubleEdge);
    assert_eq!((helped.edges, helped.banes), (2, 0));
    let rolled = roll(10, helped);
    assert_eq!(rolled.total, 11);
    assert_eq!(rolled.tier_from_total, Tier::One);
    assert_eq!(rolled.tier, Tier::Two);
    assert_eq!(
        test_outcome(TestDifficulty::Medium, &rolled),
        TestOutcome::SuccessWithConsequence
    );
}

#[test]
fn assist_edge_cancelled_by_weakened_bane_ds_31() {
    let helped = PowerRollInput::test(1, false)
        .with_banes(1)
        .with_assist(AssistGrant::Edge);
    let rolled = roll(10, helped);
    assert_eq!(rolled.net, EdgeBaneNet::None);
    assert_eq!((rolled.total, rolled.tier), (11, Tier::One));
}

#[test]
fn rolling_against_multiple_targets_one_roll_per_target_tiers_ds_32() {
    let dice = [5, 6];
    let base = PowerRollInput::ability(2, true);
    let a = resolve(dice, base);
    let b = resolve(dice, base.with_edges(1));
    let c = resolve(dice, base.with_edges(2));
    let d = resolve(dice, base.with_banes(1));
    assert_eq!((a.total, a.tier), (13, Tier::Two));
    assert_eq!((b.total, b.tier), (15, Tier::Two));
    assert_eq!(
        (c.total, c.tier_from_total, c.tier),
        (13, Tier::Two, Tier::Three)
    );
    assert_eq!((d.total, d.tier), (11, Tier::One));
    assert!([&a, &b, &c, &d].iter().all(|r| r.natural == 11));
}

// ---- Saving throws and the first side -----------------------------------------------------

#[test]
fn saving_throw_6_ends_the_effect_ds_33() {
    assert!(saving_throw(6));
    assert!(saving_throw(10));
}

#[test]
fn saving_throw_5_lets_it_continue_ds_34() {
    assert!(!saving_throw(5));
    assert!(!saving_throw(1));
}

#[test]
fn who_acts_first_6_heroes_first_ds_35() {
    assert!(heroes_act_first(6));
    assert!(heroes_act_first(10));
}

#[test]
fn who_acts_first_5_other_side_first_ds_36() {
    assert!(!heroes_act_first(5));
    assert!(!heroes_act_first(1));
}

// ---- Jump test, weakened, breakthrough ----------------------------------------------------

#[test]
fn jump_test_tier_2_adds_a_square_each_way_ds_57() {
    let rolled = roll(12, PowerRollInput::test(3, false));
    assert_eq!((rolled.total, rolled.tier), (15, Tier::Two));
    assert_eq!(jump_test_extra(rolled.tier), 1);
    // With the Agility +3 baseline of 3 squares and 1 high: 4 long and 2 high. The cap by the
    // movement left (3 squares here) is the movement rules' to apply.
    let baseline = 3;
    assert_eq!(baseline + jump_test_extra(rolled.tier), 4);
    assert_eq!(1 + jump_test_extra(rolled.tier), 2);
}

#[test]
fn jump_test_tier_1_is_the_baseline_only_ds_58() {
    let rolled = roll(9, PowerRollInput::test(2, false));
    assert_eq!((rolled.total, rolled.tier), (11, Tier::One));
    assert_eq!(jump_test_extra(rolled.tier), 0);
}

#[test]
fn jump_test_tier_3_adds_2() {
    assert_eq!(jump_test_extra(Tier::Three), 2);
}

#[test]
fn weakened_is_a_bane_on_a_test_ds_74() {
    let rolled = roll(13, PowerRollInput::test(2, false).with_banes(1));
    assert_eq!((rolled.total, rolled.tier), (13, Tier::Two));
}

#[test]
fn breakthrough_on_a_natural_19_project_roll_ds_91() {
    let project = project_roll(
        [9, 10],
        PowerRollInput::project(2, false),
        ProjectPoints::Total,
    );
    assert!(project.breakthrough);
    assert_eq!(project.roll.kind, RollKind::Project);
    assert_eq!(project.points, 21);
    assert!(!project.roll.critical_hit);

    let ordinary = project_roll(
        [8, 10],
        PowerRollInput::project(2, false),
        ProjectPoints::Total,
    );
    assert!(!ordinary.breakthrough);
    assert_eq!(ordinary.points, 20);
}

#[test]
fn project_roll_points_follow_the_table_rule() {
    let per_tier = ProjectPoints::PerTier { points: [1, 3, 5] };
    let project = project_roll([4, 5], PowerRollInput::project(2, false), per_tier);
    assert_eq!(project.roll.tier, Tier::One);
    assert_eq!(project.points, 1);
    // A total below 0 earns no points rather than taking some away.
    let dismal = project_roll(
        [1, 1],
        PowerRollInput::project(-5, false)
            .with_banes(1)
            .with_bonus(-3),
        ProjectPoints::Total,
    );
    assert_eq!(dismal.roll.total, -8);
    assert_eq!(dismal.points, 0);
}

#[test]
fn project_roll_takes_a_skill_unless_the_table_rule_says_never() {
    let input = PowerRollInput::project(1, true);
    assert_eq!(resolve([5, 5], input).total, 13);
    // The kind is forced to a project roll, so a mislabelled input still reads as one.
    let mislabelled = PowerRollInput {
        kind: RollKind::Ability { main_action: true },
        ..input
    };
    assert_eq!(
        project_roll([5, 5], mislabelled, ProjectPoints::Total).points,
        13
    );
    let never = PowerRollRules {
        project_skill: ProjectSkill::Never,
        ..PowerRollRules::default()
    };
    let rolled = resolve([5, 5], input.with_rules(never));
    assert_eq!(rolled.total, 11);
    assert!(rolled
        .explained
        .notes
        .iter()
        .any(|note| note.contains("project skill")));
}

// ---- The explanation ----------------------------------------------------------------------

#[test]
fn resolve_explains_each_term_with_its_citation() {
    let rolled = resolve(
        [3, 5],
        PowerRollInput::test(2, true).with_edges(1).with_bonus(-1),
    );
    let terms: Vec<(&str, i32, &Citation)> = rolled
        .explained
        .terms
        .iter()
        .map(|term| (term.label.as_str(), term.value, &term.rule))
        .collect();
    assert_eq!(
        terms,
        [
            ("2d10 (natural)", 8, &NATURAL_19_OR_20),
            ("Characteristic", 2, &CHARACTERISTIC),
            ("Skill", 2, &SKILL),
            ("Edge", 2, &EDGE),
            ("GM adjustment", -1, &TEST),
        ]
    );
    assert_eq!(rolled.explained.value, 13);
    assert_eq!(rolled.total, 13);
    assert_eq!(rolled.explained.rule, TEST);
    assert_eq!(rolled.tier_rule, TEST);
    assert_eq!(rolled.dice, [3, 5]);
}

#[test]
fn resolve_notes_how_mixed_edges_and_banes_netted() {
    let rolled = resolve(
        [5, 5],
        PowerRollInput::ability(0, true).with_edges(2).with_banes(1),
    );
    assert_eq!(
        rolled.explained.notes,
        [
            "2 edges and 1 bane net to an edge (table rule: at most 2 of each count, then they \
          cancel one for one)."
        ]
    );
}

#[test]
fn resolve_notes_a_critical_hit() {
    let rolled = resolve([10, 9], PowerRollInput::ability(0, true));
    assert!(rolled
        .explained
        .notes
        .iter()
        .any(|note| note.starts_with("Critical hit")));
}

// ---- Dice ---------------------------------------------------------------------------------

#[test]
fn entered_power_roll_dice_are_checked_against_a_d10() {
    let mut rng = Rng::from_seed(7);
    let entered = roll_dice(&mut rng, Some([10, 1])).expect("10 and 1 are d10 faces");
    assert_eq!(faces(entered), [10, 1]);
    assert!(entered
        .iter()
        .all(|die| die.origin == Origin::Entered && die.sides == 10));
    assert_eq!(
        roll_dice(&mut rng, Some([3, 11])),
        Err(ImpossibleRoll {
            sides: 10,
            value: 11
        })
    );
    assert_eq!(
        roll_dice(&mut rng, Some([0, 4])),
        Err(ImpossibleRoll {
            sides: 10,
            value: 0
        })
    );
}

#[test]
fn rolled_power_roll_dice_are_d10s_from_the_seed() {
    let mut a = Rng::from_seed(99);
    let mut b = Rng::from_seed(99);
    let mut seen = [false; 10];
    for _ in 0..200 {
        let first = roll_dice(&mut a, None).expect("rolling cannot fail");
        let second = roll_dice(&mut b, None).expect("rolling cannot fail");
        assert_eq!(first, second);
        for die in first {
            assert_eq!((die.sides, die.origin), (10, Origin::Rolled));
            assert!((1..=10).contains(&die.value));
            seen[usize::from(die.value - 1)] = true;
        }
    }
    assert!(seen.iter().all(|&s| s), "400 d10s show every face");
}

// ---- Odds ---------------------------------------------------------------------------------

#[test]
fn tier_odds_of_a_plain_roll_are_55_35_10() {
    // Ways for 2d10 to sum to s: s − 1 up to 11, 21 − s above. ≤ 11: 1 + … + 10 = 55;
    // 12–16: 9 + 8 + 7 + 6 + 5 = 35; 17–20: 4 + 3 + 2 + 1 = 10.
    let odds = tier_odds(PowerRollInput::ability(0, true));
    assert_eq!(odds.counts, [55, 35, 10]);
    assert_eq!(odds.percent, [55.0, 35.0, 10.0]);
    assert_eq!(odds.count(Tier::Two), 35);
}

#[test]
fn tier_odds_under_a_double_bane_keep_the_naturals_at_tier_3() {
    // Totals 17 and 18 (4 + 3 ways) fall to tier 2; naturals 19 and 20 (2 + 1) stay at tier 3.
    let input = PowerRollInput::ability(0, true).with_banes(2);
    assert_eq!(tier_odds(input).counts, [90, 7, 3]);
    let natural_first = PowerRollRules {
        natural: NaturalOverride::BeforeShift,
        ..PowerRollRules::default()
    };
    assert_eq!(
        tier_odds(input.with_rules(natural_first)).counts,
        [90, 10, 0]
    );
}

#[test]
fn test_odds_of_a_plain_medium_test() {
    let odds = test_odds(TestDifficulty::Medium, PowerRollInput::test(0, false));
    assert_eq!(odds.counts, [0, 55, 35, 7, 3]);
    assert_eq!(odds.count(TestOutcome::SuccessWithReward), 3);
    assert_eq!(odds.percent[1], 55.0);
}

// ---- Small pieces -------------------------------------------------------------------------

#[test]
fn default_table_rules_are_the_digest_proposals() {
    assert_eq!(PowerRollRules::DEFAULT, PowerRollRules::default());
    assert_eq!(
        PowerRollRules::default(),
        PowerRollRules {
            netting: EdgeBaneNetting::CapThenCancel,
            natural: NaturalOverride::AfterShift,
            project_skill: ProjectSkill::Applies,
        }
    );
    assert_eq!(ProjectPoints::default(), ProjectPoints::Total);
}

#[test]
fn tiers_number_order_and_clamp() {
    assert_eq!(Tier::ALL.map(Tier::number), [1, 2, 3]);
    assert!(Tier::One < Tier::Two && Tier::Two < Tier::Three);
    assert_eq!(Tier::One.shifted(-1), Tier::One);
    assert_eq!(Tier::Three.shifted(1), Tier::Three);
    assert_eq!(Tier::Two.shifted(1), Tier::Three);
    assert_eq!(Tier::Two.shifted(-1), Tier::One);
    assert_eq!(
        [11, 12, 16, 17].map(Tier::from_total),
        [Tier::One, Tier::Two, Tier::Two, Tier::Three]
    );
}

#[test]
fn serde_names_match_the_ui_contract() {
    assert_eq!(
        serde_json::to_value(Tier::ALL).expect("tiers serialize"),
        serde_json::json!(["one", "two", "three"])
    );
    let input = PowerRollInput::ability(2, true).with_edges(1);
    let json = serde_json::to_value(input).expect("an input serializes");
    assert_eq!(
        json,
        serde_json::json!({
            "kind": { "kind": "ability", "mainAction": true },
            "characteristic": 2,
            "skill": false,
            "edges": 1,
            "banes": 0,
            "bonus": 0,
            "rules": { "netting": "cap_then_cancel", "natural": "after_shift", "projectSkill": "applies" },
        })
    );
    let minimal: PowerRollInput = serde_json::from_value(
        serde_json::json!({ "kind": { "kind": "test" }, "characteristic": 1 }),
    )
    .expect("the optional fields default");
    assert_eq!(minimal, PowerRollInput::test(1, false));
    let rolled = resolve([9, 10], input);
    let back: PowerRoll =
        serde_json::from_value(serde_json::to_value(&rolled).expect("a roll serializes"))
            .expect("a roll deserializes");
    assert_eq!(back, rolled);
    assert_eq!(
        serde_json::to_value(ProjectPoints::PerTier { points: [1, 2, 3] }).expect("serializes"),
        serde_json::json!({ "kind": "per_tier", "points": [1, 2, 3] })
    );
}

#[test]
fn citations_name_the_glossary_entries() {
    assert_eq!(SAVING_THROW.section, "Saving Throw");
    assert_eq!(CRITICAL_HIT.section, "Critical Hit");
    assert_eq!(BREAKTHROUGH.section, "Breakthrough");
    assert_eq!(JUMP.section, "Jump");
    assert_eq!(ASSIST.section, "Assist");
    assert_eq!(RollKind::Test.citation(), TEST);
    assert_eq!(
        RollKind::Ability { main_action: false }.citation(),
        ABILITY_ROLL
    );
}

#[test]
fn opportunity_attack_reads_the_net() {
    assert!(PowerRollInput::ability(0, false)
        .with_banes(1)
        .net()
        .is_bane_or_double_bane());
    assert!(PowerRollInput::ability(0, false)
        .with_banes(3)
        .net()
        .is_bane_or_double_bane());
    assert!(!PowerRollInput::ability(0, false)
        .with_banes(1)
        .with_edges(1)
        .net()
        .is_bane_or_double_bane());
}

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
