//! The 60 advantages of «vi. Advantages»: suit, group, how many levels, how a level scales,
//! whether only creation may buy it and whether a monster may have it.
//!
//! Names, suits, maximum levels and the creation-only and monster-ban lists are the book's;
//! every summary is in our own words. What a level adds is typed ([`LevelScaling`]) so that the
//! Opposition engine can read it; where the text says only "each level adding to the cost and
//! multiplier", each level adds one (reading `game_of_bastards.level_adds_one`).

use serde::Serialize;

pub use super::advantage_list::ADVANTAGES;

use super::Trait;
use crate::cards::Suit;
use crate::table_rules::TableRuleChoices;

/// The four groups «vi. Advantages» prints under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum AdvantageCategory {
    /// «Defensive».
    Defensive,
    /// «Offensive Advantages».
    Offensive,
    /// «Utility Advantages».
    Utility,
    /// «Follower Advantages».
    Follower,
}

/// How many levels an advantage may reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum MaxLevel {
    /// "Can be taken up to N times" (or "a second time": 2).
    Stated {
        /// The most levels.
        levels: u8,
    },
    /// The text gives one effect and no number of levels (table rule
    /// `game_of_bastards.unstated_max_level`).
    Unstated,
    /// A scale with no top: Capital ("5+"), Landed (income per level), Successor (its Power
    /// Rating is the level).
    Open,
}

/// What each level of an advantage adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum LevelScaling {
    /// One effect; levels add nothing.
    Single,
    /// May be taken several times, but the text says nothing a level adds.
    Repeats,
    /// The same amount again per level.
    PerLevel {
        /// The amount one level gives.
        amount: i32,
        /// What it is an amount of ("BP", "card", "off BP damage").
        of: &'static str,
    },
    /// The trait is doubled at level 1 and each level adds one to the multiplier: ×(L + 1).
    Multiplier,
    /// Costs L points and multiplies by L + 1.
    CostAndMultiplier,
    /// The multiplier is the level (Iron Wall: "rank 2 is 2x, 3 is 3x").
    MultiplierIsLevel,
    /// Costs L points and multiplies by L (Lucky Strike: level 2 doubles and adds 1 to the
    /// cost, and each later level adds to both).
    CostAndMultiplierIsLevel,
    /// Uses (or squads, or turns of effect) per level.
    UsesPerLevel {
        /// What a level gives one more of.
        of: &'static str,
    },
    /// Chained extra attacks whose costs and card penalties stack.
    Stacking,
    /// Each level adds a stated effect, listed from level 1.
    Tiers {
        /// What the advantage does at each level.
        levels: &'static [&'static str],
    },
    /// A money or Power Rating ladder (Capital, Landed, Successor).
    Ladder,
}

impl LevelScaling {
    /// The points an advantage costs to use at `level`, where the text says its cost rises.
    pub const fn cost(self, level: u8) -> Option<u8> {
        match self {
            LevelScaling::CostAndMultiplier | LevelScaling::CostAndMultiplierIsLevel => Some(level),
            _ => None,
        }
    }

    /// The multiplier at `level`, for an advantage that multiplies a trait.
    pub const fn multiplier(self, level: u8) -> Option<u8> {
        match self {
            LevelScaling::Multiplier | LevelScaling::CostAndMultiplier => Some(level + 1),
            LevelScaling::MultiplierIsLevel | LevelScaling::CostAndMultiplierIsLevel => Some(level),
            _ => None,
        }
    }

    /// The total of a per-level amount at `level`.
    pub const fn total(self, level: u8) -> Option<i32> {
        match self {
            LevelScaling::PerLevel { amount, .. } => Some(amount * level as i32),
            _ => None,
        }
    }
}

/// Where the book says an advantage is bought only at creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CreationOnly {
    /// Marked with an asterisk.
    Asterisk,
    /// Its own text says so (Capital, Landed).
    Text,
}

/// One advantage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdvantageEntry {
    /// Stable id.
    pub id: &'static str,
    /// The name as printed (a template's angle brackets kept: "Counter<Weapon>").
    pub name: &'static str,
    /// Its suit: at 0 in that suit's pool, the advantage cannot be used.
    pub suit: Suit,
    /// The group it is printed under.
    pub category: AdvantageCategory,
    /// How many levels it may reach.
    pub max_level: MaxLevel,
    /// What a level adds.
    pub scaling: LevelScaling,
    /// Whether only creation may buy it, and why.
    pub creation_only: Option<CreationOnly>,
    /// On the list of advantages monsters cannot have («Monsters»).
    pub banned_for_monsters: bool,
    /// It names a weapon ("Counter<Weapon>", "Florentine <Weapon>").
    pub takes_weapon: bool,
    /// The pool it raises by its per-level amount.
    pub raises_pool: Option<Trait>,
    /// What it does, in our words.
    pub summary: &'static str,
    /// The reading its entry needs, if any.
    pub reading: Option<&'static str>,
}

