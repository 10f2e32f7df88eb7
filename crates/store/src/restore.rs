//! A campaign's backups read without touching them, and a backup put back in place of the
//! campaign file.
//!
//! Reading: a backup is opened read-only and `immutable`, so SQLite takes no lock and creates no
//! journal beside it; listing or previewing never changes a backup. Restoring: the backup is
//! copied beside the campaign, the copy is checked (a Tablekeep campaign this version reads,
//! passing `quick_check`) and flushed, and only then renamed over the campaign file, so a crash
//! leaves either the old campaign or the whole backup, never a mix, and a bad backup changes
//! nothing.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

use crate::backup::{backup_dir_of, list_backups, BackupInfo};
use crate::campaign_store::{io_to_store, journals_of, APPLICATION_ID};
use crate::migrate::SCHEMA_VERSION;
use crate::{CampaignStore, Result, StoreError};

/// How many characters and encounters a preview names (the counts give the rest).
pub const PREVIEW_LIMIT: usize = 200;

/// What a campaign file holds, counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CampaignCounts {
    /// Characters, player characters and NPCs together.
    pub characters: i64,
    /// Encounters, prepared, running and ended.
    pub encounters: i64,
    /// Parties.
    pub parties: i64,
    /// Game sessions.
    pub game_sessions: i64,
}

/// A character as a backup preview names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupCharacter {
    /// The character's name.
    pub name: String,
    /// Its system's id, as stored.
    pub system: String,
    /// `pc` or `npc`.
    pub kind: String,
}

/// An encounter as a backup preview names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupEncounter {
    /// The encounter's name.
    pub name: String,
    /// Its system, as stored.
    pub system: String,
    /// `prepared`, `running` or `ended`.
    pub status: String,
}

/// What a backup (or any campaign file, read without touching it) holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupContents {
    /// The campaign's name in the file.
    pub campaign_name: String,
    /// The file's schema version.
    pub schema_version: i64,
    /// Its counts.
    pub counts: CampaignCounts,
    /// The first [`PREVIEW_LIMIT`] characters by name (empty when only counted).
    pub characters: Vec<BackupCharacter>,
    /// The first [`PREVIEW_LIMIT`] encounters, newest first (empty when only counted).
    pub encounters: Vec<BackupEncounter>,
}

impl CampaignStore {
    /// Counts what the open campaign holds, as [`read_campaign_file`] counts a backup.
    pub fn campaign_counts(&self) -> Result<CampaignCounts> {
        counts_in(&self.conn)
    }

    /// Makes sure no other program has this campaign open and keeps it that way until the
    /// store is dropped, so a restore cannot replace the file under another writer: leaving
    /// write-ahead logging needs the only connection (SQLite refuses it otherwise), and the
    /// exclusive lock taken after it holds off every other reader and writer.
    pub fn lock_for_restore(&self) -> Result<()> {
        self.conn
            .busy_timeout(std::time::Duration::from_millis(500))?;
        let locked = self.take_exclusive_lock();
        if locked.is_err() {
            // Refused: the store goes on as it was.
            self.conn.busy_timeout(std::time::Duration::from_secs(5))?;
        }
        locked
    }

    fn take_exclusive_lock(&self) -> Result<()> {
        let in_use = || {
            StoreError::Conflict(
                "Another program has this campaign open (the app or a tablekeep command); close \
                 it and try again. Nothing was changed."
                    .to_owned(),
            )
        };
        let mode: String = self
            .conn
            .query_row("PRAGMA journal_mode = DELETE", [], |row| row.get(0))
            .map_err(|err| match err.sqlite_error_code() {
                Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                    in_use()
                }
                _ => StoreError::from_write(self.path(), err),
            })?;
        if !mode.eq_ignore_ascii_case("delete") {
            return Err(in_use());
        }
        self.conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
        self.conn
            .execute_batch("BEGIN EXCLUSIVE; COMMIT;")
            .map_err(|_| in_use())?;
        Ok(())
    }
}

/// Reads a campaign file without changing it or leaving anything beside it: its name, schema
/// and counts, and with `names` the first characters and encounters. A file that is not a
/// campaign or comes from a newer Tablekeep is refused as `open` refuses it; one SQLite cannot
/// read is [`StoreError::Damaged`].
pub fn read_campaign_file(path: &Path, names: bool) -> Result<BackupContents> {
    let conn = open_untouched(path)?;
    read_contents(&conn, names).map_err(|err| plain_damage(path, err))
}

/// Checks a file before it may become a campaign: a Tablekeep campaign that this version
/// reads, whole (`PRAGMA quick_check`). A damaged file is refused with
/// [`StoreError::Damaged`].
pub fn check_campaign_file(path: &Path) -> Result<()> {
    let conn = open_untouched(path)?;
    let verdict = conn
        .query_row("PRAGMA quick_check(1)", [], |row| row.get::<_, String>(0))
        .map_err(|err| plain_damage(path, StoreError::Sqlite(err)))?;
    if verdict != "ok" {
        return Err(StoreError::Damaged {
            path: path.to_path_buf(),
            reason: format!("its check found: {verdict}"),
            advice: String::new(),
        });
    }
    read_contents(&conn, false).map_err(|err| plain_damage(path, err))?;
    Ok(())
}

