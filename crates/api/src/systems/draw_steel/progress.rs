//! A Draw Steel hero between fights: Victories, respites, Recoveries, levels and projects.
//!
//! The rules are `tablekeep_rules::systems::draw_steel::progression`; each command here loads
//! the hero (the stored hero with its ledger replayed), checks the request by one rule and
//! appends one ledger entry, after the newest entry it read (one transaction, refused with a
//! conflict when the ledger moved on meanwhile; `draw_steel_undo_progress` drops it). Awarding
//! Victories to several heroes is one transaction for all of them.

use std::collections::HashSet;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Explained;
use tablekeep_rules::random::DieRoll;
use tablekeep_rules::systems::draw_steel::hero::{HERO_LEVELS, LEVEL_RULE};
use tablekeep_rules::systems::draw_steel::power_roll::{
    faces, project_roll, PowerRollInput, ProjectPoints, ProjectRoll,
};
use tablekeep_rules::systems::draw_steel::progression::{
    choose_activity, require_living, respite, return_to_life, roll_project, spend_recovery_with,
    DyingRecovery, ProgressEntry, Project, ProjectProgress, RespiteActivity, RespiteOutcome,
};
use tablekeep_rules::RuleViolation;
use tablekeep_store::CampaignStore;

use super::heroes::{
    compute, draw_steel_character, draw_steel_hero, level_table, load_hero, load_parts, load_with,
    record, record_all, view, DrawSteelHeroView, HeroRef, LoadedHero, Origin,
};
use super::rolls::dice;
use crate::{validate, AppError, Desk, ErrorKind};

/// Arguments of `draw_steel_award_victories`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct VictoryAward {
    /// The heroes who earned them (built Draw Steel heroes, each once).
    pub character_ids: Vec<i64>,
    /// Victories each of them earns (at least 1).
    pub victories: u16,
}

/// Arguments of `draw_steel_respite`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RespiteRequest {
    /// The hero.
    pub character_id: i64,
    /// Whether the respite ran its 24 hours; an interrupted one gives no benefits.
    pub completed: bool,
    /// The respite's one activity, when it was not project rolls (those are made with
    /// `draw_steel_project_roll` during the respite): changing kit, or anything else. Refused
    /// when the respite already has its activity.
    #[serde(default)]
    #[specta(optional)]
    pub activity: Option<RespiteActivity>,
}

/// Arguments of `draw_steel_return_hero`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct HeroReturn {
    /// The dead hero.
    pub character_id: i64,
    /// The Stamina they come back with: 1 to their maximum, the Director's choice.
    pub stamina: i32,
}

/// What a respite did.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RespiteView {
    /// The hero after it.
    pub hero: DrawSteelHeroView,
    /// Stamina and Recoveries regained and Experience gained, explained.
    pub outcome: RespiteOutcome,
    /// The respite's activity, if it had one.
    pub activity: Option<RespiteActivity>,
}

/// A Recovery spent.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct RecoveryView {
    /// The hero after it.
    pub hero: DrawSteelHeroView,
    /// The Stamina regained, explained.
    pub regained: Explained,
}

/// Arguments of `draw_steel_add_project`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewProject {
    /// The hero.
    pub character_id: i64,
    /// The project: a name of its own among the hero's projects, a goal of at least 1 point,
    /// and the points already earned (at most the goal).
    pub project: Project,
}

/// Names one of a hero's projects.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProjectRef {
    /// The hero.
    pub character_id: i64,
    /// The project's position in the hero's list, from 0.
    pub project_index: u16,
}

/// Arguments of `draw_steel_project_roll`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProjectRollRequest {
    /// The hero.
    pub character_id: i64,
    /// The project's position in the hero's list, from 0.
    pub project_index: u16,
    /// The two d10 the table rolled (1 to 10 each); absent for the engine to roll them.
    #[serde(default)]
    #[specta(optional)]
    pub dice: Option<[u8; 2]>,
    /// Edges on the roll.
    #[serde(default)]
    pub edges: u8,
    /// Banes on the roll.
    #[serde(default)]
    pub banes: u8,
    /// Whether a skill of the hero's applies.
    #[serde(default)]
    pub skill: bool,
}

