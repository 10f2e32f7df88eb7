//! Tune: adjustments from the GM's own library tried against a target for the party's chance to
//! win, each simulated from one seed; nothing is written.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::portable::run_job;
use crate::simulation::{bog_ambush, files};
use crate::{call, desk, ok};

#[test]
fn tuning_suggests_library_foes_and_scaled_stamina_each_simulated_and_best_first() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let before = files(dir.path());
    let tuning = run_job(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 40, "targetHigh": 60, "runs": 300 }),
    )
    .expect("tuned");
    assert_eq!(files(dir.path()), before, "tuning writes nothing");
    assert_eq!(tuning["kind"], "encounter_tuned");
    assert_eq!(
        (tuning["targetLow"].clone(), tuning["targetHigh"].clone()),
        (json!(40), json!(60))
    );
    assert_eq!(
        tuning["seed"], 1,
        "difficulty at a glance's seed by default"
    );
    let prepared = tuning["asPrepared"]["count"].as_u64().expect("count");
    assert_eq!(
        tuning["inTarget"],
        prepared * 100 >= 40 * 300 && prepared * 100 <= 60 * 300
    );

    let suggestions = tuning["suggestions"].as_array().expect("suggestions");
    assert!(!suggestions.is_empty() && suggestions.len() <= 8);
    // Best first: a suggestion within the target comes before any outside it, and outside it
    // the nearer comes first.
    let miss = |s: &Value| {
        let wins = s["partyWins"]["count"].as_u64().expect("count") * 100;
        (40 * 300u64).saturating_sub(wins) + wins.saturating_sub(60 * 300)
    };
    for pair in suggestions.windows(2) {
        assert!(
            miss(&pair[0]) <= miss(&pair[1]),
            "{} before {}",
            pair[0],
            pair[1]
        );
    }
    for s in suggestions {
        assert_eq!(s["inTarget"], miss(s) == 0, "{s}");
    }
    // The starter set's monsters are the library: an added foe names one of them.
    let monsters = ok(
        &mut desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let names: Vec<&str> = monsters
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|m| m["name"].as_str())
        .collect();
    let added: Vec<&Value> = suggestions
        .iter()
        .filter(|s| s["kind"] == "add_foe")
        .collect();
    assert!(
        !added.is_empty(),
        "a two-gnawer fight the party always wins wants a foe more: {tuning}"
    );
    for s in &added {
        let description = s["description"].as_str().expect("description");
        assert!(
            names.iter().any(|n| description == format!("Add one {n}")),
            "{description}"
        );
    }

    // Each suggestion with a plan plays to the same odds as that plan's difficulty estimate at
    // the same runs and seed (checked here at the estimate's 1,000 runs on the first one).
    let first = added[0];
    let again = run_job(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 40, "targetHigh": 60 }),
    )
    .expect("tuned again");
    let same = again["suggestions"]
        .as_array()
        .expect("suggestions")
        .iter()
        .find(|s| s["description"] == first["description"])
        .expect("the same suggestion at 1,000 fights");
    let estimate = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "plan": same["plan"] }),
    );
    assert_eq!(estimate["partyWins"], same["partyWins"]);
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": id }))["plan"]["participants"]
            .as_array()
            .map(Vec::len),
        Some(4),
        "the encounter keeps its plan"
    );

    // Same seed, same numbers.
    let third = run_job(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 40, "targetHigh": 60, "runs": 300 }),
    )
    .expect("tuned a third time");
    assert_eq!(third, tuning);
}

#[test]
fn scaled_stamina_moves_the_odds_the_way_it_should() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    // One Rubble Hulk more, so that the party neither always wins nor always loses.
    let mut plan = ok(&mut desk, "get_encounter", json!({ "id": id }))["plan"].clone();
    let monsters = ok(
        &mut desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    let hulk = monsters
        .as_array()
        .expect("list")
        .iter()
        .find(|m| m["name"] == "Rubble Hulk")
        .expect("hulk")["id"]
        .clone();
    plan["participants"]
        .as_array_mut()
        .expect("participants")
        .push(json!({ "source": { "kind": "monster", "contentId": hulk }, "side": "foes" }));
    ok(
        &mut desk,
        "update_encounter",
        json!({ "id": id, "name": "Bog ambush", "plan": plan }),
    );
    // A target of 0%: the hardest adjustments come first, tougher foes among them.
    let tuning = run_job(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 0, "targetHigh": 0, "runs": 300 }),
    )
    .expect("tuned");
    let scaled = |percent: u32| -> u64 {
        let found = tuning["suggestions"]
            .as_array()
            .expect("suggestions")
            .iter()
            .find(|s| s["description"] == format!("Scale every foe's Stamina to {percent}%"))
            .unwrap_or_else(|| panic!("no {percent}% scale among {tuning}"));
        assert_eq!(found["kind"], "scale_foes");
        assert_eq!(found["plan"], Value::Null, "a scale is no plan");
        found["partyWins"]["count"].as_u64().expect("count")
    };
    let prepared = tuning["asPrepared"]["count"].as_u64().expect("count");
    assert!(
        scaled(150) <= scaled(125) && scaled(125) <= prepared && scaled(150) < prepared,
        "tougher foes win more: 150% {}, 125% {}, as prepared {prepared}",
        scaled(150),
        scaled(125)
    );
}

#[test]
fn a_target_out_of_order_or_a_launched_encounter_is_refused_and_nothing_runs() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let upside_down = call(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 80, "targetHigh": 70 }),
    )
    .expect_err("low above high");
    assert_eq!(upside_down.kind, ErrorKind::InvalidInput);
    assert_eq!(upside_down.field.as_deref(), Some("targetLow"));
    let too_high = call(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 80, "targetHigh": 101 }),
    )
    .expect_err("above 100");
    assert_eq!(too_high.field.as_deref(), Some("targetHigh"));
    ok(&mut desk, "start_encounter", json!({ "id": id }));
    let launched = call(
        &mut desk,
        "tune_encounter",
        json!({ "id": id, "targetLow": 40, "targetHigh": 60 }),
    )
    .expect_err("launched");
    assert_eq!(launched.field.as_deref(), Some("id"));
}
