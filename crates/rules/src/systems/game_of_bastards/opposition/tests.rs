//! The Opposition by the book, section by section: the worked values it prints (initiative's
//! low Ace, Blackjack faces, the suit order that breaks a tie, no roll-over) and each refusal,
//! which changes nothing. The helpers here stack the deck for the other test files.

use super::super::content::{Skill, SkillKind, Trait};
use super::super::creation::{SkillRank, TraitRanks};
use super::*;
use crate::cards::Card;
use crate::encounter::{start, Battle};
use crate::pile::PileSet;
use crate::table_rules::{TableRule, TableRuleChoices};

pub(super) fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

pub(super) fn fated(id: u16, name: &str, side: u8, traits: [u8; 4]) -> CombatantSetup {
    CombatantSetup {
        id,
        name: name.into(),
        side,
        traits: TraitRanks {
            body: traits[0],
            spirit: traits[1],
            mind: traits[2],
            luck: traits[3],
        },
        skills: vec![SkillRank {
            skill: Skill::weapon("Sword"),
            rank: 3,
        }],
        pool_max: None,
        pools: None,
        wildcards: 0,
        squad: None,
    }
}

pub(super) fn duel(rules: TableRuleChoices) -> Setup {
    Setup {
        combatants: vec![
            fated(1, "Ana", 0, [2, 1, 1, 1]),
            fated(2, "Bea", 1, [1, 1, 2, 1]),
        ],
        rules,
    }
}

