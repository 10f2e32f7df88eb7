//! A campaign's backups: list them with what changed since, preview one, restore one.
//!
//! The commands work on the open campaign, or on the campaign that failed to open at start, or
//! on a campaign file named by path, so a damaged file can be restored without being open (it
//! cannot be). A restore first backs up the campaign as it stands (so the restore can be undone
//! by restoring that backup), keeps a damaged file aside instead of replacing it, and opens the
//! restored campaign as `open_campaign` does.

use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_store::{
    list_backups as backups_of, read_campaign_file, stage_restore, BackupInfo, BackupReason,
    CampaignCounts, CampaignStore, StoreError,
};

use crate::campaign::{campaign_info, campaign_path, CampaignInfo};
use crate::{AppError, Desk, ErrorKind};

/// Arguments of `list_backups`.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BackupsOf {
    /// The campaign file whose backups to list. Without it: the open campaign, or the one that
    /// failed to open when the app started.
    #[serde(default)]
    #[specta(optional)]
    pub campaign: Option<String>,
}

/// Arguments of `preview_backup` and `restore_backup`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BackupRef {
    /// The backup's file name as `list_backups` gives it (a path is accepted only inside the
    /// campaign's backups folder).
    pub backup: String,
    /// The campaign file the backup belongs to; as for `list_backups` when absent.
    #[serde(default)]
    #[specta(optional)]
    pub campaign: Option<String>,
}

/// What a campaign file holds, counted.
#[derive(Clone, Copy, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignCountsView {
    /// Player characters and NPCs.
    pub characters: i64,
    /// Encounters: prepared, running and ended.
    pub encounters: i64,
    /// Parties.
    pub parties: i64,
    /// Game sessions.
    pub game_sessions: i64,
}

impl From<CampaignCounts> for CampaignCountsView {
    fn from(counts: CampaignCounts) -> CampaignCountsView {
        CampaignCountsView {
            characters: counts.characters,
            encounters: counts.encounters,
            parties: counts.parties,
            game_sessions: counts.game_sessions,
        }
    }
}

/// One backup in the list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupSummary {
    /// Its file name in the backups folder: what `preview_backup` and `restore_backup` take.
    pub name: String,
    /// Where it is.
    pub path: String,
    /// When it was taken (RFC 3339, UTC), read from its name.
    pub taken_at: Option<String>,
    /// Its size in bytes.
    pub size: i64,
    /// Whether it holds the campaign as it was just before a restore (restoring it undoes that).
    pub before_restore: bool,
    /// What it holds; compare with the list's `current` for what changed since.
    pub counts: Option<CampaignCountsView>,
    /// Why it cannot be read, when it cannot (it cannot be restored either).
    pub problem: Option<String>,
}

/// A campaign's backups, newest first, with what the campaign holds now.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupList {
    /// The campaign file.
    pub campaign: String,
    /// What the campaign holds now; absent when the file cannot be read (missing or damaged).
    pub current: Option<CampaignCountsView>,
    /// Whether the campaign file is damaged, so restoring a backup is the way back.
    pub damaged: bool,
    /// The backups, newest first.
    pub backups: Vec<BackupSummary>,
}

/// A character as a backup preview names it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupCharacterView {
    /// Its name.
    pub name: String,
    /// Its system's id, as stored.
    pub system: String,
    /// `pc` or `npc`.
    pub kind: String,
}

/// An encounter as a backup preview names it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupEncounterView {
    /// Its name.
    pub name: String,
    /// Its system's id.
    pub system: String,
    /// `prepared`, `running` or `ended`.
    pub status: String,
}

/// What one backup holds, enough to recognise the campaign as it was.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BackupPreview {
    /// The backup's file name.
    pub name: String,
    /// When it was taken (RFC 3339, UTC).
    pub taken_at: Option<String>,
    /// Its size in bytes.
    pub size: i64,
    /// Whether it holds the campaign as it was just before a restore.
    pub before_restore: bool,
    /// The campaign's name in it.
    pub campaign_name: String,
    /// Its file format version (an older one is upgraded when restored).
    pub schema_version: i64,
    /// What it holds.
    pub counts: CampaignCountsView,
    /// Its characters by name (the first 200; `counts` has them all).
    pub characters: Vec<BackupCharacterView>,
    /// Its encounters, most recently changed first (the first 200).
    pub encounters: Vec<BackupEncounterView>,
}

