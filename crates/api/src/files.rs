//! Files the app writes outside the campaign (an exported battle log, …): a path the user chose
//! (the save dialog in the app, an argument in the CLI), written atomically — a temporary file in
//! the same folder, flushed, then renamed over the target — so a crash or a full disk leaves
//! either the old file or the whole new one. The open campaign, its SQLite journals and its
//! backups are never written this way, and an existing file is replaced only when asked.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::{AppError, Desk, ErrorKind};

/// Where an export goes, and whether an existing file there may be replaced.
pub struct ExportTarget<'a> {
    /// The path as given (relative paths are relative to the working folder).
    pub path: &'a str,
    /// Whether an existing file at `path` is replaced (the save dialog asked already).
    pub overwrite: bool,
}

/// Writes `contents` to the target the user chose; gives the absolute path written.
pub fn write_export(
    desk: &Desk,
    field: &str,
    target: ExportTarget<'_>,
    contents: &[u8],
) -> Result<PathBuf, AppError> {
    let target = check_export_target(desk, field, target)?;
    target.write_with(|file| {
        file.write_all(contents)
            .map_err(|e| io_error(target.path(), e))
    })?;
    Ok(target.path().to_path_buf())
}

/// A target checked while the desk was at hand (not the campaign, its journals or backups; not
/// a folder; not an existing file unless replacing was asked), to be written later, possibly by
/// another thread (a job).
#[derive(Clone, Debug)]
pub(crate) struct CheckedTarget {
    path: PathBuf,
    overwrite: bool,
}

/// Checks the target the user chose, before anything is written.
pub(crate) fn check_export_target(
    desk: &Desk,
    field: &str,
    target: ExportTarget<'_>,
) -> Result<CheckedTarget, AppError> {
    let path = resolved(field, target.path)?;
    refuse_protected(desk, field, &path)?;
    if path.is_dir() {
        return Err(AppError::invalid(
            field,
            format!("{} is a folder; give a file name.", path.display()),
        ));
    }
    if !target.overwrite && path.exists() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} exists already; choose another name, or replace it explicitly.",
                path.display()
            ),
        ));
    }
    Ok(CheckedTarget {
        path,
        overwrite: target.overwrite,
    })
}

/// Checks where a new file (an imported campaign) may go: the path must be free, and not in the
/// open campaign's backups.
pub(crate) fn check_new_file(desk: &Desk, field: &str, path: &str) -> Result<PathBuf, AppError> {
    let path = resolved(field, path)?;
    if path.symlink_metadata().is_ok() {
        return Err(AppError {
            field: Some(field.to_owned()),
            ..AppError::new(
                ErrorKind::CampaignExists,
                format!(
                    "{} exists already; an import never replaces a file. Choose a new file name.",
                    path.display()
                ),
            )
        });
    }
    refuse_protected(desk, field, &path)?;
    Ok(path)
}

impl CheckedTarget {
    /// The absolute path that will be written.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Writes the file through `write` into a temporary file in the same folder, flushes it and
    /// renames it into place; on any error (or a cancel `write` reports) the temporary file is
    /// removed and the target is untouched.
    pub(crate) fn write_with<T>(
        &self,
        write: impl FnOnce(&mut std::fs::File) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        let path = &self.path;
        let folder = path
            .parent()
            .ok_or_else(|| AppError::invalid("path", "Give a file, not a folder."))?;
        let io = |e: std::io::Error| io_error(path, e);
        let mut temporary = tempfile::Builder::new()
            .prefix(".tablekeep-")
            .suffix(".part")
            .tempfile_in(folder)
            .map_err(io)?;
        let value = write(temporary.as_file_mut())?;
        temporary.as_file().sync_all().map_err(io)?;
        if self.overwrite {
            temporary.persist(path).map_err(|e| io(e.error))?;
        } else {
            // Refuses, atomically, a file created meanwhile.
            temporary.persist_noclobber(path).map_err(|e| io(e.error))?;
        }
        sync_folder(folder);
        Ok(value)
    }
}

/// `path` made absolute, refused when it cannot name a file.
fn resolved(field: &str, path: &str) -> Result<PathBuf, AppError> {
    let trimmed = path.trim();
    if trimmed.is_empty() {
        return Err(AppError::invalid(field, "Give a file to write."));
    }
    if trimmed.contains('\0') {
        return Err(AppError::invalid(
            field,
            "A file name cannot hold a NUL character.",
        ));
    }
    let given = Path::new(trimmed);
    let absolute = if given.is_absolute() {
        given.to_path_buf()
    } else {
        std::env::current_dir()
            .map_err(|e| {
                AppError::new(
                    ErrorKind::Storage,
                    format!("The working folder is unknown: {e}."),
                )
            })?
            .join(given)
    };
    let name = absolute
        .file_name()
        .ok_or_else(|| AppError::invalid(field, "Give a file name, not a folder."))?
        .to_owned();
    let folder = absolute.parent().unwrap_or(Path::new("/"));
    let folder = folder.canonicalize().map_err(|_| {
        AppError::invalid(
            field,
            format!("The folder {} does not exist.", folder.display()),
        )
    })?;
    Ok(folder.join(name))
}

/// Refuses the open campaign file, its SQLite journals and anything in its backup folder.
fn refuse_protected(desk: &Desk, field: &str, path: &Path) -> Result<(), AppError> {
    let Ok(store) = desk.store() else {
        return Ok(());
    };
    let campaign = store
        .path()
        .canonicalize()
        .unwrap_or_else(|_| store.path().to_path_buf());
    let backups = store
        .backup_dir()
        .canonicalize()
        .unwrap_or_else(|_| store.backup_dir());
    let protected: Vec<PathBuf> = std::iter::once(campaign.clone())
        .chain(tablekeep_store::journals_of(&campaign))
        .collect();
    let real = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
    if protected.contains(&real) || real.starts_with(&backups) {
        return Err(AppError::invalid(
            field,
            "That is the open campaign, its journal or one of its backups; choose another file.",
        ));
    }
    Ok(())
}

fn io_error(path: &Path, error: std::io::Error) -> AppError {
    let kind = match error.kind() {
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
            ErrorKind::ReadOnly
        }
        std::io::ErrorKind::AlreadyExists => ErrorKind::Conflict,
        _ => ErrorKind::Storage,
    };
    AppError::new(
        kind,
        format!("{} could not be written: {error}.", path.display()),
    )
}

/// Makes the rename durable (the folder's entry), where the platform allows it.
fn sync_folder(folder: &Path) {
    #[cfg(unix)]
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    #[cfg(not(unix))]
    let _ = folder;
}
