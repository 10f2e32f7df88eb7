//! ClockWork rolls through the commands: the odds before a roll against exhaustive counting, a
//! character's pool from its sheet, entered dice read die by die, difficulties and opposed rolls,
//! refusals that name their field and rule, and a luck reroll recorded in the ledger.

use serde_json::{json, Value};
use tablekeep_api::{Desk, ErrorKind};

use crate::{call, desk, ok};

fn borra(desk: &mut Desk) -> i64 {
    ok(
        desk,
        "create_character",
        json!({ "system": "clockwork", "kind": "pc", "name": "Borra",
                "creation": { "system": "clockwork", "build": crate::clockwork::dwarf() } }),
    )["id"]
        .as_i64()
        .expect("id")
}

fn accuracy(id: i64) -> Value {
    json!({ "source": { "kind": "character", "characterId": id, "skill": "accuracy",
                        "foci": ["Long Guns"] } })
}

fn luck_left(desk: &mut Desk, id: i64) -> u64 {
    ok(desk, "clockwork_advancement", json!({ "characterId": id }))["luckLeft"]
        .as_u64()
        .expect("luck")
}

/// The exact chance of `gains` or more on `dice` d12 against `rank`, counted face by face.
fn counted_at_least(dice: u32, rank: i32, gains: i32) -> f64 {
    let mut hits = 0u64;
    let all = 12u64.pow(dice);
    for mut code in 0..all {
        let mut total = 0;
        for _ in 0..dice {
            let face = (code % 12) as i32 + 1;
            code /= 12;
            total += match face {
                1 => -1,
                12 => 2,
                f if f >= rank => 1,
                _ => 0,
            };
        }
        if total >= gains {
            hits += 1;
        }
    }
    hits as f64 / all as f64
}

#[test]
fn action_rolls_a_characters_pool_is_attribute_bonus_skill_and_focus_with_exact_odds() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk);
    // Body 8 (Strength 6, Stamina 8), Accuracy 8 as a bonus skill, the Long Guns focus.
    let odds = ok(
        &mut desk,
        "clockwork_roll_odds",
        json!({ "pool": accuracy(id), "difficulty": { "level": "normal" } }),
    );
    let actor = &odds["actor"];
    assert_eq!(actor["who"], "Borra");
    assert_eq!(actor["roll"], "Body / Accuracy");
    assert_eq!(actor["size"]["value"], 10);
    assert_eq!(actor["skillRank"], 8);
    let labels: Vec<&str> = actor["size"]["terms"]
        .as_array()
        .expect("terms")
        .iter()
        .map(|t| t["label"].as_str().expect("label"))
        .collect();
    assert_eq!(labels, ["Attribute", "Bonus skill", "Focus"]);
    let chances = actor["chances"].as_array().expect("chances");
    assert_eq!(chances.len(), 31, "−10 to +20 gains");
    let total: f64 = chances
        .iter()
        .map(|c| c["exactly"].as_f64().expect("p"))
        .sum();
    assert!((total - 1.0).abs() < 1e-9);
    assert_eq!(odds["difficulty"]["needed"], 3);
    assert_eq!(odds["difficulty"]["rule"]["section"], "Unopposed Rolls");

    // A raw pool small enough to count every outcome: 3 dice against rank 7.
    let raw = ok(
        &mut desk,
        "clockwork_roll_odds",
        json!({ "pool": { "source": { "kind": "raw", "attribute": 5, "skillRank": 7 },
                          "situational": -2 },
                "difficulty": { "level": "easy" } }),
    );
    assert_eq!(raw["actor"]["size"]["value"], 3);
    for chance in raw["actor"]["chances"].as_array().expect("chances") {
        let gains = chance["gains"].as_i64().expect("gains") as i32;
        let expected = counted_at_least(3, 7, gains);
        assert!((chance["atLeast"].as_f64().expect("p") - expected).abs() < 1e-12);
    }
    let success = raw["difficulty"]["success"].as_f64().expect("p");
    assert!((success - counted_at_least(3, 7, 2)).abs() < 1e-12);
    let dramatic = raw["difficulty"]["dramaticSuccess"].as_f64().expect("p");
    assert!((dramatic - counted_at_least(3, 7, 5)).abs() < 1e-12);
    // In combat there are no dramatic results.
    let in_combat = ok(
        &mut desk,
        "clockwork_roll_odds",
        json!({ "pool": accuracy(id), "difficulty": { "level": "easy" }, "setting": "in_combat" }),
    );
    assert_eq!(in_combat["difficulty"]["dramaticSuccess"], Value::Null);
}

