//! A Game of Bastards through the commands: creation by the book and its refusals (which store
//! nothing), the sheet whose every number explains itself, the creation cap as a table rule,
//! and the advancement ledger: XP earned, spending only at Time Passes or before The End,
//! Bad Reputation's doubling removal, money, death and the successor, undo, and sharing.

use serde_json::{json, Value};
use tablekeep_api::{AppError, Desk, ErrorKind};

use crate::{call, desk, ok};

/// Wenna, a Clubs character by the book: Body 3 (2 from Clubs, 1 bought) and Mind 2, Sword
/// Combat 3 and Athletics 2 with the Fencing specialty pairing them, Toughness 1 and Capital 2,
/// and Bad Reputation 2 (+1 XP). 11 XP, 9 spent.
pub fn wenna_build() -> Value {
    json!({
        "suit": "clubs",
        "traits": { "body": 3, "spirit": 1, "mind": 2, "luck": 1 },
        "skills": [
            { "skill": { "kind": "weapon_combat", "subject": "Sword" }, "rank": 3 },
            { "skill": { "kind": "athletics" }, "rank": 2 }
        ],
        "specialties": [{ "name": "Fencing", "skills": [
            { "kind": "weapon_combat", "subject": "Sword" }, { "kind": "athletics" }
        ] }],
        "advantages": [{ "id": "toughness", "level": 1 }, { "id": "capital", "level": 2 }],
        "disadvantages": [{ "id": "bad_reputation", "level": 2 }]
    })
}

fn create(desk: &mut Desk, name: &str, build: Value) -> Result<Value, AppError> {
    call(
        desk,
        "create_character",
        json!({ "system": "game_of_bastards", "kind": "pc", "name": name,
                "creation": { "system": "game_of_bastards", "build": build } }),
    )
}

fn wenna(desk: &mut Desk) -> i64 {
    create(desk, "Wenna", wenna_build()).expect("Wenna by the book")["id"]
        .as_i64()
        .expect("id")
}

fn sheet(desk: &mut Desk, id: i64) -> Value {
    let view = ok(desk, "get_character", json!({ "id": id }));
    assert_eq!(view["sheet"]["system"], "game_of_bastards", "{view}");
    view["sheet"]["sheet"].clone()
}

fn trait_line<'a>(sheet: &'a Value, name: &str) -> &'a Value {
    sheet["traits"]
        .as_array()
        .expect("traits")
        .iter()
        .find(|t| t["trait"] == name || t["traitName"] == name)
        .unwrap_or_else(|| panic!("{name} in {sheet}"))
}

fn labels(explained: &Value) -> Vec<(String, i64)> {
    explained["terms"]
        .as_array()
        .expect("terms")
        .iter()
        .map(|t| {
            (
                t["label"].as_str().expect("label").to_owned(),
                t["value"].as_i64().expect("value"),
            )
        })
        .collect()
}

fn record(desk: &mut Desk, id: i64, event: Value) -> Result<Value, AppError> {
    call(
        desk,
        "game_of_bastards_record",
        json!({ "characterId": id, "event": event, "reason": "the mill fire" }),
    )
}

fn spend(desk: &mut Desk, id: i64, purchase: Value) -> Result<Value, AppError> {
    call(
        desk,
        "game_of_bastards_spend",
        json!({ "characterId": id, "purchase": purchase }),
    )
}

fn advancement(desk: &mut Desk, id: i64) -> Value {
    ok(
        desk,
        "game_of_bastards_advancement",
        json!({ "characterId": id }),
    )
}

