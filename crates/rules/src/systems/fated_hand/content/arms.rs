//! Fated Hand arms: the 61 entries of the "Arms List" (weapons, shields, catalysts and armor).
//!
//! The data lives in `data/fated_hand/arms.json`. Names and numbers are the rulebook's; every
//! oddity (typos, missing traits, undefined perks, rules the book never gives) is a [`DataNote`]
//! naming the table rule that settles it.

use serde::{Deserialize, Serialize};

use super::{ArmTrait, DataNote, StatMods};

/// What sort of arm an entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArmKind {
    /// A weapon (melee, ranged or thrown).
    Weapon,
    /// A shield or a defensive off-hand arm (the Parrying Dagger).
    Shield,
    /// A magic arm that grants spells.
    Catalyst,
    /// Armor (worn, not wielded).
    Armor,
}

/// The weight class printed under an armor entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArmorCategory {
    /// "Light Armor".
    Light,
    /// "Medium Armor".
    Medium,
    /// "Heavy Armor".
    Heavy,
}

/// An Effective Range in tiles: a band such as "5-6", or a single range "3" (min = max).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EffectiveRange {
    /// The nearest distance without a penalty.
    pub min: u8,
    /// The farthest distance without a penalty.
    pub max: u8,
}

impl EffectiveRange {
    /// How many tiles `distance` lies outside the range (0 inside it); each costs 1 Strike
    /// ("Effective Range").
    pub fn tiles_outside(self, distance: u8) -> u8 {
        if distance < self.min {
            self.min - distance
        } else {
            distance.saturating_sub(self.max)
        }
    }
}

/// One entry of data/fated_hand/arms.json.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ArmDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it.
    pub name: String,
    /// Weapon, shield, catalyst or armor.
    pub kind: ArmKind,
    /// The printed stat modifiers ("Arm Power"); absent ones are 0.
    #[serde(default)]
    pub mods: StatMods,
    /// The printed Effective Range, for arms that have one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effective_range: Option<EffectiveRange>,
    /// The printed Reload Cost (its mechanics are a table rule: `fated_hand.reload_cost`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reload_cost: Option<u8>,
    /// The arm's perks, by perk id (slug of the printed perk name).
    #[serde(default)]
    pub perks: Vec<String>,
    /// The Class-Arms traits that make Armed Perks work with this arm.
    #[serde(default)]
    pub traits: Vec<ArmTrait>,
    /// The arm must be wielded with both hands (it has the Two-Hander perk).
    #[serde(default)]
    pub two_handed: bool,
    /// The arm may be wielded with both hands for a bonus (it has the Versatile perk).
    #[serde(default)]
    pub versatile: bool,
    /// For catalysts: the spells the arm grants, by spell id, in printed order.
    #[serde(default)]
    pub spells: Vec<String>,
    /// For armor: the printed weight class.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub armor_category: Option<ArmorCategory>,
    /// Gaps and typos in the entry, each with the table rule that settles it.
    #[serde(default)]
    pub notes: Vec<DataNote>,
    /// The rulebook heading the entry is printed under.
    pub source: String,
}

impl ArmDef {
    /// Armor is worn rather than wielded.
    pub fn is_armor(&self) -> bool {
        self.kind == ArmKind::Armor
    }

    /// A catalyst grants spells.
    pub fn is_catalyst(&self) -> bool {
        self.kind == ArmKind::Catalyst
    }

    /// A weapon with the Simple trait: the arms a new character may start proficient with.
    pub fn is_simple_weapon(&self) -> bool {
        self.kind == ArmKind::Weapon && self.has_trait(ArmTrait::Simple)
    }

    /// Whether the arm carries `arm_trait`.
    pub fn has_trait(&self, arm_trait: ArmTrait) -> bool {
        self.traits.contains(&arm_trait)
    }

    /// Whether the arm has the perk `perk_id`.
    pub fn has_perk(&self, perk_id: &str) -> bool {
        self.perks.iter().any(|perk| perk == perk_id)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::systems::fated_hand::content::content;
    use crate::systems::fated_hand::content::test_support::{rulebook, slug};

    fn arms() -> &'static [ArmDef] {
        &content().arms
    }

    #[test]
    fn the_arms_list_has_61_entries_by_kind() {
        let count = |kind| arms().iter().filter(|arm| arm.kind == kind).count();
        assert_eq!(arms().len(), 61);
        assert_eq!(count(ArmKind::Weapon), 35);
        assert_eq!(count(ArmKind::Shield), 4);
        assert_eq!(count(ArmKind::Catalyst), 17);
        assert_eq!(count(ArmKind::Armor), 5);
        let ranged: Vec<&str> = arms()
            .iter()
            .filter(|arm| arm.effective_range.is_some())
            .map(|arm| arm.name.as_str())
            .collect();
        assert_eq!(
            ranged,
            [
                "Handaxe",
                "Javelin",
                "Light Crossbow",
                "Dart",
                "Shortbow",
                "Sling",
                "Trident",
                "Blowgun",
                "Heavy Crossbow",
                "Longbow",
                "Net"
            ]
        );
        assert_eq!(
            arms()
                .iter()
                .filter(|arm| arm.reload_cost.is_some())
                .count(),
            7
        );
        let simple: Vec<&str> = arms()
            .iter()
            .filter(|arm| arm.is_simple_weapon())
            .map(|arm| arm.name.as_str())
            .collect();
        assert_eq!(
            simple,
            [
                "Club",
                "Fists (Bare)",
                "Knuckles",
                "Handaxe",
                "Quarterstaff",
                "Dart"
            ]
        );
    }

