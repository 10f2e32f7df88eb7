//! ClockWork advancement through the commands: experience awards, purchases priced by the
//! campaign's speed, refusals naming their rule that change nothing, undo, luck per game session,
//! the session recap, sharing a character with its ledger, and the NPC's vitals note.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, ok};

/// Borra, the dwarf of `clockwork.rs`: Strength 6 and Stamina 8 (Body 8), the four Magic skills
/// at 12 (Magic 5), a feature bought at creation.
fn borra(desk: &mut Desk, kind: &str) -> i64 {
    let build = crate::clockwork::dwarf();
    ok(
        desk,
        "create_character",
        json!({ "system": "clockwork", "kind": kind, "name": "Borra",
                "creation": { "system": "clockwork", "build": build } }),
    )["id"]
        .as_i64()
        .expect("id")
}

fn award(desk: &mut Desk, id: i64, points: u8) -> Value {
    ok(
        desk,
        "clockwork_award_xp",
        json!({ "characterId": id, "points": points, "reason": "the bridge held" }),
    )
}

fn buy(desk: &mut Desk, id: i64, purchase: Value) -> Result<Value, tablekeep_api::AppError> {
    call(
        desk,
        "clockwork_buy",
        json!({ "characterId": id, "purchase": purchase }),
    )
}

fn sheet_number(desk: &mut Desk, id: i64, pointer: &str) -> Value {
    let view = ok(desk, "get_character", json!({ "id": id }));
    view["sheet"]["sheet"]
        .pointer(pointer)
        .cloned()
        .unwrap_or_else(|| panic!("{pointer} on {view}"))
}

fn blunt_total(desk: &mut Desk, id: i64) -> i64 {
    let view = ok(desk, "get_character", json!({ "id": id }));
    view["sheet"]["sheet"]["resistances"]
        .as_array()
        .expect("resistances")
        .iter()
        .find(|r| r["damage"] == "blunt")
        .and_then(|r| r["total"]["value"].as_i64())
        .expect("blunt")
}

fn attribute(view: &Value, name: &str) -> u64 {
    view["attributes"]
        .as_array()
        .expect("attributes")
        .iter()
        .find(|a| a["attribute"] == name)
        .and_then(|a| a["score"].as_u64())
        .expect("score")
}

fn rank_price<'a>(view: &'a Value, skill: &str) -> &'a Value {
    view["rankPrices"]
        .as_array()
        .expect("prices")
        .iter()
        .find(|p| p["skill"] == skill)
        .expect("a price")
}

#[test]
fn experience_buys_a_rank_at_the_campaign_speeds_price_and_the_sheet_recomputes_magic() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk, "pc");
    let before = ok(
        &mut desk,
        "clockwork_advancement",
        json!({ "characterId": id }),
    );
    assert_eq!(before["xpLeft"], 0);
    assert_eq!(before["speed"], "normal");
    assert_eq!(before["speedPicked"], false);
    assert_eq!(attribute(&before, "magic"), 5);
    // The price is shown before buying, with its rule: rank 11 costs 2 in a normal campaign.
    let celestial = rank_price(&before, "celestial");
    assert_eq!(celestial["next"], 11);
    assert_eq!(celestial["cost"], 2);
    assert_eq!(celestial["refusal"]["rule"]["section"], "Experience");
    assert_eq!(before["priceRule"]["section"], "Experience");
    assert_eq!(
        sheet_number(&mut desk, id, "/mana/value"),
        6,
        "Magic 5: 6 mana"
    );

    award(&mut desk, id, 2);
    let after = buy(
        &mut desk,
        id,
        json!({ "kind": "skill_rank", "skill": "celestial" }),
    )
    .expect("affordable");
    assert_eq!(after["xpEarned"], 2);
    assert_eq!(after["xpSpent"], 2);
    assert_eq!(after["xpLeft"], 0);
    assert_eq!(attribute(&after, "magic"), 6, "12 + 11 = 23: Magic 6");
    assert!(after["notes"][0]
        .as_str()
        .expect("note")
        .contains("Magic rose from 5 to 6"));
    let entries = after["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 2);
    assert_eq!(
        entries[0]["summary"],
        "2 experience points awarded: the bridge held."
    );
    assert_eq!(entries[0]["reason"], "the bridge held");
    assert_eq!(entries[1]["summary"], "Bought Celestial 12 → 11.");
    assert_eq!(entries[1]["cost"], 2);
    // The sheet is the advanced character: the rank, Magic and its mana.
    let view = ok(&mut desk, "get_character", json!({ "id": id }));
    assert_eq!(view["sheet"]["character"]["skills"]["celestial"], 11);
    assert_eq!(
        view["sheet"]["sheet"]["mana"]["value"], 12,
        "Magic 6: 12 mana"
    );

    // Undo takes the purchase back, and the sheet with it.
    let undone = ok(
        &mut desk,
        "clockwork_undo_advancement",
        json!({ "characterId": id, "expectedSeq": 2 }),
    );
    assert_eq!(undone["xpLeft"], 2);
    assert_eq!(undone["entries"].as_array().expect("entries").len(), 1);
    assert_eq!(sheet_number(&mut desk, id, "/mana/value"), 6);
    // An undo of an entry the GM has not seen (the ledger moved on) is refused.
    let err = call(
        &mut desk,
        "clockwork_undo_advancement",
        json!({ "characterId": id, "expectedSeq": 2 }),
    )
    .expect_err("stale");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert_eq!(
        ok(
            &mut desk,
            "clockwork_advancement",
            json!({ "characterId": id })
        )["entries"]
            .as_array()
            .expect("entries")
            .len(),
        1
    );
}

