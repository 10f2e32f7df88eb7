//! Placeholder: being written (Fated Hand arms).

use serde::{Deserialize, Serialize};

/// One entry of data/fated_hand/arms.json.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct ArmDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
}
