//! `search_campaign`: one search box over the whole campaign.

use serde_json::json;
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

#[test]
fn search_campaign_groups_what_it_finds_by_kind() {
    let (_dir, mut desk) = desk();
    ok(
        &mut desk,
        "create_character",
        json!({ "system": "draw_steel", "kind": "pc", "name": "Brannoc Vell" }),
    );
    ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "npc", "name": "Sergeant Vell", "tags": ["watch"], "notes": "Saw the bog ambush." }),
    );
    ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 4: the Vell estate" }),
    );

    let found = ok(&mut desk, "search_campaign", json!({ "text": "ve" }));
    let groups: Vec<(&str, Vec<&str>)> = found["groups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| {
            (
                g["label"].as_str().unwrap(),
                g["hits"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|h| h["title"].as_str().unwrap())
                    .collect(),
            )
        })
        .collect();
    assert_eq!(groups.len(), 3, "{found}");
    for (label, titles) in [
        ("Player characters", vec!["Brannoc Vell"]),
        ("NPCs", vec!["Sergeant Vell"]),
        ("Sessions", vec!["Session 4: the Vell estate"]),
    ] {
        assert!(
            groups.contains(&(label, titles.clone())),
            "{label}: {groups:?}"
        );
    }
    assert_eq!(found["more"], false);

    let notes = ok(&mut desk, "search_campaign", json!({ "text": "bog" }));
    assert_eq!(
        notes["groups"][0]["hits"][0]["excerpt"],
        "watch Saw the [bog] ambush."
    );
    let limited = ok(
        &mut desk,
        "search_campaign",
        json!({ "text": "ve", "limit": 1 }),
    );
    assert_eq!(limited["more"], true);
    let nothing = ok(&mut desk, "search_campaign", json!({ "text": "  " }));
    assert_eq!(nothing["groups"], json!([]));
}

#[test]
fn search_campaign_refuses_bad_limits_and_long_text() {
    let (_dir, mut desk) = desk();
    for (args, field) in [
        (json!({ "text": "ve", "limit": 0 }), "limit"),
        (json!({ "text": "ve", "limit": 201 }), "limit"),
        (json!({ "text": "x".repeat(201) }), "text"),
    ] {
        let err = call(&mut desk, "search_campaign", args).unwrap_err();
        assert_eq!(err.kind, ErrorKind::InvalidInput);
        assert_eq!(err.field.as_deref(), Some(field));
    }
}
