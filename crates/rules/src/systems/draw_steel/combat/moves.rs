//! Moving on the grid: advancing with opportunity attacks, shifting, charging, standing up,
//! forced movement with slams and hiding ("Move", "Opportunity Attack", "Charge",
//! "Prone", "Forced Movement", "Hide").

use super::ability;
use super::budget::{self, require_actor, spend_for, Need};
use super::command::{DamageCause, Event, TargetChoice};
use super::conditions::impose;
use super::damage::{self, Hit};
use super::situation::{edges_and_banes, RollShape};
use super::state::{CombatState, Combatant, CombatantId, Fate, PendingForcedMove};
use crate::random::Rng;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ConditionKind, Duration, ForcedKind};
use crate::systems::draw_steel::geometry::{self, Pos, Space};
use crate::systems::draw_steel::movement::{
    self, ForcedMove, ForcedOptions, Location, Mover, Occupant, OccupantKind,
};
use crate::systems::draw_steel::power_roll::EdgeBaneNet;
use crate::systems::draw_steel::words::count;
use crate::RuleViolation;

/// The acting creature.
pub(super) fn actor(state: &CombatState, doing: &str) -> Result<CombatantId, RuleViolation> {
    let actor = state
        .turn
        .map(|t| t.actor)
        .ok_or_else(|| RuleViolation::new(cite("Turn"), "No turn is under way."))?;
    require_actor(state, actor, doing)?;
    Ok(actor)
}

/// What stands in `pos`, seen by `mover` (itself and the dead excluded).
pub fn occupant(state: &CombatState, mover: CombatantId, pos: Pos) -> Option<Occupant> {
    let side = state.get(mover).map(|c| c.side);
    if let Some((index, object)) = state.object_at(pos) {
        return Some(Occupant {
            id: super::state::OBJECT_IDS + index as u32,
            kind: OccupantKind::Object,
            size: object.size,
            elevation: 0,
        });
    }
    state
        .combatants
        .iter()
        .enumerate()
        .filter(|(index, c)| *index != usize::from(mover) && c.fate != Fate::Dead)
        .find(|(_, c)| c.space().is_some_and(|space| space.contains(pos)))
        .map(|(index, c)| Occupant {
            id: index as u32,
            kind: if Some(c.side) == side {
                OccupantKind::Ally
            } else {
                OccupantKind::Enemy
            },
            size: c.size,
            elevation: c.elevation,
        })
}

/// `who` as the movement rules see it.
fn mover(state: &CombatState, who: CombatantId) -> Result<Mover, RuleViolation> {
    let creature = budget::combatant(state, who)?;
    let Some(space) = creature.space() else {
        return Err(RuleViolation::new(
            cite("Move"),
            format!("{} has not been placed on the grid.", creature.name),
        ));
    };
    let frightened_of = creature
        .conditions
        .iter()
        .filter(|c| c.kind == ConditionKind::Frightened)
        .find_map(|c| c.source.and_then(|s| state.get(s)).and_then(|s| s.space()));
    Ok(Mover {
        id: u32::from(who),
        space,
        elevation: creature.elevation,
        speed: super::state::effective_speed(creature),
        prone: creature.has(ConditionKind::Prone),
        frightened_of,
        stability: creature.stability,
        restrained: creature.has(ConditionKind::Restrained),
        object: false,
    })
}

/// The movement a walk along `path` costs `who`, or why it is not allowed.
fn walk_cost(
    state: &CombatState,
    who: CombatantId,
    path: &[Pos],
    budget: u16,
) -> Result<u16, RuleViolation> {
    if path.is_empty() {
        return Err(RuleViolation::new(
            cite("Move"),
            "Give the squares to move through.",
        ));
    }
    let mover = mover(state, who)?;
    let Some(grid) = state.grid.as_ref() else {
        // No map: movement is counted square by square and judged by the GM.
        return Ok(path.len() as u16);
    };
    let walked = movement::walk(
        grid,
        &|pos| occupant(state, who, pos),
        &mover,
        path,
        budget,
        state.rules.walk_options(),
    )?;
    Ok(walked.cost)
}

