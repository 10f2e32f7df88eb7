//! Cards spread over named piles, generic over the card and the zone.
//!
//! Every card-driven system keeps the same bookkeeping: cards sit in zones (a draw pile, a
//! discard, each player's hand, cards played face down…) and the game only ever *moves* them.
//! This module writes that bookkeeping once. The moves are provided methods of [`PileSet`], so
//! any storage that can hand out a zone's pile gets all of them:
//!
//! - [`Piles`] is the general storage, for any card type and any zone type (per-owner zones
//!   included), with duplicates allowed: the cards form a multiset;
//! - [`crate::deck::Deck`] is Fated Hand's 52-card deck, whose fixed fields keep the JSON already
//!   stored in campaign files.
//!
//! The invariant is conservation: whatever sequence of moves runs, the multiset of cards is
//! unchanged (checked by property tests). A move names where the card is expected to be and is
//! refused with a [`PileError`] when it is not there, never silently; a refused move changes
//! nothing. Randomness comes in as the crate's seeded [`Rng`].

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize};

use crate::cards::PlayingCard;
use crate::random::Rng;

#[cfg(test)]
mod tests;

/// A move that the piles do not allow. Nothing has moved when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PileError<C: fmt::Debug, Z: fmt::Debug> {
    /// The card is not in the zone the move takes it from.
    #[error("{card:?} is not in {expected:?}; it is in {actual:?}")]
    NotThere {
        /// The card asked for.
        card: C,
        /// Where the move expected it.
        expected: Z,
        /// Where a copy of it is, if anywhere.
        actual: Option<Z>,
    },
    /// The zone holds fewer cards than the move takes.
    #[error("{zone:?} holds {held} cards; {wanted} are needed")]
    NotEnough {
        /// The zone drawn from.
        zone: Z,
        /// How many cards the move needed.
        wanted: usize,
        /// How many it holds.
        held: usize,
    },
}

/// The [`PileError`] of a pile set `S`.
pub type Refusal<S> = PileError<<S as PileSet>::Card, <S as PileSet>::Zone>;

/// The cards a [`PileSet::deal`] dealt, in the order dealt.
pub type Deal<S> = Vec<Dealt<<S as PileSet>::Card, <S as PileSet>::Zone>>;

/// Storage of cards by zone, with the moves between zones provided on top.
///
/// A pile is ordered bottom first: the *top* card is the last one. Implementors only say where a
/// zone's pile is; every provided method moves cards and never creates or drops one.
pub trait PileSet {
    /// The card type. `Ord` gives a canonical order for gathering and comparing multisets.
    type Card: Clone + Eq + Ord + fmt::Debug;
    /// The zone type, e.g. an enum with per-owner variants such as `Hand(Seat)`.
    type Zone: Clone + Eq + fmt::Debug;

    /// The cards in `zone`, bottom first; empty for a zone that has never held a card.
    fn pile(&self, zone: &Self::Zone) -> &[Self::Card];

    /// The pile of `zone` to change, created empty if it does not exist yet. Only the provided
    /// moves should call this, so cards are moved and never lost.
    fn pile_mut(&mut self, zone: &Self::Zone) -> &mut Vec<Self::Card>;

    /// Every zone that holds or has held cards, in a fixed order.
    fn zones(&self) -> Vec<Self::Zone>;

    /// The first zone (in [`PileSet::zones`] order) holding a copy of `card`.
    fn find(&self, card: &Self::Card) -> Option<Self::Zone> {
        self.zones()
            .into_iter()
            .find(|zone| self.pile(zone).contains(card))
    }

    /// Moves one copy of `card` from `from` onto the top of `to`.
    fn move_card(
        &mut self,
        card: &Self::Card,
        from: &Self::Zone,
        to: &Self::Zone,
    ) -> Result<(), Refusal<Self>> {
        // The topmost copy, so that with duplicates the most recently placed one moves.
        let Some(index) = self.pile(from).iter().rposition(|held| held == card) else {
            return Err(PileError::NotThere {
                card: card.clone(),
                expected: from.clone(),
                actual: self.find(card),
            });
        };
        let moved = self.pile_mut(from).remove(index);
        self.pile_mut(to).push(moved);
        Ok(())
    }

