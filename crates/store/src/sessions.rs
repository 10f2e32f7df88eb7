//! What a game session keeps beyond its dates: the GM's notes, who was at the table, and the
//! loot found, with what the campaign recorded during it (ledger entries, encounters) for its
//! recap.

use rusqlite::{params, OptionalExtension, Transaction};
use tablekeep_rules::SystemId;

use crate::encounters::{finish_row, read_row, COLUMNS};
use crate::{CampaignStore, EncounterRow, GameSession, PartyMember, Result, StoreError};

/// A game session with everything the GM wrote about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSessionRecord {
    /// The session and its dates.
    pub session: GameSession,
    /// The GM's notes.
    pub notes: String,
    /// The characters at the table, by name.
    pub attendees: Vec<PartyMember>,
    /// The loot, in the GM's order.
    pub loot: Vec<LootRow>,
}

/// One item of a session's loot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LootRow {
    /// What was found ("a silver key", "40 gp").
    pub item: String,
    /// Who took it, if anyone.
    pub taken_by: Option<PartyMember>,
}

/// A session's record as the GM edits it: each part replaces what was there.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SessionEdit {
    /// The session's name.
    pub name: String,
    /// The GM's notes.
    pub notes: String,
    /// The characters at the table.
    pub attendees: Vec<i64>,
    /// The loot: each item with the character who took it.
    pub loot: Vec<(String, Option<i64>)>,
}

impl CampaignStore {
    /// One session with its notes, attendees and loot.
    pub fn game_session_record(&self, id: i64) -> Result<GameSessionRecord> {
        let (session, notes) = self
            .conn
            .query_row(
                "SELECT id, name, started_at, ended_at, notes FROM game_sessions WHERE id = ?1",
                [id],
                |row| {
                    Ok((
                        GameSession {
                            id: row.get(0)?,
                            name: row.get(1)?,
                            started_at: row.get(2)?,
                            ended_at: row.get(3)?,
                        },
                        row.get::<_, String>(4)?,
                    ))
                },
            )
            .optional()?
            .ok_or(StoreError::NotFound {
                entity: "game session",
                id,
            })?;
        let mut attendees = self.conn.prepare_cached(
            "SELECT c.id, c.name, c.system FROM game_session_attendees a
             JOIN characters c ON c.id = a.character_id
             WHERE a.session_id = ?1 ORDER BY c.name COLLATE NOCASE, c.id",
        )?;
        let attendees = attendees
            .query_map([id], |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                ))
            })?
            .map(|row| member(row?))
            .collect::<Result<Vec<_>>>()?;
        let mut loot = self.conn.prepare_cached(
            "SELECT l.item, c.id, c.name, c.system FROM game_session_loot l
             LEFT JOIN characters c ON c.id = l.character_id
             WHERE l.session_id = ?1 ORDER BY l.seq",
        )?;
        let loot = loot
            .query_map([id], |row| {
                Ok((
                    row.get::<_, String>(0)?,
                    row.get::<_, Option<i64>>(1)?,
                    row.get::<_, Option<String>>(2)?,
                    row.get::<_, Option<String>>(3)?,
                ))
            })?
            .map(|row| {
                let (item, id, name, system) = row?;
                let taken_by = match (id, name, system) {
                    (Some(id), Some(name), Some(system)) => Some(member((id, name, system))?),
                    _ => None,
                };
                Ok(LootRow { item, taken_by })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(GameSessionRecord {
            session,
            notes,
            attendees,
            loot,
        })
    }

    /// Replaces a session's name, notes, attendees and loot in one transaction; a character
    /// that does not exist is refused and nothing changes.
    pub fn update_game_session(
        &mut self,
        id: i64,
        edit: &SessionEdit,
    ) -> Result<GameSessionRecord> {
        self.write(|tx| {
            let changed = tx.execute(
                "UPDATE game_sessions SET name = ?2, notes = ?3 WHERE id = ?1",
                params![id, edit.name, edit.notes],
            )?;
            if changed == 0 {
                return Err(StoreError::NotFound {
                    entity: "game session",
                    id,
                });
            }
            save_attendees_in(tx, id, &edit.attendees)?;
            tx.execute("DELETE FROM game_session_loot WHERE session_id = ?1", [id])?;
            for (seq, (item, taken_by)) in edit.loot.iter().enumerate() {
                if let Some(character) = taken_by {
                    character_exists_in(tx, *character)?;
                }
                tx.execute(
                    "INSERT INTO game_session_loot (session_id, seq, item, character_id)
                     VALUES (?1, ?2, ?3, ?4)",
                    params![id, seq as i64 + 1, item, taken_by],
                )?;
            }
            Ok(())
        })?;
        self.game_session_record(id)
    }

    /// The characters whose ledgers have entries recorded in the session, by name.
    pub fn characters_with_entries_in_session(&self, session: i64) -> Result<Vec<PartyMember>> {
        let mut statement = self.conn.prepare_cached(
            "SELECT c.id, c.name, c.system FROM characters c
             WHERE c.id IN (SELECT character_id FROM progression_entries WHERE session_id = ?1)
             ORDER BY c.name COLLATE NOCASE, c.id",
        )?;
        let rows = statement
            .query_map([session], |row| {
                Ok((
                    row.get::<_, i64>(0)?,
                    row.get::<_, String>(1)?,
                    row.get::<_, String>(2)?,
                ))
            })?
            .map(|row| member(row?))
            .collect();
        rows
    }

    /// The encounters launched in the session, oldest first.
    pub fn encounters_in_session(&self, session: i64) -> Result<Vec<EncounterRow>> {
        let mut statement = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM encounters WHERE session_id = ?1 ORDER BY created_at, id"
        ))?;
        let rows = statement.query_map([session], read_row)?;
        rows.map(|row| finish_row(row?)).collect()
    }
}

/// Records the session's attendees (replacing any), checking each character exists.
pub(crate) fn save_attendees_in(
    tx: &Transaction<'_>,
    session: i64,
    attendees: &[i64],
) -> Result<()> {
    tx.execute(
        "DELETE FROM game_session_attendees WHERE session_id = ?1",
        [session],
    )?;
    for character in attendees {
        character_exists_in(tx, *character)?;
        tx.execute(
            "INSERT OR IGNORE INTO game_session_attendees (session_id, character_id) VALUES (?1, ?2)",
            params![session, character],
        )?;
    }
    Ok(())
}

fn character_exists_in(tx: &Transaction<'_>, id: i64) -> Result<()> {
    let found = tx
        .query_row("SELECT 1 FROM characters WHERE id = ?1", [id], |_| Ok(()))
        .optional()?;
    found.ok_or(StoreError::NotFound {
        entity: "character",
        id,
    })
}

fn member((id, name, system): (i64, String, String)) -> Result<PartyMember> {
    let system = SystemId::parse(&system)
        .ok_or_else(|| StoreError::Corrupt(format!("unknown system {system:?}")))?;
    Ok(PartyMember { id, name, system })
}
