//! A player's own 52-card deck, with every card in exactly one zone.
//!
//! The zones are those the card-driven systems need: the draw pile, the hand, a second hand of
//! reagents (Fated Hand's casters), cards in play, and the face-up discard pile. Every operation
//! moves cards between zones and nothing else, so the invariant "each of the 52 cards is in
//! exactly one zone" holds by construction and is checked by property tests.

use serde::{Deserialize, Serialize};

use crate::cards::Card;
use crate::random::Rng;

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    /// Face down, drawn from the top.
    DrawPile,
    /// The main hand.
    Hand,
    /// The reagent hand of a spellcaster.
    Reagents,
    /// Played and not yet discarded (e.g. the three combat cards of a round).
    InPlay,
    /// Face up.
    Discard,
}

/// A move that the deck's state does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DeckError {
    /// The card is not where the move needs it.
    #[error("{card} is not in the {expected:?} zone; it is in {actual:?}")]
    NotThere {
        /// The card asked for.
        card: Card,
        /// Where it had to be.
        expected: Zone,
        /// Where it is.
        actual: Zone,
    },
    /// Every card is already out of the draw pile and the discard.
    #[error("no card is left to draw: the draw pile and the discard pile are both empty")]
    Exhausted,
}

/// One player's deck. The draw pile's top is the end of its vector.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Deck {
    draw_pile: Vec<Card>,
    hand: Vec<Card>,
    reagents: Vec<Card>,
    in_play: Vec<Card>,
    discard: Vec<Card>,
}

impl Deck {
    /// A full deck, shuffled, every card in the draw pile.
    pub fn shuffled(rng: &mut Rng) -> Deck {
        let mut draw_pile: Vec<Card> = Card::full_deck().collect();
        rng.shuffle(&mut draw_pile);
        Deck {
            draw_pile,
            hand: Vec::new(),
            reagents: Vec::new(),
            in_play: Vec::new(),
            discard: Vec::new(),
        }
    }

    /// The cards in `zone`, in order (the draw pile's top last).
    pub fn cards(&self, zone: Zone) -> &[Card] {
        match zone {
            Zone::DrawPile => &self.draw_pile,
            Zone::Hand => &self.hand,
            Zone::Reagents => &self.reagents,
            Zone::InPlay => &self.in_play,
            Zone::Discard => &self.discard,
        }
    }

    fn pile(&mut self, zone: Zone) -> &mut Vec<Card> {
        match zone {
            Zone::DrawPile => &mut self.draw_pile,
            Zone::Hand => &mut self.hand,
            Zone::Reagents => &mut self.reagents,
            Zone::InPlay => &mut self.in_play,
            Zone::Discard => &mut self.discard,
        }
    }

    /// The zone holding `card`.
    pub fn zone_of(&self, card: Card) -> Zone {
        const ZONES: [Zone; 5] = [
            Zone::DrawPile,
            Zone::Hand,
            Zone::Reagents,
            Zone::InPlay,
            Zone::Discard,
        ];
        ZONES
            .into_iter()
            .find(|zone| self.cards(*zone).contains(&card))
            .unwrap_or(Zone::DrawPile)
    }

    /// Moves `card` from `from` to `to`; refuses when the card is elsewhere.
    pub fn move_card(&mut self, card: Card, from: Zone, to: Zone) -> Result<(), DeckError> {
        let source = self.pile(from);
        let Some(position) = source.iter().position(|held| *held == card) else {
            return Err(DeckError::NotThere {
                card,
                expected: from,
                actual: self.zone_of(card),
            });
        };
        source.remove(position);
        self.pile(to).push(card);
        Ok(())
    }

    /// Draws the top card into `to`. An empty draw pile is first rebuilt by shuffling the discard
    /// (Fated Hand, "Cards").
    pub fn draw(&mut self, to: Zone, rng: &mut Rng) -> Result<Card, DeckError> {
        if self.draw_pile.is_empty() {
            self.reshuffle_discard(rng);
        }
        let card = self.draw_pile.pop().ok_or(DeckError::Exhausted)?;
        self.pile(to).push(card);
        Ok(card)
    }

    /// Draws until `zone` holds `size` cards (or nothing is left to draw).
    pub fn draw_up_to(&mut self, zone: Zone, size: usize, rng: &mut Rng) -> Vec<Card> {
        let mut drawn = Vec::new();
        while self.cards(zone).len() < size {
            match self.draw(zone, rng) {
                Ok(card) => drawn.push(card),
                Err(DeckError::Exhausted | DeckError::NotThere { .. }) => break,
            }
        }
        drawn
    }

    /// Moves every card of `zone` to the discard pile.
    pub fn discard_all(&mut self, zone: Zone) {
        if zone == Zone::Discard {
            return;
        }
        let cards = std::mem::take(self.pile(zone));
        self.discard.extend(cards);
    }

