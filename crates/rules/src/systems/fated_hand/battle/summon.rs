//! Summoned Creatures ("Summoned Creatures"): a summon joins the battle as a new combatant at the
//! end of the list (every other id stays as it was), next to its summoner, with the Strike and
//! Defense its entry's formulas give from the summoner's numbers now. It plays no cards, takes no
//! turn of its own and does not count when deciding whether a side is beaten.

use super::check::{actor, refuse, Decision};
use super::command::Event;
use super::state::{BattleState, Tile};
use super::stats::{explain_magic_strike, value};
use super::stealth::occupants;
use crate::citation::{Explained, Term};
use crate::random::Rng;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::summons::{
    StatFormula, SummonInputs, SummonMovement, SummonSource,
};
use crate::systems::fated_hand::model::Stat;

/// Combatant ids are bits of the Engagement mask.
const MAX_COMBATANTS: usize = 64;

fn explained(formula: &StatFormula, inputs: &SummonInputs, dice: i16, what: &str) -> Explained {
    let value = formula.evaluate(inputs, dice);
    Explained::sum(
        cite("Summoned Creatures"),
        vec![Term {
            label: format!("{what}: {formula}"),
            value: i32::from(value),
            rule: cite("Summoned Creatures"),
        }],
    )
}

pub(super) fn summon_creature(
    state: &BattleState,
    summon: &str,
    at: Option<Tile>,
    dice: Option<u8>,
    rng: &mut Rng,
) -> Decision {
    let (by, c) = actor(state)?;
    let Some(def) = content().summons.iter().find(|s| s.id == summon) else {
        return Err(refuse(
            "Summoned Creatures",
            format!("There is no summon \"{summon}\"."),
        ));
    };
    let allowed = match &def.summoned_by {
        SummonSource::Spell(spell) => c.spells_cast.iter().any(|s| s == spell),
        SummonSource::Perk(perk) => c.perks.iter().any(|p| p == perk),
    };
    if !allowed {
        return Err(refuse(
            "Summoned Creatures",
            format!(
                "{} has not cast or gained what summons {}.",
                c.name, def.name
            ),
        ));
    }
    if state.combatants.len() >= MAX_COMBATANTS {
        return Err(refuse(
            "Summoned Creatures",
            "The battle already holds 64 creatures.",
        ));
    }
    if let (Some(grid), Some(from)) = (&state.grid, c.position) {
        let Some(to) = at else {
            return Err(refuse(
                "Summoned Creatures",
                "Say where the summon appears: a tile next to its summoner.",
            ));
        };
        if from.distance(to) != 1 {
            return Err(refuse(
                "Summoned Creatures",
                format!("({}, {}) is not adjacent to {}.", to.x, to.y, c.name),
            ));
        }
        if !grid.is_open(to) || occupants(state, by, to).next().is_some() {
            return Err(refuse(
                "Summoned Creatures",
                format!("({}, {}) is not an open tile.", to.x, to.y),
            ));
        }
    }
    let dice_spec = def.strike.dice.or(def.defense.dice);
    let total = match (dice_spec, dice) {
        (None, _) => 0,
        (Some(d), Some(entered)) => {
            let (lo, hi) = (u16::from(d.count), u16::from(d.count) * u16::from(d.sides));
            if !(lo..=hi).contains(&u16::from(entered)) {
                return Err(refuse(
                    "Summoned Creatures",
                    format!("{}d{} cannot total {entered}.", d.count, d.sides),
                ));
            }
            i16::from(entered)
        }
        (Some(d), None) => (0..d.count).map(|_| i16::from(rng.roll(d.sides))).sum(),
    };
    let inputs = SummonInputs {
        caster_magic_strike: explain_magic_strike(c).value as i16,
        caster_strike: value(c, Stat::Strike),
        caster_defense: value(c, Stat::Defense),
        ..SummonInputs::default()
    };
    let movement = match def.movement {
        SummonMovement::Tiles(n) | SummonMovement::Unstated(n) => i16::from(n),
        SummonMovement::Chess(_) | SummonMovement::Immobile => 0,
    };
    Ok(vec![Event::Summoned {
        by,
        summon: def.id.clone(),
        id: state.combatants.len() as u8,
        name: def.name.clone(),
        strike: explained(&def.strike, &inputs, total, "Strike"),
        defense: explained(&def.defense, &inputs, total, "Defense"),
        movement,
        at: at.filter(|_| state.grid.is_some()),
        hit_points: i8::try_from(def.hit_points).unwrap_or(1),
    }])
}
