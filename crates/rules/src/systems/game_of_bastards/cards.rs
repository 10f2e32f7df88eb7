//! What a card is worth in A Game of Bastards («ii. Fate Draws»: face cards "much like in the
//! game of Blackjack", the Ace high except for initiative) and which suit wins a tie («d.
//! Opposed Draws»).

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::content::suit_entry;
use crate::cards::{Card, Rank, Suit};

/// What a card is played for: a draw's total, or initiative, where the Ace counts 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CardUse {
    /// A draw: 2–10 at face value, J 11, Q 12, K 13, A 14.
    Draw,
    /// Initiative: the same, but the Ace is 1.
    Initiative,
}

/// The value of `rank` played for `purpose`.
pub const fn rank_value(rank: Rank, purpose: CardUse) -> u8 {
    match (rank.number(), purpose) {
        (1, CardUse::Draw) => 14,
        (number, _) => number,
    }
}

/// The value of `card` played for `purpose`.
pub const fn card_value(card: Card, purpose: CardUse) -> u8 {
    rank_value(card.rank, purpose)
}

/// How a tie between two last cards falls by suit (Clubs < Spades < Hearts < Diamonds):
/// `Greater` when `first`'s suit wins, `Equal` for the same suit (two decks make that possible;
/// the book does not say who wins then).
pub fn suit_tie(first: Suit, second: Suit) -> Ordering {
    suit_entry(first).priority.cmp(&suit_entry(second).priority)
}
