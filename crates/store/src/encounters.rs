//! Encounters: the GM's preparation, and once launched the starting snapshot, the seed and the
//! ordered commands of the shared encounter engine.
//!
//! The store never interprets the JSON it keeps here; the api replays the commands through the
//! rules crate. Every write checks the cursor the caller computed from, so two writers (the
//! desktop app and the CLI) cannot interleave commands unchecked.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row, Transaction};

use crate::progression::{append_checked_in, NewProgression};
use crate::settings::save_decks_in;
use crate::{time, CampaignStore, DeckRow, Result, StoreError};

/// Where an encounter is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncounterStatus {
    /// Saved, not launched yet: its plan can still change.
    Prepared,
    /// Launched: commands are being given.
    Running,
    /// Over, and its outcome written back.
    Ended,
}

impl EncounterStatus {
    /// The status as stored and shown (`prepared`, `running`, `ended`).
    pub fn name(self) -> &'static str {
        match self {
            EncounterStatus::Prepared => "prepared",
            EncounterStatus::Running => "running",
            EncounterStatus::Ended => "ended",
        }
    }

    fn parse(text: &str) -> Result<EncounterStatus> {
        match text {
            "prepared" => Ok(EncounterStatus::Prepared),
            "running" => Ok(EncounterStatus::Running),
            "ended" => Ok(EncounterStatus::Ended),
            other => Err(StoreError::Corrupt(format!(
                "unknown encounter status {other:?}"
            ))),
        }
    }
}

/// An encounter as stored, without its commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EncounterRow {
    /// Row id.
    pub id: i64,
    /// The game system's id.
    pub system: String,
    /// The GM's name for it.
    pub name: String,
    /// The preparation (JSON).
    pub plan: String,
    /// The starting snapshot (JSON), once launched.
    pub snapshot: Option<String>,
    /// The random seed, once launched.
    pub seed: Option<i64>,
    /// Where it is in its life.
    pub status: EncounterStatus,
    /// How many of its commands are in effect.
    pub cursor: i64,
    /// How many commands are stored (those past the cursor can be redone).
    pub command_count: i64,
    /// The outcome written back (JSON), once ended.
    pub result: Option<String>,
    /// The game session it was launched in.
    pub session_id: Option<i64>,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// RFC 3339, UTC.
    pub updated_at: String,
}

/// What ending an encounter writes back to the campaign, all in one transaction.
#[derive(Debug, Default)]
pub struct EncounterWriteBack<'a> {
    /// Ledger entries to append: character, the last seq the caller saw, the entry.
    pub progression: Vec<(i64, i64, NewProgression<'a>)>,
    /// Tracked decks to save: character, the operation count the caller saw, the new row.
    pub decks: Vec<(i64, Option<i64>, DeckRow)>,
    /// Characters whose fields change (a Draw Steel hero's Stamina, Recoveries and Victories):
    /// character, the revision the caller read, the new fields. Each becomes a new revision.
    pub characters: Vec<(i64, i64, crate::CharacterFields)>,
}

pub(crate) const COLUMNS: &str =
    "id, system, name, plan, snapshot, seed, status, cursor, result, session_id,
     created_at, updated_at,
     (SELECT count(*) FROM encounter_commands c WHERE c.encounter_id = encounters.id)";

pub(crate) fn read_row(row: &Row<'_>) -> rusqlite::Result<(EncounterRow, String)> {
    Ok((
        EncounterRow {
            id: row.get(0)?,
            system: row.get(1)?,
            name: row.get(2)?,
            plan: row.get(3)?,
            snapshot: row.get(4)?,
            seed: row.get(5)?,
            status: EncounterStatus::Prepared,
            cursor: row.get(7)?,
            result: row.get(8)?,
            session_id: row.get(9)?,
            created_at: row.get(10)?,
            updated_at: row.get(11)?,
            command_count: row.get(12)?,
        },
        row.get(6)?,
    ))
}

pub(crate) fn finish_row((mut row, status): (EncounterRow, String)) -> Result<EncounterRow> {
    row.status = EncounterStatus::parse(&status)?;
    Ok(row)
}

impl CampaignStore {
    /// Saves a prepared encounter.
    pub fn insert_encounter(
        &mut self,
        system: &str,
        name: &str,
        plan: &str,
        now: DateTime<Utc>,
    ) -> Result<EncounterRow> {
        let at = time::to_text(now);
        let id = self.write(|tx| {
            tx.execute(
                "INSERT INTO encounters (system, name, plan, status, created_at, updated_at)
                 VALUES (?1, ?2, ?3, 'prepared', ?4, ?4)",
                params![system, name, plan, at],
            )?;
            Ok(tx.last_insert_rowid())
        })?;
        self.encounter(id)
    }

