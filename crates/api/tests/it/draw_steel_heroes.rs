//! Draw Steel heroes, their progress, the starter set and power rolls through the command layer.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, fixed_clock, ok};

/// The starter set's content ids by name.
pub(crate) fn starter(desk: &mut Desk) -> Value {
    ok(desk, "draw_steel_add_starter_set", json!({}))
}

pub(crate) fn content_id(desk: &mut Desk, kind: &str, name: &str) -> i64 {
    let list = ok(
        desk,
        "draw_steel_list_content",
        json!({ "kind": kind, "search": name }),
    );
    list.as_array()
        .expect("list")
        .iter()
        .find(|row| row["name"] == name)
        .and_then(|row| row["id"].as_i64())
        .unwrap_or_else(|| panic!("no {kind} named {name}"))
}

pub(crate) fn new_hero(desk: &mut Desk, name: &str) -> i64 {
    ok(
        desk,
        "create_character",
        json!({ "system": "draw_steel", "kind": "pc", "name": name }),
    )["id"]
        .as_i64()
        .expect("id")
}

/// A Cragborn Bulwark in the Bastion Harness, at `level`.
pub(crate) fn bulwark_build(desk: &mut Desk, level: u8) -> Value {
    json!({
        "level": level,
        "ancestryId": content_id(desk, "ancestry", "Cragborn"),
        "classId": content_id(desk, "class", "Bulwark"),
        "kitId": content_id(desk, "kit", "Bastion Harness"),
        "characteristics": { "might": 2, "agility": 0, "reason": -1, "intuition": 1, "presence": 1 },
        "skills": ["Climbing"]
    })
}

/// A level-1 hero of a class with 30 Stamina and 8 Recoveries, no kit (the digest's DS-89 hero).
pub(crate) fn thirty_stamina_hero(desk: &mut Desk) -> i64 {
    starter(desk);
    let class = ok(
        desk,
        "draw_steel_save_content",
        json!({ "content": { "kind": "class", "data": {
            "name": "Test Warden", "startingStamina": 30, "staminaPerLevel": 10,
            "recoveries": 8, "heroicResource": "Resolve"
        } } }),
    )["id"]
        .as_i64()
        .expect("id");
    let id = new_hero(desk, "Warden");
    let ancestry = content_id(desk, "ancestry", "Marrowfolk");
    ok(
        desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": {
            "level": 1, "ancestryId": ancestry, "classId": class,
            "characteristics": { "might": 2, "agility": 1, "reason": 0, "intuition": 0, "presence": -1 }
        } }),
    );
    id
}

/// Writes a hero's progress straight into the campaign file as a campaign from before the
/// ledger kept it: in the character's data, with no ledger entries (there is no out-of-combat
/// command that costs Stamina). The stored progress is then the ledger's starting point.
pub(crate) fn set_progress(desk: &mut Desk, id: i64, progress: Value) {
    let path = desk.store().expect("store").path().to_path_buf();
    let mut store = tablekeep_store::CampaignStore::open(&path, fixed_clock()).expect("open");
    let character = store.character(id).expect("character");
    let mut data: Value = serde_json::from_str(&character.fields.data).expect("data");
    data["progress"] = progress;
    let mut fields = character.fields.clone();
    fields.data = data.to_string();
    store
        .update_character(id, character.revision, &fields, fixed_clock())
        .expect("update");
    for row in store.progression(id).expect("ledger").iter().rev() {
        store
            .pop_progression_at(id, row.seq, fixed_clock())
            .expect("clear the ledger");
    }
}

pub(crate) fn hero(desk: &mut Desk, id: i64) -> Value {
    ok(desk, "draw_steel_hero", json!({ "characterId": id }))
}

