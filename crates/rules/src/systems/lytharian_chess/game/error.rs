//! Why the engine refuses a command or a setup: one typed error per rule, each naming its
//! rulebook section. A refused command changes nothing.

use serde::Serialize;

use super::super::army::LegalityError;
use super::super::board::Side;
use super::super::cite;
use super::{side_name, Phase};
use crate::citation::Citation;
use crate::RuleViolation;

/// A refused command or setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum MatchError {
    /// An army breaks its mode's limits (or needs values the GM has not entered).
    #[error("The {army} army is not legal: {problems}")]
    IllegalArmy {
        /// "first" or "second" in the order entered.
        army: &'static str,
        /// Each problem, in a sentence.
        problems: String,
    },
    /// A value the engine needs is not in the book and the GM has not entered it.
    #[error("{card}: its {field} is not in the book; enter it from the card before playing it.")]
    UnknownValue {
        /// The card.
        card: String,
        /// The field.
        field: &'static str,
    },
    /// The troops are not in the book's starting order.
    #[error("{0}")]
    BadSetup(String),
    /// The match is over.
    #[error("The match is over.")]
    MatchOver,
    /// It is not this player's turn (or priority).
    #[error("{0} may not act now: it is not their turn.")]
    NotYourTurn(&'static str),
    /// This player does not have priority.
    #[error("{0} does not have priority: the other player is to cast a spell or pass.")]
    NotYourPriority(&'static str),
    /// The command belongs to another phase.
    #[error("That is done in the {needed} phase, and this is the {now} phase.")]
    WrongPhase {
        /// Where it belongs.
        needed: &'static str,
        /// Where the turn is.
        now: &'static str,
    },
    /// Spells wait on the stack, or a combat waits for spells: cast or pass first.
    #[error("Spells are waiting to resolve: cast a fast cast spell or pass first.")]
    StackPending,
    /// A combat choice is awaited first.
    #[error("The troops in combat must make their choices first, the defender first.")]
    ChoicePending,
    /// A promotion choice is awaited first.
    #[error("The pawn on the far side must promote or stay a pawn first.")]
    PromotionPending,
    /// The card is not in this player's hand.
    #[error("That card is not in {0}'s hand.")]
    NotInHand(&'static str),
    /// Not enough mana.
    #[error("The spell costs {cost} mana and only {have} is available.")]
    NotEnoughMana {
        /// The cost.
        cost: u8,
        /// Counter plus harnessed mana.
        have: u8,
    },
    /// The spell may not be cast now.
    #[error("{card} is a {spell_type} spell: {why}")]
    WrongTiming {
        /// The card.
        card: String,
        /// Its type.
        spell_type: &'static str,
        /// When it may be cast.
        why: &'static str,
    },
    /// The target may not be targeted.
    #[error("{0}")]
    BadTarget(String),
    /// The book does not say what the spell does and the GM has not entered it.
    #[error("The book does not say what {0} does; enter its effect before casting it.")]
    EffectUnknown(String),
    /// Only spells are harnessed; only once a turn.
    #[error("{0}")]
    CannotHarness(String),
    /// The turn's move is made already.
    #[error("This turn's move is made already: one move a turn.")]
    AlreadyMoved,
    /// The turn's attack is made already.
    #[error("This turn's attack is made already: one attack a turn.")]
    AlreadyAttacked,
    /// The move is not one the troop can make.
    #[error("{0}")]
    IllegalMove(String),
    /// The attack is not one the troop can make.
    #[error("{0}")]
    IllegalAttack(String),
    /// The turn may not end yet.
    #[error("A troop must move every turn; this turn's move is not made yet.")]
    MustMove,
    /// The troop is not this player's, or not on the board.
    #[error("{0}")]
    NotYourTroop(String),
    /// Charging needs 15 mana and an obelisk below 6.
    #[error("{0}")]
    CannotCharge(String),
    /// The draw choice is not open, or the discard is wrong.
    #[error("{0}")]
    BadDraw(String),
    /// The choice is not one the troop has.
    #[error("{0}")]
    BadChoice(String),
    /// The ability may not be used now, or on that target.
    #[error("{0}")]
    BadAbility(String),
    /// The engine does not apply this ability yet: the GM applies it at the table.
    #[error("{0} is not applied by the engine yet; apply it at the table.")]
    AbilityNotAutomated(&'static str),
    /// The promotion is not allowed.
    #[error("{0}")]
    BadPromotion(String),
}

impl MatchError {
    /// The rule that refuses, as a citation.
    pub fn rule(&self) -> Citation {
        cite(match self {
            MatchError::IllegalArmy { .. } | MatchError::UnknownValue { .. } => "Getting Started",
            MatchError::BadSetup(_) => "Board Setup",
            MatchError::MatchOver => "Play Overview and Winning",
            MatchError::NotYourTurn(_) | MatchError::WrongPhase { .. } => "Phases of a Turn",
            MatchError::NotYourPriority(_) | MatchError::StackPending => "Spellcasting Overview",
            MatchError::ChoicePending | MatchError::BadChoice(_) => "Troop Abilities",
            MatchError::PromotionPending | MatchError::BadPromotion(_) => {
                "Troop Movement › Pawn Promotion"
            }
            MatchError::NotInHand(_) | MatchError::NotEnoughMana { .. } => "Spellcasting Overview",
            MatchError::WrongTiming { .. } | MatchError::EffectUnknown(_) => "Card Types",
            MatchError::BadTarget(_) => "Targeting",
            MatchError::CannotHarness(_) => "Mana Harnessing",
            MatchError::AlreadyMoved | MatchError::MustMove => "Phases of a Turn › Main Phase",
            MatchError::AlreadyAttacked | MatchError::IllegalAttack(_) => "Combat Overview",
            MatchError::IllegalMove(_) => "Troop Movement",
            MatchError::NotYourTroop(_) => "Fog of War",
            MatchError::CannotCharge(_) => "Phases of a Turn › Mana Phase",
            MatchError::BadDraw(_) => "Phases of a Turn › Draw Phase",
            MatchError::BadAbility(_) | MatchError::AbilityNotAutomated(_) => "Phases of a Turn",
        })
    }

    /// The refusal as the encounter engine reports it.
    pub fn violation(&self) -> RuleViolation {
        RuleViolation::new(self.rule(), self.to_string())
    }

    /// The army's legality problems, joined.
    pub(crate) fn army(index: usize, problems: &[LegalityError]) -> MatchError {
        MatchError::IllegalArmy {
            army: if index == 0 { "first" } else { "second" },
            problems: problems
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    /// Not `side`'s turn.
    pub(crate) fn not_turn(side: Side) -> MatchError {
        MatchError::NotYourTurn(side_name(side))
    }
}

impl From<MatchError> for RuleViolation {
    fn from(error: MatchError) -> RuleViolation {
        error.violation()
    }
}

/// The phase's name in a sentence.
pub(crate) const fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Effects => "effects",
        Phase::DrawChoice => "draw",
        Phase::Main => "main",
    }
}
