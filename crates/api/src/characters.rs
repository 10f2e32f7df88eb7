//! Characters: player characters and NPCs of any system, with notes, tags and revisions.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CampaignStore, Character, CharacterFields, CharacterFilter, NewProgression};

use crate::systems::{character_sheet, CharacterCreation, CharacterSheet};
use crate::{validate, AppError, Desk, ErrorKind};

/// Arguments of `create_character`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewCharacter {
    /// The system the character is built for.
    pub system: SystemId,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// Display name (1–100 characters).
    pub name: String,
    /// Tags for finding the character again (lower-cased, at most 20).
    #[serde(default)]
    pub tags: Vec<String>,
    /// Free-form GM notes.
    #[serde(default)]
    pub notes: String,
    /// The system's creation choices (a creation wizard's build), for systems that build a
    /// character at creation; without them the character is created unbuilt and can be built
    /// later.
    #[serde(default)]
    #[specta(optional)]
    pub creation: Option<CharacterCreation>,
}

/// Arguments of `build_character`: gives an unbuilt character its creation build.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterBuild {
    /// The character.
    pub id: i64,
    /// The creation choices, for the character's system.
    pub creation: CharacterCreation,
}

/// Names one character.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterRef {
    /// The character's id.
    pub id: i64,
}

/// Arguments of `list_characters`; every filter is optional.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterQuery {
    /// Case-insensitive part of the name.
    #[serde(default)]
    #[specta(optional)]
    pub search: Option<String>,
    /// Only characters with this tag.
    #[serde(default)]
    #[specta(optional)]
    pub tag: Option<String>,
    /// Only this system.
    #[serde(default)]
    #[specta(optional)]
    pub system: Option<SystemId>,
    /// Only player characters or only NPCs.
    #[serde(default)]
    #[specta(optional)]
    pub kind: Option<CharacterKind>,
}

/// The last row of a page of characters: the next page starts after it.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterCursor {
    /// Its id.
    pub id: i64,
    /// Its name, as the page gave it.
    pub name: String,
}

/// Arguments of `list_characters_page`: the filters of `list_characters`, and where the page
/// starts and how long it is.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterPageQuery {
    /// Case-insensitive part of the name.
    #[serde(default)]
    #[specta(optional)]
    pub search: Option<String>,
    /// Only characters with this tag.
    #[serde(default)]
    #[specta(optional)]
    pub tag: Option<String>,
    /// Only this system.
    #[serde(default)]
    #[specta(optional)]
    pub system: Option<SystemId>,
    /// Only player characters or only NPCs.
    #[serde(default)]
    #[specta(optional)]
    pub kind: Option<CharacterKind>,
    /// Start after this row (the previous page's last); from the top when absent.
    #[serde(default)]
    #[specta(optional)]
    pub after: Option<CharacterCursor>,
    /// Rows per page, 1 to 500; 100 when absent.
    #[serde(default)]
    #[specta(optional)]
    pub limit: Option<u32>,
}

/// One page of the character list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CharacterPage {
    /// The page's rows, by name.
    pub characters: Vec<CharacterSummary>,
    /// How many characters match the filters in all.
    pub total: u32,
    /// More rows follow this page.
    pub more: bool,
}

/// Rows per page when the query does not say.
pub const DEFAULT_PAGE: u32 = 100;
/// The longest page.
pub const MAX_PAGE: u32 = 500;

/// Arguments of `update_character`: the fields to change; absent fields stay as they are.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterPatch {
    /// The character to edit.
    pub id: i64,
    /// The revision the edit was made against; when given and no longer current, the edit is
    /// refused so that a stale form cannot overwrite newer changes.
    #[serde(default)]
    #[specta(optional)]
    pub expected_revision: Option<i64>,
    /// New name.
    #[serde(default)]
    #[specta(optional)]
    pub name: Option<String>,
    /// New kind; a character that becomes an NPC leaves its parties.
    #[serde(default)]
    #[specta(optional)]
    pub kind: Option<CharacterKind>,
    /// New tags (replacing the old ones).
    #[serde(default)]
    #[specta(optional)]
    pub tags: Option<Vec<String>>,
    /// New notes.
    #[serde(default)]
    #[specta(optional)]
    pub notes: Option<String>,
}

/// A character as the sheet shows it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CharacterView {
    /// The character's id.
    pub id: i64,
    /// The character's system.
    pub system: SystemId,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// Display name.
    pub name: String,
    /// Tags.
    pub tags: Vec<String>,
    /// GM notes.
    pub notes: String,
    /// Edit counter; undo steps it back.
    pub revision: i64,
    /// Whether there is an edit to undo.
    pub can_undo: bool,
    /// The parties the character belongs to.
    pub parties: Vec<PartyRef>,
    /// When the character was created (RFC 3339, UTC).
    pub created_at: String,
    /// When the character was last changed (RFC 3339, UTC).
    pub updated_at: String,
    /// The system's sheet (with gear, history and deck where the system has them), for systems
    /// whose sheet comes with the character.
    pub sheet: Option<CharacterSheet>,
}

