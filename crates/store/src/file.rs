//! Opening, creating and configuring a campaign file.

use std::path::Path;
use std::time::Duration;

use chrono::{DateTime, Utc};
use rusqlite::{
    params, Connection, OpenFlags, OptionalExtension, Transaction, TransactionBehavior,
};

use crate::backup::list_backups;
use crate::campaign_store::{io_to_store, journals_of, CampaignStore, APPLICATION_ID};
use crate::migrate::{apply_pending, SCHEMA_VERSION};
use crate::restore::{damage_reason, damaged_campaign};
use crate::{time, Result, StoreError};

/// The campaign's own record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CampaignMeta {
    /// The GM's name for the campaign.
    pub name: String,
    /// When the file was created (RFC 3339, UTC).
    pub created_at: String,
    /// When the campaign record last changed (RFC 3339, UTC).
    pub updated_at: String,
    /// The schema version of the file.
    pub schema_version: i64,
}

impl CampaignStore {
    /// Creates a new campaign file at `path`; refuses if anything is already there.
    ///
    /// A failed creation removes the half-made file, so nothing is left behind.
    pub fn create(path: &Path, name: &str, now: DateTime<Utc>) -> Result<CampaignStore> {
        if path.exists() {
            return Err(StoreError::AlreadyExists(path.to_path_buf()));
        }
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(|err| match err.kind() {
                // create_dir_all reports a file standing where a folder is needed this way.
                std::io::ErrorKind::AlreadyExists => StoreError::ReadOnly {
                    path: parent.to_path_buf(),
                    reason: "a file stands where the folder should be".to_owned(),
                },
                _ => io_to_store(parent, err),
            })?;
        }
        let created = Self::initialise(path, name, now);
        if created.is_err() {
            // The file is ours (it did not exist a moment ago); leave no debris.
            for file in std::iter::once(path.to_path_buf()).chain(journals_of(path)) {
                let _ = std::fs::remove_file(file);
            }
        }
        created
    }

    fn initialise(path: &Path, name: &str, now: DateTime<Utc>) -> Result<CampaignStore> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let mut conn = Connection::open_with_flags(path, flags)
            .map_err(|e| StoreError::from_write(path, e))?;
        configure(&conn, path)?;
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .map_err(|e| StoreError::from_write(path, e))?;
        apply_pending(&mut conn, 0).map_err(|e| match e {
            StoreError::Sqlite(e) => StoreError::from_write(path, e),
            other => other,
        })?;
        let at = time::to_text(now);
        conn.execute(
            "INSERT INTO campaign (id, name, created_at, updated_at) VALUES (1, ?1, ?2, ?2)",
            params![name, at],
        )?;
        Ok(CampaignStore {
            conn,
            path: path.to_path_buf(),
        })
    }

    /// Opens an existing campaign file, upgrading an older schema after backing the file up.
    ///
    /// A file that is not a campaign, or that comes from a newer Tablekeep, is refused untouched;
    /// so is a read-only file, before SQLite creates its journals beside it. A campaign SQLite
    /// cannot read (truncated, overwritten in part) is [`StoreError::Damaged`], naming its
    /// newest good backup.
    pub fn open(path: &Path, now: DateTime<Utc>) -> Result<CampaignStore> {
        if !path.is_file() {
            return Err(StoreError::Missing(path.to_path_buf()));
        }
        // Asking the operating system first: SQLite would open a read-only file read-only and
        // leave the -wal and -shm it made for reading behind when refused.
        if let Err(err) = std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open(path)
        {
            return Err(match err.kind() {
                std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
                    StoreError::ReadOnly {
                        path: path.to_path_buf(),
                        reason: "the file is read-only".to_owned(),
                    }
                }
                _ => io_to_store(path, err),
            });
        }
        let journals_before: Vec<bool> = journals_of(path).map(|j| j.exists()).collect();
        let opened = Self::open_existing(path, now);
        if let Err(StoreError::ReadOnly { .. }) = &opened {
            // Whatever SQLite created beside a file it was refused is removed again: only
            // empty journals that were not there before, so no other program's log is lost.
            for (journal, existed) in journals_of(path).zip(journals_before) {
                let empty = std::fs::metadata(&journal).is_ok_and(|m| m.len() == 0);
                let shm = journal.to_string_lossy().ends_with("-shm");
                if !existed && (empty || shm) {
                    let _ = std::fs::remove_file(&journal);
                }
            }
        }
        opened.map_err(|err| match damage_reason(&err) {
            Some(reason) => damaged_campaign(path, reason),
            None => err,
        })
    }

    fn open_existing(path: &Path, now: DateTime<Utc>) -> Result<CampaignStore> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags)
            .map_err(|e| StoreError::from_write(path, e))?;
        let not_a_campaign = |reason: &str| StoreError::NotACampaign {
            path: path.to_path_buf(),
            reason: reason.to_owned(),
        };
        // Reading the header is the first thing that touches the file; SQLite reports a
        // non-database file here, and a folder it cannot create the journals in.
        let application_id: i32 = conn
            .pragma_query_value(None, "application_id", |row| row.get(0))
            .map_err(|err| match err.sqlite_error_code() {
                // A file beside its own backups that is no database any more was a campaign:
                // it is damaged, not foreign.
                Some(rusqlite::ErrorCode::NotADatabase)
                    if list_backups(path).is_ok_and(|b| b.is_empty()) =>
                {
                    not_a_campaign("it is not a SQLite database")
                }
                _ => StoreError::from_write(path, err),
            })?;
        if application_id != APPLICATION_ID {
            return Err(not_a_campaign(
                "it is a SQLite database made by another program",
            ));
        }
        let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
        if version > *SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: path.to_path_buf(),
                found: version,
                supported: *SCHEMA_VERSION,
            });
        }
        if conn.is_readonly(rusqlite::MAIN_DB)? {
            return Err(StoreError::ReadOnly {
                path: path.to_path_buf(),
                reason: "the file is read-only".to_owned(),
            });
        }
        configure(&conn, path)?;
        let mut store = CampaignStore {
            conn,
            path: path.to_path_buf(),
        };
        // Reads the schema and the campaign record, so a file damaged past its first page is
        // found now, where the error can point at the backups, not at the first command.
        store.meta()?;
        if version < *SCHEMA_VERSION {
            store.rolling_backup(now)?;
            apply_pending(&mut store.conn, version)?;
        }
        Ok(store)
    }

    /// The path of the open file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Runs `work` in one immediate transaction: all of it is committed, or none of it.
    pub(crate) fn write<T>(
        &mut self,
        work: impl FnOnce(&Transaction<'_>) -> Result<T>,
    ) -> Result<T> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| StoreError::from_write(&path, e))?;
        let value = work(&tx)?;
        tx.commit().map_err(|e| StoreError::from_write(&path, e))?;
        Ok(value)
    }

    /// The campaign's own record.
    pub fn meta(&self) -> Result<CampaignMeta> {
        let meta = self
            .conn
            .query_row(
                "SELECT name, created_at, updated_at FROM campaign WHERE id = 1",
                [],
                |row| {
                    Ok(CampaignMeta {
                        name: row.get(0)?,
                        created_at: row.get(1)?,
                        updated_at: row.get(2)?,
                        schema_version: *SCHEMA_VERSION,
                    })
                },
            )
            .optional()?;
        meta.ok_or_else(|| StoreError::Corrupt("the campaign record is missing".to_owned()))
    }

    /// Renames the campaign.
    pub fn rename(&mut self, name: &str, now: DateTime<Utc>) -> Result<CampaignMeta> {
        self.write(|tx| {
            tx.execute(
                "UPDATE campaign SET name = ?1, updated_at = ?2 WHERE id = 1",
                params![name, time::to_text(now)],
            )?;
            Ok(())
        })?;
        self.meta()
    }

    /// Counts rows of the main tables, for the campaign overview.
    pub fn counts(&self) -> Result<(i64, i64, i64)> {
        Ok(self.conn.query_row(
            "SELECT (SELECT count(*) FROM characters WHERE kind = 'pc'),
                    (SELECT count(*) FROM characters WHERE kind = 'npc'),
                    (SELECT count(*) FROM parties)",
            [],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )?)
    }
}

/// Durability and integrity settings applied to every connection.
fn configure(conn: &Connection, path: &Path) -> Result<()> {
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.pragma_update(None, "foreign_keys", true)?;
    // WAL lets the desktop app and the CLI read while the other writes. synchronous=FULL makes a
    // committed command survive a power cut, not only a crash of the app.
    let mode: String = conn
        .pragma_update_and_check(None, "journal_mode", "wal", |row| row.get(0))
        .map_err(|e| StoreError::from_write(path, e))?;
    // SQLite stays in its old mode, without an error, when it cannot create the log beside the
    // file (a read-only folder).
    if !mode.eq_ignore_ascii_case("wal") {
        return Err(StoreError::ReadOnly {
            path: path.to_path_buf(),
            reason: "the folder does not let Tablekeep create the campaign's journal beside it"
                .to_owned(),
        });
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    Ok(())
}
