//! `compare_encounter_variants` and `encounter_roster`: an encounter and its variants simulated
//! side by side from one seed, nothing written, bad variants refused with their field.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::draw_steel_combat::id_named;
use crate::portable::run_job;
use crate::simulation::{bog_ambush, files};
use crate::{call, desk, ok};

/// The starter set's two heroes against a Rubble Hulk and a Mire Gnawer, prepared: a fight
/// the heroes usually but not always win.
fn hulk_ambush(desk: &mut tablekeep_api::Desk) -> i64 {
    ok(desk, "draw_steel_add_starter_set", json!({}));
    let heroes = ok(desk, "list_characters", json!({ "system": "draw_steel" }));
    let monsters = ok(
        desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let plan = json!({
        "system": "draw_steel",
        "participants": [
            { "source": { "kind": "hero", "characterId": id_named(&heroes, "Brannoc Vell") }, "side": "heroes" },
            { "source": { "kind": "hero", "characterId": id_named(&heroes, "Sefi Quill") }, "side": "heroes" },
            { "source": { "kind": "monster", "contentId": id_named(&monsters, "Rubble Hulk") }, "side": "foes" },
            { "source": { "kind": "monster", "contentId": id_named(&monsters, "Mire Gnawer") }, "side": "foes" }
        ]
    });
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Hulk at the ford", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id")
}

fn party_wins(variant: &Value) -> f64 {
    variant["report"]["sides"][0]["wins"]["estimate"]
        .as_f64()
        .expect("an estimate")
}

#[test]
fn the_roster_names_each_combatant_by_its_place_in_the_plan() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let roster = ok(&mut desk, "encounter_roster", json!({ "id": id }));
    assert_eq!(
        roster,
        json!([
            { "index": 0, "name": "Brannoc Vell", "side": 0 },
            { "index": 1, "name": "Sefi Quill", "side": 0 },
            { "index": 2, "name": "Mire Gnawer 1", "side": 1 },
            { "index": 3, "name": "Mire Gnawer 2", "side": 1 }
        ])
    );
}

#[test]
fn variants_are_simulated_side_by_side_from_one_seed_without_changing_the_campaign() {
    let (dir, mut desk) = desk();
    let id = hulk_ambush(&mut desk);
    let rules_before = ok(&mut desk, "list_table_rules", json!({}));
    let before = files(dir.path());
    let request = json!({
        "id": id, "runs": 400, "seed": 3, "tactics": ["focus_weakest", "focus_nearest"],
        "variants": [
            { "name": "Two hulks", "addCopies": [2] },
            { "name": "Sefi stays home", "leaveOut": [1] },
            { "name": "Nobody dies", "tableRules": { "draw_steel.hero_death": "gm_decides" } },
            { "name": "Gnawers spread", "tactics": ["focus_weakest", "spread"] }
        ]
    });
    let result =
        run_job(&mut desk, "compare_encounter_variants", request.clone()).expect("compared");
    assert_eq!(files(dir.path()), before, "a comparison writes nothing");
    assert_eq!(
        ok(&mut desk, "list_table_rules", json!({})),
        rules_before,
        "the campaign's table rules are untouched"
    );
    assert_eq!(result["kind"], "variants_compared");
    assert_eq!(result["seed"], 3);
    assert_eq!(result["runs"], 400);
    let variants = result["variants"].as_array().expect("variants");
    let names: Vec<&str> = variants
        .iter()
        .map(|v| v["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        names,
        [
            "As prepared",
            "Two hulks",
            "Sefi stays home",
            "Nobody dies",
            "Gnawers spread"
        ]
    );

    // The encounter as prepared is exactly what simulate_encounter reports for the same seed.
    let alone = run_job(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 400, "seed": 3, "tactics": ["focus_weakest", "focus_nearest"] }),
    )
    .expect("simulated");
    assert_eq!(variants[0]["report"], alone["report"]);

    assert_eq!(
        variants[1]["combatants"],
        json!([
            "Brannoc Vell",
            "Sefi Quill",
            "Rubble Hulk 1",
            "Mire Gnawer",
            "Rubble Hulk 2"
        ])
    );
    assert_eq!(
        variants[2]["combatants"],
        json!(["Brannoc Vell", "Rubble Hulk", "Mire Gnawer"])
    );
    assert!(
        party_wins(&variants[1]) < party_wins(&variants[0]),
        "more foes, fewer wins: {} against {}",
        party_wins(&variants[1]),
        party_wins(&variants[0])
    );
    assert!(party_wins(&variants[2]) < party_wins(&variants[0]));
    assert_eq!(
        variants[3]["tableRules"],
        json!([{ "rule": "draw_steel.hero_death", "title": "When a dying hero dies", "option": "gm_decides",
                 "label": "The hero never dies automatically; the GM decides." }])
    );
    assert_eq!(variants[0]["tableRules"], json!([]));
    assert_eq!(variants[4]["tactics"][1]["id"], "spread");
    assert_eq!(variants[4]["tactics"][0]["id"], "focus_weakest");
    assert_ne!(
        variants[4]["report"], variants[0]["report"],
        "another tactic plays otherwise"
    );

    let again = run_job(&mut desk, "compare_encounter_variants", request).expect("again");
    assert_eq!(again, result, "the same seed gives the same comparison");
}

