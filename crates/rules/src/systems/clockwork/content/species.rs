//! The twenty premade species («Species Rules», «Species Special Ability»).
//!
//! Size, resistance bonus and bonus skills are the book's table; what each species gets at
//! creation (foci, a spell, a breath, customization points) is typed so creation can check it.
//! The book names no special ability except the Dragonkin's Breath Weapon and the Rooks' Gust:
//! the other names are ours, and every summary is in our own words.

use serde::{Deserialize, Serialize};

use super::{DamageType, Size};
use crate::systems::clockwork::skills::Skill;
use crate::systems::clockwork::table_rules::{MYCONIDS_SPELLING, SOUL_OR_MORTAL};
use crate::table_rules::Reading;

/// One of the twenty premade species.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSpeciesId"),
    schemars(rename = "ClockworkSpeciesId")
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum SpeciesId {
    Changeling,
    Djinn,
    Dragonkin,
    Dryads,
    Dwarves,
    Froads,
    Gnolls,
    Gnomes,
    Goblins,
    Halflings,
    HighElves,
    Humans,
    Lizardfolk,
    Mycorreans,
    Ogres,
    Orcs,
    Rooks,
    Satyrs,
    Trolls,
    WoodElves,
}

impl SpeciesId {
    /// The species' entry.
    pub fn species(self) -> &'static Species {
        // The table is in the enum's order (a test holds it there).
        &SPECIES[self as usize]
    }
}

/// A species' size: one, or a choice (Mycorreans: "any size creature between small to large").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSpeciesSize"),
    schemars(rename = "ClockworkSpeciesSize")
)]
#[serde(rename_all = "snake_case")]
pub enum SpeciesSize {
    /// Always this size.
    Fixed(Size),
    /// The player picks one from Small to Large.
    SmallToLarge,
}

/// Where a species' +1 resistance goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkResistanceBonus"),
    schemars(rename = "ClockworkResistanceBonus")
)]
#[serde(rename_all = "snake_case")]
pub enum ResistanceBonus {
    /// Always this type.
    Fixed(DamageType),
    /// The player picks any type (Humans).
    AnyType,
    /// The player picks, and may move it out of combat (Changelings; which types it may take is
    /// table rule `clockwork.changeling_resistance`).
    Mutable,
}

/// A species' bonus skills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkBonusSkills"),
    schemars(rename = "ClockworkBonusSkills")
)]
#[serde(rename_all = "snake_case")]
pub enum BonusSkills {
    /// Pick two of these three.
    ChooseTwoOf([Skill; 3]),
    /// Pick any two skills (Humans).
    AnyTwo,
}

impl BonusSkills {
    /// Whether `skill` may be one of the two.
    pub fn offers(self, skill: Skill) -> bool {
        match self {
            BonusSkills::ChooseTwoOf(three) => three.contains(&skill),
            BonusSkills::AnyTwo => true,
        }
    }
}

/// Something a species' special ability grants at creation that the player picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkCreationGrant"),
    schemars(rename = "ClockworkCreationGrant")
)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum CreationGrant {
    /// A focus by name, one of these (one name: no choice). The book does not say which skill
    /// these foci belong to, so the player names the skill.
    Focus {
        /// The names offered.
        one_of: &'static [&'static str],
    },
    /// A focus the player names, in one of these skills (Orcs: "related to a weapon group").
    FocusInSkill {
        /// The skills offered.
        skills: &'static [Skill],
    },
    /// A free spell, one of these.
    Spell {
        /// The spells offered, as the book prints them.
        one_of: &'static [&'static str],
    },
    /// A breath weapon of one of these kinds.
    Breath {
        /// The kinds offered.
        one_of: &'static [&'static str],
    },
}

/// A special ability: a name and what it does, in our words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSpecialAbility"),
    schemars(rename = "ClockworkSpecialAbility")
)]
#[serde(rename_all = "camelCase")]
pub struct SpecialAbility {
    /// A short name (ours, except Breath Weapon and Gust).
    pub name: &'static str,
    /// What it does, in our words.
    pub summary: &'static str,
}

