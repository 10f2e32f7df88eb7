//! A creature's turn: its start, its Primary Action, the Offhand Action, its end.

use super::super::state::{BattleState, CombatantId, Phase};
use crate::deck::Zone;

pub(super) fn turn_began(state: &mut BattleState, who: CombatantId, movement: i16) {
    let count = match state.phase {
        Phase::Countdown { count } => count,
        _ => 0,
    };
    let c = &mut state.combatants[usize::from(who)];
    c.movement_left = movement;
    c.moved = 0;
    c.primary_used = std::mem::take(&mut c.primary_spent_ahead);
    c.casts_this_turn = 0;
    c.sneaked = false;
    c.turn_start = c.position;
    // Its summons move on its turn, each its own Movement ("Summoned Creatures").
    for summon in &mut state.combatants {
        if summon.summoned_by == Some(who) {
            summon.movement_left = summon.summon_movement.unwrap_or(0);
            summon.moved = 0;
        }
    }
    super::super::perks::turn_taken(state, who);
    state.phase = Phase::Turn { actor: who, count };
}

pub(super) fn primary_action(state: &mut BattleState, who: CombatantId) {
    state.combatants[usize::from(who)].primary_used = true;
    state.retreat_blocked = false;
}

pub(super) fn offhand_ready(state: &mut BattleState, who: CombatantId) {
    let c = &mut state.combatants[usize::from(who)];
    c.offhand_ready = true;
    c.offhand_used = true;
}

pub(super) fn turn_ended(state: &mut BattleState, who: CombatantId) {
    state.combatants[usize::from(who)].acted = true;
    state.pending_ripostes.clear();
    end_of_turn(state);
    if let Phase::Turn { count, .. } = state.phase {
        state.phase = Phase::Countdown { count };
    }
}

/// An Offhand Action or an Exclusive Perk lasts for one action.
pub(super) fn spend_action(state: &mut BattleState, who: CombatantId) {
    let c = &mut state.combatants[usize::from(who)];
    c.offhand_ready = false;
    c.exclusive_perk = None;
}

/// The turn is over: declarations lapse and the Reagents spent this turn are discarded ("Cast").
pub(super) fn end_of_turn(state: &mut BattleState) {
    for c in &mut state.combatants {
        c.offhand_ready = false;
        c.exclusive_perk = None;
        c.turn_start = None;
        // A lasting spell's Reagents stay out in front of its caster (Protection Ward).
        let wards = &c.wards;
        if let Some(deck) = &mut c.deck {
            for card in &c.spent_reagents {
                if !wards.iter().any(|w| w.cards.contains(card)) {
                    let _ = deck.move_card(*card, Zone::InPlay, Zone::Discard);
                }
            }
        }
        c.spent_reagents.clear();
    }
}
