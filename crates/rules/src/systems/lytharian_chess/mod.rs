//! Lytharian Chess: a two-player, card-driven war game on a chessboard (rulebook
//! `lytharian-chess.txt`).
//!
//! The book names a 264-card list it does not contain: only 31 troops, 31 spells and 7 pieces
//! of equipment are named, most without full stats. So this system is a card library the GM
//! completes, the army and deck builder's legality by mode, and matches on the board. It is
//! pure; its cards and armies are behind the api (`tablekeep-api`'s
//! `systems/lytharian_chess/`), its matches too:
//!
//! - [`value`]: [`BookValue`], a value the book gives or one it does not (GM to enter).
//! - [`cards`]: troops, spells and equipment as typed cards, the starter set of every card the
//!   book names (holding exactly what the book gives), and validation of a GM-authored card.
//! - [`keywords`]: every keyword ability of the glossary as a typed effect with its X and Y,
//!   its meaning in our words and its citation. The match engine (a later slice) applies them.
//! - [`army`]: army and deck legality by mode (Standard, Maelstorm, Chaos) and by game (the
//!   full game, Battle Duels, Pawn Wars), every refusal naming its rule; the army power score
//!   and the weaker army's bonus mana.
//! - [`board`]: the 8×8 board relative to each side and move generation per piece type on the
//!   shared grid.
//! - [`game`]: the match engine (the encounter engine's `Battle` and `Legal`): setup, turns
//!   by phase, moves, combat, the spell stack, keyword effects, winning, per-side views.
//! - [`table_rules`]: the named choices where the book is silent or its illustration is lost.
//!
//! Citations name the rulebook's section headings ("Getting Started", "Glossary of Terms ›
//! Brace X"). The book spells the second mode "Maelstorm"; Tablekeep keeps its spelling.

pub mod army;
pub mod board;
pub mod cards;
pub mod game;
pub mod keywords;
pub mod table_rules;
pub mod value;

#[cfg(test)]
mod tests_army;
#[cfg(test)]
mod tests_examples;
#[cfg(test)]
mod tests_table_rules;

pub use value::BookValue;

use crate::citation::Citation;
use crate::SystemId;

/// A citation of a Lytharian Chess rulebook heading ("Heading" or "Heading › Entry").
pub(crate) const fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::LytharianChess, section)
}
