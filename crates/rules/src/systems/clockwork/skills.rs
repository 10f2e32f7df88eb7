//! The four attributes, the sixteen skills, skill ranks and the attribute table.
//!
//! The book's four skill lists («Body Skills» … «Spirit Skills») are empty headings. The
//! sixteen skills are rebuilt from the «Foci» headings, which name one skill each in attribute
//! order (Body, Magic, Mind, Spirit, four apiece), and from the "Attribute / Skill" pairs the
//! rules roll. Each skill keeps the headings that name it ([`Skill::named_in`]).

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::cite;
use super::table_rules::{SKILL_LISTS_REBUILT, SOUL_OR_MORTAL};
use crate::citation::Citation;
use crate::table_rules::Reading;

/// Skill ranks run from 12 (untrained, worst) down to 4 (best) («Skills & Attributes»).
pub const SKILL_RANKS: RangeInclusive<u8> = 4..=12;

/// The rank every skill starts at before any point is spent («Purchasing Skills»).
pub const UNTRAINED: u8 = 12;

/// One of the four attributes: the number of d12s a roll of its skills uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAttribute"),
    schemars(rename = "ClockworkAttribute")
)]
#[serde(rename_all = "snake_case")]
pub enum Attribute {
    /// Accuracy, Agility, Strength, Stamina.
    Body,
    /// Celestial, Elemental, Soul, Spellcraft.
    Magic,
    /// Intuition, Ingenuity, Knowledge, Perception.
    Mind,
    /// Creativity, Charisma, Manipulation, Will.
    Spirit,
}

impl Attribute {
    /// The four, in the book's order.
    pub const ALL: [Attribute; 4] = [
        Attribute::Body,
        Attribute::Magic,
        Attribute::Mind,
        Attribute::Spirit,
    ];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Attribute::Body => "Body",
            Attribute::Magic => "Magic",
            Attribute::Mind => "Mind",
            Attribute::Spirit => "Spirit",
        }
    }

    /// Its four skills, in the order of the «Foci» headings.
    pub fn skills(self) -> impl Iterator<Item = Skill> {
        Skill::ALL
            .into_iter()
            .filter(move |skill| skill.attribute() == self)
    }
}

/// One of the sixteen skills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSkill"),
    schemars(rename = "ClockworkSkill")
)]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// Body: ranged and thrown attacks.
    Accuracy,
    /// Body: finesse and unarmed attacks, stealth.
    Agility,
    /// Body: melee attacks, climbing, jumping, grappling.
    Strength,
    /// Body: resisting poison and body magic. It has no foci.
    Stamina,
    /// Magic: a school of spells.
    Celestial,
    /// Magic: a school of spells.
    Elemental,
    /// Magic: a school of spells, printed "Mortal" in places.
    Soul,
    /// Magic: a school of spells.
    Spellcraft,
    /// Mind: seeing through feints, initiative.
    Intuition,
    /// Mind: named only by its foci heading and the species tables.
    Ingenuity,
    /// Mind: lore and medicine.
    Knowledge,
    /// Mind: noticing and detecting.
    Perception,
    /// Spirit: named only by its foci heading and the species tables.
    Creativity,
    /// Spirit: persuasion.
    Charisma,
    /// Spirit: feints and deceit.
    Manipulation,
    /// Spirit: resisting mind magic. It has no foci.
    Will,
}

impl Skill {
    /// The sixteen, in the order of the «Foci» headings.
    pub const ALL: [Skill; 16] = [
        Skill::Accuracy,
        Skill::Agility,
        Skill::Strength,
        Skill::Stamina,
        Skill::Celestial,
        Skill::Elemental,
        Skill::Soul,
        Skill::Spellcraft,
        Skill::Intuition,
        Skill::Ingenuity,
        Skill::Knowledge,
        Skill::Perception,
        Skill::Creativity,
        Skill::Charisma,
        Skill::Manipulation,
        Skill::Will,
    ];