/// Enemies adjacent to `who` before it moved that are no longer adjacent after some step, and
/// may strike it (not dazed or surprised under the table rule; no bane on the free strike).
pub(super) fn opportunities(
    state: &CombatState,
    who: CombatantId,
    path: &[Pos],
) -> Vec<CombatantId> {
    let Some(mover) = state.get(who) else {
        return Vec::new();
    };
    let Some(start) = mover.space() else {
        return Vec::new();
    };
    let mut attackers = Vec::new();
    for (index, enemy) in state.combatants.iter().enumerate() {
        let id = index as CombatantId;
        if enemy.side == mover.side || enemy.fate != Fate::Standing {
            continue;
        }
        let Some(at) = enemy.space() else { continue };
        if !geometry::adjacent(start, at) {
            continue;
        }
        let leaves = path.iter().any(|&origin| {
            !geometry::adjacent(
                Space {
                    origin,
                    size: mover.size,
                },
                at,
            )
        });
        if !leaves {
            continue;
        }
        if state.rules.opportunity_is_free_triggered
            && (enemy.has(ConditionKind::Dazed) || (enemy.surprised && state.round <= 1))
        {
            continue;
        }
        let choice = TargetChoice {
            target: who,
            ..TargetChoice::default()
        };
        let shape = RollShape {
            strike: true,
            melee: true,
            damaging: true,
        };
        let (edges, banes) = edges_and_banes(state, id, &choice, &[choice], shape, None);
        let net = EdgeBaneNet::of(
            edges,
            banes,
            super::situation::roll_rules(&state.rules).netting,
        );
        if !net.is_bane_or_double_bane() {
            attackers.push(id);
        }
    }
    attackers
}

/// `Advance`: walks the acting creature, taking a move action when the movement left is short.
pub fn advance(state: &CombatState, path: &[Pos]) -> Result<Vec<Event>, RuleViolation> {
    let who = actor(state, "move")?;
    let turn = state
        .turn
        .map(|t| t.budget)
        .unwrap_or_else(|| super::state::TurnBudget::fresh(false));
    let creature = budget::combatant(state, who)?;
    let speed = u16::from(super::state::effective_speed(creature));
    let mut events = Vec::with_capacity(3);
    let mut available = turn.movement;
    let cost_if_free = walk_cost(state, who, path, u16::MAX)?;
    if cost_if_free > available {
        let slot = spend_for(state, who, Need::Move)?;
        events.push(Event::SlotUsed { actor: who, slot });
        available += speed;
    }
    if speed == 0 {
        return Err(RuleViolation::new(
            cite("Move"),
            format!(
                "{}'s speed is 0 (grabbed, restrained or slowed to nothing).",
                creature.name
            ),
        ));
    }
    let cost = walk_cost(state, who, path, available)?;
    let attackers = opportunities(state, who, path);
    events.push(Event::Moved {
        who,
        path: path.to_vec(),
        cost,
        shift: false,
    });
    if let (false, Some(from)) = (attackers.is_empty(), creature.position) {
        events.push(Event::OpportunitiesOpened {
            mover: who,
            from,
            attackers,
        });
    }
    Ok(events)
}

/// `Shift`: one square, provoking nothing; a move action or a maneuver by the table rule.
pub fn shift(state: &CombatState, to: Pos) -> Result<Vec<Event>, RuleViolation> {
    let who = actor(state, "shift")?;
    let creature = budget::combatant(state, who)?;
    if creature.has(ConditionKind::Prone) {
        return Err(RuleViolation::new(
            cite("Prone"),
            format!(
                "{} is prone and must crawl (Advance) or stand up.",
                creature.name
            ),
        ));
    }
    // Table rule draw_steel.shift (G14): what a shift takes is not in the glossary.
    let slot = spend_for(
        state,
        who,
        if state.rules.shift_takes_maneuver {
            Need::Maneuver
        } else {
            Need::Move
        },
    )?;
    let path = [to];
    let cost = walk_cost(state, who, &path, 1)?;
    Ok(vec![
        Event::SlotUsed { actor: who, slot },
        Event::Moved {
            who,
            path: path.to_vec(),
            cost: cost.min(1),
            shift: true,
        },
    ])
}

