//! NPCs. The book has no bestiary: an NPC is built with the players' builder ([`create`]), or,
//! when the GM waives the creation limits, with [`create_waived`], which keeps only what the
//! sheet needs to be worked out (ranks 12 to 4, two species bonus skills, a size, a place for
//! the species' +1 resistance, foci in skills that have them) and reports the first rule of
//! creation the build breaks, so the sheet can say so. [`quick_build`] fills a whole build
//! from a premade spread, a species and the skills the GM wants best.

use std::collections::HashSet;

use super::content::foci::book_focus;
use super::content::species::{BonusSkills, CreationGrant, ResistanceBonus, SpeciesSize};
use super::content::{DamageType, PremadeSpread, Resistances, Size, SpeciesId};
use super::creation::{
    attribute_score, body_resistance_points, create, purchase_cost, size_resistance_points,
    Character, CharacterBuild, CreationError, Focus, BASE_RESISTANCE, CUSTOMIZATION_POINTS,
    SPENT_RESISTANCE_CAP,
};
use super::skills::{Attribute, Skill, SkillRanks, SKILL_RANKS};
use super::table_rules::CreationRules;

/// A character built with the creation limits waived, and the first rule of creation its build
/// breaks (`None`: the build happens to be by the book).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waived {
    /// The character.
    pub character: Character,
    /// The first rule the build breaks, in the book's order.
    pub broken: Option<CreationError>,
}

/// Builds an NPC with the creation limits waived: the spread's total and its floor of 7, the
/// premade counts, the species' sizes and bonus-skill list, the number of foci and the
/// species' grants, the customization budget and the resistance points' total and caps. What
/// the sheet cannot be worked out without is still refused, with the same typed errors.
pub fn create_waived(
    build: &CharacterBuild,
    rules: &CreationRules,
) -> Result<Waived, CreationError> {
    let broken = match create(build, rules) {
        Ok(character) => {
            return Ok(Waived {
                character,
                broken: None,
            })
        }
        Err(error) => error,
    };
    for (skill, rank) in build.spread.iter() {
        if !SKILL_RANKS.contains(&rank) {
            return Err(CreationError::RankOutOfRange { skill, rank });
        }
    }
    let species = build.species.species();
    let size = match (build.size, species.size) {
        (Some(size), _) | (None, SpeciesSize::Fixed(size)) => size,
        (None, SpeciesSize::SmallToLarge) => {
            return Err(CreationError::SizeNotOffered {
                species: species.name,
                allowed: "any size from Small to Large, picked at creation",
                size: None,
            })
        }
    };
    let picked = &build.species_bonus_skills;
    if picked.len() != 2 || picked[0] == picked[1] {
        return Err(CreationError::SpeciesBonusSkills {
            species: species.name,
            picked: picked.clone(),
        });
    }
    if picked.contains(&build.bonus_skill) {
        return Err(CreationError::BonusSkillTaken {
            skill: build.bonus_skill,
        });
    }
    let resistance_bonus = match (build.resistance_bonus, species.resistance_bonus) {
        (Some(damage), _) | (None, ResistanceBonus::Fixed(damage)) => damage,
        (None, ResistanceBonus::AnyType | ResistanceBonus::Mutable) => {
            return Err(CreationError::ResistanceBonus {
                species: species.name,
                damage: None,
            })
        }
    };
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
    let mut skills = build.spread;
    let mut bill = Vec::with_capacity(build.customization.len());
    for purchase in &build.customization {
        bill.push(purchase_cost(purchase, &mut skills, *SKILL_RANKS.start())?);
    }
    Ok(Waived {
        character: Character {
            build: build.clone(),
            size,
            skills,
            bonus_skills: [picked[0], picked[1], build.bonus_skill],
            resistance_bonus,
            customization_budget: CUSTOMIZATION_POINTS + species.extra_customization_points,
            customization_bill: bill,
            notes: vec![format!(
                "Built with the creation limits waived; by the book it would be refused: {}.",
                broken
            )],
        },
        broken: Some(broken),
    })
}

