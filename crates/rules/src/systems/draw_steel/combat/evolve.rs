//! Applies one event to the combat. Events were checked when they were decided, so applying one
//! cannot fail; an event naming a creature that is not there changes nothing.

use super::command::{Event, Slot};
use super::state::{effective_speed, CombatState, ConditionInstance, Phase, Turn, TurnBudget};
use crate::systems::draw_steel::content::{ConditionKind, Duration};

/// Applies `event` to `state`.
pub fn evolve(state: &mut CombatState, event: &Event) {
    // Opportunity attacks stay open only until the next thing happens that is not one of them.
    if !matches!(
        event,
        Event::OpportunitiesOpened { .. }
            | Event::PowerRolled { .. }
            | Event::TierReached { .. }
            | Event::Damaged { .. }
            | Event::FateChanged { .. }
            | Event::Note { .. }
            | Event::SlotUsed {
                slot: Slot::Free,
                ..
            }
    ) {
        state.opportunities.clear();
    }
    match event {
        Event::FirstSide { side, .. } => {
            state.first_side = Some(*side);
            state.phase = Phase::Round { next: *side };
        }
        Event::RoundStarted { round, side } => {
            state.round = *round;
            state.phase = Phase::Round { next: *side };
            for combatant in &mut state.combatants {
                combatant.acted = false;
            }
        }
        Event::TurnStarted { actor } => {
            let Some(combatant) = state.combatants.get_mut(usize::from(*actor)) else {
                return;
            };
            combatant.turns_started += 1;
            combatant.acted = true;
            let dazed = combatant.has(ConditionKind::Dazed);
            state.turn = Some(Turn {
                actor: *actor,
                budget: TurnBudget::fresh(dazed),
                hidden_benefit: false,
            });
            if let Phase::Round { next } = state.phase {
                let other = next.other();
                state.phase = Phase::Round {
                    next: if state.side_can_act(other) {
                        other
                    } else {
                        next
                    },
                };
            }
        }
        Event::SlotUsed { actor, slot } => use_slot(state, *actor, *slot),
        Event::Moved {
            who, path, cost, ..
        } => {
            if let Some(turn) = state.turn.as_mut().filter(|t| t.actor == *who) {
                turn.budget.movement = turn.budget.movement.saturating_sub(*cost);
            }
            if let (Some(last), Some(combatant)) =
                (path.last(), state.combatants.get_mut(usize::from(*who)))
            {
                combatant.position = Some(*last);
            }
        }
        Event::OpportunitiesOpened {
            mover,
            from,
            attackers,
        } => {
            state.opportunities = attackers
                .iter()
                .map(|&attacker| super::state::Opportunity {
                    attacker,
                    mover: *mover,
                    from: *from,
                })
                .collect();
        }
        Event::PowerRolled { .. } | Event::TierReached { .. } | Event::Note { .. } => {}
        Event::CriticalHit { .. } => {
            if let Some(turn) = state.turn.as_mut() {
                turn.budget.main += 1;
                turn.budget.immediate_main = true;
            }
        }
        Event::Damaged {
            target, stamina, ..
        }
        | Event::Healed {
            who: target,
            stamina,
            ..
        } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*target)) {
                combatant.stamina = *stamina;
            }
            if let Event::Healed {
                who,
                recovery: true,
                ..
            } = event
            {
                if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                    combatant.recoveries = combatant.recoveries.saturating_sub(1);
                }
            }
        }
        Event::FateChanged { who, fate, .. } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                combatant.fate = *fate;
            }
        }
        Event::ConditionImposed {
            target,
            condition,
            duration,
            source,
            ends_after_turn,
        } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*target)) {
                combatant.conditions.push(ConditionInstance {
                    kind: *condition,
                    duration: *duration,
                    source: *source,
                    ends_after_turn: *ends_after_turn,
                });
            }
        }
        Event::Resisted { .. } => {}
        Event::ConditionEnded {
            target,
            condition,
            only,
            ..
        } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*target)) {
                let turn = combatant.turns_started;
                combatant.conditions.retain(|c| {
                    c.kind != *condition
                        || match only {
                            None => false,
                            Some(Duration::EndOfTurn) => {
                                c.duration != Duration::EndOfTurn
                                    || c.ends_after_turn.is_some_and(|end| end > turn)
                            }
                            Some(duration) => c.duration != *duration,
                        }
                });
            }
        }
        Event::SavingThrow {
            who,
            condition,
            success: true,
            ..
        } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                // One success ends one save-ends instance of the condition.
                if let Some(index) = combatant
                    .conditions
                    .iter()
                    .position(|c| c.kind == *condition && c.duration == Duration::SaveEnds)
                {
                    combatant.conditions.remove(index);
                }
            }
        }
        Event::SavingThrow { .. } => {}
        Event::ForcedMovePending(pending) => state.pending_moves.push(*pending),
        Event::ForceMoved {
            target,
            path,
            elevation,
            ..
        } => {
            if !state.pending_moves.is_empty() {
                state.pending_moves.remove(0);
            }
            if let Some(combatant) = state.combatants.get_mut(usize::from(*target)) {
                if let Some(last) = path.last() {
                    combatant.position = Some(*last);
                }
                combatant.elevation = *elevation;
            }
        }
        Event::ForcedMoveSkipped { .. } => {
            if !state.pending_moves.is_empty() {
                state.pending_moves.remove(0);
            }
        }
        Event::Surges { who, change } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                combatant.surges = combatant.surges.saturating_add_signed(*change);
            }
        }
        Event::Resource { who, change } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                combatant.resource = combatant.resource.saturating_add_signed(*change);
            }
        }
        Event::Pools {
            hero_tokens,
            malice,
            ..
        } => {
            state.hero_tokens = state.hero_tokens.saturating_add_signed(*hero_tokens);
            state.malice = state.malice.saturating_add_signed(*malice);
        }
        Event::Visibility {
            who,
            hidden,
            invisible,
        } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                if combatant.hidden && !hidden {
                    if let Some(turn) = state.turn.as_mut().filter(|t| t.actor == *who) {
                        turn.hidden_benefit = true;
                    }
                }
                combatant.hidden = *hidden;
                combatant.invisible = *invisible;
            }
        }
        Event::Placed { who, position } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                combatant.position = Some(*position);
            }
        }
        Event::Elevation { who, elevation } => {
            if let Some(combatant) = state.combatants.get_mut(usize::from(*who)) {
                combatant.elevation = *elevation;
            }
        }
        Event::TurnEnded { .. } => {
            state.turn = None;
        }
        Event::RoundEnded { round } => {
            if *round == 1 {
                for combatant in &mut state.combatants {
                    combatant.surprised = false;
                }
            }
        }
        Event::CombatEnded { outcome } => {
            state.phase = Phase::Ended { outcome: *outcome };
            state.turn = None;
            state.pending_moves.clear();
            for combatant in &mut state.combatants {
                combatant.surges = 0;
                combatant.conditions.retain(|c| {
                    !matches!(c.duration, Duration::SaveEnds | Duration::EndOfEncounter)
                });
            }
        }
    }
}

