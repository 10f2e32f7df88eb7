//! Writing the campaign document from a campaign file, on its own read-only connection and one
//! consistent snapshot, streamed row by row (memory does not grow with the campaign).

use std::io::Write;
use std::path::Path;

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags};

use super::layout::{layout_at, quoted, ColumnKind, ColumnSpec};
use super::{base64, Phase, PortableError, Progress, CHECK_EVERY, FORMAT, FORMAT_VERSION};
use crate::campaign_store::APPLICATION_ID;
use crate::migrate::SCHEMA_VERSION;
use crate::StoreError;

/// What an export wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportSummary {
    /// The schema version of the tables written.
    pub schema_version: i64,
    /// How many tables.
    pub tables: usize,
    /// How many rows in all.
    pub rows: u64,
    /// How many bytes the document has.
    pub bytes: u64,
}

/// Writes the campaign at `campaign` as one document to `out`. The campaign may be open and in
/// use meanwhile: this reads through its own read-only connection inside one read transaction,
/// so the document is one moment of the campaign.
pub fn export_document(
    campaign: &Path,
    out: impl Write,
    exported_at: &str,
    progress: &Progress,
) -> Result<ExportSummary, PortableError> {
    progress.enter(Phase::Reading, 0);
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut conn = Connection::open_with_flags(campaign, flags)
        .map_err(|e| StoreError::from_write(campaign, e))?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let snapshot = conn.transaction()?;
    let not_a_campaign = || StoreError::NotACampaign {
        path: campaign.to_path_buf(),
        reason: "it is not a Tablekeep campaign".to_owned(),
    };
    let application_id: i32 = snapshot
        .pragma_query_value(None, "application_id", |row| row.get(0))
        .map_err(|_| not_a_campaign())?;
    if application_id != APPLICATION_ID {
        return Err(not_a_campaign().into());
    }
    let version: i64 = snapshot.pragma_query_value(None, "user_version", |row| row.get(0))?;
    let layout = layout_at(version).ok_or(StoreError::TooNew {
        path: campaign.to_path_buf(),
        found: version,
        supported: *SCHEMA_VERSION,
    })?;

    let mut total = 0u64;
    for table in &layout.tables {
        let count: i64 = snapshot.query_row(
            &format!("SELECT count(*) FROM {}", quoted(&table.name)),
            [],
            |row| row.get(0),
        )?;
        total += count as u64;
    }
    progress.enter(Phase::Writing, total);

    let mut out = Counting {
        inner: std::io::BufWriter::with_capacity(1 << 18, out),
        written: 0,
    };
    let io = |e: std::io::Error| PortableError::Store(StoreError::Io(e));
    write!(
        out,
        "{{\"format\":\"{FORMAT}\",\"formatVersion\":{FORMAT_VERSION},\"schemaVersion\":{version},\"exportedAt\":"
    )
    .map_err(io)?;
    serde_json::to_writer(&mut out, exported_at).map_err(json_io)?;
    out.write_all(b",\"tables\":{").map_err(io)?;
    let mut rows_written = 0u64;
    for (t, table) in layout.tables.iter().enumerate() {
        if t > 0 {
            out.write_all(b",").map_err(io)?;
        }
        out.write_all(b"\n").map_err(io)?;
        serde_json::to_writer(&mut out, &table.name).map_err(json_io)?;
        out.write_all(b":{\"columns\":").map_err(io)?;
        let names: Vec<&str> = table.columns.iter().map(|c| c.name.as_str()).collect();
        serde_json::to_writer(&mut out, &names).map_err(json_io)?;
        out.write_all(b",\"rows\":[").map_err(io)?;
        let mut select = snapshot.prepare(&format!(
            "SELECT {} FROM {} ORDER BY {}",
            table.column_list(),
            quoted(&table.name),
            table.order_by()
        ))?;
        let mut rows = select.query([])?;
        let mut index = 0usize;
        while let Some(row) = rows.next()? {
            out.write_all(if index == 0 { b"\n[" } else { b",\n[" })
                .map_err(io)?;
            for (c, column) in table.columns.iter().enumerate() {
                if c > 0 {
                    out.write_all(b",").map_err(io)?;
                }
                let at = || {
                    format!(
                        "{}, row {} (key order), column {}",
                        table.name, index, column.name
                    )
                };
                write_value(&mut out, column, row.get_ref(c)?)
                    .map_err(|problem| problem.at(at()))?;
            }
            out.write_all(b"]").map_err(io)?;
            index += 1;
            rows_written += 1;
            if rows_written.is_multiple_of(CHECK_EVERY) {
                progress.advance(CHECK_EVERY);
                progress.check()?;
            }
        }
        out.write_all(if index == 0 { b"]}" } else { b"\n]}" })
            .map_err(io)?;
    }
    out.write_all(b"\n}}\n").map_err(io)?;
    out.flush().map_err(io)?;
    progress.advance(rows_written % CHECK_EVERY);
    progress.check()?;
    snapshot.finish()?;
    Ok(ExportSummary {
        schema_version: version,
        tables: layout.tables.len(),
        rows: rows_written,
        bytes: out.written,
    })
}

/// A value that cannot be written, before its place is known.
enum Problem {
    Damaged(String),
    Io(std::io::Error),
}

impl Problem {
    fn at(self, at: String) -> PortableError {
        match self {
            Problem::Damaged(message) => PortableError::Damaged { at, message },
            Problem::Io(err) => PortableError::Store(StoreError::Io(err)),
        }
    }
}

fn write_value(
    out: &mut impl Write,
    column: &ColumnSpec,
    value: ValueRef<'_>,
) -> Result<(), Problem> {
    match (column.kind, value) {
        (_, ValueRef::Null) if column.nullable => out.write_all(b"null").map_err(Problem::Io),
        (ColumnKind::Integer | ColumnKind::Numeric, ValueRef::Integer(n)) => json(out, &n),
        (ColumnKind::Real | ColumnKind::Numeric, ValueRef::Real(x)) if x.is_finite() => {
            json(out, &x)
        }
        (ColumnKind::Real, ValueRef::Integer(n)) => json(out, &(n as f64)),
        (ColumnKind::Text | ColumnKind::Numeric, ValueRef::Text(bytes)) => {
            let text = std::str::from_utf8(bytes)
                .map_err(|_| Problem::Damaged("text that is not UTF-8".to_owned()))?;
            json(out, &text)
        }
        (ColumnKind::Blob, ValueRef::Blob(bytes)) => json(out, &base64::encode(bytes).as_str()),
        (kind, other) => Err(Problem::Damaged(format!(
            "{} where the column holds {}",
            match other {
                ValueRef::Null => "a null",
                ValueRef::Integer(_) => "an integer",
                ValueRef::Real(_) => "a number",
                ValueRef::Text(_) => "text",
                ValueRef::Blob(_) => "bytes",
            },
            kind.describe()
        ))),
    }
}

fn json<W: Write>(out: &mut W, value: &impl serde::Serialize) -> Result<(), Problem> {
    serde_json::to_writer(out, value).map_err(|e| Problem::Io(std::io::Error::other(e)))
}

fn json_io(err: serde_json::Error) -> PortableError {
    PortableError::Store(StoreError::Io(std::io::Error::other(err)))
}

/// Counts the bytes written through it.
struct Counting<W: Write> {
    inner: W,
    written: u64,
}

impl<W: Write> Write for Counting<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}
