//! Creation refuses what the book does not allow, naming the rule and the field; a legal build
//! comes through with what creation settled.

use super::cite;
use super::content::{DamageType, Resistances, Size, SpeciesId};
use super::creation::{
    create, Character, CharacterBuild, CreationError, Focus, Purchase, SPREAD_POINTS,
};
use super::skills::{Skill, SkillRanks};
use super::table_rules::CreationRules;
use crate::RuleViolation;

/// The premade option 1 spread: one 7, three 8s, three 9s, five 10s, four 12s.
pub(super) fn option_one_spread() -> SkillRanks {
    SkillRanks::with(&[
        (Skill::Strength, 7),
        (Skill::Stamina, 8),
        (Skill::Agility, 8),
        (Skill::Accuracy, 8),
        (Skill::Perception, 9),
        (Skill::Intuition, 9),
        (Skill::Will, 9),
        (Skill::Knowledge, 10),
        (Skill::Charisma, 10),
        (Skill::Manipulation, 10),
        (Skill::Ingenuity, 10),
        (Skill::Creativity, 10),
    ])
}

/// A legal Orc: Body 8, so 4 + 3 resistance points spent as «Spending Resistance Points»'s
/// example spends them.
pub(super) fn orc() -> CharacterBuild {
    CharacterBuild {
        concept: "A tribal champion".to_owned(),
        spread: option_one_spread(),
        premade: Some(1),
        species: SpeciesId::Orcs,
        size: None,
        species_bonus_skills: vec![Skill::Stamina, Skill::Strength],
        bonus_skill: Skill::Perception,
        resistance_bonus: None,
        foci: vec![
            Focus::new(Skill::Strength, "Axes"),
            Focus::new(Skill::Knowledge, "History"),
            Focus::new(Skill::Perception, "Tracking"),
        ],
        species_foci: vec![Focus::new(Skill::Strength, "Hammers")],
        species_spell: None,
        breath: None,
        customization: vec![
            Purchase::SkillRank {
                skill: Skill::Strength,
            },
            Purchase::Spell {
                name: "Heal".to_owned(),
                level: 1,
            },
        ],
        resistance_points: Resistances::new(2, 4, 3, 3, 5, 2),
    }
}

pub(super) fn built(build: &CharacterBuild) -> Character {
    create(build, &CreationRules::default()).expect("a legal build")
}

fn refused(build: &CharacterBuild) -> CreationError {
    create(build, &CreationRules::default()).expect_err("an illegal build")
}

#[test]
fn a_legal_orc_is_created_with_its_bonuses_and_bill() {
    let orc = built(&orc());
    assert_eq!(orc.size, Size::Medium);
    assert_eq!(
        orc.bonus_skills,
        [Skill::Stamina, Skill::Strength, Skill::Perception]
    );
    assert_eq!(orc.resistance_bonus, DamageType::Slashing);
    assert_eq!(
        orc.skills.get(Skill::Strength),
        6,
        "customization lowered it past 7"
    );
    assert_eq!(orc.customization_budget, 12);
    let bill: Vec<(&str, u8)> = orc
        .customization_bill
        .iter()
        .map(|line| (line.label.as_str(), line.cost))
        .collect();
    assert_eq!(bill, [("Strength 7 → 6", 2), ("Heal (spell, level 1)", 1)]);
    assert_eq!(orc.customization_left(), 9);
    assert_eq!(
        orc.notes.len(),
        1,
        "unspent points are noted: {:?}",
        orc.notes
    );
    assert_eq!(orc.foci().count(), 4);
}

#[test]
fn a_skill_rank_outside_four_to_twelve_is_refused() {
    let mut build = orc();
    build.spread.set(Skill::Will, 13);
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::RankOutOfRange {
            skill: Skill::Will,
            rank: 13
        }
    );
    assert_eq!(error.rule(), cite("Skills & Attributes"));
    assert_eq!(error.field(), "spread.will");
    build.spread.set(Skill::Will, 3);
    assert!(matches!(
        refused(&build),
        CreationError::RankOutOfRange { rank: 3, .. }
    ));
}

