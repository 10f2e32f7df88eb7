//! Placeholder: being written (Fated Hand perks).

use serde::{Deserialize, Serialize};

/// One entry of data/fated_hand/perks.json.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct PerkDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
}
