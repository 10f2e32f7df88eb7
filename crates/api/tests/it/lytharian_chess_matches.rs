//! Lytharian Chess matches through the commands: a short match from two stored armies (the
//! weaker army's bonus mana, moves and an attack from what the engine offers, every log line
//! cited), refusals that change nothing, undo and redo, replay determinism, and the fog of war
//! searched for a leak in each side's screen.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::lytharian_chess::{create_card, spell, troop};
use crate::{call, desk, ok};

/// Sixteen troops named `prefix …` of `alignment` and `power` each, and a deck of 51 spells of
/// `element`; stored as an army of Standard mode. Gives the army's id.
pub(crate) fn stored_army(
    desk: &mut Desk,
    prefix: &str,
    alignment: &str,
    element: &str,
    power: u16,
) -> i64 {
    let mut troops = Vec::new();
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
            troop(&format!("{prefix} {name}"), piece, alignment, power),
        );
        troops.push(json!({ "card": id, "copies": copies }));
    }
    let deck: Vec<Value> = (1..=17)
        .map(|n| {
            let id = create_card(desk, spell(&format!("{prefix} Spell {n}"), element));
            json!({ "card": id, "copies": 3 })
        })
        .collect();
    let army = ok(
        desk,
        "lytharian_chess_create_army",
        json!({ "army": { "name": format!("{prefix} Host"), "mode": "standard", "troops": troops, "deck": deck } }),
    );
    assert_eq!(army["legality"]["playable"], true, "{}", army["legality"]);
    army["id"].as_i64().expect("id")
}

/// Two armies, Dawn (power 9 a troop, 144) and Dusk (power 10, 160), and a match between them.
pub(crate) fn started(desk: &mut Desk, seed: u32) -> Value {
    let dawn = stored_army(desk, "Dawn", "good", "fire", 9);
    let dusk = stored_army(desk, "Dusk", "evil", "water", 10);
    ok(
        desk,
        "lytharian_chess_start_match",
        json!({ "name": "First clash", "armies": [{ "army": dusk }, { "army": dawn }], "seed": seed }),
    )
}

fn offered(screen: &Value, kind: &str) -> Vec<Value> {
    screen["legal"]
        .as_array()
        .expect("legal")
        .iter()
        .filter(|c| c["command"] == kind)
        .cloned()
        .collect()
}

fn give(desk: &mut Desk, screen: &Value, command: Value) -> Value {
    ok(
        desk,
        "lytharian_chess_match_command",
        json!({ "id": screen["id"], "cursor": screen["cursor"], "command": command }),
    )
}

/// Gives the first offered command of `kind`.
fn give_kind(desk: &mut Desk, screen: &Value, kind: &str) -> Value {
    let command = offered(screen, kind)
        .first()
        .cloned()
        .unwrap_or_else(|| panic!("{kind} offered in {}", screen["legal"]));
    give(desk, screen, command)
}

/// Ends the effects phase and answers the draw, up to the main phase.
fn to_main(desk: &mut Desk, mut screen: Value) -> Value {
    while screen["view"]["phase"] != "main" {
        let kind = ["end_effects", "keep_hand"]
            .into_iter()
            .find(|kind| !offered(&screen, kind).is_empty())
            .expect("a way to the main phase");
        screen = give_kind(desk, &screen, kind);
    }
    screen
}

/// The acting side's pawn on file `x` moving two squares forward.
fn double_step(screen: &Value, x: i64) -> Value {
    offered(screen, "move")
        .into_iter()
        .find(|m| {
            m["from"]["x"] == x
                && (m["to"]["y"].as_i64().unwrap() - m["from"]["y"].as_i64().unwrap()).abs() == 2
        })
        .unwrap_or_else(|| panic!("a double step on file {x}"))
}

