//! Applying an event: plain bookkeeping, since `decide` worked every number out.

use super::command::{CalledShot, Event, Reaction};
use super::decide::SKILL_ROLL_COUNTERS;
use super::state::{CombatState, Fate, Phase, ACTION_COUNTERS};

/// Applies `event` to `state`.
pub fn evolve(state: &mut CombatState, event: &Event) {
    match event {
        Event::InitiativeRolled { .. } | Event::TieRolled { .. } | Event::Passed { .. } => {}
        Event::OrderSet { order } => state.order.clone_from(order),
        Event::RoundStarted { round } => state.round = *round,
        Event::TurnStarted { turn, actor } => {
            state.phase = Phase::Round { turn: *turn };
            if let Some(c) = state.combatants.get_mut(usize::from(*actor)) {
                // A prepared attack not set off by now is forfeit with its counters.
                c.prepared = None;
                c.ran = false;
                if c.fighting() {
                    c.counters = ACTION_COUNTERS;
                    c.had_turn = true;
                } else {
                    c.counters = 0;
                }
            }
        }
        Event::Moved {
            mover,
            pace,
            path,
            counters,
            ..
        } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*mover)) {
                if let Some(last) = path.last() {
                    c.fighter.at = *last;
                }
                c.ran |= *pace == super::command::Pace::Run;
                c.counters = c.counters.saturating_sub(*counters);
            }
        }
        Event::Attacked(result) => {
            if let Some(c) = state.combatants.get_mut(usize::from(result.attacker)) {
                c.counters = c.counters.saturating_sub(result.counters);
            }
            if result.reaction != Reaction::None {
                if let Some(c) = state.combatants.get_mut(usize::from(result.target)) {
                    c.counters = c.counters.saturating_sub(1);
                }
            }
        }
        Event::AreaAttacked(result) => {
            if let Some(c) = state.combatants.get_mut(usize::from(result.attacker)) {
                c.counters = c.counters.saturating_sub(result.counters);
            }
        }
        Event::Damaged { target, change } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*target)) {
                c.vitals = change.vitals;
                c.hits = change.hits;
                c.wounds = change.wounds;
            }
        }
        Event::BeganDying { target } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*target)) {
                c.fate = Fate::Dying {
                    pool: super::state::DEATH_POOL,
                };
                c.counters = 0;
            }
        }
        Event::DeathRolled { target, roll } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*target)) {
                c.wounds = roll.wounds;
                c.fate = if roll.died {
                    Fate::Dead
                } else {
                    Fate::Dying {
                        pool: roll.pool_after,
                    }
                };
            }
        }
        Event::StabilizeRolled {
            medic,
            target,
            success,
            ..
        } => {
            let rest_of_turn = state.rules.stabilize_rest_of_turn;
            if let Some(c) = state.combatants.get_mut(usize::from(*medic)) {
                c.counters = if rest_of_turn {
                    0
                } else {
                    c.counters.saturating_sub(SKILL_ROLL_COUNTERS)
                };
            }
            if *success {
                if let Some(c) = state.combatants.get_mut(usize::from(*target)) {
                    c.fate = Fate::Stabilized;
                }
            }
        }
        Event::Lamed { target, area } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*target)) {
                match area {
                    CalledShot::Arm => c.lamed.arm = true,
                    CalledShot::Leg => c.lamed.leg = true,
                    CalledShot::Head => {}
                }
            }
        }
        Event::LamingRolled {
            combatant,
            area,
            roll,
        } => {
            if let (true, Some(c)) = (
                roll.success,
                state.combatants.get_mut(usize::from(*combatant)),
            ) {
                match area {
                    CalledShot::Arm => c.lamed.arm = false,
                    CalledShot::Leg => c.lamed.leg = false,
                    CalledShot::Head => {}
                }
            }
        }
        Event::ActionPrepared { preparer, prepared } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*preparer)) {
                c.counters = c.counters.saturating_sub(prepared.counters);
                c.prepared = Some(prepared.clone());
            }
        }
        Event::PreparedTriggered { preparer, .. } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*preparer)) {
                if let Some(prepared) = c.prepared.take() {
                    c.counters = c.counters.saturating_add(prepared.counters);
                }
            }
        }
        Event::ActionLost {
            actor, counters, ..
        } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*actor)) {
                c.counters = c.counters.saturating_sub(*counters);
            }
        }
        Event::StealthRolled {
            hider, observers, ..
        } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*hider)) {
                for seen in observers.iter().filter(|o| o.hidden) {
                    if !c.hidden_from.contains(&seen.observer) {
                        c.hidden_from.push(seen.observer);
                    }
                }
            }
        }
        Event::StealthBroken { combatant, .. } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*combatant)) {
                c.hidden_from.clear();
            }
        }
        Event::LuckSpent {
            combatant, left, ..
        } => {
            if let Some(c) = state.combatants.get_mut(usize::from(*combatant)) {
                c.luck = *left;
            }
        }
        Event::Ended { winner } | Event::EndDeclared { winner } => {
            state.phase = Phase::Ended { winner: *winner }
        }
    }
}
