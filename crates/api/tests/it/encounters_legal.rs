//! What may be done now, in the GM view (issue #18): every system's view carries the engine's
//! legal-actions answer; each offered command, given as it stands, is accepted, and each
//! withheld one is refused with the reason the view gave.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::encounters::one_on_one;
use crate::{call, desk, ok};

fn legal(view: &Value) -> &Value {
    &view["battle"]["legal"]
}

fn reasons(view: &Value, kind: &str) -> Vec<String> {
    legal(view)["withheld"]
        .as_array()
        .expect("withheld")
        .iter()
        .filter(|w| w["kind"] == kind)
        .map(|w| w["reason"]["message"].as_str().expect("message").to_owned())
        .collect()
}

fn offered<'a>(view: &'a Value, kind: &str) -> Vec<&'a Value> {
    legal(view)["offered"]
        .as_array()
        .expect("offered")
        .iter()
        .filter(|o| o["kind"] == kind)
        .collect()
}

/// Gives every withheld command of the view and checks it is refused with the stated reason,
/// changing nothing.
fn withheld_are_refused(desk: &mut Desk, id: i64, system: &str, view: &Value) {
    for withheld in legal(view)["withheld"].as_array().expect("withheld") {
        let mut command = withheld["command"].clone();
        command["system"] = json!(system);
        let error = call(
            desk,
            "encounter_command",
            json!({ "id": id, "command": command }),
        )
        .expect_err("a withheld command is refused");
        assert_eq!(error.kind, ErrorKind::RuleViolation);
        assert_eq!(json!(error.message), withheld["reason"]["message"]);
    }
    let after = ok(desk, "get_encounter", json!({ "id": id }));
    assert_eq!(after["cursor"], view["cursor"], "refusals changed nothing");
}

/// Gives the first offered command of `kind` as the view offered it.
fn give(desk: &mut Desk, id: i64, system: &str, view: &Value, kind: &str) -> Value {
    let mut command = offered(view, kind)
        .first()
        .unwrap_or_else(|| panic!("no {kind} offered: {}", legal(view)))["command"]
        .clone();
    command["system"] = json!(system);
    crate::battle_command(desk, id, command)
}

#[test]
fn a_fated_hand_view_offers_only_what_the_engine_accepts_with_the_attack_previewed() {
    let (_dir, mut desk) = desk();
    let id = one_on_one(&mut desk, "At the ford");
    let view = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(
        reasons(&view, "end_planning"),
        ["Still planning: Joe, Bandit."]
    );
    withheld_are_refused(&mut desk, id, "fated_hand", &view);
    for who in [0, 1] {
        let plan = json!({ "system": "fated_hand", "command": "plan", "who": who,
            "stance": "balanced", "mainArm": 0,
            "cards": [{ "from": "draw" }, { "from": "draw" }, { "from": "draw" }] });
        let mut plan = plan;
        if who == 0 {
            plan["cards"] = json!([
                { "from": "entered", "card": { "rank": 13, "suit": "spades" } },
                { "from": "entered", "card": { "rank": 2, "suit": "hearts" } },
                { "from": "entered", "card": { "rank": 9, "suit": "clubs" } }
            ]);
        }
        crate::battle_command(&mut desk, id, plan);
    }
    let view = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let view = give(&mut desk, id, "fated_hand", &view, "end_planning");
    withheld_are_refused(&mut desk, id, "fated_hand", &view);
    let view = give(&mut desk, id, "fated_hand", &view, "to_action");
    let attack = offered(&view, "attack")[0];
    let preview = &attack["preview"];
    let (strike, defense) = (
        preview["strike"]["value"].as_i64().expect("strike"),
        preview["defense"]["value"].as_i64().expect("defense"),
    );
    assert!(
        preview["needs"]
            .as_str()
            .expect("needs")
            .starts_with(&format!(
                "Strike {strike} vs Defense {defense}: needs Defense + 2 ({})",
                defense + 2
            )),
        "{preview}"
    );
    // A melee arm without a grid: its reach, and no distance to measure.
    assert!(preview["range"]
        .as_str()
        .expect("range")
        .starts_with("reach "));
    assert!(preview["distance"].is_null());
    let view = give(&mut desk, id, "fated_hand", &view, "attack");
    if view["battle"]["state"]["phase"]["phase"] != "ended" {
        let attacker = view["battle"]["state"]["phase"]["actor"]
            .as_u64()
            .expect("actor");
        let name = view["battle"]["state"]["combatants"][attacker as usize]["name"]
            .as_str()
            .expect("name")
            .to_owned();
        assert_eq!(
            reasons(&view, "attack"),
            [format!(
                "{name} has already taken a Primary Action this turn."
            )]
        );
        withheld_are_refused(&mut desk, id, "fated_hand", &view);
    }
}

#[test]
fn a_draw_steel_view_offers_turns_and_targets_the_engine_accepts() {
    let (_dir, mut desk) = desk();
    let id = crate::draw_steel_combat::prepared(&mut desk);
    let view = ok(
        &mut desk,
        "start_encounter",
        json!({ "id": id, "seed": 11 }),
    );
    assert_eq!(offered(&view, "roll_first_side").len(), 1);
    let view = crate::draw_steel_combat::command(
        &mut desk,
        id,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    // The heroes act first: only they may start a turn, and the foes are told why not.
    let starts: Vec<i64> = offered(&view, "start_turn")
        .iter()
        .map(|o| o["command"]["actor"].as_i64().expect("actor"))
        .collect();
    assert_eq!(starts, [0, 1]);
    assert_eq!(reasons(&view, "start_turn").len(), 2);
    for (i, c) in view["battle"]["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .enumerate()
    {
        assert_eq!(
            c["mayStartTurn"],
            json!(i < 2),
            "the flag is the engine's answer"
        );
    }
    withheld_are_refused(&mut desk, id, "draw_steel", &view);
    let view = give(&mut desk, id, "draw_steel", &view, "start_turn");
    // Without a map, every foe is a target the GM places; each shows its tier odds.
    let abilities = offered(&view, "use_ability");
    assert!(!abilities.is_empty());
    assert!(abilities
        .iter()
        .any(|o| o["preview"]["roll"]["odds"].is_object()));
    withheld_are_refused(&mut desk, id, "draw_steel", &view);
    give(&mut desk, id, "draw_steel", &view, "use_ability");
}
