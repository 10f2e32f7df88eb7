//! Using abilities and free strikes: the budget, the targets, one roll for all targets, a tier
//! per target, then each tier's effects ("Ability", "Ability Roll", "Target", "Free Strike",
//! "Charge", "Critical Hit", "Surges").

use super::budget::{self, spend_for};
use super::command::{DamageCause, Event, RollReason, Slot, TargetChoice};
use super::damage::{self, Hit};
use super::situation::{ability_input, edges_and_banes, shape_of};
use super::state::{CombatState, Combatant, CombatantId, Fate, PendingForcedMove};
use crate::random::Rng;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{
    Ability, ActionType, ConditionKind, Distance, Effect, Keyword, TargetKind,
};
use crate::systems::draw_steel::geometry;
use crate::systems::draw_steel::power_roll::{self, resolve, roll_dice, Tier};
use crate::RuleViolation;

/// The free strike every creature has: a melee 1 weapon strike rolled with Might or Agility.
fn free_strike_ability(attacker: &Combatant) -> Ability {
    let damage = attacker.free_strike;
    let tier = |bonus: u16| crate::systems::draw_steel::content::TierOutcome {
        effects: vec![Effect::Damage {
            amount: damage + bonus,
            add_characteristic: false,
            damage_type: None,
        }],
    };
    Ability {
        name: "Free Strike".to_owned(),
        keywords: vec![Keyword::Melee, Keyword::Strike, Keyword::Weapon],
        tags: Vec::new(),
        action: ActionType::MainAction,
        distance: Distance::Melee { reach: 1 },
        targets: crate::systems::draw_steel::content::Targets {
            kind: TargetKind::Enemies,
            count: Some(1),
        },
        roll: vec![Characteristic::Might, Characteristic::Agility],
        tiers: vec![tier(0), tier(0), tier(0)],
        effects: Vec::new(),
        cost: 0,
        trigger: None,
        notes: String::new(),
    }
}

/// How an ability is being used.
pub struct Use<'a> {
    /// Who.
    pub user: CombatantId,
    /// What.
    pub ability: &'a Ability,
    /// The part of the turn it takes (`Free` for opportunity attacks and charges' strikes).
    pub slot: Slot,
    /// The targets.
    pub targets: &'a [TargetChoice],
    /// The characteristic chosen, if any.
    pub characteristic: Option<Characteristic>,
    /// Entered dice.
    pub dice: Option<[u8; 2]>,
    /// Surges on damage.
    pub damage_surges: u8,
    /// Surges on potency.
    pub potency_surges: u8,
    /// Where the surges go.
    pub surge_target: Option<CombatantId>,
    /// Knock out instead of killing.
    pub knock_out: bool,
    /// Entered bleeding d6.
    pub bleeding_die: Option<u8>,
    /// The roll counts as a main action's (for critical hits).
    pub main_action: bool,
    /// Whether it is a free strike.
    pub free_strike: bool,
}

/// Decides `UseAbility`.
#[allow(clippy::too_many_arguments)]
pub fn use_ability(
    state: &CombatState,
    rng: &mut Rng,
    user: CombatantId,
    ability_index: u8,
    targets: &[TargetChoice],
    characteristic: Option<Characteristic>,
    dice: Option<[u8; 2]>,
    surges: (u8, u8, Option<CombatantId>),
    knock_out: bool,
    bleeding_die: Option<u8>,
) -> Result<Vec<Event>, RuleViolation> {
    let combatant = budget::combatant(state, user)?;
    let ability = combatant
        .abilities
        .get(usize::from(ability_index))
        .ok_or_else(|| {
            RuleViolation::new(
                cite("Ability"),
                format!("{} has no ability number {ability_index}.", combatant.name),
            )
        })?;
    let slot = budget::slot_for_action(state, user, ability.action, &ability.name)?;
    resolve_use(
        state,
        rng,
        Use {
            user,
            ability,
            slot,
            targets,
            characteristic,
            dice,
            damage_surges: surges.0,
            potency_surges: surges.1,
            surge_target: surges.2,
            knock_out,
            bleeding_die,
            main_action: slot == Slot::Main,
            free_strike: false,
        },
        Vec::new(),
    )
}

