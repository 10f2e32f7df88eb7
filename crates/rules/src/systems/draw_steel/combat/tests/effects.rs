//! Damage, fates, bleeding, saving throws, EoT, potency and the end of combat.

use super::*;

#[test]
fn stamina_a_non_hero_stops_at_zero_and_dies_or_is_knocked_out_ds_65() {
    let mut state = heroes_turn();
    state.combatants[1].stamina = 4;
    // 5 + 5 + 2 = 12: tier 2, 6 damage.
    let events = run(&mut state, use_on(0, 1, [5, 5]));
    assert_eq!(state.combatants[1].stamina, 0);
    assert_eq!(state.combatants[1].fate, Fate::Dead);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::FateChanged {
            fate: Fate::Dead,
            ..
        }
    )));
    let mut other = heroes_turn();
    other.combatants[1].stamina = 4;
    let mut command = use_on(0, 1, [5, 5]);
    if let Command::UseAbility { knock_out, .. } = &mut command {
        *knock_out = true;
    }
    run(&mut other, command);
    assert_eq!(other.combatants[1].fate, Fate::Unconscious);
}

#[test]
fn stamina_a_hero_at_zero_or_lower_is_dying_ds_64() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    state.combatants[0].stamina = 3;
    run(&mut state, Command::RollFirstSide { die: Some(1) });
    run(&mut state, Command::StartTurn { actor: 1 });
    // Gnash: 1 + 1 + Might 1 = 3: tier 1, 3 damage... give 5: adjust by the GM instead.
    run(
        &mut state,
        Command::Adjust {
            who: 0,
            damage: 5,
            heal: 0,
            surges: 0,
            resource: 0,
            hidden: None,
            invisible: None,
            position: None,
            elevation: None,
            reason: "A 5-damage blow".to_owned(),
        },
    );
    assert_eq!(state.combatants[0].stamina, -2);
    assert_eq!(state.combatants[0].fate, Fate::Dying);
}

#[test]
fn damage_immunity_reduces_damage_ds_66() {
    let mut state = heroes_turn();
    state.combatants[1].immunities = vec![crate::systems::draw_steel::content::DamageModifier {
        damage_type: "fire".to_owned(),
        value: 3,
    }];
    state.combatants[0].abilities[0].tiers[1].effects = vec![Effect::Damage {
        amount: 10,
        add_characteristic: false,
        damage_type: Some("fire".to_owned()),
    }];
    run(&mut state, use_on(0, 1, [5, 5]));
    assert_eq!(state.combatants[1].stamina, 20 - 7);
}

#[test]
fn bleeding_a_main_action_costs_d6_plus_level_once_ds_67_and_ds_69() {
    let mut state = heroes_turn();
    state.combatants[0].level = 3;
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Bleeding,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    let mut command = use_on(0, 1, [1, 1]);
    if let Command::UseAbility { bleeding_die, .. } = &mut command {
        *bleeding_die = Some(4);
    }
    run(&mut state, command);
    // Once, though the main action also rolled Might (A6).
    assert_eq!(state.combatants[0].stamina, 30 - 7);
}

#[test]
fn saving_throw_at_the_end_of_turn_six_ends_five_continues_ds_33_ds_34() {
    let mut state = heroes_turn();
    for kind in [ConditionKind::Weakened, ConditionKind::Slowed] {
        state.combatants[0].conditions.push(ConditionInstance {
            kind,
            duration: Duration::SaveEnds,
            source: None,
            ends_after_turn: None,
        });
    }
    run(&mut state, Command::EndTurn { saves: vec![6, 5] });
    assert!(!state.combatants[0].has(ConditionKind::Weakened));
    assert!(state.combatants[0].has(ConditionKind::Slowed));
}

#[test]
fn eot_lasts_through_the_creatures_next_turn() {
    let mut state = heroes_turn();
    state.combatants[0].abilities[0].tiers[0]
        .effects
        .push(Effect::Condition {
            condition: ConditionKind::Weakened,
            duration: Duration::EndOfTurn,
            potency: None,
        });
    run(&mut state, use_on(0, 1, [1, 1]));
    assert!(state.combatants[1].has(ConditionKind::Weakened));
    run(&mut state, Command::EndTurn { saves: vec![] });
    run(&mut state, Command::StartTurn { actor: 1 });
    assert!(state.combatants[1].has(ConditionKind::Weakened));
    run(&mut state, Command::EndTurn { saves: vec![] });
    assert!(
        !state.combatants[1].has(ConditionKind::Weakened),
        "ends with its next turn"
    );
}

#[test]
fn potency_a_high_enough_score_resists() {
    let mut state = heroes_turn();
    state.combatants[0].abilities[0].tiers[0]
        .effects
        .push(Effect::Condition {
            condition: ConditionKind::Slowed,
            duration: Duration::SaveEnds,
            potency: Some(Potency {
                characteristic: Characteristic::Might,
                value: 1,
            }),
        });
    // Gnash's Might 1 is not below potency 1.
    let events = run(&mut state, use_on(0, 1, [1, 1]));
    assert!(events.iter().any(|e| matches!(e, Event::Resisted { .. })));
    assert!(!state.combatants[1].has(ConditionKind::Slowed));
}

#[test]
fn save_ends_effects_and_surges_end_with_the_combat_ds_94_ds_95() {
    let mut state = heroes_turn();
    state.combatants[0].surges = 2;
    state.combatants[1].conditions.push(ConditionInstance {
        kind: ConditionKind::Bleeding,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(
        &mut state,
        Command::EndCombat {
            outcome: Outcome::HeroesWon,
        },
    );
    assert_eq!(state.combatants[0].surges, 0);
    assert!(!state.combatants[1].has(ConditionKind::Bleeding));
    assert!(matches!(state.phase, Phase::Ended { .. }));
}
