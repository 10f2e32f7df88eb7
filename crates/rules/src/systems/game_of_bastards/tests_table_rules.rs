//! Every non-default option of a Game of Bastards table rule in play beside the default (issue
//! #19: `table_rule_<name>_<option>`), each through the entry point engine code uses.

use super::creation::{create_under, FatedBuild, Inheritance};
use super::ledger::{
    cash_in_capital, opposition_ended, replay, spend, successor, Entry, XpPurchase,
};
use super::table_rules::{
    CAPITAL_CASH_OUT, CREATION_CAP, DISADVANTAGE_REMOVAL, DISADVANTAGE_XP, OPPOSITION_XP,
    SUCCESSOR_XP, UNSTATED_MAX_LEVEL,
};
use super::tests_creation::{adv, dis, hearts};
use crate::table_rules::{TableRule, TableRuleChoices};

fn choosing(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

#[test]
fn table_rule_creation_cap_lifted() {
    let mut build = hearts();
    build.traits.spirit = 4;
    let default = create_under(&build, &TableRuleChoices::default()).expect_err("rank 4");
    assert_eq!(default.rule().section, "ii. Points & Costs");
    let lifted = create_under(&build, &choosing(&CREATION_CAP, "lifted")).expect("no cap");
    assert_eq!(lifted.traits.spirit, 4);
    // Each advantage's own maximum still holds.
    build.traits.spirit = 2;
    build.advantages = vec![adv("eagle_eyes", 4)];
    assert!(create_under(&build, &choosing(&CREATION_CAP, "lifted")).is_err());
}

#[test]
fn table_rule_disadvantage_xp_per_level() {
    let mut build = hearts();
    build.disadvantages = vec![dis("bad_reputation", 3), dis("ugly", 1)];
    let default = create_under(&build, &TableRuleChoices::default()).expect("legal");
    assert_eq!(default.xp.disadvantages, 2);
    let per_level = create_under(&build, &choosing(&DISADVANTAGE_XP, "per_level")).expect("legal");
    assert_eq!(per_level.xp.disadvantages, 4);
    assert_eq!(per_level.xp.unspent(), 14);
}

#[test]
fn table_rule_unstated_max_level_open() {
    let mut build = hearts();
    build.advantages = vec![adv("interpose", 2)];
    assert!(create_under(&build, &TableRuleChoices::default()).is_err());
    let open = choosing(&UNSTATED_MAX_LEVEL, "open");
    let fated = create_under(&build, &open).expect("no limit of its own");
    assert_eq!(fated.advantage_level("interpose"), 2);
    build.advantages = vec![adv("interpose", 4)];
    assert!(
        create_under(&build, &open).is_err(),
        "the creation cap still stops it"
    );
    // And in play: a second Loyal at Time Passes.
    let mut build = hearts();
    build.advantages = vec![adv("loyal", 1)];
    let entries = [Entry::Created { build }, Entry::TimePassed];
    let loyal = XpPurchase::Advantage {
        id: "loyal".to_owned(),
        weapon: None,
    };
    let default = replay(&entries, &TableRuleChoices::default()).expect("replays");
    assert!(spend(&default, loyal.clone(), &TableRuleChoices::default()).is_err());
    let opened = replay(&entries, &open).expect("replays");
    assert!(spend(&opened, loyal, &open).is_ok());
}

#[test]
fn table_rule_successor_xp_half_instead() {
    let mut entries = vec![Entry::Created { build: hearts() }];
    entries.extend(std::iter::repeat_n(Entry::SceneEnded, 21));
    entries.push(Entry::Killed);
    let choices = choosing(&SUCCESSOR_XP, "half_instead");
    let late = replay(&entries, &choices).expect("replays");
    assert_eq!(late.xp.total(), 31);
    let default = successor(&late, &TableRuleChoices::default()).expect("killed");
    let instead = successor(&late, &choices).expect("killed");
    assert_eq!(
        (
            default.xp,
            default.replaces_starting,
            instead.xp,
            instead.replaces_starting
        ),
        (15, false, 15, true),
        "half of 31, rounded down"
    );
    let heir = |inheritance: Inheritance| {
        create_under(
            &FatedBuild {
                inheritance: Some(inheritance),
                ..hearts()
            },
            &choices,
        )
        .expect("legal")
        .xp
        .unspent()
    };
    assert_eq!((heir(default), heir(instead)), (25, 15));
}

#[test]
fn table_rule_capital_cash_out_step() {
    let mut build = hearts();
    build.advantages = vec![adv("capital", 3)];
    let entries = [Entry::Created { build }];
    let step = choosing(&CAPITAL_CASH_OUT, "step");
    let fated = replay(&entries, &step).expect("replays");
    assert_eq!(
        cash_in_capital(&fated, &TableRuleChoices::default()).expect("cash"),
        Entry::CapitalCashedIn { cash: 5000 }
    );
    let entry = cash_in_capital(&fated, &step).expect("cash");
    assert_eq!(entry, Entry::CapitalCashedIn { cash: 2500 });
    // The entry keeps its amount: replayed under the other option, it still pays 2,500.
    let mut history = entries.to_vec();
    history.push(entry);
    let later = replay(&history, &TableRuleChoices::default()).expect("replays");
    assert_eq!(later.cash_on_hand(), 200 + 2500);
}

#[test]
fn table_rule_disadvantage_removal_doubling() {
    let mut build = hearts();
    build.disadvantages = vec![dis("addiction", 2)];
    let entries = vec![Entry::Created { build }, Entry::TimePassed];
    let doubling = choosing(&DISADVANTAGE_REMOVAL, "doubling");
    let remove = XpPurchase::RemoveDisadvantage {
        id: "addiction".to_owned(),
    };
    let prices = |choices: &TableRuleChoices| {
        let mut history = entries.clone();
        let mut paid = Vec::new();
        for _ in 0..2 {
            let fated = replay(&history, choices).expect("replays");
            let entry = spend(&fated, remove.clone(), choices).expect("affordable");
            if let Entry::Spent { xp, .. } = &entry {
                paid.push(*xp);
            }
            history.push(entry);
        }
        paid
    };
    assert_eq!(prices(&TableRuleChoices::default()), [1, 1]);
    assert_eq!(prices(&doubling), [1, 2]);
}

#[test]
fn table_rule_opposition_xp_also_a_scene() {
    let own = opposition_ended(&TableRuleChoices::default());
    let both = opposition_ended(&choosing(&OPPOSITION_XP, "also_a_scene"));
    let xp = |entry: Entry| {
        replay(
            &[Entry::Created { build: hearts() }, entry],
            &TableRuleChoices::default(),
        )
        .expect("replays")
        .xp
    };
    let (default, also) = (xp(own), xp(both));
    assert_eq!((default.oppositions, default.scenes), (1, 0));
    assert_eq!((also.oppositions, also.scenes), (1, 1));
    assert_eq!(also.unspent() - default.unspent(), 1);
}
