//! A character shared from another campaign: stored with its content, whole ledger (reasons and
//! times kept, no game session) and deck in one transaction, or not at all.

use tablekeep_rules::SystemId;
use tablekeep_store::{
    CharacterFilter, ContentFilter, DeckRow, NewContent, SharedCharacter, SharedEntry,
};

use crate::{at, campaign, pc};

fn piece(name: &str) -> NewContent {
    NewContent {
        kind: "class".to_owned(),
        name: name.to_owned(),
        data: format!(r#"{{"kind":"class","data":{{"name":"{name}"}}}}"#),
    }
}

fn entry(text: &str, reason: &str, recorded_at: &str) -> SharedEntry {
    SharedEntry {
        entry: text.to_owned(),
        reason: reason.to_owned(),
        recorded_at: recorded_at.to_owned(),
    }
}

#[test]
fn a_shared_character_keeps_its_ledger_as_recorded_and_names_its_new_content() {
    let (_dir, _path, mut store) = campaign();
    let session = store
        .start_game_session("Session 9", at(1))
        .expect("session");
    let stored = store
        .insert_shared_character(
            SystemId::DrawSteel,
            &[piece("Warden")],
            |ids| SharedCharacter {
                fields: {
                    let mut hero = pc("Tamsin");
                    hero.system = SystemId::DrawSteel;
                    hero.data = format!(r#"{{"classId":{}}}"#, ids[0]);
                    hero
                },
                entries: vec![
                    entry(
                        r#"{"kind":"a"}"#,
                        "Held the bridge",
                        "2025-01-02T03:04:05.000Z",
                    ),
                    entry(r#"{"kind":"b"}"#, "", "2025-02-03T04:05:06.000Z"),
                ],
                deck: Some(DeckRow {
                    deck: r#"{"drawPile":[]}"#.to_owned(),
                    seed: 7,
                    operations: 3,
                }),
            },
            at(2),
        )
        .expect("stored");
    let id = stored.characters[0];
    let hero = store.character(id).expect("hero");
    assert_eq!(hero.revision, 1);
    assert_eq!(
        hero.fields.data,
        format!(r#"{{"classId":{}}}"#, stored.content[0])
    );
    let ledger = store.progression(id).expect("ledger");
    assert_eq!(
        ledger
            .iter()
            .map(|row| (row.seq, row.reason.as_str(), row.recorded_at.as_str()))
            .collect::<Vec<_>>(),
        [
            (1, "Held the bridge", "2025-01-02T03:04:05.000Z"),
            (2, "", "2025-02-03T04:05:06.000Z")
        ]
    );
    // Recorded in another campaign: no session of this one, even while one is open.
    assert!(
        ledger.iter().all(|row| row.session.is_none()),
        "{session:?}"
    );
    let deck = store.deck(id).expect("deck").expect("a deck");
    assert_eq!((deck.seed, deck.operations), (7, 3));
}

#[test]
fn a_shared_character_that_cannot_be_stored_leaves_no_content_behind() {
    let (_dir, _path, mut store) = campaign();
    let refused = store.insert_shared_character(
        SystemId::DrawSteel,
        &[piece("Warden"), piece("Bulwark")],
        |_| SharedCharacter {
            fields: pc("Tamsin"),
            // Not JSON: the ledger's CHECK refuses it after the content went in.
            entries: vec![entry("not json", "", "2025-01-02T03:04:05.000Z")],
            deck: None,
        },
        at(1),
    );
    assert!(refused.is_err());
    assert!(store
        .list_content(SystemId::DrawSteel, &ContentFilter::default())
        .expect("list")
        .is_empty());
    assert!(store
        .list_characters(&CharacterFilter::default())
        .expect("list")
        .is_empty());
}
