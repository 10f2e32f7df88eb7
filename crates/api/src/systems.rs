//! The supported tabletop systems.

use tablekeep_rules::{SystemId, SystemInfo};

use crate::{AppError, Desk};

/// The five systems with a one-line summary each.
pub fn list_systems(_desk: &mut Desk) -> Result<Vec<SystemInfo>, AppError> {
    Ok(SystemId::ALL.into_iter().map(SystemId::info).collect())
}
