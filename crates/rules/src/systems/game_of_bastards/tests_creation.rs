//! Creation by «ii. Points & Costs»: the starting character, what XP buys, and every refusal
//! naming its rule and field (a refused build gives no character; creation changes nothing).

use super::content::{Skill, SkillKind, Specialty, Trait};
use super::creation::{
    create, AdvantagePick, CreationError, DisadvantagePick, FatedBuild, SkillRank, TraitRanks,
};
use super::sheet::sheet;
use crate::cards::Suit;
use crate::RuleViolation;

/// A Hearts character who spends nothing.
pub(super) fn hearts() -> FatedBuild {
    FatedBuild {
        name: "Maud".to_owned(),
        suit: Suit::Hearts,
        traits: TraitRanks::starting(Suit::Hearts),
        skills: Vec::new(),
        specialties: Vec::new(),
        advantages: Vec::new(),
        disadvantages: Vec::new(),
        inheritance: None,
    }
}

pub(super) fn adv(id: &str, level: u8) -> AdvantagePick {
    AdvantagePick {
        id: id.to_owned(),
        level,
        weapon: None,
    }
}

pub(super) fn dis(id: &str, level: u8) -> DisadvantagePick {
    DisadvantagePick {
        id: id.to_owned(),
        level,
        effect: None,
    }
}

pub(super) fn ranked(skill: Skill, rank: u8) -> SkillRank {
    SkillRank { skill, rank }
}

/// A Clubs brawler who spends all 10 XP and takes Ugly for an 11th.
pub(super) fn brawler() -> FatedBuild {
    FatedBuild {
        name: "Gus".to_owned(),
        suit: Suit::Clubs,
        traits: TraitRanks {
            body: 3,
            spirit: 1,
            mind: 2,
            luck: 2,
        },
        skills: vec![
            ranked(Skill::weapon("Crowbar"), 3),
            ranked(Skill::plain(SkillKind::Athletics), 2),
        ],
        specialties: vec![Specialty {
            name: "Street fighting".to_owned(),
            skills: [Skill::weapon("crowbar"), Skill::plain(SkillKind::Athletics)],
        }],
        advantages: vec![adv("toughness", 2), adv("capital", 1)],
        disadvantages: vec![dis("ugly", 1)],
        ..hearts()
    }
}

fn refused(build: &FatedBuild) -> CreationError {
    let before = build.clone();
    let error = create(build).expect_err("the book refuses this build");
    assert_eq!(*build, before, "a refused build is left as it was");
    error
}

#[test]
fn points_and_costs_a_new_hearts_character_has_spirit_2_and_everything_else_at_1() {
    let fated = create(&hearts()).expect("the starting character");
    let sheet = sheet(&fated);
    let ranks: Vec<_> = sheet
        .traits
        .iter()
        .map(|t| (t.trait_name, t.rank.value))
        .collect();
    assert_eq!(
        ranks,
        [
            (Trait::Body, 1),
            (Trait::Spirit, 2),
            (Trait::Mind, 1),
            (Trait::Luck, 1)
        ]
    );
    let pools: Vec<_> = sheet.traits.iter().map(|t| t.pool.value).collect();
    assert_eq!(pools, [5, 10, 5, 5]);
    assert!(sheet.skills.iter().all(|s| s.rank.value == 1));
    assert_eq!(
        sheet.skills.len(),
        12,
        "ten plain skills and the two templates"
    );
    assert_eq!(sheet.xp.unspent.value, 10);
    assert_eq!(sheet.money.cash.value, 200);
    assert_eq!(sheet.money.capital.value, 0);
    assert_eq!(sheet.suit.tarot, "Cups");
    let spirit = &sheet.traits[1].rank;
    let labels: Vec<_> = spirit
        .terms
        .iter()
        .map(|t| (t.label.as_str(), t.value))
        .collect();
    assert_eq!(labels, [("Starting rank", 1), ("Hearts chosen", 1)]);
    assert_eq!(spirit.rule.section, "iii. Traits");
}

