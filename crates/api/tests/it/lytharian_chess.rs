//! Lytharian Chess through the commands: the card library (the book's starter set with its
//! unknown values kept unknown, the GM's own cards, refusals that name the field and change
//! nothing) and the army and deck builder (legality by mode, each refusal citing its rule).

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, ok};

fn cards(desk: &mut Desk) -> Value {
    ok(desk, "lytharian_chess_list_cards", json!({}))
}

fn card_id(desk: &mut Desk, name: &str) -> i64 {
    cards(desk)["cards"]
        .as_array()
        .expect("cards")
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("{name} in the library"))["id"]
        .as_i64()
        .expect("id")
}

fn source(view: &Value, field: &str) -> String {
    view["origins"]
        .as_array()
        .expect("origins")
        .iter()
        .find(|o| o["field"] == field)
        .unwrap_or_else(|| panic!("{field} has an origin"))["source"]
        .as_str()
        .expect("source")
        .to_owned()
}

/// A GM troop with every value known.
pub(crate) fn troop(name: &str, piece: &str, alignment: &str, power: u16) -> Value {
    json!({
        "kind": "troop",
        "name": name,
        "piece": { "known": piece },
        "race": { "known": "Human" },
        "class": { "known": "Warrior" },
        "creature": { "known": "humanoid" },
        "alignment": { "known": alignment },
        "att": { "known": 3 },
        "def": { "known": 4 },
        "power": { "known": power },
        "unique": { "known": false },
        "abilities": [],
        "abilitiesComplete": true,
        "notes": [],
        "sources": []
    })
}

/// A GM spell of `element`.
pub(crate) fn spell(name: &str, element: &str) -> Value {
    json!({
        "kind": "spell",
        "name": name,
        "spellType": { "known": "sorcery" },
        "subtype": { "known": "damage" },
        "element": { "known": element },
        "cost": { "known": { "kind": "fixed", "mana": 3 } },
        "rarity": { "known": "common" },
        "unique": { "known": false },
        "grants": [],
        "summary": { "known": "Deals 3 damage to a troop." },
        "notes": [],
        "sources": []
    })
}

pub(crate) fn create_card(desk: &mut Desk, card: Value) -> i64 {
    ok(desk, "lytharian_chess_create_card", json!({ "card": card }))["id"]
        .as_i64()
        .expect("id")
}

/// Sixteen troops for the full game (one king, one queen, two each of rook, knight and bishop,
/// eight pawns as four cards of two copies), all of `alignment`; the army's troop list.
fn full_troops(desk: &mut Desk, alignment: &str) -> Vec<Value> {
    let mut list = Vec::new();
    for (name, piece, copies) in [
        ("King", "king", 1),
        ("Queen", "queen", 1),
        ("Rook", "rook", 2),
        ("Knight", "knight", 2),
        ("Bishop", "bishop", 2),
        ("Pawn A", "pawn", 2),
        ("Pawn B", "pawn", 2),
        ("Pawn C", "pawn", 2),
        ("Pawn D", "pawn", 2),
    ] {
        let id = create_card(
            desk,
            troop(&format!("{alignment} {name}"), piece, alignment, 10),
        );
        list.push(json!({ "card": id, "copies": copies }));
    }
    list
}

/// A deck of 51 Fire spells (17 cards, three copies each).
fn fire_deck(desk: &mut Desk) -> Vec<Value> {
    (1..=17)
        .map(|n| {
            let id = create_card(desk, spell(&format!("Flame {n}"), "fire"));
            json!({ "card": id, "copies": 3 })
        })
        .collect()
}

fn army(name: &str, mode: &str, troops: &[Value], deck: &[Value]) -> Value {
    json!({ "army": { "name": name, "mode": mode, "troops": troops, "deck": deck } })
}

fn problems_of(legality: &Value) -> Vec<Value> {
    legality["problems"].as_array().expect("problems").clone()
}

fn has_problem(legality: &Value, kind: &str) -> bool {
    problems_of(legality)
        .iter()
        .any(|p| p["error"]["kind"] == kind)
}

fn armies(desk: &mut Desk) -> Vec<Value> {
    ok(desk, "lytharian_chess_list_armies", json!({}))
        .as_array()
        .expect("armies")
        .clone()
}

