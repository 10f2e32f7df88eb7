//! Projects and the one activity of a respite, with breakthroughs.

use super::*;

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
                "The project \"{}\" is already finished ({} of {}).",
                project.name,
                project.points,
                crate::systems::draw_steel::words::count(project.goal, "point", "points")
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
