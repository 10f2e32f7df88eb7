//! The checks every decision shares: the refusal, the combatant asked for, whether it still
//! fights, who is acting. Below every decide-side module; it knows only the state and the events.

use super::command::Event;
use super::state::{BattleState, Combatant, CombatantId, Phase};
use crate::systems::fated_hand::cite;
use crate::RuleViolation;

pub(super) type Decision = Result<Vec<Event>, RuleViolation>;

pub(super) fn refuse(section: &'static str, message: impl Into<String>) -> RuleViolation {
    RuleViolation::new(cite(section), message)
}

pub(super) fn combatant(state: &BattleState, id: CombatantId) -> Result<&Combatant, RuleViolation> {
    state.combatant(id).ok_or_else(|| {
        refuse(
            "Flow of Battle",
            format!("There is no combatant {id} in this battle."),
        )
    })
}

/// Refuses a creature at 0 Hit Points: it takes no part in the battle ("Hit Points").
pub(super) fn ensure_active(c: &Combatant) -> Result<(), RuleViolation> {
    if c.active() {
        Ok(())
    } else {
        Err(refuse(
            "Hit Points",
            format!("{} is Incapacitated.", c.name),
        ))
    }
}

pub(super) fn actor(state: &BattleState) -> Result<(CombatantId, &Combatant), RuleViolation> {
    match state.phase {
        Phase::Turn { actor, .. } => Ok((actor, combatant(state, actor)?)),
        _ => Err(refuse(
            "Initiative Countdown",
            "No creature is taking its turn; call \"To action!\" first.",
        )),
    }
}

/// Refuses a creature that has spent its Primary Action this turn ("Basic Actions"), naming the
/// Offhand Action when that is what it was counting on ("Offhand Action").
pub(super) fn primary_available(c: &Combatant) -> Result<(), RuleViolation> {
    if !c.primary_used {
        return Ok(());
    }
    if c.offhand_ready {
        return Err(refuse(
            "Offhand Action",
            format!(
                "{} has already taken its Primary Action: the Offhand Action lends the Offhand \
                 Arm for one action, it is not a second Primary Action.",
                c.name
            ),
        ));
    }
    Err(refuse(
        "Basic Actions",
        format!("{} has already taken a Primary Action this turn.", c.name),
    ))
}
