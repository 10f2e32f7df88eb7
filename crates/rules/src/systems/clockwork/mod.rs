//! ClockWork: a classless, levelless d12-pool system (rulebook `clockwork.txt`).
//!
//! This first slice is the pure part a GM meets before any fight: the content a character is
//! built from, creation by the book with every refusal naming its rule, the sheet whose every
//! number explains itself, and the d12 pool roll with its exact odds. Citations name the
//! rulebook's section headings ("Calculating Attributes"); where the book is silent or says two
//! things, a table rule in [`table_rules`] decides, and its default says so.
//!
//! - [`skills`]: the four attributes and the sixteen skills (the book's skill lists are empty
//!   headings; each skill cites where the text names it), skill ranks, and the attribute table.
//! - [`content`]: sizes, damage types, the twenty species, the eight premade spreads, foci named
//!   in the text, the experience costs by campaign speed, the spells and features by level, the
//!   conditions, and the equipment ([`content::gear`]) with a campaign's price list.
//! - [`creation`]: a character's build checked by the book ([`creation::CreationError`] names
//!   the rule each refusal breaks).
//! - [`npc`]: NPCs built with creation's limits waived (the waiver recorded) and the quick
//!   build from a premade spread.
//! - [`coverage`]: how far the engine carries the species' abilities.
//! - [`sheet`]: attributes, resistances, grit, vitals, mana, encumbrance, movement, defense,
//!   dodge, block and reach, each an [`Explained`](crate::citation::Explained) value.
//! - [`advancement`]: the experience ledger (awards, rank-by-rank purchases, spells and
//!   features, sessions and luck) folded into a character's progress, with undo.
//! - [`roll`]: the d12 pool (gains, difficulty, dramatic results, opposed and flat rolls) and
//!   the exact distribution of gains.
//! - [`table_rules`]: the named choices where the book is silent or contradicts itself, and the
//!   readings of passages whose reading changes nothing in play.
//! - [`words`]: counts with their nouns, for the sentences ClockWork writes.

pub mod advancement;
pub mod armor_magic;
pub mod combat;
pub mod content;
pub mod coverage;
pub mod crafting;
pub mod creation;
pub mod loadout;
pub mod npc;
pub mod roll;
pub mod sheet;
pub mod skills;
pub mod table_rules;
pub mod words;

#[cfg(test)]
mod tests_creation;
#[cfg(test)]
mod tests_examples;
#[cfg(test)]
mod tests_gear;
#[cfg(test)]
mod tests_table_rules;

use crate::citation::Citation;
use crate::SystemId;

/// A citation of a ClockWork rulebook heading ("Heading" or "Heading › Entry").
pub(crate) const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::Clockwork, section)
}
