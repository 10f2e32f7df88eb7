//! Migrations are append-only: released ones never change.

use sha2::{Digest, Sha256};
use tablekeep_store::{CampaignStore, MIGRATIONS, SCHEMA_VERSION};

use crate::at;

/// `migrations/checksums.txt` records the SHA-256 of every released migration.
#[test]
fn released_migrations_are_never_edited() {
    let ledger_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../migrations/checksums.txt"
    );
    let ledger = std::fs::read_to_string(ledger_path).expect("migrations/checksums.txt exists");
    let recorded: Vec<(&str, &str)> = ledger
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .filter_map(|line| line.split_once(' '))
        .collect();
    assert!(
        recorded.len() <= MIGRATIONS.len(),
        "a recorded migration was deleted"
    );
    for (index, (name, checksum)) in recorded.iter().enumerate() {
        let migration = MIGRATIONS[index];
        assert_eq!(
            migration.name, *name,
            "migrations were renamed or reordered"
        );
        let actual = hex(&Sha256::digest(migration.up.as_bytes()));
        assert_eq!(
            &actual, checksum,
            "migration {name} was edited after release; add a new migration instead"
        );
    }
    assert_eq!(
        recorded.len(),
        MIGRATIONS.len(),
        "new migration(s) not yet in migrations/checksums.txt: add `<name> <sha256 of up.sql>`"
    );
}

#[test]
fn migration_names_are_numbered_in_order() {
    for (index, migration) in MIGRATIONS.iter().enumerate() {
        let number: usize = migration.name[..4].parse().expect("NNNN- prefix");
        assert_eq!(number, index + 1, "{} is out of sequence", migration.name);
        assert_eq!(&migration.name[4..5], "-");
    }
    assert_eq!(*SCHEMA_VERSION, MIGRATIONS.len() as i64);
}

#[test]
fn migrations_apply_to_an_empty_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("fresh.tablekeep");
    let store = CampaignStore::create(&path, "Fresh", at(0)).expect("create");
    drop(store);
    let conn = rusqlite::Connection::open(&path).expect("open");
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version");
    assert_eq!(version, *SCHEMA_VERSION);
    let mut tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
        .expect("prepare")
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    tables.sort();
    assert_eq!(
        tables,
        [
            "campaign",
            "character_revisions",
            "character_tags",
            "characters",
            "parties",
            "party_members"
        ]
    );
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("check");
    assert_eq!(integrity, "ok");
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
