//! One module per tabletop system.

pub mod fated_hand;
