//! ClockWork combats through the command layer: prepared from campaign characters, fought with
//! entered and seeded dice to the end, refused actions that change nothing, undo and redo,
//! resumed after a restart, ended by the GM, seen by a side, and simulated.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::portable::run_job;
use crate::{call, desk, dirs_in, fixed_clock, ok};

/// Borra the dwarf (a player character with a longsword on her back) against two orc thugs
/// (one quick NPC, listed twice, fighting with longswords) on an 8 × 8 map.
pub(crate) fn prepared(desk: &mut Desk) -> i64 {
    let plan = plan(desk);
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Alley brawl", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id")
}

/// The plan of [`prepared`], making its characters.
pub(crate) fn plan(desk: &mut Desk) -> Value {
    let borra = ok(
        desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "pc", "name": "Borra",
                "creation": { "system": "clockwork", "build": crate::clockwork::dwarf() } }),
    );
    ok(
        desk,
        "clockwork_equip",
        json!({ "characterId": borra["id"], "revision": borra["revision"],
                "loadout": { "back": "Longsword" } }),
    );
    let thug = ok(
        desk,
        "clockwork_quick_npc",
        json!({ "name": "Thug", "species": "orcs", "premade": 8 }),
    );
    json!({
        "system": "clockwork",
        "participants": [
            { "characterId": borra["id"], "side": 0, "at": { "x": 1, "y": 3 }, "medicalKit": true },
            { "characterId": thug["id"], "side": 1, "at": { "x": 5, "y": 3 }, "weapons": ["Longsword"] },
            { "characterId": thug["id"], "side": 1, "at": { "x": 5, "y": 4 }, "weapons": ["Longsword"], "vitals": 3 }
        ],
        "map": { "width": 8, "height": 8 }
    })
}

pub(crate) fn command(desk: &mut Desk, id: i64, command: Value) -> Value {
    let mut command = command;
    command["system"] = json!("clockwork");
    crate::battle_command(desk, id, command)
}

fn encounters(desk: &mut Desk) -> usize {
    ok(desk, "list_encounters", json!({}))
        .as_array()
        .expect("list")
        .len()
}

/// Plays the automatic players' suggestions until the fight is over (or `limit` commands).
fn play_out(desk: &mut Desk, id: i64, mut view: Value, limit: usize) -> Value {
    for _ in 0..limit {
        if !view["battle"]["outcome"].is_null() {
            break;
        }
        let next = view["battle"]["suggestion"].clone();
        assert!(next.is_object(), "a running fight has a suggestion: {view}");
        view = command(desk, id, next);
    }
    view
}

