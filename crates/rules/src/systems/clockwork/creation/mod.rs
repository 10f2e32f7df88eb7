//! Character creation by the book, in its order: the 36-point skill spread (or a premade
//! one), species, the bonus skill, foci, customization points, attributes and the resistance
//! points. A build the book does not allow is refused with a [`CreationError`] naming the rule
//! it breaks and the field at fault; a legal one becomes a [`Character`].

use std::collections::HashSet;

use serde::{Deserialize, Serialize};

mod error;

pub use error::CreationError;

use super::content::species::{BonusSkills, CreationGrant, ResistanceBonus, SpeciesSize};
use super::content::{DamageType, PremadeSpread, Resistances, Size, SpeciesId};
use super::roll::PoolRequest;
use super::skills::{attribute_for_sum, Attribute, Skill, SkillRanks, SKILL_RANKS, UNTRAINED};
use super::table_rules::{creation_rules, CreationRules};
use crate::table_rules::TableRuleChoices;

/// Points the skill step spends («Purchasing Skills»).
pub const SPREAD_POINTS: u32 = 36;
/// The lowest rank the 36 points reach («Purchasing Skills»).
pub const SPREAD_FLOOR: u8 = 7;
/// Customization points everyone gets («Customization Points»).
pub const CUSTOMIZATION_POINTS: u8 = 12;
/// Foci everyone picks («Foci»).
pub const FOCI: usize = 3;
/// Every resistance type starts here («Base Resistance»).
pub const BASE_RESISTANCE: u8 = 2;
/// No type goes past this by spending points («Spending Resistance Points»).
pub const SPENT_RESISTANCE_CAP: u8 = 5;

/// A focus: a name on a skill that has foci («Foci»). The catalog is open: any name will do.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkFocus"),
    schemars(rename = "ClockworkFocus")
)]
#[serde(rename_all = "camelCase")]
pub struct Focus {
    /// The skill it helps.
    pub skill: Skill,
    /// Its name ("History", "Long Guns", or the GM's own).
    pub name: String,
}

impl Focus {
    /// A focus called `name` in `skill`.
    pub fn new(skill: Skill, name: &str) -> Focus {
        Focus {
            skill,
            name: name.to_owned(),
        }
    }
}

/// One customization-point purchase («Customization Points»).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPurchase"),
    schemars(rename = "ClockworkPurchase")
)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Purchase {
    /// Lowers a skill by one rank: 1 point if the new rank is 7 or higher, else 2.
    SkillRank {
        /// The skill.
        skill: Skill,
    },
    /// A spell: points equal to its level (1–4).
    Spell {
        /// Its name.
        name: String,
        /// Its level.
        level: u8,
    },
    /// A feature: points equal to its level (1–4).
    Feature {
        /// Its name.
        name: String,
        /// Its level.
        level: u8,
    },
}

/// What a player chose for a new character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCharacterBuild"),
    schemars(rename = "ClockworkCharacterBuild")
)]
#[serde(rename_all = "camelCase")]
pub struct CharacterBuild {
    /// The concept, in the player's words.
    #[serde(default)]
    pub concept: String,
    /// Every skill's rank after the 36 points, before customization.
    pub spread: SkillRanks,
    /// The premade option the spread follows, if one (1–8).
    #[serde(default)]
    pub premade: Option<u8>,
    /// The species.
    pub species: SpeciesId,
    /// The size, for a species that lets the player pick (Mycorreans).
    #[serde(default)]
    pub size: Option<Size>,
    /// The two bonus skills picked from the species' list.
    pub species_bonus_skills: Vec<Skill>,
    /// The personal bonus skill.
    pub bonus_skill: Skill,
    /// Where the +1 resistance goes, for a species that lets the player pick.
    #[serde(default)]
    pub resistance_bonus: Option<DamageType>,
    /// The foci picked: three (Humans four).
    pub foci: Vec<Focus>,
    /// The foci the species grants, one per grant.
    #[serde(default)]
    pub species_foci: Vec<Focus>,
    /// The spell the species grants, if it grants one.
    #[serde(default)]
    pub species_spell: Option<String>,
    /// The breath weapon's kind, if the species has one.
    #[serde(default)]
    pub breath: Option<String>,
    /// Customization-point purchases, in order.
    #[serde(default)]
    pub customization: Vec<Purchase>,
    /// The species resistance scores after spending the points, before the species' +1.
    pub resistance_points: Resistances,
}

