//! "Engagement": the Riposte offered when a creature breaks an Engagement by moving.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, turn_of};
use super::tests::strike_at;
use super::*;

/// "Engagement": "When either creature moves, the Engagement is broken. At this time, their
/// opponent may attempt a Riposte targeting the creature breaking the Engagement." The Riposte
/// belongs to the moment the Engagement breaks, so reach is measured from where the mover stood
/// then, not from where its move ended.
#[test]
fn engagement_riposte_is_measured_where_the_engagement_broke() {
    let mut state = battle(
        vec![
            at(brawler("Ash", Side::Party, 0, 0, 4), 1, 1),
            at(brawler("Bran", Side::Foes, 5, 0, 1), 2, 1),
        ],
        Some(grid(6, 4, &[])),
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    // Ash's attack (Strike 0 against Defense 0) fails but engages the two.
    ok(&mut state, strike_at(1));
    assert!(state.combatants[0].engaged_with(1));
    // Ash steps away to (0, 1), two tiles from Bran: the Engagement breaks.
    ok(
        &mut state,
        Command::Move {
            path: vec![Tile { x: 0, y: 1 }],
        },
    );
    assert!(!state.combatants[0].engaged_with(1));
    assert_eq!(state.combatants[0].position, Some(Tile { x: 0, y: 1 }));
    // Bran's fists reach 1 tile; Ash was adjacent when he broke away, so the Riposte stands.
    let events = ok(
        &mut state,
        Command::Riposte {
            riposter: 1,
            target: 0,
            defend: true,
        },
    );
    let riposte = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker: 1,
                target: 0,
                riposte: true,
                strike,
                success,
                ..
            } => Some((strike.value, *success)),
            _ => None,
        })
        .expect("Bran's Riposte");
    // Strike 5 + 2 for a melee Riposte against Defense 0 (Balanced, Aces): a success.
    assert_eq!(riposte, (7, true));
    assert!(events.contains(&Event::Handicap {
        who: 0,
        change: [1, 1, 1],
        external: true,
    }));
}

/// The Riposte is still refused when the mover was out of reach before it moved too (a 1-tile arm
/// against a creature engaged from 2 tiles away by a Reach attack).
#[test]
fn engagement_riposte_out_of_reach_where_it_broke_is_refused() {
    let mut long = brawler("Ash", Side::Party, 0, 0, 4);
    long.arms[0].reach = 2;
    let mut state = battle(
        vec![
            at(long, 0, 1),
            at(brawler("Bran", Side::Foes, 5, 0, 1), 2, 1),
        ],
        Some(grid(6, 4, &[])),
    );
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, strike_at(1));
    assert!(state.combatants[0].engaged_with(1));
    ok(
        &mut state,
        Command::Move {
            path: vec![Tile { x: 0, y: 2 }],
        },
    );
    let err = super::test_kit::refused(
        &state,
        &Command::Riposte {
            riposter: 1,
            target: 0,
            defend: true,
        },
    );
    assert_eq!(err.rule.section, "Attack");
    assert!(err.message.contains("2 tiles away"), "{}", err.message);
}