    /// Moves the top card of `from` onto `to` and returns it: a draw.
    fn draw(&mut self, from: &Self::Zone, to: &Self::Zone) -> Result<Self::Card, Refusal<Self>> {
        // Checked before touching `from`, so a refused draw does not even create its pile.
        self.ensure_holds(from, 1)?;
        let card = self.pile_mut(from).pop().ok_or(PileError::NotEnough {
            zone: from.clone(),
            wanted: 1,
            held: 0,
        })?;
        self.pile_mut(to).push(card.clone());
        Ok(card)
    }

    /// Draws `count` cards one at a time from `from` onto `to`, or none when fewer are there.
    fn draw_n(
        &mut self,
        from: &Self::Zone,
        to: &Self::Zone,
        count: usize,
    ) -> Result<Vec<Self::Card>, Refusal<Self>> {
        self.ensure_holds(from, count)?;
        (0..count).map(|_| self.draw(from, to)).collect()
    }

    /// Deals `each` cards to every zone of `to`, one card at a time round the table as a dealer
    /// does, or nothing when `from` holds too few. Returns the cards in the order dealt.
    fn deal(
        &mut self,
        from: &Self::Zone,
        to: &[Self::Zone],
        each: usize,
    ) -> Result<Deal<Self>, Refusal<Self>> {
        self.ensure_holds(from, each.saturating_mul(to.len()))?;
        let mut dealt = Vec::with_capacity(each * to.len());
        for _ in 0..each {
            for zone in to {
                dealt.push(Dealt {
                    card: self.draw(from, zone)?,
                    zone: zone.clone(),
                });
            }
        }
        Ok(dealt)
    }

    /// Moves every card of `from` onto `to`, keeping their order; returns how many moved.
    fn move_all(&mut self, from: &Self::Zone, to: &Self::Zone) -> usize {
        if from == to {
            return self.pile(from).len();
        }
        let cards = std::mem::take(self.pile_mut(from));
        let count = cards.len();
        self.pile_mut(to).extend(cards);
        count
    }

    /// Shuffles the pile of `zone` in place.
    fn shuffle(&mut self, zone: &Self::Zone, rng: &mut Rng) {
        rng.shuffle(self.pile_mut(zone));
    }

    /// Shuffles the cards of `from` and slides them *under* the pile of `to`, whose own cards
    /// stay on top in order: rebuilding an empty draw pile from the discard.
    fn shuffle_under(&mut self, from: &Self::Zone, to: &Self::Zone, rng: &mut Rng) {
        if from == to {
            return self.shuffle(from, rng);
        }
        let mut rebuilt = std::mem::take(self.pile_mut(from));
        rng.shuffle(&mut rebuilt);
        rebuilt.append(self.pile_mut(to));
        *self.pile_mut(to) = rebuilt;
    }

    /// Gathers every card of every zone into `into` and shuffles it. The cards are sorted before
    /// the shuffle, so the result depends only on the multiset and the seed, not on where the
    /// cards happened to be.
    fn gather_and_shuffle(&mut self, into: &Self::Zone, rng: &mut Rng) {
        let mut all = Vec::new();
        for zone in self.zones() {
            all.append(self.pile_mut(&zone));
        }
        all.sort();
        rng.shuffle(&mut all);
        *self.pile_mut(into) = all;
    }

    /// Every card, sorted: the multiset the moves conserve.
    fn all_cards(&self) -> Vec<Self::Card> {
        let mut all: Vec<Self::Card> = self
            .zones()
            .iter()
            .flat_map(|zone| self.pile(zone).iter().cloned())
            .collect();
        all.sort();
        all
    }

    /// Refuses with [`PileError::NotEnough`] unless `zone` holds at least `count` cards.
    fn ensure_holds(&self, zone: &Self::Zone, count: usize) -> Result<(), Refusal<Self>> {
        let held = self.pile(zone).len();
        if held < count {
            return Err(PileError::NotEnough {
                zone: zone.clone(),
                wanted: count,
                held,
            });
        }
        Ok(())
    }
}

