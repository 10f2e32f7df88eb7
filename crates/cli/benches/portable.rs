//! Export/import benchmark: a campaign of 10,000 characters (with their revisions, tags,
//! ledgers and decks) and 100 fought encounters with their command logs, exported to one
//! document and imported into a new campaign file, in process and through the CLI (time and
//! peak memory of each `tablekeep call`).
//!
//! Run with `cargo bench -p tablekeep-cli --bench portable`. The campaign is grown from a few
//! characters and fights made through the real commands, copied row by row in the bench's setup
//! (the benchmark measures the export and the import, not 10,000 creations). It asserts nothing
//! about time.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tablekeep_api::registry::call;
use tablekeep_api::{Desk, DeskDirs};

mod support;
use support::{cli, self_peak_kib};

const CHARACTERS: i64 = 10_000;
const ENCOUNTERS: i64 = 100;

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let campaign = dir.path().join("big.tablekeep");
    let dirs = || DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };
    let setup = Instant::now();
    let mut desk = Desk::open_or_create(dirs(), &campaign).expect("create campaign");
    let fights = templates(&mut desk);
    desk.close();
    drop(desk);
    let commands = grow(&campaign, &fights);
    let setup = setup.elapsed();
    let campaign_size = std::fs::metadata(&campaign).map_or(0, |m| m.len());

    // In process: the jobs as the app runs them.
    let mut desk = Desk::open_or_create(dirs(), &campaign).expect("open");
    let document = dir.path().join("big.json");
    let (exported, export_time) = job(
        &mut desk,
        "export_campaign",
        json!({ "path": document.display().to_string() }),
    );
    let copy = dir.path().join("copy.tablekeep");
    let (imported, import_time) = job(
        &mut desk,
        "import_campaign",
        json!({ "source": document.display().to_string(), "path": copy.display().to_string() }),
    );
    drop(desk);
    let process_peak = self_peak_kib();

    // Through the CLI: each a process of its own, peak memory measured.
    let cli_document = dir.path().join("cli.json");
    let cli_copy = dir.path().join("cli-copy.tablekeep");
    let (export_kib, cli_export) = cli(
        dir.path(),
        &[
            "--campaign",
            &campaign.display().to_string(),
            "call",
            "export_campaign",
            &json!({ "path": cli_document.display().to_string() }).to_string(),
        ],
    );
    let (import_kib, cli_import) = cli(
        dir.path(),
        &[
            "call",
            "import_campaign",
            &json!({ "source": cli_document.display().to_string(), "path": cli_copy.display().to_string() })
                .to_string(),
        ],
    );
    let same = std::fs::metadata(&document).map(|d| d.len()).ok()
        == std::fs::metadata(&cli_document).map(|d| d.len()).ok();

    println!("Tablekeep export/import benchmark");
    println!(
        "  campaign: {CHARACTERS} characters, {ENCOUNTERS} encounters ({commands} battle commands), {:.1} MB file (setup {:.1} s)",
        campaign_size as f64 / 1e6,
        setup.as_secs_f64()
    );
    println!(
        "  document: {:.1} MB, {} rows in {} tables",
        exported["bytes"].as_f64().unwrap_or(0.0) / 1e6,
        exported["rows"],
        exported["tables"]
    );
    println!(
        "  export (job, in process)      {:>8.2} s",
        export_time.as_secs_f64()
    );
    println!(
        "  import (job, in process)      {:>8.2} s   ({} rows)",
        import_time.as_secs_f64(),
        imported["rows"]
    );
    println!(
        "  bench process peak RSS        {:>8.1} MB",
        process_peak as f64 / 1024.0
    );
    print_cli("export", export_kib, cli_export);
    print_cli("import", import_kib, cli_import);
    println!("  CLI export same size as in process: {same}");
}

fn print_cli(what: &str, kib: Option<u64>, time: Duration) {
    match kib {
        Some(kib) => println!(
            "  CLI {what}: {:>8.2} s, peak RSS {:>7.1} MB",
            time.as_secs_f64(),
            kib as f64 / 1024.0
        ),
        None => println!(
            "  CLI {what}: {:>8.2} s (peak memory not measured: python3 not found)",
            time.as_secs_f64()
        ),
    }
}

/// Runs a job-starting command and waits for it; its result and how long it took.
fn job(desk: &mut Desk, name: &str, args: Value) -> (Value, Duration) {
    let start = Instant::now();
    let started = call(desk, name, args).expect("started");
    let job = started["job"].as_i64().expect("job");
    let outcome = tablekeep_api::jobs::wait(desk, job, |_| {}).expect("the job succeeded");
    let elapsed = start.elapsed();
    (serde_json::to_value(outcome).expect("json"), elapsed)
}

fn id(value: &Value) -> i64 {
    value["id"].as_i64().expect("id")
}

