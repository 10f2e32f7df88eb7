//! A Fated Hand character's creation: the wizard's choices checked against "Character Creation",
//! giving the character's data column and the first entry of its progression ledger.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::fated_hand::build::{create, NewBuild};
use tablekeep_rules::systems::fated_hand::gear::Gear;
use tablekeep_rules::systems::fated_hand::progression::Progression;

use super::FatedHandData;
use crate::{AppError, ErrorKind};

/// A Fated Hand character's creation choices and starting gear.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewFatedHand {
    /// The creation choices ("Character Creation").
    pub build: NewBuild,
    /// Starting gear; by default the Simple arm chosen at creation, in hand.
    #[serde(default)]
    #[specta(optional)]
    pub gear: Option<Gear>,
}

/// Validates a creation; gives the data column and the ledger's first entry.
pub(crate) fn start(new: NewFatedHand) -> Result<(String, String), AppError> {
    let build = create(&new.build)?;
    let gear = new
        .gear
        .unwrap_or_else(|| Gear::starting(&build.granted_arms[0]));
    gear.validate()?;
    let entry = serde_json::to_string(&Progression::Created { build: new.build })
        .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?;
    Ok((FatedHandData { gear }.to_json(), entry))
}
