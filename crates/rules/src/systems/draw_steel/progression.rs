//! A hero between fights: Victories, Recoveries, respites, Experience and levels, and projects.
//!
//! The glossary gives the shape ("Respite": 24 uninterrupted hours, one activity, then all
//! Stamina and Recoveries back and Victories turned into Experience; "Breakthrough": a natural
//! 19 or 20 on a project roll earns another roll in the same activity) and none of the numbers.
//! The Victory rate ([`DEFAULT_VICTORY_RATE`]), the level table ([`LevelTable`]) and how a dying
//! hero heals ([`DyingRecovery`]) are table rules with our defaults.
//!
//! Every function here takes the hero's progress and returns the new one, leaving the input
//! untouched; a refused request returns the rule it breaks and changes nothing.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use super::characteristics::Characteristic;
use super::cite;
use super::hero::{HeroSheet, HERO_LEVELS, LEVEL_RULE};
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
        label: format!("{} Victories × {rate} Experience each", progress.victories),
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

/// The Experience a hero needs for each level from 2 to 10.
///
/// Table rule (digest G10): the glossary has Experience but no table. Our default asks 8
/// Experience for level 2 and two more for each level after that than for the one before
/// (8, 18, 30, … 144): at one Experience per Victory, a few fights per level early on and a
/// longer road later.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LevelTable {
    /// Experience for level 2, 3, … 10, rising.
    pub thresholds: [u32; 9],
}

impl Default for LevelTable {
    fn default() -> LevelTable {
        LevelTable {
            thresholds: [8, 18, 30, 44, 60, 78, 98, 120, 144],
        }
    }
}

/// Where a hero stands against the level table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct LevelStatus {
    /// The hero's level.
    pub level: u8,
    /// The level their Experience reaches.
    pub earned_level: u8,
    /// The hero's level is below the one their Experience reaches.
    pub ready_to_level_up: bool,
    /// The Experience the level after the hero's needs; `None` at level 10.
    pub next_level_at: Option<u32>,
}

