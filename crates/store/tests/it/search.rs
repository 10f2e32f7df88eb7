//! The campaign-wide search index follows every write (migration 0007's triggers).

use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{NewContent, SearchKind};

use crate::{at, campaign, pc};

fn titles(store: &tablekeep_store::CampaignStore, text: &str) -> Vec<(SearchKind, String)> {
    store
        .search(text, 50)
        .expect("search")
        .into_iter()
        .map(|hit| (hit.kind, hit.title))
        .collect()
}

#[test]
fn search_finds_pcs_npcs_content_and_sessions_by_word_prefix() {
    let (_dir, _path, mut store) = campaign();
    store.insert_character(&pc("Brannoc Vell"), at(1)).unwrap();
    let mut sergeant = pc("Sergeant Vell");
    sergeant.kind = CharacterKind::Npc;
    sergeant.tags = vec!["watch".to_owned()];
    sergeant.notes = "Owes the party a favour from the bog ambush.".to_owned();
    let sergeant = store.insert_character(&sergeant, at(2)).unwrap();
    store
        .insert_content(
            SystemId::DrawSteel,
            &NewContent {
                kind: "monster".to_owned(),
                name: "Velvet Mire Gnawer".to_owned(),
                data: "{}".to_owned(),
            },
            at(3),
        )
        .unwrap();
    store
        .start_game_session("Session 4: the Vell estate", at(4))
        .unwrap();

    // "ve" begins a word of each name: the PC, the NPC, the monster, the session.
    let mut found = titles(&store, "ve");
    found.sort();
    assert_eq!(
        found,
        [
            (SearchKind::Pc, "Brannoc Vell".to_owned()),
            (SearchKind::Npc, "Sergeant Vell".to_owned()),
            (SearchKind::Content, "Velvet Mire Gnawer".to_owned()),
            (SearchKind::Session, "Session 4: the Vell estate".to_owned()),
        ]
    );
    // Every word must match; the notes and tags are searched too, with an excerpt.
    assert_eq!(
        titles(&store, "sergeant ve"),
        [(SearchKind::Npc, "Sergeant Vell".to_owned())]
    );
    let bog = store.search("bog", 10).unwrap();
    assert_eq!(bog.len(), 1);
    assert_eq!(bog[0].id, sergeant.id);
    assert_eq!(
        bog[0].excerpt.as_deref(),
        Some("watch Owes the party a favour from the [bog] ambush.")
    );
    // A name match outranks a notes match.
    store.insert_character(&pc("Bogdan"), at(5)).unwrap();
    assert_eq!(titles(&store, "bog")[0].1, "Bogdan");
    // Nothing to search for: nothing found, never an error.
    assert!(store.search(" \"* ", 10).unwrap().is_empty());
}

#[test]
fn the_search_index_follows_renames_and_deletions() {
    let (_dir, _path, mut store) = campaign();
    let vell = store.insert_character(&pc("Sergeant Vell"), at(1)).unwrap();
    let mut renamed = vell.fields.clone();
    renamed.name = "Captain Orrin".to_owned();
    store
        .update_character(vell.id, vell.revision, &renamed, at(2))
        .unwrap();
    assert!(titles(&store, "vell").is_empty());
    assert_eq!(titles(&store, "orr").len(), 1);
    store.delete_character(vell.id).unwrap();
    assert!(titles(&store, "orr").is_empty());
}

#[test]
fn an_imported_campaign_document_rebuilds_the_search_index() {
    use tablekeep_store::portable::{export_document, import_document, PortableError, Progress};
    let (dir, path, mut store) = campaign();
    store.insert_character(&pc("Sergeant Vell"), at(1)).unwrap();
    drop(store);
    let mut document = Vec::new();
    export_document(
        &path,
        &mut document,
        "2026-03-14T19:00:00Z",
        &Progress::new(),
    )
    .unwrap();
    let text = String::from_utf8(document.clone()).unwrap();
    assert!(
        !text.contains("search_index"),
        "the index is derived, not exported"
    );
    let copy = dir.path().join("copy.tablekeep");
    import_document::<PortableError>(&document, &copy, &Progress::new(), |_| Ok(())).unwrap();
    let copy = tablekeep_store::CampaignStore::open(&copy, at(2)).unwrap();
    assert_eq!(
        titles(&copy, "vell"),
        [(SearchKind::Pc, "Sergeant Vell".to_owned())]
    );
}
