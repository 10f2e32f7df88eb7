//! The GM's desk: which campaign is open, where campaigns live, and the clock.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, Utc};
use tablekeep_store::{list_backups, CampaignStore};

use crate::recent::{RecentEntry, RecentList};
use crate::{AppError, ErrorKind};

/// File extension of campaign files.
pub const CAMPAIGN_EXTENSION: &str = "tablekeep";
/// Name of the campaign created on first run.
pub const DEFAULT_CAMPAIGN_NAME: &str = "My First Campaign";
/// The longest a confirmed write waits in the write-ahead log before it is copied into the
/// campaign file (while the app runs; see [`Desk::tick`]).
const CHECKPOINT_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// A write takes a rolling backup when the newest one is older than this.
const BACKUP_INTERVAL_MINUTES: i64 = 15;

/// Where Tablekeep keeps its files.
#[derive(Clone, Debug)]
pub struct DeskDirs {
    /// Campaign files created without an explicit path go in `<data_dir>/campaigns`.
    pub data_dir: PathBuf,
    /// The recent-campaigns list lives here.
    pub config_dir: PathBuf,
}

impl DeskDirs {
    /// The operating system's data and config folders for Tablekeep, unless the environment
    /// overrides them with `TABLEKEEP_DATA_DIR` / `TABLEKEEP_CONFIG_DIR` (tests, portable installs).
    pub fn from_env() -> Result<DeskDirs, AppError> {
        let project = directories::ProjectDirs::from("app", "Tablekeep", "Tablekeep");
        let pick = |var: &str, fallback: Option<&Path>| {
            std::env::var_os(var)
                .map(PathBuf::from)
                .or_else(|| fallback.map(Path::to_path_buf))
        };
        let data_dir = pick("TABLEKEEP_DATA_DIR", project.as_ref().map(|p| p.data_dir()));
        let config_dir = pick(
            "TABLEKEEP_CONFIG_DIR",
            project.as_ref().map(|p| p.config_dir()),
        );
        match (data_dir, config_dir) {
            (Some(data_dir), Some(config_dir)) => Ok(DeskDirs {
                data_dir,
                config_dir,
            }),
            _ => Err(AppError::new(
                ErrorKind::ReadOnly,
                "No home folder was found for Tablekeep's files; set TABLEKEEP_DATA_DIR and \
                 TABLEKEEP_CONFIG_DIR, or pass a campaign file explicitly.",
            )),
        }
    }

    /// The folder new campaigns are created in.
    pub fn campaigns_dir(&self) -> PathBuf {
        self.data_dir.join("campaigns")
    }

    /// The campaign opened when nothing else is asked for.
    pub fn default_campaign(&self) -> PathBuf {
        self.campaigns_dir()
            .join(format!("default.{CAMPAIGN_EXTENSION}"))
    }

    pub(crate) fn recent_file(&self) -> PathBuf {
        self.config_dir.join("recent-campaigns.json")
    }
}

/// The open campaign (if any) and everything commands need besides their arguments.
pub struct Desk {
    campaign: Option<CampaignStore>,
    dirs: DeskDirs,
    clock: fn() -> DateTime<Utc>,
    /// Why no campaign is open, when opening one failed; shown instead of a bare "none open".
    closed_reason: Option<AppError>,
    /// The campaign that failed to open at start, so its backups can be listed and restored.
    failed_campaign: Option<PathBuf>,
    last_backup_error: Option<String>,
    /// Whether the open campaign changed since its newest backup (for the backup on close).
    edited_since_backup: bool,
    /// When the write-ahead log was last copied into the file; `None` when nothing waits.
    checkpointed_at: Option<std::time::Instant>,
    /// Whether a confirmed write is still only in the write-ahead log.
    checkpoint_due: bool,
    /// How many seeds a desk with fixed seeds has handed out; `None` for fresh random ones.
    fixed_seeds: Option<u64>,
    /// Long work running on its own threads (exports, imports).
    jobs: crate::jobs::Jobs,
}

impl Desk {
    /// A desk with no campaign open, reading time from `clock`.
    pub fn new(dirs: DeskDirs, clock: fn() -> DateTime<Utc>) -> Desk {
        Desk {
            campaign: None,
            dirs,
            clock,
            closed_reason: None,
            failed_campaign: None,
            last_backup_error: None,
            edited_since_backup: false,
            checkpointed_at: None,
            checkpoint_due: false,
            fixed_seeds: None,
            jobs: Default::default(),
        }
    }

    /// This desk, handing out the same sequence of seeds on every run wherever a command rolls
    /// without being given dice or a seed (tests and recordings: with a fixed clock, every answer
    /// is then the same on every run).
    pub fn with_fixed_seeds(mut self) -> Desk {
        self.fixed_seeds = Some(0);
        self
    }

