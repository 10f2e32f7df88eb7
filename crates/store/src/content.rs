//! The content library of every system: pieces the GM authors or a pack brings (Draw Steel's
//! abilities, monsters, ancestries, classes and kits; the next systems' cards, species, …).
//!
//! The store keeps each piece as its system, its kind, its name (folded for search) and its
//! JSON; it never interprets the JSON. The api validates a piece through the rules crate before
//! every write. A piece keeps its system and kind for life: an update names the kind it expects
//! and is refused otherwise, and a read for one system never returns another system's piece.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};
use tablekeep_rules::SystemId;

use crate::characters::{fold, insert_in};
use crate::{time, CampaignStore, CharacterFields, Result, StoreError};

/// One piece of content as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContentRow {
    /// Row id.
    pub id: i64,
    /// The system it belongs to.
    pub system: SystemId,
    /// Its kind, from the system's list (`ability`, `monster`, …).
    pub kind: String,
    /// Its name.
    pub name: String,
    /// The content (JSON).
    pub data: String,
    /// The version of the system's content format `data` was written in.
    pub rules_version: i64,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC.
    pub updated_at: String,
}

/// Which content of a system to list. Empty fields do not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContentFilter {
    /// Only this kind.
    pub kind: Option<String>,
    /// Case-insensitive substring of the name.
    pub name_contains: Option<String>,
}

/// One piece of content to store: its kind, its name and its JSON. The api validates it first;
/// the store keeps it as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewContent {
    /// The kind.
    pub kind: String,
    /// The name.
    pub name: String,
    /// The content (JSON).
    pub data: String,
}

/// The ids a stored pack received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredPack {
    /// The content's ids, in the order given.
    pub content: Vec<i64>,
    /// The characters' ids, in the order `characters` gave them.
    pub characters: Vec<i64>,
}

const COLUMNS: &str = "id, system, kind, name, data, rules_version, created_at, updated_at";

fn read_row(row: &Row<'_>) -> rusqlite::Result<ContentRow> {
    let system: String = row.get(1)?;
    Ok(ContentRow {
        id: row.get(0)?,
        system: SystemId::parse(&system).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                1,
                rusqlite::types::Type::Text,
                format!("unknown system {system:?}").into(),
            )
        })?,
        kind: row.get(2)?,
        name: row.get(3)?,
        data: row.get(4)?,
        rules_version: row.get(5)?,
        created_at: row.get(6)?,
        updated_at: row.get(7)?,
    })
}

/// A piece that does not exist, or is another system's: to the asking system it is not there.
fn not_found(id: i64) -> StoreError {
    StoreError::NotFound {
        entity: "piece of content",
        id,
    }
}

const INSERT: &str =
    "INSERT INTO content (system, kind, name, name_folded, data, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)";

