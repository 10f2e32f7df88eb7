//! Standard 52-card playing cards, shared by the card-driven systems.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    /// ♣, black.
    Clubs,
    /// ♦, red.
    Diamonds,
    /// ♥, red.
    Hearts,
    /// ♠, black.
    Spades,
}

impl Suit {
    /// The four suits.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// Hearts and Diamonds are red; Clubs and Spades are black.
    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Diamonds)
    }

    const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }
}

/// A rank, numbered Ace = 1 up to King = 13 (Ace is low: the power table groups it with 2 and 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(try_from = "u8", into = "u8")]
pub struct Rank(u8);

impl Rank {
    /// Ace.
    pub const ACE: Rank = Rank(1);
    /// Jack.
    pub const JACK: Rank = Rank(11);
    /// Queen.
    pub const QUEEN: Rank = Rank(12);
    /// King.
    pub const KING: Rank = Rank(13);

    /// A rank from its number, 1 (Ace) to 13 (King).
    pub const fn new(number: u8) -> Option<Rank> {
        if number >= 1 && number <= 13 {
            Some(Rank(number))
        } else {
            None
        }
    }

    /// The rank's number: Ace 1, 2–10 face value, Jack 11, Queen 12, King 13.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Jack, Queen or King.
    pub const fn is_face(self) -> bool {
        self.0 >= 11
    }

    fn label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        LABELS[(self.0 - 1) as usize]
    }
}

impl TryFrom<u8> for Rank {
    type Error = String;
    fn try_from(number: u8) -> Result<Rank, String> {
        Rank::new(number)
            .ok_or_else(|| format!("{number} is not a card rank (1 = Ace … 13 = King)"))
    }
}

impl From<Rank> for u8 {
    fn from(rank: Rank) -> u8 {
        rank.0
    }
}

/// One card of a standard 52-card deck, without jokers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
pub struct Card {
    /// The rank.
    pub rank: Rank,
    /// The suit.
    pub suit: Suit,
}

impl Card {
    /// A card from rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card { rank, suit }
    }

    /// The card's index in a new deck, 0..52, ordered by suit then rank.
    pub const fn index(self) -> usize {
        (self.suit as usize) * 13 + (self.rank.0 as usize - 1)
    }

    /// The card at `index` (0..52) in a new deck.
    pub const fn from_index(index: usize) -> Option<Card> {
        if index >= 52 {
            return None;
        }
        Some(Card {
            rank: Rank((index % 13) as u8 + 1),
            suit: Suit::ALL[index / 13],
        })
    }

    /// All 52 cards in new-deck order.
    pub fn full_deck() -> impl Iterator<Item = Card> {
        (0..52).filter_map(Card::from_index)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.label(), self.suit.letter())
    }
}

/// A card of a deck that includes jokers: a suited card or a joker.
///
/// A separate type from [`Card`] because most systems (Fated Hand) never see a joker, and a
/// `Card` that could be one would make every rank and suit lookup fallible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PlayingCard {
    /// One of the 52 suited cards.
    Suited(Card),
    /// A joker. Standard decks print a red and a black one, but no rule we know of tells them
    /// apart, so they are one card and a shoe simply holds several.
    Joker,
}

impl fmt::Display for PlayingCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayingCard::Suited(card) => card.fmt(f),
            PlayingCard::Joker => f.write_str("Joker"),
        }
    }
}

/// The cards of a shoe of `decks` standard decks with `jokers_per_deck` jokers each, in new-deck
/// order (each deck's 52 cards, then its jokers). Cards repeat once there are two decks: a shoe
/// is a multiset, which is why [`crate::pile`] never assumes a card is unique.
///
/// A Game of Bastards plays from two decks "Jokers included": `shoe(2, 2)`, 108 cards.
pub fn shoe(decks: u8, jokers_per_deck: u8) -> Vec<PlayingCard> {
    (0..decks)
        .flat_map(|_| {
            Card::full_deck()
                .map(PlayingCard::Suited)
                .chain((0..jokers_per_deck).map(|_| PlayingCard::Joker))
        })
        .collect()
}

/// Why a card could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{input}\" is not a playing card; write it like 9H, 10S, QD or AC (rank, then suit letter C/D/H/S)")]
pub struct CardParseError {
    /// What was typed.
    pub input: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Reads the short form a GM types: rank (A, 2–10, J, Q, K) then suit (C, D, H, S), in any
    /// case, e.g. `9h`, `10S`, `QD`.
    fn from_str(input: &str) -> Result<Card, CardParseError> {
        let error = || CardParseError {
            input: input.to_owned(),
        };
        let text = input.trim().to_ascii_uppercase();
        let (rank_text, suit_text) = text.split_at(text.len().checked_sub(1).ok_or_else(error)?);
        let suit = match suit_text {
            "C" => Suit::Clubs,
            "D" => Suit::Diamonds,
            "H" => Suit::Hearts,
            "S" => Suit::Spades,
            _ => return Err(error()),
        };
        let number = match rank_text {
            "A" => 1,
            "J" => 11,
            "Q" => 12,
            "K" => 13,
            digits => digits
                .parse::<u8>()
                .ok()
                .filter(|n| (2..=10).contains(n))
                .ok_or_else(error)?,
        };
        Ok(Card::new(Rank(number), suit))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_has_a_unique_index_that_round_trips() {
        let cards: Vec<Card> = Card::full_deck().collect();
        assert_eq!(cards.len(), 52);
        for (index, card) in cards.iter().enumerate() {
            assert_eq!(card.index(), index);
            assert_eq!(Card::from_index(index), Some(*card));
            assert_eq!(card.to_string().parse::<Card>(), Ok(*card));
        }
        assert_eq!(Card::from_index(52), None);
    }

    #[test]
    fn a_double_shoe_with_jokers_holds_108_cards_each_suited_card_twice() {
        let cards = shoe(2, 2);
        assert_eq!(cards.len(), 108);
        assert_eq!(
            cards.iter().filter(|c| **c == PlayingCard::Joker).count(),
            4
        );
        for card in Card::full_deck() {
            let copies = cards
                .iter()
                .filter(|c| **c == PlayingCard::Suited(card))
                .count();
            assert_eq!(copies, 2, "{card}");
        }
        assert_eq!(shoe(1, 0).len(), 52);
        assert!(shoe(0, 2).is_empty());
        assert_eq!(PlayingCard::Joker.to_string(), "Joker");
        assert_eq!(
            serde_json::to_string(&PlayingCard::Suited(Card::new(Rank::QUEEN, Suit::Hearts)))
                .expect("serializes"),
            r#"{"suited":{"rank":12,"suit":"hearts"}}"#
        );
    }

    #[test]
    fn typed_cards_are_read_and_bad_ones_refused() {
        assert_eq!("9h".parse(), Ok(Card::new(Rank(9), Suit::Hearts)));
        assert_eq!(" 10S ".parse(), Ok(Card::new(Rank(10), Suit::Spades)));
        assert_eq!("QD".parse(), Ok(Card::new(Rank::QUEEN, Suit::Diamonds)));
        for bad in ["", "H", "1H", "11S", "KX", "Joker", "AAH"] {
            assert!(bad.parse::<Card>().is_err(), "{bad:?}");
        }
    }
}
