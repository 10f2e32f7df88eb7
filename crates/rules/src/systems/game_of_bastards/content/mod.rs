//! A Game of Bastards' content as typed data: the suits and what each favours, the four traits,
//! the twelve skills, specialties, the advantages and the disadvantages.
//!
//! Names and numbers are the book's; descriptions are our own words. The counts are held by the
//! tests at the bottom and in each list's module, named after the sections that print them.

mod advantage_list;
pub mod advantages;
pub mod disadvantages;

use serde::{Deserialize, Serialize};

pub use advantages::{
    advantage, AdvantageCategory, AdvantageEntry, CreationOnly, LevelScaling, MaxLevel, ADVANTAGES,
};
pub use disadvantages::{disadvantage, DisadvantageEntry, DisadvantageText, DISADVANTAGES};

use crate::cards::Suit;

/// One of the four traits («iii. Traits»). Each has a pool of its rank × 5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsTrait"),
    schemars(rename = "BastardsTrait")
)]
#[serde(rename_all = "snake_case")]
pub enum Trait {
    /// Body: strength, agility, endurance (Clubs).
    Body,
    /// Spirit: resolve, willpower, empathy (Hearts).
    Spirit,
    /// Mind: intellect and reflexes (Spades).
    Mind,
    /// Luck: chance, the favour of the Fates (Diamonds).
    Luck,
}

impl Trait {
    /// The four, in the order «iii. Traits» describes them.
    pub const ALL: [Trait; 4] = [Trait::Body, Trait::Spirit, Trait::Mind, Trait::Luck];

    /// The name as the book prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Trait::Body => "Body",
            Trait::Spirit => "Spirit",
            Trait::Mind => "Mind",
            Trait::Luck => "Luck",
        }
    }

    /// The pool's abbreviation as the book prints it (BP, SP, MP, LP).
    pub const fn pool_name(self) -> &'static str {
        match self {
            Trait::Body => "BP",
            Trait::Spirit => "SP",
            Trait::Mind => "MP",
            Trait::Luck => "LP",
        }
    }

    /// The suit tied to this trait.
    pub fn suit(self) -> Suit {
        SUITS
            .iter()
            .find(|entry| entry.favours == self)
            .map(|entry| entry.suit)
            .unwrap_or(Suit::Clubs)
    }
}

impl std::fmt::Display for Trait {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// A suit as A Game of Bastards reads it («i. Suits», «iii. Traits»).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SuitEntry {
    /// The playing-card suit.
    pub suit: Suit,
    /// The suit's name as the book prints it.
    pub name: &'static str,
    /// Its Tarot name, for tables that play with Tarot decks.
    pub tarot: &'static str,
    /// The trait it ties the character to: the one that starts at 2 when chosen.
    pub favours: Trait,
    /// The Fate behind it.
    pub fate: &'static str,
    /// Its place in the tie-break order «d. Opposed Draws» prints (Clubs 1 < Spades 2 <
    /// Hearts 3 < Diamonds 4): on a tie, the higher last card wins.
    pub priority: u8,
    /// What the suit's characters are like, in our words.
    pub summary: &'static str,
}

/// The four suits, in the order «i. Suits» lists them. The Tarot names pair as the trait
/// paragraphs pair them (reading `game_of_bastards.tarot_pairs`).
pub static SUITS: [SuitEntry; 4] = [
    SuitEntry {
        suit: Suit::Clubs,
        name: "Clubs",
        tarot: "Swords",
        favours: Trait::Body,
        fate: "Kranos",
        priority: 1,
        summary: "Bound to Kranos: a hard life of testing what the body can do.",
    },
    SuitEntry {
        suit: Suit::Hearts,
        name: "Hearts",
        tarot: "Cups",
        favours: Trait::Spirit,
        fate: "Loressa",
        priority: 3,
        summary: "Bound to Loressa: conviction and passion, and changes meant to outlast them.",
    },
    SuitEntry {
        suit: Suit::Spades,
        name: "Spades",
        tarot: "Staves",
        favours: Trait::Mind,
        fate: "Aiyala",
        priority: 2,
        summary: "Bound to Aiyala: quick wits and questions nobody else can answer.",
    },
    SuitEntry {
        suit: Suit::Diamonds,
        name: "Diamonds",
        tarot: "Coins",
        favours: Trait::Luck,
        fate: "Esme",
        priority: 4,
        summary: "Bound to Esme, the Smiling Lady: chance, and opportunity that finds them.",
    },
];

