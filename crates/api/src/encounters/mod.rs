//! Encounters on the shared encounter engine: prepare, launch, command, undo/redo, log, end.
//!
//! An encounter is stored as its plan, and once launched its snapshot (the combatants as their
//! sheets stood), a seed and the GM's ordered commands. Every request replays the commands in
//! effect (fast: the engine is pure), decides the new one, and stores it in one transaction, so a
//! crash loses nothing that was confirmed. This flow names no system: each system plugs in an
//! [`seam::EncounterSystem`] through the registry (`systems/mod.rs`).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, EncounterRow, EncounterStatus};

use tablekeep_rules::encounter::{command_rng, Battle, LogLine};

use crate::systems::{with_encounter_system, EncounterPlan};
use crate::{validate, AppError, Desk, ErrorKind};

pub mod difficulty;
mod end;
mod log_text;
pub mod patch;
pub mod saved;
pub mod seam;
pub mod simulate;
pub(crate) mod stored;
pub mod table_view;
pub mod tune;
mod types;
pub mod variants;

pub use end::end_encounter;
pub(crate) use log_text::log_text;
pub use types::*;

use crate::systems::Tagged;
use seam::Replayed;
use stored::{parsed, replayed, running, running_replayed, storage, system_of, to_json};

fn view_of<S: Tagged>(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<EncounterView, AppError> {
    view_with::<S>(store, row, replayed::<S>(store, row)?.as_ref())
}

/// The view of `row`, whose battle (once launched) is `replayed` to its cursor.
fn view_with<S: Tagged>(
    store: &CampaignStore,
    row: &EncounterRow,
    replayed: Option<&Replayed<S>>,
) -> Result<EncounterView, AppError> {
    let running = row.status == EncounterStatus::Running;
    let battle = match replayed {
        Some(replayed) => Some(S::tag_view(S::view(store, replayed)?)),
        None => None,
    };
    let result = match row.result.as_deref() {
        Some(json) => Some(S::tag_result(parsed::<S::Result>(json, "result")?)),
        None => None,
    };
    Ok(EncounterView {
        id: row.id,
        name: row.name.clone(),
        system: S::ID,
        phase: row.status.into(),
        cursor: row.cursor,
        command_count: row.command_count,
        can_undo: running && row.cursor > 0,
        can_redo: running && row.cursor < row.command_count,
        seed: row.seed,
        plan: S::tag_plan(parsed::<S::Plan>(&row.plan, "plan")?),
        battle,
        result,
        created_at: row.created_at.clone(),
        updated_at: row.updated_at.clone(),
    })
}

/// Reads every encounter as `get_encounter` does (plan, snapshot, commands replayed, view): the
/// check an imported campaign passes before it gets its name.
pub(crate) fn read_every_encounter(store: &CampaignStore) -> Result<(), AppError> {
    for row in store.list_encounters()? {
        view(store, &row).map_err(|err| AppError {
            message: format!("Encounter {} (\"{}\"): {}", row.id, row.name, err.message),
            ..err
        })?;
    }
    Ok(())
}

fn view(store: &CampaignStore, row: &EncounterRow) -> Result<EncounterView, AppError> {
    with_encounter_system!(system_of(row)?, S => view_of::<S>(store, row))
}

/// The system and validated plan JSON of an encounter's arguments.
fn plan_json(store: &CampaignStore, plan: EncounterPlan) -> Result<(SystemId, String), AppError> {
    fn checked<S: Tagged>(
        store: &CampaignStore,
        plan: EncounterPlan,
    ) -> Result<(SystemId, String), AppError> {
        let given = plan.system();
        let plan = S::untag_plan(plan).ok_or_else(|| wrong_system("plan.system", given, S::ID))?;
        S::validate_plan(store, &plan)?;
        Ok((S::ID, to_json(&plan)?))
    }
    with_encounter_system!(plan.system(), S => checked::<S>(store, plan))
}

/// Saves a prepared encounter.
pub fn create_encounter(desk: &mut Desk, input: NewEncounter) -> Result<EncounterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let (system, plan) = plan_json(desk.store()?, input.plan)?;
    let now = desk.now();
    let row = desk
        .store_mut()?
        .insert_encounter(system.as_str(), &name, &plan, now)?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Changes a prepared encounter's name and plan.
pub fn update_encounter(desk: &mut Desk, input: EncounterEdit) -> Result<EncounterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let row = desk.store()?.encounter(input.id)?;
    let current = system_of(&row)?;
    if input.plan.system() != current {
        return Err(AppError::invalid(
            "plan.system",
            format!(
                "An encounter keeps its system; give a {} plan.",
                current.info().name
            ),
        ));
    }
    let (_, plan) = plan_json(desk.store()?, input.plan)?;
    let now = desk.now();
    let row = desk
        .store_mut()?
        .update_encounter_plan(input.id, &name, &plan, now)?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Launches a prepared encounter: the combatants are taken from their sheets as they stand now.
pub fn start_encounter(desk: &mut Desk, input: EncounterLaunch) -> Result<EncounterView, AppError> {
    fn snapshot<S: Tagged>(store: &CampaignStore, row: &EncounterRow) -> Result<String, AppError> {
        to_json(&S::snapshot(
            store,
            &parsed::<S::Plan>(&row.plan, "plan")?,
            &crate::campaign_rules::rule_choices(store)?,
        )?)
    }
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let system = system_of(&row)?;
    if row.status != EncounterStatus::Prepared {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "This encounter was launched already.",
        ));
    }
    let snapshot = with_encounter_system!(system, S => snapshot::<S>(store, &row))?;
    let session = store.open_game_session()?.map(|s| s.id);
    let seed = i64::from(input.seed.unwrap_or_else(|| desk.fresh_seed()));
    let now = desk.now();
    let row = desk
        .store_mut()?
        .launch_encounter(input.id, &snapshot, seed, session, now)?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// A seed nobody chose: std's per-process random hasher keys, mixed with the clock.
