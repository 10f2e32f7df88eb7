//! Game sessions for every system: the GM's notes, who was at the table, the loot, and a recap
//! of what the campaign recorded during the session.

use serde_json::json;
use tablekeep_api::ErrorKind;

use crate::draw_steel_heroes::starter;
use crate::encounters::one_on_one;
use crate::{call, desk, ok};

#[test]
fn a_session_recap_lists_who_was_there_the_loot_the_fights_and_what_each_ledger_recorded() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let brannoc = added["heroes"][0]["characterId"].as_i64().expect("id");
    let sefi = added["heroes"][1]["characterId"].as_i64().expect("id");
    // Before the session: not in its recap.
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [brannoc], "victories": 1 }),
    );
    let session = ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 5: The Mire", "attendees": [brannoc, sefi, brannoc] }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [brannoc], "victories": 2 }),
    );
    let fight = one_on_one(&mut desk, "Bandits on the causeway");

    let recap = ok(
        &mut desk,
        "update_game_session",
        json!({ "id": session, "name": "Session 5: The Mire", "notes": "The heroes crossed the drowned causeway.",
                "attendees": [sefi, brannoc],
                "loot": [{ "item": "a silver key", "takenBy": sefi }, { "item": "40 gp" }] }),
    );
    let names: Vec<&str> = recap["attendees"]
        .as_array()
        .expect("attendees")
        .iter()
        .map(|a| a["name"].as_str().expect("name"))
        .collect();
    assert_eq!(names, ["Brannoc Vell", "Sefi Quill"]);
    assert_eq!(recap["notes"], "The heroes crossed the drowned causeway.");
    assert_eq!(recap["loot"][0]["item"], "a silver key");
    assert_eq!(recap["loot"][0]["takenBy"]["name"], "Sefi Quill");
    assert_eq!(recap["loot"][1]["takenBy"], json!(null));
    assert_eq!(recap["encounters"][0]["id"], fight);
    assert_eq!(recap["encounters"][0]["name"], "Bandits on the causeway");
    assert_eq!(recap["encounters"].as_array().expect("list").len(), 1);
    assert_eq!(
        recap["progress"].as_array().expect("progress").len(),
        1,
        "{recap}"
    );
    assert_eq!(recap["progress"][0]["character"]["name"], "Brannoc Vell");
    assert_eq!(
        recap["progress"][0]["entries"],
        json!(["Awarded 2 Victories."])
    );

    // The recap reads the same afterwards, and the notes are found by the campaign search.
    assert_eq!(
        ok(&mut desk, "game_session_recap", json!({ "id": session })),
        recap
    );
    let found = ok(&mut desk, "search_campaign", json!({ "text": "causeway" }));
    let sessions = found["groups"]
        .as_array()
        .expect("groups")
        .iter()
        .find(|g| g["label"] == "Sessions")
        .expect("the session is found by its notes");
    assert_eq!(sessions["hits"][0]["title"], "Session 5: The Mire");
}

#[test]
fn a_bad_session_edit_names_its_field_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let brannoc = added["heroes"][0]["characterId"].as_i64().expect("id");
    let session = ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 1" }),
    )["id"]
        .as_i64()
        .expect("id");
    let before = ok(&mut desk, "game_session_recap", json!({ "id": session }));
    assert_eq!(before["attendees"], json!([]), "no party given: nobody yet");

    for (edit, field) in [
        (json!({ "attendees": [brannoc, 999] }), "attendees"),
        (json!({ "loot": [{ "item": "  " }] }), "loot[0].item"),
        (
            json!({ "loot": [{ "item": "a key", "takenBy": 999 }] }),
            "loot[0].takenBy",
        ),
        (json!({ "name": "" }), "name"),
    ] {
        let mut args = json!({ "id": session, "name": "Session 1", "notes": "changed", "attendees": [brannoc], "loot": [] });
        for (key, value) in edit.as_object().expect("edit") {
            args[key] = value.clone();
        }
        let refused = call(&mut desk, "update_game_session", args).expect_err("refused");
        assert_eq!(refused.kind, ErrorKind::InvalidInput, "{refused:?}");
        assert_eq!(refused.field.as_deref(), Some(field), "{refused:?}");
        assert_eq!(
            ok(&mut desk, "game_session_recap", json!({ "id": session })),
            before
        );
    }
    let missing = call(
        &mut desk,
        "update_game_session",
        json!({ "id": 77, "name": "Nope", "notes": "", "attendees": [], "loot": [] }),
    )
    .expect_err("no such session");
    assert_eq!(missing.kind, ErrorKind::NotFound);
    let refused = call(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 2", "attendees": [999] }),
    );
    assert!(
        refused.is_err(),
        "an unknown attendee is refused at the start too"
    );
}
