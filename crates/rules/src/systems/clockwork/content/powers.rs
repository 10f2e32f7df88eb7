//! The spells and features the book prices by level («Spell Details», «Features»): names,
//! schools and levels exactly as printed, so a purchase names a real entry at its real level.
//! Descriptions stay in the book; the catalog is what advancement and the gear's cross-references
//! check against.

use serde::Serialize;

use crate::systems::clockwork::skills::Skill;

/// A spell as «Spell Details» heads it: `Name [School] [Sub-school] [Level n]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSpellEntry"),
    schemars(rename = "ClockworkSpellEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct SpellEntry {
    /// The name as printed; a pair of opposites keeps its slash ("Haste / Slow").
    pub name: &'static str,
    /// The school: the Magic skill that casts it.
    pub school: Skill,
    /// The sub-school tag as printed (Blizzard's is "Cold", outside the summary's four).
    pub sub_school: &'static str,
    /// Its level, 1 to 4: its price in customization points, and its row of the experience
    /// table.
    pub level: u8,
}

impl SpellEntry {
    /// Whether `name` names this spell: its printed name, or either half of a slashed pair
    /// ("Haste" and "Slow" both name "Haste / Slow"), in any case.
    pub fn answers_to(&self, name: &str) -> bool {
        let name = name.trim();
        self.name.eq_ignore_ascii_case(name)
            || self
                .name
                .split(" / ")
                .any(|half| half.eq_ignore_ascii_case(name))
    }
}

/// A feature as «Features» heads it: `Name [Level n]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkFeatureEntry"),
    schemars(rename = "ClockworkFeatureEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct FeatureEntry {
    /// The name as printed.
    pub name: &'static str,
    /// Its level, 1 to 4.
    pub level: u8,
}

const fn spell(
    name: &'static str,
    school: Skill,
    sub_school: &'static str,
    level: u8,
) -> SpellEntry {
    SpellEntry {
        name,
        school,
        sub_school,
        level,
    }
}

const fn feature(name: &'static str, level: u8) -> FeatureEntry {
    FeatureEntry { name, level }
}

