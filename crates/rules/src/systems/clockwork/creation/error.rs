//! Why a build is refused: each refusal names the rulebook heading it breaks and the build
//! field at fault, so the GM sees which rule and which entry.

use super::super::cite;
use crate::citation::Citation;
use crate::systems::clockwork::content::{DamageType, Size};
use crate::systems::clockwork::skills::Skill;
use crate::RuleViolation;

/// A build the book does not allow. Each names its rule ([`CreationError::rule`]) and the
/// build field at fault ([`CreationError::field`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CreationError {
    /// A skill rank outside 12 to 4.
    #[error("{skill} is ranked {rank}; skill ranks run from 12 down to 4")]
    RankOutOfRange {
        /// The skill.
        skill: Skill,
        /// Its rank.
        rank: u8,
    },
    /// The 36 points lowered a skill past 7.
    #[error("the 36 points lower {skill} to {rank}; they lower no skill below 7")]
    SpreadBelowSeven {
        /// The skill.
        skill: Skill,
        /// Its rank.
        rank: u8,
    },
    /// The spread does not spend exactly 36 points.
    #[error("the skill spread spends {spent} points; it must spend exactly 36")]
    SpreadTotal {
        /// Points spent.
        spent: u32,
    },
    /// No such premade option.
    #[error("there is no premade option {option}; the options are 1 to 8")]
    NoSuchPremade {
        /// The option asked for.
        option: u8,
    },
    /// The spread does not follow the premade option it names.
    #[error("premade option {option} puts {expected} skills at {rank}; the spread puts {found}")]
    PremadeMismatch {
        /// The option.
        option: u8,
        /// The rank that differs.
        rank: u8,
        /// Skills the option puts there.
        expected: u8,
        /// Skills the spread puts there.
        found: u8,
    },
    /// A size the species does not come in.
    #[error("{species} are {allowed}; {size:?} is not one of their sizes")]
    SizeNotOffered {
        /// The species' name.
        species: &'static str,
        /// What sizes it has, in words.
        allowed: &'static str,
        /// The size asked for (`None`: no size given where one is needed).
        size: Option<Size>,
    },
    /// The species bonus skills are not two of the species' list.
    #[error("{species} pick two different bonus skills from their list; {picked:?} are not")]
    SpeciesBonusSkills {
        /// The species' name.
        species: &'static str,
        /// What was picked.
        picked: Vec<Skill>,
    },
    /// The personal bonus skill already has a bonus.
    #[error("{skill} already has a bonus from the species; pick a skill without one")]
    BonusSkillTaken {
        /// The skill.
        skill: Skill,
    },
    /// The +1 resistance is missing, or in a type the species cannot put it.
    #[error("{species} cannot put their +1 resistance in {damage:?}")]
    ResistanceBonus {
        /// The species' name.
        species: &'static str,
        /// The type asked for (`None`: none given where one is needed).
        damage: Option<DamageType>,
    },
    /// The wrong number of foci.
    #[error("pick {expected} foci, not {found}")]
    FocusCount {
        /// Foci to pick.
        expected: usize,
        /// Foci picked.
        found: usize,
    },
    /// A focus in a skill that has none (Stamina, Will).
    #[error("{skill} has no foci")]
    NoFociInSkill {
        /// The skill.
        skill: Skill,
    },
    /// A focus with no name.
    #[error("a focus in {skill} needs a name")]
    UnnamedFocus {
        /// The skill.
        skill: Skill,
    },
    /// The same focus twice.
    #[error("the {name} focus in {skill} is taken twice")]
    FocusTwice {
        /// The skill.
        skill: Skill,
        /// The name.
        name: String,
    },
    /// A species grant left out, given where there is none, or not one the species offers.
    #[error("{species}: {problem}")]
    SpeciesGrant {
        /// The species' name.
        species: &'static str,
        /// What is wrong, in a sentence.
        problem: String,
    },
    /// Customization would lower a skill past the floor.
    #[error(
        "customization would lower {skill} to {rank}; at creation no skill goes below {floor}"
    )]
    BelowCreationFloor {
        /// The skill.
        skill: Skill,
        /// The rank it would reach.
        rank: u8,
        /// The floor in force.
        floor: u8,
    },
    /// A spell or feature of a level past 1–4, or with no name.
    #[error("{name:?}: spells and features have a name and a level from 1 to 4; this one is level {level}")]
    PowerLevel {
        /// Its name.
        name: String,
        /// Its level.
        level: u8,
    },
    /// More customization points spent than the character has.
    #[error("the purchases cost {spent} customization points; the character has {budget}")]
    CustomizationOverspent {
        /// Points the character has.
        budget: u8,
        /// Points the purchases cost.
        spent: u32,
    },
    /// A resistance below the base of 2 (under the fixed base).
    #[error("{damage} resistance is {score}; every type starts at 2")]
    ResistanceBelowBase {
        /// The type.
        damage: DamageType,
        /// Its score.
        score: u8,
    },
    /// A resistance raised past 5 by spending.
    #[error("{damage} resistance is {score}; spending points raises no type above 5")]
    ResistanceOverCap {
        /// The type.
        damage: DamageType,
        /// Its score.
        score: u8,
    },
    /// The resistance scores do not spend exactly the points the character has.
    #[error("the resistance scores total {found}; base, Body and size points make {expected}")]
    ResistanceTotal {
        /// What the scores must total.
        expected: u32,
        /// What they total.
        found: u32,
    },
}