/// One line of the customization bill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPurchaseCost"),
    schemars(rename = "ClockworkPurchaseCost")
)]
#[serde(rename_all = "camelCase")]
pub struct PurchaseCost {
    /// What was bought ("Agility 7 → 6", "Fire Bolt (spell, level 2)").
    pub label: String,
    /// Points it cost.
    pub cost: u8,
}

/// A character built legally: the build and what creation settled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCharacter"),
    schemars(rename = "ClockworkCharacter")
)]
#[serde(rename_all = "camelCase")]
pub struct Character {
    /// The build as chosen.
    pub build: CharacterBuild,
    /// The size.
    pub size: Size,
    /// Every skill's rank after customization.
    pub skills: SkillRanks,
    /// The three bonus skills: the species' two, then the personal one.
    pub bonus_skills: [Skill; 3],
    /// Where the species' +1 resistance went.
    pub resistance_bonus: DamageType,
    /// Customization points the character had.
    pub customization_budget: u8,
    /// What each purchase cost.
    pub customization_bill: Vec<PurchaseCost>,
    /// Things the GM should know (unspent points).
    pub notes: Vec<String>,
}

impl Character {
    /// Every focus: the picked ones, then the species'.
    pub fn foci(&self) -> impl Iterator<Item = &Focus> {
        self.build.foci.iter().chain(&self.build.species_foci)
    }

    /// Whether `skill` is one of the three bonus skills.
    pub fn has_bonus(&self, skill: Skill) -> bool {
        self.bonus_skills.contains(&skill)
    }

    /// The pool for a roll of `skill`: its attribute's dice, one more if it is a bonus skill,
    /// and the foci the character holds in it among `applicable` (by name, any case).
    pub fn pool(&self, skill: Skill, applicable: &[&str]) -> PoolRequest {
        let foci = self
            .foci()
            .filter(|focus| {
                focus.skill == skill
                    && applicable
                        .iter()
                        .any(|name| name.eq_ignore_ascii_case(focus.name.trim()))
            })
            .count();
        PoolRequest {
            attribute: attribute_score(&self.skills, skill.attribute()),
            skill_rank: self.skills.get(skill),
            bonus_skill: self.has_bonus(skill),
            foci: u8::try_from(foci).unwrap_or(u8::MAX),
            situational: 0,
        }
    }

    /// Customization points left unspent.
    pub fn customization_left(&self) -> u8 {
        let spent: u32 = self
            .customization_bill
            .iter()
            .map(|line| u32::from(line.cost))
            .sum();
        self.customization_budget
            .saturating_sub(u8::try_from(spent).unwrap_or(u8::MAX))
    }
}

/// The attribute score `skills` give `attribute`: the table row of its two lowest ranks.
pub fn attribute_score(skills: &SkillRanks, attribute: Attribute) -> u8 {
    let [(_, a), (_, b)] = skills.two_lowest(attribute);
    attribute_for_sum(a + b).unwrap_or(5)
}

/// «Body Resistance»: the points a Body score gives (5 → 1 … 10 → 6).
pub const fn body_resistance_points(body: u8) -> u8 {
    body.saturating_sub(4)
}

/// «Creature Size Resistance»: the points a size gives (Tiny 1 … Huge 5).
pub const fn size_resistance_points(size: Size) -> u8 {
    size as u8 + 1
}

/// Builds a character under a campaign's table rules.
pub fn create_under(
    build: &CharacterBuild,
    choices: &TableRuleChoices,
) -> Result<Character, CreationError> {
    create(build, &creation_rules(choices))
}

