//! A character's sheet: every number the character carries, each an [`Explained`] value with
//! the terms it came from and the heading it was read from. Traits and their pools, skills,
//! specialties, the Bad Reputation modifiers, XP by source, and money: cash on hand, the
//! Capital level and its worth, Landed income and Debt.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::cite;
use super::content::{
    advantage, disadvantage, suit_entry, DisadvantageText, Skill, SkillKind, Trait, POOL_PER_RANK,
    SKILL_START, SUIT_TRAIT_START, TRAIT_START,
};
use super::creation::{rank_in, Fated};
use super::ledger::{price, XpPurchase};
use super::money::{capital_value, debt_amount, landed_income};
use super::table_rules::disadvantage_removal_doubles;
use super::words::{count, dollars};
use crate::cards::Suit;
use crate::citation::{Citation, Explained, Term};
use crate::table_rules::TableRuleChoices;
use crate::SystemId;

/// Influence lost (and gained to intimidate) per rank of Bad Reputation.
pub const BAD_REPUTATION_PER_RANK: i32 = 5;

/// The suit and what it means.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SuitLine {
    /// The suit.
    pub suit: Suit,
    /// Its name.
    pub name: String,
    /// Its Tarot name.
    pub tarot: String,
    /// Its Fate.
    pub fate: String,
    /// The trait it favours.
    pub favours: Trait,
}

/// A trait and its pool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TraitLine {
    /// The trait.
    #[serde(rename = "trait")]
    pub trait_name: Trait,
    /// Its rank.
    pub rank: Explained,
    /// Its pool: rank × 5, raised by advantages.
    pub pool: Explained,
}

/// A skill as the sheet lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSkillLine"),
    schemars(rename = "BastardsSkillLine")
)]
#[serde(rename_all = "camelCase")]
pub struct SkillLine {
    /// The skill (a template without subject: every weapon type or craft not listed).
    pub skill: Skill,
    /// Its name on the sheet.
    pub name: String,
    /// Its rank: the cards it plays.
    pub rank: Explained,
}

/// A specialty and its level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SpecialtyLine {
    /// Its name.
    pub name: String,
    /// The two skills' names.
    pub skills: [String; 2],
    /// Its level: the lower of the two ranks.
    pub level: Explained,
}

/// An advantage held.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdvantageLine {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The weapon it is for.
    pub weapon: Option<String>,
    /// Its suit.
    pub suit: Suit,
    /// The level held.
    pub level: u8,
    /// The most it may reach, if any limit.
    pub max_level: Option<u8>,
    /// What it does, in our words.
    pub summary: String,
}

/// A disadvantage held.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DisadvantageLine {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The level held.
    pub level: u8,
    /// Permanent: never removed with XP.
    pub permanent: bool,
    /// The book gives it no rules.
    pub name_only: bool,
    /// What it does: the book's rules in our words, or what the GM wrote for a name-only one.
    pub effect: Option<String>,
    /// What removing a level costs now, if XP can remove it.
    pub removal_cost: Option<Explained>,
}

/// Bad Reputation on Influence draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ReputationLine {
    /// On Influence draws (not against others with a Bad Reputation).
    pub influence: Explained,
    /// On Influence draws to intimidate.
    pub intimidate: Explained,
}

/// XP gained, spent and left.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct XpLines {
    /// Every XP the character had.
    pub gained: Explained,
    /// XP spent.
    pub spent: Explained,
    /// XP left to spend.
    pub unspent: Explained,
}

/// Money.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct MoneyLines {
    /// Cash on hand, in dollars.
    pub cash: Explained,
    /// The Capital level.
    pub capital: Explained,
    /// What the Capital level is worth, in dollars.
    pub capital_value: Explained,
    /// Landed income a month, in dollars.
    pub landed_income: Explained,
    /// About what Debt owes, in dollars.
    pub debt: Explained,
}

/// A character's sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FatedSheet {
    /// The name.
    pub name: String,
    /// The suit.
    pub suit: SuitLine,
    /// The four traits and their pools.
    pub traits: Vec<TraitLine>,
    /// The skills: the ten plain ones, each weapon type and craft raised, and the two
    /// templates for every other.
    pub skills: Vec<SkillLine>,
    /// Specialties.
    pub specialties: Vec<SpecialtyLine>,
    /// Advantages.
    pub advantages: Vec<AdvantageLine>,
    /// Disadvantages.
    pub disadvantages: Vec<DisadvantageLine>,
    /// Bad Reputation's modifiers, when the character has one.
    pub reputation: Option<ReputationLine>,
    /// XP.
    pub xp: XpLines,
    /// Money.
    pub money: MoneyLines,
    /// Whether the character has been killed.
    pub dead: bool,
}

