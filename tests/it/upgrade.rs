//! A campaign written before the system seam (schema 4, by the tablekeep CLI of commit a058a0e:
//! `tests/fixtures/make-schema4.py`) opens with everything in it: characters and their sheets,
//! the Draw Steel library with its ids, table-rule choices, and encounters that replay to the
//! same states, with commands stored in the old shapes still replaying.

use serde_json::{json, Value};
use tablekeep_api::registry::call;

use crate::desk_at;

fn fixture(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

/// `value` without its `system` tag, as the old boundary gave it.
fn untagged(mut value: Value) -> Value {
    if let Some(object) = value.as_object_mut() {
        object.remove("system");
    }
    value
}

#[test]
fn a_campaign_from_before_the_seam_opens_with_everything_in_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("campaign.tablekeep");
    std::fs::copy(fixture("schema4.tablekeep"), &path).expect("copy the fixture");
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(fixture("schema4-expected.json")).expect("expected views"),
    )
    .expect("json");
    let mut desk = desk_at(dir.path());
    let info = call(&mut desk, "campaign_info", json!({})).expect("open");
    assert!(info["path"]
        .as_str()
        .expect("path")
        .ends_with("campaign.tablekeep"));

    assert_eq!(
        call(&mut desk, "list_characters", json!({})).expect("list"),
        expected["characters"]
    );
    let joe = expected["characters"]
        .as_array()
        .expect("characters")
        .iter()
        .find(|c| c["name"] == "Joe")
        .expect("Joe");
    let sheet =
        call(&mut desk, "get_character", json!({ "id": joe["id"] })).expect("Joe")["sheet"].clone();
    assert_eq!(sheet["system"], "fated_hand");
    assert_eq!(untagged(sheet), expected["joeFatedHand"]);
    assert_eq!(
        call(&mut desk, "draw_steel_list_content", json!({})).expect("library"),
        expected["content"],
        "the library moved with its ids"
    );
    let hero = &expected["hero"];
    let upgraded = call(
        &mut desk,
        "draw_steel_hero",
        json!({ "characterId": hero["characterId"] }),
    )
    .expect("hero");
    // Every field the old view had is as it was (the view has gained the ledger's fields).
    for (field, old) in hero.as_object().expect("hero") {
        assert_eq!(&upgraded[field], old, "hero: {field}");
    }
    assert_eq!(
        upgraded["history"],
        json!([]),
        "the stored hero starts the ledger"
    );
    let rules = call(&mut desk, "list_table_rules", json!({})).expect("rules");
    for rule in rules.as_array().expect("rules") {
        assert_eq!(
            rule["chosen"],
            expected["rules"][rule["id"].as_str().expect("id")],
            "{}",
            rule["id"]
        );
    }

    for (id, old) in expected["encounters"].as_object().expect("encounters") {
        let view = call(
            &mut desk,
            "get_encounter",
            json!({ "id": id.parse::<i64>().expect("id") }),
        )
        .expect("encounter");
        for field in ["name", "system", "phase", "cursor", "commandCount"] {
            assert_eq!(view[field], old[field], "encounter {id}: {field}");
        }
        assert_eq!(view["plan"]["system"], old["system"]);
        assert_eq!(
            untagged(view["plan"].clone()),
            old["plan"],
            "encounter {id}: plan"
        );
        assert_eq!(
            view["battle"]["state"], old["state"],
            "encounter {id} replays to the same state"
        );
        assert_eq!(
            untagged(view["result"].clone()),
            old["result"],
            "encounter {id}: result"
        );
    }
    for (id, old) in expected["logTexts"].as_object().expect("logs") {
        let log = call(
            &mut desk,
            "encounter_log",
            json!({ "id": id.parse::<i64>().expect("id") }),
        )
        .expect("log");
        let texts: Vec<Value> = log["lines"]
            .as_array()
            .expect("lines")
            .iter()
            .map(|line| line["text"].clone())
            .collect();
        assert_eq!(Value::from(texts), *old, "encounter {id}: the same log");
    }

    // The Fated Hand override that was undone before the upgrade was stored in the old shape
    // (snake_case `hit_points`); redone now, it replays.
    let redone = call(&mut desk, "encounter_redo", json!({ "id": 1 })).expect("redo");
    assert_eq!(redone["cursor"], 5);
    assert_eq!(redone["battle"]["state"]["combatants"][1]["hitPoints"], 2);
    // And the upgraded campaign takes new work: the next Draw Steel command on the running
    // combat, as automatic play would give it.
    let combat = call(&mut desk, "get_encounter", json!({ "id": 3 })).expect("combat");
    let mut next = combat["battle"]["suggestion"].clone();
    assert!(next.is_object(), "the foes or heroes have a next move");
    next["system"] = json!("draw_steel");
    let moved = call(
        &mut desk,
        "encounter_command",
        json!({ "id": 3, "command": next }),
    )
    .expect("a new command");
    assert_eq!(
        moved["cursor"],
        combat["cursor"].as_i64().expect("cursor") + 1
    );
}

