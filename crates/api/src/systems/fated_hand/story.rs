//! Story spells cast out of combat ("Story Spell List"), from the tracked Reagent Hand or with
//! the cards the player put down entered.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::fated_hand::story_spells::{
    cast_story_spell as cast, StoryCast, StoryCastOutcome,
};

use super::state::{deck_row, load_build, parse_deck, rule_choices};
use super::views::{deck_view, DeckView};
use crate::{AppError, Desk, ErrorKind};

/// Arguments of `cast_story_spell`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryCastRequest {
    /// The caster.
    pub id: i64,
    /// The spell, the Reagents spent and, for a cost that names it, the target's Star Suit.
    pub cast: StoryCast,
}

/// The result of `cast_story_spell`.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoryCastResult {
    /// What was spent, the cost as the table reads it, and the spell's effect.
    pub outcome: StoryCastOutcome,
    /// The caster's deck afterwards, when it is tracked.
    pub deck: Option<DeckView>,
}

/// Casts a story spell out of combat: its cost is checked under the campaign's table rules and
/// the Reagents leave the tracked Reagent Hand for the discard pile (an untracked deck: the
/// cards entered are checked, nothing is stored).
pub fn cast_story_spell(
    desk: &mut Desk,
    input: StoryCastRequest,
) -> Result<StoryCastResult, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(input.id)?;
    let Some((build, _)) = load_build(store, &character)? else {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} has no Fated Hand build yet; build the character first.",
                character.fields.name
            ),
        ));
    };
    let rules = rule_choices(store)?;
    let name = &character.fields.name;
    let Some(row) = store.deck(input.id)? else {
        let outcome = cast(name, &build, None, &input.cast, &rules)?;
        return Ok(StoryCastResult {
            outcome,
            deck: None,
        });
    };
    let mut deck = parse_deck(&row)?;
    let outcome = cast(name, &build, Some(&mut deck), &input.cast, &rules)?;
    store.save_decks(
        &[(
            input.id,
            Some(row.operations),
            deck_row(&deck, row.seed, row.operations + 1),
        )],
        now,
    )?;
    desk.after_write();
    Ok(StoryCastResult {
        outcome,
        deck: Some(deck_view(&deck)),
    })
}
