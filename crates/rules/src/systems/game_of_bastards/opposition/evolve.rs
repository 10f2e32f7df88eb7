//! Applying one event. Every card move is a move between piles, so the cards are conserved; the
//! shuffles take their seed from the event, so applying the same events gives the same state.

use super::guards::role_index;
use super::resolve::played_from_hand;
use super::{
    CombatantId, Condition, DrawReason, DrawStep, Event, OpposedDraw, OppositionState, Phase, Role,
    Turn, TurnStep, Zone,
};
use crate::cards::{Card, PlayingCard};
use crate::pile::PileSet;
use crate::random::Rng;

/// Which party of `draw` `id` is, if either.
pub(super) fn role_of(draw: &OpposedDraw, id: CombatantId) -> Option<Role> {
    if id == draw.aggressor {
        Some(Role::Aggressor)
    } else if id == draw.defender {
        Some(Role::Defender)
    } else {
        None
    }
}

const fn other(role: Role) -> Role {
    match role {
        Role::Aggressor => Role::Defender,
        Role::Defender => Role::Aggressor,
    }
}

fn draw_mut(state: &mut OppositionState) -> Option<&mut OpposedDraw> {
    match &mut state.phase {
        Phase::Turn(Turn {
            step: TurnStep::Draw(draw),
            ..
        }) => Some(draw),
        _ => None,
    }
}

fn move_suited(state: &mut OppositionState, card: Card, from: Zone, to: Zone) {
    // Events were checked when decided: the card is there.
    let moved = state
        .cards
        .move_card(&PlayingCard::Suited(card), &from, &to);
    debug_assert!(moved.is_ok(), "{card} is not in {from:?}");
}

fn combatant_mut(state: &mut OppositionState, id: CombatantId) -> Option<&mut super::Combatant> {
    state.combatants.iter_mut().find(|c| c.id == id)
}