impl LevelTable {
    /// Refuses a table whose thresholds do not rise from at least 1.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        if self.thresholds[0] == 0 {
            return Err(RuleViolation::new(
                LEVEL_RULE,
                "Level 2 needs at least 1 Experience: every hero starts at level 1 with none.",
            ));
        }
        for (index, pair) in self.thresholds.windows(2).enumerate() {
            if pair[1] <= pair[0] {
                return Err(RuleViolation::new(
                    LEVEL_RULE,
                    format!(
                        "Level {} needs {} Experience, no more than level {} ({}): each level \
                         needs more than the one before.",
                        index + 3,
                        pair[1],
                        index + 2,
                        pair[0]
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The level `experience` reaches: 1 below the first threshold, 10 at the last.
    pub fn level_for(&self, experience: u32) -> u8 {
        let reached = self
            .thresholds
            .iter()
            .position(|&needed| experience < needed)
            .unwrap_or(self.thresholds.len());
        // At most 9 thresholds, so the level is at most 10.
        HERO_LEVELS.start() + u8::try_from(reached).unwrap_or(9)
    }

    /// The Experience `level` needs: 0 for level 1, `None` outside 1 to 10.
    pub fn threshold(&self, level: u8) -> Option<u32> {
        match level {
            1 => Some(0),
            2..=10 => Some(self.thresholds[usize::from(level - 2)]),
            _ => None,
        }
    }

    /// Where a hero of `level` with `experience` stands.
    pub fn status(&self, experience: u32, level: u8) -> LevelStatus {
        let earned_level = self.level_for(experience);
        LevelStatus {
            level,
            earned_level,
            ready_to_level_up: level < earned_level,
            next_level_at: level.checked_add(1).and_then(|next| self.threshold(next)),
        }
    }
}

/// A project a hero works on in respites (digest G24: the glossary names project rolls and
/// breakthroughs; goals and points are the GM's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Project {
    /// What the hero is making or finding out.
    pub name: String,
    /// The project points that finish it.
    pub goal: u16,
    /// The points earned so far.
    pub points: u16,
    /// The characteristic its project rolls use.
    pub characteristic: Characteristic,
    /// Notes for the table.
    #[serde(default)]
    pub notes: String,
}

impl Project {
    /// Whether its points have reached its goal.
    pub const fn is_complete(&self) -> bool {
        self.points >= self.goal
    }
}

/// A project after one project roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectProgress {
    /// The project's points now (never above its goal).
    pub points: u16,
    /// The points this roll added.
    pub gained: u16,
    /// The goal is reached.
    pub completed: bool,
    /// A natural 19 or 20: the hero may make another project roll for this project within the
    /// same respite activity ("Breakthrough").
    pub breakthrough: bool,
}

/// Applies a project roll to `project`. `points` is what the roll earned (its total under the
/// default table rule, as the power roll module's project roll computes it; a negative value
/// earns nothing) and `natural` the two dice before modifiers. Refused for a natural two d10
/// cannot show, a project with no goal, or a finished project.
pub fn apply_project_roll(
    project: &Project,
    points: i32,
    natural: u8,
) -> Result<ProjectProgress, RuleViolation> {
    if !NATURALS.contains(&natural) {
        return Err(RuleViolation::new(
            cite("Natural 19 or 20"),
            format!("A natural of {natural} is impossible: two d10 show 2 to 20."),
        ));
    }
    if project.goal == 0 {
        return Err(RuleViolation::new(
            cite("Respite"),
            format!(
                "The project \"{}\" has no goal: give it the points that finish it.",
                project.name
            ),
        ));
    }
    if project.is_complete() {
        return Err(RuleViolation::new(
            cite("Respite"),
            format!(
                "The project \"{}\" is already finished ({} of {} points).",
                project.name, project.points, project.goal
            ),
        ));
    }
    let earned = u16::try_from(points.max(0)).unwrap_or(u16::MAX);
    let total = project.points.saturating_add(earned).min(project.goal);
    Ok(ProjectProgress {
        points: total,
        gained: total - project.points,
        completed: total >= project.goal,
        breakthrough: natural >= 19,
    })
}

/// One project roll as recorded in a respite's activity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectRollRecord {
    /// The points the roll earned.
    pub points: i32,
    /// Its natural.
    pub natural: u8,
    /// The points the project gained (less when the goal capped it).
    pub gained: u16,
    /// A natural 19 or 20.
    pub breakthrough: bool,
}

/// A respite's one activity ("Respite": one activity, such as a project roll or changing kit).
/// A breakthrough's extra project roll belongs to the same activity ("Breakthrough").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RespiteActivity {
    /// Project rolls for one project: the first, then one more after each breakthrough.
    ProjectRoll {
        /// The project's name.
        project: String,
        /// The rolls, in order; every one but the last was a breakthrough.
        rolls: Vec<ProjectRollRecord>,
    },
    /// Changing kit.
    ChangeKit {
        /// The stored id of the new kit; `None` to go without one.
        #[serde(rename = "kitId")]
        kit_id: Option<i64>,
    },
    /// Anything else, in the GM's words.
    Other {
        /// What the hero did.
        description: String,
    },
}

impl RespiteActivity {
    /// Refuses an activity that breaks its own rules: project rolls that continue without a
    /// breakthrough, or an activity with nothing in it.
    pub fn validate(&self) -> Result<(), RuleViolation> {
        match self {
            RespiteActivity::ProjectRoll { project, rolls } => {
                if rolls.is_empty() {
                    return Err(RuleViolation::new(
                        cite("Respite"),
                        format!("The project roll for \"{project}\" has no roll recorded."),
                    ));
                }
                let chained = rolls[..rolls.len() - 1]
                    .iter()
                    .all(|roll| roll.breakthrough);
                if !chained {
                    return Err(RuleViolation::new(
                        cite("Breakthrough"),
                        "Only a breakthrough (a natural 19 or 20) earns another project roll in \
                         the same respite activity.",
                    ));
                }
                Ok(())
            }
            RespiteActivity::ChangeKit { .. } => Ok(()),
            RespiteActivity::Other { description } => {
                if description.trim().is_empty() {
                    Err(RuleViolation::new(
                        cite("Respite"),
                        "Say what the hero does with their respite.",
                    ))
                } else {
                    Ok(())
                }
            }
        }
    }
}

/// Takes `activity` as the respite's one activity. Refused when the respite already has one.
pub fn choose_activity(
    current: Option<&RespiteActivity>,
    activity: RespiteActivity,
) -> Result<RespiteActivity, RuleViolation> {
    if let Some(current) = current {
        return Err(one_activity(current));
    }
    activity.validate()?;
    Ok(activity)
}

