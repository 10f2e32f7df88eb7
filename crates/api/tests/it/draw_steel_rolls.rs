//! Draw Steel power rolls under table rules given for the roll ("what if" rolls).

use serde_json::{json, Value};
use tablekeep_api::ErrorKind;

use crate::{call, desk, ok};

const NATURAL: &str = "draw_steel.natural_vs_double_bane";

/// A natural 19 under a double bane: tier 3 if the natural roll wins, tier 2 if the bane applies.
fn natural_19_under_a_double_bane(rules: Option<Value>) -> Value {
    let mut args = json!({
        "input": { "kind": { "kind": "ability", "mainAction": false }, "characteristic": 0, "banes": 2 },
        "dice": [10, 9]
    });
    if let Some(rules) = rules {
        args["rules"] = rules;
    }
    args
}

fn used<'a>(answer: &'a Value, id: &str) -> &'a Value {
    answer["rules"]
        .as_array()
        .expect("the rules used")
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("{id} is not among the rules used: {answer}"))
}

/// "Natural 19 or 20" and "Double Bane" (glossary): which wins is a table rule. A roll given
/// its own choice plays by it (a GM's "what if"), over the campaign's, and says so; a roll given
/// none plays by the campaign's and says that.
#[test]
fn table_rule_natural_vs_double_bane_bane_applies() {
    let (_dir, mut desk) = desk();
    let plain = ok(
        &mut desk,
        "draw_steel_power_roll",
        natural_19_under_a_double_bane(None),
    );
    assert_eq!(plain["roll"]["tier"], "three");
    assert_eq!(used(&plain, NATURAL)["option"], "natural_wins");
    assert_eq!(used(&plain, NATURAL)["from"], "campaign");

    let what_if = ok(
        &mut desk,
        "draw_steel_power_roll",
        natural_19_under_a_double_bane(Some(json!({ NATURAL: "bane_applies" }))),
    );
    assert_eq!(what_if["roll"]["tier"], "two");
    assert_eq!(used(&what_if, NATURAL)["option"], "bane_applies");
    assert_eq!(used(&what_if, NATURAL)["from"], "this_roll");
    // The odds of the same roll under that rule.
    let odds = ok(
        &mut desk,
        "draw_steel_roll_odds",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0, "banes": 2 },
                "rules": { NATURAL: "bane_applies" } }),
    );
    let campaign_odds = ok(
        &mut desk,
        "draw_steel_roll_odds",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0, "banes": 2 } }),
    );
    assert_ne!(odds["tiers"], campaign_odds["tiers"]);
    assert_eq!(used(&odds, NATURAL)["from"], "this_roll");

    // The campaign switches; a roll given the other option still plays by it.
    ok(
        &mut desk,
        "set_table_rule",
        json!({ "id": NATURAL, "option": "bane_applies" }),
    );
    let campaign = ok(
        &mut desk,
        "draw_steel_power_roll",
        natural_19_under_a_double_bane(None),
    );
    assert_eq!(campaign["roll"]["tier"], "two");
    assert_eq!(used(&campaign, NATURAL)["from"], "campaign");
    let over = ok(
        &mut desk,
        "draw_steel_power_roll",
        natural_19_under_a_double_bane(Some(json!({ NATURAL: "natural_wins" }))),
    );
    assert_eq!(over["roll"]["tier"], "three");
}

/// "Double Edge" (glossary): how mixed edges and banes net is a table rule; an assist given the
/// other option plays by it.
#[test]
fn table_rule_edge_netting_any_mix_cancels() {
    let (_dir, mut desk) = desk();
    // 6 + 5 + 0 with two edges and one bane: one edge (+2) = 13 by default; a plain 11 when any
    // mix cancels.
    let args = |rules: Value| {
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0, "edges": 2, "banes": 1 },
                "dice": [6, 5], "rules": rules })
    };
    let cancel = ok(&mut desk, "draw_steel_assist", args(json!({})));
    assert_eq!(cancel["roll"]["total"], 13);
    let mixed = ok(
        &mut desk,
        "draw_steel_assist",
        args(json!({ "draw_steel.edge_netting": "any_mix_cancels" })),
    );
    assert_eq!(mixed["roll"]["total"], 11);
    assert_eq!(mixed["grant"], "bane");
    assert_eq!(
        used(&mixed, "draw_steel.edge_netting")["option"],
        "any_mix_cancels"
    );
}

/// Table rules given to a roll are checked as a campaign's choice is: an unknown rule, a rule
/// that has nothing to do with a roll, an unknown option are refused naming the field; and the
/// roll's input no longer takes the engine's own rule names.
#[test]
fn table_rules_given_to_a_roll_are_checked_like_the_campaigns() {
    let (_dir, mut desk) = desk();
    for (rules, field, words) in [
        (
            json!({ "draw_steel.nope": "cancel" }),
            "rules.draw_steel.nope",
            "no table rule",
        ),
        (
            json!({ "draw_steel.rounding": "up" }),
            "rules.draw_steel.rounding",
            "power roll",
        ),
        (
            json!({ NATURAL: "sometimes" }),
            "rules.draw_steel.natural_vs_double_bane",
            "not an option",
        ),
    ] {
        for name in [
            "draw_steel_roll_odds",
            "draw_steel_power_roll",
            "draw_steel_assist",
        ] {
            let refused = call(
                &mut desk,
                name,
                json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 },
                        "dice": [5, 5], "rules": rules }),
            );
            // The odds take no dice: drop them there.
            let refused = if name == "draw_steel_roll_odds" {
                call(
                    &mut desk,
                    name,
                    json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0 },
                            "rules": rules }),
                )
            } else {
                refused
            }
            .expect_err("refused");
            assert_eq!(refused.kind, ErrorKind::InvalidInput, "{name} {rules}");
            assert_eq!(refused.field.as_deref(), Some(field), "{name} {rules}");
            assert!(refused.message.contains(words), "{}", refused.message);
        }
    }
    let engine_words = call(
        &mut desk,
        "draw_steel_power_roll",
        json!({ "input": { "kind": { "kind": "test" }, "characteristic": 0,
                           "rules": { "netting": "mixed_cancel" } } }),
    )
    .expect_err("the input takes no rules of its own");
    assert_eq!(engine_words.kind, ErrorKind::InvalidInput);
}