/// Builds a character under `rules`, checking every step in the book's order.
pub fn create(build: &CharacterBuild, rules: &CreationRules) -> Result<Character, CreationError> {
    check_spread(build)?;
    let species = build.species.species();
    let size = check_size(build, species.name, species.size)?;
    let bonus_skills = check_bonus_skills(build, species.name, species.bonus_skills)?;
    let resistance_bonus = check_resistance_bonus(build, species, rules)?;
    check_foci(build, usize::from(species.extra_foci))?;
    check_grants(build, species.name, species.grants)?;
    let budget = CUSTOMIZATION_POINTS + species.extra_customization_points;
    let (skills, bill) = customize(build, budget, rules)?;
    check_resistance_points(build, &skills, size, rules)?;
    let spent: u32 = bill.iter().map(|line| u32::from(line.cost)).sum();
    let mut notes = Vec::new();
    if spent < u32::from(budget) {
        notes.push(format!(
            "{} of {budget} customization points unspent; the book does not say whether they \
             carry over.",
            u32::from(budget) - spent
        ));
    }
    Ok(Character {
        build: build.clone(),
        size,
        skills,
        bonus_skills,
        resistance_bonus,
        customization_budget: budget,
        customization_bill: bill,
        notes,
    })
}

fn check_spread(build: &CharacterBuild) -> Result<(), CreationError> {
    for (skill, rank) in build.spread.iter() {
        if !SKILL_RANKS.contains(&rank) {
            return Err(CreationError::RankOutOfRange { skill, rank });
        }
    }
    for (skill, rank) in build.spread.iter() {
        if rank < SPREAD_FLOOR {
            return Err(CreationError::SpreadBelowSeven { skill, rank });
        }
    }
    let spent: u32 = build
        .spread
        .iter()
        .map(|(_, rank)| u32::from(UNTRAINED - rank))
        .sum();
    if spent != SPREAD_POINTS {
        return Err(CreationError::SpreadTotal { spent });
    }
    if let Some(option) = build.premade {
        let premade =
            PremadeSpread::numbered(option).ok_or(CreationError::NoSuchPremade { option })?;
        for rank in SPREAD_FLOOR..=UNTRAINED {
            let found = u8::try_from(build.spread.iter().filter(|&(_, r)| r == rank).count())
                .unwrap_or(u8::MAX);
            let expected = premade.count_at(rank);
            if found != expected {
                return Err(CreationError::PremadeMismatch {
                    option,
                    rank,
                    expected,
                    found,
                });
            }
        }
    }
    Ok(())
}

fn check_size(
    build: &CharacterBuild,
    species: &'static str,
    offered: SpeciesSize,
) -> Result<Size, CreationError> {
    match (offered, build.size) {
        (SpeciesSize::Fixed(size), None) => Ok(size),
        (SpeciesSize::Fixed(size), Some(asked)) if asked == size => Ok(size),
        (SpeciesSize::SmallToLarge, Some(asked @ (Size::Small | Size::Medium | Size::Large))) => {
            Ok(asked)
        }
        (SpeciesSize::Fixed(size), asked) => Err(CreationError::SizeNotOffered {
            species,
            allowed: match size {
                Size::Small => "Small",
                Size::Large => "Large",
                _ => "Medium",
            },
            size: asked,
        }),
        (SpeciesSize::SmallToLarge, asked) => Err(CreationError::SizeNotOffered {
            species,
            allowed: "any size from Small to Large, picked at creation",
            size: asked,
        }),
    }
}

fn check_bonus_skills(
    build: &CharacterBuild,
    species: &'static str,
    offered: BonusSkills,
) -> Result<[Skill; 3], CreationError> {
    let picked = &build.species_bonus_skills;
    let legal = picked.len() == 2
        && picked[0] != picked[1]
        && picked.iter().all(|&skill| offered.offers(skill));
    if !legal {
        return Err(CreationError::SpeciesBonusSkills {
            species,
            picked: picked.clone(),
        });
    }
    if picked.contains(&build.bonus_skill) {
        return Err(CreationError::BonusSkillTaken {
            skill: build.bonus_skill,
        });
    }
    Ok([picked[0], picked[1], build.bonus_skill])
}

