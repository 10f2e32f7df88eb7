//! ClockWork's content as typed data: sizes, damage types, species, the premade skill spreads,
//! the foci the text names, armor weights and the experience costs.
//!
//! Names and numbers are the book's; descriptions are our own words. The counts are held by
//! the tests at the bottom (20 species, 8 spreads, 6 damage types, 5 sizes).

pub mod conditions;
pub mod foci;
pub mod gear;
pub mod powers;
pub mod species;
pub mod spreads;

use serde::{Deserialize, Serialize};

pub use foci::{book_focus, FocusEntry, BOOK_FOCI};
pub use species::{Species, SpeciesId, SPECIES};
pub use spreads::{PremadeSpread, PREMADE_SPREADS};

/// A creature size. Size sets grit, resistance points, defense, movement and reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSize"),
    schemars(rename = "ClockworkSize")
)]
#[serde(rename_all = "snake_case")]
pub enum Size {
    /// Tiny.
    Tiny,
    /// Small.
    Small,
    /// Medium.
    Medium,
    /// Large.
    Large,
    /// Huge.
    Huge,
}

impl Size {
    /// The five, smallest first.
    pub const ALL: [Size; 5] = [
        Size::Tiny,
        Size::Small,
        Size::Medium,
        Size::Large,
        Size::Huge,
    ];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Size::Tiny => "Tiny",
            Size::Small => "Small",
            Size::Medium => "Medium",
            Size::Large => "Large",
            Size::Huge => "Huge",
        }
    }

    /// Steps above Medium (negative below): the tables move one row per size.
    pub const fn steps_from_medium(self) -> i32 {
        self as i32 - Size::Medium as i32
    }
}

/// One of the six damage types, each with a resistance score («Species Resistance Bonus»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkDamageType"),
    schemars(rename = "ClockworkDamageType")
)]
#[serde(rename_all = "snake_case")]
pub enum DamageType {
    /// B: bullets and shells.
    Ballistic,
    /// L: blunt trauma.
    Blunt,
    /// N: fire, ice, lightning.
    Energy,
    /// P: piercing trauma.
    Piercing,
    /// S: slashing trauma.
    Slashing,
    /// X: grenades and mines.
    Explosive,
}

impl DamageType {
    /// The six, in the book's column order (B, L, N, P, S, X).
    pub const ALL: [DamageType; 6] = [
        DamageType::Ballistic,
        DamageType::Blunt,
        DamageType::Energy,
        DamageType::Piercing,
        DamageType::Slashing,
        DamageType::Explosive,
    ];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            DamageType::Ballistic => "Ballistic",
            DamageType::Blunt => "Blunt",
            DamageType::Energy => "Energy",
            DamageType::Piercing => "Piercing",
            DamageType::Slashing => "Slashing",
            DamageType::Explosive => "Explosive",
        }
    }

    /// The book's one-letter abbreviation.
    pub const fn abbreviation(self) -> char {
        match self {
            DamageType::Ballistic => 'B',
            DamageType::Blunt => 'L',
            DamageType::Energy => 'N',
            DamageType::Piercing => 'P',
            DamageType::Slashing => 'S',
            DamageType::Explosive => 'X',
        }
    }
}

impl std::fmt::Display for DamageType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A score in each damage type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkResistances"),
    schemars(rename = "ClockworkResistances")
)]
#[serde(rename_all = "camelCase", default)]
pub struct Resistances {
    /// Ballistic (B).
    pub ballistic: u8,
    /// Blunt (L).
    pub blunt: u8,
    /// Energy (N).
    pub energy: u8,
    /// Piercing (P).
    pub piercing: u8,
    /// Slashing (S).
    pub slashing: u8,
    /// Explosive (X).
    pub explosive: u8,
}

impl Resistances {
    /// Scores in the book's column order B, L, N, P, S, X.
    pub const fn new(b: u8, l: u8, n: u8, p: u8, s: u8, x: u8) -> Resistances {
        Resistances {
            ballistic: b,
            blunt: l,
            energy: n,
            piercing: p,
            slashing: s,
            explosive: x,
        }
    }

    /// The same score in every type.
    pub const fn all(score: u8) -> Resistances {
        Resistances::new(score, score, score, score, score, score)
    }

    /// The score in `damage`.
    pub const fn get(&self, damage: DamageType) -> u8 {
        match damage {
            DamageType::Ballistic => self.ballistic,
            DamageType::Blunt => self.blunt,
            DamageType::Energy => self.energy,
            DamageType::Piercing => self.piercing,
            DamageType::Slashing => self.slashing,
            DamageType::Explosive => self.explosive,
        }
    }

    /// Sets the score in `damage`.
    pub fn set(&mut self, damage: DamageType, score: u8) {
        *match damage {
            DamageType::Ballistic => &mut self.ballistic,
            DamageType::Blunt => &mut self.blunt,
            DamageType::Energy => &mut self.energy,
            DamageType::Piercing => &mut self.piercing,
            DamageType::Slashing => &mut self.slashing,
            DamageType::Explosive => &mut self.explosive,
        } = score;
    }

    /// Every type with its score, in column order.
    pub fn iter(&self) -> impl Iterator<Item = (DamageType, u8)> + '_ {
        DamageType::ALL.into_iter().map(|d| (d, self.get(d)))
    }

    /// The sum over the six types.
    pub fn total(&self) -> u32 {
        self.iter().map(|(_, score)| u32::from(score)).sum()
    }
}

