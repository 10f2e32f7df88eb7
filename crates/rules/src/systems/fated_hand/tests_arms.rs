//! Issue #19 for the arms table rules: each option changes what an arm brings to the battle, and
//! the battle shows it.

use super::battle::{
    begin, BattleRules, BattleState, CardPlay, CombatantSetup, Command, Event, FatedHandBattle,
    InitiativeTies, Setup, Side, Stance,
};
use super::build::KnowledgeTarget;
use super::encounter_prep::{combatant_setup, Recruit};
use super::gear::Gear;
use super::npc::quick_history;
use super::progression::{replay, Manner, Progression};
use super::sheet::sheet;
use super::table_rules::{
    CATALYST_TRAITS, LONG_REACH, QUARTERSTAFF_TRAIT, REACH_RANGE, TIDAL_CURIOSITY_STRIKE,
    TOXIC_WEAPON, UNTRAITED_ARMS,
};
use crate::random::Rng;
use crate::table_rules::{TableRule, TableRuleChoices};

fn choices(set: &[(&TableRule, &str)]) -> TableRuleChoices {
    let mut rules = TableRuleChoices::default();
    for (rule, option) in set {
        rules.0.insert(rule.id.into(), (*option).into());
    }
    rules
}

/// A Ruffian proficient with `arm` and wielding it, as it comes to a battle.
fn armed(name: &str, side: Side, arm: &str, rules: &TableRuleChoices) -> CombatantSetup {
    let mut history = quick_history("ruffian", &[], rules).expect("a ruffian");
    history.push(Progression::KnowledgeAwarded {
        target: KnowledgeTarget::Arm(arm.into()),
        manner: Manner::Education,
        points: None,
    });
    let gear = Gear {
        arms: vec![arm.into()],
        main_arm: Some(arm.into()),
        ..Gear::default()
    };
    let sheet = sheet(&replay(&history, rules).expect("legal"), &gear, rules);
    combatant_setup(&Recruit {
        name: name.into(),
        side,
        character_id: 1,
        sheet: &sheet,
        engine_deck: false,
        position: None,
        non_caster_reagents: Default::default(),
        rules,
    })
}

/// Ash with `arm` against Bran with a Club, both planned (Aces), Ash's turn begun; the GM orders
/// the tie at the count.
fn duel(arm: &str, rules: &TableRuleChoices) -> BattleState {
    let mut bran = armed("Bran", Side::Foes, "club", rules);
    bran.hit_points = 3;
    let setup = Setup {
        combatants: vec![armed("Ash", Side::Party, arm, rules), bran],
        grid: None,
        rules: BattleRules {
            initiative_ties: InitiativeTies::GmDecides,
            ..BattleRules::from_choices(rules)
        },
    };
    let mut state = begin(&setup, &mut Rng::from_seed(1));
    for who in 0..2 {
        let aces = ["AS", "AH", "AD"].map(|c| CardPlay::Entered(c.parse().expect("a card")));
        crate::scenario::accept::<FatedHandBattle>(
            &mut state,
            7,
            0,
            &Command::Plan {
                who,
                stance: Stance::Balanced,
                main_arm: 0,
                offhand_arm: None,
                cards: aces,
            },
        );
    }
    for command in [Command::EndPlanning, Command::ToAction { who: 0 }] {
        crate::scenario::accept::<FatedHandBattle>(&mut state, 7, 0, &command);
    }
    state
}

/// Ash attacks Bran `tiles` away, Bran not defending: the events, or the refusal.
fn attack_at(state: &BattleState, tiles: u8) -> Result<Vec<Event>, crate::RuleViolation> {
    let mut state = state.clone();
    crate::encounter::step::<FatedHandBattle>(
        &mut state,
        7,
        0,
        &Command::Attack {
            target: 1,
            defend: false,
            riposte: false,
            defend_riposte: false,
            distance: Some(tiles),
            target_perks: Vec::new(),
            upper_hand: false,
            follow_up: Vec::new(),
        },
    )
}

/// "Perks List › Reach", printed twice (2 tiles, then 3): the Quarterstaff's Reach.
#[test]
fn table_rule_reach_range_three_tiles() {
    let default = TableRuleChoices::default();
    assert_eq!(
        armed("Ash", Side::Party, "quarterstaff", &default).arms[0].reach,
        2
    );
    let state = duel("quarterstaff", &default);
    assert!(attack_at(&state, 2).is_ok());
    let err = attack_at(&state, 3).expect_err("3 tiles is past Reach");
    assert!(err.message.contains("reach is 2"), "{}", err.message);

    let three = choices(&[(&REACH_RANGE, "three_tiles")]);
    assert_eq!(
        armed("Ash", Side::Party, "quarterstaff", &three).arms[0].reach,
        3
    );
    assert!(attack_at(&duel("quarterstaff", &three), 3).is_ok());
}

/// "Arms List › Pike": Long Reach, defined nowhere.
#[test]
fn table_rule_long_reach_as_reach() {
    let default = TableRuleChoices::default();
    assert_eq!(armed("Ash", Side::Party, "pike", &default).arms[0].reach, 3);
    assert!(attack_at(&duel("pike", &default), 3).is_ok());

    let as_reach = choices(&[(&LONG_REACH, "as_reach")]);
    assert_eq!(
        armed("Ash", Side::Party, "pike", &as_reach).arms[0].reach,
        2
    );
    let err = attack_at(&duel("pike", &as_reach), 3).expect_err("Reach is 2 tiles");
    assert!(err.message.contains("reach is 2"), "{}", err.message);
    // With Reach itself read as 3 tiles, Long Reach follows it.
    let both = choices(&[(&LONG_REACH, "as_reach"), (&REACH_RANGE, "three_tiles")]);
    assert_eq!(armed("Ash", Side::Party, "pike", &both).arms[0].reach, 3);
}

