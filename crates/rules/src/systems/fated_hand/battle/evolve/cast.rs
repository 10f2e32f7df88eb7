//! Reagents, spells and Summoned Creatures.

use super::super::state::{
    ArmProfile, BattleState, Combatant, CombatantId, Phase, SpellWard, Stance, Tile,
};
use super::turn::spend_action;
use crate::cards::Card;
use crate::deck::Zone;
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::model::Stat;

pub(super) fn focused(state: &mut BattleState, who: CombatantId, card: Option<Card>) {
    if let (Some(card), Some(deck)) = (card, state.combatants[usize::from(who)].deck.as_mut()) {
        let _ = deck.move_card(card, Zone::DrawPile, Zone::Reagents);
    }
}

pub(super) fn reagents_drawn(state: &mut BattleState, who: CombatantId, cards: &[Card]) {
    if let Some(deck) = state.combatants[usize::from(who)].deck.as_mut() {
        for card in cards {
            let _ = deck.move_card(*card, Zone::DrawPile, Zone::Reagents);
        }
    }
}

pub(super) fn reagents_discarded(state: &mut BattleState, who: CombatantId, cards: &[Card]) {
    if let Some(deck) = state.combatants[usize::from(who)].deck.as_mut() {
        for card in cards {
            let _ = deck.move_card(*card, Zone::Reagents, Zone::Discard);
        }
    }
}

pub(super) fn spell_cast(
    state: &mut BattleState,
    who: CombatantId,
    spell: &str,
    reagents: &[Card],
    primary: bool,
) {
    // Cast in the Planning Phase, a Primary Action spell takes the coming turn's (table rule
    // `fated_hand.blood_sacrifice_timing`).
    let ahead = primary && state.phase == Phase::Planning;
    let leaves_slot = state.rules.perks.wordless_incantation_leaves_slot;
    let one_at_a_time = !state.rules.spells.concentration_no_limit;
    let c = &mut state.combatants[usize::from(who)];
    if one_at_a_time
        && content()
            .spell(spell)
            .is_some_and(super::super::spells::needs_concentration)
    {
        c.concentrating = Some(spell.to_owned());
    }
    // A combat card paying as a Reagent (Wordless Incantation) leaves its slot at this table.
    if let (true, Some(cards)) = (leaves_slot, c.cards) {
        for (slot, card) in cards.iter().enumerate() {
            if reagents.contains(card) {
                c.slots_paid |= 1 << slot;
            }
        }
    }
    c.primary_spent_ahead |= ahead;
    c.casts_this_turn = c.casts_this_turn.saturating_add(1);
    c.spells_cast.push(spell.to_owned());
    if let Some(deck) = &mut c.deck {
        for card in reagents {
            let _ = deck.move_card(*card, Zone::Reagents, Zone::InPlay);
        }
    }
    // A Reagent paying again (Unbroken Incantation) is on the table once.
    for card in reagents {
        if !c.spent_reagents.contains(card) {
            c.spent_reagents.push(*card);
        }
    }
    spend_action(state, who);
    state.retreat_blocked = false;
}

pub(super) fn summoned(
    state: &mut BattleState,
    (by, summon): (CombatantId, &str),
    name: &str,
    (strike, defense, movement): (i32, i32, i16),
    at: Option<Tile>,
    hit_points: i8,
) {
    let side = state.combatants[usize::from(by)].side;
    let defense_follows = if state.rules.magic.summon_defense_at_summoning {
        None
    } else {
        super::super::summon::defense_formula_reading_the_controller(summon)
    };
    state.combatants.push(Combatant {
        name: name.to_owned(),
        side,
        arms: vec![ArmProfile {
            arm: None,
            name: name.to_owned(),
            strike: strike as i16,
            defense: defense as i16,
            speed: 0,
            magic_strike: 0,
            reach: 1,
            effective_range: None,
            ranged: false,
            two_handed: false,
            reload_cost: 0,
            offhand_defense: 0,
            perks: Vec::new(),
        }],
        stance: Stance::Balanced,
        hit_points,
        max_hit_points: hit_points,
        position: at,
        planned: true,
        acted: true,
        summoned_by: Some(by),
        // It may move on the turn it arrives: only Old Order pieces summoned directly may not
        // ("Old Order Pieces"), and they have no Movement of their own here.
        movement_left: movement,
        summon_movement: Some(movement),
        defense_follows,
        ..Combatant::blank()
    });
}

/// A summon's dice rolled again: the stat they add to takes its new value.
pub(super) fn summon_rerolled(state: &mut BattleState, who: CombatantId, stat: Stat, value: i32) {
    if let Some(arm) = state.combatants[usize::from(who)].arms.first_mut() {
        match stat {
            Stat::Strike => arm.strike = value as i16,
            Stat::Defense => arm.defense = value as i16,
            Stat::Speed => {}
        }
    }
}

/// Summon Exhaustion: the summon disappears, leaving no body and no Engagements ("Summoned
/// Creatures"); it is not Incapacitated.
pub(super) fn summon_exhausted(state: &mut BattleState, who: CombatantId) {
    let c = &mut state.combatants[usize::from(who)];
    c.vanished = true;
    c.position = None;
    c.engaged = 0;
    c.movement_left = 0;
    for other in &mut state.combatants {
        other.engaged &= !(1 << who);
    }
    state
        .pending_ripostes
        .retain(|p| p.riposter != who && p.target != who);
}

/// A spell's lasting bonus lands on its bearer.
pub(super) fn warded(state: &mut BattleState, who: CombatantId, ward: &SpellWard) {
    state.combatants[usize::from(who)].wards.push(ward.clone());
}
