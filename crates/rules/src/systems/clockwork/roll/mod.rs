//! The d12 pool roll («Action Rolls»): as many d12s as the attribute, one more for a bonus skill
//! and one for a focus that applies; each die at or above the skill rank is a gain, a 12 is two
//! gains and a 1 takes one away. Then the result against a difficulty («Unopposed Rolls», with
//! dramatic success and failure out of combat), against another roll («Opposed Rolls», ties to
//! the actor), and the flat roll («Flat Rolls»). [`odds`] gives the exact chance of each number
//! of gains before the dice are thrown.

pub mod luck;
pub mod odds;

use serde::{Deserialize, Serialize};

use super::cite;
use super::skills::SKILL_RANKS;
use super::table_rules::{pool_rules, PoolRules};
use super::words::count;
use crate::citation::{Citation, Explained, Term};
use crate::dice::{DicePool, PoolEntryError};
use crate::random::{roll_or_enter, DieRoll, ImpossibleRoll, Rng};
use crate::table_rules::TableRuleChoices;

pub use luck::{check_luck_on_roll, take_reroll, Rerolled};
pub use odds::GainOdds;

/// The faces of a d12.
pub const SIDES: u8 = 12;

/// A roll the rules cannot make, or dice no d12 could show.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RollError {
    /// An attribute outside 5–10.
    #[error("an attribute is from 5 to 10; {0} is not")]
    Attribute(u8),
    /// A skill rank outside 4–12.
    #[error("a skill rank is from 4 to 12; {0} is not")]
    SkillRank(u8),
    /// The modifiers leave no dice.
    #[error("the modifiers leave {0}; a roll needs at least one die")]
    NoDice(String),
    /// Entered dice a d12 pool could not show.
    #[error("{0}")]
    Entered(PoolEntryError),
    /// An entered flat die no d12 could show.
    #[error("{0}")]
    EnteredFlat(ImpossibleRoll),
    /// A flat target outside 1–12.
    #[error("a flat roll needs a number from 1 to 12; {0} is not")]
    FlatTarget(u8),
    /// An Extreme difficulty below 6.
    #[error("an Extreme difficulty is 6 gains or more; {0} is not")]
    Extreme(u8),
    /// Luck spent again on a roll already rerolled, by one who may spend it once a roll.
    #[error("luck may be spent only once on a roll; this one was already rerolled")]
    LuckOncePerRoll,
}

impl RollError {
    /// The heading the roll breaks.
    pub fn rule(&self) -> Citation {
        cite(match self {
            RollError::Attribute(_) => "Calculating Attributes",
            RollError::SkillRank(_) => "Skills & Attributes",
            RollError::NoDice(_) | RollError::Entered(_) => "Action Rolls",
            RollError::EnteredFlat(_) | RollError::FlatTarget(_) => "Flat Rolls",
            RollError::Extreme(_) => "Unopposed Rolls",
            RollError::LuckOncePerRoll => "Using Luck",
        })
    }
}

/// What goes into a pool: the attribute, whether the skill is a bonus skill, how many foci
/// apply, and any situational dice the GM adds or takes away.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PoolRequest {
    /// The attribute score, 5–10.
    pub attribute: u8,
    /// The skill rank, 4–12: the least a die must show to gain.
    pub skill_rank: u8,
    /// The skill is a bonus skill.
    #[serde(default)]
    pub bonus_skill: bool,
    /// Foci that apply to this roll.
    #[serde(default)]
    pub foci: u8,
    /// Dice the situation adds (positive) or takes away (negative).
    #[serde(default)]
    pub situational: i8,
}

