//! Character creation by the book («ii. Points & Costs» and the sections it points to): the
//! suit sets the trait that starts at 2, every skill starts at 1, and 10 XP (plus 1 for each
//! disadvantage) buy trait and skill ranks, advantage levels and specialties at 1 XP each, with
//! nothing above rank 3 (table rule `game_of_bastards.creation_cap`). A build the book does not
//! allow is refused with a [`CreationError`] naming the rule it breaks and the field at fault;
//! a legal one becomes a [`Fated`], the state the advancement ledger folds on.

use serde::{Deserialize, Serialize};

mod error;

pub(crate) use error::sentence;
pub use error::CreationError;

use super::cite;
use super::content::{
    advantage, disadvantage, suit_entry, Skill, Specialty, Trait, SKILL_START,
    SPECIALTY_SKILL_RANK, SUIT_TRAIT_START, TRAIT_START,
};
use super::money::STARTING_CASH;
use super::table_rules::{creation_cap, disadvantage_xp_per_level};
use crate::cards::Suit;
use crate::citation::Term;
use crate::table_rules::TableRuleChoices;

/// XP every character starts with («ii. Points & Costs»).
pub const STARTING_XP: u32 = 10;
/// What a trait rank, skill rank, advantage level or specialty costs («ii. Points & Costs»).
pub const XP_PER_PURCHASE: u32 = 1;

/// A rank in each trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TraitRanks {
    /// Body.
    pub body: u8,
    /// Spirit.
    pub spirit: u8,
    /// Mind.
    pub mind: u8,
    /// Luck.
    pub luck: u8,
}

impl TraitRanks {
    /// Where a character of `suit` starts: 1 in each, 2 in the suit's trait.
    pub fn starting(suit: Suit) -> TraitRanks {
        let mut ranks = TraitRanks {
            body: TRAIT_START,
            spirit: TRAIT_START,
            mind: TRAIT_START,
            luck: TRAIT_START,
        };
        ranks.set(suit_entry(suit).favours, SUIT_TRAIT_START);
        ranks
    }

    /// The rank in `trait_name`.
    pub const fn get(&self, trait_name: Trait) -> u8 {
        match trait_name {
            Trait::Body => self.body,
            Trait::Spirit => self.spirit,
            Trait::Mind => self.mind,
            Trait::Luck => self.luck,
        }
    }

    /// Sets the rank in `trait_name`.
    pub fn set(&mut self, trait_name: Trait, rank: u8) {
        *match trait_name {
            Trait::Body => &mut self.body,
            Trait::Spirit => &mut self.spirit,
            Trait::Mind => &mut self.mind,
            Trait::Luck => &mut self.luck,
        } = rank;
    }

    /// The highest rank (a follower's or monster's Power Rating is read from it).
    pub fn highest(&self) -> u8 {
        Trait::ALL
            .map(|t| self.get(t))
            .into_iter()
            .max()
            .unwrap_or(0)
    }
}

/// A skill's rank (only skills above 1 need listing; any other is at 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SkillRank {
    /// The skill.
    pub skill: Skill,
    /// Its rank: the number of cards it plays.
    pub rank: u8,
}

/// An advantage taken, at a level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AdvantagePick {
    /// The advantage's id.
    pub id: String,
    /// Its level.
    pub level: u8,
    /// The weapon, for an advantage that names one (Counter, Florentine).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub weapon: Option<String>,
}

impl AdvantagePick {
    /// Whether this pick is the advantage `id` with `weapon`.
    pub fn is(&self, id: &str, weapon: Option<&str>) -> bool {
        self.id == id
            && match (self.weapon.as_deref(), weapon) {
                (Some(a), Some(b)) => a.trim().eq_ignore_ascii_case(b.trim()),
                (None, None) => true,
                _ => false,
            }
    }
}

/// A disadvantage taken or inflicted, at a level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DisadvantagePick {
    /// The disadvantage's id.
    pub id: String,
    /// Its level.
    #[serde(default = "one")]
    pub level: u8,
    /// The effect its GM wrote, for a disadvantage the book gives no rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effect: Option<String>,
}

const fn one() -> u8 {
    1
}

/// What a killed character leaves its successor («Killed»).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Inheritance {
    /// The late character's name.
    pub from: String,
    /// The XP inherited: half of what the late character had.
    pub xp: u32,
    /// Whether it replaces the standard 10 XP (table rule `game_of_bastards.successor_xp`,
    /// settled when the successor was made).
    pub replaces_starting: bool,
}

