//! Stealth Power, Sneak and being Revealed.

use super::super::state::{BattleState, CombatantId, Tile};

pub(super) fn stealth_gained(state: &mut BattleState, who: CombatantId, gain: i32) {
    let c = &mut state.combatants[usize::from(who)];
    c.stealth_power = (i32::from(c.stealth_power) + gain).clamp(0, 999) as i16;
}

pub(super) fn sneaked(state: &mut BattleState, who: CombatantId, hidden: bool) {
    let c = &mut state.combatants[usize::from(who)];
    if hidden {
        c.hidden = true;
    } else {
        c.stealth_power = (c.stealth_power - 3).max(0);
    }
    state.retreat_blocked = false;
}

pub(super) fn revealed(state: &mut BattleState, who: CombatantId, to: Option<Tile>) {
    let c = &mut state.combatants[usize::from(who)];
    c.hidden = false;
    if to.is_some() {
        c.position = to;
    }
}