/// A project roll made in a respite: the activity with the roll recorded, the project with its
/// new points, and what the roll did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectRollMade {
    /// The respite's activity, with this roll.
    pub activity: RespiteActivity,
    /// The project after the roll.
    pub project: Project,
    /// What the roll did.
    pub progress: ProjectProgress,
}

/// Makes a project roll in a respite whose activity so far is `current`. The first project
/// roll is the respite's activity; another is allowed only after a breakthrough, for the same
/// project, as part of the same activity ("Breakthrough", digest A21).
pub fn roll_project(
    current: Option<&RespiteActivity>,
    project: &Project,
    points: i32,
    natural: u8,
) -> Result<ProjectRollMade, RuleViolation> {
    let earlier: &[ProjectRollRecord] = match current {
        None => &[],
        Some(RespiteActivity::ProjectRoll {
            project: name,
            rolls,
        }) => {
            let breakthrough = rolls.last().is_some_and(|roll| roll.breakthrough);
            if !breakthrough {
                return Err(RuleViolation::new(
                    cite("Breakthrough"),
                    format!(
                        "This respite's activity was a project roll for \"{name}\" with no \
                         breakthrough: another roll needs a natural 19 or 20 on the last one."
                    ),
                ));
            }
            if name != &project.name {
                return Err(RuleViolation::new(
                    cite("Breakthrough"),
                    format!(
                        "A breakthrough earns another roll for the same project, \"{name}\", \
                         not for \"{}\".",
                        project.name
                    ),
                ));
            }
            rolls
        }
        Some(other) => return Err(one_activity(other)),
    };
    let progress = apply_project_roll(project, points, natural)?;
    let mut rolls = Vec::with_capacity(earlier.len() + 1);
    rolls.extend_from_slice(earlier);
    rolls.push(ProjectRollRecord {
        points,
        natural,
        gained: progress.gained,
        breakthrough: progress.breakthrough,
    });
    Ok(ProjectRollMade {
        activity: RespiteActivity::ProjectRoll {
            project: project.name.clone(),
            rolls,
        },
        project: Project {
            points: progress.points,
            ..project.clone()
        },
        progress,
    })
}