    /// One encounter.
    pub fn encounter(&self, id: i64) -> Result<EncounterRow> {
        let found = self
            .conn
            .prepare_cached(&format!("SELECT {COLUMNS} FROM encounters WHERE id = ?1"))?
            .query_row([id], read_row)
            .optional()?;
        finish_row(found.ok_or(StoreError::NotFound {
            entity: "encounter",
            id,
        })?)
    }

    /// Every encounter: running ones first, then prepared, then ended; newest change first.
    pub fn list_encounters(&self) -> Result<Vec<EncounterRow>> {
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM encounters
             ORDER BY CASE status WHEN 'running' THEN 0 WHEN 'prepared' THEN 1 ELSE 2 END,
                      updated_at DESC, id DESC"
        ))?;
        let rows = statement.query_map([], read_row)?;
        rows.map(|row| finish_row(row?)).collect()
    }

    /// The stored commands of an encounter (JSON), in order, including undone ones.
    pub fn encounter_commands(&self, id: i64) -> Result<Vec<String>> {
        let mut statement = self.conn.prepare_cached(
            "SELECT command FROM encounter_commands WHERE encounter_id = ?1 ORDER BY seq",
        )?;
        let rows = statement.query_map([id], |row| row.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Changes a prepared encounter's name and plan.
    pub fn update_encounter_plan(
        &mut self,
        id: i64,
        name: &str,
        plan: &str,
        now: DateTime<Utc>,
    ) -> Result<EncounterRow> {
        let at = time::to_text(now);
        self.write(|tx| {
            expect_status(tx, id, EncounterStatus::Prepared)?;
            tx.execute(
                "UPDATE encounters SET name = ?2, plan = ?3, updated_at = ?4 WHERE id = ?1",
                params![id, name, plan, at],
            )?;
            Ok(())
        })?;
        self.encounter(id)
    }

    /// Launches a prepared encounter with its starting snapshot and seed.
    pub fn launch_encounter(
        &mut self,
        id: i64,
        snapshot: &str,
        seed: i64,
        session_id: Option<i64>,
        now: DateTime<Utc>,
    ) -> Result<EncounterRow> {
        let at = time::to_text(now);
        self.write(|tx| {
            expect_status(tx, id, EncounterStatus::Prepared)?;
            tx.execute(
                "UPDATE encounters SET snapshot = ?2, seed = ?3, session_id = ?4, status = 'running',
                 cursor = 0, updated_at = ?5 WHERE id = ?1",
                params![id, snapshot, seed, session_id, at],
            )?;
            Ok(())
        })?;
        self.encounter(id)
    }

    /// Records `command` as the command at `expected_cursor` (the cursor the caller replayed to),
    /// discarding any undone commands from there on, and moves the cursor past it.
    pub fn append_encounter_command(
        &mut self,
        id: i64,
        expected_cursor: i64,
        command: &str,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            expect_running_at(tx, id, expected_cursor)?;
            drop_undone_in(tx, id, expected_cursor)?;
            insert_command_in(tx, id, expected_cursor, command, &at)?;
            tx.execute(
                "UPDATE encounters SET cursor = ?2, updated_at = ?3 WHERE id = ?1",
                params![id, expected_cursor + 1, at],
            )?;
            Ok(())
        })
    }

    /// Moves the cursor from `expected_cursor` to `cursor` (undo goes back, redo forward over
    /// stored commands).
    pub fn move_encounter_cursor(
        &mut self,
        id: i64,
        expected_cursor: i64,
        cursor: i64,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            expect_running_at(tx, id, expected_cursor)?;
            let stored: i64 = tx.query_row(
                "SELECT count(*) FROM encounter_commands WHERE encounter_id = ?1",
                [id],
                |row| row.get(0),
            )?;
            if cursor < 0 {
                return Err(StoreError::Conflict(
                    "There is nothing left to undo.".to_owned(),
                ));
            }
            if cursor > stored {
                return Err(StoreError::Conflict("There is nothing to redo.".to_owned()));
            }
            tx.execute(
                "UPDATE encounters SET cursor = ?2, updated_at = ?3 WHERE id = ?1",
                params![id, cursor, at],
            )?;
            Ok(())
        })
    }

    /// Ends a running encounter at `expected_cursor`: drops its undone commands, records
    /// `final_command` (the one that ended the battle, when the GM ends it early), stores the
    /// result and writes the outcome back to the campaign, all or nothing.
    pub fn end_encounter(
        &mut self,
        id: i64,
        expected_cursor: i64,
        final_command: Option<&str>,
        result: &str,
        write_back: &EncounterWriteBack<'_>,
        now: DateTime<Utc>,
    ) -> Result<EncounterRow> {
        let at = time::to_text(now);
        self.write(|tx| {
            expect_running_at(tx, id, expected_cursor)?;
            drop_undone_in(tx, id, expected_cursor)?;
            let mut cursor = expected_cursor;
            if let Some(command) = final_command {
                insert_command_in(tx, id, cursor, command, &at)?;
                cursor += 1;
            }
            for (character_id, expected_last, entry) in &write_back.progression {
                append_checked_in(tx, *character_id, *expected_last, entry, &at)?;
            }
            save_decks_in(tx, &write_back.decks, &at)?;
            for (character_id, expected_revision, fields) in &write_back.characters {
                let revision = crate::characters::current_revision(tx, *character_id)?;
                if revision != *expected_revision {
                    return Err(StoreError::Conflict(
                        "A character in this encounter changed meanwhile; reload and end it again."
                            .to_owned(),
                    ));
                }
                crate::characters::overwrite(tx, *character_id, fields, revision + 1, &at)?;
                crate::characters::record_revision(tx, *character_id, revision + 1, fields, &at)?;
            }
            tx.execute(
                "UPDATE encounters SET status = 'ended', result = ?2, cursor = ?3, updated_at = ?4
                 WHERE id = ?1",
                params![id, result, cursor, at],
            )?;
            Ok(())
        })?;
        self.encounter(id)
    }

    /// Deletes an encounter and its commands.
    pub fn delete_encounter(&mut self, id: i64) -> Result<()> {
        self.write(|tx| {
            let removed = tx.execute("DELETE FROM encounters WHERE id = ?1", [id])?;
            if removed == 0 {
                return Err(StoreError::NotFound {
                    entity: "encounter",
                    id,
                });
            }
            Ok(())
        })
    }
}

