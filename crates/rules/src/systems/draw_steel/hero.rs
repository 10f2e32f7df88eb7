//! A hero's sheet: every number the table needs, computed from the hero's build and explained.
//!
//! The glossary defines what the numbers mean (Stamina, winded, Recoveries and the recovery
//! value, size, stability, the free strike) but gives no hero any of them: the class, ancestry
//! and kit the GM authored supply them. So the sheet cites the glossary entry that gives each
//! number its meaning, and its notes say which part is content data and which part is a table
//! rule ([`SheetRules`]).

use std::collections::HashSet;
use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::characteristics::{Characteristics, Size};
use super::cite;
use super::content::validate::validate_ability;
use super::content::{echelon, Ability, Ancestry, Class, Kit, KitStaminaGrowth};
use crate::citation::{Citation, Explained, Term};
use crate::RuleViolation;

/// The levels a hero may have: 1 to 10.
///
/// The glossary has no entry on levels; ten levels is the digest's reading (G10) and matches
/// the ten rows of the level table ([`super::progression::LevelTable`]).
pub const HERO_LEVELS: RangeInclusive<u8> = 1..=10;

/// The citation for hero levels. The glossary has no entry on levels; a hero rises through them
/// by the Experience their Victories become at a respite, so level errors cite "Respite".
pub const LEVEL_RULE: Citation = cite("Respite");

/// Table rule: how a fraction of the Stamina maximum rounds (digest G33, A18). The glossary
/// says "half" for the winded value and "one-third" for the recovery value, and nothing more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Rounding {
    /// Round down (the digest's proposal).
    #[default]
    Down,
    /// Round up.
    Up,
    /// Round to the nearest whole number, halves up.
    Nearest,
}

impl Rounding {
    /// `value / divisor`, rounded this way. `divisor` is at least 1.
    pub const fn divide(self, value: i32, divisor: i32) -> i32 {
        match self {
            Rounding::Down => value.div_euclid(divisor),
            Rounding::Up => (value + divisor - 1).div_euclid(divisor),
            Rounding::Nearest => (2 * value + divisor).div_euclid(2 * divisor),
        }
    }

    /// How the rounding reads in an explanation.
    const fn words(self) -> &'static str {
        match self {
            Rounding::Down => "rounded down",
            Rounding::Up => "rounded up",
            Rounding::Nearest => "rounded to the nearest",
        }
    }
}

/// The table rules a sheet is computed under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SheetRules {
    /// How the winded value and the recovery value round (G33, A18). Default: down.
    pub rounding: Rounding,
    /// The damage of the free strike of a hero with no kit. The glossary defines the free
    /// strike but no damage for it, and kits carry theirs; this one is ours. Default: 2 (table
    /// rule `draw_steel.free_strike_without_kit`).
    pub free_strike_without_kit: u16,
    /// Instead, a hero with no kit strikes for their highest characteristic score, at least 1
    /// (the same table rule's other option).
    pub free_strike_without_kit_highest: bool,
    /// How the Stamina bonus of a kit that does not say grows (table rule
    /// `draw_steel.kit_stamina`; not from the glossary). Default: once.
    #[serde(default)]
    pub kit_stamina: KitStaminaGrowth,
}

impl Default for SheetRules {
    fn default() -> SheetRules {
        SheetRules {
            rounding: Rounding::Down,
            free_strike_without_kit: 2,
            free_strike_without_kit_highest: false,
            kit_stamina: KitStaminaGrowth::Once,
        }
    }
}

/// What a player chose for their hero; the class, ancestry and kit are stored content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeroBuild {
    /// Level, 1 to 10.
    pub level: u8,
    /// The stored ancestry's id.
    pub ancestry_id: i64,
    /// The stored class's id.
    pub class_id: i64,
    /// The stored kit's id, if the hero uses one.
    #[serde(default)]
    pub kit_id: Option<i64>,
    /// Characteristic scores, each −5 to +5.
    pub characteristics: Characteristics,
    /// Skills, by name.
    #[serde(default)]
    pub skills: Vec<String>,
    /// The hero's own chosen abilities; the class's and kit's come from those definitions.
    #[serde(default)]
    pub abilities: Vec<Ability>,
}

/// Where an ability on a sheet comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum AbilitySource {
    /// The hero's class grants it.
    Class,
    /// The hero's kit grants it.
    Kit,
    /// The hero chose it.
    Own,
}

/// An ability on a hero's sheet, with where it comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeroAbility {
    /// Class, kit or the hero's own choice.
    pub source: AbilitySource,
    /// The ability.
    pub ability: Ability,
}

