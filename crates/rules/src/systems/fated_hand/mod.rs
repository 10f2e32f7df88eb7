//! Fated Hand: a playing-card RPG with a branching class tree (rulebook `fated-hand.txt`).

pub mod content;
pub mod model;
pub mod table_rules;

use crate::citation::Citation;
use crate::SystemId;

/// A citation of a Fated Hand section heading.
#[allow(dead_code)]
pub(crate) const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::FatedHand, section)
}