#[test]
fn a_clockwork_fight_is_fought_to_its_end_undone_redone_and_resumed_after_a_restart() {
    let (dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 5 }));
    assert_eq!(view["phase"], "running");
    let state = &view["battle"]["state"];
    assert_eq!(state["combatants"][0]["fighter"]["name"], "Borra");
    assert_eq!(state["combatants"][1]["fighter"]["name"], "Thug 1");
    assert_eq!(state["combatants"][2]["fighter"]["name"], "Thug 2");
    assert_eq!(
        state["combatants"][2]["vitals"], 3,
        "the GM made the second thug weaker"
    );
    assert_eq!(
        state["combatants"][0]["fighter"]["weapons"][0]["name"], "Longsword",
        "Borra fights with the longsword of her loadout"
    );
    assert_eq!(state["combatants"][0]["fighter"]["medicalKit"], true);
    // Before initiative the only offer is to roll it.
    let offered = view["battle"]["legal"]["offered"]
        .as_array()
        .expect("offers");
    assert_eq!(offered.len(), 1);
    assert_eq!(offered[0]["kind"], "roll_initiative");

    // Borra's initiative is entered from the table (twelve 12s: the most gains); the thugs'
    // are rolled from the seed.
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "roll_initiative", "rolls": [
            { "combatant": 0, "skill": "agility", "dice": [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12] }
        ] }),
    );
    let state = &view["battle"]["state"];
    assert_eq!(state["order"][0], 0, "Borra acts first");
    assert_eq!(state["round"], 1);
    assert_eq!(view["battle"]["combatants"][0]["acting"], true);
    assert_eq!(view["battle"]["combatants"][0]["place"], 1);
    let log = view["battle"]["recentLog"].as_array().expect("log");
    assert!(log.iter().any(|line| line["text"]
        .as_str()
        .is_some_and(|t| t.starts_with("Borra rolls initiative"))
        && line["rule"]["section"] == "Initiative"));

    // The thugs stand out of reach: the attacks are withheld with the rule's reason, and an
    // attack given anyway is refused with it and changes nothing.
    let withheld = view["battle"]["legal"]["withheld"]
        .as_array()
        .expect("withheld");
    let refused_attack = withheld
        .iter()
        .find(|w| w["kind"] == "attack")
        .expect("an attack withheld");
    assert!(refused_attack["reason"]["message"].as_str().is_some());
    let cursor = view["cursor"].clone();
    let refused = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "clockwork", "kind": "attack", "target": 1, "weapon": 0 } }),
    )
    .expect_err("out of reach");
    assert_eq!(refused.kind, ErrorKind::RuleViolation);
    assert!(refused.rule.is_some(), "the refusal names its rule");
    let after = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(after["cursor"], cursor);
    assert_eq!(after["battle"]["state"], view["battle"]["state"]);
    // A command of another system is refused too.
    let wrong = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "draw_steel", "command": "end_turn" } }),
    )
    .expect_err("another system's command");
    assert_ne!(wrong.kind, ErrorKind::Storage);

    // Borra runs up to the thugs: two steps east, then the offer to attack opens.
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "move", "pace": "walk", "path": [{ "x": 2, "y": 3 }, { "x": 3, "y": 3 }, { "x": 4, "y": 3 }] }),
    );
    assert_eq!(
        view["battle"]["state"]["combatants"][0]["fighter"]["at"],
        json!({ "x": 4, "y": 3 })
    );
    let attack = view["battle"]["legal"]["offered"]
        .as_array()
        .expect("offers")
        .iter()
        .find(|o| o["kind"] == "attack" && o["command"]["target"] == 1)
        .cloned()
        .expect("an attack on the first thug");
    let chance = attack["preview"]["hitChance"].as_f64().expect("a chance");
    assert!((0.0..=1.0).contains(&chance));
    assert_eq!(attack["preview"]["distance"], 1);

    // The attack with entered dice: every die a 12 hits, with critical damage.
    let mut order = attack["command"].clone();
    let pool = attack["preview"]["pool"].as_u64().expect("pool") as usize;
    order["attackDice"] = json!(vec![12; pool]);
    order["damageDice"] = json!(vec![12; 11]);
    let before_hit = view.clone();
    let view = command(&mut desk, id, order);
    let hit = view["battle"]["recentLog"]
        .as_array()
        .expect("log")
        .iter()
        .find(|line| {
            line["rule"]["section"] == "Attack Speed"
                || line["text"]
                    .as_str()
                    .is_some_and(|t| t.contains("Longsword"))
        })
        .cloned()
        .expect("the attack's line");
    assert!(hit["rule"].is_object(), "the attack cites its rule");
    let thug = &view["battle"]["state"]["combatants"][1];
    assert!(
        thug["vitals"].as_u64() < before_hit["battle"]["state"]["combatants"][1]["vitals"].as_u64()
            || thug["fate"]["fate"] != "fighting",
        "the hit cost the thug vitals: {thug}"
    );

    // Undo and redo give back the same states.
    let undone = ok(&mut desk, "encounter_undo", json!({ "id": id }));
    assert_eq!(undone["battle"]["state"], before_hit["battle"]["state"]);
    let redone = ok(&mut desk, "encounter_redo", json!({ "id": id }));
    assert_eq!(redone["battle"]["state"], view["battle"]["state"]);

    // A restart: the fight is read back from the campaign file as it stood.
    drop(desk);
    let mut desk = Desk::new(dirs_in(dir.path()), fixed_clock).with_fixed_seeds();
    ok(
        &mut desk,
        "open_campaign",
        json!({ "path": dir.path().join("main.tablekeep").display().to_string() }),
    );
    let resumed = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(resumed["battle"], redone["battle"]);

    // The automatic players finish it; its end is in the log and the result.
    let view = play_out(&mut desk, id, resumed, 3_000);
    let outcome = &view["battle"]["outcome"];
    assert!(
        outcome.is_object(),
        "the fight ended: {}",
        view["battle"]["state"]["phase"]
    );
    assert_eq!(view["battle"]["legal"]["offered"], json!([]));
    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "clockwork" } }),
    );
    assert_eq!(ended["phase"], "ended");
    let result = &ended["result"];
    assert_eq!(result["winner"], outcome["winner"]);
    assert_eq!(result["declared"], false);
    let combatants = result["combatants"].as_array().expect("combatants");
    assert_eq!(combatants.len(), 3);
    assert!(combatants[0]["characterId"].is_i64());
    let fallen_side = 1 - outcome["winner"].as_i64().expect("a winner");
    assert!(combatants
        .iter()
        .filter(|c| c["side"] == fallen_side)
        .all(|c| c["fate"]["fate"] != "fighting"));
    let log = ok(&mut desk, "encounter_log", json!({ "id": id }));
    assert!(log["text"]
        .as_str()
        .expect("text")
        .contains("The combat is over"));
}

