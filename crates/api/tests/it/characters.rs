use serde_json::json;
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

#[test]
fn create_edit_undo_and_delete_a_character() {
    let (_dir, mut desk) = desk();
    let created = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": " Maren ", "tags": ["Hero", "hero", "Sailor"], "notes": "Lost an eye." }),
    );
    let id = created["id"].clone();
    assert_eq!(created["name"], "Maren");
    assert_eq!(created["tags"], json!(["hero", "sailor"]));
    assert_eq!(created["revision"], 1);
    assert_eq!(created["canUndo"], false);

    let edited = ok(
        &mut desk,
        "update_character",
        json!({ "id": id, "expectedRevision": 1, "notes": "Lost an eye at Cinder Pass." }),
    );
    assert_eq!(edited["revision"], 2);
    assert_eq!(edited["canUndo"], true);
    assert_eq!(edited["name"], "Maren", "fields not in the patch stay");

    // An edit that changes nothing records no revision.
    let same = ok(
        &mut desk,
        "update_character",
        json!({ "id": id, "notes": "Lost an eye at Cinder Pass." }),
    );
    assert_eq!(same["revision"], 2);

    // A stale form is refused.
    let err = call(
        &mut desk,
        "update_character",
        json!({ "id": id, "expectedRevision": 1, "name": "Mara" }),
    )
    .expect_err("stale");
    assert_eq!(err.kind, ErrorKind::Conflict);

    let undone = ok(&mut desk, "undo_character_edit", json!({ "id": id }));
    assert_eq!(undone["notes"], "Lost an eye.");
    assert_eq!(undone["revision"], 1);
    let err =
        call(&mut desk, "undo_character_edit", json!({ "id": id })).expect_err("nothing to undo");
    assert_eq!(err.kind, ErrorKind::Conflict);

    let deleted = ok(&mut desk, "delete_character", json!({ "id": id }));
    assert_eq!(deleted["name"], "Maren");
    let err = call(&mut desk, "get_character", json!({ "id": id })).expect_err("gone");
    assert_eq!(err.kind, ErrorKind::NotFound);
}

#[test]
fn search_by_name_and_filter_by_tag_system_and_kind() {
    let (_dir, mut desk) = desk();
    for (system, kind, name, tags) in [
        ("fated_hand", "pc", "Maren", json!(["hero"])),
        (
            "draw_steel",
            "npc",
            "Lord Ashgrave",
            json!(["villain", "noble"]),
        ),
        ("draw_steel", "pc", "Ashe", json!([])),
        ("clockwork", "npc", "Tinker Bram", json!(["merchant"])),
    ] {
        ok(
            &mut desk,
            "create_character",
            json!({ "system": system, "kind": kind, "name": name, "tags": tags }),
        );
    }
    let names = |result: serde_json::Value| -> Vec<String> {
        result
            .as_array()
            .expect("array")
            .iter()
            .map(|c| c["name"].as_str().expect("name").to_owned())
            .collect()
    };
    assert_eq!(
        names(ok(&mut desk, "list_characters", json!({ "search": "ash" }))),
        ["Ashe", "Lord Ashgrave"]
    );
    assert_eq!(
        names(ok(
            &mut desk,
            "list_characters",
            json!({ "tag": "Villain" })
        )),
        ["Lord Ashgrave"]
    );
    assert_eq!(
        names(ok(
            &mut desk,
            "list_characters",
            json!({ "system": "draw_steel", "kind": "pc" })
        )),
        ["Ashe"]
    );
    assert_eq!(
        names(ok(&mut desk, "list_characters", json!({ "kind": "npc" }))),
        ["Lord Ashgrave", "Tinker Bram"]
    );
    assert_eq!(
        names(ok(&mut desk, "list_characters", json!({ "search": "   " }))).len(),
        4,
        "blank search lists all"
    );
    let tags = ok(&mut desk, "list_tags", json!({}));
    assert_eq!(
        tags,
        json!([
            { "tag": "hero", "count": 1 }, { "tag": "merchant", "count": 1 },
            { "tag": "noble", "count": 1 }, { "tag": "villain", "count": 1 }
        ])
    );
}

