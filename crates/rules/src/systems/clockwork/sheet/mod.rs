//! A character's sheet: every number creation sets down, each an [`Explained`] value carrying
//! the terms it came from and the heading of the table it was read from.
//!
//! Where the book leaves a number open (Strength 7–8's armor, the block bonus, a shield's weight
//! on movement) the sheet reads the campaign's table rule ([`SheetRules`]) and says so in the
//! value's notes.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

mod carry;

use carry::{block, encumbrance, movement};

use super::armor_magic::ArmorMagic;
use super::cite;
use super::content::gear::{armor_named, shield_named};
use super::content::{ArmorWeight, DamageType, Resistances, Size};
use super::creation::{attribute_score, Character, BASE_RESISTANCE};
use super::skills::{Attribute, Skill};
use super::table_rules::{sheet_rules, SheetRules};
use crate::citation::{Citation, Explained, Term};
use crate::table_rules::TableRuleChoices;

/// The most a type's species resistance reaches with the species' +1 («Species Bonus
/// Resistance»).
pub const SPECIES_RESISTANCE_CAP: u8 = 6;
/// The most any total resistance reaches («Armor Resistance»: "no score should ever be above
/// 12").
pub const TOTAL_RESISTANCE_CAP: u8 = 12;

/// Worn armor: its weight and resistance in each type («Armor»).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkArmor"),
    schemars(rename = "ClockworkArmor")
)]
#[serde(rename_all = "camelCase")]
pub struct Armor {
    /// Its name ("Scalemail", or the GM's).
    pub name: String,
    /// Its weight.
    pub weight: ArmorWeight,
    /// Its resistance in each type.
    pub resistances: Resistances,
}

/// Armor no weight allows: more points than its weight has, or too many in one type.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArmorError {
    /// More in one type than the weight allows.
    #[error("{armor}: {damage} {score} is above the {weight} armor limit of {cap} in one type")]
    OverTypeCap {
        /// The armor's name.
        armor: String,
        /// Its weight's name.
        weight: &'static str,
        /// The type.
        damage: DamageType,
        /// Its score.
        score: u8,
        /// The weight's limit per type.
        cap: u8,
    },
    /// More points in all than the weight allows.
    #[error("{armor}: {total} resistance points in all; {weight} armor has {allowed}")]
    OverPoints {
        /// The armor's name.
        armor: String,
        /// Its weight's name.
        weight: &'static str,
        /// Points it carries.
        total: u32,
        /// Points its weight allows.
        allowed: u8,
    },
    /// An enchantment with no armor to carry it.
    #[error("an enchantment needs armor to carry it; none is worn")]
    EnchantmentWithoutArmor,
    /// An enchantment the «Magic Armor» table does not hold.
    #[error("{name:?} is not a magic armor enchantment")]
    UnknownEnchantment {
        /// The name given.
        name: String,
    },
    /// More than 4 gains of enchantments on one armor.
    #[error("{armor} carries {gains} gains of enchantments; an item carries 4 at most")]
    EnchantmentsOverFour {
        /// The armor's name.
        armor: String,
        /// Gains in all.
        gains: u8,
    },
}

impl ArmorError {
    /// The heading broken: «Armor», or «Magic Armor» for its enchantments.
    pub fn rule(&self) -> Citation {
        match self {
            ArmorError::OverTypeCap { .. } | ArmorError::OverPoints { .. } => cite("Armor"),
            ArmorError::EnchantmentWithoutArmor
            | ArmorError::UnknownEnchantment { .. }
            | ArmorError::EnchantmentsOverFour { .. } => cite("Magic Armor"),
        }
    }

    /// The [`Worn`] field at fault: "armor" or "enchantments".
    pub fn field(&self) -> &'static str {
        match self {
            ArmorError::OverTypeCap { .. } | ArmorError::OverPoints { .. } => "armor",
            _ => "enchantments",
        }
    }
}

impl Armor {
    /// Checks the armor against its weight's row of the custom-armor table.
    pub fn check(&self) -> Result<(), ArmorError> {
        let (points, cap) = self.weight.resistance_allowance();
        for (damage, score) in self.resistances.iter() {
            if score > cap {
                return Err(ArmorError::OverTypeCap {
                    armor: self.name.clone(),
                    weight: self.weight.name(),
                    damage,
                    score,
                    cap,
                });
            }
        }
        if self.resistances.total() > u32::from(points) {
            return Err(ArmorError::OverPoints {
                armor: self.name.clone(),
                weight: self.weight.name(),
                total: self.resistances.total(),
                allowed: points,
            });
        }
        Ok(())
    }
}

