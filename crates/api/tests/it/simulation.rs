//! `simulate_encounter` through the command layer: a job that plays an encounter many times,
//! reproducible by seed, reading the campaign without changing it, refusing bad requests.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::draw_steel_combat::id_named;
use crate::portable::run_job;
use crate::{call, desk, ok};

/// The starter set's two heroes against two Mire Gnawers, prepared.
pub fn bog_ambush(desk: &mut Desk) -> i64 {
    ok(desk, "draw_steel_add_starter_set", json!({}));
    let heroes = ok(desk, "list_characters", json!({ "system": "draw_steel" }));
    let monsters = ok(
        desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let gnawer = id_named(&monsters, "Mire Gnawer");
    let plan = json!({
        "system": "draw_steel",
        "participants": [
            { "source": { "kind": "hero", "characterId": id_named(&heroes, "Brannoc Vell") }, "side": "heroes" },
            { "source": { "kind": "hero", "characterId": id_named(&heroes, "Sefi Quill") }, "side": "heroes" },
            { "source": { "kind": "monster", "contentId": gnawer }, "side": "foes" },
            { "source": { "kind": "monster", "contentId": gnawer }, "side": "foes" }
        ]
    });
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Bog ambush", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id")
}

/// Every file of the campaign folder, by name, with its bytes.
pub fn files(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .expect("campaign folder")
        .filter_map(Result::ok)
        .filter(|entry| entry.path().is_file())
        .map(|entry| {
            let bytes = std::fs::read(entry.path()).expect("read");
            (entry.file_name().to_string_lossy().into_owned(), bytes)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn a_prepared_encounter_is_simulated_reproducibly_without_changing_the_campaign() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let before = files(dir.path());
    let request =
        json!({ "id": id, "runs": 600, "seed": 9, "tactics": ["focus_weakest", "focus_nearest"] });
    let result = run_job(&mut desk, "simulate_encounter", request.clone()).expect("simulated");
    assert_eq!(result["kind"], "encounter_simulated");
    assert_eq!(files(dir.path()), before, "a simulation writes nothing");
    assert_eq!(result["from"], "plan");
    assert_eq!(result["tactics"][0]["id"], "focus_weakest");
    let report = &result["report"];
    assert_eq!(report["runs"], 600);
    assert_eq!(report["seed"], "9");
    assert_eq!(report["refused"]["count"], 0, "{}", report["firstRefusal"]);
    assert_eq!(report["stalled"]["count"], 0);
    let decided = report["sides"][0]["wins"]["count"].as_u64().expect("wins")
        + report["sides"][1]["wins"]["count"].as_u64().expect("wins")
        + report["capped"]["count"].as_u64().expect("capped")
        + report["noWinner"]["count"].as_u64().expect("no winner");
    assert_eq!(decided, 600);
    let combatants = report["combatants"].as_array().expect("combatants");
    assert_eq!(combatants.len(), 4);
    assert_eq!(combatants[2]["name"], "Mire Gnawer 1");
    assert_eq!(combatants[0]["resources"][0]["name"], "Stamina");
    assert!(!result["medianLog"].as_array().expect("log").is_empty());

    let again = run_job(&mut desk, "simulate_encounter", request).expect("simulated again");
    assert_eq!(
        again["report"], result["report"],
        "the same seed plays the same fights"
    );
    let other = run_job(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 600, "seed": 10 }),
    )
    .expect("another seed");
    assert_ne!(other["report"]["rounds"], Value::Null);
    assert_ne!(other["report"], result["report"]);
}

#[test]
fn a_running_encounter_is_simulated_from_where_it_stands() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 4 }));
    let result = run_job(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 200, "seed": 1 }),
    )
    .expect("simulated");
    assert_eq!(result["from"], "here");
    assert_eq!(
        result["tableRules"],
        "The table rules the fight was launched with."
    );
    let view = ok(&mut desk, "get_encounter", json!({ "id": id }));
    assert_eq!(view["commandCount"], 0, "the running fight is untouched");
}

#[test]
fn bad_simulation_requests_are_refused_with_their_field() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let cases = [
        (json!({ "id": id, "runs": 0 }), "runs"),
        (json!({ "id": id, "runs": 1_000_001 }), "runs"),
        (json!({ "id": id, "roundCap": 0 }), "roundCap"),
        (
            json!({ "id": id, "tactics": ["focus_nearest", "charge_blindly"] }),
            "tactics[1]",
        ),
        (json!({ "id": id, "from": "here" }), "from"),
        (json!({ "id": id, "threads": 0 }), "threads"),
    ];
    for (request, field) in cases {
        let error = call(&mut desk, "simulate_encounter", request).expect_err(field);
        assert_eq!(error.kind, ErrorKind::InvalidInput, "{error:?}");
        assert_eq!(error.field.as_deref(), Some(field));
    }
    let missing = call(&mut desk, "simulate_encounter", json!({ "id": 999 })).expect_err("no such");
    assert_eq!(missing.kind, ErrorKind::NotFound);
}

#[test]
fn a_long_simulation_can_be_cancelled() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let started = ok(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 1_000_000 }),
    );
    let job = started["job"].clone();
    ok(&mut desk, "cancel_job", json!({ "job": job }));
    let mut status = ok(&mut desk, "job_status", json!({ "job": job }));
    for _ in 0..500 {
        if status["state"] != "running" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        status = ok(&mut desk, "job_status", json!({ "job": job }));
    }
    assert_eq!(status["state"], "cancelled");
    assert_eq!(status["error"]["kind"], "cancelled");
}

#[test]
fn every_system_with_encounters_lists_its_tactics() {
    let (_dir, mut desk) = desk();
    for system in ["fated_hand", "draw_steel", "clockwork", "game_of_bastards"] {
        let tactics = ok(&mut desk, "simulation_tactics", json!({ "system": system }));
        let tactics = tactics.as_array().expect("a list");
        assert!(tactics.len() >= 2, "{system}");
        assert!(tactics
            .iter()
            .all(|t| t["description"].as_str().is_some_and(|d| d.ends_with('.'))));
    }
    let none = call(
        &mut desk,
        "simulation_tactics",
        json!({ "system": "lytharian_chess" }),
    )
    .expect_err("no encounters");
    assert_eq!(none.kind, ErrorKind::Conflict);
}
