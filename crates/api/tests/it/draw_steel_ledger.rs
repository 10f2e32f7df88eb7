//! Draw Steel progress as a ledger through the command layer: every progress command is one
//! entry in the hero's history, undo drops the newest, stale undos are refused, rebuilds and
//! heroes stored before the ledger.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::draw_steel_heroes::{hero, set_progress, starter, thirty_stamina_hero};
use crate::{call, desk, ok};

#[test]
fn every_progress_command_is_one_ledger_entry_in_the_history_and_undo_drops_the_newest() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    let fresh = hero(&mut desk, id);
    assert_eq!(fresh["history"], json!([]));
    assert_eq!(fresh["canUndoProgress"], false);
    let nothing = call(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": id }),
    )
    .expect_err("no history");
    assert_eq!(nothing.kind, ErrorKind::Conflict);

    ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 3: The Ford" }),
    );
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 2 }),
    );
    ok(
        &mut desk,
        "draw_steel_add_project",
        json!({ "characterId": id, "project": {
            "name": "Forge a Shield", "goal": 60, "points": 0, "characteristic": "might"
        } }),
    );
    let rolled = ok(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 0, "dice": [9, 10] }),
    );
    // The rolled dice are in the entry, so the replay gives the same points.
    let history = rolled["hero"]["history"]
        .as_array()
        .expect("history")
        .clone();
    assert_eq!(history.len(), 3);
    assert_eq!(history[2]["entry"]["dice"][0]["value"], 9);
    assert_eq!(history[2]["entry"]["roll"]["points"], 21);
    assert_eq!(history[2]["rule"]["section"], "Breakthrough");
    assert_eq!(history[2]["session"], "Session 3: The Ford");
    assert_eq!(rolled["hero"]["progress"]["projects"][0]["points"], 21);
    let before_respite = hero(&mut desk, id);
    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    assert_eq!(rested["hero"]["progressSeq"], 4);
    let summary = rested["hero"]["history"][3]["summary"]
        .as_str()
        .expect("text");
    assert!(
        summary.contains("2 Victories became 2 Experience") && summary.contains("Forge a Shield"),
        "{summary}"
    );

    // Undo the respite: the hero is exactly as before it, activity and all.
    let undone = ok(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": id, "expectedSeq": 4 }),
    );
    assert_eq!(undone, before_respite);
    assert_eq!(undone["respiteActivity"]["kind"], "project_roll");
    // Undo the rest, newest first, back to the stored hero.
    for _ in 0..3 {
        ok(
            &mut desk,
            "draw_steel_undo_progress",
            json!({ "characterId": id }),
        );
    }
    assert_eq!(hero(&mut desk, id), fresh);
}

#[test]
fn a_stale_undo_is_refused_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 1 }),
    );
    let seen = hero(&mut desk, id);
    assert_eq!(seen["progressSeq"], 1);
    // Another window awards more meanwhile.
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 5 }),
    );
    let after = hero(&mut desk, id);
    let stale = call(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": id, "expectedSeq": seen["progressSeq"] }),
    )
    .expect_err("the ledger moved on");
    assert_eq!(stale.kind, ErrorKind::Conflict);
    assert_eq!(hero(&mut desk, id), after, "nothing changed");
    assert_eq!(after["progress"]["victories"], 6);
}

#[test]
fn a_rebuild_after_progress_is_a_ledger_entry_and_keeps_the_progress() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 8 }),
    );
    ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    let up = ok(
        &mut desk,
        "draw_steel_level_up",
        json!({ "characterId": id }),
    );
    assert_eq!(up["build"]["level"], 2);
    let mut build = up["build"].clone();
    build["skills"] = json!(["Climbing", "Intimidate"]);
    let rebuilt = ok(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    );
    assert_eq!(rebuilt["build"], build, "the level reached stays");
    assert_eq!(rebuilt["progress"]["experience"], 8);
    assert_eq!(rebuilt["revision"], up["revision"], "no character revision");
    assert_eq!(rebuilt["history"][3]["entry"]["kind"], "rebuilt");
    assert_eq!(rebuilt["history"][3]["rule"], Value::Null);
    let undone = ok(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": id }),
    );
    assert_eq!(undone["build"], up["build"]);
}

#[test]
fn a_hero_stored_before_the_ledger_is_its_starting_point() {
    let (_dir, mut desk) = desk();
    let id = thirty_stamina_hero(&mut desk);
    set_progress(
        &mut desk,
        id,
        json!({ "victories": 3, "experience": 5, "stamina": 10, "recoveriesUsed": 6, "heroicResource": 1 }),
    );
    let old = hero(&mut desk, id);
    assert_eq!(old["history"], json!([]));
    assert_eq!(old["stamina"], 10);
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 2 }),
    );
    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    assert_eq!(rested["hero"]["progress"]["experience"], 10, "5 + 3 + 2");
    assert_eq!(rested["hero"]["stamina"], 30);
    for _ in 0..2 {
        ok(
            &mut desk,
            "draw_steel_undo_progress",
            json!({ "characterId": id }),
        );
    }
    assert_eq!(hero(&mut desk, id), old, "undo stops at the stored hero");
}