/// Plays: the first player's d-pawn two squares, the second's e-pawn two squares, then the
/// first player's d-pawn attacks the e-pawn. Gives the screen after each command.
pub(crate) fn short_match(desk: &mut Desk, seed: u32) -> Vec<Value> {
    let mut screens = vec![started(desk, seed)];
    let mut last = screens[0].clone();
    let push = |screen: Value, screens: &mut Vec<Value>| {
        screens.push(screen.clone());
        screen
    };
    for file in [3, 4] {
        let main = to_main(desk, last.clone());
        push(main.clone(), &mut screens);
        let moved = give(desk, &main, double_step(&main, file));
        push(moved.clone(), &mut screens);
        last = push(give_kind(desk, &moved, "end_turn"), &mut screens);
    }
    let main = push(to_main(desk, last), &mut screens);
    let attack = offered(&main, "attack");
    assert_eq!(
        attack.len(),
        1,
        "the d-pawn may attack the e-pawn: {}",
        main["legal"]
    );
    let mut screen = push(give(desk, &main, attack[0].clone()), &mut screens);
    // Answer the combat (choices, then both players pass with nothing to cast).
    while screen["view"]["troops"].as_array().unwrap().len() == 32
        && !offered(&screen, "pass").is_empty()
    {
        screen = push(give_kind(desk, &screen, "pass"), &mut screens);
    }
    screens
}

#[test]
fn getting_started_the_weaker_army_goes_first_with_its_bonus_mana() {
    let (_dir, mut desk) = desk();
    let screen = started(&mut desk, 5);
    // Dawn scores 144 against Dusk's 160: (160 - 144) / 5 rounded up is 4 bonus mana, on top
    // of the counter's 1.
    assert_eq!(screen["armies"], json!(["Dawn Host", "Dusk Host"]));
    assert_eq!(screen["acting"], "first");
    assert_eq!(screen["view"]["players"][0]["mana"], 5);
    assert_eq!(screen["view"]["players"][1]["mana"], 1);
    assert_eq!(screen["view"]["troops"].as_array().unwrap().len(), 32);
    assert!(screen["view"]["troops"]
        .as_array()
        .unwrap()
        .iter()
        .all(|t| t["revealed"] == false));
    let opening = &screen["log"][0];
    assert_eq!(opening["rule"]["section"], "Getting Started");
    assert!(
        opening["text"].as_str().unwrap().contains("144 to 160"),
        "{opening}"
    );
    let listed = ok(&mut desk, "lytharian_chess_list_matches", json!({}));
    assert_eq!(listed[0]["name"], "First clash");
    assert_eq!(listed[0]["over"], false);
}

#[test]
fn a_short_match_moves_and_attacks_with_every_line_cited() {
    let (_dir, mut desk) = desk();
    let screens = short_match(&mut desk, 5);
    let last = screens.last().unwrap();
    let log = last["log"].as_array().unwrap();
    assert!(
        log.iter().all(|line| line["rule"]["section"].is_string()),
        "{log:?}"
    );
    let texts: Vec<&str> = log.iter().map(|l| l["text"].as_str().unwrap()).collect();
    assert!(texts.iter().any(|t| t.contains("attacks")), "{texts:?}");
    // The attack revealed both troops.
    let revealed = last["view"]["troops"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|t| t["revealed"] == true)
        .count();
    assert!(revealed >= 1, "{}", last["view"]["troops"]);
    // Persisted: the match read afresh is the last answer.
    let again = ok(
        &mut desk,
        "lytharian_chess_get_match",
        json!({ "id": last["id"] }),
    );
    assert_eq!(&again, last);
}

#[test]
fn an_illegal_move_is_refused_with_its_rule_and_changes_nothing() {
    let (_dir, mut desk) = desk();
    let start = started(&mut desk, 5);
    let main = to_main(&mut desk, start);
    let mut wrong = double_step(&main, 3);
    wrong["to"]["y"] = json!(wrong["to"]["y"].as_i64().unwrap() - 1);
    let refused = call(
        &mut desk,
        "lytharian_chess_match_command",
        json!({ "id": main["id"], "cursor": main["cursor"], "command": wrong }),
    )
    .expect_err("three squares is no pawn's move");
    assert_eq!(refused.kind, ErrorKind::RuleViolation, "{refused:?}");
    assert!(refused.rule.is_some(), "the refusal cites its rule");
    let after = ok(
        &mut desk,
        "lytharian_chess_get_match",
        json!({ "id": main["id"] }),
    );
    assert_eq!(after, main, "nothing changed");
    // A screen that is behind is refused too.
    let stale = call(
        &mut desk,
        "lytharian_chess_match_command",
        json!({ "id": main["id"], "cursor": 0, "command": double_step(&main, 3) }),
    )
    .expect_err("stale cursor");
    assert_eq!(stale.kind, ErrorKind::Conflict);
    // The second player's screen may not give the first player's command.
    let theirs = call(
        &mut desk,
        "lytharian_chess_match_command",
        json!({ "id": main["id"], "cursor": main["cursor"], "viewer": "second", "command": double_step(&main, 3) }),
    )
    .expect_err("not theirs");
    assert_eq!(theirs.kind, ErrorKind::InvalidInput);
    assert_eq!(
        ok(
            &mut desk,
            "lytharian_chess_get_match",
            json!({ "id": main["id"] })
        ),
        main
    );
}

