//! Saved simulation results: kept with their encounter, exported as JSON or CSV with what
//! reproduces them, and played again to the same numbers.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::portable::run_job;
use crate::simulation::bog_ambush;
use crate::{call, desk, ok};

/// Runs a job-starting command to its end and answers with the job's id.
fn finished_job(desk: &mut tablekeep_api::Desk, name: &str, args: Value) -> Value {
    let started = ok(desk, name, args);
    let job = started["job"].clone();
    for _ in 0..6_000 {
        let status = ok(desk, "job_status", json!({ "job": job }));
        if status["state"] != "running" {
            assert_eq!(status["state"], "succeeded", "{status}");
            return job;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    panic!("the job did not finish");
}

#[test]
fn a_saved_simulation_is_exported_with_what_reproduces_it_and_plays_again_to_the_same_numbers() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let job = finished_job(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 300, "seed": 12, "tactics": ["focus_weakest", "spread"] }),
    );
    let saved = ok(&mut desk, "save_simulation", json!({ "job": job }));
    assert_eq!(saved["kind"], "simulation");
    assert_eq!(saved["encounter"], id);
    assert!(
        saved["summary"]
            .as_str()
            .expect("summary")
            .starts_with("300 fights, seed 12, engine "),
        "{saved}"
    );
    let listed = ok(
        &mut desk,
        "list_saved_simulations",
        json!({ "encounter": id }),
    );
    assert_eq!(listed, json!([saved.clone()]));

    let path = dir.path().join("odds.json");
    let written = ok(
        &mut desk,
        "export_saved_simulation",
        json!({ "id": saved["id"], "path": path.display().to_string() }),
    );
    assert_eq!(written["path"], path.display().to_string());
    let document: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
    assert_eq!(document["format"], "tablekeep-simulation");
    assert_eq!(document["kind"], "simulation");
    let result = &document["result"];
    assert_eq!(result["report"]["seed"], "12");
    assert_eq!(result["report"]["runs"], 300);
    assert_eq!(result["tactics"][1]["id"], "spread");
    assert!(result["engineVersion"]
        .as_str()
        .is_some_and(|v| !v.is_empty()));
    assert_eq!(
        result["tableRuleChoices"]["draw_steel.hero_death"], "negative_winded",
        "every rule in force is recorded, defaults included"
    );

    // Opened again, the result is the job's, whole.
    let opened = ok(
        &mut desk,
        "open_saved_simulation",
        json!({ "id": saved["id"] }),
    );
    assert_eq!(opened["saved"], saved);
    assert_eq!(opened["result"]["kind"], "simulation");
    assert_eq!(opened["result"]["report"], result["report"]);
    assert_eq!(opened["result"]["medianLog"], result["medianLog"]);

    // What the export records plays the same fights again.
    let seed: u32 = result["report"]["seed"]
        .as_str()
        .expect("seed")
        .parse()
        .expect("number");
    let again = run_job(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": result["report"]["runs"], "seed": seed, "roundCap": result["roundCap"],
                "tactics": [result["tactics"][0]["id"], result["tactics"][1]["id"]] }),
    )
    .expect("again");
    assert_eq!(again["report"], result["report"]);

    let csv_path = dir.path().join("odds.csv");
    ok(
        &mut desk,
        "export_saved_simulation",
        json!({ "id": saved["id"], "path": csv_path.display().to_string(), "format": "csv" }),
    );
    let csv = std::fs::read_to_string(&csv_path).expect("written");
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "variant,section,name,value,low,high");
    assert!(lines.contains(&",reproduce,seed,12,,"), "{csv}");
    assert!(lines.contains(&",reproduce,runs,300,,"), "{csv}");
    assert!(lines.contains(&",tactic,foes,spread,,"), "{csv}");
    assert!(
        lines.contains(&",table_rule,draw_steel.hero_death,negative_winded,,"),
        "{csv}"
    );
    let wins = result["report"]["sides"][0]["wins"].clone();
    assert!(
        lines.contains(
            &format!(
                ",wins,party,{},{},{}",
                wins["estimate"], wins["low"], wins["high"]
            )
            .as_str()
        ),
        "{csv}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with(",falls,Mire Gnawer 1,")),
        "{csv}"
    );

    // An existing file is replaced only when asked.
    let again = call(
        &mut desk,
        "export_saved_simulation",
        json!({ "id": saved["id"], "path": path.display().to_string() }),
    )
    .expect_err("exists");
    assert_eq!(again.kind, ErrorKind::Conflict);

    // The saved result goes with its encounter.
    ok(&mut desk, "delete_encounter", json!({ "id": id }));
    let gone = call(
        &mut desk,
        "export_saved_simulation",
        json!({ "id": saved["id"], "path": dir.path().join("late.json").display().to_string() }),
    )
    .expect_err("deleted with the encounter");
    assert_eq!(gone.kind, ErrorKind::NotFound);
}

