use tablekeep_store::{EncounterStatus, EncounterWriteBack, NewProgression, StoreError};

use crate::{at, campaign, pc};

#[test]
fn commands_append_undo_redo_and_branch_at_the_cursor() {
    let (_dir, _path, mut store) = campaign();
    let prepared = store
        .insert_encounter("fated_hand", "Ambush", r#"{"participants":[]}"#, at(1))
        .expect("insert");
    assert_eq!(prepared.status, EncounterStatus::Prepared);
    let refused = store.append_encounter_command(prepared.id, 0, r#"{"n":0}"#, at(2));
    assert!(
        matches!(refused, Err(StoreError::Conflict(_))),
        "not launched yet"
    );

    store
        .launch_encounter(prepared.id, r#"{"combatants":[]}"#, 42, None, at(2))
        .expect("launch");
    for n in 0..3 {
        store
            .append_encounter_command(prepared.id, n, &format!(r#"{{"n":{n}}}"#), at(3))
            .expect("append");
    }
    let running = store.encounter(prepared.id).expect("read");
    assert_eq!((running.cursor, running.command_count), (3, 3));
    assert_eq!(running.seed, Some(42));

    store
        .move_encounter_cursor(prepared.id, 3, 1, at(4))
        .expect("undo twice");
    store
        .move_encounter_cursor(prepared.id, 1, 2, at(4))
        .expect("redo once");
    let stale = store.append_encounter_command(prepared.id, 1, r#"{"n":9}"#, at(5));
    assert!(
        matches!(stale, Err(StoreError::Conflict(_))),
        "stale cursor refused"
    );
    let past_end = store.move_encounter_cursor(prepared.id, 2, 4, at(5));
    assert!(matches!(past_end, Err(StoreError::Conflict(_))));

    store
        .append_encounter_command(prepared.id, 2, r#"{"n":"branch"}"#, at(6))
        .expect("a new command after undo replaces the undone ones");
    assert_eq!(
        store.encounter_commands(prepared.id).expect("commands"),
        vec![r#"{"n":0}"#, r#"{"n":1}"#, r#"{"n":"branch"}"#]
    );
}

#[test]
fn ending_writes_back_atomically_or_not_at_all() {
    let (_dir, path, mut store) = campaign();
    let hero = store
        .insert_character_with_progression(
            &pc("Maren"),
            &NewProgression {
                entry: r#"{"kind":"created"}"#,
                session_id: None,
                reason: "",
            },
            at(1),
        )
        .expect("hero");
    let id = store
        .insert_encounter("fated_hand", "Bridge", "{}", at(1))
        .expect("insert")
        .id;
    store
        .launch_encounter(id, "{}", 7, None, at(2))
        .expect("launch");
    store
        .append_encounter_command(id, 0, "{}", at(2))
        .expect("append");

    let before = store.encounter(id).expect("read");
    let stale_ledger = EncounterWriteBack {
        progression: vec![(
            hero.id,
            5,
            NewProgression {
                entry: r#"{"kind":"knowledge"}"#,
                session_id: None,
                reason: "Battle: Bridge",
            },
        )],
        decks: Vec::new(),
        characters: Vec::new(),
    };
    let refused = store.end_encounter(
        id,
        1,
        None,
        r#"{"outcome":"party_won"}"#,
        &stale_ledger,
        at(3),
    );
    assert!(matches!(refused, Err(StoreError::Conflict(_))));
    assert_eq!(
        store.encounter(id).expect("read"),
        before,
        "a refused end changes nothing"
    );
    assert_eq!(store.progression(hero.id).expect("ledger").len(), 1);
    drop(store);

    let mut store = tablekeep_store::CampaignStore::open(&path, at(4)).expect("reopen");
    let write_back = EncounterWriteBack {
        progression: vec![(
            hero.id,
            1,
            NewProgression {
                entry: r#"{"kind":"knowledge"}"#,
                session_id: None,
                reason: "Battle: Bridge",
            },
        )],
        decks: Vec::new(),
        characters: Vec::new(),
    };
    let ended = store
        .end_encounter(
            id,
            1,
            None,
            r#"{"outcome":"party_won"}"#,
            &write_back,
            at(4),
        )
        .expect("end");
    assert_eq!(ended.status, EncounterStatus::Ended);
    assert_eq!(store.progression(hero.id).expect("ledger").len(), 2);
    let again = store.append_encounter_command(id, 1, "{}", at(5));
    assert!(
        matches!(again, Err(StoreError::Conflict(_))),
        "an ended encounter takes no commands"
    );
}