#[test]
fn the_gm_ends_a_clockwork_fight_declaring_a_winner_and_a_bad_winner_changes_nothing() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 3 }));
    command(&mut desk, id, json!({ "kind": "roll_initiative" }));
    let before = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let refused = call(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "clockwork", "winner": 4 } }),
    )
    .expect_err("no side 4");
    assert_eq!(refused.kind, ErrorKind::RuleViolation);
    assert_eq!(refused.rule.expect("rule").section, "Combat Rules");
    assert_eq!(ok(&mut desk, "get_encounter", json!({ "id": id })), before);

    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "clockwork", "winner": 0 } }),
    );
    assert_eq!(ended["phase"], "ended");
    assert_eq!(ended["result"]["winner"], 0);
    assert_eq!(ended["result"]["declared"], true);
    assert_eq!(ended["result"]["rounds"], 1);
    let log = ok(&mut desk, "encounter_log", json!({ "id": id }));
    assert!(log["text"]
        .as_str()
        .expect("text")
        .contains("The GM ends the combat: side 0 carries it."));
}

#[test]
fn a_clockwork_plan_with_bad_input_is_refused_naming_the_field_and_nothing_is_saved() {
    let (_dir, mut desk) = desk();
    let good = plan(&mut desk);
    let borra = good["participants"][0].clone();
    let thug = good["participants"][1].clone();
    let fated = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "npc", "name": "Wrong System" }),
    );
    let unbuilt = ok(
        &mut desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "npc", "name": "Not Yet" }),
    );
    let with = |participants: Value, map: Value| json!({ "name": "Bad", "plan": { "system": "clockwork", "participants": participants, "map": map } });
    let map = json!({ "width": 8, "height": 8 });
    let mut off_map = thug.clone();
    off_map["at"] = json!({ "x": 8, "y": 0 });
    let mut same_space = thug.clone();
    same_space["at"] = borra["at"].clone();
    let mut side_two = thug.clone();
    side_two["side"] = json!(2);
    let mut no_weapon = thug.clone();
    no_weapon["weapons"] = json!(["Tinfoil Blade"]);
    let mut focus_elsewhere = thug.clone();
    focus_elsewhere["focusWeapons"] = json!(["Pistol"]);
    let mut pc_vitals = borra.clone();
    pc_vitals["vitals"] = json!(9);
    let mut too_many_vitals = thug.clone();
    too_many_vitals["vitals"] = json!(13);
    let cases = [
        (
            with(json!([borra, borra]), map.clone()),
            "plan.participants[1]",
        ),
        (
            with(json!([borra, off_map]), map.clone()),
            "plan.participants[1].at",
        ),
        (
            with(json!([borra, same_space]), map.clone()),
            "plan.participants[1].at",
        ),
        (
            with(json!([borra, side_two]), map.clone()),
            "plan.participants[1].side",
        ),
        (
            with(json!([borra, no_weapon]), map.clone()),
            "plan.participants[1].weapons[0]",
        ),
        (
            with(json!([borra, focus_elsewhere]), map.clone()),
            "plan.participants[1].focusWeapons[0]",
        ),
        (
            with(json!([pc_vitals, thug]), map.clone()),
            "plan.participants[0].vitals",
        ),
        (
            with(json!([borra, too_many_vitals]), map.clone()),
            "plan.participants[1].vitals",
        ),
        (
            with(
                json!([borra, { "characterId": fated["id"], "side": 1 }]),
                map.clone(),
            ),
            "plan.participants[1].characterId",
        ),
        (
            with(
                json!([borra, { "characterId": unbuilt["id"], "side": 1 }]),
                map.clone(),
            ),
            "plan.participants[1].characterId",
        ),
        (
            with(json!([borra, thug]), json!({ "width": 1, "height": 8 })),
            "plan.map.width",
        ),
    ];
    let before = encounters(&mut desk);
    for (args, field) in cases {
        let err = call(&mut desk, "create_encounter", args.clone()).expect_err("refused");
        assert_eq!(err.kind, ErrorKind::InvalidInput, "{args}");
        assert_eq!(err.field.as_deref(), Some(field), "{args}: {}", err.message);
    }
    assert_eq!(encounters(&mut desk), before, "nothing was saved");

    // One side only: saved (the GM is still preparing), but refused at the launch.
    let lonely = ok(
        &mut desk,
        "create_encounter",
        with(json!([borra]), map.clone()),
    );
    let err =
        call(&mut desk, "start_encounter", json!({ "id": lonely["id"] })).expect_err("no foes");
    assert_eq!(err.field.as_deref(), Some("plan.participants"));
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": lonely["id"] }))["phase"],
        "prepared"
    );
}

