//! Why a build is refused: each refusal names the rulebook heading it breaks and the build
//! field at fault, so the GM sees which rule and which entry. A refused build changes nothing:
//! creation is a pure function of the build.

use super::super::cite;
use super::super::content::{Skill, Trait};
use crate::citation::Citation;
use crate::RuleViolation;

/// A build the book does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CreationError {
    /// A trait below where it starts (1, or 2 for the suit's trait).
    #[error("{trait_name} is {rank}; it starts at {start}{why}")]
    TraitBelowStart {
        /// The trait.
        trait_name: Trait,
        /// Its rank.
        rank: u8,
        /// Where it starts.
        start: u8,
        /// " as the suit's trait", or nothing.
        why: &'static str,
    },
    /// A trait, skill or advantage above the creation cap.
    #[error("{what} is at rank {rank}; at creation nothing goes above rank {cap}")]
    OverCreationCap {
        /// What is too high ("Body", "Sword Combat", "Toughness").
        what: String,
        /// Its rank.
        rank: u8,
        /// The cap.
        cap: u8,
        /// The build field.
        field: String,
    },
    /// A template skill without its weapon or craft, or a plain skill with one.
    #[error("{skill} {problem}")]
    SkillSubject {
        /// The skill as written.
        skill: String,
        /// What is wrong.
        problem: &'static str,
        /// Its index in the build's skills.
        index: usize,
    },
    /// A skill ranked below 1.
    #[error("{skill} is ranked {rank}; every skill starts at 1")]
    SkillBelowStart {
        /// The skill.
        skill: Skill,
        /// Its rank.
        rank: u8,
        /// Its index.
        index: usize,
    },
    /// The same skill listed twice.
    #[error("{skill} is listed twice")]
    SkillTwice {
        /// The skill.
        skill: Skill,
        /// The second entry's index.
        index: usize,
    },
    /// A specialty with no name, one skill twice, or a skill below rank 2.
    #[error("the {name:?} specialty {problem}")]
    Specialty {
        /// Its name.
        name: String,
        /// What is wrong.
        problem: String,
        /// Its index.
        index: usize,
    },
    /// An advantage the book does not list.
    #[error("there is no advantage {id:?}")]
    UnknownAdvantage {
        /// The id given.
        id: String,
        /// Its index.
        index: usize,
    },
    /// An advantage at level 0 or past its maximum.
    #[error("{name} is taken at level {level}; it goes from 1 to {max}")]
    AdvantageLevel {
        /// Its name.
        name: &'static str,
        /// The level asked for.
        level: u8,
        /// Its most levels.
        max: u8,
        /// Its index.
        index: usize,
    },
    /// A weapon missing on an advantage that names one, or given to one that names none.
    #[error("{name} {problem}")]
    AdvantageWeapon {
        /// Its name.
        name: &'static str,
        /// What is wrong.
        problem: &'static str,
        /// Its index.
        index: usize,
    },
    /// The same advantage (and weapon) twice.
    #[error("{name} is listed twice; take it at a higher level instead")]
    AdvantageTwice {
        /// Its name.
        name: &'static str,
        /// The second entry's index.
        index: usize,
    },
    /// A disadvantage the book does not list.
    #[error("there is no disadvantage {id:?}")]
    UnknownDisadvantage {
        /// The id given.
        id: String,
        /// Its index.
        index: usize,
    },
    /// A disadvantage at level 0 or past its maximum.
    #[error("{name} is taken at level {level}; it goes from 1 to {max}")]
    DisadvantageLevel {
        /// Its name.
        name: &'static str,
        /// The level asked for.
        level: u8,
        /// Its most levels.
        max: u8,
        /// Its index.
        index: usize,
    },
    /// The same disadvantage twice.
    #[error("{name} is listed twice")]
    DisadvantageTwice {
        /// Its name.
        name: &'static str,
        /// The second entry's index.
        index: usize,
    },
    /// More XP spent than the character has.
    #[error("the build spends {spent} XP; the character has {budget}")]
    Overspent {
        /// XP the character has.
        budget: u32,
        /// XP the build spends.
        spent: u32,
    },
}

impl CreationError {
    /// The rulebook heading the build breaks.
    pub fn rule(&self) -> Citation {
        cite(match self {
            CreationError::TraitBelowStart { .. }
            | CreationError::OverCreationCap { .. }
            | CreationError::Overspent { .. } => "ii. Points & Costs",
            CreationError::SkillSubject { .. }
            | CreationError::SkillBelowStart { .. }
            | CreationError::SkillTwice { .. } => "iv. Skills",
            CreationError::Specialty { .. } => "v. Specialties",
            CreationError::UnknownAdvantage { .. }
            | CreationError::AdvantageLevel { .. }
            | CreationError::AdvantageWeapon { .. }
            | CreationError::AdvantageTwice { .. } => "vi. Advantages",
            CreationError::UnknownDisadvantage { .. }
            | CreationError::DisadvantageLevel { .. }
            | CreationError::DisadvantageTwice { .. } => "vii. Disadvantages",
        })
    }

    /// The build field at fault, as a JSON path ("traits.body", "advantages[2]").
    pub fn field(&self) -> String {
        match self {
            CreationError::TraitBelowStart { trait_name, .. } => {
                format!("traits.{}", trait_name.name().to_ascii_lowercase())
            }
            CreationError::OverCreationCap { field, .. } => field.clone(),
            CreationError::SkillSubject { index, .. }
            | CreationError::SkillBelowStart { index, .. }
            | CreationError::SkillTwice { index, .. } => format!("skills[{index}]"),
            CreationError::Specialty { index, .. } => format!("specialties[{index}]"),
            CreationError::UnknownAdvantage { index, .. }
            | CreationError::AdvantageLevel { index, .. }
            | CreationError::AdvantageWeapon { index, .. }
            | CreationError::AdvantageTwice { index, .. } => format!("advantages[{index}]"),
            CreationError::UnknownDisadvantage { index, .. }
            | CreationError::DisadvantageLevel { index, .. }
            | CreationError::DisadvantageTwice { index, .. } => format!("disadvantages[{index}]"),
            CreationError::Overspent { .. } => "build".to_owned(),
        }
    }
}

impl From<CreationError> for RuleViolation {
    fn from(error: CreationError) -> RuleViolation {
        RuleViolation::new(error.rule(), sentence(&error.to_string()))
    }
}

/// "the build spends…" → "The build spends….".
pub(crate) fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        format!("{}{}.", first.to_uppercase(), chars.as_str())
    })
}
