//! The checks the commands share: who may act now, and whether a card is where a command needs
//! it. Each refusal is an [`OppositionError`] naming its rule.

use super::super::content::Trait;
use super::super::words;
use super::evolve::role_of;
use super::log::card_words;
use super::{
    CombatantId, Condition, DrawStep, OpposedDraw, OppositionError, OppositionState, Phase, Role,
    Turn, TurnStep, Zone,
};
use crate::cards::{Card, PlayingCard};
use crate::pile::PileSet;

/// A result refused with the rule it breaks.
pub(super) type Checked<T> = Result<T, OppositionError>;

pub(super) fn combatant_of(state: &OppositionState, id: CombatantId) -> Checked<&super::Combatant> {
    state
        .combatant(id)
        .ok_or(OppositionError::UnknownCombatant { id })
}

pub(super) fn name(state: &OppositionState, id: CombatantId) -> Checked<String> {
    Ok(combatant_of(state, id)?.name.clone())
}

pub(super) fn able(state: &OppositionState, id: CombatantId) -> Checked<()> {
    let who = combatant_of(state, id)?;
    if who.condition().can_act() {
        Ok(())
    } else {
        Err(OppositionError::CannotAct {
            name: who.name.clone(),
            condition: who.condition().name(),
        })
    }
}

pub(super) fn in_hand(state: &OppositionState, id: CombatantId, card: Card) -> Checked<()> {
    if state
        .cards
        .pile(&Zone::Hand(id))
        .contains(&PlayingCard::Suited(card))
    {
        Ok(())
    } else {
        Err(OppositionError::NotInHand {
            name: name(state, id)?,
            card: card_words(card),
        })
    }
}

pub(super) fn desperate_trait(
    state: &OppositionState,
    id: CombatantId,
    chosen: Trait,
) -> Checked<()> {
    let who = combatant_of(state, id)?;
    if who.condition() == Condition::Desperation && !matches!(chosen, Trait::Spirit | Trait::Luck) {
        return Err(OppositionError::DesperateTrait {
            name: who.name.clone(),
            trait_name: chosen.name(),
        });
    }
    Ok(())
}

/// What the Opposition waits for now, as a refusal.
pub(super) fn not_now(state: &OppositionState) -> OppositionError {
    let (waiting, rule) = waiting_for(state);
    OppositionError::NotNow { waiting, rule }
}

pub(super) fn out_of_turn(
    state: &OppositionState,
    id: CombatantId,
    doing: &'static str,
) -> Checked<OppositionError> {
    Ok(OppositionError::OutOfTurn {
        name: name(state, id)?,
        doing,
        waiting: waiting_for(state).0,
    })
}

/// Who or what the Opposition waits for, and the step that says so.
pub(super) fn waiting_for(state: &OppositionState) -> (String, &'static str) {
    let named = |id: CombatantId| {
        state
            .combatant(id)
            .map_or_else(|| format!("combatant {id}"), |c| c.name.clone())
    };
    match &state.phase {
        Phase::Initiative => (
            "everyone is choosing an initiative card".into(),
            "b. Initiative",
        ),
        Phase::Ended(_) => ("the Opposition is over".into(), "a. Turn Order"),
        Phase::Turn(turn) => match &turn.step {
            TurnStep::Acting { .. } => (
                format!("it is {}'s turn to act", named(turn.actor)),
                "a. Turn Order",
            ),
            TurnStep::DesperationDraw { combatant } => (
                format!("{} draws for Desperation", named(*combatant)),
                "f. Player States › Desperation",
            ),
            TurnStep::Draw(draw) => match draw.step {
                DrawStep::DefenderFaceDown => (
                    format!("{} plays a card face down", named(draw.defender)),
                    "d. Opposed Draws",
                ),
                DrawStep::Betting(role) => (
                    format!(
                        "it is {}'s turn to bet",
                        named(match role {
                            Role::Aggressor => draw.aggressor,
                            Role::Defender => draw.defender,
                        })
                    ),
                    "d. Opposed Draws",
                ),
                DrawStep::Wildcards => {
                    ("the parties may spend Wildcards".into(), "d. Opposed Draws")
                }
            },
        },
    }
}

/// The acting character's step 2–4 commands: only the actor, only while acting (and, for a
/// discard or mulligan, only once and before anything else).
pub(super) fn acting(
    state: &OppositionState,
    id: CombatantId,
    doing: &'static str,
    discarding: bool,
) -> Checked<()> {
    combatant_of(state, id)?;
    let Phase::Turn(turn) = &state.phase else {
        return Err(not_now(state));
    };
    let TurnStep::Acting { may_discard } = turn.step else {
        return Err(if turn.actor == id {
            not_now(state)
        } else {
            out_of_turn(state, id, doing)?
        });
    };
    if turn.actor != id {
        return Err(out_of_turn(state, id, doing)?);
    }
    if discarding && !may_discard {
        return Err(OppositionError::NotNow {
            waiting: format!(
                "{} has already discarded this turn; one card may be discarded, before the action",
                name(state, id)?
            ),
            rule: "d. Opposed Draws",
        });
    }
    Ok(())
}

pub(super) fn current_draw(state: &OppositionState) -> Checked<OpposedDraw> {
    match &state.phase {
        Phase::Turn(Turn {
            step: TurnStep::Draw(draw),
            ..
        }) => Ok(draw.clone()),
        _ => Err(not_now(state)),
    }
}

pub(super) fn betting(
    state: &OppositionState,
    id: CombatantId,
    doing: &'static str,
) -> Checked<(OpposedDraw, Role)> {
    combatant_of(state, id)?;
    let draw = current_draw(state)?;
    let DrawStep::Betting(turn) = draw.step else {
        return Err(match role_of(&draw, id) {
            Some(_) => not_now(state),
            None => out_of_turn(state, id, doing)?,
        });
    };
    match role_of(&draw, id) {
        Some(role) if role == turn => Ok((draw, role)),
        _ => Err(out_of_turn(state, id, doing)?),
    }
}

pub(super) fn buying(state: &OppositionState, id: CombatantId, doing: &'static str) -> Checked<()> {
    combatant_of(state, id)?;
    let draw = current_draw(state)?;
    let Some(role) = role_of(&draw, id) else {
        return Err(out_of_turn(state, id, doing)?);
    };
    if draw.step != DrawStep::Wildcards {
        return Err(not_now(state));
    }
    if draw.bought_done[role_index(role)] {
        return Err(OppositionError::NotNow {
            waiting: format!("{} is done spending Wildcards", name(state, id)?),
            rule: "d. Opposed Draws",
        });
    }
    Ok(())
}

pub(super) const fn role_index(role: Role) -> usize {
    match role {
        Role::Aggressor => 0,
        Role::Defender => 1,
    }
}

/// "3 cards" for the log.
pub(super) fn cards_count(n: usize) -> String {
    words::count(n, "card", "cards")
}
