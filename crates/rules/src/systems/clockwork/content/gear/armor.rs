//! Armor and shields («Armor», «Shields»): the custom-armor weights with their prices, the 21
//! example armors and the three shield classes. These are the only entries the book prices.

use serde::Serialize;

use crate::systems::clockwork::content::{ArmorWeight, Resistances};
use crate::systems::clockwork::sheet::Armor;

/// One of the book's example armors («Armor»: "examples or fast character creation packages or
/// dropped loot"). Each fits its weight's row of the custom-armor table exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkArmorEntry"),
    schemars(rename = "ClockworkArmorEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct ArmorEntry {
    /// The name as printed.
    pub name: &'static str,
    /// Its weight, which sets its price, movement and encumbrance.
    pub weight: ArmorWeight,
    /// Its resistance in each type (B, L, N, P, S, X).
    pub resistances: Resistances,
}

impl ArmorEntry {
    /// The armor as the sheet wears it.
    pub fn to_worn(&self) -> Armor {
        Armor {
            name: self.name.to_owned(),
            weight: self.weight,
            resistances: self.resistances,
        }
    }

    /// Its price: the custom-armor table's cost for its weight ("An armor uses the cost listed
    /// in the previous chart based on its weight").
    pub const fn price(&self) -> u32 {
        armor_price(self.weight)
    }
}

const fn armor(name: &'static str, weight: ArmorWeight, resistances: Resistances) -> ArmorEntry {
    ArmorEntry {
        name,
        weight,
        resistances,
    }
}

/// «Armor»'s cost column, in currency by weight (custom armor and the examples alike).
pub const fn armor_price(weight: ArmorWeight) -> u32 {
    match weight {
        ArmorWeight::Light => 250,
        ArmorWeight::Medium => 500,
        ArmorWeight::Heavy => 750,
    }
}

/// A row of «Armor»'s custom-armor table: the template a GM or player fills with their own
/// resistance points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkArmorTemplate"),
    schemars(rename = "ClockworkArmorTemplate")
)]
#[serde(rename_all = "camelCase")]
pub struct ArmorTemplate {
    /// The weight.
    pub weight: ArmorWeight,
    /// Resistance points to place over the six types.
    pub points: u8,
    /// The most in one type (the least is 0).
    pub max_per_type: u8,
    /// Its price in currency.
    pub price: u32,
}

const fn template(weight: ArmorWeight) -> ArmorTemplate {
    let (points, max_per_type) = weight.resistance_allowance();
    ArmorTemplate {
        weight,
        points,
        max_per_type,
        price: armor_price(weight),
    }
}

/// The custom-armor table, lightest first. A custom [`Armor`] is checked against its row by
/// [`Armor::check`].
pub static ARMOR_TEMPLATES: [ArmorTemplate; 3] = [
    template(ArmorWeight::Light),
    template(ArmorWeight::Medium),
    template(ArmorWeight::Heavy),
];

