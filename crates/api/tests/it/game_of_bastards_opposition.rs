//! A Game of Bastards Opposition through the command layer: prepared from campaign characters
//! and a squad of Extras, launched on a seeded shoe, one exchange played with cards entered
//! from the physical table, a card not left in the deck refused with nothing changed, undo and
//! redo, played to its end with the XP written to the ledger, and each player's view searched
//! for every card hidden from them.

use std::collections::BTreeSet;

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::game_of_bastards::wenna_build;
use crate::{call, desk, ok};

/// Wenna (a player character) against a Thug (an NPC of the same build) and two Bandits (a
/// squad of Extras, Power Rating 1).
pub(crate) fn plan(desk: &mut Desk) -> Value {
    let wenna = ok(
        desk,
        "create_character",
        json!({ "system": "game_of_bastards", "kind": "pc", "name": "Wenna",
                "creation": { "system": "game_of_bastards", "build": wenna_build() } }),
    );
    let thug = ok(
        desk,
        "create_character",
        json!({ "system": "game_of_bastards", "kind": "npc", "name": "Thug",
                "creation": { "system": "game_of_bastards", "build": wenna_build() } }),
    );
    json!({
        "system": "game_of_bastards",
        "participants": [
            { "characterId": wenna["id"], "side": 0, "wildcards": 1 },
            { "characterId": thug["id"], "side": 1 },
            { "squad": { "name": "Bandits", "members": 2, "power": 1 }, "side": 1 }
        ]
    })
}

/// Creates the Opposition of [`plan`].
pub(crate) fn prepared(desk: &mut Desk) -> i64 {
    let plan = plan(desk);
    ok(
        desk,
        "create_encounter",
        json!({ "name": "Ambush at the ford", "plan": plan }),
    )["id"]
        .as_i64()
        .expect("id")
}

pub(crate) fn command(desk: &mut Desk, id: i64, command: Value) -> Value {
    let mut command = command;
    command["system"] = json!("game_of_bastards");
    crate::battle_command(desk, id, command)
}

/// The cards of the pile in `zone` (`{"zone": "hand", "of": 0}`), as the view shows them.
pub(crate) fn pile(view: &Value, zone: Value) -> Vec<Value> {
    view["battle"]["seen"]["piles"]
        .as_array()
        .expect("piles")
        .iter()
        .find(|p| p["zone"] == zone)
        .and_then(|p| p["cards"].as_array().cloned())
        .unwrap_or_default()
}

/// The faces in a hand (a hand holds no Joker: a Joker drawn is shuffled back at once).
fn hand(view: &Value, id: u16) -> Vec<Value> {
    pile(view, json!({ "zone": "hand", "of": id }))
        .iter()
        .filter_map(suited)
        .collect()
}

fn draw_pile(view: &Value) -> Vec<Value> {
    pile(
        view,
        json!({ "zone": "draw_pile", "of": { "deck": "table" } }),
    )
}

fn suited(card: &Value) -> Option<Value> {
    card.get("suited").cloned()
}

fn value(card: &Value) -> i64 {
    match card["rank"].as_i64().expect("rank") {
        1 => 14,
        n => n,
    }
}

/// Everyone puts a card down as initiative; the last command's draws (the first actor's Luck)
/// take `entered` from the table. Gives the view after it.
fn initiative(desk: &mut Desk, id: i64, view: &Value, entered: &Value) -> Value {
    let combatants = view["battle"]["seen"]["combatants"]
        .as_array()
        .expect("combatants")
        .len();
    let mut view = view.clone();
    for c in 0..combatants as u16 {
        let card = hand(&view, c)[0].clone();
        let play = json!({ "command": "play_initiative", "combatant": c, "card": card });
        view = if usize::from(c) + 1 == combatants {
            command(
                desk,
                id,
                json!({ "command": "entered", "cards": [entered], "then": play }),
            )
        } else {
            command(desk, id, play)
        };
    }
    view
}

fn actor(view: &Value) -> u16 {
    let phase = &view["battle"]["seen"]["phase"];
    assert_eq!(phase["phase"], "turn", "{phase}");
    phase["actor"].as_u64().expect("actor") as u16
}

fn strongest(view: &Value, id: u16) -> Value {
    hand(view, id)
        .into_iter()
        .max_by_key(value)
        .expect("a card in hand")
}

