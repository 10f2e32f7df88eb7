//! Army and deck legality by mode and game («Getting Started», «Modes of Play», «Alternate
//! Games»), the army power score and the weaker army's bonus mana.
//!
//! Which limits hold in each mode:
//!
//! | Limit                                   | Standard | Maelstorm | Chaos |
//! |-----------------------------------------|----------|-----------|-------|
//! | the game's piece counts                 | yes      | yes       | yes   |
//! | 2 copies of a troop, 1 of a unique      | yes      | yes       | no    |
//! | no good troop with an evil one          | yes      | no        | no    |
//! | deck minimum (50; 40 in a Battle Duel)  | yes      | yes       | table rule |
//! | 3 copies of a spell or equipment, 1 of a unique | yes | yes    | no    |
//! | no opposite elements, Life/Death by army | yes     | no        | no    |
//!
//! The piece counts hold in every mode: the board needs its pieces, and Maelstorm's "any
//! types of troops" and Chaos's "any troops" speak of which troops, not how many of each
//! piece. The book limits copies "for Pawns"; since a card's piece is printed on it, only the
//! pawns have more than two places a card could fill, so counting copies over the whole army
//! (as Maelstorm words it) is the same limit.
//!
//! A value the rule needs that the card leaves unknown is refused as
//! [`LegalityError::UnknownValue`], naming the card and field: the GM enters it, Tablekeep
//! never guesses it.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::cards::{Alignment, DeckCard, Element, PieceType, SpellCard, TroopCard};
use super::cite;
use super::table_rules::{deck_rules, AlignmentBasis, DeckRules};
use super::BookValue;
use crate::citation::Citation;
use crate::table_rules::TableRuleChoices;

/// The deck-building mode the players agree on («Modes of Play»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianMode"),
    schemars(rename = "LytharianMode")
)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Every restriction of «Getting Started».
    Standard,
    /// Any troops or spells, with the usual limits on amounts.
    Maelstorm,
    /// None of the restrictions.
    Chaos,
}

/// The game the army is for («Getting Started», «Alternate Games»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianGame"),
    schemars(rename = "LytharianGame")
)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    /// The full game: 16 troops, at least 50 spells and equipment.
    Full,
    /// Battle Duels: a king, a queen, a rook, a knight, a bishop and 2 pawns; at least 40.
    BattleDuel,
    /// Pawn Wars: 16 pawns, at least 50.
    PawnWars,
}

impl Game {
    /// How many troops of `piece` the army holds.
    pub const fn pieces(self, piece: PieceType) -> usize {
        match (self, piece) {
            (Game::Full, PieceType::King | PieceType::Queen) => 1,
            (Game::Full, PieceType::Rook | PieceType::Knight | PieceType::Bishop) => 2,
            (Game::Full, PieceType::Pawn) => 8,
            (Game::BattleDuel, PieceType::Pawn) => 2,
            (Game::BattleDuel, _) => 1,
            (Game::PawnWars, PieceType::Pawn) => 16,
            (Game::PawnWars, _) => 0,
        }
    }

    /// The fewest spells and equipment a deck holds.
    pub const fn deck_minimum(self) -> usize {
        match self {
            Game::BattleDuel => 40,
            Game::Full | Game::PawnWars => 50,
        }
    }

    /// Where its selection rules are.
    pub const fn rule(self) -> Citation {
        match self {
            Game::Full => cite("Getting Started"),
            Game::BattleDuel => cite("Alternate Games › Battle Duels"),
            Game::PawnWars => cite("Alternate Games › Pawn Wars"),
        }
    }
}

/// Most copies of one troop card in an army.
pub const TROOP_COPIES: usize = 2;
/// Most copies of one spell or equipment card in a deck.
pub const DECK_COPIES: usize = 3;

