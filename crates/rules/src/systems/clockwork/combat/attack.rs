//! An attack from declaration to damage («Attacking», «Defense», «Damage»): the counters it
//! costs, reach or range, the pool, the defense with the declared dodge or block, critical
//! damage, the damage roll against resistance, and what the damage does.

use super::command::{AttackOrder, AttackResult, CalledShot, Event, LuckedRoll, Reaction};
use super::decide::{end_if_decided, entered_error, refuse, roll_death, roll_error, Draft};
use super::health::{take_damage, vitals_penalty};
use super::luck::{check_luck, reroll_if, LuckOn};
use super::setup::CombatWeapon;
use super::state::{CombatState, Combatant, CombatantId, Fate, DEATH_POOL};
use crate::citation::{Explained, Term};
use crate::dice::DicePool;
use crate::grid::Metric;
use crate::random::Rng;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::content::DamageType;
use crate::systems::clockwork::roll::{pool_size, roll_pool, PoolRequest, RollError, SIDES};
use crate::systems::clockwork::skills::Skill;
use crate::systems::clockwork::words::count;
use crate::RuleViolation;

fn term(label: impl Into<String>, value: i32, section: &'static str) -> Term {
    Term {
        label: label.into(),
        value,
        rule: cite(section),
    }
}

/// Spaces from `from` to `to` for reach, counted as the table rule `clockwork.reach_diagonals`
/// says (by default a neighbouring space, diagonal or not, is 1 away: reach 1 strikes every
/// space around the attacker).
pub fn reach_distance(state: &CombatState, from: &Combatant, to: &Combatant) -> u16 {
    let metric = if state.rules.reach_diagonals_two {
        Metric::DiagonalsCostTwo
    } else {
        Metric::KingMoves
    };
    metric.distance(from.at(), to.at()) as u16
}

/// Spaces from `from` to `to` for range, counted as the table rule `clockwork.range_diagonals`
/// says (by default as movement counts them, a diagonal 2).
pub fn range_distance(state: &CombatState, from: &Combatant, to: &Combatant) -> u16 {
    let metric = if state.rules.range_diagonals_one {
        Metric::KingMoves
    } else {
        Metric::DiagonalsCostTwo
    };
    metric.distance(from.at(), to.at()) as u16
}

/// Whether `target` may be attacked: the fighting and the dying may, the dead may not, and
/// the stabilized as the table rule `clockwork.stabilized_targets` says.
pub fn can_be_attacked(state: &CombatState, target: &Combatant) -> bool {
    match target.fate {
        Fate::Fighting | Fate::Dying { .. } => true,
        Fate::Stabilized => state.rules.stabilized_attackable,
        Fate::Dead => false,
    }
}

/// The dice a ranged attack loses at `distance` with an increment of `increment`: one per
/// increment beyond the first, or `None` past three increments, where it misses
/// («Range To Target»).
pub const fn range_penalty(distance: u16, increment: u8) -> Option<u8> {
    let increment = if increment == 0 { 1 } else { increment as u16 };
    if distance > 3 * increment {
        return None;
    }
    let increments = distance.div_ceil(increment);
    Some(if increments > 1 {
        (increments - 1) as u8
    } else {
        0
    })
}

/// What an attack would roll against, worked out before the dice: the attacker's pool and the
/// target's defense (or why it misses without a roll).
pub struct Aim {
    /// The weapon.
    pub weapon: CombatWeapon,
    /// The damage type.
    pub damage_type: DamageType,
    /// Spaces to the target.
    pub distance: u16,
    /// The pool request.
    pub request: PoolRequest,
    /// The pool, explained.
    pub pool: Explained,
    /// Why it misses without a roll, if it does.
    pub automatic_miss: Option<String>,
    /// The defense to meet or exceed.
    pub defense: Explained,
}

