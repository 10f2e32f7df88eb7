//! Fated Hand through the command layer: creation, sheet, progression, gear, checks, sessions.

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

fn joe() -> Value {
    json!({
        "system": "fated_hand", "kind": "pc", "name": "Joe",
        "creation": { "system": "fated_hand", "build": {
            "attributes": { "brawn": 0, "sleight": 1, "mind": 1 },
            "skillProficiencies": ["investigation", "trickery"],
            "armProficiency": "club", "talent": "academic", "season": "autumn"
        } }
    })
}

fn sheet(view: &Value) -> &Value {
    &view["sheet"]["sheet"]
}

#[test]
fn a_created_character_has_an_explained_sheet() {
    let (_dir, mut desk) = desk();
    let joe = ok(&mut desk, "create_character", joe());
    let sheet = sheet(&joe);
    assert_eq!(sheet["class"]["name"], "Novice");
    assert_eq!(sheet["level"], 0);
    assert_eq!(sheet["starSuit"], "spades");
    let club = &sheet["arms"][0];
    assert_eq!(club["name"], "Club");
    assert_eq!(club["strike"]["value"], 2, "Sleight 1 + Club +1");
    assert_eq!(club["strike"]["terms"][1]["label"], "Club");
    assert_eq!(
        club["strike"]["rule"]["section"],
        "Determining Combat Power"
    );
    assert_eq!(sheet["handSize"]["value"], 4);
    assert_eq!(sheet["hitPoints"]["value"], 1);
    assert_eq!(joe["sheet"]["history"][0]["entry"]["kind"], "created");
    assert_eq!(joe["sheet"]["canUndoProgression"], false);
}

#[test]
fn an_illegal_build_is_refused_with_its_rule_and_nothing_is_saved() {
    let (_dir, mut desk) = desk();
    let mut bad = joe();
    bad["creation"]["build"]["attributes"] = json!({ "brawn": 1, "sleight": 1, "mind": 1 });
    let err = call(&mut desk, "create_character", bad).expect_err("three ones");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Character Creation")
    );
    assert_eq!(ok(&mut desk, "list_characters", json!({})), json!([]));

    let mut wrong_system = joe();
    wrong_system["system"] = json!("draw_steel");
    let err = call(&mut desk, "create_character", wrong_system).expect_err("not fated hand");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
}

#[test]
fn advance_promote_award_and_undo() {
    let (_dir, mut desk) = desk();
    let id = ok(&mut desk, "create_character", joe())["id"].clone();
    let view = ok(&mut desk, "get_character", json!({ "id": id }));
    assert_eq!(
        sheet(&view)["mayPromote"],
        true,
        "the Novice has no perk list by default"
    );

    // Promote to Student at the first advancement: Class Perk, 2 Story Spells, and the level's perk.
    let content = ok(&mut desk, "fated_hand_content", json!({}));
    let story: Vec<String> = content["content"]["spells"]
        .as_array()
        .expect("spells")
        .iter()
        .filter(|s| s["list"] == "story")
        .take(2)
        .map(|s| s["id"].as_str().expect("id").to_owned())
        .collect();
    let promoted = ok(
        &mut desk,
        "advance_character",
        json!({
            "id": id,
            "promotion": { "class": "student", "classPerk": "quick_footed", "storySpells": story },
            "perk": "quiet_study",
            "reason": "Solved the riddle of the tower"
        }),
    );
    let sheet1 = sheet(&promoted);
    assert_eq!(sheet1["class"]["name"], "Student");
    assert_eq!(sheet1["level"], 1);
    assert_eq!(sheet1["reagents"]["handSize"]["value"], 2);
    assert_eq!(
        promoted["sheet"]["history"][1]["reason"],
        "Solved the riddle of the tower"
    );

    // A perk from nowhere, and a promotion without its Story Spells, are refused.
    let err = call(
        &mut desk,
        "advance_character",
        json!({ "id": id, "perk": "execution" }),
    )
    .expect_err("off list");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    let err = call(&mut desk, "advance_character", json!({
        "id": id, "promotion": { "class": "scholar", "classPerk": "deep_recall", "storySpells": [] }, "perk": "inspiration"
    }))
    .expect_err("a Scholar (Tier 2) teaches exactly three Story Spells");
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Promotion")
    );
    assert!(err.message.contains("exactly 3"), "{}", err.message);
    let err = call(
        &mut desk,
        "advance_character",
        json!({ "id": id, "perk": "aptitude" }),
    )
    .expect_err("needs a magic type");
    assert!(err.message.contains("magic type"));
    ok(
        &mut desk,
        "advance_character",
        json!({ "id": id, "perk": "aptitude", "magicType": "hex" }),
    );

    // Knowledge toward the Elden Stave; then undo it.
    let awarded = ok(
        &mut desk,
        "award_knowledge",
        json!({
            "id": id, "target": { "kind": "arm", "id": "elden_stave" }, "manner": "dominance"
        }),
    );
    let knowledge = &sheet(&awarded)["knowledge"][0];
    assert_eq!(
        (
            knowledge["points"].clone(),
            knowledge["threshold"].clone(),
            knowledge["proficient"].clone()
        ),
        (json!(2), json!(4), json!(false))
    );
    let undone = ok(&mut desk, "undo_progression", json!({ "id": id }));
    assert_eq!(sheet(&undone)["knowledge"], json!([]));
    assert_eq!(sheet(&undone)["level"], 2);
}

