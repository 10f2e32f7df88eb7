//! Player states, the Opposition's end, Jokers, and each table rule the Opposition reads
//! beside its default (`table_rule_<name>_<option>`).

use super::super::content::Trait;
use super::super::table_rules::{
    DECK_TOPOLOGY, EMPTY_DRAW_PILE, INITIATIVE_TIES, JOKER_REPLACED, KNOCKED_OUT_DEFENDER,
    SAME_SUIT_TIE,
};
use super::tests::{
    ana_to_act, athletics, attack, card, choosing, duel, exchange, fated, hand, play, refused,
    revealed, stacked,
};
use super::*;
use crate::encounter::{start, Battle};
use crate::pile::PileSet;
use crate::table_rules::TableRuleChoices;

#[test]
fn f_player_states_knocked_out_ends_the_opposition_and_pays_xp() {
    let mut setup = duel(TableRuleChoices::default());
    // Bea's Mind pool is already empty: she is in Desperation and adds Spirit.
    setup.combatants[1].pools = Some([2, 5, 0, 5]);
    let mut state = ana_to_act(&setup, &["KC"], &["2S"], &["5D"]);
    attack(&mut state, "KC");
    play(
        &mut state,
        Command::Defend {
            combatant: 2,
            skill: athletics(),
            trait_bonus: Trait::Spirit,
            card: Some(card("2S")),
        },
    );
    let events = play(&mut state, Command::StopBetting { combatant: 1 });
    assert_eq!(revealed(&events).condition, Condition::KnockedOut);
    let outcome = Opposition::outcome(&state).expect("over: only Ana's side stands");
    assert_eq!(outcome.reason, EndReason::OneSideStanding);
    assert_eq!(outcome.standing_side, Some(0));
    assert_eq!(outcome.xp.len(), 2, "every character directly involved");
    assert!(matches!(
        refused(&state, Command::EndOpposition),
        OppositionError::Over
    ));
}

#[test]
fn f_player_states_a_knocked_out_defender_plays_no_cards() {
    let setup = Setup {
        combatants: vec![
            fated(1, "Ana", 0, [2, 1, 1, 1]),
            fated(2, "Bea", 1, [1, 1, 2, 1]),
            fated(3, "Cal", 1, [1, 1, 1, 1]),
        ],
        rules: TableRuleChoices::default(),
    };
    let mut setup = setup;
    setup.combatants[1].pools = Some([0, 5, 0, 5]);
    let mut state = stacked(&setup, &[(1, &["2C", "4C"]), (3, &["9C"])], &["5D"]);
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("2C"),
        },
    );
    let error = refused(
        &state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("9C"),
        },
    );
    assert!(matches!(error, OppositionError::CannotAct { .. }));
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 3,
            card: card("9C"),
        },
    );
    attack(&mut state, "4C");
    let events = play(&mut state, Command::StopBetting { combatant: 1 });
    let result = revealed(&events);
    assert!(result.defender_cards.is_empty());
    assert_eq!(result.defender_total.value, 0);
    assert_eq!(result.damage, 0, "nothing left to lose in Body");
    assert_eq!(result.lost, 4 + 2);
}

#[test]
fn table_rule_knocked_out_defender_pool_trait() {
    // Bea is Knocked Out; Ana's 4 and Body 2 strike her Body pool, already empty.
    for (rules, total, lost) in [
        (TableRuleChoices::default(), 0, 6),
        (choosing(&KNOCKED_OUT_DEFENDER, "pool_trait"), 1, 5),
    ] {
        let mut setup = Setup {
            combatants: vec![
                fated(1, "Ana", 0, [2, 1, 1, 1]),
                fated(2, "Bea", 1, [1, 1, 2, 1]),
                fated(3, "Cal", 1, [1, 1, 1, 1]),
            ],
            rules,
        };
        setup.combatants[1].pools = Some([0, 5, 0, 5]);
        let mut state = stacked(&setup, &[(1, &["2C", "4C"]), (3, &["9C"])], &["5D"]);
        for (combatant, initiative) in [(1, "2C"), (3, "9C")] {
            play(
                &mut state,
                Command::PlayInitiative {
                    combatant,
                    card: card(initiative),
                },
            );
        }
        attack(&mut state, "4C");
        let events = play(&mut state, Command::StopBetting { combatant: 1 });
        let result = revealed(&events);
        assert!(result.defender_cards.is_empty(), "no cards either way");
        assert_eq!(
            result.defender_total.value, total,
            "Bea's Body 1 or nothing"
        );
        assert_eq!(result.lost, lost);
    }
}