pub(super) fn choosing(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// The state of `setup` with every card gathered back into its draw pile, then the given hands
/// dealt and `top` stacked on the draw pile (its last card on top): the cards are conserved.
pub(super) fn stacked(setup: &Setup, hands: &[(u16, &[&str])], top: &[&str]) -> OppositionState {
    let mut state = start::<Opposition>(setup, 7).expect("begins");
    for c in state.combatants.clone() {
        let deck = state.deck_of(c.id);
        state
            .cards
            .move_all(&Zone::Hand(c.id), &Zone::DrawPile(deck));
        state
            .cards
            .move_all(&Zone::Discard(deck), &Zone::DrawPile(deck));
    }
    state.opening.clear();
    for c in &mut state.combatants {
        c.wildcards = setup
            .combatants
            .iter()
            .find(|s| s.id == c.id)
            .map_or(0, |s| s.wildcards);
    }
    for (id, cards) in hands {
        let deck = state.deck_of(*id);
        for text in *cards {
            let moved = state.cards.move_card(
                &PlayingCard::Suited(card(text)),
                &Zone::DrawPile(deck),
                &Zone::Hand(*id),
            );
            moved.expect("in the deck");
        }
    }
    for text in top {
        let playing = if *text == "Joker" {
            PlayingCard::Joker
        } else {
            PlayingCard::Suited(card(text))
        };
        let deck = state.deck_of(setup.combatants[0].id);
        let zone = Zone::DrawPile(deck);
        state
            .cards
            .move_card(&playing, &zone, &zone)
            .expect("in the deck");
    }
    state
}

/// Applies `command`, panicking with the refusal if it is refused.
pub(super) fn play(state: &mut OppositionState, command: Command) -> Vec<Event> {
    let events = check(state, &command, &mut Rng::from_seed(11))
        .unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    for event in &events {
        Opposition::evolve(state, event);
    }
    events
}

/// The refusal of `command`, checking that it changed nothing.
pub(super) fn refused(state: &OppositionState, command: Command) -> OppositionError {
    let before = state.clone();
    let error = check(state, &command, &mut Rng::from_seed(11)).expect_err("refused");
    assert_eq!(*state, before);
    error
}

pub(super) fn sword() -> Skill {
    Skill::weapon("Sword")
}

pub(super) fn athletics() -> Skill {
    Skill::plain(SkillKind::Athletics)
}

pub(super) fn hand(state: &OppositionState, id: u16) -> Vec<Card> {
    state.suited(Zone::Hand(id))
}

/// Both choose initiative: Ana the 2 of Clubs, Bea the 9 of Clubs; Ana acts first and draws her
/// Luck (1 card: the top of the deck).
pub(super) fn ana_to_act(
    setup: &Setup,
    ana: &[&str],
    bea: &[&str],
    top: &[&str],
) -> OppositionState {
    let mut ana_hand = vec!["2C"];
    ana_hand.extend_from_slice(ana);
    let mut bea_hand = vec!["9C"];
    bea_hand.extend_from_slice(bea);
    let mut state = stacked(setup, &[(1, &ana_hand), (2, &bea_hand)], top);
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
    state
}

pub(super) fn attack(state: &mut OppositionState, with: &str) -> Vec<Event> {
    play(
        state,
        Command::Attack {
            combatant: 1,
            target: 2,
            kind: AttackKind::Physical,
            skill: sword(),
            trait_bonus: Trait::Body,
            card: card(with),
        },
    )
}

pub(super) fn defend(state: &mut OppositionState, with: &str) {
    play(
        state,
        Command::Defend {
            combatant: 2,
            skill: athletics(),
            trait_bonus: Trait::Mind,
            card: Some(card(with)),
        },
    );
}

pub(super) fn revealed(events: &[Event]) -> Resolution {
    events
        .iter()
        .find_map(|e| match e {
            Event::Revealed(r) => Some((**r).clone()),
            _ => None,
        })
        .expect("a reveal")
}

/// Ana (Body 2) attacks with `ana` (the first face down, the rest bet) and Bea (Mind 2, Athletics
/// 1) defends with `bea`; both stop when out of cards to bet.
pub(super) fn exchange(setup: &Setup, ana: &[&str], bea: &[&str]) -> (OppositionState, Resolution) {
    let mut state = ana_to_act(setup, ana, bea, &["5D"]);
    let mut events = attack(&mut state, ana[0]);
    defend(&mut state, bea[0]);
    for with in &ana[1..] {
        events = play(
            &mut state,
            Command::Bet {
                combatant: 1,
                card: card(with),
            },
        );
    }
    if matches!(
        &state.phase,
        Phase::Turn(Turn { step: TurnStep::Draw(d), .. }) if d.step == DrawStep::Betting(Role::Aggressor)
    ) {
        events = play(&mut state, Command::StopBetting { combatant: 1 });
    }
    (state, revealed(&events))
}

#[test]
fn b_initiative_the_lowest_card_acts_first_and_an_ace_counts_one() {
    let setup = Setup {
        combatants: vec![
            fated(1, "Ana", 0, [1, 1, 1, 1]),
            fated(2, "Bea", 1, [1, 1, 1, 1]),
            fated(3, "Cal", 1, [1, 1, 1, 1]),
        ],
        rules: TableRuleChoices::default(),
    };
    let mut state = stacked(&setup, &[(1, &["3D"]), (2, &["AS"]), (3, &["10C"])], &[]);
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("3D"),
        },
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 3,
            card: card("10C"),
        },
    );
    assert_eq!(state.phase, Phase::Initiative, "Bea has not chosen yet");
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("AS"),
        },
    );
    let Phase::Turn(turn) = &state.phase else {
        panic!("round 1")
    };
    assert_eq!(turn.order, vec![2, 1, 3]);
    assert_eq!(turn.actor, 2);
    assert_eq!(state.round, 1);
    assert_eq!(
        state.combatant(2).and_then(|c| c.initiative),
        Some(card("AS"))
    );
}

#[test]
fn d_opposed_draws_luck_cards_are_drawn_as_the_turn_begins() {
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[0].traits.luck = 3;
    let state = ana_to_act(&setup, &["KC"], &["3C"], &["4S", "5S", "6S"]);
    let mut held = hand(&state, 1);
    held.sort();
    let mut expected = vec![card("KC"), card("4S"), card("5S"), card("6S")];
    expected.sort();
    assert_eq!(held, expected, "one card per rank of Luck, from the top");
}

#[test]
fn ii_fate_draws_face_cards_count_as_in_blackjack_in_a_reveal() {
    let setup = duel(TableRuleChoices::default());
    let (state, result) = exchange(&setup, &["JH", "QH", "AH"], &["KS"]);
    let values: Vec<i32> = result
        .aggressor_total
        .terms
        .iter()
        .map(|t| t.value)
        .collect();
    assert_eq!(values, vec![11, 12, 14, 2], "J 11, Q 12, A 14, then Body 2");
    assert_eq!(result.aggressor_total.value, 39);
    assert_eq!(result.defender_total.value, 13 + 2, "K 13 and Mind 2");
    assert_eq!(result.difference, 24);
    assert_eq!(result.damage, 5, "all of Bea's Body pool (Body 1 × 5)");
    assert_eq!(state.combatant(2).map(|c| c.pools), Some([0, 5, 10, 5]));
}

