//! The round: the Planning Phase, the Initiative Countdown, the end of a round and of the battle.

use super::super::command::CardPlay;
use super::super::rules::CombatCardDiscard;
use super::super::state::{BattleState, CombatantId, Outcome, Phase, Stance};
use crate::cards::Card;
use crate::deck::Zone;

pub(super) fn planning_began(
    state: &mut BattleState,
    round: u16,
    draws: &[(CombatantId, Vec<Card>)],
) {
    state.round = round;
    state.phase = Phase::Planning;
    for c in &mut state.combatants {
        c.planned = false;
        c.acted = false;
        c.sneaked = false;
        c.external_handicap = false;
        c.cards = None;
        c.offhand_ready = false;
        c.offhand_used = false;
        c.exclusive_perk = None;
        c.second_exclusive_perk = None;
        c.innovation_cost = None;
        c.innovated = false;
        c.perks_this_turn.clear();
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

pub(super) fn reshuffled(state: &mut BattleState, who: CombatantId, order: &[Card]) {
    if let Some(deck) = state
        .combatants
        .get_mut(usize::from(who))
        .and_then(|c| c.deck.as_mut())
    {
        for card in order {
            let _ = deck.move_card(*card, Zone::Discard, Zone::DrawPile);
        }
    }
}

pub(super) fn planned(
    state: &mut BattleState,
    who: CombatantId,
    stance: Stance,
    main_arm: usize,
    offhand_arm: Option<usize>,
    cards: &[Card; 3],
    plays: &[CardPlay; 3],
) {
    let rules = state.rules;
    let c = &mut state.combatants[usize::from(who)];
    c.stance = stance;
    c.main_arm = main_arm;
    c.offhand_arm = offhand_arm;
    c.cards = Some(*cards);
    c.slots_paid = 0;
    c.planned = true;
    let replaced = rules.combat_card_discard == CombatCardDiscard::NextPlanning;
    if let Some(deck) = &mut c.deck {
        if replaced {
            deck.discard_all(Zone::InPlay);
        }
        for (card, play) in cards.iter().zip(plays) {
            let from = match play {
                CardPlay::Hand(_) => Zone::Hand,
                CardPlay::Draw | CardPlay::Entered(_) => Zone::DrawPile,
            };
            let _ = deck.move_card(*card, from, Zone::InPlay);
        }
    }
}

pub(super) fn counted(state: &mut BattleState, count: i16) {
    state.phase = Phase::Countdown { count };
}

pub(super) fn round_ended(state: &mut BattleState) {
    // The round's combat cards go to the discard pile now, or when the next plan replaces them
    // (table rule fated_hand.combat_card_discard).
    let now = state.rules.combat_card_discard == CombatCardDiscard::RoundEnd;
    for c in &mut state.combatants {
        if let (true, Some(deck)) = (now, &mut c.deck) {
            deck.discard_all(Zone::InPlay);
        }
        c.spent_reagents.clear();
        // A malus lapses with the round (table rule fated_hand.attack_handicap_is_strike).
        c.malus = [0; 3];
    }
}

pub(super) fn battle_ended(state: &mut BattleState, outcome: Outcome) {
    state.phase = Phase::Ended { outcome };
}
