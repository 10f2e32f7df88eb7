//! One module per tabletop system, and the registry of what every system contributes to shared
//! code. Shared modules name no system: they read these lists.

pub mod clockwork;
pub mod draw_steel;
pub mod fated_hand;
pub mod game_of_bastards;
pub mod lytharian_chess;

#[cfg(test)]
mod replay_tests;

use crate::table_rules::{Reading, TableRule};

/// What one system declares about reading its rulebook.
struct SystemRules {
    /// Its table rules, in the order Settings lists them.
    rules: &'static [&'static TableRule],
    /// Those of its rules that no engine code plays yet: shown at their default, never
    /// offered as a switch. The list only shrinks (`table_rule_audit` fails when a listed
    /// rule is read, or an unlisted one is not).
    not_yet_read: &'static [&'static TableRule],
    /// Its readings that change nothing in play, which its data notes name.
    readings: &'static [&'static Reading],
    /// Names of option tests still to be given (`table_rule_<name>_<option>`), shrinking.
    #[cfg_attr(not(test), allow(dead_code))]
    option_tests_not_yet_named: &'static [&'static str],
}

/// Each system's table rules and readings.
static SYSTEM_RULES: &[SystemRules] = &[
    SystemRules {
        rules: fated_hand::table_rules::ALL,
        not_yet_read: fated_hand::table_rules::NOT_YET_READ,
        readings: fated_hand::table_rules::READINGS,
        option_tests_not_yet_named: fated_hand::table_rules::OPTION_TESTS_NOT_YET_NAMED,
    },
    SystemRules {
        rules: draw_steel::table_rules::ALL,
        not_yet_read: &[],
        readings: &[],
        option_tests_not_yet_named: draw_steel::table_rules::OPTION_TESTS_NOT_YET_NAMED,
    },
    SystemRules {
        rules: clockwork::table_rules::ALL,
        not_yet_read: &[],
        readings: clockwork::table_rules::READINGS,
        option_tests_not_yet_named: clockwork::table_rules::OPTION_TESTS_NOT_YET_NAMED,
    },
    SystemRules {
        rules: game_of_bastards::table_rules::ALL,
        not_yet_read: &[],
        readings: game_of_bastards::table_rules::READINGS,
        option_tests_not_yet_named: game_of_bastards::table_rules::OPTION_TESTS_NOT_YET_NAMED,
    },
    SystemRules {
        rules: lytharian_chess::table_rules::ALL,
        not_yet_read: &[],
        readings: &[],
        option_tests_not_yet_named: lytharian_chess::table_rules::OPTION_TESTS_NOT_YET_NAMED,
    },
];

/// Every table rule of every system.
pub fn table_rules() -> impl Iterator<Item = &'static TableRule> {
    SYSTEM_RULES
        .iter()
        .flat_map(|system| system.rules.iter().copied())
}

/// A table rule by id.
pub fn find_table_rule(id: &str) -> Option<&'static TableRule> {
    table_rules().find(|rule| rule.id == id)
}

/// Whether engine code plays `rule`, so that a campaign may switch it. A rule not played yet is
/// at its default reading whatever a campaign stored for it.
pub fn is_played(rule: &TableRule) -> bool {
    !not_yet_read().any(|pending| pending.id == rule.id)
}

/// The table rules no engine code plays yet.
pub fn not_yet_read() -> impl Iterator<Item = &'static TableRule> {
    SYSTEM_RULES
        .iter()
        .flat_map(|system| system.not_yet_read.iter().copied())
}

/// Every reading of every system.
pub fn readings() -> impl Iterator<Item = &'static Reading> {
    SYSTEM_RULES
        .iter()
        .flat_map(|system| system.readings.iter().copied())
}

/// A reading by id.
pub fn find_reading(id: &str) -> Option<&'static Reading> {
    readings().find(|reading| reading.id == id)
}

#[cfg(test)]
mod table_rule_audit;

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
