//! The combat spells the engine resolves besides the single-target spell attacks of `cast.rs`
//! ("Combat Spell List"): Handicap and Hits dealt by the numbers the book prints, bonuses that
//! last a while, Reagent draws. Each result carries its explanation and cites the spell's entry.
//! Spells the engine does not resolve are handed to the GM with a ruling prompt; the few labelled
//! "auto" in the data that need the GM's judgement say why in [`spell_needs_ruling`].

mod daggers;
mod effects;
mod mirror;
mod rules;
mod tether;
pub(super) mod wards;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_daggers;
#[cfg(test)]
mod tests_wards;

pub(super) use daggers::daggers_at_step;
pub(super) use mirror::{guard_falls, held_term, mirror_test, MirrorTest, MIRROR_GUARD_RULE};
pub use rules::{
    BloodSacrificeTiming, CardValue, DaggersStrike, GainDefense, MirrorGuardPenetration,
    RandomStat, SpellAttackOutcome, SpellRanges, SpellRules, Sustained,
};
pub(super) use tether::struck;
pub use wards::{SpellWard, WardLasts};

use super::check::refuse;
use super::command::Event;
use super::state::{BattleState, CombatantId};
use crate::cards::Card;
use crate::citation::Citation;
use crate::random::Rng;
use crate::systems::fated_hand::content::{content, SpellDef};
use crate::RuleViolation;

/// A cast the engine resolves: the checked command and the state it is cast in.
pub(super) struct Spell<'a> {
    pub state: &'a BattleState,
    pub caster: CombatantId,
    pub def: &'static SpellDef,
    pub reagents: &'a [Card],
    pub target: Option<CombatantId>,
    pub targets: &'a [CombatantId],
    pub defend: bool,
    pub distance: Option<u8>,
    pub roll: Option<u8>,
    pub count: Option<u8>,
}

/// Whether `def` needs Concentration: its entry says "Concentrate", which the book never
/// defines, and its data note names table rule `fated_hand.concentration`.
pub(super) fn needs_concentration(def: &SpellDef) -> bool {
    use crate::systems::fated_hand::table_rules::CONCENTRATION;
    def.notes
        .iter()
        .any(|n| n.table_rule.as_deref() == Some(CONCENTRATION.id))
}

/// The spells resolved here, by id.
const RESOLVED: &[&str] = &[
    "arcane_deflection",
    "blood_sacrifice",
    "breaker_beam",
    "desperate_deflection",
    "earthquake",
    "final_flash",
    "forgetfullness",
    "grasping_root",
    "heaven_guide_you",
    "icicle",
    "killing_frost",
    "life_tether",
    "mirror_guard",
    "misery_loves_company",
    "numbfingers",
    "petty_hex",
    "protection_ward",
    "sharpen",
    "solar_flare",
    "watchful_daggers",
];

/// Spells whose effect needs the GM's judgement, by id, with the reason in a line; resolved ones
/// here are resolved in part.
const NEEDS_RULING: &[(&str, &str)] = &[
    (
        "mirror_guard",
        "The engine tests the guard at every attack its caster Defends; a projectile it turns \
         aside goes to a target the caster chooses, which the GM resolves.",
    ),
    (
        "forgetfullness",
        "The engine sheds the caster's Handicap; field effects are on the GM's board, so \
         ignoring them for the round is the GM's to apply.",
    ),
    (
        "time_warp",
        "A bonus turn cuts into the Initiative Countdown, and the book does not say how the \
         count resumes or whether the creature keeps its own turn: the GM runs it.",
    ),
    (
        "jesus_gives_military_advice",
        "Bonus turns for the whole side cut into the Initiative Countdown in an order the book \
         leaves open: the GM runs them.",
    ),
    (
        "not_your_time",
        "The book gives no Hit Points for a revived creature, nor where its end-of-round turn \
         falls in the countdown: the GM sets both.",
    ),
];

/// The ids of every spell the engine resolves when cast: the spell attacks and the spells here.
pub fn resolved_spells() -> impl Iterator<Item = &'static str> {
    super::cast::resolved_spell_attacks().chain(RESOLVED.iter().copied())
}

/// Why a spell needs the GM's ruling though its data calls it automatic, if it does.
pub fn spell_needs_ruling(id: &str) -> Option<&'static str> {
    NEEDS_RULING
        .iter()
        .find(|(spell, _)| *spell == id)
        .map(|(_, why)| *why)
}

/// The spell's entry: "Combat Spell List › <name>".
pub(in super::super) fn spell_cite(id: &str) -> Citation {
    Citation {
        system: crate::SystemId::FatedHand,
        section: format!(
            "Combat Spell List › {}",
            content()
                .spell(id)
                .map_or_else(|| id.to_owned(), |s| s.heading())
        )
        .into(),
    }
}

pub(super) fn spell_name(id: &str) -> String {
    content()
        .spell(id)
        .map_or_else(|| id.to_owned(), |s| s.name.clone())
}

/// The events of `cast` when the engine resolves its spell; `None` hands it to the GM.
pub(super) fn resolve(
    cast: &Spell<'_>,
    rng: &mut Rng,
) -> Option<Result<Vec<Event>, RuleViolation>> {
    Some(match cast.def.id.as_str() {
        "arcane_deflection" => wards::arcane_deflection(cast),
        "desperate_deflection" => wards::desperate_deflection(cast),
        "heaven_guide_you" => wards::heaven_guide_you(cast),
        "protection_ward" => wards::protection_ward(cast),
        "sharpen" => wards::sharpen(cast),
        "blood_sacrifice" => effects::blood_sacrifice(cast, rng),
        "breaker_beam" => effects::breaker_beam(cast),
        "earthquake" => effects::earthquake(cast),
        "final_flash" => effects::final_flash(cast, rng),
        "forgetfullness" => effects::forgetfullness(cast),
        "grasping_root" => effects::grasping_root(cast),
        "icicle" => effects::icicle(cast),
        "killing_frost" => effects::killing_frost(cast),
        "life_tether" => tether::life_tether(cast),
        "mirror_guard" => mirror::mirror_guard(cast),
        "misery_loves_company" => effects::misery_loves_company(cast),
        "numbfingers" => effects::numbfingers(cast),
        "petty_hex" => effects::petty_hex(cast, rng),
        "solar_flare" => effects::solar_flare(cast),
        "watchful_daggers" => daggers::watchful_daggers(cast),
        _ => return None,
    })
}

/// Whether `id` is cast with a target the engine needs.
pub(super) fn needs_target(id: &str) -> bool {
    matches!(
        id,
        "breaker_beam"
            | "grasping_root"
            | "icicle"
            | "life_tether"
            | "misery_loves_company"
            | "numbfingers"
            | "petty_hex"
    )
}

/// The target of a spell that needs one.
pub(super) fn the_target(cast: &Spell<'_>) -> Result<CombatantId, RuleViolation> {
    cast.target.ok_or_else(|| {
        refuse(
            "Combat Spell List",
            format!("{} needs a target.", cast.def.name),
        )
    })
}
