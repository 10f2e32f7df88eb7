use tablekeep_store::{list_backups, CampaignStore, StoreError, SCHEMA_VERSION};

use crate::{at, bytes, campaign, pc};

#[test]
fn create_then_reopen_keeps_everything() {
    let (_dir, path, mut store) = campaign();
    store.insert_character(&pc("Maren"), at(1)).expect("insert");
    store.rename("The Sunken Crown", at(2)).expect("rename");
    drop(store);

    let store = CampaignStore::open(&path, at(3)).expect("reopen");
    let meta = store.meta().expect("meta");
    assert_eq!(meta.name, "The Sunken Crown");
    assert_eq!(meta.schema_version, *SCHEMA_VERSION);
    assert_eq!(store.counts().expect("counts"), (1, 0, 0));
}

#[test]
fn create_refuses_an_existing_file() {
    let (_dir, path, store) = campaign();
    drop(store);
    let before = bytes(&path);
    let err = CampaignStore::create(&path, "Again", at(1)).expect_err("must refuse");
    assert!(matches!(err, StoreError::AlreadyExists(_)), "{err:?}");
    assert_eq!(bytes(&path), before);
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("notes.tablekeep");
    std::fs::write(&path, "Session 3: the party met the lich.\n".repeat(200)).expect("write");
    let before = bytes(&path);
    let err = CampaignStore::open(&path, at(0)).expect_err("must refuse");
    assert!(matches!(err, StoreError::NotACampaign { .. }), "{err:?}");
    assert!(err.to_string().contains("not a SQLite database"), "{err}");
    assert_eq!(bytes(&path), before);
}

#[test]
fn a_foreign_sqlite_file_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("other.db");
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.execute_batch("CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        .expect("sql");
    drop(conn);
    let err = CampaignStore::open(&path, at(0)).expect_err("must refuse");
    assert!(err.to_string().contains("another program"), "{err}");
}

#[test]
fn a_file_from_a_newer_version_is_refused_untouched() {
    let (_dir, path, store) = campaign();
    drop(store);
    let conn = rusqlite::Connection::open(&path).expect("open");
    conn.pragma_update(None, "user_version", *SCHEMA_VERSION + 7)
        .expect("bump version");
    // Leave rollback-journal mode so the file alone holds everything and can be compared.
    conn.pragma_update(None, "journal_mode", "delete")
        .expect("journal mode");
    drop(conn);
    let before = bytes(&path);

    let err = CampaignStore::open(&path, at(1)).expect_err("must refuse");
    match &err {
        StoreError::TooNew {
            found, supported, ..
        } => {
            assert_eq!(*found, *SCHEMA_VERSION + 7);
            assert_eq!(*supported, *SCHEMA_VERSION);
        }
        other => panic!("expected TooNew, got {other:?}"),
    }
    assert!(
        err.to_string().contains("newer version of Tablekeep"),
        "{err}"
    );
    assert_eq!(bytes(&path), before, "a refused file must not be modified");
}

#[test]
fn a_missing_file_is_reported() {
    let dir = tempfile::tempdir().expect("temp dir");
    let err = CampaignStore::open(&dir.path().join("nope.tablekeep"), at(0)).expect_err("missing");
    assert!(matches!(err, StoreError::Missing(_)), "{err:?}");
}

#[test]
fn an_unwritable_location_is_a_typed_error_and_leaves_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A regular file where a folder should be: no user, root included, can create inside it.
    let blocker = dir.path().join("blocker");
    std::fs::write(&blocker, b"x").expect("write");
    let err = CampaignStore::create(&blocker.join("c.tablekeep"), "X", at(0)).expect_err("refused");
    assert!(matches!(err, StoreError::ReadOnly { .. }), "{err:?}");
    assert_eq!(std::fs::read_dir(dir.path()).expect("list").count(), 1);
}

#[test]
fn rolling_backups_are_openable_and_pruned() {
    let (_dir, path, mut store) = campaign();
    store.insert_character(&pc("Maren"), at(1)).expect("insert");
    for minute in 0..8 {
        store.rolling_backup(at(10 + minute)).expect("backup");
    }
    let backups = list_backups(&path).expect("list");
    assert_eq!(backups.len(), 5, "only the newest five are kept");
    assert!(
        backups[4].name.starts_with("20260314T191700"),
        "{:?}",
        backups[4].name
    );

    let restored =
        CampaignStore::open(&backups[0].path, at(30)).expect("a backup opens as a campaign");
    assert_eq!(restored.counts().expect("counts"), (1, 0, 0));
}

#[test]
fn an_interrupted_backup_is_never_counted_and_is_cleared_by_the_next() {
    let (_dir, path, mut store) = campaign();
    store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let backups = store.backup_dir();
    std::fs::create_dir_all(&backups).expect("backup folder");
    // What a crash or a full disk in the middle of a backup leaves: a partial copy and the
    // journal of the copy being written, from a while ago.
    let partial = backups.join("20260314T190000.000Z.tablekeep.4242.unfinished");
    let journal = backups.join("20260314T190000.000Z.tablekeep.4242.unfinished-journal");
    let stray = backups.join("20260314T185000.000Z.tablekeep-journal");
    for junk in [&partial, &journal, &stray] {
        std::fs::write(junk, b"half a file").expect("junk");
        let file = std::fs::File::options()
            .write(true)
            .open(junk)
            .expect("open");
        file.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(3600))
            .expect("age it");
    }
    assert!(
        list_backups(&path).expect("list").is_empty(),
        "an unfinished copy is not a backup"
    );

    let taken = store.rolling_backup(at(20)).expect("backup");
    let listed = list_backups(&path).expect("list");
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0].path, taken);
    for junk in [&partial, &journal, &stray] {
        assert!(!junk.exists(), "{} was cleared", junk.display());
    }
    let names: Vec<String> = std::fs::read_dir(&backups)
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names.len(),
        1,
        "only the finished backup is left: {names:?}"
    );
}

#[test]
fn a_checkpoint_puts_every_change_in_the_file_itself() {
    let (dir, path, mut store) = campaign();
    for n in 0..12 {
        store
            .insert_character(&pc(&format!("Hero {n}")), at(n))
            .expect("insert");
    }
    store.checkpoint(false).expect("checkpoint");
    // What a GM copies to a stick while the app is open: the file alone, no -wal beside it.
    let copy = dir.path().join("copy.tablekeep");
    std::fs::copy(&path, &copy).expect("copy");
    let copied = CampaignStore::open(&copy, at(30)).expect("the copy opens");
    assert_eq!(copied.counts().expect("counts").0, 12);
}

#[test]
fn a_failed_write_leaves_the_file_unchanged() {
    let (_dir, path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let party = store.insert_party("Wayfarers", at(2)).expect("party");
    store
        .add_party_member(party.id, maren.id, at(3))
        .expect("join");
    // Joining twice fails inside the transaction, after the checks have read the database.
    let err = store
        .add_party_member(party.id, maren.id, at(4))
        .expect_err("already a member");
    assert!(matches!(err, StoreError::Conflict(_)), "{err:?}");
    drop(store);
    let store = CampaignStore::open(&path, at(5)).expect("reopen");
    assert_eq!(store.party(party.id).expect("party").members.len(), 1);
}