/// An armor (or shield) weight («Armor»); a shield's weight reads "Same As Armor".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkArmorWeight"),
    schemars(rename = "ClockworkArmorWeight")
)]
#[serde(rename_all = "snake_case")]
pub enum ArmorWeight {
    /// Light.
    Light,
    /// Medium.
    Medium,
    /// Heavy.
    Heavy,
}

impl ArmorWeight {
    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            ArmorWeight::Light => "Light",
            ArmorWeight::Medium => "Medium",
            ArmorWeight::Heavy => "Heavy",
        }
    }

    /// «Armor»'s custom-armor row: resistance points to allocate, and the most in one type.
    pub const fn resistance_allowance(self) -> (u8, u8) {
        match self {
            ArmorWeight::Light => (12, 4),
            ArmorWeight::Medium => (18, 5),
            ArmorWeight::Heavy => (24, 6),
        }
    }

    /// One weight lower; Light becomes none (unarmored).
    pub const fn lighter(self) -> Option<ArmorWeight> {
        match self {
            ArmorWeight::Light => None,
            ArmorWeight::Medium => Some(ArmorWeight::Light),
            ArmorWeight::Heavy => Some(ArmorWeight::Medium),
        }
    }
}

/// How fast a campaign runs («Experience»): it prices every purchase with experience.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCampaignSpeed"),
    schemars(rename = "ClockworkCampaignSpeed")
)]
#[serde(rename_all = "snake_case")]
pub enum CampaignSpeed {
    /// Fast Campaign (8+ Sessions).
    Fast,
    /// Normal Campaign (16+ Sessions).
    Normal,
    /// Slow Campaign (24+ Sessions).
    Slow,
}

impl CampaignSpeed {
    const fn column(self) -> usize {
        match self {
            CampaignSpeed::Fast => 0,
            CampaignSpeed::Normal => 1,
            CampaignSpeed::Slow => 2,
        }
    }
}

/// «Experience»'s skill table: the rank bought, and its cost in a fast, normal and slow
/// campaign.
pub static SKILL_XP_COSTS: [(u8, [u8; 3]); 8] = [
    (11, [1, 2, 3]),
    (10, [2, 4, 6]),
    (9, [3, 6, 9]),
    (8, [4, 8, 12]),
    (7, [5, 10, 15]),
    (6, [6, 12, 18]),
    (5, [7, 14, 21]),
    (4, [8, 16, 24]),
];

/// «Experience»'s feature and spell table: the level, and its cost in a fast, normal and slow
/// campaign.
pub static POWER_XP_COSTS: [(u8, [u8; 3]); 4] = [
    (1, [1, 2, 3]),
    (2, [2, 4, 6]),
    (3, [3, 6, 9]),
    (4, [4, 8, 12]),
];

/// The experience a skill rank costs by the table, by the rank being bought; `None` for a rank
/// the table has no row for (12, or past 4). The book's own example prices 12 to 9 differently
/// from its table (the table gives 12 in a normal campaign, the example 24); advancement charges
/// these under table rule `clockwork.skill_xp_cost`
/// ([`advancement::skill_rank_cost`](crate::systems::clockwork::advancement::skill_rank_cost)).
pub fn skill_rank_xp_cost(speed: CampaignSpeed, rank_bought: u8) -> Option<u8> {
    SKILL_XP_COSTS
        .iter()
        .find(|(rank, _)| *rank == rank_bought)
        .map(|(_, costs)| costs[speed.column()])
}

/// The experience a feature or spell of `level` (1–4) costs.
pub fn power_xp_cost(speed: CampaignSpeed, level: u8) -> Option<u8> {
    POWER_XP_COSTS
        .iter()
        .find(|(row, _)| *row == level)
        .map(|(_, costs)| costs[speed.column()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_books_counts() {
        assert_eq!(SPECIES.len(), 20, "«Species Rules» lists 20 species");
        assert_eq!(
            PREMADE_SPREADS.len(),
            8,
            "«Purchasing Skills» has options 1 to 8"
        );
        assert_eq!(DamageType::ALL.len(), 6);
        assert_eq!(Size::ALL.len(), 5);
        let letters: String = DamageType::ALL.iter().map(|d| d.abbreviation()).collect();
        assert_eq!(letters, "BLNPSX");
    }

    #[test]
    fn experience_costs_rise_by_one_step_a_rank_in_each_campaign_speed() {
        // Each column is the distance from 12 times 1, 2 or 3: the table read row by row.
        for (rank, costs) in SKILL_XP_COSTS {
            for (column, speed) in [
                CampaignSpeed::Fast,
                CampaignSpeed::Normal,
                CampaignSpeed::Slow,
            ]
            .into_iter()
            .enumerate()
            {
                assert_eq!(costs[column], (12 - rank) * (column as u8 + 1));
                assert_eq!(skill_rank_xp_cost(speed, rank), Some(costs[column]));
            }
        }
        assert_eq!(skill_rank_xp_cost(CampaignSpeed::Fast, 12), None);
        assert_eq!(skill_rank_xp_cost(CampaignSpeed::Fast, 3), None);
        assert_eq!(power_xp_cost(CampaignSpeed::Slow, 4), Some(12));
        assert_eq!(power_xp_cost(CampaignSpeed::Normal, 5), None);
    }

    #[test]
    fn armor_allowances_match_the_custom_armor_table() {
        assert_eq!(ArmorWeight::Light.resistance_allowance(), (12, 4));
        assert_eq!(ArmorWeight::Medium.resistance_allowance(), (18, 5));
        assert_eq!(ArmorWeight::Heavy.resistance_allowance(), (24, 6));
        assert_eq!(ArmorWeight::Heavy.lighter(), Some(ArmorWeight::Medium));
        assert_eq!(ArmorWeight::Light.lighter(), None);
    }
}
