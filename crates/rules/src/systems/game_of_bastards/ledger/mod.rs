//! The advancement ledger: what happens to a character between and after scenes, one entry at a
//! time, and the character as it stands is the fold of its entries ([`replay`]).
//!
//! XP comes from scenes, Oppositions, disadvantages inflicted and monsters killed («ii. Points &
//! Costs», «Monsters › Challenging»), and is spent only while a spending window is open: Time
//! Passes, or the moment before The End. Money moves by Capital gained, cashed in or lost,
//! Landed income, Debt paid off at Time Passes, and cash spent or found. A killed character
//! takes no more entries and leaves its successor half of its XP ([`successor`]). Undo drops
//! the last entry ([`undo`]); the creation cannot be undone.
//!
//! Where a table rule decides an amount (an Opposition's XP, a removal's price, a cash-out's
//! value), the helper that records the entry reads the rule and the entry carries the amount,
//! so a later switch never rewrites history; [`apply`] accepts any amount one of the rule's
//! options would give.

mod error;

use serde::{Deserialize, Serialize};

pub use error::AdvancementError;

use super::cite;
use super::content::{advantage, disadvantage, Skill, Specialty, Trait};
use super::creation::{
    check_specialty, create_under, set_level, DisadvantagePick, Fated, FatedBuild, Inheritance,
    RemovalCount, SkillRank, SpendingWindow, XP_PER_PURCHASE,
};
use super::money::{capital_cash_out, landed_income};
use super::table_rules::{
    capital_cash_out_whole, disadvantage_removal_doubles, opposition_is_a_scene,
    successor_replaces_starting,
};
use super::words::dollars;
use crate::citation::Term;
use crate::table_rules::TableRuleChoices;

/// XP a monster's death gives beyond its Power Rating («Monsters › Challenging»).
pub const MONSTER_XP_OVER_PR: u32 = 5;

/// What XP buys at Time Passes or before The End.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum XpPurchase {
    /// A trait rank.
    Trait {
        /// The trait.
        #[serde(rename = "trait")]
        trait_name: Trait,
    },
    /// A skill rank.
    Skill {
        /// The skill.
        skill: Skill,
    },
    /// An advantage, or a level more of one held.
    Advantage {
        /// The advantage's id.
        id: String,
        /// The weapon, for one that names a weapon.
        #[serde(default)]
        weapon: Option<String>,
    },
    /// A new specialty.
    Specialty {
        /// The specialty.
        specialty: Specialty,
    },
    /// One level of a disadvantage removed.
    RemoveDisadvantage {
        /// The disadvantage's id.
        id: String,
    },
}

/// One entry of a character's ledger.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsEntry"),
    schemars(rename = "BastardsEntry")
)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Entry {
    /// The character was created.
    Created {
        /// The creation choices.
        build: FatedBuild,
    },
    /// A scene the character was directly involved in ended: 1 XP.
    SceneEnded,
    /// An Opposition it took part in ended: 1 XP, 2 when it also counts as a scene.
    OppositionEnded {
        /// Whether it also counted as a scene (table rule `game_of_bastards.opposition_xp`).
        #[serde(default, rename = "alsoAScene")]
        also_a_scene: bool,
    },
    /// A disadvantage was inflicted on it (it was Wounded): 1 XP and the disadvantage.
    DisadvantageInflicted {
        /// The disadvantage, at the level it adds.
        disadvantage: DisadvantagePick,
    },
    /// It was in the scene when a monster was killed: the monster's Power Rating + 5 XP.
    MonsterKilled {
        /// The monster's Power Rating.
        #[serde(rename = "powerRating")]
        power_rating: u8,
    },
    /// The group used Time Passes: XP may be spent, and a Debt level paid off.
    TimePassed,
    /// The group called The End: XP may be spent before it plays out.
    TheEndBegan,
    /// XP spent.
    Spent {
        /// What it bought.
        purchase: XpPurchase,
        /// What it cost.
        xp: u32,
    },
    /// A Capital level paid off a Debt level at Time Passes.
    DebtPaidOff,
    /// A Capital level gained: treasure or a windfall.
    CapitalGained {
        /// What happened.
        reason: String,
    },
    /// A Capital level given up for cash.
    CapitalCashedIn {
        /// The cash it gave (table rule `game_of_bastards.capital_cash_out`).
        cash: i32,
    },
    /// A Capital level lost (Hired Hands' fees, Poor inflicted, …).
    CapitalLost {
        /// Why.
        reason: String,
    },
    /// Landed income collected as cash.
    LandedIncome {
        /// The months collected.
        months: u32,
    },
    /// Cash found (positive) or spent (negative).
    CashChanged {
        /// Dollars.
        amount: i32,
        /// What for.
        reason: String,
    },
    /// The character was Killed.
    Killed,
}