    /// Shuffles the discard pile and puts it under the draw pile (any cards still in the draw
    /// pile stay on top, in order).
    pub fn reshuffle_discard(&mut self, rng: &mut Rng) {
        let mut discard = std::mem::take(&mut self.discard);
        rng.shuffle(&mut discard);
        discard.append(&mut self.draw_pile);
        self.draw_pile = discard;
    }

    /// Gathers all 52 cards into the draw pile and shuffles it.
    pub fn gather_and_shuffle(&mut self, rng: &mut Rng) {
        let mut all = std::mem::take(&mut self.draw_pile);
        for zone in [Zone::Hand, Zone::Reagents, Zone::InPlay, Zone::Discard] {
            all.append(self.pile(zone));
        }
        all.sort();
        rng.shuffle(&mut all);
        self.draw_pile = all;
    }

    /// Checks the invariant: 52 distinct cards across the zones.
    pub fn is_whole(&self) -> bool {
        let mut seen = [false; 52];
        let mut count = 0;
        for zone in [
            Zone::DrawPile,
            Zone::Hand,
            Zone::Reagents,
            Zone::InPlay,
            Zone::Discard,
        ] {
            for card in self.cards(zone) {
                if std::mem::replace(&mut seen[card.index()], true) {
                    return false;
                }
                count += 1;
            }
        }
        count == 52
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::{
        any, prop, prop_assert, prop_assert_eq, prop_oneof, proptest, Just, Strategy,
    };

    use super::*;

    #[derive(Clone, Debug)]
    enum Step {
        Draw(Zone),
        Play(usize),
        DiscardAll(Zone),
        Reshuffle,
        Gather,
        MoveAny(usize, Zone, Zone),
    }

    fn zone() -> impl Strategy<Value = Zone> {
        prop_oneof![
            Just(Zone::DrawPile),
            Just(Zone::Hand),
            Just(Zone::Reagents),
            Just(Zone::InPlay),
            Just(Zone::Discard)
        ]
    }

    fn step() -> impl Strategy<Value = Step> {
        prop_oneof![
            4 => zone().prop_map(Step::Draw),
            3 => (0usize..8).prop_map(Step::Play),
            1 => zone().prop_map(Step::DiscardAll),
            1 => Just(Step::Reshuffle),
            1 => Just(Step::Gather),
            2 => (0usize..52, zone(), zone()).prop_map(|(i, a, b)| Step::MoveAny(i, a, b)),
        ]
    }

    proptest! {
        /// Whatever happens, each of the 52 cards is in exactly one zone.
        #[test]
        fn a_card_is_never_in_two_zones(seed in any::<u64>(), steps in prop::collection::vec(step(), 0..200)) {
            let mut rng = Rng::from_seed(seed);
            let mut deck = Deck::shuffled(&mut rng);
            for step in steps {
                match step {
                    Step::Draw(zone) => { let _ = deck.draw(zone, &mut rng); }
                    Step::Play(i) => {
                        if let Some(card) = deck.cards(Zone::Hand).get(i).copied() {
                            deck.move_card(card, Zone::Hand, Zone::Discard).expect("card is in hand");
                        }
                    }
                    Step::DiscardAll(zone) => deck.discard_all(zone),
                    Step::Reshuffle => deck.reshuffle_discard(&mut rng),
                    Step::Gather => deck.gather_and_shuffle(&mut rng),
                    Step::MoveAny(i, from, to) => {
                        let card = Card::from_index(i).expect("index < 52");
                        let was = deck.zone_of(card);
                        let moved = deck.move_card(card, from, to);
                        prop_assert_eq!(moved.is_ok(), was == from);
                    }
                }
                prop_assert!(deck.is_whole());
            }
        }
    }

    #[test]
    fn an_empty_draw_pile_is_rebuilt_from_the_discard() {
        let mut rng = Rng::from_seed(7);
        let mut deck = Deck::shuffled(&mut rng);
        for _ in 0..52 {
            let card = deck.draw(Zone::Hand, &mut rng).expect("cards left");
            deck.move_card(card, Zone::Hand, Zone::Discard)
                .expect("in hand");
        }
        assert!(deck.cards(Zone::DrawPile).is_empty());
        assert_eq!(deck.cards(Zone::Discard).len(), 52);
        deck.draw(Zone::Hand, &mut rng)
            .expect("the discard is reshuffled");
        assert_eq!(deck.cards(Zone::DrawPile).len(), 51);
        assert!(deck.cards(Zone::Discard).is_empty());
    }

    #[test]
    fn playing_a_card_not_in_hand_is_refused_and_changes_nothing() {
        let mut rng = Rng::from_seed(3);
        let mut deck = Deck::shuffled(&mut rng);
        deck.draw_up_to(Zone::Hand, 4, &mut rng);
        let outside = deck.cards(Zone::DrawPile)[0];
        let before = deck.clone();
        let err = deck
            .move_card(outside, Zone::Hand, Zone::Discard)
            .expect_err("not in hand");
        assert_eq!(
            err,
            DeckError::NotThere {
                card: outside,
                expected: Zone::Hand,
                actual: Zone::DrawPile
            }
        );
        assert_eq!(deck, before);
    }
}