/// The pool's size, explained, under `rules`.
pub fn pool_size(request: &PoolRequest, rules: &PoolRules) -> Result<Explained, RollError> {
    if !(5..=10).contains(&request.attribute) {
        return Err(RollError::Attribute(request.attribute));
    }
    if !SKILL_RANKS.contains(&request.skill_rank) {
        return Err(RollError::SkillRank(request.skill_rank));
    }
    let mut terms = vec![Term {
        label: "Attribute".to_owned(),
        value: i32::from(request.attribute),
        rule: cite("Action Rolls"),
    }];
    if request.bonus_skill {
        terms.push(Term {
            label: "Bonus skill".to_owned(),
            value: 1,
            rule: cite("Bonus Skill"),
        });
    }
    let mut notes = Vec::new();
    if request.foci > 0 {
        let dice = if rules.each_focus { request.foci } else { 1 };
        if request.foci > 1 {
            notes.push(format!(
                "Table rule clockwork.focus_dice: {} apply, adding {}.",
                count(request.foci, "focus", "foci"),
                count(dice, "die", "dice")
            ));
        }
        terms.push(Term {
            label: if dice == 1 { "Focus" } else { "Foci" }.to_owned(),
            value: i32::from(dice),
            rule: cite("Foci"),
        });
    }
    if request.situational != 0 {
        terms.push(Term {
            label: "Situation".to_owned(),
            value: i32::from(request.situational),
            rule: cite("Action Rolls"),
        });
    }
    let mut size = Explained::sum(cite("Action Rolls"), terms);
    if let Some(cap) = rules.cap.map(i32::from) {
        if size.value > cap {
            notes.push(format!(
                "Table rule clockwork.pool_cap: {} cut to {cap}.",
                count(size.value, "die", "dice")
            ));
            size.value = cap;
        }
    }
    if size.value < 1 {
        return Err(RollError::NoDice(count(size.value, "die", "dice")));
    }
    size.notes = notes;
    Ok(size)
}

/// The exact chance of each number of gains for the pool `request` asks for, before rolling.
pub fn pool_odds(request: &PoolRequest, rules: &PoolRules) -> Result<GainOdds, RollError> {
    let size = pool_size(request, rules)?;
    GainOdds::new(
        u8::try_from(size.value).unwrap_or(u8::MAX),
        request.skill_rank,
    )
}

/// What one die shows in gains on a skill of `rank`: a 1 is −1, a 12 is 2, a die at or above
/// the rank 1, anything else 0 («Action Rolls»).
pub const fn die_gains(face: u8, rank: u8) -> i32 {
    match face {
        1 => -1,
        12 => 2,
        face if face >= rank => 1,
        _ => 0,
    }
}

/// The gains a handful of faces makes on a skill of `rank`.
pub fn gains(faces: impl IntoIterator<Item = u8>, rank: u8) -> i32 {
    faces.into_iter().map(|face| die_gains(face, rank)).sum()
}

/// A pool thrown: the dice and what they make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PoolRoll {
    /// The skill rank the dice were read against.
    pub skill_rank: u8,
    /// How many dice, explained.
    pub size: Explained,
    /// The dice, each rolled or entered.
    pub dice: DicePool,
    /// The gains, one term per die that counts.
    pub gains: Explained,
}

/// Throws the pool `request` asks for under a campaign's table rules, or reads the GM's
/// entered dice (one per die, each 1–12).
pub fn roll_pool_under(
    request: &PoolRequest,
    choices: &TableRuleChoices,
    rng: &mut Rng,
    entered: Option<&[u8]>,
) -> Result<PoolRoll, RollError> {
    roll_pool(request, &pool_rules(choices), rng, entered)
}

/// Throws the pool `request` asks for under `rules`, or reads the entered dice.
pub fn roll_pool(
    request: &PoolRequest,
    rules: &PoolRules,
    rng: &mut Rng,
    entered: Option<&[u8]>,
) -> Result<PoolRoll, RollError> {
    let size = pool_size(request, rules)?;
    let dice_count = usize::try_from(size.value).unwrap_or(0);
    let dice =
        DicePool::roll_or_enter(rng, dice_count, SIDES, entered).map_err(RollError::Entered)?;
    let gains = read_gains(&dice, request.skill_rank);
    Ok(PoolRoll {
        skill_rank: request.skill_rank,
        size,
        dice,
        gains,
    })
}

/// One die of a thrown pool, read: what it shows, what it makes and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkDieRead"),
    schemars(rename = "ClockworkDieRead")
)]
#[serde(rename_all = "camelCase")]
pub struct DieRead {
    /// The face.
    pub face: u8,
    /// Gains it makes: −1, 0, 1 or 2.
    pub gains: i32,
    /// Why, in words.
    pub why: String,
}

impl PoolRoll {
    /// Every die in order with the gains it makes and why, those that make none included
    /// («Action Rolls»).
    pub fn each_die(&self) -> Vec<DieRead> {
        let rank = self.skill_rank;
        self.dice
            .values()
            .map(|face| DieRead {
                face,
                gains: die_gains(face, rank),
                why: match face {
                    1 => "a 1 takes a gain away".to_owned(),
                    12 => "a 12 is two gains".to_owned(),
                    face if face >= rank => format!("{face} is at least {rank}: a gain"),
                    face => format!("{face} is under {rank}: no gain"),
                },
            })
            .collect()
    }
}

