use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CharacterFilter, StoreError};

use crate::{at, campaign, pc};

#[test]
fn edits_keep_revisions_and_undo_restores_the_previous_one() {
    let (_dir, _path, mut store) = campaign();
    let created = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    assert_eq!(created.revision, 1);

    let mut renamed = created.fields.clone();
    renamed.name = "Maren the Bold".to_owned();
    renamed.tags = vec!["hero".to_owned(), "captain".to_owned()];
    let edited = store
        .update_character(created.id, created.revision, &renamed, at(2))
        .expect("update");
    assert_eq!(edited.revision, 2);
    assert_eq!(edited.fields, renamed);

    let undone = store.undo_character_edit(created.id, at(3)).expect("undo");
    assert_eq!(undone.revision, 1);
    assert_eq!(undone.fields, created.fields);
    assert_eq!(undone.updated_at, "2026-03-14T19:03:00.000Z");
    // The tag index follows the restored state.
    let captains = store
        .list_characters(&CharacterFilter {
            tag: Some("captain".to_owned()),
            ..Default::default()
        })
        .expect("list");
    assert!(captains.is_empty());

    let err = store
        .undo_character_edit(created.id, at(4))
        .expect_err("nothing left");
    assert!(matches!(err, StoreError::Conflict(_)), "{err:?}");
}

#[test]
fn list_filters_by_name_tag_system_and_kind() {
    let (_dir, _path, mut store) = campaign();
    store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let mut villain = pc("Lord Ashgrave");
    villain.kind = CharacterKind::Npc;
    villain.system = SystemId::DrawSteel;
    villain.tags = vec!["villain".to_owned()];
    store.insert_character(&villain, at(2)).expect("insert");
    store
        .insert_character(&pc("Ásgeir"), at(3))
        .expect("insert");

    let names = |filter: CharacterFilter| -> Vec<String> {
        store
            .list_characters(&filter)
            .expect("list")
            .into_iter()
            .map(|c| c.name)
            .collect()
    };
    assert_eq!(
        names(CharacterFilter::default()),
        ["Lord Ashgrave", "Maren", "Ásgeir"]
    );
    assert_eq!(
        names(CharacterFilter {
            name_contains: Some("ASH".into()),
            ..Default::default()
        }),
        ["Lord Ashgrave"]
    );
    assert_eq!(
        names(CharacterFilter {
            name_contains: Some("ásg".into()),
            ..Default::default()
        }),
        ["Ásgeir"]
    );
    assert_eq!(
        names(CharacterFilter {
            tag: Some("villain".into()),
            ..Default::default()
        }),
        ["Lord Ashgrave"]
    );
    assert_eq!(
        names(CharacterFilter {
            system: Some(SystemId::FatedHand),
            ..Default::default()
        }),
        ["Maren", "Ásgeir"]
    );
    assert_eq!(
        names(CharacterFilter {
            kind: Some(CharacterKind::Npc),
            ..Default::default()
        }),
        ["Lord Ashgrave"]
    );
    assert_eq!(
        store.tag_counts().expect("tags"),
        [("hero".to_owned(), 2), ("villain".to_owned(), 1)]
    );
}

#[test]
fn deleting_removes_revisions_tags_and_memberships() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let party = store.insert_party("Wayfarers", at(2)).expect("party");
    store
        .add_party_member(party.id, maren.id, at(3))
        .expect("join");
    store.delete_character(maren.id).expect("delete");
    assert!(matches!(
        store.character(maren.id),
        Err(StoreError::NotFound {
            entity: "character",
            ..
        })
    ));
    assert!(store.party(party.id).expect("party").members.is_empty());
    assert!(store.tag_counts().expect("tags").is_empty());
    assert!(matches!(
        store.delete_character(maren.id),
        Err(StoreError::NotFound { .. })
    ));
}

#[test]
fn an_npc_edit_leaves_its_parties() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let party = store.insert_party("Wayfarers", at(2)).expect("party");
    store
        .add_party_member(party.id, maren.id, at(3))
        .expect("join");
    let mut npc = maren.fields.clone();
    npc.kind = CharacterKind::Npc;
    let edited = store
        .update_character(maren.id, maren.revision, &npc, at(4))
        .expect("update");
    assert!(edited.parties.is_empty());
}

#[test]
fn update_characters_writes_all_or_nothing() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let ivo = store.insert_character(&pc("Ivo"), at(2)).expect("insert");
    let mut maren_fields = maren.fields.clone();
    maren_fields.notes = "3 victories".to_owned();
    let mut ivo_fields = ivo.fields.clone();
    ivo_fields.notes = "2 victories".to_owned();

    // A missing character in the batch refuses the whole batch.
    let err = store
        .update_characters(
            &[
                (maren.id, 1, maren_fields.clone()),
                (9999, 1, ivo_fields.clone()),
            ],
            at(3),
        )
        .expect_err("missing");
    assert!(
        matches!(err, StoreError::NotFound { id: 9999, .. }),
        "{err:?}"
    );
    assert_eq!(store.character(maren.id).expect("read"), maren);

    let updated = store
        .update_characters(
            &[
                (maren.id, maren.revision, maren_fields.clone()),
                (ivo.id, ivo.revision, ivo_fields.clone()),
            ],
            at(4),
        )
        .expect("update");
    assert_eq!(updated.len(), 2);
    assert_eq!(updated[0].fields, maren_fields);
    assert_eq!(updated[0].revision, 2);
    assert_eq!(updated[1].fields, ivo_fields);
    assert_eq!(updated[1].revision, 2);
    // Each keeps its own undo step.
    let undone = store.undo_character_edit(ivo.id, at(5)).expect("undo");
    assert_eq!(undone.fields, ivo.fields);
}

#[test]
fn a_write_computed_from_a_stale_revision_is_refused_and_changes_nothing() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let mut first = maren.fields.clone();
    first.notes = "first window".to_owned();
    let edited = store
        .update_character(maren.id, maren.revision, &first, at(2))
        .expect("update");
    // A second window still holds revision 1.
    let mut second = maren.fields.clone();
    second.notes = "second window".to_owned();
    let err = store
        .update_character(maren.id, maren.revision, &second, at(3))
        .expect_err("stale");
    assert!(matches!(err, StoreError::Conflict(_)), "{err:?}");
    let batch = store
        .update_characters(&[(maren.id, maren.revision, second)], at(3))
        .expect_err("stale batch");
    assert!(matches!(batch, StoreError::Conflict(_)), "{batch:?}");
    assert_eq!(store.character(maren.id).expect("read"), edited);
}

#[test]
fn the_data_version_travels_with_the_data_through_edits_and_undo() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    assert_eq!(maren.fields.rules_version, 1);
    let mut upgraded = maren.fields.clone();
    upgraded.data = r#"{"format":2}"#.to_owned();
    upgraded.rules_version = 2;
    let edited = store
        .update_character(maren.id, maren.revision, &upgraded, at(2))
        .expect("update");
    assert_eq!(edited.fields.rules_version, 2);
    assert_eq!(
        store.newest_data_versions().expect("versions"),
        [(SystemId::FatedHand, 2)]
    );
    let undone = store.undo_character_edit(maren.id, at(3)).expect("undo");
    assert_eq!(
        undone.fields.rules_version, 1,
        "the old data keeps its old version"
    );
    assert_eq!(undone.fields.data, "{}");
}
