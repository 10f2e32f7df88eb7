//! Moving, Hauling and the end of a Retreat attempt.

use super::super::state::{BattleState, CombatantId, Tile};

pub(super) fn moved(state: &mut BattleState, who: CombatantId, tiles: u8, to: Option<Tile>) {
    let c = &mut state.combatants[usize::from(who)];
    c.movement_left -= i16::from(tiles);
    // Moving is the action an Exclusive Perk declared for it alters.
    super::turn::spend_exclusive(c);
    c.moved = c.moved.saturating_add(tiles);
    super::super::perks::count_tiles(c, tiles);
    if to.is_some() {
        c.position = to;
    }
    state.retreat_blocked = false;
}

pub(super) fn hauled(
    state: &mut BattleState,
    who: CombatantId,
    target: Option<CombatantId>,
    to: Option<Tile>,
) {
    state.combatants[usize::from(who)].movement_left -= 1;
    if let (Some(target), Some(to)) = (target, to) {
        state.combatants[usize::from(target)].position = Some(to);
    }
    state.retreat_blocked = false;
}

pub(super) fn retreat_resolved(state: &mut BattleState, success: bool) {
    state.retreat_blocked = !success;
}

pub(super) fn unloaded(state: &mut BattleState, who: CombatantId, arm: usize) {
    state.combatants[usize::from(who)].empty_arms |= 1 << arm;
}

pub(super) fn reloaded(state: &mut BattleState, who: CombatantId, arm: usize, movement: u8) {
    let c = &mut state.combatants[usize::from(who)];
    c.empty_arms &= !(1 << arm);
    c.movement_left -= i16::from(movement);
}
