//! Validation of every kind of content, with the field path of each problem.

use super::*;
use crate::systems::draw_steel::characteristics::Size;
use crate::systems::draw_steel::content::{
    ConditionKind, Duration, ForcedKind, Potency, Targets, TierOutcome,
};

fn damage(amount: u16) -> Effect {
    Effect::Damage {
        amount,
        add_characteristic: true,
        damage_type: None,
    }
}

/// A valid melee strike: three tiers of damage, the last one pushing.
fn strike() -> Ability {
    Ability {
        name: "Test Swing".to_owned(),
        keywords: vec![Keyword::Melee, Keyword::Strike, Keyword::Weapon],
        tags: Vec::new(),
        action: ActionType::MainAction,
        distance: Distance::Melee { reach: 1 },
        targets: Targets {
            kind: TargetKind::Creatures,
            count: Some(1),
        },
        roll: vec![Characteristic::Might],
        tiers: vec![
            TierOutcome {
                effects: vec![damage(2)],
            },
            TierOutcome {
                effects: vec![damage(5)],
            },
            TierOutcome {
                effects: vec![
                    damage(7),
                    Effect::ForcedMove {
                        movement: ForcedKind::Push,
                        distance: 2,
                        vertical: false,
                    },
                ],
            },
        ],
        effects: Vec::new(),
        cost: 0,
        trigger: None,
        notes: String::new(),
    }
}

fn block() -> StatBlock {
    StatBlock {
        name: "Test Beast".to_owned(),
        level: 2,
        role: "Brute".to_owned(),
        organization: String::new(),
        encounter_value: 8,
        stamina: 30,
        speed: 5,
        size: Size::LARGE,
        stability: 1,
        free_strike: 3,
        characteristics: Characteristics {
            might: 2,
            ..Characteristics::default()
        },
        immunities: Vec::new(),
        weaknesses: Vec::new(),
        abilities: vec![strike()],
        notes: String::new(),
    }
}

fn errors_of(result: Result<(), Vec<ContentError>>) -> Vec<ContentError> {
    result.expect_err("the content should be refused")
}

fn fields(errors: &[ContentError]) -> Vec<&str> {
    errors.iter().map(|error| error.field.as_str()).collect()
}

#[test]
fn a_well_formed_strike_and_stat_block_pass() {
    assert_eq!(validate_ability(&strike()), Ok(()));
    assert_eq!(validate_stat_block(&block()), Ok(()));
    assert_eq!(Content::Monster(block()).validate(), Ok(()));
}

#[test]
fn an_ability_with_no_tiers_is_a_named_error() {
    let mut ability = strike();
    ability.tiers.clear();
    let errors = errors_of(validate_ability(&ability));
    assert_eq!(fields(&errors), ["tiers"]);
    assert!(errors[0].message.starts_with("An ability with no tiers"));
    assert_eq!(errors[0].rule, Some(cite("Ability Roll")));
}

#[test]
fn a_rolled_ability_has_exactly_three_tiers() {
    let mut ability = strike();
    ability.tiers.pop();
    let errors = errors_of(validate_ability(&ability));
    assert_eq!(fields(&errors), ["tiers"]);
    assert!(errors[0].message.contains("this one has 2"));
}

#[test]
fn tiers_without_a_roll_characteristic_are_refused() {
    let mut ability = strike();
    ability.roll.clear();
    let errors = errors_of(validate_ability(&ability));
    assert_eq!(fields(&errors), ["roll"]);
}

#[test]
fn an_ability_that_does_nothing_is_refused_but_a_described_one_passes() {
    let mut ability = strike();
    ability.roll.clear();
    ability.tiers.clear();
    assert_eq!(fields(&errors_of(validate_ability(&ability))), ["effects"]);
    ability.notes = "The user hums a tune.".to_owned();
    assert_eq!(validate_ability(&ability), Ok(()));
}

#[test]
fn names_must_be_present_trimmed_and_short() {
    for bad in ["", "   ", " Swing", "Swing ", &"x".repeat(81)] {
        let mut ability = strike();
        ability.name = bad.to_owned();
        let errors = errors_of(validate_ability(&ability));
        assert_eq!(fields(&errors), ["name"], "name {bad:?}");
    }
    let mut ability = strike();
    ability.name = "é".repeat(80);
    assert_eq!(validate_ability(&ability), Ok(()));
}

#[test]
fn self_distance_and_self_targets_go_together() {
    let mut ability = strike();
    ability.keywords = Vec::new();
    ability.distance = Distance::SelfOnly;
    assert_eq!(
        fields(&errors_of(validate_ability(&ability))),
        ["targets.kind"]
    );
    let mut ability = strike();
    ability.targets.kind = TargetKind::SelfOnly;
    assert_eq!(fields(&errors_of(validate_ability(&ability))), ["distance"]);
}