#[test]
fn the_starter_set_adds_its_content_and_four_premade_heroes_once() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    assert_eq!(added["added"].as_array().expect("added").len(), 24);
    assert_eq!(added["kept"], json!([]));
    let heroes: Vec<&str> = added["heroes"]
        .as_array()
        .expect("heroes")
        .iter()
        .map(|h| h["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        heroes,
        [
            "Brannoc Vell",
            "Sefi Quill",
            "Oriane Ash",
            "Tamsin Reedwater"
        ]
    );

    // Brannoc: Cragborn (1L, speed 5, stability 1) Bulwark (24 Stamina, 10 Recoveries) in the
    // Bastion Harness (+9 Stamina, +1 stability, free strike 4).
    let brannoc = hero(
        &mut desk,
        added["heroes"][0]["characterId"].as_i64().expect("id"),
    );
    let sheet = &brannoc["sheet"];
    assert_eq!(sheet["staminaMaximum"]["value"], 33);
    assert_eq!(sheet["windedValue"]["value"], 16, "⌊33 / 2⌋");
    assert_eq!(sheet["recoveryValue"]["value"], 11, "⌊33 / 3⌋");
    assert_eq!(sheet["recoveries"]["value"], 10);
    assert_eq!(sheet["stability"]["value"], 2);
    assert_eq!(sheet["freeStrike"]["value"], 4);
    assert_eq!(sheet["size"], "1L");
    assert_eq!(brannoc["stamina"], 33);
    assert_eq!(brannoc["winded"], false);
    assert_eq!(brannoc["recoveriesLeft"], 10);
    assert_eq!(brannoc["kind"], "pc");
    assert_eq!(brannoc["level"]["level"], 1);
    assert_eq!(brannoc["level"]["readyToLevelUp"], false);

    let again = starter(&mut desk);
    assert_eq!(again["added"], json!([]));
    assert_eq!(again["kept"].as_array().expect("kept").len(), 24);
    assert_eq!(again["heroes"], json!([]));
    assert_eq!(again["skippedHeroes"].as_array().expect("skipped").len(), 4);
    let listed = ok(
        &mut desk,
        "list_characters",
        json!({ "system": "draw_steel" }),
    );
    assert_eq!(listed.as_array().expect("list").len(), 4);
}

#[test]
fn building_a_hero_gives_the_sheets_numbers() {
    let (_dir, mut desk) = desk();
    starter(&mut desk);
    let id = new_hero(&mut desk, "Hild");
    let unbuilt =
        call(&mut desk, "draw_steel_hero", json!({ "characterId": id })).expect_err("unbuilt");
    assert_eq!(unbuilt.kind, ErrorKind::Conflict);

    let build = bulwark_build(&mut desk, 3);
    let preview = ok(
        &mut desk,
        "draw_steel_preview_hero",
        json!({ "build": build }),
    );
    let built = ok(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    );
    // Bulwark 24 at level 1, +10 for each of 2 more levels, +9 from the kit: 53.
    assert_eq!(built["sheet"]["staminaMaximum"]["value"], 53);
    assert_eq!(built["sheet"]["windedValue"]["value"], 26, "⌊53 / 2⌋");
    assert_eq!(built["sheet"]["recoveryValue"]["value"], 17, "⌊53 / 3⌋");
    assert_eq!(built["sheet"], preview, "the preview is the saved sheet");
    assert_eq!(built["stamina"], 53);
    assert_eq!(built["revision"], 2);
    assert_eq!(built["canUndo"], true);

    // Undo is the ordinary character undo.
    ok(&mut desk, "undo_character_edit", json!({ "id": id }));
    let err = call(&mut desk, "draw_steel_hero", json!({ "characterId": id }))
        .expect_err("unbuilt again");
    assert_eq!(err.kind, ErrorKind::Conflict);
}

#[test]
fn a_characteristic_of_6_is_refused_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    starter(&mut desk);
    let id = new_hero(&mut desk, "Hild");
    let build = bulwark_build(&mut desk, 1);
    ok(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    );
    let before = ok(&mut desk, "get_character", json!({ "id": id }));
    let hero_before = hero(&mut desk, id);

    let mut build = bulwark_build(&mut desk, 1);
    build["characteristics"]["might"] = json!(6);
    let err = call(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    )
    .expect_err("might 6");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Characteristic")
    );
    assert_eq!(err.field.as_deref(), Some("build.characteristics"));
    let preview = call(
        &mut desk,
        "draw_steel_preview_hero",
        json!({ "build": build }),
    )
    .expect_err("might 6");
    assert_eq!(preview.kind, ErrorKind::RuleViolation);

    assert_eq!(ok(&mut desk, "get_character", json!({ "id": id })), before);
    assert_eq!(hero(&mut desk, id), hero_before);
}

