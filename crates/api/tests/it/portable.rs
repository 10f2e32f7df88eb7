//! The whole campaign as one portable document: the committed JSON Schema is fresh, a campaign
//! with characters of two systems, their progress, a session and fought encounters survives
//! export → import (every encounter replays to the same view, and the re-export is the same
//! document), older documents import, newer ones and malformed ones are refused with their
//! place, and nothing is ever left behind or replaced.

use std::path::Path;

use serde_json::{json, Value};
use tablekeep_api::{AppError, Desk, ErrorKind};
use tablekeep_store::portable::Progress;

use crate::{call, desk, dirs_in, fixed_clock, ok};

/// `schemas/campaign-export.schema.json` is generated from the migrations; this regenerates it
/// and fails when the committed copy is stale.
#[test]
fn campaign_export_schema_is_fresh() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../schemas/campaign-export.schema.json"
    );
    let fresh = serde_json::to_string_pretty(&tablekeep_api::portable::document_schema())
        .expect("json")
        + "\n";
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    if committed != fresh {
        std::fs::write(path, &fresh).expect("write schema");
        panic!("schemas/campaign-export.schema.json was stale and has been regenerated; review and commit it");
    }
}

/// Runs a command that starts a job and waits for the job: its result, or its error.
pub fn run_job(desk: &mut Desk, name: &str, args: Value) -> Result<Value, AppError> {
    let started = call(desk, name, args)?;
    let job = started["job"].clone();
    for _ in 0..6_000 {
        let status = ok(desk, "job_status", json!({ "job": job }));
        match status["state"].as_str() {
            Some("running") => std::thread::sleep(std::time::Duration::from_millis(10)),
            Some("succeeded") => return Ok(status["result"].clone()),
            _ => {
                let error = &status["error"];
                let kind: ErrorKind = match error["kind"].as_str() {
                    Some("invalidInput") => ErrorKind::InvalidInput,
                    Some("campaignTooNew") => ErrorKind::CampaignTooNew,
                    Some("campaignExists") => ErrorKind::CampaignExists,
                    Some("cancelled") => ErrorKind::Cancelled,
                    Some("conflict") => ErrorKind::Conflict,
                    Some("notFound") => ErrorKind::NotFound,
                    Some("readOnly") => ErrorKind::ReadOnly,
                    _ => ErrorKind::Storage,
                };
                return Err(AppError {
                    field: error["field"].as_str().map(str::to_owned),
                    ..AppError::new(kind, error["message"].as_str().unwrap_or_default())
                });
            }
        }
    }
    panic!("job {job} did not finish in a minute");
}

pub(crate) fn export(desk: &mut Desk, path: &Path) -> Value {
    run_job(
        desk,
        "export_campaign",
        json!({ "path": path.display().to_string() }),
    )
    .expect("exported")
}

fn import(desk: &mut Desk, source: &Path, dest: &Path) -> Result<Value, AppError> {
    run_job(
        desk,
        "import_campaign",
        json!({ "source": source.display().to_string(), "path": dest.display().to_string() }),
    )
}

/// The document without its `exportedAt`, which alone may differ between two exports.
fn without_time(text: &str) -> String {
    let at = text.find("\"exportedAt\":").expect("exportedAt");
    let end = at + text[at..].find(",\"tables\"").expect("tables follow");
    format!("{}{}", &text[..at], &text[end..])
}

fn id(value: &Value) -> i64 {
    value["id"].as_i64().expect("id")
}

fn card(rank: u8, suit: &str) -> Value {
    json!({ "from": "entered", "card": { "rank": rank, "suit": suit } })
}

fn battle(desk: &mut Desk, id: i64, system: &str, command: Value) -> Value {
    let mut command = command;
    command["system"] = json!(system);
    crate::battle_command(desk, id, command)
}

