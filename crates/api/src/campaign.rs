//! Campaign files: create, open, rename, describe, and the recent list.

use std::path::PathBuf;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_store::{list_backups, CampaignStore};

use crate::desk::CAMPAIGN_EXTENSION;
use crate::{validate, AppError, Desk, ErrorKind};

/// Arguments of `create_campaign`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewCampaign {
    /// The campaign's name.
    pub name: String,
    /// Where to create the file. Without it, the file goes in Tablekeep's campaigns folder,
    /// named after the campaign.
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
}

/// Arguments of `open_campaign`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OpenCampaign {
    /// The campaign file to open.
    pub path: String,
}

/// Arguments of `rename_campaign`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CampaignRename {
    /// The new name.
    pub name: String,
}

/// The open campaign at a glance.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignInfo {
    /// The campaign's name.
    pub name: String,
    /// The campaign file.
    pub path: String,
    /// When the campaign was created (RFC 3339, UTC).
    pub created_at: String,
    /// The campaign file's schema version.
    pub schema_version: i64,
    /// How many player characters it holds.
    pub player_characters: i64,
    /// How many NPCs it holds.
    pub npcs: i64,
    /// How many parties it holds.
    pub parties: i64,
    /// How many automatic backups exist beside the file.
    pub backups: i64,
    /// Why the last automatic backup failed, if it did.
    pub backup_error: Option<String>,
}

/// A campaign in the recent list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecentCampaign {
    /// The campaign file.
    pub path: String,
    /// The campaign's name when it was last open.
    pub name: String,
    /// When it was last opened (RFC 3339, UTC).
    pub opened_at: String,
    /// Whether the file is still there.
    pub exists: bool,
    /// Whether it is the campaign open now.
    pub current: bool,
}

/// Describes the open campaign.
pub fn campaign_info(desk: &mut Desk) -> Result<CampaignInfo, AppError> {
    let store = desk.store()?;
    let meta = store.meta()?;
    let (player_characters, npcs, parties) = store.counts()?;
    let backups = list_backups(store.path())?.len() as i64;
    Ok(CampaignInfo {
        name: meta.name,
        path: store.path().display().to_string(),
        created_at: meta.created_at,
        schema_version: meta.schema_version,
        player_characters,
        npcs,
        parties,
        backups,
        backup_error: desk.last_backup_error().map(str::to_owned),
    })
}

/// Creates a new campaign file and makes it the open campaign.
pub fn create_campaign(desk: &mut Desk, input: NewCampaign) -> Result<CampaignInfo, AppError> {
    let name = validate::name("name", &input.name)?;
    let path = match input.path {
        Some(path) => campaign_path(&path)?,
        None => desk
            .dirs()
            .campaigns_dir()
            .join(format!("{}.{CAMPAIGN_EXTENSION}", file_stem_for(&name))),
    };
    let store = CampaignStore::create(&path, &name, desk.now())?;
    desk.install(store)?;
    campaign_info(desk)
}

/// Opens an existing campaign file and makes it the open campaign. On failure the campaign
/// that was open stays open.
pub fn open_campaign(desk: &mut Desk, input: OpenCampaign) -> Result<CampaignInfo, AppError> {
    let path = campaign_path(&input.path)?;
    let store = CampaignStore::open(&path, desk.now())?;
    desk.install(store)?;
    campaign_info(desk)
}

/// Renames the open campaign.
pub fn rename_campaign(desk: &mut Desk, input: CampaignRename) -> Result<CampaignInfo, AppError> {
    let name = validate::name("name", &input.name)?;
    let now = desk.now();
    desk.store_mut()?.rename(&name, now)?;
    desk.after_write();
    desk.remember_current();
    campaign_info(desk)
}

/// The campaigns opened lately, newest first.
pub fn list_recent_campaigns(desk: &mut Desk) -> Result<Vec<RecentCampaign>, AppError> {
    let current = desk.store().ok().map(|store| store.path().to_path_buf());
    Ok(desk
        .recent()
        .campaigns
        .into_iter()
        .map(|entry| RecentCampaign {
            exists: entry.path.is_file(),
            current: current.as_deref() == Some(entry.path.as_path()),
            path: entry.path.display().to_string(),
            name: entry.name,
            opened_at: entry.opened_at,
        })
        .collect())
}

pub(crate) fn campaign_path(raw: &str) -> Result<PathBuf, AppError> {
    let trimmed = raw.trim();
    if trimmed.is_empty() {
        return Err(AppError::invalid(
            "path",
            "The campaign file path must not be empty.",
        ));
    }
    if trimmed.len() > 4096 {
        return Err(AppError::invalid(
            "path",
            "The campaign file path is too long.",
        ));
    }
    if trimmed.contains('\0') {
        return Err(AppError::invalid(
            "path",
            "A file path cannot hold a NUL character.",
        ));
    }
    let path = PathBuf::from(trimmed);
    if path.is_dir() {
        return Err(AppError::new(
            ErrorKind::InvalidInput,
            format!(
                "{} is a folder; give the path of a campaign file inside it.",
                path.display()
            ),
        ));
    }
    Ok(path)
}

/// A file name derived from the campaign name: letters, digits and dashes only.
fn file_stem_for(name: &str) -> String {
    let mut stem = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_alphanumeric() {
            stem.extend(c.to_lowercase());
        } else if !stem.ends_with('-') && !stem.is_empty() {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() {
        "campaign".to_owned()
    } else {
        stem.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::file_stem_for;

    #[test]
    fn file_stems_are_safe() {
        assert_eq!(file_stem_for("The Sunken Crown"), "the-sunken-crown");
        assert_eq!(file_stem_for("../../etc/passwd"), "etc-passwd");
        assert_eq!(file_stem_for("???"), "campaign");
    }
}