    /// The parent attribute: the «Foci» headings come four to an attribute, in the order of
    /// the attribute headings.
    pub const fn attribute(self) -> Attribute {
        match self {
            Skill::Accuracy | Skill::Agility | Skill::Strength | Skill::Stamina => Attribute::Body,
            Skill::Celestial | Skill::Elemental | Skill::Soul | Skill::Spellcraft => {
                Attribute::Magic
            }
            Skill::Intuition | Skill::Ingenuity | Skill::Knowledge | Skill::Perception => {
                Attribute::Mind
            }
            Skill::Creativity | Skill::Charisma | Skill::Manipulation | Skill::Will => {
                Attribute::Spirit
            }
        }
    }

    /// The name as the book prints it (Soul in its «Foci» heading).
    pub const fn name(self) -> &'static str {
        match self {
            Skill::Accuracy => "Accuracy",
            Skill::Agility => "Agility",
            Skill::Strength => "Strength",
            Skill::Stamina => "Stamina",
            Skill::Celestial => "Celestial",
            Skill::Elemental => "Elemental",
            Skill::Soul => "Soul",
            Skill::Spellcraft => "Spellcraft",
            Skill::Intuition => "Intuition",
            Skill::Ingenuity => "Ingenuity",
            Skill::Knowledge => "Knowledge",
            Skill::Perception => "Perception",
            Skill::Creativity => "Creativity",
            Skill::Charisma => "Charisma",
            Skill::Manipulation => "Manipulation",
            Skill::Will => "Will",
        }
    }

    /// The skill a printed name means, in any case; "Mortal" is Soul ([`SOUL_OR_MORTAL`]).
    pub fn parse(name: &str) -> Option<Skill> {
        let name = name.trim();
        if name.eq_ignore_ascii_case("mortal") {
            return Some(Skill::Soul);
        }
        Skill::ALL
            .into_iter()
            .find(|skill| skill.name().eq_ignore_ascii_case(name))
    }

    /// Whether foci may be taken in it: «Foci» says Stamina and Will have none.
    pub const fn has_foci(self) -> bool {
        !matches!(self, Skill::Stamina | Skill::Will)
    }

    /// Where the book names this skill: its «Foci» heading (which places it under its
    /// attribute), and a rule that rolls it or a table that lists it.
    pub fn named_in(self) -> [Citation; 2] {
        let (foci, usage) = match self {
            Skill::Accuracy => ("Foci › Accuracy Foci", "Attack Rolls"),
            Skill::Agility => ("Foci › Agility Foci", "Stealth"),
            Skill::Strength => ("Foci › Strength Foci", "Action Rolls"),
            Skill::Stamina => ("Foci › Stamina Foci", "Species Special Ability"),
            Skill::Celestial => ("Foci › Celestial Foci", "Magic"),
            Skill::Elemental => ("Foci › Elemental Foci", "Magic"),
            Skill::Soul => ("Foci › Soul Foci", "Magic"),
            Skill::Spellcraft => ("Foci › Spellcraft Foci", "Magic"),
            Skill::Intuition => ("Foci › Intuition Foci", "Feinting"),
            Skill::Ingenuity => ("Foci › Ingenuity Foci", "Species Rules"),
            Skill::Knowledge => ("Foci › Knowledge Foci", "Stabilizing"),
            Skill::Perception => ("Foci › Perception Foci", "Stealth"),
            Skill::Creativity => ("Foci › Creativity Foci", "Creating Your Own Species"),
            Skill::Charisma => ("Foci › Charisma Foci", "Species Bonus Skills"),
            Skill::Manipulation => ("Foci › Manipulation Foci", "Feinting"),
            Skill::Will => ("Foci › Will Foci", "Spell Details › Berserk"),
        };
        [cite(foci), cite(usage)]
    }

    /// How Tablekeep reads the passages behind this skill's entry.
    pub fn readings(self) -> &'static [&'static Reading] {
        static SOUL: [&Reading; 2] = [&SKILL_LISTS_REBUILT, &SOUL_OR_MORTAL];
        static OTHERS: [&Reading; 1] = [&SKILL_LISTS_REBUILT];
        match self {
            Skill::Soul => &SOUL,
            _ => &OTHERS,
        }
    }
}