pub(crate) fn fresh_seed() -> u32 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    hasher.finish() as u32
}

/// One encounter.
pub fn get_encounter(desk: &mut Desk, input: EncounterRef) -> Result<EncounterView, AppError> {
    let store = desk.store()?;
    view(store, &store.encounter(input.id)?)
}

/// Every encounter: running first, then prepared, then ended.
pub fn list_encounters(desk: &mut Desk) -> Result<Vec<EncounterSummary>, AppError> {
    Ok(summaries(desk.store()?.list_encounters()?))
}

/// Encounter rows as the lists show them (rows of a system this build cannot read are left out).
pub(crate) fn summaries(rows: Vec<EncounterRow>) -> Vec<EncounterSummary> {
    fn participants<S: Tagged>(row: &EncounterRow) -> Result<u32, AppError> {
        Ok(parsed::<S::Plan>(&row.plan, "plan").map_or(0, |plan| S::participants(&plan)))
    }
    rows.into_iter()
        .filter_map(|row| {
            let system = system_of(&row).ok()?;
            let participants = with_encounter_system!(system, S => participants::<S>(&row)).ok()?;
            Some(EncounterSummary {
                id: row.id,
                name: row.name,
                system,
                phase: row.status.into(),
                participants,
                cursor: row.cursor,
                updated_at: row.updated_at,
            })
        })
        .collect()
}

/// The refusal of a command or closing given for another system than the encounter's.
fn wrong_system(field: &str, given: SystemId, encounter: SystemId) -> AppError {
    AppError::invalid(
        field,
        format!(
            "This is a {} encounter; the {} given is for {}.",
            encounter.info().name,
            field,
            given.info().name
        ),
    )
}

/// Applies one battle command: checked against the rules, stored and committed, or refused with
/// the rule it breaks and nothing changed. After an undo, a new command replaces the undone ones.
/// Answers with what the command did and a patch from the encounter before it (see [`patch`]).
pub fn encounter_command(
    desk: &mut Desk,
    input: EncounterCommand,
) -> Result<EncounterStep, AppError> {
    // A command that names no cursor goes at the current one: when another program appended a
    // command between this one's read and its write, it is decided again on the new state
    // (with a short random pause, so two busy writers stop colliding). A command that names a
    // cursor is refused instead, so a GM screen never applies a click to a battle it was not
    // showing.
    const ATTEMPTS: u32 = 30;
    let mut attempt = 1;
    loop {
        let row = running(desk.store()?, input.id)?;
        if let Some(expected) = input.expected_cursor {
            if expected != row.cursor {
                return Err(AppError::new(
                    ErrorKind::Conflict,
                    "The battle moved on since this screen was drawn (another window?); reload and try again.",
                ));
            }
        }
        let command = input.command.clone();
        let result = with_encounter_system!(system_of(&row)?, S => command_as::<S>(desk, row, command, input.full));
        match result {
            Err(err)
                if err.kind == ErrorKind::Conflict
                    && input.expected_cursor.is_none()
                    && attempt < ATTEMPTS =>
            {
                let pause = 1 + u64::from(fresh_seed() % (2 * attempt.min(10)));
                std::thread::sleep(std::time::Duration::from_millis(pause));
                attempt += 1;
            }
            done => return done,
        }
    }
}

