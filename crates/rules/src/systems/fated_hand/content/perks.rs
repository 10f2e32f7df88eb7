//! Fated Hand perks (data/fated_hand/perks.json).
//!
//! The file holds, in the Perks List's own order, every entry of "Appendix › Perks List" (the
//! two printed "Reach" entries are one perk with a note), then Hidden Fang (only on the Rouge
//! card), then the three perk names that arms and spells mention but nothing defines (Long
//! Reach, Toxic Weapon, Agile), each marked by [`PerkListing`]. Which classes offer a perk is read
//! from classes.json; which arms carry it, from arms.json.
//!
//! Names and flags are the rulebook's; summaries are our own words. Each perk's effects are a
//! structured encoding ([`PerkEffect`]); a table rule's default is encoded where the text is
//! ambiguous, and the perk's notes name that rule.

pub mod conditions;
pub mod effects;
pub mod terms;

use serde::{Deserialize, Serialize};

pub use conditions::{Condition, Limit, PerkCost, Recipient, Trigger};
pub use effects::PerkEffect;

use super::DataNote;

/// Knowledge Points needed for a proficiency when no perk changes it ("Learning New Proficiencies").
const STANDARD_KNOWLEDGE_POINTS: u8 = 4;

/// One entry of data/fated_hand/perks.json.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PerkDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
    /// Marked (E): an Exclusive Perk; one per action.
    pub exclusive: bool,
    /// Marked (A): an Armed Perk; only with one of your Class Arms.
    pub armed: bool,
    /// Marked (Technique), a tag the rulebook never explains (see table rule
    /// `fated_hand.technique_tag`).
    pub technique: bool,
    /// Where the rulebook defines the perk.
    pub listing: PerkListing,
    /// What the perk does, in our own words (never the rulebook's).
    pub summary: String,
    /// How far the engine can resolve it.
    pub automation: Automation,
    /// The moment it comes into play.
    #[serde(default)]
    pub trigger: Trigger,
    /// What must hold for the perk to be usable at all ("use this technique when ...").
    #[serde(default)]
    pub requires: Condition,
    /// How often it may be used.
    #[serde(default)]
    pub limit: Option<Limit>,
    /// What using it costs.
    #[serde(default)]
    pub costs: Vec<PerkCost>,
    /// A choice made once, when the perk is taken.
    #[serde(default)]
    pub choice: Option<PerkChoice>,
    /// What it does.
    pub effects: Vec<PerkEffect>,
    /// Defects and ambiguities, each naming the table rule that settles it.
    #[serde(default)]
    pub notes: Vec<DataNote>,
    /// The rulebook heading it comes from ("Appendix › Perks List", or where it is mentioned).
    pub source: String,
}

/// Where the rulebook defines a perk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PerkListing {
    /// An entry of the Perks List (the appendix).
    PerksList,
    /// Defined on a class card but missing from the Perks List (Hidden Fang).
    ClassCardOnly,
    /// Named by an arm or a spell but defined nowhere; the data follows a table rule.
    ReferencedOnly,
}

pub use super::Automation;

/// A choice a perk asks for when it is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PerkChoice {
    /// A kind of magic ([`super::MagicType`]); Aptitude.
    MagicType,
}

impl PerkDef {
    /// Whether taking the perk asks for a [`super::MagicType`] (Aptitude).
    pub fn asks_magic_type(&self) -> bool {
        self.choice == Some(PerkChoice::MagicType)
    }

    /// Knowledge Points needed for any proficiency with this perk, if it changes them.
    pub fn knowledge_threshold(&self) -> Option<u8> {
        self.effects.iter().find_map(|effect| match effect {
            PerkEffect::KnowledgeThreshold { to } => Some(*to),
            _ => None,
        })
    }

    /// Knowledge Points saved on every proficiency (Attentive: 1); 0 for other perks.
    pub fn knowledge_discount(&self) -> u8 {
        self.knowledge_threshold()
            .map_or(0, |to| STANDARD_KNOWLEDGE_POINTS.saturating_sub(to))
    }

    /// Knowledge Points needed for magic of the chosen type (Aptitude: 2), if any.
    pub fn aptitude_threshold(&self) -> Option<u8> {
        self.effects.iter().find_map(|effect| match effect {
            PerkEffect::AptitudeThreshold { to } => Some(*to),
            _ => None,
        })
    }

    /// Hit Points the perk adds permanently (Flesh Wound: 1).
    pub fn hit_point_bonus(&self) -> i32 {
        self.effects
            .iter()
            .map(|effect| match effect {
                PerkEffect::HitPoints { delta } => i32::from(*delta),
                _ => 0,
            })
            .sum()
    }

    /// Hand Size the perk adds at all times (Practice Drills: 1). Conditional or temporary
    /// changes (Leader's Pride, Pickpocket, costs) are not included.
    pub fn hand_size_bonus(&self) -> i32 {
        self.effects
            .iter()
            .map(|effect| match effect {
                PerkEffect::HandSize {
                    delta,
                    when: Condition::Always,
                    duration: terms::Duration::Ongoing,
                    ..
                } => i32::from(*delta),
                _ => 0,
            })
            .sum()
    }

    /// Whether the perk has a part only the GM can settle.
    pub fn needs_gm(&self) -> bool {
        self.effects
            .iter()
            .any(|effect| matches!(effect, PerkEffect::Gm { .. }))
    }
}

#[cfg(test)]
mod tests;