#[test]
fn wrong_kinds_and_missing_ids_name_their_field() {
    let (_dir, mut desk) = desk();
    starter(&mut desk);
    let id = new_hero(&mut desk, "Hild");
    let ancestry = content_id(&mut desk, "ancestry", "Cragborn");

    let mut build = bulwark_build(&mut desk, 1);
    build["classId"] = json!(ancestry);
    let err = call(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    )
    .expect_err("an ancestry is no class");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("build.classId"));

    let mut build = bulwark_build(&mut desk, 1);
    build["kitId"] = json!(9999);
    let err = call(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    )
    .expect_err("no such kit");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("build.kitId"));

    let fated = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Joe" }),
    )["id"]
        .clone();
    let build = bulwark_build(&mut desk, 1);
    let err = call(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": fated, "build": build }),
    )
    .expect_err("not draw steel");
    assert_eq!(err.field.as_deref(), Some("characterId"));
}

#[test]
fn respite_converts_victories_and_restores_stamina_and_recoveries_ds_89() {
    let (_dir, mut desk) = desk();
    let id = thirty_stamina_hero(&mut desk);
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 3 }),
    );
    // Stamina 10 of 30, 2 of 8 Recoveries left.
    set_progress(
        &mut desk,
        id,
        json!({ "victories": 3, "experience": 0, "stamina": 10, "recoveriesUsed": 6, "heroicResource": 0 }),
    );
    let tired = hero(&mut desk, id);
    assert_eq!(tired["stamina"], 10);
    assert_eq!(tired["winded"], true);
    assert_eq!(tired["recoveriesLeft"], 2);

    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    assert_eq!(rested["hero"]["stamina"], 30);
    assert_eq!(rested["hero"]["recoveriesLeft"], 8);
    assert_eq!(rested["hero"]["progress"]["experience"], 3);
    assert_eq!(rested["hero"]["progress"]["victories"], 0);
    assert_eq!(rested["outcome"]["staminaRegained"], 20);
    assert_eq!(rested["outcome"]["recoveriesRegained"], 6);
    assert_eq!(rested["outcome"]["experienceGained"]["value"], 3);
}

#[test]
fn an_interrupted_respite_changes_nothing_ds_90() {
    let (_dir, mut desk) = desk();
    let id = thirty_stamina_hero(&mut desk);
    set_progress(
        &mut desk,
        id,
        json!({ "victories": 3, "experience": 0, "stamina": 10, "recoveriesUsed": 6, "heroicResource": 0 }),
    );
    let before = ok(&mut desk, "get_character", json!({ "id": id }));
    let interrupted = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": false }),
    );
    assert_eq!(interrupted["outcome"]["completed"], false);
    assert_eq!(interrupted["hero"]["stamina"], 10);
    assert_eq!(interrupted["hero"]["progress"]["victories"], 3);
    assert_eq!(
        ok(&mut desk, "get_character", json!({ "id": id })),
        before,
        "no revision either"
    );
}

#[test]
fn spending_a_recovery_heals_by_the_recovery_value_up_to_the_maximum_ds_61_63() {
    let (_dir, mut desk) = desk();
    let id = thirty_stamina_hero(&mut desk);
    set_progress(
        &mut desk,
        id,
        json!({ "victories": 0, "experience": 0, "stamina": 12, "recoveriesUsed": 0, "heroicResource": 0 }),
    );
    let spent = ok(
        &mut desk,
        "draw_steel_spend_recovery",
        json!({ "characterId": id }),
    );
    assert_eq!(spent["regained"]["value"], 10);
    assert_eq!(spent["hero"]["stamina"], 22);
    assert_eq!(spent["hero"]["recoveriesLeft"], 7);
    let capped = ok(
        &mut desk,
        "draw_steel_spend_recovery",
        json!({ "characterId": id }),
    );
    assert_eq!(capped["hero"]["stamina"], 30);
    assert_eq!(capped["regained"]["value"], 8);
    let full = call(
        &mut desk,
        "draw_steel_spend_recovery",
        json!({ "characterId": id }),
    )
    .expect_err("at full Stamina");
    assert_eq!(full.kind, ErrorKind::RuleViolation);
}

