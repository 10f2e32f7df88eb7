//! Draw Steel's numbers the glossary does not state, switched per campaign through the table
//! rules and read where they are played.

use serde_json::json;

use crate::draw_steel_heroes::starter;
use crate::{desk, ok};

/// Digest gap G10: the Experience each level needs is a table rule; "10 per level" makes 8
/// Experience too little for level 2, where our default table says it is enough.
#[test]
fn draw_steel_level_thresholds_follow_the_campaigns_table_rule() {
    let (_dir, mut desk) = desk();
    let added = starter(&mut desk);
    let id = added["heroes"][0]["characterId"].as_i64().expect("id");
    let rules = ok(&mut desk, "list_table_rules", json!({}));
    let rule = rules
        .as_array()
        .expect("rules")
        .iter()
        .find(|r| r["id"] == "draw_steel.level_thresholds")
        .expect("registered");
    assert!(rule["options"][0]["label"]
        .as_str()
        .is_some_and(|l| l.starts_with("Not in the glossary")));
    ok(
        &mut desk,
        "draw_steel_award_victories",
        json!({ "characterIds": [id], "victories": 8 }),
    );
    let rested = ok(
        &mut desk,
        "draw_steel_respite",
        json!({ "characterId": id, "completed": true }),
    );
    assert_eq!(rested["hero"]["level"]["readyToLevelUp"], true);
    assert_eq!(rested["hero"]["level"]["nextLevelAt"], 8);
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "draw_steel.level_thresholds", "option": "ten_per_level" }),
    );
    let hero = ok(&mut desk, "draw_steel_hero", json!({ "characterId": id }));
    assert_eq!(hero["level"]["readyToLevelUp"], false);
    assert_eq!(hero["level"]["nextLevelAt"], 10);
}
