//! Issue #19 for the table rules that settle a term many perks share (Base, a successful
//! Defend, failing to Riposte…): each non-default option against the default in play. Named
//! `table_rule_<name>_<option>`.

use super::perks::PerkRules;
use super::test_kit::{ok, refused, turn_of};
use super::tests::{attack_outcome, strike_at};
use super::tests_perks::{
    at_ash_turn, attack, beside_an_ally, defense_of, duel, perk_handicaps, perk_term, use_perk,
    with_perks,
};
use super::*;
use crate::citation::Explained;
use crate::systems::fated_hand::gear::Gear;
use crate::systems::fated_hand::table_rules::{
    BARRAGE_ACTION, BASE_STAT_MEANING, FIELD_MEDICINE_LIMIT, HOOK_STRIKE_AGGRESSIVE, NO_MAGIC_FLAG,
    RECKLESS_ABANDON_LIMIT, SUCCESSFUL_DEFEND,
};
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

/// Ash's attack on Bran, who holds Illusory Visage: the Defense against it.
fn against_a_veil(ash_spells: &[&str], choices: &TableRuleChoices) -> Explained {
    let mut state = at_ash_turn(duel((4, 0, 2), &[], (0, 1, 1)));
    state = with_perks(state, 1, &["illusory_visage"]);
    state.combatants[0].spells = ash_spells.iter().map(|s| (*s).to_owned()).collect();
    state.rules.perks = PerkRules::from_choices(choices);
    let events = attack(&mut state, strike_at(1));
    defense_of(&events).clone()
}

/// "Perks List › Illusory Visage": "When you are attacked by a creature which knows no magic …
/// gain +2 Defense." By default whether Ash knows magic is the GM's to say: the Defense names the
/// perk for the GM and adds nothing. Under `reagent_hand` a creature with no Reagent Hand and
/// no spell knows none, so Bran gains +2 Defense against Ash; once Ash knows a spell, nothing.
#[test]
fn table_rule_no_magic_flag_reagent_hand() {
    let by_default = against_a_veil(&[], &TableRuleChoices::default());
    assert_eq!(perk_term(&by_default, "Illusory Visage"), None);
    assert!(by_default
        .notes
        .iter()
        .any(|n| n.starts_with("Illusory Visage")));

    let marks = under(&NO_MAGIC_FLAG, "reagent_hand");
    let no_magic = against_a_veil(&[], &marks);
    assert_eq!(
        perk_term(&no_magic, "Illusory Visage").map(|t| t.1),
        Some(2)
    );
    assert_eq!(no_magic.value, by_default.value + 2);

    let caster = against_a_veil(&["icicle"], &marks);
    assert_eq!(perk_term(&caster, "Illusory Visage"), None);
    assert!(!caster
        .notes
        .iter()
        .any(|n| n.starts_with("Illusory Visage")));
}

/// Ash's turn against Bran, both holding `perk`, under `choices`.
fn both_hold(perk: &str, choices: &TableRuleChoices) -> BattleState {
    let mut state = at_ash_turn(duel((2, 0, 2), &[perk], (0, 2, 1)));
    state = with_perks(state, 1, &[perk]);
    state.rules.perks = PerkRules::from_choices(choices);
    state
}

fn use_command(who: u8, perk: &str) -> Command {
    Command::UsePerk {
        who,
        perk: perk.into(),
        note: String::new(),
    }
}

fn spent_primary(events: &[Event]) -> bool {
    events
        .iter()
        .any(|e| matches!(e, Event::PrimaryAction { who: 0 }))
}

/// "Perks List › Field Medicine" gives no timing, action or limit. By default it is once per
/// turn, on the user's own turn, without an action: Ash uses it once and keeps the Primary
/// Action, a second use and Bran's use during Ash's turn are refused. Under `primary_action`
/// it takes the Primary Action, so the second is refused for that reason.
#[test]
fn table_rule_field_medicine_limit_primary_action() {
    let mut state = both_hold("field_medicine", &TableRuleChoices::default());
    assert!(!spent_primary(&use_perk(&mut state, 0, "field_medicine")));
    let twice = refused(&state, &use_command(0, "field_medicine"));
    assert!(twice.message.contains("once per turn"), "{twice:?}");
    let not_bran = refused(&state, &use_command(1, "field_medicine"));
    assert!(not_bran.message.contains("own turn"), "{not_bran:?}");

    let mut state = both_hold(
        "field_medicine",
        &under(&FIELD_MEDICINE_LIMIT, "primary_action"),
    );
    assert!(spent_primary(&use_perk(&mut state, 0, "field_medicine")));
    assert!(state.combatants[0].primary_used);
    let twice = refused(&state, &use_command(0, "field_medicine"));
    assert!(twice.message.contains("Primary Action"), "{twice:?}");
}

