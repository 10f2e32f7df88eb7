//! The advancement ledger: XP earned by the book, spending only at Time Passes or before The
//! End, creation-only advantages, removals, money, death, undo and replay. Every refusal leaves
//! the character as it was.

use super::content::{Skill, SkillKind, Trait};
use super::creation::{AdvantagePick, Fated, SpendingWindow};
use super::ledger::{
    apply, cash_in_capital, opposition_ended, replay, spend, successor, undo, AdvancementError,
    Entry, XpPurchase,
};
use super::sheet::sheet;
use super::tests_creation::{adv, dis, hearts};
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

fn rules() -> TableRuleChoices {
    TableRuleChoices::default()
}

fn fold(entries: &[Entry]) -> Fated {
    replay(entries, &rules()).expect("the ledger replays")
}

fn refused(fated: &Fated, entry: &Entry) -> AdvancementError {
    let before = fated.clone();
    let error = apply(fated, entry, &rules()).expect_err("the book refuses this entry");
    assert_eq!(*fated, before, "a refused entry changes nothing");
    error
}

fn buy(purchase: XpPurchase) -> Entry {
    Entry::Spent { purchase, xp: 1 }
}

#[test]
fn points_and_costs_xp_per_scene_opposition_disadvantage_inflicted_and_monster() {
    let fated = fold(&[
        Entry::Created { build: hearts() },
        Entry::SceneEnded,
        opposition_ended(&rules()),
        Entry::DisadvantageInflicted {
            disadvantage: dis("one_eye", 1),
        },
        Entry::MonsterKilled { power_rating: 2 },
    ]);
    let xp = fated.xp;
    assert_eq!(
        (xp.scenes, xp.oppositions, xp.inflicted, xp.monsters),
        (1, 1, 1, 7)
    );
    assert_eq!(xp.unspent(), 10 + 1 + 1 + 1 + 7);
    assert_eq!(fated.disadvantage_level("one_eye"), 1);
    let gained = sheet(&fated).xp.gained;
    assert_eq!(gained.value, 20);
    assert_eq!(gained.terms.len(), 5);
}

#[test]
fn time_passes_xp_is_spent_only_at_time_passes_or_before_the_end() {
    let created = fold(&[Entry::Created { build: hearts() }]);
    let raise = buy(XpPurchase::Trait {
        trait_name: Trait::Mind,
    });
    let error = refused(&created, &raise);
    assert_eq!(error, AdvancementError::NotASpendingTime);
    let violation = RuleViolation::from(error);
    assert_eq!(violation.rule.section, "Time Passes");
    assert_eq!(
        violation.message,
        "XP is spent only when the group uses Time Passes or before The End."
    );

    let passing = apply(&created, &Entry::TimePassed, &rules()).expect("Time Passes");
    let raised = apply(&passing, &raise, &rules()).expect("spent at Time Passes");
    assert_eq!(raised.traits.mind, 2);
    assert_eq!(
        sheet(&raised).traits[2].pool.value,
        10,
        "the pool follows the trait"
    );
    // The window closes when play resumes.
    let resumed = apply(&raised, &Entry::SceneEnded, &rules()).expect("a scene ends");
    assert_eq!(
        refused(&resumed, &raise),
        AdvancementError::NotASpendingTime
    );
    // Before The End.
    let the_end = apply(&resumed, &Entry::TheEndBegan, &rules()).expect("The End");
    assert_eq!(the_end.window, Some(SpendingWindow::TheEnd));
    let again = apply(&the_end, &raise, &rules()).expect("spent before The End");
    assert_eq!(again.traits.mind, 3);
    assert_eq!(
        sheet(&again).traits[2].rank.terms.last().map(|t| t.value),
        Some(2)
    );
}

#[test]
fn advantages_marked_with_an_asterisk_or_capital_and_landed_are_creation_only() {
    let passing = fold(&[Entry::Created { build: hearts() }, Entry::TimePassed]);
    for (id, name) in [
        ("fortunate", "Fortunate"),
        ("capital", "Capital"),
        ("landed", "Landed"),
        ("stubborn", "Stubborn"),
    ] {
        let error = refused(
            &passing,
            &buy(XpPurchase::Advantage {
                id: id.to_owned(),
                weapon: None,
            }),
        );
        assert_eq!(error, AdvancementError::CreationOnly(name));
        assert_eq!(error.rule().section, "vi. Advantages");
    }
    let tough = apply(
        &passing,
        &buy(XpPurchase::Advantage {
            id: "toughness".to_owned(),
            weapon: None,
        }),
        &rules(),
    )
    .expect("Toughness may be bought later");
    assert_eq!(sheet(&tough).traits[0].pool.value, 10);
}

