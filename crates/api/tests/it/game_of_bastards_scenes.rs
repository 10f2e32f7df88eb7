//! A Game of Bastards' scenes through the commands: Set the Scene, dramatic actions with their
//! Wildcards and the groups they bring in, Fate Draws with cards from the table checked against
//! the deck, undo, and closing with the scene XP on each ledger in one transaction. Every
//! refusal names its rule and changes nothing (the scene and the ledgers read the same after).

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::game_of_bastards::wenna_build;
use crate::{call, desk, ok};

fn create(desk: &mut Desk, name: &str, build: Value) -> i64 {
    ok(
        desk,
        "create_character",
        json!({ "system": "game_of_bastards", "kind": "pc", "name": name,
                "creation": { "system": "game_of_bastards", "build": build } }),
    )["id"]
        .as_i64()
        .expect("id")
}

/// Wenna (Body 3, Mind 2, Sword Combat 3) and Hob (Spades: Mind 2, the rest 1).
fn party(desk: &mut Desk) -> (i64, i64) {
    let wenna = create(desk, "Wenna", wenna_build());
    let hob = create(
        desk,
        "Hob",
        json!({ "suit": "spades", "traits": { "body": 1, "spirit": 1, "mind": 2, "luck": 1 } }),
    );
    (wenna, hob)
}

fn set(desk: &mut Desk, types: Value, wenna: i64, hob: i64) -> Value {
    ok(
        desk,
        "game_of_bastards_set_scene",
        json!({ "setup": { "name": "The mill", "types": types, "seats": [
            { "characterId": wenna, "wildcards": 1, "appears": true },
            { "characterId": hob, "wildcards": 1 }
        ] } }),
    )
}

fn step(desk: &mut Desk, scene: &Value, request: Value) -> Result<Value, tablekeep_api::AppError> {
    call(
        desk,
        "game_of_bastards_scene_step",
        json!({ "id": scene["id"], "expectedEvents": scene["events"], "request": request }),
    )
}

fn ledger(desk: &mut Desk, id: i64) -> Value {
    ok(
        desk,
        "game_of_bastards_advancement",
        json!({ "characterId": id }),
    )
}

#[test]
fn a_scene_is_set_played_and_closed_with_its_xp_on_the_ledgers() {
    let (_dir, mut desk) = desk();
    let (wenna, hob) = party(&mut desk);
    let scene = set(&mut desk, json!(["populated"]), wenna, hob);
    assert_eq!(scene["scene"]["participants"][0]["wildcards"], 1);
    assert_eq!(scene["events"], 0);

    // Hob, not in the scene, sends raiders: a squad per player, Power Rating Wenna's Body 3.
    let scene = step(
        &mut desk,
        &scene,
        json!({ "kind": "action", "action": { "kind": "banditos", "by": hob, "weapon": "Cudgels" } }),
    )
    .expect("Banditos!");
    let groups = &scene["scene"]["groups"];
    assert_eq!(groups[0]["count"], 2);
    assert_eq!(groups[0]["powerRating"]["value"], 3);
    assert_eq!(scene["scene"]["participants"][1]["wildcards"], 0);
    assert!(scene["lines"][0]["text"]
        .as_str()
        .expect("text")
        .contains("Hob uses Banditos!"));

    // Wenna's Sword Combat Fate Draw off Body, with cards from the table: 9S + Body 3 = 12
    // against the Jack's 11 (three cards owed: her rank, one card played).
    let scene = step(
        &mut desk,
        &scene,
        json!({ "kind": "fate_draw", "draw": {
            "by": wenna, "purpose": { "kind": "skill_check", "attempt": "cut the rope" },
            "skill": { "kind": "weapon_combat", "subject": "Sword" }, "trait": "body",
            "cards": { "player": [{"suited": {"rank": 9, "suit": "spades"}},
                                  {"suited": {"rank": 2, "suit": "hearts"}},
                                  {"suited": {"rank": 3, "suit": "hearts"}}],
                       "fate": [{"suited": {"rank": 11, "suit": "clubs"}},
                                {"suited": {"rank": 4, "suit": "clubs"}},
                                {"suited": {"rank": 5, "suit": "clubs"}}] }
        } }),
    )
    .expect("the draw");
    let line = scene["lines"][1]["text"].as_str().expect("text");
    assert!(line.contains("12 against Fate's 11"), "{line}");
    assert!(line.contains("succeeds by 1"), "{line}");

    // Closing: Wenna appeared (1 XP), Hob never did (none); both written in one go.
    let before = ledger(&mut desk, wenna)["xpGained"].as_i64().expect("xp");
    let closed = ok(
        &mut desk,
        "game_of_bastards_end_scene",
        json!({ "id": scene["id"], "expectedEvents": 2 }),
    );
    assert_eq!(closed["closed"], true);
    assert_eq!(closed["xp"][0]["xp"], 1);
    assert_eq!(closed["xp"][1]["xp"], 0);
    let after = ledger(&mut desk, wenna);
    assert_eq!(after["xpGained"].as_i64(), Some(before + 1));
    let entries = after["entries"].as_array().expect("entries");
    assert_eq!(entries.last().expect("entry")["reason"], "Scene: The mill");
    assert_eq!(
        ledger(&mut desk, hob)["entries"].as_array().map(Vec::len),
        Some(1)
    );

    // A closed scene takes nothing more.
    let error = step(
        &mut desk,
        &closed,
        json!({ "kind": "action", "action": { "kind": "appearance", "by": hob } }),
    )
    .expect_err("closed");
    assert_eq!(error.kind, ErrorKind::Conflict);
    let list = ok(&mut desk, "game_of_bastards_scenes", json!({}));
    assert_eq!(list[0]["closed"], true);
    assert_eq!(list[0]["participants"], json!(["Wenna", "Hob"]));
}

