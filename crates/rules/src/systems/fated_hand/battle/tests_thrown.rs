//! "Effective Range" for thrown arms: arms with an Effective Range but no Ranged trait (Handaxe,
//! Javelin, Dart, Trident, Net), played by table rule `fated_hand.thrown_arms`.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, turn_of};
use super::tests::{fighter, strike_at};
use super::*;
use crate::citation::Explained;

/// A thrown arm as the sheet brings it: melee reach 1, an Effective Range, no Ranged trait.
fn thrown(name: &str, strike: i16, range: (u8, u8)) -> ArmProfile {
    ArmProfile {
        arm: None,
        name: name.into(),
        strike,
        defense: 0,
        speed: 4,
        magic_strike: 0,
        reach: 1,
        effective_range: Some(range),
        ranged: false,
        two_handed: false,
        reload_cost: 0,
        offhand_defense: 0,
        perks: Vec::new(),
    }
}

/// Ash with `arm` on (0, 0) against Bran (3 Hit Points) `tiles` away, at Ash's turn, under `rules`.
fn throw_at(arm: ArmProfile, tiles: i16, rules: BattleRules) -> BattleState {
    let mut bran = at(brawler("Bran", Side::Foes, 0, 0, 0), tiles, 0);
    // Bran survives a hit, so an Engagement (or its absence) shows.
    bran.hit_points = 3;
    let mut state = battle(
        vec![at(fighter("Ash", Side::Party, arm, false), 0, 0), bran],
        Some(grid(8, 3, &[])),
    );
    state.rules = rules;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    state
}

fn strike_of(events: &[Event]) -> Explained {
    events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker: 0,
                strike,
                ..
            } => Some(strike.clone()),
            _ => None,
        })
        .expect("Ash's attack")
}

fn labels(strike: &Explained) -> Vec<(String, i32)> {
    strike
        .terms
        .iter()
        .map(|t| (t.label.clone(), t.value))
        .collect()
}

/// "Effective Range": a Dart (Eff. Range 1-2) thrown at a creature 2 tiles away is inside its
/// band: no penalty, no Engagement (a throw is not a melee attack, "Engagement"), and the
/// explanation names the table rule that makes it a throw.
#[test]
fn effective_range_a_thrown_dart_hits_at_two_tiles() {
    let mut state = throw_at(thrown("Dart", 3, (1, 2)), 2, BattleRules::default());
    let events = ok(&mut state, strike_at(1));
    let strike = strike_of(&events);
    assert_eq!(strike.value, 3, "inside the band: no penalty");
    assert!(!labels(&strike)
        .iter()
        .any(|(label, _)| label.contains("outside Effective Range")));
    let throw = strike
        .terms
        .iter()
        .find(|t| t.label.contains("Thrown"))
        .expect("the throw is explained");
    assert_eq!(throw.value, 0);
    assert_eq!(throw.rule.section, "Arms List");
    assert!(!state.combatants[0].engaged_with(1));
}

/// "Effective Range": a Javelin (Eff. Range 3) thrown 2 tiles is one tile outside its band, −1
/// Strike; next to its target it strikes in melee and engages (table default "melee_or_thrown").
#[test]
fn effective_range_a_thrown_javelin_outside_its_band_and_in_melee() {
    let mut state = throw_at(thrown("Javelin", 3, (3, 3)), 2, BattleRules::default());
    let strike = strike_of(&ok(&mut state, strike_at(1)));
    assert!(labels(&strike).contains(&("1 tiles outside Effective Range".to_owned(), -1)));
    assert_eq!(strike.value, 2);
    assert!(!state.combatants[0].engaged_with(1));

    let mut close = throw_at(thrown("Javelin", 3, (3, 3)), 1, BattleRules::default());
    let strike = strike_of(&ok(&mut close, strike_at(1)));
    assert_eq!(
        strike.value, 3,
        "a melee blow: Effective Range does not apply"
    );
    assert!(close.combatants[0].engaged_with(1));
}

/// Table rule `fated_hand.thrown_arms` set to "ranged_returning": a thrown arm always attacks as a
/// ranged one, so a Javelin next to its target is 2 tiles inside its band (−2) and engages no one;
/// by the default ("melee_or_thrown") the same blow is a melee one at full Strike that engages.
#[test]
fn table_rule_thrown_arms_ranged_returning() {
    let mut choices = crate::table_rules::TableRuleChoices::default();
    let default = BattleRules::from_choices(&choices);
    assert_eq!(default.thrown_arms, ThrownArms::MeleeOrThrown);
    let mut melee = throw_at(thrown("Javelin", 3, (3, 3)), 1, default);
    let strike = strike_of(&ok(&mut melee, strike_at(1)));
    assert_eq!(strike.value, 3);
    assert!(melee.combatants[0].engaged_with(1));

    choices.0.insert(
        crate::systems::fated_hand::table_rules::THROWN_ARMS
            .id
            .to_owned(),
        "ranged_returning".to_owned(),
    );
    let rules = BattleRules::from_choices(&choices);
    let mut close = throw_at(thrown("Javelin", 3, (3, 3)), 1, rules);
    let strike = strike_of(&ok(&mut close, strike_at(1)));
    assert!(labels(&strike).contains(&("2 tiles outside Effective Range".to_owned(), -2)));
    assert_eq!(strike.value, 1);
    assert!(!close.combatants[0].engaged_with(1));
}