/// The example armors: «Light Armor», «Medium Armor» and «Heavy Armor» tables in their order.
pub static ARMORS: [ArmorEntry; 21] = [
    armor(
        "Bullet Resistant Vest",
        ArmorWeight::Light,
        Resistances::new(4, 2, 2, 2, 2, 0),
    ),
    armor(
        "Padded Armor",
        ArmorWeight::Light,
        Resistances::new(1, 4, 2, 2, 2, 1),
    ),
    armor(
        "Fire Resistant Clothing",
        ArmorWeight::Light,
        Resistances::new(1, 2, 4, 2, 2, 1),
    ),
    armor(
        "Leather Armor",
        ArmorWeight::Light,
        Resistances::new(1, 2, 2, 4, 2, 1),
    ),
    armor(
        "Hide Armor",
        ArmorWeight::Light,
        Resistances::new(1, 2, 2, 2, 4, 1),
    ),
    armor(
        "Flak Jacket",
        ArmorWeight::Light,
        Resistances::new(0, 2, 2, 2, 2, 4),
    ),
    armor(
        "Graphene Armor",
        ArmorWeight::Light,
        Resistances::new(2, 2, 2, 2, 2, 2),
    ),
    armor(
        "Bullet Resistant Armor",
        ArmorWeight::Medium,
        Resistances::new(5, 3, 3, 3, 3, 1),
    ),
    armor(
        "Riot Vest",
        ArmorWeight::Medium,
        Resistances::new(2, 5, 3, 3, 3, 2),
    ),
    armor(
        "Fireproof Suit",
        ArmorWeight::Medium,
        Resistances::new(2, 3, 5, 3, 3, 2),
    ),
    armor(
        "Breastplate",
        ArmorWeight::Medium,
        Resistances::new(2, 3, 3, 5, 3, 2),
    ),
    armor(
        "Ringmail",
        ArmorWeight::Medium,
        Resistances::new(2, 3, 3, 3, 5, 2),
    ),
    armor(
        "Bombsquad Vest",
        ArmorWeight::Medium,
        Resistances::new(1, 3, 3, 3, 3, 5),
    ),
    armor(
        "Lamellar",
        ArmorWeight::Medium,
        Resistances::new(3, 3, 3, 3, 3, 3),
    ),
    armor(
        "Infantry Armor",
        ArmorWeight::Heavy,
        Resistances::new(6, 4, 4, 4, 4, 2),
    ),
    armor(
        "Chainmail",
        ArmorWeight::Heavy,
        Resistances::new(3, 6, 4, 4, 4, 3),
    ),
    armor(
        "Envirosuit",
        ArmorWeight::Heavy,
        Resistances::new(3, 4, 6, 4, 4, 3),
    ),
    armor(
        "Platemail",
        ArmorWeight::Heavy,
        Resistances::new(3, 4, 4, 6, 4, 3),
    ),
    armor(
        "Scalemail",
        ArmorWeight::Heavy,
        Resistances::new(3, 4, 4, 4, 6, 3),
    ),
    armor(
        "Bombsquad Armor",
        ArmorWeight::Heavy,
        Resistances::new(2, 4, 4, 4, 4, 6),
    ),
    armor(
        "Riot Gear",
        ArmorWeight::Heavy,
        Resistances::new(4, 4, 4, 4, 4, 4),
    ),
];

/// The armor called `name`, in any case.
pub fn armor_named(name: &str) -> Option<&'static ArmorEntry> {
    let name = name.trim();
    ARMORS.iter().find(|a| a.name.eq_ignore_ascii_case(name))
}

/// One of the three shield classes («Shields»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkShieldEntry"),
    schemars(rename = "ClockworkShieldEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct ShieldEntry {
    /// The name as printed ("Kite / Round": two shields of one class).
    pub name: &'static str,
    /// Its weight, counted like armor's.
    pub weight: ArmorWeight,
    /// The block bonus «Shields» prints. The sheet reads the block from «Dodge & Block Scores»
    /// under table rules `clockwork.block_basis` and `clockwork.medium_shield_block`, since the
    /// two tables differ for a medium shield (+2 here, +3 there).
    pub printed_block: u8,
    /// Its price in currency.
    pub price: u32,
    /// What sets it apart, in our words.
    pub summary: &'static str,
}

/// The shield classes, lightest first.
pub static SHIELDS: [ShieldEntry; 3] = [
    ShieldEntry {
        name: "Buckler",
        weight: ArmorWeight::Light,
        printed_block: 1,
        price: 100,
        summary: "A small round shield worn on the shoulder; the off hand stays free for a \
                  weapon or an item.",
    },
    ShieldEntry {
        name: "Kite / Round",
        weight: ArmorWeight::Medium,
        printed_block: 2,
        price: 150,
        summary: "A knight's kite or a boss-centred round shield; either can bash a foe.",
    },
    ShieldEntry {
        name: "Riot / Tower",
        weight: ArmorWeight::Heavy,
        printed_block: 5,
        price: 200,
        summary: "A tall rectangular shield; riot shields often carry a flashlight.",
    },
];

/// The shield class `name` names: its printed name, or either of its two shields ("Kite").
pub fn shield_named(name: &str) -> Option<&'static ShieldEntry> {
    let name = name.trim();
    SHIELDS.iter().find(|s| {
        s.name.eq_ignore_ascii_case(name)
            || s.name
                .split(" / ")
                .any(|half| half.eq_ignore_ascii_case(name))
    })
}