#[test]
fn advantages_in_play_stop_at_their_maximum_and_weapons_count_apart() {
    let mut build = hearts();
    build.advantages = vec![adv("disarm", 2)];
    let passing = fold(&[Entry::Created { build }, Entry::TimePassed]);
    let error = refused(
        &passing,
        &buy(XpPurchase::Advantage {
            id: "disarm".to_owned(),
            weapon: None,
        }),
    );
    assert_eq!(error.to_string(), "Disarm is at its most, 2 levels");
    let sword = XpPurchase::Advantage {
        id: "florentine".to_owned(),
        weapon: Some("Sword".to_owned()),
    };
    let one = apply(&passing, &buy(sword.clone()), &rules()).expect("Florentine (Sword)");
    let two = apply(&one, &buy(sword), &rules()).expect("a second level");
    let axe = apply(
        &two,
        &buy(XpPurchase::Advantage {
            id: "florentine".to_owned(),
            weapon: Some("Axe".to_owned()),
        }),
        &rules(),
    )
    .expect("Florentine (Axe) is another advantage");
    let florentines: Vec<_> = axe
        .advantages
        .iter()
        .filter(|a| a.id == "florentine")
        .map(|a| (a.weapon.clone().unwrap_or_default(), a.level))
        .collect();
    assert_eq!(
        florentines,
        [("Sword".to_owned(), 2), ("Axe".to_owned(), 1)]
    );
    assert!(refused(
        &axe,
        &buy(XpPurchase::Advantage {
            id: "florentine".to_owned(),
            weapon: None
        })
    )
    .to_string()
    .contains("needs the weapon"));
}

#[test]
fn points_and_costs_no_more_xp_than_the_character_has() {
    let mut entries = vec![Entry::Created { build: hearts() }, Entry::TimePassed];
    entries.extend(std::iter::repeat_n(
        buy(XpPurchase::Skill {
            skill: Skill::plain(SkillKind::Guts),
        }),
        10,
    ));
    let spent = fold(&entries);
    assert_eq!(
        (
            spent.xp.unspent(),
            spent.skill_rank(&Skill::plain(SkillKind::Guts))
        ),
        (0, 11)
    );
    let error = refused(
        &spent,
        &buy(XpPurchase::Skill {
            skill: Skill::plain(SkillKind::Guts),
        }),
    );
    assert_eq!(
        error.to_string(),
        "a rank of Guts costs 1 XP; the character has 0 left"
    );
    // A price no rule gives is refused too.
    let passing = fold(&entries[..2]);
    let tampered = Entry::Spent {
        purchase: XpPurchase::Trait {
            trait_name: Trait::Body,
        },
        xp: 0,
    };
    assert!(matches!(
        refused(&passing, &tampered),
        AdvancementError::WrongPrice { .. }
    ));
}

#[test]
fn disadvantages_permanent_ones_and_debt_are_not_removed_with_xp() {
    let mut build = hearts();
    build.disadvantages = vec![dis("one_arm", 1), dis("debt", 1), dis("addiction", 2)];
    let passing = fold(&[Entry::Created { build }, Entry::TimePassed]);
    let remove = |id: &str| XpPurchase::RemoveDisadvantage { id: id.to_owned() };
    assert_eq!(
        spend(&passing, remove("one_arm"), &rules())
            .expect_err("permanent")
            .to_string(),
        "One Arm cannot be removed with XP: it is permanent"
    );
    assert!(spend(&passing, remove("debt"), &rules())
        .expect_err("Debt")
        .to_string()
        .contains("Capital pays off"));
    assert_eq!(
        spend(&passing, remove("ugly"), &rules()).expect_err("not held"),
        AdvancementError::NoSuchDisadvantage("Ugly".to_owned())
    );
    let entry = spend(&passing, remove("addiction"), &rules()).expect("1 XP a level");
    let lighter = apply(&passing, &entry, &rules()).expect("applies");
    assert_eq!(lighter.disadvantage_level("addiction"), 1);
}