/// Replays a whole ledger into the character.
pub fn replay(entries: &[Entry], rules: &TableRuleChoices) -> Result<Fated, AdvancementError> {
    let mut entries = entries.iter();
    let fated = match entries.next() {
        Some(Entry::Created { build }) => create_under(build, rules)?,
        _ => {
            return Err(AdvancementError::Creation(
                "a character's ledger begins with its creation",
            ))
        }
    };
    entries.try_fold(fated, |fated, entry| apply(&fated, entry, rules))
}

/// The ledger without its last entry; the creation cannot be undone.
pub fn undo(entries: &[Entry]) -> Result<&[Entry], AdvancementError> {
    match entries {
        [] | [_] => Err(AdvancementError::NothingToUndo),
        [kept @ .., _] => Ok(kept),
    }
}

/// The entry for an Opposition's end under the campaign's rules.
pub fn opposition_ended(rules: &TableRuleChoices) -> Entry {
    Entry::OppositionEnded {
        also_a_scene: opposition_is_a_scene(rules),
    }
}

/// The entry spending XP on `purchase`, priced under the campaign's rules, once it applies.
pub fn spend(
    fated: &Fated,
    purchase: XpPurchase,
    rules: &TableRuleChoices,
) -> Result<Entry, AdvancementError> {
    let xp = price(fated, &purchase, disadvantage_removal_doubles(rules))?;
    let entry = Entry::Spent { purchase, xp };
    apply(fated, &entry, rules)?;
    Ok(entry)
}

/// The entry cashing in a Capital level under the campaign's rules, once it applies.
pub fn cash_in_capital(fated: &Fated, rules: &TableRuleChoices) -> Result<Entry, AdvancementError> {
    let level = u32::from(fated.advantage_level("capital"));
    let entry = Entry::CapitalCashedIn {
        cash: capital_cash_out(level, capital_cash_out_whole(rules)),
    };
    apply(fated, &entry, rules)?;
    Ok(entry)
}

/// What a killed character leaves its successor: half of all its XP, rounded down, on top of
/// the standard 10 or instead of them (table rule `game_of_bastards.successor_xp`).
pub fn successor(late: &Fated, rules: &TableRuleChoices) -> Result<Inheritance, AdvancementError> {
    if !late.dead {
        return Err(AdvancementError::NotKilled);
    }
    Ok(Inheritance {
        from: late.build.name.clone(),
        xp: late.xp.total() / 2,
        replaces_starting: successor_replaces_starting(rules),
    })
}

/// The price of `purchase` for `fated`; removals double where the book or the table rule says.
pub fn price(
    fated: &Fated,
    purchase: &XpPurchase,
    doubling: bool,
) -> Result<u32, AdvancementError> {
    match purchase {
        XpPurchase::RemoveDisadvantage { id } => {
            let entry = removable(fated, id)?;
            let times = fated.removed_times(id);
            Ok(if entry.id == "bad_reputation" || doubling {
                1_u32.checked_shl(times).unwrap_or(u32::MAX)
            } else {
                XP_PER_PURCHASE
            })
        }
        _ => Ok(XP_PER_PURCHASE),
    }
}

fn removable(
    fated: &Fated,
    id: &str,
) -> Result<&'static super::content::DisadvantageEntry, AdvancementError> {
    let entry =
        disadvantage(id).ok_or_else(|| AdvancementError::NoSuchDisadvantage(id.to_owned()))?;
    if entry.permanent {
        return Err(AdvancementError::NotRemovable {
            name: entry.name,
            why: ": it is permanent",
        });
    }
    if !entry.removable_with_xp {
        return Err(AdvancementError::NotRemovable {
            name: entry.name,
            why: "; a level of Capital pays off a level at each Time Passes",
        });
    }
    if fated.disadvantage_level(id) == 0 {
        return Err(AdvancementError::NoSuchDisadvantage(entry.name.to_owned()));
    }
    Ok(entry)
}

