//! Issue #19 for the table rules of single perks the battle applies: each option against the
//! default, on the perk's own scenario.

use super::perks::{DinOfBattleRadius, GoodBalance, PerkRules, SizeReading, TargetPractice};
use super::test_kit::{at, battle, brawler, grid, ok, plan_all, turn_of};
use super::tests::{plan, strike_at};
use super::tests_perks::{at_ash_turn, attack, defense_of, duel, perk_term, strike_of, with_perks};
use super::*;
use crate::citation::Explained;

/// Ash with Din of Battle, its only ally 6 tiles off; Bran 1 tile and Dov 3 tiles away, Eda 7.
fn din_of_battle(perks: PerkRules) -> Vec<Event> {
    let mut ash = at(brawler("Ash", Side::Party, 2, 0, 3), 0, 0);
    ash.perks = vec!["din_of_battle".into()];
    let ally = at(brawler("Cai", Side::Party, 0, 0, 0), 6, 0);
    let mut bran = at(brawler("Bran", Side::Foes, 0, 0, 0), 1, 0);
    bran.hit_points = 3;
    let dov = at(brawler("Dov", Side::Foes, 0, 0, 0), 3, 0);
    let eda = at(brawler("Eda", Side::Foes, 0, 0, 0), 7, 0);
    let mut state = battle(vec![ash, ally, bran, dov, eda], Some(grid(8, 2, &[])));
    state.rules.perks = perks;
    plan_all(&mut state);
    turn_of(&mut state, 0);
    attack(&mut state, strike_at(2))
}

/// "Perks List › Din of Battle": the radius reaches the nearest ally, 4 tiles at most; with no
/// ally that close the table counts the full 4 tiles (table rule
/// `fated_hand.din_of_battle_radius`, `max_radius`).
#[test]
fn perks_list_din_of_battle_counts_four_tiles_with_no_ally_near() {
    let events = din_of_battle(PerkRules::default());
    assert_eq!(
        perk_term(strike_of(&events), "Din of Battle").map(|t| t.1),
        Some(2),
        "Bran and Dov are within 4 tiles, Eda is not"
    );
}

/// Table rule `fated_hand.din_of_battle_radius`, `no_bonus`: with no ally within 4 tiles the
/// perk gives nothing.
#[test]
fn table_rule_din_of_battle_radius_no_bonus() {
    let events = din_of_battle(PerkRules {
        din_of_battle_radius: DinOfBattleRadius::NoBonus,
        ..PerkRules::default()
    });
    assert_eq!(perk_term(strike_of(&events), "Din of Battle"), None);
    assert_eq!(strike_of(&events).value, 2);
}

/// Ash (Good Balance) attacks in Defensive Stance with a Strike card above its Defense card.
fn good_balance(perks: PerkRules) -> Vec<Event> {
    let mut state = with_perks(duel((3, 0, 5), &[], (0, 2, 0)), 0, &["good_balance"]);
    state.rules.perks = perks;
    // Ash: Strike card 7 (power 2), Defense card 2 (power 0).
    ok(&mut state, plan(0, Stance::Defensive, ["7S", "2H", "AD"]));
    ok(&mut state, plan(1, Stance::Balanced, ["AS", "AH", "AD"]));
    ok(&mut state, Command::EndPlanning);
    turn_of(&mut state, 0);
    attack(&mut state, strike_at(1))
}

/// "Perks List › Good Balance": "and vice-versa" read as the Defensive mirror case, +1 Strike
/// (table rule `fated_hand.good_balance_vice_versa`, `mirror`).
#[test]
fn perks_list_good_balance_vice_versa_gives_one_strike_in_defensive_stance() {
    let events = good_balance(PerkRules::default());
    assert_eq!(
        perk_term(strike_of(&events), "Good Balance").map(|t| t.1),
        Some(1)
    );
}