/// One card dealt, and where it went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dealt<C, Z> {
    /// The card.
    pub card: C,
    /// The zone it was dealt to.
    pub zone: Z,
}

/// One zone's pile, bottom first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Pile<C, Z> {
    /// The zone.
    pub zone: Z,
    /// Its cards, bottom first: the top card is the last.
    pub cards: Vec<C>,
}

/// Cards of type `C` in zones of type `Z`: the general [`PileSet`].
///
/// Piles are kept sorted by zone, one per zone, so two `Piles` holding the same cards in the
/// same places compare equal and serialize the same whatever order the zones were first used
/// in. A zone keeps its (possibly empty) pile once it has been used. Serialized as the list of
/// piles, e.g. `[{"zone": "draw_pile", "cards": […]}, …]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(transparent)]
pub struct Piles<C, Z> {
    piles: Vec<Pile<C, Z>>,
}

impl<C, Z> Default for Piles<C, Z> {
    fn default() -> Self {
        Piles { piles: Vec::new() }
    }
}

impl<C, Z> Piles<C, Z>
where
    C: Clone + Eq + Ord + fmt::Debug,
    Z: Clone + Ord + fmt::Debug,
{
    /// No cards anywhere.
    pub fn new() -> Self {
        Piles::default()
    }

    /// All of `cards` in `zone`, in the order given (the last on top).
    pub fn with_cards(zone: Z, cards: Vec<C>) -> Self {
        Piles {
            piles: vec![Pile { zone, cards }],
        }
    }

    /// `cards` shuffled into `zone`.
    pub fn shuffled(zone: Z, mut cards: Vec<C>, rng: &mut Rng) -> Self {
        rng.shuffle(&mut cards);
        Piles::with_cards(zone, cards)
    }

    /// Brings new cards into play on top of `zone`: setting up a second player's deck, or a
    /// card a rule creates. The only way besides the constructors to change the multiset.
    pub fn add(&mut self, zone: &Z, cards: impl IntoIterator<Item = C>) {
        self.pile_mut(zone).extend(cards);
    }

    /// Piles read back from their parts; refused when a zone appears twice. The order of the
    /// parts does not matter.
    pub fn from_piles(mut piles: Vec<Pile<C, Z>>) -> Result<Self, DuplicateZone<Z>> {
        piles.sort_by(|a, b| a.zone.cmp(&b.zone));
        if let Some(pair) = piles.windows(2).find(|pair| pair[0].zone == pair[1].zone) {
            return Err(DuplicateZone {
                zone: pair[0].zone.clone(),
            });
        }
        Ok(Piles { piles })
    }

    /// Every pile, in zone order.
    pub fn piles(&self) -> &[Pile<C, Z>] {
        &self.piles
    }

    /// How many cards there are in all.
    pub fn len(&self) -> usize {
        self.piles.iter().map(|pile| pile.cards.len()).sum()
    }

    /// Whether there are no cards at all.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn position(&self, zone: &Z) -> Result<usize, usize> {
        self.piles.binary_search_by(|pile| pile.zone.cmp(zone))
    }
}

impl<C, Z> PileSet for Piles<C, Z>
where
    C: Clone + Eq + Ord + fmt::Debug,
    Z: Clone + Ord + fmt::Debug,
{
    type Card = C;
    type Zone = Z;

    fn pile(&self, zone: &Z) -> &[C] {
        self.position(zone)
            .map_or(&[], |index| self.piles[index].cards.as_slice())
    }

    fn pile_mut(&mut self, zone: &Z) -> &mut Vec<C> {
        let index = self.position(zone).unwrap_or_else(|index| {
            self.piles.insert(
                index,
                Pile {
                    zone: zone.clone(),
                    cards: Vec::new(),
                },
            );
            index
        });
        &mut self.piles[index].cards
    }

    fn zones(&self) -> Vec<Z> {
        self.piles.iter().map(|pile| pile.zone.clone()).collect()
    }
}