/// Table rule `fated_hand.field_medicine_limit`, `unlimited`: whenever no enemy is near, as
/// often as wanted: Ash twice in a turn, Bran during Ash's turn, no action spent.
#[test]
fn table_rule_field_medicine_limit_unlimited() {
    let mut state = both_hold("field_medicine", &under(&FIELD_MEDICINE_LIMIT, "unlimited"));
    assert!(!spent_primary(&use_perk(&mut state, 0, "field_medicine")));
    assert!(!spent_primary(&use_perk(&mut state, 0, "field_medicine")));
    use_perk(&mut state, 1, "field_medicine");
    assert!(!state.combatants[0].primary_used);
}

/// "Perks List › Reckless Abandon": "At any time on your turn, you may discard and re-draw one
/// Hand Card", no limit printed. By default Ash may do it again and again; under
/// `once_per_turn` the second is refused, and the next turn it is open again.
#[test]
fn table_rule_reckless_abandon_limit_once_per_turn() {
    let mut state = both_hold("reckless_abandon", &TableRuleChoices::default());
    use_perk(&mut state, 0, "reckless_abandon");
    use_perk(&mut state, 0, "reckless_abandon");

    let mut state = both_hold(
        "reckless_abandon",
        &under(&RECKLESS_ABANDON_LIMIT, "once_per_turn"),
    );
    use_perk(&mut state, 0, "reckless_abandon");
    let twice = refused(&state, &use_command(0, "reckless_abandon"));
    assert!(twice.message.contains("once per turn"), "{twice:?}");
    ok(&mut state, Command::EndTurn);
    assert!(state.combatants[0].perks_this_turn.is_empty());
}

/// "Perks List › Barrage (A)" does not say which action the volley uses. By default it is the
/// turn's Attack: it spends Ash's Primary Action, and after an Attack it is refused. Under
/// `free` it spends nothing.
#[test]
fn table_rule_barrage_action_free() {
    let mut state = both_hold("barrage", &TableRuleChoices::default());
    assert!(spent_primary(&use_perk(&mut state, 0, "barrage")));
    let mut attacked = both_hold("barrage", &TableRuleChoices::default());
    attack(&mut attacked, strike_at(1));
    let after_attack = refused(&attacked, &use_command(0, "barrage"));
    assert!(
        after_attack.message.contains("Primary Action"),
        "{after_attack:?}"
    );

    let free = under(&BARRAGE_ACTION, "free");
    let mut state = both_hold("barrage", &free);
    assert!(!spent_primary(&use_perk(&mut state, 0, "barrage")));
    let mut attacked = both_hold("barrage", &free);
    attack(&mut attacked, strike_at(1));
    use_perk(&mut attacked, 0, "barrage");
}

/// "Perks List › Hook Strike (E)(A)": "When your Aggressive Strike meets or exceeds…". By default
/// that asks for Aggressive Stance, and Ash, planned Balanced, may not declare it; under
/// `any_stance` he may.
#[test]
fn table_rule_hook_strike_aggressive_any_stance() {
    let state = both_hold("hook_strike", &TableRuleChoices::default());
    assert_ne!(state.combatants[0].stance, Stance::Aggressive);
    let refusal = refused(&state, &use_command(0, "hook_strike"));
    assert!(refusal.message.contains("Aggressive Stance"), "{refusal:?}");

    let mut state = both_hold("hook_strike", &under(&HOOK_STRIKE_AGGRESSIVE, "any_stance"));
    let events = use_perk(&mut state, 0, "hook_strike");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::PerkUsed {
            who: 0,
            exclusive: true,
            ..
        }
    )));
}
