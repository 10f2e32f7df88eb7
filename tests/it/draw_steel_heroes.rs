//! Refused Draw Steel hero commands leave the campaign file unchanged.

use serde_json::{json, Value};
use tablekeep_api::registry::call;

use crate::{desk_at, dump};

#[test]
fn refused_hero_commands_leave_the_file_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut desk = desk_at(dir.path());
    let added = call(&mut desk, "draw_steel_add_starter_set", json!({})).expect("starter");
    let brannoc = added["heroes"][0]["characterId"].clone();
    let sefi = added["heroes"][1]["characterId"].clone();
    let unbuilt = call(
        &mut desk,
        "create_character",
        json!({ "system": "draw_steel", "kind": "pc", "name": "Not Yet" }),
    )
    .expect("create")["id"]
        .clone();
    call(
        &mut desk,
        "draw_steel_add_project",
        json!({ "characterId": brannoc, "project": {
            "name": "Forge a Shield", "goal": 60, "points": 0, "characteristic": "might"
        } }),
    )
    .expect("project");
    call(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": brannoc, "projectIndex": 0, "dice": [2, 3] }),
    )
    .expect("first roll");
    let hero = call(
        &mut desk,
        "draw_steel_hero",
        json!({ "characterId": brannoc }),
    )
    .expect("hero");
    let mut build: Value = hero["build"].clone();
    build["characteristics"]["might"] = json!(6);
    let path = dir.path().join("campaign.tablekeep");
    let before = dump(&path);

    let refused = [
        (
            "draw_steel_build_hero",
            json!({ "characterId": brannoc, "build": build }),
        ),
        (
            "draw_steel_award_victories",
            json!({ "characterIds": [sefi, unbuilt], "victories": 3 }),
        ),
        (
            "draw_steel_award_victories",
            json!({ "characterIds": [sefi, 777], "victories": 3 }),
        ),
        ("draw_steel_level_up", json!({ "characterId": brannoc })),
        // No breakthrough on the first roll: a second one is refused.
        (
            "draw_steel_project_roll",
            json!({ "characterId": brannoc, "projectIndex": 0, "dice": [9, 10] }),
        ),
        (
            "draw_steel_project_roll",
            json!({ "characterId": sefi, "projectIndex": 0, "dice": [9, 10] }),
        ),
        ("draw_steel_spend_recovery", json!({ "characterId": sefi })),
        (
            "draw_steel_respite",
            json!({ "characterId": brannoc, "completed": true, "activity": { "kind": "other", "description": "Carving" } }),
        ),
        (
            "draw_steel_remove_project",
            json!({ "characterId": brannoc, "projectIndex": 4 }),
        ),
        // Brannoc's newest entry is #2 (the project, then its roll): a stale undo is refused.
        (
            "draw_steel_undo_progress",
            json!({ "characterId": brannoc, "expectedSeq": 1 }),
        ),
        // Sefi has no progress recorded.
        ("draw_steel_undo_progress", json!({ "characterId": sefi })),
    ];
    for (command, args) in refused {
        let result = call(&mut desk, command, args.clone());
        assert!(
            result.is_err(),
            "{command} {args} should be refused, got {result:?}"
        );
    }
    assert_eq!(dump(&path), before);
}
