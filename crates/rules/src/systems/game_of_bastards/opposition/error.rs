//! Why a command is refused in an Opposition: each refusal names the rule it breaks, and a
//! refused command changes nothing.

use super::super::cite;
use super::CombatantId;
use crate::citation::Citation;
use crate::RuleViolation;

/// A command the Opposition's rules refuse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OppositionError {
    /// The setup is not one the rules can begin from.
    #[error("{reason}")]
    Setup {
        /// What is wrong, in a sentence.
        reason: String,
    },
    /// No combatant has this id.
    #[error("No combatant in this Opposition has the id {id}.")]
    UnknownCombatant {
        /// The id given.
        id: CombatantId,
    },
    /// The card is not in the combatant's hand.
    #[error("{name} holds no {card} in hand.")]
    NotInHand {
        /// Whose hand.
        name: String,
        /// The card asked for, in words.
        card: String,
    },
    /// The combatant has already played as many cards as its skill's rank.
    #[error("{name} has played {cap} of {cap} cards for {skill}: a bet beyond the skill's rank is not allowed; only Wildcards add more.")]
    OverTheCap {
        /// Who.
        name: String,
        /// The skill.
        skill: String,
        /// Its cap.
        cap: u8,
    },
    /// Someone else is to act now.
    #[error("{name} cannot {doing} now: {waiting}.")]
    OutOfTurn {
        /// Who tried.
        name: String,
        /// What they tried, in words ("bet").
        doing: &'static str,
        /// Who or what the Opposition waits for.
        waiting: String,
    },
    /// The command does not belong to this moment of the Opposition.
    #[error("Not now: {waiting}.")]
    NotNow {
        /// What the Opposition waits for.
        waiting: String,
        /// The step that says so.
        rule: &'static str,
    },
    /// The combatant cannot act or play cards in its state.
    #[error("{name} is {condition} and can take no action nor play any card.")]
    CannotAct {
        /// Who.
        name: String,
        /// Its state.
        condition: &'static str,
    },
    /// No Wildcard is left to spend.
    #[error("{name} has no Wildcard to spend.")]
    NoWildcard {
        /// Who.
        name: String,
    },
    /// A Desperate character adds Spirit or Luck and no other trait.
    #[error("{name} is in Desperation: a hand uses Spirit or Luck, not {trait_name}.")]
    DesperateTrait {
        /// Who.
        name: String,
        /// The trait asked for.
        trait_name: &'static str,
    },
    /// The Desperation draw is of Spirit or Luck cards.
    #[error("Desperation draws Spirit or Luck cards, not {trait_name}.")]
    DesperationDrawTrait {
        /// The trait asked for.
        trait_name: &'static str,
    },
    /// An aggressor needs a card to play face down.
    #[error("{name} has no card to play.")]
    EmptyHand {
        /// Who.
        name: String,
    },
    /// The deck's top card is only for a defender with no cards.
    #[error("{name} still holds cards: only a defender with none plays the deck's top card.")]
    StillHoldsCards {
        /// Who.
        name: String,
    },
    /// A character does not attack itself.
    #[error("{name} cannot target itself.")]
    OwnTarget {
        /// Who.
        name: String,
    },
    /// The card is the one already in place.
    #[error("{name} already has that card as initiative.")]
    SameInitiative {
        /// Who.
        name: String,
    },
    /// Every card of the deck is in a hand or in play.
    #[error("No card is left to draw: the draw pile and the discard pile are both empty.")]
    DeckExhausted,
    /// The Opposition is over.
    #[error("The Opposition is over.")]
    Over,
    /// A card entered from the table is not left in the deck it would be drawn from.
    #[error("The {card} is not left in the deck: it cannot be the next card drawn.")]
    NotInDeck {
        /// The card, in words.
        card: String,
    },
    /// More cards were entered than the command draws.
    #[error("{left} of the cards entered were not drawn by this command: enter only the cards it draws.")]
    EnteredNotDrawn {
        /// How many were left over.
        left: usize,
    },
    /// Entered cards wrap one command, once.
    #[error("Cards entered from the table wrap one command, once.")]
    EnteredTwice,
}

impl OppositionError {
    /// The rule that refuses: the rulebook heading.
    pub fn rule(&self) -> Citation {
        cite(match self {
            OppositionError::Setup { .. } | OppositionError::UnknownCombatant { .. } => {
                "ii. Opposition"
            }
            OppositionError::NotInHand { .. }
            | OppositionError::OverTheCap { .. }
            | OppositionError::NoWildcard { .. }
            | OppositionError::EmptyHand { .. }
            | OppositionError::StillHoldsCards { .. }
            | OppositionError::OwnTarget { .. } => "d. Opposed Draws",
            OppositionError::OutOfTurn { .. } | OppositionError::Over => "a. Turn Order",
            OppositionError::NotNow { rule, .. } => rule,
            OppositionError::CannotAct { .. } => "f. Player States › Knocked Out",
            OppositionError::DesperateTrait { .. }
            | OppositionError::DesperationDrawTrait { .. } => "f. Player States › Desperation",
            OppositionError::SameInitiative { .. } => "b. Initiative",
            OppositionError::DeckExhausted
            | OppositionError::NotInDeck { .. }
            | OppositionError::EnteredNotDrawn { .. }
            | OppositionError::EnteredTwice => "Shuffling",
        })
    }

    /// The refusal as the shared engine reports it.
    pub fn violation(&self) -> RuleViolation {
        RuleViolation::new(self.rule(), self.to_string())
    }
}
