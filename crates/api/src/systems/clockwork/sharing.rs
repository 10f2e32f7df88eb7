//! A ClockWork character shared with another campaign: its build, whether its creation limits
//! were waived, and what it wears. Its content is the book's, built into every Tablekeep, so it
//! brings none. On import the build is checked as creation checks it, under the importing
//! campaign's table rules: a build by the book that those rules refuse refuses the document.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::clockwork::creation::CharacterBuild;
use tablekeep_rules::systems::clockwork::sheet::Worn;
use tablekeep_store::{CampaignStore, Character};

use super::character::{checked, ClockworkData, ClockworkLimits};
use crate::campaign_rules::rule_choices;
use crate::sharing::PlannedContent;
use crate::systems::seam::{CharacterImport, SystemRows};
use crate::AppError;

/// What a shared character document carries of a ClockWork character.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkShared {
    /// The creation choices; absent for a character not built yet.
    #[serde(default)]
    pub build: Option<CharacterBuild>,
    /// Whether the creation limits were checked.
    #[serde(default)]
    pub limits: ClockworkLimits,
    /// Armor and shield worn.
    #[serde(default)]
    pub worn: Worn,
}

/// The shared part of `character`.
pub(crate) fn share(character: &Character) -> Result<ClockworkShared, AppError> {
    let data = ClockworkData::parse(&character.fields.data)?;
    Ok(ClockworkShared {
        build: data.build,
        limits: data.limits,
        worn: data.worn,
    })
}

/// Checks a shared ClockWork character as creation would, under this campaign's table rules.
pub(crate) fn import(
    store: &CampaignStore,
    shared: ClockworkShared,
) -> Result<CharacterImport, AppError> {
    let data = match shared.build {
        None => ClockworkData {
            build: None,
            limits: shared.limits,
            worn: shared.worn,
        },
        Some(build) => checked(
            build,
            shared.limits,
            shared.worn,
            &rule_choices(store)?,
            "systemData",
        )?,
    };
    let data = if data == ClockworkData::default() {
        "{}".to_owned()
    } else {
        data.to_json()
    };
    Ok(CharacterImport {
        content: PlannedContent::default(),
        rows: Box::new(move |_| SystemRows {
            data,
            entries: Vec::new(),
            deck: None,
        }),
    })
}
