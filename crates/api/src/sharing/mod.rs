//! Sharing with another GM: one character, or a system's custom content, as a versioned JSON
//! document (`schemas/character.schema.json`, `schemas/content-pack.schema.json`) that another
//! campaign imports. Names no system: each system says what its part of a document is through the
//! registry (`systems/mod.rs`) and the seam (`systems/seam.rs`).
//!
//! What a shared character carries: its name, kind, tags and notes, and its system's part (for a
//! system that keeps one: the stored build, the whole progression ledger with each entry's reason
//! and time, a tracked deck, and every piece of content the build or the ledger names). What does
//! not travel: its id (the importing campaign gives a new one), its revisions (the character
//! arrives as revision 1: undo history belongs to the campaign it was edited in), its parties,
//! the game sessions its entries were recorded in, and the encounters it fought in.
//!
//! Content a document brings (a pack's pieces, or the pieces a character's build names) is placed
//! in the library by one rule, [`place`]: a piece the library already holds, identical (same
//! kind, name and content), is used as it is; any other piece is added, and when its kind already
//! has a piece of that name it is added as "Name (2)" (or the next free number), so nothing in the
//! library changes and nothing is lost. Ids in a document are only its own references; the
//! importing campaign gives new ones and rewrites every reference.
//!
//! Every import is checked whole by the system's rules before anything is stored, and stored in
//! one transaction; a document of another format, or of a newer format version, is refused.

pub mod character;
pub mod content_pack;

use std::io::Read;
use std::path::Path;

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::validate::NAME_MAX;
use crate::{AppError, Desk, ErrorKind};

/// The version of both document formats this binary writes and reads.
pub const FORMAT_VERSION: u32 = 1;

/// The largest document file read, in bytes (a shared character is a few kilobytes; a large
/// content pack a few megabytes).
const MAX_DOCUMENT_BYTES: u64 = 16 * 1024 * 1024;

/// One ledger entry in a shared document: the system's entry, with the GM's reason and when it
/// was recorded. The game session it was recorded in does not travel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SharedEntry<E> {
    /// The entry, as the system's rules define it.
    pub entry: E,
    /// The GM's reason (at most 500 characters).
    #[serde(default)]
    pub reason: String,
    /// When it was recorded (RFC 3339).
    pub recorded_at: String,
}

/// One piece of content in a shared document.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SharedPiece<C> {
    /// The piece's reference within this document (its id in the campaign it came from); what
    /// the document's other parts name it by. The importing campaign gives it a new id.
    pub id: i64,
    /// The content, with its kind and name.
    pub content: C,
}

/// What became of one piece of content a document brought.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum PieceOutcome {
    /// Added to the library under its own name.
    Added,
    /// Added under a new name: its kind already had a different piece of that name.
    Renamed,
    /// The library already held it, identical; that piece is used.
    Kept,
}

/// One piece of content a document brought, where it now is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlacedPiece {
    /// Its id in this campaign's library.
    pub id: i64,
    /// Its kind, as the system names it (`ability`, `class`, …).
    pub kind: String,
    /// Its name in this campaign's library.
    pub name: String,
    /// Its name in the document (differs when it was renamed).
    pub shared_name: String,
    /// Added, renamed or kept.
    pub outcome: PieceOutcome,
}

/// A piece of content in the library, as the placement rule compares it.
pub(crate) struct LibraryPiece {
    pub id: i64,
    pub kind: String,
    pub name: String,
    /// Its content apart from its name, in a form equal for equal content; `None` for a piece
    /// that no longer reads.
    pub canonical: Option<Value>,
}

/// A piece a document brings, as the placement rule compares it.
pub(crate) struct IncomingPiece {
    pub kind: String,
    pub name: String,
    /// Its content apart from its name (see [`LibraryPiece::canonical`]).
    pub canonical: Value,
}

/// Where an incoming piece goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Placement {
    /// The library's identical piece with this id.
    Kept(i64),
    /// A new piece, named so; `renamed` when the name differs from the document's.
    Added { name: String, renamed: bool },
    /// The same as an earlier incoming piece (at this position): a document may hold one piece
    /// twice.
    SameAs(usize),
}

