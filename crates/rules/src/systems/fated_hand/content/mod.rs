//! Fated Hand content: classes, perks, talents, arms, spells and summoned creatures.
//!
//! Content is data, not code: JSON files under `crates/rules/data/fated_hand/`, embedded in the
//! binary and parsed once. Names and numbers are the rulebook's, exactly; descriptions are ours.
//! Where the rulebook contradicts itself or leaves a gap, the entry carries a [`DataNote`] naming
//! the table rule that resolves it, so nothing is decided silently.

pub mod arms;
pub mod classes;
pub mod perks;
pub mod spells;
pub mod summons;
pub mod talents;
#[cfg(test)]
pub(crate) mod test_support;

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

pub use arms::ArmDef;
pub use classes::ClassDef;
pub use perks::PerkDef;
pub use spells::SpellDef;
pub use summons::SummonDef;
pub use talents::TalentDef;

/// Every piece of Fated Hand content.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Content {
    /// The 24 classes of the class tree.
    pub classes: Vec<ClassDef>,
    /// Every perk: class perks, arm perks and the orphans of the Perks List.
    pub perks: Vec<PerkDef>,
    /// The talents.
    pub talents: Vec<TalentDef>,
    /// Weapons, shields, catalysts and armor.
    pub arms: Vec<ArmDef>,
    /// Combat and story spells.
    pub spells: Vec<SpellDef>,
    /// Summoned creatures with their numbers.
    pub summons: Vec<SummonDef>,
}

/// A visible note on an entry where the rulebook is inconsistent or silent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DataNote {
    /// The table rule that resolves it, when one does (an id from `table_rules`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_rule: Option<String>,
    /// How Tablekeep reads the passage, when the reading changes nothing in play (an id from
    /// the system's readings, `table_rules::READINGS`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reading: Option<String>,
    /// What is odd, in our words, and what Tablekeep does about it.
    pub note: String,
}

impl DataNote {
    /// Whether the note names `id`, as its table rule or as its reading.
    pub fn names(&self, id: &str) -> bool {
        self.table_rule.as_deref() == Some(id) || self.reading.as_deref() == Some(id)
    }
}

/// The traits that Class Arms are made of ("Traits, Class Arms and Armed Perks").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArmTrait {
    /// Simple arms (every character starts proficient with one).
    Simple,
    /// Light arms.
    Light,
    /// Medium arms.
    Medium,
    /// Heavy arms.
    Heavy,
    /// Great arms.
    Great,
    /// Ranged arms.
    Ranged,
    /// Finesse arms.
    Finesse,
    /// Thrown arms.
    Thrown,
    /// Arcane catalysts.
    Arcane,
    /// Dark catalysts.
    Dark,
    /// Holy catalysts.
    Holy,
}

/// Modifiers to the combat stats and Magic Strike; absent fields are 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StatMods {
    /// Strike.
    #[serde(default)]
    pub strike: i8,
    /// Defense.
    #[serde(default)]
    pub defense: i8,
    /// Speed.
    #[serde(default)]
    pub speed: i8,
    /// Magic Strike.
    #[serde(default)]
    pub magic_strike: i8,
}

/// How far the engine can carry out a perk or spell (digest tags [AUTO], [ASSIST], [NARR]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Automation {
    /// Fully, from the game state: cost, numbers and outcome.
    Auto,
    /// With a choice, a placement or a geometry call the player or GM confirms.
    Assist,
    /// Recorded only: the GM adjudicates or narrates the effect.
    Narrative,
}

/// The three kinds of magic ("Magic"); Aptitude picks one of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum MagicType {
    /// Spells.
    Spell,
    /// Hexes.
    Hex,
    /// Miracles.
    Miracle,
}

static CONTENT: LazyLock<Content> = LazyLock::new(|| Content {
    classes: parse(
        "classes",
        include_str!("../../../../data/fated_hand/classes.json"),
    ),
    perks: parse(
        "perks",
        include_str!("../../../../data/fated_hand/perks.json"),
    ),
    talents: parse(
        "talents",
        include_str!("../../../../data/fated_hand/talents.json"),
    ),
    arms: parse(
        "arms",
        include_str!("../../../../data/fated_hand/arms.json"),
    ),
    spells: parse(
        "spells",
        include_str!("../../../../data/fated_hand/spells.json"),
    ),
    summons: parse(
        "summons",
        include_str!("../../../../data/fated_hand/summons.json"),
    ),
});

/// Where each perk of the embedded content stands in its list, by id (the first entry of an id,
/// as a search of the list finds it).
static PERK_INDEX: LazyLock<HashMap<&'static str, usize>> = LazyLock::new(|| {
    let mut index = HashMap::with_capacity(CONTENT.perks.len());
    for (at, perk) in CONTENT.perks.iter().enumerate() {
        index.entry(perk.id.as_str()).or_insert(at);
    }
    index
});

/// The embedded content. The data is checked by this module's tests, so a parse failure here is
/// a build defect, not a runtime condition.
pub fn content() -> &'static Content {
    &CONTENT
}

fn parse<T: serde::de::DeserializeOwned>(file: &str, json: &str) -> T {
    serde_json::from_str(json).unwrap_or_else(|err| {
        panic!("embedded Fated Hand content data/fated_hand/{file}.json is invalid: {err}")
    })
}

impl Content {
    /// A class by id.
    pub fn class(&self, id: &str) -> Option<&ClassDef> {
        self.classes.iter().find(|class| class.id == id)
    }

    /// A perk by id. The embedded content answers from an index built once (battles look perks
    /// up by id at every stage of every exchange); other content searches its list.
    pub fn perk(&self, id: &str) -> Option<&PerkDef> {
        if std::ptr::eq(self, &*CONTENT) {
            return PERK_INDEX.get(id).map(|&at| &self.perks[at]);
        }
        self.perks.iter().find(|perk| perk.id == id)
    }

    /// Where the perk `id` stands in `perks` (the first entry of that id).
    pub fn perk_position(&self, id: &str) -> Option<usize> {
        if std::ptr::eq(self, &*CONTENT) {
            return PERK_INDEX.get(id).copied();
        }
        self.perks.iter().position(|perk| perk.id == id)
    }

    /// A talent by id.
    pub fn talent(&self, id: &str) -> Option<&TalentDef> {
        self.talents.iter().find(|talent| talent.id == id)
    }

    /// An arm by id.
    pub fn arm(&self, id: &str) -> Option<&ArmDef> {
        self.arms.iter().find(|arm| arm.id == id)
    }

    /// A spell by id.
    pub fn spell(&self, id: &str) -> Option<&SpellDef> {
        self.spells.iter().find(|spell| spell.id == id)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_file_parses() {
        let content = super::content();
        // Forces the lazy parse of all six files.
        let _ = (
            content.classes.len(),
            content.perks.len(),
            content.talents.len(),
        );
        let _ = (
            content.arms.len(),
            content.spells.len(),
            content.summons.len(),
        );
    }
}
