//! Summoned Creatures ("Summoned Creatures"): a summon joins the battle as a new combatant at the
//! end of the list (every other id stays as it was), next to its summoner, with the Strike and
//! Defense its entry's formulas give from the summoner's numbers now and the Movement its
//! description gives; its Speed is always its controller's. It plays no cards, takes no turn of
//! its own and does not count when deciding whether a side is beaten: its controller commands it
//! on the controller's turn, and an Attack so commanded is the controller's Primary Action. A
//! summon with any Stat below 0 succumbs to Summon Exhaustion and disappears.
//!
//! Two table rules settle what the book leaves open: a Defense formula reading "Defense" follows
//! the caster's Defense as it stands, or keeps the number it gave at summoning
//! (`fated_hand.summon_whose_defense`); a summon's dice are rolled when it arrives, or again as
//! every round begins (`fated_hand.summon_dice`).

use super::attack::after;
use super::check::{actor, combatant, refuse, Decision};
use super::command::Event;
use super::state::{BattleState, Combatant, CombatantId, Tile};
use super::stats::{explain_magic_strike, value, value_in};
use super::stealth::occupants;
use crate::citation::{Explained, Term};
use crate::random::Rng;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::summons::{
    FormulaBase, StatFormula, SummonInputs, SummonMovement, SummonSource,
};
use crate::systems::fated_hand::model::Stat;
use crate::RuleViolation;

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
        // No Movement printed: the table's number, or the controller's own Movement now.
        SummonMovement::Unstated(_) if state.rules.magic.summon_movement_from_speed => {
            super::stats::movement(c)
        }
        SummonMovement::Tiles(n) | SummonMovement::Unstated(n) => i16::from(n),
        SummonMovement::Chess(_) | SummonMovement::Immobile => 0,
    };
    let hit_points = i8::try_from(def.hit_points).unwrap_or(1);
    let mut events = vec![Event::Summoned {
        by,
        summon: def.id.clone(),
        id: state.combatants.len() as u8,
        name: def.name.clone(),
        strike: explained(&def.strike, &inputs, total, "Strike"),
        defense: explained(&def.defense, &inputs, total, "Defense"),
        movement,
        at: at.filter(|_| state.grid.is_some()),
        hit_points,
    }];
    // No summon's Hit Points are printed: at this table the GM gives each its number (table
    // rule `fated_hand.summon_defaults`, `gm_sets`).
    if state.rules.magic.summon_hit_points_by_gm {
        let source = match &def.summoned_by {
            SummonSource::Spell(id) | SummonSource::Perk(id) => id.clone(),
        };
        events.push(Event::RulingNeeded {
            who: by,
            source,
            effect: format!(
                "give the {} its Hit Points with Adjudicate (at this table the GM sets each \
                 summon's; it arrives with {hit_points}).",
                def.name
            ),
        });
    }
    Ok(events)
}

/// The summon the acting creature commands: it must be one of the actor's own Summoned Creatures,
/// still on the field. Returns the controller's id and the summon.
pub(super) fn commanded(
    state: &BattleState,
    summon: CombatantId,
) -> Result<(CombatantId, &Combatant), RuleViolation> {
    let (by, controller) = actor(state)?;
    let s = combatant(state, summon)?;
    let Some(owner) = s.summoned_by else {
        return Err(refuse(
            "Summoned Creatures",
            format!("{} is not a Summoned Creature.", s.name),
        ));
    };
    if owner != by {
        let owner_name = state
            .combatant(owner)
            .map_or("another creature", |c| &c.name);
        return Err(refuse(
            "Summoned Creatures",
            format!(
                "{} answers to {owner_name}, on {owner_name}'s turn; it is {}'s turn.",
                s.name, controller.name
            ),
        ));
    }
    if !s.active() {
        return Err(refuse(
            "Summoned Creatures",
            format!("{} is no longer on the field.", s.name),
        ));
    }
    Ok((by, s))
}

/// The Defense formula of summon `summon` when it reads a "Defense" (Pale Shark, Frost Golem,
/// Flame Tyrant, Ravenous Bloom): whose is not said, and by table rule
/// `fated_hand.summon_whose_defense`'s default it is the caster's as it stands.
pub(super) fn defense_formula_reading_the_controller(summon: &str) -> Option<StatFormula> {
    content()
        .summons
        .iter()
        .find(|s| s.id == summon)
        .filter(|def| {
            def.defense
                .terms
                .iter()
                .any(|t| t.base == FormulaBase::CasterDefense)
        })
        .map(|def| def.defense.clone())
}