#[test]
fn refusals_name_their_rule_and_change_nothing() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk, "pc");
    let start = ok(
        &mut desk,
        "clockwork_advancement",
        json!({ "characterId": id }),
    );

    let err = call(
        &mut desk,
        "clockwork_award_xp",
        json!({ "characterId": id, "points": 5 }),
    )
    .expect_err("off the table");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("points"));
    assert_eq!(err.rule.as_ref().expect("rule").section, "Experience");

    // Not enough experience: Strength 6 → 5 costs 14 in a normal campaign.
    award(&mut desk, id, 4);
    let err = buy(
        &mut desk,
        id,
        json!({ "kind": "skill_rank", "skill": "strength" }),
    )
    .expect_err("too dear");
    assert_eq!(err.field.as_deref(), Some("purchase.xp"));
    assert!(
        err.message.contains("costs 14 experience and 4 is unspent"),
        "{}",
        err.message
    );
    assert_eq!(err.rule.as_ref().expect("rule").section, "Experience");

    // A feature without its prerequisite.
    let err = buy(
        &mut desk,
        id,
        json!({ "kind": "feature", "name": "Dire Animal Companion", "level": 3 }),
    )
    .expect_err("prerequisite");
    assert_eq!(err.field.as_deref(), Some("purchase.name"), "{err:?}");
    assert_eq!(err.rule.as_ref().expect("rule").section, "Features");
    // A feature already known (bought at creation).
    let err = buy(
        &mut desk,
        id,
        json!({ "kind": "feature", "name": "Forge Sense", "level": 2 }),
    )
    .expect_err("known");
    assert_eq!(err.rule.as_ref().expect("rule").section, "Features");
    // A resistance point with none to place.
    let err = buy(
        &mut desk,
        id,
        json!({ "kind": "resistance_point", "damage": "blunt" }),
    )
    .expect_err("none to place");
    assert_eq!(err.rule.as_ref().expect("rule").section, "Body Resistance");

    // Only the award went in.
    let now = ok(
        &mut desk,
        "clockwork_advancement",
        json!({ "characterId": id }),
    );
    assert_eq!(now["entries"].as_array().expect("entries").len(), 1);
    assert_eq!(now["xpLeft"], 4);
    assert_eq!(now["attributes"], start["attributes"]);

    // Another system's character is refused by its field.
    let other = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Not ClockWork" }),
    )["id"]
        .clone();
    let err = call(
        &mut desk,
        "clockwork_award_xp",
        json!({ "characterId": other, "points": 1 }),
    )
    .expect_err("other system");
    assert_eq!(err.field.as_deref(), Some("characterId"));
}