/// What a restore did.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RestoredBackup {
    /// The campaign as restored, now open.
    pub campaign: CampaignInfo,
    /// The backup that was restored.
    pub restored: String,
    /// The backup of the campaign as it was before (restore it to undo this restore); absent
    /// when there was no readable campaign to back up.
    pub saved_first: Option<String>,
    /// Where the damaged file that was replaced now is, when it was damaged.
    pub kept_aside: Option<String>,
}

/// Which campaign a backup command is about, and how it stands in this desk.
struct Target {
    path: PathBuf,
    open: bool,
    /// Why it failed to open at start, when it did.
    failed: Option<AppError>,
}

fn target(desk: &Desk, campaign: Option<&str>) -> Result<Target, AppError> {
    let open_path = desk.store().ok().map(|store| store.path().to_path_buf());
    let Some(raw) = campaign else {
        return match desk.campaign_in_question() {
            Some((path, failed)) => Ok(Target {
                path: path.to_path_buf(),
                open: failed.is_none() && open_path.is_some(),
                failed: failed.cloned(),
            }),
            None => Err(desk.store().err().unwrap_or_else(|| {
                AppError::new(ErrorKind::NoCampaignOpen, "No campaign is open.")
            })),
        };
    };
    let path = campaign_path(raw).map_err(|mut err| {
        if err.field.is_some() {
            err.field = Some("campaign".to_owned());
        }
        err
    })?;
    let open = open_path
        .as_ref()
        .is_some_and(|open| same_file(open, &path));
    Ok(Target {
        path: if open {
            open_path.unwrap_or(path)
        } else {
            path
        },
        open,
        failed: None,
    })
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// The backup `raw` names among `campaign`'s: a file name from the list, or a path to one.
/// Anything else (another folder, `..`, a file that is not one of the backups) is refused.
fn backup_named(campaign: &Path, raw: &str) -> Result<BackupInfo, AppError> {
    let raw = raw.trim();
    if raw.is_empty() || raw.contains('\0') || raw.len() > 4096 {
        return Err(AppError::invalid(
            "backup",
            "Name one of the campaign's backups, as the list of backups gives it.",
        ));
    }
    let folder = tablekeep_store::backup_dir_of(campaign);
    let given = Path::new(raw);
    let name = if given.components().count() > 1 || given.is_absolute() {
        let inside = given
            .parent()
            .and_then(|parent| parent.canonicalize().ok())
            .zip(folder.canonicalize().ok())
            .is_some_and(|(parent, folder)| parent == folder);
        if !inside {
            return Err(AppError::invalid(
                "backup",
                format!(
                    "Only a backup in this campaign's backups folder ({}) can be restored.",
                    folder.display()
                ),
            ));
        }
        given
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    } else {
        raw.to_owned()
    };
    backups_of(campaign)?
        .into_iter()
        .find(|backup| backup.name == name)
        .ok_or_else(|| {
            AppError::new(
                ErrorKind::NotFound,
                format!(
                    "There is no backup named {name} in {}; list the backups to see their names.",
                    folder.display()
                ),
            )
        })
}

fn size_of(path: &Path) -> i64 {
    std::fs::metadata(path).map_or(0, |m| m.len() as i64)
}

fn taken_at(backup: &BackupInfo) -> Option<String> {
    backup
        .taken_at()
        .map(|at| at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
}

/// Lists a campaign's backups, newest first, with what each holds and what the campaign holds
/// now.
pub fn list_backups(desk: &mut Desk, input: BackupsOf) -> Result<BackupList, AppError> {
    let target = target(desk, input.campaign.as_deref())?;
    let mut damaged = target
        .failed
        .as_ref()
        .is_some_and(|err| err.kind == ErrorKind::CampaignDamaged);
    let current = if target.open {
        Some(desk.store()?.campaign_counts()?)
    } else {
        match read_campaign_file(&target.path, false) {
            Ok(contents) => Some(contents.counts),
            Err(err) => {
                damaged |= err.is_damage();
                None
            }
        }
    };
    let backups = backups_of(&target.path)?
        .into_iter()
        .rev()
        .map(|backup| {
            let read = read_campaign_file(&backup.path, false);
            BackupSummary {
                path: backup.path.display().to_string(),
                taken_at: taken_at(&backup),
                size: size_of(&backup.path),
                before_restore: backup.before_restore(),
                counts: read.as_ref().ok().map(|c| c.counts.into()),
                problem: read.err().map(|err| err.to_string()),
                name: backup.name,
            }
        })
        .collect();
    Ok(BackupList {
        campaign: target.path.display().to_string(),
        current: current.map(Into::into),
        damaged,
        backups,
    })
}

/// What one backup holds: its campaign name, counts, characters and encounters.
pub fn preview_backup(desk: &mut Desk, input: BackupRef) -> Result<BackupPreview, AppError> {
    let target = target(desk, input.campaign.as_deref())?;
    let backup = backup_named(&target.path, &input.backup)?;
    let contents = read_campaign_file(&backup.path, true)?;
    Ok(BackupPreview {
        taken_at: taken_at(&backup),
        size: size_of(&backup.path),
        before_restore: backup.before_restore(),
        campaign_name: contents.campaign_name,
        schema_version: contents.schema_version,
        counts: contents.counts.into(),
        characters: contents
            .characters
            .into_iter()
            .map(|c| BackupCharacterView {
                name: c.name,
                system: c.system,
                kind: c.kind,
            })
            .collect(),
        encounters: contents
            .encounters
            .into_iter()
            .map(|e| BackupEncounterView {
                name: e.name,
                system: e.system,
                status: e.status,
            })
            .collect(),
        name: backup.name,
    })
}

/// Puts a backup in place of the campaign file and opens it. The campaign as it stood is backed
/// up first; a damaged campaign file is kept aside (`<file>.damaged-<time>`), never deleted. A
/// backup that fails its check is refused and nothing changes.
pub fn restore_backup(desk: &mut Desk, input: BackupRef) -> Result<RestoredBackup, AppError> {
    let target = target(desk, input.campaign.as_deref())?;
    let backup = backup_named(&target.path, &input.backup)?;
    let now = desk.now();
    // Copied and checked before anything else is touched; a bad backup stops here.
    let staged = stage_restore(&target.path, &backup.path)?;

    let mut saved_first = None;
    let mut kept_aside = None;
    if target.open {
        let store = desk.store()?;
        store.lock_for_restore()?;
        let saved = store.take_backup(now, BackupReason::BeforeRestore);
        // From here the open connection holds the file in a mode only a restore wants: it is
        // closed, and reopened as the campaign it is when anything fails.
        drop(desk.take_for_restore());
        match saved {
            Ok(saved) => saved_first = Some(saved),
            Err(err) => {
                desk.open_restored(&target.path)?;
                return Err(err.into());
            }
        }
        if let Err(err) = staged.put_in_place(None) {
            desk.open_restored(&target.path)?;
            return Err(err.into());
        }
    } else {
        match CampaignStore::open(&target.path, now) {
            Ok(store) => {
                store.lock_for_restore()?;
                saved_first = Some(store.take_backup(now, BackupReason::BeforeRestore)?);
            }
            Err(err) if err.is_damage() => kept_aside = Some(aside_name(&target.path, now)),
            Err(StoreError::Missing(_)) => {}
            Err(err) => return Err(err.into()),
        }
        staged.put_in_place(kept_aside.as_deref())?;
    }
    desk.open_restored(&target.path)?;
    Ok(RestoredBackup {
        campaign: campaign_info(desk)?,
        restored: backup.name,
        saved_first: saved_first
            .and_then(|path| path.file_name().map(|n| n.to_string_lossy().into_owned())),
        kept_aside: kept_aside.map(|path| path.display().to_string()),
    })
}

/// Where a damaged campaign file goes when a backup replaces it: beside it, named after it and
/// the time, never over another file.
fn aside_name(campaign: &Path, now: chrono::DateTime<chrono::Utc>) -> PathBuf {
    let name = campaign
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stamp = now.format("%Y%m%dT%H%M%SZ");
    let mut candidate = campaign.with_file_name(format!("{name}.damaged-{stamp}"));
    let mut n = 1;
    while candidate.exists() {
        n += 1;
        candidate = campaign.with_file_name(format!("{name}.damaged-{stamp}-{n}"));
    }
    candidate
}
