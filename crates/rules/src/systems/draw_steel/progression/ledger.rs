//! A hero's progression ledger: one entry per thing that happened to the hero between fights,
//! and the hero's state as the fold of those entries over a starting point.
//!
//! An entry is recorded only after the command that makes it was checked by the rules above
//! (`spend_recovery_with`, `roll_project`, `choose_activity`, the level table); [`evolve`] then
//! applies it. Every random value is in the entry (the project roll's dice and result), and so
//! is every table-rule value that decided it (the Victory rate, how a dying hero heals), so a
//! replay gives the same hero whatever the campaign's rules say later. Replaying never refuses:
//! the hero's content (class, kit) may be edited after an entry was made, and an entry that no
//! longer fits still counts as far as it can (a Recovery spent at what is now full Stamina is
//! still spent), so a hero's history can always be read.

use super::*;
use crate::citation::Citation;
use crate::random::DieRoll;
use crate::systems::draw_steel::hero::HeroBuild;
use crate::systems::draw_steel::power_roll::ProjectRoll;

/// A Draw Steel hero as stored and as the ledger folds it: the build, the progress between
/// fights and the activity of the respite under way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HeroState {
    /// The player's choices.
    pub build: HeroBuild,
    /// Victories, Experience, Stamina, Recoveries spent and projects.
    #[serde(default)]
    pub progress: HeroProgress,
    /// The one activity of the respite under way (project rolls made since the last respite
    /// ended); the next respite ends it.
    #[serde(default)]
    pub respite_activity: Option<RespiteActivity>,
}

/// One thing that happened to a hero between fights, as the ledger keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "DrawSteelProgressEntry"),
    schemars(rename = "DrawSteelProgressEntry")
)]
// Multi-word fields are renamed one by one: the TypeScript exporter does not read
// `rename_all_fields`.
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ProgressEntry {
    /// The Director awarded Victories.
    VictoriesAwarded {
        /// How many.
        victories: u16,
    },
    /// A combat ended: the hero's Stamina, Recoveries and heroic resource as the fight left
    /// them, and the Victories it earned.
    CombatEnded {
        /// The encounter's name.
        encounter: String,
        /// Stamina at the end (below 0 for a dying hero).
        stamina: i32,
        /// Recoveries left.
        recoveries: u8,
        /// The heroic resource left.
        #[serde(rename = "heroicResource")]
        heroic_resource: u16,
        /// Victories awarded.
        victories: u16,
        /// Whether the hero was dead when it ended (left out when not, as in entries written
        /// before it was recorded).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        #[cfg_attr(feature = "boundary", specta(optional))]
        died: bool,
    },
    /// The Director brought a dead hero back (the glossary has no rule for it).
    ReturnedToLife {
        /// The Stamina they came back with.
        stamina: i32,
    },
    /// A Recovery spent out of combat.
    RecoverySpent {
        /// How a dying hero's Recovery counted (the table rule when it was spent).
        dying: DyingRecovery,
        /// The Stamina regained, as recorded.
        regained: i32,
    },
    /// A respite ended, finished or interrupted.
    RespiteTaken {
        /// Whether it ran its 24 hours.
        completed: bool,
        /// The activity the GM named when ending it (a kit change or anything else); project
        /// rolls are entries of their own, made during the respite.
        #[serde(default)]
        activity: Option<RespiteActivity>,
        /// Experience per Victory (the table rule when it was taken).
        rate: u16,
    },
    /// The hero rose a level.
    LeveledUp {
        /// The level reached.
        level: u8,
    },
    /// A project was added.
    ProjectAdded {
        /// The project as added.
        project: Project,
    },
    /// A project roll, with its dice (rolled by the engine or entered) and its result.
    ProjectRolled {
        /// The project's position in the hero's list, from 0.
        #[serde(rename = "projectIndex")]
        project_index: u16,
        /// The project's name.
        project: String,
        /// The two d10.
        dice: [DieRoll; 2],
        /// The roll: total, natural, points and breakthrough.
        roll: ProjectRoll,
    },
    /// A project was removed.
    ProjectRemoved {
        /// Its position in the hero's list, from 0.
        #[serde(rename = "projectIndex")]
        project_index: u16,
        /// Its name.
        project: String,
    },
    /// The Director replaced the hero's build (after the hero had a history).
    Rebuilt {
        /// The new build.
        build: HeroBuild,
    },
}

impl ProgressEntry {
    /// The rule the entry follows; `None` for the Director's rebuild and return of the dead,
    /// which follow none.
    pub fn rule(&self) -> Option<Citation> {
        Some(match self {
            // Victories are what a respite turns into Experience (digest G11).
            ProgressEntry::VictoriesAwarded { .. } => cite("Respite"),
            // Surges and save-ends effects end with the combat; Stamina and Recoveries stay.
            ProgressEntry::CombatEnded { .. } => cite("Stamina"),
            ProgressEntry::RecoverySpent { .. } => cite("Recovery"),
            ProgressEntry::RespiteTaken { .. } => cite("Respite"),
            ProgressEntry::LeveledUp { .. } => LEVEL_RULE,
            ProgressEntry::ProjectAdded { .. } | ProgressEntry::ProjectRemoved { .. } => {
                cite("Respite")
            }
            ProgressEntry::ProjectRolled { roll, .. } if roll.breakthrough => cite("Breakthrough"),
            ProgressEntry::ProjectRolled { .. } => cite("Respite"),
            ProgressEntry::Rebuilt { .. } | ProgressEntry::ReturnedToLife { .. } => return None,
        })
    }
}