#[test]
fn gear_is_validated_and_undoable() {
    let (_dir, mut desk) = desk();
    let id = ok(&mut desk, "create_character", joe())["id"].clone();
    let err = call(&mut desk, "update_gear", json!({
        "id": id, "gear": { "arms": ["great_axe", "dagger"], "mainArm": "great_axe", "offhandArm": "dagger" }
    }))
    .expect_err("a two-hander leaves no hand free");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    let armed = ok(
        &mut desk,
        "update_gear",
        json!({
            "id": id, "gear": { "arms": ["club", "dagger"], "mainArm": "dagger", "offhandArm": "club", "items": ["Rope (30 ft)"] }
        }),
    );
    let arms = &sheet(&armed)["arms"];
    assert_eq!(arms[0]["name"], "Dagger");
    assert_eq!(arms[0]["main"], true);
    assert_eq!(arms[0]["proficient"], false);
    assert_eq!(arms[1]["offhand"], true);
    let undone = ok(&mut desk, "undo_character_edit", json!({ "id": id }));
    assert_eq!(undone["sheet"]["gear"]["mainArm"], "club");
}

#[test]
fn sessions_deal_hands_and_checks_play_from_them() {
    let (_dir, mut desk) = desk();
    let id = ok(&mut desk, "create_character", joe())["id"].clone();

    // Before a session the deck is untracked: the GM enters the card (Joe's example).
    let result = ok(
        &mut desk,
        "skill_check",
        json!({
            "id": id, "check": { "skill": "investigation", "card": { "mode": "hand", "card": { "rank": 7, "suit": "spades" } }, "difficulty": 4 }
        }),
    );
    assert_eq!(result["outcome"]["power"]["value"], 4);
    assert_eq!(result["outcome"]["success"], true);
    assert_eq!(result["deck"], Value::Null);

    let session = ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 1: The Tower" }),
    );
    assert_eq!(session["decks"], json!(["Joe"]));
    let view = ok(&mut desk, "get_character", json!({ "id": id }));
    let hand = view["sheet"]["deck"]["hand"]
        .as_array()
        .expect("hand")
        .clone();
    assert_eq!(hand.len(), 4);
    assert_eq!(view["sheet"]["deck"]["drawPile"], 48);

    let not_in_hand = (1..=13)
        .flat_map(|rank| {
            ["clubs", "diamonds", "hearts", "spades"]
                .map(|suit| json!({ "rank": rank, "suit": suit }))
        })
        .find(|card| !hand.contains(card))
        .expect("a card outside the hand");
    let err = call(&mut desk, "skill_check", json!({
        "id": id, "check": { "skill": "trickery", "card": { "mode": "hand", "card": not_in_hand } }
    }))
    .expect_err("not in hand");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    let result = ok(
        &mut desk,
        "skill_check",
        json!({
            "id": id, "check": { "skill": "trickery", "card": { "mode": "hand", "card": hand[0] } }
        }),
    );
    assert_eq!(result["deck"]["hand"].as_array().expect("hand").len(), 3);
    assert_eq!(result["deck"]["discard"], json!([hand[0]]));

    let ended = ok(&mut desk, "end_game_session", json!({}));
    assert!(ended["endedAt"].is_string());
    let view = ok(&mut desk, "get_character", json!({ "id": id }));
    assert_eq!(view["sheet"]["deck"]["drawPile"], 52);
}