#[test]
fn a_turn_order_the_characters_may_stop_and_each_gains_the_opposition_xp() {
    let setup = duel(TableRuleChoices::default());
    let mut state = ana_to_act(&setup, &["KC"], &["2S"], &["5D"]);
    play(&mut state, Command::EndOpposition);
    let outcome = Opposition::outcome(&state).expect("over");
    assert_eq!(outcome.reason, EndReason::Stopped);
    assert_eq!(
        outcome.xp.iter().map(|a| a.combatant).collect::<Vec<_>>(),
        vec![1, 2]
    );
}

#[test]
fn ii_fate_draws_a_joker_gives_a_wildcard_and_shuffles_back_with_the_discards() {
    let setup = duel(TableRuleChoices::default());
    // Ana's Luck draw meets a Joker on top, then the 5 of Diamonds.
    let mut state = stacked(
        &setup,
        &[(1, &["2C", "8C"]), (2, &["9C"])],
        &["5D", "Joker"],
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("2C"),
        },
    );
    let events = play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("9C"),
        },
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Joker { combatant: 1, .. })));
    assert_eq!(state.combatant(1).map(|c| c.wildcards), Some(1));
    assert_eq!(hand(&state, 1).len(), 2, "the Joker is replaced by default");
    assert!(state.cards.pile(&Zone::Discard(DeckId::Table)).is_empty());
    assert_eq!(
        state
            .cards
            .pile(&Zone::DrawPile(DeckId::Table))
            .iter()
            .filter(|c| **c == PlayingCard::Joker)
            .count(),
        4,
        "the Joker is back in the deck"
    );
}

#[test]
fn table_rule_joker_replaced_not_replaced() {
    let setup = duel(choosing(&JOKER_REPLACED, "not_replaced"));
    let mut state = stacked(
        &setup,
        &[(1, &["2C", "8C"]), (2, &["9C"])],
        &["5D", "Joker"],
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("2C"),
        },
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("9C"),
        },
    );
    assert_eq!(state.combatant(1).map(|c| c.wildcards), Some(1));
    assert_eq!(
        hand(&state, 1),
        vec![card("8C")],
        "the Joker was her one Luck card"
    );
}

#[test]
fn table_rule_same_suit_tie_aggressor() {
    // 12 against 12, both last cards Spades (two decks make it possible).
    let default = duel(TableRuleChoices::default());
    let (_, result) = exchange(&default, &["5C", "5S"], &["10S"]);
    assert_eq!((result.difference, result.winner), (0, Role::Defender));
    let aggressor = duel(choosing(&SAME_SUIT_TIE, "aggressor"));
    let (_, result) = exchange(&aggressor, &["5C", "5S"], &["10S"]);
    assert_eq!((result.difference, result.winner), (0, Role::Aggressor));
}

#[test]
fn table_rule_initiative_ties_listed_order() {
    let cards: &[(u16, &[&str])] = &[(1, &["5D"]), (2, &["5C"])];
    for (rules, first) in [
        (TableRuleChoices::default(), 2),
        (choosing(&INITIATIVE_TIES, "listed_order"), 1),
    ] {
        let setup = duel(rules);
        let mut state = stacked(&setup, cards, &[]);
        play(
            &mut state,
            Command::PlayInitiative {
                combatant: 1,
                card: card("5D"),
            },
        );
        play(
            &mut state,
            Command::PlayInitiative {
                combatant: 2,
                card: card("5C"),
            },
        );
        let Phase::Turn(turn) = &state.phase else {
            panic!("round 1")
        };
        assert_eq!(turn.actor, first);
    }
}

