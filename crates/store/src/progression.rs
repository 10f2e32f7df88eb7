//! The progression ledger: append-only entries per character, and game sessions.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Transaction};

use crate::characters::{current_revision, overwrite, record_revision, CharacterFields};
use crate::settings::save_decks_in;
use crate::{time, CampaignStore, Character, DeckRow, Result, StoreError};

/// An entry to append.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewProgression<'a> {
    /// The entry as JSON text (the rules crate's `Progression`, serialised by the api).
    pub entry: &'a str,
    /// The game session it happened in, if one is open.
    pub session_id: Option<i64>,
    /// The GM's reason, free text.
    pub reason: &'a str,
}

/// A stored ledger entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProgressionRow {
    /// 1 for the first entry, then one more per entry.
    pub seq: i64,
    /// The entry as JSON text.
    pub entry: String,
    /// The game session's id and name, if any.
    pub session: Option<(i64, String)>,
    /// The GM's reason.
    pub reason: String,
    /// RFC 3339, UTC.
    pub recorded_at: String,
}

/// A game session at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSession {
    /// Row id.
    pub id: i64,
    /// The GM's name for it ("Session 4: The Sunken Crypt").
    pub name: String,
    /// RFC 3339, UTC.
    pub started_at: String,
    /// RFC 3339, UTC; `None` while it is open.
    pub ended_at: Option<String>,
}

impl CampaignStore {
    /// Creates a character and the first entry of its ledger in one transaction.
    pub fn insert_character_with_progression(
        &mut self,
        fields: &CharacterFields,
        first: &NewProgression<'_>,
        now: DateTime<Utc>,
    ) -> Result<Character> {
        let id =
            self.insert_character_in(fields, now, |tx, id, at| append_in(tx, id, 1, first, at))?;
        self.character(id)
    }