#[test]
fn counts_reaches_ranges_and_areas_are_bounded() {
    let mut ability = strike();
    ability.targets.count = Some(0);
    ability.distance = Distance::MeleeOrRanged {
        reach: 0,
        range: 101,
    };
    let errors = errors_of(validate_ability(&ability));
    assert_eq!(
        fields(&errors),
        ["distance.reach", "distance.range", "targets.count"]
    );

    let mut ability = strike();
    ability.keywords = vec![Keyword::Area, Keyword::Magic];
    ability.targets.count = None;
    ability.distance = Distance::Line {
        length: 0,
        width: 1,
        within: 100,
    };
    assert_eq!(
        fields(&errors_of(validate_ability(&ability))),
        ["distance.length"]
    );
    ability.distance = Distance::Burst { radius: 3 };
    assert_eq!(validate_ability(&ability), Ok(()));
}

#[test]
fn a_strike_needs_a_count_and_cannot_be_an_area() {
    let mut ability = strike();
    ability.targets.count = None;
    assert_eq!(
        fields(&errors_of(validate_ability(&ability))),
        ["targets.count"]
    );
    let mut ability = strike();
    ability.keywords.push(Keyword::Area);
    // Both keywords, and an Area keyword on a melee distance.
    assert_eq!(
        fields(&errors_of(validate_ability(&ability))),
        ["keywords", "distance"]
    );
    let mut ability = strike();
    ability.keywords = vec![Keyword::Magic];
    ability.distance = Distance::Aura { radius: 2 };
    assert_eq!(fields(&errors_of(validate_ability(&ability))), ["keywords"]);
}

#[test]
fn a_triggered_ability_needs_its_trigger() {
    let mut ability = strike();
    ability.action = ActionType::FreeTriggered;
    ability.trigger = Some("  ".to_owned());
    assert_eq!(fields(&errors_of(validate_ability(&ability))), ["trigger"]);
    ability.trigger = Some("An adjacent enemy attacks an ally.".to_owned());
    assert_eq!(validate_ability(&ability), Ok(()));
    ability.action = ActionType::Maneuver;
    assert_eq!(fields(&errors_of(validate_ability(&ability))), ["trigger"]);
}

#[test]
fn effects_are_checked_on_their_tier() {
    let mut ability = strike();
    ability.tiers[0].effects = vec![
        Effect::Condition {
            condition: ConditionKind::Slowed,
            duration: Duration::EndOfTurn,
            potency: Some(Potency {
                characteristic: Characteristic::Agility,
                value: 10,
            }),
        },
        Effect::Damage {
            amount: 3,
            add_characteristic: false,
            damage_type: Some(" Fire".to_owned()),
        },
        Effect::Text {
            text: String::new(),
        },
        Effect::GainSurges { count: 0 },
    ];
    ability.tiers[2].effects[1] = Effect::ForcedMove {
        movement: ForcedKind::Slide,
        distance: 21,
        vertical: true,
    };
    let errors = errors_of(validate_ability(&ability));
    assert_eq!(
        fields(&errors),
        [
            "tiers[0].effects[0].potency.value",
            "tiers[0].effects[1].damageType",
            "tiers[0].effects[2].text",
            "tiers[0].effects[3].count",
            "tiers[2].effects[1].distance",
        ]
    );
    assert!(errors[1].message.contains("\"fire\""));
    assert_eq!(errors[4].rule, Some(cite("Forced Movement")));
}

#[test]
fn potency_and_forced_movement_limits_are_inclusive() {
    let mut ability = strike();
    ability.tiers[0].effects = vec![
        Effect::Condition {
            condition: ConditionKind::Weakened,
            duration: Duration::SaveEnds,
            potency: Some(Potency {
                characteristic: Characteristic::Might,
                value: -5,
            }),
        },
        Effect::Condition {
            condition: ConditionKind::Weakened,
            duration: Duration::SaveEnds,
            potency: Some(Potency {
                characteristic: Characteristic::Might,
                value: 9,
            }),
        },
        Effect::ForcedMove {
            movement: ForcedKind::Pull,
            distance: 20,
            vertical: false,
        },
        Effect::ForcedMove {
            movement: ForcedKind::Pull,
            distance: 1,
            vertical: false,
        },
    ];
    assert_eq!(validate_ability(&ability), Ok(()));
    ability.tiers[0].effects[3] = Effect::ForcedMove {
        movement: ForcedKind::Pull,
        distance: 0,
        vertical: false,
    };
    assert_eq!(
        fields(&errors_of(validate_ability(&ability))),
        ["tiers[0].effects[3].distance"]
    );
}