/// What a GM in a hurry picks for an NPC.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuickChoices<'a> {
    /// The species.
    pub species: SpeciesId,
    /// The premade spread, 1 to 8.
    pub premade: u8,
    /// The skills to rank best, best first; the others follow in the book's order.
    pub best: &'a [Skill],
    /// The foci, if the GM names any (the builder picks none of its own).
    pub foci: &'a [Focus],
}

/// A whole build from a premade spread, a species and the skills the GM wants best: the
/// spread's ranks go to the skills best first; the species' bonus skills and the personal one
/// are the best-placed ones it may take; a species' choice of size takes Medium and of resistance Blunt
/// (open to every species that chooses); a named focus, spell or breath the species grants takes the first offered
/// (one the GM named already passes to the next; a focus the GM must name is left out); the resistance points go round the six types from
/// Ballistic, up to the cap of 5; no customization point is spent. `None` when the premade
/// option does not exist.
pub fn quick_build(choices: &QuickChoices<'_>) -> Option<CharacterBuild> {
    let premade = PremadeSpread::numbered(choices.premade)?;
    let mut order: Vec<Skill> = Vec::with_capacity(16);
    for &skill in choices.best.iter().chain(Skill::ALL.iter()) {
        if !order.contains(&skill) {
            order.push(skill);
        }
    }
    let mut ranks: Vec<u8> = Vec::with_capacity(16);
    for (column, &rank) in super::content::spreads::SPREAD_RANKS.iter().enumerate() {
        ranks.extend(std::iter::repeat_n(
            rank,
            usize::from(premade.counts[column]),
        ));
    }
    let mut spread = SkillRanks::untrained();
    for (&skill, &rank) in order.iter().zip(&ranks) {
        spread.set(skill, rank);
    }
    let species = choices.species.species();
    let species_bonus_skills: Vec<Skill> = match species.bonus_skills {
        BonusSkills::ChooseTwoOf(three) => {
            let mut offered = three.to_vec();
            offered.sort_by_key(|skill| order.iter().position(|s| s == skill));
            offered.truncate(2);
            offered
        }
        BonusSkills::AnyTwo => order[..2].to_vec(),
    };
    let bonus_skill = order
        .iter()
        .copied()
        .find(|skill| !species_bonus_skills.contains(skill))
        .unwrap_or(Skill::Will);
    let size = match species.size {
        SpeciesSize::Fixed(_) => None,
        SpeciesSize::SmallToLarge => Some(Size::Medium),
    };
    let resistance_bonus = match species.resistance_bonus {
        ResistanceBonus::Fixed(_) => None,
        ResistanceBonus::AnyType | ResistanceBonus::Mutable => Some(DamageType::Blunt),
    };
    let focus_skill = order
        .iter()
        .copied()
        .find(|skill| skill.has_foci())
        .unwrap_or(Skill::Knowledge);
    let mut species_foci = Vec::new();
    let mut species_spell = None;
    let mut breath = None;
    for grant in species.grants {
        match grant {
            CreationGrant::Focus { one_of } => {
                // The first name offered that the GM has not named already, in the skill the
                // book gives it, else in the best skill that takes foci.
                let placed = |name: &str| {
                    let skill = book_focus(name)
                        .and_then(|entry| entry.skill)
                        .unwrap_or(focus_skill);
                    Focus::new(skill, name)
                };
                if let Some(focus) = one_of.iter().map(|name| placed(name)).find(|focus| {
                    !choices.foci.iter().any(|named| {
                        named.skill == focus.skill
                            && named.name.trim().eq_ignore_ascii_case(&focus.name)
                    })
                }) {
                    species_foci.push(focus);
                }
            }
            CreationGrant::FocusInSkill { .. } => {}
            CreationGrant::Spell { one_of } => species_spell = Some(one_of[0].to_owned()),
            CreationGrant::Breath { one_of } => breath = Some(one_of[0].to_owned()),
        }
    }
    let size_points = size_resistance_points(match (size, species.size) {
        (Some(size), _) | (None, SpeciesSize::Fixed(size)) => size,
        (None, SpeciesSize::SmallToLarge) => Size::Medium,
    });
    let body = attribute_score(&spread, Attribute::Body);
    let mut resistance_points = Resistances::all(BASE_RESISTANCE);
    let mut left = body_resistance_points(body) + size_points;
    'spend: while left > 0 {
        let mut spent_any = false;
        for damage in DamageType::ALL {
            if left == 0 {
                break 'spend;
            }
            let score = resistance_points.get(damage);
            if score < SPENT_RESISTANCE_CAP {
                resistance_points.set(damage, score + 1);
                left -= 1;
                spent_any = true;
            }
        }
        if !spent_any {
            break;
        }
    }
    Some(CharacterBuild {
        concept: String::new(),
        spread,
        premade: Some(choices.premade),
        species: choices.species,
        size,
        species_bonus_skills,
        bonus_skill,
        resistance_bonus,
        foci: choices.foci.to_vec(),
        species_foci,
        species_spell,
        breath,
        customization: Vec::new(),
        resistance_points,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::clockwork::content::SPECIES;

    fn three_foci() -> Vec<Focus> {
        vec![
            Focus::new(Skill::Knowledge, "History"),
            Focus::new(Skill::Accuracy, "Long Guns"),
            Focus::new(Skill::Knowledge, "Science"),
        ]
    }

    #[test]
    fn a_quick_build_with_foci_named_is_by_the_book_for_every_species_but_the_orcs() {
        let rules = CreationRules::default();
        for species in &SPECIES {
            for premade in 1..=8 {
                let mut foci = three_foci();
                if species.extra_foci > 0 {
                    foci.push(Focus::new(Skill::Perception, "Tracking"));
                }
                let build = quick_build(&QuickChoices {
                    species: species.id,
                    premade,
                    best: &[Skill::Strength, Skill::Perception],
                    foci: &foci,
                })
                .expect("premade exists");
                let made = create(&build, &rules);
                if species.id == SpeciesId::Orcs {
                    // The Orcs' focus in a weapon group is a name only the GM can give.
                    assert!(matches!(made, Err(CreationError::SpeciesGrant { .. })));
                } else {
                    let character =
                        made.unwrap_or_else(|e| panic!("{} option {premade}: {e}", species.name));
                    assert_eq!(character.skills.get(Skill::Strength), 7);
                }
            }
        }
        assert!(quick_build(&QuickChoices {
            species: SpeciesId::Humans,
            premade: 9,
            best: &[],
            foci: &[],
        })
        .is_none());
    }

    #[test]
    fn a_waived_build_names_the_rule_it_breaks_and_still_refuses_ranks_off_the_table() {
        let rules = CreationRules::default();
        let mut build = quick_build(&QuickChoices {
            species: SpeciesId::Ogres,
            premade: 5,
            best: &[Skill::Strength],
            foci: &three_foci(),
        })
        .expect("premade exists");
        build.spread.set(Skill::Strength, 4);
        build.size = Some(Size::Huge);
        let waived = create_waived(&build, &rules).expect("waived");
        assert!(matches!(
            waived.broken,
            Some(CreationError::SpreadBelowSeven { .. })
        ));
        assert_eq!(waived.character.size, Size::Huge);
        assert_eq!(waived.character.skills.get(Skill::Strength), 4);
        build.spread.set(Skill::Strength, 3);
        assert!(matches!(
            create_waived(&build, &rules),
            Err(CreationError::RankOutOfRange { rank: 3, .. })
        ));
    }

    #[test]
    fn a_waived_build_that_is_by_the_book_breaks_nothing() {
        let rules = CreationRules::default();
        let build = quick_build(&QuickChoices {
            species: SpeciesId::Dwarves,
            premade: 1,
            best: &[],
            foci: &three_foci(),
        })
        .expect("premade exists");
        let waived = create_waived(&build, &rules).expect("by the book");
        assert_eq!(waived.broken, None);
        assert_eq!(Ok(waived.character), create(&build, &rules));
    }
}