#[test]
fn victories_go_to_every_named_hero_or_to_none() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let a = added["heroes"][0]["characterId"].as_i64().expect("id");
    let b = added["heroes"][1]["characterId"].as_i64().expect("id");
    let unbuilt = new_hero(&mut desk, "Not Yet");

    let err = call(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [a, unbuilt], "victories": 2 }),
    )
    .expect_err("unbuilt");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert_eq!(hero(&mut desk, a)["progress"]["victories"], 0);

    let err = call(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [a, a], "victories": 2 }),
    )
    .expect_err("twice");
    assert_eq!(err.field.as_deref(), Some("characterIds"));

    let awarded = ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [a, b], "victories": 2 }),
    );
    assert_eq!(awarded[0]["progress"]["victories"], 2);
    assert_eq!(awarded[1]["progress"]["victories"], 2);
    // One ledger entry each (no character revision: the stored hero is the ledger's start).
    for hero in awarded.as_array().expect("heroes") {
        assert_eq!(hero["revision"], 1);
        assert_eq!(hero["progressSeq"], 1);
        assert_eq!(hero["history"][0]["entry"]["kind"], "victories_awarded");
        assert_eq!(hero["history"][0]["summary"], "Awarded 2 Victories.");
        assert_eq!(hero["history"][0]["rule"]["section"], "Respite");
    }
}

#[test]
fn levelling_up_needs_the_experience_of_the_level_table() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    let err = call(
        &mut desk,
        "draw_steel_level_up",
        json!({ "characterId": id }),
    )
    .expect_err("no experience");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Respite")
    );

    // Level 2 needs 8 Experience on the default table.
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 8 }),
    );
    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    assert_eq!(rested["hero"]["level"]["readyToLevelUp"], true);
    let up = ok(
        &mut desk,
        "draw_steel_level_up",
        json!({ "characterId": id }),
    );
    assert_eq!(up["build"]["level"], 2);
    assert_eq!(
        up["sheet"]["staminaMaximum"]["value"], 43,
        "33 + 10 per level"
    );
    assert_eq!(up["level"]["readyToLevelUp"], false);
    let again = call(
        &mut desk,
        "draw_steel_level_up",
        json!({ "characterId": id }),
    )
    .expect_err("level 3 needs 18");
    assert_eq!(again.kind, ErrorKind::RuleViolation);

    // Levelling up is a ledger entry: undoing the newest entry undoes it.
    ok(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": id }),
    );
    assert_eq!(hero(&mut desk, id)["build"]["level"], 1);
}

