//! Stealth Power, Sneak and being Revealed.

use super::super::loop_rules::StealthDetails;
use super::super::state::{BattleState, CombatantId, Tile};

/// The lowest Stealth Power may go: 0 by default, unbounded under `loose` (table rule
/// fated_hand.stealth_details).
fn floor(state: &BattleState) -> i32 {
    match state.rules.stealth_details {
        StealthDetails::House => 0,
        StealthDetails::Loose => -999,
    }
}

pub(super) fn stealth_gained(state: &mut BattleState, who: CombatantId, gain: i32) {
    let floor = floor(state);
    let c = &mut state.combatants[usize::from(who)];
    c.stealth_power = (i32::from(c.stealth_power) + gain).clamp(floor, 999) as i16;
}

pub(super) fn sneaked(state: &mut BattleState, who: CombatantId, hidden: bool) {
    let floor = floor(state);
    let c = &mut state.combatants[usize::from(who)];
    c.sneaked = true;
    if hidden {
        c.hidden = true;
    } else {
        c.stealth_power = (i32::from(c.stealth_power) - 3).max(floor) as i16;
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