/// `Charge`: a straight line up to speed, no shifting, then a melee free strike.
pub fn charge(
    state: &CombatState,
    rng: &mut Rng,
    path: &[Pos],
    target: TargetChoice,
    dice: Option<[u8; 2]>,
    knock_out: bool,
) -> Result<Vec<Event>, RuleViolation> {
    let who = actor(state, "charge")?;
    let creature = budget::combatant(state, who)?;
    let slot = spend_for(state, who, Need::Main)?;
    let start = creature.position.ok_or_else(|| {
        RuleViolation::new(
            cite("Charge"),
            format!("{} has not been placed.", creature.name),
        )
    })?;
    let mut previous = start;
    let mut direction = None;
    for &step in path {
        let delta = (step.x - previous.x, step.y - previous.y);
        if direction.is_some_and(|d| d != delta) {
            return Err(RuleViolation::new(
                cite("Charge"),
                "A charge moves in a straight line.",
            ));
        }
        direction = Some(delta);
        previous = step;
    }
    let speed = u16::from(super::state::effective_speed(creature));
    let mut events = vec![Event::SlotUsed { actor: who, slot }];
    let mut left_behind = Vec::new();
    if !path.is_empty() {
        walk_cost(state, who, path, speed)?;
        events.push(Event::Moved {
            who,
            path: path.to_vec(),
            cost: 0,
            shift: false,
        });
        // A charge is a willing move without shifting, so it provokes like any other
        // ("Opportunity Attack").
        left_behind = opportunities(state, who, path);
    }
    // The strike is judged from where the charge ends.
    let mut moved = state.clone();
    if let Some(last) = path.last() {
        moved.combatants[usize::from(who)].position = Some(*last);
    }
    let mut events = ability::charge_strike(&moved, rng, who, target, dice, knock_out, events)?;
    // The opportunities open after the strike, since the strike's own events (a critical hit,
    // a reveal) would close them; each attacker still judges from where the charger stood.
    if !left_behind.is_empty() {
        events.push(Event::OpportunitiesOpened {
            mover: who,
            from: start,
            attackers: left_behind,
        });
    }
    Ok(events)
}

/// `StandUp`: a maneuver; a restrained creature cannot stand.
pub fn stand_up(state: &CombatState, target: CombatantId) -> Result<Vec<Event>, RuleViolation> {
    let who = actor(state, "help anyone stand")?;
    let creature = budget::combatant(state, target)?;
    if !creature.has(ConditionKind::Prone) {
        return Err(RuleViolation::new(
            cite("Prone"),
            format!("{} is not prone.", creature.name),
        ));
    }
    if creature.has(ConditionKind::Restrained) {
        return Err(RuleViolation::new(
            cite("Restrained"),
            format!("{} is restrained and cannot stand up.", creature.name),
        ));
    }
    if target != who {
        let helper = budget::combatant(state, who)?;
        let near = helper
            .space()
            .zip(creature.space())
            .is_none_or(|(a, b)| geometry::adjacent(a, b));
        if !near {
            return Err(RuleViolation::new(
                cite("Prone"),
                format!(
                    "{} must be adjacent to help {} up.",
                    helper.name, creature.name
                ),
            ));
        }
    }
    let slot = spend_for(state, who, Need::Maneuver)?;
    Ok(vec![
        Event::SlotUsed { actor: who, slot },
        Event::ConditionEnded {
            target,
            condition: ConditionKind::Prone,
            only: None,
            reason: "stood up".to_owned(),
            rule: cite("Prone"),
        },
    ])
}

/// `ForceMove`: the oldest pending forced movement along the GM's path.
/// How far a forced movement may take its target: the distance less its stability ("Stability"),
/// none for a restrained creature ("Restrained"). Shared by `force_move` and the preview the
/// legal-actions query shows before the GM draws the path.
pub(super) fn net_forced_distance(pending: PendingForcedMove, target: &Combatant) -> u8 {
    if target.has(ConditionKind::Restrained) {
        return 0;
    }
    pending.distance.saturating_sub(target.stability)
}

