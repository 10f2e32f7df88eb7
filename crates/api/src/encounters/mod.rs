//! Encounters on the shared encounter engine: prepare, launch, command, undo/redo, log, end.
//!
//! An encounter is stored as its plan, and once launched its snapshot (the combatants as their
//! sheets stood), a seed and the GM's ordered commands. Every request replays the commands in
//! effect (fast: the engine is pure), decides the new one, and stores it in one transaction, so a
//! crash loses nothing that was confirmed. System-specific parts live under each system's module.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::fated_hand::battle::{
    Command, FatedHandBattle, Outcome, Phase, Setup,
};
use tablekeep_rules::systems::fated_hand::build::KnowledgeTarget;
use tablekeep_rules::systems::fated_hand::progression::{apply, Manner, Progression};
use tablekeep_rules::SystemId;
use tablekeep_store::{
    CampaignStore, EncounterRow, EncounterStatus, EncounterWriteBack, NewProgression,
};

use crate::draw_steel::combat::{self as ds, DrawSteelCombatView, DrawSteelPlan, DrawSteelResult};
use crate::fated_hand::battle::{self as fh, FatedHandBattleView, FatedHandPlan, FatedHandResult};
use crate::fated_hand::{load_build, state::rule_choices};
use crate::{validate, AppError, Desk, ErrorKind};

mod draw_steel;
mod end;
mod types;

pub use draw_steel::{draw_steel_roll_preview, DrawSteelRollPreviewRequest};
pub use end::end_encounter;
pub use types::*;

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

fn parsed<T: serde::de::DeserializeOwned>(json: &str, what: &str) -> Result<T, AppError> {
    serde_json::from_str(json)
        .map_err(|e| storage(format!("The encounter's {what} is damaged: {e}.")))
}

fn plan_of(row: &EncounterRow) -> Result<FatedHandPlan, AppError> {
    parsed(&row.plan, "plan")
}

fn setup_of<T: serde::de::DeserializeOwned>(
    row: &EncounterRow,
) -> Result<Option<(T, i64)>, AppError> {
    match (&row.snapshot, row.seed) {
        (Some(snapshot), Some(seed)) => Ok(Some((parsed(snapshot, "snapshot")?, seed))),
        _ => Ok(None),
    }
}

/// The systems whose encounters this version runs.
fn system_of(row: &EncounterRow) -> Result<SystemId, AppError> {
    match SystemId::parse(&row.system) {
        Some(system @ (SystemId::FatedHand | SystemId::DrawSteel)) => Ok(system),
        _ => Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "Encounters of the {} system are not supported by this version.",
                row.system
            ),
        )),
    }
}

fn to_json<T: Serialize>(value: &T) -> Result<String, AppError> {
    serde_json::to_string(value).map_err(|e| storage(e.to_string()))
}

