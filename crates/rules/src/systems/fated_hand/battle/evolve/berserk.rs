//! Berserk: the turns a creature takes after losing its last Hit Point, the turn they cut into,
//! and the battle ending first ("Perks List › Berserk").

use super::super::state::{BattleState, CombatantId, Phase, Rage};

pub(super) fn raged(state: &mut BattleState, who: CombatantId, turns: u8, interrupts: bool) {
    if interrupts {
        state.interrupted.push(state.phase.clone());
    }
    state.combatants[usize::from(who)].rage = Some(Rage {
        turns_left: turns,
        interrupted: interrupts,
    });
}

/// A Berserk turn begins.
pub(super) fn turn_began(state: &mut BattleState, who: CombatantId) {
    if let Some(rage) = &mut state.combatants[usize::from(who)].rage {
        rage.turns_left = rage.turns_left.saturating_sub(1);
    }
}

/// A raging creature falls: the turn its rage cut into resumes, unless its creature is down.
pub(super) fn fell(state: &mut BattleState, who: CombatantId) {
    let Some(rage) = state.combatants[usize::from(who)].rage.take() else {
        return;
    };
    if !rage.interrupted {
        return;
    }
    if let Some(phase) = state.interrupted.pop() {
        state.phase = match phase {
            Phase::Turn { actor, count } if !state.combatants[usize::from(actor)].active() => {
                Phase::Countdown { count }
            }
            phase => phase,
        };
    }
}

/// "If the encounter ends during this time, you regain 1 Hit Point."
pub(super) fn outlasted(state: &mut BattleState, who: CombatantId) {
    let c = &mut state.combatants[usize::from(who)];
    c.rage = None;
    c.hit_points = c.hit_points.max(1);
    state.interrupted.clear();
}
