//! Innovative Techniques ("Perks List › Innovative Techniques"): "Once per turn you may take
//! advantage of Two Exclusive Perks in a single action. After you do this, suffer 1 Handicap in a
//! random Stat."

use super::stats::index;
use super::test_kit::{ok, refused};
use super::tests::strike_at;
use super::tests_perks::{at_ash_turn, duel, perk_term, strike_of, use_perk};
use super::*;
use crate::systems::fated_hand::model::Stat;

/// Ash (Strike 2, 3 Strike Handicap) with Overhead and Total Focus, both Exclusive, against
/// Bran, whose Defense 0 is below 1 (Overhead's condition).
fn innovator(perks: &[&str]) -> BattleState {
    let mut state = at_ash_turn(duel((2, 0, 2), perks, (1, 0, 1)));
    state.combatants[0].handicap = [3, 0, 0];
    state
}

fn drawn_stat(events: &[Event]) -> Option<Stat> {
    events.iter().find_map(|e| match e {
        Event::Innovated { who: 0, stat } => Some(*stat),
        _ => None,
    })
}

#[test]
fn innovative_techniques_two_exclusive_perks_join_one_action_then_a_random_handicap() {
    let mut state = innovator(&["overhead", "total_focus", "innovative_techniques"]);
    use_perk(&mut state, 0, "overhead");
    let second = use_perk(&mut state, 0, "total_focus");
    let stat = drawn_stat(&second).expect("Innovative Techniques draws the Stat");
    assert_eq!(
        state.combatants[0].handicap,
        [3, 0, 0],
        "the Handicap comes after the action, not before"
    );
    let line = log::describe(&state, &second[0]);
    assert_eq!(
        line.rule.map(|r| r.section.to_string()).as_deref(),
        Some("Perks List › Innovative Techniques")
    );

    let events = ok(&mut state, strike_at(1));
    let strike = strike_of(&events);
    assert_eq!(perk_term(strike, "Overhead").map(|t| t.1), Some(3));
    assert_eq!(perk_term(strike, "Total Focus").map(|t| t.1), Some(3));
    assert_eq!(strike.value, 5, "2 − 3 Handicap, ignored (+3), Overhead +3");
    let mut expected = [3, 0, 0];
    expected[index(stat)] += 1;
    assert_eq!(
        state.combatants[0].handicap, expected,
        "1 {stat:?} Handicap"
    );
    assert!(state.combatants[0].declared().iter().next().is_none());
}

#[test]
fn innovative_techniques_is_once_per_turn_and_allows_two_not_three() {
    let perks = [
        "overhead",
        "total_focus",
        "haymaker",
        "innovative_techniques",
    ];
    let mut state = innovator(&perks);
    use_perk(&mut state, 0, "overhead");
    use_perk(&mut state, 0, "total_focus");
    let third = refused(
        &state,
        &Command::UsePerk {
            who: 0,
            perk: "haymaker".into(),
            note: String::new(),
        },
    );
    assert_eq!(third.rule.section, "Perks List › Innovative Techniques");
    assert!(third.message.contains("two, not three"), "{third}");
    ok(&mut state, strike_at(1));

    // A second action this turn may carry one Exclusive Perk, not two.
    use_perk(&mut state, 0, "overhead");
    let again = refused(
        &state,
        &Command::UsePerk {
            who: 0,
            perk: "total_focus".into(),
            note: String::new(),
        },
    );
    assert!(again.message.contains("once per turn"), "{again}");

    // Without the perk, the second Exclusive Perk is refused by the general rule.
    let mut plain = innovator(&["overhead", "total_focus"]);
    use_perk(&mut plain, 0, "overhead");
    let refusal = refused(
        &plain,
        &Command::UsePerk {
            who: 0,
            perk: "total_focus".into(),
            note: String::new(),
        },
    );
    assert_eq!(refusal.rule.section, "Exclusive Perks");
}

#[test]
fn innovative_techniques_costs_nothing_when_no_action_uses_the_two_perks() {
    let mut state = innovator(&["overhead", "total_focus", "innovative_techniques"]);
    use_perk(&mut state, 0, "overhead");
    use_perk(&mut state, 0, "total_focus");
    ok(&mut state, Command::EndTurn);
    assert_eq!(state.combatants[0].handicap, [3, 0, 0]);
    assert!(
        !state.combatants[0].innovated,
        "a new turn may use it again"
    );
}

#[test]
fn innovative_techniques_has_nothing_to_declare_by_itself() {
    let state = innovator(&["overhead", "innovative_techniques"]);
    let refusal = refused(
        &state,
        &Command::UsePerk {
            who: 0,
            perk: "innovative_techniques".into(),
            note: String::new(),
        },
    );
    assert!(refusal.message.contains("nothing to declare"), "{refusal}");
}
