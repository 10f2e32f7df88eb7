//! Draw Steel content through the command layer: save, list, get, check, refuse, delete.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

fn ogre_json() -> Value {
    json!({ "kind": "monster", "data": {
        "name": "  Ogre Smasher ", "level": 2, "role": "Brute", "stamina": 40, "speed": 5,
        "size": "2", "stability": 2, "freeStrike": 5,
        "characteristics": { "might": 2, "agility": 0, "reason": -1, "intuition": 0, "presence": 1 }
    } })
}

fn slash(name: &str) -> Value {
    json!({ "kind": "ability", "data": {
        "name": name, "keywords": ["melee", "strike", "weapon"], "action": "main_action",
        "distance": { "kind": "melee", "reach": 1 },
        "targets": { "kind": "creatures", "count": 2 },
        "roll": ["might"],
        "tiers": [
            { "effects": [{ "kind": "damage", "amount": 3 }] },
            { "effects": [{ "kind": "damage", "amount": 5 }] },
            { "effects": [{ "kind": "damage", "amount": 8 }] }
        ]
    } })
}

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|s| s["name"].as_str().expect("name"))
        .collect()
}

#[test]
fn content_is_saved_listed_with_summaries_read_edited_and_deleted() {
    let (_dir, mut desk) = desk();
    let ogre = ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": ogre_json() }),
    );
    let ogre_id = ogre["id"].as_i64().expect("id");
    assert_eq!(ogre["content"]["kind"], "monster");
    assert_eq!(
        ogre["content"]["data"]["name"], "Ogre Smasher",
        "the name is trimmed"
    );
    let slash = ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": slash("Cleaving Slash") }),
    );

    let all = ok(&mut desk, "draw_steel_list_content", json!({}));
    assert_eq!(names(&all), ["Cleaving Slash", "Ogre Smasher"]);
    assert_eq!(all[0]["kind"], "ability");
    assert_eq!(
        all[0]["summary"],
        "Main action · Melee 1 · 2 creatures · Might"
    );
    assert_eq!(all[1]["summary"], "Level 2 Brute · 40 Stamina · size 2");
    let monsters = ok(
        &mut desk,
        "draw_steel_list_content",
        json!({ "kind": "monster" }),
    );
    assert_eq!(names(&monsters), ["Ogre Smasher"]);
    let searched = ok(
        &mut desk,
        "draw_steel_list_content",
        json!({ "search": " CLEAV " }),
    );
    assert_eq!(names(&searched), ["Cleaving Slash"]);
    assert_eq!(
        ok(&mut desk, "draw_steel_list_content", json!(null)),
        all,
        "no arguments lists everything"
    );

    let got = ok(
        &mut desk,
        "draw_steel_get_content",
        json!({ "id": ogre_id }),
    );
    assert_eq!(got, ogre);

    let mut tougher = ogre_json();
    tougher["data"]["stamina"] = json!(60);
    let edited = ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "id": ogre_id, "content": tougher }),
    );
    assert_eq!(edited["id"], ogre_id);
    assert_eq!(edited["content"]["data"]["stamina"], 60);
    assert_eq!(edited["createdAt"], ogre["createdAt"]);
    let again = ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "id": ogre_id, "content": tougher }),
    );
    assert_eq!(again, edited, "saving unchanged content changes nothing");

    let left = ok(
        &mut desk,
        "draw_steel_delete_content",
        json!({ "id": slash["id"] }),
    );
    assert_eq!(names(&left), ["Ogre Smasher"]);
    assert_eq!(left[0]["summary"], "Level 2 Brute · 60 Stamina · size 2");
}

#[test]
fn check_lists_problems_and_saves_nothing() {
    let (_dir, mut desk) = desk();
    let problems = ok(
        &mut desk,
        "draw_steel_check_content",
        json!({ "content": slash("   ") }),
    );
    let problems = problems.as_array().expect("a list");
    assert!(!problems.is_empty());
    assert_eq!(problems[0]["field"], "name");
    assert!(problems[0]["message"]
        .as_str()
        .is_some_and(|m| !m.is_empty()));
    let fine = ok(
        &mut desk,
        "draw_steel_check_content",
        json!({ "content": slash("Cleaving Slash") }),
    );
    assert_eq!(fine, json!([]));
    let long = ok(
        &mut desk,
        "draw_steel_check_content",
        json!({ "content": slash(&"x".repeat(101)) }),
    );
    assert_eq!(long[0]["field"], "name", "a name must fit a list line");
    assert_eq!(
        ok(&mut desk, "draw_steel_list_content", json!({})),
        json!([])
    );
}

#[test]
fn refused_saves_name_their_problems_and_change_nothing() {
    let (_dir, mut desk) = desk();
    let ogre = ok(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": ogre_json() }),
    );
    let before = ok(&mut desk, "draw_steel_list_content", json!({}));

    let nameless = call(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": slash("") }),
    )
    .expect_err("a nameless ability is refused");
    assert_eq!(nameless.kind, ErrorKind::InvalidInput);
    assert_eq!(nameless.field.as_deref(), Some("name"));
    assert!(nameless.message.contains("name:"), "{}", nameless.message);

    let mut nameless_ogre = ogre_json();
    nameless_ogre["data"]["name"] = json!("");
    let refused_edit = call(
        &mut desk,
        "draw_steel_save_content",
        json!({ "id": ogre["id"], "content": nameless_ogre }),
    )
    .expect_err("a bad edit is refused");
    assert_eq!(refused_edit.field.as_deref(), Some("name"));

    let kind_change = call(
        &mut desk,
        "draw_steel_save_content",
        json!({ "id": ogre["id"], "content": slash("Cleaving Slash") }),
    )
    .expect_err("a monster cannot become an ability");
    assert_eq!(kind_change.kind, ErrorKind::InvalidInput);
    assert_eq!(kind_change.field.as_deref(), Some("kind"));
    assert!(kind_change.message.contains("a monster"));

    for (command, args) in [
        (
            "draw_steel_save_content",
            json!({ "id": 999, "content": ogre_json() }),
        ),
        ("draw_steel_get_content", json!({ "id": 999 })),
        ("draw_steel_delete_content", json!({ "id": 999 })),
    ] {
        let missing = call(&mut desk, command, args).expect_err("missing");
        assert_eq!(missing.kind, ErrorKind::NotFound, "{command}");
    }
    let malformed = call(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": { "kind": "spell", "data": { "name": "Fireball" } } }),
    )
    .expect_err("an unknown kind is not content");
    assert_eq!(malformed.kind, ErrorKind::InvalidInput);

    assert_eq!(ok(&mut desk, "draw_steel_list_content", json!({})), before);
    assert_eq!(
        ok(
            &mut desk,
            "draw_steel_get_content",
            json!({ "id": ogre["id"] })
        ),
        ogre
    );
}