impl CreationError {
    /// The rulebook heading the build breaks.
    pub fn rule(&self) -> Citation {
        cite(match self {
            CreationError::RankOutOfRange { .. } => "Skills & Attributes",
            CreationError::SpreadBelowSeven { .. }
            | CreationError::SpreadTotal { .. }
            | CreationError::NoSuchPremade { .. }
            | CreationError::PremadeMismatch { .. } => "Purchasing Skills",
            CreationError::SizeNotOffered { .. } | CreationError::ResistanceBonus { .. } => {
                "Species Rules"
            }
            CreationError::SpeciesBonusSkills { .. } => "Species Bonus Skills",
            CreationError::BonusSkillTaken { .. } => "Bonus Skill",
            CreationError::FocusCount { .. }
            | CreationError::NoFociInSkill { .. }
            | CreationError::UnnamedFocus { .. }
            | CreationError::FocusTwice { .. } => "Foci",
            CreationError::SpeciesGrant { .. } => "Species Special Ability",
            CreationError::BelowCreationFloor { .. }
            | CreationError::PowerLevel { .. }
            | CreationError::CustomizationOverspent { .. } => "Customization Points",
            CreationError::ResistanceBelowBase { .. } => "Base Resistance",
            CreationError::ResistanceOverCap { .. } | CreationError::ResistanceTotal { .. } => {
                "Spending Resistance Points"
            }
        })
    }

    /// The build field at fault, as a JSON path ("spread.agility", "foci").
    pub fn field(&self) -> String {
        let skill = |prefix: &str, skill: &Skill| format!("{prefix}.{}", camel(skill.name()));
        match self {
            CreationError::RankOutOfRange { skill: s, .. }
            | CreationError::SpreadBelowSeven { skill: s, .. } => skill("spread", s),
            CreationError::SpreadTotal { .. } => "spread".to_owned(),
            CreationError::NoSuchPremade { .. } | CreationError::PremadeMismatch { .. } => {
                "premade".to_owned()
            }
            CreationError::SizeNotOffered { .. } => "size".to_owned(),
            CreationError::SpeciesBonusSkills { .. } => "speciesBonusSkills".to_owned(),
            CreationError::BonusSkillTaken { .. } => "bonusSkill".to_owned(),
            CreationError::ResistanceBonus { .. } => "resistanceBonus".to_owned(),
            CreationError::FocusCount { .. }
            | CreationError::NoFociInSkill { .. }
            | CreationError::UnnamedFocus { .. }
            | CreationError::FocusTwice { .. } => "foci".to_owned(),
            CreationError::SpeciesGrant { .. } => "species".to_owned(),
            CreationError::BelowCreationFloor { .. }
            | CreationError::PowerLevel { .. }
            | CreationError::CustomizationOverspent { .. } => "customization".to_owned(),
            CreationError::ResistanceBelowBase { damage, .. }
            | CreationError::ResistanceOverCap { damage, .. } => {
                format!("resistancePoints.{}", camel(damage.name()))
            }
            CreationError::ResistanceTotal { .. } => "resistancePoints".to_owned(),
        }
    }
}

fn camel(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_ascii_lowercase().to_string() + chars.as_str()
    })
}

impl From<CreationError> for RuleViolation {
    fn from(error: CreationError) -> RuleViolation {
        RuleViolation::new(
            error.rule(),
            format!("{}.", capitalized(&error.to_string())),
        )
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().to_string() + chars.as_str()
    })
}