/// A project roll made.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectRollView {
    /// The hero after it.
    pub hero: DrawSteelHeroView,
    /// The two dice, rolled by the engine or entered.
    pub dice: [DieRoll; 2],
    /// The roll, its points and whether it was a breakthrough.
    pub roll: ProjectRoll,
    /// The project's points now and what the roll added.
    pub project: ProjectProgress,
    /// A breakthrough on an unfinished project: the hero may roll again for it within the same
    /// respite activity ("Breakthrough").
    pub another_roll: bool,
}

/// Experience per Victory in this campaign.
/// (table rule `draw_steel.victory_experience`, digest G11).
fn victory_rate(store: &CampaignStore) -> Result<u16, AppError> {
    Ok(
        tablekeep_rules::systems::draw_steel::table_rules::victory_rate(
            &crate::campaign_rules::rule_choices(store)?,
        ),
    )
}

/// How a dying hero's Recovery counts.
// TODO(draw_steel table rules): `DyingRecovery` (digest §4.13) has no registered campaign table
// rule yet; read the campaign's choice here once it does.
fn dying_recovery(_store: &CampaignStore) -> DyingRecovery {
    DyingRecovery::default()
}

/// How many project points a project roll earns.
// TODO(draw_steel table rules): `ProjectPoints` (digest G24) has no registered campaign table
// rule yet; read the campaign's choice here once it does.
pub(crate) fn project_points(_store: &CampaignStore) -> ProjectPoints {
    ProjectPoints::default()
}

/// Gives each named hero the same number of Victories, in one transaction.
pub fn draw_steel_award_victories(
    desk: &mut Desk,
    input: VictoryAward,
) -> Result<Vec<DrawSteelHeroView>, AppError> {
    if input.character_ids.is_empty() {
        return Err(AppError::invalid(
            "characterIds",
            "Name at least one hero to award Victories to.",
        ));
    }
    if input.victories == 0 {
        return Err(AppError::invalid("victories", "Award at least 1 Victory."));
    }
    let mut seen = HashSet::with_capacity(input.character_ids.len());
    if let Some(twice) = input.character_ids.iter().find(|id| !seen.insert(**id)) {
        return Err(AppError::invalid(
            "characterIds",
            format!("Character {twice} is named twice: name each hero once."),
        ));
    }
    let store = desk.store()?;
    let mut entries = Vec::with_capacity(input.character_ids.len());
    for &id in &input.character_ids {
        let loaded = load_hero(store, id)?;
        entries.push((
            id,
            loaded.last_seq,
            ProgressEntry::VictoriesAwarded {
                victories: input.victories,
            },
        ));
    }
    record_all(desk, &entries)?;
    let store = desk.store()?;
    input
        .character_ids
        .iter()
        .map(|&id| Ok(view(store, load_hero(store, id)?)))
        .collect()
}

