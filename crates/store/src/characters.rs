//! Characters and their revisions.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row, Transaction};
use serde::{Deserialize, Serialize};
use tablekeep_rules::SystemId;

pub use tablekeep_rules::CharacterKind;

use crate::{time, CampaignStore, Result, StoreError};

/// The part of a character the GM edits; a revision is a snapshot of exactly this.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterFields {
    /// The system the character is built for.
    pub system: SystemId,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// Display name.
    pub name: String,
    /// Normalised tags (the caller normalises; the store keeps them as given).
    pub tags: Vec<String>,
    /// Free-form GM notes.
    pub notes: String,
    /// System-specific data as JSON text (e.g. a Fated Hand character's gear); `{}` for none.
    /// The api validates it; the store keeps it as given.
    #[serde(default = "empty_object")]
    pub data: String,
    /// The version of the system's data format `data` is written in (the api sets it from the
    /// system's current version whenever it writes `data`). It travels with the data, so undoing
    /// an edit restores the version its data was written in.
    #[serde(default = "first_version")]
    pub rules_version: i64,
}

fn empty_object() -> String {
    "{}".to_owned()
}

fn first_version() -> i64 {
    1
}

/// A character as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    /// Row id.
    pub id: i64,
    /// The editable fields.
    pub fields: CharacterFields,
    /// Increases by one on each edit and decreases on undo.
    pub revision: i64,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC.
    pub updated_at: String,
    /// The parties the character belongs to, as `(id, name)`, by name.
    pub parties: Vec<(i64, String)>,
}

/// A row of the character list: what a list shows, without the notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CharacterSummary {
    /// Row id.
    pub id: i64,
    /// The character's system.
    pub system: SystemId,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// Display name.
    pub name: String,
    /// Tags.
    pub tags: Vec<String>,
    /// RFC 3339, UTC.
    pub updated_at: String,
}

/// Which characters to list. Empty fields do not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CharacterFilter {
    /// Case-insensitive substring of the name.
    pub name_contains: Option<String>,
    /// Exact (normalised) tag.
    pub tag: Option<String>,
    /// Only this system.
    pub system: Option<SystemId>,
    /// Only PCs or only NPCs.
    pub kind: Option<CharacterKind>,
}

/// The name as searched: lower-cased so that search is case-insensitive in every script.
pub(crate) fn fold(name: &str) -> String {
    name.to_lowercase()
}

impl CampaignStore {
    /// Adds a character at revision 1.
    pub fn insert_character(
        &mut self,
        fields: &CharacterFields,
        now: DateTime<Utc>,
    ) -> Result<Character> {
        let id = self.insert_character_in(fields, now, |_, _, _| Ok(()))?;
        self.character(id)
    }

