//! Difficulty at a glance: a quick simulation per prepared encounter (or per plan being edited),
//! labelled by the party's chance to win under the campaign's thresholds, with the foes'
//! encounter values beside it; the thresholds are a campaign setting.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::simulation::{bog_ambush, files};
use crate::{call, desk, ok};

/// The label the thresholds give `wins` out of `runs`, computed here on whole counts.
fn label(wins: u64, runs: u64, thresholds: &Value) -> &'static str {
    let from = |key: &str| thresholds[key].as_u64().expect("a threshold");
    if wins * 100 >= from("easyFrom") * runs {
        "easy"
    } else if wins * 100 >= from("evenFrom") * runs {
        "even"
    } else if wins * 100 >= from("hardFrom") * runs {
        "hard"
    } else {
        "deadly"
    }
}

/// The encounter's saved plan with two Rubble Hulks more among the foes.
fn with_two_hulks(desk: &mut tablekeep_api::Desk, id: i64) -> Value {
    let mut plan = ok(desk, "get_encounter", json!({ "id": id }))["plan"].clone();
    let monsters = ok(
        desk,
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
    for _ in 0..2 {
        plan["participants"]
            .as_array_mut()
            .expect("participants")
            .push(json!({ "source": { "kind": "monster", "contentId": hulk }, "side": "foes" }));
    }
    plan
}

#[test]
fn a_prepared_encounter_gets_a_label_from_a_thousand_seeded_fights_and_nothing_is_written() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let before = files(dir.path());
    let estimate = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "id": id }),
    );
    assert_eq!(files(dir.path()), before, "an estimate writes nothing");
    assert_eq!(estimate["encounter"], id);
    assert_eq!(estimate["runs"], 1000);
    let wins = &estimate["partyWins"];
    assert_eq!(wins["of"], 1000);
    let count = wins["count"].as_u64().expect("count");
    assert_eq!(
        estimate["difficulty"],
        label(count, 1000, &estimate["thresholds"])
    );
    assert_eq!(
        estimate["thresholds"],
        json!({ "easyFrom": 90, "evenFrom": 60, "hardFrom": 30 })
    );
    let explanation = estimate["explanation"].as_str().expect("explanation");
    assert!(
        explanation.starts_with(&format!("The party won {count} of 1000 simulated fights")),
        "{explanation}"
    );
    // Two Mire Gnawers at encounter value 3 each, from the starter set's stat blocks.
    assert_eq!(estimate["budget"]["value"], 6);
    assert_eq!(estimate["budget"]["name"], "Encounter value of the foes");

    // The same roster reads the same: the seed is fixed.
    let again = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "id": id }),
    );
    assert_eq!(again, estimate);
    // The same odds as a simulation of 1,000 fights from seed 1 with each side's first tactic.
    let simulated = crate::portable::run_job(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 1000, "seed": 1, "threads": 1 }),
    )
    .expect("simulated");
    assert_eq!(
        simulated["report"]["sides"][0]["wins"],
        estimate["partyWins"]
    );
}

#[test]
fn an_edited_plan_is_estimated_before_it_is_saved_and_more_foes_lower_the_odds() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let saved = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let plan = with_two_hulks(&mut desk, id);
    let before = files(dir.path());
    let as_saved = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "id": id }),
    );
    let edited = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "id": id, "plan": plan }),
    );
    assert_eq!(files(dir.path()), before, "the edited plan is not saved");
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": id }))["plan"],
        saved["plan"]
    );
    assert!(
        edited["partyWins"]["count"].as_u64() < as_saved["partyWins"]["count"].as_u64(),
        "two Rubble Hulks more: {} against {}",
        edited["partyWins"],
        as_saved["partyWins"]
    );
    assert_eq!(edited["budget"]["value"], 6 + 2 * 8);

    // A new encounter's plan, with no encounter yet.
    let fresh = ok(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "plan": plan }),
    );
    assert_eq!(fresh["encounter"], Value::Null);
    assert_eq!(fresh["partyWins"], edited["partyWins"]);

    // A plan with no foes cannot be fought: the refusal names the field, as at launch.
    let mut lonely = plan.clone();
    lonely["participants"]
        .as_array_mut()
        .expect("participants")
        .retain(|p| p["side"] == "heroes");
    let refused = call(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "plan": lonely }),
    )
    .expect_err("no foes");
    assert_eq!(refused.kind, ErrorKind::InvalidInput);
    assert_eq!(refused.field.as_deref(), Some("plan.participants"));
    let neither = call(&mut desk, "estimate_encounter_difficulty", json!({}))
        .expect_err("nothing to estimate");
    assert_eq!(neither.field.as_deref(), Some("plan"));
    let other_system = call(
        &mut desk,
        "estimate_encounter_difficulty",
        json!({ "id": id, "plan": { "system": "fated_hand", "participants": [] } }),
    )
    .expect_err("another system");
    assert_eq!(other_system.field.as_deref(), Some("plan.system"));
}

