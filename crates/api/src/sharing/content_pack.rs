//! `export_content_pack` and `import_content_pack`: a system's custom content (all of its
//! library, or chosen pieces) as a shared document, placed into another campaign's library by the
//! sharing rule (see the module above).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::SystemId;

use super::{parse_document, write_document, PlacedPiece, SharedDocumentImport, FORMAT_VERSION};
use crate::systems::{export_content, import_content, SharedContent};
use crate::{AppError, Desk, ErrorKind};

/// The `format` of a content pack.
pub const CONTENT_PACK_FORMAT: &str = "tablekeep-content-pack";

/// Names the format of a content pack document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
pub enum ContentPackFormat {
    /// A content pack.
    #[serde(rename = "tablekeep-content-pack")]
    TablekeepContentPack,
}

/// A system's content shared with another campaign (`schemas/content-pack.schema.json`).
#[derive(Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentPackDocument {
    /// Always `tablekeep-content-pack`.
    pub format: ContentPackFormat,
    /// The version of the format it is written in; a newer one is refused by this version.
    #[schemars(range(min = 1, max = 1))]
    pub format_version: u32,
    /// When it was exported (RFC 3339).
    pub exported_at: String,
    /// The pieces, tagged by their system.
    pub content: SharedContent,
}

/// Arguments of `export_content_pack`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentPackExport {
    /// The system whose content to share.
    pub system: SystemId,
    /// The pieces to share, by id; absent for the system's whole library.
    #[serde(default)]
    #[specta(optional)]
    pub ids: Option<Vec<i64>>,
    /// A file to write the document to as well (the app's save dialog chose it).
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
    /// Whether an existing file at `path` is replaced.
    #[serde(default)]
    pub overwrite: bool,
}

/// What `import_content_pack` did.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ImportedContentPack {
    /// The pack's system.
    pub system: SystemId,
    /// Each piece of the pack, in its order, where it now is.
    pub pieces: Vec<PlacedPiece>,
}

/// A system's content (chosen pieces, or all of it) as a shared document, also written to
/// `path` when given.
pub fn export_content_pack(
    desk: &mut Desk,
    input: ContentPackExport,
) -> Result<ContentPackDocument, AppError> {
    if input.ids.as_ref().is_some_and(Vec::is_empty) {
        return Err(AppError::invalid(
            "ids",
            "Choose at least one piece to share.",
        ));
    }
    let content = export_content(desk.store()?, input.system, input.ids.as_deref())?;
    if content.is_empty() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "The campaign holds no {} content of its own to share.",
                input.system.info().name
            ),
        ));
    }
    let document = ContentPackDocument {
        format: ContentPackFormat::TablekeepContentPack,
        format_version: FORMAT_VERSION,
        exported_at: desk
            .now()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        content,
    };
    write_document(desk, &document, input.path.as_deref(), input.overwrite)?;
    Ok(document)
}

/// Adds a content pack's pieces to the open campaign's library (identical pieces kept, taken
/// names numbered), after checking every piece; one transaction.
pub fn import_content_pack(
    desk: &mut Desk,
    input: SharedDocumentImport,
) -> Result<ImportedContentPack, AppError> {
    let value = input.value()?;
    let document: ContentPackDocument = parse_document(value, CONTENT_PACK_FORMAT, "content pack")?;
    let system = document.content.system();
    if document.content.is_empty() {
        return Err(AppError::invalid(
            "content.pieces",
            "This content pack holds no content.",
        ));
    }
    let planned = import_content(desk.store()?, document.content)?;
    let mut new_ids = Vec::new();
    if !planned.new.is_empty() {
        let now = desk.now();
        new_ids = desk
            .store_mut()?
            .insert_content_pack(system, &planned.new, |_| Vec::new(), now)?
            .content;
        desk.after_write();
    }
    Ok(ImportedContentPack {
        system,
        pieces: planned.placed(&new_ids),
    })
}