fn check_resistance_bonus(
    build: &CharacterBuild,
    species: &super::content::Species,
    rules: &CreationRules,
) -> Result<DamageType, CreationError> {
    let refused = || CreationError::ResistanceBonus {
        species: species.name,
        damage: build.resistance_bonus,
    };
    match (species.resistance_bonus, build.resistance_bonus) {
        (ResistanceBonus::Fixed(damage), None) => Ok(damage),
        (ResistanceBonus::Fixed(damage), Some(asked)) if asked == damage => Ok(damage),
        (ResistanceBonus::AnyType, Some(asked)) => Ok(asked),
        (ResistanceBonus::Mutable, Some(asked))
            if rules.changeling_any_type
                || !matches!(asked, DamageType::Ballistic | DamageType::Explosive) =>
        {
            Ok(asked)
        }
        _ => Err(refused()),
    }
}

fn check_foci(build: &CharacterBuild, extra: usize) -> Result<(), CreationError> {
    let expected = FOCI + extra;
    if build.foci.len() != expected {
        return Err(CreationError::FocusCount {
            expected,
            found: build.foci.len(),
        });
    }
    let mut seen = HashSet::new();
    for focus in build.foci.iter().chain(&build.species_foci) {
        if !focus.skill.has_foci() {
            return Err(CreationError::NoFociInSkill { skill: focus.skill });
        }
        let name = focus.name.trim();
        if name.is_empty() {
            return Err(CreationError::UnnamedFocus { skill: focus.skill });
        }
        if !seen.insert((focus.skill, name.to_lowercase())) {
            return Err(CreationError::FocusTwice {
                skill: focus.skill,
                name: name.to_owned(),
            });
        }
    }
    Ok(())
}

fn check_grants(
    build: &CharacterBuild,
    species: &'static str,
    grants: &[CreationGrant],
) -> Result<(), CreationError> {
    let refuse = |problem: String| Err(CreationError::SpeciesGrant { species, problem });
    let focus_grants: Vec<&CreationGrant> = grants
        .iter()
        .filter(|g| {
            matches!(
                g,
                CreationGrant::Focus { .. } | CreationGrant::FocusInSkill { .. }
            )
        })
        .collect();
    if build.species_foci.len() != focus_grants.len() {
        return refuse(format!(
            "the species grants {} at creation; {} were given",
            super::words::count(focus_grants.len(), "focus", "foci"),
            build.species_foci.len()
        ));
    }
    for (grant, focus) in focus_grants.iter().zip(&build.species_foci) {
        match grant {
            CreationGrant::Focus { one_of } => {
                if !one_of
                    .iter()
                    .any(|n| n.eq_ignore_ascii_case(focus.name.trim()))
                {
                    return refuse(format!(
                        "the focus it grants is one of {}; {:?} is not",
                        one_of.join(", "),
                        focus.name
                    ));
                }
            }
            CreationGrant::FocusInSkill { skills } => {
                if !skills.contains(&focus.skill) {
                    return refuse(format!(
                        "the focus it grants is in {}; {} is not",
                        skills
                            .iter()
                            .map(|s| s.name())
                            .collect::<Vec<_>>()
                            .join(", "),
                        focus.skill
                    ));
                }
            }
            CreationGrant::Spell { .. } | CreationGrant::Breath { .. } => {}
        }
    }
    let choice =
        |picked: &Option<String>, offered: Option<&'static [&'static str]>, what: &str| match (
            picked, offered,
        ) {
            (None, None) => Ok(()),
            (Some(name), Some(one_of))
                if one_of.iter().any(|n| n.eq_ignore_ascii_case(name.trim())) =>
            {
                Ok(())
            }
            (None, Some(one_of)) => {
                refuse(format!("pick its {what}: one of {}", one_of.join(", ")))
            }
            (Some(name), Some(one_of)) => refuse(format!(
                "its {what} is one of {}; {name:?} is not",
                one_of.join(", ")
            )),
            (Some(name), None) => refuse(format!("it has no {what} to pick; {name:?} was given")),
        };
    let spells = grants.iter().find_map(|g| match g {
        CreationGrant::Spell { one_of } => Some(*one_of),
        _ => None,
    });
    let breaths = grants.iter().find_map(|g| match g {
        CreationGrant::Breath { one_of } => Some(*one_of),
        _ => None,
    });
    choice(&build.species_spell, spells, "free spell")?;
    choice(&build.breath, breaths, "breath weapon")
}