/// What the character wears.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkWorn"),
    schemars(rename = "ClockworkWorn")
)]
#[serde(rename_all = "camelCase")]
pub struct Worn {
    /// Armor, if any.
    #[serde(default)]
    pub armor: Option<Armor>,
    /// A shield's weight, if one is equipped.
    #[serde(default)]
    pub shield: Option<ArmorWeight>,
    /// Magic armor enchantments on the armor, by their «Magic Armor» names (4 gains at most).
    #[serde(default)]
    pub enchantments: Vec<String>,
}

impl Worn {
    /// The book's armor and shield called `armor` and `shield` («Armor», «Shields»), bare of
    /// enchantments; `None` for a name the tables do not hold.
    pub fn from_catalog(armor: Option<&str>, shield: Option<&str>) -> Option<Worn> {
        let armor = match armor {
            Some(name) => Some(armor_named(name)?.to_worn()),
            None => None,
        };
        let shield = match shield {
            Some(name) => Some(shield_named(name)?.weight),
            None => None,
        };
        Some(Worn {
            armor,
            shield,
            enchantments: Vec::new(),
        })
    }
}

/// An attribute's score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAttributeLine"),
    schemars(rename = "ClockworkAttributeLine")
)]
#[serde(rename_all = "camelCase")]
pub struct AttributeLine {
    /// The attribute.
    pub attribute: Attribute,
    /// Its score: the two lowest ranks' sum looked up in the table.
    pub score: Explained,
}

/// A skill as the sheet lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSkillLine"),
    schemars(rename = "ClockworkSkillLine")
)]
#[serde(rename_all = "camelCase")]
pub struct SkillLine {
    /// The skill.
    pub skill: Skill,
    /// Its rank.
    pub rank: u8,
    /// Whether it is a bonus skill (one more die).
    pub bonus: bool,
    /// The foci held in it.
    pub foci: Vec<String>,
}

/// One damage type's resistance.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkResistanceLine"),
    schemars(rename = "ClockworkResistanceLine")
)]
#[serde(rename_all = "camelCase")]
pub struct ResistanceLine {
    /// The type.
    pub damage: DamageType,
    /// Species resistance: base, points spent, the species' +1 (at most 6).
    pub species: Explained,
    /// Total: species plus armor (at most 12).
    pub total: Explained,
}

/// How much the armor weighs on the character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLoad"),
    schemars(rename = "ClockworkLoad")
)]
#[serde(rename_all = "snake_case")]
pub enum Load {
    /// Within what Strength carries.
    Unencumbered,
    /// One weight over: cannot run.
    Encumbered,
    /// Two weights over: can only step.
    StepOnly,
}

/// A character's sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSheet"),
    schemars(rename = "ClockworkSheet")
)]
#[serde(rename_all = "camelCase")]
pub struct Sheet {
    /// The species' name.
    pub species: String,
    /// The size.
    pub size: Size,
    /// The four attributes.
    pub attributes: Vec<AttributeLine>,
    /// The sixteen skills.
    pub skills: Vec<SkillLine>,
    /// The six resistances.
    pub resistances: Vec<ResistanceLine>,
    /// Grit: base by size plus the Stamina bonus.
    pub grit: Explained,
    /// Vitals.
    pub vitals: Explained,
    /// Mana points, by Magic.
    pub mana: Explained,
    /// The heaviest armor Strength carries unencumbered (1 Light, 2 Medium, 3 Heavy).
    pub max_armor: Explained,
    /// Weights of armor over that (0 none, 1 encumbered, 2 step only).
    pub armor_over: Explained,
    /// What the load allows.
    pub load: Load,
    /// The movement score.
    pub movement_score: Explained,
    /// Run speed in spaces.
    pub run: Explained,
    /// Walk speed in spaces.
    pub walk: Explained,
    /// Base defense, by size.
    pub base_defense: Explained,
    /// The dodge bonus, by Agility.
    pub dodge_bonus: Explained,
    /// Defense while dodging: base plus dodge bonus.
    pub dodge_defense: Explained,
    /// The block bonus, with a shield.
    pub block_bonus: Option<Explained>,
    /// Defense while blocking: base plus block bonus, with a shield.
    pub block_defense: Option<Explained>,
    /// Reach in spaces, by size.
    pub reach: Explained,
    /// Slots on the belt and on the bandolier, each.
    pub belt_slots: Explained,
    /// Luck per session.
    pub luck: Explained,
    /// What the armor's enchantments do that no number here shows, for the GM.
    #[serde(default)]
    pub enchantments: Vec<String>,
}

