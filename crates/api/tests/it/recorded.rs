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

/// The scenario whose reads every other scenario falls back on.
const SHARED: &str = "shared";

/// One call of a scenario: a command by name and its arguments.
#[derive(serde::Deserialize)]
struct Call {
    command: String,
    args: Value,
}

/// A scenario as written: `setup` runs before the UI test starts, `calls` are the writes the
/// test makes in this order, `reads` are answered in every state (after the setup and after
/// each call). `extends` names a scenario to start from: its setup and calls become the first
/// part of this one's setup, and its reads are this one's too (after its own).
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    #[serde(default, rename = "//")]
    _about: Option<Value>,
    #[serde(default)]
    extends: Option<String>,
    #[serde(default)]
    setup: Vec<Call>,
    #[serde(default)]
    calls: Vec<Call>,
    #[serde(default)]
    reads: Vec<Call>,
}

/// The answer of a command as the fake replays it: `ok` or the typed `error`, with the
/// campaign's temporary folder named `/campaigns` so that every run records the same text (and
/// a `/campaigns/…` path in the arguments naming a file in that folder).
fn answer(desk: &mut tablekeep_api::Desk, call: &Call) -> Value {
    let folder = desk
        .dirs()
        .data_dir
        .parent()
        .expect("the desk's folders are in a temporary folder")
        .display()
        .to_string();
    // A path under /campaigns/ in the arguments (an exported log) is a file in that folder.
    let args = serde_json::to_string(&call.args).expect("json");
    let args = serde_json::from_str(&args.replace("\"/campaigns/", &format!("\"{folder}/")))
        .expect("json");
    let answer = match call_waiting(desk, &call.command, args) {
        Ok(result) => json!({ "ok": result }),
        Err(error) => json!({ "error": error }),
    };
    let text = serde_json::to_string(&answer).expect("json");
    serde_json::from_str(&text.replace(&folder, "/campaigns")).expect("json")
}

/// A setup step that is no command: `{"command": "test:truncate_file", "args": {"path":
/// "/campaigns/<file>"}}` cuts that file to half its size, a damaged campaign for the screens
/// that restore a backup.
const TRUNCATE_FILE: &str = "test:truncate_file";

/// A setup step that is no command: `{"command": "test:start", "args": {"path":
/// "/campaigns/<file>"}}` starts the app afresh on that file, as `Desk::start` does (a file that
/// fails to open leaves it closed, with the reason).
const START_AT: &str = "test:start";

/// The file a setup step names by a `/campaigns/…` path.
fn campaign_file(desk: &tablekeep_api::Desk, name: &str, args: &Value) -> std::path::PathBuf {
    let folder = desk
        .dirs()
        .data_dir
        .parent()
        .expect("the desk's folders are in a temporary folder")
        .to_path_buf();
    let file = args["path"]
        .as_str()
        .and_then(|path| path.strip_prefix("/campaigns/"))
        .unwrap_or_else(|| panic!("{name}: a setup step's path must start with /campaigns/"));
    folder.join(file)
}

fn truncate_file(desk: &tablekeep_api::Desk, name: &str, args: &Value) {
    let path = campaign_file(desk, name, args);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{name}: {}: {e}", path.display()));
    std::fs::write(&path, &bytes[..bytes.len() / 2]).expect("truncate");
}

/// A call as the recorder makes it: a command that starts a job (an export, an import) is
/// waited for, so the reads after it see the job finished, the same on every run.
fn call_waiting(
    desk: &mut tablekeep_api::Desk,
    command: &str,
    args: Value,
) -> Result<Value, tablekeep_api::AppError> {
    let result = crate::call(desk, command, args)?;
    if tablekeep_api::registry::command(command).is_ok_and(|spec| spec.starts_job()) {
        let job = result["job"].as_i64().expect("a job id");
        // Its outcome, success or error, is what `job_status` answers afterwards.
        let _ = tablekeep_api::jobs::wait(desk, job, |_| {});
    }
    Ok(result)
}

