//! A hero between fights: Victories, Recoveries, respites, Experience and levels, and projects.
//!
//! The glossary gives the shape ("Respite": 24 uninterrupted hours, one activity, then all
//! Stamina and Recoveries back and Victories turned into Experience; "Breakthrough": a natural
//! 19 or 20 on a project roll earns another roll in the same activity) and none of the numbers.
//! The Victory rate ([`DEFAULT_VICTORY_RATE`]), the level table ([`LevelTable`]) and how a dying
//! hero heals ([`DyingRecovery`]) are table rules with our defaults.
//!
//! Every function here takes the hero's progress and returns the new one, leaving the input
//! untouched; a refused request returns the rule it breaks and changes nothing. The ledger
//! (`ledger.rs`: [`ProgressEntry`], [`replay`]) records each accepted change as an entry and
//! folds the entries over the stored hero with these same functions.

mod ledger;
mod levels;
mod projects;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::characteristics::Characteristic;
use super::cite;
use super::hero::{HeroSheet, HERO_LEVELS, LEVEL_RULE};
use super::words::count;
use crate::citation::{Explained, Term};
use crate::RuleViolation;

/// Experience per Victory at a finished respite, unless the campaign sets another rate.
///
/// Table rule (digest G11): the glossary converts Victories to Experience without a rate;
/// one for one is the digest's proposal.
pub const DEFAULT_VICTORY_RATE: u16 = 1;

/// The naturals two d10 can show.
pub const NATURALS: RangeInclusive<u8> = 2..=20;

/// A hero's running state between fights.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeroProgress {
    /// Victories earned since the last finished respite.
    pub victories: u16,
    /// Experience.
    pub experience: u32,
    /// Current Stamina; `None` at the maximum, so a changed maximum needs no update.
    pub stamina: Option<i32>,
    /// Recoveries spent since the last finished respite.
    pub recoveries_used: u8,
    /// The heroic resource's current value.
    pub heroic_resource: u16,
    /// The hero's projects.
    #[serde(default)]
    pub projects: Vec<Project>,
    /// The hero died (in a fight) and has not been brought back: no Recovery, respite or fight
    /// takes them in until the Director records their return. Written only when true, so the
    /// progress of the living reads as it did before death was recorded.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(feature = "boundary", specta(optional))]
    pub dead: bool,
}

impl HeroProgress {
    /// Current Stamina.
    pub fn current_stamina(&self, sheet: &HeroSheet) -> i32 {
        self.stamina.unwrap_or(sheet.stamina_maximum.value)
    }

    /// Recoveries not yet spent.
    pub fn recoveries_left(&self, sheet: &HeroSheet) -> i32 {
        (sheet.recoveries.value - i32::from(self.recoveries_used)).max(0)
    }
}

/// Refuses what only the living do (`doing`: "spend a Recovery", "finish a respite") for a
/// dead hero: death is not dying, and nothing in the glossary brings the dead back ("Stamina";
/// the table rule "When a dying hero dies" says when dying becomes death).
pub fn require_living(progress: &HeroProgress, doing: &str) -> Result<(), RuleViolation> {
    if progress.dead {
        return Err(RuleViolation::new(
            cite("Stamina"),
            format!(
                "The hero is dead and cannot {doing}: the Director may record their return \
                 (no rule of the glossary brings the dead back)."
            ),
        ));
    }
    Ok(())
}

/// The Director brings a dead hero back with `stamina` (1 to the maximum): not a rule of the
/// glossary, which has none for it, but the Director's call, recorded as such.
pub fn return_to_life(
    progress: &HeroProgress,
    sheet: &HeroSheet,
    stamina: i32,
) -> Result<HeroProgress, RuleViolation> {
    if !progress.dead {
        return Err(RuleViolation::new(
            cite("Stamina"),
            "The hero is not dead: only a dead hero can be brought back.",
        ));
    }
    let maximum = sheet.stamina_maximum.value;
    if !(1..=maximum).contains(&stamina) {
        return Err(RuleViolation::new(
            cite("Stamina"),
            format!(
                "A hero comes back with 1 to {maximum} Stamina (their maximum), not {stamina}."
            ),
        ));
    }
    Ok(HeroProgress {
        dead: false,
        stamina: (stamina < maximum).then_some(stamina),
        ..progress.clone()
    })
}

/// Adds `victories` to the hero's count (the GM awards them; the glossary says only that they
/// turn into Experience at a respite).
pub fn award_victories(progress: &HeroProgress, victories: u16) -> HeroProgress {
    HeroProgress {
        victories: progress.victories.saturating_add(victories),
        ..progress.clone()
    }
}

/// Table rule: where a dying hero's Stamina climbs from when they regain some (digest §4.13;
/// the glossary lets a hero's Stamina fall below 0 but does not say how healing counts there).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum DyingRecovery {
    /// From the current, negative value: −4 and a recovery value of 10 give 6 (the digest's
    /// proposal).
    #[default]
    FromCurrent,
    /// From 0: −4 and a recovery value of 10 give 10.
    FromZero,
}

/// A Recovery spent: the new progress and the Stamina regained, explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RecoverySpent {
    /// The hero's progress after it.
    pub progress: HeroProgress,
    /// Stamina regained: the recovery value, less what the maximum cuts off.
    pub regained: Explained,
}

