//! The GM's tools during a combat: Recoveries, hero tokens and hand adjustments ("Recovery",
//! "Hero Tokens").

use super::budget::{self, require_running};
use super::command::{Command, DamageCause, Event, TokenUse};
use super::damage::{self, Hit};
use super::state::{CombatState, CombatantId};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{ConditionKind, Duration};
use crate::systems::draw_steel::words::count;
use crate::RuleViolation;

/// `SpendRecovery`: regain the recovery value (never above the maximum).
pub fn spend_recovery(state: &CombatState, who: CombatantId) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    let creature = budget::combatant(state, who)?;
    if !creature.hero {
        return Err(RuleViolation::new(
            cite("Recovery"),
            format!(
                "{} is not a hero: only heroes have Recoveries.",
                creature.name
            ),
        ));
    }
    if creature.recoveries == 0 {
        return Err(RuleViolation::new(
            cite("Recovery"),
            format!("{} has no Recoveries left.", creature.name),
        ));
    }
    if creature.stamina >= creature.stamina_max {
        return Err(RuleViolation::new(
            cite("Recovery"),
            format!("{} is at full Stamina.", creature.name),
        ));
    }
    let mut events = Vec::new();
    damage::heal(
        state,
        who,
        u16::try_from(creature.recovery_value.max(0)).unwrap_or(0),
        true,
        &mut events,
    );
    Ok(events)
}

/// `SpendHeroToken`: two surges, a saving throw succeeded, or Stamina without a Recovery.
pub fn spend_hero_token(
    state: &CombatState,
    rng: &mut crate::random::Rng,
    hero: CombatantId,
    spend: TokenUse,
    condition: Option<ConditionKind>,
    dice: Option<[u8; 2]>,
) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    let creature = budget::combatant(state, hero)?;
    if !creature.hero {
        return Err(RuleViolation::new(
            cite("Hero Tokens"),
            format!(
                "Hero tokens are the heroes' own; {} is not a hero.",
                creature.name
            ),
        ));
    }
    let rules = &state.rules;
    let cost = match spend {
        TokenUse::Surges => rules.token_cost_surges,
        TokenUse::Save => rules.token_cost_save,
        TokenUse::Stamina => rules.token_cost_stamina,
        TokenUse::Reroll => rules.token_cost_reroll,
    };
    if dice.is_some() && spend != TokenUse::Reroll {
        return Err(RuleViolation::new(
            cite("Hero Tokens"),
            "Dice go with a reroll only.",
        ));
    }
    if state.hero_tokens < u16::from(cost) {
        return Err(RuleViolation::new(
            cite("Hero Tokens"),
            format!(
                "That costs {}; the party has {}.",
                count(cost, "hero token", "hero tokens"),
                state.hero_tokens
            ),
        ));
    }
    let mut events = vec![Event::Pools {
        hero_tokens: -i16::from(cost),
        malice: 0,
        reason: format!("{} spent hero tokens", creature.name),
    }];
    match spend {
        TokenUse::Surges => events.push(Event::Surges {
            who: hero,
            change: 2,
        }),
        TokenUse::Save => {
            let kind = condition.ok_or_else(|| {
                RuleViolation::new(
                    cite("Hero Tokens"),
                    "Say which save-ends condition the token shakes off.",
                )
            })?;
            if !creature
                .conditions
                .iter()
                .any(|c| c.kind == kind && c.duration == Duration::SaveEnds)
            {
                return Err(RuleViolation::new(
                    cite("Save Ends"),
                    format!(
                        "{} has no save-ends {}.",
                        creature.name,
                        kind.name().to_lowercase()
                    ),
                ));
            }
            events.push(Event::ConditionEnded {
                target: hero,
                condition: kind,
                only: Some(Duration::SaveEnds),
                reason: "a hero token bought the saving throw".to_owned(),
                rule: cite("Hero Tokens"),
            });
        }
        TokenUse::Stamina => {
            if creature.stamina >= creature.stamina_max {
                return Err(RuleViolation::new(
                    cite("Hero Tokens"),
                    format!("{} is at full Stamina.", creature.name),
                ));
            }
            damage::heal(
                state,
                hero,
                u16::try_from(creature.recovery_value.max(0)).unwrap_or(0),
                false,
                &mut events,
            );
        }
        TokenUse::Reroll => super::checks::reroll(state, rng, hero, dice, &mut events)?,
    }
    Ok(events)
}

