//! Applies one event to the combat. Events were checked when they were decided, so applying one
//! cannot fail; an event naming a creature that is not there changes nothing.
//!
//! The match below names every event, so a new one cannot compile until it is applied; each arm
//! hands its fields to the file of its subject.

mod conditions;
mod harm;
mod movement;
mod pools;
mod turn;

use super::command::{Event, Slot};
use super::state::CombatState;

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
            | Event::SquadStamina { .. }
            | Event::Note { .. }
            | Event::NotChecked { .. }
            | Event::SlotUsed {
                slot: Slot::Free,
                ..
            }
    ) {
        state.opportunities.clear();
    }
    match event {
        // Rounds and turns.
        Event::FirstSide { side, .. } => turn::first_side(state, *side),
        Event::RoundStarted { round, side } => turn::round_started(state, *round, *side),
        Event::TurnStarted { actor } => turn::turn_started(state, *actor),
        Event::SlotUsed { actor, slot } => turn::use_slot(state, *actor, *slot),
        Event::TurnEnded { .. } => turn::turn_ended(state),
        Event::RoundEnded { round } => turn::round_ended(state, *round),
        Event::CombatEnded { outcome } => turn::combat_ended(state, *outcome),
        // Moving, being moved, being seen.
        Event::Moved {
            who, path, cost, ..
        } => movement::moved(state, *who, path, *cost),
        Event::OpportunitiesOpened {
            mover,
            from,
            attackers,
        } => movement::opportunities_opened(state, *mover, *from, attackers),
        Event::ForcedMovePending(pending) => movement::forced_move_pending(state, *pending),
        Event::ForceMoved {
            target,
            path,
            elevation,
            ..
        } => movement::force_moved(state, *target, path, *elevation),
        Event::ForcedMoveSkipped { .. } => movement::forced_move_skipped(state),
        Event::Placed { who, position } => movement::placed(state, *who, *position),
        Event::Elevation { who, elevation } => movement::elevation(state, *who, *elevation),
        Event::Visibility {
            who,
            hidden,
            invisible,
        } => movement::visibility(state, *who, *hidden, *invisible),
        // Rolls, damage, healing, fates.
        Event::PowerRolled { .. }
        | Event::TierReached { .. }
        | Event::Note { .. }
        | Event::Ruling { .. }
        | Event::NotChecked { .. } => {}
        Event::ObjectPlaced { object } => state.objects.push(object.clone()),
        Event::ObjectRemoved { object, .. } => {
            if usize::from(*object) < state.objects.len() {
                state.objects.remove(usize::from(*object));
            }
        }
        Event::TestMade { request, .. } => {
            if request.difficulty.is_some() {
                state.last_test = Some(*request);
            }
        }
        Event::CriticalHit { .. } => harm::critical_hit(state),
        Event::Damaged {
            target, stamina, ..
        } => harm::stamina(state, *target, *stamina),
        Event::Healed {
            who,
            stamina,
            recovery,
            ..
        } => harm::healed(state, *who, *stamina, *recovery),
        Event::FateChanged { who, fate, .. } => harm::fate_changed(state, *who, *fate),
        Event::SquadStamina {
            squad,
            member,
            stamina,
            felled,
            ..
        } => super::squads::apply_pool(state, *squad, *member, *stamina, felled),
        Event::SquadTurnPassed { squad, actor, .. } => {
            turn::squad_turn_passed(state, *squad, *actor);
        }
        // Conditions.
        Event::ConditionImposed {
            target,
            condition,
            duration,
            source,
            ends_after_turn,
        } => conditions::imposed(
            state,
            *target,
            *condition,
            *duration,
            *source,
            *ends_after_turn,
        ),
        Event::Resisted { .. } => {}
        Event::ConditionEnded {
            target,
            condition,
            only,
            ..
        } => conditions::ended(state, *target, *condition, *only),
        Event::SavingThrow {
            who,
            condition,
            success,
            ..
        } => conditions::saving_throw(state, *who, *condition, *success),
        // Surges, heroic resources, hero tokens and malice.
        Event::Surges { who, change } => pools::surges(state, *who, *change),
        Event::Resource { who, change } => pools::resource(state, *who, *change),
        Event::Pools {
            hero_tokens,
            malice,
            ..
        } => pools::pools(state, *hero_tokens, *malice),
    }
}
