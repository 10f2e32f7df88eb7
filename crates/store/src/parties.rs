//! Parties: named groups of player characters.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};
use tablekeep_rules::{CharacterKind, SystemId};

use crate::{time, CampaignStore, Result, StoreError};

/// A party with its members.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Party {
    /// Row id.
    pub id: i64,
    /// The party's name.
    pub name: String,
    /// RFC 3339, UTC.
    pub created_at: String,
    /// Members, by name.
    pub members: Vec<PartyMember>,
}

/// A member as a party lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartyMember {
    /// The character's id.
    pub id: i64,
    /// The character's name.
    pub name: String,
    /// The character's system.
    pub system: SystemId,
}

impl CampaignStore {
    /// Creates an empty party.
    pub fn insert_party(&mut self, name: &str, now: DateTime<Utc>) -> Result<Party> {
        let id = self.write(|tx| {
            tx.execute(
                "INSERT INTO parties (name, created_at) VALUES (?1, ?2)",
                params![name, time::to_text(now)],
            )?;
            Ok(tx.last_insert_rowid())
        })?;
        self.party(id)
    }

    /// One party with its members.
    pub fn party(&self, id: i64) -> Result<Party> {
        let found = self
            .conn
            .query_row(
                "SELECT id, name, created_at FROM parties WHERE id = ?1",
                [id],
                |row| {
                    Ok(Party {
                        id: row.get(0)?,
                        name: row.get(1)?,
                        created_at: row.get(2)?,
                        members: Vec::new(),
                    })
                },
            )
            .optional()?;
        let mut party = found.ok_or(StoreError::NotFound {
            entity: "party",
            id,
        })?;
        party.members = self.members(id)?;
        Ok(party)
    }

    /// Every party, by name.
    pub fn parties(&self) -> Result<Vec<Party>> {
        let mut statement = self
            .conn
            .prepare_cached("SELECT id FROM parties ORDER BY name COLLATE NOCASE, id")?;
        let ids: Vec<i64> = statement
            .query_map([], |row| row.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        ids.into_iter().map(|id| self.party(id)).collect()
    }

    /// Renames a party.
    pub fn rename_party(&mut self, id: i64, name: &str) -> Result<Party> {
        self.write(|tx| {
            if tx.execute(
                "UPDATE parties SET name = ?2 WHERE id = ?1",
                params![id, name],
            )? == 0
            {
                return Err(StoreError::NotFound {
                    entity: "party",
                    id,
                });
            }
            Ok(())
        })?;
        self.party(id)
    }

    /// Deletes a party; its members stay in the campaign.
    pub fn delete_party(&mut self, id: i64) -> Result<()> {
        self.write(|tx| {
            if tx.execute("DELETE FROM parties WHERE id = ?1", [id])? == 0 {
                return Err(StoreError::NotFound {
                    entity: "party",
                    id,
                });
            }
            Ok(())
        })
    }

    /// Adds a player character to a party.
    pub fn add_party_member(
        &mut self,
        party_id: i64,
        character_id: i64,
        now: DateTime<Utc>,
    ) -> Result<Party> {
        self.write(|tx| {
            let party_exists: Option<i64> =
                tx.query_row("SELECT id FROM parties WHERE id = ?1", [party_id], |row| row.get(0)).optional()?;
            party_exists.ok_or(StoreError::NotFound { entity: "party", id: party_id })?;
            let character: Option<(String, String)> = tx
                .query_row("SELECT kind, name FROM characters WHERE id = ?1", [character_id], |row| {
                    Ok((row.get(0)?, row.get(1)?))
                })
                .optional()?;
            let (kind, name) = character.ok_or(StoreError::NotFound { entity: "character", id: character_id })?;
            if CharacterKind::parse(&kind) != Some(CharacterKind::Pc) {
                return Err(StoreError::Conflict(format!(
                    "{name} is an NPC; parties hold player characters only."
                )));
            }
            let added = tx.execute(
                "INSERT OR IGNORE INTO party_members (party_id, character_id, joined_at) VALUES (?1, ?2, ?3)",
                params![party_id, character_id, time::to_text(now)],
            )?;
            if added == 0 {
                return Err(StoreError::Conflict(format!("{name} is already in this party.")));
            }
            Ok(())
        })?;
        self.party(party_id)
    }

    /// Removes a character from a party.
    pub fn remove_party_member(&mut self, party_id: i64, character_id: i64) -> Result<Party> {
        self.write(|tx| {
            let removed = tx.execute(
                "DELETE FROM party_members WHERE party_id = ?1 AND character_id = ?2",
                params![party_id, character_id],
            )?;
            if removed == 0 {
                let party_exists: Option<i64> = tx
                    .query_row("SELECT id FROM parties WHERE id = ?1", [party_id], |row| {
                        row.get(0)
                    })
                    .optional()?;
                party_exists.ok_or(StoreError::NotFound {
                    entity: "party",
                    id: party_id,
                })?;
                return Err(StoreError::Conflict(format!(
                    "Character {character_id} is not a member of this party."
                )));
            }
            Ok(())
        })?;
        self.party(party_id)
    }

    fn members(&self, party_id: i64) -> Result<Vec<PartyMember>> {
        let mut statement = self.conn.prepare_cached(
            "SELECT c.id, c.name, c.system FROM party_members m JOIN characters c ON c.id = m.character_id
             WHERE m.party_id = ?1 ORDER BY c.name_folded, c.id",
        )?;
        let rows = statement.query_map([party_id], |row| {
            Ok((
                row.get::<_, i64>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
            ))
        })?;
        let mut members = Vec::new();
        for row in rows {
            let (id, name, system) = row?;
            let system = SystemId::parse(&system)
                .ok_or_else(|| StoreError::Corrupt(format!("unknown system {system:?}")))?;
            members.push(PartyMember { id, name, system });
        }
        Ok(members)
    }
}
