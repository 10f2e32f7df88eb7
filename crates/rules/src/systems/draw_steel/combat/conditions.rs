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
    if condition == ConditionKind::Prone {
        fall_when_knocked_prone(state, target, events);
    }
    Ok(())
}

/// The creature's height above the ground once `events` apply.
fn elevation_now(state: &CombatState, events: &[Event], who: CombatantId) -> u8 {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Elevation { who: w, elevation } if *w == who => Some(*elevation),
            Event::ForceMoved {
                target, elevation, ..
            } if *target == who => Some(*elevation),
            _ => None,
        })
        .unwrap_or_else(|| state.get(who).map_or(0, |c| c.elevation))
}

/// "Prone": a creature knocked prone while off the ground (flying, climbing or jumping) falls.
/// It falls its height, with the falling rules; it is already prone.
fn fall_when_knocked_prone(state: &CombatState, who: CombatantId, events: &mut Vec<Event>) {
    let height = elevation_now(state, events, who);
    let Some(creature) = state.get(who).filter(|_| height > 0) else {
        return;
    };
    let fall = crate::systems::draw_steel::movement::falling(
        u16::from(height),
        creature.characteristics.agility,
        state.rules.fall_options(),
    );
    events.push(Event::Elevation { who, elevation: 0 });
    events.push(Event::Ruling {
        who: Some(who),
        text: format!(
            "{} is knocked prone {} above the ground and falls",
            creature.name,
            crate::systems::draw_steel::words::count(height, "square", "squares")
        ),
        rule: cite("Prone"),
    });
    if fall.damage > 0 {
        super::damage::hit(
            state,
            super::damage::Hit {
                target: who,
                raw: fall.damage,
                damage_type: None,
                cause: super::command::DamageCause::Fall,
                source: None,
                knock_out: false,
                label: format!(
                    "Fell {}, {} after Agility: 2 × {} (at most 50)",
                    crate::systems::draw_steel::words::count(height, "square", "squares"),
                    fall.effective,
                    fall.effective
                ),
            },
            events,
        );
    }
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