/// A Draw Steel hero whose progress an older version kept in its character fields keeps it as
/// the starting point of its ledger: new entries apply on top, and undoing them comes back to
/// it, never below.
#[test]
fn an_upgraded_heros_stored_progress_is_the_start_of_its_ledger() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("campaign.tablekeep");
    std::fs::copy(fixture("schema4.tablekeep"), &path).expect("copy the fixture");
    let expected: Value = serde_json::from_str(
        &std::fs::read_to_string(fixture("schema4-expected.json")).expect("expected views"),
    )
    .expect("json");
    let mut desk = desk_at(dir.path());
    let id = expected["hero"]["characterId"].clone();
    let stored = call(&mut desk, "draw_steel_hero", json!({ "characterId": id })).expect("hero");
    assert_eq!(
        stored["progress"]["victories"], 1,
        "won in the stored fight"
    );

    let awarded = call(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 7 }),
    )
    .expect("award");
    assert_eq!(awarded[0]["progress"]["victories"], 8, "1 stored + 7");
    let rested = call(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    )
    .expect("respite");
    assert_eq!(rested["hero"]["progress"]["experience"], 8);
    let up = call(
        &mut desk,
        "draw_steel_level_up",
        json!({ "characterId": id }),
    )
    .expect("up");
    assert_eq!(up["build"]["level"], 2);
    assert_eq!(up["progressSeq"], 3);

    for _ in 0..3 {
        call(
            &mut desk,
            "draw_steel_undo_progress",
            json!({ "characterId": id }),
        )
        .expect("undo");
    }
    assert_eq!(
        call(&mut desk, "draw_steel_hero", json!({ "characterId": id })).expect("hero"),
        stored
    );
    let none = call(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": id }),
    )
    .expect_err("nothing below the stored hero");
    assert_eq!(none.kind, tablekeep_api::ErrorKind::Conflict);
}

/// A campaign holding character data in a newer format than this binary reads is refused when
/// opened, before anything reads or writes it.
#[test]
fn a_campaign_with_newer_character_data_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("campaign.tablekeep");
    std::fs::copy(fixture("schema4.tablekeep"), &path).expect("copy the fixture");
    // Bring the file to this binary's schema first, then mark one character as written by a
    // future data format.
    drop(desk_at(dir.path()));
    {
        let conn = rusqlite::Connection::open(&path).expect("open");
        conn.execute(
            "UPDATE characters SET rules_version = 99 WHERE system = 'draw_steel' AND id = (SELECT min(id) FROM characters WHERE system = 'draw_steel')",
            [],
        )
        .expect("mark");
    }
    let before = crate::dump(&path);
    let dirs = tablekeep_api::DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };
    let Err(refused) = tablekeep_api::Desk::open_or_create(dirs, &path) else {
        panic!("a campaign with newer data opened");
    };
    assert_eq!(refused.kind, tablekeep_api::ErrorKind::CampaignTooNew);
    assert!(
        refused.message.contains("Draw Steel"),
        "{}",
        refused.message
    );
    assert_eq!(crate::dump(&path), before, "nothing was written");
}
