//! What the GM screen receives about a Game of Bastards character with `get_character`.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::systems::game_of_bastards::sheet::{sheet_under, FatedSheet};
use tablekeep_rules::RuleViolation;
use tablekeep_store::{CampaignStore, Character};

use super::ledger::fold;
use crate::campaign_rules::rule_choices;
use crate::AppError;

/// The Game of Bastards part of a character.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsView {
    /// Every number of the sheet, explained (the character its ledger leaves, under the
    /// campaign's table rules); `None` until it is built.
    pub sheet: Option<FatedSheet>,
    /// The first ledger entry that no longer replays under the campaign's table rules (the
    /// sheet stops before it); `None` when every entry replays.
    pub problem: Option<RuleViolation>,
}

/// The view of a stored Game of Bastards character.
pub fn bastards_view(
    store: &CampaignStore,
    character: &Character,
) -> Result<BastardsView, AppError> {
    let choices = rule_choices(store)?;
    let folded = fold(&store.progression(character.id)?, &choices)?;
    let sheet = folded.fated.as_ref().map(|fated| {
        let mut sheet = sheet_under(fated, &choices);
        // The character's name now, not the one its build was made under.
        sheet.name = character.fields.name.clone();
        sheet
    });
    Ok(BastardsView {
        sheet,
        problem: folded.problem,
    })
}
