//! Fated Hand: a playing-card RPG with a branching class tree (rulebook `fated-hand.txt`).

pub mod content;
pub mod model;
