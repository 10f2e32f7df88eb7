//! Falling ("Falling"): the damage and prone, and where a creature that lands on another ends
//! up ("Falling onto a creature").

use super::budget;
use super::command::{DamageCause, Event};
use super::conditions::impose;
use super::damage::{self, Hit};
use super::moves::occupant;
use super::state::{CombatState, CombatantId, Fate};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ConditionKind, Duration};
use crate::systems::draw_steel::geometry::{self, Pos, Space};
use crate::systems::draw_steel::movement;
use crate::systems::draw_steel::words::count;
use crate::RuleViolation;

/// `Fall`: falling damage (Agility reduces the height), prone, and a creature landed on, which
/// takes the same damage while the faller lands prone in the nearest unoccupied space of its
/// choice ("Falling").
pub fn fall(
    state: &CombatState,
    who: CombatantId,
    height: u8,
    onto: Option<CombatantId>,
    landing: Option<Pos>,
) -> Result<Vec<Event>, RuleViolation> {
    super::budget::require_running(state)?;
    let creature = budget::combatant(state, who)?;
    if onto == Some(who) {
        return Err(RuleViolation::new(
            cite("Falling"),
            "A creature cannot land on itself.",
        ));
    }
    if landing.is_some() && onto.is_none() {
        return Err(RuleViolation::new(
            cite("Falling"),
            "A landing square is chosen only by a creature that lands on another.",
        ));
    }
    let fall = movement::falling(
        u16::from(height),
        creature.characteristics.agility,
        state.rules.fall_options(),
    );
    let mut events = vec![Event::Elevation { who, elevation: 0 }];
    if let Some(below) = onto {
        let landed = budget::combatant(state, below)?;
        if landed.fate == Fate::Dead {
            return Err(RuleViolation::new(
                cite("Falling"),
                format!("{} is dead; land beside it instead.", landed.name),
            ));
        }
        land_beside(state, who, below, landing, &mut events)?;
    }
    if fall.damage > 0 {
        damage::hit(
            state,
            Hit {
                target: who,
                raw: fall.damage,
                damage_type: None,
                cause: DamageCause::Fall,
                source: None,
                knock_out: false,
                label: format!(
                    "Fell {}, {} after Agility: 2 × {} (at most 50)",
                    count(height, "square", "squares"),
                    fall.effective,
                    fall.effective
                ),
            },
            &mut events,
        );
    }
    // "Falling onto a creature": the faller lands prone whatever the height.
    if (fall.prone || onto.is_some()) && !creature.has(ConditionKind::Prone) {
        impose(
            state,
            who,
            ConditionKind::Prone,
            Duration::UntilRemoved,
            None,
            &mut events,
        )?;
    }
    if let Some(below) = onto {
        let landed = budget::combatant(state, below)?;
        if fall.damage > 0 {
            damage::hit(
                state,
                Hit {
                    target: below,
                    raw: fall.damage,
                    damage_type: None,
                    cause: DamageCause::LandedOn,
                    source: Some(who),
                    knock_out: false,
                    label: format!("Landed on by {}", creature.name),
                },
                &mut events,
            );
        }
        if movement::landing_on(creature.size, fall.damage, landed.characteristics.might)
            .knocked_prone
            && !landed.has(ConditionKind::Prone)
        {
            impose(
                state,
                below,
                ConditionKind::Prone,
                Duration::UntilRemoved,
                None,
                &mut events,
            )?;
        }
    }
    Ok(events)
}

/// The unoccupied spaces for a creature of `size` nearest to `near`, in reading order (every
/// one at the least distance), off the creature `who` itself and the dead.
fn nearest_free(
    state: &CombatState,
    grid: &geometry::Grid,
    who: CombatantId,
    size: crate::systems::draw_steel::characteristics::Size,
    near: Space,
) -> Vec<Pos> {
    let mut best = u16::MAX;
    let mut found = Vec::new();
    for y in 0..i16::from(grid.height) {
        for x in 0..i16::from(grid.width) {
            let space = Space {
                origin: Pos { x, y },
                size,
            };
            if space.overlaps(near)
                || !super::setup::fits(grid, space)
                || space
                    .squares()
                    .any(|pos| occupant(state, who, pos).is_some())
            {
                continue;
            }
            let d = geometry::distance(space, near);
            if d < best {
                best = d;
                found.clear();
            }
            if d == best {
                found.push(space.origin);
            }
        }
    }
    found
}

/// Where a creature that fell onto `below` lands: the nearest unoccupied space of its choice
/// ("Falling onto a creature"). Without a map the GM places it, and the log says so.
fn land_beside(
    state: &CombatState,
    who: CombatantId,
    below: CombatantId,
    landing: Option<Pos>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let faller = budget::combatant(state, who)?;
    let landed = budget::combatant(state, below)?;
    let (Some(grid), Some(near)) = (state.grid.as_ref(), landed.space()) else {
        events.push(Event::Ruling {
            who: Some(who),
            text: format!(
                "{} lands prone in the nearest unoccupied space of its choice (not checked: no \
                 map, the GM places it)",
                faller.name
            ),
            rule: cite("Falling"),
        });
        return Ok(());
    };
    let nearest = nearest_free(state, grid, who, faller.size, near);
    let Some(&first) = nearest.first() else {
        return Err(RuleViolation::new(
            cite("Falling"),
            format!(
                "There is no unoccupied space on the map for {} to land in.",
                faller.name
            ),
        ));
    };
    let spot = match landing {
        None => first,
        Some(chosen) if nearest.contains(&chosen) => chosen,
        Some(chosen) => {
            return Err(RuleViolation::new(
                cite("Falling"),
                format!(
                    "{} lands in the nearest unoccupied space, and ({}, {}) is not one: the \
                     nearest are {}.",
                    faller.name,
                    chosen.x,
                    chosen.y,
                    nearest
                        .iter()
                        .map(|p| format!("({}, {})", p.x, p.y))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ))
        }
    };
    events.push(Event::Placed {
        who,
        position: spot,
    });
    events.push(Event::Ruling {
        who: Some(who),
        text: format!(
            "{} lands on {} and then prone at ({}, {}), the nearest unoccupied space of its \
             choice ({} away)",
            faller.name,
            landed.name,
            spot.x,
            spot.y,
            count(
                geometry::distance(
                    Space {
                        origin: spot,
                        size: faller.size,
                    },
                    near
                ),
                "square",
                "squares"
            )
        ),
        rule: cite("Falling"),
    });
    Ok(())
}
