//! Listing, previewing and restoring backups; damaged campaigns pointing at them.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, dirs_in, fixed_clock, ok};

fn add_character(desk: &mut Desk, name: &str) {
    ok(
        desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "pc", "name": name }),
    );
}

/// Takes a backup of the open campaign now, as the desk does every 15 minutes of editing.
fn back_up(desk: &Desk) -> PathBuf {
    desk.store()
        .expect("open")
        .rolling_backup(fixed_clock())
        .expect("backup")
}

/// Every file in `folder` with its bytes, to show nothing in it changed.
fn snapshot(folder: &Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(folder)
        .expect("list")
        .flatten()
        .filter(|entry| entry.path().is_file())
        .map(|entry| {
            (
                entry.file_name().to_string_lossy().into_owned(),
                std::fs::read(entry.path()).expect("read"),
            )
        })
        .collect();
    files.sort();
    files
}

fn names(list: &Value) -> Vec<String> {
    list["backups"]
        .as_array()
        .expect("backups")
        .iter()
        .map(|b| b["name"].as_str().expect("name").to_owned())
        .collect()
}

/// A campaign with 1 character in its first backup, 3 in its second, and 5 now.
fn campaign_with_history() -> (tempfile::TempDir, Desk, PathBuf) {
    let (dir, mut desk) = desk();
    let campaign = dir.path().join("main.tablekeep");
    add_character(&mut desk, "Ada"); // the first edit takes the first backup
    add_character(&mut desk, "Brass");
    add_character(&mut desk, "Cog");
    back_up(&desk);
    add_character(&mut desk, "Dial");
    add_character(&mut desk, "Escapement");
    ok(&mut desk, "create_party", json!({ "name": "The Gears" }));
    (dir, desk, campaign)
}

#[test]
fn backups_are_listed_newest_first_with_what_changed_and_stay_untouched() {
    let (_dir, mut desk, campaign) = campaign_with_history();
    let folder = tablekeep_store::backup_dir_of(&campaign);
    let before = snapshot(&folder);

    let list = ok(&mut desk, "list_backups", json!({}));
    assert_eq!(list["campaign"], json!(campaign.display().to_string()));
    assert_eq!(list["damaged"], json!(false));
    assert_eq!(list["current"]["characters"], json!(5));
    assert_eq!(list["current"]["parties"], json!(1));
    let backups = list["backups"].as_array().expect("backups");
    assert_eq!(backups.len(), 2);
    assert_eq!(backups[0]["counts"]["characters"], json!(3), "newest first");
    assert_eq!(backups[1]["counts"]["characters"], json!(1));
    assert_eq!(backups[0]["counts"]["parties"], json!(0));
    assert!(backups[0]["size"].as_i64().expect("size") > 0);
    assert_eq!(backups[0]["beforeRestore"], json!(false));
    assert!(backups[0]["takenAt"]
        .as_str()
        .expect("time")
        .starts_with("2026-03-14T19:00:00"));

    // Listing and previewing read the backups without writing a byte or a journal beside them.
    ok(
        &mut desk,
        "preview_backup",
        json!({ "backup": backups[0]["name"] }),
    );
    assert_eq!(snapshot(&folder), before);
}

#[test]
fn a_preview_names_the_characters_and_encounters_of_the_backup() {
    let (_dir, mut desk, _campaign) = campaign_with_history();
    let list = ok(&mut desk, "list_backups", json!({}));
    let newest = &names(&list)[0];
    let preview = ok(&mut desk, "preview_backup", json!({ "backup": newest }));
    assert_eq!(preview["campaignName"], json!("Test Campaign"));
    assert_eq!(preview["counts"]["characters"], json!(3));
    let characters: Vec<&str> = preview["characters"]
        .as_array()
        .expect("characters")
        .iter()
        .map(|c| c["name"].as_str().expect("name"))
        .collect();
    assert_eq!(characters, ["Ada", "Brass", "Cog"]);
    assert_eq!(preview["characters"][0]["system"], json!("clockwork"));
    assert_eq!(preview["characters"][0]["kind"], json!("pc"));
    assert_eq!(preview["encounters"], json!([]));
}

