//! The hero sheet's numbers, each from its glossary entry.
use super::*;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::content::{
    ActionType, Distance, Effect, Keyword, TargetKind, Targets,
};

pub(super) fn ancestry() -> Ancestry {
    Ancestry {
        name: "Test Folk".to_owned(),
        size: Size::MEDIUM,
        speed: 5,
        stability: 0,
        notes: String::new(),
    }
}

pub(super) fn class(starting_stamina: u16) -> Class {
    Class {
        name: "Test Class".to_owned(),
        starting_stamina,
        stamina_per_level: 0,
        recoveries: 8,
        heroic_resource: "Grit".to_owned(),
        primary: vec![Characteristic::Might],
        abilities: vec![ability("Class Move")],
        notes: String::new(),
    }
}

pub(super) fn kit() -> Kit {
    Kit {
        name: "Test Kit".to_owned(),
        stamina: 6,
        stamina_growth: None,
        speed: 1,
        stability: 2,
        free_strike: 4,
        damage_bonus: [1, 1, 1],
        abilities: vec![ability("Kit Move")],
        notes: String::new(),
    }
}

fn ability(name: &str) -> Ability {
    Ability {
        name: name.to_owned(),
        keywords: Vec::new(),
        tags: Vec::new(),
        action: ActionType::Maneuver,
        distance: Distance::SelfOnly,
        targets: Targets {
            kind: TargetKind::SelfOnly,
            count: None,
        },
        roll: Vec::new(),
        tiers: Vec::new(),
        effects: vec![Effect::GainSurges { count: 1 }],
        cost: 0,
        trigger: None,
        notes: String::new(),
    }
}

pub(super) fn build(level: u8) -> HeroBuild {
    HeroBuild {
        level,
        ancestry_id: 1,
        class_id: 2,
        kit_id: None,
        characteristics: Characteristics {
            might: 2,
            agility: 1,
            ..Characteristics::default()
        },
        skills: vec!["Climbing".to_owned()],
        abilities: vec![ability("Own Move")],
    }
}

/// A level-1 hero with no kit whose Stamina maximum is `maximum`.
fn sheet_with_maximum(maximum: u16) -> HeroSheet {
    HeroSheet::compute(&build(1), &ancestry(), &class(maximum), None)
        .expect("a valid level-1 build")
}

#[test]
fn winded_at_half_the_stamina_maximum_ds_59() {
    let sheet = sheet_with_maximum(30);
    assert_eq!(sheet.stamina_maximum.value, 30);
    assert_eq!(sheet.winded_value.value, 15);
    assert!(sheet.is_winded(15));
    assert!(!sheet.is_winded(16));
    assert_eq!(sheet.winded_value.rule, cite("Winded"));
}

#[test]
fn winded_value_of_an_odd_maximum_rounds_down_ds_60() {
    let sheet = sheet_with_maximum(31);
    assert_eq!(sheet.winded_value.value, 15);
    assert!(sheet.is_winded(15));
    assert!(sheet.winded_value.notes[0].contains("G33"));
}

#[test]
fn recovery_value_is_a_third_of_the_maximum_ds_61() {
    let sheet = sheet_with_maximum(30);
    assert_eq!(sheet.recovery_value.value, 10);
    assert_eq!(sheet.regain(12, sheet.recovery_value.value), 22);
    assert_eq!(sheet.recovery_value.rule, cite("Recovery Value"));
}

#[test]
fn recovery_value_rounds_down_ds_62() {
    let sheet = sheet_with_maximum(32);
    assert_eq!(sheet.recovery_value.value, 10);
}

#[test]
fn recovery_cannot_exceed_the_maximum_ds_63() {
    let sheet = sheet_with_maximum(30);
    assert_eq!(sheet.regain(25, sheet.recovery_value.value), 30);
    // A hero above the maximum (a temporary effect) is not pulled down by regaining.
    assert_eq!(sheet.regain(31, 10), 31);
}

#[test]
fn stamina_maximum_adds_class_levels_and_kit() {
    let mut class = class(20);
    class.stamina_per_level = 8;
    let mut build = build(3);
    build.kit_id = Some(3);
    let sheet =
        HeroSheet::compute(&build, &ancestry(), &class, Some(&kit())).expect("a valid build");
    // 20 + 8 × 2 + 6.
    assert_eq!(sheet.stamina_maximum.value, 42);
    let values: Vec<i32> = sheet
        .stamina_maximum
        .terms
        .iter()
        .map(|t| t.value)
        .collect();
    assert_eq!(values, [20, 16, 6]);
    assert_eq!(sheet.winded_value.value, 21);
    assert_eq!(sheet.recovery_value.value, 14);
    assert_eq!(sheet.recoveries.value, 8);
    assert_eq!(sheet.speed.value, 6);
    assert_eq!(sheet.stability.value, 2);
    assert_eq!(sheet.free_strike.value, 4);
    assert_eq!(sheet.heroic_resource, "Grit");
    assert_eq!(sheet.kit.as_deref(), Some("Test Kit"));
    let list: Vec<(AbilitySource, &str)> = sheet
        .abilities
        .iter()
        .map(|a| (a.source, a.ability.name.as_str()))
        .collect();
    assert_eq!(
        list,
        [
            (AbilitySource::Class, "Class Move"),
            (AbilitySource::Kit, "Kit Move"),
            (AbilitySource::Own, "Own Move"),
        ]
    );
}