/// A hero's sheet: the build with every derived number explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeroSheet {
    /// Level.
    pub level: u8,
    /// The ancestry's name.
    pub ancestry: String,
    /// The class's name.
    pub class: String,
    /// The kit's name, if any.
    pub kit: Option<String>,
    /// Characteristic scores.
    pub characteristics: Characteristics,
    /// Skills.
    pub skills: Vec<String>,
    /// Size, from the ancestry ("Size").
    pub size: Size,
    /// Stamina maximum: the class's Stamina at level 1, its Stamina per level for each level
    /// after the first, and the kit's Stamina ("Stamina").
    pub stamina_maximum: Explained,
    /// Winded value: half the Stamina maximum ("Winded").
    pub winded_value: Explained,
    /// Recovery value: one third of the Stamina maximum ("Recovery Value").
    pub recovery_value: Explained,
    /// Recoveries, from the class ("Recovery").
    pub recoveries: Explained,
    /// Speed in squares: the ancestry's plus the kit's.
    pub speed: Explained,
    /// Stability: the ancestry's plus the kit's ("Stability").
    pub stability: Explained,
    /// The free strike's damage: the kit's, or the table's when there is no kit ("Free Strike").
    pub free_strike: Explained,
    /// The class's heroic resource, by name.
    pub heroic_resource: String,
    /// Every ability: the class's, then the kit's, then the hero's own.
    pub abilities: Vec<HeroAbility>,
}

/// Half the Stamina maximum, rounded by `rounding` ("Winded"). Allocates nothing.
pub const fn winded_value(stamina_maximum: i32, rounding: Rounding) -> i32 {
    rounding.divide(stamina_maximum, 2)
}

/// One third of the Stamina maximum, rounded by `rounding` ("Recovery Value"). Allocates nothing.
pub const fn recovery_value(stamina_maximum: i32, rounding: Rounding) -> i32 {
    rounding.divide(stamina_maximum, 3)
}

impl HeroSheet {
    /// The sheet of `build` under the default table rules.
    pub fn compute(
        build: &HeroBuild,
        ancestry: &Ancestry,
        class: &Class,
        kit: Option<&Kit>,
    ) -> Result<HeroSheet, RuleViolation> {
        HeroSheet::compute_with(build, ancestry, class, kit, &SheetRules::default())
    }