#[test]
fn debt_a_level_of_capital_pays_off_a_level_at_each_time_passes() {
    let mut build = hearts();
    build.advantages = vec![adv("capital", 3)];
    build.disadvantages = vec![dis("debt", 2)];
    let created = fold(&[Entry::Created { build }]);
    let error = refused(&created, &Entry::DebtPaidOff);
    assert_eq!(error.rule().section, "vii. Disadvantages › Debt");
    let passing = apply(&created, &Entry::TimePassed, &rules()).expect("Time Passes");
    let paid = apply(&passing, &Entry::DebtPaidOff, &rules()).expect("paid");
    assert_eq!(
        (
            paid.disadvantage_level("debt"),
            paid.advantage_level("capital")
        ),
        (1, 2)
    );
    assert!(refused(&paid, &Entry::DebtPaidOff)
        .to_string()
        .contains("this one has paid"));
    let the_end = apply(&paid, &Entry::TheEndBegan, &rules()).expect("The End");
    assert!(refused(&the_end, &Entry::DebtPaidOff)
        .to_string()
        .contains("only when the group uses Time Passes"));
    let next = apply(&the_end, &Entry::TimePassed, &rules()).expect("Time Passes again");
    let clear = apply(&next, &Entry::DebtPaidOff, &rules()).expect("paid");
    assert_eq!(clear.disadvantage_level("debt"), 0);
    let money = sheet(&clear).money;
    assert_eq!((money.capital.value, money.debt.value), (1, 0));
    assert_eq!(money.capital.terms.len(), 3);
}

#[test]
fn capital_a_level_is_gained_with_treasure_and_cashed_in_at_any_time() {
    let created = fold(&[Entry::Created { build: hearts() }]);
    assert!(cash_in_capital(&created, &rules())
        .expect_err("no Capital")
        .to_string()
        .contains("no Capital"));
    let rich = apply(
        &created,
        &Entry::CapitalGained {
            reason: "Pirate gold".to_owned(),
        },
        &rules(),
    )
    .expect("treasure");
    let entry = cash_in_capital(&rich, &rules()).expect("a level to cash in");
    assert_eq!(entry, Entry::CapitalCashedIn { cash: 1000 });
    let cashed = apply(&rich, &entry, &rules()).expect("applies");
    assert_eq!(
        (cashed.cash_on_hand(), cashed.advantage_level("capital")),
        (1200, 0)
    );
    assert!(refused(&rich, &Entry::CapitalCashedIn { cash: 999 })
        .to_string()
        .contains("not $999"));
}

#[test]
fn cash_on_hand_never_falls_below_nothing() {
    let created = fold(&[Entry::Created { build: hearts() }]);
    let bribe = Entry::CashChanged {
        amount: -150,
        reason: "Bribe".to_owned(),
    };
    let after = apply(&created, &bribe, &rules()).expect("affordable");
    assert_eq!(after.cash_on_hand(), 50);
    let error = refused(&after, &bribe);
    assert_eq!(error.to_string(), "$150 is more than the $50 on hand");
    assert_eq!(sheet(&after).money.cash.terms[1].label, "Bribe");
    assert!(refused(&created, &Entry::LandedIncome { months: 1 })
        .to_string()
        .contains("no Landed"));
}

#[test]
fn disadvantages_inflicted_stack_to_their_maximum_and_poor_takes_its_toll() {
    let created = fold(&[Entry::Created { build: hearts() }]);
    let reputation = Entry::DisadvantageInflicted {
        disadvantage: dis("bad_reputation", 5),
    };
    let infamous = apply(&created, &reputation, &rules()).expect("rank 5");
    let error = refused(
        &infamous,
        &Entry::DisadvantageInflicted {
            disadvantage: dis("bad_reputation", 1),
        },
    );
    assert_eq!(
        error.to_string(),
        "Bad Reputation goes from 1 to 5 levels; the character would have 6"
    );
    let poor = apply(
        &created,
        &Entry::DisadvantageInflicted {
            disadvantage: dis("poor", 1),
        },
        &rules(),
    )
    .expect("Poor");
    assert_eq!(poor.cash_on_hand(), 0);
}

#[test]
fn killed_nothing_follows_but_undo_and_the_successor_needs_a_death() {
    let alive = fold(&[Entry::Created { build: hearts() }]);
    assert_eq!(
        successor(&alive, &rules()).expect_err("alive"),
        AdvancementError::NotKilled
    );
    let dead = apply(&alive, &Entry::Killed, &rules()).expect("killed");
    assert_eq!(refused(&dead, &Entry::SceneEnded), AdvancementError::Dead);
    assert!(sheet(&dead).dead);
}

