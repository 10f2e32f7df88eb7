//! Encounter simulator benchmark: whole automated fights per second, per core and over every
//! core, for each system with combatants as a GM fields them: Fated Hand quick NPCs built by the
//! book (four against four), Draw Steel's starter heroes against six starter monsters. Through
//! `simulate_encounter`, as the app and the CLI run it.
//!
//! Run with `cargo bench -p tablekeep-api --bench simulate`. Reports figures and asserts nothing
//! about time. Memory does not grow with the number of fights: a simulation keeps counts only.

use std::time::Instant;

use serde_json::{json, Value};
use tablekeep_api::registry::call;
use tablekeep_api::{Desk, DeskDirs};

fn simulate(desk: &mut Desk, id: &Value, runs: u32, threads: u16) -> (f64, Value) {
    let started_at = Instant::now();
    let started = call(
        desk,
        "simulate_encounter",
        json!({ "id": id, "runs": runs, "seed": 1, "threads": threads }),
    )
    .expect("simulation started");
    let outcome = tablekeep_api::jobs::wait(desk, started["job"].as_i64().expect("job"), |_| {})
        .expect("simulated");
    let seconds = started_at.elapsed().as_secs_f64();
    (
        f64::from(runs) / seconds,
        serde_json::to_value(outcome).expect("json"),
    )
}

fn report(name: &str, desk: &mut Desk, id: &Value, runs: u32) {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get()) as u16;
    let (one, result) = simulate(desk, id, runs, 1);
    let (all, _) = simulate(desk, id, runs, cores);
    let report = &result["report"];
    println!("{name}");
    println!("  fights per second, one core      {one:>10.0}   (goal ≥ 100,000)");
    println!(
        "  fights per second, {cores} cores     {all:>10.0}   (speed-up ×{:.2})",
        all / one
    );
    println!(
        "  party wins {:.1}%, {:.1} rounds on average, capped {}, refused {}",
        report["sides"][0]["wins"]["estimate"]
            .as_f64()
            .unwrap_or_default()
            * 100.0,
        report["meanRounds"].as_f64().unwrap_or_default(),
        report["capped"]["count"],
        report["refused"]["count"]
    );
}

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    let dirs = DeskDirs {
        data_dir: dir.path().join("data"),
        config_dir: dir.path().join("config"),
    };
    let mut desk = Desk::open_or_create(dirs, &dir.path().join("sim.tablekeep")).expect("campaign");

    let mut participants = Vec::new();
    for (n, (class, arm)) in [
        ("soldier", "spear"),
        ("brawler", "club"),
        ("hunter", "shortbow"),
        ("guard", "short_sword"),
    ]
    .iter()
    .enumerate()
    {
        for side in ["party", "foes"] {
            let npc = call(
                &mut desk,
                "quick_npc",
                json!({ "name": format!("{side} {class} {n}"), "class": class, "arms": [arm] }),
            )
            .expect("npc");
            participants.push(json!({ "characterId": npc["id"], "side": side }));
        }
    }
    let fated_hand = call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Skirmish", "plan": { "system": "fated_hand", "participants": participants } }),
    )
    .expect("encounter")["id"]
        .clone();

    call(&mut desk, "draw_steel_add_starter_set", json!({})).expect("starter set");
    let heroes = call(
        &mut desk,
        "list_characters",
        json!({ "system": "draw_steel" }),
    )
    .expect("heroes");
    let monsters = call(
        &mut desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    )
    .expect("monsters");
    let mut participants = Vec::new();
    for hero in heroes.as_array().expect("a list").iter().take(4) {
        participants.push(
            json!({ "source": { "kind": "hero", "characterId": hero["id"] }, "side": "heroes" }),
        );
    }
    let monsters = monsters.as_array().expect("a list");
    for i in 0..6 {
        let monster = &monsters[i % monsters.len()];
        participants.push(
            json!({ "source": { "kind": "monster", "contentId": monster["id"] }, "side": "foes" }),
        );
    }
    let draw_steel = call(
        &mut desk,
        "create_encounter",
        json!({ "name": "Bog", "plan": { "system": "draw_steel", "participants": participants } }),
    )
    .expect("encounter")["id"]
        .clone();

    report(
        "Fated Hand, four quick NPCs a side (soldier, brawler, hunter, guard), no grid",
        &mut desk,
        &fated_hand,
        20_000,
    );
    report(
        "Draw Steel, four starter heroes against six starter monsters, no map",
        &mut desk,
        &draw_steel,
        20_000,
    );
}
