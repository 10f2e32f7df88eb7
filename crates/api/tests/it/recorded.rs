//! Responses of the real commands, recorded for the UI tests' fake backend, so that the fake
//! replays the engine's answers instead of computing rules in TypeScript.
//!
//! `ui/src/test/recorded/requests.json` lists, per command, the arguments the UI tests send;
//! this test runs each through the registry and writes `ui/src/test/recorded/responses.json`
//! (the result, or the typed error). Like the bindings, a stale file is rewritten and the test
//! fails, so the change is reviewed and committed.

use std::path::Path;

use serde_json::{json, Map, Value};

use crate::{call, desk};

fn recorded_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/test/recorded")
}

#[test]
fn recorded_responses_are_fresh() {
    let dir = recorded_dir();
    let requests: Map<String, Value> = serde_json::from_str(
        &std::fs::read_to_string(dir.join("requests.json")).expect("requests.json"),
    )
    .expect("requests are JSON");
    let (_dir, mut desk) = desk();
    let mut responses = Map::new();
    for (command, list) in &requests {
        let spec = tablekeep_api::registry::command(command).expect("a command");
        assert!(
            !spec.needs_campaign(),
            "{command} needs a campaign; record only commands whose answer the arguments decide"
        );
        let rows: Vec<Value> = list
            .as_array()
            .expect("a list of arguments")
            .iter()
            .map(|args| match call(&mut desk, command, args.clone()) {
                Ok(result) => json!({ "args": args, "ok": result }),
                Err(error) => json!({ "args": args, "error": error }),
            })
            .collect();
        responses.insert(command.clone(), Value::Array(rows));
    }
    let fresh = serde_json::to_string_pretty(&Value::Object(responses)).expect("json") + "\n";
    let path = dir.join("responses.json");
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    if committed != fresh {
        std::fs::write(&path, &fresh).expect("write responses.json");
        panic!("ui/src/test/recorded/responses.json was stale and has been rewritten; review and commit it");
    }
}
