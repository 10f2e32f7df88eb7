//! The quick NPC builder: pick a class and arms, get a statted NPC with a legal history.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::fated_hand::gear::Gear;
use tablekeep_rules::systems::fated_hand::npc::quick_history;
use tablekeep_rules::systems::fated_hand::progression::Progression;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CharacterFields, NewProgression};

use super::state::{rule_choices, FatedHandData};
use crate::characters::{view_of, CharacterView};
use crate::{validate, AppError, Desk, ErrorKind};

/// Arguments of `quick_npc`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct QuickNpc {
    /// The NPC's name.
    pub name: String,
    /// The class the NPC has reached.
    pub class: String,
    /// The arms it carries (the first is its Main Arm); it is made proficient with each.
    #[serde(default)]
    pub arms: Vec<String>,
    /// Tags.
    #[serde(default)]
    pub tags: Vec<String>,
    /// GM notes.
    #[serde(default)]
    pub notes: String,
}

/// Builds an NPC of `class` along a legal path from Novice, carrying `arms`.
pub fn quick_npc(desk: &mut Desk, input: QuickNpc) -> Result<CharacterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let tags = validate::tags(input.tags)?;
    let notes = validate::notes(input.notes)?;
    let rules = rule_choices(desk.store()?)?;
    let history = quick_history(&input.class, &input.arms, &rules)?;
    let gear = Gear {
        main_arm: input.arms.first().cloned(),
        arms: input.arms.clone(),
        ..Gear::default()
    };
    gear.validate()?;
    let fields = CharacterFields {
        system: SystemId::FatedHand,
        kind: CharacterKind::Npc,
        name,
        tags,
        notes,
        data: FatedHandData { gear }.to_json(),
        rules_version: super::DATA_VERSION,
    };
    let encode = |entry: &Progression| {
        serde_json::to_string(entry).map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))
    };
    let entries: Vec<String> = history.iter().map(encode).collect::<Result<_, _>>()?;
    let now = desk.now();
    let firsts: Vec<NewProgression<'_>> = entries
        .iter()
        .map(|entry| NewProgression {
            entry,
            session_id: None,
            reason: "Quick NPC builder",
        })
        .collect();
    let character = desk
        .store_mut()?
        .insert_character_with_history(&fields, &firsts, now)?;
    desk.after_write();
    view_of(desk.store()?, character.id)
}
