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
use super::table_rules::STEALTH_ACCESS;
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
