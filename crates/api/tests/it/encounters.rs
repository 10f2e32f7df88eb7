//! Encounters through the command layer: prepare, launch, command, refuse, undo/redo, log, end.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

fn hero(desk: &mut tablekeep_api::Desk) -> i64 {
    let joe = ok(
        desk,
        "create_character",
        json!({
            "system": "fated_hand", "kind": "pc", "name": "Joe",
            "creation": { "system": "fated_hand", "build": {
                "attributes": { "brawn": 1, "sleight": 1, "mind": 0 },
                "skillProficiencies": ["investigation", "trickery"],
                "armProficiency": "club", "talent": "academic", "season": "autumn"
            } }
        }),
    );
    joe["id"].as_i64().expect("id")
}

fn bandit(desk: &mut tablekeep_api::Desk) -> i64 {
    let npc = ok(
        desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    );
    npc["id"].as_i64().expect("id")
}

fn card(rank: u8, suit: &str) -> Value {
    json!({ "from": "entered", "card": { "rank": rank, "suit": suit } })
}

/// A launched encounter of Joe against one bandit (seed 3).
pub(crate) fn one_on_one(desk: &mut tablekeep_api::Desk, name: &str) -> i64 {
    let joe = hero(desk);
    let bandit = bandit(desk);
    let id = ok(
        desk,
        "create_encounter",
        json!({ "name": name, "plan": { "system": "fated_hand", "participants": [
            { "characterId": joe, "side": "party" },
            { "characterId": bandit, "side": "foes" }
        ] } }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(desk, "start_encounter", json!({ "id": id, "seed": 3 }));
    id
}

fn command(desk: &mut tablekeep_api::Desk, id: i64, command: Value) -> Value {
    let mut command = command;
    command["system"] = json!("fated_hand");
    crate::battle_command(desk, id, command)
}

#[test]
fn a_battle_runs_from_preparation_to_write_back() {
    let (_dir, mut desk) = desk();
    let joe = hero(&mut desk);
    let bandit = bandit(&mut desk);
    let prepared = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Ambush at the ford", "plan": { "system": "fated_hand", "participants": [
            { "characterId": joe, "side": "party" },
            { "characterId": bandit, "side": "foes" },
            { "characterId": bandit, "side": "foes" }
        ] } }),
    );
    assert_eq!(prepared["phase"], "prepared");
    assert!(prepared["battle"].is_null());
    let id = prepared["id"].as_i64().expect("id");
    let listed = ok(&mut desk, "list_encounters", json!({}));
    assert_eq!(listed[0]["participants"], 3);

    let started = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 7 }));
    let battle = &started["battle"];
    let names: Vec<&str> = battle["state"]["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .map(|c| c["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        names,
        ["Joe", "Bandit 1", "Bandit 2"],
        "copies of an NPC are numbered"
    );
    assert_eq!(
        battle["combatants"][0]["hand"],
        json!([]),
        "Joe's cards are entered"
    );
    let bandit_hand = battle["combatants"][1]["hand"]
        .as_array()
        .expect("hand")
        .len();
    assert!(bandit_hand > 0, "the engine dealt the bandit its Hand Size");

    // Joe plans with the physical cards played; the bandits' cards come from their decks.
    let before = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let refused = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "fated_hand", "command": "end_planning" } }),
    )
    .expect_err("nobody planned yet");
    assert_eq!(refused.kind, ErrorKind::RuleViolation);
    assert_eq!(
        refused.rule.as_ref().expect("rule").section,
        "Planning Phase"
    );
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": id })),
        before,
        "refusal changed nothing"
    );

    let planned = command(
        &mut desk,
        id,
        json!({ "command": "plan", "who": 0, "stance": "aggressive", "mainArm": 0,
                "cards": [card(13, "spades"), card(2, "hearts"), card(9, "clubs")] }),
    );
    assert_eq!(
        planned,
        ok(&mut desk, "get_encounter", json!({ "id": id })),
        "the view a command returns is the stored battle's, replayed"
    );
    let strike = &planned["battle"]["combatants"][0]["strike"];
    let terms: i64 = strike["terms"]
        .as_array()
        .expect("terms")
        .iter()
        .map(|t| t["value"].as_i64().expect("value"))
        .sum();
    assert_eq!(
        strike["value"].as_i64(),
        Some(terms),
        "Strike is the sum of its terms"
    );
    assert!(strike["terms"]
        .as_array()
        .expect("terms")
        .iter()
        .any(|t| t["label"] == "Aggressive Stance" && t["value"] == 2));
    for who in [1, 2] {
        command(
            &mut desk,
            id,
            json!({ "command": "plan", "who": who, "stance": "balanced", "mainArm": 0,
                    "cards": [{ "from": "draw" }, { "from": "draw" }, { "from": "draw" }] }),
        );
    }
    let counting = command(&mut desk, id, json!({ "command": "end_planning" }));
    assert_eq!(counting["battle"]["state"]["phase"]["phase"], "countdown");
    assert_eq!(counting["cursor"], 4);

    // Undo twice, redo once, then a different command replaces the undone one.
    let undone = ok(&mut desk, "encounter_undo", json!({ "id": id, "steps": 2 }));
    assert_eq!(undone["cursor"], 2);
    assert_eq!(undone["canRedo"], true);
    let redone = ok(&mut desk, "encounter_redo", json!({ "id": id }));
    assert_eq!(redone["cursor"], 3);
    assert_eq!(
        redone["battle"]["state"]["combatants"][1], counting["battle"]["state"]["combatants"][1],
        "redo reproduces the drawn cards exactly"
    );
    let replayed = command(&mut desk, id, json!({ "command": "end_planning" }));
    assert_eq!(
        replayed["battle"]["state"], counting["battle"]["state"],
        "same seed, same battle"
    );
    assert_eq!(replayed["canRedo"], false);

    let log = ok(&mut desk, "encounter_log", json!({ "id": id }));
    let entries = log["lines"].as_array().expect("entries");
    assert!(!entries.is_empty());
    for entry in entries {
        assert_eq!(entry["rule"]["system"], "fated_hand", "{entry}");
    }
    assert!(log["text"]
        .as_str()
        .expect("text")
        .contains("Joe plans: Aggressive Stance"));

    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "fated_hand", "outcome": "retreat", "awards": [] } }),
    );
    assert_eq!(ended["phase"], "ended");
    assert_eq!(ended["result"]["outcome"], "retreat");
    assert_eq!(ended["result"]["party"], json!([joe]));
    let after = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "fated_hand", "command": "next_count" } }),
    )
    .expect_err("an ended encounter takes no commands");
    assert_eq!(after.kind, ErrorKind::Conflict);
}