#[test]
fn a_risen_body_brings_a_resistance_point_the_gm_places_at_a_fast_campaigns_prices() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk, "pc");
    let speed = ok(
        &mut desk,
        "clockwork_set_campaign_speed",
        json!({ "speed": "fast" }),
    );
    assert_eq!(speed["speed"], "fast");
    assert_eq!(speed["skillCosts"][0], json!({ "row": 11, "cost": 1 }));
    for _ in 0..5 {
        award(&mut desk, id, 4);
    }
    // Stamina 8 → 7 → 6 → 5 costs 5 + 6 + 7 at fast speed; with Strength 6, Body goes to 9.
    let mut view = Value::Null;
    for _ in 0..3 {
        view = buy(
            &mut desk,
            id,
            json!({ "kind": "skill_rank", "skill": "stamina" }),
        )
        .expect("affordable");
    }
    assert_eq!(view["xpSpent"], 18);
    assert_eq!(attribute(&view, "body"), 9);
    assert_eq!(view["resistancePointsToPlace"], 1);
    let blunt_before = blunt_total(&mut desk, id);
    let placed = buy(
        &mut desk,
        id,
        json!({ "kind": "resistance_point", "damage": "blunt" }),
    )
    .expect("placed");
    assert_eq!(placed["resistancePointsToPlace"], 0);
    assert_eq!(blunt_total(&mut desk, id), blunt_before + 1);
    assert_eq!(
        ok(&mut desk, "get_character", json!({ "id": id }))["sheet"]["character"]["build"]
            ["resistancePoints"]["blunt"],
        4,
        "3 at creation, 1 placed"
    );

    // At normal speed the same purchases cost 10 + 12 + 14 = 36 of the 20 earned: the change
    // is refused, naming Borra, and the campaign stays fast.
    let err = call(
        &mut desk,
        "clockwork_set_campaign_speed",
        json!({ "speed": "normal" }),
    )
    .expect_err("would break the ledger");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert!(err.message.contains("Borra"), "{}", err.message);
    assert_eq!(
        ok(&mut desk, "clockwork_campaign_speed", json!({}))["speed"],
        "fast"
    );
    // So is the example's reading of skill costs, which doubles each rank's price.
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "clockwork.skill_xp_cost", "option": "example" }),
    )
    .expect_err("would break the ledger");
    assert_eq!(err.kind, ErrorKind::Conflict, "{err:?}");
}

