//! Why a ledger entry is refused: each refusal names the rulebook heading it breaks and the
//! entry field at fault. A refused entry changes nothing.

use super::super::cite;
use crate::citation::Citation;
use crate::systems::clockwork::content::DamageType;
use crate::systems::clockwork::skills::Skill;
use crate::RuleViolation;

/// An entry the book does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AdvancementError {
    /// An award outside 1 to 4.
    #[error("an award of {points} experience is off the table; the GM awards 1 to 4 at a time")]
    AwardOutOfRange {
        /// Points awarded.
        points: u8,
    },
    /// Not enough unspent experience.
    #[error("{what} costs {cost} experience and {left} is unspent")]
    NotEnoughExperience {
        /// What was asked for.
        what: String,
        /// Its cost.
        cost: u32,
        /// Experience unspent.
        left: u32,
    },
    /// A skill already at 4.
    #[error("{skill} is already at {rank}; no skill goes below 4")]
    SkillAtBest {
        /// The skill.
        skill: Skill,
        /// Its rank.
        rank: u8,
    },
    /// A spell or feature level outside 1 to 4, or a nameless one.
    #[error("{name:?} at level {level}: spells and features are named, at levels 1 to 4")]
    PowerLevel {
        /// The name given.
        name: String,
        /// The level given.
        level: u8,
    },
    /// A book spell or feature bought at another level than printed.
    #[error("{name} is level {printed} in the book, not {level}")]
    WrongLevel {
        /// The book's name.
        name: &'static str,
        /// Its printed level.
        printed: u8,
        /// The level given.
        level: u8,
    },
    /// A spell or feature the character already has.
    #[error("{name} is already known")]
    AlreadyKnown {
        /// The name.
        name: String,
        /// Whether it is a spell (learned once and forever, «Magic») or a feature.
        spell: bool,
    },
    /// A feature whose prerequisite is missing.
    #[error("{name} needs {requires} first")]
    MissingPrerequisite {
        /// The feature.
        name: &'static str,
        /// What it needs.
        requires: &'static str,
    },
    /// Improved Critical without a weapon type, or with one it already covers.
    #[error("Improved Critical names a weapon type from the weapon tables, a different one each time; {choice:?} is not one")]
    WeaponTypeChoice {
        /// The choice given.
        choice: String,
    },
    /// No luck left this session.
    #[error("all {per_session} luck is spent this session")]
    NoLuckLeft {
        /// Luck a session gives.
        per_session: u8,
    },
    /// A resistance point placed with none to place.
    #[error("there is no new resistance point to place; Body has not risen past what is placed")]
    NoResistancePoint,
    /// A resistance point past the cap.
    #[error("{damage} is at {score} from points; spent points reach no type past 5")]
    ResistanceOverCap {
        /// The type.
        damage: DamageType,
        /// Its score from points.
        score: u8,
    },
}

impl AdvancementError {
    /// The rulebook heading the entry breaks.
    pub fn rule(&self) -> Citation {
        cite(match self {
            AdvancementError::AwardOutOfRange { .. }
            | AdvancementError::NotEnoughExperience { .. } => "Experience",
            AdvancementError::SkillAtBest { .. } => "Skills & Attributes",
            AdvancementError::PowerLevel { .. } | AdvancementError::WrongLevel { .. } => {
                "Experience"
            }
            AdvancementError::AlreadyKnown { spell: true, .. } => "Magic",
            AdvancementError::AlreadyKnown { spell: false, .. }
            | AdvancementError::MissingPrerequisite { .. }
            | AdvancementError::WeaponTypeChoice { .. } => "Features",
            AdvancementError::NoLuckLeft { .. } => "Using Luck",
            AdvancementError::NoResistancePoint => "Body Resistance",
            AdvancementError::ResistanceOverCap { .. } => "Spending Resistance Points",
        })
    }

    /// The entry field at fault.
    pub fn field(&self) -> &'static str {
        match self {
            AdvancementError::AwardOutOfRange { .. } => "points",
            AdvancementError::NotEnoughExperience { .. } => "xp",
            AdvancementError::SkillAtBest { .. } => "skill",
            AdvancementError::PowerLevel { .. } | AdvancementError::WrongLevel { .. } => "level",
            AdvancementError::AlreadyKnown { .. }
            | AdvancementError::MissingPrerequisite { .. } => "name",
            AdvancementError::WeaponTypeChoice { .. } => "choice",
            AdvancementError::NoLuckLeft { .. } => "luck",
            AdvancementError::NoResistancePoint | AdvancementError::ResistanceOverCap { .. } => {
                "damage"
            }
        }
    }
}

impl From<AdvancementError> for RuleViolation {
    fn from(error: AdvancementError) -> RuleViolation {
        let text = error.to_string();
        let mut chars = text.chars();
        let sentence = chars.next().map_or_else(String::new, |first| {
            first.to_uppercase().to_string() + chars.as_str()
        });
        RuleViolation::new(error.rule(), format!("{sentence}."))
    }
}
