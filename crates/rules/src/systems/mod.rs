//! One module per tabletop system, and the registry of what every system contributes to shared
//! code. Shared modules name no system: they read these lists.

pub mod draw_steel;
pub mod fated_hand;

#[cfg(test)]
mod replay_tests;

use crate::table_rules::TableRule;

/// Each system's table rules, in the order Settings lists them.
static TABLE_RULES: &[&[&TableRule]] =
    &[fated_hand::table_rules::ALL, draw_steel::table_rules::ALL];

/// Every table rule of every system.
pub fn table_rules() -> impl Iterator<Item = &'static TableRule> {
    TABLE_RULES.iter().flat_map(|rules| rules.iter().copied())
}

/// A table rule by id.
pub fn find_table_rule(id: &str) -> Option<&'static TableRule> {
    table_rules().find(|rule| rule.id == id)
}

#[cfg(test)]
mod table_rule_tests {
    use super::table_rules;

    #[test]
    fn every_rule_is_well_formed() {
        let mut ids = std::collections::HashSet::new();
        for rule in table_rules() {
            assert!(ids.insert(rule.id), "duplicate table rule {}", rule.id);
            assert!(
                rule.id.starts_with(&format!("{}.", rule.system.as_str())),
                "{}",
                rule.id
            );
            assert!(rule.options.len() >= 2, "{} needs a real choice", rule.id);
            assert!(
                rule.options.iter().any(|o| o.id == rule.default),
                "{}: default is not an option",
                rule.id
            );
            assert!(!rule.question.is_empty() && !rule.title.is_empty());
        }
    }
}
