//! A Game of Bastards: a card-driven system of suits, trait pools and betting (rulebook
//! `game-of-bastards.txt`, an alpha design document with some chapters left as headings).
//!
//! This first slice is what a GM meets before any Opposition: the content a character is built
//! from, creation by the book with every refusal naming its rule, the sheet whose every number
//! explains itself (money included: cash on hand, the Capital ladder, Landed income, Debt), and
//! the advancement ledger that folds into the character. Citations name the rulebook's section
//! headings ("Points & Costs", "Capital"); where the book is silent or says two things, a table
//! rule in [`table_rules`] decides, and its default says so.
//!
//! - [`content`]: the four suits with their Tarot names, Fates and traits; the twelve skills
//!   (two of them templates: a weapon's Combat, a Craft); specialties; the 60 advantages and
//!   23 disadvantages as data, descriptions in our own words.
//! - [`coverage`]: how far the engine carries the advantages and disadvantages.
//! - [`cards`]: what a card is worth (Blackjack faces, the Ace low for initiative) and the suit
//!   order that breaks ties.
//! - [`creation`]: a [`creation::FatedBuild`] checked by the book into a [`creation::Fated`]
//!   ([`creation::CreationError`] names the rule each refusal breaks).
//! - [`money`]: the Capital ladder, Landed income and the Debt ladder.
//! - [`opposition`]: an Opposition (combat or a social contest) by the book's turn order,
//!   under the shared encounter engine, with per-viewer views; squads of Extras take part.
//! - [`monster`]: the monster generator.
//! - [`scene`]: scenes: where they are set, the dramatic actions with their Wildcard costs and
//!   the NPC groups they bring in, Fate Draws, and the scene XP when one ends.
//! - [`ledger`]: the advancement ledger (XP earned, spending windows, purchases, money, death
//!   and the successor), folded by [`ledger::replay`].
//! - [`sheet`]: traits, pools, skills, specialties, XP and money, each an
//!   [`Explained`](crate::citation::Explained) value.
//! - [`table_rules`]: the named choices where the book is silent or doubts itself, and the
//!   readings of passages whose reading changes nothing in play.
//! - [`words`]: counts with their nouns, and dollar amounts, for the sentences the system writes.

pub mod cards;
pub mod content;
pub mod coverage;
pub mod creation;
pub mod ledger;
pub mod money;
pub mod monster;
pub mod opposition;
pub mod scene;
pub mod sheet;
pub mod table_rules;
pub mod words;

#[cfg(test)]
mod tests_creation;
#[cfg(test)]
mod tests_examples;
#[cfg(test)]
mod tests_ledger;
#[cfg(test)]
mod tests_table_rules;

use crate::citation::Citation;
use crate::SystemId;

/// A citation of a Game of Bastards rulebook heading ("Heading" or "Heading › Entry").
pub(crate) const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::GameOfBastards, section)
}