/// "Arms List › Blowgun": Toxic Weapon, read as Toxic Edge by default (2 Handicap in each stat
/// instead of a Hit).
#[test]
fn table_rule_toxic_weapon_no_effect() {
    let hit = |events: &[Event]| {
        events
            .iter()
            .any(|e| matches!(e, Event::Hit { who: 1, .. }))
    };
    let toxic = |events: &[Event]| {
        events.iter().any(|e| {
            matches!(e, Event::PerkApplied { perk, who: 1, handicap: [2, 2, 2], .. }
                if perk == "toxic_weapon")
        })
    };
    let default = TableRuleChoices::default();
    let events = attack_at(&duel("blowgun", &default), 4).expect("a shot in range");
    assert!(toxic(&events) && !hit(&events), "{events:?}");

    let none = choices(&[(&TOXIC_WEAPON, "no_effect")]);
    assert!(armed("Ash", Side::Party, "blowgun", &none).arms[0]
        .perks
        .is_empty());
    let events = attack_at(&duel("blowgun", &none), 4).expect("a shot in range");
    assert!(hit(&events) && !toxic(&events), "{events:?}");
}

/// A `class` character proficient with `arm` and wielding it: its sheet's line for the arm.
fn line(class: &str, arm: &str, rules: &TableRuleChoices) -> super::sheet::ArmLine {
    let mut history = quick_history(class, &[], rules).expect("a path to the class");
    history.push(Progression::KnowledgeAwarded {
        target: KnowledgeTarget::Arm(arm.into()),
        manner: Manner::Education,
        points: None,
    });
    let gear = Gear {
        arms: vec![arm.into()],
        main_arm: Some(arm.into()),
        ..Gear::default()
    };
    let sheet = sheet(&replay(&history, rules).expect("legal"), &gear, rules);
    sheet
        .arms
        .into_iter()
        .find(|l| l.arm.as_deref() == Some(arm))
        .expect("the arm's line")
}

/// "Arms List › Quarterstaff": its second trait is printed "List". A Scout (Class Arms Light and
/// Ranged) uses Armed Perks with it only while it reads as Light.
#[test]
fn table_rule_quarterstaff_trait_simple_only() {
    let default = TableRuleChoices::default();
    assert!(line("scout", "quarterstaff", &default).armed_perks_usable);
    let simple = choices(&[(&QUARTERSTAFF_TRAIT, "simple_only")]);
    assert!(!line("scout", "quarterstaff", &simple).armed_perks_usable);
}

/// "Arms List": the Slime Jar holds Miracles but is printed Arcane and Dark; the Tidal Curiosity
/// holds Hexes but is printed Holy and Dark. A Cleric (Light, Medium, Holy) wields them.
#[test]
fn table_rule_catalyst_traits_match_spells() {
    let default = TableRuleChoices::default();
    assert!(!line("cleric", "slime_jar", &default).armed_perks_usable);
    assert!(line("cleric", "tidal_curiosity", &default).armed_perks_usable);
    let matched = choices(&[(&CATALYST_TRAITS, "match_spells")]);
    assert!(line("cleric", "slime_jar", &matched).armed_perks_usable);
    assert!(!line("cleric", "tidal_curiosity", &matched).armed_perks_usable);
}

/// "Traits, Class Arms and Armed Perks": the War Hammer prints no trait, so a Lout (Light,
/// Medium, Heavy) cannot use Armed Perks with it unless it reads as Heavy like the Mace.
#[test]
fn table_rule_untraited_arms_closest_trait() {
    let default = TableRuleChoices::default();
    assert!(!line("lout", "war_hammer", &default).armed_perks_usable);
    let closest = choices(&[(&UNTRAITED_ARMS, "closest_trait")]);
    assert!(line("lout", "war_hammer", &closest).armed_perks_usable);
}

/// The Crooked Dirk, untraited, carries Dark Blade, an Armed perk: by default it works for a
/// proficient wielder; as written it never can.
#[test]
fn table_rule_untraited_arms_as_written() {
    let default = TableRuleChoices::default();
    let dirk = armed("Ash", Side::Party, "crooked_dirk", &default);
    assert_eq!(dirk.arms[0].perks, vec!["dark_blade".to_owned()]);
    let written = choices(&[(&UNTRAITED_ARMS, "as_written")]);
    assert!(armed("Ash", Side::Party, "crooked_dirk", &written).arms[0]
        .perks
        .is_empty());
}

/// "Arms List › Tidal Curiosity": printed +1 Strike where its kin give Magic Strike.
#[test]
fn table_rule_tidal_curiosity_strike_magic_strike() {
    let default = TableRuleChoices::default();
    let printed = line("mystic", "tidal_curiosity", &default);
    let read = line(
        "mystic",
        "tidal_curiosity",
        &choices(&[(&TIDAL_CURIOSITY_STRIKE, "magic_strike")]),
    );
    assert_eq!(read.strike.value, printed.strike.value - 1);
    assert_eq!(read.magic_strike.value, printed.magic_strike.value + 1);
    assert!(read
        .magic_strike
        .terms
        .iter()
        .any(|t| t.label == "Tidal Curiosity Magic Strike" && t.value == 1));
}
