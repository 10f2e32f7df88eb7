//! Advancement («Experience»): the GM's experience awards, purchases bought with them, new
//! sessions and the luck spent in each, kept as a ledger of entries that [`replay`] folds into
//! the character's current [`Progress`].
//!
//! Skills are bought one rank at a time, each rank priced by the rank bought and the campaign's
//! speed (and table rule `clockwork.skill_xp_cost`, since the book's example and table differ);
//! spells and features cost their level's row. Attributes are recomputed after every purchase,
//! and a Body that rises brings new resistance points to place («Body Resistance»). An entry
//! the character cannot make — more experience than is unspent, a skill already at 4, a spell
//! already known, luck already spent — is refused with an [`AdvancementError`] naming its rule,
//! and nothing changes. [`Ledger::undo`] takes back the last entry.
//!
//! The ledger has no entry for a focus or a bonus skill: the book gives no way to earn a new
//! focus («Foci») or another bonus skill («Bonus Skill») after creation.

mod error;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use error::AdvancementError;

use super::content::gear::weapons;
use super::content::powers::{feature_named, spell_named, FeatureEntry};
use super::content::CampaignSpeed;
use super::content::{power_xp_cost, skill_rank_xp_cost, DamageType, SpeciesId};
use super::creation::{
    attribute_score, body_resistance_points, Character, Purchase, SPENT_RESISTANCE_CAP,
};
use super::skills::{Attribute, Skill, SKILL_RANKS};
use super::table_rules::{advancement_rules, AdvancementRules};
use crate::table_rules::TableRuleChoices;

/// The most and least the GM awards at once («Experience»'s table: 1 to 4).
pub const XP_AWARDS: std::ops::RangeInclusive<u8> = 1..=4;
/// Luck each game session gives («Using Luck»: "three times per game session").
pub const LUCK_PER_SESSION: u8 = 3;

/// One entry of a character's advancement ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLedgerEntry"),
    schemars(rename = "ClockworkLedgerEntry")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum LedgerEntry {
    /// The GM awarded experience: 1 to 4 points.
    XpAwarded {
        /// Points awarded.
        points: u8,
        /// Why, in the GM's words.
        #[serde(default)]
        reason: String,
    },
    /// One rank bought in a skill: it drops one rank (a lower rank is better).
    SkillRankBought {
        /// The skill.
        skill: Skill,
    },
    /// A spell learned.
    SpellLearned {
        /// Its name.
        name: String,
        /// Its level (1–4).
        level: u8,
    },
    /// A feature bought.
    FeatureBought {
        /// Its name.
        name: String,
        /// Its level (1–4).
        level: u8,
        /// What it applies to, for a feature bought once per choice (Improved Critical's
        /// weapon type).
        #[serde(default)]
        choice: String,
    },
    /// A resistance point placed, one of those a risen Body brought.
    ResistancePointPlaced {
        /// The type it goes to.
        damage: DamageType,
    },
    /// A new game session began: luck refills.
    SessionBegan,
    /// One luck spent on a reroll.
    LuckUsed {
        /// The roll rerolled, in the GM's words.
        #[serde(default)]
        roll: String,
    },
    /// The GM refilled luck mid-session: much time passed in the game («Using Luck»).
    LuckRefreshed,
}

/// A purchase on the experience bill.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkXpPurchase"),
    schemars(rename = "ClockworkXpPurchase")
)]
#[serde(rename_all = "camelCase")]
pub struct XpPurchase {
    /// What was bought ("Agility 8 → 7", "Fireball (spell, level 4)").
    pub label: String,
    /// Experience it cost.
    pub cost: u32,
}

/// A spell or feature bought with experience.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPower"),
    schemars(rename = "ClockworkPower")
)]
#[serde(rename_all = "camelCase")]
pub struct Power {
    /// Its name (the book's spelling where the book has it).
    pub name: String,
    /// Its level.
    pub level: u8,
    /// Its choice, if it takes one.
    #[serde(default)]
    pub choice: String,
}

/// One game session's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkSessionRecord"),
    schemars(rename = "ClockworkSessionRecord")
)]
#[serde(rename_all = "camelCase")]
pub struct SessionRecord {
    /// Its number, from 1.
    pub number: u32,
    /// Experience awarded in it.
    pub xp_awarded: u32,
    /// Luck spent in it.
    pub luck_used: u8,
    /// Times the GM refilled luck in it.
    pub luck_refreshed: u8,
}

/// An attribute's score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkAttributeScore"),
    schemars(rename = "ClockworkAttributeScore")
)]
#[serde(rename_all = "camelCase")]
pub struct AttributeScore {
    /// The attribute.
    pub attribute: Attribute,
    /// Its score.
    pub score: u8,
}