impl std::fmt::Display for Skill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A rank in every skill. In JSON an object by skill; a skill left out is untrained (12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSkillRanks"),
    schemars(rename = "ClockworkSkillRanks")
)]
#[serde(rename_all = "camelCase", default)]
pub struct SkillRanks {
    /// Rank in Accuracy.
    pub accuracy: u8,
    /// Rank in Agility.
    pub agility: u8,
    /// Rank in Strength.
    pub strength: u8,
    /// Rank in Stamina.
    pub stamina: u8,
    /// Rank in Celestial.
    pub celestial: u8,
    /// Rank in Elemental.
    pub elemental: u8,
    /// Rank in Soul.
    pub soul: u8,
    /// Rank in Spellcraft.
    pub spellcraft: u8,
    /// Rank in Intuition.
    pub intuition: u8,
    /// Rank in Ingenuity.
    pub ingenuity: u8,
    /// Rank in Knowledge.
    pub knowledge: u8,
    /// Rank in Perception.
    pub perception: u8,
    /// Rank in Creativity.
    pub creativity: u8,
    /// Rank in Charisma.
    pub charisma: u8,
    /// Rank in Manipulation.
    pub manipulation: u8,
    /// Rank in Will.
    pub will: u8,
}

impl Default for SkillRanks {
    fn default() -> SkillRanks {
        SkillRanks {
            accuracy: UNTRAINED,
            agility: UNTRAINED,
            strength: UNTRAINED,
            stamina: UNTRAINED,
            celestial: UNTRAINED,
            elemental: UNTRAINED,
            soul: UNTRAINED,
            spellcraft: UNTRAINED,
            intuition: UNTRAINED,
            ingenuity: UNTRAINED,
            knowledge: UNTRAINED,
            perception: UNTRAINED,
            creativity: UNTRAINED,
            charisma: UNTRAINED,
            manipulation: UNTRAINED,
            will: UNTRAINED,
        }
    }
}

impl SkillRanks {
    /// Every skill untrained, at 12.
    pub fn untrained() -> SkillRanks {
        SkillRanks::default()
    }

    /// The given ranks, every other skill untrained.
    pub fn with(ranks: &[(Skill, u8)]) -> SkillRanks {
        let mut all = SkillRanks::default();
        for &(skill, rank) in ranks {
            all.set(skill, rank);
        }
        all
    }

    /// The rank in `skill`.
    pub const fn get(&self, skill: Skill) -> u8 {
        match skill {
            Skill::Accuracy => self.accuracy,
            Skill::Agility => self.agility,
            Skill::Strength => self.strength,
            Skill::Stamina => self.stamina,
            Skill::Celestial => self.celestial,
            Skill::Elemental => self.elemental,
            Skill::Soul => self.soul,
            Skill::Spellcraft => self.spellcraft,
            Skill::Intuition => self.intuition,
            Skill::Ingenuity => self.ingenuity,
            Skill::Knowledge => self.knowledge,
            Skill::Perception => self.perception,
            Skill::Creativity => self.creativity,
            Skill::Charisma => self.charisma,
            Skill::Manipulation => self.manipulation,
            Skill::Will => self.will,
        }
    }

    /// Sets the rank in `skill`.
    pub fn set(&mut self, skill: Skill, rank: u8) {
        *match skill {
            Skill::Accuracy => &mut self.accuracy,
            Skill::Agility => &mut self.agility,
            Skill::Strength => &mut self.strength,
            Skill::Stamina => &mut self.stamina,
            Skill::Celestial => &mut self.celestial,
            Skill::Elemental => &mut self.elemental,
            Skill::Soul => &mut self.soul,
            Skill::Spellcraft => &mut self.spellcraft,
            Skill::Intuition => &mut self.intuition,
            Skill::Ingenuity => &mut self.ingenuity,
            Skill::Knowledge => &mut self.knowledge,
            Skill::Perception => &mut self.perception,
            Skill::Creativity => &mut self.creativity,
            Skill::Charisma => &mut self.charisma,
            Skill::Manipulation => &mut self.manipulation,
            Skill::Will => &mut self.will,
        } = rank;
    }

