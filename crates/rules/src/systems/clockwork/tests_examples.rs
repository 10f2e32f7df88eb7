//! The rulebook's worked examples, each a test named after its section (digest T-numbers in the
//! comments), and the tables those sections print, read row by row.

use super::content::species::{run_speed_bonus, BonusSkills, ResistanceBonus};
use super::content::{
    power_xp_cost, skill_rank_xp_cost, ArmorWeight, CampaignSpeed, DamageType, Resistances, Size,
    SpeciesId,
};
use super::creation::{
    body_resistance_points, create, size_resistance_points, Character, CharacterBuild,
    CreationError, Focus, Purchase,
};
use super::roll::{flat, gains, opposed, pool_odds, pool_size, roll_pool, PoolRequest, Winner};
use super::sheet::{reach, sheet, Armor, Load, Sheet, Worn};
use super::skills::{attribute_for_sum, Skill};
use super::table_rules::{CreationRules, PoolRules, SheetRules};
use super::tests_creation::{built, orc};
use crate::random::Rng;

fn wearing(character: &Character, armor: Option<(&str, ArmorWeight, Resistances)>) -> Sheet {
    let worn = Worn {
        armor: armor.map(|(name, weight, resistances)| Armor {
            name: name.to_owned(),
            weight,
            resistances,
        }),
        shield: None,
        enchantments: Vec::new(),
    };
    sheet(character, &worn, &SheetRules::default()).expect("legal armor")
}

const SCALEMAIL: Resistances = Resistances::new(3, 4, 4, 4, 6, 3);
const BREASTPLATE: Resistances = Resistances::new(2, 3, 3, 5, 3, 2);
const LEATHER: Resistances = Resistances::new(1, 2, 2, 4, 2, 1);

/// The orc of `tests_creation`, keeping Strength 7 (only the spell is bought).
fn orc_strength_seven() -> CharacterBuild {
    CharacterBuild {
        customization: vec![Purchase::Spell {
            name: "Heal".to_owned(),
            level: 1,
        }],
        ..orc()
    }
}

/// A Djinn with Agility and Charisma as species bonus skills.
fn djinn() -> CharacterBuild {
    CharacterBuild {
        species: SpeciesId::Djinn,
        species_bonus_skills: vec![Skill::Agility, Skill::Charisma],
        species_foci: vec![Focus::new(Skill::Elemental, "Geomancer")],
        species_spell: Some("Shard".to_owned()),
        ..orc()
    }
}

// T1
#[test]
fn action_rolls_body_8_strength_7_rolls_1_5_12_6_5_8_7_for_3_gains() {
    assert_eq!(gains([1, 5, 12, 6, 5, 8, 7], 7), 3);
    // Body 8 rolls eight dice; the example lists seven (reading
    // clockwork.action_roll_seven_dice). Any eighth face from 2 to 6 leaves the 3 gains.
    let request = PoolRequest {
        attribute: 8,
        skill_rank: 7,
        ..PoolRequest::default()
    };
    let roll = roll_pool(
        &request,
        &PoolRules::default(),
        &mut Rng::from_seed(0),
        Some(&[1, 5, 12, 6, 5, 8, 7, 4]),
    )
    .expect("eight real faces");
    assert_eq!(roll.gains.value, 3);
    let counted: Vec<i32> = roll.gains.terms.iter().map(|t| t.value).collect();
    assert_eq!(counted, [-1, 2, 1, 1]);
}

// T2
#[test]
fn action_rolls_a_bonus_die_in_accuracy_and_a_long_guns_focus_add_two_dice() {
    let mut build = orc();
    build.bonus_skill = Skill::Accuracy;
    build.foci[2] = Focus::new(Skill::Accuracy, "Long Guns");
    let character = built(&build);
    let rifle = character.pool(Skill::Accuracy, &["Long Guns"]);
    let body = rifle.attribute;
    let size = pool_size(&rifle, &PoolRules::default()).expect("legal");
    assert_eq!(size.value, i32::from(body) + 2);
    // A pistol is no long gun: only the bonus die.
    let pistol = character.pool(Skill::Accuracy, &["Pistols"]);
    assert_eq!(
        pool_size(&pistol, &PoolRules::default()).map(|s| s.value),
        Ok(i32::from(body) + 1)
    );
}

