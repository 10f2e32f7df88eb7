//! Luck spent in a ClockWork fight reaches the ledger: a player character brings the luck it
//! has left this session, what it spends becomes `LuckUsed` entries written with the end, and
//! luck spent elsewhere meanwhile is not written twice over the limit.

use serde_json::{json, Value};
use tablekeep_api::Desk;

use crate::clockwork_combat::{command, prepared};
use crate::{desk, ok};

fn luck_left(desk: &mut Desk, id: i64) -> u64 {
    ok(desk, "clockwork_advancement", json!({ "characterId": id }))["luckLeft"]
        .as_u64()
        .expect("luck")
}

/// Starts the alley brawl, Borra first, and walks her up to the first thug.
fn borra_at_the_thugs(desk: &mut Desk, id: i64) -> Value {
    ok(desk, "start_encounter", json!({ "id": id, "seed": 5 }));
    command(
        desk,
        id,
        json!({ "kind": "roll_initiative", "rolls": [
            { "combatant": 0, "skill": "agility", "dice": [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12] }
        ] }),
    );
    command(
        desk,
        id,
        json!({ "kind": "move", "pace": "walk", "path": [{ "x": 2, "y": 3 }, { "x": 3, "y": 3 }, { "x": 4, "y": 3 }] }),
    )
}

/// Borra's attack on the first thug: every die a 1 (a miss), thrown again with luck.
fn attack_with_luck(desk: &mut Desk, id: i64, view: &Value) -> Value {
    let attack = view["battle"]["legal"]["offered"]
        .as_array()
        .expect("offers")
        .iter()
        .find(|o| o["kind"] == "attack" && o["command"]["target"] == 1)
        .cloned()
        .expect("an attack on the first thug");
    let pool = attack["preview"]["pool"].as_u64().expect("pool") as usize;
    let mut order = attack["command"].clone();
    order["attackDice"] = json!(vec![1; pool]);
    order["attackLuck"] = json!({ "onlyOnFailure": true, "dice": vec![1; pool] });
    command(desk, id, order)
}

#[test]
fn using_luck_spent_in_a_fight_is_written_to_the_ledger_when_the_fight_ends() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let borra = ok(&mut desk, "get_encounter", json!({ "id": id }))["plan"]["participants"][0]
        ["characterId"]
        .as_i64()
        .expect("Borra's id");
    assert_eq!(luck_left(&mut desk, borra), 3);
    let view = borra_at_the_thugs(&mut desk, id);
    let state = &view["battle"]["state"]["combatants"];
    assert_eq!(state[0]["luck"], 3, "a player character brings her luck");
    assert_eq!(state[1]["luck"], 0, "an NPC brings none");
    let view = attack_with_luck(&mut desk, id, &view);
    assert_eq!(view["battle"]["state"]["combatants"][0]["luck"], 2);
    // Not yet in the ledger: the fight may still be undone.
    assert_eq!(luck_left(&mut desk, borra), 3);

    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "clockwork", "winner": 0 } }),
    );
    let luck = ended["result"]["luck"].as_array().expect("luck records");
    assert_eq!(luck.len(), 1);
    assert_eq!(luck[0]["characterId"], borra);
    assert_eq!(luck[0]["spent"], 1);
    assert_eq!(luck[0]["recorded"], 1);
    assert_eq!(luck[0]["note"], Value::Null);
    assert_eq!(luck_left(&mut desk, borra), 2);
    let advancement = ok(
        &mut desk,
        "clockwork_advancement",
        json!({ "characterId": borra }),
    );
    let newest = advancement["entries"]
        .as_array()
        .expect("entries")
        .last()
        .cloned()
        .expect("an entry");
    assert_eq!(newest["entry"]["roll"], "Attack roll in Alley brawl");
    assert_eq!(newest["reason"], "Battle: Alley brawl");

    // The next fight brings what is left.
    let next = prepared_again(&mut desk, borra);
    ok(
        &mut desk,
        "start_encounter",
        json!({ "id": next, "seed": 2 }),
    );
    let view = ok(&mut desk, "get_encounter", json!({ "id": next }));
    assert_eq!(view["battle"]["state"]["combatants"][0]["luck"], 2);
}