#[test]
fn starter_set_holds_what_the_book_gives_and_is_added_once() {
    let (_dir, mut desk) = desk();
    let before = cards(&mut desk);
    assert_eq!(before["cards"].as_array().expect("cards").len(), 0);
    assert_eq!(
        before["starterMissing"].as_array().expect("missing").len(),
        69,
        "31 troops, 31 spells and 7 pieces of equipment"
    );

    let added = ok(&mut desk, "lytharian_chess_add_starter_set", json!({}));
    assert_eq!(added["added"].as_array().expect("added").len(), 69);
    assert!(cards(&mut desk)["starterMissing"]
        .as_array()
        .expect("missing")
        .is_empty());
    let again = ok(&mut desk, "lytharian_chess_add_starter_set", json!({}));
    assert!(again["added"].as_array().expect("added").is_empty());
    assert_eq!(again["kept"].as_array().expect("kept").len(), 69);
    assert_eq!(
        cards(&mut desk)["cards"].as_array().expect("cards").len(),
        69
    );

    // Defendermage Khirha's type line, stats and power are printed; its piece is not.
    let id = card_id(&mut desk, "Defendermage Khirha");
    let khirha = ok(&mut desk, "lytharian_chess_get_card", json!({ "id": id }));
    assert_eq!(khirha["card"]["piece"], "unknown");
    assert_eq!(khirha["card"]["att"], json!({ "known": 7 }));
    assert_eq!(source(&khirha, "piece"), "unknown");
    assert_eq!(source(&khirha, "att"), "book");
    assert_eq!(source(&khirha, "power"), "book");
    assert_eq!(khirha["starter"], "Defendermage Khirha");
    let listed = cards(&mut desk)["cards"]
        .as_array()
        .expect("cards")
        .iter()
        .find(|c| c["id"] == id)
        .cloned()
        .expect("listed");
    assert_eq!(
        listed["summary"],
        "? · Human Mage · 7/8 · power 17 · unique"
    );
    assert!(listed["fromBook"].as_bool().expect("flag"));
    assert!(listed["unknownValues"].as_u64().expect("count") >= 2);
}

#[test]
fn a_value_the_gm_enters_on_a_book_card_shows_as_the_gms() {
    let (_dir, mut desk) = desk();
    ok(&mut desk, "lytharian_chess_add_starter_set", json!({}));
    let id = card_id(&mut desk, "Defendermage Khirha");
    let mut card = ok(&mut desk, "lytharian_chess_get_card", json!({ "id": id }))["card"].clone();
    card["piece"] = json!({ "known": "queen" });
    card["att"] = json!({ "known": 8 });
    let saved = ok(
        &mut desk,
        "lytharian_chess_update_card",
        json!({ "id": id, "card": card }),
    );
    assert_eq!(
        source(&saved, "piece"),
        "gm",
        "entered where the book is silent"
    );
    assert_eq!(source(&saved, "att"), "gm", "changed from the book's 7");
    assert_eq!(source(&saved, "def"), "book");
    assert_eq!(source(&saved, "alignment"), "unknown");
    // A keyword the book lists keeps the book as its source; one the GM adds is the GM's.
    card["abilities"]
        .as_array_mut()
        .expect("abilities")
        .push(json!({ "keyword": "ambush", "x": { "known": 1 } }));
    let saved = ok(
        &mut desk,
        "lytharian_chess_update_card",
        json!({ "id": id, "card": card }),
    );
    assert_eq!(source(&saved, "abilities[0]"), "book");
    assert_eq!(source(&saved, "abilities[2]"), "gm");
}