/// An army or deck the mode refuses, naming the rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianLegalityError"),
    schemars(rename = "LytharianLegalityError")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum LegalityError {
    /// Too many or too few troops of a piece.
    #[error("troops: {have} {piece} where the game needs {need}", piece = piece.name())]
    PieceCount {
        /// The piece.
        piece: PieceType,
        /// How many the army has.
        have: usize,
        /// How many it needs.
        need: usize,
    },
    /// A value the rule needs is unknown on this card.
    #[error("{card}: its {field} is not known; enter it to check this rule")]
    UnknownValue {
        /// The card.
        card: String,
        /// The field.
        field: String,
    },
    /// More than two of one troop.
    #[error("troops: {copies} copies of {card}, at most 2")]
    TroopCopies {
        /// The card.
        card: String,
        /// How many.
        copies: usize,
    },
    /// More than one of a unique troop or spell.
    #[error("{card} is unique: {copies} copies, at most 1")]
    UniqueCopies {
        /// The card.
        card: String,
        /// How many.
        copies: usize,
    },
    /// A good troop and an evil troop in one army.
    #[error("troops: {good} is good and {evil} is evil; they cannot share an army")]
    GoodWithEvil {
        /// A good troop.
        good: String,
        /// An evil troop.
        evil: String,
    },
    /// Too few spells and equipment.
    #[error("deck: {cards} cards, at least {least}")]
    DeckTooSmall {
        /// How many.
        cards: usize,
        /// The minimum.
        least: usize,
    },
    /// More than three of one spell or equipment.
    #[error("deck: {copies} copies of {card}, at most 3")]
    DeckCopies {
        /// The card.
        card: String,
        /// How many.
        copies: usize,
    },
    /// Spells of opposite elements in one deck.
    #[error("deck: {first_card} ({first}) and {second_card} ({second}) are of opposite elements", first = first.name(), second = second.name())]
    OppositeElements {
        /// A spell of one element.
        first_card: String,
        /// Its element.
        first: Element,
        /// A spell of the opposite one.
        second_card: String,
        /// That element.
        second: Element,
    },
    /// A Life spell with an evil army.
    #[error("deck: {card} is a Life spell, which an evil army may not use")]
    LifeInEvilArmy {
        /// The spell.
        card: String,
    },
    /// A Death spell with a good army.
    #[error("deck: {card} is a Death spell, which a good army may not use")]
    DeathInGoodArmy {
        /// The spell.
        card: String,
    },
    /// Life and Death spells with a neutral army.
    #[error("deck: {life} (Life) and {death} (Death): a neutral army uses one or the other")]
    LifeAndDeath {
        /// A Life spell.
        life: String,
        /// A Death spell.
        death: String,
    },
}

impl LegalityError {
    /// The rule it breaks.
    pub fn rule(&self, game: Game) -> Citation {
        match self {
            LegalityError::PieceCount { .. } | LegalityError::DeckTooSmall { .. } => game.rule(),
            LegalityError::UniqueCopies { .. } => cite("Glossary of Terms › Unique"),
            LegalityError::UnknownValue { .. } => cite("Game Cards"),
            LegalityError::TroopCopies { .. }
            | LegalityError::GoodWithEvil { .. }
            | LegalityError::DeckCopies { .. }
            | LegalityError::OppositeElements { .. }
            | LegalityError::LifeInEvilArmy { .. }
            | LegalityError::DeathInGoodArmy { .. }
            | LegalityError::LifeAndDeath { .. } => cite("Getting Started"),
        }
    }
}

fn unknown(card: &str, field: &str) -> LegalityError {
    LegalityError::UnknownValue {
        card: card.to_owned(),
        field: field.to_owned(),
    }
}

/// Copies of each name, in name order.
fn copies<'a>(names: impl Iterator<Item = &'a str>) -> BTreeMap<&'a str, usize> {
    let mut counted = BTreeMap::new();
    for name in names {
        *counted.entry(name).or_insert(0) += 1;
    }
    counted
}