    /// Inserts a character and runs `also` (with its id and timestamp) in the same transaction.
    pub(crate) fn insert_character_in(
        &mut self,
        fields: &CharacterFields,
        now: DateTime<Utc>,
        also: impl FnOnce(&Transaction<'_>, i64, &str) -> Result<()>,
    ) -> Result<i64> {
        let at = time::to_text(now);
        self.write(|tx| {
            let id = insert_in(tx, fields, &at)?;
            also(tx, id, &at)?;
            Ok(id)
        })
    }

    /// The newest data format version among each system's characters: what a binary must be
    /// able to read to open the campaign.
    pub fn newest_data_versions(&self) -> Result<Vec<(SystemId, i64)>> {
        let mut statement = self.conn.prepare_cached(
            "SELECT system, max(rules_version) FROM characters GROUP BY system ORDER BY system",
        )?;
        let rows = statement.query_map([], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, i64>(1)?))
        })?;
        rows.map(|row| {
            let (system, version) = row?;
            Ok((parse_system(&system)?, version))
        })
        .collect()
    }

    /// Replaces the fields of several characters in one transaction, each keeping its previous
    /// state as a revision; all of them are written or none is. Each update carries the revision
    /// its fields were computed from, and the batch is refused if any character moved on since.
    /// Returns them as stored, in order.
    pub fn update_characters(
        &mut self,
        updates: &[(i64, i64, CharacterFields)],
        now: DateTime<Utc>,
    ) -> Result<Vec<Character>> {
        let at = time::to_text(now);
        self.write(|tx| {
            for (id, read, fields) in updates {
                let revision = unmoved_revision(tx, *id, *read)? + 1;
                overwrite(tx, *id, fields, revision, &at)?;
                record_revision(tx, *id, revision, fields, &at)?;
            }
            Ok(())
        })?;
        updates
            .iter()
            .map(|(id, _, _)| self.character(*id))
            .collect()
    }

    /// One character, with its parties.
    pub fn character(&self, id: i64) -> Result<Character> {
        let found = self
            .conn
            .query_row(
                "SELECT id, system, kind, name, tags, notes, revision, created_at, updated_at, data, rules_version
                 FROM characters WHERE id = ?1",
                [id],
                |row| Ok(read_character(row)),
            )
            .optional()?;
        let mut character = found.ok_or(StoreError::NotFound {
            entity: "character",
            id,
        })??;
        let mut parties = self.conn.prepare_cached(
            "SELECT p.id, p.name FROM party_members m JOIN parties p ON p.id = m.party_id
             WHERE m.character_id = ?1 ORDER BY p.name, p.id",
        )?;
        character.parties = parties
            .query_map([id], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(character)
    }

    /// Characters matching `filter`, ordered by name.
    pub fn list_characters(&self, filter: &CharacterFilter) -> Result<Vec<CharacterSummary>> {
        self.page_of_characters(filter, None, None)
    }

    /// Up to `limit` characters matching `filter`, in the list's order (by folded name, then
    /// id), after the character `after` (its id and name) when given: one page of a long list.
    /// The order is served by the name index, so a page costs its own rows, not the list's.
    pub fn list_characters_page(
        &self,
        filter: &CharacterFilter,
        after: Option<(i64, &str)>,
        limit: u32,
    ) -> Result<Vec<CharacterSummary>> {
        self.page_of_characters(filter, after, Some(limit))
    }

    /// How many characters match `filter`.
    pub fn count_characters(&self, filter: &CharacterFilter) -> Result<u32> {
        let mut statement = self.conn.prepare_cached(
            "SELECT count(*) FROM characters c
             WHERE (?1 IS NULL OR instr(name_folded, ?1) > 0)
               AND (?2 IS NULL OR EXISTS (SELECT 1 FROM character_tags t
                                          WHERE t.tag = ?2 AND t.character_id = c.id))
               AND (?3 IS NULL OR system = ?3)
               AND (?4 IS NULL OR kind = ?4)",
        )?;
        let name = filter.name_contains.as_deref().map(fold);
        let count: i64 = statement.query_row(
            params![
                name,
                filter.tag,
                filter.system.map(SystemId::as_str),
                filter.kind.map(CharacterKind::as_str)
            ],
            |row| row.get(0),
        )?;
        Ok(u32::try_from(count).unwrap_or(u32::MAX))
    }

    fn page_of_characters(
        &self,
        filter: &CharacterFilter,
        after: Option<(i64, &str)>,
        limit: Option<u32>,
    ) -> Result<Vec<CharacterSummary>> {
        // One fixed statement: every filter is optional through `?n IS NULL`, so the statement
        // cache serves every search and SQLite plans it once. A negative LIMIT is no limit.
        let mut statement = self.conn.prepare_cached(
            "SELECT id, system, kind, name, tags, updated_at FROM characters c
             WHERE (?1 IS NULL OR instr(name_folded, ?1) > 0)
               AND (?2 IS NULL OR EXISTS (SELECT 1 FROM character_tags t
                                          WHERE t.tag = ?2 AND t.character_id = c.id))
               AND (?3 IS NULL OR system = ?3)
               AND (?4 IS NULL OR kind = ?4)
               AND (?5 IS NULL OR (name_folded, id) > (?6, ?5))
             ORDER BY name_folded, id
             LIMIT ?7",
        )?;
        let name = filter.name_contains.as_deref().map(fold);
        let (after_id, after_name) = match after {
            Some((id, name)) => (Some(id), Some(fold(name))),
            None => (None, None),
        };
        let rows = statement.query_map(
            params![
                name,
                filter.tag,
                filter.system.map(SystemId::as_str),
                filter.kind.map(CharacterKind::as_str),
                after_id,
                after_name,
                limit.map_or(-1, i64::from)
            ],
            |row| {
                // Borrow the short text columns instead of allocating a String per cell.
                Ok((|| -> Result<CharacterSummary> {
                    Ok(CharacterSummary {
                        id: row.get(0)?,
                        system: parse_system(
                            row.get_ref(1)?.as_str().map_err(rusqlite::Error::from)?,
                        )?,
                        kind: parse_kind(row.get_ref(2)?.as_str().map_err(rusqlite::Error::from)?)?,
                        name: row.get(3)?,
                        tags: parse_tags(row.get_ref(4)?.as_str().map_err(rusqlite::Error::from)?)?,
                        updated_at: row.get(5)?,
                    })
                })())
            },
        )?;
        let mut summaries = Vec::new();
        for row in rows {
            summaries.push(row??);
        }
        Ok(summaries)
    }

    /// Every tag in use, with how many characters carry it, by tag.
    pub fn tag_counts(&self) -> Result<Vec<(String, i64)>> {
        let mut statement = self
            .conn
            .prepare_cached("SELECT tag, count(*) FROM character_tags GROUP BY tag ORDER BY tag")?;
        let tags = statement
            .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(tags)
    }

    /// Replaces a character's fields, keeping the previous state as a revision. `read` is the
    /// revision the new fields were computed from; the write is refused if the character moved
    /// on since (another window, the CLI).
    pub fn update_character(
        &mut self,
        id: i64,
        read: i64,
        fields: &CharacterFields,
        now: DateTime<Utc>,
    ) -> Result<Character> {
        let at = time::to_text(now);
        self.write(|tx| {
            let revision = unmoved_revision(tx, id, read)? + 1;
            overwrite(tx, id, fields, revision, &at)?;
            record_revision(tx, id, revision, fields, &at)
        })?;
        self.character(id)
    }

    /// Restores the revision before the current one and forgets the current one.
    pub fn undo_character_edit(&mut self, id: i64, now: DateTime<Utc>) -> Result<Character> {
        let at = time::to_text(now);
        self.write(|tx| {
            let revision = current_revision(tx, id)?;
            if revision <= 1 {
                return Err(StoreError::Conflict(
                    "This character has no edit to undo: it is as it was created.".to_owned(),
                ));
            }
            let snapshot: String = tx.query_row(
                "SELECT snapshot FROM character_revisions WHERE character_id = ?1 AND revision = ?2",
                params![id, revision - 1],
                |row| row.get(0),
            )?;
            let previous: CharacterFields = serde_json::from_str(&snapshot)
                .map_err(|e| StoreError::Corrupt(format!("revision {} of character {id}: {e}", revision - 1)))?;
            overwrite(tx, id, &previous, revision - 1, &at)?;
            tx.execute(
                "DELETE FROM character_revisions WHERE character_id = ?1 AND revision = ?2",
                params![id, revision],
            )?;
            Ok(())
        })?;
        self.character(id)
    }

    /// Deletes a character with its revisions and party memberships.
    pub fn delete_character(&mut self, id: i64) -> Result<()> {
        self.write(|tx| {
            if tx.execute("DELETE FROM characters WHERE id = ?1", [id])? == 0 {
                return Err(StoreError::NotFound {
                    entity: "character",
                    id,
                });
            }
            Ok(())
        })
    }
}

