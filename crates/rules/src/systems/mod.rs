//! One module per tabletop system.

pub mod draw_steel;
pub mod fated_hand;
