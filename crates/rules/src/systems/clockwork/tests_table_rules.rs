//! Every non-default option of a ClockWork table rule, in play beside the default (issue #19:
//! `table_rule_<name>_<option>`), each through the campaign-choices entry point engine code
//! uses.

use super::content::{ArmorWeight, DamageType, Resistances, SpeciesId};
use super::creation::{create_under, CharacterBuild, CreationError, Purchase};
use super::roll::{roll_pool_under, PoolRequest};
use super::sheet::{sheet_under, Armor, Load, Sheet, Worn};
use super::skills::Skill;
use super::table_rules::{
    BASE_RESISTANCE, BLOCK_BASIS, CHANGELING_RESISTANCE, CREATION_SKILL_FLOOR, FOCUS_DICE,
    MEDIUM_SHIELD_BLOCK, POOL_CAP, SHIELD_MOVEMENT, STRENGTH_7_8_ARMOR,
};
use super::tests_creation::orc;
use crate::random::Rng;
use crate::table_rules::{TableRule, TableRuleChoices};

fn choosing(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

fn sheet_of(build: &CharacterBuild, worn: &Worn, choices: &TableRuleChoices) -> Sheet {
    let character = create_under(build, choices).expect("a legal build");
    sheet_under(&character, worn, choices).expect("legal armor")
}

fn armor(weight: ArmorWeight) -> Armor {
    let resistances = match weight {
        ArmorWeight::Light => Resistances::new(1, 2, 2, 4, 2, 1),
        ArmorWeight::Medium => Resistances::new(2, 3, 3, 5, 3, 2),
        ArmorWeight::Heavy => Resistances::new(3, 4, 4, 4, 6, 3),
    };
    Armor {
        name: format!("{} armor", weight.name()),
        weight,
        resistances,
    }
}

#[test]
fn table_rule_strength_7_8_armor_heavy() {
    let build = CharacterBuild {
        customization: Vec::new(),
        ..orc()
    };
    let worn = Worn {
        armor: Some(armor(ArmorWeight::Heavy)),
        shield: None,
        enchantments: Vec::new(),
    };
    let default = sheet_of(&build, &worn, &TableRuleChoices::default());
    assert_eq!(
        (default.max_armor.value, default.load),
        (2, Load::Encumbered)
    );
    let heavy = sheet_of(&build, &worn, &choosing(&STRENGTH_7_8_ARMOR, "heavy"));
    assert_eq!((heavy.max_armor.value, heavy.load), (3, Load::Unencumbered));
    assert!(heavy.max_armor.notes[0].contains("clockwork.strength_7_8_armor"));
}

#[test]
fn table_rule_block_basis_armor_weight() {
    let worn = Worn {
        armor: Some(armor(ArmorWeight::Heavy)),
        shield: Some(ArmorWeight::Light),
        enchantments: Vec::new(),
    };
    let default = sheet_of(&orc(), &worn, &TableRuleChoices::default());
    assert_eq!(
        default.block_bonus.map(|b| b.value),
        Some(1),
        "a buckler blocks +1"
    );
    let by_armor = sheet_of(&orc(), &worn, &choosing(&BLOCK_BASIS, "armor_weight"));
    assert_eq!(
        by_armor.block_bonus.map(|b| b.value),
        Some(5),
        "heavy armor blocks +5"
    );
    // Unarmored, the shield's own weight.
    let bare = Worn {
        armor: None,
        shield: Some(ArmorWeight::Light),
        enchantments: Vec::new(),
    };
    let bare = sheet_of(&orc(), &bare, &choosing(&BLOCK_BASIS, "armor_weight"));
    assert_eq!(bare.block_bonus.map(|b| b.value), Some(1));
}

/// «Block»'s own example: base defense 3 and a +2 block make 5, which only a +2 medium shield
/// gives.
#[test]
fn table_rule_medium_shield_block_plus_two() {
    let worn = Worn {
        armor: None,
        shield: Some(ArmorWeight::Medium),
        enchantments: Vec::new(),
    };
    let default = sheet_of(&orc(), &worn, &TableRuleChoices::default());
    assert_eq!(default.block_defense.map(|d| d.value), Some(6));
    let two = sheet_of(&orc(), &worn, &choosing(&MEDIUM_SHIELD_BLOCK, "plus_two"));
    assert_eq!(two.block_bonus.as_ref().map(|b| b.value), Some(2));
    assert_eq!(two.block_defense.map(|d| d.value), Some(5));
}

#[test]
fn table_rule_shield_movement_armor_only() {
    let worn = Worn {
        armor: Some(armor(ArmorWeight::Light)),
        shield: Some(ArmorWeight::Heavy),
        enchantments: Vec::new(),
    };
    let default = sheet_of(&orc(), &worn, &TableRuleChoices::default());
    // Heavy 4 + (12 - Agility 8) = 8: run 6.
    assert_eq!((default.movement_score.value, default.run.value), (8, 6));
    let armor_only = sheet_of(&orc(), &worn, &choosing(&SHIELD_MOVEMENT, "armor_only"));
    // Light 12 + 4 = 16: run 8.
    assert_eq!(
        (armor_only.movement_score.value, armor_only.run.value),
        (16, 8)
    );
}

#[test]
fn table_rule_base_resistance_pooled() {
    let build = CharacterBuild {
        resistance_points: Resistances::new(0, 5, 5, 5, 2, 2),
        ..orc()
    };
    assert_eq!(
        create_under(&build, &TableRuleChoices::default()),
        Err(CreationError::ResistanceBelowBase {
            damage: DamageType::Ballistic,
            score: 0
        })
    );
    let pooled = sheet_of(
        &build,
        &Worn::default(),
        &choosing(&BASE_RESISTANCE, "pooled"),
    );
    let species: Vec<i32> = pooled.resistances.iter().map(|r| r.species.value).collect();
    assert_eq!(species, [0, 5, 5, 5, 3, 2]);
}

#[test]
fn table_rule_changeling_resistance_any_type() {
    let build = CharacterBuild {
        species: SpeciesId::Changeling,
        species_bonus_skills: vec![Skill::Charisma, Skill::Manipulation],
        species_foci: Vec::new(),
        resistance_bonus: Some(DamageType::Explosive),
        ..orc()
    };
    assert!(matches!(
        create_under(&build, &TableRuleChoices::default()),
        Err(CreationError::ResistanceBonus { .. })
    ));
    let any = sheet_of(
        &build,
        &Worn::default(),
        &choosing(&CHANGELING_RESISTANCE, "any_type"),
    );
    assert_eq!(any.resistances[5].species.value, 3, "Explosive 2 + 1");
}

#[test]
fn table_rule_creation_skill_floor_seven_at_creation() {
    // The orc buys Strength 7 → 6 with customization points.
    assert!(create_under(&orc(), &TableRuleChoices::default()).is_ok());
    assert_eq!(
        create_under(
            &orc(),
            &choosing(&CREATION_SKILL_FLOOR, "seven_at_creation")
        ),
        Err(CreationError::BelowCreationFloor {
            skill: Skill::Strength,
            rank: 6,
            floor: 7
        })
    );
    let ranks_above_seven = CharacterBuild {
        customization: vec![Purchase::SkillRank {
            skill: Skill::Agility,
        }],
        ..orc()
    };
    assert!(create_under(
        &ranks_above_seven,
        &choosing(&CREATION_SKILL_FLOOR, "seven_at_creation")
    )
    .is_ok());
}

#[test]
fn table_rule_focus_dice_each_focus() {
    let request = PoolRequest {
        attribute: 8,
        skill_rank: 7,
        bonus_skill: false,
        foci: 2,
        situational: 0,
    };
    let mut rng = Rng::from_seed(5);
    let default =
        roll_pool_under(&request, &TableRuleChoices::default(), &mut rng, None).expect("legal");
    assert_eq!(default.dice.dice().len(), 9);
    let each = roll_pool_under(
        &request,
        &choosing(&FOCUS_DICE, "each_focus"),
        &mut rng,
        None,
    )
    .expect("legal");
    assert_eq!(each.dice.dice().len(), 10);
    assert!(each.size.notes[0].contains("clockwork.focus_dice"));
}

#[test]
fn table_rule_pool_cap_uncapped() {
    let request = PoolRequest {
        attribute: 10,
        skill_rank: 7,
        bonus_skill: true,
        foci: 1,
        situational: 1,
    };
    let mut rng = Rng::from_seed(6);
    let capped =
        roll_pool_under(&request, &TableRuleChoices::default(), &mut rng, None).expect("legal");
    assert_eq!(capped.size.value, 12);
    assert!(capped.size.notes[0].contains("clockwork.pool_cap"));
    let uncapped =
        roll_pool_under(&request, &choosing(&POOL_CAP, "uncapped"), &mut rng, None).expect("legal");
    assert_eq!(uncapped.dice.dice().len(), 13);
    // Entered dice must match the pool in force.
    assert!(roll_pool_under(
        &request,
        &TableRuleChoices::default(),
        &mut rng,
        Some(&[7; 13])
    )
    .is_err());
}
