//! Sharing with another GM: one character or a content pack exported from one campaign and
//! imported into another, checked by the system's rules on the way in; tampered, foreign and
//! newer documents refused with a typed error and nothing stored.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::draw_steel_heroes::{bulwark_build, content_id, hero, new_hero, starter};
use crate::{call, desk, ok};

fn joe() -> Value {
    json!({
        "system": "fated_hand", "kind": "pc", "name": "Joe", "tags": ["scholar"],
        "notes": "Owes the ferryman.",
        "creation": { "system": "fated_hand", "build": {
            "attributes": { "brawn": 0, "sleight": 1, "mind": 1 },
            "skillProficiencies": ["investigation", "trickery"],
            "armProficiency": "club", "talent": "academic", "season": "autumn"
        } }
    })
}

/// Joe with a promotion, two advancements, Knowledge Points and a dealt deck.
fn advanced_joe(desk: &mut Desk) -> i64 {
    let id = ok(desk, "create_character", joe())["id"]
        .as_i64()
        .expect("id");
    let content = ok(desk, "fated_hand_content", json!({}));
    let story: Vec<String> = content["content"]["spells"]
        .as_array()
        .expect("spells")
        .iter()
        .filter(|s| s["list"] == "story")
        .take(2)
        .map(|s| s["id"].as_str().expect("id").to_owned())
        .collect();
    ok(
        desk,
        "advance_character",
        json!({
            "id": id,
            "promotion": { "class": "student", "classPerk": "quick_footed", "storySpells": story },
            "perk": "quiet_study",
            "reason": "Solved the riddle of the tower"
        }),
    );
    ok(
        desk,
        "advance_character",
        json!({ "id": id, "perk": "aptitude", "magicType": "hex" }),
    );
    ok(
        desk,
        "award_knowledge",
        json!({ "id": id, "target": { "kind": "arm", "id": "elden_stave" }, "manner": "dominance",
                "reason": "Disarmed the warden" }),
    );
    ok(desk, "start_game_session", json!({ "name": "Session 1" }));
    id
}

/// A Bulwark hero with Victories, a kit change at a respite, a project rolled and a rebuild.
fn storied_hero(desk: &mut Desk) -> i64 {
    starter(desk);
    let id = new_hero(desk, "Tamsin");
    let build = bulwark_build(desk, 1);
    ok(
        desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    );
    ok(
        desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 3 }),
    );
    let twin_fangs = content_id(desk, "kit", "Twin Fangs");
    ok(
        desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true,
                "activity": { "kind": "change_kit", "kitId": twin_fangs } }),
    );
    ok(
        desk,
        "draw_steel_add_project",
        json!({ "characterId": id, "project": {
            "name": "Forge a Shield", "goal": 60, "points": 0, "characteristic": "might"
        } }),
    );
    ok(
        desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 0, "dice": [9, 10] }),
    );
    let mut rebuilt = bulwark_build(desk, 1);
    rebuilt["kitId"] = json!(content_id(desk, "kit", "Longbow Rover"));
    ok(
        desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": rebuilt }),
    );
    id
}

/// Replaces every content id under the keys that hold one by the piece's name, so that views of
/// two campaigns (whose ids differ) compare.
fn named(desk: &mut Desk, value: &mut Value) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map.iter_mut() {
                if matches!(key.as_str(), "ancestryId" | "classId" | "kitId") {
                    if let Some(id) = inner.as_i64() {
                        let piece = ok(desk, "draw_steel_get_content", json!({ "id": id }));
                        *inner = piece["content"]["data"]["name"].clone();
                    }
                } else {
                    named(desk, inner);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| named(desk, item)),
        _ => {}
    }
}

fn without(mut value: Value, keys: &[&str]) -> Value {
    for key in keys {
        value.as_object_mut().expect("object").remove(*key);
    }
    value
}

fn counts(desk: &mut Desk) -> (usize, usize) {
    let characters = ok(desk, "list_characters", json!({}));
    let content = ok(desk, "draw_steel_list_content", json!({}));
    (
        characters.as_array().expect("list").len(),
        content.as_array().expect("list").len(),
    )
}

