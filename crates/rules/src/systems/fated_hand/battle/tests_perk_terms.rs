//! Issue #19 for the table rules that settle a term many perks share (Base, a successful
//! Defend, failing to Riposte…): each non-default option against the default in play. Named
//! `table_rule_<name>_<option>`.

use super::perks::PerkRules;
use super::test_kit::turn_of;
use super::tests::{attack_outcome, strike_at};
use super::tests_perks::{
    at_ash_turn, attack, beside_an_ally, defense_of, duel, perk_handicaps, perk_term, with_perks,
};
use super::*;
use crate::systems::fated_hand::gear::Gear;
use crate::systems::fated_hand::table_rules::{BASE_STAT_MEANING, SUCCESSFUL_DEFEND};
use crate::systems::fated_hand::tests_armor::{gear, recruit};
use crate::table_rules::{TableRule, TableRuleChoices};

fn under(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// "Perks List › Defender": "adjacent to an ally with lower Base Defense than your own". Two
/// Ruffians of the same Brawn, Ash with a Heater Shield in the Main hand and Cai with a Club.
/// By default Base is the Attribute ("Determining Combat Power"): their Base Defense is the
/// same and Defender adds nothing. Under `sheet_value` Base is the sheet's line, Ash's shield
/// counts, Cai's Base Defense is lower and Ash gains +1 Defense.
#[test]
fn table_rule_base_stat_meaning_sheet_value() {
    let shield = Gear {
        arms: vec!["heater_shield".into()],
        main_arm: Some("heater_shield".into()),
        ..Gear::default()
    };
    let bases = |choices: &TableRuleChoices| {
        let ash = recruit("Ash", Side::Party, &shield, choices).base;
        let cai = recruit("Cai", Side::Party, &gear("club", None), choices).base;
        (ash.expect("from the sheet"), cai)
    };
    let defender = |(ash, cai): ([i16; 3], Option<[i16; 3]>)| {
        let mut state = beside_an_ally("defender", ash, cai);
        turn_of(&mut state, 1);
        let events = attack(&mut state, strike_at(0));
        perk_term(defense_of(&events), "Defender").map(|t| t.1)
    };

    let attribute = bases(&TableRuleChoices::default());
    assert_eq!(Some(attribute.0), attribute.1, "the same Attributes");
    assert_eq!(defender(attribute), None);

    let sheet_value = bases(&under(&BASE_STAT_MEANING, "sheet_value"));
    assert!(
        sheet_value.1.is_some_and(|cai| cai[1] < sheet_value.0[1]),
        "{sheet_value:?}"
    );
    assert_eq!(defender(sheet_value), Some(1));
}

/// Bran's Staunch after Ash's attack on him, Bran defending with `defense` against Ash's
/// `strike` (before Bran's 3 Defense Handicap): the Defense Handicap it cleanses, and the
/// attack's numbers.
fn staunch(strike: i16, defense: i16, choices: &TableRuleChoices) -> (Vec<u8>, (i32, i32, bool)) {
    let mut state = at_ash_turn(duel((strike, 0, 2), &[], (0, defense, 1)));
    state = with_perks(state, 1, &["staunch"]);
    state.rules.perks = PerkRules::from_choices(choices);
    state.combatants[1].handicap = [0, 3, 0];
    let events = attack(&mut state, strike_at(1));
    let (strike, defense, success, _) = attack_outcome(&events);
    let cleansed = perk_handicaps(&events)
        .into_iter()
        .map(|(_, _, handicap, _)| handicap[1].unsigned_abs())
        .collect();
    (cleansed, (strike, defense.expect("a Defend"), success))
}

/// "Perks List › Staunch": "When you successfully defend". Bran's Defense falls short of Ash's
/// Strike + 2, so the attack fails, but it does not reach Strike + 2 either, so it earns no
/// Riposte ("Defend"). By default that is a successful Defend and Staunch cleanses 2 Defense
/// Handicap; under `riposte_margin` only a Defend that earns a Riposte is, and Staunch does
/// nothing. A Defend that earns one cleanses under both.
#[test]
fn table_rule_successful_defend_riposte_margin() {
    let margin = under(&SUCCESSFUL_DEFEND, "riposte_margin");
    let (cleansed, (strike, defense, success)) = staunch(4, 6, &TableRuleChoices::default());
    assert!(
        !success && defense < strike + 2,
        "{strike} against {defense}"
    );
    assert_eq!(cleansed, [2]);
    let (cleansed, outcome) = staunch(4, 6, &margin);
    assert_eq!(outcome, (strike, defense, success));
    assert!(cleansed.is_empty(), "{cleansed:?}");

    let (cleansed, (strike, defense, _)) = staunch(1, 6, &margin);
    assert!(defense >= strike + 2, "{strike} against {defense}");
    assert_eq!(cleansed, [2]);
}