impl Sheet {
    /// The sheet of an NPC: «Calculating Vitals» gives every player character 6 vitals and lets
    /// a weaker NPC have fewer and an important one more, so an NPC's vitals read as the player
    /// characters' 6 until the GM decides otherwise.
    pub fn for_npc(mut self) -> Sheet {
        if let Some(first) = self.vitals.terms.first_mut() {
            first.label = "As a player character".to_owned();
        }
        self.vitals.notes = vec![
            "An NPC has the 6 vitals of a player character unless the GM gives a weaker one \
             fewer or an important one more."
                .to_owned(),
        ];
        self
    }
}

fn term(label: impl Into<String>, value: i32, rule: Citation) -> Term {
    Term {
        label: label.into(),
        value,
        rule,
    }
}

/// A value read from a table row: `value` from `terms` looked up under `rule`.
fn looked_up(value: i32, terms: Vec<Term>, rule: Citation, note: String) -> Explained {
    Explained {
        value,
        terms,
        rule,
        notes: vec![note],
    }
}

fn row<T: Copy>(table: &[(RangeInclusive<u8>, T)], key: u8) -> Option<(&RangeInclusive<u8>, T)> {
    table
        .iter()
        .find(|(keys, _)| keys.contains(&key))
        .map(|(keys, value)| (keys, *value))
}

fn range_words(keys: &RangeInclusive<u8>) -> String {
    if keys.start() == keys.end() {
        keys.start().to_string()
    } else {
        format!("{} to {}", keys.start(), keys.end())
    }
}

/// «Bonus Stamina Grit»: Stamina rank rows and the grit they add.
pub static STAMINA_GRIT: [(RangeInclusive<u8>, i32); 5] = [
    (11..=12, 1),
    (9..=10, 2),
    (7..=8, 3),
    (5..=6, 4),
    (4..=4, 5),
];
/// «Dodge & Block Scores»: Agility rank rows and the dodge bonus.
pub static AGILITY_DODGE: [(RangeInclusive<u8>, i32); 5] = [
    (11..=12, 1),
    (9..=10, 2),
    (7..=8, 3),
    (5..=6, 4),
    (4..=4, 5),
];
/// «Mana Points»: Magic score and mana.
pub static MAGIC_MANA: [(RangeInclusive<u8>, i32); 6] = [
    (5..=5, 6),
    (6..=6, 12),
    (7..=7, 18),
    (8..=8, 24),
    (9..=9, 30),
    (10..=10, 36),
];
/// «Calculating Movement Speed»: movement score rows, walk and run in spaces.
pub static MOVEMENT_SPEEDS: [(RangeInclusive<u8>, (i32, i32)); 7] = [
    (0..=3, (2, 4)),
    (4..=7, (2, 5)),
    (8..=11, (3, 6)),
    (12..=15, (3, 7)),
    (16..=19, (4, 8)),
    (20..=23, (4, 9)),
    (24..=27, (5, 10)),
];

/// The sheet of `character` wearing `worn`, under a campaign's table rules.
pub fn sheet_under(
    character: &Character,
    worn: &Worn,
    choices: &TableRuleChoices,
) -> Result<Sheet, ArmorError> {
    sheet(character, worn, &sheet_rules(choices))
}

