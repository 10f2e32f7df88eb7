//! Using abilities and free strikes: the budget, the targets, one roll for all targets, a tier
//! per target, then each tier's effects ("Ability", "Ability Roll", "Target", "Free Strike",
//! "Charge", "Critical Hit", "Surges").

use super::budget::{self, spend_for};
use super::command::{Event, RollReason, Slot, TargetChoice};
use super::situation::{ability_input, edges_and_banes, shape_of};
use super::state::{CombatState, Combatant, CombatantId};
use super::usage::Use;
use crate::random::Rng;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{
    Ability, ActionType, ConditionKind, Distance, Effect, Keyword, TargetKind,
};
use crate::systems::draw_steel::power_roll::{self, resolve, roll_dice};
use crate::systems::draw_steel::words::count;
use crate::RuleViolation;

use super::effects::{apply_effects, bleed, Outcome};
use super::targets::{check_targets, map_unchecked, score_for};

/// The free strike every creature has: a melee 1 weapon strike rolled with Might or Agility.
pub(super) fn free_strike_ability(attacker: &Combatant) -> Ability {
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
    let mut before = Vec::new();
    let (slot, main_action, judged) = if let Some(o) = opportunity {
        let mut scratch = state.clone();
        scratch.combatants[usize::from(o.mover)].position = Some(o.from);
        before_move = scratch;
        // An opportunity gives one strike ("Opportunity Attack"): using it spends it.
        before.push(Event::SlotUsed {
            actor: attacker,
            slot: Slot::Free,
        });
        (Slot::Free, false, &before_move)
    } else {
        if state.turn.is_some_and(|t| t.actor != attacker) {
            return Err(RuleViolation::new(
                cite("Opportunity Attack"),
                format!(
                    "{} has no opportunity attack open against {} (each opportunity gives one \
                     free strike), and it is not {}'s turn.",
                    combatant.name,
                    state
                        .get(target.target)
                        .map_or("that creature", |c| c.name.as_str()),
                    combatant.name,
                ),
            ));
        }
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
        before,
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
                "{} has {}, not {spent_surges}.",
                user.name,
                count(user.surges, "surge", "surges")
            ),
        ));
    }
    if use_.damage_surges > state.rules.max_damage_surges {
        return Err(RuleViolation::new(
            cite("Surges"),
            format!(
                "At most {} can be spent on one instance of damage.",
                count(state.rules.max_damage_surges, "surge", "surges")
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
    // Without a map some checks were passed over; the log says which, so the GM judges them.
    for choice in use_.targets {
        let checks = map_unchecked(
            state,
            use_.user,
            choice.target,
            &ability.distance,
            shape.melee && shape.strike,
        );
        if !checks.is_empty() {
            events.push(Event::NotChecked {
                user: use_.user,
                target: choice.target,
                checks,
            });
        }
    }
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

pub(super) fn tier_sentence(roll: &power_roll::PowerRoll) -> String {
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