impl AdvantageEntry {
    /// The most levels it may reach under the campaign's choices; `None` for no limit.
    pub fn max_levels(&self, rules: &TableRuleChoices) -> Option<u8> {
        match self.max_level {
            MaxLevel::Stated { levels } => Some(levels),
            MaxLevel::Unstated => super::super::table_rules::unstated_max_level(rules),
            MaxLevel::Open => None,
        }
    }

    /// What a pool-raising advantage adds to its pool at `level`.
    pub fn pool_bonus(&self, level: u8) -> Option<(Trait, i32)> {
        Some((self.raises_pool?, self.scaling.total(level)?))
    }

    pub(super) const fn banned(mut self) -> AdvantageEntry {
        self.banned_for_monsters = true;
        self
    }

    pub(super) const fn creation(mut self, why: CreationOnly) -> AdvantageEntry {
        self.creation_only = Some(why);
        self
    }

    pub(super) const fn weapon(mut self) -> AdvantageEntry {
        self.takes_weapon = true;
        self
    }

    pub(super) const fn pool(mut self, raised: Trait) -> AdvantageEntry {
        self.raises_pool = Some(raised);
        self
    }

    pub(super) const fn read(mut self, reading: &'static str) -> AdvantageEntry {
        self.reading = Some(reading);
        self
    }
}

/// The advantage called `id`.
pub fn advantage(id: &str) -> Option<&'static AdvantageEntry> {
    ADVANTAGES.iter().find(|entry| entry.id == id)
}

/// Advantages the text names but never defines (SOS, the monster rules and their ban list):
/// not buyable until a GM writes them.
pub static NAMED_NOT_DEFINED: [&str; 5] =
    ["Connections", "Spellcaster", "Flight", "Hearty", "Vehicle"];