fn term(label: impl Into<String>, value: i32, rule: Citation) -> Term {
    Term {
        label: label.into(),
        value,
        rule,
    }
}

fn entry_citation(section: &str, entry: &str) -> Citation {
    Citation {
        system: SystemId::GameOfBastards,
        section: Cow::Owned(format!("{section} › {entry}")),
    }
}

/// Terms for a rank raised from `start`: the start, then XP at creation and XP in play.
fn raised(start_terms: Vec<Term>, at_creation: u8, now: u8) -> Vec<Term> {
    let started: i32 = start_terms.iter().map(|t| t.value).sum();
    let mut terms = start_terms;
    let bought = i32::from(at_creation) - started;
    if bought != 0 {
        terms.push(term("XP at creation", bought, cite("ii. Points & Costs")));
    }
    let later = i32::from(now) - i32::from(at_creation);
    if later != 0 {
        terms.push(term("XP spent since creation", later, cite("Time Passes")));
    }
    terms
}

/// The sheet under the default table rules.
pub fn sheet(fated: &Fated) -> FatedSheet {
    sheet_under(fated, &TableRuleChoices::default())
}

/// The sheet under a campaign's table rules (maximum levels, removal prices).
pub fn sheet_under(fated: &Fated, rules: &TableRuleChoices) -> FatedSheet {
    let suit = suit_entry(fated.suit);
    FatedSheet {
        name: fated.build.name.clone(),
        suit: SuitLine {
            suit: fated.suit,
            name: suit.name.to_owned(),
            tarot: suit.tarot.to_owned(),
            fate: suit.fate.to_owned(),
            favours: suit.favours,
        },
        traits: Trait::ALL.map(|t| trait_line(fated, t)).into(),
        skills: skill_lines(fated),
        specialties: fated
            .specialties
            .iter()
            .map(|specialty| {
                let [a, b] = &specialty.skills;
                let (ra, rb) = (rank_in(&fated.skills, a), rank_in(&fated.skills, b));
                let (lower, rank) = if ra <= rb { (a, ra) } else { (b, rb) };
                let mut level = Explained::sum(
                    cite("v. Specialties"),
                    vec![term(
                        format!("{lower} {rank}, the lower of the two"),
                        i32::from(rank),
                        cite("v. Specialties"),
                    )],
                );
                level.notes.push("It rises as both skills rise.".to_owned());
                SpecialtyLine {
                    name: specialty.name.clone(),
                    skills: [a.to_string(), b.to_string()],
                    level,
                }
            })
            .collect(),
        advantages: fated
            .advantages
            .iter()
            .filter_map(|pick| {
                let entry = advantage(&pick.id)?;
                Some(AdvantageLine {
                    id: pick.id.clone(),
                    name: entry.name.to_owned(),
                    weapon: pick.weapon.clone(),
                    suit: entry.suit,
                    level: pick.level,
                    max_level: entry.max_levels(rules),
                    summary: entry.summary.to_owned(),
                })
            })
            .collect(),
        disadvantages: fated
            .disadvantages
            .iter()
            .filter_map(|pick| disadvantage_line(fated, pick, rules))
            .collect(),
        reputation: reputation(fated),
        xp: xp_lines(fated),
        money: money_lines(fated),
        dead: fated.dead,
    }
}

