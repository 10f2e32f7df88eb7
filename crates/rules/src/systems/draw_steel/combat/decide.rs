//! Checks a GM command against the combat rules and returns its events.

use super::ability;
use super::budget::{self, require_actor, require_running};
use super::command::{Command, Event};
use super::conditions::impose;
use super::moves;
use super::state::{CombatState, CombatantId, Outcome, Phase, Side};
use super::tools;
use crate::random::{roll_or_enter, Rng};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::Duration;
use crate::systems::draw_steel::power_roll::{heroes_act_first, saving_throw, SAVING_THROW};
use crate::systems::draw_steel::table_rules::squads::MINION_SQUADS;
use crate::RuleViolation;

/// Checks `command` against `state` and returns its events.
pub fn decide(
    state: &CombatState,
    command: &Command,
    rng: &mut Rng,
) -> Result<Vec<Event>, RuleViolation> {
    if matches!(state.phase, Phase::Ended { .. }) {
        return Err(RuleViolation::new(cite("Turn"), "The combat is over."));
    }
    match command {
        Command::RollFirstSide { die } => first_side(state, rng, *die),
        Command::StartTurn { actor } => start_turn(state, *actor),
        Command::EndTurn { saves } => end_turn(state, rng, saves),
        Command::UseAbility {
            user,
            ability,
            targets,
            characteristic,
            dice,
            damage_surges,
            potency_surges,
            surge_target,
            knock_out,
            bleeding_die,
        } => ability::use_ability(
            state,
            rng,
            *user,
            *ability,
            targets,
            *characteristic,
            *dice,
            (*damage_surges, *potency_surges, *surge_target),
            *knock_out,
            *bleeding_die,
        ),
        Command::FreeStrike {
            attacker,
            target,
            dice,
            knock_out,
        } => ability::free_strike(state, rng, *attacker, *target, *dice, *knock_out),
        Command::Advance { path } => moves::advance(state, path),
        Command::Shift { to } => moves::shift(state, *to),
        Command::Charge {
            path,
            target,
            dice,
            knock_out,
        } => moves::charge(state, rng, path, *target, *dice, *knock_out),
        Command::StandUp { target } => moves::stand_up(state, *target),
        Command::ForceMove { path } => moves::force_move(state, path),
        Command::SkipForcedMove => {
            require_running(state)?;
            let pending = state.pending_moves.first().ok_or_else(|| {
                RuleViolation::new(cite("Forced Movement"), "No forced movement is pending.")
            })?;
            Ok(vec![Event::ForcedMoveSkipped {
                target: pending.target,
            }])
        }
        Command::Fall {
            who,
            height,
            onto,
            landing,
        } => super::falls::fall(state, *who, *height, *onto, *landing),
        Command::Hide => moves::hide(state),
        Command::Teleport { who, to } => tools::teleport(state, *who, *to),
        Command::SpendRecovery { who } => tools::spend_recovery(state, *who),
        Command::SpendHeroToken {
            hero,
            spend,
            condition,
            dice,
        } => tools::spend_hero_token(state, rng, *hero, *spend, *condition, *dice),
        Command::Test {
            who,
            characteristic,
            difficulty,
            skill,
            edges,
            banes,
            to_find,
            dice,
            bleeding_die,
        } => super::checks::test(
            state,
            rng,
            super::command::TestRequest {
                who: *who,
                characteristic: *characteristic,
                difficulty: Some(*difficulty),
                skill: *skill,
                edges: *edges,
                banes: *banes,
                to_find: *to_find,
            },
            *dice,
            *bleeding_die,
        ),
        Command::Jump {
            to,
            height,
            characteristic,
            test,
            dice,
            bleeding_die,
        } => super::jump::jump(
            state,
            rng,
            super::jump::JumpOrder {
                to: *to,
                height: *height,
                characteristic: *characteristic,
                test: *test,
                dice: *dice,
                bleeding_die: *bleeding_die,
            },
        ),
        Command::SavingThrow {
            who,
            condition,
            die,
        } => {
            require_running(state)?;
            let creature = budget::combatant(state, *who)?;
            if !creature
                .conditions
                .iter()
                .any(|c| c.kind == *condition && c.duration == Duration::SaveEnds)
            {
                return Err(RuleViolation::new(
                    SAVING_THROW,
                    format!(
                        "{} has no save-ends {} to shake off.",
                        creature.name,
                        condition.name().to_lowercase()
                    ),
                ));
            }
            let die = roll_or_enter(rng, 10, *die)
                .map_err(|e| RuleViolation::new(SAVING_THROW, format!("{e}.")))?;
            Ok(vec![Event::SavingThrow {
                who: *who,
                condition: *condition,
                die,
                success: saving_throw(die.value),
            }])
        }
        Command::ImposeCondition {
            target,
            condition,
            duration,
            source,
        } => {
            require_running(state)?;
            let mut events = Vec::new();
            impose(state, *target, *condition, *duration, *source, &mut events)?;
            Ok(events)
        }
        Command::PlaceObject {
            name,
            position,
            size,
        } => super::objects::place(state, name, *position, *size),
        Command::RemoveObject { object } => super::objects::remove(state, *object),
        Command::RemoveCondition { target, condition } => {
            require_running(state)?;
            let creature = budget::combatant(state, *target)?;
            if !creature.has(*condition) {
                return Err(RuleViolation::new(
                    cite(condition.name()),
                    format!(
                        "{} is not {}.",
                        creature.name,
                        condition.name().to_lowercase()
                    ),
                ));
            }
            Ok(vec![Event::ConditionEnded {
                target: *target,
                condition: *condition,
                only: None,
                reason: "removed by the GM".to_owned(),
                rule: cite(condition.name()),
            }])
        }
        Command::Adjust { .. } => tools::adjust(state, command),
        Command::AdjustPools {
            hero_tokens,
            malice,
        } => tools::adjust_pools(state, *hero_tokens, *malice),
        Command::EndCombat { outcome } => Ok(end_combat(state, *outcome)),
    }
}