#[test]
fn points_and_costs_ten_xp_and_one_more_per_disadvantage_buy_ranks_at_one_xp_each() {
    // Traits 1 + 1 + 1 = 3 over Clubs' start, skills 2 + 1 = 3, specialty 1, Toughness 2,
    // Capital 1: 10 XP; Ugly adds 1, so 1 is left.
    let fated = create(&brawler()).expect("a legal build");
    assert_eq!(fated.xp.total(), 11);
    assert_eq!(fated.xp.spent_at_creation, 10);
    assert_eq!(fated.xp.unspent(), 1);
    let sheet = sheet(&fated);
    assert_eq!(sheet.traits[0].pool.value, 25, "Body 3 × 5 and Toughness 2");
    assert_eq!(sheet.money.capital.value, 1);
    assert_eq!(sheet.money.capital_value.value, 1000);
    assert_eq!(
        sheet.specialties[0].level.value, 2,
        "Athletics 2 is the lower"
    );
    let crowbar = sheet
        .skills
        .iter()
        .find(|s| s.name == "Crowbar Combat")
        .expect("the weapon skill is listed");
    assert_eq!(crowbar.rank.value, 3);
}

#[test]
fn points_and_costs_spending_past_ten_xp_and_the_disadvantages_is_refused() {
    let mut build = brawler();
    build.traits.spirit = 2;
    assert!(create(&build).is_ok(), "Ugly's XP pays for the 11th");
    build.disadvantages.clear();
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::Overspent {
            budget: 10,
            spent: 11
        }
    );
    let violation = RuleViolation::from(error);
    assert_eq!(violation.rule.section, "ii. Points & Costs");
    assert_eq!(
        violation.message,
        "The build spends 11 XP; the character has 10."
    );
}

#[test]
fn points_and_costs_the_suit_trait_starts_at_2_and_no_trait_below_its_start() {
    let mut build = hearts();
    build.traits.spirit = 1;
    let error = refused(&build);
    assert_eq!(error.field(), "traits.spirit");
    assert_eq!(
        error.to_string(),
        "Spirit is 1; it starts at 2 as the suit's trait"
    );
    build.traits.spirit = 2;
    build.traits.luck = 0;
    assert_eq!(refused(&build).field(), "traits.luck");
}

#[test]
fn points_and_costs_nothing_above_rank_3_at_creation() {
    let mut build = hearts();
    build.traits.spirit = 4;
    let error = refused(&build);
    assert_eq!(
        error.to_string(),
        "Spirit is at rank 4; at creation nothing goes above rank 3"
    );
    assert_eq!(error.rule().section, "ii. Points & Costs");
    let mut build = hearts();
    build.skills = vec![ranked(Skill::plain(SkillKind::Guts), 4)];
    assert_eq!(refused(&build).field(), "skills[0]");
    let mut build = hearts();
    build.advantages = vec![adv("resolve", 4)];
    assert_eq!(refused(&build).field(), "advantages[0]");
    // A disadvantage is no trait, skill or advantage: Bad Reputation 5 is allowed.
    let mut build = hearts();
    build.disadvantages = vec![dis("bad_reputation", 5)];
    assert!(create(&build).is_ok());
}

#[test]
fn skills_a_template_names_its_weapon_or_craft_and_a_skill_is_listed_once() {
    let mut build = hearts();
    build.skills = vec![ranked(Skill::plain(SkillKind::WeaponCombat), 2)];
    let error = refused(&build);
    assert_eq!(error.rule().section, "iv. Skills");
    assert!(error.to_string().contains("needs the weapon type or craft"));
    build.skills = vec![ranked(
        Skill {
            kind: SkillKind::Guts,
            subject: Some("Iron".to_owned()),
        },
        2,
    )];
    assert!(refused(&build)
        .to_string()
        .contains("names no weapon type or craft"));
    build.skills = vec![
        ranked(Skill::craft("Theatre"), 2),
        ranked(Skill::craft("theatre"), 3),
    ];
    assert_eq!(refused(&build).field(), "skills[1]");
    build.skills = vec![
        ranked(Skill::craft("Theatre"), 2),
        ranked(Skill::craft("Pottery"), 2),
    ];
    assert!(create(&build).is_ok(), "two crafts are two skills");
    build.skills = vec![ranked(Skill::plain(SkillKind::Guts), 0)];
    assert_eq!(
        refused(&build).to_string(),
        "Guts is ranked 0; every skill starts at 1"
    );
}

#[test]
fn specialties_pair_two_different_skills_both_at_rank_2_or_more() {
    let acting = Specialty {
        name: "Acting".to_owned(),
        skills: [Skill::plain(SkillKind::Influence), Skill::craft("Theatre")],
    };
    let mut build = hearts();
    build.specialties = vec![acting.clone()];
    build.skills = vec![ranked(Skill::plain(SkillKind::Influence), 2)];
    let error = refused(&build);
    assert_eq!(error.rule().section, "v. Specialties");
    assert_eq!(error.field(), "specialties[0]");
    assert!(error.to_string().contains("Craft(Theatre) is at 1"));
    build.skills.push(ranked(Skill::craft("Theatre"), 2));
    assert!(create(&build).is_ok());
    build.specialties = vec![Specialty {
        name: "Shouting".to_owned(),
        skills: [
            Skill::plain(SkillKind::Influence),
            Skill::plain(SkillKind::Influence),
        ],
    }];
    assert!(refused(&build).to_string().contains("with itself"));
    build.specialties = vec![acting.clone(), acting];
    assert!(refused(&build).to_string().contains("already learned"));
}