/// Checks an army of `troops` (one entry per troop, copies repeated) for `game` in `mode`;
/// every problem found.
pub fn check_army(mode: Mode, game: Game, troops: &[&TroopCard]) -> Result<(), Vec<LegalityError>> {
    let mut errors = Vec::new();
    let mut counts = [0usize; 6];
    for troop in troops {
        match troop.piece {
            BookValue::Known(piece) => counts[piece as usize] += 1,
            BookValue::Unknown => errors.push(unknown(&troop.name, "piece")),
        }
    }
    if errors.is_empty() {
        for piece in PieceType::ALL {
            let (have, need) = (counts[piece as usize], game.pieces(piece));
            if have != need {
                errors.push(LegalityError::PieceCount { piece, have, need });
            }
        }
    }
    if mode != Mode::Chaos {
        for (name, copies) in copies(troops.iter().map(|t| t.name.as_str())) {
            let card = troops.iter().find(|t| t.name == name).expect("counted");
            if copies > TROOP_COPIES {
                errors.push(LegalityError::TroopCopies {
                    card: name.to_owned(),
                    copies,
                });
            }
            match card.unique {
                BookValue::Known(true) if copies > 1 => errors.push(LegalityError::UniqueCopies {
                    card: name.to_owned(),
                    copies,
                }),
                BookValue::Unknown if copies > 1 => errors.push(unknown(name, "unique")),
                _ => {}
            }
        }
    }
    if mode == Mode::Standard {
        let mut good = None;
        let mut evil = None;
        for troop in troops {
            match troop.alignment {
                BookValue::Known(Alignment::Good) => good = good.or(Some(&troop.name)),
                BookValue::Known(Alignment::Evil) => evil = evil.or(Some(&troop.name)),
                BookValue::Known(Alignment::Neutral) => {}
                BookValue::Unknown => errors.push(unknown(&troop.name, "alignment")),
            }
        }
        if let (Some(good), Some(evil)) = (good, evil) {
            errors.push(LegalityError::GoodWithEvil {
                good: good.clone(),
                evil: evil.clone(),
            });
        }
    }
    dedup_unknowns(&mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn dedup_unknowns(errors: &mut Vec<LegalityError>) {
    let mut seen = std::collections::HashSet::new();
    errors.retain(|error| match error {
        LegalityError::UnknownValue { card, field } => seen.insert((card.clone(), field.clone())),
        _ => true,
    });
}

/// An army's alignment for its Life and Death spells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianArmyAlignment"),
    schemars(rename = "LytharianArmyAlignment")
)]
#[serde(rename_all = "snake_case")]
pub enum ArmyAlignment {
    /// No Death spells.
    Good,
    /// No Life spells.
    Evil,
    /// Life or Death spells, not both.
    Neutral,
    /// Good and evil troops together: only outside Standard, where Life and Death are free.
    Mixed,
}

/// The army's alignment under the table rule; an unknown alignment is refused.
pub fn army_alignment(
    troops: &[&TroopCard],
    basis: AlignmentBasis,
) -> Result<ArmyAlignment, LegalityError> {
    let mut good = 0;
    let mut evil = 0;
    for troop in troops {
        match troop.alignment {
            BookValue::Known(Alignment::Good) => good += 1,
            BookValue::Known(Alignment::Evil) => evil += 1,
            BookValue::Known(Alignment::Neutral) => {}
            BookValue::Unknown => return Err(unknown(&troop.name, "alignment")),
        }
    }
    let all = troops.len();
    Ok(match (good, evil) {
        (0, 0) => ArmyAlignment::Neutral,
        (_, 0) if basis == AlignmentBasis::AnyAlignedTroop || good == all => ArmyAlignment::Good,
        (0, _) if basis == AlignmentBasis::AnyAlignedTroop || evil == all => ArmyAlignment::Evil,
        (_, 0) | (0, _) => ArmyAlignment::Neutral,
        _ => ArmyAlignment::Mixed,
    })
}

