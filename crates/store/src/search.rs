//! Campaign-wide search over the full-text index that migration 0007 keeps in step with the
//! characters, library content, encounters and game sessions (by triggers, inside each write).

use rusqlite::params;
use tablekeep_rules::SystemId;

use crate::{CampaignStore, Result, StoreError};

/// What kind of thing a search hit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SearchKind {
    /// A player character.
    Pc,
    /// A non-player character.
    Npc,
    /// A piece of library content.
    Content,
    /// An encounter.
    Encounter,
    /// A game session.
    Session,
}

impl SearchKind {
    fn parse(stored: &str) -> Result<SearchKind> {
        Ok(match stored {
            "pc" => SearchKind::Pc,
            "npc" => SearchKind::Npc,
            "content" => SearchKind::Content,
            "encounter" => SearchKind::Encounter,
            "session" => SearchKind::Session,
            other => {
                return Err(StoreError::Corrupt(format!(
                    "unknown search index kind {other:?}"
                )))
            }
        })
    }
}

/// One thing a search found, best matches first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchHit {
    /// What it is.
    pub kind: SearchKind,
    /// Its id in its own table.
    pub id: i64,
    /// Its system (sessions have none).
    pub system: Option<SystemId>,
    /// Its name.
    pub title: String,
    /// The matching words of its tags, notes or kind, with the match between `[` and `]`, when
    /// the match is there rather than in the name.
    pub excerpt: Option<String>,
}

/// The index query for `text`: every word must begin a word of the name or the body (prefix
/// match), in any order. Words are quoted, so nothing the GM types is read as query syntax.
/// `None` when `text` has no word at all.
pub fn match_expression(text: &str) -> Option<String> {
    let words: Vec<String> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|word| !word.is_empty())
        .map(|word| format!("\"{word}\"*"))
        .collect();
    (!words.is_empty()).then(|| words.join(" "))
}

impl CampaignStore {
    /// The things matching `text`, best first (a match in the name weighs ten times one in
    /// the body), at most `limit`.
    pub fn search(&self, text: &str, limit: usize) -> Result<Vec<SearchHit>> {
        let Some(expression) = match_expression(text) else {
            return Ok(Vec::new());
        };
        let mut statement = self.conn.prepare_cached(
            "SELECT kind, ref_id, system, title,
                    CASE WHEN instr(highlight(search_index, 4, '[', ']'), '[') > 0
                         THEN snippet(search_index, 4, '[', ']', '…', 10) END
             FROM search_index
             WHERE search_index MATCH ?1
             ORDER BY bm25(search_index, 0.0, 0.0, 0.0, 10.0, 1.0), title
             LIMIT ?2",
        )?;
        let rows = statement.query_map(params![expression, limit as i64], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, i64>(1)?,
                row.get::<_, Option<String>>(2)?,
                row.get::<_, String>(3)?,
                row.get::<_, Option<String>>(4)?,
            ))
        })?;
        let mut hits = Vec::new();
        for row in rows {
            let (kind, id, system, title, excerpt) = row?;
            let system = match system {
                Some(id) => Some(SystemId::parse(&id).ok_or_else(|| {
                    StoreError::Corrupt(format!("unknown system {id:?} in the search index"))
                })?),
                None => None,
            };
            hits.push(SearchHit {
                kind: SearchKind::parse(&kind)?,
                id,
                system,
                title,
                excerpt,
            });
        }
        Ok(hits)
    }
}

#[cfg(test)]
mod tests {
    use super::match_expression;

    #[test]
    fn typed_text_becomes_quoted_prefix_words() {
        assert_eq!(match_expression("ve"), Some("\"ve\"*".to_owned()));
        assert_eq!(
            match_expression("  Sergeant  ve "),
            Some("\"Sergeant\"* \"ve\"*".to_owned())
        );
        // Query syntax is only words to us: quotes, stars, NEAR and brackets are split away.
        assert_eq!(
            match_expression("\"bog\" OR (ogre*)"),
            Some("\"bog\"* \"OR\"* \"ogre\"*".to_owned())
        );
        assert_eq!(match_expression(" *\"() "), None);
    }
}
