//! "Combat Spell List › Earthquake (Multi)(Spell)": "All creatures, excluding the caster, defend
//! against an attack with Magic Strike + Sum of Reagents", and table rule
//! `fated_hand.card_value_in_effects` on whether the sum is of power or numbers.

use super::test_kit::{battle, brawler, ok, plan_all, refused, turn_of};
use super::tests::{card, fighter};
use super::*;

fn earthquake(targets: Vec<CombatantId>) -> Command {
    Command::Cast {
        spell: "earthquake".into(),
        reagents: ["5C", "6S", "7H", "8D"].iter().map(|c| card(c)).collect(),
        caster: None,
        target: None,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
        count: None,
        targets,
    }
}

/// Mira (Magic Strike 3) casts Earthquake with the 5 of Clubs, 6 of Spades, 7 of Hearts and 8 of
/// Diamonds ("4 Cards Between 5 & 10 including a Club and a Spade") on Bran (Defense 15, 2 Hit
/// Points), under `option`. Returns the Strike Bran defended against and his Hit Points after.
fn quake_on_bran(option: &str) -> (i32, i8) {
    let stave = ArmProfile {
        name: "Stave".into(),
        magic_strike: 3,
        ..tests::fists(1, 1, 9)
    };
    let mut mira = fighter("Mira", Side::Party, stave, false);
    mira.spells = vec!["earthquake".into()];
    let mut bran = brawler("Bran", Side::Foes, 0, 15, 0);
    bran.hit_points = 2;
    let mut state = battle(vec![mira, bran], None);
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::CARD_VALUE_IN_EFFECTS
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules {
        spells: BattleRules::from_choices(&choices).spells,
        ..state.rules
    };
    plan_all(&mut state);
    turn_of(&mut state, 0);
    // The caster is not caught.
    assert_eq!(
        refused(&state, &earthquake(vec![0, 1])).rule.section,
        "Combat Spell List"
    );
    let events = ok(&mut state, earthquake(vec![1]));
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                target: 1, strike, ..
            } => Some(strike.value),
            _ => None,
        })
        .expect("Bran defends against the quake");
    (strike, state.combatants[1].hit_points)
}

/// By default the sum is of the cards' power (1 + 1 + 2 + 2 = 6): Magic Strike 3 + 6 = 9 is far
/// short of Bran's Defense 15, and he keeps his Hit Points.
#[test]
fn earthquake_magic_strike_plus_the_reagents_power() {
    let (strike, hit_points) = quake_on_bran("power");
    assert_eq!(strike, 3 + 6);
    assert_eq!(hit_points, 2);
}

/// Under `number` the numbers are summed (5 + 6 + 7 + 8 = 26): Strike 29 beats Defense 15 by
/// more than 2, and Bran loses a Hit Point.
#[test]
fn table_rule_card_value_in_effects_number() {
    let (strike, hit_points) = quake_on_bran("number");
    assert_eq!(strike, 3 + 26);
    assert_eq!(hit_points, 1);
    assert_eq!(quake_on_bran("power").1, 2);
}