#[test]
fn bad_variants_are_refused_with_their_field() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let one = |variant: Value| json!({ "id": id, "variants": [variant] });
    let six: Vec<Value> = (0..6).map(|n| json!({ "name": format!("V{n}") })).collect();
    let cases = [
        (json!({ "id": id, "variants": [] }), "variants"),
        (json!({ "id": id, "variants": six }), "variants"),
        (
            json!({ "id": id, "variants": [{ "name": "A" }], "runs": 100_001 }),
            "runs",
        ),
        (one(json!({ "name": "  " })), "variants[0].name"),
        (
            one(json!({ "name": "A", "leaveOut": [4] })),
            "variants[0].leaveOut[0]",
        ),
        (
            one(json!({ "name": "A", "addCopies": [3, 9] })),
            "variants[0].addCopies[1]",
        ),
        (
            one(json!({ "name": "A", "tactics": ["focus_weakest", "run_away"] })),
            "variants[0].tactics[1]",
        ),
        (
            one(json!({ "name": "A", "tableRules": { "draw_steel.hero_death": "never" } })),
            "variants[0].tableRules.draw_steel.hero_death",
        ),
        (
            one(json!({ "name": "A", "tableRules": { "fated_hand.riposte_chains": "unlimited" } })),
            "variants[0].tableRules.fated_hand.riposte_chains",
        ),
        // A hero fights once: a copy of one is refused by the system's own plan check.
        (
            one(json!({ "name": "A", "addCopies": [0] })),
            "variants[0].addCopies[0]",
        ),
        // Without foes there is no fight.
        (
            one(json!({ "name": "No foes", "leaveOut": [2, 3] })),
            "variants[0]",
        ),
    ];
    for (request, field) in cases {
        let error = call(&mut desk, "compare_encounter_variants", request).expect_err(field);
        assert_eq!(error.kind, ErrorKind::InvalidInput, "{field}: {error:?}");
        assert_eq!(error.field.as_deref(), Some(field), "{error:?}");
    }
    let missing = call(
        &mut desk,
        "compare_encounter_variants",
        json!({ "id": 99, "variants": [{ "name": "A" }] }),
    )
    .expect_err("no such encounter");
    assert_eq!(missing.kind, ErrorKind::NotFound);
}

#[test]
fn a_copy_on_a_map_takes_the_nearest_free_square_or_is_refused_when_none_is_near() {
    let (_dir, mut desk) = desk();
    let bandit = ok(
        &mut desk,
        "quick_npc",
        json!({ "name": "Bandit", "class": "soldier", "arms": ["spear"] }),
    )["id"]
        .as_i64()
        .expect("id");
    let lane = |desk: &mut tablekeep_api::Desk, width: u8, foe_at: u8| {
        ok(
            desk,
            "create_encounter",
            json!({ "name": "Lane", "plan": { "system": "fated_hand",
                "grid": { "width": width, "height": 1, "walls": [] },
                "participants": [
                    { "characterId": bandit, "side": "party", "position": { "x": 0, "y": 0 } },
                    { "characterId": bandit, "side": "foes", "position": { "x": foe_at, "y": 0 } }
                ] } }),
        )["id"]
            .as_i64()
            .expect("id")
    };
    // One free square, two squares from the foe's: the copy stands there.
    let wide = lane(&mut desk, 4, 3);
    let result = run_job(
        &mut desk,
        "compare_encounter_variants",
        json!({ "id": wide, "runs": 20, "seed": 1, "variants": [{ "name": "Two foes", "addCopies": [1] }] }),
    )
    .expect("compared");
    assert_eq!(
        result["variants"][1]["combatants"],
        json!(["Bandit 1", "Bandit 2", "Bandit 3"])
    );
    // Every square is taken: the copy is refused, naming it.
    let full = lane(&mut desk, 2, 1);
    let error = call(
        &mut desk,
        "compare_encounter_variants",
        json!({ "id": full, "variants": [{ "name": "Two foes", "addCopies": [1] }] }),
    )
    .expect_err("no room");
    assert_eq!(error.kind, ErrorKind::InvalidInput);
    assert_eq!(error.field.as_deref(), Some("variants[0].addCopies[0]"));
    assert!(
        error.message.contains("No starting square"),
        "{}",
        error.message
    );
}
