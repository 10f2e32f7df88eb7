//! Imposing and ending conditions, with when an EoT condition ends ("EoT", "Save Ends").

use super::command::Event;
use super::damage::fate_now;
use super::state::{CombatState, CombatantId, Fate};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ConditionKind, Duration};
use crate::RuleViolation;

/// Pushes the event imposing `condition` on `target`, or refuses when the condition cannot
/// affect it: a dead creature, a condition tied to a source given none or itself, or a second
/// copy of the same condition from the same source.
pub fn impose(
    state: &CombatState,
    target: CombatantId,
    condition: ConditionKind,
    duration: Duration,
    source: Option<CombatantId>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let creature = super::budget::combatant(state, target)?;
    let entry = cite(condition.name());
    if matches!(fate_now(state, events, target), Fate::Dead) {
        return Err(RuleViolation::new(
            entry,
            format!("{} is dead: no condition can affect it.", creature.name),
        ));
    }
    // A sourced condition is tied to another creature: the grabber, taunter or source of fear.
    let source = if condition.has_source() {
        match source {
            Some(s) if s == target => {
                return Err(RuleViolation::new(
                    entry,
                    format!("{} cannot be {} by itself.", creature.name, past(condition)),
                ))
            }
            Some(s) => {
                super::budget::combatant(state, s)?;
                Some(s)
            }
            None => {
                return Err(RuleViolation::new(
                    entry,
                    format!("Say who {} {}.", creature.name, source_phrase(condition)),
                ))
            }
        }
    } else {
        source
    };
    if creature
        .conditions
        .iter()
        .any(|c| c.kind == condition && c.source == source && c.duration == duration)
    {
        // Already there from the same source with the same duration: a condition is present or
        // not, so a second copy would change nothing but the EoT clock; refresh that instead.
        if duration != Duration::EndOfTurn {
            return Ok(());
        }
    }
    let ends_after_turn = (duration == Duration::EndOfTurn).then(|| {
        let acting = state.turn.is_some_and(|t| t.actor == target);
        if acting && !state.rules.eot_spans_next_turn {
            creature.turns_started
        } else {
            creature.turns_started + 1
        }
    });
    events.push(Event::ConditionImposed {
        target,
        condition,
        duration,
        source,
        ends_after_turn,
    });
    Ok(())
}

fn past(condition: ConditionKind) -> &'static str {
    match condition {
        ConditionKind::Frightened => "frightened",
        ConditionKind::Grabbed => "grabbed",
        ConditionKind::Taunted => "taunted",
        _ => "affected",
    }
}

fn source_phrase(condition: ConditionKind) -> &'static str {
    match condition {
        ConditionKind::Frightened => "is frightened of",
        ConditionKind::Grabbed => "is grabbed by",
        ConditionKind::Taunted => "is taunted by",
        _ => "is affected by",
    }
}