#[test]
fn d_opposed_draws_a_tie_goes_to_the_higher_suit_of_the_last_card() {
    // Digest T3: 12 against 12, the aggressor's last card the 5 of Hearts, the defender's the
    // Queen of Spades: Hearts outrank Spades, so the aggressor wins by 0.
    let setup = duel(TableRuleChoices::default());
    let (_, result) = exchange(&setup, &["5C", "5H"], &["10S"]);
    assert_eq!(result.aggressor_total.value, 12);
    assert_eq!(result.defender_total.value, 12);
    assert_eq!(result.winner, Role::Aggressor);
    assert_eq!(result.damage, 0);
    assert!(result.tie.as_deref().is_some_and(|t| t.contains("Hearts")));
    // T4: the aggressor's last card a Club, the defender's a Diamond: the defender holds.
    let (_, result) = exchange(&setup, &["5H", "5C"], &["10D"]);
    assert_eq!(result.difference, 0);
    assert_eq!(result.winner, Role::Defender);
}

#[test]
fn d_opposed_draws_damage_does_not_roll_over_and_desperation_draws_spirit_or_luck() {
    // Digest T2: 3 points left in Body, a difference of 7: Body empties, 4 points are lost, the
    // Mind pool is untouched, and one empty pool is Desperation.
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[1].pools = Some([3, 5, 10, 5]);
    setup.combatants[1].traits.luck = 3;
    let mut state = ana_to_act(&setup, &["8C", "7C"], &["8S"], &["5D"]);
    attack(&mut state, "8C");
    defend(&mut state, "8S");
    play(
        &mut state,
        Command::Bet {
            combatant: 1,
            card: card("7C"),
        },
    );
    let events = play(&mut state, Command::StopBetting { combatant: 1 });
    let result = revealed(&events);
    assert_eq!(result.difference, 7, "8 + 7 + Body 2 against 8 + Mind 2");
    assert_eq!((result.damage, result.lost), (3, 4));
    assert_eq!(state.combatant(2).map(|c| c.pools), Some([0, 5, 10, 5]));
    assert_eq!(result.condition, Condition::Desperation);
    let Phase::Turn(turn) = &state.phase else {
        panic!("still Ana's turn")
    };
    assert_eq!(turn.step, TurnStep::DesperationDraw { combatant: 2 });
    let error = refused(
        &state,
        Command::DesperationDraw {
            combatant: 2,
            trait_drawn: Trait::Body,
        },
    );
    assert_eq!(error.rule().section, "f. Player States › Desperation");
    play(
        &mut state,
        Command::DesperationDraw {
            combatant: 2,
            trait_drawn: Trait::Luck,
        },
    );
    assert_eq!(
        hand(&state, 2).len(),
        3 + 3,
        "Luck 3 for Desperation, then Luck 3 for her turn"
    );
    let Phase::Turn(turn) = &state.phase else {
        panic!("Bea's turn")
    };
    assert_eq!(turn.actor, 2);
    // Her hands now add Spirit or Luck, never Mind or Body.
    let own = hand(&state, 2)[0];
    let error = refused(
        &state,
        Command::Attack {
            combatant: 2,
            target: 1,
            kind: AttackKind::Physical,
            skill: athletics(),
            trait_bonus: Trait::Body,
            card: own,
        },
    );
    assert!(
        matches!(error, OppositionError::DesperateTrait { .. }),
        "{error}"
    );
}

