//! Issue #19 for the table rules read as a character comes to a battle: who has Stealth, and
//! what a shield in the offhand adds.

use super::battle::BattleRules;
use super::battle::{
    begin, CardPlay, CombatantSetup, Command, Event, FatedHandBattle, Setup, Side, Stance,
};
use super::encounter_prep::{combatant_setup, Recruit};
use super::gear::Gear;
use super::npc::quick_history;
use super::progression::replay;
use super::sheet::sheet;
use super::table_rules::{SHIELD_RULES, STEALTH_ACCESS};
use super::tests_armor::{attack, duel, exchange, gear, recruit};
use crate::random::Rng;
use crate::table_rules::{TableRule, TableRuleChoices};

fn choices(set: &[(&TableRule, &str)]) -> TableRuleChoices {
    let mut rules = TableRuleChoices::default();
    for (rule, option) in set {
        rules.0.insert(rule.id.into(), (*option).into());
    }
    rules
}

/// A Rogue with a Dagger as it comes to the battle, without the perks that give Stealth.
fn rogue(rules: &TableRuleChoices) -> CombatantSetup {
    let history = quick_history("rogue", &["dagger".into()], rules).expect("a rogue");
    let gear = Gear::starting("dagger");
    let sheet = sheet(&replay(&history, rules).expect("legal"), &gear, rules);
    assert_eq!(sheet.class.id, "rogue");
    let mut setup = combatant_setup(&Recruit {
        name: "Ash".into(),
        side: Side::Party,
        character_id: 1,
        sheet: &sheet,
        engine_deck: false,
        position: None,
        non_caster_reagents: Default::default(),
        rules,
    });
    setup
        .perks
        .retain(|p| p != "hidden_fang" && p != "killer_instinct");
    setup
}

/// The events of the Rogue's plan in round 1.
fn plan(rules: &TableRuleChoices) -> Vec<Event> {
    let setup = Setup {
        combatants: vec![rogue(rules)],
        grid: None,
        rules: BattleRules::from_choices(rules),
    };
    let mut state = begin(&setup, &mut Rng::from_seed(1));
    let cards = ["AS", "AH", "9D"].map(|c| CardPlay::Entered(c.parse().expect("a card")));
    crate::scenario::accept::<FatedHandBattle>(
        &mut state,
        7,
        0,
        &Command::Plan {
            who: 0,
            stance: Stance::Balanced,
            main_arm: 0,
            offhand_arm: None,
            cards,
        },
    )
}

/// "Stealth": "The Rogue and Assassin classes have access to mid-combat Stealth". Table rule
/// `fated_hand.stealth_access` at its default: a Rogue gains Stealth Power while planning
/// without owning Hidden Fang or Killer Instinct.
#[test]
fn stealth_the_rogue_class_has_access_to_stealth() {
    let rules = TableRuleChoices::default();
    assert!(rogue(&rules).class_stealth);
    let events = plan(&rules);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::StealthGained { who: 0, .. })),
        "{events:?}"
    );
}

/// Table rule `fated_hand.stealth_access`, `perk_only`: the same Rogue without the perks has no
/// Stealth, so planning gains it nothing.
#[test]
fn table_rule_stealth_access_perk_only() {
    let rules = choices(&[(&STEALTH_ACCESS, "perk_only")]);
    assert!(!rogue(&rules).class_stealth);
    let events = plan(&rules);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::StealthGained { .. })),
        "{events:?}"
    );
}

/// Bran with a Club and a Heater Shield (+2 Defense) in the offhand, defending against Ash.
fn shielded_defense(rules: &TableRuleChoices) -> crate::citation::Explained {
    let shielded = Gear {
        arms: vec!["club".into(), "heater_shield".into()],
        main_arm: Some("club".into()),
        offhand_arm: Some("heater_shield".into()),
        ..Gear::default()
    };
    let ash = recruit("Ash", Side::Party, &gear("club", None), rules);
    let bran = recruit("Bran", Side::Foes, &shielded, rules);
    assert_eq!(bran.offhand_arm, Some(1));
    let mut state = duel(ash, bran, BattleRules::from_choices(rules));
    exchange(&attack(&mut state, None, true).expect("an attack"))
        .1
        .expect("a Defend")
}

/// "Offhand Action": an arm in the offhand counts only during the once-a-round Offhand Action,
/// so by default (table rule `fated_hand.shield_rules`, `as_written`) a shield held there adds
/// nothing to an ordinary Defend.
#[test]
fn offhand_action_a_shield_in_the_offhand_counts_only_in_the_offhand_action() {
    let defense = shielded_defense(&TableRuleChoices::default());
    assert!(
        !defense
            .terms
            .iter()
            .any(|t| t.label.contains("Heater Shield")),
        "{defense:?}"
    );
}

/// Table rule `fated_hand.shield_rules`, `offhand_defense`: the shield in the offhand adds its
/// Defense to every Defend.
#[test]
fn table_rule_shield_rules_offhand_defense() {
    let plain = shielded_defense(&TableRuleChoices::default());
    let shielded = shielded_defense(&choices(&[(&SHIELD_RULES, "offhand_defense")]));
    assert_eq!(shielded.value, plain.value + 2);
    assert!(
        shielded
            .terms
            .iter()
            .any(|t| t.label.starts_with("Heater Shield in the offhand") && t.value == 2),
        "{shielded:?}"
    );
}
