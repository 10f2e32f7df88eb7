//! A creature's turn: its start, its Primary Action, the Offhand Action, its end.

use super::super::state::{BattleState, Combatant, CombatantId, Phase};
use super::super::stats::index as handicap_slot;
use crate::deck::Zone;

pub(super) fn turn_began(state: &mut BattleState, who: CombatantId, movement: i16) {
    let count = match state.phase {
        // A Berserk creature's turn may cut into another's, at its count.
        Phase::Countdown { count } | Phase::Turn { count, .. } => count,
        _ => 0,
    };
    super::berserk::turn_began(state, who);
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
    if state.interrupted.is_empty() {
        end_of_turn(state);
    } else {
        // A Berserk turn inside another: only its own declarations lapse.
        end_of_turn_of(state, who);
    }
    if let Phase::Turn { count, .. } = state.phase {
        state.phase = Phase::Countdown { count };
    }
}

/// An Offhand Action or an Exclusive Perk lasts for one action. An action taken with two
/// Exclusive Perks costs 1 Handicap in the Stat Innovative Techniques drew ("After you do this,
/// suffer 1 Handicap in a random Stat").
pub(super) fn spend_action(state: &mut BattleState, who: CombatantId) {
    let c = &mut state.combatants[usize::from(who)];
    c.offhand_ready = false;
    spend_exclusive(c);
}

/// The Exclusive Perks declared for an action are spent by it.
pub(super) fn spend_exclusive(c: &mut Combatant) {
    c.exclusive_perk = None;
    c.second_exclusive_perk = None;
    if let Some(stat) = c.innovation_cost.take() {
        let slot = &mut c.handicap[handicap_slot(stat)];
        *slot = slot.saturating_add(1);
    }
}

/// The turn is over: declarations lapse and the Reagents spent this turn are discarded ("Cast").
pub(super) fn end_of_turn(state: &mut BattleState) {
    for who in 0..state.combatants.len() {
        end_of_turn_of(state, who as CombatantId);
    }
}

/// The end of a turn, for one creature.
fn end_of_turn_of(state: &mut BattleState, who: CombatantId) {
    let c = &mut state.combatants[usize::from(who)];
    c.offhand_ready = false;
    // Declarations no action used lapse, and cost nothing.
    c.exclusive_perk = None;
    c.second_exclusive_perk = None;
    c.innovation_cost = None;
    c.innovated = false;
    c.perks_this_turn.clear();
    c.turn_start = None;
    // A lasting spell's Reagents stay out in front of its caster (Protection Ward).
    let wards = &c.wards;
    // A combat card that paid as a Reagent (Wordless Incantation) and still counts for its stat
    // stays in play with the round's other combat cards.
    let (cards, paid) = (c.cards, c.slots_paid);
    let in_slot = |card: &crate::cards::Card| {
        cards.is_some_and(|cards| {
            cards
                .iter()
                .position(|k| k == card)
                .is_some_and(|slot| paid & (1 << slot) == 0)
        })
    };
    if let Some(deck) = &mut c.deck {
        for card in &c.spent_reagents {
            if !wards.iter().any(|w| w.cards.contains(card)) && !in_slot(card) {
                let _ = deck.move_card(*card, Zone::InPlay, Zone::Discard);
            }
        }
    }
    c.spent_reagents.clear();
}