#[test]
fn a_stat_block_reports_every_problem_at_once() {
    let mut monster = block();
    monster.name = String::new();
    monster.level = 21;
    monster.stamina = 0;
    monster.characteristics.might = 6;
    monster.characteristics.presence = -6;
    monster.immunities = vec![
        DamageModifier {
            damage_type: "fire".to_owned(),
            value: 3,
        },
        DamageModifier {
            damage_type: "fire".to_owned(),
            value: 0,
        },
    ];
    monster.abilities.push(strike());
    monster.abilities[1].distance = Distance::Ranged { range: 0 };
    let errors = errors_of(validate_stat_block(&monster));
    assert_eq!(
        fields(&errors),
        [
            "name",
            "level",
            "stamina",
            "characteristics.might",
            "characteristics.presence",
            "immunities[1].damageType",
            "immunities[1].value",
            "abilities[1].distance.range",
            "abilities[1].name",
        ]
    );
    assert!(errors[3].message.contains("Might +6"));
    assert_eq!(errors[3].rule, Some(cite("Characteristic")));
    assert_eq!(errors[2].rule, Some(cite("Stamina")));
    assert!(errors[8].message.contains("Test Swing"));
}

#[test]
fn monster_levels_run_from_0_to_20() {
    let mut monster = block();
    monster.level = 0;
    assert_eq!(validate_stat_block(&monster), Ok(()));
    monster.level = 20;
    assert_eq!(validate_stat_block(&monster), Ok(()));
}

#[test]
fn duplicate_names_ignore_case_and_spaces() {
    let mut class = Class {
        name: "Test Class".to_owned(),
        starting_stamina: 20,
        stamina_per_level: 8,
        recoveries: 8,
        heroic_resource: "Grit".to_owned(),
        primary: vec![Characteristic::Might],
        abilities: vec![strike(), strike()],
        notes: String::new(),
    };
    class.abilities[1].name = "test swing".to_owned();
    assert_eq!(
        fields(&errors_of(validate_class(&class))),
        ["abilities[1].name"]
    );
}

#[test]
fn classes_ancestries_and_kits_have_their_own_checks() {
    let class = Class {
        name: "Test Class".to_owned(),
        starting_stamina: 0,
        stamina_per_level: 8,
        recoveries: 0,
        heroic_resource: " ".to_owned(),
        primary: vec![Characteristic::Might, Characteristic::Might],
        abilities: Vec::new(),
        notes: String::new(),
    };
    assert_eq!(
        fields(&errors_of(validate_class(&class))),
        [
            "startingStamina",
            "recoveries",
            "heroicResource",
            "primary[1]"
        ]
    );
    let ancestry = Ancestry {
        name: "Test Folk".to_owned(),
        size: Size::SMALL,
        speed: 0,
        stability: 0,
        notes: String::new(),
    };
    assert_eq!(fields(&errors_of(validate_ancestry(&ancestry))), ["speed"]);
    let kit = Kit {
        name: "Test Kit".to_owned(),
        stamina: 3,
        stamina_growth: None,
        speed: 101,
        stability: 0,
        free_strike: 2,
        damage_bonus: [0, 0, 1],
        abilities: vec![strike()],
        notes: String::new(),
    };
    assert_eq!(fields(&errors_of(Content::Kit(kit).validate())), ["speed"]);
}

/// "Stamina": a kit may say its Stamina bonus grows by echelon, in its content; one that says
/// so while giving no Stamina is refused at that field, and an unknown way of growing is not
/// content at all.
#[test]
fn stamina_a_kit_says_how_its_stamina_grows_and_is_checked() {
    let json = serde_json::json!({
        "kind": "kit",
        "data": { "name": "Warded Mail", "stamina": 0, "staminaGrowth": "per_echelon", "freeStrike": 2 }
    });
    let kit: Content = serde_json::from_value(json.clone()).expect("a kit that says it");
    let Content::Kit(parsed) = &kit else {
        panic!("a kit")
    };
    assert_eq!(parsed.stamina_growth, Some(KitStaminaGrowth::PerEchelon));
    assert_eq!(fields(&errors_of(kit.validate())), ["staminaGrowth"]);
    let mut fine = json.clone();
    fine["data"]["stamina"] = serde_json::json!(3);
    let fine: Content = serde_json::from_value(fine).expect("a kit");
    assert!(fine.validate().is_ok());
    // Round trip: a kit that says nothing writes nothing.
    let silent: Content = serde_json::from_value(serde_json::json!({
        "kind": "kit", "data": { "name": "Plain", "freeStrike": 2 }
    }))
    .expect("a kit");
    assert!(!serde_json::to_string(&silent)
        .expect("json")
        .contains("staminaGrowth"));
    let mut unknown = json;
    unknown["data"]["staminaGrowth"] = serde_json::json!("per_level");
    assert!(serde_json::from_value::<Content>(unknown).is_err());
}

#[test]
fn content_errors_serialize_for_the_form() {
    let error = ContentError {
        field: "tiers".to_owned(),
        message: "An ability with no tiers cannot use a power roll.".to_owned(),
        rule: Some(cite("Ability Roll")),
    };
    let json = serde_json::to_value(&error).expect("serializes");
    assert_eq!(json["field"], "tiers");
    assert_eq!(json["rule"]["section"], "Ability Roll");
}