/// Spends one Recovery under the default table rules ([`spend_recovery_with`]).
pub fn spend_recovery(
    progress: &HeroProgress,
    sheet: &HeroSheet,
) -> Result<RecoverySpent, RuleViolation> {
    spend_recovery_with(progress, sheet, DyingRecovery::default())
}

/// Spends one Recovery: the hero regains Stamina equal to their recovery value, never above
/// their maximum ("Recovery", "Recovery Value"). Refused with no Recoveries left or at full
/// Stamina.
pub fn spend_recovery_with(
    progress: &HeroProgress,
    sheet: &HeroSheet,
    dying: DyingRecovery,
) -> Result<RecoverySpent, RuleViolation> {
    require_living(progress, "spend a Recovery")?;
    if progress.recoveries_left(sheet) == 0 {
        return Err(RuleViolation::new(
            cite("Recovery"),
            format!(
                "The hero has no Recoveries left (all {} are spent): a respite restores them.",
                sheet.recoveries.value
            ),
        ));
    }
    let maximum = sheet.stamina_maximum.value;
    let current = progress.current_stamina(sheet);
    if current >= maximum {
        return Err(RuleViolation::new(
            cite("Recovery"),
            format!(
                "The hero is at full Stamina ({current} of {maximum}): a Recovery only restores \
                 Stamina lost."
            ),
        ));
    }
    let value = sheet.recovery_value.value;
    let mut terms = vec![Term {
        label: "Recovery value".to_owned(),
        value,
        rule: cite("Recovery Value"),
    }];
    let mut notes = Vec::new();
    let start = match dying {
        DyingRecovery::FromZero if current < 0 => {
            terms.push(Term {
                label: format!("Stamina {current} counts as 0"),
                value: -current,
                rule: cite("Stamina"),
            });
            notes.push(
                "Table rule (dying recovery): a hero below 0 Stamina regains from 0.".to_owned(),
            );
            0
        }
        _ => current,
    };
    let after = sheet.regain(start, value);
    let cut = start + value - after;
    if cut > 0 {
        terms.push(Term {
            label: format!("Above the Stamina maximum {maximum}"),
            value: -cut,
            rule: cite("Recovery"),
        });
    }
    Ok(RecoverySpent {
        progress: HeroProgress {
            stamina: (after < maximum).then_some(after),
            recoveries_used: progress.recoveries_used.saturating_add(1),
            ..progress.clone()
        },
        regained: Explained {
            notes,
            ..Explained::sum(cite("Recovery"), terms)
        },
    })
}

/// What a respite did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct RespiteOutcome {
    /// The hero's progress after it (unchanged when it was interrupted).
    pub progress: HeroProgress,
    /// Whether it ran its 24 hours.
    pub completed: bool,
    /// Stamina regained.
    pub stamina_regained: i32,
    /// Recoveries regained.
    pub recoveries_regained: u8,
    /// Experience gained from Victories.
    pub experience_gained: Explained,
}

/// A respite ("Respite"). Finished (`completed`): all Stamina and Recoveries back, and each
/// Victory becomes `rate` Experience ([`DEFAULT_VICTORY_RATE`]), leaving 0 Victories.
/// Interrupted: nothing changes. The respite's one activity is recorded apart
/// ([`RespiteActivity`]).
pub fn respite(
    progress: &HeroProgress,
    sheet: &HeroSheet,
    completed: bool,
    rate: u16,
) -> RespiteOutcome {
    let rate_note = format!(
        "Table rule (victory rate, digest G11): the glossary turns Victories into Experience \
         without a rate; this campaign gives {rate} Experience per Victory."
    );
    if !completed {
        return RespiteOutcome {
            progress: progress.clone(),
            completed: false,
            stamina_regained: 0,
            recoveries_regained: 0,
            experience_gained: Explained {
                value: 0,
                terms: Vec::new(),
                rule: cite("Respite"),
                notes: vec![
                    "The respite was interrupted, so it ended early with none of its benefits."
                        .to_owned(),
                ],
            },
        };
    }
    let gained = u32::from(progress.victories) * u32::from(rate);
    let term = Term {
        label: format!(
            "{} × {rate} Experience each",
            count(progress.victories, "Victory", "Victories")
        ),
        value: i32::try_from(gained).unwrap_or(i32::MAX),
        rule: cite("Respite"),
    };
    RespiteOutcome {
        progress: HeroProgress {
            victories: 0,
            experience: progress.experience.saturating_add(gained),
            stamina: None,
            recoveries_used: 0,
            ..progress.clone()
        },
        completed: true,
        stamina_regained: (sheet.stamina_maximum.value - progress.current_stamina(sheet)).max(0),
        recoveries_regained: progress.recoveries_used,
        experience_gained: Explained {
            notes: vec![rate_note],
            ..Explained::sum(cite("Respite"), vec![term])
        },
    }
}

pub use ledger::{evolve, replay, HeroState, ProgressEntry, Replay};
/// The Experience a hero needs for each level from 2 to 10.
///
pub use levels::{LevelStatus, LevelTable};
pub use projects::*;

#[cfg(test)]
mod tests;