fn refused(desk: &mut Desk, command: &str, args: Value) -> tablekeep_api::AppError {
    let before = counts(desk);
    let err = call(desk, command, args).expect_err("refused");
    assert_eq!(counts(desk), before, "a refused import stores nothing");
    err
}

#[test]
fn a_fated_hand_character_travels_with_its_ledger_and_deck() {
    let (_a, mut here) = desk();
    let id = advanced_joe(&mut here);
    let document = ok(&mut here, "export_character", json!({ "id": id }));
    assert_eq!(document["format"], "tablekeep-character");
    assert_eq!(document["formatVersion"], 1);
    assert_eq!(document["systemData"]["system"], "fated_hand");
    assert_eq!(
        document["systemData"]["ledger"]
            .as_array()
            .expect("ledger")
            .len(),
        4
    );
    assert!(document["systemData"]["deck"].is_object());

    let (_b, mut there) = desk();
    ok(
        &mut there,
        "create_character",
        json!({ "system": "clockwork", "kind": "npc", "name": "Someone" }),
    );
    let imported = ok(
        &mut there,
        "import_character",
        json!({ "document": document }),
    );
    let new_id = imported["character"]["id"].as_i64().expect("id");
    assert_ne!(new_id, id);
    assert_eq!(imported["content"], json!([]));
    assert_eq!(imported["character"]["revision"], 1);
    assert_eq!(imported["character"]["parties"], json!([]));

    let original = ok(&mut here, "get_character", json!({ "id": id }));
    let copy = ok(&mut there, "get_character", json!({ "id": new_id }));
    assert_eq!(
        copy["sheet"], original["sheet"],
        "the same sheet, history and deck"
    );
    for field in ["name", "kind", "tags", "notes", "system"] {
        assert_eq!(copy[field], original[field], "{field}");
    }
    assert_eq!(
        copy["sheet"]["history"][1]["reason"],
        "Solved the riddle of the tower"
    );
    // Exported again from the other campaign, it is the same document.
    let again = ok(&mut there, "export_character", json!({ "id": new_id }));
    assert_eq!(again, document);
}

