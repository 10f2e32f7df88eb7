//! The explanation, dice entry, exact odds and the small pieces.

use super::*;

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
        })
    );
    // The rules come from the table rules in force, never from the input's JSON.
    assert!(serde_json::from_value::<PowerRollInput>(serde_json::json!({
        "kind": { "kind": "test" }, "characteristic": 1, "rules": { "netting": "mixed_cancel" }
    }))
    .is_err());
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