#[test]
fn quick_npcs_and_table_rules() {
    let (_dir, mut desk) = desk();
    let npc = ok(
        &mut desk,
        "quick_npc",
        json!({ "name": "Sergeant Vell", "class": "soldier", "arms": ["spear"] }),
    );
    assert_eq!(npc["kind"], "npc");
    let sheet = sheet(&npc);
    assert_eq!(sheet["class"]["name"], "Soldier");
    assert_eq!(sheet["arms"][0]["name"], "Spear");
    assert_eq!(sheet["arms"][0]["proficient"], true);
    let err = call(
        &mut desk,
        "quick_npc",
        json!({ "name": "Nobody", "class": "archmage" }),
    )
    .expect_err("no such class");
    assert_eq!(err.kind, ErrorKind::RuleViolation);

    let rules = ok(&mut desk, "list_table_rules", json!({}));
    let class_perk = rules
        .as_array()
        .expect("rules")
        .iter()
        .find(|r| r["id"] == "fated_hand.class_perk")
        .expect("rule");
    assert_eq!(class_perk["chosen"], "choose");
    // The NPC's history took Class Perks; switching to "none" would break it.
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.class_perk", "option": "none" }),
    )
    .expect_err("breaks a history");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert!(err.message.contains("Sergeant Vell"));
    let set = ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "lowest" }),
    );
    assert_eq!(set["chosen"], "lowest");
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.knowledge_discounts", "option": "sometimes" }),
    )
    .expect_err("bad option");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
}

#[test]
fn preview_shows_the_sheet_without_saving() {
    let (_dir, mut desk) = desk();
    let sheet = ok(
        &mut desk,
        "preview_build",
        json!({ "build": joe()["creation"]["build"] }),
    );
    assert_eq!(sheet["skills"][6]["skill"], "investigation");
    assert_eq!(sheet["skills"][6]["power"]["value"], 2);
    assert_eq!(ok(&mut desk, "list_characters", json!({})), json!([]));
}

/// "Reagents": out of combat, every spellcaster draws a Reagent when another character makes a
/// Skill Check; a non-caster draws nothing.
#[test]
fn casters_in_the_party_draw_a_reagent_when_another_checks() {
    let (_dir, mut desk) = desk();
    let joe_id = ok(&mut desk, "create_character", joe())["id"].clone();
    let mut mira = joe();
    mira["name"] = json!("Mira");
    let mira = ok(&mut desk, "create_character", mira)["id"].clone();
    let content = ok(&mut desk, "fated_hand_content", json!({}));
    let story: Vec<Value> = content["content"]["spells"]
        .as_array()
        .expect("spells")
        .iter()
        .filter(|s| s["list"] == "story")
        .take(2)
        .map(|s| s["id"].clone())
        .collect();
    let student = ok(
        &mut desk,
        "advance_character",
        json!({
            "id": mira, "promotion": { "class": "student", "classPerk": "quick_footed", "storySpells": story }, "perk": "quiet_study"
        }),
    );
    assert_eq!(sheet(&student)["class"]["magical"], true);
    let party = ok(&mut desk, "create_party", json!({ "name": "Wayfarers" }))["id"].clone();
    ok(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": joe_id }),
    );
    ok(
        &mut desk,
        "add_to_party",
        json!({ "partyId": party, "characterId": mira }),
    );
    ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 1", "partyId": party }),
    );

    let hand =
        ok(&mut desk, "get_character", json!({ "id": joe_id }))["sheet"]["deck"]["hand"][0].clone();
    let result = ok(
        &mut desk,
        "skill_check",
        json!({
            "id": joe_id, "check": { "skill": "knowledge", "card": { "mode": "hand", "card": hand } }
        }),
    );
    let draws = result["reagentDraws"].as_array().expect("draws");
    assert_eq!(draws.len(), 1);
    assert_eq!(draws[0]["name"], "Mira");
    let mira_deck = &ok(&mut desk, "get_character", json!({ "id": mira }))["sheet"]["deck"];
    assert_eq!(mira_deck["reagents"], json!([draws[0]["card"]]));

    // The Novice is no caster: Mira's check gives Joe nothing.
    let mira_hand = mira_deck["hand"][0].clone();
    let result = ok(
        &mut desk,
        "skill_check",
        json!({
            "id": mira, "check": { "skill": "trickery", "card": { "mode": "hand", "card": mira_hand } }
        }),
    );
    assert_eq!(result["reagentDraws"], json!([]));
}

