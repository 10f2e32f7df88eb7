//! Damage, healing and what they do to a creature's fate ("Stamina", "Winded").
//!
//! `decide` builds a command's events before any is applied, so the running Stamina and fate of
//! a creature hit twice in one command are read back from the events already built.

use super::command::{DamageCause, Event};
use super::state::{CombatState, CombatantId, Fate};
use crate::systems::draw_steel::cite;
use crate::systems::draw_steel::content::DamageModifier;

/// A creature's Stamina as of the events built so far.
pub fn stamina_now(state: &CombatState, events: &[Event], who: CombatantId) -> i32 {
    if let Some(squad) = state.get(who).and_then(|c| c.squad) {
        if let Some(stamina) = super::squads::member_stamina_now(state, events, squad, who) {
            return stamina;
        }
    }
    events
        .iter()
        .rev()
        .find_map(|event| match event {
            Event::Damaged {
                target, stamina, ..
            } if *target == who => Some(*stamina),
            Event::Healed {
                who: healed,
                stamina,
                ..
            } if *healed == who => Some(*stamina),
            _ => None,
        })
        .or_else(|| state.get(who).map(|c| c.stamina))
        .unwrap_or(0)
}

/// A creature's fate as of the events built so far.
pub fn fate_now(state: &CombatState, events: &[Event], who: CombatantId) -> Fate {
    events
        .iter()
        .rev()
        .find_map(|event| match event {
            Event::FateChanged { who: w, fate, .. } if *w == who => Some(*fate),
            _ => None,
        })
        .or_else(|| state.get(who).map(|c| c.fate))
        .unwrap_or(Fate::Dead)
}

/// The largest modifier that applies to `damage_type` ("all" applies to every type).
fn modifier(list: &[DamageModifier], damage_type: Option<&str>) -> u16 {
    list.iter()
        .filter(|m| m.damage_type == "all" || Some(m.damage_type.as_str()) == damage_type)
        .map(|m| m.value)
        .max()
        .unwrap_or(0)
}

/// The sum that led to `dealt` ("4 + Might 2 − immunity 2 = "), or nothing for a bare amount
/// ("2 damage", not "2 = 2 damage").
fn arithmetic(label: String, immunity: u16, weakness: u16, dealt: u16) -> String {
    let mut explanation = label;
    if immunity > 0 {
        explanation.push_str(&format!(" − immunity {immunity}"));
    }
    if weakness > 0 {
        explanation.push_str(&format!(" + weakness {weakness}"));
    }
    if explanation == dealt.to_string() {
        String::new()
    } else {
        format!("{explanation} = ")
    }
}

/// One instance of damage.
pub struct Hit<'a> {
    /// Who takes it.
    pub target: CombatantId,
    /// Before immunity and weakness.
    pub raw: u16,
    /// Its type, if any.
    pub damage_type: Option<&'a str>,
    /// Why.
    pub cause: DamageCause,
    /// Who caused it.
    pub source: Option<CombatantId>,
    /// A non-hero brought to 0 is knocked out instead of killed.
    pub knock_out: bool,
    /// The arithmetic so far ("4 + Might 2"), extended with immunity and weakness.
    pub label: String,
}

/// Pushes the events of one hit: the damage after immunity and weakness, and any change of
/// fate (a hero dying or dead, a non-hero dead or knocked out).
pub fn hit(state: &CombatState, hit: Hit<'_>, events: &mut Vec<Event>) {
    let Some(target) = state.get(hit.target) else {
        return;
    };
    let immunity = modifier(&target.immunities, hit.damage_type);
    let weakness = modifier(&target.weaknesses, hit.damage_type);
    let dealt = hit.raw.saturating_sub(immunity).saturating_add(weakness);
    if let Some(squad) = target.squad {
        // Table rule draw_steel.minion_squads: a standing member's damage comes off the pool.
        if fate_now(state, events, hit.target) == Fate::Standing {
            let sum = arithmetic(hit.label, immunity, weakness, dealt);
            super::squads::hit(
                state,
                squad,
                hit.target,
                hit.raw,
                dealt,
                &sum,
                hit.cause,
                hit.source,
                hit.knock_out,
                events,
            );
            return;
        }
    }
    let before = stamina_now(state, events, hit.target);
    let mut after = before - i32::from(dealt);
    if !target.hero && state.rules.clamp_non_hero_stamina {
        after = after.max(0);
    }
    let sum = arithmetic(hit.label, immunity, weakness, dealt);
    let explanation = format!("{sum}{dealt} damage; Stamina {before} → {after}");
    events.push(Event::Damaged {
        target: hit.target,
        raw: hit.raw,
        dealt,
        stamina: after,
        cause: hit.cause,
        source: hit.source,
        explanation,
        rule: cite("Stamina"),
    });
    let fate = fate_now(state, events, hit.target);
    let next = if target.hero {
        let dead = state.rules.hero_death_at_negative_winded && after <= -target.winded_value;
        match fate {
            Fate::Standing | Fate::Dying if dead => Fate::Dead,
            Fate::Standing if after <= 0 => Fate::Dying,
            other => other,
        }
    } else if fate == Fate::Standing && after <= 0 {
        if hit.knock_out {
            Fate::Unconscious
        } else {
            Fate::Dead
        }
    } else {
        fate
    };
    if next != fate {
        events.push(Event::FateChanged {
            who: hit.target,
            fate: next,
            rule: cite("Stamina"),
        });
    }
}

/// Pushes the events of regaining `amount` Stamina (never above the maximum); a dying hero
/// brought above 0 stands again.
pub fn heal(
    state: &CombatState,
    who: CombatantId,
    amount: u16,
    recovery: bool,
    events: &mut Vec<Event>,
) {
    let Some(combatant) = state.get(who) else {
        return;
    };
    if let Some(squad) = combatant.squad {
        // Table rule draw_steel.minion_squads: a standing member heals the pool.
        if fate_now(state, events, who) == Fate::Standing {
            super::squads::heal(state, squad, who, amount, events);
            return;
        }
    }
    let before = stamina_now(state, events, who);
    let after = (before + i32::from(amount)).min(combatant.stamina_max);
    events.push(Event::Healed {
        who,
        amount: u16::try_from((after - before).max(0)).unwrap_or(u16::MAX),
        stamina: after,
        recovery,
        rule: cite(if recovery {
            "Recovery Value"
        } else {
            "Stamina"
        }),
    });
    if fate_now(state, events, who) == Fate::Dying && after > 0 {
        events.push(Event::FateChanged {
            who,
            fate: Fate::Standing,
            rule: cite("Stamina"),
        });
    }
}