    /// The sheet of `build` under `rules`. Refuses a level outside 1 to 10, a characteristic
    /// outside −5 to +5, an empty or repeated skill, and an own ability that is not valid
    /// content or repeats the name of another ability on the sheet.
    pub fn compute_with(
        build: &HeroBuild,
        ancestry: &Ancestry,
        class: &Class,
        kit: Option<&Kit>,
        rules: &SheetRules,
    ) -> Result<HeroSheet, RuleViolation> {
        check_level(build.level)?;
        build.characteristics.validate()?;
        check_skills(&build.skills)?;
        let abilities = collect_abilities(build, class, kit)?;

        let stamina_maximum = stamina_maximum(build.level, class, kit, rules.kit_stamina);
        let maximum = stamina_maximum.value;
        let rounding = rules.rounding;
        let rounding_note = format!(
            "Table rule (rounding, digest G33): the glossary does not say how to round; this \
             campaign's values are {}.",
            rounding.words()
        );
        let winded_value = Explained {
            value: winded_value(maximum, rounding),
            terms: vec![Term {
                label: format!(
                    "Half of the Stamina maximum {maximum}, {}",
                    rounding.words()
                ),
                value: winded_value(maximum, rounding),
                rule: cite("Winded"),
            }],
            rule: cite("Winded"),
            notes: vec![rounding_note.clone()],
        };
        let recovery_value = Explained {
            value: recovery_value(maximum, rounding),
            terms: vec![Term {
                label: format!(
                    "One third of the Stamina maximum {maximum}, {}",
                    rounding.words()
                ),
                value: recovery_value(maximum, rounding),
                rule: cite("Recovery Value"),
            }],
            rule: cite("Recovery Value"),
            notes: vec![rounding_note],
        };
        let recoveries = Explained {
            notes: vec![
                "The glossary gives every hero Recoveries but no number: it is class data."
                    .to_owned(),
            ],
            ..Explained::sum(
                cite("Recovery"),
                vec![Term {
                    label: format!("{} Recoveries", class.name),
                    value: i32::from(class.recoveries),
                    rule: cite("Recovery"),
                }],
            )
        };

        let mut speed_terms = vec![Term {
            label: format!("{} speed", ancestry.name),
            value: i32::from(ancestry.speed),
            rule: cite("Movement"),
        }];
        let mut stability_terms = vec![Term {
            label: format!("{} stability", ancestry.name),
            value: i32::from(ancestry.stability),
            rule: cite("Stability"),
        }];
        if let Some(kit) = kit {
            speed_terms.push(Term {
                label: format!("{} speed bonus", kit.name),
                value: i32::from(kit.speed),
                rule: cite("Movement"),
            });
            stability_terms.push(Term {
                label: format!("{} stability bonus", kit.name),
                value: i32::from(kit.stability),
                rule: cite("Stability"),
            });
        }
        let speed = Explained {
            notes: vec![
                "The glossary measures movement in squares but gives no speeds: the numbers are \
                 ancestry and kit data."
                    .to_owned(),
            ],
            ..Explained::sum(cite("Movement"), speed_terms)
        };
        let stability = Explained {
            notes: vec![
                "Stability reduces forced movement square for square; its numbers are ancestry \
                 and kit data."
                    .to_owned(),
            ],
            ..Explained::sum(cite("Stability"), stability_terms)
        };
        let free_strike = match kit {
            Some(kit) => Explained {
                notes: vec!["The free strike's damage is kit data.".to_owned()],
                ..Explained::sum(
                    cite("Free Strike"),
                    vec![Term {
                        label: format!("{} free strike", kit.name),
                        value: i32::from(kit.free_strike),
                        rule: cite("Free Strike"),
                    }],
                )
            },
            None => Explained {
                notes: vec![
                    "Table rule (free strike without a kit): the glossary gives the free strike \
                     no damage and this hero has no kit, so the campaign's number is used."
                        .to_owned(),
                ],
                ..Explained::sum(
                    cite("Free Strike"),
                    vec![if rules.free_strike_without_kit_highest {
                        Term {
                            label: "Free strike without a kit: the highest characteristic \
                                    (at least 1)"
                                .to_owned(),
                            value: i32::from(build.characteristics.highest().max(1)),
                            rule: cite("Free Strike"),
                        }
                    } else {
                        Term {
                            label: "Free strike without a kit".to_owned(),
                            value: i32::from(rules.free_strike_without_kit),
                            rule: cite("Free Strike"),
                        }
                    }],
                )
            },
        };

        Ok(HeroSheet {
            level: build.level,
            ancestry: ancestry.name.clone(),
            class: class.name.clone(),
            kit: kit.map(|kit| kit.name.clone()),
            characteristics: build.characteristics,
            skills: build.skills.clone(),
            size: ancestry.size,
            stamina_maximum,
            winded_value,
            recovery_value,
            recoveries,
            speed,
            stability,
            free_strike,
            heroic_resource: class.heroic_resource.clone(),
            abilities,
        })
    }

    /// Whether a hero at `stamina` is winded: at or below the winded value ("Winded").
    pub const fn is_winded(&self, stamina: i32) -> bool {
        stamina <= self.winded_value.value
    }

    /// Whether a hero at `stamina` is dying: at 0 or lower ("Stamina").
    pub const fn is_dying(&self, stamina: i32) -> bool {
        stamina <= 0
    }

    /// Stamina after regaining `amount` from `stamina`: never above the maximum, since a hero
    /// regains only Stamina lost ("Recovery").
    pub fn regain(&self, stamina: i32, amount: i32) -> i32 {
        stamina
            .saturating_add(amount)
            .min(self.stamina_maximum.value)
            .max(stamina)
    }
}

fn check_level(level: u8) -> Result<(), RuleViolation> {
    if HERO_LEVELS.contains(&level) {
        Ok(())
    } else {
        Err(RuleViolation::new(
            LEVEL_RULE,
            format!(
                "Level {level} is out of range: a hero is level {} to {}.",
                HERO_LEVELS.start(),
                HERO_LEVELS.end()
            ),
        ))
    }
}

fn check_skills(skills: &[String]) -> Result<(), RuleViolation> {
    let mut seen = HashSet::new();
    for skill in skills {
        if skill.trim().is_empty() {
            return Err(RuleViolation::new(
                cite("Skill"),
                "A skill has no name: name it or remove it.",
            ));
        }
        if !seen.insert(skill.trim().to_lowercase()) {
            return Err(RuleViolation::new(
                cite("Skill"),
                format!(
                    "The hero has the skill \"{}\" twice: a skill applies once.",
                    skill.trim()
                ),
            ));
        }
    }
    Ok(())
}