/// Applies one entry to a character, giving the next; the input is never changed.
pub fn apply(
    fated: &Fated,
    entry: &Entry,
    rules: &TableRuleChoices,
) -> Result<Fated, AdvancementError> {
    if fated.dead {
        return Err(AdvancementError::Dead);
    }
    let mut next = fated.clone();
    match entry {
        Entry::Created { .. } => {
            return Err(AdvancementError::Creation(
                "this character already exists; creation happens once",
            ))
        }
        Entry::SceneEnded => {
            next.xp.scenes += 1;
            next.window = None;
        }
        Entry::OppositionEnded { also_a_scene } => {
            next.xp.oppositions += 1;
            if *also_a_scene {
                next.xp.scenes += 1;
            }
            next.window = None;
        }
        Entry::DisadvantageInflicted { disadvantage: pick } => {
            inflict(&mut next, pick)?;
            next.xp.inflicted += 1;
            next.window = None;
        }
        Entry::MonsterKilled { power_rating } => {
            if *power_rating == 0 {
                return Err(AdvancementError::PowerRating);
            }
            next.xp.monsters += u32::from(*power_rating) + MONSTER_XP_OVER_PR;
            next.window = None;
        }
        Entry::TimePassed => next.window = Some(SpendingWindow::TimePasses { debt_paid: false }),
        Entry::TheEndBegan => next.window = Some(SpendingWindow::TheEnd),
        Entry::Spent { purchase, xp } => buy(&mut next, purchase, *xp, rules)?,
        Entry::DebtPaidOff => pay_off_debt(&mut next)?,
        Entry::CapitalGained { reason } => change_capital(&mut next, 1, reason)?,
        Entry::CapitalLost { reason } => change_capital(&mut next, -1, reason)?,
        Entry::CapitalCashedIn { cash } => {
            let level = u32::from(next.advantage_level("capital"));
            if level == 0 {
                return Err(AdvancementError::Capital(
                    "the character has no Capital to cash in".to_owned(),
                ));
            }
            let whole = capital_cash_out(level, true);
            let step = capital_cash_out(level, false);
            if *cash != whole && *cash != step {
                return Err(AdvancementError::Capital(format!(
                    "Capital level {level} cashes in for {} (or {} counting only its step), not {}",
                    dollars(whole.into()),
                    dollars(step.into()),
                    dollars((*cash).into())
                )));
            }
            change_capital(&mut next, -1, &format!("Level {level} cashed in"))?;
            add_cash(
                &mut next,
                *cash,
                format!("Capital level {level} cashed in"),
                "Capital",
            )?;
        }
        Entry::LandedIncome { months } => {
            let level = u32::from(next.advantage_level("landed"));
            if level == 0 {
                return Err(AdvancementError::Landed(
                    "the character has no Landed income",
                ));
            }
            if *months == 0 {
                return Err(AdvancementError::Landed(
                    "income is collected for 1 month or more",
                ));
            }
            let income = landed_income(level, *months);
            let label = format!(
                "Landed income: level {level}, {}",
                super::words::count(*months, "month", "months")
            );
            add_cash(&mut next, income, label, "Landed")?;
        }
        Entry::CashChanged { amount, reason } => {
            let label = if reason.trim().is_empty() {
                "Cash".to_owned()
            } else {
                reason.trim().to_owned()
            };
            add_cash(&mut next, *amount, label, "ii. Points & Costs")?;
        }
        Entry::Killed => {
            next.dead = true;
            next.window = None;
        }
    }
    Ok(next)
}

fn add_cash(
    fated: &mut Fated,
    amount: i32,
    label: String,
    section: &'static str,
) -> Result<(), AdvancementError> {
    let on_hand = fated.cash_on_hand();
    match on_hand.checked_add(amount) {
        Some(total) if total >= 0 => {
            fated.cash.push(Term {
                label,
                value: amount,
                rule: cite(section),
            });
            Ok(())
        }
        _ => Err(AdvancementError::NotEnoughCash {
            spent: dollars(i64::from(amount).abs()),
            on_hand: dollars(on_hand.into()),
        }),
    }
}

