//! ClockWork through the commands: creation by the book, refusals that change nothing, NPCs
//! with the limits waived, the quick NPC, sharing, and the table rules' hold on stored builds.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, dirs_in, ok};

/// A dwarf built by the book on premade spread 1, with Strength bought down to 6 (Borra, also
/// of the advancement tests).
pub(crate) fn dwarf() -> Value {
    json!({
        "concept": "A smith with a temper",
        "premade": 1,
        "spread": {
            "strength": 7, "accuracy": 8, "stamina": 8, "ingenuity": 8,
            "agility": 9, "perception": 9, "knowledge": 9,
            "intuition": 10, "charisma": 10, "will": 10, "creativity": 10, "manipulation": 10,
            "celestial": 12, "elemental": 12, "soul": 12, "spellcraft": 12
        },
        "species": "dwarves",
        "speciesBonusSkills": ["strength", "ingenuity"],
        "bonusSkill": "accuracy",
        "foci": [
            { "skill": "knowledge", "name": "History" },
            { "skill": "accuracy", "name": "Long Guns" },
            { "skill": "ingenuity", "name": "Smithing" }
        ],
        "customization": [
            { "kind": "skillRank", "skill": "strength" },
            { "kind": "feature", "name": "Forge Sense", "level": 2 }
        ],
        "resistancePoints": {
            "ballistic": 3, "blunt": 3, "energy": 3, "piercing": 4, "slashing": 4, "explosive": 2
        }
    })
}

fn create(
    desk: &mut Desk,
    kind: &str,
    name: &str,
    creation: Value,
) -> Result<Value, tablekeep_api::AppError> {
    call(
        desk,
        "create_character",
        json!({ "system": "clockwork", "kind": kind, "name": name, "creation": creation }),
    )
}

fn count(desk: &mut Desk) -> usize {
    ok(desk, "list_characters", json!({}))
        .as_array()
        .expect("list")
        .len()
}

fn attribute<'a>(view: &'a Value, name: &str) -> &'a Value {
    view["sheet"]["sheet"]["attributes"]
        .as_array()
        .expect("attributes")
        .iter()
        .find(|line| line["attribute"] == name)
        .map(|line| &line["score"])
        .unwrap_or_else(|| panic!("{name} on the sheet: {view}"))
}

fn resistance<'a>(view: &'a Value, damage: &str) -> &'a Value {
    view["sheet"]["sheet"]["resistances"]
        .as_array()
        .expect("resistances")
        .iter()
        .find(|line| line["damage"] == damage)
        .map(|line| &line["total"])
        .unwrap_or_else(|| panic!("{damage} on the sheet"))
}

#[test]
fn a_character_built_by_the_book_shows_every_number_explained() {
    let (_dir, mut desk) = desk();
    let view = create(
        &mut desk,
        "pc",
        "Borra",
        json!({ "system": "clockwork", "build": dwarf() }),
    )
    .expect("by the book");
    assert_eq!(view["sheet"]["system"], "clockwork");
    assert_eq!(view["sheet"]["limits"], "by_the_book");
    assert_eq!(view["sheet"]["broken"], Value::Null);
    let character = &view["sheet"]["character"];
    assert_eq!(character["skills"]["strength"], 6, "bought down one rank");
    assert_eq!(
        character["bonusSkills"],
        json!(["strength", "ingenuity", "accuracy"])
    );
    assert_eq!(
        character["customizationBill"],
        json!([
            { "label": "Strength 7 → 6", "cost": 2 },
            { "label": "Forge Sense (feature, level 2)", "cost": 2 }
        ])
    );
    // Body: the two lowest Body ranks, 6 and 8, sum to 14: the table gives 8.
    let body = attribute(&view, "body");
    assert_eq!(body["value"], 8);
    assert_eq!(body["rule"]["section"], "Calculating Attributes");
    assert!(!body["terms"].as_array().expect("terms").is_empty());
    // Blunt: 3 from points, +1 from the dwarves; explained with its terms.
    let blunt = resistance(&view, "blunt");
    assert_eq!(blunt["value"], 4);
    let sheet = &view["sheet"]["sheet"];
    for number in [
        "grit",
        "vitals",
        "mana",
        "walk",
        "run",
        "dodgeDefense",
        "reach",
        "luck",
    ] {
        assert!(
            sheet[number]["value"].is_i64(),
            "{number}: {}",
            sheet[number]
        );
        assert!(
            sheet[number]["rule"]["section"].is_string(),
            "{number} cites its rule"
        );
    }
    // The same sheet on a later read.
    let again = ok(&mut desk, "get_character", json!({ "id": view["id"] }));
    assert_eq!(again["sheet"], view["sheet"]);
}

