//! The players' view of a running encounter (`table_view`): what a side or a player may see,
//! tried by looking for a leak of what they may not.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

#[test]
fn the_party_screen_shows_no_hand_of_the_foes_and_the_gm_still_sees_it() {
    let (_dir, mut desk) = desk();
    let id = crate::encounters::one_on_one(&mut desk, "Reed ford");

    let gm = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let dealt = &gm["battle"]["state"]["combatants"][1]["deck"]["hand"];
    let cards = dealt
        .as_array()
        .expect("the GM sees the Bandit's hand")
        .clone();
    assert!(!cards.is_empty());

    let party = ok(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "side", "id": 0 } }),
    );
    let seen = &party["seen"];
    assert_eq!(seen["system"], "fated_hand");
    assert_eq!(party["name"], "Reed ford");
    for c in seen["combatants"].as_array().unwrap() {
        assert_eq!(
            c["hand"],
            Value::Null,
            "a side's screen shows nobody's hand"
        );
        assert_eq!(c["reagents"], Value::Null);
    }
    assert_eq!(seen["combatants"][1]["name"], "Bandit", "not hidden: named");
    // Not a card of the hand anywhere: no draw pile, no hand (the discard is face up, empty now).
    let text = serde_json::to_string(seen).unwrap();
    for card in &cards {
        let shown = serde_json::to_string(card).unwrap();
        assert!(!text.contains(&shown), "{shown} leaked into {text}");
    }
    assert!(
        party["log"].as_array().unwrap().is_empty(),
        "only the GM reads the draws so far"
    );

    crate::battle_command(
        &mut desk,
        id,
        json!({ "system": "fated_hand", "command": "override", "who": 0, "hitPoints": 1,
                "note": "GM ONLY: the ford is cursed" }),
    );
    let after = ok(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "side", "id": 0 } }),
    );
    let lines = after["log"].as_array().unwrap();
    assert_eq!(lines.len(), 1, "the override is read at the table");
    let line = lines[0]["text"].as_str().unwrap();
    assert!(line.contains("Hit Points set to 1"), "{line}");
    assert!(!line.contains("cursed"), "but not the GM's note: {line}");

    let newest = ok(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "side", "id": 1 }, "logLines": 1 }),
    );
    assert_eq!(
        newest["log"].as_array().unwrap().len(),
        1,
        "the newest line only"
    );
}

#[test]
fn the_table_view_is_not_the_gm_view_and_needs_an_encounter() {
    let (_dir, mut desk) = desk();
    let id = crate::encounters::one_on_one(&mut desk, "Reed ford");
    let err = call(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "gm" } }),
    )
    .expect_err("the GM's view is get_encounter");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    let err = call(
        &mut desk,
        "table_view",
        json!({ "id": id + 40, "viewer": { "viewer": "side", "id": 0 } }),
    )
    .expect_err("no such encounter");
    assert_eq!(err.kind, ErrorKind::NotFound);
}

#[test]
fn a_hidden_foe_is_nowhere_on_the_heroes_screen_but_on_its_own_sides() {
    let (_dir, mut desk) = desk();
    let id = crate::draw_steel_combat::prepared(&mut desk);
    ok(
        &mut desk,
        "start_encounter",
        json!({ "id": id, "seed": 11 }),
    );
    crate::draw_steel_combat::command(
        &mut desk,
        id,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    crate::draw_steel_combat::command(
        &mut desk,
        id,
        json!({ "command": "adjust", "who": 3, "hidden": true,
                "reason": "Mire Gnawer 2 sinks into the bog, unseen" }),
    );
    let heroes = ok(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "side", "id": 0 } }),
    );
    let text = serde_json::to_string(&heroes).unwrap();
    assert!(
        !text.contains("Mire Gnawer 2"),
        "the hidden Gnawer is unnamed everywhere, log included: {text}"
    );
    let seen = &heroes["seen"];
    assert_eq!(seen["system"], "draw_steel");
    assert_eq!(seen["combatants"][3]["position"], Value::Null);
    assert!(text.contains("Mire Gnawer 1"), "the one in sight is there");

    let foes = ok(
        &mut desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "side", "id": 1 } }),
    );
    assert!(serde_json::to_string(&foes)
        .unwrap()
        .contains("Mire Gnawer 2"));
}