#[test]
fn dangerous_sub_areas_each_give_scene_xp_written_together() {
    let (_dir, mut desk) = desk();
    let (wenna, hob) = party(&mut desk);
    let scene = set(&mut desk, json!(["dangerous"]), wenna, hob);
    let scene = step(&mut desk, &scene, json!({ "kind": "next_sub_area" })).expect("on");
    let scene = step(
        &mut desk,
        &scene,
        json!({ "kind": "action", "action": { "kind": "appearance", "by": hob } }),
    )
    .expect("Hob appears");
    let closed = ok(
        &mut desk,
        "game_of_bastards_end_scene",
        json!({ "id": scene["id"], "expectedEvents": 2 }),
    );
    assert_eq!(closed["xp"][0]["xp"], 2, "Wenna: both sub-areas");
    assert_eq!(closed["xp"][1]["xp"], 1, "Hob: the second");
    let wenna_ledger = ledger(&mut desk, wenna);
    assert_eq!(wenna_ledger["xp"]["scenes"], 2);
    assert_eq!(ledger(&mut desk, hob)["xp"]["scenes"], 1);
}

#[test]
fn bad_requests_are_refused_by_rule_and_change_nothing() {
    let (_dir, mut desk) = desk();
    let (wenna, hob) = party(&mut desk);
    // A scene set nowhere; a character listed twice; an unknown character.
    for (setup, field) in [
        (
            json!({ "name": "Nowhere", "types": [], "seats": [{ "characterId": wenna }] }),
            "setup.types",
        ),
        (
            json!({ "name": "Twice", "types": ["enroute"],
                    "seats": [{ "characterId": wenna }, { "characterId": wenna }] }),
            "setup.seats[1]",
        ),
        (
            json!({ "name": "Ghost", "types": ["enroute"], "seats": [{ "characterId": 99 }] }),
            "setup.seats[0]",
        ),
    ] {
        let error = call(
            &mut desk,
            "game_of_bastards_set_scene",
            json!({ "setup": setup }),
        )
        .expect_err("refused");
        assert_eq!(error.field.as_deref(), Some(field), "{error:?}");
    }
    assert_eq!(
        ok(&mut desk, "game_of_bastards_scenes", json!({})),
        json!([])
    );

    let scene = set(&mut desk, json!(["populated"]), wenna, hob);
    let unchanged =
        |desk: &mut Desk| ok(desk, "game_of_bastards_scene", json!({ "id": scene["id"] }));
    let before = unchanged(&mut desk);
    let refusals = [
        // Distance Long costs 2 Wildcards; Hob holds 1.
        json!({ "kind": "action", "action": { "kind": "distance", "by": hob, "band": "long" } }),
        // A direct action by a character that has not Appeared.
        json!({ "kind": "action", "action": { "kind": "now_we_fight", "by": hob,
                "against": "the miller", "combat": true, "combatants": 2 } }),
        // Three Nines of Spades from two decks.
        json!({ "kind": "fate_draw", "draw": {
            "by": wenna, "purpose": { "kind": "skill_check" },
            "skill": { "kind": "weapon_combat", "subject": "Sword" }, "trait": "body",
            "cards": { "player": [{"suited": {"rank": 9, "suit": "spades"}},
                                  {"suited": {"rank": 9, "suit": "spades"}},
                                  {"suited": {"rank": 9, "suit": "spades"}}],
                       "fate": [{"suited": {"rank": 2, "suit": "clubs"}},
                                {"suited": {"rank": 3, "suit": "clubs"}},
                                {"suited": {"rank": 4, "suit": "clubs"}}] } } }),
        // Spending a Wildcard Hob does not hold twice over.
        json!({ "kind": "wildcards", "characterId": hob, "change": -2, "reason": "Iron Wall" }),
        // Sub-areas are a Dangerous Area's.
        json!({ "kind": "next_sub_area" }),
    ];
    for request in refusals {
        let error = step(&mut desk, &before, request.clone()).expect_err("refused");
        assert_eq!(error.kind, ErrorKind::InvalidInput, "{request}");
        assert!(error.rule.is_some(), "{request}: {error:?}");
        assert_eq!(unchanged(&mut desk), before, "{request}");
    }
    // A stale count of events is a conflict.
    let error = call(
        &mut desk,
        "game_of_bastards_scene_step",
        json!({ "id": scene["id"], "expectedEvents": 3,
                "request": { "kind": "action", "action": { "kind": "appearance", "by": hob } } }),
    )
    .expect_err("stale");
    assert_eq!(error.kind, ErrorKind::Conflict);
    // Nothing to undo yet.
    let error = call(
        &mut desk,
        "game_of_bastards_scene_undo",
        json!({ "id": scene["id"], "expectedEvents": 0 }),
    )
    .expect_err("nothing");
    assert_eq!(error.kind, ErrorKind::Conflict);
    assert_eq!(unchanged(&mut desk), before);
    assert_eq!(
        ledger(&mut desk, wenna)["entries"].as_array().map(Vec::len),
        Some(1)
    );
}