/// A party named from a character's sheet.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartyRef {
    /// The party's id.
    pub id: i64,
    /// The party's name.
    pub name: String,
}

/// A row of the character list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CharacterSummary {
    /// The character's id.
    pub id: i64,
    /// The character's system.
    pub system: SystemId,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// Display name.
    pub name: String,
    /// Tags.
    pub tags: Vec<String>,
    /// When the character was last changed (RFC 3339, UTC).
    pub updated_at: String,
}

/// What `delete_character` removed.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedCharacter {
    /// The id the character had.
    pub id: i64,
    /// The name the character had.
    pub name: String,
}

/// A tag in use, with how many characters carry it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TagCount {
    /// The tag.
    pub tag: String,
    /// How many characters carry it.
    pub count: i64,
}

/// Creates a character at revision 1; creation choices are checked by the system's rules and
/// start the character's progression ledger.
pub fn create_character(desk: &mut Desk, input: NewCharacter) -> Result<CharacterView, AppError> {
    if !crate::systems::makes_characters(input.system) {
        return Err(crate::systems::not_ready(input.system));
    }
    let mut fields = CharacterFields {
        system: input.system,
        kind: input.kind,
        name: validate::name("name", &input.name)?,
        tags: validate::tags(input.tags)?,
        notes: validate::notes(input.notes)?,
        data: "{}".to_owned(),
        rules_version: crate::systems::data_version(input.system),
    };
    let now = desk.now();
    let character = match input.creation {
        None => desk.store_mut()?.insert_character(&fields, now)?,
        Some(creation) => {
            let started = creation.start(desk.store()?, input.system, input.kind)?;
            fields.data = started.data;
            match started.entry {
                None => desk.store_mut()?.insert_character(&fields, now)?,
                Some(entry) => desk.store_mut()?.insert_character_with_progression(
                    &fields,
                    &NewProgression {
                        entry: &entry,
                        session_id: None,
                        reason: "",
                    },
                    now,
                )?,
            }
        }
    };
    desk.after_write();
    view_of(desk.store()?, character.id)
}

/// Builds an unbuilt character with the creation wizard's choices.
pub fn build_character(desk: &mut Desk, input: CharacterBuild) -> Result<CharacterView, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(input.id)?;
    if crate::systems::has_build(store, &character)? {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!("{} is already built.", character.fields.name),
        ));
    }
    let started = input
        .creation
        .start(store, character.fields.system, character.fields.kind)?;
    let mut fields = character.fields.clone();
    fields.data = started.data;
    fields.rules_version = crate::systems::data_version(fields.system);
    match started.entry {
        // A system whose build is its data: one revision, checked against the one read.
        None => {
            store.update_character(input.id, character.revision, &fields, now)?;
        }
        Some(entry) => store.build_character(
            input.id,
            &fields,
            &NewProgression {
                entry: &entry,
                session_id: None,
                reason: "",
            },
            now,
        )?,
    }
    desk.after_write();
    view_of(desk.store()?, input.id)
}

/// One character, as its sheet shows it.
pub fn get_character(desk: &mut Desk, input: CharacterRef) -> Result<CharacterView, AppError> {
    view_of(desk.store()?, input.id)
}

/// The store's filter for the list's query fields.
fn filter_of(
    search: Option<String>,
    tag: Option<String>,
    system: Option<SystemId>,
    kind: Option<CharacterKind>,
) -> CharacterFilter {
    CharacterFilter {
        name_contains: search
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty()),
        tag: tag
            .map(|t| t.trim().to_lowercase())
            .filter(|t| !t.is_empty()),
        system,
        kind,
    }
}

fn summary(row: tablekeep_store::CharacterSummary) -> CharacterSummary {
    CharacterSummary {
        id: row.id,
        system: row.system,
        kind: row.kind,
        name: row.name,
        tags: row.tags,
        updated_at: row.updated_at,
    }
}

/// Characters matching the query, by name.
pub fn list_characters(
    desk: &mut Desk,
    input: CharacterQuery,
) -> Result<Vec<CharacterSummary>, AppError> {
    let filter = filter_of(input.search, input.tag, input.system, input.kind);
    let rows = desk.store()?.list_characters(&filter)?;
    Ok(rows.into_iter().map(summary).collect())
}

