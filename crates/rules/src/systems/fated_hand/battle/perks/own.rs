//! The perks the engine applies by code of their own rather than by the effect families of an
//! exchange: actions of their own (Astonish, Dirty Trick, Dive Tackle, Execution, Glint of Gold),
//! choices declared for a Defend (Perfect Deflect, Joint Lock), and bonuses that read the
//! battle's history (Charge!, Charged Strike, Iron Fist, No Mercy). The terms they add to an
//! exchange are here; the actions are in `battle/perk_actions.rs`.

use super::super::rules::BattleRules;
use super::super::state::{Combatant, CombatantId};
use super::rules::ChargedStrikeTiming;
use super::{perk_rule, Exchange};
use crate::citation::{Explained, Term};
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::perks::terms::Scaling;
use crate::systems::fated_hand::content::perks::{PerkDef, PerkEffect};
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::CHARGED_STRIKE_TIMING;

/// How the engine carries one of these perks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Own {
    /// An action of its own, taken with `PerkAction`.
    Action,
    /// A choice the target declares for its Defend (`UsePerk`, or the attack's `targetPerks`).
    Declared,
    /// An Exclusive Perk its holder declares with `UsePerk` for its next Attack, played by
    /// code of its own once that Attack is over (Press Forward: `battle/press_forward.rs`).
    Technique,
    /// Always on, applied by the engine when its moment comes: a bonus read from the battle's
    /// history, a second Exclusive Perk allowed (Innovative Techniques).
    Standing,
}

/// How the engine carries `def`, when it is one of the perks with code of their own.
pub fn own(def: &PerkDef) -> Option<Own> {
    Some(match def.id.as_str() {
        "astonish" | "dirty_trick" | "dive_tackle" | "execution" | "glint_of_gold" => Own::Action,
        "perfect_deflect" | "joint_lock" => Own::Declared,
        "press_forward" => Own::Technique,
        "charge"
        | "charged_strike"
        | "iron_fist"
        | "no_mercy"
        | "innovative_techniques"
        | "berserk" => Own::Standing,
        _ => return None,
    })
}

/// The perk `id`'s definition, when `c` holds it.
fn held(c: &Combatant, id: &str) -> Option<&'static PerkDef> {
    if c.perks.is_empty() && c.wielded().perks.is_empty() {
        return None;
    }
    super::track::holds(c, id)
        .then(|| content().perk(id))
        .flatten()
}

fn term(def: &PerkDef, label: String, value: i32) -> Term {
    Term {
        label,
        value,
        rule: perk_rule(def),
    }
}

/// The first Strike/Defense bonus `def` encodes.
fn stat_bonus(def: &PerkDef, stat: Stat) -> i32 {
    def.effects
        .iter()
        .find_map(|e| match e {
            PerkEffect::StatBonus { bonus, .. } | PerkEffect::ScalingStatBonus { bonus, .. } => {
                Some(i32::from(match stat {
                    Stat::Strike => bonus.strike,
                    Stat::Defense => bonus.defense,
                    Stat::Speed => bonus.speed,
                }))
            }
            _ => None,
        })
        .unwrap_or(0)
}

/// Whether Charged Strike's stillness holds for `c` now (table rule
/// `fated_hand.charged_strike_timing`).
pub(in super::super) fn charged(c: &Combatant, rules: &BattleRules) -> bool {
    let t = &c.perk_track;
    match rules.perks.charged_strike_timing {
        ChargedStrikeTiming::StillThenStill => t.still_last_round && c.moved == 0,
        ChargedStrikeTiming::StillLastRound => t.still_last_round,
    }
}