/// Inserts a character at revision 1 inside an open transaction; gives its id.
pub(crate) fn insert_in(tx: &Transaction<'_>, fields: &CharacterFields, at: &str) -> Result<i64> {
    tx.execute(
        "INSERT INTO characters (system, kind, name, name_folded, tags, notes, data, revision, created_at, updated_at, rules_version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8, ?8, ?9)",
        params![
            fields.system.as_str(),
            fields.kind.as_str(),
            fields.name,
            fold(&fields.name),
            tags_json(&fields.tags),
            fields.notes,
            fields.data,
            at,
            fields.rules_version
        ],
    )?;
    let id = tx.last_insert_rowid();
    write_tags(tx, id, &fields.tags)?;
    record_revision(tx, id, 1, fields, at)?;
    Ok(id)
}

pub(crate) fn current_revision(tx: &Transaction<'_>, id: i64) -> Result<i64> {
    tx.query_row(
        "SELECT revision FROM characters WHERE id = ?1",
        [id],
        |row| row.get(0),
    )
    .optional()?
    .ok_or(StoreError::NotFound {
        entity: "character",
        id,
    })
}

/// The current revision, when it is still `read`; a conflict when the character moved on.
fn unmoved_revision(tx: &Transaction<'_>, id: i64, read: i64) -> Result<i64> {
    let revision = current_revision(tx, id)?;
    if revision != read {
        return Err(StoreError::Conflict(format!(
            "This character was changed meanwhile (revision {revision} now, {read} when read); \
             reload it and try again."
        )));
    }
    Ok(revision)
}

