//! Schema migrations, embedded from the workspace's `migrations/` folder.
//!
//! Each migration is a folder `NNNN-name/up.sql`. They are append-only: an applied migration is
//! never edited, and the schema version (`PRAGMA user_version`) is the number applied.

use include_dir::{include_dir, Dir};
use rusqlite::Connection;

use crate::Result;

static MIGRATION_DIR: Dir<'_> = include_dir!("$CARGO_MANIFEST_DIR/../../migrations");

/// One embedded migration.
#[derive(Clone, Copy, Debug)]
pub struct Migration {
    /// The folder name, e.g. `0001-init`.
    pub name: &'static str,
    /// The SQL that moves the schema forward by one version.
    pub up: &'static str,
}

/// Every migration in order; the position plus one is the schema version it produces.
pub static MIGRATIONS: std::sync::LazyLock<Vec<Migration>> = std::sync::LazyLock::new(|| {
    let mut found: Vec<Migration> = MIGRATION_DIR
        .dirs()
        .filter_map(|dir| {
            let name = dir.path().file_name()?.to_str()?;
            let up = dir.get_file(dir.path().join("up.sql"))?.contents_utf8()?;
            Some(Migration { name, up })
        })
        .collect();
    found.sort_by_key(|migration| migration.name);
    found
});

/// The schema version this build writes and understands.
pub static SCHEMA_VERSION: std::sync::LazyLock<i64> =
    std::sync::LazyLock::new(|| MIGRATIONS.len() as i64);

/// Applies every migration newer than the file's version, all in one transaction.
pub(crate) fn apply_pending(conn: &mut Connection, from_version: i64) -> Result<()> {
    let tx = conn.transaction()?;
    for migration in MIGRATIONS.iter().skip(from_version as usize) {
        tx.execute_batch(migration.up)?;
    }
    tx.pragma_update(None, "user_version", *SCHEMA_VERSION)?;
    tx.commit()?;
    Ok(())
}