fn customize(
    build: &CharacterBuild,
    budget: u8,
    rules: &CreationRules,
) -> Result<(SkillRanks, Vec<PurchaseCost>), CreationError> {
    let mut skills = build.spread;
    let mut bill = Vec::with_capacity(build.customization.len());
    let floor = rules.creation_floor.max(*SKILL_RANKS.start());
    for purchase in &build.customization {
        bill.push(purchase_cost(purchase, &mut skills, floor)?);
    }
    let spent: u32 = bill.iter().map(|line| u32::from(line.cost)).sum();
    if spent > u32::from(budget) {
        return Err(CreationError::CustomizationOverspent { budget, spent });
    }
    Ok((skills, bill))
}

/// What one customization purchase costs, applied to `skills`: a skill rank down to `floor` (1
/// point while it stays at or above the spread's floor of 7, 2 below it), or a spell or feature
/// at its level (1 to 4). Creation passes the campaign's floor; an NPC with the limits waived,
/// the lowest rank.
pub(crate) fn purchase_cost(
    purchase: &Purchase,
    skills: &mut SkillRanks,
    floor: u8,
) -> Result<PurchaseCost, CreationError> {
    Ok(match purchase {
        Purchase::SkillRank { skill } => {
            let from = skills.get(*skill);
            let to = from.saturating_sub(1);
            if to < floor {
                return Err(CreationError::BelowCreationFloor {
                    skill: *skill,
                    rank: to,
                    floor,
                });
            }
            skills.set(*skill, to);
            PurchaseCost {
                label: format!("{skill} {from} → {to}"),
                cost: if to >= SPREAD_FLOOR { 1 } else { 2 },
            }
        }
        Purchase::Spell { name, level } | Purchase::Feature { name, level } => {
            if !(1..=4).contains(level) || name.trim().is_empty() {
                return Err(CreationError::PowerLevel {
                    name: name.clone(),
                    level: *level,
                });
            }
            let kind = if matches!(purchase, Purchase::Spell { .. }) {
                "spell"
            } else {
                "feature"
            };
            PurchaseCost {
                label: format!("{} ({kind}, level {level})", name.trim()),
                cost: *level,
            }
        }
    })
}

fn check_resistance_points(
    build: &CharacterBuild,
    skills: &SkillRanks,
    size: Size,
    rules: &CreationRules,
) -> Result<(), CreationError> {
    let points = &build.resistance_points;
    for (damage, score) in points.iter() {
        if rules.fixed_base_resistance && score < BASE_RESISTANCE {
            return Err(CreationError::ResistanceBelowBase { damage, score });
        }
        if score > SPENT_RESISTANCE_CAP {
            return Err(CreationError::ResistanceOverCap { damage, score });
        }
    }
    let body = attribute_score(skills, Attribute::Body);
    let expected = 6 * u32::from(BASE_RESISTANCE)
        + u32::from(body_resistance_points(body))
        + u32::from(size_resistance_points(size));
    let found = points.total();
    if found != expected {
        return Err(CreationError::ResistanceTotal { expected, found });
    }
    Ok(())
}
