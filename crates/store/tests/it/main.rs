//! Store tests on real campaign files in temporary folders.

mod characters;
mod content;
mod content_pack;
mod encounters;
mod files;
mod migrations;
mod parties;
mod portable;
mod progression;
mod search;
mod shared;

use std::path::PathBuf;

use chrono::{DateTime, TimeZone, Utc};
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CampaignStore, CharacterFields};

/// A fixed instant plus `minutes`, so tests never read the clock.
pub fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 3, 14, 19, 0, 0)
        .single()
        .expect("valid date")
        + chrono::Duration::minutes(minutes)
}

/// A fresh campaign in its own temporary folder (kept alive by the returned guard).
pub fn campaign() -> (tempfile::TempDir, PathBuf, CampaignStore) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("test.tablekeep");
    let store = CampaignStore::create(&path, "Test Campaign", at(0)).expect("create campaign");
    (dir, path, store)
}

pub fn pc(name: &str) -> CharacterFields {
    CharacterFields {
        system: SystemId::FatedHand,
        kind: CharacterKind::Pc,
        name: name.to_owned(),
        tags: vec!["hero".to_owned()],
        notes: String::new(),
        data: "{}".to_owned(),
        rules_version: 1,
    }
}

/// The whole file's bytes, for "nothing changed" checks.
pub fn bytes(path: &std::path::Path) -> Vec<u8> {
    std::fs::read(path).expect("read file")
}
