//! The monster generator through the commands («Monsters»): the Power Rating read from the
//! party's sheets as they stand (their ledgers folded), the suit from the card the GM drew, the
//! advantages the players picked checked against the ban list and the suit. Generating stores
//! nothing; a monster the GM keeps (`game_of_bastards_save_monster`) goes to the campaign's
//! content table (kind `monster`) with the party's traits as they stood, so it reads the same
//! as the party advances.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::cards::Card;
use tablekeep_rules::systems::game_of_bastards::creation::TraitRanks;
use tablekeep_rules::systems::game_of_bastards::monster::{generate, Monster, MonsterError};
use tablekeep_rules::{RuleViolation, SystemId};
use tablekeep_store::{CampaignStore, ContentFilter, ContentRow, NewContent};

use super::ledger::load;
use crate::{validate, AppError, Desk, ErrorKind};

/// Arguments of `game_of_bastards_monster`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsMonsterRequest {
    /// The player characters facing it: its Power Rating is their highest trait.
    pub party: Vec<i64>,
    /// The card drawn for its suit.
    pub card: Card,
    /// The advantages the players picked, by id: one per point of Power Rating, of its suit.
    #[serde(default)]
    pub advantages: Vec<String>,
}

fn refusal(error: MonsterError) -> AppError {
    let field = match error {
        MonsterError::NoParty => "party",
        _ => "advantages",
    };
    let violation = RuleViolation::new(error.rule(), error.to_string());
    AppError {
        kind: ErrorKind::InvalidInput,
        message: violation.message,
        field: Some(field.to_owned()),
        rule: Some(violation.rule),
    }
}

/// A monster for the party, of the drawn card's suit, with the picked advantages.
pub fn game_of_bastards_monster(
    desk: &mut Desk,
    input: BastardsMonsterRequest,
) -> Result<Monster, AppError> {
    let store = desk.store()?;
    let mut party = Vec::with_capacity(input.party.len());
    for (index, id) in input.party.iter().enumerate() {
        let loaded = load(store, *id).map_err(|mut e| {
            e.field = Some(format!("party[{index}]"));
            e
        })?;
        let fated = loaded.folded.fated.ok_or_else(|| {
            AppError::invalid(
                &format!("party[{index}]"),
                format!(
                    "{} has no Game of Bastards build, so no traits to read.",
                    loaded.character.fields.name
                ),
            )
        })?;
        party.push(fated.traits);
    }
    let picks: Vec<&str> = input.advantages.iter().map(String::as_str).collect();
    generate(&party, input.card, &picks).map_err(refusal)
}

/// The content table's kind for a monster the GM kept.
const MONSTER: &str = "monster";

/// Arguments of `game_of_bastards_save_monster`: a monster generated as
/// `game_of_bastards_monster` would, kept in the campaign under a name.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsNewMonster {
    /// What the table calls it.
    pub name: String,
    /// The party, the card and the picks.
    pub monster: BastardsMonsterRequest,
    /// The GM's notes (how it looks, where it lairs).
    #[serde(default)]
    pub notes: String,
}

/// A kept monster as stored: what it was generated from, the party's traits as they stood, so
/// it reads the same however the party advances.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct StoredMonster {
    party: Vec<i64>,
    party_traits: Vec<TraitRanks>,
    card: Card,
    advantages: Vec<String>,
    notes: String,
}

/// A monster kept in the campaign.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsSavedMonster {
    /// Its id.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The GM's notes.
    pub notes: String,
    /// The monster, every number explained.
    pub monster: Monster,
    /// When it was kept (RFC 3339, UTC).
    pub created_at: String,
}

fn party_traits(store: &CampaignStore, party: &[i64]) -> Result<Vec<TraitRanks>, AppError> {
    let mut traits = Vec::with_capacity(party.len());
    for (index, id) in party.iter().enumerate() {
        let loaded = load(store, *id).map_err(|mut e| {
            e.field = Some(format!("party[{index}]"));
            e
        })?;
        let fated = loaded.folded.fated.ok_or_else(|| {
            AppError::invalid(
                &format!("party[{index}]"),
                format!(
                    "{} has no Game of Bastards build, so no traits to read.",
                    loaded.character.fields.name
                ),
            )
        })?;
        traits.push(fated.traits);
    }
    Ok(traits)
}

fn saved(row: &ContentRow) -> Result<BastardsSavedMonster, AppError> {
    let stored: StoredMonster = serde_json::from_str(&row.data).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("A kept monster could not be read: {e}"),
        )
    })?;
    let picks: Vec<&str> = stored.advantages.iter().map(String::as_str).collect();
    let monster = generate(&stored.party_traits, stored.card, &picks).map_err(refusal)?;
    Ok(BastardsSavedMonster {
        id: row.id,
        name: row.name.clone(),
        notes: stored.notes,
        monster,
        created_at: row.created_at.clone(),
    })
}

/// Generates a monster as `game_of_bastards_monster` does and keeps it in the campaign.
pub fn game_of_bastards_save_monster(
    desk: &mut Desk,
    input: BastardsNewMonster,
) -> Result<BastardsSavedMonster, AppError> {
    let name = validate::name("name", &input.name)?;
    let notes = validate::notes(input.notes)?;
    let store = desk.store()?;
    let request = input.monster;
    let traits = party_traits(store, &request.party).map_err(|mut e| {
        e.field = e.field.map(|f| format!("monster.{f}"));
        e
    })?;
    let picks: Vec<&str> = request.advantages.iter().map(String::as_str).collect();
    generate(&traits, request.card, &picks).map_err(|e| {
        let mut error = refusal(e);
        error.field = error.field.map(|f| format!("monster.{f}"));
        error
    })?;
    let data = serde_json::to_string(&StoredMonster {
        party: request.party,
        party_traits: traits,
        card: request.card,
        advantages: request.advantages,
        notes,
    })
    .map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("A monster could not be written: {e}"),
        )
    })?;
    let now = desk.now();
    let row = desk.store_mut()?.insert_content(
        SystemId::GameOfBastards,
        &NewContent {
            kind: MONSTER.to_owned(),
            name,
            data,
        },
        now,
    )?;
    desk.after_write();
    saved(&row)
}

/// The monsters kept in the campaign, by name.
pub fn game_of_bastards_monsters(desk: &mut Desk) -> Result<Vec<BastardsSavedMonster>, AppError> {
    let store = desk.store()?;
    store
        .list_content(
            SystemId::GameOfBastards,
            &ContentFilter {
                kind: Some(MONSTER.to_owned()),
                name_contains: None,
            },
        )?
        .iter()
        .map(saved)
        .collect()
}
