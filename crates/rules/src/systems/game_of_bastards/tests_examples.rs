//! The book's numbers in these areas, each a test named after its section: face values, the
//! suit order, trait pools, the Capital, Landed and Debt ladders, Bad Reputation's costs and
//! modifiers, a specialty's level, a monster's XP and a successor's half.

use std::cmp::Ordering;

use super::cards::{card_value, rank_value, suit_tie, CardUse};
use super::content::{Skill, SkillKind, Specialty};
use super::creation::create;
use super::ledger::{apply, replay, spend, successor, Entry, XpPurchase};
use super::money::{capital_cash_out, capital_value, debt_amount, landed_income, CAPITAL_LADDER};
use super::sheet::sheet;
use super::tests_creation::{adv, dis, hearts, ranked};
use crate::cards::{Card, Rank, Suit};
use crate::table_rules::TableRuleChoices;

fn rank(n: u8) -> Rank {
    Rank::new(n).expect("a rank")
}

#[test]
fn fate_draws_face_cards_j_11_q_12_k_13_a_14_or_1_for_init() {
    let draw = [11, 12, 13, 1].map(|n| rank_value(rank(n), CardUse::Draw));
    assert_eq!(draw, [11, 12, 13, 14]);
    assert_eq!(rank_value(Rank::ACE, CardUse::Initiative), 1);
    assert_eq!(rank_value(Rank::KING, CardUse::Initiative), 13);
    for n in 2..=10 {
        assert_eq!(rank_value(rank(n), CardUse::Draw), n, "pips at face value");
    }
}

#[test]
fn initiative_a_spades_3_diamonds_10_clubs_act_in_that_order() {
    // Digest T18: the lowest card acts first, the Ace counting 1.
    let cards = [
        Card {
            rank: rank(10),
            suit: Suit::Clubs,
        },
        Card {
            rank: Rank::ACE,
            suit: Suit::Spades,
        },
        Card {
            rank: rank(3),
            suit: Suit::Diamonds,
        },
    ];
    let mut order = cards.to_vec();
    order.sort_by_key(|card| card_value(*card, CardUse::Initiative));
    assert_eq!(
        order.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
        ["AS", "3D", "10C"]
    );
}

#[test]
fn opposed_draws_a_tie_goes_to_the_last_cards_higher_suit() {
    // Digest T3 and T4: Hearts beats Spades; Clubs loses to Diamonds.
    assert_eq!(suit_tie(Suit::Hearts, Suit::Spades), Ordering::Greater);
    assert_eq!(suit_tie(Suit::Clubs, Suit::Diamonds), Ordering::Less);
    assert_eq!(suit_tie(Suit::Spades, Suit::Clubs), Ordering::Greater);
    assert_eq!(
        suit_tie(Suit::Hearts, Suit::Hearts),
        Ordering::Equal,
        "two decks: left open"
    );
}

#[test]
fn traits_a_pool_is_the_rank_times_5_body_3_with_toughness_2_is_25() {
    let mut build = hearts();
    build.suit = Suit::Clubs;
    build.traits = super::creation::TraitRanks {
        body: 3,
        spirit: 1,
        mind: 1,
        luck: 1,
    };
    build.advantages = vec![adv("toughness", 2)];
    let sheet = sheet(&create(&build).expect("legal"));
    let body = &sheet.traits[0].pool;
    assert_eq!(body.value, 25);
    let terms: Vec<_> = body
        .terms
        .iter()
        .map(|t| (t.label.as_str(), t.value))
        .collect();
    assert_eq!(terms, [("Body 3 × 5", 15), ("Toughness 2", 10)]);
    assert_eq!(body.terms[1].rule.section, "vi. Advantages › Toughness");
}

#[test]
fn specialties_influence_3_with_craft_theatre_2_makes_acting_2() {
    let mut build = hearts();
    build.skills = vec![
        ranked(Skill::plain(SkillKind::Influence), 3),
        ranked(Skill::craft("Theatre"), 2),
    ];
    build.specialties = vec![Specialty {
        name: "Acting".to_owned(),
        skills: [Skill::plain(SkillKind::Influence), Skill::craft("Theatre")],
    }];
    let fated = create(&build).expect("legal");
    assert_eq!(fated.xp.spent_at_creation, 2 + 1 + 1);
    let sheet = sheet(&fated);
    assert_eq!(sheet.specialties[0].level.value, 2);
    assert_eq!(
        sheet.specialties[0].level.terms[0].label,
        "Craft(Theatre) 2, the lower of the two"
    );
    // It rises as the skills rise: Craft(Theatre) 3 at Time Passes makes Acting 3.
    let rules = TableRuleChoices::default();
    let open = apply(&fated, &Entry::TimePassed, &rules).expect("Time Passes");
    let raise = spend(
        &open,
        XpPurchase::Skill {
            skill: Skill::craft("theatre"),
        },
        &rules,
    )
    .expect("1 XP");
    let raised = apply(&open, &raise, &rules).expect("applies");
    assert_eq!(super::sheet::sheet(&raised).specialties[0].level.value, 3);
}

