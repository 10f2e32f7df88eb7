//! The open campaign and what every part of this crate knows of a campaign's files on disk: the
//! mark that tells a campaign from other SQLite files, the journals SQLite keeps beside it, how
//! many backups are kept. A leaf: opening and creating live in `file.rs`, backups in `backup.rs`,
//! restores in `restore.rs`, and all of them build on this.

use std::path::{Path, PathBuf};

use rusqlite::Connection;

use crate::StoreError;

/// Marks a SQLite file as a Tablekeep campaign ("TKEP"), so other SQLite files are refused.
pub(crate) const APPLICATION_ID: i32 = 0x544B_4550;

/// The files SQLite keeps beside a database while it is open or after a crash, by suffix.
pub const JOURNAL_SUFFIXES: [&str; 3] = ["-wal", "-shm", "-journal"];

/// The SQLite journal files that belong to the database at `path` (whether or not they exist).
pub fn journals_of(path: &Path) -> impl Iterator<Item = PathBuf> + '_ {
    JOURNAL_SUFFIXES.iter().map(move |suffix| {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        PathBuf::from(name)
    })
}

/// How many automatic backups are kept beside a campaign file.
pub const BACKUPS_KEPT: usize = 5;

/// An open campaign file. Dropping it closes the file.
#[derive(Debug)]
pub struct CampaignStore {
    pub(crate) conn: Connection,
    pub(crate) path: PathBuf,
}

/// An IO error as the store reports it: a folder or file that cannot be written is `ReadOnly`.
pub(crate) fn io_to_store(path: &Path, err: std::io::Error) -> StoreError {
    use std::io::ErrorKind;
    match err.kind() {
        ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem | ErrorKind::NotADirectory => {
            StoreError::ReadOnly {
                path: path.to_path_buf(),
                reason: err.to_string(),
            }
        }
        _ => StoreError::Io(err),
    }
}