#[test]
fn a_saved_comparison_lists_each_variant_and_its_switches() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let job = finished_job(
        &mut desk,
        "compare_encounter_variants",
        json!({ "id": id, "runs": 100, "seed": 4, "variants": [
            { "name": "Lone gnawer, no deaths", "leaveOut": [3], "tableRules": { "draw_steel.hero_death": "gm_decides" } }
        ] }),
    );
    let saved = ok(&mut desk, "save_simulation", json!({ "job": job }));
    assert_eq!(saved["kind"], "comparison");
    let summary = saved["summary"].as_str().expect("summary");
    assert!(
        summary.starts_with("100 fights per variant, seed 4, engine "),
        "{summary}"
    );
    assert!(summary.contains("As prepared "), "{summary}");
    assert!(summary.contains("Lone gnawer, no deaths "), "{summary}");

    let opened = ok(
        &mut desk,
        "open_saved_simulation",
        json!({ "id": saved["id"] }),
    );
    assert_eq!(opened["result"]["kind"], "comparison");
    assert_eq!(
        opened["result"]["variants"][1]["name"],
        "Lone gnawer, no deaths"
    );
    assert_eq!(
        opened["result"]["variants"][1]["tableRules"][0]["option"],
        "gm_decides"
    );

    let path = dir.path().join("variants.csv");
    ok(
        &mut desk,
        "export_saved_simulation",
        json!({ "id": saved["id"], "path": path.display().to_string(), "format": "csv" }),
    );
    let csv = std::fs::read_to_string(&path).expect("written");
    assert!(csv.contains("\nAs prepared,wins,party,"), "{csv}");
    assert!(
        csv.contains(
            "\n\"Lone gnawer, no deaths\",table_rule_switch,draw_steel.hero_death,gm_decides,,\n"
        ),
        "{csv}"
    );
    assert!(csv.contains("\n,reproduce,seed,4,,\n"), "{csv}");
    assert!(
        csv.contains("\n,table_rule,draw_steel.hero_death,negative_winded,,\n"),
        "{csv}"
    );

    let two = ok(&mut desk, "save_simulation", json!({ "job": job }));
    let listed = ok(
        &mut desk,
        "list_saved_simulations",
        json!({ "encounter": id }),
    );
    assert_eq!(listed[0]["id"], two["id"], "newest first");
    let left = ok(
        &mut desk,
        "delete_saved_simulation",
        json!({ "id": two["id"] }),
    );
    assert_eq!(left, json!([saved]));
}

#[test]
fn only_a_finished_simulation_is_saved() {
    let (dir, mut desk) = desk();
    let id = bog_ambush(&mut desk);
    let missing = call(&mut desk, "save_simulation", json!({ "job": 41 })).expect_err("no job");
    assert_eq!(missing.kind, ErrorKind::NotFound);
    let started = ok(
        &mut desk,
        "simulate_encounter",
        json!({ "id": id, "runs": 1_000_000 }),
    );
    ok(&mut desk, "cancel_job", json!({ "job": started["job"] }));
    for _ in 0..500 {
        if ok(&mut desk, "job_status", json!({ "job": started["job"] }))["state"] != "running" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let cancelled = call(
        &mut desk,
        "save_simulation",
        json!({ "job": started["job"] }),
    )
    .expect_err("cancelled");
    assert_eq!(cancelled.kind, ErrorKind::Conflict);
    assert_eq!(cancelled.field.as_deref(), Some("job"));
    assert_eq!(
        ok(
            &mut desk,
            "list_saved_simulations",
            json!({ "encounter": id })
        ),
        json!([])
    );
    let nothing_to_open =
        call(&mut desk, "open_saved_simulation", json!({ "id": 1 })).expect_err("nothing saved");
    assert_eq!(nothing_to_open.kind, ErrorKind::NotFound);
    let nothing_saved = call(
        &mut desk,
        "export_saved_simulation",
        json!({ "id": 1, "path": dir.path().join("x.json").display().to_string() }),
    )
    .expect_err("nothing saved");
    assert_eq!(nothing_saved.kind, ErrorKind::NotFound);
    let no_encounter = call(
        &mut desk,
        "list_saved_simulations",
        json!({ "encounter": 77 }),
    )
    .expect_err("none");
    assert_eq!(no_encounter.kind, ErrorKind::NotFound);
}