/// Applies `entry` to `state`. `sheet` is the sheet of `state.build` as it stands before the
/// entry. Never refuses (see the module's documentation).
pub fn evolve(state: &mut HeroState, entry: &ProgressEntry, sheet: &HeroSheet) {
    match entry {
        ProgressEntry::VictoriesAwarded { victories } => {
            state.progress = award_victories(&state.progress, *victories);
        }
        ProgressEntry::CombatEnded {
            stamina,
            recoveries,
            heroic_resource,
            victories,
            died,
            ..
        } => {
            let maximum = sheet.stamina_maximum.value;
            let progress = &mut state.progress;
            progress.stamina = Some((*stamina).min(maximum)).filter(|&s| s < maximum);
            let total = u8::try_from(sheet.recoveries.value.max(0)).unwrap_or(u8::MAX);
            progress.recoveries_used = total.saturating_sub(*recoveries);
            progress.heroic_resource = *heroic_resource;
            progress.victories = progress.victories.saturating_add(*victories);
            progress.dead |= *died;
        }
        ProgressEntry::ReturnedToLife { stamina } => {
            let maximum = sheet.stamina_maximum.value;
            let progress = &mut state.progress;
            progress.dead = false;
            // Never above a maximum that shrank since (content edited): counted as far as it can.
            progress.stamina = Some((*stamina).min(maximum)).filter(|&s| s < maximum);
        }
        ProgressEntry::RecoverySpent { dying, .. } => {
            match spend_recovery_with(&state.progress, sheet, *dying) {
                Ok(spent) => state.progress = spent.progress,
                // The sheet changed since (content was edited): the Recovery is still spent.
                Err(_) => {
                    state.progress.recoveries_used =
                        state.progress.recoveries_used.saturating_add(1)
                }
            }
        }
        ProgressEntry::RespiteTaken {
            completed,
            activity,
            rate,
        } => {
            if let (true, Some(RespiteActivity::ChangeKit { kit_id })) = (*completed, activity) {
                state.build.kit_id = *kit_id;
            }
            state.progress = respite(&state.progress, sheet, *completed, *rate).progress;
            state.respite_activity = None;
        }
        ProgressEntry::LeveledUp { level } => state.build.level = *level,
        ProgressEntry::ProjectAdded { project } => state.progress.projects.push(project.clone()),
        ProgressEntry::ProjectRolled {
            project_index,
            roll,
            ..
        } => {
            let index = usize::from(*project_index);
            let Some(project) = state.progress.projects.get(index) else {
                return;
            };
            if let Ok(made) = roll_project(
                state.respite_activity.as_ref(),
                project,
                roll.points,
                roll.roll.natural,
            ) {
                state.progress.projects[index] = made.project;
                state.respite_activity = Some(made.activity);
            }
        }
        ProgressEntry::ProjectRemoved { project_index, .. } => {
            let index = usize::from(*project_index);
            if index < state.progress.projects.len() {
                state.progress.projects.remove(index);
            }
        }
        ProgressEntry::Rebuilt { build } => state.build = build.clone(),
    }
}

/// A replay under way: the hero so far and, once asked for, the sheet of their build.
///
/// The sheet comes from `sheet_of` (the caller looks the build's content up), computed only
/// when an entry needs it and again after an entry changes the build.
#[derive(Clone, Debug)]
pub struct Replay {
    state: HeroState,
    sheet: Option<HeroSheet>,
}

impl Replay {
    /// Starts from the stored hero.
    pub fn new(base: HeroState) -> Replay {
        Replay {
            state: base,
            sheet: None,
        }
    }

    /// The hero so far.
    pub fn state(&self) -> &HeroState {
        &self.state
    }

    /// The sheet of the hero's build so far.
    pub fn sheet<E>(
        &mut self,
        sheet_of: &mut impl FnMut(&HeroBuild) -> Result<HeroSheet, E>,
    ) -> Result<&HeroSheet, E> {
        let sheet = match self.sheet.take() {
            Some(sheet) => sheet,
            None => {
                let sheet = sheet_of(&self.state.build)?;
                // A lower maximum caps the Stamina the hero had.
                let progress = &mut self.state.progress;
                if progress
                    .stamina
                    .is_some_and(|stamina| stamina >= sheet.stamina_maximum.value)
                {
                    progress.stamina = None;
                }
                sheet
            }
        };
        Ok(self.sheet.insert(sheet))
    }

    /// Applies the next entry.
    pub fn apply<E>(
        &mut self,
        entry: &ProgressEntry,
        sheet_of: &mut impl FnMut(&HeroBuild) -> Result<HeroSheet, E>,
    ) -> Result<(), E> {
        let before = self.state.build.clone();
        let sheet = self.sheet(sheet_of)?.clone();
        evolve(&mut self.state, entry, &sheet);
        if self.state.build != before {
            self.sheet = None;
        }
        Ok(())
    }

    /// The hero at the end, with their sheet.
    pub fn finish<E>(
        mut self,
        sheet_of: &mut impl FnMut(&HeroBuild) -> Result<HeroSheet, E>,
    ) -> Result<(HeroState, HeroSheet), E> {
        let sheet = self.sheet(sheet_of)?.clone();
        Ok((self.state, sheet))
    }
}

/// The hero after `entries`, from `base` (the stored hero: the starting point of the ledger),
/// with the sheet of their build.
pub fn replay<'a, E>(
    base: HeroState,
    entries: impl IntoIterator<Item = &'a ProgressEntry>,
    mut sheet_of: impl FnMut(&HeroBuild) -> Result<HeroSheet, E>,
) -> Result<(HeroState, HeroSheet), E> {
    let mut replay = Replay::new(base);
    for entry in entries {
        replay.apply(entry, &mut sheet_of)?;
    }
    replay.finish(&mut sheet_of)
}
