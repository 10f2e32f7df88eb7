//! Moving, opportunity attacks, forced movement, placing, elevation, and being seen.

use super::super::state::{CombatState, CombatantId, Opportunity, PendingForcedMove};
use crate::systems::draw_steel::geometry::Pos;

pub(super) fn moved(state: &mut CombatState, who: CombatantId, path: &[Pos], cost: u16) {
    if let Some(turn) = state.turn.as_mut().filter(|t| t.actor == who) {
        turn.budget.movement = turn.budget.movement.saturating_sub(cost);
    }
    if let (Some(last), Some(combatant)) = (path.last(), state.combatants.get_mut(usize::from(who)))
    {
        combatant.position = Some(*last);
    }
}

pub(super) fn opportunities_opened(
    state: &mut CombatState,
    mover: CombatantId,
    from: Pos,
    attackers: &[CombatantId],
) {
    state.opportunities = attackers
        .iter()
        .map(|&attacker| Opportunity {
            attacker,
            mover,
            from,
        })
        .collect();
}

pub(super) fn forced_move_pending(state: &mut CombatState, pending: PendingForcedMove) {
    state.pending_moves.push(pending);
}

pub(super) fn force_moved(
    state: &mut CombatState,
    target: CombatantId,
    path: &[Pos],
    elevation: u8,
) {
    if !state.pending_moves.is_empty() {
        state.pending_moves.remove(0);
    }
    if let Some(combatant) = state.combatants.get_mut(usize::from(target)) {
        if let Some(last) = path.last() {
            combatant.position = Some(*last);
        }
        combatant.elevation = elevation;
    }
}

pub(super) fn forced_move_skipped(state: &mut CombatState) {
    if !state.pending_moves.is_empty() {
        state.pending_moves.remove(0);
    }
}

pub(super) fn placed(state: &mut CombatState, who: CombatantId, position: Pos) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        combatant.position = Some(position);
    }
}

pub(super) fn elevation(state: &mut CombatState, who: CombatantId, elevation: u8) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        combatant.elevation = elevation;
    }
}

pub(super) fn visibility(state: &mut CombatState, who: CombatantId, hidden: bool, invisible: bool) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        if combatant.hidden && !hidden {
            if let Some(turn) = state.turn.as_mut().filter(|t| t.actor == who) {
                turn.hidden_benefit = true;
            }
        }
        combatant.hidden = hidden;
        combatant.invisible = invisible;
    }
}
