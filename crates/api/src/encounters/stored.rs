//! An encounter as the campaign stores it: its row, its snapshot and commands parsed, and the
//! battle replayed to the cursor. Below the shared flow and every system's adapter, naming no
//! system.

use serde::Serialize;
use tablekeep_rules::encounter::{replay_setup, ReplayError};
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, EncounterRow, EncounterStatus};

use super::seam::{Command, EncounterSystem, Replayed, Setup};
use crate::{AppError, ErrorKind};

pub(crate) fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

pub(crate) fn parsed<T: serde::de::DeserializeOwned>(
    json: &str,
    what: &str,
) -> Result<T, AppError> {
    serde_json::from_str(json)
        .map_err(|e| storage(format!("The encounter's {what} is damaged: {e}.")))
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> Result<String, AppError> {
    serde_json::to_string(value).map_err(|e| storage(e.to_string()))
}

/// The system of a stored encounter.
pub(crate) fn system_of(row: &EncounterRow) -> Result<SystemId, AppError> {
    SystemId::parse(&row.system).ok_or_else(|| {
        // The name comes from the file (an imported one, say): shown, but not at any length.
        let mut shown: String = row.system.chars().take(40).collect();
        if shown.len() < row.system.len() {
            shown.push('…');
        }
        AppError::new(
            ErrorKind::Conflict,
            format!("Encounters of the {shown} system are not supported by this version."),
        )
    })
}

/// The commands in effect (up to the cursor), parsed as the system's commands.
pub(crate) fn commands_in_effect<C: serde::de::DeserializeOwned>(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<Vec<C>, AppError> {
    let stored = store.encounter_commands(row.id)?;
    let in_effect = (row.cursor.max(0) as usize).min(stored.len());
    stored[..in_effect]
        .iter()
        .enumerate()
        .map(|(index, json)| {
            serde_json::from_str(json)
                .map_err(|e| storage(format!("Stored command {index} is damaged: {e}.")))
        })
        .collect()
}

/// A launched encounter replayed to its cursor; `None` before the launch.
pub(crate) fn replayed<S: EncounterSystem>(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<Option<Replayed<S>>, AppError> {
    let (Some(snapshot), Some(seed)) = (&row.snapshot, row.seed) else {
        return Ok(None);
    };
    let setup: Setup<S> = parsed(snapshot, "snapshot")?;
    let commands: Vec<Command<S>> = commands_in_effect(store, row)?;
    replay_setup::<S::Battle>(&setup, seed as u64, &commands)
        .map(Some)
        .map_err(|error| {
            let problem = &error.violation().message;
            storage(match error {
                ReplayError::Setup(_) => {
                    format!("The encounter's snapshot no longer starts a battle: {problem}")
                }
                ReplayError::Command(index, _) => format!(
                    "Stored command {index} no longer follows the rules ({problem}); the encounter is damaged."
                ),
            })
        })
}

/// A running encounter replayed to its cursor.
pub(crate) fn running_replayed<S: EncounterSystem>(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<Replayed<S>, AppError> {
    replayed::<S>(store, row)?.ok_or_else(|| storage("No snapshot.".to_owned()))
}

/// A running encounter's row; refused before the launch and after the end.
pub(crate) fn running(store: &CampaignStore, id: i64) -> Result<EncounterRow, AppError> {
    let row = store.encounter(id)?;
    system_of(&row)?;
    match row.status {
        EncounterStatus::Running => Ok(row),
        EncounterStatus::Prepared => Err(AppError::new(
            ErrorKind::Conflict,
            "Launch the encounter first (start_encounter).",
        )),
        EncounterStatus::Ended => Err(AppError::new(
            ErrorKind::Conflict,
            "This encounter is over.",
        )),
    }
}
