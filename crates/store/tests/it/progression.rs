use tablekeep_store::{DeckRow, NewProgression, StoreError};

use crate::{at, campaign, pc};

fn entry(text: &'static str) -> NewProgression<'static> {
    NewProgression {
        entry: text,
        session_id: None,
        reason: "",
    }
}

#[test]
fn the_ledger_appends_in_order_and_pops_the_newest() {
    let (_dir, _path, mut store) = campaign();
    let maren = store
        .insert_character_with_progression(&pc("Maren"), &entry(r#"{"kind":"created"}"#), at(1))
        .expect("insert");
    let session = store
        .start_game_session("Session 1", at(2))
        .expect("session");
    store
        .append_progression(
            maren.id,
            1,
            &NewProgression {
                entry: r#"{"n":2}"#,
                session_id: Some(session.id),
                reason: "Slew the wyrm",
            },
            at(3),
        )
        .expect("append");
    let err = store
        .append_progression(maren.id, 1, &entry(r#"{"n":3}"#), at(4))
        .expect_err("stale");
    assert!(matches!(err, StoreError::Conflict(_)), "{err:?}");

    let ledger = store.progression(maren.id).expect("ledger");
    assert_eq!(ledger.iter().map(|r| r.seq).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(
        ledger[1].session,
        Some((session.id, "Session 1".to_owned()))
    );
    assert_eq!(ledger[1].reason, "Slew the wyrm");

    let popped = store.pop_progression(maren.id, at(5)).expect("pop");
    assert_eq!(popped.entry, r#"{"n":2}"#);
    let err = store
        .pop_progression(maren.id, at(6))
        .expect_err("creation stays");
    assert!(matches!(err, StoreError::Conflict(_)));
}

#[test]
fn one_game_session_is_open_at_a_time() {
    let (_dir, _path, mut store) = campaign();
    store.start_game_session("Session 1", at(1)).expect("start");
    assert!(matches!(
        store.start_game_session("Session 2", at(2)),
        Err(StoreError::Conflict(_))
    ));
    let ended = store.end_game_session(at(3)).expect("end");
    assert_eq!(ended.ended_at.as_deref(), Some("2026-03-14T19:03:00.000Z"));
    assert_eq!(store.open_game_session().expect("open"), None);
    store
        .start_game_session("Session 2", at(4))
        .expect("start again");
    let names: Vec<String> = store
        .game_sessions()
        .expect("list")
        .into_iter()
        .map(|s| s.name)
        .collect();
    assert_eq!(names, ["Session 2", "Session 1"]);
}

#[test]
fn decks_save_only_from_the_state_they_were_computed_on() {
    let (_dir, _path, mut store) = campaign();
    let maren = store.insert_character(&pc("Maren"), at(1)).expect("insert");
    let row = |ops| DeckRow {
        deck: "{}".to_owned(),
        seed: 9,
        operations: ops,
    };
    store
        .save_decks(&[(maren.id, None, row(1))], at(2))
        .expect("first save");
    assert!(matches!(
        store.save_decks(&[(maren.id, None, row(2))], at(3)),
        Err(StoreError::Conflict(_))
    ));
    store
        .save_decks(&[(maren.id, Some(1), row(2))], at(4))
        .expect("second save");
    assert_eq!(
        store.deck(maren.id).expect("deck").map(|d| d.operations),
        Some(2)
    );
}

#[test]
fn table_rule_choices_round_trip() {
    let (_dir, _path, mut store) = campaign();
    store
        .set_table_rule_choice("fated_hand.novice_perks", Some("beginners_luck"), at(1))
        .expect("set");
    assert_eq!(
        store
            .table_rule_choices()
            .expect("get")
            .get("fated_hand.novice_perks")
            .map(String::as_str),
        Some("beginners_luck")
    );
    store
        .set_table_rule_choice("fated_hand.novice_perks", None, at(2))
        .expect("reset");
    assert!(store.table_rule_choices().expect("get").is_empty());
}

#[test]
fn campaign_settings_round_trip_and_refuse_what_is_not_json() {
    let (_dir, _path, mut store) = campaign();
    assert_eq!(
        store
            .campaign_setting("difficulty_thresholds")
            .expect("get"),
        None
    );
    store
        .set_campaign_setting("difficulty_thresholds", Some(r#"{"easyFrom":80}"#), at(1))
        .expect("set");
    assert_eq!(
        store
            .campaign_setting("difficulty_thresholds")
            .expect("get")
            .as_deref(),
        Some(r#"{"easyFrom":80}"#)
    );
    store
        .set_campaign_setting("difficulty_thresholds", Some("not json"), at(2))
        .expect_err("the column holds JSON only");
    assert_eq!(
        store
            .campaign_setting("difficulty_thresholds")
            .expect("get")
            .as_deref(),
        Some(r#"{"easyFrom":80}"#),
        "a refused write changes nothing"
    );
    store
        .set_campaign_setting("difficulty_thresholds", None, at(3))
        .expect("reset");
    assert_eq!(
        store
            .campaign_setting("difficulty_thresholds")
            .expect("get"),
        None
    );
}

#[test]
fn several_ledgers_append_in_one_transaction_or_not_at_all() {
    let (_dir, _path, mut store) = campaign();
    let a = store.insert_character(&pc("Ash"), at(1)).expect("insert");
    let b = store.insert_character(&pc("Bryn"), at(1)).expect("insert");
    store
        .append_progressions(
            &[
                (a.id, 0, entry(r#"{"n":1}"#)),
                (b.id, 0, entry(r#"{"n":1}"#)),
            ],
            at(2),
        )
        .expect("both from an empty ledger");
    // Bryn's ledger moved on since 0 was read: neither is written.
    let err = store
        .append_progressions(
            &[
                (a.id, 1, entry(r#"{"n":2}"#)),
                (b.id, 0, entry(r#"{"n":2}"#)),
            ],
            at(3),
        )
        .expect_err("stale");
    assert!(matches!(err, StoreError::Conflict(_)), "{err:?}");
    assert_eq!(store.progression(a.id).expect("ledger").len(), 1);
    assert_eq!(store.progression(b.id).expect("ledger").len(), 1);
}

#[test]
fn popping_at_a_seq_removes_only_the_newest_entry_it_names() {
    let (_dir, _path, mut store) = campaign();
    let a = store.insert_character(&pc("Ash"), at(1)).expect("insert");
    let err = store.pop_progression_at(a.id, 0, at(2)).expect_err("empty");
    assert!(matches!(err, StoreError::Conflict(_)));
    store
        .append_progression(a.id, 0, &entry(r#"{"n":1}"#), at(2))
        .expect("append");
    store
        .append_progression(a.id, 1, &entry(r#"{"n":2}"#), at(3))
        .expect("append");
    let err = store
        .pop_progression_at(a.id, 1, at(4))
        .expect_err("not the newest");
    assert!(matches!(err, StoreError::Conflict(_)));
    store
        .pop_progression_at(a.id, 2, at(4))
        .expect("the newest");
    store
        .pop_progression_at(a.id, 1, at(5))
        .expect("the first may go too");
    assert!(store.progression(a.id).expect("ledger").is_empty());
}
