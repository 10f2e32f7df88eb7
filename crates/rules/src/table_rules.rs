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

/// A named table rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TableRule {
    /// Stable id, `<system>.<name>`.
    pub id: &'static str,
    /// The system it belongs to.
    pub system: SystemId,
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
