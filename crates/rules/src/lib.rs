//! The Tablekeep rules engine.
//!
//! Architecture invariant: this crate performs no IO, reads no clock and owns no global random
//! source. Everything it computes is a pure function of its inputs, so the same inputs always give
//! the same outputs and every result can be replayed and tested.
#![warn(missing_docs)]

pub mod cards;
pub mod character;
pub mod citation;
pub mod deck;
pub mod dice;
pub mod encounter;
pub mod grid;
pub mod pile;
pub mod random;
pub mod system;
pub mod systems;
pub mod table_rules;
pub mod violation;

pub use character::CharacterKind;
pub use system::{SystemId, SystemInfo};
pub use violation::RuleViolation;