#[test]
fn d_opposed_draws_a_bet_beyond_the_skill_rank_is_refused_and_changes_nothing() {
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[0].skills[0].rank = 2;
    setup.combatants[0].wildcards = 1;
    let mut state = ana_to_act(&setup, &["8C", "7C", "6C"], &["10S", "2S"], &["5D"]);
    attack(&mut state, "8C");
    defend(&mut state, "10S");
    // Bea's Athletics is 1: her face-down card was her one card; Ana bets next.
    play(
        &mut state,
        Command::Bet {
            combatant: 1,
            card: card("7C"),
        },
    );
    // Ana's Sword Combat is 2: the face-down card and one bet. Betting is over.
    let Phase::Turn(Turn {
        step: TurnStep::Draw(draw),
        ..
    }) = &state.phase
    else {
        panic!("in the draw")
    };
    assert_eq!(draw.step, DrawStep::Wildcards);
    // Pretend the betting were still open to show the cap on its own.
    let mut open = state.clone();
    if let Phase::Turn(Turn {
        step: TurnStep::Draw(draw),
        ..
    }) = &mut open.phase
    {
        draw.step = DrawStep::Betting(Role::Aggressor);
    }
    let error = refused(
        &open,
        Command::Bet {
            combatant: 1,
            card: card("6C"),
        },
    );
    assert_eq!(
        error,
        OppositionError::OverTheCap {
            name: "Ana".into(),
            skill: "Sword Combat".into(),
            cap: 2
        }
    );
    assert_eq!(error.rule().section, "d. Opposed Draws");
}

#[test]
fn d_opposed_draws_a_card_not_in_the_hand_is_refused_and_changes_nothing() {
    let setup = duel(TableRuleChoices::default());
    let state = ana_to_act(&setup, &["8C"], &["10S"], &["5D"]);
    let error = refused(
        &state,
        Command::Attack {
            combatant: 1,
            target: 2,
            kind: AttackKind::Physical,
            skill: sword(),
            trait_bonus: Trait::Body,
            card: card("KH"),
        },
    );
    assert_eq!(
        error,
        OppositionError::NotInHand {
            name: "Ana".into(),
            card: "King of Hearts".into()
        }
    );
    let error = refused(
        &state,
        Command::Discard {
            combatant: 1,
            card: card("9C"),
        },
    );
    assert!(
        matches!(error, OppositionError::NotInHand { .. }),
        "the 9 is her initiative card"
    );
}

#[test]
fn a_turn_order_acting_out_of_turn_is_refused_and_changes_nothing() {
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[1].skills.push(SkillRank {
        skill: athletics(),
        rank: 2,
    });
    let mut state = ana_to_act(&setup, &["8C", "7C"], &["10S", "3S"], &["5D"]);
    let error = refused(
        &state,
        Command::Attack {
            combatant: 2,
            target: 1,
            kind: AttackKind::Physical,
            skill: athletics(),
            trait_bonus: Trait::Body,
            card: card("10S"),
        },
    );
    assert!(
        matches!(error, OppositionError::OutOfTurn { .. }),
        "{error}"
    );
    assert_eq!(error.rule().section, "a. Turn Order");
    attack(&mut state, "8C");
    // The defender plays face down before anyone bets.
    let error = refused(
        &state,
        Command::Bet {
            combatant: 1,
            card: card("7C"),
        },
    );
    assert!(matches!(error, OppositionError::NotNow { .. }), "{error}");
    defend(&mut state, "10S");
    // Bea bets first (step 6), so Ana may not.
    let error = refused(
        &state,
        Command::Bet {
            combatant: 1,
            card: card("7C"),
        },
    );
    assert_eq!(
        error,
        OppositionError::OutOfTurn {
            name: "Ana".into(),
            doing: "bet",
            waiting: "it is Bea's turn to bet".into()
        }
    );
    assert!(matches!(
        refused(&state, Command::EndTurn { combatant: 2 }),
        OppositionError::OutOfTurn { .. } | OppositionError::NotNow { .. }
    ));
}

#[test]
fn d_opposed_draws_wildcards_buy_top_cards_beyond_the_rank() {
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[0].skills[0].rank = 1;
    setup.combatants[0].wildcards = 2;
    let mut state = ana_to_act(&setup, &["8C"], &["10S"], &["KD", "5D"]);
    attack(&mut state, "8C");
    defend(&mut state, "10S");
    // Both at their rank (1 card each): straight to the Wildcards; only Ana has any.
    let error = refused(&state, Command::SpendWildcard { combatant: 2 });
    assert!(matches!(error, OppositionError::NotNow { .. }), "{error}");
    play(&mut state, Command::SpendWildcard { combatant: 1 });
    assert_eq!(state.combatant(1).map(|c| c.wildcards), Some(1));
    let events = play(&mut state, Command::DoneBuying { combatant: 1 });
    let result = revealed(&events);
    assert_eq!(result.aggressor_cards, vec![card("8C"), card("KD")]);
    assert_eq!(result.aggressor_total.value, 8 + 13 + 2);
    let error = refused(&state, Command::SpendWildcard { combatant: 1 });
    assert!(matches!(
        error,
        OppositionError::NotNow { .. } | OppositionError::OutOfTurn { .. }
    ));
}