// T3
#[test]
fn species_bonus_skills_picking_agility_and_charisma_adds_a_die_to_each() {
    let djinn = built(&djinn());
    let dice = |skill: Skill| {
        let request = djinn.pool(skill, &[]);
        pool_size(&request, &PoolRules::default()).map(|s| s.value - i32::from(request.attribute))
    };
    assert_eq!(dice(Skill::Agility), Ok(1));
    assert_eq!(dice(Skill::Charisma), Ok(1));
    assert_eq!(
        dice(Skill::Elemental),
        Ok(0),
        "the third of the list, not picked"
    );
}

// T4
#[test]
fn bonus_skill_agility_or_charisma_again_is_refused_and_stamina_is_not() {
    let mut build = djinn();
    for taken in [Skill::Agility, Skill::Charisma] {
        build.bonus_skill = taken;
        assert_eq!(
            create(&build, &CreationRules::default()),
            Err(CreationError::BonusSkillTaken { skill: taken })
        );
    }
    build.bonus_skill = Skill::Stamina;
    assert!(built(&build).has_bonus(Skill::Stamina));
}

// T5
#[test]
fn foci_history_religion_and_science_in_knowledge_each_help_their_own_checks() {
    let mut build = orc();
    build.foci = vec![
        Focus::new(Skill::Knowledge, "History"),
        Focus::new(Skill::Knowledge, "Religion"),
        Focus::new(Skill::Knowledge, "Science"),
    ];
    let scholar = built(&build);
    let history = scholar.pool(Skill::Knowledge, &["History"]);
    assert_eq!(history.foci, 1);
    let plain = scholar.pool(Skill::Knowledge, &[]);
    assert_eq!(
        pool_size(&history, &PoolRules::default()).map(|s| s.value),
        pool_size(&plain, &PoolRules::default()).map(|s| s.value + 1)
    );
}

// T6
#[test]
fn flat_rolls_flat_7_succeeds_on_7_or_higher() {
    let mut rng = Rng::from_seed(0);
    let wins: Vec<u8> = (1..=12)
        .filter(|&face| flat(7, &mut rng, Some(face)).is_ok_and(|roll| roll.success))
        .collect();
    assert_eq!(wins, (7..=12).collect::<Vec<u8>>());
}

// T7
#[test]
fn opposed_rolls_4_gains_hit_a_2_gain_dodge_and_a_tie_goes_to_the_attacker() {
    assert_eq!(opposed(4, 2), Winner::Actor);
    assert_eq!(opposed(3, 3), Winner::Actor);
    assert_eq!(opposed(2, 3), Winner::Reactor);
}

// T8
#[test]
fn species_resistance_bonus_a_blunt_bonus_is_recorded_under_l() {
    let mut build = orc();
    build.species = SpeciesId::Dwarves;
    build.species_bonus_skills = vec![Skill::Strength, Skill::Ingenuity];
    build.species_foci.clear();
    let dwarf = wearing(&built(&build), None);
    let blunt = &dwarf.resistances[1];
    assert_eq!(blunt.damage.abbreviation(), 'L');
    let bonus = blunt.species.terms.last().expect("terms");
    assert_eq!((bonus.label.as_str(), bonus.value), ("Dwarves bonus", 1));
    assert_eq!(blunt.species.value, 5);
}

// T9, T10
#[test]
fn body_resistance_and_creature_size_resistance_body_7_gives_3_and_medium_3() {
    assert_eq!(body_resistance_points(7), 3);
    let body: Vec<u8> = (5..=10).map(body_resistance_points).collect();
    assert_eq!(body, [1, 2, 3, 4, 5, 6]);
    assert_eq!(size_resistance_points(Size::Medium), 3);
    let sizes: Vec<u8> = Size::ALL.into_iter().map(size_resistance_points).collect();
    assert_eq!(sizes, [1, 2, 3, 4, 5]);
}

