//! Hunting for a leak: through a whole seeded Opposition, every player's view and log are
//! checked against the cards they may not see. The view must not change when the hidden cards
//! are dealt differently, and no log line names a card hidden from its reader.

use super::log::card_words;
use super::tests_steps::{play_out, skirmish};
use super::view::may_see;
use super::*;
use crate::encounter::{log_lines_for, Battle};
use crate::pile::Pile;
use crate::table_rules::TableRuleChoices;

fn viewers() -> Vec<Viewer> {
    vec![
        Viewer::Player(1),
        Viewer::Player(2),
        Viewer::Player(3),
        Viewer::Side(0),
        Viewer::Side(1),
    ]
}

/// `state` with every card hidden from `viewer` dealt again differently: the hidden zones keep
/// their counts, the cards rotate among them.
fn redealt(state: &OppositionState, viewer: Viewer) -> OppositionState {
    let piles = state.cards.piles();
    let hidden: Vec<&Pile<PlayingCard, Zone>> = piles
        .iter()
        .filter(|pile| !may_see(state, viewer, &pile.zone))
        .collect();
    let mut cards: Vec<PlayingCard> = hidden.iter().flat_map(|p| p.cards.clone()).collect();
    if cards.is_empty() {
        return state.clone();
    }
    cards.rotate_left(1);
    // Make sure something really changed when two different cards are hidden.
    let mut rebuilt: Vec<Pile<PlayingCard, Zone>> = Vec::new();
    let mut rest = cards.into_iter();
    for pile in piles {
        let cards = if may_see(state, viewer, &pile.zone) {
            pile.cards.clone()
        } else {
            rest.by_ref().take(pile.cards.len()).collect()
        };
        rebuilt.push(Pile {
            zone: pile.zone,
            cards,
        });
    }
    let mut other = state.clone();
    other.cards = crate::pile::Piles::from_piles(rebuilt).expect("one pile per zone");
    other
}

#[test]
fn no_player_sees_another_players_hand_or_face_down_cards_in_the_view() {
    let played = play_out(skirmish(TableRuleChoices::default()), 31);
    let mut checked_a_change = false;
    for state in &played.states {
        for viewer in viewers() {
            let seen = Opposition::view(state, viewer);
            let other = redealt(state, viewer);
            checked_a_change |= other.cards != state.cards;
            assert_eq!(
                seen,
                Opposition::view(&other, viewer),
                "{viewer:?} sees a hidden card"
            );
            for pile in &seen.piles {
                let own = match (viewer, pile.zone) {
                    (Viewer::Player(me), Zone::Hand(o) | Zone::FaceDown(o)) => me == o,
                    _ => false,
                };
                match pile.zone {
                    Zone::Hand(_) | Zone::FaceDown(_) | Zone::DrawPile(_) if !own => {
                        assert!(pile.cards.is_none(), "{viewer:?} sees {:?}", pile.zone)
                    }
                    _ => {}
                }
            }
        }
        // The GM sees every card.
        let gm = Opposition::view(state, Viewer::Gm);
        assert!(gm.piles.iter().all(|pile| pile.cards.is_some()));
    }
    assert!(checked_a_change, "the redeal really moved hidden cards");
}

#[test]
fn no_log_line_names_a_card_hidden_from_its_reader() {
    let played = play_out(skirmish(TableRuleChoices::default()), 31);
    let initial = &played.states[0];
    for viewer in viewers() {
        let lines = log_lines_for::<Opposition>(initial, &played.events, 0, viewer);
        // Hidden cards: those drawn into, or played from, a zone the viewer may not see.
        let mut state = initial.clone();
        let mut hidden_lines = 0;
        let opening = std::iter::once(&initial.opening);
        for (index, events) in opening.chain(played.events.iter()).enumerate() {
            for event in events {
                let secret: Vec<Card> = match event {
                    Event::Drew {
                        combatant,
                        cards,
                        to,
                        ..
                    } if !matches!(to, Zone::FaceUp(_)) && !sees(viewer, *combatant) => {
                        cards.clone()
                    }
                    Event::PlayedFaceDown { combatant, card }
                    | Event::InitiativeChosen { combatant, card }
                        if !sees(viewer, *combatant) =>
                    {
                        vec![*card]
                    }
                    _ => Vec::new(),
                };
                let line = Opposition::describe_for(&state, event, &state, 0, viewer);
                if let Some(line) = &line {
                    for card in &secret {
                        hidden_lines += 1;
                        assert!(
                            !line.text.contains(&card_words(*card)),
                            "{viewer:?} reads {}",
                            line.text
                        );
                        assert!(line.details.iter().all(|d| !d.contains(&card_words(*card))));
                    }
                }
                if index > 0 {
                    Opposition::evolve(&mut state, event);
                }
            }
        }
        assert!(hidden_lines > 0, "{viewer:?} met hidden cards");
        assert!(!lines.is_empty());
    }
    // The same lines name the cards for the GM and for their owner.
    let gm = crate::encounter::log_lines::<Opposition>(initial, &played.events, 0);
    assert!(gm
        .iter()
        .any(|l| l.text.contains(" face down.") && l.text.contains(" plays the ")));
}

fn sees(viewer: Viewer, owner: CombatantId) -> bool {
    matches!(viewer, Viewer::Player(me) if me == owner)
}