/// Characters of two systems with progress and a party, a game session, a table-rule choice,
/// content, and encounters in every phase: prepared, running with undone commands, and ended.
pub(crate) fn rich_campaign(desk: &mut Desk) -> Vec<i64> {
    let joe = id(&ok(
        desk,
        "create_character",
        json!({
            "system": "fated_hand", "kind": "pc", "name": "Joe", "tags": ["scout", "front"],
            "notes": "Owes the ferryman \"two\" coins.\nLikes ünïcode.",
            "creation": { "system": "fated_hand", "build": {
                "attributes": { "brawn": 1, "sleight": 1, "mind": 0 },
                "skillProficiencies": ["investigation", "trickery"],
                "armProficiency": "club", "talent": "academic", "season": "autumn"
            } }
        }),
    ));
    // The session deals Joe's deck.
    ok(
        desk,
        "start_game_session",
        json!({ "name": "Session 1: The Ford" }),
    );
    ok(
        desk,
        "advance_character",
        json!({ "id": joe, "perk": "quick_footed", "promotion": { "class": "scout", "classPerk": "keen_eye", "talent": "tough" }, "reason": "Held the bridge" }),
    );
    ok(
        desk,
        "update_character",
        json!({ "id": joe, "notes": "Edited once." }),
    );
    let bandit = id(&ok(
        desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    ));
    let party = id(&ok(desk, "create_party", json!({ "name": "The Lanterns" })));
    ok(
        desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": joe }),
    );
    ok(
        desk,
        "set_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "lowest" }),
    );

    // Fated Hand: one fight ended, one running with an undone command.
    let mut encounters = Vec::new();
    for (name, end) in [("Ford", true), ("Bridge", false)] {
        let fight = id(&ok(
            desk,
            "create_encounter",
            json!({ "name": name, "plan": { "system": "fated_hand", "participants": [
                { "characterId": joe, "side": "party" },
                { "characterId": bandit, "side": "foes" },
                { "characterId": bandit, "side": "foes" }
            ] } }),
        ));
        ok(desk, "start_encounter", json!({ "id": fight, "seed": 7 }));
        battle(
            desk,
            fight,
            "fated_hand",
            json!({ "command": "plan", "who": 0, "stance": "aggressive", "mainArm": 0,
                    "cards": [card(13, "spades"), card(2, "hearts"), card(9, "clubs")] }),
        );
        for who in [1, 2] {
            battle(
                desk,
                fight,
                "fated_hand",
                json!({ "command": "plan", "who": who, "stance": "balanced", "mainArm": 0,
                        "cards": [{ "from": "draw" }, { "from": "draw" }, { "from": "draw" }] }),
            );
        }
        battle(
            desk,
            fight,
            "fated_hand",
            json!({ "command": "end_planning" }),
        );
        if end {
            ok(
                desk,
                "end_encounter",
                json!({ "id": fight, "close": { "system": "fated_hand", "outcome": "retreat", "awards": [] } }),
            );
        } else {
            ok(desk, "encounter_undo", json!({ "id": fight }));
        }
        encounters.push(fight);
    }

    // Draw Steel: the starter set, progress, a fight played out and ended, one prepared.
    ok(desk, "draw_steel_add_starter_set", json!({}));
    let heroes = ok(desk, "list_characters", json!({ "system": "draw_steel" }));
    let hero_ids: Vec<i64> = heroes.as_array().expect("heroes").iter().map(id).collect();
    ok(
        desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [hero_ids[0]], "victories": 2 }),
    );
    let monsters = ok(
        desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let monster = id(&monsters[0]);
    for end in [true, false] {
        let fight = id(&ok(
            desk,
            "create_encounter",
            json!({ "name": "Bog", "plan": { "system": "draw_steel", "participants": [
                { "source": { "kind": "hero", "characterId": hero_ids[0] }, "side": "heroes" },
                { "source": { "kind": "hero", "characterId": hero_ids[1] }, "side": "heroes" },
                { "source": { "kind": "monster", "contentId": monster }, "side": "foes" },
                { "source": { "kind": "monster", "contentId": monster }, "side": "foes" }
            ] } }),
        ));
        if !end {
            encounters.push(fight);
            break;
        }
        let mut view = ok(desk, "start_encounter", json!({ "id": fight, "seed": 11 }));
        for _ in 0..60 {
            let Some(next) = view["battle"]["suggestion"].as_object().cloned() else {
                break;
            };
            if next["command"] == "end_combat" {
                break;
            }
            view = battle(desk, fight, "draw_steel", Value::Object(next));
        }
        ok(
            desk,
            "end_encounter",
            json!({ "id": fight, "close": { "system": "draw_steel", "victories": 1 } }),
        );
        encounters.push(fight);
    }
    ok(desk, "end_game_session", json!({}));
    encounters
}

