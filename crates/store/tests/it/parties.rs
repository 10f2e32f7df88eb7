use tablekeep_rules::CharacterKind;
use tablekeep_store::StoreError;

use crate::{at, campaign, pc};

#[test]
fn parties_hold_player_characters_only() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let mut npc_fields = pc("Old Tobin");
    npc_fields.kind = CharacterKind::Npc;
    let tobin = store.insert_character(&npc_fields, at(2)).expect("insert");
    let party = store.insert_party("Wayfarers", at(3)).expect("party");

    let joined = store
        .add_party_member(party.id, maren.id, at(4))
        .expect("join");
    assert_eq!(
        joined
            .members
            .iter()
            .map(|m| m.name.as_str())
            .collect::<Vec<_>>(),
        ["Maren"]
    );
    let err = store
        .add_party_member(party.id, tobin.id, at(5))
        .expect_err("npc refused");
    assert!(err.to_string().contains("Old Tobin is an NPC"), "{err}");
    assert_eq!(
        store.character(maren.id).expect("get").parties,
        [(party.id, "Wayfarers".to_owned())]
    );

    let left = store
        .remove_party_member(party.id, maren.id)
        .expect("leave");
    assert!(left.members.is_empty());
    assert!(matches!(
        store.remove_party_member(party.id, maren.id),
        Err(StoreError::Conflict(_))
    ));
    assert!(matches!(
        store.add_party_member(999, maren.id, at(6)),
        Err(StoreError::NotFound {
            entity: "party",
            ..
        })
    ));
}

#[test]
fn parties_are_listed_by_name_and_can_be_renamed_and_disbanded() {
    let (_dir, _path, mut store) = campaign();
    let b = store.insert_party("bravo", at(1)).expect("party");
    store.insert_party("Alpha", at(2)).expect("party");
    let names = |store: &tablekeep_store::CampaignStore| -> Vec<String> {
        store
            .parties()
            .expect("parties")
            .into_iter()
            .map(|p| p.name)
            .collect()
    };
    assert_eq!(names(&store), ["Alpha", "bravo"]);
    store.rename_party(b.id, "Charlie").expect("rename");
    assert_eq!(names(&store), ["Alpha", "Charlie"]);
    store.delete_party(b.id).expect("delete");
    assert_eq!(names(&store), ["Alpha"]);
}