/// Class, kit and own abilities, in that order. The hero's own abilities must be valid and
/// must not repeat a name already on the sheet.
fn collect_abilities(
    build: &HeroBuild,
    class: &Class,
    kit: Option<&Kit>,
) -> Result<Vec<HeroAbility>, RuleViolation> {
    let granted = class
        .abilities
        .iter()
        .map(|ability| (AbilitySource::Class, ability))
        .chain(
            kit.into_iter()
                .flat_map(|kit| &kit.abilities)
                .map(|ability| (AbilitySource::Kit, ability)),
        );
    let mut names: HashSet<String> = HashSet::new();
    let mut abilities = Vec::with_capacity(
        class.abilities.len() + kit.map_or(0, |kit| kit.abilities.len()) + build.abilities.len(),
    );
    for (source, ability) in granted {
        names.insert(ability.name.trim().to_lowercase());
        abilities.push(HeroAbility {
            source,
            ability: ability.clone(),
        });
    }
    for ability in &build.abilities {
        if let Err(errors) = validate_ability(ability) {
            let first = &errors[0];
            return Err(RuleViolation::new(
                first.rule.clone().unwrap_or(cite("Ability")),
                format!(
                    "The ability \"{}\" is not valid ({}): {}",
                    ability.name.trim(),
                    first.field,
                    first.message
                ),
            ));
        }
        if !names.insert(ability.name.trim().to_lowercase()) {
            return Err(RuleViolation::new(
                cite("Ability"),
                format!(
                    "The hero already has an ability named \"{}\" from their class, kit or \
                     choices: pick another.",
                    ability.name.trim()
                ),
            ));
        }
        abilities.push(HeroAbility {
            source: AbilitySource::Own,
            ability: ability.clone(),
        });
    }
    Ok(abilities)
}

/// The class's Stamina at level 1, plus its Stamina per level for each level after the first,
/// plus the kit's Stamina: once, or once per echelon when the kit says so (or, for a kit that
/// does not say, when `kit_rule` does).
fn stamina_maximum(
    level: u8,
    class: &Class,
    kit: Option<&Kit>,
    kit_rule: KitStaminaGrowth,
) -> Explained {
    let mut terms = vec![Term {
        label: format!("{} Stamina at level 1", class.name),
        value: i32::from(class.starting_stamina),
        rule: cite("Stamina"),
    }];
    let levels_after_first = i32::from(level.saturating_sub(1));
    if levels_after_first > 0 {
        terms.push(Term {
            label: format!(
                "{} Stamina per level, {} × {levels_after_first} levels after the first",
                class.name, class.stamina_per_level
            ),
            value: i32::from(class.stamina_per_level) * levels_after_first,
            rule: cite("Stamina"),
        });
    }
    let mut notes = vec![
        "The glossary defines Stamina but gives no hero a maximum: the class's and the kit's \
         numbers are content data."
            .to_owned(),
    ];
    if let Some(kit) = kit {
        let growth = kit.stamina_growth.unwrap_or(kit_rule);
        let (label, value) = match growth {
            KitStaminaGrowth::Once => (
                format!("{} Stamina bonus", kit.name),
                i32::from(kit.stamina),
            ),
            KitStaminaGrowth::PerEchelon => {
                let echelon = echelon(level);
                (
                    format!(
                        "{} Stamina bonus, {} × echelon {echelon} (level {level})",
                        kit.name, kit.stamina
                    ),
                    i32::from(kit.stamina) * i32::from(echelon),
                )
            }
        };
        terms.push(Term {
            label,
            value,
            rule: cite("Stamina"),
        });
        let how = match growth {
            KitStaminaGrowth::Once => "counts once",
            KitStaminaGrowth::PerEchelon => {
                "counts once per echelon (levels 1–3, 4–6, 7–9 and 10: the digest's proposal \
                 G10, not from the glossary)"
            }
        };
        notes.push(if kit.stamina_growth.is_some() {
            format!("{}'s Stamina bonus {how}: the kit says so.", kit.name)
        } else {
            format!(
                "Table rule (kit Stamina, not from the glossary): {} does not say how its \
                 Stamina bonus grows, so it {how}.",
                kit.name
            )
        });
    }
    Explained {
        notes,
        ..Explained::sum(cite("Stamina"), terms)
    }
}

#[cfg(test)]
#[path = "hero_kit_stamina_tests.rs"]
mod kit_stamina_tests;

#[cfg(test)]
#[path = "hero_tests.rs"]
mod tests;