/// The kind of piece `id`, provided its data is still `expected` (what the caller read): the
/// compare-and-swap check of a write from a read, inside the write's transaction. A conflict
/// when another writer changed it meanwhile.
fn unchanged_kind(
    tx: &rusqlite::Transaction<'_>,
    system: SystemId,
    id: i64,
    expected: &str,
) -> Result<String> {
    let (kind, data): (String, String) = tx
        .query_row(
            "SELECT kind, data FROM content WHERE id = ?1 AND system = ?2",
            params![id, system.as_str()],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?
        .ok_or_else(|| not_found(id))?;
    if data != expected {
        return Err(StoreError::Conflict(format!(
            "Content {id} was changed by another writer meanwhile; reload and try again."
        )));
    }
    Ok(kind)
}

impl CampaignStore {
    /// Stores a new piece of `system`'s content.
    pub fn insert_content(
        &mut self,
        system: SystemId,
        piece: &NewContent,
        now: DateTime<Utc>,
    ) -> Result<ContentRow> {
        let at = time::to_text(now);
        let id = self.write(|tx| {
            tx.execute(
                INSERT,
                params![
                    system.as_str(),
                    piece.kind,
                    piece.name,
                    fold(&piece.name),
                    piece.data,
                    at
                ],
            )?;
            Ok(tx.last_insert_rowid())
        })?;
        self.content(system, id)
    }

    /// Replaces a piece's name and data. Refused when it is not `system`'s, not of `kind` (a
    /// piece keeps its kind), or does not exist.
    pub fn update_content(
        &mut self,
        system: SystemId,
        id: i64,
        piece: &NewContent,
        now: DateTime<Utc>,
    ) -> Result<ContentRow> {
        let at = time::to_text(now);
        let kind = piece.kind.as_str();
        self.write(|tx| {
            let stored: String = tx
                .query_row(
                    "SELECT kind FROM content WHERE id = ?1 AND system = ?2",
                    params![id, system.as_str()],
                    |row| row.get(0),
                )
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
                "UPDATE content SET name = ?2, name_folded = ?3, data = ?4, updated_at = ?5
                 WHERE id = ?1",
                params![id, piece.name, fold(&piece.name), piece.data, at],
            )?;
            Ok(())
        })?;
        self.content(system, id)
    }

    /// Replaces a piece's data, provided it still holds `expected` (what the caller read and
    /// checked against), and appends ledger entries, each after the seq its caller read, in one
    /// transaction: when the piece or any ledger moved on meanwhile, nothing is written. A
    /// record kept as content (a played scene) and what it gives characters (their XP) are
    /// written together or not at all.
    pub fn update_content_with_progressions(
        &mut self,
        system: SystemId,
        id: i64,
        expected: &str,
        data: &str,
        entries: &[(i64, i64, crate::NewProgression<'_>)],
        now: DateTime<Utc>,
    ) -> Result<ContentRow> {
        let at = time::to_text(now);
        self.write(|tx| {
            unchanged_kind(tx, system, id, expected)?;
            tx.execute(
                "UPDATE content SET data = ?2, updated_at = ?3 WHERE id = ?1",
                params![id, data, at],
            )?;
            for (character_id, expected_last, next) in entries {
                crate::progression::append_checked_in(
                    tx,
                    *character_id,
                    *expected_last,
                    next,
                    &at,
                )?;
            }
            Ok(())
        })?;
        self.content(system, id)
    }

    /// Replaces a piece's name and data only if its data is still `expected` (what the caller
    /// read): a compare-and-swap in one transaction, so two writers working from the same read
    /// cannot both succeed. Refused with a conflict when the piece changed meanwhile, or as
    /// [`Self::update_content`] refuses.
    pub fn update_content_if_unchanged(
        &mut self,
        system: SystemId,
        id: i64,
        expected: &str,
        piece: &NewContent,
        now: DateTime<Utc>,
    ) -> Result<ContentRow> {
        let at = time::to_text(now);
        self.write(|tx| {
            let kind = unchanged_kind(tx, system, id, expected)?;
            if kind != piece.kind {
                return Err(StoreError::Conflict(format!(
                    "Content {id} is {} {kind}; it cannot become {} {}.",
                    article(&kind),
                    article(&piece.kind),
                    piece.kind
                )));
            }
            tx.execute(
                "UPDATE content SET name = ?2, name_folded = ?3, data = ?4, updated_at = ?5
                 WHERE id = ?1",
                params![id, piece.name, fold(&piece.name), piece.data, at],
            )?;
            Ok(())
        })?;
        self.content(system, id)
    }

    /// One piece of `system`'s content.
    pub fn content(&self, system: SystemId, id: i64) -> Result<ContentRow> {
        self.conn
            .prepare_cached(&format!(
                "SELECT {COLUMNS} FROM content WHERE id = ?1 AND system = ?2"
            ))?
            .query_row(params![id, system.as_str()], read_row)
            .optional()?
            .ok_or_else(|| not_found(id))
    }

    /// `system`'s content matching `filter`, ordered by name.
    pub fn list_content(
        &self,
        system: SystemId,
        filter: &ContentFilter,
    ) -> Result<Vec<ContentRow>> {
        // One fixed statement with optional filters, as for characters: one cached plan.
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM content
             WHERE system = ?1
               AND (?2 IS NULL OR kind = ?2)
               AND (?3 IS NULL OR instr(name_folded, ?3) > 0)
             ORDER BY name_folded, id"
        ))?;
        let name = filter.name_contains.as_deref().map(fold);
        let rows = statement.query_map(params![system.as_str(), filter.kind, name], read_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Deletes a piece of `system`'s content.
    pub fn delete_content(&mut self, system: SystemId, id: i64) -> Result<()> {
        self.write(|tx| {
            let deleted = tx.execute(
                "DELETE FROM content WHERE id = ?1 AND system = ?2",
                params![id, system.as_str()],
            )?;
            if deleted == 0 {
                return Err(not_found(id));
            }
            Ok(())
        })
    }

    /// Stores `content` of `system`, then the characters that `characters` makes from the new
    /// pieces' ids (given in the order of `content`), each at revision 1 (a starter set: its
    /// content and the premade characters whose builds name the new pieces). One transaction:
    /// everything is stored or nothing is.
    pub fn insert_content_pack(
        &mut self,
        system: SystemId,
        content: &[NewContent],
        characters: impl FnOnce(&[i64]) -> Vec<CharacterFields>,
        now: DateTime<Utc>,
    ) -> Result<StoredPack> {
        let at = time::to_text(now);
        self.write(|tx| {
            let mut content_ids = Vec::with_capacity(content.len());
            {
                let mut insert = tx.prepare_cached(INSERT)?;
                for piece in content {
                    insert.execute(params![
                        system.as_str(),
                        piece.kind,
                        piece.name,
                        fold(&piece.name),
                        piece.data,
                        at
                    ])?;
                    content_ids.push(tx.last_insert_rowid());
                }
            }
            let character_ids = characters(&content_ids)
                .iter()
                .map(|fields| insert_in(tx, fields, &at))
                .collect::<Result<Vec<i64>>>()?;
            Ok(StoredPack {
                content: content_ids,
                characters: character_ids,
            })
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