// T11, T12
#[test]
fn spending_resistance_points_and_species_bonus_resistance_the_orc_reaches_slashing_6() {
    let orc = built(&orc());
    let sheet = wearing(&orc, None);
    assert_eq!(
        sheet.attributes[0].score.value, 8,
        "Body 8: 4 points, and Medium 3"
    );
    let species: Vec<i32> = sheet.resistances.iter().map(|r| r.species.value).collect();
    assert_eq!(species, [2, 4, 3, 3, 6, 2]);
    let slashing = &sheet.resistances[4].species;
    let terms: Vec<(&str, i32)> = slashing
        .terms
        .iter()
        .map(|t| (t.label.as_str(), t.value))
        .collect();
    assert_eq!(terms, [("Base", 2), ("Points spent", 3), ("Orcs bonus", 1)]);
}

// T13
#[test]
fn encumbrance_strength_7_wears_medium_or_light_and_heavy_encumbers() {
    let orc = built(&orc_strength_seven());
    assert_eq!(orc.skills.get(Skill::Strength), 7);
    let light = wearing(&orc, Some(("Leather Armor", ArmorWeight::Light, LEATHER)));
    let medium = wearing(
        &orc,
        Some(("Breastplate", ArmorWeight::Medium, BREASTPLATE)),
    );
    let heavy = wearing(&orc, Some(("Scalemail", ArmorWeight::Heavy, SCALEMAIL)));
    assert_eq!(medium.max_armor.value, 2);
    assert_eq!(
        (light.load, medium.load, heavy.load),
        (Load::Unencumbered, Load::Unencumbered, Load::Encumbered)
    );
    assert_eq!(heavy.armor_over.value, 1);
}

#[test]
fn encumbrance_two_weights_over_leaves_only_a_step() {
    let mut build = orc_strength_seven();
    build.premade = None;
    build.spread.set(Skill::Strength, 12);
    build.spread.set(Skill::Celestial, 7);
    // Body falls to 7 (8 + 8): one resistance point fewer.
    build.resistance_points = Resistances::new(2, 4, 3, 3, 4, 2);
    let weak = built(&build);
    let heavy = wearing(&weak, Some(("Scalemail", ArmorWeight::Heavy, SCALEMAIL)));
    assert_eq!((heavy.max_armor.value, heavy.load), (1, Load::StepOnly));
}

// T14
#[test]
fn armor_resistance_a_human_in_scalemail_totals_b5_l9_n7_p8_s10_x5() {
    let mut build = orc();
    build.species = SpeciesId::Humans;
    build.species_bonus_skills = vec![Skill::Strength, Skill::Stamina];
    build.species_foci.clear();
    build.foci.push(Focus::new(Skill::Agility, "Tumbling"));
    build.resistance_bonus = Some(DamageType::Blunt);
    build.resistance_points = Resistances::new(2, 4, 3, 4, 4, 2);
    let human = built(&build);
    let sheet = wearing(&human, Some(("Scalemail", ArmorWeight::Heavy, SCALEMAIL)));
    let species: Vec<i32> = sheet.resistances.iter().map(|r| r.species.value).collect();
    assert_eq!(species, [2, 5, 3, 4, 4, 2], "the example's human");
    let total: Vec<i32> = sheet.resistances.iter().map(|r| r.total.value).collect();
    assert_eq!(total, [5, 9, 7, 8, 10, 5]);
    assert!(total.iter().all(|&t| t <= 12));
}

// T15
#[test]
fn armor_weight_and_movement_score_agility_6_in_medium_armor_scores_14() {
    let mut build = orc();
    build.customization.extend([
        Purchase::SkillRank {
            skill: Skill::Agility,
        },
        Purchase::SkillRank {
            skill: Skill::Agility,
        },
    ]);
    let orc = built(&build);
    assert_eq!(orc.skills.get(Skill::Agility), 6);
    let sheet = wearing(
        &orc,
        Some(("Breastplate", ArmorWeight::Medium, BREASTPLATE)),
    );
    assert_eq!(sheet.movement_score.value, 14);
    let terms: Vec<i32> = sheet.movement_score.terms.iter().map(|t| t.value).collect();
    assert_eq!(terms, [8, 6, 0]);
    assert_eq!((sheet.run.value, sheet.walk.value), (7, 3));
}