#[test]
fn a_whole_opposition_with_cards_entered_from_the_table_undone_redone_and_ended_with_xp() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 3 }));
    assert_eq!(view["phase"], "running");
    let seen = &view["battle"]["seen"];
    assert_eq!(seen["combatants"][0]["name"], "Wenna");
    assert_eq!(seen["combatants"][1]["name"], "Thug");
    assert_eq!(seen["combatants"][2]["name"], "Bandits");
    assert_eq!(seen["combatants"][0]["wildcards"], 1);
    // Wenna's Body 3 and Toughness 1: her Body pool is her sheet's.
    let sheet = ok(
        &mut desk,
        "get_character",
        json!({ "id": view["plan"]["participants"][0]["characterId"] }),
    );
    let body_pool = sheet["sheet"]["sheet"]["traits"]
        .as_array()
        .expect("traits")
        .iter()
        .find(|t| t["trait"] == "body")
        .expect("body")["pool"]["value"]
        .clone();
    assert_eq!(seen["combatants"][0]["poolMax"][0], body_pool);
    assert_eq!(
        hand(&view, 0).len(),
        5,
        "a hand of 5 to begin («b. Initiative»)"
    );
    // 108 cards in all: two decks and four Jokers.
    let total: u64 = seen["piles"]
        .as_array()
        .expect("piles")
        .iter()
        .map(|p| p["count"].as_u64().expect("count"))
        .sum();
    assert_eq!(total, 108);

    // The first actor's Luck card comes from the table: the bottom card of the shoe, not its
    // top, so the engine's own draw would have been another.
    let bottom = draw_pile(&view)
        .into_iter()
        .find(|c| suited(c).is_some())
        .expect("a suited card in the shoe");
    let view = initiative(&mut desk, id, &view, &bottom);
    let acting = actor(&view);
    assert!(
        hand(&view, acting).contains(&suited(&bottom).expect("suited")),
        "the entered card is in the actor's hand"
    );
    assert!(view["battle"]["recentLog"]
        .as_array()
        .expect("log")
        .iter()
        .any(|l| l["text"]
            .as_str()
            .is_some_and(|t| t.starts_with("Entered from the table"))
            && l["rule"]["section"] == "Shuffling"));

    // A card that is not left in the shoe is refused by name, and nothing changes: only two of
    // each card exist, so a third is never left.
    let before = ok(&mut desk, "get_encounter", json!({ "id": id }));
    let any = suited(&draw_pile(&view)[0]).map_or_else(
        || json!({ "suited": { "rank": 2, "suit": "clubs" } }),
        |c| json!({ "suited": c }),
    );
    let refused = call(
        &mut desk,
        "encounter_command",
        json!({ "id": id, "command": { "system": "game_of_bastards", "command": "entered",
                "cards": [any, any, any],
                "then": { "command": "mulligan", "combatant": acting } } }),
    )
    .expect_err("a third copy is not in the shoe");
    assert_eq!(refused.kind, ErrorKind::RuleViolation, "{refused:?}");
    assert_eq!(refused.rule.clone().expect("rule").section, "Shuffling");
    assert!(
        refused.message.contains("is not left in the deck"),
        "{}",
        refused.message
    );
    assert_eq!(ok(&mut desk, "get_encounter", json!({ "id": id })), before);

    // One exchange: the actor attacks an enemy with its strongest card face down, the defender
    // answers, both stop betting and buy nothing, and the reveal takes the margin off a pool.
    let side = view["battle"]["seen"]["combatants"][usize::from(acting)]["side"].clone();
    let target = view["battle"]["seen"]["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .find(|c| c["side"] != side)
        .expect("an enemy")["id"]
        .as_u64()
        .expect("id") as u16;
    let card = strongest(&view, acting);
    let view = command(
        &mut desk,
        id,
        json!({ "command": "attack", "combatant": acting, "target": target, "kind": "physical",
                "skill": { "kind": "athletics" }, "trait_bonus": "body", "card": card }),
    );
    let face_down = pile(&view, json!({ "zone": "face_down", "of": acting }));
    assert_eq!(face_down, vec![json!({ "suited": card })]);
    let defender_card = strongest(&view, target);
    let mut view = command(
        &mut desk,
        id,
        json!({ "command": "defend", "combatant": target, "skill": { "kind": "athletics" },
                "trait_bonus": "mind", "card": defender_card }),
    );
    let pools_before = view["battle"]["seen"]["combatants"].clone();
    for _ in 0..6 {
        if !view["battle"]["seen"]["last"].is_null() {
            break;
        }
        let offered = view["battle"]["legal"]["offered"]
            .as_array()
            .expect("offers");
        let next = offered
            .iter()
            .find(|o| o["kind"] == "stop_betting" || o["kind"] == "done_buying")
            .expect("stop or done")["command"]
            .clone();
        view = command(&mut desk, id, next);
    }
    let last = view["battle"]["seen"]["last"].clone();
    assert!(
        last.is_object(),
        "revealed: {}",
        view["battle"]["seen"]["phase"]
    );
    assert_eq!(last["aggressorCards"][0], card);
    assert_eq!(last["defenderCards"][0], defender_card);
    let difference = last["difference"].as_i64().expect("difference");
    assert_eq!(
        difference,
        last["aggressorTotal"]["value"].as_i64().expect("total")
            - last["defenderTotal"]["value"].as_i64().expect("total")
    );
    let reveal = view["battle"]["recentLog"]
        .as_array()
        .expect("log")
        .iter()
        .rev()
        .find(|l| {
            l["rule"]["section"]
                .as_str()
                .is_some_and(|s| s.starts_with("d. Opposed Draws"))
                && !l["numbers"].as_array().expect("numbers").is_empty()
        })
        .cloned();
    assert!(
        reveal.is_some(),
        "the reveal explains its numbers with a citation"
    );
    let damage = last["damage"].as_i64().expect("damage");
    if last["winner"] == "aggressor" && target != 2 {
        let before = pools_before[usize::from(target)]["pools"][0]
            .as_i64()
            .expect("pool");
        let after = view["battle"]["seen"]["combatants"][usize::from(target)]["pools"][0]
            .as_i64()
            .expect("pool");
        assert_eq!(after, before - damage, "the margin comes off the Body pool");
        assert_eq!(damage, difference.min(before), "no roll-over");
    }

    // Undo gives back the very state before the last command; redo the one after it.
    let after = ok(&mut desk, "get_encounter", json!({ "id": id }));
    ok(&mut desk, "encounter_undo", json!({ "id": id }));
    ok(&mut desk, "encounter_redo", json!({ "id": id }));
    assert_eq!(
        ok(&mut desk, "get_encounter", json!({ "id": id }))["battle"],
        after["battle"]
    );
    let cursor = after["cursor"].as_i64().expect("cursor");
    let undone = ok(&mut desk, "encounter_undo", json!({ "id": id, "steps": 2 }));
    assert_eq!(undone["cursor"].as_i64(), Some(cursor - 2));
    ok(&mut desk, "encounter_redo", json!({ "id": id, "steps": 2 }));

    // The automatic players play it out.
    let mut view = ok(&mut desk, "get_encounter", json!({ "id": id }));
    for _ in 0..3_000 {
        if !view["battle"]["outcome"].is_null() {
            break;
        }
        let next = view["battle"]["suggestion"].clone();
        assert!(next.is_object(), "a running Opposition has a suggestion");
        view = command(&mut desk, id, next);
    }
    let outcome = view["battle"]["outcome"].clone();
    assert!(outcome.is_object(), "it ended");
    let ended = ok(
        &mut desk,
        "end_encounter",
        json!({ "id": id, "close": { "system": "game_of_bastards" } }),
    );
    assert_eq!(ended["phase"], "ended");
    let result = &ended["result"];
    assert_eq!(result["declared"], false);
    assert_eq!(
        result["combatants"][0]["xpRecorded"], true,
        "Wenna gains the Opposition's XP"
    );
    assert_eq!(
        result["combatants"][1]["xpRecorded"], false,
        "an NPC keeps no XP"
    );
    let wenna = view["plan"]["participants"][0]["characterId"].clone();
    let ledger = ok(
        &mut desk,
        "game_of_bastards_advancement",
        json!({ "characterId": wenna }),
    );
    assert!(
        ledger.to_string().contains("Opposition"),
        "the ledger lists the Opposition"
    );
}

