//! Applying events to the battle. Events were checked when decided, so nothing here can fail.

use super::command::{CardPlay, Event};
use super::evolve_more as more;
use super::state::{BattleState, PendingRiposte, Phase};
use crate::deck::Zone;

pub(super) fn evolve(state: &mut BattleState, event: &Event) {
    match event {
        Event::PlanningBegan { round, draws } => {
            state.round = *round;
            state.phase = Phase::Planning;
            for c in &mut state.combatants {
                c.planned = false;
                c.acted = false;
                c.external_handicap = false;
                c.cards = None;
                c.offhand_ready = false;
                c.offhand_used = false;
                c.exclusive_perk = None;
            }
            for (who, cards) in draws {
                if let Some(deck) = state
                    .combatants
                    .get_mut(usize::from(*who))
                    .and_then(|c| c.deck.as_mut())
                {
                    for card in cards {
                        let _ = deck.move_card(*card, Zone::DrawPile, Zone::Hand);
                    }
                }
            }
        }
        Event::Reshuffled { who, order } => {
            if let Some(deck) = state
                .combatants
                .get_mut(usize::from(*who))
                .and_then(|c| c.deck.as_mut())
            {
                for card in order {
                    let _ = deck.move_card(*card, Zone::Discard, Zone::DrawPile);
                }
            }
        }
        Event::Planned {
            who,
            stance,
            main_arm,
            offhand_arm,
            cards,
            plays,
        } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.stance = *stance;
            c.main_arm = *main_arm;
            c.offhand_arm = *offhand_arm;
            c.cards = Some(*cards);
            c.planned = true;
            if let Some(deck) = &mut c.deck {
                for (card, play) in cards.iter().zip(plays) {
                    let from = match play {
                        CardPlay::Hand(_) => Zone::Hand,
                        CardPlay::Draw | CardPlay::Entered(_) => Zone::DrawPile,
                    };
                    let _ = deck.move_card(*card, from, Zone::InPlay);
                }
            }
        }
        Event::CountdownBegan { count } | Event::Counted { count } => {
            state.phase = Phase::Countdown { count: *count }
        }
        Event::TurnBegan { who, movement } => {
            let count = match state.phase {
                Phase::Countdown { count } => count,
                _ => 0,
            };
            let c = &mut state.combatants[usize::from(*who)];
            c.movement_left = *movement;
            c.moved = 0;
            c.primary_used = false;
            c.casts_this_turn = 0;
            state.phase = Phase::Turn { actor: *who, count };
        }
        Event::Moved { who, tiles, to } => {
            let c = &mut state.combatants[usize::from(*who)];
            c.movement_left -= i16::from(*tiles);
            c.moved = c.moved.saturating_add(*tiles);
            c.exclusive_perk = None;
            if to.is_some() {
                c.position = *to;
            }
            state.retreat_blocked = false;
        }
        Event::EngagementBroken {
            mover,
            other,
            riposte,
        } => {
            state.combatants[usize::from(*mover)].engaged &= !(1 << other);
            state.combatants[usize::from(*other)].engaged &= !(1 << mover);
            if *riposte {
                state.pending_ripostes.push(PendingRiposte {
                    riposter: *other,
                    target: *mover,
                });
            }
        }
        Event::Attacked {
            attacker,
            target,
            riposte,
            defense,
            ..
        } => {
            if *riposte {
                state
                    .pending_ripostes
                    .retain(|p| !(p.riposter == *attacker && p.target == *target));
            }
            // The action is over: an Offhand Action or Exclusive Perk declared for it is spent.
            spend_action(state, *attacker);
            if defense.is_some() {
                spend_action(state, *target);
            }
            state.retreat_blocked = false;
        }
        Event::Hit { who, remaining } => {
            state.combatants[usize::from(*who)].hit_points = *remaining
        }
        Event::Incapacitated { who } => incapacitate(state, *who),
        Event::Engaged { a, b } => {
            state.combatants[usize::from(*a)].engaged |= 1 << b;
            state.combatants[usize::from(*b)].engaged |= 1 << a;
        }
        Event::Handicap {
            who,
            change,
            external,
        } => {
            let c = &mut state.combatants[usize::from(*who)];
            for (slot, delta) in change.iter().enumerate() {
                c.handicap[slot] =
                    (i16::from(c.handicap[slot]) + i16::from(*delta)).clamp(0, 255) as u8;
            }
            c.external_handicap |= *external;
        }
        Event::Focused { who, card } => {
            if let (Some(card), Some(deck)) =
                (card, state.combatants[usize::from(*who)].deck.as_mut())
            {
                let _ = deck.move_card(*card, Zone::DrawPile, Zone::Reagents);
            }
        }
        Event::PrimaryAction { who } => {
            state.combatants[usize::from(*who)].primary_used = true;
            state.retreat_blocked = false;
        }
        Event::TurnEnded { who } => {
            state.combatants[usize::from(*who)].acted = true;
            state.pending_ripostes.clear();
            end_of_turn(state);
            if let Phase::Turn { count, .. } = state.phase {
                state.phase = Phase::Countdown { count };
            }
        }
        Event::RoundEnded { .. } => {
            // The round's combat cards go to the discard pile (table rule
            // fated_hand.combat_card_discard).
            for c in &mut state.combatants {
                if let Some(deck) = &mut c.deck {
                    deck.discard_all(Zone::InPlay);
                }
                c.spent_reagents.clear();
            }
        }
        Event::Overridden {
            who,
            hit_points,
            handicap,
            ..
        } => {
            let c = &mut state.combatants[usize::from(*who)];
            if let Some(hp) = hit_points {
                c.hit_points = *hp;
                if *hp > 0 {
                    c.incapacitated = false;
                }
            }
            if let Some(handicap) = handicap {
                c.handicap = *handicap;
            }
        }
        Event::BattleEnded { outcome } => state.phase = Phase::Ended { outcome: *outcome },
        _ => more::evolve(state, event),
    }
}

/// An Offhand Action or an Exclusive Perk lasts for one action.
pub(super) fn spend_action(state: &mut BattleState, who: u8) {
    let c = &mut state.combatants[usize::from(who)];
    c.offhand_ready = false;
    c.exclusive_perk = None;
}

/// The turn is over: declarations lapse and the Reagents spent this turn are discarded ("Cast").
fn end_of_turn(state: &mut BattleState) {
    for c in &mut state.combatants {
        c.offhand_ready = false;
        c.exclusive_perk = None;
        if let Some(deck) = &mut c.deck {
            for card in &c.spent_reagents {
                let _ = deck.move_card(*card, Zone::InPlay, Zone::Discard);
            }
        }
        c.spent_reagents.clear();
    }
}

/// Down: the creature's turn ends at once and its Engagements dissolve (table rule
/// fated_hand.engagement_incapacitation).
fn incapacitate(state: &mut BattleState, who: u8) {
    let index = usize::from(who);
    state.combatants[index].incapacitated = true;
    state.combatants[index].engaged = 0;
    for other in &mut state.combatants {
        other.engaged &= !(1 << who);
    }
    state
        .pending_ripostes
        .retain(|p| p.riposter != who && p.target != who);
    if state.combatants[index].is_summon() {
        // Summons leave no body behind ("Summoned Creatures").
        state.combatants[index].position = None;
    }
    if let Phase::Turn { actor, count } = state.phase {
        if actor == who {
            state.combatants[index].acted = true;
            state.phase = Phase::Countdown { count };
            end_of_turn(state);
        }
    }
}