    /// A seed nobody chose: a fresh random one, or the next of the fixed sequence.
    pub fn fresh_seed(&mut self) -> u32 {
        match &mut self.fixed_seeds {
            Some(count) => {
                *count += 1;
                // splitmix64 of the count: well spread, and the same on every run.
                let mut z = count.wrapping_mul(0x9E37_79B9_7F4A_7C15);
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                (z ^ (z >> 31)) as u32
            }
            None => crate::encounters::fresh_seed(),
        }
    }

    /// A desk on the system clock with the campaign at `path` open, created if it is missing.
    pub fn open_or_create(dirs: DeskDirs, path: &Path) -> Result<Desk, AppError> {
        let mut desk = Desk::new(dirs, Utc::now);
        desk.open_or_create_at(path)?;
        Ok(desk)
    }

    /// The desktop app's start: the campaign given explicitly, else the most recent one that
    /// still exists, else the default campaign (created on first run). A failure leaves the desk
    /// closed with the reason kept, so the GM sees why and can pick another campaign.
    pub fn start(dirs: DeskDirs, explicit: Option<PathBuf>) -> Desk {
        Desk::start_with_clock(dirs, explicit, Utc::now)
    }

    /// [`Desk::start`] reading time from `clock` (tests and recordings).
    pub fn start_with_clock(
        dirs: DeskDirs,
        explicit: Option<PathBuf>,
        clock: fn() -> DateTime<Utc>,
    ) -> Desk {
        let mut desk = Desk::new(dirs, clock);
        let path = explicit.unwrap_or_else(|| {
            RecentList::load(&desk.dirs.recent_file())
                .campaigns
                .into_iter()
                .map(|entry| entry.path)
                .find(|path| path.is_file())
                .unwrap_or_else(|| desk.dirs.default_campaign())
        });
        if let Err(err) = desk.open_or_create_at(&path) {
            desk.closed_reason = Some(err);
            desk.failed_campaign = Some(path);
        }
        desk
    }

    fn open_or_create_at(&mut self, path: &Path) -> Result<(), AppError> {
        let now = self.now();
        let store = if path.exists() {
            CampaignStore::open(path, now)?
        } else {
            let mut store = CampaignStore::create(path, DEFAULT_CAMPAIGN_NAME, now)?;
            if path == self.dirs.default_campaign() {
                // The first-run campaign comes with each system's starter content, so a GM can
                // build characters and run a fight at once.
                crate::systems::seed_default_campaign(&mut store, now)?;
            }
            store
        };
        self.install(store)
    }

    /// Makes `store` the open campaign and remembers it in the recent list.
    pub(crate) fn install(&mut self, store: CampaignStore) -> Result<(), AppError> {
        crate::systems::check_data_versions(&store)?;
        let meta = store.meta()?;
        RecentList::remember(
            &self.dirs.recent_file(),
            RecentEntry {
                path: store.path().to_path_buf(),
                name: meta.name,
                opened_at: self.now_text(),
            },
        );
        self.close();
        self.campaign = Some(store);
        self.closed_reason = None;
        self.failed_campaign = None;
        self.last_backup_error = None;
        Ok(())
    }

    /// The jobs started from this desk.
    pub(crate) fn jobs(&self) -> &crate::jobs::Jobs {
        &self.jobs
    }

    /// Cancels the running jobs and waits up to `patience` for them to clean up after
    /// themselves (the app calls it as it quits, before [`Desk::close`]).
    pub fn cancel_jobs(&self, patience: std::time::Duration) {
        self.jobs.cancel_all(patience);
    }

    /// The folders this desk uses.
    pub fn dirs(&self) -> &DeskDirs {
        &self.dirs
    }

    /// The current time, from the desk's clock.
    pub fn now(&self) -> DateTime<Utc> {
        (self.clock)()
    }

    pub(crate) fn now_text(&self) -> String {
        self.now()
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
    }

    /// The open campaign, or why there is none.
    pub fn store(&self) -> Result<&CampaignStore, AppError> {
        self.campaign.as_ref().ok_or_else(|| self.no_campaign())
    }

    /// The open campaign for a write. Call [`Desk::after_write`] once the write succeeded.
    pub(crate) fn store_mut(&mut self) -> Result<&mut CampaignStore, AppError> {
        match self.campaign.as_mut() {
            Some(store) => Ok(store),
            None => Err(no_campaign(self.closed_reason.as_ref())),
        }
    }

    fn no_campaign(&self) -> AppError {
        no_campaign(self.closed_reason.as_ref())
    }

    /// After a confirmed write: the write-ahead log is copied into the campaign file (so the file
    /// alone is the whole campaign), and a rolling backup is taken when the newest is older than
    /// the interval. Neither can fail the command that triggered it; a failure is kept for the
    /// campaign overview.
    pub(crate) fn after_write(&mut self) {
        let now = self.now();
        if self.campaign.is_none() {
            return;
        }
        self.edited_since_backup = true;
        self.checkpoint_due = true;
        let checkpoint = self.checkpoint_if_due(false).err();
        let Some(store) = self.campaign.as_ref() else {
            return;
        };
        let newest = list_backups(store.path())
            .ok()
            .and_then(|backups| backups.last().cloned());
        let due =
            match newest.and_then(|b| std::fs::metadata(&b.path).and_then(|m| m.modified()).ok()) {
                Some(modified) => {
                    let modified: DateTime<Utc> = modified.into();
                    now - modified >= Duration::minutes(BACKUP_INTERVAL_MINUTES)
                }
                None => true,
            };
        let backup = if due { self.back_up() } else { None };
        self.last_backup_error = backup.or(checkpoint
            .map(|e| format!("The campaign file could not take in its latest changes yet: {e}")));
    }