#[test]
fn restoring_backs_up_the_current_state_first_so_the_restore_can_be_undone() {
    let (_dir, mut desk, campaign) = campaign_with_history();
    let list = ok(&mut desk, "list_backups", json!({}));
    let oldest = names(&list)[1].clone();

    let restored = ok(&mut desk, "restore_backup", json!({ "backup": oldest }));
    assert_eq!(restored["restored"], json!(oldest));
    assert_eq!(restored["keptAside"], json!(null));
    assert_eq!(restored["campaign"]["playerCharacters"], json!(1));
    assert_eq!(restored["campaign"]["parties"], json!(0));
    let saved = restored["savedFirst"]
        .as_str()
        .expect("saved first")
        .to_owned();
    assert!(saved.ends_with("-before-restore.tablekeep"), "{saved}");

    // The desk has the restored campaign open, and the recent list names it.
    let listed = ok(&mut desk, "list_characters", json!({}));
    assert_eq!(listed.as_array().expect("list").len(), 1);
    let recent = ok(&mut desk, "list_recent_campaigns", json!({}));
    assert_eq!(recent[0]["path"], json!(campaign.display().to_string()));
    assert_eq!(recent[0]["current"], json!(true));

    // The state before the restore is the newest backup, marked as such, and restoring it
    // undoes the restore.
    let list = ok(&mut desk, "list_backups", json!({}));
    assert_eq!(list["backups"][0]["name"], json!(saved));
    assert_eq!(list["backups"][0]["beforeRestore"], json!(true));
    assert_eq!(list["backups"][0]["counts"]["characters"], json!(5));
    assert_eq!(list["current"]["characters"], json!(1));
    let undone = ok(&mut desk, "restore_backup", json!({ "backup": saved }));
    assert_eq!(undone["campaign"]["playerCharacters"], json!(5));
    assert_eq!(undone["campaign"]["parties"], json!(1));

    // The restored file works as a campaign: edits land, and it is whole on its own.
    add_character(&mut desk, "Fusee");
    desk.close();
    let reopened = tablekeep_store::CampaignStore::open(&campaign, fixed_clock()).expect("opens");
    assert_eq!(reopened.counts().expect("counts").0, 6);
}

#[test]
fn a_damaged_backup_is_refused_and_nothing_changes() {
    let (dir, mut desk, campaign) = campaign_with_history();
    desk.close();
    let newest = tablekeep_store::list_backups(&campaign)
        .expect("backups")
        .pop()
        .expect("a backup");
    // Garbage over everything after the first page: the header still says "campaign".
    let mut bytes = std::fs::read(&newest.path).expect("read");
    for byte in bytes.iter_mut().skip(4096) {
        *byte = 0xA5;
    }
    std::fs::write(&newest.path, bytes).expect("write");
    let folder_before = snapshot(dir.path());
    let backups_before = snapshot(&tablekeep_store::backup_dir_of(&campaign));
    let mut desk = Desk::open_or_create(dirs_in(dir.path()), &campaign).expect("open");

    let listed = ok(&mut desk, "list_backups", json!({}));
    assert!(listed["backups"][0]["problem"].is_string(), "{listed}");
    let refused = call(
        &mut desk,
        "restore_backup",
        json!({ "backup": names(&listed)[0] }),
    )
    .expect_err("refused");
    assert_eq!(refused.kind, ErrorKind::CampaignDamaged, "{refused:?}");
    assert!(
        refused.message.contains("Choose another backup"),
        "{}",
        refused.message
    );
    desk.close();
    assert_eq!(
        snapshot(dir.path()),
        folder_before,
        "the campaign is as it was"
    );
    assert_eq!(
        snapshot(&tablekeep_store::backup_dir_of(&campaign)),
        backups_before,
        "no backup was added or changed"
    );
}

