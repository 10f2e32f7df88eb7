//! The GM's hand: overrides, rulings applied by hand, perks.

use super::super::state::{BattleState, CombatantId, Tile};
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::perks::Limit;
use crate::systems::fated_hand::model::Stat;

pub(super) fn overridden(
    state: &mut BattleState,
    who: CombatantId,
    hit_points: Option<i8>,
    handicap: Option<[u8; 3]>,
) {
    let c = &mut state.combatants[usize::from(who)];
    if let Some(hp) = hit_points {
        c.hit_points = hp;
        if hp > 0 {
            c.incapacitated = false;
        }
    }
    if let Some(handicap) = handicap {
        c.handicap = handicap;
    }
}

/// What an `Adjudicated` event changes.
pub(super) struct Ruling {
    pub hit_points: i8,
    pub handicap_change: [i8; 3],
    pub external: bool,
    pub movement_change: i16,
    pub stealth_power_change: i16,
    pub hidden: Option<bool>,
    pub move_to: Option<Tile>,
}

pub(super) fn adjudicated(state: &mut BattleState, who: CombatantId, r: Ruling) {
    let c = &mut state.combatants[usize::from(who)];
    c.hit_points = r.hit_points;
    if r.hit_points > 0 {
        c.incapacitated = false;
    }
    for (slot, delta) in r.handicap_change.iter().enumerate() {
        c.handicap[slot] = (i16::from(c.handicap[slot]) + i16::from(*delta)).clamp(0, 255) as u8;
    }
    c.external_handicap |= r.external && r.handicap_change.iter().any(|d| *d > 0);
    c.movement_left += r.movement_change;
    c.stealth_power = (c.stealth_power + r.stealth_power_change).max(0);
    if let Some(hidden) = r.hidden {
        c.hidden = hidden;
    }
    if r.move_to.is_some() {
        c.position = r.move_to;
    }
}

pub(super) fn perk_used(state: &mut BattleState, who: CombatantId, perk: &str, exclusive: bool) {
    let c = &mut state.combatants[usize::from(who)];
    if exclusive {
        // A second one comes only after `Innovated` (Innovative Techniques).
        let slot = if c.exclusive_perk.is_some() {
            &mut c.second_exclusive_perk
        } else {
            &mut c.exclusive_perk
        };
        *slot = Some(perk.to_owned());
    }
    // Only the perks whose uses a table rule counts per turn are kept.
    if super::super::perk_limits::counted_per_turn(perk) {
        c.perks_this_turn.push(perk.to_owned());
    }
    // "Once per battle" ("once per encounter" reads the same, per table rule).
    if content()
        .perk(perk)
        .is_some_and(|def| def.limit == Some(Limit::OncePerBattle))
    {
        c.spent_perks.push(perk.to_owned());
    }
}

/// Innovative Techniques: a second Exclusive Perk may join this action, at a cost paid once the
/// action is done (`turn::spend_action`).
pub(super) fn innovated(state: &mut BattleState, who: CombatantId, stat: Stat) {
    let c = &mut state.combatants[usize::from(who)];
    c.innovation_cost = Some(stat);
    c.innovated = true;
}

/// A perk's change in an exchange; Handicap from another creature's perk blocks Recovery.
/// A malus dealt to `who` (its positive parts), kept until the round ends.
pub(super) fn malus(state: &mut BattleState, who: CombatantId, malus: [i8; 3]) {
    let c = &mut state.combatants[usize::from(who)];
    for (slot, delta) in c.malus.iter_mut().zip(malus) {
        *slot = slot.saturating_add(delta.max(0).unsigned_abs());
    }
}

pub(super) fn perk_applied(
    state: &mut BattleState,
    (by, who): (CombatantId, CombatantId),
    handicap: [i8; 3],
    hand_size: i8,
    stealth_power: i16,
) {
    super::attack::handicap(
        state,
        who,
        handicap,
        by != who && handicap.iter().any(|d| *d > 0),
    );
    let c = &mut state.combatants[usize::from(who)];
    c.hand_size = (i16::from(c.hand_size) + i16::from(hand_size)).clamp(0, 255) as u8;
    c.stealth_power = (c.stealth_power + stealth_power).max(0);
}