/// The numbers `formula` reads from `controller` now.
fn inputs_now(controller: &Combatant, formula: &StatFormula) -> SummonInputs {
    let reads = |base: FormulaBase| formula.terms.iter().any(|t| t.base == base);
    SummonInputs {
        caster_magic_strike: if reads(FormulaBase::CasterMagicStrike) {
            explain_magic_strike(controller).value as i16
        } else {
            0
        },
        caster_strike: value(controller, Stat::Strike),
        caster_defense: value(controller, Stat::Defense),
        ..SummonInputs::default()
    }
}

/// Summons whose Defense follows their controller's (table rule
/// `fated_hand.summon_whose_defense`, `caster_current`): each one's formula read again from its
/// controller's numbers as they stand. Run after every event, since any of them can move the
/// controller's Defense (cards, stance, Handicap, wards).
pub(super) fn follow_controllers(state: &mut BattleState) {
    for i in 0..state.combatants.len() {
        let c = &state.combatants[i];
        let (Some(formula), Some(by)) = (&c.defense_follows, c.summoned_by) else {
            continue;
        };
        let Some(controller) = state.combatant(by) else {
            continue;
        };
        // No formula reading a Defense has dice.
        let defense = formula.evaluate(&inputs_now(controller, formula), 0);
        if let Some(arm) = state.combatants[i].arms.first_mut() {
            arm.defense = defense;
        }
    }
}

/// As a round begins, under table rule `fated_hand.summon_dice`'s `each_round`: every summon on
/// the field whose numbers include dice (the Young Bear's Defense "7 + 1d6") rolls them again.
/// By default they are rolled once, when it arrives.
pub(super) fn reroll_dice(state: &BattleState, rng: &mut Rng) -> Vec<Event> {
    if !state.rules.magic.summon_dice_each_round {
        return Vec::new();
    }
    let mut events = Vec::new();
    for (i, c) in state.combatants.iter().enumerate() {
        let Some(by) = c.summoned_by.filter(|_| c.active()) else {
            continue;
        };
        // A summon keeps its entry's name: the content's summon names are distinct.
        let (Some(def), Some(controller)) = (
            content().summons.iter().find(|s| s.name == c.name),
            state.combatant(by),
        ) else {
            continue;
        };
        for (stat, formula) in [(Stat::Strike, &def.strike), (Stat::Defense, &def.defense)] {
            let Some(d) = formula.dice else {
                continue;
            };
            let rolled: i16 = (0..d.count).map(|_| i16::from(rng.roll(d.sides))).sum();
            let inputs = inputs_now(controller, formula);
            events.push(Event::SummonRerolled {
                who: i as CombatantId,
                stat,
                rolled,
                value: explained(formula, &inputs, rolled, &format!("{stat:?}")),
            });
        }
    }
    events
}

const STATS: [Stat; 3] = [Stat::Strike, Stat::Defense, Stat::Speed];

/// Summon Exhaustion after `events`: every summon still on the field with a Stat below 0 then
/// (its Speed being its controller's) disappears. Checked after every command, since any of them
/// can push a Stat down: an attack, a ruling, an override, its controller's plan.
pub(super) fn exhaustion(state: &BattleState, events: &[Event]) -> Vec<Event> {
    let arriving = events.iter().any(|e| matches!(e, Event::Summoned { .. }));
    let over = events
        .iter()
        .any(|e| matches!(e, Event::BattleEnded { .. }));
    if over || (!arriving && !state.combatants.iter().any(|c| c.is_summon() && c.active())) {
        return Vec::new();
    }
    let next = after(state, events);
    (0..next.combatants.len())
        .filter(|i| next.combatants[*i].is_summon() && next.combatants[*i].active())
        .filter_map(|i| {
            let who = i as CombatantId;
            STATS.iter().find_map(|stat| {
                let value = value_in(&next, who, *stat);
                (value < 0).then_some(Event::SummonExhausted {
                    who,
                    stat: *stat,
                    value,
                })
            })
        })
        .collect()
}
