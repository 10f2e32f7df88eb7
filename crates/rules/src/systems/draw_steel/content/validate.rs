//! Checks a piece of content before it is stored.
//!
//! STAND-IN: this file only checks that the name is not empty, so the api branch can build on the
//! names and shapes below. The real validation replaces it at merge.

use serde::{Deserialize, Serialize};

use super::Content;
use crate::citation::Citation;

/// One problem with a piece of content: where it is, what is wrong, and the rule it breaks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContentError {
    /// The path of the field at fault inside the content (`name`, `abilities[0].tiers`).
    pub field: String,
    /// A sentence for the GM saying what is wrong and how to fix it.
    pub message: String,
    /// The glossary entry the problem breaks, when it is a rule rather than a shape.
    pub rule: Option<Citation>,
}

/// Every problem with `content`, or `Ok` when it can be stored.
pub fn validate_content(content: &Content) -> Result<(), Vec<ContentError>> {
    if content.name().trim().is_empty() {
        return Err(vec![ContentError {
            field: "name".to_owned(),
            message: "Give it a name.".to_owned(),
            rule: None,
        }]);
    }
    Ok(())
}