// T16, T17
#[test]
fn creature_size_and_movement_score_a_large_creature_scores_15_and_runs_7() {
    let mut build = orc();
    build.species = SpeciesId::Mycorreans;
    build.size = Some(Size::Large);
    build.species_bonus_skills = vec![Skill::Charisma, Skill::Soul];
    build.species_foci.clear();
    build.resistance_points = Resistances::new(2, 4, 3, 4, 5, 2);
    build.customization.extend([
        Purchase::SkillRank {
            skill: Skill::Agility,
        },
        Purchase::SkillRank {
            skill: Skill::Agility,
        },
    ]);
    let large = wearing(
        &built(&build),
        Some(("Breastplate", ArmorWeight::Medium, BREASTPLATE)),
    );
    assert_eq!(large.movement_score.value, 15);
    assert_eq!((large.run.value, large.walk.value), (7, 3));
}

// D2: the movement table's reachable extremes.
#[test]
fn calculating_movement_speed_every_row_walks_half_its_run() {
    for (scores, (walk, run)) in &super::sheet::MOVEMENT_SPEEDS {
        assert_eq!(*walk, run / 2, "{scores:?}");
    }
}

// T18
#[test]
fn experience_12_to_9_in_a_normal_campaign_costs_the_tables_2_4_and_6() {
    let costs: Vec<u8> = [11, 10, 9]
        .into_iter()
        .filter_map(|rank| skill_rank_xp_cost(CampaignSpeed::Normal, rank))
        .collect();
    assert_eq!(costs, [2, 4, 6]);
    // The example's text says 4 + 8 + 12 = 24, which is the table's row for rank 8, not the
    // sum for ranks 11 to 9.
    let rank_eight: Vec<u8> = [
        CampaignSpeed::Fast,
        CampaignSpeed::Normal,
        CampaignSpeed::Slow,
    ]
    .into_iter()
    .filter_map(|speed| skill_rank_xp_cost(speed, 8))
    .collect();
    assert_eq!(rank_eight, [4, 8, 12]);
    assert_eq!(power_xp_cost(CampaignSpeed::Fast, 3), Some(3));
}

// T28
#[test]
fn dodge_base_defense_3_and_a_plus_2_dodge_make_5() {
    let mut build = orc();
    build.premade = None;
    build.spread.set(Skill::Agility, 10);
    build.spread.set(Skill::Celestial, 10);
    let medium = wearing(&built(&build), None);
    assert_eq!(medium.base_defense.value, 3);
    assert_eq!(medium.dodge_bonus.value, 2);
    assert_eq!(medium.dodge_defense.value, 5);
}

// T48
#[test]
fn reach_a_large_creature_reaches_2_and_a_huge_one_3() {
    assert_eq!(reach(Size::Large), 2);
    assert_eq!(reach(Size::Huge), 3);
    assert_eq!(
        [reach(Size::Tiny), reach(Size::Small), reach(Size::Medium)],
        [1, 1, 1]
    );
    let mut build = orc();
    build.species = SpeciesId::Ogres;
    build.species_bonus_skills = vec![Skill::Stamina, Skill::Strength];
    build.species_foci = vec![Focus::new(Skill::Strength, "Mauler")];
    build.resistance_bonus = None;
    build.resistance_points = Resistances::new(2, 4, 3, 4, 5, 2);
    let ogre = wearing(&built(&build), None);
    assert_eq!((ogre.reach.value, ogre.base_defense.value), (2, 2));
}

