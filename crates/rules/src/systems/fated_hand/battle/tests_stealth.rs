//! "Stealth" and "Sneak": Stealth Power in the Planning Phase, the Sneak d12, Hidden creatures,
//! reveal rolls on shared tiles and the surprise Riposte.

use super::test_kit::{at, battle, brawler, grid, ok, ok_seeded, plan_all, refused, turn_of};
use super::*;

fn t(x: i16, y: i16) -> Tile {
    Tile { x, y }
}

/// Vex (a Rogue with Hidden Fang, Speed 4 + Balanced 1 = 5) at (0,0); Bran far off at (6,0).
pub(super) fn rogue_field(bran_at: (i16, i16)) -> BattleState {
    let mut vex = at(brawler("Vex", Side::Party, 3, 0, 4), 0, 0);
    vex.perks = vec!["hidden_fang".into()];
    let mut bran = at(brawler("Bran", Side::Foes, 0, 0, 0), bran_at.0, bran_at.1);
    bran.hit_points = 2;
    battle(vec![vex, bran], Some(grid(8, 4, &[])))
}

fn sneak(roll: u8) -> Command {
    Command::Sneak {
        who: 0,
        roll: Some(roll),
    }
}

/// "Sneak": not Hidden, Speed 5, not Engaged, no hostile within 2 tiles: 2 + 2 + 2 = 6
/// (digest DV-11, Speed / 2 rounded down).
#[test]
fn stealth_gain_in_the_planning_phase() {
    let mut state = rogue_field((6, 0));
    let events = ok(
        &mut state,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    let gain = events
        .iter()
        .find_map(|e| match e {
            Event::StealthGained { gain, .. } => Some(gain.clone()),
            _ => None,
        })
        .expect("a Stealth gain");
    assert_eq!(
        gain.terms.iter().map(|t| t.value).collect::<Vec<_>>(),
        [2, 2, 2]
    );
    assert_eq!(state.combatants[0].stealth_power, 6);

    // A hostile within 2 tiles: no +2 for distance.
    let mut near = rogue_field((2, 0));
    ok(
        &mut near,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    assert_eq!(near.combatants[0].stealth_power, 4);

    // Creatures without Stealth gain nothing.
    let mut plain = rogue_field((6, 0));
    let events = ok(
        &mut plain,
        tests::plan(1, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::StealthGained { .. })));
}

/// "Sneak": with Stealth Power 6, a 6 hides, a 7 does not and costs 3 Stealth Power
/// (digest DV-12).
#[test]
fn sneak_roll_against_stealth_power() {
    let mut state = rogue_field((6, 0));
    ok(
        &mut state,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    let mut hidden = state.clone();
    let mut rolled = state.clone();
    ok(&mut hidden, sneak(6));
    assert!(hidden.combatants[0].hidden);
    ok(&mut state, sneak(7));
    assert!(!state.combatants[0].hidden);
    assert_eq!(state.combatants[0].stealth_power, 3);

    // Entered rolls must be a d12's; Hidden creatures do not Sneak again.
    for bad in [0, 13] {
        let err = refused(&rolled, &sneak(bad));
        assert_eq!(err.rule.section, "Sneak");
        assert!(err.message.contains("d12"), "{}", err.message);
    }
    assert!(refused(&hidden, &sneak(1))
        .message
        .contains("already Hidden"));

    // The engine rolls when no die is entered, and records the roll.
    let events = ok_seeded(&mut rolled, 11, &Command::Sneak { who: 0, roll: None });
    assert!(matches!(
        events[0],
        Event::Sneaked {
            roll: crate::random::DieRoll {
                sides: 12,
                origin: crate::random::Origin::Rolled,
                ..
            },
            ..
        }
    ));
}

#[test]
fn sneak_refusals() {
    let state = rogue_field((6, 0));
    // No Stealth Power yet (every battle starts at 0).
    assert_eq!(refused(&state, &sneak(1)).rule.section, "Stealth");
    // No access to Stealth.
    let err = refused(
        &state,
        &Command::Sneak {
            who: 1,
            roll: Some(1),
        },
    );
    assert!(err.message.contains("no access"), "{}", err.message);
    // Not during someone else's turn.
    let mut other = state.clone();
    ok(
        &mut other,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    plan_all(&mut other);
    turn_of(&mut other, 0);
    ok(&mut other, Command::EndTurn);
    turn_of(&mut other, 1);
    assert!(refused(&other, &sneak(1)).message.contains("own turn"));
}

/// "Sneak": a Hidden creature cannot be targeted; at the next Planning Phase it loses 1 Stealth
/// Power instead of gaining.
#[test]
fn hidden_creatures_cannot_be_targeted() {
    let mut state = rogue_field((1, 0));
    ok(
        &mut state,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    ok(&mut state, sneak(1));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    let err = refused(&state, &tests::strike_at(0));
    assert_eq!(err.rule.section, "Sneak");
    ok(&mut state, Command::EndTurn);
    ok(
        &mut state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    let power = state.combatants[0].stealth_power;
    ok(
        &mut state,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    assert_eq!(state.combatants[0].stealth_power, power - 1);
}

/// "Sneak": a Hidden creature may step into a hostile's tile; the reveal d12 against its Stealth
/// Power decides, and a Revealed creature steps out at no Movement cost.
#[test]
fn sharing_a_tile_with_a_hostile_rolls_to_reveal() {
    let setup = |power: i16| {
        let mut state = rogue_field((2, 0));
        ok(
            &mut state,
            tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
        );
        plan_all(&mut state);
        state.combatants[0].hidden = true;
        state.combatants[0].stealth_power = power;
        turn_of(&mut state, 0);
        state
    };
    let into_bran = Command::Move {
        path: vec![t(1, 0), t(2, 0)],
    };
    // Stealth Power 13: no d12 reaches it; Vex stays Hidden on Bran's tile.
    let mut state = setup(13);
    let events = ok(&mut state, into_bran.clone());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RevealRolled {
            revealed: false,
            ..
        }
    )));
    assert!(state.combatants[0].hidden);
    assert_eq!(state.combatants[0].position, Some(t(2, 0)));

    // Stealth Power 1: any roll reveals; Vex steps back to where it came from, for free.
    let mut state = setup(1);
    let movement = state.combatants[0].movement_left;
    let events = ok(&mut state, into_bran);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Revealed { by: Some(1), .. })));
    assert!(!state.combatants[0].hidden);
    assert_eq!(state.combatants[0].position, Some(t(1, 0)));
    assert_eq!(state.combatants[0].movement_left, movement - 2);

    // Without being Hidden, an occupied tile is closed.
    let mut open = setup(5);
    open.combatants[0].hidden = false;
    let err = refused(
        &open,
        &Command::Move {
            path: vec![t(1, 0), t(2, 0)],
        },
    );
    assert_eq!(err.rule.section, "Move");
}

