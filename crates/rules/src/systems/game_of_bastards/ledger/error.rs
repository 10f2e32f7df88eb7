//! Why a ledger entry is refused: each refusal names the rulebook heading it breaks. A refused
//! entry changes nothing: applying is a pure function from one character to the next.

use super::super::cite;
use super::super::creation::{sentence, CreationError};
use crate::citation::Citation;
use crate::RuleViolation;

/// An entry the book does not allow on this character.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AdvancementError {
    /// The ledger does not begin with the creation, or a second creation.
    #[error("{0}")]
    Creation(&'static str),
    /// The creation entry's build is refused.
    #[error("{0}")]
    Build(#[from] CreationError),
    /// XP spent outside Time Passes and the moment before The End.
    #[error("XP is spent only when the group uses Time Passes or before The End")]
    NotASpendingTime,
    /// More XP than the character has left.
    #[error("{what} costs {cost} XP; the character has {unspent} left")]
    NotEnoughXp {
        /// What was to be bought.
        what: String,
        /// Its price.
        cost: u32,
        /// XP left.
        unspent: u32,
    },
    /// An entry's recorded price is not one the book or a table rule gives.
    #[error("{what} is recorded at {recorded} XP; it costs {expected}")]
    WrongPrice {
        /// What was bought.
        what: String,
        /// The price recorded.
        recorded: u32,
        /// The price by the rules.
        expected: String,
    },
    /// An advantage bought only at creation.
    #[error("{0} can only be bought at character creation")]
    CreationOnly(&'static str),
    /// An advantage, disadvantage or skill the purchase cannot take (unknown, at its maximum,
    /// a missing weapon, …).
    #[error("{0}")]
    Purchase(String),
    /// A disadvantage XP cannot remove.
    #[error("{name} cannot be removed with XP{why}")]
    NotRemovable {
        /// Its name.
        name: &'static str,
        /// Why, in words.
        why: &'static str,
    },
    /// A disadvantage the character does not have.
    #[error("the character has no {0}")]
    NoSuchDisadvantage(String),
    /// A disadvantage inflicted past its maximum, unknown, or on a character who is not out of
    /// play.
    #[error("{0}")]
    Inflicted(String),
    /// A monster with no Power Rating.
    #[error("a monster's Power Rating is at least 1")]
    PowerRating,
    /// Debt paid off outside Time Passes, twice in one, without Capital or without Debt.
    #[error("{0}")]
    Debt(&'static str),
    /// Capital to cash in or lose that the character does not have, or a recorded cash-out
    /// that is not the level's value.
    #[error("{0}")]
    Capital(String),
    /// Landed income without Landed, or for no months.
    #[error("{0}")]
    Landed(&'static str),
    /// Cash that would fall below nothing.
    #[error("{spent} is more than the {on_hand} on hand")]
    NotEnoughCash {
        /// What was to be spent, in dollars.
        spent: String,
        /// What the character has, in dollars.
        on_hand: String,
    },
    /// Anything but undo after the character was killed.
    #[error("the character has been killed; only undo applies now")]
    Dead,
    /// A successor asked of a character who lives.
    #[error("only a killed character leaves a successor")]
    NotKilled,
    /// Undo with nothing but the creation left.
    #[error("the creation is the first entry and cannot be undone")]
    NothingToUndo,
}

impl AdvancementError {
    /// The rulebook heading the entry breaks.
    pub fn rule(&self) -> Citation {
        match self {
            AdvancementError::Build(error) => error.rule(),
            AdvancementError::Creation(_) | AdvancementError::NothingToUndo => {
                cite("ii. Points & Costs")
            }
            AdvancementError::NotASpendingTime => cite("Time Passes"),
            AdvancementError::NotEnoughXp { .. }
            | AdvancementError::WrongPrice { .. }
            | AdvancementError::Purchase(_) => cite("ii. Points & Costs"),
            AdvancementError::CreationOnly(_) => cite("vi. Advantages"),
            AdvancementError::NotRemovable { .. }
            | AdvancementError::NoSuchDisadvantage(_)
            | AdvancementError::Inflicted(_) => cite("vii. Disadvantages"),
            AdvancementError::PowerRating => cite("Monsters › Challenging"),
            AdvancementError::Debt(_) => cite("vii. Disadvantages › Debt"),
            AdvancementError::Capital(_) | AdvancementError::NotEnoughCash { .. } => {
                cite("Capital")
            }
            AdvancementError::Landed(_) => cite("Landed"),
            AdvancementError::Dead | AdvancementError::NotKilled => cite("Killed"),
        }
    }
}

impl From<AdvancementError> for RuleViolation {
    fn from(error: AdvancementError) -> RuleViolation {
        RuleViolation::new(error.rule(), sentence(&error.to_string()))
    }
}