#[test]
fn points_and_costs_a_character_by_the_book_and_a_sheet_whose_every_number_explains_itself() {
    let (_dir, mut desk) = desk();
    let systems = ok(&mut desk, "list_systems", json!({}));
    let bastards = systems
        .as_array()
        .expect("systems")
        .iter()
        .find(|s| s["id"] == "game_of_bastards")
        .expect("listed");
    assert_eq!(bastards["ready"], true);

    let id = wenna(&mut desk);
    let sheet = sheet(&mut desk, id);
    assert_eq!(sheet["name"], "Wenna");
    assert_eq!(sheet["suit"]["name"], "Clubs");
    assert_eq!(sheet["suit"]["tarot"], "Swords");
    assert_eq!(sheet["suit"]["favours"], "body");

    // Body: 1, +1 for Clubs, +1 bought; its pool rank × 5 plus Toughness's 5.
    let body = trait_line(&sheet, "body");
    assert_eq!(body["rank"]["value"], 3);
    assert_eq!(
        labels(&body["rank"]),
        [
            ("Starting rank".to_owned(), 1),
            ("Clubs chosen".to_owned(), 1),
            ("XP at creation".to_owned(), 1)
        ]
    );
    assert_eq!(body["pool"]["value"], 20);
    assert_eq!(
        labels(&body["pool"]),
        [("Body 3 × 5".to_owned(), 15), ("Toughness 1".to_owned(), 5)]
    );
    assert_eq!(trait_line(&sheet, "spirit")["pool"]["value"], 5);
    assert_eq!(trait_line(&sheet, "mind")["pool"]["value"], 10);

    // The twelve skills, the weapon template named, the others at 1.
    let skills = sheet["skills"].as_array().expect("skills");
    let rank_of = |name: &str| {
        skills
            .iter()
            .find(|s| s["name"] == name)
            .unwrap_or_else(|| panic!("{name}"))["rank"]["value"]
            .as_i64()
            .expect("rank")
    };
    assert_eq!(rank_of("Sword Combat"), 3);
    assert_eq!(rank_of("Athletics"), 2);
    assert_eq!(rank_of("Guts"), 1);
    assert_eq!(skills.len(), 13, "twelve skills and one named weapon");
    // A specialty is as good as the lower of its two skills.
    assert_eq!(sheet["specialties"][0]["level"]["value"], 2);

    // 10 XP, +1 for the disadvantage; 9 spent at creation.
    assert_eq!(sheet["xp"]["gained"]["value"], 11);
    assert_eq!(
        labels(&sheet["xp"]["gained"]),
        [
            ("Starting XP".to_owned(), 10),
            ("Disadvantages taken at creation".to_owned(), 1)
        ]
    );
    assert_eq!(sheet["xp"]["spent"]["value"], 9);
    assert_eq!(sheet["xp"]["unspent"]["value"], 2);

    // Money: $200 cash, Capital 2 worth $2,500, no Landed income, no Debt.
    assert_eq!(sheet["money"]["cash"]["value"], 200);
    assert_eq!(sheet["money"]["capital"]["value"], 2);
    assert_eq!(sheet["money"]["capitalValue"]["value"], 2500);
    assert_eq!(sheet["money"]["landedIncome"]["value"], 0);
    assert_eq!(sheet["money"]["debt"]["value"], 0);
    // Bad Reputation 2: Influence draws lose 10, except to intimidate.
    assert_eq!(sheet["reputation"]["influence"]["value"], -10);
    assert_eq!(sheet["reputation"]["intimidate"]["value"], 10);
    assert_eq!(
        sheet["money"]["cash"]["rule"]["section"],
        "ii. Points & Costs"
    );
}