#[test]
fn a_plan_with_bad_input_is_refused_naming_the_field_and_nothing_is_saved() {
    let (_dir, mut desk) = desk();
    let good = plan(&mut desk);
    let wenna = good["participants"][0].clone();
    let count = |desk: &mut Desk| {
        ok(desk, "list_encounters", json!({}))
            .as_array()
            .expect("list")
            .len()
    };
    let cases = [
        (
            json!([wenna, { "squad": { "name": "Horde", "members": 6, "power": 1 }, "side": 1 }]),
            "plan.participants[1].squad.members",
        ),
        (
            json!([wenna, { "squad": { "name": "Horde", "members": 2, "power": 1, "weaponBonus": 3 }, "side": 1 }]),
            "plan.participants[1].squad.weaponBonus",
        ),
        (json!([wenna, wenna]), "plan.participants[1]"),
        (json!([wenna, { "side": 1 }]), "plan.participants[1]"),
        (
            json!([{ "characterId": wenna["characterId"], "side": 2 }]),
            "plan.participants[0].side",
        ),
        (
            json!([{ "characterId": wenna["characterId"], "side": 0, "pools": [99, 1, 1, 1] }]),
            "plan.participants[0].pools[0]",
        ),
    ];
    for (participants, field) in cases {
        let err = call(
            &mut desk,
            "create_encounter",
            json!({ "name": "Bad", "plan": { "system": "game_of_bastards", "participants": participants } }),
        )
        .expect_err("refused");
        assert_eq!(err.kind, ErrorKind::InvalidInput, "{err:?}");
        assert_eq!(err.field.as_deref(), Some(field), "{err:?}");
        assert_eq!(count(&mut desk), 0);
    }
}

