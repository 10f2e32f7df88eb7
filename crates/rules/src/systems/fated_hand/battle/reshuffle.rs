//! An empty draw pile rebuilt from the discard pile, shared by every draw in a battle (plans,
//! Reagent draws).

use super::command::Event;
use super::state::CombatantId;
use crate::cards::Card;
use crate::deck::{Deck, Zone};
use crate::random::Rng;

/// Shuffles the discard pile into the empty draw pile and records the order, so that `evolve`
/// can reproduce it without randomness ("Cards": "When your deck is empty, shuffle your Discard").
pub(super) fn reshuffle(who: CombatantId, deck: &mut Deck, rng: &mut Rng) -> Event {
    let mut order: Vec<Card> = deck.cards(Zone::Discard).to_vec();
    rng.shuffle(&mut order);
    for card in &order {
        let _ = deck.move_card(*card, Zone::Discard, Zone::DrawPile);
    }
    Event::Reshuffled { who, order }
}