/// Forgets the undone commands, from `cursor` on: a new command replaces them.
fn drop_undone_in(tx: &Transaction<'_>, id: i64, cursor: i64) -> Result<()> {
    tx.execute(
        "DELETE FROM encounter_commands WHERE encounter_id = ?1 AND seq >= ?2",
        params![id, cursor],
    )?;
    Ok(())
}

fn insert_command_in(
    tx: &Transaction<'_>,
    id: i64,
    seq: i64,
    command: &str,
    at: &str,
) -> Result<()> {
    tx.execute(
        "INSERT INTO encounter_commands (encounter_id, seq, command, recorded_at)
         VALUES (?1, ?2, ?3, ?4)",
        params![id, seq, command, at],
    )?;
    Ok(())
}

fn status_and_cursor(tx: &Transaction<'_>, id: i64) -> Result<(EncounterStatus, i64)> {
    let found: Option<(String, i64)> = tx
        .query_row(
            "SELECT status, cursor FROM encounters WHERE id = ?1",
            [id],
            |row| Ok((row.get(0)?, row.get(1)?)),
        )
        .optional()?;
    let (status, cursor) = found.ok_or(StoreError::NotFound {
        entity: "encounter",
        id,
    })?;
    Ok((EncounterStatus::parse(&status)?, cursor))
}

fn expect_status(tx: &Transaction<'_>, id: i64, wanted: EncounterStatus) -> Result<i64> {
    let (status, cursor) = status_and_cursor(tx, id)?;
    if status != wanted {
        return Err(StoreError::Conflict(match status {
            EncounterStatus::Prepared => "This encounter has not been launched yet.".to_owned(),
            EncounterStatus::Running => "This encounter is already under way.".to_owned(),
            EncounterStatus::Ended => "This encounter is over.".to_owned(),
        }));
    }
    Ok(cursor)
}

fn expect_running_at(tx: &Transaction<'_>, id: i64, expected_cursor: i64) -> Result<()> {
    let cursor = expect_status(tx, id, EncounterStatus::Running)?;
    if cursor != expected_cursor {
        return Err(StoreError::Conflict(
            "The encounter moved on while this command was prepared (another window?); reload and try again."
                .to_owned(),
        ));
    }
    Ok(())
}