#[test]
fn only_a_backup_in_the_campaigns_own_backups_folder_can_be_restored() {
    let (dir, mut desk, campaign) = campaign_with_history();
    let other = dir.path().join("other.tablekeep");
    drop(Desk::open_or_create(dirs_in(dir.path()), &other).expect("another campaign"));
    let folder = tablekeep_store::backup_dir_of(&campaign);
    for (backup, kind) in [
        (json!("../main.tablekeep"), ErrorKind::InvalidInput),
        (json!("../other.tablekeep"), ErrorKind::InvalidInput),
        (json!(other.display().to_string()), ErrorKind::InvalidInput),
        (
            json!(folder
                .join("..")
                .join("other.tablekeep")
                .display()
                .to_string()),
            ErrorKind::InvalidInput,
        ),
        (json!("20990101T000000.000Z.tablekeep"), ErrorKind::NotFound),
        (json!(""), ErrorKind::InvalidInput),
    ] {
        let before = snapshot(dir.path());
        for command in ["restore_backup", "preview_backup"] {
            let refused =
                call(&mut desk, command, json!({ "backup": backup })).expect_err("refused");
            assert_eq!(refused.kind, kind, "{command} {backup}: {refused:?}");
            if kind == ErrorKind::InvalidInput {
                assert_eq!(refused.field.as_deref(), Some("backup"));
            }
        }
        assert_eq!(snapshot(dir.path()), before, "{backup} changed nothing");
    }
    // A full path to one of its own backups is accepted.
    let list = ok(&mut desk, "list_backups", json!({}));
    let path = list["backups"][0]["path"].clone();
    ok(&mut desk, "preview_backup", json!({ "backup": path }));
}

#[test]
fn a_restore_is_refused_while_another_program_has_the_campaign_open() {
    let (dir, mut desk, campaign) = campaign_with_history();
    let other = Desk::open_or_create(dirs_in(dir.path()), &campaign).expect("a second opener");
    let list = ok(&mut desk, "list_backups", json!({}));
    let refused = call(
        &mut desk,
        "restore_backup",
        json!({ "backup": names(&list)[1] }),
    )
    .expect_err("refused");
    assert_eq!(refused.kind, ErrorKind::Conflict, "{refused:?}");
    drop(other);
    // The campaign stays open and usable, and nothing was restored.
    add_character(&mut desk, "Fusee");
    let info = ok(&mut desk, "campaign_info", json!({}));
    assert_eq!(info["playerCharacters"], json!(6));
    let again = ok(&mut desk, "list_backups", json!({}));
    assert_eq!(
        names(&again),
        names(&list),
        "no backup taken for a refused restore"
    );
}

/// Damages a closed campaign file in one of two ways a disk or a bad copy does.
fn damage(path: &Path, how: &str) {
    let mut bytes = std::fs::read(path).expect("read");
    match how {
        "truncated" => bytes.truncate(bytes.len() / 2),
        "garbage" => {
            for byte in bytes.iter_mut().skip(4096) {
                *byte = 0x5A;
            }
        }
        other => panic!("unknown damage {other}"),
    }
    std::fs::write(path, bytes).expect("write");
}

/// A campaign of 200 characters (so it spans many pages) with a backup, closed.
fn closed_campaign_with_backup() -> (tempfile::TempDir, PathBuf, String) {
    let (dir, mut desk) = desk();
    let campaign = dir.path().join("main.tablekeep");
    for n in 0..200 {
        add_character(&mut desk, &format!("Clockwork soldier {n}"));
    }
    desk.close();
    let newest = tablekeep_store::list_backups(&campaign)
        .expect("backups")
        .pop()
        .expect("the backup taken on close");
    (dir, campaign, newest.name)
}