#[test]
fn the_thresholds_are_a_campaign_setting_checked_before_they_are_kept() {
    let (_dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let defaults = ok(&mut desk, "difficulty_thresholds", json!({}));
    assert_eq!(defaults["changed"], false);
    assert_eq!(defaults["thresholds"], defaults["defaults"]);
    // Two Rubble Hulks more, so that the party does not always win.
    let request = json!({ "plan": with_two_hulks(&mut desk, id) });
    let estimate = ok(&mut desk, "estimate_encounter_difficulty", request.clone());
    let count = estimate["partyWins"]["count"].as_u64().expect("count");

    // Thresholds around the same odds move the label; the odds stay.
    assert!(
        count < 1000,
        "a fight the party always wins is easy under any thresholds"
    );
    let percent = count * 100 / 1000;
    let strict = if percent >= 90 {
        // Easy by default: stricter thresholds make it harder.
        if count < 980 {
            json!({ "easyFrom": 100, "evenFrom": 99, "hardFrom": 98 })
        } else {
            json!({ "easyFrom": 100, "evenFrom": 50, "hardFrom": 10 })
        }
    } else {
        // Harder by default: thresholds at these odds make it easy.
        assert!(
            percent >= 3,
            "{count} wins leave no room for thresholds below them"
        );
        json!({ "easyFrom": percent, "evenFrom": percent - 1, "hardFrom": percent - 2 })
    };
    let set = ok(
        &mut desk,
        "set_difficulty_thresholds",
        json!({ "thresholds": strict }),
    );
    assert_eq!(set["changed"], true);
    assert_eq!(set["thresholds"], strict);
    let relabelled = ok(&mut desk, "estimate_encounter_difficulty", request);
    assert_eq!(relabelled["partyWins"], estimate["partyWins"]);
    assert_eq!(relabelled["difficulty"], label(count, 1000, &strict));
    assert_ne!(relabelled["difficulty"], estimate["difficulty"]);

    for (bad, field) in [
        (
            json!({ "easyFrom": 101, "evenFrom": 60, "hardFrom": 30 }),
            "thresholds.easyFrom",
        ),
        (
            json!({ "easyFrom": 60, "evenFrom": 60, "hardFrom": 30 }),
            "thresholds.evenFrom",
        ),
        (
            json!({ "easyFrom": 90, "evenFrom": 60, "hardFrom": 0 }),
            "thresholds.hardFrom",
        ),
        (
            json!({ "easyFrom": 90, "evenFrom": 30, "hardFrom": 40 }),
            "thresholds.hardFrom",
        ),
    ] {
        let refused = call(
            &mut desk,
            "set_difficulty_thresholds",
            json!({ "thresholds": bad }),
        )
        .expect_err("out of order");
        assert_eq!(refused.kind, ErrorKind::InvalidInput, "{bad}");
        assert_eq!(refused.field.as_deref(), Some(field), "{bad}");
        assert_eq!(
            ok(&mut desk, "difficulty_thresholds", json!({}))["thresholds"],
            strict,
            "a refused change keeps what was set"
        );
    }

    let reset = ok(&mut desk, "set_difficulty_thresholds", json!({}));
    assert_eq!(reset, defaults);
}
