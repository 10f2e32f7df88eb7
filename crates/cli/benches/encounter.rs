//! Encounter benchmark: a 4-versus-4 Fated Hand battle through the command layer, on a real file.
//!
//! Run with `cargo bench -p tablekeep-cli --bench encounter`. Reports medians and asserts nothing
//! about time. Targets: a command persisted and committed < 5 ms; loading and replaying a
//! 1,000-command encounter < 20 ms. "GM click to updated screen" is measured here up to the IPC
//! boundary: the command, its commit, and the whole GM-screen view serialised to JSON.

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use tablekeep_api::registry::{call, call_json};
use tablekeep_api::{Desk, DeskDirs};

const COMMANDS: usize = 1_000;

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bench.tablekeep");
    let dirs = DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };
    let mut desk = Desk::open_or_create(dirs, &path).expect("create campaign");
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
    let encounter = call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Bench", "plan": { "system": "fated_hand", "participants": participants } }),
    )
    .expect("encounter");
    let id = encounter["id"].clone();
    call(&mut desk, "start_encounter", json!({ "id": id, "seed": 1 })).expect("start");

    let mut n = 0u64;
    let mut override_command = |desk: &mut Desk| {
        n += 1;
        let args = json!({ "id": id, "command": { "system": "fated_hand",
            "command": "override", "who": (n % 8) as u8, "hitPoints": (n % 3) as i64 + 1,
            "note": "bench"
        } });
        let start = Instant::now();
        let text = call_json(desk, "encounter_command", args).expect("command");
        let elapsed = start.elapsed();
        std::hint::black_box(text);
        elapsed
    };
    let early = median((0..20).map(|_| override_command(&mut desk)).collect());
    for _ in 20..COMMANDS {
        override_command(&mut desk);
    }
    let late = median((0..20).map(|_| override_command(&mut desk)).collect());
    let view = median(
        (0..20)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(
                    call_json(&mut desk, "get_encounter", json!({ "id": id })).expect("get"),
                );
                start.elapsed()
            })
            .collect(),
    );
    let log: Value = call(&mut desk, "encounter_log", json!({ "id": id })).expect("log");
    let log_time = median(
        (0..5)
            .map(|_| {
                let start = Instant::now();
                std::hint::black_box(
                    call_json(&mut desk, "encounter_log", json!({ "id": id })).expect("log"),
                );
                start.elapsed()
            })
            .collect(),
    );

    println!("encounter benchmark (4 v 4, real campaign file, synchronous=FULL; medians)");
    println!(
        "  command decided, persisted, committed, view returned (early):   {:>7.2} ms",
        ms(early)
    );
    println!(
        "  the same at ~{COMMANDS} commands (replay included):             {:>7.2} ms",
        ms(late)
    );
    println!(
        "  get_encounter at {} commands (load + replay + view):          {:>7.2} ms",
        COMMANDS + 40,
        ms(view)
    );
    println!(
        "  encounter_log, {} lines as JSON + text:                      {:>7.2} ms",
        log["lines"].as_array().map_or(0, Vec::len),
        ms(log_time)
    );
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
