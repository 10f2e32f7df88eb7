//! The automatic players play a whole Opposition to its end, and cards entered from the
//! physical table are the cards drawn, checked against what is left in the deck («Shuffling»).

use super::auto::{next_command, Tactic};
use super::tests::{ana_to_act, card, duel, hand, play, refused};
use super::*;
use crate::cards::Card;
use crate::encounter::{start, Battle};
use crate::pile::PileSet;

fn suited(texts: &[&str]) -> Vec<PlayingCard> {
    texts.iter().map(|t| PlayingCard::Suited(card(t))).collect()
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

#[test]
fn automatic_players_play_a_duel_to_its_end() {
    for seed in 0..20 {
        let mut state =
            start::<Opposition>(&duel(TableRuleChoices::default()), seed).expect("begins");
        let mut commands = 0;
        while Opposition::outcome(&state).is_none() {
            let command = next_command(&state, [Tactic::FocusWeakest, Tactic::FocusFirst])
                .unwrap_or_else(|| panic!("seed {seed}: no command at {:?}", state.phase));
            play(&mut state, command);
            commands += 1;
            assert!(commands < 5_000, "seed {seed}: the duel never ends");
        }
        let outcome = Opposition::outcome(&state).expect("ended");
        assert!(outcome.standing_side.is_some(), "seed {seed}: {outcome:?}");
    }
}

#[test]
fn shuffling_cards_entered_from_the_table_are_the_cards_drawn() {
    let setup = duel(TableRuleChoices::default());
    let mut state = ana_to_act(&setup, &["5H"], &[], &[]);
    let table = ["KH", "QH", "JH", "10H", "9H"];
    play(
        &mut state,
        Command::Entered {
            cards: suited(&table),
            then: Box::new(Command::Mulligan { combatant: 1 }),
        },
    );
    assert_eq!(
        sorted(hand(&state, 1)),
        sorted(table.iter().map(|t| card(t)).collect())
    );
    // The cards are conserved: two decks of 52 and 4 Jokers.
    let total: usize = state
        .cards
        .zones()
        .iter()
        .map(|zone| state.cards.pile(zone).len())
        .sum();
    assert_eq!(total, 108);
}

#[test]
fn shuffling_a_card_not_left_in_the_deck_is_refused_and_changes_nothing() {
    let setup = duel(TableRuleChoices::default());
    // Both Kings of Hearts of the two decks are in Bea's hand.
    let state = ana_to_act(&setup, &["5H"], &["KH", "KH"], &[]);
    let error = refused(
        &state,
        Command::Entered {
            cards: suited(&["KH", "QH", "JH", "10H", "9H"]),
            then: Box::new(Command::Mulligan { combatant: 1 }),
        },
    );
    assert_eq!(
        error,
        OppositionError::NotInDeck {
            card: card("KH").to_string()
        }
    );
    assert_eq!(error.rule().section, "Shuffling");
}

#[test]
fn shuffling_cards_entered_beyond_the_draw_are_refused() {
    let setup = duel(TableRuleChoices::default());
    let state = ana_to_act(&setup, &["5H"], &[], &[]);
    // Ending Ana's turn draws Bea's Luck: 1 card, not 3.
    let error = refused(
        &state,
        Command::Entered {
            cards: suited(&["3H", "4H", "6H"]),
            then: Box::new(Command::EndTurn { combatant: 1 }),
        },
    );
    assert_eq!(error, OppositionError::EnteredNotDrawn { left: 2 });
    let mut state = state;
    play(
        &mut state,
        Command::Entered {
            cards: suited(&["3H"]),
            then: Box::new(Command::EndTurn { combatant: 1 }),
        },
    );
    assert!(hand(&state, 2).contains(&card("3H")));
}
