//! Conditions imposed, ended, and saved against.

use super::super::state::{CombatState, CombatantId, ConditionInstance};
use crate::systems::draw_steel::content::{ConditionKind, Duration};

pub(super) fn imposed(
    state: &mut CombatState,
    target: CombatantId,
    kind: ConditionKind,
    duration: Duration,
    source: Option<CombatantId>,
    ends_after_turn: Option<u16>,
) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(target)) {
        combatant.conditions.push(ConditionInstance {
            kind,
            duration,
            source,
            ends_after_turn,
        });
    }
    // "Dazed" limits the creature to one thing on its turn: dazed during its own turn, whatever
    // it has done already counts as that one thing.
    if kind == ConditionKind::Dazed {
        if let Some(turn) = state.turn.as_mut().filter(|t| t.actor == target) {
            turn.budget.dazed = true;
        }
    }
}

pub(super) fn ended(
    state: &mut CombatState,
    target: CombatantId,
    condition: ConditionKind,
    only: Option<Duration>,
) {
    if let Some(combatant) = state.combatants.get_mut(usize::from(target)) {
        let turn = combatant.turns_started;
        combatant.conditions.retain(|c| {
            c.kind != condition
                || match only {
                    None => false,
                    Some(Duration::EndOfTurn) => {
                        c.duration != Duration::EndOfTurn
                            || c.ends_after_turn.is_some_and(|end| end > turn)
                    }
                    Some(duration) => c.duration != duration,
                }
        });
    }
}

pub(super) fn saving_throw(
    state: &mut CombatState,
    who: CombatantId,
    condition: ConditionKind,
    success: bool,
) {
    if !success {
        return;
    }
    if let Some(combatant) = state.combatants.get_mut(usize::from(who)) {
        // One success ends one save-ends instance of the condition.
        if let Some(index) = combatant
            .conditions
            .iter()
            .position(|c| c.kind == condition && c.duration == Duration::SaveEnds)
        {
            combatant.conditions.remove(index);
        }
    }
}
