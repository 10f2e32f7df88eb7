//! Area attacks («Area of Effect»): a radius around a space, a cone or a line from the attacker.
//! Everyone in the area is struck, friend or foe, with no dodge or block: one attack roll against
//! each creature's base defense, one damage roll counted against each one's resistance
//! («Resistance»), half the damage rounded down on a miss. A creature hidden from the attacker
//! is struck blindly and takes half the damage without a roll against it («Stealth»).
//!
//! Grenades («Grenades & Mines») are the first users: radius 2, 4 action counters, thrown with a
//! range increment of 3 and no farther than 9 spaces («Throwing Grenades»). The radius is counted
//! as range is (table rule `clockwork.range_diagonals`: by default a diagonal is 2). The book
//! describes a cone only along a row or column, so a diagonal cone is refused.

use serde::{Deserialize, Serialize};

use super::attack::{can_be_attacked, damage_points, resistance};
use super::command::Event;
use super::decide::{end_if_decided, entered_error, refuse, roll_death, roll_error, Draft};
use super::health::{take_damage, vitals_penalty};
use super::state::{CombatState, CombatantId};
use crate::citation::{Explained, Term};
use crate::dice::DicePool;
use crate::grid::{AreaTemplate, Direction, Footprint, Metric, Square};
use crate::random::Rng;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::content::DamageType;
use crate::systems::clockwork::roll::{pool_size, roll_pool, PoolRequest, PoolRoll, SIDES};
use crate::systems::clockwork::skills::Skill;
use crate::systems::clockwork::words::count;
use crate::RuleViolation;

/// The shape a weapon strikes («Area of Effect»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAreaKind"),
    schemars(rename = "ClockworkAreaKind")
)]
#[serde(rename_all = "snake_case", tag = "shape", content = "spaces")]
pub enum AreaKind {
    /// A space and every space within this many of it.
    Radius(u8),
    /// A cone this many spaces long from the attacker: 1, 3, 5 … spaces wide.
    Cone(u8),
    /// A straight or diagonal line of this many spaces from the attacker.
    Line(u8),
}

/// Where an area attack goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAreaAim"),
    schemars(rename = "ClockworkAreaAim")
)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum AreaAim {
    /// A radius weapon's centre, a space within its range.
    At {
        /// The centre.
        centre: Square,
    },
    /// A cone or a line pointed from the attacker.
    Toward {
        /// Which way.
        direction: Direction,
    },
}

/// An area attack as the GM orders it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAreaOrder"),
    schemars(rename = "ClockworkAreaOrder")
)]
#[serde(rename_all = "camelCase")]
pub struct AreaOrder {
    /// The attacker's weapon, by its place in its list (a weapon with an area).
    pub weapon: u8,
    /// Where it goes.
    pub aim: AreaAim,
    /// The attack roll, when entered.
    #[serde(default)]
    pub attack_dice: Option<Vec<u8>>,
    /// The one damage roll, when entered.
    #[serde(default)]
    pub damage_dice: Option<Vec<u8>>,
}

/// One creature in the area, as the attack left it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAreaStruck"),
    schemars(rename = "ClockworkAreaStruck")
)]
#[serde(rename_all = "camelCase")]
pub struct AreaStruck {
    /// Who.
    pub target: CombatantId,
    /// Its base defense: no dodge or block against an area.
    pub defense: Explained,
    /// Whether the attack roll met it.
    pub hit: bool,
    /// Hidden from the attacker: struck blindly, half damage without a roll against it.
    pub blind: bool,
    /// The resistance the damage roll met.
    pub resistance: Explained,
    /// The damage dealt: the points (halved on a miss) and critical damage on a hit.
    pub damage: Explained,
}

/// An area attack worked out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAreaResult"),
    schemars(rename = "ClockworkAreaResult")
)]
#[serde(rename_all = "camelCase")]
pub struct AreaResult {
    /// The attacker.
    pub attacker: CombatantId,
    /// The weapon's name.
    pub weapon: String,
    /// Action counters it cost.
    pub counters: u8,
    /// The shape.
    pub kind: AreaKind,
    /// Where it went.
    pub aim: AreaAim,
    /// The spaces it covered, in reading order.
    pub squares: Vec<Square>,
    /// The pool: attribute, bonus skill, focus, less range and vitals penalties.
    pub pool: Explained,
    /// The attack roll.
    pub roll: PoolRoll,
    /// The damage type.
    pub damage_type: DamageType,
    /// The one damage roll.
    pub damage_dice: DicePool,
    /// Each creature struck, in the order of the combat's list.
    pub struck: Vec<AreaStruck>,
}