/// Checks the deck of `army` for `game` in `mode` under the campaign's table rules
/// (`gm_opposites` are the opposite elements the GM entered, read when the campaign chose
/// them); every problem found.
pub fn check_deck_at_table(
    mode: Mode,
    game: Game,
    army: &[&TroopCard],
    deck: &[DeckCard<'_>],
    choices: &TableRuleChoices,
    gm_opposites: &[(Element, Element)],
) -> Result<(), Vec<LegalityError>> {
    check_deck(mode, game, army, deck, &deck_rules(choices, gm_opposites))
}

/// Checks the deck of `army` (one entry per card, copies repeated) for `game` in `mode`.
pub fn check_deck(
    mode: Mode,
    game: Game,
    army: &[&TroopCard],
    deck: &[DeckCard<'_>],
    rules: &DeckRules,
) -> Result<(), Vec<LegalityError>> {
    let mut errors = Vec::new();
    if mode != Mode::Chaos || rules.chaos_keeps_minimum {
        let least = game.deck_minimum();
        if deck.len() < least {
            errors.push(LegalityError::DeckTooSmall {
                cards: deck.len(),
                least,
            });
        }
    }
    if mode != Mode::Chaos {
        for (name, copies) in copies(deck.iter().map(DeckCard::name)) {
            let card = deck.iter().find(|c| c.name() == name).expect("counted");
            if copies > DECK_COPIES {
                errors.push(LegalityError::DeckCopies {
                    card: name.to_owned(),
                    copies,
                });
            }
            match card.unique() {
                BookValue::Known(true) if copies > 1 => errors.push(LegalityError::UniqueCopies {
                    card: name.to_owned(),
                    copies,
                }),
                BookValue::Unknown if copies > 1 => errors.push(unknown(name, "unique")),
                _ => {}
            }
        }
    }
    if mode == Mode::Standard {
        check_elements(army, deck, rules, &mut errors);
    }
    dedup_unknowns(&mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Opposite elements, and Life and Death by the army's alignment (Standard only).
fn check_elements(
    army: &[&TroopCard],
    deck: &[DeckCard<'_>],
    rules: &DeckRules,
    errors: &mut Vec<LegalityError>,
) {
    let spells: Vec<&SpellCard> = deck
        .iter()
        .filter_map(|card| match card {
            DeckCard::Spell(spell) => Some(*spell),
            DeckCard::Equipment(_) => None,
        })
        .collect();
    let mut first_of: BTreeMap<Element, &str> = BTreeMap::new();
    for spell in &spells {
        match spell.element {
            BookValue::Known(element) => {
                first_of.entry(element).or_insert(&spell.name);
            }
            BookValue::Unknown => errors.push(unknown(&spell.name, "element")),
        }
    }
    for (a, b) in &rules.opposites {
        if let (Some(first_card), Some(second_card)) = (first_of.get(a), first_of.get(b)) {
            errors.push(LegalityError::OppositeElements {
                first_card: (*first_card).to_owned(),
                first: *a,
                second_card: (*second_card).to_owned(),
                second: *b,
            });
        }
    }
    let (life, death) = (first_of.get(&Element::Life), first_of.get(&Element::Death));
    if life.is_none() && death.is_none() {
        return;
    }
    match army_alignment(army, rules.alignment) {
        Err(error) => errors.push(error),
        Ok(ArmyAlignment::Evil) => {
            if let Some(card) = life {
                errors.push(LegalityError::LifeInEvilArmy {
                    card: (*card).to_owned(),
                });
            }
        }
        Ok(ArmyAlignment::Good) => {
            if let Some(card) = death {
                errors.push(LegalityError::DeathInGoodArmy {
                    card: (*card).to_owned(),
                });
            }
        }
        Ok(ArmyAlignment::Neutral) => {
            if let (Some(life), Some(death)) = (life, death) {
                errors.push(LegalityError::LifeAndDeath {
                    life: (*life).to_owned(),
                    death: (*death).to_owned(),
                });
            }
        }
        // Good with evil is refused by the army check itself.
        Ok(ArmyAlignment::Mixed) => {}
    }
}

/// The army power score: the sum of its troops' («Getting Started» › Army Power Score);
/// refused when a troop's is unknown.
pub fn army_power(troops: &[&TroopCard]) -> Result<u32, LegalityError> {
    troops
        .iter()
        .try_fold(0u32, |sum, troop| match troop.power {
            BookValue::Known(power) => Ok(sum + u32::from(power)),
            BookValue::Unknown => Err(unknown(&troop.name, "power")),
        })
}

/// Who goes first and with how much bonus mana.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "LytharianFirstPlayer"),
    schemars(rename = "LytharianFirstPlayer")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum FirstPlayer {
    /// The army with the lower score (0 or 1, in the order given) goes first with the bonus.
    LowerScore {
        /// Which army.
        army: u8,
        /// Its bonus mana: the difference divided by 5, rounded up.
        bonus_mana: u32,
    },
    /// Equal scores: each player rolls a D6, the higher goes first, ties roll again.
    RollOff,
}

/// The first player and bonus mana from two army power scores («Getting Started» › Army
/// Power Score).
pub fn first_player(scores: [u32; 2]) -> FirstPlayer {
    let [a, b] = scores;
    if a == b {
        return FirstPlayer::RollOff;
    }
    let (army, difference) = if a < b { (0, b - a) } else { (1, a - b) };
    FirstPlayer::LowerScore {
        army,
        bonus_mana: difference.div_ceil(5),
    }
}
