//! Character list benchmark: a campaign of 10,000 NPCs, listed whole (`list_characters`) and a
//! page at a time (`list_characters_page`: the first page, a page from the middle, a search).
//!
//! Run with `cargo bench -p tablekeep-api --bench character_list`. Reports medians and the size
//! of each answer's JSON; asserts nothing about time.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tablekeep_api::registry::{call, call_json};
use tablekeep_api::{Desk, DeskDirs};
use tablekeep_store::{CampaignStore, CharacterFields};

const CHARACTERS: usize = 10_000;
const RUNS: usize = 31;

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("big.tablekeep");
    let dirs = || DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };
    let mut desk = Desk::open_or_create(dirs(), &path).expect("create campaign");
    let npc = call(
        &mut desk,
        "quick_npc",
        json!({ "name": "Template", "class": "soldier", "arms": ["spear"] }),
    )
    .expect("npc");
    let template = desk
        .store()
        .expect("open")
        .character(npc["id"].as_i64().expect("id"))
        .expect("an NPC")
        .fields;
    drop(desk);
    let mut store = CampaignStore::open(&path, chrono::Utc::now()).expect("open the store");
    store
        .insert_content_pack(
            template.system,
            &[],
            |_| {
                // Names in no particular order, so the list's order is the index's work.
                (0..CHARACTERS)
                    .map(|n| CharacterFields {
                        name: format!("Townsfolk {}", (n * 7919) % CHARACTERS),
                        ..template.clone()
                    })
                    .collect()
            },
            chrono::Utc::now(),
        )
        .expect("10,000 characters");
    drop(store);
    let mut desk = Desk::open_or_create(dirs(), &path).expect("open");

    let middle: Value = call(
        &mut desk,
        "list_characters_page",
        json!({ "kind": "npc", "limit": 500 }),
    )
    .expect("page");
    let row = &middle["characters"][499];
    let after = json!({ "id": row["id"], "name": row["name"] });
    let mut deep = json!({ "kind": "npc", "limit": 100, "after": after });
    // Ten pages further in: walk to the 5,000th row.
    for _ in 0..9 {
        let page: Value = call(&mut desk, "list_characters_page", deep.clone()).expect("page");
        let last = &page["characters"][99];
        deep["after"] = json!({ "id": last["id"], "name": last["name"] });
        deep["limit"] = json!(500);
    }
    deep["limit"] = json!(100);

    let cases = [
        (
            "whole list (list_characters)",
            "list_characters",
            json!({ "kind": "npc" }),
        ),
        (
            "first page of 100",
            "list_characters_page",
            json!({ "kind": "npc", "limit": 100 }),
        ),
        ("page of 100 near row 5,000", "list_characters_page", deep),
        (
            "search \"folk 12\", first page",
            "list_characters_page",
            json!({ "search": "folk 12", "limit": 100 }),
        ),
    ];
    println!("{CHARACTERS} NPCs; median of {RUNS} runs through the command surface (JSON out)");
    for (label, command, input) in cases {
        let mut bytes = 0;
        let times: Vec<Duration> = (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                let out = call_json(&mut desk, command, input.clone()).expect(command);
                let elapsed = start.elapsed();
                bytes = out.len();
                elapsed
            })
            .collect();
        println!(
            "  {label:<36} {:>9.2} ms  {:>9} bytes",
            median(times).as_secs_f64() * 1000.0,
            bytes
        );
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}
