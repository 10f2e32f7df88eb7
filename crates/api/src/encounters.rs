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

use crate::fated_hand::battle::{self as fh, FatedHandBattleView, FatedHandPlan, FatedHandResult};
use crate::fated_hand::{load_build, state::rule_choices};
use crate::{validate, AppError, Desk, ErrorKind};

/// Where an encounter is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum EncounterPhase {
    /// Saved; its plan can change; not launched.
    Prepared,
    /// Launched: the battle is under way.
    Running,
    /// Over, its outcome written back.
    Ended,
}

impl From<EncounterStatus> for EncounterPhase {
    fn from(status: EncounterStatus) -> Self {
        match status {
            EncounterStatus::Prepared => EncounterPhase::Prepared,
            EncounterStatus::Running => EncounterPhase::Running,
            EncounterStatus::Ended => EncounterPhase::Ended,
        }
    }
}

/// Arguments of `create_encounter`: a name and exactly one system's plan.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewEncounter {
    /// The GM's name for it ("Ambush at the ford").
    pub name: String,
    /// A Fated Hand battle's plan.
    #[serde(default)]
    #[specta(optional)]
    pub fated_hand: Option<FatedHandPlan>,
}

/// Arguments of `update_encounter`: a prepared encounter's new name and plan.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEdit {
    /// The encounter.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// The Fated Hand plan.
    #[serde(default)]
    #[specta(optional)]
    pub fated_hand: Option<FatedHandPlan>,
}

/// Names one encounter.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterRef {
    /// The encounter's id.
    pub id: i64,
}

/// Arguments of `start_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterLaunch {
    /// The encounter.
    pub id: i64,
    /// The random seed (by default a fresh one); the same seed and commands replay the same battle.
    #[serde(default)]
    #[specta(optional)]
    pub seed: Option<u32>,
}

/// Arguments of `encounter_command`: one system-specific command.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterCommand {
    /// The encounter.
    pub id: i64,
    /// The command count the GM's screen showed; refused if the encounter moved on meanwhile.
    #[serde(default)]
    #[specta(optional)]
    pub expected_cursor: Option<i64>,
    /// A Fated Hand battle command.
    #[serde(default)]
    #[specta(optional)]
    pub fated_hand: Option<Command>,
}

/// Arguments of `encounter_undo` and `encounter_redo`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterSteps {
    /// The encounter.
    pub id: i64,
    /// How many commands (default 1).
    #[serde(default)]
    #[specta(optional)]
    pub steps: Option<u32>,
}

/// The format of an exported log.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LogFormat {
    /// Structured: every line with its numbers and rule.
    #[default]
    Json,
    /// Readable text.
    Text,
}

/// Arguments of `encounter_log`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterLogRequest {
    /// The encounter.
    pub id: i64,
    /// Also write the log to this file, in `format`.
    #[serde(default)]
    #[specta(optional)]
    pub path: Option<String>,
    /// The file's format (default JSON).
    #[serde(default)]
    #[specta(optional)]
    pub format: Option<LogFormat>,
}

/// The whole battle log.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterLog {
    /// The encounter.
    pub id: i64,
    /// Its name.
    pub name: String,
    /// Every line, oldest first.
    pub entries: Vec<fh::LogEntry>,
    /// The same as readable text.
    pub text: String,
    /// The file written, when a path was given.
    pub written: Option<String>,
}

/// One accepted Knowledge Point award.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AcceptedAward {
    /// The character.
    pub character_id: i64,
    /// The arm or spell.
    pub target: KnowledgeTarget,
    /// How it was learned.
    pub manner: Manner,
}

/// Arguments of `end_encounter`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EncounterEnd {
    /// The encounter.
    pub id: i64,
    /// How it ended, when the battle is not over yet (default: the GM declares it over).
    #[serde(default)]
    #[specta(optional)]
    pub outcome: Option<Outcome>,
    /// The Knowledge Points the GM accepts from the battle's offers.
    #[serde(default)]
    pub awards: Vec<AcceptedAward>,
}

/// An encounter in a list.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterSummary {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// System.
    pub system: SystemId,
    /// Where it is.
    pub phase: EncounterPhase,
    /// Participants.
    pub participants: u32,
    /// Commands in effect.
    pub cursor: i64,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

/// One encounter, whole: what the GM screen shows.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EncounterView {
    /// Id.
    pub id: i64,
    /// Name.
    pub name: String,
    /// System.
    pub system: SystemId,
    /// Where it is.
    pub phase: EncounterPhase,
    /// Commands in effect.
    pub cursor: i64,
    /// Commands stored (those past the cursor can be redone).
    pub command_count: i64,
    /// Whether a command can be undone.
    pub can_undo: bool,
    /// Whether an undone command can be redone.
    pub can_redo: bool,
    /// The seed, once launched.
    pub seed: Option<i64>,
    /// The Fated Hand plan.
    pub fated_hand: Option<FatedHandPlan>,
    /// The battle, once launched.
    pub battle: Option<FatedHandBattleView>,
    /// The outcome written back, once ended.
    pub result: Option<FatedHandResult>,
    /// Created, RFC 3339.
    pub created_at: String,
    /// Last change, RFC 3339.
    pub updated_at: String,
}

