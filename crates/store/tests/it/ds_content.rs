use tablekeep_store::{DsContentFilter, StoreError};

use crate::{at, bytes, campaign};

const GOBLIN: &str = r#"{"kind":"monster","data":{"name":"Goblin Sniper"}}"#;
const BRUTE: &str = r#"{"kind":"monster","data":{"name":"Ogre Brute"}}"#;
const SLASH: &str = r#"{"kind":"ability","data":{"name":"Gob Slash"}}"#;

#[test]
fn content_is_inserted_listed_by_kind_and_name_updated_and_deleted() {
    let (_dir, _path, mut store) = campaign();
    let goblin = store
        .insert_ds_content("monster", "Goblin Sniper", GOBLIN, at(1))
        .expect("insert");
    assert_eq!(goblin.kind, "monster");
    assert_eq!(goblin.data, GOBLIN);
    assert_eq!(goblin.created_at, goblin.updated_at);
    let ogre = store
        .insert_ds_content("monster", "Ogre Brute", BRUTE, at(2))
        .expect("insert");
    let slash = store
        .insert_ds_content("ability", "Gob Slash", SLASH, at(3))
        .expect("insert");

    assert_eq!(
        names(&store, DsContentFilter::default()),
        ["Gob Slash", "Goblin Sniper", "Ogre Brute"]
    );
    assert_eq!(
        names(
            &store,
            DsContentFilter {
                kind: Some("monster".to_owned()),
                ..DsContentFilter::default()
            }
        ),
        ["Goblin Sniper", "Ogre Brute"]
    );
    assert_eq!(
        names(
            &store,
            DsContentFilter {
                name_contains: Some("GOB".to_owned()),
                ..DsContentFilter::default()
            }
        ),
        ["Gob Slash", "Goblin Sniper"]
    );
    assert_eq!(
        names(
            &store,
            DsContentFilter {
                kind: Some("ability".to_owned()),
                name_contains: Some("sniper".to_owned()),
            }
        ),
        Vec::<String>::new()
    );

    let renamed = r#"{"kind":"monster","data":{"name":"Aardvark Brute"}}"#;
    let updated = store
        .update_ds_content(ogre.id, "monster", "Aardvark Brute", renamed, at(4))
        .expect("update");
    assert_eq!(updated.created_at, ogre.created_at);
    assert_ne!(updated.updated_at, ogre.updated_at);
    assert_eq!(updated.data, renamed);
    assert_eq!(
        names(
            &store,
            DsContentFilter {
                name_contains: Some("brute".to_owned()),
                ..DsContentFilter::default()
            }
        ),
        ["Aardvark Brute"],
        "the folded name follows a rename"
    );

    store.delete_ds_content(slash.id).expect("delete");
    assert!(matches!(
        store.ds_content(slash.id),
        Err(StoreError::NotFound { id, .. }) if id == slash.id
    ));
    assert_eq!(
        names(&store, DsContentFilter::default()),
        ["Aardvark Brute", "Goblin Sniper"]
    );
    assert_eq!(store.ds_content(goblin.id).expect("get"), goblin);
}

#[test]
fn refused_content_writes_change_nothing() {
    let (_dir, path, mut store) = campaign();
    let goblin = store
        .insert_ds_content("monster", "Goblin Sniper", GOBLIN, at(1))
        .expect("insert");
    let before = bytes(&path);

    let kind_change = store.update_ds_content(goblin.id, "ability", "Gob Slash", SLASH, at(2));
    assert!(
        matches!(&kind_change, Err(StoreError::Conflict(message)) if message.contains("a monster")),
        "{kind_change:?}"
    );
    assert!(matches!(
        store.update_ds_content(99, "monster", "Ogre", BRUTE, at(2)),
        Err(StoreError::NotFound { id: 99, .. })
    ));
    assert!(matches!(
        store.delete_ds_content(99),
        Err(StoreError::NotFound { id: 99, .. })
    ));
    assert!(
        matches!(
            store.insert_ds_content("spell", "Fireball", "{}", at(2)),
            Err(StoreError::Sqlite(_))
        ),
        "the schema refuses an unknown kind"
    );
    assert!(
        matches!(
            store.insert_ds_content("monster", "Ogre", "{not json", at(2)),
            Err(StoreError::Sqlite(_))
        ),
        "the schema refuses data that is not JSON"
    );
    assert_eq!(bytes(&path), before);
    assert_eq!(store.ds_content(goblin.id).expect("get"), goblin);
}

fn names(store: &tablekeep_store::CampaignStore, filter: DsContentFilter) -> Vec<String> {
    store
        .list_ds_content(&filter)
        .expect("list")
        .into_iter()
        .map(|row| row.name)
        .collect()
}
