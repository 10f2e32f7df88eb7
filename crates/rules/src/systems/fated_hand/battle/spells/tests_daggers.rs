//! "Combat Spell List › Watchful Daggers": the daggers' magical Riposte at an enemy stepping
//! beside the caster, and table rule `fated_hand.watchful_daggers_riposte` on its Strike.

use super::super::test_kit::{ok, turn_of};
use super::super::*;
use super::tests::{cast, field, COLE, MIRA};

/// Mira raises the Watchful Daggers on two cards above 3 under `strike`, ends her turn, and
/// Cole (Defense 3, 3 tiles below her) walks up to the tile beside her and on to another beside
/// her. The
/// state after and the move's events.
fn cole_walks_up(strike: DaggersStrike) -> (BattleState, BattleState, Vec<Event>) {
    let mut state = field((2, 3));
    state.rules.spells.watchful_daggers = strike;
    state.combatants[usize::from(MIRA)]
        .spells
        .push("watchful_daggers".into());
    ok(&mut state, cast("watchful_daggers", &["5H", "9S"], None));
    let ward = &state.combatants[usize::from(MIRA)].wards;
    assert_eq!(ward.len(), 1);
    assert_eq!(ward[0].cards.len(), 2, "both Reagents stay out");
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, COLE);
    let path = vec![
        Tile { x: 1, y: 3 },
        Tile { x: 1, y: 2 },
        Tile { x: 2, y: 2 },
    ];
    let before = state.clone();
    let events = ok(&mut state, Command::Move { path });
    (before, state, events)
}

/// The daggers' Strike and whether Cole was stopped, from the move's events.
fn riposte(events: &[Event]) -> (i32, bool) {
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::SpellEffect {
                by: MIRA,
                spell,
                who: COLE,
                why,
                ..
            } if spell == "watchful_daggers" => Some(why.value),
            _ => None,
        })
        .expect("the daggers fired");
    let stopped = events.iter().any(|e| {
        matches!(
            e,
            Event::MovementStopped {
                who: COLE,
                by: MIRA,
                ..
            }
        )
    });
    (strike, stopped)
}

fn cards_out(state: &BattleState) -> Option<usize> {
    state.combatants[usize::from(MIRA)]
        .wards
        .iter()
        .find(|w| w.spell == "watchful_daggers")
        .map(|w| w.cards.len())
}

/// "Any enemy which moves into a tile adjacent to you must defend against a magical Riposte ...
/// If this is successful, the enemy must stop their movement for this turn. After the effect of
/// this spell triggers, discard one of the cards." The Riposte's Strike is not printed; by
/// default (table rule `fated_hand.watchful_daggers_riposte`) it is Mira's Magic Strike 3 + 2 =
/// 5, which reaches Cole's Defense 3 + 2: Cole stops on the tile beside her, and one card goes.
#[test]
fn watchful_daggers_stop_an_enemy_stepping_beside_the_caster() {
    let (before, state, events) = cole_walks_up(DaggersStrike::MagicStrikePlus2);
    assert_eq!(riposte(&events), (5, true));
    let cole = &state.combatants[usize::from(COLE)];
    assert_eq!(cole.position, Some(Tile { x: 1, y: 2 }));
    assert_eq!(cole.movement_left, 0, "no further this turn");
    assert_eq!(cards_out(&state), Some(1), "one card discarded");
    let stop = events
        .iter()
        .find(|e| matches!(e, Event::MovementStopped { .. }))
        .expect("stopped");
    let line = super::super::log::describe(&before, stop);
    assert_eq!(
        line.text,
        "Watchful Daggers (Mira)'s Riposte landed: Cole can move no further this turn."
    );
    assert_eq!(
        line.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Combat Spell List › Watchful Daggers")
    );
}

/// Table rule `fated_hand.watchful_daggers_riposte`, `magic_strike`: the daggers strike with
/// Mira's Magic Strike 3 alone, short of Cole's Defense 3 + 2; Cole walks on past her, and the
/// daggers still spend a card, as they fire at each step beside her: the second step ends them.
#[test]
fn table_rule_watchful_daggers_riposte_magic_strike() {
    let (_, state, events) = cole_walks_up(DaggersStrike::MagicStrike);
    assert_eq!(riposte(&events), (3, false));
    let cole = &state.combatants[usize::from(COLE)];
    assert_eq!(cole.position, Some(Tile { x: 2, y: 2 }));
    assert_eq!(
        cards_out(&state),
        None,
        "both cards discarded: the daggers are gone"
    );
    let (_, by_default, _) = cole_walks_up(DaggersStrike::MagicStrikePlus2);
    assert_eq!(
        by_default.combatants[usize::from(COLE)].position,
        Some(Tile { x: 1, y: 2 })
    );
}