#[test]
fn a_draw_steel_hero_travels_with_its_ledger_and_the_content_it_names() {
    let (_a, mut here) = desk();
    let id = storied_hero(&mut here);
    let document = ok(&mut here, "export_character", json!({ "id": id }));
    let shared = &document["systemData"];
    assert_eq!(shared["system"], "draw_steel");
    assert_eq!(shared["ledger"].as_array().expect("ledger").len(), 5);
    let names: Vec<&str> = shared["content"]
        .as_array()
        .expect("content")
        .iter()
        .map(|piece| piece["content"]["data"]["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        names,
        [
            "Cragborn",
            "Bulwark",
            "Bastion Harness",
            "Twin Fangs",
            "Longbow Rover"
        ]
    );

    let (_b, mut there) = desk();
    let imported = ok(
        &mut there,
        "import_character",
        json!({ "document": document }),
    );
    let new_id = imported["character"]["id"].as_i64().expect("id");
    let outcomes: Vec<&str> = imported["content"]
        .as_array()
        .expect("content")
        .iter()
        .map(|piece| piece["outcome"].as_str().expect("outcome"))
        .collect();
    assert_eq!(outcomes, ["added"; 5]);

    // Revisions do not travel: the copy starts at revision 1 with no edit to undo.
    let local = ["characterId", "revision", "canUndo"];
    let mut original = without(hero(&mut here, id), &local);
    let copy = hero(&mut there, new_id);
    assert_eq!(
        (copy["revision"].clone(), copy["canUndo"].clone()),
        (json!(1), json!(false))
    );
    let mut copy = without(copy, &local);
    named(&mut here, &mut original);
    named(&mut there, &mut copy);
    assert_eq!(
        copy, original,
        "the same hero: build, sheet, progress and history"
    );
    assert_eq!(copy["progress"]["projects"][0]["points"], 21);

    // Imported again, the pieces are the library's now: kept, not copied.
    let again = ok(
        &mut there,
        "import_character",
        json!({ "document": document }),
    );
    assert!(again["content"]
        .as_array()
        .expect("content")
        .iter()
        .all(|piece| piece["outcome"] == "kept"));
    assert_eq!(counts(&mut there), (2, 5));
}

#[test]
fn a_hero_whose_content_differs_here_brings_its_own_copy() {
    let (_a, mut here) = desk();
    let id = storied_hero(&mut here);
    let document = ok(&mut here, "export_character", json!({ "id": id }));
    let (_b, mut there) = desk();
    // This campaign has its own, different Bulwark.
    ok(
        &mut there,
        "draw_steel_save_content",
        json!({ "content": { "kind": "class", "data": {
            "name": "Bulwark", "startingStamina": 30, "staminaPerLevel": 10,
            "recoveries": 8, "heroicResource": "Resolve"
        } } }),
    );
    let imported = ok(
        &mut there,
        "import_character",
        json!({ "document": document }),
    );
    let bulwark = &imported["content"][1];
    assert_eq!(bulwark["outcome"], "renamed");
    assert_eq!(bulwark["name"], "Bulwark (2)");
    assert_eq!(bulwark["sharedName"], "Bulwark");
    let new_id = imported["character"]["id"].as_i64().expect("id");
    let original = hero(&mut here, id);
    let copy = hero(&mut there, new_id);
    assert_eq!(
        copy["sheet"]["staminaMaximum"]["value"],
        original["sheet"]["staminaMaximum"]["value"]
    );
    assert_eq!(copy["build"]["classId"], bulwark["id"]);
}

#[test]
fn a_tampered_character_is_refused_with_the_field_at_fault_and_nothing_is_stored() {
    let (_a, mut here) = desk();
    let joe = advanced_joe(&mut here);
    let fated = ok(&mut here, "export_character", json!({ "id": joe }));
    let tamsin = storied_hero(&mut here);
    let steel = ok(&mut here, "export_character", json!({ "id": tamsin }));
    let (_b, mut there) = desk();

    // A perk Joe's class does not teach.
    let mut off_list = fated.clone();
    off_list["systemData"]["ledger"][2]["entry"]["perk"] = json!("execution");
    let err = refused(
        &mut there,
        "import_character",
        json!({ "document": off_list }),
    );
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(err.field.as_deref(), Some("systemData.ledger[2].entry"));

    // A history that does not begin with the creation.
    let mut headless = fated.clone();
    headless["systemData"]["ledger"]
        .as_array_mut()
        .expect("ledger")
        .remove(0);
    let err = refused(
        &mut there,
        "import_character",
        json!({ "document": headless }),
    );
    assert_eq!(err.field.as_deref(), Some("systemData.ledger[0]"));

    // A deck holding one card twice.
    let mut cheat = fated.clone();
    let deck = &mut cheat["systemData"]["deck"]["deck"];
    let card = deck["hand"][0].clone();
    deck["drawPile"][0] = card;
    let err = refused(&mut there, "import_character", json!({ "document": cheat }));
    assert_eq!(err.field.as_deref(), Some("systemData.deck.deck"));

    // Characteristics past what the builder allows.
    let mut mighty = steel.clone();
    mighty["systemData"]["hero"]["build"]["characteristics"]["might"] = json!(9);
    let err = refused(
        &mut there,
        "import_character",
        json!({ "document": mighty }),
    );
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(
        err.field.as_deref(),
        Some("systemData.hero.build.characteristics")
    );

    // A level the Experience does not reach, slipped into the history.
    let mut leveled = steel.clone();
    leveled["systemData"]["ledger"]
        .as_array_mut()
        .expect("ledger")
        .push(json!({ "entry": { "kind": "leveled_up", "level": 2 }, "recordedAt": "2026-03-14T19:00:00Z" }));
    let err = refused(
        &mut there,
        "import_character",
        json!({ "document": leveled }),
    );
    assert_eq!(
        err.field.as_deref(),
        Some("systemData.ledger[5].entry.level")
    );

    // A project roll worth more than its dice give.
    let mut lucky = steel.clone();
    lucky["systemData"]["ledger"][3]["entry"]["roll"]["points"] = json!(60);
    let err = refused(&mut there, "import_character", json!({ "document": lucky }));
    assert_eq!(
        err.field.as_deref(),
        Some("systemData.ledger[3].entry.roll")
    );

    // A kit the document does not carry.
    let mut missing = steel.clone();
    missing["systemData"]["content"]
        .as_array_mut()
        .expect("content")
        .pop();
    let err = refused(
        &mut there,
        "import_character",
        json!({ "document": missing }),
    );
    assert_eq!(
        err.field.as_deref(),
        Some("systemData.ledger[4].entry.build.kitId")
    );

    // A class the content validation refuses.
    let mut weak = steel.clone();
    weak["systemData"]["content"][1]["content"]["data"]["name"] = json!("  ");
    let err = refused(&mut there, "import_character", json!({ "document": weak }));
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert!(
        err.field
            .as_deref()
            .is_some_and(|f| f.starts_with("systemData.content[1].content.")),
        "{err:?}"
    );

    // A field the format does not have, and a name that is not one.
    let mut extra = steel.clone();
    extra["secret"] = json!(true);
    let err = refused(&mut there, "import_character", json!({ "document": extra }));
    assert_eq!(err.field.as_deref(), Some("document"));
    let mut blank = steel.clone();
    blank["character"]["name"] = json!("");
    let err = refused(&mut there, "import_character", json!({ "document": blank }));
    assert_eq!(err.field.as_deref(), Some("character.name"));
    assert_eq!(counts(&mut there), (0, 0));
}

#[test]
fn a_newer_or_foreign_document_is_refused_clearly() {
    let (_a, mut here) = desk();
    let joe = advanced_joe(&mut here);
    let document = ok(&mut here, "export_character", json!({ "id": joe }));
    let (_b, mut there) = desk();
    let mut newer = document.clone();
    newer["formatVersion"] = json!(2);
    newer["somethingNew"] = json!({});
    let err = refused(&mut there, "import_character", json!({ "document": newer }));
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("formatVersion"));
    assert!(err.message.contains("newer Tablekeep"), "{}", err.message);

    let err = refused(
        &mut there,
        "import_content_pack",
        json!({ "document": document }),
    );
    assert_eq!(err.field.as_deref(), Some("format"));
    let err = refused(
        &mut there,
        "import_character",
        json!({ "document": [1, 2] }),
    );
    assert_eq!(err.field.as_deref(), Some("document"));
    let err = refused(&mut there, "import_character", json!({}));
    assert_eq!(err.field.as_deref(), Some("document"));
}