/// A direction in words ("north-east").
pub const fn direction_name(direction: Direction) -> &'static str {
    match direction {
        Direction::North => "north",
        Direction::NorthEast => "north-east",
        Direction::East => "east",
        Direction::SouthEast => "south-east",
        Direction::South => "south",
        Direction::SouthWest => "south-west",
        Direction::West => "west",
        Direction::NorthWest => "north-west",
    }
}

fn term(label: impl Into<String>, value: i32, section: &'static str) -> Term {
    Term {
        label: label.into(),
        value,
        rule: cite(section),
    }
}

/// The metric an area's radius and a throw's distance are counted in: as range counts spaces.
fn metric(state: &CombatState) -> Metric {
    if state.rules.range_diagonals_one {
        Metric::KingMoves
    } else {
        Metric::DiagonalsCostTwo
    }
}

/// The spaces of `state`'s map that `kind`, aimed by `aim` from `from`, covers; or why it
/// cannot be aimed so.
pub fn covered(
    state: &CombatState,
    from: Square,
    kind: AreaKind,
    aim: AreaAim,
) -> Result<Vec<Square>, RuleViolation> {
    let template = match (kind, aim) {
        (AreaKind::Radius(radius), AreaAim::At { centre }) => AreaTemplate::Burst {
            centre: Footprint::single(centre),
            radius: u16::from(radius),
        },
        (AreaKind::Cone(_), AreaAim::Toward { direction }) if direction.is_diagonal() => {
            return refuse(
                "Area of Effect",
                "The book describes a cone along a row or column only; point it north, east, \
                 south or west."
                    .to_owned(),
            );
        }
        (AreaKind::Cone(length), AreaAim::Toward { direction }) => AreaTemplate::Cone {
            origin: from,
            direction,
            length: u16::from(length),
        },
        (AreaKind::Line(length), AreaAim::Toward { direction }) => AreaTemplate::Line {
            origin: from,
            direction,
            length: u16::from(length),
        },
        (AreaKind::Radius(_), AreaAim::Toward { .. }) => {
            return refuse(
                "Area of Effect",
                "A radius is centred on a space: aim it at one.".to_owned(),
            );
        }
        (AreaKind::Cone(_) | AreaKind::Line(_), AreaAim::At { .. }) => {
            return refuse(
                "Area of Effect",
                "A cone or a line starts at the attacker: give its direction.".to_owned(),
            );
        }
    };
    Ok(template.squares(metric(state), state.bounds))
}

