//! Magic armor on the sheet («Magic Armor» spell, «Magic Items › Magic Armor»): the
//! enchantments on the worn armor, checked against the spell's limit of 4 gains of enchantments
//! an item, and what the sheet reads from them — a Protection's +1 in its type, Bulwark's vital,
//! Gravity Reduction's lighter weight. The enchantments the sheet has no number for (rerolls,
//! redirections) are listed for the GM.

use super::content::gear::{ItemEffect, MagicItemEntry, MAGIC_ARMOR};
use super::content::{ArmorWeight, DamageType};
use super::sheet::{ArmorError, Worn};
use super::table_rules::SheetRules;

/// The most gains of enchantments one armor or shield carries («Magic Armor»).
pub const ENCHANTMENT_GAINS_PER_ITEM: u8 = 4;
/// The most a Protection raises a type to («Magic Items › Magic Armor»: "maximum 6").
pub const PROTECTION_CAP: u8 = 6;

/// What the worn armor's enchantments give the sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ArmorMagic {
    /// The enchantments, as the catalog spells them.
    pub enchantments: Vec<&'static MagicItemEntry>,
}

impl ArmorMagic {
    /// Checks the enchantments on `worn`: each one in the catalog, on armor actually worn, and
    /// 4 gains at most in all.
    pub fn of(worn: &Worn) -> Result<ArmorMagic, ArmorError> {
        if worn.enchantments.is_empty() {
            return Ok(ArmorMagic::default());
        }
        let Some(armor) = &worn.armor else {
            return Err(ArmorError::EnchantmentWithoutArmor);
        };
        let mut enchantments = Vec::with_capacity(worn.enchantments.len());
        for name in &worn.enchantments {
            let entry = MAGIC_ARMOR
                .iter()
                .find(|e| e.name.eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| ArmorError::UnknownEnchantment { name: name.clone() })?;
            enchantments.push(entry);
        }
        let gains: u8 = enchantments.iter().map(|e| e.gains).sum();
        if gains > ENCHANTMENT_GAINS_PER_ITEM {
            return Err(ArmorError::EnchantmentsOverFour {
                armor: armor.name.clone(),
                gains,
            });
        }
        Ok(ArmorMagic { enchantments })
    }

    /// The Protections in `damage`: one +1 each.
    pub fn protections(&self, damage: DamageType) -> u8 {
        let count = self
            .enchantments
            .iter()
            .filter(|e| e.effect == ItemEffect::Resistance { damage })
            .count();
        u8::try_from(count).unwrap_or(u8::MAX)
    }

    /// What the Protections in `damage` add to an armor value of `armor` with a species value
    /// of `species`, under the table rule for where "maximum 6" applies.
    pub fn protection_bonus(
        &self,
        damage: DamageType,
        armor: u8,
        species: u8,
        rules: &SheetRules,
    ) -> u8 {
        let wanted = self.protections(damage);
        let reached = if rules.protection_caps_total {
            armor + species
        } else {
            armor
        };
        wanted.min(PROTECTION_CAP.saturating_sub(reached))
    }

    /// Vitals the enchantments add (Bulwark).
    pub fn extra_vitals(&self) -> u8 {
        self.enchantments
            .iter()
            .map(|e| match e.effect {
                ItemEffect::ExtraVitals { vitals } => vitals,
                _ => 0,
            })
            .sum()
    }

    /// Whether the armor counts one weight lower (Gravity Reduction).
    pub fn lighter(&self) -> bool {
        self.enchantments
            .iter()
            .any(|e| e.effect == ItemEffect::LighterArmor)
    }

    /// The armor's weight for movement and encumbrance: one lower with Gravity Reduction.
    pub fn carried_weight(&self, weight: ArmorWeight) -> Option<ArmorWeight> {
        if self.lighter() {
            weight.lighter()
        } else {
            Some(weight)
        }
    }

    /// The enchantments the sheet has no number for, each with what it does, for the GM.
    pub fn notes(&self) -> Vec<String> {
        self.enchantments
            .iter()
            .filter(|e| {
                !matches!(
                    e.effect,
                    ItemEffect::Resistance { .. }
                        | ItemEffect::ExtraVitals { .. }
                        | ItemEffect::LighterArmor
                )
            })
            .map(|e| format!("{}: {}", e.name, e.summary))
            .collect()
    }
}
