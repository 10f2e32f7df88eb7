//! A Game of Bastards' monsters kept in the campaign: generated as the generator does, refused
//! (banned advantage, wrong count) with nothing kept, and read the same after the party
//! advances (the party's traits are kept as they stood).

use serde_json::json;
use tablekeep_api::ErrorKind;

use crate::game_of_bastards::wenna_build;
use crate::{call, desk, ok};

#[test]
fn a_monster_is_kept_with_the_party_as_it_stood_and_a_banned_pick_keeps_nothing() {
    let (_dir, mut desk) = desk();
    let wenna = ok(
        &mut desk,
        "create_character",
        json!({ "system": "game_of_bastards", "kind": "pc", "name": "Wenna",
                "creation": { "system": "game_of_bastards", "build": wenna_build() } }),
    )["id"]
        .as_i64()
        .expect("id");
    let request = |advantages: serde_json::Value| {
        json!({ "name": "The Hollow Stag", "notes": "antlers of bone",
                "monster": { "party": [wenna], "card": { "rank": 7, "suit": "clubs" },
                             "advantages": advantages } })
    };
    // Defensive Stance is on the monsters' ban list.
    let error = call(
        &mut desk,
        "game_of_bastards_save_monster",
        request(json!(["dodge", "lunge", "defensive_stance"])),
    )
    .expect_err("banned");
    assert_eq!(error.kind, ErrorKind::InvalidInput);
    assert_eq!(error.field.as_deref(), Some("monster.advantages"));
    assert!(
        error
            .message
            .contains("Monsters cannot have Defensive Stance"),
        "{}",
        error.message
    );
    assert_eq!(
        ok(&mut desk, "game_of_bastards_monsters", json!({})),
        json!([])
    );

    let kept = ok(
        &mut desk,
        "game_of_bastards_save_monster",
        request(json!(["dodge", "lunge", "eagle_eyes"])),
    );
    assert_eq!(kept["monster"]["power"]["value"], 3, "Wenna's Body 3");
    assert_eq!(kept["monster"]["powerPool"]["value"], 30);
    assert_eq!(kept["notes"], "antlers of bone");

    // Wenna grows stronger; the kept monster does not.
    ok(
        &mut desk,
        "game_of_bastards_record",
        json!({ "characterId": wenna, "event": { "kind": "time_passed" } }),
    );
    ok(
        &mut desk,
        "game_of_bastards_spend",
        json!({ "characterId": wenna, "purchase": { "kind": "trait", "trait": "body" } }),
    );
    let list = ok(&mut desk, "game_of_bastards_monsters", json!({}));
    assert_eq!(list[0]["name"], "The Hollow Stag");
    assert_eq!(list[0]["monster"]["power"]["value"], 3);
}
