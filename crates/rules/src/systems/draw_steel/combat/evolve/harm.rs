//! Critical hits, damage, healing and fates.

use super::super::state::{CombatState, CombatantId, Fate};

pub(super) fn critical_hit(state: &mut CombatState) {
    if let Some(turn) = state.turn.as_mut() {
        turn.budget.main += 1;
        turn.budget.immediate_main = true;
    }
}

pub(super) fn stamina(state: &mut CombatState, who: CombatantId, stamina: i32) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        combatant.stamina = stamina;
    }
}

pub(super) fn healed(state: &mut CombatState, who: CombatantId, stamina: i32, recovery: bool) {
    self::stamina(state, who, stamina);
    if recovery {
        if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
            combatant.recoveries = combatant.recoveries.saturating_sub(1);
        }
    }
}

pub(super) fn fate_changed(state: &mut CombatState, who: CombatantId, fate: Fate) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        combatant.fate = fate;
    }
}
