//! Placeholder: being written (Fated Hand classes).

use serde::{Deserialize, Serialize};

/// One entry of data/fated_hand/classes.json.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct ClassDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
}
