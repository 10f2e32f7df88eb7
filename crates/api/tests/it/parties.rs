use serde_json::json;
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

#[test]
fn group_player_characters_into_a_party() {
    let (_dir, mut desk) = desk();
    let maren = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Maren" }),
    )["id"]
        .clone();
    let ashe = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Ashe" }),
    )["id"]
        .clone();
    let tobin = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "npc", "name": "Tobin" }),
    )["id"]
        .clone();
    let party = ok(
        &mut desk,
        "create_party",
        json!({ "name": "The Wayfarers" }),
    )["id"]
        .clone();

    ok(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": maren }),
    );
    let view = ok(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": ashe }),
    );
    let members: Vec<&str> = view["members"]
        .as_array()
        .expect("members")
        .iter()
        .map(|m| m["name"].as_str().expect("name"))
        .collect();
    assert_eq!(members, ["Ashe", "Maren"]);

    let err = call(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": tobin }),
    )
    .expect_err("npc");
    assert_eq!(err.kind, ErrorKind::Conflict);
    let err = call(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": maren }),
    )
    .expect_err("twice");
    assert_eq!(err.kind, ErrorKind::Conflict);

    let sheet = ok(&mut desk, "get_character", json!({ "id": maren }));
    assert_eq!(
        sheet["parties"],
        json!([{ "id": party, "name": "The Wayfarers" }])
    );

    let view = ok(
        &mut desk,
        "remove_from_party",
        json!({ "partyId": party, "characterId": maren }),
    );
    assert_eq!(view["members"].as_array().expect("members").len(), 1);
    ok(
        &mut desk,
        "rename_party",
        json!({ "id": party, "name": "Wayfarers Reborn" }),
    );
    assert_eq!(
        ok(&mut desk, "list_parties", json!({}))[0]["name"],
        "Wayfarers Reborn"
    );
    ok(&mut desk, "delete_party", json!({ "id": party }));
    assert_eq!(ok(&mut desk, "list_parties", json!({})), json!([]));
    assert_eq!(
        ok(&mut desk, "get_character", json!({ "id": ashe }))["parties"],
        json!([])
    );
}
