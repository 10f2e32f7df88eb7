//! The terms perks add to the Strike of an attack and the Defense against it.

use super::super::state::CombatantId;
use super::super::stats::index;
use super::conditions::holds;
use super::coverage::{coverage, Coverage};
use super::rules::{DinOfBattleRadius, TargetPractice};
use super::{applied, perk_rule, Exchange};
use crate::citation::{Explained, Term};
use crate::systems::fated_hand::content::perks::terms::Scaling;
use crate::systems::fated_hand::content::perks::{Condition, PerkDef, PerkEffect, Trigger};
use crate::systems::fated_hand::content::{content, StatMods};
use crate::systems::fated_hand::model::Stat;

/// Whether the perk's trigger fires for `holder` in this exchange, before it resolves.
fn fires(def: &PerkDef, ex: &Exchange<'_>, holder: CombatantId) -> bool {
    let attacking = holder == ex.attacker;
    match def.trigger {
        Trigger::Passive | Trigger::OnAttackOrDefend => true,
        Trigger::OnAttack => attacking && !ex.riposte,
        Trigger::WhenTargeted => !attacking,
        _ => false,
    }
}

fn mods_for(bonus: &StatMods, stat: Stat, magic: bool) -> i8 {
    match stat {
        Stat::Strike if magic => bonus.magic_strike + bonus.strike,
        Stat::Strike => bonus.strike,
        Stat::Defense => bonus.defense,
        Stat::Speed => bonus.speed,
    }
}

/// Whether `c`'s attacks use Magic Strike (Arcane Blade, Dark Blade); the term to show if so.
pub fn magic_strike_perk(ex: &Exchange<'_>) -> Option<&'static PerkDef> {
    applied(ex, ex.attacker).find(|def| {
        fires(def, ex, ex.attacker)
            && def.effects.iter().any(|e| {
                matches!(e, PerkEffect::UseMagicStrike { when }
                    if holds(when, ex, ex.attacker) == Some(true))
            })
    })
}

/// Adds the perk terms of the attacker's Strike (`stat` Strike) or the target's Defense (`stat`
/// Defense) to `number`, with a note for each bonus whose condition the GM must rule on.
pub fn exchange_terms(ex: &Exchange<'_>, stat: Stat, magic: bool, number: &mut Explained) {
    let holder = match stat {
        Stat::Defense => ex.target,
        Stat::Strike | Stat::Speed => ex.attacker,
    };
    let c = ex.c(holder);
    gm_reminders(ex, holder, number);
    for def in applied(ex, holder) {
        if !fires(def, ex, holder) {
            continue;
        }
        let required = holds(&def.requires, ex, holder);
        if required == Some(false) {
            continue;
        }
        for effect in &def.effects {
            let (amount, when) = match effect {
                PerkEffect::StatBonus { bonus, when, .. } => {
                    (i32::from(mods_for(bonus, stat, magic)), when)
                }
                PerkEffect::ScalingStatBonus {
                    bonus,
                    per: Scaling::EnemiesWithinAllyRadius { max_radius },
                } if stat == Stat::Strike => {
                    let Some(count) = din_of_battle(ex, holder, *max_radius) else {
                        ruling(number, def, "no grid to count the enemies around");
                        continue;
                    };
                    (i32::from(bonus.strike) * count, &Condition::Always)
                }
                PerkEffect::IgnoreHandicap { stat: Stat::Strike } if stat == Stat::Strike => (
                    i32::from(c.handicap[index(Stat::Strike)]),
                    &Condition::Always,
                ),
                _ => continue,
            };
            // Target Practice: +1 for each earlier attack in a row on the target under table
            // rule fated_hand.target_practice_flat's `cumulative`.
            let amount = if *when == Condition::SameTargetAsLastAttack
                && ex.state.rules.perks.target_practice == TargetPractice::Cumulative
            {
                amount * i32::from(c.target_streak.max(1))
            } else {
                amount
            };
            if amount == 0 {
                continue;
            }
            match (required, holds(when, ex, holder)) {
                (Some(true), Some(true)) => number.terms.push(Term {
                    label: format!("{} {amount:+}", def.name),
                    value: amount,
                    rule: perk_rule(def),
                }),
                (_, Some(false)) => {}
                _ => ruling(number, def, &def.summary),
            }
        }
    }
    super::own::own_terms(ex, stat, number);
    number.value = number.terms.iter().map(|t| t.value).sum();
}

/// A note on the attack's Strike (or the Defense against it) for each perk of `holder` that
/// comes into play at this exchange but that the GM applies: the battle says so rather than
/// staying silent. An Exclusive Perk counts only when declared.
fn gm_reminders(ex: &Exchange<'_>, holder: CombatantId, number: &mut Explained) {
    let attacking = holder == ex.attacker;
    let declared = ex.declared(holder);
    let c = ex.c(holder);
    let held = c
        .perks
        .iter()
        .chain(c.wielded().perks.iter().filter(|id| !c.perks.contains(id)))
        .filter_map(|id| content().perk(id));
    for def in held {
        if coverage(def) != Coverage::Gm || (def.exclusive && !declared.has(&def.id)) {
            continue;
        }
        let in_play = match def.trigger {
            Trigger::OnAttack | Trigger::AfterAttack | Trigger::OnHit => attacking && !ex.riposte,
            Trigger::OnRiposte => attacking && ex.riposte,
            Trigger::OnAttackOrDefend | Trigger::AfterAttackOrDefend => true,
            Trigger::WhenTargeted | Trigger::AfterSuccessfulDefend => !attacking && !ex.riposte,
            Trigger::Passive => def.effects.iter().any(|e| {
                matches!(
                    e,
                    PerkEffect::StatBonus { .. } | PerkEffect::ScalingStatBonus { .. }
                )
            }),
            _ => false,
        };
        if in_play {
            number.notes.push(format!(
                "{} (Fated Hand — Perks List › {}): the GM applies it — {}",
                def.name, def.name, def.summary
            ));
        }
    }
}

fn ruling(number: &mut Explained, def: &PerkDef, what: &str) {
    number.notes.push(format!(
        "{} (Fated Hand — Perks List › {}): not applied, the GM rules on it — {what}",
        def.name, def.name
    ));
}

/// Din of Battle: the enemies within the radius that reaches the holder's nearest ally (at most
/// `max_radius`); with no ally that close, the full radius or nothing (table rule
/// `fated_hand.din_of_battle_radius`); `None` without grid positions.
fn din_of_battle(ex: &Exchange<'_>, holder: CombatantId, max_radius: u8) -> Option<i32> {
    let me = ex.c(holder);
    let at = me.position?;
    let max_radius = u16::from(max_radius);
    let nearest_ally = ex
        .state
        .combatants
        .iter()
        .enumerate()
        .filter(|(i, c)| *i != usize::from(holder) && c.side == me.side && c.active())
        .filter_map(|(_, c)| c.position.map(|p| at.distance(p)))
        .min()
        .filter(|d| *d <= max_radius);
    let radius = match (nearest_ally, ex.state.rules.perks.din_of_battle_radius) {
        (Some(d), _) => d,
        (None, DinOfBattleRadius::MaxRadius) => max_radius,
        (None, DinOfBattleRadius::NoBonus) => return Some(0),
    };
    let count = ex
        .enemies_of(holder)
        .filter_map(|c| c.position)
        .filter(|p| at.distance(*p) <= radius)
        .count();
    Some(count as i32)
}