#[test]
fn unopposed_rolls_entered_dice_are_read_die_by_die_against_the_difficulty() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk);
    let result = ok(
        &mut desk,
        "clockwork_roll",
        json!({ "pool": accuracy(id), "dice": [1, 12, 8, 7, 9, 3, 12, 11, 2, 10],
                "difficulty": { "level": "normal" } }),
    );
    let gains: Vec<i64> = result["actor"]["dice"]
        .as_array()
        .expect("dice")
        .iter()
        .map(|d| d["gains"].as_i64().expect("gains"))
        .collect();
    assert_eq!(gains, vec![-1, 2, 1, 0, 1, 0, 2, 1, 0, 1]);
    assert_eq!(result["actor"]["dice"][3]["why"], "7 is under 8: no gain");
    assert_eq!(result["actor"]["pool"]["gains"]["value"], 7);
    assert_eq!(
        result["actor"]["pool"]["dice"]["dice"][0]["origin"],
        "entered"
    );
    // 7 gains against 3 out of combat: 3 or more over, dramatic.
    assert_eq!(result["difficulty"]["outcome"], "dramatic_success");
    assert_eq!(result["difficulty"]["rule"]["section"], "Dramatic Success");
    let in_combat = ok(
        &mut desk,
        "clockwork_roll",
        json!({ "pool": accuracy(id), "dice": [1, 12, 8, 7, 9, 3, 12, 11, 2, 10],
                "difficulty": { "level": "normal" }, "setting": "in_combat" }),
    );
    assert_eq!(in_combat["difficulty"]["outcome"], "success");
    // The engine's dice: ten of them, each rolled.
    let rolled = ok(&mut desk, "clockwork_roll", json!({ "pool": accuracy(id) }));
    let dice = rolled["actor"]["pool"]["dice"]["dice"]
        .as_array()
        .expect("dice");
    assert_eq!(dice.len(), 10);
    assert!(dice.iter().all(|d| d["origin"] == "rolled"));
}

#[test]
fn opposed_rolls_the_higher_gains_win_and_a_tie_goes_to_the_one_acting() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk);
    let guard = json!({ "source": { "kind": "raw", "attribute": 6, "skillRank": 8 } });
    let tie = ok(
        &mut desk,
        "clockwork_roll",
        json!({ "pool": accuracy(id), "dice": [8, 8, 2, 2, 2, 2, 2, 2, 2, 2],
                "opposed": { "pool": guard, "dice": [9, 9, 2, 2, 2, 2] } }),
    );
    assert_eq!(tie["opposed"]["winner"], "actor");
    assert_eq!(
        tie["opposed"]["why"],
        "2 against 2: a tie goes to the one acting."
    );
    assert_eq!(tie["opposed"]["rule"]["section"], "Opposed Rolls");
    let lost = ok(
        &mut desk,
        "clockwork_roll",
        json!({ "pool": accuracy(id), "dice": [8, 2, 2, 2, 2, 2, 2, 2, 2, 2],
                "opposed": { "pool": guard, "dice": [9, 9, 2, 2, 2, 2] } }),
    );
    assert_eq!(lost["opposed"]["winner"], "reactor");
    let wins = lost["odds"]["opposed"]["actorWins"].as_f64().expect("p");
    assert!(
        wins > 0.5 && wins < 1.0,
        "ten dice at 8 against six: {wins}"
    );
}

#[test]
fn a_roll_the_rules_cannot_make_is_refused_naming_its_field_and_rule() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk);
    let refused =
        |desk: &mut Desk, args: Value| call(desk, "clockwork_roll", args).expect_err("refused");
    let short = refused(&mut desk, json!({ "pool": accuracy(id), "dice": [8, 9] }));
    assert_eq!(short.kind, ErrorKind::InvalidInput);
    assert_eq!(short.field.as_deref(), Some("dice"));
    let thirteen = refused(
        &mut desk,
        json!({ "pool": accuracy(id), "dice": [8, 9, 13, 1, 1, 1, 1, 1, 1, 1] }),
    );
    assert_eq!(thirteen.field.as_deref(), Some("dice"));
    assert!(thirteen.message.contains("13"), "{}", thirteen.message);
    let focus = refused(
        &mut desk,
        json!({ "pool": { "source": { "kind": "character", "characterId": id,
                                      "skill": "accuracy", "foci": ["Smithing"] } } }),
    );
    assert_eq!(focus.field.as_deref(), Some("pool.source.foci[0]"));
    let rank = refused(
        &mut desk,
        json!({ "pool": { "source": { "kind": "raw", "attribute": 7, "skillRank": 3 } } }),
    );
    assert_eq!(rank.field.as_deref(), Some("pool.source.skillRank"));
    assert_eq!(
        rank.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Skills & Attributes")
    );
    let extreme = refused(
        &mut desk,
        json!({ "pool": accuracy(id), "difficulty": { "level": "extreme", "gains": 4 } }),
    );
    assert_eq!(extreme.field.as_deref(), Some("difficulty"));
    let both = refused(
        &mut desk,
        json!({ "pool": accuracy(id), "difficulty": { "level": "easy" },
                "opposed": { "pool": accuracy(id) } }),
    );
    assert_eq!(both.field.as_deref(), Some("difficulty"));
    let nobody = refused(
        &mut desk,
        json!({ "pool": { "source": { "kind": "character", "characterId": 999,
                                      "skill": "accuracy" } } }),
    );
    assert_eq!(nobody.field.as_deref(), Some("pool.source.characterId"));
}

