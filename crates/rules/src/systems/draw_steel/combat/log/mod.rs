//! The combat log: each event as a sentence for the GM, with the rule behind it.
//!
//! The match below names every event, so a new one cannot compile until it is logged (or
//! deliberately left out); each arm hands its fields to the file of its subject.

mod conditions;
mod harm;
mod movement;
mod pools;
mod rolls;
mod turn;
mod words;

pub use crate::encounter::LogLine;
pub use words::side_label;

use super::command::Event;
use super::state::{CombatState, Combatant};
use words::Said;

/// The log line of `event` described against `state_before` for the command at index `command`,
/// with its round once the first round has begun (a round's start belongs to that round); `None`
/// for bookkeeping the GM need not read.
pub fn describe(state_before: &CombatState, event: &Event, command: u32) -> Option<LogLine> {
    let round = if let Event::RoundStarted { round, .. } = event {
        *round
    } else {
        state_before.round
    };
    line(&state_before.combatants, command, event).map(|line| LogLine {
        round: Some(round).filter(|round| *round > 0),
        ..line
    })
}

/// The log line of `event`, or `None` for bookkeeping the GM need not read. Its round is `None`
/// ([`describe`] sets it from the state).
pub fn line(combatants: &[Combatant], command: u32, event: &Event) -> Option<LogLine> {
    let cs = combatants;
    let Said {
        text,
        rule,
        details,
    } = match event {
        // Rounds and turns.
        Event::FirstSide { die, side, rule } => turn::first_side(*die, *side, rule),
        Event::RoundStarted { round, side } => turn::round_started(*round, *side),
        Event::TurnStarted { actor } => turn::turn_started(cs, *actor),
        Event::SlotUsed { actor, slot } => turn::slot_used(cs, *actor, *slot)?,
        Event::TurnEnded { actor } => turn::turn_ended(cs, *actor),
        Event::RoundEnded { round } => turn::round_ended(*round),
        Event::CombatEnded { outcome } => turn::combat_ended(*outcome),
        // Moving, being moved, being seen.
        Event::Moved {
            who,
            path,
            cost,
            shift,
        } => movement::moved(cs, *who, path.len(), *cost, *shift),
        Event::OpportunitiesOpened {
            mover, attackers, ..
        } => movement::opportunities_opened(cs, *mover, attackers),
        Event::ForcedMovePending(pending) => movement::forced_move_pending(cs, pending),
        Event::ForceMoved { explanation, .. } => movement::force_moved(explanation),
        Event::ForcedMoveSkipped { target } => movement::forced_move_skipped(cs, *target),
        Event::Visibility {
            who,
            hidden,
            invisible,
        } => movement::visibility(cs, *who, *hidden, *invisible),
        Event::Placed { who, position } => movement::placed(cs, *who, *position),
        Event::Elevation { .. } => return None,
        // Rolls.
        Event::PowerRolled {
            user,
            ability,
            dice,
            characteristic,
            natural,
        } => rolls::power_rolled(cs, *user, ability, dice, *characteristic, *natural),
        Event::TierReached {
            target,
            reasons,
            explanation,
            rule,
            ..
        } => rolls::tier_reached(cs, *target, reasons, explanation, rule),
        Event::CriticalHit { user } => rolls::critical_hit(cs, *user),
        Event::TestMade {
            request,
            dice,
            score,
            reasons,
            explanation,
            reroll,
            rule,
            ..
        } => rolls::test_made(
            cs,
            request,
            dice,
            *score,
            reasons,
            explanation,
            *reroll,
            rule,
        ),
        Event::Ruling { text, rule, .. } => words::said(text.clone(), Some(rule.clone())),
        Event::ObjectPlaced { object } => words::said(
            format!(
                "The GM places {} (size {}) at ({}, {})",
                object.name, object.size, object.position.x, object.position.y
            ),
            Some(crate::systems::draw_steel::cite("Slamming into Objects")),
        ),
        Event::ObjectRemoved { name, .. } => words::said(
            format!("The GM removes {name} from the map"),
            Some(crate::systems::draw_steel::cite("Slamming into Objects")),
        ),
        Event::NotChecked {
            user,
            target,
            checks,
        } => rolls::not_checked(cs, *user, *target, checks),
        // Damage, healing, fates.
        Event::Damaged {
            target,
            cause,
            explanation,
            rule,
            ..
        } => harm::damaged(cs, *target, *cause, explanation, rule),
        Event::Healed {
            who,
            amount,
            stamina,
            recovery,
            rule,
        } => harm::healed(cs, *who, *amount, *stamina, *recovery, rule),
        Event::FateChanged { who, fate, rule } => harm::fate_changed(cs, *who, *fate, rule),
        Event::SquadStamina {
            explanation, rule, ..
        } => words::said(
            format!("{explanation} ({})", super::squads::RULE_WORDS),
            Some(rule.clone()),
        ),
        Event::SquadTurnPassed {
            name, actor, rule, ..
        } => words::said(
            format!(
                "{name}'s turn goes on: {}'s part begins ({}: a squad takes one turn)",
                words::name(cs, *actor),
                super::squads::RULE_WORDS
            ),
            Some(rule.clone()),
        ),
        // Conditions.
        Event::ConditionImposed {
            target,
            condition,
            duration,
            source,
            ..
        } => conditions::imposed(cs, *target, *condition, *duration, *source),
        Event::Resisted {
            target,
            condition,
            score,
            potency,
        } => conditions::resisted(cs, *target, *condition, *score, *potency),
        Event::ConditionEnded {
            target,
            condition,
            reason,
            rule,
            ..
        } => conditions::ended(cs, *target, *condition, reason, rule),
        Event::SavingThrow {
            who,
            condition,
            die,
            success,
        } => conditions::saving_throw(cs, *who, *condition, *die, *success),
        // Surges, resources, pools, notes.
        Event::Surges { who, change } => pools::surges(cs, *who, *change),
        Event::Resource { who, change } => pools::resource(cs, *who, *change),
        Event::Pools {
            hero_tokens,
            malice,
            reason,
        } => pools::pools(*hero_tokens, *malice, reason),
        Event::Note { text, .. } => words::said(text.clone(), None),
    };
    Some(LogLine {
        command,
        round: None,
        text,
        rule,
        numbers: Vec::new(),
        details,
    })
}
