//! A ClockWork character shared with another campaign: its build, whether its creation limits
//! were waived, what it wears, and its advancement ledger. Its content is the book's, built into
//! every Tablekeep, so it brings none. On import the build is checked as creation checks it and
//! the ledger replayed, under the importing campaign's speed and table rules: a build by the book
//! those rules refuse, or an entry that no longer applies, refuses the document.
//!
//! Game sessions do not travel; where the ledger crossed from one game session to the next, the
//! shared ledger holds a `session_began` entry instead, so the luck spent in each still adds up.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::clockwork::advancement::{apply, LedgerEntry, Progress};
use tablekeep_rules::systems::clockwork::creation::CharacterBuild;
use tablekeep_rules::systems::clockwork::loadout::{check_loadout, Loadout};
use tablekeep_rules::systems::clockwork::sheet::Worn;
use tablekeep_rules::RuleViolation;
use tablekeep_store::{CampaignStore, Character};

use super::advancement::campaign_rules;
use super::character::{built, checked, ClockworkData, ClockworkLimits};
use crate::campaign_rules::rule_choices;
use crate::sharing::{PlannedContent, SharedEntry};
use crate::systems::seam::{CharacterImport, SystemRows};
use crate::{AppError, ErrorKind};

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
    /// What it carries besides its armor.
    #[serde(default, skip_serializing_if = "is_empty")]
    pub loadout: Loadout,
    /// The advancement ledger, oldest first.
    #[serde(default)]
    pub ledger: Vec<SharedEntry<LedgerEntry>>,
}

fn is_empty(loadout: &Loadout) -> bool {
    *loadout == Loadout::default()
}

/// The shared part of `character`.
pub(crate) fn share(
    store: &CampaignStore,
    character: &Character,
) -> Result<ClockworkShared, AppError> {
    let data = ClockworkData::parse(&character.fields.data)?;
    let mut ledger = Vec::new();
    let mut session = None;
    for row in store.progression(character.id)? {
        let entry: LedgerEntry = serde_json::from_str(&row.entry).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!(
                    "{}'s advancement entry {} is damaged in the campaign file: {e}.",
                    character.fields.name, row.seq
                ),
            )
        })?;
        if let Some((id, _)) = &row.session {
            if session != Some(*id) {
                session = Some(*id);
                ledger.push(SharedEntry {
                    entry: LedgerEntry::SessionBegan,
                    reason: String::new(),
                    recorded_at: row.recorded_at.clone(),
                });
            }
        }
        ledger.push(SharedEntry {
            entry,
            reason: row.reason,
            recorded_at: row.recorded_at,
        });
    }
    Ok(ClockworkShared {
        build: data.build,
        limits: data.limits,
        worn: data.worn,
        loadout: data.loadout,
        ledger,
    })
}

/// Checks a shared ClockWork character as creation would, under this campaign's table rules.
pub(crate) fn import(
    store: &CampaignStore,
    shared: ClockworkShared,
) -> Result<CharacterImport, AppError> {
    check_loadout(&shared.loadout).map_err(|error| {
        let field = format!("systemData.loadout.{}", error.field());
        let violation = RuleViolation::from(error);
        AppError {
            kind: ErrorKind::InvalidInput,
            message: violation.message,
            field: Some(field),
            rule: Some(violation.rule),
        }
    })?;
    let mut data = match shared.build {
        None => ClockworkData {
            build: None,
            limits: shared.limits,
            worn: shared.worn,
            loadout: Loadout::default(),
        },
        Some(build) => checked(
            build,
            shared.limits,
            shared.worn,
            &rule_choices(store)?,
            "systemData",
        )?,
    };
    data.loadout = shared.loadout;
    if !shared.ledger.is_empty() {
        let made = built(&data, &rule_choices(store)?).ok_or_else(|| {
            AppError::invalid(
                "systemData.ledger",
                "A character without a build has no advancement to bring.",
            )
        })?;
        let rules = campaign_rules(store)?;
        let mut progress = Progress::new(&made.character);
        for (index, shared_entry) in shared.ledger.iter().enumerate() {
            progress = apply(&progress, &shared_entry.entry, &rules).map_err(|error| {
                let violation = RuleViolation::from(error);
                AppError {
                    kind: ErrorKind::InvalidInput,
                    message: format!(
                        "Advancement entry {} does not apply in this campaign: {}",
                        index + 1,
                        violation.message
                    ),
                    field: Some(format!("systemData.ledger[{index}]")),
                    rule: Some(violation.rule),
                }
            })?;
        }
    }
    let mut entries = Vec::with_capacity(shared.ledger.len());
    for shared_entry in shared.ledger {
        entries.push(tablekeep_store::SharedEntry {
            entry: serde_json::to_string(&shared_entry.entry).map_err(|e| {
                AppError::new(
                    ErrorKind::Storage,
                    format!("An entry could not be written: {e}"),
                )
            })?,
            reason: crate::validate::notes(shared_entry.reason)?,
            recorded_at: shared_entry.recorded_at,
        });
    }
    let data = if data == ClockworkData::default() {
        "{}".to_owned()
    } else {
        data.to_json()
    };
    Ok(CharacterImport {
        content: PlannedContent::default(),
        rows: Box::new(move |_| SystemRows {
            data,
            entries,
            deck: None,
        }),
    })
}