/// "Story Spell List": a Student casts Mold Earth out of combat. Before a session the deck is
/// untracked and the entered cards are checked against the cost (2 even cards, table rule
/// `fated_hand.mold_earth_cost` at its default); once the session deals it, the Reagent drawn
/// when Joe makes a check is spent from the tracked Reagent Hand into the discard pile, under
/// `gm_sets` whatever it is. A refused casting stores nothing.
#[test]
fn story_spells_are_cast_out_of_combat_from_the_reagent_hand() {
    let (_dir, mut desk) = desk();
    let joe_id = ok(&mut desk, "create_character", joe())["id"].clone();
    let mut mira = joe();
    mira["name"] = json!("Mira");
    let mira = ok(&mut desk, "create_character", mira)["id"].clone();
    ok(
        &mut desk,
        "advance_character",
        json!({
            "id": mira, "promotion": { "class": "student", "classPerk": "quick_footed", "storySpells": ["mold_earth", "mutate"] }, "perk": "quiet_study"
        }),
    );
    let card = |rank: u8| json!({ "rank": rank, "suit": "clubs" });
    let cast = |spell: &str, cards: Vec<Value>| json!({ "id": mira, "cast": { "spell": spell, "reagents": cards } });
    let err = call(
        &mut desk,
        "cast_story_spell",
        cast("mold_earth", vec![card(2), card(3)]),
    )
    .expect_err("3 is odd");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert!(err.message.contains("2 Even Cards"), "{}", err.message);
    let result = ok(
        &mut desk,
        "cast_story_spell",
        cast("mold_earth", vec![card(2), card(4)]),
    );
    assert_eq!(
        result["outcome"]["rule"]["section"],
        "Story Spell List › Mold Earth"
    );
    assert_eq!(result["deck"], Value::Null);
    let err = call(
        &mut desk,
        "cast_story_spell",
        cast("mutate", vec![card(2), card(13)]),
    )
    .expect_err("Mutate needs the target's Star Suit");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    let err = call(
        &mut desk,
        "cast_story_spell",
        cast("gust", vec![card(2), card(3)]),
    )
    .expect_err("Gust is not one of Mira's Story Spells");
    assert!(err.message.contains("no access"), "{}", err.message);

    let party = ok(&mut desk, "create_party", json!({ "name": "Wayfarers" }))["id"].clone();
    for member in [&joe_id, &mira] {
        ok(
            &mut desk,
            "add_to_party",
            json!({ "partyId": party, "characterId": member }),
        );
    }
    ok(
        &mut desk,
        "start_game_session",
        json!({ "name": "Session 1", "partyId": party }),
    );
    let hand =
        ok(&mut desk, "get_character", json!({ "id": joe_id }))["sheet"]["deck"]["hand"][0].clone();
    ok(
        &mut desk,
        "skill_check",
        json!({ "id": joe_id, "check": { "skill": "knowledge", "card": { "mode": "hand", "card": hand } } }),
    );
    let before = ok(&mut desk, "get_character", json!({ "id": mira }))["sheet"]["deck"].clone();
    let reagent = before["reagents"][0].clone();
    let elsewhere = if reagent == card(2) { card(4) } else { card(2) };
    let err = call(
        &mut desk,
        "cast_story_spell",
        cast("mold_earth", vec![elsewhere]),
    )
    .expect_err("not in the Reagent Hand");
    assert!(err.message.contains("Reagent Hand"), "{}", err.message);
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.mold_earth_cost", "option": "gm_sets" }),
    );
    let unchanged = ok(&mut desk, "get_character", json!({ "id": mira }))["sheet"]["deck"].clone();
    assert_eq!(unchanged, before, "a refused casting stores nothing");
    let result = ok(
        &mut desk,
        "cast_story_spell",
        cast("mold_earth", vec![reagent.clone()]),
    );
    assert!(
        result["outcome"]["text"]
            .as_str()
            .expect("text")
            .contains("Mold Earth's cost"),
        "{}",
        result["outcome"]["text"]
    );
    assert_eq!(result["deck"]["reagents"], json!([]));
    let after = ok(&mut desk, "get_character", json!({ "id": mira }))["sheet"]["deck"].clone();
    assert_eq!(after["reagents"], json!([]));
    assert!(after["discard"]
        .as_array()
        .expect("discard")
        .contains(&reagent));
}

