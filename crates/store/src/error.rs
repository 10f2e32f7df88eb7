use std::path::PathBuf;

/// Everything that can go wrong with a campaign file.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file is not SQLite, or is SQLite but not a Tablekeep campaign.
    #[error("{path} is not a Tablekeep campaign file: {reason}.")]
    NotACampaign {
        /// The file that was refused.
        path: PathBuf,
        /// Why, in a sentence.
        reason: String,
    },
    /// The file was written by a newer Tablekeep than this one.
    #[error(
        "{path} was saved by a newer version of Tablekeep (campaign schema {found}; this version \
         understands up to {supported}). Update Tablekeep to open it; the file was not changed."
    )]
    TooNew {
        /// The file that was refused.
        path: PathBuf,
        /// The schema version recorded in the file.
        found: i64,
        /// The newest schema this build knows.
        supported: i64,
    },
    /// A new campaign was asked for at a path that already holds a file.
    #[error("{0} already exists; open it instead, or choose another name.")]
    AlreadyExists(PathBuf),
    /// The campaign file to open does not exist.
    #[error("There is no campaign file at {0}.")]
    Missing(PathBuf),
    /// The file or its folder cannot be written.
    #[error("{path} cannot be written ({reason}); choose a folder you can write to.")]
    ReadOnly {
        /// The file or folder that refused the write.
        path: PathBuf,
        /// The operating system's or SQLite's words.
        reason: String,
    },
    /// The file is a campaign SQLite cannot read any more (truncated, overwritten in part).
    #[error("{path} is damaged and cannot be read ({reason}).{advice}")]
    Damaged {
        /// The damaged file.
        path: PathBuf,
        /// SQLite's words.
        reason: String,
        /// The way back, starting with a space: which backup to restore (or that none is good).
        advice: String,
    },
    /// A record that was asked for does not exist.
    #[error("There is no {entity} {id} in this campaign.")]
    NotFound {
        /// What kind of record (`character`, `party`).
        entity: &'static str,
        /// Its id.
        id: i64,
    },
    /// A request that the current state does not allow (e.g. nothing left to undo); a sentence.
    #[error("{0}")]
    Conflict(String),
    /// A row that cannot be read back (hand-edited or damaged file).
    #[error("The campaign file holds a damaged record: {0}.")]
    Corrupt(String),
    /// Any other SQLite failure.
    #[error("The campaign database failed: {0}.")]
    Sqlite(#[from] rusqlite::Error),
    /// A file-system failure outside SQLite (backups, folders).
    #[error("A file operation failed: {0}.")]
    Io(#[from] std::io::Error),
}

impl StoreError {
    /// Whether the error says a campaign file is damaged: [`StoreError::Damaged`], or SQLite
    /// finding a corrupt page in the middle of a command.
    pub fn is_damage(&self) -> bool {
        crate::restore::damage_reason(self).is_some()
    }

    /// Maps SQLite's "cannot write" family to [`StoreError::ReadOnly`], keeping other errors.
    pub(crate) fn from_write(path: &std::path::Path, err: rusqlite::Error) -> StoreError {
        use rusqlite::ffi::ErrorCode;
        match err.sqlite_error_code() {
            Some(ErrorCode::ReadOnly | ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
                StoreError::ReadOnly {
                    path: path.to_path_buf(),
                    reason: err.to_string(),
                }
            }
            _ => StoreError::Sqlite(err),
        }
    }
}
