//! A pack of Draw Steel content stored together with the characters built from it, in one
//! transaction (the starter set: its ancestries, classes, kits, abilities and monsters, and the
//! premade heroes whose builds name the new pieces' ids).

use chrono::{DateTime, Utc};
use rusqlite::params;

use crate::characters::{fold, insert_in};
use crate::{time, CampaignStore, CharacterFields, Result};

/// One piece of Draw Steel content to store: its kind (`ability`, `monster`, `ancestry`,
/// `class` or `kit`), its name and its JSON. The api validates it first; the store keeps it as
/// given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewDsContent {
    /// The kind.
    pub kind: String,
    /// The name.
    pub name: String,
    /// The content (JSON).
    pub data: String,
}

/// The ids a stored pack received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredDsPack {
    /// The content's ids, in the order given.
    pub content: Vec<i64>,
    /// The characters' ids, in the order `characters` gave them.
    pub characters: Vec<i64>,
}

impl CampaignStore {
    /// Stores `content`, then the characters that `characters` makes from the new pieces' ids
    /// (given in the order of `content`), each at revision 1. One transaction: everything is
    /// stored or nothing is.
    pub fn insert_ds_pack(
        &mut self,
        content: &[NewDsContent],
        characters: impl FnOnce(&[i64]) -> Vec<CharacterFields>,
        now: DateTime<Utc>,
    ) -> Result<StoredDsPack> {
        let at = time::to_text(now);
        self.write(|tx| {
            let mut content_ids = Vec::with_capacity(content.len());
            {
                let mut insert = tx.prepare_cached(
                    "INSERT INTO ds_content (kind, name, name_folded, data, created_at, updated_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
                )?;
                for piece in content {
                    insert.execute(params![
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
            Ok(StoredDsPack {
                content: content_ids,
                characters: character_ids,
            })
        })
    }
}