#[test]
fn points_and_costs_a_build_the_book_refuses_names_its_rule_and_field_and_stores_nothing() {
    let (_dir, mut desk) = desk();
    let before = ok(&mut desk, "list_characters", json!({}));
    let with = |path: &str, value: Value| {
        let mut build = wenna_build();
        *build.pointer_mut(path).expect(path) = value;
        build
    };
    let cases: Vec<(Value, &str, &str)> = vec![
        // Body 4 is over the creation cap of 3.
        (
            with("/traits/body", json!(4)),
            "creation.build.traits.body",
            "ii. Points & Costs",
        ),
        // Clubs starts Body at 2.
        (
            with("/traits/body", json!(1)),
            "creation.build.traits.body",
            "ii. Points & Costs",
        ),
        // A weapon's Combat needs its weapon.
        (
            with("/skills/0/skill", json!({ "kind": "weapon_combat" })),
            "creation.build.skills[0]",
            "iv. Skills",
        ),
        // Fencing needs Athletics at 2.
        (
            with("/skills/1/rank", json!(1)),
            "creation.build.specialties[0]",
            "v. Specialties",
        ),
        // No such advantage.
        (
            with("/advantages/0/id", json!("flight")),
            "creation.build.advantages[0]",
            "vi. Advantages",
        ),
        // Toughness goes to 5 at most, but creation stops at 3 first.
        (
            with("/advantages/0/level", json!(4)),
            "creation.build.advantages[0]",
            "ii. Points & Costs",
        ),
        // Spending 12 of 11 XP.
        (
            with(
                "/traits",
                json!({ "body": 3, "spirit": 2, "mind": 3, "luck": 2 }),
            ),
            "creation.build",
            "ii. Points & Costs",
        ),
    ];
    for (build, field, section) in cases {
        let err = create(&mut desk, "Wenna", build.clone()).expect_err("refused");
        assert_eq!(err.kind, ErrorKind::InvalidInput, "{build}: {err:?}");
        assert_eq!(err.field.as_deref(), Some(field), "{build}: {err:?}");
        assert_eq!(
            err.rule.as_ref().expect("a rule").section,
            section,
            "{err:?}"
        );
        assert!(err.message.ends_with('.'), "{}", err.message);
    }
    // An inheritance is worked out from a killed character's ledger, never given.
    let mut build = wenna_build();
    build["inheritance"] = json!({ "from": "Nobody", "xp": 40, "replacesStarting": false });
    let err = create(&mut desk, "Wenna", build).expect_err("no free XP");
    assert_eq!(err.field.as_deref(), Some("creation.build.inheritance"));
    // A creation for another system's character.
    let err = call(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Wenna",
                "creation": { "system": "game_of_bastards", "build": wenna_build() } }),
    )
    .expect_err("wrong system");
    assert_eq!(err.field.as_deref(), Some("creation.system"));
    // A build with a field the book does not know.
    let mut build = wenna_build();
    build["charisma"] = json!(3);
    let err = create(&mut desk, "Wenna", build).expect_err("unknown field");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(ok(&mut desk, "list_characters", json!({})), before);
}

/// With the cap lifted a rank of 4 is allowed at creation, and switching the cap back is refused
/// while a character's creation would break under it.
#[test]
fn table_rule_creation_cap_lifted() {
    let (_dir, mut desk) = desk();
    let mut build = wenna_build();
    build["traits"] = json!({ "body": 4, "spirit": 1, "mind": 1, "luck": 1 });
    assert!(create(&mut desk, "Brannoc", build.clone()).is_err());
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "game_of_bastards.creation_cap", "option": "lifted" }),
    );
    let id = create(&mut desk, "Brannoc", build).expect("no cap")["id"]
        .as_i64()
        .expect("id");
    assert_eq!(
        trait_line(&sheet(&mut desk, id), "body")["rank"]["value"],
        4
    );
    // Brannoc's creation would break under the cap: the switch back is refused.
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "game_of_bastards.creation_cap", "option": "rank_three" }),
    )
    .expect_err("would break Brannoc");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert!(err.message.contains("Brannoc"), "{}", err.message);
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "game_of_bastards.creation_cap", "option": "rank_three" }),
    );
    assert!(preview.to_string().contains("Brannoc"), "{preview}");
}