/// The entry of `suit`.
pub fn suit_entry(suit: Suit) -> &'static SuitEntry {
    SUITS
        .iter()
        .find(|entry| entry.suit == suit)
        .unwrap_or(&SUITS[0])
}

/// The suit after `suit` on the priority chain, Diamonds wrapping round to Clubs (the
/// Diamonds monster's touch, «Monsters › Abomination»).
pub fn next_up_the_chain(suit: Suit) -> Suit {
    let priority = suit_entry(suit).priority % 4 + 1;
    SUITS
        .iter()
        .find(|entry| entry.priority == priority)
        .map_or(Suit::Clubs, |entry| entry.suit)
}

/// One of the twelve skills «iv. Skills» lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSkillKind"),
    schemars(rename = "BastardsSkillKind")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum SkillKind {
    Athletics,
    /// "<Weapon(type)> Combat": one skill per weapon type.
    WeaponCombat,
    Stealth,
    Technology,
    Academics,
    Influence,
    /// "Craft(Type)": one skill per craft.
    Craft,
    Business,
    Perception,
    Meditation,
    Medicine,
    Guts,
}

impl SkillKind {
    /// The twelve, in the book's order.
    pub const ALL: [SkillKind; 12] = [
        SkillKind::Athletics,
        SkillKind::WeaponCombat,
        SkillKind::Stealth,
        SkillKind::Technology,
        SkillKind::Academics,
        SkillKind::Influence,
        SkillKind::Craft,
        SkillKind::Business,
        SkillKind::Perception,
        SkillKind::Meditation,
        SkillKind::Medicine,
        SkillKind::Guts,
    ];

    /// The heading as the book prints it, templates included.
    pub const fn printed(self) -> &'static str {
        match self {
            SkillKind::Athletics => "Athletics",
            SkillKind::WeaponCombat => "<Weapon(type)> Combat",
            SkillKind::Stealth => "Stealth",
            SkillKind::Technology => "Technology",
            SkillKind::Academics => "Academics",
            SkillKind::Influence => "Influence",
            SkillKind::Craft => "Craft(Type)",
            SkillKind::Business => "Business",
            SkillKind::Perception => "Perception",
            SkillKind::Meditation => "Meditation",
            SkillKind::Medicine => "Medicine",
            SkillKind::Guts => "Guts",
        }
    }

    /// Whether the skill is a template that names a weapon type or a craft.
    pub const fn is_template(self) -> bool {
        matches!(self, SkillKind::WeaponCombat | SkillKind::Craft)
    }

    /// What the book says the skill covers, in our words; only Athletics has a text.
    pub const fn summary(self) -> Option<&'static str> {
        match self {
            SkillKind::Athletics => Some(
                "Running, jumping, climbing, acrobatics, exercise and unarmed attacks; the \
                 automatic reflexive defense against melee (unless parrying with a weapon \
                 skill), ranged and splash attacks, some spells and traps.",
            ),
            _ => None,
        }
    }
}

/// A skill a character holds: one of the twelve, with the weapon type or craft a template
/// names ("Sword" for Sword Combat, "Theatre" for Craft(Theatre)).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSkill"),
    schemars(rename = "BastardsSkill")
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Skill {
    /// Which of the twelve.
    pub kind: SkillKind,
    /// The weapon type or craft, for a template; none otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<String>,
}

impl Skill {
    /// A skill that is not a template.
    pub fn plain(kind: SkillKind) -> Skill {
        Skill {
            kind,
            subject: None,
        }
    }

    /// "<weapon> Combat".
    pub fn weapon(weapon: &str) -> Skill {
        Skill {
            kind: SkillKind::WeaponCombat,
            subject: Some(weapon.to_owned()),
        }
    }

    /// "Craft(<craft>)".
    pub fn craft(craft: &str) -> Skill {
        Skill {
            kind: SkillKind::Craft,
            subject: Some(craft.to_owned()),
        }
    }

    /// Whether the skill names a subject exactly when its kind is a template.
    pub fn is_well_formed(&self) -> bool {
        match &self.subject {
            Some(subject) => self.kind.is_template() && !subject.trim().is_empty(),
            None => !self.kind.is_template(),
        }
    }

