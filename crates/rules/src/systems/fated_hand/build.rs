//! A Fated Hand character's build: what creation and the progression ledger have given them.

use serde::{Deserialize, Serialize};

use super::cite;
use super::content::{content, MagicType, StatMods};
use super::model::{Attribute, Season, Skill};
use crate::cards::Suit;
use crate::RuleViolation;

/// Attribute scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Attributes {
    /// Brawn.
    pub brawn: i8,
    /// Sleight.
    pub sleight: i8,
    /// Mind.
    pub mind: i8,
}

impl Attributes {
    /// The score of `attribute`.
    pub const fn get(self, attribute: Attribute) -> i8 {
        match attribute {
            Attribute::Brawn => self.brawn,
            Attribute::Sleight => self.sleight,
            Attribute::Mind => self.mind,
        }
    }
}

/// What the creation wizard asks for ("Character Creation").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewBuild {
    /// Two attributes at 1 and one at 0.
    pub attributes: Attributes,
    /// Exactly two skills.
    pub skill_proficiencies: Vec<Skill>,
    /// One Simple arm, which is also the starting equipment.
    pub arm_proficiency: String,
    /// One talent the Novice may take.
    pub talent: String,
    /// Birth season, which fixes the Star Suit.
    pub season: Season,
}

/// A perk the character owns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct OwnedPerk {
    /// The perk's id.
    pub id: String,
    /// The level at which it was taken (0 for none).
    pub level: u32,
    /// Taken as the Class Perk of a promotion rather than as the level's perk.
    #[serde(default)]
    pub class_perk: bool,
    /// The magic type chosen when the perk asks for one (Aptitude).
    #[serde(default)]
    pub magic_type: Option<MagicType>,
}

/// Something a character can learn by Knowledge Points.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", content = "id", rename_all = "snake_case")]
pub enum KnowledgeTarget {
    /// An arm, by id.
    Arm(String),
    /// A spell, by id.
    Spell(String),
}

/// Knowledge Points gathered toward one arm or spell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Knowledge {
    /// What is being learned.
    pub target: KnowledgeTarget,
    /// Points so far.
    pub points: u8,
}

/// The folded state of a character's progression ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Build {
    /// Attribute scores (they never change after creation).
    pub attributes: Attributes,
    /// Birth season.
    pub season: Season,
    /// Proficient skills.
    pub skill_proficiencies: Vec<Skill>,
    /// Level; 0 at creation.
    pub level: u32,
    /// Every class held, oldest first; the last is the current class.
    pub classes: Vec<String>,
    /// The level at which each class after the first was entered, in the same order (table
    /// rule `fated_hand.promotion_threshold` counts the perks learned since).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub promoted_at: Vec<u32>,
    /// Owned perks in the order they were gained.
    pub perks: Vec<OwnedPerk>,
    /// Talents in the order they were gained.
    pub talents: Vec<String>,
    /// Story spells learned on promotions.
    pub story_spells: Vec<String>,
    /// Arms known from creation (the starting Simple arm).
    pub granted_arms: Vec<String>,
    /// Knowledge Points toward arms and spells.
    pub knowledge: Vec<Knowledge>,
    /// Stat bonuses the GM entered on promoting into a class whose card prints none (table
    /// rule `fated_hand.monk_bonebreaker_bonuses`'s `gm_sets`), by class.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entered_class_bonuses: Vec<EnteredClassBonuses>,
}

/// A class's stat bonuses as the GM entered them (table rule
/// `fated_hand.monk_bonebreaker_bonuses`'s `gm_sets`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EnteredClassBonuses {
    /// The class id.
    pub class: String,
    /// The bonuses.
    pub bonuses: StatMods,
}

impl Build {
    /// The current class's id.
    pub fn current_class(&self) -> &str {
        self.classes.last().map(String::as_str).unwrap_or(NOVICE)
    }

    /// The Star Suit from the birth season ("Star Suit").
    pub fn star_suit(&self) -> Suit {
        self.season.star_suit()
    }

    /// The bonuses the GM entered for `class`, if any.
    pub fn entered_bonuses(&self, class: &str) -> Option<StatMods> {
        self.entered_class_bonuses
            .iter()
            .find(|e| e.class == class)
            .map(|e| e.bonuses)
    }

    /// The level at which the current class was entered (0 for the first class).
    pub fn current_class_since(&self) -> u32 {
        if self.classes.len() < 2 {
            return 0;
        }
        self.promoted_at
            .get(self.classes.len() - 2)
            .copied()
            .unwrap_or(0)
    }

    /// Whether the character owns `perk`.
    pub fn has_perk(&self, perk: &str) -> bool {
        self.perks.iter().any(|owned| owned.id == perk)
    }

    /// Knowledge Points toward `target`.
    pub fn knowledge_points(&self, target: &KnowledgeTarget) -> u8 {
        self.knowledge
            .iter()
            .find(|k| &k.target == target)
            .map_or(0, |k| k.points)
    }
}

/// The id of the class every character starts in.
pub const NOVICE: &str = "novice";

/// Checks a new character against "Character Creation" and builds its level-0 state.
pub fn create(new: &NewBuild) -> Result<Build, RuleViolation> {
    let rule = cite("Character Creation");
    let content = content();
    let mut scores = [
        new.attributes.brawn,
        new.attributes.sleight,
        new.attributes.mind,
    ];
    scores.sort_unstable();
    if scores != [0, 1, 1] {
        return Err(RuleViolation::new(
            rule,
            format!(
                "Set two Attributes to 1 and the third to 0 (given Brawn {}, Sleight {}, Mind {}).",
                new.attributes.brawn, new.attributes.sleight, new.attributes.mind
            ),
        ));
    }
    let mut skills = new.skill_proficiencies.clone();
    skills.sort_unstable();
    skills.dedup();
    if skills.len() != 2 || new.skill_proficiencies.len() != 2 {
        return Err(RuleViolation::new(
            rule,
            "Choose exactly two different skill proficiencies.",
        ));
    }
    let Some(arm) = content.arm(&new.arm_proficiency) else {
        return Err(RuleViolation::new(
            rule,
            format!(
                "There is no arm \"{}\" in the Arms List.",
                new.arm_proficiency
            ),
        ));
    };
    if !arm.is_simple_weapon() {
        return Err(RuleViolation::new(
            rule,
            format!(
                "The starting proficiency must be a Simple arm; {} is not Simple.",
                arm.name
            ),
        ));
    }
    let Some(talent) = content.talent(&new.talent) else {
        return Err(RuleViolation::new(
            cite("Talents"),
            format!("There is no talent \"{}\".", new.talent),
        ));
    };
    let novice = content.class(NOVICE).ok_or_else(|| {
        RuleViolation::new(rule.clone(), "The Novice class is missing from the data.")
    })?;
    if !talent.allows(novice) {
        return Err(RuleViolation::new(
            cite("Talents"),
            format!("{} cannot be taken by a {}.", talent.name, novice.name),
        ));
    }
    Ok(Build {
        attributes: new.attributes,
        season: new.season,
        skill_proficiencies: skills,
        level: 0,
        classes: vec![NOVICE.to_owned()],
        promoted_at: Vec::new(),
        perks: Vec::new(),
        talents: vec![talent.id.clone()],
        story_spells: Vec::new(),
        granted_arms: vec![arm.id.clone()],
        knowledge: Vec::new(),
        entered_class_bonuses: Vec::new(),
    })
}
