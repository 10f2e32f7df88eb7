//! A refused command changes nothing in the campaign file.

use serde_json::json;
use tablekeep_api::registry::call;

use crate::{desk_at, dump};

#[test]
fn refused_commands_leave_the_file_unchanged() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut desk = desk_at(dir.path());
    let maren = call(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Maren" }),
    )
    .expect("create")["id"]
        .clone();
    let tobin = call(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "npc", "name": "Tobin" }),
    )
    .expect("create")["id"]
        .clone();
    let party = call(&mut desk, "create_party", json!({ "name": "Wayfarers" })).expect("party")
        ["id"]
        .clone();
    call(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": maren }),
    )
    .expect("join");
    let ogre = json!({ "kind": "monster", "data": {
        "name": "Ogre", "level": 2, "role": "Brute", "stamina": 40, "speed": 5, "size": "2",
        "stability": 2, "freeStrike": 5,
        "characteristics": { "might": 2, "agility": 0, "reason": -1, "intuition": 0, "presence": 1 }
    } });
    let monster = call(
        &mut desk,
        "draw_steel_save_content",
        json!({ "content": ogre }),
    )
    .expect("save content")["id"]
        .clone();
    let gatekeeper = call(
        &mut desk,
        "clockwork_quick_npc",
        json!({ "name": "Gatekeeper", "species": "ogres", "premade": 5 }),
    )
    .expect("quick npc")["id"]
        .clone();
    let unspent_build = json!({
        "spread": {}, "species": "humans", "speciesBonusSkills": ["will", "soul"],
        "bonusSkill": "agility", "foci": [],
        "resistancePoints": { "ballistic": 2, "blunt": 2, "energy": 2, "piercing": 2, "slashing": 2, "explosive": 2 }
    });
    // Shared documents, tampered: a history that breaks the rules, a pack whose second piece
    // the content validation refuses (after a first that would be added).
    let mut shared = call(&mut desk, "export_character", json!({ "id": maren })).expect("export");
    shared["systemData"]["ledger"] = json!([{
        "entry": { "kind": "advanced", "perk": "quiet_study" }, "recordedAt": "2026-01-01T00:00:00Z"
    }]);
    let mut pack = call(
        &mut desk,
        "export_content_pack",
        json!({ "system": "draw_steel" }),
    )
    .expect("export");
    let mut troll = pack["content"]["pieces"][0].clone();
    troll["content"]["data"]["name"] = json!("Troll");
    let mut broken = pack["content"]["pieces"][0].clone();
    broken["id"] = json!(99);
    broken["content"]["data"]["stamina"] = json!(0);
    pack["content"]["pieces"] = json!([troll, broken]);
    let mut newer = shared.clone();
    newer["formatVersion"] = json!(2);
    let path = dir.path().join("campaign.tablekeep");
    let before = dump(&path);

    let refused = [
        (
            "create_character",
            json!({ "system": "fated_hand", "kind": "pc", "name": "\t" }),
        ),
        (
            "create_character",
            json!({ "system": "warhammer", "kind": "pc", "name": "Karl" }),
        ),
        (
            "update_character",
            json!({ "id": maren, "name": "M".repeat(500) }),
        ),
        (
            "update_character",
            json!({ "id": maren, "expectedRevision": 7, "name": "Mara" }),
        ),
        (
            "update_character",
            json!({ "id": maren, "tags": ["ok", ""] }),
        ),
        ("undo_character_edit", json!({ "id": maren })),
        ("delete_character", json!({ "id": 777 })),
        (
            "add_to_party",
            json!({ "partyId": party, "characterId": tobin }),
        ),
        (
            "add_to_party",
            json!({ "partyId": party, "characterId": maren }),
        ),
        (
            "remove_from_party",
            json!({ "partyId": party, "characterId": tobin }),
        ),
        ("rename_party", json!({ "id": party, "name": "" })),
        ("rename_campaign", json!({ "name": "x".repeat(1000) })),
        (
            "open_campaign",
            json!({ "path": dir.path().join("missing.tablekeep") }),
        ),
        (
            "draw_steel_save_content",
            json!({ "content": { "kind": "ancestry", "data": { "name": " ", "size": "1M", "speed": 5 } } }),
        ),
        (
            "draw_steel_save_content",
            json!({ "id": monster, "content": { "kind": "ancestry", "data": { "name": "Ogre", "size": "1L", "speed": 5 } } }),
        ),
        (
            "draw_steel_save_content",
            json!({ "id": 777, "content": ogre }),
        ),
        (
            "draw_steel_save_content",
            json!({ "content": { "kind": "monster", "data": { "name": "Ogre" } } }),
        ),
        ("draw_steel_delete_content", json!({ "id": 777 })),
        (
            "create_character",
            json!({ "system": "clockwork", "kind": "pc", "name": "Cog",
                    "creation": { "system": "clockwork", "build": unspent_build } }),
        ),
        (
            "clockwork_quick_npc",
            json!({ "name": "Nobody", "species": "ogres", "premade": 9 }),
        ),
        (
            "build_character",
            json!({ "id": gatekeeper, "creation": { "system": "clockwork", "build": unspent_build } }),
        ),
        ("import_character", json!({ "document": shared })),
        ("import_character", json!({ "document": newer })),
        ("import_content_pack", json!({ "document": pack })),
    ];
    for (command, args) in refused {
        let result = call(&mut desk, command, args.clone());
        assert!(
            result.is_err(),
            "{command} {args} should be refused, got {result:?}"
        );
    }
    assert_eq!(dump(&path), before);
}
