//! Loading and saving a Fated Hand character's state.

use serde::{Deserialize, Serialize};
use tablekeep_rules::deck::Deck;
use tablekeep_rules::random::Rng;
use tablekeep_rules::systems::fated_hand::build::Build;
use tablekeep_rules::systems::fated_hand::gear::Gear;
use tablekeep_rules::systems::fated_hand::progression::{replay, Progression};
use tablekeep_rules::systems::fated_hand::sheet::sheet;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, Character, DeckRow};

use super::views::{deck_view, history_view, FatedHandView};
use crate::{AppError, ErrorKind};

/// What a Fated Hand character keeps in the character's `data` column: its gear. (Its build is
/// the fold of the progression ledger; its deck has its own table.)
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FatedHandData {
    /// Carried and equipped arms, armor and items.
    #[serde(default)]
    pub gear: Gear,
}

impl FatedHandData {
    /// Reads the data column; an empty object is an unbuilt character.
    pub fn parse(json: &str) -> Result<FatedHandData, AppError> {
        serde_json::from_str(json).map_err(|e| {
            AppError::new(
                ErrorKind::Storage,
                format!("The character's gear is damaged: {e}."),
            )
        })
    }

    /// The data column's JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".to_owned())
    }
}

pub use crate::campaign_rules::rule_choices;

/// The ledger entries of a character, parsed.
pub fn ledger(
    store: &CampaignStore,
    id: i64,
) -> Result<Vec<(tablekeep_store::ProgressionRow, Progression)>, AppError> {
    store
        .progression(id)?
        .into_iter()
        .map(|row| {
            let entry: Progression = serde_json::from_str(&row.entry).map_err(|e| {
                AppError::new(
                    ErrorKind::Storage,
                    format!("Progression entry {} is damaged: {e}.", row.seq),
                )
            })?;
            Ok((row, entry))
        })
        .collect()
}

/// A Fated Hand character's build (the replayed ledger) and the last ledger seq; `None` for an
/// unbuilt character.
pub fn load_build(
    store: &CampaignStore,
    character: &Character,
) -> Result<Option<(Build, i64)>, AppError> {
    if character.fields.system != SystemId::FatedHand {
        return Err(AppError::new(
            ErrorKind::InvalidInput,
            format!(
                "{} is a {} character, not Fated Hand.",
                character.fields.name, character.fields.system
            ),
        ));
    }
    fold(&ledger(store, character.id)?, &rule_choices(store)?)
}

/// Replays parsed entries; a stored history that no longer replays is damage, not a request the
/// GM is making now.
fn fold(
    entries: &[(tablekeep_store::ProgressionRow, Progression)],
    rules: &TableRuleChoices,
) -> Result<Option<(Build, i64)>, AppError> {
    let Some(last) = entries.last().map(|(row, _)| row.seq) else {
        return Ok(None);
    };
    let progression: Vec<Progression> = entries.iter().map(|(_, entry)| entry.clone()).collect();
    let build = replay(&progression, rules)
        .map_err(|violation| AppError::rule(violation).with_kind(ErrorKind::Storage))?;
    Ok(Some((build, last)))
}

/// The Fated Hand part of a character view; `None` for other systems.
pub fn fated_hand_view(
    store: &CampaignStore,
    character: &Character,
) -> Result<Option<FatedHandView>, AppError> {
    if character.fields.system != SystemId::FatedHand {
        return Ok(None);
    }
    let data = FatedHandData::parse(&character.fields.data)?;
    let rules = rule_choices(store)?;
    let entries = ledger(store, character.id)?;
    let built = fold(&entries, &rules)?;
    let deck = store
        .deck(character.id)?
        .map(|row| parse_deck(&row))
        .transpose()?;
    Ok(Some(FatedHandView {
        sheet: built
            .as_ref()
            .map(|(build, _)| sheet(build, &data.gear, &rules)),
        gear: data.gear,
        can_undo_progression: entries.len() > 1,
        history: history_view(&entries),
        deck: deck.as_ref().map(deck_view),
    }))
}

/// Parses a stored deck.
pub fn parse_deck(row: &DeckRow) -> Result<Deck, AppError> {
    let deck: Deck = serde_json::from_str(&row.deck).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("The stored deck is damaged: {e}."),
        )
    })?;
    if !deck.is_whole() {
        return Err(AppError::new(
            ErrorKind::Storage,
            "The stored deck does not hold exactly 52 distinct cards.",
        ));
    }
    Ok(deck)
}

/// The random source for a deck's next operation: derived from its seed and operation count, so
/// every operation is reproducible from the stored state.
pub fn deck_rng(seed: i64, operations: i64) -> Rng {
    Rng::from_seed((seed as u64) ^ (operations as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// A stored deck row after an operation.
pub fn deck_row(deck: &Deck, seed: i64, operations: i64) -> DeckRow {
    DeckRow {
        deck: serde_json::to_string(deck).unwrap_or_default(),
        seed,
        operations,
    }
}
