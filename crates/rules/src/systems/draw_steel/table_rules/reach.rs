//! Where a Draw Steel table rule reaches: which of the engine's readers of the campaign's
//! choices give a different answer under one of its options. Found by asking the readers
//! themselves (each option against the default), so it stays true as rules are wired; the API
//! uses it to tell a GM which recorded history a switch touches.

use super::{creation, power_roll_rules, sheet_rules, unstated, victory_rate};
use crate::systems::draw_steel::combat::CombatRules;
use crate::table_rules::{TableRule, TableRuleChoices};

/// The parts of play a rule changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RuleReach {
    /// A hero's sheet, worked out from its build and ledger (Stamina, winded and recovery
    /// values, free strike, level).
    pub sheet: bool,
    /// A fight: the rules fixed at its launch, or what it starts with (hero tokens).
    pub combat: bool,
    /// A value a ledger entry records when it is made (the Victory rate of a respite, the
    /// points of a project roll), so entries already made keep theirs.
    pub recorded_entries: bool,
    /// The check a hero's build passes when the GM builds or rebuilds the hero (heroes already
    /// built keep their builds, so no history changes).
    pub builds: bool,
}

impl RuleReach {
    /// Whether the rule changes anything at all.
    pub fn any(&self) -> bool {
        self.sheet || self.combat || self.recorded_entries || self.builds
    }
}

/// Where `rule` reaches: each reader is asked under every option of the rule.
pub fn reach(rule: &TableRule) -> RuleReach {
    let default = TableRuleChoices::default();
    let mut found = RuleReach::default();
    for option in rule.options.iter().filter(|o| o.id != rule.default) {
        let mut choices = TableRuleChoices::default();
        choices.0.insert(rule.id.to_owned(), option.id.to_owned());
        found.sheet |= sheet_rules(&choices) != sheet_rules(&default)
            || unstated::level_table(&choices) != unstated::level_table(&default);
        found.combat |= CombatRules::from_choices(&choices) != CombatRules::from_choices(&default)
            || (1..=8).any(|heroes| {
                unstated::starting_hero_tokens(&choices, heroes)
                    != unstated::starting_hero_tokens(&default, heroes)
            });
        found.recorded_entries |= victory_rate(&choices) != victory_rate(&default)
            || power_roll_rules(&choices) != power_roll_rules(&default);
        found.builds |=
            creation::characteristic_limit(&choices) != creation::characteristic_limit(&default);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::draw_steel::table_rules::{
        creation, ALL, EDGE_NETTING, KIT_STAMINA, ROUNDING, SAVE_TIMING, VICTORY_EXPERIENCE,
    };

    #[test]
    fn each_rule_reaches_what_reads_it() {
        assert_eq!(
            reach(&ROUNDING),
            RuleReach {
                sheet: true,
                ..RuleReach::default()
            },
            "the winded and recovery values"
        );
        assert!(reach(&KIT_STAMINA).sheet);
        assert!(reach(&unstated::LEVEL_THRESHOLDS).sheet);
        assert!(reach(&unstated::FREE_STRIKE_WITHOUT_KIT).sheet);
        assert_eq!(
            reach(&SAVE_TIMING),
            RuleReach {
                combat: true,
                ..RuleReach::default()
            }
        );
        assert!(reach(&unstated::STARTING_HERO_TOKENS).combat);
        assert_eq!(
            reach(&VICTORY_EXPERIENCE),
            RuleReach {
                recorded_entries: true,
                ..RuleReach::default()
            }
        );
        // Edges and banes: a fight's rolls and a project roll's points.
        assert_eq!(
            reach(&EDGE_NETTING),
            RuleReach {
                combat: true,
                recorded_entries: true,
                ..RuleReach::default()
            }
        );
        assert_eq!(
            reach(&creation::CHARACTERISTIC_LIMIT),
            RuleReach {
                builds: true,
                ..RuleReach::default()
            }
        );
        // Every played rule reaches something.
        for rule in ALL {
            assert!(reach(rule).any(), "{} reaches nothing", rule.id);
        }
    }
}