#[test]
fn preparation_is_validated() {
    let (_dir, mut desk) = desk();
    let joe = hero(&mut desk);
    let twice = call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Twice", "plan": { "system": "fated_hand", "participants": [
            { "characterId": joe, "side": "party" }, { "characterId": joe, "side": "foes" }
        ] } }),
    )
    .expect_err("a player character fights once");
    assert_eq!(twice.field.as_deref(), Some("plan.participants[1]"));
    let walled = call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Walled", "plan": { "system": "fated_hand",
            "grid": { "width": 4, "height": 4, "walls": [{ "x": 1, "y": 1 }] },
            "participants": [{ "characterId": joe, "side": "party", "position": { "x": 1, "y": 1 } }]
        } }),
    )
    .expect_err("nobody starts inside a wall");
    assert_eq!(walled.kind, ErrorKind::InvalidInput);
    let lonely = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Lonely", "plan": { "system": "fated_hand", "participants": [{ "characterId": joe, "side": "party" }] } }),
    );
    let no_foes = call(&mut desk, "start_encounter", json!({ "id": lonely["id"] }))
        .expect_err("a battle needs foes");
    assert_eq!(no_foes.kind, ErrorKind::InvalidInput);
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": lonely["id"] }))["phase"],
        "prepared"
    );
}

/// Two programs (the app and the CLI) send battle commands that name no cursor to the same
/// encounter at once: each goes at the cursor it finds, none is refused, none is lost.
#[test]
fn commands_without_a_cursor_from_two_programs_all_land() {
    let (dir, mut desk) = desk();
    let id = one_on_one(&mut desk, "Crowded ford");
    let path = dir.path().join("main.tablekeep");
    const EACH: i64 = 25;
    let writers: Vec<_> = (0..2)
        .map(|writer| {
            let path = path.clone();
            let dirs = crate::dirs_in(dir.path());
            std::thread::spawn(move || {
                let mut desk = tablekeep_api::Desk::open_or_create(dirs, &path).expect("open");
                for n in 0..EACH {
                    ok(
                        &mut desk,
                        "encounter_command",
                        json!({ "id": id, "command": { "system": "fated_hand", "command": "override",
                            "who": writer, "hitPoints": n % 9 + 1, "note": format!("writer {writer}, {n}") } }),
                    );
                }
            })
        })
        .collect();
    for writer in writers {
        writer.join().expect("every command landed");
    }
    let view = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(view["cursor"], 2 * EACH);
    assert_eq!(view["commandCount"], 2 * EACH);
}