fn change_capital(fated: &mut Fated, delta: i8, reason: &str) -> Result<(), AdvancementError> {
    let level = fated.advantage_level("capital");
    let Some(new) = level.checked_add_signed(delta) else {
        return Err(AdvancementError::Capital(
            "the character has no Capital to lose".to_owned(),
        ));
    };
    set_level(&mut fated.advantages, "capital", new);
    let label = if reason.trim().is_empty() {
        if delta > 0 { "Gained" } else { "Lost" }.to_owned()
    } else {
        reason.trim().to_owned()
    };
    fated.capital.push(Term {
        label,
        value: i32::from(delta),
        rule: cite("Capital"),
    });
    Ok(())
}

fn pay_off_debt(fated: &mut Fated) -> Result<(), AdvancementError> {
    match fated.window {
        Some(SpendingWindow::TimePasses { debt_paid: false }) => {}
        Some(SpendingWindow::TimePasses { debt_paid: true }) => {
            return Err(AdvancementError::Debt(
                "one level of Debt is paid off at each Time Passes, and this one has paid",
            ))
        }
        _ => {
            return Err(AdvancementError::Debt(
                "Debt is paid off only when the group uses Time Passes",
            ))
        }
    }
    let debt = fated.disadvantage_level("debt");
    if debt == 0 {
        return Err(AdvancementError::Debt("the character has no Debt"));
    }
    if fated.advantage_level("capital") == 0 {
        return Err(AdvancementError::Debt(
            "paying off Debt takes a level of Capital, and the character has none",
        ));
    }
    change_capital(fated, -1, "Paid off a level of Debt")?;
    lower_disadvantage(fated, "debt");
    fated.window = Some(SpendingWindow::TimePasses { debt_paid: true });
    Ok(())
}

fn lower_disadvantage(fated: &mut Fated, id: &str) {
    if let Some(at) = fated.disadvantages.iter().position(|d| d.id == id) {
        if fated.disadvantages[at].level <= 1 {
            fated.disadvantages.remove(at);
        } else {
            fated.disadvantages[at].level -= 1;
        }
    }
}

fn inflict(fated: &mut Fated, pick: &DisadvantagePick) -> Result<(), AdvancementError> {
    let entry = disadvantage(&pick.id).ok_or_else(|| {
        AdvancementError::Inflicted(format!("there is no disadvantage {:?}", pick.id))
    })?;
    let held = fated.disadvantage_level(&pick.id);
    let level = held.saturating_add(pick.level);
    let max = entry.max_level.unwrap_or(u8::MAX);
    if pick.level == 0 || level > max {
        return Err(AdvancementError::Inflicted(format!(
            "{} goes from 1 to {max} levels; the character would have {level}",
            entry.name
        )));
    }
    match fated.disadvantages.iter_mut().find(|d| d.id == pick.id) {
        Some(existing) => {
            existing.level = level;
            if pick.effect.is_some() {
                existing.effect.clone_from(&pick.effect);
            }
        }
        None => fated.disadvantages.push(pick.clone()),
    }
    if entry.id == "poor" {
        if fated.advantage_level("capital") > 0 {
            change_capital(fated, -1, "Poor")?;
        } else {
            let on_hand = fated.cash_on_hand();
            add_cash(
                fated,
                -on_hand,
                "Poor: all cash on hand lost".to_owned(),
                "vii. Disadvantages › Poor",
            )?;
        }
    }
    Ok(())
}

