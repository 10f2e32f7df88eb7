//! Tests during a combat: condition banes, bleeding, finding the invisible, hero-token rerolls.

use super::*;
use crate::systems::draw_steel::power_roll::{TestDifficulty, TestOutcome};

fn test_of(who: u8, characteristic: Characteristic, dice: [u8; 2]) -> Command {
    Command::Test {
        who,
        characteristic,
        difficulty: TestDifficulty::Medium,
        skill: false,
        edges: 0,
        banes: 0,
        to_find: None,
        dice: Some(dice),
        bleeding_die: None,
    }
}

fn outcome(events: &[Event]) -> (i32, Option<TestOutcome>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::TestMade { total, outcome, .. } => Some((*total, *outcome)),
            _ => None,
        })
        .expect("a test was made")
}

fn with(state: &mut CombatState, who: usize, kind: ConditionKind) {
    state.combatants[who].conditions.push(ConditionInstance {
        kind,
        duration: Duration::SaveEnds,
        source: None,
        ends_after_turn: None,
    });
}

/// "Weakened" on a test (DS-74): a bane on every power roll, tests included.
#[test]
fn weakened_takes_a_bane_on_a_test_during_combat() {
    let mut plain = heroes_turn();
    // 5 + 5 + Might 2 = 12: tier 2, success with consequence on a medium test.
    let events = run(&mut plain, test_of(0, Characteristic::Might, [5, 5]));
    assert_eq!(
        outcome(&events),
        (12, Some(TestOutcome::SuccessWithConsequence))
    );
    let mut weak = heroes_turn();
    with(&mut weak, 0, ConditionKind::Weakened);
    let events = run(&mut weak, test_of(0, Characteristic::Might, [5, 5]));
    assert_eq!(outcome(&events), (10, Some(TestOutcome::Failure)));
    let line = crate::systems::draw_steel::combat::log::line(&weak.combatants, 0, &events[0])
        .expect("a test has a line");
    assert!(line.text.starts_with("Ayla makes a Might test"), "{line:?}");
    assert!(line.details[0].contains("Weakened"), "{line:?}");
    assert_eq!(line.rule.expect("cited").section, "Test");
}

/// "Restrained" on a test: a bane on Might and Agility tests, not on the others.
#[test]
fn restrained_takes_a_bane_on_might_and_agility_tests_only() {
    let mut state = heroes_turn();
    with(&mut state, 0, ConditionKind::Restrained);
    let events = run(&mut state, test_of(0, Characteristic::Agility, [5, 5]));
    // 10 + Agility 1 − 2 = 9.
    assert_eq!(outcome(&events).0, 9);
    let events = run(&mut state, test_of(0, Characteristic::Reason, [5, 5]));
    assert_eq!(outcome(&events).0, 10);
}

/// "Bleeding" on a test (DS-68): a Might or Agility power roll costs 1d6 + level.
#[test]
fn bleeding_on_a_might_test_costs_d6_plus_level_ds_68() {
    let mut state = heroes_turn();
    with(&mut state, 0, ConditionKind::Bleeding);
    let mut command = test_of(0, Characteristic::Might, [5, 5]);
    if let Command::Test { bleeding_die, .. } = &mut command {
        *bleeding_die = Some(1);
    }
    run(&mut state, command);
    // d6 1 + level 2.
    assert_eq!(state.combatants[0].stamina, 30 - 3);
    run(&mut state, test_of(0, Characteristic::Presence, [5, 5]));
    assert_eq!(state.combatants[0].stamina, 30 - 3);
}

/// "Invisible": tests to find an invisible creature take a bane.
#[test]
fn invisible_tests_to_find_it_take_a_bane() {
    let mut state = heroes_turn();
    state.combatants[1].invisible = true;
    let mut command = test_of(0, Characteristic::Intuition, [5, 5]);
    if let Command::Test { to_find, .. } = &mut command {
        *to_find = Some(1);
    }
    let events = run(&mut state, command);
    assert_eq!(outcome(&events).0, 8);
}

/// "Hero Tokens": a token rerolls a test; the new roll stands; only the last test's maker may.
#[test]
fn hero_tokens_reroll_a_test() {
    let mut state = heroes_turn();
    let reroll = |hero: u8, dice: [u8; 2]| Command::SpendHeroToken {
        hero,
        spend: TokenUse::Reroll,
        condition: None,
        dice: Some(dice),
    };
    assert!(refused(&state, reroll(0, [9, 9]))
        .message
        .contains("not Ayla's"));
    let events = run(&mut state, test_of(0, Characteristic::Might, [1, 2]));
    assert_eq!(outcome(&events).1, Some(TestOutcome::Failure));
    let events = run(&mut state, reroll(0, [9, 8]));
    // 17 + 2 = 19 (not a natural 19): tier 3, a success on a medium test.
    assert_eq!(outcome(&events), (19, Some(TestOutcome::Success)));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::TestMade { reroll: true, .. })));
    assert_eq!(state.hero_tokens, 1);
    // Gnash is no hero, and a reroll needs the dice of a reroll only.
    assert!(refused(&state, reroll(1, [5, 5]))
        .message
        .contains("not a hero"));
    assert!(refused(
        &state,
        Command::SpendHeroToken {
            hero: 0,
            spend: TokenUse::Surges,
            condition: None,
            dice: Some([5, 5]),
        }
    )
    .message
    .contains("reroll only"));
}
