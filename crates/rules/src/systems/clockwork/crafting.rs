//! Crafting magic items: how many gains the crafting spell's roll must reach («Alchemical
//! Item», «Magic Armor», «Magic Artifact», «Magic Weapon»). The roll itself is the d12 pool of
//! [`roll`](super::roll); these say whether its gains make the items asked for, and if not,
//! the error names the spell's rule.

use super::cite;
use super::content::gear::{MagicItemEntry, ALCHEMY, MAGIC_ARMOR, MAGIC_ARTIFACTS};
use super::table_rules::{crafting_rules, CraftingRules};
use crate::citation::Citation;
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

use super::armor_magic::ENCHANTMENT_GAINS_PER_ITEM;

/// Gains Magic Armor asks beyond the enchantment's own («Magic Armor»: "+ 2").
pub const MAGIC_ARMOR_MARGIN: u8 = 2;
/// Gains Magic Weapon needs out of combat, and in combat («Magic Weapon»).
pub const MAGIC_WEAPON_GAINS: (u8, u8) = (4, 6);

/// A crafting roll that falls short, or a request the spell does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CraftingError {
    /// A name the spell's table does not hold.
    #[error("{name:?} is not in the {table} table")]
    Unknown {
        /// The name.
        name: String,
        /// The table.
        table: &'static str,
    },
    /// Nothing asked for.
    #[error("name at least one item to craft")]
    Nothing,
    /// Too few gains.
    #[error("{what} needs {needed} gains; the roll made {gains}")]
    TooFewGains {
        /// What was asked for.
        what: String,
        /// Gains needed.
        needed: u32,
        /// Gains rolled.
        gains: i32,
        /// The spell.
        spell: &'static str,
    },
    /// More enchantment than one item carries.
    #[error("{gains} gains of enchantment on one item; an item carries 4 at most")]
    OverFour {
        /// Gains asked for.
        gains: u32,
    },
}

impl CraftingError {
    /// The heading the request breaks: the crafting spell's.
    pub fn rule(&self) -> Citation {
        match self {
            CraftingError::Unknown { table, .. } => cite(table),
            CraftingError::TooFewGains { spell, .. } => cite(spell),
            CraftingError::Nothing | CraftingError::OverFour { .. } => cite("Magic Armor"),
        }
    }
}

impl From<CraftingError> for RuleViolation {
    fn from(error: CraftingError) -> RuleViolation {
        let text = error.to_string();
        let mut chars = text.chars();
        let sentence = chars.next().map_or_else(String::new, |first| {
            first.to_uppercase().to_string() + chars.as_str()
        });
        RuleViolation::new(error.rule(), format!("{sentence}."))
    }
}

fn find(
    table: &'static [MagicItemEntry],
    heading: &'static str,
    names: &[&str],
) -> Result<Vec<&'static MagicItemEntry>, CraftingError> {
    if names.is_empty() {
        return Err(CraftingError::Nothing);
    }
    names
        .iter()
        .map(|name| {
            table
                .iter()
                .find(|i| i.name.eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| CraftingError::Unknown {
                    name: (*name).to_owned(),
                    table: heading,
                })
        })
        .collect()
}