// T49
#[test]
fn customization_points_a_level_1_spell_costs_1_and_a_level_3_feature_3() {
    let mut build = orc();
    build.customization = vec![
        Purchase::Spell {
            name: "Light".to_owned(),
            level: 1,
        },
        Purchase::Feature {
            name: "Berserker".to_owned(),
            level: 3,
        },
    ];
    let costs: Vec<u8> = built(&build)
        .customization_bill
        .iter()
        .map(|l| l.cost)
        .collect();
    assert_eq!(costs, [1, 3]);
}

// T50
#[test]
fn creating_your_own_species_the_satyr_design_is_the_satyrs_row() {
    let satyrs = SpeciesId::Satyrs.species();
    assert_eq!(
        satyrs.resistance_bonus,
        ResistanceBonus::Fixed(DamageType::Blunt)
    );
    let BonusSkills::ChooseTwoOf(mut skills) = satyrs.bonus_skills else {
        panic!("satyrs pick from three");
    };
    skills.sort();
    let mut design = [Skill::Creativity, Skill::Charisma, Skill::Manipulation];
    design.sort();
    assert_eq!(skills, design);
    assert_eq!(run_speed_bonus(SpeciesId::Satyrs), 1);
    assert!(satyrs.ability.summary.contains("6P"));
}

#[test]
fn calculating_attributes_the_tables_rows() {
    let read: Vec<Option<u8>> = [24, 20, 23, 16, 19, 12, 15, 14, 9, 11, 8]
        .into_iter()
        .map(attribute_for_sum)
        .collect();
    let expected = [5, 6, 6, 7, 7, 8, 8, 8, 9, 9, 10].map(Some);
    assert_eq!(read, expected);
    // On the sheet: the two lowest Body skills, their sum and the row, cited.
    let body = &wearing(&built(&orc()), None).attributes[0].score;
    let terms: Vec<(&str, i32)> = body
        .terms
        .iter()
        .map(|t| (t.label.as_str(), t.value))
        .collect();
    assert_eq!(
        terms,
        [("Strength (lowest)", 6), ("Accuracy (next lowest)", 8)]
    );
    assert_eq!(body.notes, ["6 + 8 = 14, in the 12 to 15 row: Body 8."]);
    assert_eq!(body.rule, super::cite("Calculating Attributes"));
    assert_eq!(body.rule.system, crate::SystemId::Clockwork);
}

// D3, D4
#[test]
fn set_grit_and_vitals_and_mana_points_read_their_tables() {
    let orc = built(&orc());
    let sheet = wearing(&orc, None);
    // Medium 5, Stamina 8 +3.
    assert_eq!(sheet.grit.value, 8);
    assert_eq!(sheet.vitals.value, 6);
    // Magic: every Magic skill untrained, 12 + 12 = 24: Magic 5, 6 mana.
    assert_eq!((sheet.attributes[1].score.value, sheet.mana.value), (5, 6));
    let mana: Vec<i32> = super::sheet::MAGIC_MANA.iter().map(|(_, m)| *m).collect();
    assert_eq!(mana, [6, 12, 18, 24, 30, 36]);
    let grit: Vec<i32> = super::sheet::STAMINA_GRIT.iter().map(|(_, g)| *g).collect();
    assert_eq!(grit, [1, 2, 3, 4, 5]);
}

#[test]
fn unopposed_rolls_show_the_exact_chance_of_each_difficulty_before_rolling() {
    let orc = built(&orc());
    let request = orc.pool(Skill::Strength, &["Axes"]);
    let size = pool_size(&request, &PoolRules::default()).expect("legal");
    let odds = pool_odds(&request, &PoolRules::default()).expect("legal");
    assert_eq!(i32::from(odds.dice()), size.value);
    assert_eq!(odds.skill_rank(), request.skill_rank);
    let chances = odds.chances();
    let total: f64 = chances.iter().map(|c| c.exactly).sum();
    assert!((total - 1.0).abs() < 1e-9);
    // Meeting Simple is likelier than Extreme, and every chance of "at least" falls.
    assert!(chances.windows(2).all(|w| w[0].at_least >= w[1].at_least));
    assert!(odds.at_least(1) > odds.at_least(6));
}
