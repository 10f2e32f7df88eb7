//! Before rolling: each target's edges and banes, with reasons, and the exact odds of each tier.

use super::ability::free_strike_ability;
use super::budget::{self};
use super::command::{RollReason, TargetChoice};
use super::situation::{ability_input, edges_and_banes, shape_of};
use super::state::{CombatState, CombatantId};
use super::targets::map_unchecked;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ActionType, Distance};
use crate::systems::draw_steel::geometry;
use crate::systems::draw_steel::power_roll::{self};
use crate::RuleViolation;

/// The odds of one target's tiers before rolling, with the edges and banes behind them.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RollPreview {
    /// The target.
    pub target: CombatantId,
    /// The characteristic and score that would be rolled.
    pub characteristic: Option<(Characteristic, i8)>,
    /// Edges counted.
    pub edges: u8,
    /// Banes counted.
    pub banes: u8,
    /// Why each edge and bane.
    pub reasons: Vec<RollReason>,
    /// The exact chance of each tier (out of 100 outcomes of 2d10).
    pub odds: power_roll::TierOdds,
    /// Whether a natural 19–20 would be a critical hit.
    pub can_crit: bool,
}

/// What rolling `ability` (or a free strike when `None`) against `targets` would look like.
pub fn preview(
    state: &CombatState,
    user: CombatantId,
    ability: Option<u8>,
    targets: &[TargetChoice],
) -> Result<Vec<RollPreview>, RuleViolation> {
    let creature = budget::combatant(state, user)?;
    let free;
    let ability = match ability {
        Some(index) => creature.abilities.get(usize::from(index)).ok_or_else(|| {
            RuleViolation::new(
                cite("Ability"),
                format!("{} has no ability number {index}.", creature.name),
            )
        })?,
        None => {
            free = free_strike_ability(creature);
            &free
        }
    };
    let Some((characteristic, score)) = creature.characteristics.best_of(&ability.roll) else {
        return Ok(Vec::new());
    };
    let main_action = ability.action == ActionType::MainAction;
    let damaging = ability.deals_damage();
    targets
        .iter()
        .map(|choice| {
            let target = budget::combatant(state, choice.target)?;
            let melee = match ability.distance {
                Distance::Melee { .. } => true,
                Distance::MeleeOrRanged { reach, .. } => creature
                    .space()
                    .zip(target.space())
                    .is_none_or(|(a, b)| geometry::distance(a, b) <= u16::from(reach)),
                _ => false,
            };
            let shape = shape_of(&ability.keywords, damaging, melee);
            // Distance and line of effect without a map (flanking comes with the edges).
            let mut reasons: Vec<RollReason> =
                map_unchecked(state, user, choice.target, &ability.distance, false)
                    .into_iter()
                    .map(|check| check.reason())
                    .collect();
            let (edges, banes) =
                edges_and_banes(state, user, choice, targets, shape, Some(&mut reasons));
            let input = ability_input(&state.rules, score, main_action, edges, banes);
            Ok(RollPreview {
                target: choice.target,
                characteristic: Some((characteristic, score)),
                edges,
                banes,
                reasons,
                odds: power_roll::tier_odds(input),
                can_crit: main_action,
            })
        })
        .collect()
}