/// What a player chose for a new character.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FatedBuild {
    /// The character's name.
    #[serde(default)]
    pub name: String,
    /// The suit chosen.
    pub suit: Suit,
    /// Each trait's rank after spending.
    pub traits: TraitRanks,
    /// Skills raised above 1, with their ranks.
    #[serde(default)]
    pub skills: Vec<SkillRank>,
    /// Specialties learned.
    #[serde(default)]
    pub specialties: Vec<Specialty>,
    /// Advantages taken, Capital and Landed among them.
    #[serde(default)]
    pub advantages: Vec<AdvantagePick>,
    /// Disadvantages taken.
    #[serde(default)]
    pub disadvantages: Vec<DisadvantagePick>,
    /// For a killed character's successor, what it inherits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inheritance: Option<Inheritance>,
}

/// A character's XP, by where it came from and where it went.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct XpAccount {
    /// The standard 10 (none when a successor's inheritance replaces them).
    pub starting: u32,
    /// Inherited from a killed predecessor.
    pub inherited: u32,
    /// From disadvantages taken at creation.
    pub disadvantages: u32,
    /// From scenes the character was directly involved in.
    pub scenes: u32,
    /// From Oppositions it took part in.
    pub oppositions: u32,
    /// From disadvantages inflicted on it.
    pub inflicted: u32,
    /// From monsters killed (their Power Rating + 5 each).
    pub monsters: u32,
    /// Spent at creation.
    pub spent_at_creation: u32,
    /// Spent at Time Passes and before The End.
    pub spent_in_play: u32,
}

impl XpAccount {
    /// Every XP the character ever had.
    pub const fn total(&self) -> u32 {
        self.starting
            + self.inherited
            + self.disadvantages
            + self.scenes
            + self.oppositions
            + self.inflicted
            + self.monsters
    }

    /// XP spent.
    pub const fn spent(&self) -> u32 {
        self.spent_at_creation + self.spent_in_play
    }

    /// XP left to spend.
    pub const fn unspent(&self) -> u32 {
        self.total().saturating_sub(self.spent())
    }
}

/// When XP may be spent: a Time Passes, or the moment before The End.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum SpendingWindow {
    /// The group used Time Passes.
    TimePasses {
        /// Whether a Debt level was paid off in it (one per Time Passes).
        debt_paid: bool,
    },
    /// The group called The End and is getting ready for it.
    TheEnd,
}

/// How often a disadvantage has been removed with XP (Bad Reputation's price doubles).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RemovalCount {
    /// The disadvantage's id.
    pub id: String,
    /// RemovalCount so far.
    pub times: u32,
}

/// A character as it stands: created by the book, then folded through its ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Fated {
    /// The build as chosen at creation.
    pub build: FatedBuild,
    /// The suit now.
    pub suit: Suit,
    /// Each trait's rank now.
    pub traits: TraitRanks,
    /// Skills above 1 (and named templates), with their ranks.
    pub skills: Vec<SkillRank>,
    /// Specialties.
    pub specialties: Vec<Specialty>,
    /// Advantages, Capital and Landed among them.
    pub advantages: Vec<AdvantagePick>,
    /// Disadvantages.
    pub disadvantages: Vec<DisadvantagePick>,
    /// XP by source and use.
    pub xp: XpAccount,
    /// Cash on hand, as the changes that made it (they sum to it).
    pub cash: Vec<Term>,
    /// The Capital level, as the changes that made it (they sum to it).
    pub capital: Vec<Term>,
    /// RemovalCount of disadvantages with XP, per disadvantage.
    pub removals: Vec<RemovalCount>,
    /// The spending window open now, if any.
    pub window: Option<SpendingWindow>,
    /// Whether the character has been killed.
    pub dead: bool,
}

impl Fated {
    /// The rank in `skill` (1 unless raised).
    pub fn skill_rank(&self, skill: &Skill) -> u8 {
        rank_in(&self.skills, skill)
    }

    /// The level of advantage `id` (any weapon's, for one that names a weapon: the highest).
    pub fn advantage_level(&self, id: &str) -> u8 {
        self.advantages
            .iter()
            .filter(|pick| pick.id == id)
            .map(|pick| pick.level)
            .max()
            .unwrap_or(0)
    }

    /// The level of disadvantage `id`.
    pub fn disadvantage_level(&self, id: &str) -> u8 {
        self.disadvantages
            .iter()
            .find(|pick| pick.id == id)
            .map_or(0, |pick| pick.level)
    }

    /// Cash on hand.
    pub fn cash_on_hand(&self) -> i32 {
        self.cash.iter().map(|term| term.value).sum()
    }

    /// How often disadvantage `id` has been removed with XP.
    pub fn removed_times(&self, id: &str) -> u32 {
        self.removals
            .iter()
            .find(|r| r.id == id)
            .map_or(0, |r| r.times)
    }
}

