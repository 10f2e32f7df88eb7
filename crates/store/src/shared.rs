//! A character shared from another campaign: stored with the content it brings, its whole ledger
//! (each entry keeping the GM's reason and when it was recorded there) and its tracked deck, in
//! one transaction. The api has checked everything by the system's rules first; the store keeps
//! it as given.

use chrono::{DateTime, Utc};
use rusqlite::{params, Transaction};
use tablekeep_rules::SystemId;

use crate::characters::{fold, insert_in};
use crate::settings::save_decks_in;
use crate::{time, CampaignStore, CharacterFields, DeckRow, NewContent, Result, StoredPack};

/// One ledger entry of a shared character.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedEntry {
    /// The entry as JSON text (the system's ledger entry).
    pub entry: String,
    /// The GM's reason, as recorded in the other campaign.
    pub reason: String,
    /// When it was recorded (RFC 3339, UTC).
    pub recorded_at: String,
}

/// A shared character as it will be stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedCharacter {
    /// Its fields (revision 1 in this campaign).
    pub fields: CharacterFields,
    /// Its ledger, oldest first (seq 1, 2, …); no game session of this campaign.
    pub entries: Vec<SharedEntry>,
    /// Its tracked deck, if it brings one.
    pub deck: Option<DeckRow>,
}

impl CampaignStore {
    /// Stores `content` of `system` (the pieces a shared character brings that the library lacks),
    /// then the character that `character` makes from the new pieces' ids (in the order of
    /// `content`), with its ledger and deck. One transaction: everything is stored or nothing.
    pub fn insert_shared_character(
        &mut self,
        system: SystemId,
        content: &[NewContent],
        character: impl FnOnce(&[i64]) -> SharedCharacter,
        now: DateTime<Utc>,
    ) -> Result<StoredPack> {
        let at = time::to_text(now);
        self.write(|tx| {
            let content_ids = insert_pieces(tx, system, content, &at)?;
            let shared = character(&content_ids);
            let id = insert_in(tx, &shared.fields, &at)?;
            {
                let mut append = tx.prepare_cached(
                    "INSERT INTO progression_entries (character_id, seq, entry, session_id, reason, recorded_at)
                     VALUES (?1, ?2, ?3, NULL, ?4, ?5)",
                )?;
                for (seq, entry) in (1_i64..).zip(&shared.entries) {
                    append.execute(params![id, seq, entry.entry, entry.reason, entry.recorded_at])?;
                }
            }
            if let Some(deck) = shared.deck {
                save_decks_in(tx, &[(id, None, deck)], &at)?;
            }
            Ok(StoredPack {
                content: content_ids,
                characters: vec![id],
            })
        })
    }
}

fn insert_pieces(
    tx: &Transaction<'_>,
    system: SystemId,
    content: &[NewContent],
    at: &str,
) -> Result<Vec<i64>> {
    let mut insert = tx.prepare_cached(
        "INSERT INTO content (system, kind, name, name_folded, data, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
    )?;
    content
        .iter()
        .map(|piece| {
            insert.execute(params![
                system.as_str(),
                piece.kind,
                piece.name,
                fold(&piece.name),
                piece.data,
                at
            ])?;
            Ok(tx.last_insert_rowid())
        })
        .collect()
}
