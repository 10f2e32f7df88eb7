//! Fated Hand battles through the command layer: a summon's numbers on the GM screen, commanding
//! it, and the Plaigarism offer a watched cast makes, accepted once.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

fn pc(name: &str, mind: u8, arm: &str) -> Value {
    json!({
        "system": "fated_hand", "kind": "pc", "name": name,
        "creation": { "system": "fated_hand", "build": {
            "attributes": { "brawn": 1 - mind.min(1), "sleight": 1, "mind": mind },
            "skillProficiencies": ["investigation", "trickery"],
            "armProficiency": arm, "talent": "academic", "season": "autumn"
        } }
    })
}

fn card(rank: u8, suit: &str) -> Value {
    json!({ "rank": rank, "suit": suit })
}

fn entered(rank: u8, suit: &str) -> Value {
    json!({ "from": "entered", "card": card(rank, suit) })
}

fn command(desk: &mut tablekeep_api::Desk, id: i64, mut command: Value) -> Value {
    command["system"] = json!("fated_hand");
    crate::battle_command(desk, id, command)
}

/// Joe (0) and Mira (1, an Elden Stave) against a Bandit (2), no grid; Mira plans a King for
/// Speed, takes her turn, casts Mange Wolf and summons it (3).
fn mira_summons(desk: &mut tablekeep_api::Desk) -> (i64, Value) {
    let joe = ok(desk, "create_character", pc("Joe", 0, "club"))["id"].clone();
    let mira = ok(desk, "create_character", pc("Mira", 1, "quarterstaff"))["id"].clone();
    ok(
        desk,
        "update_gear",
        json!({ "id": mira, "gear": { "arms": ["elden_stave"], "mainArm": "elden_stave",
            "offhandArm": null, "armor": null, "items": [] } }),
    );
    let bandit = ok(
        desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["club"] }),
    )["id"]
        .clone();
    let id = ok(
        desk,
        "create_encounter",
        json!({ "name": "Wolf", "plan": { "system": "fated_hand", "participants": [
            { "characterId": joe, "side": "party" },
            { "characterId": mira, "side": "party" },
            { "characterId": bandit, "side": "foes" }
        ] } }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(desk, "start_encounter", json!({ "id": id, "seed": 5 }));
    let plan = |who: u8, cards: [Value; 3]| json!({ "command": "plan", "who": who, "stance": "balanced", "mainArm": 0, "cards": cards });
    command(
        desk,
        id,
        plan(
            0,
            [
                entered(2, "spades"),
                entered(3, "spades"),
                entered(2, "clubs"),
            ],
        ),
    );
    command(
        desk,
        id,
        plan(
            1,
            [
                entered(2, "hearts"),
                entered(3, "hearts"),
                entered(13, "hearts"),
            ],
        ),
    );
    command(
        desk,
        id,
        json!({ "command": "plan", "who": 2, "stance": "balanced", "mainArm": 0,
            "cards": [{ "from": "draw" }, { "from": "draw" }, { "from": "draw" }] }),
    );
    command(desk, id, json!({ "command": "end_planning" }));
    let mut view = command(desk, id, json!({ "command": "to_action", "who": 1 }));
    while view["battle"]["state"]["phase"]["phase"] != "turn" {
        command(desk, id, json!({ "command": "next_count" }));
        view = command(desk, id, json!({ "command": "to_action", "who": 1 }));
    }
    command(
        desk,
        id,
        json!({ "command": "cast", "spell": "mange_wolf",
            "reagents": [card(2, "clubs"), card(3, "diamonds")] }),
    );
    let view = command(
        desk,
        id,
        json!({ "command": "summon", "summon": "mange_wolf" }),
    );
    (id, view)
}

/// "Summoned Creatures": the GM screen shows the wolf with Mira's Speed (not a Speed of 1) and
/// the Movement 4 its arrival line reads; Mira moves it and commands its attack, her Primary
/// Action.
#[test]
fn fated_hand_summoned_creatures_on_the_gm_screen() {
    let (_dir, mut desk) = desk();
    let (id, view) = mira_summons(&mut desk);
    let combatants = &view["battle"]["combatants"];
    assert_eq!(
        view["battle"]["state"]["combatants"][3]["name"],
        "Mange Wolf"
    );
    assert_eq!(
        combatants[3]["speed"]["value"],
        combatants[1]["speed"]["value"]
    );
    assert_ne!(combatants[3]["speed"]["value"], 1);
    assert_eq!(combatants[3]["movement"], 4);
    let arrival = view["battle"]["recentLog"]
        .as_array()
        .expect("log")
        .iter()
        .filter_map(|line| line["text"].as_str())
        .find(|text| text.contains("summons Mange Wolf"))
        .expect("the arrival line")
        .to_owned();
    assert!(arrival.contains("Movement 4"), "{arrival}");

    let moved = command(
        &mut desk,
        id,
        json!({ "command": "summon_move", "summon": 3, "tiles": 3 }),
    );
    assert_eq!(moved["battle"]["state"]["combatants"][3]["movementLeft"], 1);
    let attacked = command(
        &mut desk,
        id,
        json!({ "command": "summon_attack", "summon": 3, "target": 2 }),
    );
    assert_eq!(
        attacked["battle"]["state"]["combatants"][1]["primaryUsed"],
        true
    );
    let again = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "fated_hand", "command": "summon_attack",
            "summon": 3, "target": 2 } }),
    )
    .expect_err("one Primary Action");
    assert_eq!(err_section(&again), Some("Basic Actions"));
}