#[test]
fn time_passes_xp_is_earned_by_scene_opposition_and_monster_and_spent_only_in_a_window() {
    let (_dir, mut desk) = desk();
    let id = wenna(&mut desk);
    record(&mut desk, id, json!({ "kind": "scene_ended" })).expect("a scene");
    record(&mut desk, id, json!({ "kind": "opposition_ended" })).expect("an Opposition");
    // A monster of Power Rating 3: 3 + 5 XP.
    let view = record(
        &mut desk,
        id,
        json!({ "kind": "monster_killed", "powerRating": 3 }),
    )
    .expect("a monster");
    assert_eq!(view["xpGained"], 11 + 1 + 1 + 8);
    assert_eq!(view["xpUnspent"], 2 + 10);
    assert_eq!(view["xp"]["monsters"], 8);
    let entries = view["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 4);
    assert_eq!(
        entries[3]["summary"],
        "A monster of Power Rating 3 killed: 8 XP."
    );
    assert_eq!(entries[3]["xp"], 8);
    assert_eq!(entries[3]["reason"], "the mill fire");

    // Outside Time Passes and The End, XP stays unspent; nothing is recorded.
    let err = spend(&mut desk, id, json!({ "kind": "trait", "trait": "body" })).expect_err("no");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("purchase"));
    assert_eq!(err.rule.as_ref().expect("rule").section, "Time Passes");
    assert_eq!(advancement(&mut desk, id)["entries"], view["entries"]);
    let offer = advancement(&mut desk, id)["offers"][0].clone();
    assert_eq!(offer["label"], "a rank of Body");
    assert!(offer["refusal"].is_object(), "{offer}");

    // Time Passes: a rank of Body for 1 XP, and the sheet says where the rank came from.
    record(&mut desk, id, json!({ "kind": "time_passed" })).expect("Time Passes");
    let view = spend(&mut desk, id, json!({ "kind": "trait", "trait": "body" })).expect("Body");
    assert_eq!(view["xpUnspent"], 11);
    assert_eq!(view["window"]["kind"], "time_passes");
    let body = trait_line(&sheet(&mut desk, id), "body").clone();
    assert_eq!(body["rank"]["value"], 4);
    assert_eq!(
        labels(&body["rank"]).last().expect("term"),
        &("XP spent since creation".to_owned(), 1)
    );
    assert_eq!(body["pool"]["value"], 25);
    // Capital is bought only at creation.
    let err = spend(
        &mut desk,
        id,
        json!({ "kind": "advantage", "id": "capital" }),
    )
    .expect_err("creation only");
    assert_eq!(err.rule.as_ref().expect("rule").section, "vi. Advantages");
    // A new scene closes the window.
    record(&mut desk, id, json!({ "kind": "scene_ended" })).expect("a scene");
    assert!(spend(&mut desk, id, json!({ "kind": "trait", "trait": "mind" })).is_err());
    // Before The End, XP may be spent again.
    record(&mut desk, id, json!({ "kind": "the_end_began" })).expect("The End");
    let view = spend(
        &mut desk,
        id,
        json!({ "kind": "skill", "skill": { "kind": "craft", "subject": "Theatre" } }),
    )
    .expect("a craft");
    assert_eq!(view["window"]["kind"], "the_end");
    let skills = sheet(&mut desk, id)["skills"].clone();
    assert!(
        skills
            .as_array()
            .expect("skills")
            .iter()
            .any(|s| s["name"] == "Craft(Theatre)" && s["rank"]["value"] == 2),
        "{skills}"
    );
}