#[test]
fn d_opposed_draws_a_defender_with_no_cards_plays_the_top_card() {
    let setup = duel(TableRuleChoices::default());
    let mut state = ana_to_act(&setup, &["8C"], &[], &["QD", "5D"]);
    attack(&mut state, "8C");
    assert!(hand(&state, 2).is_empty());
    let events = play(
        &mut state,
        Command::Defend {
            combatant: 2,
            skill: athletics(),
            trait_bonus: Trait::Mind,
            card: None,
        },
    );
    let _ = events;
    let mut state2 = ana_to_act(&setup, &["8C"], &["3S"], &["QD", "5D"]);
    attack(&mut state2, "8C");
    let error = refused(
        &state2,
        Command::Defend {
            combatant: 2,
            skill: athletics(),
            trait_bonus: Trait::Mind,
            card: None,
        },
    );
    assert!(matches!(error, OppositionError::StillHoldsCards { .. }));
    // Ana still holds nothing to bet (her 5 was drawn, so she bets or stops).
    let events = play(&mut state, Command::StopBetting { combatant: 1 });
    let result = revealed(&events);
    assert_eq!(result.defender_cards, vec![card("QD")]);
    assert_eq!(result.defender_total.value, 12 + 2);
}

#[test]
fn d_opposed_draws_a_mulligan_sacrifices_the_action_for_five_new_cards() {
    let setup = duel(TableRuleChoices::default());
    let mut state = ana_to_act(&setup, &["8C", "7C"], &["10S"], &["5D"]);
    play(&mut state, Command::Mulligan { combatant: 1 });
    let Phase::Turn(turn) = &state.phase else {
        panic!("next turn")
    };
    assert_eq!(turn.actor, 2, "the action is sacrificed: Bea's turn");
    assert_eq!(hand(&state, 1).len(), 5);
    let mut discarded = state.suited(Zone::Discard(DeckId::Table));
    discarded.sort();
    let mut expected = vec![card("8C"), card("7C"), card("5D")];
    expected.sort();
    assert_eq!(discarded, expected, "the whole hand");
    // One discard, then no mulligan.
    let mut state = ana_to_act(&setup, &["8C", "7C"], &["10S"], &["5D"]);
    play(
        &mut state,
        Command::Discard {
            combatant: 1,
            card: card("7C"),
        },
    );
    assert!(matches!(
        refused(&state, Command::Mulligan { combatant: 1 }),
        OppositionError::NotNow { .. }
    ));
    assert!(matches!(
        refused(
            &state,
            Command::Discard {
                combatant: 1,
                card: card("8C")
            }
        ),
        OppositionError::NotNow { .. }
    ));
}

#[test]
fn b_initiative_replacing_the_card_sacrifices_the_action_and_reorders_the_next_round() {
    let setup = duel(TableRuleChoices::default());
    let mut state = ana_to_act(&setup, &["KC"], &["10S"], &["5D", "4D"]);
    play(
        &mut state,
        Command::ReplaceInitiative {
            combatant: 1,
            card: card("KC"),
        },
    );
    assert_eq!(
        state.combatant(1).and_then(|c| c.initiative),
        Some(card("KC"))
    );
    assert!(state
        .suited(Zone::Discard(DeckId::Table))
        .contains(&card("2C")));
    let Phase::Turn(turn) = &state.phase else {
        panic!("Bea's turn")
    };
    assert_eq!(
        (turn.actor, turn.order.clone()),
        (2, vec![1, 2]),
        "this round's order holds"
    );
    play(&mut state, Command::EndTurn { combatant: 2 });
    let Phase::Turn(turn) = &state.phase else {
        panic!("round 2")
    };
    assert_eq!(
        (state.round, turn.order.clone()),
        (2, vec![2, 1]),
        "King 13 after 9"
    );
}
