//! What A Game of Bastards' creation offers: the suits, the skills with their templates, the
//! advantages and disadvantages, and the numbers creation spends.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::systems::game_of_bastards::content::{
    AdvantageEntry, DisadvantageEntry, SkillKind, SuitEntry, ADVANTAGES, DISADVANTAGES,
    POOL_PER_RANK, SKILL_START, SPECIALTY_SKILL_RANK, SUITS, SUIT_TRAIT_START, TRAIT_START,
};
use tablekeep_rules::systems::game_of_bastards::creation::{STARTING_XP, XP_PER_PURCHASE};
use tablekeep_rules::systems::game_of_bastards::money::STARTING_CASH;

use crate::{AppError, Desk};

/// One of the twelve skills as creation offers it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsSkillInfo {
    /// The skill.
    pub kind: SkillKind,
    /// Its name as the book prints it (a template's placeholder kept).
    pub name: &'static str,
    /// Whether it is a template that names a weapon type or a craft.
    pub template: bool,
    /// What it covers, where the book says.
    pub summary: Option<&'static str>,
}

/// The numbers creation spends («ii. Points & Costs», «iii. Traits», «v. Specialties»).
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsCreationNumbers {
    /// XP every character starts with.
    pub starting_xp: u32,
    /// What a rank, an advantage level or a specialty costs.
    pub xp_per_purchase: u32,
    /// Where every trait starts.
    pub trait_start: u8,
    /// Where the suit's trait starts.
    pub suit_trait_start: u8,
    /// Where every skill starts.
    pub skill_start: u8,
    /// Pool points per trait rank.
    pub pool_per_rank: u8,
    /// The rank both skills of a specialty need.
    pub specialty_skill_rank: u8,
    /// Cash every character starts with, in dollars.
    pub starting_cash: i32,
}

/// Everything A Game of Bastards' creation offers (the book's, the same in every campaign).
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsContent {
    /// The four suits, with their Tarot names, Fates and the trait each starts at 2.
    pub suits: Vec<SuitEntry>,
    /// The twelve skills.
    pub skills: Vec<BastardsSkillInfo>,
    /// The 60 advantages.
    pub advantages: Vec<AdvantageEntry>,
    /// The 23 disadvantages.
    pub disadvantages: Vec<DisadvantageEntry>,
    /// The numbers creation spends.
    pub numbers: BastardsCreationNumbers,
}

/// A Game of Bastards' creation content.
pub fn game_of_bastards_content(_desk: &mut Desk) -> Result<BastardsContent, AppError> {
    Ok(BastardsContent {
        suits: SUITS.to_vec(),
        skills: SkillKind::ALL
            .into_iter()
            .map(|kind| BastardsSkillInfo {
                kind,
                name: kind.printed(),
                template: kind.is_template(),
                summary: kind.summary(),
            })
            .collect(),
        advantages: ADVANTAGES.to_vec(),
        disadvantages: DISADVANTAGES.to_vec(),
        numbers: BastardsCreationNumbers {
            starting_xp: STARTING_XP,
            xp_per_purchase: XP_PER_PURCHASE,
            trait_start: TRAIT_START,
            suit_trait_start: SUIT_TRAIT_START,
            skill_start: SKILL_START,
            pool_per_rank: POOL_PER_RANK,
            specialty_skill_rank: SPECIALTY_SKILL_RANK,
            starting_cash: STARTING_CASH,
        },
    })
}