/// Everything a GM reads of a campaign, for comparing two campaigns.
fn readings(desk: &mut Desk, encounters: &[i64]) -> Vec<Value> {
    let mut seen = vec![
        ok(desk, "list_characters", json!({})),
        ok(desk, "list_tags", json!({})),
        ok(desk, "list_parties", json!({})),
        ok(desk, "list_game_sessions", json!({})),
        ok(desk, "list_table_rules", json!({})),
        ok(desk, "list_encounters", json!({})),
        ok(desk, "draw_steel_list_content", json!({})),
    ];
    let characters = seen[0].as_array().expect("characters").clone();
    for character in &characters {
        seen.push(ok(desk, "get_character", json!({ "id": character["id"] })));
    }
    for &encounter in encounters {
        seen.push(ok(desk, "get_encounter", json!({ "id": encounter })));
        seen.push(ok(desk, "encounter_log", json!({ "id": encounter })));
    }
    let mut info = ok(desk, "campaign_info", json!({}));
    for changes in ["path", "backups", "backupError"] {
        info.as_object_mut().expect("info").remove(changes);
    }
    seen.push(info);
    seen
}

#[test]
fn a_campaign_survives_export_and_import_and_every_encounter_replays() {
    let (dir, mut desk) = desk();
    let encounters = rich_campaign(&mut desk);
    let before = readings(&mut desk, &encounters);

    let exported_path = dir.path().join("campaign.json");
    let exported = export(&mut desk, &exported_path);
    assert_eq!(exported["kind"], "campaign_exported");
    let text = std::fs::read_to_string(&exported_path).expect("the document");
    assert_eq!(exported["bytes"], text.len());
    let document: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!(document["format"], "tablekeep-campaign");
    assert_eq!(document["schemaVersion"], exported["schemaVersion"]);
    // JSON data stays JSON text, byte for byte.
    assert!(document["tables"]["characters"]["rows"][0][7].is_string());
    let validator = jsonschema::validator_for(&tablekeep_api::portable::document_schema())
        .expect("a valid schema");
    let errors: Vec<String> = validator
        .iter_errors(&document)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .take(5)
        .collect();
    assert!(
        errors.is_empty(),
        "the export follows its schema: {errors:?}"
    );
    for table in [
        "characters",
        "character_revisions",
        "progression_entries",
        "parties",
        "party_members",
        "game_sessions",
        "encounters",
        "encounter_commands",
        "content",
        "table_rule_choices",
        "character_decks",
        "character_tags",
        "campaign",
    ] {
        let rows = document["tables"][table]["rows"].as_array().expect("rows");
        assert!(!rows.is_empty(), "{table} has rows");
    }

    // Import into a new file, from a desk with no campaign open.
    let copy = dir.path().join("copy.tablekeep");
    let mut fresh = Desk::new(dirs_in(&dir.path().join("other")), fixed_clock).with_fixed_seeds();
    let imported = import(&mut fresh, &exported_path, &copy).expect("imported");
    assert_eq!(imported["kind"], "campaign_imported");
    assert_eq!(imported["name"], "Test Campaign");
    ok(
        &mut fresh,
        "open_campaign",
        json!({ "path": copy.display().to_string() }),
    );
    assert_eq!(
        readings(&mut fresh, &encounters),
        before,
        "the same campaign, read alike"
    );

    // The running fights go on alike after the import (redo their undone command).
    let redo = |desk: &mut Desk| ok(desk, "encounter_redo", json!({ "id": encounters[1] }));
    assert_eq!(redo(&mut fresh), redo(&mut desk));

    // Import → export is the same document (but for the time of the export).
    let again_path = dir.path().join("again.json");
    let original_again = dir.path().join("original-again.json");
    export(&mut fresh, &again_path);
    export(&mut desk, &original_again);
    let again = std::fs::read_to_string(&again_path).expect("again");
    assert_eq!(
        without_time(&again),
        without_time(&std::fs::read_to_string(&original_again).expect("original")),
    );
    let leftovers: Vec<String> = std::fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".part"))
        .collect();
    assert!(
        leftovers.is_empty(),
        "no temporary file is left: {leftovers:?}"
    );
}