pub fn force_move(state: &CombatState, path: &[Location]) -> Result<Vec<Event>, RuleViolation> {
    super::budget::require_running(state)?;
    let pending = *state.pending_moves.first().ok_or_else(|| {
        RuleViolation::new(cite("Forced Movement"), "No forced movement is pending.")
    })?;
    let target = budget::combatant(state, pending.target)?;
    let source = budget::combatant(state, pending.source)?;
    let allowed = net_forced_distance(pending, target);
    let verb = match pending.movement {
        ForcedKind::Push => "pushed",
        ForcedKind::Pull => "pulled",
        ForcedKind::Slide => "slid",
    };
    if target.has(ConditionKind::Restrained) {
        // "Restrained": it can't be force moved, with a map or without one.
        return Ok(vec![Event::ForceMoved {
            target: pending.target,
            path: Vec::new(),
            elevation: target.elevation,
            allowed: 0,
            explanation: format!("{} is restrained and cannot be force moved", target.name),
        }]);
    }
    let (Some(grid), Some(from)) = (state.grid.as_ref(), source.space()) else {
        // No map: the GM describes where it ends.
        if path.len() > usize::from(allowed) {
            return Err(RuleViolation::new(
                cite("Stability"),
                format!(
                    "{} can be {verb} at most {} (distance {} − stability {}).",
                    target.name,
                    count(allowed, "square", "squares"),
                    pending.distance,
                    target.stability
                ),
            ));
        }
        return Ok(vec![Event::ForceMoved {
            target: pending.target,
            path: path.iter().map(|l| l.pos).collect(),
            elevation: path
                .last()
                .map_or(target.elevation, |l| l.elevation.max(0) as u8),
            allowed,
            explanation: format!(
                "{} is {verb} {} (no map: the GM's placement)",
                target.name,
                count(path.len(), "square", "squares")
            ),
        }]);
    };
    let order = ForcedMove {
        movement: pending.movement,
        distance: pending.distance,
        vertical: pending.vertical,
        source: from,
        source_elevation: source.elevation,
    };
    let result = movement::force_move(
        grid,
        &|pos| occupant(state, pending.target, pos),
        &mover(state, pending.target)?,
        &order,
        path,
        ForcedOptions {
            falling: state.rules.fall_options(),
            ..ForcedOptions::default()
        },
    )?;
    let mut events = Vec::with_capacity(4);
    // A body moved after its death (the ability that killed it also moved it) takes no more
    // damage and is not knocked prone; what it slams into still is hurt ("Forced Movement").
    let alive = target.fate != Fate::Dead;
    let moved_path: Vec<Pos> = path[..usize::from(result.moved).min(path.len())]
        .iter()
        .map(|l| l.pos)
        .collect();
    let mut explanation = format!(
        "{} is {verb} {} of {} (distance {} − stability {})",
        target.name,
        result.moved,
        count(allowed, "square", "squares"),
        pending.distance,
        target.stability
    );
    if let Some(slam) = &result.slam {
        explanation.push_str(&format!(
            " and slams into {} with {} remaining",
            match slam.obstacle {
                Some(movement::Obstacle::Ground) => "the ground".to_owned(),
                Some(movement::Obstacle::Wall) => "a wall".to_owned(),
                Some(
                    movement::Obstacle::Object { id, .. }
                    | movement::Obstacle::SmallerObject { id, .. },
                ) => id
                    .checked_sub(super::state::OBJECT_IDS)
                    .and_then(|i| state.objects.get(i as usize))
                    .map_or_else(|| "an object".to_owned(), |o| o.name.clone()),
                None => slam
                    .creatures
                    .iter()
                    .map(|s| state.get(s.id as u8).map_or("someone", |c| c.name.as_str()))
                    .collect::<Vec<_>>()
                    .join(" and "),
            },
            count(slam.remaining, "square", "squares")
        ));
    }
    events.push(Event::ForceMoved {
        target: pending.target,
        path: moved_path,
        elevation: result.elevation,
        allowed,
        explanation,
    });
    if let Some(slam) = &result.slam {
        if slam.target_damage > 0 && alive {
            let label = if slam.creatures.is_empty() {
                format!(
                    "Slam into an object: 2 + {} remaining",
                    count(slam.remaining, "square", "squares")
                )
            } else {
                format!(
                    "Slam into a creature: {} remaining",
                    count(slam.remaining, "square", "squares")
                )
            };
            damage::hit(
                state,
                Hit {
                    target: pending.target,
                    raw: slam.target_damage,
                    damage_type: None,
                    cause: DamageCause::Slam,
                    source: Some(pending.source),
                    knock_out: false,
                    label,
                },
                &mut events,
            );
        }
        for struck in &slam.creatures {
            damage::hit(
                state,
                Hit {
                    target: struck.id as u8,
                    raw: struck.damage,
                    damage_type: None,
                    cause: DamageCause::Slam,
                    source: Some(pending.source),
                    knock_out: false,
                    label: format!(
                        "Slammed into by {}: {} remaining",
                        target.name,
                        count(slam.remaining, "square", "squares")
                    ),
                },
                &mut events,
            );
        }
    }
    if let Some(fall) = result.falling.filter(|f| f.damage > 0 && alive) {
        damage::hit(
            state,
            Hit {
                target: pending.target,
                raw: fall.damage,
                damage_type: None,
                cause: DamageCause::Fall,
                source: Some(pending.source),
                knock_out: false,
                label: format!(
                    "Driven down {}: falling damage with Agility 0, 2 × {}",
                    count(fall.height, "square", "squares"),
                    fall.effective
                ),
            },
            &mut events,
        );
        if fall.prone && !target.has(ConditionKind::Prone) {
            impose(
                state,
                pending.target,
                ConditionKind::Prone,
                Duration::UntilRemoved,
                None,
                &mut events,
            )?;
        }
    }
    Ok(events)
}