/// Characters of both systems with progress, and two fights played through the commands
/// (Draw Steel by its automatic play, so its log is long); the ids of the fights.
fn templates(desk: &mut Desk) -> Vec<i64> {
    let run = |desk: &mut Desk, name: &str, args: Value| {
        call(desk, name, args).unwrap_or_else(|e| panic!("{name}: {e:?}"))
    };
    run(desk, "draw_steel_add_starter_set", json!({}));
    let joe = id(&run(
        desk,
        "create_character",
        json!({
            "system": "fated_hand", "kind": "pc", "name": "Joe", "tags": ["scout"],
            "notes": "Owes the ferryman two coins.",
            "creation": { "system": "fated_hand", "build": {
                "attributes": { "brawn": 1, "sleight": 1, "mind": 0 },
                "skillProficiencies": ["investigation", "trickery"],
                "armProficiency": "club", "talent": "academic", "season": "autumn"
            } }
        }),
    ));
    run(desk, "start_game_session", json!({ "name": "Session 1" }));
    run(
        desk,
        "advance_character",
        json!({ "id": joe, "perk": "quick_footed", "promotion": { "class": "scout", "classPerk": "keen_eye", "talent": "tough" } }),
    );
    run(
        desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    );
    let heroes = run(desk, "list_characters", json!({ "system": "draw_steel" }));
    let heroes: Vec<i64> = heroes.as_array().expect("heroes").iter().map(id).collect();
    run(
        desk,
        "draw_steel_award_victories",
        json!({ "characterIds": heroes, "victories": 2 }),
    );
    let monsters = run(
        desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let monster = id(&monsters[0]);
    let fight = id(&run(
        desk,
        "create_encounter",
        json!({ "name": "Bog", "plan": { "system": "draw_steel", "participants": [
            { "source": { "kind": "hero", "characterId": heroes[0] }, "side": "heroes" },
            { "source": { "kind": "hero", "characterId": heroes[1] }, "side": "heroes" },
            { "source": { "kind": "monster", "contentId": monster }, "side": "foes" },
            { "source": { "kind": "monster", "contentId": monster }, "side": "foes" }
        ] } }),
    ));
    let mut view = run(desk, "start_encounter", json!({ "id": fight, "seed": 11 }));
    for _ in 0..400 {
        let Some(mut next) = view["battle"]["suggestion"].as_object().cloned() else {
            break;
        };
        next.insert("system".to_owned(), json!("draw_steel"));
        if next["command"] == "end_combat" {
            break;
        }
        let step = run(
            desk,
            "encounter_command",
            json!({ "id": fight, "command": Value::Object(next), "full": true }),
        );
        view = step["encounter"].clone();
    }
    run(desk, "end_game_session", json!({}));
    vec![fight]
}

/// Copies the template characters (with their revisions, tags, ledgers and decks) until the
/// campaign holds [`CHARACTERS`], and the fights (with their commands) until it holds
/// [`ENCOUNTERS`]; gives the number of battle commands.
fn grow(campaign: &Path, fights: &[i64]) -> i64 {
    let mut conn = rusqlite::Connection::open(campaign).expect("open");
    let tx = conn.transaction().expect("transaction");
    let templates: Vec<i64> = tx
        .prepare("SELECT id FROM characters ORDER BY id")
        .and_then(|mut s| s.query_map([], |r| r.get(0))?.collect())
        .expect("templates");
    let mut count = templates.len() as i64;
    let mut n = 0i64;
    while count < CHARACTERS {
        let from = templates[n as usize % templates.len()];
        tx.execute(
            "INSERT INTO characters (system, kind, name, name_folded, tags, notes, data, rules_version, revision, created_at, updated_at)
             SELECT system, kind, name || ' ' || ?2, name_folded || ' ' || ?2, tags, notes, data, rules_version, revision, created_at, updated_at
             FROM characters WHERE id = ?1",
            rusqlite::params![from, n],
        )
        .expect("character");
        let to = tx.last_insert_rowid();
        for sql in [
            "INSERT INTO character_revisions SELECT ?2, revision, snapshot, recorded_at FROM character_revisions WHERE character_id = ?1",
            "INSERT INTO character_tags SELECT ?2, tag FROM character_tags WHERE character_id = ?1",
            "INSERT INTO progression_entries SELECT ?2, seq, entry, session_id, reason, recorded_at FROM progression_entries WHERE character_id = ?1",
            "INSERT INTO character_decks SELECT ?2, deck, seed, operations, updated_at FROM character_decks WHERE character_id = ?1",
        ] {
            tx.execute(sql, rusqlite::params![from, to]).expect("copy");
        }
        count += 1;
        n += 1;
    }
    let mut encounters: i64 = tx
        .query_row("SELECT count(*) FROM encounters", [], |r| r.get(0))
        .expect("count");
    let mut n = 0i64;
    while encounters < ENCOUNTERS {
        let from = fights[n as usize % fights.len()];
        tx.execute(
            "INSERT INTO encounters (system, name, plan, snapshot, seed, status, cursor, result, session_id, created_at, updated_at)
             SELECT system, name || ' ' || ?2, plan, snapshot, seed, status, cursor, result, session_id, created_at, updated_at
             FROM encounters WHERE id = ?1",
            rusqlite::params![from, n],
        )
        .expect("encounter");
        let to = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO encounter_commands SELECT ?2, seq, command, recorded_at FROM encounter_commands WHERE encounter_id = ?1",
            rusqlite::params![from, to],
        )
        .expect("commands");
        encounters += 1;
        n += 1;
    }
    let commands = tx
        .query_row("SELECT count(*) FROM encounter_commands", [], |r| r.get(0))
        .expect("count");
    tx.commit().expect("commit");
    conn.pragma_update_and_check(None, "wal_checkpoint", "TRUNCATE", |_| Ok(()))
        .ok();
    commands
}
