use tablekeep_rules::SystemId;
use tablekeep_store::{CharacterFilter, ContentFilter, NewContent};

use crate::{at, campaign, pc};

fn piece(kind: &str, name: &str) -> NewContent {
    NewContent {
        kind: kind.to_owned(),
        name: name.to_owned(),
        data: format!(r#"{{"kind":"{kind}","data":{{"name":"{name}"}}}}"#),
    }
}

#[test]
fn a_pack_stores_its_content_and_the_characters_built_from_the_new_ids() {
    let (_dir, _path, mut store) = campaign();
    let stored = store
        .insert_content_pack(
            SystemId::DrawSteel,
            &[piece("ancestry", "Cragborn"), piece("class", "Bulwark")],
            |ids| {
                let mut hero = pc("Brannoc");
                hero.system = SystemId::DrawSteel;
                hero.data = format!(r#"{{"ancestryId":{},"classId":{}}}"#, ids[0], ids[1]);
                vec![hero]
            },
            at(1),
        )
        .expect("insert");
    assert_eq!(stored.content.len(), 2);
    let ancestry = store
        .content(SystemId::DrawSteel, stored.content[0])
        .expect("ancestry");
    assert_eq!(
        (ancestry.kind.as_str(), ancestry.name.as_str()),
        ("ancestry", "Cragborn")
    );
    let hero = store.character(stored.characters[0]).expect("hero");
    assert_eq!(hero.revision, 1);
    assert_eq!(
        hero.fields.data,
        format!(
            r#"{{"ancestryId":{},"classId":{}}}"#,
            stored.content[0], stored.content[1]
        )
    );
}

#[test]
fn a_refused_pack_stores_nothing() {
    let (_dir, _path, mut store) = campaign();
    let before = store
        .list_content(SystemId::DrawSteel, &ContentFilter::default())
        .expect("list");
    // The second piece is not JSON: it is refused after the first was inserted and before the
    // characters, and the whole pack is rolled back.
    store
        .insert_content_pack(
            SystemId::DrawSteel,
            &[
                piece("class", "Bulwark"),
                NewContent {
                    data: "{not json".to_owned(),
                    ..piece("kit", "Broken")
                },
            ],
            |_| vec![pc("Brannoc")],
            at(1),
        )
        .expect_err("bad data");
    assert_eq!(
        store
            .list_content(SystemId::DrawSteel, &ContentFilter::default())
            .expect("list"),
        before
    );
    assert!(store
        .list_characters(&CharacterFilter::default())
        .expect("list")
        .is_empty());
}
