//! First side, surprise, the turn's budget, dazed and critical hits.

use super::*;

#[test]
fn who_acts_first_a_six_sends_the_heroes_first_ds_35() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut state, Command::RollFirstSide { die: Some(6) });
    assert_eq!(state.first_side, Some(Side::Heroes));
    let mut other = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    run(&mut other, Command::RollFirstSide { die: Some(5) });
    assert_eq!(other.first_side, Some(Side::Foes), "DS-36");
}

#[test]
fn surprised_a_wholly_surprised_side_lets_the_other_act_first_without_a_roll_ds_37() {
    let mut gnash = foe("Gnash", (3, 2));
    gnash.surprised = true;
    let mut state = start(vec![hero("Ayla", (2, 2)), gnash]);
    let violation = refused(&state, Command::RollFirstSide { die: Some(2) });
    assert_eq!(violation.rule.section, "Surprised");
    let events = run(&mut state, Command::RollFirstSide { die: None });
    assert!(matches!(
        events[0],
        Event::FirstSide {
            die: None,
            side: Side::Heroes,
            ..
        }
    ));
}

#[test]
fn surprised_targets_grant_an_edge_in_round_one_only_ds_38() {
    let mut gnash = foe("Gnash", (3, 2));
    gnash.surprised = true;
    let mut state = start(vec![hero("Ayla", (2, 2)), gnash]);
    run(&mut state, Command::RollFirstSide { die: None });
    run(&mut state, Command::StartTurn { actor: 0 });
    // 4 + 4 + Might 2 = 10, + edge 2 = 12: tier 2.
    let events = run(&mut state, use_on(0, 1, [4, 4]));
    assert_eq!(tier_of(&events, 1), Tier::Two);
    // A surprised creature takes no triggered actions in round 1.
    assert!(state.combatants[1].surprised);
    run(&mut state, Command::EndTurn { saves: vec![] });
    run(&mut state, Command::StartTurn { actor: 1 });
    run(&mut state, Command::EndTurn { saves: vec![] });
    assert_eq!(state.round, 2);
    assert!(!state.combatants[1].surprised, "surprise ends with round 1");
    run(&mut state, Command::StartTurn { actor: 0 });
    let events = run(&mut state, use_on(0, 1, [4, 4]));
    assert_eq!(tier_of(&events, 1), Tier::One, "no edge in round 2");
}

#[test]
fn turn_the_main_action_converts_to_a_move_but_a_third_move_is_refused_ds_84() {
    let mut state = heroes_turn();
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    // Movement left from the first move action covers more squares without a new action.
    let budget = state.turn.expect("turn").budget;
    assert_eq!(budget.moves, 0);
    assert_eq!(budget.movement, 4);
    run(
        &mut state,
        Command::Advance {
            path: vec![
                Pos { x: 2, y: 4 },
                Pos { x: 2, y: 5 },
                Pos { x: 2, y: 6 },
                Pos { x: 2, y: 7 },
            ],
        },
    );
    // A second move action can only come from the main action.
    let events = run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 8 }],
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SlotUsed {
            slot: Slot::MainAsMove,
            ..
        }
    )));
    run(
        &mut state,
        Command::Advance {
            path: vec![
                Pos { x: 3, y: 8 },
                Pos { x: 4, y: 8 },
                Pos { x: 5, y: 8 },
                Pos { x: 6, y: 8 },
            ],
        },
    );
    let violation = refused(
        &state,
        Command::Advance {
            path: vec![Pos { x: 7, y: 8 }],
        },
    );
    assert_eq!(violation.rule.section, "Turn");
}

#[test]
fn turn_two_maneuvers_and_a_move_ds_85() {
    let mut state = heroes_turn();
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, Command::StandUp { target: 0 });
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Prone,
        duration: Duration::UntilRemoved,
        source: None,
        ends_after_turn: None,
    });
    let events = run(&mut state, Command::StandUp { target: 0 });
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SlotUsed {
            slot: Slot::MainAsManeuver,
            ..
        }
    )));
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    let violation = refused(&state, use_on(0, 1, [5, 5]));
    assert_eq!(violation.rule.section, "Main Action");
}

#[test]
fn dazed_one_thing_per_turn_ds_86() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    state.combatants[0].conditions.push(ConditionInstance {
        kind: ConditionKind::Dazed,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
    run(&mut state, Command::RollFirstSide { die: Some(9) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    let violation = refused(&state, use_on(0, 1, [5, 5]));
    assert_eq!(violation.rule.section, "Dazed");
}

#[test]
fn critical_hit_a_natural_20_on_a_main_action_grants_another_main_action_ds_18() {
    let mut state = heroes_turn();
    let events = run(&mut state, use_on(0, 1, [10, 10]));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::CriticalHit { user: 0 })));
    assert_eq!(tier_of(&events, 1), Tier::Three);
    let budget = state.turn.expect("turn").budget;
    assert_eq!((budget.main, budget.immediate_main), (1, true));
    // Another main action right away is allowed.
    run(&mut state, use_on(0, 1, [1, 1]));
}

/// "Dazed" (glossary L24): a dazed creature does "only one thing on their turn". Dazed after it
/// has already done one thing this turn, it has done its one thing: no main action follows.
#[test]
fn dazed_during_its_own_turn_after_acting_has_done_its_one_thing() {
    let mut state = start(vec![hero("Ayla", (2, 2)), foe("Gnash", (3, 2))]);
    let mut daze = strike("Stunning Riposte", [0, 0, 0]);
    daze.action = ActionType::Triggered;
    daze.tiers[0].effects.push(Effect::Condition {
        condition: ConditionKind::Dazed,
        duration: Duration::SaveEnds,
        potency: None,
    });
    state.combatants[1].abilities = vec![daze];
    run(&mut state, Command::RollFirstSide { die: Some(9) });
    run(&mut state, Command::StartTurn { actor: 0 });
    run(
        &mut state,
        Command::Advance {
            path: vec![Pos { x: 2, y: 3 }],
        },
    );
    run(&mut state, use_on(1, 0, [1, 1]));
    assert!(state.combatants[0].has(ConditionKind::Dazed));
    let violation = refused(&state, use_on(0, 1, [5, 5]));
    assert_eq!(violation.rule.section, "Dazed");
}
