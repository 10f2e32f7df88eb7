//! Building a new campaign file from a document: checked whole first, then built under a
//! temporary name in the destination folder (at the document's schema version, rows in one
//! transaction, then the pending migrations), checked again, flushed and only then given its
//! name. Any failure or a cancel removes the temporary file: nothing is left behind, and an
//! existing file is never replaced.

use std::path::Path;

use rusqlite::{Connection, OpenFlags, Statement, Transaction};

use super::layout::{layout_at, quoted, Layout};
use super::parse::{read_header, read_tables, Discard, RowSink, Value};
use super::{Phase, PortableError, Progress};
use crate::campaign_store::{io_to_store, APPLICATION_ID};
use crate::migrate::{apply_pending, MIGRATIONS};
use crate::{CampaignStore, StoreError};

/// What an import built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportSummary {
    /// The schema version the document was written in (older ones are upgraded).
    pub from_schema_version: i64,
    /// How many tables it held.
    pub tables: usize,
    /// How many rows in all.
    pub rows: u64,
}

/// Builds a new campaign file at `dest` from the document `bytes`. `check` looks at the
/// finished campaign before it is given its name (the api refuses data formats newer than it
/// reads there); its refusal, like any other failure, leaves nothing behind.
pub fn import_document<E: From<PortableError>>(
    bytes: &[u8],
    dest: &Path,
    progress: &Progress,
    check: impl FnOnce(&CampaignStore) -> Result<(), E>,
) -> Result<ImportSummary, E> {
    progress.enter(Phase::Validating, 0);
    let header = read_header(bytes)?;
    let layout = layout_at(header.schema_version).ok_or_else(|| {
        PortableError::invalid("schemaVersion", "This campaign schema version is unknown.")
    })?;
    let counts = read_tables(bytes, layout, &mut Discard, progress)?;
    let rows: u64 = counts.iter().sum();
    progress.check()?;

    if dest.symlink_metadata().is_ok() {
        return Err(PortableError::Store(StoreError::AlreadyExists(dest.to_path_buf())).into());
    }
    let folder = match dest.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let temporary = tempfile::Builder::new()
        .prefix(".tablekeep-import-")
        .suffix(".part")
        .tempfile_in(folder)
        .map_err(|e| PortableError::Store(io_to_store(folder, e)))?;
    let mut conn = Connection::open_with_flags(
        temporary.path(),
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| PortableError::Store(StoreError::from_write(dest, e)))?;
    build(&mut conn, bytes, layout, rows, progress)?;

    // The finished campaign, as the api will see it when it opens the file.
    let store = CampaignStore {
        conn,
        path: temporary.path().to_path_buf(),
    };
    check(&store)?;
    progress.check()?;
    progress.enter(Phase::Finishing, 0);
    store
        .conn
        .close()
        .map_err(|(_, e)| PortableError::Store(StoreError::from_write(dest, e)))?;
    temporary
        .as_file()
        .sync_all()
        .map_err(|e| PortableError::Store(io_to_store(dest, e)))?;
    temporary.persist_noclobber(dest).map_err(|e| {
        PortableError::Store(match e.error.kind() {
            std::io::ErrorKind::AlreadyExists => StoreError::AlreadyExists(dest.to_path_buf()),
            _ => io_to_store(dest, e.error),
        })
    })?;
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    Ok(ImportSummary {
        from_schema_version: header.schema_version,
        tables: layout.tables.len(),
        rows,
    })
}

/// Fills the empty database on `conn`: the document's schema, its rows, the migrations since,
/// and the checks.
fn build(
    conn: &mut Connection,
    bytes: &[u8],
    layout: &Layout,
    rows: u64,
    progress: &Progress,
) -> Result<(), PortableError> {
    // A file nobody else sees yet, removed whole on failure: no rollback journal on disk, no
    // flush per statement (the finished file is flushed once).
    conn.pragma_update_and_check(None, "journal_mode", "memory", |_| Ok(()))?;
    conn.pragma_update(None, "synchronous", "OFF")?;
    conn.pragma_update(None, "foreign_keys", false)?;
    conn.pragma_update(None, "application_id", APPLICATION_ID)?;
    let tx = conn.transaction()?;
    for migration in MIGRATIONS.iter().take(layout.version as usize) {
        tx.execute_batch(migration.up)?;
    }
    tx.pragma_update(None, "user_version", layout.version)?;
    tx.commit()?;

    progress.enter(Phase::Inserting, rows);
    let tx = conn.transaction()?;
    {
        let mut sink = Inserter {
            tx: &tx,
            layout,
            statements: (0..layout.tables.len()).map(|_| None).collect(),
        };
        read_tables(bytes, layout, &mut sink, progress)?;
    }
    tx.commit()?;

    progress.enter(Phase::Checking, 0);
    foreign_keys_hold(conn, "")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    if (layout.version as usize) < MIGRATIONS.len() {
        progress.enter(Phase::Migrating, 0);
        apply_pending(conn, layout.version)?;
        progress.enter(Phase::Checking, 0);
        foreign_keys_hold(conn, " after the upgrade to this version's schema")?;
    }
    progress.check()?;
    let records: i64 = conn.query_row("SELECT count(*) FROM campaign", [], |row| row.get(0))?;
    if records != 1 {
        return Err(PortableError::invalid(
            "tables.campaign",
            "A campaign document holds exactly one campaign record (its name and dates).",
        ));
    }
    let verdict: String = conn.query_row("PRAGMA quick_check", [], |row| row.get(0))?;
    if verdict != "ok" {
        return Err(StoreError::Corrupt(format!(
            "the imported campaign failed its check: {verdict}"
        ))
        .into());
    }
    Ok(())
}

/// Refuses rows that refer to rows the document does not have.
fn foreign_keys_hold(conn: &Connection, when: &str) -> Result<(), PortableError> {
    let broken: Option<(String, String)> = conn
        .prepare("PRAGMA foreign_key_check")?
        .query_map([], |row| Ok((row.get(0)?, row.get(2)?)))?
        .next()
        .transpose()?;
    match broken {
        Some((table, parent)) => Err(PortableError::invalid(
            format!("tables.{table}"),
            format!(
                "A row of table \"{table}\" refers to a row of \"{parent}\" that the document does not hold{when}."
            ),
        )),
        None => Ok(()),
    }
}

/// Inserts each row as it is read.
struct Inserter<'t> {
    tx: &'t Transaction<'t>,
    layout: &'t Layout,
    statements: Vec<Option<Statement<'t>>>,
}

impl RowSink for Inserter<'_> {
    fn row(
        &mut self,
        table: usize,
        at: &dyn Fn() -> String,
        values: &[Value<'_>],
    ) -> Result<(), PortableError> {
        let statement = match &mut self.statements[table] {
            Some(statement) => statement,
            slot => {
                let spec = &self.layout.tables[table];
                let sql = format!(
                    "INSERT INTO {} ({}) VALUES ({})",
                    quoted(&spec.name),
                    spec.column_list(),
                    vec!["?"; spec.columns.len()].join(", ")
                );
                slot.insert(self.tx.prepare(&sql)?)
            }
        };
        statement
            .execute(rusqlite::params_from_iter(values.iter()))
            .map(|_| ())
            .map_err(|err| match err.sqlite_error_code() {
                Some(rusqlite::ErrorCode::ConstraintViolation) => PortableError::invalid(
                    at(),
                    format!("This row breaks a rule of the campaign file ({err})."),
                ),
                _ => err.into(),
            })
    }
}