fn reach(
    what: &[&'static MagicItemEntry],
    needed: u32,
    gains: i32,
    spell: &'static str,
) -> Result<(), CraftingError> {
    if i64::from(gains) < i64::from(needed) {
        return Err(CraftingError::TooFewGains {
            what: what.iter().map(|i| i.name).collect::<Vec<_>>().join(", "),
            needed,
            gains,
            spell,
        });
    }
    Ok(())
}

/// «Alchemical Item»: one roll makes any alchemy items whose gains sum to the roll's gains at
/// most.
pub fn alchemy_batch(gains: i32, items: &[&str]) -> Result<u32, CraftingError> {
    let items = find(&ALCHEMY, "Alchemy", items)?;
    let needed = items.iter().map(|i| u32::from(i.gains)).sum();
    reach(&items, needed, gains, "Alchemical Item")?;
    Ok(needed)
}

/// «Magic Armor»: the enchantments' gains plus the margin (once per casting, or once per
/// enchantment under table rule `clockwork.magic_armor_margin`), 4 gains of enchantment an item.
pub fn magic_armor_casting(
    gains: i32,
    enchantments: &[&str],
    rules: &CraftingRules,
) -> Result<u32, CraftingError> {
    let items = find(&MAGIC_ARMOR, "Magic Armor", enchantments)?;
    let enchanted: u32 = items.iter().map(|i| u32::from(i.gains)).sum();
    if enchanted > u32::from(ENCHANTMENT_GAINS_PER_ITEM) {
        return Err(CraftingError::OverFour { gains: enchanted });
    }
    let margins = if rules.margin_per_enchantment {
        items.len() as u32
    } else {
        1
    };
    let needed = enchanted + u32::from(MAGIC_ARMOR_MARGIN) * margins;
    reach(&items, needed, gains, "Magic Armor")?;
    Ok(needed)
}

/// [`magic_armor_casting`] under a campaign's table-rule choices.
pub fn magic_armor_casting_under(
    gains: i32,
    enchantments: &[&str],
    choices: &TableRuleChoices,
) -> Result<u32, CraftingError> {
    magic_armor_casting(gains, enchantments, &crafting_rules(choices))
}

/// «Magic Artifact»: the artifact's gains.
pub fn magic_artifact_casting(gains: i32, artifact: &str) -> Result<u32, CraftingError> {
    let items = find(&MAGIC_ARTIFACTS, "Magic Artifact", &[artifact])?;
    let needed = u32::from(items[0].gains);
    reach(&items, needed, gains, "Magic Artifact")?;
    Ok(needed)
}

/// «Magic Weapon»: 4 gains out of combat, 6 in combat (where the property lasts the fight).
pub fn magic_weapon_casting(gains: i32, in_combat: bool) -> Result<u32, CraftingError> {
    let needed = u32::from(if in_combat {
        MAGIC_WEAPON_GAINS.1
    } else {
        MAGIC_WEAPON_GAINS.0
    });
    if i64::from(gains) < i64::from(needed) {
        return Err(CraftingError::TooFewGains {
            what: if in_combat {
                "a magic weapon property in combat".to_owned()
            } else {
                "a magic weapon property".to_owned()
            },
            needed,
            gains,
            spell: "Magic Weapon",
        });
    }
    Ok(needed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::clockwork::table_rules::MAGIC_ARMOR_MARGIN as RULE;

    #[test]
    fn alchemical_item_6_gains_craft_3_minor_health_potions_and_not_4() {
        // The example calls them "Minor Healing Potions"; the table's name is "Health Potion,
        // Minor" (reading `clockwork.minor_healing_potion`).
        let minor = "Health Potion, Minor";
        assert_eq!(alchemy_batch(6, &[minor, minor, minor]), Ok(6));
        let error = alchemy_batch(6, &[minor, minor, minor, minor]).expect_err("8 gains");
        assert!(matches!(
            error,
            CraftingError::TooFewGains {
                needed: 8,
                gains: 6,
                ..
            }
        ));
        assert_eq!(error.rule().section, "Alchemical Item");
        assert!(matches!(
            alchemy_batch(6, &["Elixir of Life"]),
            Err(CraftingError::Unknown { .. })
        ));
    }

    #[test]
    fn magic_armor_an_enchantment_needing_4_gains_takes_6() {
        let rules = crafting_rules(&TableRuleChoices::default());
        assert_eq!(magic_armor_casting(6, &["Bulwark"], &rules), Ok(6));
        let error = magic_armor_casting(5, &["Bulwark"], &rules).expect_err("short");
        assert_eq!(error.rule().section, "Magic Armor");
        // Two level-2 enchantments fit one item; a 2 and a 4 do not.
        assert_eq!(
            magic_armor_casting(6, &["Buoyancy", "Glamoured"], &rules),
            Ok(6)
        );
        assert_eq!(
            magic_armor_casting(12, &["Buoyancy", "Bulwark"], &rules),
            Err(CraftingError::OverFour { gains: 6 })
        );
    }

    #[test]
    fn table_rule_magic_armor_margin_per_enchantment() {
        let mut choices = TableRuleChoices::default();
        choices
            .0
            .insert(RULE.id.to_owned(), "per_enchantment".to_owned());
        let rules = crafting_rules(&choices);
        let two = ["Buoyancy", "Glamoured"];
        // Once per casting (the default) two level-2s need 6; once per enchantment, 8.
        assert_eq!(
            magic_armor_casting(6, &two, &crafting_rules(&TableRuleChoices::default())),
            Ok(6)
        );
        assert!(magic_armor_casting(6, &two, &rules).is_err());
        assert_eq!(magic_armor_casting(8, &two, &rules), Ok(8));
        // One enchantment is the same either way.
        assert_eq!(magic_armor_casting(6, &["Bulwark"], &rules), Ok(6));
        assert!(matches!(
            magic_armor_casting_under(7, &two, &choices),
            Err(CraftingError::TooFewGains { needed: 8, .. })
        ));
        assert_eq!(
            magic_armor_casting_under(7, &two, &TableRuleChoices::default()),
            Ok(6)
        );
    }

    #[test]
    fn magic_artifact_one_needing_5_gains_is_crafted_on_5() {
        assert_eq!(magic_artifact_casting(5, "Boots of Alacrity"), Ok(5));
        assert!(magic_artifact_casting(4, "Boots of Alacrity").is_err());
        assert_eq!(magic_artifact_casting(8, "staff of gaia"), Ok(8));
    }

    #[test]
    fn magic_weapon_4_gains_out_of_combat_and_6_in_combat() {
        assert_eq!(magic_weapon_casting(4, false), Ok(4));
        assert!(magic_weapon_casting(5, true).is_err());
        assert_eq!(magic_weapon_casting(6, true), Ok(6));
        assert!(magic_weapon_casting(-1, false).is_err());
    }
}
