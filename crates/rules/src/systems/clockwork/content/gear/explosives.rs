//! Grenades, mines, launchers and missiles («Grenades & Mines», «Launchers», «Missiles»). The
//! book prices none of them: a campaign's price list does (a mine and a grenade round cost what
//! the hand grenade of their type costs).

use serde::Serialize;

use crate::systems::clockwork::content::conditions::Condition;

/// Every grenade and mine's area: a radius of 2 spaces («Area of Effect»), the claymore aside.
pub const GRENADE_RADIUS: u8 = 2;
/// The claymore's forward cone, in spaces («Mines»).
pub const CLAYMORE_CONE: u8 = 3;
/// Action counters to throw or launch a grenade («Area of Effect»).
pub const GRENADE_ACTION_COUNTERS: u8 = 4;
/// A hand grenade's thrown range increment, and its longest throw («Throwing Grenades»).
pub const GRENADE_THROW: (u8, u8) = (3, 9);
/// Action counters to emplace a mine, or to set one off remotely («Mines»).
pub const MINE_ACTION_COUNTERS: u8 = 1;
/// Action counters to fire a missile, and its area's radius («Missiles»).
pub const MISSILE_ACTION_COUNTERS: u8 = 4;
/// A missile's area radius in spaces («Missiles»).
pub const MISSILE_RADIUS: u8 = 3;
/// How far a missile flies before it destroys itself, in multiples of its speed («Propulsion»).
pub const MISSILE_FLIGHT_SPEEDS: u8 = 3;

/// A grenade type («Types»); mines and grenade rounds come in the same types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkGrenadeEntry"),
    schemars(rename = "ClockworkGrenadeEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct GrenadeEntry {
    /// The name as printed.
    pub name: &'static str,
    /// Explosive damage dice, for a grenade that deals damage.
    pub explosive_dice: Option<u8>,
    /// The conditions it causes.
    pub conditions: &'static [Condition],
    /// Whether the conditions need a wound (else they touch the whole area).
    pub condition_on_wound: bool,
    /// What it does, in our words.
    pub summary: &'static str,
}

/// The six grenade types, in the table's order.
pub static GRENADES: [GrenadeEntry; 6] = [
    GrenadeEntry {
        name: "Concussion",
        explosive_dice: Some(10),
        conditions: &[Condition::Stunned],
        condition_on_wound: true,
        summary: "10 explosive damage dice; a wound stuns.",
    },
    GrenadeEntry {
        name: "Flashbang",
        explosive_dice: None,
        conditions: &[Condition::Blind, Condition::Deafened],
        condition_on_wound: false,
        summary: "Blinds and deafens everyone in the area until each passes a Flat 7 at the end \
                  of its turn.",
    },
    GrenadeEntry {
        name: "Fragmentation",
        explosive_dice: Some(10),
        conditions: &[Condition::Bleeding],
        condition_on_wound: true,
        summary: "10 explosive damage dice; a wound bleeds.",
    },
    GrenadeEntry {
        name: "Incendiary",
        explosive_dice: Some(10),
        conditions: &[Condition::Burning],
        condition_on_wound: false,
        summary: "10 explosive damage dice, and sets the area burning.",
    },
    GrenadeEntry {
        name: "Smoke",
        explosive_dice: None,
        conditions: &[],
        condition_on_wound: false,
        summary: "Fills the area with smoke that gives 75% cover.",
    },
    GrenadeEntry {
        name: "Stun",
        explosive_dice: None,
        conditions: &[Condition::Stunned],
        condition_on_wound: false,
        summary: "Stuns everyone in the area until each passes a Flat 7 at the end of its turn.",
    },
];

/// The mine the book names apart from the grenade types.
pub const CLAYMORE: &str = "Claymore";

/// A mine's area: the grenade radius, or the claymore's forward cone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkMineArea"),
    schemars(rename = "ClockworkMineArea")
)]
#[serde(rename_all = "snake_case")]
pub enum MineArea {
    /// A circle of this radius.
    Radius(u8),
    /// A cone of this length, facing forward.
    Cone(u8),
}

/// The area of a mine called `name`: the claymore's cone, or the grenade radius for a mine of a
/// grenade type; `None` for a name that is neither.
pub fn mine_area(name: &str) -> Option<MineArea> {
    let name = name.trim();
    if name.eq_ignore_ascii_case(CLAYMORE) {
        Some(MineArea::Cone(CLAYMORE_CONE))
    } else {
        grenade_named(name).map(|_| MineArea::Radius(GRENADE_RADIUS))
    }
}