/// The commands in effect (up to the cursor), parsed as the system's commands.
fn commands_in_effect<C: serde::de::DeserializeOwned>(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<Vec<C>, AppError> {
    let stored = store.encounter_commands(row.id)?;
    let in_effect = (row.cursor.max(0) as usize).min(stored.len());
    stored[..in_effect]
        .iter()
        .enumerate()
        .map(|(index, json)| {
            serde_json::from_str(json)
                .map_err(|e| storage(format!("Stored command {index} is damaged: {e}.")))
        })
        .collect()
}

/// The launched Fated Hand battle replayed to the cursor.
fn replayed(store: &CampaignStore, row: &EncounterRow) -> Result<Option<fh::Replayed>, AppError> {
    let Some((setup, seed)) = setup_of::<Setup>(row)? else {
        return Ok(None);
    };
    let commands: Vec<Command> = commands_in_effect(store, row)?;
    fh::replay(&setup, seed, &commands).map(Some)
}

/// The launched Draw Steel combat replayed to the cursor.
fn ds_replayed(
    store: &CampaignStore,
    row: &EncounterRow,
) -> Result<Option<ds::Replayed>, AppError> {
    let Some((setup, seed)) =
        setup_of::<tablekeep_rules::systems::draw_steel::combat::CombatSetup>(row)?
    else {
        return Ok(None);
    };
    let commands: Vec<tablekeep_rules::systems::draw_steel::combat::Command> =
        commands_in_effect(store, row)?;
    ds::replay(&setup, seed, &commands).map(Some)
}

fn view(store: &CampaignStore, row: &EncounterRow) -> Result<EncounterView, AppError> {
    let system = system_of(row)?;
    let running = row.status == EncounterStatus::Running;
    let mut view = EncounterView {
        id: row.id,
        name: row.name.clone(),
        system,
        phase: row.status.into(),
        cursor: row.cursor,
        command_count: row.command_count,
        can_undo: running && row.cursor > 0,
        can_redo: running && row.cursor < row.command_count,
        seed: row.seed,
        fated_hand: None,
        battle: None,
        result: None,
        draw_steel: None,
        draw_steel_combat: None,
        draw_steel_result: None,
        created_at: row.created_at.clone(),
        updated_at: row.updated_at.clone(),
    };
    match system {
        SystemId::DrawSteel => {
            view.draw_steel = Some(parsed(&row.plan, "plan")?);
            view.draw_steel_combat = ds_replayed(store, row)?.map(|r| ds::combat_view(&r));
            view.draw_steel_result = row
                .result
                .as_deref()
                .map(|json| parsed(json, "result"))
                .transpose()?;
        }
        _ => {
            view.fated_hand = Some(plan_of(row)?);
            view.battle = match replayed(store, row)? {
                Some(replayed) => Some(fh::battle_view(store, &replayed, &rule_choices(store)?)?),
                None => None,
            };
            view.result = row
                .result
                .as_deref()
                .map(|json| parsed(json, "result"))
                .transpose()?;
        }
    }
    Ok(view)
}

/// The system and plan JSON of an encounter's arguments, validated.
fn plan_json(
    store: &CampaignStore,
    fated_hand: Option<FatedHandPlan>,
    draw_steel: Option<DrawSteelPlan>,
) -> Result<(SystemId, String), AppError> {
    match (fated_hand, draw_steel) {
        (Some(plan), None) => {
            fh::validate_plan(store, &plan)?;
            Ok((SystemId::FatedHand, to_json(&plan)?))
        }
        (None, Some(plan)) => {
            ds::validate_plan(store, &plan)?;
            Ok((SystemId::DrawSteel, to_json(&plan)?))
        }
        (Some(_), Some(_)) => Err(AppError::invalid(
            "drawSteel",
            "Give one system's plan (fatedHand or drawSteel), not both.",
        )),
        (None, None) => Err(AppError::invalid(
            "fatedHand",
            "Give the encounter's plan for its system (fatedHand or drawSteel).",
        )),
    }
}

/// Saves a prepared encounter.
pub fn create_encounter(desk: &mut Desk, input: NewEncounter) -> Result<EncounterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let (system, plan) = plan_json(desk.store()?, input.fated_hand, input.draw_steel)?;
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
    let (system, plan) = plan_json(desk.store()?, input.fated_hand, input.draw_steel)?;
    if system != current {
        return Err(AppError::invalid(
            "drawSteel",
            "An encounter keeps its system; give a plan for the same system.",
        ));
    }
    let now = desk.now();
    let row = desk
        .store_mut()?
        .update_encounter_plan(input.id, &name, &plan, now)?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Launches a prepared encounter: the combatants are taken from their sheets as they stand now
/// (Fated Hand engine decks are shuffled and deal each its Hand Size).
pub fn start_encounter(desk: &mut Desk, input: EncounterLaunch) -> Result<EncounterView, AppError> {
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let system = system_of(&row)?;
    if row.status != EncounterStatus::Prepared {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "This encounter was launched already.",
        ));
    }
    let snapshot = match system {
        SystemId::DrawSteel => to_json(&ds::snapshot(store, &parsed(&row.plan, "plan")?)?)?,
        _ => to_json(&fh::snapshot(store, &plan_of(&row)?)?)?,
    };
    let session = store.open_game_session()?.map(|s| s.id);
    let seed = i64::from(input.seed.unwrap_or_else(fresh_seed));
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
    desk.store()?
        .list_encounters()?
        .into_iter()
        .filter_map(|row| {
            let system = system_of(&row).ok()?;
            let participants = match system {
                SystemId::DrawSteel => parsed::<DrawSteelPlan>(&row.plan, "plan")
                    .map_or(0, |plan| plan.participants.len() as u32),
                _ => plan_of(&row).map_or(0, |plan| plan.participants.len() as u32),
            };
            Some(Ok(EncounterSummary {
                id: row.id,
                name: row.name,
                system,
                phase: row.status.into(),
                participants,
                cursor: row.cursor,
                updated_at: row.updated_at,
            }))
        })
        .collect()
}