/// Whether `stored` is `shared` or a numbered copy of it ("Warden (2)"), ignoring case: the
/// names the rule gives a piece, so importing a document again finds what the first import added.
fn is_named(stored: &str, shared: &str) -> bool {
    let stored = stored.to_lowercase();
    let shared = shared.to_lowercase();
    if stored == shared {
        return true;
    }
    stored
        .strip_suffix(')')
        .and_then(|rest| rest.rsplit_once(" ("))
        .is_some_and(|(base, number)| {
            // A copy of a long name was shortened to fit (see `free_name`).
            let shortened = stored.chars().count() == NAME_MAX && shared.starts_with(base);
            !number.is_empty()
                && number.chars().all(|c| c.is_ascii_digit())
                && (base == shared || shortened)
        })
}

/// The placement rule (see the module's documentation), for each incoming piece in order: an
/// identical piece (same kind, same content, the document's name or a numbered copy of it) is
/// kept; anything else is added under the first free name.
pub(crate) fn place(library: &[LibraryPiece], incoming: &[IncomingPiece]) -> Vec<Placement> {
    let folded = |name: &str| name.to_lowercase();
    let mut taken: std::collections::HashSet<(String, String)> = library
        .iter()
        .map(|piece| (piece.kind.clone(), folded(&piece.name)))
        .collect();
    let mut placements: Vec<Placement> = Vec::with_capacity(incoming.len());
    for (index, piece) in incoming.iter().enumerate() {
        if let Some(kept) = library.iter().find(|stored| {
            stored.kind == piece.kind
                && stored.canonical.as_ref() == Some(&piece.canonical)
                && is_named(&stored.name, &piece.name)
        }) {
            placements.push(Placement::Kept(kept.id));
            continue;
        }
        if let Some(earlier) = incoming[..index].iter().position(|other| {
            other.kind == piece.kind
                && other.canonical == piece.canonical
                && folded(&other.name) == folded(&piece.name)
        }) {
            placements.push(Placement::SameAs(earlier));
            continue;
        }
        let name = free_name(&piece.name, |candidate| {
            taken.contains(&(piece.kind.clone(), folded(candidate)))
        });
        taken.insert((piece.kind.clone(), folded(&name)));
        let renamed = name != piece.name;
        placements.push(Placement::Added { name, renamed });
    }
    placements
}

/// Where a planned piece is: the library's, or the new piece at this position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The library's piece with this id.
    Stored(i64),
    /// The new piece at this position of [`PlannedContent::new`].
    New(usize),
}

/// A piece a document brings, planned: where it goes and what the GM is told.
#[derive(Clone, Debug)]
pub struct PlannedPiece {
    /// Its kind as stored.
    pub kind: String,
    /// Its name in this library.
    pub name: String,
    /// Its name in the document.
    pub shared_name: String,
    /// Added, renamed or kept.
    pub outcome: PieceOutcome,
    /// Where it is.
    pub slot: Slot,
}

/// The content a document brings, planned by the sharing rule: each piece in the document's
/// order, and the new pieces to store.
#[derive(Debug, Default)]
pub struct PlannedContent {
    /// Every piece the document brings, in its order.
    pub pieces: Vec<PlannedPiece>,
    /// The pieces to add to the library.
    pub new: Vec<tablekeep_store::NewContent>,
}

impl PlannedContent {
    /// The id of the document's piece at `index`, once the new pieces have `new_ids`.
    pub fn id(&self, index: usize, new_ids: &[i64]) -> i64 {
        match self.pieces[index].slot {
            Slot::Stored(id) => id,
            Slot::New(position) => new_ids[position],
        }
    }

    /// What the GM is told, once the new pieces have `new_ids`.
    pub fn placed(&self, new_ids: &[i64]) -> Vec<PlacedPiece> {
        (0..self.pieces.len())
            .map(|index| {
                let piece = &self.pieces[index];
                PlacedPiece {
                    id: self.id(index, new_ids),
                    kind: piece.kind.clone(),
                    name: piece.name.clone(),
                    shared_name: piece.shared_name.clone(),
                    outcome: piece.outcome,
                }
            })
            .collect()
    }
}