#[test]
fn bad_input_is_refused_with_a_typed_error() {
    let (_dir, mut desk) = desk();
    let cases = [
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "pc", "name": "" }),
            ErrorKind::InvalidInput,
            Some("name"),
        ),
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "pc", "name": "x".repeat(101) }),
            ErrorKind::InvalidInput,
            Some("name"),
        ),
        (
            "create_character",
            json!({ "system": "dnd5e", "kind": "pc", "name": "Bob" }),
            ErrorKind::InvalidInput,
            None,
        ),
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "boss", "name": "Bob" }),
            ErrorKind::InvalidInput,
            None,
        ),
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "pc", "name": "Bob", "level": 3 }),
            ErrorKind::InvalidInput,
            None,
        ),
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "pc", "name": "Bob", "tags": ["a,b"] }),
            ErrorKind::InvalidInput,
            Some("tags"),
        ),
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "pc", "name": "Bob", "notes": "n".repeat(100_001) }),
            ErrorKind::InvalidInput,
            Some("notes"),
        ),
        (
            "create_character",
            json!([1, 2]),
            ErrorKind::InvalidInput,
            None,
        ),
        (
            "get_character",
            json!({ "id": 4242 }),
            ErrorKind::NotFound,
            None,
        ),
        (
            "get_character",
            json!({ "id": "seven" }),
            ErrorKind::InvalidInput,
            None,
        ),
        (
            "update_character",
            json!({ "id": 4242, "name": "Ghost" }),
            ErrorKind::NotFound,
            None,
        ),
        (
            "delete_character",
            json!({ "id": 4242 }),
            ErrorKind::NotFound,
            None,
        ),
        (
            "list_systems",
            json!({ "unexpected": true }),
            ErrorKind::InvalidInput,
            None,
        ),
        (
            "rename_campaign",
            json!({ "name": "  " }),
            ErrorKind::InvalidInput,
            Some("name"),
        ),
        ("summon_dragon", json!({}), ErrorKind::UnknownCommand, None),
    ];
    let before = ok(&mut desk, "campaign_info", json!({}));
    for (command, args, kind, field) in cases {
        let err = call(&mut desk, command, args.clone())
            .expect_err(&format!("{command} {args} must fail"));
        assert_eq!(err.kind, kind, "{command} {args}: {}", err.message);
        assert_eq!(err.field.as_deref(), field, "{command} {args}");
        assert!(
            err.message.ends_with('.'),
            "messages are sentences: {}",
            err.message
        );
    }
    let after = ok(&mut desk, "campaign_info", json!({}));
    assert_eq!(before, after, "refused commands change nothing");
}

#[test]
fn systems_are_listed_with_summaries() {
    let (_dir, mut desk) = desk();
    let systems = ok(&mut desk, "list_systems", json!({}));
    let names: Vec<&str> = systems
        .as_array()
        .expect("array")
        .iter()
        .map(|s| s["name"].as_str().expect("name"))
        .collect();
    assert_eq!(
        names,
        [
            "Fated Hand",
            "Draw Steel",
            "A Game of Bastards",
            "Lytharian Chess",
            "ClockWork"
        ]
    );
    assert!(systems
        .as_array()
        .expect("array")
        .iter()
        .all(|s| s["summary"].as_str().is_some_and(|t| t.len() > 20)));
    let ready: Vec<bool> = systems
        .as_array()
        .expect("array")
        .iter()
        .map(|s| s["ready"].as_bool().expect("ready"))
        .collect();
    assert_eq!(ready, [true, true, true, false, true]);
}

#[test]
fn a_character_of_a_system_still_coming_is_refused_and_nothing_is_stored() {
    let (_dir, mut desk) = desk();
    let before = ok(&mut desk, "list_characters", json!({}));
    for system in ["lytharian_chess"] {
        let refused = call(
            &mut desk,
            "create_character",
            json!({ "system": system, "kind": "pc", "name": "Wenna" }),
        )
        .expect_err("not made yet");
        assert_eq!(refused.kind, ErrorKind::InvalidInput);
        assert_eq!(refused.field.as_deref(), Some("system"));
        assert!(
            refused.message.contains("coming in a later version"),
            "{}",
            refused.message
        );
    }
    assert_eq!(ok(&mut desk, "list_characters", json!({})), before);
}

#[test]
fn a_long_list_is_read_page_by_page_in_name_order_with_the_total() {
    let (_dir, mut desk) = desk();
    // Names that tie once folded ("ada" twice) and sort apart from their ids.
    for name in ["Cora", "ada", "Bram", "Ada", "dov", "Eli", "bram the elder"] {
        ok(
            &mut desk,
            "create_character",
            json!({ "system": "fated_hand", "kind": "npc", "name": name }),
        );
    }
    ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Abel" }),
    );
    let whole: Vec<String> = ok(&mut desk, "list_characters", json!({ "kind": "npc" }))
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap().to_owned())
        .collect();
    let mut paged = Vec::new();
    let mut after = serde_json::Value::Null;
    loop {
        let mut query = json!({ "kind": "npc", "limit": 3 });
        if !after.is_null() {
            query["after"] = after.clone();
        }
        let page = ok(&mut desk, "list_characters_page", query);
        assert_eq!(
            page["total"], 7,
            "the total counts every match, not the page"
        );
        let rows = page["characters"].as_array().unwrap();
        assert!(rows.len() <= 3);
        paged.extend(rows.iter().map(|c| c["name"].as_str().unwrap().to_owned()));
        let last = rows.last().unwrap();
        after = json!({ "id": last["id"], "name": last["name"] });
        if page["more"] == false {
            break;
        }
    }
    assert_eq!(paged, whole, "the pages put together are the whole list");
    assert_eq!(paged.len(), 7);

    let searched = ok(
        &mut desk,
        "list_characters_page",
        json!({ "search": "BRAM", "limit": 1 }),
    );
    assert_eq!(searched["total"], 2);
    assert_eq!(searched["more"], true);
    assert_eq!(searched["characters"][0]["name"], "Bram");

    for limit in [0, 501] {
        let err = call(&mut desk, "list_characters_page", json!({ "limit": limit }))
            .expect_err("a page of 1 to 500 rows");
        assert_eq!(err.kind, ErrorKind::InvalidInput);
    }
}
