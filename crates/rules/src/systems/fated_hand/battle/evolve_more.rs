//! Applying the events of Retreat, Haul, the Offhand Action, Stealth, casting, perks, GM rulings
//! and summoning.

use super::command::Event;
use super::evolve::spend_action;
use super::state::{ArmProfile, BattleState, Combatant, Stance};
use crate::deck::Zone;

pub(super) fn evolve(state: &mut BattleState, event: &Event) {
    match event {
        Event::RetreatAttempted { .. }
        | Event::RevealRolled { .. }
        | Event::RulingNeeded { .. } => {}
        Event::RetreatResolved { success } => state.retreat_blocked = !success,
        Event::Hauled { who, target, to } => {
            state.combatants[usize::from(*who)].movement_left -= 1;
            if let (Some(target), Some(to)) = (target, to) {
                state.combatants[usize::from(*target)].position = Some(*to);
            }
            state.retreat_blocked = false;
        }
        Event::OffhandReady { who, .. } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.offhand_ready = true;
            c.offhand_used = true;
        }
        Event::StealthGained { who, gain } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.stealth_power = (i32::from(c.stealth_power) + gain.value).clamp(0, 999) as i16;
        }
        Event::Sneaked { who, hidden, .. } => {
            let c = &mut state.combatants[usize::from(*who)];
            if *hidden {
                c.hidden = true;
            } else {
                c.stealth_power = (c.stealth_power - 3).max(0);
            }
            state.retreat_blocked = false;
        }
        Event::Revealed { who, to, .. } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.hidden = false;
            if to.is_some() {
                c.position = *to;
            }
        }
        Event::Adjudicated {
            who,
            hit_points,
            handicap_change,
            external,
            movement_change,
            stealth_power_change,
            hidden,
            move_to,
            ..
        } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.hit_points = *hit_points;
            if *hit_points > 0 {
                c.incapacitated = false;
            }
            for (slot, delta) in handicap_change.iter().enumerate() {
                c.handicap[slot] =
                    (i16::from(c.handicap[slot]) + i16::from(*delta)).clamp(0, 255) as u8;
            }
            c.external_handicap |= *external && handicap_change.iter().any(|d| *d > 0);
            c.movement_left += movement_change;
            c.stealth_power = (c.stealth_power + stealth_power_change).max(0);
            if let Some(hidden) = hidden {
                c.hidden = *hidden;
            }
            if move_to.is_some() {
                c.position = *move_to;
            }
        }
        Event::SpellCast {
            who,
            spell,
            reagents,
            ..
        } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.casts_this_turn = c.casts_this_turn.saturating_add(1);
            c.spells_cast.push(spell.clone());
            if let Some(deck) = &mut c.deck {
                for card in reagents {
                    let _ = deck.move_card(*card, Zone::Reagents, Zone::InPlay);
                }
            }
            c.spent_reagents.extend(reagents.iter().copied());
            spend_action(state, *who);
            state.retreat_blocked = false;
        }
        Event::PerkUsed {
            who,
            perk,
            exclusive: true,
            ..
        } => state.combatants[usize::from(*who)].exclusive_perk = Some(perk.clone()),
        Event::PerkUsed { .. } => {}
        Event::Summoned {
            by,
            name,
            strike,
            defense,
            at,
            hit_points,
            ..
        } => {
            let side = state.combatants[usize::from(*by)].side;
            state.combatants.push(Combatant {
                name: name.clone(),
                side,
                arms: vec![ArmProfile {
                    arm: None,
                    name: name.clone(),
                    strike: strike.value as i16,
                    defense: defense.value as i16,
                    speed: 0,
                    magic_strike: 0,
                    reach: 1,
                    effective_range: None,
                    ranged: false,
                    two_handed: false,
                }],
                stance: Stance::Balanced,
                hit_points: *hit_points,
                max_hit_points: *hit_points,
                position: *at,
                planned: true,
                acted: true,
                summoned_by: Some(*by),
                ..Combatant::blank()
            });
        }
        // The core events are applied in evolve.rs.
        _ => {}
    }
}
