//! A Fated Hand character shared with another campaign: its gear, its whole progression ledger
//! (creation, advancements and promotions, Knowledge Points) and its tracked deck. Its content is
//! the rulebook's, built into every Tablekeep, so it brings none. On import the ledger is replayed
//! from its creation by the rules under the importing campaign's table rules, entry by entry, as
//! if each had been recorded there: an entry the rules refuse refuses the document.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::deck::Deck;
use tablekeep_rules::systems::fated_hand::build::create;
use tablekeep_rules::systems::fated_hand::gear::Gear;
use tablekeep_rules::systems::fated_hand::progression::{apply, Progression};
use tablekeep_store::{CampaignStore, Character, DeckRow};

use super::state::{ledger, parse_deck, rule_choices, FatedHandData};
use crate::sharing::{reason, recorded_at, PlannedContent, SharedEntry};
use crate::systems::seam::{CharacterImport, SystemRows};
use crate::{AppError, ErrorKind};

/// What a shared character document carries of a Fated Hand character.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FatedHandShared {
    /// Carried and equipped arms, armor and items.
    #[serde(default)]
    pub gear: Gear,
    /// The progression ledger, oldest first: the creation, then advancements (with their
    /// promotions) and Knowledge Points. Empty for a character not built yet.
    #[serde(default)]
    pub ledger: Vec<SharedEntry<Progression>>,
    /// The character's tracked deck, if it has one.
    #[serde(default)]
    pub deck: Option<SharedDeck>,
}

/// A tracked deck in a shared document.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SharedDeck {
    /// Where each of the 52 cards is.
    pub deck: Deck,
    /// The seed of the deck's random source.
    pub seed: i64,
    /// The random operations made so far (the next draws from the source after them).
    pub operations: i64,
}

/// The shared part of `character`.
pub(crate) fn share(
    store: &CampaignStore,
    character: &Character,
) -> Result<FatedHandShared, AppError> {
    let data = FatedHandData::parse(&character.fields.data)?;
    let ledger = ledger(store, character.id)?
        .into_iter()
        .map(|(row, entry)| SharedEntry {
            entry,
            reason: row.reason,
            recorded_at: row.recorded_at,
        })
        .collect();
    let deck = match store.deck(character.id)? {
        None => None,
        Some(row) => Some(SharedDeck {
            deck: parse_deck(&row)?,
            seed: row.seed,
            operations: row.operations,
        }),
    };
    Ok(FatedHandShared {
        gear: data.gear,
        ledger,
        deck,
    })
}

/// Checks a shared Fated Hand character by the rules under this campaign's table rules.
pub(crate) fn import(
    store: &CampaignStore,
    shared: FatedHandShared,
) -> Result<CharacterImport, AppError> {
    let rules = rule_choices(store)?;
    shared
        .gear
        .validate_at_table(&rules)
        .map_err(|violation| AppError {
            field: Some("systemData.gear".to_owned()),
            ..AppError::rule(violation)
        })?;
    let mut entries = Vec::with_capacity(shared.ledger.len());
    let mut build = None;
    for (index, shared_entry) in shared.ledger.into_iter().enumerate() {
        let field = format!("systemData.ledger[{index}]");
        let next = match (&build, &shared_entry.entry) {
            (None, Progression::Created { build: choices }) => create(choices),
            (None, _) => {
                return Err(AppError::invalid(
                    &field,
                    "A Fated Hand character's history begins with its creation.",
                ))
            }
            (Some(build), entry) => apply(build, entry, &rules),
        };
        build = Some(next.map_err(|violation| AppError {
            field: Some(format!("{field}.entry")),
            ..AppError::rule(violation)
        })?);
        entries.push(tablekeep_store::SharedEntry {
            entry: serde_json::to_string(&shared_entry.entry)
                .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?,
            reason: reason(&format!("{field}.reason"), &shared_entry.reason)?,
            recorded_at: recorded_at(&format!("{field}.recordedAt"), &shared_entry.recorded_at)?,
        });
    }
    let deck = match shared.deck {
        None => None,
        Some(shared_deck) => {
            if !shared_deck.deck.is_whole() {
                return Err(AppError::invalid(
                    "systemData.deck.deck",
                    "A deck holds each of the 52 cards exactly once.",
                ));
            }
            if shared_deck.operations < 0 {
                return Err(AppError::invalid(
                    "systemData.deck.operations",
                    "A deck's operation count is 0 or more.",
                ));
            }
            Some(DeckRow {
                deck: serde_json::to_string(&shared_deck.deck)
                    .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?,
                seed: shared_deck.seed,
                operations: shared_deck.operations,
            })
        }
    };
    let data = FatedHandData { gear: shared.gear }.to_json();
    Ok(CharacterImport {
        content: PlannedContent::default(),
        rows: Box::new(move |_| SystemRows {
            data,
            entries,
            deck,
        }),
    })
}
