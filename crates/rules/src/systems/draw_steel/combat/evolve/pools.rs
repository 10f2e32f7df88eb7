//! Surges, heroic resources, hero tokens and malice.

use super::super::state::{CombatState, CombatantId};

pub(super) fn surges(state: &mut CombatState, who: CombatantId, change: i8) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        combatant.surges = combatant.surges.saturating_add_signed(change);
    }
}

pub(super) fn resource(state: &mut CombatState, who: CombatantId, change: i16) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        combatant.resource = combatant.resource.saturating_add_signed(change);
    }
}

pub(super) fn pools(state: &mut CombatState, hero_tokens: i16, malice: i16) {
    state.hero_tokens = state.hero_tokens.saturating_add_signed(hero_tokens);
    state.malice = state.malice.saturating_add_signed(malice);
}
