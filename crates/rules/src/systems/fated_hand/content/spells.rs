//! Fated Hand spells: the 106 entries of the "Combat Spell List" and the 46 of the "Story Spell
//! List", with their costs as structured card patterns.
//!
//! The data lives in `data/fated_hand/spells.json`. Names, printed costs and ratings are the
//! rulebook's; summaries are ours. Every gap or contradiction is a [`DataNote`] naming the table
//! rule that settles it.

pub mod cost;
pub mod cost_parse;
mod matcher;

#[cfg(test)]
mod cost_tests;
#[cfg(test)]
pub(crate) mod integrity_tests;

use serde::{Deserialize, Serialize};

pub use cost::{
    CardNumbering, CardPred, CostAdjustment, CostCondition, CostContext, CostPart, CostPattern,
    CostRequirement, ExtraCards, GroupRule, Payment, SpellCost, StarSuits, Whose,
};
pub use cost_parse::{parse_cost, CostParseError};

use super::{DataNote, MagicType};

/// Which list a spell is printed in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SpellList {
    /// "Combat Spell List": learned through Knowledge Points or granted by catalysts.
    Combat,
    /// "Story Spell List": out-of-combat spells learned on promotion to a magical class.
    Story,
}

/// When a spell may be cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SpellTiming {
    /// On your turn, using your Primary Action.
    PrimaryAction,
    /// Out of turn, in answer to a trigger (and on your turn).
    Reaction,
    /// On your turn without using an action ("Unless otherwise specified").
    Free,
    /// The rulebook gives no timing (story spells, unfinished entries).
    Unspecified,
}

pub use super::Automation;

/// Whether an entry is finished.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SpellStatus {
    /// A complete entry.
    Final,
    /// A design stub: no cost and little or no rules text (hidden unless the table enables it).
    Stub,
}

/// A cost Tablekeep uses in place of the printed one while a table rule is on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HouseCost {
    /// The table rule that brings it in.
    pub table_rule: String,
    /// The cost in the rulebook's phrasing.
    pub cost_text: String,
    /// The same, structured.
    pub cost: SpellCost,
}

/// One entry of data/fated_hand/spells.json.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SpellDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it (without its type tags).
    pub name: String,
    /// Combat or story.
    pub list: SpellList,
    /// The printed type tag, if any ("(Spell)", "(Hex)", "(Miracle)").
    #[serde(default)]
    pub magic_type: Option<MagicType>,
    /// The entry carries the unexplained "(Multi)" tag.
    #[serde(default)]
    pub multi: bool,
    /// The structured cost; `None` when the rulebook prints no cost.
    #[serde(default)]
    pub cost: Option<SpellCost>,
    /// The cost exactly as printed, without the action and rating that share its line.
    #[serde(default)]
    pub cost_text: Option<String>,
    /// The number in parentheses after the cost. The rulebook never explains it; it reads like
    /// a castability percentage and is kept as metadata only.
    #[serde(default)]
    pub rating: Option<u8>,
    /// When it may be cast.
    pub timing: SpellTiming,
    /// What the spell does, in our words.
    pub summary: String,
    /// How far the engine resolves it.
    pub automation: Automation,
    /// Finished or stub.
    pub status: SpellStatus,
    /// A replacement cost for an unpayable or missing one, under a table rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house_cost: Option<HouseCost>,
    /// Gaps and contradictions, each with the table rule that settles it.
    #[serde(default)]
    pub notes: Vec<DataNote>,
    /// The rulebook heading the entry is printed under.
    pub source: String,
}

/// Which spells count as a magic type where a rule counts Spells, Hexes or Miracles (Aptitude,
/// Deus Vult): table rules `fated_hand.spell_type_tags` and `fated_hand.multi_tag`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", default)]
pub struct SpellTypeCounting {
    /// A spell with no type tag counts as every type (otherwise as none).
    pub untagged_any_type: bool,
    /// A "(Multi)" spell counts as all three types (otherwise only as its other tag).
    pub multi_every_type: bool,
}

impl SpellTypeCounting {
    /// The campaign's choices for these rules.
    pub fn from_choices(choices: &crate::table_rules::TableRuleChoices) -> SpellTypeCounting {
        use crate::systems::fated_hand::table_rules::{MULTI_TAG, SPELL_TYPE_TAGS};
        SpellTypeCounting {
            untagged_any_type: choices.is(&SPELL_TYPE_TAGS, "untagged_any_type"),
            multi_every_type: choices.is(&MULTI_TAG, "every_type"),
        }
    }
}

/// Headings the rulebook prints off its own pattern, kept exact so citations match the page: a
/// missing space, a plural tag, a Multi spell whose heading leaves out "(Multi)".
const HEADINGS_OFF_PATTERN: [(&str, &str); 3] = [
    ("devour_thorns", "Devour Thorns(Multi)(Spell)"),
    ("into_smoke", "Into Smoke (Spells)"),
    ("permafrost", "Permafrost (Spell)"),
];

impl SpellDef {
    /// Its heading line as the rulebook prints it: the name, then " (Multi)" when tagged so,
    /// then its type tag ("(Hex)" after a space, or straight after "(Multi)").
    pub fn heading(&self) -> String {
        if let Some((_, printed)) = HEADINGS_OFF_PATTERN.iter().find(|(id, _)| *id == self.id) {
            return (*printed).to_owned();
        }
        let tag = match self.magic_type {
            None => "",
            Some(MagicType::Spell) => "(Spell)",
            Some(MagicType::Hex) => "(Hex)",
            Some(MagicType::Miracle) => "(Miracle)",
        };
        match (self.multi, tag) {
            (true, tag) => format!("{} (Multi){tag}", self.name),
            (false, "") => self.name.clone(),
            (false, tag) => format!("{} {tag}", self.name),
        }
    }

    /// Whether the spell counts as `kind` under the table's reading of its tags.
    pub fn counts_as(&self, kind: MagicType, counting: SpellTypeCounting) -> bool {
        match self.magic_type {
            Some(tagged) if tagged == kind => true,
            None if counting.untagged_any_type => true,
            _ => self.multi && counting.multi_every_type,
        }
    }

    /// The cost to use: the printed one, or the house cost while its table rule is on.
    pub fn effective_cost(&self, house_rule_on: bool) -> Option<&SpellCost> {
        match (&self.house_cost, house_rule_on) {
            (Some(house), true) => Some(&house.cost),
            _ => self.cost.as_ref(),
        }
    }
}

impl SpellCost {
    /// A copy with the tests and groups of every part in a fixed order and `Any` dropped, so two
    /// costs that ask for the same cards compare equal.
    pub fn normalized(&self) -> SpellCost {
        let mut cost = self.clone();
        for pattern in &mut cost.patterns {
            for part in &mut pattern.parts {
                part.card.retain(|pred| *pred != CardPred::Any);
                part.card.sort();
                part.card.dedup();
                part.groups.sort();
                part.groups.dedup();
            }
            if let Some(extra) = &mut pattern.extra {
                extra.card.retain(|pred| *pred != CardPred::Any);
                extra.card.sort();
            }
        }
        cost
    }
}