    /// Gives an existing character without a ledger its first entry and new data, as one edit.
    pub fn build_character(
        &mut self,
        character_id: i64,
        fields: &CharacterFields,
        first: &NewProgression<'_>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            if last_seq(tx, character_id)? != 0 {
                return Err(StoreError::Conflict(
                    "This character already has a progression history.".to_owned(),
                ));
            }
            let revision = current_revision(tx, character_id)? + 1;
            overwrite(tx, character_id, fields, revision, &at)?;
            record_revision(tx, character_id, revision, fields, &at)?;
            append_in(tx, character_id, 1, first, &at)
        })
    }

    /// Creates a character with a whole ledger (e.g. a generated NPC), in one transaction.
    pub fn insert_character_with_history(
        &mut self,
        fields: &CharacterFields,
        entries: &[NewProgression<'_>],
        now: DateTime<Utc>,
    ) -> Result<Character> {
        let id = self.insert_character_in(fields, now, |tx, id, at| {
            for (seq, entry) in (1..).zip(entries) {
                append_in(tx, id, seq, entry, at)?;
            }
            Ok(())
        })?;
        self.character(id)
    }

    /// A character's ledger, oldest first.
    pub fn progression(&self, character_id: i64) -> Result<Vec<ProgressionRow>> {
        let mut statement = self.conn.prepare_cached(
            "SELECT p.seq, p.entry, p.session_id, s.name, p.reason, p.recorded_at
             FROM progression_entries p LEFT JOIN game_sessions s ON s.id = p.session_id
             WHERE p.character_id = ?1 ORDER BY p.seq",
        )?;
        let rows = statement.query_map([character_id], |row| {
            let session = match (
                row.get::<_, Option<i64>>(2)?,
                row.get::<_, Option<String>>(3)?,
            ) {
                (Some(id), Some(name)) => Some((id, name)),
                _ => None,
            };
            Ok(ProgressionRow {
                seq: row.get(0)?,
                entry: row.get(1)?,
                session,
                reason: row.get(4)?,
                recorded_at: row.get(5)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Appends an entry after `expected_last` (the seq the caller validated against); refuses when
    /// the ledger moved on meanwhile, so two writers cannot interleave unchecked entries.
    pub fn append_progression(
        &mut self,
        character_id: i64,
        expected_last: i64,
        next: &NewProgression<'_>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| append_checked_in(tx, character_id, expected_last, next, &at))
    }

    /// Appends one entry to each of several ledgers, each after the seq its caller read, in one
    /// transaction: when any ledger moved on meanwhile, none is written.
    pub fn append_progressions(
        &mut self,
        entries: &[(i64, i64, NewProgression<'_>)],
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            for (character_id, expected_last, next) in entries {
                append_checked_in(tx, *character_id, *expected_last, next, &at)?;
            }
            Ok(())
        })
    }

    /// Removes entry `seq` of a character's ledger, which must be its newest: refused when the
    /// ledger moved on (or back) since the caller read it, so an undo never removes an entry the
    /// GM has not seen. Any entry may go, the first included.
    pub fn pop_progression_at(
        &mut self,
        character_id: i64,
        seq: i64,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            let last = last_seq(tx, character_id)?;
            if last == 0 {
                return Err(StoreError::Conflict(
                    "This character has no progression to undo.".to_owned(),
                ));
            }
            if last != seq {
                return Err(StoreError::Conflict(
                    "This character's history changed meanwhile; reload and try again.".to_owned(),
                ));
            }
            tx.execute(
                "DELETE FROM progression_entries WHERE character_id = ?1 AND seq = ?2",
                params![character_id, seq],
            )?;
            tx.execute(
                "UPDATE characters SET updated_at = ?2 WHERE id = ?1",
                params![character_id, at],
            )?;
            Ok(())
        })
    }

    /// Removes the newest entry, unless it is the first (creation cannot be undone this way).
    pub fn pop_progression(
        &mut self,
        character_id: i64,
        now: DateTime<Utc>,
    ) -> Result<ProgressionRow> {
        let newest = self
            .progression(character_id)?
            .pop()
            .ok_or(StoreError::NotFound {
                entity: "progression of character",
                id: character_id,
            })?;
        if newest.seq <= 1 {
            return Err(StoreError::Conflict(
                "Only the creation is recorded; there is no progression to undo.".to_owned(),
            ));
        }
        let at = time::to_text(now);
        self.write(|tx| {
            let removed = tx.execute(
                "DELETE FROM progression_entries WHERE character_id = ?1 AND seq = ?2",
                params![character_id, newest.seq],
            )?;
            if removed == 0 {
                return Err(StoreError::Conflict(
                    "The history changed meanwhile; reload and try again.".to_owned(),
                ));
            }
            tx.execute(
                "UPDATE characters SET updated_at = ?2 WHERE id = ?1",
                params![character_id, at],
            )?;
            Ok(())
        })?;
        Ok(newest)
    }

    /// Opens a game session; refuses while another is open.
    pub fn start_game_session(&mut self, name: &str, now: DateTime<Utc>) -> Result<GameSession> {
        self.start_game_session_with(name, now, &[], &[])
    }

    /// Opens a game session with the characters at the table and saves the decks dealt for it,
    /// in one transaction.
    pub fn start_game_session_with(
        &mut self,
        name: &str,
        now: DateTime<Utc>,
        attendees: &[i64],
        decks: &[(i64, Option<i64>, DeckRow)],
    ) -> Result<GameSession> {
        let at = time::to_text(now);
        let id = self.write(|tx| {
            save_decks_in(tx, decks, &at)?;
            if let Some(open) = open_session_in(tx)? {
                return Err(StoreError::Conflict(format!(
                    "\"{}\" is still open; end it first.",
                    open.name
                )));
            }
            tx.execute(
                "INSERT INTO game_sessions (name, started_at) VALUES (?1, ?2)",
                params![name, time::to_text(now)],
            )?;
            let id = tx.last_insert_rowid();
            crate::sessions::save_attendees_in(tx, id, attendees)?;
            Ok(id)
        })?;
        self.game_session(id)
    }

    /// Closes the open game session.
    pub fn end_game_session(&mut self, now: DateTime<Utc>) -> Result<GameSession> {
        self.end_game_session_with(now, &[])
    }

    /// Closes the open game session and saves the decks gathered at its end, in one transaction.
    pub fn end_game_session_with(
        &mut self,
        now: DateTime<Utc>,
        decks: &[(i64, Option<i64>, DeckRow)],
    ) -> Result<GameSession> {
        let at = time::to_text(now);
        let id = self.write(|tx| {
            save_decks_in(tx, decks, &at)?;
            let open = open_session_in(tx)?
                .ok_or_else(|| StoreError::Conflict("No game session is open.".to_owned()))?;
            tx.execute(
                "UPDATE game_sessions SET ended_at = ?2 WHERE id = ?1",
                params![open.id, time::to_text(now)],
            )?;
            Ok(open.id)
        })?;
        self.game_session(id)
    }

    /// The open game session, if any.
    pub fn open_game_session(&self) -> Result<Option<GameSession>> {
        let session = self
            .conn
            .query_row(
                "SELECT id, name, started_at, ended_at FROM game_sessions WHERE ended_at IS NULL",
                [],
                read_session,
            )
            .optional()?;
        Ok(session)
    }

    /// All game sessions, newest first.
    pub fn game_sessions(&self) -> Result<Vec<GameSession>> {
        let mut statement = self
            .conn
            .prepare_cached("SELECT id, name, started_at, ended_at FROM game_sessions ORDER BY started_at DESC, id DESC")?;
        let rows = statement.query_map([], read_session)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    pub(crate) fn game_session(&self, id: i64) -> Result<GameSession> {
        self.conn
            .query_row(
                "SELECT id, name, started_at, ended_at FROM game_sessions WHERE id = ?1",
                [id],
                read_session,
            )
            .optional()?
            .ok_or(StoreError::NotFound {
                entity: "game session",
                id,
            })
    }
}

fn read_session(row: &rusqlite::Row<'_>) -> rusqlite::Result<GameSession> {
    Ok(GameSession {
        id: row.get(0)?,
        name: row.get(1)?,
        started_at: row.get(2)?,
        ended_at: row.get(3)?,
    })
}

fn open_session_in(tx: &Transaction<'_>) -> Result<Option<GameSession>> {
    Ok(tx
        .query_row(
            "SELECT id, name, started_at, ended_at FROM game_sessions WHERE ended_at IS NULL",
            [],
            read_session,
        )
        .optional()?)
}

fn last_seq(tx: &Transaction<'_>, character_id: i64) -> Result<i64> {
    let exists: Option<i64> = tx
        .query_row(
            "SELECT id FROM characters WHERE id = ?1",
            [character_id],
            |row| row.get(0),
        )
        .optional()?;
    exists.ok_or(StoreError::NotFound {
        entity: "character",
        id: character_id,
    })?;
    Ok(tx.query_row(
        "SELECT coalesce(max(seq), 0) FROM progression_entries WHERE character_id = ?1",
        [character_id],
        |row| row.get(0),
    )?)
}

fn append_in(
    tx: &Transaction<'_>,
    character_id: i64,
    seq: i64,
    next: &NewProgression<'_>,
    at: &str,
) -> Result<()> {
    tx.execute(
        "INSERT INTO progression_entries (character_id, seq, entry, session_id, reason, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![character_id, seq, next.entry, next.session_id, next.reason, at],
    )?;
    Ok(())
}

/// Appends `next` after `expected_last`, refusing when the ledger moved on meanwhile.
pub(crate) fn append_checked_in(
    tx: &Transaction<'_>,
    character_id: i64,
    expected_last: i64,
    next: &NewProgression<'_>,
    at: &str,
) -> Result<()> {
    let last = last_seq(tx, character_id)?;
    if last != expected_last {
        return Err(StoreError::Conflict(
            "This character's history changed while the request was prepared; reload and try again.".to_owned(),
        ));
    }
    append_in(tx, character_id, last + 1, next, at)?;
    tx.execute(
        "UPDATE characters SET updated_at = ?2 WHERE id = ?1",
        params![character_id, at],
    )?;
    Ok(())
}