/// A character as its ledger leaves it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkProgress"),
    schemars(rename = "ClockworkProgress")
)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// The character, its skills and resistance points as bought; the sheet reads it.
    pub character: Character,
    /// The four attributes, recomputed after every purchase.
    pub attributes: Vec<AttributeScore>,
    /// Experience awarded in all.
    pub xp_earned: u32,
    /// Experience spent in all.
    pub xp_spent: u32,
    /// What the experience bought, in order.
    pub bill: Vec<XpPurchase>,
    /// Spells learned with experience.
    pub spells: Vec<Power>,
    /// Features bought with experience.
    pub features: Vec<Power>,
    /// Resistance points a risen Body brought that are not placed yet.
    pub resistance_points_to_place: u8,
    /// The sessions, the current one last.
    pub sessions: Vec<SessionRecord>,
    /// Luck left this session.
    pub luck_left: u8,
    /// What changed along the way that the GM should see (an attribute that rose).
    pub notes: Vec<String>,
}

impl Progress {
    /// A character fresh from creation: no experience, its first session, full luck.
    pub fn new(character: &Character) -> Progress {
        Progress {
            attributes: attributes(character),
            character: character.clone(),
            xp_earned: 0,
            xp_spent: 0,
            bill: Vec::new(),
            spells: Vec::new(),
            features: Vec::new(),
            resistance_points_to_place: 0,
            sessions: vec![SessionRecord {
                number: 1,
                xp_awarded: 0,
                luck_used: 0,
                luck_refreshed: 0,
            }],
            luck_left: LUCK_PER_SESSION,
            notes: Vec::new(),
        }
    }

    /// Experience unspent.
    pub fn xp_left(&self) -> u32 {
        self.xp_earned - self.xp_spent
    }

    /// The score of `attribute`.
    pub fn attribute(&self, attribute: Attribute) -> u8 {
        attribute_score(&self.character.skills, attribute)
    }

    /// Every spell the character knows: bought at creation, granted by its species, learned
    /// with experience.
    pub fn known_spells(&self) -> impl Iterator<Item = &str> {
        let build = &self.character.build;
        build
            .customization
            .iter()
            .filter_map(|p| match p {
                Purchase::Spell { name, .. } => Some(name.as_str()),
                _ => None,
            })
            .chain(build.species_spell.as_deref())
            .chain(self.spells.iter().map(|s| s.name.as_str()))
    }

    /// Every feature the character has, with its choice where it took one (creation's have
    /// none).
    pub fn known_features(&self) -> impl Iterator<Item = (&str, &str)> {
        self.character
            .build
            .customization
            .iter()
            .filter_map(|p| match p {
                Purchase::Feature { name, .. } => Some((name.as_str(), "")),
                _ => None,
            })
            .chain(
                self.features
                    .iter()
                    .map(|f| (f.name.as_str(), f.choice.as_str())),
            )
    }

    fn session(&mut self) -> &mut SessionRecord {
        // `new` opens session 1 and nothing closes one, so there is always a current one.
        let last = self.sessions.len() - 1;
        &mut self.sessions[last]
    }
}

fn attributes(character: &Character) -> Vec<AttributeScore> {
    Attribute::ALL
        .into_iter()
        .map(|attribute| AttributeScore {
            attribute,
            score: attribute_score(&character.skills, attribute),
        })
        .collect()
}

/// What one rank of a skill costs: the rank bought's row, in the campaign's column, doubled
/// under the example's reading.
pub fn skill_rank_cost(rules: &AdvancementRules, rank_bought: u8) -> Option<u32> {
    let cost = u32::from(skill_rank_xp_cost(rules.speed, rank_bought)?);
    Some(if rules.doubled_skill_costs {
        cost * 2
    } else {
        cost
    })
}

/// Folds a whole ledger onto a freshly created character, in a campaign running at `speed`
/// under its table-rule choices (`clockwork.skill_xp_cost` prices the skill ranks).
pub fn replay_under(
    character: &Character,
    entries: &[LedgerEntry],
    speed: CampaignSpeed,
    choices: &TableRuleChoices,
) -> Result<Progress, AdvancementError> {
    replay(character, entries, &advancement_rules(speed, choices))
}

/// Folds a whole ledger onto a freshly created character.
pub fn replay(
    character: &Character,
    entries: &[LedgerEntry],
    rules: &AdvancementRules,
) -> Result<Progress, AdvancementError> {
    entries
        .iter()
        .try_fold(Progress::new(character), |progress, entry| {
            apply(&progress, entry, rules)
        })
}