/// "Sneak": a Hidden creature may Reveal itself with a surprise Riposte at an adjacent creature
/// (+2 Strike in melee; success gives 1 Strike, Defense and Speed Handicap).
#[test]
fn reveal_with_a_surprise_riposte() {
    let mut state = rogue_field((1, 0));
    ok(
        &mut state,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    ok(&mut state, sneak(1));
    plan_all(&mut state);
    let reveal = Command::Reveal {
        who: 0,
        riposte: Some(1),
        defend: true,
    };
    // Strike 3 + 2 = 5 against Defense 0.
    let events = ok(&mut state, reveal.clone());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Attacked {
            riposte: true,
            success: true,
            ..
        }
    )));
    assert_eq!(state.combatants[1].handicap, [1, 1, 1]);
    assert!(!state.combatants[0].hidden);
    assert!(refused(&state, &reveal).message.contains("not Hidden"));

    // Too far for a surprise Riposte.
    let mut far = rogue_field((3, 0));
    ok(
        &mut far,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    ok(&mut far, sneak(1));
    assert!(refused(&far, &reveal).message.contains("adjacent"));
}

/// Table default (digest A-26): an ordinary Attack from hiding reveals the attacker.
#[test]
fn attacking_from_hiding_reveals() {
    let mut state = rogue_field((1, 0));
    ok(
        &mut state,
        tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
    );
    ok(&mut state, sneak(1));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, tests::strike_at(1));
    assert!(matches!(events[0], Event::Revealed { who: 0, .. }));
    assert!(!state.combatants[0].hidden);
}

/// Rolled Sneaks and reveal rolls live inside the events: replaying the accepted commands with
/// the same seed gives the same state, for many seeds.
#[test]
fn stealth_rolls_replay_exactly() {
    use crate::encounter::{replay, step};
    for seed in 0..40 {
        let initial = rogue_field((2, 0));
        let commands = [
            tests::plan(0, Stance::Balanced, ["AS", "AH", "AD"]),
            Command::Sneak { who: 0, roll: None },
            tests::plan(1, Stance::Balanced, ["AS", "AH", "AD"]),
            Command::EndPlanning,
            Command::ToAction { who: 0 },
            Command::Move {
                path: vec![t(1, 0), t(2, 0)],
            },
            Command::Move {
                path: vec![t(1, 1)],
            },
            Command::EndTurn,
        ];
        let mut state = initial.clone();
        let mut accepted = Vec::new();
        for command in &commands {
            if step::<FatedHandBattle>(&mut state, seed, accepted.len(), command).is_ok() {
                accepted.push(command.clone());
            }
        }
        let (replayed, _) = replay::<FatedHandBattle>(&initial, seed, &accepted).expect("replays");
        assert_eq!(replayed, state, "seed {seed}");
    }
}
