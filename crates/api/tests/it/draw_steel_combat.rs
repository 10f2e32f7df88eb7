//! Draw Steel encounters through the command layer: prepared from the starter set, fought with
//! entered dice and automatic play, undone and redone, ended with the heroes' Stamina,
//! Recoveries and Victories written back.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, ok};

pub(crate) fn id_named(list: &Value, name: &str) -> i64 {
    list.as_array()
        .expect("a list")
        .iter()
        .find(|row| row["name"] == name)
        .and_then(|row| row["id"].as_i64())
        .unwrap_or_else(|| panic!("nothing named {name}"))
}

/// Two starter heroes against two Mire Gnawers, without a map.
pub(crate) fn prepared(desk: &mut Desk) -> i64 {
    ok(desk, "draw_steel_add_starter_set", json!({}));
    let heroes = ok(desk, "list_characters", json!({ "system": "draw_steel" }));
    let monsters = ok(
        desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let gnawer = id_named(&monsters, "Mire Gnawer");
    let plan = json!({
        "participants": [
            { "source": { "kind": "hero", "characterId": id_named(&heroes, "Brannoc Vell") }, "side": "heroes" },
            { "source": { "kind": "hero", "characterId": id_named(&heroes, "Sefi Quill") }, "side": "heroes" },
            { "source": { "kind": "monster", "contentId": gnawer }, "side": "foes" },
            { "source": { "kind": "monster", "contentId": gnawer }, "side": "foes" }
        ]
    });
    let mut plan = plan;
    plan["system"] = json!("draw_steel");
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Bog ambush", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id")
}

pub(crate) fn command(desk: &mut Desk, id: i64, command: Value) -> Value {
    let mut command = command;
    command["system"] = json!("draw_steel");
    crate::battle_command(desk, id, command)
}

#[test]
fn a_draw_steel_encounter_is_fought_undone_and_ended_with_the_heroes_written_back() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let view = ok(
        &mut desk,
        "start_encounter",
        json!({ "id": id, "seed": 11 }),
    );
    let combat = &view["battle"]["state"];
    assert_eq!(combat["combatants"][2]["name"], "Mire Gnawer 1");
    assert_eq!(combat["combatants"][3]["name"], "Mire Gnawer 2");
    assert_eq!(
        combat["heroTokens"], 2,
        "one hero token per hero by default"
    );

    let view = command(
        &mut desk,
        id,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    assert_eq!(view["battle"]["state"]["firstSide"], "heroes");
    command(
        &mut desk,
        id,
        json!({ "command": "start_turn", "actor": 0 }),
    );
    let before = view["battle"]["state"]["combatants"][2]["stamina"]
        .as_i64()
        .expect("stamina");

    // Odds before rolling, then the roll with entered dice.
    let preview = ok(
        &mut desk,
        "draw_steel_roll_preview",
        json!({ "id": id, "user": 0, "targets": [{ "target": 2 }] }),
    );
    let counts = preview[0]["odds"]["counts"].as_array().expect("counts");
    assert_eq!(
        counts
            .iter()
            .map(|c| c.as_i64().expect("count"))
            .sum::<i64>(),
        100
    );
    let view = command(
        &mut desk,
        id,
        json!({ "command": "free_strike", "attacker": 0, "target": { "target": 2 }, "dice": [9, 9] }),
    );
    let after = view["battle"]["state"]["combatants"][2]["stamina"]
        .as_i64()
        .expect("stamina");
    assert!(after < before, "the free strike dealt damage");
    let log = &view["battle"]["recentLog"];
    assert!(log
        .as_array()
        .expect("log")
        .iter()
        .any(|line| line["rule"]["section"] == "Ability Roll"));

    // A refused command names its rule and changes nothing.
    let refused = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "draw_steel", "command": "free_strike", "attacker": 0, "target": { "target": 3 } } }),
    )
    .expect_err("the main action is spent");
    assert_eq!(refused.kind, ErrorKind::RuleViolation);
    assert_eq!(refused.rule.expect("a rule").section, "Main Action");
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": id }))["cursor"],
        3
    );

    // Undo and redo give back the same state.
    let undone = ok(&mut desk, "encounter_undo", json!({ "id": id }));
    assert_eq!(
        undone["battle"]["state"]["combatants"][2]["stamina"],
        before
    );
    let redone = ok(&mut desk, "encounter_redo", json!({ "id": id }));
    assert_eq!(redone["battle"]["state"], view["battle"]["state"]);

    // Let automatic play finish the fight.
    let mut view = redone;
    for _ in 0..2_000 {
        let Some(next) = view["battle"]["suggestion"].as_object().cloned() else {
            break;
        };
        if next["command"] == "end_combat" {
            break;
        }
        view = command(&mut desk, id, Value::Object(next));
    }
    assert_eq!(
        view,
        ok(&mut desk, "get_encounter", json!({ "id": id })),
        "the view the last command returned is the stored combat's, replayed"
    );
    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "draw_steel", "victories": 1 } }),
    );
    assert_eq!(ended["phase"], "ended");
    let result = &ended["result"];
    assert_eq!(result["victories"], 1);
    let heroes = result["heroes"].as_array().expect("heroes");
    assert_eq!(heroes.len(), 2);
    for hero in heroes {
        let sheet = ok(
            &mut desk,
            "draw_steel_hero",
            json!({ "characterId": hero["characterId"] }),
        );
        assert_eq!(sheet["progress"]["victories"], 1);
        let stamina = hero["stamina"].as_i64().expect("stamina");
        let maximum = sheet["sheet"]["staminaMaximum"]["value"]
            .as_i64()
            .expect("max");
        let stored = sheet["progress"]["stamina"].as_i64().unwrap_or(maximum);
        assert_eq!(stored, stamina.min(maximum), "Stamina is written back");
    }
    // The write-back is one ledger entry per hero: undoing it restores the hero as they were.
    let hero = heroes[0]["characterId"].as_i64().expect("id");
    let written = ok(&mut desk, "draw_steel_hero", json!({ "characterId": hero }));
    let newest = &written["history"][written["history"].as_array().expect("history").len() - 1];
    assert_eq!(newest["entry"]["kind"], "combat_ended");
    assert_eq!(
        newest["reason"],
        format!("Battle: {}", ended["name"].as_str().expect("name"))
    );
    ok(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": hero }),
    );
    let restored = ok(&mut desk, "draw_steel_hero", json!({ "characterId": hero }));
    assert_eq!(restored["progress"]["victories"], 0);
}