/// A premade species.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSpecies"),
    schemars(rename = "ClockworkSpecies")
)]
#[serde(rename_all = "camelCase")]
pub struct Species {
    /// Its id.
    pub id: SpeciesId,
    /// Its name as the table prints it ("Dwarves", "High Elves").
    pub name: &'static str,
    /// Its size.
    pub size: SpeciesSize,
    /// Its +1 resistance.
    pub resistance_bonus: ResistanceBonus,
    /// Its bonus skills.
    pub bonus_skills: BonusSkills,
    /// Foci on top of the three everyone picks (Humans: one, "for a total of 4").
    pub extra_foci: u8,
    /// Customization points on top of the twelve (High Elves: four).
    pub extra_customization_points: u8,
    /// What the player picks for the special ability at creation.
    pub grants: &'static [CreationGrant],
    /// The special ability.
    pub ability: SpecialAbility,
    /// How Tablekeep reads the passages behind this entry.
    #[serde(skip)]
    pub readings: &'static [&'static Reading],
}

const fn species(
    id: SpeciesId,
    name: &'static str,
    size: Size,
    resistance: DamageType,
    bonus: [Skill; 3],
    ability: SpecialAbility,
) -> Species {
    Species {
        id,
        name,
        size: SpeciesSize::Fixed(size),
        resistance_bonus: ResistanceBonus::Fixed(resistance),
        bonus_skills: BonusSkills::ChooseTwoOf(bonus),
        extra_foci: 0,
        extra_customization_points: 0,
        grants: &[],
        ability,
        readings: &[],
    }
}

const fn ability(name: &'static str, summary: &'static str) -> SpecialAbility {
    SpecialAbility { name, summary }
}

use DamageType::{Blunt, Energy, Piercing, Slashing};
use Size::{Large, Medium, Small};
use Skill::*;

