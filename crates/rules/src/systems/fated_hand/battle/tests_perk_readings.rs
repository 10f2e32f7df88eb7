//! Issue #19 for the table rules that settle how a single perk reads (Narrow Flank's wall, a
//! Feint called off, Press Forward's collisions…): the perk played by the engine, and each
//! non-default option against the default in play. Named `table_rule_<name>_<option>`.

use super::perks::PerkRules;
use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::{attack_outcome, strike_at};
use super::tests_perks::{at_ash_turn, attack, defense_of, duel, perk_term, use_perk};
use super::*;
use crate::systems::fated_hand::table_rules::{FEINT_CANCEL, NARROW_FLANK_GEOMETRY};
use crate::table_rules::{TableRule, TableRuleChoices};

fn under(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// John (Party, with Narrow Flank) on `john` and Gabe (Foes) on `gabe`, on a 5×4 grid walled
/// along its top row; Gabe attacks John. The Defense term Narrow Flank adds, if any.
fn narrow_flank(john: (i16, i16), gabe: (i16, i16), choices: &TableRuleChoices) -> Option<i32> {
    let mut j = at(brawler("John", Side::Party, 0, 1, 2), john.0, john.1);
    j.perks = vec!["narrow_flank".into()];
    j.hit_points = 3;
    let g = at(brawler("Gabe", Side::Foes, 4, 0, 2), gabe.0, gabe.1);
    let wall: Vec<(i16, i16)> = (0..5).map(|x| (x, 0)).collect();
    let mut state = battle(vec![j, g], Some(grid(5, 4, &wall)));
    state.rules.perks = PerkRules::from_choices(choices);
    plan_all(&mut state);
    turn_of(&mut state, 1);
    let events = attack(&mut state, strike_at(0));
    perk_term(defense_of(&events), "Narrow Flank").map(|t| t.1)
}

/// "Perks List › Narrow Flank (A)": "John and Gabe stand against a wall and are fighting
/// eachother. Gabe attacks John and since John and Gabe are next to a wall, John gains +2
/// defense." Side by side along the wall, John gains +2 Defense; away from it, nothing.
#[test]
fn narrow_flank_john_and_gabe_against_one_wall() {
    let book = TableRuleChoices::default();
    assert_eq!(narrow_flank((1, 1), (2, 1), &book), Some(2));
    assert_eq!(narrow_flank((1, 2), (2, 2), &book), None, "off the wall");
    // Only John against the wall (Gabe in front of him): not the same wall.
    assert_eq!(narrow_flank((2, 1), (2, 2), &book), None);
}

/// Under `in_line`, John gains +2 Defense when Gabe, John and a wall tile lie on one straight
/// line, the wall right behind John: with his back to the wall and Gabe in front, where the
/// book's example gives nothing; and not in the example's own place, side by side along the
/// wall, where the line through them runs along it.
#[test]
fn table_rule_narrow_flank_geometry_in_line() {
    let in_line = under(&NARROW_FLANK_GEOMETRY, "in_line");
    let book = TableRuleChoices::default();
    assert_eq!(narrow_flank((2, 1), (2, 2), &book), None);
    assert_eq!(narrow_flank((2, 1), (2, 2), &in_line), Some(2));
    // Diagonally too: Gabe at (3, 2), John at (2, 1), the wall at (1, 0).
    assert_eq!(narrow_flank((2, 1), (3, 2), &in_line), Some(2));
    assert_eq!(narrow_flank((1, 1), (2, 1), &book), Some(2));
    assert_eq!(narrow_flank((1, 1), (2, 1), &in_line), None);
}

/// Ash (with Feint) at its turn against Bran, under `choices`.
fn feinting(choices: &TableRuleChoices) -> BattleState {
    let mut state = duel((3, 0, 2), &["feint"], (0, 0, 1));
    state.rules.perks = PerkRules::from_choices(choices);
    at_ash_turn(state)
}

fn feint_command() -> Command {
    Command::UsePerk {
        who: 0,
        perk: "feint".into(),
        note: String::new(),
    }
}

/// "Perks List › Feint (E)(A)": "Once per turn, when you attack in melee, reveal the cards and
/// Stats of your opponent. You may choose to cancel your attack". Ash calls its attack off with
/// Feint; the perk is spent for the turn (a second Feint is refused), and by default the attack
/// called off cost nothing: Ash attacks after all.
#[test]
fn feint_calls_the_attack_off_once_per_turn() {
    let mut state = feinting(&TableRuleChoices::default());
    let events = use_perk(&mut state, 0, "feint");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PrimaryAction { .. })),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::RulingNeeded { .. })),
        "the engine carries the call-off: {events:?}"
    );
    let again = refused(&state, &feint_command());
    assert!(again.message.contains("once per turn"), "{}", again.message);
    let events = attack(&mut state, strike_at(1));
    assert!(
        attack_outcome(&events).2,
        "Ash's Strike 3 against Defense 0"
    );
    // After its attack, there is no attack left to call off.
    let mut state = feinting(&TableRuleChoices::default());
    attack(&mut state, strike_at(1));
    assert!(refused(&state, &feint_command())
        .message
        .contains("Primary Action"));
}

/// Under `action_spent`, the attack Ash calls off with Feint still uses its Primary Action: the
/// Feint spends it, and Ash cannot attack this turn, where by default it can.
#[test]
fn table_rule_feint_cancel_action_spent() {
    let mut state = feinting(&TableRuleChoices::default());
    ok(&mut state, feint_command());
    attack(&mut state, strike_at(1));

    let mut state = feinting(&under(&FEINT_CANCEL, "action_spent"));
    let events = ok(&mut state, feint_command());
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PrimaryAction { who: 0 })));
    let refusal = refused(&state, &strike_at(1));
    assert!(
        refusal.message.contains("Primary Action"),
        "{}",
        refusal.message
    );
}