/// Adds the terms of these perks to the attacker's Strike (`stat` Strike) or the target's
/// Defense (`stat` Defense).
pub(super) fn own_terms(ex: &Exchange<'_>, stat: Stat, number: &mut Explained) {
    let holder = match stat {
        Stat::Defense => ex.target,
        Stat::Strike | Stat::Speed => ex.attacker,
    };
    let c = ex.c(holder);
    if c.perks.is_empty() && c.wielded().perks.is_empty() {
        return;
    }
    let t = &c.perk_track;
    let attack = !ex.riposte;
    if stat == Stat::Strike && attack {
        if let Some(def) = held(c, "charge") {
            let per = def.effects.iter().find_map(|e| match e {
                PerkEffect::ScalingStatBonus {
                    per: Scaling::TilesMovedStraight { per },
                    ..
                } => Some(i32::from((*per).max(1))),
                _ => None,
            });
            let tiles = t.run.map_or(0, |r| i32::from(r.tiles));
            let steps = tiles / per.unwrap_or(2);
            if steps > 0 {
                let tile_words = if tiles == 1 { "tile" } else { "tiles" };
                number.terms.push(term(
                    def,
                    format!(
                        "{} +{} ({tiles} {tile_words} in a straight line)",
                        def.name,
                        steps * stat_bonus(def, Stat::Strike)
                    ),
                    steps * stat_bonus(def, Stat::Strike),
                ));
            } else if ex.state.grid.is_none() && c.moved > 0 {
                number.notes.push(format!(
                    "{} (Fated Hand — Perks List › {}): not applied, the GM rules on it — \
                     without a grid the battle cannot see whether the move was a straight line",
                    def.name, def.name
                ));
            }
        }
        if let Some(def) = held(c, "charged_strike") {
            if charged(c, &ex.state.rules) {
                let bonus = stat_bonus(def, Stat::Strike);
                number.terms.push(term(
                    def,
                    format!(
                        "{} {bonus:+} (still for a round; table rule: {})",
                        def.name, CHARGED_STRIKE_TIMING.title
                    ),
                    bonus,
                ));
            }
        }
    }
    if stat == Stat::Defense {
        if let (true, Some(def)) = (t.deflect_ready, held(c, "perfect_deflect")) {
            let bonus = stat_bonus(def, Stat::Defense);
            number
                .terms
                .push(term(def, format!("{} {bonus:+}", def.name), bonus));
        }
        if let (Some(guard), Some(def)) = (t.guard, held(c, "iron_fist")) {
            number.terms.push(term(
                def,
                format!(
                    "{} {:+} (until the end of {}'s next turn)",
                    def.name, guard.defense, c.name
                ),
                i32::from(guard.defense),
            ));
        }
    }
    if t.attack_streak > 0 && matches!(stat, Stat::Strike | Stat::Defense) {
        if let Some(def) = held(c, "no_mercy") {
            let n = i32::from(t.attack_streak);
            let turns = if n == 1 { "turn" } else { "turns" };
            number.terms.push(term(
                def,
                format!(
                    "{} {:+} ({n} {turns} in a row with an attack)",
                    def.name,
                    n * stat_bonus(def, stat)
                ),
                n * stat_bonus(def, stat),
            ));
        }
    }
}

/// No Mercy's Speed: +1 for each turn in a row with an attack (its Speed reaches the countdown,
/// not an exchange). Zero for everyone else.
pub fn no_mercy_speed(c: &Combatant) -> i16 {
    if c.perk_track.attack_streak == 0 {
        return 0;
    }
    held(c, "no_mercy").map_or(0, |def| {
        i16::from(c.perk_track.attack_streak) * stat_bonus(def, Stat::Speed) as i16
    })
}

/// The Joint Lock the target declared for this attack, if it did.
pub(in super::super) fn joint_lock(
    ex: &Exchange<'_>,
    holder: CombatantId,
) -> Option<&'static PerkDef> {
    ex.declared(holder)
        .has("joint_lock")
        .then(|| content().perk("joint_lock"))
        .flatten()
}

/// Joint Lock: "You have −1 Defense for the purpose of calculating your Riposte." The shift to
/// the Defense that decides whether the target may Riposte, with a note on it.
pub(in super::super) fn riposte_check_shift(ex: &Exchange<'_>, defense: &mut Explained) -> i32 {
    if ex.riposte {
        return 0;
    }
    let Some(def) = joint_lock(ex, ex.target) else {
        return 0;
    };
    let shift: i32 = def
        .effects
        .iter()
        .find_map(|e| match e {
            PerkEffect::RiposteCheckModifier { bonus } => Some(i32::from(bonus.defense)),
            _ => None,
        })
        .unwrap_or(0);
    defense.notes.push(format!(
        "{} (Fated Hand — Perks List › {}): {shift:+} Defense for whether a Riposte is allowed, \
         so {} counts there",
        def.name,
        def.name,
        defense.value + shift
    ));
    shift
}