/// `Hide`: automatic in combat, but only while not observed ("Hide"): an enemy observes the
/// creature when it has line of effect to it and the creature is neither wholly concealed nor
/// invisible. Without a map nothing can be checked, and the log says so.
pub fn hide(state: &CombatState) -> Result<Vec<Event>, RuleViolation> {
    let who = actor(state, "hide")?;
    let creature = budget::combatant(state, who)?;
    if creature.hidden {
        return Err(RuleViolation::new(
            cite("Hide"),
            format!("{} is already hidden.", creature.name),
        ));
    }
    let mut events = Vec::with_capacity(2);
    let text = match (state.grid.as_ref(), creature.space()) {
        (Some(grid), Some(space)) => {
            let concealed = creature.invisible || geometry::wholly_concealed(grid, space);
            let observers: Vec<&str> = if concealed {
                Vec::new()
            } else {
                state
                    .combatants
                    .iter()
                    .filter(|c| c.side != creature.side && c.fate == Fate::Standing)
                    .filter(|c| {
                        c.space()
                            .is_some_and(|at| geometry::line_of_effect(grid, at, space))
                    })
                    .map(|c| c.name.as_str())
                    .collect()
            };
            if !observers.is_empty() {
                return Err(RuleViolation::new(
                    cite("Hide"),
                    format!(
                        "{} is observed by {}: a creature can hide only out of sight (no line \
                         of effect) or concealed.",
                        creature.name,
                        observers.join(" and ")
                    ),
                ));
            }
            if concealed {
                format!(
                    "{} hides: {} and so not observed",
                    creature.name,
                    if creature.invisible {
                        "invisible, always concealed,"
                    } else {
                        "wholly concealed"
                    }
                )
            } else {
                format!(
                    "{} hides: no enemy has line of effect to it, so none observes it",
                    creature.name
                )
            }
        }
        _ => format!(
            "{} hides (not checked: no map, the GM judges whether any enemy observes it)",
            creature.name
        ),
    };
    events.push(Event::Ruling {
        who: Some(who),
        text,
        rule: cite("Hide"),
    });
    events.push(Event::Visibility {
        who,
        hidden: true,
        invisible: creature.invisible,
    });
    Ok(events)
}
