//! Putting creatures on the table: a launch snapshot becomes the combat's starting state.

use serde::{Deserialize, Serialize};

use super::rules::CombatRules;
use super::state::{CombatState, Combatant, Fate, Phase, Side};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::StatBlock;
use crate::systems::draw_steel::geometry::{Grid, Pos, Space, Terrain};
use crate::RuleViolation;

/// Everything a combat starts from: fixed at launch, so replaying it is exact.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CombatSetup {
    /// Everyone, in the order the GM listed them.
    pub combatants: Vec<Combatant>,
    /// The map, if one is used.
    pub grid: Option<Grid>,
    /// The heroes' hero tokens at the start.
    pub hero_tokens: u16,
    /// The Director's Malice at the start.
    pub malice: u16,
    /// The table rules in force.
    pub rules: CombatRules,
}

impl Combatant {
    /// A monster from its stat block.
    pub fn monster(
        block: &StatBlock,
        name: String,
        side: Side,
        position: Option<Pos>,
        surprised: bool,
        source_id: Option<i64>,
    ) -> Combatant {
        let stamina = i32::from(block.stamina);
        Combatant {
            name,
            side,
            hero: false,
            level: block.level,
            characteristics: block.characteristics,
            size: block.size,
            speed: block.speed,
            stability: block.stability,
            stamina_max: stamina,
            stamina,
            winded_value: stamina / 2,
            recovery_value: stamina / 3,
            recoveries: 0,
            free_strike: block.free_strike,
            weapon_bonus: [0; 3],
            immunities: block.immunities.clone(),
            weaknesses: block.weaknesses.clone(),
            abilities: block.abilities.clone(),
            resource_name: String::new(),
            resource: 0,
            position,
            elevation: 0,
            surges: 0,
            conditions: Vec::new(),
            hidden: false,
            invisible: false,
            surprised,
            fate: Fate::Standing,
            turns_started: 0,
            acted: false,
            triggered_round: 0,
            source_id,
        }
    }
}

/// Whether `space` lies wholly on the map and out of walls.
pub fn fits(grid: &Grid, space: Space) -> bool {
    grid.holds(space)
        && space
            .squares()
            .all(|square| grid.get(square) != Some(Terrain::Wall))
}

/// The starting state of a combat, or why the setup cannot start: more than 200 creatures,
/// a characteristic out of range, a creature off the map or in a wall, two creatures in the
/// same square.
pub fn begin(setup: CombatSetup) -> Result<CombatState, RuleViolation> {
    if setup.combatants.len() > 200 {
        return Err(RuleViolation::new(
            cite("Turn"),
            "A combat holds at most 200 creatures.",
        ));
    }
    for (index, combatant) in setup.combatants.iter().enumerate() {
        combatant.characteristics.validate()?;
        let Some(space) = combatant.space() else {
            continue;
        };
        if let Some(grid) = setup.grid.as_ref() {
            if !fits(grid, space) {
                return Err(RuleViolation::new(
                    cite("Size"),
                    format!(
                        "{} does not fit at ({}, {}): part of its space is off the map or in a \
                         wall.",
                        combatant.name, space.origin.x, space.origin.y
                    ),
                ));
            }
        }
        for other in &setup.combatants[..index] {
            if other.space().is_some_and(|o| o.overlaps(space)) {
                return Err(RuleViolation::new(
                    cite("Size"),
                    format!(
                        "{} and {} cannot share a square.",
                        other.name, combatant.name
                    ),
                ));
            }
        }
    }
    Ok(CombatState {
        grid: setup.grid,
        combatants: setup.combatants,
        round: 0,
        phase: Phase::Opening,
        first_side: None,
        turn: None,
        hero_tokens: setup.hero_tokens,
        malice: setup.malice,
        pending_moves: Vec::new(),
        opportunities: Vec::new(),
        rules: setup.rules,
        last_test: None,
        objects: Vec::new(),
    })
}