#[test]
fn every_refused_build_names_its_rule_and_field_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let before = count(&mut desk);
    let mut cases: Vec<(Value, &str, &str, &str)> = Vec::new();
    let mut short = dwarf();
    short["spread"]["strength"] = json!(8);
    short["premade"] = Value::Null;
    cases.push((short, "pc", "creation.build.spread", "Purchasing Skills"));
    let mut low = dwarf();
    low["spread"]["strength"] = json!(6);
    low["spread"]["celestial"] = json!(11);
    cases.push((
        low,
        "pc",
        "creation.build.spread.strength",
        "Purchasing Skills",
    ));
    let mut off = dwarf();
    off["premade"] = json!(2);
    cases.push((off, "pc", "creation.build.premade", "Purchasing Skills"));
    let mut foreign = dwarf();
    foreign["speciesBonusSkills"] = json!(["strength", "charisma"]);
    cases.push((
        foreign,
        "pc",
        "creation.build.speciesBonusSkills",
        "Species Bonus Skills",
    ));
    let mut taken = dwarf();
    taken["bonusSkill"] = json!("strength");
    cases.push((taken, "pc", "creation.build.bonusSkill", "Bonus Skill"));
    let mut two = dwarf();
    two["foci"].as_array_mut().expect("foci").pop();
    cases.push((two, "pc", "creation.build.foci", "Foci"));
    let mut spendthrift = dwarf();
    spendthrift["customization"]
        .as_array_mut()
        .expect("customization")
        .push(json!({ "kind": "spell", "name": "Firebolt", "level": 4 }));
    spendthrift["customization"]
        .as_array_mut()
        .expect("customization")
        .push(json!({ "kind": "spell", "name": "Shock", "level": 4 }));
    spendthrift["customization"]
        .as_array_mut()
        .expect("customization")
        .push(json!({ "kind": "feature", "name": "Lantern Eye", "level": 1 }));
    cases.push((
        spendthrift,
        "pc",
        "creation.build.customization",
        "Customization Points",
    ));
    let mut hardy = dwarf();
    hardy["resistancePoints"]["explosive"] = json!(3);
    cases.push((
        hardy,
        "pc",
        "creation.build.resistancePoints",
        "Spending Resistance Points",
    ));
    for (build, kind, field, section) in cases {
        let err = create(
            &mut desk,
            kind,
            "Nobody",
            json!({ "system": "clockwork", "build": build }),
        )
        .expect_err("refused");
        assert_eq!(
            err.kind,
            ErrorKind::InvalidInput,
            "{field}: {}",
            err.message
        );
        assert_eq!(err.field.as_deref(), Some(field), "{}", err.message);
        assert_eq!(
            err.rule.as_ref().map(|rule| rule.section.as_ref()),
            Some(section),
            "{}",
            err.message
        );
        assert_eq!(count(&mut desk), before, "nothing stored for {field}");
    }
    // A player character is built by the book.
    let err = create(
        &mut desk,
        "pc",
        "Nobody",
        json!({ "system": "clockwork", "build": dwarf(), "waiveLimits": true }),
    )
    .expect_err("refused");
    assert_eq!(err.field.as_deref(), Some("creation.waiveLimits"));
    // Another system's choices for a ClockWork character.
    let err = call(
        &mut desk,
        "create_character",
        json!({ "system": "fated_hand", "kind": "pc", "name": "Nobody",
                "creation": { "system": "clockwork", "build": dwarf() } }),
    )
    .expect_err("refused");
    assert_eq!(err.field.as_deref(), Some("creation.system"));
    assert_eq!(count(&mut desk), before);
}

#[test]
fn an_npc_may_waive_the_creation_limits_and_its_sheet_says_which_rule_it_breaks() {
    let (_dir, mut desk) = desk();
    let mut brute = dwarf();
    brute["spread"]["strength"] = json!(4);
    brute["size"] = json!("large");
    brute["foci"] = json!([]);
    brute["customization"] = json!([]);
    let view = create(
        &mut desk,
        "npc",
        "Pit Boss",
        json!({ "system": "clockwork", "build": brute.clone(), "waiveLimits": true }),
    )
    .expect("waived");
    assert_eq!(view["sheet"]["limits"], "waived");
    let broken = &view["sheet"]["broken"];
    assert_eq!(broken["rule"]["section"], "Purchasing Skills", "{broken}");
    assert_eq!(view["sheet"]["character"]["size"], "large");
    assert_eq!(view["sheet"]["character"]["skills"]["strength"], 4);
    assert!(view["sheet"]["character"]["notes"][0]
        .as_str()
        .expect("a note")
        .contains("waived"));
    // Without the waiver the same build is refused.
    let err = create(
        &mut desk,
        "npc",
        "Pit Boss",
        json!({ "system": "clockwork", "build": brute.clone() }),
    )
    .expect_err("by the book it is refused");
    assert_eq!(err.field.as_deref(), Some("creation.build.spread.strength"));
    // Even waived, a rank off the table is refused: the sheet could not be worked out.
    brute["spread"]["strength"] = json!(3);
    let before = count(&mut desk);
    let err = create(
        &mut desk,
        "npc",
        "Pit Boss",
        json!({ "system": "clockwork", "build": brute, "waiveLimits": true }),
    )
    .expect_err("off the table");
    assert_eq!(err.field.as_deref(), Some("creation.build.spread.strength"));
    assert_eq!(count(&mut desk), before);
}

