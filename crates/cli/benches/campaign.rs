//! Campaign benchmark: fills a campaign with 10,000 characters and measures what a GM feels.
//!
//! Run with `cargo bench -p tablekeep-cli`. It reports medians; it asserts nothing about time
//! (speed is measured here, never asserted in tests). Targets: open < 100 ms, list < 10 ms,
//! search < 10 ms, create < 5 ms committed, CLI peak memory < 100 MB.

use std::time::{Duration, Instant};

use serde_json::json;
use tablekeep_api::registry::{call, call_json};
use tablekeep_api::{Desk, DeskDirs};

mod support;
use support::{cli, self_peak_kib};

const CHARACTERS: usize = 10_000;

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("bench.tablekeep");
    let dirs = || DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };

    let mut desk = Desk::open_or_create(dirs(), &path).expect("create campaign");
    let fill_start = Instant::now();
    for n in 0..CHARACTERS {
        create(&mut desk, n);
    }
    let fill = fill_start.elapsed();
    drop(desk);

    let open = median(20, || {
        let start = Instant::now();
        let desk = Desk::open_or_create(dirs(), &path).expect("open");
        let elapsed = start.elapsed();
        drop(desk);
        elapsed
    });
    let mut desk = Desk::open_or_create(dirs(), &path).expect("open");
    let list = median(50, || {
        timed(|| call_json(&mut desk, "list_characters", json!({})).expect("list"))
    });
    let listed = call(&mut desk, "list_characters", json!({})).expect("list");
    // The command alone, before its result is serialised for IPC or the CLI.
    let list_typed = median(50, || {
        timed(|| {
            tablekeep_api::characters::list_characters(&mut desk, Default::default()).expect("list")
        })
    });
    let search = median(50, || {
        timed(|| {
            call_json(&mut desk, "list_characters", json!({ "search": "ash" })).expect("search")
        })
    });
    let found = call(&mut desk, "list_characters", json!({ "search": "ash" })).expect("search");
    let tag = median(50, || {
        timed(|| call_json(&mut desk, "list_characters", json!({ "tag": "villain" })).expect("tag"))
    });
    let mut n = CHARACTERS;
    let create_one = median(200, || {
        n += 1;
        timed(|| create(&mut desk, n))
    });
    drop(desk);
    let campaign_arg = path.display().to_string();
    let (cli_peak_kib, cli_time) = cli(
        dir.path(),
        &["--campaign", &campaign_arg, "call", "list_characters", "{}"],
    );

    println!("Tablekeep campaign benchmark ({CHARACTERS} characters; medians)");
    println!(
        "  fill ({CHARACTERS} committed creates)  {:>10.1} s",
        fill.as_secs_f64()
    );
    println!(
        "  open campaign                  {:>10.2} ms   (target < 100 ms)",
        ms(open)
    );
    println!(
        "  list all as JSON ({} rows)  {:>10.2} ms   (target < 10 ms)",
        listed.as_array().map_or(0, Vec::len),
        ms(list)
    );
    println!(
        "  search by name ({} hits)      {:>10.2} ms   (target < 10 ms)",
        found.as_array().map_or(0, Vec::len),
        ms(search)
    );
    println!(
        "  list all, before serialising   {:>10.2} ms",
        ms(list_typed)
    );
    println!("  filter by tag                  {:>10.2} ms", ms(tag));
    println!(
        "  create one (committed)         {:>10.2} ms   (target < 5 ms)",
        ms(create_one)
    );
    match cli_peak_kib {
        Some(kib) => println!(
            "  CLI list_characters peak RSS   {:>10.1} MB   (target < 100 MB; whole run {:.0} ms)",
            kib as f64 / 1024.0,
            ms(cli_time)
        ),
        None => println!("  CLI peak memory: not measured (python3 not found)"),
    }
    println!(
        "  benchmark process peak RSS     {:>10.1} MB",
        self_peak_kib() as f64 / 1024.0
    );
}

const SYLLABLES: [&str; 12] = [
    "ash", "bor", "cal", "dri", "el", "fen", "gar", "hal", "ira", "jor", "kel", "lun",
];

fn create(desk: &mut Desk, n: usize) {
    let name = format!(
        "{}{}{} {n}",
        SYLLABLES[n % 12].to_uppercase(),
        SYLLABLES[(n / 12) % 12],
        SYLLABLES[(n / 144) % 12]
    );
    let kind = if n.is_multiple_of(3) { "npc" } else { "pc" };
    let tags = if n.is_multiple_of(10) {
        json!(["villain"])
    } else {
        json!(["townsfolk", "port azure"])
    };
    call(desk, "create_character", json!({ "system": "fated_hand", "kind": kind, "name": name, "tags": tags, "notes": "Met the party at the docks." }))
        .expect("create");
}

fn timed<T>(work: impl FnOnce() -> T) -> Duration {
    let start = Instant::now();
    std::hint::black_box(work());
    start.elapsed()
}

fn median(runs: usize, mut sample: impl FnMut() -> Duration) -> Duration {
    let mut samples: Vec<Duration> = (0..runs).map(|_| sample()).collect();
    samples.sort();
    samples[runs / 2]
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}
