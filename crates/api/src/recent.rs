//! The recent-campaigns list, kept as a small JSON file in the user's config folder.
//!
//! It is a convenience: failing to read or write it never fails a command.

use std::path::{Path, PathBuf};

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
    pub(crate) fn remember(file: &Path, entry: RecentEntry) {
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
        // Write then rename, so a crash never leaves half a list.
        let partial = file.with_extension("json.partial");
        if std::fs::write(&partial, json).is_ok() {
            let _ = std::fs::rename(&partial, file);
        }
    }
}