/// Applies one entry, giving the next progress; the input is never changed.
pub fn apply(
    progress: &Progress,
    entry: &LedgerEntry,
    rules: &AdvancementRules,
) -> Result<Progress, AdvancementError> {
    let mut next = progress.clone();
    match entry {
        LedgerEntry::XpAwarded { points, .. } => {
            if !XP_AWARDS.contains(points) {
                return Err(AdvancementError::AwardOutOfRange { points: *points });
            }
            next.xp_earned += u32::from(*points);
            next.session().xp_awarded += u32::from(*points);
        }
        LedgerEntry::SkillRankBought { skill } => buy_rank(&mut next, *skill, rules)?,
        LedgerEntry::SpellLearned { name, level } => learn_spell(&mut next, name, *level, rules)?,
        LedgerEntry::FeatureBought {
            name,
            level,
            choice,
        } => buy_feature(&mut next, name, *level, choice, rules)?,
        LedgerEntry::ResistancePointPlaced { damage } => {
            if next.resistance_points_to_place == 0 {
                return Err(AdvancementError::NoResistancePoint);
            }
            let points = &mut next.character.build.resistance_points;
            let score = points.get(*damage);
            if score >= SPENT_RESISTANCE_CAP {
                return Err(AdvancementError::ResistanceOverCap {
                    damage: *damage,
                    score,
                });
            }
            points.set(*damage, score + 1);
            next.resistance_points_to_place -= 1;
        }
        LedgerEntry::SessionBegan => {
            let number = next.sessions.len() as u32 + 1;
            next.sessions.push(SessionRecord {
                number,
                xp_awarded: 0,
                luck_used: 0,
                luck_refreshed: 0,
            });
            next.luck_left = LUCK_PER_SESSION;
        }
        LedgerEntry::LuckUsed { .. } => {
            if next.luck_left == 0 {
                return Err(AdvancementError::NoLuckLeft {
                    per_session: LUCK_PER_SESSION,
                });
            }
            next.luck_left -= 1;
            next.session().luck_used += 1;
        }
        LedgerEntry::LuckRefreshed => {
            next.luck_left = LUCK_PER_SESSION;
            next.session().luck_refreshed += 1;
        }
    }
    Ok(next)
}

fn pay(progress: &mut Progress, label: String, cost: u32) -> Result<(), AdvancementError> {
    if cost > progress.xp_left() {
        return Err(AdvancementError::NotEnoughExperience {
            what: label,
            cost,
            left: progress.xp_left(),
        });
    }
    progress.xp_spent += cost;
    progress.bill.push(XpPurchase { label, cost });
    Ok(())
}

fn buy_rank(
    progress: &mut Progress,
    skill: Skill,
    rules: &AdvancementRules,
) -> Result<(), AdvancementError> {
    let from = progress.character.skills.get(skill);
    let to = from.saturating_sub(1);
    if to < *SKILL_RANKS.start() {
        return Err(AdvancementError::SkillAtBest { skill, rank: from });
    }
    let cost =
        skill_rank_cost(rules, to).ok_or(AdvancementError::SkillAtBest { skill, rank: from })?;
    pay(progress, format!("{skill} {from} → {to}"), cost)?;
    let body_before = progress.attribute(Attribute::Body);
    progress.character.skills.set(skill, to);
    let attributes = attributes(&progress.character);
    for (before, after) in progress.attributes.iter().zip(&attributes) {
        if after.score != before.score {
            progress.notes.push(format!(
                "{} rose from {} to {} when {skill} reached {to}.",
                after.attribute.name(),
                before.score,
                after.score
            ));
        }
    }
    progress.attributes = attributes;
    let body_after = progress.attribute(Attribute::Body);
    let new_points = body_resistance_points(body_after) - body_resistance_points(body_before);
    if new_points > 0 {
        progress.resistance_points_to_place += new_points;
        progress.notes.push(format!(
            "Body {body_after} brings {} to place.",
            super::words::count(new_points, "new resistance point", "new resistance points")
        ));
    }
    Ok(())
}

fn check_level(name: &str, level: u8) -> Result<(), AdvancementError> {
    if !(1..=4).contains(&level) || name.trim().is_empty() {
        return Err(AdvancementError::PowerLevel {
            name: name.to_owned(),
            level,
        });
    }
    Ok(())
}