#[test]
fn a_ledger_replays_the_same_and_undo_drops_the_last_entry() {
    let entries = vec![
        Entry::Created { build: hearts() },
        Entry::SceneEnded,
        Entry::TimePassed,
        buy(XpPurchase::Advantage {
            id: "resolve".to_owned(),
            weapon: None,
        }),
    ];
    let once = fold(&entries);
    assert_eq!(once, fold(&entries), "replay is a pure fold");
    assert_eq!(
        once.advantages,
        vec![AdvantagePick {
            id: "resolve".to_owned(),
            level: 1,
            weapon: None
        }]
    );
    let undone = undo(&entries).expect("one entry off");
    assert_eq!(fold(undone), fold(&entries[..3]));
    assert!(fold(undone).advantages.is_empty());
    assert_eq!(
        undo(&entries[..1]).expect_err("creation stays"),
        AdvancementError::NothingToUndo
    );
    assert!(matches!(
        replay(&entries[1..], &rules()),
        Err(AdvancementError::Creation(_))
    ));
    assert!(matches!(
        apply(&once, &entries[0], &rules()),
        Err(AdvancementError::Creation(_))
    ));
    // The ledger is stored as JSON: it reads back as written.
    let json = serde_json::to_string(&entries).expect("serializes");
    assert!(json.contains("\"kind\":\"spent\""));
    let back: Vec<Entry> = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, entries);
}

mod properties {
    //! Any ledger the GM could try, entry by entry: what is accepted replays to the same
    //! character, what is refused changes nothing, and the books always balance.

    use proptest::prelude::*;

    use super::super::content::{Skill, SkillKind, Trait};
    use super::super::creation::Fated;
    use super::super::ledger::{apply, replay, Entry, XpPurchase};
    use super::super::tests_creation::{adv, brawler, dis};
    use super::rules;

    fn entry(choice: u8, amount: i32) -> Entry {
        let buy = |purchase| Entry::Spent { purchase, xp: 1 };
        match choice % 16 {
            0 => Entry::SceneEnded,
            1 => Entry::OppositionEnded {
                also_a_scene: amount % 2 == 0,
            },
            2 => Entry::TimePassed,
            3 => Entry::TheEndBegan,
            4 => buy(XpPurchase::Trait {
                trait_name: Trait::ALL[amount.unsigned_abs() as usize % 4],
            }),
            5 => buy(XpPurchase::Skill {
                skill: Skill::plain(SkillKind::Guts),
            }),
            6 => buy(XpPurchase::Advantage {
                id: "toughness".to_owned(),
                weapon: None,
            }),
            7 => buy(XpPurchase::RemoveDisadvantage {
                id: "ugly".to_owned(),
            }),
            8 => Entry::DebtPaidOff,
            9 => Entry::CapitalGained {
                reason: "Treasure".to_owned(),
            },
            10 => Entry::CapitalCashedIn {
                cash: if amount % 2 == 0 { 1000 } else { 2500 },
            },
            11 => Entry::CapitalLost {
                reason: "Fees".to_owned(),
            },
            12 => Entry::CashChanged {
                amount,
                reason: "Cash".to_owned(),
            },
            13 => Entry::LandedIncome {
                months: amount.unsigned_abs() % 3,
            },
            14 => Entry::DisadvantageInflicted {
                disadvantage: dis(if amount % 2 == 0 { "debt" } else { "poor" }, 1),
            },
            _ => Entry::MonsterKilled {
                power_rating: (amount.unsigned_abs() % 4) as u8,
            },
        }
    }

    fn balanced(fated: &Fated) {
        assert!(fated.cash_on_hand() >= 0);
        let capital: i32 = fated.capital.iter().map(|t| t.value).sum();
        assert_eq!(capital, i32::from(fated.advantage_level("capital")));
        assert!(fated.xp.spent() <= fated.xp.total());
    }

    proptest! {
        #[test]
        fn accepted_entries_replay_and_refused_ones_change_nothing(
            choices in proptest::collection::vec((any::<u8>(), -400i32..400), 0..40)
        ) {
            let mut build = brawler();
            build.disadvantages.push(dis("debt", 2));
            build.advantages.push(adv("landed", 1));
            build.traits.luck = 1;
            let mut accepted = vec![Entry::Created { build }];
            let mut fated = replay(&accepted, &rules()).expect("a legal build");
            for (choice, amount) in choices {
                let next = entry(choice, amount);
                let before = fated.clone();
                match apply(&fated, &next, &rules()) {
                    Ok(after) => {
                        fated = after;
                        accepted.push(next);
                    }
                    Err(_) => prop_assert_eq!(&fated, &before),
                }
                balanced(&fated);
            }
            prop_assert_eq!(replay(&accepted, &rules()).expect("replays"), fated);
        }
    }
}