#[test]
fn luck_is_three_a_game_session_and_the_recap_lists_the_sessions_advancement() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk, "pc");
    award(&mut desk, id, 1);
    let first = ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 1: The Foundry", "attendees": [id] }),
    )["id"]
        .as_i64()
        .expect("id");
    award(&mut desk, id, 3);
    for roll in ["the climb", "the lock", "the duel"] {
        ok(
            &mut desk,
            "clockwork_use_luck",
            json!({ "characterId": id, "roll": roll }),
        );
    }
    let err = call(
        &mut desk,
        "clockwork_use_luck",
        json!({ "characterId": id, "roll": "the fall" }),
    )
    .expect_err("spent");
    assert_eq!(err.field.as_deref(), Some("luck"));
    assert_eq!(err.rule.as_ref().expect("rule").section, "Using Luck");
    // The GM refills it: much time passed.
    let refilled = ok(
        &mut desk,
        "clockwork_refresh_luck",
        json!({ "characterId": id }),
    );
    assert_eq!(refilled["luckLeft"], 3);
    ok(
        &mut desk,
        "clockwork_use_luck",
        json!({ "characterId": id, "roll": "the fall" }),
    );
    ok(&mut desk, "end_game_session", json!({}));

    // A new game session: luck shows full before anything is recorded in it.
    let second = ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 2: The Mines", "attendees": [id] }),
    )["id"]
        .as_i64()
        .expect("id");
    let view = ok(
        &mut desk,
        "clockwork_advancement",
        json!({ "characterId": id }),
    );
    assert_eq!(view["luckLeft"], 3);
    let sessions = view["sessions"].as_array().expect("sessions");
    let names: Vec<&str> = sessions
        .iter()
        .map(|s| s["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        names,
        [
            "Outside the game sessions",
            "Session 1: The Foundry",
            "Session 2: The Mines"
        ]
    );
    assert_eq!(sessions[1]["xpAwarded"], 3);
    assert_eq!(sessions[1]["luckUsed"], 4);
    assert_eq!(sessions[1]["luckRefreshed"], 1);
    assert_eq!(sessions[1]["gameSession"], first);
    assert_eq!(sessions[2]["gameSession"], second);
    ok(
        &mut desk,
        "clockwork_use_luck",
        json!({ "characterId": id, "roll": "the cave-in" }),
    );
    assert_eq!(
        ok(
            &mut desk,
            "clockwork_advancement",
            json!({ "characterId": id })
        )["luckLeft"],
        2
    );

    // The first session's recap lists what Borra's ledger recorded in it, then the totals.
    let recap = ok(&mut desk, "game_session_recap", json!({ "id": first }));
    let progress = recap["progress"].as_array().expect("progress");
    assert_eq!(progress.len(), 1, "{recap}");
    assert_eq!(progress[0]["character"]["name"], "Borra");
    let lines: Vec<&str> = progress[0]["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|l| l.as_str().expect("line"))
        .collect();
    assert_eq!(lines[0], "3 experience points awarded: the bridge held.");
    assert_eq!(lines[1], "Luck spent to reroll the climb.");
    assert_eq!(
        lines.last().copied(),
        Some("In this session: 3 experience points awarded, 4 luck spent, luck refilled once.")
    );
}

#[test]
fn a_shared_character_brings_its_ledger_and_its_luck_by_session() {
    let (_a, mut here) = desk();
    let id = borra(&mut here, "pc");
    award(&mut here, id, 2);
    ok(&mut here, "start_game_session", json!({ "name": "One" }));
    for _ in 0..3 {
        ok(
            &mut here,
            "clockwork_use_luck",
            json!({ "characterId": id }),
        );
    }
    ok(&mut here, "end_game_session", json!({}));
    ok(&mut here, "start_game_session", json!({ "name": "Two" }));
    ok(
        &mut here,
        "clockwork_use_luck",
        json!({ "characterId": id }),
    );
    buy(
        &mut here,
        id,
        json!({ "kind": "skill_rank", "skill": "celestial" }),
    )
    .expect("bought");
    let original = ok(&mut here, "get_character", json!({ "id": id }));
    let document = ok(&mut here, "export_character", json!({ "id": id }));

    let (_b, mut there) = desk();
    let imported = ok(
        &mut there,
        "import_character",
        json!({ "document": document }),
    );
    let copy_id = imported["character"]["id"].as_i64().expect("id");
    let copy = ok(&mut there, "get_character", json!({ "id": copy_id }));
    assert_eq!(copy["sheet"], original["sheet"], "the same advanced sheet");
    let view = ok(
        &mut there,
        "clockwork_advancement",
        json!({ "characterId": copy_id }),
    );
    assert_eq!(view["xpSpent"], 2);
    assert_eq!(view["luckLeft"], 2, "one spent in the second session");

    // A ledger tampered with (a fourth luck in one session) is refused by its entry.
    let mut tampered = document.clone();
    let ledger = tampered["systemData"]["ledger"]
        .as_array_mut()
        .expect("ledger");
    let luck = ledger
        .iter()
        .position(|e| e["entry"]["kind"] == "luck_used")
        .expect("a luck entry");
    let extra = ledger[luck].clone();
    ledger.insert(luck, extra);
    let err = call(
        &mut there,
        "import_character",
        json!({ "document": tampered }),
    )
    .expect_err("a fourth luck");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(
        err.field.as_deref(),
        Some(format!("systemData.ledger[{}]", luck + 3).as_str())
    );
    assert_eq!(err.rule.as_ref().expect("rule").section, "Using Luck");
}

#[test]
fn an_npcs_vitals_say_the_gm_may_give_it_fewer_or_more() {
    let (_dir, mut desk) = desk();
    let pc = borra(&mut desk, "pc");
    let npc = borra(&mut desk, "npc");
    let pc_vitals = sheet_number(&mut desk, pc, "/vitals");
    let npc_vitals = sheet_number(&mut desk, npc, "/vitals");
    assert_eq!(pc_vitals["value"], 6);
    assert_eq!(npc_vitals["value"], 6);
    assert_eq!(
        pc_vitals["notes"][0],
        "Every player character has 6 vitals."
    );
    let note = npc_vitals["notes"][0].as_str().expect("note");
    assert!(!note.contains("Every player character"), "{note}");
    assert!(note.contains("An NPC"), "{note}");
    assert_eq!(npc_vitals["rule"]["section"], "Calculating Vitals");
}

#[test]
fn the_gm_prices_what_the_book_leaves_unpriced_and_equips_a_character_from_the_catalog() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk, "pc");
    let quote = |view: &Value, kind: &str, name: &str| -> Value {
        view["items"]
            .as_array()
            .expect("items")
            .iter()
            .find(|i| i["item"]["kind"] == kind && i["item"]["name"] == name)
            .map(|i| i["quote"].clone())
            .unwrap_or_else(|| panic!("{kind} {name} in the catalog"))
    };
    let list = ok(&mut desk, "clockwork_price_list", json!({}));
    // The book prices armor and shields; nothing else has a price until the GM gives one.
    assert_eq!(quote(&list, "shield", "Buckler")["price"], 100);
    assert_eq!(quote(&list, "shield", "Buckler")["source"]["kind"], "book");
    assert_eq!(quote(&list, "melee_weapon", "Longsword"), Value::Null);
    assert_eq!(quote(&list, "mine", "Concussion"), Value::Null);

    let list = ok(
        &mut desk,
        "clockwork_set_prices",
        json!({ "prices": [
            { "item": { "kind": "melee_weapon", "name": "Longsword" }, "price": 15 },
            { "item": { "kind": "grenade", "name": "Concussion" }, "price": 20 }
        ] }),
    );
    assert_eq!(
        quote(&list, "melee_weapon", "Longsword"),
        json!({ "price": 15, "source": { "kind": "campaign" } })
    );
    let mine = quote(&list, "mine", "Concussion");
    assert_eq!(mine["price"], 20);
    assert_eq!(mine["source"]["kind"], "sameAs");
    assert_eq!(mine["source"]["rule"]["section"], "Mines");

    // A refused list names the entry and its rule, and the stored list stays.
    let err = call(
        &mut desk,
        "clockwork_set_prices",
        json!({ "prices": [
            { "item": { "kind": "melee_weapon", "name": "Longsword" }, "price": 15 },
            { "item": { "kind": "mine", "name": "Concussion" }, "price": 5 }
        ] }),
    )
    .expect_err("a mine follows its grenade");
    assert_eq!(err.field.as_deref(), Some("prices[1]"));
    assert_eq!(err.rule.as_ref().expect("rule").section, "Mines");
    assert_eq!(
        quote(
            &ok(&mut desk, "clockwork_price_list", json!({})),
            "grenade",
            "Concussion"
        )["price"],
        20
    );

    // Equip Borra: Chainmail, a buckler, a longsword on her back, a grenade on the belt.
    let before = ok(&mut desk, "get_character", json!({ "id": id }));
    let equipped = ok(
        &mut desk,
        "clockwork_equip",
        json!({ "characterId": id, "revision": before["revision"], "armor": "Chainmail",
                "shield": "Buckler",
                "loadout": { "back": "Longsword",
                             "belt": [{ "kind": "grenade", "name": "Concussion" }] } }),
    );
    let sheet = &equipped["sheet"];
    assert_eq!(sheet["worn"]["armor"]["name"], "Chainmail");
    assert_eq!(
        sheet["sheet"]["load"], "unencumbered",
        "Strength 6 carries Heavy armor"
    );
    assert!(
        sheet["sheet"]["blockBonus"].is_object(),
        "a shield gives a block"
    );
    let gear: Vec<(String, Value)> = sheet["gear"]
        .as_array()
        .expect("gear")
        .iter()
        .map(|g| {
            (
                g["name"].as_str().expect("name").to_owned(),
                g["quote"].clone(),
            )
        })
        .collect();
    assert_eq!(gear[0].0, "Chainmail");
    assert_eq!(gear[0].1["source"]["kind"], "book");
    assert_eq!(gear[1].0, "Buckler");
    assert_eq!(
        gear[2],
        (
            "Longsword".to_owned(),
            json!({ "price": 15, "source": { "kind": "campaign" } })
        )
    );
    assert_eq!(gear[3].1["price"], 20);

    // A loadout the book does not allow is refused by its field, and nothing changes.
    let err = call(
        &mut desk,
        "clockwork_equip",
        json!({ "characterId": id, "revision": equipped["revision"],
                "loadout": { "belt": [
                    { "kind": "grenade", "name": "Concussion" }, { "kind": "grenade", "name": "Concussion" },
                    { "kind": "grenade", "name": "Concussion" }, { "kind": "grenade", "name": "Concussion" }
                ] } }),
    )
    .expect_err("a belt holds 3");
    assert_eq!(err.field.as_deref(), Some("loadout.belt"));
    assert_eq!(err.rule.as_ref().expect("rule").section, "Encumbrance");
    let err = call(
        &mut desk,
        "clockwork_equip",
        json!({ "characterId": id, "revision": equipped["revision"], "armor": "Tinfoil" }),
    )
    .expect_err("no such armor");
    assert_eq!(err.field.as_deref(), Some("armor"));
    assert_eq!(
        ok(&mut desk, "get_character", json!({ "id": id }))["sheet"]["worn"]["armor"]["name"],
        "Chainmail"
    );
    // Equipping is an edit of the character: undone like one.
    let undone = ok(&mut desk, "undo_character_edit", json!({ "id": id }));
    assert_eq!(undone["sheet"]["worn"]["armor"], Value::Null);
    assert_eq!(undone["sheet"]["gear"], json!([]));
}