fn buy(
    fated: &mut Fated,
    purchase: &XpPurchase,
    xp: u32,
    rules: &TableRuleChoices,
) -> Result<(), AdvancementError> {
    if fated.window.is_none() {
        return Err(AdvancementError::NotASpendingTime);
    }
    let what = describe(purchase);
    // Any price one of the removal rule's options gives is accepted: the entry carries it.
    let prices = [
        price(fated, purchase, false)?,
        price(fated, purchase, true)?,
    ];
    if !prices.contains(&xp) {
        return Err(AdvancementError::WrongPrice {
            what,
            recorded: xp,
            expected: if prices[0] == prices[1] {
                prices[0].to_string()
            } else {
                format!("{} or {}", prices[0], prices[1])
            },
        });
    }
    if xp > fated.xp.unspent() {
        return Err(AdvancementError::NotEnoughXp {
            what,
            cost: xp,
            unspent: fated.xp.unspent(),
        });
    }
    match purchase {
        XpPurchase::Trait { trait_name } => {
            let rank = fated.traits.get(*trait_name).saturating_add(1);
            fated.traits.set(*trait_name, rank);
        }
        XpPurchase::Skill { skill } => {
            if !skill.is_well_formed() {
                return Err(AdvancementError::Purchase(format!(
                    "{skill} needs the weapon type or craft it names, and only a template takes one"
                )));
            }
            match fated.skills.iter_mut().find(|s| s.skill.same_as(skill)) {
                Some(held) => held.rank = held.rank.saturating_add(1),
                None => fated.skills.push(SkillRank {
                    skill: skill.clone(),
                    rank: 2,
                }),
            }
        }
        XpPurchase::Advantage { id, weapon } => {
            gain_advantage(fated, id, weapon.as_deref(), rules)?
        }
        XpPurchase::Specialty { specialty } => {
            check_specialty(specialty, &fated.skills, &fated.specialties).map_err(|problem| {
                AdvancementError::Purchase(format!("the {:?} specialty {problem}", specialty.name))
            })?;
            fated.specialties.push(specialty.clone());
        }
        XpPurchase::RemoveDisadvantage { id } => {
            lower_disadvantage(fated, id);
            match fated.removals.iter_mut().find(|r| r.id == *id) {
                Some(removals) => removals.times += 1,
                None => fated.removals.push(RemovalCount {
                    id: id.clone(),
                    times: 1,
                }),
            }
        }
    }
    fated.xp.spent_in_play += xp;
    Ok(())
}

fn gain_advantage(
    fated: &mut Fated,
    id: &str,
    weapon: Option<&str>,
    rules: &TableRuleChoices,
) -> Result<(), AdvancementError> {
    let entry = advantage(id)
        .ok_or_else(|| AdvancementError::Purchase(format!("there is no advantage {id:?}")))?;
    if entry.creation_only.is_some() {
        return Err(AdvancementError::CreationOnly(entry.name));
    }
    let weapon = weapon.map(str::trim).filter(|w| !w.is_empty());
    if entry.takes_weapon != weapon.is_some() {
        return Err(AdvancementError::Purchase(format!(
            "{} {}",
            entry.name,
            if entry.takes_weapon {
                "needs the weapon it is for"
            } else {
                "is for no particular weapon"
            }
        )));
    }
    let held = fated.advantages.iter_mut().find(|pick| pick.is(id, weapon));
    let level = held.as_ref().map_or(0, |pick| pick.level) + 1;
    if let Some(max) = entry.max_levels(rules) {
        if level > max {
            return Err(AdvancementError::Purchase(format!(
                "{} is at its most, {}",
                entry.name,
                super::words::count(max, "level", "levels")
            )));
        }
    }
    match held {
        Some(pick) => pick.level = level,
        None => fated.advantages.push(super::creation::AdvantagePick {
            id: id.to_owned(),
            level,
            weapon: weapon.map(str::to_owned),
        }),
    }
    Ok(())
}

/// A purchase in words ("a rank of Body", "Toughness").
pub fn describe(purchase: &XpPurchase) -> String {
    match purchase {
        XpPurchase::Trait { trait_name } => format!("a rank of {trait_name}"),
        XpPurchase::Skill { skill } => format!("a rank of {skill}"),
        XpPurchase::Advantage { id, weapon } => {
            let name = advantage(id).map_or(id.as_str(), |a| a.name);
            match weapon {
                Some(weapon) => format!("{name} ({})", weapon.trim()),
                None => name.to_owned(),
            }
        }
        XpPurchase::Specialty { specialty } => format!("the {} specialty", specialty.name),
        XpPurchase::RemoveDisadvantage { id } => {
            format!(
                "removing {}",
                disadvantage(id).map_or(id.as_str(), |d| d.name)
            )
        }
    }
}