/// A content pack of Draw Steel's Bulwark class, Bastion Harness kit and Cragborn ancestry.
fn bulwark_pack(desk: &mut Desk) -> Value {
    starter(desk);
    let ids = [
        content_id(desk, "class", "Bulwark"),
        content_id(desk, "kit", "Bastion Harness"),
        content_id(desk, "ancestry", "Cragborn"),
    ];
    ok(
        desk,
        "export_content_pack",
        json!({ "system": "draw_steel", "ids": ids }),
    )
}

#[test]
fn a_content_pack_travels_and_its_pieces_build_a_hero_there() {
    let (_a, mut here) = desk();
    let pack = bulwark_pack(&mut here);
    assert_eq!(pack["format"], "tablekeep-content-pack");
    assert_eq!(
        pack["content"]["pieces"].as_array().expect("pieces").len(),
        3
    );

    let (_b, mut there) = desk();
    let imported = ok(
        &mut there,
        "import_content_pack",
        json!({ "document": pack }),
    );
    assert_eq!(imported["system"], "draw_steel");
    let pieces = imported["pieces"].as_array().expect("pieces").clone();
    assert!(pieces.iter().all(|p| p["outcome"] == "added"));
    // Exported from there, the pieces are the same content.
    let back = ok(
        &mut there,
        "export_content_pack",
        json!({ "system": "draw_steel" }),
    );
    let content = |pack: &Value| -> Vec<Value> {
        let mut all: Vec<Value> = pack["content"]["pieces"]
            .as_array()
            .expect("pieces")
            .iter()
            .map(|p| p["content"].clone())
            .collect();
        all.sort_by_key(|c| c["data"]["name"].as_str().unwrap_or_default().to_owned());
        all
    };
    assert_eq!(content(&back), content(&pack));

    // A hero there names the imported pieces by their new ids, and builds as it did here.
    let id = new_hero(&mut there, "Brannoc");
    let build = bulwark_build(&mut there, 1);
    let built = ok(
        &mut there,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    );
    let here_id = new_hero(&mut here, "Brannoc");
    let build = bulwark_build(&mut here, 1);
    let original = ok(
        &mut here,
        "draw_steel_build_hero",
        json!({ "characterId": here_id, "build": build }),
    );
    assert_eq!(built["sheet"], original["sheet"]);
}