#[test]
fn a_quick_npc_is_by_the_book_when_its_foci_are_named_and_waived_when_not() {
    let (_dir, mut desk) = desk();
    let ogre = ok(
        &mut desk,
        "clockwork_quick_npc",
        json!({
            "name": "Gatekeeper", "species": "ogres", "premade": 5,
            "best": ["strength", "stamina", "perception"],
            "foci": [
                { "skill": "strength", "name": "Juggernaut" },
                { "skill": "perception", "name": "Watchman" },
                { "skill": "knowledge", "name": "History" }
            ],
            "tags": ["guard"]
        }),
    );
    assert_eq!(ogre["kind"], "npc");
    assert_eq!(ogre["tags"], json!(["guard"]));
    assert_eq!(
        ogre["sheet"]["limits"], "by_the_book",
        "{}",
        ogre["sheet"]["broken"]
    );
    let character = &ogre["sheet"]["character"];
    assert_eq!(
        character["skills"]["strength"], 7,
        "the best skill takes the lowest rank"
    );
    assert_eq!(character["build"]["premade"], 5);
    assert_eq!(
        character["build"]["speciesFoci"][0]["name"], "Mauler",
        "the ogres' own focus"
    );

    let hurried = ok(
        &mut desk,
        "clockwork_quick_npc",
        json!({ "name": "Thug", "species": "orcs", "premade": 8 }),
    );
    assert_eq!(hurried["sheet"]["limits"], "waived");
    assert_eq!(hurried["sheet"]["broken"]["rule"]["section"], "Foci");
    assert!(
        hurried["sheet"]["sheet"]["vitals"]["value"].is_i64(),
        "a whole sheet still"
    );

    let before = count(&mut desk);
    let err = call(
        &mut desk,
        "clockwork_quick_npc",
        json!({ "name": "Nobody", "species": "humans", "premade": 9 }),
    )
    .expect_err("no such spread");
    assert_eq!(err.field.as_deref(), Some("premade"));
    let err = call(
        &mut desk,
        "clockwork_quick_npc",
        json!({ "name": "", "species": "humans", "premade": 1 }),
    )
    .expect_err("no name");
    assert_eq!(err.field.as_deref(), Some("name"));
    assert_eq!(count(&mut desk), before);
}

#[test]
fn creation_offers_the_books_skills_species_spreads_and_foci() {
    let (_dir, mut desk) = desk();
    let content = ok(&mut desk, "clockwork_content", json!({}));
    assert_eq!(content["skills"].as_array().map(Vec::len), Some(16));
    assert_eq!(content["species"].as_array().map(Vec::len), Some(20));
    assert_eq!(content["spreads"].as_array().map(Vec::len), Some(8));
    assert_eq!(content["foci"].as_array().map(Vec::len), Some(19));
    assert_eq!(content["numbers"]["spreadPoints"], 36);
    assert_eq!(content["numbers"]["spreadFloor"], 7);
    let dwarves = content["species"]
        .as_array()
        .expect("species")
        .iter()
        .find(|s| s["id"] == "dwarves")
        .expect("dwarves");
    assert_eq!(dwarves["size"], json!({ "fixed": "medium" }));
    assert!(dwarves["ability"]["summary"].is_string());
    let will = &content["skills"].as_array().expect("skills")[15];
    assert_eq!(
        (&will["skill"], &will["hasFoci"]),
        (&json!("will"), &json!(false))
    );
}