/// Checks `order` by `actor` and works out its pool and the defense, without dice.
pub fn aim(
    state: &CombatState,
    actor: CombatantId,
    order: &AttackOrder,
) -> Result<Aim, RuleViolation> {
    let (Some(attacker), Some(target)) = (state.get(actor), state.get(order.target)) else {
        return refuse(
            "Attacking",
            format!("There is no combatant {}.", order.target),
        );
    };
    let who = attacker.fighter.name.as_str();
    let whom = target.fighter.name.as_str();
    if order.target == actor {
        return refuse("Attacking", format!("{who} cannot attack itself."));
    }
    if !can_be_attacked(state, target) {
        return match target.fate {
            Fate::Dead => refuse("Dying", format!("{whom} is dead.")),
            _ => refuse(
                "Stabilizing",
                format!(
                    "{whom} is stabilized, incapacitated for the rest of the combat; this table \
                     leaves the stabilized out of the fight (table rule \
                     clockwork.stabilized_targets; the book does not say)."
                ),
            ),
        };
    }
    if target.is_hidden_from(actor) {
        return refuse(
            "Stealth",
            format!(
                "{who} cannot see {whom}: a stealthed combatant cannot be targeted by any attack."
            ),
        );
    }
    let Some(weapon) = attacker.fighter.weapons.get(usize::from(order.weapon)) else {
        return refuse(
            "Weapons",
            format!("{who} has no weapon number {}.", order.weapon + 1),
        );
    };
    if weapon.area.is_some() {
        return refuse(
            "Area of Effect",
            format!(
                "The {} strikes an area, not one target: make an area attack with it.",
                weapon.name
            ),
        );
    }
    let damage_type = match (order.damage_type, weapon.damage.as_slice()) {
        (None, [only]) => *only,
        (Some(chosen), types) if types.contains(&chosen) => chosen,
        (Some(chosen), _) => {
            return refuse(
                "Damage Types",
                format!("The {} deals no {} damage.", weapon.name, chosen.name()),
            );
        }
        (None, _) => {
            return refuse(
                "Damage Types",
                format!(
                    "The {} deals several damage types: declare one before the attack roll.",
                    weapon.name
                ),
            );
        }
    };
    if order.finesse && (weapon.ranged() || !weapon.finesse) {
        return refuse(
            "Attack Rolls",
            format!(
                "Only a finesse melee weapon rolls Body / Agility; the {} is not one.",
                weapon.name
            ),
        );
    }
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
    match order.reaction {
        Reaction::None => {}
        reaction => {
            let (section, verb) = if reaction == Reaction::Dodge {
                ("Dodge", "dodge")
            } else {
                ("Block", "block")
            };
            if !target.fighting() {
                let state = if target.fate == Fate::Stabilized {
                    "stabilized"
                } else {
                    "dying"
                };
                return refuse(section, format!("{whom} is {state} and cannot {verb}."));
            }
            if !target.had_turn {
                return refuse(
                    "Initiative",
                    format!(
                        "{whom} has not had a turn yet: defenseless, it has no counters to \
                         {verb} with."
                    ),
                );
            }
            if target.counters == 0 {
                return refuse(
                    section,
                    format!("{whom} has no action counters reserved to {verb} with."),
                );
            }
            if attacker.is_hidden_from(order.target) {
                return refuse(
                    "Stealth",
                    format!("{who} attacks from stealth: {whom} cannot {verb} it."),
                );
            }
            if reaction == Reaction::Block && target.fighter.block_bonus.is_none() {
                return refuse(section, format!("{whom} has no shield to block with."));
            }
        }
    }
    if order.cover.is_some() && !weapon.ranged() {
        return refuse(
            "Obstructions",
            "Cover does not apply to melee attacks.".to_owned(),
        );
    }
    let skill = match (weapon.ranged(), order.finesse) {
        (true, _) => Skill::Accuracy,
        (false, true) => Skill::Agility,
        (false, false) => Skill::Strength,
    };
    let mut penalties = Vec::new();
    let mut automatic_miss = None;
    let distance;
    match weapon.range {
        None => {
            distance = reach_distance(state, attacker, target);
            let reach = u16::from(attacker.fighter.reach) + u16::from(weapon.reach);
            if distance > reach {
                return refuse(
                    "Reach",
                    format!(
                        "{whom} is {} away; {who}'s reach with the {} is {}.",
                        count(distance, "space", "spaces"),
                        weapon.name,
                        count(reach, "space", "spaces")
                    ),
                );
            }
        }
        Some(increment) => {
            distance = range_distance(state, attacker, target);
            match range_penalty(distance, increment) {
                None => {
                    automatic_miss = Some(format!(
                        "{whom} is {} away, beyond the {}'s effective range of {}",
                        count(distance, "space", "spaces"),
                        weapon.name,
                        count(3 * u16::from(increment), "space", "spaces")
                    ));
                }
                Some(0) => {}
                Some(dice) => penalties.push(term(
                    format!("Range: increment {} of {increment} spaces", dice + 1),
                    -i32::from(dice),
                    "Range To Target",
                )),
            }
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
    let request = PoolRequest {
        attribute: attacker.fighter.body,
        skill_rank: attacker.fighter.ranks.get(skill),
        bonus_skill: attacker.fighter.has_bonus(skill),
        foci: u8::from(weapon.focus),
        situational: i8::try_from(situational).unwrap_or(i8::MIN),
    };
    let rules = state.rules.pool();
    let base = pool_size(
        &PoolRequest {
            situational: 0,
            ..request
        },
        &rules,
    )
    .map_err(|e| roll_error("attack roll", e))?;
    let mut pool = base.clone();
    pool.terms.extend(penalties);
    pool.value = base.value + situational;
    match pool_size(&request, &rules) {
        Ok(size) => pool.value = size.value,
        Err(RollError::NoDice(_)) => {
            automatic_miss.get_or_insert_with(|| {
                format!(
                    "the penalties leave {}, so the attack misses",
                    count(pool.value, "die", "dice")
                )
            });
        }
        Err(e) => return Err(roll_error("attack roll", e)),
    }
    let mut defense_terms = vec![term(
        "Base defense",
        i32::from(target.fighter.base_defense),
        "Defense Scores",
    )];
    match order.reaction {
        Reaction::None => {}
        Reaction::Dodge => defense_terms.push(term(
            "Dodge",
            i32::from(target.fighter.dodge_bonus),
            "Dodge",
        )),
        Reaction::Block => defense_terms.push(term(
            "Block",
            i32::from(target.fighter.block_bonus.unwrap_or(0)),
            "Block",
        )),
    }
    if let Some(area) = order.called_shot {
        defense_terms.push(term(
            format!("Called shot: {}", area.name()),
            i32::from(CalledShot::DEFENSE),
            "Called Shots",
        ));
    }
    if let Some(cover) = order.cover {
        defense_terms.push(term(
            cover.label(),
            i32::from(cover.bonus()),
            "Obstructions",
        ));
    }
    let defense = Explained::sum(cite("Attack Rolls"), defense_terms);
    Ok(Aim {
        weapon: weapon.clone(),
        damage_type,
        distance,
        request,
        pool,
        automatic_miss,
        defense,
    })
}

/// The resistance a damage roll with `twelves` 12s meets: the target's total in the type,
/// less 1 of its armor's share per 12 for an Armor Piercing weapon.
pub(super) fn resistance(
    target: &Combatant,
    damage: DamageType,
    armor_piercing: bool,
    twelves: u8,
) -> Explained {
    let total = target.fighter.resistances.get(damage);
    let armor = target.fighter.armor.get(damage).min(total);
    let mut terms = vec![term(
        format!("{} resistance", damage.name()),
        i32::from(total),
        "Resistance",
    )];
    if armor_piercing && twelves > 0 {
        terms.push(term(
            format!(
                "Armor Piercing: {} on the damage roll",
                count(twelves, "12", "12s")
            ),
            -i32::from(twelves.min(armor)),
            "Special Properties",
        ));
    }
    Explained::sum(cite("Resistance"), terms)
}

/// The damage points `dice` make against `resistance`: each die at or above it 1, a 12 two,
/// a 1 takes one away; never below 0 («Damage Roll», «Resistance»).
pub fn damage_points(dice: &DicePool, resistance: u8) -> Explained {
    let twelves = dice.count_of(12) as i32;
    let ones = dice.count_of(1) as i32;
    let at_least = dice
        .values()
        .filter(|&v| v != 12 && v != 1 && v >= resistance)
        .count() as i32;
    let mut terms = Vec::new();
    if twelves > 0 {
        terms.push(term(
            format!("{} × a 12, two points each", twelves),
            2 * twelves,
            "Damage Roll",
        ));
    }
    if at_least > 0 {
        terms.push(term(
            format!("{at_least} × a die at or above resistance {resistance}"),
            at_least,
            "Resistance",
        ));
    }
    if ones > 0 {
        terms.push(term(
            format!("{ones} × a 1 cancels a point"),
            -ones,
            "Damage Roll",
        ));
    }
    let mut points = Explained::sum(cite("Resistance"), terms);
    if points.value < 0 {
        points
            .notes
            .push("The 1s cancel every point; the damage is 0, not less.".to_owned());
        points.value = 0;
    }
    points
}

/// Resolves `order` by `actor`: the attack, its damage, and a death roll if it leaves the
/// target dying (or hits it while dying).
pub(super) fn attack(
    draft: &mut Draft,
    actor: CombatantId,
    order: &AttackOrder,
    rng: &mut Rng,
) -> Result<(), RuleViolation> {
    let state = &draft.state;
    let aim = aim(state, actor, order)?;
    let target = &state.combatants[usize::from(order.target)];
    // Entered dice are checked before anything is rolled, so a bad entry changes nothing.
    if let Some(values) = &order.damage_dice {
        DicePool::entered(usize::from(aim.weapon.damage_dice), SIDES, values)
            .map_err(|e| entered_error("damage roll", e))?;
    }
    let death_pool = match target.fate {
        Fate::Dying { pool } => pool,
        _ => DEATH_POOL,
    };
    if let Some(values) = &order.death_dice {
        DicePool::entered(usize::from(death_pool), SIDES, values)
            .map_err(|e| entered_error("death roll", e))?;
    }
    if let (Some(values), Some(_)) = (&order.attack_dice, &aim.automatic_miss) {
        if !values.is_empty() {
            return refuse(
                "Range To Target",
                "This attack misses without a roll; enter no attack dice.".to_owned(),
            );
        }
    }
    // Luck: declared rerolls need the luck to pay for them, and a reroll's entered dice are
    // checked with the rest.
    let declared = u8::from(order.attack_luck.is_some()) + u8::from(order.damage_luck.is_some());
    check_luck(state, actor, declared)?;
    if order.death_luck.is_some() {
        check_luck(state, order.target, 1)?;
    }
    if let (Some(_), Some(why)) = (&order.attack_luck, &aim.automatic_miss) {
        return refuse(
            "Using Luck",
            format!("There is no attack roll to reroll: it misses without one ({why})."),
        );
    }
    if let Some(values) = order.attack_luck.as_ref().and_then(|r| r.dice.as_ref()) {
        let size = usize::try_from(aim.pool.value).unwrap_or(0);
        DicePool::entered(size, SIDES, values).map_err(|e| entered_error("attack reroll", e))?;
    }
    if let Some(values) = order.damage_luck.as_ref().and_then(|r| r.dice.as_ref()) {
        DicePool::entered(usize::from(aim.weapon.damage_dice), SIDES, values)
            .map_err(|e| entered_error("damage reroll", e))?;
    }
    if let Some(values) = order.death_luck.as_ref().and_then(|r| r.dice.as_ref()) {
        DicePool::entered(usize::from(death_pool), SIDES, values)
            .map_err(|e| entered_error("death reroll", e))?;
    }
    let mut luck_left = state.get(actor).map_or(0, |c| c.luck);
    let mut luck_events = Vec::new();
    let pool_rules = state.rules.pool();
    let defense = aim.defense.value;
    let roll = match aim.automatic_miss {
        Some(_) => None,
        None => {
            let throw = |rng: &mut Rng, entered: Option<&[u8]>| {
                roll_pool(&aim.request, &pool_rules, rng, entered)
                    .map_err(|e| roll_error("attack roll", e))
            };
            let first = throw(rng, order.attack_dice.as_deref())?;
            Some(reroll_if(
                LuckOn {
                    who: actor,
                    what: LuckedRoll::Attack,
                    reroll: order.attack_luck.as_deref(),
                },
                &mut luck_left,
                first,
                |r| {
                    let hit = r.gains.value >= defense;
                    (
                        !hit,
                        format!(
                            "{} against defense {defense}: {}",
                            count(r.gains.value, "gain", "gains"),
                            if hit { "a hit" } else { "a miss" }
                        ),
                    )
                },
                |r| &r.dice,
                |entered| throw(rng, entered),
                &mut luck_events,
            )?)
        }
    };
    let hit = roll
        .as_ref()
        .is_some_and(|r| r.gains.value >= aim.defense.value);
    // «Called Shots»: a head shot's critical damage comes on 11s as well as 12s, counted on the
    // attack roll as «Critical Damage» counts it (digest A48).
    let critical = match (&roll, hit) {
        (Some(roll), true) if order.called_shot == Some(CalledShot::Head) => {
            roll.dice.values().filter(|&v| v >= 11).count() as u16
        }
        (Some(roll), true) => roll.dice.count_of(12) as u16,
        _ => 0,
    };
    let (damage_dice, resistance_met, damage) = if hit {
        let size = usize::from(aim.weapon.damage_dice);
        let throw = |rng: &mut Rng, entered: Option<&[u8]>| {
            DicePool::roll_or_enter(rng, size, SIDES, entered)
                .map_err(|e| entered_error("damage roll", e))
        };
        let first = throw(rng, order.damage_dice.as_deref())?;
        let points_of = |dice: &DicePool| {
            let met = resistance(
                target,
                aim.damage_type,
                aim.weapon.armor_piercing,
                dice.count_of(12) as u8,
            );
            damage_points(dice, u8::try_from(met.value.max(0)).unwrap_or(12)).value
        };
        let dice = reroll_if(
            LuckOn {
                who: actor,
                what: LuckedRoll::Damage,
                reroll: order.damage_luck.as_deref(),
            },
            &mut luck_left,
            first,
            |dice| {
                let points = points_of(dice);
                (points == 0, count(points, "damage point", "damage points"))
            },
            |dice| dice,
            |entered| throw(rng, entered),
            &mut luck_events,
        )?;
        let twelves = dice.count_of(12) as u8;
        let met = resistance(target, aim.damage_type, aim.weapon.armor_piercing, twelves);
        let points = damage_points(&dice, u8::try_from(met.value.max(0)).unwrap_or(12));
        let mut terms = vec![term("Damage points", points.value, "Resistance")];
        if critical > 0 {
            let (faces, section) = if order.called_shot == Some(CalledShot::Head) {
                (count(critical, "11 or 12", "11s and 12s"), "Called Shots")
            } else {
                (count(critical, "12", "12s"), "Critical Damage")
            };
            terms.push(term(
                format!("Critical damage: {faces} on the attack roll"),
                i32::from(critical),
                section,
            ));
        }
        let mut total = Explained::sum(cite("Damage"), terms);
        total.notes = points.notes;
        (Some(dice), Some(met), Some(total))
    } else {
        (None, None, None)
    };
    let dealt = damage.as_ref().map_or(0, |d| d.value.max(0) as u16);
    let was_dying = matches!(target.fate, Fate::Dying { .. });
    let change = (dealt > 0).then(|| take_damage(target, dealt));
    for event in luck_events {
        draft.push(event);
    }
    draft.push(Event::Attacked(Box::new(AttackResult {
        attacker: actor,
        target: order.target,
        weapon: aim.weapon.name,
        counters: aim.weapon.action_cost,
        distance: aim.distance,
        reaction: order.reaction,
        pool: aim.pool,
        automatic_miss: aim.automatic_miss,
        roll,
        defense: aim.defense,
        hit,
        damage_type: aim.damage_type,
        critical,
        called_shot: order.called_shot,
        damage_dice,
        resistance: resistance_met,
        damage,
    })));
    // An offensive action gives up every benefit of stealth, once this attack has had it.
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
    if let Some(change) = change {
        draft.push(Event::Damaged {
            target: order.target,
            change,
        });
        if !was_dying && change.vitals == 0 {
            draft.push(Event::BeganDying {
                target: order.target,
            });
        }
        // Dying now, or hit while dying: the death roll comes at once.
        roll_death(
            draft,
            order.target,
            order.death_dice.as_deref(),
            order.death_luck.as_deref(),
            rng,
        )?;
    }
    if let (true, Some(area @ (CalledShot::Arm | CalledShot::Leg))) = (hit, order.called_shot) {
        if draft.state.get(order.target).is_some_and(|c| c.fighting()) {
            draft.push(Event::Lamed {
                target: order.target,
                area,
            });
        }
    }
    end_if_decided(draft);
    Ok(())
}