/// An exported document, as text, of a small campaign.
pub fn small_export(dir: &Path) -> (Desk, String) {
    let mut desk = Desk::new(dirs_in(dir), fixed_clock).with_fixed_seeds();
    ok(
        &mut desk,
        "create_campaign",
        json!({ "name": "Small", "path": dir.join("small.tablekeep").display().to_string() }),
    );
    ok(
        &mut desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    );
    ok(
        &mut desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "npc", "name": "Queen", "tags": ["black"] }),
    );
    ok(&mut desk, "create_party", json!({ "name": "Lanterns" }));
    let path = dir.join("small.json");
    export(&mut desk, &path);
    (desk, std::fs::read_to_string(path).expect("document"))
}

pub fn import_bytes(bytes: &[u8], dest: &Path) -> Result<Value, AppError> {
    tablekeep_api::portable::import_document_bytes(bytes, dest, &Progress::new())
        .map(|imported| serde_json::to_value(imported).expect("json"))
}

/// The folder holds only what it held before (no campaign, no temporary file, no journal).
pub fn assert_nothing_left(dir: &Path, before: &[String]) {
    let mut now: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    now.sort();
    assert_eq!(now, before, "nothing was left behind");
}

pub fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_newer_document_is_refused_as_too_new() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (_desk, text) = small_export(dir.path());
    let before = listing(dir.path());
    let dest = dir.path().join("new.tablekeep");
    for (key, value) in [("formatVersion", 2), ("schemaVersion", 999)] {
        let mut document: Value = serde_json::from_str(&text).expect("json");
        document[key] = json!(value);
        // A newer document may have keys this version does not know: still "too new".
        document["somethingNew"] = json!({});
        let refused = import_bytes(&serde_json::to_vec(&document).expect("bytes"), &dest)
            .expect_err("too new");
        assert_eq!(refused.kind, ErrorKind::CampaignTooNew, "{refused:?}");
        assert!(
            refused.message.contains("newer Tablekeep"),
            "{}",
            refused.message
        );
        assert_nothing_left(dir.path(), &before);
    }
    // A character whose data format is newer than this version reads.
    let mut document: Value = serde_json::from_str(&text).expect("json");
    let columns = document["tables"]["characters"]["columns"].clone();
    let version = columns
        .as_array()
        .expect("columns")
        .iter()
        .position(|c| c == "rules_version")
        .expect("rules_version");
    document["tables"]["characters"]["rows"][0][version] = json!(99);
    let refused =
        import_bytes(&serde_json::to_vec(&document).expect("bytes"), &dest).expect_err("too new");
    assert_eq!(refused.kind, ErrorKind::CampaignTooNew, "{refused:?}");
    assert_nothing_left(dir.path(), &before);
}

/// A document of schema 4 (Draw Steel content in its own table, before the shared library):
/// built at schema 4, then upgraded by the migrations since.
#[test]
fn an_older_document_imports_and_is_upgraded() {
    let dir = tempfile::tempdir().expect("temp dir");
    let layout = tablekeep_store::portable::layout_at(4).expect("schema 4");
    let mut tables = serde_json::Map::new();
    for table in &layout.tables {
        let columns: Vec<&str> = table.columns.iter().map(|c| c.name.as_str()).collect();
        tables.insert(
            table.name.clone(),
            json!({ "columns": columns, "rows": [] }),
        );
    }
    let at = "2026-03-14T19:00:00.000Z";
    tables["campaign"]["rows"] = json!([[1, "Old Times", at, at]]);
    let ability = json!({ "kind": "ability", "name": "Old Strike" }).to_string();
    tables["ds_content"]["rows"] =
        json!([[4, "ability", "Old Strike", "old strike", ability, at, at]]);
    let document = json!({
        "format": "tablekeep-campaign", "formatVersion": 1, "schemaVersion": 4,
        "exportedAt": at, "tables": tables,
    });
    let dest = dir.path().join("old.tablekeep");
    let imported =
        import_bytes(&serde_json::to_vec(&document).expect("bytes"), &dest).expect("imported");
    assert_eq!(imported["fromSchemaVersion"], 4);
    assert_eq!(
        imported["schemaVersion"],
        tablekeep_store::SCHEMA_VERSION.to_owned()
    );
    assert_eq!(imported["name"], "Old Times");

    // Its export is at this version's schema, the content moved into the shared library.
    let mut desk = Desk::new(dirs_in(dir.path()), fixed_clock);
    ok(
        &mut desk,
        "open_campaign",
        json!({ "path": dest.display().to_string() }),
    );
    let path = dir.path().join("upgraded.json");
    export(&mut desk, &path);
    let upgraded: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("json");
    assert_eq!(
        upgraded["schemaVersion"],
        tablekeep_store::SCHEMA_VERSION.to_owned()
    );
    assert!(upgraded["tables"]["ds_content"].is_null());
    let content = &upgraded["tables"]["content"]["rows"][0];
    assert_eq!(content[0], 4, "content keeps its id");
    assert_eq!(content[1], "draw_steel");
    assert_eq!(content[5], ability, "its data byte for byte");
}