/// Table rule `fated_hand.good_balance_vice_versa`, `aggressive_only`: the mirror case gives
/// nothing; the Aggressive case still works.
#[test]
fn table_rule_good_balance_vice_versa_aggressive_only() {
    let only = PerkRules {
        good_balance: GoodBalance::AggressiveOnly,
        ..PerkRules::default()
    };
    let events = good_balance(only);
    assert_eq!(perk_term(strike_of(&events), "Good Balance"), None);
    // Bran with Good Balance, Aggressive, Defense card above Strike card: +1 Defense.
    let mut state = with_perks(duel((6, 0, 5), &[], (0, 2, 0)), 1, &["good_balance"]);
    state.rules.perks = only;
    ok(&mut state, plan(0, Stance::Balanced, ["AS", "AH", "AD"]));
    ok(&mut state, plan(1, Stance::Aggressive, ["2S", "7H", "AD"]));
    ok(&mut state, Command::EndPlanning);
    turn_of(&mut state, 0);
    let events = attack(&mut state, strike_at(1));
    assert_eq!(
        perk_term(defense_of(&events), "Good Balance").map(|t| t.1),
        Some(1)
    );
}

/// Ash (Target Practice) attacks Bran in three rounds running: the Strike bonus of each attack.
fn target_practice(perks: PerkRules) -> Vec<Option<i32>> {
    let mut state = duel((2, 0, 2), &["target_practice"], (0, 9, 1));
    state.rules.perks = perks;
    let mut bonuses = Vec::new();
    for round in 0..3 {
        if round > 0 {
            ok(&mut state, Command::EndTurn);
            turn_of(&mut state, 1);
            ok(&mut state, Command::EndTurn);
            ok(
                &mut state,
                Command::EndRound {
                    recover: vec![],
                    discard: vec![],
                },
            );
        }
        state = at_ash_turn(state);
        let events = attack(&mut state, strike_at(1));
        bonuses.push(perk_term(strike_of(&events), "Target Practice").map(|t| t.1));
    }
    bonuses
}

/// "Perks List › Target Practice": +1 Strike for attacking the same target again, flat by
/// default (table rule `fated_hand.target_practice_flat`).
#[test]
fn perks_list_target_practice_is_a_flat_bonus() {
    assert_eq!(
        target_practice(PerkRules::default()),
        [None, Some(1), Some(1)]
    );
}

/// Table rule `fated_hand.target_practice_flat`, `cumulative`: +1 for each earlier attack in a
/// row on the target.
#[test]
fn table_rule_target_practice_flat_cumulative() {
    let grows = target_practice(PerkRules {
        target_practice: TargetPractice::Cumulative,
        ..PerkRules::default()
    });
    assert_eq!(grows, [None, Some(1), Some(2)]);
}

/// Ash attacks Bran (Indomitable), Ash holding `ash_perks`: Bran's Defense.
fn indomitable(perks: PerkRules, ash_perks: &[&str]) -> Explained {
    let mut state = duel((2, 0, 2), ash_perks, (0, 1, 1));
    state = with_perks(state, 1, &["indomitable"]);
    state.rules.perks = perks;
    let mut state = at_ash_turn(state);
    let events = attack(&mut state, strike_at(1));
    defense_of(&events).clone()
}

/// "Perks List › Indomitable": "You one Size larger, and gain +1 Defense against creatures
/// smaller than yourself." Size is never defined; under table rule `fated_hand.size_undefined`'s
/// default `steps` it is counted from Medium, Indomitable a step up: against a Medium attacker
/// Bran is the larger and gains +1 Defense, against another Indomitable creature he is not.
#[test]
fn perks_list_indomitable_defends_better_against_a_smaller_attacker() {
    let medium = indomitable(PerkRules::default(), &[]);
    assert_eq!(perk_term(&medium, "Indomitable").map(|t| t.1), Some(1));
    assert_eq!(medium.value, 2);
    let as_large = indomitable(PerkRules::default(), &["indomitable"]);
    assert_eq!(perk_term(&as_large, "Indomitable"), None);
    assert_eq!(as_large.value, 1);
    assert!(
        !as_large.notes.iter().any(|n| n.contains("Indomitable")),
        "settled by the engine, not left to the GM: {:?}",
        as_large.notes
    );
}

/// Table rule `fated_hand.size_undefined`, `ignore`: Size is not tracked and every Size
/// condition passes, so Indomitable's +1 Defense holds even against an attacker as large.
#[test]
fn table_rule_size_undefined_ignore() {
    let ignore = PerkRules {
        size: SizeReading::Ignore,
        ..PerkRules::default()
    };
    let as_large = indomitable(ignore, &["indomitable"]);
    assert_eq!(perk_term(&as_large, "Indomitable").map(|t| t.1), Some(1));
    assert_eq!(as_large.value, 2);
    let by_default = indomitable(PerkRules::default(), &["indomitable"]);
    assert_eq!(by_default.value, 1);
}