#[test]
fn a_refused_card_names_the_field_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let kept = create_card(&mut desk, troop("Shield Bearer", "pawn", "good", 5));
    let before = cards(&mut desk);

    let mut no_def = troop("Paper Knight", "knight", "good", 5);
    no_def["def"] = json!({ "known": 0 });
    let err = call(
        &mut desk,
        "lytharian_chess_create_card",
        json!({ "card": no_def }),
    )
    .expect_err("a troop with 0 Def");
    assert_eq!(err.kind, ErrorKind::InvalidInput);
    assert_eq!(err.field.as_deref(), Some("def"));
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Combat Overview")
    );

    let mut no_x = troop("Braced Guard", "rook", "good", 5);
    no_x["abilities"] = json!([{ "keyword": "brace" }]);
    let err = call(
        &mut desk,
        "lytharian_chess_create_card",
        json!({ "card": no_x }),
    )
    .expect_err("Brace without its X");
    assert_eq!(err.field.as_deref(), Some("abilities[0]"));
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Glossary of Terms › X")
    );

    let err = call(
        &mut desk,
        "lytharian_chess_create_card",
        json!({ "card": troop("  shield bearer ", "pawn", "good", 5) }),
    )
    .expect_err("a name the library holds");
    assert_eq!(err.field.as_deref(), Some("name"));

    let mut cited = troop("Claimed Card", "pawn", "good", 5);
    cited["sources"] = json!([{ "system": "lytharian_chess", "section": "Card Types" }]);
    let err = call(
        &mut desk,
        "lytharian_chess_create_card",
        json!({ "card": cited }),
    )
    .expect_err("a GM card citing the book");
    assert_eq!(err.field.as_deref(), Some("sources"));

    let err = call(
        &mut desk,
        "lytharian_chess_update_card",
        json!({ "id": kept, "card": spell("Shield Bearer", "fire") }),
    )
    .expect_err("a troop cannot become a spell");
    assert_eq!(err.field.as_deref(), Some("kind"));

    let mut curse_with_grants = spell("Hex", "death");
    curse_with_grants["grants"] = json!([{ "keyword": "fearless" }]);
    let problems = ok(
        &mut desk,
        "lytharian_chess_check_card",
        json!({ "card": curse_with_grants }),
    );
    assert_eq!(problems[0]["field"], "grants", "{problems}");

    assert_eq!(cards(&mut desk), before, "nothing changed");
    let shown = ok(&mut desk, "lytharian_chess_get_card", json!({ "id": kept }));
    assert_eq!(shown["card"]["kind"], "troop");
}

#[test]
fn a_card_an_army_holds_is_not_deleted() {
    let (_dir, mut desk) = desk();
    let king = create_card(&mut desk, troop("Old King", "king", "good", 20));
    let spare = create_card(&mut desk, troop("Spare Pawn", "pawn", "good", 2));
    ok(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Garrison",
            "standard",
            &[json!({ "card": king, "copies": 1 })],
            &[],
        ),
    );
    let err = call(
        &mut desk,
        "lytharian_chess_delete_card",
        json!({ "id": king }),
    )
    .expect_err("Garrison holds it");
    assert_eq!(err.kind, ErrorKind::Conflict);
    assert!(err.message.contains("Garrison"), "{}", err.message);
    assert!(ok(&mut desk, "lytharian_chess_get_card", json!({ "id": king }))["id"] == king);

    let left = ok(
        &mut desk,
        "lytharian_chess_delete_card",
        json!({ "id": spare }),
    );
    assert_eq!(left["cards"].as_array().expect("cards").len(), 1);
    let err = call(
        &mut desk,
        "lytharian_chess_get_card",
        json!({ "id": spare }),
    )
    .expect_err("deleted");
    assert_eq!(err.kind, ErrorKind::NotFound);
}

#[test]
fn an_army_being_built_saves_with_what_is_left_to_do() {
    let (_dir, mut desk) = desk();
    let king = create_card(&mut desk, troop("Old King", "king", "good", 20));
    let view = ok(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Garrison",
            "standard",
            &[json!({ "card": king, "copies": 1 })],
            &[],
        ),
    );
    let legality = &view["legality"];
    assert_eq!(legality["playable"], false);
    assert_eq!(legality["breaksLimit"], false);
    assert_eq!(legality["troops"], 1);
    assert_eq!(legality["troopsNeeded"], 16);
    assert_eq!(legality["deckMinimum"], 50);
    let queen = problems_of(legality)
        .into_iter()
        .find(|p| p["error"]["kind"] == "pieceCount" && p["error"]["piece"] == "queen")
        .expect("no queen yet");
    assert_eq!(queen["message"], "0 queen where the game needs 1.");
    assert_eq!(queen["part"], "troops");
    assert_eq!(queen["rule"]["section"], "Getting Started");
    assert!(has_problem(legality, "deckTooSmall"));
    assert_eq!(armies(&mut desk).len(), 1);
}

#[test]
fn a_full_standard_army_with_its_deck_is_playable() {
    let (_dir, mut desk) = desk();
    let troops = full_troops(&mut desk, "good");
    let deck = fire_deck(&mut desk);
    let view = ok(
        &mut desk,
        "lytharian_chess_create_army",
        army("Dawn Host", "standard", &troops, &deck),
    );
    let legality = &view["legality"];
    assert_eq!(legality["playable"], true, "{legality}");
    assert_eq!(legality["troops"], 16);
    assert_eq!(legality["deckCards"], 51);
    assert_eq!(legality["power"], 160, "16 troops of power 10");
    let listed = armies(&mut desk);
    assert_eq!(listed[0]["playable"], true);
    assert_eq!(listed[0]["problems"], 0);
}