fn use_slot(state: &mut CombatState, actor: u8, slot: Slot) {
    let round = state.round;
    if slot == Slot::Triggered {
        if let Some(combatant) = state.combatants.get_mut(usize::from(actor)) {
            combatant.triggered_round = round;
        }
        return;
    }
    let Some(turn) = state.turn.as_mut().filter(|t| t.actor == actor) else {
        return;
    };
    let budget = &mut turn.budget;
    if budget.immediate_main
        && !matches!(slot, Slot::Main | Slot::MainAsManeuver | Slot::MainAsMove)
    {
        // The critical hit's extra main action had to be used at once (it may be converted,
        // digest A4); doing anything else forfeits it.
        budget.main = budget.main.saturating_sub(1);
        budget.immediate_main = false;
    }
    match slot {
        Slot::Main => {
            budget.main = budget.main.saturating_sub(1);
            budget.immediate_main = false;
        }
        Slot::Maneuver => budget.maneuver = budget.maneuver.saturating_sub(1),
        Slot::Move => budget.moves = budget.moves.saturating_sub(1),
        Slot::MainAsManeuver | Slot::MainAsMove => {
            budget.main = budget.main.saturating_sub(1);
            budget.immediate_main = false;
        }
        Slot::Triggered | Slot::Free => return,
    }
    if matches!(slot, Slot::Move | Slot::MainAsMove) {
        let speed = state
            .combatants
            .get(usize::from(actor))
            .map_or(0, |c| u16::from(effective_speed(c)));
        if let Some(turn) = state.turn.as_mut() {
            turn.budget.movement += speed;
        }
    }
    if let Some(turn) = state.turn.as_mut() {
        turn.budget.things += 1;
    }
}
