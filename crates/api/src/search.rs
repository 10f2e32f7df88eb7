//! Campaign-wide search: characters, NPCs, library content, encounters and sessions by word
//! prefix, through the campaign file's full-text index, grouped by kind.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::SystemId;
use tablekeep_store::SearchKind;

use crate::{AppError, Desk};

/// The longest search text accepted.
const MAX_TEXT: usize = 200;
/// Hits a search returns unless it asks for fewer or more.
const DEFAULT_LIMIT: u32 = 40;
/// The most hits a search may ask for.
const MAX_LIMIT: u32 = 200;

/// Arguments of `search_campaign`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CampaignSearch {
    /// What the GM typed: every word must begin a word of a name, tag or note ("ser ve").
    pub text: String,
    /// At most this many hits over all kinds (1 to 200; 40 by default).
    #[serde(default)]
    #[specta(optional)]
    pub limit: Option<u32>,
}

/// What kind of thing a hit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum FoundKind {
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

impl FoundKind {
    fn of(kind: SearchKind) -> FoundKind {
        match kind {
            SearchKind::Pc => FoundKind::Pc,
            SearchKind::Npc => FoundKind::Npc,
            SearchKind::Content => FoundKind::Content,
            SearchKind::Encounter => FoundKind::Encounter,
            SearchKind::Session => FoundKind::Session,
        }
    }

    fn label(self) -> &'static str {
        match self {
            FoundKind::Pc => "Player characters",
            FoundKind::Npc => "NPCs",
            FoundKind::Content => "Library",
            FoundKind::Encounter => "Encounters",
            FoundKind::Session => "Sessions",
        }
    }
}

/// One thing found.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Found {
    /// Its id in its own list (character, content, encounter or session id).
    pub id: i64,
    /// Its system; sessions have none.
    pub system: Option<SystemId>,
    /// Its name.
    pub title: String,
    /// Where the words matched when not in the name (tags, notes, kind), the match between
    /// `[` and `]`.
    pub excerpt: Option<String>,
}

/// The hits of one kind, best first.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FoundGroup {
    /// The kind.
    pub kind: FoundKind,
    /// Its name for the GM ("NPCs").
    pub label: String,
    /// The hits.
    pub hits: Vec<Found>,
}

/// A search's answer: groups in the order of their best hit.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchResults {
    /// The text searched, as given.
    pub text: String,
    /// Groups of hits; empty when nothing matched (or the text has no word).
    pub groups: Vec<FoundGroup>,
    /// Whether more hits matched than the limit let through.
    pub more: bool,
}

/// Searches the open campaign: every word of `text` must begin a word of a thing's name, tags
/// or notes. Names weigh more than notes. Reads only.
pub fn search_campaign(desk: &mut Desk, input: CampaignSearch) -> Result<SearchResults, AppError> {
    if input.text.chars().count() > MAX_TEXT {
        return Err(AppError::invalid(
            "text",
            format!("Search for at most {MAX_TEXT} characters."),
        ));
    }
    let limit = input.limit.unwrap_or(DEFAULT_LIMIT);
    if !(1..=MAX_LIMIT).contains(&limit) {
        return Err(AppError::invalid(
            "limit",
            format!("Ask for 1 to {MAX_LIMIT} results, not {limit}."),
        ));
    }
    // One more than asked tells whether there are more.
    let mut hits = desk.store()?.search(&input.text, limit as usize + 1)?;
    let more = hits.len() > limit as usize;
    hits.truncate(limit as usize);
    let mut groups: Vec<FoundGroup> = Vec::new();
    for hit in hits {
        let kind = FoundKind::of(hit.kind);
        let found = Found {
            id: hit.id,
            system: hit.system,
            title: hit.title,
            excerpt: hit.excerpt,
        };
        match groups.iter_mut().find(|g| g.kind == kind) {
            Some(group) => group.hits.push(found),
            None => groups.push(FoundGroup {
                kind,
                label: kind.label().to_owned(),
                hits: vec![found],
            }),
        }
    }
    Ok(SearchResults {
        text: input.text,
        groups,
        more,
    })
}