/// The twenty species, in the book's order.
pub static SPECIES: [Species; 20] = [
    Species {
        size: SpeciesSize::Fixed(Medium),
        resistance_bonus: ResistanceBonus::Mutable,
        ..species(
            SpeciesId::Changeling,
            "Changeling",
            Medium,
            Blunt,
            [Charisma, Intuition, Manipulation],
            ability(
                "Shapeshifting",
                "Out of combat, over about a quarter of an hour, takes the look of any \
                 Medium humanoid it has seen up close, and may move its +1 resistance as it \
                 does. Neither is magic, so neither can be dispelled.",
            ),
        )
    },
    Species {
        grants: &[
            CreationGrant::Spell {
                one_of: &["Icicle", "Firebolt", "Shock", "Shard"],
            },
            CreationGrant::Focus {
                one_of: &["Pyromancer", "Hydromancer", "Aeromancer", "Geomancer"],
            },
        ],
        ..species(
            SpeciesId::Djinn,
            "Djinn",
            Medium,
            Energy,
            [Agility, Charisma, Elemental],
            ability(
                "Elemental Birthright",
                "Starts with one elemental spell free and one elemental focus.",
            ),
        )
    },
    Species {
        grants: &[CreationGrant::Breath {
            one_of: &["Cold", "Fire", "Lightning"],
        }],
        ..species(
            SpeciesId::Dragonkin,
            "Dragonkin",
            Large,
            Piercing,
            [Celestial, Strength, Will],
            ability(
                "Breath Weapon",
                "For 4 action counters and no mana, breathes cold, fire or lightning (chosen \
                 at creation) in a 3-space cone for 8N, rolled with Body / Stamina; cold \
                 chills and fire burns what it damages, lightning always hits but a \
                 Body / Stamina reaction halves it. Not again this combat until a Flat 10 at \
                 the end of a later turn.",
            ),
        )
    },
    Species {
        grants: &[CreationGrant::Focus {
            one_of: &["Healer", "Fortune Teller", "Necromancer", "Psion"],
        }],
        ..species(
            SpeciesId::Dryads,
            "Dryads",
            Medium,
            Piercing,
            [Soul, Intuition, Stamina],
            ability(
                "Sun-Fed",
                "Lives on sunlight and water instead of food, heals twice as fast while \
                 resting, and starts with one of four mystic foci.",
            ),
        )
    },
    species(
        SpeciesId::Dwarves,
        "Dwarves",
        Medium,
        Blunt,
        [Creativity, Strength, Ingenuity],
        ability(
            "Armored Stride",
            "Moves as if its armor were one weight lighter, and shrugs off some of the \
             hindrance of medium and heavy armor.",
        ),
    ),
    species(
        SpeciesId::Froads,
        "Froads",
        Medium,
        Blunt,
        [Agility, Charisma, Elemental],
        ability(
            "Amphibious",
            "Breathes under fresh or salt water and swims at run speed; rolls twice and keeps \
             the better when trying to end burning.",
        ),
    ),
    Species {
        grants: &[CreationGrant::Focus {
            one_of: &["Bloodhound"],
        }],
        ..species(
            SpeciesId::Gnolls,
            "Gnolls",
            Medium,
            Slashing,
            [Accuracy, Perception, Stamina],
            ability(
                "Keen Nose and Quick Feet",
                "Starts with the Bloodhound focus and adds 1 to its run speed.",
            ),
        )
    },
    species(
        SpeciesId::Gnomes,
        "Gnomes",
        Small,
        Energy,
        [Creativity, Ingenuity, Spellcraft],
        ability(
            "Spell Resistance",
            "May roll a Flat 10 against any harmful spell; on a success the spell does \
             nothing to it.",
        ),
    ),
    Species {
        grants: &[
            CreationGrant::Focus {
                one_of: &["Barter"],
            },
            CreationGrant::Focus {
                one_of: &["Natural Liar"],
            },
        ],
        ..species(
            SpeciesId::Goblins,
            "Goblins",
            Small,
            Slashing,
            [Agility, Intuition, Manipulation],
            ability(
                "Misdirection",
                "Starts with the Barter and Natural Liar foci.",
            ),
        )
    },
    species(
        SpeciesId::Halflings,
        "Halflings",
        Small,
        Blunt,
        [Charisma, Intuition, Will],
        ability(
            "Lucky",
            "May spend several luck on one roll, and keeps the best result instead of the \
             last.",
        ),
    ),
    Species {
        extra_customization_points: 4,
        ..species(
            SpeciesId::HighElves,
            "High Elves",
            Medium,
            Energy,
            [Celestial, Knowledge, Spellcraft],
            ability("Long Lives", "Starts with 4 more customization points."),
        )
    },
    Species {
        resistance_bonus: ResistanceBonus::AnyType,
        bonus_skills: BonusSkills::AnyTwo,
        extra_foci: 1,
        ..species(
            SpeciesId::Humans,
            "Humans",
            Medium,
            Blunt,
            [Accuracy, Accuracy, Accuracy],
            ability(
                "Versatile",
                "Picks any two skills as bonus skills, its +1 resistance in any type, and one \
                 more focus at creation.",
            ),
        )
    },
    species(
        SpeciesId::Lizardfolk,
        "Lizardfolk",
        Medium,
        Piercing,
        [Agility, Perception, Stamina],
        ability(
            "Claws and Scales",
            "Unarmed attacks slash rather than bludgeon, it climbs at run speed, and it rolls \
             twice and keeps the better when trying to end a poison.",
        ),
    ),
    Species {
        size: SpeciesSize::SmallToLarge,
        readings: &[&MYCONIDS_SPELLING, &SOUL_OR_MORTAL],
        ..species(
            SpeciesId::Mycorreans,
            "Mycorreans",
            Medium,
            Piercing,
            [Charisma, Soul, Knowledge],
            ability(
                "Spore Cloud",
                "For 4 action counters, releases spores 2 spaces around it, Body / Stamina \
                 against each target's; those it beats are pacified until damaged or a Flat 7 \
                 at the end of their turn. Not again this combat until a Flat 10 at the end of \
                 its turn.",
            ),
        )
    },
    Species {
        grants: &[CreationGrant::Focus {
            one_of: &["Mauler"],
        }],
        ..species(
            SpeciesId::Ogres,
            "Ogres",
            Large,
            Piercing,
            [Manipulation, Stamina, Strength],
            ability(
                "Iron Grip",
                "A creature it grapples must beat its Body / Strength check by more than 1 \
                 gain to break free; starts with the Mauler focus.",
            ),
        )
    },
    Species {
        grants: &[CreationGrant::FocusInSkill {
            skills: &[Strength, Agility, Accuracy],
        }],
        ..species(
            SpeciesId::Orcs,
            "Orcs",
            Medium,
            Slashing,
            [Stamina, Strength, Will],
            ability(
                "Raised to Fight",
                "Starts with a free Strength, Agility or Accuracy focus for a weapon group, and \
                 ignores the first 12 of a Stunning proc against it.",
            ),
        )
    },
    species(
        SpeciesId::Rooks,
        "Rooks",
        Large,
        Piercing,
        [Accuracy, Ingenuity, Perception],
        ability(
            "Wings, Beak and Talons (Gust)",
            "Glides clear of falling damage while conscious, pecks for 6P, slashes with \
             unarmed strikes, and once between Flat 10 recharges beats its wings as the Gust \
             spell with Body / Stamina and no mana.",
        ),
    ),
    species(
        SpeciesId::Satyrs,
        "Satyrs",
        Medium,
        Blunt,
        [Charisma, Creativity, Manipulation],
        ability(
            "Horns and Hooves",
            "Gores an adjacent target with a Body / Strength attack for 6P and adds 1 to its \
             run speed.",
        ),
    ),
    species(
        SpeciesId::Trolls,
        "Trolls",
        Medium,
        Slashing,
        [Soul, Strength, Stamina],
        ability(
            "Regeneration",
            "Heals twice as fast while resting out of combat, and rolls twice and keeps the \
             better when trying to end bleeding.",
        ),
    ),
    Species {
        grants: &[CreationGrant::Focus {
            one_of: &["Survival"],
        }],
        ..species(
            SpeciesId::WoodElves,
            "Wood Elves",
            Medium,
            Energy,
            [Accuracy, Agility, Elemental],
            ability(
                "Woodland Stride",
                "Runs over difficult terrain, moves at run speed while stealthed, and starts \
                 with the Survival focus.",
            ),
        )
    },
];

