//! Reagent and turn-holding perks (`perks/study.rs`).

use super::super::state::{BattleState, CombatantId, HeldTurn};
use crate::cards::Card;
use crate::deck::Zone;

pub(super) fn perk_reagents(
    state: &mut BattleState,
    who: CombatantId,
    cards: &[Card],
    tiles: u8,
    to_hand: bool,
) {
    let c = &mut state.combatants[usize::from(who)];
    c.study.tiles = c.study.tiles.saturating_sub(tiles);
    if let Some(deck) = c.deck.as_mut() {
        let to = if to_hand { Zone::Hand } else { Zone::Reagents };
        for card in cards {
            let _ = deck.move_card(*card, Zone::DrawPile, to);
        }
    }
}

pub(super) fn study_reset(state: &mut BattleState, who: CombatantId) {
    state.combatants[usize::from(who)].study.tiles = 0;
}

pub(super) fn perk_discarded(state: &mut BattleState, who: CombatantId, cards: &[Card]) {
    if let Some(deck) = state.combatants[usize::from(who)].deck.as_mut() {
        for card in cards {
            let _ = deck.move_card(*card, Zone::Reagents, Zone::Discard);
        }
    }
}

pub(super) fn held(state: &mut BattleState, who: CombatantId) {
    state.combatants[usize::from(who)].study.held = Some(HeldTurn::default());
}

pub(super) fn meditated(
    state: &mut BattleState,
    who: CombatantId,
    handicap: [i8; 3],
    hand_size: u8,
) {
    super::attack::handicap(state, who, handicap, false);
    let c = &mut state.combatants[usize::from(who)];
    c.study.held = None;
    c.hand_size = c.hand_size.saturating_add(hand_size);
    c.study.meditated = c.study.meditated.saturating_add(hand_size);
}
