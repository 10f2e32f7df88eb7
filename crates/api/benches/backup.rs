//! Backup and restore benchmark: a campaign of 10,000 characters and 100 fought encounters.
//!
//! Run with `cargo bench -p tablekeep-api --bench backup`. Reports medians and asserts nothing
//! about time. The campaign is made quickly: the encounters through the commands (eight quick
//! NPCs, each encounter launched and given its command log), then the characters as copies of a
//! quick NPC's stored data in one transaction of the store.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tablekeep_api::registry::{call, call_json};
use tablekeep_api::{Desk, DeskDirs};
use tablekeep_store::{CampaignStore, CharacterFields};

const CHARACTERS: usize = 10_000;
const ENCOUNTERS: usize = 100;
const COMMANDS_EACH: usize = 20;

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("big.tablekeep");
    let dirs = || DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };

    let fill_start = Instant::now();
    let mut desk = Desk::open_or_create(dirs(), &path).expect("create campaign");
    let mut participants = Vec::new();
    for (n, (class, arm)) in [
        ("soldier", "spear"),
        ("brawler", "club"),
        ("hunter", "shortbow"),
        ("guard", "short_sword"),
    ]
    .iter()
    .enumerate()
    {
        for side in ["party", "foes"] {
            let npc = call(
                &mut desk,
                "quick_npc",
                json!({ "name": format!("{side} {class} {n}"), "class": class, "arms": [arm] }),
            )
            .expect("npc");
            participants.push(json!({ "characterId": npc["id"], "side": side }));
        }
    }
    for e in 0..ENCOUNTERS {
        let encounter = call(
            &mut desk,
            "create_encounter",
            json!({ "name": format!("Skirmish {e}"), "plan": { "system": "fated_hand", "participants": participants } }),
        )
        .expect("encounter");
        let id = encounter["id"].clone();
        call(&mut desk, "start_encounter", json!({ "id": id, "seed": e })).expect("start");
        for n in 0..COMMANDS_EACH {
            call_json(
                &mut desk,
                "encounter_command",
                json!({ "id": id, "command": { "system": "fated_hand", "command": "override",
                    "who": n % 8, "hitPoints": n % 3 + 1, "note": "bench" } }),
            )
            .expect("command");
        }
    }
    let template = desk
        .store()
        .expect("open")
        .character(participants[0]["characterId"].as_i64().expect("id"))
        .expect("an NPC")
        .fields;
    drop(desk);
    let mut store = CampaignStore::open(&path, chrono::Utc::now()).expect("open the store");
    store
        .insert_content_pack(
            template.system,
            &[],
            |_| {
                (0..CHARACTERS)
                    .map(|n| CharacterFields {
                        name: format!("Townsfolk {n}"),
                        notes: "Met the party at the docks.".to_owned(),
                        ..template.clone()
                    })
                    .collect()
            },
            chrono::Utc::now(),
        )
        .expect("10,000 characters");
    store.checkpoint(true).expect("checkpoint");
    drop(store);
    let fill = fill_start.elapsed();
    let size = std::fs::metadata(&path).expect("size").len();

    let mut desk = Desk::open_or_create(dirs(), &path).expect("open");
    let backup = median(
        (0..5)
            .map(|_| {
                let start = Instant::now();
                desk.store()
                    .expect("open")
                    .rolling_backup(chrono::Utc::now())
                    .expect("backup");
                let elapsed = start.elapsed();
                // Distinct names by the clock, not by the millisecond rule.
                std::thread::sleep(Duration::from_millis(2));
                elapsed
            })
            .collect(),
    );
    let list = median(
        (0..5)
            .map(|_| timed(|| call_json(&mut desk, "list_backups", json!({})).expect("list")))
            .collect(),
    );
    let listed: Value = call(&mut desk, "list_backups", json!({})).expect("list");
    let newest = listed["backups"][0]["name"].clone();
    let preview = median(
        (0..5)
            .map(|_| {
                timed(|| {
                    call_json(&mut desk, "preview_backup", json!({ "backup": newest }))
                        .expect("preview")
                })
            })
            .collect(),
    );
    let restore = median(
        (0..5)
            .map(|_| {
                // The second newest: the newest is the backup the last restore took first.
                let listed: Value = call(&mut desk, "list_backups", json!({})).expect("list");
                let backup = listed["backups"][1]["name"].clone();
                std::thread::sleep(Duration::from_millis(2));
                timed(|| {
                    call_json(&mut desk, "restore_backup", json!({ "backup": backup }))
                        .expect("restore")
                })
            })
            .collect(),
    );
    let info = call(&mut desk, "campaign_info", json!({})).expect("info");

    println!(
        "backup and restore benchmark ({CHARACTERS} characters + 8 NPCs, {ENCOUNTERS} encounters of {COMMANDS_EACH} commands; medians of 5)"
    );
    println!(
        "  campaign made in                 {:>9.1} s",
        fill.as_secs_f64()
    );
    println!(
        "  campaign file                    {:>9.1} MB",
        size as f64 / (1024.0 * 1024.0)
    );
    println!(
        "  backup (copy, check, flush, rename, prune) {:>7.1} ms",
        ms(backup)
    );
    println!(
        "  list_backups ({} backups, counted)   {:>7.1} ms",
        listed["backups"].as_array().map_or(0, Vec::len),
        ms(list)
    );
    println!("  preview_backup                   {:>9.1} ms", ms(preview));
    println!(
        "  restore_backup (check, back up first, swap, reopen) {:>7.1} ms",
        ms(restore)
    );
    println!(
        "  after the restores: {} characters open",
        info["playerCharacters"].as_i64().unwrap_or(0) + info["npcs"].as_i64().unwrap_or(0)
    );
}

fn timed<T>(work: impl FnOnce() -> T) -> Duration {
    let start = Instant::now();
    std::hint::black_box(work());
    start.elapsed()
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