#[test]
fn capital_1000_2500_5000_10000_then_double_the_previous_level() {
    let listed: Vec<_> = CAPITAL_LADDER
        .iter()
        .map(|(level, value, _)| (*level, *value))
        .collect();
    assert_eq!(
        listed,
        [(0, 0), (1, 1000), (2, 2500), (3, 5000), (4, 10_000)]
    );
    assert_eq!(
        (1..=7).map(capital_value).collect::<Vec<_>>(),
        [1000, 2500, 5000, 10_000, 20_000, 40_000, 80_000]
    );
    assert_eq!(
        capital_value(40),
        i32::MAX,
        "a ladder too high stops rather than wraps"
    );
    assert_eq!(capital_cash_out(3, true), 5000);
    assert_eq!(capital_cash_out(3, false), 2500);
    assert_eq!(capital_cash_out(1, false), 1000);
}

#[test]
fn landed_1000_a_level_a_month() {
    assert_eq!(landed_income(1, 1), 1000);
    assert_eq!(landed_income(2, 3), 6000);
    let mut build = hearts();
    build.advantages = vec![adv("landed", 2)];
    let fated = create(&build).expect("Landed is bought at creation");
    let sheet = sheet(&fated);
    assert_eq!(sheet.money.landed_income.value, 2000);
    let paid = apply(
        &fated,
        &Entry::LandedIncome { months: 3 },
        &TableRuleChoices::default(),
    )
    .expect("collected");
    assert_eq!(paid.cash_on_hand(), 200 + 6000);
    assert_eq!(
        super::sheet::sheet(&paid).money.cash.terms[1].label,
        "Landed income: level 2, 3 months"
    );
}

#[test]
fn debt_around_1000_at_level_1_doubling_every_level() {
    assert_eq!(
        (0..=4).map(debt_amount).collect::<Vec<_>>(),
        [0, 1000, 2000, 4000, 8000]
    );
    let mut build = hearts();
    build.disadvantages = vec![dis("debt", 3)];
    let sheet = sheet(&create(&build).expect("legal"));
    assert_eq!(sheet.money.debt.value, 4000);
    assert_eq!(sheet.money.debt.rule.section, "vii. Disadvantages › Debt");
}

#[test]
fn bad_reputation_removal_costs_1_xp_then_2_then_4() {
    let rules = TableRuleChoices::default();
    let mut build = hearts();
    build.disadvantages = vec![dis("bad_reputation", 3)];
    let mut entries = vec![Entry::Created { build }];
    for _ in 0..4 {
        entries.push(Entry::SceneEnded);
    }
    entries.push(Entry::TimePassed);
    let mut costs = Vec::new();
    for _ in 0..3 {
        let fated = replay(&entries, &rules).expect("replays");
        let before = sheet(&fated).disadvantages[0]
            .removal_cost
            .as_ref()
            .map(|c| c.value)
            .expect("removable");
        let entry = spend(
            &fated,
            XpPurchase::RemoveDisadvantage {
                id: "bad_reputation".to_owned(),
            },
            &rules,
        )
        .expect("affordable");
        let Entry::Spent { xp, .. } = entry else {
            panic!("a purchase")
        };
        assert_eq!(
            i32::try_from(xp).ok(),
            Some(before),
            "the sheet shows the next price"
        );
        costs.push(xp);
        entries.push(entry);
    }
    assert_eq!(costs, [1, 2, 4]);
    let fated = replay(&entries, &rules).expect("replays");
    assert_eq!(fated.disadvantage_level("bad_reputation"), 0);
    assert_eq!(fated.xp.unspent(), 10 + 1 + 4 - 7);
}

#[test]
fn bad_reputation_rank_2_is_minus_10_on_influence_and_plus_10_to_intimidate() {
    let mut build = hearts();
    build.disadvantages = vec![dis("bad_reputation", 2)];
    let reputation = sheet(&create(&build).expect("legal"))
        .reputation
        .expect("a Bad Reputation");
    assert_eq!(
        (reputation.influence.value, reputation.intimidate.value),
        (-10, 10)
    );
    assert_eq!(
        reputation.influence.rule.section,
        "vii. Disadvantages › Bad Reputation"
    );
    assert!(sheet(&create(&hearts()).expect("legal"))
        .reputation
        .is_none());
}

#[test]
fn challenging_a_monster_of_power_rating_3_killed_gives_8_xp() {
    let rules = TableRuleChoices::default();
    let fated = create(&hearts()).expect("legal");
    let after = apply(&fated, &Entry::MonsterKilled { power_rating: 3 }, &rules).expect("applies");
    assert_eq!(after.xp.monsters, 8);
    assert_eq!(after.xp.unspent(), 18);
    let xp = sheet(&after).xp.gained;
    assert_eq!(
        xp.terms.last().map(|t| t.rule.section.as_ref()),
        Some("Monsters › Challenging")
    );
}

#[test]
fn killed_a_character_who_had_30_xp_leaves_a_successor_the_standard_10_and_15() {
    let rules = TableRuleChoices::default();
    let mut entries = vec![Entry::Created { build: hearts() }];
    entries.extend(std::iter::repeat_n(Entry::SceneEnded, 20));
    entries.push(Entry::Killed);
    let late = replay(&entries, &rules).expect("replays");
    assert_eq!(late.xp.total(), 30);
    let inheritance = successor(&late, &rules).expect("killed");
    assert_eq!((inheritance.xp, inheritance.replaces_starting), (15, false));
    let heir = create(&super::creation::FatedBuild {
        name: "Maud's sister".to_owned(),
        inheritance: Some(inheritance),
        ..hearts()
    })
    .expect("the standard rules");
    assert_eq!(heir.xp.unspent(), 25);
    assert_eq!(
        sheet(&heir).xp.gained.terms[1].label,
        "Inherited from the late character"
    );
}
