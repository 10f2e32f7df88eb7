//! "Perks List › Last Word (A)": "When you lose your last Hit Point, make a dreadful parting
//! incantation. Immediately cast any spell may cast, and bring your foe to the next life
//! alongside you", and table rule `fated_hand.last_word_cast` on whether the foe goes too.

use super::test_kit::{battle, brawler, ok, plan_all, turn_of};
use super::tests::strike_at;
use super::*;

/// Mira (1 Hit Point, Defense 0, Last Word) is struck down by Bran (Strike 6, 2 Hit Points) under
/// `option` of `fated_hand.last_word_cast`. Returns the command's events and the state after.
fn mira_falls(option: &str) -> (Vec<Event>, BattleState) {
    let mut mira = brawler("Mira", Side::Party, 0, 0, 0);
    mira.perks = vec!["last_word".into()];
    let mut bran = brawler("Bran", Side::Foes, 6, 2, 5);
    bran.hit_points = 2;
    let mut state = battle(vec![mira, bran], None);
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::LAST_WORD_CAST
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules {
        perks: BattleRules::from_choices(&choices).perks,
        ..state.rules
    };
    plan_all(&mut state);
    turn_of(&mut state, 1);
    let events = ok(&mut state, strike_at(0));
    assert!(state.combatants[0].incapacitated);
    (events, state)
}

fn last_word_rulings(events: &[Event]) -> usize {
    events
        .iter()
        .filter(
            |e| matches!(e, Event::RulingNeeded { who: 0, source, .. } if source == "last_word"),
        )
        .count()
}

/// As Mira falls the GM is asked for her last spell; by default that is all: Bran keeps his 2
/// Hit Points unless the spell itself fells him.
#[test]
fn last_word_a_last_spell_as_the_holder_falls() {
    let (events, state) = mira_falls("spell_only");
    assert_eq!(last_word_rulings(&events), 1);
    assert_eq!(state.combatants[1].hit_points, 2);
}

/// Under `takes_foe` Bran, whose Attack took Mira's last Hit Point, goes along: he loses one
/// (2 to 1), with a line naming the perk; the battle's end is decided after it.
#[test]
fn table_rule_last_word_cast_takes_foe() {
    let (events, state) = mira_falls("takes_foe");
    assert_eq!(last_word_rulings(&events), 1);
    assert_eq!(state.combatants[1].hit_points, 1);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::PerkUsed { who: 0, perk, .. } if perk == "last_word")));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Hit {
            who: 1,
            remaining: 1
        }
    )));
    assert_eq!(
        state.phase,
        Phase::Ended {
            outcome: Outcome::FoesWon
        }
    );
}