    #[test]
    fn catalysts_grant_82_spell_slots_of_65_spells() {
        let slots: Vec<&String> = arms().iter().flat_map(|arm| &arm.spells).collect();
        assert_eq!(slots.len(), 82);
        assert_eq!(slots.iter().collect::<HashSet<_>>().len(), 65);
        for arm in arms() {
            assert_eq!(arm.is_catalyst(), !arm.spells.is_empty(), "{}", arm.name);
            assert_eq!(arm.is_armor(), arm.armor_category.is_some(), "{}", arm.name);
        }
    }

    #[test]
    fn ids_are_unique_slugs_and_flags_follow_the_perks() {
        let mut seen = HashSet::new();
        for arm in arms() {
            assert!(!arm.name.trim().is_empty());
            assert_eq!(arm.id, slug(&arm.name), "{}", arm.name);
            assert!(seen.insert(arm.id.as_str()), "duplicate id {}", arm.id);
            assert_eq!(arm.source, "Arms List");
            for id in arm.perks.iter().chain(&arm.spells) {
                assert_eq!(*id, slug(id), "{}: {id} is not a slug", arm.name);
            }
            assert_eq!(arm.two_handed, arm.has_perk("two_hander"), "{}", arm.name);
            assert_eq!(arm.versatile, arm.has_perk("versatile"), "{}", arm.name);
            assert!(
                arm.reload_cost.is_none() || arm.effective_range.is_some(),
                "{}",
                arm.name
            );
            if let Some(range) = arm.effective_range {
                assert!(range.min >= 1 && range.min <= range.max, "{}", arm.name);
            }
            for note in &arm.notes {
                let rule = note
                    .table_rule
                    .as_deref()
                    .expect("every arm note names its table rule");
                let tail = rule.strip_prefix("fated_hand.").expect("a fated_hand rule");
                assert_eq!(tail, slug(tail), "{rule}");
                assert!(!note.note.trim().is_empty());
            }
        }
    }

    #[test]
    fn arm_perks_and_catalyst_spells_exist() {
        for arm in arms() {
            for perk in &arm.perks {
                assert!(
                    content().perk(perk).is_some(),
                    "{}: no perk {perk}",
                    arm.name
                );
            }
            for spell in &arm.spells {
                assert!(
                    content().spell(spell).is_some(),
                    "{}: no spell {spell}",
                    arm.name
                );
            }
        }
    }

    #[test]
    fn every_defect_is_noted() {
        let noted = |id: &str, rule: &str| {
            let arm = content().arm(id).expect(id);
            arm.notes
                .iter()
                .any(|note| note.table_rule.as_deref() == Some(rule))
        };
        for arm in arms() {
            if arm.reload_cost.is_some() {
                assert!(noted(&arm.id, "fated_hand.reload_cost"), "{}", arm.name);
            }
            if arm.is_armor() {
                assert!(noted(&arm.id, "fated_hand.armor_rules"), "{}", arm.name);
            }
            if arm.effective_range.is_some() && !arm.has_trait(ArmTrait::Ranged) {
                assert!(noted(&arm.id, "fated_hand.thrown_arms"), "{}", arm.name);
            }
            if arm.traits.is_empty() && !arm.is_armor() {
                assert!(noted(&arm.id, "fated_hand.untraited_arms"), "{}", arm.name);
            }
        }
        assert!(noted("quarterstaff", "fated_hand.quarterstaff_trait"));
        assert!(noted("pike", "fated_hand.long_reach"));
        assert!(noted("blowgun", "fated_hand.toxic_weapon"));
        assert!(noted(
            "tidal_curiosity",
            "fated_hand.tidal_curiosity_strike"
        ));
        assert!(noted("slime_jar", "fated_hand.catalyst_traits"));
        let tidal = content().arm("tidal_curiosity").expect("tidal curiosity");
        assert_eq!((tidal.mods.strike, tidal.mods.magic_strike), (1, 0));
    }

    #[test]
    fn effective_range_penalties_count_tiles_outside_the_band() {
        let longbow = content()
            .arm("longbow")
            .and_then(|arm| arm.effective_range)
            .expect("longbow");
        assert_eq!(
            [4, 5, 6, 7, 8].map(|d| longbow.tiles_outside(d)),
            [1, 0, 0, 1, 2]
        );
        let javelin = content()
            .arm("javelin")
            .and_then(|arm| arm.effective_range)
            .expect("javelin");
        assert_eq!([1, 3, 5].map(|d| javelin.tiles_outside(d)), [2, 0, 2]);
    }