/// Decides a free strike: as the actor's main action, or as an opportunity attack.
pub fn free_strike(
    state: &CombatState,
    rng: &mut Rng,
    attacker: CombatantId,
    target: TargetChoice,
    dice: Option<[u8; 2]>,
    knock_out: bool,
) -> Result<Vec<Event>, RuleViolation> {
    let combatant = budget::combatant(state, attacker)?;
    let ability = free_strike_ability(combatant);
    let opportunity = state
        .opportunities
        .iter()
        .find(|o| o.attacker == attacker && o.mover == target.target);
    // An opportunity attack is judged where the mover stood before it left.
    let before_move;
    let (slot, main_action, judged) = if let Some(o) = opportunity {
        let mut scratch = state.clone();
        scratch.combatants[usize::from(o.mover)].position = Some(o.from);
        before_move = scratch;
        (Slot::Free, false, &before_move)
    } else {
        budget::require_actor(state, attacker, "make a free strike as a main action")?;
        (spend_for(state, attacker, budget::Need::Main)?, true, state)
    };
    let targets = [target];
    resolve_use(
        judged,
        rng,
        Use {
            user: attacker,
            ability: &ability,
            slot,
            targets: &targets,
            characteristic: None,
            dice,
            damage_surges: 0,
            potency_surges: 0,
            surge_target: None,
            knock_out,
            bleeding_die: None,
            main_action,
            free_strike: true,
        },
        Vec::new(),
    )
}

/// Decides the strike at the end of a charge, after the charge's own events.
pub fn charge_strike(
    state: &CombatState,
    rng: &mut Rng,
    attacker: CombatantId,
    target: TargetChoice,
    dice: Option<[u8; 2]>,
    knock_out: bool,
    before: Vec<Event>,
) -> Result<Vec<Event>, RuleViolation> {
    let combatant = budget::combatant(state, attacker)?;
    let ability = free_strike_ability(combatant);
    let targets = [target];
    resolve_use(
        state,
        rng,
        Use {
            user: attacker,
            ability: &ability,
            slot: Slot::Free,
            targets: &targets,
            characteristic: None,
            dice,
            damage_surges: 0,
            potency_surges: 0,
            surge_target: None,
            knock_out,
            bleeding_die: None,
            main_action: true,
            free_strike: true,
        },
        before,
    )
}

fn check_targets(
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
                    "{} targets at most {count}; {} were chosen.",
                    ability.name,
                    use_.targets.len()
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
            continue; // No grid positions: distance is the GM's call.
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
                    "{} is {distance} squares away; {} reaches {reach}.",
                    target.name, ability.name
                ),
            ));
        }
        if let Some(grid) = state.grid.as_ref() {
            if !geometry::line_of_effect(grid, from, to) {
                return Err(RuleViolation::new(
                    cite("Line of Effect"),
                    format!(
                        "{} has no line of effect to {}: a wall blocks every line between them.",
                        user.name, target.name
                    ),
                ));
            }
        }
    }
    Ok(melee_now)
}

