//! Weapons («Weapons»): the fourteen special properties, each a typed value with its meaning
//! in our words, and the 37 melee and 26 ranged weapons with the properties they carry.
//!
//! The weapon tables print "Throw" for the property «Special Properties» calls Thrown, and two
//! specials the property table never defines, "Autofire Only" and "Burning on Hit"
//! (reading `clockwork.weapon_special_spellings`). No listed weapon has Double Shot or Shot or
//! Slug; they stay in the catalog for a setting's own weapons.

use serde::Serialize;

use crate::systems::clockwork::content::DamageType;

pub use super::weapon_tables::{MELEE_WEAPONS, RANGED_WEAPONS};

/// One of the fourteen properties «Special Properties» defines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkWeaponProperty"),
    schemars(rename = "ClockworkWeaponProperty")
)]
#[serde(rename_all = "snake_case")]
pub enum WeaponProperty {
    /// Arc Shot.
    ArcShot,
    /// Armor Piercing.
    ArmorPiercing,
    /// Autofire.
    Autofire,
    /// Double Shot.
    DoubleShot,
    /// Dual Wield.
    DualWield,
    /// Entangle.
    Entangle,
    /// Finesse.
    Finesse,
    /// Flourish.
    Flourish,
    /// Parry.
    Parry,
    /// Reach.
    Reach,
    /// Shot or Slug.
    ShotOrSlug,
    /// Stunning.
    Stunning,
    /// Thrown (printed "Throw" on several weapons).
    Thrown,
    /// Wounding.
    Wounding,
}

impl WeaponProperty {
    /// The fourteen, in the table's order.
    pub const ALL: [WeaponProperty; 14] = [
        WeaponProperty::ArcShot,
        WeaponProperty::ArmorPiercing,
        WeaponProperty::Autofire,
        WeaponProperty::DoubleShot,
        WeaponProperty::DualWield,
        WeaponProperty::Entangle,
        WeaponProperty::Finesse,
        WeaponProperty::Flourish,
        WeaponProperty::Parry,
        WeaponProperty::Reach,
        WeaponProperty::ShotOrSlug,
        WeaponProperty::Stunning,
        WeaponProperty::Thrown,
        WeaponProperty::Wounding,
    ];

    /// The name as the property table prints it.
    pub const fn name(self) -> &'static str {
        match self {
            WeaponProperty::ArcShot => "Arc Shot",
            WeaponProperty::ArmorPiercing => "Armor Piercing",
            WeaponProperty::Autofire => "Autofire",
            WeaponProperty::DoubleShot => "Double Shot",
            WeaponProperty::DualWield => "Dual Wield",
            WeaponProperty::Entangle => "Entangle",
            WeaponProperty::Finesse => "Finesse",
            WeaponProperty::Flourish => "Flourish",
            WeaponProperty::Parry => "Parry",
            WeaponProperty::Reach => "Reach",
            WeaponProperty::ShotOrSlug => "Shot or Slug",
            WeaponProperty::Stunning => "Stunning",
            WeaponProperty::Thrown => "Thrown",
            WeaponProperty::Wounding => "Wounding",
        }
    }

    /// What it does, in our words.
    pub const fn meaning(self) -> &'static str {
        match self {
            WeaponProperty::ArcShot => {
                "Lobs its shot high, so cover that only blocks line of sight does not stop it."
            }
            WeaponProperty::ArmorPiercing => {
                "Every 12 on the damage roll takes 1 off the armor's share of the target's \
                 resistance, down to 0."
            }
            WeaponProperty::Autofire => {
                "Can fire in bursts as well as single shots; switching costs nothing."
            }
            WeaponProperty::DoubleShot => {
                "Fires two projectiles at once: two attack rolls and two damage rolls."
            }
            WeaponProperty::DualWield => {
                "With the Dual Wield feature it goes in the off hand: two melee attacks for 3 \
                 action counters, or two shots or throws for 4, at one target or two; one dodge \
                 or block answers both against the same target."
            }
            WeaponProperty::Entangle => {
                "A called shot binds the target, aiming as if it were two sizes smaller: it \
                 cannot move away, a bound arm cannot use its weapon, a bound leg trips it; it \
                 breaks free with a Body / Strength reaction beating the attacker's at the start \
                 of its turn."
            }
            WeaponProperty::Finesse => "Melee attacks may roll Body / Agility instead of Strength.",
            WeaponProperty::Flourish => {
                "Right after a missed attack, the next attack costs 1 action counter, again and \
                 again."
            }
            WeaponProperty::Parry => {
                "+1 defense against melee attacks while equipped; two parrying weapons give +2."
            }
            WeaponProperty::Reach => "Hits one space farther than the wielder's reach.",
            WeaponProperty::ShotOrSlug => {
                "Shot: one range increment shorter, 1 more damage. Slug: one increment longer, 1 \
                 less damage."
            }
            WeaponProperty::Stunning => "A wound it deals leaves the target Stunned.",
            WeaponProperty::Thrown => "Can be thrown, with a range increment of 3 spaces.",
            WeaponProperty::Wounding => "A wound it deals leaves the target Bleeding.",
        }
    }
}

