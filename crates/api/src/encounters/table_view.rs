//! What the players see of a running encounter: the per-viewer view of the engine (no hand but
//! one's own, no hidden creature of the other side) and the log as that viewer may read it, for
//! a second, read-only window on a screen the table can see.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::encounter::{LogLine, Viewer};
use tablekeep_rules::SystemId;

use super::stored::replayed;
use super::{system_of, EncounterPhase};
use crate::systems::{with_encounter_system, TableBattle, Tagged};
use crate::{AppError, Desk};

/// Arguments of `table_view`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TableViewArgs {
    /// The encounter.
    pub id: i64,
    /// Who is looking: a side's shared screen or one player; the GM's own view is
    /// `get_encounter`.
    pub viewer: Viewer,
    /// The newest log lines to give, at most (all when absent).
    #[serde(default)]
    #[specta(optional)]
    pub log_lines: Option<u32>,
}

/// A running encounter as one viewer at the table may see it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TableView {
    /// The encounter's id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Its system.
    pub system: SystemId,
    /// Prepared, running or ended.
    pub phase: EncounterPhase,
    /// The battle as the viewer sees it, once launched.
    pub seen: Option<TableBattle>,
    /// The log as the viewer may read it, oldest first (the newest `logLines` when asked).
    pub log: Vec<LogLine>,
}

/// A running encounter as a side or a player may see it: never a hand but the player's own,
/// never a hidden creature of the other side, never the GM's notes.
pub fn table_view(desk: &mut Desk, input: TableViewArgs) -> Result<TableView, AppError> {
    if input.viewer == Viewer::Gm {
        return Err(AppError::invalid(
            "viewer",
            "The GM's view is get_encounter; the table view is for a side or a player.",
        ));
    }
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    fn seen<S: Tagged>(
        store: &tablekeep_store::CampaignStore,
        row: &tablekeep_store::EncounterRow,
        viewer: Viewer,
    ) -> Result<(Option<TableBattle>, Vec<LogLine>), AppError> {
        let Some(encounter) = replayed::<S>(store, row)? else {
            return Ok((None, Vec::new()));
        };
        Ok((
            Some(S::tag_seen(encounter.view(viewer))),
            encounter.log_for(0, viewer),
        ))
    }
    let system = system_of(&row)?;
    let (seen, mut log) =
        with_encounter_system!(system, S => seen::<S>(store, &row, input.viewer))?;
    if let Some(keep) = input.log_lines {
        let drop = log.len().saturating_sub(keep as usize);
        log.drain(..drop);
    }
    Ok(TableView {
        id: row.id,
        name: row.name.clone(),
        system,
        phase: row.status.into(),
        seen,
        log,
    })
}