#[test]
fn table_rule_free_strike_without_kit_highest_characteristic() {
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::draw_steel::table_rules::unstated::FREE_STRIKE_WITHOUT_KIT
            .id
            .to_owned(),
        "highest_characteristic".to_owned(),
    );
    let rules = crate::systems::draw_steel::table_rules::sheet_rules(&choices);
    let mut strong = build(1);
    strong.characteristics.might = 3;
    let sheet = HeroSheet::compute_with(&strong, &ancestry(), &class(31), None, &rules)
        .expect("a valid build");
    assert_eq!(sheet.free_strike.value, 3);
    let default = crate::systems::draw_steel::table_rules::sheet_rules(
        &crate::table_rules::TableRuleChoices::default(),
    );
    let sheet = HeroSheet::compute_with(&strong, &ancestry(), &class(31), None, &default)
        .expect("a valid build");
    assert_eq!(sheet.free_strike.value, 2);
}

#[test]
fn a_hero_without_a_kit_uses_the_tables_free_strike() {
    let sheet = sheet_with_maximum(30);
    assert_eq!(sheet.free_strike.value, 2);
    assert_eq!(sheet.speed.value, 5);
    let rules = SheetRules {
        free_strike_without_kit: 3,
        rounding: Rounding::Up,
        ..SheetRules::default()
    };
    let sheet = HeroSheet::compute_with(&build(1), &ancestry(), &class(31), None, &rules)
        .expect("a valid build");
    assert_eq!(sheet.free_strike.value, 3);
    assert_eq!(sheet.winded_value.value, 16);
    assert_eq!(sheet.recovery_value.value, 11);
}

#[test]
fn rounding_options_divide_as_named() {
    assert_eq!(Rounding::Down.divide(32, 3), 10);
    assert_eq!(Rounding::Up.divide(32, 3), 11);
    assert_eq!(Rounding::Nearest.divide(32, 3), 11);
    assert_eq!(Rounding::Nearest.divide(31, 3), 10);
    assert_eq!(Rounding::Nearest.divide(31, 2), 16);
    assert_eq!(Rounding::Up.divide(30, 3), 10);
}

#[test]
fn hero_levels_run_from_1_to_10() {
    for level in [0, 11] {
        let refused = HeroSheet::compute(&build(level), &ancestry(), &class(20), None)
            .expect_err("out of range");
        assert_eq!(refused.rule, LEVEL_RULE);
        assert!(refused.message.contains(&format!("Level {level}")));
    }
    assert!(HeroSheet::compute(&build(10), &ancestry(), &class(20), None).is_ok());
}

#[test]
fn a_characteristic_above_five_is_refused_on_a_hero() {
    let mut build = build(1);
    build.characteristics.reason = 6;
    let refused = HeroSheet::compute(&build, &ancestry(), &class(20), None).expect_err("Reason +6");
    assert_eq!(refused.rule, cite("Characteristic"));
    assert!(refused.message.contains("Reason +6"));
}

#[test]
fn skills_are_named_once() {
    let mut build = build(1);
    build.skills = vec!["Climbing".to_owned(), "climbing ".to_owned()];
    let refused =
        HeroSheet::compute(&build, &ancestry(), &class(20), None).expect_err("a repeated skill");
    assert_eq!(refused.rule, cite("Skill"));
    build.skills = vec![" ".to_owned()];
    assert!(HeroSheet::compute(&build, &ancestry(), &class(20), None).is_err());
}

#[test]
fn own_abilities_must_be_valid_and_new() {
    let mut build = build(1);
    build.abilities = vec![ability("class move")];
    let refused =
        HeroSheet::compute(&build, &ancestry(), &class(20), None).expect_err("a repeated ability");
    assert!(refused.message.contains("\"class move\""));

    let mut broken = ability("Wild Swing");
    broken.keywords = vec![Keyword::Strike];
    broken.distance = Distance::Melee { reach: 1 };
    broken.targets.kind = TargetKind::Enemies;
    build.abilities = vec![broken];
    let refused = HeroSheet::compute(&build, &ancestry(), &class(20), None)
        .expect_err("a strike with no count");
    assert!(refused.message.contains("targets.count"));
}

/// "Winded" and "Recovery Value": a hero with 31 Stamina is winded at half and recovers a
/// third. By the default both round down (15 and 10); under `up`, up (16 and 11).
#[test]
fn table_rule_rounding_up() {
    let sheet_under = |option: Option<&str>| {
        let mut choices = crate::table_rules::TableRuleChoices::default();
        if let Some(option) = option {
            choices.0.insert(
                crate::systems::draw_steel::table_rules::ROUNDING
                    .id
                    .to_owned(),
                option.to_owned(),
            );
        }
        let rules = crate::systems::draw_steel::table_rules::sheet_rules(&choices);
        let sheet = HeroSheet::compute_with(&build(1), &ancestry(), &class(31), None, &rules)
            .expect("a valid build");
        (sheet.winded_value.value, sheet.recovery_value.value)
    };
    assert_eq!(sheet_under(None), (15, 10));
    assert_eq!(sheet_under(Some("up")), (16, 11));
}