/// `Adjust`: the GM's hand on the numbers, each change logged with the reason.
pub fn adjust(state: &CombatState, command: &Command) -> Result<Vec<Event>, RuleViolation> {
    let Command::Adjust {
        who,
        damage: dealt,
        heal,
        surges,
        resource,
        hidden,
        invisible,
        position,
        elevation,
        reason,
    } = command
    else {
        return Ok(Vec::new());
    };
    require_running(state)?;
    let creature = budget::combatant(state, *who)?;
    let mut events = Vec::new();
    let why = if reason.trim().is_empty() {
        "GM adjustment".to_owned()
    } else {
        reason.trim().to_owned()
    };
    if *dealt > 0 {
        damage::hit(
            state,
            Hit {
                target: *who,
                raw: *dealt,
                damage_type: None,
                cause: DamageCause::Gm,
                source: None,
                knock_out: false,
                label: format!("{why}: {dealt}"),
            },
            &mut events,
        );
    }
    if *heal > 0 {
        damage::heal(state, *who, *heal, false, &mut events);
    }
    if *surges != 0 {
        if i16::from(creature.surges) + i16::from(*surges) < 0 {
            return Err(RuleViolation::new(
                cite("Surges"),
                format!(
                    "{} has only {}.",
                    creature.name,
                    count(creature.surges, "surge", "surges")
                ),
            ));
        }
        events.push(Event::Surges {
            who: *who,
            change: *surges,
        });
    }
    if *resource != 0 {
        if i32::from(creature.resource) + i32::from(*resource) < 0 {
            return Err(RuleViolation::new(
                cite("Ability"),
                format!(
                    "{} has only {} {}.",
                    creature.name, creature.resource, creature.resource_name
                ),
            ));
        }
        events.push(Event::Resource {
            who: *who,
            change: *resource,
        });
    }
    if hidden.is_some() || invisible.is_some() {
        events.push(Event::Visibility {
            who: *who,
            hidden: hidden.unwrap_or(creature.hidden),
            invisible: invisible.unwrap_or(creature.invisible),
        });
    }
    if let Some(position) = position {
        if let Some(grid) = state.grid.as_ref() {
            let space = crate::systems::draw_steel::geometry::Space {
                origin: *position,
                size: creature.size,
            };
            if !super::setup::fits(grid, space) {
                return Err(RuleViolation::new(
                    cite("Size"),
                    format!(
                        "{} does not fit there: part of its space is off the map or in a wall.",
                        creature.name
                    ),
                ));
            }
        }
        events.push(Event::Placed {
            who: *who,
            position: *position,
        });
    }
    if let Some(elevation) = elevation {
        events.push(Event::Elevation {
            who: *who,
            elevation: *elevation,
        });
    }
    if events.is_empty() {
        return Err(RuleViolation::new(
            cite("Stamina"),
            "The adjustment changes nothing.",
        ));
    }
    events.push(Event::Note {
        who: Some(*who),
        text: why,
    });
    Ok(events)
}

/// `AdjustPools`: hero tokens and Malice by hand.
pub fn adjust_pools(
    state: &CombatState,
    hero_tokens: i16,
    malice: i16,
) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    if i32::from(state.hero_tokens) + i32::from(hero_tokens) < 0 {
        return Err(RuleViolation::new(
            cite("Hero Tokens"),
            format!(
                "The party has only {}.",
                count(state.hero_tokens, "hero token", "hero tokens")
            ),
        ));
    }
    if i32::from(state.malice) + i32::from(malice) < 0 {
        return Err(RuleViolation::new(
            cite("Ability"),
            format!("The Director has only {} Malice.", state.malice),
        ));
    }
    if hero_tokens == 0 && malice == 0 {
        return Err(RuleViolation::new(
            cite("Hero Tokens"),
            "The adjustment changes nothing.",
        ));
    }
    Ok(vec![Event::Pools {
        hero_tokens,
        malice,
        reason: "GM adjustment".to_owned(),
    }])
}

/// `Teleport`: the creature's space moves to `to`; restrained ends; nothing is provoked.
pub fn teleport(
    state: &CombatState,
    who: CombatantId,
    to: crate::systems::draw_steel::geometry::Pos,
) -> Result<Vec<Event>, RuleViolation> {
    require_running(state)?;
    let creature = budget::combatant(state, who)?;
    let space = crate::systems::draw_steel::geometry::Space {
        origin: to,
        size: creature.size,
    };
    if let Some(grid) = state.grid.as_ref() {
        if !super::setup::fits(grid, space) {
            return Err(RuleViolation::new(
                cite("Size"),
                format!(
                    "{} does not fit there: part of its space is off the map or in a wall.",
                    creature.name
                ),
            ));
        }
    }
    let taken = state.combatants.iter().enumerate().any(|(index, other)| {
        index != usize::from(who)
            && other.fate != super::state::Fate::Dead
            && other.space().is_some_and(|s| s.overlaps(space))
    });
    if taken {
        return Err(RuleViolation::new(
            cite("Size"),
            "Another creature occupies part of that space.",
        ));
    }
    if let Some(object) = state.objects.iter().find(|o| o.space().overlaps(space)) {
        return Err(RuleViolation::new(
            cite("Size"),
            format!("{} stands there.", object.name),
        ));
    }
    let mut events = vec![Event::Placed { who, position: to }];
    if creature.has(ConditionKind::Restrained) {
        events.push(Event::ConditionEnded {
            target: who,
            condition: ConditionKind::Restrained,
            only: None,
            reason: "it teleported".to_owned(),
            rule: cite("Restrained"),
        });
    }
    Ok(events)
}