/// The newest backup of `campaign` that passes [`check_campaign_file`].
pub fn newest_good_backup(campaign: &Path) -> Option<BackupInfo> {
    let backups = list_backups(campaign).ok()?;
    backups
        .into_iter()
        .rev()
        .find(|backup| check_campaign_file(&backup.path).is_ok())
}

/// A damaged campaign file: the error names its newest good backup, the way back.
pub fn damaged_campaign(path: &Path, reason: impl Into<String>) -> StoreError {
    let advice = match newest_good_backup(path) {
        Some(backup) => format!(
            " Its newest good backup is {} (taken {}); restore it from the campaign's backups. \
             The damaged file is kept beside it, not deleted.",
            backup.name,
            backup.taken_at().map_or_else(
                || "at an unknown time".to_owned(),
                |at| at.format("%Y-%m-%d %H:%M UTC").to_string()
            ),
        ),
        None => format!(
            " There is no good backup of it in {}.",
            backup_dir_of(path).display()
        ),
    };
    StoreError::Damaged {
        path: path.to_path_buf(),
        reason: reason.into(),
        advice,
    }
}

/// SQLite's words when `err` says the file is damaged (corrupt, or not a database at all).
pub(crate) fn damage_reason(err: &StoreError) -> Option<String> {
    match err {
        StoreError::Sqlite(sqlite)
            if matches!(
                sqlite.sqlite_error_code(),
                Some(rusqlite::ErrorCode::DatabaseCorrupt | rusqlite::ErrorCode::NotADatabase)
            ) =>
        {
            Some(sqlite.to_string())
        }
        StoreError::Damaged { reason, .. } => Some(reason.clone()),
        _ => None,
    }
}

/// [`StoreError::Damaged`] without advice when `err` is damage, else `err`.
fn plain_damage(path: &Path, err: StoreError) -> StoreError {
    match damage_reason(&err) {
        Some(reason) => StoreError::Damaged {
            path: path.to_path_buf(),
            reason,
            advice: String::new(),
        },
        None => err,
    }
}

/// A checked copy of a backup beside the campaign file, ready to take its place. Dropping it
/// unused removes the copy.
#[derive(Debug)]
pub struct StagedRestore {
    copy: PathBuf,
    campaign: PathBuf,
}

/// Copies `backup` beside `campaign`, checks the copy and flushes it; nothing else changes.
/// A backup that is not a whole campaign this version reads is refused.
pub fn stage_restore(campaign: &Path, backup: &Path) -> Result<StagedRestore> {
    // A backup that is not a campaign at all (overwritten with something else) is damaged too.
    let refused = |err: StoreError| match err {
        StoreError::Damaged { reason, .. } | StoreError::NotACampaign { reason, .. } => {
            StoreError::Damaged {
                path: backup.to_path_buf(),
                reason,
                advice: " Choose another backup; nothing was changed.".to_owned(),
            }
        }
        other => other,
    };
    check_campaign_file(backup).map_err(refused)?;
    let folder = campaign
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = campaign
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let copy = folder.join(format!(".{name}.restoring-{}", std::process::id()));
    let staged = StagedRestore {
        copy,
        campaign: campaign.to_path_buf(),
    };
    std::fs::copy(backup, &staged.copy).map_err(|e| io_to_store(&staged.copy, e))?;
    // The copy is what takes the campaign's place, so the copy is what is checked.
    check_campaign_file(&staged.copy).map_err(refused)?;
    std::fs::File::open(&staged.copy)
        .and_then(|file| file.sync_all())
        .map_err(|e| io_to_store(&staged.copy, e))?;
    Ok(staged)
}

impl StagedRestore {
    /// Renames the copy over the campaign file. `keep_aside`, when given, is where the file it
    /// replaces goes (with its journals) instead of being replaced; otherwise the old file's
    /// journals are removed first, since a stale write-ahead log would be replayed into the
    /// restored file. No connection to the campaign may be open.
    pub fn put_in_place(self, keep_aside: Option<&Path>) -> Result<()> {
        let campaign = self.campaign.clone();
        match keep_aside {
            Some(aside) => {
                if campaign.exists() {
                    std::fs::rename(&campaign, aside).map_err(|e| io_to_store(&campaign, e))?;
                }
                for (journal, moved) in journals_of(&campaign).zip(journals_of(aside)) {
                    if journal.exists() {
                        std::fs::rename(&journal, &moved).map_err(|e| io_to_store(&journal, e))?;
                    }
                }
            }
            None => {
                for journal in journals_of(&campaign) {
                    match std::fs::remove_file(&journal) {
                        Ok(()) => {}
                        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                        Err(e) => return Err(io_to_store(&journal, e)),
                    }
                }
            }
        }
        std::fs::rename(&self.copy, &campaign).map_err(|e| io_to_store(&campaign, e))?;
        if let Some(folder) = campaign.parent().filter(|p| !p.as_os_str().is_empty()) {
            if let Ok(folder) = std::fs::File::open(folder) {
                // Makes the rename itself durable; the copy was flushed before it.
                let _ = folder.sync_all();
            }
        }
        Ok(())
    }
}