/// The grenade type called `name`, in any case.
pub fn grenade_named(name: &str) -> Option<&'static GrenadeEntry> {
    let name = name.trim();
    GRENADES.iter().find(|g| g.name.eq_ignore_ascii_case(name))
}

/// A grenade launcher («Launchers»): its range, read as a range increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLauncherEntry"),
    schemars(rename = "ClockworkLauncherEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct LauncherEntry {
    /// The name as printed.
    pub name: &'static str,
    /// The range column, in spaces.
    pub range: u8,
}

/// The three launchers, in the table's order.
pub static LAUNCHERS: [LauncherEntry; 3] = [
    LauncherEntry {
        name: "Blooper",
        range: 6,
    },
    LauncherEntry {
        name: "Grenade Launcher",
        range: 5,
    },
    LauncherEntry {
        name: "Underslung",
        range: 4,
    },
];

/// How a missile aims («Guidance System»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkGuidanceRoll"),
    schemars(rename = "ClockworkGuidanceRoll")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum GuidanceRoll {
    /// Unguided: the attacker's Body / Accuracy roll.
    Attacker,
    /// Its own roll: this many dice, each a success at `at_least` or higher.
    Own {
        /// Dice rolled.
        dice: u8,
        /// The lowest face that succeeds.
        at_least: u8,
    },
}

/// A missile guidance system.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkGuidanceEntry"),
    schemars(rename = "ClockworkGuidanceEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct GuidanceEntry {
    /// The name as printed.
    pub name: &'static str,
    /// Its attack roll.
    pub attack: GuidanceRoll,
}

/// The four guidance systems, in the table's order.
pub static GUIDANCE: [GuidanceEntry; 4] = [
    GuidanceEntry {
        name: "Rocket (Unguided)",
        attack: GuidanceRoll::Attacker,
    },
    GuidanceEntry {
        name: "Dumb",
        attack: GuidanceRoll::Own {
            dice: 6,
            at_least: 8,
        },
    },
    GuidanceEntry {
        name: "Guided",
        attack: GuidanceRoll::Own {
            dice: 8,
            at_least: 6,
        },
    },
    GuidanceEntry {
        name: "Smart",
        attack: GuidanceRoll::Own {
            dice: 10,
            at_least: 4,
        },
    },
];

/// A missile propulsion («Propulsion»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPropulsionEntry"),
    schemars(rename = "ClockworkPropulsionEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct PropulsionEntry {
    /// The name as printed.
    pub name: &'static str,
    /// Its speed column.
    pub speed: u8,
}

/// The three propulsions, in the table's order.
pub static PROPULSION: [PropulsionEntry; 3] = [
    PropulsionEntry {
        name: "Hellfire",
        speed: 8,
    },
    PropulsionEntry {
        name: "Standard",
        speed: 10,
    },
    PropulsionEntry {
        name: "Cruise",
        speed: 12,
    },
];

/// A missile payload («Payload»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPayloadEntry"),
    schemars(rename = "ClockworkPayloadEntry")
)]
#[serde(rename_all = "camelCase")]
pub struct PayloadEntry {
    /// The name as printed.
    pub name: &'static str,
    /// Explosive damage dice.
    pub explosive_dice: u8,
    /// The condition it adds, if any.
    pub condition: Option<Condition>,
    /// Whether the condition needs a wound (else it touches the whole area).
    pub condition_on_wound: bool,
}

/// The four payloads, in the table's order.
pub static PAYLOADS: [PayloadEntry; 4] = [
    PayloadEntry {
        name: "Explosive",
        explosive_dice: 12,
        condition: None,
        condition_on_wound: false,
    },
    PayloadEntry {
        name: "Fragmentation",
        explosive_dice: 12,
        condition: Some(Condition::Bleeding),
        condition_on_wound: true,
    },
    PayloadEntry {
        name: "Incendiary",
        explosive_dice: 12,
        condition: Some(Condition::Burning),
        condition_on_wound: false,
    },
    PayloadEntry {
        name: "Concussion",
        explosive_dice: 12,
        condition: Some(Condition::Stunned),
        condition_on_wound: true,
    },
];