/// The rank of `skill` among `skills` (1 unless listed).
pub fn rank_in(skills: &[SkillRank], skill: &Skill) -> u8 {
    skills
        .iter()
        .find(|entry| entry.skill.same_as(skill))
        .map_or(SKILL_START, |entry| entry.rank)
}

/// Creates a character under the default table rules.
pub fn create(build: &FatedBuild) -> Result<Fated, CreationError> {
    create_under(build, &TableRuleChoices::default())
}

/// Creates a character under a campaign's table rules, checking the build in the book's order.
pub fn create_under(build: &FatedBuild, rules: &TableRuleChoices) -> Result<Fated, CreationError> {
    let cap = creation_cap(rules);
    let over_cap = |what: String, rank: u8, field: String| match cap {
        Some(cap) if rank > cap => Err(CreationError::OverCreationCap {
            what,
            rank,
            cap,
            field,
        }),
        _ => Ok(()),
    };
    // Traits: 1 in each, 2 in the suit's.
    let start = TraitRanks::starting(build.suit);
    let mut spent = 0_u32;
    for trait_name in Trait::ALL {
        let rank = build.traits.get(trait_name);
        let from = start.get(trait_name);
        if rank < from {
            return Err(CreationError::TraitBelowStart {
                trait_name,
                rank,
                start: from,
                why: if from == SUIT_TRAIT_START {
                    " as the suit's trait"
                } else {
                    ""
                },
            });
        }
        over_cap(
            trait_name.name().to_owned(),
            rank,
            format!("traits.{}", trait_name.name().to_ascii_lowercase()),
        )?;
        spent += u32::from(rank - from) * XP_PER_PURCHASE;
    }
    // Skills: 1 in each; the build lists the raised ones.
    for (index, entry) in build.skills.iter().enumerate() {
        if !entry.skill.is_well_formed() {
            return Err(CreationError::SkillSubject {
                skill: entry.skill.to_string(),
                problem: if entry.skill.kind.is_template() {
                    "needs the weapon type or craft it names"
                } else {
                    "names no weapon type or craft"
                },
                index,
            });
        }
        if entry.rank < SKILL_START {
            return Err(CreationError::SkillBelowStart {
                skill: entry.skill.clone(),
                rank: entry.rank,
                index,
            });
        }
        if build.skills[..index]
            .iter()
            .any(|earlier| earlier.skill.same_as(&entry.skill))
        {
            return Err(CreationError::SkillTwice {
                skill: entry.skill.clone(),
                index,
            });
        }
        over_cap(
            entry.skill.to_string(),
            entry.rank,
            format!("skills[{index}]"),
        )?;
        spent += u32::from(entry.rank - SKILL_START) * XP_PER_PURCHASE;
    }
    // Specialties: two different skills, both at rank 2 or more.
    for (index, specialty) in build.specialties.iter().enumerate() {
        check_specialty(specialty, &build.skills, &build.specialties[..index]).map_err(
            |problem| CreationError::Specialty {
                name: specialty.name.clone(),
                problem,
                index,
            },
        )?;
        spent += XP_PER_PURCHASE;
    }
    // Advantages: known, at a legal level, under the cap.
    for (index, pick) in build.advantages.iter().enumerate() {
        let entry = advantage(&pick.id).ok_or_else(|| CreationError::UnknownAdvantage {
            id: pick.id.clone(),
            index,
        })?;
        let named = pick.weapon.as_deref().is_some_and(|w| !w.trim().is_empty());
        if entry.takes_weapon != named {
            return Err(CreationError::AdvantageWeapon {
                name: entry.name,
                problem: if entry.takes_weapon {
                    "needs the weapon it is for"
                } else {
                    "is for no particular weapon"
                },
                index,
            });
        }
        let max = entry.max_levels(rules).unwrap_or(u8::MAX);
        if pick.level == 0 || pick.level > max {
            return Err(CreationError::AdvantageLevel {
                name: entry.name,
                level: pick.level,
                max,
                index,
            });
        }
        if build.advantages[..index]
            .iter()
            .any(|earlier| earlier.is(&pick.id, pick.weapon.as_deref()))
        {
            return Err(CreationError::AdvantageTwice {
                name: entry.name,
                index,
            });
        }
        over_cap(
            entry.name.to_owned(),
            pick.level,
            format!("advantages[{index}]"),
        )?;
        spent += u32::from(pick.level) * XP_PER_PURCHASE;
    }
    // Disadvantages: 1 XP each (or each level, by table rule).
    let per_level = disadvantage_xp_per_level(rules);
    let mut from_disadvantages = 0_u32;
    for (index, pick) in build.disadvantages.iter().enumerate() {
        let entry = disadvantage(&pick.id).ok_or_else(|| CreationError::UnknownDisadvantage {
            id: pick.id.clone(),
            index,
        })?;
        let max = entry.max_level.unwrap_or(u8::MAX);
        if pick.level == 0 || pick.level > max {
            return Err(CreationError::DisadvantageLevel {
                name: entry.name,
                level: pick.level,
                max,
                index,
            });
        }
        if build.disadvantages[..index].iter().any(|d| d.id == pick.id) {
            return Err(CreationError::DisadvantageTwice {
                name: entry.name,
                index,
            });
        }
        from_disadvantages += if per_level { u32::from(pick.level) } else { 1 };
    }
    let (starting, inherited) = match &build.inheritance {
        Some(inheritance) if inheritance.replaces_starting => (0, inheritance.xp),
        Some(inheritance) => (STARTING_XP, inheritance.xp),
        None => (STARTING_XP, 0),
    };
    let budget = starting + inherited + from_disadvantages;
    if spent > budget {
        return Err(CreationError::Overspent { budget, spent });
    }
    Ok(settle(
        build,
        starting,
        inherited,
        from_disadvantages,
        spent,
    ))
}