#[test]
fn advantages_known_at_a_legal_level_with_their_weapon_once() {
    let mut build = hearts();
    build.advantages = vec![adv("flight", 1)];
    let error = refused(&build);
    assert_eq!(error.to_string(), "there is no advantage \"flight\"");
    assert_eq!(error.rule().section, "vi. Advantages");
    build.advantages = vec![adv("ambidextrous", 3)];
    assert_eq!(
        refused(&build).to_string(),
        "Ambidextrous is taken at level 3; it goes from 1 to 2"
    );
    build.advantages = vec![adv("interpose", 2)];
    assert!(
        refused(&build).to_string().contains("goes from 1 to 1"),
        "no second level is stated"
    );
    build.advantages = vec![adv("counter", 1)];
    assert_eq!(
        refused(&build).to_string(),
        "Counter<Weapon> needs the weapon it is for"
    );
    build.advantages = vec![
        AdvantagePick {
            weapon: Some("Sword".to_owned()),
            ..adv("counter", 1)
        },
        AdvantagePick {
            weapon: Some("Axe".to_owned()),
            ..adv("counter", 1)
        },
    ];
    assert!(create(&build).is_ok(), "one Counter per weapon");
    build.advantages = vec![adv("toughness", 1), adv("toughness", 1)];
    assert_eq!(refused(&build).field(), "advantages[1]");
    build.advantages = vec![AdvantagePick {
        weapon: Some("Sword".to_owned()),
        ..adv("toughness", 1)
    }];
    assert_eq!(
        refused(&build).to_string(),
        "Toughness is for no particular weapon"
    );
}

#[test]
fn disadvantages_known_at_a_legal_level_and_once() {
    let mut build = hearts();
    build.disadvantages = vec![dis("addiction", 3)];
    let error = refused(&build);
    assert_eq!(error.rule().section, "vii. Disadvantages");
    assert_eq!(
        error.to_string(),
        "Addiction is taken at level 3; it goes from 1 to 2"
    );
    build.disadvantages = vec![dis("ugly", 1), dis("ugly", 1)];
    assert_eq!(refused(&build).field(), "disadvantages[1]");
    build.disadvantages = vec![dis("smelly", 1)];
    assert!(matches!(
        refused(&build),
        CreationError::UnknownDisadvantage { .. }
    ));
    build.disadvantages = vec![dis("debt", 6)];
    let fated = create(&build).expect("Debt has no top");
    assert_eq!(fated.xp.disadvantages, 1, "1 XP for the disadvantage");
}

#[test]
fn disadvantages_a_name_only_one_carries_the_effect_its_gm_wrote() {
    let mut build = hearts();
    build.disadvantages = vec![
        DisadvantagePick {
            effect: Some("One card fewer on Influence draws in company.".to_owned()),
            ..dis("nervous_habit", 1)
        },
        dis("defeated", 1),
        dis("apathetic", 1),
    ];
    let sheet = sheet(&create(&build).expect("legal"));
    let lines: Vec<_> = sheet
        .disadvantages
        .iter()
        .map(|d| (d.name.as_str(), d.name_only, d.effect.is_some()))
        .collect();
    assert_eq!(
        lines,
        [
            ("Nervous Habit", true, true),
            ("Defeated", true, false),
            ("Apathetic", false, true)
        ]
    );
}

#[test]
fn poor_costs_a_capital_level_or_all_the_cash_on_hand() {
    let mut build = hearts();
    build.disadvantages = vec![dis("poor", 1)];
    let sheet_without = sheet(&create(&build).expect("legal"));
    assert_eq!(sheet_without.money.cash.value, 0);
    assert_eq!(sheet_without.money.cash.terms.len(), 2);
    build.advantages = vec![adv("capital", 2)];
    let with_capital = sheet(&create(&build).expect("legal"));
    assert_eq!(with_capital.money.cash.value, 200);
    assert_eq!(with_capital.money.capital.value, 1);
    assert_eq!(with_capital.money.capital_value.value, 1000);
    assert_eq!(with_capital.advantages[0].level, 1);
}
