//! Skills, tests and their outcomes, assists, saving throws, the first side, the jump test, weakened and breakthroughs.

use super::*;

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