/// How the placement rule reads a system's content.
pub(crate) trait ShareableContent: Serialize + Sized {
    /// Its kind as stored.
    fn kind(&self) -> &str;
    /// Its name.
    fn name(&self) -> &str;
    /// The same content under another name.
    fn renamed(self, name: String) -> Self;
}

/// A piece's content apart from its name, as the placement rule compares it.
pub(crate) fn canonical<C: ShareableContent + Clone>(content: &C) -> Result<Value, String> {
    serde_json::to_value(content.clone().renamed(String::new())).map_err(|e| e.to_string())
}

/// Plans `incoming` (checked already) against the `library` by [`place`].
pub(crate) fn plan_content<C: ShareableContent + Clone>(
    library: &[LibraryPiece],
    incoming: Vec<C>,
) -> Result<PlannedContent, AppError> {
    let encode = |content: &C| canonical(content).map_err(|e| AppError::new(ErrorKind::Storage, e));
    let compared = incoming
        .iter()
        .map(|content| {
            Ok(IncomingPiece {
                kind: content.kind().to_owned(),
                name: content.name().to_owned(),
                canonical: encode(content)?,
            })
        })
        .collect::<Result<Vec<_>, AppError>>()?;
    let placements = place(library, &compared);
    let mut planned = PlannedContent::default();
    for (content, placement) in incoming.into_iter().zip(placements) {
        let shared_name = content.name().to_owned();
        let kind = content.kind().to_owned();
        let piece = match placement {
            Placement::Kept(id) => PlannedPiece {
                kind,
                name: shared_name.clone(),
                shared_name,
                outcome: PieceOutcome::Kept,
                slot: Slot::Stored(id),
            },
            Placement::SameAs(earlier) => planned.pieces[earlier].clone(),
            Placement::Added { name, renamed } => {
                let content = if renamed {
                    content.renamed(name.clone())
                } else {
                    content
                };
                let data = serde_json::to_string(&content)
                    .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?;
                planned.new.push(tablekeep_store::NewContent {
                    kind: kind.clone(),
                    name: name.clone(),
                    data,
                });
                PlannedPiece {
                    kind,
                    name,
                    shared_name,
                    outcome: if renamed {
                        PieceOutcome::Renamed
                    } else {
                        PieceOutcome::Added
                    },
                    slot: Slot::New(planned.new.len() - 1),
                }
            }
        };
        planned.pieces.push(piece);
    }
    Ok(planned)
}

/// `name`, or "name (2)", "name (3)", … the first that is not `taken`, shortened to fit a name.
fn free_name(name: &str, taken: impl Fn(&str) -> bool) -> String {
    if !taken(name) {
        return name.to_owned();
    }
    (2..)
        .map(|n| {
            let suffix = format!(" ({n})");
            let room = NAME_MAX.saturating_sub(suffix.chars().count());
            let base: String = name.chars().take(room).collect();
            format!("{}{suffix}", base.trim_end())
        })
        .find(|candidate| !taken(candidate))
        .unwrap_or_else(|| name.to_owned())
}

/// Arguments of an import of a shared document (`import_character`, `import_content_pack`):
/// the document itself, or a file holding it (the app's open dialog gives a path; the CLI may
/// give either).
#[derive(Debug, serde::Deserialize, specta::Type, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SharedDocumentImport {
    /// The document itself (as the export command returns it).
    #[serde(default)]
    #[specta(optional)]
    pub document: Option<Value>,
    /// A file holding the document.
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
}

impl SharedDocumentImport {
    /// The document, given inline or read from its file.
    pub(crate) fn value(self) -> Result<Value, AppError> {
        match (self.document, self.path) {
            (Some(document), None) => Ok(document),
            (None, Some(path)) => read_document(&path),
            (Some(_), Some(_)) => Err(AppError::invalid(
                "path",
                "Give the document or a file to read it from, not both.",
            )),
            (None, None) => Err(AppError::invalid(
                "document",
                "Give the document, or a file to read it from.",
            )),
        }
    }
}

