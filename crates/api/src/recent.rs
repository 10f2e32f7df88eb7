//! The recent-campaigns list, kept as a small JSON file in the user's config folder.
//!
//! It is a convenience: failing to read or write it never fails a command.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

/// How many campaigns the list remembers.
const REMEMBERED: usize = 12;

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub(crate) struct RecentList {
    pub(crate) campaigns: Vec<RecentEntry>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct RecentEntry {
    pub(crate) path: PathBuf,
    pub(crate) name: String,
    pub(crate) opened_at: String,
}

impl RecentList {
    pub(crate) fn load(file: &Path) -> RecentList {
        std::fs::read(file)
            .ok()
            .and_then(|bytes| serde_json::from_slice(&bytes).ok())
            .unwrap_or_default()
    }

    /// Moves `entry` to the top, dropping the oldest beyond the limit, and saves the list.
    ///
    /// Several processes (the app, CLI calls) may remember campaigns at once: the read, change
    /// and write happen under an exclusive lock on a file beside the list, so none of them
    /// writes back a list that misses another's entry.
    pub(crate) fn remember(file: &Path, entry: RecentEntry) {
        let _lock = ListLock::take(file);
        let mut list = RecentList::load(file);
        list.campaigns.retain(|known| known.path != entry.path);
        list.campaigns.insert(0, entry);
        list.campaigns.truncate(REMEMBERED);
        list.save(file);
    }

    fn save(&self, file: &Path) {
        let Ok(json) = serde_json::to_vec_pretty(self) else {
            return;
        };
        if let Some(dir) = file.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        // Written under a name of its own, flushed, then renamed: a crash never leaves half a
        // list, and a writer that could not get the lock never shares a half-written file.
        static SAVES: AtomicU64 = AtomicU64::new(0);
        let partial = file.with_extension(format!(
            "json.{}-{}.partial",
            std::process::id(),
            SAVES.fetch_add(1, Ordering::Relaxed)
        ));
        let written = std::fs::File::create(&partial)
            .and_then(|mut out| out.write_all(&json).and_then(|()| out.sync_all()));
        if written.is_err() || std::fs::rename(&partial, file).is_err() {
            let _ = std::fs::remove_file(&partial);
        }
    }
}

/// An exclusive lock on `<list>.lock`, released when dropped. Taking it waits a few seconds at
/// most: the list is a convenience, and a process that holds it forever must not hang others.
struct ListLock(Option<std::fs::File>);

impl ListLock {
    fn take(list: &Path) -> ListLock {
        if let Some(dir) = list.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let Ok(file) = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(list.with_extension("json.lock"))
        else {
            return ListLock(None);
        };
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            match file.try_lock() {
                Ok(()) => return ListLock(Some(file)),
                Err(std::fs::TryLockError::WouldBlock) if Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(_) => return ListLock(None),
            }
        }
    }
}

impl Drop for ListLock {
    fn drop(&mut self) {
        if let Some(file) = &self.0 {
            let _ = file.unlock();
        }
    }
}