fn storage(message: String) -> AppError {
    AppError::new(ErrorKind::Storage, message)
}

fn plan_of(row: &EncounterRow) -> Result<FatedHandPlan, AppError> {
    serde_json::from_str(&row.plan)
        .map_err(|e| storage(format!("The encounter's plan is damaged: {e}.")))
}

fn setup_of(row: &EncounterRow) -> Result<Option<(Setup, i64)>, AppError> {
    match (&row.snapshot, row.seed) {
        (Some(snapshot), Some(seed)) => {
            let setup: Setup = serde_json::from_str(snapshot)
                .map_err(|e| storage(format!("The encounter's snapshot is damaged: {e}.")))?;
            Ok(Some((setup, seed)))
        }
        _ => Ok(None),
    }
}

fn fated_hand_only(system: &str) -> Result<(), AppError> {
    if system == SystemId::FatedHand.as_str() {
        Ok(())
    } else {
        Err(AppError::new(
            ErrorKind::Conflict,
            format!("Encounters of the {system} system are not supported by this version."),
        ))
    }
}

fn to_json<T: Serialize>(value: &T) -> Result<String, AppError> {
    serde_json::to_string(value).map_err(|e| storage(e.to_string()))
}

/// The launched battle replayed to the cursor.
fn replayed(store: &CampaignStore, row: &EncounterRow) -> Result<Option<fh::Replayed>, AppError> {
    let Some((setup, seed)) = setup_of(row)? else {
        return Ok(None);
    };
    let stored = store.encounter_commands(row.id)?;
    let in_effect = &stored[..(row.cursor.max(0) as usize).min(stored.len())];
    let commands = fh::parse_commands(in_effect)?;
    fh::replay(&setup, seed, &commands).map(Some)
}

fn view(store: &CampaignStore, row: &EncounterRow) -> Result<EncounterView, AppError> {
    fated_hand_only(&row.system)?;
    let battle = match replayed(store, row)? {
        Some(replayed) => Some(fh::battle_view(store, &replayed, &rule_choices(store)?)?),
        None => None,
    };
    let result = row
        .result
        .as_deref()
        .map(|json| {
            serde_json::from_str(json)
                .map_err(|e| storage(format!("The encounter's result is damaged: {e}.")))
        })
        .transpose()?;
    let running = row.status == EncounterStatus::Running;
    Ok(EncounterView {
        id: row.id,
        name: row.name.clone(),
        system: SystemId::FatedHand,
        phase: row.status.into(),
        cursor: row.cursor,
        command_count: row.command_count,
        can_undo: running && row.cursor > 0,
        can_redo: running && row.cursor < row.command_count,
        seed: row.seed,
        fated_hand: Some(plan_of(row)?),
        battle,
        result,
        created_at: row.created_at.clone(),
        updated_at: row.updated_at.clone(),
    })
}

fn required_plan(plan: Option<FatedHandPlan>) -> Result<FatedHandPlan, AppError> {
    plan.ok_or_else(|| {
        AppError::invalid(
            "fatedHand",
            "Give the encounter's plan for its system (fatedHand).",
        )
    })
}

/// Saves a prepared encounter.
pub fn create_encounter(desk: &mut Desk, input: NewEncounter) -> Result<EncounterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let plan = required_plan(input.fated_hand)?;
    fh::validate_plan(desk.store()?, &plan)?;
    let now = desk.now();
    let row = desk.store_mut()?.insert_encounter(
        SystemId::FatedHand.as_str(),
        &name,
        &to_json(&plan)?,
        now,
    )?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Changes a prepared encounter's name and plan.
pub fn update_encounter(desk: &mut Desk, input: EncounterEdit) -> Result<EncounterView, AppError> {
    let name = validate::name("name", &input.name)?;
    let plan = required_plan(input.fated_hand)?;
    fated_hand_only(&desk.store()?.encounter(input.id)?.system)?;
    fh::validate_plan(desk.store()?, &plan)?;
    let now = desk.now();
    let row = desk
        .store_mut()?
        .update_encounter_plan(input.id, &name, &to_json(&plan)?, now)?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Launches a prepared encounter: the combatants are taken from their sheets as they stand now,
/// engine decks are shuffled and deal each its Hand Size.
pub fn start_encounter(desk: &mut Desk, input: EncounterLaunch) -> Result<EncounterView, AppError> {
    let store = desk.store()?;
    let row = store.encounter(input.id)?;
    fated_hand_only(&row.system)?;
    if row.status != EncounterStatus::Prepared {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "This encounter was launched already.",
        ));
    }
    let setup = fh::snapshot(store, &plan_of(&row)?)?;
    let session = store.open_game_session()?.map(|s| s.id);
    let seed = i64::from(input.seed.unwrap_or_else(fresh_seed));
    let now = desk.now();
    let row =
        desk.store_mut()?
            .launch_encounter(input.id, &to_json(&setup)?, seed, session, now)?;
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
        .map(|row| {
            let participants = plan_of(&row).map_or(0, |plan| plan.participants.len() as u32);
            Ok(EncounterSummary {
                id: row.id,
                name: row.name,
                system: SystemId::FatedHand,
                phase: row.status.into(),
                participants,
                cursor: row.cursor,
                updated_at: row.updated_at,
            })
        })
        .collect()
}