#[test]
fn good_with_evil_is_refused_in_standard_and_allowed_in_maelstorm() {
    let (_dir, mut desk) = desk();
    let mut troops = full_troops(&mut desk, "good");
    let dark = create_card(&mut desk, troop("Dark Pawn", "pawn", "evil", 4));
    troops[8] = json!({ "card": dark, "copies": 2 });
    let deck = fire_deck(&mut desk);

    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army("Turncoats", "standard", &troops, &deck),
    )
    .expect_err("good with evil");
    assert_eq!(err.kind, ErrorKind::RuleViolation);
    assert_eq!(err.field.as_deref(), Some("troops"));
    assert_eq!(
        err.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Getting Started")
    );
    assert!(err.message.contains("Dark Pawn is evil"), "{}", err.message);
    assert!(armies(&mut desk).is_empty(), "nothing stored");

    let view = ok(
        &mut desk,
        "lytharian_chess_create_army",
        army("Turncoats", "maelstorm", &troops, &deck),
    );
    assert_eq!(view["legality"]["playable"], true, "{}", view["legality"]);
}

#[test]
fn copy_limits_hold_except_in_chaos() {
    let (_dir, mut desk) = desk();
    let mut troops = full_troops(&mut desk, "good");
    // Pawn A three times, Pawn D once: still eight pawns.
    troops[5]["copies"] = json!(3);
    troops[8]["copies"] = json!(1);
    let mut deck = fire_deck(&mut desk);
    deck[0]["copies"] = json!(4);

    let checked = ok(
        &mut desk,
        "lytharian_chess_check_army",
        army("Crowd", "maelstorm", &troops, &deck),
    );
    assert!(has_problem(&checked, "troopCopies"), "{checked}");
    assert!(has_problem(&checked, "deckCopies"), "{checked}");
    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army("Crowd", "maelstorm", &troops, &deck),
    )
    .expect_err("three copies of a troop");
    assert_eq!(err.kind, ErrorKind::RuleViolation);

    let chaos = ok(
        &mut desk,
        "lytharian_chess_check_army",
        army("Crowd", "chaos", &troops, &deck),
    );
    assert_eq!(chaos["playable"], true, "{chaos}");
    assert_eq!(
        chaos["deckMinimum"],
        Value::Null,
        "Chaos has no minimum by default"
    );
}

#[test]
fn opposite_elements_follow_the_table_rule_and_the_gms_pairs() {
    let (_dir, mut desk) = desk();
    let troops = full_troops(&mut desk, "good");
    let mut deck = fire_deck(&mut desk);
    let water = create_card(&mut desk, spell("Tide", "water"));
    let air = create_card(&mut desk, spell("Gust", "air"));
    deck.push(json!({ "card": water, "copies": 1 }));

    let checked = ok(
        &mut desk,
        "lytharian_chess_check_army",
        army("Steam", "standard", &troops, &deck),
    );
    assert!(has_problem(&checked, "oppositeElements"), "{checked}");
    assert!(checked["oppositesSource"]
        .as_str()
        .expect("source")
        .starts_with("A guess, not in the book"));

    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": "lytharian_chess.elemental_opposites", "option": "custom" }),
    );
    let err = call(
        &mut desk,
        "lytharian_chess_set_opposite_pairs",
        json!({ "pairs": [{ "first": "fire", "second": "life" }] }),
    )
    .expect_err("Life is no element with an opposite");
    assert_eq!(err.field.as_deref(), Some("pairs[0]"));
    ok(
        &mut desk,
        "lytharian_chess_set_opposite_pairs",
        json!({ "pairs": [{ "first": "fire", "second": "air" }] }),
    );
    let checked = ok(
        &mut desk,
        "lytharian_chess_check_army",
        army("Steam", "standard", &troops, &deck),
    );
    assert_eq!(
        checked["playable"], true,
        "Fire and Water are not the GM's pair"
    );
    deck.push(json!({ "card": air, "copies": 1 }));
    let checked = ok(
        &mut desk,
        "lytharian_chess_check_army",
        army("Steam", "standard", &troops, &deck),
    );
    let opposite = problems_of(&checked)
        .into_iter()
        .find(|p| p["error"]["kind"] == "oppositeElements")
        .expect("Fire with Air");
    assert_eq!(opposite["error"]["second"], "air");
    assert_eq!(opposite["part"], "deck");
}

