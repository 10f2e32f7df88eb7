//! Table rules through the command layer, for every system: a rule the engine does not play is
//! no switch, a choice stored for a rule that is gone is ignored, a switch says beforehand what
//! recorded history it touches, and readings are listed with their citations.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, fixed_clock, ok};

fn rule<'a>(rules: &'a Value, id: &str) -> &'a Value {
    rules
        .as_array()
        .expect("rules")
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("{id} is listed"))
}

#[test]
fn a_rule_the_engine_does_not_play_is_shown_at_its_default_and_cannot_be_switched() {
    let (dir, mut desk) = desk();
    let rules = ok(&mut desk, "list_table_rules", json!({}));
    let all = rules.as_array().expect("rules");
    assert!(all.iter().any(|r| r["played"] == true));
    assert!(all.iter().all(|r| r["group"].is_string()));
    // Once every rule is played there is nothing left to refuse.
    let Some(pending) = all.iter().find(|r| r["played"] == false) else {
        return;
    };
    let id = pending["id"].as_str().expect("id").to_owned();
    let default = pending["default"].as_str().expect("default").to_owned();
    let other = pending["options"]
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["id"].as_str().expect("option id"))
        .find(|o| *o != default)
        .expect("another option")
        .to_owned();
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": id, "option": other }),
    )
    .expect_err("not played");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("option"));
    assert!(
        err.message.contains("not played by the engine yet"),
        "{}",
        err.message
    );
    let err = call(
        &mut desk,
        "preview_table_rule",
        json!({ "id": id, "option": other }),
    )
    .expect_err("not played");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    // Returning it to its default is no switch at all, so it is allowed.
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": id, "option": default }),
    );

    // A choice stored earlier (by an older build) is not what the campaign plays.
    let file = dir.path().join("main.tablekeep");
    let mut store = tablekeep_store::CampaignStore::open(&file, fixed_clock()).expect("opens");
    store
        .set_table_rule_choice(&id, Some(&other), fixed_clock())
        .expect("stored");
    drop(store);
    let rules = ok(&mut desk, "list_table_rules", json!({}));
    assert_eq!(rule(&rules, &id)["chosen"], json!(default));
}

#[test]
fn a_choice_stored_for_a_rule_that_became_a_reading_is_ignored() {
    let (dir, mut desk) = desk();
    let file = dir.path().join("main.tablekeep");
    let mut store = tablekeep_store::CampaignStore::open(&file, fixed_clock()).expect("opens");
    store
        .set_table_rule_choice("fated_hand.rogue_spelling", Some("rouge"), fixed_clock())
        .expect("stored");
    drop(store);
    let rules = ok(&mut desk, "list_table_rules", json!({}));
    assert!(rules
        .as_array()
        .expect("rules")
        .iter()
        .all(|r| r["id"] != "fated_hand.rogue_spelling"));
    let set = ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "lowest" }),
    );
    assert_eq!(set["chosen"], "lowest");
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.rogue_spelling", "option": "rouge" }),
    )
    .expect_err("no longer a rule");
    assert_eq!(err.kind, ErrorKind::NotFound);
}

#[test]
fn readings_are_listed_with_their_citations() {
    let (_dir, mut desk) = desk();
    let readings = ok(&mut desk, "list_readings", json!({}));
    let rogue = readings
        .as_array()
        .expect("readings")
        .iter()
        .find(|r| r["id"] == "fated_hand.rogue_spelling")
        .expect("the Rogue reading");
    assert_eq!(rogue["rule"]["section"], "Class List › Rouge (T2)");
    assert!(rogue["text"].as_str().expect("text").contains("Rogue"));
}

#[test]
fn a_switch_says_beforehand_which_records_it_touches() {
    let (_dir, mut desk) = desk();
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "lowest" }),
    );
    assert_eq!(preview["affects"], json!([]), "nothing recorded yet");
    assert_eq!(preview["refusal"], Value::Null);

    ok(
        &mut desk,
        "quick_npc",
        json!({ "name": "Sergeant Vell", "class": "soldier", "arms": ["spear"] }),
    );
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "lowest" }),
    );
    assert_eq!(preview["rule"]["chosen"], "lowest");
    assert_eq!(preview["affects"][0]["records"], "ledgers");
    assert_eq!(preview["affects"][0]["names"], json!(["Sergeant Vell"]));
    assert_eq!(preview["affects"][0]["changes"], true);
    // The preview changed nothing.
    let rules = ok(&mut desk, "list_table_rules", json!({}));
    assert_eq!(
        rule(&rules, "fated_hand.knowledge_discounts")["chosen"],
        "stack"
    );

    // The NPC's history took Class Perks: the preview says the switch would be refused.
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.class_perk", "option": "none" }),
    );
    let refusal = preview["refusal"].as_str().expect("a refusal");
    assert!(refusal.contains("Sergeant Vell"), "{refusal}");

    // A battle rule leaves ledgers alone, and choosing what is already in force touches nothing.
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.initiative_start", "option": "fixed_start" }),
    );
    assert_eq!(preview["affects"], json!([]));
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "stack" }),
    );
    assert_eq!(preview["affects"], json!([]));
}