/// Whether `specialty` pairs two different, well-formed skills at rank 2 or more, under a name
/// not taken by `earlier`; the problem in words otherwise.
pub(crate) fn check_specialty(
    specialty: &Specialty,
    skills: &[SkillRank],
    earlier: &[Specialty],
) -> Result<(), String> {
    if specialty.name.trim().is_empty() {
        return Err("needs a name: the action or field it covers".to_owned());
    }
    let [first, second] = &specialty.skills;
    if !first.is_well_formed() || !second.is_well_formed() {
        return Err("pairs a skill whose weapon type or craft is missing or misplaced".to_owned());
    }
    if first.same_as(second) {
        return Err(format!("pairs {first} with itself; it needs two skills"));
    }
    for skill in [first, second] {
        let rank = rank_in(skills, skill);
        if rank < SPECIALTY_SKILL_RANK {
            return Err(format!(
                "needs both skills at rank {SPECIALTY_SKILL_RANK} or more; {skill} is at {rank}"
            ));
        }
    }
    if earlier.iter().any(|other| {
        other
            .name
            .trim()
            .eq_ignore_ascii_case(specialty.name.trim())
    }) {
        return Err("is already learned".to_owned());
    }
    Ok(())
}

/// The character a legal build makes: money set down (Poor takes its toll), XP counted.
fn settle(
    build: &FatedBuild,
    starting: u32,
    inherited: u32,
    from_disadvantages: u32,
    spent: u32,
) -> Fated {
    let mut advantages = build.advantages.clone();
    for pick in &mut advantages {
        if let Some(weapon) = &mut pick.weapon {
            *weapon = weapon.trim().to_owned();
        }
    }
    let mut cash = vec![Term {
        label: "Starting cash".to_owned(),
        value: STARTING_CASH,
        rule: cite("ii. Points & Costs"),
    }];
    let bought_capital = advantages
        .iter()
        .find(|pick| pick.id == "capital")
        .map_or(0, |pick| pick.level);
    let mut capital = Vec::new();
    if bought_capital > 0 {
        capital.push(Term {
            label: "Bought at creation".to_owned(),
            value: i32::from(bought_capital),
            rule: cite("Capital"),
        });
    }
    if build.disadvantages.iter().any(|d| d.id == "poor") {
        if bought_capital > 0 {
            capital.push(Term {
                label: "Poor".to_owned(),
                value: -1,
                rule: cite("vii. Disadvantages › Poor"),
            });
            set_level(&mut advantages, "capital", bought_capital - 1);
        } else {
            cash.push(Term {
                label: "Poor: all cash on hand lost".to_owned(),
                value: -STARTING_CASH,
                rule: cite("vii. Disadvantages › Poor"),
            });
        }
    }
    Fated {
        build: build.clone(),
        suit: build.suit,
        traits: build.traits,
        skills: build.skills.clone(),
        specialties: build.specialties.clone(),
        advantages,
        disadvantages: build.disadvantages.clone(),
        xp: XpAccount {
            starting,
            inherited,
            disadvantages: from_disadvantages,
            spent_at_creation: spent,
            ..XpAccount::default()
        },
        cash,
        capital,
        removals: Vec::new(),
        window: None,
        dead: false,
    }
}

/// Sets advantage `id`'s level (one without a weapon), dropping it at 0.
pub(crate) fn set_level(advantages: &mut Vec<AdvantagePick>, id: &str, level: u8) {
    match advantages.iter().position(|pick| pick.is(id, None)) {
        Some(at) if level == 0 => {
            advantages.remove(at);
        }
        Some(at) => advantages[at].level = level,
        None if level > 0 => advantages.push(AdvantagePick {
            id: id.to_owned(),
            level,
            weapon: None,
        }),
        None => {}
    }
}