#[test]
fn a_spread_that_does_not_total_36_is_refused() {
    let mut build = orc();
    build.premade = None;
    build.spread.set(Skill::Creativity, 12);
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::SpreadTotal {
            spent: SPREAD_POINTS - 2
        }
    );
    assert_eq!(error.rule(), cite("Purchasing Skills"));
    assert_eq!(
        error.to_string(),
        "the skill spread spends 34 points; it must spend exactly 36"
    );
    let violation = RuleViolation::from(error);
    assert_eq!(
        violation.message,
        "The skill spread spends 34 points; it must spend exactly 36."
    );
    assert_eq!(violation.rule, cite("Purchasing Skills"));
}

#[test]
fn the_36_points_stop_at_seven() {
    let mut build = orc();
    build.premade = None;
    // 7 → 6 costs one more point; take it back from a 10.
    build.spread.set(Skill::Strength, 6);
    build.spread.set(Skill::Creativity, 11);
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::SpreadBelowSeven {
            skill: Skill::Strength,
            rank: 6
        }
    );
    assert_eq!(error.field(), "spread.strength");
}

#[test]
fn a_free_spread_of_36_need_not_follow_a_premade_option() {
    let mut build = orc();
    build.premade = None;
    // Two 10s become an 11 and a 9: still 36 points, but no premade option has an 11.
    build.spread.set(Skill::Creativity, 11);
    build.spread.set(Skill::Ingenuity, 9);
    assert!(create(&build, &CreationRules::default()).is_ok());
    build.premade = Some(1);
    assert_eq!(
        refused(&build),
        CreationError::PremadeMismatch {
            option: 1,
            rank: 9,
            expected: 3,
            found: 4
        }
    );
    build.premade = Some(9);
    assert_eq!(refused(&build), CreationError::NoSuchPremade { option: 9 });
}

#[test]
fn overspent_customization_points_are_refused() {
    let mut build = orc();
    // 2 + 1 already; a level-4 feature and spell and a level-3 spell make 14 of 12.
    for (name, level) in [("Titan Grip", 4), ("Fireball", 4), ("Shock", 3)] {
        build.customization.push(if name == "Titan Grip" {
            Purchase::Feature {
                name: name.to_owned(),
                level,
            }
        } else {
            Purchase::Spell {
                name: name.to_owned(),
                level,
            }
        });
    }
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::CustomizationOverspent {
            budget: 12,
            spent: 14
        }
    );
    assert_eq!(error.rule(), cite("Customization Points"));
    assert_eq!(error.field(), "customization");
    build.customization.truncate(2);
    build.customization.push(Purchase::Spell {
        name: "Shock".to_owned(),
        level: 5,
    });
    assert!(matches!(
        refused(&build),
        CreationError::PowerLevel { level: 5, .. }
    ));
}

#[test]
fn high_elves_have_sixteen_customization_points() {
    let mut build = orc();
    build.species = SpeciesId::HighElves;
    build.species_bonus_skills = vec![Skill::Knowledge, Skill::Spellcraft];
    build.species_foci.clear();
    build.resistance_points = Resistances::new(2, 4, 3, 3, 5, 2);
    build.customization = (0..8)
        .map(|_| Purchase::Spell {
            name: "Light".to_owned(),
            level: 2,
        })
        .collect();
    // Eight level-2 spells: 16 points, more than anyone else's 12.
    let elf = built(&build);
    assert_eq!(
        (elf.customization_budget, elf.customization_left()),
        (16, 0)
    );
    assert!(elf.notes.is_empty());
    build.species = SpeciesId::Orcs;
    build.species_bonus_skills = vec![Skill::Stamina, Skill::Strength];
    build.species_foci = orc().species_foci;
    assert_eq!(
        refused(&build),
        CreationError::CustomizationOverspent {
            budget: 12,
            spent: 16
        }
    );
}