fn read_gains(dice: &DicePool, rank: u8) -> Explained {
    let terms = dice
        .values()
        .enumerate()
        .filter_map(|(index, face)| {
            let value = die_gains(face, rank);
            let label = match face {
                1 => format!("Die {}: a 1 takes a gain away", index + 1),
                12 => format!("Die {}: a 12 is two gains", index + 1),
                _ => format!("Die {}: {face} is at least {rank}", index + 1),
            };
            (value != 0).then(|| Term {
                label,
                value,
                rule: cite("Action Rolls"),
            })
        })
        .collect();
    Explained::sum(cite("Action Rolls"), terms)
}

/// How hard an unopposed task is: the gains it needs («Unopposed Rolls»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkDifficulty"),
    schemars(rename = "ClockworkDifficulty")
)]
#[serde(rename_all = "snake_case", tag = "level", content = "gains")]
pub enum Difficulty {
    /// 1 gain.
    Simple,
    /// 2 gains.
    Easy,
    /// 3 gains.
    Normal,
    /// 4 gains.
    Hard,
    /// 5 gains.
    Difficult,
    /// 6 gains or more, as the GM sets.
    Extreme(u8),
}

impl Difficulty {
    /// The gains it needs; an Extreme below 6 is refused.
    pub fn gains(self) -> Result<i32, RollError> {
        Ok(match self {
            Difficulty::Simple => 1,
            Difficulty::Easy => 2,
            Difficulty::Normal => 3,
            Difficulty::Hard => 4,
            Difficulty::Difficult => 5,
            Difficulty::Extreme(gains) if gains >= 6 => i32::from(gains),
            Difficulty::Extreme(gains) => return Err(RollError::Extreme(gains)),
        })
    }
}

/// Where the roll happens: dramatic results are for rolls out of combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkSetting"),
    schemars(rename = "ClockworkSetting")
)]
#[serde(rename_all = "snake_case")]
pub enum Setting {
    /// In combat.
    InCombat,
    /// Out of combat.
    OutOfCombat,
}

/// An unopposed roll's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkRollOutcome"),
    schemars(rename = "ClockworkRollOutcome")
)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// 3 or more gains over what was needed, out of combat: the GM may make it dramatic.
    DramaticSuccess,
    /// Met or exceeded the difficulty.
    Success,
    /// Fell short.
    Failure,
    /// 3 or more gains short, out of combat: the GM may make it dramatic.
    DramaticFailure,
}

impl Outcome {
    /// Whether the task succeeds.
    pub const fn succeeds(self) -> bool {
        matches!(self, Outcome::DramaticSuccess | Outcome::Success)
    }
}

/// `gains` against `difficulty` («Unopposed Rolls», «Dramatic Success», «Dramatic Failure»).
pub fn against(gains: i32, difficulty: Difficulty, setting: Setting) -> Result<Outcome, RollError> {
    let needed = difficulty.gains()?;
    let dramatic = setting == Setting::OutOfCombat;
    Ok(if gains >= needed {
        if dramatic && gains >= needed + 3 {
            Outcome::DramaticSuccess
        } else {
            Outcome::Success
        }
    } else if dramatic && gains <= needed - 3 {
        Outcome::DramaticFailure
    } else {
        Outcome::Failure
    })
}

/// Who wins an opposed roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(
    feature = "boundary",
    derive(specta::Type, schemars::JsonSchema),
    specta(rename = "ClockworkWinner"),
    schemars(rename = "ClockworkWinner")
)]
#[serde(rename_all = "snake_case")]
pub enum Winner {
    /// The character making the offensive action (ties go here).
    Actor,
    /// The one reacting.
    Reactor,
}

/// The higher gains win; a tie goes to the actor («Opposed Rolls»).
pub const fn opposed(actor_gains: i32, reactor_gains: i32) -> Winner {
    if actor_gains >= reactor_gains {
        Winner::Actor
    } else {
        Winner::Reactor
    }
}

/// A flat roll: one d12 against a number it must meet or exceed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FlatRoll {
    /// The number to reach.
    pub target: u8,
    /// The die.
    pub die: DieRoll,
    /// Whether it reached it.
    pub success: bool,
}

/// A «Flat Rolls» roll of `target`, rolled or entered.
pub fn flat(target: u8, rng: &mut Rng, entered: Option<u8>) -> Result<FlatRoll, RollError> {
    if !(1..=SIDES).contains(&target) {
        return Err(RollError::FlatTarget(target));
    }
    let die = roll_or_enter(rng, SIDES, entered).map_err(RollError::EnteredFlat)?;
    Ok(FlatRoll {
        target,
        die,
        success: die.value >= target,
    })
}

#[cfg(test)]
mod tests;
