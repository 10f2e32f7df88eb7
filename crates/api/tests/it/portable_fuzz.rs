//! The campaign importer under fuzzing (#12): valid exports of a rich campaign, mutated both
//! through their JSON structure (a value of another type, a key removed, a row duplicated or
//! dropped, a number pushed past its range, a string stretched) and as bytes (truncated, a byte
//! flipped, junk inserted), one to three mutations stacked, each imported into an empty folder.
//!
//! Every case must end in one of two ways: a typed error with nothing left in the folder, or a
//! campaign that opens and reads through every listing command. A panic anywhere fails the run.
//! `TABLEKEEP_FUZZ_CASES` sets the number of cases (the suite runs a few hundred; a long run is
//! `TABLEKEEP_FUZZ_CASES=20000 cargo test --release -p tablekeep-api --test it importer_fuzz --
//! --nocapture`); `TABLEKEEP_FUZZ_SEED` replays a run.

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::portable::{export, import_bytes, listing, rich_campaign};
use crate::{call, dirs_in, fixed_clock, ok};

/// A small, seeded generator (xorshift64*): the fuzzer needs reproducible choices, not quality.
struct Chooser(u64);

impl Chooser {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Every node of the document as a path of keys and indexes, so a mutation can pick one.
fn node_paths(value: &Value, path: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => {
            for (key, item) in map {
                path.push(Step::Key(key.clone()));
                node_paths(item, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                path.push(Step::Index(index));
                node_paths(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

fn node_at<'a>(value: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |node, step| match step {
        Step::Key(key) => node.get_mut(key.as_str()),
        Step::Index(index) => node.get_mut(*index),
    })
}

/// A replacement value of any JSON type, biased towards the edges importers get wrong.
fn odd_value(chooser: &mut Chooser, near: &Value) -> Value {
    match chooser.below(14) {
        0 => Value::Null,
        1 => json!(true),
        2 => json!(-1),
        3 => json!(i64::MAX),
        4 => json!(u64::MAX),
        5 => json!(1.5),
        6 => json!(""),
        7 => json!("x".repeat(5_000)),
        8 => json!("\u{0}\u{7f}é漢🙂"),
        9 => json!([]),
        10 => json!({}),
        11 => json!({ "system": "draw_steel" }),
        12 => match near {
            Value::Number(n) => json!(n.as_i64().map_or(0, |n| n.saturating_add(1))),
            Value::String(s) => json!(format!("{s}{s}")),
            other => other.clone(),
        },
        _ => match near {
            Value::Number(n) => json!(n.as_i64().map_or(-7, |n| -n)),
            Value::String(s) => json!(s.chars().rev().collect::<String>()),
            _ => json!(0),
        },
    }
}

/// One structural mutation of `document`; false when the chosen node could not take it.
fn mutate_structure(document: &mut Value, chooser: &mut Chooser) -> bool {
    let mut paths = Vec::new();
    node_paths(document, &mut Vec::new(), &mut paths);
    let path = paths[chooser.below(paths.len())].clone();
    let choice = chooser.below(6);
    let Some(node) = node_at(document, &path) else {
        return false;
    };
    match (choice, node) {
        (0, Value::Object(map)) if !map.is_empty() => {
            let key = map.keys().nth(chooser.below(map.len())).cloned();
            key.is_some_and(|key| map.remove(&key).is_some())
        }
        (1, Value::Array(items)) if !items.is_empty() => {
            let at = chooser.below(items.len());
            let copy = items[at].clone();
            items.insert(at, copy);
            true
        }
        (2, Value::Array(items)) if !items.is_empty() => {
            items.remove(chooser.below(items.len()));
            true
        }
        (3, Value::Array(items)) if items.len() > 1 => {
            let (a, b) = (chooser.below(items.len()), chooser.below(items.len()));
            items.swap(a, b);
            true
        }
        (4, Value::Object(map)) => {
            map.insert("unexpected".to_owned(), json!(1));
            true
        }
        (_, node) => {
            let near = node.clone();
            *node = odd_value(chooser, &near);
            true
        }
    }
}

/// One byte-level mutation of `bytes`.
fn mutate_bytes(bytes: &mut Vec<u8>, chooser: &mut Chooser) {
    if bytes.is_empty() {
        bytes.push(b'{');
        return;
    }
    let at = chooser.below(bytes.len());
    match chooser.below(4) {
        0 => bytes.truncate(at),
        1 => bytes[at] ^= 1 << chooser.below(8),
        2 => {
            const JUNK: &[u8] = b"{}[],:\"\\0-e9\xff\xc3";
            let run: Vec<u8> = (0..=chooser.below(6))
                .map(|_| JUNK[chooser.below(JUNK.len())])
                .collect();
            bytes.splice(at..at, run);
        }
        _ => {
            let end = (at + 1 + chooser.below(64)).min(bytes.len());
            bytes.drain(at..end);
        }
    }
}

/// What one case came to.
#[derive(Debug, Default)]
struct Tally {
    refused: BTreeMap<String, u64>,
    imported: u64,
    /// Imported, yet a reading command then failed: the importer let a broken record in.
    unreadable: Vec<String>,
    panics: Vec<String>,
    debris: Vec<String>,
}

/// Opens an imported campaign and reads it through every listing command and each record.
fn read_everything(dirs_root: &Path, dest: &Path) -> Result<(), String> {
    let mut desk = Desk::open_or_create(dirs_in(dirs_root), dest).map_err(|e| e.message)?;
    let read = |desk: &mut Desk, name: &str, args: Value| {
        call(desk, name, args).map_err(|e| format!("{name}: {:?} {}", e.kind, e.message))
    };
    read(&mut desk, "campaign_info", json!({}))?;
    let characters = read(&mut desk, "list_characters", json!({}))?;
    for character in characters.as_array().into_iter().flatten() {
        read(&mut desk, "get_character", json!({ "id": character["id"] }))?;
    }
    let encounters = read(&mut desk, "list_encounters", json!({}))?;
    for encounter in encounters.as_array().into_iter().flatten() {
        read(&mut desk, "get_encounter", json!({ "id": encounter["id"] }))?;
    }
    for name in [
        "list_parties",
        "list_game_sessions",
        "list_table_rules",
        "list_tags",
    ] {
        read(&mut desk, name, json!({}))?;
    }
    desk.close();
    Ok(())
}

#[test]
fn importer_fuzz_mutated_exports_end_in_a_typed_error_or_a_readable_campaign() {
    let cases: u64 = std::env::var("TABLEKEEP_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let seed: u64 = std::env::var("TABLEKEEP_FUZZ_SEED")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(0x7AB1_E5EE_D000_0012);
    let source = tempfile::tempdir().expect("temp dir");
    let mut desk = Desk::new(dirs_in(source.path()), fixed_clock).with_fixed_seeds();
    ok(
        &mut desk,
        "create_campaign",
        json!({ "name": "Fuzz seed", "path": source.path().join("seed.tablekeep").display().to_string() }),
    );
    rich_campaign(&mut desk);
    let exported = source.path().join("seed.json");
    export(&mut desk, &exported);
    let text = std::fs::read_to_string(&exported).expect("document");
    let document: Value = serde_json::from_str(&text).expect("valid export");

    let work = tempfile::tempdir().expect("temp dir");
    // The reading desk's own files (recent list, settings) live apart from the import folder.
    let desk_root = tempfile::tempdir().expect("temp dir");
    let dest = work.path().join("imported.tablekeep");
    // splitmix64 of the seed: distinct seeds give distinct runs, and the state is never 0.
    let mut chooser = Chooser({
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) | 1
    });
    let mut tally = Tally::default();
    for case in 0..cases {
        let mut bytes = if chooser.below(3) == 0 {
            text.clone().into_bytes()
        } else {
            let mut changed = document.clone();
            for _ in 0..=chooser.below(3) {
                mutate_structure(&mut changed, &mut chooser);
            }
            serde_json::to_vec(&changed).expect("json")
        };
        if chooser.below(3) == 0 || bytes == text.as_bytes() {
            for _ in 0..=chooser.below(2) {
                mutate_bytes(&mut bytes, &mut chooser);
            }
        }
        let outcome = catch_unwind(AssertUnwindSafe(|| import_bytes(&bytes, &dest)));
        match outcome {
            Err(_) => tally.panics.push(format!("case {case} (seed {seed})")),
            Ok(Err(err)) => {
                *tally.refused.entry(format!("{:?}", err.kind)).or_default() += 1;
                assert!(
                    matches!(
                        err.kind,
                        ErrorKind::InvalidInput | ErrorKind::CampaignTooNew
                    ),
                    "case {case}: a refused document is invalid or too new, not {:?}: {}",
                    err.kind,
                    err.message
                );
                assert!(
                    err.message.chars().count() < 2_000,
                    "case {case}: an error message echoes the document at length: {}",
                    &err.message[..300.min(err.message.len())]
                );
                let left = listing(work.path());
                if !left.is_empty() {
                    tally.debris.push(format!("case {case}: {left:?}"));
                    for name in left {
                        let _ = std::fs::remove_file(work.path().join(name));
                    }
                }
            }
            Ok(Ok(_)) => {
                tally.imported += 1;
                let read = catch_unwind(AssertUnwindSafe(|| {
                    read_everything(desk_root.path(), &dest)
                }));
                match read {
                    Err(_) => tally
                        .panics
                        .push(format!("reading case {case} (seed {seed})")),
                    Ok(Err(why)) => tally.unreadable.push(format!("case {case}: {why}")),
                    Ok(Ok(())) => {}
                }
                let _ = std::fs::remove_dir_all(work.path());
                std::fs::create_dir_all(work.path()).expect("recreate");
            }
        }
    }
    eprintln!(
        "importer fuzz: {cases} executions (seed {seed}): {} imported, refused {:?}, {} unreadable after import, {} panics, {} left debris",
        tally.imported,
        tally.refused,
        tally.unreadable.len(),
        tally.panics.len(),
        tally.debris.len()
    );
    assert!(tally.panics.is_empty(), "panics: {:?}", tally.panics);
    assert!(tally.debris.is_empty(), "files left: {:?}", tally.debris);
    assert!(
        tally.unreadable.is_empty(),
        "imported but unreadable: {:?}",
        &tally.unreadable[..tally.unreadable.len().min(10)]
    );
    assert!(
        tally.refused.values().sum::<u64>() > 0 && tally.imported > 0,
        "the mutations reach both outcomes: {tally:?}"
    );
}