/// What a species adds to run speed: Gnolls and Satyrs have +1 («Species Special Ability»).
pub const fn run_speed_bonus(id: SpeciesId) -> u8 {
    match id {
        SpeciesId::Gnolls | SpeciesId::Satyrs => 1,
        _ => 0,
    }
}

/// Whether a species treats its armor as one weight lower for movement (Dwarves).
pub const fn moves_as_lighter_armor(id: SpeciesId) -> bool {
    matches!(id, SpeciesId::Dwarves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_species_once_in_the_books_order_with_its_table_row() {
        for (index, entry) in SPECIES.iter().enumerate() {
            assert_eq!(entry.id as usize, index, "{}", entry.name);
            assert_eq!(entry.id.species().name, entry.name);
            if let BonusSkills::ChooseTwoOf(three) = entry.bonus_skills {
                assert!(
                    three[0] != three[1] && three[1] != three[2] && three[0] != three[2],
                    "{}",
                    entry.name
                );
            }
        }
        let sizes = |size: Size| {
            SPECIES
                .iter()
                .filter(|s| s.size == SpeciesSize::Fixed(size))
                .count()
        };
        // Three Small (Gnomes, Goblins, Halflings), three Large (Dragonkin, Ogres, Rooks), one
        // of any size, thirteen Medium.
        assert_eq!((sizes(Small), sizes(Medium), sizes(Large)), (3, 13, 3));
        let humans = SpeciesId::Humans.species();
        assert_eq!(humans.bonus_skills, BonusSkills::AnyTwo);
        assert_eq!(humans.extra_foci, 1);
        assert_eq!(SpeciesId::HighElves.species().extra_customization_points, 4);
        assert_eq!(
            SpeciesId::Orcs.species().bonus_skills,
            BonusSkills::ChooseTwoOf([Stamina, Strength, Will])
        );
        assert_eq!(
            SpeciesId::Orcs.species().resistance_bonus,
            ResistanceBonus::Fixed(Slashing)
        );
    }

    #[test]
    fn the_resistance_column_counts() {
        let fixed = |damage: DamageType| {
            SPECIES
                .iter()
                .filter(|s| s.resistance_bonus == ResistanceBonus::Fixed(damage))
                .count()
        };
        assert_eq!(fixed(Blunt), 4, "Dwarves, Froads, Halflings, Satyrs");
        assert_eq!(fixed(Energy), 4, "Djinn, Gnomes, High Elves, Wood Elves");
        assert_eq!(
            fixed(Piercing),
            6,
            "Dragonkin, Dryads, Lizardfolk, Mycorreans, Ogres, Rooks"
        );
        assert_eq!(fixed(Slashing), 4, "Gnolls, Goblins, Orcs, Trolls");
        assert_eq!(
            fixed(DamageType::Ballistic) + fixed(DamageType::Explosive),
            0
        );
    }
}