/// Reads a document file: bounded, UTF-8 JSON with no key given twice.
fn read_document(path: &str) -> Result<Value, AppError> {
    if path.trim().is_empty() {
        return Err(AppError::invalid("path", "Give a file to read."));
    }
    if path.contains('\0') {
        return Err(AppError::invalid(
            "path",
            "A file name cannot hold a NUL character.",
        ));
    }
    let path = Path::new(path.trim());
    let io = |e: std::io::Error| {
        let kind = match e.kind() {
            std::io::ErrorKind::NotFound => {
                return AppError::invalid("path", format!("There is no file {}.", path.display()))
            }
            std::io::ErrorKind::PermissionDenied => ErrorKind::ReadOnly,
            _ => ErrorKind::Storage,
        };
        AppError::new(kind, format!("{} could not be read: {e}.", path.display()))
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let metadata = file.metadata().map_err(io)?;
    if metadata.is_dir() {
        return Err(AppError::invalid(
            "path",
            format!("{} is a folder; choose a file.", path.display()),
        ));
    }
    let mut bytes = Vec::new();
    file.take(MAX_DOCUMENT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_DOCUMENT_BYTES {
        return Err(AppError::invalid(
            "path",
            format!(
                "{} is larger than {} MiB: it is not a Tablekeep document.",
                path.display(),
                MAX_DOCUMENT_BYTES / 1024 / 1024
            ),
        ));
    }
    let text = String::from_utf8(bytes).map_err(|_| {
        AppError::invalid(
            "path",
            format!("{} is not a Tablekeep document (not text).", path.display()),
        )
    })?;
    let value = crate::arguments::parse_arguments(&text).map_err(|err| AppError {
        field: Some("path".to_owned()),
        message: format!(
            "{} is not a Tablekeep document: {}",
            path.display(),
            err.message
                .trim_start_matches("The arguments are not valid JSON: ")
        ),
        ..err
    })?;
    // The same bounds as a document given inline, where the command's arguments are checked.
    crate::arguments::check_text_bounds(&value).map_err(|err| AppError {
        field: err.field.map(|field| format!("document.{field}")),
        ..err
    })?;
    Ok(value)
}

/// The document as `T`, once its `format` is `format` and its version one this binary reads.
pub(crate) fn parse_document<T: DeserializeOwned>(
    value: Value,
    format: &str,
    what: &str,
) -> Result<T, AppError> {
    let Some(object) = value.as_object() else {
        return Err(AppError::invalid(
            "document",
            format!("This is not {what}: a document is a JSON object."),
        ));
    };
    match object.get("format").and_then(Value::as_str) {
        Some(found) if found == format => {}
        Some(other) => {
            return Err(AppError::invalid(
                "format",
                format!("This is a \"{other}\" document, not {what} (\"{format}\")."),
            ))
        }
        None => {
            return Err(AppError::invalid(
                "format",
                format!("This is not {what}: it has no \"format\": \"{format}\"."),
            ))
        }
    }
    match object.get("formatVersion").and_then(Value::as_u64) {
        Some(version) if version > u64::from(FORMAT_VERSION) => {
            return Err(AppError::invalid(
                "formatVersion",
                format!(
                    "This {what} was written by a newer Tablekeep (format version {version}; this \
                     version reads up to {FORMAT_VERSION}). Update Tablekeep to import it."
                ),
            ))
        }
        Some(version) if version >= 1 => {}
        _ => {
            return Err(AppError::invalid(
                "formatVersion",
                format!("This {what} has no valid \"formatVersion\"."),
            ))
        }
    }
    serde_json::from_value(value).map_err(|err| {
        AppError::invalid(
            "document",
            format!("This {what} does not match its format: {err}."),
        )
    })
}

/// An RFC 3339 time from a document, as the campaign stores times.
pub(crate) fn recorded_at(field: &str, text: &str) -> Result<String, AppError> {
    chrono::DateTime::parse_from_rfc3339(text)
        .map(|at| {
            at.with_timezone(&chrono::Utc)
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
        })
        .map_err(|_| {
            AppError::invalid(
                field,
                format!("\"{text}\" is not a time (RFC 3339, e.g. 2026-03-14T19:00:00Z)."),
            )
        })
}

/// Longest reason a shared ledger entry may carry, in characters (as when it is recorded).
const REASON_MAX: usize = 500;

/// A shared entry's reason, bounded as when it is recorded.
pub(crate) fn reason(field: &str, text: &str) -> Result<String, AppError> {
    let reason = text.trim();
    if reason.chars().count() > REASON_MAX {
        return Err(AppError::invalid(
            field,
            format!("Keep the reason to {REASON_MAX} characters."),
        ));
    }
    Ok(reason.to_owned())
}

/// Writes an exported document where the GM asked, through the one safe write (`files.rs`).
pub(crate) fn write_document<T: Serialize>(
    desk: &Desk,
    document: &T,
    path: Option<&str>,
    overwrite: bool,
) -> Result<(), AppError> {
    let Some(path) = path else { return Ok(()) };
    let text = serde_json::to_string_pretty(document)
        .map_err(|e| AppError::new(ErrorKind::Storage, e.to_string()))?
        + "\n";
    crate::files::write_export(
        desk,
        "path",
        crate::files::ExportTarget { path, overwrite },
        text.as_bytes(),
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn stored(id: i64, kind: &str, name: &str, content: Value) -> LibraryPiece {
        LibraryPiece {
            id,
            kind: kind.to_owned(),
            name: name.to_owned(),
            canonical: Some(content),
        }
    }

    fn coming(kind: &str, name: &str, content: Value) -> IncomingPiece {
        IncomingPiece {
            kind: kind.to_owned(),
            name: name.to_owned(),
            canonical: content,
        }
    }

    #[test]
    fn a_numbered_copy_is_the_piece_it_copies() {
        assert!(is_named("Warden (2)", "warden"));
        assert!(is_named("warden", "Warden"));
        assert!(!is_named("Warden (x)", "Warden"));
        assert!(!is_named("Warden ()", "Warden"));
        assert!(!is_named("Wardens", "Warden"));
        assert!(!is_named("Warden (2)", "Warden Elite"));
        let long = "x".repeat(NAME_MAX);
        assert!(is_named(&free_name(&long, |c| c == long), &long));
        let library = [stored(3, "class", "Warden (2)", json!({ "stamina": 20 }))];
        let again = [coming("class", "Warden", json!({ "stamina": 20 }))];
        assert_eq!(place(&library, &again), vec![Placement::Kept(3)]);
    }

    #[test]
    fn identical_pieces_are_kept_and_different_ones_of_a_taken_name_renamed() {
        let library = [
            stored(7, "class", "Warden", json!({ "stamina": 18 })),
            stored(8, "kit", "Warden", json!({ "stamina": 3 })),
            stored(9, "class", "Warden (2)", json!({ "stamina": 99 })),
        ];
        let incoming = [
            coming("class", "warden", json!({ "stamina": 18 })),
            coming("class", "Warden", json!({ "stamina": 20 })),
            coming("ability", "Warden", json!({})),
            coming("class", "Warden", json!({ "stamina": 20 })),
            coming("class", "Warden", json!({ "stamina": 21 })),
        ];
        assert_eq!(
            place(&library, &incoming),
            vec![
                Placement::Kept(7),
                Placement::Added {
                    name: "Warden (3)".to_owned(),
                    renamed: true
                },
                Placement::Added {
                    name: "Warden".to_owned(),
                    renamed: false
                },
                Placement::SameAs(1),
                Placement::Added {
                    name: "Warden (4)".to_owned(),
                    renamed: true
                },
            ]
        );
    }

    #[test]
    fn a_renamed_piece_still_fits_a_name() {
        let long = "x".repeat(NAME_MAX);
        let name = free_name(&long, |candidate| candidate == long);
        assert_eq!(name.chars().count(), NAME_MAX);
        assert!(name.ends_with(" (2)"));
    }
}