fn trait_line(fated: &Fated, trait_name: Trait) -> TraitLine {
    let mut start = vec![term(
        "Starting rank",
        i32::from(TRAIT_START),
        cite("ii. Points & Costs"),
    )];
    if suit_entry(fated.build.suit).favours == trait_name {
        start.push(term(
            format!("{} chosen", suit_entry(fated.build.suit).name),
            i32::from(SUIT_TRAIT_START - TRAIT_START),
            cite("ii. Points & Costs"),
        ));
    }
    let now = fated.traits.get(trait_name);
    let rank = Explained::sum(
        cite("iii. Traits"),
        raised(start, fated.build.traits.get(trait_name), now),
    );
    let mut pool_terms = vec![term(
        format!("{trait_name} {now} × {POOL_PER_RANK}"),
        i32::from(now) * i32::from(POOL_PER_RANK),
        cite("iii. Traits"),
    )];
    for pick in &fated.advantages {
        let Some(entry) = advantage(&pick.id) else {
            continue;
        };
        if let Some((pool, bonus)) = entry.pool_bonus(pick.level) {
            if pool == trait_name {
                pool_terms.push(term(
                    format!("{} {}", entry.name, pick.level),
                    bonus,
                    entry_citation("vi. Advantages", entry.name),
                ));
            }
        }
    }
    let mut pool = Explained::sum(cite("iii. Traits"), pool_terms);
    pool.notes.push(format!(
        "{} holds the damage of its kind; it never spills into another pool.",
        trait_name.pool_name()
    ));
    TraitLine {
        trait_name,
        rank,
        pool,
    }
}

fn skill_line(fated: &Fated, skill: Skill) -> SkillLine {
    let at_creation = rank_in(&fated.build.skills, &skill);
    let now = rank_in(&fated.skills, &skill);
    let name = match (skill.kind, &skill.subject) {
        (SkillKind::WeaponCombat, None) => "Any other weapon's Combat".to_owned(),
        (SkillKind::Craft, None) => "Any other Craft".to_owned(),
        _ => skill.to_string(),
    };
    SkillLine {
        name,
        rank: Explained::sum(
            cite("iv. Skills"),
            raised(
                vec![term(
                    "Starting rank",
                    i32::from(SKILL_START),
                    cite("iv. Skills"),
                )],
                at_creation,
                now,
            ),
        ),
        skill,
    }
}

fn skill_lines(fated: &Fated) -> Vec<SkillLine> {
    let mut lines = Vec::with_capacity(12 + fated.skills.len());
    for kind in SkillKind::ALL {
        if kind.is_template() {
            let mut named: Vec<&Skill> = fated
                .skills
                .iter()
                .map(|s| &s.skill)
                .filter(|s| s.kind == kind)
                .collect();
            named.sort();
            lines.extend(named.into_iter().map(|s| skill_line(fated, s.clone())));
        }
        lines.push(skill_line(fated, Skill::plain(kind)));
    }
    lines
}

fn disadvantage_line(
    fated: &Fated,
    pick: &super::creation::DisadvantagePick,
    rules: &TableRuleChoices,
) -> Option<DisadvantageLine> {
    let entry = disadvantage(&pick.id)?;
    let effect = match entry.text {
        DisadvantageText::Rules { summary } => Some(summary.to_owned()),
        DisadvantageText::NameOnly => pick.effect.clone(),
    };
    let removal_cost = entry.removable_with_xp.then(|| {
        let purchase = XpPurchase::RemoveDisadvantage {
            id: pick.id.clone(),
        };
        let doubles = entry.id == "bad_reputation" || disadvantage_removal_doubles(rules);
        let cost = price(fated, &purchase, disadvantage_removal_doubles(rules)).unwrap_or(1);
        let times = fated.removed_times(&pick.id);
        let rule = if entry.id == "bad_reputation" {
            entry_citation("vii. Disadvantages", entry.name)
        } else {
            cite("vii. Disadvantages")
        };
        let label = if doubles {
            format!(
                "Removal {}: 1 XP doubled {}",
                times + 1,
                count(times, "time", "times")
            )
        } else {
            "1 XP a level".to_owned()
        };
        let mut explained = Explained::sum(
            rule.clone(),
            vec![term(label, i32::try_from(cost).unwrap_or(i32::MAX), rule)],
        );
        if entry.id != "bad_reputation" {
            explained.notes.push(
                "The book gives no price: table rule game_of_bastards.disadvantage_removal."
                    .to_owned(),
            );
        }
        explained
    });
    Some(DisadvantageLine {
        id: pick.id.clone(),
        name: entry.name.to_owned(),
        level: pick.level,
        permanent: entry.permanent,
        name_only: entry.is_name_only(),
        effect,
        removal_cost,
    })
}

