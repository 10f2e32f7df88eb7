//! A Game of Bastards character shared with another campaign: its whole advancement ledger,
//! the creation first. Its content is the book's, built into every Tablekeep, so it brings
//! none. On import the ledger is replayed under the importing campaign's table rules, entry by
//! entry as the commands recording them would check them: one that does not apply refuses the
//! document, naming the entry.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::game_of_bastards::creation::{create_under, Fated};
use tablekeep_rules::systems::game_of_bastards::ledger::{apply, AdvancementError, Entry};
use tablekeep_rules::RuleViolation;
use tablekeep_store::{CampaignStore, Character};

use crate::campaign_rules::rule_choices;
use crate::sharing::{PlannedContent, SharedEntry};
use crate::systems::seam::{CharacterImport, SystemRows};
use crate::{AppError, ErrorKind};

/// What a shared character document carries of a Game of Bastards character.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsShared {
    /// The advancement ledger, oldest first: the creation, then every entry. Empty for a
    /// character not built yet.
    #[serde(default)]
    pub ledger: Vec<SharedEntry<Entry>>,
}

/// The shared part of `character`.
pub(crate) fn share(
    store: &CampaignStore,
    character: &Character,
) -> Result<BastardsShared, AppError> {
    let mut ledger = Vec::new();
    for row in store.progression(character.id)? {
        let entry: Entry = serde_json::from_str(&row.entry).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!(
                    "{}'s ledger entry {} is damaged in the campaign file: {e}.",
                    character.fields.name, row.seq
                ),
            )
        })?;
        ledger.push(SharedEntry {
            entry,
            reason: row.reason,
            recorded_at: row.recorded_at,
        });
    }
    Ok(BastardsShared { ledger })
}

/// Checks a shared Game of Bastards character's ledger under this campaign's table rules.
pub(crate) fn import(
    store: &CampaignStore,
    shared: BastardsShared,
) -> Result<CharacterImport, AppError> {
    let choices = rule_choices(store)?;
    let mut fated: Option<Fated> = None;
    for (index, shared_entry) in shared.ledger.iter().enumerate() {
        let next = match (&fated, &shared_entry.entry) {
            (None, Entry::Created { build }) => {
                create_under(build, &choices).map_err(AdvancementError::from)
            }
            (None, _) => Err(AdvancementError::Creation(
                "a character's ledger begins with its creation",
            )),
            (Some(current), entry) => apply(current, entry, &choices),
        };
        fated = Some(next.map_err(|error| {
            let violation = RuleViolation::from(error);
            AppError {
                kind: ErrorKind::InvalidInput,
                message: format!(
                    "Ledger entry {} does not apply in this campaign: {}",
                    index + 1,
                    violation.message
                ),
                field: Some(format!("systemData.ledger[{index}]")),
                rule: Some(violation.rule),
            }
        })?);
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
    Ok(CharacterImport {
        content: PlannedContent::default(),
        rows: Box::new(move |_| SystemRows {
            data: "{}".to_owned(),
            entries,
            deck: None,
        }),
    })
}