#[test]
fn a_project_breakthrough_on_9_and_10_earns_another_roll_in_the_same_activity_ds_91() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    // Brannoc: Might 2.
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    ok(
        &mut desk,
        "draw_steel_add_project",
        json!({ "characterId": id, "project": {
            "name": "Forge a Shield", "goal": 60, "points": 0, "characteristic": "might"
        } }),
    );
    let dup = call(
        &mut desk,
        "draw_steel_add_project",
        json!({ "characterId": id, "project": {
            "name": "forge a shield", "goal": 10, "points": 0, "characteristic": "might"
        } }),
    )
    .expect_err("same name");
    assert_eq!(dup.field.as_deref(), Some("project.name"));

    let first = ok(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 0, "dice": [9, 10] }),
    );
    assert_eq!(first["roll"]["roll"]["natural"], 19);
    assert_eq!(first["roll"]["roll"]["total"], 21, "19 + Might 2");
    assert_eq!(first["roll"]["breakthrough"], true);
    assert_eq!(first["anotherRoll"], true);
    assert_eq!(first["project"]["points"], 21);
    assert_eq!(first["dice"][0]["origin"], "entered");
    assert_eq!(
        first["hero"]["respiteActivity"]["rolls"]
            .as_array()
            .expect("rolls")
            .len(),
        1
    );

    let second = ok(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 0, "dice": [3, 4] }),
    );
    assert_eq!(second["project"]["points"], 30, "21 + 7 + 2");
    assert_eq!(second["anotherRoll"], false);

    let third = call(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 0, "dice": [5, 5] }),
    )
    .expect_err("no breakthrough");
    assert_eq!(third.kind, ErrorKind::RuleViolation);
    assert_eq!(
        third.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Breakthrough")
    );
    // A kit change is a second activity: refused too.
    let kit = content_id(&mut desk, "kit", "Twin Fangs");
    let err = call(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true, "activity": { "kind": "change_kit", "kitId": kit } }),
    )
    .expect_err("one activity");
    assert_eq!(err.kind, ErrorKind::RuleViolation);

    // The respite ends the activity; the next respite may roll again.
    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    assert_eq!(rested["activity"]["kind"], "project_roll");
    assert_eq!(rested["hero"]["respiteActivity"], Value::Null);
    let next = ok(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 0, "dice": [1, 1] }),
    );
    assert_eq!(next["project"]["points"], 34, "30 + 2 + 2");

    let bad = call(
        &mut desk,
        "draw_steel_project_roll",
        json!({ "characterId": id, "projectIndex": 3, "dice": [1, 1] }),
    )
    .expect_err("no project 3");
    assert_eq!(bad.field.as_deref(), Some("projectIndex"));
    let removed = ok(
        &mut desk,
        "draw_steel_remove_project",
        json!({ "characterId": id, "projectIndex": 0 }),
    );
    assert_eq!(removed["progress"]["projects"], json!([]));
}

#[test]
fn a_kit_change_as_the_respite_activity_takes_effect_when_it_finishes() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    let fangs = content_id(&mut desk, "kit", "Twin Fangs");
    let ancestry = content_id(&mut desk, "ancestry", "Cragborn");
    let err = call(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true, "activity": { "kind": "change_kit", "kitId": ancestry } }),
    )
    .expect_err("not a kit");
    assert_eq!(err.field.as_deref(), Some("activity.kitId"));

    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true, "activity": { "kind": "change_kit", "kitId": fangs } }),
    );
    assert_eq!(rested["hero"]["sheet"]["kit"], "Twin Fangs");
    // Bulwark 24 + Twin Fangs 3.
    assert_eq!(rested["hero"]["sheet"]["staminaMaximum"]["value"], 27);
}

#[test]
fn rolls_with_entered_dice_give_the_tier_and_the_outcome() {
    let (_dir, mut desk) = desk();
    // 5 + 4 + Agility 2 + skill 2 = 13: tier 2; a medium test succeeds with a consequence.
    let rolled = ok(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 2, "skill": true },
                "dice": [5, 4], "difficulty": "medium" }),
    );
    assert_eq!(rolled["roll"]["total"], 13);
    assert_eq!(rolled["roll"]["tier"], "two");
    assert_eq!(rolled["outcome"], "success_with_consequence");
    assert_eq!(rolled["dice"][1]["value"], 4);

    // A natural 19 is a success with reward even when hard.
    let natural = ok(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": -1 },
                "dice": [10, 9], "difficulty": "hard" }),
    );
    assert_eq!(natural["roll"]["tier"], "three");
    assert_eq!(natural["outcome"], "success_with_reward");

    // An assister's edge cancels the roll's bane: 6 + 5 + Might 1 = 12, no edge or bane.
    let helped = ok(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "ability", "mainAction": true }, "characteristic": 1, "banes": 1 },
                "dice": [6, 5], "assist": "edge" }),
    );
    assert_eq!(helped["roll"]["total"], 12, "the edge cancels the bane");
    assert_eq!(helped["outcome"], Value::Null);

    let impossible = call(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 }, "dice": [0, 11] }),
    )
    .expect_err("no such die face");
    assert_eq!(impossible.kind, ErrorKind::InvalidInput);
    assert_eq!(impossible.field.as_deref(), Some("dice"));

    let no_difficulty = call(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "ability", "mainAction": false }, "characteristic": 0 },
                "difficulty": "easy" }),
    )
    .expect_err("abilities have no difficulty");
    assert_eq!(no_difficulty.field.as_deref(), Some("difficulty"));

    // The engine's own dice are real faces.
    let engine = ok(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 } }),
    );
    for die in engine["dice"].as_array().expect("dice") {
        assert_eq!(die["origin"], "rolled");
        let face = die["value"].as_u64().expect("face");
        assert!((1..=10).contains(&face), "{face}");
    }
}

