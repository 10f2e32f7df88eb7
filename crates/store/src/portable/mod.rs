//! The portable campaign document: the whole campaign file as one versioned JSON document, and
//! back into a new campaign file.
//!
//! The document's shape is derived from the database, never listed by hand: [`layout_at`] builds
//! each schema version's tables and columns by running the embedded migrations on an empty
//! in-memory database, so a table added by a later migration is exported, imported and described
//! by the JSON Schema ([`json_schema`]) without anyone remembering to.
//!
//! ```text
//! {"format":"tablekeep-campaign","formatVersion":1,"schemaVersion":6,"exportedAt":"…",
//!  "tables":{"campaign":{"columns":["id","name",…],"rows":[[1,"Eberron",…]]},…}}
//! ```
//!
//! Columns and rows are arrays (a 10,000-character export stays compact); text is the stored
//! text byte for byte (JSON kept as JSON *text*), blobs are base64; tables come parents first.

mod base64;
mod export;
mod import;
mod layout;
mod parse;
mod schema;

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};

pub use export::{export_document, ExportSummary};
pub use import::{import_document, ImportSummary};
pub use layout::{layout_at, ColumnKind, ColumnSpec, Layout, TableSpec};
pub use schema::json_schema;

use crate::StoreError;

/// The `format` every campaign document names.
pub const FORMAT: &str = "tablekeep-campaign";
/// The version of the document's envelope (the keys around `tables`); the tables themselves
/// follow `schemaVersion`.
pub const FORMAT_VERSION: i64 = 1;

/// Why an export or import did not finish.
#[derive(Debug, thiserror::Error)]
pub enum PortableError {
    /// The document breaks its schema or the campaign's rules; `at` names the place
    /// (`tables.characters.rows[12][3]`).
    #[error("{message}")]
    Invalid {
        /// Where in the document: a dotted path with `[n]` indices, or `document`.
        at: String,
        /// A sentence saying what is wrong there.
        message: String,
    },
    /// The document comes from a newer Tablekeep (format or schema version).
    #[error("{0}")]
    TooNew(String),
    /// The work was cancelled; nothing was left behind.
    #[error("The work was cancelled; nothing was written.")]
    Cancelled,
    /// The campaign holds a value its column cannot hold (a hand-edited or damaged file).
    #[error("The campaign file holds a damaged value at {at}: {message}.")]
    Damaged {
        /// Table, row and column.
        at: String,
        /// What is wrong with it.
        message: String,
    },
    /// The campaign file or the new file failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<rusqlite::Error> for PortableError {
    fn from(err: rusqlite::Error) -> PortableError {
        PortableError::Store(StoreError::Sqlite(err))
    }
}

impl PortableError {
    /// A refusal at `at`. Both may quote the document (a key, a value in the JSON reader's
    /// words), so both are cut to a readable length: a 5,000-character value is not repeated
    /// back to the GM.
    pub(crate) fn invalid(at: impl Into<String>, message: impl Into<String>) -> PortableError {
        PortableError::Invalid {
            at: shortened(at.into(), 200),
            message: shortened(message.into(), 400),
        }
    }
}

/// `text` cut to `max` characters, with an ellipsis where it was cut.
fn shortened(text: String, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

/// What a long export or import is doing now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Phase {
    /// Not started yet.
    Starting = 0,
    /// Reading the document file (bytes) or counting the campaign's rows.
    Reading = 1,
    /// Checking the document against its schema (rows).
    Validating = 2,
    /// Writing the document (rows).
    Writing = 3,
    /// Inserting the rows into the new campaign file (rows).
    Inserting = 4,
    /// Upgrading an older document's tables to this version's schema.
    Migrating = 5,
    /// Checking the new file (foreign keys, integrity).
    Checking = 6,
    /// Flushing and moving the finished file into place.
    Finishing = 7,
    /// Playing simulated fights (not an export or import step: the job list shares this
    /// progress type).
    Simulating = 8,
}

impl Phase {
    fn from_u8(value: u8) -> Phase {
        match value {
            1 => Phase::Reading,
            2 => Phase::Validating,
            3 => Phase::Writing,
            4 => Phase::Inserting,
            5 => Phase::Migrating,
            6 => Phase::Checking,
            7 => Phase::Finishing,
            8 => Phase::Simulating,
            _ => Phase::Starting,
        }
    }
}

/// Progress of one export or import, shared with whoever watches it, and its cancel switch.
/// Cheap to update from the working thread (atomics only).
#[derive(Debug, Default)]
pub struct Progress {
    phase: AtomicU8,
    done: AtomicU64,
    total: AtomicU64,
    cancelled: AtomicBool,
}

impl Progress {
    /// A fresh progress, not cancelled.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// Enters `phase`, counting from zero towards `total`.
    pub fn enter(&self, phase: Phase, total: u64) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
        self.phase.store(phase as u8, Ordering::Relaxed);
    }

    /// Counts `n` more units done.
    pub fn advance(&self, n: u64) {
        self.done.fetch_add(n, Ordering::Relaxed);
    }

    /// Asks the work to stop at its next check.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    /// Whether the work was asked to stop.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// `Err(Cancelled)` once the work was asked to stop.
    pub(crate) fn check(&self) -> Result<(), PortableError> {
        if self.is_cancelled() {
            Err(PortableError::Cancelled)
        } else {
            Ok(())
        }
    }

    /// The phase, units done and units in the phase.
    pub fn snapshot(&self) -> (Phase, u64, u64) {
        (
            Phase::from_u8(self.phase.load(Ordering::Relaxed)),
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        )
    }
}

/// How often (in rows) long loops update progress and look for a cancel.
pub(crate) const CHECK_EVERY: u64 = 512;
