//! Tracked decks, the campaign's table-rule choices and its other settings.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Transaction};

use crate::{time, CampaignStore, Result, StoreError};

/// A tracked deck as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeckRow {
    /// The deck's zones as JSON text.
    pub deck: String,
    /// The seed of its random source.
    pub seed: i64,
    /// Random operations so far.
    pub operations: i64,
}

impl CampaignStore {
    /// The tracked deck of a character, if it has one.
    pub fn deck(&self, character_id: i64) -> Result<Option<DeckRow>> {
        Ok(self
            .conn
            .query_row(
                "SELECT deck, seed, operations FROM character_decks WHERE character_id = ?1",
                [character_id],
                |row| {
                    Ok(DeckRow {
                        deck: row.get(0)?,
                        seed: row.get(1)?,
                        operations: row.get(2)?,
                    })
                },
            )
            .optional()?)
    }

    /// Saves decks after operations that were computed from their stored state. Each entry gives
    /// the operation count the computation started from; if any deck moved on meanwhile, nothing
    /// is saved.
    pub fn save_decks(
        &mut self,
        decks: &[(i64, Option<i64>, DeckRow)],
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| save_decks_in(tx, decks, &at))
    }

    /// The campaign's table-rule choices (rules without a choice use their default).
    pub fn table_rule_choices(&self) -> Result<BTreeMap<String, String>> {
        let mut statement = self
            .conn
            .prepare_cached("SELECT rule_id, option_id FROM table_rule_choices")?;
        let rows = statement.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// A campaign setting's JSON, `None` when the GM never changed it from its default.
    pub fn campaign_setting(&self, key: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT value FROM campaign_settings WHERE key = ?1",
                [key],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Sets a campaign setting to `value` (JSON the caller checked); `None` returns it to its
    /// default.
    pub fn set_campaign_setting(
        &mut self,
        key: &str,
        value: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            match value {
                Some(value) => tx.execute(
                    "INSERT INTO campaign_settings (key, value, updated_at) VALUES (?1, ?2, ?3)
                     ON CONFLICT (key) DO UPDATE SET value = ?2, updated_at = ?3",
                    params![key, value, at],
                )?,
                None => tx.execute("DELETE FROM campaign_settings WHERE key = ?1", [key])?,
            };
            Ok(())
        })
    }

    /// Sets a table rule's option; `None` returns it to its default.
    pub fn set_table_rule_choice(
        &mut self,
        rule_id: &str,
        option_id: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<()> {
        let at = time::to_text(now);
        self.write(|tx| {
            match option_id {
                Some(option) => tx.execute(
                    "INSERT INTO table_rule_choices (rule_id, option_id, updated_at) VALUES (?1, ?2, ?3)
                     ON CONFLICT (rule_id) DO UPDATE SET option_id = ?2, updated_at = ?3",
                    params![rule_id, option, at],
                )?,
                None => tx.execute("DELETE FROM table_rule_choices WHERE rule_id = ?1", [rule_id])?,
            };
            Ok(())
        })
    }
}

pub(crate) fn save_decks_in(
    tx: &Transaction<'_>,
    decks: &[(i64, Option<i64>, DeckRow)],
    at: &str,
) -> Result<()> {
    for (character_id, expected, row) in decks {
        let current: Option<i64> = tx
            .query_row(
                "SELECT operations FROM character_decks WHERE character_id = ?1",
                [character_id],
                |r| r.get(0),
            )
            .optional()?;
        if current != *expected {
            return Err(StoreError::Conflict(
                "A deck changed while the request was prepared; reload and try again.".to_owned(),
            ));
        }
        tx.execute(
            "INSERT INTO character_decks (character_id, deck, seed, operations, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (character_id) DO UPDATE SET deck = ?2, seed = ?3, operations = ?4, updated_at = ?5",
            params![character_id, row.deck, row.seed, row.operations, at],
        )?;
    }
    Ok(())
}
