//! One module per tabletop system, and the registry of what every system contributes to shared
//! code. Shared modules name no system: they read these lists.

pub mod draw_steel;
pub mod fated_hand;

#[cfg(test)]
mod replay_tests;

/// Each system's table rules, in the order Settings lists them.
pub static TABLE_RULES: &[&[&crate::table_rules::TableRule]] =
    &[fated_hand::table_rules::ALL, draw_steel::table_rules::ALL];