/// Hode the Brawler, one level from promoting to Monk; the promotion with `bonuses` entered.
fn hode_promotes_to_monk(
    desk: &mut tablekeep_api::Desk,
    bonuses: Value,
) -> Result<Value, tablekeep_api::AppError> {
    let mut hode = joe();
    hode["name"] = json!("Hode");
    let id = ok(desk, "create_character", hode)["id"].clone();
    for (promotion, perk) in [
        (
            json!({ "class": "ruffian", "classPerk": "pummel", "talent": "tough" }),
            "one_two",
        ),
        (
            json!({ "class": "brawler", "classPerk": "overhead", "talent": "chef" }),
            "straight_lunge",
        ),
        (Value::Null, "uppercut"),
    ] {
        let mut step = json!({ "id": id, "perk": perk });
        if !promotion.is_null() {
            step["promotion"] = promotion;
        }
        ok(desk, "advance_character", step);
    }
    call(
        desk,
        "advance_character",
        json!({
            "id": id,
            "promotion": {
                "class": "monk", "classPerk": "practice_drills", "talent": "tumbler",
                "classBonuses": bonuses
            },
            "perk": "sweep_the_leg"
        }),
    )
}

/// Table rule `fated_hand.monk_bonebreaker_bonuses` through the commands ("Class List › Monk
/// (T3)"): by default a promotion entering the Monk's bonuses is refused and nothing is saved;
/// under `gm_sets` the sheet adds them, and the rule cannot then be switched back while the
/// ledger holds them.
#[test]
fn monk_bonuses_entered_by_the_gm_reach_the_sheet_only_where_the_table_allows() {
    let bonuses = json!({ "strike": 2, "speed": 1 });
    let (_dir, mut desk) = desk();
    let err = hode_promotes_to_monk(&mut desk, bonuses.clone()).expect_err("zero by default");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert!(
        err.message.contains("prints no stat bonuses"),
        "{}",
        err.message
    );
    let hode = &ok(&mut desk, "list_characters", json!({}))[0];
    let view = ok(&mut desk, "get_character", json!({ "id": hode["id"] }));
    assert_eq!(sheet(&view)["class"]["name"], "Brawler", "nothing saved");

    let (_dir, mut desk) = crate::desk();
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.monk_bonebreaker_bonuses", "option": "gm_sets" }),
    );
    let monk = hode_promotes_to_monk(&mut desk, bonuses).expect("entered");
    let monk_sheet = sheet(&monk);
    assert_eq!(monk_sheet["class"]["name"], "Monk");
    assert_eq!(monk_sheet["class"]["bonuses"]["strike"], 2);
    let terms = monk_sheet["arms"][0]["strike"]["terms"]
        .as_array()
        .expect("terms");
    let entered = terms
        .iter()
        .find(|t| t["label"] == "Monk class bonus (entered by the GM)")
        .expect("the GM's bonus on the sheet");
    assert_eq!(entered["value"], 2);
    assert_eq!(entered["rule"]["section"], "Class List › Monk (T3)");
    let err = call(
        &mut desk,
        "set_table_rule",
        json!({ "id": "fated_hand.monk_bonebreaker_bonuses", "option": "zero" }),
    )
    .expect_err("the ledger holds the entered bonuses");
    assert_eq!(err.kind, ErrorKind::Conflict);
}