/// Runs one scenario on a fresh campaign and returns its recording: each call's answer, and
/// each read's answers, listed from the state where they change (state 0 is after the setup,
/// state i after the i-th call), so a read that does not change is written once.
///
/// `shared` are the reads every scenario falls back on (the `shared` scenario: content and
/// table rules, the same in every fresh campaign); in every state of this scenario, each of
/// them it does not list itself must still answer as recorded there, or the fallback would lie.
fn record(name: &str, scenario: &Scenario, shared: &[(Call, Value)]) -> Value {
    let (_dir, mut desk) = desk();
    for call in &scenario.setup {
        if call.command == TRUNCATE_FILE {
            truncate_file(&desk, name, &call.args);
            continue;
        }
        if call.command == START_AT {
            let path = campaign_file(&desk, name, &call.args);
            desk = tablekeep_api::Desk::start_with_clock(
                desk.dirs().clone(),
                Some(path),
                crate::fixed_clock,
            )
            .with_fixed_seeds();
            continue;
        }
        tablekeep_api::registry::command(&call.command)
            .unwrap_or_else(|_| panic!("{name}: {} is not a command", call.command));
        // As the calls: a /campaigns/… path names a file in the campaign's folder.
        let answered = answer(&mut desk, call);
        if let Some(error) = answered.get("error") {
            panic!(
                "{name}: setup {} {} failed: {error}",
                call.command, call.args
            );
        }
    }
    for read in &scenario.reads {
        tablekeep_api::registry::command(&read.command)
            .unwrap_or_else(|_| panic!("{name}: {} is not a command", read.command));
    }
    let mut reads: Vec<Vec<Value>> = vec![Vec::new(); scenario.reads.len()];
    let own = |call: &Call| {
        scenario
            .reads
            .iter()
            .any(|read| read.command == call.command && read.args == call.args)
    };
    let mut read_all = |desk: &mut tablekeep_api::Desk, state: usize| {
        for (read, expected) in shared.iter().filter(|(read, _)| !own(read)) {
            assert!(
                answer(desk, read) == *expected,
                "{name}: after call {state}, {} {} no longer answers as the shared scenario \
                 recorded it; add it to this scenario's reads",
                read.command,
                read.args
            );
        }
        for (read, answers) in scenario.reads.iter().zip(reads.iter_mut()) {
            let mut now = answer(desk, read);
            // The fake answers a read however often it is asked: asking must change nothing.
            assert!(
                answer(desk, read) == now,
                "{name}: {} {} answers differently when asked again after call {state}; \
                 a write belongs in calls",
                read.command,
                read.args
            );
            let unchanged = answers.last().is_some_and(|last: &Value| {
                last["ok"] == now["ok"] && last["error"] == now["error"]
            });
            if !unchanged {
                now["from"] = json!(state);
                answers.push(now);
            }
        }
    };
    read_all(&mut desk, 0);
    let mut calls = Vec::new();
    for (i, call) in scenario.calls.iter().enumerate() {
        tablekeep_api::registry::command(&call.command)
            .unwrap_or_else(|_| panic!("{name}: {} is not a command", call.command));
        let mut row = json!({ "command": call.command, "args": call.args });
        let answered = answer(&mut desk, call);
        row.as_object_mut()
            .expect("an object")
            .extend(answered.as_object().expect("an object").clone());
        calls.push(row);
        read_all(&mut desk, i + 1);
    }
    let reads: Vec<Value> = scenario
        .reads
        .iter()
        .zip(reads)
        .map(|(read, answers)| json!({ "command": read.command, "args": read.args, "answers": answers }))
        .collect();
    json!({ "calls": calls, "reads": reads })
}

/// The scenario `name` in `folder`, with the scenario it extends (if any) folded in.
fn read_scenario(folder: &Path, name: &str, depth: usize) -> Scenario {
    assert!(
        depth < 16,
        "scenarios/{name}.json: `extends` goes round in a circle"
    );
    let text = std::fs::read_to_string(folder.join(format!("{name}.json"))).expect("scenario");
    let mut scenario: Scenario = serde_json::from_str(&text)
        .unwrap_or_else(|err| panic!("scenarios/{name}.json is not a scenario: {err}"));
    if let Some(base) = scenario.extends.take() {
        let base = read_scenario(folder, &base, depth + 1);
        let mut setup = base.setup;
        setup.extend(base.calls);
        setup.append(&mut scenario.setup);
        scenario.setup = setup;
        for read in base.reads {
            let listed = scenario
                .reads
                .iter()
                .any(|own| own.command == read.command && own.args == read.args);
            if !listed {
                scenario.reads.push(read);
            }
        }
    }
    scenario
}

/// Scenarios: ordered calls on a fresh campaign, for the commands whose answer depends on it.
/// `ui/src/test/recorded/scenarios/<name>.json` is the scenario; the recording goes to
/// `ui/src/test/recorded/scenario-responses/<name>.json`, rewritten (and the test failing) when
/// stale, like `responses.json`.
#[test]
fn recorded_scenarios_are_fresh() {
    let dir = recorded_dir();
    let out = dir.join("scenario-responses");
    std::fs::create_dir_all(&out).expect("scenario-responses folder");
    let mut names: Vec<String> = std::fs::read_dir(dir.join("scenarios"))
        .expect("scenarios folder")
        .map(|entry| {
            entry
                .expect("entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter_map(|file| file.strip_suffix(".json").map(str::to_owned))
        .collect();
    names.sort();
    let read_scenario = |name: &str| read_scenario(&dir.join("scenarios"), name, 0);
    // The shared reads, answered in a fresh campaign.
    let shared_scenario = read_scenario(SHARED);
    assert!(
        shared_scenario.setup.is_empty() && shared_scenario.calls.is_empty(),
        "the shared scenario only reads a fresh campaign"
    );
    let (_shared_dir, mut shared_desk) = desk();
    let shared: Vec<(Call, Value)> = shared_scenario
        .reads
        .into_iter()
        .map(|read| {
            let answered = answer(&mut shared_desk, &read);
            (read, answered)
        })
        .collect();
    let mut stale = Vec::new();
    for name in &names {
        let scenario = read_scenario(name);
        let shared: &[(Call, Value)] = if name == SHARED { &[] } else { &shared };
        let fresh =
            serde_json::to_string_pretty(&record(name, &scenario, shared)).expect("json") + "\n";
        let path = out.join(format!("{name}.json"));
        if std::fs::read_to_string(&path).unwrap_or_default() != fresh {
            std::fs::write(&path, &fresh).expect("write a recording");
            stale.push(name.clone());
        }
    }
    for entry in std::fs::read_dir(&out).expect("scenario-responses folder") {
        let path = entry.expect("entry").path();
        let name = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        if name.is_some_and(|name| !names.contains(&name)) {
            std::fs::remove_file(&path).expect("remove a recording without its scenario");
            stale.push(path.display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "recorded scenarios were stale and have been rewritten; review and commit them: {stale:?}"
    );
}