    /// What the rulebook prints for one arm, read back from its block of lines.
    #[derive(Debug, Default, PartialEq)]
    struct Printed {
        mods: StatMods,
        range: Option<EffectiveRange>,
        reload: Option<u8>,
        perks: Vec<String>,
        traits: Vec<ArmTrait>,
        armor: Option<ArmorCategory>,
    }

    fn trait_word(word: &str) -> Option<ArmTrait> {
        Some(match word {
            "Simple" => ArmTrait::Simple,
            // The Quarterstaff's "List" (table rule fated_hand.quarterstaff_trait).
            "Light" | "List" => ArmTrait::Light,
            "Medium" => ArmTrait::Medium,
            "Heavy" => ArmTrait::Heavy,
            "Great" => ArmTrait::Great,
            "Ranged" => ArmTrait::Ranged,
            "Finesse" => ArmTrait::Finesse,
            "Thrown" => ArmTrait::Thrown,
            "Arcane" => ArmTrait::Arcane,
            "Dark" => ArmTrait::Dark,
            "Holy" => ArmTrait::Holy,
            _ => return None,
        })
    }

    fn read_block(lines: &[&str], catalyst: bool) -> Printed {
        let mut printed = Printed::default();
        let mut in_spells = false;
        for line in lines {
            let line = line.trim();
            if let Some(traits) = line.split(' ').map(trait_word).collect::<Option<Vec<_>>>() {
                printed.traits.extend(traits);
                continue;
            }
            if in_spells {
                continue;
            }
            if let Some((number, stat)) = line
                .split_once(' ')
                .filter(|(n, _)| n.starts_with(['+', '-']))
            {
                let value: i8 = number.parse().expect("a stat modifier");
                match stat {
                    "Strike" => printed.mods.strike = value,
                    "Defense" => printed.mods.defense = value,
                    "Speed" => printed.mods.speed = value,
                    "Magic Strike" => printed.mods.magic_strike = value,
                    other => panic!("unknown stat {other}"),
                }
            } else if let Some(range) = line
                .strip_prefix("Eff. Range ")
                .or(line.strip_prefix("Eff Range "))
            {
                let (min, max) = range.split_once('-').unwrap_or((range, range));
                printed.range = Some(EffectiveRange {
                    min: min.parse().expect("range"),
                    max: max.parse().expect("range"),
                });
            } else if let Some(cost) = line.strip_prefix("Reload Cost ") {
                printed.reload = Some(cost.parse().expect("reload cost"));
            } else if let Some(weight) = line.strip_suffix(" Armor") {
                printed.armor = Some(match weight {
                    "Light" => ArmorCategory::Light,
                    "Medium" => ArmorCategory::Medium,
                    _ => ArmorCategory::Heavy,
                });
            } else if catalyst
                && ((line.contains('(') && !line.ends_with("(A)"))
                    || matches!(line, "Watchful Daggers" | "Pale Shark" | "Calamitous Omen"))
            {
                // The first spell heading: what follows is spell text, then the trait lines.
                in_spells = true;
            } else {
                if line.starts_with("Use your Magic Strike") {
                    continue;
                }
                printed.perks.push(slug(line.trim_end_matches(" (A)")));
            }
        }
        printed
    }

    #[cfg_attr(
        not(rulebook),
        ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
    )]
    #[test]
    fn names_and_numbers_match_the_rulebook() {
        let text = rulebook();
        let lines: Vec<&str> = text.lines().collect();
        let start = lines
            .iter()
            .position(|l| *l == "Arms List")
            .expect("Arms List heading");
        let end = lines
            .iter()
            .position(|l| *l == "Story Spell List")
            .expect("Story Spell List heading");
        let mut at = start + 2;
        let mut starts = Vec::new();
        for arm in arms() {
            let offset = lines[at..end]
                .iter()
                .position(|l| *l == arm.name)
                .unwrap_or_else(|| panic!("{} not printed in order", arm.name));
            at += offset;
            starts.push(at);
            at += 1;
        }
        assert_eq!(
            starts[0],
            start + 2,
            "the first arm follows the heading's intro line"
        );
        for (i, arm) in arms().iter().enumerate() {
            let stop = starts.get(i + 1).copied().unwrap_or(end);
            let block = &lines[starts[i] + 1..stop];
            let printed = read_block(block, arm.is_catalyst());
            let data = Printed {
                mods: arm.mods,
                range: arm.effective_range,
                reload: arm.reload_cost,
                perks: arm.perks.clone(),
                traits: arm.traits.clone(),
                armor: arm.armor_category,
            };
            assert_eq!(printed, data, "{}", arm.name);
        }
    }
}