/// The sheet of `character` wearing `worn`, under `rules`.
pub fn sheet(character: &Character, worn: &Worn, rules: &SheetRules) -> Result<Sheet, ArmorError> {
    if let Some(armor) = &worn.armor {
        armor.check()?;
    }
    let enchanted = ArmorMagic::of(worn)?;
    let skills = &character.skills;
    let species = character.build.species;
    let attributes: Vec<AttributeLine> = Attribute::ALL
        .into_iter()
        .map(|attribute| AttributeLine {
            attribute,
            score: attribute_line(character, attribute),
        })
        .collect();
    let score = |attribute: Attribute| attribute_score(skills, attribute);
    let skill_lines = Skill::ALL
        .into_iter()
        .map(|skill| SkillLine {
            skill,
            rank: skills.get(skill),
            bonus: character.has_bonus(skill),
            foci: character
                .foci()
                .filter(|f| f.skill == skill)
                .map(|f| f.name.trim().to_owned())
                .collect(),
        })
        .collect();
    let resistances = DamageType::ALL
        .into_iter()
        .map(|damage| resistance_line(character, worn.armor.as_ref(), &enchanted, damage, rules))
        .collect();
    let size = character.size;
    let stamina = skills.get(Skill::Stamina);
    let (stamina_row, stamina_grit) = row(&STAMINA_GRIT, stamina).unwrap_or((&(4..=4), 5));
    let grit = Explained {
        notes: vec![format!(
            "Stamina {stamina} is in the {} row: +{stamina_grit}.",
            range_words(stamina_row)
        )],
        ..Explained::sum(
            cite("Set Grit & Vitals"),
            vec![
                term(
                    format!("{} size", size.name()),
                    size as i32 + 3,
                    cite("Creature Size Grit"),
                ),
                term(
                    format!("Stamina {stamina}"),
                    stamina_grit,
                    cite("Bonus Stamina Grit"),
                ),
            ],
        )
    };
    let mut vital_terms = vec![term("Player character", 6, cite("Calculating Vitals"))];
    if enchanted.extra_vitals() > 0 {
        vital_terms.push(term(
            "Bulwark",
            i32::from(enchanted.extra_vitals()),
            cite("Magic Armor"),
        ));
    }
    let vitals = Explained {
        notes: vec!["Every player character has 6 vitals.".to_owned()],
        ..Explained::sum(cite("Calculating Vitals"), vital_terms)
    };
    let magic = score(Attribute::Magic);
    let mana = looked_up(
        row(&MAGIC_MANA, magic).map_or(6, |(_, mana)| mana),
        vec![term(
            "Magic",
            i32::from(magic),
            cite("Calculating Attributes"),
        )],
        cite("Mana Points"),
        format!(
            "Magic {magic} gives {} mana points.",
            row(&MAGIC_MANA, magic).map_or(6, |(_, m)| m)
        ),
    );
    let (max_armor, armor_over, load) = encumbrance(character, worn, &enchanted, rules);
    let (movement_score, run, walk) = movement(character, worn, &enchanted, rules);
    let agility = skills.get(Skill::Agility);
    let base_defense = Explained::sum(
        cite("Defense Scores"),
        vec![term(
            format!("{} size", size.name()),
            5 - size as i32,
            cite("Defense Scores"),
        )],
    );
    let (agility_row, dodge) = row(&AGILITY_DODGE, agility).unwrap_or((&(4..=4), 5));
    let dodge_bonus = looked_up(
        dodge,
        vec![term(
            format!("Agility {agility}"),
            dodge,
            cite("Dodge & Block Scores"),
        )],
        cite("Dodge & Block Scores"),
        format!(
            "Agility {agility} is in the {} row.",
            range_words(agility_row)
        ),
    );
    let dodge_defense = Explained::sum(
        cite("Dodge"),
        vec![
            term("Base defense", base_defense.value, cite("Defense Scores")),
            term("Dodge bonus", dodge, cite("Dodge")),
        ],
    );
    let block_bonus = worn
        .shield
        .map(|shield| block(shield, worn.armor.as_ref(), rules));
    let block_defense = block_bonus.as_ref().map(|bonus| {
        Explained::sum(
            cite("Block"),
            vec![
                term("Base defense", base_defense.value, cite("Defense Scores")),
                term("Block bonus", bonus.value, cite("Block")),
            ],
        )
    });
    let reach = Explained {
        notes: vec!["Medium and smaller reach 1 space; each size above Medium adds 1.".to_owned()],
        ..Explained::sum(
            cite("Reach"),
            vec![term(
                format!("{} size", size.name()),
                reach(size),
                cite("Reach"),
            )],
        )
    };
    Ok(Sheet {
        species: species.species().name.to_owned(),
        size,
        attributes,
        skills: skill_lines,
        resistances,
        grit,
        vitals,
        mana,
        max_armor,
        armor_over,
        load,
        movement_score,
        run,
        walk,
        base_defense,
        dodge_bonus,
        dodge_defense,
        block_bonus,
        block_defense,
        reach,
        belt_slots: Explained::sum(
            cite("Encumbrance"),
            vec![term(
                "Alchemy items, grenades or scrolls",
                3,
                cite("Encumbrance"),
            )],
        ),
        luck: Explained::sum(
            cite("Using Luck"),
            vec![term("Each game session", 3, cite("Using Luck"))],
        ),
        enchantments: enchanted.notes(),
    })
}