#[test]
fn bad_reputation_removal_costs_double_each_time_and_undo_gives_the_xp_back() {
    let (_dir, mut desk) = desk();
    let id = wenna(&mut desk);
    for _ in 0..3 {
        record(&mut desk, id, json!({ "kind": "scene_ended" })).expect("a scene");
    }
    record(&mut desk, id, json!({ "kind": "time_passed" })).expect("Time Passes");
    let removal = json!({ "kind": "remove_disadvantage", "id": "bad_reputation" });
    let offered = |view: &Value| {
        view["offers"]
            .as_array()
            .expect("offers")
            .iter()
            .find(|o| o["purchase"]["kind"] == "remove_disadvantage")
            .expect("removal offered")["cost"]
            .clone()
    };
    assert_eq!(offered(&advancement(&mut desk, id)), 1);
    let view = spend(&mut desk, id, removal.clone()).expect("first removal");
    assert_eq!(view["xpUnspent"], 5 - 1);
    assert_eq!(
        offered(&view),
        2,
        "the second removal costs twice the first"
    );
    let removal_cost = &sheet(&mut desk, id)["disadvantages"][0]["removalCost"];
    assert_eq!(removal_cost["value"], 2);
    let view = spend(&mut desk, id, removal.clone()).expect("second removal");
    assert_eq!(view["xpUnspent"], 5 - 1 - 2);
    assert_eq!(
        view["entries"]
            .as_array()
            .expect("entries")
            .last()
            .expect("last")["xp"],
        -2
    );
    assert!(sheet(&mut desk, id)["reputation"].is_null());

    // Undo the newest entry: Bad Reputation 1 again, the 2 XP back.
    let seq = view["entries"]
        .as_array()
        .expect("entries")
        .last()
        .expect("last")["seq"]
        .as_i64()
        .expect("seq");
    let err = call(
        &mut desk,
        "game_of_bastards_undo_advancement",
        json!({ "characterId": id, "expectedSeq": seq - 1 }),
    )
    .expect_err("stale");
    assert_eq!(err.kind, ErrorKind::Conflict);
    let view = ok(
        &mut desk,
        "game_of_bastards_undo_advancement",
        json!({ "characterId": id, "expectedSeq": seq }),
    );
    assert_eq!(view["xpUnspent"], 4);
    assert_eq!(sheet(&mut desk, id)["reputation"]["influence"]["value"], -5);
    // Undo down to the creation, which stays.
    while advancement(&mut desk, id)["entries"]
        .as_array()
        .expect("entries")
        .len()
        > 1
    {
        ok(
            &mut desk,
            "game_of_bastards_undo_advancement",
            json!({ "characterId": id }),
        );
    }
    let err = call(
        &mut desk,
        "game_of_bastards_undo_advancement",
        json!({ "characterId": id }),
    )
    .expect_err("the creation stays");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(
        err.rule.as_ref().expect("rule").section,
        "ii. Points & Costs"
    );
    assert_eq!(advancement(&mut desk, id)["xpUnspent"], 2);
}

#[test]
fn capital_cash_landed_and_debt_move_by_the_ledger_and_refusals_change_nothing() {
    let (_dir, mut desk) = desk();
    let id = wenna(&mut desk);
    // Capital 2 cashed in: its listed $2,500 (table rule default), Capital 1 left.
    record(&mut desk, id, json!({ "kind": "capital_cashed_in" })).expect("cashed in");
    let money = sheet(&mut desk, id)["money"].clone();
    assert_eq!(money["cash"]["value"], 200 + 2500);
    assert_eq!(money["capital"]["value"], 1);
    record(
        &mut desk,
        id,
        json!({ "kind": "cash_changed", "amount": -700 }),
    )
    .expect("spent");
    assert_eq!(sheet(&mut desk, id)["money"]["cash"]["value"], 2000);
    let before = advancement(&mut desk, id);
    // No Landed income to collect, no Debt to pay, more cash than on hand, a monster of PR 0.
    for (event, section) in [
        (json!({ "kind": "landed_income", "months": 2 }), "Landed"),
        (
            json!({ "kind": "debt_paid_off" }),
            "vii. Disadvantages › Debt",
        ),
        (
            json!({ "kind": "cash_changed", "amount": -5000 }),
            "Capital",
        ),
        (
            json!({ "kind": "monster_killed", "powerRating": 0 }),
            "Monsters › Challenging",
        ),
    ] {
        let err = record(&mut desk, id, event.clone()).expect_err("refused");
        assert_eq!(err.kind, ErrorKind::InvalidInput, "{event}");
        assert_eq!(err.field.as_deref(), Some("event"));
        assert_eq!(err.rule.as_ref().expect("rule").section, section, "{event}");
    }
    // Debt inflicted, then paid off with a level of Capital at Time Passes, once.
    record(
        &mut desk,
        id,
        json!({ "kind": "disadvantage_inflicted", "disadvantage": { "id": "debt", "level": 1 } }),
    )
    .expect("Debt");
    assert_eq!(sheet(&mut desk, id)["money"]["debt"]["value"], 1000);
    record(&mut desk, id, json!({ "kind": "time_passed" })).expect("Time Passes");
    record(&mut desk, id, json!({ "kind": "debt_paid_off" })).expect("paid off");
    let money = sheet(&mut desk, id)["money"].clone();
    assert_eq!(money["debt"]["value"], 0);
    assert_eq!(money["capital"]["value"], 0);
    let after = advancement(&mut desk, id);
    assert_eq!(
        after["entries"].as_array().expect("entries").len(),
        before["entries"].as_array().expect("entries").len() + 3
    );
    // Another system's character is not this command's.
    let other = ok(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Joe" }),
    )["id"]
        .as_i64()
        .expect("id");
    let err = record(&mut desk, other, json!({ "kind": "scene_ended" })).expect_err("not GoB");
    assert_eq!(err.field.as_deref(), Some("characterId"));
}