/// Decides `command` on the battle replayed to the cursor (with the random source it will
/// replay with), stores it, and describes and applies its events to the replayed battle: one
/// replay per command. The patch is between the views before and after.
fn command_as<S: Tagged>(
    desk: &mut Desk,
    row: EncounterRow,
    command: crate::systems::BattleCommand,
    full: bool,
) -> Result<EncounterStep, AppError> {
    let given = command.system();
    let command = S::untag_command(command).ok_or_else(|| wrong_system("command", given, S::ID))?;
    let mut replayed = running_replayed::<S>(desk.store()?, &row)?;
    let mut rng = command_rng(row.seed.unwrap_or_default() as u64, row.cursor as usize);
    let events = S::Battle::decide(&replayed.state, &command, &mut rng).map_err(AppError::rule)?;
    let before = to_value(&view_with::<S>(desk.store()?, &row, Some(&replayed))?)?;
    let now = desk.now();
    desk.store_mut()?
        .append_encounter_command(row.id, row.cursor, &to_json(&command)?, now)?;
    desk.after_write();
    let index = row.cursor as u32;
    let mut lines = Vec::new();
    for event in &events {
        lines.extend(S::Battle::describe(&replayed.state, event, index));
        S::Battle::evolve(&mut replayed.state, event);
    }
    replayed.events.push(events.clone());
    let store = desk.store()?;
    let after_row = store.encounter(row.id)?;
    let after = view_with::<S>(store, &after_row, Some(&replayed))?;
    let patch = patch::diff(&before, &to_value(&after)?).unwrap_or(patch::Patch::Fields {
        fields: Default::default(),
        removed: Vec::new(),
    });
    Ok(EncounterStep {
        id: row.id,
        from_cursor: row.cursor,
        from_updated_at: row.updated_at,
        cursor: after_row.cursor,
        events: S::tag_events(events),
        lines,
        patch,
        encounter: full.then_some(after),
    })
}

/// `value` as JSON, for patching.
fn to_value(value: &EncounterView) -> Result<serde_json::Value, AppError> {
    serde_json::to_value(value).map_err(|e| storage(e.to_string()))
}

fn move_cursor(
    desk: &mut Desk,
    input: EncounterSteps,
    forward: bool,
) -> Result<EncounterView, AppError> {
    let steps = i64::from(input.steps.unwrap_or(1).max(1));
    let row = running(desk.store()?, input.id)?;
    let target = if forward {
        row.cursor + steps
    } else {
        row.cursor - steps
    };
    let now = desk.now();
    desk.store_mut()?
        .move_encounter_cursor(row.id, row.cursor, target, now)?;
    desk.after_write();
    let store = desk.store()?;
    view(store, &store.encounter(row.id)?)
}

/// Undoes the newest commands (they stay stored for redo until a new command replaces them).
pub fn encounter_undo(desk: &mut Desk, input: EncounterSteps) -> Result<EncounterView, AppError> {
    move_cursor(desk, input, false)
}

/// Redoes undone commands.
pub fn encounter_redo(desk: &mut Desk, input: EncounterSteps) -> Result<EncounterView, AppError> {
    move_cursor(desk, input, true)
}

/// The whole battle log (JSON lines and readable text), optionally written to a file.
pub fn encounter_log(
    desk: &mut Desk,
    input: EncounterLogRequest,
) -> Result<EncounterLog, AppError> {
    fn logged<S: Tagged>(
        store: &CampaignStore,
        row: &EncounterRow,
    ) -> Result<(Vec<LogLine>, String, String), AppError> {
        let lines = match replayed::<S>(store, row)? {
            Some(replayed) => replayed.log_from(0),
            None => Vec::new(),
        };
        let text = log_text(&row.name, &lines);
        let json = serde_json::to_string_pretty(&lines).map_err(|e| storage(e.to_string()))?;
        Ok((lines, text, json))
    }
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let (lines, text, json) =
        with_encounter_system!(system_of(&row)?, S => logged::<S>(store, &row))?;
    let mut log = EncounterLog {
        id: row.id,
        name: row.name,
        lines,
        text,
        written: None,
    };
    if let Some(path) = input.path.as_deref() {
        let contents = match input.format.unwrap_or_default() {
            LogFormat::Json => json,
            LogFormat::Text => log.text.clone(),
        };
        let target = crate::files::ExportTarget {
            path,
            overwrite: input.overwrite,
        };
        let written = crate::files::write_export(desk, "path", target, contents.as_bytes())?;
        log.written = Some(written.display().to_string());
    }
    Ok(log)
}

/// Deletes an encounter and its commands.
pub fn delete_encounter(
    desk: &mut Desk,
    input: EncounterRef,
) -> Result<Vec<EncounterSummary>, AppError> {
    desk.store_mut()?.delete_encounter(input.id)?;
    desk.after_write();
    list_encounters(desk)
}
