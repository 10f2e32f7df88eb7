//! Attacks, Ripostes, Engagements, Hit Points and Handicap.

use super::super::loop_rules::EngagementIncapacitation;
use super::super::state::{BattleState, CombatantId, PendingRiposte, Phase};
use super::turn::{end_of_turn, spend_action};
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::perks::Trigger;

pub(super) fn engagement_broken(
    state: &mut BattleState,
    mover: CombatantId,
    other: CombatantId,
    riposte: bool,
) {
    state.combatants[usize::from(mover)].engaged &= !(1 << other);
    state.combatants[usize::from(other)].engaged &= !(1 << mover);
    if riposte {
        // The event comes before the move: the mover still stands where the Engagement broke.
        let target_at = state.combatants[usize::from(mover)].position;
        state.pending_ripostes.push(PendingRiposte {
            riposter: other,
            target: mover,
            target_at,
            counter: 0,
        });
    }
}

pub(super) fn attacked(
    state: &mut BattleState,
    attacker: CombatantId,
    target: CombatantId,
    riposte: bool,
    defended: bool,
    riposte_allowed: bool,
) {
    if riposte {
        let answered = state
            .pending_ripostes
            .iter()
            .find(|p| p.riposter == attacker && p.target == target)
            .map_or(0, |p| p.counter);
        state
            .pending_ripostes
            .retain(|p| !(p.riposter == attacker && p.target == target));
        // A Riposte defended well enough opens a counter-Riposte where the table allows one
        // (table rule fated_hand.riposte_chains; decided with the event).
        if riposte_allowed {
            state.pending_ripostes.push(PendingRiposte {
                riposter: target,
                target: attacker,
                target_at: None,
                counter: answered.saturating_add(1),
            });
        }
    } else {
        let c = &mut state.combatants[usize::from(attacker)];
        c.target_streak = if c.last_target == Some(target) {
            c.target_streak.saturating_add(1)
        } else {
            1
        };
        c.last_target = Some(target);
    }
    // The action is over: an Offhand Action or Exclusive Perk declared for it is spent.
    spend_action(state, attacker);
    // A Defend spends the defender's declaration, unless it is one that works only on a
    // Riposte (Crushing Counter, Joint Lock): a Riposte is an Attack, an action of its own
    // ("Riposte").
    let for_riposte = state.combatants[usize::from(target)]
        .exclusive_perk
        .as_deref()
        .and_then(|id| content().perk(id))
        .is_some_and(|def| def.trigger == Trigger::OnRiposte || def.id == "joint_lock");
    if defended && !riposte && for_riposte {
        state.combatants[usize::from(target)].offhand_ready = false;
    } else if defended {
        spend_action(state, target);
    }
    state.retreat_blocked = false;
}

pub(super) fn hit(state: &mut BattleState, who: CombatantId, remaining: i8) {
    state.combatants[usize::from(who)].hit_points = remaining;
}

pub(super) fn engaged(state: &mut BattleState, a: CombatantId, b: CombatantId) {
    state.combatants[usize::from(a)].engaged |= 1 << b;
    state.combatants[usize::from(b)].engaged |= 1 << a;
}

pub(super) fn handicap(state: &mut BattleState, who: CombatantId, change: [i8; 3], external: bool) {
    let c = &mut state.combatants[usize::from(who)];
    for (slot, delta) in change.iter().enumerate() {
        c.handicap[slot] = (i16::from(c.handicap[slot]) + i16::from(*delta)).clamp(0, 255) as u8;
    }
    c.external_handicap |= external;
}

/// Down: the creature's turn ends at once and its Engagements dissolve or persist (table rule
/// fated_hand.engagement_incapacitation).
pub(super) fn incapacitate(state: &mut BattleState, who: CombatantId) {
    let index = usize::from(who);
    state.combatants[index].incapacitated = true;
    // A fallen caster's Concentration breaks (table rule `fated_hand.concentration`).
    state.combatants[index].concentrating = None;
    // Under `persist` they last until one side moves (its Riposte then lapses: the fallen
    // cannot act).
    if state.rules.engagement_incapacitation == EngagementIncapacitation::Dissolve {
        state.combatants[index].engaged = 0;
        for other in &mut state.combatants {
            other.engaged &= !(1 << who);
        }
    }
    state
        .pending_ripostes
        .retain(|p| p.riposter != who && p.target != who);
    if state.combatants[index].is_summon() {
        // Summons leave no body behind ("Summoned Creatures").
        state.combatants[index].position = None;
    }
    if let Phase::Turn { actor, count } = state.phase {
        if actor == who {
            state.combatants[index].acted = true;
            state.phase = Phase::Countdown { count };
            end_of_turn(state);
        }
    }
    super::berserk::fell(state, who);
}
