//! ClockWork's equipment as data («Equipment», «Magic Items»): armor and shields, weapons and
//! their special properties, grenades, mines, launchers and missile parts, and the magic items.
//! Names and numbers are the book's, summaries our own words; the counts and every
//! cross-reference (a weapon's property, an item's spell or condition) are held by `tests.rs`.
//!
//! Only armor and shields carry prices in the book; every other price is the GM's, entered in
//! a campaign's [`PriceList`].

pub mod armor;
pub mod explosives;
pub mod magic_items;
pub mod prices;
pub mod weapon_tables;
pub mod weapons;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use armor::{
    armor_named, armor_price, shield_named, ArmorEntry, ArmorTemplate, ShieldEntry, ARMORS,
    ARMOR_TEMPLATES, SHIELDS,
};
pub use explosives::{
    grenade_named, mine_area, GrenadeEntry, GuidanceEntry, LauncherEntry, MineArea, PayloadEntry,
    PropulsionEntry, CLAYMORE, GRENADES, GUIDANCE, LAUNCHERS, PAYLOADS, PROPULSION,
};
pub use magic_items::{
    ItemEffect, MagicItemEntry, MagicWeaponEntry, ALCHEMY, MAGIC_ARMOR, MAGIC_ARTIFACTS,
    MAGIC_WEAPONS,
};
pub use prices::{PriceEntry, PriceError, PriceList, PriceSource, Quote};
pub use weapons::{
    weapon_named, weapons, Hands, WeaponEntry, WeaponProperty, WeaponSpecial, MELEE_WEAPONS,
    RANGED_WEAPONS,
};

use crate::citation::Citation;
use crate::systems::clockwork::cite;

/// A kind of item in the catalog: the table an entry comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkItemKind"),
    schemars(rename = "ClockworkItemKind")
)]
#[serde(rename_all = "snake_case")]
pub enum ItemKind {
    /// An example armor («Armor»).
    Armor,
    /// A shield class («Shields»).
    Shield,
    /// «Melee Weapons».
    MeleeWeapon,
    /// «Ranged Weapons».
    RangedWeapon,
    /// A grenade type, thrown or as a launcher round («Types»).
    Grenade,
    /// A mine: a grenade type, or the claymore («Mines»).
    Mine,
    /// «Launchers».
    Launcher,
    /// A missile guidance system («Guidance System»).
    MissileGuidance,
    /// A missile propulsion («Propulsion»).
    MissilePropulsion,
    /// A missile payload («Payload»).
    MissilePayload,
    /// «Alchemy».
    Alchemy,
    /// A magic armor enchantment («Magic Armor»).
    MagicArmor,
    /// «Magic Artifact».
    MagicArtifact,
    /// A magic weapon property («Magic Weapon»).
    MagicWeapon,
}

impl ItemKind {
    /// Every kind, in the book's order.
    pub const ALL: [ItemKind; 14] = [
        ItemKind::Armor,
        ItemKind::Shield,
        ItemKind::MeleeWeapon,
        ItemKind::RangedWeapon,
        ItemKind::Grenade,
        ItemKind::Mine,
        ItemKind::Launcher,
        ItemKind::MissileGuidance,
        ItemKind::MissilePropulsion,
        ItemKind::MissilePayload,
        ItemKind::Alchemy,
        ItemKind::MagicArmor,
        ItemKind::MagicArtifact,
        ItemKind::MagicWeapon,
    ];

    /// The heading of its table.
    pub const fn rule(self) -> Citation {
        cite(match self {
            ItemKind::Armor => "Armor",
            ItemKind::Shield => "Shields",
            ItemKind::MeleeWeapon => "Melee Weapons",
            ItemKind::RangedWeapon => "Ranged Weapons",
            ItemKind::Grenade => "Types",
            ItemKind::Mine => "Mines",
            ItemKind::Launcher => "Launchers",
            ItemKind::MissileGuidance => "Guidance System",
            ItemKind::MissilePropulsion => "Propulsion",
            ItemKind::MissilePayload => "Payload",
            ItemKind::Alchemy => "Alchemy",
            ItemKind::MagicArmor => "Magic Armor",
            ItemKind::MagicArtifact => "Magic Artifact",
            ItemKind::MagicWeapon => "Magic Weapon",
        })
    }

    /// The catalog's names of this kind, in the table's order (mines: the grenade types, then
    /// the claymore).
    pub fn names(self) -> Vec<&'static str> {
        match self {
            ItemKind::Armor => ARMORS.iter().map(|a| a.name).collect(),
            ItemKind::Shield => SHIELDS.iter().map(|s| s.name).collect(),
            ItemKind::MeleeWeapon => MELEE_WEAPONS.iter().map(|w| w.name).collect(),
            ItemKind::RangedWeapon => RANGED_WEAPONS.iter().map(|w| w.name).collect(),
            ItemKind::Grenade => GRENADES.iter().map(|g| g.name).collect(),
            ItemKind::Mine => GRENADES.iter().map(|g| g.name).chain([CLAYMORE]).collect(),
            ItemKind::Launcher => LAUNCHERS.iter().map(|l| l.name).collect(),
            ItemKind::MissileGuidance => GUIDANCE.iter().map(|g| g.name).collect(),
            ItemKind::MissilePropulsion => PROPULSION.iter().map(|p| p.name).collect(),
            ItemKind::MissilePayload => PAYLOADS.iter().map(|p| p.name).collect(),
            ItemKind::Alchemy => ALCHEMY.iter().map(|i| i.name).collect(),
            ItemKind::MagicArmor => MAGIC_ARMOR.iter().map(|i| i.name).collect(),
            ItemKind::MagicArtifact => MAGIC_ARTIFACTS.iter().map(|i| i.name).collect(),
            ItemKind::MagicWeapon => MAGIC_WEAPONS.iter().map(|i| i.name).collect(),
        }
    }

    /// The catalog's spelling of `name` in this kind (any case; a shield class by either of its
    /// shields), or `None` for a name the table does not hold.
    pub fn find(self, name: &str) -> Option<&'static str> {
        if self == ItemKind::Shield {
            return shield_named(name).map(|s| s.name);
        }
        let name = name.trim();
        self.names()
            .into_iter()
            .find(|n| n.eq_ignore_ascii_case(name))
    }
}

/// An item in the catalog: its kind and name.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkItemRef"),
    schemars(rename = "ClockworkItemRef")
)]
#[serde(rename_all = "camelCase")]
pub struct ItemRef {
    /// Its table.
    pub kind: ItemKind,
    /// Its name.
    pub name: String,
}

impl ItemRef {
    /// The item `name` of `kind`.
    pub fn new(kind: ItemKind, name: &str) -> ItemRef {
        ItemRef {
            kind,
            name: name.to_owned(),
        }
    }
}

impl std::fmt::Display for ItemRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.name.trim(), self.kind.rule().section)
    }
}