/// A 10 MiB override note is refused at the boundary, naming the field, and the battle does not
/// move; a note at the bound is kept.
#[test]
fn an_override_note_past_the_text_bound_is_refused_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let id = one_on_one(&mut desk, "Loud ford");
    let before = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let huge = "x".repeat(10 * 1024 * 1024);
    let err = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "fated_hand", "command": "override",
            "who": 0, "hitPoints": 3, "note": huge } }),
    )
    .expect_err("a 10 MiB note is refused");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("command.note"));
    assert!(err.message.contains("4000"), "{}", err.message);
    assert_eq!(ok(&mut desk, "get_encounter", json!({ "id": id })), before);

    let at_bound = "é".repeat(tablekeep_api::arguments::TEXT_MAX);
    command(
        &mut desk,
        id,
        json!({ "command": "override", "who": 0, "hitPoints": 3, "note": at_bound }),
    );
    let after = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(
        after["cursor"],
        before["cursor"].as_i64().expect("cursor") + 1
    );
}

/// "Effective Range" with the default table rule `fated_hand.thrown_arms`: a Dart (Eff. Range
/// 1-2, no Ranged trait) is thrown at a creature 2 tiles away, through the command layer with the
/// real arms data; a throw engages no one, and the explanation names the table rule.
#[test]
fn effective_range_a_dart_is_thrown_at_two_tiles() {
    let (_dir, mut desk) = desk();
    let pip = ok(
        &mut desk,
        "create_character",
        json!({
            "system": "fated_hand", "kind": "pc", "name": "Pip",
            "creation": { "system": "fated_hand", "build": {
                "attributes": { "brawn": 0, "sleight": 1, "mind": 1 },
                "skillProficiencies": ["investigation", "trickery"],
                "armProficiency": "dart", "talent": "academic", "season": "autumn"
            } }
        }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(
        &mut desk,
        "update_gear",
        json!({ "id": pip, "gear": { "arms": ["dart"], "mainArm": "dart" } }),
    );
    let bandit = bandit(&mut desk);
    let id = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Darts at dusk", "plan": { "system": "fated_hand",
            "grid": { "width": 5, "height": 3, "walls": [] },
            "participants": [
                { "characterId": pip, "side": "party", "position": { "x": 0, "y": 1 } },
                { "characterId": bandit, "side": "foes", "position": { "x": 2, "y": 1 } }
            ] } }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 7 }));
    command(
        &mut desk,
        id,
        json!({ "command": "plan", "who": 0, "stance": "balanced", "mainArm": 0,
                "cards": [card(13, "spades"), card(2, "hearts"), card(13, "clubs")] }),
    );
    command(
        &mut desk,
        id,
        json!({ "command": "plan", "who": 1, "stance": "balanced", "mainArm": 0,
                "cards": [{ "from": "draw" }, { "from": "draw" }, { "from": "draw" }] }),
    );
    command(&mut desk, id, json!({ "command": "end_planning" }));
    // Count down until Pip may act (the bandit may be faster: let it pass).
    for _ in 0..30 {
        let to_action = json!({ "id": id, "command": {
            "system": "fated_hand", "command": "to_action", "who": 0 } });
        if call(&mut desk, "encounter_command", to_action).is_ok() {
            break;
        }
        let bandit_turn = json!({ "id": id, "command": {
            "system": "fated_hand", "command": "to_action", "who": 1 } });
        if call(&mut desk, "encounter_command", bandit_turn).is_ok() {
            command(&mut desk, id, json!({ "command": "end_turn" }));
        } else {
            command(&mut desk, id, json!({ "command": "next_count" }));
        }
    }
    let thrown = command(
        &mut desk,
        id,
        json!({ "command": "attack", "target": 1, "defend": true }),
    );
    assert_eq!(
        thrown["battle"]["state"]["combatants"][0]["engaged"], 0,
        "a throw is no melee attack: no Engagement"
    );
    let log = ok(&mut desk, "encounter_log", json!({ "id": id }));
    let attack = log["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .find(|line| {
            line["text"]
                .as_str()
                .is_some_and(|t| t.starts_with("Pip attacks Bandit"))
        })
        .unwrap_or_else(|| panic!("Pip's attack is logged: {log}"));
    let explained = attack.to_string();
    assert!(
        explained.contains("Dart thrown (table rule: Thrown arms)"),
        "{explained}"
    );
    assert!(
        !explained.contains("outside Effective Range"),
        "2 tiles is inside the Dart's band: {explained}"
    );
}
