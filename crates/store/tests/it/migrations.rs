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
            "campaign_settings",
            "character_decks",
            "character_revisions",
            "character_tags",
            "characters",
            "content",
            "encounter_commands",
            "encounters",
            "game_session_attendees",
            "game_session_loot",
            "game_sessions",
            "parties",
            "party_members",
            "progression_entries",
            "saved_simulations",
            "search_index",
            "search_index_config",
            "search_index_content",
            "search_index_data",
            "search_index_docsize",
            "search_index_idx",
            "table_rule_choices"
        ]
    );
    let integrity: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("check");
    assert_eq!(integrity, "ok");
}

/// A file written by schema 1 (built here exactly as release 1 wrote it) opens, is backed up
/// first, and is upgraded with its content intact.
#[test]
fn a_schema_1_file_is_backed_up_and_upgraded() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("old.tablekeep");
    {
        let conn = rusqlite::Connection::open(&path).expect("create");
        conn.pragma_update(None, "application_id", 0x544B_4550)
            .expect("app id");
        conn.execute_batch(MIGRATIONS[0].up).expect("schema 1");
        conn.pragma_update(None, "user_version", 1)
            .expect("version");
        conn.execute_batch(
            "INSERT INTO campaign VALUES (1, 'Old Times', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
             INSERT INTO characters (id, system, kind, name, name_folded, tags, notes, revision, created_at, updated_at)
             VALUES (1, 'clockwork', 'pc', 'Cog', 'cog', '[\"tinker\"]', 'Old notes', 1,
                     '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
             INSERT INTO character_revisions VALUES
                 (1, 1, '{\"system\":\"clockwork\",\"kind\":\"pc\",\"name\":\"Cog\",\"tags\":[\"tinker\"],\"notes\":\"Old notes\"}',
                  '2026-01-01T00:00:00.000Z');",
        )
        .expect("fixture rows");
    }
    let store = CampaignStore::open(&path, at(0)).expect("upgrade");
    assert_eq!(store.meta().expect("meta").schema_version, *SCHEMA_VERSION);
    let cog = store.character(1).expect("character survives");
    assert_eq!(cog.fields.notes, "Old notes");
    assert_eq!(cog.fields.data, "{}");
    let backups = tablekeep_store::list_backups(&path).expect("backups");
    assert_eq!(
        backups.len(),
        1,
        "the old file is backed up before the upgrade"
    );
    let conn = rusqlite::Connection::open(&backups[0].path).expect("open backup");
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version");
    assert_eq!(version, 1, "the backup is the file as it was");
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Listing an encounter's saved simulations and deleting them with it use the index, not a scan.
#[test]
fn saved_simulations_are_found_by_their_encounter_through_an_index() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("plan.tablekeep");
    drop(CampaignStore::create(&path, "Plan", at(0)).expect("create"));
    let conn = rusqlite::Connection::open(&path).expect("open");
    let plan: Vec<String> = conn
        .prepare(
            "EXPLAIN QUERY PLAN SELECT id FROM saved_simulations WHERE encounter_id = 1 ORDER BY id DESC",
        )
        .expect("prepare")
        .query_map([], |r| r.get(3))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    assert!(
        plan.iter()
            .any(|step| step.contains("saved_simulations_by_encounter")),
        "{plan:?}"
    );
}