/// Which side acts first ("Surprised" and the d10 after it).
fn first_side(
    state: &CombatState,
    rng: &mut Rng,
    die: Option<u8>,
) -> Result<Vec<Event>, RuleViolation> {
    if state.phase != Phase::Opening {
        return Err(RuleViolation::new(
            cite("Surprised"),
            "The first side is already settled.",
        ));
    }
    let ready = |side: Side| {
        state
            .combatants
            .iter()
            .any(|c| c.side == side && !c.surprised && c.fate.can_act())
    };
    let (heroes_ready, foes_ready) = (ready(Side::Heroes), ready(Side::Foes));
    let mut events = Vec::with_capacity(2);
    if heroes_ready != foes_ready && state.rules.ready_side_first {
        if die.is_some() {
            return Err(RuleViolation::new(
                cite("Surprised"),
                "Only one side has creatures ready for combat, so it acts first without a roll \
                 (table rule draw_steel.first_side).",
            ));
        }
        let side = if heroes_ready {
            Side::Heroes
        } else {
            Side::Foes
        };
        events.push(Event::FirstSide {
            die: None,
            side,
            rule: cite("Surprised"),
        });
        events.push(Event::RoundStarted { round: 1, side });
        return Ok(events);
    }
    let die = roll_or_enter(rng, 10, die)
        .map_err(|e| RuleViolation::new(cite("Surprised"), format!("{e}.")))?;
    let side = if heroes_act_first(die.value) {
        Side::Heroes
    } else {
        Side::Foes
    };
    events.push(Event::FirstSide {
        die: Some(die),
        side,
        rule: cite("Surprised"),
    });
    events.push(Event::RoundStarted { round: 1, side });
    Ok(events)
}

fn start_turn(state: &CombatState, actor: CombatantId) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    if let Some(turn) = state.turn {
        return Err(RuleViolation::new(
            cite("Turn"),
            format!(
                "{}'s turn is still under way; end it first.",
                state
                    .get(turn.actor)
                    .map_or("Another creature", |c| c.name.as_str())
            ),
        ));
    }
    if !state.pending_moves.is_empty() {
        return Err(RuleViolation::new(
            cite("Forced Movement"),
            "Resolve (or skip) the pending forced movement first.",
        ));
    }
    let creature = budget::combatant(state, actor)?;
    if !creature.fate.can_act() {
        return Err(RuleViolation::new(
            cite("Stamina"),
            format!("{} is out of the fight and takes no turns.", creature.name),
        ));
    }
    if creature.acted {
        if let Some((_, squad)) = state.squad_of(actor) {
            return Err(RuleViolation::new(
                MINION_SQUADS.rule.clone(),
                format!(
                    "{} has acted in {}'s turn this round ({}: a squad takes one turn).",
                    creature.name,
                    squad.name,
                    super::squads::RULE_WORDS
                ),
            ));
        }
        return Err(RuleViolation::new(
            cite("Turn"),
            format!("{} has already acted this round.", creature.name),
        ));
    }
    if let Phase::Round { next } = state.phase {
        if creature.side != next && state.side_can_act(next) {
            return Err(RuleViolation::new(
                cite("Turn"),
                if state.rules.turns_side_by_side {
                    format!(
                        "A side takes all its turns before the other (table rule \
                         draw_steel.turn_order): it is the {}' turn.",
                        side_name(next)
                    )
                } else {
                    format!(
                        "The sides take turns one creature at a time: it is the {}' pick.",
                        side_name(next)
                    )
                },
            ));
        }
    }
    Ok(vec![Event::TurnStarted { actor }])
}