/// One page of the characters matching the query, by name: a long list (a campaign of
/// thousands of NPCs) is read a page at a time.
pub fn list_characters_page(
    desk: &mut Desk,
    input: CharacterPageQuery,
) -> Result<CharacterPage, AppError> {
    let limit = input.limit.unwrap_or(DEFAULT_PAGE);
    if !(1..=MAX_PAGE).contains(&limit) {
        return Err(AppError::invalid(
            "limit",
            format!("A page holds 1 to {MAX_PAGE} rows; {limit} was asked for."),
        ));
    }
    let filter = filter_of(input.search, input.tag, input.system, input.kind);
    let store = desk.store()?;
    let after = input.after.as_ref().map(|c| (c.id, c.name.as_str()));
    // One row more than the page says whether another page follows.
    let mut rows = store.list_characters_page(&filter, after, limit + 1)?;
    let more = rows.len() > limit as usize;
    rows.truncate(limit as usize);
    Ok(CharacterPage {
        characters: rows.into_iter().map(summary).collect(),
        total: store.count_characters(&filter)?,
        more,
    })
}

/// Every tag in use, for the tag filter.
pub fn list_tags(desk: &mut Desk) -> Result<Vec<TagCount>, AppError> {
    Ok(desk
        .store()?
        .tag_counts()?
        .into_iter()
        .map(|(tag, count)| TagCount { tag, count })
        .collect())
}

/// Edits a character. An edit that changes nothing records no revision.
pub fn update_character(desk: &mut Desk, input: CharacterPatch) -> Result<CharacterView, AppError> {
    let current = desk.store()?.character(input.id)?;
    if let Some(expected) = input.expected_revision {
        if expected != current.revision {
            return Err(AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{} was changed since this form was opened (revision {} now, {expected} in the form); \
                     reload the character and edit again.",
                    current.fields.name, current.revision
                ),
            ));
        }
    }
    let mut fields = current.fields.clone();
    if let Some(name) = input.name {
        fields.name = validate::name("name", &name)?;
    }
    if let Some(kind) = input.kind {
        fields.kind = kind;
    }
    if let Some(tags) = input.tags {
        fields.tags = validate::tags(tags)?;
    }
    if let Some(notes) = input.notes {
        fields.notes = validate::notes(notes)?;
    }
    if fields == current.fields {
        return view_of(desk.store()?, input.id);
    }
    let now = desk.now();
    desk.store_mut()?
        .update_character(input.id, current.revision, &fields, now)?;
    desk.after_write();
    view_of(desk.store()?, input.id)
}

/// Undoes the character's last edit, restoring the revision before it.
pub fn undo_character_edit(
    desk: &mut Desk,
    input: CharacterRef,
) -> Result<CharacterView, AppError> {
    let now = desk.now();
    desk.store_mut()?.undo_character_edit(input.id, now)?;
    desk.after_write();
    view_of(desk.store()?, input.id)
}

/// Deletes a character, with its history and party memberships.
pub fn delete_character(
    desk: &mut Desk,
    input: CharacterRef,
) -> Result<DeletedCharacter, AppError> {
    let store = desk.store_mut()?;
    let name = store.character(input.id)?.fields.name;
    store.delete_character(input.id)?;
    desk.after_write();
    Ok(DeletedCharacter { id: input.id, name })
}

/// A stored character of `system`; one of another system is refused on `characterId` (a
/// system's command given another system's character changes nothing).
pub(crate) fn character_of(
    store: &CampaignStore,
    id: i64,
    system: SystemId,
) -> Result<Character, AppError> {
    let character = store.character(id)?;
    if character.fields.system != system {
        return Err(AppError::invalid(
            "characterId",
            format!(
                "{} is a {} character, not {}.",
                character.fields.name,
                character.fields.system,
                system.info().name
            ),
        ));
    }
    Ok(character)
}

/// A character as the sheet shows it, read from the store.
pub(crate) fn view_of(store: &CampaignStore, id: i64) -> Result<CharacterView, AppError> {
    let character = store.character(id)?;
    let sheet = character_sheet(store, &character)?;
    Ok(view(character, sheet))
}

/// Reads every character as `get_character` does (record, system data, sheet): the check an
/// imported campaign passes before it gets its name, so no record it brought fails later.
pub(crate) fn read_every_character(store: &CampaignStore) -> Result<(), AppError> {
    let everyone = store.list_characters(&CharacterFilter {
        name_contains: None,
        tag: None,
        system: None,
        kind: None,
    })?;
    for summary in everyone {
        view_of(store, summary.id).map_err(|err| AppError {
            message: format!(
                "Character {} (\"{}\"): {}",
                summary.id, summary.name, err.message
            ),
            ..err
        })?;
    }
    Ok(())
}

fn view(character: Character, sheet: Option<CharacterSheet>) -> CharacterView {
    CharacterView {
        sheet,
        id: character.id,
        system: character.fields.system,
        kind: character.fields.kind,
        name: character.fields.name,
        tags: character.fields.tags,
        notes: character.fields.notes,
        revision: character.revision,
        can_undo: character.revision > 1,
        parties: character
            .parties
            .into_iter()
            .map(|(id, name)| PartyRef { id, name })
            .collect(),
        created_at: character.created_at,
        updated_at: character.updated_at,
    }
}