#[test]
fn undo_gives_back_the_match_as_it_was_and_redo_gives_it_again() {
    let (_dir, mut desk) = desk();
    let screens = short_match(&mut desk, 5);
    let last = screens.last().unwrap();
    let before = &screens[screens.len() - 2];
    let undone = ok(
        &mut desk,
        "lytharian_chess_undo_match",
        json!({ "id": last["id"], "cursor": last["cursor"] }),
    );
    let strip = |screen: &Value| {
        let mut screen = screen.clone();
        screen.as_object_mut().unwrap().remove("commandCount");
        screen
    };
    assert_eq!(strip(&undone), strip(before));
    assert_eq!(
        undone["commandCount"], last["commandCount"],
        "kept for redo"
    );
    let redone = ok(
        &mut desk,
        "lytharian_chess_redo_match",
        json!({ "id": last["id"], "cursor": undone["cursor"] }),
    );
    assert_eq!(&redone, last);
    let nothing = call(
        &mut desk,
        "lytharian_chess_redo_match",
        json!({ "id": last["id"], "cursor": redone["cursor"] }),
    )
    .expect_err("nothing to redo");
    assert_eq!(nothing.kind, ErrorKind::Conflict);
}

#[test]
fn a_match_replays_the_same_from_its_seed_and_commands() {
    let (_a, mut first) = desk();
    let (_b, mut second) = desk();
    let one = short_match(&mut first, 9);
    let two = short_match(&mut second, 9);
    assert_eq!(one, two);
}

#[test]
fn a_resignation_ends_the_match_and_undo_takes_it_back() {
    let (_dir, mut desk) = desk();
    let start = started(&mut desk, 5);
    let refused = call(
        &mut desk,
        "lytharian_chess_end_match",
        json!({ "id": start["id"], "cursor": 0, "viewer": "first", "close": { "kind": "resign", "side": "second" } }),
    )
    .expect_err("a player resigns only for itself");
    assert_eq!(refused.kind, ErrorKind::InvalidInput);
    let over = ok(
        &mut desk,
        "lytharian_chess_end_match",
        json!({ "id": start["id"], "cursor": 0, "close": { "kind": "resign", "side": "second" } }),
    );
    assert_eq!(over["over"], true);
    assert_eq!(over["ending"]["winner"], "first");
    assert_eq!(
        over["ending"]["rule"]["section"],
        "Play Overview and Winning"
    );
    assert_eq!(over["legal"], json!([]));
    let back = ok(
        &mut desk,
        "lytharian_chess_undo_match",
        json!({ "id": start["id"], "cursor": 0 }),
    );
    assert_eq!(back, start);
}

#[test]
fn a_match_needs_two_playable_armies_of_one_mode() {
    let (_dir, mut desk) = desk();
    let dawn = stored_army(&mut desk, "Dawn", "good", "fire", 9);
    let half = ok(
        &mut desk,
        "lytharian_chess_create_army",
        json!({ "army": { "name": "Half", "mode": "standard", "troops": [], "deck": [] } }),
    )["id"]
        .clone();
    let refused = call(
        &mut desk,
        "lytharian_chess_start_match",
        json!({ "name": "No", "armies": [{ "army": dawn }, { "army": half }] }),
    )
    .expect_err("an army being built is not ready");
    assert_eq!(refused.kind, ErrorKind::RuleViolation);
    assert_eq!(refused.field.as_deref(), Some("armies[1].army"));
    let missing = call(
        &mut desk,
        "lytharian_chess_start_match",
        json!({ "name": "No", "armies": [{ "army": dawn }, { "army": 9999 }] }),
    )
    .expect_err("no such army");
    assert_eq!(missing.kind, ErrorKind::InvalidInput);
    assert_eq!(
        ok(&mut desk, "lytharian_chess_list_matches", json!({})),
        json!([])
    );
}