    /// Whether two entries name the same skill (subjects compared without case or spaces
    /// around).
    pub fn same_as(&self, other: &Skill) -> bool {
        self.kind == other.kind
            && match (&self.subject, &other.subject) {
                (Some(a), Some(b)) => a.trim().eq_ignore_ascii_case(b.trim()),
                (None, None) => true,
                _ => false,
            }
    }
}

impl std::fmt::Display for Skill {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.kind, &self.subject) {
            (SkillKind::WeaponCombat, Some(weapon)) => write!(f, "{} Combat", weapon.trim()),
            (SkillKind::Craft, Some(craft)) => write!(f, "Craft({})", craft.trim()),
            (kind, _) => f.write_str(kind.printed()),
        }
    }
}

/// A specialty: a named action or field pairing two skills («v. Specialties»). Its level is the
/// lower of the two ranks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Specialty {
    /// The action or field ("Acting", "Biology").
    pub name: String,
    /// The two skills it pairs.
    pub skills: [Skill; 2],
}

/// The rank every trait starts at, and the chosen suit's trait («ii. Points & Costs»).
pub const TRAIT_START: u8 = 1;
/// The chosen suit's trait starts here («ii. Points & Costs»).
pub const SUIT_TRAIT_START: u8 = 2;
/// Every skill starts here («iv. Skills»).
pub const SKILL_START: u8 = 1;
/// Points in a pool per trait rank («iii. Traits»).
pub const POOL_PER_RANK: u8 = 5;
/// The rank both skills of a specialty need («v. Specialties»).
pub const SPECIALTY_SKILL_RANK: u8 = 2;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suits_four_suits_each_with_a_tarot_name_a_fate_and_a_trait() {
        let names: Vec<_> = SUITS.iter().map(|s| (s.name, s.tarot, s.favours)).collect();
        assert_eq!(
            names,
            [
                ("Clubs", "Swords", Trait::Body),
                ("Hearts", "Cups", Trait::Spirit),
                ("Spades", "Staves", Trait::Mind),
                ("Diamonds", "Coins", Trait::Luck),
            ]
        );
        let fates: Vec<_> = SUITS.iter().map(|s| s.fate).collect();
        assert_eq!(fates, ["Kranos", "Loressa", "Aiyala", "Esme"]);
        for t in Trait::ALL {
            assert_eq!(suit_entry(t.suit()).favours, t);
        }
    }

    #[test]
    fn opposed_draws_ties_go_clubs_spades_hearts_diamonds() {
        let mut by_priority: Vec<_> = SUITS.iter().collect();
        by_priority.sort_by_key(|s| s.priority);
        let order: Vec<_> = by_priority.iter().map(|s| s.name).collect();
        assert_eq!(order, ["Clubs", "Spades", "Hearts", "Diamonds"]);
    }

    #[test]
    fn abomination_diamonds_touch_moves_a_suit_one_up_the_chain() {
        assert_eq!(next_up_the_chain(Suit::Diamonds), Suit::Clubs);
        assert_eq!(next_up_the_chain(Suit::Clubs), Suit::Spades);
        assert_eq!(next_up_the_chain(Suit::Spades), Suit::Hearts);
        assert_eq!(next_up_the_chain(Suit::Hearts), Suit::Diamonds);
    }

    #[test]
    fn skills_twelve_skills_two_of_them_templates() {
        assert_eq!(SkillKind::ALL.len(), 12);
        let templates: Vec<_> = SkillKind::ALL
            .iter()
            .filter(|k| k.is_template())
            .map(|k| k.printed())
            .collect();
        assert_eq!(templates, ["<Weapon(type)> Combat", "Craft(Type)"]);
        let described = SkillKind::ALL
            .iter()
            .filter(|k| k.summary().is_some())
            .count();
        assert_eq!(described, 1, "only Athletics has a text");
        assert_eq!(Skill::weapon("Sword").to_string(), "Sword Combat");
        assert_eq!(Skill::craft("Theatre").to_string(), "Craft(Theatre)");
        assert!(Skill::weapon(" sword ").same_as(&Skill::weapon("Sword")));
        assert!(!Skill::plain(SkillKind::Craft).is_well_formed());
        assert!(Skill::plain(SkillKind::Guts).is_well_formed());
    }
}