    /// Every skill with its rank, in the book's order.
    pub fn iter(&self) -> impl Iterator<Item = (Skill, u8)> + '_ {
        Skill::ALL.into_iter().map(|skill| (skill, self.get(skill)))
    }

    /// The two lowest ranks among `attribute`'s skills, lowest first, with their skills (the
    /// first in book order wins a tie).
    pub fn two_lowest(&self, attribute: Attribute) -> [(Skill, u8); 2] {
        let mut skills: Vec<(Skill, u8)> = attribute
            .skills()
            .map(|skill| (skill, self.get(skill)))
            .collect();
        skills.sort_by_key(|&(_, rank)| rank);
        [skills[0], skills[1]]
    }
}

/// «Calculating Attributes»: the sum of the two lowest skill ranks in an attribute, row by row,
/// and the attribute score it gives.
pub static ATTRIBUTE_TABLE: [(RangeInclusive<u8>, u8); 6] = [
    (24..=24, 5),
    (20..=23, 6),
    (16..=19, 7),
    (12..=15, 8),
    (9..=11, 9),
    (8..=8, 10),
];

/// The table's row for a sum of two ranks; `None` outside 8–24, which no two legal ranks sum to.
pub fn attribute_row(sum: u8) -> Option<&'static (RangeInclusive<u8>, u8)> {
    ATTRIBUTE_TABLE.iter().find(|(sums, _)| sums.contains(&sum))
}

/// The attribute score for a sum of two ranks ([`attribute_row`]).
pub fn attribute_for_sum(sum: u8) -> Option<u8> {
    attribute_row(sum).map(|&(_, score)| score)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixteen_skills_four_to_each_attribute_with_two_that_have_no_foci() {
        assert_eq!(Skill::ALL.len(), 16);
        for attribute in Attribute::ALL {
            assert_eq!(attribute.skills().count(), 4, "{attribute:?}");
        }
        let without: Vec<Skill> = Skill::ALL.into_iter().filter(|s| !s.has_foci()).collect();
        assert_eq!(without, vec![Skill::Stamina, Skill::Will]);
        for skill in Skill::ALL {
            assert_eq!(Skill::parse(skill.name()), Some(skill));
            assert_eq!(skill.named_in()[0].section, format!("Foci › {skill} Foci"));
        }
        assert_eq!(Skill::parse(" mortal "), Some(Skill::Soul));
        assert_eq!(Skill::parse("Luck"), None);
    }

    #[test]
    fn ranks_read_from_a_map_with_missing_skills_untrained() {
        let ranks: SkillRanks =
            serde_json::from_value(serde_json::json!({ "agility": 7, "will": 9 })).expect("map");
        assert_eq!(ranks.get(Skill::Agility), 7);
        assert_eq!(ranks.get(Skill::Will), 9);
        assert_eq!(ranks.get(Skill::Soul), 12);
        let back = serde_json::to_value(ranks).expect("serializes");
        assert_eq!(back["agility"], 7);
        assert_eq!(back["perception"], 12);
        assert_eq!(serde_json::from_value::<SkillRanks>(back).ok(), Some(ranks));
    }

    #[test]
    fn every_sum_two_legal_ranks_make_has_exactly_one_row() {
        for a in SKILL_RANKS {
            for b in SKILL_RANKS {
                let rows = ATTRIBUTE_TABLE
                    .iter()
                    .filter(|(sums, _)| sums.contains(&(a + b)))
                    .count();
                assert_eq!(rows, 1, "{a} + {b}");
            }
        }
        assert_eq!(attribute_for_sum(7), None);
        assert_eq!(attribute_for_sum(25), None);
    }

    #[test]
    fn the_two_lowest_skills_of_an_attribute() {
        let ranks = SkillRanks::with(&[(Skill::Strength, 7), (Skill::Stamina, 8)]);
        assert_eq!(
            ranks.two_lowest(Attribute::Body),
            [(Skill::Strength, 7), (Skill::Stamina, 8)]
        );
        assert_eq!(
            ranks.two_lowest(Attribute::Mind),
            [(Skill::Intuition, 12), (Skill::Ingenuity, 12)]
        );
    }
}
