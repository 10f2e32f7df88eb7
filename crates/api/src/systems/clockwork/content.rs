//! What ClockWork's creation offers: the skills and attributes, the species, the premade
//! spreads, the foci the book names and the numbers creation spends.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::systems::clockwork::content::powers::{
    FeatureEntry, SpellEntry, FEATURES, SPELLS,
};
use tablekeep_rules::systems::clockwork::content::{
    FocusEntry, PremadeSpread, Species, BOOK_FOCI, PREMADE_SPREADS, SPECIES,
};
use tablekeep_rules::systems::clockwork::creation::{
    BASE_RESISTANCE, CUSTOMIZATION_POINTS, FOCI, SPENT_RESISTANCE_CAP, SPREAD_FLOOR, SPREAD_POINTS,
};
use tablekeep_rules::systems::clockwork::skills::{Attribute, Skill};

use crate::{AppError, Desk};

/// One skill as creation offers it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkSkillInfo {
    /// The skill.
    pub skill: Skill,
    /// Its name as the book prints it.
    pub name: &'static str,
    /// Its attribute.
    pub attribute: Attribute,
    /// Whether it takes foci (Stamina and Will do not).
    pub has_foci: bool,
}

/// The numbers creation spends («Purchasing Skills», «Customization Points», «Foci»,
/// «Base Resistance», «Spending Resistance Points»).
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkCreationNumbers {
    /// Points the skill spread spends.
    pub spread_points: u32,
    /// The lowest rank the spread reaches.
    pub spread_floor: u8,
    /// Customization points everyone gets.
    pub customization_points: u8,
    /// Foci everyone picks.
    pub foci: usize,
    /// Where every resistance starts.
    pub base_resistance: u8,
    /// The most a resistance reaches by spending points.
    pub spent_resistance_cap: u8,
}

/// Everything ClockWork's creation offers.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkContent {
    /// The sixteen skills, by attribute.
    pub skills: Vec<ClockworkSkillInfo>,
    /// The twenty species: size, +1 resistance, bonus skills, special ability.
    pub species: Vec<Species>,
    /// The eight premade spreads.
    pub spreads: Vec<PremadeSpread>,
    /// The foci the book names (any other name on a skill with foci is allowed too).
    pub foci: Vec<FocusEntry>,
    /// The numbers creation spends.
    pub numbers: ClockworkCreationNumbers,
    /// The spells «Spell Details» heads, with their levels (what customization and experience
    /// buy; a GM's own spell is allowed too).
    pub spells: Vec<SpellEntry>,
    /// The features «Features» heads, with their levels.
    pub features: Vec<FeatureEntry>,
}

/// ClockWork's creation content (the book's, the same in every campaign).
pub fn clockwork_content(_desk: &mut Desk) -> Result<ClockworkContent, AppError> {
    Ok(ClockworkContent {
        skills: Attribute::ALL
            .into_iter()
            .flat_map(Attribute::skills)
            .map(|skill: Skill| ClockworkSkillInfo {
                skill,
                name: skill.name(),
                attribute: skill.attribute(),
                has_foci: skill.has_foci(),
            })
            .collect(),
        species: SPECIES.to_vec(),
        spreads: PREMADE_SPREADS.to_vec(),
        foci: BOOK_FOCI.to_vec(),
        numbers: ClockworkCreationNumbers {
            spread_points: SPREAD_POINTS,
            spread_floor: SPREAD_FLOOR,
            customization_points: CUSTOMIZATION_POINTS,
            foci: FOCI,
            base_resistance: BASE_RESISTANCE,
            spent_resistance_cap: SPENT_RESISTANCE_CAP,
        },
        spells: SPELLS.to_vec(),
        features: FEATURES.to_vec(),
    })
}
