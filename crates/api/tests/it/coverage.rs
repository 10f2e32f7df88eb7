//! `automation_coverage`: how far the engine carries each system's content.

use serde_json::{json, Value};

use crate::{desk, ok};

fn kind<'a>(reports: &'a Value, system: &str, kind: &str) -> &'a Value {
    reports
        .as_array()
        .expect("a list of reports")
        .iter()
        .find(|r| r["system"] == system)
        .and_then(|r| r["kinds"].as_array())
        .and_then(|kinds| kinds.iter().find(|k| k["kind"] == kind))
        .unwrap_or_else(|| panic!("{system} reports {kind}: {reports}"))
}

fn resolution_of<'a>(kind: &'a Value, name: &str) -> &'a str {
    kind["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .find(|e| e["name"] == name)
        .and_then(|e| e["resolution"].as_str())
        .unwrap_or_else(|| panic!("{name} is listed"))
}

#[test]
fn automation_coverage_reports_the_rulebooks_content_and_the_campaigns_library() {
    let (_dir, mut desk) = desk();
    let reports = ok(&mut desk, "automation_coverage", json!({}));
    let perks = kind(&reports, "fated_hand", "perks");
    let total = |k: &Value| {
        ["engine", "partly", "gm"]
            .map(|r| k[r].as_u64().unwrap())
            .iter()
            .sum::<u64>()
    };
    assert_eq!(
        total(perks),
        163,
        "every perk of the Perks List and the class cards"
    );
    assert_eq!(total(kind(&reports, "fated_hand", "spells")), 152);
    assert_eq!(resolution_of(perks, "Keen Eye"), "engine");

    // Draw Steel's content is the campaign's: an empty library reports nothing.
    assert_eq!(total(kind(&reports, "draw_steel", "abilities")), 0);
    ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": { "kind": "ability", "data": {
            "name": "Gloat", "action": "maneuver",
            "distance": { "kind": "self_only" }, "targets": { "kind": "self_only", "count": 1 },
            "effects": [{ "kind": "text", "text": "Everyone hears about it." }]
        } } }),
    );
    ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": { "kind": "ability", "data": {
            "name": "Cleave", "keywords": ["melee", "strike", "weapon"], "action": "main_action",
            "distance": { "kind": "melee", "reach": 1 }, "targets": { "kind": "creatures", "count": 1 },
            "roll": ["might"],
            "tiers": [
                { "effects": [{ "kind": "damage", "amount": 3 }] },
                { "effects": [{ "kind": "damage", "amount": 5 }] },
                { "effects": [{ "kind": "damage", "amount": 8 }] }
            ]
        } } }),
    );
    let reports = ok(&mut desk, "automation_coverage", json!({}));
    let abilities = kind(&reports, "draw_steel", "abilities");
    assert_eq!(
        (abilities["engine"].as_u64(), abilities["gm"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(resolution_of(abilities, "Cleave"), "engine");
    assert_eq!(resolution_of(abilities, "Gloat"), "gm");
    // The gap is listed first.
    assert_eq!(abilities["entries"][0]["name"], "Gloat");
}