#[test]
fn life_spells_are_refused_to_an_evil_army() {
    let (_dir, mut desk) = desk();
    let troops = full_troops(&mut desk, "evil");
    let mut deck = fire_deck(&mut desk);
    let mend = create_card(&mut desk, spell("Mend", "life"));
    deck.push(json!({ "card": mend, "copies": 1 }));
    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army("Night Host", "standard", &troops, &deck),
    )
    .expect_err("a Life spell in an evil army");
    assert_eq!(err.field.as_deref(), Some("deck"));
    assert!(
        err.message.contains("Mend is a Life spell"),
        "{}",
        err.message
    );
}

#[test]
fn an_army_of_unknown_values_says_which_to_enter() {
    let (_dir, mut desk) = desk();
    ok(&mut desk, "lytharian_chess_add_starter_set", json!({}));
    let khirha = card_id(&mut desk, "Defendermage Khirha");
    let view = ok(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Book Army",
            "standard",
            &[json!({ "card": khirha, "copies": 1 })],
            &[],
        ),
    );
    let unknown = problems_of(&view["legality"])
        .into_iter()
        .find(|p| p["error"]["kind"] == "unknownValue")
        .expect("its piece is unknown");
    assert_eq!(unknown["error"]["card"], "Defendermage Khirha");
    assert_eq!(unknown["error"]["field"], "piece");
    assert_eq!(unknown["breaksLimit"], false);
    assert_eq!(view["legality"]["power"], 17);
}

#[test]
fn an_army_naming_a_wrong_card_is_refused_by_field() {
    let (_dir, mut desk) = desk();
    let fire = create_card(&mut desk, spell("Flame", "fire"));
    let king = create_card(&mut desk, troop("Old King", "king", "good", 20));
    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Muddle",
            "standard",
            &[json!({ "card": fire, "copies": 1 })],
            &[],
        ),
    )
    .expect_err("a spell among the troops");
    assert_eq!(err.field.as_deref(), Some("troops[0].card"));
    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Muddle",
            "standard",
            &[],
            &[json!({ "card": king, "copies": 1 })],
        ),
    )
    .expect_err("a troop in the deck");
    assert_eq!(err.field.as_deref(), Some("deck[0].card"));
    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Muddle",
            "standard",
            &[json!({ "card": 9999, "copies": 1 })],
            &[],
        ),
    )
    .expect_err("no such card");
    assert_eq!(err.field.as_deref(), Some("troops[0].card"));
    let err = call(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Muddle",
            "standard",
            &[json!({ "card": king, "copies": 0 })],
            &[],
        ),
    )
    .expect_err("no copies");
    assert_eq!(err.field.as_deref(), Some("troops[0].copies"));
    assert!(armies(&mut desk).is_empty());
}

#[test]
fn an_army_is_updated_and_deleted_and_its_cards_stay() {
    let (_dir, mut desk) = desk();
    let king = create_card(&mut desk, troop("Old King", "king", "good", 20));
    let queen = create_card(&mut desk, troop("Old Queen", "queen", "good", 18));
    let id = ok(
        &mut desk,
        "lytharian_chess_create_army",
        army(
            "Garrison",
            "standard",
            &[json!({ "card": king, "copies": 1 })],
            &[],
        ),
    )["id"]
        .as_i64()
        .expect("id");
    let mut update = army(
        "Garrison",
        "standard",
        &[
            json!({ "card": king, "copies": 1 }),
            json!({ "card": queen, "copies": 1 }),
        ],
        &[],
    );
    update["id"] = json!(id);
    let view = ok(&mut desk, "lytharian_chess_update_army", update);
    assert_eq!(view["legality"]["troops"], 2);
    assert_eq!(view["legality"]["power"], 38);
    let left = ok(
        &mut desk,
        "lytharian_chess_delete_army",
        json!({ "id": id }),
    );
    assert!(left.as_array().expect("armies").is_empty());
    assert_eq!(
        cards(&mut desk)["cards"].as_array().expect("cards").len(),
        2
    );
    // A card's id is not an army's.
    let err = call(&mut desk, "lytharian_chess_get_army", json!({ "id": king }))
        .expect_err("a card is no army");
    assert_eq!(err.kind, ErrorKind::NotFound);
}
