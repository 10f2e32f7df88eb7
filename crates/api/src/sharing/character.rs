//! `export_character` and `import_character`: one character as a shared document (see the
//! module above for what travels and what does not).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::CharacterKind;
use tablekeep_store::{CharacterFields, SharedCharacter};

use super::{parse_document, write_document, PlacedPiece, SharedDocumentImport, FORMAT_VERSION};
use crate::characters::{view_of, CharacterView};
use crate::systems::{data_version, import_character as import_system_part, SharedSystemData};
use crate::{validate, AppError, Desk};

/// The `format` of a shared character.
pub const CHARACTER_FORMAT: &str = "tablekeep-character";

/// Names the format of a shared character document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
pub enum CharacterFormat {
    /// A shared character.
    #[serde(rename = "tablekeep-character")]
    TablekeepCharacter,
}

/// One character shared with another campaign (`schemas/character.schema.json`).
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterDocument {
    /// Always `tablekeep-character`.
    pub format: CharacterFormat,
    /// The version of the format it is written in; a newer one is refused by this version.
    #[schemars(range(min = 1, max = 1))]
    pub format_version: u32,
    /// When it was exported (RFC 3339).
    pub exported_at: String,
    /// The character's name, kind, tags and notes.
    pub character: SharedCharacterFields,
    /// The character's system, with what the system keeps of it (build, ledger, deck, the
    /// content its build names).
    pub system_data: SharedSystemData,
}

/// The fields every character has, in a shared document.
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SharedCharacterFields {
    /// Display name (1–100 characters).
    pub name: String,
    /// Player character or NPC.
    pub kind: CharacterKind,
    /// Tags (at most 20).
    #[serde(default)]
    pub tags: Vec<String>,
    /// GM notes.
    #[serde(default)]
    pub notes: String,
}

/// Arguments of `export_character`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CharacterExport {
    /// The character.
    pub id: i64,
    /// A file to write the document to as well (the app's save dialog chose it); without it the
    /// document is only returned.
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
    /// Whether an existing file at `path` is replaced.
    #[serde(default)]
    pub overwrite: bool,
}

/// What `import_character` did.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportedCharacter {
    /// The new character.
    pub character: CharacterView,
    /// The content the character brought, each piece where it now is.
    pub content: Vec<PlacedPiece>,
}

/// One character as a shared document, also written to `path` when given.
pub fn export_character(
    desk: &mut Desk,
    input: CharacterExport,
) -> Result<CharacterDocument, AppError> {
    let store = desk.store()?;
    let character = store.character(input.id)?;
    let system_data = crate::systems::share_character(store, &character)?;
    let document = CharacterDocument {
        format: CharacterFormat::TablekeepCharacter,
        format_version: FORMAT_VERSION,
        exported_at: desk
            .now()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        character: SharedCharacterFields {
            name: character.fields.name,
            kind: character.fields.kind,
            tags: character.fields.tags,
            notes: character.fields.notes,
        },
        system_data,
    };
    write_document(desk, &document, input.path.as_deref(), input.overwrite)?;
    Ok(document)
}

/// Creates a new character in the open campaign from a shared document, with its ledger, deck
/// and the content it brings, after checking all of it by its system's rules; one transaction.
pub fn import_character(
    desk: &mut Desk,
    input: SharedDocumentImport,
) -> Result<ImportedCharacter, AppError> {
    let value = input.value()?;
    let document: CharacterDocument = parse_document(value, CHARACTER_FORMAT, "shared character")?;
    let shared = document.character;
    let in_character = |err: AppError| AppError {
        field: err.field.map(|field| format!("character.{field}")),
        ..err
    };
    let name = validate::name("name", &shared.name).map_err(in_character)?;
    let tags = validate::tags(shared.tags).map_err(in_character)?;
    let notes = validate::notes(shared.notes).map_err(in_character)?;
    let system = document.system_data.system();
    let store = desk.store()?;
    let import = import_system_part(store, document.system_data)?;
    let rows = import.rows;
    let fields = CharacterFields {
        system,
        kind: shared.kind,
        name,
        tags,
        notes,
        data: "{}".to_owned(),
        rules_version: data_version(system),
    };
    let now = desk.now();
    let stored = desk.store_mut()?.insert_shared_character(
        system,
        &import.content.new,
        move |ids| {
            let rows = rows(ids);
            SharedCharacter {
                fields: CharacterFields {
                    data: rows.data,
                    ..fields
                },
                entries: rows.entries,
                deck: rows.deck,
            }
        },
        now,
    )?;
    desk.after_write();
    let id = stored.characters[0];
    Ok(ImportedCharacter {
        character: view_of(desk.store()?, id)?,
        content: import.content.placed(&stored.content),
    })
}