    /// Copies the write-ahead log into the campaign file when a write waits for it and the
    /// last copy is older than [`CHECKPOINT_EVERY`] (or `now` is set). Each copy flushes the
    /// file, so a burst of commands (automatic play) is copied once, not once per command; the
    /// app calls [`Desk::tick`] so the last write of a burst follows within that interval.
    fn checkpoint_if_due(&mut self, now: bool) -> Result<(), tablekeep_store::StoreError> {
        let recent = self
            .checkpointed_at
            .is_some_and(|at| at.elapsed() < CHECKPOINT_EVERY);
        let Some(store) = self.campaign.as_ref() else {
            return Ok(());
        };
        if !self.checkpoint_due || (recent && !now) {
            return Ok(());
        }
        store.checkpoint(false)?;
        self.checkpoint_due = false;
        self.checkpointed_at = Some(std::time::Instant::now());
        Ok(())
    }

    /// Housekeeping between commands (the app calls it every second or so): copies waiting
    /// writes into the campaign file, so the file alone is whole within seconds of the last edit.
    pub fn tick(&mut self) {
        if let Err(err) = self.checkpoint_if_due(false) {
            self.last_backup_error = Some(format!(
                "The campaign file could not take in its latest changes yet: {err}"
            ));
        }
    }

    /// Takes a rolling backup now; the error, if it failed.
    fn back_up(&mut self) -> Option<String> {
        let now = self.now();
        let store = self.campaign.as_ref()?;
        match store.rolling_backup(now) {
            Ok(_) => {
                self.edited_since_backup = false;
                None
            }
            Err(err) => Some(format!("The last automatic backup failed: {err}")),
        }
    }

    /// Closes the open campaign, if any: a last backup when it changed since its newest one,
    /// and the write-ahead log emptied into the file. For quitting the app and switching
    /// campaigns; a desk dropped without it (one CLI command) leaves the file whole as well,
    /// since every write is checkpointed.
    pub fn close(&mut self) {
        if self.edited_since_backup {
            self.last_backup_error = self.back_up();
        }
        if let Some(store) = self.campaign.take() {
            // Busy only when another program (the CLI) has the file open: that program's last
            // connection checkpoints the file when it closes.
            let _ = store.checkpoint(true);
        }
        self.edited_since_backup = false;
        self.checkpoint_due = false;
    }

    /// The campaign commands about backups work on when they name none: the open one, else the
    /// one that failed to open at start (with why).
    pub(crate) fn campaign_in_question(&self) -> Option<(&Path, Option<&AppError>)> {
        match (&self.campaign, &self.failed_campaign) {
            (Some(store), _) => Some((store.path(), None)),
            (None, Some(path)) => Some((path.as_path(), self.closed_reason.as_ref())),
            (None, None) => None,
        }
    }

    /// Takes the open campaign out of the desk for a restore that replaces its file: no last
    /// backup (the restore took one) and no checkpoint (the restore locked the file).
    pub(crate) fn take_for_restore(&mut self) -> Option<CampaignStore> {
        self.edited_since_backup = false;
        self.checkpoint_due = false;
        self.campaign.take()
    }

    /// Opens `path` after a restore put a backup in place: as `open_campaign` does.
    pub(crate) fn open_restored(&mut self, path: &Path) -> Result<(), AppError> {
        let store = CampaignStore::open(path, self.now())?;
        self.install(store)
    }

    pub(crate) fn last_backup_error(&self) -> Option<&str> {
        self.last_backup_error.as_deref()
    }

    pub(crate) fn recent(&self) -> RecentList {
        RecentList::load(&self.dirs.recent_file())
    }

    pub(crate) fn remember_current(&self) {
        if let Some(store) = &self.campaign {
            if let Ok(meta) = store.meta() {
                RecentList::remember(
                    &self.dirs.recent_file(),
                    RecentEntry {
                        path: store.path().to_path_buf(),
                        name: meta.name,
                        opened_at: self.now_text(),
                    },
                );
            }
        }
    }
}

fn no_campaign(reason: Option<&AppError>) -> AppError {
    match reason {
        Some(reason) => AppError::new(
            ErrorKind::NoCampaignOpen,
            format!(
                "No campaign is open: {} Open or create a campaign to continue.",
                reason.message
            ),
        ),
        None => AppError::new(
            ErrorKind::NoCampaignOpen,
            "No campaign is open. Open or create a campaign to continue.",
        ),
    }
}
