//! The Tablekeep campaign file.
//!
//! One SQLite file holds one campaign. This crate knows SQL and nothing of Tauri or of the command
//! surface: it opens, migrates and backs up campaign files and maps rows to plain Rust records.
//! Every public write runs in exactly one transaction, so a failed write leaves the file unchanged.
#![warn(missing_docs)]

mod backup;
mod campaign_store;
mod characters;
mod content;
mod encounters;
mod error;
mod file;
mod migrate;
mod parties;
pub mod portable;
mod progression;
mod restore;
mod search;
mod sessions;
mod settings;
mod shared;
mod simulations;
mod time;

pub use backup::{backup_dir_of, list_backups, BackupInfo, BackupReason};
pub use campaign_store::{journals_of, CampaignStore, JOURNAL_SUFFIXES};
pub use characters::{
    Character, CharacterFields, CharacterFilter, CharacterKind, CharacterSummary,
};
pub use content::{ContentFilter, ContentRow, NewContent, StoredPack};
pub use encounters::{EncounterRow, EncounterStatus, EncounterWriteBack};
pub use error::StoreError;
pub use file::CampaignMeta;
pub use migrate::{Migration, MIGRATIONS, SCHEMA_VERSION};
pub use parties::{Party, PartyMember};
pub use progression::{GameSession, NewProgression, ProgressionRow};
pub use restore::{
    check_campaign_file, damaged_campaign, newest_good_backup, read_campaign_file, stage_restore,
    BackupCharacter, BackupContents, BackupEncounter, CampaignCounts, StagedRestore, PREVIEW_LIMIT,
};
pub use search::{match_expression, SearchHit, SearchKind};
pub use sessions::{GameSessionRecord, LootRow, SessionEdit};
pub use settings::DeckRow;
pub use shared::{SharedCharacter, SharedEntry};
pub use simulations::{SavedSimulationKind, SavedSimulationRow};

/// Result type of every store operation.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;
