//! The whole campaign as one portable JSON document: `export_campaign` writes the open
//! campaign to a file the GM chose, `import_campaign` builds a new campaign file from one. Both
//! are jobs (see [`crate::jobs`]): the command answers at once and the work runs on its own
//! thread, with progress and cancel. The document's format and its checks are the store's
//! (`tablekeep_store::portable`); its JSON Schema is `schemas/campaign-export.schema.json`.

use std::io::Read;
use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_store::portable::{self as document, Phase, PortableError, Progress};
use tablekeep_store::SCHEMA_VERSION;

use crate::files::{check_export_target, check_new_file, ExportTarget};
use crate::jobs::{CampaignExported, CampaignImported, JobKind, JobOutcome, JobStarted};
use crate::{AppError, Desk, ErrorKind};

/// The largest document an import reads (far above a 10,000-character campaign).
const LARGEST_DOCUMENT: u64 = 4 << 30;

/// Arguments of `export_campaign`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CampaignExport {
    /// The file to write (the app's save dialog chooses it). Never the campaign, its journals
    /// or its backups.
    pub path: String,
    /// Replace an existing file there (the save dialog asked already).
    #[serde(default)]
    #[specta(optional)]
    pub overwrite: bool,
}

/// Arguments of `import_campaign`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CampaignImport {
    /// The exported campaign document to read.
    pub source: String,
    /// The new campaign file to create; an existing file is never replaced.
    pub path: String,
}

/// Starts writing the open campaign to the file the GM chose.
pub fn export_campaign(desk: &mut Desk, input: CampaignExport) -> Result<JobStarted, AppError> {
    let campaign = desk.store()?.path().to_path_buf();
    let target = check_export_target(
        desk,
        "path",
        ExportTarget {
            path: &input.path,
            overwrite: input.overwrite,
        },
    )?;
    let exported_at = desk.now_text();
    desk.jobs().start(JobKind::ExportCampaign, move |progress| {
        let summary = target.write_with(|file| {
            document::export_document(&campaign, file, &exported_at, progress)
                .map_err(AppError::from)
        })?;
        Ok(JobOutcome::CampaignExported(CampaignExported {
            path: target.path().display().to_string(),
            bytes: summary.bytes,
            tables: summary.tables as u32,
            rows: summary.rows,
            schema_version: summary.schema_version,
        }))
    })
}

/// Starts building a new campaign file from an exported document. Needs no open campaign.
pub fn import_campaign(desk: &mut Desk, input: CampaignImport) -> Result<JobStarted, AppError> {
    let source = source_file(&input.source)?;
    let dest = check_new_file(desk, "path", &input.path)?;
    if same_file(&source, &dest) {
        return Err(AppError::invalid(
            "path",
            "The new campaign cannot be the document itself.",
        ));
    }
    desk.jobs().start(JobKind::ImportCampaign, move |progress| {
        let bytes = read_document(&source, progress)?;
        import_document_bytes(&bytes, &dest, progress).map(JobOutcome::CampaignImported)
    })
}

/// Builds a new campaign file at `dest` from a document's bytes: the whole import, with every
/// check, for the import job and for fuzzing. Every malformed input is a typed error, and on
/// any error (or a cancel through `progress`) no file is left at `dest` or beside it.
pub fn import_document_bytes(
    bytes: &[u8],
    dest: &Path,
    progress: &Progress,
) -> Result<CampaignImported, AppError> {
    let mut name = String::new();
    let summary = document::import_document(bytes, dest, progress, |store| {
        // What the store cannot read back here is a broken document, not a broken disk.
        // (A data format newer than this version reads keeps its own kind.)
        let unreadable = |err: AppError| match err.kind {
            ErrorKind::CampaignTooNew => err,
            _ => AppError {
                field: Some("tables".to_owned()),
                ..AppError::new(
                    ErrorKind::InvalidInput,
                    format!(
                        "The document's campaign cannot be read: {}",
                        shortened(&err.message)
                    ),
                )
            },
        };
        crate::systems::check_data_versions(store).map_err(unreadable)?;
        name = store.meta().map_err(|e| unreadable(e.into()))?.name;
        // Every record must read as the app will read it: a value that fits its column but not
        // its rules (a snapshot missing a field, a card no deck has) is refused here, not found
        // broken later in the campaign.
        crate::characters::read_every_character(store).map_err(unreadable)?;
        crate::encounters::read_every_encounter(store).map_err(unreadable)?;
        Ok::<(), AppError>(())
    })?;
    Ok(CampaignImported {
        path: dest.display().to_string(),
        name,
        rows: summary.rows,
        tables: summary.tables as u32,
        from_schema_version: summary.from_schema_version,
        schema_version: *SCHEMA_VERSION,
    })
}