/// Every spell «Spell Details» heads, in its alphabetical order.
pub static SPELLS: [SpellEntry; 96] = [
    spell("Air Bubble", Skill::Elemental, "Air", 1),
    spell("Alchemical Item", Skill::Spellcraft, "Alchemy", 3),
    spell("Alter Memories", Skill::Soul, "Emotion", 2),
    spell("Alter Terrain", Skill::Elemental, "Earth", 3),
    spell("Astral Projection", Skill::Celestial, "Space", 1),
    spell("Awaken Item", Skill::Spellcraft, "Enchantment", 1),
    spell("Barrier", Skill::Soul, "Life", 2),
    spell("Berserk", Skill::Soul, "Emotion", 3),
    spell("Blizzard", Skill::Elemental, "Cold", 4),
    spell("Blur", Skill::Spellcraft, "Illusion", 2),
    spell("Boon", Skill::Celestial, "Fate", 1),
    spell("Borrow Time / Sliding Time", Skill::Celestial, "Time", 2),
    spell("Breath of Fire", Skill::Elemental, "Fire", 3),
    spell("Call of the Wild", Skill::Soul, "Nature", 2),
    spell("Charm", Skill::Soul, "Emotion", 3),
    spell("Clone", Skill::Spellcraft, "Illusion", 3),
    spell("Cone of Cold", Skill::Elemental, "Water", 3),
    spell("Corpse Explosion", Skill::Soul, "Death", 4),
    spell("Counterspell", Skill::Spellcraft, "Arcane", 2),
    spell("Cure Wounds", Skill::Soul, "Life", 2),
    spell("Cyclone", Skill::Elemental, "Air", 3),
    spell("Darkness / Light", Skill::Spellcraft, "Illusion", 1),
    spell("Detect Magic", Skill::Spellcraft, "Arcane", 1),
    spell("Disintegrate", Skill::Elemental, "Fire", 4),
    spell("Dispel", Skill::Spellcraft, "Arcane", 2),
    spell("Divination", Skill::Celestial, "Fate", 2),
    spell("Drain Life", Skill::Soul, "Death", 3),
    spell("Enlarge / Shrink", Skill::Spellcraft, "Alchemy", 3),
    spell("Entangling Roots", Skill::Soul, "Nature", 2),
    spell("ESP", Skill::Celestial, "Space", 1),
    spell("Fear", Skill::Soul, "Emotion", 3),
    spell("Fire Bolt", Skill::Elemental, "Fire", 2),
    spell("Fire Wall", Skill::Elemental, "Fire", 3),
    spell("Fireball", Skill::Elemental, "Fire", 4),
    spell("Flaming Sphere", Skill::Elemental, "Fire", 3),
    spell("Fly", Skill::Elemental, "Air", 3),
    spell("Force Blast", Skill::Celestial, "Force", 3),
    spell("Force Field", Skill::Celestial, "Force", 3),
    spell("Force Missiles", Skill::Celestial, "Force", 4),
    spell("Force Push", Skill::Celestial, "Force", 3),
    spell("Freeze / Melt", Skill::Elemental, "Water", 1),
    spell("Gate", Skill::Celestial, "Space", 3),
    spell("Golemancy", Skill::Spellcraft, "Enchantment", 4),
    spell("Ground", Skill::Elemental, "Earth", 1),
    spell("Grow / Wither", Skill::Soul, "Nature", 1),
    spell("Gust", Skill::Elemental, "Air", 2),
    spell("Haste / Slow", Skill::Celestial, "Time", 2),
    spell("Heal", Skill::Soul, "Life", 2),
    spell("Hemorrhage", Skill::Soul, "Death", 3),
    spell("Hex", Skill::Celestial, "Fate", 4),
    spell("Ice Beam", Skill::Elemental, "Water", 4),
    spell("Icicle", Skill::Elemental, "Water", 2),
    spell("Illusion", Skill::Spellcraft, "Illusion", 2),
    spell("Invisibility", Skill::Spellcraft, "Illusion", 3),
    spell("Karma", Skill::Celestial, "Fate", 2),
    spell("Levitate / Burden", Skill::Celestial, "Force", 2),
    spell("Lightning", Skill::Elemental, "Air", 4),
    spell("Magic Armor", Skill::Spellcraft, "Enchantment", 3),
    spell("Magic Artifact", Skill::Spellcraft, "Enchantment", 3),
    spell("Magic Weapon", Skill::Spellcraft, "Enchantment", 3),
    spell("Mass Haste / Mass Slow", Skill::Celestial, "Time", 3),
    spell("Medium", Skill::Soul, "Death", 1),
    spell("Mind Blast", Skill::Soul, "Emotion", 3),
    spell("Minor Conjuration", Skill::Spellcraft, "Alchemy", 2),
    spell("Mist", Skill::Elemental, "Water", 1),
    spell("Obscure", Skill::Spellcraft, "Arcane", 2),
    spell("Petrify / Soften", Skill::Spellcraft, "Alchemy", 4),
    spell("Phase", Skill::Celestial, "Space", 3),
    spell("Planar Push", Skill::Celestial, "Time", 4),
    spell("Polymorph", Skill::Spellcraft, "Alchemy", 4),
    spell("Quake", Skill::Elemental, "Earth", 4),
    spell("Reanimate", Skill::Soul, "Death", 3),
    spell("Regenerate", Skill::Soul, "Life", 2),
    spell("Rewind", Skill::Celestial, "Time", 3),
    spell("Scribe Scroll", Skill::Spellcraft, "Enchantment", 1),
    spell("Scry", Skill::Celestial, "Space", 1),
    spell("Seal", Skill::Spellcraft, "Arcane", 2),
    spell("Shapeshift", Skill::Soul, "Nature", 3),
    spell("Shard", Skill::Elemental, "Earth", 2),
    spell("Shatter", Skill::Elemental, "Earth", 4),
    spell("Shock", Skill::Elemental, "Air", 3),
    spell("Singularity", Skill::Celestial, "Force", 4),
    spell("Spider Climb", Skill::Elemental, "Earth", 1),
    spell("Stabilize", Skill::Soul, "Life", 2),
    spell("Suggestion", Skill::Soul, "Emotion", 3),
    spell("Summon Swarm", Skill::Soul, "Nature", 2),
    spell("Telekinesis", Skill::Celestial, "Force", 1),
    spell("Teleport", Skill::Celestial, "Space", 4),
    spell("Transfer Life", Skill::Soul, "Death", 3),
    spell("Transmutation", Skill::Spellcraft, "Enchantment", 4),
    spell("True Strike", Skill::Celestial, "Fate", 3),
    spell("Turn Undead", Skill::Soul, "Life", 2),
    spell("Visage", Skill::Spellcraft, "Illusion", 3),
    spell("Void Bolt", Skill::Celestial, "Space", 3),
    spell("Wall of Thorns", Skill::Soul, "Nature", 3),
    spell("Ward", Skill::Spellcraft, "Arcane", 4),
];