/// Of those, the ones on the monsters' ban list.
pub static BANNED_NOT_DEFINED: [&str; 2] = ["Hearty", "Vehicle"];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Suit::{Clubs, Diamonds, Hearts, Spades};
    use AdvantageCategory::{Defensive, Follower, Offensive, Utility};

    const fn stated(levels: u8) -> MaxLevel {
        MaxLevel::Stated { levels }
    }

    fn count(filter: impl Fn(&AdvantageEntry) -> bool) -> usize {
        ADVANTAGES.iter().filter(|entry| filter(entry)).count()
    }

    #[test]
    fn advantages_sixty_in_four_groups() {
        assert_eq!(ADVANTAGES.len(), 60);
        assert_eq!(count(|a| a.category == Defensive), 14);
        assert_eq!(count(|a| a.category == Offensive), 13);
        assert_eq!(count(|a| a.category == Utility), 27);
        assert_eq!(count(|a| a.category == Follower), 6);
        let mut ids: Vec<_> = ADVANTAGES.iter().map(|a| a.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 60, "ids are unique");
    }

    #[test]
    fn advantages_by_suit_attractive_printed_as_body_counts_as_clubs() {
        assert_eq!(
            count(|a| a.suit == Clubs),
            20,
            "19 Clubs and Attractive, printed \"Body\""
        );
        assert_eq!(count(|a| a.suit == Spades), 16);
        assert_eq!(count(|a| a.suit == Hearts), 13);
        assert_eq!(count(|a| a.suit == Diamonds), 11);
        assert_eq!(advantage("attractive").map(|a| a.suit), Some(Clubs));
    }

    #[test]
    fn advantages_marked_with_an_asterisk_and_those_whose_text_says_creation() {
        let asterisk: Vec<_> = ADVANTAGES
            .iter()
            .filter(|a| a.creation_only == Some(CreationOnly::Asterisk))
            .map(|a| a.name)
            .collect();
        assert_eq!(asterisk, ["Ambidextrous", "Fortunate", "Large", "Stubborn"]);
        let text: Vec<_> = ADVANTAGES
            .iter()
            .filter(|a| a.creation_only == Some(CreationOnly::Text))
            .map(|a| a.name)
            .collect();
        assert_eq!(text, ["Capital", "Landed"]);
    }

    #[test]
    fn monsters_cannot_have_the_seventeen_defined_advantages_of_the_ban_list() {
        let mut banned: Vec<_> = ADVANTAGES
            .iter()
            .filter(|a| a.banned_for_monsters)
            .map(|a| a.name)
            .chain(BANNED_NOT_DEFINED)
            .collect();
        banned.sort_unstable();
        let mut printed = [
            "Acrobat",
            "Ambidextrous",
            "Ass Pull",
            "Criminal",
            "Defensive Stance",
            "Disarm",
            "Discipline",
            "Fervor",
            "Fortunate",
            "Friends",
            "Hearty",
            "Mind Over Matter",
            "Quick-Witted",
            "Speedy",
            "Study",
            "Trip",
            "Capital",
            "Landed",
            "Vehicle",
        ];
        printed.sort_unstable();
        assert_eq!(banned, printed, "the 19 names «Monsters» prints");
        // What a monster of each suit may pick from.
        let eligible = |suit| count(|a| a.suit == suit && !a.banned_for_monsters);
        assert_eq!(
            [
                eligible(Clubs),
                eligible(Spades),
                eligible(Hearts),
                eligible(Diamonds)
            ],
            [15, 11, 11, 6]
        );
    }

    #[test]
    fn advantages_maximum_levels_as_printed() {
        let levels = |id: &str| advantage(id).map(|a| a.max_level);
        assert_eq!(levels("ambidextrous"), Some(stated(2)), "\"a second time\"");
        assert_eq!(levels("disarm"), Some(stated(2)), "\"a second level\"");
        assert_eq!(levels("counter"), Some(stated(5)));
        assert_eq!(levels("eagle_eyes"), Some(stated(3)), "\"up the 3 times\"");
        assert_eq!(
            levels("perfect_defense"),
            Some(stated(5)),
            "\"up to five times\""
        );
        assert_eq!(levels("capital"), Some(MaxLevel::Open));
        let unstated: Vec<_> = ADVANTAGES
            .iter()
            .filter(|a| a.max_level == MaxLevel::Unstated)
            .map(|a| a.name)
            .collect();
        assert_eq!(
            unstated,
            [
                "Defensive Stance",
                "Interpose",
                "Trip",
                "Aquatic",
                "Discipline",
                "Fervor",
                "Large",
                "Quick-Witted",
                "Hired Hands",
                "Loyal"
            ]
        );
        assert_eq!(count(|a| a.max_level == stated(5)), 15);
        assert_eq!(count(|a| a.max_level == stated(3)), 30);
        assert_eq!(count(|a| a.max_level == stated(2)), 2);
        assert_eq!(count(|a| a.max_level == MaxLevel::Open), 3);
    }

    #[test]
    fn iron_wall_rank_2_is_2x_3_is_3x_while_dodge_doubles_at_level_1() {
        let iron_wall = advantage("iron_wall").expect("Iron Wall").scaling;
        assert_eq!(
            [1, 2, 3].map(|l| iron_wall.multiplier(l)),
            [Some(1), Some(2), Some(3)]
        );
        let dodge = advantage("dodge").expect("Dodge").scaling;
        assert_eq!(
            [1, 2, 3].map(|l| dodge.multiplier(l)),
            [Some(2), Some(3), Some(4)]
        );
        assert_eq!(
            [1, 2, 3].map(|l| dodge.cost(l)),
            [Some(1), Some(2), Some(3)]
        );
        let lucky = advantage("lucky_strike").expect("Lucky Strike").scaling;
        assert_eq!(
            [1, 2, 3].map(|l| lucky.multiplier(l)),
            [Some(1), Some(2), Some(3)]
        );
        assert_eq!(lucky.cost(2), Some(2));
        let all_out = advantage("all_out_defense")
            .expect("All-Out Defense")
            .scaling;
        assert_eq!((all_out.multiplier(1), all_out.cost(1)), (Some(2), None));
    }

    #[test]
    fn the_pool_advantages_add_five_a_level_to_their_pool() {
        let pools: Vec<_> = ADVANTAGES
            .iter()
            .filter_map(|a| Some((a.name, a.pool_bonus(2)?)))
            .collect();
        assert_eq!(
            pools,
            [
                ("Devil's Own Luck", (Trait::Luck, 10)),
                ("Mental Fortitude", (Trait::Mind, 10)),
                ("Resolve", (Trait::Spirit, 10)),
                ("Toughness", (Trait::Body, 10)),
            ]
        );
        let weapons: Vec<_> = ADVANTAGES
            .iter()
            .filter(|a| a.takes_weapon)
            .map(|a| a.name)
            .collect();
        assert_eq!(weapons, ["Counter<Weapon>", "Florentine <Weapon>"]);
    }
}