fn one_activity(current: &RespiteActivity) -> RuleViolation {
    let done = match current {
        RespiteActivity::ProjectRoll { project, .. } => format!("a project roll for \"{project}\""),
        RespiteActivity::ChangeKit { .. } => "changing kit".to_owned(),
        RespiteActivity::Other { description } => format!("\"{}\"", description.trim()),
    };
    RuleViolation::new(
        cite("Respite"),
        format!(
            "A respite allows one activity and this one's was {done}: take another respite for \
             more."
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::draw_steel::characteristics::{Characteristics, Size};
    use crate::systems::draw_steel::content::{Ancestry, Class};
    use crate::systems::draw_steel::hero::HeroBuild;

    /// A level-1 hero with no kit: Stamina maximum `maximum`, 8 Recoveries.
    fn sheet(maximum: u16) -> HeroSheet {
        let ancestry = Ancestry {
            name: "Test Folk".to_owned(),
            size: Size::MEDIUM,
            speed: 5,
            stability: 0,
            notes: String::new(),
        };
        let class = Class {
            name: "Test Class".to_owned(),
            starting_stamina: maximum,
            stamina_per_level: 0,
            recoveries: 8,
            heroic_resource: "Grit".to_owned(),
            primary: Vec::new(),
            abilities: Vec::new(),
            notes: String::new(),
        };
        let build = HeroBuild {
            level: 1,
            ancestry_id: 1,
            class_id: 2,
            kit_id: None,
            characteristics: Characteristics::default(),
            skills: Vec::new(),
            abilities: Vec::new(),
        };
        HeroSheet::compute(&build, &ancestry, &class, None).expect("a valid build")
    }

    fn at(stamina: i32, recoveries_used: u8) -> HeroProgress {
        HeroProgress {
            stamina: Some(stamina),
            recoveries_used,
            ..HeroProgress::default()
        }
    }

    fn project() -> Project {
        Project {
            name: "Map of the Drowned Roads".to_owned(),
            goal: 30,
            points: 0,
            characteristic: Characteristic::Reason,
            notes: String::new(),
        }
    }

    #[test]
    fn recovery_value_restores_a_third_ds_61() {
        let sheet = sheet(30);
        let spent = spend_recovery(&at(12, 0), &sheet).expect("a Recovery is left");
        assert_eq!(spent.progress.stamina, Some(22));
        assert_eq!(spent.progress.recoveries_used, 1);
        assert_eq!(spent.regained.value, 10);
        assert_eq!(spent.progress.recoveries_left(&sheet), 7);
    }

    #[test]
    fn recovery_cannot_exceed_the_maximum_ds_63() {
        let sheet = sheet(30);
        let spent = spend_recovery(&at(25, 0), &sheet).expect("a Recovery is left");
        // Back at the maximum, which progress records as full.
        assert_eq!(spent.progress.stamina, None);
        assert_eq!(spent.progress.current_stamina(&sheet), 30);
        assert_eq!(spent.regained.value, 5);
        let values: Vec<i32> = spent.regained.terms.iter().map(|t| t.value).collect();
        assert_eq!(values, [10, -5]);
    }

    #[test]
    fn recovery_is_refused_with_none_left_or_at_full_stamina() {
        let sheet = sheet(30);
        let refused = spend_recovery(&at(5, 8), &sheet).expect_err("all 8 spent");
        assert_eq!(refused.rule, cite("Recovery"));
        assert!(refused.message.contains("no Recoveries left"));
        let refused = spend_recovery(&HeroProgress::default(), &sheet).expect_err("full");
        assert!(refused.message.contains("full Stamina"));
    }

    #[test]
    fn a_dying_hero_heals_from_the_table_rules_start() {
        let sheet = sheet(30);
        let spent = spend_recovery(&at(-4, 0), &sheet).expect("a Recovery is left");
        assert_eq!(spent.progress.stamina, Some(6));
        let spent = spend_recovery_with(&at(-4, 0), &sheet, DyingRecovery::FromZero)
            .expect("a Recovery is left");
        assert_eq!(spent.progress.stamina, Some(10));
        assert_eq!(spent.regained.value, 14);
    }

    #[test]
    fn respite_restores_stamina_and_recoveries_and_converts_victories_ds_89() {
        let sheet = sheet(30);
        // Stamina 10 of 30, 2 of 8 Recoveries left, 3 Victories.
        let progress = HeroProgress {
            victories: 3,
            experience: 4,
            stamina: Some(10),
            recoveries_used: 6,
            heroic_resource: 2,
            projects: vec![project()],
        };
        let done = respite(&progress, &sheet, true, DEFAULT_VICTORY_RATE);
        assert!(done.completed);
        assert_eq!(done.progress.current_stamina(&sheet), 30);
        assert_eq!(done.progress.recoveries_left(&sheet), 8);
        assert_eq!(done.progress.experience, 7);
        assert_eq!(done.experience_gained.value, 3);
        assert_eq!(done.progress.victories, 0);
        assert_eq!(done.stamina_regained, 20);
        assert_eq!(done.recoveries_regained, 6);
        assert_eq!(done.progress.projects, progress.projects);
        assert_eq!(done.progress.heroic_resource, 2);
    }

    #[test]
    fn respite_interrupted_changes_nothing_ds_90() {
        let sheet = sheet(30);
        let progress = HeroProgress {
            victories: 3,
            stamina: Some(10),
            recoveries_used: 6,
            ..HeroProgress::default()
        };
        let broken = respite(&progress, &sheet, false, DEFAULT_VICTORY_RATE);
        assert!(!broken.completed);
        assert_eq!(broken.progress, progress);
        assert_eq!(broken.experience_gained.value, 0);
        assert_eq!(broken.stamina_regained, 0);
    }

    #[test]
    fn the_victory_rate_is_the_campaigns() {
        let progress = award_victories(&HeroProgress::default(), 4);
        assert_eq!(progress.victories, 4);
        let done = respite(&progress, &sheet(30), true, 2);
        assert_eq!(done.progress.experience, 8);
        assert!(done.experience_gained.notes[0].contains("2 Experience per Victory"));
    }

    #[test]
    fn breakthrough_earns_another_roll_in_the_same_activity_ds_91() {
        let first = roll_project(None, &project(), 21, 19).expect("the respite's activity");
        assert!(first.progress.breakthrough);
        assert_eq!(first.project.points, 21);
        let second = roll_project(Some(&first.activity), &first.project, 14, 9)
            .expect("a breakthrough earns another roll");
        assert!(!second.progress.breakthrough);
        // 21 + 14 is past the goal of 30.
        assert_eq!(second.project.points, 30);
        assert_eq!(second.progress.gained, 9);
        assert!(second.progress.completed);
        match &second.activity {
            RespiteActivity::ProjectRoll { rolls, .. } => assert_eq!(rolls.len(), 2),
            other => panic!("not a project roll: {other:?}"),
        }
        assert_eq!(second.activity.validate(), Ok(()));
    }

    #[test]
    fn a_third_roll_needs_a_second_breakthrough() {
        let mut long = project();
        long.goal = 100;
        let first = roll_project(None, &long, 15, 18).expect("the activity");
        assert!(!first.progress.breakthrough);
        let refused = roll_project(Some(&first.activity), &first.project, 15, 12)
            .expect_err("no breakthrough");
        assert_eq!(refused.rule, cite("Breakthrough"));
    }

    #[test]
    fn a_breakthrough_roll_stays_on_the_same_project() {
        let first = roll_project(None, &project(), 20, 20).expect("the activity");
        let mut other = project();
        other.name = "Ballad of the Lost Bell".to_owned();
        let refused =
            roll_project(Some(&first.activity), &other, 12, 7).expect_err("another project");
        assert!(refused.message.contains("same project"));
    }

    #[test]
    fn a_respite_has_one_activity() {
        let kit = choose_activity(None, RespiteActivity::ChangeKit { kit_id: Some(3) })
            .expect("the first activity");
        let refused = roll_project(Some(&kit), &project(), 12, 19).expect_err("already used");
        assert_eq!(refused.rule, cite("Respite"));
        assert!(refused.message.contains("changing kit"));
        let refused = choose_activity(
            Some(&kit),
            RespiteActivity::Other {
                description: "Carousing".to_owned(),
            },
        )
        .expect_err("already used");
        assert_eq!(refused.rule, cite("Respite"));
        let forged = RespiteActivity::ProjectRoll {
            project: "Forged".to_owned(),
            rolls: vec![
                ProjectRollRecord {
                    points: 10,
                    natural: 10,
                    gained: 10,
                    breakthrough: false,
                },
                ProjectRollRecord {
                    points: 10,
                    natural: 10,
                    gained: 10,
                    breakthrough: false,
                },
            ],
        };
        assert!(choose_activity(None, forged).is_err());
    }

    #[test]
    fn project_rolls_refuse_impossible_naturals_and_finished_projects() {
        assert!(apply_project_roll(&project(), 12, 1).is_err());
        assert!(apply_project_roll(&project(), 12, 21).is_err());
        let mut done = project();
        done.points = 30;
        assert!(apply_project_roll(&done, 12, 10).is_err());
        let progress = apply_project_roll(&project(), -3, 2).expect("a poor roll");
        assert_eq!(progress.gained, 0);
        assert!(!progress.breakthrough);
    }

    #[test]
    fn the_default_level_table_rises_and_reads_levels() {
        let table = LevelTable::default();
        assert_eq!(table.validate(), Ok(()));
        assert_eq!(table.level_for(0), 1);
        assert_eq!(table.level_for(7), 1);
        assert_eq!(table.level_for(8), 2);
        assert_eq!(table.level_for(143), 9);
        assert_eq!(table.level_for(144), 10);
        assert_eq!(table.level_for(u32::MAX), 10);
        assert_eq!(table.threshold(1), Some(0));
        assert_eq!(table.threshold(10), Some(144));
        assert_eq!(table.threshold(11), None);
    }

    #[test]
    fn a_hero_below_their_earned_level_is_ready_to_level_up() {
        let table = LevelTable::default();
        let status = table.status(20, 2);
        assert_eq!(status.earned_level, 3);
        assert!(status.ready_to_level_up);
        assert_eq!(status.next_level_at, Some(18));
        let status = table.status(20, 3);
        assert!(!status.ready_to_level_up);
        assert_eq!(status.next_level_at, Some(30));
        assert_eq!(table.status(500, 10).next_level_at, None);
    }

    #[test]
    fn a_level_table_that_does_not_rise_is_refused() {
        let mut table = LevelTable::default();
        table.thresholds[4] = table.thresholds[3];
        let refused = table.validate().expect_err("level 6 equals level 5");
        assert_eq!(refused.rule, LEVEL_RULE);
        assert!(refused.message.contains("Level 6 needs 44"));
        table.thresholds = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        assert!(table.validate().is_err());
    }
}
