//! The Opposition's beginning: the deck shuffled («Shuffling»: beginning an Opposition counts as
//! a new scene) and a hand of 5 for every character able to play («b. Initiative»).

use std::collections::BTreeSet;

use super::super::table_rules::SQUAD_OPENING_HAND;
use super::decide::Scratch;
use super::flow::draw_cards;
use super::{
    Combatant, DeckId, DrawReason, OppositionError, OppositionState, Phase, Setup, Squad, Zone,
    SQUAD_MAX,
};
use crate::cards::{shoe, PlayingCard};
use crate::pile::Piles;
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;

/// The size of the hand an Opposition begins with («b. Initiative»).
pub const OPENING_HAND: usize = 5;
/// Standard decks in the game («Needed Materials»: "2x deck of cards(Jokers included)").
pub const DECKS: u8 = 2;
/// Jokers in a standard deck.
pub const JOKERS_PER_DECK: u8 = 2;

/// The starting state, or why the setup cannot begin.
pub fn begin(setup: &Setup, rng: &mut Rng) -> Result<OppositionState, OppositionError> {
    let refuse = |reason: String| Err(OppositionError::Setup { reason });
    if setup.combatants.len() < 2 {
        return refuse("An Opposition needs at least two combatants.".into());
    }
    let ids: BTreeSet<_> = setup.combatants.iter().map(|c| c.id).collect();
    if ids.len() != setup.combatants.len() {
        return refuse("Two combatants share an id.".into());
    }
    let sides: BTreeSet<_> = setup.combatants.iter().map(|c| c.side).collect();
    if sides.len() < 2 {
        return refuse("Every combatant is on one side: an Opposition needs two.".into());
    }
    let mut combatants = Vec::with_capacity(setup.combatants.len());
    for entry in &setup.combatants {
        let ranks = [
            entry.traits.body,
            entry.traits.spirit,
            entry.traits.mind,
            entry.traits.luck,
        ];
        let pool_max = entry
            .pool_max
            .unwrap_or(ranks.map(|rank| rank.saturating_mul(5)));
        let pools = entry.pools.unwrap_or(pool_max);
        if pools.iter().zip(pool_max).any(|(left, max)| *left > max) {
            return refuse(format!(
                "{} has more points left in a pool than its maximum.",
                entry.name
            ));
        }
        if let Some(squad) = entry.squad {
            if squad.members == 0 || squad.members > SQUAD_MAX {
                return refuse(format!(
                    "{} has {} members: a squad of Extras holds 1 to {SQUAD_MAX} («Henchmen (Extras)»).",
                    entry.name, squad.members
                ));
            }
            if squad.power == 0 {
                return refuse(format!(
                    "{} needs a Power Rating of at least 1.",
                    entry.name
                ));
            }
            if squad.weapon_bonus > squad.power {
                return refuse(format!(
                    "{}'s weapon has a damage bonus of {}, above its Power Rating of {}: Extras \
                     cannot wield it («Henchmen (Extras)»).",
                    entry.name, squad.weapon_bonus, squad.power
                ));
            }
        }
        combatants.push(Combatant {
            id: entry.id,
            name: entry.name.clone(),
            side: entry.side,
            traits: entry.traits,
            skills: entry.skills.clone(),
            pool_max,
            pools,
            wildcards: entry.wildcards,
            initiative: None,
            squad: entry.squad,
        });
    }
    let mut state = OppositionState {
        combatants,
        cards: Piles::new(),
        rules: setup.rules.clone(),
        round: 0,
        phase: Phase::Initiative,
        last: None,
        opening: Vec::new(),
    };
    let decks: Vec<DeckId> = if state.deck_of(setup.combatants[0].id) == DeckId::Table {
        vec![DeckId::Table]
    } else {
        state.combatants.iter().map(|c| DeckId::Own(c.id)).collect()
    };
    let per_deck = if decks.len() == 1 { DECKS } else { 1 };
    for deck in decks {
        let cards: Vec<PlayingCard> = shoe(per_deck, JOKERS_PER_DECK);
        state.cards.add(&Zone::DrawPile(deck), shuffled(cards, rng));
    }
    let mut scratch = Scratch::new(state, rng);
    let able: Vec<_> = scratch
        .state
        .combatants
        .iter()
        .filter(|c| c.condition().can_act())
        .map(|c| (c.id, fresh_hand(&scratch.state.rules, c.squad)))
        .collect();
    for (id, count) in able {
        draw_cards(
            &mut scratch,
            id,
            count,
            Zone::Hand(id),
            DrawReason::OpeningHand,
        )?;
    }
    let (mut state, events) = scratch.finish();
    state.opening = events;
    Ok(state)
}

/// The cards a fresh hand holds (the opening one, or after a mulligan): 5 («b. Initiative»), or
/// for a squad of Extras, whose members cap its hand («Henchmen (Extras)») but which the book
/// gives no opening hand, table rule `game_of_bastards.squad_opening_hand`.
pub(super) fn fresh_hand(rules: &TableRuleChoices, squad: Option<Squad>) -> usize {
    match squad {
        None => OPENING_HAND,
        Some(squad) if rules.is(&SQUAD_OPENING_HAND, "power_rating") => {
            usize::from(squad.power.min(squad.members))
        }
        Some(squad) => usize::from(squad.members),
    }
}

fn shuffled(mut cards: Vec<PlayingCard>, rng: &mut Rng) -> Vec<PlayingCard> {
    rng.shuffle(&mut cards);
    cards
}