fn err_section(err: &tablekeep_api::AppError) -> Option<&str> {
    err.rule.as_ref().map(|r| r.section.as_ref())
}

/// "Learning New Proficiencies": Joe saw Mira cast Mange Wolf, so the battle offers him 1 KP by
/// Plaigarism; the GM accepts it once (a second identical award is refused and nothing is
/// written), and Joe's Knowledge holds the point.
#[test]
fn fated_hand_learning_new_proficiencies_plaigarism_is_offered_and_accepted_once() {
    let (_dir, mut desk) = desk();
    let (id, view) = mira_summons(&mut desk);
    let offers = view["battle"]["offers"].as_array().expect("offers");
    let plagiarism: Vec<&Value> = offers
        .iter()
        .filter(|o| o["manner"] == "plagiarism")
        .collect();
    assert_eq!(plagiarism.len(), 1, "{offers:?}");
    assert_eq!(plagiarism[0]["name"], "Joe");
    assert_eq!(plagiarism[0]["targetName"], "Mange Wolf");
    assert_eq!(plagiarism[0]["watched"], 1);
    let joe = plagiarism[0]["characterId"].clone();
    let award =
        json!({ "characterId": joe, "target": plagiarism[0]["target"], "manner": "plagiarism" });

    let twice = call(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "fated_hand", "outcome": "retreat",
            "awards": [award, award] } }),
    )
    .expect_err("one offer, one award");
    assert_eq!(twice.kind, ErrorKind::InvalidInput);
    assert_eq!(twice.field.as_deref(), Some("awards[1]"));
    let still = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(still["phase"], "running");

    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "fated_hand", "outcome": "retreat",
            "awards": [award] } }),
    );
    assert_eq!(ended["result"]["awarded"][0]["manner"], "plagiarism");
    let sheet = ok(&mut desk, "get_character", json!({ "id": joe }));
    let knowledge = sheet["sheet"]["sheet"]["knowledge"]
        .as_array()
        .expect("knowledge")
        .iter()
        .find(|k| k["target"]["id"] == "mange_wolf")
        .expect("Mange Wolf knowledge")
        .clone();
    assert_eq!(knowledge["points"], 1, "{knowledge}");
}