fn learn_spell(
    progress: &mut Progress,
    name: &str,
    level: u8,
    rules: &AdvancementRules,
) -> Result<(), AdvancementError> {
    check_level(name, level)?;
    let book = spell_named(name);
    if let Some(spell) = book {
        if spell.level != level {
            return Err(AdvancementError::WrongLevel {
                name: spell.name,
                printed: spell.level,
                level,
            });
        }
    }
    let known = progress.known_spells().any(|known| match book {
        Some(spell) => spell.answers_to(known) || spell.name.eq_ignore_ascii_case(known.trim()),
        None => known.trim().eq_ignore_ascii_case(name.trim()),
    });
    let name = book.map_or_else(|| name.trim().to_owned(), |s| s.name.to_owned());
    if known {
        return Err(AdvancementError::AlreadyKnown { name, spell: true });
    }
    let cost = u32::from(power_xp_cost(rules.speed, level).unwrap_or(0));
    pay(progress, format!("{name} (spell, level {level})"), cost)?;
    if book.is_none() {
        progress.notes.push(format!(
            "{name} is not in the book's spell list: the GM's own, at level {level}."
        ));
    }
    progress.spells.push(Power {
        name,
        level,
        choice: String::new(),
    });
    Ok(())
}

/// «Features»: the features the book lets a character buy more than once (Improved Critical
/// once per weapon type, Wealthy any number of times).
const REPEATABLE: [&str; 2] = ["Improved Critical", "Wealthy"];
/// «Features»: the features that need another first.
const PREREQUISITES: [(&str, &str); 3] = [
    ("Dire Animal Companion", "Animal Companion"),
    ("Legendary Animal Companion", "Dire Animal Companion"),
    ("Magical Animal Companion", "Animal Companion"),
];

fn buy_feature(
    progress: &mut Progress,
    name: &str,
    level: u8,
    choice: &str,
    rules: &AdvancementRules,
) -> Result<(), AdvancementError> {
    check_level(name, level)?;
    let book: Option<&FeatureEntry> = feature_named(name);
    if let Some(feature) = book {
        if feature.level != level {
            return Err(AdvancementError::WrongLevel {
                name: feature.name,
                printed: feature.level,
                level,
            });
        }
        if let Some((_, requires)) = PREREQUISITES.iter().find(|(f, _)| *f == feature.name) {
            if !progress
                .known_features()
                .any(|(known, _)| known.trim().eq_ignore_ascii_case(requires))
            {
                return Err(AdvancementError::MissingPrerequisite {
                    name: feature.name,
                    requires,
                });
            }
        }
    }
    let name = book.map_or_else(|| name.trim().to_owned(), |f| f.name.to_owned());
    let choice = choice.trim();
    if name == "Improved Critical" {
        let category = weapons().find(|w| w.category.eq_ignore_ascii_case(choice));
        let taken = progress
            .known_features()
            .any(|(known, chosen)| known == name && chosen.eq_ignore_ascii_case(choice));
        if category.is_none() || taken {
            return Err(AdvancementError::WeaponTypeChoice {
                choice: choice.to_owned(),
            });
        }
    } else if !REPEATABLE.contains(&name.as_str())
        && progress
            .known_features()
            .any(|(known, _)| known.trim().eq_ignore_ascii_case(&name))
    {
        return Err(AdvancementError::AlreadyKnown { name, spell: false });
    }
    let cost = u32::from(power_xp_cost(rules.speed, level).unwrap_or(0));
    let label = if choice.is_empty() {
        format!("{name} (feature, level {level})")
    } else {
        format!("{name}: {choice} (feature, level {level})")
    };
    pay(progress, label, cost)?;
    progress.features.push(Power {
        name,
        level,
        choice: choice.to_owned(),
    });
    Ok(())
}

/// A character's ledger: the entries in order. Every entry it holds applied cleanly when it
/// was recorded, so any prefix replays.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLedger"),
    schemars(rename = "ClockworkLedger")
)]
#[serde(rename_all = "camelCase")]
pub struct Ledger {
    /// The entries, oldest first.
    pub entries: Vec<LedgerEntry>,
}

impl Ledger {
    /// The progress the ledger gives `character`.
    pub fn progress(
        &self,
        character: &Character,
        rules: &AdvancementRules,
    ) -> Result<Progress, AdvancementError> {
        replay(character, &self.entries, rules)
    }

    /// Records `entry` if the character can make it, giving the new progress; a refused entry
    /// leaves the ledger as it was.
    pub fn record(
        &mut self,
        character: &Character,
        entry: LedgerEntry,
        rules: &AdvancementRules,
    ) -> Result<Progress, AdvancementError> {
        let next = apply(&self.progress(character, rules)?, &entry, rules)?;
        self.entries.push(entry);
        Ok(next)
    }

    /// Takes back the last entry, if any.
    pub fn undo(&mut self) -> Option<LedgerEntry> {
        self.entries.pop()
    }
}

/// Whether `species` may spend several luck on one roll and keep the best («Species Special
/// Ability»: Halflings); everyone else spends one a roll and keeps the reroll.
pub const fn luck_keeps_best(species: SpeciesId) -> bool {
    matches!(species, SpeciesId::Halflings)
}