/// The GM deletes a hero while the fight is on: the fight still ends, the other hero is written
/// back, and the result names the one that was not.
#[test]
fn a_combat_whose_hero_was_deleted_still_ends() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let started = ok(
        &mut desk,
        "start_encounter",
        json!({ "id": id, "seed": 11 }),
    );
    let gone = started["battle"]["state"]["combatants"][0].clone();
    ok(
        &mut desk,
        "delete_character",
        json!({ "id": gone["sourceId"] }),
    );
    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "draw_steel", "victories": 1 } }),
    );
    assert_eq!(ended["phase"], "ended");
    assert_eq!(ended["result"]["deleted"], json!([gone["name"]]));
    let heroes = ended["result"]["heroes"].as_array().expect("heroes");
    assert_eq!(heroes.len(), 1, "the other hero is written back");
    assert_ne!(heroes[0]["name"], gone["name"]);
}

#[test]
fn a_plan_naming_a_missing_monster_is_refused_and_saves_nothing() {
    let (_dir, mut desk) = desk();
    ok(&mut desk, "draw_steel_add_starter_set", json!({}));
    let refused = call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Nothing", "plan": { "system": "draw_steel", "participants": [
            { "source": { "kind": "monster", "contentId": 9999 }, "side": "foes" }
        ] } }),
    )
    .expect_err("no such monster");
    assert_eq!(refused.kind, ErrorKind::InvalidInput);
    assert_eq!(refused.field.as_deref(), Some("plan.participants[0]"));
    assert_eq!(ok(&mut desk, "list_encounters", json!({})), json!([]));
}

