//! Table rules: named, documented choices where a rulebook is silent or contradicts itself.
//!
//! Every guess the engine makes is one of these, never a buried constant. Each rule has options
//! and a default; a campaign may switch any of them, and the choice is stored with the campaign.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::citation::Citation;
use crate::SystemId;

/// One option of a table rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TableRuleOption {
    /// Stable id of the option.
    pub id: &'static str,
    /// What the option does, in a sentence.
    pub label: &'static str,
}

/// What part of play a table rule touches, so Settings can group the rules a GM looks for
/// together.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum RuleGroup {
    /// Building a character: classes, talents, what a sheet starts with.
    Creation,
    /// Progress between fights: advancements, promotions, levels, Victories.
    Advancement,
    /// Rolls and checks outside a fight, and what happens between sessions.
    Checks,
    /// How a fight runs: turns, attacks, movement, conditions.
    Battle,
    /// Spells, Reagents and summoned creatures.
    Magic,
    /// Arms, armor, shields and other gear.
    Gear,
    /// Single perks and the terms many perks share.
    Perks,
}

/// A named table rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TableRule {
    /// Stable id, `<system>.<name>`.
    pub id: &'static str,
    /// The system it belongs to.
    pub system: SystemId,
    /// What part of play it touches.
    pub group: RuleGroup,
    /// A short title.
    pub title: &'static str,
    /// What the rulebook leaves open, in our words.
    pub question: &'static str,
    /// The options.
    pub options: &'static [TableRuleOption],
    /// The option used unless the campaign chose another.
    pub default: &'static str,
    /// Where the gap is.
    pub rule: Citation,
}

/// How Tablekeep reads a passage of a rulebook where the reading changes nothing in play (a
/// typo, a spelling, a printed name, a repeated entry, a list's format). Not a switch: the data
/// notes that need it name it, and the GM reads it where the entry is shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Reading {
    /// Stable id, `<system>.<name>`.
    pub id: &'static str,
    /// The system it belongs to.
    pub system: SystemId,
    /// A short title.
    pub title: &'static str,
    /// What the passage says oddly and how Tablekeep reads it, in our words.
    pub text: &'static str,
    /// Where the passage is.
    pub rule: Citation,
}

/// A campaign's choices; rules it has not set use their default.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(transparent)]
pub struct TableRuleChoices(pub BTreeMap<String, String>);

impl TableRuleChoices {
    /// The option in force for `rule`.
    pub fn option<'a>(&'a self, rule: &'a TableRule) -> &'a str {
        self.0
            .get(rule.id)
            .map(String::as_str)
            .unwrap_or(rule.default)
    }

    /// Whether `rule` is set to `option` (explicitly or by default).
    pub fn is(&self, rule: &TableRule, option: &str) -> bool {
        self.option(rule) == option
    }
}