/// «Reach»: 1 space for Medium and smaller, one more per size above Medium.
pub const fn reach(size: Size) -> i32 {
    let above = size.steps_from_medium();
    1 + if above > 0 { above } else { 0 }
}

fn attribute_line(character: &Character, attribute: Attribute) -> Explained {
    let [(first, a), (second, b)] = character.skills.two_lowest(attribute);
    let score = attribute_score(&character.skills, attribute);
    let sums =
        super::skills::attribute_row(a + b).map_or_else(String::new, |(s, _)| range_words(s));
    looked_up(
        i32::from(score),
        vec![
            term(
                format!("{first} (lowest)"),
                i32::from(a),
                cite("Calculating Attributes"),
            ),
            term(
                format!("{second} (next lowest)"),
                i32::from(b),
                cite("Calculating Attributes"),
            ),
        ],
        cite("Calculating Attributes"),
        format!(
            "{a} + {b} = {}, in the {sums} row: {} {score}.",
            a + b,
            attribute.name()
        ),
    )
}

fn resistance_line(
    character: &Character,
    armor: Option<&Armor>,
    magic: &ArmorMagic,
    damage: DamageType,
    rules: &SheetRules,
) -> ResistanceLine {
    let spent = character.build.resistance_points.get(damage);
    let mut terms = Vec::with_capacity(3);
    if spent >= BASE_RESISTANCE {
        terms.push(term(
            "Base",
            i32::from(BASE_RESISTANCE),
            cite("Base Resistance"),
        ));
        terms.push(term(
            "Points spent",
            i32::from(spent - BASE_RESISTANCE),
            cite("Spending Resistance Points"),
        ));
    } else {
        terms.push(term(
            "Points spent",
            i32::from(spent),
            cite("Spending Resistance Points"),
        ));
    }
    if character.resistance_bonus == damage {
        terms.push(term(
            format!("{} bonus", character.build.species.species().name),
            1,
            cite("Species Bonus Resistance"),
        ));
    }
    let species = Explained {
        notes: vec![format!(
            "At most 5 from points, {SPECIES_RESISTANCE_CAP} with the species bonus."
        )],
        ..Explained::sum(cite("Species Resistance"), terms)
    };
    let mut total_terms = vec![term("Species", species.value, cite("Species Resistance"))];
    let mut total_notes = vec![format!("No total is ever above {TOTAL_RESISTANCE_CAP}.")];
    if let Some(armor) = armor {
        let worn = armor.resistances.get(damage);
        total_terms.push(term(
            armor.name.clone(),
            i32::from(worn),
            cite("Armor Resistance"),
        ));
        let wanted = magic.protections(damage);
        if wanted > 0 {
            let species_value = u8::try_from(species.value.max(0)).unwrap_or(u8::MAX);
            let bonus = magic.protection_bonus(damage, worn, species_value, rules);
            total_terms.push(term(
                format!("{} Protection", damage.name()),
                i32::from(bonus),
                cite("Magic Armor"),
            ));
            if bonus < wanted {
                total_notes.push(format!(
                    "Table rule clockwork.protection_cap: a Protection stops at 6 in the {}.",
                    if rules.protection_caps_total {
                        "total"
                    } else {
                        "armor's value"
                    }
                ));
            }
        }
    }
    let total = Explained {
        notes: total_notes,
        ..Explained::sum(cite("Armor Resistance"), total_terms)
    };
    ResistanceLine {
        damage,
        species,
        total,
    }
}