#[test]
fn odds_and_assists() {
    let (_dir, mut desk) = desk();
    // 2d10 + 0: 55 of the 100 outcomes total 11 or less, 35 total 12–16, 10 total 17 or more.
    let odds = ok(
        &mut desk,
        "draw_steel_roll_odds",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 }, "difficulty": "easy" }),
    );
    assert_eq!(odds["tiers"]["counts"], json!([55, 35, 10]));
    // Easy: tier 1 is a success with consequence, tier 2 a success, tier 3 with reward.
    assert_eq!(odds["outcomes"]["counts"], json!([0, 0, 55, 35, 10]));

    let assist = ok(
        &mut desk,
        "draw_steel_assist",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 }, "dice": [6, 6] }),
    );
    assert_eq!(assist["roll"]["total"], 12);
    assert_eq!(assist["grant"], "edge");
    let bane = ok(
        &mut desk,
        "draw_steel_assist",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 }, "dice": [5, 6] }),
    );
    assert_eq!(bane["grant"], "bane");
    let ability = call(
        &mut desk,
        "draw_steel_assist",
        json!({ "input": { "kind": { "kind": "ability", "mainAction": true }, "characteristic": 0 } }),
    )
    .expect_err("an assist is a test");
    assert_eq!(ability.field.as_deref(), Some("input.kind"));
}

/// "Characteristic" (glossary L19): "Each characteristic has a score that ranges from −5 to +5."
/// Every roll command refuses a score outside that range, naming the field, and rolls nothing.
#[test]
fn characteristic_scores_range_from_minus_5_to_plus_5_in_every_roll() {
    let (_dir, mut desk) = desk();
    for (name, extra) in [
        ("draw_steel_roll_odds", json!({})),
        ("draw_steel_power_roll", json!({ "dice": [5, 5] })),
        ("draw_steel_assist", json!({ "dice": [5, 5] })),
    ] {
        for score in [6, -6, 127] {
            let mut args = extra.clone();
            args["input"] = json!({ "kind": { "kind": "test" }, "characteristic": score });
            let refused = call(&mut desk, name, args).expect_err("out of range");
            assert_eq!(refused.kind, ErrorKind::InvalidInput, "{name} {score}");
            assert_eq!(
                refused.field.as_deref(),
                Some("input.characteristic"),
                "{name} {score}"
            );
            assert!(refused.message.contains("−5 to +5"), "{}", refused.message);
        }
        // The edges of the range are rolls like any other.
        for score in [5, -5] {
            let mut args = extra.clone();
            args["input"] = json!({ "kind": { "kind": "test" }, "characteristic": score });
            ok(&mut desk, name, args);
        }
    }
}

#[test]
fn rolls_need_no_open_campaign() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut desk = Desk::new(crate::dirs_in(dir.path()), fixed_clock);
    let rolled = ok(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 }, "dice": [1, 1] }),
    );
    assert_eq!(rolled["roll"]["tier"], "one");
    for name in [
        "draw_steel_roll_odds",
        "draw_steel_power_roll",
        "draw_steel_assist",
    ] {
        let spec = tablekeep_api::registry::command(name).expect("command");
        assert!(!spec.needs_campaign(), "{name}");
    }
}