#[test]
fn customization_never_lowers_a_skill_past_four() {
    let mut build = orc();
    build.customization = (0..4)
        .map(|_| Purchase::SkillRank {
            skill: Skill::Strength,
        })
        .collect();
    // 7 → 6 → 5 → 4 at 2 points each, then 4 → 3 is refused.
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::BelowCreationFloor {
            skill: Skill::Strength,
            rank: 3,
            floor: 4
        }
    );
    build.customization.pop();
    assert_eq!(built(&build).skills.get(Skill::Strength), 4);
}

#[test]
fn species_choices_are_checked() {
    let mut build = orc();
    build.species_bonus_skills = vec![Skill::Strength, Skill::Agility];
    assert!(matches!(
        refused(&build),
        CreationError::SpeciesBonusSkills { .. }
    ));
    build.species_bonus_skills = vec![Skill::Strength, Skill::Strength];
    assert_eq!(refused(&build).rule(), cite("Species Bonus Skills"));
    build = orc();
    build.size = Some(Size::Large);
    assert!(matches!(
        refused(&build),
        CreationError::SizeNotOffered { .. }
    ));
    build = orc();
    build.resistance_bonus = Some(DamageType::Energy);
    assert_eq!(
        refused(&build),
        CreationError::ResistanceBonus {
            species: "Orcs",
            damage: Some(DamageType::Energy)
        }
    );
    build = orc();
    build.species_foci = vec![Focus::new(Skill::Knowledge, "Axes")];
    let grant = refused(&build);
    assert!(
        matches!(
            grant,
            CreationError::SpeciesGrant {
                species: "Orcs",
                ..
            }
        ),
        "{grant}"
    );
    assert_eq!(grant.rule(), cite("Species Special Ability"));
    build = orc();
    build.breath = Some("Fire".to_owned());
    assert!(matches!(
        refused(&build),
        CreationError::SpeciesGrant { .. }
    ));
}

#[test]
fn mycorreans_pick_a_size_from_small_to_large() {
    let mut build = orc();
    build.species = SpeciesId::Mycorreans;
    build.species_bonus_skills = vec![Skill::Charisma, Skill::Soul];
    build.species_foci.clear();
    assert!(matches!(
        refused(&build),
        CreationError::SizeNotOffered { size: None, .. }
    ));
    build.size = Some(Size::Huge);
    assert!(matches!(
        refused(&build),
        CreationError::SizeNotOffered { .. }
    ));
    // Large: one more resistance point than Medium.
    build.size = Some(Size::Large);
    build.resistance_points = Resistances::new(2, 4, 3, 4, 5, 2);
    assert_eq!(built(&build).size, Size::Large);
}

#[test]
fn djinn_and_dragonkin_pick_their_gifts() {
    let mut build = orc();
    build.species = SpeciesId::Dragonkin;
    build.species_bonus_skills = vec![Skill::Strength, Skill::Will];
    build.bonus_skill = Skill::Stamina;
    build.species_foci.clear();
    build.resistance_points = Resistances::new(2, 4, 3, 4, 5, 2);
    assert!(
        matches!(refused(&build), CreationError::SpeciesGrant { .. }),
        "a breath is needed"
    );
    build.breath = Some("Acid".to_owned());
    assert!(matches!(
        refused(&build),
        CreationError::SpeciesGrant { .. }
    ));
    build.breath = Some("lightning".to_owned());
    assert_eq!(built(&build).size, Size::Large);

    let mut djinn = orc();
    djinn.species = SpeciesId::Djinn;
    djinn.species_bonus_skills = vec![Skill::Agility, Skill::Elemental];
    djinn.species_foci = vec![Focus::new(Skill::Elemental, "Pyromancer")];
    djinn.species_spell = Some("Firebolt".to_owned());
    assert_eq!(built(&djinn).resistance_bonus, DamageType::Energy);
    djinn.species_spell = None;
    assert!(matches!(
        refused(&djinn),
        CreationError::SpeciesGrant { .. }
    ));
}

