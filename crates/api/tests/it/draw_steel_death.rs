//! A Draw Steel hero who dies in a fight stays dead in the campaign until the Director records
//! their return.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::draw_steel_combat::{command, prepared};
use crate::{call, desk, ok};

/// Fights the prepared encounter until Brannoc (combatant 0) is killed, and ends it.
fn brannoc_dies(desk: &mut Desk) -> (i64, i64) {
    let id = prepared(desk);
    ok(desk, "start_encounter", json!({ "id": id, "seed": 11 }));
    command(desk, id, json!({ "command": "roll_first_side", "die": 6 }));
    let view = command(
        desk,
        id,
        json!({ "command": "adjust", "who": 0, "damage": 500, "reason": "crushed by the gate" }),
    );
    assert_eq!(view["battle"]["state"]["combatants"][0]["fate"], "dead");
    let ended = ok(
        desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "draw_steel", "victories": 1 } }),
    );
    let brannoc = ended["result"]["heroes"][0]["characterId"]
        .as_i64()
        .expect("id");
    (id, brannoc)
}

fn dead_refusal(err: tablekeep_api::AppError) {
    assert_eq!(err.kind, ErrorKind::RuleViolation, "{}", err.message);
    assert!(err.message.contains("dead"), "{}", err.message);
}

/// "Stamina" (glossary; the table rule "When a dying hero dies"): a hero who died in a fight is
/// dead in the campaign: no Recovery, no respite brings them back, and a new fight will not take
/// them in as dying. The Director's explicit return (the glossary has no rule for one) does, and
/// undoing it makes them dead again.
#[test]
fn stamina_a_hero_who_died_stays_dead_until_the_director_records_a_return() {
    let (_dir, mut desk) = desk();
    let (_, brannoc) = brannoc_dies(&mut desk);
    let hero = ok(
        &mut desk,
        "draw_steel_hero",
        json!({ "characterId": brannoc }),
    );
    assert_eq!(hero["progress"]["dead"], true);
    let seq = hero["history"].as_array().expect("history").len();

    dead_refusal(
        call(
            &mut desk,
            "draw_steel_spend_recovery",
            json!({ "characterId": brannoc }),
        )
        .expect_err("the dead spend no Recoveries"),
    );
    dead_refusal(
        call(
            &mut desk,
            "draw_steel_respite",
            json!({ "characterId": brannoc, "completed": true }),
        )
        .expect_err("a respite does not raise the dead"),
    );
    let unchanged = ok(
        &mut desk,
        "draw_steel_hero",
        json!({ "characterId": brannoc }),
    );
    assert_eq!(unchanged["history"].as_array().expect("history").len(), seq);

    // A new fight with him is refused at launch, naming him.
    let next = prepared(&mut desk);
    let refused = call(
        &mut desk,
        "start_encounter",
        json!({ "id": next, "seed": 3 }),
    )
    .expect_err("the dead do not fight");
    assert_eq!(refused.kind, ErrorKind::InvalidInput);
    assert_eq!(refused.field.as_deref(), Some("plan.participants[0]"));
    assert!(refused.message.contains("dead"), "{}", refused.message);

    // The Director brings him back, with Stamina they choose; a return for the living, or with
    // Stamina out of range, is refused.
    let bad = call(
        &mut desk,
        "draw_steel_return_hero",
        json!({ "characterId": brannoc, "stamina": 0 }),
    )
    .expect_err("at least 1 Stamina");
    assert_eq!(bad.field.as_deref(), Some("stamina"));
    let back = ok(
        &mut desk,
        "draw_steel_return_hero",
        json!({ "characterId": brannoc, "stamina": 5 }),
    );
    assert_eq!(back["progress"]["dead"], Value::Null, "alive: not written");
    assert_eq!(back["progress"]["stamina"], 5);
    let newest: &Value = back["history"]
        .as_array()
        .expect("history")
        .last()
        .expect("one");
    assert_eq!(newest["entry"]["kind"], "returned_to_life");
    assert!(
        newest["summary"]
            .as_str()
            .is_some_and(|s| s.contains("Director")),
        "{newest}"
    );
    let living = call(
        &mut desk,
        "draw_steel_return_hero",
        json!({ "characterId": brannoc, "stamina": 5 }),
    )
    .expect_err("only the dead return");
    assert_eq!(living.kind, ErrorKind::RuleViolation);
    ok(
        &mut desk,
        "draw_steel_spend_recovery",
        json!({ "characterId": brannoc }),
    );
    ok(
        &mut desk,
        "start_encounter",
        json!({ "id": next, "seed": 3 }),
    );

    // Undoing the return (after the Recovery) makes him dead again.
    ok(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": brannoc }),
    );
    ok(
        &mut desk,
        "draw_steel_undo_progress",
        json!({ "characterId": brannoc }),
    );
    let again = ok(
        &mut desk,
        "draw_steel_hero",
        json!({ "characterId": brannoc }),
    );
    assert_eq!(again["progress"]["dead"], true);
}
