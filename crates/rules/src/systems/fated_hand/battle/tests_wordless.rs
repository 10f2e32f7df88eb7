//! "Perks List › Wordless Incantation (A)": "One of your Strike, Defense, or Speed cards may be
//! used as a Reagent each turn", and table rule `fated_hand.wordless_incantation_card` on whether
//! that card still counts for its stat.

use super::test_kit::{battle, brawler, ok, refused, turn_of};
use super::tests::{card, fighter, plan};
use super::*;
use crate::systems::fated_hand::model::Stat;

/// Mira (entered cards, Magic Strike 3) knows Mange Wolf ("Two Cards Less than 5") and, with
/// `wordless`, Wordless Incantation; she plays the 4 of Clubs as her Strike card, and it is her
/// turn. Bran stands by. The table plays `option` of `fated_hand.wordless_incantation_card`.
fn mira_on_her_turn(wordless: bool, option: &str) -> BattleState {
    let stave = ArmProfile {
        name: "Stave".into(),
        magic_strike: 3,
        ..tests::fists(1, 1, 9)
    };
    let mut mira = fighter("Mira", Side::Party, stave, false);
    mira.spells = vec!["mange_wolf".into()];
    if wordless {
        mira.perks = vec!["wordless_incantation".into()];
    }
    let bran = brawler("Bran", Side::Foes, 0, 2, 0);
    let mut state = battle(vec![mira, bran], None);
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::WORDLESS_INCANTATION_CARD
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules {
        perks: BattleRules::from_choices(&choices).perks,
        ..state.rules
    };
    ok(&mut state, plan(0, Stance::Balanced, ["4C", "AH", "AD"]));
    ok(&mut state, plan(1, Stance::Balanced, ["AS", "2H", "2D"]));
    ok(&mut state, Command::EndPlanning);
    turn_of(&mut state, 0);
    state
}

/// Mange Wolf paid with `reagents`.
fn cast_wolf(reagents: &[&str]) -> Command {
    Command::Cast {
        spell: "mange_wolf".into(),
        reagents: reagents.iter().map(|c| card(c)).collect(),
        caster: None,
        target: None,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
        count: None,
        targets: Vec::new(),
    }
}

/// Mira's Strike before and after she pays Mange Wolf with her Strike card and the 3 of
/// Diamonds, and the perk's line.
fn strike_around_the_cast(option: &str) -> (i16, i16, String) {
    let mut state = mira_on_her_turn(true, option);
    let before = stats::value(&state.combatants[0], Stat::Strike);
    let events = ok(&mut state, cast_wolf(&["4C", "3D"]));
    let note = events
        .iter()
        .find_map(|e| match e {
            Event::PerkUsed { perk, note, .. } if perk == "wordless_incantation" => {
                Some(note.clone())
            }
            _ => None,
        })
        .expect("Wordless Incantation is used");
    (
        before,
        stats::value(&state.combatants[0], Stat::Strike),
        note,
    )
}

/// Without the perk a combat card is on the table, not in the Reagent hand: it cannot pay. With
/// it, the 4 of Clubs in Mira's Strike slot pays for Mange Wolf with the 3 of Diamonds, and by
/// default it still counts for her Strike this round.
#[test]
fn wordless_incantation_a_combat_card_pays_as_a_reagent() {
    let state = mira_on_her_turn(false, "counts_for_both");
    assert_eq!(
        refused(&state, &cast_wolf(&["4C", "3D"])).rule.section,
        "Reagents"
    );
    let (before, after, note) = strike_around_the_cast("counts_for_both");
    assert_eq!(after, before);
    assert!(note.contains("still counts for Strike"), "{note}");
}

/// "Each turn": a second combat card cannot pay on the same turn.
#[test]
fn wordless_incantation_once_each_turn() {
    let mut state = mira_on_her_turn(true, "counts_for_both");
    ok(&mut state, cast_wolf(&["4C", "3D"]));
    // The Ace of Hearts, her Defense card, cannot pay a second time this turn.
    assert_eq!(
        refused(&state, &cast_wolf(&["AH", "2S"])).rule.section,
        "Reagents"
    );
}

/// Under `leaves_slot` the 4 of Clubs leaves Mira's Strike slot to pay: her Strike loses its
/// power (1), where by default it keeps it.
#[test]
fn table_rule_wordless_incantation_card_leaves_slot() {
    let (before, after, note) = strike_around_the_cast("leaves_slot");
    assert_eq!(after, before - 1);
    assert!(note.contains("leaves the slot"), "{note}");
    let (_, kept, _) = strike_around_the_cast("counts_for_both");
    assert_eq!(kept, before);
}