#[test]
fn a_taken_name_is_numbered_and_an_identical_piece_kept() {
    let (_a, mut here) = desk();
    let pack = bulwark_pack(&mut here);
    let (_b, mut there) = desk();
    ok(
        &mut there,
        "draw_steel_save_content",
        json!({ "content": { "kind": "class", "data": {
            "name": "bulwark", "startingStamina": 30, "staminaPerLevel": 10,
            "recoveries": 8, "heroicResource": "Resolve"
        } } }),
    );
    let first = ok(
        &mut there,
        "import_content_pack",
        json!({ "document": pack }),
    );
    assert_eq!(first["pieces"][0]["outcome"], "renamed");
    assert_eq!(first["pieces"][0]["name"], "Bulwark (2)");
    assert_eq!(first["pieces"][1]["outcome"], "added");
    let stored = ok(
        &mut there,
        "draw_steel_get_content",
        json!({ "id": first["pieces"][0]["id"] }),
    );
    assert_eq!(stored["content"]["data"]["name"], "Bulwark (2)");
    assert_eq!(counts(&mut there), (0, 4));

    // The same pack again adds nothing: every piece is in the library already.
    let second = ok(
        &mut there,
        "import_content_pack",
        json!({ "document": pack }),
    );
    let kept: Vec<(&Value, &Value)> = second["pieces"]
        .as_array()
        .expect("pieces")
        .iter()
        .map(|p| (&p["outcome"], &p["id"]))
        .collect();
    let expected: Vec<Value> = first["pieces"]
        .as_array()
        .expect("pieces")
        .iter()
        .map(|p| p["id"].clone())
        .collect();
    assert!(kept.iter().all(|(outcome, _)| **outcome == "kept"));
    assert_eq!(
        kept.iter().map(|(_, id)| (*id).clone()).collect::<Vec<_>>(),
        expected
    );
    assert_eq!(counts(&mut there), (0, 4));

    // A piece the content validation refuses refuses the whole pack.
    let mut broken = pack.clone();
    broken["content"]["pieces"][2]["content"]["data"]["name"] = json!("");
    broken["content"]["pieces"][0]["content"]["data"]["name"] = json!("Another Bulwark");
    let err = refused(
        &mut there,
        "import_content_pack",
        json!({ "document": broken }),
    );
    assert!(
        err.field
            .as_deref()
            .is_some_and(|f| f.starts_with("content.pieces[2].content.")),
        "{err:?}"
    );
}

#[test]
fn what_cannot_be_packed_is_refused() {
    let (_a, mut here) = desk();
    let err = call(
        &mut here,
        "export_content_pack",
        json!({ "system": "fated_hand" }),
    )
    .expect_err("built-in content");
    assert_eq!(err.field.as_deref(), Some("system"));
    let err = call(
        &mut here,
        "export_content_pack",
        json!({ "system": "draw_steel" }),
    )
    .expect_err("an empty library");
    assert_eq!(err.kind, ErrorKind::Conflict);
    let err = call(
        &mut here,
        "export_content_pack",
        json!({ "system": "draw_steel", "ids": [] }),
    )
    .expect_err("nothing chosen");
    assert_eq!(err.field.as_deref(), Some("ids"));
    let err = call(
        &mut here,
        "export_content_pack",
        json!({ "system": "draw_steel", "ids": [404] }),
    )
    .expect_err("no such piece");
    assert_eq!(err.kind, ErrorKind::NotFound);
}