#[test]
fn a_clockwork_fight_without_squares_places_each_side_on_its_edge() {
    let (_dir, mut desk) = desk();
    let mut plan = plan(&mut desk);
    for participant in plan["participants"].as_array_mut().expect("participants") {
        participant.as_object_mut().expect("object").remove("at");
    }
    plan.as_object_mut().expect("plan").remove("map");
    let id = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Open field", "plan": plan }),
    )["id"]
        .clone();
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 1 }));
    let state = &view["battle"]["state"];
    assert_eq!(state["bounds"], json!({ "width": 12, "height": 12 }));
    let at = |i: usize| state["combatants"][i]["fighter"]["at"].clone();
    assert_eq!(at(0), json!({ "x": 0, "y": 0 }));
    assert_eq!(at(1), json!({ "x": 11, "y": 0 }));
    assert_eq!(at(2), json!({ "x": 11, "y": 1 }));
}

#[test]
fn a_side_sees_a_clockwork_fight_and_its_log() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 2 }));
    command(&mut desk, id, json!({ "kind": "roll_initiative" }));
    let seen = ok(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "side", "id": 0 }, "logLines": 5 }),
    );
    assert_eq!(seen["seen"]["system"], "clockwork");
    assert_eq!(seen["seen"]["combatants"].as_array().map(Vec::len), Some(3));
    let log = seen["log"].as_array().expect("log");
    assert!(!log.is_empty() && log.len() <= 5);
}

#[test]
fn a_clockwork_fight_is_simulated_with_its_automatic_players() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let tactics = ok(
        &mut desk,
        "simulation_tactics",
        json!({ "system": "clockwork" }),
    );
    let ids: Vec<&str> = tactics
        .as_array()
        .expect("tactics")
        .iter()
        .map(|t| t["id"].as_str().expect("id"))
        .collect();
    assert_eq!(ids, ["focus_nearest", "focus_weakest"]);
    let request =
        json!({ "id": id, "runs": 200, "seed": 4, "tactics": ["focus_weakest", "focus_nearest"] });
    let first = run_job(&mut desk, "simulate_encounter", request.clone()).expect("simulated");
    let again = run_job(&mut desk, "simulate_encounter", request).expect("simulated");
    assert_eq!(
        first["report"], again["report"],
        "the same seed plays the same fights"
    );
    assert_eq!(first["report"]["runs"], 200);
    assert_eq!(first["system"], "clockwork");
    assert!(!first["medianLog"].as_array().expect("log").is_empty());
}

#[test]
fn a_running_clockwork_fight_keeps_the_table_rules_it_was_launched_with() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let rule = json!({ "id": "clockwork.death_pool", "option": "lose_fatal_dice" });
    let preview = ok(&mut desk, "preview_table_rule", rule.clone());
    assert_eq!(preview["affects"], json!([]), "nothing launched yet");
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 8 }));
    let preview = ok(&mut desk, "preview_table_rule", rule.clone());
    assert_eq!(preview["affects"][0]["records"], "running_encounters");
    assert_eq!(preview["affects"][0]["names"], json!(["Alley brawl"]));
    assert_eq!(preview["affects"][0]["changes"], false);
    let before =
        ok(&mut desk, "get_encounter", json!({ "id": id }))["battle"]["state"]["rules"].clone();
    ok(&mut desk, "set_table_rule", rule);
    let after =
        ok(&mut desk, "get_encounter", json!({ "id": id }))["battle"]["state"]["rules"].clone();
    assert_eq!(before, after, "the running fight keeps its rules");
}

