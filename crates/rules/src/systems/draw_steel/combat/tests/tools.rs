//! Conditions by hand, hero tokens and Recoveries, and replay properties.

use super::*;

#[test]
fn conditions_a_dead_creature_cannot_be_affected() {
    let mut state = heroes_turn();
    state.combatants[1].fate = Fate::Dead;
    let violation = refused(
        &state,
        Command::ImposeCondition {
            target: 1,
            condition: ConditionKind::Slowed,
            duration: Duration::SaveEnds,
            source: None,
        },
    );
    assert_eq!(violation.rule.section, "Slowed");
    let taunt_self = refused(
        &state,
        Command::ImposeCondition {
            target: 0,
            condition: ConditionKind::Taunted,
            duration: Duration::EndOfTurn,
            source: Some(0),
        },
    );
    assert_eq!(taunt_self.rule.section, "Taunted");
}

#[test]
fn hero_tokens_buy_two_surges_and_recoveries_heal_a_third() {
    let mut state = heroes_turn();
    run(
        &mut state,
        Command::SpendHeroToken {
            hero: 0,
            spend: TokenUse::Surges,
            condition: None,
            dice: None,
        },
    );
    assert_eq!((state.hero_tokens, state.combatants[0].surges), (1, 2));
    state.combatants[0].stamina = 12;
    run(&mut state, Command::SpendRecovery { who: 0 });
    assert_eq!(state.combatants[0].stamina, 22, "DS-61");
    assert_eq!(state.combatants[0].recoveries, 7);
}

/// Four heroes against six foes on an open map.
fn skirmish() -> CombatState {
    let mut combatants = Vec::new();
    for (i, name) in ["Ayla", "Bram", "Cora", "Dain"].iter().enumerate() {
        combatants.push(hero(name, (1, 2 + 2 * i as i16)));
    }
    for i in 0..6i16 {
        combatants.push(foe(&format!("Gnash {}", i + 1), (8, 1 + i)));
    }
    start(combatants)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]
    #[test]
    fn replay_is_exact_and_undo_restores_any_earlier_state(seed in proptest::prelude::any::<u64>(), cut in 0usize..400) {
        let initial = skirmish();
        let mut state = initial.clone();
        let mut commands = Vec::new();
        let mut states = vec![initial.clone()];
        for index in 0..400 {
            let Some(command) = auto::next_command(&state) else { break };
            step::<DrawSteelCombat>(&mut state, seed, index, &command).expect("automatic play is legal");
            commands.push(command);
            states.push(state.clone());
        }
        proptest::prop_assert!(matches!(state.phase, Phase::Ended { .. }), "the fight ends");
        let (replayed, _) = replay::<DrawSteelCombat>(&initial, seed, &commands).expect("replays");
        proptest::prop_assert_eq!(&replayed, &state);
        let k = cut.min(commands.len());
        let (prefix, _) = replay::<DrawSteelCombat>(&initial, seed, &commands[..k]).expect("replays");
        proptest::prop_assert_eq!(&prefix, &states[k]);
    }
}

/// The shared scenario kit: automatic play through `Scenario` ends the fight, every line of the
/// log carries its command and round, and the recorded commands replay to the same state and log.
#[test]
fn a_fight_through_the_scenario_kit_logs_and_replays() {
    use crate::scenario::Scenario;
    let mut fight = Scenario::<DrawSteelCombat>::from_state(skirmish(), 11);
    while let Some(command) = auto::next_command(fight.state()) {
        fight.run(command);
        assert!(fight.commands().len() < 400, "the fight ends");
    }
    assert!(fight.outcome().is_some());
    assert!(!fight.log().is_empty());
    assert!(fight.log().windows(2).all(|w| w[0].command <= w[1].command));
    assert!(fight.log().iter().skip(1).all(|line| line.round.is_some()));
    let refusal = fight.refused(&Command::StartTurn { actor: 0 });
    assert!(!refusal.message.is_empty());
    fight.assert_replays();
}
