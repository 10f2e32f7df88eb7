//! The vocabulary of a Fated Hand character: attributes, skills, stats, seasons.

use serde::{Deserialize, Serialize};

use crate::cards::Suit;

/// The three attributes (Fated Hand, "Character Attributes and Skills").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Attribute {
    /// Strength and bulk; the base of Defense.
    Brawn,
    /// Coordination and speed; the base of Strike.
    Sleight,
    /// Quick thinking; the base of Speed.
    Mind,
}

impl Attribute {
    /// All three, in the rulebook's order.
    pub const ALL: [Attribute; 3] = [Attribute::Brawn, Attribute::Sleight, Attribute::Mind];
}

/// The nine skills, three per attribute (Fated Hand, "Character Attributes and Skills").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Skill {
    /// Brawn.
    Intimidation,
    /// Brawn.
    Toughness,
    /// Brawn.
    Athletics,
    /// Sleight.
    Acrobatics,
    /// Sleight.
    Trickery,
    /// Sleight.
    Handiwork,
    /// Mind.
    Investigation,
    /// Mind.
    Knowledge,
    /// Mind.
    Rhetoric,
}

impl Skill {
    /// All nine, in the rulebook's order.
    pub const ALL: [Skill; 9] = [
        Skill::Intimidation,
        Skill::Toughness,
        Skill::Athletics,
        Skill::Acrobatics,
        Skill::Trickery,
        Skill::Handiwork,
        Skill::Investigation,
        Skill::Knowledge,
        Skill::Rhetoric,
    ];

    /// The attribute the skill draws on.
    pub const fn attribute(self) -> Attribute {
        match self {
            Skill::Intimidation | Skill::Toughness | Skill::Athletics => Attribute::Brawn,
            Skill::Acrobatics | Skill::Trickery | Skill::Handiwork => Attribute::Sleight,
            Skill::Investigation | Skill::Knowledge | Skill::Rhetoric => Attribute::Mind,
        }
    }
}

/// The three combat stats (Fated Hand, "Combat Statistics").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    /// Based on Sleight.
    Strike,
    /// Based on Brawn.
    Defense,
    /// Based on Mind.
    Speed,
}

impl Stat {
    /// All three, in the rulebook's order.
    pub const ALL: [Stat; 3] = [Stat::Strike, Stat::Defense, Stat::Speed];

    /// The attribute that gives the stat its base power ("Determining Combat Power").
    pub const fn base_attribute(self) -> Attribute {
        match self {
            Stat::Strike => Attribute::Sleight,
            Stat::Defense => Attribute::Brawn,
            Stat::Speed => Attribute::Mind,
        }
    }
}

/// Birth season, which fixes the Star Suit (Fated Hand, "Star Suit").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Season {
    /// Clubs.
    Spring,
    /// Hearts.
    Summer,
    /// Spades.
    Autumn,
    /// Diamonds.
    Winter,
}

impl Season {
    /// The Star Suit of someone born in this season.
    pub const fn star_suit(self) -> Suit {
        match self {
            Season::Spring => Suit::Clubs,
            Season::Summer => Suit::Hearts,
            Season::Autumn => Suit::Spades,
            Season::Winter => Suit::Diamonds,
        }
    }
}