impl Drop for StagedRestore {
    fn drop(&mut self) {
        // After put_in_place the copy is the campaign under its own name; this finds nothing.
        let _ = std::fs::remove_file(&self.copy);
    }
}

/// Opens `path` read-only as immutable: no lock, no journal files created, nothing written.
fn open_untouched(path: &Path) -> Result<Connection> {
    if !path.is_file() {
        return Err(StoreError::Missing(path.to_path_buf()));
    }
    let absolute = std::path::absolute(path)?;
    let uri = format!("file:{}?immutable=1", uri_path(&absolute));
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY
        | OpenFlags::SQLITE_OPEN_URI
        | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(uri, flags)?;
    let application_id: i32 = conn
        .pragma_query_value(None, "application_id", |row| row.get(0))
        .map_err(|err| match err.sqlite_error_code() {
            Some(rusqlite::ErrorCode::NotADatabase) => StoreError::NotACampaign {
                path: path.to_path_buf(),
                reason: "it is not a SQLite database".to_owned(),
            },
            _ => plain_damage(path, StoreError::Sqlite(err)),
        })?;
    if application_id != APPLICATION_ID {
        return Err(StoreError::NotACampaign {
            path: path.to_path_buf(),
            reason: "it is a SQLite database made by another program".to_owned(),
        });
    }
    let version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    if version > *SCHEMA_VERSION {
        return Err(StoreError::TooNew {
            path: path.to_path_buf(),
            found: version,
            supported: *SCHEMA_VERSION,
        });
    }
    Ok(conn)
}

/// A path as the path part of an SQLite `file:` URI: `%`, `?` and `#` (and anything outside
/// printable ASCII) percent-encoded, so any file name opens.
fn uri_path(path: &Path) -> String {
    let text = path.to_string_lossy().replace('\\', "/");
    let mut encoded = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'%' | b'?' | b'#' => encoded.push_str(&format!("%{byte:02X}")),
            0x21..=0x7E => encoded.push(byte as char),
            _ => encoded.push_str(&format!("%{byte:02X}")),
        }
    }
    // A Windows drive path (C:/…) needs a leading slash in a URI.
    if !encoded.starts_with('/') {
        encoded.insert(0, '/');
    }
    encoded
}

fn read_contents(conn: &Connection, names: bool) -> Result<BackupContents> {
    let campaign_name: String =
        conn.query_row("SELECT name FROM campaign WHERE id = 1", [], |row| {
            row.get(0)
        })?;
    let schema_version: i64 = conn.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let counts = counts_in(conn)?;
    let mut contents = BackupContents {
        campaign_name,
        schema_version,
        counts,
        characters: Vec::new(),
        encounters: Vec::new(),
    };
    if names {
        let mut statement = conn.prepare(
            "SELECT name, system, kind FROM characters ORDER BY name_folded, id LIMIT ?1",
        )?;
        contents.characters = statement
            .query_map([PREVIEW_LIMIT as i64], |row| {
                Ok(BackupCharacter {
                    name: row.get(0)?,
                    system: row.get(1)?,
                    kind: row.get(2)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        if has_table(conn, "encounters")? {
            let mut statement = conn.prepare(
                "SELECT name, system, status FROM encounters ORDER BY updated_at DESC, id DESC LIMIT ?1",
            )?;
            contents.encounters = statement
                .query_map([PREVIEW_LIMIT as i64], |row| {
                    Ok(BackupEncounter {
                        name: row.get(0)?,
                        system: row.get(1)?,
                        status: row.get(2)?,
                    })
                })?
                .collect::<rusqlite::Result<_>>()?;
        }
    }
    Ok(contents)
}

/// Counts the main tables; a table an older schema did not have yet counts as none.
fn counts_in(conn: &Connection) -> Result<CampaignCounts> {
    let count = |table: &str| -> Result<i64> {
        if !has_table(conn, table)? {
            return Ok(0);
        }
        Ok(
            conn.query_row(&format!("SELECT count(*) FROM {table}"), [], |row| {
                row.get(0)
            })?,
        )
    };
    Ok(CampaignCounts {
        characters: count("characters")?,
        encounters: count("encounters")?,
        parties: count("parties")?,
        game_sessions: count("game_sessions")?,
    })
}

fn has_table(conn: &Connection, table: &str) -> Result<bool> {
    Ok(conn.query_row(
        "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1",
        [table],
        |row| row.get::<_, i64>(0),
    )? > 0)
}

#[cfg(test)]
mod tests {
    use super::uri_path;
    use std::path::Path;

    #[test]
    fn uri_paths_escape_what_a_uri_would_read_as_syntax() {
        assert_eq!(
            uri_path(Path::new("/tmp/a b?c#d%e.tablekeep")),
            "/tmp/a%20b%3Fc%23d%25e.tablekeep"
        );
    }
}
