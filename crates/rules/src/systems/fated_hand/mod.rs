//! Fated Hand: a playing-card RPG with a branching class tree (rulebook `fated-hand.txt`).
//!
//! - [`build`]: creation and the folded state of a character.
//! - [`progression`]: the ledger of advancements, promotions and Knowledge Points.
//! - [`sheet`]: every computed number, each explaining itself.
//! - [`gear`], [`knowledge`], [`checks`]: equipment, proficiency, skill checks and the deck.
//! - [`npc`]: the quick NPC builder.
//! - [`story_spells`]: casting a story spell out of combat.
//! - [`content`]: classes, perks, talents, arms, spells and summons, as data.

pub mod arm_rules;
pub mod battle;
pub mod build;
pub mod checks;
pub mod content;
pub mod coverage;
pub mod encounter_prep;
pub mod gear;
pub mod knowledge;
pub mod model;
pub mod npc;
pub mod progression;
pub mod sheet;
pub mod story_spells;
pub mod table_rules;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_armor;
#[cfg(test)]
mod tests_arms;
#[cfg(test)]
mod tests_launch;
#[cfg(test)]
mod tests_reagents;
#[cfg(test)]
mod tests_story_spells;
#[cfg(test)]
mod tests_table_rules;
#[cfg(test)]
mod tests_terms;

use crate::citation::Citation;
use crate::SystemId;

/// A citation of a Fated Hand section heading.
pub(crate) const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::FatedHand, section)
}
