//! The tier bands, edges and banes, naturals and critical hits (DS-01..DS-20).

use super::*;

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