/// A pile as one viewer sees it: how many cards always, their faces only when allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct SeenPile<C, Z> {
    /// The zone.
    pub zone: Z,
    /// How many cards it holds.
    pub count: usize,
    /// Its cards, bottom first, or `None` when the viewer may not see them.
    pub cards: Option<Vec<C>>,
}

impl<C, Z> Piles<C, Z>
where
    C: Clone + Eq + Ord + fmt::Debug,
    Z: Clone + Ord + fmt::Debug,
{
    /// Every pile as a viewer sees it, `may_see` saying whose faces they may see: the one place
    /// a per-viewer view takes cards from, so a hidden card cannot slip through.
    pub fn seen(&self, may_see: impl Fn(&Z) -> bool) -> Vec<SeenPile<C, Z>> {
        self.piles
            .iter()
            .map(|pile| SeenPile {
                zone: pile.zone.clone(),
                count: pile.cards.len(),
                cards: may_see(&pile.zone).then(|| pile.cards.clone()),
            })
            .collect()
    }
}

impl<Z: Clone + Ord + fmt::Debug> Piles<PlayingCard, Z> {
    /// A shuffled shoe of `decks` standard decks with `jokers_per_deck` jokers each, all in
    /// `zone` (see [`crate::cards::shoe`]).
    pub fn shoe(zone: Z, decks: u8, jokers_per_deck: u8, rng: &mut Rng) -> Self {
        Piles::shuffled(zone, crate::cards::shoe(decks, jokers_per_deck), rng)
    }
}

impl<'de, C, Z> Deserialize<'de> for Piles<C, Z>
where
    C: Clone + Eq + Ord + fmt::Debug + Deserialize<'de>,
    Z: Clone + Ord + fmt::Debug + Deserialize<'de>,
{
    /// Read through [`Piles::from_piles`], so stored piles with a zone twice are refused rather
    /// than half-read.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let piles = Vec::<Pile<C, Z>>::deserialize(deserializer)?;
        Piles::from_piles(piles).map_err(serde::de::Error::custom)
    }
}

/// Piles given with the same zone twice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the zone {zone:?} is listed twice")]
pub struct DuplicateZone<Z: fmt::Debug> {
    /// The zone.
    pub zone: Z,
}

/// The zones most card games at a table use, for systems that need no others: shared draw and
/// discard piles and a shared face-up table, and per-owner hands and face-down plays. A system
/// with other zones (a crypt, a second hand) declares its own enum instead.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum TableZone<O> {
    /// The shared draw pile (a shoe), face down.
    DrawPile,
    /// The shared discard pile, face up.
    Discard,
    /// Cards played face up to the middle of the table.
    Table,
    /// An owner's hand.
    Hand(O),
    /// Cards an owner has played face down in front of them.
    FaceDown(O),
    /// Cards an owner has played face up in front of them.
    FaceUp(O),
}

/// Who may see the faces of a zone's cards: what a per-viewer view keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seen<O> {
    /// Every player.
    ByAll,
    /// Only this owner (and the GM).
    ByOwner(O),
    /// Nobody but the GM.
    ByNobody,
}

impl<O: PartialEq> Seen<O> {
    /// Whether `player` may see the cards.
    pub fn by_player(&self, player: &O) -> bool {
        match self {
            Seen::ByAll => true,
            Seen::ByOwner(owner) => owner == player,
            Seen::ByNobody => false,
        }
    }
}

impl<O: Clone> TableZone<O> {
    /// Who may see the cards of this zone. Face-down plays are seen by their owner, who chose
    /// them.
    pub fn seen_by(&self) -> Seen<O> {
        match self {
            TableZone::DrawPile => Seen::ByNobody,
            TableZone::Discard | TableZone::Table | TableZone::FaceUp(_) => Seen::ByAll,
            TableZone::Hand(owner) | TableZone::FaceDown(owner) => Seen::ByOwner(owner.clone()),
        }
    }
}
