//! Draw Steel's numbers the glossary does not state, switched per campaign through the table
//! rules and read where they are played.

use serde_json::json;
use tablekeep_api::ErrorKind;

use crate::draw_steel_heroes::{bulwark_build, new_hero, starter};
use crate::{call, desk, ok};

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

/// "Characteristic": each score ranges from −5 to +5, and the glossary says no more; how high a
/// hero may be built is the campaign's creation table rule. By default a level 1 hero with
/// Might +5 is refused, naming the rule, and nothing is saved; +2 is accepted.
#[test]
fn characteristic_a_level_one_hero_is_built_within_the_campaigns_creation_rule() {
    let (_dir, mut desk) = desk();
    starter(&mut desk);
    let id = new_hero(&mut desk, "Strongarm");
    let mut build = bulwark_build(&mut desk, 1);
    build["characteristics"]["might"] = json!(5);
    let err = call(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build.clone() }),
    )
    .expect_err("+5 at level 1 is past the creation rule");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(err.field.as_deref(), Some("build.characteristics"));
    assert!(
        err.message.contains("Might +5 is above +2")
            && err
                .message
                .contains("How high a hero's characteristics may be when built"),
        "{}",
        err.message
    );
    let refused_preview = call(
        &mut desk,
        "draw_steel_preview_hero",
        json!({ "build": build.clone() }),
    )
    .expect_err("the builder's preview says the same");
    assert_eq!(refused_preview.message, err.message);
    // Nothing was saved: the character still has no build.
    assert!(call(&mut desk, "draw_steel_hero", json!({ "characterId": id })).is_err());

    // At level 10 the same +5 is within the rule.
    let mut top = bulwark_build(&mut desk, 10);
    top["characteristics"]["might"] = json!(5);
    ok(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": top }),
    );
}

/// `draw_steel.characteristic_limit` option `glossary_range`: only the glossary's −5..+5
/// bound, so the level 1 hero with Might +5 the default refuses is built; +6 is still refused
/// by the glossary's own bound.
#[test]
fn table_rule_characteristic_limit_glossary_range() {
    let (_dir, mut desk) = desk();
    starter(&mut desk);
    let id = new_hero(&mut desk, "Strongarm");
    let mut build = bulwark_build(&mut desk, 1);
    build["characteristics"]["might"] = json!(5);
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "draw_steel.characteristic_limit", "option": "glossary_range" }),
    );
    let built = ok(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build.clone() }),
    );
    assert_eq!(built["build"]["characteristics"]["might"], 5, "{built}");
    build["characteristics"]["might"] = json!(6);
    let err = call(
        &mut desk,
        "draw_steel_build_hero",
        json!({ "characterId": id, "build": build }),
    )
    .expect_err("+6 is past the glossary");
    assert!(err.message.contains("−5 to +5"), "{}", err.message);
}