/// The README's ClockWork fight, command for command (characters 1 and 2 are Borra and the
/// thug of [`prepared`]).
#[test]
fn the_readme_clockwork_fight_runs_as_written() {
    let (_dir, mut desk) = desk();
    let plan = plan(&mut desk);
    let plan: Value = serde_json::from_str(
        r#"{"system":"clockwork","participants":[
  {"characterId":1,"side":0,"at":{"x":2,"y":3},"medicalKit":true},
  {"characterId":2,"side":1,"at":{"x":3,"y":3},"weapons":["Longsword"]},
  {"characterId":2,"side":1,"at":{"x":6,"y":6},"weapons":["Longsword"],"vitals":3}],
  "map":{"width":8,"height":8}}"#,
    )
    .map(|readme: Value| {
        assert_eq!(
            readme["participants"][1]["characterId"],
            plan["participants"][1]["characterId"]
        );
        readme
    })
    .expect("json");
    let id = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Alley brawl", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 5 }));
    let steps = [
        r#"{"system":"clockwork","kind":"roll_initiative","rolls":[{"combatant":0,"skill":"agility","dice":[12,12,12,12,12,12,12,12,12,12,12,12]}]}"#,
        r#"{"system":"clockwork","kind":"attack","target":1,"weapon":0,"damageType":"slashing","attackDice":[10,9,8,7,6,5,4,3,2]}"#,
        r#"{"system":"clockwork","kind":"move","pace":"step","path":[{"x":2,"y":2}]}"#,
        r#"{"system":"clockwork","kind":"pass"}"#,
    ];
    for step in steps {
        let command: Value = serde_json::from_str(step).expect("json");
        ok(
            &mut desk,
            "encounter_command",
            json!({ "id": id, "command": command }),
        );
    }
    ok(&mut desk, "encounter_undo", json!({ "id": id }));
    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "clockwork", "winner": 0 } }),
    );
    assert_eq!(ended["result"]["winner"], 0);
}

#[test]
fn a_clockwork_plan_is_estimated_compared_and_tuned_with_its_npcs_and_vitals() {
    let (dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let before = crate::simulation::files(dir.path());
    let estimate = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "id": id }),
    );
    assert_eq!(estimate["encounter"], id);
    assert!(estimate["budget"].is_null(), "the book gives no budget");
    let compared = run_job(
        &mut desk,
        "compare_encounter_variants",
        json!({ "id": id, "runs": 200, "seed": 3, "variants": [
            { "name": "Without the weak thug", "leaveOut": [2] },
            { "name": "Three thugs", "addCopies": [1] }
        ] }),
    )
    .expect("compared");
    let variants = compared["variants"].as_array().expect("variants");
    assert_eq!(variants.len(), 3, "as prepared, and the two variants");
    let tuned = run_job(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 0, "targetHigh": 0, "runs": 200 }),
    )
    .expect("tuned");
    let descriptions: Vec<&str> = tuned["suggestions"]
        .as_array()
        .expect("suggestions")
        .iter()
        .filter_map(|s| s["description"].as_str())
        .collect();
    assert!(
        descriptions
            .iter()
            .any(|d| d.starts_with("Scale every foe's vitals to")),
        "{descriptions:?}"
    );
    assert_eq!(
        crate::simulation::files(dir.path()),
        before,
        "estimating, comparing and tuning write nothing"
    );
}

/// «Using Luck»: "three times per game session, a player can use luck". A player character
/// comes into a fight with the luck its ledger has left this session, and can spend it there;
/// the GM's NPCs bring none, and a reroll they declare is refused, changing nothing.
#[test]
fn using_luck_a_player_character_brings_its_luck_left_into_a_fight_and_an_npc_none() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let borra = ok(
        &mut desk,
        "list_characters",
        json!({ "system": "clockwork", "kind": "pc" }),
    )[0]["id"]
        .clone();
    ok(
        &mut desk,
        "clockwork_use_luck",
        json!({ "characterId": borra, "roll": "the climb before the fight" }),
    );
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 5 }));
    let luck =
        |view: &Value, who: usize| view["battle"]["state"]["combatants"][who]["luck"].clone();
    assert_eq!(
        luck(&view, 0),
        2,
        "Borra spent one of her three before the fight"
    );
    assert_eq!(luck(&view, 1), 0, "an NPC brings no luck");
    let twelves = vec![12; 12];
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "roll_initiative", "rolls": [{ "combatant": 0, "dice": twelves }] }),
    );
    assert_eq!(view["battle"]["state"]["order"][0], 0, "Borra acts first");
    // Borra spends a point on a missed attack roll in the fight: one left.
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "move", "pace": "run", "path": [{ "x": 2, "y": 3 }, { "x": 3, "y": 3 }, { "x": 4, "y": 3 }] }),
    );
    let before = view["cursor"].clone();
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "attack", "target": 1, "weapon": 0, "damageType": "slashing",
                "attackDice": [1, 1, 1, 1, 1, 1, 1, 1, 1],
                "attackLuck": { "onlyOnFailure": true } }),
    );
    assert_ne!(view["cursor"], before);
    assert_eq!(
        luck(&view, 0),
        1,
        "the miss was thrown again with a point of luck"
    );
}
