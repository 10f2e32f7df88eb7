//! Objects the GM places on the map: where they may stand, and taking them away ("Slamming into
//! Objects", "Cover", "Size": objects have sizes too).

use super::budget::require_running;
use super::command::Event;
use super::state::{CombatState, Fate, MapObject};
use crate::systems::draw_steel::characteristics::Size;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::geometry::{Pos, Space};
use crate::RuleViolation;

/// The longest object name, in characters.
const MAX_OBJECT_NAME: usize = 80;

/// `PlaceObject`: on the map, in open squares no creature or object holds.
pub fn place(
    state: &CombatState,
    name: &str,
    position: Pos,
    size: Size,
) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    let name = name.trim();
    if name.is_empty() || name.chars().count() > MAX_OBJECT_NAME {
        return Err(RuleViolation::new(
            cite("Size"),
            format!("Name the object in 1 to {MAX_OBJECT_NAME} characters."),
        ));
    }
    let Some(grid) = state.grid.as_ref() else {
        return Err(RuleViolation::new(
            cite("Size"),
            "Objects are placed on a map, and this combat has none.",
        ));
    };
    if state.objects.len() >= usize::from(u8::MAX) {
        return Err(RuleViolation::new(
            cite("Size"),
            "The map holds as many objects as it can.",
        ));
    }
    let space = Space {
        origin: position,
        size,
    };
    if !super::setup::fits(grid, space) {
        return Err(RuleViolation::new(
            cite("Size"),
            format!("{name} does not fit there: part of it is off the map or in a wall."),
        ));
    }
    let creature = state
        .combatants
        .iter()
        .filter(|c| c.fate != Fate::Dead)
        .find(|c| c.space().is_some_and(|s| s.overlaps(space)));
    if let Some(creature) = creature {
        return Err(RuleViolation::new(
            cite("Size"),
            format!("{} stands there.", creature.name),
        ));
    }
    if let Some(other) = state.objects.iter().find(|o| o.space().overlaps(space)) {
        return Err(RuleViolation::new(
            cite("Size"),
            format!("{} is already there.", other.name),
        ));
    }
    Ok(vec![Event::ObjectPlaced {
        object: MapObject {
            name: name.to_owned(),
            position,
            size,
        },
    }])
}

/// `RemoveObject`: the GM takes a placed object off the map.
pub fn remove(state: &CombatState, object: u8) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    let placed = state.objects.get(usize::from(object)).ok_or_else(|| {
        RuleViolation::new(
            cite("Size"),
            format!(
                "There is no object {object}; the map holds {}.",
                state.objects.len()
            ),
        )
    })?;
    Ok(vec![Event::ObjectRemoved {
        object,
        name: placed.name.clone(),
    }])
}