/// Resolves an area attack by `actor`.
pub(super) fn area_attack(
    draft: &mut Draft,
    actor: CombatantId,
    order: &AreaOrder,
    rng: &mut Rng,
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    let Some(attacker) = state.get(actor) else {
        return refuse("Attacking", format!("There is no combatant {actor}."));
    };
    let who = attacker.fighter.name.as_str();
    let Some(weapon) = attacker.fighter.weapons.get(usize::from(order.weapon)) else {
        return refuse(
            "Weapons",
            format!("{who} has no weapon number {}.", order.weapon + 1),
        );
    };
    let Some(kind) = weapon.area else {
        return refuse(
            "Area of Effect",
            format!(
                "The {} strikes no area; attack a target with it.",
                weapon.name
            ),
        );
    };
    let damage_type = match weapon.damage.as_slice() {
        [only] => *only,
        _ => {
            return refuse(
                "Damage Types",
                format!(
                    "The {} must deal one damage type to strike an area.",
                    weapon.name
                ),
            );
        }
    };
    if attacker.counters < weapon.action_cost {
        return refuse(
            "Attack Speed",
            format!(
                "An attack with the {} takes {}; {who} has {} left.",
                weapon.name,
                count(weapon.action_cost, "action counter", "action counters"),
                attacker.counters
            ),
        );
    }
    let squares = covered(state, attacker.at(), kind, order.aim)?;
    let mut penalties = Vec::new();
    if let (AreaAim::At { centre }, Some(increment)) = (order.aim, weapon.range) {
        if !state.bounds.contains(centre) {
            return refuse(
                "Area of Effect",
                format!("Space ({}, {}) is off the map.", centre.x, centre.y),
            );
        }
        let distance = metric(state).distance(attacker.at(), centre) as u16;
        match super::attack::range_penalty(distance, increment) {
            None => {
                return refuse(
                    "Throwing Grenades",
                    format!(
                        "Space ({}, {}) is {} away, beyond the {}'s reach of {}.",
                        centre.x,
                        centre.y,
                        count(distance, "space", "spaces"),
                        weapon.name,
                        count(3 * u16::from(increment), "space", "spaces")
                    ),
                );
            }
            Some(0) => {}
            Some(dice) => penalties.push(term(
                format!("Range: increment {} of {increment} spaces", dice + 1),
                -i32::from(dice),
                "Range To Target",
            )),
        }
    }
    let vitals = vitals_penalty(attacker.vitals);
    if vitals > 0 {
        penalties.push(term(
            format!("{} left", count(attacker.vitals, "vital", "vitals")),
            -i32::from(vitals),
            "Grit & Vitals",
        ));
    }
    let situational: i32 = penalties.iter().map(|t| t.value).sum();
    // Thrown and ranged attacks roll Body / Accuracy («Attack Rolls»).
    let request = PoolRequest {
        attribute: attacker.fighter.body,
        skill_rank: attacker.fighter.ranks.get(Skill::Accuracy),
        bonus_skill: attacker.fighter.has_bonus(Skill::Accuracy),
        foci: u8::from(weapon.focus),
        situational: i8::try_from(situational).unwrap_or(i8::MIN),
    };
    let rules = state.rules.pool();
    let mut pool = pool_size(
        &PoolRequest {
            situational: 0,
            ..request
        },
        &rules,
    )
    .map_err(|e| roll_error("attack roll", e))?;
    pool.terms.extend(penalties);
    pool.value = pool_size(&request, &rules)
        .map_err(|e| roll_error("attack roll", e))?
        .value;
    // Entered dice are checked before anything is rolled, so a bad entry changes nothing.
    if let Some(values) = &order.damage_dice {
        DicePool::entered(usize::from(weapon.damage_dice), SIDES, values)
            .map_err(|e| entered_error("damage roll", e))?;
    }
    let roll = roll_pool(&request, &rules, rng, order.attack_dice.as_deref())
        .map_err(|e| roll_error("attack roll", e))?;
    let damage_dice = DicePool::roll_or_enter(
        rng,
        usize::from(weapon.damage_dice),
        SIDES,
        order.damage_dice.as_deref(),
    )
    .map_err(|e| entered_error("damage roll", e))?;
    let twelves = damage_dice.count_of(12) as u8;
    let critical = roll.dice.count_of(12) as i32;
    let mut struck = Vec::new();
    for (index, target) in state.combatants.iter().enumerate() {
        if !squares.contains(&target.at()) || !can_be_attacked(state, target) {
            continue;
        }
        let id = index as CombatantId;
        let blind = id != actor && target.is_hidden_from(actor);
        let defense = Explained::sum(
            cite("Area of Effect"),
            vec![term(
                "Base defense",
                i32::from(target.fighter.base_defense),
                "Defense Scores",
            )],
        );
        let hit = !blind && roll.gains.value >= defense.value;
        let met = resistance(target, damage_type, weapon.armor_piercing, twelves);
        let points = damage_points(&damage_dice, u8::try_from(met.value.max(0)).unwrap_or(12));
        let mut terms = vec![term("Damage points", points.value, "Resistance")];
        if hit && critical > 0 {
            terms.push(term(
                format!(
                    "Critical damage: {} on the attack roll",
                    count(critical, "12", "12s")
                ),
                critical,
                "Critical Damage",
            ));
        } else if !hit {
            let (label, section) = if blind {
                ("Struck blindly: half, rounded down", "Stealth")
            } else {
                ("A miss: half, rounded down", "Area of Effect")
            };
            terms.push(term(label, -(points.value - points.value / 2), section));
        }
        let mut damage = Explained::sum(cite("Damage"), terms);
        damage.notes = points.notes;
        struck.push(AreaStruck {
            target: id,
            defense,
            hit,
            blind,
            resistance: met,
            damage,
        });
    }
    let dealt: Vec<(CombatantId, u16)> = struck
        .iter()
        .map(|s| (s.target, s.damage.value.max(0) as u16))
        .collect();
    draft.push(Event::AreaAttacked(Box::new(AreaResult {
        attacker: actor,
        weapon: weapon.name.clone(),
        counters: weapon.action_cost,
        kind,
        aim: order.aim,
        squares,
        pool,
        roll,
        damage_type,
        damage_dice,
        struck,
    })));
    if draft
        .state
        .get(actor)
        .is_some_and(|c| !c.hidden_from.is_empty())
    {
        draft.push(Event::StealthBroken {
            combatant: actor,
            why: "attacks".to_owned(),
        });
    }
    for (target, points) in dealt {
        let Some(victim) = draft.state.get(target) else {
            continue;
        };
        if points == 0 {
            continue;
        }
        let was_dying = matches!(victim.fate, super::state::Fate::Dying { .. });
        let change = take_damage(victim, points);
        draft.push(Event::Damaged { target, change });
        if !was_dying && change.vitals == 0 {
            draft.push(Event::BeganDying { target });
        }
        roll_death(draft, target, None, None, rng)?;
    }
    end_if_decided(draft);
    Ok(())
}
