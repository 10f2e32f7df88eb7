//! The Tablekeep rules engine.
//!
//! Architecture invariant: this crate performs no IO, reads no clock and owns no global random
//! source. Everything it computes is a pure function of its inputs, so the same inputs always give
//! the same outputs and every result can be replayed and tested.
#![warn(missing_docs)]

pub mod cards;
pub mod character;
pub mod citation;
/// How far the engine carries each system's content, per kind: whole, in part, or left to the GM.
pub mod coverage;
pub mod deck;
/// Pools of same-sided dice, rolled or entered by the GM die by die: the pool systems
/// (ClockWork's d12s) share one checked way to take a table's dice.
pub mod dice;
pub mod encounter;
/// One square grid whose step cost is a pluggable metric, with sizes, rays and area templates,
/// so the map and board systems stop writing their own geometry.
pub mod grid;
/// Cards over zones, generic over the card and the zone and conserving the multiset: every
/// card-driven system's bookkeeping, Fated Hand's deck included.
pub mod pile;
pub mod random;
#[cfg(any(test, feature = "test-kit"))]
pub mod scenario;
pub mod simulate;
pub mod system;
pub mod systems;
pub mod table_rules;
pub mod violation;

pub use character::CharacterKind;
pub use system::{SystemId, SystemInfo};
pub use violation::RuleViolation;
