//! A rule the GM's request would break.

use serde::{Deserialize, Serialize};

use crate::citation::Citation;

/// A refused request: what rule it breaks, in a sentence, with the rule's citation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
#[error("{message}")]
pub struct RuleViolation {
    /// A complete sentence: what is not allowed and why.
    pub message: String,
    /// The rule that forbids it.
    pub rule: Citation,
}

impl RuleViolation {
    /// A violation of `rule`.
    pub fn new(rule: Citation, message: impl Into<String>) -> RuleViolation {
        RuleViolation {
            message: message.into(),
            rule,
        }
    }
}
