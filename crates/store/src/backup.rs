//! Rolling backups, taken with SQLite's online backup so they are consistent while the file is open.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use crate::campaign_store::{io_to_store, journals_of, BACKUPS_KEPT, JOURNAL_SUFFIXES};
use crate::{CampaignStore, Result, StoreError};

/// One backup of a campaign file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupInfo {
    /// Where the backup is.
    pub path: PathBuf,
    /// The backup's file name, which sorts by the time it was taken.
    pub name: String,
}

/// The end of the name of a backup taken of the campaign just before a restore replaced it.
const BEFORE_RESTORE: &str = "-before-restore";

impl BackupInfo {
    /// When the backup was taken, read from its name (UTC, to the millisecond): copying the
    /// backups folder elsewhere keeps it, unlike the file's modification time.
    pub fn taken_at(&self) -> Option<DateTime<Utc>> {
        let stamp = self.name.get(..19)?;
        chrono::NaiveDateTime::parse_from_str(stamp, "%Y%m%dT%H%M%S%.3f")
            .ok()
            .map(|at| at.and_utc())
    }

    /// Whether this backup holds the campaign as it was just before a restore replaced it
    /// (restoring it undoes that restore).
    pub fn before_restore(&self) -> bool {
        self.name
            .strip_suffix(".tablekeep")
            .is_some_and(|stem| stem.ends_with(BEFORE_RESTORE))
    }
}

/// Why a backup is taken, which its name tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackupReason {
    /// The rolling backups taken while editing, on close and before an upgrade.
    Automatic,
    /// The campaign as it was just before a restore replaced it.
    BeforeRestore,
}

impl CampaignStore {
    /// The folder beside the campaign file that holds its backups: `<file>.backups/`.
    pub fn backup_dir(&self) -> PathBuf {
        backup_dir_of(self.path())
    }

    /// Copies what the write-ahead log holds into the campaign file itself, so the file alone
    /// (copied to a stick, synced to another machine) is the whole campaign. `truncate` also
    /// empties the log, for closing; otherwise the checkpoint never waits for a reader.
    pub fn checkpoint(&self, truncate: bool) -> Result<()> {
        let mode = if truncate { "TRUNCATE" } else { "PASSIVE" };
        let (busy, _, _): (i64, i64, i64) =
            self.conn
                .query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |row| {
                    Ok((row.get(0)?, row.get(1)?, row.get(2)?))
                })?;
        if busy != 0 {
            return Err(StoreError::Corrupt(
                "another program held the campaign; its latest changes are still in the write-ahead log".to_owned(),
            ));
        }
        Ok(())
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

    /// Takes a timestamped backup into [`CampaignStore::backup_dir`] and keeps only the newest
    /// few. The copy is written under a temporary name, checked (`PRAGMA quick_check`), flushed
    /// and only then renamed into the list, so a crash or a full disk never leaves a broken file
    /// counted as a backup; what earlier interrupted backups left behind is cleared first.
    pub fn rolling_backup(&self, now: DateTime<Utc>) -> Result<PathBuf> {
        self.take_backup(now, BackupReason::Automatic)
    }

    /// Takes a backup like [`CampaignStore::rolling_backup`], named after `reason`.
    pub fn take_backup(&self, now: DateTime<Utc>, reason: BackupReason) -> Result<PathBuf> {
        let label = match reason {
            BackupReason::Automatic => "",
            BackupReason::BeforeRestore => BEFORE_RESTORE,
        };
        let dir = self.backup_dir();
        std::fs::create_dir_all(&dir).map_err(|e| io_to_store(&dir, e))?;
        clear_unfinished(&dir);
        // Names sort by time, and the newest name is the newest backup: a backup taken in the
        // same millisecond as the newest (or with the clock set back) is named one millisecond
        // after it, instead of replacing it or sorting before it.
        let newest = list_backups(self.path())?
            .iter()
            .filter_map(BackupInfo::taken_at)
            .max();
        let mut at = match newest {
            Some(newest) if newest >= now => newest + chrono::Duration::milliseconds(1),
            _ => now,
        };
        let (name, dest) = loop {
            let name = format!("{}{label}.tablekeep", at.format("%Y%m%dT%H%M%S%.3fZ"));
            let dest = dir.join(&name);
            if !dest.exists() {
                break (name, dest);
            }
            at += chrono::Duration::milliseconds(1);
        };
        let partial = dir.join(format!("{name}.{}{UNFINISHED}", std::process::id()));
        let written = self.backup_to(&partial).and_then(|()| checked(&partial));
        if let Err(err) = written {
            remove_with_journals(&partial);
            return Err(err);
        }
        std::fs::rename(&partial, &dest).map_err(|e| {
            remove_with_journals(&partial);
            io_to_store(&dest, e)
        })?;
        if let Ok(folder) = std::fs::File::open(&dir) {
            // Makes the rename itself durable; the copy was flushed before it.
            let _ = folder.sync_all();
        }
        prune(&dir, self.path())?;
        Ok(dest)
    }
}

/// The suffix of a backup being written; such a file is never listed as a backup.
const UNFINISHED: &str = ".unfinished";

/// Turns a freshly written copy into a standalone file (rollback journal, not write-ahead log:
/// no `-wal`/`-shm` beside it), checks it and flushes it to disk.
fn checked(copy: &Path) -> Result<()> {
    let conn = rusqlite::Connection::open(copy)?;
    conn.pragma_update_and_check(None, "journal_mode", "delete", |_| Ok(()))?;
    let verdict: String = conn.query_row("PRAGMA quick_check", [], |row| row.get(0))?;
    conn.close().map_err(|(_, e)| e)?;
    if verdict != "ok" {
        return Err(StoreError::Corrupt(format!(
            "the backup copy failed its check: {verdict}"
        )));
    }
    std::fs::File::open(copy)
        .and_then(|file| file.sync_all())
        .map_err(|e| io_to_store(copy, e))
}

/// Removes a file and the SQLite journals beside it, ignoring what is not there.
fn remove_with_journals(path: &Path) {
    for file in std::iter::once(path.to_path_buf()).chain(journals_of(path)) {
        let _ = std::fs::remove_file(file);
    }
}

/// Clears what interrupted backups left in `dir`: unfinished copies and their journals older
/// than a minute (a younger one may be another process's backup under way), and journals of
/// finished backups (nothing writes to those).
fn clear_unfinished(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let minute_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(60);
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let unfinished = name.contains(UNFINISHED);
        let journal = JOURNAL_SUFFIXES.iter().any(|suffix| name.ends_with(suffix));
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|modified| modified < minute_ago);
        if (unfinished && old) || (journal && !unfinished) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Keeps the newest [`BACKUPS_KEPT`] backups, removing every older one even when one removal
/// fails (the first failure is reported).
fn prune(dir: &Path, campaign: &Path) -> Result<()> {
    let backups = list_backups(campaign)?;
    let mut failure = None;
    for stale in backups.iter().rev().skip(BACKUPS_KEPT) {
        if let Err(err) = std::fs::remove_file(&stale.path) {
            failure.get_or_insert(io_to_store(dir, err));
        }
    }
    failure.map_or(Ok(()), Err)
}

/// The folder that holds the backups of the campaign file at `campaign`.
pub fn backup_dir_of(campaign: &Path) -> PathBuf {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_that_is_not_a_whole_database_fails_its_check() {
        let dir = tempfile::tempdir().expect("temp dir");
        let junk = dir.path().join("half.tablekeep.1.unfinished");
        std::fs::write(&junk, vec![7u8; 5000]).expect("write");
        assert!(checked(&junk).is_err());
    }
}