#[test]
fn using_luck_a_reroll_spends_the_characters_luck_in_the_ledger_and_stands() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk);
    assert_eq!(luck_left(&mut desk, id), 3);
    let roll = json!({ "pool": accuracy(id), "dice": [12, 12, 9, 9, 9, 9, 9, 9, 9, 9],
                       "difficulty": { "level": "hard" } });
    let rerolled = ok(
        &mut desk,
        "clockwork_luck_reroll",
        json!({ "roll": roll, "dice": [1, 1, 2, 2, 2, 2, 2, 8, 2, 2] }),
    );
    // The reroll stands though it is worse.
    assert_eq!(rerolled["actor"]["pool"]["gains"]["value"], -1);
    assert_eq!(rerolled["difficulty"]["outcome"], "dramatic_failure");
    let luck = &rerolled["luck"];
    assert_eq!(luck["who"], "Borra");
    assert_eq!(luck["setAside"]["gains"]["value"], 12);
    assert_eq!(luck["keptEarlier"], false);
    assert_eq!(luck["rule"]["section"], "Using Luck");
    assert_eq!(luck["luckLeft"], 2);
    assert_eq!(luck["spentOnThisRoll"], 1);
    let advancement = ok(
        &mut desk,
        "clockwork_advancement",
        json!({ "characterId": id }),
    );
    assert_eq!(advancement["luckLeft"], 2);
    let entries = advancement["entries"].as_array().expect("entries");
    assert_eq!(
        entries.last().expect("an entry")["entry"]["roll"],
        "Reroll of a Body / Accuracy roll"
    );

    // Once a roll: a dwarf may not spend a second point on it; nothing is recorded.
    let again = call(
        &mut desk,
        "clockwork_luck_reroll",
        json!({ "roll": roll, "spentOnThisRoll": 1 }),
    )
    .expect_err("once a roll");
    assert_eq!(again.field.as_deref(), Some("spentOnThisRoll"));
    assert_eq!(
        again.rule.as_ref().map(|r| r.section.as_ref()),
        Some("Using Luck")
    );
    assert_eq!(luck_left(&mut desk, id), 2);

    // A pool typed in has no luck to spend; dice not given cannot be thrown again.
    let raw = call(
        &mut desk,
        "clockwork_luck_reroll",
        json!({ "roll": { "pool": { "source": { "kind": "raw", "attribute": 5, "skillRank": 7 } },
                          "dice": [1, 2, 3, 4, 5] } }),
    )
    .expect_err("no character");
    assert_eq!(raw.field.as_deref(), Some("side"));
    let undiced = call(
        &mut desk,
        "clockwork_luck_reroll",
        json!({ "roll": { "pool": accuracy(id) } }),
    )
    .expect_err("no dice");
    assert_eq!(undiced.field.as_deref(), Some("roll.dice"));

    // Luck runs out after three: the fourth is refused by the ledger and changes nothing.
    for _ in 0..2 {
        ok(&mut desk, "clockwork_luck_reroll", json!({ "roll": roll }));
    }
    assert_eq!(luck_left(&mut desk, id), 0);
    let spent = call(&mut desk, "clockwork_luck_reroll", json!({ "roll": roll }))
        .expect_err("no luck left");
    assert!(spent.message.contains("luck"), "{}", spent.message);
    assert_eq!(luck_left(&mut desk, id), 0);
}

#[test]
fn using_luck_the_reacting_side_may_spend_its_own() {
    let (_dir, mut desk) = desk();
    let id = borra(&mut desk);
    let guard = json!({ "source": { "kind": "raw", "attribute": 6, "skillRank": 8 } });
    let roll = json!({ "pool": guard, "dice": [12, 12, 12, 12, 12, 12],
                       "opposed": { "pool": accuracy(id), "dice": [2, 2, 2, 2, 2, 2, 2, 2, 2, 2] } });
    let rerolled = ok(
        &mut desk,
        "clockwork_luck_reroll",
        json!({ "roll": roll, "side": "reactor", "dice": [12, 12, 12, 12, 12, 12, 12, 9, 9, 9] }),
    );
    assert_eq!(rerolled["opposed"]["reactor"]["pool"]["gains"]["value"], 17);
    assert_eq!(rerolled["opposed"]["winner"], "reactor");
    assert_eq!(rerolled["luck"]["side"], "reactor");
    assert_eq!(luck_left(&mut desk, id), 2);
}