pub(crate) fn overwrite(
    tx: &Transaction<'_>,
    id: i64,
    fields: &CharacterFields,
    revision: i64,
    at: &str,
) -> Result<()> {
    tx.execute(
        "UPDATE characters SET system = ?2, kind = ?3, name = ?4, name_folded = ?5, tags = ?6,
                notes = ?7, revision = ?8, updated_at = ?9, data = ?10, rules_version = ?11
         WHERE id = ?1",
        params![
            id,
            fields.system.as_str(),
            fields.kind.as_str(),
            fields.name,
            fold(&fields.name),
            tags_json(&fields.tags),
            fields.notes,
            revision,
            at,
            fields.data,
            fields.rules_version
        ],
    )?;
    tx.execute("DELETE FROM character_tags WHERE character_id = ?1", [id])?;
    write_tags(tx, id, &fields.tags)?;
    if fields.kind == CharacterKind::Npc {
        // Parties hold player characters only; an NPC leaves them.
        tx.execute("DELETE FROM party_members WHERE character_id = ?1", [id])?;
    }
    Ok(())
}

pub(crate) fn record_revision(
    tx: &Transaction<'_>,
    id: i64,
    revision: i64,
    fields: &CharacterFields,
    at: &str,
) -> Result<()> {
    let snapshot = serde_json::to_string(fields).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    tx.execute(
        "INSERT INTO character_revisions (character_id, revision, snapshot, recorded_at) VALUES (?1, ?2, ?3, ?4)",
        params![id, revision, snapshot, at],
    )?;
    Ok(())
}

fn write_tags(tx: &Transaction<'_>, id: i64, tags: &[String]) -> Result<()> {
    let mut insert = tx.prepare_cached(
        "INSERT OR IGNORE INTO character_tags (character_id, tag) VALUES (?1, ?2)",
    )?;
    for tag in tags {
        insert.execute(params![id, tag])?;
    }
    Ok(())
}

fn tags_json(tags: &[String]) -> String {
    serde_json::to_string(tags).unwrap_or_else(|_| "[]".to_owned())
}

fn parse_tags(json: &str) -> Result<Vec<String>> {
    serde_json::from_str(json).map_err(|e| StoreError::Corrupt(format!("tags {json:?}: {e}")))
}

fn parse_system(id: &str) -> Result<SystemId> {
    SystemId::parse(id).ok_or_else(|| StoreError::Corrupt(format!("unknown system {id:?}")))
}

fn parse_kind(kind: &str) -> Result<CharacterKind> {
    CharacterKind::parse(kind)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown character kind {kind:?}")))
}

fn read_character(row: &Row<'_>) -> Result<Character> {
    Ok(Character {
        id: row.get(0)?,
        fields: CharacterFields {
            system: parse_system(&row.get::<_, String>(1)?)?,
            kind: parse_kind(&row.get::<_, String>(2)?)?,
            name: row.get(3)?,
            tags: parse_tags(&row.get::<_, String>(4)?)?,
            notes: row.get(5)?,
            data: row.get(9)?,
            rules_version: row.get(10)?,
        },
        revision: row.get(6)?,
        created_at: row.get(7)?,
        updated_at: row.get(8)?,
        parties: Vec::new(),
    })
}
