//! Advancing, promoting, awarding Knowledge Points, undoing, and editing gear.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::fated_hand::build::KnowledgeTarget;
use tablekeep_rules::systems::fated_hand::content::{content, Content, MagicType};
use tablekeep_rules::systems::fated_hand::gear::Gear;
use tablekeep_rules::systems::fated_hand::progression::{apply, Manner, Progression, Promotion};
use tablekeep_store::NewProgression;

use super::state::{load_build, rule_choices, FatedHandData};
use crate::characters::{view_of, CharacterView};
use crate::{AppError, Desk, ErrorKind};

/// Longest accepted reason for a ledger entry, in characters.
const REASON_MAX: usize = 500;

/// Arguments of `advance_character`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Advancement {
    /// The character.
    pub id: i64,
    /// The promotion taken first, if any.
    #[serde(default)]
    #[specta(optional)]
    pub promotion: Option<Promotion>,
    /// The perk gained at this level.
    pub perk: String,
    /// The magic type, for a perk that asks for one (Aptitude).
    #[serde(default)]
    #[specta(optional)]
    pub magic_type: Option<MagicType>,
    /// Why the GM grants the level (shown in the history).
    #[serde(default)]
    #[specta(optional)]
    pub reason: Option<String>,
}

/// Arguments of `award_knowledge`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct KnowledgeAward {
    /// The character.
    pub id: i64,
    /// The arm or spell.
    pub target: KnowledgeTarget,
    /// How it was learned.
    pub manner: Manner,
    /// A different amount the GM adjudicates (1–4).
    #[serde(default)]
    #[specta(optional)]
    pub points: Option<u8>,
    /// What happened (shown in the history).
    #[serde(default)]
    #[specta(optional)]
    pub reason: Option<String>,
}

/// Arguments of `update_gear`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GearUpdate {
    /// The character.
    pub id: i64,
    /// The whole new gear.
    pub gear: Gear,
}

/// All Fated Hand content, for the wizard, the class tree and pickers.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatedHandContent {
    /// Classes, perks, talents, arms, spells and summons.
    pub content: &'static Content,
    /// How far the engine carries each perk and spell (engine, partly, gm), so a picker can say
    /// before use that an entry will need a ruling.
    pub automation: tablekeep_rules::systems::fated_hand::coverage::Resolutions,
}

/// The Fated Hand content.
pub fn fated_hand_content(_desk: &mut Desk) -> Result<FatedHandContent, AppError> {
    Ok(FatedHandContent {
        content: content(),
        automation: tablekeep_rules::systems::fated_hand::coverage::resolutions(),
    })
}

/// Arguments of `preview_build`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BuildPreview {
    /// The creation choices so far.
    pub build: tablekeep_rules::systems::fated_hand::build::NewBuild,
    /// Gear to show; by default the starting arm in hand.
    #[serde(default)]
    #[specta(optional)]
    pub gear: Option<Gear>,
}

/// The sheet a creation would give, without saving anything (for the wizard's review step).
pub fn preview_build(
    desk: &mut Desk,
    input: BuildPreview,
) -> Result<tablekeep_rules::systems::fated_hand::sheet::Sheet, AppError> {
    let build = tablekeep_rules::systems::fated_hand::build::create(&input.build)?;
    let gear = input
        .gear
        .unwrap_or_else(|| Gear::starting(&input.build.arm_proficiency));
    let rules = match desk.store() {
        Ok(store) => rule_choices(store)?,
        Err(_) => Default::default(),
    };
    gear.validate_at_table(&rules)?;
    Ok(tablekeep_rules::systems::fated_hand::sheet::sheet(
        &build, &gear, &rules,
    ))
}

/// Advances a Fated Hand character one level, promoting first if asked.
pub fn advance_character(desk: &mut Desk, input: Advancement) -> Result<CharacterView, AppError> {
    let entry = Progression::Advanced {
        promotion: input.promotion,
        perk: input.perk,
        magic_type: input.magic_type,
    };
    record(desk, input.id, entry, input.reason)
}

/// Records Knowledge Points toward an arm or a spell.
pub fn award_knowledge(desk: &mut Desk, input: KnowledgeAward) -> Result<CharacterView, AppError> {
    let entry = Progression::KnowledgeAwarded {
        target: input.target,
        manner: input.manner,
        points: input.points,
    };
    record(desk, input.id, entry, input.reason)
}

/// Undoes the newest progression entry (creation stays).
pub fn undo_progression(
    desk: &mut Desk,
    input: crate::characters::CharacterRef,
) -> Result<CharacterView, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(input.id)?;
    load_build(store, &character)?;
    store.pop_progression(input.id, now)?;
    desk.after_write();
    view_of(desk.store()?, input.id)
}

/// Replaces a Fated Hand character's gear (one revision of the character; undo restores it).
pub fn update_gear(desk: &mut Desk, input: GearUpdate) -> Result<CharacterView, AppError> {
    input
        .gear
        .validate_at_table(&rule_choices(desk.store()?)?)?;
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(input.id)?;
    load_build(store, &character)?;
    let mut data = FatedHandData::parse(&character.fields.data)?;
    data.gear = input.gear;
    let mut fields = character.fields.clone();
    fields.data = data.to_json();
    fields.rules_version = super::DATA_VERSION;
    if fields != character.fields {
        store.update_character(input.id, character.revision, &fields, now)?;
        desk.after_write();
    }
    view_of(desk.store()?, input.id)
}

fn record(
    desk: &mut Desk,
    id: i64,
    entry: Progression,
    reason: Option<String>,
) -> Result<CharacterView, AppError> {
    let reason = reason.map(|r| r.trim().to_owned()).unwrap_or_default();
    if reason.chars().count() > REASON_MAX {
        return Err(AppError::invalid(
            "reason",
            format!("Keep the reason to {REASON_MAX} characters."),
        ));
    }
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(id)?;
    let Some((build, last)) = load_build(store, &character)? else {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} has no Fated Hand build yet; build the character first.",
                character.fields.name
            ),
        ));
    };
    apply(&build, &entry, &rule_choices(store)?)?;
    let session_id = store.open_game_session()?.map(|s| s.id);
    let json = serde_json::to_string(&entry)
        .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?;
    store.append_progression(
        id,
        last,
        &NewProgression {
            entry: &json,
            session_id,
            reason: &reason,
        },
        now,
    )?;
    desk.after_write();
    view_of(desk.store()?, id)
}
