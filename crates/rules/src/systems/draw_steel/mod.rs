//! Draw Steel: heroic tactical fantasy on 2d10 power rolls (rulebook `draw-steel-glossary.txt`).
//!
//! The glossary states the engine of the game and none of its content, so every rule here is
//! generic and every ability, stat block, ancestry, class and kit is data the GM authors.
//! Citations name the glossary entry the rule comes from ("Double Bane"); the
//! glossary lost its headwords, so the entry names are the reconstructed ones of the digest.
//!
//! - [`characteristics`]: the five characteristics and sizes.
//! - [`power_roll`]: power rolls, tiers, edges and banes, tests, assists, saving throws and
//!   exact tier probabilities.
//! - [`geometry`]: the combat grid, spaces, adjacency, line of effect, flanking.
//! - [`movement`]: falling, forced movement with slams, jumping.
//! - [`content`]: abilities, stat blocks, ancestries, classes and kits, with their validation
//!   and our starter set.
//! - [`hero`]: a hero's sheet (stamina, recoveries, winded) computed from their build.
//! - [`progression`]: victories, respites, levels, projects.
//! - [`table_rules`]: the named choices where the glossary is silent.
//! - [`combat`]: combat on the shared encounter engine.
//! - [`words`]: counts with their nouns, for every sentence Draw Steel writes.

pub mod characteristics;
pub mod combat;
pub mod content;
pub mod coverage;
pub mod geometry;
pub mod hero;
pub mod movement;
pub mod power_roll;
pub mod progression;
pub mod table_rules;
pub mod words;

use crate::citation::Citation;
use crate::SystemId;

/// A citation of a Draw Steel glossary entry.
pub(crate) const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::DrawSteel, section)
}