#[test]
fn a_damaged_campaign_points_at_its_newest_good_backup_and_is_restored_without_opening() {
    for how in ["truncated", "garbage"] {
        let (dir, campaign, newest) = closed_campaign_with_backup();
        damage(&campaign, how);
        let damaged_bytes = std::fs::read(&campaign).expect("read");

        // Opening it, from another campaign: the error is typed and names the backup.
        let (_other_dir, mut desk) = desk();
        let refused = call(
            &mut desk,
            "open_campaign",
            json!({ "path": campaign.display().to_string() }),
        )
        .expect_err("damaged");
        assert_eq!(
            refused.kind,
            ErrorKind::CampaignDamaged,
            "{how}: {refused:?}"
        );
        assert!(
            refused.message.contains(&newest),
            "{how}: {}",
            refused.message
        );

        // At start the app keeps the file it could not open, so its backups can be listed.
        let mut desk = Desk::start(dirs_in(dir.path()), Some(campaign.clone()));
        let closed = call(&mut desk, "campaign_info", json!({})).expect_err("closed");
        assert_eq!(closed.kind, ErrorKind::NoCampaignOpen);
        assert!(closed.message.contains(&newest), "{}", closed.message);
        let list = ok(&mut desk, "list_backups", json!({}));
        assert_eq!(list["damaged"], json!(true), "{how}");
        assert_eq!(list["campaign"], json!(campaign.display().to_string()));
        assert_eq!(list["backups"][0]["counts"]["characters"], json!(200));

        let restored = ok(&mut desk, "restore_backup", json!({ "backup": newest }));
        assert_eq!(
            restored["campaign"]["playerCharacters"],
            json!(200),
            "{how}"
        );
        assert_eq!(restored["savedFirst"], json!(null));
        let aside = PathBuf::from(restored["keptAside"].as_str().expect("kept aside"));
        assert_eq!(aside.parent(), campaign.parent());
        assert!(aside
            .file_name()
            .expect("name")
            .to_string_lossy()
            .starts_with("main.tablekeep.damaged-"));
        assert_eq!(
            std::fs::read(&aside).expect("the damaged file is kept"),
            damaged_bytes
        );
        ok(&mut desk, "campaign_info", json!({}));
    }
}

#[test]
fn a_damaged_campaign_named_by_path_is_listed_and_restored_with_no_campaign_open() {
    let (dir, campaign, newest) = closed_campaign_with_backup();
    damage(&campaign, "truncated");
    let mut desk = Desk::new(dirs_in(dir.path()), fixed_clock);
    let path = campaign.display().to_string();
    let list = ok(&mut desk, "list_backups", json!({ "campaign": path }));
    assert_eq!(list["damaged"], json!(true));
    assert_eq!(list["current"], json!(null));
    ok(
        &mut desk,
        "restore_backup",
        json!({ "backup": newest, "campaign": path }),
    );
    let info = ok(&mut desk, "campaign_info", json!({}));
    assert_eq!(info["path"], json!(path));
    assert_eq!(info["playerCharacters"], json!(200));
}

#[test]
fn a_file_that_was_never_a_campaign_is_still_not_a_campaign() {
    let (dir, mut desk) = desk();
    let notes = dir.path().join("notes.tablekeep");
    std::fs::write(&notes, "Session 3: the party met the lich.\n".repeat(200)).expect("write");
    let refused = call(
        &mut desk,
        "open_campaign",
        json!({ "path": notes.display().to_string() }),
    )
    .expect_err("refused");
    assert_eq!(refused.kind, ErrorKind::NotACampaign, "{refused:?}");
}

