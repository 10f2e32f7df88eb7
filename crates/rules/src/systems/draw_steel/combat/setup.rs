//! Putting creatures on the table: a launch snapshot becomes the combat's starting state.

use serde::{Deserialize, Serialize};

use super::rules::CombatRules;
use super::state::{CombatState, Combatant, CombatantId, Fate, Phase, Side, Squad};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::StatBlock;
use crate::systems::draw_steel::geometry::{Grid, Pos, Space, Terrain};
use crate::systems::draw_steel::table_rules::squads::MINION_SQUADS;
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
    /// Monsters the GM grouped into squads; played only under table rule
    /// `draw_steel.minion_squads`'s `squads` option, ignored under the glossary's reading.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub squads: Vec<SquadSetup>,
}

/// A squad as the GM formed it: its name and its members by their place in the list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelSquadSetup"),
    schemars(rename = "DrawSteelSquadSetup")
)]
#[serde(rename_all = "camelCase")]
pub struct SquadSetup {
    /// The GM's name for it.
    pub name: String,
    /// Its members, by their place in the combat's list.
    pub members: Vec<CombatantId>,
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
            squad: None,
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
    let mut combatants = setup.combatants;
    // Membership comes from the setup's squads alone (a setup copied from a state may carry it).
    for combatant in &mut combatants {
        combatant.squad = None;
    }
    let squads = if setup.rules.minion_squads {
        squads(&mut combatants, setup.squads)?
    } else {
        // The glossary's reading: every creature is its own combatant.
        Vec::new()
    };
    Ok(CombatState {
        grid: setup.grid,
        combatants,
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
        squads,
    })
}

/// The squads of a setup played under `draw_steel.minion_squads`' `squads` option, each
/// member marked with its squad; refused when a squad has fewer than two members, names a
/// creature twice or one that is not there, holds a hero, spans both sides, or mixes members
/// of different Stamina (the pool counts minions by one Stamina).
fn squads(
    combatants: &mut [Combatant],
    setups: Vec<SquadSetup>,
) -> Result<Vec<Squad>, RuleViolation> {
    let refuse = |text: String| Err(RuleViolation::new(MINION_SQUADS.rule.clone(), text));
    let mut squads = Vec::with_capacity(setups.len());
    for (index, setup) in setups.into_iter().enumerate() {
        let Ok(squad_index) = u8::try_from(index) else {
            return refuse("A combat holds at most 255 squads.".to_owned());
        };
        if setup.members.len() < 2 {
            return refuse(format!(
                "{} has {} member: a squad needs at least two.",
                setup.name,
                setup.members.len()
            ));
        }
        let mut minion_stamina = None;
        let mut side = None;
        let mut stamina = 0;
        for &member in &setup.members {
            let Some(combatant) = combatants.get_mut(usize::from(member)) else {
                return refuse(format!(
                    "{} names creature {member}, which is not in the combat.",
                    setup.name
                ));
            };
            if combatant.hero {
                return refuse(format!(
                    "{} is a hero; only monsters form squads.",
                    combatant.name
                ));
            }
            if combatant.squad.is_some() {
                return refuse(format!(
                    "{} is already in a squad; a creature fights in one squad at most.",
                    combatant.name
                ));
            }
            if *side.get_or_insert(combatant.side) != combatant.side {
                return refuse(format!(
                    "{} mixes the two sides; a squad fights on one side.",
                    setup.name
                ));
            }
            let each = *minion_stamina.get_or_insert(combatant.stamina_max);
            if each != combatant.stamina_max {
                return refuse(format!(
                    "{} mixes Stamina {each} and {}: its members share one Stamina each.",
                    setup.name, combatant.stamina_max
                ));
            }
            combatant.squad = Some(squad_index);
            stamina += combatant.stamina.max(0);
        }
        let minion_stamina = minion_stamina.unwrap_or(0);
        squads.push(Squad {
            name: setup.name,
            stamina_max: minion_stamina * setup.members.len() as i32,
            members: setup.members,
            minion_stamina,
            stamina,
            waiting: Vec::new(),
        });
    }
    Ok(squads)
}
