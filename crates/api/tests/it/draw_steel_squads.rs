//! Draw Steel minion squads through the command layer (table rule `draw_steel.minion_squads`,
//! not from the glossary): the GM groups monsters of a prepared encounter into a squad by name,
//! bad groupings are refused with the field at fault, and the running combat shows the squad's
//! shared Stamina.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::draw_steel_combat::{command, id_named};
use crate::{call, desk, ok};

/// The starter set's library: the heroes and monsters by name.
fn library(desk: &mut Desk) -> (Value, Value) {
    ok(desk, "draw_steel_add_starter_set", json!({}));
    let heroes = ok(desk, "list_characters", json!({ "system": "draw_steel" }));
    let monsters = ok(
        desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    (heroes, monsters)
}

fn hero(heroes: &Value, name: &str) -> Value {
    json!({ "source": { "kind": "hero", "characterId": id_named(heroes, name) }, "side": "heroes" })
}

fn monster(monsters: &Value, name: &str, squad: Option<&str>) -> Value {
    let mut participant = json!({ "source": { "kind": "monster", "contentId": id_named(monsters, name) }, "side": "foes" });
    if let Some(squad) = squad {
        participant["squad"] = json!(squad);
    }
    participant
}

fn plan(participants: Vec<Value>) -> Value {
    json!({ "system": "draw_steel", "participants": participants })
}

/// Brannoc against three Mire Gnawers (Stamina 5 each) formed into "Gnawer pack".
fn gnawer_pack(desk: &mut Desk) -> i64 {
    let (heroes, monsters) = library(desk);
    let participants = vec![
        hero(&heroes, "Brannoc Vell"),
        monster(&monsters, "Mire Gnawer", Some("Gnawer pack")),
        monster(&monsters, "Mire Gnawer", Some("Gnawer pack")),
        monster(&monsters, "Mire Gnawer", Some("Gnawer pack")),
    ];
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Bog ambush", "plan": plan(participants) }),
    )["id"]
        .as_i64()
        .expect("id")
}

fn blow(desk: &mut Desk, id: i64, who: u8, damage: u16) -> Value {
    command(
        desk,
        id,
        json!({ "command": "adjust", "who": who, "damage": damage, "reason": "A boulder" }),
    )
}

fn fates(view: &Value) -> Vec<String> {
    view["battle"]["state"]["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .map(|c| c["fate"].as_str().expect("fate").to_owned())
        .collect()
}

/// Under the squads option the prepared squad launches with its pool (3 × 5 = 15) on the
/// combat's state; 11 damage to one gnawer leaves 4, enough for one, so two fall, and the log
/// says why, naming the table rule.
#[test]
fn draw_steel_squads_a_prepared_squad_shares_its_stamina_in_the_running_combat() {
    let (_dir, mut desk) = desk();
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "draw_steel.minion_squads", "option": "squads" }),
    );
    let id = gnawer_pack(&mut desk);
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 3 }));
    let squad = &view["battle"]["state"]["squads"][0];
    assert_eq!(squad["name"], "Gnawer pack");
    assert_eq!(squad["members"], json!([1, 2, 3]));
    assert_eq!(squad["stamina"], 15);
    assert_eq!(squad["staminaMax"], 15);
    assert_eq!(squad["minionStamina"], 5);
    assert_eq!(view["battle"]["state"]["rules"]["minionSquads"], true);

    command(
        &mut desk,
        id,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    let view = blow(&mut desk, id, 2, 11);
    assert_eq!(view["battle"]["state"]["squads"][0]["stamina"], 4);
    assert_eq!(fates(&view), ["standing", "dead", "dead", "standing"]);
    let log = ok(&mut desk, "encounter_log", json!({ "id": id }));
    let text = log.to_string();
    assert!(
        text.contains(
            "Gnawer pack's shared Stamina 15 → 4, enough for 1 minion of 5 Stamina: Mire \
             Gnawer 2 and Mire Gnawer 1 fall (table rule \\\"Minion squads\\\", not from the \
             glossary)"
        ),
        "{text}"
    );
}

/// By the glossary (the default) the same plan launches with every gnawer on its own: no
/// squads on the state, and 11 damage kills only the gnawer it strikes.
#[test]
fn draw_steel_squads_are_ignored_while_the_table_rule_is_off() {
    let (_dir, mut desk) = desk();
    let id = gnawer_pack(&mut desk);
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 3 }));
    assert!(view["battle"]["state"].get("squads").is_none(), "{view}");
    command(
        &mut desk,
        id,
        json!({ "command": "roll_first_side", "die": 6 }),
    );
    let view = blow(&mut desk, id, 2, 11);
    assert_eq!(fates(&view), ["standing", "standing", "dead", "standing"]);
}

/// A hero in a squad, a squad of one, a squad across both sides, a squad mixing Stamina and a
/// blank squad name are each refused with the field at fault, and nothing is saved.
#[test]
fn draw_steel_squads_bad_groupings_are_refused_naming_the_field() {
    let (_dir, mut desk) = desk();
    let (heroes, monsters) = library(&mut desk);
    let before = ok(&mut desk, "list_encounters", json!({}));
    let refused = |desk: &mut Desk, participants: Vec<Value>| {
        let err = call(
            desk,
            "create_encounter",
            json!({ "name": "Bad pack", "plan": plan(participants) }),
        )
        .expect_err("refused");
        assert_eq!(err.kind, ErrorKind::InvalidInput, "{}", err.message);
        (err.field.unwrap_or_default(), err.message)
    };
    let mut brannoc = hero(&heroes, "Brannoc Vell");
    brannoc["squad"] = json!("Gnawer pack");
    let (field, message) = refused(
        &mut desk,
        vec![
            brannoc,
            monster(&monsters, "Mire Gnawer", Some("Gnawer pack")),
        ],
    );
    assert_eq!(field, "plan.participants[0].squad");
    assert!(message.contains("only monsters form squads"), "{message}");

    let (field, message) = refused(
        &mut desk,
        vec![
            hero(&heroes, "Brannoc Vell"),
            monster(&monsters, "Mire Gnawer", None),
            monster(&monsters, "Mire Gnawer", Some("Gnawer pack")),
        ],
    );
    assert_eq!(field, "plan.participants[2].squad");
    assert!(message.contains("needs at least two"), "{message}");

    let mut turncoat = monster(&monsters, "Mire Gnawer", Some("Gnawer pack"));
    turncoat["side"] = json!("heroes");
    let (field, message) = refused(
        &mut desk,
        vec![
            monster(&monsters, "Mire Gnawer", Some("Gnawer pack")),
            turncoat,
        ],
    );
    assert_eq!(field, "plan.participants[1].squad");
    assert!(message.contains("one side"), "{message}");

    let (field, message) = refused(
        &mut desk,
        vec![
            monster(&monsters, "Mire Gnawer", Some("Mixed")),
            monster(&monsters, "Thistle Sniper", Some("Mixed")),
        ],
    );
    assert_eq!(field, "plan.participants[1].squad");
    assert!(
        message.contains("Mire Gnawer has 5, Thistle Sniper has 14"),
        "{message}"
    );

    let (field, message) = refused(
        &mut desk,
        vec![
            monster(&monsters, "Mire Gnawer", Some("  ")),
            monster(&monsters, "Mire Gnawer", Some("  ")),
        ],
    );
    assert_eq!(field, "plan.participants[0].squad");
    assert!(message.contains("Name the squad"), "{message}");

    assert_eq!(ok(&mut desk, "list_encounters", json!({})), before);
}