fn score_for(
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

/// Resolves an ability use whose budget was checked: surges, bleeding, the roll, each target's
/// tier and effects, the critical hit and revealing a hidden user. `before` are events already
/// decided in the same command (a charge's move).
pub fn resolve_use(
    state: &CombatState,
    rng: &mut Rng,
    use_: Use<'_>,
    mut events: Vec<Event>,
) -> Result<Vec<Event>, RuleViolation> {
    let user = budget::combatant(state, use_.user)?;
    let ability = use_.ability;
    let melee_now = check_targets(state, user, &use_)?;
    let score = score_for(user, ability, use_.characteristic)?;
    if ability.cost > 0 && !user.hero && state.malice < u16::from(ability.cost) {
        return Err(RuleViolation::new(
            cite("Ability"),
            format!(
                "{} costs {} Malice; the Director has {}.",
                ability.name, ability.cost, state.malice
            ),
        ));
    }
    if ability.cost > 0 && user.hero && user.resource < u16::from(ability.cost) {
        return Err(RuleViolation::new(
            cite("Ability"),
            format!(
                "{} costs {} {}; {} has {}.",
                ability.name, ability.cost, user.resource_name, user.name, user.resource
            ),
        ));
    }
    let spent_surges = use_.damage_surges + use_.potency_surges;
    if spent_surges > user.surges {
        return Err(RuleViolation::new(
            cite("Surges"),
            format!(
                "{} has {} surges, not {spent_surges}.",
                user.name, user.surges
            ),
        ));
    }
    if use_.damage_surges > state.rules.max_damage_surges {
        return Err(RuleViolation::new(
            cite("Surges"),
            format!(
                "At most {} surges can be spent on one instance of damage.",
                state.rules.max_damage_surges
            ),
        ));
    }
    let surge_target = use_
        .surge_target
        .or_else(|| use_.targets.first().map(|t| t.target));
    if let Some(st) = use_.surge_target {
        if !use_.targets.iter().any(|t| t.target == st) {
            return Err(RuleViolation::new(
                cite("Surges"),
                "Surges must go to one of the ability's targets.",
            ));
        }
    }
    if let Some(slot) = Some(use_.slot).filter(|s| *s != Slot::Free || !use_.free_strike) {
        events.push(Event::SlotUsed {
            actor: use_.user,
            slot,
        });
    }
    if ability.cost > 0 {
        if user.hero {
            events.push(Event::Resource {
                who: use_.user,
                change: -i16::from(ability.cost),
            });
        } else {
            events.push(Event::Pools {
                hero_tokens: 0,
                malice: -i16::from(ability.cost),
                reason: format!("{} used {}", user.name, ability.name),
            });
        }
    }
    if spent_surges > 0 {
        events.push(Event::Surges {
            who: use_.user,
            change: -(spent_surges as i8),
        });
    }

    // Bleeding: on a main or triggered action, or a Might or Agility roll; once per action
    // unless the campaign says twice (A6).
    if user.has(ConditionKind::Bleeding) {
        let action_trigger = matches!(use_.slot, Slot::Main | Slot::Triggered)
            || (use_.main_action && !use_.free_strike);
        let roll_trigger = matches!(
            score,
            Some((Characteristic::Might | Characteristic::Agility, _))
        );
        let times = match (action_trigger, roll_trigger) {
            (true, true) if !state.rules.bleeding_once_per_action => 2,
            (false, false) => 0,
            _ => 1,
        };
        for time in 0..times {
            let entered = if time == 0 { use_.bleeding_die } else { None };
            bleed(state, rng, use_.user, entered, &mut events)?;
        }
    }

    let damaging = ability.deals_damage();
    let shape = shape_of(&ability.keywords, damaging, melee_now);
    let mut critical = false;
    if let Some((characteristic, value)) = score {
        let dice = roll_dice(rng, use_.dice)
            .map_err(|e| RuleViolation::new(cite("Ability Roll"), format!("{e}.")))?;
        let faces = power_roll::faces(dice);
        let natural = faces[0] + faces[1] >= 19;
        events.push(Event::PowerRolled {
            user: use_.user,
            ability: ability.name.clone(),
            dice,
            characteristic: Some((characteristic, value)),
            natural,
        });
        for choice in use_.targets {
            let mut reasons: Vec<RollReason> = Vec::new();
            let (edges, banes) = edges_and_banes(
                state,
                use_.user,
                choice,
                use_.targets,
                shape,
                Some(&mut reasons),
            );
            let roll = resolve(
                faces,
                ability_input(&state.rules, value, use_.main_action, edges, banes),
            );
            critical |= roll.critical_hit;
            events.push(Event::TierReached {
                user: use_.user,
                target: choice.target,
                total: roll.total,
                tier: roll.tier,
                reasons,
                edges,
                banes,
                explanation: tier_sentence(&roll),
                rule: roll.tier_rule.clone(),
            });
            let effects = &ability.tiers[usize::from(roll.tier.number() - 1)].effects;
            let outcome = Outcome {
                tier: Some(roll.tier),
                score: value,
                surge_target,
            };
            apply_effects(state, &use_, choice.target, effects, outcome, &mut events)?;
        }
    }
    let plain = Outcome {
        tier: None,
        score: score.map_or(0, |(_, v)| v),
        surge_target,
    };
    for choice in use_.targets {
        apply_effects(
            state,
            &use_,
            choice.target,
            &ability.effects,
            plain,
            &mut events,
        )?;
    }
    if use_.targets.is_empty() {
        apply_effects(
            state,
            &use_,
            use_.user,
            &ability.effects,
            plain,
            &mut events,
        )?;
    }
    if critical {
        events.push(Event::CriticalHit { user: use_.user });
    }
    if user.hidden {
        events.push(Event::Visibility {
            who: use_.user,
            hidden: false,
            invisible: user.invisible,
        });
    }
    Ok(events)
}

/// What the effects of one target read from the roll.
#[derive(Clone, Copy)]
struct Outcome {
    /// The tier reached, for tier outcomes (a kit's damage bonus depends on it).
    tier: Option<Tier>,
    /// The score of the characteristic rolled.
    score: i8,
    /// Where the surges go.
    surge_target: Option<CombatantId>,
}

fn tier_sentence(roll: &power_roll::PowerRoll) -> String {
    let mut sentence = format!(
        "{} + {} = {} → tier {}",
        roll.natural,
        roll.total - i32::from(roll.natural),
        roll.total,
        roll.tier_from_total.number()
    );
    if roll.tier_after_shift != roll.tier_from_total {
        sentence.push_str(&format!(
            "; the double {} moves it to tier {}",
            if roll.tier_after_shift > roll.tier_from_total {
                "edge"
            } else {
                "bane"
            },
            roll.tier_after_shift.number()
        ));
    }
    if roll.tier != roll.tier_after_shift {
        sentence.push_str(&format!(
            "; a natural {} makes it tier {}",
            roll.natural,
            roll.tier.number()
        ));
    }
    sentence
}

/// Takes bleeding damage: 1d6 + level.
pub fn bleed(
    state: &CombatState,
    rng: &mut Rng,
    who: CombatantId,
    entered: Option<u8>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let combatant = budget::combatant(state, who)?;
    let die = crate::random::roll_or_enter(rng, 6, entered)
        .map_err(|e| RuleViolation::new(cite("Bleeding"), format!("{e}.")))?;
    let raw = u16::from(die.value) + u16::from(combatant.level);
    damage::hit(
        state,
        Hit {
            target: who,
            raw,
            damage_type: None,
            cause: DamageCause::Bleeding,
            source: None,
            knock_out: false,
            label: format!("Bleeding: d6 {} + level {}", die.value, combatant.level),
        },
        events,
    );
    Ok(())
}

fn apply_effects(
    state: &CombatState,
    use_: &Use<'_>,
    target: CombatantId,
    effects: &[Effect],
    outcome: Outcome,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let surge_target = outcome.surge_target;
    let user = budget::combatant(state, use_.user)?;
    let target_creature = budget::combatant(state, target)?;
    let mut surges_used = false;
    for effect in effects {
        match effect {
            Effect::Damage {
                amount,
                add_characteristic,
                damage_type,
            } => {
                let mut raw = *amount;
                let mut label = format!("{amount}");
                if *add_characteristic {
                    let score = outcome.score;
                    raw = raw.saturating_add_signed(i16::from(score));
                    label.push_str(&format!(" + characteristic {score}"));
                }
                if let Some(t) = outcome.tier.filter(|_| use_.ability.has(Keyword::Weapon)) {
                    let bonus = user.weapon_bonus[usize::from(t.number() - 1)];
                    if bonus > 0 && !use_.free_strike {
                        raw += bonus;
                        label.push_str(&format!(" + kit {bonus}"));
                    }
                }
                if use_.damage_surges > 0 && surge_target == Some(target) && !surges_used {
                    let per = u16::try_from(user.characteristics.highest().max(0)).unwrap_or(0);
                    let extra = per * u16::from(use_.damage_surges);
                    raw += extra;
                    surges_used = true;
                    label.push_str(&format!(" + {} surges × {per}", use_.damage_surges));
                }
                damage::hit(
                    state,
                    Hit {
                        target,
                        raw,
                        damage_type: damage_type.as_deref(),
                        cause: if use_.free_strike {
                            DamageCause::FreeStrike
                        } else {
                            DamageCause::Ability
                        },
                        source: Some(use_.user),
                        knock_out: use_.knock_out,
                        label,
                    },
                    events,
                );
            }
            Effect::Condition {
                condition,
                duration,
                potency,
            } => {
                if damage::fate_now(state, events, target) == Fate::Dead {
                    continue; // Killed by this very ability: nothing more lands on it.
                }
                if let Some(potency) = potency {
                    let raise =
                        if surge_target == Some(target) && state.rules.surges_per_potency > 0 {
                            (use_.potency_surges / state.rules.surges_per_potency) as i8
                        } else {
                            0
                        };
                    let score = target_creature.characteristics.get(potency.characteristic);
                    let value = potency.value + raise;
                    if score >= value {
                        events.push(Event::Resisted {
                            target,
                            condition: *condition,
                            score,
                            potency: value,
                        });
                        continue;
                    }
                }
                super::conditions::impose(
                    state,
                    target,
                    *condition,
                    *duration,
                    Some(use_.user),
                    events,
                )?;
            }
            Effect::ForcedMove {
                movement,
                distance,
                vertical,
            } => {
                if damage::fate_now(state, events, target) == Fate::Dead {
                    continue;
                }
                events.push(Event::ForcedMovePending(PendingForcedMove {
                    source: use_.user,
                    target,
                    movement: *movement,
                    distance: *distance,
                    vertical: *vertical,
                }));
            }
            Effect::GainSurges { count } => events.push(Event::Surges {
                who: use_.user,
                change: *count as i8,
            }),
            Effect::Text { text } => events.push(Event::Note {
                who: Some(target),
                text: format!("{} on {}: {text}", use_.ability.name, target_creature.name),
            }),
        }
    }
    Ok(())
}

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
            let mut reasons = Vec::new();
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
