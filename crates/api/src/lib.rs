//! The Tablekeep command surface.
//!
//! Architecture invariant: every operation a GM can perform is a command in this crate. The
//! desktop app (`src-tauri`) and the CLI (`crates/cli`) are thin shells over it, so they cannot
//! disagree. Commands take a DTO, validate it, call `rules` and `store`, and map errors to the one
//! serializable [`AppError`]. Each command's store work runs in a single transaction.

pub mod arguments;
pub mod backups;
pub mod campaign;
mod campaign_rules;
pub mod characters;
mod desk;
pub mod encounters;
mod error;
mod files;
pub mod jobs;
pub mod parties;
pub mod portable;
mod recent;
pub mod registry;
pub mod search;
pub mod sessions;
pub mod settings;
pub mod sharing;
pub mod simulation;
pub mod systems;
mod validate;

pub use arguments::{parse_arguments, Arguments};
pub use desk::{Desk, DeskDirs};
pub use error::{AppError, ErrorKind};
pub use registry::{CommandSpec, COMMANDS};
/// The rules crate, for paths in the command list (`for_each_command`).
pub use tablekeep_rules as rules;
