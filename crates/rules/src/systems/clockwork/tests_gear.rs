//! The book's armor, shields and magic armor on the sheet: catalog entries worn, enchantments
//! checked against the Magic Armor spell's limit, and what they change — resistance, vitals,
//! encumbrance and movement — each with its citation.

use super::content::{DamageType, Resistances, SpeciesId};
use super::creation::{CharacterBuild, Focus, Purchase};
use super::sheet::{sheet, sheet_under, ArmorError, Load, Sheet, Worn};
use super::skills::Skill;
use super::table_rules::{SheetRules, PROTECTION_CAP};
use super::tests_creation::{built, orc};
use crate::table_rules::TableRuleChoices;

fn wearing(build: &CharacterBuild, armor: &str, enchantments: &[&str]) -> Sheet {
    let mut worn = Worn::from_catalog(Some(armor), None).expect("in the armor table");
    worn.enchantments = enchantments.iter().map(|&e| e.to_owned()).collect();
    sheet(&built(build), &worn, &SheetRules::default()).expect("legal gear")
}

fn refused(armor: Option<&str>, enchantments: &[&str]) -> ArmorError {
    let mut worn = Worn::from_catalog(armor, None).expect("in the armor table");
    worn.enchantments = enchantments.iter().map(|&e| e.to_owned()).collect();
    sheet(&built(&orc()), &worn, &SheetRules::default()).expect_err("refused")
}

fn total(sheet: &Sheet, damage: DamageType) -> i32 {
    sheet
        .resistances
        .iter()
        .find(|r| r.damage == damage)
        .map_or(0, |r| r.total.value)
}

/// The Orc keeping Strength 7 (its customization buys only a spell).
fn strength_seven() -> CharacterBuild {
    CharacterBuild {
        customization: vec![Purchase::Spell {
            name: "Heal".to_owned(),
            level: 1,
        }],
        ..orc()
    }
}

// T14, with the table's Scalemail rather than numbers typed into the test.
#[test]
fn armor_resistance_a_human_in_the_tables_scalemail_totals_b5_l9_n7_p8_s10_x5() {
    let mut build = orc();
    build.species = SpeciesId::Humans;
    build.species_bonus_skills = vec![Skill::Strength, Skill::Stamina];
    build.species_foci.clear();
    build.foci.push(Focus::new(Skill::Agility, "Tumbling"));
    build.resistance_bonus = Some(DamageType::Blunt);
    build.resistance_points = Resistances::new(2, 4, 3, 4, 4, 2);
    let sheet = wearing(&build, "scalemail", &[]);
    let totals: Vec<i32> = sheet.resistances.iter().map(|r| r.total.value).collect();
    assert_eq!(totals, [5, 9, 7, 8, 10, 5]);
    assert_eq!(sheet.resistances[4].total.terms[1].label, "Scalemail");
    assert!(Worn::from_catalog(Some("Mithril Shirt"), None).is_none());
}

#[test]
fn shields_a_kite_shield_from_the_table_blocks_as_a_medium_shield() {
    let worn = Worn::from_catalog(None, Some("Kite")).expect("a shield class");
    let sheet = sheet(&built(&orc()), &worn, &SheetRules::default()).expect("no armor");
    assert_eq!(sheet.block_bonus.map(|b| b.value), Some(3));
    let tower = Worn::from_catalog(None, Some("tower")).expect("a shield class");
    let sheet = sheet_under(&built(&orc()), &tower, &TableRuleChoices::default()).expect("ok");
    assert_eq!(sheet.block_bonus.map(|b| b.value), Some(5));
    assert!(Worn::from_catalog(None, Some("Pavise")).is_none());
}

#[test]
fn magic_armor_a_protection_adds_1_in_its_type_and_stops_at_6() {
    // Breastplate is P5: one Piercing Protection makes it 6; a second adds nothing more.
    let plain = wearing(&orc(), "Breastplate", &[]);
    let once = wearing(&orc(), "Breastplate", &["Piercing Protection"]);
    let twice = wearing(
        &orc(),
        "Breastplate",
        &["piercing protection", "Piercing Protection"],
    );
    let piercing = |s: &Sheet| total(s, DamageType::Piercing);
    assert_eq!(piercing(&once), piercing(&plain) + 1);
    assert_eq!(piercing(&twice), piercing(&once));
    let line = &once.resistances[3].total;
    assert_eq!(line.terms[2].label, "Piercing Protection");
    assert_eq!(line.terms[2].rule.section, "Magic Armor");
    assert!(twice.resistances[3].total.notes[1].contains("clockwork.protection_cap"));
    // The other types are untouched.
    assert_eq!(
        total(&once, DamageType::Blunt),
        total(&plain, DamageType::Blunt)
    );
}