#[test]
fn an_unbuilt_character_is_built_once() {
    let (_dir, mut desk) = desk();
    let plain = ok(
        &mut desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "pc", "name": "Later" }),
    );
    assert_eq!(plain["sheet"]["character"], Value::Null);
    assert_eq!(plain["sheet"]["sheet"], Value::Null);
    let id = plain["id"].clone();
    let mut bad = dwarf();
    bad["foci"] = json!([]);
    let err = call(
        &mut desk,
        "build_character",
        json!({ "id": id, "creation": { "system": "clockwork", "build": bad } }),
    )
    .expect_err("refused");
    assert_eq!(err.field.as_deref(), Some("creation.build.foci"));
    assert_eq!(
        ok(&mut desk, "get_character", json!({ "id": id }))["revision"],
        1
    );
    let built = ok(
        &mut desk,
        "build_character",
        json!({ "id": id, "creation": { "system": "clockwork", "build": dwarf() } }),
    );
    assert_eq!(built["revision"], 2);
    assert_eq!(attribute(&built, "body")["value"], 8);
    let err = call(
        &mut desk,
        "build_character",
        json!({ "id": id, "creation": { "system": "clockwork", "build": dwarf() } }),
    )
    .expect_err("already built");
    assert_eq!(err.kind, ErrorKind::Conflict);
    // Undo takes the build back off.
    let undone = ok(&mut desk, "undo_character_edit", json!({ "id": id }));
    assert_eq!(undone["sheet"]["sheet"], Value::Null);
}

#[test]
fn a_shared_character_travels_with_its_build_and_is_checked_on_import() {
    let (_a, mut here) = desk();
    let borra = create(
        &mut here,
        "pc",
        "Borra",
        json!({ "system": "clockwork", "build": dwarf() }),
    )
    .expect("built");
    let mut brute = dwarf();
    brute["spread"]["strength"] = json!(4);
    brute["customization"] = json!([]);
    let boss = create(
        &mut here,
        "npc",
        "Pit Boss",
        json!({ "system": "clockwork", "build": brute, "waiveLimits": true }),
    )
    .expect("waived");
    let (_b, mut there) = desk();
    for original in [&borra, &boss] {
        let document = ok(
            &mut here,
            "export_character",
            json!({ "id": original["id"] }),
        );
        assert_eq!(document["systemData"]["system"], "clockwork");
        let imported = ok(
            &mut there,
            "import_character",
            json!({ "document": document }),
        );
        let copy = ok(
            &mut there,
            "get_character",
            json!({ "id": imported["character"]["id"] }),
        );
        assert_eq!(copy["sheet"], original["sheet"], "the same sheet");
        assert_eq!(copy["kind"], original["kind"]);
        let again = ok(&mut there, "export_character", json!({ "id": copy["id"] }));
        assert_eq!(again, document, "the same document back");
    }

    // A document whose build is not by the book is refused, and nothing is stored.
    let mut document = ok(&mut here, "export_character", json!({ "id": borra["id"] }));
    document["systemData"]["build"]["spread"]["will"] = json!(12);
    let before = count(&mut there);
    let err = call(
        &mut there,
        "import_character",
        json!({ "document": document }),
    )
    .expect_err("tampered");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("systemData.build.spread"));
    assert_eq!(count(&mut there), before);
}

#[test]
fn a_table_rule_that_would_unmake_a_stored_build_is_refused_and_previewed() {
    let (_dir, mut desk) = desk();
    create(
        &mut desk,
        "pc",
        "Borra",
        json!({ "system": "clockwork", "build": dwarf() }),
    )
    .expect("built");
    let preview = ok(
        &mut desk,
        "preview_table_rule",
        json!({ "id": "clockwork.base_resistance", "option": "pooled" }),
    );
    assert!(preview.to_string().contains("Borra"), "{preview}");
    // Borra's Strength went to 6 with customization points: no longer allowed at 7.
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "clockwork.creation_skill_floor", "option": "seven_at_creation" }),
    )
    .expect_err("would unmake Borra");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert!(err.message.contains("Borra"), "{}", err.message);
    // Under that option a new character is held to it.
    let (_d2, mut other) = crate::desk();
    ok(
        &mut other,
        "set_table_rule",
        json!({ "id": "clockwork.creation_skill_floor", "option": "seven_at_creation" }),
    );
    let err = create(
        &mut other,
        "pc",
        "Borra",
        json!({ "system": "clockwork", "build": dwarf() }),
    )
    .expect_err("below 7");
    assert_eq!(err.field.as_deref(), Some("creation.build.customization"));
}

#[test]
fn the_default_campaign_comes_with_two_premade_clockwork_characters() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut desk = Desk::start(dirs_in(dir.path()), None);
    let listed = ok(
        &mut desk,
        "list_characters",
        json!({ "system": "clockwork", "tag": "starter" }),
    );
    let listed = listed.as_array().expect("list");
    assert_eq!(listed.len(), 2);
    for summary in listed {
        let view = ok(&mut desk, "get_character", json!({ "id": summary["id"] }));
        assert_eq!(view["sheet"]["limits"], "by_the_book");
        assert_eq!(view["sheet"]["broken"], Value::Null);
        assert!(view["sheet"]["character"]["build"]["premade"].is_u64());
        assert!(view["sheet"]["sheet"]["grit"]["value"].is_i64());
    }
}