/// A second fight for Borra against one fresh thug.
fn prepared_again(desk: &mut Desk, borra: i64) -> i64 {
    let thug = ok(
        desk,
        "clockwork_quick_npc",
        json!({ "name": "Thug", "species": "orcs", "premade": 8 }),
    );
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Second brawl", "plan": { "system": "clockwork", "participants": [
            { "characterId": borra, "side": 0 },
            { "characterId": thug["id"], "side": 1, "weapons": ["Longsword"] }
        ] } }),
    )["id"]
        .as_i64()
        .expect("id")
}

#[test]
fn luck_spent_elsewhere_during_a_fight_is_not_written_past_the_sessions_three() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let borra = ok(&mut desk, "get_encounter", json!({ "id": id }))["plan"]["participants"][0]
        ["characterId"]
        .as_i64()
        .expect("Borra's id");
    let view = borra_at_the_thugs(&mut desk, id);
    attack_with_luck(&mut desk, id, &view);
    // Meanwhile the GM spends all three of Borra's luck from her sheet.
    for _ in 0..3 {
        ok(
            &mut desk,
            "clockwork_use_luck",
            json!({ "characterId": borra, "roll": "a lock" }),
        );
    }
    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "clockwork", "winner": 0 } }),
    );
    assert_eq!(ended["phase"], "ended", "the end is not blocked");
    let luck = &ended["result"]["luck"][0];
    assert_eq!(luck["spent"], 1);
    assert_eq!(luck["recorded"], 0);
    assert!(
        luck["note"].as_str().is_some_and(|n| n.contains("refused")),
        "{luck}"
    );
    assert_eq!(luck_left(&mut desk, borra), 0);
}

/// «Area of Effect» through the api: a grenade named in the plan is thrown with
/// `area_attack`, one damage roll counted against each creature in the radius.
#[test]
fn area_of_effect_a_grenade_in_the_plan_is_thrown_through_the_encounter_commands() {
    let (_dir, mut desk) = desk();
    let mut plan = crate::clockwork_combat::plan(&mut desk);
    plan["participants"][0]["weapons"] = json!(["Longsword", "Fragmentation grenade"]);
    let id = ok(
        &mut desk,
        "create_encounter",
        json!({ "name": "Grenade", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id");
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 5 }));
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "roll_initiative", "rolls": [
            { "combatant": 0, "skill": "agility", "dice": [12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12] }
        ] }),
    );
    let grenade = &view["battle"]["state"]["combatants"][0]["fighter"]["weapons"][1];
    assert_eq!(grenade["area"], json!({ "shape": "radius", "spaces": 2 }));
    let throw = view["battle"]["legal"]["offered"]
        .as_array()
        .expect("offers")
        .iter()
        .find(|o| o["kind"] == "area_attack")
        .cloned()
        .expect("a throw offered");
    assert_eq!(throw["command"]["aim"]["kind"], "at");
    // Both thugs stand at (5, 3) and (5, 4): a throw at (5, 3) covers them both.
    let pool = throw["preview"]["pool"].as_u64().expect("pool") as usize;
    let view = command(
        &mut desk,
        id,
        json!({ "kind": "area_attack", "weapon": 1, "aim": { "kind": "at", "centre": { "x": 5, "y": 3 } },
                "attackDice": vec![2; pool], "damageDice": [12, 12, 12, 12, 12, 12, 12, 12, 12, 12] }),
    );
    let line = view["battle"]["recentLog"]
        .as_array()
        .expect("log")
        .iter()
        .find(|line| line["rule"]["section"] == "Area of Effect")
        .cloned()
        .expect("the throw's line");
    let text = line["text"].as_str().expect("text");
    assert!(text.contains("Thug 1") && text.contains("Thug 2"), "{text}");
    assert!(text.contains("missed, half damage"), "{text}");
    assert_eq!(view["battle"]["state"]["combatants"][0]["counters"], 2);
    // An unknown grenade type is refused at the plan, naming the field.
    let mut bad = crate::clockwork_combat::plan(&mut desk);
    bad["participants"][0]["weapons"] = json!(["Banana grenade"]);
    let refused = crate::call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Bad", "plan": bad }),
    )
    .expect_err("no such grenade");
    assert_eq!(
        refused.field.as_deref(),
        Some("plan.participants[0].weapons[0]")
    );
}
