//! Issue #19: every option of the battle-loop table rules plays as its label says. Each test
//! plays the rulebook scenario the rule is about under the default and under one other option,
//! and asserts both.

use super::test_kit::{battle, brawler, ok, plan_all, refused, turn_of};
use super::tests::strike_and_riposte;
use super::*;

/// The counter-Riposte a defended Riposte opened, as `(attacker, riposte allowed)` of each
/// Riposte in `events`.
fn ripostes(events: &[Event]) -> Vec<(CombatantId, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Attacked {
                attacker,
                riposte: true,
                riposte_allowed,
                ..
            } => Some((*attacker, *riposte_allowed)),
            _ => None,
        })
        .collect()
}

/// "Riposte": a Riposte is an Attack, and "Defend": a Defense two above the Strike earns a
/// Riposte. Two fighters with Defense 10 and Strike 0: Ash attacks, Bran defends (10 against 0)
/// and ripostes (Strike 0 + 2 for melee), Ash defends that (10 against 2).
fn riposte_duel(chains: RiposteChains) -> (BattleState, Vec<Event>) {
    let mut state = battle(
        vec![
            brawler("Ash", Side::Party, 0, 10, 4),
            brawler("Bran", Side::Foes, 0, 10, 1),
        ],
        None,
    );
    state.rules.riposte_chains = chains;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, strike_and_riposte(1));
    (state, events)
}

fn counter(riposter: CombatantId, target: CombatantId) -> Command {
    Command::Riposte {
        riposter,
        target,
        defend: true,
    }
}

/// Default `no_counter`: Bran's Riposte, though well defended, opens nothing.
fn assert_no_counter_by_default() {
    let (state, events) = riposte_duel(RiposteChains::NoCounter);
    assert_eq!(ripostes(&events), vec![(1, false)]);
    assert!(state.pending_ripostes.is_empty());
    let err = refused(&state, &counter(0, 1));
    assert_eq!(err.rule.section, "Engagement");
}

#[test]
fn table_rule_riposte_chains_one_counter() {
    assert_no_counter_by_default();
    let (mut state, events) = riposte_duel(RiposteChains::OneCounter);
    assert_eq!(ripostes(&events), vec![(1, true)]);
    // Ash answers Bran's Riposte; Bran defends it (10 against 2) but earns nothing more.
    let events = ok(&mut state, counter(0, 1));
    assert_eq!(ripostes(&events), vec![(0, false)]);
    assert!(state.pending_ripostes.is_empty());
    refused(&state, &counter(1, 0));
}

#[test]
fn table_rule_riposte_chains_unlimited() {
    assert_no_counter_by_default();
    let (mut state, events) = riposte_duel(RiposteChains::Unlimited);
    assert_eq!(ripostes(&events), vec![(1, true)]);
    let events = ok(&mut state, counter(0, 1));
    assert_eq!(ripostes(&events), vec![(0, true)]);
    // And again: the trade goes on until one side falls short.
    let events = ok(&mut state, counter(1, 0));
    assert_eq!(ripostes(&events), vec![(1, true)]);
    assert_eq!(state.pending_ripostes[0].counter, 3);
}