/// The JSON Schema of the campaign document (`schemas/campaign-export.schema.json`).
pub fn document_schema() -> serde_json::Value {
    document::json_schema()
}

fn source_file(raw: &str) -> Result<PathBuf, AppError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(AppError::invalid(
            "source",
            "Give the exported campaign file to import.",
        ));
    }
    if trimmed.contains('\0') {
        return Err(AppError::invalid(
            "source",
            "A file name cannot hold a NUL character.",
        ));
    }
    let path = PathBuf::from(trimmed);
    if !path.is_file() {
        return Err(AppError {
            field: Some("source".to_owned()),
            ..AppError::new(
                ErrorKind::NotFound,
                format!("There is no file at {}.", path.display()),
            )
        });
    }
    Ok(path)
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (
        a.canonicalize(),
        b.parent().and_then(|p| p.canonicalize().ok()),
    ) {
        (Ok(a), Some(folder)) => b.file_name().is_some_and(|name| folder.join(name) == a),
        _ => false,
    }
}

/// Reads the document, reporting bytes read and stopping on a cancel.
fn read_document(source: &Path, progress: &Progress) -> Result<Vec<u8>, AppError> {
    let io = |e: std::io::Error| {
        AppError::new(
            ErrorKind::Storage,
            format!("{} could not be read: {e}.", source.display()),
        )
    };
    let mut file = std::fs::File::open(source).map_err(io)?;
    let size = file.metadata().map_err(io)?.len();
    if size > LARGEST_DOCUMENT {
        return Err(AppError::invalid(
            "source",
            format!(
                "{} is {} MB; a campaign document is at most {} MB.",
                source.display(),
                size >> 20,
                LARGEST_DOCUMENT >> 20
            ),
        ));
    }
    progress.enter(Phase::Reading, size);
    let mut bytes = Vec::with_capacity(size as usize);
    let mut chunk = vec![0u8; 1 << 20];
    loop {
        let n = file.read(&mut chunk).map_err(io)?;
        if n == 0 {
            break;
        }
        if bytes.len() as u64 + n as u64 > LARGEST_DOCUMENT {
            return Err(AppError::invalid("source", "The document is too large."));
        }
        bytes.extend_from_slice(&chunk[..n]);
        progress.advance(n as u64);
        if progress.is_cancelled() {
            return Err(PortableError::Cancelled.into());
        }
    }
    Ok(bytes)
}

impl From<PortableError> for AppError {
    fn from(err: PortableError) -> AppError {
        match err {
            PortableError::Invalid { at, message } => AppError {
                field: Some(at.clone()),
                ..AppError::new(
                    ErrorKind::InvalidInput,
                    format!("The campaign document is not valid at {at}: {message}"),
                )
            },
            PortableError::TooNew(message) => AppError::new(ErrorKind::CampaignTooNew, message),
            PortableError::Cancelled => {
                AppError::new(ErrorKind::Cancelled, "Cancelled; nothing was written.")
            }
            damaged @ PortableError::Damaged { .. } => {
                AppError::new(ErrorKind::Storage, damaged.to_string())
            }
            PortableError::Store(err) => err.into(),
        }
    }
}

/// A message about a record, cut to a readable length: what it quotes comes from the document
/// and may be thousands of characters long.
fn shortened(message: &str) -> String {
    const MAX: usize = 400;
    match message.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &message[..cut]),
        None => message.to_owned(),
    }
}