#[test]
fn table_rule_deck_topology_deck_per_player() {
    let table = start::<Opposition>(&duel(TableRuleChoices::default()), 3).expect("begins");
    assert_eq!(
        table.cards.all_cards().len(),
        108,
        "one table deck: both decks and 4 Jokers"
    );
    assert_eq!(
        table.cards.pile(&Zone::DrawPile(DeckId::Table)).len(),
        108 - 10
    );
    let own =
        start::<Opposition>(&duel(choosing(&DECK_TOPOLOGY, "deck_per_player")), 3).expect("begins");
    assert!(own.cards.pile(&Zone::DrawPile(DeckId::Table)).is_empty());
    for id in [1, 2] {
        assert_eq!(
            own.cards.pile(&Zone::DrawPile(DeckId::Own(id))).len(),
            54 - 5
        );
    }
    // Ana's discards go to her own deck and her draws come from it.
    let setup = duel(choosing(&DECK_TOPOLOGY, "deck_per_player"));
    let mut state = stacked(&setup, &[(1, &["2C", "8C"]), (2, &["9C"])], &["5D"]);
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("2C"),
        },
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("9C"),
        },
    );
    assert!(
        hand(&state, 1).contains(&card("5D")),
        "from her own deck's top"
    );
    assert_eq!(
        state.cards.pile(&Zone::DrawPile(DeckId::Own(1))).len(),
        54 - 3
    );
    assert_eq!(
        state.cards.pile(&Zone::DrawPile(DeckId::Own(2))).len(),
        54 - 1
    );
    play(
        &mut state,
        Command::Discard {
            combatant: 1,
            card: card("8C"),
        },
    );
    assert_eq!(
        state.suited(Zone::Discard(DeckId::Own(1))),
        vec![card("8C")]
    );
    assert!(state.cards.pile(&Zone::Discard(DeckId::Own(2))).is_empty());
}

#[test]
fn table_rule_empty_draw_pile_deck_runs_out() {
    // Every card left in the deck has gone to the discards before Ana's Luck draw.
    for (rules, drawn) in [
        (TableRuleChoices::default(), 1),
        (choosing(&EMPTY_DRAW_PILE, "deck_runs_out"), 0),
    ] {
        let setup = duel(rules);
        let mut state = stacked(&setup, &[(1, &["2C", "8C"]), (2, &["9C"])], &[]);
        let table = DeckId::Table;
        // Jokers never lie in the discards: they are left out of this deck.
        state
            .cards
            .pile_mut(&Zone::DrawPile(table))
            .retain(|c| *c != PlayingCard::Joker);
        state
            .cards
            .move_all(&Zone::DrawPile(table), &Zone::Discard(table));
        play(
            &mut state,
            Command::PlayInitiative {
                combatant: 1,
                card: card("2C"),
            },
        );
        let events = play(
            &mut state,
            Command::PlayInitiative {
                combatant: 2,
                card: card("9C"),
            },
        );
        assert_eq!(hand(&state, 1).len(), 1 + drawn);
        assert_eq!(
            events
                .iter()
                .filter(|e| matches!(e, Event::Reshuffled { .. }))
                .count(),
            drawn,
            "the discards become the draw pile only by default"
        );
    }
}

#[test]
fn a_setup_the_rules_cannot_begin_is_refused() {
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[1].side = 0;
    assert!(start::<Opposition>(&setup, 1).is_err());
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[1].id = 1;
    assert!(start::<Opposition>(&setup, 1).is_err());
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[1].pools = Some([9, 0, 0, 0]);
    let refusal = start::<Opposition>(&setup, 1).expect_err("above the maximum");
    assert!(refusal.message.contains("Bea"));
}