/// Ends a respite ("Respite"): finished, the hero regains all Stamina and Recoveries and their
/// Victories become Experience; interrupted, nothing of that happens. Either way the respite's
/// activity ends with it. A kit change as the activity takes effect when the respite finishes.
pub fn draw_steel_respite(desk: &mut Desk, input: RespiteRequest) -> Result<RespiteView, AppError> {
    let store = desk.store()?;
    let LoadedHero {
        character,
        hero,
        sheet,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    require_living(&hero.progress, "finish or take a respite")?;
    let given = input.activity.clone();
    let activity = match input.activity {
        None => hero.respite_activity.clone(),
        Some(RespiteActivity::ProjectRoll { .. }) => {
            return Err(AppError::invalid(
                "activity",
                "Make project rolls with draw_steel_project_roll during the respite; they \
                 become its activity.",
            ))
        }
        Some(activity) => Some(choose_activity(hero.respite_activity.as_ref(), activity)?),
    };
    if let Some(RespiteActivity::ChangeKit { kit_id }) = &activity {
        let mut build = hero.build.clone();
        build.kit_id = *kit_id;
        let parts = load_parts(store, &build, Origin::Input).map_err(|err| AppError {
            field: match err.field.as_deref() {
                Some("build.kitId") => Some("activity.kitId".to_owned()),
                _ => err.field.clone(),
            },
            ..err
        })?;
        compute(store, &build, &parts)?;
    }
    let rate = victory_rate(store)?;
    let outcome = respite(&hero.progress, &sheet, input.completed, rate);
    let entry = ProgressEntry::RespiteTaken {
        completed: input.completed,
        activity: given,
        rate,
    };
    record(desk, &character, last_seq, &entry)?;
    Ok(RespiteView {
        hero: draw_steel_hero(
            desk,
            HeroRef {
                character_id: input.character_id,
            },
        )?,
        outcome,
        activity,
    })
}

/// Spends one of the hero's Recoveries out of combat: Stamina up by the recovery value, never
/// above the maximum ("Recovery").
pub fn draw_steel_spend_recovery(
    desk: &mut Desk,
    input: HeroRef,
) -> Result<RecoveryView, AppError> {
    let store = desk.store()?;
    let LoadedHero {
        character,
        hero,
        sheet,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    let dying = dying_recovery(store);
    let spent = spend_recovery_with(&hero.progress, &sheet, dying)?;
    let entry = ProgressEntry::RecoverySpent {
        dying,
        regained: spent.regained.value,
    };
    record(desk, &character, last_seq, &entry)?;
    Ok(RecoveryView {
        hero: draw_steel_hero(desk, input)?,
        regained: spent.regained,
    })
}

/// Records that the Director brought a dead hero back, with the Stamina they choose. The
/// glossary has no rule for it: the entry is the Director's call and says so; undoing it makes
/// the hero dead again.
pub fn draw_steel_return_hero(
    desk: &mut Desk,
    input: HeroReturn,
) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let LoadedHero {
        character,
        hero,
        sheet,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    if hero.progress.dead {
        let maximum = sheet.stamina_maximum.value;
        if !(1..=maximum).contains(&input.stamina) {
            return Err(AppError::invalid(
                "stamina",
                format!(
                    "{} comes back with 1 to {maximum} Stamina (their maximum), not {}.",
                    character.fields.name, input.stamina
                ),
            ));
        }
    }
    return_to_life(&hero.progress, &sheet, input.stamina)?;
    let entry = ProgressEntry::ReturnedToLife {
        stamina: input.stamina,
    };
    record(desk, &character, last_seq, &entry)?;
    draw_steel_hero(
        desk,
        HeroRef {
            character_id: input.character_id,
        },
    )
}

/// Raises the hero one level, when their Experience reaches it on the campaign's level table.
pub fn draw_steel_level_up(desk: &mut Desk, input: HeroRef) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let LoadedHero {
        character,
        mut hero,
        parts,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    let level = hero.build.level;
    let status = level_table(store).status(hero.progress.experience, level);
    if level >= *HERO_LEVELS.end() {
        return Err(RuleViolation::new(
            LEVEL_RULE,
            format!(
                "{} is already level {level}, the highest level.",
                character.fields.name
            ),
        )
        .into());
    }
    if !status.ready_to_level_up {
        return Err(RuleViolation::new(
            LEVEL_RULE,
            format!(
                "{} has {} Experience; level {} needs {}.",
                character.fields.name,
                hero.progress.experience,
                level + 1,
                status.next_level_at.unwrap_or_default()
            ),
        )
        .into());
    }
    hero.build.level = level + 1;
    compute(store, &hero.build, &parts)?;
    let entry = ProgressEntry::LeveledUp { level: level + 1 };
    record(desk, &character, last_seq, &entry)?;
    draw_steel_hero(desk, input)
}

/// Adds a project to the hero's list.
pub fn draw_steel_add_project(
    desk: &mut Desk,
    input: NewProject,
) -> Result<DrawSteelHeroView, AppError> {
    let mut project = input.project;
    project.name = validate::name("project.name", &project.name)?;
    project.notes = validate::notes(project.notes)
        .map_err(|err| AppError::invalid("project.notes", err.message))?;
    if project.goal == 0 {
        return Err(AppError::invalid(
            "project.goal",
            "Give the project a goal of at least 1 project point.",
        ));
    }
    if project.points > project.goal {
        return Err(AppError::invalid(
            "project.points",
            format!(
                "The project has {} points toward a goal of {}: at most the goal.",
                project.points, project.goal
            ),
        ));
    }
    let store = desk.store()?;
    let LoadedHero {
        character,
        hero,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    let folded = project.name.to_lowercase();
    if hero
        .progress
        .projects
        .iter()
        .any(|p| p.name.to_lowercase() == folded)
    {
        return Err(AppError::invalid(
            "project.name",
            format!(
                "{} already has a project named \"{}\": name this one differently.",
                character.fields.name, project.name
            ),
        ));
    }
    record(
        desk,
        &character,
        last_seq,
        &ProgressEntry::ProjectAdded { project },
    )?;
    draw_steel_hero(
        desk,
        HeroRef {
            character_id: character.id,
        },
    )
}

/// Removes a project from the hero's list.
pub fn draw_steel_remove_project(
    desk: &mut Desk,
    input: ProjectRef,
) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let LoadedHero {
        character,
        hero,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    let index = project_index(&hero.progress.projects, input.project_index)?;
    let entry = ProgressEntry::ProjectRemoved {
        project_index: input.project_index,
        project: hero.progress.projects[index].name.clone(),
    };
    record(desk, &character, last_seq, &entry)?;
    draw_steel_hero(
        desk,
        HeroRef {
            character_id: character.id,
        },
    )
}

/// A project roll during a respite: 2d10 plus the project's characteristic, its points added to
/// the project. The first roll is the respite's activity; a breakthrough (a natural 19 or 20)
/// allows another for the same project in the same activity.
pub fn draw_steel_project_roll(
    desk: &mut Desk,
    input: ProjectRollRequest,
) -> Result<ProjectRollView, AppError> {
    // Rolled (when not entered) before the hero is read: the roll needs the desk's seeds.
    let dice = dice(desk, input.dice)?;
    let store = desk.store()?;
    let LoadedHero {
        character,
        hero,
        last_seq,
        ..
    } = load_hero(store, input.character_id)?;
    let index = project_index(&hero.progress.projects, input.project_index)?;
    let project = &hero.progress.projects[index];
    // The campaign's edge-netting and natural-roll table rules apply to project rolls too.
    let roll_input = PowerRollInput::project(
        hero.build.characteristics.get(project.characteristic),
        input.skill,
    )
    .with_rules(
        tablekeep_rules::systems::draw_steel::table_rules::power_roll_rules(
            &crate::campaign_rules::rule_choices(store)?,
        ),
    )
    .with_edges(input.edges)
    .with_banes(input.banes);
    let roll = project_roll(faces(dice), roll_input, project_points(store));
    let made = roll_project(
        hero.respite_activity.as_ref(),
        project,
        roll.points,
        roll.roll.natural,
    )?;
    let entry = ProgressEntry::ProjectRolled {
        project_index: input.project_index,
        project: made.project.name.clone(),
        dice,
        roll: roll.clone(),
    };
    record(desk, &character, last_seq, &entry)?;
    Ok(ProjectRollView {
        hero: draw_steel_hero(
            desk,
            HeroRef {
                character_id: input.character_id,
            },
        )?,
        dice,
        another_roll: made.progress.breakthrough && !made.progress.completed,
        project: made.progress,
        roll,
    })
}

fn project_index(projects: &[Project], index: u16) -> Result<usize, AppError> {
    let index = usize::from(index);
    if index < projects.len() {
        Ok(index)
    } else {
        Err(AppError::invalid(
            "projectIndex",
            match projects.len() {
                0 => "The hero has no projects yet.".to_owned(),
                n => format!("There is no project {index}: the hero has {n}, numbered from 0."),
            },
        ))
    }
}

/// Arguments of `draw_steel_undo_progress`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProgressUndo {
    /// The hero.
    pub character_id: i64,
    /// The seq of the entry the GM means to undo (the `progressSeq` they see); refused with a
    /// conflict when the ledger has moved on since. Absent: the newest entry.
    #[serde(default)]
    #[specta(optional)]
    pub expected_seq: Option<i64>,
}

/// Undoes the newest entry of a hero's ledger: the hero stands as before it. The stored hero
/// (the ledger's starting point) stays; its own edits are undone with `undo_character_edit`.
pub fn draw_steel_undo_progress(
    desk: &mut Desk,
    input: ProgressUndo,
) -> Result<DrawSteelHeroView, AppError> {
    let store = desk.store()?;
    let character = draw_steel_character(store, input.character_id)?;
    let mut rows = store.progression(character.id)?;
    let Some(newest) = rows.pop() else {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} has no progress recorded since they were built: nothing to undo.",
                character.fields.name
            ),
        ));
    };
    if let Some(expected) = input.expected_seq {
        if expected != newest.seq {
            return Err(AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{}'s history changed meanwhile (its newest entry is #{}, not #{expected}); \
                     reload and try again.",
                    character.fields.name, newest.seq
                ),
            ));
        }
    }
    // The hero must still read without the entry before it goes.
    load_with(store, character, &rows)?;
    let now = desk.now();
    desk.store_mut()?
        .pop_progression_at(input.character_id, newest.seq, now)?;
    desk.after_write();
    draw_steel_hero(
        desk,
        HeroRef {
            character_id: input.character_id,
        },
    )
}
