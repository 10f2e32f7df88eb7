//! Tests that run the real `tablekeep` binary.

use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::{json, Value};

struct Run {
    status: i32,
    json: Value,
    stderr: String,
}

/// Runs `tablekeep` with its data and config folders inside `root`.
fn tablekeep(root: &Path, args: &[&str]) -> Run {
    tablekeep_with_stdin(root, args, None)
}

fn tablekeep_with_stdin(root: &Path, args: &[&str], stdin: Option<&str>) -> Run {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tablekeep"));
    command
        .args(args)
        .env("TABLEKEEP_DATA_DIR", root.join("data"))
        .env("TABLEKEEP_CONFIG_DIR", root.join("config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("spawn tablekeep");
    if let Some(text) = stdin {
        use std::io::Write;
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(text.as_bytes())
            .expect("write stdin");
    }
    drop(child.stdin.take());
    let Output {
        status,
        stdout,
        stderr,
    } = child.wait_with_output().expect("wait");
    let stdout = String::from_utf8(stdout).expect("utf-8 stdout");
    Run {
        status: status.code().expect("exit code"),
        json: serde_json::from_str(&stdout).unwrap_or(Value::String(stdout)),
        stderr: String::from_utf8_lossy(&stderr).into_owned(),
    }
}

#[test]
fn call_uses_the_default_campaign_and_persists_between_runs() {
    let dir = tempfile::tempdir().expect("temp dir");
    let created = tablekeep(
        dir.path(),
        &[
            "call",
            "create_character",
            r#"{"system":"fated_hand","kind":"npc","name":"The Black Queen"}"#,
        ],
    );
    assert_eq!(created.status, 0, "{}", created.stderr);
    assert_eq!(created.json["name"], "The Black Queen");
    assert!(dir
        .path()
        .join("data/campaigns/default.tablekeep")
        .is_file());

    // The default campaign also holds the Draw Steel starter set's premade heroes.
    let listed = tablekeep(
        dir.path(),
        &["call", "list_characters", r#"{"search":"Black Queen"}"#],
    );
    assert_eq!(listed.status, 0);
    assert_eq!(listed.json[0]["name"], "The Black Queen");
    assert_eq!(listed.json[0]["system"], "fated_hand");
}

#[test]
fn campaign_flag_selects_the_file_and_stdin_carries_arguments() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("eberron.tablekeep");
    let file_arg = file.to_str().expect("utf-8 path");
    let missing = tablekeep(
        dir.path(),
        &["--campaign", file_arg, "call", "campaign_info"],
    );
    assert_eq!(missing.status, 1, "a missing file is not created unasked");
    assert_eq!(missing.json["kind"], "notFound");
    assert!(!file.exists());
    let run = tablekeep_with_stdin(
        dir.path(),
        &[
            "--campaign",
            file_arg,
            "--create",
            "call",
            "create_character",
            "-",
        ],
        Some(r#"{"system":"clockwork","kind":"pc","name":"Sly Wenna","tags":["rogue"]}"#),
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let info = tablekeep(
        dir.path(),
        &["call", "campaign_info", "--campaign", file_arg],
    );
    assert_eq!(info.json["path"], file_arg);
    assert_eq!(info.json["playerCharacters"], 1);
    assert!(
        !dir.path().join("data/campaigns/default.tablekeep").exists(),
        "the default campaign was not touched"
    );
}

#[test]
fn errors_are_json_with_exit_status_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let cases: [(&[&str], &str); 4] = [
        (&["call", "create_character", "{not json"], "invalidInput"),
        (&["call", "fly_to_the_moon", "{}"], "unknownCommand"),
        (
            &[
                "call",
                "create_character",
                r#"{"system":"pathfinder","kind":"pc","name":"X"}"#,
            ],
            "invalidInput",
        ),
        (&["call", "get_character", r#"{"id": 99}"#], "notFound"),
    ];
    for (index, (args, kind)) in cases.into_iter().enumerate() {
        let run = tablekeep(dir.path(), args);
        assert_eq!(run.status, 1, "{args:?}");
        assert_eq!(run.json["kind"], kind, "{args:?}: {}", run.json);
        assert!(run.json["message"].as_str().is_some_and(|m| !m.is_empty()));
        if index < 2 {
            // Malformed JSON or an unknown command is refused before any file is touched.
            assert!(!dir.path().join("data").exists(), "{args:?}");
        }
    }
}

#[test]
fn a_campaign_file_that_is_not_sqlite_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("notes.tablekeep");
    std::fs::write(&file, "Remember to bring snacks.").expect("write");
    let run = tablekeep(
        dir.path(),
        &[
            "--campaign",
            file.to_str().expect("utf-8"),
            "call",
            "campaign_info",
        ],
    );
    assert_eq!(run.status, 1);
    assert_eq!(run.json["kind"], "notACampaign");
    assert_eq!(
        std::fs::read_to_string(&file).expect("read"),
        "Remember to bring snacks."
    );
}

#[test]
fn create_campaign_does_not_create_the_default_one() {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("new.tablekeep");
    let args = json!({ "name": "Shadows over Varn", "path": file }).to_string();
    let run = tablekeep(dir.path(), &["call", "create_campaign", &args]);
    assert_eq!(run.status, 0, "{}", run.json);
    assert_eq!(run.json["name"], "Shadows over Varn");
    assert!(file.is_file());
    assert!(!dir.path().join("data/campaigns/default.tablekeep").exists());
}

#[test]
fn commands_lists_every_command_with_schemas() {
    let dir = tempfile::tempdir().expect("temp dir");
    let run = tablekeep(dir.path(), &["commands"]);
    assert_eq!(run.status, 0);
    let commands = run.json["commands"].as_object().expect("commands object");
    for name in [
        "list_systems",
        "create_campaign",
        "open_campaign",
        "campaign_info",
        "rename_campaign",
        "create_character",
        "get_character",
        "list_characters",
        "update_character",
        "delete_character",
        "undo_character_edit",
        "create_party",
        "list_parties",
        "add_to_party",
        "remove_from_party",
    ] {
        let entry = &commands[name];
        assert_eq!(entry["args"]["type"], "object", "{name}");
        assert!(entry["result"].is_object(), "{name}");
    }
    assert_eq!(
        run.json,
        serde_json::from_str::<Value>(
            &std::fs::read_to_string(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../../schemas/commands.json"
            ))
            .expect("schemas file")
        )
        .expect("json")
    );
}

#[test]
fn help_explains_call_and_commands() {
    let dir = tempfile::tempdir().expect("temp dir");
    let output = Command::new(env!("CARGO_BIN_EXE_tablekeep"))
        .arg("--help")
        .env("TABLEKEEP_DATA_DIR", dir.path())
        .output()
        .expect("run");
    let help = String::from_utf8(output.stdout).expect("utf-8");
    assert!(output.status.success());
    for needle in ["call", "commands", "--campaign", "JSON", "default campaign"] {
        assert!(help.contains(needle), "help lacks {needle:?}:\n{help}");
    }
}

#[test]
fn a_closed_pipe_is_not_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablekeep"))
        .arg("commands")
        .env("TABLEKEEP_DATA_DIR", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    // Read nothing and hang up, like `tablekeep commands | head -c 0`.
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("wait");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// Separate `tablekeep` processes opening different campaigns at the same moment: every one
/// stays in the recent list (each rewrites it under a lock).
#[test]
fn processes_opening_campaigns_at_once_all_reach_the_recent_list() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path().to_path_buf();
    let workers: Vec<_> = (0..6)
        .map(|n| {
            let root = root.clone();
            std::thread::spawn(move || {
                let campaign = root.join(format!("table-{n}.tablekeep"));
                let campaign = campaign.to_str().expect("utf-8 path").to_owned();
                for round in 0..4 {
                    let mut args = vec!["--campaign", campaign.as_str()];
                    if round == 0 {
                        args.push("--create");
                    }
                    args.extend(["call", "campaign_info"]);
                    assert_eq!(tablekeep(&root, &args).status, 0);
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("worker");
    }
    let recent = tablekeep(dir.path(), &["call", "list_recent_campaigns"]);
    assert_eq!(recent.status, 0, "{}", recent.stderr);
    let mut names: Vec<String> = recent
        .json
        .as_array()
        .expect("list")
        .iter()
        .map(|entry| {
            Path::new(entry["path"].as_str().expect("path"))
                .file_name()
                .expect("name")
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    let expected: Vec<String> = (0..6).map(|n| format!("table-{n}.tablekeep")).collect();
    assert_eq!(names, expected);
}

/// The way back from a damaged file in the CLI: the open error names the backup, and the
/// campaign-free backup commands run on the file that cannot be opened.
#[test]
fn a_damaged_campaign_is_restored_from_the_cli() {
    let dir = tempfile::tempdir().expect("temp dir");
    let campaign = dir.path().join("eberron.tablekeep");
    let path = campaign.to_str().expect("utf-8 path");
    for n in 0..150 {
        let made = tablekeep(
            dir.path(),
            &[
                "--campaign",
                path,
                "--create",
                "call",
                "create_character",
                &format!(r#"{{"system":"clockwork","kind":"npc","name":"Automaton {n}"}}"#),
            ],
        );
        assert_eq!(made.status, 0, "{}", made.json);
    }
    // The first edit took a backup; truncating the file to half damages it.
    let bytes = std::fs::read(&campaign).expect("read");
    std::fs::write(&campaign, &bytes[..bytes.len() / 2]).expect("truncate");

    let refused = tablekeep(dir.path(), &["--campaign", path, "call", "list_characters"]);
    assert_eq!(refused.status, 1);
    assert_eq!(refused.json["kind"], "campaignDamaged", "{}", refused.json);
    let listed = tablekeep(dir.path(), &["--campaign", path, "call", "list_backups"]);
    assert_eq!(listed.status, 0, "{}", listed.json);
    assert_eq!(listed.json["damaged"], true);
    let backup = listed.json["backups"][0]["name"]
        .as_str()
        .expect("a backup")
        .to_owned();
    assert!(refused.json["message"]
        .as_str()
        .expect("message")
        .contains(&backup));
    assert_eq!(listed.json["backups"][0]["counts"]["characters"], 1);

    let restored = tablekeep(
        dir.path(),
        &[
            "--campaign",
            path,
            "call",
            "restore_backup",
            &format!(r#"{{"backup":"{backup}"}}"#),
        ],
    );
    assert_eq!(restored.status, 0, "{}", restored.json);
    assert!(restored.json["keptAside"].is_string());
    let after = tablekeep(dir.path(), &["--campaign", path, "call", "list_characters"]);
    assert_eq!(after.status, 0, "{}", after.json);
    assert_eq!(after.json.as_array().expect("characters").len(), 1);
}

/// A command that starts a job is waited for: the CLI prints the job's progress on stderr and
/// its result on stdout, as for any command; an import from the export builds a new campaign.
#[test]
fn export_and_import_wait_for_their_job_and_print_its_result() {
    let dir = tempfile::tempdir().expect("temp dir");
    let campaign = dir.path().join("eberron.tablekeep");
    let campaign_arg = campaign.display().to_string();
    let created = tablekeep(
        dir.path(),
        &[
            "--campaign",
            &campaign_arg,
            "--create",
            "call",
            "create_character",
            r#"{"system":"fated_hand","kind":"npc","name":"The Black Queen"}"#,
        ],
    );
    assert_eq!(created.status, 0, "{}", created.stderr);

    let document = dir.path().join("eberron.json");
    let exported = tablekeep(
        dir.path(),
        &[
            "--campaign",
            &campaign_arg,
            "call",
            "export_campaign",
            &json!({ "path": document.display().to_string() }).to_string(),
        ],
    );
    assert_eq!(exported.status, 0, "{}", exported.stderr);
    assert_eq!(
        exported.json["kind"], "campaign_exported",
        "{}",
        exported.json
    );
    assert!(
        exported.stderr.contains("export_campaign: "),
        "progress on stderr: {}",
        exported.stderr
    );
    let size = std::fs::metadata(&document).expect("the document").len();
    assert_eq!(exported.json["bytes"], size);

    // No --campaign: an import needs none, and opens or creates nothing else.
    let copy = dir.path().join("copy.tablekeep");
    let imported = tablekeep(
        dir.path(),
        &[
            "call",
            "import_campaign",
            &json!({ "source": document.display().to_string(), "path": copy.display().to_string() })
                .to_string(),
        ],
    );
    assert_eq!(imported.status, 0, "{}", imported.stderr);
    assert_eq!(imported.json["kind"], "campaign_imported");
    assert!(
        !dir.path().join("data").exists(),
        "no default campaign was created"
    );
    let listed = tablekeep(
        dir.path(),
        &[
            "--campaign",
            &copy.display().to_string(),
            "call",
            "list_characters",
        ],
    );
    assert_eq!(listed.json[0]["name"], "The Black Queen");

    // A second import onto the same file is refused, exit status 1, the error on stdout.
    let again = tablekeep(
        dir.path(),
        &[
            "call",
            "import_campaign",
            &json!({ "source": document.display().to_string(), "path": copy.display().to_string() })
                .to_string(),
        ],
    );
    assert_eq!(again.status, 1);
    assert_eq!(again.json["kind"], "campaignExists");
    // A document that is not one: the job's typed error, exit status 1.
    let broken = dir.path().join("broken.json");
    std::fs::write(
        &broken,
        r#"{"format":"tablekeep-campaign","formatVersion":1}"#,
    )
    .expect("write");
    let refused = tablekeep(
        dir.path(),
        &[
            "call",
            "import_campaign",
            &json!({ "source": broken.display().to_string(), "path": dir.path().join("x.tablekeep").display().to_string() })
                .to_string(),
        ],
    );
    assert_eq!(refused.status, 1);
    assert_eq!(refused.json["kind"], "invalidInput");
    assert_eq!(refused.json["field"], "schemaVersion");
    assert!(!dir.path().join("x.tablekeep").exists());
}