/// The names a side may not know, from the GM's screen: the other side's face-down troops
/// and every card of the other army's deck not face up (nether, enchants, stack).
fn secrets(gm: &Value, other: usize, other_deck: &[String]) -> Vec<String> {
    let side = if other == 0 { "first" } else { "second" };
    let troops = gm["view"]["troops"].as_array().unwrap();
    let player = &gm["view"]["players"][other];
    // A name is public once one copy of it is face up or in the crypt.
    let face_up: Vec<&str> = troops
        .iter()
        .filter(|t| t["revealed"] == true)
        .map(|t| t["known"]["name"].as_str().unwrap())
        .chain(
            player["crypt"]
                .as_array()
                .unwrap()
                .iter()
                .map(|n| n.as_str().unwrap()),
        )
        .collect();
    let mut names: Vec<String> = troops
        .iter()
        .filter(|t| t["side"] == side && t["revealed"] == false)
        .map(|t| t["known"]["name"].as_str().unwrap().to_owned())
        .filter(|name| !face_up.contains(&name.as_str()))
        .collect();
    let public: Vec<&str> = player["nether"]
        .as_array()
        .unwrap()
        .iter()
        .chain(player["enchants"].as_array().unwrap())
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    names.extend(
        other_deck
            .iter()
            .filter(|name| !public.contains(&name.as_str()))
            .cloned(),
    );
    names
}

/// Every card id a screen names: `card` fields (commands, stack targets) and the cards shown
/// in hands, nethers, enchants and on the stack.
fn card_ids(value: &Value, out: &mut Vec<u64>) {
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                match (key.as_str(), inner) {
                    ("card", Value::Number(n)) => out.extend(n.as_u64()),
                    ("hand" | "nether" | "enchants", Value::Array(cards)) => {
                        out.extend(cards.iter().filter_map(|c| c["id"].as_u64()))
                    }
                    ("card", Value::Object(card)) => {
                        out.extend(card.get("id").and_then(Value::as_u64))
                    }
                    _ => card_ids(inner, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|item| card_ids(item, out)),
        _ => {}
    }
}

#[test]
fn fog_of_war_a_sides_screen_never_holds_the_others_hand_deck_or_face_down_troops() {
    let (_dir, mut desk) = desk();
    let screens = short_match(&mut desk, 5);
    let id = screens[0]["id"].clone();
    // Dawn plays first, Dusk second; each deck's cards are named after its army.
    let decks: [Vec<String>; 2] =
        ["Dawn", "Dusk"].map(|army| (1..=17).map(|n| format!("{army} Spell {n}")).collect());
    let mut searched = 0;
    // From the last position back to the first, one undo at a time, looking from both sides.
    for _ in &screens {
        let gm = ok(
            &mut desk,
            "lytharian_chess_get_match",
            json!({ "id": id, "viewer": "gm" }),
        );
        for (viewer, other) in [("first", 1usize), ("second", 0usize)] {
            let seen = ok(
                &mut desk,
                "lytharian_chess_get_match",
                json!({ "id": id, "viewer": viewer }),
            );
            assert_eq!(seen["view"]["players"][other]["hand"], Value::Null);
            let text = serde_json::to_string(&seen).unwrap();
            for name in secrets(&gm, other, &decks[other]) {
                // "Dawn Spell 1" is inside "Dawn Spell 12": search the quoted name.
                assert!(
                    !text.contains(&format!("\"{name}\"")) && !text.contains(&format!("{name} ")),
                    "{name} leaks into the {viewer} player's screen"
                );
                searched += 1;
            }
            // Nor any id of a card in the other hand.
            let hidden_ids: Vec<u64> = gm["view"]["players"][other]["hand"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["id"].as_u64().unwrap())
                .collect();
            let mut ids = Vec::new();
            card_ids(&seen, &mut ids);
            for id in &hidden_ids {
                assert!(
                    !ids.contains(id),
                    "card {id} of the other hand leaks into the {viewer} player's screen"
                );
            }
            searched += hidden_ids.len();
            // Its own hand is there.
            let own = 1 - other;
            assert_eq!(
                seen["view"]["players"][own]["hand"],
                gm["view"]["players"][own]["hand"]
            );
        }
        // Step back one command, so every earlier position is searched too.
        if gm["cursor"].as_u64().unwrap() > 0 {
            ok(
                &mut desk,
                "lytharian_chess_undo_match",
                json!({ "id": id, "cursor": gm["cursor"] }),
            );
        }
    }
    assert!(searched > 500, "searched {searched} secrets");
}