/// Applies `event` to `state`.
pub(super) fn evolve(state: &mut OppositionState, event: &Event) {
    match event {
        Event::Drew {
            combatant,
            deck,
            cards,
            to,
            reason,
        } => {
            for _ in cards {
                let drawn = state.cards.draw(&Zone::DrawPile(*deck), to);
                debug_assert!(drawn.is_ok());
            }
            match reason {
                DrawReason::Wildcard => {
                    let out_of_wildcards = state
                        .combatant(*combatant)
                        .is_some_and(|c| c.wildcards == 0);
                    if let Some(draw) = draw_mut(state) {
                        if let Some(role) = role_of(draw, *combatant) {
                            let index = role_index(role);
                            draw.bought[index] += cards.len() as u8;
                            draw.bought_done[index] |= out_of_wildcards;
                        }
                    }
                }
                DrawReason::TopCard => settle(state, [Role::Defender, Role::Aggressor]),
                _ => {}
            }
        }
        Event::Joker {
            combatant,
            deck,
            seed,
        } => {
            if let Some(who) = combatant_mut(state, *combatant) {
                who.wildcards += 1;
            }
            state
                .cards
                .move_all(&Zone::Discard(*deck), &Zone::DrawPile(*deck));
            state
                .cards
                .shuffle(&Zone::DrawPile(*deck), &mut Rng::from_seed(*seed));
        }
        Event::TableCard { deck, card } => {
            let zone = Zone::DrawPile(*deck);
            let moved = state.cards.move_card(card, &zone, &zone);
            debug_assert!(moved.is_ok(), "{card:?} is not in {zone:?}");
        }
        Event::Reshuffled { deck, seed } => state.cards.shuffle_under(
            &Zone::Discard(*deck),
            &Zone::DrawPile(*deck),
            &mut Rng::from_seed(*seed),
        ),
        Event::InitiativeChosen { combatant, card } => move_suited(
            state,
            *card,
            Zone::Hand(*combatant),
            Zone::Initiative(*combatant),
        ),
        Event::InitiativeShown => {
            let shown: Vec<Option<Card>> = state
                .combatants
                .iter()
                .map(|c| state.suited(Zone::Initiative(c.id)).first().copied())
                .collect();
            for (combatant, card) in state.combatants.iter_mut().zip(shown) {
                combatant.initiative = card;
            }
        }
        Event::RoundBegan { round, order } => {
            state.round = *round;
            state.phase = Phase::Turn(Turn {
                order: order.clone(),
                at: 0,
                actor: order.first().copied().unwrap_or_default(),
                step: TurnStep::Acting { may_discard: true },
            });
        }
        Event::TurnBegan { combatant, at } => {
            if let Phase::Turn(turn) = &mut state.phase {
                turn.at = *at;
                turn.actor = *combatant;
                turn.step = TurnStep::Acting { may_discard: true };
            }
        }
        Event::Discarded {
            combatant, cards, ..
        } => {
            let discard = Zone::Discard(state.deck_of(*combatant));
            for card in cards {
                move_suited(state, *card, Zone::Hand(*combatant), discard);
            }
            if let Phase::Turn(turn) = &mut state.phase {
                turn.step = TurnStep::Acting { may_discard: false };
            }
        }
        Event::InitiativeReplaced {
            combatant,
            old,
            new,
        } => {
            let discard = Zone::Discard(state.deck_of(*combatant));
            move_suited(state, *old, Zone::Initiative(*combatant), discard);
            move_suited(
                state,
                *new,
                Zone::Hand(*combatant),
                Zone::Initiative(*combatant),
            );
            if let Some(who) = combatant_mut(state, *combatant) {
                who.initiative = Some(*new);
            }
        }
        Event::Declared { draw, .. } => {
            if let Phase::Turn(turn) = &mut state.phase {
                turn.step = TurnStep::Draw((**draw).clone());
            }
        }
        Event::PlayedFaceDown { combatant, card } => {
            move_suited(
                state,
                *card,
                Zone::Hand(*combatant),
                Zone::FaceDown(*combatant),
            );
            let role = draw_mut(state).and_then(|draw| role_of(draw, *combatant));
            match role {
                Some(Role::Defender) => settle(state, [Role::Defender, Role::Aggressor]),
                Some(Role::Aggressor) => {
                    let betting = draw_mut(state)
                        .is_some_and(|draw| matches!(draw.step, DrawStep::Betting(_)));
                    if betting {
                        settle(state, [Role::Aggressor, Role::Defender]);
                    }
                }
                None => {}
            }
        }
        Event::Defended {
            skill,
            trait_bonus,
            cap,
            ..
        } => {
            if let Some(draw) = draw_mut(state) {
                draw.defender_skill = Some(skill.clone());
                draw.defender_trait = Some(*trait_bonus);
                draw.caps[1] = cap.value.clamp(0, i32::from(u8::MAX)) as u8;
            }
        }
        Event::Bet { combatant, card } => {
            move_suited(
                state,
                *card,
                Zone::Hand(*combatant),
                Zone::FaceUp(*combatant),
            );
            if let Some(role) = draw_mut(state).and_then(|draw| role_of(draw, *combatant)) {
                settle(state, [other(role), role]);
            }
        }
        Event::StoppedBetting { combatant } => {
            let role = draw_mut(state).and_then(|draw| role_of(draw, *combatant));
            if let (Some(role), Some(draw)) = (role, draw_mut(state)) {
                draw.stopped[role_index(role)] = true;
            }
            if let Some(role) = role {
                settle(state, [other(role), role]);
            }
        }
        Event::SpentWildcard { combatant } => {
            if let Some(who) = combatant_mut(state, *combatant) {
                who.wildcards = who.wildcards.saturating_sub(1);
            }
        }
        Event::DoneBuying { combatant } => {
            if let Some(draw) = draw_mut(state) {
                if let Some(role) = role_of(draw, *combatant) {
                    draw.bought_done[role_index(role)] = true;
                }
            }
        }
        Event::Revealed(resolution) => {
            let was_standing = state
                .combatant(resolution.defender)
                .is_some_and(|c| c.condition() == Condition::Standing);
            if let Some(defender) = combatant_mut(state, resolution.defender) {
                let pool = super::trait_index(resolution.kind.pool());
                defender.pools[pool] = defender.pools[pool].saturating_sub(resolution.damage);
                if let Some(squad) = &mut defender.squad {
                    squad.members = squad.members.saturating_sub(resolution.casualties);
                }
            }
            let discard = Zone::Discard(state.deck_of(resolution.defender));
            for card in &resolution.trimmed {
                move_suited(state, *card, Zone::Hand(resolution.defender), discard);
            }
            for who in [resolution.aggressor, resolution.defender] {
                let discard = Zone::Discard(state.deck_of(who));
                state.cards.move_all(&Zone::FaceDown(who), &discard);
                state.cards.move_all(&Zone::FaceUp(who), &discard);
            }
            state.last = Some((**resolution).clone());
            if let Phase::Turn(turn) = &mut state.phase {
                turn.step = if was_standing && resolution.condition == Condition::Desperation {
                    TurnStep::DesperationDraw {
                        combatant: resolution.defender,
                    }
                } else {
                    TurnStep::Acting { may_discard: false }
                };
            }
        }
        Event::TurnEnded { .. } => {}
        Event::Ended(outcome) => state.phase = Phase::Ended(outcome.clone()),
    }
}

/// Steps 6–8: whose bet is next, `preference` first; a party is done once it has stopped, has
/// played its skill's rank in cards, or holds none. When both are done, Wildcards may be spent;
/// a party without any is done at once.
fn settle(state: &mut OppositionState, preference: [Role; 2]) {
    let Some(draw) = draw_mut(state).cloned() else {
        return;
    };
    let done = |role: Role| {
        let index = role_index(role);
        let who = match role {
            Role::Aggressor => draw.aggressor,
            Role::Defender => draw.defender,
        };
        draw.stopped[index]
            || played_from_hand(state, &draw, who, role) >= draw.caps[index]
            || state.cards.pile(&Zone::Hand(who)).is_empty()
    };
    let next = preference.into_iter().find(|role| !done(*role));
    let no_wildcards = [draw.aggressor, draw.defender]
        .map(|id| state.combatant(id).is_none_or(|c| c.wildcards == 0));
    if let Some(draw) = draw_mut(state) {
        match next {
            Some(role) => draw.step = DrawStep::Betting(role),
            None => {
                draw.step = DrawStep::Wildcards;
                for (done, none_left) in draw.bought_done.iter_mut().zip(no_wildcards) {
                    *done |= none_left;
                }
            }
        }
    }
}
