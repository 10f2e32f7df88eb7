//! The one error type that crosses the IPC boundary and the CLI.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::citation::Citation;
use tablekeep_rules::RuleViolation;
use tablekeep_store::StoreError;

/// What went wrong, as a machine-readable kind plus a sentence for the GM.
///
/// The UI switches on `kind`, never on `message`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema, thiserror::Error)]
#[serde(rename_all = "camelCase")]
#[error("{message}")]
pub struct AppError {
    /// The category the UI and scripts branch on.
    pub kind: ErrorKind,
    /// A complete sentence saying what happened and what to do.
    pub message: String,
    /// The input field at fault, when one is (`name`, `tags`, …).
    pub field: Option<String>,
    /// The rulebook rule the request breaks, for rule violations.
    pub rule: Option<Citation>,
}

/// Categories of [`AppError`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum ErrorKind {
    /// The arguments are malformed or break a validation rule.
    InvalidInput,
    /// The request breaks a rule of the game system; `rule` cites it.
    RuleViolation,
    /// The command name is not one Tablekeep knows.
    UnknownCommand,
    /// A character, party or other record does not exist.
    NotFound,
    /// The request contradicts the current state (nothing to undo, already a member, …).
    Conflict,
    /// No campaign is open, so campaign commands cannot run.
    NoCampaignOpen,
    /// The file is not a Tablekeep campaign.
    NotACampaign,
    /// The campaign was saved by a newer Tablekeep.
    CampaignTooNew,
    /// A new campaign was asked for where a file already exists.
    CampaignExists,
    /// The campaign file to open does not exist.
    CampaignMissing,
    /// The campaign file (or a backup) is damaged; the message names the newest good backup.
    CampaignDamaged,
    /// The location cannot be written.
    ReadOnly,
    /// The campaign database failed in an unexpected way.
    Storage,
    /// Long work (a job) was cancelled; it left nothing behind.
    Cancelled,
}

impl AppError {
    /// An error of `kind` with a message.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> AppError {
        AppError {
            kind,
            message: message.into(),
            field: None,
            rule: None,
        }
    }

    /// An invalid-input error blaming `field`.
    pub fn invalid(field: &str, message: impl Into<String>) -> AppError {
        AppError {
            kind: ErrorKind::InvalidInput,
            message: message.into(),
            field: Some(field.to_owned()),
            rule: None,
        }
    }

    /// A refused request that breaks a game rule; `rule` cites it.
    pub fn rule(violation: RuleViolation) -> AppError {
        AppError {
            kind: ErrorKind::RuleViolation,
            message: violation.message,
            field: None,
            rule: Some(violation.rule),
        }
    }

    /// The same error under another kind (a stored history that no longer replays is damage, not
    /// a rule the GM broke now).
    pub fn with_kind(mut self, kind: ErrorKind) -> AppError {
        self.kind = kind;
        self
    }
}

impl From<StoreError> for AppError {
    fn from(err: StoreError) -> AppError {
        let kind = match &err {
            StoreError::NotACampaign { .. } => ErrorKind::NotACampaign,
            StoreError::TooNew { .. } => ErrorKind::CampaignTooNew,
            StoreError::AlreadyExists(_) => ErrorKind::CampaignExists,
            StoreError::Missing(_) => ErrorKind::CampaignMissing,
            StoreError::ReadOnly { .. } => ErrorKind::ReadOnly,
            StoreError::NotFound { .. } => ErrorKind::NotFound,
            StoreError::Conflict(_) => ErrorKind::Conflict,
            // SQLite finding damage in the middle of a command is damage too, not a glitch.
            StoreError::Damaged { .. } => ErrorKind::CampaignDamaged,
            damage if damage.is_damage() => ErrorKind::CampaignDamaged,
            StoreError::Corrupt(_) | StoreError::Sqlite(_) | StoreError::Io(_) => {
                ErrorKind::Storage
            }
        };
        let message = match (&err, kind) {
            (StoreError::Sqlite(_), ErrorKind::CampaignDamaged) => format!(
                "{err} The campaign file is damaged; restore one of its backups from the campaign page."
            ),
            _ => err.to_string(),
        };
        AppError::new(kind, message)
    }
}

impl From<RuleViolation> for AppError {
    fn from(violation: RuleViolation) -> AppError {
        AppError::rule(violation)
    }
}