/// Every feature «Features» heads, in its alphabetical order.
pub static FEATURES: [FeatureEntry; 28] = [
    feature("Animal Companion", 2),
    feature("Attack of Opportunity", 2),
    feature("Challenge", 1),
    feature("Command", 2),
    feature("Deadeye", 2),
    feature("Diehard", 1),
    feature("Dire Animal Companion", 3),
    feature("Evasion", 4),
    feature("Far Shot", 1),
    feature("Improved Critical", 4),
    feature("Improved Unarmed Strike", 2),
    feature("Legendary Animal Companion", 4),
    feature("Magical Animal Companion", 3),
    feature("Null Magic", 4),
    feature("Phalanx", 2),
    feature("Point Blank", 2),
    feature("Power Attack", 2),
    feature("Quick Draw", 1),
    feature("Quick Reflexes", 3),
    feature("Shadow Step", 4),
    feature("Sniper", 4),
    feature("Stunning Strike", 2),
    feature("Suppressive Fire", 3),
    feature("Survivalist", 1),
    feature("Threaten", 3),
    feature("Titan Grip", 3),
    feature("Wall Run", 4),
    feature("Wealthy", 1),
];

/// The spell `name` names (either half of a pair will do).
pub fn spell_named(name: &str) -> Option<&'static SpellEntry> {
    SPELLS.iter().find(|spell| spell.answers_to(name))
}

/// The feature called `name`, in any case.
pub fn feature_named(name: &str) -> Option<&'static FeatureEntry> {
    let name = name.trim();
    FEATURES.iter().find(|f| f.name.eq_ignore_ascii_case(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spell_details_heads_96_spells_and_features_heads_28() {
        assert_eq!(SPELLS.len(), 96);
        assert_eq!(FEATURES.len(), 28);
        for spell in &SPELLS {
            assert!((1..=4).contains(&spell.level), "{}", spell.name);
            assert!(
                spell.school.attribute() == crate::systems::clockwork::skills::Attribute::Magic
            );
        }
        assert!(FEATURES.iter().all(|f| (1..=4).contains(&f.level)));
        let names: std::collections::HashSet<&str> = SPELLS.iter().map(|s| s.name).collect();
        assert_eq!(names.len(), 96, "no spell twice");
        let features: std::collections::HashSet<&str> = FEATURES.iter().map(|f| f.name).collect();
        assert_eq!(features.len(), 28, "no feature twice");
    }

    #[test]
    fn a_pair_answers_to_either_half() {
        assert_eq!(spell_named("slow").map(|s| s.name), Some("Haste / Slow"));
        assert_eq!(
            spell_named("Mass Slow").map(|s| s.name),
            Some("Mass Haste / Mass Slow")
        );
        assert_eq!(spell_named("Fireball").map(|s| s.level), Some(4));
        assert!(spell_named("Occlude").is_none());
        assert_eq!(feature_named("far shot").map(|f| f.level), Some(1));
    }
}