fn running(store: &CampaignStore, id: i64) -> Result<EncounterRow, AppError> {
    let row = store.encounter(id)?;
    fated_hand_only(&row.system)?;
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
    let command = input.fated_hand.ok_or_else(|| {
        AppError::invalid("fatedHand", "Give the Fated Hand command (fatedHand).")
    })?;
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
    let replayed = replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
    let seed = row.seed.unwrap_or_default();
    fh::decide(&replayed.state, seed, row.cursor as usize, &command)?;
    let json = to_json(&command)?;
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
    fated_hand_only(&row.system)?;
    let entries = match replayed(store, &row)? {
        Some(replayed) => fh::log_entries(&replayed, 0),
        None => Vec::new(),
    };
    let text = fh::log_text(&row.name, &entries);
    let mut log = EncounterLog {
        id: row.id,
        name: row.name,
        entries,
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

/// Ends the battle and writes its outcome back: the accepted Knowledge Points go to the
/// characters' histories, and the result (outcome, who fell, who took part) is kept.
pub fn end_encounter(desk: &mut Desk, input: EncounterEnd) -> Result<EncounterView, AppError> {
    let store = desk.store()?;
    let row = running(store, input.id)?;
    let rules = rule_choices(store)?;
    let replayed = replayed(store, &row)?.ok_or_else(|| storage("No snapshot.".to_owned()))?;
    let seed = row.seed.unwrap_or_default();
    let (final_command, outcome, state) = match replayed.state.phase {
        Phase::Ended { outcome } => (None, outcome, replayed.state.clone()),
        _ => {
            let outcome = input.outcome.unwrap_or(Outcome::Declared);
            let command = Command::EndBattle { outcome };
            let mut state = replayed.state.clone();
            tablekeep_rules::encounter::step::<FatedHandBattle>(
                &mut state,
                seed as u64,
                row.cursor as usize,
                &command,
            )
            .map_err(AppError::rule)?;
            (Some(to_json(&command)?), outcome, state)
        }
    };
    let offers = fh::offers(store, &replayed, &rules)?;
    let mut awarded = Vec::new();
    let mut entries: Vec<(i64, i64, String)> = Vec::new();
    let mut builds = std::collections::BTreeMap::new();
    for (index, award) in input.awards.iter().enumerate() {
        let field = format!("awards[{index}]");
        let offer = offers
            .iter()
            .find(|o| {
                o.character_id == award.character_id
                    && o.target == award.target
                    && o.manner == award.manner
            })
            .ok_or_else(|| {
                AppError::invalid(
                    &field,
                    "This award is not among the battle's offers; give other awards from the character's Knowledge panel.",
                )
            })?;
        let (build, last) = match builds.entry(award.character_id) {
            std::collections::btree_map::Entry::Occupied(found) => found.into_mut(),
            std::collections::btree_map::Entry::Vacant(slot) => {
                let character = store.character(award.character_id)?;
                let loaded = load_build(store, &character)?
                    .ok_or_else(|| AppError::invalid(&field, "The character has no build."))?;
                slot.insert(loaded)
            }
        };
        let entry = Progression::KnowledgeAwarded {
            target: award.target.clone(),
            manner: award.manner,
            points: None,
        };
        *build = apply(build, &entry, &rules)?;
        entries.push((award.character_id, *last, to_json(&entry)?));
        *last += 1;
        awarded.push(offer.clone());
    }
    let result = fh::result_of(&state, outcome, awarded);
    let reason = format!("Battle: {}", row.name);
    let session_id = store.open_game_session()?.map(|s| s.id);
    let write_back = EncounterWriteBack {
        progression: entries
            .iter()
            .map(|(character, last, entry)| {
                (
                    *character,
                    *last,
                    NewProgression {
                        entry,
                        session_id,
                        reason: &reason,
                    },
                )
            })
            .collect(),
        decks: Vec::new(),
    };
    let now = desk.now();
    let row = desk.store_mut()?.end_encounter(
        row.id,
        row.cursor,
        final_command.as_deref(),
        &to_json(&result)?,
        &write_back,
        now,
    )?;
    desk.after_write();
    view(desk.store()?, &row)
}

/// Deletes an encounter (prepared, running or ended) and its log.
pub fn delete_encounter(
    desk: &mut Desk,
    input: EncounterRef,
) -> Result<Vec<EncounterSummary>, AppError> {
    desk.store_mut()?.delete_encounter(input.id)?;
    desk.after_write();
    list_encounters(desk)
}