/// The side's name for sentences.
pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Heroes => "heroes",
        Side::Foes => "foes",
    }
}

fn end_turn(state: &CombatState, rng: &mut Rng, saves: &[u8]) -> Result<Vec<Event>, RuleViolation> {
    let actor = state
        .turn
        .map(|t| t.actor)
        .ok_or_else(|| RuleViolation::new(cite("Turn"), "No turn is under way."))?;
    require_actor(state, actor, "end its turn")?;
    let creature = budget::combatant(state, actor)?;
    let mut events = Vec::new();
    let mut entered = saves.iter();
    if state.rules.saves_at_turn_end {
        for condition in creature
            .conditions
            .iter()
            .filter(|c| c.duration == Duration::SaveEnds)
        {
            let die = roll_or_enter(rng, 10, entered.next().copied())
                .map_err(|e| RuleViolation::new(SAVING_THROW, format!("{e}.")))?;
            events.push(Event::SavingThrow {
                who: actor,
                condition: condition.kind,
                die,
                success: saving_throw(die.value),
            });
        }
    }
    if entered.next().is_some() {
        return Err(RuleViolation::new(
            SAVING_THROW,
            format!(
                "More saving throw dice were entered than {} has save-ends effects.",
                creature.name
            ),
        ));
    }
    // EoT effects on anyone whose clock runs out with this turn (they are the actor's).
    let mut ended = [false; 9];
    for condition in &creature.conditions {
        let index = condition.kind as usize;
        if condition.duration == Duration::EndOfTurn
            && condition
                .ends_after_turn
                .is_some_and(|end| end <= creature.turns_started)
            && !ended[index]
        {
            ended[index] = true;
            events.push(Event::ConditionEnded {
                target: actor,
                condition: condition.kind,
                only: Some(Duration::EndOfTurn),
                reason: "its EoT duration ran out".to_owned(),
                rule: cite("EoT"),
            });
        }
    }
    events.push(Event::TurnEnded { actor });
    // Table rule draw_steel.minion_squads: the squad's turn goes on with its next member.
    if let Some((squad, squad_state, next)) = super::squads::next_in_turn(state, actor) {
        events.push(Event::SquadTurnPassed {
            squad,
            name: squad_state.name.clone(),
            actor: next,
            rule: MINION_SQUADS.rule.clone(),
        });
        return Ok(events);
    }
    // The round ends when nobody on either side is left to act.
    let left = state
        .combatants
        .iter()
        .enumerate()
        .any(|(index, c)| index != usize::from(actor) && !c.acted && c.fate.can_act());
    if !left {
        events.push(Event::RoundEnded { round: state.round });
        let side = state.first_side.unwrap_or(Side::Heroes);
        events.push(Event::RoundStarted {
            round: state.round + 1,
            side,
        });
    }
    Ok(events)
}

/// The events that end the combat: save-ends effects end and surges are lost.
pub fn end_combat(state: &CombatState, outcome: Outcome) -> Vec<Event> {
    let mut events = Vec::new();
    for (index, creature) in state.combatants.iter().enumerate() {
        let who = index as CombatantId;
        let mut seen = [false; 9];
        for condition in creature
            .conditions
            .iter()
            .filter(|c| c.duration == Duration::SaveEnds)
        {
            if !std::mem::replace(&mut seen[condition.kind as usize], true) {
                events.push(Event::ConditionEnded {
                    target: who,
                    condition: condition.kind,
                    only: Some(Duration::SaveEnds),
                    reason: "the combat ended".to_owned(),
                    rule: cite("Save Ends"),
                });
            }
        }
        if creature.surges > 0 {
            events.push(Event::Surges {
                who,
                change: -i8::try_from(creature.surges).unwrap_or(i8::MAX),
            });
        }
    }
    events.push(Event::CombatEnded { outcome });
    events
}