/// A special as a weapon row prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkWeaponSpecial"),
    schemars(rename = "ClockworkWeaponSpecial")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum WeaponSpecial {
    /// A property from «Special Properties», perhaps only when the weapon deals one of its
    /// damage types ("Stunning (L)").
    Property {
        /// The property.
        property: WeaponProperty,
        /// The damage type it goes with, where the row names one.
        with_damage: Option<DamageType>,
    },
    /// "Autofire Only": Autofire, and never a single shot.
    AutofireOnly,
    /// "Burning on Hit": a hit sets the target Burning (not in the property table).
    BurningOnHit,
}

impl WeaponSpecial {
    /// The property it is or contains, if any ("Autofire Only" is Autofire).
    pub const fn property(self) -> Option<WeaponProperty> {
        match self {
            WeaponSpecial::Property { property, .. } => Some(property),
            WeaponSpecial::AutofireOnly => Some(WeaponProperty::Autofire),
            WeaponSpecial::BurningOnHit => None,
        }
    }
}

/// How a weapon is held: the tables' Hands column (M, O, T), read with «Encumbrance» ("one
/// main hand or two off hand weapons at your sides") and Titan Grip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkHands"),
    schemars(rename = "ClockworkHands")
)]
#[serde(rename_all = "snake_case")]
pub enum Hands {
    /// M: a main-hand weapon.
    MainHand,
    /// O: an off-hand weapon, light enough to carry two at the sides.
    OffHand,
    /// T: two-handed.
    TwoHanded,
}

/// A weapon row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkWeaponEntry"),
    schemars(rename = "ClockworkWeaponEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct WeaponEntry {
    /// The name as printed.
    pub name: &'static str,
    /// The weapon type column ("Axe", "Energy Blade", "Muzzleloader").
    pub category: &'static str,
    /// How it is held.
    pub hands: Hands,
    /// Action counters an attack costs («Attack Speed»).
    pub action_cost: u8,
    /// Damage dice (d12s).
    pub damage_dice: u8,
    /// Its damage types: one, or the wielder's pick of two or three ("S / P").
    pub damage: &'static [DamageType],
    /// Range increment in spaces, for a ranged weapon (the longest shot is three increments).
    pub range: Option<u8>,
    /// Its specials.
    pub specials: &'static [WeaponSpecial],
    /// The special column as printed.
    pub printed_special: &'static str,
}

impl WeaponEntry {
    /// Whether it carries `property` (in any damage type).
    pub fn has(&self, property: WeaponProperty) -> bool {
        self.specials.iter().any(|s| s.property() == Some(property))
    }

    /// Whether it can be thrown (the Thrown property, printed "Throw" on most rows), at a
    /// range increment of 3.
    pub fn thrown(&self) -> bool {
        self.has(WeaponProperty::Thrown)
    }
}

/// Every weapon, melee first.
pub fn weapons() -> impl Iterator<Item = &'static WeaponEntry> {
    MELEE_WEAPONS.iter().chain(RANGED_WEAPONS.iter())
}

/// The weapon called `name`, in any case.
pub fn weapon_named(name: &str) -> Option<&'static WeaponEntry> {
    let name = name.trim();
    weapons().find(|w| w.name.eq_ignore_ascii_case(name))
}