#[test]
fn an_import_never_replaces_a_file_and_an_export_never_the_campaign() {
    let (dir, mut desk) = desk();
    let exported = dir.path().join("campaign.json");
    export(&mut desk, &exported);
    let campaign = dir.path().join("main.tablekeep");
    let campaign_bytes = std::fs::read(&campaign).expect("campaign");

    // An import onto an existing file (the open campaign, the document, any file) is refused.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "mine").expect("write");
    for target in [&campaign, &exported, &notes] {
        let refused = call(
            &mut desk,
            "import_campaign",
            json!({ "source": exported.display().to_string(), "path": target.display().to_string() }),
        )
        .expect_err("refused");
        assert_eq!(
            refused.kind,
            ErrorKind::CampaignExists,
            "{}: {refused:?}",
            target.display()
        );
        assert_eq!(refused.field.as_deref(), Some("path"));
    }
    assert_eq!(std::fs::read_to_string(&notes).expect("notes"), "mine");
    // A missing document, a missing folder.
    let missing = call(
        &mut desk,
        "import_campaign",
        json!({ "source": dir.path().join("nope.json").display().to_string(), "path": dir.path().join("x.tablekeep").display().to_string() }),
    )
    .expect_err("no document");
    assert_eq!(
        (missing.kind, missing.field.as_deref()),
        (ErrorKind::NotFound, Some("source"))
    );
    let nowhere = call(
        &mut desk,
        "import_campaign",
        json!({ "source": exported.display().to_string(), "path": dir.path().join("no/such/x.tablekeep").display().to_string() }),
    )
    .expect_err("no folder");
    assert_eq!(
        (nowhere.kind, nowhere.field.as_deref()),
        (ErrorKind::InvalidInput, Some("path"))
    );

    // An export onto the campaign or its journals is refused; onto a file only with overwrite.
    for target in [campaign.clone(), dir.path().join("main.tablekeep-wal")] {
        let refused = call(
            &mut desk,
            "export_campaign",
            json!({ "path": target.display().to_string(), "overwrite": true }),
        )
        .expect_err("refused");
        assert_eq!(refused.kind, ErrorKind::InvalidInput);
    }
    let refused = call(
        &mut desk,
        "export_campaign",
        json!({ "path": notes.display().to_string() }),
    )
    .expect_err("exists");
    assert_eq!(refused.kind, ErrorKind::Conflict);
    run_job(
        &mut desk,
        "export_campaign",
        json!({ "path": notes.display().to_string(), "overwrite": true }),
    )
    .expect("replaced when asked");
    assert!(std::fs::read_to_string(&notes)
        .expect("notes")
        .starts_with("{\"format\""));
    assert_eq!(
        ok(&mut desk, "campaign_info", json!({}))["name"],
        "Test Campaign",
        "the campaign still opens"
    );
    assert_eq!(
        std::fs::read(&campaign).expect("campaign"),
        campaign_bytes,
        "nothing wrote the campaign file"
    );
}