#[test]
fn table_rule_protection_cap_total() {
    // The Orc's Blunt is 4 from points and the Riot Vest's L5: by default the Protection
    // takes the armor's value to 6; read as a bound on the total, it adds nothing, since
    // 4 + 5 = 9 is already past 6.
    let worn = |armor: &str| {
        let mut worn = Worn::from_catalog(Some(armor), None).expect("in the table");
        worn.enchantments = vec!["Blunt Protection".to_owned()];
        worn
    };
    let mut choices = TableRuleChoices::default();
    choices
        .0
        .insert(PROTECTION_CAP.id.to_owned(), "total".to_owned());
    let orc = built(&orc());
    let by_armor =
        sheet_under(&orc, &worn("Riot Vest"), &TableRuleChoices::default()).expect("legal");
    let by_total = sheet_under(&orc, &worn("Riot Vest"), &choices).expect("legal");
    assert_eq!(total(&by_armor, DamageType::Blunt), 4 + 5 + 1);
    assert_eq!(total(&by_total, DamageType::Blunt), 4 + 5);
    assert!(by_total.resistances[1].total.notes[1].contains("in the total"));
}

#[test]
fn magic_armor_an_item_carries_4_gains_of_enchantments_at_most() {
    // «Magic Armor» (T42): a level 2 with another level 2 fits; with a level 4 it does not.
    wearing(&orc(), "Lamellar", &["Buoyancy", "Glamoured"]);
    let error = refused(Some("Lamellar"), &["Buoyancy", "Bulwark"]);
    assert_eq!(
        error,
        ArmorError::EnchantmentsOverFour {
            armor: "Lamellar".to_owned(),
            gains: 6
        }
    );
    assert_eq!(error.rule().section, "Magic Armor");
    assert_eq!(error.field(), "enchantments");
    assert_eq!(
        refused(Some("Lamellar"), &["Invisibility"]),
        ArmorError::UnknownEnchantment {
            name: "Invisibility".to_owned()
        }
    );
    assert_eq!(
        refused(None, &["Buoyancy"]),
        ArmorError::EnchantmentWithoutArmor
    );
}

#[test]
fn magic_armor_bulwark_adds_a_vital_and_the_rest_are_listed_for_the_gm() {
    let plain = wearing(&orc(), "Riot Gear", &[]);
    let bulwark = wearing(&orc(), "Riot Gear", &["Bulwark"]);
    assert_eq!((plain.vitals.value, bulwark.vitals.value), (6, 7));
    assert!(bulwark.enchantments.is_empty(), "the vital is on the sheet");
    let spiked = wearing(&orc(), "Riot Gear", &["Spiked Shield"]);
    assert_eq!(spiked.enchantments.len(), 1);
    assert!(spiked.enchantments[0].starts_with("Spiked Shield: "));
}

#[test]
fn magic_armor_gravity_reduction_carries_heavy_armor_as_medium() {
    // Strength 7 carries Medium: Heavy Scalemail encumbers, unless it counts one weight lower.
    let heavy = wearing(&strength_seven(), "Scalemail", &[]);
    let lightened = wearing(&strength_seven(), "Scalemail", &["Gravity Reduction"]);
    assert_eq!(heavy.load, Load::Encumbered);
    assert_eq!(lightened.load, Load::Unencumbered);
    // Movement as Medium armor: 8 + (12 - Agility 8) = 12.
    assert_eq!(
        (heavy.movement_score.value, lightened.movement_score.value),
        (8, 12)
    );
    assert!(lightened.movement_score.notes[0].starts_with("Gravity Reduction"));
    // Its resistances stay Scalemail's.
    assert_eq!(
        total(&lightened, DamageType::Slashing),
        total(&heavy, DamageType::Slashing)
    );
}
