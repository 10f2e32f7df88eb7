//! Who an ability may target: count, kind, distance, line of effect and hidden creatures
//! ("Target", "Distance", "Line of Effect", "Hide"), and the characteristic it rolls.

use super::budget::{self};
use super::command::MapCheck;
use super::state::{CombatState, Combatant, CombatantId, Fate};
use super::usage::Use;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{Ability, Distance, TargetKind};
use crate::systems::draw_steel::geometry;
use crate::systems::draw_steel::words;
use crate::RuleViolation;

pub(super) fn check_targets(
    state: &CombatState,
    user: &Combatant,
    use_: &Use<'_>,
) -> Result<bool, RuleViolation> {
    let ability = use_.ability;
    if let Some(count) = ability.targets.count {
        if use_.targets.len() > usize::from(count) {
            return Err(RuleViolation::new(
                cite("Target"),
                format!(
                    "{} targets at most {count}; {} chosen.",
                    ability.name,
                    words::count(use_.targets.len(), "was", "were")
                ),
            ));
        }
    }
    if use_.targets.is_empty() && ability.targets.kind != TargetKind::SelfOnly {
        return Err(RuleViolation::new(
            cite("Target"),
            format!("Choose at least one target for {}.", ability.name),
        ));
    }
    let mut melee_now = matches!(ability.distance, Distance::Melee { .. });
    for (index, choice) in use_.targets.iter().enumerate() {
        if use_.targets[..index]
            .iter()
            .any(|c| c.target == choice.target)
        {
            return Err(RuleViolation::new(
                cite("Target"),
                "The same creature was chosen twice as a target.",
            ));
        }
        let target = budget::combatant(state, choice.target)?;
        if !target.fate.can_act() && target.fate != Fate::Unconscious {
            return Err(RuleViolation::new(
                cite("Target"),
                format!("{} is dead and cannot be targeted.", target.name),
            ));
        }
        let is_self = choice.target == use_.user;
        let ally = target.side == user.side;
        let fits = match ability.targets.kind {
            TargetKind::Creatures | TargetKind::CreaturesOrObjects => true,
            TargetKind::Enemies => !ally,
            TargetKind::Allies => ally && !is_self,
            TargetKind::SelfAndAllies => ally,
            TargetKind::SelfOnly => is_self,
        };
        if !fits {
            return Err(RuleViolation::new(
                cite("Target"),
                format!("{} cannot target {}.", ability.name, target.name),
            ));
        }
        if target.hidden && !ability.distance.is_area() && !is_self && !ally {
            return Err(RuleViolation::new(
                cite("Hide"),
                format!(
                    "{} is hidden: only area abilities can target a hidden creature.",
                    target.name
                ),
            ));
        }
        if is_self {
            continue;
        }
        let (Some(from), Some(to)) = (user.space(), target.space()) else {
            // No map: distance is the GM's call (the use says so, `map_unchecked`).
            continue;
        };
        let distance = geometry::distance(from, to);
        let (reach, melee) = match ability.distance {
            Distance::SelfOnly => (0, false),
            Distance::Melee { reach } => (u16::from(reach), true),
            Distance::Ranged { range } => (u16::from(range), false),
            Distance::MeleeOrRanged { reach, range } => {
                if distance <= u16::from(reach) {
                    (u16::from(reach), true)
                } else {
                    (u16::from(range), false)
                }
            }
            Distance::Aura { radius } | Distance::Burst { radius } => (u16::from(radius), false),
            Distance::Cube { side, within } => (u16::from(side) + u16::from(within), false),
            Distance::Line { length, within, .. } => (u16::from(length) + u16::from(within), false),
            Distance::Wall { squares, within } => (u16::from(squares) + u16::from(within), false),
        };
        melee_now = melee;
        if distance > reach {
            return Err(RuleViolation::new(
                cite("Distance"),
                format!(
                    "{} is {} away; {} reaches {reach}.",
                    target.name,
                    words::count(distance, "square", "squares"),
                    ability.name
                ),
            ));
        }
        if let Some(grid) = state.obstructions() {
            if !geometry::line_of_effect(&grid, from, to) {
                return Err(RuleViolation::new(
                    cite("Line of Effect"),
                    format!(
                        "{} has no line of effect to {}: a wall or object blocks every line between \
                         them.",
                        user.name, target.name
                    ),
                ));
            }
        }
    }
    Ok(melee_now)
}

/// What the engine cannot check about `target` for want of a map: distance without squares to
/// measure, line of effect without walls to trace, flanking without squares (melee strikes).
/// Empty on a map, and for the user itself.
pub(crate) fn map_unchecked(
    state: &CombatState,
    user: CombatantId,
    target: CombatantId,
    distance: &Distance,
    melee_strike: bool,
) -> Vec<MapCheck> {
    let (Some(by), Some(at)) = (state.get(user), state.get(target)) else {
        return Vec::new();
    };
    if user == target || matches!(distance, Distance::SelfOnly) {
        return Vec::new();
    }
    let placed = by.space().is_some() && at.space().is_some();
    let mut checks = Vec::new();
    if !placed {
        checks.push(MapCheck::Distance);
    }
    if !placed || state.grid.is_none() {
        checks.push(MapCheck::LineOfEffect);
    }
    if !placed && melee_strike {
        checks.push(MapCheck::Flanking);
    }
    checks
}

pub(super) fn score_for(
    user: &Combatant,
    ability: &Ability,
    chosen: Option<Characteristic>,
) -> Result<Option<(Characteristic, i8)>, RuleViolation> {
    if ability.roll.is_empty() {
        return Ok(None);
    }
    match chosen {
        Some(c) if ability.roll.contains(&c) => Ok(Some((c, user.characteristics.get(c)))),
        Some(c) => Err(RuleViolation::new(
            cite("Ability Roll"),
            format!("{} does not roll with {}.", ability.name, c.name()),
        )),
        None => Ok(user.characteristics.best_of(&ability.roll)),
    }
}