/// Several GMs' tools remembering campaigns at the same moment (the app and CLI calls are
/// separate processes sharing the list; threads with their own desks race the same way).
#[test]
fn campaigns_remembered_at_once_all_stay_in_the_recent_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().to_path_buf();
    let threads: Vec<_> = (0..8)
        .map(|n| {
            let root = root.clone();
            std::thread::spawn(move || {
                let path = root.join(format!("campaign-{n}.tablekeep"));
                drop(Desk::open_or_create(dirs_in(&root), &path).expect("create"));
                for _ in 0..10 {
                    drop(Desk::open_or_create(dirs_in(&root), &path).expect("open"));
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("thread");
    }
    let mut desk = Desk::new(dirs_in(&root), fixed_clock);
    let recent = ok(&mut desk, "list_recent_campaigns", json!({}));
    let mut paths: Vec<String> = recent
        .as_array()
        .expect("list")
        .iter()
        .map(|entry| entry["path"].as_str().expect("path").to_owned())
        .collect();
    paths.sort();
    let expected: Vec<String> = (0..8)
        .map(|n| {
            root.join(format!("campaign-{n}.tablekeep"))
                .display()
                .to_string()
        })
        .collect();
    assert_eq!(paths, expected);
}

/// A backup from an older Tablekeep (the schema-4 fixture of the upgrade tests) is upgraded when
/// restored, as a campaign is on open.
#[test]
fn a_backup_of_an_older_schema_is_upgraded_when_restored() {
    let (_dir, mut desk, campaign) = campaign_with_history();
    let fixture = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/schema4.tablekeep");
    let name = "20200101T000000.000Z.tablekeep";
    std::fs::copy(
        &fixture,
        tablekeep_store::backup_dir_of(&campaign).join(name),
    )
    .expect("an old backup");
    let preview = ok(&mut desk, "preview_backup", json!({ "backup": name }));
    assert_eq!(preview["schemaVersion"], json!(4));
    let held = preview["counts"]["characters"].as_i64().expect("count");
    assert!(held > 0);

    let restored = ok(&mut desk, "restore_backup", json!({ "backup": name }));
    assert_eq!(
        restored["campaign"]["schemaVersion"],
        json!(*tablekeep_store::SCHEMA_VERSION)
    );
    let info = &restored["campaign"];
    assert_eq!(
        info["playerCharacters"].as_i64().expect("pcs") + info["npcs"].as_i64().expect("npcs"),
        held
    );
    // The backup itself is left as it was: still schema 4.
    let again = ok(&mut desk, "preview_backup", json!({ "backup": name }));
    assert_eq!(again["schemaVersion"], json!(4));
}

#[test]
fn restoring_another_campaign_by_path_backs_it_up_first_and_opens_it() {
    let (dir, mut desk) = desk();
    add_character(&mut desk, "Ada");
    let other = dir.path().join("other.tablekeep");
    let mut other_desk = Desk::open_or_create(dirs_in(dir.path()), &other).expect("other");
    add_character(&mut other_desk, "Lantern"); // its first backup: Lantern alone
    add_character(&mut other_desk, "Wick");
    other_desk.close();
    drop(other_desk);
    let path = other.display().to_string();
    let list = ok(&mut desk, "list_backups", json!({ "campaign": path }));
    assert_eq!(list["current"]["characters"], json!(2));
    let oldest = names(&list).last().cloned().expect("a backup");

    let restored = ok(
        &mut desk,
        "restore_backup",
        json!({ "backup": oldest, "campaign": path }),
    );
    assert_eq!(restored["campaign"]["path"], json!(path));
    assert_eq!(restored["campaign"]["playerCharacters"], json!(1));
    let saved = restored["savedFirst"].as_str().expect("backed up first");
    let preview = ok(&mut desk, "preview_backup", json!({ "backup": saved }));
    assert_eq!(preview["counts"]["characters"], json!(2));
    // The campaign that was open is untouched.
    let main = dir.path().join("main.tablekeep");
    let main = tablekeep_store::CampaignStore::open(&main, fixed_clock()).expect("main");
    assert_eq!(main.counts().expect("counts").0, 1);
}
