//! Placeholder: being written (Fated Hand talents).

use serde::{Deserialize, Serialize};

/// One entry of data/fated_hand/talents.json.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct TalentDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
}