#[test]
fn foci_are_counted_and_stamina_and_will_have_none() {
    let mut build = orc();
    build.foci.pop();
    assert_eq!(
        refused(&build),
        CreationError::FocusCount {
            expected: 3,
            found: 2
        }
    );
    build.foci.push(Focus::new(Skill::Will, "Stubborn"));
    assert_eq!(
        refused(&build),
        CreationError::NoFociInSkill { skill: Skill::Will }
    );
    build.foci.pop();
    build.foci.push(Focus::new(Skill::Strength, " axes "));
    assert!(matches!(refused(&build), CreationError::FocusTwice { .. }));
    build.foci.pop();
    build.foci.push(Focus::new(Skill::Agility, "  "));
    assert_eq!(refused(&build).field(), "foci");
    // A focus the book never names is the GM's to allow: any name will do.
    build.foci.pop();
    build
        .foci
        .push(Focus::new(Skill::Ingenuity, "Clockwork Traps"));
    assert!(create(&build, &CreationRules::default()).is_ok());
}

#[test]
fn humans_pick_any_two_bonus_skills_a_fourth_focus_and_their_resistance() {
    let mut build = orc();
    build.species = SpeciesId::Humans;
    build.species_bonus_skills = vec![Skill::Ingenuity, Skill::Will];
    build.species_foci.clear();
    assert!(matches!(
        refused(&build),
        CreationError::ResistanceBonus { damage: None, .. }
    ));
    build.resistance_bonus = Some(DamageType::Ballistic);
    assert_eq!(
        refused(&build),
        CreationError::FocusCount {
            expected: 4,
            found: 3
        }
    );
    build.foci.push(Focus::new(Skill::Charisma, "Etiquette"));
    let human = built(&build);
    assert_eq!(human.resistance_bonus, DamageType::Ballistic);
    assert_eq!(
        human.bonus_skills,
        [Skill::Ingenuity, Skill::Will, Skill::Perception]
    );
}

#[test]
fn resistance_points_are_spent_exactly_up_to_five_a_type() {
    let mut build = orc();
    build.resistance_points = Resistances::new(2, 4, 3, 3, 6, 1);
    assert_eq!(
        refused(&build),
        CreationError::ResistanceOverCap {
            damage: DamageType::Slashing,
            score: 6
        }
    );
    build.resistance_points = Resistances::new(2, 4, 3, 3, 5, 3);
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::ResistanceTotal {
            expected: 19,
            found: 20
        }
    );
    assert_eq!(error.rule(), cite("Spending Resistance Points"));
    build.resistance_points = Resistances::new(1, 5, 3, 3, 5, 2);
    let error = refused(&build);
    assert_eq!(
        error,
        CreationError::ResistanceBelowBase {
            damage: DamageType::Ballistic,
            score: 1
        }
    );
    assert_eq!(error.field(), "resistancePoints.ballistic");
}

#[test]
fn a_build_reads_from_json_with_defaults() {
    let json = serde_json::json!({
        "spread": serde_json::to_value(option_one_spread()).expect("ranks"),
        "premade": 1,
        "species": "orcs",
        "speciesBonusSkills": ["stamina", "strength"],
        "bonusSkill": "perception",
        "foci": [
            { "skill": "strength", "name": "Axes" },
            { "skill": "knowledge", "name": "History" },
            { "skill": "perception", "name": "Tracking" }
        ],
        "speciesFoci": [{ "skill": "accuracy", "name": "Bows" }],
        "customization": [{ "kind": "skillRank", "skill": "strength" }, { "kind": "feature", "name": "Quick Draw", "level": 1 }],
        "resistancePoints": { "ballistic": 2, "blunt": 4, "energy": 3, "piercing": 3, "slashing": 5, "explosive": 2 }
    });
    let build: CharacterBuild = serde_json::from_value(json).expect("a build");
    assert_eq!(built(&build).customization_left(), 9);
}