/// Patches of a real fight, recorded for the UI's patch test (`ui/src/encounters/patch.test.ts`
/// applies each to its `before` and expects its `after`). Like the bindings, a stale file is
/// rewritten and the test fails, so the change is reviewed and committed.
#[test]
fn patches_recorded_for_the_ui_are_fresh() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    ok(
        &mut desk,
        "start_encounter",
        json!({ "id": id, "seed": 11 }),
    );
    let commands = [
        json!({ "command": "roll_first_side", "die": 6 }),
        json!({ "command": "start_turn", "actor": 0 }),
        json!({ "command": "free_strike", "attacker": 0, "target": { "target": 2 }, "dice": [9, 9] }),
        json!({ "command": "end_turn" }),
    ];
    let mut recorded = Vec::new();
    for mut command in commands {
        command["system"] = json!("draw_steel");
        let before = ok(&mut desk, "get_encounter", json!({ "id": id }));
        let step = ok(
            &mut desk,
            "encounter_command",
            json!({ "id": id, "command": command }),
        );
        assert!(
            step["encounter"].is_null(),
            "the whole encounter only on request"
        );
        let after = ok(&mut desk, "get_encounter", json!({ "id": id }));
        let step_size = step.to_string().len();
        assert!(
            step_size < after.to_string().len(),
            "a step ({step_size} bytes) is smaller than the encounter"
        );
        recorded.push(json!({ "before": before, "patch": step["patch"], "after": after }));
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../ui/src/test/recorded/patches.json");
    let fresh = serde_json::to_string_pretty(&recorded).expect("json") + "\n";
    if std::fs::read_to_string(&path).unwrap_or_default() != fresh {
        std::fs::write(&path, &fresh).expect("write patches.json");
        panic!("ui/src/test/recorded/patches.json was stale and has been rewritten; review and commit it");
    }
}

/// The GM's adjust reason is bounded like every string a command takes.
#[test]
fn an_adjust_reason_past_the_text_bound_is_refused_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 1 }));
    let before = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let err = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "draw_steel", "command": "adjust",
            "who": 0, "damage": 1, "reason": "why".repeat(4_000_000) } }),
    )
    .expect_err("refused");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("command.reason"));
    assert_eq!(ok(&mut desk, "get_encounter", json!({ "id": id })), before);
}

/// "Test", "Hero Tokens", "Hide", "Jump" and "Falling" through the combat commands, and the
/// hero tokens a combat starts with under the table rule (digest G18).
#[test]
fn tests_rerolls_hiding_and_falls_reach_the_engine_through_the_combat_commands() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "draw_steel.starting_hero_tokens", "option": "none" }),
    );
    let view = ok(
        &mut desk,
        "start_encounter",
        json!({ "id": id, "seed": 11 }),
    );
    assert_eq!(view["battle"]["state"]["heroTokens"], 0);
    command(
        &mut desk,
        id,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    command(
        &mut desk,
        id,
        json!({ "command": "adjust_pools", "heroTokens": 1 }),
    );
    let view = command(
        &mut desk,
        id,
        json!({ "command": "test", "who": 0, "characteristic": "reason", "difficulty": "hard", "dice": [1, 1] }),
    );
    assert_eq!(view["battle"]["state"]["lastTest"]["who"], 0);
    let view = command(
        &mut desk,
        id,
        json!({ "command": "spend_hero_token", "hero": 0, "spend": "reroll", "dice": [10, 9] }),
    );
    assert_eq!(view["battle"]["state"]["heroTokens"], 0);
    let log = view["battle"]["recentLog"].as_array().expect("log");
    assert!(log
        .iter()
        .any(|line| line["text"].as_str().is_some_and(
            |t| t.contains("rerolls (a hero token)") && t.contains("success with reward")
        )));

    // No map: hiding is not checked, and says so; a jump needs the map.
    command(
        &mut desk,
        id,
        json!({ "command": "start_turn", "actor": 0 }),
    );
    let view = command(&mut desk, id, json!({ "command": "hide" }));
    assert!(view["battle"]["recentLog"]
        .as_array()
        .expect("log")
        .iter()
        .any(|line| line["text"]
            .as_str()
            .is_some_and(|t| t.contains("not checked: no map"))
            && line["rule"]["section"] == "Hide"));
    let refused = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "draw_steel", "command": "jump", "to": { "x": 1, "y": 0 } } }),
    )
    .expect_err("no map");
    assert_eq!(refused.kind, ErrorKind::RuleViolation);
    assert_eq!(
        refused.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Jump")
    );
    // A gnawer flying 3 squares up is knocked prone and falls.
    command(
        &mut desk,
        id,
        json!({ "command": "adjust", "who": 2, "elevation": 3, "reason": "on the wing" }),
    );
    let view = command(
        &mut desk,
        id,
        json!({ "command": "impose_condition", "target": 2, "condition": "prone", "duration": "until_removed" }),
    );
    assert_eq!(view["battle"]["state"]["combatants"][2]["elevation"], 0);
}
