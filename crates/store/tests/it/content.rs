use tablekeep_rules::SystemId;
use tablekeep_store::{ContentFilter, NewContent, StoreError};

use crate::{at, bytes, campaign};

const GOBLIN: &str = r#"{"kind":"monster","data":{"name":"Goblin Sniper"}}"#;
const BRUTE: &str = r#"{"kind":"monster","data":{"name":"Ogre Brute"}}"#;
const SLASH: &str = r#"{"kind":"ability","data":{"name":"Gob Slash"}}"#;
const DS: SystemId = SystemId::DrawSteel;

fn new(kind: &str, name: &str, data: &str) -> NewContent {
    NewContent {
        kind: kind.to_owned(),
        name: name.to_owned(),
        data: data.to_owned(),
    }
}

#[test]
fn content_is_inserted_listed_by_kind_and_name_updated_and_deleted() {
    let (_dir, _path, mut store) = campaign();
    let goblin = store
        .insert_content(DS, &new("monster", "Goblin Sniper", GOBLIN), at(1))
        .expect("insert");
    assert_eq!(goblin.kind, "monster");
    assert_eq!(goblin.data, GOBLIN);
    assert_eq!(goblin.created_at, goblin.updated_at);
    let ogre = store
        .insert_content(DS, &new("monster", "Ogre Brute", BRUTE), at(2))
        .expect("insert");
    let slash = store
        .insert_content(DS, &new("ability", "Gob Slash", SLASH), at(3))
        .expect("insert");

    assert_eq!(
        names(&store, ContentFilter::default()),
        ["Gob Slash", "Goblin Sniper", "Ogre Brute"]
    );
    assert_eq!(
        names(
            &store,
            ContentFilter {
                kind: Some("monster".to_owned()),
                ..ContentFilter::default()
            }
        ),
        ["Goblin Sniper", "Ogre Brute"]
    );
    assert_eq!(
        names(
            &store,
            ContentFilter {
                name_contains: Some("GOB".to_owned()),
                ..ContentFilter::default()
            }
        ),
        ["Gob Slash", "Goblin Sniper"]
    );
    assert_eq!(
        names(
            &store,
            ContentFilter {
                kind: Some("ability".to_owned()),
                name_contains: Some("sniper".to_owned()),
            }
        ),
        Vec::<String>::new()
    );

    let renamed = r#"{"kind":"monster","data":{"name":"Aardvark Brute"}}"#;
    let updated = store
        .update_content(
            DS,
            ogre.id,
            &new("monster", "Aardvark Brute", renamed),
            at(4),
        )
        .expect("update");
    assert_eq!(updated.created_at, ogre.created_at);
    assert_ne!(updated.updated_at, ogre.updated_at);
    assert_eq!(updated.data, renamed);
    assert_eq!(
        names(
            &store,
            ContentFilter {
                name_contains: Some("brute".to_owned()),
                ..ContentFilter::default()
            }
        ),
        ["Aardvark Brute"],
        "the folded name follows a rename"
    );

    store.delete_content(DS, slash.id).expect("delete");
    assert!(matches!(
        store.content(DS, slash.id),
        Err(StoreError::NotFound { id, .. }) if id == slash.id
    ));
    assert_eq!(
        names(&store, ContentFilter::default()),
        ["Aardvark Brute", "Goblin Sniper"]
    );
    assert_eq!(store.content(DS, goblin.id).expect("get"), goblin);
}

#[test]
fn refused_content_writes_change_nothing() {
    let (_dir, path, mut store) = campaign();
    let goblin = store
        .insert_content(DS, &new("monster", "Goblin Sniper", GOBLIN), at(1))
        .expect("insert");
    let before = bytes(&path);

    let kind_change =
        store.update_content(DS, goblin.id, &new("ability", "Gob Slash", SLASH), at(2));
    assert!(
        matches!(&kind_change, Err(StoreError::Conflict(message)) if message.contains("a monster")),
        "{kind_change:?}"
    );
    assert!(matches!(
        store.update_content(DS, 99, &new("monster", "Ogre", BRUTE), at(2)),
        Err(StoreError::NotFound { id: 99, .. })
    ));
    assert!(matches!(
        store.delete_content(DS, 99),
        Err(StoreError::NotFound { id: 99, .. })
    ));
    assert!(
        matches!(
            store.update_content(
                SystemId::FatedHand,
                goblin.id,
                &new("monster", "Ogre", BRUTE),
                at(2)
            ),
            Err(StoreError::NotFound { .. })
        ),
        "another system's piece is not there for this system"
    );
    assert!(
        matches!(
            store.delete_content(SystemId::FatedHand, goblin.id),
            Err(StoreError::NotFound { .. })
        ),
        "nor can it be deleted through another system"
    );
    assert!(
        matches!(
            store.insert_content(DS, &new("monster", "Ogre", "{not json"), at(2)),
            Err(StoreError::Sqlite(_))
        ),
        "the schema refuses data that is not JSON"
    );
    assert_eq!(bytes(&path), before);
    assert_eq!(store.content(DS, goblin.id).expect("get"), goblin);
}

fn names(store: &tablekeep_store::CampaignStore, filter: ContentFilter) -> Vec<String> {
    store
        .list_content(DS, &filter)
        .expect("list")
        .into_iter()
        .map(|row| row.name)
        .collect()
}

#[test]
fn each_system_lists_only_its_own_content() {
    let (_dir, _path, mut store) = campaign();
    store
        .insert_content(DS, &new("monster", "Goblin Sniper", GOBLIN), at(1))
        .expect("insert");
    let other = store
        .insert_content(SystemId::Clockwork, &new("species", "Gnome", "{}"), at(2))
        .expect("insert");
    assert_eq!(names(&store, ContentFilter::default()), ["Goblin Sniper"]);
    assert!(matches!(
        store.content(DS, other.id),
        Err(StoreError::NotFound { .. })
    ));
    assert_eq!(
        store
            .content(SystemId::Clockwork, other.id)
            .expect("get")
            .system,
        SystemId::Clockwork
    );
}

#[test]
fn a_write_from_a_stale_read_is_refused_and_changes_nothing() {
    let (_dir, path, mut store) = campaign();
    let goblin = store
        .insert_content(DS, &new("monster", "Goblin Sniper", GOBLIN), at(1))
        .expect("insert");
    // Two writers read the same row; the first one's write lands.
    let first = store
        .update_content_if_unchanged(
            DS,
            goblin.id,
            &goblin.data,
            &new("monster", "Ogre Brute", BRUTE),
            at(2),
        )
        .expect("the first write from a fresh read lands");
    assert_eq!(first.data, BRUTE);
    let before = bytes(&path);

    // The second writer still holds the old read: refused, and the file is as the first left it.
    let stale = store.update_content_if_unchanged(
        DS,
        goblin.id,
        &goblin.data,
        &new("monster", "Goblin Sniper", GOBLIN),
        at(3),
    );
    assert!(
        matches!(&stale, Err(StoreError::Conflict(message)) if message.contains("another writer")),
        "{stale:?}"
    );
    assert_eq!(bytes(&path), before);
    assert_eq!(store.content(DS, goblin.id).expect("read").data, BRUTE);
}
