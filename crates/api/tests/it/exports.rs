//! Files written outside the campaign (an exported battle log): only where the user pointed,
//! never over the campaign, its journals or its backups, never over an existing file unless
//! asked, and atomically.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, ok};

/// A prepared encounter with one NPC, after a write (so the campaign has a backup).
fn encounter(desk: &mut Desk) -> i64 {
    let npc = ok(
        desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Ford", "plan": { "system": "fated_hand", "participants": [
            { "characterId": npc, "side": "foes" }
        ] } }),
    )["id"]
        .as_i64()
        .expect("id")
}

fn export(desk: &mut Desk, id: i64, path: &Path, overwrite: bool) -> Result<Value, ErrorKind> {
    call(
        desk,
        "encounter_log",
        json!({ "id": id, "path": path.display().to_string(), "format": "text", "overwrite": overwrite }),
    )
    .map_err(|e| e.kind)
}

fn campaign_file(dir: &Path) -> PathBuf {
    dir.join("main.tablekeep")
}

#[test]
fn an_exported_log_never_replaces_the_campaign_its_journals_or_its_backups() {
    let (dir, mut desk) = desk();
    let id = encounter(&mut desk);
    let campaign = campaign_file(dir.path());
    let before = std::fs::read(&campaign).expect("the campaign file");
    let backups: Vec<PathBuf> = std::fs::read_dir(dir.path().join("main.tablekeep.backups"))
        .expect("a backup was taken")
        .map(|entry| entry.expect("entry").path())
        .collect();
    assert!(!backups.is_empty());

    let mut targets = vec![
        campaign.clone(),
        dir.path().join("main.tablekeep-wal"),
        dir.path().join("main.tablekeep-shm"),
        dir.path().join("main.tablekeep-journal"),
        dir.path().join("main.tablekeep.backups").join("new.txt"),
    ];
    targets.extend(backups);
    let link = dir.path().join("link-to-campaign");
    std::os::unix::fs::symlink(&campaign, &link).expect("symlink");
    targets.push(link);
    for target in targets {
        for overwrite in [false, true] {
            assert_eq!(
                export(&mut desk, id, &target, overwrite).err(),
                Some(ErrorKind::InvalidInput),
                "{} (overwrite {overwrite}) is refused",
                target.display()
            );
        }
    }
    assert_eq!(std::fs::read(&campaign).expect("campaign"), before);
    assert_eq!(
        ok(&mut desk, "list_encounters", json!({}))[0]["name"],
        "Ford",
        "the campaign still opens and holds its encounter"
    );
}

#[test]
fn an_existing_file_is_replaced_only_when_asked() {
    let (dir, mut desk) = desk();
    let id = encounter(&mut desk);
    let target = dir.path().join("ford.txt");
    std::fs::write(&target, "the GM's notes").expect("write");

    assert_eq!(
        export(&mut desk, id, &target, false).err(),
        Some(ErrorKind::Conflict)
    );
    assert_eq!(
        std::fs::read_to_string(&target).expect("read"),
        "the GM's notes"
    );

    let written = export(&mut desk, id, &target, true).expect("replaced when asked");
    let text = std::fs::read_to_string(&target).expect("read");
    assert!(text.contains("Ford"), "the log replaced it: {text}");
    assert!(
        !text.contains("notes"),
        "nothing of the old file is left: {text}"
    );
    assert_eq!(
        written["written"],
        json!(target.canonicalize().expect("exists").display().to_string())
    );
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .filter(|e| e.file_name().to_string_lossy().ends_with(".part"))
        .collect();
    assert!(leftovers.is_empty(), "no temporary file is left behind");
}

#[test]
fn a_new_file_is_written_whole() {
    let (dir, mut desk) = desk();
    let id = encounter(&mut desk);
    let target = dir.path().join("ford.json");
    let answer = call(
        &mut desk,
        "encounter_log",
        json!({ "id": id, "path": target.display().to_string() }),
    )
    .expect("written");
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&target).expect("read")).expect("JSON");
    assert_eq!(written, answer["lines"], "the file holds the log's lines");
}

#[test]
fn a_path_that_cannot_name_a_file_is_refused_with_its_field() {
    let (dir, mut desk) = desk();
    let id = encounter(&mut desk);
    for path in [
        String::new(),
        "   ".to_owned(),
        "ford\0.txt".to_owned(),
        dir.path()
            .join("no-such-folder/ford.txt")
            .display()
            .to_string(),
        dir.path().display().to_string(),
    ] {
        let refused = call(
            &mut desk,
            "encounter_log",
            json!({ "id": id, "path": path, "format": "text" }),
        )
        .expect_err("refused");
        assert_eq!(
            refused.kind,
            ErrorKind::InvalidInput,
            "{path:?}: {refused:?}"
        );
        assert_eq!(refused.field.as_deref(), Some("path"));
    }
}