#[test]
fn killed_a_dead_character_takes_no_more_entries_and_its_successor_inherits_half_its_xp() {
    let (_dir, mut desk) = desk();
    let id = wenna(&mut desk);
    record(
        &mut desk,
        id,
        json!({ "kind": "monster_killed", "powerRating": 4 }),
    )
    .expect("PR 4");
    // A successor before the death is refused.
    let successor = |desk: &mut Desk| {
        call(
            desk,
            "game_of_bastards_successor",
            json!({ "lateCharacterId": id, "name": "Wenna's sister", "build": {
                "suit": "diamonds", "traits": { "body": 1, "spirit": 1, "mind": 1, "luck": 3 } } }),
        )
    };
    let err = successor(&mut desk).expect_err("alive");
    assert_eq!(err.rule.as_ref().expect("rule").section, "Killed");
    let view = record(&mut desk, id, json!({ "kind": "killed" })).expect("killed");
    assert_eq!(view["dead"], true);
    // 11 + 9 = 20 XP: the successor inherits 10 on top of its own 10 (table rule default).
    assert_eq!(view["successor"]["xp"], 10);
    assert_eq!(view["successor"]["from"], "Wenna");
    assert_eq!(view["offers"], json!([]));
    let err = record(&mut desk, id, json!({ "kind": "scene_ended" })).expect_err("dead");
    assert_eq!(err.rule.as_ref().expect("rule").section, "Killed");

    let heir = successor(&mut desk).expect("the successor");
    let heir_sheet = heir["sheet"]["sheet"].clone();
    assert_eq!(heir_sheet["xp"]["gained"]["value"], 20);
    assert_eq!(
        labels(&heir_sheet["xp"]["gained"])[1],
        ("Inherited from the late character".to_owned(), 10)
    );
    assert_eq!(heir_sheet["xp"]["unspent"]["value"], 20 - 1);
    assert_eq!(heir["kind"], "pc");
}

#[test]
fn a_shared_character_carries_its_ledger_and_replays_it_in_the_other_campaign() {
    let (_dir, mut here) = desk();
    let id = wenna(&mut here);
    record(&mut here, id, json!({ "kind": "scene_ended" })).expect("a scene");
    record(&mut here, id, json!({ "kind": "time_passed" })).expect("Time Passes");
    spend(&mut here, id, json!({ "kind": "trait", "trait": "spirit" })).expect("Spirit");
    let document = ok(&mut here, "export_character", json!({ "id": id }));
    let (_other_dir, mut there) = desk();
    let imported = ok(
        &mut there,
        "import_character",
        json!({ "document": document.clone() }),
    );
    let new_id = imported["character"]["id"].as_i64().expect("id");
    assert_eq!(
        sheet(&mut there, new_id)["traits"],
        sheet(&mut here, id)["traits"]
    );
    assert_eq!(
        advancement(&mut there, new_id)["entries"]
            .as_array()
            .expect("entries")
            .len(),
        4
    );
    // A document whose ledger spends outside a window is refused, naming the entry.
    let mut forged = document.clone();
    let ledger = forged
        .pointer_mut("/systemData/ledger")
        .expect("ledger")
        .as_array_mut()
        .expect("entries");
    ledger.remove(2);
    let err = call(
        &mut there,
        "import_character",
        json!({ "document": forged }),
    )
    .expect_err("forged");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert!(
        err.field
            .as_deref()
            .is_some_and(|f| f.ends_with("ledger[2]")),
        "{err:?}"
    );
}

