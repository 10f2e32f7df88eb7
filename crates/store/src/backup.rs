//! Rolling backups, taken with SQLite's online backup so they are consistent while the file is open.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use crate::file::{io_to_store, BACKUPS_KEPT};
use crate::{CampaignStore, Result, StoreError};

/// One backup of a campaign file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupInfo {
    /// Where the backup is.
    pub path: PathBuf,
    /// The backup's file name, which sorts by the time it was taken.
    pub name: String,
}

impl CampaignStore {
    /// The folder beside the campaign file that holds its backups: `<file>.backups/`.
    pub fn backup_dir(&self) -> PathBuf {
        backup_dir_of(self.path())
    }

    /// Copies the whole campaign to `dest` with SQLite's online backup.
    pub fn backup_to(&self, dest: &Path) -> Result<()> {
        self.conn
            .backup(
                rusqlite::MAIN_DB,
                dest,
                None::<fn(rusqlite::backup::Progress)>,
            )
            .map_err(|e| StoreError::from_write(dest, e))
    }

    /// Takes a timestamped backup into [`CampaignStore::backup_dir`] and keeps only the newest few.
    pub fn rolling_backup(&self, now: DateTime<Utc>) -> Result<PathBuf> {
        let dir = self.backup_dir();
        std::fs::create_dir_all(&dir).map_err(|e| io_to_store(&dir, e))?;
        let dest = dir.join(format!("{}.tablekeep", now.format("%Y%m%dT%H%M%S%.3fZ")));
        self.backup_to(&dest)?;
        let backups = list_backups(self.path())?;
        for stale in backups.iter().rev().skip(BACKUPS_KEPT) {
            std::fs::remove_file(&stale.path)?;
        }
        Ok(dest)
    }
}

fn backup_dir_of(campaign: &Path) -> PathBuf {
    let mut name = campaign
        .file_name()
        .map(|n| n.to_os_string())
        .unwrap_or_default();
    name.push(".backups");
    campaign.with_file_name(name)
}

/// The backups of the campaign file at `campaign`, oldest first.
pub fn list_backups(campaign: &Path) -> Result<Vec<BackupInfo>> {
    let dir = backup_dir_of(campaign);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(err.into()),
    };
    let mut backups = Vec::new();
    for entry in entries {
        let path = entry?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_owned) else {
            continue;
        };
        if name.ends_with(".tablekeep") {
            backups.push(BackupInfo { path, name });
        }
    }
    backups.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(backups)
}