fn reputation(fated: &Fated) -> Option<ReputationLine> {
    let rank = fated.disadvantage_level("bad_reputation");
    if rank == 0 {
        return None;
    }
    let rule = entry_citation("vii. Disadvantages", "Bad Reputation");
    let line = |sign: i32, label: &str| {
        let mut explained = Explained::sum(
            rule.clone(),
            vec![term(
                format!(
                    "Bad Reputation {rank} × {}{BAD_REPUTATION_PER_RANK}",
                    if sign < 0 { "-" } else { "+" }
                ),
                sign * BAD_REPUTATION_PER_RANK * i32::from(rank),
                rule.clone(),
            )],
        );
        explained.notes.push(label.to_owned());
        explained
    };
    Some(ReputationLine {
        influence: line(-1, "Not against characters who also have a Bad Reputation."),
        intimidate: line(1, "Influence draws made to intimidate."),
    })
}

fn xp_lines(fated: &Fated) -> XpLines {
    let xp = &fated.xp;
    let as_i32 = |n: u32| i32::try_from(n).unwrap_or(i32::MAX);
    let mut gained = Vec::new();
    let mut push = |label: &str, n: u32, rule: Citation| {
        if n > 0 {
            gained.push(term(label, as_i32(n), rule));
        }
    };
    push("Starting XP", xp.starting, cite("ii. Points & Costs"));
    push(
        "Inherited from the late character",
        xp.inherited,
        cite("Killed"),
    );
    push(
        "Disadvantages taken at creation",
        xp.disadvantages,
        cite("ii. Points & Costs"),
    );
    push(
        "Scenes directly involved in",
        xp.scenes,
        cite("ii. Points & Costs"),
    );
    push("Oppositions", xp.oppositions, cite("ii. Points & Costs"));
    push(
        "Disadvantages inflicted",
        xp.inflicted,
        cite("ii. Points & Costs"),
    );
    push(
        "Monsters killed (Power Rating + 5)",
        xp.monsters,
        cite("Monsters › Challenging"),
    );
    let gained = Explained::sum(cite("ii. Points & Costs"), gained);
    let spent = Explained::sum(
        cite("ii. Points & Costs"),
        vec![
            term(
                "At creation",
                as_i32(xp.spent_at_creation),
                cite("ii. Points & Costs"),
            ),
            term(
                "At Time Passes and before The End",
                as_i32(xp.spent_in_play),
                cite("Time Passes"),
            ),
        ],
    );
    let unspent = Explained::sum(
        cite("ii. Points & Costs"),
        vec![
            term("Gained", gained.value, cite("ii. Points & Costs")),
            term("Spent", -spent.value, cite("ii. Points & Costs")),
        ],
    );
    XpLines {
        gained,
        spent,
        unspent,
    }
}

fn money_lines(fated: &Fated) -> MoneyLines {
    let mut cash = Explained::sum(cite("ii. Points & Costs"), fated.cash.clone());
    cash.notes
        .push(format!("{} on hand.", dollars(cash.value.into())));
    let capital = Explained::sum(cite("Capital"), fated.capital.clone());
    let level = u32::try_from(capital.value).unwrap_or(0);
    let mut capital_value_line = Explained::sum(
        cite("Capital"),
        vec![term(
            format!("Capital level {level}"),
            capital_value(level),
            cite("Capital"),
        )],
    );
    if level >= 5 {
        capital_value_line
            .notes
            .push("Level 5 and up: double the level below.".to_owned());
    }
    if level == 0 {
        capital_value_line
            .notes
            .push("Level 0: only the cash on hand.".to_owned());
    }
    let landed = u32::from(fated.advantage_level("landed"));
    let mut landed_line = Explained::sum(
        cite("Landed"),
        vec![term(
            format!("Landed {landed} × {} a month", dollars(1000)),
            landed_income(landed, 1),
            cite("Landed"),
        )],
    );
    landed_line
        .notes
        .push("Income a month, collected by going there.".to_owned());
    let debt = u32::from(fated.disadvantage_level("debt"));
    let mut debt_line = Explained::sum(
        entry_citation("vii. Disadvantages", "Debt"),
        vec![term(
            format!("Debt {debt}: {} at level 1, doubling", dollars(1000)),
            debt_amount(debt),
            entry_citation("vii. Disadvantages", "Debt"),
        )],
    );
    debt_line
        .notes
        .push("The book says \"around\": an amount to start from.".to_owned());
    MoneyLines {
        cash,
        capital,
        capital_value: capital_value_line,
        landed_income: landed_line,
        debt: debt_line,
    }
}