#[test]
fn a_draw_steel_switch_names_the_heroes_whose_sheets_it_reads_again() {
    let (_dir, mut desk) = desk();
    ok(
        &mut desk,
        "create_character",
        json!({ "system": "draw_steel", "kind": "pc", "name": "Korva" }),
    );
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "draw_steel.level_thresholds", "option": "ten_per_level" }),
    );
    assert_eq!(preview["affects"][0]["records"], "ledgers");
    assert_eq!(preview["affects"][0]["names"], json!(["Korva"]));
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "draw_steel.save_timing", "option": "on_request" }),
    );
    assert_eq!(preview["affects"], json!([]), "no fight recorded");
}

#[test]
fn a_running_battle_keeps_its_launch_rules_and_the_preview_says_so() {
    let (_dir, mut desk) = desk();
    let vell = ok(
        &mut desk,
        "quick_npc",
        json!({ "name": "Sergeant Vell", "class": "soldier", "arms": ["spear"] }),
    )["id"]
        .clone();
    let bandit = ok(
        &mut desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    )["id"]
        .clone();
    let id = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Ambush at the ford", "plan": { "system": "fated_hand", "participants": [
            { "characterId": vell, "side": "party" },
            { "characterId": bandit, "side": "foes" }
        ] } }),
    )["id"]
        .clone();
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 3 }));

    let battle = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.initiative_start", "option": "fixed_start" }),
    );
    let running = &battle["affects"][0];
    assert_eq!(running["records"], "running_encounters");
    assert_eq!(running["names"], json!(["Ambush at the ford"]));
    assert_eq!(running["changes"], false);
    assert!(running["effect"]
        .as_str()
        .expect("effect")
        .contains("launched with"));

    let advancement = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "lowest" }),
    );
    let kinds: Vec<&Value> = advancement["affects"]
        .as_array()
        .expect("affects")
        .iter()
        .map(|effect| &effect["records"])
        .collect();
    assert_eq!(kinds, [&json!("ledgers"), &json!("running_encounters")]);
    assert_eq!(
        advancement["affects"][1]["changes"], true,
        "Knowledge Point offers"
    );
}

/// Item 4 of issue #19 for Draw Steel: a switch says which recorded history it touches, asked
/// of the engine. Rounding is read by every hero's sheet (worked out again) and by the fights
/// only through the numbers they were launched with; the Victory rate is recorded in the
/// entries it made; save timing is a fight's rule only.
#[test]
fn a_draw_steel_switch_names_the_sheets_entries_and_fights_it_touches() {
    use crate::draw_steel_combat::{command, prepared};
    let (_dir, mut desk) = desk();
    let finished = prepared(&mut desk);
    ok(
        &mut desk,
        "start_encounter",
        json!({ "id": finished, "seed": 5 }),
    );
    command(
        &mut desk,
        finished,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    ok(
        &mut desk,
        "end_encounter",
        json!({ "id": finished, "close": { "system": "draw_steel", "victories": 1 } }),
    );
    let running = prepared(&mut desk);
    ok(
        &mut desk,
        "start_encounter",
        json!({ "id": running, "seed": 6 }),
    );
    let heroes: Vec<Value> = ok(
        &mut desk,
        "list_characters",
        json!({ "system": "draw_steel" }),
    )
    .as_array()
    .expect("heroes")
    .iter()
    .map(|h| h["name"].clone())
    .collect();
    let kinds = |preview: &Value| -> Vec<(String, bool)> {
        preview["affects"]
            .as_array()
            .expect("affects")
            .iter()
            .map(|e| {
                (
                    e["records"].as_str().expect("records").to_owned(),
                    e["changes"].as_bool().expect("changes"),
                )
            })
            .collect()
    };

    let rounding = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "draw_steel.rounding", "option": "up" }),
    );
    assert_eq!(
        kinds(&rounding),
        [
            ("ledgers".to_owned(), true),
            ("running_encounters".to_owned(), false),
            ("finished_encounters".to_owned(), false)
        ]
    );
    assert_eq!(rounding["affects"][0]["names"], json!(heroes));
    // Both fights are the same prepared ambush: one ended, one running.
    assert_eq!(rounding["affects"][1]["names"], json!(["Bog ambush"]));
    assert_eq!(rounding["affects"][2]["names"], json!(["Bog ambush"]));
    assert!(rounding["affects"][1]["effect"]
        .as_str()
        .expect("effect")
        .contains("numbers they were launched with"));

    let victories = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "draw_steel.victory_experience", "option": "two" }),
    );
    assert_eq!(kinds(&victories), [("ledgers".to_owned(), false)]);
    assert_eq!(
        victories["affects"][0]["names"],
        json!(["Brannoc Vell", "Sefi Quill"]),
        "only the heroes with recorded entries: the ended fight wrote them back"
    );

    let saves = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "draw_steel.save_timing", "option": "on_request" }),
    );
    assert_eq!(
        kinds(&saves),
        [
            ("running_encounters".to_owned(), false),
            ("finished_encounters".to_owned(), false)
        ]
    );
    assert!(saves["affects"][0]["effect"]
        .as_str()
        .expect("effect")
        .contains("rules they were launched with"));
}