#[test]
fn a_cancelled_import_or_export_leaves_nothing_and_jobs_are_followed_by_id() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut desk, text) = small_export(dir.path());
    let before = listing(dir.path());
    let cancelled = Progress::new();
    cancelled.cancel();
    let refused = tablekeep_api::portable::import_document_bytes(
        text.as_bytes(),
        &dir.path().join("cancelled.tablekeep"),
        &cancelled,
    )
    .expect_err("cancelled");
    assert_eq!(refused.kind, ErrorKind::Cancelled);
    assert_nothing_left(dir.path(), &before);

    // A job: started, followed, finished; cancelling it afterwards is a conflict.
    let out = dir.path().join("job.json");
    let started = ok(
        &mut desk,
        "export_campaign",
        json!({ "path": out.display().to_string() }),
    );
    let job = started["job"].clone();
    let mut status = ok(&mut desk, "job_status", json!({ "job": job }));
    assert_eq!(status["kind"], "export_campaign");
    while status["state"] == "running" {
        std::thread::sleep(std::time::Duration::from_millis(5));
        status = ok(&mut desk, "job_status", json!({ "job": job }));
    }
    assert_eq!(status["state"], "succeeded");
    assert_eq!(status["phase"], "done");
    assert!(status["result"]["rows"].as_u64().expect("rows") > 3);
    let late = call(&mut desk, "cancel_job", json!({ "job": job })).expect_err("finished");
    assert_eq!(late.kind, ErrorKind::Conflict);
    let unknown = call(&mut desk, "job_status", json!({ "job": 999 })).expect_err("unknown");
    assert_eq!(
        (unknown.kind, unknown.field.as_deref()),
        (ErrorKind::NotFound, Some("job"))
    );

    // A cancelled export job: no document, no temporary file.
    std::fs::remove_file(&out).expect("remove");
    let before = listing(dir.path());
    let started = ok(
        &mut desk,
        "export_campaign",
        json!({ "path": out.display().to_string() }),
    );
    let cancel = call(&mut desk, "cancel_job", json!({ "job": started["job"] }));
    let outcome = run_job_status(&mut desk, &started["job"]);
    match cancel {
        Ok(_) => {
            // Cancelled in time, or finished before it noticed: either way a whole file or none.
            if outcome["state"] == "cancelled" {
                assert_eq!(outcome["error"]["kind"], "cancelled");
                assert_nothing_left(dir.path(), &before);
            } else {
                assert_eq!(outcome["state"], "succeeded");
            }
        }
        Err(err) => assert_eq!(err.kind, ErrorKind::Conflict, "it had finished"),
    }
}

fn run_job_status(desk: &mut Desk, job: &Value) -> Value {
    loop {
        let status = ok(desk, "job_status", json!({ "job": job }));
        if status["state"] != "running" {
            return status;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}

/// Quitting cancels the jobs under way: an import stopped this way leaves no file.
#[test]
fn quitting_cancels_the_jobs_under_way() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut desk, text) = small_export(dir.path());
    // A document big enough that the import is still running when the app quits.
    let mut document: Value = serde_json::from_str(&text).expect("json");
    let tags = document["tables"]["character_tags"]["rows"][0].clone();
    let rows: Vec<Value> = (0..200_000)
        .map(|n| json!([tags[0], format!("tag {n}")]))
        .collect();
    document["tables"]["character_tags"]["rows"] = Value::Array(rows);
    let source = dir.path().join("big.json");
    std::fs::write(&source, serde_json::to_vec(&document).expect("bytes")).expect("write");
    let before = listing(dir.path());
    let dest = dir.path().join("big.tablekeep");
    let started = ok(
        &mut desk,
        "import_campaign",
        json!({ "source": source.display().to_string(), "path": dest.display().to_string() }),
    );
    desk.cancel_jobs(std::time::Duration::from_secs(30));
    let status = ok(&mut desk, "job_status", json!({ "job": started["job"] }));
    assert_ne!(status["state"], "running");
    if status["state"] == "cancelled" {
        assert_nothing_left(dir.path(), &before);
    } else {
        // It had finished before the cancel: a whole campaign.
        assert_eq!(status["state"], "succeeded", "{status}");
    }
}
