//! Draw Steel content the GM authors: abilities, monsters, ancestries, classes and kits.
//!
//! The store keeps each piece as its kind, its name (folded for search) and its JSON; it never
//! interprets the JSON. The api validates a piece through the rules crate before every write. A
//! piece keeps its kind for life: an update names the kind it expects and is refused otherwise.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};

use crate::characters::fold;
use crate::{time, CampaignStore, Result, StoreError};

/// One piece of Draw Steel content as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DsContentRow {
    /// Row id.
    pub id: i64,
    /// `ability`, `monster`, `ancestry`, `class` or `kit`.
    pub kind: String,
    /// Its name.
    pub name: String,
    /// The content (JSON).
    pub data: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC.
    pub updated_at: String,
}

/// Which content to list. Empty fields do not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DsContentFilter {
    /// Only this kind.
    pub kind: Option<String>,
    /// Case-insensitive substring of the name.
    pub name_contains: Option<String>,
}

const COLUMNS: &str = "id, kind, name, data, created_at, updated_at";

fn read_row(row: &Row<'_>) -> rusqlite::Result<DsContentRow> {
    Ok(DsContentRow {
        id: row.get(0)?,
        kind: row.get(1)?,
        name: row.get(2)?,
        data: row.get(3)?,
        created_at: row.get(4)?,
        updated_at: row.get(5)?,
    })
}

fn not_found(id: i64) -> StoreError {
    StoreError::NotFound {
        entity: "Draw Steel content",
        id,
    }
}

impl CampaignStore {
    /// Stores a new piece of content.
    pub fn insert_ds_content(
        &mut self,
        kind: &str,
        name: &str,
        data: &str,
        now: DateTime<Utc>,
    ) -> Result<DsContentRow> {
        let at = time::to_text(now);
        let id = self.write(|tx| {
            tx.execute(
                "INSERT INTO ds_content (kind, name, name_folded, data, created_at, updated_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
                params![kind, name, fold(name), data, at],
            )?;
            Ok(tx.last_insert_rowid())
        })?;
        self.ds_content(id)
    }

    /// Replaces a piece's name and data. Refused when it is not of `kind` (a piece keeps its
    /// kind) or does not exist.
    pub fn update_ds_content(
        &mut self,
        id: i64,
        kind: &str,
        name: &str,
        data: &str,
        now: DateTime<Utc>,
    ) -> Result<DsContentRow> {
        let at = time::to_text(now);
        self.write(|tx| {
            let stored: String = tx
                .query_row("SELECT kind FROM ds_content WHERE id = ?1", [id], |row| {
                    row.get(0)
                })
                .optional()?
                .ok_or_else(|| not_found(id))?;
            if stored != kind {
                return Err(StoreError::Conflict(format!(
                    "Content {id} is {} {stored}; it cannot become {} {kind}. Save the {kind} as new content instead.",
                    article(&stored),
                    article(kind),
                )));
            }
            tx.execute(
                "UPDATE ds_content SET name = ?2, name_folded = ?3, data = ?4, updated_at = ?5
                 WHERE id = ?1",
                params![id, name, fold(name), data, at],
            )?;
            Ok(())
        })?;
        self.ds_content(id)
    }

    /// One piece of content.
    pub fn ds_content(&self, id: i64) -> Result<DsContentRow> {
        self.conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM ds_content WHERE id = ?1"))?
            .query_row([id], read_row)
            .optional()?
            .ok_or_else(|| not_found(id))
    }

    /// Content matching `filter`, ordered by name.
    pub fn list_ds_content(&self, filter: &DsContentFilter) -> Result<Vec<DsContentRow>> {
        // One fixed statement with optional filters, as for characters: one cached plan.
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM ds_content
             WHERE (?1 IS NULL OR kind = ?1)
               AND (?2 IS NULL OR instr(name_folded, ?2) > 0)
             ORDER BY name_folded, id"
        ))?;
        let name = filter.name_contains.as_deref().map(fold);
        let rows = statement.query_map(params![filter.kind, name], read_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Deletes a piece of content.
    pub fn delete_ds_content(&mut self, id: i64) -> Result<()> {
        self.write(|tx| {
            if tx.execute("DELETE FROM ds_content WHERE id = ?1", [id])? == 0 {
                return Err(not_found(id));
            }
            Ok(())
        })
    }
}

/// "a" or "an" before a kind's name ("an ability", "a monster").
fn article(kind: &str) -> &'static str {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}