fn running(store: &CampaignStore, id: i64) -> Result<EncounterRow, AppError> {
    let row = store.encounter(id)?;
    system_of(&row)?;
    match row.status {
        EncounterStatus::Running => Ok(row),
        EncounterStatus::Prepared => Err(AppError::new(
            ErrorKind::Conflict,
            "Launch the encounter first (start_encounter).",
        )),
        EncounterStatus::Ended => Err(AppError::new(
            ErrorKind::Conflict,
            "This encounter is over.",
        )),
    }
}

/// Applies one battle command: checked against the rules, stored and committed, or refused with
/// the rule it breaks and nothing changed. After an undo, a new command replaces the undone ones.
pub fn encounter_command(
    desk: &mut Desk,
    input: EncounterCommand,
) -> Result<EncounterView, AppError> {
    let store = desk.store()?;
    let row = running(store, input.id)?;
    if let Some(expected) = input.expected_cursor {
        if expected != row.cursor {
            return Err(AppError::new(
                ErrorKind::Conflict,
                "The battle moved on since this screen was drawn (another window?); reload and try again.",
            ));
        }
    }
    let seed = row.seed.unwrap_or_default();
    let json = match system_of(&row)? {
        SystemId::DrawSteel => {
            let command = input.draw_steel.ok_or_else(|| {
                AppError::invalid("drawSteel", "Give the Draw Steel command (drawSteel).")
            })?;
            let replayed =
                ds_replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
            ds::decide(&replayed.state, seed, row.cursor as usize, &command)?;
            to_json(&command)?
        }
        _ => {
            let command = input.fated_hand.ok_or_else(|| {
                AppError::invalid("fatedHand", "Give the Fated Hand command (fatedHand).")
            })?;
            let replayed =
                replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
            fh::decide(&replayed.state, seed, row.cursor as usize, &command)?;
            to_json(&command)?
        }
    };
    let now = desk.now();
    desk.store_mut()?
        .append_encounter_command(row.id, row.cursor, &json, now)?;
    desk.after_write();
    let store = desk.store()?;
    view(store, &store.encounter(row.id)?)
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

/// The whole battle log (JSON entries and readable text), optionally written to a file.
pub fn encounter_log(
    desk: &mut Desk,
    input: EncounterLogRequest,
) -> Result<EncounterLog, AppError> {
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    let (entries, draw_steel_entries, text) = match system_of(&row)? {
        SystemId::DrawSteel => {
            let lines = match ds_replayed(store, &row)? {
                Some(replayed) => ds::log_lines(&replayed, 0),
                None => Vec::new(),
            };
            let text = ds::log_text(&row.name, &lines);
            (Vec::new(), lines, text)
        }
        _ => {
            let entries = match replayed(store, &row)? {
                Some(replayed) => fh::log_entries(&replayed, 0),
                None => Vec::new(),
            };
            let text = fh::log_text(&row.name, &entries);
            (entries, Vec::new(), text)
        }
    };
    let mut log = EncounterLog {
        id: row.id,
        name: row.name,
        entries,
        draw_steel_entries,
        text,
        written: None,
    };
    if let Some(path) = input
        .path
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        let contents = match input.format.unwrap_or_default() {
            LogFormat::Json if !log.draw_steel_entries.is_empty() => {
                serde_json::to_string_pretty(&log.draw_steel_entries)
                    .map_err(|e| storage(e.to_string()))?
            }
            LogFormat::Json => {
                serde_json::to_string_pretty(&log.entries).map_err(|e| storage(e.to_string()))?
            }
            LogFormat::Text => log.text.clone(),
        };
        std::fs::write(path, contents).map_err(|e| {
            AppError::new(
                ErrorKind::ReadOnly,
                format!("The log could not be written to {path}: {e}."),
            )
        })?;
        log.written = Some(path.to_owned());
    }
    Ok(log)
}

pub fn delete_encounter(
    desk: &mut Desk,
    input: EncounterRef,
) -> Result<Vec<EncounterSummary>, AppError> {
    desk.store_mut()?.delete_encounter(input.id)?;
    desk.after_write();
    list_encounters(desk)
}
