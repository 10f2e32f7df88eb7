//! The turn's budget: a main action, a maneuver and a move action, the main action convertible
//! into either of the others; dazed creatures do one thing; triggered actions are off the
//! budget but limited ("Turn", "Main Action", "Maneuver", "Dazed", "Surprised").

use super::command::Slot;
use super::state::{CombatState, Combatant, CombatantId, Phase};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ActionType, ConditionKind};
use crate::RuleViolation;

/// The combatant `id`, or a refusal naming the missing number.
pub fn combatant(state: &CombatState, id: CombatantId) -> Result<&Combatant, RuleViolation> {
    state.get(id).ok_or_else(|| {
        RuleViolation::new(
            cite("Target"),
            format!("There is no combatant number {id} in this combat."),
        )
    })
}

/// Refuses unless the combat is under way.
pub fn require_running(state: &CombatState) -> Result<(), RuleViolation> {
    match state.phase {
        Phase::Round { .. } => Ok(()),
        Phase::Opening => Err(RuleViolation::new(
            cite("Surprised"),
            "Settle which side acts first before anyone acts.",
        )),
        Phase::Ended { .. } => Err(RuleViolation::new(cite("Turn"), "The combat is over.")),
    }
}

/// Refuses unless `who` is the creature taking its turn.
pub fn require_actor(
    state: &CombatState,
    who: CombatantId,
    doing: &str,
) -> Result<(), RuleViolation> {
    require_running(state)?;
    match state.turn {
        Some(turn) if turn.actor == who => {
            if !state.pending_moves.is_empty() {
                return Err(RuleViolation::new(
                    cite("Forced Movement"),
                    "Resolve (or skip) the pending forced movement first.",
                ));
            }
            Ok(())
        }
        Some(turn) => Err(RuleViolation::new(
            cite("Turn"),
            format!(
                "It is {}'s turn; {} cannot {doing} now.",
                state
                    .get(turn.actor)
                    .map_or("another creature", |c| c.name.as_str()),
                state.get(who).map_or("that creature", |c| c.name.as_str()),
            ),
        )),
        None => Err(RuleViolation::new(
            cite("Turn"),
            "No turn is under way: start a creature's turn first.",
        )),
    }
}

/// What part of the turn an action needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// A main action.
    Main,
    /// A maneuver (the main action may stand in).
    Maneuver,
    /// A move action (the main action may stand in).
    Move,
}

/// The slot the actor would spend for `need`, or the rule that forbids it.
pub fn spend_for(
    state: &CombatState,
    actor: CombatantId,
    need: Need,
) -> Result<Slot, RuleViolation> {
    let Some(turn) = state.turn.filter(|t| t.actor == actor) else {
        return Err(RuleViolation::new(
            cite("Turn"),
            "It is not this creature's turn.",
        ));
    };
    let budget = turn.budget;
    if budget.dazed && budget.things >= 1 {
        return Err(RuleViolation::new(
            cite("Dazed"),
            "A dazed creature does only one thing on its turn (a main action, a maneuver or a \
             move action), and it has done it.",
        ));
    }
    match need {
        Need::Main if budget.main > 0 => Ok(Slot::Main),
        Need::Main => Err(RuleViolation::new(
            cite("Main Action"),
            "The main action has been used this turn.",
        )),
        Need::Maneuver if budget.maneuver > 0 => Ok(Slot::Maneuver),
        Need::Maneuver if budget.main > 0 => Ok(Slot::MainAsManeuver),
        Need::Maneuver => Err(RuleViolation::new(
            cite("Turn"),
            "No maneuver is left: the maneuver and the main action have both been used.",
        )),
        Need::Move if budget.moves > 0 => Ok(Slot::Move),
        Need::Move if budget.main > 0 => Ok(Slot::MainAsMove),
        Need::Move => Err(RuleViolation::new(
            cite("Turn"),
            "No move action is left: the move action and the main action have both been used.",
        )),
    }
}

/// The slot an ability of `action` type takes for `user`, or the rule that forbids it.
pub fn slot_for_action(
    state: &CombatState,
    user: CombatantId,
    action: ActionType,
    name: &str,
) -> Result<Slot, RuleViolation> {
    require_running(state)?;
    let creature = combatant(state, user)?;
    if !creature.fate.can_act() {
        return Err(RuleViolation::new(
            cite("Stamina"),
            format!("{} is out of the fight.", creature.name),
        ));
    }
    let on_turn = state.turn.is_some_and(|t| t.actor == user);
    let dazed = creature.has(ConditionKind::Dazed);
    let surprised = creature.surprised && state.round <= 1;
    match action {
        ActionType::MainAction => {
            require_actor(state, user, &format!("use {name}"))?;
            spend_for(state, user, Need::Main)
        }
        ActionType::Maneuver => {
            require_actor(state, user, &format!("use {name}"))?;
            spend_for(state, user, Need::Maneuver)
        }
        ActionType::MoveAction => {
            require_actor(state, user, &format!("use {name}"))?;
            spend_for(state, user, Need::Move)
        }
        ActionType::FreeManeuver => {
            require_actor(state, user, &format!("use {name}"))?;
            if dazed {
                return Err(RuleViolation::new(
                    cite("Dazed"),
                    format!("{} is dazed and cannot use free maneuvers.", creature.name),
                ));
            }
            Ok(Slot::Free)
        }
        ActionType::Triggered | ActionType::FreeTriggered => {
            if dazed {
                return Err(RuleViolation::new(
                    cite("Dazed"),
                    format!(
                        "{} is dazed and cannot use triggered or free triggered actions.",
                        creature.name
                    ),
                ));
            }
            if surprised {
                return Err(RuleViolation::new(
                    cite("Surprised"),
                    format!(
                        "{} is surprised and cannot use triggered or free triggered actions \
                         this round.",
                        creature.name
                    ),
                ));
            }
            if !state.pending_moves.is_empty() && on_turn {
                return Err(RuleViolation::new(
                    cite("Forced Movement"),
                    "Resolve (or skip) the pending forced movement first.",
                ));
            }
            if action == ActionType::FreeTriggered {
                return Ok(Slot::Free);
            }
            let limit = state.rules.triggered_per_round;
            if limit > 0 && creature.triggered_round == state.round {
                return Err(RuleViolation::new(
                    cite("Dazed"),
                    format!(
                        "{} has used its triggered action this round (table rule: one per \
                         round).",
                        creature.name
                    ),
                ));
            }
            Ok(Slot::Triggered)
        }
        ActionType::NoAction => Err(RuleViolation::new(
            cite("Ability"),
            format!("{name} takes no action: it is always in effect and is not used."),
        )),
    }
}