#[test]
fn automation_coverage_lists_the_advantages_and_disadvantages() {
    let (_dir, mut desk) = desk();
    let reports = ok(&mut desk, "automation_coverage", json!({}));
    let report = reports
        .as_array()
        .expect("reports")
        .iter()
        .find(|r| r["system"] == "game_of_bastards")
        .expect("a report");
    let total = |k: &Value| {
        ["engine", "partly", "gm"]
            .map(|r| k[r].as_u64().expect("n"))
            .iter()
            .sum::<u64>()
    };
    assert_eq!(total(&report["kinds"][0]), 60);
    assert_eq!(total(&report["kinds"][1]), 23);
}

#[test]
fn the_content_lists_four_suits_twelve_skills_sixty_advantages_and_twenty_three_disadvantages() {
    let (_dir, mut desk) = desk();
    let content = ok(&mut desk, "game_of_bastards_content", json!({}));
    assert_eq!(content["suits"].as_array().expect("suits").len(), 4);
    assert_eq!(content["skills"].as_array().expect("skills").len(), 12);
    assert_eq!(content["advantages"].as_array().expect("a").len(), 60);
    assert_eq!(content["disadvantages"].as_array().expect("d").len(), 23);
    assert_eq!(content["numbers"]["startingXp"], 10);
    assert_eq!(content["numbers"]["startingCash"], 200);
}

#[test]
fn monsters_power_rating_from_the_partys_highest_trait_and_the_ban_list_enforced() {
    let (_dir, mut desk) = desk();
    let id = wenna(&mut desk);
    let card = json!({ "rank": 7, "suit": "clubs" });
    // Wenna's highest trait is Body 3: Power Rating 3, Power Pool 30, 8 XP when killed.
    let monster = ok(
        &mut desk,
        "game_of_bastards_monster",
        json!({ "party": [id], "card": card, "advantages": ["dodge", "lunge", "eagle_eyes"] }),
    );
    assert_eq!(monster["power"]["value"], 3);
    assert_eq!(monster["powerPool"]["value"], 30);
    assert_eq!(monster["xpWhenKilled"]["value"], 8);
    assert_eq!(monster["suit"], "clubs");
    // Eagle Eyes affects ranged weapons: a natural ranged weapon of damage + Power Rating.
    assert_eq!(monster["rangedWeapon"]["damage"]["value"], 3);
    for (advantages, message) in [
        (
            json!(["dodge", "lunge", "trip"]),
            "Monsters cannot have Trip.",
        ),
        (
            json!(["dodge", "lunge", "careful"]),
            "this monster's suit is Clubs",
        ),
        (
            json!(["dodge", "lunge"]),
            "gains 3 advantages; 2 are picked",
        ),
    ] {
        let err = call(
            &mut desk,
            "game_of_bastards_monster",
            json!({ "party": [id], "card": card, "advantages": advantages }),
        )
        .expect_err("refused");
        assert_eq!(err.kind, ErrorKind::InvalidInput);
        assert_eq!(err.field.as_deref(), Some("advantages"));
        assert!(err.message.contains(message), "{}", err.message);
        assert_eq!(err.rule.as_ref().expect("rule").section, "Monsters");
    }
    let err = call(
        &mut desk,
        "game_of_bastards_monster",
        json!({ "party": [], "card": card }),
    )
    .expect_err("no party");
    assert_eq!(err.field.as_deref(), Some("party"));
}
