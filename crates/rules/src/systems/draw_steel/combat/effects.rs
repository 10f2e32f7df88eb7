//! A tier outcome's effects on one target: damage with the kit's bonus and surges, conditions
//! behind potency, forced movement waiting for its path, surges, GM text; and bleeding.

use super::budget::{self};
use super::command::{DamageCause, Event};
use super::damage::{self, Hit};
use super::state::{CombatState, CombatantId, Fate, PendingForcedMove};
use super::usage::Use;
use crate::random::Rng;
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::{Effect, Keyword};
use crate::systems::draw_steel::power_roll::Tier;
use crate::systems::draw_steel::words::count;
use crate::RuleViolation;

/// What the effects of one target read from the roll.
#[derive(Clone, Copy)]
pub(super) struct Outcome {
    /// The tier reached, for tier outcomes (a kit's damage bonus depends on it).
    pub(super) tier: Option<Tier>,
    /// The score of the characteristic rolled.
    pub(super) score: i8,
    /// Where the surges go.
    pub(super) surge_target: Option<CombatantId>,
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

pub(super) fn apply_effects(
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
                    // Table rule draw_steel.surge_damage (G17): not in the glossary.
                    let score = if state.rules.surge_damage_rolled {
                        outcome.score
                    } else {
                        user.characteristics.highest()
                    };
                    let per = u16::try_from(score.max(0)).unwrap_or(0);
                    let extra = per * u16::from(use_.damage_surges);
                    raw += extra;
                    surges_used = true;
                    label.push_str(&format!(
                        " + {} × {per}",
                        count(use_.damage_surges, "surge", "surges")
                    ));
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
                    // Table rule draw_steel.potency (G6): not in the glossary.
                    let resists = if state.rules.potency_lands_at_equal {
                        score > value
                    } else {
                        score >= value
                    };
                    if resists {
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
                    // Killed by this very ability: by the book its body is still moved and
                    // slams ("Forced Movement"), unless the table rule leaves it where it fell.
                    let text = if state.rules.killed_creatures_still_slam {
                        "is killed, but its body is still moved: a creature it slams into \
                         takes damage (Forced Movement)"
                    } else {
                        "is killed and stays where it fell: the table rule spares whatever it \
                         would have slammed into (Forced Movement)"
                    };
                    events.push(Event::Note {
                        who: Some(target),
                        text: format!("{} {text}", target_creature.name),
                    });
                    if !state.rules.killed_creatures_still_slam {
                        continue;
                    }
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