#[test]
fn the_end_cannot_close_before_every_player_character_appears_and_undo_takes_back_a_step() {
    let (_dir, mut desk) = desk();
    let (wenna, hob) = party(&mut desk);
    let scene = ok(
        &mut desk,
        "game_of_bastards_set_scene",
        json!({ "setup": { "name": "The End", "types": ["populated"], "theEnd": true, "seats": [
            { "characterId": wenna, "appears": true }, { "characterId": hob }
        ] } }),
    );
    assert_eq!(scene["scene"]["participants"][1]["wildcards"], 2);
    assert!(scene["cannotClose"]["message"]
        .as_str()
        .expect("why")
        .contains("Hob has not"));
    let error = call(
        &mut desk,
        "game_of_bastards_end_scene",
        json!({ "id": scene["id"], "expectedEvents": 0 }),
    )
    .expect_err("Hob has not appeared");
    assert_eq!(error.field.as_deref(), Some("id"));
    assert_eq!(
        ledger(&mut desk, wenna)["entries"].as_array().map(Vec::len),
        Some(1)
    );
    let appeared = step(
        &mut desk,
        &scene,
        json!({ "kind": "action", "action": { "kind": "appearance", "by": hob } }),
    )
    .expect("Hob appears");
    assert!(appeared["cannotClose"].is_null());
    let undone = ok(
        &mut desk,
        "game_of_bastards_scene_undo",
        json!({ "id": scene["id"], "expectedEvents": 1 }),
    );
    assert_eq!(undone["events"], 0);
    assert!(undone["cannotClose"].is_object());
}
