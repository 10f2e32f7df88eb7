//! ClockWork NPCs in a hurry: a species, a premade spread and the skills to rank best.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::clockwork::content::SpeciesId;
use tablekeep_rules::systems::clockwork::creation::Focus;
use tablekeep_rules::systems::clockwork::npc::{create_waived, quick_build, QuickChoices};
use tablekeep_rules::systems::clockwork::skills::Skill;
use tablekeep_rules::systems::clockwork::table_rules::creation_rules;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::CharacterFields;

use super::character::{refusal, ClockworkData, ClockworkLimits};
use crate::campaign_rules::rule_choices;
use crate::characters::{view_of, CharacterView};
use crate::{validate, AppError, Desk};

/// Arguments of `clockwork_quick_npc`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkQuickNpc {
    /// The NPC's name.
    pub name: String,
    /// The species.
    pub species: SpeciesId,
    /// The premade spread, 1 to 8.
    pub premade: u8,
    /// The skills to rank best, best first (the others follow in the book's order).
    #[serde(default)]
    pub best: Vec<Skill>,
    /// Foci, if the GM names them; without them the NPC is built with the limits waived.
    #[serde(default)]
    pub foci: Vec<Focus>,
    /// Tags.
    #[serde(default)]
    pub tags: Vec<String>,
    /// GM notes.
    #[serde(default)]
    pub notes: String,
}

/// Builds an NPC from a species, a premade spread and the skills to rank best; it is by the
/// book when the choices allow (foci named, nothing the species grants left for the GM to
/// name), else its creation limits are waived and the sheet names the rule it breaks.
pub fn clockwork_quick_npc(
    desk: &mut Desk,
    input: ClockworkQuickNpc,
) -> Result<CharacterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let tags = validate::tags(input.tags)?;
    let notes = validate::notes(input.notes)?;
    let build = quick_build(&QuickChoices {
        species: input.species,
        premade: input.premade,
        best: &input.best,
        foci: &input.foci,
    })
    .ok_or_else(|| {
        AppError::invalid(
            "premade",
            format!(
                "There is no premade spread {}; the options are 1 to 8 (ClockWork › Purchasing \
                 Skills).",
                input.premade
            ),
        )
    })?;
    let choices = rule_choices(desk.store()?)?;
    let waived = create_waived(&build, &creation_rules(&choices)).map_err(|e| refusal("", e))?;
    let data = ClockworkData {
        build: Some(build),
        limits: if waived.broken.is_some() {
            ClockworkLimits::Waived
        } else {
            ClockworkLimits::ByTheBook
        },
        worn: Default::default(),
        loadout: Default::default(),
    };
    let fields = CharacterFields {
        system: SystemId::Clockwork,
        kind: CharacterKind::Npc,
        name,
        tags,
        notes,
        data: data.to_json(),
        rules_version: super::DATA_VERSION,
    };
    let now = desk.now();
    let character = desk.store_mut()?.insert_character(&fields, now)?;
    desk.after_write();
    view_of(desk.store()?, character.id)
}
