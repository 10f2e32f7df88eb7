//! "Arms List": ranged arms print a Reload Cost and the rulebook never says how reloading works
//! (table rule `fated_hand.reload_cost`). By default a fired arm is empty until its wielder pays
//! that much Movement, which the next shot takes from the Movement left.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::{fighter, strike_at};
use super::*;

/// A longbow-like arm: Reload Cost 1, Effective Range 5-6, with Speed 4.
fn longbow() -> ArmProfile {
    ArmProfile {
        arm: Some("longbow".into()),
        name: "Longbow".into(),
        strike: 6,
        defense: 0,
        speed: 4,
        magic_strike: 0,
        reach: 1,
        effective_range: Some((5, 6)),
        ranged: true,
        two_handed: false,
        reload_cost: 1,
        offhand_defense: 0,
        perks: Vec::new(),
    }
}

/// Ash with the longbow 5 tiles from Bran, under `rules`; Ash's first turn begun.
fn range(rules: BattleRules) -> BattleState {
    let ash = at(fighter("Ash", Side::Party, longbow(), false), 0, 0);
    let mut bran = at(brawler("Bran", Side::Foes, 0, 0, 1), 5, 0);
    bran.hit_points = 9;
    let mut state = battle(vec![ash, bran], Some(grid(8, 3, &[])));
    state.rules = BattleRules {
        initiative_ties: InitiativeTies::GmDecides,
        ..rules
    };
    plan_all(&mut state);
    turn_of(&mut state, 0);
    state
}

/// Ends Ash's turn and the round, and begins Ash's next turn.
fn next_turn(state: &mut BattleState) {
    ok(state, Command::EndTurn);
    turn_of(state, 1);
    ok(state, Command::EndTurn);
    ok(
        state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
    plan_all(state);
    turn_of(state, 0);
}

/// Ash spends every Movement left, stepping to and fro.
fn walk_it_all(state: &mut BattleState) {
    for i in 0..state.combatants[0].movement_left {
        let k = (i + 1) % 2;
        ok(
            state,
            Command::Move {
                path: vec![Tile { x: k, y: k }],
            },
        );
    }
    assert_eq!(state.combatants[0].movement_left, 0);
}

#[test]
fn arms_list_a_fired_longbow_is_reloaded_for_its_reload_cost_in_movement() {
    let mut state = range(BattleRules::default());
    let first = ok(&mut state, strike_at(1));
    assert!(
        first.contains(&Event::Unloaded { who: 0, arm: 0 }),
        "{first:?}"
    );
    assert_eq!(state.combatants[0].empty_arms, 1);

    next_turn(&mut state);
    let movement = state.combatants[0].movement_left;
    assert!(movement >= 1);
    // Spent all Movement first: the bow cannot be reloaded, and the shot is refused.
    let mut walked = state.clone();
    walk_it_all(&mut walked);
    let err = refused(&walked, &strike_at(1));
    assert!(
        err.message.contains("Longbow is empty") && err.message.contains("1 Movement"),
        "{}",
        err.message
    );
    // With Movement left, the shot reloads first and pays 1 Movement.
    let second = ok(&mut state, strike_at(1));
    let reload = second
        .iter()
        .position(|e| {
            *e == Event::Reloaded {
                who: 0,
                arm: 0,
                movement: 1,
            }
        })
        .expect("a reload");
    let shot = second
        .iter()
        .position(|e| matches!(e, Event::Attacked { attacker: 0, .. }))
        .expect("the shot");
    assert!(reload < shot);
    assert_eq!(state.combatants[0].movement_left, movement - 1);
    assert_eq!(
        state.combatants[0].empty_arms, 1,
        "empty again after the shot"
    );
}

#[test]
fn table_rule_reload_cost_ignored() {
    let mut state = range(BattleRules {
        reload_cost: ReloadCost::Ignored,
        ..BattleRules::default()
    });
    let first = ok(&mut state, strike_at(1));
    assert!(!first.iter().any(|e| matches!(e, Event::Unloaded { .. })));
    assert_eq!(state.combatants[0].empty_arms, 0);
    next_turn(&mut state);
    // Every Movement spent, the bow still fires, and nothing is paid.
    walk_it_all(&mut state);
    let second = ok(&mut state, strike_at(1));
    assert!(!second.iter().any(|e| matches!(e, Event::Reloaded { .. })));
    assert_eq!(state.combatants[0].movement_left, 0);
}