fn words(card: &Value) -> String {
    let rank = match card["rank"].as_i64().expect("rank") {
        1 => "Ace".to_owned(),
        11 => "Jack".to_owned(),
        12 => "Queen".to_owned(),
        13 => "King".to_owned(),
        n => n.to_string(),
    };
    let suit = card["suit"].as_str().expect("suit");
    let mut s = suit.chars();
    let suit: String = s
        .next()
        .map(|f| f.to_uppercase().chain(s).collect())
        .unwrap_or_default();
    format!("{rank} of {suit}")
}

/// Every card in a zone `player` may not see and not seen by them anywhere (two decks hold two
/// of each card), searched for in their whole table view: the JSON and the log's words.
fn assert_no_leak(desk: &mut Desk, id: i64, gm: &Value, player: u16) -> usize {
    let piles = gm["battle"]["seen"]["piles"].as_array().expect("piles");
    let initiative_shown = gm["battle"]["seen"]["phase"]["phase"] != "initiative";
    let visible = |zone: &Value| -> bool {
        let kind = zone["zone"].as_str().expect("zone");
        match kind {
            "discard" | "face_up" => true,
            "hand" | "face_down" => zone["of"] == player,
            "initiative" => initiative_shown || zone["of"] == player,
            _ => false,
        }
    };
    let mut public = BTreeSet::new();
    let mut hidden = BTreeSet::new();
    for p in piles {
        for card in p["cards"].as_array().expect("the GM sees every card") {
            let Some(face) = suited(card) else { continue };
            if visible(&p["zone"]) {
                public.insert(face.to_string());
            } else {
                hidden.insert(face.to_string());
            }
        }
    }
    for side in ["aggressorCards", "defenderCards"] {
        for card in gm["battle"]["seen"]["last"][side]
            .as_array()
            .into_iter()
            .flatten()
        {
            public.insert(card.to_string());
        }
    }
    let seen = ok(
        desk,
        "table_view",
        json!({ "id": id, "viewer": { "viewer": "player", "id": player } }),
    );
    let text = seen.to_string();
    let log: String = seen["log"]
        .as_array()
        .expect("log")
        .iter()
        .map(|l| l["text"].as_str().unwrap_or_default().to_owned() + "\n")
        .collect();
    let mut searched = 0;
    for card in hidden.difference(&public) {
        let face: Value = serde_json::from_str(card).expect("card");
        assert!(
            !text.contains(card.as_str()),
            "player {player} sees the hidden {card} in {text}"
        );
        assert!(
            !log.contains(&format!("the {}", words(&face))),
            "player {player} reads the hidden {card} in the log"
        );
        searched += 1;
    }
    // Their own hand is in their view.
    for card in hand(gm, player) {
        assert!(
            text.contains(&card.to_string()),
            "player {player} sees their own {card}"
        );
    }
    searched
}

#[test]
fn a_players_view_never_holds_another_players_hand_face_down_play_or_the_shoe() {
    let (_dir, mut desk) = desk();
    let id = prepared(&mut desk);
    let view = ok(&mut desk, "start_encounter", json!({ "id": id, "seed": 9 }));
    for player in 0..3 {
        assert!(
            assert_no_leak(&mut desk, id, &view, player) > 30,
            "the shoe is hidden"
        );
    }
    // Initiative cards down, then an attack and a defence face down: searched again with
    // cards in every hidden zone.
    let bottom = draw_pile(&view)
        .into_iter()
        .find(|c| suited(c).is_some())
        .expect("a card");
    let view = initiative(&mut desk, id, &view, &bottom);
    let acting = actor(&view);
    let side = view["battle"]["seen"]["combatants"][usize::from(acting)]["side"].clone();
    let target = view["battle"]["seen"]["combatants"]
        .as_array()
        .expect("combatants")
        .iter()
        .find(|c| c["side"] != side)
        .expect("an enemy")["id"]
        .as_u64()
        .expect("id") as u16;
    let card = strongest(&view, acting);
    let view = command(
        &mut desk,
        id,
        json!({ "command": "attack", "combatant": acting, "target": target, "kind": "physical",
                "skill": { "kind": "athletics" }, "trait_bonus": "body", "card": card }),
    );
    let gm = command(
        &mut desk,
        id,
        json!({ "command": "defend", "combatant": target, "skill": { "kind": "athletics" },
                "trait_bonus": "mind", "card": strongest(&view, target) }),
    );
    assert!(!pile(&gm, json!({ "zone": "face_down", "of": acting })).is_empty());
    for player in 0..3 {
        assert!(assert_no_leak(&mut desk, id, &gm, player) > 30);
    }
}
