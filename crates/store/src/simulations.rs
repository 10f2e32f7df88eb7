//! Simulation results the GM saved with an encounter. The store keeps the result's JSON as the
//! api wrote it and never interprets it.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use crate::{time, CampaignStore, Result, StoreError};

/// What a saved result is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SavedSimulationKind {
    /// One simulation (`simulate_encounter`).
    Simulation,
    /// The encounter and its variants side by side (`compare_encounter_variants`).
    Comparison,
}

impl SavedSimulationKind {
    /// The kind as stored.
    pub fn name(self) -> &'static str {
        match self {
            SavedSimulationKind::Simulation => "simulation",
            SavedSimulationKind::Comparison => "comparison",
        }
    }

    fn parse(text: &str) -> Result<SavedSimulationKind> {
        match text {
            "simulation" => Ok(SavedSimulationKind::Simulation),
            "comparison" => Ok(SavedSimulationKind::Comparison),
            other => Err(StoreError::Corrupt(format!(
                "unknown saved simulation kind {other:?}"
            ))),
        }
    }
}

/// A saved simulation result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedSimulationRow {
    /// Row id.
    pub id: i64,
    /// The encounter it was run on.
    pub encounter_id: i64,
    /// What it is.
    pub kind: SavedSimulationKind,
    /// The result (JSON).
    pub result: String,
    /// When it was saved (RFC 3339).
    pub saved_at: String,
}

const COLUMNS: &str = "id, encounter_id, kind, result, saved_at";

fn read_row(row: &Row<'_>) -> rusqlite::Result<(SavedSimulationRow, String)> {
    Ok((
        SavedSimulationRow {
            id: row.get(0)?,
            encounter_id: row.get(1)?,
            kind: SavedSimulationKind::Simulation,
            result: row.get(3)?,
            saved_at: row.get(4)?,
        },
        row.get(2)?,
    ))
}

fn finish_row((mut row, kind): (SavedSimulationRow, String)) -> Result<SavedSimulationRow> {
    row.kind = SavedSimulationKind::parse(&kind)?;
    Ok(row)
}

impl CampaignStore {
    /// Saves a result with its encounter (which must exist).
    pub fn save_simulation(
        &mut self,
        encounter_id: i64,
        kind: SavedSimulationKind,
        result: &str,
        now: DateTime<Utc>,
    ) -> Result<SavedSimulationRow> {
        let at = time::to_text(now);
        let id = self.write(|tx| {
            let exists = tx
                .query_row(
                    "SELECT 1 FROM encounters WHERE id = ?1",
                    [encounter_id],
                    |_| Ok(()),
                )
                .optional()?;
            if exists.is_none() {
                return Err(StoreError::NotFound {
                    entity: "encounter",
                    id: encounter_id,
                });
            }
            tx.execute(
                "INSERT INTO saved_simulations (encounter_id, kind, result, saved_at)
                 VALUES (?1, ?2, ?3, ?4)",
                params![encounter_id, kind.name(), result, at],
            )?;
            Ok(tx.last_insert_rowid())
        })?;
        self.saved_simulation(id)
    }

    /// One saved result.
    pub fn saved_simulation(&self, id: i64) -> Result<SavedSimulationRow> {
        let found = self
            .conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM saved_simulations WHERE id = ?1"
            ))?
            .query_row([id], read_row)
            .optional()?;
        finish_row(found.ok_or(StoreError::NotFound {
            entity: "saved simulation",
            id,
        })?)
    }

    /// An encounter's saved results, newest first.
    pub fn saved_simulations(&self, encounter_id: i64) -> Result<Vec<SavedSimulationRow>> {
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM saved_simulations WHERE encounter_id = ?1 ORDER BY id DESC"
        ))?;
        let rows = statement.query_map([encounter_id], read_row)?;
        rows.map(|row| finish_row(row?)).collect()
    }

    /// Deletes a saved result.
    pub fn delete_saved_simulation(&mut self, id: i64) -> Result<()> {
        self.write(|tx| {
            let removed = tx.execute("DELETE FROM saved_simulations WHERE id = ?1", [id])?;
            if removed == 0 {
                return Err(StoreError::NotFound {
                    entity: "saved simulation",
                    id,
                });
            }
            Ok(())
        })
    }
}
