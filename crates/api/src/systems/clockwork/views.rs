//! What the GM screen receives about a ClockWork character.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::systems::clockwork::creation::Character as RulesCharacter;
use tablekeep_rules::systems::clockwork::sheet::{sheet_under, Sheet, Worn};
use tablekeep_rules::{CharacterKind, RuleViolation};
use tablekeep_store::{CampaignStore, Character};

use super::advancement::{campaign_rules, load_progress};
use super::character::{armor_refusal, built, ClockworkData, ClockworkLimits};
use super::gear::{gear_lines, ClockworkGearLine};
use crate::campaign_rules::rule_choices;
use crate::AppError;
use tablekeep_rules::systems::clockwork::loadout::Loadout;

/// The ClockWork part of a character.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkView {
    /// Whether the creation limits were checked (`waived`: an NPC the GM built freely).
    pub limits: ClockworkLimits,
    /// The first creation rule the build breaks: for a waived NPC, or a build the campaign's
    /// table rules no longer allow. `None` when the build is by the book.
    pub broken: Option<RuleViolation>,
    /// The character as creation settled it and its advancement left it (its build, size,
    /// skills after customization and experience, bonus skills, the customization bill and
    /// notes); `None` until it is built.
    pub character: Option<RulesCharacter>,
    /// Every number of the sheet, explained; `None` until it is built.
    pub sheet: Option<Sheet>,
    /// Armor and shield worn.
    pub worn: Worn,
    /// What it carries besides.
    pub loadout: Loadout,
    /// Everything worn and carried, each with its price in this campaign and where the price
    /// comes from.
    pub gear: Vec<ClockworkGearLine>,
}

/// The view of a stored ClockWork character, under the campaign's table rules.
pub fn clockwork_view(
    store: &CampaignStore,
    character: &Character,
) -> Result<ClockworkView, AppError> {
    let data = ClockworkData::parse(&character.fields.data)?;
    let choices = rule_choices(store)?;
    let Some(made) = built(&data, &choices) else {
        return Ok(ClockworkView {
            limits: data.limits,
            broken: None,
            character: None,
            sheet: None,
            gear: gear_lines(store, &data.worn, &data.loadout)?,
            worn: data.worn,
            loadout: data.loadout,
        });
    };
    // The sheet is the character its advancement ledger leaves: ranks bought, resistance
    // points placed (up to the first entry that no longer replays, which the ledger names).
    let rules = campaign_rules(store)?;
    let advanced = match load_progress(store, character, &choices, &rules)? {
        Some((_, folded)) => folded.progress.character,
        None => made.character,
    };
    let sheet =
        sheet_under(&advanced, &data.worn, &choices).map_err(|e| armor_refusal("worn", e))?;
    let sheet = if character.fields.kind == CharacterKind::Npc {
        sheet.for_npc()
    } else {
        sheet
    };
    Ok(ClockworkView {
        limits: data.limits,
        broken: made.broken,
        character: Some(advanced),
        sheet: Some(sheet),
        gear: gear_lines(store, &data.worn, &data.loadout)?,
        worn: data.worn,
        loadout: data.loadout,
    })
}