#[test]
fn documents_go_to_files_only_through_the_safe_write_and_come_back_from_them() {
    let (dir, mut here) = desk();
    let id = advanced_joe(&mut here);
    let file = dir.path().join("joe.json");
    let path = file.display().to_string();
    let document = ok(
        &mut here,
        "export_character",
        json!({ "id": id, "path": path }),
    );
    let written: Value =
        serde_json::from_str(&std::fs::read_to_string(&file).expect("written")).expect("json");
    assert_eq!(written, document);
    let err = call(
        &mut here,
        "export_character",
        json!({ "id": id, "path": path }),
    )
    .expect_err("exists");
    assert_eq!(err.kind, ErrorKind::Conflict);
    ok(
        &mut here,
        "export_character",
        json!({ "id": id, "path": path, "overwrite": true }),
    );
    let campaign = dir.path().join("main.tablekeep").display().to_string();
    let err = call(
        &mut here,
        "export_character",
        json!({ "id": id, "path": campaign, "overwrite": true }),
    )
    .expect_err("the campaign");
    assert_eq!(err.field.as_deref(), Some("path"));

    let (other, mut there) = desk();
    let imported = ok(&mut there, "import_character", json!({ "path": path }));
    assert_eq!(imported["character"]["name"], "Joe");

    let missing = other.path().join("nothing.json").display().to_string();
    let err = refused(&mut there, "import_character", json!({ "path": missing }));
    assert_eq!(err.field.as_deref(), Some("path"));
    let twice = other.path().join("twice.json");
    std::fs::write(&twice, r#"{"format":"tablekeep-character","format":"x"}"#).expect("write");
    let err = refused(
        &mut there,
        "import_character",
        json!({ "path": twice.display().to_string() }),
    );
    assert!(err.message.contains("given twice"), "{}", err.message);
    // A file's strings are bounded as a document given inline is.
    let mut long = document.clone();
    long["character"]["tags"] = json!(["x".repeat(5_000)]);
    let bloated = other.path().join("bloated.json");
    std::fs::write(&bloated, long.to_string()).expect("write");
    let err = refused(
        &mut there,
        "import_character",
        json!({ "path": bloated.display().to_string() }),
    );
    assert_eq!(err.field.as_deref(), Some("document.character.tags[0]"));
    let err = refused(
        &mut there,
        "import_character",
        json!({ "path": path, "document": {} }),
    );
    assert_eq!(err.field.as_deref(), Some("path"));
}

/// The committed schemas describe what export writes and refuse what import refuses.
#[test]
fn the_committed_schemas_accept_exports_and_refuse_tampering() {
    let schema = |name: &str| -> jsonschema::Validator {
        let path = format!("{}/../../schemas/{name}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("committed schema");
        jsonschema::validator_for(&serde_json::from_str(&text).expect("json")).expect("schema")
    };
    let characters = schema("character.schema.json");
    let packs = schema("content-pack.schema.json");
    let (_a, mut here) = desk();
    let joe = advanced_joe(&mut here);
    let tamsin = storied_hero(&mut here);
    for id in [joe, tamsin] {
        let document = ok(&mut here, "export_character", json!({ "id": id }));
        let errors: Vec<String> = characters
            .iter_errors(&document)
            .map(|e| format!("{e} at {}", e.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{errors:?}");
        let mut newer = document.clone();
        newer["formatVersion"] = json!(2);
        assert!(!characters.is_valid(&newer));
        let mut extra = document.clone();
        extra["systemData"]["secret"] = json!(1);
        assert!(!characters.is_valid(&extra));
        assert!(call(&mut here, "import_character", json!({ "document": extra })).is_err());
    }
    let pack = ok(
        &mut here,
        "export_content_pack",
        json!({ "system": "draw_steel" }),
    );
    assert!(packs.is_valid(&pack));
    assert!(!characters.is_valid(&pack));
    let mut wrong = pack.clone();
    wrong["content"]["system"] = json!("fated_hand");
    assert!(!packs.is_valid(&wrong));
    assert!(call(
        &mut here,
        "import_content_pack",
        json!({ "document": wrong })
    )
    .is_err());
}
