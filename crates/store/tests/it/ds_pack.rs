use tablekeep_rules::SystemId;
use tablekeep_store::{CharacterFilter, DsContentFilter, NewDsContent};

use crate::{at, campaign, pc};

fn piece(kind: &str, name: &str) -> NewDsContent {
    NewDsContent {
        kind: kind.to_owned(),
        name: name.to_owned(),
        data: format!(r#"{{"kind":"{kind}","data":{{"name":"{name}"}}}}"#),
    }
}

#[test]
fn a_pack_stores_its_content_and_the_characters_built_from_the_new_ids() {
    let (_dir, _path, mut store) = campaign();
    let stored = store
        .insert_ds_pack(
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
    let ancestry = store.ds_content(stored.content[0]).expect("ancestry");
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
        .list_ds_content(&DsContentFilter::default())
        .expect("list");
    // The second piece breaks the kind check, after the first was inserted and before the
    // characters: the whole pack is rolled back.
    store
        .insert_ds_pack(
            &[piece("class", "Bulwark"), piece("spell", "Fireball")],
            |_| vec![pc("Brannoc")],
            at(1),
        )
        .expect_err("bad kind");
    assert_eq!(
        store
            .list_ds_content(&DsContentFilter::default())
            .expect("list"),
        before
    );
    assert!(store
        .list_characters(&CharacterFilter::default())
        .expect("list")
        .is_empty());
}
